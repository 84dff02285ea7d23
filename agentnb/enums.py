"""A choice of an ``enum`` that nothing says, beside another choice the request asks for by
name.

Under a JSON grammar a small model must write one of a parameter's choices, and where it
does not know which it writes one of its own: SmolLM2 picked ``genre="Drama"`` for "Find
me a comedy movie", ``ride_type="Luxury"`` for "a regular ride" and
``payment_method="app balance"`` for "Send $25 to Maria from my debit card"
(``bench/mixed_requests.py --later families``). The call validates; the request's words
say which choice it asks for. ``choice_fix`` gives it (``GroundArguments`` puts it in
place and records the change). A choice the model left out is never added: its default
stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from . import relevance
from .codes import says_word
from .tools import Tool
from .types import ToolCall

# words that may stand between the word that asks and the choice ("in the patio", "with
# my credit card", "rent me an SUV")
_ARTICLES = {"the", "a", "an", "my", "our", "your", "his", "her", "their"}
BETWEEN = _ARTICLES | {"me", "us"}
# words of a parameter's name that say it holds what to do, the command ("action")
_DOING = {"action", "command", "cmd", "operation", "op", "mode", "state", "direction"}


def choice_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
               ) -> dict[str, str]:
    """The choice the request asks for by name, for each argument of ``call`` that holds a
    choice of its parameter's ``enum`` that nothing in the conversation says. ``call`` is
    not changed.

    Precondition, every part of it: the argument is set (an optional one left out is
    never added) to one of the choices, and no text of ``said`` (what the conversation
    says: ``Turn.said``) writes it as words, in any case ("3 cm" says "cm"); the
    request holds no negation (the caller gives no ``said`` there); it writes exactly
    one other choice of that ``enum`` as whole words, case aside (a code of two or three
    letters only as the ``enum`` writes it, "US", not "us", and never one in lower case
    that is a standard code, "it", "no"; a short word that is none, "low", "buy", is read
    as a word: ``_where``), and asks for it (``asked``): right after a word that asks
    for a kind ("in", "with", "by", "as", "using"...; an article or a possessive may
    stand between: "in the patio", "with my credit card"), right before a word of the
    tool's own text ("a comedy movie", "a pool ride"), or right after one where the next
    word is none outside that text ("Rent a hatchback in Leeds"), or as the request's
    first or second word, the command, before an article or a possessive and a choice of
    another ``enum`` of the tool ("Start the washer", "Turn off the kitchen lights") or,
    for a parameter named for what to do ("action", "command", "mode"...), a word of the
    tool's name or description ("Close the garage door", "Pause the music"), not only
    mentioned ("comedy bores me", "the luxury ones are too pricey", "the sedan's
    bigger brother"); no other argument holds that choice, and no other parameter would
    take it.

    Where it can be wrong: the model's choice is the request's in other words and another
    choice is asked for as something else ("Find a scary film for after the comedy
    show": "Horror" becomes "Comedy"). Where it leaves the model's choice: a choice that
    starts the request before another word than an article or a possessive, or follows
    another word ("Moderate Italian places", "Any imax showings"), or that follows a
    word of most tools' text ("Find horror in Reno") or comes before a word of another
    ``enum``'s ("Order a large iced coffee")."""
    props = tool.parameters.get("properties", {})
    out: dict[str, str] = {}
    for k, current in call.arguments.items():
        spec = props.get(k)
        choices = [c for c in (spec.get("enum") or []) if isinstance(c, str)] \
            if isinstance(spec, dict) else []
        if current not in choices or any(_loose(t, current) for t in said):
            continue
        named = [c for c in choices if c != current and _writes(request, c)]
        if len(named) == 1 and asked(request, named[0], tool):
            out[k] = named[0]
    held = {v for v in call.arguments.values() if isinstance(v, str)}
    given = list(out.values())
    return {k: v for k, v in out.items() if v not in held and given.count(v) == 1}


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _where(text: str, choice: Any) -> re.Match[str] | None:
    """Where ``text`` first writes ``choice`` as whole words, case aside and spaces,
    hyphens or underscores alike ("debit card" in "from my debit card"; "Living room" in
    "the living room"); a code of two or three letters only as the ``enum`` writes it
    ("US", not "us"), and never one in lower case that is a standard code either way
    ("it" and "no" are words, "us" is one too); a short lower-case word that is no code
    ("low", "buy", "top") is read as a word."""
    from .codes import is_code

    value = str(choice)
    if re.fullmatch(r"[A-Za-z]{2,3}", value) and (
            not value.islower() or is_code(value) or is_code(value.upper())):
        if value.islower():
            return None
        return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text)
    parts = _words(value)
    if not parts:
        return None
    return re.search(r"(?<![a-z0-9])" + r"[\s_\-]+".join(map(re.escape, parts))
                     + r"(?![a-z0-9])", text.lower())


def _writes(text: str, choice: Any) -> bool:
    return _where(text, choice) is not None


def _loose(text: str, choice: Any) -> bool:
    """Whether ``text`` writes ``choice`` as whole words in any case: the model's choice
    counts as said wherever it might be ("3 cm" says "cm")."""
    return says_word(text, str(choice)) or _writes(text, choice)


def asked(request: str, choice: str, tool: Tool) -> bool:
    """Whether ``request`` asks for ``choice`` where it first writes it (``_where``): right
    after a word that asks for a kind (``grounding._ASKING``), right before a word of the
    tool's own text (``relevance.tool_words``: "a comedy movie"), or right after one where
    the next word is none outside that text ("Rent a hatchback in Leeds", not "Find the
    comedy club"), or as the request's first or second word before an article or a
    possessive and a choice of another ``enum`` of the tool, or what the tool acts on
    (``_commands``: "Start the washer", "Turn off the kitchen lights", "Close the garage
    door"; not "Start time of the washer?", "Rent a car, then find me a flat"); up to two
    of
    ``BETWEEN`` (articles, possessives, "me", "us") may stand between the word before
    and the choice. A choice written with "'s" is not asked
    for: it owns what is ("the sedan's bigger brother")."""
    from .grounding import _ASKING

    at = _where(request, choice)
    if at is None or re.match(r"['’]s\b", request[at.end():]):
        return False  # "the sedan's bigger brother": the choice owns what is asked for
    before = _words(request[:at.start()])[-3:]
    for _ in range(2):
        if before and before[-1] in BETWEEN:
            before = before[:-1]
    after = _words(request[at.end():])[:1]
    own = relevance.tool_words(tool) - relevance.words(choice)
    if bool(after) and bool(relevance.words(after[0]) & own):
        return True
    if len(_words(request[:at.start()])) <= 1 and _commands(request[at.end():], choice, tool):
        return True  # the command, first or after a verb: "Start the washer", "Turn off"
    if not before:
        return False
    next_is_free = not after or relevance.words(after[0]) <= own
    return before[-1] in _ASKING or (bool(relevance.words(before[-1]) & own) and next_is_free)


def _commands(rest: str, choice: str, tool: Tool) -> bool:
    """Whether a choice that is the request's first word is the command the tool is
    given: an article or a possessive follows it, then a choice of another ``enum`` of
    the tool ("Start the washer", "Stop my dryer"), or, where the choice's parameter is
    named for what to do (``_DOING``: "action", "command", "mode"...), a word of the
    tool's name or description that no choice of its ``enum`` writes, what the tool acts
    on, or a word and then that word ("Close the garage door" for "Open or close the
    garage door", "Unlock the side door" for a ``door_lock``; not "Rent a car,
    then find me a flat", "Start the day right", "Lower the thermostat" for a tool of
    blinds, where what follows is neither, nor "New the posts" for a ``sort``)."""
    words = _words(rest)[:3]
    if len(words) < 2 or words[0] not in _ARTICLES:
        return False
    props = {k: p for k, p in tool.parameters.get("properties", {}).items()
             if isinstance(p, dict)}
    others = [c for p in props.values() for c in p.get("enum") or []
              if isinstance(c, str) and choice not in (p.get("enum") or [])]
    if any(_words(c)[:1] == [words[1]] for c in others):
        return True
    doing = [p["enum"] for k, p in props.items() if choice in (p.get("enum") or [])
             and set(_words(k.replace("_", " "))) & _DOING]
    acted_on = relevance.words(f"{tool.name} {tool.description}") - relevance.words(
        " ".join(str(c) for e in doing for c in e))
    return bool(doing) and bool(relevance.words(" ".join(words[1:3])) & acted_on)
