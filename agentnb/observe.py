"""What a run did, told to whoever listens: structured log events through the standard
``logging`` module and, opt-in, OpenTelemetry spans following the GenAI semantic
conventions. Nothing is sent anywhere unless you configure it.

After every step the loop calls ``emit(state, step)``. It logs, at INFO on the
``agentnb`` logger, one ``model_call`` event per model call (stage, model, tokens,
seconds), one ``tool_call`` event per tool call (tool, seconds, outcome) and one ``step``
event, each carrying the run's id and ``trace_id``; ``log_json()`` prints them as JSON
lines. Secrets are redacted from every line. ``instrument(provider)`` adds spans:
``invoke_agent`` per step, with ``chat`` and ``execute_tool`` spans inside, all in the
run's trace (its ``trace_id``), built from the step's record.

While a run steps, ``trace_id()`` is its trace id in that thread and in the tools it runs
(a tool calling another service can pass it on), and every request to an OpenAI-compatible
endpoint carries it as a W3C ``traceparent`` header (vLLM and other traced servers join
the trace). The service reads ``traceparent`` on ``POST /runs`` and answers with
``X-Trace-Id``.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import random
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

from .privacy import redact
from .state import RunState
from .types import Reply, Step

LOGGER = logging.getLogger("agentnb")
Observer = Callable[[RunState, Step], None]
_OBSERVERS: list[Observer] = []
_TRACE: contextvars.ContextVar[str | None] = contextvars.ContextVar("agentnb_trace",
                                                                   default=None)
TRACEPARENT = re.compile(r"^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$")


@contextlib.contextmanager
def tracing(state: RunState) -> Iterator[None]:
    """Within: ``trace_id()`` is this run's (the loop wraps each step in it)."""
    token = _TRACE.set(state.trace_id)
    try:
        yield
    finally:
        _TRACE.reset(token)


def trace_id() -> str | None:
    """The trace id of the run stepping here (in the loop, a model call or a tool), if any."""
    return _TRACE.get()


def traceparent() -> str | None:
    """A W3C ``traceparent`` header for a request made inside a step (a new span id)."""
    trace = _TRACE.get()
    return f"00-{trace}-{random.getrandbits(64) or 1:016x}-01" if trace else None


def trace_of(header: str | None) -> str | None:
    """The trace id in a W3C ``traceparent`` header (None if absent or malformed)."""
    m = TRACEPARENT.match((header or "").strip().lower())
    return m.group(1) if m and m.group(1) != "0" * 32 else None


def emit(state: RunState, step: Step) -> None:
    """Tell the logger and every observer about a finished step; an observer that fails
    is logged, never raised into the run."""
    if LOGGER.isEnabledFor(logging.INFO):
        for name, fields in events(state, step):
            LOGGER.info(name, extra={"agentnb": fields})
    for observer in list(_OBSERVERS):
        try:
            observer(state, step)
        except Exception:
            LOGGER.exception("an agentnb observer failed")


def add_observer(observer: Observer) -> Callable[[], None]:
    """Call ``observer(state, step)`` after every step of every run; returns its remover."""
    _OBSERVERS.append(observer)
    return lambda: _OBSERVERS.remove(observer) if observer in _OBSERVERS else None


def model_calls(step: Step) -> list[tuple[str, Reply]]:
    """(stage, reply) for each model call of the step, in order (``step.reply`` last: an
    answer's draws made after the answer that stands come before it here)."""
    calls = [(s.get("stage", ""), Reply.from_dict(s["reply"])) for s in step.stages
             if isinstance(s.get("reply"), dict)]
    for rejected in (step.redecided or {}).get("rejected", []):
        calls.append(("asked again", Reply.from_dict(rejected)))
    if step.reply is not None:
        stage = (step.request or {}).get("stage") or "decide"
        calls.append((stage, step.reply))
    return calls


def events(state: RunState, step: Step) -> list[tuple[str, dict[str, Any]]]:
    """The log events of one step."""
    base = {"run_id": state.id, "trace_id": state.trace_id, "step": step.index}
    out = [("model_call", {**base, "stage": stage, "model": r.model,
                           "prompt_tokens": r.usage.prompt_tokens,
                           "completion_tokens": r.usage.completion_tokens,
                           "seconds": round(r.latency, 4), "cached": r.cached})
           for stage, r in model_calls(step)]
    out += tool_events(state, step, step.results)
    out.append(("step", {**base, "seconds": round(step.timings.get("total", 0.0), 4),
                         "tokens": step.usage.total_tokens, "stop_reason": step.stop_reason,
                         "checks": step.check_kinds(), "error": step.error}))
    return out


def tool_events(state: RunState, step: Step, results: list[Any], **extra: Any
                ) -> list[tuple[str, dict[str, Any]]]:
    base = {"run_id": state.id, "trace_id": state.trace_id, "step": step.index, **extra}
    return [("tool_call", {**base, "tool": r.name, "call_id": r.call_id, "ok": r.ok,
                           "seconds": round(r.seconds, 4), "error": r.error})
            for r in results]


def emit_approved(state: RunState, step: Step, results: list[Any]) -> None:
    """Log the calls ``approve()`` ran after their step (``approved: true``)."""
    if LOGGER.isEnabledFor(logging.INFO):
        for name, fields in tool_events(state, step, results, approved=True):
            LOGGER.info(name, extra={"agentnb": fields})


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, event and its fields; secrets redacted."""

    def format(self, record: logging.LogRecord) -> str:
        line = {"time": round(record.created, 3), "level": record.levelname,
                "event": record.getMessage(), **getattr(record, "agentnb", {})}
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return redact(json.dumps(line, default=str))


def log_json(stream: Any = None, level: int = logging.INFO) -> logging.Handler:
    """Print agentnb's events as JSON lines on ``stream`` (stderr by default); returns
    the handler (``logging.getLogger("agentnb").removeHandler(h)`` stops it)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    LOGGER.addHandler(handler)
    LOGGER.setLevel(level)
    return handler


def instrument(tracer_provider: Any = None) -> Callable[[], None]:
    """OpenTelemetry spans for every step (``opentelemetry-sdk``; the global provider
    unless one is given). Returns the function that turns them off again."""
    from opentelemetry import trace

    tracer = (tracer_provider or trace.get_tracer_provider()).get_tracer("agentnb")
    return add_observer(lambda state, step: _spans(tracer, state, step))


def _spans(tracer: Any, state: RunState, step: Step) -> None:
    from opentelemetry.trace import (
        NonRecordingSpan,
        SpanContext,
        Status,
        StatusCode,
        TraceFlags,
        set_span_in_context,
    )

    run = SpanContext(trace_id=int(state.trace_id, 16), span_id=random.getrandbits(63) | 1,
                      is_remote=True, trace_flags=TraceFlags(TraceFlags.SAMPLED))
    start = int(step.started_at * 1e9)
    agent = tracer.start_span(
        "invoke_agent agentnb", context=set_span_in_context(NonRecordingSpan(run)),
        start_time=start, attributes={
            "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "agentnb",
            "agentnb.run.id": state.id, "agentnb.step": step.index,
            "agentnb.stop_reason": step.stop_reason or "",
            "agentnb.checks": step.check_kinds()})
    inside, t = set_span_in_context(agent), start
    for stage, reply in model_calls(step):
        span = tracer.start_span(f"chat {reply.model}", context=inside, start_time=t,
                                 attributes={"gen_ai.operation.name": "chat",
                                             "gen_ai.request.model": reply.model,
                                             "gen_ai.usage.input_tokens":
                                                 reply.usage.prompt_tokens,
                                             "gen_ai.usage.output_tokens":
                                                 reply.usage.completion_tokens,
                                             "agentnb.stage": stage})
        t += int(reply.latency * 1e9)
        span.end(end_time=t)
    for r in step.results:  # tools of a step run in parallel: they start together
        span = tracer.start_span(f"execute_tool {r.name}", context=inside, start_time=t,
                                 attributes={"gen_ai.operation.name": "execute_tool",
                                             "gen_ai.tool.name": r.name,
                                             "gen_ai.tool.call.id": r.call_id})
        if not r.ok:
            span.set_status(Status(StatusCode.ERROR, redact(r.error or "")))
            span.set_attribute("error.type", "tool_error")
        span.end(end_time=t + int(r.seconds * 1e9))
    if step.error:
        agent.set_status(Status(StatusCode.ERROR, redact(step.error)))
    agent.end(end_time=start + int(step.timings.get("total", 0.0) * 1e9))
