"""AnswerWhenServed: once the results answer the request, a call the model makes is set
aside and it answers. The requests are everyday ones written for these tests; the model is
scripted (its replies are given), so these test the policy, not what a model chooses."""

import json

from agentnb import Agent, tool
from agentnb.relevance import answered, gives, result_words
from tests.helpers.common import answer, decision

ran: list[tuple[str, dict]] = []


@tool
def get_weather(city: str) -> dict:
    """Current weather for a city.

    Args:
        city: City name, e.g. "Paris".
    """
    ran.append(("get_weather", {"city": city}))
    known = {"tokyo": (25, "clear"), "paris": (18, "rain")}
    if city.lower() not in known:
        return {"error": f"no weather data for {city}"}
    t, sky = known[city.lower()]
    return {"city": city, "temperature_c": t, "sky": sky}


@tool
def celsius_to_fahrenheit(celsius: float) -> float:
    """Convert a temperature from Celsius to Fahrenheit.

    Args:
        celsius: Temperature in degrees Celsius.
    """
    ran.append(("celsius_to_fahrenheit", {"celsius": celsius}))
    return round(celsius * 9 / 5 + 32, 1)


@tool
def get_capital(country: str) -> str:
    """Capital city of a country.

    Args:
        country: Country name, e.g. "Italy".
    """
    ran.append(("get_capital", {"country": country}))
    return {"japan": "Tokyo"}.get(country.lower(), "unknown")


def run_of(request, tools, replies, **options):
    from agentnb.testing import ScriptedModel

    ran.clear()
    agent = Agent(ScriptedModel(replies), tools, decision_mode="json", max_steps=5, **options)
    return agent.start(request, save_to=False).run()


WEATHER = [get_weather, celsius_to_fahrenheit]


def test_a_call_after_the_results_answer_the_request_is_set_aside():
    run = run_of("What is the temperature in Tokyo?", WEATHER, [
        decision("get_weather", {"city": "Tokyo"}),
        decision("celsius_to_fahrenheit", {"celsius": 25}),  # nobody asked for Fahrenheit
        answer("It is 25 degrees Celsius in Tokyo."),
    ])
    assert ran == [("get_weather", {"city": "Tokyo"})]
    assert run.answer == "It is 25 degrees Celsius in Tokyo."
    step = run.steps[1]
    assert step.policies == ["answer_when_served"]
    assert step.redecided["by"] == "answer_when_served"
    assert step.redecided["excluded"] == ["get_weather", "celsius_to_fahrenheit"]
    assert "celsius_to_fahrenheit" in json.dumps(step.redecided["rejected"])
    assert "the results already answer the request" in step.asked_again()
    assert "the results already answer the request" in step.summary()
    # turned off, the converter runs
    run = run_of("What is the temperature in Tokyo?", WEATHER, [
        decision("get_weather", {"city": "Tokyo"}),
        decision("celsius_to_fahrenheit", {"celsius": 25}),
        answer("77 degrees.")], answer_when_served=False)
    assert [n for n, _ in ran] == ["get_weather", "celsius_to_fahrenheit"]


def test_a_request_that_asks_for_more_goes_on():
    # "Fahrenheit" is in no result yet: the conversion runs
    run = run_of("What is the temperature in Tokyo in Fahrenheit?", WEATHER, [
        decision("get_weather", {"city": "Tokyo"}),
        decision("celsius_to_fahrenheit", {"celsius": 25}),
        answer("77 °F in Tokyo.")])
    assert [n for n, _ in ran] == ["get_weather", "celsius_to_fahrenheit"]
    assert all("answer_when_served" not in s.policies for s in run.steps)
    # a chain: the capital's result holds no word of "weather"
    run = run_of("What is the weather in the capital of Japan?", [get_capital, get_weather], [
        decision("get_capital", {"country": "Japan"}),
        decision("get_weather", {"city": "Tokyo"}),
        answer("Clear, 25 degrees.")])
    assert [n for n, _ in ran] == ["get_capital", "get_weather"]
    # a second city the request names: the description's example "Paris" does not count
    run_of("What's the weather in Tokyo and Paris?", [get_weather], [
        decision("get_weather", {"city": "Tokyo"}),
        decision("get_weather", {"city": "Paris"}),
        answer("Clear in Tokyo, rain in Paris.")])
    assert [a["city"] for _, a in ran] == ["Tokyo", "Paris"]


def test_a_result_that_found_nothing_answers_nothing():
    # the wrong first call echoes every word of the request in its error
    run_of("What is the weather in the capital of Japan?", [get_capital, get_weather], [
        decision("get_weather", {"city": "capital of Japan"}),
        decision("get_capital", {"country": "Japan"}),
        decision("get_weather", {"city": "Tokyo"}),
        answer("Clear, 25 degrees.")])
    assert [n for n, _ in ran] == ["get_weather", "get_capital", "get_weather"]
    for nothing in ('{"error": "no weather data for capital of Japan"}', "null", '""', "0",
                    '"unknown"', "Not found", "[]"):
        assert result_words(nothing) is None, nothing
    assert result_words('{"city": "Tokyo", "sky": ["clear"]}') == {"city", "tokyo", "sky",
                                                                    "clear"}


def test_steered_and_first_decisions_are_left_alone():
    # under "required" a call is wanted: it runs
    from agentnb.testing import ScriptedModel

    ran.clear()
    run = Agent(ScriptedModel([decision("get_weather", {"city": "Tokyo"}),
                               decision("celsius_to_fahrenheit", {"celsius": 25}),
                               answer("77.")]),
                WEATHER, decision_mode="json").start("What is the temperature in Tokyo?",
                                                     save_to=False)
    run.step()
    run.step(tool_choice="required")
    assert [n for n, _ in ran] == ["get_weather", "celsius_to_fahrenheit"]
    # the request's first decision has no result to answer it
    run_of("Convert 30 degrees Celsius to Fahrenheit.", WEATHER, [
        decision("celsius_to_fahrenheit", {"celsius": 30}), answer("86.")])
    assert ran == [("celsius_to_fahrenheit", {"celsius": 30})]


def test_answered_needs_every_content_word_of_the_request():
    tokyo = '{"city": "Tokyo", "temperature_c": 25, "sky": "clear"}'
    assert answered("What is the temperature in Tokyo right now, please?",
                    [(get_weather, tokyo, {})])
    assert answered("Is it clear in Tokyo today?", [(get_weather, tokyo, {})])
    assert not answered("Is it snowing in Tokyo?", [(get_weather, tokyo, {})])
    assert not answered("How warm is it in Tokyo?", [(get_weather, tokyo, {})])  # "warm"
    assert not answered("What time is it in Tokyo?", [(get_weather, tokyo, {})])
    # the tool's own text counts, its examples do not
    assert answered("Convert 30 Celsius to Fahrenheit.", [(celsius_to_fahrenheit, "86.0", {})])
    assert not answered("Weather in Paris?", [(get_weather, '{"temperature_c": 18}', {})])
    # a lone value answers the lookup the tool's text names, not more
    assert answered("Capital of Japan?", [(get_capital, '"Tokyo"', {})]) is False  # "japan"
    assert answered("Capital of Japan?", [(get_capital, '"Tokyo"', {}),
                                          (None, '{"country": "Japan"}', {})])
    assert not answered("", [(get_weather, tokyo, {})])


def test_what_a_tool_gives_is_its_name_and_its_descriptions_head():
    """A tool's parameters and the inputs its description names are not what it gives."""
    from agentnb import Tool

    weather = Tool.from_schema(
        "get_weather", "Current weather for a city, in Celsius or Fahrenheit.",
        {"type": "object", "properties": {
            "city": {"type": "string"},
            "unit": {"type": "string", "description": "celsius or fahrenheit"}}},
        fn=lambda **kw: {})
    assert gives(weather) == {"weath", "curre"}
    result = '{"city": "Paris", "temperature": 18, "unit": "celsius"}'
    assert not answered("Weather in Paris in Fahrenheit?", [(weather, result, {})])
    assert answered("Weather in Paris in Celsius?", [(weather, result, {})])
    # one-letter words are units: held only where a result holds them
    paris = '{"city": "Paris", "temperature_c": 18}'
    assert not answered("Paris temperature in F?", [(get_weather, paris, {})])
    assert answered("Paris temperature in F?", [(get_weather, paris[:-1] + ', "unit": "F"}', {})])
    assert answered("What's the temperature in Paris? I'd like it now.", [(get_weather, paris, {})])


def test_a_name_the_call_was_given_is_held_by_its_result():
    """A result that does not repeat the request's value answers it when the call that gave
    it was given that value as a name the request writes with capitals."""
    from agentnb.relevance import names

    @tool
    def get_time(city: str) -> str:
        """Current local time in a city.

        Args:
            city: City name, e.g. "London".
        """
        return "21:40"

    @tool
    def get_ceo(company: str) -> str:
        """Name of a company's chief executive.

        Args:
            company: Company name.
        """
        return "Tim Cook"

    assert answered("What time is it in Tokyo?", [(get_time, '"21:40"', {"city": "Tokyo"})])
    assert not answered("What time is it in Tokyo?", [(get_time, '"21:40"', {})])
    assert answered("Who is the CEO of Apple?", [(get_ceo, '"Tim Cook"', {"company": "Apple"})])
    # a value the request writes in lower case may describe what another call must find
    assert not answered("What time is it in the capital of Japan?",
                        [(get_time, '"21:40"', {"city": "capital of Japan"})])
    assert not answered("what time is it in tokyo?", [(get_time, '"21:40"', {"city": "tokyo"})])
    # a name that is only part of the request leaves the rest unheld
    assert not answered("What time is it in the capital of Japan?",
                        [(get_time, '"21:40"', {"city": "Japan"})])
    # a result that found nothing holds nothing, the name included
    assert not answered("What time is it in Tokyo?", [(get_time, '"unknown"', {"city": "Tokyo"})])
    # a capital at a sentence's start says nothing; a name given a value the request lacks
    # counts for nothing
    assert names("Tokyo time, please.", {"city": "Tokyo"}) == set()
    assert names("Tokyo time?", {"city": "Tokyo"}) == set()
    assert names("Time now? Tokyo, please.", {"city": "Tokyo"}) == set()
    assert names("What time is it in Tokyo?", {"city": "Osaka"}) == set()
    assert names("Flights on BA 117 from New York?", {"flight": "BA 117", "from": "New York",
                                                     "n": 3}) == {"ba", "york"}
    assert names("Weather in Paris and Rome?", {"cities": ["Paris", "Rome"]}) == {"paris",
                                                                                "rome"}
