"""``mixed_requests.py --later families33``: 25 more requests for one tool among two or
three offered, a thing of several words hired, booked or learnt ("A mini digger for 2
days.", "A hot stone massage at Titanic Spa."), where the tool's parameter names the
thing in a word of its own (``machine``, ``prop``, ``treatment``, ``kit``).

Written 12-07 (forty-third session) after reading families9 to families32's runs, where
the model wrote the thing as an identifier joined by underscores, its words and others
("cement_mixer_3" for "A cement mixer for 3 days.", "private_sauna_booking" for "A
private sauna for 2 hours."), which no refill asked again (the request says a word of
it); and before a change asking such values again and before any run of it: it measures
that change on requests it was not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "plant_hire_days": (
        "Hire a piece of plant machinery by the day.", {"machine": S, "days": I},
        ["machine", "days"]),
    "party_prop_hire": (
        "Hire a party prop for a number of hours.", {"prop": S, "hours": I},
        ["prop", "hours"]),
    "treatment_booking": (
        "Book a treatment at a spa.", {"treatment": S, "spa": S}, ["treatment", "spa"]),
    "lesson_booking": (
        "Book lessons in a subject for a number of hours.", {"subject": S, "hours": I},
        ["subject", "hours"]),
    "kit_rental": (
        "Rent a piece of sports kit by the day.", {"kit": S, "days": I}, ["kit", "days"]),
    "game_hire": (
        "Hire a fairground game for a number of hours.", {"game": S, "hours": I},
        ["game", "hours"]),
    "venue_room_hire": (
        "Hire a room at a venue for a number of people.", {"room": S, "people": I},
        ["room", "people"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES33: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A mini digger for 2 days.", ("plant_hire_days", "party_prop_hire"),
     [("plant_hire_days", {"machine": "mini digger", "days": 2})]),
    ("Hire a cherry picker for 3 days.", ("plant_hire_days", "kit_rental"),
     [("plant_hire_days", {"machine": "cherry picker", "days": 3})]),
    ("A dumper truck for 1 day please.", ("plant_hire_days", "game_hire"),
     [("plant_hire_days", {"machine": "dumper truck", "days": 1})]),
    ("Rent a road roller for 4 days.", ("plant_hire_days", "venue_room_hire"),
     [("plant_hire_days", {"machine": "road roller", "days": 4})]),
    ("A mini excavator for 5 days.", ("plant_hire_days", "lesson_booking"),
     [("plant_hire_days", {"machine": "mini excavator", "days": 5})]),
    ("A photo booth for 3 hours.", ("party_prop_hire", "plant_hire_days"),
     [("party_prop_hire", {"prop": "photo booth", "hours": 3})]),
    ("Hire a candy floss machine for 2 hours.", ("party_prop_hire", "treatment_booking"),
     [("party_prop_hire", {"prop": "candy floss machine", "hours": 2})]),
    ("A smoke machine for 5 hours please.", ("party_prop_hire", "kit_rental"),
     [("party_prop_hire", {"prop": "smoke machine", "hours": 5})]),
    ("A chocolate fountain for 4 hours.", ("party_prop_hire", "game_hire"),
     [("party_prop_hire", {"prop": "chocolate fountain", "hours": 4})]),
    ("A hot stone massage at Titanic Spa.", ("treatment_booking", "lesson_booking"),
     [("treatment_booking", {"treatment": "hot stone massage", "spa": "Titanic Spa"})]),
    ("Book a deep tissue massage at Rudding Park.", ("treatment_booking", "kit_rental"),
     [("treatment_booking", {"treatment": "deep tissue massage", "spa": "Rudding Park"})]),
    ("An aromatherapy facial at Calm Waters Spa please.",
     ("treatment_booking", "venue_room_hire"),
     [("treatment_booking", {"treatment": "aromatherapy facial",
                             "spa": "Calm Waters Spa"})]),
    ("Lessons in creative writing for 2 hours.", ("lesson_booking", "party_prop_hire"),
     [("lesson_booking", {"subject": "creative writing", "hours": 2})]),
    ("Three hours of music theory lessons.", ("lesson_booking", "game_hire"),
     [("lesson_booking", {"subject": "music theory", "hours": 3})]),
    ("Book 1 hour of computer science lessons.", ("lesson_booking", "plant_hire_days"),
     [("lesson_booking", {"subject": "computer science", "hours": 1})]),
    ("A cricket bat for 3 days.", ("kit_rental", "party_prop_hire"),
     [("kit_rental", {"kit": "cricket bat", "days": 3})]),
    ("Rent ski boots for 5 days.", ("kit_rental", "treatment_booking"),
     [("kit_rental", {"kit": "ski boots", "days": 5})]),
    ("A wetsuit for 2 days please.", ("kit_rental", "venue_room_hire"),
     [("kit_rental", {"kit": "wetsuit", "days": 2})]),
    ("Hire a paddle board for 1 day.", ("kit_rental", "lesson_booking"),
     [("kit_rental", {"kit": "paddle board", "days": 1})]),
    ("A coconut shy for 3 hours.", ("game_hire", "plant_hire_days"),
     [("game_hire", {"game": "coconut shy", "hours": 3})]),
    ("Hire a giant Jenga for 4 hours.", ("game_hire", "kit_rental"),
     [("game_hire", {"game": "giant Jenga", "hours": 4})]),
    ("A tin can alley for 2 hours please.", ("game_hire", "treatment_booking"),
     [("game_hire", {"game": "tin can alley", "hours": 2})]),
    ("A function room for 40 people.", ("venue_room_hire", "party_prop_hire"),
     [("venue_room_hire", {"room": "function room", "people": 40})]),
    ("Hire the ballroom for 120 people.", ("venue_room_hire", "game_hire"),
     [("venue_room_hire", {"room": "ballroom", "people": 120})]),
    ("A conference suite for 25 people please.", ("venue_room_hire", "lesson_booking"),
     [("venue_room_hire", {"room": "conference suite", "people": 25})]),
]
