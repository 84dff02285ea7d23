"""Ollama through its native API and the official ``ollama`` client.

Differences from Ollama's OpenAI-compatible ``/v1`` that matter to an agent: ``num_ctx`` is
set explicitly from the model's context length (Ollama's small default window silently
truncates long prompts), ``format`` takes a JSON schema for constrained decisions, usage
comes from ``prompt_eval_count``/``eval_count``, and a missing model can be pulled.
"""

from __future__ import annotations

import json
import time
from typing import Any

from .. import errors
from ..types import Message, Reply, Usage
from .base import CONTEXT_RE, RetryingBackend, interrupted

DEFAULT_NUM_CTX = 4096  # used, and said so in the profile, when the server reports none


class OllamaModel(RetryingBackend):
    """A model served by Ollama (``connect("ollama://127.0.0.1:11434", model=...)``).
    ``sampling``: Ollama options added to every request's (``{"repeat_penalty": 1.0}``;
    Ollama's own default is 1.1), over agentnb's."""

    seeded = True  # temperature and seed per request: answer draws (agentnb.draws)

    def __init__(self, host: str, model: str, *, timeout: float = 120.0, max_retries: int = 3,
                 backoff: float = 0.5, max_backoff: float = 30.0,
                 temperature: float | None = 0.0, decision_mode: str | None = None,
                 num_ctx: int | None = None, keep_alive: str | float | None = "5m",
                 sampling: dict[str, Any] | None = None) -> None:
        if not model:
            raise errors.ConfigError("connect('ollama://...') needs model=, e.g. 'qwen2.5:7b'")
        self.base_url = host.rstrip("/")
        self.name = model
        self.timeout, self.max_retries = timeout, max_retries
        self.backoff, self.max_backoff = backoff, max_backoff
        self.temperature = temperature
        self.decision_mode = decision_mode
        self.keep_alive = keep_alive
        self.sampling = dict(sampling or {})
        self._num_ctx = num_ctx
        self._client: Any = None
        self._checked = False
        self.notes: list[str] = []

    def __repr__(self) -> str:
        return f"OllamaModel(host={self.base_url!r}, model={self.name!r})"

    @property
    def client(self) -> Any:
        if self._client is None:
            try:
                import ollama
            except ImportError:
                raise errors.ConfigError(
                    "the native Ollama backend needs the ollama package: "
                    "pip install 'agentnb[ollama]'") from None
            self._client = ollama.Client(host=self.base_url, timeout=self.timeout)
        return self._client

    # -- what the server knows -----------------------------------------------------------
    def list_models(self) -> list[str]:
        return [m.model for m in self._request(lambda c: c.list()).models]

    def show(self) -> dict[str, Any]:
        return dict(self._request(lambda c: c.show(self.name)).model_dump())

    @property
    def context_window(self) -> int | None:  # type: ignore[override]
        """``num_ctx``: set, or found by ``fetch_context_window()`` (no I/O here)."""
        return self._num_ctx

    def server_facts(self) -> dict[str, Any]:
        return {"kind": "ollama"}

    def fetch_context_window(self) -> int:
        """The model's context length from ``show``, else ``num_ctx``, else 4096."""
        if self._num_ctx is None:
            info = (self.show().get("modelinfo") or {})
            lengths = [v for k, v in info.items() if k.endswith(".context_length")]
            if lengths:
                self._num_ctx = int(lengths[0])
            else:
                self._num_ctx = DEFAULT_NUM_CTX
                self.notes.append(f"the server reports no context length for {self.name}; "
                                  f"using num_ctx={DEFAULT_NUM_CTX} (set num_ctx= to change)")
        return self._num_ctx

    def pull(self, progress: bool = True) -> None:
        """Download the model into Ollama, with a progress bar."""
        stream = self._request(lambda c: c.pull(self.name, stream=True))
        bar = None
        if progress:
            from tqdm.auto import tqdm

            bar = tqdm(desc=f"ollama pull {self.name}", unit="B", unit_scale=True)
        for part in stream:
            if bar is not None and part.total:
                bar.total = part.total
                bar.n = part.completed or 0
                bar.set_postfix_str(part.status or "")
                bar.refresh()
        if bar is not None:
            bar.close()
        self._checked = False

    def check_model(self) -> None:
        served = self.list_models()
        self._checked = True
        if self.name not in served and f"{self.name}:latest" not in served:
            raise errors.ModelNotFound(
                f"Ollama has no model {self.name!r}: run `ollama pull {self.name}` "
                "(or model.pull())", available=served, endpoint=self.base_url, model=self.name)

    def body_options(self, json_schema: dict[str, Any] | None = None) -> dict[str, Any]:
        """The options a request carries beyond agentnb's: ``sampling``."""
        return dict(self.sampling)

    # -- the interface -------------------------------------------------------------------
    def complete(self, messages: list[Message], *, tools: list[dict[str, Any]] | None = None,
                 tool_choice: Any = None, json_schema: dict[str, Any] | None = None,
                 max_tokens: int | None = None, on_text: Any = None,
                 temperature: float | None = None, seed: int | None = None) -> Reply:
        if not self._checked:
            self.check_model()
        options: dict[str, Any] = {"num_ctx": self.fetch_context_window()}
        if temperature is not None or self.temperature is not None:
            options["temperature"] = self.temperature if temperature is None else temperature
        if seed is not None:
            options["seed"] = seed
        if max_tokens:
            options["num_predict"] = max_tokens
        options.update(self.body_options(json_schema))
        kwargs: dict[str, Any] = {"model": self.name, "messages": to_ollama(messages),
                                  "options": options, "keep_alive": self.keep_alive}
        if tools:
            if isinstance(tool_choice, dict):  # Ollama has no tool_choice: offer only that one
                wanted = tool_choice["function"]["name"]
                tools = [t for t in tools if t["function"]["name"] == wanted]
            kwargs["tools"] = tools
        if json_schema is not None:
            kwargs["format"] = json_schema
        t0 = time.perf_counter()
        if on_text is None:
            resp = self._request(lambda c: c.chat(**kwargs))
        else:
            resp = self._stream(kwargs, on_text)
        return from_ollama(resp, time.perf_counter() - t0, self.name)

    def _stream(self, kwargs: dict[str, Any], on_text: Any) -> Any:
        t0 = time.perf_counter()
        chunks = self._request(lambda c: c.chat(stream=True, **kwargs))
        text, calls, last = [], [], None
        try:
            for chunk in chunks:
                last = chunk
                if chunk.message.content:
                    text.append(chunk.message.content)
                    on_text(chunk.message.content)
                calls.extend(chunk.message.tool_calls or [])
        except Exception as exc:  # the server had answered: not "cannot connect"
            raise interrupted(self._translate(exc)[0], "".join(text), len(calls),
                              time.perf_counter() - t0, self.name) from None
        assert last is not None
        last.message.content = "".join(text)
        last.message.tool_calls = calls or None
        return last

    # -- errors --------------------------------------------------------------------------
    def _translate(self, exc: Exception) -> tuple[errors.EndpointError, float | None]:
        import httpx
        import ollama

        where = {"endpoint": self.base_url, "model": self.name}
        if isinstance(exc, errors.EndpointError):
            return exc, None
        if isinstance(exc, httpx.TimeoutException):
            return errors.EndpointTimeout(f"no answer within {self.timeout:g}s", **where), None
        if isinstance(exc, (httpx.TransportError, ConnectionError)):
            return errors.EndpointUnreachable(
                "cannot connect: is Ollama running (`ollama serve`) and the host right?",
                **where), None
        if isinstance(exc, ollama.ResponseError):
            status, text = exc.status_code, str(exc.error)[:300]
            if "<html" in text.lower():
                text = "an HTML page instead of JSON"
            if status == 404 or "not found" in text.lower():
                return errors.ModelNotFound(
                    f"{text}; run `ollama pull {self.name}`", status=status, **where), None
            if CONTEXT_RE.search(text):
                return errors.ContextLengthExceeded(text, status=status, **where), None
            if status == 429:
                return errors.RateLimited(f"rate limited: {text}", status=status, **where), None
            if status >= 500:
                return errors.ServerError(f"server error {status}: {text}", status=status,
                                          **where), None
            return errors.BadRequest(f"request rejected ({status}): {text}", status=status,
                                     **where), None
        return errors.EndpointError(f"unexpected answer from Ollama: {type(exc).__name__}: "
                                    f"{exc}", **where), None


def to_ollama(messages: list[Message]) -> list[dict[str, Any]]:
    """OpenAI-format history as Ollama's chat API takes it (arguments as objects)."""
    out = []
    for m in messages:
        msg: dict[str, Any] = {"role": m["role"], "content": m.get("content") or ""}
        if m.get("tool_calls"):
            msg["tool_calls"] = [
                {"function": {"name": tc["function"]["name"],
                              "arguments": _as_object(tc["function"].get("arguments"))}}
                for tc in m["tool_calls"]]
        if m["role"] == "tool" and m.get("name"):
            msg["tool_name"] = m["name"]
        out.append(msg)
    return out


def _as_object(arguments: Any) -> dict[str, Any]:
    if isinstance(arguments, dict):
        return arguments
    try:
        value = json.loads(arguments or "{}")
    except (TypeError, json.JSONDecodeError):
        return {}
    return value if isinstance(value, dict) else {}


def from_ollama(resp: Any, latency: float, model: str) -> Reply:
    msg = resp.message
    message: Message = {"role": "assistant", "content": msg.content or None}
    if msg.tool_calls:
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function",
             "function": {"name": tc.function.name,
                          "arguments": json.dumps(dict(tc.function.arguments or {}))}}
            for i, tc in enumerate(msg.tool_calls)]
    usage = Usage(resp.prompt_eval_count or 0, resp.eval_count or 0)
    return Reply(message=message, usage=usage, latency=latency, model=resp.model or model,
                 finish_reason=getattr(resp, "done_reason", None))
