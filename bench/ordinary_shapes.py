"""The thirty-first group of ``ordinary_requests.py``: a parameter's example of several
parts ("e.g. San Francisco, CA") beside requests that name places.

Written 12-06 after the rule for such an example copied (``agentnb.shapes.copy_fix``:
"San Francisco, CA" for "What's the weather in Boston, MA?") and before any run of it on
these: where it may act wrongly (the model's value right though the request writes it in
other words, "SF", "the Bay Area", while another place of the example's form stands in
another role, "I fly to Portland, OR") and where it must act.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool

_S = {"type": "string"}


def _tool(name: str, props: dict[str, Any]) -> Tool:
    return Tool.from_schema(name, name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": list(props)}, fn=lambda **k: "ok")


_WEATHER = _tool("weather_now", {"location": {
    **_S, "description": "The city and state, e.g. San Francisco, CA"}})
_EVENTS = _tool("events_in", {"place": {**_S, "description": "City and country, e.g. Paris, "
                                                              "France"}})
_FOOD = _tool("find_food", {"category": _S, "location": {
    **_S, "description": "The city, in the format 'City, State', such as 'Berkeley, CA'"}})
_DRIVE = _tool("drive_time", {
    "origin": {**_S, "description": "Start, city and state, e.g. San Francisco, CA"},
    "destination": {**_S, "description": "End, city and state, e.g. San Francisco, CA"}})

COPIES: list[tuple[Tool, str, Any, Any]] = [
    (_WEATHER, "Weather in San Francisco", {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Weather where my sister lives, Boston, MA", {"location": "Boston, MA"}, None),
    (_WEATHER, "Weather in SF; my mom is in Austin, TX", {"location": "San Francisco, CA"},
     None),
    (_EVENTS, "Events in Paris this weekend; I'm flying from Lyon, France",
     {"place": "Paris, France"}, None),
    (_WEATHER, "Weather in the Bay Area for a visitor from Austin, TX",
     {"location": "San Francisco, CA"}, None),
    (_FOOD, "Thai food near me, I'm at the Hilton in Berkeley, CA",
     {"category": "Thai", "location": "Berkeley, CA"}, None),
    (_WEATHER, "Weather in Paris, TX", {"location": "Paris, TX"}, None),
    (_EVENTS, "Events in Lyon", {"place": "Paris, France"}, {"place": "Lyon"}),
    (_WEATHER, "Weather in Springfield, IL or Springfield, MO?",
     {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Concerts aside, weather in Austin, TX for a trip from San Francisco, CA",
     {"location": "Austin, TX"}, None),
    (_EVENTS, "Events in Nice, France; my friend recommended the Negresco",
     {"place": "Paris, France"}, {"place": "Nice, France"}),
    (_DRIVE, "Drive time from San Francisco, CA to Reno, NV",
     {"origin": "San Francisco, CA", "destination": "Reno, NV"}, None),
    (_WEATHER, "Weather in the capital of Texas; I'm in Dallas, TX now",
     {"location": "Austin, TX"}, None),
    (_WEATHER, "Weather in San Fran", {"location": "San Francisco, CA"}, None),
    (_WEATHER, "What's the weather like in SF? I fly to Portland, OR tomorrow",
     {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Weather at the Golden Gate Bridge; we drove up from San Jose, CA",
     {"location": "San Francisco, CA"}, None),
    (_FOOD, "Mexican food in Berkeley", {"category": "Mexican", "location": "Berkeley, CA"},
     None),
    (_FOOD, "Plays and food in Portland", {"category": "food", "location": "Berkeley"},
     {"category": "food", "location": "Portland"}),
    (_WEATHER, "How hot is it in Phoenix, AZ?", {"location": "San Francisco, CA"},
     {"location": "Phoenix, AZ"}),
    (_FOOD, "Sushi in Santa Cruz, CA tonight", {"category": "Sushi", "location": "Berkeley"},
     {"category": "Sushi", "location": "Santa Cruz, CA"}),
    (_EVENTS, "Any events in Porto, Portugal?", {"place": "Paris"},
     {"place": "Porto, Portugal"}),
    (_DRIVE, "Drive time to Reno, NV", {"origin": "San Francisco, CA",
                                        "destination": "Reno, NV"}, None),
]
COPIES = [(t, r, m, m if w is None else w) for t, r, m, w in COPIES]
