"""A decision that only repeats calls already answered is asked again, without those tools."""

import json

from agentnb import Agent, Run
from agentnb.stages import CHOOSE_NOTE
from agentnb.testing import ScriptedModel, tool_call_message
from tests.helpers.common import celsius_to_fahrenheit, get_weather, mailer

TOOLS = [get_weather, celsius_to_fahrenheit]


def decision(action: str, action_input) -> str:
    return json.dumps({"action": action, "action_input": action_input, "thought": ""})


def actions(request: dict) -> list[str]:
    """The actions a choose request offers."""
    return request["json_schema"]["properties"]["action"]["enum"]


def test_a_copied_decision_is_asked_again_without_that_tool(tmp_path):
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("get_weather", {"city": "Paris"}),  # copied
                           decision("celsius_to_fahrenheit", {"celsius": 18}),
                           decision("final_answer", "64.4 F")])
    run = Agent(model, TOOLS, decision_mode="json").start("Paris in F?",
                                                          save_to=tmp_path / "r.json")
    run.step()
    second = run.step()
    assert [(c.name, c.arguments) for c in second.tool_calls] == [
        ("celsius_to_fahrenheit", {"celsius": 18.0})]
    assert second.results[0].content == "64.4"
    # the re-ask: same history, a note on the last message, the copied tool left out
    first_ask, re_ask = model.requests[1], model.requests[2]
    assert actions(first_ask) == ["get_weather", "celsius_to_fahrenheit", "final_answer"]
    assert actions(re_ask) == ["celsius_to_fahrenheit", "final_answer"]
    assert re_ask["messages"][:-1] == first_ask["messages"][:-1]
    base = first_ask["messages"][-1]["content"].removesuffix(f"\n\n{CHOOSE_NOTE}")
    assert base.startswith("Result of get_weather")
    assert re_ask["messages"][-1]["content"] == f"{base}\n\n{second.redecided['note']}" \
        f"\n\n{CHOOSE_NOTE}"
    assert "You already have this result of get_weather" in second.redecided["note"]
    # recorded: the rejected reply, what was left out; usage of both calls; history clean
    assert second.redecided["excluded"] == ["get_weather"]
    assert "get_weather" in second.redecided["rejected"][0]["message"]["content"]
    assert second.usage.prompt_tokens == second.reply.usage.prompt_tokens + \
        second.redecided["rejected"][0]["usage"]["prompt_tokens"]
    assert [m["role"] for m in run.messages] == ["system", "user", "assistant", "tool",
                                                 "assistant", "tool"]
    assert "You already have" not in json.dumps(run.messages)
    assert run.run().answer == "64.4 F"
    loaded = Run.load(tmp_path / "r.json")
    assert loaded.steps[1].redecided == second.redecided


def test_18_and_18_0_are_the_same_call():
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("celsius_to_fahrenheit", {"celsius": 18.0}),
                           decision("celsius_to_fahrenheit", {"celsius": 18}),
                           decision("final_answer", "64.4 F")])
    run = Agent(model, TOOLS, decision_mode="json").start("x", save_to=False).run()
    assert run.steps[2].redecided["excluded"] == ["celsius_to_fahrenheit"]
    assert run.answer == "64.4 F" and len(run.steps) == 3


def test_when_every_tool_was_copied_only_the_answer_is_left():
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("celsius_to_fahrenheit", {"celsius": 18}),
                           decision("get_weather", {"city": "Paris"}),
                           decision("celsius_to_fahrenheit", {"celsius": 18}),
                           decision("final_answer", "64.4 F")])
    run = Agent(model, TOOLS, decision_mode="json").start("x", save_to=False).run()
    third = run.steps[2]
    assert third.redecided["excluded"] == ["get_weather", "celsius_to_fahrenheit"]
    assert len(third.redecided["rejected"]) == 2
    # nothing left to choose: the answer is asked for, in prose, without the note on
    # which tools to call (SmolLM2 wrote such a note back as its answer)
    assert "json_schema" not in model.requests[-1]
    last = model.requests[-1]["messages"][-1]["content"]
    assert last.endswith("Using these results, answer in a sentence: x")
    assert "You already have" not in last and "You already have" in third.redecided["note"]
    assert run.answer == "64.4 F" and run.stop_reason == "final_answer"


def test_a_call_with_new_arguments_is_not_asked_again():
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("get_weather", {"city": "Tokyo"}),
                           decision("final_answer", "done")])
    # (Tokyo is in the request: a follow-up's value said nowhere is check_follow_ups' case)
    run = Agent(model, TOOLS, decision_mode="json").start(
        "Weather in Paris, then in Tokyo", save_to=False).run()
    assert [s.redecided for s in run.steps] == [None, None, None]
    assert len(model.requests) == 3


def test_off_switch_native_default_and_steered_steps_keep_the_old_path():
    # avoid_repeats=False: the repeat is answered from the record, one request per step
    model = ScriptedModel([decision("get_weather", {"city": "Paris"}),
                           decision("get_weather", {"city": "Paris"}),
                           decision("final_answer", "a")])
    run = Agent(model, TOOLS, decision_mode="json", avoid_repeats=False).start(
        "x", save_to=False).run()
    assert run.steps[1].results[0].repeat_of == 1 and len(model.requests) == 3
    # native mode: off unless asked for
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}, "a"),
                           tool_call_message("get_weather", {"city": "Paris"}, "b"), "ok"])
    run = Agent(model, TOOLS, decision_mode="native").start("x", save_to=False).run()
    assert run.steps[1].redecided is None and run.steps[1].results[0].repeat_of == 1
    # a step the user steered to a tool is what the user asked for
    model = ScriptedModel([decision("get_weather", {"city": "Paris"})] * 2)
    run = Agent(model, TOOLS, decision_mode="json").start("x", save_to=False)
    run.step()
    assert run.step(tool_choice="get_weather").redecided is None


def test_native_mode_when_asked_leaves_the_tool_out_of_the_tools_sent():
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}, "a"),
                           tool_call_message("get_weather", {"city": "Paris"}, "b"),
                           tool_call_message("celsius_to_fahrenheit", {"celsius": 18}, "c"),
                           "64.4 F"])
    run = Agent(model, TOOLS, decision_mode="native", avoid_repeats=True).start(
        "x", save_to=False).run()
    assert [t["function"]["name"] for t in model.requests[2]["tools"]] == [
        "celsius_to_fahrenheit"]
    assert run.steps[1].tool_calls[0].name == "celsius_to_fahrenheit"
    assert run.answer == "64.4 F"


def test_tools_with_side_effects_are_never_answered_from_the_record():
    send_email, sent = mailer()
    model = ScriptedModel([decision("send_email", {"to": "a@b.c"})] * 2 + [
        decision("final_answer", "sent twice")])
    run = Agent(model, [send_email], decision_mode="json", approve_all=False).start(
        "Mail a@b.c twice", save_to=False)
    run.step()
    run.approve()
    step = run.step()
    assert sent == ["a@b.c"]
    assert step.redecided is None and step.pending  # asks for approval again, as before
