"""``mixed_requests.py --later families39``: 25 more requests for one tool among two or
three offered, each naming a wine, a dog, a town, a cake or a pet by a name of one word
the model must copy ("A bottle of Gewurztraminer from Oddbins.", "Walk Pickle around
Headingley.").

Written 12-07 (forty-fifth session) after reading families9 to families36's runs, where
the model misspelled such a name ("Siraz" for "Any Shiraz at Laithwaites?", "Piper" for
"Someone to walk Pepper around Hebden Bridge.", "bradford" for "Where can I get a flu jab
in Bedford?"), and before a change asking such values again and before any run of it: it
measures that change on requests it was not written from. The tools and requests are
this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "wine_bottle_order": (
        "Order a bottle of wine from a wine shop.", {"wine": S, "shop": S},
        ["wine", "shop"]),
    "walker_for_dog": (
        "Book a walker for a dog in an area.", {"dog": S, "area": S}, ["dog", "area"]),
    "town_weather": (
        "The weather in a town today.", {"town": S}, ["town"]),
    "cake_shop_collect": (
        "Collect a cake from a cake shop.", {"cake": S, "shop": S}, ["cake", "shop"]),
    "pet_groom_book": (
        "Book a groom for a pet at a groomer.", {"pet": S, "groomer": S},
        ["pet", "groomer"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES39: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A bottle of Gewurztraminer from Oddbins.", ("wine_bottle_order", "town_weather"),
     [("wine_bottle_order", {"wine": "Gewurztraminer", "shop": "Oddbins"})]),
    ("A bottle of Tempranillo from Majestic.", ("wine_bottle_order", "pet_groom_book"),
     [("wine_bottle_order", {"wine": "Tempranillo", "shop": "Majestic"})]),
    ("Some Sauvignon from Laithwaites.", ("wine_bottle_order", "cake_shop_collect",
                                          "walker_for_dog"),
     [("wine_bottle_order", {"wine": "Sauvignon", "shop": "Laithwaites"})]),
    ("A Viognier from Berry Bros.", ("wine_bottle_order", "walker_for_dog"),
     [("wine_bottle_order", {"wine": "Viognier", "shop": "Berry Bros"})]),
    ("A Montepulciano from Vinoteca.", ("wine_bottle_order", "town_weather",
                                        "pet_groom_book"),
     [("wine_bottle_order", {"wine": "Montepulciano", "shop": "Vinoteca"})]),
    ("Walk Pickle around Headingley.", ("walker_for_dog", "pet_groom_book"),
     [("walker_for_dog", {"dog": "Pickle", "area": "Headingley"})]),
    ("A walker for Hamish in Morningside.", ("walker_for_dog", "town_weather"),
     [("walker_for_dog", {"dog": "Hamish", "area": "Morningside"})]),
    ("Walk Bramble around Jesmond.", ("walker_for_dog", "cake_shop_collect",
                                      "wine_bottle_order"),
     [("walker_for_dog", {"dog": "Bramble", "area": "Jesmond"})]),
    ("Someone to walk Winston in Clifton.", ("walker_for_dog", "wine_bottle_order"),
     [("walker_for_dog", {"dog": "Winston", "area": "Clifton"})]),
    ("Walk Mabel around Chorlton.", ("walker_for_dog", "pet_groom_book", "town_weather"),
     [("walker_for_dog", {"dog": "Mabel", "area": "Chorlton"})]),
    ("Weather in Kettering.", ("town_weather", "walker_for_dog"),
     [("town_weather", {"town": "Kettering"})]),
    ("Weather in Aberystwyth.", ("town_weather", "cake_shop_collect"),
     [("town_weather", {"town": "Aberystwyth"})]),
    ("Is it raining in Loughborough?", ("town_weather", "wine_bottle_order",
                                        "pet_groom_book"),
     [("town_weather", {"town": "Loughborough"})]),
    ("Weather for Shrewsbury today.", ("town_weather", "pet_groom_book"),
     [("town_weather", {"town": "Shrewsbury"})]),
    ("Forecast for Scarborough.", ("town_weather", "walker_for_dog", "cake_shop_collect"),
     [("town_weather", {"town": "Scarborough"})]),
    ("A Bakewell tart from Bramleys.", ("cake_shop_collect", "wine_bottle_order"),
     [("cake_shop_collect", {"cake": "Bakewell tart", "shop": "Bramleys"})]),
    ("A Battenberg from Fortnum's.", ("cake_shop_collect", "town_weather"),
     [("cake_shop_collect", {"cake": "Battenberg", "shop": "Fortnum's"})]),
    ("An Eccles cake from Hambletons.", ("cake_shop_collect", "walker_for_dog",
                                         "pet_groom_book"),
     [("cake_shop_collect", {"cake": "Eccles cake", "shop": "Hambletons"})]),
    ("A Dundee cake from Brodies.", ("cake_shop_collect", "pet_groom_book"),
     [("cake_shop_collect", {"cake": "Dundee cake", "shop": "Brodies"})]),
    ("Groom Pudding at Barking Mad.", ("pet_groom_book", "cake_shop_collect"),
     [("pet_groom_book", {"pet": "Pudding", "groomer": "Barking Mad"})]),
    ("A wash for Treacle at Pampered Paws.", ("pet_groom_book", "walker_for_dog"),
     [("pet_groom_book", {"pet": "Treacle", "groomer": "Pampered Paws"})]),
    ("Groom Rufus at Dogs Delight.", ("pet_groom_book", "town_weather",
                                      "wine_bottle_order"),
     [("pet_groom_book", {"pet": "Rufus", "groomer": "Dogs Delight"})]),
    ("A trim for Crumble at Happy Hounds.", ("pet_groom_book", "wine_bottle_order"),
     [("pet_groom_book", {"pet": "Crumble", "groomer": "Happy Hounds"})]),
    ("A Rioja from Vinoteca.", ("wine_bottle_order", "cake_shop_collect"),
     [("wine_bottle_order", {"wine": "Rioja", "shop": "Vinoteca"})]),
    ("Walk Noodle around Roundhay.", ("walker_for_dog", "town_weather"),
     [("walker_for_dog", {"dog": "Noodle", "area": "Roundhay"})]),
]
