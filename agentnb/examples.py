"""The example a parameter's schema shows (``example_text``): its first ``examples``, or
what follows "e.g." in its description. Read by the evidence rules of
``GroundArguments``."""

from __future__ import annotations

import re
from typing import Any

# the example a description shows, whole: after "e.g." ("for example", "such as"), what is
# quoted, or up to a closing mark or the sentence's end: e.g. "USD", for example BA117,
# e.g. San Francisco, CA
_EXAMPLE = re.compile(r"(?i)(?:\be\.g\.|\beg\.|\bfor example|\bsuch as)[,:]?\s*"
                      r"(?:[\"'`]([^\"'`\n]+)[\"'`]|([^\"'`;()\n]+?)\s*(?:[;)\n]|\.(?:\s|$)|$))")


def free_string(spec: Any) -> bool:
    """Whether ``spec`` is a parameter's schema of a string without ``enum``: a value the
    model writes freely, which the evidence rules may read."""
    return isinstance(spec, dict) and spec.get("type") == "string" and "enum" not in spec


def example_text(spec: dict[str, Any]) -> str | None:
    """The example a string parameter's schema shows, whole: its first ``examples``, or
    what follows "e.g." in its description, quoted, or up to a closing mark or the
    sentence's end ("e.g. San Francisco, CA.", "(e.g. 'PC', 'Xbox')": "PC")."""
    shown = [e for e in spec.get("examples") or [] if isinstance(e, str)]
    m = _EXAMPLE.search(str(spec.get("description") or ""))
    text = shown[0] if shown else (m[1] or m[2]) if m else ""  # quoted, or up to the end
    return text.strip() or None


def written(spec: Any) -> str:
    """What a parameter's schema writes of its values: its description, then its example
    (``example_text``), as one text ("" for no schema)."""
    if not isinstance(spec, dict):
        return ""
    return f"{spec.get('description') or ''} {example_text(spec) or ''}"


# the words of a parameter's name that make it a start or an end
_START = frozenset({"from", "source", "src", "base", "origin", "departure", "depart", "sell"})
_END = frozenset({"to", "target", "dest", "destination", "quote", "arrival", "arrive", "into",
                  "buy"})


# the words of a parameter's name that make it a trip's start or end (beside ``role``'s)
TRIP_ROLES = {"pickup": "start", "dropoff": "end"}


def name_parts(name: str) -> set[str]:
    """The words of a parameter's name, in lower case ("from_currency", "fromCurrency")."""
    return {p.lower() for p in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)}


def role(name: str) -> str | None:
    """"start" or "end" when a word of the parameter's name marks one and no word the
    other ("from_currency", "origin", "base"; "to_currency", "destination", "quote")."""
    parts = name_parts(name)
    start, end = bool(parts & _START), bool(parts & _END)
    return "start" if start and not end else "end" if end and not start else None


def trip_role(name: str) -> str | None:
    """``role``, or the role a trip's word gives the parameter's name: "start" for a
    pickup, "end" for a drop-off."""
    trip = {TRIP_ROLES[p] for p in name_parts(name) if p in TRIP_ROLES}
    return role(name) or (next(iter(trip)) if len(trip) == 1 else None)
