"""CallWhenGiven: a first answer without a call is set aside when the request gives, as
codes, the values a tool takes; the model is asked again with a call required. The
requests are everyday ones written for these tests; the model is scripted (its replies
are given) except where a test says otherwise."""

import json

import pytest

from agentnb import Agent, tool
from agentnb.given import code, example_code, gives_all, shape
from agentnb.testing import ScriptedModel
from tests.helpers.common import answer, decision

ran: list[tuple[str, dict]] = []


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> dict:
    """Convert an amount of money between currencies.

    Args:
        amount: Amount of money.
        from_currency: Currency code, e.g. "USD".
        to_currency: Currency code, e.g. "EUR".
    """
    ran.append(("convert_currency", {"amount": amount, "from_currency": from_currency,
                                     "to_currency": to_currency}))
    return {"amount": round(amount * 1.27, 2), "currency": to_currency}


@tool
def flight_status(flight_number: str) -> dict:
    """Status of a flight today.

    Args:
        flight_number: Airline code and number, e.g. "BA117".
    """
    ran.append(("flight_status", {"flight_number": flight_number}))
    return {"flight": flight_number, "status": "delayed"}


@tool
def define_word(word: str) -> str:
    """Dictionary definition of an English word.

    Args:
        word: The word, e.g. "serendipity".
    """
    ran.append(("define_word", {"word": word}))
    return "not found"


@tool(side_effects=True)
def send_money(amount: float, currency: str) -> str:
    """Send money to the user's landlord.

    Args:
        amount: Amount to send.
        currency: Currency code, e.g. "USD".
    """
    ran.append(("send_money", {"amount": amount, "currency": currency}))
    return "sent"


def run_of(request, tools, replies, **options):
    ran.clear()
    model = ScriptedModel(replies)
    agent = Agent(model, tools, decision_mode="json", max_steps=4, answer_draws=0, **options)
    return agent.start(request, save_to=False).run(), model


def test_codes_and_their_shapes():
    assert [code(t) for t in ("USD", "BA117", "2026-12-05", "1Z999AA1", "I", "Paris", "usd",
                              "New York")] == [True, True, True, True, False, False, False,
                                               False]
    assert shape("USD") == shape("GBP") == shape("AAPL") == "A"
    assert shape("BA117") == shape("LH400") == "A9" != shape("A3B")
    assert shape("2026-12-05") == "9-9-9"
    assert example_code({"type": "string", "description": 'Currency code, e.g. "USD".'}) == "USD"
    assert example_code({"type": "string", "description": "Airport, for example JFK"}) == "JFK"
    assert example_code({"type": "string", "examples": ["BA117"]}) == "BA117"
    # an example that is not a code, or none
    assert example_code({"type": "string", "description": "City name, e.g. Paris"}) is None
    assert example_code({"type": "string", "description": "Date as YYYY-MM-DD"}) is None


def test_what_the_request_must_give():
    assert gives_all(convert_currency, "How much is 50 GBP in USD?")
    assert gives_all(convert_currency, "500 JPY in EUR?")
    assert gives_all(flight_status, "Has UA90 landed yet?")
    # a number missing, a code missing, codes of another shape, a code inside a number
    assert not gives_all(convert_currency, "What does the code GBP stand for?")
    assert not gives_all(convert_currency, "Which is older, the EUR or the USD?")
    assert not gives_all(convert_currency, "How much is 50 GBP in dollars?")
    assert not gives_all(convert_currency, "How much is 50 pounds in dollars?")
    assert not gives_all(flight_status, "Is gate 12 open at LHR?")
    assert not gives_all(convert_currency, "Is flight BA117 more than USD EUR?")
    # no example that is a code: never given, whatever the request says
    assert not gives_all(define_word, "Define SERENDIPITY.")


def test_a_first_answer_is_set_aside_and_a_call_required():
    run, model = run_of("How much is 50 GBP in USD?", [convert_currency, define_word], [
        answer("100 GBP = 5 USD."),
        # one tool left and a call required: the model writes its arguments alone
        json.dumps({"amount": 50, "from_currency": "GBP", "to_currency": "USD"}),
        answer("50 GBP is 63.5 USD."),
    ])
    assert ran == [("convert_currency", {"amount": 50, "from_currency": "GBP",
                                         "to_currency": "USD"})]
    assert run.answer == "50 GBP is 63.5 USD."
    step = run.steps[0]
    assert step.policies == ["call_when_given"]
    assert step.redecided["by"] == "call_when_given" and step.redecided["required"] is True
    assert step.redecided["excluded"] == ["define_word"]
    assert "100 GBP = 5 USD." in json.dumps(step.redecided["rejected"])
    assert "a call required" in step.asked_again()
    assert "answered without a call" in step.asked_again()
    # the re-ask offered no answer: it was constrained to the tool's arguments
    assert "final_answer" in json.dumps(model.requests[0].get("json_schema"))
    asked = model.requests[1]
    assert "The request gives the values convert_currency takes" in json.dumps(asked)
    schema = json.dumps(asked.get("json_schema"))
    assert "from_currency" in schema and "final_answer" not in schema
    # turned off, the first answer ends the run
    run, _ = run_of("How much is 50 GBP in USD?", [convert_currency, define_word],
                    [answer("100 GBP = 5 USD.")], call_when_given=False)
    assert ran == [] and run.answer == "100 GBP = 5 USD."


@pytest.mark.parametrize("request_text", [
    "What does the code GBP stand for?",          # no number: no conversion asked
    "Don't convert 50 GBP to USD, just tell me which is older.",  # a negation
    "What is the weather like in Paris today?",   # nothing given
])
def test_left_alone_without_the_evidence(request_text):
    run, _ = run_of(request_text, [convert_currency, define_word], [answer("An answer.")])
    assert run.answer == "An answer." and run.steps[0].policies == []


def test_left_alone_after_a_result_under_a_steered_step_and_for_side_effects():
    # after a result: a later answer is CheckEarlyAnswers' to judge
    run, _ = run_of("How much is 50 GBP in USD?", [convert_currency, define_word], [
        decision("convert_currency", {"amount": 50, "from_currency": "GBP",
                                      "to_currency": "USD"}),
        answer("It is 63.5 USD.")])
    assert [s.policies for s in run.steps][1] == [] and run.answer == "It is 63.5 USD."
    # a tool with side effects is called only as the model's own choice
    run, _ = run_of("Send 500 USD of rent.", [send_money, define_word], [answer("Done.")])
    assert ran == [] and run.steps[0].policies == []
    # a steered step: tool_choice "none" asks for an answer
    ran.clear()
    agent = Agent(ScriptedModel([answer("Some answer.")]), [convert_currency, define_word],
                  decision_mode="json", answer_draws=0)
    step = agent.start("How much is 50 GBP in USD?", save_to=False).step(tool_choice="none")
    assert step.policies == [] and step.answer == "Some answer."


def test_asked_once_and_a_single_tool_is_required_too():
    run, _ = run_of("Has UA90 landed yet?", [flight_status], [
        answer("Yes."),
        json.dumps({"flight_number": "UA90"}),
        answer("UA90 is delayed."),
    ])
    assert ran == [("flight_status", {"flight_number": "UA90"})]
    assert run.steps[0].redecided["excluded"] == []
    assert run.steps[0].asked_again().startswith("asked again, a call required")
    assert run.answer == "UA90 is delayed."
