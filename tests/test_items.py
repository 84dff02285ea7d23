"""The items a request writes alike (agentnb.items), and KeepStatedCalls' use of them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentnb import Agent, Tool, tool
from agentnb.items import as_items, in_lists, in_shape
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall

S, N = {"type": "string"}, {"type": "number"}


def make(name: str, props: dict[str, Any], required: list[str]) -> Tool:
    return Tool.from_schema(name, name, {"type": "object", "properties": props,
                                         "required": required}, fn=lambda **kw: "ok")


CONVERT = make("convert", {"amount": N, "from_currency": S, "to_currency": S},
               ["amount", "from_currency", "to_currency"])
ROUTE = make("route", {"origin": S, "destination": S}, ["origin", "destination"])
WEATHER = make("weather", {"city": S, "unit": {**S, "enum": ["celsius", "fahrenheit"]}},
               ["city"])
SAY = make("say", {"text": S, "language": S}, ["text", "language"])
TAX = make("tax", {"amount": N, "city": S}, ["amount", "city"])
DEFINE = make("define", {"word": S}, ["word"])
FLIGHT = make("flight", {"date": S, "city": S}, ["date", "city"])


@pytest.mark.parametrize(("tool_", "request_", "first", "later"), [
    (CONVERT, "Change 12 CAD into MXN, and 700 INR into THB please.",
     {"amount": 12, "from_currency": "CAD", "to_currency": "MXN"},
     [{"amount": 700, "from_currency": "INR", "to_currency": "THB"}]),
    (ROUTE, "Driving times: Turin to Genoa; Bari to Lecce; Pisa to Siena.",
     {"origin": "Turin", "destination": "Genoa"},
     [{"origin": "Bari", "destination": "Lecce"}, {"origin": "Pisa", "destination": "Siena"}]),
    (WEATHER, "Forecast for Quebec City in fahrenheit, and for San Diego in celsius?",
     {"city": "Quebec City", "unit": "fahrenheit"},
     [{"city": "San Diego", "unit": "celsius"}]),
    (SAY, 'Say "good evening" in Welsh and "good night" in Irish.',
     {"text": "good evening", "language": "Welsh"},
     [{"text": "good night", "language": "Irish"}]),
    (TAX, "Tax on $19.99 in Tulsa, $5 in Reno and $120.50 in Fresno.",
     {"amount": 19.99, "city": "Tulsa"},
     [{"amount": 5, "city": "Reno"}, {"amount": 120.5, "city": "Fresno"}]),
    (DEFINE, "Look up quixotic, then laconic.", {"word": "quixotic"}, [{"word": "laconic"}]),
    # the words that end the first item before its listing word, repeated or not
    (make("stay", {"city": S, "nights": {"type": "integer"}}, ["city", "nights"]),
     "Stay in Ghent for 2 nights, and in Bruges for 5 nights.", {"city": "Ghent", "nights": 2},
     [{"city": "Bruges", "nights": 5}]),
    (CONVERT, "Convert 5 EUR to SEK please, and 8 EUR to NOK.",
     {"amount": 5, "from_currency": "EUR", "to_currency": "SEK"},
     [{"amount": 8, "from_currency": "EUR", "to_currency": "NOK"}]),
    # a value kept for every item: a made-up optional one, or one said outside the items
    (WEATHER, "Weather in Accra and in Kumasi", {"city": "Accra", "unit": "celsius"},
     [{"city": "Kumasi", "unit": "celsius"}]),
])
def test_items_written_alike_are_read_in_the_first_item_s_shape(
        tool_: Tool, request_: str, first: dict[str, Any], later: list[dict[str, Any]]):
    assert in_shape([ToolCall("c", tool_.name, first)], tool_, request_) == [first, *later]


@pytest.mark.parametrize(("tool_", "request_", "first"), [
    # another thing asked after the listing word
    (CONVERT, "Convert 10 EUR to USD and tell me if 10 is a lot.",
     {"amount": 10, "from_currency": "EUR", "to_currency": "USD"}),
    (DEFINE, "Define quixotic and use it in a sentence.", {"word": "quixotic"}),
    (WEATHER, "Weather in Accra, and book a taxi to Kumasi.", {"city": "Accra"}),
    # values listed per parameter, not per item
    (ROUTE, "Routes from Turin and Bari to Genoa and Lecce respectively.",
     {"origin": "Turin", "destination": "Genoa"}),
    # a required value the request does not say as the call has it
    (ROUTE, "Turin to Genoa and Bari to Lecce.", {"origin": "Torino", "destination": "Genoa"}),
    # a value of another form where the first item has a code
    (CONVERT, "Convert 12 CAD to MXN and 700 rupees to baht.",
     {"amount": 12, "from_currency": "CAD", "to_currency": "MXN"}),
    # the same item again
    (ROUTE, "Turin to Genoa, and Turin to Genoa again.", {"origin": "Turin",
                                                          "destination": "Genoa"}),
    # a form no item is read in (a date)
    (FLIGHT, "Flights on 2026-05-01 to Oslo and 2026-05-03 to Bergen.",
     {"date": "2026-05-01", "city": "Oslo"}),
    # one value alone after a comma: a part of one value, not a second item
    (WEATHER, "Is it raining in San Diego, CA?", {"city": "San Diego"}),
    (WEATHER, "Weather in Lyon, France", {"city": "Lyon"}),
    # nothing after the first item
    (TAX, "Tax on $19.99 in Tulsa.", {"amount": 19.99, "city": "Tulsa"}),
])
def test_nothing_is_read_where_the_request_does_not_write_items_alike(
        tool_: Tool, request_: str, first: dict[str, Any]):
    assert in_shape([ToolCall("c", tool_.name, first)], tool_, request_) is None


@pytest.mark.parametrize(("tool_", "request_", "first", "later"), [
    (TAX, "Tax on $3 and $14.50 in Provo and Ogden respectively.",
     {"amount": 3, "city": "Provo"}, [{"amount": 14.5, "city": "Ogden"}]),
    (SAY, "Say 'yes', 'no' and 'maybe' in Basque, Czech and Latvian respectively.",
     {"text": "yes", "language": "Basque"},
     [{"text": "no", "language": "Czech"}, {"text": "maybe", "language": "Latvian"}]),
    (WEATHER, "Weather for Hanoi and Da Nang in celsius and fahrenheit, respectively",
     {"city": "Hanoi", "unit": "celsius"}, [{"city": "Da Nang", "unit": "fahrenheit"}]),
    # a value said once is kept for every item
    (CONVERT, "Convert 9 and 30 GBP to NOK and ISK respectively.",
     {"amount": 9, "from_currency": "GBP", "to_currency": "NOK"},
     [{"amount": 30, "from_currency": "GBP", "to_currency": "ISK"}]),
])
def test_values_listed_apart_are_paired_by_respectively(
        tool_: Tool, request_: str, first: dict[str, Any], later: list[dict[str, Any]]):
    assert in_lists(ToolCall("c", tool_.name, first), tool_, request_) == [first, *later]


@pytest.mark.parametrize(("tool_", "request_", "first"), [
    # no "respectively": "bases 5 and 7, heights 2 and 9" may ask for every pair
    (TAX, "Tax on $3 and $14.50 in Provo and Ogden.", {"amount": 3, "city": "Provo"}),
    # lists of different lengths
    (TAX, "Tax on $3, $4 and $14.50 in Provo and Ogden respectively.",
     {"amount": 3, "city": "Provo"}),
    # a value of a listed form outside the lists: items of two values each
    (CONVERT, "Convert 9 GBP and 30 EUR to NOK and ISK respectively.",
     {"amount": 9, "from_currency": "GBP", "to_currency": "NOK"}),
    # nothing listed
    (TAX, "Tax on $3 in Provo, respectively.", {"amount": 3, "city": "Provo"}),
])
def test_nothing_is_paired_without_respectively_and_lists_that_pair(
        tool_: Tool, request_: str, first: dict[str, Any]):
    assert in_lists(ToolCall("c", tool_.name, first), tool_, request_) is None


def test_the_shape_is_read_from_the_first_call_that_is_an_item():
    """A first call that mixes values across items ("Ghent" with Bruges' 5 nights) is no
    item; a later call that is one gives the shape, and items are read before it too."""
    stay = make("stay", {"city": S, "nights": {"type": "integer"}}, ["city", "nights"])
    request = "Stay 2 nights in Ghent, 5 nights in Bruges and 1 night in Ypres."
    calls = [ToolCall("a", "stay", {"city": "Ghent", "nights": 5}),
             ToolCall("b", "stay", {"city": "Bruges", "nights": 5})]
    assert in_shape(calls, stay, request) == [
        {"city": "Ghent", "nights": 2}, {"city": "Bruges", "nights": 5},
        {"city": "Ypres", "nights": 1}]
    made, left = as_items(calls, stay, request, 4)
    assert [(c.id, c.arguments["city"], c.grounded) for c in made] == [
        ("a", "Ghent", {"nights": 5}), ("b", "Bruges", None),
        ("a_item2", "Ypres", {"city": None, "nights": None})] and left == []
    # the words before a name are not taken into it
    route = "Drive New York to Boston, then Los Angeles to San Diego."
    assert in_shape([ToolCall("a", "route", {"origin": "Boston", "destination": "Boston"}),
                     ToolCall("b", "route", {"origin": "Los Angeles",
                                             "destination": "San Diego"})], ROUTE, route) == [
        {"origin": "New York", "destination": "Boston"},
        {"origin": "Los Angeles", "destination": "San Diego"}]
    # no call is an item: nothing is read
    assert in_shape(calls[:1], stay, request) is None


def test_a_value_said_more_than_once_is_taken_where_its_item_is():
    """An amount the request writes twice, or a number said before the item, is read
    where the call's values make one item (before, only its first place was tried)."""
    request = "Convert 100 USD to EUR and 100 GBP to JPY."
    wrong = ToolCall("a", "convert", {"amount": 100, "from_currency": "USD",
                                      "to_currency": "JPY"})
    right = ToolCall("b", "convert", {"amount": 100, "from_currency": "GBP",
                                      "to_currency": "JPY"})
    assert in_shape([wrong, right], CONVERT, request) == [
        {"amount": 100, "from_currency": "USD", "to_currency": "EUR"},
        {"amount": 100, "from_currency": "GBP", "to_currency": "JPY"}]
    request = "On day 2, convert 2 USD to EUR and 5 GBP to JPY."
    first = ToolCall("a", "convert", {"amount": 2, "from_currency": "USD",
                                      "to_currency": "EUR"})
    assert in_shape([first], CONVERT, request) == [
        first.arguments, {"amount": 5, "from_currency": "GBP", "to_currency": "JPY"}]
    # values said only apart are still no item
    assert in_shape([first], CONVERT, "Convert 2 USD, and then to EUR; 5 GBP to JPY.") is None


def test_the_tool_s_calls_become_the_items_and_what_they_replaced_is_recorded():
    request = "Convert 12 CAD into MXN, 700 INR into THB and 9 CHF into SEK."
    first = ToolCall("a", "convert", {"amount": 12, "from_currency": "CAD",
                                      "to_currency": "MXN"})
    right = ToolCall("b", "convert", {"amount": 9, "from_currency": "CHF",
                                      "to_currency": "SEK"})
    wrong = ToolCall("c", "convert", {"amount": 700, "from_currency": "CAD",
                                      "to_currency": "THB"})
    made, left = as_items([first, right, wrong], CONVERT, request, 4)
    assert [c.arguments for c in made] == [
        first.arguments, {"amount": 700, "from_currency": "INR", "to_currency": "THB"},
        right.arguments]
    assert made[0] is first and made[2] is right and left == []
    assert made[1].id == "c" and made[1].grounded == {"from_currency": "CAD"}
    # an item no call asks for is added, up to the limit; a second copy is given an item
    made, left = as_items([first, right], CONVERT, request, 4)
    assert len(made) == 3 and made[1].grounded == {
        "amount": None, "from_currency": None, "to_currency": None} and left == []
    again = ToolCall("d", "convert", dict(first.arguments))
    made, left = as_items([first, again, right], CONVERT, request, 4)
    assert made[1].id == "d" and made[1].grounded == first.arguments and left == []
    made, left = as_items([first, again, right, wrong], CONVERT, request, 4)
    assert [c.id for c in made] == ["a", "d", "b"] and left == [wrong]
    made, _ = as_items([first, right], CONVERT, request, 2)
    assert [c.arguments["amount"] for c in made] == [12, 700]
    # values listed apart and paired by "respectively" are items too
    paired = "Convert 12 and 700 CAD into MXN and THB respectively."
    made, _ = as_items([first, wrong], CONVERT, paired, 4)
    assert [c.arguments for c in made] == [first.arguments, {
        "amount": 700, "from_currency": "CAD", "to_currency": "THB"}]
    # a single call is left alone: the model did not write several
    assert as_items([first], CONVERT, request, 4) is None


@tool
def convert(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money.

    Args:
        amount: the amount.
        from_currency: code, e.g. USD.
        to_currency: code, e.g. EUR.
    """
    return "ok"


@tool(side_effects=True)
def pay(amount: float, from_currency: str, to_currency: str) -> str:
    """Pay money across currencies.

    Args:
        amount: the amount.
        from_currency: code.
        to_currency: code.
    """
    return "paid"


def step_with(fn: Tool, request: str, first: dict[str, Any], more: list[dict[str, Any]]):
    model = ScriptedModel([json.dumps(first), json.dumps({"calls": more})])
    return Agent(model, [fn], decision_mode="json", calls_per_step=4).start(
        request, save_to=False).step(tool_choice=fn.name)


def test_a_copy_of_the_first_call_asks_for_the_items_and_the_shape_asks_for_more():
    """SmolLM2, asked for more calls, may write the first call again: a copy is left out
    but counts as asking for the tool again, so the items run. A request written in items
    has the model asked for more even where no listing word is beside a value ("for 2
    nights, and"): the more stage runs."""
    request = "Convert 40 NOK to DKK now, and convert 75 PLN to CZK."
    first = {"amount": 40, "from_currency": "NOK", "to_currency": "DKK"}
    step = step_with(convert, request, first, [first])
    assert [s["stage"] for s in step.stages] == ["fill"] and step.request["stage"] == "more"
    assert [c.arguments for c in step.tool_calls] == [
        first, {"amount": 75, "from_currency": "PLN", "to_currency": "CZK"}]
    assert 'grounded: amount (model gave none), from_currency (model gave none), ' \
        'to_currency (model gave none), from the request' in step.summary()
    # a first call that mixes two items is given its own item
    step = step_with(convert, "Convert 40 NOK to DKK, and 75 PLN to CZK.",
                     {**first, "from_currency": "PLN"},
                     [{"amount": 75, "from_currency": "PLN", "to_currency": "CZK"}])
    assert [c.arguments for c in step.tool_calls] == [
        first, {"amount": 75, "from_currency": "PLN", "to_currency": "CZK"}]
    assert step.tool_calls[0].grounded == {"from_currency": "PLN"}
    assert step.policies == ["keep_stated_calls"]
    # without a copy or a second call, the first runs alone
    step = step_with(convert, request, first, [])
    assert [c.arguments for c in step.tool_calls] == [first]


def test_keep_stated_calls_runs_the_items_the_request_writes_alike():
    request = "Convert 40 NOK to DKK and 75 PLN to CZK."
    step = step_with(convert, request, {"amount": 40, "from_currency": "NOK",
                                        "to_currency": "DKK"},
                     [{"amount": 75, "from_currency": "NOK", "to_currency": "CZK"}])
    assert [c.arguments for c in step.tool_calls] == [
        {"amount": 40, "from_currency": "NOK", "to_currency": "DKK"},
        {"amount": 75, "from_currency": "PLN", "to_currency": "CZK"}]
    assert step.tool_calls[1].grounded == {"from_currency": "NOK"}
    assert "keep_stated_calls" in step.policies and len(step.results) == 2
    # a tool with side effects: no item is made; the copied call is dropped as before
    step = step_with(pay, request, {"amount": 40, "from_currency": "NOK",
                                    "to_currency": "DKK"},
                     [{"amount": 75, "from_currency": "NOK", "to_currency": "CZK"}])
    assert [c.arguments["amount"] for c in step.tool_calls] == [40]


WORDS = ["Convert", "100", "USD", "to", "EUR", "and", ",", "250", "GBP", "JPY", "then",
         "'", "hi", "into", "Danish", "respectively", "in", "Oslo", "$", "5", "nights",
         "celsius", "New", "York", ".", "?", "from", "Bergen", "3.5", "1,200"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=24),
       st.sampled_from([(CONVERT, {"amount": 100, "from_currency": "USD", "to_currency": "EUR"}),
                        (ROUTE, {"origin": "Oslo", "destination": "Bergen"}),
                        (SAY, {"text": "hi", "language": "Danish"}),
                        (WEATHER, {"city": "New York", "unit": "celsius"})]))
def test_reading_items_never_fails_and_keeps_the_call_s_own_item(words, case):
    """The more stage's gate reads every request a fill answers: any words, no error; and
    what is read holds the call's item as it is and only values of the tool's parameters."""
    tool_, args = case
    request = " ".join(words)
    for calls in ([ToolCall("a", tool_.name, args)],
                  [ToolCall("a", tool_.name, {}), ToolCall("b", tool_.name, args)]):
        for read in (in_shape(calls, tool_, request), in_lists(calls[0], tool_, request)):
            if read is not None:
                assert len(read) > 1 and args in read
                assert all(set(r) <= set(tool_.parameters["properties"]) for r in read)


def test_a_first_call_no_item_asks_for_is_replaced_once_beside_another_tool_s_call():
    """Beside a call of another tool the request states, a first call that says nothing of
    the request is dropped by ``stated_calls``; where the items decide the tool's calls,
    that call is given its item instead, and is not also left out."""
    from agentnb import Toolset
    from agentnb.decision import Decision
    from agentnb.policies import KeepStatedCalls, Turn
    from agentnb.state import RunCache, RunState
    from agentnb.types import Step

    request = "Route Turin to Genoa and Bari to Lecce, and say 'ciao' in Welsh."
    state = RunState(id="t", task=request, messages=[
        {"role": "system", "content": "s"}, {"role": "user", "content": request}])
    turn = Turn(state, RunCache(), Step(index=0), Toolset([ROUTE, SAY]), "json",
                calls_per_step=4)
    decision = Decision(tool_calls=[
        ToolCall("a", "route", {"origin": "Tarvisio", "destination": "Genova"}),
        ToolCall("b", "route", {"origin": "Bari", "destination": "Lecce"}),
        ToolCall("c", "say", {"text": "ciao", "language": "Welsh"})])
    KeepStatedCalls().on_decision(turn, decision)
    assert [(c.id, c.arguments) for c in decision.tool_calls] == [
        ("a", {"origin": "Turin", "destination": "Genoa"}),
        ("b", {"origin": "Bari", "destination": "Lecce"}),
        ("c", {"text": "ciao", "language": "Welsh"})]
    assert turn.step.dropped == []


@tool
def hotel(city: str, nights: int) -> str:
    """Total price of a hotel stay.

    Args:
        city: City name.
        nights: Number of nights.
    """
    return "ok"


def test_items_are_read_from_a_call_the_repair_puts_right():
    """No call is an item as the model wrote it ("Limba" is said nowhere); put right by
    the repair's evidence rules (a misspelled name, ``agentnb.names``) it is one, and the
    items are read in its shape."""
    from agentnb.names import name_fix

    request = "Hotel for 6 nights in Havana and for 3 nights in Lima, total price?"
    calls = [ToolCall("a", "hotel", {"city": "Havana", "nights": 3}),
             ToolCall("b", "hotel", {"city": "Limba", "nights": 3})]
    assert in_shape(calls, hotel, request) is None
    repair = lambda c: name_fix(c, hotel, request, [request]) or {}  # noqa: E731
    assert in_shape(calls, hotel, request, repair) == [
        {"city": "Havana", "nights": 6}, {"city": "Lima", "nights": 3}]
    made, left = as_items(calls, hotel, request, 4, repair=repair)
    assert [(c.id, c.arguments, c.grounded) for c in made] == [
        ("a", {"city": "Havana", "nights": 6}, {"nights": 3}),
        ("b", {"city": "Lima", "nights": 3}, {"city": "Limba"})] and left == []
    # a repair that finds nothing reads nothing
    assert in_shape(calls, hotel, request, lambda c: {}) is None


def test_keep_stated_calls_reads_items_from_calls_put_right_where_repair_acts():
    request = "Hotel for 6 nights in Havana and for 3 nights in Lima, total price?"
    first, more = {"city": "Havana", "nights": 3}, [{"city": "Limba", "nights": 3}]
    step = step_with(hotel, request, first, more)
    assert [c.arguments for c in step.tool_calls] == [
        {"city": "Havana", "nights": 6}, {"city": "Lima", "nights": 3}]
    assert step.tool_calls[1].grounded == {"city": "Limba"}
    assert "keep_stated_calls" in step.policies
    # without the repair, no item is read: the call with a name said nowhere is dropped
    model = ScriptedModel([json.dumps(first), json.dumps({"calls": more})])
    step = Agent(model, [hotel], decision_mode="json", calls_per_step=4,
                 ground_arguments=False).start(request, save_to=False).step(
        tool_choice="hotel")
    assert [c.arguments for c in step.tool_calls] == [first]
    assert [c.arguments for c in step.dropped] == more


def test_a_quoted_item_is_read_between_quotes_only():
    """A later item in a quoted first item's shape is quoted too: the words after a mark
    that lead to the next quote are no item ("the book used" of "'lucid'; the book used
    'limpid'")."""
    define = make("define_word", {"word": {"type": "string"}}, ["word"])
    call = [ToolCall("a", "define_word", {"word": "lucid"})]
    assert in_shape(call, define, "Define 'lucid'; the book used 'limpid' a lot") is None
    assert in_shape(call, define, "Define 'lucid', 'limpid' and 'pellucid'") == [
        {"word": "lucid"}, {"word": "limpid"}, {"word": "pellucid"}]


def test_a_value_a_call_holds_whole_is_not_cut_into_items():
    """Written after the guard (bench/ordinary_requests.py's nineteenth group: "Bosnia and
    Herzegovina", "Rio de Janeiro"), not used to write it."""
    pop = make("population", {"country": S}, ["country"])
    calls = [ToolCall("a", "population", {"country": "Trinidad and Tobago"}),
             ToolCall("b", "population", {"country": "Jamaica"})]
    assert as_items(calls, pop, "Population of Trinidad and Tobago and of Jamaica", 4) is None
    calls = [ToolCall("a", "weather", {"city": "Santa Cruz de Tenerife"}),
             ToolCall("b", "weather", {"city": "Madrid"})]
    assert as_items(calls, WEATHER, "Weather in Santa Cruz de Tenerife and Madrid", 4) is None
    # items that cut nothing are read as before
    calls = [ToolCall("a", "weather", {"city": "Lyon"}), ToolCall("b", "weather",
                                                                  {"city": "Lyon"})]
    made, _ = as_items(calls, WEATHER, "Weather in Lyon and Nice", 4)
    assert [c.arguments["city"] for c in made] == ["Lyon", "Nice"]
