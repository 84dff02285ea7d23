"""``mixed_requests.py --later families45``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue and no town, each request naming the
venue with the town it is in ("Sausages from Lidgate in Holland Park.", "Some chunky wool
at Purl in Hebden Bridge.").

Written 12-07 (forty-seventh session) after reading families43's and families44's runs,
where the model wrote the venue's name as the thing and the town as the venue ("Corks"
as the bottle and "Cotham" as the shop of "Put a Barolo aside at Corks in Cotham."), and
before a change asking such a thing again, and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "butcher_cut_order": (
        "Order a cut of meat from a butcher.", {"cut": S, "butcher": S}, ["cut", "butcher"]),
    "yarn_shop_buy": (
        "Buy yarn from a yarn shop.", {"yarn": S, "shop": S}, ["yarn", "shop"]),
    "gift_shop_hold": (
        "Hold a gift at a gift shop.", {"gift": S, "shop": S}, ["gift", "shop"]),
    "saddlery_kit_buy": (
        "Buy riding kit from a saddlery.", {"kit": S, "saddlery": S}, ["kit", "saddlery"]),
    "hardware_store_buy": (
        "Buy a tool at a hardware store.", {"tool": S, "store": S}, ["tool", "store"]),
    "tea_room_table_book": (
        "Book a table for a tea at a tea room.", {"tea": S, "tea_room": S},
        ["tea", "tea_room"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES45: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Sausages from Lidgate in Holland Park.", ("butcher_cut_order", "yarn_shop_buy"),
     [("butcher_cut_order", {"cut": "sausages", "butcher": "Lidgate"})]),
    ("A rib of beef from Allens in Mayfair.", ("butcher_cut_order", "gift_shop_hold"),
     [("butcher_cut_order", {"cut": "rib of beef", "butcher": "Allens"})]),
    ("Lamb chops at Kelly's in Harrogate please.", ("butcher_cut_order", "saddlery_kit_buy"),
     [("butcher_cut_order", {"cut": "lamb chops", "butcher": "Kelly's"})]),
    ("Order brisket from Turner and George in Clerkenwell.", ("butcher_cut_order",
                                                              "hardware_store_buy",
                                                              "tea_room_table_book"),
     [("butcher_cut_order", {"cut": "brisket", "butcher": "Turner and George"})]),
    ("Some chunky wool at Purl in Hebden Bridge.", ("yarn_shop_buy", "butcher_cut_order"),
     [("yarn_shop_buy", {"yarn": "chunky wool", "shop": "Purl"})]),
    ("Alpaca yarn from Baa Ram Ewe in Leeds.", ("yarn_shop_buy", "gift_shop_hold"),
     [("yarn_shop_buy", {"yarn": "alpaca yarn", "shop": "Baa Ram Ewe"})]),
    ("Merino at Loop in Islington.", ("yarn_shop_buy", "tea_room_table_book"),
     [("yarn_shop_buy", {"yarn": "merino", "shop": "Loop"})]),
    ("Some mohair from Knit Nottingham in Beeston.", ("yarn_shop_buy", "hardware_store_buy"),
     [("yarn_shop_buy", {"yarn": "mohair", "shop": "Knit Nottingham"})]),
    ("Hold a candle at Oliver Bonas in Guildford.", ("gift_shop_hold", "saddlery_kit_buy"),
     [("gift_shop_hold", {"gift": "candle", "shop": "Oliver Bonas"})]),
    ("A tea towel at Ginger Fox in Ludlow.", ("gift_shop_hold", "butcher_cut_order"),
     [("gift_shop_hold", {"gift": "tea towel", "shop": "Ginger Fox"})]),
    ("Hold a photo frame at Paperchase in Bath.", ("gift_shop_hold", "yarn_shop_buy",
                                                   "hardware_store_buy"),
     [("gift_shop_hold", {"gift": "photo frame", "shop": "Paperchase"})]),
    ("A scented diffuser at Nest in Hexham.", ("gift_shop_hold", "tea_room_table_book"),
     [("gift_shop_hold", {"gift": "scented diffuser", "shop": "Nest"})]),
    ("Jodhpurs from Harry Hall in Newmarket.", ("saddlery_kit_buy", "gift_shop_hold"),
     [("saddlery_kit_buy", {"kit": "jodhpurs", "saddlery": "Harry Hall"})]),
    ("A riding hat at Dengies in Maldon.", ("saddlery_kit_buy", "butcher_cut_order"),
     [("saddlery_kit_buy", {"kit": "riding hat", "saddlery": "Dengies"})]),
    ("Buy a body protector from Robinsons in Wigan.", ("saddlery_kit_buy", "yarn_shop_buy"),
     [("saddlery_kit_buy", {"kit": "body protector", "saddlery": "Robinsons"})]),
    ("Some gloves at Millbry Hill in Thirsk.", ("saddlery_kit_buy", "tea_room_table_book",
                                                "hardware_store_buy"),
     [("saddlery_kit_buy", {"kit": "gloves", "saddlery": "Millbry Hill"})]),
    ("A spirit level at Robert Dyas in Kingston.", ("hardware_store_buy", "gift_shop_hold"),
     [("hardware_store_buy", {"tool": "spirit level", "store": "Robert Dyas"})]),
    ("Buy a claw hammer at Hurrells in Ely.", ("hardware_store_buy", "butcher_cut_order"),
     [("hardware_store_buy", {"tool": "claw hammer", "store": "Hurrells"})]),
    ("A hacksaw from Fosters in Whitby.", ("hardware_store_buy", "saddlery_kit_buy"),
     [("hardware_store_buy", {"tool": "hacksaw", "store": "Fosters"})]),
    ("Pliers at Kent and Sons in Rye please.", ("hardware_store_buy", "yarn_shop_buy"),
     [("hardware_store_buy", {"tool": "pliers", "store": "Kent and Sons"})]),
    ("A cream tea at Bettys in Ilkley.", ("tea_room_table_book", "hardware_store_buy"),
     [("tea_room_table_book", {"tea": "cream tea", "tea_room": "Bettys"})]),
    ("Afternoon tea at The Pump Room in Bath.", ("tea_room_table_book", "gift_shop_hold"),
     [("tea_room_table_book", {"tea": "afternoon tea", "tea_room": "The Pump Room"})]),
    ("A high tea at Bird and Blend in Brighton.", ("tea_room_table_book",
                                                   "butcher_cut_order", "saddlery_kit_buy"),
     [("tea_room_table_book", {"tea": "high tea", "tea_room": "Bird and Blend"})]),
    ("Gammon from Huntsham Farm in Ross.", ("butcher_cut_order", "tea_room_table_book"),
     [("butcher_cut_order", {"cut": "gammon", "butcher": "Huntsham Farm"})]),
    ("Some DK cotton from Woolly Wormhead in Totnes.", ("yarn_shop_buy", "saddlery_kit_buy"),
     [("yarn_shop_buy", {"yarn": "DK cotton", "shop": "Woolly Wormhead"})]),
]
