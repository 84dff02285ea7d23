"""The runs of a request's words a refill offers an argument (``agentnb.refill``): every
run of one to ``MAX_WORDS`` words inside a clause with no function word at either end
(``candidates``), less those holding a function word inside that are no one thing
(``phrases``), those sharing a word with another argument's value (``unheld``), and those
opening with a sentence's command or cutting a name of several words (``withheld``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Sequence
from typing import Any

from .enums import _ARTICLES, _DOING
from .grounding import name_words
from .listed import CALENDAR_WORDS
from .places import _PLACES

MAX_WORDS = 6  # the longest run of words offered ("Tesco on Mill Road", "Dune Part Two")
# words a value does not start or end with: articles, prepositions, pronouns, auxiliaries
_EDGE_WORDS = """
a an the of to in on at by for from with without into onto over under about as and or
near around
but nor not no if then than so is are was were be been am do does did has have had it its
this that these those there here what which who whom when where why how i me you we us
they them he him she her his please can could would should will shall may might must any
some also just very too get give find show tell let
"""
EDGE = frozenset(_EDGE_WORDS.split())
END = EDGE | {"my", "your", "our", "their"}  # "my mum" starts with one, never ends
# a clause ends at a mark that is not inside a word ("St. Ives" aside: its "." ends it)
_CLAUSE = re.compile(r"[,;:!?()\[\]{}\"“”‘’]|\.(?=\s|$)|(?<!\w)'|'(?!\w)")
QUOTED = re.compile(r"[\"“']([^\"“”'\n]+)[\"”']")


def candidates(request: str) -> list[str]:
    """The runs of the request's words an argument may take: every run of 1 to
    ``MAX_WORDS`` words inside one clause (commas, other marks and quotes end a clause)
    that neither starts nor ends with a function word (``EDGE``: an article, a
    preposition, a word placing a thing, "near", "around"), and each quoted text whole; in
    the request's order, each once. A function word written with a capital inside a
    sentence is a word of a name ("The Crypt", "Spin On"), "I" aside."""
    out = [m.group(1).strip() for m in QUOTED.finditer(request) if m.group(1).strip()]
    for words, named, _ in _clauses(request):
        for i, first in enumerate(words):
            if first.lower() in EDGE and not named[i]:
                continue
            for j in range(i, min(i + MAX_WORDS, len(words))):
                if words[j].lower() not in END or named[j]:
                    out.append(" ".join(words[i:j + 1]))
    return list(dict.fromkeys(out))


def _clauses(request: str) -> Iterator[tuple[list[str], list[bool], bool]]:
    """Each clause's words, whether each is written with a name's capital (``_capital``,
    inside a sentence: a sentence's first word's capital says nothing), and whether the
    clause opens its sentence. In a request writing no word in lower case ("Two Tickets
    For Kings Of Leon", "BOOK THE IVY") no capital says anything."""
    told = bool(re.search(r"(?<![\w'’])[a-z]", request))
    for sentence in _SENTENCE.split(request):
        for k, clause in enumerate(_CLAUSE.split(sentence)):
            words = [w for w in (w.strip(".") for w in clause.split()) if w]
            yield words, [told and _capital(w) and bool(k or i)
                          for i, w in enumerate(words)], k == 0


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
# what a command acts on opens with: an article, a possessive, "some"
_DETERMINERS = _ARTICLES | {"some"}
# the words of a parameter's name saying it takes what to do, the command itself
_WHAT_TO_DO = _DOING | {"alteration", "repair", "work", "job", "task"}


def _capital(word: str) -> bool:
    """Whether a word inside a sentence is written with a capital a name may give it: not
    "I", not a weekday's nor a month's (which have their own)."""
    return word[:1].isupper() and word != "I" and word.lower() not in CALENDAR_WORDS


def _command(words: Sequence[str]) -> int | None:
    """Where the command of a sentence's first clause is, if any: its first word that is
    no function word (``EDGE``: "Please", "Can you" before it), right before an article,
    a possessive or "some" ("Rent a log splitter", "Fell the old birch", "Shorten my
    jeans"). Where it can be wrong: a thing opening a request with such a word after it
    ("Lunch the day after"), then not offered."""
    i = next((i for i, w in enumerate(words) if w.lower() not in EDGE), None)
    if i is not None and i + 1 < len(words) and words[i + 1].lower() in _DETERMINERS:
        return i
    return None


def withheld(request: str, name: str) -> set[str]:
    """The runs of ``request`` not offered to the parameter ``name``: those opening with a
    sentence's command (``_command``: "Rent" and "Rent a log splitter" of "Rent a log
    splitter for 2 days.", SmolLM2 took "Rent" as the craft of "Rent a paddleboard"),
    unless the parameter's name says it takes what to do (``_WHAT_TO_DO``: "action",
    "alteration", "work": "Fell" of "Fell the dead ash tree"); and the parts of a name of
    several words (``name_parts``), unless it takes a part of one (``takes_part``)."""
    out = set() if takes_part(name) else name_parts(request)
    if set(name_words(name)) & _WHAT_TO_DO:
        return out
    for words, _, opens in _clauses(request):
        if opens and (c := _command(words)) is not None:
            out |= {" ".join(words[c:j]) for j in range(c + 1, len(words) + 1)}
    return out


def name_parts(request: str) -> set[str]:
    """The parts of the request's names of several words: runs of two words or more
    inside a sentence, each written with a capital (``_capital``; a sentence's first
    word is no name's: its capital says nothing), give their shorter runs ("Express" and
    "Vision" of "Vision Express", "Blue Parrot" of "The Blue Parrot")."""
    parts: set[str] = set()
    for words, named, _ in _clauses(request):
        start = None
        for i, capital in enumerate([*named, False]):
            if capital and start is None:
                start = i
            elif not capital and start is not None:
                name = words[start:i]
                parts |= {" ".join(name[a:b]) for a in range(len(name))
                          for b in range(a + 1, len(name) + 1) if b - a < len(name)}
                start = None
    return parts


# the words of a parameter's name saying it takes a part of a name: a town or a city
# (``agentnb.places``: "Manchester" of "Sixt Manchester"), a first or last name, a brand
_PART_WORDS = {"first", "last", "surname", "forename", "brand", "make", "maker",
               "manufacturer", "company"}


def takes_part(name: str) -> bool:
    """Whether the parameter ``name`` takes a part of a name (``_PART_WORDS``, a place
    by ``agentnb.places``' words)."""
    return bool(set(name_words(name)) & (_PLACES | _PART_WORDS))


# the words joining two things into one ("fish and chips"), and the parameters whose values
# are phrases that may hold any word ("Crash on startup", "water is coming through")
_JOINING = frozenset({"and", "or", "&"})
_PHRASE_WORDS = "title subject issue problem fault symptom query search"


def openers(request: str) -> set[str]:
    """The words that open a sentence of ``request`` and that it writes nowhere else with
    a capital: their capital says nothing of a name ("Nachos at the Odeon.")."""
    opening, inside = set(), set()
    end = -1  # where the word before ends (none yet)
    for m in re.finditer(r"[\w'’-]+", request):
        between = request[max(end, 0):m.start()].rstrip(" \t\"'“‘(")
        (opening if end < 0 or between[-1:] in (".", "!", "?", "\n")
         else inside).add(m.group())
        end = m.end()
    return {w for w in opening - inside if w[0].isupper()}


def phrases(runs: Sequence[str], quoted: Collection[str], name: str, spec: Any,
            first: Collection[str] = ()) -> list[str]:
    """The runs a refill offers an argument: a run holding a function word inside (an
    article, a preposition, a pronoun, an auxiliary: ``EDGE``) joins two phrases ("carpet
    in the hall", "Rats in the garden shed", "Fit a twist pile carpet": asked again,
    SmolLM2 took these for the carpet and the pest), and is offered only as a name as
    written (each other word starts with a capital or a digit: "Spice of Life", "Tesco on
    Mill Road"), as two things joined by "and", "or" or "&" ("fish and chips"), as a
    quoted text, or to a parameter of prose or a phrase (``prose``, a title, a subject,
    an issue, a problem, a query: "Crash on startup"). A word of ``first`` (``openers``:
    it opens a sentence) starting a run is no capital ("Popcorn at the Picturehouse" is
    no name as written). A thing named with a preposition in lower case ("history of
    art" for a course), or a name with one that opens a sentence ("Spice of Life is
    open?"), is then not offered: the cost."""
    if free_phrase(name, spec):
        return list(runs)
    out = []
    for run in runs:
        inner = [w for w in run.split()[1:-1] if w.lower() in EDGE]
        if not inner or run in quoted or all(w.lower() in _JOINING for w in inner) or all(
                (w[0].isupper() or w[0].isdigit()) and not (i == 0 and w in first)
                for i, w in enumerate(run.split()) if w.lower() not in EDGE):
            out.append(run)
    return out


def free_phrase(name: str, spec: Any) -> bool:
    """Whether a parameter's value may be any phrase: prose (``prose``), a title, a
    subject, an issue, a problem, a query (``_PHRASE_WORDS``)."""
    from .defaults import parameter_words
    from .relevance import words

    return prose(name, spec) or bool(parameter_words(name, spec) & words(_PHRASE_WORDS))


_PLEASE = frozenset({"please", "pls", "thanks"})
# the words opening a request that are no part of its thing ("A tin of Assam ...")
_LEADING = frozenset({"a", "an", "the", "some"})


def whole(value: Any, text: str) -> bool:
    """Whether ``value`` is ``text`` written whole, a thing joined to another: its words,
    in lower case and marks aside, are the text's ("please" at either end and an article
    or "some" opening it aside), and a function word inside them, not "and" nor "or",
    joins the thing to a place, a time, a count or a person ("Bowling for an hour", "A tin
    of Assam from Whittard in Bath."; not "Fish and chips.", nor "Archery."); not a name
    as written, each word but a function word opening with a capital or a digit
    ("Pirates of the Caribbean": the request may be the name alone)."""
    if not isinstance(value, str):
        return False

    def bare(t: str) -> list[str]:
        w = re.findall(r"[a-z0-9']+", t.lower())
        while w and w[-1] in _PLEASE:
            w.pop()
        while w and w[0] in _PLEASE:
            w.pop(0)
        return w[1:] if w[:1] and w[0] in _LEADING else w

    words = bare(text)
    return len(words) > 2 and bare(value) == words and any(
        w in EDGE and w not in _JOINING for w in words[1:-1]) and not all(
        w[0].isupper() or w[0].isdigit() for w in re.findall(r"[\w'’]+", value)
        if w.lower() not in EDGE)


def copied_whole(value: Any, name: str, spec: Any, required: Collection[str],
                 texts: Sequence[str]) -> bool:
    """Whether ``value`` is a text of ``texts`` written whole (``whole``) for a parameter
    that is no free phrase (``free_phrase``), where the tool takes another required
    argument (``required``: its required parameters): no value of one argument."""
    return len(required) > 1 and not free_phrase(name, spec) and any(
        whole(value, t) for t in texts)


# a parameter of prose (a message's body, a note, a reason): it may hold names
_PROSE_WORDS = "body message text content note notes comment description details reason"


def prose(name: str, spec: Any) -> bool:
    """Whether a parameter is prose by its name or description (``_PROSE_WORDS``)."""
    from .defaults import parameter_words
    from .relevance import words

    return bool(parameter_words(name, spec) & words(_PROSE_WORDS))


def digits(value: Any) -> str | None:
    """A whole number's digits (3 and 3.0 as "3"); ``None`` for anything else (a flag,
    a fraction, a string)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and \
            float(value).is_integer():
        return str(int(value))
    return None


def plain(text: str) -> str:
    """Lower-case words, "_" and marks as spaces: "bike_repair" is "bike repair"."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def unheld(runs: Sequence[str], held: Sequence[Any]) -> list[str]:
    """The runs that share no word with a string another argument holds, and that are
    not the digits of a number it holds: one run of the request is rarely two arguments'
    values (asked again, SmolLM2 put the shop's "Pedal Power" as the bike's problem, the
    recipient "Grace" as the flowers, the quantity's "6" as the item). A run holding a
    number among other words stays ("7 Harbour View" beside ``bags=7``: the number may be
    the one that is wrong)."""
    taken = {w for v in held if isinstance(v, str) for w in plain(v).split()}
    numbers = {d for v in held if (d := digits(v))}
    return [r for r in runs if not set(plain(r).split()) & taken and plain(r) not in numbers]


def name_stems(name: str) -> set[str]:
    """A parameter's name's words of three letters or more, a plural's "s" aside."""
    return {w.rstrip("s") for w in re.findall(r"[a-z]+", name.lower()) if len(w) > 2}


def _ends_in(run: str, words: set[str]) -> bool:
    """Whether a run's last word is one of ``words`` (``name_stems``), its "s" aside."""
    last = plain(run).split()
    return bool(last) and last[-1].rstrip("s") in words


def headed(runs: list[str], name: str, request: str) -> list[str]:
    """Where the request says a word of the parameter's name in lower case (a plural's
    "s" aside; not in a name: "Sharp Cuts" for ``cut``), the runs ending in it alone:
    the request names the value by that word ("electric scooter" for ``scooter``), or
    only describes it ("the channel my friend Sam likes": none is left, "channel" being
    the tool's own word); else ``runs``."""
    own = name_stems(name)
    if not own & {w.rstrip("s") for w in re.findall(r"\b[a-z]+\b", request)}:
        return runs
    return [r for r in runs if _ends_in(r, own)]


# what may follow a thing the request asks for: a place's, a time's or a count's word
_AFTER_THING = frozenset(["for", "at", "in", "on", "from", "to", "with", "near", "around",
                          "by", "during", "until", "please", "and", "or"])


def names_thing(run: str, name: str, request: str) -> bool:
    """Whether a run ends in a word of the parameter's name ("party tent" for ``tent``)
    and the request asks for it whole, not describes one: a function word, a number or
    nothing before it there ("A party tent"; not the "scooter" of "an electric
    scooter"), and nothing after it but a mark or a place's, a time's or a count's word
    ("A party tent for 3 days."; not "the channel my friend Sam likes", which says which
    channel without naming it)."""
    if not _ends_in(run, name_stems(name)):
        return False
    at = re.search(rf"(?<!\w){re.escape(run)}(?!\w)\s*([A-Za-z']*)", request, re.IGNORECASE)
    if not at or (at[1] and at[1].lower() not in _AFTER_THING):
        return False
    before = re.search(r"([A-Za-z0-9']+)\W*$", request[:at.start()])
    return not before or before[1].lower() in EDGE or before[1].isdigit()


def said_once(value: str, text: str) -> bool:
    """Whether ``text`` says ``value`` once, as whole words (case and marks aside)."""
    return f" {plain(text)} ".count(f" {plain(value)} ") == 1


# a word, an apostrophe's ending with it ("Monty's", "can't")
_NAME_WORD = re.compile(r"\w+(?:['’]\w+)*")


def written_as_name(value: str, text: str) -> bool:
    """Whether ``text`` writes ``value`` as a name: each of its words starting with a
    capital or a digit ("Glow Studio", "3 Oak Road", "Monty's Deli": a possessive's "s"
    is its word's; not "can't come")."""
    pattern = r"\W+".join(re.escape(w) for w in re.findall(r"\w+", value))
    return bool(pattern) and any(
        all(w[0].isupper() or w[0].isdigit() for w in _NAME_WORD.findall(m.group()))
        for m in re.finditer(rf"(?<!\w){pattern}(?!\w)", text, re.IGNORECASE))
