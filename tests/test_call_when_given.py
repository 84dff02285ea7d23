"""CallWhenGiven: a first answer without a call is set aside when the request gives, as
codes, the values a tool takes; the model is asked again with a call required. The
requests are everyday ones written for these tests; the model is scripted (its replies
are given) except where a test says otherwise."""

import json

import pytest

from agentnb import Agent, tool
from agentnb.given import gives_all
from agentnb.testing import ScriptedModel
from tests.helpers.common import answer, code_tools, decision

ran: list[tuple[str, dict]] = []
flight_status, convert_currency = code_tools(ran)


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
    options = {"call_when_given": True, **options}  # opt-in
    agent = Agent(model, tools, decision_mode="json", max_steps=4, answer_draws=0, **options)
    return agent.start(request, save_to=False).run(), model


def test_what_the_request_must_give():
    assert gives_all(flight_status, "Has UA90 landed yet?")
    assert gives_all(send_money, "Send 500 USD of rent.")
    # a number missing, a code missing or of another form, a code inside a number
    assert not gives_all(send_money, "What does the code GBP stand for?")
    assert not gives_all(send_money, "Send 500 dollars of rent.")
    assert not gives_all(flight_status, "Is gate 12 open at LHR?")
    assert not gives_all(send_money, "Is flight BA117 more than 2 EU?")
    # two parameters whose examples are codes of one form: a forced fill copies both
    assert not gives_all(convert_currency, "How much is 50 GBP in USD?")
    # no example that is a code: never given, whatever the request says
    assert not gives_all(define_word, "Define SERENDIPITY.")


def test_a_first_answer_is_set_aside_and_a_call_required():
    run, model = run_of("Has UA90 landed yet?", [flight_status, define_word], [
        answer("UA90 is a game of the past."),
        # one tool left and a call required: the model writes its arguments alone
        json.dumps({"flight_number": "UA90"}),
        answer("UA90 is delayed."),
    ])
    assert ran == [("flight_status", {"flight_number": "UA90"})]
    assert run.answer == "UA90 is delayed."
    step = run.steps[0]
    assert step.policies == ["call_when_given"]
    assert step.redecided["by"] == "call_when_given" and step.redecided["required"] is True
    assert step.redecided["excluded"] == ["define_word"]
    assert "a game of the past" in json.dumps(step.redecided["rejected"])
    assert "a call required" in step.asked_again()
    assert "answered without a call" in step.asked_again()
    # the re-ask offered no answer: it was constrained to the tool's arguments
    assert "final_answer" in json.dumps(model.requests[0].get("json_schema"))
    asked = model.requests[1]
    assert "The request gives the values flight_status takes" in json.dumps(asked)
    schema = json.dumps(asked.get("json_schema"))
    assert "flight_number" in schema and "final_answer" not in schema
    # off (the default), the first answer ends the run
    run, _ = run_of("Has UA90 landed yet?", [flight_status, define_word],
                    [answer("UA90 is a game of the past.")], call_when_given=False)
    assert ran == [] and run.answer == "UA90 is a game of the past."
    run = Agent(ScriptedModel([answer("No.")]), [flight_status], decision_mode="json",
                answer_draws=0).start("Has UA90 landed yet?", save_to=False).run()
    assert run.answer == "No." and run.steps[0].policies == []


@pytest.mark.parametrize("request_text", [
    "What does the code BA stand for?",          # no code of the example's form
    "Don't check UA90, just tell me who flies it.",  # a negation
    "What is the weather like in Paris today?",   # nothing given
])
def test_left_alone_without_the_evidence(request_text):
    run, _ = run_of(request_text, [flight_status, define_word], [answer("An answer.")])
    assert run.answer == "An answer." and run.steps[0].policies == []


def test_left_alone_after_a_result_under_a_steered_step_and_for_side_effects():
    # after a result: a later answer is CheckEarlyAnswers' to judge
    run, _ = run_of("Has UA90 landed yet?", [flight_status, define_word], [
        decision("flight_status", {"flight_number": "UA90"}), answer("It is delayed.")])
    assert run.steps[1].policies == [] and run.answer == "It is delayed."
    # a tool with side effects is called only as the model's own choice
    run, _ = run_of("Send 500 USD of rent.", [send_money, define_word], [answer("Done.")])
    assert ran == [] and run.steps[0].policies == []
    # a steered step: tool_choice "none" asks for an answer
    ran.clear()
    agent = Agent(ScriptedModel([answer("Some answer.")]), [flight_status, define_word],
                  decision_mode="json", answer_draws=0, call_when_given=True)
    step = agent.start("Has UA90 landed yet?", save_to=False).step(tool_choice="none")
    assert step.policies == [] and step.answer == "Some answer."


def test_a_single_tool_is_required_too():
    run, _ = run_of("Has UA90 landed yet?", [flight_status], [
        answer("Yes."),
        json.dumps({"flight_number": "UA90"}),
        answer("UA90 is delayed."),
    ])
    assert ran == [("flight_status", {"flight_number": "UA90"})]
    assert run.steps[0].redecided["excluded"] == []
    assert run.steps[0].asked_again().startswith("asked again, a call required")
    assert run.answer == "UA90 is delayed."
