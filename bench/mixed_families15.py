"""``mixed_requests.py --later families15``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families14.py``'s:
opticians, car hire, furniture delivery, vaccination clinics, pet shops, sports club
trials, glass repairs, watch repairs, hotel spa days, garden
centres, photo printing and removal vans. Like families13 and 14, most of these tools
take two or three strings, of which the request gives each once.

Written 12-06 (thirty-seventh session) after families14's runs were read and before the
next change of this session (a string holding another argument's value asked again) and
before any run of this batch: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "optician_book": (
        "Book an eye test at an optician.",
        {"optician": S, "test": S}, ["optician", "test"]),
    "car_hire": (
        "Hire a car at a branch.",
        {"car": S, "branch": S, "days": INT}, ["car", "branch"]),
    "furniture_delivery": (
        "Arrange delivery of a piece of furniture to an address.",
        {"item": S, "address": S}, ["item", "address"]),
    "vaccine_clinic": (
        "Find a clinic that gives a vaccine.",
        {"vaccine": S, "town": S}, ["vaccine", "town"]),
    "pet_shop_order": (
        "Order a product from a pet shop.",
        {"product": S, "shop": S}, ["product", "shop"]),
    "club_trial": (
        "Sign up for a trial session at a sports club.",
        {"club": S, "sport": S, "player": S}, ["club", "sport"]),
    "glass_repair": (
        "Book a glass repair.",
        {"glass": S, "address": S}, ["glass", "address"]),
    "watch_repair": (
        "Book a watch repair.",
        {"watch": S, "fault": S, "jeweller": S}, ["watch", "fault"]),
    "spa_day": (
        "Book a spa day at a hotel.",
        {"hotel": S, "package": S, "guests": INT}, ["hotel"]),
    "garden_centre_stock": (
        "Check whether a garden centre has a plant.",
        {"plant": S, "centre": S}, ["plant", "centre"]),
    "photo_print": (
        "Order photo prints at a shop.",
        {"size": S, "shop": S, "prints": INT}, ["size", "shop"]),
    "removal_van": (
        "Book a removal van between two addresses.",
        {"from_address": S, "to_address": S, "van": S}, ["from_address", "to_address"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES15: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Book an eye test at Specsavers.", ("optician_book", "car_hire"),
     [("optician_book", {"optician": "Specsavers", "test": "eye test"})]),
    ("A contact lens check at Vision Express please.", ("optician_book", "glass_repair",
                                                        "photo_print"),
     [("optician_book", {"optician": "Vision Express", "test": "contact lens check"})]),
    ("Hire a Ford Fiesta from the Heathrow branch for 3 days.", ("car_hire",
                                                                  "removal_van"),
     [("car_hire", {"car": "Ford Fiesta", "branch": "Heathrow", "days": 3})]),
    ("I need a van-sized car at the Leeds branch.", ("car_hire", "spa_day", "club_trial"),
     [("car_hire", {"car": "van-sized car", "branch": "Leeds"})]),
    ("Deliver the oak wardrobe to 8 Ash Close.", ("furniture_delivery", "garden_centre_stock"),
     [("furniture_delivery", {"item": "oak wardrobe", "address": "8 Ash Close"})]),
    ("Can you bring a sofa bed to 31 Bridge Street?", ("furniture_delivery", "watch_repair",
                                                        "vaccine_clinic"),
     [("furniture_delivery", {"item": "sofa bed", "address": "31 Bridge Street"})]),
    ("Where can I get a flu jab in Bedford?", ("vaccine_clinic", "optician_book"),
     [("vaccine_clinic", {"vaccine": "flu", "town": "Bedford"})]),
    ("Yellow fever vaccine clinics near Canterbury.", ("vaccine_clinic", "pet_shop_order",
                                                       "car_hire"),
     [("vaccine_clinic", {"vaccine": "yellow fever", "town": "Canterbury"})]),
    ("Order a cat flap from Pets at Home.", ("pet_shop_order", "furniture_delivery"),
     [("pet_shop_order", {"product": "cat flap", "shop": "Pets at Home"})]),
    ("Get some hay for the rabbits from Jollyes.", ("pet_shop_order", "garden_centre_stock",
                                                    "spa_day"),
     [("pet_shop_order", {"product": "hay", "shop": "Jollyes"})]),
    ("Sign my son Leo up for a rugby trial at Bath Rugby.", ("club_trial", "photo_print"),
     [("club_trial", {"club": "Bath Rugby", "sport": "rugby", "player": "Leo"})]),
    ("A netball trial at Loughborough Lightning.", ("club_trial", "optician_book",
                                                    "removal_van"),
     [("club_trial", {"club": "Loughborough Lightning", "sport": "netball"})]),
    ("Fix a cracked window at 5 Oak Lane.", ("glass_repair", "watch_repair"),
     [("glass_repair", {"glass": "cracked window", "address": "5 Oak Lane"})]),
    ("The patio door glass at 19 Kings Road is smashed.", ("glass_repair", "car_hire",
                                                           "furniture_delivery"),
     [("glass_repair", {"glass": "patio door", "address": "19 Kings Road"})]),
    ("My Rolex has stopped, can Goldsmiths repair it?", ("watch_repair", "vaccine_clinic"),
     [("watch_repair", {"watch": "Rolex", "fault": "stopped", "jeweller": "Goldsmiths"})]),
    ("New battery for my Casio.", ("watch_repair", "pet_shop_order", "club_trial"),
     [("watch_repair", {"watch": "Casio", "fault": "battery"})]),
    ("A spa day for 2 at the Grand Hotel.", ("spa_day", "removal_van"),
     [("spa_day", {"hotel": "Grand Hotel", "guests": 2})]),
    ("Book the pamper package at Rudding Park.", ("spa_day", "glass_repair", "photo_print"),
     [("spa_day", {"hotel": "Rudding Park", "package": "pamper"})]),
    ("Does Squire's have any olive trees?", ("garden_centre_stock", "optician_book"),
     [("garden_centre_stock", {"plant": "olive trees", "centre": "Squire's"})]),
    ("Lavender at Dobbies please.", ("garden_centre_stock", "watch_repair", "car_hire"),
     [("garden_centre_stock", {"plant": "lavender", "centre": "Dobbies"})]),
    ("Print 20 photos at 6x4 at Boots.", ("photo_print", "spa_day"),
     [("photo_print", {"size": "6x4", "shop": "Boots", "prints": 20})]),
    ("A3 poster prints from Snappy Snaps.", ("photo_print", "club_trial",
                                             "furniture_delivery"),
     [("photo_print", {"size": "A3", "shop": "Snappy Snaps"})]),
    ("A Luton van from 4 Hill Road to 9 Vale Street.", ("removal_van", "glass_repair"),
     [("removal_van", {"from_address": "4 Hill Road", "to_address": "9 Vale Street",
                       "van": "Luton"})]),
    ("Move us to 2 Park Lane from 60 Station Road.", ("removal_van", "vaccine_clinic",
                                                      "garden_centre_stock"),
     [("removal_van", {"from_address": "60 Station Road", "to_address": "2 Park Lane"})]),
    ("Sign Amy up for a hockey trial at Surbiton.", ("club_trial", "pet_shop_order"),
     [("club_trial", {"club": "Surbiton", "sport": "hockey", "player": "Amy"})]),
]
