"""The seventy-seventh group of ``ordinary_requests.py`` (``TWICE``, written 12-07,
forty-eighth session, after ``agentnb.places.place_fix`` read a venue's argument holding
the thing's value as no reading, and before any run of it on these): a venue's argument
holding the value another argument holds, said once and not placed for the venue ("Dune"
as the cinema of "Dune at the Curzon please" beside ``film="Dune"``), which must take
the one name the request places for the venue, and such calls that must stand (no word
placing another name, two venues listed, the value placed for the venue, the call right,
a place's parameter, a venue listed with the thing). The requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool

_S = {"type": "string"}


def _tool(name: str, props: dict[str, Any], text: str | None = None) -> Tool:
    """A tool of required ``props``, described by ``text`` or by its name in words."""
    return Tool.from_schema(name, text or name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": list(props)}, fn=lambda **k: "ok")


_FILM = _tool("film_night", {"cinema": _S, "film": _S})
_ACT = _tool("act_tickets", {"venue": _S, "act": _S}, "Buy tickets for an act at a venue.")
_GROOM = _tool("groom_slot", {"groomer": _S, "pet": _S})
_MOT = _tool("mot_book", {"garage": _S, "car": _S})
_STAGE = _tool("stage_seats", {"theatre": _S, "show": _S})
_BARS = _tool("bar_crawl", {"city": _S, "drink": _S})
_EVENING = _tool("evening_out", {"cinema": _S, "restaurant": _S})
TWICE: list[tuple[Tool, str, Any, Any]] = [
    (_FILM, "Oppenheimer at the Everyman please",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"},
     {"cinema": "Everyman", "film": "Oppenheimer"}),
    (_ACT, "Tickets for Pulp at the Leadmill", {"venue": "Pulp", "act": "Pulp"},
     {"venue": "Leadmill", "act": "Pulp"}),
    (_GROOM, "Groom Biscuit at Posh Paws", {"groomer": "Biscuit", "pet": "Biscuit"},
     {"groomer": "Posh Paws", "pet": "Biscuit"}),
    (_MOT, "An MOT for my Corsa at Halfords", {"garage": "corsa", "car": "Corsa"},
     {"garage": "Halfords", "car": "Corsa"}),
    (_STAGE, "Seats for Hamilton at the Victoria Palace",
     {"theatre": "Hamilton", "show": "Hamilton"},
     {"theatre": "Victoria Palace", "show": "Hamilton"}),
    (_FILM, "Book the Everyman for Oppenheimer",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"}, None),
    (_FILM, "Oppenheimer at the Everyman or the Curzon",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"}, None),
    (_ACT, "Tickets for Pulp at the Leadmill", {"venue": "Leadmill", "act": "Leadmill"}, None),
    (_FILM, "Oppenheimer at the Everyman please", {"cinema": "Everyman", "film": "Oppenheimer"},
     None),
    (_BARS, "Manhattan cocktails in New York", {"city": "Manhattan", "drink": "Manhattan"},
     None),
    (_EVENING, "Dinner at Dishoom and Dune", {"cinema": "Dune", "restaurant": "Dune"}, None),
]
TWICE = [(t, r, m, m if w is None else w) for t, r, m, w in TWICE]
