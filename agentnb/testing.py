"""Fake models for fast, deterministic unit tests of loop logic. Public and documented.

These never stand in for a real endpoint in end-to-end tests; they let you test your tools,
prompts and stop conditions in milliseconds.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from .errors import AgentnbError
from .models.base import Capabilities, Model
from .types import Message, Reply, Usage


def _estimate_tokens(messages: list[Message]) -> int:
    """About four characters a token, plus a few per message for the chat template."""
    return sum(len(str(m.get("content") or "")) // 4 + 4 for m in messages)


class _FakeBase(Model):
    """Fakes speak the native protocol and take schemas (set ``capabilities`` or
    ``decision_mode`` to pretend otherwise); they count no tokens and do not stream. Set
    ``seeded = True`` to script answer draws (``agentnb.draws``): each is one more reply,
    its ``temperature`` and ``seed`` in ``requests``."""

    base_url = "scripted://"
    decision_mode: str | None = "native"
    context_window: int | None = 8192

    def __init__(self) -> None:
        self.capabilities = Capabilities(native_tools=True, json_schema=True, streaming=False,
                                         context_window=self.context_window)
        self.requests: list[dict[str, Any]] = []
        self._prefix: tuple[int, Any, int] = (0, None, 0)  # (length, last message, tokens)

    def _record(self, messages: list[Message], options: dict[str, Any]) -> None:
        self.requests.append({"messages": list(messages), **options})

    def _prompt_tokens(self, messages: list[Message]) -> int:
        """Token estimate of the prompt; only messages added since the last call are
        counted again (agents append to their history), so a long run stays cheap."""
        n, last, tokens = self._prefix
        if not (0 < n <= len(messages) and messages[n - 1] is last):
            n, tokens = 0, 0
        tokens += _estimate_tokens(messages[n:])
        if messages:
            self._prefix = (len(messages), messages[-1], tokens)
        return tokens

    def _reply(self, message: Message, messages: list[Message]) -> Reply:
        calls = message.get("tool_calls") or []
        completion = len(str(message.get("content") or "")) // 4 + sum(
            len(str(_arguments(tc))) // 4 + 4 for tc in (calls if isinstance(calls, list)
                                                        else [calls]))
        return Reply(message=message, usage=Usage(self._prompt_tokens(messages), completion),
                     latency=0.0, model=self.name)  # type: ignore[attr-defined]


class ScriptedModel(_FakeBase):
    """Replies from a queue, one per request; every request is kept in ``.requests``.

    A queued item is a string (a final answer), an OpenAI-style assistant message dict, a
    ``Reply``, or an exception instance (raised, to simulate an endpoint failure).
    """

    name = "scripted"

    def __init__(self, replies: Iterable[Any] = ()) -> None:
        super().__init__()
        self.queue: list[Any] = list(replies)

    def enqueue(self, *replies: Any) -> ScriptedModel:
        self.queue.extend(replies)
        return self

    @classmethod
    def from_tool_calls(cls, calls: Iterable[tuple[str, dict[str, Any]]],
                        answer: str = "done") -> ScriptedModel:
        """Ask for each call in turn, one per step, then answer ``answer``."""
        replies: list[Any] = [tool_call_message(name, args, f"call_{i}")
                              for i, (name, args) in enumerate(calls)]
        return cls([*replies, answer])

    def complete(self, messages: list[Message], **options: Any) -> Reply:
        self._record(messages, options)
        if not self.queue:
            raise AgentnbError("ScriptedModel has no replies left; enqueue() more")
        item = self.queue.pop(0)
        if isinstance(item, BaseException):
            raise item
        if isinstance(item, Reply):
            return item
        message = {"role": "assistant", "content": item} if isinstance(item, str) else item
        return self._reply(message, messages)


class FunctionModel(_FakeBase):
    """Replies computed by ``fn(messages, tools)``, which returns an assistant message dict
    (``content`` and/or ``tool_calls``) or a string."""

    name = "function"

    def __init__(self, fn: Callable[[list[Message], list[dict[str, Any]]], Any]) -> None:
        super().__init__()
        self.fn = fn

    def complete(self, messages: list[Message], **options: Any) -> Reply:
        self._record(messages, options)
        out = self.fn(messages, options.get("tools") or [])
        message = {"role": "assistant", "content": out} if isinstance(out, str) else \
            {"role": "assistant", **out}
        return self._reply(message, messages)


def _arguments(tc: Any) -> Any:
    """A tool call's argument text, or the call itself when it is malformed (a fake model
    may be asked to send anything)."""
    fn = tc.get("function") if isinstance(tc, dict) else None
    return (fn.get("arguments") or "") if isinstance(fn, dict) else tc


def tool_call_message(name: str, arguments: dict[str, Any], call_id: str = "call_0") -> Message:
    """An assistant message asking for one tool call, as an OpenAI endpoint returns it."""
    return {"role": "assistant", "content": None, "tool_calls": [
        {"id": call_id, "type": "function",
         "function": {"name": name, "arguments": json.dumps(arguments)}}]}


__all__ = ["FunctionModel", "ScriptedModel", "tool_call_message"]
