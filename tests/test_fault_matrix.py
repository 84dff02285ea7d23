"""Every fault ends in a defined outcome, recorded on the Step and in the saved run file;
nothing raises out of step(). Real processes wherever possible: no server at all, a local
HTTP server answering as scripted, the real embedded llama.cpp server."""

import json
import time

import pytest

from agentnb import Agent, Run, tool
from agentnb.models.embedded import free_port
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.testing import ScriptedModel, tool_call_message
from tests.helpers.common import OK, get_weather


def saved(run):
    again = Run.load(run.path)
    assert again.stop_reason == run.stop_reason and len(again.steps) == len(run.steps)
    return again


def http_run(url, tmp_path, **kw):
    model = OpenAICompatModel(url, "m", decision_mode="native", backoff=0.01, **kw)
    return Agent(model, [get_weather]).start("x", save_to=tmp_path / "r.json")


def test_refused(tmp_path):
    run = http_run(f"http://127.0.0.1:{free_port()}/v1", tmp_path, max_retries=2)
    step = run.step()
    assert run.stop_reason == "endpoint_unreachable" and "cannot connect" in step.error
    assert saved(run).steps[0].error == step.error


def test_timeout(server, tmp_path):
    server.responses = [(0, {}, OK)] * 2  # status 0: the server sleeps past the timeout
    run = http_run(server.url, tmp_path, timeout=0.2, max_retries=1)
    run.step()
    assert saved(run).stop_reason == "endpoint_timeout"


def test_429_waits_as_told_then_continues(server, tmp_path):
    server.responses = [(429, {"retry-after": "1"}, {"error": {"message": "busy"}}),
                        (200, {}, OK)]
    run = http_run(server.url, tmp_path)
    t0 = time.monotonic()
    run.run()
    assert time.monotonic() - t0 >= 0.9 and saved(run).answer == "hello"


def test_5xx_stops_with_status_and_body(server, tmp_path):
    server.responses = [(503, {}, {"error": {"message": "overloaded, try later"}})] * 3
    run = http_run(server.url, tmp_path, max_retries=2)
    step = run.step()
    assert run.stop_reason == "server_error" and "503" in step.error
    assert "overloaded" in saved(run).steps[0].error


def test_context_too_long_compacts_retries_once_then_stops(server, tmp_path):
    too_long = (400, {}, {"error": {"message": "request (5000 tokens) exceeds the "
                                               "available context size (4096 tokens)"}})
    server.responses = [too_long, too_long]
    run = http_run(server.url, tmp_path)
    step = run.step()
    assert saved(run).stop_reason == "context_overflow"
    assert len(server.requests) == 2 and "overflow_retry" in step.context
    assert run.context.learned_window == 4096  # read from the error, used from now on


@pytest.mark.e2e
def test_model_not_found_names_what_the_server_has(embedded_server, tmp_path):
    model = OpenAICompatModel(embedded_server.base_url, "qwen2.5:7b", decision_mode="json")
    run = Agent(model, [get_weather]).start("x", save_to=tmp_path / "r.json")
    step = run.step()
    assert run.stop_reason == "model_not_found" and "smollm2" in step.error
    saved(run)


def scripted_run(tmp_path, replies, tools=(get_weather,), **kw):
    run = Agent(ScriptedModel(replies), list(tools), **kw).start("x",
                                                                 save_to=tmp_path / "r.json")
    return run.run()


def test_malformed_arguments_never_reach_the_tool(tmp_path):
    seen = []

    @tool
    def double(n: int) -> int:
        """Double n.

        Args:
            n: a number.
        """
        seen.append(n)
        return 2 * n

    run = scripted_run(tmp_path, [tool_call_message("double", {"n": [1, 2]}), "ok"], [double])
    assert seen == [] and "invalid arguments" in saved(run).steps[0].results[0].error


def test_unknown_tool_lists_the_tools(tmp_path):
    run = scripted_run(tmp_path, [tool_call_message("fly", {}), "ok"])
    assert "available tools: get_weather" in saved(run).steps[0].results[0].error


def test_tool_raises_traceback_kept(tmp_path):
    @tool
    def broken() -> str:
        """Fail."""
        return 1 / 0

    run = scripted_run(tmp_path, [tool_call_message("broken", {}), "ok"], [broken])
    res = saved(run).steps[0].results[0]
    assert "ZeroDivisionError" in res.error and "1 / 0" in res.traceback


def test_tool_hangs_cancelled_at_timeout(tmp_path):
    @tool(timeout=0.2)
    def hang() -> str:
        """Never return."""
        time.sleep(30)
        return "late"

    t0 = time.monotonic()
    run = scripted_run(tmp_path, [tool_call_message("hang", {}), "ok"], [hang])
    assert time.monotonic() - t0 < 5
    assert "timed out after 0.2s" in saved(run).steps[0].results[0].error


def test_huge_and_non_json_results(tmp_path):
    @tool
    def blob(kind: str) -> object:
        """Return a big or odd value.

        Args:
            kind: "big" or "odd".
        """
        return "y" * 50_000 if kind == "big" else {"when": time, "items": {3}}

    msg = tool_call_message("blob", {"kind": "big"}, "a")
    msg["tool_calls"] += tool_call_message("blob", {"kind": "odd"}, "b")["tool_calls"]
    run = scripted_run(tmp_path, [msg, "ok"], [blob])
    big, odd = saved(run).steps[0].results
    assert "truncated" in big.note and len(big.content) < 5000
    assert "converted" in odd.note and json.loads(odd.content)["items"] == [3]


def test_empty_reply_nudged_then_stopped(tmp_path):
    run = scripted_run(tmp_path, ["", ""])
    assert saved(run).stop_reason == "empty_reply"


def test_invalid_decision_json_fed_back_then_stopped(tmp_path):
    model = ScriptedModel(["not json at all {"] * 3)
    model.decision_mode = "json"
    run = Agent(model, [get_weather]).start("x", save_to=tmp_path / "r.json").run()
    assert saved(run).stop_reason == "format_errors"
    assert sum(m.get("agentnb") == "format_error" for m in run.messages) == 2


def test_identical_call_repeated_stops_with_partial_answer(tmp_path):
    calls = [tool_call_message("get_weather", {"city": "Paris"}, f"c{i}") for i in range(4)]
    run = scripted_run(tmp_path, calls, reuse_results=False)
    again = saved(run)
    assert again.stop_reason == "repeated_call" and "temperature_c" in again.answer
