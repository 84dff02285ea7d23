"""A venue's argument holding the name the request places for it with words the request
does not write beside it ("Notes Coffee" for "A latte at Notes please.", "Loop
Islington" for "Wool from Loop in Islington.", "chorizo Brindisa" beside
``item="chorizo"``): the venue takes the name (``agentnb.placed.grown_cut``, an evidence
rule of ``GroundArguments``).

Written 12-07 (forty-ninth session) after reading families26-50's runs ("Kahaila Coffee",
"Wickes Hardware", "Paperchase Bath", "Stilton Cheese Cellar"), before the code and
committed before any run of it: the cases below were not read from a run, nor from
``bench/mixed_families51.py``, which measures the change held out.
"""

from __future__ import annotations

from typing import Any

from agentnb.types import ToolCall
from tests.helpers.common import described_tool

S = {"type": "string"}
CAFE = described_tool("cafe_drink", "Order a drink at a cafe.", {"drink": S, "cafe": S})
WOOL = described_tool("wool_buy", "Buy wool at a shop.", {"wool": S, "shop": S})
DELI = described_tool("deli_food", "Order food from a deli.", {"item": S, "deli": S})
CITY = described_tool("city_weather", "Weather in a city.", {"city": S})
EVENING = described_tool("date_night", "Plan a date night.", {"cinema": S, "restaurant": S})


def cut(tool: Any, request: str, **args: Any) -> dict[str, str] | None:
    from agentnb.placed import grown_cut

    return grown_cut(ToolCall("c", tool.name, args), tool, request)


def test_held_out_the_venue_takes_the_name():
    assert cut(CAFE, "A latte at Notes please.", drink="latte", cafe="Notes Coffee") == {
        "cafe": "Notes"}
    assert cut(WOOL, "Wool from Loop in Islington.", wool="Loop",
               shop="Loop Islington") == {"shop": "Loop"}
    assert cut(DELI, "Chorizo from Brindisa.", item="chorizo", deli="chorizo Brindisa") == {
        "deli": "Brindisa"}
    assert cut(CAFE, "A mocha at Caffe Nero please.", drink="mocha",
               cafe="Caffe Nero Express") == {"cafe": "Caffe Nero"}


def test_held_out_what_stands():
    # the request writes the value
    assert cut(CAFE, "A latte at Notes Coffee.", drink="latte", cafe="Notes Coffee") is None
    assert cut(CAFE, "A latte at Notes, the Notes Coffee on the Strand.", drink="latte",
               cafe="Notes Coffee") is None
    # the right name
    assert cut(CAFE, "A latte at Notes please.", drink="latte", cafe="Notes") is None
    # words before the name that no other argument holds
    assert cut(DELI, "Chorizo from Brindisa.", item="chorizo", deli="Best Brindisa") is None
    # nothing places the name for the venue
    assert cut(CAFE, "Is Notes open? A latte please.", drink="latte",
               cafe="Notes Coffee") is None
    # two names placed
    assert cut(CAFE, "A latte at Notes or at Kahaila.", drink="latte",
               cafe="Notes Coffee") is None
    # no venue's parameter, or two
    assert cut(CITY, "Weather in Leeds?", city="Leeds City") is None
    assert cut(EVENING, "Dune at Vue please.", cinema="Vue Cinemas", restaurant="Dishoom") \
        is None
    # words the request writes, not as the venue's town after "in" (written with that
    # guard, before any run)
    branch = described_tool("van_hire", "Hire a van from a branch.", {"van": S, "branch": S})
    assert cut(branch, "A van from Sixt, the Manchester branch.", van="van",
               branch="Sixt Manchester") is None
    assert cut(branch, "A van from Sixt in Manchester.", van="van",
               branch="Sixt Manchester") == {"branch": "Sixt"}
    # the name inside the value, not at an end
    assert cut(CAFE, "A latte at Notes please.", drink="latte", cafe="The Notes Cafe") is None


def test_the_thing_holding_the_name_is_asked_again():
    """Once the venue takes the name, a thing holding it too is asked again among the
    request's runs without it (``refill.placed_twice`` on the evidence rules' values)."""
    from agentnb.placed import grown_cut
    from agentnb.refill import asker

    request = "Wool from Loop in Islington."
    asked = asker([request], request, repair=lambda c, t: grown_cut(c, t, request) or {})(
        ToolCall("c", WOOL.name, {"wool": "Loop", "shop": "Loop Islington"}), WOOL)
    assert asked.names == ["wool"]
    assert "Wool" in asked.offered["wool"]
    assert not [r for r in asked.offered["wool"] if "Loop" in r]


def test_the_readme_s_figures_for_ordinary_group_81():
    """README (written after the code): of group 81's 7 rows, the policies put right the
    4 that must change and change none of the 3 that must stand."""
    from tests.helpers.common import ordinary_requests, refill_tally

    cases = ordinary_requests().venues_grown()
    assert len(cases) == 7
    right, changed, stood = refill_tally(cases)
    assert right == 4 and changed == [] and len(stood) == 3


def test_the_readme_s_examples():
    """README (written after the code): its examples of the rule, as written there."""
    from agentnb.placed import placed_cut

    coffee = described_tool("coffee_bar_order", "Order a drink at a coffee shop.",
                            {"drink": S, "coffee_shop": S})
    assert cut(coffee, "My cold brew at Kahaila please.", drink="cold brew",
               coffee_shop="Kahaila Coffee") == {"coffee_shop": "Kahaila"}
    gift = described_tool("gift_hold", "Hold a gift at a shop.", {"gift": S, "shop": S})
    assert cut(gift, "Hold a photo frame at Paperchase in Bath.", gift="photo frame",
               shop="Paperchase Bath") == {"shop": "Paperchase"}
    cheese = described_tool("cheese_buy", "Buy cheese from a cheesemonger.",
                            {"cheese": S, "cheesemonger": S})
    assert cut(cheese, "Stilton from Cheese Cellar.", cheese="Stilton",
               cheesemonger="Stilton Cheese Cellar") == {"cheesemonger": "Cheese Cellar"}
    gym = described_tool("gym_class_book", "Book a class at a gym.",
                         {"class_name": S, "gym": S})
    assert placed_cut(ToolCall("c", gym.name, {"class_name": "A spin class at Pure Gym",
                                               "gym": "Pure Gym"}), gym,
                      "A spin class at Pure Gym.") is None
