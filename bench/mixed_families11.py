"""``mixed_requests.py --later families11``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families10.py``'s:
dog walkers, recycling days, bakeries, board games, plumbers, ferries' car spaces, choir
rehearsals, spa bookings, charity donations, pottery classes, bin collections, camera
rentals and language exchanges.

Written 12-06 (thirty-sixth session) after families10's first run had been read, and
before the refill stage's precondition was narrowed from it and before any run of this
batch: it measures the refill stage on requests it was not written from. The tools and
requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "dog_walker_book": (
        "Book a dog walker.",
        {"dog": S, "walker": S, "minutes": INT}, ["dog"]),
    "recycling_day": (
        "Which day the recycling is collected on a street.",
        {"street": S}, ["street"]),
    "bakery_order": (
        "Order from a bakery.",
        {"item": S, "quantity": INT, "bakery": S}, ["item", "bakery"]),
    "board_game_rules": (
        "Look up the rules of a board game.",
        {"game": S}, ["game"]),
    "plumber_call": (
        "Call out a plumber.",
        {"issue": S, "address": S, "urgent": {"type": "boolean"}}, ["issue", "address"]),
    "choir_rehearsal": (
        "Rehearsal times of a choir.",
        {"choir": S, "voice": {**S, "enum": ["soprano", "alto", "tenor", "bass"]}},
        ["choir"]),
    "spa_booking": (
        "Book a treatment at a spa.",
        {"spa": S, "treatment": S, "people": INT}, ["spa", "treatment"]),
    "charity_donate": (
        "Donate to a charity.",
        {"charity": S, "amount": R}, ["charity", "amount"]),
    "pottery_class": (
        "Find pottery classes.",
        {"town": S, "level": {**S, "enum": ["beginner", "intermediate", "advanced"]}},
        ["town"]),
    "bin_collection": (
        "Bin collection dates for an address.",
        {"address": S, "bin": {**S, "enum": ["general", "recycling", "garden"]}},
        ["address"]),
    "camera_rental": (
        "Rent a camera or lens.",
        {"item": S, "days": INT}, ["item"]),
    "language_exchange": (
        "Find a language exchange partner.",
        {"offer": S, "want": S, "city": S}, ["offer", "want"]),
    "ferry_car_space": (
        "Reserve a car space on a ferry.",
        {"route": S, "vehicle": S}, ["route"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES11: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Book a walker for Biscuit for 30 minutes.", ("dog_walker_book", "spa_booking"),
     [("dog_walker_book", {"dog": "Biscuit", "minutes": 30})]),
    ("Can Tom walk Rolo tomorrow?", ("dog_walker_book", "bakery_order", "plumber_call"),
     [("dog_walker_book", {"dog": "Rolo", "walker": "Tom"})]),
    ("When is recycling collected on Church Lane?", ("recycling_day", "bin_collection"),
     [("recycling_day", {"street": "Church Lane"})]),
    ("Recycling day for Mill Street.", ("recycling_day", "camera_rental", "choir_rehearsal"),
     [("recycling_day", {"street": "Mill Street"})]),
    ("Order 6 croissants from Gail's.", ("bakery_order", "charity_donate"),
     [("bakery_order", {"item": "croissants", "quantity": 6, "bakery": "Gail's"})]),
    ("Get me a sourdough loaf at Hobbs House.", ("bakery_order", "pottery_class",
                                                "ferry_car_space"),
     [("bakery_order", {"item": "sourdough loaf", "bakery": "Hobbs House"})]),
    ("How do you play Carcassonne?", ("board_game_rules", "language_exchange"),
     [("board_game_rules", {"game": "Carcassonne"})]),
    ("Rules for Ticket to Ride please.", ("board_game_rules", "spa_booking", "bin_collection"),
     [("board_game_rules", {"game": "Ticket to Ride"})]),
    ("A pipe burst at 3 Oak Road, send a plumber now!", ("plumber_call", "recycling_day"),
     [("plumber_call", {"issue": "pipe burst", "address": "3 Oak Road", "urgent": True})]),
    ("My boiler is leaking at 21 Park Avenue.", ("plumber_call", "camera_rental",
                                                 "dog_walker_book"),
     [("plumber_call", {"issue": "boiler is leaking", "address": "21 Park Avenue"})]),
    ("When does the Hallé Choir rehearse?", ("choir_rehearsal", "board_game_rules"),
     [("choir_rehearsal", {"choir": "Hallé Choir"})]),
    ("Tenor rehearsals for Bristol Voices.", ("choir_rehearsal", "spa_booking",
                                              "charity_donate"),
     [("choir_rehearsal", {"choir": "Bristol Voices", "voice": "tenor"})]),
    ("Book two hot stone massages at Lush Spa.", ("spa_booking", "bakery_order"),
     [("spa_booking", {"spa": "Lush Spa", "treatment": "hot stone massages",
                       "people": 2})]),
    ("A facial at Serenity Spa, please.", ("spa_booking", "plumber_call", "pottery_class"),
     [("spa_booking", {"spa": "Serenity Spa", "treatment": "facial"})]),
    ("Give 20 pounds to Oxfam.", ("charity_donate", "bakery_order"),
     [("charity_donate", {"charity": "Oxfam", "amount": 20})]),
    ("Donate 15 to the British Heart Foundation.", ("charity_donate", "camera_rental",
                                                    "recycling_day"),
     [("charity_donate", {"charity": "British Heart Foundation", "amount": 15})]),
    ("Pottery classes for beginners in Stroud.", ("pottery_class", "choir_rehearsal"),
     [("pottery_class", {"town": "Stroud", "level": "beginner"})]),
    ("Is there a pottery course in Totnes?", ("pottery_class", "board_game_rules",
                                              "dog_walker_book"),
     [("pottery_class", {"town": "Totnes"})]),
    ("When is the garden waste collected at 9 Rose Close?", ("bin_collection",
                                                            "recycling_day"),
     [("bin_collection", {"address": "9 Rose Close", "bin": "garden"})]),
    ("Bin days for 42 High Street.", ("bin_collection", "ferry_car_space",
                                      "language_exchange"),
     [("bin_collection", {"address": "42 High Street"})]),
    ("Rent a GoPro for 3 days.", ("camera_rental", "spa_booking"),
     [("camera_rental", {"item": "GoPro", "days": 3})]),
    ("I need a 50mm lens for the weekend.", ("camera_rental", "charity_donate",
                                             "bakery_order"),
     [("camera_rental", {"item": "50mm lens"})]),
    ("I speak English and want to practise Japanese.", ("language_exchange",
                                                        "board_game_rules"),
     [("language_exchange", {"offer": "English", "want": "Japanese"})]),
    ("Find someone in Madrid to swap Spanish for my French.", ("language_exchange",
                                                               "pottery_class",
                                                               "choir_rehearsal"),
     [("language_exchange", {"offer": "French", "want": "Spanish", "city": "Madrid"})]),
    ("Space for my van on the Dover to Calais ferry.", ("ferry_car_space", "plumber_call"),
     [("ferry_car_space", {"route": "Dover to Calais", "vehicle": "van"})]),
]
