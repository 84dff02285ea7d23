"""Fill draws (``agentnb.draws``): a fill with an argument that did not come from the
conversation is sampled again; which draw stands, and the loop's record of it. The model
here is scripted (its replies written in each test, labelled as such);
``tests/test_e2e_embedded.py`` draws fills on the embedded model."""

import json

import pytest

from agentnb import Agent, Run, Tool
from agentnb.config import Settings
from agentnb.draws import DRAW_TEMPERATURE, fill_key, fill_stands, fill_trouble
from agentnb.errors import ConfigError
from agentnb.testing import ScriptedModel
from agentnb.types import Reply, ToolCall
from tests.helpers.common import celsius_to_fahrenheit, get_weather

FORECAST = Tool.from_schema(
    "get_forecast", "Weather forecast for a place.",
    {"type": "object", "properties": {
        "location": {"type": "string", "description": "Cities or regions to forecast"},
        "days": {"type": "integer", "description": "How many days"}},
     "required": ["location"]},
    fn=lambda location, days=1: {"location": location, "days": days, "sky": "sun"})


def call(**arguments):
    return ToolCall("c", "get_forecast", arguments)


def test_fill_trouble_is_a_value_from_nowhere_or_the_tools_own_text():
    said = ["What is the forecast for Tel Aviv?"]
    assert fill_trouble(call(location="Tel Aviv"), FORECAST, said) == []
    assert fill_trouble(call(location="Haifa"), FORECAST, said) == ["location"]  # nowhere
    assert fill_trouble(call(location="Cities"), FORECAST, said) == ["location"]  # its text
    assert fill_trouble(call(location="Tel Aviv", days=5), FORECAST, said) == []  # a number
    # a copy of the tool's text that the request says too is the request's
    assert fill_trouble(call(location="regions"), FORECAST, ["Forecast for the regions"]) == []
    # get_weather's example, for a request that names no city
    paris = ToolCall("c", "get_weather", {"city": "Paris"})
    assert fill_trouble(paris, get_weather, ["What's the weather like today?"]) == ["city"]


def test_a_draw_stands_only_with_a_value_the_conversation_says_whole():
    said = ["What is the forecast for Tel Aviv tomorrow?"]
    assert fill_stands(call(location="Tel Aviv"), FORECAST, said, ["location"])
    assert fill_stands(call(location="tel  aviv"), FORECAST, said, ["location"])
    assert not fill_stands(call(location="Aviv forecast"), FORECAST, said, ["location"])
    assert not fill_stands(call(location="Haifa"), FORECAST, said, ["location"])
    assert not fill_stands(call(location="Tel Aviv", days="x"), FORECAST, said,
                           ["location"])  # does not validate
    assert not fill_stands(call(days=2), FORECAST, said, ["location"])  # left out
    assert fill_key(call(location="Tel Aviv"), ["location"]) == \
        fill_key(call(location=" tel aviv", days=3), ["location"])


def scripted(request, *fills, seeded=True, **options):
    """One JSON-mode step on a scripted model (replies written here) that must call
    get_forecast: the first fill, then the draws."""
    model = ScriptedModel([json.dumps(f) for f in fills])
    model.seeded = seeded
    run = Agent(model, [FORECAST], decision_mode="json", **options).start(
        request, save_to=False)
    return model, run, run.step(tool_choice="get_forecast")


def test_a_made_up_value_is_drawn_again_and_two_agreeing_draws_stand(tmp_path):
    model, run, step = scripted(
        "What is the forecast for Tel Aviv?", {"location": "Cities"},
        {"location": "Tel Aviv"}, {"location": "Jerusalem"}, {"location": "tel aviv"},
        {"location": "unused"})
    assert [c.arguments for c in step.tool_calls] == [{"location": "Tel Aviv"}]
    assert step.results[0].ok and model.queue == ['{"location": "unused"}']
    fills = model.requests
    assert "temperature" not in fills[0] and [(r["temperature"], r["seed"])
                                              for r in fills[1:]] == [
        (DRAW_TEMPERATURE, 1), (DRAW_TEMPERATURE, 2), (DRAW_TEMPERATURE, 3)]
    assert all(r["messages"] == fills[0]["messages"] for r in fills)  # the same request
    assert step.request["fill_sampling"] == {"temperature": DRAW_TEMPERATURE, "seed": 1}
    assert step.request["sampling"] == step.request["fill_sampling"]  # the step's reply
    assert step.reply.message["content"] == '{"location": "Tel Aviv"}'
    assert [(s["stage"], s.get("sampling", {}).get("seed")) for s in step.stages] == [
        ("fill", None), ("fill", 2), ("fill", 3)]
    assert "drawn:   3 more fills sampled; draw 1 stands (the first fill: " \
        '{"location": "Cities"})' in step.summary()
    assert "drawn: 3 more fills sampled; draw 1 stands" in step._repr_html_()
    assert run.request(step) == fills[1]["messages"]
    run.save(tmp_path / "r.json")
    loaded = Run.load(tmp_path / "r.json").steps[-1]
    assert loaded.stages == step.stages and loaded.request == step.request
    assert loaded.drawn() == step.drawn()


def test_without_two_agreeing_draws_the_first_fill_stands():
    """Where the request gives no value, the samples pick its words at random: none of
    them takes the place of the first fill, whose copy ``CheckCopies`` names."""
    model, _, step = scripted(
        "What will the weather be like this week?", {"location": "Cities"},
        {"location": "weather"}, {"location": "this week"}, {"location": "Berlin"})
    assert [(c.arguments, c.copied) for c in step.tool_calls] == [
        ({"location": "Cities"}, ["location"])]
    assert not model.queue and "fill_sampling" not in step.request
    assert "sampling" not in step.request  # the step's reply is the first fill
    assert step.reply.message["content"] == '{"location": "Cities"}'
    assert [s.get("sampling", {}).get("seed") for s in step.stages] == [1, 2, 3]
    assert "drawn:   3 more fills sampled; the first fill stands" in step.summary()


def test_a_fill_from_the_conversation_no_seed_or_no_draws_is_not_drawn_again():
    model, run, step = scripted("Forecast for Tel Aviv?", {"location": "Tel Aviv"}, "x")
    assert len(model.requests) == 1 and not step.stages and "drawn:" not in step.summary()
    for options in ({"seeded": False}, {"fill_draws": 0}):
        model, run, step = scripted("Forecast for Tel Aviv?", {"location": "Cities"},
                                    {"location": "Tel Aviv"}, {"location": "Tel Aviv"},
                                    **options)
        assert len(model.requests) == 1 and step.tool_calls[0].arguments == {
            "location": "Cities"}
    # a value a tool result gives (a follow-up) comes from the conversation too
    model = ScriptedModel([json.dumps({"city": "Paris"}), json.dumps({"celsius": 18})])
    model.seeded = True
    run = Agent(model, [get_weather, celsius_to_fahrenheit], decision_mode="json",
                calls_per_step=1).start(
        "Weather in Paris, in Fahrenheit?", save_to=False)
    run.step(tool_choice="get_weather")
    run.step(tool_choice="celsius_to_fahrenheit")
    assert len(model.requests) == 2 and run.steps[-1].results[0].content == "64.4"


def test_a_draw_cut_off_or_invalid_does_not_stand():
    model = ScriptedModel([json.dumps({"location": "Cities"}),
                           Reply({"role": "assistant", "content": '{"location": "Tel Aviv'},
                                 finish_reason="length"),
                           json.dumps({"location": "Tel Aviv", "days": "many"}),
                           json.dumps({"location": "Tel Aviv"})])
    model.seeded = True
    run = Agent(model, [FORECAST], decision_mode="json").start(
        "What is the forecast for Tel Aviv?", save_to=False)
    step = run.step(tool_choice="get_forecast")
    assert step.tool_calls[0].arguments == {"location": "Cities"} and not model.queue


def test_fill_draws_is_checked_and_configurable():
    for bad in (-1, True, 1.5):
        with pytest.raises(ConfigError, match="fill_draws"):
            Agent(ScriptedModel([]), [FORECAST], fill_draws=bad)
    assert Agent(ScriptedModel([]), [FORECAST]).fill_draws == 3
    assert Settings.load(None, fill_draws=1).values["fill_draws"] == 1
