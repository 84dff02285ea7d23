"""Placeholders: a required value that is its parameter's own example, written as a code
and said nowhere in the conversation, is put right from the request's one code of that
form (``GroundArguments``). The requests are everyday ones written for these tests; the
model is scripted (its replies are given)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentnb import Agent, Tool, ToolCall, tool
from agentnb.placeholders import code, example_code, form, may_name, placeholder_fix
from agentnb.testing import ScriptedModel
from tests.helpers.common import code_tools

ran: list[tuple[str, dict]] = []
flight_status, convert_currency = code_tools(ran)


@tool(side_effects=True)
def rebook_flight(flight_number: str) -> str:
    """Move the user's booking to another flight.

    Args:
        flight_number: Airline code and number, e.g. BA117.
    """
    ran.append(("rebook_flight", {"flight_number": flight_number}))
    return "rebooked"


def fix(tool: Tool, arguments: dict, request: str, said: list[str] | None = None):
    return placeholder_fix(ToolCall("c1", tool.name, arguments), tool, request,
                           [request] if said is None else said)


def test_codes_forms_and_examples():
    assert [code(t) for t in ("USD", "BA117", "2026-12-05", "1Z999AA1", "I", "Paris",
                              "usd", "New York")] == [True] * 4 + [False] * 4
    assert form("USD") == form("GBP") == "AAA" != form("AAPL")
    assert form("BA117") == form("AF22") == form("KL1001") == "AA9"
    assert form("2026-12-05") == "9-9-9"
    assert example_code({"type": "string", "description": 'Code, e.g. "USD".'}) == "USD"
    assert example_code({"type": "string", "description": "Airport, for example JFK"}) == "JFK"
    assert example_code({"type": "string", "examples": ["BA117"]}) == "BA117"
    assert example_code({"type": "string", "description": "City name, e.g. Paris"}) is None
    assert example_code({"type": "string", "description": "Date as YYYY-MM-DD"}) is None


def test_the_requests_one_code_of_the_examples_form_replaces_the_copy():
    assert fix(flight_status, {"flight_number": "BA117"}, "Is LH400 on time?") == {
        "flight_number": "LH400"}
    assert fix(flight_status, {"flight_number": "BA117"}, "Where is DL45 now?") == {
        "flight_number": "DL45"}
    assert fix(convert_currency, {"amount": 30, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 30 CHF to JPY") is None  # copied whole: which goes where?


@pytest.mark.parametrize(("arguments", "request_text", "said"), [
    # the example is said: the model may mean it
    ({"flight_number": "BA117"}, "Is BA117 on time?", None),
    ({"flight_number": "BA117"}, "Is my flight on time?", ["Is my flight on time?",
                                                           '{"booked": "BA117"}']),
    # no code of that form, or two
    ({"flight_number": "BA117"}, "Is flight 117 on time?", None),
    ({"flight_number": "BA117"}, "Is my flight on time? It is with BA.", None),
    ({"flight_number": "BA117"}, "Is LH400 or AF22 on time?", None),
    # not the example: the model's own value stands
    ({"flight_number": "LH401"}, "Is LH400 on time?", None),
])
def test_left_alone_without_the_evidence(arguments, request_text, said):
    assert fix(flight_status, arguments, request_text, said) is None


def test_a_call_copied_whole_or_a_code_held_already_is_left_alone():
    # both at their examples, one of them said: which code goes where is not known
    assert fix(convert_currency, {"amount": 50, "from_currency": "USD", "to_currency": "EUR"},
               "How much is 50 GBP in USD?") is None
    assert fix(convert_currency, {"amount": 90, "from_currency": "USD", "to_currency": "EUR"},
               "Weather in Oslo, and 90 GBP in CHF?") is None
    # the request's only other code is held by another argument
    assert fix(convert_currency, {"amount": 9, "from_currency": "GBP", "to_currency": "EUR"},
               "Convert 9 GBP please") is None
    # two codes of one form for two parameters, one placed by the model: maybe wrongly
    # (the request asks CAD to CHF; the model put CAD in to_currency)
    assert fix(convert_currency, {"amount": 200, "from_currency": "USD", "to_currency": "CAD"},
               "How many CHF is 200 CAD?") is None
    assert fix(convert_currency, {"amount": 50, "from_currency": "USD", "to_currency": "JPY"},
               "Convert 50 GBP to JPY") is None


def run_of(request, tools, arguments, **options):
    ran.clear()
    model = ScriptedModel([json.dumps(arguments), json.dumps(
        {"action": "final_answer", "action_input": "Done."})])
    agent = Agent(model, tools, decision_mode="json", max_steps=2, answer_draws=0, **options)
    run = agent.start(request, save_to=False)
    return run, run.step(tool_choice="required")


def test_put_right_on_the_step_and_recorded():
    _, step = run_of("Is LH400 on time?", [flight_status], {"flight_number": "BA117"})
    assert ran == [("flight_status", {"flight_number": "LH400"})]
    call = step.tool_calls[0]
    assert call.grounded == {"flight_number": "BA117"} and "ground_arguments" in step.policies
    assert call.copied is None  # the value that ran is the request's
    # turned off, the copy runs, named as such
    _, step = run_of("Is LH400 on time?", [flight_status], {"flight_number": "BA117"},
                       ground_arguments=False)
    assert ran == [("flight_status", {"flight_number": "BA117"})]
    assert step.tool_calls[0].copied == ["flight_number"]


def test_never_for_a_request_with_a_negation_and_only_proposed_for_side_effects():
    _, step = run_of("Not LH400: is my other flight on time?", [flight_status],
                       {"flight_number": "BA117"})
    assert ran == [("flight_status", {"flight_number": "BA117"})]
    assert step.tool_calls[0].grounded is None
    _, step = run_of("Move me to LH400.", [rebook_flight], {"flight_number": "BA117"})
    call = step.pending[0] if step.pending else step.tool_calls[0]
    assert call.arguments == {"flight_number": "BA117"}
    assert call.proposed == {"flight_number": "LH400"}


@given(request=st.text(alphabet=st.sampled_from(list("AB17 -:LHUSDGPcat.?EJFK9Z")),
                       max_size=40),
       value=st.sampled_from(["BA117", "LH400", "", "ba117", "B"]))
@settings(max_examples=300, deadline=None)
def test_a_fix_is_always_a_code_the_request_writes_of_the_examples_form(request, value):
    got = fix(flight_status, {"flight_number": value}, request)
    if got is not None:
        new = got["flight_number"]
        assert value == "BA117" and new != "BA117" and new in request and code(new)
        assert form(new) == form("BA117")


def test_where_it_can_be_wrong_as_the_docs_say():
    """The example is the value meant in other words, neither made of their letters nor
    the standard code of a country or language they name, and the request writes another
    code of its form: the right copy is replaced. Made of their letters ("AAPL" of
    Apple), or a country's code ("DEU" of Germany, ``agentnb.codes``), it is left."""
    facts = Tool.from_schema("country_facts", "Facts about a country.", {
        "type": "object", "required": ["country"],
        "properties": {"country": {"type": "string",
                                   "description": "Three-letter code, e.g. DEU"}}},
        fn=lambda **kw: 0)
    assert fix(facts, {"country": "DEU"}, "Facts about Germany; I work at SAP") is None
    intel = Tool.from_schema("get_stock_price", "Latest price of a stock.", {
        "type": "object", "required": ["symbol"],
        "properties": {"symbol": {"type": "string", "description": "Ticker, e.g. INTC"}}},
        fn=lambda **kw: 0)
    assert fix(intel, {"symbol": "INTC"}, "Is Intel a buy? Ask HSBC") == {"symbol": "HSBC"}
    stock = Tool.from_schema("get_stock_price", "Latest price of a stock.", {
        "type": "object", "required": ["symbol"],
        "properties": {"symbol": {"type": "string", "description": "Ticker, e.g. AAPL"}}},
        fn=lambda **kw: 0)
    assert fix(stock, {"symbol": "AAPL"}, "Apple's shares in my ROTH account?") is None
    assert fix(stock, {"symbol": "AAPL"}, "NVDA's shares in my ROTH account?") is None
    assert fix(stock, {"symbol": "AAPL"}, "Shares of NVDA, please") == {"symbol": "NVDA"}


# written after the guard, which was written on bench/ordinary_requests.py's fifteenth
# group ("AAPL" for Apple)
@pytest.mark.parametrize(("code_", "request_"), [
    ("MSFT", "How is Microsoft doing? Compare it with the DJIA"),
    ("GOOGL", "Google's shares, for my IRA"), ("AMZN", "Amazon stock, and the QQQ"),
    ("TSLA", "Is Tesla up, says CNBC?"), ("NVDA", "Nvidia's price in USD")])
def test_an_example_that_may_be_the_code_of_a_word_said_is_no_placeholder(code_, request_):
    assert may_name(code_, request_)


@pytest.mark.parametrize(("code_", "request_"), [
    ("DEU", "Facts about Germany"), ("JFK", "Flights from Kennedy airport"),
    ("BA117", "Is my BA flight 117 on time?"), ("AAPL", "How much is NVDA?"),
    ("FR", "Country facts for MX")])  # a function word is no word a code is made of
def test_an_example_no_word_said_is_made_of(code_, request_):
    assert not may_name(code_, request_)
