"""CheckDescriptions: a value that is its parameter's description, copied ("Dish or
ingredients" for "Lasagna recipes"), is asked about again, once; a description the
conversation says stays."""

import json

import pytest

from agentnb import Agent, Tool
from agentnb.described import described
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall

ran: list[dict] = []


def tool(name: str, description: str, **params: str) -> Tool:
    props = {k: {"type": "string", "description": d} for k, d in params.items()}
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": [next(iter(params))]},
                            fn=lambda **kw: ran.append(kw) or "3 found")


RECIPES = tool("recipe_search", "Search recipes.", query="Dish or ingredients",
               cuisine="Cuisine, e.g. Italian")
SONGS = tool("lyrics", "Find song lyrics.", song_name="The song's title.", artist="Singer.")
WEATHER = tool("weather", "Current weather.", city="Where, e.g. Paris", country="Optional.")


@pytest.mark.parametrize(("request_", "tool_", "arguments", "found"), [
    # the description whole, in any case, without its marks or a leading article
    ("Lasagna recipes", RECIPES, {"query": "Dish or ingredients"}, ["query"]),
    ("Lasagna recipes", RECIPES, {"query": "dish or ingredients."}, ["query"]),
    ("Lyrics of Yesterday", SONGS, {"song_name": "song's title"}, ["song_name"]),
    # up to its example: what the value is, not which
    ("Lasagna recipes", RECIPES, {"query": "lasagna", "cuisine": "Cuisine"}, ["cuisine"]),
    # the parameter's name in words, in either number
    ("Lyrics of Yesterday", SONGS, {"song_name": "Song name"}, ["song_name"]),
    ("Lyrics of Yesterday", SONGS, {"song_name": "Song names"}, ["song_name"]),
    ("Weather in Tel Aviv", WEATHER, {"city": "Cities"}, ["city"]),
    ("Weather in Tel Aviv", WEATHER, {"city": "Tel Aviv", "country": "countries"},
     ["country"]),
    # a plural the request says is its value; another word is none of this
    ("Weather in cities near me", WEATHER, {"city": "Cities"}, []),
    ("Weather in Tel Aviv", WEATHER, {"city": "Citadel"}, []),
    # said by the request: it is the value
    ("Recipes for 'dish or ingredients'", RECIPES, {"query": "Dish or ingredients"}, []),
    ("Find the song name of this tune", SONGS, {"song_name": "song name"}, []),
    # not the description: part of it, the example, a value of the request
    ("Lasagna recipes", RECIPES, {"query": "Dish"}, []),
    ("Lasagna recipes", RECIPES, {"query": "lasagna", "cuisine": "Italian"}, []),
    ("Lasagna recipes", RECIPES, {"query": "Lasagna"}, []),
])
def test_described(request_, tool_, arguments, found):
    assert described(ToolCall("c", tool_.name, arguments), tool_, [request_]) == found


def step_of(request: str, replies: list[str], **options):
    model = ScriptedModel([*replies, "Done."])
    agent = Agent(model, [RECIPES], decision_mode="json", max_steps=3, **options)
    return agent.start(request, save_to=False).step(tool_choice="required"), model


def test_the_model_is_asked_again_once_with_the_value_named():
    ran.clear()
    step, model = step_of("Lasagna recipes", [json.dumps({"query": "Dish or ingredients"}),
                                              json.dumps({"query": "lasagna"})])
    assert ran == [{"query": "lasagna"}]
    assert step.redecided["by"] == "check_descriptions"
    assert "check_descriptions" in step.policies
    assert "Write the values the request gives." in model.requests[-1]["messages"][-1][
        "content"]
    # asked again without the description: the model cannot copy it
    assert "Dish or ingredients" in json.dumps(model.requests[0])
    assert "Dish or ingredients" not in json.dumps(model.requests[-1])
    assert "Cuisine, e.g. Italian" in json.dumps(model.requests[-1])
    assert step.request["head"] is None or "Dish or" not in json.dumps(step.request["head"])
    assert "description as its value" in step.asked_again()
    assert RECIPES.parameters["properties"]["query"]["description"] == "Dish or ingredients"


def test_asked_once_what_the_model_writes_then_runs():
    ran.clear()
    step, _ = step_of("Lasagna recipes", [json.dumps({"query": "Dish or ingredients"})] * 2)
    assert ran == [{"query": "Dish or ingredients"}]
    assert len(step.redecided["rejected"]) == 1


def test_off_and_in_native_mode():
    ran.clear()
    step_of("Lasagna recipes", [json.dumps({"query": "Dish or ingredients"})],
            check_descriptions=False)
    assert ran == [{"query": "Dish or ingredients"}]
    [policy] = [p for p in Agent(ScriptedModel([]), [RECIPES]).policies
                if p.name == "check_descriptions"]
    assert policy.modes == ("json",)


def test_the_next_step_lists_the_description_again():
    model = ScriptedModel([json.dumps({"query": "Dish or ingredients"}),
                           json.dumps({"query": "lasagna"}), "Three recipes."])
    run = Agent(model, [RECIPES], decision_mode="json", max_steps=3).start(
        "Lasagna recipes", save_to=False)
    run.step(tool_choice="required")
    run.step()
    assert "Dish or ingredients" in json.dumps(model.requests[-1]["messages"])


def test_asked_again_only_the_copied_value_is_taken_from_the_new_call():
    """Asked again, a small model may drop a value the request gives: the first call's other
    values stay."""
    ran.clear()
    step_of("Thai lasagna recipes",
            [json.dumps({"query": "Dish or ingredients", "cuisine": "Thai"}),
             json.dumps({"query": "lasagna"})])
    assert ran == [{"query": "lasagna", "cuisine": "Thai"}]
    ran.clear()  # a new call that does not validate with the first's values stays as it is
    step, _ = step_of("Thai lasagna recipes",
                      [json.dumps({"query": "Dish or ingredients", "cuisine": "Thai"}),
                       json.dumps({"cuisine": "Thai"})])
    assert step.tool_calls[0].arguments == {"cuisine": "Thai"}
    assert ran == []  # no query: the model reads the error


def test_asked_again_after_a_context_overflow_the_descriptions_stay_out():
    """The request rendered again after an overflow (compacted) is the one asked again:
    without the copied description."""
    from agentnb.errors import ContextLengthExceeded

    ran.clear()
    step, model = step_of("Lasagna recipes", [
        json.dumps({"query": "Dish or ingredients"}),
        ContextLengthExceeded("request (5000 tokens) exceeds the available context size "
                              "(4096 tokens)"),
        json.dumps({"query": "lasagna"})])
    assert ran == [{"query": "lasagna"}] and step.context.get("overflow_retry") is not None
    assert "Dish or ingredients" not in json.dumps(model.requests[-1])
    assert "Cuisine, e.g. Italian" in json.dumps(model.requests[-1])
