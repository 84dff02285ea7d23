"""``mixed_requests.py --later families51``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, each request naming the venue by a
short name after "at" or "from" (one or two words, some with the town after "in":
"Collect a lemon drizzle from Dunn's.", "Brake pads at Cyclelab in Tenby."), a name a
small model may write with a word the request does not ("Dunn's Bakery").

Written 12-07 (forty-ninth session) after reading families50's after-run and the read
batches' runs, where the venue's argument held the request's name with a word added
("Kahaila Coffee" for "at Kahaila", "Wickes Hardware", "Lola's Bakery", "Paperchase
Bath" for "at Paperchase in Bath", "Stilton Cheese Cellar" for "Stilton from Cheese
Cellar"), and before a change cutting such a venue to the name, and before any run of
it: it measures that change on requests it was not written from. The tools and requests
are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "bakery_cake_collect": (
        "Collect a cake from a bakery.", {"cake": S, "bakery": S}, ["cake", "bakery"]),
    "vet_appointment_book": (
        "Book a check-up for a pet at a vet clinic.", {"pet": S, "clinic": S},
        ["pet", "clinic"]),
    "florist_order_pick": (
        "Order flowers from a florist.", {"flowers": S, "florist": S},
        ["flowers", "florist"]),
    "pub_meal_order": (
        "Order a meal at a pub.", {"meal": S, "pub": S}, ["meal", "pub"]),
    "bookshop_copy_reserve": (
        "Reserve a copy of a book at a bookshop.", {"book": S, "shop": S},
        ["book", "shop"]),
    "cycle_part_buy": (
        "Buy a bike part at a cycle shop.", {"part": S, "shop": S}, ["part", "shop"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES51: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Collect a lemon drizzle from Dunn's.", ("bakery_cake_collect", "pub_meal_order"),
     [("bakery_cake_collect", {"cake": "lemon drizzle", "bakery": "Dunn's"})]),
    ("A carrot cake from Pophams.", ("bakery_cake_collect", "florist_order_pick",
                                     "cycle_part_buy"),
     [("bakery_cake_collect", {"cake": "carrot cake", "bakery": "Pophams"})]),
    ("Pick up a birthday cake at Fortitude in Frome.", ("bakery_cake_collect",
                                                        "bookshop_copy_reserve"),
     [("bakery_cake_collect", {"cake": "birthday cake", "bakery": "Fortitude"})]),
    ("A chocolate fudge cake from Lannan.", ("bakery_cake_collect", "vet_appointment_book"),
     [("bakery_cake_collect", {"cake": "chocolate fudge cake", "bakery": "Lannan"})]),
    ("Book my cat in for a check-up at Ash Vets.", ("vet_appointment_book",
                                                    "pub_meal_order"),
     [("vet_appointment_book", {"pet": "cat", "clinic": "Ash Vets"})]),
    ("A check-up for my spaniel at Hollybank.", ("vet_appointment_book", "cycle_part_buy",
                                                 "florist_order_pick"),
     [("vet_appointment_book", {"pet": "spaniel", "clinic": "Hollybank"})]),
    ("Jabs for my kitten at Beech House in Tenby.", ("vet_appointment_book",
                                                     "bakery_cake_collect"),
     [("vet_appointment_book", {"pet": "kitten", "clinic": "Beech House"})]),
    ("My hamster needs a check-up at Village Vets.", ("vet_appointment_book",
                                                      "bookshop_copy_reserve"),
     [("vet_appointment_book", {"pet": "hamster", "clinic": "Village Vets"})]),
    ("Sunflowers from Primrose.", ("florist_order_pick", "bakery_cake_collect"),
     [("florist_order_pick", {"flowers": "sunflowers", "florist": "Primrose"})]),
    ("Pink peonies from Wildflower in Hay.", ("florist_order_pick", "pub_meal_order",
                                             "cycle_part_buy"),
     [("florist_order_pick", {"flowers": "pink peonies", "florist": "Wildflower"})]),
    ("Some tulips from Moyses.", ("florist_order_pick", "vet_appointment_book"),
     [("florist_order_pick", {"flowers": "tulips", "florist": "Moyses"})]),
    ("White freesias from Lark.", ("florist_order_pick", "bookshop_copy_reserve"),
     [("florist_order_pick", {"flowers": "white freesias", "florist": "Lark"})]),
    ("A steak pie at the Magpie.", ("pub_meal_order", "florist_order_pick"),
     [("pub_meal_order", {"meal": "steak pie", "pub": "Magpie"})]),
    ("Scampi at the Wheatsheaf in Lavenham.", ("pub_meal_order", "cycle_part_buy",
                                               "bakery_cake_collect"),
     [("pub_meal_order", {"meal": "scampi", "pub": "Wheatsheaf"})]),
    ("A ploughman's lunch at Kings Head.", ("pub_meal_order", "vet_appointment_book"),
     [("pub_meal_order", {"meal": "ploughman's lunch", "pub": "Kings Head"})]),
    ("Sausage and mash at the Rookery.", ("pub_meal_order", "bookshop_copy_reserve"),
     [("pub_meal_order", {"meal": "sausage and mash", "pub": "Rookery"})]),
    ("Reserve Stoner at Sandoe's.", ("bookshop_copy_reserve", "pub_meal_order"),
     [("bookshop_copy_reserve", {"book": "Stoner", "shop": "Sandoe's"})]),
    ("Hold a copy of Atonement at Heffers in Ledbury.", ("bookshop_copy_reserve",
                                                           "florist_order_pick"),
     [("bookshop_copy_reserve", {"book": "Atonement", "shop": "Heffers"})]),
    ("Beloved from Hatchards.", ("bookshop_copy_reserve", "cycle_part_buy",
                                 "vet_appointment_book"),
     [("bookshop_copy_reserve", {"book": "Beloved", "shop": "Hatchards"})]),
    ("Reserve Piranesi at Gilded.", ("bookshop_copy_reserve", "bakery_cake_collect"),
     [("bookshop_copy_reserve", {"book": "Piranesi", "shop": "Gilded"})]),
    ("A bike chain from Cyclelab.", ("cycle_part_buy", "pub_meal_order"),
     [("cycle_part_buy", {"part": "bike chain", "shop": "Cyclelab"})]),
    ("Brake pads at Cadence in Tenby.", ("cycle_part_buy", "florist_order_pick"),
     [("cycle_part_buy", {"part": "brake pads", "shop": "Cadence"})]),
    ("An inner tube from Condor.", ("cycle_part_buy", "bookshop_copy_reserve",
                                    "bakery_cake_collect"),
     [("cycle_part_buy", {"part": "inner tube", "shop": "Condor"})]),
    ("A saddle from Halo.", ("cycle_part_buy", "vet_appointment_book"),
     [("cycle_part_buy", {"part": "saddle", "shop": "Halo"})]),
    ("Handlebar tape at Rapha.", ("cycle_part_buy", "pub_meal_order"),
     [("cycle_part_buy", {"part": "handlebar tape", "shop": "Rapha"})]),
]
