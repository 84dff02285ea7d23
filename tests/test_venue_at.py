"""A venue the tool's own text places with "from" ("Buy fish from a fishmonger.") named
after "at" in the request ("Some hake at Ocean Fresh."): "at" places it too, as "from"
places a venue the text places with "at" (``places._told``); and a day's or a time's name
after "at" ("A goose at Christmas.") names no venue (``places._placed``).

Written 12-08 (fifty-first session) after reading the read batches' runs ("Some beef
mince at Dring's." for "Order meat from a butcher." left "beef"; "Some Comte at
Cheezelo." left the two swapped), before the code and committed before any run of it: the
cases below were not read from a run, nor from ``bench/mixed_families53.py``, which
measures the change held out.
"""

from __future__ import annotations

from typing import Any

from agentnb.types import ToolCall
from tests.helpers.common import described_tool

S = {"type": "string"}
FISH = described_tool("fish_buy", "Buy fish from a fishmonger.", {"fish": S, "fishmonger": S})
CHEESE = described_tool("cheese_buy", "Buy cheese from a cheesemonger.",
                        {"cheese": S, "cheesemonger": S})
MEAT = described_tool("meat_buy", "Order meat from a butcher.", {"meat": S, "butcher": S})
GOOSE = described_tool("goose_buy", "Order a goose at a shop.", {"goose": S, "shop": S})
UNPLACED = described_tool("fish_sell", "Buy fish.", {"fish": S, "seller": S})


def call(tool: Any, **args: Any) -> ToolCall:
    return ToolCall("c", tool.name, args)


def test_at_places_a_venue_the_tool_text_places_with_from():
    from agentnb.places import placed_for

    assert placed_for(FISH, "fishmonger", "Ocean Fresh", "Some hake at Ocean Fresh.")
    assert placed_for(FISH, "fishmonger", "Fish Shed", "Two crabs at the Fish Shed.")
    assert placed_for(FISH, "fishmonger", "Ocean Fresh", "Some hake from Ocean Fresh.")
    # in a later clause "at" says where someone is, as "from" says where they are from
    assert not placed_for(FISH, "fishmonger", "Ocean Fresh",
                          "Some hake please, I'm at Ocean Fresh.")
    # a parameter that neither its name nor the tool's text says is a venue
    assert not placed_for(UNPLACED, "seller", "Ocean Fresh", "Some hake at Ocean Fresh.")


def test_a_made_up_venue_takes_the_name_at_places():
    from agentnb.places import place_fix

    request = "Some lamb shanks at Dewhursts."
    assert place_fix(call(MEAT, meat="lamb shanks", butcher="Bloom"), MEAT, request,
                     [request]) == {"butcher": "Dewhursts"}


def test_a_thing_and_its_venue_swapped_are_put_back():
    from agentnb.places import venue_swap

    request = "Some Stilton at Curd Corner."
    assert venue_swap(call(CHEESE, cheese="Curd Corner", cheesemonger="Stilton"), CHEESE,
                      request, [request]) == {"cheesemonger": "Curd Corner",
                                              "cheese": "Stilton"}


def test_a_thing_cut_short_and_a_venue_grown_or_with_its_town():
    from agentnb.placed import grown_cut, whole_thing
    from agentnb.places import town_cut

    assert whole_thing(call(FISH, fish="haddock", fishmonger="Ocean Fresh"), FISH,
                       "Some smoked haddock at Ocean Fresh.") == {"fish": "smoked haddock"}
    assert town_cut(call(MEAT, meat="Pork chops", butcher="Dewhursts in Thirsk"), MEAT,
                    "Pork chops at Dewhursts in Thirsk.") == {"butcher": "Dewhursts"}
    assert grown_cut(call(CHEESE, cheese="Brie", cheesemonger="Curd Corner Cheese"), CHEESE,
                     "Some Brie at Curd Corner.") == {"cheesemonger": "Curd Corner"}


def test_a_day_or_a_time_after_at_names_no_venue():
    from agentnb.places import place_fix

    for tool, args, request in [
            (MEAT, {"meat": "goose", "butcher": "Bloom"}, "A goose at Christmas."),
            (MEAT, {"meat": "lamb", "butcher": "Bloom"}, "Some lamb at Easter please."),
            (GOOSE, {"goose": "goose", "shop": "Bloom"}, "A goose at Christmas."),
            (GOOSE, {"goose": "goose", "shop": "Bloom"}, "A goose at Noon.")]:
        assert place_fix(call(tool, **args), tool, request, [request]) is None, request
    # a name that holds such a word is a name ("Christmas Barn")
    request = "A goose at Christmas Barn."
    assert place_fix(call(GOOSE, goose="goose", shop="Bloom"), GOOSE, request,
                     [request]) == {"shop": "Christmas Barn"}


def test_the_policies_give_the_venue_in_one_step():
    """The one-step harness of ``bench/ordinary_requests.py``: the default policies give
    the name "at" places, and record the change."""
    from tests.helpers.common import ran_held_out

    got, want = ran_held_out(CHEESE, "Some Stilton at Curd Corner.",
                             {"cheese": "Curd Corner", "cheesemonger": "Stilton"},
                             {"cheese": "Stilton", "cheesemonger": "Curd Corner"})
    assert got == want


def test_the_readme_s_figures_for_ordinary_group_83():
    """README (written after the code): of group 83's 9 rows, the policies put right the
    5 that must change and change none of the 4 that must stand (nor does the refill ask
    them again)."""
    from tests.helpers.common import ordinary_requests, refill_tally

    cases = ordinary_requests().venues_at()
    assert len(cases) == 9
    right, changed, stood = refill_tally(cases)
    assert right == 5 and changed == [] and len(stood) == 4
    assert all(asked == [] for asked, _ in stood)


def test_the_readme_s_examples():
    """README (written after the code): its examples, as written there."""
    from agentnb.places import place_fix, placed_for

    assert placed_for(FISH, "fishmonger", "Ocean Fresh", "Some hake at Ocean Fresh.")
    request = "A goose at Christmas"
    assert place_fix(call(GOOSE, goose="goose", shop="Bloom"), GOOSE, request,
                     [request]) is None
