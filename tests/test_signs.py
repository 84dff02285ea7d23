"""Signs: a number above zero that the request writes only below zero is given back its
minus sign (``GroundArguments``). The requests are everyday ones written for these tests;
the model is scripted (its replies are given)."""


from hypothesis import given, settings
from hypothesis import strategies as st

from agentnb import Tool, ToolCall, tool
from agentnb.signs import sign_fix, written
from tests.helpers.common import fill_agent

ran: list[tuple[str, dict]] = []


@tool
def to_fahrenheit(celsius: float) -> float:
    """Convert a temperature from Celsius to Fahrenheit.

    Args:
        celsius: Temperature in degrees Celsius.
    """
    ran.append(("to_fahrenheit", {"celsius": celsius}))
    return celsius * 9 / 5 + 32


@tool
def nearby(latitude: float, longitude: float) -> str:
    """Places of interest near a point.

    Args:
        latitude: Latitude in degrees.
        longitude: Longitude in degrees.
    """
    ran.append(("nearby", {"latitude": latitude, "longitude": longitude}))
    return "a museum"


@tool(side_effects=True)
def set_thermostat(celsius: float) -> str:
    """Set the freezer's thermostat.

    Args:
        celsius: Target temperature in degrees Celsius.
    """
    ran.append(("set_thermostat", {"celsius": celsius}))
    return "set"


def fix(t: Tool, arguments: dict, text: str):
    return sign_fix(ToolCall("c1", t.name, arguments), t, text)


def test_the_numbers_written_below_zero_and_without_a_sign():
    assert written("Convert -40 C to F") == ({40}, set())
    assert written("What is minus 7 or negative 2.5, or −12?") == ({7, 2.5, 12}, set())
    assert written("from -5 to 5") == ({5}, {5})
    # a hyphen joined to a word, a digit or a mark is no sign
    assert written("UTC-5, 5-10, 2026-12-05, A-12, 1e-5, (3)-4") == (
        set(), {5, 10, 2026, 12, 1, 3, 4})
    assert written("x=-2, b = -3, (-5), [-1.5]") == ({2, 3, 5, 1.5}, set())


def test_a_dropped_sign_is_given_back():
    assert fix(to_fahrenheit, {"celsius": 40}, "Convert -40 C to F") == {"celsius": -40}
    assert fix(to_fahrenheit, {"celsius": 7}, "minus 7 degrees in F?") == {"celsius": -7}
    assert fix(nearby, {"latitude": 33.87, "longitude": 151.21},
               "Places near latitude -33.87 longitude 151.21") == {"latitude": -33.87}
    # from a result of the request
    assert fix(to_fahrenheit, {"celsius": 4.5}, 'Oslo in F?\n{"temp_c": -4.5}') == {
        "celsius": -4.5}


def test_left_alone():
    # written without a sign too
    assert fix(nearby, {"latitude": 5, "longitude": 5}, "From -5 to 5, near 5") is None
    # the number the model wrote is not the request's
    assert fix(to_fahrenheit, {"celsius": 10}, "What is -12 C in F?") is None
    # the request's -40 is placed already: the 40 is something else
    assert fix(nearby, {"latitude": -40, "longitude": 40}, "Near -40, -40?") is None
    # a sign in a range, a zone, a date or a code is no sign
    assert fix(to_fahrenheit, {"celsius": 5}, "Warm days 5-10 in UTC-5") is None
    assert fix(to_fahrenheit, {"celsius": 5}, "Weather on 2026-12-05 in F") is None
    # zero, below zero already, and flags
    assert fix(to_fahrenheit, {"celsius": 0}, "What is -0 C?") is None
    assert fix(to_fahrenheit, {"celsius": -40}, "Convert -40 C") is None


def test_a_minimum_of_zero_keeps_the_number():
    t = Tool.from_schema("depth", "Depth of a dive.", {
        "type": "object", "properties": {"metres": {"type": "number", "minimum": 0}},
        "required": ["metres"]}, fn=lambda **k: "ok")
    assert fix(t, {"metres": 30}, "A dive to -30 m") is None


def test_the_agent_runs_the_signed_number_and_records_the_change():
    ran.clear()
    step = fill_agent([to_fahrenheit], {"celsius": 40}).start(
        "Convert -40 C to F", save_to=False).step()
    assert ran == [("to_fahrenheit", {"celsius": -40})]
    assert step.tool_calls[0].grounded == {"celsius": 40}
    assert "ground_arguments" in step.policies


def test_without_repair_the_model_s_number_runs():
    ran.clear()
    fill_agent([to_fahrenheit], {"celsius": 40}, ground_arguments=False).start(
        "Convert -40 C to F", save_to=False).step()
    assert ran == [("to_fahrenheit", {"celsius": 40})]


def test_a_tool_with_side_effects_gets_a_proposal():
    ran.clear()
    step = fill_agent([set_thermostat], {"celsius": 18}).start(
        "Set the freezer to -18", save_to=False).step()
    (call,) = step.tool_calls
    assert ran == [("set_thermostat", {"celsius": 18})]  # it runs as the model wrote it
    assert call.proposed == {"celsius": -18} and call.grounded is None


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**6), st.sampled_from(["-", "−", "minus ",
                                                                     "negative "]),
       st.sampled_from(["Convert {} C to F", "What's {} Celsius in F?", "{} degrees?"]))
def test_any_number_written_below_zero_alone_is_signed_again(n, sign, template):
    text = template.format(f"{sign}{n}")
    assert fix(to_fahrenheit, {"celsius": n}, text) == {"celsius": -n}
    assert fix(to_fahrenheit, {"celsius": n}, f"{text} or {n}") is None
