"""CheckFollowUps: after a request has results, a call whose required value nothing in
the conversation says does not run; the model is asked again without its tool."""

import json

from agentnb import Agent, tool
from agentnb.testing import ScriptedModel, tool_call_message
from agentnb.types import ToolCall
from agentnb.unsaid import made_up
from tests.helpers.common import answer, celsius_to_fahrenheit, decision

ran: list[tuple[str, dict]] = []


@tool
def get_weather(city: str, unit: str = "celsius") -> dict:
    """Current weather for a city.

    Args:
        city: City name, e.g. "Paris".
        unit: celsius or fahrenheit.
    """
    ran.append(("get_weather", {"city": city}))
    return {"city": city, "temperature_c": 18, "sky": "rain"}


def json_agent(replies, **options):
    model = ScriptedModel(replies)
    return Agent(model, [get_weather, celsius_to_fahrenheit], decision_mode="json",
                 max_steps=5, **options)


def test_a_follow_up_with_a_made_up_value_is_asked_again_and_never_runs():
    ran.clear()
    run = json_agent([
        decision("celsius_to_fahrenheit", {"celsius": 0}),
        decision("get_weather", {"city": "Paris"}),  # "Paris": the description's example
        answer("0 degrees Celsius is 32 degrees Fahrenheit."),
    ]).start("Convert 0 degrees Celsius to Fahrenheit.", save_to=False).run()
    assert ran == [] and run.answer == "0 degrees Celsius is 32 degrees Fahrenheit."
    step = run.steps[1]
    assert step.policies == ["check_follow_ups"] and step.tool_calls == []
    assert step.redecided["by"] == "check_follow_ups"
    assert step.redecided["excluded"] == ["get_weather"]
    assert "get_weather's city=\"Paris\"" in step.redecided["note"]
    assert "nothing in the conversation says" in step.asked_again()
    # turned off, the same call runs
    run = json_agent([
        decision("celsius_to_fahrenheit", {"celsius": 0}),
        decision("get_weather", {"city": "Paris"}), answer("done")], check_follow_ups=False).start(
        "Convert 0 degrees Celsius to Fahrenheit.", save_to=False).run()
    assert ran == [("get_weather", {"city": "Paris"})]


def test_values_from_the_request_results_answers_pins_and_memories_count_as_said():
    cases = [  # (what says the value, the request, the follow-up call's city)
        ("a result", "Paris weather in Fahrenheit?", {"celsius": 18}),
        ("in part", "Weather in Paris in Fahrenheit?", {"city": "Paris, France"}),
    ]
    for _, request, follow in cases:
        ran.clear()
        name = "get_weather" if "city" in follow else "celsius_to_fahrenheit"
        run = json_agent([decision("get_weather", {"city": "Paris"}), decision(name, follow),
                          answer("ok")]).start(request, save_to=False)
        run.run()
        assert run.steps[1].policies == [] and run.steps[1].tool_calls[0].arguments == follow
    # a pinned fact, and an answer earlier in the conversation
    for options, first_answer in (({"pinned": ["I live in Lyon."]}, None),
                                  ({}, "Your city is Lyon.")):
        ran.clear()
        replies = [decision("celsius_to_fahrenheit", {"celsius": 5}),
                   decision("get_weather", {"city": "Lyon"}), answer("ok")]
        if first_answer:
            replies = [answer(first_answer), *replies]
        agent = json_agent(replies, **options)
        run = agent.start("Where do I live?" if first_answer else "5 C in F?", save_to=False)
        if first_answer:
            run.run()
            run.inject("Convert 5 C to F, then the weather there.")
        run.run()
        assert ("get_weather", {"city": "Lyon"}) in ran, options


def test_a_first_decision_and_a_steered_step_are_left_alone():
    ran.clear()
    # the request's first decision: a request can mean a value in other words
    run = json_agent([decision("get_weather", {"city": "Paris"}), answer("ok")]).start(
        "What's the weather in the French capital?", save_to=False)
    assert run.step().policies == ["check_copies"] and ran == [("get_weather", {"city": "Paris"})]
    # a step steered to the tool by name
    run = json_agent([decision("celsius_to_fahrenheit", {"celsius": 0}),
                      json.dumps({"city": "Rome"}), answer("ok")]).start("0 C in F?",
                                                                         save_to=False)
    run.step()
    assert run.step(tool_choice="get_weather").policies == []
    assert ran[-1] == ("get_weather", {"city": "Rome"})
    # "required" with the one tool: leaving it out would allow every tool again
    run = Agent(ScriptedModel([json.dumps({"city": "Paris"}), json.dumps({"city": "Oslo"})]),
                [get_weather],  # one tool, a call required: the fill alone
                decision_mode="json").start("Weather in Paris?", save_to=False)
    run.step(tool_choice="required")
    assert run.step(tool_choice="required").policies == []
    assert ran[-1] == ("get_weather", {"city": "Oslo"})


def test_only_the_made_up_calls_of_a_decision_are_left_out():
    ran.clear()
    model = ScriptedModel([
        tool_call_message("celsius_to_fahrenheit", {"celsius": 0}, "a"),
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "b", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}},
            {"id": "c", "type": "function",
             "function": {"name": "celsius_to_fahrenheit", "arguments": '{"celsius": 32}'}}]},
        "ok"])
    agent = Agent(model, [get_weather, celsius_to_fahrenheit], check_follow_ups=True)
    run = agent.start("0 C in F?", save_to=False)
    run.step()
    step = run.step()
    assert [c.id for c in step.tool_calls] == ["c"] and [c.id for c in step.dropped] == ["b"]
    assert ran == [] and step.policies == ["check_follow_ups"]
    assert 'not run: get_weather({"city": "Oslo"}): nothing in the conversation says a ' \
        "value of it (check_follow_ups)" in step.summary()
    assert "(check_follow_ups)" in step._repr_html_()
    # native mode is left alone by default
    model.queue = [tool_call_message("celsius_to_fahrenheit", {"celsius": 0}, "a"),
                     tool_call_message("get_weather", {"city": "Oslo"}, "b"), "ok"]
    run = Agent(model, [get_weather, celsius_to_fahrenheit]).start("0 C in F?", save_to=False)
    run.step()
    assert run.step().policies == [] and ran == [("get_weather", {"city": "Oslo"})]


def test_made_up_reads_required_values_only():
    texts = ["Convert 0 degrees Celsius to Fahrenheit.", "32.0"]
    call = ToolCall("a", "get_weather", {"city": "Paris", "unit": "kelvin"})
    assert made_up(call, get_weather, texts) == ["city"]  # optional values aside
    assert made_up(ToolCall("a", "get_weather", {"city": "celsius"}), get_weather, texts) == []
    for city, says in (("The result is", []), (", ", []), ("Tokyo, Japan", ["Tokyo"]),
                       ("Parisian", ["Paris"]), ("東京", ["東京の天気は？"]),
                       ("a@b.c", ["Mail a@b.c"])):
        call = ToolCall("a", "get_weather", {"city": city})
        assert made_up(call, get_weather, ["How warm is it?", *says]) == \
            ([] if says else ["city"]), city  # function words and marks say nothing
    # a number is never made up: the model may compute it ("double it", "15%")
    assert made_up(ToolCall("b", "celsius_to_fahrenheit", {"celsius": 31}),
                   celsius_to_fahrenheit, texts) == []
    assert made_up(ToolCall("a", "get_weather", {"city": "10.0"}), get_weather,
                   ["-10 C in F?", "50.0"]) == ["city"]  # a string: -10 is not 10.0

    @tool
    def pick(size: str, sizes: list[str], exact: bool) -> str:
        """Pick a size.

        Args:
            size: One of the sizes.
            sizes: Sizes to choose from.
            exact: Whether to match exactly.
        """
        return size

    pick.parameters["properties"]["size"]["enum"] = ["S", "M", "L"]
    call = ToolCall("c", "pick", {"size": "L", "sizes": ["7", "9"], "exact": True})
    assert made_up(call, pick, ["Sizes 9 or 11"]) == []  # an enum, a flag; "9" is said
    assert made_up(call, pick, ["Sizes 10 or 11"]) == ["sizes"]
