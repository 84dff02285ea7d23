"""What an endpoint can do, found by asking it; cached per (url, model) for the process."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import EndpointError
from .base import Model

_CACHE: dict[tuple[str, str], Profile] = {}

_CLOCK = {"type": "function", "function": {
    "name": "get_time", "description": "The current time in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
_ASK = [{"role": "user", "content": "What time is it in Paris? Use the get_time tool."}]


@dataclass
class Profile:
    base_url: str
    model: str
    models: list[str] = field(default_factory=list)
    forced_tool_calls: bool = False
    native_tools: bool = False
    decision_mode: str = "json"
    context_window: int | None = None
    notes: list[str] = field(default_factory=list)

    def describe(self) -> str:
        lines = [
            f"endpoint:       {self.base_url}",
            f"model:          {self.model}",
            f"models served:  {', '.join(self.models) or '(not listed)'}",
            f"context window: {self.context_window or 'not reported'}",
            f"native tools:   {'yes' if self.native_tools else 'no'}",
            f"decision mode:  {self.decision_mode}",
        ]
        return "\n".join(lines + [f"note: {n}" for n in self.notes])


def probe(model: Model, *, refresh: bool = False) -> Profile:
    """Ask the endpoint what it serves and whether it returns native tool calls.

    Native mode is chosen only when the model calls a tool both when forced and when
    left to choose (``tool_choice="auto"``): llama-cpp-python, for one, honours a forced
    tool through a grammar but answers in prose otherwise.
    """
    if hasattr(model, "ensure_started"):
        model.ensure_started()  # type: ignore[attr-defined]  # its URL is known once started
    key = (model.base_url, model.name)
    if not refresh and key in _CACHE:
        return _CACHE[key]
    complete = model.complete
    prof = Profile(base_url=model.base_url, model=model.name,
                   context_window=model.context_window)
    lister = getattr(model, "list_models", None)
    if lister is not None:
        try:
            prof.models = lister()
        except EndpointError as exc:
            prof.notes.append(f"could not list models: {exc}")
    forced = {"type": "function", "function": {"name": "get_time"}}
    prof.forced_tool_calls = _calls_tool(complete, forced)
    prof.native_tools = prof.forced_tool_calls and _calls_tool(complete, "auto")
    prof.decision_mode = "native" if prof.native_tools else "json"
    if prof.forced_tool_calls and not prof.native_tools:
        prof.notes.append("the endpoint returns tool calls only when one is forced; "
                          "using schema-constrained JSON decisions")
    _CACHE[key] = prof
    return prof


def _calls_tool(complete: Any, tool_choice: Any) -> bool:
    try:
        reply = complete(_ASK, tools=[_CLOCK], tool_choice=tool_choice, max_tokens=48)
    except EndpointError as exc:
        if exc.stop_reason in ("bad_request", "server_error"):
            return False  # tools or tool_choice not supported
        raise
    return bool(reply.message.get("tool_calls"))


def decision_mode(model: Model) -> str:
    """The model's forced mode, else the probed one."""
    return model.decision_mode or probe(model).decision_mode
