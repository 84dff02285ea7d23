"""``mixed_requests.py --later families12``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families11.py``'s:
allotments, piano tuners, escape rooms, blood donation, chess puzzles, tailors, key
cutting, boat hire, quiz nights, window cleaners, comic shops, allergy menus and
stargazing forecasts.

Written 12-06 (thirty-sixth session) after the refill stage's first runs on families10
and families11 had been read, before the changes made from them (runs another argument
holds left out, the refill's note) and before any run of this batch: it measures those
changes on requests they were not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "allotment_waitlist": (
        "Join the waiting list for an allotment.",
        {"site": S, "name": S}, ["site", "name"]),
    "piano_tuner_book": (
        "Book a piano tuner.",
        {"address": S, "piano": S}, ["address"]),
    "escape_room_book": (
        "Book an escape room.",
        {"room": S, "players": INT, "venue": S}, ["room", "players"]),
    "blood_donation": (
        "Find blood donation sessions near a town.",
        {"town": S}, ["town"]),
    "chess_puzzle": (
        "Get a chess puzzle.",
        {"theme": S, "rating": INT}, ["theme"]),
    "tailor_alteration": (
        "Book an alteration at a tailor.",
        {"garment": S, "alteration": S, "tailor": S}, ["garment", "alteration"]),
    "key_cutting": (
        "Find key cutting near a place.",
        {"near": S, "key_type": S}, ["near"]),
    "boat_hire": (
        "Hire a boat.",
        {"lake": S, "boat": {**S, "enum": ["rowing", "pedal", "motor"]}, "hours": R},
        ["lake"]),
    "quiz_night": (
        "Find quiz nights at pubs.",
        {"pub": S, "town": S}, ["town"]),
    "window_cleaner": (
        "Book a window cleaner.",
        {"address": S, "windows": INT}, ["address"]),
    "comic_shop": (
        "Check whether a comic shop has an issue in stock.",
        {"shop": S, "title": S, "issue": INT}, ["shop", "title"]),
    "allergy_menu": (
        "A restaurant's dishes free of an allergen.",
        {"restaurant": S, "allergen": S}, ["restaurant", "allergen"]),
    "stargazing_forecast": (
        "How clear the night sky will be at a place.",
        {"place": S}, ["place"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES12: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Put Priya Shah on the waiting list for Hill Top allotments.", ("allotment_waitlist",
                                                                     "quiz_night"),
     [("allotment_waitlist", {"site": "Hill Top", "name": "Priya Shah"})]),
    ("Add me, Joe Bloggs, to the Riverside allotment list.", ("allotment_waitlist",
                                                             "boat_hire", "key_cutting"),
     [("allotment_waitlist", {"site": "Riverside", "name": "Joe Bloggs"})]),
    ("My upright piano at 5 Castle Street needs tuning.", ("piano_tuner_book",
                                                           "window_cleaner"),
     [("piano_tuner_book", {"address": "5 Castle Street", "piano": "upright"})]),
    ("Tune the piano at 18 Queens Road.", ("piano_tuner_book", "tailor_alteration",
                                           "chess_puzzle"),
     [("piano_tuner_book", {"address": "18 Queens Road"})]),
    ("Book The Vault escape room for 5 players.", ("escape_room_book", "quiz_night"),
     [("escape_room_book", {"room": "The Vault", "players": 5})]),
    ("Escape room Prison Break at Clue HQ, 4 of us.", ("escape_room_book", "comic_shop",
                                                       "blood_donation"),
     [("escape_room_book", {"room": "Prison Break", "players": 4, "venue": "Clue HQ"})]),
    ("Where can I give blood in Swindon?", ("blood_donation", "stargazing_forecast"),
     [("blood_donation", {"town": "Swindon"})]),
    ("Blood donation sessions near Harrogate.", ("blood_donation", "allergy_menu",
                                                 "piano_tuner_book"),
     [("blood_donation", {"town": "Harrogate"})]),
    ("Give me a chess puzzle about forks.", ("chess_puzzle", "escape_room_book"),
     [("chess_puzzle", {"theme": "forks"})]),
    ("An endgame puzzle rated 1500.", ("chess_puzzle", "quiz_night", "boat_hire"),
     [("chess_puzzle", {"theme": "endgame", "rating": 1500})]),
    ("Shorten my suit trousers at Savile Tailors.", ("tailor_alteration", "key_cutting"),
     [("tailor_alteration", {"garment": "suit trousers", "alteration": "shorten",
                             "tailor": "Savile Tailors"})]),
    ("I need the sleeves of my coat taken in.", ("tailor_alteration", "comic_shop",
                                                 "window_cleaner"),
     [("tailor_alteration", {"garment": "coat", "alteration": "sleeves taken in"})]),
    ("Where can I get a key cut near Victoria Station?", ("key_cutting", "blood_donation"),
     [("key_cutting", {"near": "Victoria Station"})]),
    ("Car key copies near the Arndale Centre.", ("key_cutting", "allotment_waitlist",
                                                 "stargazing_forecast"),
     [("key_cutting", {"near": "Arndale Centre", "key_type": "car key"})]),
    ("Hire a rowing boat on Windermere for 2 hours.", ("boat_hire", "escape_room_book"),
     [("boat_hire", {"lake": "Windermere", "boat": "rowing", "hours": 2})]),
    ("Can we get a pedalo on Derwentwater?", ("boat_hire", "chess_puzzle", "quiz_night"),
     [("boat_hire", {"lake": "Derwentwater", "boat": "pedal"})]),
    ("Any quiz nights in Didsbury?", ("quiz_night", "allergy_menu"),
     [("quiz_night", {"town": "Didsbury"})]),
    ("Is there a quiz at the Red Lion in Bath?", ("quiz_night", "comic_shop",
                                                  "tailor_alteration"),
     [("quiz_night", {"pub": "Red Lion", "town": "Bath"})]),
    ("Clean the 12 windows at 3 Meadow Way.", ("window_cleaner", "piano_tuner_book"),
     [("window_cleaner", {"address": "3 Meadow Way", "windows": 12})]),
    ("Get a window cleaner round to Flat 2, 40 King Street.", ("window_cleaner",
                                                               "key_cutting",
                                                               "boat_hire"),
     [("window_cleaner", {"address": "Flat 2, 40 King Street"})]),
    ("Does Forbidden Planet have Saga issue 61?", ("comic_shop", "chess_puzzle"),
     [("comic_shop", {"shop": "Forbidden Planet", "title": "Saga", "issue": 61})]),
    ("Is Batman in stock at Page 45?", ("comic_shop", "allotment_waitlist",
                                        "escape_room_book"),
     [("comic_shop", {"shop": "Page 45", "title": "Batman"})]),
    ("What's gluten free at Dishoom?", ("allergy_menu", "quiz_night"),
     [("allergy_menu", {"restaurant": "Dishoom", "allergen": "gluten"})]),
    ("Nut-free dishes at Wagamama please.", ("allergy_menu", "blood_donation",
                                             "window_cleaner"),
     [("allergy_menu", {"restaurant": "Wagamama", "allergen": "nut"})]),
    ("Will the sky be clear for stargazing at Kielder tonight?", ("stargazing_forecast",
                                                                  "key_cutting"),
     [("stargazing_forecast", {"place": "Kielder"})]),
]
