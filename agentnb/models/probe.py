"""What an endpoint can do, found by asking it; cached per (url, model) for the process.

``probe(model)`` identifies the server kind (Ollama, vLLM, llama.cpp, llama-cpp-python, other
OpenAI-compatible), lists its models, finds the context window, tests native tool calls and
JSON-schema constrained output, and chooses the decision mode. ``model.profile`` and
``agentnb doctor URL`` show the result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..errors import EndpointError
from .base import Model

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
    notes: list[str] = field(default_factory=list)

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


def probe(model: Model, *, refresh: bool = False) -> Profile:
    """Ask the endpoint what it serves and what it can do.

    Native mode is chosen only when the model calls a tool both when forced and when left
    to choose (``tool_choice="auto"``): llama-cpp-python, for one, honours a forced tool
    through a grammar but answers in prose otherwise.
    """
    if hasattr(model, "ensure_started"):
        model.ensure_started()  # type: ignore[attr-defined]  # its URL is known once started
    key = (model.base_url, model.name)
    if not refresh and key in _CACHE:
        return _CACHE[key]
    prof = Profile(base_url=model.base_url, model=model.name)
    facts = server_facts(model)
    prof.server_kind = facts.get("kind", prof.server_kind)
    lister = getattr(model, "list_models", None)
    if lister is not None:
        try:
            prof.models = lister()
        except EndpointError as exc:
            prof.notes.append(f"could not list models: {exc}")
    prof.context_window = model.context_window or facts.get("window")
    prof.notes.extend(getattr(model, "notes", []))
    if not prof.context_window:
        prof.context_window = DEFAULT_WINDOW
        prof.notes.append(f"the server reports no context window; assuming {DEFAULT_WINDOW} "
                          "tokens (pass context_window= to connect() to set it)")
    forced = {"type": "function", "function": {"name": "get_time"}}
    prof.forced_tool_calls = _calls_tool(model, forced, prof)
    prof.native_tools = prof.forced_tool_calls and _calls_tool(model, "auto", prof)
    prof.json_schema = _follows_schema(model)
    prof.decision_mode = "native" if prof.native_tools else "json"
    if prof.forced_tool_calls and not prof.native_tools:
        prof.notes.append("the endpoint returns tool calls only when one is forced; "
                          "using schema-constrained JSON decisions")
    if prof.server_kind == "ollama" and model.context_window == DEFAULT_WINDOW:
        prof.notes.append("Ollama's default context is small and silently truncates long "
                          "prompts; agentnb sets num_ctx explicitly")
    _CACHE[key] = prof
    return prof


def server_facts(model: Model) -> dict[str, Any]:
    """The server kind and context window, from the endpoint's own metadata routes."""
    from .ollama import OllamaModel

    if isinstance(model, OllamaModel):
        return {"kind": "ollama"}
    import urllib.error
    import urllib.request

    root = model.base_url.removesuffix("/v1")

    def get(url: str) -> Any:  # the standard library: no HTTP client is assumed here
        try:
            with urllib.request.urlopen(url, timeout=3.0) as resp:
                return json.loads(resp.read()) if resp.status == 200 else None
        except (OSError, ValueError, urllib.error.URLError):
            return None

    version = get(f"{root}/api/version")
    if isinstance(version, dict) and "version" in version:
        return {"kind": "ollama"}
    listing = get(f"{model.base_url}/models")
    entries = listing.get("data") if isinstance(listing, dict) else None
    entries = entries if isinstance(entries, list) else []
    for entry in entries:
        if isinstance(entry, dict) and entry.get("max_model_len") and (
                entry.get("id") == model.name or len(entries) == 1):
            return {"kind": "vllm", "window": int(entry["max_model_len"])}
    if entries and all(isinstance(e, dict) and e.get("owned_by") == "me" and
                       e.get("permissions") == [] for e in entries):
        return {"kind": "llama-cpp-python"}  # its listing's mark: no need for /openapi.json
    props = get(f"{root}/props")
    if isinstance(props, dict) and "default_generation_settings" in props:
        n_ctx = (props.get("default_generation_settings") or {}).get("n_ctx")
        return {"kind": "llama.cpp", "window": n_ctx}
    spec = get(f"{root}/openapi.json")
    if isinstance(spec, dict) and "llama.cpp" in str(spec.get("info", {}).get("title", "")):
        return {"kind": "llama-cpp-python"}
    return {}


def _calls_tool(model: Model, tool_choice: Any, prof: Profile) -> bool:
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


def _follows_schema(model: Model) -> bool:
    try:
        reply = model.complete(_ASK, json_schema=_SCHEMA, max_tokens=32)
        value = json.loads(reply.message.get("content") or "")
    except (EndpointError, ValueError):
        return False
    return isinstance(value, dict) and set(value) == {"city"} and isinstance(value["city"], str)


def decision_mode(model: Model) -> str:
    """The model's forced mode, else the probed one."""
    return model.decision_mode or probe(model).decision_mode
