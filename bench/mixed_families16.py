"""``mixed_requests.py --later families16``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families15.py``'s:
bicycle hire, chimney sweeps, piano lessons, kennels, carpet cleaning, dentists, bakery
classes, boat moorings, computer repairs, wedding venues, driving lessons and upholstery.
Like families13 to 15, most of these tools take two or three strings, of which the
request gives each once.

Written 12-06 (thirty-seventh session) after families15's runs were read and before the
next change of this session (which of two strings keeps a value the request says once)
and before any run of this batch: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "bike_hire": (
        "Hire a bicycle from a shop.",
        {"bike": S, "shop": S, "hours": INT}, ["bike", "shop"]),
    "chimney_sweep": (
        "Book a chimney sweep at an address.",
        {"address": S, "fireplace": S}, ["address", "fireplace"]),
    "piano_lessons": (
        "Find a piano teacher in a town.",
        {"teacher": S, "town": S, "grade": INT}, ["town"]),
    "kennel_book": (
        "Book a dog into kennels.",
        {"dog": S, "kennels": S, "nights": INT}, ["dog", "kennels"]),
    "carpet_clean": (
        "Book carpet cleaning for a room.",
        {"room": S, "address": S}, ["room", "address"]),
    "dentist_book": (
        "Book a dental appointment.",
        {"practice": S, "treatment": S, "patient": S}, ["practice", "treatment"]),
    "baking_class": (
        "Book a baking class at a cookery school.",
        {"bake": S, "school": S}, ["bake", "school"]),
    "mooring_book": (
        "Book a mooring for a boat at a marina.",
        {"boat": S, "marina": S, "nights": INT}, ["boat", "marina"]),
    "computer_repair": (
        "Book a computer repair at a shop.",
        {"device": S, "fault": S, "shop": S}, ["device", "fault"]),
    "wedding_venue": (
        "Check a wedding venue's availability.",
        {"venue": S, "month": S, "guests": INT}, ["venue"]),
    "driving_lesson": (
        "Book a driving lesson with an instructor.",
        {"instructor": S, "pickup": S, "hours": INT}, ["instructor", "pickup"]),
    "upholstery_quote": (
        "Get an upholstery quote for a piece of furniture.",
        {"furniture": S, "fabric": S, "upholsterer": S}, ["furniture", "fabric"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES16: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Hire a tandem from Bike Barn for 2 hours.", ("bike_hire", "mooring_book"),
     [("bike_hire", {"bike": "tandem", "shop": "Bike Barn", "hours": 2})]),
    ("Can I rent an e-bike at Pedal On?", ("bike_hire", "driving_lesson", "kennel_book"),
     [("bike_hire", {"bike": "e-bike", "shop": "Pedal On"})]),
    ("Sweep the wood burner chimney at 12 Mill Road.", ("chimney_sweep", "carpet_clean"),
     [("chimney_sweep", {"address": "12 Mill Road", "fireplace": "wood burner"})]),
    ("Our open fire at 7 Church Street needs sweeping.", ("chimney_sweep", "dentist_book",
                                                          "bike_hire"),
     [("chimney_sweep", {"address": "7 Church Street", "fireplace": "open fire"})]),
    ("Piano lessons with Mrs Hughes in Ripon.", ("piano_lessons", "baking_class"),
     [("piano_lessons", {"teacher": "Mrs Hughes", "town": "Ripon"})]),
    ("A piano teacher in Whitby for grade 5.", ("piano_lessons", "wedding_venue",
                                                "computer_repair"),
     [("piano_lessons", {"town": "Whitby", "grade": 5})]),
    ("Book Bella into Happy Paws kennels for 4 nights.", ("kennel_book", "chimney_sweep"),
     [("kennel_book", {"dog": "Bella", "kennels": "Happy Paws", "nights": 4})]),
    ("Can Oakwood Kennels take Rex?", ("kennel_book", "upholstery_quote", "piano_lessons"),
     [("kennel_book", {"dog": "Rex", "kennels": "Oakwood Kennels"})]),
    ("Clean the lounge carpet at 40 Queens Drive.", ("carpet_clean", "mooring_book"),
     [("carpet_clean", {"room": "lounge", "address": "40 Queens Drive"})]),
    ("Steam clean the stairs at 3 Birch Avenue.", ("carpet_clean", "bike_hire",
                                                   "wedding_venue"),
     [("carpet_clean", {"room": "stairs", "address": "3 Birch Avenue"})]),
    ("A check-up at Smile Dental for my daughter Ella.", ("dentist_book", "driving_lesson"),
     [("dentist_book", {"practice": "Smile Dental", "treatment": "check-up",
                        "patient": "Ella"})]),
    ("Book a filling at Bridge Street Dentists.", ("dentist_book", "kennel_book",
                                                   "carpet_clean"),
     [("dentist_book", {"practice": "Bridge Street Dentists", "treatment": "filling"})]),
    ("A sourdough class at Bertinet Kitchen.", ("baking_class", "computer_repair"),
     [("baking_class", {"bake": "sourdough", "school": "Bertinet Kitchen"})]),
    ("Learn to make croissants at Leiths.", ("baking_class", "chimney_sweep",
                                             "upholstery_quote"),
     [("baking_class", {"bake": "croissants", "school": "Leiths"})]),
    ("Moor Sea Breeze at Brighton Marina for 3 nights.", ("mooring_book", "wedding_venue"),
     [("mooring_book", {"boat": "Sea Breeze", "marina": "Brighton Marina", "nights": 3})]),
    ("Is there a berth for The Kestrel at Port Solent?", ("mooring_book", "piano_lessons",
                                                          "dentist_book"),
     [("mooring_book", {"boat": "The Kestrel", "marina": "Port Solent"})]),
    ("My laptop won't turn on, can PC World fix it?", ("computer_repair", "baking_class"),
     [("computer_repair", {"device": "laptop", "fault": "won't turn on",
                           "shop": "PC World"})]),
    ("Replace the cracked screen on my iPad.", ("computer_repair", "kennel_book",
                                                "driving_lesson"),
     [("computer_repair", {"device": "iPad", "fault": "cracked screen"})]),
    ("Is Hampton Manor free in June for 80 guests?", ("wedding_venue", "carpet_clean"),
     [("wedding_venue", {"venue": "Hampton Manor", "month": "June", "guests": 80})]),
    ("Check Askham Hall for a wedding.", ("wedding_venue", "bike_hire", "mooring_book"),
     [("wedding_venue", {"venue": "Askham Hall"})]),
    ("A driving lesson with Dave, pick me up at Leeds station.", ("driving_lesson",
                                                                  "piano_lessons"),
     [("driving_lesson", {"instructor": "Dave", "pickup": "Leeds station"})]),
    ("Two hours with instructor Priya from 9 Elm Road.", ("driving_lesson",
                                                          "upholstery_quote",
                                                          "baking_class"),
     [("driving_lesson", {"instructor": "Priya", "pickup": "9 Elm Road", "hours": 2})]),
    ("Quote to recover my armchair in velvet.", ("upholstery_quote", "computer_repair"),
     [("upholstery_quote", {"furniture": "armchair", "fabric": "velvet"})]),
    ("How much would Fabric Fox charge to redo a sofa in linen?", ("upholstery_quote",
                                                                   "dentist_book",
                                                                   "chimney_sweep"),
     [("upholstery_quote", {"furniture": "sofa", "fabric": "linen",
                            "upholsterer": "Fabric Fox"})]),
    ("Hire a mountain bike at Trek Store.", ("bike_hire", "carpet_clean"),
     [("bike_hire", {"bike": "mountain bike", "shop": "Trek Store"})]),
]
