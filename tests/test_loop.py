import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from agentnb import Agent, Run, StopReason, tool
from agentnb.errors import AgentnbError, ConfigError, EndpointUnreachable, RunFinishedError
from agentnb.testing import FunctionModel, ScriptedModel, tool_call_message
from agentnb.types import Reply
from tests.helpers.common import celsius_to_fahrenheit, get_weather, mailer

TOOLS = [get_weather, celsius_to_fahrenheit]


def test_step_does_exactly_one_iteration_and_run_finishes():
    model = ScriptedModel.from_tool_calls(
        [("get_weather", {"city": "Paris"}), ("celsius_to_fahrenheit", {"celsius": 18})],
        answer="64.4 F and raining")
    run = Agent(model, TOOLS).start("Weather in Paris in F?", save_to=False)
    step = run.step()
    assert len(model.requests) == 1 and len(run.steps) == 1 and step.index == 1
    assert [c.name for c in step.tool_calls] == ["get_weather"]
    assert json.loads(step.results[0].content)["temperature_c"] == 18
    assert not run.finished
    run.run()
    assert run.finished and run.stop_reason == StopReason.FINAL_ANSWER
    assert run.answer == "64.4 F and raining" and len(run.steps) == 3
    # OpenAI format: every assistant tool call is followed by its tool message
    roles = [m["role"] for m in run.messages]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "tool", "assistant"]
    assert run.messages[3]["tool_call_id"] == run.messages[2]["tool_calls"][0]["id"]
    # the model saw the first tool result before deciding the second call
    assert any(m["role"] == "tool" for m in model.requests[1]["messages"])
    assert run.usage.total_tokens > 0
    with pytest.raises(RunFinishedError, match="finished"):
        run.step()


def test_step_record_has_timings_usage_and_sent_reference():
    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Tokyo"})], answer="25 C")
    run = Agent(model, TOOLS).start("Tokyo?", save_to=False)
    s1, s2 = run.step(), run.step()
    assert s1.sent == 2 and s2.sent == 4
    # each step can give back exactly what its model call was sent
    assert [run.request(s) for s in (s1, s2)] == [r["messages"] for r in model.requests]
    assert run.request(s2)[-2:] == run.messages[2:4]
    for s in (s1, s2):
        assert {"model", "total", "overhead"} <= set(s.timings)
        assert s.usage.prompt_tokens > 0
    assert s1.timings["tools"] >= s1.results[0].seconds


def test_invalid_args_and_unknown_tool_are_fed_back():
    model = ScriptedModel([tool_call_message("celsius_to_fahrenheit", {"celsius": "hot"}),
                           tool_call_message("teleport", {"to": "Mars"}), "sorry"])
    run = Agent(model, TOOLS).start("x", save_to=False).run()
    bad, unknown = run.steps[0].results[0], run.steps[1].results[0]
    assert not bad.ok and "celsius" in bad.error
    assert not unknown.ok and "get_weather" in unknown.error
    assert run.stop_reason == "final_answer"
    # the model was shown both errors
    sent = json.dumps(model.requests[2]["messages"])
    assert "invalid arguments" in sent and "unknown tool" in sent


def test_parallel_calls_in_one_step():
    msg = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}},
        {"id": "b", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Tokyo"}'}}]}
    run = Agent(ScriptedModel([msg, "both"]), TOOLS).start("x", save_to=False).run()
    assert [r.call_id for r in run.steps[0].results] == ["a", "b"]
    assert [m.get("tool_call_id") for m in run.messages if m["role"] == "tool"] == ["a", "b"]


def test_watchdog_repeated_call_stops_with_partial_answer():
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}, f"c{i}")
                           for i in range(5)])
    run = Agent(model, TOOLS, reuse_results=False).start("x", save_to=False).run()
    assert run.stop_reason == StopReason.REPEATED_CALL and len(run.steps) == 3
    assert "repeated_call" in run.answer and "temperature_c" in run.answer
    assert len([s for s in run.steps if s.results]) == 2  # the third was not executed


def counting_lookup():
    """A ``lookup`` tool that records its queries and numbers its answers."""
    calls = []

    @tool
    def lookup(q: str) -> str:
        """Search.

        Args:
            q: query.
        """
        calls.append(q)
        return f"answer {len(calls)}"

    return lookup, calls


def test_repeated_call_is_answered_from_the_record():
    lookup, calls = counting_lookup()
    model = ScriptedModel([tool_call_message("lookup", {"q": "x"}, "a"),
                           tool_call_message("lookup", {"q": "x"}, "b"), "nothing found"])
    run = Agent(model, [lookup]).start("find x", save_to=False).run()
    assert calls == ["x"]
    assert "You already called lookup" in run.steps[1].results[0].content
    assert run.stop_reason == "final_answer"


def test_a_result_dropped_by_rewind_is_not_reused():
    lookup, calls = counting_lookup()
    model = ScriptedModel([tool_call_message("lookup", {"q": "x"}, "a"),
                           tool_call_message("lookup", {"q": "y"}, "b"),
                           tool_call_message("lookup", {"q": "x"}, "c"),
                           tool_call_message("lookup", {"q": "x"}, "d"), "done"])
    run = Agent(model, [lookup]).start("find x", save_to=False)
    run.step()
    run.step()
    run.rewind(0)  # both results are gone with their steps
    assert run.step().results[0].content == "answer 3"  # so x runs again
    again = run.step()  # and is now reused from the new step 1
    assert again.results[0].repeat_of == 1 and "answer 3" in again.results[0].content
    assert calls == ["x", "y", "x"]


@pytest.mark.parametrize("limit,kwargs,reason", [
    ("steps", {"max_steps": 2}, StopReason.MAX_STEPS),
    ("tokens", {"max_tokens": 1}, StopReason.MAX_TOKENS),
    ("time", {"max_seconds": 0.0}, StopReason.MAX_TIME),
])
def test_watchdog_limits(limit, kwargs, reason):
    model = FunctionModel(lambda msgs, tools: {"tool_calls": [{
        "id": f"c{len(msgs)}", "type": "function",
        "function": {"name": "get_weather", "arguments": json.dumps({"city": f"c{len(msgs)}"})}}]})
    run = Agent(model, TOOLS, **kwargs).start("loop forever", save_to=False).run()
    assert run.finished and run.stop_reason == reason
    assert run.answer.startswith("[no final answer")
    assert len(run.messages) > 2


def test_format_errors_fed_back_then_stop():
    model = ScriptedModel([tool_call_message("get_weather", {"city": "P"})] + [
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "x", "type": "function", "function": {"name": "get_weather",
                                                         "arguments": "{{{not json"}}]}] * 3)
    run = Agent(model, TOOLS).start("x", save_to=False).run()
    assert run.stop_reason == StopReason.FORMAT_ERRORS and len(run.steps) == 4
    assert "not a JSON object" in run.steps[1].error
    assert any(m.get("agentnb") == "format_error" for m in run.messages)


def test_empty_reply_nudged_once_then_stops():
    run = Agent(ScriptedModel(["", ""]), TOOLS).start("x", save_to=False).run()
    assert run.stop_reason == StopReason.EMPTY_REPLY and len(run.steps) == 2
    assert run.messages[-1]["agentnb"] == "nudge"


def test_endpoint_failure_ends_run_with_reason_not_exception():
    err = EndpointUnreachable("cannot connect", endpoint="http://127.0.0.1:9/v1", model="m")
    run = Agent(ScriptedModel([err]), TOOLS).start("x", save_to=False)
    step = run.step()
    assert run.finished and run.stop_reason == "endpoint_unreachable"
    assert "cannot connect" in step.error and "127.0.0.1:9" in step.error


def test_approval_pauses_and_resumes():
    send_email, ran = mailer()
    model = ScriptedModel([tool_call_message("send_email", {"to": "a@x"}, "e1"),
                           tool_call_message("send_email", {"to": "b@x"}, "e2"), "done"])
    run = Agent(model, [send_email]).start("mail", save_to=False).run()
    assert run.stop_reason == StopReason.AWAITING_APPROVAL and not run.finished
    assert [c.id for c in run.pending] == ["e1"] and ran == []
    with pytest.raises(AgentnbError, match="approval"):
        run.step()
    run.approve(arguments={"e1": {"to": "edited@x"}})
    assert ran == ["edited@x"] and run.stop_reason is None
    run.run()
    assert run.pending and run.pending[0].id == "e2"
    run.deny(reason="not this one")
    assert "not this one" in run.messages[-1]["content"] and ran == ["edited@x"]
    run.run()
    assert run.answer == "done"


@pytest.mark.parametrize("mode", ["native", "json"])
def test_edited_arguments_are_recorded_and_the_model_reads_the_call_that_ran(mode, tmp_path):
    send_email, ran = mailer()
    model = ScriptedModel([tool_call_message("send_email", {"to": "a@x"}, "e1"), "done"])
    run = Agent(model, [send_email], decision_mode=mode).start("mail", save_to=tmp_path / "r.json")
    run.step()
    run.approve(arguments={run.pending[0].id: {"to": "edited@x"}})
    call = run.steps[0].tool_calls[0]
    assert ran == ["edited@x"] and call.arguments == {"to": "edited@x"}
    assert call.edited == {"to": "a@x"}
    assert 'edited:  by a person before approval; the model asked for {"to": "a@x"}' in \
        run.steps[0].summary()
    assert "edited by a person" in run.steps[0]._repr_html_()
    run.step()
    sent = json.dumps(run.request(run.steps[1]))  # what the model read next
    assert "edited@x" in sent and "a@x" not in sent
    again = Run.load(tmp_path / "r.json")
    assert again.steps[0].tool_calls[0].edited == {"to": "a@x"}
    assert again.messages == json.loads(json.dumps(run.messages))


def test_stop_from_another_thread_between_steps():
    gate = threading.Event()

    def slow_model(msgs, tools):
        gate.wait(2)
        return {"tool_calls": [{"id": f"c{len(msgs)}", "type": "function", "function": {
            "name": "get_weather", "arguments": json.dumps({"city": str(len(msgs))})}}]}

    run = Agent(FunctionModel(slow_model), TOOLS, max_steps=50).start("x", save_to=False)
    t = threading.Thread(target=run.run)
    t.start()
    run.stop()
    gate.set()
    t.join(5)
    assert run.finished and run.stop_reason == StopReason.STOPPED and len(run.steps) <= 2


def test_rewind_and_fork_reuse_records():
    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"})], answer="18C")
    run = Agent(model, TOOLS).start("x", save_to=False).run()
    fork = run.fork(1)
    assert len(fork.steps) == 1 and not fork.finished and fork.id != run.id
    assert run.finished and len(run.steps) == 2  # the original is untouched
    run.rewind(0)
    assert run.steps == [] and len(run.messages) == 2 and not run.finished


def test_bad_configuration_is_rejected_clearly():
    with pytest.raises(ConfigError, match="system must be a string"):
        Agent(ScriptedModel(), TOOLS, system=["not", "str"])
    with pytest.raises(ConfigError, match="tool_choice"):
        Agent(ScriptedModel(), TOOLS).start("x", save_to=False).step(tool_choice="nope")


def test_saved_after_every_step_and_reloaded_in_another_process(tmp_path):
    path = tmp_path / "runs" / "r.json"
    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"})], answer="18C")
    agent = Agent(model, TOOLS)
    run = agent.start("Paris?", save_to=path)
    run.step()
    assert json.loads(path.read_text())["steps"][0]["tool_calls"][0]["name"] == "get_weather"
    assert not list(path.parent.glob("*.tmp"))
    code = textwrap.dedent(f"""
        from agentnb import Run
        r = Run.load({str(path)!r})
        print(len(r.steps), r.steps[0].results[0].name, r.messages[-1]["role"])
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["1", "get_weather", "tool"]
    again = Run.load(path, agent=agent)  # reattached: continues where it was
    again.run()
    assert again.answer == "18C" and Run.load(path).finished
    with pytest.raises(AgentnbError, match="read-only"):
        Run.load(path).step()


def test_default_save_location_is_a_new_file_under_runs():
    run = Agent(ScriptedModel(["hi"]), TOOLS).start("x")
    run.run()
    assert run.path.parent.name == "runs" and run.path.exists()


def test_allow_list_restricts_a_shared_toolset():
    from agentnb import Toolset

    shared = Toolset(TOOLS)
    model = ScriptedModel([tool_call_message("celsius_to_fahrenheit", {"celsius": 1}), "no"])
    run = Agent(model, shared, allowed_tools=["get_weather"]).start("x", save_to=False).run()
    err = run.steps[0].results[0].error
    assert "unknown tool 'celsius_to_fahrenheit'" in err and "available tools: get_weather" in err
    assert [t["function"]["name"] for t in model.requests[0]["tools"]] == ["get_weather"]
    with pytest.raises(ConfigError, match="allowed_tools"):
        Agent(model, shared, allowed_tools=["rm_rf"])


def test_ctrl_c_in_a_tool_interrupts_the_step_and_the_next_step_repairs_it(tmp_path):
    pressed = []

    @tool
    def slow_lookup(q: str) -> str:
        """Search slowly.

        Args:
            q: query.
        """
        if not pressed:
            pressed.append(1)
            time.sleep(2)  # the user presses Ctrl-C meanwhile
        return f"found {q}"

    model = ScriptedModel([tool_call_message("slow_lookup", {"q": "x"}, "a"), "done"])
    run = Agent(model, [slow_lookup]).start("find x", save_to=tmp_path / "r.json")
    ctrl_c = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    ctrl_c.start()
    with pytest.raises(KeyboardInterrupt):
        run.step()
    ctrl_c.join()
    assert len(run.steps) == 1 and Run.load(tmp_path / "r.json").state.inflight  # on disk too
    last = run.step()  # repairs step 1 (the call runs again), then does step 2
    assert run.steps[0].results[0].content == "found x"
    assert [m["tool_call_id"] for m in run.messages if m["role"] == "tool"] == ["a"]
    assert last.answer == "done" and run.finished


def test_numbers_in_the_answer_that_nothing_supports_are_flagged(tmp_path):
    def run_with(answer):
        model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}, "a"),
                               tool_call_message("celsius_to_fahrenheit", {"celsius": 18}, "b"),
                               answer])
        return Agent(model, TOOLS).start("Paris in Fahrenheit?", save_to=tmp_path / "r.json"
                                         ).run()

    run = run_with("About 29.5 degrees Fahrenheit (18 C).")
    assert run.steps[-1].unsupported == ["29.5"]  # 18 is in the weather result
    assert "check:   29.5 in the answer" in run.steps[-1].summary()
    assert "29.5" in run.steps[-1]._repr_html_()
    assert Run.load(tmp_path / "r.json").steps[-1].unsupported == ["29.5"]
    # the converted value, also rounded to the answer's precision, is supported
    assert run_with("It is 64.4 F, about 64 degrees.").steps[-1].unsupported == []


def test_on_text_follows_the_streaming_capability():
    pieces = []
    quiet = ScriptedModel(["It rains in Paris."])  # fakes declare that they do not stream
    assert quiet.capabilities.streaming is False
    run = Agent(quiet, TOOLS).start("x", save_to=False)
    run.step(on_text=pieces.append)
    assert pieces == ["It rains in Paris."] and "on_text" not in quiet.requests[0]
    streaming = ScriptedModel(["ok"])
    streaming.capabilities.streaming = True
    Agent(streaming, TOOLS).start("x", save_to=False).step(on_text=pieces.append)
    assert streaming.requests[0]["on_text"] == pieces.append  # the endpoint streams it


def test_on_call_names_each_model_call_of_a_step_before_its_text():
    """JSON mode decides in stages, each a model call whose text ``on_text`` gets in turn:
    ``on_call`` names each one first, an answer's draws by their seed."""
    events = []
    model = ScriptedModel(['{"action": "get_weather"}', '{"city": "Paris"}',
                           '{"action": "final_answer"}', "It is 2 degrees in Paris.",
                           "It is 18 degrees with rain.", "It is 3.", "It is 4."])
    model.seeded = True
    run = Agent(model, TOOLS, decision_mode="json").start(
        "What is the weather in Paris?", save_to=False)
    for _ in range(2):
        run.step(on_text=lambda t: events.append(("text", t)),
                 on_call=lambda n: events.append(("call", n)))
    assert [e for e in events if e[0] == "call"] == [
        ("call", "choose"), ("call", "fill"), ("call", "choose"), ("call", "answer"),
        ("call", "answer draw 1"), ("call", "answer draw 2"), ("call", "answer draw 3")]
    assert events[:4] == [("call", "choose"), ("text", '{"action": "get_weather"}'),
                          ("call", "fill"), ("text", '{"city": "Paris"}')]
    assert run.answer == "It is 18 degrees with rain." and not model.queue
    # native mode: one call a step
    names = []
    Agent(ScriptedModel(["Hello."]), TOOLS, decision_mode="native").start(
        "Hi", save_to=False).step(on_call=names.append)
    assert names == ["decide"]


def test_on_call_names_the_policy_that_asked_the_model_again():
    from agentnb.policies import Policy, Redecide

    class NoWeather(Policy):
        name = "no_weather"

        def on_decision(self, turn, decision):
            if any(c.name == "get_weather" for c in decision.tool_calls):
                return Redecide(exclude=["get_weather"], note="Not the weather.")
            return None

    names = []
    model = ScriptedModel(['{"action": "get_weather"}', '{"city": "Paris"}',
                           '{"action": "final_answer"}', "I cannot say."])
    run = Agent(model, TOOLS, decision_mode="json", policies=[NoWeather()]).start(
        "What is the weather in Paris?", save_to=False)
    step = run.step(on_call=names.append)
    assert names == ["choose", "fill", "choose, asked again by no_weather",
                     "answer, asked again by no_weather"]
    assert step.answer == "I cannot say." and step.redecided["by"] == "no_weather"


def test_a_backend_of_your_own_and_nothing_else():
    from agentnb.errors import ConfigError
    from agentnb.models import Capabilities, Model
    from agentnb.types import Reply

    class Echo(Model):
        name = "echo"
        capabilities = Capabilities(native_tools=True, json_schema=True, streaming=False)

        def complete(self, messages, **options):
            return Reply(message={"role": "assistant", "content": messages[-1]["content"]})

    run = Agent(Echo(), TOOLS).start("say this", save_to=False).run()
    assert run.answer == "say this" and run.steps[0].mode == "native"  # no probe needed
    with pytest.raises(ConfigError, match="agentnb Model"):
        Agent(object(), TOOLS)


def test_edit_result_changes_what_the_model_reads_next_and_keeps_the_original(tmp_path):
    from agentnb.errors import AgentnbError

    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"})], answer="ok")
    run = Agent(model, [get_weather]).start("Weather?", save_to=tmp_path / "r.json")
    first = run.step()
    (res,) = first.results
    original = res.content
    edited = run.edit_result(res.call_id, '{"city": "Paris", "temperature_c": 30}')
    assert edited is res and res.edited == original and res.ok
    assert "edited:  by a person" in first.summary() and "the tool returned" in first.summary()
    run.step()
    sent = model.requests[-1]["messages"]
    assert any(m["role"] == "tool" and "30" in m["content"] for m in sent)
    assert not any(m["role"] == "tool" and m["content"] == original for m in sent)
    saved = Run.load(tmp_path / "r.json")
    assert saved.steps[0].results[0].edited == original
    assert "result edited by a person" in saved._repr_html_()
    with pytest.raises(AgentnbError, match="has ended"):
        run.edit_result(res.call_id, "x")  # finished: rewind first
    run.rewind(1)
    run.edit_result(res.call_id, "again")
    assert res.edited == original  # the tool's own result, not the first edit


def test_edit_result_refuses_an_earlier_steps_result():
    from agentnb.errors import AgentnbError

    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"}),
                                           ("get_weather", {"city": "Oslo"})], answer="ok")
    run = Agent(model, [get_weather]).start("Weather?", save_to=False)
    first, _ = run.step(), run.step()
    with pytest.raises(AgentnbError, match=r"step 1: rewind\(1\) first"):
        run.edit_result(first.results[0].call_id, "x")
    with pytest.raises(AgentnbError, match="no result of call"):
        run.edit_result("nope", "x")


def test_a_stop_during_a_step_does_not_outlive_a_rewind():
    gate = threading.Event()

    def slow(messages, tools):
        gate.wait(5)
        return tool_call_message("get_weather", {"city": "Paris"}, f"c{len(messages)}")

    run = Agent(FunctionModel(slow), [get_weather]).start("Weather?", save_to=False)
    stepping = threading.Thread(target=run.step)
    stepping.start()
    time.sleep(0.1)
    run.stop()  # during the step: applied when it ends
    gate.set()
    stepping.join(5)
    assert run.stop_reason == "stopped_by_user"
    run.rewind(1)
    step = run.step()
    assert step.stop_reason is None and not run.finished  # not stopped again


def test_a_native_call_cut_off_beside_one_that_ended_is_answered_not_run():
    """In a reply stopped at its token limit, the call that ended runs; the cut one is
    kept in the step and the history, answered with why it did not run, so the model reads
    it and every call in the history has its result (as the OpenAI format requires)."""
    calls = []
    done = {"id": "a", "type": "function",
            "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}
    cut = {"id": "b", "type": "function",
           "function": {"name": "get_weather", "arguments": '{"city": "Pa'}}

    @tool(name="get_weather")
    def weather(city: str) -> str:
        """Weather in a city.

        Args:
            city: The city.
        """
        calls.append(city)
        return f"sunny in {city}"

    model = ScriptedModel([Reply(message={"role": "assistant", "content": None,
                                          "tool_calls": [done, cut]},
                                 finish_reason="length"), "Sunny in Oslo."])
    run = Agent(model, [weather]).start("Weather in Oslo and Paris?", save_to=False)
    step = run.step()
    assert calls == ["Oslo"]
    assert [c.id for c in step.tool_calls] == ["a", "b"]
    by_id = {r.call_id: r for r in step.results}
    assert by_id["a"].ok and not by_id["b"].ok and "token limit" in by_id["b"].content
    assert by_id["b"].error.startswith("Not run: ")
    asked = [tc["id"] for tc in run.messages[2]["tool_calls"]]
    answered = [m["tool_call_id"] for m in run.messages[3:]]
    assert asked == ["a", "b"] and sorted(answered) == ["a", "b"]
    run.run()
    assert run.answer == "Sunny in Oslo." and calls == ["Oslo"]
    assert "token limit" in str(model.requests[1]["messages"])
