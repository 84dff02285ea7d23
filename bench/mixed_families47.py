"""``mixed_requests.py --later families47``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue (the tool's text placing it with
"at" or "from"), each request naming the thing right before the word that places the
venue ("Hague Blue at Dulux Decorator Centre.", "A Malbec from Grape Vine."), some with
the venue's town, two without a placing word.

Written 12-07 (forty-eighth session) after reading families9-39's runs, where the model
copied the thing with its venue into an argument ("Chablis at Berry Bros" as the wine
and the merchant, "Duck Egg Blue at Homebase" as the shop), and before a change cutting
such a value, and before any run of it: it measures that change on requests it was not
written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "wine_merchant_hold": (
        "Hold a bottle of wine at a wine merchant.", {"wine": S, "merchant": S},
        ["wine", "merchant"]),
    "paint_colour_mix": (
        "Mix a paint colour at a paint shop.", {"colour": S, "shop": S}, ["colour", "shop"]),
    "deli_counter_order": (
        "Order food from a deli.", {"item": S, "deli": S}, ["item", "deli"]),
    "toy_shop_reserve": (
        "Reserve a toy at a toy shop.", {"toy": S, "shop": S}, ["toy", "shop"]),
    "cheese_counter_buy": (
        "Buy cheese from a cheesemonger.", {"cheese": S, "cheesemonger": S},
        ["cheese", "cheesemonger"]),
    "bike_shop_part_order": (
        "Order a bike part from a bike shop.", {"part": S, "shop": S}, ["part", "shop"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES47: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Put a Chianti aside at Vagabond.", ("wine_merchant_hold", "paint_colour_mix"),
     [("wine_merchant_hold", {"wine": "Chianti", "merchant": "Vagabond"})]),
    ("A Malbec from Grape Vine.", ("wine_merchant_hold", "toy_shop_reserve"),
     [("wine_merchant_hold", {"wine": "Malbec", "merchant": "Grape Vine"})]),
    ("Hold the Pinot Noir at Wine Rack in Harrogate.", ("wine_merchant_hold",
                                                        "cheese_counter_buy"),
     [("wine_merchant_hold", {"wine": "Pinot Noir", "merchant": "Wine Rack"})]),
    ("Is there Sancerre at Good Wine Shop?", ("wine_merchant_hold", "bike_shop_part_order",
                                              "deli_counter_order"),
     [("wine_merchant_hold", {"wine": "Sancerre", "merchant": "Good Wine Shop"})]),
    ("Rioja at Wine Society.", ("wine_merchant_hold", "deli_counter_order"),
     [("wine_merchant_hold", {"wine": "Rioja", "merchant": "Wine Society"})]),
    ("Mix Hague Blue at Dulux Decorator Centre.", ("paint_colour_mix", "toy_shop_reserve"),
     [("paint_colour_mix", {"colour": "Hague Blue", "shop": "Dulux Decorator Centre"})]),
    ("Can Brewers mix Setting Plaster for me?", ("paint_colour_mix", "wine_merchant_hold"),
     [("paint_colour_mix", {"colour": "Setting Plaster", "shop": "Brewers"})]),
    ("Sage green at Crown Paints in Leeds.", ("paint_colour_mix", "cheese_counter_buy",
                                              "bike_shop_part_order"),
     [("paint_colour_mix", {"colour": "sage green", "shop": "Crown Paints"})]),
    ("Mix a pale grey at Mylands.", ("paint_colour_mix", "deli_counter_order"),
     [("paint_colour_mix", {"colour": "pale grey", "shop": "Mylands"})]),
    ("Serrano ham at Delilah please.", ("deli_counter_order", "paint_colour_mix"),
     [("deli_counter_order", {"item": "Serrano ham", "deli": "Delilah"})]),
    ("Some olives from Gazzano's.", ("deli_counter_order", "bike_shop_part_order"),
     [("deli_counter_order", {"item": "olives", "deli": "Gazzano's"})]),
    ("Order pastrami at Mishkin.", ("deli_counter_order", "wine_merchant_hold"),
     [("deli_counter_order", {"item": "pastrami", "deli": "Mishkin"})]),
    ("A tub of feta from Phoenicia.", ("deli_counter_order", "toy_shop_reserve",
                                       "cheese_counter_buy"),
     [("deli_counter_order", {"item": "feta", "deli": "Phoenicia"})]),
    ("Reserve a teddy bear from Jellycat in Covent Garden.", ("toy_shop_reserve",
                                                              "wine_merchant_hold"),
     [("toy_shop_reserve", {"toy": "teddy bear", "shop": "Jellycat"})]),
    ("Hold a jigsaw at Toy Box in Ludlow.", ("toy_shop_reserve", "paint_colour_mix"),
     [("toy_shop_reserve", {"toy": "jigsaw", "shop": "Toy Box"})]),
    ("A rocking horse from Little Crafts.", ("toy_shop_reserve", "deli_counter_order"),
     [("toy_shop_reserve", {"toy": "rocking horse", "shop": "Little Crafts"})]),
    ("A kite at Windy Toys please.", ("toy_shop_reserve", "bike_shop_part_order"),
     [("toy_shop_reserve", {"toy": "kite", "shop": "Windy Toys"})]),
    ("Some Comte at Cheezelo.", ("cheese_counter_buy", "toy_shop_reserve"),
     [("cheese_counter_buy", {"cheese": "Comte", "cheesemonger": "Cheezelo"})]),
    ("Stilton from Cheese Cellar.", ("cheese_counter_buy", "paint_colour_mix"),
     [("cheese_counter_buy", {"cheese": "Stilton", "cheesemonger": "Cheese Cellar"})]),
    ("Buy Gruyere at Mellis in Edinburgh.", ("cheese_counter_buy", "deli_counter_order"),
     [("cheese_counter_buy", {"cheese": "Gruyere", "cheesemonger": "Mellis"})]),
    ("A wedge of Brie at Teddington Cheese.", ("cheese_counter_buy", "wine_merchant_hold",
                                               "toy_shop_reserve"),
     [("cheese_counter_buy", {"cheese": "Brie", "cheesemonger": "Teddington Cheese"})]),
    ("A new saddle from Sigma Sport.", ("bike_shop_part_order", "cheese_counter_buy"),
     [("bike_shop_part_order", {"part": "saddle", "shop": "Sigma Sport"})]),
    ("Order inner tubes at Velo Dog.", ("bike_shop_part_order", "deli_counter_order"),
     [("bike_shop_part_order", {"part": "inner tubes", "shop": "Velo Dog"})]),
    ("Disc brakes at Bike Shed in Bristol please.", ("bike_shop_part_order",
                                                     "paint_colour_mix"),
     [("bike_shop_part_order", {"part": "disc brakes", "shop": "Bike Shed"})]),
    ("Does Spoke Works have a chain?", ("bike_shop_part_order", "wine_merchant_hold"),
     [("bike_shop_part_order", {"part": "chain", "shop": "Spoke Works"})]),
]
