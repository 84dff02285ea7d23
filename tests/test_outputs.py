"""Typed final answers (``Agent(output_type=...)``): validated, sent back when they do not
validate, constrained by the schema in JSON mode; on scripted models here, on the embedded
model in the end-to-end test."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, Field

from agentnb import Agent, Run, tool
from agentnb.errors import AgentnbError, ConfigError
from agentnb.testing import ScriptedModel, tool_call_message


class Weather(BaseModel):
    city: str
    temperature_c: float = Field(description="degrees Celsius")
    raining: bool


@tool
def get_weather(city: str) -> dict:
    """Weather now.

    Args:
        city: the city.
    """
    return {"city": city, "temperature_c": 18, "sky": "rain"}


def test_a_valid_answer_is_the_runs_output():
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}),
                           '```json\n{"city": "Paris", "temperature_c": 18, "raining": true}\n```'])
    run = Agent(model, [get_weather], output_type=Weather, decision_mode="native").start(
        "Weather in Paris?", save_to=False).run()
    assert run.stop_reason == "final_answer"
    assert run.output == Weather(city="Paris", temperature_c=18.0, raining=True)
    assert json.loads(run.answer) == {"city": "Paris", "temperature_c": 18.0, "raining": True}
    system = model.requests[0]["messages"][0]["content"]
    assert "JSON only" in system and '"temperature_c"' in system  # the model is told
    assert run.to_dict()["agent"]["output_type"] == "Weather"


def test_an_answer_that_does_not_validate_goes_back_with_the_errors():
    model = ScriptedModel(['{"city": "Paris", "temperature_c": "warm"}',
                           "It is warm in Paris.",
                           '{"city": "Paris", "temperature_c": 21.5, "raining": false}'])
    run = Agent(model, output_type=Weather, decision_mode="native").start(
        "Weather?", save_to=False).run()
    first, second, third = run.steps
    assert "temperature_c: Input should be a valid number" in first.error
    assert "raining: Field required" in first.error
    assert second.error.startswith("Your answer was not JSON")
    sent_back = [m["content"] for m in model.requests[2]["messages"] if m["role"] == "user"]
    assert any("did not match the schema" in c for c in sent_back)
    assert run.output.temperature_c == 21.5 and third.answer == run.answer


def test_the_watchdog_counts_invalid_answers():
    model = ScriptedModel(['{"city": 1}'] * 5)
    run = Agent(model, output_type=Weather, decision_mode="native",
                max_format_errors=3).start("Weather?", save_to=False).run()
    assert run.stop_reason == "format_errors" and len(run.steps) == 3
    assert run.output is None


def test_json_mode_constrains_the_answer_stage_by_the_schema():
    model = ScriptedModel(['{"action": "get_weather"}', '{"city": "Paris"}',
                           '{"action": "final_answer"}',
                           '{"city": "Paris", "temperature_c": 18, "raining": true}'])
    run = Agent(model, [get_weather], output_type=Weather, decision_mode="json").start(
        "Weather in Paris?", save_to=False).run()
    assert run.output.city == "Paris" and run.output.raining is True
    answer_request = model.requests[-1]
    sent = answer_request["json_schema"]  # the schema, without pydantic's titles
    assert sent["required"] == ["city", "temperature_c", "raining"]
    assert sent["properties"]["temperature_c"] == {"description": "degrees Celsius",
                                                   "type": "number"}
    assert "as JSON matching the schema" in answer_request["messages"][-1]["content"]


def test_other_types_and_bad_ones(tmp_path):
    model = ScriptedModel(["[3, 1, 2]"])
    run = Agent(model, output_type=list[int], decision_mode="native").start(
        "Three numbers?", save_to=tmp_path / "r.json").run()
    assert run.output == [3, 1, 2]
    with pytest.raises(AgentnbError, match="read-only"):
        _ = Run.load(tmp_path / "r.json").output
    assert Run.load(tmp_path / "r.json", agent=Agent(model, output_type=list[int])).output \
        == [3, 1, 2]
    with pytest.raises(ConfigError, match="cannot be described as a JSON schema"):
        Agent(model, output_type=object())


@pytest.mark.e2e
def test_the_embedded_model_answers_in_the_schema(real_model):
    """SmolLM2 in JSON mode: the answer stage is held to the schema by llama.cpp's grammar,
    so what it writes validates (whether its values are right is another matter)."""
    run = Agent(real_model, [get_weather], output_type=Weather, decision_mode="json",
                max_steps=4).start("What is the weather in Paris?", save_to=False)
    run.run()
    answered = [s for s in run.steps if s.answer is not None]
    assert answered, [s.summary() for s in run.steps]
    assert isinstance(run.output, Weather)
    assert not any(s.error and "not match the schema" in s.error for s in run.steps)


def test_with_no_tool_to_call_the_reply_is_held_to_the_schema():
    """No tools offered: the reply can only be the answer, so the request carries the
    schema (on SmolLM2 a planner without tools wrote prose until it did)."""
    model = ScriptedModel(['{"city": "Oslo", "temperature_c": 3, "raining": false}'])
    run = Agent(model, output_type=Weather, decision_mode="json").start("Oslo?", save_to=False)
    run.run()
    assert model.requests[0]["json_schema"]["required"] == ["city", "temperature_c", "raining"]
    assert run.output.city == "Oslo"
    tools_on = ScriptedModel([tool_call_message("get_weather", {"city": "Oslo"}), "{}"])
    Agent(tools_on, [get_weather], output_type=Weather, decision_mode="native").start(
        "Oslo?", save_to=False).step()
    assert "json_schema" not in tools_on.requests[0]  # it may call a tool: not constrained
