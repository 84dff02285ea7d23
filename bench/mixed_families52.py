"""``mixed_requests.py --later families52``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, each request writing the thing in two
or three words after an article, a possessive or "some", right before "at" or "from" and
the venue ("A leaf blower from Hire Station.", "Some smoked mackerel at Fishworks."), a
thing a small model may cut to one of its words ("blower", "mackerel").

Written 12-07 (fiftieth session) after reading the read batches' runs at 3bafed7, where
the thing's argument held one word of the thing the request writes ("tea" for "An iced
tea", "tree" for "A fig tree", "cold" for "My cold brew", "steak" for "A steak pie"), and
before a change giving such an argument the request's words, and before any run of it:
it measures that change on requests it was not written from. Three requests are for a
tool taking a word of the thing, not the thing: a flavour ("A rum raisin scoop"), and
seeds, whose parameter's own word the request writes after the kind ("Some runner bean
seeds"). The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "fishmonger_buy": (
        "Buy fish from a fishmonger.", {"fish": S, "fishmonger": S},
        ["fish", "fishmonger"]),
    "gelateria_scoop": (
        "Order a scoop at a gelateria.", {"flavour": S, "gelateria": S},
        ["flavour", "gelateria"]),
    "seed_merchant_buy": (
        "Buy seeds from a seed merchant.", {"seeds": S, "merchant": S},
        ["seeds", "merchant"]),
    "tea_room_treat": (
        "Order a treat at a tea room.", {"treat": S, "tea_room": S},
        ["treat", "tea_room"]),
    "tool_hire_shop": (
        "Hire a tool from a hire shop.", {"tool": S, "hire_shop": S},
        ["tool", "hire_shop"]),
    "sandwich_bar_order": (
        "Order a sandwich at a sandwich bar.", {"sandwich": S, "bar": S},
        ["sandwich", "bar"]),
    "butcher_meat_order": (
        "Order meat from a butcher.", {"meat": S, "butcher": S}, ["meat", "butcher"]),
    "toy_shop_buy": (
        "Buy a toy at a toy shop.", {"toy": S, "shop": S}, ["toy", "shop"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES52: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Some smoked mackerel at Fishworks.", ("fishmonger_buy", "toy_shop_buy"),
     [("fishmonger_buy", {"fish": "smoked mackerel", "fishmonger": "Fishworks"})]),
    ("Some king prawns from Wild Fish.", ("fishmonger_buy", "tool_hire_shop",
                                          "tea_room_treat"),
     [("fishmonger_buy", {"fish": "king prawns", "fishmonger": "Wild Fish"})]),
    ("A whole sea trout from Veasey's.", ("fishmonger_buy", "sandwich_bar_order"),
     [("fishmonger_buy", {"fish": "whole sea trout", "fishmonger": "Veasey's"})]),
    ("Some fresh mussels at Fish Tales.", ("fishmonger_buy", "butcher_meat_order"),
     [("fishmonger_buy", {"fish": "fresh mussels", "fishmonger": "Fish Tales"})]),
    ("A rum raisin scoop at Gelupo.", ("gelateria_scoop", "tea_room_treat"),
     [("gelateria_scoop", {"flavour": "rum raisin", "gelateria": "Gelupo"})]),
    ("A blood orange sorbet from Badiani.", ("gelateria_scoop", "fishmonger_buy",
                                             "toy_shop_buy"),
     [("gelateria_scoop", {"flavour": "blood orange", "gelateria": "Badiani"})]),
    ("Some runner bean seeds from Thompson.", ("seed_merchant_buy", "toy_shop_buy"),
     [("seed_merchant_buy", {"seeds": "runner bean", "merchant": "Thompson"})]),
    ("A welsh rarebit at Peacocks.", ("tea_room_treat", "tool_hire_shop"),
     [("tea_room_treat", {"treat": "welsh rarebit", "tea_room": "Peacocks"})]),
    ("A toasted teacake from Fat Rascal.", ("tea_room_treat", "butcher_meat_order",
                                            "fishmonger_buy"),
     [("tea_room_treat", {"treat": "toasted teacake", "tea_room": "Fat Rascal"})]),
    ("My usual hot cross bun at Tea Cosy.", ("tea_room_treat", "sandwich_bar_order"),
     [("tea_room_treat", {"treat": "hot cross bun", "tea_room": "Tea Cosy"})]),
    ("A leaf blower from Hire Station.", ("tool_hire_shop", "gelateria_scoop"),
     [("tool_hire_shop", {"tool": "leaf blower", "hire_shop": "Hire Station"})]),
    ("A power washer at Speedy.", ("tool_hire_shop", "seed_merchant_buy",
                                   "toy_shop_buy"),
     [("tool_hire_shop", {"tool": "power washer", "hire_shop": "Speedy"})]),
    ("A floor polisher from Brandon.", ("tool_hire_shop", "tea_room_treat"),
     [("tool_hire_shop", {"tool": "floor polisher", "hire_shop": "Brandon"})]),
    ("A post hole digger at Selco.", ("tool_hire_shop", "butcher_meat_order"),
     [("tool_hire_shop", {"tool": "post hole digger", "hire_shop": "Selco"})]),
    ("A bacon roll at Nandina.", ("sandwich_bar_order", "fishmonger_buy"),
     [("sandwich_bar_order", {"sandwich": "bacon roll", "bar": "Nandina"})]),
    ("A tuna melt from Tossed.", ("sandwich_bar_order", "gelateria_scoop",
                                  "seed_merchant_buy"),
     [("sandwich_bar_order", {"sandwich": "tuna melt", "bar": "Tossed"})]),
    ("Their pulled pork wrap at Sub Stop.", ("sandwich_bar_order", "tool_hire_shop"),
     [("sandwich_bar_order", {"sandwich": "pulled pork wrap", "bar": "Sub Stop"})]),
    ("A pork belly joint from Parsons.", ("butcher_meat_order", "toy_shop_buy"),
     [("butcher_meat_order", {"meat": "pork belly joint", "butcher": "Parsons"})]),
    ("Some beef mince at Dring's.", ("butcher_meat_order", "tea_room_treat",
                                     "gelateria_scoop"),
     [("butcher_meat_order", {"meat": "beef mince", "butcher": "Dring's"})]),
    ("Our Christmas goose from Hatfield Farm.", ("butcher_meat_order",
                                                 "sandwich_bar_order"),
     [("butcher_meat_order", {"meat": "Christmas goose", "butcher": "Hatfield Farm"})]),
    ("A venison haunch at Pollen.", ("butcher_meat_order", "fishmonger_buy"),
     [("butcher_meat_order", {"meat": "venison haunch", "butcher": "Pollen"})]),
    ("A wooden dolls house at Entertainer.", ("toy_shop_buy", "seed_merchant_buy"),
     [("toy_shop_buy", {"toy": "wooden dolls house", "shop": "Entertainer"})]),
    ("A remote control car from Lovely Toys.", ("toy_shop_buy", "tool_hire_shop",
                                                "gelateria_scoop"),
     [("toy_shop_buy", {"toy": "remote control car", "shop": "Lovely Toys"})]),
    ("A skipping rope at Moreish.", ("toy_shop_buy", "sandwich_bar_order"),
     [("toy_shop_buy", {"toy": "skipping rope", "shop": "Moreish"})]),
    ("Some bath crayons from Bea's.", ("toy_shop_buy", "butcher_meat_order"),
     [("toy_shop_buy", {"toy": "bath crayons", "shop": "Bea's"})]),
]
