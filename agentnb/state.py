"""The whole state of a run as one typed record: what is saved is exactly ``RunState``.

``Run`` (in ``loop.py``) holds a ``RunState`` and works on it; ``control.py`` (approvals,
rewind, injections), ``context.py`` (what the model is sent) and the policies read and
write its public fields, nothing else. ``RunCache`` holds what can be derived from the
state again (and is never saved): each cache says which benchmark keeps it.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from .types import MessageRecord, Record, Step, ToolResult, Usage


@dataclass(repr=False)
class ContextState(Record):
    """What the model is sent besides the recent messages.

    ``messages[2:upto]`` are folded into ``summary`` (scored lines ``[score, text]``);
    ``pins`` are sent with every request; ``factor`` calibrates token estimates on what the
    server reported; ``learned_window`` is a context window the server revealed by refusing
    a request; ``recalled`` are long-term memories in the request (``[id, score, text]``).
    """

    upto: int = 2
    summary: list[list[Any]] = field(default_factory=list)
    pins: list[str] = field(default_factory=list)
    factor: float = 1.0
    learned_window: int | None = None
    recalled: list[list[Any]] = field(default_factory=list)


@dataclass(repr=False)
class Inflight(Record):
    """Written ahead while tools with side effects run: the step so far, and the ids of the
    calls that were started. ``resume()`` finishes the record after a crash."""

    step: Step
    calls: list[str] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Inflight:
        step = data["step"]
        return cls(step=step if isinstance(step, Step) else Step.from_dict(step),
                   calls=list(data.get("calls") or []))


@dataclass(repr=False)
class RunState(Record):
    """One run: its task, history, steps, how it ended, and the loop's own counters.

    ``agent`` describes the agent that ran it (model, tools, limits: never keys or code);
    ``replay`` holds results of side-effect calls dropped by ``rewind``, answered from the
    record instead of running twice.
    """

    id: str
    task: str
    created: float = 0.0
    messages: list[MessageRecord] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    finished: bool = False
    stop_reason: str | None = None
    answer: str | None = None
    agent: dict[str, Any] = field(default_factory=dict)
    format_errors: int = 0
    nudged: bool = False
    inflight: Inflight | None = None
    replay: dict[str, dict[str, Any]] = field(default_factory=dict)
    context: ContextState = field(default_factory=ContextState)
    # a sub-agent's run: the parent run, its step and call, the tool (agentnb.subagents)
    parent: dict[str, Any] | None = None
    # the run's trace (logs and OpenTelemetry spans: agentnb.observe); 32 hex digits
    trace_id: str = field(default_factory=lambda: uuid.uuid4().hex)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunState:
        data = dict(data)
        data["messages"] = [dict(m) for m in data.get("messages") or []]
        data["steps"] = [s if isinstance(s, Step) else Step.from_dict(s)
                         for s in data.get("steps") or []]
        inflight = data.get("inflight")
        data["inflight"] = Inflight.from_dict(inflight) if isinstance(inflight, dict) else (
            inflight or None)
        ctx = data.get("context")
        data["context"] = ctx if isinstance(ctx, ContextState) else ContextState.from_dict(
            ctx or {})
        data["replay"] = dict(data.get("replay") or {})
        return super().from_dict(data)

    def problems(self) -> list[str]:
        """What makes this state inconsistent beyond its field types (a damaged or
        hand-edited file): each problem names its field."""
        out, n = [], len(self.messages)
        if n < 2 or self.messages[0].get("role") != "system" \
                or self.messages[1].get("role") != "user":
            out.append("messages: must start with the system prompt and the task")
        if not 2 <= self.context.upto <= max(n, 2):
            out.append(f"context.upto: {self.context.upto} is outside the history (0-{n})")
        if len(self.trace_id) != 32 or any(c not in "0123456789abcdef" for c in self.trace_id):
            out.append("trace_id: must be 32 lowercase hex digits")
        for i, line in enumerate(self.context.summary):
            if len(line) != 2 or not isinstance(line[0], (int, float)) \
                    or not isinstance(line[1], str):
                out.append(f"context.summary.{i}: must be [score, text]")
        for i, line in enumerate(self.context.recalled):
            if len(line) != 3 or not isinstance(line[2], str):
                out.append(f"context.recalled.{i}: must be [id, score, text]")
        for i, s in enumerate(self.steps):
            if s.index != i + 1:
                out.append(f"steps.{i}.index: {s.index}, expected {i + 1}")
            if not 0 <= s.sent <= n:
                out.append(f"steps.{i}.sent: {s.sent} is outside the history (0-{n})")
            r = s.request
            if r is not None and not (
                    isinstance(r.get("from"), int) and isinstance(r.get("to"), int)
                    and 0 <= r["from"] <= r["to"] <= n and r.get("style") in ("json", "native")
                    and (r.get("head") is None or isinstance(r["head"], list))):
                out.append(f"steps.{i}.request: needs from <= to within the history, a "
                           "style and a head (a list, or null)")
        return out

    def partial_answer(self, reason: str, why: str) -> str:
        """The best there is when a run stops early: the last thing learned, and why."""
        last = None
        for s in reversed(self.steps):
            ok = [r for r in s.results if r.ok]
            if ok:
                last = f"last result: {ok[-1].name} -> {ok[-1].content[:500]}"
                break
            if s.thought:
                last = f"last thought: {s.thought[:500]}"
                break
        head = f"[no final answer: stopped ({reason}): {why or reason}]"
        return f"{head} {last}" if last else head

    @property
    def pending(self) -> list[Any]:
        """Tool calls of the last step waiting for approval. A finished (stopped) run has
        none: what waited stays recorded on the step, not run."""
        return list(self.steps[-1].pending) if self.steps and not self.finished else []


@dataclass
class RunCache:
    """What is derived from a ``RunState`` and kept between steps to save work; dropping
    it (``Run.cache = RunCache()``) changes nothing but speed. Each memo checks the state
    it was built from (lengths and object identity), so no one has to invalidate it.

    - ``rendered``: the request's recent messages as rendered for the model (mode, first
      index, count, last message, rendered list). Kept for ``bench/overhead_compare.py``:
      rendering the whole history every step makes a turn's cost grow with the run.
    - ``counted``: token count of the request so far (count, last message, tokens, by
      whom). Counting by the server's tokenizer is an HTTP call per text: only new
      messages are counted (``bench/context_growth.py``).
    - ``totals``: usage and active time summed over the steps (count, last step, usage,
      seconds); the watchdog reads them every step (``bench/overhead_compare.py``).
    - ``reusable``: successful results by call signature over the first ``len(covered)``
      steps, for result reuse and asking again (``bench/overhead_compare.py``).
    - ``head``: the step that last rendered a request head, and that head: a step records
      its head only when it changed, found without walking back over every step.
    - ``listed``: the tools in the order the request lists them, for one request text
      (request, toolset, ordered toolset): one sentence embedded per request, not per step
      (``asking.listed``).
    """

    rendered: tuple[Any, ...] | None = None
    counted: tuple[int, Any, float, str] = (0, None, 0.0, "estimate")
    totals: tuple[int, Any, Usage, float] = (0, None, Usage(), 0.0)
    reusable: dict[str, tuple[int, ToolResult]] = field(default_factory=dict)
    covered: list[Step] = field(default_factory=list)
    head: tuple[Step, list[Any]] | None = None
    listed: tuple[str, Any, Any] | None = None

    def totals_of(self, steps: list[Step]) -> tuple[Usage, float]:
        """(usage, active seconds) over ``steps``; extended by one step at a time, summed
        again after a load, rewind or recovery."""
        n, last, usage, seconds = self.totals
        if n == len(steps) and (n == 0 or steps[-1] is last):
            return usage, seconds
        if n == len(steps) - 1 and (n == 0 or steps[-2] is last):
            s = steps[-1]
            usage, seconds = usage + s.usage, seconds + s.timings.get("total", 0.0)
        else:
            usage, seconds = Usage(), 0.0
            for s in steps:
                usage, seconds = usage + s.usage, seconds + s.timings.get("total", 0.0)
        self.totals = (len(steps), steps[-1] if steps else None, usage, seconds)
        return usage, seconds

    def earlier_results(self, steps: list[Step]) -> dict[str, tuple[int, ToolResult]]:
        """Successful results by call signature (the latest winning), over the steps that
        are complete; extended step by step, built again when the steps changed."""
        done = self.covered
        if len(done) > len(steps) or (done and steps[len(done) - 1] is not done[-1]):
            done.clear()
            self.reusable = {}
        for s in steps[len(done):]:
            if s.pending:  # its results come with the approval
                break
            for c, r in s.calls_with_results():
                if r.ok and r.repeat_of is None:
                    self.reusable[c.signature()] = (s.index, r)
            done.append(s)
        return self.reusable
