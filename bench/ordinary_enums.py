"""The thirty-third group of ``ordinary_requests.py``: choices of an ``enum`` beside
requests that name another choice.

Written 12-06 after the rule for a choice nothing says beside another the request asks
for by name (``agentnb.enums.choice_fix``: ``genre="Drama"`` for "Find an action
movie"), before any run of it on these: where it may act wrongly (the model's choice the
request's in other words, another choice mentioned as something else; two parameters of
one ``enum``) and where it must act.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool

_S = {"type": "string"}


def _tool(name: str, props: dict[str, Any], required: list[str]) -> Tool:
    return Tool.from_schema(name, name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": required}, fn=lambda **k: "ok")


_MOVIES = _tool("find_movies", {"location": _S, "genre": {**_S, "enum": [
    "Drama", "Comedy", "Horror", "Action", "dontcare"]}, "show_type": {**_S, "enum": [
        "regular", "3d", "imax", "dontcare"]}}, ["location"])
_SHIP = _tool("ship_parcel", {"to": _S, "speed": {**_S, "enum": [
    "standard", "express", "overnight"]}}, ["to", "speed"])
_UNITS = ["celsius", "fahrenheit", "kelvin"]
_CONVERT = _tool("convert_temperature", {"value": {"type": "number"}, "from_unit": {
    **_S, "enum": _UNITS}, "to_unit": {**_S, "enum": _UNITS}}, ["value", "from_unit", "to_unit"])
_PLAY = _tool("play_media", {"track": _S, "device": {**_S, "enum": [
    "Living room", "Kitchen", "Patio"]}}, ["track"])
_FILES = _tool("list_files", {"order": {**_S, "enum": ["asc", "desc"]}}, ["order"])
_PAY = _tool("make_payment", {"payment_method": {**_S, "enum": [
    "app balance", "debit card", "credit card"]}, "amount": {"type": "number"},
    "receiver": _S}, ["payment_method", "amount", "receiver"])
_RIDE = _tool("get_ride", {"destination": _S, "number_of_seats": {"type": "integer"},
                           "ride_type": {**_S, "enum": ["Pool", "Regular", "Luxury"]}},
              ["destination", "number_of_seats", "ride_type"])
_FOOD = _tool("find_restaurants", {"category": _S, "location": _S, "price_range": {
    **_S, "enum": ["cheap", "moderate", "pricey", "dontcare"]}}, ["category", "location"])
_WEATHER = _tool("get_weather", {"location": _S, "unit": {**_S, "enum": [
    "celsius", "fahrenheit"]}}, ["location"])

ENUMS: list[tuple[Tool, str, Any, Any]] = [
    (_MOVIES, "Find a scary film for after the comedy show",
     {"location": "here", "genre": "Horror"}, None),
    (_SHIP, "Ship it to Leeds by tomorrow morning, express is too pricey",
     {"to": "Leeds", "speed": "overnight"}, None),
    (_SHIP, "Send the parcel to Leeds as cheaply as possible, not express",
     {"to": "Leeds", "speed": "standard"}, None),
    (_CONVERT, "Convert 300 kelvin to celsius",
     {"value": 300, "from_unit": "kelvin", "to_unit": "celsius"}, None),
    (_CONVERT, "What is 300 kelvin in celsius?",
     {"value": 300, "from_unit": "kelvin", "to_unit": "fahrenheit"},
     {"value": 300, "from_unit": "kelvin", "to_unit": "celsius"}),
    (_PLAY, "Play Hello loud, we're all in the kitchen", {"track": "Hello",
                                                         "device": "Kitchen"}, None),
    (_PLAY, "Play Hello; my kitchen radio is off", {"track": "Hello",
                                                   "device": "Living room"}, None),
    (_FILES, "List my files, newest first", {"order": "desc"}, None),
    (_PAY, "Pay Ana $30; my debit card is blocked",
     {"payment_method": "credit card", "amount": 30, "receiver": "Ana"}, None),
    (_PAY, "Pay Ana $30 using the app balance",
     {"payment_method": "debit card", "amount": 30, "receiver": "Ana"},
     {"payment_method": "app balance", "amount": 30, "receiver": "Ana"}),
    (_RIDE, "Book a ride for 3 to the airport; pool rides take too long",
     {"destination": "the airport", "number_of_seats": 3, "ride_type": "Regular"}, None),
    (_FOOD, "Cheap eats in Fresno, CA", {"category": "eats", "location": "Fresno, CA",
                                         "price_range": "moderate"},
     {"category": "eats", "location": "Fresno, CA", "price_range": "cheap"}),
    (_FOOD, "Restaurants in Fresno, CA, nothing pricey",
     {"category": "Restaurants", "location": "Fresno, CA", "price_range": "cheap"}, None),
    (_MOVIES, "Show me 3d movies in Reno, NV", {"location": "Reno, NV",
                                                "show_type": "regular"},
     {"location": "Reno, NV", "show_type": "3d"}),
    (_MOVIES, "Regular showings of Dune in Reno, NV", {"location": "Reno, NV",
                                                       "show_type": "imax"},
     {"location": "Reno, NV", "show_type": "regular"}),
    (_WEATHER, "Weather in Lima, please in celsius", {"location": "Lima",
                                                      "unit": "fahrenheit"},
     {"location": "Lima", "unit": "celsius"}),
    (_MOVIES, "A drama in Reno, NV, something like an action comedy",
     {"location": "Reno, NV", "genre": "Drama"}, None),
    (_RIDE, "A luxury ride to 5 Pine Rd for 1",
     {"destination": "5 Pine Rd", "number_of_seats": 1, "ride_type": "Luxury"}, None),
    (_PLAY, "Play Hello in my living room", {"track": "Hello", "device": "Patio"},
     {"track": "Hello", "device": "Living room"}),
    (_WEATHER, "Weather in Lima for a fahrenheit fan", {"location": "Lima",
                                                        "unit": "celsius"}, None),
]
ENUMS = [(t, r, m, m if w is None else w) for t, r, m, w in ENUMS]
