"""``mixed_requests.py --later families27``: 25 more requests for one tool among two or
three shops' APIs, each tool taking the shop (by its kind's name, or placed by the tool's
own text: "at a draper") and the thing to get there, the shop's name written after
"from" in most ("Some tweed from Harris Cloth."), after "at" in a few, some with "in"
and a town.

Written 12-06 (fortieth session) after reading families26's runs, where the model
wrote a shop named after "from" into the thing's argument too ("Ditto Fabrics" as the
fabric of "Some velvet from Ditto Fabrics."), and before a change letting "from" place a
venue for ``placed_twice`` and any run of this batch: it measures that change on
requests it was not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "draper_order": (
        "Order cloth at a draper.",
        {"draper": S, "cloth": S, "metres": N}, ["draper", "cloth"]),
    "greengrocer_order": (
        "Order fruit and veg at a greengrocer.",
        {"greengrocer": S, "produce": S}, ["greengrocer", "produce"]),
    "sweet_shop_order": (
        "Order sweets at a sweet shop.",
        {"shop": S, "sweets": S}, ["shop", "sweets"]),
    "bike_part_order": (
        "Order a part at a bike shop.",
        {"shop": S, "part": S}, ["shop", "part"]),
    "art_supplies_order": (
        "Order art supplies at an art shop.",
        {"shop": S, "supplies": S}, ["shop", "supplies"]),
    "coffee_roaster_order": (
        "Order coffee beans at a roastery.",
        {"roastery": S, "beans": S}, ["roastery", "beans"]),
    "perfumery_order": (
        "Order a scent at a perfumery.",
        {"perfumery": S, "scent": S}, ["perfumery", "scent"]),
    "stationer_order": (
        "Order stationery at a stationer.",
        {"stationer": S, "item": S}, ["stationer", "item"]),
    "bottle_shop_order": (
        "Order a bottle at a bottle shop.",
        {"shop": S, "bottle": S}, ["shop", "bottle"]),
    "seed_order": (
        "Order seeds at a seed merchant.",
        {"merchant": S, "seeds": S}, ["merchant", "seeds"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES27: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Some tweed from Harris Cloth.", ("draper_order", "greengrocer_order"),
     [("draper_order", {"draper": "Harris Cloth", "cloth": "tweed"})]),
    ("Three metres of denim from Fabric Land in Bristol.", ("draper_order", "seed_order",
                                                           "perfumery_order"),
     [("draper_order", {"draper": "Fabric Land", "cloth": "denim", "metres": 3})]),
    ("Get me some leeks from Chegworth Farm Shop.", ("greengrocer_order", "stationer_order"),
     [("greengrocer_order", {"greengrocer": "Chegworth Farm Shop", "produce": "leeks"})]),
    ("Plums from Andreas in Chelsea.", ("greengrocer_order", "bike_part_order",
                                        "sweet_shop_order"),
     [("greengrocer_order", {"greengrocer": "Andreas", "produce": "plums"})]),
    ("A bag of humbugs from Mr Simms.", ("sweet_shop_order", "coffee_roaster_order"),
     [("sweet_shop_order", {"shop": "Mr Simms", "sweets": "humbugs"})]),
    ("Sherbet lemons from Hope and Greenwood.", ("sweet_shop_order", "art_supplies_order",
                                                 "draper_order"),
     [("sweet_shop_order", {"shop": "Hope and Greenwood", "sweets": "sherbet lemons"})]),
    ("A new chain from Brick Lane Bikes.", ("bike_part_order", "perfumery_order"),
     [("bike_part_order", {"shop": "Brick Lane Bikes", "part": "chain"})]),
    ("Order brake pads from Pedal On in Kendal.", ("bike_part_order", "greengrocer_order",
                                                  "bottle_shop_order"),
     [("bike_part_order", {"shop": "Pedal On", "part": "brake pads"})]),
    ("Oil paints from Cass Art.", ("art_supplies_order", "seed_order"),
     [("art_supplies_order", {"shop": "Cass Art", "supplies": "oil paints"})]),
    ("A sketchbook from Cowling and Wilcox.", ("art_supplies_order", "stationer_order",
                                               "sweet_shop_order"),
     [("art_supplies_order", {"shop": "Cowling and Wilcox", "supplies": "sketchbook"})]),
    ("Espresso beans from Square Mile.", ("coffee_roaster_order", "draper_order"),
     [("coffee_roaster_order", {"roastery": "Square Mile", "beans": "espresso"})]),
    ("Some decaf from Origin in Cornwall.", ("coffee_roaster_order", "bike_part_order",
                                            "seed_order"),
     [("coffee_roaster_order", {"roastery": "Origin", "beans": "decaf"})]),
    ("Vetiver from Les Senteurs.", ("perfumery_order", "greengrocer_order"),
     [("perfumery_order", {"perfumery": "Les Senteurs", "scent": "vetiver"})]),
    ("A bottle of oud from Roja in Mayfair.", ("perfumery_order", "art_supplies_order",
                                              "coffee_roaster_order"),
     [("perfumery_order", {"perfumery": "Roja", "scent": "oud"})]),
    ("Fountain pen ink from Choosing Keeping.", ("stationer_order", "sweet_shop_order"),
     [("stationer_order", {"stationer": "Choosing Keeping", "item": "fountain pen ink"})]),
    ("Envelopes from Paperchase.", ("stationer_order", "bottle_shop_order",
                                    "draper_order"),
     [("stationer_order", {"stationer": "Paperchase", "item": "envelopes"})]),
    ("A mezcal from Hop Burns and Black.", ("bottle_shop_order", "perfumery_order"),
     [("bottle_shop_order", {"shop": "Hop Burns and Black", "bottle": "mezcal"})]),
    ("Some cider from Bottle Apostle in Hackney.", ("bottle_shop_order", "seed_order",
                                                   "greengrocer_order"),
     [("bottle_shop_order", {"shop": "Bottle Apostle", "bottle": "cider"})]),
    ("Tomato seeds from Real Seeds.", ("seed_order", "coffee_roaster_order"),
     [("seed_order", {"merchant": "Real Seeds", "seeds": "tomato"})]),
    ("Sweet pea seeds from Chiltern Seeds.", ("seed_order", "stationer_order",
                                              "bike_part_order"),
     [("seed_order", {"merchant": "Chiltern Seeds", "seeds": "sweet pea"})]),
    ("Corduroy at Merchant and Mills in Rye.", ("draper_order", "bottle_shop_order"),
     [("draper_order", {"draper": "Merchant and Mills", "cloth": "corduroy"})]),
    ("Fudge at Roly's in Cambridge.", ("sweet_shop_order", "art_supplies_order"),
     [("sweet_shop_order", {"shop": "Roly's", "sweets": "fudge"})]),
    ("A saddle at Evans Cycles.", ("bike_part_order", "coffee_roaster_order",
                                   "perfumery_order"),
     [("bike_part_order", {"shop": "Evans Cycles", "part": "saddle"})]),
    ("Apples from Ted's Greengrocers.", ("greengrocer_order", "draper_order"),
     [("greengrocer_order", {"greengrocer": "Ted's Greengrocers", "produce": "apples"})]),
    ("Watercolours from L Cornelissen.", ("art_supplies_order", "seed_order",
                                          "stationer_order"),
     [("art_supplies_order", {"shop": "L Cornelissen", "supplies": "watercolours"})]),
]
