"""Answer draws (``agentnb.draws``): what counts as trouble, which answer stands, and the
loop's record of the draws, with a scripted model (its replies written here, labelled as
such); ``tests/test_e2e_embedded.py`` draws on the embedded model."""

import html
import json

import pytest

from agentnb import Agent, Run, Step, Tool
from agentnb.checks import (
    Evidence,
    Signs,
    confirms,
    echoes,
    holds,
    labels,
    result_values,
    signs,
    trouble,
    unsupported_numbers,
)
from agentnb.config import Settings
from agentnb.draws import DRAW_TEMPERATURE, chosen
from agentnb.errors import ConfigError
from agentnb.relevance import asked_values, says
from agentnb.testing import ScriptedModel, tool_call_message
from agentnb.types import CHECK_KINDS
from tests.helpers.common import answered, celsius_to_fahrenheit, get_weather

TOOLS = [get_weather, celsius_to_fahrenheit]
PARIS = json.dumps({"city": "Paris", "temperature_c": 18, "sky": "rain"})


def test_result_values_are_the_short_values_of_results_the_request_does_not_say():
    results = [PARIS, json.dumps({"ok": True, "note": None, "items": [{"km": 465}],
                                  "text": "x" * 61}), "14:40", "7", "y" * 61]
    assert result_values(results, "Weather in Paris?") == ["18", "rain", "465", "14:40", "7"]
    assert result_values([json.dumps([1490.0])], "10 dollars in yen") == ["1490.0"]
    assert result_values(['"Lima"', "Lima", "Paris"], "Is Paris the capital?") == ["Lima"]


def test_a_unit_beside_a_number_is_not_a_value_an_answer_must_hold():
    converted = json.dumps({"amount": 54.2, "currency": "USD"})
    assert result_values([converted], "Change 50 euros into dollars.") == ["54.2"]
    check = Evidence(["Change 50 euros into dollars.", converted],
                     result_values([converted], "Change 50 euros into dollars."))
    assert trouble("You would convert it from a currency like USD to EUR.", check) == [
        "holds none of the results' values"]
    assert trouble("50 euros is 54.2 USD.", check) == []
    # a unit word too, nested; a unit with no number beside it is the result's content
    assert result_values([json.dumps({"route": {"distance": 531, "unit": "km"}})],
                         "How far?") == ["531"]
    assert result_values([json.dumps({"country": "Japan", "currency": "JPY"})],
                         "What currency does Japan use?") == ["JPY"]
    assert labels(json.loads(converted)) == {"USD"} and labels(["USD", 3]) == set()


def test_a_value_that_confirms_what_the_request_asks_about_counts_as_one_of_the_results():
    oslo = json.dumps({"city": "Oslo", "temperature_c": -3, "sky": "snow"})
    assert confirms([oslo], "Is it snowing in Oslo?", ["Oslo"]) == ["snow"]
    assert confirms([oslo], "Is it raining in Oslo?", ["Oslo"]) == []  # "snow" not said
    assert confirms([oslo], "What is the weather in Oslo?", ["Oslo, Norway"]) == []  # the call's
    assert confirms([json.dumps({"amount": 27.6, "currency": "EUR"})],
                    "Convert 30 USD to EUR.", [30, "USD", "EUR"]) == []
    # a key naming an input of the tool echoes that input, maybe in another form
    german = json.dumps({"text": "hallo", "language": "German"})
    request = "Is 'ciao' the German for 'hello'?"
    assert confirms([german], request, ["hello", "de"]) == ["German"]
    assert confirms([german], request, ["hello", "de"], [{"text", "target_language"}]) == []
    # a scripted model (its replies written here): the answer says yes and names the rain,
    # without the 18
    _, run, step = scripted("Yes, it is raining in Paris.", "unused",
                            request="Is it raining in Paris?")
    assert run.answer == "Yes, it is raining in Paris." and step.stages[1:] == []
    assert step.unused == [] and step.checks() == []
    # a bare yes holds nothing of the results (an echo in another form looks the same)
    _, run, step = scripted("Yes, it is.", "Yes.", "Sure.", "It is.",
                            request="Is it raining in Paris?")
    assert run.answer == "Yes, it is." and step.unused == ["18"]
    # the result does not confirm what the request asks about: a yes names nothing of it
    _, run, step = scripted("Yes, it is snowing in Paris.", "Snow.", "Paris.", "Yes.",
                            request="Is it snowing in Paris?")
    assert run.answer == "Yes, it is snowing in Paris." and step.unused == ["18", "rain"]


def test_a_result_giving_back_the_calls_argument_is_no_value_asked_for_or_used():
    plan = json.dumps({"plan": "basic", "renews": "2027-02-01"})
    assert echoes([({"plan": "basic"}, plan)]) == {("plan", "basic")}
    assert echoes([({"plan": "Basic "}, plan)]) == {("plan", "basic")}  # case and spaces
    # a value the tool changed, a key the call did not set, a result that is no object
    assert echoes([({"plan": "bas"}, plan), ({"tier": "basic"}, plan),
                   ({"plan": "basic"}, '["basic"]'), ({"plan": "basic"}, "basic")]) == set()
    team = json.dumps({"team": "Luxembourg", "city": "Luxembourg"})
    echoed = echoes([({"team": "Luxembourg"}, team)])
    assert echoed == {("team", "Luxembourg")}  # the city the tool found stays
    assert result_values([team], "Where are they from?", echoed) == ["Luxembourg"]
    assert result_values([plan], "When does my plan renew?", echoes(
        [({"plan": "basic"}, plan)])) == ["2027-02-01"]
    # through the loop (a scripted model, its replies written here): "my plan" does not ask
    # for the plan the call sent, and an answer repeating it alone shows nothing
    tool = Tool.from_schema("get_subscription", "A subscription and its renewal.", {
        "type": "object", "properties": {"plan": {"type": "string"}}, "required": ["plan"]},
        fn=lambda plan: {"plan": plan, "renews": "2027-02-01"})
    for answer, kinds in (("It renews on February 1st.", []),
                          ("You are on the basic plan.", ["unused", "left_out"])):
        _, step = answered(tool, {"plan": "basic"}, "When does my plan renew?", answer)
        assert step.check_kinds() == kinds


def test_holds_reads_numbers_by_value_and_words_without_case():
    assert holds("It costs $189.50.", "189.5") and holds("About 1,490 yen", "1490")
    assert holds("-4°C in Oslo", "-4") and not holds("4°C", "-4")
    assert holds("It is RAINING", "rain") and not holds("sunny", "rain")
    assert not holds("in 2023", "20")
    # a comma after a number is the sentence's, not the number's
    assert unsupported_numbers("It is 99, then 18, and 1,490.", ["18 and 1490"]) == ["99"]


def test_trouble_is_a_number_from_nowhere_or_none_of_the_results_values():
    sources = ["What is the weather in Paris?", PARIS]
    values = ["18", "rain"]
    assert trouble("It is 18 degrees with rain.", Evidence(sources, values)) == []
    assert trouble("It rains.", Evidence(sources, values)) == []  # one value is enough
    assert trouble("It is 2 degrees with rain.", Evidence(sources, values)) == [
        "states 2, in no request or tool result"]
    assert trouble("The results give the weather in Paris.", Evidence(sources, values)) == [
        "holds none of the results' values"]
    assert trouble("Nice weather.", Evidence(sources, [])) == []  # no value to look for


def test_a_value_the_request_asks_for_by_its_keys_name_must_be_in_the_answer():
    cairo = json.dumps({"city": "Cairo", "temperature_c": 31, "sky": "sunny"})
    assert asked_values([cairo], "What's the temperature in Cairo?") == [("temperature_c", "31")]
    assert asked_values([cairo], "Is the sky clear in Cairo?") == [("sky", "sunny")]
    assert asked_values([cairo], "How hot is it in Cairo?") == []  # no key named
    assert asked_values([cairo], "Which city is 31 degrees, Cairo?") == []  # said already
    # another unit asked for: the figure in the key's unit is not what the request wants
    assert asked_values([cairo], "What's the temperature in Cairo in Fahrenheit?") == []
    assert asked_values([cairo], "Temperature in Cairo, in degrees Celsius?") == [
        ("temperature_c", "31")]
    # nested, in a list, and several results
    both = [json.dumps([{"city": "Paris", "temperature_c": 18}]),
            json.dumps({"data": {"city": "Tokyo", "temperature_c": 25}})]
    assert [v for _, v in asked_values(both, "Temperature in Paris and Tokyo?")] == ["18", "25"]
    assert asked_values(["31", "not json"], "The temperature?") == []
    sources = ["What's the temperature in Cairo?", cairo]
    check = Evidence(sources, ["31", "sunny"], (), sources[0],
                     asked_values([cairo], sources[0]))
    assert trouble("It is sunny in Cairo.", check) == [
        "leaves out temperature_c: 31, which the request asks for"]
    assert trouble("About 31 degrees.", check) == []
    assert chosen("It is sunny in Cairo.", ["Sunny.", "It is 31 °C and sunny."], check) == 2
    # a number as far as the answer rounds it
    assert says("about 31 degrees", "30.6") and not says("about 30 degrees", "30.6")
    assert says("It is Sunny", "sunny") and not says("3", "31")


def test_the_first_answer_stands_unless_a_draw_shows_no_trouble():
    check = Evidence(["Price of 'Dune'?", json.dumps({"price": 9.5})], ["9.5"])
    assert chosen("It costs 9.5.", ["x"], check) == 0  # no trouble: no question
    assert chosen("It costs 12.", ["It costs 13.", "It costs 9.50."], check) == 2
    assert chosen("It costs 12.", ["It costs 13.", "", "Books."], check) == 0
    assert chosen("A book.", ["", "It is 9.5 dollars."], check) == 2
    # a figure the model states again and again is one it computes: the first stands
    two = ["Two copies cost 19 dollars.", "Two cost 19.", "It costs 9.5."]
    assert chosen("Two copies cost 19.", two, check) == 0
    assert chosen("Two copies cost 19.", ["It costs 9.5.", "Two cost 19.", "9.5"],
                  check) == 1


def scripted(*answers, seeded=True, request="What is the weather in Paris?", **options):
    """A JSON-mode run on a scripted model (replies written here): step 1 fills
    get_weather(Paris) (the tool named), step 2 answers (``tool_choice="none"``)."""
    model = ScriptedModel([json.dumps({"city": "Paris"}), *answers])
    model.seeded = seeded
    run = Agent(model, TOOLS, decision_mode="json", **options).start(request, save_to=False)
    run.step(tool_choice="get_weather")
    return model, run, run.step(tool_choice="none")


def test_an_answer_with_a_number_from_nowhere_is_drawn_again_and_a_draw_without_trouble_stands(
        tmp_path):
    """A number in question: all three draws are made (is it stated again?)."""
    model, run, step = scripted("It is 2 degrees in Paris.", "Paris has 25 degrees.",
                                "It is 18 degrees with rain in Paris.", "It is 5 degrees.")
    assert step.answer == run.answer == "It is 18 degrees with rain in Paris."
    answers = model.requests[1:]
    assert len(answers) == 4 and not model.queue  # the first answer, then 3 draws
    assert "temperature" not in answers[0] and "seed" not in answers[0]
    assert [(r["temperature"], r["seed"]) for r in answers[1:]] == [
        (DRAW_TEMPERATURE, 1), (DRAW_TEMPERATURE, 2), (DRAW_TEMPERATURE, 3)]
    assert all(r["messages"] == answers[0]["messages"] for r in answers)  # same request
    assert [(s["stage"], s["reply"]["message"]["content"], s.get("sampling"))
            for s in step.stages] == [
        ("answer", "It is 2 degrees in Paris.", None),
        ("answer", "Paris has 25 degrees.", {"temperature": DRAW_TEMPERATURE, "seed": 1}),
        ("answer", "It is 5 degrees.", {"temperature": DRAW_TEMPERATURE, "seed": 3})]
    assert step.request["sampling"] == {"temperature": DRAW_TEMPERATURE, "seed": 2}
    assert step.reply.message["content"] == step.answer and step.unsupported == []
    assert "drawn:   3 more answers sampled; draw 2 stands (the first answer: It is 2 " \
        "degrees in Paris.)" in step.summary()
    assert "drawn: 3 more answers sampled; draw 2 stands" in step._repr_html_()
    assert run.request(step) == answers[2]["messages"]
    assert step.usage.completion_tokens == sum(
        s["reply"]["usage"]["completion_tokens"] for s in step.stages) + \
        step.reply.usage.completion_tokens  # every draw's tokens are counted
    run.save(tmp_path / "r.json")
    loaded = Run.load(tmp_path / "r.json").steps[-1]
    assert loaded.stages == step.stages and loaded.request == step.request


def test_an_answer_holding_none_of_the_results_values_is_drawn_until_one_does():
    model, run, step = scripted("The results give the weather in Paris.", "Paris weather.",
                                "Rain in Paris today.", "unused")
    assert run.answer == "Rain in Paris today." and model.queue == ["unused"]
    assert step.request["sampling"]["seed"] == 2 and len(step.stages) == 2


def test_an_answer_holding_none_of_the_results_values_is_flagged_when_no_draw_does(tmp_path):
    _, run, step = scripted("The results give the weather in Paris.", "Paris weather.",
                            "Nice in Paris.", "Weather report.")
    assert run.answer == "The results give the weather in Paris."
    assert step.unused == ["18", "rain"] and "check_answer" in step.policies
    line = "check:   the answer holds none of the results' values (18, rain)"
    assert line in step.summary() and html.escape(line[9:]) in step._repr_html_()
    run.save(tmp_path / "r.json")
    assert Run.load(tmp_path / "r.json").steps[-1].unused == ["18", "rain"]
    # one value is enough; and without draws the check still names it
    assert scripted("Rain in Paris.")[2].unused == []
    _, _, step = scripted("Weather report.", answer_draws=0)
    assert step.unused == ["18", "rain"] and step.stages == []


def test_the_signs_are_named_as_the_step_fields_that_hold_them():
    assert Signs._fields == CHECK_KINDS


def test_a_check_line_names_five_values_at_most():
    values = [json.dumps({f"k{i}": f"v{i}" for i in range(7)})]
    check = Evidence(["Anything?", *values], result_values(values, "Anything?"))
    assert signs("Nothing.", check).unused == [f"v{i}" for i in range(7)]
    step = Step(index=0, unused=signs("Nothing.", check).unused)
    assert step.checks() == [
        "the answer holds none of the results' values (v0, v1, v2, v3, v4, ...)"]


def test_an_answer_leaving_out_the_value_asked_for_is_drawn_until_one_gives_it(tmp_path):
    model, run, step = scripted("It is raining in Paris.", "Rain.", "Rainy, 18 degrees.",
                                "unused", request="What is the temperature in Paris?")
    assert run.answer == "Rainy, 18 degrees." and model.queue == ["unused"]
    assert step.left_out == [] and "check_answer" not in step.policies
    # no draw gives it: the first answer stands, and the step names what it leaves out
    _, run, step = scripted("It is raining in Paris.", "Rain.", "Wet.", "Grey.",
                            request="What is the temperature in Paris?")
    assert run.answer == "It is raining in Paris." and step.left_out == ["temperature_c: 18"]
    assert "check_answer" in step.policies
    assert "check:   temperature_c: 18 not in the answer: the request asks for it" in \
        step.summary()
    assert "temperature_c: 18 not in the answer" in step._repr_html_()
    run.save(tmp_path / "r.json")
    assert Run.load(tmp_path / "r.json").steps[-1].left_out == ["temperature_c: 18"]
    # the weather in general names no key of the result: any of its values will do
    model, run, step = scripted("It is raining in Paris.", "unused")
    assert run.answer == "It is raining in Paris." and step.stages == []


def test_when_every_draw_shows_trouble_the_first_answer_stands_and_is_flagged():
    model, run, step = scripted("It is 2 degrees in Paris.", "It is 3 degrees.",
                                "Weather in Paris.", "It is 4 degrees.")
    assert run.answer == "It is 2 degrees in Paris." and step.unsupported == ["2"]
    assert step.reply.message["content"] == run.answer and "sampling" not in step.request
    assert [s.get("sampling", {}).get("seed") for s in step.stages] == [1, 2, 3]
    assert run.request(step) == model.requests[1]["messages"]
    assert "check:   2 in the answer" in step.summary()
    assert "drawn:   3 more answers sampled; the first answer stands" in step.summary()


def test_a_figure_the_draws_state_again_is_computed_and_the_first_answer_stands():
    """All three draws are made when the first answer's numbers are in question: the
    first stands when most of them state the same figure."""
    _, run, step = scripted("Twice the temperature is 36 degrees.", "It is 36.",
                            "18 degrees and rain.", "36 degrees, twice 18.")
    assert run.answer == "Twice the temperature is 36 degrees." and len(step.stages) == 3
    assert "drawn:   3 more answers sampled; the first answer stands" in step.summary()


def test_an_answer_without_trouble_no_results_no_seed_or_no_draws_is_not_drawn_again():
    model, run, _ = scripted("It is 18 degrees with rain.")
    assert len(model.requests) == 2 and run.answer == "It is 18 degrees with rain."
    for options in ({"seeded": False}, {"answer_draws": 0}):
        model, run, step = scripted("It is 2 degrees in Paris.", **options)
        assert len(model.requests) == 2 and step.unsupported == ["2"] and not step.stages
        assert "drawn:" not in step.summary()
    # an answer from the model's own knowledge (no result since the request) stays
    model = ScriptedModel(['{"action": "final_answer"}', "It has 3 moons."])
    model.seeded = True
    run = Agent(model, TOOLS, decision_mode="json").start("Moons of Mars?", save_to=False)
    assert run.step().answer == "It has 3 moons." and len(model.requests) == 2
    # native mode answers as the endpoint replies: no answer stage, no draws
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}),
                           "It is 2 degrees."])
    model.seeded = True
    run = Agent(model, TOOLS, decision_mode="native").start("Paris?", save_to=False).run()
    assert run.answer == "It is 2 degrees." and len(model.requests) == 2


def test_answer_draws_is_checked_and_configurable():
    with pytest.raises(ConfigError, match="answer_draws"):
        Agent(ScriptedModel([]), TOOLS, answer_draws=-1)
    with pytest.raises(ConfigError, match="answer_draws"):
        Agent(ScriptedModel([]), TOOLS, answer_draws=True)
    assert Agent(ScriptedModel([]), TOOLS).answer_draws == 3
    assert Settings.load(None, answer_draws=1).values["answer_draws"] == 1


def test_nothing_is_drawn_where_the_results_give_no_value_to_look_for():
    """A long text result, or one that only says what the request says: a draw could not
    show that it uses the results, so none is made (the number is flagged as ever)."""
    from agentnb import tool

    page = "The museum opens at nine and closes at six, every day but Monday. " * 2
    results = [page, json.dumps({"url": "example.org", "ok": True})]

    @tool
    def read_page(url: str) -> str:
        """Read a web page.

        Args:
            url: The page's address.
        """
        return results[0]

    for result in list(results):
        results[0] = result

        model = ScriptedModel([json.dumps({"url": "example.org"}), "It opens at 10."])
        model.seeded = True
        run = Agent(model, [read_page], decision_mode="json").start(
            "When does the museum at example.org open?", save_to=False)
        run.step(tool_choice="read_page")
        step = run.step(tool_choice="none")
        assert step.results == [] and run.steps[0].results[0].content == result
        assert len(model.requests) == 2 and step.unsupported == ["10"] and not step.stages


def test_a_short_text_result_is_a_value_an_answer_can_hold():
    """"14:40" (not JSON) is what the time tool gives: an answer holding it shows no
    trouble and is not drawn again."""
    from agentnb import tool

    @tool
    def get_time(city: str) -> str:
        """Local time in a city.

        Args:
            city: City name.
        """
        return "14:40"

    model = ScriptedModel([json.dumps({"city": "Oslo"}), "It is 14:40 in Oslo.", "unused"])
    model.seeded = True
    run = Agent(model, [get_time], decision_mode="json").start("Time in Oslo?", save_to=False)
    run.step(tool_choice="get_time")
    assert run.step(tool_choice="none").answer == "It is 14:40 in Oslo."
    assert model.queue == ["unused"]


def test_token_estimates_are_calibrated_on_a_steps_first_call_only(monkeypatch):
    """The context's token factor learns from the call that was sent the request it
    counted: a step's first call. Not from the answer stage (a shorter request, the
    conversation in prose) nor from its draws, nor from a step's later stages."""
    from agentnb.context import ContextManager

    seen = []
    real = ContextManager.calibrate
    monkeypatch.setattr(ContextManager, "calibrate", staticmethod(
        lambda ctx, estimated, reported: (seen.append(reported),
                                          real(ctx, estimated, reported))[-1]))
    model = ScriptedModel(['{"action": "get_weather"}', json.dumps({"city": "Paris"}),
                           "It is 2 degrees in Paris.", "No.", "No.", "Rain, 18 degrees."])
    model.seeded = True
    run = Agent(model, TOOLS, decision_mode="json").start("What is the weather in Paris?",
                                                          save_to=False)
    step = run.step()  # choose, then fill: the choice is calibrated on
    assert len(step.stages) == 1 and len(seen) == 1
    assert seen[0] == run.steps[0].stages[0]["reply"]["usage"]["prompt_tokens"] - len(
        run.steps[0].stages[0]["note"]) // 4
    step = run.step(tool_choice="none")  # the answer and three draws: none
    assert len(step.stages) == 3 and run.answer == "Rain, 18 degrees." and len(seen) == 1


def test_an_answer_that_is_no_answer_is_drawn_again_and_a_draw_using_the_results_stands():
    """An echo of the request, a tool's name, an empty reply: asked the same request, a
    greedy model writes it again (a run stopped on three echoes in a row), so it is drawn
    again; a usable draw that holds a result's value stands before one that holds none."""
    model, run, step = scripted("What is the weather in Paris?", "get_weather",
                                "The weather in Paris is nice.", "Rain and 18 degrees.",
                                "unused")
    assert run.answer == "Rain and 18 degrees." and step.error is None
    assert model.queue == ["unused"] and step.request["sampling"]["seed"] == 3
    assert [s["reply"]["message"]["content"] for s in step.stages] == [
        "What is the weather in Paris?", "get_weather", "The weather in Paris is nice."]
    assert "draw 3 stands" in step.summary()
    # when every usable draw holds none of the results' values, the error stands: such
    # an answer is not put in place of it
    model, _, step = scripted("get_weather", "", "The weather in Paris is nice.", "Paris.",
                              "unused")
    assert step.answer is None and "only the name 'get_weather'" in step.error
    assert model.queue == ["unused"] and len(step.stages) == 3
    assert "sampling" not in step.request
    # JSON rather than sentences is no answer either
    _, run, step = scripted('{"city": "Paris", "sky": "rain"}', "Rain in Paris.")
    assert run.answer == "Rain in Paris." and step.request["sampling"]["seed"] == 1


def test_when_no_draw_is_an_answer_the_error_stands_as_before():
    model, _, step = scripted("What is the weather in Paris?", "get_weather", "",
                              "what is the weather in paris")
    assert step.answer is None and "only repeated the request" in step.error
    assert not model.queue and [s.get("sampling", {}).get("seed") for s in step.stages] \
        == [1, 2, 3]
    assert "sampling" not in step.request
    for options in ({"seeded": False}, {"answer_draws": 0}):  # nothing to draw with
        model, _, step = scripted("What is the weather in Paris?", **options)
        assert "only repeated the request" in step.error and not step.stages
        assert len(model.requests) == 2


def test_an_echo_with_no_result_to_check_is_drawn_again_too():
    """Without results there is nothing to check a draw against: the first usable draw
    stands, numbers and all."""
    model = ScriptedModel(['{"action": "final_answer"}', "Moons of Mars?",
                           "Mars has 2 moons.", "unused"])
    model.seeded = True
    run = Agent(model, TOOLS, decision_mode="json").start("Moons of Mars?", save_to=False)
    step = run.step()
    assert step.answer == "Mars has 2 moons." and model.queue == ["unused"]
    assert step.unsupported == ["2"]  # the numbers check applies to every answer
    assert model.requests[2]["seed"] == 1
