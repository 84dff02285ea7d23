"""``mixed_requests.py --later families50``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, most requests writing the thing
after an article, a possessive or "some" and before "at" or "from" and the venue's name
("A hot stone massage at Champneys.", "Some wood screws from Screwfix."), for parameters
whose name says a name ("treatment_name", "item_name") and for others ("drink").

Written 12-07 (forty-ninth session) after reading families19's final run, where
``placed.placed_cut`` gave "A spin class" to a ``class_name`` that ``opening.opening_cut``
does not cut (before, the refill had asked the class), and before a change leaving such a
thing to the refill, and before any run of it: it measures that change on requests it was
not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "spa_treatment_book": (
        "Book a treatment at a spa.", {"treatment_name": S, "spa": S},
        ["treatment_name", "spa"]),
    "restaurant_dish_order": (
        "Order a dish at a restaurant.", {"dish_name": S, "restaurant": S},
        ["dish_name", "restaurant"]),
    "nursery_plant_buy": (
        "Buy a plant at a nursery.", {"plant_name": S, "nursery": S},
        ["plant_name", "nursery"]),
    "dance_lesson_book": (
        "Book a dance lesson at a studio.", {"dance_style": S, "studio": S},
        ["dance_style", "studio"]),
    "coffee_bar_order": (
        "Order a drink at a coffee shop.", {"drink": S, "coffee_shop": S},
        ["drink", "coffee_shop"]),
    "hardware_item_buy": (
        "Buy an item at a hardware store.", {"item_name": S, "store": S},
        ["item_name", "store"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES50: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A hot stone massage at Champneys.", ("spa_treatment_book", "restaurant_dish_order"),
     [("spa_treatment_book", {"treatment_name": "hot stone massage", "spa": "Champneys"})]),
    ("A deep tissue massage from Ragdale Hall.", ("spa_treatment_book", "coffee_bar_order",
                                                  "hardware_item_buy"),
     [("spa_treatment_book", {"treatment_name": "deep tissue massage",
                              "spa": "Ragdale Hall"})]),
    ("Book a facial at Coworth Park.", ("spa_treatment_book", "nursery_plant_buy"),
     [("spa_treatment_book", {"treatment_name": "facial", "spa": "Coworth Park"})]),
    ("An Indian head massage at Bannatyne Spa.", ("spa_treatment_book", "dance_lesson_book"),
     [("spa_treatment_book", {"treatment_name": "Indian head massage",
                              "spa": "Bannatyne Spa"})]),
    ("A pedicure at Elemis House.", ("spa_treatment_book", "hardware_item_buy"),
     [("spa_treatment_book", {"treatment_name": "pedicure", "spa": "Elemis House"})]),
    ("A mushroom risotto at Carluccio's.", ("restaurant_dish_order", "nursery_plant_buy"),
     [("restaurant_dish_order", {"dish_name": "mushroom risotto",
                                 "restaurant": "Carluccio's"})]),
    ("The lamb tagine from Comptoir Libanais.", ("restaurant_dish_order", "coffee_bar_order",
                                                 "spa_treatment_book"),
     [("restaurant_dish_order", {"dish_name": "lamb tagine",
                                 "restaurant": "Comptoir Libanais"})]),
    ("A fish finger sandwich at Poppies.", ("restaurant_dish_order", "dance_lesson_book"),
     [("restaurant_dish_order", {"dish_name": "fish finger sandwich",
                                 "restaurant": "Poppies"})]),
    ("A Sunday roast at the Harwood Arms.", ("restaurant_dish_order", "hardware_item_buy"),
     [("restaurant_dish_order", {"dish_name": "Sunday roast",
                                 "restaurant": "Harwood Arms"})]),
    ("Some snowdrops from Thorncroft.", ("nursery_plant_buy", "restaurant_dish_order"),
     [("nursery_plant_buy", {"plant_name": "snowdrops", "nursery": "Thorncroft"})]),
    ("A Japanese maple from Burncoose Nurseries.", ("nursery_plant_buy", "coffee_bar_order"),
     [("nursery_plant_buy", {"plant_name": "Japanese maple",
                             "nursery": "Burncoose Nurseries"})]),
    ("A lemon tree at Cactus Land.", ("nursery_plant_buy", "spa_treatment_book",
                                      "dance_lesson_book"),
     [("nursery_plant_buy", {"plant_name": "lemon tree", "nursery": "Cactus Land"})]),
    ("A jive lesson at Danceworks.", ("dance_lesson_book", "coffee_bar_order"),
     [("dance_lesson_book", {"dance_style": "jive", "studio": "Danceworks"})]),
    ("A waltz lesson from Dance Attic.", ("dance_lesson_book", "restaurant_dish_order"),
     [("dance_lesson_book", {"dance_style": "waltz", "studio": "Dance Attic"})]),
    ("Foxtrot at Rhythm Studio please.", ("dance_lesson_book", "nursery_plant_buy"),
     [("dance_lesson_book", {"dance_style": "foxtrot", "studio": "Rhythm Studio"})]),
    ("A macchiato at Workshop Coffee.", ("coffee_bar_order", "spa_treatment_book"),
     [("coffee_bar_order", {"drink": "macchiato", "coffee_shop": "Workshop Coffee"})]),
    ("An oat latte from Department of Coffee.", ("coffee_bar_order", "hardware_item_buy",
                                                 "nursery_plant_buy"),
     [("coffee_bar_order", {"drink": "oat latte",
                            "coffee_shop": "Department of Coffee"})]),
    ("My cold brew at Kahaila please.", ("coffee_bar_order", "dance_lesson_book"),
     [("coffee_bar_order", {"drink": "cold brew", "coffee_shop": "Kahaila"})]),
    ("A chai from Bar Italia.", ("coffee_bar_order", "restaurant_dish_order"),
     [("coffee_bar_order", {"drink": "chai", "coffee_shop": "Bar Italia"})]),
    ("A tape measure from Toolstation.", ("hardware_item_buy", "spa_treatment_book"),
     [("hardware_item_buy", {"item_name": "tape measure", "store": "Toolstation"})]),
    ("Some wood screws from Screwfix.", ("hardware_item_buy", "nursery_plant_buy"),
     [("hardware_item_buy", {"item_name": "wood screws", "store": "Screwfix"})]),
    ("The cordless drill at Wickes.", ("hardware_item_buy", "coffee_bar_order",
                                       "restaurant_dish_order"),
     [("hardware_item_buy", {"item_name": "cordless drill", "store": "Wickes"})]),
    ("A Stanley knife from Travis Perkins.", ("hardware_item_buy", "dance_lesson_book"),
     [("hardware_item_buy", {"item_name": "Stanley knife", "store": "Travis Perkins"})]),
    ("A paint roller at Leyland Decorating.", ("hardware_item_buy", "spa_treatment_book"),
     [("hardware_item_buy", {"item_name": "paint roller", "store": "Leyland Decorating"})]),
    ("Their seafood paella at Barrafina please.", ("restaurant_dish_order",
                                                   "nursery_plant_buy"),
     [("restaurant_dish_order", {"dish_name": "seafood paella",
                                 "restaurant": "Barrafina"})]),
]
