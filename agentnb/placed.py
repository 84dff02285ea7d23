"""A thing and its venue copied into one argument, cut apart; a venue's name grown with
words the request does not write beside it, cut back; a thing cut to some of its words,
given whole.

Asked for a thing and the venue it is got at, a small model sometimes copies both, as the
request writes them, into one argument: SmolLM2 wrote ``wine="Chablis at Berry Bros"``
and ``merchant="Chablis at Berry Bros"`` for "Chablis at Berry Bros please." (``bench/
mixed_requests.py --later families38``), ``shop="Duck Egg Blue at Homebase"`` for "Match
Duck Egg Blue at Homebase." (``--later families13``). The request writes the thing right
before the word that places the venue; ``placed_cut`` gives each argument its part
(``GroundArguments`` puts it in place and records the change). SmolLM2 also writes a
venue's name with a word added, its kind or its town ("Kahaila Coffee" for "My cold brew
at Kahaila please.", ``--later families50``; "Paperchase Bath" for "at Paperchase in
Bath", ``--later families45``), or after the thing ("Stilton Cheese Cellar" for "Stilton
from Cheese Cellar.", ``--later families47``): ``grown_cut`` gives the venue the name.
It also cuts a thing to one of its words ("tea" for "An iced tea from Ozone.", "tree" for
"A fig tree from Clifton Nurseries.", ``--later families48``): ``whole_thing`` gives the
thing the words the request writes for it before the venue. And it makes a venue up from
the request's words or the tool's ("Chandler Gear" for "A life jacket at Sea Gear in
Falmouth.", ``--later families53``; "A tool from Brandon" for "A floor polisher from
Brandon.", ``--later families52``): ``venue_named`` gives the venue the name the request
places for it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .defaults import searched_text
from .enums import _ARTICLES
from .examples import example_text, free_string
from .grounding import name_words
from .names import _folded, names
from .opening import opening_cut
from .places import (
    _MARKED,
    _VENUE_NAME,
    _times_written,
    _unlike,
    place_fix,
    placed_for,
    placed_names,
    takes_place,
    venue_params,
)
from .relevance import tool_text, words
from .runs import END, prose, takes_part
from .tools import Tool
from .types import ToolCall


def placed_cut(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """The thing, or the venue, alone for each argument of ``call`` that holds the two as
    the request writes them ("Chablis" and "Berry Bros" of ``wine=`` and
    ``merchant="Chablis at Berry Bros"``, for "Chablis at Berry Bros please."); else None.
    ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one string parameter without ``enum`` or an example that
      takes a venue: its name says a venue or a stop and no place (``places._VENUES``:
      "shop", "gallery"), or the tool's text places it after "at" or "from"
      (``places._told``: "Hold a bottle at a wine merchant."), and its name says no
      start or end;
    - the argument's value is, case aside, a stretch the request writes: words, then
      "at" or "from", "the" maybe, and a name (each word capitalized: "Berry Bros",
      "Walker"), maybe "in" and the town's name after it ("Turner at the Walker in
      Liverpool"), where that word places the name for the venue's parameter
      (``places.placed_for``: "from" in the request's first clause);
    - the venue's argument takes the name; another argument takes the words before the
      placing word where its parameter is a string without ``enum`` or an example that
      takes no place, venue or stop (``places.takes_place``) and is not prose nor a
      search's free text (a note, a query: "birthday at Dishoom" may be one), and where
      those words do not open with an article, a possessive or "some" before a capital
      ("A Victoria sponge from Mrs B's Kitchen": the request's article or a name's first
      word, "A Clockwork Orange", which nothing tells apart), and open with none of them
      unless ``opening.opening_cut`` takes it off that argument ("A mocha" as a drink
      becomes "mocha"; not "A spin class" as a ``class_name``, where the article may be
      the name's, nor "Some fence posts": the refill asks such a thing among the
      request's runs);
    - the call validates with the parts.

    A tool with no venue's parameter is left alone: an event's title may hold where it
    is ("Dinner at Dishoom" beside ``location="Dishoom"``). Where it can be wrong: a
    venue whose own name holds "at" or "from" and a capitalized word after it ("Fish
    from the Sea")."""
    props = tool.parameters.get("properties", {})
    venues = venue_params(tool)
    if len(venues) != 1:
        return None
    venue = venues[0]
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(value, str) or not free_string(spec) or example_text(spec):
            continue
        parts = _parts(value.strip(), request)
        if parts is None or not placed_for(tool, venue, parts[1], request):
            continue
        if k == venue:
            fix[k] = parts[1]
        elif not takes_place(tool, k) and not prose(k, spec) and not \
                searched_text(k, spec) and not _OPENS_NAME.match(parts[0]) and \
                _opening_goes(call, tool, k, parts[0], request):
            fix[k] = parts[0]
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


# an article, a possessive or "some"; before a capital (``_OPENS_NAME``), the request's
# word or a name's first ("A Victoria sponge", "A Clockwork Orange"; ``agentnb.opening``
# cuts it before words in lower case)
_OPENER = rf"(?i:{'|'.join(sorted(_ARTICLES | {'some'}))})"
_OPENS_NAME = re.compile(rf"{_OPENER}\s+[A-Z0-9]")
_OPENS = re.compile(rf"{_OPENER}\s")


def _opening_goes(call: ToolCall, tool: Tool, k: str, thing: str, request: str) -> bool:
    """Whether ``thing`` opens with no article, possessive or "some", or
    ``opening.opening_cut`` takes its opening off as ``k``'s value."""
    if not _OPENS.match(thing):
        return True
    trial = ToolCall(call.id, call.name, {**call.arguments, k: thing})
    return k in (opening_cut(trial, tool, request) or {})


def _parts(value: str, request: str) -> tuple[str, str] | None:
    """The thing and the venue's name, as the request writes them, where ``value`` (case
    aside) is the request's words, "at" or "from", "the" maybe, and a venue's name (and
    "in" and a town's name); else None."""
    at = re.search(re.escape(value), request, re.IGNORECASE)
    if at is None:
        return None
    written = at.group()
    m = re.fullmatch(rf"(.*?\w)\s+(?:at|from)\s+(?:the\s+)?({_VENUE_NAME})"
                     rf"(?:\s+in\s+{_VENUE_NAME})?", written)
    if m is None or not re.match(r"[A-Z0-9]", m[2]):
        return None
    return m[1], m[2]


def grown_cut(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """The name the request places for the venue, for a venue's argument of ``call``
    holding it with words the request does not write beside it ("Kahaila" of
    ``coffee_shop="Kahaila Coffee"`` for "My cold brew at Kahaila please."); else None.
    ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one venue's parameter (as for ``placed_cut``), a string
      without ``enum`` or an example, and the argument's value is one the request never
      writes (case aside);
    - the request names exactly one name (capitalized words, not a sentence's first word:
      ``names.names``) that a word places for the venue (``places.placed_for``: "at",
      "from" in the first clause, or the tool's own word);
    - the value is that name and words after it ("Kahaila Coffee", "Paperchase Bath" for
      "at Paperchase in Bath"), or another argument's value and the name ("Stilton Cheese
      Cellar" beside ``cheese="Stilton"``), case and accents aside; words after it that
      the request writes, it writes as the venue's town, right after the name and "in"
      (not "Sixt Manchester" for "A van from Sixt, the Manchester branch");
    - the call validates with it.

    A thing holding the name too is then the refill's to ask among the request's runs
    (``refill.placed_twice`` on the evidence rules' values). Where it can be wrong: a
    venue the request names short and the model in full by what it knows ("Lola's
    Bakery" for "at Lola's"): the tool takes the request's name."""
    venues = venue_params(tool)
    if len(venues) != 1:
        return None
    venue = venues[0]  # a string without enum or an example (``venue_params``)
    value = call.arguments.get(venue)
    if not isinstance(value, str) or not value.strip() or _times_written(value, request):
        return None
    placed = {n for n in names(request) if placed_for(tool, venue, n, request)}
    if len(placed) != 1:
        return None
    name = placed.pop()
    got, want = [_folded(w) for w in value.split()], [_folded(w) for w in name.split()]
    if len(got) <= len(want):
        return None
    if got[:len(want)] == want:
        added = " ".join(value.split()[len(want):])
        if _times_written(added, request) and not re.search(
                rf"{re.escape(name)}\s+in\s+(?:the\s+)?{re.escape(added)}(?!\w)", request,
                re.IGNORECASE):
            return None  # "the Manchester branch": the request's words
    elif got[-len(want):] != want or "".join(got[:-len(want)]) not in {
            _folded(v) for k, v in call.arguments.items() if k != venue and isinstance(v, str)}:
        return None
    if tool.invalid_arguments({**call.arguments, venue: name}):
        return None
    return {venue: name}


# the words of a parameter's name saying it takes a quality or a kind of the thing, which
# one of its words says ("mango" of "A mango sorbet" as a flavour)
_QUALITY = frozenset({
    "flavour", "flavor", "colour", "color", "style", "type", "kind", "sort", "variety",
    "breed", "genre", "cuisine", "size", "shape", "material", "grade", "strength", "blend",
    "finish", "pattern", "fabric", "scent", "fragrance", "filling", "topping"})
_MOST_WORDS = 4  # the most words of a thing's name, not a clause
# the particles a command's verb may put after what it acts on ("Put a Barolo aside at
# Corks", "Keep a table back at ..."): no word of the thing
_PARTICLES = frozenset({"aside", "away", "back", "up", "down", "out", "off", "over",
                        "round", "around", "by", "in", "on", "through", "together",
                        "apart", "forward", "ahead"})
# an article, a possessive or "some", then the thing's words and the venue's placing word
_THING = re.compile(rf"(?<![\w'’-]){_OPENER}\s+((?:[^\W\d_][\w'’-]*\s+)*?[^\W\d_][\w'’-]*)"
                    rf"\s+(?:at|from)\s+(?:the\s+)?({_VENUE_NAME})")


def whole_thing(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """The thing as the request writes it, for each argument of ``call`` holding one or
    more of its words and not all ("latte" of ``drink=`` for "My decaf oat latte at
    Beanery please.": "decaf oat latte"); else None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one venue's parameter (as for ``placed_cut``), and the request
      writes an article, a possessive or "some", then 2 to 4 words, none a function word
      (``runs.END``: "A cup of tea" is no one thing's name), then "at" or "from" and a
      name that word places for the venue (``places.placed_for``): what the request gets
      there; a particle the command's verb puts after the thing is none of its words
      (``_PARTICLES``: "Put a Barolo aside at Corks" writes "Barolo");
    - the argument is a string without ``enum`` or an example that takes no place, venue
      or stop, nor a part of a name (``runs.takes_part``: a brand), nor a quality or a
      kind of the thing (``_QUALITY``: a flavour, a colour, a size), and is not prose nor
      a search's free text;
    - its value is, case aside, one run of those words and not all, the request writes it
      nowhere else, and no other argument holds it ("suit" as the garment and the
      alteration of "Shorten my suit trousers at ...": ``refill.written_twice`` asks
      which);
    - each word it leaves out is a content word (``relevance.words``: not "new", "other")
      that neither the tool's text (its name, its description, its parameters' names and
      descriptions: "class" of "A spin class" for ``class_name``, "cake" of "A parsnip
      cake" for ``cake``) nor another argument's value holds ("large" beside
      ``size="large"``): then the value drops what the request says of the thing;
    - the call validates with the request's words.

    Where it can be wrong: a word before the thing that says no kind of it ("usual" of
    "My usual hot cross bun" is kept), and a request without an article, a possessive or
    "some" before the thing ("Garden hoses at Homefix.", whose first word may be a
    command) is left as it is."""
    venues = venue_params(tool)
    if len(venues) != 1:
        return None
    things = [_unparticled(m[1]) for m in _THING.finditer(request)
              if placed_for(tool, venues[0], m[2], request)]
    props = tool.parameters.get("properties", {})
    own = words(tool_text(tool), whole=True)
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if k == venues[0] or not isinstance(value, str) or not value.strip() or \
                not free_string(spec) or example_text(spec) or takes_place(tool, k) or \
                takes_part(k) or set(name_words(k)) & _QUALITY or prose(k, spec) or \
                searched_text(k, spec) or _times_written(value, request) != 1:
            continue
        held = [v for n, v in call.arguments.items() if n != k and isinstance(v, str)]
        if value.strip().lower() in {v.strip().lower() for v in held}:
            continue  # one value in two arguments: the refill's to ask (written_twice)
        others = words(" ".join(held), whole=True)
        for thing in things:
            left = _left_out(value, thing)
            if left and all((w := words(word, whole=True)) and not w & (own | others)
                            for word in left):
                fix[k] = thing
                break
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _unparticled(text: str) -> str:
    """``text`` without the particles ending it (``_PARTICLES``: "Barolo" of "Barolo
    aside")."""
    kept = text.split()
    while kept and kept[-1].lower() in _PARTICLES:
        kept.pop()
    return " ".join(kept)


def _left_out(value: str, thing: str) -> list[str] | None:
    """The words of ``thing`` that ``value`` leaves out, where it is one run of them (case
    aside) and not all, and ``thing`` is 2 to ``_MOST_WORDS`` words, none a function
    word; else None."""
    have, whole = value.lower().split(), thing.split()
    if not 2 <= len(whole) <= _MOST_WORDS or any(w.lower() in END for w in whole):
        return None
    folded = [w.lower() for w in whole]
    for i in range(len(whole) - len(have) + 1):
        if folded[i:i + len(have)] == have and len(have) < len(whole):
            return whole[:i] + whole[i + len(have):]
    return None


def venue_named(call: ToolCall, tool: Tool, request: str,
                said: Sequence[str] | None = None) -> dict[str, str] | None:
    """The one name the request places for the venue, for a venue's argument of ``call``
    holding a value the request never writes as it is ("Sea Gear" for
    ``chandler="Chandler Gear"`` of "A life jacket at Sea Gear in Falmouth."); else
    None. ``call`` is not changed. ``said``: what the conversation says (``Turn.said``;
    None: the request). ``GroundArguments`` reads it only where the request holds no
    negation.

    Precondition, every part of it:

    - the tool has exactly one venue's parameter (as for ``placed_cut``), a string
      without ``enum`` or an example;
    - its value is one the request never writes with its case ("Bacon" for "A bacon roll
      at ...": a word the request writes in lower case is no venue's name), that holds
      no digit and no mark inside a word (a date or a time the model worked out, an
      address);
    - ``places.place_fix`` gives it a name, reading it as a value nothing says, with all
      its guards: the request's one name a word places for the venue, not after "the"
      ("A manicure at the Ritz" may name the hotel the salon is in), not listed with
      another, not a day's or a time's name, not one another argument holds, and "from"
      giving a made-up venue only where the request names no other name ("Reviews from
      Tripadvisor for the Ritz"); or, where it gives none, the one name it would read
      but that exactly one other argument holds, case aside, whose parameter takes no
      place, venue or stop (``_held_name``: "Spoke Street" as the repair and "Bike
      Repair" as the shop of "A puncture repair at Spoke Street."): the refill then asks
      that thing again among the request's runs without the name
      (``refill.placed_twice``);
    - the value is unlike the name (``places._unlike``: "Scoop Shak" for "at Scoop
      Shack" is another spelling, which may put the user's right);
    - the value holds the name's words as one run only right after "at" or "from" ("A
      tool from Brandon" for "A floor polisher from Brandon."): a name with words of the
      model's added is ``grown_cut``'s ("Sixt Manchester" for "A van from Sixt, the
      Manchester branch" stands);
    - the call validates with it.

    ``place_fix`` alone reads a venue none of whose words the conversation says; this
    rule reads one whose words the request writes elsewhere or never as one stretch
    ("Gear" of "Sea Gear", "tool" of the tool's text). Where it can be wrong: the one
    name placed is not the venue ("Lunch at Dishoom" for a cinema gives "Dishoom"), as for
    ``place_fix``."""
    venues = venue_params(tool)
    if len(venues) != 1:
        return None
    venue = venues[0]  # a string without enum or an example (``venue_params``)
    value = call.arguments.get(venue)
    if not isinstance(value, str) or not value.strip() or re.search(r"\d", value) or \
            _MARKED.search(value) or _times_written(value, request, case=True):
        return None
    fix = place_fix(call, tool, request, [request] if said is None else said, also={venue})
    name = (fix or {}).get(venue) or _held_name(call, tool, venue, request)
    if name is None or not _unlike(value.strip(), name):
        return None
    got, want = [_folded(w) for w in value.split()], [_folded(w) for w in name.split()]
    for i in range(len(got) - len(want) + 1):
        if got[i:i + len(want)] == want and (i == 0 or got[i - 1] not in {"at", "from"}):
            return None  # the name and words of the model's: ``grown_cut``'s
    if tool.invalid_arguments({**call.arguments, venue: name}):
        return None
    return {venue: name}


def _held_name(call: ToolCall, tool: Tool, venue: str, request: str) -> str | None:
    """The one name ``places.place_fix`` would read as placed for ``venue`` but that a
    thing's argument holds, case aside ("Spoke Street" as the repair of "A puncture
    repair at Spoke Street."): exactly one argument, which takes no place, venue or stop,
    holds it; else None."""
    found = placed_names(tool, venue, request, ())
    if len(found) != 1:
        return None
    name = found.pop()
    holders = [k for k, v in call.arguments.items()
               if k != venue and isinstance(v, str) and _folded(v) == _folded(name)]
    if len(holders) != 1 or takes_place(tool, holders[0]):
        return None
    return name
