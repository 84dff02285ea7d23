"""``mixed_requests.py --later families26``: 25 more requests for one tool among two or
three shops' APIs, each tool taking the shop or school (by its kind's name, or placed by
the tool's own text: "at a hardware store") and the thing asked for there (a record, a
fabric, a tea, an instrument), the shop's name written after "at" or "from", some with
"in" and a town, some possessive, some requests opening with the thing ("Truffles from
Paul A Young.").

Written 12-06 (fortieth session) after ``placed_twice``, the possessive names and the
sentence's first word of ``agentnb.refill`` and before any run of this batch: it
measures them, run at the commit before them (bec87b1) and after, on requests they were
not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "record_shop_hold": (
        "Hold a record at a record shop.",
        {"shop": S, "record": S}, ["shop", "record"]),
    "haberdasher_stock": (
        "Check a fabric's stock at a haberdasher.",
        {"haberdasher": S, "fabric": S}, ["haberdasher", "fabric"]),
    "tea_merchant_order": (
        "Order loose tea from a tea merchant.",
        {"merchant": S, "tea": S}, ["merchant", "tea"]),
    "chocolatier_order": (
        "Order chocolates from a chocolatier.",
        {"chocolatier": S, "chocolates": S}, ["chocolatier", "chocolates"]),
    "hardware_stock": (
        "Check a tool's stock at a hardware store.",
        {"store": S, "item": S}, ["store", "item"]),
    "toy_reserve": (
        "Reserve a toy at a toy shop.",
        {"shop": S, "toy": S}, ["shop", "toy"]),
    "music_lesson_book": (
        "Book a music lesson at a music school.",
        {"school": S, "instrument": S}, ["school", "instrument"]),
    "market_stall_find": (
        "Find a stall at a food market.",
        {"market": S, "produce": S}, ["market", "produce"]),
    "optician_frames": (
        "Try on frames at an optician.",
        {"optician": S, "frames": S}, ["optician", "frames"]),
    "beer_stock": (
        "Check a beer's stock at an off-licence.",
        {"shop": S, "beer": S}, ["shop", "beer"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES26: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Hold Blue by Joni Mitchell at Rough Trade.", ("record_shop_hold", "toy_reserve"),
     [("record_shop_hold", {"shop": "Rough Trade", "record": "Blue"})]),
    ("Is Rumours in at Banquet Records in Kingston?", ("record_shop_hold", "beer_stock",
                                                      "optician_frames"),
     [("record_shop_hold", {"shop": "Banquet Records", "record": "Rumours"})]),
    ("Some velvet from Ditto Fabrics.", ("haberdasher_stock", "tea_merchant_order"),
     [("haberdasher_stock", {"haberdasher": "Ditto Fabrics", "fabric": "velvet"})]),
    ("Any linen at Sew Over It in Islington?", ("haberdasher_stock", "hardware_stock",
                                               "market_stall_find"),
     [("haberdasher_stock", {"haberdasher": "Sew Over It", "fabric": "linen"})]),
    ("Earl Grey from Postcard Teas.", ("tea_merchant_order", "chocolatier_order"),
     [("tea_merchant_order", {"merchant": "Postcard Teas", "tea": "Earl Grey"})]),
    ("A tin of Assam from Whittard in Bath.", ("tea_merchant_order", "music_lesson_book",
                                              "beer_stock"),
     [("tea_merchant_order", {"merchant": "Whittard", "tea": "Assam"})]),
    ("Truffles from Paul A Young.", ("chocolatier_order", "record_shop_hold"),
     [("chocolatier_order", {"chocolatier": "Paul A Young", "chocolates": "truffles"})]),
    ("Order a box of pralines at Prestat.", ("chocolatier_order", "toy_reserve",
                                            "haberdasher_stock"),
     [("chocolatier_order", {"chocolatier": "Prestat", "chocolates": "pralines"})]),
    ("Any wood glue at Robert Dyas?", ("hardware_stock", "optician_frames"),
     [("hardware_stock", {"store": "Robert Dyas", "item": "wood glue"})]),
    ("Is there a claw hammer at Jacksons in Ely?", ("hardware_stock", "tea_merchant_order",
                                                   "market_stall_find"),
     [("hardware_stock", {"store": "Jacksons", "item": "claw hammer"})]),
    ("Reserve a Lego set at Hamleys.", ("toy_reserve", "chocolatier_order"),
     [("toy_reserve", {"shop": "Hamleys", "toy": "Lego set"})]),
    ("A Brio train set at Hamleys in Glasgow.", ("toy_reserve", "record_shop_hold",
                                                "beer_stock"),
     [("toy_reserve", {"shop": "Hamleys", "toy": "Brio train set"})]),
    ("Book a violin lesson at Tring Park.", ("music_lesson_book", "hardware_stock"),
     [("music_lesson_book", {"school": "Tring Park", "instrument": "violin"})]),
    ("Guitar lessons at Rockschool in Leeds.", ("music_lesson_book", "toy_reserve",
                                               "optician_frames"),
     [("music_lesson_book", {"school": "Rockschool", "instrument": "guitar"})]),
    ("Sourdough stalls at Borough Market.", ("market_stall_find", "haberdasher_stock"),
     [("market_stall_find", {"market": "Borough Market", "produce": "sourdough"})]),
    ("Who sells oysters at Whitstable Harbour Market?", ("market_stall_find",
                                                        "chocolatier_order",
                                                        "music_lesson_book"),
     [("market_stall_find", {"market": "Whitstable Harbour Market", "produce": "oysters"})]),
    ("Try some round frames at Cubitts.", ("optician_frames", "beer_stock"),
     [("optician_frames", {"optician": "Cubitts", "frames": "round frames"})]),
    ("Aviator frames at Boots Opticians in Derby.", ("optician_frames", "hardware_stock",
                                                    "record_shop_hold"),
     [("optician_frames", {"optician": "Boots Opticians", "frames": "aviator frames"})]),
    ("Any Guinness at Bargain Booze?", ("beer_stock", "market_stall_find"),
     [("beer_stock", {"shop": "Bargain Booze", "beer": "Guinness"})]),
    ("Do they have Punk IPA at Threshers in Hull?", ("beer_stock", "toy_reserve",
                                                    "tea_merchant_order"),
     [("beer_stock", {"shop": "Threshers", "beer": "Punk IPA"})]),
    ("Blackberries at Stroud Farmers Market.", ("market_stall_find", "optician_frames"),
     [("market_stall_find", {"market": "Stroud Farmers Market", "produce": "blackberries"})]),
    ("Lapsang from Fortnum's.", ("tea_merchant_order", "haberdasher_stock",
                                 "music_lesson_book"),
     [("tea_merchant_order", {"merchant": "Fortnum's", "tea": "Lapsang"})]),
    ("Cotton lawn at Liberty in London.", ("haberdasher_stock", "chocolatier_order"),
     [("haberdasher_stock", {"haberdasher": "Liberty", "fabric": "cotton lawn"})]),
    ("Sea salt caramels from Hotel Chocolat.", ("chocolatier_order", "beer_stock",
                                               "hardware_stock"),
     [("chocolatier_order", {"chocolatier": "Hotel Chocolat",
                             "chocolates": "sea salt caramels"})]),
    ("A cello lesson at Morley College.", ("music_lesson_book", "record_shop_hold"),
     [("music_lesson_book", {"school": "Morley College", "instrument": "cello"})]),
]
