"""A value of several parts, cut short: the request writes it whole, in the form the
parameter's example shows.

A parameter described "The city and state, e.g. San Francisco, CA" takes a name, a comma
and a state's code. For "What is the weather in New York, NY in fahrenheit?" SmolLM2 wrote
``location="New York"``: a part of the request's "New York, NY", the one span of the
request in the example's form. ``shape_fix`` gives the whole span (``GroundArguments``
puts it in place and records the change). Where the model copied the example itself
("San Francisco, CA", or its "San Francisco", for "Weather in Boston, MA?"), ``copy_fix``
gives the request's one value of that form.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from .codes import says_word
from .examples import example_text, free_string
from .placeholders import code, form
from .tools import Tool
from .types import ToolCall

_TOKEN = re.compile(r"[^\W\d_](?:[\w'\-]|\.(?=\w))*|\d+(?:\.\d+)?|,")  # "MA." is "MA"
_TITLE = re.compile(r"[A-Z][a-z'.\-]+")
_JOINS = {"de", "da", "do", "del", "la", "le", "of", "upon", "sur"}
_JOINERS = {",", "and", "or", "&"}  # what joins the items of a listing


def parts(text: str) -> list[tuple[str, str, int, int]]:
    """``text`` as parts, each with its kind and where it is: a name ("W": words with a
    capital, joined by "de", "of"... between two of them: "Rio de Janeiro"), a code (its
    ``form``: "AA" for "CA"), a comma, a number ("9"), or another word ("w")."""
    tokens = list(_TOKEN.finditer(text))
    out: list[tuple[str, str, int, int]] = []
    i = 0
    while i < len(tokens):
        t = tokens[i][0]
        if _TITLE.fullmatch(t):
            j = i + 1
            while j < len(tokens) and (_TITLE.fullmatch(tokens[j][0]) or (
                    tokens[j][0] in _JOINS and j + 1 < len(tokens)
                    and _TITLE.fullmatch(tokens[j + 1][0]))):
                j += 1
            a, b = tokens[i].start(), tokens[j - 1].end()
            out.append((text[a:b], "W", a, b))
            i = j
            continue
        kind = "," if t == "," else form(t) if code(t) else "9" if t[0].isdigit() else "w"
        out.append((t, kind, tokens[i].start(), tokens[i].end()))
        i += 1
    return out


def pieces(text: str) -> list[str]:
    """``text``'s parts without its commas, as written: ["San Francisco", "CA"]."""
    return [p[0] for p in parts(text) if p[1] != ","]


def copies(value: str, example: str, text_copy: bool = False) -> bool:
    """Whether ``value`` is ``example`` copied, whole or in part (made only of its pieces,
    case aside: "San Francisco" of "San Francisco, CA"), or, with ``text_copy``, another
    copy of the tool's text (``unsaid.copied``: "City, State")."""
    mine = pieces(value)
    theirs = {t.lower() for t in pieces(example)}
    return bool(mine) and (text_copy or all(m.lower() in theirs for m in mine))


def shape(text: str) -> tuple[str, ...]:
    """The kinds of ``text``'s parts: ("W", ",", "AA") for "San Francisco, CA"."""
    return tuple(p[1] for p in parts(text))


def spans(text: str, kinds: Sequence[str]) -> list[tuple[str, bool]]:
    """The runs of ``text``'s parts whose kinds are ``kinds``, as written ("New York, NY"),
    each with whether it is a part of a listing: joined by a comma, "and" or "or" to
    something before or after it that is no such run ("Lyon, Paris and Nice" lists three
    cities; "Austin, TX and Dallas, TX" lists two values of that form, each whole)."""
    found, n = parts(text), len(kinds)
    starts = [i for i in range(len(found) - n + 1)
              if tuple(p[1] for p in found[i:i + n]) == tuple(kinds)]
    ends = {i + n for i in starts}

    def joined(i: int, step: int) -> int:
        while 0 <= i < len(found) and found[i][0].lower() in _JOINERS:
            i += step
        return i
    out = []
    for i in starts:
        after, before = joined(i + n, 1), joined(i - 1, -1)
        listed = (after > i + n and after not in starts) or \
            (before < i - 1 and before + 1 not in ends)
        out.append((text[found[i][2]:found[i + n - 1][3]], listed))
    return out


def shape_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """Whole values for the string arguments of ``call`` that are a part of one, when the
    request writes it whole; else None. ``call`` is not changed.

    Precondition, for each argument changed: its parameter (a string, no ``enum``) shows
    an example of several parts with a comma between two of them (``example_text``:
    "San Francisco, CA", "Paris, France"); the value is not of the example's kinds
    (``shape``) and is a part of exactly one span of the request that is ("New York" of
    "New York, NY"; not "Portland" of "Portland, OR or Portland, ME"), a span that is no
    part of a listing of other things (``spans``: "Lyon, Paris and Nice" is three cities,
    not "Lyon, Paris"; "Austin, TX and Dallas, TX" lists two whole values); the request
    writes the value nowhere else on its own ("Hotels in Paris, not Paris, TX"); no
    other argument holds that span or a part of it ("Lyon, Friday" beside
    ``day="Friday"``); and the call validates with it. A value the request
    does not write is left alone.

    Where it can be wrong: the example's form is not what the tool needs, or a name after
    a comma is no part of the value ("Events in Lyon, Marie asked" gives "Lyon, Marie")."""
    props = tool.parameters.get("properties", {})
    held = {v.strip().lower() for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(value, str) or not free_string(spec):
            continue
        example = example_text(spec)
        kinds = shape(example) if example else ()
        if "," not in kinds or len(kinds) < 3 or shape(value) == kinds:
            continue
        whole = [(s, listed) for s, listed in spans(request, kinds)
                 if value.strip().lower() in {p[0].lower() for p in parts(s)}]
        others = held - {value.strip().lower()}
        alone = sum(p[0].lower() == value.strip().lower() for p in parts(request)) > \
            request.lower().count(whole[0][0].lower()) if len(whole) == 1 else False
        if len(whole) == 1 and not whole[0][1] and not alone and not others & (
                {whole[0][0].lower()} | {p[0].lower() for p in parts(whole[0][0])}):
            fix[k] = whole[0][0]
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


# a format stated in quotes, of several parts with commas: "in the format 'Street Address,
# City, State'", "in the format of 'City, State'"
_TEMPLATE = re.compile(r"(?i)\bformat(?:\s+of)?\s*:?\s*['\"]([^'\"]+)['\"]")
_PLACEHOLDER = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+)*")
# a part of a value as requests write them: capitalized words, a code, a number
_PART = r"(?:[A-Z][\w'.\-]*|\d+)(?:\s+(?:[A-Z][\w'.\-]*|\d+)){0,2}"


def format_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """Whole values for the string arguments of ``call`` cut short beside a stated format
    of several parts, when the request writes the rest right after them; else None.
    ``call`` is not changed.

    Precondition, for each argument changed: its parameter (a string, no ``enum``) shows
    no example and its description states, in quotes after "format", a form of two or
    more parts with commas, each a placeholder in capitalized words ("in the format
    'Street Address, City, State'"); the value has fewer parts; the request writes it
    once, as whole words, followed right after by the missing parts, each after a comma
    and made of up to three capitalized words, codes or numbers, the last a code or a
    number ("12 Oak St" of "12 Oak St, Austin, TX"; not "Boston" of "Boston, Mary
    asked"), and no further such part after them ("12 Oak St, Austin, TX, USA" has more
    parts than the format); no other argument holds one of them; and the call validates
    with it.

    Where it can be wrong: the parts after the value are no parts of it ("Pick me up at
    the Hilton, Gate 4, SFO" gives "the Hilton, Gate 4, SFO" for a street address)."""
    props = tool.parameters.get("properties", {})
    held = {v.strip().lower() for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(value, str) or not value.strip() or not free_string(spec) \
                or example_text(spec):
            continue
        m = _TEMPLATE.search(str(spec.get("description") or ""))
        slots = [p.strip() for p in m[1].split(",")] if m else []
        have = len([p for p in value.split(",") if p.strip()])
        if len(slots) < 2 or not all(_PLACEHOLDER.fullmatch(p) for p in slots) \
                or have >= len(slots):
            continue
        lead = rf"(?<![\w-]){re.escape(value.strip())}(?![\w-])"
        if len(re.findall(lead, request)) != 1:
            continue
        rest = rf"((?:\s*,\s*{_PART}){{{len(slots) - have}}})(?!\s*,\s*{_PART})"
        found = re.search(lead + rest, request)
        if found is None:
            continue
        parts = [p.strip() for p in found[1].split(",") if p.strip()]
        if not re.fullmatch(r"[A-Z]{2,3}|\d+", parts[-1]) or held & {p.lower() for p in parts}:
            continue
        fix[k] = found[0]
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def copy_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
             ) -> dict[str, str] | None:
    """The request's value for each required string argument of ``call`` that is its
    parameter's example of several parts copied, whole or in part; else None. ``call`` is
    not changed.

    Precondition, for each argument changed: it is required, its parameter (a string, no
    ``enum``) shows an example of several parts with a comma between two of them
    (``example_text``: "San Francisco, CA"); the value is that example, or made only of its
    parts ("San Francisco"), or another copy of the tool's own text (``unsaid.copied``:
    "City, State" of "in the format 'City, State'"), or a value made up, not a word of
    it said (``unsaid.made_up``: "Cities" for "a place to rent in Oakland, CA"); no text
    of ``said`` (what the conversation says: ``Turn.said``) writes a part of it that the
    request's span lacks
    ("I live in San Francisco; weather in Boston, MA?" is left alone; "CA" of "Berkeley,
    CA" may be said in "Palo Alto, CA"), and it has such a part; the request writes
    exactly one span of the example's kinds (``spans``: "Boston, MA"; not "Austin, TX or
    Dallas, TX", nor a city alone, "Tel Aviv"), no part of a listing of other things; no
    other argument holds that span or a part of it (two such parameters, "from Reno, NV
    to Boise, ID": the model placed one, maybe in the wrong one; ``directions.route_fix``
    reads their roles); and the call validates with it. Not read after a negation (the
    caller gives no ``said`` there).

    The span is the place the request asks for (``_asked_at``): right after "in", "at",
    "for", "near" or "around", and no other such word leads to a name ("Weather in SF; my
    mom is in Austin, TX": the copy may be right, SF in other words; "we drove up from San
    Jose, CA": a place in another role).

    Where it can be wrong: the request's value of that form is not the one the parameter
    asks for ("Weather here? My parcel is in Salem, OR" gives "Salem, OR"). Where it
    leaves a copy: another name after such a word, a month's or a cuisine's ("in Boston, MA
    in May", "hungry for Thai food in Palo Alto, CA")."""
    from .unsaid import copied, made_up

    props = tool.parameters.get("properties", {})
    required = tool.parameters.get("required", [])
    held = {v.strip().lower() for v in call.arguments.values() if isinstance(v, str)}
    texts = set(copied(call, tool, "\n".join(said))) | set(made_up(call, tool, said))
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if k not in required or not isinstance(value, str) or not free_string(spec):
            continue
        example = example_text(spec) or ""
        kinds = shape(example)
        if "," not in kinds or len(kinds) < 3:
            continue
        mine = pieces(value)
        found = spans(request, kinds)
        if not copies(value, example, k in texts) or len(found) != 1 or found[0][1]:
            continue
        span = found[0][0]
        if not _asked_at(request, span):
            continue
        in_span = {p[0].lower() for p in parts(span)}
        own = [m for m in mine if m.lower() not in in_span]
        if not own or any(says_word(t, m) for t in said for m in own):
            continue  # the copy's own parts said ("I live in San Francisco"), or none
        if (held - {value.strip().lower()}) & ({span.lower()} | in_span):
            continue
        fix[k] = span
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


_AT = {"in", "at", "for", "near", "around"}  # words that ask for a place


def _asked_at(request: str, span: str) -> bool:
    """Whether ``span`` (written in ``request``) stands right after a word that asks for a
    place (``_AT``), and no other such word of the request leads, "the" aside, to a word
    with a capital ("in SF", "in the City of Light")."""
    start = request.find(span)
    tokens = [(m[0], m.start()) for m in re.finditer(r"[\w'.]+", request)
              if not start <= m.start() < start + len(span)]
    before = [i for i, (_, at) in enumerate(tokens) if at < start][-1:]
    if not before or tokens[before[0]][0].lower() not in _AT:
        return False
    return all(i == before[0] for i in leads([w for w, _ in tokens], _AT))


def leads(tokens: list[str], words: Collection[str], skip: Collection[str] = ("the",),
          places: Collection[str] = ()) -> list[int]:
    """Where in ``tokens`` a word of ``words`` leads, a word of ``skip`` between aside, to
    a word with a capital or a word of ``places`` ("in SF", "in the City of Light")."""
    out = []
    for i, w in enumerate(tokens[:-1]):
        j = i + 2 if tokens[i + 1].lower() in skip and i + 2 < len(tokens) else i + 1
        if w.lower() in words and (tokens[j][:1].isupper() or tokens[j].lower() in places):
            out.append(i)
    return out
