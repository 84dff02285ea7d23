"""What an endpoint can do, found by asking it; cached per (url, model) for the process.

``probe(model)`` identifies the server kind (Ollama, vLLM, llama.cpp, llama-cpp-python, other
OpenAI-compatible), lists its models, finds the context window, tests native tool calls and
JSON-schema constrained output, and chooses the decision mode. ``model.probe()`` and
``agentnb doctor URL`` show the result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..errors import EndpointError
from ..types import Message, Reply

# server kind -> (path, field of the text) of its tokenizer route
TOKENIZE_ROUTES = {"llama-cpp-python": ("/extras/tokenize/count", "input"),
                   "llama.cpp": ("/tokenize", "content"), "vllm": ("/tokenize", "prompt")}


@dataclass
class Capabilities:
    """What an endpoint takes and tells. ``None`` where it is not known (not probed)."""

    native_tools: bool | None = None  # returns tool_calls, both forced and left to choose
    json_schema: bool | None = None  # follows a JSON schema for its output
    tokenizer: bool = False  # counts tokens by its own tokenizer (count_tokens)
    streaming: bool = True  # streams text (complete(on_text=...))
    context_window: int | None = None
    model_list: bool = False  # lists the models it serves (list_models)

    @property
    def decision_mode(self) -> str:
        """``"native"`` where tool calls come back both forced and automatic, else
        ``"json"`` (schema-constrained JSON decisions, or plain JSON where no schema)."""
        return "native" if self.native_tools else "json"


class Probed(Protocol):
    """What probing needs of a model: ``agentnb.models.base.Model`` has all of it."""

    name: str
    base_url: str
    notes: tuple[str, ...] | list[str]
    capabilities: Capabilities | None

    def complete(self, messages: list[Message], **options: Any) -> Reply: ...
    def list_models(self) -> list[str]: ...
    def start(self) -> None: ...
    def server_facts(self) -> dict[str, Any]: ...
    def fetch_context_window(self) -> int | None: ...

_CACHE: dict[tuple[str, str], Profile] = {}
DEFAULT_WINDOW = 4096

_CLOCK = {"type": "function", "function": {
    "name": "get_time", "description": "The current time in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
_ASK = [{"role": "user", "content": "What time is it in Paris? Use the get_time tool."}]
_SCHEMA = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"],
           "additionalProperties": False}
_VLLM_TOOLS = ("enable-auto-tool-choice", "tool-call-parser", "tool_call_parser")


@dataclass
class Profile:
    base_url: str
    model: str
    server_kind: str = "openai-compatible"
    models: list[str] = field(default_factory=list)
    forced_tool_calls: bool = False
    native_tools: bool = False
    json_schema: bool = False
    decision_mode: str = "json"
    context_window: int | None = None
    tokenizer: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def capabilities(self) -> Capabilities:
        return Capabilities(native_tools=self.native_tools, json_schema=self.json_schema,
                            tokenizer=self.tokenizer, context_window=self.context_window,
                            model_list=bool(self.models))

    def describe(self) -> str:
        lines = [
            f"endpoint:       {self.base_url} ({self.server_kind})",
            f"model:          {self.model}",
            f"models served:  {_listing(self.models)}",
            f"context window: {self.context_window or 'not reported'}",
            f"native tools:   {'yes' if self.native_tools else 'no'}",
            f"JSON schema:    {'yes' if self.json_schema else 'no'}",
            f"decision mode:  {self.decision_mode}",
        ]
        return "\n".join(lines + [f"note: {n}" for n in self.notes])


def _listing(models: list[str], n: int = 8) -> str:
    if not models:
        return "(not listed)"
    more = f" and {len(models) - n} more" if len(models) > n else ""
    return ", ".join(models[:n]) + more


def probe(model: Probed, *, refresh: bool = False) -> Profile:
    """Ask the endpoint what it serves and what it can do; fills ``model.capabilities``.

    Native mode is chosen only when the model calls a tool both when forced and when left
    to choose (``tool_choice="auto"``): llama-cpp-python, for one, honours a forced tool
    through a grammar but answers in prose otherwise.
    """
    model.start()  # the embedded model's URL is known once its server runs
    key = (model.base_url, model.name)
    if refresh or key not in _CACHE:
        _CACHE[key] = _ask(model)
    prof = _CACHE[key]
    model.capabilities = prof.capabilities
    return prof


def _ask(model: Probed) -> Profile:
    prof = Profile(base_url=model.base_url, model=model.name)
    facts = model.server_facts()
    prof.server_kind = facts.get("kind", prof.server_kind)
    try:
        prof.models = model.list_models()
    except EndpointError as exc:
        prof.notes.append(f"could not list models: {exc}")
    prof.context_window = model.fetch_context_window() or facts.get("window")
    prof.notes.extend(model.notes)
    if prof.server_kind == "ollama" and prof.context_window == DEFAULT_WINDOW:
        prof.notes.append("Ollama's default context is small and silently truncates long "
                          "prompts; agentnb sets num_ctx explicitly")
    if not prof.context_window:
        prof.context_window = DEFAULT_WINDOW
        prof.notes.append(f"the server reports no context window; assuming {DEFAULT_WINDOW} "
                          "tokens (pass context_window= to connect() to set it)")
    forced = {"type": "function", "function": {"name": "get_time"}}
    prof.forced_tool_calls = _calls_tool(model, forced, prof)
    prof.native_tools = prof.forced_tool_calls and _calls_tool(model, "auto", prof)
    prof.json_schema = _follows_schema(model)
    prof.decision_mode = "native" if prof.native_tools else "json"
    prof.tokenizer = facts.get("kind") in TOKENIZE_ROUTES
    if prof.forced_tool_calls and not prof.native_tools:
        prof.notes.append("the endpoint returns tool calls only when one is forced; "
                          "using schema-constrained JSON decisions")
    if prof.decision_mode == "json" and not prof.json_schema:
        prof.notes.append("the endpoint follows no JSON schema: decisions are asked for as "
                          "JSON by the prompt alone (and repaired when near-valid)")
    return prof


def _calls_tool(model: Probed, tool_choice: Any, prof: Profile) -> bool:
    try:
        reply = model.complete(_ASK, tools=[_CLOCK], tool_choice=tool_choice, max_tokens=48)
    except EndpointError as exc:
        if exc.stop_reason not in ("bad_request", "server_error"):
            raise
        if any(k in str(exc) for k in _VLLM_TOOLS):
            prof.notes.append("vLLM was started without tool calling (it needs "
                              "--enable-auto-tool-choice and --tool-call-parser); using "
                              "schema-constrained JSON decisions instead")
        return False  # tools or this tool_choice are not supported
    return bool(reply.message.get("tool_calls"))


def _follows_schema(model: Probed) -> bool:
    try:
        reply = model.complete(_ASK, json_schema=_SCHEMA, max_tokens=32)
        value = json.loads(reply.message.get("content") or "")
    except (EndpointError, ValueError):
        return False
    return isinstance(value, dict) and set(value) == {"city"} and isinstance(value["city"], str)
