"""The refill stage on a numbered placeholder: a word of the parameter's name or of the
tool's name with a number ("Boat 1", "studio2", "castle_1"), which the conversation does
not write, for a parameter that takes words and whose text shows no such form: asked
again among the request's runs (``agentnb.refill``).

Held out: written 12-07 (forty-fourth session) before the code they test, after reading
``bench/mixed_requests.py --later families9`` to ``families35``'s runs ("Laptop 1",
"Studio 123", "prop1", "Craft 4"); these requests are not those. The model is absent
(``asker`` alone).
"""

from __future__ import annotations

import pytest

from tests.helpers.common import described_tool as _tool
from tests.helpers.common import refill_asked as asked

S, INT = {"type": "string"}, {"type": "integer"}

BOAT = _tool("boat_hire_hours", "Hire a boat by the hour.", {"boat": S, "hours": INT})
STUDIO = _tool("studio_book", "Book a recording studio by the hour.",
               {"studio": S, "hours": INT})
CASTLE = _tool("bouncy_castle_hire", "Hire a bouncy castle by the day.",
               {"theme": S, "days": INT})
DELI = _tool("deli_order", "Order something from a deli.", {"item": S, "deli": S})
ROOM = _tool("room_hire", "Hire a room by the hour.", {"room": S, "hours": INT})
USER = _tool("user_lookup", "Look up a user's account.", {"username": S})
COURT = _tool("court_book", "Book a court by the hour.", {
    "court": {"type": "string", "description": "The court, e.g. Court 3"}, "hours": INT})
CAR = _tool("car_hire_days", "Hire a car by the day.", {"car": S, "days": INT})


@pytest.mark.parametrize("tool,request_,args,names", [
    (BOAT, "A rowing boat for 2 hours.", {"boat": "Boat 1", "hours": 2}, ["boat"]),
    (STUDIO, "A vocal booth for 3 hours.", {"studio": "studio2", "hours": 3}, ["studio"]),
    (CASTLE, "A pirate bouncy castle for 2 days.", {"theme": "castle_1", "days": 2},
     ["theme"]),
    (DELI, "Olives from Valvona please.", {"item": "Item 3", "deli": "Valvona"}, ["item"]),
    (ROOM, "A quiet room for 4 hours.", {"room": "Room-12", "hours": 4}, ["room"]),
])
def test_a_numbered_placeholder_is_asked_again(tool, request_, args, names):
    assert asked(tool, request_, **args) == names


@pytest.mark.parametrize("tool,request_,args", [
    # the request writes it
    (ROOM, "Room 101 for 2 hours.", {"room": "Room 101", "hours": 2}),
    (CAR, "A Fiat 500 for 3 days.", {"car": "Fiat 500", "days": 3}),
    # an identifier's parameter: a user name may be so
    (USER, "Find my account please.", {"username": "user1"}),
    # the parameter's text writes its values so
    (COURT, "A court for an hour.", {"court": "Court 3", "hours": 1}),
    # another word with a number: made up, but no word of the parameter's or the tool's
    (BOAT, "A rowing boat for 2 hours.", {"boat": "Windermere 2", "hours": 2}),
    # the word alone
    (BOAT, "A rowing boat for 2 hours.", {"boat": "rowing boat", "hours": 2}),
])
def test_what_is_left_alone(tool, request_, args):
    assert asked(tool, request_, **args) == []


def test_the_readme_s_examples():
    """README's refill bullet (written after the code): "Laptop 1" for ``laptop`` is asked
    again; "Court 3" where the parameter's text writes "e.g. Court 3" is not."""
    laptop = _tool("laptop_hire", "Hire a laptop by the week.", {"laptop": S, "weeks": INT})
    assert asked(laptop, "A gaming laptop for 2 weeks.", laptop="Laptop 1", weeks=2) == [
        "laptop"]
    assert asked(COURT, "A court for an hour.", court="Court 3", hours=1) == []


def test_the_readme_s_figures_for_ordinary_group_70():
    """README: of the 10 rows of group 70, the policies change none; the refill asks the
    5 that must change (the argument the expected call changes, and only it) and none of
    the 5 that must stand."""
    from tests.helpers.common import ordinary_requests, refill_tally

    cases = ordinary_requests().numbered()
    assert len(cases) == 10
    fixed, changed, stood = refill_tally(cases)
    assert fixed == 0
    assert [n for n, w in changed if n != w] == [] and len(changed) == 5
    assert [n for n, _ in stood if n] == [] and len(stood) == 5


def test_the_docstring_s_prop1():
    """``spaced.numbered``'s docstring (written after the code): "prop1" for ``prop``."""
    props = _tool("prop_hire", "Hire a party prop by the hour.", {"prop": S, "hours": INT})
    assert asked(props, "A smoke machine for 5 hours please.", prop="prop1", hours=5) == [
        "prop"]
