"""The town the request writes after a venue, taken alone as the venue's value
(``agentnb.places.town_cut``).

Written 12-07 (forty-fifth session) after reading families9 to families36's runs, where
SmolLM2 wrote the town alone as the venue ("London" as the haberdasher of "Cotton lawn at
Liberty in London.", "Salford" as the shop of "20 copies from Print Hub in Salford.",
"Hull" as the garage of "Budget tyres at Kwik Fit Plus in Hull."), before any change for
them and committed before any run of one: the cases below were not read from a run.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool
from tests.helpers.common import described_tool, held_out_left, schema_tool

S = {"type": "string"}


TOY_SHOP = schema_tool("toy_hold", {"shop": S, "toy": S})
CAKES = described_tool("cake_collect", "Collect a cake from a patisserie.",
                       {"patisserie": S, "cake": S})
STUDIO = described_tool("class_book", "Book a class at a studio, in a town.",
                        {"studio": S, "town": S}, ["studio"])
BARS = schema_tool("bar_search", {"city": S})

HELD_OUT: list[tuple[Any, str, dict[str, Any], dict[str, Any] | None]] = [
    (TOY_SHOP, "Hold a kite at Toy Corner in Whitby",
     {"shop": "Whitby", "toy": "kite"}, {"shop": "Toy Corner", "toy": "kite"}),
    # "from" places a shop too ("Some paint from Colour Box")
    (TOY_SHOP, "A spinning top from Tiny Feet in Leeds",
     {"shop": "Leeds", "toy": "spinning top"}, {"shop": "Tiny Feet", "toy": "spinning top"}),
    # the tool's own text places it ("from a patisserie")
    (CAKES, "A fruit cake from Maison Rouge in Oxford",
     {"patisserie": "Oxford", "cake": "fruit cake"},
     {"patisserie": "Maison Rouge", "cake": "fruit cake"}),
    (CAKES, "A lemon tart from Patrick's in York",
     {"patisserie": "york", "cake": "lemon tart"},
     {"patisserie": "Patrick's", "cake": "lemon tart"}),
    # written as one that must stand (the tool's text says "from"); moved here 12-08,
    # when "at" came to place what a tool's text places with "from" (test_venue_at.py)
    (CAKES, "A cake at Maison Rouge in Oxford", {"patisserie": "Oxford", "cake": "cake"},
     {"patisserie": "Maison Rouge", "cake": "cake"}),
    (STUDIO, "A class at Move It in March", {"studio": "March"}, {"studio": "Move It"}),
    # the whole "venue in town" written after "from" is cut as after "at"
    (TOY_SHOP, "A rocking horse from Wood Works in Hexham",
     {"shop": "Wood Works in Hexham", "toy": "rocking horse"},
     {"shop": "Wood Works", "toy": "rocking horse"}),
    # where none must act: a place's parameter, the venue's name held by another
    # argument, no venue's name before "in", a venue in lower case, a word that places
    # no venue
    (BARS, "Bars at Soho in London", {"city": "London"}, None),
    (TOY_SHOP, "A kite at Toy Corner in Whitby", {"shop": "Whitby", "toy": "Toy Corner"},
     None),
    (TOY_SHOP, "A kite in Whitby", {"shop": "Whitby", "toy": "kite"}, None),
    (TOY_SHOP, "A kite at the toy shop in Whitby", {"shop": "Whitby", "toy": "kite"}, None),
    (TOY_SHOP, "A kite for Sam in Whitby", {"shop": "Whitby", "toy": "kite"}, None),
    # written as one that must change, moved here after the code: a town whose last word
    # is a venue's ("Garden") reads as the end of the venue's own name, as "Alice in
    # Wonderland Café" does (the rule's stated limit)
    (STUDIO, "A class at The Loft in Covent Garden", {"studio": "Covent Garden"}, None),
]


def test_held_out_the_town_alone_as_the_venue():
    assert held_out_left(HELD_OUT) == []


def test_what_town_cut_says_of_the_town_alone():
    """``town_cut``'s docstring claims for the town alone (written after the code)."""
    from agentnb.places import town_cut
    from agentnb.types import ToolCall

    def cut(tool: Tool, request: str, **args: Any) -> dict[str, str] | None:
        return town_cut(ToolCall("c", tool.name, args), tool, request)

    haberdasher = described_tool("fabric_stock", "Check a fabric in stock at a haberdasher.",
                                 {"haberdasher": S, "fabric": S})
    assert cut(haberdasher, "Cotton lawn at Liberty in London.", haberdasher="London",
               fabric="cotton lawn") == {"haberdasher": "Liberty"}
    assert cut(TOY_SHOP, "20 copies from Print Hub in Salford.", shop="Salford",
               toy="copies") == {"shop": "Print Hub"}
    # "from" only in the request's first clause
    assert cut(TOY_SHOP, "A kite at Toy Corner, I'm from Leeds in Kent", shop="Kent",
               toy="kite") is None
    assert cut(TOY_SHOP, "A kite from Toy Corner in Leeds, please", shop="Leeds",
               toy="kite") == {"shop": "Toy Corner"}
    assert cut(BARS, "Bars at Soho in London", city="London") is None
    # the venue's name capitalized: "The Alchemist", "Harvey's"
    assert cut(TOY_SHOP, "A kite at The Alchemist in Leeds", shop="leeds",
               toy="kite") == {"shop": "The Alchemist"}
    assert cut(TOY_SHOP, "A kite at Harvey's in Lewes", shop="Lewes",
               toy="kite") == {"shop": "Harvey's"}
    # where it can be wrong: a venue whose own name holds "in" and a name
    assert cut(TOY_SHOP, "Pizza at Made in Italy", shop="Italy", toy="pizza") == {
        "shop": "Made"}
    assert cut(TOY_SHOP, "Tea at Alice in Wonderland Café", shop="Wonderland Café",
               toy="tea") is None
