"""Policies as a layer: listed on the agent, each recorded on the step when it acts, and the
loop driven by the interface alone (a policy of your own works like the built-in ones)."""

import json

from agentnb import Agent, Run
from agentnb.policies import (
    AnswerWhenServed,
    AvoidRepeats,
    CallWhenGiven,
    CheckAnswer,
    CheckChoice,
    CheckChoiceMeaning,
    CheckCopies,
    CheckDescriptions,
    CheckEarlyAnswers,
    CheckFollowUps,
    CheckNeeds,
    GroundArguments,
    KeepDefaults,
    KeepStatedCalls,
    Policy,
    Redecide,
    ReuseResults,
    default_policies,
)
from agentnb.render import copies, step_html
from agentnb.testing import FunctionModel, ScriptedModel, tool_call_message
from agentnb.types import ToolCall, ToolResult
from tests.helpers.common import celsius_to_fahrenheit, get_weather

TOOLS = [get_weather, celsius_to_fahrenheit]


def decision(action, action_input, thought=""):
    return json.dumps({"action": action, "action_input": action_input, "thought": thought})


def test_defaults_are_visible_and_follow_the_switches():
    agent = Agent(ScriptedModel(), TOOLS)  # the test extras hold sentence embeddings
    assert [type(p) for p in agent.policies] == [AnswerWhenServed, KeepStatedCalls, CheckChoice,
                                                 CheckChoiceMeaning, CheckNeeds,
                                                 CheckDescriptions,
                                                 GroundArguments,
                                                 KeepDefaults, AvoidRepeats, CheckFollowUps,
                                                 CheckEarlyAnswers, CheckCopies,
                                                 ReuseResults, CheckAnswer]
    assert "GroundArguments(modes=('json',))" in repr(agent) and "CheckAnswer()" in repr(agent)
    off = default_policies(ground_arguments=False, reuse_results=False,
                           keep_stated_calls=False, check_choice=False,
                           check_choice_meaning=False, check_needs=False,
                           check_follow_ups=False, check_early_answers=False, keep_defaults=False,
                           answer_when_served=False, check_descriptions=False,
                           call_when_given=False)
    # asking again needs the reused results; the checks that change nothing stay
    assert [type(p) for p in off] == [CheckCopies, CheckAnswer]
    both = default_policies(ground_arguments=True, avoid_repeats=True, keep_stated_calls=True,
                            check_choice=True, check_choice_meaning=True,
                            check_needs=True, check_follow_ups=True, check_early_answers=True,
                            keep_defaults=True, answer_when_served=True,
                            check_descriptions=True)
    assert all(set(p.modes) == {"json", "native"} for p in both)
    # opt-in: only when asked for, in JSON mode
    assert CallWhenGiven not in map(type, both)
    [given] = [p for p in default_policies(call_when_given=True) if type(p) is CallWhenGiven]
    assert given.modes == ("json",)


def test_each_policy_is_named_on_the_step_it_acted_in(tmp_path):
    model = ScriptedModel([
        decision("get_weather", {"city": "Paris"}),
        decision("get_weather", {"city": "Paris"}),  # a copy: asked again without the tool
        decision("celsius_to_fahrenheit", {"celsius": 18}),
        decision("final_answer", "It is 64.4 F, or 99 F."),
    ])
    agent = Agent(model, TOOLS, decision_mode="json")
    run = agent.start("Weather in Paris in Fahrenheit?", save_to=tmp_path / "r.json").run()
    assert [s.policies for s in run.steps] == [[], ["avoid_repeats"], ["check_answer"]]
    assert run.steps[-1].unsupported == ["99"]
    assert [s.policies for s in Run.load(tmp_path / "r.json").steps] == [
        s.policies for s in run.steps]


def test_result_reuse_is_recorded_as_a_policy_acting():
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}, "a"),
                           tool_call_message("get_weather", {"city": "Paris"}, "b"), "rain"])
    run = Agent(model, TOOLS).start("x", save_to=False).run()
    assert run.steps[1].policies == ["reuse_results"] and run.steps[1].results[0].repeat_of == 1


def test_no_policies_means_the_model_decides_alone():
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("get_weather", {"city": "Paris"}),
                           decision("final_answer", "5")])
    run = Agent(model, TOOLS, decision_mode="json", policies=[]).start("x", save_to=False).run()
    assert len(model.requests) == 3 and run.steps[1].results[0].repeat_of is None
    assert run.steps[-1].unsupported == [] and all(s.policies == [] for s in run.steps)


class Budget(Policy):
    """A policy of one's own: refuses calls of one tool, and asks again without it."""

    name = "budget"

    def on_decision(self, turn, d):
        if any(c.name == "celsius_to_fahrenheit" for c in d.tool_calls) and \
                "celsius_to_fahrenheit" not in turn.excluded:
            turn.acted(self)
            return Redecide(exclude=["celsius_to_fahrenheit"], note="No conversions today.")
        return None

    def on_call(self, turn, call):
        if call.name == "get_weather" and call.arguments.get("city") == "Mars":
            turn.acted(self)
            return ToolResult(call_id=call.id, name=call.name, content="not on Earth", ok=False)
        return None


def test_a_policy_of_your_own_drives_the_same_hooks():
    def fn(messages, tools):
        names = [t["function"]["name"] for t in tools]
        if "No conversions today." in json.dumps(messages):
            assert names == ["get_weather"]  # the excluded tool is not offered
            return {"tool_calls": [{"id": "m", "type": "function", "function": {
                "name": "get_weather", "arguments": '{"city": "Mars"}'}}]}
        if any(m["role"] == "tool" for m in messages):
            return "no weather on Mars"
        return {"tool_calls": [{"id": "c", "type": "function", "function": {
            "name": "celsius_to_fahrenheit", "arguments": '{"celsius": 3}'}}]}

    model = FunctionModel(fn)
    run = Agent(model, TOOLS, policies=[Budget()]).start("x", save_to=False).run()
    first = run.steps[0]
    assert first.policies == ["budget"] and first.redecided["note"] == "No conversions today."
    assert first.results[0].content == "not on Earth" and run.answer == "no weather on Mars"
    assert run.request(first) == model.requests[1]["messages"]  # the request asked again


def test_a_value_from_the_tools_description_is_named_on_the_call_and_left_as_it_is(tmp_path):
    # get_weather's description: 'City name, e.g. "Paris"'; the request gives no city
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("final_answer", "Rain.")])
    run = Agent(model, TOOLS, decision_mode="json").start(
        "What's the weather like today?", save_to=tmp_path / "r.json")
    step = run.step()
    [call] = step.tool_calls
    assert call.arguments == {"city": "Paris"} and call.copied == ["city"]
    assert step.results[0].ok and "check_copies" in step.policies  # it ran, as written
    said = 'city="Paris": from the tool\'s description, not the request'
    assert f"copied:  {said}" in step.summary()
    assert said.replace('"', "&quot;").replace("'", "&#x27;") in step_html(step)
    assert Run.load(tmp_path / "r.json").steps[0].tool_calls[0].copied == ["city"]
    # a person who edits the call before approving it: the line still speaks of the model's
    edited = ToolCall("c", "get_weather", {"city": "Lyon"}, edited={"city": "Paris"},
                      copied=["city"])
    assert copies(edited) == f"the model's {said}"
    # a value the request says is no copy; nor is one a result of the request gave
    for request, results in [("Weather in Paris?", []), ("Weather where it rains?", [
            {"role": "tool", "tool_call_id": "x", "name": "rainy", "content": "Paris"}])]:
        model = ScriptedModel([decision("get_weather", {"city": "Paris"})])
        run = Agent(model, TOOLS, decision_mode="json").start(request, save_to=False)
        run.state.messages.extend(results)
        step = run.step()
        assert step.tool_calls[0].copied is None and "check_copies" not in step.policies
