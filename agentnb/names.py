"""A name the model misspelled: "Belfry" for Belfast, "Zuraco" for Zurich.

Asked to write a name it has seen once in the request, a small model sometimes writes
another word that begins like it: SmolLM2 wrote "Belfry" for Belfast, "Zuraco" for
Zurich, "Denmark" for Denver and "Limba" for Lima. Nothing in the conversation says the
model's word; the request says one name that begins like it (``name_fix``; in
``GroundArguments``' default set, which puts it in place and records the change).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from . import relevance
from .counts import plural_of
from .embeddings import vocabulary
from .placeholders import code
from .tools import Tool
from .types import ToolCall
from .unsaid import unsaid_strings

_LETTERS = 3  # how many first letters a misspelling keeps
_NAME = re.compile(r"[^\W\d_][\w'\-]*(?:\s+[^\W\d_][\w'\-]*){0,2}")
_WORD = re.compile(r"[^\W\d_][\w'\-]*")
_ENDS = re.compile(r"[.!?:]\s*$")
# the words right before a name that place it ("in Paris", "from Leeds", "near Bath")
PLACING = frozenset({"in", "at", "near", "around", "from", "to", "into"})
# endings that make a language, a people or a cuisine of a place's name
_MADE = ("ish", "ese", "ian", "ean", "an", "ic", "i")


def _folded(text: str) -> str:
    """``text`` in lower case without accents and marks ("Perú" -> "peru")."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if c.isalnum()).lower()


def names(request: str) -> list[str]:
    """The names the request writes: runs of one to three capitalized words, none the
    first word of a sentence (a command: "Find", "Translate")."""
    out: list[str] = []
    for m in _WORD.finditer(request):
        word = m.group()
        if not word[0].isupper() or not request[:m.start()].strip() or \
                _ENDS.search(request[:m.start()]):
            continue
        if out and request[:m.start()].endswith(out[-1] + " ") and len(out[-1].split()) < 3:
            out[-1] = f"{out[-1]} {word}"  # "Santa" "Fe": one name
        else:
            out.append(word)
    return out


def name_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
             ) -> dict[str, str] | None:
    """The request's name for each string argument of ``call`` that holds a misspelling
    of it; else None. ``call`` is not changed.

    Precondition, for each argument changed: its parameter is a string without ``enum``,
    ``const``, ``format`` or ``pattern``; the value is a name (its first letter a capital,
    a lower-case letter, no digit: a code, "INTC" of Intel, is an abbreviation, not a
    misspelling) that no text of ``said`` (what the conversation says: ``Turn.said``)
    writes, not even in part (a content word of it, ``unsaid.unsaid_strings``); the
    request writes exactly one name (capitalized words, not a sentence's first word) whose
    first three letters, accents and case aside, are the value's (or, where none is, one
    word the value misspells within them: ``_slipped``, "Alele" for "When is Adele
    touring in June?", "Olso" for Oslo), that no other argument holds, and that is no
    item of a list the values relate to ("the country of Lisbon and Porto": "Portugal"
    may be right, ``related``); the request leaves no other place (a name right after
    "in", "at", "near", "from", "to"...: ``_placed``) that no argument holds, no
    misspelling is read as, and that is not joined to it as an item of a list by "and",
    "or" or a comma (``_joined``: not "Boras" for "Weather in Paris for Boris", where the
    weather may be asked for Paris; "Limba" for "in Havana and for 3 nights in Lima",
    Havana another call's); the value is not a word made from
    that name (``made_from``: "Spanish" for "the language of Spain", "Thai" for Thailand,
    the model right); the value is not the name spelled right where the request misspells
    it (``_spelled_right``: "Vienna" for "hotles in Viena", a word of the embedding
    model's vocabulary where the request's is none); and the call validates with it. The
    value becomes that name as the request writes it.

    A name of two or three words with one misspelled ("Parcside Apartments" for
    "Parkside Apartments") is read alike, word by word (``_one_word_off``): the other
    words the same, the misspelled one said nowhere, one name of the request so close.

    Where it can be wrong: the model wrote another name on purpose that begins like one of
    the request's (a city's airport, "Lisbon" -> "Lisboa" is right either way), or the
    request names something else that begins alike ("the Denver Broncos" beside a
    country)."""
    props = tool.parameters.get("properties", {})
    unsaid = set(unsaid_strings(call, tool, list(said), list(call.arguments)))
    written = names(request)
    held = {_folded(v) for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k in unsaid:
        value, spec = call.arguments[k], props.get(k)
        if not plain_string(spec) or not isinstance(value, str) or not value[:1].isupper() \
                or code(value) or any(c.isdigit() for c in value) or \
                len(_folded(value)) < _LETTERS:
            continue
        start = _folded(value)[:_LETTERS]
        alike = {n for n in written if _folded(n)[:_LETTERS] == start} or \
            {n for n in written if _slipped(value, n)}
        if any(made_from(value, n) for n in alike):
            continue
        if len(alike) != 1:
            continue
        name = next(iter(alike))
        if _folded(name) not in held and not _related_list(call, tool, k, name, request) \
                and not _spelled_right(value, name):
            fix[k] = name
    if any(_folded(n) not in held and n not in fix.values() and _placed(request, n)
           and not _joined(request, n, m) for n in written for m in fix.values()):
        fix = {}  # another place the request leaves: "Boras" for "Weather in Paris for Boris"
    for k, value in call.arguments.items():  # a name of several words, one misspelled
        if k in fix or k in unsaid or not isinstance(value, str) or \
                not plain_string(props.get(k)):
            continue
        name = _one_word_off(value, written, said)
        if name and _folded(name) not in held and \
                not _related_list(call, tool, k, name, request) and \
                not _spelled_right(value, name):
            fix[k] = name
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def placed_by(request: str, name: str) -> list[tuple[str, re.Match[str]]]:
    """Each word, in lower case, right before ``name`` where ``request`` writes it, not
    before "'s", with where the name stands (group 2): "in" of "Weather in Paris"."""
    return [(m[1].lower(), m) for m in
            re.finditer(rf"\b(\w+)\s+({re.escape(name)})\b(?!['’])", request)]


def _placed(request: str, name: str) -> bool:
    """Whether ``name`` stands right after a word that places it (``PLACING``: "in",
    "at", "near", "from", "to"...): a place ("in Paris"; not "a Landscape Architect")."""
    return any(word in PLACING for word, _ in placed_by(request, name))


def _joined(request: str, one: str, other: str) -> bool:
    """Whether the request joins two names as items of a list: "and", "or" or a comma
    between them ("Chile, Peru and Bolivia", "in Havana and for 3 nights in Lima"; not
    "Paris for Boris")."""
    a, b = request.find(one), request.find(other)
    between = request[min(a, b):max(a, b)]
    return re.search(r",|\band\b|\bor\b", between) is not None


def _slipped(value: str, name: str) -> bool:
    """Whether ``value``, one word, misspells ``name``, one word of as many letters (four
    or more) and the same first letter, by one letter changed or two side by side
    swapped ("Alele" for Adele, "Olso" for Oslo; not "Mali" for Bali, nor "Suoel" for
    Seoul, two letters off), accents and case aside."""
    v, n = _folded(value), _folded(name)
    if " " in name or len(v) != len(n) or len(n) < 4 or v[0] != n[0] or v == n:
        return False
    off = [i for i in range(len(v)) if v[i] != n[i]]
    return len(off) == 1 or (len(off) == 2 and off[1] == off[0] + 1
                             and v[off[0]] == n[off[1]] and v[off[1]] == n[off[0]])


def _one_word_off(value: str, written: list[str], said: Sequence[str]) -> str | None:
    """The one name of ``written`` that ``value``, a name of two or three capitalized
    words without digits that nothing in ``said`` writes whole, misspells in one word:
    the same words in the same order but one, which nothing in ``said`` writes and which
    begins with that word's first three letters without being made from it (``_made``;
    "Parcside
    Apartments" for "Parkside Apartments", "Lake Merrit" for "Lake Merritt")."""
    from .codes import says_word

    words = value.split()
    if not 2 <= len(words) <= 3 or not all(w[:1].isupper() for w in words) or \
            any(c.isdigit() for c in value) or any(says_word(t, value) for t in said):
        return None
    found = []
    for name in written:
        theirs = name.split()
        if len(theirs) != len(words):
            continue
        off = [(w, n) for w, n in zip(words, theirs) if _folded(w) != _folded(n)]
        if len(off) == 1 and _folded(off[0][0])[:_LETTERS] == _folded(off[0][1])[:_LETTERS] \
                and not _made(*off[0]) and not any(says_word(t, off[0][0]) for t in said):
            found.append(name)
    return found[0] if len(found) == 1 else None


def _made(value: str, name: str) -> bool:
    """Whether a word of a name of several words is made from the name's word, not
    misspelled: a language's, a people's or a cuisine's ending ("Spanish Steps" for
    "Spain Steps"), or twice as long or more. A letter dropped near the end is a
    misspelling here ("Lake Merrit", "Oakwod Towers"): the other words fix what is named."""
    v, n = _folded(value), _folded(name)
    return len(v) >= 2 * len(n) or any(
        v.endswith(end) and len(v) - len(end) <= len(n) + 1 and not n.endswith(end)
        for end in _MADE)


def _spelled_right(value: str, name: str) -> bool:
    """Whether the model wrote right a name the request misspells: each word of ``value``
    is a whole word of the embedding model's vocabulary (``embeddings.vocabulary``:
    "Vienna"), and a word of ``name`` is none ("Viena")."""
    known = vocabulary()
    words = [_folded(w) for w in value.split()], [_folded(w) for w in name.split()]
    return bool(known) and all(w in known for w in words[0]) and \
        any(w not in known for w in words[1])


def _related_list(call: ToolCall, tool: Tool, key: str, name: str, request: str) -> bool:
    """Whether ``name`` is an item of a list the request writes that is what the values
    relate to ("the country of Lisbon and Porto", ``related``): there the model's
    value may be one the list leads to ("Portugal"), not a misspelling of an item."""
    from .items import in_shape

    items = in_shape([ToolCall(call.id, call.name, {**call.arguments, key: name})], tool,
                     request)
    return items is not None and related(str(items[0].get(key)), tool, request)


def related(first: str, tool: Tool, request: str) -> bool:
    """Whether the list is what the values relate to ("the capitals of Norway and
    Sweden"): "of" before its first value, after a word that is none of the tool's name."""
    at = request.find(first)
    m = re.search(r"(\w+)\s+of\s+(?:the\s+)?['\"‘“]?$", request[:max(at, 0)], re.IGNORECASE)
    return m is not None and not relevance.words(m[1]) <= relevance.words(tool.name)


def made_from(value: str, name: str) -> bool:
    """Whether ``value`` is a word made from ``name`` rather than a misspelling of it: the
    name's beginning ("Thai" of Thailand), or that and one letter more, shorter than the
    name ("Greek" of Greece, "Pole" of Poland, "Finn" of Finland: a people's name; a
    misspelling that drops a letter near the end, "Berln" for Berlin, is left as it is
    too); the name written in full, twice as long or more
    ("Philadelphia" for Philly); or a word that ends as a language, a people or a cuisine
    is made of a place's name ("-ish", "-ese", "-ian", "-an", "-i", "-ic"), its part
    before that ending at most one letter longer than the name ("Spanish" of Spain,
    "Chinese" of China; not "Cuscatlan" of Cusco). Accents and case aside."""
    v, n = _folded(value), _folded(name)
    return v != n and (n.startswith(v) or (n.startswith(v[:-1]) and len(v) < len(n)) or
                       len(v) >= 2 * len(n) or any(
        v.endswith(end) and len(v) - len(end) <= len(n) + 1 for end in _MADE))


def plain_string(spec: Any) -> bool:
    """Whether a parameter's schema is a string a rule may write: no ``enum``,
    ``const``, ``format`` or ``pattern``."""
    return isinstance(spec, dict) and spec.get("type") == "string" and not any(
        key in spec for key in ("enum", "const", "format", "pattern"))


def misspelt(value: Any, said: Sequence[str]) -> bool:
    """Whether ``value`` misspells a name the conversation writes: a word of it, of four
    letters or more, that no text of ``said`` (what the conversation says) writes,
    accents and case aside, and that is one or two letters off (added, dropped or
    changed) a word of four letters or more of a name a text of ``said`` writes
    (``names``: capitalized, not a sentence's first word): "Siraz" for "Any Shiraz at
    Laithwaites?", "Piper" for "Someone to walk Pepper", "bradford" for "a flu jab in
    Bedford". Not a word made from
    that name's word nor one it is made from (``made_from``: "Greek" of Greece, "Germany"
    of "German artists"), nor its plural or possessive (``counts.plural_of``, accents
    and marks aside: "Hosta" of Hostas, "Fortnum" of Fortnum's), nor that word spelled
    right where the conversation misspells it (``_spelled_right``: "Manchester"
    for "Manchster"); not a word written in capitals (a code: "AAPL" of Apple), nor a
    value with a mark inside a word (an identifier, a path: "Europe/Kiev").

    Where it can be wrong: the model's word is another spelling of the name ("Kyiv" for
    "Weather in Kiev"), or another name spelled close to one the conversation writes
    ("Lewes" for "Departures at Leeds"): asked again, the model picks among the request's
    words, where the request's own spelling is. And a name the embedding model's
    vocabulary lacks, which the model wrote as a word it holds ("Coffee" for "Walk Toffee
    around Ilkley"), reads as the request's misspelling put right, and is left."""
    if not isinstance(value, str) or re.search(r"\w[./@:]\w", value):
        return False
    heard = {_folded(w) for text in said for w in _WORD.findall(text)}
    written = {w for text in said for name in names(text) for w in _WORD.findall(name)}
    for word in _WORD.findall(value):
        v = _folded(word)
        if len(v) < 4 or v in heard or not v.isalpha() or word.isupper():
            continue  # "AAPL" of Apple: a code
        for name in written:
            n = _folded(name)
            off = _distance(v, n)
            if len(n) >= 4 and 1 <= off <= 2 and \
                    not made_from(word, name) and not made_from(name, word) and \
                    not plural_of(v, n) and not plural_of(n, v) and \
                    not _spelled_right(word, name):
                return True
    return False


def _distance(one: str, other: str) -> int:
    """How many letters added, dropped or changed make one word the other (Levenshtein)."""
    row = list(range(len(other) + 1))
    for i, a in enumerate(one, 1):
        last, row[0] = row[0], i
        for j, b in enumerate(other, 1):
            last, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, last + (a != b))
    return row[-1]
