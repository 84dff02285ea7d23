"""``mixed_requests.py --later families55``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, each venue's name sharing a word with
the tool's text or with the thing ("A skin fade at Fade Street.", "A meatball sub at Sub
Club."), as in families54.

Written 12-08 (fifty-first session) after reading families54's runs, where the thing's
argument held the venue's name and the venue's a value of the model's ("Spoke Street" as
the repair and "Bike Repair" as the shop of "A puncture repair at Spoke Street.",
"Petal Palace" and "Lilac" for "Some lilies at Petal Palace."), and before a change
giving such a venue the name, the thing then asked again among the request's runs, and
before any run of it: it measures that change on requests it was not written from. The
tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "cobbler_shoes_mend": (
        "Get shoes mended at a cobbler.", {"shoes": S, "cobbler": S}, ["shoes", "cobbler"]),
    "deli_sandwich_buy": (
        "Order a sandwich at a deli.", {"sandwich": S, "deli": S}, ["sandwich", "deli"]),
    "barber_haircut_slot": (
        "Book a haircut at a barber.", {"haircut": S, "barber": S}, ["haircut", "barber"]),
    "nursery_shrub_buy": (
        "Buy a shrub from a plant nursery.", {"shrub": S, "nursery": S},
        ["shrub", "nursery"]),
    "toy_store_toy_buy": (
        "Buy a toy at a toy store.", {"toy": S, "store": S}, ["toy", "store"]),
    "coffee_cart_order": (
        "Order a coffee at a coffee cart.", {"coffee": S, "cart": S}, ["coffee", "cart"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES55: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("My brown brogues at Sole Mates.", ("cobbler_shoes_mend", "toy_store_toy_buy"),
     [("cobbler_shoes_mend", {"shoes": "brown brogues", "cobbler": "Sole Mates"})]),
    ("Some walking boots at Heel Bar.", ("cobbler_shoes_mend", "coffee_cart_order",
                                         "deli_sandwich_buy"),
     [("cobbler_shoes_mend", {"shoes": "walking boots", "cobbler": "Heel Bar"})]),
    ("My suede loafers at Boot Hospital.", ("cobbler_shoes_mend", "barber_haircut_slot"),
     [("cobbler_shoes_mend", {"shoes": "suede loafers", "cobbler": "Boot Hospital"})]),
    ("Ankle boots at Shoe Doctor.", ("cobbler_shoes_mend", "nursery_shrub_buy"),
     [("cobbler_shoes_mend", {"shoes": "Ankle boots", "cobbler": "Shoe Doctor"})]),
    ("My work boots at Cobble Stone.", ("cobbler_shoes_mend", "deli_sandwich_buy",
                                        "toy_store_toy_buy"),
     [("cobbler_shoes_mend", {"shoes": "work boots", "cobbler": "Cobble Stone"})]),
    ("A pastrami sandwich at Deli Lama.", ("deli_sandwich_buy", "coffee_cart_order"),
     [("deli_sandwich_buy", {"sandwich": "pastrami sandwich", "deli": "Deli Lama"})]),
    ("A club sandwich at Rye Society.", ("deli_sandwich_buy", "barber_haircut_slot",
                                         "nursery_shrub_buy"),
     [("deli_sandwich_buy", {"sandwich": "club sandwich", "deli": "Rye Society"})]),
    ("A falafel wrap at Wrap Star.", ("deli_sandwich_buy", "toy_store_toy_buy"),
     [("deli_sandwich_buy", {"sandwich": "falafel wrap", "deli": "Wrap Star"})]),
    ("A meatball sub at Sub Club.", ("deli_sandwich_buy", "cobbler_shoes_mend"),
     [("deli_sandwich_buy", {"sandwich": "meatball sub", "deli": "Sub Club"})]),
    ("A skin fade at Fade Street.", ("barber_haircut_slot", "deli_sandwich_buy"),
     [("barber_haircut_slot", {"haircut": "skin fade", "barber": "Fade Street"})]),
    ("A buzz cut at Clipper Club.", ("barber_haircut_slot", "coffee_cart_order",
                                     "cobbler_shoes_mend"),
     [("barber_haircut_slot", {"haircut": "buzz cut", "barber": "Clipper Club"})]),
    ("A beard trim at Razor Sharp.", ("barber_haircut_slot", "nursery_shrub_buy"),
     [("barber_haircut_slot", {"haircut": "beard trim", "barber": "Razor Sharp"})]),
    ("A crew cut at Cut Throat.", ("barber_haircut_slot", "toy_store_toy_buy"),
     [("barber_haircut_slot", {"haircut": "crew cut", "barber": "Cut Throat"})]),
    ("A box hedge from Hedge Hogs.", ("nursery_shrub_buy", "barber_haircut_slot"),
     [("nursery_shrub_buy", {"shrub": "box hedge", "nursery": "Hedge Hogs"})]),
    ("Some lavender from Green Fingers.", ("nursery_shrub_buy", "coffee_cart_order",
                                           "deli_sandwich_buy"),
     [("nursery_shrub_buy", {"shrub": "lavender", "nursery": "Green Fingers"})]),
    ("A camellia from Shrub Hub.", ("nursery_shrub_buy", "cobbler_shoes_mend"),
     [("nursery_shrub_buy", {"shrub": "camellia", "nursery": "Shrub Hub"})]),
    ("A rosemary bush from Herb Garden.", ("nursery_shrub_buy", "toy_store_toy_buy"),
     [("nursery_shrub_buy", {"shrub": "rosemary bush", "nursery": "Herb Garden"})]),
    ("A wooden train at Toy Town.", ("toy_store_toy_buy", "deli_sandwich_buy"),
     [("toy_store_toy_buy", {"toy": "wooden train", "store": "Toy Town"})]),
    ("A yo-yo at Play Time.", ("toy_store_toy_buy", "barber_haircut_slot",
                               "coffee_cart_order"),
     [("toy_store_toy_buy", {"toy": "yo-yo", "store": "Play Time"})]),
    ("A kite at Sky High.", ("toy_store_toy_buy", "nursery_shrub_buy"),
     [("toy_store_toy_buy", {"toy": "kite", "store": "Sky High"})]),
    ("A jigsaw puzzle at Puzzle Palace.", ("toy_store_toy_buy", "cobbler_shoes_mend"),
     [("toy_store_toy_buy", {"toy": "jigsaw puzzle", "store": "Puzzle Palace"})]),
    ("A flat white at Bean Machine.", ("coffee_cart_order", "toy_store_toy_buy"),
     [("coffee_cart_order", {"coffee": "flat white", "cart": "Bean Machine"})]),
    ("An espresso at Cart Wheel.", ("coffee_cart_order", "nursery_shrub_buy",
                                    "barber_haircut_slot"),
     [("coffee_cart_order", {"coffee": "espresso", "cart": "Cart Wheel"})]),
    ("A cortado at Grind Stone.", ("coffee_cart_order", "deli_sandwich_buy"),
     [("coffee_cart_order", {"coffee": "cortado", "cart": "Grind Stone"})]),
    ("A cappuccino at Froth Cart.", ("coffee_cart_order", "cobbler_shoes_mend"),
     [("coffee_cart_order", {"coffee": "cappuccino", "cart": "Froth Cart"})]),
]
