"""``mixed_requests.py --later families48``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue whose parameter's name says a venue
("cafe", "bakery", "shop", "centre", "museum", "restaurant", "pub"), the tool's text
placing it with "at"; each request names the venue after "from" ("A mocha from
Kaffeine.", "Postcards from the Fitzwilliam.").

Written 12-07 (forty-eighth session) after reading families9-39's runs, where the model
made a venue up beside the one the request names after "from" ("Sneaky Sneak" as the
shop of "Order 50 prints from Snappy Snaps.", "Bloom" of "A Viognier from Berry Bros."),
and before a change giving such a venue the name "from" places, and before any run of
it: it measures that change on requests it was not written from. The tools and requests
are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "cafe_takeaway_order": (
        "Order a takeaway drink at a cafe.", {"drink": S, "cafe": S}, ["drink", "cafe"]),
    "cake_collect_bakery": (
        "Collect a cake at a bakery.", {"cake": S, "bakery": S}, ["cake", "bakery"]),
    "stationery_order": (
        "Buy stationery at a shop.", {"item": S, "shop": S}, ["item", "shop"]),
    "garden_centre_buy": (
        "Buy a plant at a garden centre.", {"plant": S, "centre": S}, ["plant", "centre"]),
    "museum_shop_buy": (
        "Buy a souvenir at a museum's shop.", {"souvenir": S, "museum": S},
        ["souvenir", "museum"]),
    "restaurant_takeaway": (
        "Order a takeaway dish at a restaurant.", {"dish": S, "restaurant": S},
        ["dish", "restaurant"]),
    "pub_food_order": (
        "Order food at a pub.", {"dish": S, "pub": S}, ["dish", "pub"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES48: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A flat white from Allpress.", ("cafe_takeaway_order", "stationery_order"),
     [("cafe_takeaway_order", {"drink": "flat white", "cafe": "Allpress"})]),
    ("A mocha from Kaffeine.", ("cafe_takeaway_order", "museum_shop_buy"),
     [("cafe_takeaway_order", {"drink": "mocha", "cafe": "Kaffeine"})]),
    ("Get me a chai from Prufrock.", ("cafe_takeaway_order", "pub_food_order",
                                      "garden_centre_buy"),
     [("cafe_takeaway_order", {"drink": "chai", "cafe": "Prufrock"})]),
    ("An iced tea from Ozone.", ("cafe_takeaway_order", "cake_collect_bakery"),
     [("cafe_takeaway_order", {"drink": "iced tea", "cafe": "Ozone"})]),
    ("A cortado from Grind in Shoreditch.", ("cafe_takeaway_order", "restaurant_takeaway"),
     [("cafe_takeaway_order", {"drink": "cortado", "cafe": "Grind"})]),
    ("A hot chocolate from Caravan.", ("cafe_takeaway_order", "garden_centre_buy"),
     [("cafe_takeaway_order", {"drink": "hot chocolate", "cafe": "Caravan"})]),
    ("A lemon cake from Konditor.", ("cake_collect_bakery", "pub_food_order"),
     [("cake_collect_bakery", {"cake": "lemon cake", "bakery": "Konditor"})]),
    ("Collect a birthday cake from Lola's.", ("cake_collect_bakery", "stationery_order"),
     [("cake_collect_bakery", {"cake": "birthday cake", "bakery": "Lola's"})]),
    ("A Victoria sponge from Peggy Porschen.", ("cake_collect_bakery", "museum_shop_buy",
                                                "cafe_takeaway_order"),
     [("cake_collect_bakery", {"cake": "Victoria sponge", "bakery": "Peggy Porschen"})]),
    ("Notebooks from Smythson.", ("stationery_order", "restaurant_takeaway"),
     [("stationery_order", {"item": "notebooks", "shop": "Smythson"})]),
    ("Buy a fountain pen from Scribbler.", ("stationery_order", "garden_centre_buy"),
     [("stationery_order", {"item": "fountain pen", "shop": "Scribbler"})]),
    ("Some envelopes from Ryman please.", ("stationery_order", "cake_collect_bakery"),
     [("stationery_order", {"item": "envelopes", "shop": "Ryman"})]),
    ("A fig tree from Clifton Nurseries.", ("garden_centre_buy", "stationery_order"),
     [("garden_centre_buy", {"plant": "fig tree", "centre": "Clifton Nurseries"})]),
    ("Lavender from Petersham.", ("garden_centre_buy", "pub_food_order"),
     [("garden_centre_buy", {"plant": "lavender", "centre": "Petersham"})]),
    ("Get a bay tree from Brookfield.", ("garden_centre_buy", "museum_shop_buy",
                                         "restaurant_takeaway"),
     [("garden_centre_buy", {"plant": "bay tree", "centre": "Brookfield"})]),
    ("Some tulip bulbs from Haskins.", ("garden_centre_buy", "cafe_takeaway_order"),
     [("garden_centre_buy", {"plant": "tulip bulbs", "centre": "Haskins"})]),
    ("A guidebook from the Horniman Museum.", ("museum_shop_buy", "cake_collect_bakery"),
     [("museum_shop_buy", {"souvenir": "guidebook", "museum": "Horniman Museum"})]),
    ("A tote bag from the Science Museum.", ("museum_shop_buy", "stationery_order"),
     [("museum_shop_buy", {"souvenir": "tote bag", "museum": "Science Museum"})]),
    ("Postcards from the Fitzwilliam.", ("museum_shop_buy", "pub_food_order"),
     [("museum_shop_buy", {"souvenir": "postcards", "museum": "Fitzwilliam"})]),
    ("Pad thai from Rosa's.", ("restaurant_takeaway", "cafe_takeaway_order"),
     [("restaurant_takeaway", {"dish": "pad thai", "restaurant": "Rosa's"})]),
    ("A burrito from Benito's Hat.", ("restaurant_takeaway", "garden_centre_buy"),
     [("restaurant_takeaway", {"dish": "burrito", "restaurant": "Benito's Hat"})]),
    ("Takeaway ramen from Kanada-Ya.", ("restaurant_takeaway", "museum_shop_buy",
                                        "cake_collect_bakery"),
     [("restaurant_takeaway", {"dish": "ramen", "restaurant": "Kanada-Ya"})]),
    ("Fish and chips from the Anchor.", ("pub_food_order", "stationery_order"),
     [("pub_food_order", {"dish": "fish and chips", "pub": "Anchor"})]),
    ("A Sunday roast from the Plough.", ("pub_food_order", "cafe_takeaway_order"),
     [("pub_food_order", {"dish": "Sunday roast", "pub": "Plough"})]),
    ("Scampi from the Swan please.", ("pub_food_order", "restaurant_takeaway"),
     [("pub_food_order", {"dish": "scampi", "pub": "Swan"})]),
]
