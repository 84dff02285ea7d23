"""The one interface every backend implements: ``complete(messages, ...) -> Reply``."""

from __future__ import annotations

import random
import time
from typing import Any, Protocol, runtime_checkable

from ..types import Message, Reply


@runtime_checkable
class Model(Protocol):
    """A chat model agentnb can drive.

    ``decision_mode`` is ``"native"`` (the endpoint returns ``tool_calls``), ``"json"``
    (schema-constrained JSON decisions) or ``None`` (find out by probing on first use).
    ``json_schema`` asks for output constrained by that schema, sent in whatever form the
    endpoint accepts.
    """

    name: str
    base_url: str
    decision_mode: str | None
    context_window: int | None

    def complete(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: Any = None,
        json_schema: dict[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Reply: ...


class RetryingBackend:
    """Shared by the HTTP backends: ``self.client`` calls, retried while the failure, as
    mapped by ``self._translate(exc) -> (EndpointError, wait)``, is retryable."""

    client: Any
    max_retries: int
    backoff: float
    max_backoff: float

    def _translate(self, exc: Exception) -> tuple[Any, float | None]:
        raise NotImplementedError

    def _request(self, fn: Any) -> Any:
        return call_with_retries(lambda: fn(self.client), self._translate,
                                 max_retries=self.max_retries, backoff=self.backoff,
                                 max_backoff=self.max_backoff)


def call_with_retries(fn: Any, translate: Any, *, max_retries: int, backoff: float,
                      max_backoff: float) -> Any:
    """``fn()``, retried with jittered exponential backoff (or the wait the server asked
    for) while ``translate(exc)`` says the failure is retryable; else its error is raised."""
    attempt = 0
    while True:
        try:
            return fn()
        except Exception as exc:
            err, wait = translate(exc)
            if not err.retryable or attempt >= max_retries:
                raise err from None
            attempt += 1
            delay = wait if wait is not None else min(
                max_backoff, backoff * 2 ** (attempt - 1)) * random.uniform(0.8, 1.2)
            time.sleep(delay)
