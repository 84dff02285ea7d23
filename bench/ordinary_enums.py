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

from ordinary_new_tools import schema_tool  # beside this file

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

# The thirty-fourth group, written 12-06 (thirty-second session) after ``asked`` read a
# choice right after a word of the tool's own text ("Rent a hatchback in Leeds") and
# ``_where`` a short lower-case choice that is no code as a word ("low", "buy"), before
# any run of it on these: where they may act wrongly, and where they must act.
_TICKET = _tool("create_ticket", {"title": _S, "priority": {**_S, "enum": [
    "low", "medium", "high"]}}, ["title", "priority"])
_HOME = _tool("search_homes", {"area": _S, "intent": {**_S, "enum": ["rent", "buy"]}},
              ["area", "intent"])
_CARS = _tool("rent_car", {"city": _S, "car_type": {**_S, "enum": [
    "Hatchback", "Sedan", "SUV", "dontcare"]}}, ["city"])
_SORT = _tool("list_posts", {"sort": {**_S, "enum": ["new", "top", "hot", "old"]}}, ["sort"])
_COFFEE = _tool("order_coffee", {"size": {**_S, "enum": ["small", "medium", "large"]},
                                 "temperature": {**_S, "enum": ["hot", "iced"]}},
                ["size", "temperature"])
_REGION = _tool("list_servers", {"region": {**_S, "enum": ["us", "eu", "ap"]}}, ["region"])

ENUMS2: list[tuple[Tool, str, Any, Any]] = [
    (_TICKET, "Create a ticket: the low disk alert again",
     {"title": "the low disk alert again", "priority": "high"}, None),
    (_TICKET, "Create a high ticket for the outage", {"title": "the outage",
                                                      "priority": "medium"},
     {"title": "the outage", "priority": "high"}),
    (_TICKET, "Create a ticket, priority low, for the broken fan",
     {"title": "the broken fan", "priority": "medium"},
     {"title": "the broken fan", "priority": "low"}),
    (_HOME, "Search homes in Leeds, I can't buy yet", {"area": "Leeds", "intent": "rent"},
     None),
    (_HOME, "Search homes to rent in Leeds", {"area": "Leeds", "intent": "buy"},
     {"area": "Leeds", "intent": "rent"}),
    (_HOME, "Search homes in Leeds; buy or rent, whichever is cheaper",
     {"area": "Leeds", "intent": "rent"}, None),
    (_CARS, "Rent the sedan's bigger brother in Leeds", {"city": "Leeds",
                                                         "car_type": "SUV"}, None),
    (_CARS, "Rent a car in York; my SUV is in the garage", {"city": "York",
                                                            "car_type": "Hatchback"}, None),
    (_CARS, "Rent a sedan in York", {"city": "York", "car_type": "SUV"},
     {"city": "York", "car_type": "Sedan"}),
    (_SORT, "List posts, the new ones first", {"sort": "new"}, None),
    (_SORT, "List posts about hot sauce", {"sort": "new"}, None),
    (_SORT, "List old posts", {"sort": "top"}, {"sort": "old"}),
    (_COFFEE, "Order a hot chocolate in a small cup", {"size": "small",
                                                       "temperature": "hot"}, None),
    (_COFFEE, "Order a large iced coffee", {"size": "medium", "temperature": "iced"},
     {"size": "large", "temperature": "iced"}),
    (_COFFEE, "Order coffee for me, it is hot outside", {"size": "medium",
                                                         "temperature": "iced"}, None),
    (_REGION, "List servers for us in Paris", {"region": "eu"}, None),
    (_REGION, "List servers in the ap region", {"region": "us"}, {"region": "ap"}),
]
ENUMS2 = [(t, r, m, m if w is None else w) for t, r, m, w in ENUMS2]

# The forty-fourth group, written 12-06 (thirty-third session) after the rule for a choice
# that is the request's first word before an article (``enums.asked``: "Start the washer"),
# before any run of it: where it may act wrongly (the command for another thing than the
# tool's) and where it must act.
_DEVICE = schema_tool("device_command", {
    "device": {"type": "string", "enum": ["washer", "dryer", "oven", "heater"]},
    "command": {"type": "string", "enum": ["power_on", "power_off", "start", "stop"]}},
    "Send a command to a home device.")
_HOME = schema_tool("home_search", {"area": {"type": "string"}, "intent": {
    "type": "string", "enum": ["rent", "buy"]}}, "Search homes in an area.")
_POSTS = schema_tool("forum_posts", {"sort": {"type": "string", "enum": ["new", "top",
                                                                         "hot"]}},
                     "List a forum's posts.")
FIRST_WORDS: list[tuple[Any, str, Any, Any]] = [
    (_DEVICE, "Stop the heater.", {"device": "heater", "command": "power_off"},
     {"device": "heater", "command": "stop"}),
    (_DEVICE, "Start the dryer now", {"device": "dryer", "command": "power_on"},
     {"device": "dryer", "command": "start"}),
    (_DEVICE, "Stop the music and turn the oven on", {"device": "oven",
                                                      "command": "power_on"}, None),
    (_DEVICE, "Start the day right: is the washer on?", {"device": "washer",
                                                          "command": "power_on"}, None),
    (_HOME, "Rent a car, then find me a flat in Leeds", {"area": "Leeds", "intent": "buy"},
     None),
    (_HOME, "Buy a home in Leeds", {"area": "Leeds", "intent": "rent"},
     {"area": "Leeds", "intent": "buy"}),
    (_HOME, "Buy the kids' shoes, then show me homes in Leeds",
     {"area": "Leeds", "intent": "rent"}, None),
    (_POSTS, "Top a reply to the newest posts", {"sort": "new"}, None),
    (_POSTS, "New the posts, please", {"sort": "hot"}, None),
]
FIRST_WORDS = [(t, r, m, m if w is None else w) for t, r, m, w in FIRST_WORDS]


# the fifty-first group: written 12-06 (thirty-fifth session) after the rule that reads a
# choice that is the request's first word before an article and a word of the tool's name
# or description, where the choice's parameter is named for what to do ("Close the garage
# door" for ``action``), before any run of it: where it may act wrongly, and where it must
def _opt(name: str, description: str, props: dict[str, Any], required: list[str]) -> Tool:
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": required}, fn=lambda **kw: "ok")


_S = {"type": "string"}
_GATE = _opt("gate_control", "Open or close the driveway gate.", {
    "action": {**_S, "enum": ["open", "close"]}}, ["action"])
_LOCK = _opt("door_lock", "Lock or unlock a door.", {
    "action": {**_S, "enum": ["lock", "unlock"]}, "door": _S}, ["action"])
_PLAYER = _opt("media_player", "Play, pause or stop the media player.", {
    "command": {**_S, "enum": ["play", "pause", "stop"]}}, ["command"])
_FAN = _opt("ceiling_fan", "Control the ceiling fan.", {
    "state": {**_S, "enum": ["on", "off"]}, "speed": {**_S, "enum": ["low", "high"]}},
    ["state"])
_WINDOW = _opt("window_blinds", "Move the window blinds.", {
    "direction": {**_S, "enum": ["up", "down"]}}, ["direction"])
_SHOP = _opt("shop_products", "List a shop's products.", {
    "sort": {**_S, "enum": ["new", "popular", "cheap"]}}, ["sort"])
COMMANDS: list[tuple[Any, str, Any, Any]] = [
    (_GATE, "Close the driveway gate now", {"action": "open"}, {"action": "close"}),
    (_LOCK, "Unlock the door for the cleaner", {"action": "lock"}, {"action": "unlock"}),
    (_PLAYER, "Stop the media player", {"command": "play"}, {"command": "stop"}),
    (_PLAYER, "Pause the player, the phone is ringing", {"command": "play"},
     {"command": "pause"}),
    (_GATE, "Close the garage, then check the gate", {"action": "open"}, None),
    (_LOCK, "Lock the car; is the front door unlocked?", {"action": "unlock"}, None),
    (_SHOP, "Show the new products", {"sort": "popular"}, {"sort": "new"}),
    (_PLAYER, "Play the song I paused", {"command": "pause"}, {"command": "play"}),
    (_FAN, "Turn the ceiling fan off", {"state": "on", "speed": "low"},
     {"state": "off", "speed": "low"}),
    (_WINDOW, "Raise the window blinds", {"direction": "down"}, {"direction": "up"}),
    (_GATE, "Don't close the gate yet", {"action": "open"}, None),
    (_LOCK, "Lock my back door", {"action": "unlock"}, {"action": "lock"}),
]
COMMANDS = [(t, r, m, m if w is None else w) for t, r, m, w in COMMANDS]


# the fifty-third group: written 12-06 (thirty-fifth session) after ``flags.switch_fix``
# (a flag that says the tool's thing is on, beside a request that switches that thing on
# or off), before any run of it: where it may act wrongly, and where it must
_FLAG = {"type": "boolean"}
_WIFI = _opt("wifi_set", "Turn the wifi on or off.", {"enabled": _FLAG}, ["enabled"])
_PUMP = _opt("pool_pump", "Control the pool pump.", {"on": _FLAG, "hours": {
    "type": "integer"}}, ["on"])
_SAVER = _opt("battery_saver", "Battery saver mode.", {"active": _FLAG}, ["active"])
_CAM = _opt("camera_power", "Power the security camera.", {"enabled": _FLAG,
                                                          "camera": _S}, ["enabled"])
SWITCHES: list[tuple[Any, str, Any, Any]] = [
    (_WIFI, "Switch off the wifi for the night", {"enabled": True}, {"enabled": False}),
    (_WIFI, "Turn my wifi back on", {"enabled": False}, {"enabled": True}),
    (_PUMP, "Turn the pool pump on for 3 hours", {"on": False, "hours": 3},
     {"on": True, "hours": 3}),
    (_SAVER, "Enable battery saver", {"active": False}, {"active": True}),
    (_SAVER, "Deactivate the battery saver mode please", {"active": True},
     {"active": False}),
    (_CAM, "Power off the garden camera", {"enabled": True, "camera": "garden"},
     {"enabled": False, "camera": "garden"}),
    (_WIFI, "Turn off the lights and leave the wifi", {"enabled": False}, None),
    (_WIFI, "The wifi keeps turning off; switch it on", {"enabled": False},
     {"enabled": True}),
    (_PUMP, "Turn the heating off and run the pool pump", {"on": True}, None),
    (_SAVER, "Battery saver: is it off?", {"active": True}, None),
    (_CAM, "Never turn the camera off", {"enabled": True}, None),
    (_WIFI, "Switch the wifi off, then on", {"enabled": True}, None),
    (_CAM, "Turn on the porch light; the camera can stay off", {"enabled": True},
     {"enabled": False}),
]
SWITCHES = [(t, r, m, m if w is None else w) for t, r, m, w in SWITCHES]
