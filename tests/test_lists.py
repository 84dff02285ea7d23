"""A first call whose value the request never says, beside a list (agentnb.lists)."""

from __future__ import annotations

import json

import pytest

from agentnb import Agent, Tool
from agentnb.lists import list_items
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall


def _tool(name: str, key: str, description: str = "", side_effects: bool = False) -> Tool:
    spec = {"type": "string", **({"description": description} if description else {})}
    return Tool.from_schema(name, f"{name.replace('_', ' ').capitalize()}.", {
        "type": "object", "properties": {key: spec, "year": {"type": "integer"}},
        "required": [key]}, fn=lambda **kw: "ok", side_effects=side_effects)


POP = _tool("get_population", "country", "Country name")
STOCK = _tool("get_stock_price", "symbol", "Ticker symbol, e.g. AAPL")


def items(tool: Tool, request: str, value: str) -> list[dict] | None:
    key = tool.parameters["required"][0]
    return list_items(ToolCall("c", tool.name, {key: value}), tool, request, [request])


@pytest.mark.parametrize(("tool", "request_", "want"), [
    (POP, "How many people live in Kenya, Ghana and Nigeria?",
     ["Kenya", "Ghana", "Nigeria"]),
    (POP, "Population of Peru and of Chile.", ["Peru", "Chile"]),
    (POP, "Populations of the Bahamas and Fiji", ["Bahamas", "Fiji"]),
    (STOCK, "How are NVDA, TSLA and AMZN trading?", ["NVDA", "TSLA", "AMZN"]),
])
def test_a_made_up_value_beside_one_list_gives_the_lists_items(tool, request_, want):
    key = tool.parameters["required"][0]
    assert items(tool, request_, "Kwadu") == [{key: v} for v in want]


@pytest.mark.parametrize(("tool", "request_", "value"), [
    (POP, "How many people live in Kenya, Ghana and Nigeria?", "Kenya"),  # said: an item
    (POP, "How many people live in Kenya, Ghana and Nigeria?", "Ghana Republic"),  # in part
    (POP, "Population of Chile; I have been to Peru and Bolivia.", "Kwadu"),  # outside
    (POP, "Population of Peru, please", "Kwadu"),  # no list
    (STOCK, "Price of NVDA; I sold AMD and INTC last year.", "NVIDIA"),
    (STOCK, "Compare Apple and Google", "APGL"),  # names where a code is asked for
    (POP, "Population of the capitals of Norway and Sweden", "Oslo"),  # what they relate to
    (POP, "How many live in the hometowns of Messi and Pele?", "Rosario"),
    (POP, "Population facts for a quiz with Anna and Ben", "Kwadu"),  # no place led into
    # names the model's value may be inferred from
    (POP, "Population where Messi and Ronaldo were born", "Argentina"),
    (_tool("search_movies", "title", "Movie title, e.g. Inception"),
     "Search the movie with Tom Hanks and Meg Ryan", "Sleepless in Seattle"),
])
def test_nothing_is_read_without_one_list_holding_every_value(tool, request_, value):
    assert items(tool, request_, value) is None


def test_a_tool_of_two_required_parameters_reads_nothing():
    hotel = Tool.from_schema("hotel_price", "Hotel price.", {"type": "object", "properties": {
        "city": {"type": "string"}, "nights": {"type": "integer"}},
        "required": ["city", "nights"]}, fn=lambda **kw: "ok")
    call = ToolCall("c", "hotel_price", {"city": "Kwadu", "nights": 2})
    request = "Two nights in Rome and Milan"
    assert list_items(call, hotel, request, [request]) is None


def step_of(tool: Tool, request: str, made: dict, **options):
    model = ScriptedModel([json.dumps({"action": tool.name}), json.dumps(made),
                           '{"calls": []}'])
    agent = Agent(model, [tool], decision_mode="json", max_steps=1, **options)
    return agent.start(request, save_to=False).step()


def test_the_step_runs_the_lists_calls_and_records_what_they_replaced():
    step = step_of(POP, "How many people live in Kenya, Ghana and Nigeria?",
                   {"country": "Kwadu", "year": 2022})
    assert [c.arguments for c in step.tool_calls] == [
        {"country": "Kenya", "year": 2022}, {"country": "Ghana", "year": 2022},
        {"country": "Nigeria", "year": 2022}]
    assert step.tool_calls[0].grounded == {"country": "Kwadu"}
    assert step.tool_calls[1].grounded == {"country": None, "year": None}  # added
    assert "keep_stated_calls" in step.policies


def test_one_call_a_step_or_a_tool_that_changes_something_is_left_alone():
    request = "How many people live in Kenya, Ghana and Nigeria?"
    step = step_of(POP, request, {"country": "Kwadu"}, calls_per_step=1)
    assert [c.arguments for c in step.tool_calls] == [{"country": "Kwadu"}]
    acting = _tool("ship_to", "country", "Country name", side_effects=True)
    step = step_of(acting, "Ship it to Kenya, Ghana and Nigeria", {"country": "Kwadu"})
    assert [c.arguments for c in step.tool_calls] == [{"country": "Kwadu"}]


PORT = _tool("airport_info", "code", "IATA airport code, e.g. JFK")
CODE = _tool("country_facts", "country", "Three-letter country code, e.g. DEU")
WEATHER = _tool("get_weather", "location", "City name, e.g. Paris")
CLOCK = _tool("local_time", "city", "City name")
WORD = _tool("define_word", "word", "The word to define")
SONG = _tool("find_song", "title", "Song title")
FILM = _tool("find_movie", "title", "Movie title")


# written after the guards of the list rule for negations, names beside codes, quoted
# texts not led into, and the names rule's lists the values relate to (bench
# ordinary_requests' sixteenth group), not used to write them: values the model rightly
# inferred, which must stay, and made-up values whose list's calls must run. First run:
# 15 of 16 right; the one wrong is kept, marked
@pytest.mark.parametrize(("tool", "request_", "made", "want"), [
    (STOCK, "What's Microsoft at today? I dumped ORCL and IBM", "MSFT", ["MSFT"]),
    (CODE, "Facts on Italy but not FRA or ESP", "ITA", ["ITA"]),
    (PORT, "Airport code info for Rome's main airport, not LIN or MXP", "FCO", ["FCO"]),
    # the one wrong of the first run, right since the rule reads words that set a list
    # aside (written on it; the held-out cases for that rule follow below)
    (STOCK, "How's the chipmaker doing? Skip AMD and INTC", "NVDA", ["NVDA"]),
    (WEATHER, "Weather in the Eternal City, never mind Milan or Turin", "Rome", ["Rome"]),
    (POP, "Population of the nation of Kyiv and Lviv", "Ukraine", ["Ukraine"]),
    (WORD, "Define the word that rhymes with 'cat' and 'hat'", "bat", ["bat"]),
    (SONG, "Find the song by 'Queen' with 'Galileo' and 'Figaro' in it",
     "Bohemian Rhapsody", ["Bohemian Rhapsody"]),
    (FILM, "Find the movie where 'Neo' and 'Trinity' fight", "The Matrix", ["The Matrix"]),
    (CLOCK, "What time is it in the city of the Colosseum and the Vatican?", "Rome",
     ["Rome"]),
    (POP, "Population of Norway, Sweden and Finland", "Scandinavia",
     ["Norway", "Sweden", "Finland"]),
    (STOCK, "Quotes for KO and PEP", "COKE", ["KO", "PEP"]),
    (WORD, "Define 'serendipity' and 'petrichor'", "luck", ["serendipity", "petrichor"]),
    (CLOCK, "Local time in Lagos and Nairobi?", "Lagoon", ["Lagos", "Nairobi"]),
    (CODE, "Facts about AUS and NZL please", "AUT", ["AUS", "NZL"]),
    (WEATHER, "Weather for Hanoi and Saigon this week", "Vietnam", ["Hanoi", "Saigon"]),
])
def test_values_inferred_beside_lists_stay_and_made_up_ones_give_the_lists_calls(
        tool, request_, made, want):
    assert_ran(tool, request_, made, want)


# written before the list rule read words that set a list aside other than negations
# ("skip", "except", "ignore", "other than"...), which was written on "Skip AMD and INTC"
# above: a list set aside leaves the model's value; a list before such a word, or in
# another clause than it, still gives its calls
@pytest.mark.parametrize(("tool", "request_", "made", "want"), [
    (CODE, "Facts on the largest Nordic country, except SWE and NOR", "FIN", ["FIN"]),
    (WEATHER, "Weather in the city of canals, forget Milan and Turin", "Venice", ["Venice"]),
    (STOCK, "Price of the biggest chipmaker, ignoring AMD and INTC", "NVDA", ["NVDA"]),
    (POP, "Population of the Baltic country other than Latvia and Estonia", "Lithuania",
     ["Lithuania"]),
    (CLOCK, "Local time in Spain's capital rather than Barcelona or Seville", "Madrid",
     ["Madrid"]),
    (WORD, "Define a word for 'happy', but skip 'glad' and 'joyful'", "cheerful",
     ["cheerful"]),
    (WEATHER, "Weather in Oslo and Bergen, skip the details", "Norway", ["Oslo", "Bergen"]),
    (POP, "Except for the capital, how many people live in Kenya and Ghana?", "Kwadu",
     ["Kenya", "Ghana"]),
    (STOCK, "Ignore the news. Quotes for AMD and INTC", "AMIN", ["AMD", "INTC"]),
])
def test_a_list_set_aside_leaves_the_value_and_other_lists_give_their_calls(
        tool, request_, made, want):
    assert_ran(tool, request_, made, want)


def assert_ran(tool: Tool, request: str, made: str, want: list[str]) -> None:
    """One step whose model made ``made`` for the tool's one required parameter ran the
    calls of ``want``'s values, in order."""
    key = tool.parameters["required"][0]
    step = step_of(tool, request, {key: made})
    assert [c.arguments[key] for c in step.tool_calls] == want
