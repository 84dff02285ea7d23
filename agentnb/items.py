"""The items a request writes alike: "Convert 100 USD to EUR and 250 GBP to JPY".

A request that asks for a tool several times often writes each item in one shape, the
same words between other values. A small model fills the first call from the first item
and then, asked for more, copies values across items (``("EUR", "JPY")`` for "250 GBP to
JPY", ``origin="Bergen"`` for "Oslo to Bergen, and Stockholm to Malmo"), misspells a name
it has to write fresh ("Belfry" for Belfast), or writes the first call again.
``in_shape`` reads the items from the request itself and gives the call each asks for:
one of the model's calls (the first that is an item, below) with the item's values in
place of its own.

Precondition (all must hold, or nothing is read):

- every required argument of the call is said in the request in its words (case aside;
  a number as a number), and so is each other value it sets, or that value is kept for
  every item; its item is the stretch from the first of these to the last, with no
  listing word or mark inside it ("base 6 and 8, height 3 and 5 respectively" is not one
  item; nor is "Athens ... 2" of "3 nights in Athens and 2 nights in Sofia", where the
  model mixed two items); a value said more than once is taken where that stretch is
  shortest ("On day 2, convert 2 USD to EUR");
- another item follows it (or comes before it, read backwards alike), after a gap of
  listing words and marks ("and", ",", "then", ";") and the words that lead into the
  call's item (the two before it: "from", "of", "$"), and after the words, up to two,
  that end an item before its listing word ("nights" of "for 2 nights, and"; another item
  may repeat them);
- the other item repeats every word the call's item has between its values (in the
  singular or plural: "1 night" beside "5 nights"), with each value in the same form as
  the call's: a number for a number, a choice of the parameter's ``enum`` for a choice, a
  quoted text in the same quotes, a code for a code (capital letters, two to six), a name
  for a name (one to four capitalized words, not all capitals), a plain word for a plain
  word (as many);
- the values of every item differ from those of every other;
- where an item is one value alone, a word or mark other than a comma lists one of them
  ("Paris, Tokyo and Rome"; not "Paris, France" or "San Diego, CA", one value each).

Where no call is an item as the model wrote it, one put right by the repair's evidence
rules may be (``agentnb.policies.misread_fix``: "Limba" is Lima misspelled, so
``("Limba", 3)`` is the item "3 nights in Lima"): a call reads as it would run.

A value of a form none of these (a date, "Boston, MA", "LH400") reads no items.
``in_lists`` reads the other way requests pair values: each parameter's values listed
apart and paired by "respectively" (its docstring has its precondition).

Where it can be wrong: a part of the request written in an item's shape that asks for
something else ("Convert 100 USD to EUR and tell Ann 5 USD to GBP is fair" reads as two
conversions); a name of several words that starts a sentence, read backwards ("New York
to Boston, then Los Angeles to San Diego" reads "York": a sentence's first word is taken
for a command, "Drive"); values listed for several parameters of another tool, read as
items of the one the model chose (BFCL multiple_0: a triangle's three sides, "5 units, 4
units and 3 units", as three circles' radii, where the tool chosen was wrong already). So
the items only decide which calls run where the model asked for the tool more than once
(``KeepStatedCalls``, for a tool without side effects or approval: at least two calls, a
copy of the first among them); a request written in items also has the model asked for
more calls (``agentnb.stages``' more stage).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise, product
from math import prod
from typing import Any

from .parallel import _ENDS, _LISTING, _QUIET, _TOKEN, _number, _spans
from .tools import Tool
from .types import ToolCall

_NAME_WORDS = 4
_COMBINATIONS = 256  # places of a call's values tried, at most
_QUOTES = {"'", '"', "`"}
_MARKS = {*_QUOTES, "$", "€", "£", "¥", "#"}  # said before each value of a list
_CODE = re.compile(r"[A-Z]{2,6}")
_WORDED = _LISTING - {",", "\n"}  # what lists one value alone: "and", "or", "then", ";"


Repair = Callable[[ToolCall], dict[str, Any]]


@dataclass
class _Slot:
    name: str
    kind: str  # "number", "enum", "quoted", "code", "name", "word"
    size: int  # tokens of the first item's value ("word": as many later)


def in_shape(calls: Sequence[ToolCall], tool: Tool, request: str,
             repair: Repair | None = None) -> list[dict[str, Any]] | None:
    """The arguments of the call each item of the request asks for, in the request's
    order, when it writes at least two items in one shape (see the module's docstring);
    None otherwise. The shape is that of the first of ``calls`` whose values the request
    says as one item (the model may mix the first call's values across items, "Athens"
    with the 2 nights of Sofia, and write a later one right); the items before and after
    that one are read in it. Where no call is an item, ``repair(call)`` (the new values
    the repair's evidence rules give a call: ``agentnb.policies.misread_fix``) is tried on
    each: "Limba" put right to Lima makes ``("Lima", 3)`` the item "3 nights in Lima"."""
    tokens, words = _read(request)
    props = tool.parameters.get("properties", {})
    for anchor in _anchors(calls, repair):
        template = _template(anchor, tool, words, tokens)
        if template is None:
            continue
        parts, lead, start, end, trail = template
        after: list[dict[str, Any]] = []
        end += len(trail)
        worded = False  # one slot alone, "Paris, France": a comma lists no city
        while (item := _next(parts, lead, end, words, tokens, request, props)) is not None:
            values, end, by_word = item
            worded = worded or by_word
            if trail and words[end:end + len(trail)] == trail:
                end += len(trail)
            if parts and isinstance(parts[-1], _Slot) and parts[-1].kind == "word" and \
                    end < len(words) and words[end] not in _LISTING | _QUIET | _ENDS:
                return None  # "Define lucid and give an example": not a word's item
            after.append(values)
        before: list[dict[str, Any]] = []
        while (item := _prev(parts, lead, trail, start, words, tokens, request, props)):
            values, start, by_word = item
            worded = worded or by_word
            before.insert(0, values)
        if len(parts) == 1 and not worded:
            return None
        out = [{**anchor.arguments, **v} for v in before] + [dict(anchor.arguments)] + \
            [{**anchor.arguments, **v} for v in after]
        if any(a == b for i, a in enumerate(out) for b in out[i + 1:]):
            return None
        return out if len(out) > 1 else None
    return None


def _anchors(calls: Sequence[ToolCall], repair: Repair | None) -> Iterator[ToolCall]:
    """``calls``, then those ``repair`` gives new values, with them."""
    yield from calls
    for call in calls if repair is not None else ():
        fix = repair(call)
        if fix:
            yield ToolCall(call.id, call.name, {**call.arguments, **fix})


def in_lists(first: ToolCall, tool: Tool, request: str) -> list[dict[str, Any]] | None:
    """The arguments of the call each item asks for, the first call's first, when the
    request lists each parameter's values apart and pairs them with "respectively" ("$25
    and $60 in Boston and Dallas respectively"); None otherwise.

    Precondition: the request says "respectively"; each value of the first call the
    request says begins a list of values of its form (``in_shape``'s forms; joined by ","
    and "and", each after the same mark as the first: "$", a quote), or is said once and
    kept for every item; the lists of more than one value all have the same length; and
    between the first list's start and the last list's end, no value of these forms is
    outside the lists ("40 EUR and 90 AUD into USD and NZD respectively" pairs amounts with
    codes, which these lists do not read). A required value the request does not say as
    the call has it reads nothing."""
    tokens, words = _read(request)
    if "respectively" not in words:
        return None
    props = tool.parameters.get("properties", {})
    lists: dict[str, list[tuple[Any, int, int]]] = {}
    kinds: set[str] = set()
    for name, value in first.arguments.items():
        said = _spans(value, words) if isinstance(value, (str, int, float)) else None
        if said is None:
            if name in tool.parameters.get("required", []):
                return None
            continue
        s, e = said[0]
        kind = _kind(value, props.get(name), words, tokens, s, e)
        if kind is None:
            return None
        kinds.add(kind)
        lists[name] = _run(_Slot(name, kind, e - s), s, e, words, tokens, request,
                           props.get(name))
    sizes = {len(v) for v in lists.values() if len(v) > 1}
    if len(sizes) != 1:
        return None
    start = min(v[0][1] for v in lists.values())
    end = max(v[-1][2] for v in lists.values())
    taken = {i for v in lists.values() for _, a, b in v for i in range(a, b)}
    if any(i not in taken and _looks(kinds, tokens[i][0], props) for i in range(start, end)):
        return None
    out = [{**first.arguments, **{n: v[i][0] for n, v in lists.items() if len(v) > 1}}
           for i in range(1, sizes.pop())]
    return [dict(first.arguments), *out]


def _read(request: str) -> tuple[list[tuple[str, int, int]], list[str]]:
    """The request's tokens with where each is, and their lower-case words."""
    tokens = [(m.group(), m.start(), m.end()) for m in re.finditer(_TOKEN, request or "")]
    return tokens, [t.lower() for t, _, _ in tokens]


def _run(slot: _Slot, s: int, e: int, words: list[str], tokens: list[tuple[str, int, int]],
         request: str, spec: Any) -> list[tuple[Any, int, int]]:
    """The list of values of ``slot``'s form that begins with the one at ``words[s:e]``
    (joined by "," and "and", each after the mark the first has before it), with where
    each is."""
    mark = words[s - 1] if s > 0 and words[s - 1] in _MARKS else None
    closing = slot.kind == "quoted"
    out: list[tuple[Any, int, int]] = [(None, s, e)]
    j = e + closing
    while True:
        k = j
        while k < len(words) and words[k] in (",", "and"):
            k += 1
        if k == j or (mark and (k >= len(words) or words[k] != mark)):
            return out
        k += bool(mark)
        value = next(((v, n) for n in _sizes(slot, k, words, tokens, False)
                      if (v := _value(slot, tokens[k:k + n], request, spec)) is not None
                      and (not closing or (k + n < len(words) and words[k + n] == mark))),
                     None)
        if value is None:
            return out
        out.append((value[0], k, k + value[1]))
        j = k + value[1] + closing


def _looks(kinds: set[str], token: str, props: dict[str, Any]) -> bool:
    """Whether ``token`` could be a value of one of ``kinds`` (a number, a code, a name, a
    choice of a parameter's ``enum``)."""
    choices = {str(c).lower() for spec in props.values() if isinstance(spec, dict)
               for c in spec.get("enum") or ()}
    return ("number" in kinds and _number(token) is not None) or \
        ("code" in kinds and bool(_CODE.fullmatch(token))) or \
        ("name" in kinds and _named(token)) or \
        ("enum" in kinds and token.lower() in choices)


def _template(first: ToolCall, tool: Tool, words: list[str], tokens: list[tuple[str, int, int]]
              ) -> tuple[list[str | _Slot], set[str], int, int, list[str]] | None:
    """The first item as the words between its values and a slot for each value, the
    words that lead into it, where it starts and ends, and the words it ends with before a listing
    word (a later item may repeat them: "for 2 nights, and for 4 nights"); None where the
    precondition fails."""
    props = tool.parameters.get("properties", {})
    required = tool.parameters.get("required", [])
    said: dict[str, list[tuple[int, int]]] = {}
    for name, value in first.arguments.items():
        spans = _spans(value, words) if isinstance(value, (str, int, float)) else None
        if spans is None:
            if name in required:
                return None
            continue
        said[name] = spans
    places = _placed(said, words)
    if places is None:
        return None
    order = sorted(places, key=lambda k: places[k])
    start, end = places[order[0]][0], places[order[-1]][1]
    parts: list[str | _Slot] = []
    for a, b in zip(order, [*order[1:], None]):
        s, e = places[a]
        kind = _kind(first.arguments[a], props.get(a), words, tokens, s, e)
        if kind is None:
            return None
        parts.append(_Slot(a, kind, e - s))
        between = words[e:places[b][0]] if b else []
        if any(w in _LISTING for w in between):
            return None
        parts += between
    if isinstance(parts[-1], _Slot) and parts[-1].kind == "quoted":
        if end >= len(words) or words[end] not in _QUOTES:
            return None
        parts.append(words[end])
        end += 1
    trail, k = [], end  # up to two words the first item ends with: "2 nights, and"
    while k < len(words) and len(trail) < 2 and words[k].isalpha() and \
            words[k] not in _LISTING:
        trail.append(words[k])
        k += 1
    if k >= len(words) or words[k] not in _LISTING:
        trail = []
    return parts, set(words[max(0, start - 2):start]), start, end, trail


def _placed(said: dict[str, list[tuple[int, int]]], words: list[str]
            ) -> dict[str, tuple[int, int]] | None:
    """Where each value is said as one item: of the places the request says them (a value
    may be said more than once, "100 USD to EUR and 100 GBP to JPY"), those in a stretch
    without a listing word inside and no two overlapping, the shortest stretch first and
    then the earliest; None when there are none."""
    if not said or prod(len(v) for v in said.values()) > _COMBINATIONS:
        return None
    best: tuple[int, int, dict[str, tuple[int, int]]] | None = None
    for spans in product(*said.values()):
        ordered = sorted(spans)
        if any(a[1] > b[0] for a, b in pairwise(ordered)):
            continue
        start, end = ordered[0][0], ordered[-1][1]
        inside = {i for s, e in ordered for i in range(s, e)}
        if any(words[i] in _LISTING for i in range(start, end) if i not in inside):
            continue
        if best is None or (end - start, start) < best[:2]:
            best = (end - start, start, dict(zip(said, spans)))
    return best[2] if best else None


def _kind(value: Any, spec: Any, words: list[str], tokens: list[tuple[str, int, int]],
          s: int, e: int) -> str | None:
    """The form of a value said at ``words[s:e]``, or None for a form no later item is
    read in."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return "number" if e - s == 1 else None
    if isinstance(spec, dict) and "enum" in spec:
        return "enum"
    if s > 0 and words[s - 1] in _QUOTES and e < len(words) and words[e] == words[s - 1]:
        return "quoted"
    said = [t for t, _, _ in tokens[s:e]]
    if len(said) == 1 and _CODE.fullmatch(said[0]):
        return "code"
    if all(_named(t) for t in said) and len(said) <= _NAME_WORDS:
        return "name"
    if all(t.isalpha() and t.islower() for t in said):
        return "word"
    return None


def _next(parts: list[str | _Slot], lead: set[str], at: int, words: list[str],
          tokens: list[tuple[str, int, int]], request: str, props: dict[str, Any]
          ) -> tuple[dict[str, Any], int, bool] | None:
    """The values of the item that follows ``at`` in the first item's shape, where it
    ends, and whether a word lists it ("and", "then": not a comma alone); None when the
    next words are not a gap and such an item."""
    listed = False
    for p in range(at, len(words)):
        if listed and (match := _match(parts, p, words, tokens, request, props)) is not None:
            return *match, bool(set(words[at:p]) & _WORDED)
        w = words[p]
        if w in _LISTING and w != "\n":
            listed = True
        elif w not in lead and w not in _QUIET:
            return None
    return None


def _prev(parts: list[str | _Slot], lead: set[str], trail: list[str], at: int,
          words: list[str], tokens: list[tuple[str, int, int]], request: str,
          props: dict[str, Any]) -> tuple[dict[str, Any], int, bool] | None:
    """The values of the item that comes before ``at`` in the shape of ``parts`` (with a
    gap as ``_next`` reads it between, and maybe ``trail`` after it), where it starts, and
    whether a word lists it; None when there is no such item. A name that would begin
    with a sentence's first word begins after it (a command: "Drive New York to Boston";
    so "New York to Boston" at a sentence's start reads "York")."""
    p, listed = at, False
    while p > 0 and (words[p - 1] in lead or words[p - 1] in _QUIET or (
            words[p - 1] in _LISTING and words[p - 1] != "\n")):
        p -= 1
        listed = listed or words[p] in _LISTING
        if not listed:
            continue
        n = len(trail)
        for end in [p, *([p - n] if n and words[p - n:p] == trail else [])]:
            found = None
            for q in range(end - 1, max(-1, end - 25), -1):
                if (q == 0 or words[q - 1] in _ENDS) and q + 1 < end and \
                        tokens[q + 1][0][:1].isupper():
                    continue  # "Drive New York to Boston": a sentence's first word
                match = _match(parts, q, words, tokens, request, props)
                if match is not None and match[1] == end:
                    found = (match[0], q, bool(set(words[p:at]) & _WORDED))
            if found is not None:
                return found
    return None


def _match(parts: list[str | _Slot], p: int, words: list[str],
           tokens: list[tuple[str, int, int]], request: str, props: dict[str, Any]
           ) -> tuple[dict[str, Any], int] | None:
    """The values of an item in the shape of ``parts`` starting at ``p``, and its end."""
    if not parts:
        return {}, p
    part, rest = parts[0], parts[1:]
    if isinstance(part, str):
        if p < len(words) and _alike(words[p], part):
            return _match(rest, p + 1, words, tokens, request, props)
        return None
    for n in _sizes(part, p, words, tokens, bool(rest)):
        value = _value(part, tokens[p:p + n], request, props.get(part.name))
        if value is None:
            continue
        after = _match(rest, p + n, words, tokens, request, props)
        if after is not None:
            return {part.name: value, **after[0]}, after[1]
    return None


def _named(token: str) -> bool:
    """Whether ``token`` is a word of a name: a capital first, letters, and not all
    capitals ("CA" of "San Diego, CA" is a code)."""
    return token[:1].isupper() and token.isalpha() and not token.isupper()


def _alike(word: str, part: str) -> bool:
    """Whether ``word`` repeats the first item's word ``part``, in the singular or plural
    ("1 night" beside "5 nights")."""
    return word == part or (min(len(word), len(part)) >= 3 and word.isalpha() and
                            (word + "s" == part or part + "s" == word))


def _sizes(slot: _Slot, p: int, words: list[str], tokens: list[tuple[str, int, int]],
           more: bool) -> list[int]:
    """How many tokens from ``p`` a value of ``slot``'s form may take, the likeliest
    first (a name that ends the item takes all its capitalized words)."""
    if slot.kind == "quoted":  # between quotes: "'quixotic'; my teacher used 'pedantic'"
        if p == 0 or words[p - 1] not in _QUOTES:  # holds no item "my teacher used"
            return []
        n = next((i for i in range(p, min(len(words), p + 16)) if words[i] in _QUOTES), p)
        return [n - p] if n > p else []
    if slot.kind == "name":
        run = 0
        while run < _NAME_WORDS and p + run < len(tokens) and _named(tokens[p + run][0]):
            run += 1
        return list(range(1, run + 1)) if more else [run] if run else []
    if slot.kind == "word":
        return [slot.size]
    return [1]


def _value(slot: _Slot, said: list[tuple[str, int, int]], request: str, spec: Any) -> Any:
    """The value ``said`` gives a parameter of ``slot``'s form, or None when it is not of
    that form."""
    if not said:
        return None
    text = request[said[0][1]:said[-1][2]]
    if slot.kind == "number":
        n = _number(text)
        if n is None:
            return None
        return int(n) if n.is_integer() else n
    if slot.kind == "enum":
        return next((c for c in spec["enum"] if isinstance(c, str)
                     and c.lower() == text.lower()), None)
    if slot.kind == "code":
        return text if _CODE.fullmatch(text) else None
    if slot.kind == "word":
        ok = all(t.isalpha() and t.islower() and t not in _LISTING for t, _, _ in said)
        return text if ok else None
    return text if all(t not in _LISTING for t, _, _ in said) else None


def written(calls: Sequence[ToolCall], tool: Tool, request: str,
            repair: Repair | None = None) -> list[dict[str, Any]] | None:
    """The items of the request (``in_shape``, else ``in_lists`` of the first call), or
    None."""
    return in_shape(calls, tool, request, repair) or in_lists(calls[0], tool, request)


def as_items(calls: list[ToolCall], tool: Tool, request: str, limit: int, copies: int = 0,
             repair: Repair | None = None) -> tuple[list[ToolCall], list[ToolCall]] | None:
    """``(calls, left out)`` of the first call's tool made the items' (``written``),
    where the model wrote at least two calls of it (``copies``: calls it wrote that repeat
    one before, not in ``calls``, count): a call that asks for an item stays as
    the model wrote it; another is given the next item no call asks for (what it replaced
    in ``ToolCall.grounded``), or left out when none is left; an item still left is
    added, up to ``limit`` calls. None where the request writes no items alike."""
    first = calls[0]
    mine = [c for c in calls if c.name == first.name]
    asked = written(mine, tool, request, repair) if len(mine) + copies > 1 else None
    if asked is None or _cut(mine, asked, request):
        return None
    return placed(asked[:limit], mine)


def _cut(mine: list[ToolCall], asked: list[dict[str, Any]], request: str) -> bool:
    """Whether the items cut a value a call holds whole, as the request writes it, into
    parts: "Bosnia and Herzegovina" read as two items, "Rio de Janeiro" as "Janeiro"."""
    said = " ".join(_read(request)[1])
    for call in mine:
        for k, v in call.arguments.items():
            whole = " ".join(_read(v)[1]) if isinstance(v, str) else ""
            if " " in whole and f" {whole} " in f" {said} " and any(
                    isinstance(a.get(k), str) and (part := " ".join(_read(a[k])[1])) != whole
                    and f" {part} " in f" {whole} " for a in asked):
                return True
    return False


def placed(asked: list[dict[str, Any]], mine: list[ToolCall]
           ) -> tuple[list[ToolCall], list[ToolCall]]:
    """``(calls, left out)``: a call for each item of ``asked`` (its arguments), from the
    model's calls of the tool, ``mine``: a call that asks for an item stays as the model
    wrote it; another is given the next item none asks for (what it replaced in
    ``ToolCall.grounded``); an item still left is a new call; calls left over are left
    out."""
    first = mine[0]
    made: list[ToolCall | None] = [None] * len(asked)
    spare = list(mine)
    for i, args in enumerate(asked):  # the calls the model wrote as an item
        made[i] = next((c for c in spare if c.arguments == args), None)
        spare = [c for c in spare if c is not made[i]]
    for i, args in enumerate(asked):  # the items no call asks for
        if made[i] is None:
            was = spare.pop(0) if spare else ToolCall(f"{first.id}_item{i}", first.name, {})
            keys = [*args, *(k for k in was.arguments if k not in args)]
            made[i] = ToolCall(was.id, first.name, args, grounded={
                k: was.arguments.get(k) for k in keys if was.arguments.get(k) != args.get(k)})
    return [c for c in made if c is not None], spare
