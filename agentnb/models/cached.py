"""``CachedModel``: a model whose replies come from an ``agentnb.cache.Cache`` when the
exact request was made before (``Agent(cache=...)`` wraps its model in one)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from ..cache import Cache
from ..types import Message, Reply
from .base import Model


def request_key(model: Model, messages: list[Message], options: dict[str, Any]) -> str:
    """The key of a model request: everything that can change the reply, nothing else
    (``on_text`` only watches): the endpoint, model, messages, options, the model's
    temperature and the sampling fields its requests carry. Keys never hold API keys: a
    model's key is not in it."""
    extra = getattr(model, "body_options", None)
    body = {"base_url": model.base_url, "model": model.name, "messages": messages,
            **{k: v for k, v in options.items() if k != "on_text"},
            "temperature": options.get("temperature", getattr(model, "temperature", None)),
            "body": extra(options.get("json_schema")) if callable(extra) else {}}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()



class CachedModel(Model):
    """A model whose replies come from a ``Cache`` when the exact request was made
    before; everything else is the wrapped model's."""

    def __init__(self, model: Model, cache: Cache) -> None:
        self.model, self.cache = model, cache

    def complete(self, messages: list[Message], **options: Any) -> Reply:
        key = request_key(self.model, messages, options)
        hit = self.cache.get_reply(key)
        if hit is not None:
            reply = Reply.from_dict(hit)
            reply.cached, reply.latency = True, 0.0
            on_text: Callable[[str], Any] | None = options.get("on_text")
            text = reply.message.get("content")
            if on_text is not None and isinstance(text, str) and text:
                on_text(text)
            return reply
        reply = self.model.complete(messages, **options)
        self.cache.put_reply(key, reply.to_dict())
        return reply

    # everything else is the wrapped model's
    def __getattr__(self, name: str) -> Any:
        if name in ("model", "cache"):
            raise AttributeError(name)
        return getattr(self.model, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("model", "cache"):
            object.__setattr__(self, name, value)
        else:
            setattr(self.model, name, value)

    name = property(lambda self: self.model.name)  # type: ignore[assignment]
    base_url = property(lambda self: self.model.base_url)  # type: ignore[assignment]
    decision_mode = property(lambda self: self.model.decision_mode)  # type: ignore[assignment]
    context_window = property(lambda self: self.model.context_window)  # type: ignore[assignment]
    capabilities = property(lambda self: self.model.capabilities)  # type: ignore[assignment]
    notes = property(lambda self: self.model.notes)  # type: ignore[assignment]
    seeded = property(lambda self: self.model.seeded)  # type: ignore[assignment]

    def count_tokens(self, text: str) -> int | None:
        return self.model.count_tokens(text)

    def list_models(self) -> list[str]:
        return self.model.list_models()

    def start(self) -> None:
        self.model.start()

    def fetch_context_window(self) -> int | None:
        return self.model.fetch_context_window()

    def server_facts(self) -> dict[str, Any]:
        return self.model.server_facts()

    def probe(self, *, refresh: bool = False) -> Any:
        return self.model.probe(refresh=refresh)

    def resolve_capabilities(self) -> Any:
        return self.model.resolve_capabilities()

    def __repr__(self) -> str:
        return f"CachedModel({self.model!r}, {self.cache!r})"
