"""The refill on a venue's name written for both arguments where the tool's own text
places the venue with the thing's word before it ("Hold a toy at a toy shop.": the toy
shop is placed, not the toy): only the last word of what the text places after "at" or
"from" is placed (``agentnb.places._told``), so the thing's argument is asked again
(``refill.placed_twice``).

Written 12-07 (forty-sixth session) after reading families37 to families39's runs, where
SmolLM2 wrote "Brick Box" for the shop and the toy of "Hold a Lego set at Brick Box in
Derby.", "Majestic" for the merchant and the wine of "Malbec at Majestic please.", and
the refill did not ask, before any change for it and committed before any run of one:
the cases below were not read from a run.
"""

from __future__ import annotations

from typing import Any

from agentnb.places import takes_place
from agentnb.refill import asker
from agentnb.types import ToolCall
from tests.helpers.common import described_tool

S = {"type": "string"}
SEEDS = described_tool("seed_order", "Order seeds from a seed merchant.",
                       {"seeds": S, "merchant": S})
RECORDS = described_tool("record_hold", "Hold a record at a record shop.",
                         {"record": S, "shop": S})
WOOL = described_tool("wool_buy", "Buy wool from a wool shop.", {"wool": S, "shop": S})
COFFEE = described_tool("coffee_beans", "Order coffee from a coffee roaster.",
                        {"coffee": S, "roaster": S})
LANE = described_tool("lane_book", "Book a lane at a bowling alley.", {"alley": S, "lane": S})
TRAMS = described_tool("tram_times", "Next trams from a stop.", {"stop": S})


def asked(tool: Any, request: str, **args: Any) -> list[str]:
    return asker([request], request)(ToolCall("c", tool.name, args), tool).names


def test_held_out_the_thing_asked_again_where_the_text_places_its_venue():
    assert asked(SEEDS, "Sweet peas from Chiltern Seeds.", seeds="Chiltern Seeds",
                 merchant="Chiltern Seeds") == ["seeds"]
    assert asked(RECORDS, "Hold Hounds of Love at Rough Trade.", record="Rough Trade",
                 shop="Rough Trade") == ["record"]
    assert asked(WOOL, "Some merino from Loop please.", wool="Loop", shop="Loop") == ["wool"]
    assert asked(COFFEE, "A bag of Kenyan from Square Mile.", coffee="Square Mile",
                 roaster="Square Mile") == ["coffee"]


def test_held_out_what_the_text_places():
    assert not takes_place(SEEDS, "seeds") and takes_place(SEEDS, "merchant")
    assert not takes_place(RECORDS, "record") and takes_place(RECORDS, "shop")
    assert takes_place(LANE, "alley") and not takes_place(LANE, "lane")
    assert takes_place(TRAMS, "stop")


def test_held_out_what_stands():
    # the venue's name written twice by the request, or placed by no word: nothing tells
    assert asked(RECORDS, "Rough Trade records at Rough Trade", record="Rough Trade",
                 shop="Rough Trade") == []
    assert asked(WOOL, "Has Loop got merino?", wool="Loop", shop="Loop") == []
    # the model's call right
    assert asked(SEEDS, "Sweet peas from Chiltern Seeds.", seeds="Sweet peas",
                 merchant="Chiltern Seeds") == []


def test_the_readme_s_example_and_group_75():
    """README: "Brick Box" as the toy and the shop of "Hold a Lego set at Brick Box" asks
    the toy again; group 75: the refill asks the 5 rows that must change, none of the 5
    that stand."""
    from tests.helpers.common import ordinary_requests, refill_tally

    toys = described_tool("toy_hold", "Hold a toy at a toy shop.", {"toy": S, "shop": S})
    assert asked(toys, "Hold a Lego set at Brick Box", toy="Brick Box",
                 shop="Brick Box") == ["toy"]
    fixed, changed, stood = refill_tally(ordinary_requests().told_venues())
    assert fixed == 0 and len(changed) == 5 and all(a == w for a, w in changed)
    assert len(stood) == 5 and all(a == [] for a, _ in stood)
