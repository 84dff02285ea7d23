"""``mixed_requests.py --later families14``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families13.py``'s:
florists' wreaths, shoe repairs, cake orders, train seat reservations, theatre tickets,
nail salons, record shops, dog walkers, cinema screenings, tile shops, tennis courts and
tyre fitting. Like families13, most of these tools take two or three strings, of which
the request gives each once.

Written 12-06 (thirty-seventh session) after families13's first runs were read (the code
before, and the first refill of one value written into two arguments), before the
changes made from them and before any run of this batch: it measures those changes on
requests they were not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "shoe_repair": (
        "Book a shoe repair.",
        {"shoes": S, "repair": S, "shop": S}, ["shoes", "repair"]),
    "cake_order": (
        "Order a cake from a bakery.",
        {"flavour": S, "bakery": S, "message": S}, ["flavour", "bakery"]),
    "seat_reservation": (
        "Reserve a seat on a train.",
        {"from_station": S, "to_station": S, "coach": S}, ["from_station", "to_station"]),
    "theatre_tickets": (
        "Book seats for a play at a theatre.",
        {"play": S, "theatre": S, "seats": INT}, ["play", "theatre"]),
    "nail_salon_book": (
        "Book a nail treatment.",
        {"salon": S, "treatment": S}, ["salon", "treatment"]),
    "record_shop_search": (
        "Search a record shop for an album.",
        {"album": S, "artist": S, "shop": S}, ["album"]),
    "dog_walker": (
        "Find a dog walker for a breed in an area.",
        {"breed": S, "area": S}, ["breed", "area"]),
    "cinema_showings": (
        "Showings of a film at a cinema.",
        {"film": S, "cinema": S}, ["film", "cinema"]),
    "tile_shop": (
        "Find tiles at a tile shop.",
        {"style": S, "room": S, "shop": S}, ["style"]),
    "tennis_court_book": (
        "Book a tennis court in a park.",
        {"park": S, "surface": S, "hours": INT}, ["park"]),
    "tyre_fitting": (
        "Book new tyres fitted at a garage.",
        {"tyre": S, "garage": S, "tyres": INT}, ["tyre", "garage"]),
    "wreath_order": (
        "Order a wreath from a florist.",
        {"florist": S, "style": S, "card": S}, ["florist"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES14: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Resole my brown brogues at Timpson.", ("shoe_repair", "cake_order"),
     [("shoe_repair", {"shoes": "brown brogues", "repair": "resole", "shop": "Timpson"})]),
    ("My boots need new heels.", ("shoe_repair", "tile_shop", "dog_walker"),
     [("shoe_repair", {"shoes": "boots", "repair": "new heels"})]),
    ("A lemon cake from Hummingbird Bakery saying Happy Retirement.",
     ("cake_order", "wreath_order"),
     [("cake_order", {"flavour": "lemon", "bakery": "Hummingbird Bakery",
                      "message": "Happy Retirement"})]),
    ("Order a chocolate cake at Greggs.", ("cake_order", "record_shop_search",
                                           "tennis_court_book"),
     [("cake_order", {"flavour": "chocolate", "bakery": "Greggs"})]),
    ("Reserve me a seat from Leeds to Kings Cross.", ("seat_reservation", "theatre_tickets"),
     [("seat_reservation", {"from_station": "Leeds", "to_station": "Kings Cross"})]),
    ("A seat in coach C going to Exeter from Paddington.", ("seat_reservation",
                                                            "nail_salon_book",
                                                            "tyre_fitting"),
     [("seat_reservation", {"from_station": "Paddington", "to_station": "Exeter",
                            "coach": "C"})]),
    ("Three seats for Hamlet at the Old Vic.", ("theatre_tickets", "cinema_showings"),
     [("theatre_tickets", {"play": "Hamlet", "theatre": "Old Vic", "seats": 3})]),
    ("Is Les Miserables on at the Sondheim Theatre?", ("theatre_tickets", "wreath_order",
                                                       "shoe_repair"),
     [("theatre_tickets", {"play": "Les Miserables", "theatre": "Sondheim Theatre"})]),
    ("Gel nails at Polished in Harrogate.", ("nail_salon_book", "tile_shop"),
     [("nail_salon_book", {"salon": "Polished", "treatment": "gel nails"})]),
    ("Book a pedicure at Glow Studio.", ("nail_salon_book", "dog_walker", "cake_order"),
     [("nail_salon_book", {"salon": "Glow Studio", "treatment": "pedicure"})]),
    ("Does Rough Trade have Blue Lines by Massive Attack?", ("record_shop_search",
                                                              "cinema_showings"),
     [("record_shop_search", {"album": "Blue Lines", "artist": "Massive Attack",
                              "shop": "Rough Trade"})]),
    ("Find Rumours on vinyl.", ("record_shop_search", "seat_reservation", "tennis_court_book"),
     [("record_shop_search", {"album": "Rumours"})]),
    ("A walker for my spaniel in Headingley.", ("dog_walker", "shoe_repair"),
     [("dog_walker", {"breed": "spaniel", "area": "Headingley"})]),
    ("Who can walk a husky around Jesmond?", ("dog_walker", "theatre_tickets", "tyre_fitting"),
     [("dog_walker", {"breed": "husky", "area": "Jesmond"})]),
    ("When is Paddington 2 showing at the Picturehouse?", ("cinema_showings", "cake_order"),
     [("cinema_showings", {"film": "Paddington 2", "cinema": "Picturehouse"})]),
    ("Showings of Alien at the Everyman.", ("cinema_showings", "nail_salon_book",
                                            "record_shop_search"),
     [("cinema_showings", {"film": "Alien", "cinema": "Everyman"})]),
    ("Metro tiles for the kitchen at Topps Tiles.", ("tile_shop", "seat_reservation"),
     [("tile_shop", {"style": "metro", "room": "kitchen", "shop": "Topps Tiles"})]),
    ("Some terracotta tiles please.", ("tile_shop", "wreath_order", "dog_walker"),
     [("tile_shop", {"style": "terracotta"})]),
    ("Book a clay court in Regents Park for 2 hours.", ("tennis_court_book", "tile_shop"),
     [("tennis_court_book", {"park": "Regents Park", "surface": "clay", "hours": 2})]),
    ("Can I play tennis in Victoria Park?", ("tennis_court_book", "cinema_showings",
                                             "cake_order"),
     [("tennis_court_book", {"park": "Victoria Park"})]),
    ("Four winter tyres fitted at Kwik Fit.", ("tyre_fitting", "shoe_repair"),
     [("tyre_fitting", {"tyre": "winter", "garage": "Kwik Fit", "tyres": 4})]),
    ("Fit a Michelin tyre at ATS Euromaster.", ("tyre_fitting", "theatre_tickets",
                                                "nail_salon_book"),
     [("tyre_fitting", {"tyre": "Michelin", "garage": "ATS Euromaster"})]),
    ("A holly wreath from Bloom and Wild.", ("wreath_order", "tyre_fitting"),
     [("wreath_order", {"florist": "Bloom and Wild", "style": "holly"})]),
    ("Order a wreath at Petals with a card saying With Love.", ("wreath_order",
                                                                "seat_reservation",
                                                                "record_shop_search"),
     [("wreath_order", {"florist": "Petals", "card": "With Love"})]),
    ("Walking for my labrador in Didsbury.", ("dog_walker", "cinema_showings"),
     [("dog_walker", {"breed": "labrador", "area": "Didsbury"})]),
]
