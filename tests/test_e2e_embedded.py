"""End to end on the real embedded llama.cpp server with SmolLM2-135M (no fakes)."""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agentnb import Agent, Run, Tool
from agentnb.decision import answer_problem
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.models.probe import probe
from tests.helpers.common import celsius_to_fahrenheit, code_tools, get_weather

pytestmark = pytest.mark.e2e
TOOLS = [get_weather, celsius_to_fahrenheit]


def test_probe_chooses_constrained_json_for_smollm2(real_model):
    prof = probe(real_model, refresh=True)
    assert prof.models == ["smollm2"]
    assert prof.forced_tool_calls and not prof.native_tools
    assert prof.decision_mode == "json" and prof.json_schema


def test_step_is_one_real_model_call(real_model):
    run = Agent(real_model, TOOLS, decision_mode="json").start(
        "What is the weather in Paris?", save_to=False)
    step = run.step()
    assert len(run.steps) == 1 and step.reply is not None
    assert step.usage.prompt_tokens > 50 and step.usage.completion_tokens > 0
    assert step.timings["model"] > 0.01
    assert [(c.name, c.arguments) for c in step.tool_calls] == [("get_weather", {"city": "Paris"})]
    assert json.loads(step.results[0].content)["temperature_c"] == 18


def test_a_request_for_two_cities_gets_two_calls_in_one_step(real_model):
    """The request lists a second city beside the first call's: the model is asked for the
    tool's other calls (the "more" stage), and what runs is what the request asks for."""
    run = Agent(real_model, TOOLS, decision_mode="json").start(
        "What is the weather in Paris and Tokyo?", save_to=False)
    step = run.step()
    assert [s["stage"] for s in step.stages] == ["choose", "fill"]
    assert step.request["stage"] == "more"
    assert sorted(c.arguments["city"] for c in step.tool_calls) == ["Paris", "Tokyo"]
    assert all(r.ok for r in step.results) and len(step.results) == 2
    # one city: no list beside its value, no extra model call
    step = Agent(real_model, TOOLS, decision_mode="json").start(
        "What is the weather in Tokyo?", save_to=False).step()
    assert [s["stage"] for s in step.stages] == ["choose"] and len(step.tool_calls) == 1


def test_items_written_alike_are_the_calls_that_run(real_model):
    """For "Oslo to Bergen, and Stockholm to Malmo" SmolLM2's second call copies the first
    item's destination as its origin; the request writes both items in one shape, so the
    second item is the call that runs (agentnb.items), with the model's value recorded.
    For "3 nights in Athens and for 2 nights in Sofia" its first call takes Sofia's 2."""
    ran: list[dict] = []
    road = ("road_distance", "Road distance in kilometres between two cities.",
            {"origin": {"type": "string"}, "destination": {"type": "string"}})
    step = fill_step(real_model, road, "Road distances: Oslo to Bergen, and Stockholm to Malmo.",
                     ran)
    assert [c.arguments for c in step.tool_calls] == [
        {"origin": "Oslo", "destination": "Bergen"},
        {"origin": "Stockholm", "destination": "Malmo"}] == ran
    assert step.tool_calls[1].grounded == {"origin": "Bergen"}  # what the model wrote
    assert "keep_stated_calls" in step.policies
    # a first call that mixes two items (Athens with Sofia's 2 nights) is given its own
    hotel = ("hotel_price", "Total price of a hotel stay in a city.",
             {"city": {"type": "string"},
              "nights": {"type": "integer", "description": "Number of nights"}})
    step = fill_step(real_model, hotel,
                     "Hotel for 3 nights in Athens and for 2 nights in Sofia: how much?", ran)
    assert [c.arguments for c in step.tool_calls] == [{"city": "Athens", "nights": 3},
                                                      {"city": "Sofia", "nights": 2}]
    assert step.tool_calls[0].grounded == {"nights": 2}


def test_a_misspelled_name_is_put_right_from_the_request(real_model):
    """SmolLM2 writes "Chatanooga" for Chattanooga; the request writes one name beginning
    so, and GroundArguments puts it in (agentnb.names), recording the model's word.
    Without repair, the refill asks the misspelled name again among the request's words
    (``names.misspelt``), recording the model's first word too."""
    ran: list[dict] = []
    food = ("find_restaurants", "Find restaurants serving a cuisine in a city.",
            {"cuisine": "Type of food, e.g. Italian", "city": "City name, e.g. Rome"})
    request = "Korean food in Chattanooga, please"
    step = fill_step(real_model, food, request, ran, ground_arguments=False, refill=False)
    assert step.tool_calls[0].arguments["city"] == "Chatanooga"
    step = fill_step(real_model, food, request, ran, ground_arguments=False)
    assert step.tool_calls[0].arguments["city"] == "Chattanooga"
    assert step.tool_calls[0].refilled == {"city": "Chatanooga"}
    step = fill_step(real_model, food, request, ran)
    assert step.tool_calls[0].arguments == {"cuisine": "Korean", "city": "Chattanooga"}
    assert step.tool_calls[0].grounded == {"city": "Chatanooga"}
    assert ran == [{"cuisine": "Korean", "city": "Chattanooga"}]


def test_a_city_the_request_does_not_give_is_named_as_the_descriptions_example(real_model):
    """SmolLM2 fills get_weather with the example of its description ('City name, e.g.
    "Paris"') when the request names no city: the call runs as written, and the step says
    where the value came from."""
    step = Agent(real_model, TOOLS, decision_mode="json").start(
        "What's the weather like today?", save_to=False).step()
    [call] = step.tool_calls
    assert (call.name, call.arguments, call.copied) == ("get_weather", {"city": "Paris"}, ["city"])
    assert step.results[0].ok and "copied:  city=\"Paris\"" in step.summary()
    step = Agent(real_model, TOOLS, decision_mode="json").start(
        "What's the weather like in Tel Aviv today?", save_to=False).step()
    assert [(c.arguments, c.copied) for c in step.tool_calls] == [({"city": "Tel Aviv"}, None)]


def test_optional_values_the_request_does_not_give_are_left_out_on_the_embedded_model(
        real_model):
    """SmolLM2 fills the optional parameters it is shown (a number of days, a star rating,
    a language): what runs holds only the values the request says, the tools' defaults
    stand, and the step keeps the model's values. What the request states runs. (The
    requests hold no word the calls leave unused, see ``KeepDefaults``: for "Forecast for
    Nairobi" SmolLM2 writes ``location="Kenya"``, "Nairobi" is left unused, and nothing is
    left out.)"""
    seen = []

    def forecast(location: str, days: int = 1, language: str = "") -> str:
        seen.append({"location": location, "days": days, "language": language})
        return "sunny"

    tool = Tool.from_schema("get_forecast", "Weather forecast for a place.", {
        "type": "object", "required": ["location"], "properties": {
            "location": {"type": "string", "description": "City or region"},
            "days": {"type": "integer", "description": "Number of days to forecast",
                     "default": 1},
            "language": {"type": "string",
                         "description": "Language of the forecast, e.g. English"}}},
        fn=forecast)
    agent = Agent(real_model, [tool], decision_mode="json")
    unset = []
    for request in ("What's the forecast for Lisbon?", "Nairobi forecast please"):
        step = agent.start(request, save_to=False).step(tool_choice="required")
        unset += [c.unset for c in step.tool_calls if c.unset]
    assert [s["days"] for s in seen] == [1, 1] and [s["language"] for s in seen] == ["", ""]
    assert unset, "the model set no optional value: this test no longer shows the policy"
    seen.clear()
    agent.start("3-day forecast for Lisbon", save_to=False).step(tool_choice="required")
    assert seen and seen[0]["days"] == 3


def test_a_value_that_repeats_a_word_of_another_is_copied_without_a_repeat_penalty(
        real_model, embedded_server):
    """The server's repeat penalty (1.1 unless a request says otherwise) scores down every
    token the reply wrote before: "New" of "New Haven" after "New York". agentnb's
    constrained requests to it say 1.0, and the fill copies both cities; with the server's
    penalty the second city is lost."""
    distance = Tool.from_schema(
        "road_distance", "Road distance in kilometres between two cities.",
        {"type": "object", "properties": {"origin": {"type": "string"},
                                          "destination": {"type": "string"}},
         "required": ["origin", "destination"]}, fn=lambda **kw: "ok")
    task = "Road distance from New York to New Haven"
    assert real_model.server_kind() == "llama-cpp-python"
    step = Agent(real_model, [distance], decision_mode="json").start(
        task, save_to=False).step(tool_choice="required")
    assert [c.arguments for c in step.tool_calls] == [
        {"origin": "New York", "destination": "New Haven"}]
    penalised = OpenAICompatModel(embedded_server.base_url, "smollm2",
                                  schema_style="json_object",
                                  sampling={"repeat_penalty": 1.1})
    step = Agent(penalised, [distance], decision_mode="json").start(
        task, save_to=False).step(tool_choice="required")
    assert step.tool_calls and step.tool_calls[0].arguments["destination"] != "New Haven"


def test_a_value_ends_where_the_model_ends_it_not_where_the_schema_lets_it(real_model):
    """After an object's last value SmolLM2's favourite token is ``",`` (a quote and a
    comma), which a grammar built from the schema bars when no property may follow: with
    the schema alone the model ran "NVDA" on ("NVDA-1234567890..."). agentnb sends
    llama-cpp-python the schema's grammar with that comma allowed, and reads the reply
    without it."""
    from agentnb.models import openai_compat

    stock = Tool.from_schema(
        "get_stock_price", "Latest price of a stock.",
        {"type": "object", "properties": {"symbol": {
            "type": "string", "description": "Ticker symbol, e.g. AAPL"}},
         "required": ["symbol"]}, fn=lambda **kw: "ok")

    def fill():
        return Agent(real_model, [stock], decision_mode="json").start(
            "How much is NVDA trading at?", save_to=False).step(tool_choice="get_stock_price")

    step = fill()
    assert [c.arguments for c in step.tool_calls] == [{"symbol": "NVDA"}]
    assert json.loads(step.reply.message["content"]) == {"symbol": "NVDA"}
    kinds = set(openai_compat.GRAMMAR_KINDS)
    openai_compat.GRAMMAR_KINDS.clear()  # the schema alone, as before
    try:
        step = fill()
    finally:
        openai_compat.GRAMMAR_KINDS.update(kinds)
    [call] = step.tool_calls
    assert call.arguments["symbol"].startswith("NVDA") and call.arguments["symbol"] != "NVDA"


def test_a_property_name_holding_a_quote_is_written_as_json_on_the_embedded_model(real_model):
    """A schema whose property name and ``enum`` choices hold a quote or a backslash: the
    real server, sent agentnb's grammar, writes JSON that holds them as they are."""
    schema = {"type": "object", "properties": {
        'pizza "size"': {"type": "string", "enum": ['12" pizza', '16" pizza']},
        "folder": {"type": "string", "enum": ["C:\\temp"]}},
        "required": ['pizza "size"', "folder"]}
    reply = real_model.complete(
        [{"role": "user", "content": "A 16 inch pizza, saved in C:\\temp."}],
        json_schema=schema, max_tokens=60)
    value = json.loads(reply.message["content"])
    assert set(value) == {'pizza "size"', "folder"}
    assert value['pizza "size"'] in {'12" pizza', '16" pizza'} and value["folder"] == "C:\\temp"


def answer_after(model, tool, request, draws):
    """The answer step of a JSON-mode run on ``request``: the tool called (named), then
    ``tool_choice="none"``, with ``answer_draws=draws``."""
    run = Agent(model, [tool], decision_mode="json", answer_draws=draws).start(
        request, save_to=False)
    run.step(tool_choice=tool.name)
    return run.step(tool_choice="none")


def test_an_answer_that_misses_the_result_is_drawn_again_on_the_embedded_model(real_model):
    """SmolLM2's greedy answer after ``amount: 27.6`` is "The results provide a conversion
    of 30 USD to EUR.": none of the result's values. The answer is drawn again (seeded
    samples, the same every run) and a draw that holds the amount stands; with
    ``answer_draws=0`` the first answer stands."""
    convert = Tool.from_schema(
        "convert_currency", "Convert an amount of money from one currency to another.",
        {"type": "object", "properties": {
            "amount": {"type": "number"},
            "from_currency": {"type": "string", "description": "Three-letter code, e.g. USD"},
            "to_currency": {"type": "string", "description": "Three-letter code"}},
         "required": ["amount", "from_currency", "to_currency"]},
        fn=lambda **kw: {"amount": 27.6, "currency": "EUR"})

    def answer(draws):
        return answer_after(real_model, convert, "Convert 30 USD to EUR.", draws)

    step = answer(3)
    first = step.stages[0]["reply"]["message"]["content"]
    assert step.stages[0]["stage"] == "answer" and "27.6" not in first
    assert step.request["sampling"]["temperature"] == 0.7 and "27.6" in step.answer
    assert step.unsupported == [] and step.reply.message["content"] == step.answer
    assert answer(0).answer == first.strip()


def test_an_answer_leaving_out_the_value_asked_for_is_drawn_again_on_the_embedded_model(
        real_model):
    """Asked for the temperature, SmolLM2's greedy answer after ``{"city": "Cairo",
    "temperature_c": 31, "sky": "sunny"}`` gives the sky alone ("... is sunny right
    now."): the request names the key ``temperature_c``, so the step names the value left
    out, and with draws the answer is drawn again and a draw that gives 31 stands."""
    weather = Tool.from_schema(
        "get_weather", "Current weather for a city.",
        {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        fn=lambda **kw: {"city": "Cairo", "temperature_c": 31, "sky": "sunny"})
    request = "What is the temperature in Cairo right now?"
    greedy = answer_after(real_model, weather, request, 0)
    assert "sunny" in greedy.answer and "31" not in greedy.answer
    assert greedy.left_out == ["temperature_c: 31"]  # named on the step (check:)
    drawn = answer_after(real_model, weather, request, 3)
    assert "31" in drawn.answer and drawn.request["sampling"]["seed"] in (1, 2, 3)
    assert drawn.left_out == []


def test_a_figure_written_in_the_unit_asked_for_is_flagged_on_the_embedded_model(real_model):
    """Asked "How far is Paris from Lyon by road, in miles?" with only a tool in
    kilometres, SmolLM2's greedy answer writes the result's 465.0 as miles (read here with
    a pattern of its own, not ``agentnb.units``): the step flags it. With draws, a draw
    without the wrong unit stands, or the first answer stands, flagged."""
    distance = Tool.from_schema(
        "get_distance_km", "Road distance between two cities in kilometres.",
        {"type": "object", "properties": {"origin": {"type": "string"},
                                          "destination": {"type": "string"}},
         "required": ["origin", "destination"]}, fn=lambda **kw: 465.0)
    wrong = re.compile(r"465(?:\.0)? miles")

    def answer(draws):
        return answer_after(real_model, distance,
                            "How far is Paris from Lyon by road, in miles?", draws)

    plain = answer(0)
    [written] = wrong.findall(plain.answer)
    assert plain.misnamed == [f"{written} (the result gives km)"] and not plain.stages
    assert "check_answer" in plain.policies
    drawn = answer(3)
    assert drawn.stages  # drawn again
    if wrong.search(drawn.answer):
        assert drawn.answer == plain.answer and drawn.misnamed == plain.misnamed
        assert "sampling" not in drawn.request
    else:
        assert drawn.misnamed == [] and drawn.request["sampling"]["temperature"] == 0.7


def test_a_request_for_two_different_tools_gets_both_calls_in_one_step(real_model):
    """A part of the request that holds no value of the first call speaks of the other
    tool ("and convert 100 Celsius to Fahrenheit"): the model is asked whether the request
    also asks for it (the "also" stage), fills its call, and both run in the step. "Paris,
    and" joins another tool's request: no more calls of the weather tool are asked for."""
    run = Agent(real_model, TOOLS, decision_mode="json").start(
        "What is the weather in Paris, and convert 100 Celsius to Fahrenheit?", save_to=False)
    step = run.step()
    assert [s["stage"] for s in step.stages] == ["choose", "fill", "also"]
    assert step.request["stage"] == "fill"
    assert sorted((c.name, c.arguments) for c in step.tool_calls) == [
        ("celsius_to_fahrenheit", {"celsius": 100.0}), ("get_weather", {"city": "Paris"})]
    assert all(r.ok for r in step.results) and "212.0" in [r.content for r in step.results]
    assert [m["role"] for m in run.state.messages[-2:]] == ["tool", "tool"]


def test_a_guess_beside_the_call_the_request_asks_for_does_not_run(real_model):
    """With the tools listed as declared (get_weather first), SmolLM2 first calls
    get_weather for a conversion, with the example of its description ("Paris"); the
    request also speaks of the converter and holds its number (the "also" stage), and that
    call states all it sets: the guess is dropped. Listed by meaning (``tool_order=
    "meaning"``), the converter comes first and is the model's first choice."""
    task = "Convert 100 degrees Celsius to Fahrenheit"
    step = Agent(real_model, TOOLS, decision_mode="json", tool_order="given").start(
        task, save_to=False).step()
    assert [(c.name, c.arguments) for c in step.dropped] == [("get_weather", {"city": "Paris"})]
    assert [(c.name, c.arguments) for c in step.tool_calls] == [
        ("celsius_to_fahrenheit", {"celsius": 100.0})]
    assert [r.content for r in step.results] == ["212.0"]
    run = Agent(real_model, TOOLS, decision_mode="json", tool_order="meaning").start(
        task, save_to=False)
    step = run.step()
    assert "- celsius_to_fahrenheit(" in run.request(step)[0]["content"].split("- get_weather(")[0]
    assert [(c.name, c.arguments) for c in step.tool_calls] == [
        ("celsius_to_fahrenheit", {"celsius": 100.0})] and not step.dropped


def test_two_tool_task_completes_by_the_models_own_choices(real_model, tmp_path):
    """No steering: the model picks get_weather, then celsius_to_fahrenheit with the first
    result's temperature, then answers. SmolLM2 first copies its get_weather decision;
    agentnb asks again without it (step.redecided), and the model picks the other tool."""
    agent = Agent(real_model, TOOLS, decision_mode="json", max_steps=6)
    run = agent.start("What is the temperature in Paris in Fahrenheit?",
                      save_to=tmp_path / "run.json").run()
    calls = [(c.name, c.arguments) for s in run.steps for c in s.tool_calls]
    assert calls == [("get_weather", {"city": "Paris"}),
                     ("celsius_to_fahrenheit", {"celsius": 18.0})]
    assert [r.content for s in run.steps for r in s.results][1] == "64.4"
    assert not any(c.grounded for s in run.steps for c in s.tool_calls)  # the model's own
    assert run.steps[1].redecided["excluded"] == ["get_weather"]
    assert run.finished and run.stop_reason == "final_answer" and run.answer
    assert Run.load(tmp_path / "run.json").answer == run.answer
    # the answer was asked for in prose, the results and then the request; it is text
    asked = run.request(run.steps[-1])[-1]["content"]
    assert asked.endswith("What is the temperature in Paris in Fahrenheit?") and \
        'celsius_to_fahrenheit(celsius=18) returned 64.4' in asked  # the result's 18, as written
    assert answer_problem(run.answer, agent.toolset) is None


def test_no_tool_runs_once_the_results_answer_the_request_on_the_embedded_model(real_model):
    """After "What is the temperature in Tokyo?" and get_weather's result, SmolLM2 asks
    for get_weather again; told it has that result (``avoid_repeats``), it converts 25 °C
    to Fahrenheit, which nobody asked for, and answered "77 degrees Celsius". The result
    holds every word of the request: the next call is set aside with every tool left out
    (``answer_when_served``), and the model answers with the result's 25. Turned off,
    the conversion runs."""
    def run_of(**options):
        return Agent(real_model, TOOLS, decision_mode="json", max_steps=6, **options).start(
            "What is the temperature in Tokyo?", save_to=False).run()

    run = run_of()
    assert [(c.name, c.arguments) for s in run.steps for c in s.tool_calls] == [
        ("get_weather", {"city": "Tokyo"})]
    acted = [s for s in run.steps if "answer_when_served" in s.policies]
    assert len(acted) == 1 and acted[0].redecided["by"] == "answer_when_served"
    assert acted[0].redecided["excluded"] == ["get_weather", "celsius_to_fahrenheit"]
    assert run.stop_reason == "final_answer" and acted[0].answer == run.answer
    assert "25" in run.answer
    off = run_of(answer_when_served=False)
    assert [c.name for s in off.steps for c in s.tool_calls] == [
        "get_weather", "celsius_to_fahrenheit"]


def test_steered_step_takes_the_named_tool_with_arguments_from_results(real_model):
    """tool_choice names the tool; the model still writes its argument, from the result."""
    run = Agent(real_model, TOOLS, decision_mode="json").start(
        "What is the temperature in Paris in Fahrenheit?", save_to=False)
    run.step(tool_choice="get_weather")
    second = run.step(tool_choice="celsius_to_fahrenheit")
    last = run.step(tool_choice="none")
    assert [(c.name, c.arguments) for c in second.tool_calls] == [
        ("celsius_to_fahrenheit", {"celsius": 18.0})]
    assert second.redecided is None and second.results[0].content == "64.4"
    assert run.stop_reason == "final_answer" and last.answer


def test_saved_run_reloads_in_a_subprocess(real_model, tmp_path):
    path = tmp_path / "r.json"
    run = Agent(real_model, TOOLS, decision_mode="json").start("Weather in Tokyo?",
                                                               save_to=path)
    run.step()
    code = textwrap.dedent(f"""
        from agentnb import Run
        r = Run.load({str(path)!r})
        s = r.steps[0]
        print(s.tool_calls[0].name, s.tool_calls[0].arguments["city"], s.usage.prompt_tokens)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["get_weather", "Tokyo", str(run.steps[0].usage.prompt_tokens)]


def test_endpoint_refused_gives_stop_reason_and_saved_run(tmp_path):
    from agentnb.models.embedded import free_port

    model = OpenAICompatModel(f"http://127.0.0.1:{free_port()}/v1", "smollm2",
                              decision_mode="json", max_retries=1, backoff=0.05)
    run = Agent(model, TOOLS).start("x", save_to=tmp_path / "r.json")
    step = run.step()
    assert run.stop_reason == "endpoint_unreachable" and "cannot connect" in step.error
    assert Run.load(tmp_path / "r.json").stop_reason == "endpoint_unreachable"


def test_server_killed_mid_run(tmp_path, start_server):
    server = start_server(2048)
    model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object",
                              decision_mode="json", max_retries=1, backoff=0.05)
    run = Agent(model, TOOLS).start("Weather in Paris?", save_to=tmp_path / "r.json")
    run.step()
    os.kill(server.proc.pid, signal.SIGKILL)
    server.proc.wait()
    step = run.step()
    assert run.stop_reason == "endpoint_unreachable" and step.error
    saved = Run.load(tmp_path / "r.json")
    assert len(saved.steps) == 2 and saved.steps[0].tool_calls[0].name == "get_weather"


def test_tool_failures_against_the_real_model(real_model):
    from agentnb import tool

    @tool(timeout=0.5)
    def get_weather(city: str) -> dict:  # same name and schema, broken behaviour
        """Current weather for a city.

        Args:
            city: City name, e.g. "Paris".
        """
        if city == "Paris":
            raise ConnectionError("weather service down")
        return {}

    @tool(timeout=0.5)
    def hang(city: str) -> str:
        """Current weather for a city, slowly.

        Args:
            city: City name.
        """
        import time

        time.sleep(10)
        return "late"

    run = Agent(real_model, [get_weather, hang], decision_mode="json").start(
        "What is the weather in Paris?", save_to=False)
    s1 = run.step(tool_choice="get_weather")
    s2 = run.step(tool_choice="hang")
    assert not s1.results[0].ok and "weather service down" in s1.results[0].error
    assert not s2.results[0].ok and "timed out after 0.5s" in s2.results[0].error
    assert s2.timings["tools"] < 2 and not run.finished


def test_embedded_bad_input():
    from agentnb import connect
    from agentnb.errors import ConfigError, EmbeddedModelError

    with pytest.raises(ConfigError, match="GGUF file not found"):
        connect(gguf="/nonexistent/model.gguf")
    busy = EmbeddedServer(default_gguf(), port=None)
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        busy.port = s.getsockname()[1]
        with pytest.raises(EmbeddedModelError, match="already in use"):
            busy.start()


def test_connect_default_starts_embedded_model_on_first_use():
    from agentnb import connect

    model = connect()
    assert model.server is None  # nothing started yet
    reply = model.complete([{"role": "user", "content": "Say hi."}], max_tokens=8)
    assert model.server.running and reply.usage.completion_tokens > 0
    assert model.base_url.startswith("http://127.0.0.1:")


def test_demo_command_runs_headless(tmp_path):
    out = subprocess.run([sys.executable, "-m", "agentnb", "demo", "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "get_weather" in out.stdout and "celsius_to_fahrenheit" in out.stdout
    assert "steering" not in out.stdout  # the model chooses every step itself
    saved = Run.load(tmp_path / "demo-run.json")
    assert saved.finished and len(saved.steps) >= 3
    pngs = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(pngs) == 2 and all(p.stat().st_size > 5000 for p in tmp_path.glob("*.png"))


def test_step_streams_text_as_it_arrives(real_model):
    pieces, calls = [], []
    run = Agent(real_model, TOOLS, decision_mode="json").start("Weather in Paris?",
                                                               save_to=False)
    step = run.step(on_text=pieces.append,
                    on_call=lambda name: calls.append((name, len(pieces))))
    # every model call of the step streams: the choose stage's reply, then the fill's,
    # each named (on_call) before its first piece
    texts = [s["reply"]["message"]["content"] for s in step.stages]
    assert len(texts) == 1 and len(pieces) > 3
    assert "".join(pieces) == texts[0] + step.reply.message["content"]
    assert [name for name, _ in calls] == ["choose", "fill"]
    assert "".join(pieces[calls[0][1]:calls[1][1]]) == texts[0]
    assert "".join(pieces[calls[1][1]:]) == step.reply.message["content"]
    assert step.tool_calls[0].name == "get_weather"


def test_core_path_needs_no_optional_package(embedded_server):
    """With only the core and the local extra installed, probing and stepping must not
    reach for packages that only other extras have (httpx, ollama, chromadb, torch, ...);
    the choice check by sentence embeddings is then left out of the default policies."""
    code = textwrap.dedent(f"""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("httpx", "ollama", "chromadb", "ipywidgets",
                                          "sentence_transformers", "torch", "keyring"):
                    raise ImportError("blocked: " + name)
        sys.meta_path.insert(0, Block())
        from agentnb import Agent, connect
        from agentnb.cli import demo_tools
        model = connect({embedded_server.base_url!r}, model="smollm2")
        print(model.probe().server_kind)
        agent = Agent(model, demo_tools())
        assert "check_choice_meaning" not in [p.name for p in agent.policies]
        run = agent.start("Weather in Paris?", save_to=False)
        print(run.step(tool_choice="get_weather").tool_calls[0].name)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["llama-cpp-python", "get_weather"]


@pytest.mark.parametrize("kill", ["process", "process group"])
def test_server_goes_with_a_killed_parent_and_leaves_no_log(tmp_path, kill):
    """A kernel killed outright cannot stop its server: the server notices, exits, frees
    the port and removes its log. jupyter_client shuts a kernel down by killing its whole
    process group."""
    parent = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import time
        from agentnb.models.embedded import EmbeddedServer, default_gguf
        s = EmbeddedServer(default_gguf(), n_ctx=512).start()
        print(s.proc.pid, s.port, s.log_path, flush=True)
        time.sleep(120)
    """)], stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        pid, port, log = parent.stdout.readline().split()
        assert os.path.exists(log)
    finally:
        if kill == "process":
            parent.send_signal(signal.SIGKILL)
        else:
            os.killpg(parent.pid, signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and (os.path.exists(f"/proc/{pid}") or
                                           os.path.exists(log)):
        time.sleep(0.2)
    assert not os.path.exists(log)
    stat = Path(f"/proc/{pid}/stat")
    assert not stat.exists() or stat.read_text().split()[2] == "Z"  # gone, or a zombie
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", int(port))) != 0


def test_a_copied_example_code_is_put_right_from_the_request(real_model):
    """The README's placeholder case: for "Is flight LH400 on time?" SmolLM2 writes the
    flight number's example, BA117; ``GroundArguments`` runs the request's LH400 and
    records the copy. Without repair the copy runs."""
    from agentnb import tool

    ran: list[tuple[str, dict]] = []
    flight_status, _ = code_tools(ran)

    @tool
    def airport_delays(airport: str) -> dict:
        """Average departure delay at an airport right now.

        Args:
            airport: IATA airport code, e.g. "JFK".
        """
        return {"airport": airport, "delay_minutes": 25}

    def first_step(**options):
        ran.clear()
        return Agent(real_model, [flight_status, airport_delays], decision_mode="json",
                     **options).start("Is flight LH400 on time?", save_to=False).step()

    step = first_step(ground_arguments=False)
    assert ran == [("flight_status", {"flight_number": "BA117"})], \
        "the model no longer copies the example: this test shows nothing"
    assert step.tool_calls[0].copied == ["flight_number"]
    step = first_step()
    assert ran == [("flight_status", {"flight_number": "LH400"})]
    assert "ground_arguments" in step.policies
    assert step.tool_calls[0].grounded == {"flight_number": "BA117"}



def test_a_dropped_minus_sign_is_given_back(real_model):
    """docs/decisions.md's sign case: for "Convert -40 C to F" SmolLM2 writes
    ``celsius=40``; ``GroundArguments`` runs -40, which the request writes, and records
    the model's 40. Without repair the 40 runs."""
    from agentnb import tool

    ran: list[float] = []

    @tool
    def to_fahrenheit(celsius: float) -> float:
        """Convert a temperature from Celsius to Fahrenheit.

        Args:
            celsius: Temperature in degrees Celsius.
        """
        ran.append(celsius)
        return celsius * 9 / 5 + 32

    def first_step(**options):
        ran.clear()
        return Agent(real_model, [to_fahrenheit], decision_mode="json", **options).start(
            "Convert -40 C to F", save_to=False).step(tool_choice="required")

    first_step(ground_arguments=False)
    assert ran == [40], "the model writes the sign now: this test shows nothing"
    step = first_step()
    assert ran == [-40]
    assert step.tool_calls[0].grounded == {"celsius": 40}
    assert "ground_arguments" in step.policies


def fill_step(model, tool: tuple[str, str, dict], request: str, ran: list, **options):
    """One required step of a fresh JSON-mode agent whose one tool, ``(name, description,
    props)``, takes the parameters ``props`` (name: a string's description, or a schema;
    all required) and records its calls in ``ran`` (cleared first), under the benchmarks'
    system prompt."""
    from agentnb import Tool

    ran.clear()
    name, description, props = tool
    made = Tool.from_schema(name, description, {
        "type": "object", "required": list(props),
        "properties": {k: d if isinstance(d, dict) else {"type": "string", "description": d}
                       for k, d in props.items()}},
        fn=lambda **kw: ran.append(kw) or "done")
    return Agent(model, [made], decision_mode="json",
                 system="You are a helpful assistant that calls functions.",
                 **options).start(request, save_to=False).step(tool_choice="required")


def test_a_value_cut_short_is_completed_from_the_request(real_model):
    """docs/decisions.md's shape case: beside "The city and state, e.g. San Francisco, CA"
    SmolLM2 writes ``location="San Diego"`` for "Is it raining in San Diego, CA?";
    ``GroundArguments`` runs the request's "San Diego, CA" and records the model's value.
    Without repair the part runs. Greedy decoding is not the same on every CPU: a
    llama.cpp build for another CPU (the fiftieth session's machine) writes the whole
    "San Diego, CA" there, and the part beside the repair, or the whole, which the
    repair must leave as it is (the completion itself is
    asserted on the rule in ``tests/test_shapes.py``, ``test_a_part_becomes_the_whole_
    span``)."""
    ran: list[dict] = []
    weather = ("get_current_weather", "Get the current weather in a given location.",
               {"location": "The city and state, e.g. San Francisco, CA"})
    request = "Is it raining in San Diego, CA?"
    fill_step(real_model, weather, request, ran, ground_arguments=False)
    made = ran[0]["location"]
    assert made in ("San Diego", "San Diego, CA"), made
    step = fill_step(real_model, weather, request, ran)
    assert ran == [{"location": "San Diego, CA"}]
    # what the model wrote this time, cut short or whole (the server's prompt cache can
    # move a fill: see the README's Known limits)
    assert step.tool_calls[0].grounded in ({"location": "San Diego"}, None)


def test_an_amount_cut_at_its_separator_is_made_whole(real_model):
    """docs/decisions.md's amount case: for "Payment for a loan of 12,500 at 0.07 over 5
    years" SmolLM2 writes ``principal=12`` (a JSON number ends at the comma);
    ``GroundArguments`` runs 12500 and records the model's 12. Without repair the 12 runs."""
    ran: list[dict] = []
    loan = ("loan_payment", "Monthly payment of a loan.", {
        "principal": {"type": "number", "description": "Amount borrowed"},
        "annual_rate": {"type": "number",
                        "description": "Yearly interest rate as a decimal, e.g. 0.05"},
        "years": {"type": "integer", "description": "Length of the loan in years"}})
    request = "Payment for a loan of 12,500 at 0.07 over 5 years"
    fill_step(real_model, loan, request, ran, ground_arguments=False)
    assert [r["principal"] for r in ran] == [12], \
        "the model writes the amount whole: this test shows nothing"
    step = fill_step(real_model, loan, request, ran)
    assert ran == [{"principal": 12500, "annual_rate": 0.07, "years": 5}]
    assert step.tool_calls[0].grounded == {"principal": 12}


def test_copied_codes_for_a_start_and_an_end_are_the_request_s(real_model):
    """docs/decisions.md's direction case: beside "Currency code, e.g. USD" and "e.g. EUR"
    SmolLM2 writes both examples for "Convert 80 CHF to SEK"; ``GroundArguments`` runs the
    request's CHF and SEK, each where its words put it, and records the model's codes.
    Without repair the copies run."""
    ran: list[dict] = []
    convert = ("convert_currency", "Convert an amount of money between currencies.", {
        "amount": {"type": "number"},
        "from_currency": "Currency code, e.g. USD", "to_currency": "Currency code, e.g. EUR"})
    request = "Convert 80 CHF to SEK"
    fill_step(real_model, convert, request, ran, ground_arguments=False)
    assert [(r["from_currency"], r["to_currency"]) for r in ran] == [("USD", "EUR")], \
        "the model writes the request's codes: this test shows nothing"
    step = fill_step(real_model, convert, request, ran)
    assert ran == [{"amount": 80, "from_currency": "CHF", "to_currency": "SEK"}]
    assert step.tool_calls[0].grounded == {"from_currency": "USD", "to_currency": "EUR"}


def test_a_copied_listed_example_becomes_the_one_the_request_names(real_model):
    """docs/decisions.md's listed case: beside "Type of food, e.g. Italian, Mexican, Thai,
    Indian" SmolLM2 writes "Italian" for "Where can I get Thai food in Leeds?";
    ``GroundArguments`` runs "Thai" and records the model's value. Without repair the copy
    runs. (A llama.cpp build for another CPU, the fiftieth session's machine, also makes
    up the city, "London": the repair gives the request's one place, as
    ``places.place_fix`` does.)"""
    ran: list[dict] = []
    food = ("find_food", "Find places to eat in a city.", {
        "cuisine": "Type of food, e.g. Italian, Mexican, Thai, Indian", "city": "City name"})
    request = "Where can I get Thai food in Leeds?"
    fill_step(real_model, food, request, ran, ground_arguments=False)
    assert ran[0]["cuisine"] == "Italian", \
        "the model writes the request's cuisine: this test shows nothing"
    made = dict(ran[0])
    step = fill_step(real_model, food, request, ran)
    assert ran == [{"cuisine": "Thai", "city": "Leeds"}]
    assert step.tool_calls[0].grounded == {
        k: v for k, v in made.items() if v != {"cuisine": "Thai", "city": "Leeds"}[k]}


def test_a_time_is_put_in_the_form_of_its_example(real_model):
    """docs/decisions.md's time case: beside "Time as HH:MM, e.g. 19:00" SmolLM2 writes
    the example for "Book a table at Nando's at 8pm" (or the request's "8pm");
    ``GroundArguments`` runs "20:00" and records the model's value. Without repair the
    example runs."""
    ran: list[dict] = []
    book = ("book_table", "Book a table at a restaurant.",
            {"restaurant": "Restaurant name, e.g. Luigi's", "time": "Time as HH:MM, e.g. 19:00"})
    request = "Book a table at Nando's at 8pm"
    fill_step(real_model, book, request, ran, ground_arguments=False)
    assert ran in ([{"restaurant": "Nando's", "time": "19:00"}],
                   [{"restaurant": "Nando's", "time": "8pm"}]), \
        "the model writes the time right: this test shows nothing"
    step = fill_step(real_model, book, request, ran)
    assert ran == [{"restaurant": "Nando's", "time": "20:00"}]
    # what the model wrote this time: the example, or the request's own "8pm" (the
    # server's prompt cache can move a fill: see the README's Known limits)
    assert step.tool_calls[0].grounded in ({"time": "19:00"}, {"time": "8pm"})


def test_a_first_answer_is_set_aside_for_a_call_when_the_request_gives_a_code(real_model):
    """docs/decisions.md's ``call_when_given`` case: SmolLM2 answers "Has UA90 landed yet?"
    without calling the flight-status tool beside it; with the opt-in policy its answer is
    set aside and the call runs with the request's code."""
    from agentnb import tool

    ran: list[tuple[str, dict]] = []
    flight_status, _ = code_tools(ran)

    @tool
    def get_time(city: str) -> str:
        """Current local time in a city.

        Args:
            city: City name, e.g. "London".
        """
        return "14:40"

    def first_step(**options):
        ran.clear()
        return Agent(real_model, [flight_status, get_time], decision_mode="json",
                     **options).start("Has UA90 landed yet?", save_to=False).step()

    step = first_step()
    assert ran == [] and step.answer, "the model called it unasked: this test shows nothing"
    step = first_step(call_when_given=True)
    assert ran == [("flight_status", {"flight_number": "UA90"})]
    assert step.policies[0] == "call_when_given"
    assert step.redecided["required"] is True and step.redecided["excluded"] == ["get_time"]
