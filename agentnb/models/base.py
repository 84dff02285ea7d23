"""The one interface every backend implements: ``complete(messages, ...) -> Reply``."""

from __future__ import annotations

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
