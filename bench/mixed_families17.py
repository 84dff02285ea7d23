"""``mixed_requests.py --later families17``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families16.py``'s:
window blinds fitting, bicycle servicing, guitar lessons, cattery stays, gutter cleaning,
physiotherapy, cookery classes, canal boat hire, phone repairs, party venues, yoga
retreats and curtain making. Like families13 to 16, most of these tools take two or three
strings, of which the request gives each once.

Written 12-06 (thirty-seventh session) after families16's runs were read and before the
next change of this session (runs that are only the tool's own words not offered in a
refill) and before any run of this batch: it measures that change on requests it was not
written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "blind_fitting": (
        "Book a fitter for new blinds.",
        {"blind": S, "room": S, "address": S}, ["blind", "address"]),
    "bike_service": (
        "Book a bicycle service at a shop.",
        {"service": S, "shop": S}, ["service", "shop"]),
    "guitar_lessons": (
        "Book guitar lessons with a teacher.",
        {"teacher": S, "style": S, "weeks": INT}, ["teacher"]),
    "cattery_book": (
        "Book a cat into a cattery.",
        {"cat": S, "cattery": S, "nights": INT}, ["cat", "cattery"]),
    "gutter_clean": (
        "Book gutter cleaning at an address.",
        {"address": S, "side": S}, ["address"]),
    "physio_book": (
        "Book a physiotherapy session.",
        {"clinic": S, "injury": S}, ["clinic", "injury"]),
    "cookery_class": (
        "Book a cookery class.",
        {"cuisine": S, "school": S, "people": INT}, ["cuisine", "school"]),
    "canal_boat_hire": (
        "Hire a canal boat from a wharf.",
        {"wharf": S, "boat": S, "days": INT}, ["wharf"]),
    "phone_repair": (
        "Book a phone repair.",
        {"phone": S, "fault": S, "shop": S}, ["phone", "fault"]),
    "party_venue": (
        "Book a venue for a party.",
        {"venue": S, "party": S, "guests": INT}, ["venue", "party"]),
    "yoga_retreat": (
        "Find a yoga retreat in a region.",
        {"region": S, "style": S}, ["region"]),
    "curtain_order": (
        "Order made-to-measure curtains.",
        {"fabric": S, "room": S, "maker": S}, ["fabric", "room"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES17: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Fit roller blinds in the kitchen at 6 Holly Road.", ("blind_fitting", "gutter_clean"),
     [("blind_fitting", {"blind": "roller", "room": "kitchen", "address": "6 Holly Road"})]),
    ("Venetian blinds for 22 Ivy Lane please.", ("blind_fitting", "phone_repair",
                                                 "cattery_book"),
     [("blind_fitting", {"blind": "Venetian", "address": "22 Ivy Lane"})]),
    ("A full service for my bike at Halfords.", ("bike_service", "guitar_lessons"),
     [("bike_service", {"service": "full service", "shop": "Halfords"})]),
    ("Get my gears tuned at Spokes.", ("bike_service", "party_venue", "physio_book"),
     [("bike_service", {"service": "gears tuned", "shop": "Spokes"})]),
    ("Guitar lessons with Tom for 6 weeks.", ("guitar_lessons", "cookery_class"),
     [("guitar_lessons", {"teacher": "Tom", "weeks": 6})]),
    ("Flamenco guitar with Lucia.", ("guitar_lessons", "yoga_retreat", "curtain_order"),
     [("guitar_lessons", {"teacher": "Lucia", "style": "flamenco"})]),
    ("Book Misty into Whiskers Cattery for 5 nights.", ("cattery_book", "canal_boat_hire"),
     [("cattery_book", {"cat": "Misty", "cattery": "Whiskers Cattery", "nights": 5})]),
    ("Can Purrfect Stays look after Oscar?", ("cattery_book", "bike_service",
                                              "gutter_clean"),
     [("cattery_book", {"cat": "Oscar", "cattery": "Purrfect Stays"})]),
    ("Clear the gutters at 15 Mill Lane.", ("gutter_clean", "blind_fitting"),
     [("gutter_clean", {"address": "15 Mill Lane"})]),
    ("The back gutters at 4 Rose Court are blocked.", ("gutter_clean", "physio_book",
                                                       "party_venue"),
     [("gutter_clean", {"address": "4 Rose Court", "side": "back"})]),
    ("Physio for my knee at Active Health.", ("physio_book", "phone_repair"),
     [("physio_book", {"clinic": "Active Health", "injury": "knee"})]),
    ("Book Back in Motion for a shoulder injury.", ("physio_book", "cookery_class",
                                                    "yoga_retreat"),
     [("physio_book", {"clinic": "Back in Motion", "injury": "shoulder"})]),
    ("A Thai cookery class at Ashburton for 2 people.", ("cookery_class", "curtain_order"),
     [("cookery_class", {"cuisine": "Thai", "school": "Ashburton", "people": 2})]),
    ("Learn Indian cooking at Spice Academy.", ("cookery_class", "guitar_lessons",
                                                "canal_boat_hire"),
     [("cookery_class", {"cuisine": "Indian", "school": "Spice Academy"})]),
    ("Hire a narrowboat from Gayton Wharf for 7 days.", ("canal_boat_hire", "bike_service"),
     [("canal_boat_hire", {"wharf": "Gayton Wharf", "boat": "narrowboat", "days": 7})]),
    ("Canal boats at Stoke Bruerne?", ("canal_boat_hire", "cattery_book", "gutter_clean"),
     [("canal_boat_hire", {"wharf": "Stoke Bruerne"})]),
    ("My Pixel has a cracked screen, can Fonefix help?", ("phone_repair", "party_venue"),
     [("phone_repair", {"phone": "Pixel", "fault": "cracked screen", "shop": "Fonefix"})]),
    ("The battery on my iPhone dies fast.", ("phone_repair", "blind_fitting",
                                             "physio_book"),
     [("phone_repair", {"phone": "iPhone", "fault": "battery"})]),
    ("Book The Loft for a birthday party for 30 guests.", ("party_venue", "yoga_retreat"),
     [("party_venue", {"venue": "The Loft", "party": "birthday", "guests": 30})]),
    ("A leaving do at the Crown Rooms.", ("party_venue", "guitar_lessons", "curtain_order"),
     [("party_venue", {"venue": "Crown Rooms", "party": "leaving do"})]),
    ("A yoga retreat in the Lake District.", ("yoga_retreat", "canal_boat_hire"),
     [("yoga_retreat", {"region": "Lake District"})]),
    ("Any Ashtanga retreats in Devon?", ("yoga_retreat", "bike_service", "cattery_book"),
     [("yoga_retreat", {"region": "Devon", "style": "Ashtanga"})]),
    ("Linen curtains for the bedroom from Sew Simple.", ("curtain_order", "cookery_class"),
     [("curtain_order", {"fabric": "linen", "room": "bedroom", "maker": "Sew Simple"})]),
    ("Velvet curtains for the lounge.", ("curtain_order", "phone_repair", "blind_fitting"),
     [("curtain_order", {"fabric": "velvet", "room": "lounge"})]),
    ("Book a sports massage at Physio First.", ("physio_book", "party_venue"),
     [("physio_book", {"clinic": "Physio First", "injury": "sports massage"})]),
]
