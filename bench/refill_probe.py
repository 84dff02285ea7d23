"""Where the refill stage would ask again, on ``ordinary_requests.py``'s model calls: no
model, ``agentnb.refill.to_refill`` on each call as the model made it (the request as what
the conversation says), with the default precondition and with ``refill="any"``; and
``twice``: ``agentnb.refill.written_twice`` (one value in two arguments) and ``holds``:
``agentnb.refill.holds_another`` (a string holding another argument's value), ``street``:
``agentnb.refill.copies_street`` and ``misplaced_street`` (a string copying the street
address an address parameter holds, or holding it while the address holds none),
``placed``: ``agentnb.refill.placed_twice`` (a string holding the venue's or the place's
value the request places for another argument), ``town``:
``agentnb.refill.venue_town_held`` (a thing holding the town the request names a venue
with), ``no_value``:
``agentnb.refill.no_value`` (the tool's own name joined, a number's value with its
word, or a fragment, where the refill then offers runs), the default's other
preconditions; ``shapeless``: of the arguments the refill asks, those whose value has a
shape no word has (``agentnb.placeholders.shapeless``: marks alone, a date for a parameter
of no moment) or is a fragment (``placeholders.fragment``); ``joined``: of the arguments
``no_value`` asks, those holding words joined by underscores as an identifier
(``agentnb.spaced.joined``); ``whole``: of the arguments ``no_value`` asks, those holding
a text of the conversation written whole (``agentnb.runs.whole``); ``numbered``: of the
arguments ``no_value`` asks, those holding a numbered placeholder
(``agentnb.spaced.numbered``: "Kayak 1" for ``kayak``); ``misspelt``: of the arguments
``no_value`` asks, those misspelling a name the request writes (``agentnb.names.misspelt``:
"Reisling" for "Any Riesling at Oddbins?").

Each argument it names is counted by what the default policies then do and what must run:
``rules_fix`` (the evidence rules change it: the loop leaves it to them), ``right`` (the
model's value is the one that must run: asking again can only spoil it), ``in_runs`` (the
value that must run is one of the request's runs: asking again may mend it) or
``not_in_runs`` (neither). ``python bench/refill_probe.py``.
"""

from __future__ import annotations

import collections
import json
from typing import Any

import ordinary_requests as o

from agentnb.names import misspelt
from agentnb.placeholders import fragment, shapeless
from agentnb.refill import (
    asker,
    holds_another,
    no_value,
    placed_twice,
    to_refill,
    venue_town_held,
    written_twice,
)
from agentnb.runs import candidates, whole
from agentnb.spaced import joined, numbered
from agentnb.streets import copies_street, misplaced_street
from agentnb.types import ToolCall


def _first(x: Any) -> dict[str, Any]:
    return x[0] if isinstance(x, list) else x


def _streets(call: ToolCall, tool: Any, said: list[str], request: str) -> list[str]:
    """The arguments the street preconditions ask again."""
    moved = misplaced_street(call, tool, said, request)
    return copies_street(call, tool, said, request) + ([moved[0], moved[1]] if moved else [])


def _shapeless(call: ToolCall, tool: Any, said: list[str]) -> list[str]:
    """The arguments whose value has a shape no word has, or is a fragment."""
    props = tool.parameters.get("properties", {})
    return [k for k, v in call.arguments.items() if isinstance(v, str) and (
        (k in to_refill(call, tool, said) and shapeless(v, k, props.get(k)))
        or (k in no_value(call, tool, said) and fragment(v, "\n".join(said))))]


def _joined(call: ToolCall, tool: Any, said: list[str]) -> list[str]:
    """The arguments ``no_value`` asks whose value is an identifier made of words."""
    props = tool.parameters.get("properties", {})
    return [k for k in no_value(call, tool, said)
            if joined(call.arguments[k], k, props.get(k), "\n".join(said), tool)]


def _whole(call: ToolCall, tool: Any, said: list[str]) -> list[str]:
    """The arguments ``no_value`` asks whose value is a text of the conversation whole."""
    return [k for k in no_value(call, tool, said)
            if any(whole(call.arguments[k], t) for t in said)]


def _numbered(call: ToolCall, tool: Any, said: list[str]) -> list[str]:
    """The arguments ``no_value`` asks whose value is a numbered placeholder."""
    props = tool.parameters.get("properties", {})
    return [k for k in no_value(call, tool, said)
            if numbered(call.arguments[k], k, props.get(k), tool, "\n".join(said))]


def _misspelt(call: ToolCall, tool: Any, said: list[str]) -> list[str]:
    """The arguments ``no_value`` asks whose value misspells a name the request writes."""
    return [k for k in no_value(call, tool, said) if misspelt(call.arguments[k], said)]


def _asked(names: list[str], call: ToolCall, tool: Any, said: list[str], request: str
           ) -> list[str]:
    """Those of ``names`` the refill asks again (``asker``: some runs offered)."""
    return [n for n in names if n in asker(said, request)(call, tool).names] if names else []


def main() -> None:
    every = o.every_case()
    out: dict[str, Any] = {"bench": "refill_probe", "calls": len(every)}
    ran = {i: _first(o.ran(c, None)[1]) for i, c in enumerate(every)}
    for label, any_value in (("default", False), ("any", True), ("twice", False),
                             ("holds", False), ("street", False), ("placed", False),
                             ("town", False), ("no_value", False), ("shapeless", False),
                             ("joined", False), ("whole", False), ("numbered", False),
                             ("misspelt", False)):
        counts: collections.Counter[str] = collections.Counter()
        for i, case in enumerate(every):
            name, made = case["made"][0], _first(case["made"][1])
            tool = next(t for t in case.get("tools", o.TOOLS) if t.name == name)
            said = [case["request"], *([case["system"]] if case.get("system") else [])]
            must = _first(case["must"][1])
            call = ToolCall("c", name, dict(made))
            request = case["request"]
            names = written_twice(call, tool, said)[0] if label == "twice" else \
                holds_another(call, tool, said) if label == "holds" else \
                _streets(call, tool, said, request) if label == "street" else \
                placed_twice(call, tool, said, request) if label == "placed" else \
                venue_town_held(call, tool, said, request) if label == "town" else \
                _asked(no_value(call, tool, said), call, tool, said, request) \
                if label == "no_value" else \
                _asked(_shapeless(call, tool, said), call, tool, said, request) \
                if label == "shapeless" else \
                _asked(_joined(call, tool, said), call, tool, said, request) \
                if label == "joined" else \
                _asked(_whole(call, tool, said), call, tool, said, request) \
                if label == "whole" else \
                _asked(_numbered(call, tool, said), call, tool, said, request) \
                if label == "numbered" else \
                _asked(_misspelt(call, tool, said), call, tool, said, request) \
                if label == "misspelt" else \
                to_refill(call, tool, said, every=any_value)
            for k in names:
                counts["rules_fix" if ran[i].get(k) != made.get(k) else "right"
                       if made.get(k) == must.get(k) else "in_runs"
                       if must.get(k) in candidates(case["request"]) else "not_in_runs"] += 1
        out[label] = dict(counts)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
