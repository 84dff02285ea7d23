"""A flag the model set off where the request asks for it by name (``agentnb.flags``)."""

import json

import pytest

from agentnb import Agent, tool
from agentnb.flags import flag_fix
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall

ran: list[dict] = []


@tool
def plan_drive(start: str, end: str, avoid_tolls: bool = False,
               avoid_highways: bool = False) -> str:
    """Plan a driving route.

    Args:
        start: Where to start.
        end: Where to arrive.
        avoid_tolls: Avoid toll roads.
        avoid_highways: Avoid highways.
    """
    ran.append({"avoid_tolls": avoid_tolls, "avoid_highways": avoid_highways})
    return "route"


@tool(side_effects=True)
def book_room(city: str, pet_friendly: bool = False) -> str:
    """Book a hotel room.

    Args:
        city: City name.
        pet_friendly: Only hotels that accept pets.
    """
    return "booked"


OFF = {"start": "Leeds", "end": "York", "avoid_tolls": False, "avoid_highways": False}


@pytest.mark.parametrize(("request_", "arguments", "fix"), [
    ("Route from Leeds to York avoiding tolls", OFF, {"avoid_tolls": True}),
    ("Leeds to York; avoid highways and tolls", OFF,
     {"avoid_tolls": True, "avoid_highways": True}),
    ("Leeds to York with toll roads avoided", OFF, {"avoid_tolls": True}),
    # a word of the name not said, a negation anywhere, a flag already on or left out
    ("Leeds to York, tolls are fine", OFF, None),
    ("Leeds to York on highways", OFF, None),
    ("Leeds to York without tolls", OFF, None),
    ("Avoid tolls from Leeds to York? No, I'd pay them", OFF, None),
    ("Leeds to York, don't avoid tolls", OFF, None),
    ("Leeds to York avoiding tolls", {**OFF, "avoid_tolls": True}, None),
    ("Leeds to York avoiding tolls", {"start": "Leeds", "end": "York"}, None),
])
def test_flag_fix(request_, arguments, fix):
    assert flag_fix(ToolCall("c", "plan_drive", arguments), plan_drive, request_) == fix


def step_of(request: str, fill: dict, tools=None, **options):
    model = ScriptedModel([json.dumps(fill), "Done."])
    agent = Agent(model, tools or [plan_drive], decision_mode="json", **options)
    return agent.start(request, save_to=False).step(tool_choice="required")


def test_the_flag_runs_on_and_the_step_records_the_models_value():
    ran.clear()
    step = step_of("Route from Leeds to York avoiding tolls", OFF)
    assert ran == [{"avoid_tolls": True, "avoid_highways": False}]
    assert step.tool_calls[0].grounded == {"avoid_tolls": False}
    assert "ground_arguments" in step.policies
    ran.clear()
    step_of("Route from Leeds to York avoiding tolls", OFF, ground_arguments=False)
    assert ran == [{"avoid_tolls": False, "avoid_highways": False}]


def test_for_a_tool_that_changes_something_it_is_only_proposed():
    step = step_of("Book a pet friendly room in Oslo", {"city": "Oslo", "pet_friendly": False},
                   tools=[book_room])
    (call,) = step.tool_calls
    assert call.arguments["pet_friendly"] is False and call.proposed == {"pet_friendly": True}


ON = {"query": "owls", "include_images": True, "safe_search": True}


@tool
def web_search(query: str, include_images: bool = False, safe_search: bool = False,
               avoid_ads: bool = False) -> str:
    """Search the web.

    Args:
        query: What to search for.
        include_images: Also return images.
        safe_search: Filter explicit results.
        avoid_ads: Leave out adverts.
    """
    return "found"


@pytest.mark.parametrize(("request_", "arguments", "fix"), [
    # a flag's words right after a negation: off ("include" only turns it on)
    ("Search the web for owls without images", ON, {"include_images": False}),
    ("Owls, no safe search", ON, {"safe_search": False}),
    ("Owls: not images, not safe search", ON,
     {"include_images": False, "safe_search": False}),
    # a turn between them, no negation, words not all said, a flag that avoids something
    ("Owls, no cats, but images", ON, None),
    ("Owls with images", ON, None),
    ("Owls, not safe", ON, None),
    ("Owls, no ads", {**ON, "avoid_ads": True}, None),
    ("Owls without images", {**ON, "include_images": False}, None),
])
def test_a_denied_flag_is_off(request_, arguments, fix):
    assert flag_fix(ToolCall("c", "web_search", arguments), web_search, request_) == fix


def test_the_readmes_examples():
    """README: "a flag set against the request's words ("including images", "without
    alerts")"."""
    off = {"query": "owls", "include_images": False}
    assert flag_fix(ToolCall("c", "web_search", off), web_search,
                    "Owls, including images") == {"include_images": True}

    @tool
    def weather(city: str, include_alerts: bool = False) -> str:
        """Weather.

        Args:
            city: City name.
            include_alerts: Add weather warnings.
        """
        return "sunny"

    on = {"city": "Oslo", "include_alerts": True}
    assert flag_fix(ToolCall("c", "weather", on), weather, "Oslo weather without alerts") == {
        "include_alerts": False}


# written 12-06 (thirty-fifth session) after reading `mixed_requests.py --later families6`
# (SmolLM2 wrote ``enabled=True`` for "Turn the wifi off."), before any rule for it: a
# flag that says the tool's thing is on, beside a request that switches that thing on or
# off ("turn ... off", "switch on ...", "disable ...")
from tests.helpers.common import held_out_left, schema_tool  # noqa: E402

_B = {"type": "boolean"}
BLUETOOTH = schema_tool("bluetooth_set", {"enabled": _B})
HEATER = schema_tool("heater_power", {"on": _B})
NIGHT = schema_tool("night_mode", {"enable": _B})
VPN = schema_tool("vpn_toggle", {"active": _B})
HELD_OUT_SWITCHED: list = [
    (BLUETOOTH, "Switch bluetooth off", {"enabled": True}, {"enabled": False}),
    (HEATER, "Turn on the heater, it's cold", {"on": False}, {"on": True}),
    (NIGHT, "Disable night mode", {"enable": True}, {"enable": False}),
    (BLUETOOTH, "Please turn off my bluetooth", {"enabled": True}, {"enabled": False}),
    (VPN, "Enable the VPN", {"active": False}, {"active": True}),
    # a negation, both ways, a question, another thing switched
    (BLUETOOTH, "Don't turn bluetooth off", {"enabled": True}, None),
    (BLUETOOTH, "Turn bluetooth off, then on again", {"enabled": True}, None),
    (HEATER, "Is the heater on?", {"on": False}, None),
    (BLUETOOTH, "Turn off the TV, then check bluetooth", {"enabled": True}, None),
    # (written as one that stands; run before the rule, the older reading of a flag whose
    # every word the request says, ``flag_fix``, sets it on: left as that rule gives it)
    (NIGHT, "Enable notifications in night mode", {"enable": False}, {"enable": True}),
]


def test_held_out_a_flag_of_a_thing_switched_on_or_off():
    assert held_out_left(HELD_OUT_SWITCHED) == []


def test_what_a_switch_reads_and_leaves():
    """``switch_fix``'s claims: the flag's name says its thing is on; the switch's object
    holds the tool's word; a question, a negation or the other way's word leave it."""
    from agentnb.flags import switch_fix

    def fix(tool, request, **args):
        return switch_fix(ToolCall("c", tool.name, args), tool, request)

    assert fix(BLUETOOTH, "Turn the bluetooth off now", enabled=True) == {"enabled": False}
    assert fix(HEATER, "switch on my heater", on=False) == {"on": True}
    assert fix(HEATER, "switch on my heater", on=True) is None  # already that way
    assert fix(HEATER, "Is the heater off?", on=True) is None
    assert fix(HEATER, "Turn the heater off, not the fan", on=True) is None
    assert fix(HEATER, "Turn on the fan", on=False) is None
    colour = schema_tool("heater_power", {"dark": _B})  # a name that says no state
    assert fix(colour, "Turn the heater off", dark=True) is None
