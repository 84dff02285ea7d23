"""``mixed_requests.py --later families``: one tool among a family of close ones, named as
services' APIs name them ("Movies_1_FindMovies", "Movies_1_BuyMovieTickets"), as sets of
real users' requests offer them: a family's search, lookup and booking tools, sometimes
beside another family's.

Written 12-06 before any run of it; the tools and requests are this project's own, in
that naming style. The figure to read is ``right_tool``: the first call's tool is the one
asked for; ``right`` also needs every value the case states.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
INT, R = {"type": "integer"}, {"type": "number"}
CITY = {**S, "description": "The city, in the format 'City, State', such as 'Berkeley, CA'"}
DAY = {**S, "description": "The date, in the format 'YYYY-MM-DD'"}
HOUR = {**S, "description": "The time, in 24-hour format 'HH:MM'"}

TOOLS.update({
    "Movies_1_FindMovies": (
        "Search for movies playing at theaters in a location, by genre or show type.",
        {"location": CITY, "genre": {**S, "enum": ["Drama", "Comedy", "Horror", "Action",
                                                   "Animation", "dontcare"]},
         "show_type": {**S, "enum": ["regular", "3d", "imax", "dontcare"]}}, ["location"]),
    "Movies_1_GetTimesForMovie": (
        "Retrieve the showtimes of a specific movie in a location on a date.",
        {"movie_name": S, "location": CITY, "show_date": DAY},
        ["movie_name", "location", "show_date"]),
    "Movies_1_BuyMovieTickets": (
        "Purchase tickets for a movie showing in a location.",
        {"movie_name": S, "number_of_tickets": INT, "location": CITY, "show_date": DAY,
         "show_time": HOUR}, ["movie_name", "number_of_tickets", "location"]),
    "Restaurants_2_FindRestaurants": (
        "Find restaurants in a location by their category of food, such as Italian.",
        {"category": S, "location": CITY,
         "price_range": {**S, "enum": ["cheap", "moderate", "pricey", "dontcare"]}},
        ["category", "location"]),
    "Restaurants_2_ReserveRestaurant": (
        "Make a table reservation at a restaurant for a time and a number of guests.",
        {"restaurant_name": S, "location": CITY, "time": HOUR, "date": DAY,
         "number_of_seats": INT}, ["restaurant_name", "location", "time"]),
    "Hotels_2_SearchHouse": (
        "Search for a house to stay in at a destination.",
        {"where_to": CITY, "number_of_adults": INT, "rating": R}, ["where_to"]),
    "Hotels_2_BookHouse": (
        "Book a house at a destination for the given dates and number of adults.",
        {"where_to": CITY, "number_of_adults": INT, "check_in_date": DAY,
         "check_out_date": DAY}, ["where_to", "number_of_adults", "check_in_date",
                                  "check_out_date"]),
    "Events_3_FindEvents": (
        "Find cultural events, concerts and plays, in a city, optionally on a date.",
        {"event_type": {**S, "enum": ["Music", "Theater"]}, "city": CITY, "date": DAY},
        ["event_type", "city"]),
    "Events_3_BuyEventTickets": (
        "Buy tickets for a cultural event in a city on a date.",
        {"event_name": S, "number_of_seats": INT, "date": DAY, "city": CITY},
        ["event_name", "number_of_seats", "date", "city"]),
    "RideSharing_2_GetRide": (
        "Book a cab to a destination for a number of seats and a ride type.",
        {"destination": {**S, "description": "The street address to go to"},
         "number_of_seats": INT, "ride_type": {**S, "enum": ["Pool", "Regular", "Luxury"]}},
        ["destination", "number_of_seats", "ride_type"]),
    "Weather_1_GetWeather": (
        "Get the weather of a city, optionally on a date.",
        {"city": CITY, "date": DAY}, ["city"]),
    "Alarm_1_GetAlarms": ("Get the alarms the user has set.", {}, []),
    "Alarm_1_AddAlarm": (
        "Set a new alarm at a time, with an optional name.",
        {"new_alarm_time": HOUR, "new_alarm_name": S}, ["new_alarm_time"]),
    "Music_3_PlayMedia": (
        "Play a song, optionally by an artist, on a device.",
        {"track": S, "artist": S, "device": {**S, "enum": ["Living room", "Kitchen",
                                                         "Patio"]}}, ["track"]),
    "Music_3_LookupMusic": (
        "Find songs that match an artist, an album, a genre or a year.",
        {"artist": S, "album": S, "genre": S, "year": INT}, []),
    "Flights_4_SearchOnewayFlight": (
        "Search for one-way flights from an origin to a destination on a date.",
        {"origin_airport": S, "destination_airport": S, "departure_date": DAY},
        ["origin_airport", "destination_airport", "departure_date"]),
    "Flights_4_SearchRoundtripFlights": (
        "Search for round-trip flights from an origin to a destination, with a return "
        "date.", {"origin_airport": S, "destination_airport": S, "departure_date": DAY,
                  "return_date": DAY},
        ["origin_airport", "destination_airport", "departure_date", "return_date"]),
    "Payment_1_RequestPayment": (
        "Request a payment of an amount from a contact.",
        {"receiver": S, "amount": R, "private_visibility": {"type": "boolean"}},
        ["receiver", "amount"]),
    "Payment_1_MakePayment": (
        "Send money to a contact from a payment method.",
        {"payment_method": {**S, "enum": ["app balance", "debit card", "credit card"]},
         "amount": R, "receiver": S}, ["payment_method", "amount", "receiver"]),
})

MOVIES = ("Movies_1_FindMovies", "Movies_1_GetTimesForMovie", "Movies_1_BuyMovieTickets")
FOOD = ("Restaurants_2_FindRestaurants", "Restaurants_2_ReserveRestaurant")
HOUSE = ("Hotels_2_SearchHouse", "Hotels_2_BookHouse")
EVENTS = ("Events_3_FindEvents", "Events_3_BuyEventTickets")
ALARM = ("Alarm_1_GetAlarms", "Alarm_1_AddAlarm")
MUSIC = ("Music_3_PlayMedia", "Music_3_LookupMusic")
FLIGHTS = ("Flights_4_SearchOnewayFlight", "Flights_4_SearchRoundtripFlights")
PAY = ("Payment_1_RequestPayment", "Payment_1_MakePayment")
RIDE, WEATHER = "RideSharing_2_GetRide", "Weather_1_GetWeather"

# (request, the tools offered, the calls that must run)
FAMILIES: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Find me a comedy movie playing in Berkeley, CA.", MOVIES,
     [("Movies_1_FindMovies", {"location": "Berkeley, CA", "genre": "Comedy"})]),
    ("What times is Dune showing in San Jose, CA on 2026-12-12?", MOVIES,
     [("Movies_1_GetTimesForMovie", {"movie_name": "Dune", "location": "San Jose, CA",
                                     "show_date": "2026-12-12"})]),
    ("Buy 3 tickets for Wicked in Fremont, CA.", (*MOVIES, WEATHER),
     [("Movies_1_BuyMovieTickets", {"movie_name": "Wicked", "number_of_tickets": 3,
                                    "location": "Fremont, CA"})]),
    ("Are there any horror films on in Oakland, CA?", (*MOVIES[:2], FOOD[0]),
     [("Movies_1_FindMovies", {"location": "Oakland, CA", "genre": "Horror"})]),
    ("I'm hungry for Thai food in Palo Alto, CA.", (*FOOD, MOVIES[0]),
     [("Restaurants_2_FindRestaurants", {"category": "Thai", "location": "Palo Alto, CA"})]),
    ("Reserve a table at Nopa in San Francisco, CA at 19:30.", FOOD,
     [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Nopa",
                                           "location": "San Francisco, CA",
                                           "time": "19:30"})]),
    ("Book a table for 4 at Chez Panisse in Berkeley, CA, 18:00 on 2026-12-20.",
     (*FOOD, MOVIES[2]),
     [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Chez Panisse",
                                           "location": "Berkeley, CA", "time": "18:00",
                                           "date": "2026-12-20", "number_of_seats": 4})]),
    ("Cheap Mexican places in Fresno, CA?", (*FOOD, WEATHER),
     [("Restaurants_2_FindRestaurants", {"category": "Mexican", "location": "Fresno, CA",
                                         "price_range": "cheap"})]),
    ("Look for a house to stay in Austin, TX for 2 adults.", HOUSE,
     [("Hotels_2_SearchHouse", {"where_to": "Austin, TX", "number_of_adults": 2})]),
    ("Book the house in Denver, CO for 2 adults from 2027-01-03 to 2027-01-06.",
     (*HOUSE, FLIGHTS[0]),
     [("Hotels_2_BookHouse", {"where_to": "Denver, CO", "number_of_adults": 2,
                              "check_in_date": "2027-01-03",
                              "check_out_date": "2027-01-06"})]),
    ("Any concerts in Seattle, WA on 2026-12-18?", (*EVENTS, MOVIES[0]),
     [("Events_3_FindEvents", {"event_type": "Music", "city": "Seattle, WA",
                               "date": "2026-12-18"})]),
    ("Get me 2 tickets to Hamilton in Chicago, IL on 2027-02-14.", (*EVENTS, MOVIES[2]),
     [("Events_3_BuyEventTickets", {"event_name": "Hamilton", "number_of_seats": 2,
                                    "date": "2027-02-14", "city": "Chicago, IL"})]),
    ("Any plays on in Portland, OR?", (*EVENTS, MOVIES[0]),
     [("Events_3_FindEvents", {"event_type": "Theater", "city": "Portland, OR"})]),
    ("I need a cab to 123 Main Street for 1 person, a regular ride.",
     (RIDE, WEATHER, ALARM[1]),
     [(RIDE, {"destination": "123 Main Street", "number_of_seats": 1,
              "ride_type": "Regular"})]),
    ("Call a luxury ride for 2 to 500 Market Street.", (RIDE, MOVIES[2], FOOD[1]),
     [(RIDE, {"destination": "500 Market Street", "number_of_seats": 2,
              "ride_type": "Luxury"})]),
    ("Will it rain in Sacramento, CA on 2026-12-10?", (WEATHER, EVENTS[0], RIDE),
     [(WEATHER, {"city": "Sacramento, CA", "date": "2026-12-10"})]),
    ("What alarms do I have?", (*ALARM, WEATHER), [("Alarm_1_GetAlarms", {})]),
    ("Wake me up at 06:45.", ALARM, [("Alarm_1_AddAlarm", {"new_alarm_time": "06:45"})]),
    ("Set an alarm called Gym for 17:15.", (*ALARM, FOOD[1]),
     [("Alarm_1_AddAlarm", {"new_alarm_time": "17:15", "new_alarm_name": "Gym"})]),
    ("Play Yellow by Coldplay in the kitchen.", MUSIC,
     [("Music_3_PlayMedia", {"track": "Yellow", "artist": "Coldplay", "device": "Kitchen"})]),
    ("Find me some jazz songs from 2019.", (*MUSIC, EVENTS[0]),
     [("Music_3_LookupMusic", {"genre": "jazz", "year": 2019})]),
    ("One-way flights from SFO to JFK on 2027-03-01.", (*FLIGHTS, HOUSE[1]),
     [("Flights_4_SearchOnewayFlight", {"origin_airport": "SFO", "destination_airport": "JFK",
                                        "departure_date": "2027-03-01"})]),
    ("Round trip from LAX to ORD, leaving 2027-04-02 and back 2027-04-09.", FLIGHTS,
     [("Flights_4_SearchRoundtripFlights", {"origin_airport": "LAX",
                                            "destination_airport": "ORD",
                                            "departure_date": "2027-04-02",
                                            "return_date": "2027-04-09"})]),
    ("Send $25 to Maria from my debit card.", PAY,
     [("Payment_1_MakePayment", {"payment_method": "debit card", "amount": 25,
                                 "receiver": "Maria"})]),
    ("Ask John for the $40 he owes me.", PAY,
     [("Payment_1_RequestPayment", {"receiver": "John", "amount": 40})]),
]
