"""The one interface every backend implements, and the code the HTTP backends share.

A backend subclasses ``Model`` and implements ``complete``; it overrides ``count_tokens``,
``list_models``, ``start`` and ``server_facts`` when its server can do more. What an
endpoint can do is a ``Capabilities`` record: declared by the backend when it knows, else
filled by ``probe()`` once (``agentnb.models.probe``). The loop reads capabilities and sends
only what the endpoint takes; it never looks for methods with ``hasattr``.

Properties never talk to a server: a method that does says so in its name (``probe``,
``list_models``, ``count_tokens``, ``start``, ``fetch_context_window``).
"""

from __future__ import annotations

import random
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from .. import errors
from ..types import Message, Reply
from .probe import Capabilities, Profile, probe

# What servers say when the prompt does not fit the context window, by server (each
# wording is a row of tests/test_endpoint_faults.py::FAULTS):
#   llama.cpp        "the request exceeds the available context size, try increasing it"
#                    (type "exceed_context_size_error"); older: "... context size"
#   llama-cpp-python "Requested tokens (5000) exceed context window of 2048"
#   vLLM V0, OpenAI  "This model's maximum context length is 4096 tokens. However, you
#                    requested 5000 tokens ..." (code "context_length_exceeded")
#   vLLM V1          "The decoder prompt (length 5000) is longer than the maximum model
#                    length of 4096. ..."; "... your request has 3900 input tokens ..."
#   Ollama           "input length exceeds the context length" (with truncation off)
#   OpenAI Responses "Your input exceeds the context window of this model. ..."
CONTEXT_RE = re.compile(
    r"context (window|length|size)|maximum context|too many tokens|exceeds? the available|"
    r"prompt is too long|exceed context|maximum model length|max_model_len|"
    r"context_length_exceeded|exceed_context_size",
    re.I,
)
# where such an error names the window itself (nothing else: a guess from any number in it
# would take a token count, or the endpoint's port, for the window)
WINDOW_RES = [re.compile(p, re.I) for p in (
    r"context window of (\d+)",  # llama-cpp-python
    r"maximum context length is (\d+)",  # OpenAI, vLLM V0, llama-cpp-python's formatter
    r"maximum model length of (\d+)",  # vLLM V1
    r"available context size \((\d+) tokens\)",  # llama.cpp
)]


def window_from_error(text: str) -> int | None:
    """The context window an overflow error states, or ``None`` where it states none."""
    for pattern in WINDOW_RES:
        if (m := pattern.search(text)) is not None:
            return int(m.group(1))
    return None


class Model(ABC):
    """A chat model agentnb can drive.

    ``decision_mode`` forces ``"native"`` or ``"json"`` decisions (``None``: as probed).
    ``context_window`` is the window when known without asking a server.
    """

    name: str = ""
    base_url: str = ""
    decision_mode: str | None = None
    context_window: int | None = None
    capabilities: Capabilities | None = None  # declared, or filled by probe()
    notes: tuple[str, ...] | list[str] = ()  # what the backend found worth saying
    # complete() takes ``temperature`` and ``seed``: one reproducible sample (answer draws,
    # agentnb.draws); a model of your own that does not leaves answers as first written
    seeded: bool = False

    @abstractmethod
    def complete(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: Any = None,
        json_schema: dict[str, Any] | None = None,
        max_tokens: int | None = None,
        on_text: Callable[[str], Any] | None = None,
        temperature: float | None = None,
        seed: int | None = None,
    ) -> Reply:
        """One chat completion. ``tools`` (OpenAI specs) with ``tool_choice`` ask for
        native tool calls; ``json_schema`` asks for output constrained by that schema,
        in the form this endpoint accepts; ``on_text`` receives the reply's text as it
        streams in. ``temperature`` (instead of the model's own) and ``seed`` ask for one
        sample (``seeded`` models)."""

    def count_tokens(self, text: str) -> int | None:
        """``text``'s length in tokens by the server's tokenizer; ``None`` where the
        server cannot tell (the caller estimates)."""
        return None

    def list_models(self) -> list[str]:
        """Model ids the endpoint serves (empty where it lists none)."""
        return []

    def start(self) -> None:
        """Start what serves the model when agentnb runs it itself (the embedded server);
        nothing for a remote endpoint."""
        return None

    def fetch_context_window(self) -> int | None:
        """The context window, asking the server where it must (Ollama's ``show``)."""
        return self.context_window

    def server_facts(self) -> dict[str, Any]:
        """The server's kind and context window, from its own metadata (no model call)."""
        return {}

    def probe(self, *, refresh: bool = False) -> Profile:
        """Ask the endpoint what it serves and can do (model calls, once per process);
        fills ``capabilities``. ``agentnb doctor`` prints the same."""
        return probe(self, refresh=refresh)

    def resolve_capabilities(self) -> Capabilities:
        """``capabilities``, probing the endpoint first when they are not known."""
        if self.capabilities is None:
            self.probe()
        assert self.capabilities is not None
        return self.capabilities


class RetryingBackend(Model):
    """Shared by the HTTP backends: ``self.client`` calls, retried while the failure, as
    mapped by ``self._translate(exc) -> (EndpointError, wait)``, is retryable. The waits
    between tries add up to at most ``timeout`` (the limit on one answer)."""

    client: Any
    timeout: float
    max_retries: int
    backoff: float
    max_backoff: float

    def _translate(self, exc: Exception) -> tuple[Any, float | None]:
        raise NotImplementedError

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (to a batch's worker processes) without its HTTP client, which is made
        again on first use there; API keys are read from the environment, never pickled."""
        return {**self.__dict__, "_client": None}

    def _request(self, fn: Any) -> Any:
        return call_with_retries(lambda: fn(self.client), self._translate,
                                 max_retries=self.max_retries, backoff=self.backoff,
                                 max_backoff=self.max_backoff, budget=self.timeout)


def call_with_retries(fn: Any, translate: Any, *, max_retries: int, backoff: float,
                      max_backoff: float, budget: float | None = None) -> Any:
    """``fn()``, retried with jittered exponential backoff (or the wait the server asked
    for) while ``translate(exc)`` says the failure is retryable; else its error is raised,
    saying how often it was tried and how long was waited. No single wait exceeds
    ``max_backoff`` and all of them together stay within ``budget`` seconds: a server that
    asks for a longer wait (``Retry-After``) gets an error at once, not a blocked step."""
    attempt, waited = 0, 0.0
    while True:
        try:
            return fn()
        except Exception as exc:
            err, wait = translate(exc)
            tries = f"tried {attempt + 1} times, waited {waited:.1f}s in all"
            if not err.retryable:
                raise (err.detail(tries) if attempt else err) from None
            if attempt >= max_retries:
                raise err.detail(tries) from None
            delay = wait if wait is not None else min(
                max_backoff, backoff * 2 ** attempt) * random.uniform(0.8, 1.2)
            left = max_backoff if budget is None else min(max_backoff, budget - waited)
            if delay > left:
                asked = "the server asked to wait" if wait is not None else "the next wait is"
                raise err.detail(
                    f"{asked} {delay:g}s, beyond the limits (max_backoff={max_backoff:g}s, "
                    f"timeout={budget:g}s, {waited:.1f}s already waited): not retried; "
                    f"{tries}") from None
            attempt += 1
            time.sleep(delay)
            waited += delay


def interrupted(err: errors.EndpointError, text: str, calls: int, latency: float,
                name: str) -> errors.StreamInterrupted:
    """The error for a stream that broke off after ``text`` (and ``calls`` partial tool
    calls, which are not kept: their arguments are cut) had arrived."""
    partial = Reply(message={"role": "assistant", "content": text}, latency=latency,
                    model=name, finish_reason="interrupted")
    return errors.StreamInterrupted(
        f"the reply stream broke off after {len(text)} characters"
        f"{f' and {calls} partial tool call(s)' if calls else ''} ({err}); the text received "
        "is kept in the step's reply", reply=partial, endpoint=err.endpoint, model=err.model)


def http_server_facts(base_url: str, model_name: str) -> dict[str, Any]:
    """The kind and context window of an OpenAI-compatible server, from its metadata
    routes (GET only; the standard library: no HTTP client is assumed here). ``{}`` when
    the server answered but told no kind; ``{"unreachable": True}`` when no route
    answered at all (the server is down or the URL wrong: worth asking again later)."""
    import json
    import urllib.error
    import urllib.request

    root = base_url.removesuffix("/v1")
    answered = False

    def get(url: str) -> Any:
        nonlocal answered
        try:
            with urllib.request.urlopen(url, timeout=3.0) as resp:
                answered = True
                return json.loads(resp.read()) if resp.status == 200 else None
        except urllib.error.HTTPError:
            answered = True  # an error status is still an answer
            return None
        except (OSError, ValueError):
            return None

    version = get(f"{root}/api/version")
    if isinstance(version, dict) and "version" in version:
        return {"kind": "ollama"}
    listing = get(f"{base_url}/models")
    entries = listing.get("data") if isinstance(listing, dict) else None
    entries = entries if isinstance(entries, list) else []
    for entry in entries:
        if isinstance(entry, dict) and entry.get("max_model_len") and (
                entry.get("id") == model_name or len(entries) == 1):
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
    return {} if answered else {"unreachable": True}
