"""``mixed_requests.py --later families44``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue and no town, each request naming the
venue with the town it is in ("Hake from Hooked in Whitstable.", "Hold a Malbec at
Vinoteca in Leeds.").

Written 12-07 (forty-seventh session) after reading families43's runs, where the refill,
asking again a thing that held the venue's name ("Rococo" as the chocolate and the
chocolatier of "A box of pralines from Rococo in Marylebone."), offered the venue's town
among the runs and the model took it ("Marylebone"), and before a change leaving that
town out of what a refill offers a thing, and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "fishmonger_fish_order": (
        "Order fish from a fishmonger.", {"fish": S, "fishmonger": S},
        ["fish", "fishmonger"]),
    "wine_shop_bottle_hold": (
        "Hold a bottle at a wine shop.", {"bottle": S, "shop": S}, ["bottle", "shop"]),
    "garden_centre_plant_hold": (
        "Hold a plant at a garden centre.", {"plant": S, "centre": S}, ["plant", "centre"]),
    "toy_store_hold": (
        "Hold a toy at a toy store.", {"toy": S, "store": S}, ["toy", "store"]),
    "bakery_cake_collect": (
        "Collect a cake from a bakery.", {"cake": S, "bakery": S}, ["cake", "bakery"]),
    "cheese_counter_order": (
        "Order a cheese from a cheesemonger.", {"cheese": S, "cheesemonger": S},
        ["cheese", "cheesemonger"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES44: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Hake from Hooked in Whitstable.", ("fishmonger_fish_order", "toy_store_hold"),
     [("fishmonger_fish_order", {"fish": "hake", "fishmonger": "Hooked"})]),
    ("Some mackerel from Fish Works in Bath.", ("fishmonger_fish_order",
                                                "bakery_cake_collect"),
     [("fishmonger_fish_order", {"fish": "mackerel", "fishmonger": "Fish Works"})]),
    ("Order crab from Cornish Catch in Padstow.", ("fishmonger_fish_order",
                                                   "cheese_counter_order"),
     [("fishmonger_fish_order", {"fish": "crab", "fishmonger": "Cornish Catch"})]),
    ("Lemon sole at Moxon's in Clapham please.", ("fishmonger_fish_order",
                                                  "garden_centre_plant_hold",
                                                  "wine_shop_bottle_hold"),
     [("fishmonger_fish_order", {"fish": "lemon sole", "fishmonger": "Moxon's"})]),
    ("Hold a Malbec at Vinoteca in Leeds.", ("wine_shop_bottle_hold", "fishmonger_fish_order"),
     [("wine_shop_bottle_hold", {"bottle": "Malbec", "shop": "Vinoteca"})]),
    ("A Rioja at Noble Green in Wadebridge.", ("wine_shop_bottle_hold", "toy_store_hold"),
     [("wine_shop_bottle_hold", {"bottle": "Rioja", "shop": "Noble Green"})]),
    ("Put a Barolo aside at Corks in Cotham.", ("wine_shop_bottle_hold",
                                                "cheese_counter_order"),
     [("wine_shop_bottle_hold", {"bottle": "Barolo", "shop": "Corks"})]),
    ("Hold some Prosecco at Grape and Grain in Frome.", ("wine_shop_bottle_hold",
                                                         "bakery_cake_collect"),
     [("wine_shop_bottle_hold", {"bottle": "Prosecco", "shop": "Grape and Grain"})]),
    ("Hold a hydrangea at Hillier in Ampfield.", ("garden_centre_plant_hold",
                                                  "wine_shop_bottle_hold"),
     [("garden_centre_plant_hold", {"plant": "hydrangea", "centre": "Hillier"})]),
    ("A magnolia at Burford Garden Company in Burford.", ("garden_centre_plant_hold",
                                                          "fishmonger_fish_order"),
     [("garden_centre_plant_hold", {"plant": "magnolia", "centre": "Burford Garden Company"})]),
    ("Hold some alliums at Bents in Glazebury.", ("garden_centre_plant_hold",
                                                  "toy_store_hold", "bakery_cake_collect"),
     [("garden_centre_plant_hold", {"plant": "alliums", "centre": "Bents"})]),
    ("An acer at Blue Diamond in Redditch.", ("garden_centre_plant_hold",
                                              "cheese_counter_order"),
     [("garden_centre_plant_hold", {"plant": "acer", "centre": "Blue Diamond"})]),
    ("Hold a Meccano set at Toymaster in Kendal.", ("toy_store_hold", "garden_centre_plant_hold"),
     [("toy_store_hold", {"toy": "Meccano set", "store": "Toymaster"})]),
    ("A kite at Toys Galore in Ilkley.", ("toy_store_hold", "wine_shop_bottle_hold"),
     [("toy_store_hold", {"toy": "kite", "store": "Toys Galore"})]),
    ("Hold a rocking horse at Hawkin's in Harleston.", ("toy_store_hold",
                                                        "fishmonger_fish_order"),
     [("toy_store_hold", {"toy": "rocking horse", "store": "Hawkin's"})]),
    ("A jigsaw at Tiny Tim's in Totnes.", ("toy_store_hold", "cheese_counter_order"),
     [("toy_store_hold", {"toy": "jigsaw", "store": "Tiny Tim's"})]),
    ("Collect a carrot cake from Bettys in York.", ("bakery_cake_collect",
                                                    "garden_centre_plant_hold"),
     [("bakery_cake_collect", {"cake": "carrot cake", "bakery": "Bettys"})]),
    ("A Victoria sponge from Crumbs in Stroud.", ("bakery_cake_collect",
                                                  "wine_shop_bottle_hold"),
     [("bakery_cake_collect", {"cake": "Victoria sponge", "bakery": "Crumbs"})]),
    ("A lemon drizzle from Hobbs House in Chipping Sodbury.", ("bakery_cake_collect",
                                                               "toy_store_hold",
                                                               "fishmonger_fish_order"),
     [("bakery_cake_collect", {"cake": "lemon drizzle", "bakery": "Hobbs House"})]),
    ("Collect an eclair from Patisserie Valerie in Leeds.", ("bakery_cake_collect",
                                                            "cheese_counter_order"),
     [("bakery_cake_collect", {"cake": "eclair", "bakery": "Patisserie Valerie"})]),
    ("Some Wensleydale from The Courtyard Dairy in Settle.", ("cheese_counter_order",
                                                              "toy_store_hold"),
     [("cheese_counter_order", {"cheese": "Wensleydale",
                                "cheesemonger": "The Courtyard Dairy"})]),
    ("Order Cornish Yarg from Country Cheeses in Tavistock.", ("cheese_counter_order",
                                                               "bakery_cake_collect"),
     [("cheese_counter_order", {"cheese": "Cornish Yarg", "cheesemonger": "Country Cheeses"})]),
    ("A wedge of Comte at La Fromagerie in Highbury.", ("cheese_counter_order",
                                                       "garden_centre_plant_hold"),
     [("cheese_counter_order", {"cheese": "Comte", "cheesemonger": "La Fromagerie"})]),
    ("Some Lancashire from Mrs Kirkham's in Goosnargh.", ("cheese_counter_order",
                                                          "wine_shop_bottle_hold"),
     [("cheese_counter_order", {"cheese": "Lancashire", "cheesemonger": "Mrs Kirkham's"})]),
    ("Hold a bottle of Chablis at Majestic in Harrogate.", ("wine_shop_bottle_hold",
                                                            "fishmonger_fish_order"),
     [("wine_shop_bottle_hold", {"bottle": "Chablis", "shop": "Majestic"})]),
]
