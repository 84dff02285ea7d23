"""What a policy is and sees: ``Policy`` (three hooks, each optional), ``Turn`` (the step
being made, as a policy may read and record on it) and ``Redecide`` (ask the model again
within the step). The policies themselves are in ``agentnb.policies``."""

from __future__ import annotations

import datetime
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .tools import Toolset
from .types import Message, Step, ToolCall, ToolResult

# ``Agent()``'s system prompt when none is given: it says nothing of the user's task
DEFAULT_SYSTEM = "You are a helpful assistant. Use the tools when they help."

if TYPE_CHECKING:
    from .decision import Decision
    from .state import RunCache, RunState


@dataclass
class Redecide:
    """Ask the model again within this step: ``exclude`` are the tools to leave out (all
    of them so far), ``note`` is added to the request. ``again``: ask even when no tool is
    left out that was not left out already (the note alone is new; once per policy and
    step). ``required``: the model must call one of the tools left (``tool_choice`` is
    ``"required"`` for the rest of the step). ``plain``: by tool, the parameters whose
    descriptions a JSON-mode request leaves out from then on in this step (a value was
    copied from them). ``choosing``: the note speaks of the choice of a tool alone; a
    JSON-mode decision adds it to the choose stage's request only, not to the fill's
    (SmolLM2 copied "The request does not ask for send_email. Choose again." into a
    ``github_create_issue`` call's ``body``)."""

    exclude: list[str]
    note: str
    by: str = ""  # the policy's name (set by ``redecision``)
    again: bool = False
    required: bool = False
    plain: dict[str, list[str]] = field(default_factory=dict)
    choosing: bool = False


@dataclass
class Turn:
    """What a policy sees of the step being made (and may record on)."""

    state: RunState
    cache: RunCache
    step: Step
    toolset: Toolset
    mode: str
    tool_choice: str = "auto"
    excluded: list[str] = field(default_factory=list)  # tools left out by a Redecide
    asked: list[str] = field(default_factory=list)  # the policies that asked again
    plain: dict[str, list[str]] = field(default_factory=dict)  # descriptions left out
    kept: dict[str, Any] = field(default_factory=dict)  # a policy's notes between decisions
    calls_per_step: int = 1  # how many calls a JSON-mode decision may hold

    def acted(self, policy: Policy) -> None:
        """Name ``policy`` in ``step.policies`` (once)."""
        if policy.name not in self.step.policies:
            self.step.policies.append(policy.name)

    def request(self) -> tuple[str, str]:
        """The user's latest request (not agentnb's own notes) and the text of the tool
        results that came after it."""
        messages, at = self.state.messages, self._request_at()
        results = "\n".join(str(m.get("content") or "") for m in messages[at + 1:]
                            if m["role"] == "tool")
        return str(messages[at].get("content") or ""), results

    def results(self) -> list[ToolResult]:
        """The successful tool results since the user's latest request."""
        messages = self.state.messages
        ids = {m.get("tool_call_id") for m in messages[self._request_at() + 1:]
               if m["role"] == "tool"}
        return [r for s in self.state.steps for r in s.results if r.call_id in ids and r.ok] \
            if ids else []

    def called(self) -> list[str]:
        """The tools whose results came since the user's latest request, in order."""
        return [str(m.get("name")) for m in self.state.messages[self._request_at() + 1:]
                if m["role"] == "tool"]

    def first_of_request(self) -> bool:
        """Whether no tool result came since the user's latest request."""
        return all(m["role"] != "tool" for m in self.state.messages[self._request_at() + 1:])

    def said(self) -> list[str]:
        """What the conversation says, where a call's values can come from: the system
        prompt (not agentnb's default one), the user's messages (agentnb's own notes
        aside), the answers, the tool results, pinned facts and recalled memories; never
        the tools' descriptions, and never the calls the model wrote."""
        state = self.state
        out = [str(m.get("content") or "") for m in state.messages
               if (m["role"] == "system" and m.get("content") != DEFAULT_SYSTEM)
               or m["role"] == "tool"
               or (m["role"] == "user" and m.get("agentnb") in (None, "injected"))
               or (m["role"] == "assistant" and not m.get("tool_calls"))]
        return out + list(state.context.pins) + [str(r[-1]) for r in state.context.recalled]

    def own_system(self) -> str:
        """The run's system prompt when it is not agentnb's default one, else ""."""
        first = self.state.messages[0] if self.state.messages else None
        if first is None or first["role"] != "system" or first.get("content") == DEFAULT_SYSTEM:
            return ""
        return str(first.get("content") or "")

    def _request_at(self) -> int:
        return request_at(self.state.messages)

    def request_day(self) -> datetime.date:
        """The day of the user's latest request, on this machine's clock: the day the run
        started when that request is its task (a run resumed on a later day reads
        "tomorrow" as it was meant), else the day of this step."""
        messages, at = self.state.messages, self._request_at()
        first = next((i for i, m in enumerate(messages) if m["role"] == "user"
                      and m.get("agentnb") in (None, "injected")), at)
        if at == first and self.state.created:
            return datetime.date.fromtimestamp(self.state.created)
        return datetime.date.today()

    def earlier_result(self, call: ToolCall) -> tuple[int, ToolResult] | None:
        """The successful result of an identical earlier call without side effects in
        this run: (its step, the result)."""
        t = self.toolset.tools.get(call.name)
        if t is None or t.side_effects:
            return None
        return self.cache.earlier_results(self.state.steps).get(call.signature())


class Policy:
    """Base of all policies: every hook does nothing. ``modes`` are the decision modes it
    acts in (JSON mode only for those made for small models)."""

    name: ClassVar[str] = "policy"
    modes: Collection[str] = ("json", "native")

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        return None

    def on_call(self, turn: Turn, call: ToolCall) -> ToolResult | None:
        return None

    def on_answer(self, turn: Turn, answer: str) -> None:
        return None

    def __repr__(self) -> str:
        modes = "" if set(self.modes) == {"json", "native"} else f"modes={tuple(self.modes)}"
        return f"{type(self).__name__}({modes})"


class SmallModelPolicy(Policy):
    """A policy made for small models: it acts in JSON mode unless ``modes`` says more."""

    def __init__(self, modes: Collection[str] = ("json",)) -> None:
        self.modes = tuple(modes)

    def free_choice(self, turn: Turn, decision: Decision) -> bool:
        """Whether this is a call the model chose freely (``tool_choice`` "auto" or
        "required") in a mode the policy acts in: steered steps are left alone."""
        return turn.mode in self.modes and turn.tool_choice in ("auto", "required") \
            and bool(decision.tool_calls)


def request_at(messages: list[Message]) -> int:
    """The index of the user's latest request in a run's messages (agentnb's own notes are
    not requests; an injected message is)."""
    return next((i for i in range(len(messages) - 1, 0, -1)
                 if messages[i]["role"] == "user"
                 and messages[i].get("agentnb") in (None, "injected")), 1)
