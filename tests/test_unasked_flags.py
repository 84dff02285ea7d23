"""KeepDefaults leaves out a flag the model set ``true`` that nothing in the conversation
asks for, even in other words (``agentnb.defaults.unasked_flags``), on real sentence
embeddings (all-MiniLM-L6-v2 from its wheel). The requests are everyday ones written for
these tests, not from a benchmark."""

import json

import pytest

from agentnb import Agent, Tool, meaning, tool
from agentnb.defaults import unasked_flags
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall
from tests.test_flags import plan_drive

pytestmark = pytest.mark.e2e  # torch and sentence-transformers, real

ran: list[dict] = []


@tool
def find_cafes(city: str, wifi: bool = False, outdoor_seating: bool = False) -> str:
    """Find cafes in a city.

    Args:
        city: City name.
        wifi: Free wireless internet.
        outdoor_seating: Tables outside.
    """
    ran.append({"city": city, "wifi": wifi, "outdoor_seating": outdoor_seating})
    return "Café Labath"


@tool
def plan_route(start: str, end: str, avoid_tolls: bool = False,
               avoid_ferries: bool = False) -> str:
    """Plan a driving route.

    Args:
        start: Where to start.
        end: Where to arrive.
        avoid_tolls: Avoid toll roads.
        avoid_ferries: Avoid ferry crossings.
    """
    return "A26"


@tool
def web_search(query: str, include_photos: bool = False, safe: bool = True) -> str:
    """Search the web.

    Args:
        query: What to search for.
        include_photos: Also return photos.
        safe: Filter explicit results.
    """
    return "3 results"


@tool(side_effects=True)
def order_taxi(address: str, child_seat: bool = False) -> str:
    """Order a taxi.

    Args:
        address: Pick-up address.
        child_seat: A seat for a small child.
    """
    ran.append({"address": address, "child_seat": child_seat})
    return "on its way"


def unasked(request: str, tool_, arguments: dict, system: str = "") -> list[str]:
    return unasked_flags(ToolCall("c", tool_.name, arguments), tool_, [request], system)


CAFES = {"city": "Ghent", "wifi": True, "outdoor_seating": True}


@pytest.mark.parametrize(("request_", "tool_", "arguments", "left_out"), [
    # nothing asks for either flag: both go
    ("Cafes in Ghent", find_cafes, CAFES, ["wifi", "outdoor_seating"]),
    ("Search the web for owls", web_search, {"query": "owls", "include_photos": True},
     ["include_photos"]),
    # one flag named: it stays, the other goes
    ("Cafes in Ghent with wifi", find_cafes, CAFES, ["outdoor_seating"]),
    # a word of the request close to a flag's word, inside a value: "pictures" and "photos"
    ("Search the web for owl pictures", web_search,
     {"query": "owl pictures", "include_photos": True}, []),
    # "avoid" is both flags' word: it does not say which; "tolls" does
    ("Route from Calais to Lille avoiding tolls", plan_route,
     {"start": "Calais", "end": "Lille", "avoid_tolls": True, "avoid_ferries": True},
     ["avoid_ferries"]),
    # a word no value uses: the flag may be asked for in a phrase ("get online")
    ("Cafes in Ghent where I can get online", find_cafes, CAFES, []),
    # left alone: false, a flag whose default is true, a flag the model left out
    ("Cafes in Ghent", find_cafes, {"city": "Ghent", "wifi": False}, []),
    ("Search the web for owls", web_search, {"query": "owls", "safe": True}, []),
    ("Cafes in Ghent", find_cafes, {"city": "Ghent"}, []),
])
def test_unasked_flags(request_, tool_, arguments, left_out):
    assert unasked(request_, tool_, arguments) == left_out


def test_a_system_prompt_of_ones_own_may_ask_for_a_flag_and_its_role_words_do_not():
    assert unasked("Cafes in Ghent", find_cafes, {"city": "Ghent", "wifi": True},
                   system="I always need internet on my laptop.") == []
    assert unasked("Cafes in Ghent", find_cafes, {"city": "Ghent", "wifi": True},
                   system="You are a helpful assistant that calls functions.") == ["wifi"]


def test_a_required_flag_is_left_alone():
    find_cafes.parameters["required"].append("wifi")
    try:
        assert unasked("Cafes in Ghent", find_cafes, CAFES) == ["outdoor_seating"]
    finally:
        find_cafes.parameters["required"].remove("wifi")


def test_closeness_is_high_for_words_of_one_thing_and_low_for_two_things_of_one_topic():
    assert meaning.closeness(["picture"], ["images", "koala"]) > 0.6
    assert meaning.closeness(["dog"], ["pet"]) > 0.6
    assert meaning.closeness(["toll"], ["highway"]) < 0.6
    assert meaning.closeness(["ghent"], ["wifi", "internet"]) < 0.6
    assert meaning.closeness([], ["pet"]) == 0.0


def test_a_word_joined_to_a_single_letter_is_read_whole():
    """"e-bikes": the "e" says electric, and no single word of the request is close to it;
    the compound is a spare word, so nothing is left out."""
    assert unasked("Two e-bikes at Ghent station", find_cafes,
                   {"city": "Ghent station", "wifi": True}) == []
    assert unasked("Cafes at the e-bikes hub", find_cafes,  # a value holds it
                   {"city": "e-bikes hub", "wifi": True}) == ["wifi"]


def test_a_message_copied_whole_into_a_value_leaves_its_words_spare():
    """"swearing is fine" asks for ``safe=False`` in other words; a value holding the whole
    request is no reading of which words are its, so nothing is left out."""
    assert unasked("Search the web for rap lyrics, swearing is fine", web_search,
                   {"query": "Search the web for rap lyrics, swearing is fine",
                    "include_photos": True}) == []
    assert unasked("Search the web for rap lyrics", web_search,
                   {"query": "rap lyrics", "include_photos": True}) == ["include_photos"]


def test_without_sentence_embeddings_no_flag_is_left_out(monkeypatch):
    monkeypatch.setattr(meaning, "available", lambda: False)
    assert unasked("Cafes in Ghent", find_cafes, CAFES) == []


def step_of(request: str, fill: dict, tools, **options):
    model = ScriptedModel([json.dumps(fill), "Done."])
    agent = Agent(model, tools, decision_mode="json", max_steps=3, **options)
    return agent.start(request, save_to=False).step(tool_choice="required")


def test_the_tool_runs_with_its_defaults_and_the_step_shows_the_models_flags():
    ran.clear()
    step = step_of("Cafes in Ghent", CAFES, [find_cafes])
    assert ran == [{"city": "Ghent", "wifi": False, "outdoor_seating": False}]
    assert step.tool_calls[0].unset == {"wifi": True, "outdoor_seating": True}
    assert "keep_defaults" in step.policies
    assert "left out: wifi=true, outdoor_seating=true" in step.summary()
    ran.clear()
    step_of("Cafes in Ghent", CAFES, [find_cafes], keep_defaults=False)
    assert ran == [{"city": "Ghent", "wifi": True, "outdoor_seating": True}]


def test_a_tool_with_side_effects_runs_as_the_model_wrote_it():
    ran.clear()
    step_of("Order a taxi to 5 Elm Street", {"address": "5 Elm Street", "child_seat": True},
            [order_taxi])
    assert ran == [{"address": "5 Elm Street", "child_seat": True}]


def test_the_readmes_and_docstrings_examples_as_written():
    """README: ``pet_friendly=True`` for "Hotels in Ghent" is left out; ``unasked_flags``:
    "koala pictures" is close to ``include_images``, "take dogs" to ``pet_friendly``."""
    hotels = Tool.from_schema("hotel_search", "Search hotels in a city.", {
        "type": "object", "required": ["city"], "properties": {
            "city": {"type": "string", "description": "City name"},
            "pet_friendly": {"type": "boolean", "description": "Only hotels that accept pets"},
            "free_parking": {"type": "boolean", "description": "Only hotels with free parking"},
        }}, fn=lambda **kw: "3 hotels")
    search = Tool.from_schema("web_search", "Search the web.", {
        "type": "object", "required": ["query"], "properties": {
            "query": {"type": "string", "description": "What to search for"},
            "include_images": {"type": "boolean", "description": "Also return images"}}},
        fn=lambda **kw: "3 results")
    assert unasked("Hotels in Ghent", hotels, {"city": "Ghent", "pet_friendly": True,
                                               "free_parking": True}) == [
        "pet_friendly", "free_parking"]
    assert unasked("Search the web for koala pictures", search,
                   {"query": "koala pictures", "include_images": True}) == []
    assert unasked("Hotels in Nice that take dogs", hotels,
                   {"city": "Nice take dogs", "pet_friendly": True}) == []
    assert meaning.closeness(["dog"], ["pet", "accept"]) > 0.6


def test_two_things_of_one_topic_may_still_be_close():
    """``closeness``' docstring: "route" and "highway" pass the threshold, so a flag beside
    such a word is kept (the rule errs toward the model's call)."""
    assert meaning.closeness(["route"], ["highway"]) > 0.6
    assert unasked("Route from Calais to Lille avoiding tolls", plan_drive,
                   {"start": "Calais", "end": "Lille", "avoid_tolls": True,
                    "avoid_highways": True}) == []
