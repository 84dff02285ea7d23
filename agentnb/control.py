"""What a person does to a run besides stepping it, as functions over its ``RunState``:
choose or refuse waiting tool calls, rewind to an earlier step, add a message, a pin or a
new system prompt, and work out how to finish a step a crash interrupted.

Running tools and saving are the loop's business: ``Run.approve()``, ``Run.rewind()`` and
the others call these under the run's lock, then run what is to run and save.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from .decision import calls_text
from .errors import AgentnbError, ConfigError
from .state import RunState
from .tools import error_result
from .types import Step, StopReason, ToolCall, ToolResult


def take_pending(state: RunState, ids: str | Iterable[str] | None = None,
                 arguments: dict[str, dict[str, Any]] | None = None) -> list[ToolCall]:
    """Remove the waiting calls chosen by ``ids`` (all when ``None``) from the last step's
    ``pending``, with ``arguments`` edited by call id, and return them."""
    if not state.pending:
        if state.finished and state.steps and state.steps[-1].pending:
            raise AgentnbError(
                f"run {state.id} has ended ({state.stop_reason}): the "
                f"{len(state.steps[-1].pending)} call(s) that waited for approval were not "
                f"run and cannot be approved now; rewind({len(state.steps)}) reopens them")
        raise AgentnbError("no tool call is waiting for approval")
    step = state.steps[-1]
    wanted = None if ids is None else ({ids} if isinstance(ids, str) else set(ids))
    if wanted is not None and wanted - {c.id for c in step.pending}:
        raise AgentnbError(f"no waiting call with id {sorted(wanted)}; waiting: "
                           f"{[c.id for c in step.pending]}")
    if any(not isinstance(edited, dict) for edited in (arguments or {}).values()):
        raise ConfigError("edited arguments must be a dict")
    chosen = [c for c in step.pending if wanted is None or c.id in wanted]
    step.pending = [c for c in step.pending if c not in chosen]
    for call in chosen:
        if arguments and call.id in arguments and arguments[call.id] != call.arguments:
            if call.edited is None:  # the model's own arguments, kept through later edits
                call.edited = call.arguments
            call.arguments = dict(arguments[call.id])
            _show_edit(state, step, call)
    return chosen


def _show_edit(state: RunState, step: Step, call: ToolCall) -> None:
    """The history the model reads next shows the call as it ran, marked edited."""
    for i in range(step.sent, len(state.messages)):
        m = state.messages[i]
        calls = m.get("tool_calls") or []
        if m["role"] == "assistant" and any(c.get("id") == call.id for c in calls):
            m = {**m, "agentnb": "edited",
                 "tool_calls": [call.to_message() if c.get("id") == call.id else c
                                for c in calls]}
            if step.mode == "json":  # there the model reads its decision's JSON text
                m["content"] = calls_text([call if c.id == call.id else c
                                           for c in step.tool_calls])
            state.messages[i] = m
            return


def deny(state: RunState, reason: str, ids: str | Iterable[str] | None = None) -> None:
    """Refuse waiting tool calls; the model sees ``reason`` as the calls' error."""
    for call in take_pending(state, ids):  # raises unless the last step has waiting calls
        res = error_result(call, f"the user denied this call: {reason}")
        state.steps[-1].results.append(res)
        state.messages.append(res.to_message())


def rewind(state: RunState, k: int, side_effects: Collection[str]) -> None:
    """Go back to just after step ``k`` (0 = before the first step): later steps and their
    messages are dropped; successful results of tools with ``side_effects`` are kept in
    ``replay``, to be answered from the record if the model makes the same call again."""
    if not 0 <= k <= len(state.steps):
        raise ConfigError(f"rewind(k) needs 0 <= k <= {len(state.steps)}")
    keep = state.steps[k].sent if k < len(state.steps) else len(state.messages)
    for s in state.steps[k:]:
        for c, r in s.calls_with_results():
            if c.name in side_effects and r.ok:
                state.replay[c.signature()] = r.to_dict()
    state.steps = state.steps[:k]
    if state.steps and not state.steps[-1].pending:
        state.steps[-1].stop_reason = None
    state.messages = state.messages[:keep]
    if state.context.upto > keep:  # folded turns were dropped: fold again later
        state.context.upto, state.context.summary = 2, []
    state.finished, state.stop_reason, state.answer = False, None, None
    if state.steps and state.steps[-1].pending:
        state.stop_reason = StopReason.AWAITING_APPROVAL
    state.format_errors, state.nudged = 0, False


def recover(state: RunState, side_effects: Collection[str]) -> tuple[Step, list[ToolCall]]:
    """Finish the record of a step the process died in while its tools ran. Returns the
    step (now the last one) and the calls to run again: those without side effects; those
    with side effects join the calls that were already waiting for approval (never run
    without one)."""
    inflight, state.inflight = state.inflight, None
    assert inflight is not None
    step = inflight.step
    # only this step's results count: a model may reuse the ids of earlier steps
    answered = {m.get("tool_call_id") for m in state.messages[step.sent:] if m["role"] == "tool"}
    again = [c for c in step.tool_calls if c.id in inflight.calls and c.id not in answered
             and c not in step.pending]
    risky = [c for c in again if c.name in side_effects]
    step.pending = [*step.pending, *risky]
    step.error = (f"the process stopped while tools ran; {len(risky)} call(s) with side "
                  "effects may have run: approve() to run them again, or deny()")
    if state.steps and state.steps[-1].index == step.index:
        state.steps[-1] = step  # it died while running approved calls
    else:
        state.steps.append(step)
    if risky:
        state.stop_reason = StopReason.AWAITING_APPROVAL
    return step, [c for c in again if c not in risky]


def edit_result(state: RunState, call_id: str, content: str) -> ToolResult:
    """Replace what a tool call of the last step returned, before the next step reads it
    (to see what the model would have done with another result). ``ToolResult.edited``
    keeps what the tool returned; the history the model reads next shows the edit. An
    earlier step's result cannot change under the steps decided on it: ``rewind`` to it
    first."""
    if not isinstance(content, str):
        raise ConfigError("edit_result() needs the new result as a string")
    if not state.steps:
        raise AgentnbError("no step has run yet: there is no result to edit")
    step = state.steps[-1]
    if state.finished:
        raise AgentnbError(f"run {state.id} has ended ({state.stop_reason}): rewind(k) to the "
                           "step whose result you edit, then edit and step again")
    res = next((r for r in step.results if r.call_id == call_id), None)
    if res is None:
        earlier = [s.index for s in state.steps[:-1] if any(r.call_id == call_id
                                                            for r in s.results)]
        where = (f"it belongs to step {earlier[-1]}: rewind({earlier[-1]}) first, so that no "
                 "later step rests on the old result") if earlier else \
            f"the last step's results are {[r.call_id for r in step.results]}"
        raise AgentnbError(f"no result of call {call_id!r} in the last step; {where}")
    if res.edited is None:
        res.edited = res.content
    res.content, res.ok, res.error = content, True, None
    for m in state.messages[step.sent:]:
        if m["role"] == "tool" and m.get("tool_call_id") == call_id:
            m["content"] = content
    return res


def inject(state: RunState, content: str) -> None:
    """Add a user message between steps; the next step sends it (marked in the record). A
    new instruction reopens a finished run."""
    if not isinstance(content, str) or not content.strip():
        raise ConfigError("inject() needs a non-empty string")
    if state.pending:
        raise AgentnbError("approve() or deny() the waiting tool calls first")
    state.messages.append({"role": "user", "content": content, "agentnb": "injected"})
    if state.finished:
        state.finished, state.stop_reason = False, None


def set_system(state: RunState, content: str) -> None:
    """Replace the system prompt for the next steps; the transcript marks it edited."""
    if not isinstance(content, str):
        raise ConfigError("the system prompt must be a string")
    state.messages[0] = {"role": "system", "content": content, "agentnb": "edited"}


def pin(state: RunState, fact: str) -> None:
    """A fact sent with every request from now on, never dropped by compaction."""
    if not isinstance(fact, str) or not fact.strip():
        raise ConfigError("pin() needs a non-empty string")
    state.context.pins.append(fact)
