"""``mixed_requests.py --later families37``: 25 more requests for one tool among two or
three offered, each a thing got or booked at a venue named with the town it is in ("A
kite at Toytown in Whitby.", "A margherita from Franco Manca in Brixton.").

Written 12-07 (forty-fifth session) after reading families9 to families36's runs, where
the model wrote the town alone as the venue ("London" as the haberdasher of "Cotton lawn
at Liberty in London.", "Salford" as the shop of "20 copies from Print Hub in Salford."),
and before a change reading such a value and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "toy_shop_hold": (
        "Hold a toy at a toy shop.", {"shop": S, "toy": S}, ["shop", "toy"]),
    "picture_framer_order": (
        "Have a picture framed at a framer.", {"framer": S, "picture": S},
        ["framer", "picture"]),
    "book_shop_collect": (
        "Order a book to collect from a bookshop.", {"bookshop": S, "title": S},
        ["bookshop", "title"]),
    "bar_table_book": (
        "Book a table at a bar.", {"bar": S, "people": I}, ["bar", "people"]),
    "nursery_plant_order": (
        "Order a plant from a plant nursery.", {"nursery": S, "plant": S},
        ["nursery", "plant"]),
    "pizzeria_order": (
        "Order a pizza from a pizzeria.", {"pizzeria": S, "pizza": S},
        ["pizzeria", "pizza"]),
    "brewery_tasting": (
        "Book a beer tasting at a brewery.", {"brewery": S, "people": I},
        ["brewery", "people"]),
    "dance_class_book": (
        "Book a dance class at a dance studio, in a town.",
        {"studio": S, "dance": S, "town": S}, ["studio", "dance"]),
    "salon_cut_book": (
        "Book a haircut at a hair salon, in a town.", {"salon": S, "cut": S, "town": S},
        ["salon", "cut"]),
    "gift_shop_order": (
        "Order a gift from a gift shop.", {"shop": S, "gift": S}, ["shop", "gift"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES37: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Hold a kite at Toytown in Whitby.", ("toy_shop_hold", "pizzeria_order"),
     [("toy_shop_hold", {"shop": "Toytown", "toy": "kite"})]),
    ("A wooden train set from Little Ones in Ludlow.", ("toy_shop_hold", "bar_table_book"),
     [("toy_shop_hold", {"shop": "Little Ones", "toy": "wooden train set"})]),
    ("Hold a Lego set at Brick Box in Derby.", ("toy_shop_hold", "brewery_tasting",
                                                "salon_cut_book"),
     [("toy_shop_hold", {"shop": "Brick Box", "toy": "Lego set"})]),
    ("Frame my map at Gilt Edge in Lewes.", ("picture_framer_order", "gift_shop_order"),
     [("picture_framer_order", {"framer": "Gilt Edge", "picture": "map"})]),
    ("Frame a print at Arty Frames in Norwich.", ("picture_framer_order",
                                                  "nursery_plant_order"),
     [("picture_framer_order", {"framer": "Arty Frames", "picture": "print"})]),
    ("Order The Hobbit from Mostly Books in Abingdon.", ("book_shop_collect",
                                                         "toy_shop_hold"),
     [("book_shop_collect", {"bookshop": "Mostly Books", "title": "The Hobbit"})]),
    ("Get Middlemarch from Topping in Bath.", ("book_shop_collect", "bar_table_book",
                                               "dance_class_book"),
     [("book_shop_collect", {"bookshop": "Topping", "title": "Middlemarch"})]),
    ("A table for 4 at The Alchemist in Leeds.", ("bar_table_book", "brewery_tasting"),
     [("bar_table_book", {"bar": "The Alchemist", "people": 4})]),
    ("Table for 2 at Brewdog in Camden.", ("bar_table_book", "picture_framer_order"),
     [("bar_table_book", {"bar": "Brewdog", "people": 2})]),
    ("A fig tree from Binny Plants in Bristol.", ("nursery_plant_order", "gift_shop_order"),
     [("nursery_plant_order", {"nursery": "Binny Plants", "plant": "fig tree"})]),
    ("Order a rose bush from Peter Beales in Norfolk.", ("nursery_plant_order",
                                                         "book_shop_collect"),
     [("nursery_plant_order", {"nursery": "Peter Beales", "plant": "rose bush"})]),
    ("A margherita from Franco Manca in Brixton.", ("pizzeria_order", "bar_table_book"),
     [("pizzeria_order", {"pizzeria": "Franco Manca", "pizza": "margherita"})]),
    ("Order a calzone at Pizza Pilgrims in Soho.", ("pizzeria_order", "toy_shop_hold",
                                                    "salon_cut_book"),
     [("pizzeria_order", {"pizzeria": "Pizza Pilgrims", "pizza": "calzone"})]),
    ("A tasting for 6 at Thornbridge in Bakewell.", ("brewery_tasting", "bar_table_book"),
     [("brewery_tasting", {"brewery": "Thornbridge", "people": 6})]),
    ("Tasting for 2 at Harvey's in Lewes.", ("brewery_tasting", "gift_shop_order"),
     [("brewery_tasting", {"brewery": "Harvey's", "people": 2})]),
    ("Salsa at Dance Base in Edinburgh.", ("dance_class_book", "salon_cut_book"),
     [("dance_class_book", {"studio": "Dance Base", "dance": "salsa",
                            "town": "Edinburgh"})]),
    ("A tango class at Pineapple in Covent Garden.", ("dance_class_book",
                                                      "brewery_tasting"),
     [("dance_class_book", {"studio": "Pineapple", "dance": "tango",
                            "town": "Covent Garden"})]),
    ("Tap at Step Up in Chester.", ("dance_class_book", "pizzeria_order",
                                    "picture_framer_order"),
     [("dance_class_book", {"studio": "Step Up", "dance": "tap", "town": "Chester"})]),
    ("A trim at Hair Loft in Stamford.", ("salon_cut_book", "dance_class_book"),
     [("salon_cut_book", {"salon": "Hair Loft", "cut": "trim", "town": "Stamford"})]),
    ("A bob at Cutting Room in Frome.", ("salon_cut_book", "toy_shop_hold"),
     [("salon_cut_book", {"salon": "Cutting Room", "cut": "bob", "town": "Frome"})]),
    ("A scented candle from Wax Works in Totnes.", ("gift_shop_order",
                                                    "nursery_plant_order"),
     [("gift_shop_order", {"shop": "Wax Works", "gift": "scented candle"})]),
    ("A photo mug at Gift Box in Harrogate.", ("gift_shop_order", "book_shop_collect",
                                               "brewery_tasting"),
     [("gift_shop_order", {"shop": "Gift Box", "gift": "photo mug"})]),
    ("Hold a yo-yo at Toy Barn.", ("toy_shop_hold", "picture_framer_order"),
     [("toy_shop_hold", {"shop": "Toy Barn", "toy": "yo-yo"})]),
    ("Order Persuasion from Foyles.", ("book_shop_collect", "pizzeria_order"),
     [("book_shop_collect", {"bookshop": "Foyles", "title": "Persuasion"})]),
    ("A pepperoni from Pizza Union in Kings Cross.", ("pizzeria_order", "dance_class_book"),
     [("pizzeria_order", {"pizzeria": "Pizza Union", "pizza": "pepperoni"})]),
]
