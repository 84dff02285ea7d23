"""A count the request writes right before its parameter's word, where the call holds
another number.

A parameter named for what it counts, ``number_of_beds``, ``num_tickets``,
``number_of_adults``, takes the number the request writes before that word: for "a house
in Austin, TX with 3 bedrooms and 2 bathrooms" SmolLM2 wrote ``number_of_beds=2``, the
bathrooms' count (``bench/mixed_requests.py --later families2``; there "bedrooms" counts
the beds only where the parameter's description says "bedrooms"). ``count_fix`` gives the
count written there (``GroundArguments`` puts it in place and records the change).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .counts import COUNT, count_of
from .tools import Tool
from .types import ToolCall

# words of a parameter's name that say it is a count ("number_of_beds"), not what it counts
_COUNTS = frozenset({"number", "num", "count", "total", "no", "nr", "qty", "quantity", "n",
                     "how", "many"})
_GENERIC = _COUNTS | {"of"}
_COUNTED = re.compile(rf"(?<![\w.,:/$£€#-])(\d+|{COUNT}|one)\s+([A-Za-z][\w'-]*)",
                      re.IGNORECASE)


def noun(name: str) -> str | None:
    """What a parameter's name counts, singular: "bed" of ``number_of_beds``, "ticket" of
    ``num_tickets``, "adult" of ``numberOfAdults``, "night" of ``nights``. A name counts
    what it names where it says so ("number", "num", "count"...) or names it in the
    plural; None for one that measures a thing ("side1", "duration", "grams_per_mol",
    "speed_of_light"), one that says no thing ("count", "n"), or one shorter than three
    letters."""
    words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)]
    things = [w for w in words if w not in _GENERIC]
    if not things or not things[-1].isalpha() or "per" in words:
        return None
    thing = things[-1]
    if not _COUNTS & set(words) and not (thing.endswith("s") and not thing.endswith("ss")):
        return None  # "side", "duration", "speed_of_light": what it measures, not a count
    if thing.endswith("ies"):
        thing = thing[:-3] + "y"  # "cities"
    elif thing.endswith(("ses", "xes", "ches", "shes")):
        thing = thing[:-2]  # "buses", "boxes"
    elif thing.endswith("s") and not thing.endswith("ss"):
        thing = thing[:-1]
    return thing if len(thing) >= 3 else None


def counts_before(request: str, thing: str, described: str = "") -> set[int]:
    """The counts ``request`` writes right before ``thing`` or its plural ("Two rooms" for
    "room"), or before a longer word beginning with it that ``described`` (the
    parameter's description) writes ("4 bedrooms" for "bed" beside "Number of
    bedrooms"; not "2 roommates", "4 drinkers"), in digits or in words; not a number that
    is part of a date, a time, an amount or a code ("2027-01-05", "10:00", "$5"), nor one
    before a capitalized word ("3 Seats Road": a name)."""
    out = set()
    said = set(re.findall(r"[a-z]+", described.lower()))
    for m in _COUNTED.finditer(request):
        word = m[2]
        low = word.lower()
        named = low in (thing, thing + "s", thing + "es") or (
            thing.endswith("y") and low == thing[:-1] + "ies") or (
            low.startswith(thing) and low in said)
        if not word[:1].islower() or not named:
            continue
        text = m[1].lower()
        n = int(text) if text.isdigit() else 1 if text == "one" else count_of(text)
        if n is not None:
            out.add(n)
    return out


def count_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str] | None
              ) -> dict[str, int] | None:
    """The request's count for each integer argument of ``call`` whose parameter's name
    says what it counts, where the request writes another count right before that word;
    else None. ``call`` is not changed.

    Precondition, for each argument changed: it is set (an optional one left out is never
    added) to an integer, its parameter an ``integer`` without ``enum``, named for a thing
    of three letters or more (``noun``: "number_of_beds", "num_tickets"), which no other
    parameter counts ("total_cards" beside "wanted_cards" is left); the request
    writes exactly one count right before that thing or its plural, in lower case, or a
    longer word beginning with it that the parameter's description writes
    (``counts_before``: "Two rooms", "4 tickets", "3 bedrooms" beside "Number of
    bedrooms"; not "2 roommates", "3 Seats Road", "2 rooms or 3 rooms"), and it is not
    the value; the request holds no negation (the caller gives no ``said`` there); and
    the call validates with it.

    Where it can be wrong: the count before the word counts something else the
    parameter does not ("the 3 rooms we saw were small; book 1" gives 3)."""
    if said is None:
        return None
    props = tool.parameters.get("properties", {})
    things = [noun(n) for n in props]
    fix: dict[str, int] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(spec, dict) or spec.get("type") != "integer" or "enum" in spec \
                or not isinstance(value, int) or isinstance(value, bool):
            continue
        thing = noun(k)
        if thing is None or things.count(thing) > 1:
            continue  # two parameters count one thing: the words do not say which is which
        found = counts_before(request, thing, str(spec.get("description") or ""))
        if len(found) == 1 and value not in found:
            fix[k] = next(iter(found))
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
