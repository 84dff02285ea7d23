"""``mixed_requests.py --later families54``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, each venue's name sharing a word with
the tool's text or with the thing ("Some cat food from Paws Corner.", "A rye loaf from
Loaf Life."), words a small model may write into a venue of its own ("Chandler Gear" for
"at Sea Gear").

Written 12-08 (fifty-first session) after reading the runs of families52 and families53,
where the venue's argument held words the request writes but not as the venue ("Chandler
Gear" for "A life jacket at Sea Gear in Falmouth.", "A tool from Brandon" for "A floor
polisher from Brandon.", "Mussel Fishmonger" for "Some fresh mussels at Fish Tales."),
and before a change giving such an argument the one name the request places for the
venue, and before any run of it: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "bread_bakery_buy": (
        "Buy bread from a bakery.", {"bread": S, "bakery": S}, ["bread", "bakery"]),
    "florist_flowers_order": (
        "Order flowers from a florist.", {"flowers": S, "florist": S}, ["flowers", "florist"]),
    "pet_food_shop_buy": (
        "Buy pet food at a pet shop.", {"food": S, "shop": S}, ["food", "shop"]),
    "bike_repair_slot": (
        "Book a bike repair at a bike shop.", {"repair": S, "shop": S}, ["repair", "shop"]),
    "wine_bar_glass": (
        "Order a glass of wine at a wine bar.", {"wine": S, "bar": S}, ["wine", "bar"]),
    "tailor_garment_alter": (
        "Book an alteration to a garment at a tailor.", {"garment": S, "tailor": S},
        ["garment", "tailor"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES54: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A sourdough loaf at Bread Box.", ("bread_bakery_buy", "wine_bar_glass"),
     [("bread_bakery_buy", {"bread": "sourdough loaf", "bakery": "Bread Box"})]),
    ("Some croissants from Bake Street.", ("bread_bakery_buy", "pet_food_shop_buy",
                                           "tailor_garment_alter"),
     [("bread_bakery_buy", {"bread": "croissants", "bakery": "Bake Street"})]),
    ("A baguette at the Daily Bread.", ("bread_bakery_buy", "florist_flowers_order"),
     [("bread_bakery_buy", {"bread": "baguette", "bakery": "Daily Bread"})]),
    ("A rye loaf from Loaf Life.", ("bread_bakery_buy", "bike_repair_slot"),
     [("bread_bakery_buy", {"bread": "rye loaf", "bakery": "Loaf Life"})]),
    ("Sunflowers from Flower Power.", ("florist_flowers_order", "wine_bar_glass",
                                       "pet_food_shop_buy"),
     [("florist_flowers_order", {"flowers": "Sunflowers", "florist": "Flower Power"})]),
    ("Some lilies at Petal Palace.", ("florist_flowers_order", "tailor_garment_alter"),
     [("florist_flowers_order", {"flowers": "lilies", "florist": "Petal Palace"})]),
    ("A rose bouquet from Bloom Barn.", ("florist_flowers_order", "bread_bakery_buy"),
     [("florist_flowers_order", {"flowers": "rose bouquet", "florist": "Bloom Barn"})]),
    ("Some peonies at Peony Place.", ("florist_flowers_order", "bike_repair_slot",
                                      "wine_bar_glass"),
     [("florist_flowers_order", {"flowers": "peonies", "florist": "Peony Place"})]),
    ("A spring bouquet from Flower Shed.", ("florist_flowers_order", "pet_food_shop_buy"),
     [("florist_flowers_order", {"flowers": "spring bouquet", "florist": "Flower Shed"})]),
    ("Dog biscuits at Pet Pantry.", ("pet_food_shop_buy", "bread_bakery_buy"),
     [("pet_food_shop_buy", {"food": "Dog biscuits", "shop": "Pet Pantry"})]),
    ("Some cat food from Paws Corner.", ("pet_food_shop_buy", "tailor_garment_alter",
                                         "florist_flowers_order"),
     [("pet_food_shop_buy", {"food": "cat food", "shop": "Paws Corner"})]),
    ("Rabbit pellets at Fur Fun.", ("pet_food_shop_buy", "wine_bar_glass"),
     [("pet_food_shop_buy", {"food": "Rabbit pellets", "shop": "Fur Fun"})]),
    ("Puppy food at Puppy Love.", ("pet_food_shop_buy", "bike_repair_slot"),
     [("pet_food_shop_buy", {"food": "Puppy food", "shop": "Puppy Love"})]),
    ("A puncture repair at Spoke Street.", ("bike_repair_slot", "bread_bakery_buy"),
     [("bike_repair_slot", {"repair": "puncture repair", "shop": "Spoke Street"})]),
    ("A gear service from Wheel Works.", ("bike_repair_slot", "florist_flowers_order",
                                          "tailor_garment_alter"),
     [("bike_repair_slot", {"repair": "gear service", "shop": "Wheel Works"})]),
    ("A brake repair at the Bike Den.", ("bike_repair_slot", "pet_food_shop_buy"),
     [("bike_repair_slot", {"repair": "brake repair", "shop": "Bike Den"})]),
    ("A chain repair at Chain Reaction.", ("bike_repair_slot", "wine_bar_glass"),
     [("bike_repair_slot", {"repair": "chain repair", "shop": "Chain Reaction"})]),
    ("A glass of Rioja at Vino Bar.", ("wine_bar_glass", "bread_bakery_buy",
                                       "florist_flowers_order"),
     [("wine_bar_glass", {"wine": "Rioja", "bar": "Vino Bar"})]),
    ("Some Prosecco at Cork Room.", ("wine_bar_glass", "tailor_garment_alter"),
     [("wine_bar_glass", {"wine": "Prosecco", "bar": "Cork Room"})]),
    ("A Merlot from Wine Cellar.", ("wine_bar_glass", "pet_food_shop_buy"),
     [("wine_bar_glass", {"wine": "Merlot", "bar": "Wine Cellar"})]),
    ("A Pinot Grigio at Grape Escape.", ("wine_bar_glass", "bike_repair_slot",
                                         "bread_bakery_buy"),
     [("wine_bar_glass", {"wine": "Pinot Grigio", "bar": "Grape Escape"})]),
    ("Alter my suit jacket at Sew Right.", ("tailor_garment_alter", "florist_flowers_order"),
     [("tailor_garment_alter", {"garment": "suit jacket", "tailor": "Sew Right"})]),
    ("Hem a dress at Thread Works.", ("tailor_garment_alter", "wine_bar_glass"),
     [("tailor_garment_alter", {"garment": "dress", "tailor": "Thread Works"})]),
    ("Alter my wedding dress at Needle Nook.", ("tailor_garment_alter", "pet_food_shop_buy",
                                                "bike_repair_slot"),
     [("tailor_garment_alter", {"garment": "wedding dress", "tailor": "Needle Nook"})]),
    ("Alter my coat at Hem Line.", ("tailor_garment_alter", "bread_bakery_buy"),
     [("tailor_garment_alter", {"garment": "coat", "tailor": "Hem Line"})]),
]
