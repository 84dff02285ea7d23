"""A made-up place beside the one place the request names where it asks for one.

Asked for a city, a small model sometimes writes one of its own: SmolLM2 wrote
``city="Lisle"`` for "Pharmacies open now in Leicester." and ``city="Lisbon"`` for "Find a
pharmacy in Galway.", ``destination="Munshirami"`` for "Is there a late ferry from Oban to
Mull?" (``bench/mixed_requests.py --later families8``); for a venue or a stop, "Bloomshop"
for the bakery of "Get me a sourdough loaf at Hobbs House." (``--later families11``); for
an optional city it gave, "Golf" for "When are Elbow playing in Glasgow?" (``--later
families13``). Nothing in the conversation says the model's value; the request names one
place right after a word that places it.
``place_fix`` gives it (``GroundArguments`` puts it in place and records the change).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence
from difflib import SequenceMatcher

from .codes import _listed, named
from .examples import TRIP_ROLES, example_text, free_string, role
from .grounding import name_words, spaced
from .listed import CALENDAR_WORDS, first_clause
from .names import PLACING, _folded, names, placed_by
from .tools import Tool
from .types import ToolCall
from .unsaid import unsaid_strings

# the words of a parameter's name that say it takes a place
_PLACES = {"city", "town", "village", "location", "place", "area", "region", "locality",
           "destination", "origin", "port", "where", "near", "pickup", "dropoff"}
# the words of a parameter's name that say it takes a venue or a stop, which "at" places
# ("at Hobbs House"; "in" names the town it is in: "a barber's in Leeds")
_VENUES = {"station", "stop", "airport", "harbour", "harbor", "marina", "lake", "beach",
           "stadium", "venue", "hall", "shop", "bakery", "cafe", "restaurant", "pub",
           "salon", "barbershop", "spa", "gym", "pool", "cinema", "theatre", "theater",
           "museum", "gallery", "library", "garage", "clinic", "hotel", "rink", "garden",
           "centre", "center", "club", "park", "resort"}
# the words right before a place that place it, by the parameter's role
_PLACING = {"start": {"from"}, "end": {"to", "into"}}
# the words of a parameter's name that say it takes a time
_TIMES = {"time", "date", "day", "when", "hour", "datetime", "timestamp", "deadline"}
# a mark inside a word: an address, a path, a web address, no place's name
_MARKED = re.compile(r"\w[.@/:]\w")


def place_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str],
              also: Collection[str] = ()) -> dict[str, str] | None:
    """The request's one place for each argument of ``call`` that takes a place and holds
    one nothing says; else None. ``call`` is not changed.

    Precondition, for each argument changed:

    - the parameter is a string without ``enum`` or an example (an example's form,
      "Boston, MA", is ``agentnb.shapes``'), whose name says a place (``_PLACES``:
      "city", "location", "destination"...) or a venue or a stop (``_VENUES``:
      "station", "bakery", "marina"...), or that the tool's own text places after "at"
      or "from" (``_told``: "Book a lane at a bowling alley." for ``alley``);
    - the model gave it (required or not: an optional one left out is never added), and
      no text of ``said`` (what the conversation says: ``Turn.said``) says its value, not
      even a word of it (``unsaid.unsaid_strings``), or, for a venue or a stop, it holds
      the value another string argument holds, which the request writes once and not
      right after a word placing it for the venue (``_thing_twice``: "Dune" as the
      cinema beside ``film="Dune"``, for "Dune at the Curzon please."; there the
      name may follow "the" too); for a parameter the tool's text alone
      places, the value is no address, path or web address (a mark inside a word:
      "https://example.com" for "Download it from Dropbox") and holds no digit (a date or
      a time the model worked out: "2026-12-25" for "at Christmas"); a made-up date in a
      town is put right;
    - the request names exactly one place (capitalized words, not a sentence's first
      word: ``names.names``) right after a word that places it: for the parameter's role
      (``examples.role``) "from" for a start, "to" or "into" for an end; else "in",
      "at", "near" or "around" for a place ("from" too for a pickup, "to" for a
      drop-off: "pick me up at Leeds"), "at" for a venue ("a barber's in Leeds" names its
      town), and the word the tool's text places it with, in the request's first clause
      ("Trams near me, I'm coming from Leeds" names no stop), where the parameter's name
      says no time ("at a time"); and, where those name none, "from" for a made-up
      venue by its parameter's name, what one gets from it, where the request names no
      other name no argument holds (``_got_from``: "Order 50 prints from Snappy Snaps"
      for ``shop``; not "Reviews from Tripadvisor for the Ritz");
    - that name is not after "the" ("in the Odeon" names a venue; "a manicure at the
      Ritz" may name the hotel the salon is in), but for a venue holding the thing's
      value, where it is not listed with another after "the" ("at the Curzon or the
      Odeon"), not before "'s" ("in Spain's capital" names what the value is of), not
      listed with another name ("in Denver and Phoenix": each its own call's), not a
      weekday, a month, a language or a currency ("in March", "in French"), not one
      another argument holds, nor one a venue's argument takes (those are read first:
      "at Bettys in Harrogate"), nor one another place's argument may take ("Pick me up
      at Euston" beside a made-up pickup and drop-off);
    - the value is unlike that name (``_unlike``: "Kyiv" for "Weather in Kiev" stays),
      and the call validates with it. Not read after a negation (the caller gives no
      ``said`` there).

    ``also``: arguments read as if nothing said their values (``placed.venue_named``'s).

    Where it can be wrong: the one name after such a word is no place, or not the one
    the parameter asks for ("Hotels for my talk at Google" gives "Google"; "Lunch at
    Dishoom" for a cinema gives "Dishoom"; "A latte from Tom" gives a cafe "Tom")."""
    props = tool.parameters.get("properties", {})
    twice = set(_thing_twice(call, tool, request))
    wrong = set(unsaid_strings(call, tool, said, list(call.arguments))) | twice | set(also)
    held = {v.lower() for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    places: dict[str, set[str]] = {}
    # a venue's first: the name "at" gives it is no town's ("at Bettys in Harrogate")
    for k in sorted(wrong, key=lambda k: (bool(set(name_words(k)) & _PLACES), k)):
        spec, words = props.get(k), set(name_words(k))
        value = call.arguments[k]
        if not free_string(spec) or example_text(spec):
            continue  # an example's form is the shape rules' ("Boston, MA")
        told = placing_words(tool, k)[1]
        if not words & (_PLACES | _VENUES) and (
                not told or _MARKED.search(value) or re.search(r"\d", value)):
            continue  # no place; or, placed by the tool's text alone, maybe a web address
        found = placed_names(tool, k, request, held, k in twice)
        if words & _PLACES:  # a name two places may take is neither's (below)
            places[k] = found
        elif len(found) == 1 and _unlike(value, name := found.pop()):
            fix[k] = name
            held.add(name.lower())
    for k, found in places.items():  # a name two places may take is neither's
        others = {n for j, f in places.items() if j != k for n in f}
        if len(found) == 1 and not found & others and \
                _unlike(call.arguments[k], name := next(iter(found))):
            fix[k] = name
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def placed_names(tool: Tool, name: str, request: str, held: Collection[str],
                 the: bool = False) -> set[str]:
    """The names ``place_fix`` reads as placed for the parameter ``name``: right after a
    word that places it (``placing_words``), or a word the tool's text alone places it
    with, in the request's first clause ("Trams near me, I'm coming from Leeds" names no
    stop); ``the``: after it and "the" too, "at the Curzon", for a venue holding the
    thing ("in the Odeon" names no town); where none, "from" for a made-up venue by its
    parameter's name (``_got_from``); not one of ``held`` (in lower case)."""
    placing, told = placing_words(tool, name)
    words = set(name_words(name))
    found = {n for n in _placed(request, placing, the)
             + _placed(first_clause(request), told - placing, the) if n.lower() not in held}
    if not found and not the and words & _VENUES and not words & _PLACES and \
            not role(name):
        found = _got_from(request, set(held))  # "prints from Snappy Snaps"
    return found


def _got_from(request: str, held: set[str]) -> set[str]:
    """The name right after "from" in the request's first clause, what one gets from a
    venue ("Order 50 prints from Snappy Snaps"), where the request names no other that
    no argument holds (``held``, in lower case: "Reviews from Tripadvisor for the Ritz"
    may be of the Ritz); else none."""
    found = {n for n in _placed(first_clause(request), {"from"}) if n.lower() not in held}
    others = {n for n in names(request) if n.lower() not in held} - found
    return found if len(found) == 1 and not others else set()


def _thing_twice(call: ToolCall, tool: Tool, request: str) -> list[str]:
    """The arguments of ``call`` that take a venue or a stop (by name, ``_VENUES``, or
    the tool's text, ``_told``; no place, no start or end) holding the value another
    string argument holds too, which the request writes once, not right after a word
    that places it for them (``placed_for``): "Dune" as the cinema beside
    ``film="Dune"``, for "Dune at the Curzon please.". One stretch of the request said
    once is one argument's value, and nothing places it as the venue."""
    out = []
    for k, value in call.arguments.items():
        words = set(name_words(k))
        if not isinstance(value, str) or not value.strip() or words & _PLACES or \
                role(k) or not (words & _VENUES or _told(tool, k)):
            continue
        twice = any(j != k and isinstance(v, str) and _folded(v) == _folded(value)
                    for j, v in call.arguments.items())
        if twice and _times_written(value, request) == 1 and \
                not placed_for(tool, k, value, request):
            out.append(k)
    return out


def _times_written(value: str, request: str, case: bool = False) -> int:
    """How many times ``request`` writes ``value`` (case aside, unless ``case``; its words
    spaced any way) as whole words."""
    return len(re.findall(rf"(?<![\w'’]){spaced(value.split())}(?![\w'’])", request,
                          0 if case else re.IGNORECASE))


def placing_words(tool: Tool, name: str) -> tuple[set[str], set[str]]:
    """The words that place a value of the parameter ``name`` by its name (for its role,
    ``examples.role``: "from" for a start, "to" or "into" for an end; else "in", "at",
    "near" or "around" for a place, "from" too for a pickup and "to" for a drop-off, "at"
    for a venue or a stop), and those the tool's own text alone places it with
    (``_told``)."""
    words = set(name_words(name))
    placing = _PLACING.get(role(name) or "") or (
        PLACING - {"from", "to", "into"} if words & _PLACES else
        {"at"} if words & _VENUES else set())
    # a pickup is placed by "from" too, a drop-off by "to" ("pick me up at Leeds")
    placing |= {p for w in words & set(TRIP_ROLES) for p in _PLACING[TRIP_ROLES[w]]}
    return placing, _told(tool, name)


def takes_place(tool: Tool, name: str) -> bool:
    """Whether the parameter ``name`` takes a place, a venue or a stop: by its name
    (``_PLACES``, ``_VENUES``) or by the tool's own text (``_told``)."""
    return bool(set(name_words(name)) & (_PLACES | _VENUES) or _told(tool, name))


def placed_for(tool: Tool, name: str, value: str, request: str) -> bool:
    """Whether ``request`` writes ``value`` (case aside, "the" before it allowed) right
    after a word that places it for the parameter ``name`` (``placing_words``; a word
    the tool's text alone places it with, in the request's first clause only, and there
    "from" for a venue, a stop, or what the tool's text places, that is no place, start or
    end: one gets a thing from a shop, "Some velvet from Ditto Fabrics", while "a cleaner
    from Holloway" names no area, "a ticket from York" no destination, and "Dahlias,
    I'm from Leeds" no grower)."""
    placing, told = placing_words(tool, name)
    words = set(name_words(name))
    if not words & (_PLACES | _VENUES):
        placing = set()  # a start's date, an end's time: not placed
    if (words & _VENUES or told) and not words & _PLACES and not role(name):
        told = told | {"from"}  # what one gets from a venue ("Some velvet from Ditto Fabrics")
    value = value.strip()
    return bool(value) and any(
        before and re.search(rf"\b(?:{'|'.join(sorted(before))})\s+(?:the\s+)?"
                             rf"{re.escape(value)}(?!\w)", text, re.IGNORECASE)
        for before, text in ((placing, request), (told, first_clause(request))))


def _told(tool: Tool, name: str) -> set[str]:
    """The words, "at" or "from", that the tool's own text places the last word of the
    parameter's name with, as the last word of what it places ("Book a lane at a bowling
    alley." for ``alley``, "Next trams from a stop." for ``stop``; not ``toy`` of "Hold a
    toy at a toy shop.", where the shop is placed): an article and two words may come
    between, and a mark, the text's end or a function word follows. What the text places
    with "from" is placed with "at" too: one buys fish from a fishmonger, and at it ("Some
    hake at Ocean Fresh." for "Buy fish from a fishmonger.")."""
    words = name_words(name)
    if not words or set(words) & _TIMES:
        return set()  # "Set a reminder at a time." places no place
    word = words[-1]
    told = {m.group(1) for m in re.finditer(
        rf"\b(at|from)\s+(?:(?:a|an|the|any|one|your)\s+)?(?:[\w-]+\s+){{0,2}}{word}s?"
        rf"(?=\s*(?:[^\w\s'-]|$)|\s+(?:{_AFTER_PLACED})\b)",
        unicodedata.normalize("NFKD", tool.description).encode("ascii", "ignore").decode()
        .lower())}
    return told | {"at"} if "from" in told else told


# the words that may follow what a tool's text places ("at a cafe in a town", "from a
# stop near you"): what follows is no part of its name
_AFTER_PLACED = ("in|on|at|from|to|for|with|by|near|of|and|or|that|which|who|where|"
                 "when|within|into|nearby|today|now")


def _unlike(value: str, name: str) -> bool:
    """Whether ``value`` is unlike ``name``, not another spelling of it ("Lisle" for
    Leicester; not "Kyiv" for Kiev, "Mali" for Bali: a misspelling is ``names``' to
    read, and another spelling may be right): less than 0.6 of their letters alike."""
    return SequenceMatcher(None, value.lower(), name.lower()).ratio() < 0.6


def _placed(request: str, placing: Collection[str], the: bool = False) -> list[str]:
    """The names of ``request`` right after one of the words ``placing`` (``the``: or
    after it and "the", "at the Curzon", for a venue), not a weekday, a month, a
    language or a currency, nor a day's or a time's name ("at Christmas", "at Noon";
    not "at Christmas Barn")."""
    kinds = {m.group().strip().lower() for m, _ in named(request, ("language", "currency"))}
    out = []
    for name in names(request):
        if re.search(r"['’]s?$", name) or _when(name):
            continue  # "in Spain's capital": what the value is of; "at Easter": when
        before = placed_by(request, name) + (
            [(m[1].lower(), m) for m in re.finditer(
                rf"\b(\w+)\s+the\s+({re.escape(name)})\b(?!['’])", request)] if the else [])
        for word, m in before:
            at = re.compile(re.escape(name)).search(request, m.start(2))
            if word in placing and name.lower() not in kinds and \
                    at is not None and not _listed(request, at) and \
                    not (the and _listed_the(request, at)):
                out.append(name)
    return out


def _when(name: str) -> bool:
    """Whether ``name`` is a day's or a time's name: a weekday, a month ("March"),
    "Christmas", "Easter", "Noon"."""
    from .choices import _DATE_WORDS, _TIME_WORDS

    return bool(_DATE_WORDS.fullmatch(name) or _TIME_WORDS.fullmatch(name))


def _listed_the(request: str, at: re.Match[str]) -> bool:
    """Whether the name at ``at`` is listed with another that "the" begins: "the Curzon
    or the Odeon"."""
    return re.match(r"\s*(?:,|and\b|or\b)\s*the\s+[A-Z]", request[at.end():]) is not None \
        or re.search(r"[A-Z][\w'’-]*\s*(?:,|\band|\bor)\s*(?:the\s+)?$",
                     request[:at.start()].removesuffix("the ")) is not None


def town_cut(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """A venue's name for each argument of ``call`` that holds the venue with the town or
    the time the request writes after it ("Bubbles" of ``launderette="Bubbles in Hove"``
    for "Is there a free machine at Bubbles in Hove?"), or that town or time alone
    ("Liberty" of ``haberdasher="London"`` for "Cotton lawn at Liberty in London."); else
    None. ``call`` is not changed.

    Precondition, for each argument changed: the parameter is a string without ``enum``
    or an example whose name says a venue or a stop and no place (``_VENUES``), or that
    the tool's text places after "at" or "from" (``_told``); its value is a name, "in"
    and another name (each word capitalized: "Glow in Ilkley", "Glow in December"; not
    "Glow in the high street"; the last not a venue's word, "Alice in Wonderland Café",
    nor the parameter's own), that the request writes right after "at" or the word the
    tool's text places it with ("from" too, in the request's first clause: "from Print
    Hub in Salford"; not "Tea at Glow, I'm from Leeds in Kent");
    or its value is the second name alone, case aside, which the request writes so
    right after the first ("London" of "at Liberty in London"; the first name's words
    capitalized, "The Alchemist", "Harvey's"); no other argument holds the venue's name
    alone; the call validates with it. A place's argument holding the same whole value
    takes the town ("Sharp Cuts in Leeds" as the barber's and as the town: "Sharp Cuts"
    and "Leeds"; not a month or a weekday). A place's parameter keeps its value ("Soho
    in London" for a city, "London" for "Bars at Soho in London"): "in" names where a
    venue is, and a place may be within another.

    Where it can be wrong: a venue whose own name holds "in" and a name ("Made in Italy"
    gives "Made"; "Italy" alone gives "Made" too)."""
    props = tool.parameters.get("properties", {})
    held = {v.lower() for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec, words = props.get(k), set(name_words(k))
        if not isinstance(value, str) or not free_string(spec) or example_text(spec) or \
                words & _PLACES:
            continue
        written = _venue_in_town(request, value.strip(), _told(tool, k), words)
        if written is None or written[1].lower() in held:
            continue
        fix[k] = written[1]
        # a place's argument copying the whole value takes the town ("Sharp Cuts in
        # Leeds" as the town too: "Leeds")
        fix |= {j: written[2] for j, v in call.arguments.items()
                if j != k and isinstance(v, str) and v.strip().lower() == value.strip().lower()
                and set(name_words(j)) & _PLACES and written[2].lower() not in CALENDAR_WORDS}
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def venues_town(tool: Tool, value: str, request: str) -> str | None:
    """The venue's name, where ``value`` (case aside) is the town the request names that
    venue with, or the venue and its town: a name right after "in", itself right after
    the venue's name that "at" or a word of the tool's own text places ("from", in the
    request's first clause too): "Binny Plants" for "Bristol" or "Binny Plants in
    Bristol" of "A fig tree from Binny Plants in Bristol." (``_venue_in_town``); else
    None."""
    told = set().union(*(_told(tool, n) for n in tool.parameters.get("properties", {})))
    found = _venue_in_town(request, value.strip(), told | {"at"}, set()) \
        if value.strip() else None
    return found[1] if found is not None else None


# a venue's name: capitalized words, "&" between two ("The Alchemist", "Harvey's")
_VENUE_NAME = r"[A-Z0-9][\w'’-]*(?:\s+(?:&\s+)?[A-Z0-9][\w'’-]*)*"


def _venue_in_town(request: str, value: str, told: set[str], words: set[str]
                   ) -> re.Match[str] | None:
    """Where ``request`` writes a venue's name (group 1) and "in" and the town or time
    after it (group 2), right after a word that places the venue (``told``, the tool's
    text's; "at" for a parameter whose ``words`` say a venue; and "from" in the
    request's first clause), for ``value``, that whole or the town alone; ``None``
    where it does not, or where the town ends with a venue's word or the parameter's
    own ("Alice in Wonderland Café")."""
    placing = told | ({"at"} if words & _VENUES else set())
    if not placing:
        return None
    m = re.fullmatch(r"(.+?)\s+in\s+(.+)", value)
    if m is not None and not all(_capital(p) for p in m.groups()):
        return None  # "Glow in the high street"
    venue = re.escape(m[1]) if m is not None else _VENUE_NAME
    town = re.escape(m[2]) if m is not None else f"(?i:{re.escape(value)})"
    found = None
    for before, text in ((placing, request), ({"from"} - placing, first_clause(request))):
        if before and found is None:
            found = re.search(rf"\b(?:{'|'.join(sorted(before))})\s+({venue})"
                              rf"\s+in\s+({town})(?![\w'’])", text)
    if found is None or not _capital(found[2]) or \
            _folded(found[2].split()[-1]) in _VENUES | words:
        return None  # "Alice in Wonderland Café": a venue's own name
    return found


def _capital(name: str) -> bool:
    """Whether each word of ``name`` begins with a capital or a digit."""
    return all(w[0].isupper() or w[0].isdigit() for w in name.split())


def venue_params(tool: Tool) -> list[str]:
    """The tool's string parameters without ``enum`` or an example that take a venue:
    the name says a venue or a stop and no place (``_VENUES``), or the tool's text places
    it after "at" or "from" (``_told``), and the name says no start or end."""
    return [k for k, p in tool.parameters.get("properties", {}).items()
            if free_string(p) and not example_text(p) and not set(name_words(k)) & _PLACES
            and not role(k) and (set(name_words(k)) & _VENUES or _told(tool, k))]


def venue_swap(call: ToolCall, tool: Tool, request: str, said: Sequence[str] | None
               ) -> dict[str, str] | None:
    """A thing and its venue put back where the request's words say, when the call holds
    each in the other's argument ("Lavender at Dobbies please." with
    ``centre="Lavender", plant="Dobbies"``); else None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one string parameter without ``enum`` or an example that takes
      a venue: its name says a venue or a stop and no place (``_VENUES``: "centre",
      "theatre", "shop"), or the tool's text places it after "at" or "from" (``_told``:
      "Book a tasting at a brewery."), and its name says no start or end;
    - another string argument, whose name says no place and that takes no time, date
      or number (``choices.needs``: "at 7:30 pm" places no venue), holds (case and
      spacing aside) a name, its first letter a capital, that the request writes right
      after the word that places that venue (``placed_for``: "at Dobbies", "at the
      London Palladium"; "from" in the request's first clause: "Some Brie from Neal's
      Yard");
    - the venue's argument holds another value, which the request writes once, not right
      after a word that places it ("in", "at", "near", "from"...: "Bristol" of "at Neal's
      Yard in Bristol" names the town);
    - the request holds no negation (the caller gives no ``said`` there); the call
      validates with the two swapped.

    Where it can be wrong: the venue's value the model wrote is not the thing's ("Wool"
    for "Drop my wool coat at Sparkle Cleaners" becomes the item, not "wool coat"): there
    the model's call was no reading of the request either."""
    from .choices import needs

    if said is None:
        return None
    props, timed = tool.parameters.get("properties", {}), needs(tool)
    venues = venue_params(tool)
    if len(venues) != 1 or not isinstance(value := call.arguments.get(venues[0]), str) or \
            not value.strip():
        return None
    venue = venues[0]
    placed = re.search(rf"\b(?:{'|'.join(sorted(PLACING))})\s+(?:the\s+)?{spaced(value.split())}"
                       rf"(?![\w'’])", request, re.IGNORECASE)
    if _times_written(value, request) != 1 or placed is not None:
        return None
    for k, other in call.arguments.items():
        if k == venue or k in timed or not isinstance(other, str) or \
                not free_string(props.get(k)) or not other.strip()[:1].isupper() or \
                set(name_words(k)) & _PLACES or _folded(other) == _folded(value):
            continue  # "7:30" of "Book Nando's at 7:30 pm" places no venue
        if placed_for(tool, venue, other.strip(), request):
            swapped = {venue: other, k: value}
            if not tool.invalid_arguments({**call.arguments, **swapped}):
                return swapped
    return None
