"""A thing's argument holding the venue's name and the venue's argument a value the
request never writes ("Spoke Street" as the repair and "Bike Repair" as the shop of "A
puncture repair at Spoke Street."): the venue takes the name (``placed.venue_named``), and
the refill asks the thing again among the request's runs without it.

Written 12-08 (fifty-first session) after reading families54's runs, before the code and
committed before any run of it: the cases below were not read from a run, nor from
``bench/mixed_families55.py``, which measures the change held out.
"""

from __future__ import annotations

import json

from agentnb import Agent
from agentnb.testing import ScriptedModel
from tests.helpers.common import described_tool
from tests.test_venue_named import named

S = {"type": "string"}
SCOOP = described_tool("gelato_buy", "Buy ice cream at a parlour.",
                       {"flavour": S, "parlour": S})
KEYS = described_tool("key_cut", "Get a key cut at a locksmith.", {"key": S, "locksmith": S})


def test_held_out_the_venue_takes_the_name_the_thing_holds():
    assert named(SCOOP, "A mango scoop at Cone Corner.", flavour="Cone Corner",
                 parlour="Ice Cream Parlour") == {"parlour": "Cone Corner"}
    assert named(KEYS, "A shed key at Lock Stock.", key="Lock Stock",
                 locksmith="Key Smith") == {"locksmith": "Lock Stock"}


def test_held_out_what_stands():
    # the venue's value written once, not placed: the swap's
    assert named(SCOOP, "A mango scoop at Cone Corner.", flavour="Cone Corner",
                 parlour="mango") is None
    # the name written twice, the venue's value another spelling of it
    assert named(SCOOP, "A mango scoop at Cone Corner.", flavour="Cone Corner",
                 parlour="Cone Corners") is None


def test_the_loop_asks_the_thing_again_without_the_name():
    """Scripted model: the venue takes the name, then the flavour is asked alone among
    the request's runs without it."""
    model = ScriptedModel([json.dumps({"action": "gelato_buy"}),
                           json.dumps({"flavour": "Cone Corner",
                                       "parlour": "Ice Cream Parlour"}),
                           json.dumps({"flavour": "mango", "parlour": "Cone Corner"}),
                           "Done."])
    run = Agent(model, [SCOOP], decision_mode="json", max_steps=2).start(
        "A mango scoop at Cone Corner.", save_to=False)
    call = run.step().tool_calls[0]
    assert call.arguments == {"flavour": "mango", "parlour": "Cone Corner"}
    assert call.grounded == {"parlour": "Ice Cream Parlour"}
    assert call.refilled == {"flavour": "Cone Corner"}
    sent = model.requests[2]["json_schema"]["properties"]
    assert "Cone Corner" not in sent["flavour"].get("enum", [])


def test_the_readme_s_example():
    """README (written after the code): its example, as written there."""
    bikes = described_tool("bike_fix", "Book a bike repair at a bike shop.",
                           {"repair": S, "shop": S})
    assert named(bikes, "A puncture repair at Spoke Street.", repair="Spoke Street",
                 shop="Bike Repair") == {"shop": "Spoke Street"}
