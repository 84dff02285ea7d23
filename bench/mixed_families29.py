"""``mixed_requests.py --later families29``: 25 more requests for one tool among two or
three offered, each tool taking a thing and, mostly, how many hours, days or weeks
("Hire a pressure washer for 2 days."), the thing rarely a name.

Written 12-07 (forty-first session) after reading families16, 17, 27 and 28's runs,
where the model wrote the tool's own name, joined, as a thing ("BikeHire",
"BikeService", "water_sports_hire" as the craft of "Hire a kayak for 3 hours.") or the
hours' value as the thing ("2hrs" for "Two hours on a pedalo."), and before a change
asking those again among the request's words and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "equipment_hire": (
        "Hire equipment by the day.", {"equipment": S, "days": I}, ["equipment", "days"]),
    "costume_rental": (
        "Rent a fancy dress outfit.", {"outfit": S, "days": I}, ["outfit", "days"]),
    "practice_room_booking": (
        "Book a music practice room by the hour.", {"instrument": S, "hours": I},
        ["instrument", "hours"]),
    "sauna_booking": (
        "Book a sauna or a steam room by the hour.", {"facility": S, "hours": I},
        ["facility", "hours"]),
    "window_tinting": (
        "Tint a car's windows.", {"car": S, "shade": S}, ["car", "shade"]),
    "room_painting": (
        "Have a room painted.", {"room": S, "colour": S}, ["room", "colour"]),
    "boat_trip_booking": (
        "Book seats on a wildlife boat trip.", {"wildlife": S, "people": I},
        ["wildlife", "people"]),
    "ski_hire": (
        "Hire skis or a snowboard by the day.", {"gear": S, "days": I}, ["gear", "days"]),
    "laptop_rental": (
        "Rent a laptop by the week.", {"laptop": S, "weeks": I}, ["laptop", "weeks"]),
    "parking_space_booking": (
        "Book a parking space by the hour.", {"vehicle": S, "hours": I},
        ["vehicle", "hours"]),
    "tutoring_booking": (
        "Book a tutoring session by the hour.", {"subject": S, "hours": I},
        ["subject", "hours"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES29: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Hire a pressure washer for 2 days.", ("equipment_hire", "ski_hire"),
     [("equipment_hire", {"equipment": "pressure washer", "days": 2})]),
    ("A cement mixer for 3 days please.", ("equipment_hire", "laptop_rental"),
     [("equipment_hire", {"equipment": "cement mixer", "days": 3})]),
    ("Can I hire a carpet cleaner for 1 day?", ("equipment_hire", "room_painting"),
     [("equipment_hire", {"equipment": "carpet cleaner", "days": 1})]),
    ("Rent a gorilla costume for 2 days.", ("costume_rental", "equipment_hire"),
     [("costume_rental", {"outfit": "gorilla costume", "days": 2})]),
    ("A Batman outfit for the party, just 1 day.", ("costume_rental", "boat_trip_booking"),
     [("costume_rental", {"outfit": "Batman outfit", "days": 1})]),
    ("A practice room for drums, 2 hours.", ("practice_room_booking", "sauna_booking"),
     [("practice_room_booking", {"instrument": "drums", "hours": 2})]),
    ("Book a room to practise piano for 3 hours.", ("practice_room_booking",
                                                    "room_painting"),
     [("practice_room_booking", {"instrument": "piano", "hours": 3})]),
    ("Two hours of guitar practice in a room.", ("practice_room_booking",
                                                 "tutoring_booking"),
     [("practice_room_booking", {"instrument": "guitar", "hours": 2})]),
    ("The steam room for 1 hour.", ("sauna_booking", "practice_room_booking"),
     [("sauna_booking", {"facility": "steam room", "hours": 1})]),
    ("A private sauna for 2 hours.", ("sauna_booking", "parking_space_booking"),
     [("sauna_booking", {"facility": "private sauna", "hours": 2})]),
    ("Tint the windows of my Golf, dark shade.", ("window_tinting", "room_painting"),
     [("window_tinting", {"car": "Golf", "shade": "dark"})]),
    ("Limo tint on the rear windows of my Corsa.", ("window_tinting", "parking_space_booking"),
     [("window_tinting", {"car": "Corsa", "shade": "limo"})]),
    ("Paint the kitchen sage green.", ("room_painting", "window_tinting"),
     [("room_painting", {"room": "kitchen", "colour": "sage green"})]),
    ("The bedroom in magnolia please.", ("room_painting", "costume_rental"),
     [("room_painting", {"room": "bedroom", "colour": "magnolia"})]),
    ("A trip to see puffins for 3 people.", ("boat_trip_booking", "ski_hire"),
     [("boat_trip_booking", {"wildlife": "puffins", "people": 3})]),
    ("Dolphins, 2 people, on a boat trip.", ("boat_trip_booking", "sauna_booking"),
     [("boat_trip_booking", {"wildlife": "dolphins", "people": 2})]),
    ("Snowboard hire for 4 days.", ("ski_hire", "equipment_hire"),
     [("ski_hire", {"gear": "snowboard", "days": 4})]),
    ("Skis and boots for 5 days.", ("ski_hire", "costume_rental"),
     [("ski_hire", {"gear": "skis and boots", "days": 5})]),
    ("A MacBook for 2 weeks.", ("laptop_rental", "equipment_hire"),
     [("laptop_rental", {"laptop": "MacBook", "weeks": 2})]),
    ("Rent a gaming laptop for 1 week.", ("laptop_rental", "costume_rental"),
     [("laptop_rental", {"laptop": "gaming laptop", "weeks": 1})]),
    ("Park my van for 3 hours.", ("parking_space_booking", "laptop_rental"),
     [("parking_space_booking", {"vehicle": "van", "hours": 3})]),
    ("A space for a motorbike, 2 hours.", ("parking_space_booking", "practice_room_booking"),
     [("parking_space_booking", {"vehicle": "motorbike", "hours": 2})]),
    ("An hour of maths tutoring.", ("tutoring_booking", "boat_trip_booking"),
     [("tutoring_booking", {"subject": "maths", "hours": 1})]),
    ("Physics tutoring for 2 hours.", ("tutoring_booking", "window_tinting"),
     [("tutoring_booking", {"subject": "physics", "hours": 2})]),
    ("Chemistry help, 3 hours please.", ("tutoring_booking", "sauna_booking"),
     [("tutoring_booking", {"subject": "chemistry", "hours": 3})]),
]
