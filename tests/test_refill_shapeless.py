"""The refill stage on a made-up value no word has the shape of: marks alone or a
fragment opening with a closing or separating mark (");" as the craft of "Hire a rowing
boat for 4 hours."), a date or a date and time for a parameter that says nothing of a
moment ("2023-01-01" as the eye test), digits counting up inside a code ("M1234567890" as
the motorbike), and a number argument's value written as a decimal ("2.0" as the studio
beside ``hours=2``): each is asked again among the request's runs (``agentnb.refill``).

Held out: written 12-07 (forty-second session) before the code they test, after reading
``bench/mixed_requests.py --later families9`` to ``families30``'s runs; these requests
are not those. The model is scripted or absent (``asker`` alone).
"""

from __future__ import annotations

import pytest

from agentnb.refill import asker
from agentnb.types import ToolCall
from tests.helpers.common import described_tool as _tool
from tests.helpers.common import refill_asked as asked

S, INT = {"type": "string"}, {"type": "integer"}


TRAMPOLINE = _tool("trampoline_hire", "Hire a trampoline by the day.",
                   {"trampoline": S, "days": INT})
HALL = _tool("hall_booking", "Book a hall for an event.", {"hall": S, "event": S})
CLEANER = _tool("dry_cleaner_drop", "Drop clothes at a dry cleaner.",
                {"garment": S, "cleaner": S})
PARKING = _tool("parking_book", "Book a parking space by the hour.",
                {"vehicle": S, "hours": INT})
SCOOTER = _tool("scooter_rental", "Rent a scooter by the hour.", {"scooter": S, "hours": INT})
REMINDER = _tool("set_reminder", "Set a reminder.", {"event": S, "when": S})
ROOM = _tool("room_booking", "Book a meeting room.", {"room": S, "start": S})
INSTALL = _tool("install_package", "Install a Python package.",
                {"package": S, "version": S})
WEATHER = _tool("weather_by_zip", "Weather for a US zip code.", {"zip": S})
SQL = _tool("explain_sql", "Explain a piece of SQL.", {"query": S})
PARCEL = _tool("track_parcel", "Track a parcel.", {"tracking": S})
ORDER = _tool("order_status", "Look up an order.",
              {"order_id": {"type": "string", "description": "The order, e.g. ORD-99812"}})
SETTING = _tool("change_setting", "Change a setting.", {"setting": S, "value": S})


@pytest.mark.parametrize("tool,request_,args,names", [
    # marks alone, or a fragment opening with a closing or separating mark
    (TRAMPOLINE, "A big trampoline for 2 days.", {"trampoline": ");", "days": 2},
     ["trampoline"]),
    (HALL, "Book the Corn Exchange for a wedding.",
     {"hall": ", 4, 12.5,", "event": "wedding"}, ["hall"]),
    (HALL, "Book the Corn Exchange for a wedding.",
     {"hall": "Corn Exchange", "event": "});\nfunction book() {"}, ["event"]),
    # a date, or a date and a time, for a parameter saying nothing of a moment
    (CLEANER, "Drop my wool coat at Johnsons.", {"garment": "2024-03-05",
                                                 "cleaner": "Johnsons"}, ["garment"]),
    (HALL, "Book the Corn Exchange for a wedding.",
     {"hall": "2023-01-01T09:00:00Z", "event": "wedding"}, ["hall"]),
    # blank (read from families15's run after the change: "" as the shop of "A3 poster
    # prints from Snappy Snaps.", which any text says)
    (HALL, "Book the Corn Exchange for a wedding.", {"hall": "", "event": "wedding"},
     ["hall"]),
    # digits counting up inside a code
    (PARKING, "Park a camper van for 3 hours.", {"vehicle": "V123456789", "hours": 3},
     ["vehicle"]),
    # a number argument's value written as a decimal
    (SCOOTER, "A red scooter for 3 hours.", {"scooter": "3.0", "hours": 3}, ["scooter"]),
])
def test_a_value_no_word_has_the_shape_of_is_asked_again(tool, request_, args, names):
    assert asked(tool, request_, **args) == names


@pytest.mark.parametrize("tool,request_,args", [
    # a parameter whose name says it takes a moment
    (REMINDER, "Remind me about the dentist.", {"event": "dentist", "when": "2024-05-01"}),
    (ROOM, "Book the Blue Room.", {"room": "Blue Room", "start": "2024-01-01 09:00"}),
    # digits and dots where no number argument holds them: a version the model knows
    (INSTALL, "Install the latest numpy.", {"package": "numpy", "version": "2.0"}),
    # a code the model knows
    (WEATHER, "Weather at the White House.", {"zip": "20500"}),
    # marks the request says
    (SQL, "What does ');' do in SQL?", {"query": "');'"}),
    # digits counting up that the request writes
    (PARCEL, "Track parcel AB123456789.", {"tracking": "AB123456789"}),
    # a parameter whose example is a code
    (ORDER, "Where is my order?", {"order_id": "ORD-123456"}),
    # a flag's word as a string: the model's reading of "on"
    (SETTING, "Turn dark mode on.", {"setting": "dark mode", "value": "true"}),
    # a decimal beside another number
    (SCOOTER, "A red scooter for 3 hours.", {"scooter": "2.5", "hours": 3}),
])
def test_what_is_left_alone(tool, request_, args):
    assert asked(tool, request_, **args) == []


def test_the_runs_offered_hold_the_thing():
    request = "Hire a rowing boat for 4 hours."
    tool = _tool("boat_hire_hours", "Hire a boat by the hour.", {"craft": S, "hours": INT})
    offered = asker([request], request)(
        ToolCall("c", tool.name, {"craft": ");", "hours": 4}), tool).offered
    assert "rowing boat" in offered["craft"]
    assert "4 hours" not in offered["craft"]


def test_the_readme_s_figures_for_ordinary_group_65():
    """README: of the 14 rows of group 65, the refill asks the 5 that must change (the
    argument the expected call changes, and only it) and none of the 9 that must stand;
    the policies alone (this bench runs without the refill) change none."""
    from tests.helpers.common import ordinary_requests

    bench = ordinary_requests()
    cases = bench.shapes()
    assert len(cases) == 14
    changed, stood = [], []
    for case in cases:
        tool = case["tools"][0]
        made, must = case["made"][1], case["must"][1]
        names = asker([case["request"]], case["request"])(
            ToolCall("c", tool.name, dict(made)), tool).names
        wanted = [k for k in made if made[k] != must[k]]
        (changed if wanted else stood).append((names, wanted))
        assert bench.ran(case, None) == (tool.name, made)
    assert [n for n, w in changed if n != w] == [] and len(changed) == 5
    assert [n for n, _ in stood if n] == [] and len(stood) == 9


def test_the_docstrings_examples():
    """``shapeless``', ``fragment``'s and ``placeholder_shaped``'s own examples."""
    from agentnb.placeholders import fragment, placeholder_shaped, shapeless

    for value in (");", ", ", "2023-01-01", "2023-01-22 12:30:00"):
        assert shapeless(value, "craft", {"type": "string"})
    for name in ("when", "starts_at", "version"):
        assert not shapeless("2023-01-01", name, {"type": "string"})
    assert not shapeless("2024-05-01", "fixture", {"type": "string",
                                                   "description": "The match day"})
    for value in (");", ",10,25.6,", "});\nfunction book() {"):
        assert fragment(value, "Book the hall")
    assert not fragment(");", "What does ); mean?")
    assert placeholder_shaped("M1234567890", "A space for a motorbike")
    assert not placeholder_shaped("AB1029384756", "")


def test_the_runs_offered_leave_out_the_number_the_evidence_rules_give():
    """Read from families28's run at this change: "5 bags" was offered, and taken, as the
    wood of "Deliver 5 bags of kindling to 9 Ash Lane.", since the model's first call
    held ``bags=9``, which the evidence rules put to 5: the runs leave out a number's
    value with its word by the value the call will hold."""
    request = "Deliver 5 bags of logs to 2 Elm Row."
    tool = _tool("log_delivery", "Deliver firewood.", {"wood": S, "bags": INT, "address": S})
    call = ToolCall("c", tool.name, {"wood": "2023-01-22", "bags": 2, "address": "2 Elm Row"})
    offered = asker([request], request, lambda c, t: {"bags": 5})(call, tool).offered
    assert "logs" in offered["wood"] and "5 bags" not in offered["wood"]
