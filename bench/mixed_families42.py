"""``mixed_requests.py --later families42``: 25 more requests for one tool among two
offered, each writing a count in words ("A rowing boat for two hours.", "Twelve
croissants from the bakery.", "for one night"): 17 for a tool that needs that count (an
``integer``), 8 for a tool that takes no number, beside one that needs a count
("Hold Three Men in a Boat at Kendal library." beside a boat's hire by the hour).

Written 12-07 (forty-seventh session) after reading families9 to families41's runs, where
the choice check by meaning (``CheckChoiceMeaning``) left the model's wrong tool in five
requests that write their count in words ("Three pork pies from Dickinson and Morris.",
"A dinghy for two days."): it takes a tool that needs a number as callable only where
the request writes digits. Written before a change reading counts in words there too,
and before any run of it: it measures that change on requests it was not written from,
both where it should act and where the tool that needs a count is the wrong one. The
tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "rowing_boat_hire": (
        "Hire a rowing boat for a number of hours.", {"boat": S, "hours": I},
        ["boat", "hours"]),
    "sandwich_platter_order": (
        "Order sandwich platters for a number of people.", {"filling": S, "people": I},
        ["filling", "people"]),
    "piano_lesson_book": (
        "Book piano lessons for a number of weeks.", {"level": S, "weeks": I},
        ["level", "weeks"]),
    "kennel_stay": (
        "Book a kennel stay for a dog for a number of nights.", {"dog": S, "nights": I},
        ["dog", "nights"]),
    "marquee_hire_days": (
        "Hire a marquee for a number of days.", {"marquee": S, "days": I},
        ["marquee", "days"]),
    "bakery_box_order": (
        "Order a number of bakes from a bakery.", {"bake": S, "count": I},
        ["bake", "count"]),
    "florist_send": (
        "Send flowers from a florist.", {"flowers": S, "florist": S}, ["flowers", "florist"]),
    "library_book_hold": (
        "Hold a library book at a branch.", {"title": S, "branch": S}, ["title", "branch"]),
    "gallery_tour": (
        "Book a guided tour of a gallery.", {"gallery": S}, ["gallery"]),
    "bike_shop_service": (
        "Book a bike in for a service at a bike shop.", {"bike": S, "shop": S},
        ["bike", "shop"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES42: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A rowing boat for two hours.", ("rowing_boat_hire", "florist_send"),
     [("rowing_boat_hire", {"boat": "rowing boat", "hours": 2})]),
    ("Two hours in a pedal boat please.", ("rowing_boat_hire", "gallery_tour"),
     [("rowing_boat_hire", {"boat": "pedal boat", "hours": 2})]),
    ("A canoe for three hours.", ("rowing_boat_hire", "marquee_hire_days"),
     [("rowing_boat_hire", {"boat": "canoe", "hours": 3})]),
    ("A pedalo for one hour.", ("rowing_boat_hire", "library_book_hold"),
     [("rowing_boat_hire", {"boat": "pedalo", "hours": 1})]),
    ("Sandwich platters for twelve people, egg mayo.", ("sandwich_platter_order",
                                                        "library_book_hold"),
     [("sandwich_platter_order", {"filling": "egg mayo", "people": 12})]),
    ("Cheese and pickle platters for thirty people.", ("sandwich_platter_order",
                                                       "bike_shop_service"),
     [("sandwich_platter_order", {"filling": "cheese and pickle", "people": 30})]),
    ("Ten people, smoked salmon platters.", ("sandwich_platter_order", "bakery_box_order"),
     [("sandwich_platter_order", {"filling": "smoked salmon", "people": 10})]),
    ("Six weeks of beginner piano lessons.", ("piano_lesson_book", "gallery_tour"),
     [("piano_lesson_book", {"level": "beginner", "weeks": 6})]),
    ("Intermediate piano for eight weeks.", ("piano_lesson_book", "florist_send"),
     [("piano_lesson_book", {"level": "intermediate", "weeks": 8})]),
    ("Advanced piano lessons for four weeks.", ("piano_lesson_book", "kennel_stay"),
     [("piano_lesson_book", {"level": "advanced", "weeks": 4})]),
    ("Four nights of kennels for Biscuit.", ("kennel_stay", "library_book_hold"),
     [("kennel_stay", {"dog": "Biscuit", "nights": 4})]),
    ("Board Rolo for three nights.", ("kennel_stay", "bike_shop_service"),
     [("kennel_stay", {"dog": "Rolo", "nights": 3})]),
    ("Kennels for Monty for five nights.", ("kennel_stay", "piano_lesson_book"),
     [("kennel_stay", {"dog": "Monty", "nights": 5})]),
    ("A stretch tent for two days.", ("marquee_hire_days", "florist_send"),
     [("marquee_hire_days", {"marquee": "stretch tent", "days": 2})]),
    ("Hire a pagoda marquee for three days.", ("marquee_hire_days", "gallery_tour"),
     [("marquee_hire_days", {"marquee": "pagoda marquee", "days": 3})]),
    ("Twelve croissants from the bakery.", ("bakery_box_order", "library_book_hold"),
     [("bakery_box_order", {"bake": "croissants", "count": 12})]),
    ("Six cinnamon buns please.", ("bakery_box_order", "bike_shop_service"),
     [("bakery_box_order", {"bake": "cinnamon buns", "count": 6})]),
    # a tool that takes no number, beside one that needs a count
    ("Hold Three Men in a Boat at Kendal library.", ("library_book_hold",
                                                     "rowing_boat_hire"),
     [("library_book_hold", {"title": "Three Men in a Boat", "branch": "Kendal"})]),
    ("Hold The Three Musketeers at Bath library.", ("library_book_hold", "kennel_stay"),
     [("library_book_hold", {"title": "The Three Musketeers", "branch": "Bath"})]),
    ("A tour of the Tate for two of us.", ("gallery_tour", "sandwich_platter_order"),
     [("gallery_tour", {"gallery": "Tate"})]),
    ("A guided tour of the National Gallery for four.", ("gallery_tour",
                                                         "marquee_hire_days"),
     [("gallery_tour", {"gallery": "National Gallery"})]),
    ("My Brompton has two flat tyres, book it in at Spokes.", ("bike_shop_service",
                                                               "piano_lesson_book"),
     [("bike_shop_service", {"bike": "Brompton", "shop": "Spokes"})]),
    ("Lilies from Bloom for my two aunts.", ("florist_send", "bakery_box_order"),
     [("florist_send", {"flowers": "lilies", "florist": "Bloom"})]),
    ("Send three roses from Petal Pushers.", ("florist_send", "rowing_boat_hire"),
     [("florist_send", {"flowers": "roses", "florist": "Petal Pushers"})]),
    ("Book my tandem in at Pedal Power, both wheels are buckled.", ("bike_shop_service",
                                                                    "kennel_stay"),
     [("bike_shop_service", {"bike": "tandem", "shop": "Pedal Power"})]),
]
