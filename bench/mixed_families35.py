"""``mixed_requests.py --later families35``: 25 more requests for one tool among two
offered: a command opening the request before what it acts on ("Rent a pressure washer
for 2 days."), a name of two words or more, some with a function word written with a
capital ("The Coral", "Shine On"), and a place after "near" or "around".

Written 12-07 (forty-fourth session) after reading families9 to families34's runs, where
the refill offered, and the model took, the request's opening command ("Rent", "Fell"),
a placing word ("around" as the band of "Any Idles gigs around Bristol?"), or a part of a
name ("Express" of "Vision Express"), and never offered a name opening or ending with a
function word ("The Vault", "Pedal On"); and before a change of the runs the refill
offers and before any run of it: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "equipment_rent_days": (
        "Rent a piece of equipment for a number of days.", {"equipment": S, "days": I},
        ["equipment", "days"]),
    "dog_groom_book": (
        "Book a dog in for grooming at a groomer.", {"dog": S, "groomer": S},
        ["dog", "groomer"]),
    "car_valet_book": (
        "Book a car in for a valet at a valeting centre.", {"car": S, "centre": S},
        ["car", "centre"]),
    "band_tickets": (
        "Buy tickets to see a band play in a town.", {"band": S, "town": S},
        ["band", "town"]),
    "theatre_seats": (
        "Book seats for a show at a theatre.", {"show": S, "theatre": S},
        ["show", "theatre"]),
    "walking_tour": (
        "Book a walking tour in a city.", {"tour": S, "city": S}, ["tour", "city"]),
    "tyre_fit_garage": (
        "Have tyres fitted at a garage.", {"tyre": S, "garage": S}, ["tyre", "garage"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES35: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Rent a pressure washer for 2 days.", ("equipment_rent_days", "car_valet_book"),
     [("equipment_rent_days", {"equipment": "pressure washer", "days": 2})]),
    ("Hire a carpet cleaner for 1 day please.", ("equipment_rent_days", "walking_tour"),
     [("equipment_rent_days", {"equipment": "carpet cleaner", "days": 1})]),
    ("Borrow a ladder for 3 days.", ("equipment_rent_days", "theatre_seats"),
     [("equipment_rent_days", {"equipment": "ladder", "days": 3})]),
    ("Need a tile cutter for 4 days.", ("equipment_rent_days", "tyre_fit_garage"),
     [("equipment_rent_days", {"equipment": "tile cutter", "days": 4})]),
    ("Groom my spaniel at Muddy Paws.", ("dog_groom_book", "band_tickets"),
     [("dog_groom_book", {"dog": "spaniel", "groomer": "Muddy Paws"})]),
    ("Wash my poodle at The Dog House.", ("dog_groom_book", "car_valet_book"),
     [("dog_groom_book", {"dog": "poodle", "groomer": "The Dog House"})]),
    ("Trim my terrier at Bark and Bath.", ("dog_groom_book", "walking_tour"),
     [("dog_groom_book", {"dog": "terrier", "groomer": "Bark and Bath"})]),
    ("Valet my Golf at Shine On.", ("car_valet_book", "dog_groom_book"),
     [("car_valet_book", {"car": "Golf", "centre": "Shine On"})]),
    ("Clean my Mini at Sparkle Bay please.", ("car_valet_book", "equipment_rent_days"),
     [("car_valet_book", {"car": "Mini", "centre": "Sparkle Bay"})]),
    ("Valet the van at Clean Machine.", ("car_valet_book", "tyre_fit_garage"),
     [("car_valet_book", {"car": "van", "centre": "Clean Machine"})]),
    ("Tickets for The Coral in Liverpool.", ("band_tickets", "theatre_seats"),
     [("band_tickets", {"band": "The Coral", "town": "Liverpool"})]),
    ("Tickets to see Arctic Monkeys in Sheffield.", ("band_tickets", "walking_tour"),
     [("band_tickets", {"band": "Arctic Monkeys", "town": "Sheffield"})]),
    ("Two tickets for Kings of Leon near Leeds.", ("band_tickets", "dog_groom_book"),
     [("band_tickets", {"band": "Kings of Leon", "town": "Leeds"})]),
    ("Any Blossoms gigs around Manchester?", ("band_tickets", "equipment_rent_days"),
     [("band_tickets", {"band": "Blossoms", "town": "Manchester"})]),
    ("Tickets for The Snuts near Glasgow.", ("band_tickets", "car_valet_book"),
     [("band_tickets", {"band": "The Snuts", "town": "Glasgow"})]),
    ("Seats for Les Mis at the Sondheim Theatre.", ("theatre_seats", "band_tickets"),
     [("theatre_seats", {"show": "Les Mis", "theatre": "Sondheim Theatre"})]),
    ("Two seats for The Lion King at the Lyceum.", ("theatre_seats", "walking_tour"),
     [("theatre_seats", {"show": "The Lion King", "theatre": "Lyceum"})]),
    ("Seats for Hamilton at the Victoria Palace Theatre.",
     ("theatre_seats", "tyre_fit_garage"),
     [("theatre_seats", {"show": "Hamilton", "theatre": "Victoria Palace Theatre"})]),
    ("A ghost walk around York.", ("walking_tour", "band_tickets"),
     [("walking_tour", {"tour": "ghost walk", "city": "York"})]),
    ("A Beatles tour near Liverpool please.", ("walking_tour", "theatre_seats"),
     [("walking_tour", {"tour": "Beatles tour", "city": "Liverpool"})]),
    ("A food walk around Bristol.", ("walking_tour", "dog_groom_book"),
     [("walking_tour", {"tour": "food walk", "city": "Bristol"})]),
    ("Fit the spare tyre at National Tyres.", ("tyre_fit_garage", "equipment_rent_days"),
     [("tyre_fit_garage", {"tyre": "spare tyre", "garage": "National Tyres"})]),
    ("Budget tyres at Kwik Fit Plus in Hull.", ("tyre_fit_garage", "car_valet_book"),
     [("tyre_fit_garage", {"tyre": "budget tyres", "garage": "Kwik Fit Plus"})]),
    ("Replace the front tyres at Formula One Autocentre.",
     ("tyre_fit_garage", "band_tickets"),
     [("tyre_fit_garage", {"tyre": "front tyres", "garage": "Formula One Autocentre"})]),
    ("Winter tyres at Tyre Pros near Derby.", ("tyre_fit_garage", "walking_tour"),
     [("tyre_fit_garage", {"tyre": "winter tyres", "garage": "Tyre Pros"})]),
]
