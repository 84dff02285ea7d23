"""``mixed_requests.py --later families53``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue whose own text places the venue with
"from" ("Buy sweets from a confectioner."), most requests naming the venue after "at"
("Some pear drops at Sweet Jar.", 19 of 25) and the rest after "from".

Written 12-08 (fifty-first session) after reading the read batches' runs, where requests
naming such a venue after "at" ("Some beef mince at Dring's." for "Order meat from a
butcher.", "Some Comte at Cheezelo." for "Buy cheese from a cheesemonger.") were left
as the model wrote them, and before a change reading "at" as placing such a venue too,
and before any run of it: it measures that change on requests it was not written from.
The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "greengrocer_produce_buy": (
        "Buy fruit or vegetables from a greengrocer.", {"produce": S, "greengrocer": S},
        ["produce", "greengrocer"]),
    "ironmonger_item_buy": (
        "Buy hardware from an ironmonger.", {"item": S, "ironmonger": S},
        ["item", "ironmonger"]),
    "chandler_gear_buy": (
        "Buy boat gear from a chandler.", {"gear": S, "chandler": S}, ["gear", "chandler"]),
    "stationer_item_buy": (
        "Buy stationery from a stationer.", {"item": S, "stationer": S},
        ["item", "stationer"]),
    "jeweller_piece_buy": (
        "Buy jewellery from a jeweller.", {"piece": S, "jeweller": S},
        ["piece", "jeweller"]),
    "confectioner_sweets_buy": (
        "Buy sweets from a confectioner.", {"sweets": S, "confectioner": S},
        ["sweets", "confectioner"]),
    "optician_eyewear_order": (
        "Order glasses or lenses from an optician.", {"eyewear": S, "optician": S},
        ["eyewear", "optician"]),
    "bookseller_title_order": (
        "Order a book from a bookseller.", {"title": S, "bookseller": S},
        ["title", "bookseller"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES53: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Some Bramley apples at Hewitt's.", ("greengrocer_produce_buy", "stationer_item_buy"),
     [("greengrocer_produce_buy", {"produce": "Bramley apples", "greengrocer": "Hewitt's"})]),
    ("Blood oranges at Fruit Basket in Bridport.", ("greengrocer_produce_buy",
                                                    "jeweller_piece_buy",
                                                    "chandler_gear_buy"),
     [("greengrocer_produce_buy", {"produce": "Blood oranges",
                                   "greengrocer": "Fruit Basket"})]),
    ("Some asparagus at Crowthers.", ("greengrocer_produce_buy", "bookseller_title_order"),
     [("greengrocer_produce_buy", {"produce": "asparagus", "greengrocer": "Crowthers"})]),
    ("Runner beans from Green Grocer's in Morpeth.", ("greengrocer_produce_buy",
                                                      "optician_eyewear_order"),
     [("greengrocer_produce_buy", {"produce": "Runner beans",
                                   "greengrocer": "Green Grocer's"})]),
    ("A brass door knob at Hoopers.", ("ironmonger_item_buy", "confectioner_sweets_buy"),
     [("ironmonger_item_buy", {"item": "brass door knob", "ironmonger": "Hoopers"})]),
    ("Some galvanised nails at Tinkers in Malton.", ("ironmonger_item_buy",
                                                     "greengrocer_produce_buy",
                                                     "jeweller_piece_buy"),
     [("ironmonger_item_buy", {"item": "galvanised nails", "ironmonger": "Tinkers"})]),
    ("A padlock from Iron Works.", ("ironmonger_item_buy", "stationer_item_buy"),
     [("ironmonger_item_buy", {"item": "padlock", "ironmonger": "Iron Works"})]),
    ("A life jacket at Sea Gear in Falmouth.", ("chandler_gear_buy", "optician_eyewear_order"),
     [("chandler_gear_buy", {"gear": "life jacket", "chandler": "Sea Gear"})]),
    ("Some mooring rope at Harbourside Chandlery.", ("chandler_gear_buy",
                                                     "bookseller_title_order",
                                                     "ironmonger_item_buy"),
     [("chandler_gear_buy", {"gear": "mooring rope", "chandler": "Harbourside Chandlery"})]),
    ("An anchor from Harbour Supplies.", ("chandler_gear_buy", "confectioner_sweets_buy"),
     [("chandler_gear_buy", {"gear": "anchor", "chandler": "Harbour Supplies"})]),
    ("A fountain pen at Pen Corner.", ("stationer_item_buy", "jeweller_piece_buy"),
     [("stationer_item_buy", {"item": "fountain pen", "stationer": "Pen Corner"})]),
    ("Some Manila envelopes at Papermill.", ("stationer_item_buy", "greengrocer_produce_buy",
                                             "chandler_gear_buy"),
     [("stationer_item_buy", {"item": "Manila envelopes", "stationer": "Papermill"})]),
    ("A leather diary from Inkwell in Kelso.", ("stationer_item_buy",
                                                "optician_eyewear_order"),
     [("stationer_item_buy", {"item": "leather diary", "stationer": "Inkwell"})]),
    ("A silver locket at Aurum.", ("jeweller_piece_buy", "ironmonger_item_buy"),
     [("jeweller_piece_buy", {"piece": "silver locket", "jeweller": "Aurum"})]),
    ("Pearl earrings at Laing's in Crieff.", ("jeweller_piece_buy", "confectioner_sweets_buy",
                                              "bookseller_title_order"),
     [("jeweller_piece_buy", {"piece": "Pearl earrings", "jeweller": "Laing's"})]),
    ("A signet ring from Gem Box.", ("jeweller_piece_buy", "chandler_gear_buy"),
     [("jeweller_piece_buy", {"piece": "signet ring", "jeweller": "Gem Box"})]),
    ("Some pear drops at Sweet Jar.", ("confectioner_sweets_buy", "greengrocer_produce_buy"),
     [("confectioner_sweets_buy", {"sweets": "pear drops", "confectioner": "Sweet Jar"})]),
    ("Fudge at Roxby's in Sedbergh.", ("confectioner_sweets_buy", "stationer_item_buy",
                                       "jeweller_piece_buy"),
     [("confectioner_sweets_buy", {"sweets": "Fudge", "confectioner": "Roxby's"})]),
    ("Some sherbet lemons at Mr Pickles.", ("confectioner_sweets_buy", "ironmonger_item_buy"),
     [("confectioner_sweets_buy", {"sweets": "sherbet lemons",
                                   "confectioner": "Mr Pickles"})]),
    ("Contact lenses at Eyeplan.", ("optician_eyewear_order", "chandler_gear_buy"),
     [("optician_eyewear_order", {"eyewear": "Contact lenses", "optician": "Eyeplan"})]),
    ("Reading glasses at Clear Sight in Hexham.", ("optician_eyewear_order",
                                                   "stationer_item_buy",
                                                   "confectioner_sweets_buy"),
     [("optician_eyewear_order", {"eyewear": "Reading glasses", "optician": "Clear Sight"})]),
    ("Prescription sunglasses from Optika.", ("optician_eyewear_order",
                                              "greengrocer_produce_buy"),
     [("optician_eyewear_order", {"eyewear": "Prescription sunglasses",
                                  "optician": "Optika"})]),
    ("Order Gilead at Toppings.", ("bookseller_title_order", "jeweller_piece_buy"),
     [("bookseller_title_order", {"title": "Gilead", "bookseller": "Toppings"})]),
    ("Can I get Shuggie Bain at Hatton Books?", ("bookseller_title_order",
                                                 "ironmonger_item_buy",
                                                 "optician_eyewear_order"),
     [("bookseller_title_order", {"title": "Shuggie Bain", "bookseller": "Hatton Books"})]),
    ("The Odyssey from Book Nook.", ("bookseller_title_order", "chandler_gear_buy"),
     [("bookseller_title_order", {"title": "The Odyssey", "bookseller": "Book Nook"})]),
]
