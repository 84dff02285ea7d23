"""``mixed_requests.py --later families13``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families12.py``'s:
dry cleaners, locksmiths, recipe substitutes, coach tickets, museum tickets, hairdressers,
library reservations, pet sitters, gigs, paint matching, swimming lessons and MOT tests.
Most of these tools take two or three strings, of which the request gives each once.

Written 12-06 (thirty-seventh session) after families9-12's last runs were read and
before any change of this session (a refill of one value written into two arguments) and
before any run of this batch: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "dry_cleaning_drop": (
        "Drop a garment off at a dry cleaner.",
        {"item": S, "cleaner": S}, ["item", "cleaner"]),
    "locksmith_call": (
        "Send a locksmith to an address.",
        {"address": S, "problem": S}, ["address", "problem"]),
    "recipe_swap": (
        "Suggest a substitute for an ingredient of a recipe.",
        {"recipe": S, "ingredient": S}, ["recipe", "ingredient"]),
    "coach_ticket": (
        "Buy a coach ticket between two towns.",
        {"origin": S, "destination": S, "passengers": INT}, ["origin", "destination"]),
    "museum_tickets": (
        "Book tickets for a museum or one of its exhibitions.",
        {"museum": S, "exhibition": S, "tickets": INT}, ["museum"]),
    "hairdresser_book": (
        "Book an appointment at a hair salon.",
        {"salon": S, "service": S, "stylist": S}, ["salon", "service"]),
    "library_reserve": (
        "Reserve a book at a library branch.",
        {"title": S, "branch": S, "author": S}, ["title", "branch"]),
    "pet_sitter": (
        "Find a pet sitter in a town.",
        {"pet": S, "town": S}, ["pet", "town"]),
    "band_gigs": (
        "Upcoming gigs by a band.",
        {"band": S, "city": S}, ["band"]),
    "paint_match": (
        "Match a paint colour at a DIY shop.",
        {"colour": S, "shop": S}, ["colour", "shop"]),
    "swim_lessons": (
        "Find swimming lessons at a pool.",
        {"pool": S, "level": S}, ["pool"]),
    "mot_test_book": (
        "Book a car's MOT test at a garage.",
        {"registration": S, "garage": S}, ["registration", "garage"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES13: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Drop my wool coat at Sparkle Cleaners.", ("dry_cleaning_drop", "locksmith_call"),
     [("dry_cleaning_drop", {"item": "wool coat", "cleaner": "Sparkle Cleaners"})]),
    ("Can Pressed and Co dry clean a silk dress?", ("dry_cleaning_drop", "hairdresser_book",
                                                    "paint_match"),
     [("dry_cleaning_drop", {"item": "silk dress", "cleaner": "Pressed and Co"})]),
    ("I'm locked out of 14 Elm Grove.", ("locksmith_call", "pet_sitter"),
     [("locksmith_call", {"address": "14 Elm Grove", "problem": "locked out"})]),
    ("Send a locksmith to 2 Mill Lane, the key snapped in the lock.", ("locksmith_call",
                                                                       "mot_test_book",
                                                                       "swim_lessons"),
     [("locksmith_call", {"address": "2 Mill Lane", "problem": "the key snapped in the lock"})]),
    ("What can I use instead of eggs in banana bread?", ("recipe_swap", "library_reserve"),
     [("recipe_swap", {"recipe": "banana bread", "ingredient": "eggs"})]),
    ("My carbonara needs a swap for the pancetta.", ("recipe_swap", "band_gigs",
                                                     "museum_tickets"),
     [("recipe_swap", {"recipe": "carbonara", "ingredient": "pancetta"})]),
    ("A coach from Bristol to Cardiff for 2.", ("coach_ticket", "museum_tickets"),
     [("coach_ticket", {"origin": "Bristol", "destination": "Cardiff", "passengers": 2})]),
    ("Coach tickets to Oxford, leaving from Reading.", ("coach_ticket", "pet_sitter",
                                                        "dry_cleaning_drop"),
     [("coach_ticket", {"origin": "Reading", "destination": "Oxford"})]),
    ("Two tickets for the Tutankhamun exhibition at the British Museum.",
     ("museum_tickets", "coach_ticket"),
     [("museum_tickets", {"museum": "British Museum", "exhibition": "Tutankhamun",
                          "tickets": 2})]),
    ("Can I book the Tate Modern?", ("museum_tickets", "hairdresser_book", "band_gigs"),
     [("museum_tickets", {"museum": "Tate Modern"})]),
    ("Book a cut and colour at Toni Salon with Jade.", ("hairdresser_book", "paint_match"),
     [("hairdresser_book", {"salon": "Toni Salon", "service": "cut and colour",
                            "stylist": "Jade"})]),
    ("I need a beard trim at Kings Barbers.", ("hairdresser_book", "recipe_swap",
                                               "locksmith_call"),
     [("hairdresser_book", {"salon": "Kings Barbers", "service": "beard trim"})]),
    ("Reserve Wolf Hall at the Central library.", ("library_reserve", "swim_lessons"),
     [("library_reserve", {"title": "Wolf Hall", "branch": "Central"})]),
    ("Can the Jesmond branch hold Middlemarch by George Eliot for me?",
     ("library_reserve", "museum_tickets", "coach_ticket"),
     [("library_reserve", {"title": "Middlemarch", "branch": "Jesmond",
                           "author": "George Eliot"})]),
    ("Someone to look after my rabbit in Stroud.", ("pet_sitter", "recipe_swap"),
     [("pet_sitter", {"pet": "rabbit", "town": "Stroud"})]),
    ("Pet sitters for a parrot around Ludlow?", ("pet_sitter", "band_gigs", "mot_test_book"),
     [("pet_sitter", {"pet": "parrot", "town": "Ludlow"})]),
    ("When are Elbow playing in Glasgow?", ("band_gigs", "swim_lessons"),
     [("band_gigs", {"band": "Elbow", "city": "Glasgow"})]),
    ("Is Wet Leg touring?", ("band_gigs", "library_reserve", "hairdresser_book"),
     [("band_gigs", {"band": "Wet Leg"})]),
    ("Match Duck Egg Blue at Homebase.", ("paint_match", "dry_cleaning_drop"),
     [("paint_match", {"colour": "Duck Egg Blue", "shop": "Homebase"})]),
    ("Can B&Q mix sage green for me?", ("paint_match", "pet_sitter", "locksmith_call"),
     [("paint_match", {"colour": "sage green", "shop": "B&Q"})]),
    ("Beginner swimming lessons at Clifton Pool.", ("swim_lessons", "coach_ticket"),
     [("swim_lessons", {"pool": "Clifton Pool", "level": "beginner"})]),
    ("Are there swimming lessons at the Aquatics Centre?", ("swim_lessons", "museum_tickets",
                                                           "recipe_swap"),
     [("swim_lessons", {"pool": "Aquatics Centre"})]),
    ("MOT for AB12 CDE at Kwik Fit.", ("mot_test_book", "paint_match"),
     [("mot_test_book", {"registration": "AB12 CDE", "garage": "Kwik Fit"})]),
    ("Book my car, reg YX19 KLM, in for its MOT at Halfords.", ("mot_test_book",
                                                                 "library_reserve",
                                                                 "dry_cleaning_drop"),
     [("mot_test_book", {"registration": "YX19 KLM", "garage": "Halfords"})]),
    ("Book a blow dry at Curl Up and Dye.", ("hairdresser_book", "locksmith_call"),
     [("hairdresser_book", {"salon": "Curl Up and Dye", "service": "blow dry"})]),
]
