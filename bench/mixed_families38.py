"""``mixed_requests.py --later families38``: 25 more requests for one tool among two or
three offered, each a thing named with capitals (a show, a wine, a car, a record, a band,
a game, a film) at a venue the request places with "at" ("Malbec at Majestic please.",
"Valet my Fiesta at Sparkle Wash.").

Written 12-07 (forty-fifth session) after reading families9 to families36's runs, where
the model swapped such a thing and its venue ("Dobbies" as the plant and "Lavender" as
the centre of "Lavender at Dobbies please.", "Shine On" as the car of "Valet my Golf at
Shine On.", "Hamilton" as the theatre of "Seats for Hamilton at the Victoria Palace
Theatre."), and before a change putting them back and before any run of it: it measures
that change on requests it was not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "musical_seats": (
        "Book seats for a musical at a theatre.", {"theatre": S, "musical": S, "seats": I},
        ["theatre", "musical"]),
    "wine_merchant_stock": (
        "Check a wine is in stock at a wine merchant.", {"merchant": S, "wine": S},
        ["merchant", "wine"]),
    "nursery_stock_check": (
        "Check a plant is in stock at a garden centre.", {"centre": S, "plant": S},
        ["centre", "plant"]),
    "valet_slot_book": (
        "Book a valet for a car at a car wash.", {"car_wash": S, "car": S},
        ["car_wash", "car"]),
    "vinyl_hold": (
        "Hold a record at a record shop.", {"shop": S, "record": S}, ["shop", "record"]),
    "gig_tickets": (
        "Buy tickets to see a band at a venue.", {"venue": S, "band": S},
        ["venue", "band"]),
    "game_reserve": (
        "Reserve a video game at a game shop.", {"shop": S, "game": S}, ["shop", "game"]),
    "film_seats": (
        "Book seats for a film at a cinema.", {"cinema": S, "film": S}, ["cinema", "film"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES38: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Two seats for Wicked at the Apollo Victoria.", ("musical_seats", "gig_tickets"),
     [("musical_seats", {"theatre": "Apollo Victoria", "musical": "Wicked", "seats": 2})]),
    ("Les Misérables at the Sondheim Theatre please.", ("musical_seats", "film_seats",
                                                        "vinyl_hold"),
     [("musical_seats", {"theatre": "Sondheim Theatre", "musical": "Les Misérables"})]),
    ("Book Matilda at the Cambridge Theatre.", ("musical_seats", "wine_merchant_stock"),
     [("musical_seats", {"theatre": "Cambridge Theatre", "musical": "Matilda"})]),
    ("Four seats for Mamma Mia at the Novello.", ("musical_seats", "game_reserve"),
     [("musical_seats", {"theatre": "Novello", "musical": "Mamma Mia", "seats": 4})]),
    ("Malbec at Majestic please.", ("wine_merchant_stock", "nursery_stock_check"),
     [("wine_merchant_stock", {"merchant": "Majestic", "wine": "Malbec"})]),
    ("Is there Prosecco at Oddbins?", ("wine_merchant_stock", "valet_slot_book",
                                       "film_seats"),
     [("wine_merchant_stock", {"merchant": "Oddbins", "wine": "Prosecco"})]),
    ("Chablis at Berry Bros please.", ("wine_merchant_stock", "gig_tickets"),
     [("wine_merchant_stock", {"merchant": "Berry Bros", "wine": "Chablis"})]),
    ("Rosemary at Wyevale please.", ("nursery_stock_check", "vinyl_hold"),
     [("nursery_stock_check", {"centre": "Wyevale", "plant": "rosemary"})]),
    ("Any Hostas at Squires?", ("nursery_stock_check", "game_reserve", "musical_seats"),
     [("nursery_stock_check", {"centre": "Squires", "plant": "Hostas"})]),
    ("Foxgloves at Notcutts please.", ("nursery_stock_check", "wine_merchant_stock"),
     [("nursery_stock_check", {"centre": "Notcutts", "plant": "foxgloves"})]),
    ("Valet my Fiesta at Sparkle Wash.", ("valet_slot_book", "film_seats"),
     [("valet_slot_book", {"car_wash": "Sparkle Wash", "car": "Fiesta"})]),
    ("Valet the Qashqai at Mr Bubbles.", ("valet_slot_book", "nursery_stock_check",
                                          "gig_tickets"),
     [("valet_slot_book", {"car_wash": "Mr Bubbles", "car": "Qashqai"})]),
    ("Hold Rumours at Rough Trade.", ("vinyl_hold", "game_reserve"),
     [("vinyl_hold", {"shop": "Rough Trade", "record": "Rumours"})]),
    ("Hold Blue Lines at Spillers.", ("vinyl_hold", "musical_seats"),
     [("vinyl_hold", {"shop": "Spillers", "record": "Blue Lines"})]),
    ("Is Nevermind in at Sister Ray?", ("vinyl_hold", "valet_slot_book", "film_seats"),
     [("vinyl_hold", {"shop": "Sister Ray", "record": "Nevermind"})]),
    ("Tickets for Blur at Wembley Stadium.", ("gig_tickets", "musical_seats"),
     [("gig_tickets", {"venue": "Wembley Stadium", "band": "Blur"})]),
    ("Two tickets for Pulp at the Roundhouse.", ("gig_tickets", "vinyl_hold"),
     [("gig_tickets", {"venue": "Roundhouse", "band": "Pulp"})]),
    ("Elbow at Brixton Academy please.", ("gig_tickets", "wine_merchant_stock",
                                          "game_reserve"),
     [("gig_tickets", {"venue": "Brixton Academy", "band": "Elbow"})]),
    ("Reserve FIFA at Grainger Games.", ("game_reserve", "nursery_stock_check"),
     [("game_reserve", {"shop": "Grainger Games", "game": "FIFA"})]),
    ("Hold Minecraft at Level Up please.", ("game_reserve", "valet_slot_book"),
     [("game_reserve", {"shop": "Level Up", "game": "Minecraft"})]),
    ("Reserve Tetris at Pixel Store.", ("game_reserve", "film_seats", "vinyl_hold"),
     [("game_reserve", {"shop": "Pixel Store", "game": "Tetris"})]),
    ("Dune at the Curzon please.", ("film_seats", "musical_seats"),
     [("film_seats", {"cinema": "Curzon", "film": "Dune"})]),
    ("Barbie at Picturehouse Central.", ("film_seats", "gig_tickets"),
     [("film_seats", {"cinema": "Picturehouse Central", "film": "Barbie"})]),
    ("Book Oppenheimer at the Odeon Leicester Square.", ("film_seats", "valet_slot_book",
                                                         "wine_merchant_stock"),
     [("film_seats", {"cinema": "Odeon Leicester Square", "film": "Oppenheimer"})]),
    ("Paddington at Vue please.", ("film_seats", "nursery_stock_check"),
     [("film_seats", {"cinema": "Vue", "film": "Paddington"})]),
]
