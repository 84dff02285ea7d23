"""A street address without its house number (``agentnb.streets``), and the refill of a
string that copies the address (``agentnb.streets.copies_street``).

The loop tests use a scripted model (labelled: it stands for the model's replies, so that
the stages around them are what is tested); the real model runs in
``bench/mixed_requests.py --later families18``.
"""

from __future__ import annotations

import json

import pytest

from agentnb import Agent
from agentnb.refill import asker
from agentnb.runs import candidates
from agentnb.streets import (
    address_parameter,
    copies_street,
    misplaced_street,
    street_address,
    street_fix,
)
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall
from tests.helpers.common import ordinary_requests, schema_tool

S = {"type": "string"}
DELIVERY = schema_tool("sofa_delivery", {"item": S, "address": S}, ["item", "address"])
OVEN = schema_tool("oven_clean", {"oven": S, "address": S, "note": S}, ["oven", "address"])
MOVE = schema_tool("flat_move", {"from_address": S, "to_address": S, "van": S},
                   ["from_address", "to_address"])


def fix(request, tool=DELIVERY, **args):
    return street_fix(ToolCall("c", tool.name, args), tool, request)


@pytest.mark.parametrize("request_,address,whole", [
    ("Deliver the oak wardrobe to 8 Ash Close.", "Ash Close", "8 Ash Close"),
    ("Deliver the oak wardrobe to 8 Ash Close.", "ash close", "8 Ash Close"),
    ("Deep clean the oven at 221B Baker Street.", "Baker Street", "221B Baker Street"),
    ("Wasps in the loft at Flat 2, 10 Park Road.", "Park Road", "10 Park Road"),
    ("The family meal kit to 3 The Green please.", "The Green", "3 The Green"),
])
def test_the_house_number_before_the_street_is_given(request_, address, whole):
    assert fix(request_, item="x", address=address) == {"address": whole}


@pytest.mark.parametrize("request_,address", [
    # no house number right before it: a time, an amount, a count of other words
    ("Deliver it to Ash Close at 10:30.", "Ash Close"),
    ("Deliver it at 10:30 Ash Close", "Ash Close"),
    ("Pay £5 Ash Close", "Ash Close"),
    ("Deliver it to Ash Close.", "Ash Close"),
    # said twice: which of them is meant is not plain
    ("Deliver to Ash Close, at 8 Ash Close", "Ash Close"),
    # no street's name ("Ikea" ends in no street's word), or not written as a name
    ("Can you deliver 2 Ikea wardrobes?", "Ikea"),
    ("deliver to 8 ash close", "ash close"),
    # the model's value already has a number, or is not the request's
    ("Deliver to 8 Ash Close.", "8 Ash Close"),
    ("Deliver to 8 Ash Close.", "Elm Street"),
])
def test_what_street_fix_leaves_alone(request_, address):
    assert fix(request_, item="x", address=address) is None


def test_only_a_parameter_that_takes_a_street_address():
    # the item is no address, even holding a street's name
    assert fix("Deliver 8 Ash Close to 3 Oak Road", item="Ash Close",
               address="3 Oak Road") is None
    mail = schema_tool("mail", {"email_address": S})
    assert street_fix(ToolCall("c", "mail", {"email_address": "Ash Close"}), mail,
                      "Write to 8 Ash Close") is None


@pytest.mark.parametrize("name,spec,takes", [
    ("address", S, True),
    ("to_address", S, True),
    ("deliveryAddress", S, True),
    ("street", S, True),
    ("address", {**S, "description": "e.g. 10 Downing Street"}, True),
    ("email_address", S, False),
    ("ip_address", S, False),
    ("address", {**S, "description": "The recipient's email address"}, False),
    ("address", {**S, "description": "The wallet address, e.g. 0xab12"}, False),
    ("address", {**S, "description": "The town, e.g. London"}, False),
    ("address", {**S, "enum": ["home", "work"]}, False),
    ("location", S, False),
])
def test_address_parameters(name, spec, takes):
    assert address_parameter(name, spec) is takes


def test_street_address_as_the_conversation_writes_it():
    assert street_address("8 Ash Close", "Deliver to 8 Ash Close.")
    assert street_address("221b baker street", "at 221B Baker Street")
    assert not street_address("8 ash close", "deliver to 8 ash close")
    assert not street_address("Ash Close", "Deliver to 8 Ash Close.")
    assert not street_address("8 Ikea", "Deliver 8 Ikea wardrobes")
    assert not street_address("123 Main Street", "Deliver to 8 Ash Close.")


def copied(request, tool=OVEN, **args):
    return copies_street(ToolCall("c", tool.name, args), tool, [request], request)


@pytest.mark.parametrize("request_,args,asked", [
    # the address whole, or its street's name, in another required string
    ("Deep clean the range oven at 221B Baker Street.",
     {"oven": "221B Baker Street", "address": "221B Baker Street"}, ["oven"]),
    ("Deep clean the range oven at 221B Baker Street.",
     {"oven": "Baker Street", "address": "221B Baker Street"}, ["oven"]),
    # the evidence rules give the address its house number first
    ("Deep clean the range oven at 221B Baker Street.",
     {"oven": "221B Baker Street", "address": "Baker Street"}, ["oven"]),
    ("Clean the Aga at 3 The Green please.", {"oven": "The Green", "address": "The Green"},
     ["oven"]),
    # another value, or an optional note (KeepDefaults' to leave out), is left alone
    ("Deep clean the range oven at 221B Baker Street.",
     {"oven": "range", "address": "221B Baker Street"}, []),
    ("Deep clean the range oven at 221B Baker Street.",
     {"oven": "range", "address": "221B Baker Street", "note": "221B Baker Street"}, []),
    # the address holds no street address of the request: which is whose is not plain
    ("Clean the Aga at Rose Cottage.", {"oven": "Rose Cottage", "address": "Rose Cottage"},
     []),
    ("There are mice at 9 Quarry Close.",
     {"oven": "9 Quarry Close", "address": "123 Main Street"}, []),
    # said twice: both may hold it
    ("At 4 Elm Road: the 4 Elm Road oven.", {"oven": "4 Elm Road", "address": "4 Elm Road"},
     []),
])
def test_a_string_copying_the_street_address(request_, args, asked):
    assert copied(request_, **args) == asked


def test_an_optional_string_is_keep_defaults_to_leave_out():
    brand = schema_tool("oven_clean", {"oven": S, "address": S, "brand": S},
                        ["oven", "address"])
    request = "Deep clean the range oven at 221B Baker Street."
    assert copied(request, brand, oven="range", address="221B Baker Street",
                  brand="221B Baker Street") == []
    assert misplaced_street(ToolCall("c", "oven_clean", {
        "oven": "range", "address": "Elm", "brand": "221B Baker Street"}), brand,
        [request], request) is None


def test_two_address_parameters_keep_what_they_hold():
    request = "Move us from 5 Mill Lane to 80 High Street."
    assert copied(request, MOVE, from_address="5 Mill Lane", to_address="5 Mill Lane") == []
    # prose may hold the address
    notes = schema_tool("oven_clean", {"note": S, "address": S}, ["note", "address"])
    assert copied("Clean the oven at 8 Ash Close.", notes, note="8 Ash Close",
                  address="8 Ash Close") == []


def test_the_refill_of_a_copy_offers_runs_without_the_address():
    request = "Deep clean the range oven at 221B Baker Street."
    # the evidence rules (here street_fix alone) give the address its house number
    asked = asker([request], request, lambda c, t: street_fix(c, t, request) or {})(
        ToolCall("c", "oven_clean", {
        "oven": "221B Baker Street", "address": "Baker Street"}), OVEN)
    assert asked.names == ["oven"]
    assert "range oven" in asked.offered["oven"]
    assert not [r for r in asked.offered["oven"] if {"221B", "Baker", "Street"} & set(
        r.split())]


LOCK = schema_tool("lock_change", {"lock": S, "address": S, "notes": S}, ["lock", "address"])


@pytest.mark.parametrize("request_,args,moved", [
    # a made-up address, or another of the request's words, beside the street address
    ("New locks on the patio doors at 31 Grange Road.",
     {"lock": "31 Grange Road", "address": "123 Elm Street"},
     ("address", "lock", "31 Grange Road")),
    ("Service the Worcester lock at 3 Kiln Lane.",
     {"lock": "3 Kiln Lane", "address": "Worcester"}, ("address", "lock", "3 Kiln Lane")),
    # the address holds a street address (once given its house number)
    ("New locks at 31 Grange Road.", {"lock": "31 Grange Road", "address": "Grange Road"},
     None),
    # the string holds no street address as the request writes it
    ("New locks on the patio doors at 31 Grange Road.",
     {"lock": "patio doors", "address": "123 Elm Street"}, None),
    ("New locks at 31 grange road.", {"lock": "31 grange road", "address": "Elm"}, None),
    # said twice, an optional note, prose: left alone
    ("31 Grange Road: new locks at 31 Grange Road.",
     {"lock": "31 Grange Road", "address": "Elm"}, None),
    ("New locks at 31 Grange Road.",
     {"lock": "locks", "address": "Elm", "notes": "31 Grange Road"}, None),
])
def test_a_street_address_in_another_string(request_, args, moved):
    assert misplaced_street(ToolCall("c", "lock_change", args), LOCK, [request_],
                            request_) == moved


def test_two_address_parameters_are_no_misplacement():
    request = "Move us from 5 Mill Lane to 80 High Street."
    assert misplaced_street(ToolCall("c", "flat_move", {
        "from_address": "Leeds", "to_address": "80 High Street", "van": "5 Mill Lane"}),
        MOVE, [request], request) is None


def test_a_misplaced_street_asks_both_again():
    request = "New locks on the patio doors at 31 Grange Road."
    asked = asker([request], request)(ToolCall("c", "lock_change", {
        "lock": "31 Grange Road", "address": "123 Elm Street"}), LOCK)
    assert asked.names == ["address", "lock"]
    assert "31 Grange Road" in asked.offered["address"]
    assert "patio doors" in asked.offered["lock"]
    assert not [r for r in asked.offered["lock"] if {"31", "Grange", "Road"} & set(
        r.split())]


def _agent(model, tools, **options):
    return Agent(model, tools, decision_mode="json", **{"max_steps": 2, **options})


def test_the_loop_gives_the_house_number_and_asks_the_copy_again():
    """Scripted model: the oven written as the street, the address without its number,
    then the refill's choice."""
    request = "Deep clean the range oven at 221B Baker Street."
    model = ScriptedModel([json.dumps({"action": "oven_clean"}),
                           json.dumps({"oven": "Baker Street", "address": "Baker Street"}),
                           json.dumps({"oven": "range oven", "address": "Baker Street"}),
                           "Booked."])
    step = _agent(model, [OVEN]).start(request, save_to=False).step()
    call = step.tool_calls[0]
    assert call.arguments == {"oven": "range oven", "address": "221B Baker Street"}
    assert call.refilled == {"oven": "Baker Street"}
    assert call.grounded == {"address": "Baker Street"}
    sent = model.requests[2]["json_schema"]["properties"]["oven"]["enum"]
    assert "range oven" in sent and "Baker Street" in candidates(request)
    assert not [r for r in sent if {"221B", "Baker", "Street"} & set(r.split())]
    summary = step.summary()
    assert 'refilled: the model first wrote oven="Baker Street"' in summary
    assert 'grounded: address (model gave "Baker Street"), from the request' in summary


def test_a_side_effect_tool_gets_the_address_as_a_proposal():
    """Scripted model: a tool that changes something is corrected by a person."""
    tool = schema_tool("sofa_delivery", {"item": S, "address": S}, ["item", "address"])
    tool.side_effects = True
    model = ScriptedModel([json.dumps({"action": "sofa_delivery"}),
                           json.dumps({"item": "wardrobe", "address": "Ash Close"}),
                           "Done."])
    run = _agent(model, [tool]).start("Deliver the oak wardrobe to 8 Ash Close.",
                                      save_to=False)
    step = run.step()
    call = step.tool_calls[0]
    assert call.arguments["address"] == "Ash Close"
    assert call.proposed == {"address": "8 Ash Close"}


def test_the_ordinary_bench_streets_change_only_what_must_change():
    """``bench/ordinary_requests.py``'s streets group (written after the rule, before any
    run of it): the house number is given where it must be, and nowhere else; no other
    group of the bench has an address parameter."""
    bench = ordinary_requests()
    seen = changed = 0
    for case in bench.every_case():
        name, made, must = case["made"][0], case["made"][1], case["must"][1]
        if isinstance(made, list):
            continue
        tool = next(t for t in case.get("tools", bench.TOOLS) if t.name == name)
        fixed = street_fix(ToolCall("c", name, dict(made)), tool, case["request"]) or {}
        if case["group"] == "streets and house numbers":
            assert {**made, **fixed} == must, case["request"]
            seen += 1
        else:
            assert not fixed, case["request"]
        changed += bool(fixed)
    assert seen == 15 and changed == 4


def test_where_street_fix_can_be_wrong_as_its_docstring_says():
    # a count right before a street's name that is no address
    assert fix("Deliver 2 Abbey Road albums", item="albums", address="Abbey Road") == {
        "address": "2 Abbey Road"}
