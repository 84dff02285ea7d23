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
  "Bike Repair" for ``bike_repair``), or it has a placeholder's shape (``placeholder_shaped``).
  A made-up value of any other kind is left alone: it is often the model's knowledge
  ("Tokyo" for "the capital of Japan", "AAPL" for "Apple stock", a parameter's example
  that stands when the request gives none);
- the evidence rules of ``GroundArguments`` give it no value (where the agent's policies
  repair: they run after the decision);
- the request has at least one run of words to offer.

Where it can be wrong: a request that does not give the value ("Book a table" for a tool
needing a restaurant, whose model wrote a placeholder): the model then picks a run of the
request that is not one. Every refilled argument keeps the model's first value in
``ToolCall.refilled``, which the step, ``step.summary()``, the run's HTML and the approval
panel show; ``Agent(refill=False)`` turns the stage off.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from typing import Any

from .codes import is_code_in_any_case, mentions
from .examples import example_text, free_string
from .forms import gives
from .tools import Tool
from .types import ToolCall
from .unsaid import made_up

MAX_WORDS = 6  # the longest run of words offered ("Tesco on Mill Road", "Dune Part Two")
# words a value does not start or end with: articles, prepositions, pronouns, auxiliaries
_EDGE_WORDS = """
a an the of to in on at by for from with without into onto over under about as and or
but nor not no if then than so is are was were be been am do does did has have had it its
this that these those there here what which who whom when where why how i me you we us
they them he him she her his please can could would should will shall may might must any
some also just very too get give find show tell let
"""
_EDGE = frozenset(_EDGE_WORDS.split())
_END = _EDGE | {"my", "your", "our", "their"}  # "my mum" starts with one, never ends
# a clause ends at a mark that is not inside a word ("St. Ives" aside: its "." ends it)
_CLAUSE = re.compile(r"[,;:!?()\[\]{}\"“”‘’]|\.(?=\s|$)|(?<!\w)'|'(?!\w)")
_QUOTED = re.compile(r"[\"“']([^\"“”'\n]+)[\"”']")
_WORDED = re.compile(r"[A-Za-z][A-Za-z'. -]*")

Refill = Callable[[ToolCall, Tool], tuple[list[str], list[str]]]


def candidates(request: str) -> list[str]:
    """The runs of the request's words an argument may take: every run of 1 to
    ``MAX_WORDS`` words inside one clause (commas, other marks and quotes end a clause)
    that neither starts nor ends with a function word, and each quoted text whole; in the
    request's order, each once."""
    out = [m.group(1).strip() for m in _QUOTED.finditer(request) if m.group(1).strip()]
    for clause in _CLAUSE.split(request):
        words = [w.strip(".") for w in clause.split()]
        words = [w for w in words if w]
        for i, first in enumerate(words):
            if first.lower() in _EDGE:
                continue
            for j in range(i, min(i + MAX_WORDS, len(words))):
                if words[j].lower() not in _END:
                    out.append(" ".join(words[i:j + 1]))
    return list(dict.fromkeys(out))


def _worded(example: str) -> bool:
    """Whether an example is written in words ("Paris", "New York"), not a code, an
    identifier or a name of several parts ("en", "USD", "Europe/Paris", "M-1001",
    "Boston, MA": the request's words may lack a part)."""
    return bool(_WORDED.fullmatch(example.strip())) and not is_code_in_any_case(
        example.strip())


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
    own = _plain(f"{tool.name} {tool.description}")
    out = []
    for name in made_up(call, tool, said):
        spec, value = props.get(name), call.arguments.get(name)
        if not free_string(spec) or not isinstance(value, str) or name in timed or \
                {"const", "format", "pattern"} & set(spec):
            continue
        example = example_text(spec)
        if example is not None and not _worded(example):
            continue
        if any(gives(t, value) for t in said) or mentions(value, joined) or \
                _IDENTIFIER.search(value):
            continue
        if every or (_plain(value) and f" {_plain(value)} " in f" {own} ") or \
                placeholder_shaped(value, joined):
            out.append(name)
    return out


def _plain(text: str) -> str:
    """Lower-case words, "_" and marks as spaces: "bike_repair" is "bike repair"."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


# a mark inside a word: an address, a path, a domain ("example.com", "a@b.c", "src/app"),
# whose shape the evidence rules read (agentnb.shapes)
_IDENTIFIER = re.compile(r"\w[.@/:]\w")
_PLACEHOLDER_WORDS = frozenset(["example", "sample", "placeholder", "xxx", "lorem", "ipsum",
                                "your", "todo", "tbd"])
_PATTERN_MARKS = re.compile(r"[*+\\^$\[\]{}|<>]")


def placeholder_shaped(value: str, said: str) -> bool:
    """Whether ``value`` has a placeholder's shape, not a value's: five or more digits
    counting up or repeating ("1234567890", "00000"); words joined by "_" where the
    conversation joins none ("HM_BUSINESS", "my_project"); a pattern's marks ("Crown*",
    "<city>"); or a placeholder's word ("example", "your", "xxx")."""
    digits = re.sub(r"\D", "", value)
    if len(digits) >= 5 and re.fullmatch(r"[\d\s().-]+", value) and (
            len(set(digits)) == 1 or digits in "01234567890123456789"):
        return True
    if "_" in value and "_" not in said:
        return True
    if _PATTERN_MARKS.search(value):
        return True
    return bool(set(re.findall(r"[a-z]+", value.lower())) & _PLACEHOLDER_WORDS)


def unheld(runs: Sequence[str], held: Sequence[Any]) -> list[str]:
    """The runs that share no word with a string another argument holds: one run of
    the request is rarely two arguments' values (asked again, SmolLM2 put the shop's
    "Pedal Power" as the bike's problem, the recipient "Grace" as the flowers)."""
    taken = {w for v in held if isinstance(v, str) for w in _plain(v).split()}
    return [r for r in runs if not set(_plain(r).split()) & taken]


def refill_schema(tool: Tool, names: Sequence[str], runs: Sequence[str]) -> dict[str, Any]:
    """The tool's schema with each of ``names`` taking one of ``runs`` alone; the other
    parameters as they are (so a greedy model writes them as before)."""
    schema = copy.deepcopy(tool.parameters)
    for name in names:
        spec = schema["properties"][name]
        schema["properties"][name] = {k: v for k, v in spec.items()
                                      if k in ("description", "title")} | {
            "type": "string", "enum": list(runs)}
    return schema


def asker(said: Sequence[str], request: str,
          repair: Callable[[ToolCall, Tool], dict[str, Any]] | None = None,
          every: bool = False) -> Refill:
    """``refill(call, tool)``: the arguments to ask again (``to_refill``'s, less those
    ``repair(call, tool)`` gives a value: the evidence rules') and the runs of words to
    offer (none when the request has no run, or no argument is to be asked again);
    ``every``: as ``to_refill``."""
    runs = candidates(request)

    def refill(call: ToolCall, tool: Tool) -> tuple[list[str], list[str]]:
        if not runs:
            return [], []
        names = to_refill(call, tool, said, every)
        if names and repair is not None:  # the evidence rules run only where it may ask
            fixed = repair(call, tool) or {}
            names = [n for n in names if n not in fixed]
        left = unheld(runs, [v for k, v in call.arguments.items() if k not in names])
        return (names, left) if names and left else ([], [])

    return refill

