"""``mixed_requests.py --later families49``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue whose parameter's name says a venue
("shop", "cafe", "centre"), each request naming a venue of two or three words after
"from" or "at" ("Some beeswax candles from Wax Lyrical.", "Secateurs at Fron Garden
Centre.").

Written 12-07 (forty-eighth session) after reading families48's runs, where the evidence
rules gave the venue's name to the thing too ("Clifton Nurseries" to both, spaced from
the model's "clifton-nurseries"), and before a change asking such a thing again, and
before any run of it: it measures that change on requests it was not written from. The
tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "candle_shop_buy": (
        "Buy a candle at a shop.", {"candle": S, "shop": S}, ["candle", "shop"]),
    "ice_cream_parlour_order": (
        "Order an ice cream at a cafe.", {"flavour": S, "cafe": S}, ["flavour", "cafe"]),
    "wool_shop_buy": (
        "Buy wool at a shop.", {"wool": S, "shop": S}, ["wool", "shop"]),
    "frame_shop_order": (
        "Order a picture frame at a shop.", {"frame": S, "shop": S}, ["frame", "shop"]),
    "farm_shop_buy": (
        "Buy produce at a farm shop.", {"produce": S, "shop": S}, ["produce", "shop"]),
    "garden_centre_tool_buy": (
        "Buy a garden tool at a garden centre.", {"tool": S, "centre": S},
        ["tool", "centre"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES49: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A fig candle from Jo Malone.", ("candle_shop_buy", "wool_shop_buy"),
     [("candle_shop_buy", {"candle": "fig candle", "shop": "Jo Malone"})]),
    ("Some beeswax candles from Wax Lyrical.", ("candle_shop_buy", "farm_shop_buy"),
     [("candle_shop_buy", {"candle": "beeswax candles", "shop": "Wax Lyrical"})]),
    ("A pillar candle at White Company.", ("candle_shop_buy", "frame_shop_order",
                                           "ice_cream_parlour_order"),
     [("candle_shop_buy", {"candle": "pillar candle", "shop": "White Company"})]),
    ("A lavender candle from Neom Organics.", ("candle_shop_buy", "garden_centre_tool_buy"),
     [("candle_shop_buy", {"candle": "lavender candle", "shop": "Neom Organics"})]),
    ("Pistachio ice cream from Gelato Village.", ("ice_cream_parlour_order",
                                                  "candle_shop_buy"),
     [("ice_cream_parlour_order", {"flavour": "pistachio", "cafe": "Gelato Village"})]),
    ("A scoop of mint choc chip at Ruby Violet.", ("ice_cream_parlour_order",
                                                   "farm_shop_buy"),
     [("ice_cream_parlour_order", {"flavour": "mint choc chip", "cafe": "Ruby Violet"})]),
    ("Salted caramel from Jude's Ice Cream.", ("ice_cream_parlour_order", "wool_shop_buy",
                                               "frame_shop_order"),
     [("ice_cream_parlour_order", {"flavour": "salted caramel",
                                   "cafe": "Jude's Ice Cream"})]),
    ("Strawberry at Ice Cream Union.", ("ice_cream_parlour_order", "garden_centre_tool_buy"),
     [("ice_cream_parlour_order", {"flavour": "strawberry", "cafe": "Ice Cream Union"})]),
    ("Vanilla from Kelly's Parlour.", ("ice_cream_parlour_order", "frame_shop_order"),
     [("ice_cream_parlour_order", {"flavour": "vanilla", "cafe": "Kelly's Parlour"})]),
    ("Double knit from Wool Warehouse.", ("wool_shop_buy", "candle_shop_buy"),
     [("wool_shop_buy", {"wool": "double knit", "shop": "Wool Warehouse"})]),
    ("Some chunky yarn at Black Sheep Wools.", ("wool_shop_buy", "ice_cream_parlour_order"),
     [("wool_shop_buy", {"wool": "chunky yarn", "shop": "Black Sheep Wools"})]),
    ("Aran from Stitch Hub.", ("wool_shop_buy", "farm_shop_buy", "candle_shop_buy"),
     [("wool_shop_buy", {"wool": "Aran", "shop": "Stitch Hub"})]),
    ("Sock yarn from Loop Knits.", ("wool_shop_buy", "garden_centre_tool_buy"),
     [("wool_shop_buy", {"wool": "sock yarn", "shop": "Loop Knits"})]),
    ("An oak frame from Frame Factory.", ("frame_shop_order", "wool_shop_buy"),
     [("frame_shop_order", {"frame": "oak frame", "shop": "Frame Factory"})]),
    ("A gilt frame at Picture Perfect.", ("frame_shop_order", "candle_shop_buy"),
     [("frame_shop_order", {"frame": "gilt frame", "shop": "Picture Perfect"})]),
    ("A box frame from Frame Works Studio.", ("frame_shop_order", "farm_shop_buy",
                                              "garden_centre_tool_buy"),
     [("frame_shop_order", {"frame": "box frame", "shop": "Frame Works Studio"})]),
    ("A poster frame at Frame Express.", ("frame_shop_order", "ice_cream_parlour_order"),
     [("frame_shop_order", {"frame": "poster frame", "shop": "Frame Express"})]),
    ("Free-range eggs from Manor Farm Shop.", ("farm_shop_buy", "frame_shop_order"),
     [("farm_shop_buy", {"produce": "free-range eggs", "shop": "Manor Farm Shop"})]),
    ("Asparagus at Garsons Farm.", ("farm_shop_buy", "wool_shop_buy"),
     [("farm_shop_buy", {"produce": "asparagus", "shop": "Garsons Farm"})]),
    ("Some honey from Cherry Tree Farm.", ("farm_shop_buy", "candle_shop_buy",
                                           "ice_cream_parlour_order"),
     [("farm_shop_buy", {"produce": "honey", "shop": "Cherry Tree Farm"})]),
    ("Cider apples from Old Orchard Farm.", ("farm_shop_buy", "garden_centre_tool_buy"),
     [("farm_shop_buy", {"produce": "cider apples", "shop": "Old Orchard Farm"})]),
    ("A trowel from Hilltop Garden Centre.", ("garden_centre_tool_buy", "candle_shop_buy"),
     [("garden_centre_tool_buy", {"tool": "trowel", "centre": "Hilltop Garden Centre"})]),
    ("Secateurs at Fron Garden Centre.", ("garden_centre_tool_buy", "frame_shop_order"),
     [("garden_centre_tool_buy", {"tool": "secateurs", "centre": "Fron Garden Centre"})]),
    ("A hose from Van Hage.", ("garden_centre_tool_buy", "wool_shop_buy",
                               "farm_shop_buy"),
     [("garden_centre_tool_buy", {"tool": "hose", "centre": "Van Hage"})]),
    ("A rake at Highfield Nurseries.", ("garden_centre_tool_buy", "ice_cream_parlour_order"),
     [("garden_centre_tool_buy", {"tool": "rake", "centre": "Highfield Nurseries"})]),
]
