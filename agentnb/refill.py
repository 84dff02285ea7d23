"""Asking a made-up value again, among the request's own words: the refill stage of a
JSON-mode decision (``agentnb.stages``).

A small model filling a tool's arguments sometimes writes, for a value the request gives,
a placeholder ("HM_BUSINESS" for "Collect my washing at 7 Harbour View", "1234567890" for
the flowers of "Have tulips delivered to Grace") or the tool's own words ("coffee" for the
drink of "A large flat white please", beside "Order a coffee for pickup"). Then one more
fill, whose schema lets that argument take only a run of the request's words
(``candidates``), has the model pick which words it meant; greedy decoding under the
grammar is the model's own likeliest choice among them. No rule picks the value.

Precondition (``to_refill``), for each argument:

- the request's first decision (results since could give a value: a follow-up is
  ``CheckFollowUps``' to ask about) and an endpoint that takes a JSON schema (without the
  grammar, asking again is the same request);
- a required string parameter written freely: no ``enum``, ``const``, ``format`` or
  ``pattern``; not a time, date or number (``agentnb.choices.needs``: ``CheckNeeds`` asks
  about those); and, where its schema shows an example, one written in words ("Paris",
  "New York"), not a code, an identifier or a name of several parts ("en", "USD",
  "Europe/Paris", "M-1001", "Boston, MA"): those are rightly written in a form the
  request's words are not;
- the model's value is made up: nothing the conversation says holds it, not even a word
  of it (``agentnb.unsaid.made_up``), nor gives it in another form (``agentnb.forms.gives``:
  a code of a named currency, a date in words; ``agentnb.codes.mentions``: a country's or
  language's code); it is no address, path or domain ("example.com": ``agentnb.shapes``
  reads those);
- and it is no value at all: the tool's own name or description says it ("coffee",
  "Bike Repair" for ``bike_repair``), it has a placeholder's shape (``placeholder_shaped``:
  "1234567890", "M1234567890"), or a shape no word has (``placeholders.shapeless``:
  blank, or marks alone, ");"; a date or a date and a time, "2023-01-01", for a
  parameter whose name and description say nothing of a moment; this one even where it
  reads as a path; a blank string even though any text "says" it).
  A made-up value of any other kind is left alone: it is often the model's knowledge
  ("Tokyo" for "the capital of Japan", "AAPL" for "Apple stock", a parameter's example
  that stands when the request gives none);
- the evidence rules of ``GroundArguments`` give it no value (where the agent's policies
  repair: they run after the decision);
- the request has at least one run of words to offer.

One value in two arguments (``written_twice``), in the same first decision: a value
the model wrote into two required arguments, where nothing says it, is no value of
either ("Luxury" as a book's title and its library branch, for "Reserve Wolf Hall at the
Central library"): both are asked again among the request's runs. A value a number or a
choice of an ``enum`` holds beside a required string, said at most once, is the number's
("Clean the 12 windows" with ``windows=12`` and ``address="12"``): the string is asked
again among the runs that share no word with it. Where the request says the value once
and two strings hold it, one of them is right, and neither the rules nor SmolLM2 can tell
which (asked which, the model named the right parameter in 7 of 12 such requests,
sentence embeddings in 8: ``bench/keeper_probe.py``): that call is left as it is, unless
the request places the value for one of them (``placed_twice``, below). Its
precondition, beside the first's (a first decision, a schema endpoint):

- the strings asked are required and written freely, as above; an optional one holding
  the value is ``KeepDefaults``' to leave out (``copied_options``);
- the values are equal, case, marks and spacing aside; a number holds the value when its
  digits are the string's;
- a value no number or choice holds: the conversation does not say it, even within a word,
  nor give it in another form (``forms.gives``, ``codes.mentions``), and it is no address,
  path or domain.

A string holding another argument's value (``holds_another``), in the same first
decision: a required free string that holds, after a function word, another argument's
string the conversation says once, as a name ("Pedicure at Glow Studio" beside
``salon="Glow Studio"``), is asked again among the runs that share no word with the
other arguments' values. Not prose nor a search's free text, nor a value holding the
other without such a word.

A venue's or a place's value in a second argument (``placed_twice``), in the same first
decision: where two arguments hold one value the conversation says once, and the request
writes it right after the word that places it for the one of them that takes a venue, a
stop or a place ("at Dobbies" for ``centre``; "from Ginger Pig" for a butcher the tool's
text places with "from"), the others are asked again among the runs without it
("Dobbies" as the plant of "Any olive trees at Dobbies?"). Not where two places'
arguments hold it, nor where no placing word stands before it ("Has Dobbies got olive
trees?").

A venue's town as a thing (``venue_town_held``), in the same first decision: a required
free string whose parameter takes no place, venue or stop, holding the town the request
names a venue with ("Bristol" as the plant of "A fig tree from Binny Plants in
Bristol.": a name after "in", right after a venue's name that "at" or "from" places),
where a venue's argument holds the venue, or holding the venue's name where the venue's
argument holds its town ("Corks" as the bottle beside ``shop="Cotham"`` for "Put a Barolo
aside at Corks in Cotham."), is asked again among the runs without it. Not where no word
places the venue, nor a place's argument.

A street address in the wrong argument, in the same first decision (``agentnb.streets``
tells an address parameter and a street address: a house number, then a street's name):
a required free string copying the street address the address parameter holds, whole or
as its street ("Baker Street" as the oven, beside ``address="221B Baker Street"``), is
asked again among the runs without it (``streets.copies_street``); a required free
string holding the request's one street address while the address holds none (made up,
"123 Elm Street", or another word of the request, "Worcester") is asked again among the
runs without it, and the address among all the runs (``streets.misplaced_street``). Not
prose nor a search's free text, nor an address said twice.

No value at all, in the same first decision (``no_value``): a required free string
(not prose nor a search's free text) holding the called tool's own name joined as an
identifier ("BikeHire"; "water_sports_hire" as the craft of "Hire a kayak for 3 hours.",
though "hire" is said: ``toolnames.own_name``), or a number argument's value with its word
or unit, whole or inside it, or alone as a decimal ("2hrs" or "2.0" beside ``hours=2``;
"A canoe for 2 hours on Windermere": ``counted.measured``), or a fragment of code or of a
list that opens with a closing or separating mark the conversation does not write
(");\n```python def ...", ",10,25.6,": ``placeholders.fragment``), or words joined by
underscores as an identifier ("cricket_bat_3", "private_sauna_booking") for a parameter
that takes words, where neither the conversation nor the tool writes such a word
(``spaced.joined``; the evidence rules' ``spaced_fix`` gives the request's words where
the identifier is them alone, "snake_plant"), or, where the tool takes another required
argument, a text of the conversation written whole, a thing joined to a place, a time or a
count ("Bowling for an hour": ``runs.whole``; not a title's, a problem's or a query's),
or a word one or two letters off a word of a name the conversation writes, which it
does not write ("Siraz" for "Any Shiraz at Laithwaites?": ``names.misspelt``; not a word
made from the name, "Greek" of Greece, its plural, nor the name spelled right where the
request misspells it), is asked again.

What every refill offers (``asker``): the request's runs that share no word with
another argument's value (or with the value the evidence rules will give it), that are
not the tool's own words nor a number argument's value with its word ("2 hours" beside
``hours=2``), and that hold no function word inside unless they are a name
as written, two things joined by "and", a quoted text, or the argument takes prose or a
phrase (``phrases``: "carpet in the hall" is two things; "Spice of Life" is one; the
capital of a sentence's first word names nothing: "Popcorn at the Picturehouse" is two);
to a parameter that takes no place, venue or stop, no run that is the town the request
names a venue with ("Marylebone" of "A box of pralines from Rococo in Marylebone.": where
the venue is, no thing).

Where it can be wrong: a thing named with a preposition in lower case ("history of art"
for a course: not offered), or a name with one that opens a sentence ("Spice of Life is
open?": not offered); a request that does not give the value ("Book a table" for a
tool needing a restaurant, whose model wrote a placeholder): the model then picks a run of
the request that is not one; a value the model knows that two required arguments rightly
share; a number that took a string's digits; a string that rightly holds another
argument's name after a function word. Every refilled argument keeps the model's first
value in ``ToolCall.refilled``, which the step, ``step.summary()``, the run's HTML and the
approval panel show; ``Agent(refill=False)`` turns the stage off.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .codes import mentions
from .counted import measured
from .examples import free_string
from .forms import gives
from .names import PLACING, misspelt
from .placeholders import fragment, placeholder_shaped, shapeless
from .refillable import askable, named_strings, setting
from .runs import (
    EDGE,
    QUOTED,
    candidates,
    copied_whole,
    digits,
    headed,
    names_thing,
    openers,
    phrases,
    plain,
    said_once,
    unheld,
    withheld,
    written_as_name,
)
from .streets import copies_street, misplaced_street
from .tools import Tool
from .types import ToolCall
from .unsaid import made_up


class Refilling(NamedTuple):
    """What a refill asks: ``offered``, for each argument asked again, the runs of the
    request's words it may take (in the request's order)."""

    offered: dict[str, list[str]]

    @property
    def names(self) -> list[str]:
        return list(self.offered)

    def allows(self, values: dict[str, Any]) -> bool:
        """Whether the refill's ``values`` (by argument) are ones it offered."""
        return all(values.get(n) in runs for n, runs in self.offered.items())


NOTHING = Refilling({})
Refill = Callable[[ToolCall, Tool], Refilling]


def to_refill(call: ToolCall, tool: Tool, said: Sequence[str], every: bool = False
              ) -> list[str]:
    """The arguments of ``call`` to ask again among the request's words (the module's
    precondition, but for the evidence rules' values, which ``asker`` leaves out;
    ``said``: what the conversation says, ``turn.said()``; ``every``: any made-up value,
    not only a placeholder or the tool's own words, ``Agent(refill="any")``)."""
    from .choices import needs

    props = tool.parameters.get("properties", {})
    timed = needs(tool)
    joined = "\n".join(said)
    out = []
    for name in made_up(call, tool, said):
        value = call.arguments.get(name)
        if not askable(props.get(name), value, name in timed):
            continue
        if value.strip() and (any(gives(t, value) for t in said) or mentions(value, joined)):
            continue  # a blank string is said by any text, and is no value
        if shapeless(value, name, props.get(name)) or (not _IDENTIFIER.search(value) and (
                every or tools_words(value, tool) or placeholder_shaped(value, joined))):
            out.append(name)
    return out


def tools_words(value: str, tool: Tool) -> bool:
    """Whether ``value`` is the tool's own words: a phrase of its name or description
    ("coffee", "Bike Repair" for ``bike_repair``, "Book" for "Book a nail treatment.")."""
    own = plain(value)
    return bool(own) and f" {own} " in f" {plain(f'{tool.name} {tool.description}')} "


def written_twice(call: ToolCall, tool: Tool, said: Sequence[str]
                  ) -> tuple[list[str], str | None]:
    """One value in two arguments (the module's second precondition): the required free
    strings of ``call`` to ask again, and the value a number or a choice holds beside them
    (runs sharing a word with it are not offered; ``None`` where the value is made up);
    ``([], None)`` where there are none."""
    props, timed, required, text = setting(tool, said)
    joined = f" {plain(text)} "
    groups: dict[str, list[str]] = {}
    for name, value in call.arguments.items():
        key = plain(value) if isinstance(value, str) else digits(value)
        if key:
            groups.setdefault(key, []).append(name)
    for key, names in groups.items():
        spoken = joined.count(f" {key} ")
        strings = [n for n in names if free_string(props.get(n))]
        holders = [n for n in names if n not in strings]  # a number, a choice
        asked = [n for n in strings if n in required]
        value = call.arguments[asked[0]] if asked else None
        if not asked or len(names) < 2 or spoken > 1 or any(
                not askable(props.get(n), call.arguments[n], n in timed) for n in asked):
            continue  # optional strings are KeepDefaults' (copied_options)
        if holders:
            return asked, value
        if len(asked) >= 2 and isinstance(value, str) and not (
                any(gives(t, value) for t in said) or mentions(value, text)
                or _IDENTIFIER.search(value)):
            return asked, None
    return [], None


def holds_another(call: ToolCall, tool: Tool, said: Sequence[str]) -> list[str]:
    """The required free strings of ``call`` that hold another argument's string, said
    once, after a function word or a word that places it ("near", "around":
    ``names.PLACING``; "Pedicure at Glow Studio" beside ``salon="Glow Studio"``, for "Book
    a pedicure at Glow Studio."): one stretch of the request said once is one argument's
    value, and the function word shows where the two parts of the request meet. The
    other value is a name as the request writes it (each word starting with a capital or
    a digit): a message's body may hold its subject ("I can't come."
    beside "Can't come"). Not prose (``prose``: a body, a message, a note, a reason,
    which may hold names: "We meet at Red Lion" beside ``subject="Red Lion"``), nor a
    search's free text (``agentnb.defaults.searched_text``: "Books by
    Haruki Murakami" may be a query beside its author), nor a value joined without such a
    word ("Premier Inn Leeds", "221B Baker Street, London": a name or an address may hold a
    place)."""
    props, timed, required, text = setting(tool, said)
    others = {plain(v) for v in call.arguments.values() if isinstance(v, str)
              and written_as_name(v, text)}
    out = []
    for name in named_strings(call, props, timed, required):
        own = f" {plain(call.arguments[name])} "
        for part in others:
            if part and part != own.strip() and said_once(part, text) and any(
                    f" {edge} {part} " in own or (own.startswith(f" {part} {edge} "))
                    for edge in EDGE | PLACING):
                out.append(name)
                break
    return out


def placed_twice(call: ToolCall, tool: Tool, said: Sequence[str], request: str
                 ) -> list[str]:
    """The required free strings of ``call`` holding a venue's or a place's value that
    the request places for another argument (``plant="Dobbies"`` beside
    ``centre="Dobbies"``, for "Any olive trees at Dobbies?"): a stretch of the request
    said once is one argument's value, and the word before it shows whose.

    Precondition: two or more arguments hold one string (case, marks and spacing aside)
    that the conversation says once; exactly one of them takes a venue, a stop or a
    place (``agentnb.places.takes_place``: by its name, "centre", "town", or by the
    tool's own text, "from a cheesemonger"), and the request writes the value right
    after a word that places it for that one (``places.placed_for``: "at Dobbies";
    "from Dobbies" too, in the request's first clause, for a venue); the
    others are required, written freely (``refillable.askable``), not prose nor a search's free
    text. Not where two places' arguments hold it ("a sitter in Ludlow" as the area and
    the town), nor where the word before it places none ("Has Dobbies got olive
    trees?": nothing tells which)."""
    from .places import placed_for, takes_place

    props, timed, required, text = setting(tool, said)
    joined = f" {plain(text)} "
    askable = set(named_strings(call, props, timed, required))
    groups: dict[str, list[str]] = {}
    for name, value in call.arguments.items():
        if isinstance(value, str) and plain(value):
            groups.setdefault(plain(value), []).append(name)
    out: list[str] = []
    for key, names in groups.items():
        if len(names) < 2 or joined.count(f" {key} ") != 1:
            continue
        places = [n for n in names if takes_place(tool, n)]
        if len(places) != 1 or not placed_for(tool, places[0], call.arguments[places[0]],
                                              request):
            continue  # no place's, or two places' arguments may take it
        others = [n for n in names if n != places[0]]
        if all(n in askable for n in others):
            out += others
    return out


def venue_town_held(call: ToolCall, tool: Tool, said: Sequence[str], request: str
                    ) -> list[str]:
    """The required free strings of ``call`` (not prose nor a search's free text) whose
    parameter takes no place, no venue and no stop (``places.takes_place``), holding,
    said once, the town the request names a venue with where another argument, one that
    takes a venue, holds that venue's name ("Bristol" as the plant of "A fig tree from
    Binny Plants in Bristol." beside ``nursery="Binny Plants"``; "Dance Base in
    Edinburgh" as the dance of "Salsa at Dance Base in Edinburgh."), or holding that
    venue's name where the venue's argument holds its town ("Corks" as the bottle beside
    ``shop="Cotham"`` for "Put a Barolo aside at Corks in Cotham.": the evidence rules
    then give the shop its name, ``places.town_cut``): "in" right after a venue's name
    placed by "at" or "from" says where the venue is (``places.venues_town``), and
    neither the venue nor its town is the thing. Not where no such word places the venue
    ("Has Brindisa in Borough got Manchego?"), nor a town in lower case ("in the high
    street"), nor where no venue's argument holds the venue or its town ("Roses at Stems
    in Ripon" with ``bouquet="Stems"``: the runs left would not hold the thing's value)."""
    from .places import takes_place, venues_town

    props, timed, required, text = setting(tool, said)
    out = []
    for n in named_strings(call, props, timed, required):
        value = call.arguments[n]
        venues = [v for k, v in call.arguments.items()
                  if k != n and isinstance(v, str) and takes_place(tool, k)]
        if takes_place(tool, n) or not venues or not said_once(plain(value), text):
            continue
        venue = venues_town(tool, value, request)  # the thing holds the town
        held = venue is not None and plain(venue) in {plain(v) for v in venues}
        shifted = any((w := venues_town(tool, v, request)) is not None  # the venue, its town
                      and plain(w) == plain(value) for v in venues)
        if held or shifted:
            out.append(n)
    return out


def no_value(call: ToolCall, tool: Tool, said: Sequence[str]) -> list[str]:
    """The required free strings of ``call`` (not prose nor a search's free text) holding
    no value: the called tool's own name joined as an identifier
    (``toolnames.own_name``: "ScooterRental"), or a number argument's value with its
    word or unit, whole or inside it ("2hrs" beside ``hours=2``, "A canoe for 2 hours on
    Windermere": ``counted.measured``, ``counted.holds_measured``), or a fragment of code
    or of a list (``placeholders.fragment``: ");\n```python", ",10,25.6,"), a numbered
    placeholder (``spaced.numbered``: "Laptop 1" for ``laptop``), or words
    joined as an identifier where nobody writes one (``spaced.joined``: "cricket_bat_3"),
    or a text of the conversation written whole (``runs.copied_whole``: "Bowling for an
    hour"), or a misspelling of a name the conversation writes (``names.misspelt``:
    "Siraz" for "Any Shiraz at Laithwaites?")."""
    from .counted import holds_measured
    from .spaced import joined, numbered
    from .toolnames import own_name

    props, timed, required, text = setting(tool, said)
    return [k for k in named_strings(call, props, timed, required)
            if own_name(v := call.arguments[k], tool, k, props.get(k), said)
            or measured(v, call) or holds_measured(v, call) or fragment(v, text)
            or numbered(v, k, props.get(k), tool, text)
            or joined(v, k, props.get(k), text, tool)
            or copied_whole(v, k, props.get(k), required, said) or misspelt(v, said)]


# a mark inside a word: an address, a path, a domain ("example.com", "a@b.c", "src/app"),
# whose shape the evidence rules read (agentnb.shapes)
_IDENTIFIER = re.compile(r"\w[.@/:]\w")


def refill_schema(tool: Tool, asked: Refilling) -> dict[str, Any]:
    """The tool's schema with each argument ``asked`` names taking one of its runs alone;
    the other parameters as they are (so a greedy model writes them as before)."""
    schema = copy.deepcopy(tool.parameters)
    for name, runs in asked.offered.items():
        spec = schema["properties"][name]
        schema["properties"][name] = {k: v for k, v in spec.items()
                                      if k in ("description", "title")} | {
            "type": "string", "enum": list(runs)}
    return schema


def asker(said: Sequence[str], request: str,
          repair: Callable[[ToolCall, Tool], dict[str, Any]] | None = None,
          every: bool = False) -> Refill:
    """``refill(call, tool)``: what to ask again (``Refilling``): ``to_refill``'s
    arguments and ``written_twice``'s, less those ``repair(call, tool)`` gives a value
    (the evidence rules'), and those ``placed_twice`` asks on the call as the evidence
    rules leave it, and the runs of words to offer (none sharing a word with
    another argument's value, or with the value the evidence rules give it, none that is
    the tool's own words, none ``runs.withheld`` holds back: the request's command,
    a part of a name, and, to a parameter that takes no place, no venue's town,
    ``places.venues_town``: "Marylebone" of "from Rococo in Marylebone"); ``NOTHING``
    when the request has no run, or no argument is to be asked again; ``every``: as
    ``to_refill``."""
    from .places import takes_place, venues_town

    runs = candidates(request)
    quoted = {m.group(1).strip() for m in QUOTED.finditer(request)}
    first = openers(request)

    def refill(call: ToolCall, tool: Tool) -> Refilling:
        if not runs:
            return NOTHING
        names = to_refill(call, tool, said, every)
        shared, held = written_twice(call, tool, said)
        # the runs each argument is not offered: those sharing a word with a value
        without = {n: held for n in shared} if held is not None else {}
        moved = misplaced_street(call, tool, said, request)
        if moved:  # the address, and the string holding its street address
            without[moved[1]] = moved[2]
        stated = placed_twice(call, tool, said, request)
        stated += [n for n in venue_town_held(call, tool, said, request) if n not in stated]
        without |= {n: call.arguments[n] for n in stated}  # runs without the venue, the town
        asked = shared + holds_another(call, tool, said) + stated + copies_street(
            call, tool, said, request) + ([moved[0], moved[1]] if moved else [])
        # no value at all, where nothing else asks it: among the runs its word heads
        bare = [n for n in no_value(call, tool, said) if n not in names + asked]
        names += [n for n in asked + bare if n not in names]
        fixed: dict[str, Any] = {}
        if repair is not None:
            fixed = repair(call, tool) or {}
            # a venue's name the request places, which the call holds twice once the
            # evidence rules have given their values, is the venue's: the other is asked
            # ("Cut Above" as the salon and the service of "Highlights at Cut Above
            # please.", where the model wrote the tool's words in both; "Clifton
            # Nurseries" spaced from the model's "clifton-nurseries" in both)
            given = ToolCall(call.id, call.name, {**call.arguments, **fixed})
            twice = [n for n in placed_twice(given, tool, said, request) if n not in stated]
            without |= {n: given.arguments[n] for n in twice}
            fixed = {k: v for k, v in fixed.items() if k not in twice}
            names = [n for n in names if n not in fixed] + [n for n in twice if n not in names]
        # the values the evidence rules will give are held too
        left = unheld(runs, [fixed.get(k, v) for k, v in call.arguments.items()
                             if k not in names])
        # nor the tool's own words, which are no value (asked again, SmolLM2 took the
        # request's first word: "Book" as the treatment of "Book a pedicure at ..."),
        # unless the thing the argument names ("party tent" for tent)
        will = ToolCall(call.id, call.name, {**call.arguments, **fixed})
        left = [r for r in left if not measured(r, will)]
        props = tool.parameters.get("properties", {})

        def fits(n: str) -> list[str]:  # nor the command, nor a part of a name
            held_back = withheld(request, n)
            thing = not takes_place(tool, n)  # nor, for a thing, a venue's town
            return [r for r in left if (not tools_words(r, tool) or names_thing(
                r, n, request)) and r not in held_back
                and not (thing and venues_town(tool, r, request))]

        offered = {n: phrases(unheld(fits(n), [without[n]]) if n in without else fits(n),
                              quoted, n, props.get(n), first) for n in names}
        offered |= {n: headed(offered[n], n, request) for n in bare if n in offered}
        return Refilling({n: r for n, r in offered.items() if r})

    return refill
