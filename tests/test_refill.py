"""The refill stage (``agentnb.refill``): a made-up value that is a placeholder or the
tool's own words, asked again with the request's runs of words as its only choices.

The loop tests use a scripted model (labelled: it stands for the model's replies, so that
what the stage sends and keeps can be asserted); the embedded model's refills are measured
in ``bench/mixed_requests.py --later families10|families11``.
"""

from __future__ import annotations

import json

import pytest

from agentnb import Agent
from agentnb.errors import ConfigError
from agentnb.refill import (
    NOTHING,
    Refilling,
    asker,
    holds_another,
    placeholder_shaped,
    refill_schema,
    to_refill,
    written_twice,
)
from agentnb.runs import candidates, phrases, unheld, withheld
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall
from tests.helpers.common import ordinary_requests, schema_tool

S = {"type": "string"}
LAUNDRY = schema_tool("laundry_pickup", {"address": S, "bags": {"type": "integer"}},
                      ["address"])
BIKE = schema_tool("bike_repair", {"shop": S, "problem": S})
CLOCK = schema_tool("local_time", {"city": S})
RATE = schema_tool("exchange_rate", {"currency": S})
LOCKER = schema_tool("parcel_locker", {"postcode": {**S, "description": "e.g. 'SW1A 1AA'"}})
SIZE = schema_tool("coffee_size", {"size": {**S, "enum": ["small", "large"]}})
CHOOSE = json.dumps({"action": "laundry_pickup"})
NOTE = schema_tool("note_add", {"title": S, "body": S}, ["title"])


def refill_of(tool, request, every=False, **args):
    return to_refill(ToolCall("c", tool.name, args), tool, [request], every=every)


def test_candidates_are_runs_inside_a_clause_without_a_function_word_at_an_end():
    runs = candidates("Collect my washing at 7 Harbour View.")
    assert "7 Harbour View" in runs and "my washing" in runs and "Harbour" in runs
    assert not [r for r in runs if r.split()[0].lower() in ("at", "the")
                or r.split()[-1].lower() in ("at", "my")]
    # a comma ends a clause; a quoted text is offered whole
    runs = candidates("Send roses to Ann, with the note 'Happy birthday, Ann'")
    assert "Happy birthday, Ann" in runs and "Ann with" not in runs
    assert not [r for r in runs if "," in r and r != "Happy birthday, Ann"]
    assert candidates("the of to") == []
    assert max(len(r.split()) for r in candidates("one two three four five six seven")) == 6


@pytest.mark.parametrize("value,shaped", [
    ("1234567890", True), ("00000", True), ("HM_BUSINESS", True), ("my_project", True),
    ("Crown*", True), ("<city>", True), ("Your City", True), ("an example", True),
    ("Swansea", False), ("M-1001", False), ("12345 Main", False), ("2026", False),
    ("Radio 4", False), ("(555) 123-4567", False)])
def test_placeholder_shapes(value, shaped):
    assert placeholder_shaped(value, "a request") is shaped


def test_an_underscore_the_conversation_writes_is_no_placeholder():
    assert not placeholder_shaped("tax_return", "file tax_return.pdf")


def test_a_placeholder_or_the_tools_own_words_is_asked_again():
    assert refill_of(LAUNDRY, "Collect my washing at 7 Harbour View.",
                     address="HM_BUSINESS") == ["address"]
    assert refill_of(BIKE, "Get the brakes fixed at Pedal Power.", shop="Pedal Power",
                     problem="Bike Repair") == ["problem"]


def test_what_is_left_alone():
    # a made-up value that may be the model's knowledge: only with every=True
    assert refill_of(CLOCK, "Time in the capital of Japan", city="Tokyo") == []
    assert refill_of(CLOCK, "Time in the capital of Japan", every=True,
                     city="Tokyo") == ["city"]
    # said, even in part; given in another form (a code of a named currency)
    assert refill_of(LAUNDRY, "Collect at HM_BUSINESS", address="HM_BUSINESS") == []
    assert refill_of(RATE, "The rate of the euro", every=True, currency="EUR") == []
    # an example that is a code; an enum; an optional parameter; an address-shaped value
    assert refill_of(LOCKER, "Lockers near LS1 4DY", postcode="1234567890") == []
    assert refill_of(SIZE, "A large one", size="small") == []
    assert refill_of(NOTE, "Note: buy milk", title="Shopping", body="HM_BUSINESS") == []
    assert refill_of(CLOCK, "Time at my site", every=True, city="example.com") == []


def test_the_rest_of_the_precondition():
    # the tool's own description's words ("Order a coffee for pickup.")
    coffee = schema_tool("coffee_order", {"drink": S})
    coffee.description = "Order a coffee for pickup."
    assert refill_of(coffee, "A large flat white please.", drink="coffee") == ["drink"]
    # an example in words stays open; one of several parts, a format, a time do not
    city = schema_tool("cinema", {"city": {**S, "description": "City, e.g. 'Paris'"}})
    assert refill_of(city, "Films in Leeds", city="HM_BUSINESS") == ["city"]
    state = schema_tool("cinema", {"city": {**S, "description": "e.g. 'Boston, MA'"}})
    assert refill_of(state, "Films in Leeds", city="HM_BUSINESS") == []
    dated = schema_tool("tides", {"day": {**S, "format": "date"}})
    assert refill_of(dated, "Tides on Friday", day="1234567890") == []
    timed = schema_tool("alarm", {"at": {**S, "description": "Time of day, HH:MM"}})
    assert refill_of(timed, "Wake me at seven", every=True, at="my_time") == []
    # a value the evidence rules give is theirs
    request = "Collect at 7 Harbour View"
    call = ToolCall("c", "laundry_pickup", {"address": "HM_BUSINESS"})
    assert asker([request], request, lambda c, t: {"address": "7 Harbour View"})(
        call, LAUNDRY) == NOTHING
    assert asker([request], request, lambda c, t: {})(call, LAUNDRY).names == ["address"]


def test_a_value_the_evidence_rules_give_is_not_offered_to_another_argument():
    """The car and the branch both "LASESBURNE": the evidence rules give the branch
    "Leeds", so the car is not offered "Leeds" (taken, the rules could not give it)."""
    request = "I need a van-sized car at the Leeds branch."
    hire = schema_tool("car_hire", {"car": S, "branch": S}, ["car", "branch"])
    asked = asker([request], request, lambda c, t: {"branch": "Leeds"})(
        ToolCall("c", "car_hire", {"car": "LASESBURNE", "branch": "LASESBURNE"}), hire)
    assert asked.names == ["car"] and "van-sized car" in asked.offered["car"]
    assert not [r for r in asked.offered["car"] if "Leeds" in r]


def test_no_refill_without_a_run_to_offer():
    ask = asker(["the of to"], "the of to")
    assert ask(ToolCall("c", "laundry_pickup", {"address": "HM_BUSINESS"}), LAUNDRY) == NOTHING
    ask = asker(["Collect at 7 Harbour View"], "Collect at 7 Harbour View")
    asked = ask(ToolCall("c", "laundry_pickup", {"address": "HM_BUSINESS"}), LAUNDRY)
    assert asked.names == ["address"] and "7 Harbour View" in asked.offered["address"]


def test_the_refill_schema_offers_the_runs_alone_for_those_arguments():
    schema = refill_schema(BIKE, Refilling({"problem": ["brakes", "Pedal Power"]}))
    assert schema["properties"]["problem"] == {"type": "string",
                                               "enum": ["brakes", "Pedal Power"]}
    assert schema["properties"]["shop"] == BIKE.parameters["properties"]["shop"]
    assert "enum" not in BIKE.parameters["properties"]["problem"]  # the tool's own stays


def test_runs_another_argument_holds_are_not_offered():
    assert unheld(["Pedal Power", "brakes", "Power", "the brakes"], ["Pedal Power", 3]) == [
        "brakes", "the brakes"]
    assert unheld(["Grace", "tulips"], []) == ["Grace", "tulips"]
    # a number's digits alone are its argument's; among other words they stay
    assert unheld(["6", "6 croissants", "croissants", "Gail's"], [6, True]) == [
        "6 croissants", "croissants", "Gail's"]
    assert unheld(["7", "7 Harbour View"], [7.0]) == ["7 Harbour View"]


def _agent(model, tools, **options):
    return Agent(model, tools, decision_mode="json", **{"max_steps": 2, **options})


def test_the_loop_asks_again_and_keeps_the_first_value():
    """Scripted model: fill with a placeholder, then the refill's choice."""
    request = "Collect my washing at 7 Harbour View."
    model = ScriptedModel([CHOOSE, json.dumps({"address": "HM_BUSINESS"}),
                           json.dumps({"address": "7 Harbour View"}), "Booked."])
    run = _agent(model, [LAUNDRY]).start(request, save_to=False)
    step = run.step()
    call = step.tool_calls[0]
    assert call.arguments == {"address": "7 Harbour View"}
    assert call.refilled == {"address": "HM_BUSINESS"}
    assert [s["stage"] for s in step.stages] == ["choose", "fill"]
    assert step.request["stage"] == "refill"
    sent = model.requests[2]["json_schema"]["properties"]["address"]
    assert sent["enum"] == [r for r in phrases(candidates(request), (), "address", S)
                            if r not in withheld(request, "address")]  # not "Harbour"
    assert "7 Harbour View" in sent["enum"] and "Collect my washing at 7" not in sent["enum"]
    # the fill's own request again, only the schema differs
    assert model.requests[2]["messages"] == model.requests[1]["messages"]
    assert ("refilled: the model first wrote address=\"HM_BUSINESS\"; asked again, it "
            "chose among the request's own words") in step.summary()
    assert "refilled:" in run._repr_html_()
    assert step.results[0].ok
    # the record keeps it across a save and a load
    assert ToolCall.from_dict(call.to_dict()).refilled == {"address": "HM_BUSINESS"}


def test_a_refill_reply_outside_the_runs_keeps_the_models_value():
    """Scripted model: an endpoint ignoring the schema writes another made-up value."""
    model = ScriptedModel([CHOOSE, json.dumps({"address": "HM_BUSINESS"}),
                           json.dumps({"address": "Nowhere Street"}), "ok"])
    step = _agent(model, [LAUNDRY]).start("Collect my washing at 7 Harbour View.",
                                          save_to=False).step()
    assert step.tool_calls[0].arguments == {"address": "HM_BUSINESS"}
    assert step.tool_calls[0].refilled is None


def test_no_refill_when_turned_off_or_when_nothing_is_made_up():
    """Scripted model: one fill and no further request."""
    model = ScriptedModel([CHOOSE, json.dumps({"address": "HM_BUSINESS"}), "ok"])
    step = _agent(model, [LAUNDRY], refill=False).start(
        "Collect my washing at 7 Harbour View.", save_to=False).step()
    assert len(model.requests) == 2 and step.tool_calls[0].refilled is None
    model = ScriptedModel([CHOOSE, json.dumps({"address": "7 Harbour View"}), "ok"])
    _agent(model, [LAUNDRY]).start("Collect my washing at 7 Harbour View.",
                                   save_to=False).step()
    assert len(model.requests) == 2


def test_no_refill_after_results():
    """Scripted model: a follow-up call (the request already has a result) is not asked
    again: ``CheckFollowUps`` speaks of it."""
    model = ScriptedModel([json.dumps({"address": "7 Harbour View"}),
                           json.dumps({"action": "laundry_pickup"}),
                           json.dumps({"address": "HM_BUSINESS"}), "done"])
    run = _agent(model, [LAUNDRY, CLOCK], max_steps=3).start(
        "Collect my washing at 7 Harbour View.", save_to=False)
    run.step(tool_choice="laundry_pickup")
    step = run.step()
    # the made-up fill went to CheckFollowUps, not to a refill
    assert step.redecided["by"] == "check_follow_ups"
    assert "HM_BUSINESS" in step.redecided["rejected"][0]["message"]["content"]
    assert all(r.get("json_schema", {}).get("properties", {}).get("address", {}).get("enum")
               is None for r in model.requests)


def test_refill_option_is_checked():
    with pytest.raises(ConfigError, match="refill must be"):
        Agent(ScriptedModel(), [LAUNDRY], refill="yes")
    with pytest.raises(ConfigError, match="refill must be"):
        Agent(ScriptedModel(), [LAUNDRY], refill=1)
    agent = Agent(ScriptedModel(), [LAUNDRY])
    assert agent.with_options(refill=False).refill is False  # a batch task's override
    with pytest.raises(ConfigError, match="refill must be"):
        agent.with_options(refill="no")


def test_the_default_precondition_names_no_right_value_of_the_ordinary_bench():
    """On ``bench/ordinary_requests.py``'s 1408 model calls, the default precondition
    never names an argument whose value is the one that must run; ``refill="any"`` does
    (77 calls: ``bench/refill_probe.py``), so the check can fail."""
    bench = ordinary_requests()
    right = {False: 0, True: 0}
    for case in bench.every_case():
        name, made, must = case["made"][0], case["made"][1], case["must"][1]
        made = made[0] if isinstance(made, list) else made
        must = must[0] if isinstance(must, list) else must
        tool = next(t for t in case.get("tools", bench.TOOLS) if t.name == name)
        for every in (False, True):
            right[every] += sum(made.get(k) == must.get(k) for k in to_refill(
                ToolCall("c", name, dict(made)), tool, [case["request"]], every=every))
    assert right[False] == 0 and right[True] > 50


PETS = schema_tool("pet_sitter", {"pet": S, "town": S}, ["pet", "town"])
WINDOWS = schema_tool("window_cleaner", {"address": S, "windows": {"type": "integer"}},
                      ["address"])
TAILOR = schema_tool("tailor", {"garment": S, "alteration": S, "tailor": S},
                     ["garment", "alteration"])
MOT = schema_tool("mot_book", {"registration": {**S, "description": "e.g. 'AB12 CDE'"},
                               "garage": S}, ["registration", "garage"])


PICK_PETS = json.dumps({"action": "pet_sitter"})


def twice(tool, request, **args):
    return written_twice(ToolCall("c", tool.name, args), tool, [request])


def test_a_made_up_value_in_two_required_arguments_is_asked_again():
    assert twice(PETS, "Someone to look after my rabbit in Stroud.", pet="Luxury",
                 town="Luxury") == (["pet", "town"], None)
    # case, marks and spacing aside; an optional one is KeepDefaults' (copied_options)
    assert twice(TAILOR, "I need the sleeves of my coat taken in.", garment="Manchester",
                 alteration="manchester ", tailor="Manchester") == (
        ["garment", "alteration"], None)
    # a value given in another form is said: "fr" for "French"
    assert twice(PETS, "Sitters who speak French", pet="fr", town="fr") == ([], None)


def test_one_value_said_once_in_two_strings_is_left_alone():
    """One of the two is right, and nothing tells which."""
    assert twice(PETS, "Pet sitters for a parrot around Ludlow?", pet="Ludlow",
                 town="Ludlow") == ([], None)
    assert twice(TAILOR, "Shorten my suit trousers at Savile Tailors.",
                 garment="Savile Tailors", alteration="Savile Tailors") == ([], None)
    assert twice(PETS, "Sitters in Ludlow for a dog from Ludlow", pet="Ludlow",
                 town="Ludlow") == ([], None)
    assert twice(PETS, "A rabbit in Stroud", pet="rabbit", town="Stroud") == ([], None)


def test_a_number_holding_the_value_keeps_it():
    assert twice(WINDOWS, "Clean the 12 windows at 3 Meadow Way.", address="12",
                 windows=12) == (["address"], "12")
    # said twice, both may be right
    assert twice(WINDOWS, "Clean 12 windows at 12 Meadow Way.", address="12",
                 windows=12) == ([], None)


def test_a_string_the_stage_cannot_ask_stops_it():
    """The registration's example is a code: the stage cannot ask it again."""
    assert twice(MOT, "MOT at the garage", registration="Kwik Fit", garage="Kwik Fit") == (
        [], None)


def test_what_a_refill_of_one_value_in_two_arguments_offers():
    request = "Someone to look after my rabbit in Stroud."
    asked = asker([request], request)(
        ToolCall("c", "pet_sitter", {"pet": "Luxury", "town": "Luxury"}), PETS)
    assert asked.names == ["pet", "town"]
    assert asked.offered["pet"] == asked.offered["town"] == phrases(
        candidates(request), (), "pet", S)
    assert asked.allows({"pet": "rabbit", "town": "Stroud"})
    assert not asked.allows({"pet": "rabbit", "town": "Luxury"})
    # a number holds it: the runs sharing its word are not offered
    request = "Clean the 12 windows at 3 Meadow Way."
    asked = asker([request], request)(
        ToolCall("c", "window_cleaner", {"address": "12", "windows": 12}), WINDOWS)
    assert asked.names == ["address"]
    assert "3 Meadow Way" in asked.offered["address"]
    assert not [r for r in asked.offered["address"] if "12" in r.split()]
    assert "12 windows" in candidates(request)


def test_the_loop_asks_again_for_a_made_up_value_in_two_arguments():
    """Scripted model: both arguments "Luxury", then the refill's choice. The evidence
    rules give the town ("in Stroud"), so the refill asks the pet alone."""
    request = "Someone to look after my rabbit in Stroud."
    model = ScriptedModel([PICK_PETS, json.dumps({"pet": "Luxury", "town": "Luxury"}),
                           json.dumps({"pet": "rabbit", "town": "Luxury"}), "Found."])
    step = _agent(model, [PETS]).start(request, save_to=False).step()
    call = step.tool_calls[0]
    assert call.arguments == {"pet": "rabbit", "town": "Stroud"}
    assert call.refilled == {"pet": "Luxury"}
    sent = model.requests[2]["json_schema"]["properties"]
    # not the runs holding the town the evidence rules give
    assert sent["pet"]["enum"] == [r for r in phrases(candidates(request), (), "pet", S)
                                   if "Stroud" not in r]
    assert "enum" not in sent["town"]
    assert 'refilled: the model first wrote pet="Luxury"' in step.summary()


def test_a_refill_reply_with_a_value_not_offered_changes_nothing():
    """Scripted model: an endpoint ignoring the schema writes a value of its own."""
    model = ScriptedModel([PICK_PETS, json.dumps({"pet": "Luxury", "town": "Luxury"}),
                           json.dumps({"pet": "a hamster", "town": "Luxury"}), "Found."])
    step = _agent(model, [PETS]).start("Someone to look after my rabbit in Stroud.",
                                       save_to=False).step()
    assert step.tool_calls[0].arguments["pet"] == "Luxury"
    assert step.tool_calls[0].refilled is None


NAILS = schema_tool("nail_salon_book", {"salon": S, "treatment": S, "note": S},
                    ["salon", "treatment"])
HOTEL = schema_tool("hotel_book", {"hotel": S, "city": S}, ["hotel", "city"])
BOOKS = schema_tool("book_search", {"query": S, "author": S}, ["query", "author"])
MAIL = schema_tool("email_send", {"to": S, "subject": S, "body": S}, ["to", "subject", "body"])


@pytest.mark.parametrize("tool,request_,args,asked", [
    (NAILS, "Book a pedicure at Glow Studio.",
     {"salon": "Glow Studio", "treatment": "Pedicure at Glow Studio"}, ["treatment"]),
    (NAILS, "Glow Studio for a pedicure",
     {"salon": "Glow Studio", "treatment": "Glow Studio for a pedicure"}, ["treatment"]),
    # said twice: it may be in both
    (NAILS, "A Glow Studio pedicure at Glow Studio",
     {"salon": "Glow Studio", "treatment": "pedicure at Glow Studio"}, []),
    # an optional string is KeepDefaults'
    (NAILS, "Book a pedicure at Glow Studio.",
     {"salon": "Glow Studio", "treatment": "pedicure", "note": "Pedicure at Glow Studio"},
     []),
    # joined without a function word: a name or an address may hold a place
    (HOTEL, "Book the Premier Inn Leeds", {"hotel": "Premier Inn Leeds", "city": "Leeds"},
     []),
    (HOTEL, "Stay at 221B Baker Street, London",
     {"hotel": "221B Baker Street, London", "city": "London"}, []),
    # not a name as the request writes it: a body may hold its subject
    (MAIL, "Email sam@example.com that I can't come",
     {"to": "sam@example.com", "subject": "Can't come", "body": "I can't come."}, []),
    (NAILS, "Book nails at the glow studio",
     {"salon": "glow studio", "treatment": "nails at the glow studio"}, []),
    # prose may hold names
    (MAIL, "Email sam@example.com that we meet at Red Lion",
     {"to": "sam@example.com", "subject": "Red Lion", "body": "We meet at Red Lion"}, []),
    # a search's free text may hold every value
    (BOOKS, "Books by Haruki Murakami",
     {"query": "Books by Haruki Murakami", "author": "Haruki Murakami"}, []),
])
def test_a_string_holding_another_arguments_value(tool, request_, args, asked):
    assert holds_another(ToolCall("c", tool.name, args), tool, [request_]) == asked


def test_a_string_holding_another_value_takes_runs_without_it():
    request = "Book a pedicure at Glow Studio."
    asked = asker([request], request)(ToolCall("c", "nail_salon_book", {
        "salon": "Glow Studio", "treatment": "Pedicure at Glow Studio"}), NAILS)
    assert asked.names == ["treatment"]
    assert "pedicure" in asked.offered["treatment"]
    # not the tool's own words ("nail_salon_book"), nor the command opening the request
    # (runs.withheld): no value
    assert "Book" in candidates(request) and "Book" not in asked.offered["treatment"]
    # nor a run joining two phrases with a function word ("Book a pedicure")
    assert "Book a pedicure" in candidates(request)
    assert asked.offered["treatment"] == ["pedicure"]
    assert not [r for r in asked.offered["treatment"] if "Glow" in r or "Studio" in r]


@pytest.mark.parametrize("name,spec,run,offered", [
    # a function word inside joins two phrases
    ("carpet", S, "carpet in the hall", False),
    ("pest", S, "Rats in the garden shed", False),
    ("carpet", S, "Fit a twist pile carpet", False),
    ("course", S, "history of art", False),
    # none inside, or only at an end the runs never have
    ("carpet", S, "twist pile carpet", True),
    # a name as written, two things joined, a quoted text
    ("restaurant", S, "Spice of Life", True),
    ("artist", S, "Florence and the Machine", True),
    ("location", S, "Tesco on Mill Road", True),
    ("dish", S, "fish and chips", True),
    ("service", S, "wash & blow dry", True),
    ("card", S, "see you at home", True),  # quoted below
    # a parameter of prose or a phrase: any run
    ("reason", S, "off her food", True),
    ("issue", S, "water is coming through the ceiling", True),
    ("title", S, "Crash on startup", True),
    ("subject", S, "Lunch on Friday", True),
    ("body", S, "we meet at the pub", True),
    ("notes", {**S, "description": "What is wrong with the car"}, "it stalls in the rain",
     True),
])
def test_runs_with_a_function_word_inside(name, spec, run, offered):
    quoted = {"see you at home"}
    assert (phrases([run], quoted, name, spec) == [run]) is offered
