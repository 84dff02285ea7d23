"""Tools from MCP servers: a real server (the official ``mcp`` package,
``tests/helpers/mcp_server.py``) started by each test, over stdio and over streamable
HTTP on 127.0.0.1."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentnb import Agent, Run
from agentnb.errors import ConfigError
from agentnb.testing import ScriptedModel, tool_call_message

pytest.importorskip("mcp")
from agentnb.mcp import tools_from

pytestmark = pytest.mark.e2e  # each test starts a real MCP server

SERVER = str(Path(__file__).parent / "helpers" / "mcp_server.py")


@pytest.fixture
def stdio_tools(tmp_path):
    log = tmp_path / "notes.txt"
    tools = tools_from([sys.executable, SERVER, "stdio"], env={"MCP_TEST_LOG": str(log)},
                       requires_approval=["note"], timeout=5)
    yield tools, log
    tools.close()


def test_the_servers_tools_with_their_schemas_and_kinds(stdio_tools):
    tools, _ = stdio_tools
    by = {t.name: t for t in tools}
    assert sorted(by) == ["add", "broken", "die", "forecast", "note", "repeat", "slow"]
    assert by["add"].parameters["required"] == ["a", "b"]
    assert by["add"].description == "Add two integers." and not by["add"].side_effects
    assert by["note"].side_effects and by["note"].requires_approval  # not marked read-only
    assert by["add"](a=2, b=3) == 5
    assert by["add"](a=2, b=3) == 5  # structured content, as the server typed it
    assert json.loads(by["forecast"](city="Oslo")) == {"city": "Oslo", "high_c": 21,
                                                       "sky": "sun"}  # the server's text
    # the schema's bounds are checked before the server is asked
    assert by["repeat"].invalid_arguments({"word": "hi", "times": 2}) == set()
    with pytest.raises(ValueError, match="times: 5 is greater than the maximum of 3"):
        by["repeat"].validate({"word": "hi", "times": 5})


def test_a_run_uses_them_and_their_failures_are_tool_errors(stdio_tools):
    tools, log = stdio_tools
    reply = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "add",
                                                     "arguments": '{"a": 2, "b": "x"}'}},
        {"id": "b", "type": "function", "function": {"name": "broken", "arguments": '{"x": 1}'}},
        {"id": "c", "type": "function", "function": {"name": "slow",
                                                     "arguments": '{"seconds": 9}'}},
        {"id": "d", "type": "function", "function": {"name": "add",
                                                     "arguments": '{"a": 2, "b": 40}'}}]}
    model = ScriptedModel([reply, tool_call_message("note", {"text": "hi"}, "n"), "done"])
    run = Agent(model, tools, decision_mode="native").start("x", save_to=False)
    step = run.step()
    res = {r.call_id: r for r in step.results}
    assert "invalid arguments for add: b" in res["a"].error  # checked before the call
    assert "Error executing tool broken" in res["b"].error
    assert "timed out" in res["c"].error or "did not answer" in res["c"].error
    assert res["d"].ok and res["d"].content == "42"
    run.step()
    assert [c.name for c in run.pending] == ["note"] and not log.exists()  # asks first
    assert [(r.ok, r.content) for r in run.approve()] == [(True, "noted: hi")]
    assert log.read_text() == "hi\n" and run.run().answer == "done"


def test_a_call_that_times_out_leaves_the_session_to_the_calls_after_it(stdio_tools):
    """A timeout is the server being slow, not gone: the session stays, so a call made
    while the slow one is still being abandoned is not cut off (nor a side effect run
    without its answer)."""
    tools, log = stdio_tools
    by = {t.name: t for t in tools}
    conn = tools.connection
    session = conn._session()
    with pytest.raises(Exception, match="timed out"):
        conn.call("slow", {"seconds": 3}, timeout=1)
    assert by["note"](text="after") == "noted: after" and log.read_text() == "after\n"
    assert conn._session() is session  # the same session: not restarted


def test_a_server_that_dies_mid_call_is_a_tool_error_and_comes_back(stdio_tools, tmp_path):
    tools, _ = stdio_tools
    model = ScriptedModel([tool_call_message("die", {"x": 1}, "k"),
                           tool_call_message("add", {"a": 1, "b": 1}, "s"), "two"])
    run = Agent(model, tools, decision_mode="native").start("x", save_to=tmp_path / "r.db")
    first = run.step()
    assert not first.results[0].ok and "failed during die" in first.results[0].error
    again = Run.load(run.address, agent=Agent(model, tools, decision_mode="native"))
    assert again.step().results[0].content == "2"  # a new server process, started at once
    assert again.run().answer == "two"


def test_over_streamable_http(tmp_path):
    from agentnb.models.embedded import free_port

    port = free_port()
    proc = subprocess.Popen([sys.executable, SERVER, "http", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        deadline = time.monotonic() + 30
        while True:
            try:
                tools = tools_from(url, only=["add", "forecast"], timeout=5)
                break
            except Exception:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.2)
        model = ScriptedModel([tool_call_message("forecast", {"city": "Oslo"}), "sunny"])
        with Agent(model, tools, decision_mode="native") as agent:
            run = agent.start("Oslo tomorrow?", save_to=False).run()
            assert '"high_c": 21' in run.steps[0].results[0].content
        assert tools.connection.closed  # closed with the agent
    finally:
        proc.terminate()
        proc.wait(10)


def test_bad_servers_are_clear_errors():
    with pytest.raises(ConfigError, match="a command .* or an http"):
        tools_from("server.py")
    with pytest.raises(Exception, match="cannot reach the MCP server.*stderr: no config here"):
        tools_from([sys.executable, "-c", "import sys; print('no config here', file=sys.stderr);"
                    " sys.exit(2)"], timeout=5)
    with pytest.raises(ConfigError, match=r"has no tools \['nope'\]"):
        tools_from([sys.executable, SERVER, "stdio"], only=["nope"], env={"MCP_TEST_LOG": "x"})
