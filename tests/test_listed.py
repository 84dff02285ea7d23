"""Listed examples: a description lists a few values, the model copied one, and the request
names another (``GroundArguments``). The requests are everyday ones written for these
tests; the model is scripted (its replies are given)."""

import pytest

from agentnb import Tool, ToolCall, tool
from agentnb.listed import listed, listed_fix
from tests.helpers.common import assert_held_out, fill_agent, schema_tool

ran: list[dict] = []


@tool
def find_art(kind: str, city: str) -> str:
    """Find artworks.

    Args:
        kind: Type of the artwork, e.g. painting, sculpture, installation.
        city: City name.
    """
    ran.append({"kind": kind, "city": city})
    return "ok"


@tool
def weather(city: str, unit: str = "celsius") -> str:
    """Current weather.

    Args:
        city: City name.
        unit: Temperature unit, can be 'celsius' or 'fahrenheit'.
    """
    return "ok"


@tool
def events(place: str) -> str:
    """Events in a place.

    Args:
        place: City and country, e.g. Paris, France.
    """
    return "ok"


@tool(requires_approval=True)
def order_ride(vehicle: str) -> str:
    """Order a car.

    Args:
        vehicle: Vehicle type, such as sedan, SUV, van.
    """
    ran.append({"vehicle": vehicle})
    return "ordered"


def fix(t: Tool, arguments: dict, request: str):
    return listed_fix(ToolCall("c1", t.name, arguments), t, request, [request])


def test_the_examples_a_description_lists():
    def of(text: str) -> list[str]:
        return listed({"description": text})
    assert of("Type of the artwork. E.g., painting, sculpture, installation.") == [
        "painting", "sculpture", "installation"]
    assert of("Era, can be 'contemporary', 'modern', 'renaissance', etc. Default "
              "'contemporary'") == ["contemporary", "modern", "renaissance"]
    assert of("Type of the room e.g. Living room, Bathroom etc.") == ["Living room",
                                                                      "Bathroom"]
    assert of("Unit, either celsius or fahrenheit") == ["celsius", "fahrenheit"]
    # one example, or one value of several parts, is no list
    for text in ("City name, e.g. Rome", "The city and state, e.g. San Francisco, CA",
                 "City and country, e.g. Paris, France", "Currency code, e.g. USD",
                 "A sentence, e.g. the weather in Paris is nice, and warm today"):
        assert of(text) == [], text


def test_a_copied_example_becomes_the_one_the_request_names():
    assert fix(find_art, {"kind": "painting", "city": "Madrid"},
               "Find sculptures in Madrid") == {"kind": "sculpture"}
    assert fix(weather, {"city": "Lima", "unit": "celsius"},
               "Weather in Lima in Fahrenheit") == {"unit": "fahrenheit"}
    # another copy of the tool's own text: a word of the description
    assert fix(find_art, {"kind": "artwork", "city": "Berlin"},
               "Any installations to see in Berlin?") == {"kind": "installation"}


def test_left_alone():
    # the request names the value itself, two of the list, none of it, or only what
    # another argument holds
    assert fix(find_art, {"kind": "painting", "city": "Rome"}, "Paintings in Rome") is None
    assert fix(find_art, {"kind": "painting", "city": "Paris"},
               "Sculptures or installations in Paris?") is None
    assert fix(find_art, {"kind": "painting", "city": "Oslo"}, "Murals in Oslo") is None
    # a value the model wrote itself, not one of the list
    assert fix(find_art, {"kind": "mural", "city": "Oslo"}, "Sculptures in Oslo") is None
    # the conversation writes the copied example: it is no copy
    assert fix(find_art, {"kind": "painting", "city": "Oslo"},
               "I like painting. Sculptures in Oslo?") is None
    # an order word names the example only before a word of the parameter's text
    seat = Tool.from_schema("book_seat", "Book a seat.", {
        "type": "object", "required": ["seat"], "properties": {"seat": {
            "type": "string", "description": "Seat class, either economy, business or first"}}},
        fn=lambda **kw: "ok")
    assert fix(seat, {"seat": "economy"}, "My first flight! A seat, please") is None
    assert fix(seat, {"seat": "economy"}, "First class, please") == {"seat": "first"}
    # a value of two parts is no list
    assert fix(events, {"place": "Paris"}, "Events in France") is None


def test_the_agent_runs_the_named_example_and_records_the_change():
    ran.clear()
    step = fill_agent([find_art], {"kind": "painting", "city": "Madrid"}).start(
        "Find sculptures in Madrid", save_to=False).step()
    assert ran == [{"kind": "sculpture", "city": "Madrid"}]
    assert step.tool_calls[0].grounded == {"kind": "painting"}
    ran.clear()
    fill_agent([find_art], {"kind": "painting", "city": "Madrid"},
               ground_arguments=False).start("Find sculptures in Madrid", save_to=False).step()
    assert ran == [{"kind": "painting", "city": "Madrid"}]


def test_a_tool_that_needs_approval_gets_a_proposal():
    ran.clear()
    run = fill_agent([order_ride], {"vehicle": "sedan"}).start(
        "Order an SUV, please", save_to=False)
    (call,) = run.step().tool_calls
    assert ran == [] and [c.id for c in run.pending] == [call.id]
    assert call.proposed == {"vehicle": "SUV"} and call.arguments == {"vehicle": "sedan"}


# written 12-06 (thirty-fourth session) after reading `mixed_requests.py --later families6`
# (SmolLM2 kept the example ``day="Monday"`` for "Book me a spin class on Friday"), before
# any rule for it: a weekday's or a month's name given as the example is one of a list of
# seven or twelve, and where the model's value must stand

_S = {"type": "string"}
CLASSES = schema_tool("class_finder", {"kind": _S, "day": {**_S, "description": "The day, "
                                                                              "e.g. 'Monday'"}})
CLEANER = schema_tool("book_cleaner", {"day": {**_S, "description": "Weekday, e.g. Monday"}})
EVENTS = schema_tool("events_in", {"city": _S, "month": {**_S, "description": "The month, "
                                                                           "e.g. 'January'"}})
HELD_OUT_CALENDAR = [
    (CLASSES, "Pilates on Thursday?", {"kind": "pilates", "day": "Monday"},
     {"kind": "pilates", "day": "Thursday"}),
    (CLASSES, "Any spin classes this Saturday", {"kind": "spin", "day": "Monday"},
     {"kind": "spin", "day": "Saturday"}),
    (CLEANER, "Book a cleaner for next Tuesday", {"day": "Monday"}, {"day": "Tuesday"}),
    (EVENTS, "What's on in Rome in October?", {"city": "Rome", "month": "January"},
     {"city": "Rome", "month": "October"}),
    # the model's value stands: a day mentioned, not asked for; the example said; a
    # modal verb; a negation
    (CLASSES, "Pilates please, I'm busy Friday", {"kind": "pilates", "day": "Monday"}, None),
    (CLASSES, "Yoga like last Friday", {"kind": "yoga", "day": "Monday"}, None),
    (CLASSES, "Yoga on Monday", {"kind": "yoga", "day": "Monday"}, None),
    (EVENTS, "Events in Oslo I may like", {"city": "Oslo", "month": "January"}, None),
    (EVENTS, "Events in Oslo, not in March", {"city": "Oslo", "month": "January"}, None),
]


@pytest.mark.parametrize("tool_,request_,made,must", HELD_OUT_CALENDAR,
                         ids=[r for _, r, _, _ in HELD_OUT_CALENDAR])
def test_held_out_weekdays_and_months(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


def test_weekdays_and_months_written_twice_or_told_are_not_asked_for():
    """The guards written after the forty-eighth group of ``ordinary_requests.py`` (its
    first run put "Friday" in for "Yoga, as I missed it on Friday" and "April" for "for
    April or May"): a second name of the list names none, and a name after the first
    clause is told, not asked for."""
    made = ToolCall(id="c", name="class_finder", arguments={"kind": "yoga", "day": "Monday"})
    for said in ("Yoga, as I missed it on Friday", "Yoga for Tuesday or Friday",
                 "Yoga on Tuesday after my Friday shift"):
        assert listed_fix(made, CLASSES, said, [said]) is None, said
    said = "Yoga on Friday, as I missed it"
    assert listed_fix(made, CLASSES, said, [said]) == {"day": "Friday"}
