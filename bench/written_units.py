"""Cases of ``written_answers.py`` for a result's figure written in another unit of its
kind: ``--batch converted`` and ``--batch converted2``.

A larger model converts: "about 65°F" for ``temperature_c: 18.4``, "about 289 miles" for
``distance_km: 465``, "4 hours 50 minutes" for ``duration_min: 290``. Each case: (request,
tool, its arguments, its result, the answer, right). Right is the conversion rounded as a
person reads it (the exact factors: 1.609344 km a mile, 0.45359237 kg a pound, °F = °C x
1.8 + 32); wrong is a conversion that is off, a figure written with the wrong unit, or
money converted at a rate no source gives. Both batches were written and committed before
any rule about converted figures and before any run of them; ``converted`` is read while
the rule is settled, ``converted2`` is run only after. ``--batch worded`` and ``worded2``:
durations written in words ("an hour and a half" for 90 minutes), written after that rule
and before any rule about figures in words and any run of them; ``worded`` read,
``worded2`` run only after.
"""

from __future__ import annotations

from typing import Any

Case = tuple[str, str, dict[str, Any], Any, str, bool]

# tools of these batches: name -> (description, its one string parameter)
UNIT_TOOLS: dict[str, tuple[str, str]] = {
    "get_route": ("Driving route between two cities.", "route"),
    "get_recipe": ("A recipe's times.", "dish"),
    "get_download": ("Time left on a download.", "file"),
    "get_run": ("A runner's run.", "runner"),
    "get_commute": ("Travel time of a commute.", "commute"),
    "get_hike": ("A hiking trail.", "trail"),
    "get_meter": ("Time left on a parking meter.", "meter"),
    "get_baby": ("A baby's growth record.", "child"),
    "get_oven": ("Oven temperature of a recipe.", "dish"),
    "get_movie": ("Facts about a film.", "title"),
    "get_sleep": ("A night's sleep record.", "night"),
    "get_gadget": ("A gadget's price.", "gadget"),
    "get_climate": ("A planet's climate.", "planet"),
}

PARIS = {"location": "Paris", "temperature_c": 18.4, "sky": "rain"}
GHENT = {"trip": "Ghent", "distance_km": 56, "fare_eur": 14.8}
ROUTE = {"route": "Lyon-Paris", "distance_km": 465, "duration_min": 290}
FLIGHT = {"flight": "BA117", "duration_minutes": 425}
DOWNLOAD = {"file": "movie.mkv", "seconds_left": 150}
OSLO = {"location": "Oslo", "high_c": 4, "low_c": -3}

CONVERTED: list[Case] = [
    ("What's the temperature in Paris?", "get_weather", {"location": "Paris"}, PARIS,
     "It's about 65°F in Paris, with rain.", True),
    ("What's the temperature in Paris?", "get_weather", {"location": "Paris"}, PARIS,
     "It's 18.4°C (about 61°F) in Paris.", False),
    ("How warm is it in Boston?", "get_weather", {"location": "Boston"},
     {"location": "Boston", "temperature_f": 50}, "It's 10°C in Boston.", True),
    ("How warm is it in Boston?", "get_weather", {"location": "Boston"},
     {"location": "Boston", "temperature_f": 50}, "It's about 15°C in Boston.", False),
    ("How far is the trip to Ghent?", "get_trip", {"trip": "Ghent"}, GHENT,
     "It's about 35 miles and the fare is 14.8 euros.", True),
    ("How far is the trip to Ghent?", "get_trip", {"trip": "Ghent"}, GHENT,
     "It's about 45 miles and the fare is 14.8 euros.", False),
    ("How long is the drive from Lyon to Paris?", "get_route", {"route": "Lyon-Paris"},
     ROUTE, "The drive is about 289 miles and takes 4 hours 50 minutes.", True),
    ("How long is the drive from Lyon to Paris?", "get_route", {"route": "Lyon-Paris"},
     ROUTE, "The drive is about 289 miles and takes 4 hours 30 minutes.", False),
    ("How long is the drive from Lyon to Paris?", "get_route", {"route": "Lyon-Paris"},
     ROUTE, "The drive is 465 km, roughly 4.8 hours.", True),
    ("How heavy is parcel Z9?", "get_parcel", {"tracking": "Z9"},
     {"tracking": "Z9", "weight_kg": 2.4}, "Your parcel weighs about 5.3 pounds.", True),
    ("How heavy is parcel Z9?", "get_parcel", {"tracking": "Z9"},
     {"tracking": "Z9", "weight_kg": 2.4}, "Your parcel weighs about 4.3 pounds.", False),
    ("How much flour does the recipe need?", "get_ingredient", {"ingredient": "flour"},
     {"ingredient": "flour", "grams": 500},
     "The recipe needs about 17.6 ounces of flour.", True),
    ("How tall is Tom?", "get_person", {"person": "Tom"},
     {"person": "Tom", "height_m": 1.82}, "Tom is about 6 feet tall.", True),
    ("How tall is Tom?", "get_person", {"person": "Tom"},
     {"person": "Tom", "height_m": 1.82}, "Tom is about 5.5 feet tall.", False),
    ("How long is flight BA117?", "get_flight", {"flight": "BA117"}, FLIGHT,
     "The flight takes 7 hours and 5 minutes.", True),
    ("How long is flight BA117?", "get_flight", {"flight": "BA117"}, FLIGHT,
     "The flight takes 7 hours and 25 minutes.", False),
    ("How long is flight BA117?", "get_flight", {"flight": "BA117"}, FLIGHT,
     "The flight takes about 7.1 hours.", True),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for 45 minutes.", True),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for 45 hours.", False),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for three quarters of an hour.",
     True),
    ("How much are the headphones?", "get_gadget", {"gadget": "headphones"},
     {"gadget": "headphones", "price_usd": 89.99}, "They cost about 83 euros.", False),
    ("How long until movie.mkv finishes?", "get_download", {"file": "movie.mkv"},
     DOWNLOAD, "About 2.5 minutes are left.", True),
    ("How long until movie.mkv finishes?", "get_download", {"file": "movie.mkv"},
     DOWNLOAD, "About 2 minutes 30 seconds are left.", True),
    ("How long until movie.mkv finishes?", "get_download", {"file": "movie.mkv"},
     DOWNLOAD, "About 3.5 minutes are left.", False),
    ("How cold will it be in Oslo tomorrow?", "get_forecast", {"location": "Oslo"}, OSLO,
     "Between 27 and 39°F.", True),
    ("How cold will it be in Oslo tomorrow?", "get_forecast", {"location": "Oslo"}, OSLO,
     "Between 27 and 45°F.", False),
    ("How long will package P-5 take?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "transit_days": 14}, "It will take 2 weeks.", True),
    ("How long will package P-5 take?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "transit_days": 14}, "It will take 3 weeks.", False),
    ("How long is flight LH400?", "get_flight", {"flight": "LH400"},
     {"flight": "LH400", "duration": "8h 35m"}, "The flight takes 8 hours 35 minutes.",
     True),
    ("How cold is Mars?", "get_climate", {"planet": "Mars"},
     {"planet": "Mars", "mean_temp_k": 210}, "Mars averages about -63°C.", True),
    ("How cold is Mars?", "get_climate", {"planet": "Mars"},
     {"planet": "Mars", "mean_temp_k": 210}, "Mars averages about -83°C.", False),
]

RUN = {"runner": "Ana", "distance_km": 10, "time_min": 52}
COMMUTE = {"commute": "home to office", "travel_time_min": 75}
HIKE = {"trail": "Ridge", "length_km": 12.8, "elevation_m": 640}
LEO = {"child": "Leo", "weight_kg": 4.2}
DUNE = {"title": "Dune", "runtime_min": 155}
SLEEP = {"night": "Monday", "asleep_seconds": 27000}

CONVERTED2: list[Case] = [
    ("What's the temperature in Tokyo?", "get_weather", {"location": "Tokyo"},
     {"location": "Tokyo", "temperature_c": 7.5}, "It's about 45.5°F in Tokyo.", True),
    ("What's the temperature in Tokyo?", "get_weather", {"location": "Tokyo"},
     {"location": "Tokyo", "temperature_c": 7.5}, "It's about 7.5°F in Tokyo.", False),
    ("How did Ana's run go?", "get_run", {"runner": "Ana"}, RUN,
     "Ana ran about 6.2 miles in 52 minutes.", True),
    ("How did Ana's run go?", "get_run", {"runner": "Ana"}, RUN,
     "Ana ran 10 miles in 52 minutes.", False),
    ("How heavy is my suitcase?", "get_luggage", {"bag": "suitcase"}, 48.5,
     "Your suitcase weighs about 22 kg.", True),
    ("How heavy is my suitcase?", "get_luggage", {"bag": "suitcase"}, 48.5,
     "Your suitcase weighs about 24 kg.", False),
    ("How long is my commute?", "get_commute", {"commute": "home to office"}, COMMUTE,
     "Your commute takes 1 hour 15 minutes.", True),
    ("How long is my commute?", "get_commute", {"commute": "home to office"}, COMMUTE,
     "Your commute takes 1 hour 25 minutes.", False),
    ("How long is my commute?", "get_commute", {"commute": "home to office"}, COMMUTE,
     "Your commute takes 1.25 hours.", True),
    ("Tell me about the Ridge trail.", "get_hike", {"trail": "Ridge"}, HIKE,
     "The Ridge trail is about 8 miles long with 2,100 feet of climbing.", True),
    ("Tell me about the Ridge trail.", "get_hike", {"trail": "Ridge"}, HIKE,
     "The Ridge trail is about 9 miles long with 2,100 feet of climbing.", False),
    ("How long is left on meter B12?", "get_meter", {"meter": "B12"},
     {"meter": "B12", "minutes_left": 40}, "You have 40 minutes left.", True),
    ("How long is left on meter B12?", "get_meter", {"meter": "B12"},
     {"meter": "B12", "minutes_left": 40}, "You have 40 seconds left.", False),
    ("How much does Leo weigh?", "get_baby", {"child": "Leo"}, LEO,
     "Leo weighs about 9.3 pounds.", True),
    ("How much does Leo weigh?", "get_baby", {"child": "Leo"}, LEO,
     "Leo weighs 9 pounds 4 ounces.", True),
    ("How hot should the oven be for the bread?", "get_oven", {"dish": "bread"},
     {"dish": "bread", "oven_f": 450}, "Bake the bread at about 230°C.", True),
    ("How hot should the oven be for the bread?", "get_oven", {"dish": "bread"},
     {"dish": "bread", "oven_f": 450}, "Bake the bread at 450°C.", False),
    ("How long is Dune?", "get_movie", {"title": "Dune"}, DUNE,
     "Dune runs 2 hours 35 minutes.", True),
    ("How long is Dune?", "get_movie", {"title": "Dune"}, DUNE,
     "Dune runs about 2.6 hours.", True),
    ("How long is Dune?", "get_movie", {"title": "Dune"}, DUNE,
     "Dune runs 2 hours 55 minutes.", False),
    ("What does the charger cost?", "get_gadget", {"gadget": "charger"},
     {"gadget": "charger", "price_gbp": 4.2}, "The charger costs about $5.30.", False),
    ("How long did I sleep on Monday?", "get_sleep", {"night": "Monday"}, SLEEP,
     "You slept 7.5 hours.", True),
    ("How long did I sleep on Monday?", "get_sleep", {"night": "Monday"}, SLEEP,
     "You slept 7 hours 50 minutes.", False),
    ("How far is the trip to Bruges?", "get_trip", {"trip": "Bruges"},
     {"trip": "Bruges", "distance_km": 12, "fare_eur": 12.0},
     "It's about 7.5 miles, for 12 euros.", True),
]

# written after converted and converted2 ran and their rule was committed (8e6c3b2), before
# any rule about figures in words and any run of them: a duration or another figure written
# in words ("an hour and a half" for 90 minutes, "two weeks" for 14 days), right or off
UNIT_TOOLS["get_tea"] = ("How long to steep a tea.", "tea")
UNIT_TOOLS["get_battery_life"] = ("How long a device's battery lasts.", "device")
UNIT_TOOLS["get_parking_limit"] = ("How long one may park in a street.", "street")
UNIT_TOOLS["get_rest"] = ("Rest time of a workout.", "workout")

WORDED: list[Case] = [
    ("How long is my commute?", "get_commute", {"commute": "home to office"},
     {"commute": "home to office", "travel_time_min": 90},
     "Your commute takes an hour and a half.", True),
    ("How long is my commute?", "get_commute", {"commute": "home to office"},
     {"commute": "home to office", "travel_time_min": 75},
     "Your commute takes an hour and a half.", False),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 30}, "Bake it for half an hour.", True),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for half an hour.", False),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for three quarters of an hour.",
     True),
    ("How long will package P-5 take?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "transit_days": 14}, "It will take two weeks.", True),
    ("How long will package P-5 take?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "transit_days": 10}, "It will take two weeks.", False),
    ("How long will package P-6 take?", "get_shipment", {"package_id": "P-6"},
     {"package_id": "P-6", "transit_days": 7}, "It will take a week.", True),
    ("How long is Dune?", "get_movie", {"title": "Dune"},
     {"title": "Dune", "runtime_min": 150}, "Dune runs two and a half hours.", True),
    ("How long is Dune?", "get_movie", {"title": "Dune"},
     {"title": "Dune", "runtime_min": 155}, "Dune runs three hours.", False),
    ("How long should I steep green tea?", "get_tea", {"tea": "green"},
     {"tea": "green", "steep_seconds": 90}, "Steep it for a minute and a half.", True),
    ("How long should I steep green tea?", "get_tea", {"tea": "green"},
     {"tea": "green", "steep_seconds": 90}, "Steep it for two minutes.", False),
    ("How long does the phone's battery last?", "get_battery_life", {"device": "phone"},
     {"device": "phone", "battery_hours": 36}, "It lasts a day and a half.", True),
    ("How long does the phone's battery last?", "get_battery_life", {"device": "phone"},
     {"device": "phone", "battery_hours": 36}, "It lasts two days.", False),
    ("How long may I park on Elm Street?", "get_parking_limit", {"street": "Elm Street"},
     {"street": "Elm Street", "limit_minutes": 120}, "You may park for two hours.", True),
    ("How long may I park on Elm Street?", "get_parking_limit", {"street": "Elm Street"},
     {"street": "Elm Street", "limit_minutes": 60}, "You may park for an hour.", True),
]

WORDED2: list[Case] = [
    ("How long did I sleep on Monday?", "get_sleep", {"night": "Monday"},
     {"night": "Monday", "asleep_seconds": 27000}, "You slept seven and a half hours.",
     True),
    ("How long did I sleep on Monday?", "get_sleep", {"night": "Monday"},
     {"night": "Monday", "asleep_seconds": 25200}, "You slept seven and a half hours.",
     False),
    ("How long should I rest between sets?", "get_rest", {"workout": "squats"},
     {"workout": "squats", "rest_seconds": 120}, "Rest for two minutes between sets.", True),
    ("How long should I rest between sets?", "get_rest", {"workout": "squats"},
     {"workout": "squats", "rest_seconds": 120}, "Rest for a minute between sets.", False),
    ("How long is left on meter B12?", "get_meter", {"meter": "B12"},
     {"meter": "B12", "minutes_left": 15}, "You have a quarter of an hour left.", True),
    ("How long is left on meter B12?", "get_meter", {"meter": "B12"},
     {"meter": "B12", "minutes_left": 30}, "You have a quarter of an hour left.", False),
    ("How long is flight BA117?", "get_flight", {"flight": "BA117"},
     {"flight": "BA117", "duration_minutes": 180}, "The flight takes three hours.", True),
    ("How long is flight BA117?", "get_flight", {"flight": "BA117"},
     {"flight": "BA117", "duration_minutes": 210}, "The flight takes three hours.", False),
    ("How long until movie.mkv finishes?", "get_download", {"file": "movie.mkv"},
     {"file": "movie.mkv", "seconds_left": 30}, "Half a minute is left.", True),
    ("How long will package P-7 take?", "get_shipment", {"package_id": "P-7"},
     {"package_id": "P-7", "transit_days": 21}, "It will take three weeks.", True),
    ("How long will package P-7 take?", "get_shipment", {"package_id": "P-7"},
     {"package_id": "P-7", "transit_days": 21}, "It will take two weeks.", False),
    ("How long does the phone's battery last?", "get_battery_life", {"device": "phone"},
     {"device": "phone", "battery_hours": 48}, "It lasts two days.", True),
]

# written after the rules about figures in words (7d861cf) and before any rule about counts
# over twelve in words and any run of them: a result's count of thirteen to ninety-nine
# written in words ("twenty-four seats", "forty-five minutes"), right or off
UNIT_TOOLS["get_venue"] = ("Seats left at a venue.", "venue")
UNIT_TOOLS["get_class_size"] = ("How many pupils a class has.", "course")
UNIT_TOOLS["get_age"] = ("A person's age.", "person")

COUNTS: list[Case] = [
    ("How many seats are left at the Apollo?", "get_venue", {"venue": "Apollo"},
     {"venue": "Apollo", "seats_left": 24}, "There are twenty-four seats left.", True),
    ("How many seats are left at the Apollo?", "get_venue", {"venue": "Apollo"},
     {"venue": "Apollo", "seats_left": 24}, "There are twenty-five seats left.", False),
    ("How long is the wait at Nando's?", "get_wait", {"restaurant": "Nando's"},
     {"restaurant": "Nando's", "wait_minutes": 20}, "The wait is about twenty minutes.",
     True),
    ("How long is the wait at Nando's?", "get_wait", {"restaurant": "Nando's"},
     {"restaurant": "Nando's", "wait_minutes": 20}, "The wait is about thirty minutes.",
     False),
    ("How many pupils are in class 4B?", "get_class_size", {"course": "4B"},
     {"course": "4B", "pupils": 15}, "Class 4B has fifteen pupils.", True),
    ("How many pupils are in class 4B?", "get_class_size", {"course": "4B"},
     {"course": "4B", "pupils": 15}, "Class 4B has fifty pupils.", False),
    ("How old is Ada?", "get_age", {"person": "Ada"}, {"person": "Ada", "age": 36},
     "Ada is thirty-six.", True),
    ("How old is Ada?", "get_age", {"person": "Ada"}, {"person": "Ada", "age": 36},
     "Ada is thirty-eight.", False),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 45}, "Bake it for forty-five minutes.", True),
    ("How long will package P-8 take?", "get_shipment", {"package_id": "P-8"},
     {"package_id": "P-8", "transit_days": 14}, "It will take fourteen days.", True),
    ("How long will package P-8 take?", "get_shipment", {"package_id": "P-8"},
     {"package_id": "P-8", "transit_days": 14}, "It will take fifteen days.", False),
    ("How many seats are left at the Apollo?", "get_venue", {"venue": "Apollo"},
     {"venue": "Apollo", "seats_left": 24}, "Twenty-four seats remain at the Apollo.", True),
]

COUNTS2: list[Case] = [
    ("How many seats are left at the Odeon?", "get_venue", {"venue": "Odeon"},
     {"venue": "Odeon", "seats_left": 13}, "Thirteen seats are left.", True),
    ("How many seats are left at the Odeon?", "get_venue", {"venue": "Odeon"},
     {"venue": "Odeon", "seats_left": 13}, "Thirty seats are left.", False),
    ("How old is Ben?", "get_age", {"person": "Ben"}, {"person": "Ben", "age": 72},
     "Ben is seventy-two years old.", True),
    ("How old is Ben?", "get_age", {"person": "Ben"}, {"person": "Ben", "age": 72},
     "Ben is twenty-seven years old.", False),
    ("How many pupils are in class 2A?", "get_class_size", {"course": "2A"},
     {"course": "2A", "pupils": 19}, "There are nineteen pupils in class 2A.", True),
    ("How long is the wait at the clinic?", "get_clinic", {"clinic": "Elm"},
     {"clinic": "Elm", "wait_minutes": 90}, "The wait is ninety minutes.", True),
    ("How long is the wait at the clinic?", "get_clinic", {"clinic": "Elm"},
     {"clinic": "Elm", "wait_minutes": 90}, "The wait is nineteen minutes.", False),
    ("How long does the lasagna bake?", "get_recipe", {"dish": "lasagna"},
     {"dish": "lasagna", "bake_minutes": 55}, "Bake it for fifty five minutes.", True),
    ("How many pupils are in class 2A?", "get_class_size", {"course": "2A"},
     {"course": "2A", "pupils": 19}, "There are eighteen pupils in class 2A.", False),
    ("How long will package P-9 take?", "get_shipment", {"package_id": "P-9"},
     {"package_id": "P-9", "transit_days": 21}, "It will take twenty-one days.", True),
]

# written after the rule about counts in words (1e4ebc6) and before any rule about
# greetings and any run of them: answers after a dated result that end with a wish naming a
# weekday ("Have a lovely Sunday!"), beside the same results answered with a wrong weekday
# and with a weekday that states when something happens
DELIVERY = {"order_id": "A-77", "eta": "2026-12-10"}  # a Thursday
GREETINGS: list[Case] = [
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "It arrives on December 10. Have a lovely Sunday!", True),
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "It arrives on Thursday. Enjoy your Saturday!", True),
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "Your order arrives on December 10th. Have a great Monday.", True),
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "It arrives on Tuesday. Have a nice day!", False),
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "It arrives on Tuesday. Have a lovely Sunday!", False),
    ("When does order A-77 arrive?", "get_order_status", {"order_id": "A-77"}, DELIVERY,
     "Expect it on Friday.", False),
    ("When is the Berlin trip?", "get_event", {"event": "Berlin trip"},
     {"event": "Berlin trip", "starts": "2026-12-11"},
     "The Berlin trip starts on December 11. Enjoy the rest of your Tuesday!", True),
    ("When is the Berlin trip?", "get_event", {"event": "Berlin trip"},
     {"event": "Berlin trip", "starts": "2026-12-11"},
     "The Berlin trip starts on Monday.", False),
    ("When is the Berlin trip?", "get_event", {"event": "Berlin trip"},
     {"event": "Berlin trip", "starts": "2026-12-11"},
     "It starts on Friday, December 11. Have a wonderful Wednesday!", True),
    ("When is the dentist?", "get_appointment", {"kind": "dentist"},
     {"kind": "dentist", "starts": "2026-12-12T08:00:00Z"},
     "Your appointment is on December 12 at 8 AM. Have a good Thursday!", True),
]

GREETINGS2: list[Case] = [
    ("When is my next bin collection?", "get_bins", {"street": "Elm Street"},
     {"street": "Elm Street", "next": "2026-12-08"},
     "Your bins are collected on December 8. Have a relaxing Sunday!", True),
    ("When is my next bin collection?", "get_bins", {"street": "Elm Street"},
     {"street": "Elm Street", "next": "2026-12-08"},
     "Your bins are collected on Thursday.", False),
    ("When is my next bin collection?", "get_bins", {"street": "Elm Street"},
     {"street": "Elm Street", "next": "2026-12-08"},
     "On Tuesday. Enjoy your Friday!", True),
    ("When is my next bin collection?", "get_bins", {"street": "Elm Street"},
     {"street": "Elm Street", "next": "2026-12-08"},
     "On Wednesday. Enjoy your Friday!", False),
    ("When is my loan due?", "get_loan", {"book": "Dune"},
     {"book": "Dune", "due": "2027-01-05"},
     "Dune is due back on January 5, 2027. Have a cosy Saturday!", True),
    ("When is my loan due?", "get_loan", {"book": "Dune"},
     {"book": "Dune", "due": "2027-01-05"},
     "Dune is due back on Saturday.", False),
    ("When does the class meet next?", "get_class", {"course": "yoga"},
     {"course": "yoga", "next": "2026-12-09"},
     "Yoga meets next on December 9. Enjoy the rest of your Sunday.", True),
    ("When does the class meet next?", "get_class", {"course": "yoga"},
     {"course": "yoga", "next": "2026-12-09"},
     "Yoga meets next on Monday. Have a great day!", False),
]

# written after the rule about greetings (96f1176) and before any rule about speeds and any
# run of them: a wind's or a vehicle's speed (``wind_kmh``, ``speed_knots``) written in its
# unit or converted ("about 12 mph" for 20 km/h), right or off
UNIT_TOOLS["get_ship"] = ("Position and speed of a ship.", "ship")
UNIT_TOOLS["get_train_speed"] = ("Top speed of a train.", "train")
UNIT_TOOLS["get_road"] = ("Facts about a road.", "road")

WINDY = {"location": "Oslo", "temperature_c": -3, "wind_kmh": 20}
SPEEDS: list[Case] = [
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at about 12 mph.", True),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at 20 km/h.", True),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at 20 mph.", False),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at about 20 miles per hour.", False),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at 12 miles per hour.", True),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at about 5.6 m/s.", True),
    ("How windy is it in Oslo?", "get_weather", {"location": "Oslo"}, WINDY,
     "The wind is blowing at about 7 m/s.", False),
    ("How windy is it in Denver?", "get_weather", {"location": "Denver"},
     {"location": "Denver", "wind_speed_mph": 15}, "Winds of about 24 km/h.", True),
    ("How windy is it in Denver?", "get_weather", {"location": "Denver"},
     {"location": "Denver", "wind_speed_mph": 15}, "Winds of 15 km/h.", False),
    ("How fast is the Aurora going?", "get_ship", {"ship": "Aurora"},
     {"ship": "Aurora", "speed_knots": 18}, "The Aurora is doing about 33 km/h.", True),
    ("How fast is the Aurora going?", "get_ship", {"ship": "Aurora"},
     {"ship": "Aurora", "speed_knots": 18}, "The Aurora is doing 18 knots.", True),
    ("How fast is the Aurora going?", "get_ship", {"ship": "Aurora"},
     {"ship": "Aurora", "speed_knots": 18}, "The Aurora is doing 18 mph.", False),
    ("How windy is it in Wellington?", "get_weather", {"location": "Wellington"},
     {"location": "Wellington", "wind_mps": 8}, "Wind of about 29 km/h.", True),
]

SPEEDS2: list[Case] = [
    ("How fast is the Shinkansen?", "get_train_speed", {"train": "Shinkansen"},
     {"train": "Shinkansen", "speed_kmh": 300}, "It reaches about 186 mph.", True),
    ("How fast is the Shinkansen?", "get_train_speed", {"train": "Shinkansen"},
     {"train": "Shinkansen", "speed_kmh": 300}, "It reaches about 300 mph.", False),
    ("What is the speed limit on the I-5?", "get_road", {"road": "I-5"},
     {"road": "I-5", "speed_limit_mph": 70}, "The limit is about 113 km/h.", True),
    ("What is the speed limit on the I-5?", "get_road", {"road": "I-5"},
     {"road": "I-5", "speed_limit_mph": 70}, "The limit is 70 kilometres per hour.", False),
    ("How windy is it in Perth?", "get_weather", {"location": "Perth"},
     {"location": "Perth", "wind_kph": 36}, "The wind is at 10 m/s.", True),
    ("How windy is it in Perth?", "get_weather", {"location": "Perth"},
     {"location": "Perth", "wind_kph": 36}, "The wind is at 36 miles an hour.", False),
    ("How strong are the gusts in Brest?", "get_weather", {"location": "Brest"},
     {"location": "Brest", "gust_kmh": 90}, "Gusts reach about 56 miles per hour.", True),
    ("How strong are the gusts in Brest?", "get_weather", {"location": "Brest"},
     {"location": "Brest", "gust_kmh": 90}, "Gusts of 90 km/h.", True),
    ("How fast is the Calypso going?", "get_ship", {"ship": "Calypso"},
     {"ship": "Calypso", "speed_knots": 12}, "The Calypso is doing about 22 km/h.", True),
    ("How fast is the Calypso going?", "get_ship", {"ship": "Calypso"},
     {"ship": "Calypso", "speed_knots": 12}, "The Calypso is doing 12 km/h.", False),
]

# written after the rule about speeds (d655943's batches, 2a85632) and before any rule
# about data sizes or volumes and any run of them: a file's, a disk's or a plan's size
# (``size_bytes``, ``free_gb``, ``memory_mb``) and a tank's or a bottle's volume
# (``fuel_tank_l``, ``volume_ml``) written in their unit or converted ("about 2.4 MB" for
# 2,400,000 bytes, "about 13 gallons" for 50 litres), right or off. A size in KB, MB, GB or
# TB is right read in thousands or in 1,024s ("16 GB" for 16,384 MB), a gallon in US or
# imperial gallons ("about 11 gallons" for 50 litres); ``sizes`` and ``volumes`` are read
# while the rule is settled, ``sizes2`` and ``volumes2`` run only after
UNIT_TOOLS["get_file"] = ("Facts about a file.", "path")
UNIT_TOOLS["get_disk"] = ("Disk usage of a machine.", "machine")
UNIT_TOOLS["get_plan"] = ("A phone plan's allowances.", "plan")
UNIT_TOOLS["get_app"] = ("Facts about an app.", "app")
UNIT_TOOLS["get_machine"] = ("Facts about a machine.", "machine")
UNIT_TOOLS["get_video"] = ("Facts about a video file.", "video")
UNIT_TOOLS["get_mailbox"] = ("Storage used by a mailbox.", "user")
UNIT_TOOLS["get_car"] = ("Facts about a car.", "car")
UNIT_TOOLS["get_bottle"] = ("A bottle's contents.", "product")
UNIT_TOOLS["get_pool"] = ("Facts about a pool.", "pool")
UNIT_TOOLS["get_aquarium"] = ("Facts about an aquarium.", "tank")

REPORT = {"path": "report.pdf", "size_bytes": 2400000}
BUILD = {"machine": "build-01", "free_gb": 120, "used_gb": 380}
MAPS = {"app": "Maps", "download_size_mb": 245}
BACKUP = {"path": "backup.tar", "size_kb": 52428800}
SIZES: list[Case] = [
    ("How big is report.pdf?", "get_file", {"path": "report.pdf"}, REPORT,
     "It's about 2.4 MB.", True),
    ("How big is report.pdf?", "get_file", {"path": "report.pdf"}, REPORT,
     "It's about 2.3 MB.", True),
    ("How big is report.pdf?", "get_file", {"path": "report.pdf"}, REPORT,
     "It's about 24 MB.", False),
    ("How big is report.pdf?", "get_file", {"path": "report.pdf"}, REPORT,
     "It's 2,400,000 bytes.", True),
    ("How big is report.pdf?", "get_file", {"path": "report.pdf"}, REPORT,
     "It's 2.4 GB.", False),
    ("How much disk space is free on build-01?", "get_disk", {"machine": "build-01"}, BUILD,
     "About 120 GB is free, and 380 GB is used.", True),
    ("How much disk space is free on build-01?", "get_disk", {"machine": "build-01"}, BUILD,
     "About 120 MB is free.", False),
    ("How much disk space is free on build-01?", "get_disk", {"machine": "build-01"}, BUILD,
     "About 0.12 TB is free and 380 GB is used.", True),
    ("How much data is left on my plan?", "get_plan", {"plan": "Basic"},
     {"plan": "Basic", "data_left_mb": 1536}, "You have 1.5 GB left.", True),
    ("How much data is left on my plan?", "get_plan", {"plan": "Basic"},
     {"plan": "Basic", "data_left_mb": 1536}, "You have 15 GB left.", False),
    ("How large is the Maps app?", "get_app", {"app": "Maps"}, MAPS,
     "The download is about 245 MB.", True),
    ("How large is the Maps app?", "get_app", {"app": "Maps"}, MAPS,
     "The download is about 245 KB.", False),
    ("How big is the backup?", "get_file", {"path": "backup.tar"}, BACKUP,
     "The backup is 50 GB.", True),
    ("How big is the backup?", "get_file", {"path": "backup.tar"}, BACKUP,
     "The backup is 5 GB.", False),
    ("How much memory does db-2 have?", "get_machine", {"machine": "db-2"},
     {"machine": "db-2", "memory_mb": 16384}, "db-2 has 16 GB of memory.", True),
    ("How much memory does db-2 have?", "get_machine", {"machine": "db-2"},
     {"machine": "db-2", "memory_mb": 16384}, "db-2 has 16 TB of memory.", False),
]

INTRO = {"video": "intro.mp4", "size_bytes": 734003200}
LAPTOP = {"machine": "laptop", "capacity_tb": 2, "free_gb": 850}
ANA = {"user": "ana", "used_mb": 4300, "quota_gb": 15}
NOTES = {"path": "notes.txt", "size_bytes": 20480}
SIZES2: list[Case] = [
    ("How big is intro.mp4?", "get_video", {"video": "intro.mp4"}, INTRO,
     "intro.mp4 is 700 MB.", True),
    ("How big is intro.mp4?", "get_video", {"video": "intro.mp4"}, INTRO,
     "intro.mp4 is about 734 MB.", True),
    ("How big is intro.mp4?", "get_video", {"video": "intro.mp4"}, INTRO,
     "intro.mp4 is about 7 GB.", False),
    ("How much space does the laptop have?", "get_disk", {"machine": "laptop"}, LAPTOP,
     "The laptop has 2 TB, with 850 GB free.", True),
    ("How much space does the laptop have?", "get_disk", {"machine": "laptop"}, LAPTOP,
     "The laptop has 2 TB, with 850 MB free.", False),
    ("How full is Ana's mailbox?", "get_mailbox", {"user": "ana"}, ANA,
     "Ana uses about 4.3 GB of her 15 GB quota.", True),
    ("How full is Ana's mailbox?", "get_mailbox", {"user": "ana"}, ANA,
     "Ana uses about 43 GB of her 15 GB quota.", False),
    ("How big is notes.txt?", "get_file", {"path": "notes.txt"}, NOTES,
     "notes.txt is 20 KB.", True),
    ("How big is notes.txt?", "get_file", {"path": "notes.txt"}, NOTES,
     "notes.txt is 20 MB.", False),
    ("How big is notes.txt?", "get_file", {"path": "notes.txt"}, NOTES,
     "notes.txt is 20,480 bytes.", True),
]

GOLF = {"car": "Golf", "fuel_tank_l": 50}
SHAMPOO = {"product": "shampoo", "volume_ml": 500}
LIDO = {"pool": "Lido", "volume_litres": 375000}
VOLUMES: list[Case] = [
    ("How big is the Golf's tank?", "get_car", {"car": "Golf"}, GOLF,
     "The tank holds 50 litres.", True),
    ("How big is the Golf's tank?", "get_car", {"car": "Golf"}, GOLF,
     "The tank holds about 13 gallons.", True),
    ("How big is the Golf's tank?", "get_car", {"car": "Golf"}, GOLF,
     "The tank holds about 11 gallons.", True),
    ("How big is the Golf's tank?", "get_car", {"car": "Golf"}, GOLF,
     "The tank holds 50 gallons.", False),
    ("How much is in the bottle?", "get_bottle", {"product": "shampoo"}, SHAMPOO,
     "It holds 500 ml.", True),
    ("How much is in the bottle?", "get_bottle", {"product": "shampoo"}, SHAMPOO,
     "It holds half a litre.", True),
    ("How much is in the bottle?", "get_bottle", {"product": "shampoo"}, SHAMPOO,
     "It holds 0.5 litres.", True),
    ("How much is in the bottle?", "get_bottle", {"product": "shampoo"}, SHAMPOO,
     "It holds 5 litres.", False),
    ("How much water is in the pool?", "get_pool", {"pool": "Lido"}, LIDO,
     "It holds about 99,000 gallons.", True),
    ("How much water is in the pool?", "get_pool", {"pool": "Lido"}, LIDO,
     "It holds about 375,000 gallons.", False),
    ("How much water is in the pool?", "get_pool", {"pool": "Lido"}, LIDO,
     "It holds 375 cubic metres.", True),
    ("How much milk does the recipe need?", "get_ingredient", {"ingredient": "milk"},
     {"ingredient": "milk", "ml": 250}, "The recipe needs 250 ml of milk.", True),
    ("How much milk does the recipe need?", "get_ingredient", {"ingredient": "milk"},
     {"ingredient": "milk", "ml": 250}, "The recipe needs 250 litres of milk.", False),
]

F150 = {"car": "F-150", "fuel_tank_gal": 26}
WATER = {"product": "water", "volume_l": 1.5}
REEF = {"tank": "Reef 200", "capacity_l": 200}
CREAM = {"ingredient": "cream", "ml": 300}
VOLUMES2: list[Case] = [
    ("How big is the F-150's tank?", "get_car", {"car": "F-150"}, F150,
     "The tank holds about 98 litres.", True),
    ("How big is the F-150's tank?", "get_car", {"car": "F-150"}, F150,
     "The tank holds 26 litres.", False),
    ("How much is in the bottle?", "get_bottle", {"product": "water"}, WATER,
     "It holds 1.5 litres.", True),
    ("How much is in the bottle?", "get_bottle", {"product": "water"}, WATER,
     "It holds 1,500 ml.", True),
    ("How much is in the bottle?", "get_bottle", {"product": "water"}, WATER,
     "It holds 150 ml.", False),
    ("How much does the Reef 200 hold?", "get_aquarium", {"tank": "Reef 200"}, REEF,
     "It holds about 53 gallons.", True),
    ("How much does the Reef 200 hold?", "get_aquarium", {"tank": "Reef 200"}, REEF,
     "It holds about 200 gallons.", False),
    ("How much cream does the recipe need?", "get_ingredient", {"ingredient": "cream"},
     CREAM, "Use 0.3 litres of cream.", True),
    ("How much cream does the recipe need?", "get_ingredient", {"ingredient": "cream"},
     CREAM, "Use 3 litres of cream.", False),
    ("How much water is in the garden pool?", "get_pool", {"pool": "Garden"},
     {"pool": "Garden", "volume_m3": 45}, "It holds 45,000 litres.", True),
]

# written after sizes, sizes2, volumes and volumes2 were committed (3e10add) and before any
# rule about weights in words and any run of them: a weight written in words in pounds ("a
# pound and a half", "about seven and a half pounds"), which ``worded`` read as money,
# beside kilos in words and money in pounds; ``pounds`` read while the rule is settled,
# ``pounds2`` run only after
UNIT_TOOLS["get_pet"] = ("Facts about a pet.", "pet")
UNIT_TOOLS["get_snack"] = ("Price of a snack.", "snack")

MIA = {"child": "Mia", "weight_kg": 3.4}
BUTTER = {"ingredient": "butter", "grams": 227}
TOM = {"pet": "Tom", "weight_lb": 10}
POUNDS: list[Case] = [
    ("How much does Mia weigh?", "get_baby", {"child": "Mia"}, MIA,
     "Mia weighs about seven and a half pounds.", True),
    ("How much does Mia weigh?", "get_baby", {"child": "Mia"}, MIA,
     "Mia weighs about eight and a half pounds.", False),
    ("How much butter does the recipe need?", "get_ingredient", {"ingredient": "butter"},
     BUTTER, "About half a pound of butter.", True),
    ("How much butter does the recipe need?", "get_ingredient", {"ingredient": "butter"},
     BUTTER, "About two pounds of butter.", False),
    ("How heavy is Tom?", "get_pet", {"pet": "Tom"}, TOM, "Tom weighs ten pounds.", True),
    ("How heavy is Tom?", "get_pet", {"pet": "Tom"}, TOM,
     "Tom weighs about four and a half kilos.", True),
    ("How heavy is Tom?", "get_pet", {"pet": "Tom"}, TOM, "Tom weighs about six kilos.",
     False),
    ("How heavy is parcel Q1?", "get_parcel", {"tracking": "Q1"},
     {"tracking": "Q1", "weight_kg": 0.68}, "It weighs about a pound and a half.", True),
]

NOAH = {"child": "Noah", "weight_kg": 2.95}
SUGAR = {"ingredient": "sugar", "grams": 454}
Q2 = {"tracking": "Q2", "weight_kg": 1.36}
POUNDS2: list[Case] = [
    ("How much does Noah weigh?", "get_baby", {"child": "Noah"}, NOAH,
     "Noah weighs about six and a half pounds.", True),
    ("How much does Noah weigh?", "get_baby", {"child": "Noah"}, NOAH,
     "Noah weighs about five and a half pounds.", False),
    ("How much sugar does the recipe need?", "get_ingredient", {"ingredient": "sugar"},
     SUGAR, "You need a pound of sugar.", True),
    ("How much sugar does the recipe need?", "get_ingredient", {"ingredient": "sugar"},
     SUGAR, "You need two pounds of sugar.", False),
    ("How heavy is parcel Q2?", "get_parcel", {"tracking": "Q2"}, Q2,
     "It weighs about three pounds.", True),
    ("How heavy is parcel Q2?", "get_parcel", {"tracking": "Q2"}, Q2,
     "It weighs about three kilos.", False),
    ("How much is a flapjack?", "get_snack", {"snack": "flapjack"},
     {"snack": "flapjack", "price_gbp": 2}, "A flapjack costs two pounds.", True),
    ("How much is a flapjack?", "get_snack", {"snack": "flapjack"},
     {"snack": "flapjack", "price_gbp": 2}, "A flapjack costs three pounds.", False),
]

# written after the rule about pounds in words (8533228) and before any rule about them and
# any run of them: temperatures under a key with no "temp" in it (``high_c``, ``max_f``,
# ``oven_f``, ``feels_like_f``), written in their unit or converted; ``tempkeys`` read while
# the rule is settled, ``tempkeys2`` run only after
DENVER = {"location": "Denver", "max_f": 68, "min_f": 41}
BREAD = {"dish": "bread", "oven_f": 450}
TEMPKEYS: list[Case] = [
    ("What's the forecast for Oslo?", "get_forecast", {"location": "Oslo"}, OSLO,
     "Between 27 and 39°F.", True),
    ("What's the forecast for Oslo?", "get_forecast", {"location": "Oslo"}, OSLO,
     "A high of 4°F and a low of -3°F.", False),
    ("What's the forecast for Oslo?", "get_forecast", {"location": "Oslo"}, OSLO,
     "A high of 4°C and a low of -3°C.", True),
    ("What's the forecast for Denver?", "get_forecast", {"location": "Denver"}, DENVER,
     "Highs around 20°C, lows around 5°C.", True),
    ("What's the forecast for Denver?", "get_forecast", {"location": "Denver"}, DENVER,
     "Highs around 68°C.", False),
    ("How hot should the oven be for bread?", "get_oven", {"dish": "bread"}, BREAD,
     "Bake it at about 230°C.", True),
    ("How hot should the oven be for bread?", "get_oven", {"dish": "bread"}, BREAD,
     "Bake it at 450°C.", False),
    ("How hot does it feel in Miami?", "get_weather", {"location": "Miami"},
     {"location": "Miami", "feels_like_f": 95}, "It feels like 35°C.", True),
    ("How hot does it feel in Miami?", "get_weather", {"location": "Miami"},
     {"location": "Miami", "feels_like_f": 95}, "It feels like 95°C.", False),
    ("How cold is the wind in Chicago?", "get_weather", {"location": "Chicago"},
     {"location": "Chicago", "wind_chill_f": 5}, "The wind chill is about -15°C.", True),
]

MADRID = {"location": "Madrid", "high_f": 97, "low_f": 70}
PIZZA = {"dish": "pizza", "oven_c": 250}
TEMPKEYS2: list[Case] = [
    ("What's the dew point in Reykjavik?", "get_weather", {"location": "Reykjavik"},
     {"location": "Reykjavik", "dew_point_c": 2}, "The dew point is about 36°F.", True),
    ("What's the dew point in Reykjavik?", "get_weather", {"location": "Reykjavik"},
     {"location": "Reykjavik", "dew_point_c": 2}, "The dew point is 2°F.", False),
    ("What's the forecast for Madrid?", "get_forecast", {"location": "Madrid"}, MADRID,
     "A high of 36°C and a low of 21°C.", True),
    ("What's the forecast for Madrid?", "get_forecast", {"location": "Madrid"}, MADRID,
     "A high of 97°C.", False),
    ("How hot will it get in Cairo?", "get_forecast", {"location": "Cairo"},
     {"location": "Cairo", "max_c": 35}, "Up to 95°F.", True),
    ("How hot will it get in Cairo?", "get_forecast", {"location": "Cairo"},
     {"location": "Cairo", "max_c": 35}, "Up to 35°F.", False),
    ("How hot should the oven be for pizza?", "get_oven", {"dish": "pizza"}, PIZZA,
     "Heat the oven to about 480°F.", True),
    ("How hot should the oven be for pizza?", "get_oven", {"dish": "pizza"}, PIZZA,
     "Heat the oven to 250°F.", False),
]

# written after the rule about temperature keys (d1da10a) and before any rule about "one"
# and any run of them: a result's count of 1 written as "one" ("one seat left"), beside
# counts written wrong and "one" as a pronoun ("the one you asked about"); ``ones`` read
# while the rule is settled, ``ones2`` run only after
UNIT_TOOLS["get_seats"] = ("Seats left on a flight.", "flight")
UNIT_TOOLS["get_train"] = ("Facts about a train.", "train")
UNIT_TOOLS["get_inbox"] = ("Unread messages in an inbox.", "user")
UNIT_TOOLS["get_listing"] = ("A flat's listing.", "listing")
UNIT_TOOLS["get_booking"] = ("A booking's details.", "booking")

SEATS = "How many seats are left on {}?"
ONES: list[Case] = [
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "There is only one seat left on AF12.", True),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "There are two seats left on AF12.", False),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "Only one is left.", True),
    ("How many stops does the IC5 make?", "get_train", {"train": "IC5"},
     {"train": "IC5", "stops": 1}, "The IC5 makes one stop.", True),
    ("How many stops does the IC5 make?", "get_train", {"train": "IC5"},
     {"train": "IC5", "stops": 3}, "The IC5 makes one stop.", False),
    ("How many unread messages does Ana have?", "get_inbox", {"user": "ana"},
     {"user": "ana", "unread": 1}, "Ana has one unread message.", True),
    ("How many unread messages does Ana have?", "get_inbox", {"user": "ana"},
     {"user": "ana", "unread": 1}, "Ana has no unread messages.", False),
    ("How many bedrooms does Flat 4B have?", "get_listing", {"listing": "Flat 4B"},
     {"listing": "Flat 4B", "bedrooms": 1, "rent_eur": 950},
     "Flat 4B has one bedroom and costs 950 euros a month.", True),
    ("How many bedrooms does Flat 4B have?", "get_listing", {"listing": "Flat 4B"},
     {"listing": "Flat 4B", "bedrooms": 1}, "Flat 4B has one bedroom.", True),
    ("How many bedrooms does Flat 4B have?", "get_listing", {"listing": "Flat 4B"},
     {"listing": "Flat 4B", "bedrooms": 2}, "Flat 4B has one bedroom.", False),
    ("How many nights is booking B-12?", "get_booking", {"booking": "B-12"},
     {"booking": "B-12", "nights": 1}, "Booking B-12 is for one night.", True),
    ("How many nights is booking B-12?", "get_booking", {"booking": "B-12"},
     {"booking": "B-12", "nights": 1}, "Booking B-12 is the one you asked about.", False),
]

ONES2: list[Case] = [
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 1}, "Bo has one new message.", True),
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 4}, "Bo has one new message.", False),
    (SEATS.format("KL9"), "get_seats", {"flight": "KL9"},
     {"flight": "KL9", "seats_left": 1}, "Just one seat remains on KL9.", True),
    (SEATS.format("KL9"), "get_seats", {"flight": "KL9"},
     {"flight": "KL9", "seats_left": 1}, "This one is almost full.", False),
    ("How many nights is booking H-3?", "get_booking", {"booking": "H-3"},
     {"booking": "H-3", "nights": 1, "guests": 2}, "H-3 is one night for two guests.", True),
    ("How many nights is booking H-3?", "get_booking", {"booking": "H-3"},
     {"booking": "H-3", "nights": 3, "guests": 2}, "H-3 is one night for two guests.",
     False),
    ("How many stops does the RE7 make?", "get_train", {"train": "RE7"},
     {"train": "RE7", "stops": 1}, "The RE7 makes just one stop.", True),
    ("How many bathrooms does Loft 2 have?", "get_listing", {"listing": "Loft 2"},
     {"listing": "Loft 2", "bathrooms": 1}, "Loft 2 has one bathroom.", True),
    ("How many bathrooms does Loft 2 have?", "get_listing", {"listing": "Loft 2"},
     {"listing": "Loft 2", "bathrooms": 2}, "Loft 2 has one bathroom.", False),
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 1}, "Bo has one.", True),
]

# written after the rule about "one" (59b055e) and before any rule about figures an answer
# works out from two of a result's and any run of them: a difference or a sum of two
# figures of one quantity ("Paris is 3°C warmer than London" for 18 and 15 °C, "260 euros in
# total" for 120 and 140 EUR), right or off; ``derived`` read while the rule is settled,
# ``derived2`` run only after
UNIT_TOOLS["get_temps"] = ("Current temperatures of several cities.", "cities")
UNIT_TOOLS["get_prices"] = ("Prices of several models.", "models")
UNIT_TOOLS["get_nights"] = ("Nightly prices of a stay.", "stay")
UNIT_TOOLS["get_distances"] = ("Road distances from Paris.", "cities")
UNIT_TOOLS["get_shows"] = ("Tickets left for shows.", "shows")
UNIT_TOOLS["get_quote"] = ("A stock's open and close.", "symbol")
UNIT_TOOLS["get_gear"] = ("Weights of camping gear.", "items")
UNIT_TOOLS["get_followers"] = ("Followers of users.", "users")


def _cities(*pairs: tuple[str, float]) -> dict[str, Any]:
    return {"cities": [{"city": c, "temperature_c": t} for c, t in pairs]}


PARIS_LONDON = _cities(("Paris", 18), ("London", 15))
LAPTOPS = {"items": [{"model": "Pro", "price_usd": 1999}, {"model": "Air", "price_usd": 1299}]}
STAY = {"nights": [{"date": "2026-12-10", "price_eur": 120},
                   {"date": "2026-12-11", "price_eur": 140}]}
ROUTES = {"routes": [{"to": "Lyon", "distance_km": 465}, {"to": "Dijon", "distance_km": 315}]}
SHOWS = {"shows": [{"show": "Matinee", "tickets_left": 12},
                   {"show": "Evening", "tickets_left": 30}]}
OSLO_ROME = _cities(("Oslo", -3), ("Rome", 14))
WARMER = "Which is warmer, Paris or London?"
DEARER = "How much more is the Pro than the Air?"
TOTAL = "What do the two nights cost in total?"
FARTHER = "How much farther from Paris is Lyon than Dijon?"
LEFT = "How many tickets are left for both shows?"
DERIVED: list[Case] = [
    (WARMER, "get_temps", {"cities": "Paris, London"}, PARIS_LONDON,
     "Paris is warmer, by 3°C (18°C against 15°C).", True),
    (WARMER, "get_temps", {"cities": "Paris, London"}, PARIS_LONDON,
     "Paris is warmer by 5°C.", False),
    (DEARER, "get_prices", {"models": "Pro, Air"}, LAPTOPS,
     "The Pro costs $700 more than the Air.", True),
    (DEARER, "get_prices", {"models": "Pro, Air"}, LAPTOPS,
     "The Pro costs $600 more than the Air.", False),
    (TOTAL, "get_nights", {"stay": "December"}, STAY,
     "The two nights cost 260 euros in total.", True),
    (TOTAL, "get_nights", {"stay": "December"}, STAY,
     "The two nights cost 280 euros in total.", False),
    (FARTHER, "get_distances", {"cities": "Lyon, Dijon"}, ROUTES,
     "Lyon is 150 km farther than Dijon.", True),
    (FARTHER, "get_distances", {"cities": "Lyon, Dijon"}, ROUTES,
     "Lyon is 200 km farther than Dijon.", False),
    (LEFT, "get_shows", {"shows": "Matinee, Evening"}, SHOWS,
     "There are 42 tickets left across both shows.", True),
    (LEFT, "get_shows", {"shows": "Matinee, Evening"}, SHOWS,
     "There are 40 tickets left across both shows.", False),
    ("How much colder is Oslo than Rome?", "get_temps", {"cities": "Oslo, Rome"}, OSLO_ROME,
     "Oslo is 17 degrees colder than Rome.", True),
    ("How much colder is Oslo than Rome?", "get_temps", {"cities": "Oslo, Rome"}, OSLO_ROME,
     "Oslo is 11 degrees colder than Rome.", False),
]

QUOTE = {"symbol": "AAPL", "open_usd": 190.5, "close_usd": 193.25}
GEAR = {"items": [{"item": "tent", "weight_kg": 2.4}, {"item": "stove", "weight_kg": 0.8}]}
CAIRO_ATHENS = _cities(("Cairo", 35), ("Athens", 29))
FOLLOWERS = {"users": [{"user": "ana", "followers": 1520}, {"user": "bo", "followers": 980}]}
HOTTER = "Which city is hotter, Cairo or Athens, and by how much?"
MORE = "How many more followers does Ana have than Bo?"
DERIVED2: list[Case] = [
    ("How much did AAPL move today?", "get_quote", {"symbol": "AAPL"}, QUOTE,
     "AAPL rose $2.75 today, closing at $193.25.", True),
    ("How much did AAPL move today?", "get_quote", {"symbol": "AAPL"}, QUOTE,
     "AAPL rose $3.75 today.", False),
    ("How heavy are the tent and the stove together?", "get_gear",
     {"items": "tent, stove"}, GEAR, "Together they weigh 3.2 kg.", True),
    ("How heavy are the tent and the stove together?", "get_gear",
     {"items": "tent, stove"}, GEAR, "Together they weigh 3.6 kg.", False),
    (HOTTER, "get_temps", {"cities": "Cairo, Athens"}, CAIRO_ATHENS,
     "Cairo is hotter by 6°C.", True),
    (HOTTER, "get_temps", {"cities": "Cairo, Athens"}, CAIRO_ATHENS,
     "Cairo is hotter by 4°C.", False),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Ana has 540 more followers than Bo.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Ana has 450 more followers than Bo.", False),
]

# written after the rule about differences and sums (0d45e79) and before any rule about
# changes in percent and any run of them: a change between two figures of one quantity
# written in percent ("AAPL rose about 1.4%" after an open of 190.5 and a close of 193.25),
# right or off; ``percents`` read while the rule is settled, ``percents2`` run only after
UNIT_TOOLS["get_monthly"] = ("A product's price by month.", "product")
UNIT_TOOLS["get_revenue"] = ("Revenue by quarter.", "company")
UNIT_TOOLS["get_rent"] = ("A flat's rent by year.", "flat")
UNIT_TOOLS["get_city_population"] = ("Populations of cities.", "cities")

MONTHLY = {"items": [{"month": "November", "price_eur": 80},
                     {"month": "December", "price_eur": 100}]}
REVENUE = {"quarters": [{"quarter": "Q1", "revenue_usd": 2000000},
                        {"quarter": "Q2", "revenue_usd": 1700000}]}
MOVE = "How much did AAPL move today?"
PERCENTS: list[Case] = [
    (MOVE, "get_quote", {"symbol": "AAPL"}, QUOTE, "AAPL rose about 1.4% today.", True),
    (MOVE, "get_quote", {"symbol": "AAPL"}, QUOTE, "AAPL rose about 2.4% today.", False),
    ("How much did the kettle's price go up?", "get_monthly", {"product": "kettle"},
     MONTHLY, "The price went up 25% from November to December.", True),
    ("How much did the kettle's price go up?", "get_monthly", {"product": "kettle"},
     MONTHLY, "The price went up 20% from November to December.", False),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Ana has about 55% more followers than Bo.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Ana has about 36% more followers than Bo.", False),
    ("How did revenue change from Q1 to Q2?", "get_revenue", {"company": "Acme"}, REVENUE,
     "Revenue fell 15% from Q1 to Q2.", True),
    ("How did revenue change from Q1 to Q2?", "get_revenue", {"company": "Acme"}, REVENUE,
     "Revenue fell 30% from Q1 to Q2.", False),
]

TSLA = {"symbol": "TSLA", "open_usd": 250, "close_usd": 240}
RENT = {"years": [{"year": "2025", "rent_eur": 1200}, {"year": "2026", "rent_eur": 1260}]}
CITIES = {"cities": [{"city": "Lagos", "population": 15000000},
                     {"city": "Cairo", "population": 10000000}]}
PEOPLE = "Which city has more people, Lagos or Cairo?"
PERCENTS2: list[Case] = [
    ("How much did TSLA move today?", "get_quote", {"symbol": "TSLA"}, TSLA,
     "TSLA fell 4% today.", True),
    ("How much did TSLA move today?", "get_quote", {"symbol": "TSLA"}, TSLA,
     "TSLA fell 10% today.", False),
    ("How much did the rent change?", "get_rent", {"flat": "3A"}, RENT,
     "Rent rose 5% this year.", True),
    ("How much did the rent change?", "get_rent", {"flat": "3A"}, RENT,
     "Rent rose 6% this year.", False),
    (PEOPLE, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Lagos has 50% more people than Cairo.", True),
    (PEOPLE, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Lagos has 25% more people than Cairo.", False),
]

# written after the rule about changes in percent (4c5d7f8) and before any rule about codes
# written in reverse and any run of them: a status code of two words written the other way
# round, as an adjective before its noun ("a failed payment" for ``payment_failed``),
# beside wrong statuses and "hold on" for ``on_hold``; ``reversed`` read while the rule is
# settled, ``reversed2`` run only after
UNIT_TOOLS["get_payment_status"] = ("A payment's status.", "payment")
UNIT_TOOLS["get_card_status"] = ("A card's status.", "card")
UNIT_TOOLS["get_flight_status"] = ("A flight's status.", "flight")
UNIT_TOOLS["get_support_ticket"] = ("A support ticket's status.", "ticket")
UNIT_TOOLS["get_hold"] = ("An order's status.", "order")
UNIT_TOOLS["get_call"] = ("A call's status.", "call")
UNIT_TOOLS["get_order_state"] = ("An order's status.", "order")
UNIT_TOOLS["get_plan_status"] = ("A subscription's status.", "subscription")

STATUS = "What's the status of {}?"
REVERSED: list[Case] = [
    (STATUS.format("payment P-1"), "get_payment_status", {"payment": "P-1"},
     {"payment": "P-1", "status": "payment_failed"},
     "P-1 is a failed payment: please try another card.", True),
    (STATUS.format("payment P-1"), "get_payment_status", {"payment": "P-1"},
     {"payment": "P-1", "status": "payment_failed"}, "P-1 went through.", False),
    (STATUS.format("card 4411"), "get_card_status", {"card": "4411"},
     {"card": "4411", "status": "card_expired"},
     "4411 is an expired card; you need a new one.", True),
    (STATUS.format("card 4411"), "get_card_status", {"card": "4411"},
     {"card": "4411", "status": "card_expired"}, "4411 is active.", False),
    (STATUS.format("flight BA9"), "get_flight_status", {"flight": "BA9"},
     {"flight": "BA9", "status": "flight_delayed"}, "BA9 is a delayed flight today.", True),
    (STATUS.format("flight BA9"), "get_flight_status", {"flight": "BA9"},
     {"flight": "BA9", "status": "flight_delayed"}, "BA9 is on time.", False),
    (STATUS.format("ticket T-4"), "get_support_ticket", {"ticket": "T-4"},
     {"ticket": "T-4", "status": "ticket_closed"}, "T-4 is a closed ticket now.", True),
    (STATUS.format("ticket T-4"), "get_support_ticket", {"ticket": "T-4"},
     {"ticket": "T-4", "status": "ticket_open"}, "T-4 is a closed ticket now.", False),
    (STATUS.format("order O-3"), "get_hold", {"order": "O-3"},
     {"order": "O-3", "status": "on_hold"}, "Hold on, order O-3 has shipped.", False),
]

REVERSED2: list[Case] = [
    (STATUS.format("call C-2"), "get_call", {"call": "C-2"},
     {"call": "C-2", "status": "call_missed"}, "C-2 was a missed call.", True),
    (STATUS.format("call C-2"), "get_call", {"call": "C-2"},
     {"call": "C-2", "status": "call_missed"}, "C-2 was answered.", False),
    (STATUS.format("order O-9"), "get_order_state", {"order": "O-9"},
     {"order": "O-9", "status": "order_cancelled"},
     "O-9 is a cancelled order, and your refund is on its way.", True),
    (STATUS.format("order O-9"), "get_order_state", {"order": "O-9"},
     {"order": "O-9", "status": "order_cancelled"}, "O-9 is on its way.", False),
    (STATUS.format("subscription S-1"), "get_plan_status", {"subscription": "S-1"},
     {"subscription": "S-1", "status": "subscription_paused"}, "S-1 is a paused subscription.",
     True),
    (STATUS.format("subscription S-1"), "get_plan_status", {"subscription": "S-1"},
     {"subscription": "S-1", "status": "subscription_paused"},
     "S-1 is an active subscription.", False),
]

# written after the rule about codes written in reverse (61f2ca2) and before any rule about
# counts of a result's list and any run of them: an answer counting the records a result
# lists in digits ("I found 3 hotels" after a list of three), right or off, beside a count
# of something else; ``listed`` read while the rule is settled, ``listed2`` run only after
UNIT_TOOLS["get_hotels"] = ("Search hotels in a city.", "city")
UNIT_TOOLS["get_news"] = ("Search news articles.", "query")
UNIT_TOOLS["get_flights"] = ("Search flights to a city.", "city")
UNIT_TOOLS["get_restaurants"] = ("Search restaurants in a city.", "city")
UNIT_TOOLS["get_jobs"] = ("Search job listings.", "query")
UNIT_TOOLS["get_events"] = ("Events in a city this week.", "city")
UNIT_TOOLS["get_books"] = ("Search books.", "query")
UNIT_TOOLS["get_products"] = ("Search products.", "query")
UNIT_TOOLS["get_trains"] = ("Search trains to a city.", "city")

HOTELS = {"hotels": [{"name": "Ritz", "stars": 5, "price_eur": 450},
                     {"name": "Ibis", "stars": 2, "price_eur": 89},
                     {"name": "Novotel", "stars": 4, "price_eur": 160}]}
NEWS = {"results": [{"title": t} for t in ("Solar farms grow", "Panels get cheaper",
                                            "A sunny winter", "Grid storage", "Rooftops")]}
FLIGHTS = {"flights": [{"flight": "AF1", "price_eur": 120}, {"flight": "BA2", "price_eur": 95}]}
PLACES = [{"name": "Chez Léon"}, {"name": "Sushi Bar"}, {"name": "Trattoria Roma"}]
LISTED: list[Case] = [
    ("Find hotels in Paris.", "get_hotels", {"city": "Paris"}, HOTELS,
     "I found 3 hotels: the Ritz, the Ibis and the Novotel.", True),
    ("Find hotels in Paris.", "get_hotels", {"city": "Paris"}, HOTELS,
     "I found 4 hotels: the Ritz, the Ibis and the Novotel.", False),
    ("Search the news for solar.", "get_news", {"query": "solar"}, NEWS,
     "Here are 5 results for solar, starting with 'Solar farms grow'.", True),
    ("Search the news for solar.", "get_news", {"query": "solar"}, NEWS,
     "Here are 6 results for solar, starting with 'Solar farms grow'.", False),
    ("Find flights to Rome.", "get_flights", {"city": "Rome"}, FLIGHTS,
     "There are 2 flights: AF1 at 120 euros and BA2 at 95 euros.", True),
    ("Find flights to Rome.", "get_flights", {"city": "Rome"}, FLIGHTS,
     "There are 2 flights: AF1 at 120 euros and BA2 at 59 euros.", False),
    ("How many stars does the Ibis have?", "get_hotels", {"city": "Paris"}, HOTELS,
     "The Ibis has 3 stars.", False),
    ("Find restaurants in Lyon.", "get_restaurants", {"city": "Lyon"}, PLACES,
     "I found 3 restaurants: Chez Léon, Sushi Bar and Trattoria Roma.", True),
]

JOBS = {"jobs": [{"title": t} for t in ("Data engineer", "Data analyst", "ML engineer",
                                         "Platform engineer")]}
EVENTS = [{"event": "Jazz night"}, {"event": "Film club"}, {"event": "Chess"}]
BOOKS = {"books": [{"title": t} for t in ("Dune", "Dune Messiah", "Children of Dune",
                                           "God Emperor of Dune", "Heretics of Dune")]}
PRODUCTS = {"products": [{"name": "X", "reviews": 40}, {"name": "Y", "reviews": 12},
                         {"name": "Z", "reviews": 7}]}
TRAINS = [{"train": f"TGV {n}"} for n in (6601, 6603, 6605, 6607, 6609, 6611)]
LISTED2: list[Case] = [
    ("Find data engineer jobs.", "get_jobs", {"query": "data engineer"}, JOBS,
     "I found 4 jobs matching 'data engineer'.", True),
    ("Find data engineer jobs.", "get_jobs", {"query": "data engineer"}, JOBS,
     "I found 5 jobs matching 'data engineer'.", False),
    ("What's on in Leeds?", "get_events", {"city": "Leeds"}, EVENTS,
     "There are 3 events: Jazz night, Film club and Chess.", True),
    ("What's on in Leeds?", "get_events", {"city": "Leeds"}, EVENTS,
     "There are 2 events: Jazz night and Film club.", False),
    ("Search books about Dune.", "get_books", {"query": "Dune"}, BOOKS,
     "The search returned 5 matches, from 'Dune' to 'Heretics of Dune'.", True),
    ("How many reviews does X have?", "get_products", {"query": "X"}, PRODUCTS,
     "X has 3 reviews.", False),
    ("Find trains to Lyon.", "get_trains", {"city": "Lyon"}, TRAINS,
     "I found 6 trains to Lyon, the first being TGV 6601.", True),
]

# written after the rule about counts of a list (39d72e1) and before any rule about totals
# and averages of more than two figures and any run of them: a sum or a mean of all the
# figures of one quantity ("390 euros in total" for three nights, "highs average 12°C"),
# right or off; ``totals`` read while the rule is settled, ``totals2`` run only after
UNIT_TOOLS["get_week"] = ("A week's forecast.", "city")
UNIT_TOOLS["get_steps"] = ("Steps walked by day.", "user")
UNIT_TOOLS["get_basket"] = ("Prices of a shopping basket.", "basket")
UNIT_TOOLS["get_games"] = ("A player's points by game.", "player")
UNIT_TOOLS["get_rain"] = ("Rainfall by month.", "city")

THREE_NIGHTS = {"nights": [{"date": f"2026-12-{d}", "price_eur": p}
                           for d, p in ((10, 120), (11, 130), (12, 140))]}
WEEK = {"days": [{"day": d, "high_c": t} for d, t in (("Mon", 10), ("Tue", 12), ("Wed", 14))]}
STEPS = {"days": [{"date": f"2026-12-0{d}", "steps": s}
                  for d, s in ((1, 8000), (2, 10000), (3, 12000))]}
TOTALS: list[Case] = [
    ("What do the three nights cost?", "get_nights", {"stay": "December"}, THREE_NIGHTS,
     "The three nights cost 390 euros in total.", True),
    ("What do the three nights cost?", "get_nights", {"stay": "December"}, THREE_NIGHTS,
     "The three nights cost 370 euros in total.", False),
    ("How warm will it be this week in Graz?", "get_week", {"city": "Graz"}, WEEK,
     "Highs average 12°C over the three days.", True),
    ("How warm will it be this week in Graz?", "get_week", {"city": "Graz"}, WEEK,
     "Highs average 13°C over the three days.", False),
    ("How much did I walk?", "get_steps", {"user": "me"}, STEPS,
     "You walked 30,000 steps in total, about 10,000 a day on average.", True),
    ("How much did I walk?", "get_steps", {"user": "me"}, STEPS,
     "You walked 32,000 steps in total.", False),
]

BASKET = {"items": [{"item": "bread", "price_eur": 2.5}, {"item": "milk", "price_eur": 1.2},
                    {"item": "eggs", "price_eur": 3.3}]}
GAMES = {"games": [{"game": "first", "points": 20}, {"game": "second", "points": 17},
                   {"game": "third", "points": 26}]}
RAIN = {"months": [{"month": m, "rain_mm": r} for m, r in (("Oct", 80), ("Nov", 110),
                                                            ("Dec", 95))]}
TOTALS2: list[Case] = [
    ("What does my basket cost?", "get_basket", {"basket": "mine"}, BASKET,
     "Your basket comes to 7 euros altogether.", True),
    ("What does my basket cost?", "get_basket", {"basket": "mine"}, BASKET,
     "Your basket comes to 8 euros altogether.", False),
    ("How many points does Mia score?", "get_games", {"player": "Mia"}, GAMES,
     "She averaged 21 points per game.", True),
    ("How many points does Mia score?", "get_games", {"player": "Mia"}, GAMES,
     "She averaged 23 points per game.", False),
    ("How much rain fell in Bergen this autumn?", "get_rain", {"city": "Bergen"}, RAIN,
     "Together the three months had 285 mm of rain.", True),
    ("How much rain fell in Bergen this autumn?", "get_rain", {"city": "Bergen"}, RAIN,
     "Together the three months had 295 mm of rain.", False),
]

# written after the rule about totals (a828257) and before any rule about "only one" and
# any run of them: "one" after "only", "just" or "exactly" with no noun after it ("Only
# one is left."), right or off, beside "one" as a pronoun after those words' look-alikes;
# ``onlyone`` read while the rule is settled, ``onlyone2`` run only after
ONLYONE: list[Case] = [
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "Only one is left.", True),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 4}, "Only one is left.", False),
    ("How many stops does the IC5 make?", "get_train", {"train": "IC5"},
     {"train": "IC5", "stops": 1}, "Just one.", True),
    ("How many stops does the IC5 make?", "get_train", {"train": "IC5"},
     {"train": "IC5", "stops": 2}, "Just one.", False),
    ("How many unread messages does Ana have?", "get_inbox", {"user": "ana"},
     {"user": "ana", "unread": 1}, "Exactly one is unread.", True),
    ("How many unread messages does Ana have?", "get_inbox", {"user": "ana"},
     {"user": "ana", "unread": 1}, "The only one I see is from Bo.", False),
]

ONLYONE2: list[Case] = [
    ("How many bedrooms does Flat 9 have?", "get_listing", {"listing": "Flat 9"},
     {"listing": "Flat 9", "bedrooms": 1}, "It has only one.", True),
    ("How many bedrooms does Flat 9 have?", "get_listing", {"listing": "Flat 9"},
     {"listing": "Flat 9", "bedrooms": 3}, "It has only one.", False),
    ("How many nights is booking K-8?", "get_booking", {"booking": "K-8"},
     {"booking": "K-8", "nights": 1}, "Just one, on Friday.", True),
    ("How many seats are left on LH7?", "get_seats", {"flight": "LH7"},
     {"flight": "LH7", "seats_left": 1}, "Only one remains.", True),
    ("How many seats are left on LH7?", "get_seats", {"flight": "LH7"},
     {"flight": "LH7", "seats_left": 1}, "The only one by the window is taken.", False),
]

# written after the rule about "only one" (8a1089a) and before any rule about "one" at a
# sentence's end and any run of them: "one" with nothing after it but a mark ("Bo has
# one.", "Yes, there's one."), right or off, beside "one" as a pronoun there ("a nice
# one.", "Which one?"); ``endone`` read while the rule is settled, ``endone2`` run only
# after
ENDONE: list[Case] = [
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 1}, "Bo has one.", True),
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 3}, "Bo has one.", False),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "There is one.", True),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 2}, "There is one.", False),
    ("How many stops does the IC5 make?", "get_train", {"train": "IC5"},
     {"train": "IC5", "stops": 1}, "The IC5 makes one.", True),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "You asked about AF12, and there's one.", True),
    ("How many bedrooms does Flat 4B have?", "get_listing", {"listing": "Flat 4B"},
     {"listing": "Flat 4B", "bedrooms": 1}, "Flat 4B? It has one.", True),
    ("How many bedrooms does Flat 4B have?", "get_listing", {"listing": "Flat 4B"},
     {"listing": "Flat 4B", "bedrooms": 1}, "Flat 4B is a nice one.", False),
    ("How many unread messages does Ana have?", "get_inbox", {"user": "ana"},
     {"user": "ana", "unread": 1}, "Which one?", False),
    (SEATS.format("AF12"), "get_seats", {"flight": "AF12"},
     {"flight": "AF12", "seats_left": 1}, "Yes, one.", True),
]

ENDONE2: list[Case] = [
    ("How many stops does the RE7 make?", "get_train", {"train": "RE7"},
     {"train": "RE7", "stops": 1}, "It has one.", True),
    ("How many stops does the RE7 make?", "get_train", {"train": "RE7"},
     {"train": "RE7", "stops": 2}, "It has one.", False),
    (SEATS.format("KL9"), "get_seats", {"flight": "KL9"},
     {"flight": "KL9", "seats_left": 1}, "Yes, there's one.", True),
    ("How many bedrooms does Loft 2 have?", "get_listing", {"listing": "Loft 2"},
     {"listing": "Loft 2", "bedrooms": 1, "bathrooms": 2}, "Loft 2 has one, and two bathrooms.",
     True),
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 1}, "Bo got one.", True),
    ("How many unread messages does Bo have?", "get_inbox", {"user": "bo"},
     {"user": "bo", "unread": 1}, "Bo has a new one.", False),
    (SEATS.format("KL9"), "get_seats", {"flight": "KL9"},
     {"flight": "KL9", "seats_left": 3}, "There's one.", False),
    ("How many bedrooms does Loft 2 have?", "get_listing", {"listing": "Loft 2"},
     {"listing": "Loft 2", "bedrooms": 1}, "It's the only one.", False),
]

# written after the rule about "one" at a sentence's end (e4849ee) and before any rule
# about counts of some of a list's records and any run of them: "2 of the 3 hotels have a
# pool" after a list where two records have ``"pool": true``, right or off, with a flag or
# a status the sentence names, negated or not, and one comparison no rule reads;
# ``subset`` read while the rule is settled, ``subset2`` run only after
UNIT_TOOLS["get_rooms"] = ("Rooms of a hotel.", "hotel")
UNIT_TOOLS["get_shops"] = ("Shops near a place.", "place")
UNIT_TOOLS["get_orders"] = ("A customer's orders.", "customer")
UNIT_TOOLS["get_departures"] = ("Departing flights of an airport.", "airport")

POOLS = {"hotels": [{"name": "Ritz", "pool": True, "stars": 5},
                    {"name": "Ibis", "pool": False, "stars": 2},
                    {"name": "Novotel", "pool": True, "stars": 4}]}
DEPARTURES = {"flights": [{"flight": f, "status": st} for f, st in (
    ("AF1", "on time"), ("BA2", "delayed"), ("LH3", "delayed"), ("KL4", "cancelled"),
    ("IB5", "on time"))]}
ROOMS = {"rooms": [{"room": r, "free": f} for r, f in (
    ("101", True), ("102", False), ("103", False), ("104", True))]}
SUBSET: list[Case] = [
    ("Which hotels in Paris have a pool?", "get_hotels", {"city": "Paris"}, POOLS,
     "2 of the 3 hotels have a pool: the Ritz and the Novotel.", True),
    ("Which hotels in Paris have a pool?", "get_hotels", {"city": "Paris"}, POOLS,
     "1 of the 3 hotels has a pool.", False),
    ("Which hotels in Paris have a pool?", "get_hotels", {"city": "Paris"}, POOLS,
     "Only 1 of the 3 hotels has no pool: the Ibis.", True),
    ("Are flights from CDG on time?", "get_departures", {"airport": "CDG"}, DEPARTURES,
     "2 of the 5 flights are delayed: BA2 and LH3.", True),
    ("Are flights from CDG on time?", "get_departures", {"airport": "CDG"}, DEPARTURES,
     "3 of the 5 flights are delayed.", False),
    ("Are flights from CDG on time?", "get_departures", {"airport": "CDG"}, DEPARTURES,
     "1 of the 5 flights is cancelled (KL4).", True),
    ("Which rooms are free at the Ritz?", "get_rooms", {"hotel": "Ritz"}, ROOMS,
     "2 of the 4 rooms are free: 101 and 104.", True),
    ("Which rooms are free at the Ritz?", "get_rooms", {"hotel": "Ritz"}, ROOMS,
     "3 of the 4 rooms are free.", False),
    ("Are flights from CDG on time?", "get_departures", {"airport": "CDG"}, DEPARTURES,
     "2 of them are on time: AF1 and IB5.", True),
    ("Which hotels in Paris have a pool?", "get_hotels", {"city": "Paris"}, POOLS,
     "2 of the 3 hotels have 4 stars or more.", True),
]

SHOPS = {"shops": [{"name": n, "open": o} for n, o in (
    ("Aldi", True), ("Boots", True), ("Costa", False), ("Lidl", True))]}
ORDERS = {"orders": [{"id": i, "status": st} for i, st in (
    ("O-1", "shipped"), ("O-2", "pending"), ("O-3", "shipped"), ("O-4", "shipped"))]}
SUBSET2: list[Case] = [
    ("Which shops near the station are open?", "get_shops", {"place": "station"}, SHOPS,
     "3 of the 4 shops are open now.", True),
    ("Which shops near the station are open?", "get_shops", {"place": "station"}, SHOPS,
     "2 of the 4 shops are open now.", False),
    ("Which shops near the station are open?", "get_shops", {"place": "station"}, SHOPS,
     "1 of the 4 shops is not open: Costa.", True),
    ("Which shops near the station are open?", "get_shops", {"place": "station"}, SHOPS,
     "1 of the 4 shops is closed.", True),
    ("Have my orders shipped?", "get_orders", {"customer": "me"}, ORDERS,
     "3 of the 4 orders have shipped.", True),
    ("Have my orders shipped?", "get_orders", {"customer": "me"}, ORDERS,
     "2 of your 4 orders have shipped.", False),
    ("Have my orders shipped?", "get_orders", {"customer": "me"}, ORDERS,
     "1 of them is still pending (O-2).", True),
    ("Have my orders shipped?", "get_orders", {"customer": "me"}, ORDERS,
     "2 of them are pending.", False),
]

# written after the rule about counts of some records (7d3586c) and before any rule about
# the base of a change in percent named by other words than "than" and "from" and any run
# of them: "compared with Bo", "above November's", "relative to Lagos", "below Q1", "on
# 2025", "against", "versus", right or of the other figure; ``pbase`` read while the rule
# is settled, ``pbase2`` run only after
PEOPLE_LESS = "How do Lagos and Cairo compare in people?"
PBASE: list[Case] = [
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Compared with Bo, Ana has about 55% more followers.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Compared with Bo, Ana has about 35% more followers.", False),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Bo has about 36% fewer followers compared to Ana.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Bo has about 55% fewer followers compared to Ana.", False),
    ("How much did the kettle's price go up?", "get_monthly", {"product": "kettle"},
     MONTHLY, "December's price is 25% above November's.", True),
    ("How much did the kettle's price go up?", "get_monthly", {"product": "kettle"},
     MONTHLY, "December's price is 20% above November's.", False),
    (PEOPLE_LESS, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Cairo has about 33% fewer people relative to Lagos.", True),
    (PEOPLE_LESS, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Cairo has 50% fewer people relative to Lagos.", False),
]

PBASE2: list[Case] = [
    ("How did revenue change from Q1 to Q2?", "get_revenue", {"company": "Acme"}, REVENUE,
     "Q2 revenue was 15% below Q1.", True),
    ("How did revenue change from Q1 to Q2?", "get_revenue", {"company": "Acme"}, REVENUE,
     "Q2 revenue was about 18% below Q1.", False),
    ("How much did the rent change?", "get_rent", {"flat": "3A"}, RENT,
     "The rent is up 5% on 2025.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Against Bo's count, Ana has about 55% more followers.", True),
    (MORE, "get_followers", {"users": "ana, bo"}, FOLLOWERS,
     "Against Ana's count, Bo has about 55% fewer followers.", False),
    (PEOPLE_LESS, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Lagos has 50% more people versus Cairo.", True),
    (PEOPLE_LESS, "get_city_population", {"cities": "Lagos, Cairo"}, CITIES,
     "Lagos has 33% more people versus Cairo.", False),
]
