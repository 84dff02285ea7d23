"""What a person does to a run besides stepping it: approve or deny waiting tool calls,
rewind or fork to an earlier step, and resume after a crash. Mixed into ``Run``."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import AgentnbError, ConfigError
from .tools import error_result
from .types import Step, StopReason, ToolCall, Usage

if TYPE_CHECKING:
    from .loop import Agent, Run


class HumanControl:
    """Approvals, rewind/fork and crash recovery (state lives on ``Run``)."""

    if TYPE_CHECKING:  # provided by Run
        agent: Agent | None
        steps: list[Step]
        messages: list[dict[str, Any]]
        finished: bool
        stop_reason: str | None
        answer: str | None
        path: Path | None
        _inflight: dict[str, Any] | None
        _replay: dict[str, dict[str, Any]]
        _totals: tuple[int, Any, Usage, float]
        _lock: Any
        _format_errors: int
        _nudged: bool
        _rendered: Any
        context: dict[str, Any]
        pending: list[ToolCall]

        def _require_agent(self) -> Agent: ...
        def _execute(self, step: Step, calls: list[ToolCall]) -> None: ...
        def _check_limits(self, agent: Agent, step: Step) -> None: ...
        def save(self, path: str | Path | None = None) -> Path | None: ...
        def to_dict(self) -> dict[str, Any]: ...
        def run(self, max_steps: int | None = None) -> Run: ...

    # -- approvals -----------------------------------------------------------------------
    def approve(self, ids: str | Iterable[str] | None = None,
                arguments: dict[str, dict[str, Any]] | None = None) -> list[Any]:
        """Run waiting tool calls (all, or those with these ids), optionally with edited
        arguments ``{call_id: {...}}``. Returns their results."""
        with self._lock:
            chosen = self._take_pending(ids)
            for call in chosen:
                if arguments and call.id in arguments:
                    if not isinstance(arguments[call.id], dict):
                        raise ConfigError("edited arguments must be a dict")
                    call.arguments = dict(arguments[call.id])
            step = self.steps[-1]
            before = len(step.results)
            self._execute(step, chosen)
            self._after_decision(step)
            return step.results[before:]

    def deny(self, reason: str = "denied by the user", ids: str | Iterable[str] | None = None
             ) -> None:
        """Refuse waiting tool calls; the model sees ``reason`` as the calls' error."""
        with self._lock:
            step = self.steps[-1] if self.steps else None
            for call in self._take_pending(ids):
                res = error_result(call, f"the user denied this call: {reason}")
                assert step is not None
                step.results.append(res)
                self.messages.append(res.to_message())
            if step is not None:
                self._after_decision(step)

    def _take_pending(self, ids: str | Iterable[str] | None) -> list[ToolCall]:
        if not self.pending:
            raise AgentnbError("no tool call is waiting for approval")
        step = self.steps[-1]
        wanted = None if ids is None else ({ids} if isinstance(ids, str) else set(ids))
        if wanted is not None and wanted - {c.id for c in step.pending}:
            raise AgentnbError(f"no waiting call with id {sorted(wanted)}; waiting: "
                               f"{[c.id for c in step.pending]}")
        chosen = [c for c in step.pending if wanted is None or c.id in wanted]
        step.pending = [c for c in step.pending if c not in chosen]
        return chosen

    def _after_decision(self, step: Step) -> None:
        if not step.pending:
            self.stop_reason = None
            self._check_limits(self._require_agent(), step)
        self.save()

    # -- rewinding -----------------------------------------------------------------------
    def rewind(self, k: int) -> Run:
        """Go back to just after step ``k`` (0 = before the first step): later steps and
        their messages are dropped; recorded tool results are kept, not re-run."""
        with self._lock:
            if not 0 <= k <= len(self.steps):
                raise ConfigError(f"rewind(k) needs 0 <= k <= {len(self.steps)}")
            keep = self.steps[k].sent if k < len(self.steps) else len(self.messages)
            toolset = self._require_agent().toolset if self.agent else None
            for s in self.steps[k:]:
                for c, r in s.calls_with_results():
                    if toolset and c.name in toolset and toolset[c.name].side_effects and r.ok:
                        self._replay[c.signature()] = r.to_dict()
            self.steps = self.steps[:k]
            if self.steps and not self.steps[-1].pending:
                self.steps[-1].stop_reason = None
            self.messages = self.messages[:keep]
            if self.context["upto"] > keep:  # folded turns were dropped: fold again later
                self.context.update(upto=2, summary=[])
                self.context["version"] += 1
            self.finished, self.stop_reason, self.answer = False, None, None
            if self.steps and self.steps[-1].pending:
                self.stop_reason = StopReason.AWAITING_APPROVAL
            self._format_errors, self._nudged, self._rendered = 0, False, None
            self.save()
            return self

    def fork(self, k: int | None = None, *, save_to: str | Path | bool | None = False) -> Run:
        """A copy of this run as it was after step ``k`` (default: now), with a new id."""
        other = type(self).from_dict(self.to_dict(), agent=self.agent)
        other.id = uuid.uuid4().hex[:12]
        other.path = Path(save_to) if save_to else None
        if k is not None:
            other.rewind(k)
        return other

    def _recover(self, agent: Agent) -> None:
        """Finish the record of a step the process died in while its tools ran: calls
        without side effects run again; those with side effects wait for approval."""
        inflight, self._inflight = self._inflight, None
        assert inflight is not None
        step = Step.from_dict(inflight["step"])
        answered = {m.get("tool_call_id") for m in self.messages if m["role"] == "tool"}
        again = [c for c in step.tool_calls if c.id in inflight["calls"] and c.id not in answered]
        risky = [c for c in again if c.name in agent.toolset and agent.toolset[c.name].side_effects]
        step.pending = risky
        step.error = (f"the process stopped while tools ran; {len(risky)} call(s) with side "
                      "effects may have run: approve() to run them again, or deny()")
        if self.steps and self.steps[-1].index == step.index:
            self.steps[-1] = step  # it died while running approved calls
        else:
            self.steps.append(step)
        self._execute(step, [c for c in again if c not in risky])
        if risky:
            self.stop_reason = StopReason.AWAITING_APPROVAL
        else:
            self._check_limits(agent, step)
        self.save()

    def resume(self, max_steps: int | None = None) -> Run:
        """Continue a run loaded after a crash or a kernel restart (``Run.load(path,
        agent=...)``): repair an interrupted step, then ``run()``. Completed steps are never
        redone; a side-effect call that may have started waits for ``approve()``."""
        with self._lock:
            if self._inflight:
                self._recover(self._require_agent())
        return self.run(max_steps)

    # -- reading and steering ------------------------------------------------------------
    def _repr_html_(self) -> str:
        from .render import run_html

        return run_html(self)

    def widget(self) -> Any:
        """A Stepper panel for this run (needs ``agentnb[widgets]``)."""
        from .widgets import Stepper

        return Stepper(self)

    def inject(self, content: str) -> None:
        """Add a user message between steps; the next step sends it (marked in the record)."""
        if not isinstance(content, str) or not content.strip():
            raise ConfigError("inject() needs a non-empty string")
        with self._lock:
            if self.pending:
                raise AgentnbError("approve() or deny() the waiting tool calls first")
            self.messages.append({"role": "user", "content": content, "agentnb": "injected"})
            if self.finished:  # a new instruction reopens a finished run
                self.finished, self.stop_reason = False, None
            self.save()

    def set_system(self, content: str) -> None:
        """Replace the system prompt for the next steps; the transcript marks it edited.
        Local servers then re-read the whole prompt once, since its prefix changed."""
        if not isinstance(content, str):
            raise ConfigError("the system prompt must be a string")
        with self._lock:
            self.messages[0] = {"role": "system", "content": content, "agentnb": "edited"}
            self.context["version"] += 1
            self.save()

    def pin(self, fact: str) -> None:
        """A fact sent with every request from now on, never dropped by compaction."""
        if not isinstance(fact, str) or not fact.strip():
            raise ConfigError("pin() needs a non-empty string")
        with self._lock:
            self.context["pins"].append(fact)
            self.context["version"] += 1
            self.save()
