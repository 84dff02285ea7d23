"""``mixed_requests.py --later families24``: 25 more requests for one tool among two or
three services' APIs, each tool acting at a venue named by its kind (a dentist's, a
garden centre, a vet's, a cattery, a print shop, a bike shop, a hotel, a cinema, a
climbing wall, a pharmacy, a yoga studio, a car wash), most requests naming the venue
and then "in" and its town or area, some with the tool's optional town, some without.

Written 12-06 (thirty-ninth session) after reading families21-23's first runs, where
the model wrote the venue with its town ("Bubbles in Hove", "Petals in Bath", "Sharp
Cuts in Leeds"), and before any change for them and any run of this batch: it measures
such a change on requests it was not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "dental_checkup": (
        "Book a check-up at a dental practice.",
        {"practice": S, "patient": S}, ["practice"]),
    "plant_stock": (
        "Check stock at a garden centre.",
        {"centre": S, "plant": S}, ["centre", "plant"]),
    "vet_jab": (
        "Book a vaccination at a vet's.",
        {"vets": S, "pet": S, "town": S}, ["vets", "pet"]),
    "cattery_stay": (
        "Book a stay at a cattery.",
        {"cattery": S, "nights": N}, ["cattery"]),
    "print_order": (
        "Order prints from a print shop.",
        {"shop": S, "copies": N}, ["shop"]),
    "bike_fit": (
        "Book a bike fitting at a bike shop.",
        {"shop": S, "bike": S}, ["shop"]),
    "hotel_late_checkout": (
        "Ask a hotel for a late checkout.",
        {"hotel": S, "room": S}, ["hotel"]),
    "cinema_snacks": (
        "Pre-order snacks at a cinema.",
        {"cinema": S, "snack": S}, ["cinema", "snack"]),
    "wall_session": (
        "Book a session at a climbing wall.",
        {"wall": S, "people": N, "town": S}, ["wall"]),
    "pharmacy_stock": (
        "Check a medicine's stock at a pharmacy.",
        {"pharmacy": S, "medicine": S}, ["pharmacy", "medicine"]),
    "yoga_drop_in": (
        "Book a drop-in class at a yoga studio.",
        {"studio": S, "style": S}, ["studio"]),
    "valet_book": (
        "Book a valet at a car wash.",
        {"car_wash": S, "service": S}, ["car_wash"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES24: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A check-up at Bright Smiles in Chester.", ("dental_checkup", "pharmacy_stock"),
     [("dental_checkup", {"practice": "Bright Smiles"})]),
    ("Book Tom a check-up at Castle Dental.", ("dental_checkup", "vet_jab", "cattery_stay"),
     [("dental_checkup", {"practice": "Castle Dental", "patient": "Tom"})]),
    ("Do they have lavender at Hillier in Winchester?", ("plant_stock", "wall_session"),
     [("plant_stock", {"centre": "Hillier", "plant": "lavender"})]),
    ("Any olive trees at Dobbies?", ("plant_stock", "print_order", "yoga_drop_in"),
     [("plant_stock", {"centre": "Dobbies", "plant": "olive trees"})]),
    ("Book Bella's jab at Oak Vets in Ripon.", ("vet_jab", "cattery_stay"),
     [("vet_jab", {"vets": "Oak Vets", "pet": "Bella", "town": "Ripon"})]),
    ("Vaccinations for my puppy Rex at Paws.", ("vet_jab", "bike_fit", "valet_book"),
     [("vet_jab", {"vets": "Paws", "pet": "Rex"})]),
    ("Five nights for my cat at Whiskers in Frome.", ("cattery_stay", "hotel_late_checkout"),
     [("cattery_stay", {"cattery": "Whiskers", "nights": 5})]),
    ("Can Purrfect Stays take my cat for 2 nights?", ("cattery_stay", "dental_checkup",
                                                      "cinema_snacks"),
     [("cattery_stay", {"cattery": "Purrfect Stays", "nights": 2})]),
    ("20 copies from Print Hub in Salford.", ("print_order", "plant_stock"),
     [("print_order", {"shop": "Print Hub", "copies": 20})]),
    ("Order 50 prints from Snappy Snaps.", ("print_order", "pharmacy_stock", "wall_session"),
     [("print_order", {"shop": "Snappy Snaps", "copies": 50})]),
    ("A bike fit at Spokes in Keswick for my road bike.", ("bike_fit", "yoga_drop_in"),
     [("bike_fit", {"shop": "Spokes", "bike": "road bike"})]),
    ("Book a fitting at Evans Cycles.", ("bike_fit", "valet_book", "vet_jab"),
     [("bike_fit", {"shop": "Evans Cycles"})]),
    ("Late checkout at the Grand in Brighton, room 214.", ("hotel_late_checkout",
                                                          "cattery_stay"),
     [("hotel_late_checkout", {"hotel": "Grand", "room": "214"})]),
    ("Can I check out late from Malmaison?", ("hotel_late_checkout", "cinema_snacks",
                                              "print_order"),
     [("hotel_late_checkout", {"hotel": "Malmaison"})]),
    ("Popcorn at the Picturehouse in Exeter.", ("cinema_snacks", "plant_stock"),
     [("cinema_snacks", {"cinema": "Picturehouse", "snack": "popcorn"})]),
    ("Nachos at Vue.", ("cinema_snacks", "dental_checkup", "bike_fit"),
     [("cinema_snacks", {"cinema": "Vue", "snack": "nachos"})]),
    ("A session for 3 at The Depot in Manchester.", ("wall_session", "yoga_drop_in"),
     [("wall_session", {"wall": "The Depot", "people": 3, "town": "Manchester"})]),
    ("Climbing at Boulder Brighton for 2.", ("wall_session", "pharmacy_stock",
                                             "hotel_late_checkout"),
     [("wall_session", {"wall": "Boulder Brighton", "people": 2})]),
    ("Is there Piriton at Boots in Kendal?", ("pharmacy_stock", "vet_jab"),
     [("pharmacy_stock", {"pharmacy": "Boots", "medicine": "Piriton"})]),
    ("Does Lloyds Pharmacy have ibuprofen?", ("pharmacy_stock", "cinema_snacks",
                                             "cattery_stay"),
     [("pharmacy_stock", {"pharmacy": "Lloyds Pharmacy", "medicine": "ibuprofen"})]),
    ("A yin class at Lotus Yoga in Totnes.", ("yoga_drop_in", "wall_session"),
     [("yoga_drop_in", {"studio": "Lotus Yoga", "style": "yin"})]),
    ("Drop in to hot yoga at Fierce Grace.", ("yoga_drop_in", "print_order", "bike_fit"),
     [("yoga_drop_in", {"studio": "Fierce Grace", "style": "hot yoga"})]),
    ("A full valet at Splash in Didsbury.", ("valet_book", "dental_checkup"),
     [("valet_book", {"car_wash": "Splash", "service": "full valet"})]),
    ("Book a valet at Waves.", ("valet_book", "hotel_late_checkout", "plant_stock"),
     [("valet_book", {"car_wash": "Waves"})]),
    ("Roses at Squires in Twickenham?", ("plant_stock", "cinema_snacks"),
     [("plant_stock", {"centre": "Squires", "plant": "roses"})]),
]
