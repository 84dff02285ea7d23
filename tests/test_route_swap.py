"""A trip's start and end written the other way round: the request writes one place
after "from" and the other after "to", and the call holds each in the other's argument
(``GroundArguments``' evidence rules, ``directions.route_swap``).

Held out: written 12-07 (forty-first session) before the rule, after reading
``bench/mixed_requests.py --later families13``, ``15`` and ``18``'s runs ("Coach tickets
to Oxford, leaving from Reading." as ``origin="Oxford", destination="Reading"``); these
requests are not those. The model is scripted (its calls are given).
"""

from __future__ import annotations

from agentnb import Tool, ToolCall
from tests.helpers.common import fill_agent, held_out_left, schema_tool

S, INT = {"type": "string"}, {"type": "integer"}
TAXI = schema_tool("book_taxi", {"pickup": S, "dropoff": S})
BUS = schema_tool("bus_route", {"origin": S, "destination": S})
VAN = schema_tool("van_move", {"from_address": S, "to_address": S})
FARES = schema_tool("train_fares", {"from_station": S, "to_station": S, "adults": INT},
                    ["from_station", "to_station"])
PAIR = schema_tool("trip_pair", {"first": S, "second": S})

SWAPPED = [
    (TAXI, "A cab to Luton Airport from the Hilton.",
     {"pickup": "Luton Airport", "dropoff": "Hilton"},
     {"pickup": "Hilton", "dropoff": "Luton Airport"}),
    (BUS, "Buses to Norwich from Ipswich", {"origin": "Norwich", "destination": "Ipswich"},
     {"origin": "Ipswich", "destination": "Norwich"}),
    (VAN, "Move my things to 4 Kings Road from 10 Queens Walk",
     {"from_address": "4 Kings Road", "to_address": "10 Queens Walk"},
     {"from_address": "10 Queens Walk", "to_address": "4 Kings Road"}),
    (FARES, "Fares to Glasgow, travelling from Carlisle, for 2 adults",
     {"from_station": "Glasgow", "to_station": "Carlisle", "adults": 2},
     {"from_station": "Carlisle", "to_station": "Glasgow", "adults": 2}),
    (BUS, "From Ipswich to Norwich please", {"origin": "Norwich", "destination": "Ipswich"},
     {"origin": "Ipswich", "destination": "Norwich"}),
]
LEFT = [
    # as the request writes them
    (BUS, "Buses to Norwich from Ipswich", {"origin": "Ipswich", "destination": "Norwich"},
     None),
    # a second "to" leading to a place: which is the end?
    (BUS, "Buses to Norwich from Ipswich, then to Cromer",
     {"origin": "Norwich", "destination": "Ipswich"}, None),
    # no word gives a role
    (BUS, "Buses between Norwich and Ipswich", {"origin": "Norwich",
                                                "destination": "Ipswich"}, None),
    # a negation
    (BUS, "Buses to Norwich, not from Ipswich", {"origin": "Norwich",
                                                 "destination": "Ipswich"}, None),
    # parameters whose names give no roles
    (PAIR, "Buses to Norwich from Ipswich", {"first": "Norwich", "second": "Ipswich"}, None),
]


def test_held_out_swapped_starts_and_ends():
    """Before the rule: the 5 that must change are left; the 5 that must stay stay."""
    assert held_out_left(SWAPPED + LEFT) == []


def test_route_swap_reads_both_places_of_the_request():
    from agentnb.directions import route_swap

    def swap(tool: Tool, request: str, **args: str) -> dict | None:
        return route_swap(ToolCall("c", tool.name, args), tool, request, [request])

    assert swap(BUS, "Buses to Norwich from Ipswich", origin="Norwich",
                destination="Ipswich") == {"origin": "Ipswich", "destination": "Norwich"}
    # one value is no place the request writes
    assert swap(BUS, "Buses to Norwich from Ipswich", origin="Norwich",
                destination="Colchester") is None
    # both in one argument
    assert swap(BUS, "Buses to Norwich from Ipswich", origin="Norwich",
                destination="Norwich") is None
    # "to" leads to no place ("to go"), so nothing gives the end
    assert swap(BUS, "I want to go from Ipswich", origin="Norwich",
                destination="Ipswich") is None


def test_route_fix_leaves_a_swap_to_route_swap():
    """Two values of a several-part form, swapped: no copy for ``route_fix`` to put right
    (tests/test_shapes.py's row, whose call since runs swapped back)."""
    from agentnb.directions import route_fix, route_swap

    bus = schema_tool("find_bus", {"from_city": {**S, "description": "e.g. Berkeley, CA"},
                                   "to_city": {**S, "description": "e.g. Berkeley, CA"}})
    call = ToolCall("c", bus.name, {"from_city": "Boise, ID", "to_city": "Reno, NV"})
    request = "Bus from Reno, NV to Boise, ID"
    assert route_fix(call, bus, request, [request]) is None
    assert route_swap(call, bus, request, [request]) == {"from_city": "Reno, NV",
                                                        "to_city": "Boise, ID"}


def test_a_tool_with_side_effects_gets_a_proposal():
    booked: list[dict] = []
    cab = Tool.from_schema("cab_book", "Book a cab.", {
        "type": "object", "properties": {"pickup": S, "dropoff": S},
        "required": ["pickup", "dropoff"]}, fn=lambda **k: booked.append(k) or "booked",
        side_effects=True)
    step = fill_agent([cab], {"pickup": "Luton Airport", "dropoff": "Hilton"}).start(
        "A cab to Luton Airport from the Hilton.", save_to=False).step()
    (call,) = step.tool_calls
    assert booked == [{"pickup": "Luton Airport", "dropoff": "Hilton"}]  # as written
    assert call.proposed == {"pickup": "Hilton", "dropoff": "Luton Airport"}


def test_where_route_swap_can_be_wrong_as_its_docstring_says():
    from agentnb.directions import route_swap

    request = "A cab from the Hilton, booked to Anna"
    assert route_swap(ToolCall("c", TAXI.name, {"pickup": "Anna", "dropoff": "Hilton"}),
                      TAXI, request, [request]) == {"pickup": "Hilton", "dropoff": "Anna"}
