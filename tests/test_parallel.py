"""Several calls of one tool in a step: a later call runs only where the request asks for
it (``keep_stated_calls``); the calls left out stay on the step.

The requests here were written for these tests, not taken from ``bench/parallel_requests.py``
(which measures the policy with the embedded model): each pairs what a small model
writes with what must run."""

import json

import pytest

from agentnb import Agent, Run, Step, tool
from agentnb.parallel import also_asked, lists_more, stated_calls
from agentnb.policies import KeepStatedCalls
from agentnb.render import step_html
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall
from tests.helpers.common import celsius_to_fahrenheit, get_weather


def kept(request, *calls, results=""):
    out, dropped = stated_calls([ToolCall(f"c{i}", "f", a) for i, a in enumerate(calls)],
                                request, results)
    assert len(out) + len(dropped) == len(calls)
    return [c.arguments for c in out]


ASKED = [  # the request asks for every call
    ("Look up the tides for Brest and for Cherbourg.",
     [{"port": "Brest"}, {"port": "Cherbourg"}]),
    ("Square roots of 144, 169 and 196?", [{"x": 144}, {"x": 169}, {"x": 196}]),
    ("Ship 3 boxes to Leeds and 5 boxes to York.",
     [{"count": 3, "city": "Leeds"}, {"count": 5, "city": "York"}]),
    ("Flights from Oslo to Rome, and from Oslo to Vienna.",
     [{"from": "Oslo", "to": "Rome"}, {"from": "Oslo", "to": "Vienna"}]),
    ("Rectangles: width 2 length 9; width 4 length 6.",
     [{"width": 2, "length": 9}, {"width": 4, "length": 6}]),
    ("Spell-check 'recieve' or 'definately'.", [{"word": "recieve"}, {"word": "definately"}]),
    ("Lyrics of Yesterday plus Let It Be", [{"song": "Yesterday"}, {"song": "Let It Be"}]),
    ("Open ticket 8812 then ticket 8813", [{"ticket": 8812}, {"ticket": 8813}]),
    ("Hours of the Louvre / the Prado, in English",
     [{"museum": "Louvre", "lang": "English"}, {"museum": "Prado", "lang": "English"}]),
    # a name after an item's value, and function words, are no aside
    ("Tides for Brest, Bretagne and Cherbourg, Normandie",
     [{"port": "Brest"}, {"port": "Cherbourg"}]),
    ("Tides for Brest and, if you can, for Cherbourg", [{"port": "Brest"}, {"port": "Cherbourg"}]),
    ("Tides for Brest today and for Cherbourg", [{"port": "Brest"}, {"port": "Cherbourg"}]),
    ("Tides for Brest first, then Cherbourg", [{"port": "Brest"}, {"port": "Cherbourg"}]),
    ("Tides for us in Brest and in Cherbourg", [{"port": "Brest"}, {"port": "Cherbourg"}]),
]

NOT_ASKED = [  # the later calls are the model's own
    ("Area of a rectangle 4 by 7.", [{"w": 4, "h": 7}, {"w": 7, "h": 4}]),  # a swap
    ("Tides for Brest tomorrow.", [{"port": "Brest"}, {"port": "Brest", "day": "tomorrow"}]),
    ("Tides for Brest.", [{"port": "Brest"}, {"port": "Saint-Malo"}]),  # not said
    ("Tides for Brest.", [{"port": "Brest"}, {"port": "Brest"}]),  # the same call
    ("Tides for Brest.", [{"port": "Brest"}, {"port": "tides"}]),  # not listed with it
    ("Search the news for Brest, with images", [{"q": "Brest", "images": True},
                                                {"q": "Brest", "images": False}]),  # a flag
    ("Volume of a cylinder with radius 3, height 8, in litres",
     [{"r": 3, "h": 8, "unit": "litres"}, {"r": 3, "h": 8, "unit": "cylinder"}]),
    ("Convert 12 inches to cm", [{"value": 12, "to": "cm"}, {"value": 12, "to": "inches"}]),
    ("Weather in Quito and a joke", [{"city": "Quito"}, {"city": ""}]),  # empty
    ("Send 40 euros to Ana and tell Ana", [{"to": "Ana", "amount": 40},
                                          {"to": "Ana", "amount": 4}]),
    # an aside names other values: "sails" is no word of an item
    ("Tides for Brest; my aunt sails from Roscoff and Morlaix.",
     [{"port": "Brest"}, {"port": "Roscoff"}]),
    ("Tides for Brest. We moored at Roscoff and Morlaix before.",
     [{"port": "Brest"}, {"port": "Morlaix"}]),
]


@pytest.mark.parametrize(("request_text", "calls"), ASKED)
def test_a_later_call_the_request_asks_for_is_kept(request_text, calls):
    assert kept(request_text, *calls) == calls


@pytest.mark.parametrize(("request_text", "calls"), NOT_ASKED)
def test_a_later_call_the_request_does_not_ask_for_is_dropped(request_text, calls):
    assert kept(request_text, *calls) == calls[:1]


def test_a_later_call_is_the_first_with_the_listed_values_changed():
    # the model varies what the request does not state: the first call's value stands
    calls = [ToolCall("a", "f", {"city": "Paris", "unit": "celsius"}),
             ToolCall("b", "f", {"city": "Tokyo", "unit": "fahrenheit"}),
             ToolCall("c", "f", {"city": "Lima"}),  # leaves an argument out
             ToolCall("d", "f", {"city": "Quito", "unit": "celsius", "days": 3})]  # adds one
    out, dropped = stated_calls(calls, "Weather in Paris, Tokyo, Lima and Quito?")
    assert [c.arguments for c in out] == [{"city": c, "unit": "celsius"}
                                          for c in ("Paris", "Tokyo", "Lima", "Quito")]
    assert [c.grounded for c in out] == [None, {"unit": "fahrenheit"}, {"unit": None},
                                         {"days": 3}]
    assert dropped == []
    # a later call that becomes a copy of a kept one is dropped as it was written
    calls = [ToolCall("a", "f", {"city": "Paris"}), ToolCall("b", "f", {"city": "Oslo"}),
             ToolCall("c", "f", {"city": "Oslo", "unit": "kelvin"})]
    out, dropped = stated_calls(calls, "Weather in Paris and Oslo")
    assert [c.arguments for c in out] == [{"city": "Paris"}, {"city": "Oslo"}]
    assert [c.arguments for c in dropped] == [{"city": "Oslo", "unit": "kelvin"}]


def test_a_tool_with_side_effects_runs_a_later_call_only_as_written():
    calls = [ToolCall("a", "pay", {"to": "Ana", "amount": 40}),
             ToolCall("b", "pay", {"to": "Bob", "amount": 40}),
             ToolCall("c", "pay", {"to": "Cem", "amount": 5})]  # 5 is not said: no repair
    out, dropped = stated_calls(calls, "Pay 40 to Ana, Bob and Cem", repair=False)
    assert [c.arguments["to"] for c in out] == ["Ana", "Bob"]
    assert [c.arguments for c in dropped] == [{"to": "Cem", "amount": 5}]
    assert all(c.grounded is None for c in out)


def test_values_from_the_tool_results_count_as_stated():
    calls = [{"id": "A-1"}, {"id": "B-2"}]
    assert kept("Open each order you found.", *calls) == calls[:1]
    assert kept("Open each order you found.", *calls, results="orders: A-1 and B-2") == calls


def test_a_single_call_is_left_alone():
    calls = [ToolCall("a", "f", {"x": 1})]
    assert stated_calls(calls, "anything") == (calls, [])


def test_a_call_of_another_tool_runs_only_with_values_the_request_states():
    first = ToolCall("a", "get_weather", {"city": "Paris"})
    convert = ToolCall("b", "celsius_to_fahrenheit", {"celsius": 100})
    request = "What is the weather in Paris, and what is 100 Celsius in Fahrenheit?"
    assert stated_calls([first, convert], request) == ([first, convert], [])
    # a temperature it has not seen yet (the weather's result): not stated, not run
    guess = ToolCall("b", "celsius_to_fahrenheit", {"celsius": 18})
    assert stated_calls([first, guess], "Weather in Paris in Fahrenheit?") == ([first], [guess])
    assert stated_calls([first, guess], "Weather in Paris in Fahrenheit?",
                        "get_weather returned 18") == ([first, guess], [])
    # flags need no evidence, but a call must set something the request says
    flag = ToolCall("b", "search", {"query": "Paris", "images": False})
    assert stated_calls([first, flag], request) == ([first, flag], [])
    bare = ToolCall("b", "search", {"images": True})
    assert stated_calls([first, bare], request) == ([first], [bare])


def test_a_first_call_stating_nothing_is_dropped_beside_one_the_request_asks_for():
    guess = ToolCall("a", "get_weather", {"city": "Paris"})
    convert = ToolCall("b", "celsius_to_fahrenheit", {"celsius": 100})
    request = "Convert 100 degrees Celsius to Fahrenheit"
    assert stated_calls([guess, convert], request) == ([convert], [guess])
    # alone, or beside a call that does not run either, the first call stands
    assert stated_calls([guess], request) == ([guess], [])
    other = ToolCall("b", "celsius_to_fahrenheit", {"celsius": 20})
    assert stated_calls([guess, other], request) == ([guess], [other])
    # a first call that states a value, or sets none that can be said, stands
    said = ToolCall("a", "get_weather", {"city": "Paris", "unit": "kelvin"})
    assert stated_calls([said, convert], request + " and the weather in Paris") == (
        [said, convert], [])
    flags = ToolCall("a", "list_alerts", {"active": True})
    assert stated_calls([flags, convert], request) == ([flags, convert], [])


@tool(side_effects=True)
def send_sms(number: str, text: str = "hi") -> str:
    """Send a text message.

    Args:
        number: Phone number.
        text: The message.
    """
    return number


def test_an_optional_value_the_request_does_not_state_drops_the_call():
    """A made-up value, optional too, means the model guesses about the call; leaving the
    value out would run a call nobody wrote."""
    first = ToolCall("a", "get_weather", {"city": "Paris"})
    made_up = ToolCall("b", "get_time", {"city": "Rome", "timezone": "UTC"})
    assert stated_calls([first, made_up], "Weather in Paris, and the time in Rome?") == (
        [first], [made_up])
    assert made_up.arguments == {"city": "Rome", "timezone": "UTC"}  # as the model wrote it
    said = ToolCall("b", "get_time", {"city": "Rome", "timezone": "UTC"})
    assert stated_calls([first, said], "Weather in Paris, and the UTC time in Rome?") == (
        [first, said], [])


# Written before the gate was run on any model: (request, the calls made, the tools a
# part of the request asks for beside them).
ALSO = [
    ("What is the weather in Paris, and convert 100 Celsius to Fahrenheit?",
     [("get_weather", {"city": "Paris"})], ["celsius_to_fahrenheit"]),
    ("Convert 20 celsius to fahrenheit. Also the weather in Rome?",
     [("celsius_to_fahrenheit", {"celsius": 20})], ["get_weather"]),
    # the converter is named, but no number is known yet: the weather's result comes first
    ("What is the temperature in Paris in Fahrenheit?",
     [("get_weather", {"city": "Paris"})], []),
    ("Weather in Paris, in celsius, for 3 days", [("get_weather", {"city": "Paris"})], []),
    # the same tool again is the more stage's, not this one's
    ("What is the weather in Paris and Tokyo?", [("get_weather", {"city": "Paris"})], []),
    ("Convert 100 Celsius to Fahrenheit", [("celsius_to_fahrenheit", {"celsius": 100})], []),
    # a value said in two parts may be shared by two tools' calls
    ("Weather in Oslo, and how far is it from Oslo to Bergen by road?",
     [("get_weather", {"city": "Oslo"})], []),
    ("Weather in Oslo; and is 20 celsius in Oslo warm in fahrenheit?",
     [("get_weather", {"city": "Oslo"})], ["celsius_to_fahrenheit"]),
    # a part that alone says the call's value speaks of the call, not of another tool
    ("Convert the 25 degrees celsius of the weather report to fahrenheit",
     [("celsius_to_fahrenheit", {"celsius": 25})], []),
]


@pytest.mark.parametrize(("request_", "made", "asked"), ALSO)
def test_a_part_of_the_request_can_ask_for_another_tool(request_, made, asked):
    calls = [ToolCall(f"c{i}", n, a) for i, (n, a) in enumerate(made)]
    tools = [get_weather, celsius_to_fahrenheit]
    assert [t.name for t in also_asked(calls, tools, request_)] == asked


def test_a_tool_with_side_effects_is_never_asked_for_beside_a_call():
    request = "What is the weather in Paris, and send an SMS to 555 0100: I am late?"
    assert [t.name for t in also_asked([ToolCall("a", "get_weather", {"city": "Paris"})],
                                       [get_weather, send_sms], request)] == ["send_sms"]
    model = ScriptedModel([json.dumps({"action": "get_weather"}), json.dumps({"city": "Paris"})])
    step = Agent(model, [get_weather, send_sms], decision_mode="json").start(
        request, save_to=False).step()
    assert [s["stage"] for s in step.stages] == ["choose"]
    assert step.request["stage"] == "fill"  # no also stage after it (nor a more stage)
    assert [c.name for c in step.tool_calls] == ["get_weather"]
    # a tool that asks a person first is not offered there either
    ask_first = tool(requires_approval=True)(send_sms.fn)
    assert also_asked([ToolCall("a", "get_weather", {"city": "Paris"})],
                      [get_weather, ask_first], request) == [ask_first]
    model = ScriptedModel([json.dumps({"action": "get_weather"}), json.dumps({"city": "Paris"})])
    step = Agent(model, [get_weather, ask_first], decision_mode="json").start(
        request, save_to=False).step()
    assert step.request["stage"] == "fill" and len(step.tool_calls) == 1


def test_the_also_stages_call_with_a_made_up_value_is_kept_on_the_step_not_run():
    seen = []

    @tool
    def get_time(city: str) -> str:
        """The time in a city.

        Args:
            city: City name.
        """
        seen.append(city)
        return "12:00"

    script = [{"action": "get_weather"}, {"city": "Paris"}, {"action": "get_time"}]
    for request, city, ran in (("Weather in Paris, and the time in Rome?", "Rome", ["Rome"]),
                               ("Weather in Paris, and the time there?", "Lyon", [])):
        seen.clear()
        model = ScriptedModel([json.dumps(r) for r in [*script, {"city": city}]])
        step = Agent(model, [get_weather, get_time], decision_mode="json").start(
            request, save_to=False).step()
        assert [s["stage"] for s in step.stages][-2:] == ["fill", "also"]
        assert [c.arguments["city"] for c in step.tool_calls if c.name == "get_time"] == ran
        assert seen == ran  # what ran is what the step shows
        assert [(c.name, c.arguments) for c in step.dropped] == (
            [] if ran else [("get_time", {"city": "Lyon"})])


def test_the_also_stage_does_not_ask_again_for_a_tool_the_request_has_a_result_of():
    """A chain's second step: the part of the request that speaks of the lookup was served
    by its result, so the also stage does not offer it beside the next call (asked, a small
    model repeats the lookup)."""
    @tool
    def get_capital(country: str) -> str:
        """Capital city of a country.

        Args:
            country: Country name.
        """
        return "Cairo"

    @tool
    def get_population(city: str) -> int:
        """Number of people living in a city.

        Args:
            city: City name.
        """
        return 10100166

    script = [{"country": "Egypt"}, {"action": "get_population"}, {"city": "Cairo"},
              {"action": "final_answer"}, "About 10.1 million people live in Cairo."]
    model = ScriptedModel([s if isinstance(s, str) else json.dumps(s) for s in script])
    run = Agent(model, [get_population, get_capital], decision_mode="json").start(
        "How many people live in the capital of Egypt?", save_to=False)
    run.step(tool_choice="get_capital")
    second = run.step()
    assert [s["stage"] for s in second.stages] == ["choose"]  # then the fill, and no also
    assert second.request["stage"] == "fill"
    assert [(c.name, c.arguments) for c in second.tool_calls] == [
        ("get_population", {"city": "Cairo"})]
    run.step()
    assert run.answer == "About 10.1 million people live in Cairo."


def test_another_tool_must_be_named_by_words_the_called_one_lacks():
    @tool
    def get_weather_week(city: str) -> str:
        """The weather for the next seven days in a city.

        Args:
            city: City name.
        """
        return city

    calls = [ToolCall("c", "get_weather", {"city": "Paris"})]
    tools = [get_weather, get_weather_week]
    assert also_asked(calls, tools, "Weather in Paris today, and the weather in Rome") == []
    assert [t.name for t in also_asked(calls, tools, "Weather in Paris, and this week's "
                                       "weather in Rome")] == ["get_weather_week"]


def fill(first, *more):
    """The stage replies: choose get_weather, fill its first call, then the others."""
    return [json.dumps({"action": "get_weather"}), json.dumps(first),
            json.dumps({"calls": list(more)})]


def test_the_step_runs_the_asked_calls_and_keeps_the_dropped_ones(tmp_path):
    model = ScriptedModel([*fill({"city": "Paris"}, {"city": "Tokyo"}, {"city": "Paris",
                                                                         "unit": "f"}),
                           json.dumps({"action": "final_answer"}), "Rain and sun."])
    agent = Agent(model, [get_weather], decision_mode="json", calls_per_step=3)
    assert any(isinstance(p, KeepStatedCalls) for p in agent.policies)
    run = agent.start("What is the weather in Paris and Tokyo?", save_to=tmp_path / "r.json")
    step = run.step()
    assert [c.arguments for c in step.tool_calls] == [{"city": "Paris"}, {"city": "Tokyo"}]
    assert [r.call_id for r in step.results] == [c.id for c in step.tool_calls]
    assert [c.arguments for c in step.dropped] == [{"city": "Paris", "unit": "f"}]
    assert step.policies == ["keep_stated_calls"]
    # shown where a person reads the step
    assert 'not run: get_weather({"city": "Paris", "unit": "f"})' in step.summary()
    assert "not run" in step_html(step) and "keep_stated_calls" in step_html(step)
    # the history shows the calls that ran, not the dropped one
    shown = json.loads(run.state.messages[-3]["content"])
    assert [c["action_input"] for c in shown] == [{"city": "Paris"}, {"city": "Tokyo"}]
    run.run()
    again = Run.load(tmp_path / "r.json")
    assert [c.arguments for c in again.steps[0].dropped] == [{"city": "Paris", "unit": "f"}]


def test_without_the_policy_every_call_runs():
    model = ScriptedModel([*fill({"city": "Paris"}, {"city": "Lima"})])
    agent = Agent(model, [get_weather], decision_mode="json", calls_per_step=2,
                  keep_stated_calls=False)
    step = agent.start("What is the weather in Paris, please?", save_to=False).step()
    assert [c.arguments["city"] for c in step.tool_calls] == ["Paris", "Lima"]
    assert step.dropped == [] and "keep_stated_calls" not in step.policies


def test_the_dropped_calls_survive_every_store(tmp_path):
    for target in (tmp_path / "r.json", tmp_path / "runs.db"):
        model = ScriptedModel([*fill({"city": "Paris"}, {"city": "Nice"})])
        run = Agent(model, [get_weather], decision_mode="json", calls_per_step=2,
                    max_steps=1).start("Weather in Paris, please?", save_to=target)
        run.step()
        again = Run.load(target, run_id=run.id if target.suffix == ".db" else None)
        assert [c.arguments for c in again.steps[0].dropped] == [{"city": "Nice"}]


# Written before the gate was run on any model: (request, the first call, whether the
# more stage is asked for further calls of its tool).
LISTS = [
    ("What's the weather in Oslo and Bergen?", ("get_weather", {"city": "Oslo"}), True),
    ("Weather in Lima, and in Quito?", ("get_weather", {"city": "Lima"}), True),
    ("Convert 30 and 40 Celsius to Fahrenheit", ("celsius_to_fahrenheit", {"celsius": 30}),
     True),
    # what follows the listing speaks of another tool: it asks for that tool, not for more
    ("What's the weather in Oslo, and convert 12 Celsius to Fahrenheit?",
     ("get_weather", {"city": "Oslo"}), False),
    ("Is it warm in Rome? And convert 18 Celsius to Fahrenheit",
     ("get_weather", {"city": "Rome"}), False),
    # listed first, then another tool: the list still asks for more
    ("Weather in Oslo and Bergen, and also convert 5 Celsius to Fahrenheit",
     ("get_weather", {"city": "Oslo"}), True),
    # the converter's one word ("temperature") and no number: no request for the converter
    ("Weather in Rome and the temperature in Milan", ("get_weather", {"city": "Rome"}), True),
]


@pytest.mark.parametrize(("request_", "made", "more"), LISTS)
def test_a_listing_that_speaks_of_another_tool_asks_for_no_more_calls(request_, made, more):
    call = ToolCall("a", *made)
    tools = [get_weather, celsius_to_fahrenheit]
    called = next(t for t in tools if t.name == call.name)
    assert lists_more(call, request_, tools, called) is more
    assert lists_more(call, request_)  # each lists beside the value: blind to tools, it asks


def test_a_later_call_keep_stated_calls_mends_is_its_change_alone():
    model = ScriptedModel([*fill({"city": "Paris"}, {"city": "Tokyo", "unit": "f"})])
    agent = Agent(model, [get_weather], decision_mode="json", calls_per_step=2)
    step = agent.start("What is the weather in Paris and Tokyo?", save_to=False).step()
    assert [c.arguments for c in step.tool_calls] == [{"city": "Paris"}, {"city": "Tokyo"}]
    assert step.tool_calls[1].grounded == {"unit": "f"}
    # ground_arguments changed nothing: it is not named as acting
    assert step.policies == ["keep_stated_calls"]


def test_a_copy_is_a_string_from_the_tools_text_the_request_does_not_say():
    from agentnb import Tool
    from agentnb.unsaid import copied

    tool = Tool.from_schema("get_weather", "Current weather in a city.", {
        "type": "object", "properties": {
            "city": {"type": "string", "description": 'City name, e.g. "Paris"'},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            "country": {"type": "string", "default": "City"}}}, fn=None)
    asked = "What's the weather in Lyon?"
    assert copied(ToolCall("c", "get_weather", {"city": "Paris"}), tool, asked) == ["city"]
    assert copied(ToolCall("c", "get_weather", {"city": "city name"}), tool, asked) == ["city"]
    for args in [{"city": "Lyon"}, {"city": "Lille"}, {"city": "Lyon", "unit": "celsius"},
                 {"city": "Lyon", "country": "City"}, {"city": ""}, {"city": 3}]:
        assert copied(ToolCall("c", "get_weather", args), tool, asked) == [], args
    assert copied(ToolCall("c", "get_weather", {"city": "Paris"}), tool,
                  "Weather in Paris?") == []
    assert copied(ToolCall("c", "get_weather", {"city": "Paris"}), tool, asked,
                  '{"nearest": "Paris"}') == []  # a result gave it


def test_a_later_call_that_makes_up_a_required_value_is_dropped_not_mended():
    request = "Weather in Madrid in celsius and in Miami in fahrenheit."
    calls = [ToolCall("a", "w", {"city": "Madrid", "unit": "celsius"}),
             ToolCall("b", "w", {"city": "Mumbai", "unit": "fahrenheit"})]
    out, dropped = stated_calls(calls, request, required=["city"])
    assert [c.arguments for c in out] == [{"city": "Madrid", "unit": "celsius"}]
    assert [c.arguments for c in dropped] == [{"city": "Mumbai", "unit": "fahrenheit"}]
    # without knowing city is required, the first call's value stood in: a call nobody
    # asked for
    out, _ = stated_calls([ToolCall("a", "w", {"city": "Madrid", "unit": "celsius"}),
                           ToolCall("b", "w", {"city": "Mumbai", "unit": "fahrenheit"})],
                          request)
    assert out[1].arguments == {"city": "Madrid", "unit": "fahrenheit"}
    # a made-up optional value (a modifier) still takes the first call's
    calls = [ToolCall("a", "w", {"city": "Paris", "unit": "celsius"}),
             ToolCall("b", "w", {"city": "Tokyo", "unit": "kelvin"})]
    out, _ = stated_calls(calls, "Weather in Paris and Tokyo, in celsius", required=["city"])
    assert [c.arguments for c in out] == [{"city": "Paris", "unit": "celsius"},
                                          {"city": "Tokyo", "unit": "celsius"}]
    # and through the policy, which knows the tool's required parameters

    @tool
    def weather(city: str, unit: str = "celsius") -> str:
        """Weather in a city.

        Args:
            city: the city.
            unit: celsius or fahrenheit.
        """
        return "sunny"

    def step_on(asked: str) -> Step:
        model = ScriptedModel([json.dumps({"city": "Madrid", "unit": "celsius"}), json.dumps(
            {"calls": [{"city": "Mumbai", "unit": "fahrenheit"}]})])
        return Agent(model, [weather], decision_mode="json", calls_per_step=2).start(
            asked, save_to=False).step(tool_choice="weather")

    step = step_on("Weather in Madrid in celsius, then fahrenheit for Miami.")
    assert [c.arguments for c in step.tool_calls] == [{"city": "Madrid", "unit": "celsius"}]
    assert [c.arguments for c in step.dropped] == [{"city": "Mumbai", "unit": "fahrenheit"}]
    assert step.policies == ["keep_stated_calls"]
    # where the request writes its items alike, the second item gives the value
    # (agentnb.items)
    step = step_on(request)
    assert [c.arguments for c in step.tool_calls] == [{"city": "Madrid", "unit": "celsius"},
                                                      {"city": "Miami", "unit": "fahrenheit"}]
    assert step.tool_calls[1].grounded == {"city": "Mumbai"} and step.dropped == []


# written after the aside rule learned that a listing word closes an aside and that an
# aside asking for a value is none (bench/ordinary_requests.py's seventeenth group), not
# used to write it: the later call asked for, then not
ASIDES_ASKED = [
    ("Weather in Nice, where my parents live, and in Lyon",
     [{"city": "Nice"}, {"city": "Lyon"}]),
    ("Price of AAPL, which I own, and of TSLA", [{"symbol": "AAPL"}, {"symbol": "TSLA"}]),
    ("Population of Chile; my brother wants Peru too",
     [{"country": "Chile"}, {"country": "Peru"}]),
    ("Define 'ardent', and because my son asks, 'fervent'",
     [{"word": "ardent"}, {"word": "fervent"}]),
    ("Stock price of IBM, and because my dad holds it, of HPQ",
     [{"symbol": "IBM"}, {"symbol": "HPQ"}]),
]
ASIDES_NOT_ASKED = [
    ("Weather in Quito; my cousin moved to Lima", [{"city": "Quito"}, {"city": "Lima"}]),
    ("Price of AMZN; we shorted EBAY once", [{"symbol": "AMZN"}, {"symbol": "EBAY"}]),
    ("Population of Egypt, since my grandmother grew up in Sudan",
     [{"country": "Egypt"}, {"country": "Sudan"}]),
    ("Tides for Cherbourg; we sailed past Guernsey and Jersey",
     [{"port": "Cherbourg"}, {"port": "Guernsey"}, {"port": "Jersey"}]),
]


@pytest.mark.parametrize(("request_text", "calls"), ASIDES_ASKED)
def test_an_aside_a_listing_word_closes_or_that_asks_keeps_the_later_call(request_text,
                                                                          calls):
    assert kept(request_text, *calls) == calls


@pytest.mark.parametrize(("request_text", "calls"), ASIDES_NOT_ASKED)
def test_an_aside_that_leads_into_the_later_value_drops_it(request_text, calls):
    assert kept(request_text, *calls) == calls[:1]


# written after the calls' values said in other words were read (a code made from a word,
# a value whose initials are the request's code; bench/ordinary_requests.py's nineteenth
# group), not used to write them
@pytest.mark.parametrize(("request_text", "calls"), [
    ("Prices of Amazon and Netflix", [{"symbol": "AMZN"}, {"symbol": "NFLX"}]),
    ("Stock prices of Adobe and Amazon", [{"symbol": "ADBE"}, {"symbol": "AMZN"}]),
    ("Flights from Chicago to Miami and to Dallas",
     [{"from": "CHI", "to": "MIA"}, {"from": "CHI", "to": "DAL"}]),
    ("Weather in KC and SLC", [{"city": "Kansas City"}, {"city": "Salt Lake City"}]),
])
def test_a_later_value_said_in_other_words_is_kept(request_text, calls):
    assert kept(request_text, *calls) == calls


@pytest.mark.parametrize(("request_text", "calls"), [
    ("Price of Apple", [{"symbol": "AAPL"}, {"symbol": "AMZN"}]),  # made of no word
    ("Weather in KC", [{"city": "Kansas City"}, {"city": "Salt Lake City"}]),
    ("Prices of Apple; I sold Microsoft", [{"symbol": "AAPL"}, {"symbol": "MSFT"}]),
    # a misspelled code is made of no code the request writes (seen in `--later asides`)
    ("Price of MSFT and, while you are at it, ORCL.", [{"symbol": "MSFT"}, {"symbol": "OCL"}]),
])
def test_a_later_value_in_other_words_the_request_does_not_ask_for_is_dropped(request_text,
                                                                              calls):
    assert kept(request_text, *calls) == calls[:1]


def test_more_calls_are_asked_for_beside_a_value_said_in_other_words():
    stock = ToolCall("a", "get_stock_price", {"symbol": "AAPL"})
    assert lists_more(stock, "Stock prices of Apple and Microsoft")
    assert not lists_more(stock, "Stock price of Apple")
    city = ToolCall("a", "get_weather", {"city": "Paris"})
    assert lists_more(city, "Weather in Paris (my home) and Rome")


# the next sentence that adds ("also", "too", "as well"): the more stage is asked there,
# and its value is listed with the one before; a next sentence that adds nothing asks for
# no more calls, and one that names a value without adding drops its call
@pytest.mark.parametrize(("request_text", "calls"), [
    ("Population of Peru. Chile too, please.", [{"country": "Peru"}, {"country": "Chile"}]),
    ("Local time in Tokyo. My boss wants Sydney as well.",
     [{"city": "Tokyo"}, {"city": "Sydney"}]),
    ("Define 'sanguine'. Please define 'laconic' too.",
     [{"word": "sanguine"}, {"word": "laconic"}]),
    ("Factorial of 6? I need the one of 9 as well.", [{"n": 6}, {"n": 9}]),
])
def test_a_value_in_a_next_sentence_that_adds_is_kept(request_text, calls):
    assert lists_more(ToolCall("a", "t", calls[0]), request_text)
    assert kept(request_text, *calls) == calls


@pytest.mark.parametrize(("request_text", "calls"), [
    ("Population of Peru. My friend lives in Chile.", [{"country": "Peru"},
                                                        {"country": "Chile"}]),
    ("Local time in Tokyo. Sydney is nice.", [{"city": "Tokyo"}, {"city": "Sydney"}]),
    # two sentences on: not the next one
    ("Weather in Rome. It rains. Naples too?", [{"city": "Rome"}, {"city": "Naples"}]),
])
def test_a_value_in_a_next_sentence_that_does_not_add_is_dropped(request_text, calls):
    assert kept(request_text, *calls) == calls[:1]


def test_more_calls_are_asked_for_where_the_next_sentence_adds_only():
    city = ToolCall("a", "get_weather", {"city": "Rome"})
    assert lists_more(city, "Weather in Rome? I also need Naples.")
    assert not lists_more(city, "Weather in Rome? I need an umbrella.")
    assert not lists_more(city, "Weather in Rome? It rains. Naples too?")
    # the cost, shown: "also" in an aside adds too, so the more stage is asked and a
    # call for the aside's value runs if the model makes it
    assert kept("Population of Peru. I also visited Chile.", {"country": "Peru"},
                {"country": "Chile"}) == [{"country": "Peru"}, {"country": "Chile"}]


def test_a_next_sentence_that_adds_carries_the_first_ones_values_over():
    """A value the first sentence says once, kept by the later call, separates no list
    there: "too" asks again what the first sentence asks. With a listing word alone the
    value still separates ("a circle with radius 5, in meters"), so "Chile in 1990, and
    Argentina" drops Argentina's call: a miss this rule leaves as it was."""
    assert kept("Population of Chile in 1990. Argentina too, please.",
                {"country": "Chile", "year": 1990}, {"country": "Argentina", "year": 1990}
                ) == [{"country": "Chile", "year": 1990}, {"country": "Argentina", "year": 1990}]
    assert kept("Population of Chile in 1990, and Argentina.",
                {"country": "Chile", "year": 1990}, {"country": "Argentina", "year": 1990}
                ) == [{"country": "Chile", "year": 1990}]


# written before the more stage's gate and the listing read joins of several words and a
# spaced dash (the twenty-sixth group of bench/ordinary_requests.py found "as well as",
# "along with", "in addition to", "— and" and "Same for" unasked): other words and tools
@pytest.mark.parametrize(("request_text", "calls"), [
    ("Stock price of IBM together with ORCL", [{"symbol": "IBM"}, {"symbol": "ORCL"}]),
    ("Population of Chad as well as Niger", [{"country": "Chad"}, {"country": "Niger"}]),
    ("Define 'apt' along with 'pithy'", [{"word": "apt"}, {"word": "pithy"}]),
    ("Time in Tokyo — and in Seoul?", [{"city": "Tokyo"}, {"city": "Seoul"}]),
    ("Factorial of 5. Same for 8.", [{"n": 5}, {"n": 8}]),
])
def test_items_joined_by_several_words_or_a_dash_are_asked_and_kept(request_text, calls):
    assert lists_more(ToolCall("a", "t", calls[0]), request_text)
    assert kept(request_text, *calls) == calls


@pytest.mark.parametrize(("request_text", "first"), [
    ("Weather in Oslo as well", {"city": "Oslo"}),
    ("Population of Chad in addition", {"country": "Chad"}),
    ("Population of Chad is the same as last year?", {"country": "Chad"}),
    ("Flights LHR–JFK", {"origin": "LHR", "destination": "JFK"}),
])
def test_no_more_calls_are_asked_without_a_second_item(request_text, first):
    assert not lists_more(ToolCall("a", "t", first), request_text)
