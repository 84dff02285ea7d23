"""One of the few examples a description lists, copied, where the request names another.

A description may list the values a parameter takes: "Type of the artwork, e.g. painting,
sculpture, installation", "can be 'contemporary', 'modern', 'renaissance', etc.". A small
model copies one of them: for "Search for famous contemporary sculptures in New York"
SmolLM2 wrote ``type="painting"`` and ``era="Modern"``. The request names one of the list
("sculptures", "contemporary"): that one is the value (``listed_fix``; ``GroundArguments``
puts it in place and records the change). An example that is a weekday's or a month's
name stands for the seven or the twelve: for "Book me a spin class on Friday" SmolLM2 kept
``day="Monday"`` of "The day, e.g. 'Monday'" (``bench/mixed_requests.py --later
families6``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .examples import example_text, free_string
from .tools import Tool
from .types import ToolCall
from .unsaid import copied

# what a list of examples follows, and where it ends: a sentence's end, a closing mark
_LEAD = re.compile(r"(?i)(?:\be\.g\.|\beg\.|\bfor example|\bsuch as|\bcan be|\bone of"
                   r"|\beither)[,:]?\s*(.+?)(?:\.(?:\s|$)|[;)\n]|$)")
_ITEM = re.compile(r"""^["'`]?([A-Za-z][\w'\- ]{0,30}?)["'`]?$""")
_ETC = re.compile(r"(?i),?\s*\betc\.?$")
# words that mostly give an order, not a value ("my first flight"): as a listed example
# ("economy, business or first") they name it only right before a word of the
# parameter's own text ("first class")
_ORDERS = frozenset({"first", "second", "third", "last", "next", "previous"})
# a weekday's or a month's name as the one example stands for a list of seven or twelve
_CALENDAR = (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
             ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"])
# those names in lower case: each has a capital of its own, which says nothing of a name
CALENDAR_WORDS = frozenset(n.lower() for kind in _CALENDAR for n in kind)
# the words after which a calendar name asks for it ("on Friday", "next Tuesday", "in May")
_WHEN = frozenset({"on", "for", "this", "next", "coming", "every", "by", "until", "in"})


def listed(spec: dict[str, Any]) -> list[str]:
    """The examples a string parameter's description lists as a choice of values: after
    "e.g.", "such as", "can be", "one of"..., three or more items of one to three words
    joined by commas, "or" or "and" ("painting, sculpture, installation"), or two joined
    by "or" or followed by "etc." ("'celsius' or 'fahrenheit'", "Living room, Bathroom
    etc."); the seven weekdays or the twelve months where the example is one of them
    ("e.g. 'Monday'"); [] for anything else: "e.g. San Francisco, CA" and "e.g. Paris,
    France" are one value of two parts."""
    example = (example_text(spec) or "").strip("'\"` ").lower()
    calendar = next((c for c in _CALENDAR if example in {n.lower() for n in c}), None)
    if calendar is not None:
        return calendar
    m = _LEAD.search(str(spec.get("description") or ""))
    if not m:
        return []
    text = m[1].strip()
    etc = _ETC.search(text) is not None
    text = _ETC.sub("", text)
    parts = [p.strip() for p in re.split(r",|\bor\b|\band\b", text) if p.strip()]
    items = [i[1].strip() for p in parts if (i := _ITEM.match(p)) and len(p.split()) <= 3]
    if len(items) < len(parts) or len(items) < 2:
        return []
    joined = re.search(r"\bor\b", text) is not None
    return items if len(items) >= 3 or joined or etc else []


def _names(text: str, option: str) -> bool:
    """Whether ``text`` writes ``option`` as whole words, in any case, or its plural."""
    return re.search(rf"(?<![\w-]){re.escape(option)}(?:e?s)?(?![\w-])", text,
                     re.IGNORECASE) is not None


def first_clause(request: str) -> str:
    """The request up to its first comma, semicolon or sentence's end."""
    return re.split(r"[,;.!?](?:\s|$)", request, maxsplit=1)[0]


def _when(request: str, name: str, anywhere: bool = False) -> bool:
    """Whether ``request`` asks for the weekday or month ``name``: written capitalized
    (not "I may") in its first clause (up to a comma, a semicolon or a sentence's end: "as
    I missed it on Friday" after one is told, not asked), right after a word of ``_WHEN``
    or as its first word ("on Friday", "next Tuesday"; not "I'm busy Friday", "like last
    Friday"). ``anywhere``: whether it writes the name at all, capitalized."""
    first = request if anywhere else first_clause(request)
    for m in re.finditer(rf"(?<![\w-]){re.escape(name)}s?(?![\w-])", first):
        before = re.findall(r"[A-Za-z]+", first[:m.start()])
        if anywhere or not before or before[-1].lower() in _WHEN:
            return True
    return False


def listed_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
               ) -> dict[str, str] | None:
    """The listed example the request names, for the string arguments of ``call`` that
    hold another one copied; else None. ``call`` is not changed.

    Precondition, for each argument changed: its parameter (a string, no ``enum``) lists
    examples (``listed``); the value is one of them (in any case), or another copy of the
    tool's own text (``unsaid.copied``: "Artwork" of "Type of the artwork"), and no
    text of ``said`` (what the conversation says: ``Turn.said``) writes it, nor its
    plural: the model copied it; the request names exactly one other of them (as whole
    words, or their plural: "sculptures" for "sculpture"), which no other argument holds;
    and the call validates with it. The value becomes that example as the description
    writes it.

    A weekday or a month names the example only where the request writes no other of
    them ("for April or May", "on Tuesday after my Friday shift" name none) and asks for
    it in its first clause, capitalized, right after "on", "for", "this", "next",
    "every", "in"... or as its first word (``_when``: "Pilates on Thursday"; not "I'm
    busy Friday", "like last Friday", "I may", "Yoga, as I missed it on Friday").

    A listed word that mostly gives an order ("first", "last", "next") names the example
    only right before a word of the parameter's own name or description ("first class"
    for "Seat class, either economy, business or first"; not "my first flight").

    Where it can be wrong: the request names a listed example for something else than
    the parameter ("Paintings of a theatre" for a kind of event)."""
    props = tool.parameters.get("properties", {})
    lists = {k: listed(spec) for k, spec in props.items() if free_string(spec)}
    if not any(lists.values()):
        return None
    held = {v.strip().lower() for v in call.arguments.values() if isinstance(v, str)}
    copies = set(copied(call, tool, "\n".join(said)))
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec, options = props.get(k), lists.get(k)
        if not isinstance(value, str) or not isinstance(spec, dict) or not options \
                or any(_names(t, value.strip()) for t in said) or (
                value.strip().lower() not in {o.lower() for o in options}
                and k not in copies):
            continue
        own = {w.lower() for w in re.findall(r"[A-Za-z]+", f"{k} {spec.get('description')}")}
        named = [o for o in options if o.lower() != value.strip().lower()
                 and _names(request, o) and (o.lower() not in _ORDERS or any(
                     w.lower() in own for w in re.findall(
                         rf"(?i)\b{re.escape(o)}\s+([A-Za-z]+)", request)))]
        if options in _CALENDAR:  # one name written, asked for in the first clause
            written = [o for o in options if _when(request, o, anywhere=True)]
            named = [o for o in named if written == [o] and _when(request, o)]
        if len(named) == 1 and named[0].lower() not in held:
            fix[k] = named[0]
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
