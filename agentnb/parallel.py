"""Which of several calls of one tool in a decision the request asks for.

A JSON-mode decision may hold a list of calls of the chosen tool (``calls_per_step > 1``)
for a request that asks for the same thing several times ("the weather in Paris and in
Tokyo"). A small model also writes a second call where one was asked for: the first call
again with its values swapped, an argument added, or a word of the request as a value.
``stated_calls`` keeps a later call only on evidence that the request asks for it, and
only as the first call with the values the request lists in place of the first call's
(parallel calls ask the same thing of different listed items). A value the later call
changes is taken when:

- the request (or a tool result of this request) states it;
- if it is new (used by no call kept before it), it is listed with the value it replaces:
  a listing word or mark between them ("Paris and Tokyo", "base 10 height 5, and base 15
  height 7", "Paris; Tokyo"), and no value the later call keeps from the first between
  them unless the request repeats it for each item ("from Boston to Chicago, and from
  Boston to Denver"; "a circle with radius 5, in meters" lists no "circle" beside
  "meters").

Every other argument is the first call's: a value the request does not state (made up, a
flag, an empty string, ``null``), an argument the first call does not set, or one the later
call leaves out (each change is recorded in ``ToolCall.grounded``). A later call with no
new value taken (a swap, a copy, a made-up value), or with a made-up value of a required
parameter, is dropped. Nothing here guesses a value.

A request can also ask for two different tools at once ("the weather in Paris, and convert
100 Celsius to Fahrenheit"). ``also_asked`` finds the tools a part of the request speaks of
that the step's calls leave out (the only case where a JSON-mode step asks the model for a
call of another tool), and a call of another tool runs only when the request states every
value it sets (``stated_calls``): not one from a result it has yet to see.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Sequence
from typing import Any

from . import relevance
from .codes import names_of
from .placeholders import code, made_of
from .tools import Tool
from .types import ToolCall

# words and marks that list things: "A and B", "A, B", "A or B", "A; also B", "A, then B"
_LISTING = {"and", "or", "also", "plus", "then", "too", "vs", "versus", ",", ";", "&", "/",
            "+", "\n"}
# joins of several words, and a dash with spaces around it, read as "and": "Oslo as well as
# Bergen", "Dublin along with Cork", "KO — and PEP" (not "LHR–JFK", a route)
_JOINS = re.compile(r"(?i)\b(?:as well as|along with|together with|in addition to)\b|"
                    r"\s[—–]\s")
_TOKEN = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?|\w+|\n|[^\w\s]")


def stated_calls(calls: list[ToolCall], request: str, results: str = "", *,
                 repair: bool = True, required: Collection[str] = ()
                 ) -> tuple[list[ToolCall], list[ToolCall]]:
    """``(kept, dropped)``: the first call, and the later calls of the same tool the
    request asks for, each made the first call with the listed values changed (see the
    module's docstring; what changed is in ``ToolCall.grounded``). ``repair=False`` (a
    tool with side effects: no rule changes its arguments) keeps a later call only as the
    model wrote it, and drops it where it would change. A call of another tool runs as it
    is when the request (or a result) states every value it sets, flags aside, and is
    dropped otherwise: an optional value it does not state too (a model that makes up a
    value is guessing about the call, and leaving the value out would run a call nobody
    wrote). Beside such a call, the first call is dropped when the request states none of
    its values: alone, a first call runs in the model's words ("Boston, MA" for "Boston"),
    but one that shares nothing with the request, next to one that states all it sets, is
    the model's guess at a tool ("Define 'factorial'": ``factorial(n=1)``, then
    ``define_word("factorial")``). ``required`` are the tool's required parameters: a
    later call that changes one of them to a value the request does not state is dropped,
    not given the first call's value (it names the item the call is for, and the model did
    not find it: for "Madrid in celsius and Miami in fahrenheit" a later
    ``("Mumbai", "fahrenheit")`` would become ``("Madrid", "fahrenheit")``); the first
    call's value stands in only for an optional one (a modifier: "unit")."""
    if len(calls) < 2:
        return list(calls), []
    texts = [_tokens(request), _tokens(results)]
    first = calls[0]
    # the step's values of the tool, and the names the request writes: no aside's words
    values = [*(x for c in calls if c.name == first.name for x in leaves(c.arguments)),
              *re.findall(r"\b[A-Z][\w'-]*", request)]
    kept, dropped = [first], []
    for call in calls[1:]:
        if call.name != first.name:
            (kept if _all_stated(call, texts) else dropped).append(call)
            continue
        args = _asked(call, first, kept, texts, required, values)
        if args is None or (args != call.arguments and not repair):
            dropped.append(call)
            continue
        if args != call.arguments:
            trial = ToolCall(call.id, call.name, args, grounded={
                k: call.arguments.get(k) for k in {*args, *call.arguments}
                if k not in args or k not in call.arguments or args[k] != call.arguments[k]})
            if any(c.signature() == trial.signature() for c in kept):
                dropped.append(call)
                continue
            call.grounded, call.arguments = trial.grounded, args
        kept.append(call)
    if any(c.name != first.name for c in kept) and not _said_any(first, texts):
        return kept[1:], [first, *dropped]  # a guess beside a call the request asks for
    return kept, dropped


def _asked(call: ToolCall, first: ToolCall, kept: list[ToolCall], texts: list[list[str]],
           required: Collection[str] = (), values: Sequence[Any] = ()
           ) -> dict[str, Any] | None:
    """The later call's arguments as the request asks for them (the first call's, with the
    changes the request states and lists), or None when it asks for no new value or
    changes a ``required`` one to a value the request does not state."""
    differs = {k for k, v in call.arguments.items()
               if k in first.arguments and v != first.arguments[k]}
    used = [x for c in kept if c.name == call.name for v in c.arguments.values()
            for x in leaves(v)]
    kept_values = [x for k, v in first.arguments.items() if k not in differs
                   for x in leaves(v)]
    accepted: dict[str, Any] = {}
    new = False
    for k in differs:
        held = leaves(call.arguments[k])
        if not held or not all(_said(leaf, texts) for leaf in held):
            if k in required and _in_place(call.arguments[k], [
                    c.arguments.get(k) for c in kept if c.name == call.name][-1], texts[0]):
                accepted[k], new = call.arguments[k], True  # "INTC" of "NVDA and Intel"
                continue
            if k in required and any(not isinstance(x, bool) for x in held):
                return None  # the item it is for is made up (a flag names no item)
            continue  # not stated (made up, a flag): the first call's value stands
        fresh = [leaf for leaf in held if not any(_same(leaf, u) for u in used)]
        if not all(any(_listed(leaf, old, words, kept_values, values) for words in texts
                       for old in leaves(first.arguments[k])) for leaf in fresh):
            continue  # said, but not listed with the value it replaces
        accepted[k] = call.arguments[k]
        new = new or bool(fresh)
    return {**first.arguments, **accepted} if new else None


def _in_place(value: Any, before: Any, words: list[str]) -> bool:
    """Whether the code ``value`` of a later call, made from no word, stands for the item
    the request lists right after the one the call before it holds: that call's value is
    a code the request writes or stands for (``_place``), and after it come a listing
    word or mark and one content word that holds the code's letters in order, beginning
    with its first, save perhaps its last (``_loose``: "INTC" after "NVDA" in "Nvidia
    and Intel"; "F" after "TSLA" in "Tesla, Ford and GM"; "MU" after "AMD" in "AMD and
    Micron"). Precondition: the model wrote the list's items as codes, in its order. Not
    "IBM" for Intel ("B" is not in it), nor "INTC" after an aside ("Price of Nvidia; I
    sold Intel": "I" is no content word) or a negation ("Apple, not Intel"). Where it can
    be wrong: a code of another item that shares those letters."""
    if not (_capitals(value) and isinstance(before, str) and (_capitals(before) or
                                                            code(before))):
        return False
    for _, end in _place(before, words) or ():
        i = end
        while i < len(words) and words[i] in _LISTING:
            i += 1
        if end < i < len(words) and _loose(value, words[i:i + 1]):
            return True
    return False


def _capitals(value: Any) -> bool:
    return isinstance(value, str) and value.isalpha() and value.isupper()


def _place(value: Any, words: list[str]) -> list[tuple[int, int]] | None:
    """Where ``words`` say ``value`` (``_where``), or, for a code of capitals they say
    nowhere, where it stands for a word (``_loose``: "F" at "Ford", "INTC" at "Intel").
    Read for the first call's value, which runs as the model wrote it: where it stands,
    for the more stage's gate and for the values listed with it."""
    return _where(value, words) or (_loose(value, words) if _capitals(value) else None)


def _loose(value: str, words: list[str]) -> list[tuple[int, int]] | None:
    """Where a content word not written as a code holds the code ``value``'s letters in
    order, beginning with its first, save perhaps its last (a ticker may end in a
    suffix's letter: Intel Corporation's "INTC"; one letter, "F", begins "Ford")."""
    coded = getattr(words, "coded", frozenset())
    out = [(i, i + 1) for i, w in enumerate(words) if w.isalpha() and w not in coded
           and relevance.words(w) and made_of(value[:-1] or value, w)]
    return out or None


def _all_stated(call: ToolCall, texts: list[list[str]]) -> bool:
    """Whether the request or a result says every value of ``call`` that can be said, and
    it sets at least one."""
    held = _sayable(call)
    return bool(held) and all(_said(x, texts) for x in held)


def _said_any(call: ToolCall, texts: list[list[str]]) -> bool:
    """Whether the request or a result says a value of ``call`` that can be said, or it
    sets none."""
    held = _sayable(call)
    return not held or any(_said(x, texts) for x in held)


def _sayable(call: ToolCall) -> list[Any]:
    """The values of ``call`` a request can say: strings and numbers (not a flag, ``null``)."""
    return [x for x in leaves(call.arguments) if not isinstance(x, bool) and x is not None]


def _said(value: Any, texts: list[list[str]]) -> bool:
    """Whether one of ``texts`` (the request's and the results' tokens) says ``value``, as
    it is or in other words (``_worded``)."""
    return any(_where(value, words) for words in texts)


def _where(value: Any, words: list[str]) -> list[tuple[int, int]] | None:
    """Where ``words`` say ``value``: as it is (``_spans``), else in other words
    (``_worded``)."""
    return _spans(value, words) or _worded(value, words)


def _worded(value: Any, words: list[str]) -> list[tuple[int, int]] | None:
    """Where ``words`` say ``value`` in other words (read where it is not said as it is,
    ``_where``): a code of letters made from a content word longer than it, not written
    as a code (``placeholders.made_of``: "MSFT" of "Microsoft", "AAPL" of "Apple"; not
    "INTC" of "Intel", nor "OCL" of "ORCL", a misspelling), or the standard code of a
    country or language the words name (``agentnb.codes``: "DEU" of "Germany", "CHE" of
    "Switzerland"), or the code a value of several words has for initials ("NYC" for
    "New York City", "LA" for "Los Angeles"). None otherwise."""
    if not isinstance(value, str):
        return None
    if code(value) and value.isalpha():
        coded = getattr(words, "coded", frozenset())
        out = [(i, i + 1) for i, w in enumerate(words) if w.isalpha() and w not in coded
               and len(w) > len(value) and relevance.words(w) and made_of(value, w)]
        out += [at for name in names_of(value) for at in _spans(name, words) or ()]
        return out or None
    target = _tokens(value)
    if len(target) < 2 or not all(t.isalpha() for t in target):
        return None
    initials = "".join(t[0] for t in target)
    return [(i, i + 1) for i, w in enumerate(words) if w == initials] or None


def leaves(value: Any) -> list[Any]:
    """The strings, numbers, flags and nulls inside ``value`` (a dict or list, nested)."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in leaves(v)]
    if isinstance(value, list):
        return [x for v in value for x in leaves(v)]
    return [value]


class _Words(list[str]):
    """A text's tokens in lower case, with those it writes as codes (``coded``: "orcl" of
    "ORCL"), which no code is made from in other words (``_worded``)."""

    coded: frozenset[str] = frozenset()


def _tokens(text: str) -> list[str]:
    raw = _TOKEN.findall(_JOINS.sub(" and ", text or ""))
    out = _Words(t.lower() for t in raw)
    out.coded = frozenset(t.lower() for t in raw if code(t))
    return out


def _number(token: str) -> float | None:
    try:
        value = float(token.replace(",", ""))
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b)
    return isinstance(a, str) and isinstance(b, str) and a.strip().lower() == b.strip().lower()


def _spans(value: Any, words: list[str]) -> list[tuple[int, int]] | None:
    """Where ``value`` is said among ``words`` (start, end), or None when it is not said
    or cannot be (a flag, ``null``, an empty string)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        out = [(i, i + 1) for i, w in enumerate(words)
               if (n := _number(w)) is not None and math.isclose(n, value)]
        return out or None
    if not isinstance(value, str):
        return None
    target = _tokens(value)
    if not target:
        return None
    n = len(target)
    out = [(i, i + n) for i in range(len(words) - n + 1) if words[i:i + n] == target]
    return out or None


def _listed(new: Any, old: Any, words: list[str], kept: list[Any],
            values: Sequence[Any] = ()) -> bool:
    """Whether the request says ``new`` in a list with ``old``: a listing word or mark
    between them, and between them none of ``kept`` (the values the later call keeps from
    the first) that the request says only once, and no content word of an aside. A kept
    value said again for each item is part of the list ("from Boston to Chicago, and from
    Boston to Denver"); one said once between them separates two different things ("a
    circle with radius 5, in meters"). Words between them that speak of someone ("I",
    "my", "we", "where", "since") beside a content word (``relevance.words``) that is no
    word of these values or of ``values`` (those of the step's calls of the tool, and the
    request's capitalized words: "Paris, France and Rome"), that the request says only
    once and not before them, are an aside ("Price of NVDA; I sold AMD and INTC": "I
    sold") where they lead into the later value: after an aside, a listing word that joins
    no value lists again ("Paris, where I live, and Rome"; "Japan; my wife also wants
    Korea"; not "We moored at Roscoff and Morlaix"); and no aside asks or adds
    (``_ASKING``, up to the end of the later value's sentence: "my friend asks about
    Chile", "since I fly on to Bergen, there too"). The words an item repeats ("base 10
    height 5, and base 8 height 3"), function words ("and how about Sweden?") and a
    modifier alone ("Paris today and Rome tomorrow") are no aside. In place of a listing
    word, the later value may stand in the next sentence, one that adds (``_adds_next``:
    "Population of Peru. Chile too"); that sentence asks again what the first asks, so
    a kept value the first says once is carried over, not a separator ("Population of
    Chile in 1990. Argentina too")."""
    a, b = _where(new, words), _place(old, words)
    if a is None or b is None:
        return False
    once = [k for k in kept if len(_spans(k, words) or ()) == 1]
    valued = relevance.words(" ".join(str(x) for x in (new, old, *kept, *values)))
    counts: dict[str, int] = {}
    for w in words:
        for c in relevance.words(w):
            counts[c] = counts.get(c, 0) + 1
    for s1, e1 in a:
        for s2, e2 in b:
            start, end = min(e1, e2), max(s1, s2)
            between = words[start:end]
            before = relevance.words(" ".join(words[:min(s1, s2)]))
            # what leads into the later value: the words after the last listing word
            # that joins no value ("Roscoff and" of "moored at Roscoff and Morlaix" does)
            lead = between[max((i + 1 for i, w in enumerate(between) if w in _LISTING and
                                not (i and relevance.words(between[i - 1]) & valued)),
                               default=0):]
            tail = words[max(e1, e2):]
            tail = tail[:next((i for i, w in enumerate(tail) if w in _ENDS), len(tail))]
            aside = any(w in _SUBJECTS for w in lead) and \
                not any(w in _ASKING for w in lead + tail) and any(
                c not in valued and c not in before and counts.get(c, 0) < 2
                for w in lead for c in relevance.words(w))
            added = _adds_next(between, tail)  # "too" repeats the ask: kept values carry
            if (added or any(w in _LISTING for w in between)) and not aside and (
                    added or not any(_spans(k, between) for k in once)):
                return True
    return False


def _adds_next(between: list[str], tail: list[str]) -> bool:
    """Whether the later of two values stands in the sentence right after the earlier's,
    and that sentence adds (``_adding``): "Population of Peru. Chile too", "Local time in
    Tokyo. My boss wants Sydney as well" (``between``: the words between the values;
    ``tail``: the later value's sentence after it)."""
    ends = [i for i, w in enumerate(between) if w in _ENDS]
    return len(ends) == 1 and _adding(between[ends[0] + 1:] + tail)


def _adding(part: list[str]) -> bool:
    """Whether words (tokens) add to what is asked: "also", "too", "as well", "same for"
    ("How much is 20 GBP in CHF? Same for 30 GBP")."""
    joined = " ".join(part)
    return bool({"also", "too"} & set(part)) or "as well" in joined or "same for" in joined


# words that speak of someone, or begin a clause about something else: an aside's
_SUBJECTS = {"i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she",
             "her", "they", "them", "their", "where", "since", "because", "although",
             "though", "whereas", "who", "which"}
_ENDS = {".", "?", "!", ":"}
# words that ask for a value, or add it to what is asked: no aside holds them
_ASKING = {"too", "also", "ask", "asks", "want", "wants", "need", "needs", "wonder",
           "wonders"}
_QUIET = {"?", ".", "!", "'", '"', "`", ")", "(", "]", "["}


def lists_more(call: ToolCall, request: str, others: Sequence[Tool] = (),
               tool: Tool | None = None) -> bool:
    """Whether the request lists something right beside a value of ``call`` (a listing
    word or mark just before or after it, quotes and sentence marks aside: "Paris and
    Tokyo", "of 5 and of 7", "Oslo? And Dublin?"; or a next sentence that adds, ``_adds``:
    "Weather in Rome? I also need Naples"): the one sign that it may ask for the
    tool again, and the only case where a JSON-mode step asks the model for more calls
    (``agentnb.stages``). A listing word whose other side speaks of another tool of
    ``others`` (as ``also_asked`` reads a part; ``tool`` is the called one) lists that
    tool's request, not more of this one: "the weather in Paris, and convert 100 Celsius
    to Fahrenheit". Only a cost gate: which further calls run is decided by
    ``stated_calls``."""
    words = _tokens(request)
    theirs = relevance.tool_words(tool) if tool is not None else set()
    for leaf in leaves(call.arguments):
        for start, end in _place(leaf, words) or ():
            if end < len(words) and words[end] == "(" and ")" in words[end:]:
                end = words.index(")", end) + 1  # "Paris (my home) and Rome"
            after = [j for j in range(end, min(len(words), end + 3))
                     if words[j] not in _QUIET][:1]
            before = [j for j in range(max(0, start - 3), start) if words[j] not in _QUIET][-1:]
            for j, step in [(j, 1) for j in after] + [(j, -1) for j in before]:
                if words[j] in _LISTING and words[j] != "\n" and not _speaks_of(
                        _part(words, j, step), others, theirs, {call.name}):
                    return True
            if _adds(words, end, others, theirs, call.name):
                return True
    return False


def _adds(words: list[str], end: int, others: Sequence[Tool], theirs: set[str],
          called: str) -> bool:
    """Whether the sentence after the one a value ends in (at ``end``) adds to what is
    asked ("Weather in Rome? I also need Naples", "Population of Peru. Chile too"): it
    holds "also", "too" or "as well", and speaks of no other tool of ``others``."""
    stop = next((j for j in range(end, len(words)) if words[j] in _ENDS), None)
    if stop is None:
        return False
    rest = words[stop + 1:]
    part = rest[:next((i for i, w in enumerate(rest) if w in _ENDS), len(rest))]
    return _adding(part) and not _speaks_of(part, others, theirs, {called})


def _part(words: list[str], j: int, step: int) -> list[str]:
    """The part of the request on one side of the listing word at ``j`` (``step`` 1: after
    it, -1: before it; other listing words right beside it skipped), up to the next
    listing word or sentence end."""
    out: list[str] = []
    j += step
    while 0 <= j < len(words) and words[j] in _LISTING:  # ", and"
        j += step
    while 0 <= j < len(words) and words[j] not in _LISTING and words[j] not in _ENDS:
        out.append(words[j])
        j += step
    return out[::step]


def _speaks_of(part: list[str], tools: Sequence[Tool], theirs: set[str], called: set[str]
               ) -> list[Tool]:
    """The tools of ``tools`` but ``called`` that ``part`` (tokens) speaks of in words
    ``theirs`` (the called tools' text) lacks, and whose required numbers it holds."""
    text = " ".join(part)
    said = relevance.words(text) - theirs
    return [t for t in tools if t.name not in called and relevance.named(t, said)
            and relevance.callable_from(t, text)]


def also_asked(calls: list[ToolCall], tools: list[Tool], request: str) -> list[Tool]:
    """The tools of ``tools`` (those offered) the request asks for beside ``calls``: a part
    of the request (between listing words, listing marks and sentence ends) speaks of the
    tool (``agentnb.relevance.named``) in words the called tools' own text does not have,
    and holds the numbers it requires ("What is the weather in Paris, and convert 100
    Celsius to Fahrenheit?": the converter). A part that alone says a value of ``calls`` is
    where that call comes from, not another tool's request ("Convert the 25 degrees of the
    weather report": one part); a value said in two parts may be shared by two tools
    ("the weather in Quito, and the road distance from Quito to Guayaquil"). Only a cost
    gate, like ``lists_more``; the call runs only if the request states its values."""
    called = {c.name for c in calls}
    theirs = set().union(*(relevance.tool_words(t) for t in tools if t.name in called))
    values = [leaf for c in calls for leaf in leaves(c.arguments)]
    parts: list[list[str]] = [[]]
    for token in _tokens(request):
        if token in _LISTING or token in _ENDS:
            parts.append([])
        else:
            parts[-1].append(token)
    parts = [p for p in parts if p]
    saying = [[i for i, p in enumerate(parts) if _spans(v, p)] for v in values]
    sources = {where[0] for where in saying if len(where) == 1}  # says a value alone
    out: list[Tool] = []
    for i, part in enumerate(parts):
        if i not in sources:
            out += [t for t in _speaks_of(part, tools, theirs, called) if t not in out]
    return out
