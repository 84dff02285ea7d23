"""A count written into the thing's string beside the number argument holding it ("8
cupcakes" as the item beside ``quantity=8``): the string is the thing alone
(``GroundArguments``' evidence rules, ``counted.count_cut``); and a run of the request
that is a number argument's value with its parameter's word ("3 hours" beside
``hours=3``) is not offered to the refill.

Held out: written 12-07 (forty-first session) before the code, after reading
``bench/mixed_requests.py --later families11`` and ``16``'s runs ("6 croissants" beside
``quantity=6``; "2 hours" taken as the bike of "Hire a tandem from Bike Barn for 2
hours."); these requests are not those. The model is scripted (its calls are given).
"""

from __future__ import annotations

from agentnb import Tool
from agentnb.refill import asker
from agentnb.types import ToolCall
from tests.helpers.common import held_out_left, schema_tool

S, INT = {"type": "string"}, {"type": "integer"}
CAKES = schema_tool("cake_shop_order", {"shop": S, "item": S, "quantity": INT})
PLANTS = schema_tool("nursery_order", {"plant": S, "count": INT})
TYRES = schema_tool("tyre_fit", {"tyre": S, "tyres": INT, "garage": S})
PICK = schema_tool("cake_pick", {"shop": S, "item": S})
BINS = schema_tool("bin_collect", {"address": S, "bins": INT})
HIRE = schema_tool("boat_by_hour", {"boat": S, "hours": INT})

CUT = [
    (CAKES, "8 cupcakes from Lola's", {"shop": "Lola's", "item": "8 cupcakes",
                                       "quantity": 8},
     {"shop": "Lola's", "item": "cupcakes", "quantity": 8}),
    (CAKES, "Two lemon tarts from Konditor", {"shop": "Konditor", "item": "Two lemon tarts",
                                              "quantity": 2},
     {"shop": "Konditor", "item": "lemon tarts", "quantity": 2}),
    (PLANTS, "Order 10 lavender plants", {"plant": "10 lavender plants", "count": 10},
     {"plant": "lavender plants", "count": 10}),
    (TYRES, "Fit four winter tyres at Kwik Fit", {"tyre": "four winter tyres", "tyres": 4,
                                                  "garage": "Kwik Fit"},
     {"tyre": "winter tyres", "tyres": 4, "garage": "Kwik Fit"}),
    # the count in other words than the request's
    (CAKES, "Eight cupcakes from Lola's", {"shop": "Lola's", "item": "8 cupcakes",
                                           "quantity": 8},
     {"shop": "Lola's", "item": "cupcakes", "quantity": 8}),
]
LEFT = [
    # another count in the number: which is right?
    (CAKES, "8 cupcakes from Lola's", {"shop": "Lola's", "item": "8 cupcakes",
                                       "quantity": 1}, None),
    # no number holds the count: the string alone says it
    (PICK, "8 cupcakes from Lola's", {"shop": "Lola's", "item": "8 cupcakes"}, None),
    # a name
    (CAKES, "3 Musketeers bars from Lola's", {"shop": "Lola's", "item": "3 Musketeers bars",
                                              "quantity": 3}, None),
    # an address
    (BINS, "Collect 2 bins at 2 Elm Road", {"address": "2 Elm Road", "bins": 2}, None),
    # the number's own word: no thing is left (the refill's to ask again)
    (HIRE, "A kayak for 3 hours", {"boat": "3 hours", "hours": 3}, None),
]


def test_held_out_counts_written_into_the_thing():
    """Before the rule: the 5 that must change are left; the 5 that must stay stay."""
    assert held_out_left(CUT + LEFT) == []


def test_the_refill_does_not_offer_a_number_s_value_with_its_word():
    boat = Tool.from_schema("boat_hire_hourly", "Hire a boat by the hour.", {
        "type": "object", "properties": {"craft": S, "hours": INT, "people": INT},
        "required": ["craft", "hours"]}, fn=lambda **k: "ok")
    request = "A kayak on Coniston for 3 hours, 2 people"
    offered = asker([request], request)(
        ToolCall("c", boat.name, {"craft": "boat", "hours": 3, "people": 2}), boat).offered
    assert "kayak" in offered["craft"]
    assert not {"3 hours", "2 people"} & set(offered["craft"])
    # a number's value with another word stays: the number may be the one that is wrong
    offered = asker([request], request)(
        ToolCall("c", boat.name, {"craft": "boat", "hours": 2}), boat).offered
    assert "3 hours" in offered["craft"]


def test_a_plural_without_an_s_counts():
    from agentnb.counted import measured, noun

    assert [noun(n) for n in ("people", "children", "guests", "number_of_people")] == [
        "people", "children", "guest", "people"]
    call = ToolCall("c", "boat_by_hour", {"boat": "kayak", "hours": 3, "people": 2})
    assert [measured(r, call) for r in ("2 people", "3 hours", "hours", "2 hours",
                                        "kayak", "3 kayaks")] == [
        True, True, True, False, False, False]
    # the value alone in words (read from families28's run: "Two" taken as the craft of
    # "Two hours on a pedalo.")
    assert [measured(r, call) for r in ("Three", "two", "Four")] == [True, True, False]


def test_the_readme_s_examples():
    """README's GroundArguments bullets: "8 cupcakes" becomes "cupcakes"; "2 kg of
    brisket" and "3 Musketeers bars" stay; "2 hours" is not offered beside ``hours=2``."""
    from agentnb.counted import count_cut, measured

    def cut(tool, request, **args):
        return count_cut(ToolCall("c", tool.name, args), tool, request, [request])

    assert cut(CAKES, "8 cupcakes from Lola's", shop="Lola's", item="8 cupcakes",
               quantity=8) == {"item": "cupcakes"}
    beef = schema_tool("butcher_buy", {"cut": S, "quantity": INT})
    assert cut(beef, "2 kg of brisket", cut="2 kg of brisket", quantity=2) is None
    assert cut(CAKES, "3 Musketeers bars from Lola's", shop="Lola's",
               item="3 Musketeers bars", quantity=3) is None
    assert cut(CAKES, "8 cupcakes and 8 scones", shop="Lola's", item="8 cupcakes",
               quantity=8) is None  # the count written twice
    assert measured("2 hours", ToolCall("c", "bike_hire", {"bike": "bike", "hours": 2}))


def test_where_count_cut_can_be_wrong_as_its_docstring_says():
    from agentnb.counted import count_cut

    pizza = schema_tool("pizza_order", {"item": S, "quantity": INT})
    request = "Order a three cheese pizza"
    assert count_cut(ToolCall("c", pizza.name, {"item": "three cheese pizza",
                                                "quantity": 3}), pizza, request,
                     [request]) == {"item": "cheese pizza"}


def test_the_readme_s_figures_for_ordinary_groups_63_and_64():
    """README: of groups 63 and 64 (24 rows), none changed wrongly, the 7 that must
    change right, the eighth ("Two packets of basil seeds") left as the model made it."""
    from tests.helpers.common import ordinary_requests

    bench = ordinary_requests()
    cases = bench.trips() + bench.counts_in_things()
    ran = [(case, bench.ran(case, None)) for case in cases]
    assert len(cases) == 24
    assert [c["request"] for c, got in ran if got not in (c["must"], c["made"])] == []
    must_change = [(c, got) for c, got in ran if c["must"] != c["made"]]
    assert [c["request"] for c, got in must_change if got != c["must"]] == [
        "Two packets of basil seeds"]
    assert len(must_change) == 8


def test_the_docstrings_examples():
    """``count_cut``'s, ``measured``'s and ``route_swap``'s own examples."""
    from agentnb.counted import count_cut, measured
    from agentnb.directions import route_swap

    logs = schema_tool("log_order", {"wood": S, "quantity": INT})
    milk = schema_tool("milk_buy", {"item": S, "quantity": INT})
    for tool, value in ((logs, "5 bags of logs"), (milk, "2 percent milk")):
        request = f"{value} please"
        n = 5 if value[0] == "5" else 2
        arg = next(iter(tool.parameters["properties"]))
        assert count_cut(ToolCall("c", tool.name, {arg: value, "quantity": n}), tool,
                         request, [request]) is None
    call = ToolCall("c", "lessons", {"town": "Whitby", "grade": 5, "nights": 2, "hours": 3})
    assert [measured(r, call) for r in ("grade 5", "2 nights", "3hrs", "grade 4")] == [
        True, True, True, False]
    coach = schema_tool("coach_book", {"origin": S, "destination": S})
    request = "Coach to Manchester from Sheffield."
    assert route_swap(ToolCall("c", coach.name, {"origin": "Manchester",
                                                 "destination": "Sheffield"}),
                      coach, request, [request]) == {"origin": "Sheffield",
                                                     "destination": "Manchester"}
