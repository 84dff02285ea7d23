"""Calls the run already has the results of: answered from the record instead of run
again (seed 003, 5.2), and, when a decision asks only for such calls, asked again without
them. Mixed into ``Run``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import decision as dec
from .types import Message, Reply, Step, ToolCall, ToolResult

if TYPE_CHECKING:
    from .loop import Agent

REPEAT_NOTE = ("You already have this result of {tools}. Use it: call another tool with it, "
               "or answer.")
ANSWER_NOTE = ("You already have the results of {tools}. Answer the request with them, in a "
               "sentence.")


class RepeatGuard:
    """Result reuse and asking again (state lives on ``Run``)."""

    if TYPE_CHECKING:  # provided by Run
        steps: list[Step]
        _reusable: dict[str, tuple[int, ToolResult]]
        _reusable_steps: list[Step]

        def _require_agent(self) -> Agent: ...
        def _complete(self, agent: Agent, step: Step, mode: str, sent: list[Message],
                      options: dict[str, Any]) -> Reply: ...
        def _decide(self, agent: Agent, step: Step, mode: str, reply: Reply
                    ) -> dec.Decision: ...

    def _decide_again(self, agent: Agent, step: Step, mode: str, sent: list[Message],
                      tool_choice: str, options: dict[str, Any], rejected: Reply,
                      excluded: list[str]) -> tuple[Reply, dec.Decision]:
        """The model asked only for calls whose results it already has: ask again, within
        this step, with those tools left out and a note. Rejected replies are kept in
        ``step.redecided``."""
        left = [n for n in agent.toolset.tools if n not in excluded]
        note = (REPEAT_NOTE if left or tool_choice == "required" else ANSWER_NOTE).format(
            tools=", ".join(excluded))
        last = sent[-1] if sent else {}
        if last.get("role") == "user" and isinstance(last.get("content"), str):
            sent = [*sent[:-1], {**last, "content": f"{last['content']}\n\n{note}"}]
        else:
            sent = [*sent, {"role": "user", "content": note}]
        options = {**options, **agent.request_options(mode, tool_choice, tuple(excluded))}
        done = step.redecided or {"rejected": []}
        step.redecided = {"rejected": [*done["rejected"], rejected.to_dict()],
                          "excluded": list(excluded), "note": note}
        reply = self._complete(agent, step, mode, sent, options)
        return reply, self._decide(agent, step, mode, reply)

    def _just_repeated(self, agent: Agent, mode: str, tool_choice: str, d: dec.Decision,
                       excluded: list[str]) -> list[str]:
        """The tools of a decision that asks only for calls already answered in this run
        (re-running them would give nothing new), if agentnb should ask again without them."""
        on = agent.avoid_repeats if agent.avoid_repeats is not None else mode == "json"
        if not on or tool_choice not in ("auto", "required") or not d.tool_calls:
            return []
        if not all(self._earlier_result(c) for c in d.tool_calls):
            return []
        again = sorted({c.name for c in d.tool_calls} - set(excluded))
        # "required" with every tool left out would allow them all again
        full = tool_choice == "required" and len(excluded) + len(again) >= len(agent.toolset)
        return [] if full else again

    def _earlier_result(self, call: ToolCall) -> tuple[int, ToolResult] | None:
        """The successful result of an identical earlier call in this run, if any.

        Re-running it would give the model nothing new; telling it so breaks the
        "empty result, so call again" loops small models fall into (seed 003, 5.2).
        """
        agent = self._require_agent()
        t = agent.toolset.tools.get(call.name)
        if t is None or t.side_effects or not agent.reuse_results:
            return None
        return self._reusable_index().get(call.signature())

    def _reusable_index(self) -> dict[str, tuple[int, ToolResult]]:
        """Successful results by call signature, the latest winning; extended step by step,
        rebuilt when the steps it covered changed (a rewind)."""
        done = self._reusable_steps
        if len(done) > len(self.steps) or (done and self.steps[len(done) - 1] is not done[-1]):
            done.clear()
            self._reusable = {}
        for s in self.steps[len(done):]:
            if s.pending:  # its results come with the approval
                break
            for c, r in s.calls_with_results():
                if r.ok and r.repeat_of is None:
                    self._reusable[c.signature()] = (s.index, r)
            done.append(s)
        return self._reusable
