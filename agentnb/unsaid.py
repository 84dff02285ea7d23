"""Values of a call that the conversation does not say: made up by the model
(``made_up``, ``unsaid_strings``), or copied from the tool's own text (``copied``). Read
with the tokens and the other words of ``agentnb.parallel``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import relevance
from .parallel import _number, _said, _tokens, leaves
from .tools import Tool
from .types import ToolCall


def made_up(call: ToolCall, tool: Tool, texts: Sequence[str]) -> list[str]:
    """The required arguments of ``call`` whose string value none of ``texts`` says, not
    even in part: not the whole of it ("a@b.c"), and none of its content words
    (``agentnb.relevance``: by their first five letters, function words aside), numbers or
    words in other scripts (as a part of their text: "東京" in "東京の天気") is in any
    ("Paris" for "Convert 0 degrees Celsius to Fahrenheit"; a string of marks alone,
    ", "). A number is never made up (a model may compute it: 2 for "double it", 0.15 for
    "15%"), nor a flag, ``null`` or a choice of an ``enum`` or ``const``; a list is when it
    holds strings and none of them is said."""
    return unsaid_strings(call, tool, texts, tool.parameters.get("required", []))


def unsaid_strings(call: ToolCall, tool: Tool, texts: Sequence[str], names: Sequence[str]
                   ) -> list[str]:
    """Of ``names``, the arguments of ``call`` whose string value none of ``texts`` says,
    not even in part (``made_up``'s test; not a choice of an ``enum`` or ``const``, a
    number, a flag or ``null``)."""
    props = tool.parameters.get("properties", {})
    said = [_tokens(t) for t in texts]
    joined = "\n".join(texts)
    seen_words, lowered = relevance.words(joined), joined.lower()

    def stated(x: Any) -> bool:
        if not isinstance(x, str):
            return True
        tokens = _tokens(x)
        return bool(_said(x, said)) or bool(relevance.words(x) & seen_words) or any(
            _said(n, said) for t in tokens if (n := _number(t)) is not None) or any(
            t in lowered for t in tokens if t[-1].isalnum() and not t.isascii())

    out = []
    for name in names:
        spec = props.get(name)
        if name not in call.arguments or not isinstance(spec, dict) or \
                "enum" in spec or "const" in spec:
            continue
        held = [x for x in leaves(call.arguments[name])
                if not isinstance(x, bool) and x is not None]
        if held and not any(stated(x) for x in held):
            out.append(name)
    return out


def copied(call: ToolCall, tool: Tool, request: str, results: str = "") -> list[str]:
    """The arguments of ``call`` whose value is a copy of the tool's own text: a string (not
    a choice of an ``enum``, not the default) that neither the request nor ``results``
    says, and that the tool's name, description or a parameter's name or description
    does ("Paris" from ``City name, e.g. "Paris"``)."""
    props = tool.parameters.get("properties", {})
    text = relevance.tool_text(tool)
    flat = " ".join(text.lower().split())
    maybe = {name: value for name, value in call.arguments.items()
             if isinstance(value, str) and value.strip() and isinstance(props.get(name), dict)
             and "enum" not in props[name] and value != props[name].get("default")
             and " ".join(value.lower().split()) in flat}  # cheap: most values are not
    if not maybe:
        return []
    theirs, said = [_tokens(text)], [_tokens(request), _tokens(results)]
    return [name for name, value in maybe.items()
            if not _said(value, said) and _said(value, theirs)]
