"""A count the request writes right before its parameter's word, where the call holds
another number.

A parameter named for what it counts, ``number_of_beds``, ``num_tickets``,
``number_of_adults``, takes the number the request writes before that word: for "a house
in Austin, TX with 3 bedrooms and 2 bathrooms" SmolLM2 wrote ``number_of_beds=2``, the
bathrooms' count (``bench/mixed_requests.py --later families2``; there "bedrooms" counts
the beds only where the parameter's description says "bedrooms"). ``count_fix`` gives the
count written there (``GroundArguments`` puts it in place and records the change).

A count written into the thing beside the number holding it: for "Order 6 croissants from
Gail's." SmolLM2 wrote ``item="6 croissants", quantity=6`` (``--later families11``):
``count_cut`` gives the thing alone. And a run of the request that is a number's value
with its parameter's word ("2 hours" beside ``hours=2``) is that number's, no value for a
string the refill asks again (``measured``: the model had taken it as the bike of "Hire a
tandem from Bike Barn for 2 hours.", ``--later families16``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .counts import COUNT, count_of, plural_of
from .examples import free_string
from .tools import Tool
from .types import ToolCall

# words of a parameter's name that say it is a count ("number_of_beds"), not what it counts
_COUNTS = frozenset({"number", "num", "count", "total", "no", "nr", "qty", "quantity", "n",
                     "how", "many"})
_GENERIC = _COUNTS | {"of"}
_IRREGULAR = frozenset({"people", "children", "men", "women"})  # plurals without an "s"
_COUNTED = re.compile(rf"(?<![\w.,:/$£€#-])(\d+|{COUNT}|one)\s+([A-Za-z][\w'-]*)",
                      re.IGNORECASE)
# "a" or "an" right before a word, with the word before it, if any ("for an hour")
_ONE = re.compile(r"(?:(\S+)\s+)?\b(an?)\s+([a-z][\w'-]*)", re.IGNORECASE)
# the words before "a" or "an" that make it say how long or how many ("for an hour",
# "just a night"; else an article: "on a roll of two dice", "half an hour", "5 pounds
# an hour"), and words after the thing that make one a bound ("an hour or two", "an
# hour and a half")
_HOW_MANY = frozenset({"for", "just", "only"})
_AFTER_ONE = re.compile(r"\s+(?:or|to|and\s+a\s+half|and\s+a\s+bit|plus)\b",
                        re.IGNORECASE)


def noun(name: str) -> str | None:
    """What a parameter's name counts, singular: "bed" of ``number_of_beds``, "ticket" of
    ``num_tickets``, "adult" of ``numberOfAdults``, "night" of ``nights``. A name counts
    what it names where it says so ("number", "num", "count"...) or names it in the
    plural ("people", a plural without an "s", as it is); None for one that measures a
    thing ("side1", "duration", "grams_per_mol", "speed_of_light"), one that says no
    thing ("count", "n"), or one shorter than three letters."""
    words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)]
    things = [w for w in words if w not in _GENERIC]
    if not things or not things[-1].isalpha() or "per" in words:
        return None
    thing = things[-1]
    if thing in _IRREGULAR:
        return thing  # "people": a plural without an "s"
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
    before a capitalized word ("3 Seats Road": a name). "A" or "an" right before the
    thing in the singular, in lower case, counts one where it says how long or how many:
    after "for", "just" or "only", or opening the request ("for an hour", "An hour of
    archery"; not "on a roll of two dice", "5 pounds an hour", "half an hour"), and not
    before "or", "to" or "and a half" ("an hour or two"); written so twice, one and two
    are counts ("for a night, and for a night in May")."""
    out = set()
    said = set(re.findall(r"[a-z]+", described.lower()))
    for m in _COUNTED.finditer(request):
        word = m[2]
        low = word.lower()
        named = plural_of(low, thing) or (low.startswith(thing) and low in said)
        if not word[:1].islower() or not named:
            continue
        text = m[1].lower()
        n = int(text) if text.isdigit() else 1 if text == "one" else count_of(text)
        if n is not None:
            out.add(n)
    ones = sum(m[3] == thing and not _AFTER_ONE.match(request, m.end(3)) and (
        m[1].lower() in _HOW_MANY if m[1] else not request[:m.start()].strip())
        for m in _ONE.finditer(request))
    return out | ({1} if ones else set()) | ({ones} if ones > 1 else set())


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


# the words of a parameter's name that count whatever the order is of ("quantity")
_ANY_THING = frozenset({"quantity", "qty", "count", "items", "item", "units"})
_COMPACT = re.compile(r"\s*(\d+)\s*([A-Za-z]+)\s*")  # "2hrs"
_COUNT_FIRST = re.compile(rf"\s*(\d+|{COUNT}|one)\s+(\S.*?)\s*", re.IGNORECASE)


def _number(text: str) -> int | None:
    """The count ``text`` writes in digits or in words ("6", "Two", "one")."""
    low = text.lower()
    return int(low) if low.isdigit() else 1 if low == "one" else count_of(low)


def count_cut(call: ToolCall, tool: Tool, request: str, said: Sequence[str] | None
              ) -> dict[str, str] | None:
    """The thing alone for each string argument of ``call`` holding the count a number
    argument holds, then the thing; else None. ``call`` is not changed.

    Precondition, for each argument changed:

    - its parameter is a string without ``enum``, not prose nor a search's free text
      (``runs.prose``, ``defaults.searched_text``: a note may say "2 cakes, please");
    - its value is a count (in digits or in words) and then words in lower case ("6
      croissants", "Two lemon tarts"; not "3 Musketeers bars", a name, nor "2 Elm Road",
      an address), none of them "of" nor the first a unit ("2 kg of beef", "5 bags of
      logs", "2 percent milk": a measure, not a count of the thing);
    - exactly one number argument of the call holds that count, and its parameter counts
      whatever is ordered (its name says "quantity", "qty", "count", "items" or "units")
      or counts the thing (``noun``: "tyres" for "winter tyres") without being all of it
      ("3 hours" beside ``hours=3`` is the number's value, not a thing with its count:
      ``measured``);
    - the request writes that count right before those words (in digits or in words:
      "Eight cupcakes" for "8 cupcakes"), and nowhere else;
    - the request holds no negation (the caller gives no ``said`` there).

    Where it can be wrong: a count that is part of what is ordered ("a three cheese
    pizza" with ``item="three cheese pizza", quantity=3`` becomes "cheese pizza"; the
    quantity was wrong already)."""
    from .defaults import searched_text
    from .runs import prose

    if said is None:
        return None
    props = tool.parameters.get("properties", {})
    numbers = {k: v for k, v in call.arguments.items() if isinstance(v, int | float)
               and not isinstance(v, bool)}
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        m = _COUNT_FIRST.fullmatch(value) if isinstance(value, str) else None
        if m is None or not free_string(spec) or prose(k, spec) or searched_text(k, spec) \
                or m[2] != m[2].lower() or not re.fullmatch(r"[a-z][a-z' -]*", m[2]):
            continue
        n, thing = _number(m[1]), m[2]
        if "of" in thing.split() or _measure(thing.split()[0]):
            continue
        holders = [j for j, v in numbers.items() if v == n and _counts(j, thing)]
        written = [_number(w[1]) for w in re.finditer(
            rf"(?<![\w.,:/$£€#-])(\d+|{COUNT}|one)\s+{re.escape(thing)}(?![\w'-])",
            request, re.IGNORECASE)]
        if len(holders) == 1 and n in written and _written_once(request, n):
            fix[k] = thing
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _measure(word: str) -> bool:
    """Whether a word after a count is a unit or a share ("kg", "litres", "percent")."""
    from .units import unit_of

    return word in ("percent", "per", "%") or unit_of(word, after_number=True) is not None


def _written_once(request: str, n: int) -> bool:
    """Whether the request writes the count ``n`` once, in digits or in words."""
    return [_number(w) for w in re.findall(rf"(?<![\w.,:/-])(?:\d+|{COUNT}|one)(?![\w])",
                                           request, re.IGNORECASE)].count(n) == 1


def _counts(name: str, thing: str) -> bool:
    """Whether the number parameter ``name`` counts ``thing`` and ``thing`` is more than
    its word: whatever is ordered ("quantity"), or the thing's last word ("winter tyres"
    for ``tyres``; not "tyres" alone)."""
    words = thing.split()
    if set(re.findall(r"[a-z]+", name.lower())) & _ANY_THING:
        return True
    counted = noun(name)
    return counted is not None and len(words) > 1 and plural_of(words[-1], counted)


def measured(run: str, call: ToolCall) -> bool:
    """Whether a run of the request (or a value) is a number argument's value with its
    parameter's word or that word's unit, that word alone, or the value alone in words
    ("3 hours", "3hrs", "hours", "Three" or "3.0" beside ``hours=3``; "2 nights" beside
    ``nights=2``; "grade 5" beside ``grade=5``): no value for another argument."""
    from .units import unit_of

    m = _COUNT_FIRST.fullmatch(run) or _COMPACT.fullmatch(run)
    n, word = (_number(m[1]), m[2].lower()) if m else (None, run.strip().lower())
    unit = unit_of(word, after_number=True)
    named = re.fullmatch(r"\s*([A-Za-z]+)\s+(\d+)\s*", run)  # "grade 5" beside grade=5
    bare = run.strip()  # "Two" or "2.0" beside hours=2
    alone = float(bare) if re.fullmatch(r"\d+\.\d+", bare) else _number(bare)
    for k, v in call.arguments.items():
        if not isinstance(v, int | float) or isinstance(v, bool):
            continue
        if (named and named[1].lower() == k.lower() and v == int(named[2])) or v == alone:
            return True
        counted = noun(k)
        if counted and (m is None or v == n) and (plural_of(word, counted) or (
                unit is not None and unit == unit_of(counted, after_number=True))):
            return True
    return False


def holds_measured(value: Any, call: ToolCall) -> bool:
    """Whether a string holds more than a number argument's value with its word in lower
    case ("A canoe for 2 hours on Windermere", "An hour on a padel court" beside
    ``hours=2``, ``hours=1``; not "The 24 Hours Court", a name)."""
    if not isinstance(value, str):
        return False
    for m in re.finditer(rf"(?<![\w'-])(\d+|{COUNT}|one|an?)\s+([a-z]+)\b", value,
                         re.IGNORECASE):
        if m[2].islower() and m[0].strip() != value.strip() and measured(
                f"{'1' if m[1].lower() in ('a', 'an') else m[1]} {m[2]}", call):
            return True
    return False
