"""A tool that needs a number can be what a request asks for when the request writes the
count in words ("for two hours", "Twelve croissants", "for one night"), as with digits
(``agentnb.relevance.callable_from``): the choice checks then weigh it. Written before
the change, from requests of this project's own (not BFCL, not the benchmark batches)."""

import pytest

from agentnb import Tool
from agentnb.policies import CheckChoice, CheckChoiceMeaning
from agentnb.relevance import callable_from
from tests.helpers.common import policy_acts


def tool(name, description, **params):
    props = {n: {"type": t} for n, t in params.items()}
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": list(props)}, fn=lambda **k: "ok")


SAUNA = tool("sauna_session", "Book the sauna for a number of hours.", hours="integer")
TIMER = tool("set_timer", "Start a countdown timer.", minutes="integer")
DEFINE = tool("define_word", "Dictionary definition of an English word.", word="string")
WEATHER = tool("get_weather", "Current weather in a city.", city="string")


@pytest.mark.parametrize("request_text", [
    "The sauna for two hours please.",
    "Twelve minutes on the clock.",
    "Book it for twenty-four hours.",
    "Ninety nine seconds, go.",
    "The sauna for one hour.",
    "Only one, thanks.",
    "Sauna for 2 hours.",  # digits, as before
])
def test_a_count_in_words_or_digits_can_give_a_required_number(request_text):
    assert callable_from(SAUNA, request_text)


@pytest.mark.parametrize("request_text", [
    "The sauna please.",
    "Is the sauna the one by the pool?",  # "one" as a pronoun counts nothing
    "Someone often leaves the sauna on.",  # counts inside words are none
    "What is the temperature in Lisbon in Fahrenheit?",
])
def test_no_count_means_a_tool_needing_a_number_cannot_be_called_yet(request_text):
    assert not callable_from(SAUNA, request_text)
    assert callable_from(DEFINE, request_text)  # it needs no number


def test_the_word_check_asks_again_when_the_count_is_written_in_words():
    tools = [TIMER, WEATHER]
    assert policy_acts(CheckChoice(), "Start a twenty minute countdown.", "get_weather",
                       tools) is not None
    assert policy_acts(CheckChoice(), "Start a twenty minute countdown.", "set_timer",
                       tools) is None


@pytest.mark.e2e  # real sentence embeddings
def test_the_meaning_check_asks_again_when_the_count_is_written_in_words():
    tools = [SAUNA, DEFINE]
    redo = policy_acts(CheckChoiceMeaning(), "Two hours in the sauna please.",
                       "define_word", tools)
    assert redo is not None and "define_word" in redo.exclude
    assert "sauna_session" not in redo.exclude
    assert policy_acts(CheckChoiceMeaning(), "Two hours in the sauna please.",
                       "sauna_session", tools) is None
