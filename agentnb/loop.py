"""The agent loop: ``Agent`` is configuration, ``Run`` is state; ``run.step()`` is one iteration.

One step: render the history for the model, one model call, turn the reply into a
decision, run the requested tools (or pause for approval), record everything, save. (A
decision that only repeats answered calls is asked again within the step, without those
tools: see ``Agent(avoid_repeats=)`` and ``Step.redecided``.)
Failures of the model or the tools become data on the Step; only the watchdog, the
endpoint being gone, or the user end a run.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from . import decision as dec
from .context import ContextManager, head_messages
from .control import HumanControl
from .errors import (
    AgentnbError,
    ConfigError,
    ContextLengthExceeded,
    EndpointError,
    RunFinishedError,
)
from .memory import recall_into, write_back
from .repeats import RepeatGuard
from .store import read_run_file, run_from_dict, run_to_dict, write_json_atomic
from .tools import Tool, Toolset, repeat_result
from .types import Message, Reply, Step, StopReason, ToolCall, ToolResult, Usage
from .watchdog import Watchdog

DEFAULT_SYSTEM = "You are a helpful assistant. Use the tools when they help."
EMPTY_NUDGE = "Your last reply was empty. Decide on the next action now."


class Agent:
    """What to run: a model, tools, a system prompt and limits. Start runs with ``start``."""

    def __init__(
        self,
        model: Any = None,
        tools: Iterable[Tool | Callable[..., Any]] = (),
        system: str = DEFAULT_SYSTEM,
        *,
        max_steps: int = 10,
        max_tokens: int | None = None,
        max_seconds: float | None = None,
        max_repeats: int = 3,
        max_format_errors: int = 3,
        decision_mode: str | None = None,
        approve_all: bool = False,
        max_reply_tokens: int | None = 512,
        reuse_results: bool = True,
        runs_dir: str | Path = "runs",
        allowed_tools: Iterable[str] | None = None,
        context: ContextManager | bool | None = True,
        pinned: Iterable[str] = (),
        memory: Any = None,
        recall_k: int = 3,
        recall_min_score: float = 0.35,
        ground_arguments: bool | None = None,
        avoid_repeats: bool | None = None,
    ) -> None:
        if not isinstance(system, str):
            raise ConfigError(f"system must be a string, got {type(system).__name__}")
        if decision_mode not in (None, "native", "json"):
            raise ConfigError("decision_mode must be 'native', 'json' or None (probe)")
        if not isinstance(max_steps, int) or max_steps < 1:
            raise ConfigError("max_steps must be a positive integer")
        if model is None:
            from .models import connect

            model = connect()
        self.model = model
        toolset = tools if isinstance(tools, Toolset) else Toolset(tools)
        if allowed_tools is not None:  # a per-agent allow-list over a shared set of tools
            allowed = list(allowed_tools)
            unknown = [n for n in allowed if n not in toolset]
            if unknown:
                raise ConfigError(f"allowed_tools names unknown tools {unknown}; the tools are "
                                  f"{list(toolset.tools)}")
            toolset = Toolset([toolset[n] for n in allowed])
        self.toolset = toolset
        # what the model is sent: a budget, pins, summaries (False/None: the whole history)
        self.context = ContextManager() if context is True else (context or None)
        self.pinned = [str(p) for p in pinned]
        # long-term memory (agentnb.Memory): recalled into every request, written back
        self.memory = memory
        self.recall_k, self.recall_min_score = recall_k, recall_min_score
        self.system = system
        self.watchdog = Watchdog(max_steps=max_steps, max_tokens=max_tokens,
                                 max_seconds=max_seconds, max_repeats=max_repeats,
                                 max_format_errors=max_format_errors)
        self.decision_mode = decision_mode
        self.approve_all = approve_all
        self.max_reply_tokens = max_reply_tokens
        self.reuse_results = reuse_results
        # fill or correct a call's choices from the request (agentnb.grounding); None: in
        # JSON mode only, where the models are small
        self.ground_arguments = ground_arguments
        # when the model asks only for calls it already has the results of, ask it once
        # more in the same step without those tools; None: in JSON mode only, where the
        # models are small and copy their previous decision
        self.avoid_repeats = avoid_repeats
        self.runs_dir = Path(runs_dir)

    def __repr__(self) -> str:
        return (f"Agent(model={self.model!r}, tools={list(self.toolset.tools)}, "
                f"max_steps={self.watchdog.max_steps})")

    @property
    def mode(self) -> str:
        """The decision mode: forced here or on the model, else probed once."""
        if self.decision_mode:
            return self.decision_mode
        from .models.probe import decision_mode

        return decision_mode(self.model)

    def start(self, task: str, *, save_to: str | Path | bool | None = None) -> Run:
        """A new run of ``task``. Saved after every step to ``save_to`` (default: a new file
        under ``runs_dir``; ``False`` keeps it in memory only)."""
        if not isinstance(task, str) or not task.strip():
            raise ConfigError("task must be a non-empty string")
        run = Run(agent=self, task=task)
        if save_to is None or save_to is True:
            save_to = self.runs_dir / f"{time.strftime('%Y%m%d-%H%M%S')}-{run.id}.json"
        run.path = Path(save_to) if save_to else None
        run.messages = [{"role": "system", "content": self.system},
                        {"role": "user", "content": task}]
        run.context["pins"] = list(self.pinned)
        return run

    def request_options(self, mode: str, tool_choice: str, exclude: tuple[str, ...] = ()
                        ) -> dict[str, Any]:
        """Tools or decision schema for a request; built once per (mode, tool_choice,
        exclude)."""
        cache = self.__dict__.setdefault("_options", {})
        key = (mode, tool_choice, exclude, id(self.toolset))
        if key not in cache:
            cache[key] = dec.request_options(mode, self.toolset, tool_choice=tool_choice,
                                             exclude=exclude)
        return dict(cache[key])

    def needs_approval(self, call: ToolCall) -> bool:
        t = self.toolset.tools.get(call.name)
        return t is not None and (self.approve_all or t.requires_approval)


class Run(HumanControl, RepeatGuard):
    """The state of one task: messages, steps, and how it ended.

    ``run.step()`` does exactly one iteration and returns its Step; ``run.run()`` steps
    until the run finishes, stops, or waits for approval.
    """

    def __init__(self, agent: Agent | None, task: str, run_id: str | None = None) -> None:
        self.agent = agent
        self.id = run_id or uuid.uuid4().hex[:12]
        self.task = task
        self.messages: list[Message] = []
        self.steps: list[Step] = []
        self.finished = False
        self.stop_reason: str | None = None
        self.answer: str | None = None
        self.path: Path | None = None
        self.created = time.time()
        self.meta: dict[str, Any] = {}
        self._format_errors = 0
        self._nudged = False
        self._stop_requested = False
        self._lock = threading.RLock()
        self._rendered: tuple[Any, int, list[Message]] | None = None
        # context layers: messages[2:upto] are folded into summary; pins are always sent
        self.context: dict[str, Any] = {"upto": 2, "summary": [], "pins": [], "factor": 1.0,
                                        "version": 0}
        # ContextManager.count's memo: messages counted, the last of them, tokens, by whom
        self._counted: tuple[int, Any, float, str] = (0, None, 0.0, "estimate")
        # (steps counted, last step counted, usage, active seconds): a memo of step totals
        self._totals: tuple[int, Any, Usage, float] = (0, None, Usage(), 0.0)
        # written ahead while side-effect tools run: {"step": ..., "calls": [ids]}
        self._inflight: dict[str, Any] | None = None
        # results of side-effect calls dropped by rewind(), replayed instead of re-run
        self._replay: dict[str, dict[str, Any]] = {}
        # successful results by call signature, over the steps in _reusable_steps
        self._reusable: dict[str, tuple[int, ToolResult]] = {}
        self._reusable_steps: list[Step] = []

    # -- reading -------------------------------------------------------------------------
    @property
    def usage(self) -> Usage:
        """Tokens used by all steps so far."""
        n, last, _, _ = self._totals
        if n != len(self.steps) or (n and self.steps[-1] is not last):  # load, rewind, recover
            usage, seconds = Usage(), 0.0
            for s in self.steps:
                usage, seconds = usage + s.usage, seconds + s.timings.get("total", 0.0)
            self._totals = (len(self.steps), self.steps[-1] if self.steps else None, usage,
                            seconds)
        return self._totals[2]

    @property
    def active_seconds(self) -> float:
        """Time spent inside steps (not the time a user spent reading between them)."""
        _ = self.usage  # refreshes the totals
        return self._totals[3]

    def _count(self, step: Step) -> None:
        """Add the step just appended to the totals, if they were up to date before it."""
        n, last, usage, seconds = self._totals
        if n == len(self.steps) - 1 and (n == 0 or self.steps[-2] is last):
            self._totals = (n + 1, step, usage + step.usage,
                            seconds + step.timings.get("total", 0.0))

    @property
    def pending(self) -> list[ToolCall]:
        """Tool calls waiting for ``approve()`` or ``deny()``."""
        return list(self.steps[-1].pending) if self.steps else []

    def __repr__(self) -> str:
        state = self.stop_reason or ("finished" if self.finished else "running")
        return f"<Run {self.id} {state}, {len(self.steps)} steps, task={self.task[:40]!r}>"

    # -- stepping ------------------------------------------------------------------------
    def step(self, tool_choice: str = "auto", *, on_text: Callable[[str], Any] | None = None
             ) -> Step:
        """Do exactly one iteration and return its record.

        ``tool_choice`` steers this one decision: ``"auto"`` (the model chooses),
        ``"required"`` (some tool), ``"none"`` (answer now) or a tool's name (that tool,
        with arguments the model fills in). ``on_text`` receives the reply's text as it
        streams in, for a live view; usage still comes from the server.
        """
        with self._lock:
            agent = self._require_agent()
            dec.check_tool_choice(tool_choice, agent.toolset)
            if self._inflight:
                self._recover(agent)
            if self.finished:
                raise RunFinishedError(
                    f"run {self.id} has finished ({self.stop_reason}); start a new run, "
                    "or rewind(k) to continue from an earlier step")
            if self.pending:
                raise AgentnbError(
                    f"step {self.steps[-1].index} is waiting for approval of "
                    f"{', '.join(c.name for c in self.pending)}: call run.approve() or "
                    "run.deny(reason=...) first")
            t0 = time.perf_counter()
            step = Step(index=len(self.steps) + 1, started_at=time.time())
            try:
                self._think(agent, step, tool_choice, on_text)
            finally:
                step.timings["total"] = time.perf_counter() - t0
                step.timings["overhead"] = max(0.0, step.timings["total"]
                                               - step.timings.get("model", 0.0)
                                               - step.timings.get("probe", 0.0)
                                               - step.timings.get("tools", 0.0))
                self.steps.append(step)
                self._count(step)
                self._check_limits(agent, step)
                self.save()
            return step

    def _think(self, agent: Agent, step: Step, tool_choice: str,
               on_text: Callable[[str], Any] | None) -> None:
        t_model = time.perf_counter()
        try:
            step.mode = mode = agent.mode  # the first step may probe the endpoint
            step.timings["probe"] = time.perf_counter() - t_model
            options = agent.request_options(mode, tool_choice)
            if on_text is not None:
                options["on_text"] = on_text
            sent = self._prepare(agent, step, mode, options)
            t_model = time.perf_counter()
            reply = self._complete(agent, step, mode, sent, options)
            d = self._decide(agent, step, mode, reply)
            excluded: list[str] = []
            while again := self._just_repeated(agent, mode, tool_choice, d, excluded):
                excluded += again
                reply, d = self._decide_again(agent, step, mode, sent, tool_choice, options,
                                              reply, excluded)
        except EndpointError as exc:
            step.error = str(exc)
            self._finish(step, exc.stop_reason, str(exc))
            return
        finally:
            step.timings["model"] = time.perf_counter() - t_model
        step.reply = reply
        step.thought, step.tool_calls = d.thought, d.tool_calls
        assistant: Message = {"role": "assistant", "content": reply.message.get("content")}
        if mode == "json" and any(c.grounded for c in d.tool_calls):
            # the history shows the decision that ran; the model's own text stays in step.reply
            assistant["content"] = dec.json_text(d.tool_calls[0], d.thought)
        if d.tool_calls:
            assistant["tool_calls"] = [c.to_message() for c in d.tool_calls]
        if d.error is None or not d.empty:
            self.messages.append(assistant)
        if d.error is not None:
            self._on_format_error(agent, step, d)
        elif d.answer is not None:
            self._format_errors = 0
            step.answer = d.answer
            self._finish(step, StopReason.FINAL_ANSWER, answer=d.answer)
        else:
            self._format_errors = 0
            self._act(agent, step, d.tool_calls)

    def _complete(self, agent: Agent, step: Step, mode: str, sent: list[Message],
                  options: dict[str, Any]) -> Reply:
        """One model call; its usage is added to the step's."""
        try:
            reply = agent.model.complete(sent, max_tokens=agent.max_reply_tokens, **options)
        except ContextLengthExceeded as exc:
            if agent.context is None:
                raise
            # overflow recovery: compact hard, once, then give up with a clear reason
            step.context["overflow_retry"] = agent.context.recover(
                self, exc, step.context.get("tokens", 0)) or 0
            sent = self._render(mode, agent.toolset)  # compaction moved "upto": re-render
            reply = agent.model.complete(sent, max_tokens=agent.max_reply_tokens, **options)
        if agent.context is not None and "tokens" in step.context and step.redecided is None:
            agent.context.calibrate(self, step.context["tokens"], reply.usage.prompt_tokens)
        step.usage = step.usage + reply.usage
        return reply

    def _decide(self, agent: Agent, step: Step, mode: str, reply: Reply) -> dec.Decision:
        d = dec.decide(reply, mode, agent.toolset, call_prefix=f"call_{step.index}")
        if d.tool_calls and (agent.ground_arguments if agent.ground_arguments is not None
                             else mode == "json"):
            self._ground(agent, d.tool_calls)
        return d

    def _ground(self, agent: Agent, calls: list[ToolCall]) -> None:
        """Fill or correct choices the user's latest request names (agentnb.grounding)."""
        from .grounding import ground

        at = next((i for i in range(len(self.messages) - 1, 0, -1)
                   if self.messages[i]["role"] == "user"
                   and self.messages[i].get("agentnb") in (None, "injected")), 1)
        request = str(self.messages[at].get("content") or "")
        results = "\n".join(str(m.get("content") or "") for m in self.messages[at + 1:]
                            if m["role"] == "tool")
        for call in calls:
            t = agent.toolset.tools.get(call.name)
            if t is not None:
                ground(call, t, request, results)

    def _prepare(self, agent: Agent, step: Step, mode: str, options: dict[str, Any]
                 ) -> list[Message]:
        """Render the request; compact first if it would pass the context threshold."""
        if agent.memory is not None:
            recall_into(self, agent, step)
        sent = self._render(mode, agent.toolset)
        step.sent = len(self.messages)
        if agent.context is not None:
            # a json_schema constrains decoding (a grammar), it is not part of the prompt
            extra = options.get("tools")
            compacted, stats = agent.context.prepare(self, sent, extra)
            if compacted:  # "upto" moved, which the render cache keys on
                sent = self._render(mode, agent.toolset)
                stats["tokens"] = agent.context.count(self, sent, extra)
            stats["from"] = self.context["upto"]
            step.context.update(stats)
        return sent

    def _on_format_error(self, agent: Agent, step: Step, d: dec.Decision) -> None:
        step.error = d.error
        if d.empty:
            if self._nudged:
                self._finish(step, StopReason.EMPTY_REPLY, "the model replied with nothing twice")
                return
            self._nudged = True
            self.messages.append({"role": "user", "content": EMPTY_NUDGE, "agentnb": "nudge"})
            return
        self._format_errors += 1
        if self._format_errors >= agent.watchdog.max_format_errors:
            self._finish(step, StopReason.FORMAT_ERRORS,
                         f"{self._format_errors} unusable replies in a row: {d.error}")
            return
        self.messages.append({"role": "user", "content": d.error, "agentnb": "format_error"})

    def _act(self, agent: Agent, step: Step, calls: list[ToolCall]) -> None:
        if agent.watchdog.repeats(self, calls):
            step.error = f"the same call was requested {agent.watchdog.max_repeats} times in a row"
            self.messages.pop()  # the repeated request is not executed, so not kept
            self._finish(step, StopReason.REPEATED_CALL, step.error)
            return
        fresh = []
        for call in calls:
            recorded = self._replay.pop(call.signature(), None)
            earlier = None if recorded else self._earlier_result(call)
            if recorded:
                res = ToolResult.from_dict({**recorded, "call_id": call.id,
                                            "note": "replayed from the record after rewind"})
            elif earlier:
                res = repeat_result(call, *earlier)
            else:
                fresh.append(call)
                continue
            step.results.append(res)
            self.messages.append(res.to_message())
        ready = [c for c in fresh if not agent.needs_approval(c)]
        step.pending = [c for c in fresh if agent.needs_approval(c)]
        self._execute(step, ready)
        if step.pending:
            self.stop_reason = StopReason.AWAITING_APPROVAL

    def _execute(self, step: Step, calls: list[ToolCall]) -> None:
        if not calls:
            return
        toolset = self._require_agent().toolset
        if any(c.name in toolset and toolset[c.name].side_effects for c in calls):
            # Written ahead: if the process dies while these run, resume() knows they
            # started and asks before running a side effect again.
            self._inflight = {"step": step.to_dict(), "calls": [c.id for c in calls]}
            self.save()
        try:
            t0 = time.perf_counter()
            results = toolset.run(calls)
        except BaseException:  # Ctrl-C in a tool running inline: the next step() repairs it
            self._inflight = self._inflight or {"step": step.to_dict(),
                                                "calls": [c.id for c in calls]}
            raise
        self._inflight = None
        step.timings["tools"] = step.timings.get("tools", 0.0) + time.perf_counter() - t0
        step.results.extend(results)
        self.messages.extend(r.to_message() for r in results)

    def _check_limits(self, agent: Agent, step: Step) -> None:
        if self.finished or step.pending:
            return
        if self._stop_requested:
            self._finish(step, StopReason.STOPPED, "stopped by the user")
            return
        hit = agent.watchdog.after_step(self)
        if hit:
            self._finish(step, hit[0], hit[1])

    def _finish(self, step: Step, reason: str, why: str = "", answer: str | None = None) -> None:
        self.finished = True
        self.stop_reason = step.stop_reason = reason
        self.answer = answer if answer is not None else self._partial_answer(reason, why)
        if reason == StopReason.FINAL_ANSWER and answer:
            from .grounding import unsupported_numbers

            step.unsupported = unsupported_numbers(answer, [
                str(m.get("content") or "") for m in self.messages if m["role"] != "assistant"])
        if reason == StopReason.FINAL_ANSWER and self.agent and self.agent.memory is not None:
            write_back(self, self.agent, step)

    def _partial_answer(self, reason: str, why: str) -> str:
        """The best we have when stopping early: the last thing learned, and why we stopped."""
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

    def run(self, max_steps: int | None = None, *, on_step: Callable[[Step], Any] | None = None
            ) -> Run:
        """Step until finished, stopped or awaiting approval (at most ``max_steps`` more)."""
        for step in self.iter_steps(max_steps):
            if on_step is not None:
                on_step(step)
        return self

    def iter_steps(self, max_steps: int | None = None) -> Iterator[Step]:
        """Yield each step as it completes; ``run()`` drains this."""
        self._stop_requested = False
        n = 0
        while not self.finished and not self.pending and not self._stop_requested:
            if max_steps is not None and n >= max_steps:
                return
            yield self.step()
            n += 1
        if self._stop_requested and not self.finished:
            self.stop()

    def stop(self, reason: str = StopReason.STOPPED) -> None:
        """End the run from outside (another thread, a widget): takes effect between steps."""
        self._stop_requested = True
        if self._lock.acquire(blocking=False):
            try:
                if not self.finished and self.steps:
                    self._finish(self.steps[-1], reason, "stopped by the user")
                    self.save()
                elif not self.finished:
                    self.finished, self.stop_reason = True, reason
                    self.answer = self._partial_answer(reason, "stopped by the user")
                    self.save()
            finally:
                self._lock.release()

    # -- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return run_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], agent: Agent | None = None) -> Run:
        return run_from_dict(cls, data, agent)

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the run as JSON (atomically). ``path`` also becomes the run's file."""
        if path is not None:
            self.path = Path(path)
        if self.path is None:
            return None
        return write_json_atomic(self.path, run_to_dict(self, records=True))

    @classmethod
    def load(cls, path: str | Path, agent: Agent | None = None) -> Run:
        """Load a saved run. Without ``agent`` it is read-only; with one it can continue."""
        run = cls.from_dict(read_run_file(path), agent=agent)
        run.path = Path(path) if agent is not None else None
        return run

    # -- helpers -------------------------------------------------------------------------
    def _require_agent(self) -> Agent:
        if self.agent is None:
            raise AgentnbError(
                "this run was loaded read-only; load it with Run.load(path, agent=agent) "
                "to continue it")
        return self.agent

    def _render(self, mode: str, toolset: Toolset) -> list[Message]:
        """The request: the head (system + pins, task + summary) and the recent messages,
        rendered incrementally (between compactions the history only grows)."""
        cached = self._rendered
        n = len(self.messages)
        upto = min(self.context["upto"], n)
        key = (mode, upto, self.context["version"])
        if cached is None or cached[0] != key or cached[1] > n:
            head = head_messages(self)
            cached = (key, n, dec.render(head + self.messages[upto:], mode, toolset))
        elif cached[1] < n:
            new = [dec.render_message(m, mode, toolset) for m in self.messages[cached[1]:]]
            cached = (key, n, cached[2] + new)
        self._rendered = cached
        return list(cached[2])
