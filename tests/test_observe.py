"""Structured logs and OpenTelemetry spans of a run: one event per model call and tool
call with timing, tokens and outcome, in the run's trace, never a secret."""

from __future__ import annotations

import io
import json
import logging

import pytest

from agentnb import Agent, Run
from agentnb.observe import instrument, log_json
from agentnb.testing import FunctionModel, tool_call_message
from tests.helpers.batch_agent import make_agent, square


@pytest.fixture
def json_log():
    stream = io.StringIO()
    handler = log_json(stream)
    yield stream
    logging.getLogger("agentnb").removeHandler(handler)
    logging.getLogger("agentnb").setLevel(logging.NOTSET)


def lines(stream: io.StringIO) -> list[dict]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_one_event_per_model_call_tool_call_and_step(json_log, tmp_path):
    run = make_agent().start("Square the number 6", save_to=tmp_path / "r.json").run()
    events = lines(json_log)
    assert [e["event"] for e in events] == ["model_call", "tool_call", "step",
                                            "model_call", "step"]
    assert {e["trace_id"] for e in events} == {run.state.trace_id}
    assert {e["run_id"] for e in events} == {run.id}
    call, tool, step = events[:3]
    assert call["prompt_tokens"] == run.steps[0].usage.prompt_tokens and "seconds" in call
    assert tool["tool"] == "square" and tool["ok"] is True and tool["seconds"] >= 0
    assert step["step"] == 1 and events[-1]["stop_reason"] == "final_answer"
    assert step["checks"] == [] and events[-1]["checks"] == []  # "The square is 36."
    assert Run.load(tmp_path / "r.json").state.trace_id == run.state.trace_id


def test_the_step_event_and_span_name_the_kinds_of_check_never_their_content(json_log):
    pytest.importorskip("opentelemetry.sdk")
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    model = FunctionModel(lambda m, t: "It is 987654, a secret-ish figure."
                          if any(x["role"] == "tool" for x in m)
                          else tool_call_message("square", {"n": 7}, "c"))
    stop = instrument(provider)
    try:
        run = Agent(model, [square]).start("Square the number 7", save_to=False).run()
    finally:
        stop()
    assert run.steps[-1].unsupported == ["987654"] and run.steps[-1].unused == ["49"]
    step = [e for e in lines(json_log) if e["event"] == "step"][-1]
    assert step["checks"] == ["unsupported", "unused"]
    # the answer's figure is in no field (the time and the ids aside: digits by chance)
    fields = json.dumps({k: v for k, v in step.items() if k not in ("time", "run_id",
                                                                     "trace_id")})
    assert "987654" not in fields
    span = [s for s in exporter.get_finished_spans() if s.name == "invoke_agent agentnb"][-1]
    assert list(span.attributes["agentnb.checks"]) == ["unsupported", "unused"]


def test_no_log_line_unless_asked(caplog):
    with caplog.at_level(logging.WARNING, logger="agentnb"):
        make_agent().start("Square the number 2", save_to=False).run()
    assert caplog.records == []


def test_never_a_secret_in_a_log_line(json_log, monkeypatch):
    monkeypatch.setenv("AGENTNB_API_KEY", "sk-test-0123456789abcdef0123")

    from agentnb import tool

    @tool
    def echo_key(n: int) -> str:
        """Echo.

        Args:
            n: ignored.
        """
        raise RuntimeError("auth failed with sk-test-0123456789abcdef0123")

    model = FunctionModel(lambda m, t: "done" if any(x["role"] == "tool" for x in m)
                          else tool_call_message("echo_key", {"n": 1}, "c"))
    Agent(model, [echo_key, square]).start("x", save_to=False).run()
    text = json_log.getvalue()
    (tool_event,) = [e for e in lines(json_log) if e["event"] == "tool_call"]
    assert tool_event["ok"] is False and "auth failed with [redacted]" in tool_event["error"]
    assert "sk-test-0123456789abcdef0123" not in text


def test_spans_follow_the_genai_conventions_in_the_runs_trace():
    pytest.importorskip("opentelemetry.sdk")
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    stop = instrument(provider)
    try:
        run = make_agent().start("Square the number 5", save_to=False).run()
    finally:
        stop()
    spans = exporter.get_finished_spans()
    names = [s.name for s in spans]
    assert names.count("invoke_agent agentnb") == 2
    assert names.count("chat function") == 2 and names.count("execute_tool square") == 1
    assert {s.context.trace_id for s in spans} == {int(run.state.trace_id, 16)}
    chat = next(s for s in spans if s.name == "chat function")
    assert chat.attributes["gen_ai.operation.name"] == "chat"
    assert chat.attributes["gen_ai.usage.input_tokens"] == run.steps[0].usage.prompt_tokens
    tool_span = next(s for s in spans if s.name == "execute_tool square")
    assert tool_span.attributes["gen_ai.tool.name"] == "square"
    agents = [s for s in spans if s.name == "invoke_agent agentnb"]
    assert tool_span.parent.span_id == agents[0].context.span_id
    assert agents[0].end_time >= agents[0].start_time
    make_agent().start("Square the number 5", save_to=False).run()  # off again
    assert len(exporter.get_finished_spans()) == len(spans)


def test_the_trace_id_reaches_the_endpoint_and_every_tool(server):
    """Model requests carry the run's trace as a W3C ``traceparent``; tools, inline or on
    the pool's threads, read it from ``observe.trace_id()``; outside a step there is none."""
    from agentnb import observe, tool
    from agentnb.models.openai_compat import OpenAICompatModel
    from tests.helpers.common import OK

    seen = []

    @tool(timeout=5)  # run on the tool pool's threads
    def probe(n: int) -> str:
        """Report the trace.

        Args:
            n: anything.
        """
        seen.append(observe.trace_id())
        return "ok"

    calls = {"role": "assistant", "content": None, "tool_calls": [
        {"id": f"c{i}", "type": "function",
         "function": {"name": "probe", "arguments": json.dumps({"n": i})}} for i in (1, 2)]}
    server.responses = [(200, {}, {**OK, "choices": [{"index": 0, "message": calls,
                                                      "finish_reason": "tool_calls"}]}),
                        (200, {}, OK)]
    model = OpenAICompatModel(server.url, "m")
    run = Agent(model, [probe], decision_mode="native").start("x", save_to=False).run()
    sent = [h.get("traceparent") or h.get("Traceparent") for p, h in server.fake.headers
            if p == "/v1/chat/completions"]
    assert len(sent) == 2 and all(observe.trace_of(s) == run.state.trace_id for s in sent)
    assert len({s.split("-")[2] for s in sent}) == 2  # a span id per request
    assert seen == [run.state.trace_id] * 2
    assert observe.trace_id() is None
    assert observe.trace_of("00-" + "0" * 32 + "-" + "1" * 16 + "-01") is None
    assert observe.trace_of("garbage") is None


def test_calls_run_by_an_approval_are_logged_too(json_log):
    from tests.helpers.common import mailer

    send_email, sent = mailer()
    model = FunctionModel(lambda m, t: "done" if any(x["role"] == "tool" for x in m)
                          else tool_call_message("send_email", {"to": "lin"}, "c1"))
    run = Agent(model, [send_email]).start("mail lin", save_to=False)
    run.step()
    assert [e["event"] for e in lines(json_log)] == ["model_call", "step"]  # nothing ran
    run.approve()
    approved = lines(json_log)[-1]
    assert approved["event"] == "tool_call" and approved["approved"] is True
    assert approved["tool"] == "send_email" and approved["ok"] and sent == ["lin"]
    assert approved["trace_id"] == run.state.trace_id and approved["step"] == 1
