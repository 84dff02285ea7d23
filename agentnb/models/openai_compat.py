"""Any OpenAI-compatible endpoint (vLLM, llama.cpp, Ollama's /v1, cloud) via the official client."""

from __future__ import annotations

import email.utils
import json
import os
import re
import time
from typing import Any

from .. import errors, observe
from ..privacy import register_secret, register_secret_env
from ..types import Message, Reply, Usage
from . import grammar
from .base import CONTEXT_RE, RetryingBackend, http_server_facts, interrupted
from .probe import TOKENIZE_ROUTES

_KEY_ENVS = ("AGENTNB_API_KEY", "OPENAI_API_KEY")

# What a server kind is sent with a schema-constrained request (a decision's JSON) beside
# the schema. llama-cpp-python's server divides the score of every token it generated in
# the last 64 by ``repeat_penalty`` (1.1 unless a request says otherwise), a setting for
# prose that keeps a model from looping; the arguments of a call repeat tokens by nature
# (quotes, an equal number, a word written before) and are copied from the request (a
# schema of choices alone, a decision's action, keeps the default: ``free_values``). With
# SmolLM2 on BFCL's simple_python, cases 201-300 and 301-400: 40 and 28 calls right at 1.0,
# 33 and 23 at 1.1 (``bench/README.md``). Without it a greedy model can also loop, repeating
# a string until the token limit: such a reply is asked again at the server's default
# (``_unlooped``). llama.cpp's own server and vLLM penalise nothing unless asked; an answer
# (prose) keeps the server's default.
CONSTRAINED_OPTIONS: dict[str, dict[str, Any]] = {"llama-cpp-python": {"repeat_penalty": 1.0}}
# Such a request's first try may write at most LOOP_CAP tokens: a longer reply there is
# mostly a loop (``{"query": "1999_budget.json.json.json...``, 512 tokens, 12 s on two
# cores), and one cut off is asked again with the full limit anyway. Arguments longer than
# that (a letter's text, a long list) are then written at the server's default penalty.
LOOP_CAP = 160
# Server kinds sent, on a request constrained by a schema, the schema's grammar with a
# comma allowed before the outermost object's closing brace (``grammar``: a barred ``",``
# token made SmolLM2 run a value on, ``"NVDA-1234567890"``); its reply is read without
# that comma. Not when streaming (the text shown would hold it), nor when ``sampling``
# sets a grammar of its own.
GRAMMAR_KINDS = {"llama-cpp-python"}


class OpenAICompatModel(RetryingBackend):
    """A chat model behind ``{base_url}/chat/completions``.

    The API key is read from the environment (``api_key_env``, else ``AGENTNB_API_KEY``,
    else ``OPENAI_API_KEY``) and never stored in runs. ``schema_style`` says how
    constrained JSON is requested: ``"json_schema"`` (OpenAI, vLLM, Ollama) or
    ``"json_object"`` (llama-cpp-python's ``{"type": "json_object", "schema": ...}``);
    ``"auto"`` tries the first and falls back to the second once; a llama-cpp-python
    server is sent the schema's grammar instead, with a trailing comma allowed
    (``GRAMMAR_KINDS``, ``agentnb.models.grammar``). ``sampling``: fields
    added to every request's body, for the server's own sampling options
    (``{"top_k": 20, "repeat_penalty": 1.1}``); they override what agentnb sends
    (``CONSTRAINED_OPTIONS``).
    """

    seeded = True  # temperature and seed per request: answer draws (agentnb.draws)

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key_env: str | None = None,
        keyring_service: str | None = None,
        timeout: float = 120.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        temperature: float | None = 0.0,
        decision_mode: str | None = None,
        schema_style: str = "auto",
        context_window: int | None = None,
        sampling: dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(base_url, str) or not re.match(r"^https?://", base_url):
            raise errors.ConfigError(
                f"endpoint URL {base_url!r} must start with http:// or https://, "
                "e.g. http://127.0.0.1:8000/v1"
            )
        if decision_mode not in (None, "native", "json"):
            raise errors.ConfigError("decision_mode must be 'native', 'json' or None (probe)")
        self.base_url = base_url.rstrip("/")
        self.name = model
        self.api_key_env = api_key_env
        self.keyring_service = keyring_service
        register_secret_env(api_key_env)
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.temperature = temperature
        self.decision_mode = decision_mode
        self.schema_style = schema_style
        self.context_window = context_window
        self.sampling = dict(sampling or {})
        self._client: Any = None
        self._kind: str | None = None  # the server's kind, read once when needed
        self._model_checked = False
        self._tokenize: tuple[str, str] | bool | None = True  # True: not found out yet

    def __repr__(self) -> str:  # never shows the key
        return f"{type(self).__name__}(base_url={self.base_url!r}, model={self.name!r})"

    # -- the interface ---------------------------------------------------------------
    def complete(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: Any = None,
        json_schema: dict[str, Any] | None = None,
        max_tokens: int | None = None,
        on_text: Any = None,
        temperature: float | None = None,
        seed: int | None = None,
    ) -> Reply:
        if not self._model_checked:
            self.check_model()
        kwargs: dict[str, Any] = {"model": self.name, "messages": messages}
        parent = observe.traceparent()  # inside a step: the run's trace, for traced servers
        if parent:
            kwargs["extra_headers"] = {"traceparent": parent}
        if on_text is not None:  # stream the text; usage still comes at the end
            kwargs["stream"] = True
            kwargs["stream_options"] = {"include_usage": True}
            kwargs["_on_text"] = on_text
        if temperature is not None or self.temperature is not None:
            kwargs["temperature"] = self.temperature if temperature is None else temperature
        if seed is not None:
            kwargs["seed"] = seed
        if max_tokens:
            kwargs["max_tokens"] = max_tokens
        if tools:
            kwargs["tools"] = tools
            if tool_choice is not None:
                kwargs["tool_choice"] = tool_choice
        body = self.body_options(json_schema)
        if body:
            kwargs["extra_body"] = body
        if json_schema is not None:
            full = kwargs.get("max_tokens")
            if self._lifted(kwargs):  # a first try that loops stops at LOOP_CAP
                kwargs["max_tokens"] = min(full or LOOP_CAP, LOOP_CAP)
            lenient = None if kwargs.get("stream") or "grammar" in self.sampling or \
                self.server_kind() not in GRAMMAR_KINDS else grammar.lenient_grammar(json_schema)
            reply = self._unlooped(self._constrained(kwargs, json_schema, lenient), kwargs, full)
            text = reply.message.get("content")
            if lenient and isinstance(text, str):
                reply.message["content"] = grammar.closed(text)
            return reply
        return self._call(kwargs)

    def _lifted(self, kwargs: dict[str, Any]) -> set[str]:
        """The ``CONSTRAINED_OPTIONS`` this request sends (not set by ``sampling``), when
        it does not stream: a reply cut off is then asked again without them."""
        sent = kwargs.get("extra_body") or {}
        return set() if kwargs.get("stream") else {
            k for k, v in CONSTRAINED_OPTIONS.get(self.server_kind(), {}).items()
            if k not in self.sampling and sent.get(k) == v}

    def _constrained(self, kwargs: dict[str, Any], json_schema: dict[str, Any],
                     lenient: str | None = None) -> Reply:
        """A schema-constrained request, in the form this endpoint takes: the ``lenient``
        grammar when there is one (``GRAMMAR_KINDS``), else ``response_format``."""
        if lenient:
            kwargs["extra_body"] = {**(kwargs.get("extra_body") or {}), "grammar": lenient}
            return self._call(kwargs)
        style = "json_schema" if self.schema_style == "auto" else self.schema_style
        kwargs["response_format"] = response_format(json_schema, style)
        try:
            return self._call(kwargs)
        except (errors.BadRequest, errors.ServerError) as exc:
            if self.schema_style != "auto" or isinstance(exc, errors.ContextLengthExceeded):
                raise
            kwargs["response_format"] = response_format(json_schema, "json_object")
            reply = self._call(kwargs)
            self.schema_style = "json_object"  # remember what this endpoint accepts
            return reply

    def _unlooped(self, reply: Reply, kwargs: dict[str, Any], max_tokens: int | None
                  ) -> Reply:
        """The reply, or, when it stopped at its token limit with ``CONSTRAINED_OPTIONS``
        sent (a greedy model can repeat a string or a list's item until then), the same
        request asked once more without them (the server's default penalty, which ends a
        loop) and with the full ``max_tokens``; its usage and latency then count both. Not
        when streaming (the first text was shown) or when ``sampling`` sets those
        options."""
        added = self._lifted(kwargs)
        if reply.finish_reason != "length" or not added:
            return reply
        body = {k: v for k, v in (kwargs.get("extra_body") or {}).items() if k not in added}
        again = self._call({**{k: v for k, v in kwargs.items()
                               if k not in ("extra_body", "max_tokens")},
                            **({"extra_body": body} if body else {}),
                            **({"max_tokens": max_tokens} if max_tokens else {})})
        again.usage = reply.usage + again.usage
        again.latency += reply.latency
        return again

    def check_model(self) -> None:
        """Fail early, naming what the server has, if it does not serve this model. Some
        servers (llama.cpp with one model) would silently answer with another one."""
        try:
            served = self.list_models()
        except (errors.ModelNotFound, errors.BadRequest):
            served = []  # no model list on this server: nothing to check against
        self._model_checked = True
        if served and self.name not in served:
            raise errors.ModelNotFound(f"the server does not serve model {self.name!r}",
                                       available=served, endpoint=self.base_url,
                                       model=self.name)

    def count_tokens(self, text: str) -> int | None:
        """How many tokens ``text`` is, by the server's own tokenizer, when the server can
        tell (llama-cpp-python, llama.cpp and vLLM can); ``None`` otherwise, or when asking
        failed (the caller estimates instead). The server kind comes from its metadata
        routes (GET only, once), as the probe finds it."""
        if self._tokenize is True:
            kind = self.server_kind()
            if self._kind is None:  # unreachable: find out next time
                return None
            self._tokenize = TOKENIZE_ROUTES.get(kind)
        if not self._tokenize or not text:
            return None
        count = self._ask_count(self._tokenize, text)
        if count is None:
            self._tokenize = None  # it failed: estimate from here on
        return count

    def _ask_count(self, route: tuple[str, str], text: str) -> int | None:
        import urllib.request

        path, field = route
        key = self._api_key()
        request = urllib.request.Request(
            self.base_url.removesuffix("/v1") + path, method="POST",
            data=json.dumps({field: text, "model": self.name}).encode(),
            headers={"Content-Type": "application/json",
                     **({"Authorization": f"Bearer {key}"} if key != "not-needed" else {})})
        try:
            with urllib.request.urlopen(request, timeout=10) as resp:
                data = json.loads(resp.read())
            return int(data["count"]) if "count" in data else len(data["tokens"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def server_facts(self) -> dict[str, Any]:
        return http_server_facts(self.base_url, self.name)

    def body_options(self, json_schema: dict[str, Any] | None = None) -> dict[str, Any]:
        """The fields a request's body carries beyond the OpenAI API's (``extra_body``):
        ``CONSTRAINED_OPTIONS`` for this server's kind on a request constrained by a
        schema with values to write (``free_values``), then ``sampling``."""
        kind = self.server_kind() if json_schema is not None and free_values(json_schema) \
            else ""
        return {**CONSTRAINED_OPTIONS.get(kind, {}), **self.sampling}

    def server_kind(self) -> str:
        """The server's kind as its metadata routes tell it (``"llama-cpp-python"``,
        ``"llama.cpp"``, ``"vllm"``, ``"ollama"``; ``""`` when they do not), read once the
        server answers (while it is unreachable, ``""`` and asked again next time)."""
        if self._kind is None:
            facts = self.server_facts()
            if facts.get("unreachable"):
                return ""
            self._kind = facts.get("kind") or ""
        return self._kind

    def list_models(self) -> list[str]:
        """Model ids the endpoint serves."""
        return [m.id for m in self._request(lambda c: c.models.list()).data]

    # -- plumbing --------------------------------------------------------------------
    @property
    def client(self) -> Any:
        if self._client is None:
            import openai

            key = self._api_key()
            self._client = openai.OpenAI(
                base_url=self.base_url, api_key=key, timeout=self.timeout, max_retries=0
            )
        return self._client

    def _api_key(self) -> str:
        """From the environment, else the system keyring (``keyring_service``, with the
        endpoint URL as the user name), else a placeholder that local servers accept."""
        key = next((os.environ[e] for e in (self.api_key_env, *_KEY_ENVS)
                    if e and os.environ.get(e)), None)
        if key is None and self.keyring_service:
            try:
                import keyring
            except ImportError:
                raise errors.ConfigError(
                    "keyring_service is set but the keyring package is not installed: "
                    "pip install keyring") from None
            key = keyring.get_password(self.keyring_service, self.base_url)
            if key is None:
                raise errors.AuthenticationError(
                    f"no key in the keyring for service {self.keyring_service!r} and user "
                    f"{self.base_url!r}: keyring set {self.keyring_service} {self.base_url}",
                    endpoint=self.base_url, model=self.name)
            register_secret(key)
        return key or "not-needed"

    def _call(self, kwargs: dict[str, Any]) -> Reply:
        if kwargs.get("stream"):
            return self._call_streaming(kwargs)
        return self._request(lambda c: self._attempt(c, kwargs))

    def _attempt(self, client: Any, kwargs: dict[str, Any]) -> Reply:
        """One try, read from the completion's JSON as the server sent it (by
        ``reply_from``, which takes any shape): the client's typed objects would fail on
        malformed fields."""
        t0 = time.perf_counter()
        resp = client.chat.completions.with_raw_response.create(**kwargs)
        try:
            data = json.loads(resp.text)
        except ValueError:
            raise errors.MalformedReply(
                f"the server answered {resp.status_code} with no JSON: {resp.text[:200]!r}",
                endpoint=self.base_url, model=self.name) from None
        return reply_from(data, time.perf_counter() - t0, self.name,
                          {"endpoint": self.base_url, "model": self.name})

    def _call_streaming(self, kwargs: dict[str, Any]) -> Reply:
        """Stream the reply, passing each piece of text to ``on_text`` as it arrives. A
        stream that breaks off raises ``StreamInterrupted`` holding the text received."""
        on_text = kwargs.pop("_on_text")
        t0 = time.perf_counter()
        chunks = self._request(lambda c: c.chat.completions.create(**kwargs))
        text: list[str] = []
        calls: dict[int, dict[str, Any]] = {}
        usage, finish = None, None
        try:
            for chunk in chunks:
                usage = getattr(chunk, "usage", None) or usage
                for choice in getattr(chunk, "choices", None) or []:
                    finish = getattr(choice, "finish_reason", None) or finish
                    delta = getattr(choice, "delta", None)
                    if delta is None:
                        continue
                    if isinstance(delta.content, str) and delta.content:
                        text.append(delta.content)
                        on_text(delta.content)
                    for tc in delta.tool_calls or []:
                        call = calls.setdefault(tc.index,
                                                {"id": "", "name": "", "arguments": ""})
                        call["id"] = tc.id or call["id"]
                        if tc.function is not None:
                            call["name"] += tc.function.name or ""
                            call["arguments"] += tc.function.arguments or ""
        except Exception as exc:  # the server had answered 200: not "cannot connect"
            raise interrupted(self._translate(exc)[0], "".join(text), len(calls),
                              time.perf_counter() - t0, self.name) from None
        message: Message = {"role": "assistant", "content": "".join(text) or None}
        if calls:
            message["tool_calls"] = [
                {"id": c["id"] or f"call_{i}", "type": "function",
                 "function": {"name": c["name"], "arguments": c["arguments"]}}
                for i, c in sorted(calls.items())]
        if usage is not None:
            counted = Usage(usage.prompt_tokens or 0, usage.completion_tokens or 0)
        else:  # a server that sends no usage in streams: count roughly
            counted = Usage(sum(len(str(m.get("content") or "")) for m in kwargs["messages"]) // 4,
                            max(1, len("".join(text)) // 4))
        return Reply(message=message, usage=counted, latency=time.perf_counter() - t0,
                     model=self.name, finish_reason=finish)

    def _translate(self, exc: Exception) -> tuple[errors.EndpointError, float | None]:
        import openai

        where = {"endpoint": self.base_url, "model": self.name}
        if isinstance(exc, openai.APITimeoutError):
            return errors.EndpointTimeout(
                f"no answer within {self.timeout:g}s", **where), None
        if isinstance(exc, openai.APIConnectionError):
            return errors.EndpointUnreachable(
                "cannot connect: is the server running and the URL right?", **where), None
        if not isinstance(exc, openai.APIStatusError):
            if isinstance(exc, errors.EndpointError):
                return exc, None
            return errors.EndpointError(
                f"unexpected answer from the server: {type(exc).__name__}: {exc}", **where
            ), None
        status = exc.status_code
        body = _excerpt(exc)
        if CONTEXT_RE.search(body):
            return errors.ContextLengthExceeded(
                f"the prompt does not fit the model's context window: {body}",
                status=status, **where), None
        if status == 429:
            return errors.RateLimited(f"rate limited (429): {body}", status=status,
                                      **where), _retry_after(exc)
        if status >= 500:
            return errors.ServerError(f"server error {status}: {body}", status=status,
                                      **where), _retry_after(exc)
        if status in (401, 403):
            return errors.AuthenticationError(
                f"rejected with {status}: set the API key in the environment variable "
                f"{self.api_key_env or _KEY_ENVS[0]}", status=status, **where), None
        if status == 404:
            return errors.ModelNotFound(
                f"not found (404): {body}; check the model name and that the URL ends in /v1",
                available=self._safe_models(), status=status, **where), None
        return errors.BadRequest(f"request rejected ({status}): {body}", status=status,
                                 **where), None

    def _safe_models(self) -> list[str]:
        try:
            return [m.id for m in self.client.models.list().data]
        except Exception:
            return []


def free_values(schema: Any) -> bool:
    """Whether a JSON schema leaves a value to write (a property or item without an
    ``enum`` or ``const``), not only choices: a tool's arguments, not the action of a
    decision. Only there is a value copied that repeats what the reply wrote before."""
    if not isinstance(schema, dict) or "enum" in schema or "const" in schema:
        return False
    inner = [*(schema.get("properties") or {}).values(), schema.get("items")]
    if not any(isinstance(x, dict) for x in inner):
        return True  # a value of its own (a string, a number, an open object)
    return any(free_values(x) for x in inner if isinstance(x, dict))


def response_format(schema: dict[str, Any], style: str) -> dict[str, Any]:
    """The ``response_format`` that asks an endpoint for JSON matching ``schema``."""
    if style == "json_object":  # llama-cpp-python's grammar-constrained form
        return {"type": "json_object", "schema": schema}
    return {"type": "json_schema",
            "json_schema": {"name": "decision", "schema": schema, "strict": True}}


def _excerpt(exc: Any, n: int = 300) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        text = inner.get("message", str(inner)) if isinstance(inner, dict) else str(inner)
    else:
        resp = getattr(exc, "response", None)
        text = getattr(resp, "text", None) or str(exc)
        if "<html" in text.lower():
            text = "an HTML page instead of JSON: " + re.sub(r"<[^>]+>|\s+", " ", text).strip()
    return text[:n]


def reply_from(data: Any, latency: float, name: str, where: dict[str, str]) -> Reply:
    """A Reply from a chat completion's JSON, whatever its shape: no choices or no message
    is a ``MalformedReply``; malformed tool calls are kept as sent, for the decision layer
    to turn into problems the model reads."""
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices:
        raise errors.EndpointError(
            "the server answered, but not with an OpenAI chat completion "
            f"(got {json.dumps(data)[:200]!r}); is this URL an OpenAI-compatible /v1 "
            "endpoint?", **where)
    choice = choices[0] if isinstance(choices[0], dict) else {}
    msg = choice.get("message")
    if not isinstance(msg, dict):
        raise errors.MalformedReply(
            f"the server answered 200, but choices[0].message is {json.dumps(msg)[:80]}, "
            "not a message", **where)
    message: Message = {"role": "assistant", "content": msg.get("content")}
    if msg.get("tool_calls") not in (None, []):
        message["tool_calls"] = msg["tool_calls"]
    u = data.get("usage")
    u = u if isinstance(u, dict) else {}
    usage = Usage(*(v if isinstance(v, int) and v >= 0 else 0
                    for v in (u.get("prompt_tokens"), u.get("completion_tokens"))))
    model = data.get("model")
    finish = choice.get("finish_reason")
    return Reply(message=message, usage=usage, latency=latency,
                 model=model if isinstance(model, str) and model else name,
                 finish_reason=finish if isinstance(finish, str) else None)


def _retry_after(exc: Any) -> float | None:
    """Seconds the server asked us to wait (``Retry-After`` in seconds or as a date, or
    ``retry-after-ms``); the caller keeps the wait within its limits."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or {}
    try:
        if headers.get("retry-after-ms"):
            return max(0.0, float(headers["retry-after-ms"]) / 1000)
        value = headers.get("retry-after")
        if value is None:
            return None
        try:
            return max(0.0, float(value))
        except ValueError:
            when = email.utils.parsedate_to_datetime(value)
            return max(0.0, when.timestamp() - time.time())
    except (TypeError, ValueError, OverflowError):
        return None
