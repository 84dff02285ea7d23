"""The agent loop: ``Agent`` (configured by ``agent.AgentConfig``) starts runs; ``Run`` works
on one ``RunState``; ``run.step()`` is one iteration: render the request from the state,
call the model, turn the reply into a decision, let the policies act on it (one may have
the model asked again within the step: ``agentnb.policies``), run the requested tools (or
pause for approval), record, save. Failures become data on the Step; only the watchdog,
the endpoint being gone, or the user end a run."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from . import asking, control, draws, observe, refill, stages, subagents
from . import decision as dec
from .agent import AgentConfig
from .context import remember, request_of, request_parts
from .described import without_descriptions
from .errors import (
    AgentnbError,
    ConfigError,
    EndpointError,
    RunFinishedError,
)
from .policies import Turn, redecision, repair_of
from .privacy import redact
from .runstore import Mark, RunStore, open_store
from .saving import Saving
from .state import ContextState, Inflight, RunCache, RunState
from .types import Message, Reply, Step, StopReason, ToolCall, ToolResult, Usage

EMPTY_NUDGE = "Your last reply was empty. Decide on the next action now."


class Agent(AgentConfig):
    """What to run (see ``AgentConfig`` for the options); ``start`` makes a run of it."""

    def start(self, task: str, *, save_to: str | Path | RunStore | bool | None = None,
              run_id: str | None = None) -> Run:
        """A new run of ``task``, saved after every step to ``save_to``: a store or where one
        is (``agentnb.runstore.open_store``: ``x.json``, ``x.db``, ``redis://...``); by
        default the agent's ``store``; ``False`` keeps it in memory only."""
        if not isinstance(task, str) or not task.strip():
            raise ConfigError("task must be a non-empty string")
        system = f"{self.system}\n\n{self.output.note()}" if self.output else self.system
        state = RunState(id=run_id or uuid.uuid4().hex[:12], task=task, created=time.time(),
                         messages=[{"role": "system", "content": system},
                                   {"role": "user", "content": task}],
                         context=ContextState(pins=list(self.pinned)))
        run = Run(self, state=state)
        run.store = self.store if save_to is None or save_to is True else (
            open_store(save_to) if save_to else None)
        return run


def _state_field(name: str, doc: str) -> Any:
    return property(lambda self: getattr(self.state, name),
                    lambda self, value: setattr(self.state, name, value), doc=doc)


class Run(Saving):
    """One task being worked on: a ``RunState`` (``run.state``, all that is saved) and the
    agent that steps it.

    ``run.step()`` does exactly one iteration and returns its Step; ``run.run()`` steps
    until the run finishes, stops, or waits for approval. ``run.messages``, ``run.steps``
    and the other fields below read and write ``run.state``.
    """

    id = _state_field("id", "The run's id.")
    task = _state_field("task", "The task it was started with.")
    created = _state_field("created", "When it was started (epoch seconds).")
    messages = _state_field("messages", "The history, in OpenAI's message format.")
    steps = _state_field("steps", "The Step records.")
    finished = _state_field("finished", "True once it ended (answer, limit or stop).")
    stop_reason = _state_field("stop_reason", "Why it ended, or awaits approval.")
    answer = _state_field("answer", "The final answer, or the best partial one and why.")
    context = _state_field("context", "Pins, summary and recalled memories (ContextState).")

    def __init__(self, agent: AgentConfig | None, task: str = "", run_id: str | None = None, *,
                 state: RunState | None = None) -> None:
        self.agent = agent
        self.state = state if state is not None else RunState(
            id=run_id or uuid.uuid4().hex[:12], task=task, created=time.time())
        self.store: RunStore | None = None  # where it is saved (agentnb.runstore)
        self._mark, self._rewritten = Mark(), False  # what the store has; must save it all
        self.cache = RunCache()  # derived from the state; never saved
        self._lock = threading.RLock()
        self._children: dict[str, Run] = {}  # sub-agent runs started here (agentnb.subagents)
        self.step_into = False  # a sub-agent call waits for its child to be stepped by hand
        self._stop_requested = False

    # -- reading -------------------------------------------------------------------------
    @property
    def usage(self) -> Usage:
        """Tokens used by all steps so far."""
        return self.cache.totals_of(self.state.steps)[0]

    @property
    def active_seconds(self) -> float:
        """Time spent inside steps (not the time a user spent reading between them)."""
        return self.cache.totals_of(self.state.steps)[1]

    @property
    def pending(self) -> list[ToolCall]:
        """Tool calls waiting for ``approve()`` or ``deny()``."""
        return self.state.pending

    @property
    def children(self) -> list[Run]:
        """The runs its sub-agent calls started (``agentnb.subagents``)."""
        return subagents.children(self)

    @property
    def output(self) -> Any:
        """The final answer as the agent's ``output_type`` (validated); None without one,
        or before the run answered."""
        agent = self._require_agent()
        if agent.output is None or self.state.stop_reason != StopReason.FINAL_ANSWER:
            return None
        return agent.output.parse(self.state.answer or "")

    def request(self, step: Step) -> list[Message]:
        """Exactly the messages the model was sent for ``step.reply`` (later pins,
        compactions and memories do not change it)."""
        return request_of(self.state, step)

    def __repr__(self) -> str:
        state = self.state.stop_reason or ("finished" if self.state.finished else "running")
        return redact(f"<Run {self.id} {state}, {len(self.state.steps)} steps, "
                      f"task={self.state.task[:40]!r}>")

    def _repr_html_(self) -> str:
        from .render import run_html

        return run_html(self)

    # -- stepping ------------------------------------------------------------------------
    def step(self, tool_choice: str = "auto", *, on_text: Callable[[str], Any] | None = None,
             on_call: Callable[[str], Any] | None = None) -> Step:
        """Do exactly one iteration and return its record.

        ``tool_choice`` steers this one decision: ``"auto"`` (the model chooses),
        ``"required"`` (some tool), ``"none"`` (answer now) or a tool's name (that tool,
        with arguments the model fills in). ``on_text`` receives the reply's text as it
        streams in, for a live view; usage still comes from the server. ``on_call``
        receives the name of each model call of the step before it is made: ``"decide"``
        in native mode, a JSON-mode stage (``"choose"``, ``"fill"``, ``"more"``,
        ``"also"``, ``"answer"``; a draw as ``"answer draw 2"``: ``agentnb.draws``), so a
        live view can tell one call's text from the next. A call made because a policy
        asked the model again says which (``"choose, asked again by check_choice"``).
        """
        with self._lock:
            agent = self._require_agent()
            dec.check_tool_choice(tool_choice, agent.toolset)
            if self.state.inflight:
                self._recover(agent)
            if self.state.finished:
                raise RunFinishedError(
                    f"run {self.id} has finished ({self.state.stop_reason}); start a new run, "
                    "or rewind(k) to continue from an earlier step")
            if self.pending:
                raise AgentnbError(
                    f"step {self.state.steps[-1].index} is waiting for approval of "
                    f"{', '.join(c.name for c in self.pending)}: call run.approve() or "
                    "run.deny(reason=...) first")
            t0 = time.perf_counter()
            step = Step(index=len(self.state.steps) + 1, started_at=time.time())
            try:
                with subagents.stepping(self, step):  # trace id; sub-agent calls: children
                    self._think(agent, step, tool_choice, on_text, on_call)
            finally:
                t = step.timings
                t["total"] = time.perf_counter() - t0
                t["overhead"] = max(0.0, t["total"] - t.get("model", 0.0) - t.get("probe", 0.0)
                                    - t.get("tools", 0.0))
                self.state.steps.append(step)
                self._check_limits(agent, step)
                self.save(full=False)
                observe.emit(self.state, step)  # logs, and spans when instrumented
            return step

    def _think(self, agent: AgentConfig, step: Step, tool_choice: str,
               on_text: Callable[[str], Any] | None,
               on_call: Callable[[str], Any] | None) -> None:
        t_model = time.perf_counter()
        try:
            # the first step may probe the endpoint
            mode, schema, streams = agent.resolve_mode()
            step.mode = mode
            step.timings["probe"] = time.perf_counter() - t_model
            turn = Turn(self.state, self.cache, step, agent.toolset, mode, tool_choice,
                        calls_per_step=agent.calls_per_step)
            options = agent.request_options(mode, tool_choice)
            # an endpoint that streams gets on_text; otherwise it gets each reply's text
            if on_text is not None and streams:
                options["on_text"] = on_text
            after_text = None if streams else on_text
            sent = asking.prepare(self.state, self.cache, agent, step, mode, options)
            t_model = time.perf_counter()
            reply, d = self._ask(agent, turn, sent, options, schema, after_text,
                                 on_call=on_call)
            while (redo := redecision(agent.policies, turn, d)) is not None:
                # ask again within this step; the replies set aside are kept
                done = step.redecided or {"rejected": []}
                step.redecided = {"rejected": [*done["rejected"], reply.to_dict()],
                                  "excluded": list(redo.exclude), "note": redo.note,
                                  "by": redo.by, **({"required": True} if redo.required
                                                    else {})}
                turn.excluded = list(redo.exclude)
                if redo.plain and dec.style_of(mode, agent.toolset) == "json":
                    for name, keys in redo.plain.items():  # rendered without descriptions
                        turn.plain[name] = [*turn.plain.get(name, []), *keys]
                    sent = asking.rendered(self.state, self.cache, agent, step, mode,
                                           turn.plain)
                if redo.required:
                    turn.tool_choice = "required"
                    options = {**options, **agent.request_options(mode, "required")}
                again = None if on_call is None else \
                    (lambda name, by=redo.by: on_call(f"{name}, asked again by {by}"))
                reply, d = self._ask(agent, turn, sent, options, schema, after_text, redo.note,
                                     again, choosing=redo.choosing)
        except EndpointError as exc:
            step.error = str(exc)
            step.reply = getattr(exc, "reply", None)  # what arrived of a broken stream
            self._finish(step, exc.stop_reason, str(exc))
            return
        finally:
            step.timings["model"] = time.perf_counter() - t_model
        if d.answer is not None and agent.output is not None:
            d = agent.output.check(d)  # JSON of the output type, or an error the model reads
        step.reply = reply
        d.tool_calls, refused = d.with_refused()  # refused: recorded, answered, not run
        step.thought, step.tool_calls = d.thought, d.tool_calls
        if d.error is None or not d.empty:
            self.state.messages.append(dec.history_message(reply, d, mode))
        if d.error is not None:
            self._on_format_error(agent, step, d)
        elif d.answer is not None:
            self.state.format_errors = 0
            step.answer = d.answer
            for policy in agent.policies:
                policy.on_answer(turn, d.answer)
            self._finish(step, StopReason.FINAL_ANSWER, answer=d.answer)
        else:
            self.state.format_errors = 0
            self._act(agent, turn, d.tool_calls, refused)

    def _ask(self, agent: AgentConfig, turn: Turn, sent: list[Message],
             options: dict[str, Any], schema: bool, after_text: Callable[[str], Any] | None,
             note: str | None = None, on_call: Callable[[str], Any] | None = None, *,
             choosing: bool = False) -> tuple[Reply, dec.Decision]:
        """One decision: one model call in native mode; in JSON mode the stages of
        ``agentnb.stages`` (earlier stages' replies go to ``step.stages``). ``note`` is
        added to the request (in JSON mode to the choose stage's alone where it is about
        ``choosing``); tools ``turn.excluded`` are left out. ``on_call`` is told
        each call's name before it is made (``step``)."""
        step, prefix = turn.step, f"call_{turn.step.index}"
        streaming = {"on_text": options["on_text"]} if "on_text" in options else {}
        if dec.style_of(turn.mode, agent.toolset) == "json":
            def complete(messages: list[Message], opts: dict[str, Any], n: str, stage: str
                         ) -> Reply:
                if on_call is not None:
                    on_call(f"{stage} draw {opts['seed']}" if "seed" in opts else stage)
                return asking.complete(self.state, self.cache, agent, step, turn.mode,
                                       messages, {**opts, **streaming}, after_text, n, stage,
                                       turn.plain)

            toolset = without_descriptions(agent.toolset, turn.plain) if turn.plain \
                else agent.toolset
            repair = repair_of(agent.policies, turn)
            staged = stages.decide_staged(
                complete, sent, toolset, tool_choice=turn.tool_choice, exclude=turn.excluded,
                note=note, choice_note=choosing, calls_per_step=agent.calls_per_step,
                schema=schema, prefix=prefix,
                request=turn.request()[0] if agent.calls_per_step > 1 else "",
                served=turn.called() if agent.calls_per_step > 1 else (),
                answer_schema=agent.output.schema if agent.output else None,
                answer_messages=lambda: stages.answer_request(
                    *request_parts(self.state, step), typed=agent.output is not None),
                answer_draws=agent.answer_draws if agent.model.seeded else 0,
                answer_check=lambda: draws.answer_check(turn),
                repair=repair if agent.calls_per_step > 1 else None,
                refill=refill.asker(turn.said(), turn.request()[0], repair,
                                    agent.refill == "any")
                if agent.refill and turn.first_of_request() else None)
            last = staged.stages[staged.reply_at]
            step.stages.extend(s.to_dict() for s in staged.stages if s is not last)
            if step.request is not None:
                step.request.update(note=last.note, stage=last.name)
                if last.sampling:
                    step.request["sampling"] = last.sampling
            return last.reply, staged.decision
        if turn.excluded:
            options = {**agent.request_options(turn.mode, turn.tool_choice,
                                               tuple(turn.excluded)), **streaming}
        if agent.output and schema and not options.get("tools"):  # it can only answer: typed
            options = {**options, "json_schema": agent.output.schema}
        if step.request is not None:
            step.request["note"] = note
        if on_call is not None:
            on_call("decide")
        reply = asking.complete(self.state, self.cache, agent, step, turn.mode,
                                dec.with_note(sent, note), options, after_text, note)
        return reply, dec.decide(reply, agent.toolset, call_prefix=prefix,
                                 typed=agent.output is not None)

    def _on_format_error(self, agent: AgentConfig, step: Step, d: dec.Decision) -> None:
        step.error = d.error
        if d.empty:
            if self.state.nudged:
                self._finish(step, StopReason.EMPTY_REPLY, "the model replied with nothing twice")
                return
            self.state.nudged = True
            self.state.messages.append({"role": "user", "content": EMPTY_NUDGE, "agentnb": "nudge"})
            return
        self.state.format_errors += 1
        if self.state.format_errors >= agent.watchdog.max_format_errors:
            self._finish(step, StopReason.FORMAT_ERRORS,
                         f"{self.state.format_errors} unusable replies in a row: {d.error}")
            return
        self.state.messages.append({"role": "user", "content": d.error, "agentnb": "format_error"})

    def _act(self, agent: AgentConfig, turn: Turn, calls: list[ToolCall],
             refused: dict[str, ToolResult]) -> None:
        step = turn.step
        if agent.watchdog.repeats(self.state.steps, calls):
            step.error = f"the same call was requested {agent.watchdog.max_repeats} times in a row"
            self.state.messages.pop()  # the repeated request is not executed, so not kept
            self._finish(step, StopReason.REPEATED_CALL, step.error)
            return
        fresh = []
        for call in calls:
            recorded = None if call.id in refused else self.state.replay.pop(call.signature(), None)
            res: ToolResult | None = refused.get(call.id) or (ToolResult.from_dict(
                {**recorded, "call_id": call.id, "note": "replayed from the record after rewind"}
            ) if recorded else next((r for p in agent.policies
                                     if (r := p.on_call(turn, call)) is not None), None))
            if res is None:
                fresh.append(call)
                continue
            step.results.append(res)
            self.state.messages.append(res.to_message())
        ready = [c for c in fresh if not agent.needs_approval(c)]
        step.pending = [c for c in fresh if agent.needs_approval(c)]
        self._execute(step, ready)
        if step.pending:
            self.state.stop_reason = StopReason.AWAITING_APPROVAL

    def _execute(self, step: Step, calls: list[ToolCall]) -> None:
        if not calls:
            return
        toolset = self._require_agent().toolset
        if any(c.name in toolset and (toolset[c.name].side_effects or toolset[c.name].resumes)
               for c in calls):  # written ahead: after a crash, resume() knows they started
            # (and asks before running a side effect again)
            self.state.inflight = Inflight(Step.from_dict(step.to_dict()), [c.id for c in calls])
            self.save(full=False)
        try:
            t0 = time.perf_counter()
            results = toolset.run(calls, self._require_agent().cache)
        except BaseException:  # Ctrl-C in a tool running inline: the next step() repairs it
            self.state.inflight = self.state.inflight or Inflight(
                Step.from_dict(step.to_dict()), [c.id for c in calls])
            raise
        self.state.inflight = None
        step.timings["tools"] = step.timings.get("tools", 0.0) + time.perf_counter() - t0
        waiting = {r.call_id for r in results if r.waiting}  # a child waits for approval
        results = [r for r in results if not r.waiting]
        step.pending.extend(c for c in calls if c.id in waiting)
        step.results.extend(results)
        self.state.messages.extend(r.to_message() for r in results)

    def _check_limits(self, agent: AgentConfig, step: Step) -> None:
        if self.state.finished or step.pending:
            return
        if self._stop_requested:
            self._finish(step, StopReason.STOPPED, "stopped by the user")
            return
        hit = agent.watchdog.after_step(self.state.steps, self.usage, self.active_seconds)
        if hit:
            self._finish(step, hit[0], hit[1])

    def _finish(self, step: Step, reason: str, why: str = "", answer: str | None = None) -> None:
        self.state.finished = True
        self.state.stop_reason = step.stop_reason = reason
        self.state.answer = answer if answer is not None else self.state.partial_answer(reason, why)
        if reason == StopReason.FINAL_ANSWER and self.agent and self.agent.memory is not None:
            remember(self.state, step, self.agent.memory)

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
        while not self.state.finished and not self.pending and not self._stop_requested:
            if max_steps is not None and n >= max_steps:
                return
            yield self.step()
            n += 1
        if self._stop_requested and not self.state.finished:
            self.stop()

    def stop(self, reason: str = StopReason.STOPPED) -> None:
        """End the run from outside (another thread, a widget): takes effect between steps."""
        self._stop_requested = True
        if self._lock.acquire(blocking=False):
            try:
                if not self.state.finished and self.state.steps:
                    self._finish(self.state.steps[-1], reason, "stopped by the user")
                elif not self.state.finished:
                    self.state.finished, self.state.stop_reason = True, reason
                    self.state.answer = self.state.partial_answer(reason, "stopped by the user")
                self.save()
            finally:
                self._lock.release()

    # -- what a person does besides stepping (agentnb.control) ---------------------------
    def approve(self, ids: str | Iterable[str] | None = None,
                arguments: dict[str, dict[str, Any]] | None = None) -> list[ToolResult]:
        """Run waiting tool calls (all, or those with these ids), optionally with edited
        arguments ``{call_id: {...}}``. Returns their results."""
        with self._lock:
            chosen = control.take_pending(self.state, ids, arguments)
            if arguments:  # edits rewrite history
                self.cache, self._rewritten = RunCache(), True
            step = self.state.steps[-1]
            before = len(step.results)
            with subagents.stepping(self, step, frozenset(c.id for c in chosen)):
                self._execute(step, chosen)
            self._after_decision(step)
            observe.emit_approved(self.state, step, step.results[before:])
            return step.results[before:]

    def deny(self, reason: str = "denied by the user", ids: str | Iterable[str] | None = None
             ) -> None:
        """Refuse waiting tool calls; the model sees ``reason`` as the calls' error."""
        with self._lock:
            control.deny(self.state, reason, ids)
            self._after_decision(self.state.steps[-1])

    def _after_decision(self, step: Step) -> None:
        if not step.pending:
            self.state.stop_reason = None
            self._check_limits(self._require_agent(), step)
        self.save()

    def rewind(self, k: int) -> Run:
        """Go back to just after step ``k`` (0 = before the first step): later steps are
        dropped; recorded side-effect results are kept, not run again."""
        self._change(control.rewind, k, self.agent.side_effects() if self.agent else set())
        return self

    def _recover(self, agent: AgentConfig) -> None:
        """Finish a step the process died in (``control.recover``) and run what may run."""
        step, again = control.recover(self.state, agent.side_effects())
        with subagents.stepping(self, step):
            self._execute(step, again)
        if not step.pending:
            self._check_limits(agent, step)
        self.save()

    def resume(self, max_steps: int | None = None) -> Run:
        """Continue a run loaded after a crash or a kernel restart (``Run.load(path,
        agent=...)``): repair an interrupted step, then ``run()``. Completed steps are never
        redone; a side-effect call that may have started waits for ``approve()``."""
        with self._lock:
            if self.state.inflight:
                self._recover(self._require_agent())
        return self.run(max_steps)

    def inject(self, content: str) -> None:
        """Add a user message between steps; the next step sends it (marked in the record)."""
        self._change(control.inject, content)

    def set_system(self, content: str) -> None:
        """Replace the system prompt for the next steps (marked edited in the transcript)."""
        self._change(control.set_system, content)

    def pin(self, fact: str) -> None:
        """A fact sent with every request from now on, never dropped by compaction."""
        self._change(control.pin, fact)

    def edit_result(self, call_id: str, content: str) -> ToolResult:
        """Replace a result of the last step before the model reads it (``control``)."""
        return self._change(control.edit_result, call_id, content, in_place=True)

    def _change(self, change: Callable[..., Any], *args: Any, in_place: bool = False) -> Any:
        with self._lock:  # a stop asked during an earlier step was applied then: drop it
            out, self._stop_requested = change(self.state, *args), False
            self.cache = RunCache() if in_place else self.cache  # memos see appends only
            self.save()  # whole: a change may rewrite any record
            return out

    def _require_agent(self) -> AgentConfig:
        if self.agent is None:
            raise AgentnbError(
                "this run was loaded read-only; load it with Run.load(path, agent=agent) "
                "to continue it")
        return self.agent
