"""A value written as an offered tool's name where the request says its words
(agentnb.toolnames): "hotel_search" for "Define hotel search." becomes the request's words."""

from __future__ import annotations

import json

import pytest

from agentnb import Agent, Tool
from agentnb.testing import ScriptedModel
from agentnb.toolnames import tool_name_fix
from agentnb.types import ToolCall

ran: list[dict] = []


def schema_tool(name: str, description: str, **props: dict) -> Tool:
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": [next(iter(props))]},
                            fn=lambda **kw: ran.append(kw) or "a definition")


DEFINE = schema_tool("define_word", "Dictionary definition of a word.",
                     word={"type": "string", "description": "The word to define"})
HOTELS = schema_tool("hotel_search", "Find hotels in a city.", city={"type": "string"})
STOCKS = schema_tool("stock_history", "Closing prices of a stock.", symbol={"type": "string"})
NAMES = ["define_word", "hotel_search", "stock_history"]


def fix(request: str, tool: Tool = DEFINE, said: list[str] | None = None, **args: object):
    return tool_name_fix(ToolCall("c", tool.name, args), tool, request,
                         [request] if said is None else said, NAMES)


@pytest.mark.parametrize(("request_", "args", "want"), [
    ("Define hotel search.", {"word": "hotel_search"}, {"word": "hotel search"}),
    ("Define Stock History, please", {"word": "stock_history"}, {"word": "Stock History"}),
    ("What does stock\nhistory mean?", {"word": "Stock_History"},
     {"word": "stock\nhistory"}),
    # not a tool's name, said as written, or its words not said in a row once
    ("Define hotel booking.", {"word": "hotel_booking"}, {}),
    ("Define hotel_search and hotel search.", {"word": "hotel_search"}, {}),
    ("Define hotel search, the hotel search tool.", {"word": "hotel_search"}, {}),
    ("Define search hotel.", {"word": "hotel_search"}, {}),
    ("Define hotel searches.", {"word": "hotel_search"}, {}),
    ("Define hotel search.", {"word": "hotel search"}, {}),
])
def test_a_tool_name_copied_becomes_the_words_the_request_writes(request_, args, want):
    assert fix(request_, **args) == want


def test_a_parameter_that_may_take_a_tool_name_keeps_it():
    describe = schema_tool("describe", "Describe one of the tools.",
                           tool_name={"type": "string"})
    helper = schema_tool("helper", "Help.", topic={"type": "string",
                                                   "description": "A function to explain"})
    assert fix("Describe the hotel search tool", describe, tool_name="hotel_search") == {}
    assert fix("Explain hotel search", helper, topic="hotel_search") == {}
    coded = schema_tool("coded", "x", word={"type": "string", "enum": ["hotel_search"]})
    assert fix("Define hotel search.", coded, word="hotel_search") == {}
    # said earlier in the conversation as written: meant as written
    assert fix("Define hotel search.", said=["What is hotel_search?", "Define hotel search."],
               word="hotel_search") == {}


def test_in_a_step_the_request_words_run_and_the_models_value_is_kept():
    ran.clear()
    model = ScriptedModel([json.dumps({"action": "define_word"}),
                           json.dumps({"word": "hotel_search"}), "Done."])
    model.decision_mode = "json"
    run = Agent(model, [DEFINE, HOTELS, STOCKS], decision_mode="json",
                max_steps=3).start("Define hotel search.", save_to=False)
    step = run.step(tool_choice="required")
    assert ran == [{"word": "hotel search"}]
    assert step.tool_calls[0].grounded == {"word": "hotel_search"}


# written 12-06 (thirty-fifth session) after reading `mixed_requests.py --later families8`
# (SmolLM2 wrote ``show="Podcast_follow"`` for "Subscribe me to Radiolab."), before any
# rule for it: the tool's own name as a value, beside the request's one name
from tests.helpers.common import held_out_left  # noqa: E402
from tests.helpers.common import schema_tool as from_schema  # noqa: E402

_S = {"type": "string"}
FOLLOW = from_schema("podcast_follow", {"show": _S})
ARTIST = from_schema("artist_info", {"artist": _S})
TEAM = from_schema("team_news", {"team": _S})
HELD_OUT_OWN_NAME: list = [
    (FOLLOW, "Follow Serial for me", {"show": "podcast_follow"}, {"show": "Serial"}),
    (ARTIST, "Who is Bjork?", {"artist": "Artist_info"}, {"artist": "Bjork"}),
    (TEAM, "Latest on Arsenal", {"team": "team_news"}, {"team": "Arsenal"}),
    # two names, none, a name besides a greeting's
    # (first written "Latest on Arsenal and Chelsea", which the reading of a list's items
    # makes two calls of; rewritten before any rule)
    (TEAM, "Latest on Arsenal; Tom says Chelsea", {"team": "team_news"}, None),
    (FOLLOW, "follow this podcast", {"show": "podcast_follow"}, None),
    (ARTIST, "Who is Bjork? Ask Tom", {"artist": "artist_info"}, None),
]


def test_held_out_the_tools_own_name_beside_the_requests_one_name():
    assert held_out_left(HELD_OUT_OWN_NAME) == []
