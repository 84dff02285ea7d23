"""A tool chosen far from what the request means, beside a tool close to it, is asked about
again (``check_choice_meaning``), on real sentence embeddings (all-MiniLM-L6-v2 from its
wheel). The requests are everyday ones written for these tests, not BFCL."""

import json

import pytest

from agentnb import Agent, Tool
from agentnb.errors import ConfigError
from agentnb.meaning import asked, similarities
from agentnb.policies import CheckChoice, CheckChoiceMeaning, default_policies
from agentnb.relevance import head, named, naming, tool_words, words
from agentnb.testing import ScriptedModel
from tests.helpers.common import answer, decision, policy_acts

pytestmark = pytest.mark.e2e  # torch and sentence-transformers, real


def tool(name, description, side_effects=False, **params):
    props = {n: {"type": t} for n, t in params.items()}
    t = Tool.from_schema(name, description, {"type": "object", "properties": props,
                                             "required": list(props)}, fn=lambda **k: "ok")
    t.side_effects = side_effects
    return t


WEATHER = tool("get_weather", "Current weather in a city.", city="string")
DEFINE = tool("define_word", "Dictionary definition of an English word.", word="string")
CONVERT = tool("convert_currency", "Convert an amount of money from one currency to another.",
               amount="number", source="string", target="string")
ORDER = tool("place_order", "Order a product from the shop.", side_effects=True,
             product="string")
TOOLS = [WEATHER, DEFINE, CONVERT]


def acts(request, chosen, tools=TOOLS, results="", policy=None):
    return policy_acts(policy or CheckChoiceMeaning(), request, chosen, tools, results)


@pytest.mark.parametrize(("request_text", "right", "wrong"), [
    ("Is it going to be sunny in Rome?", "get_weather", "define_word"),
    ("What does 'serendipity' mean?", "define_word", "get_weather"),
    ("How much is 40 pounds in yen?", "convert_currency", "define_word"),
])
def test_a_choice_far_from_the_request_is_asked_again_with_the_close_tool_alone(
        request_text, right, wrong):
    assert acts(request_text, right) is None
    redo = acts(request_text, wrong)
    assert redo is not None and wrong in redo.exclude and right not in redo.exclude
    assert set(redo.exclude) == {t.name for t in TOOLS} - {right}
    assert wrong in redo.note


def test_a_quoted_value_is_not_what_the_request_asks_for():
    assert asked("Define 'weather' for me") == "Define   for me"
    assert asked("What's in 'Dune'?") == "What's in  ?"  # an apostrophe is no quote
    assert asked('"Weather"') == '"Weather"'  # nothing else left: the text as it is
    s = similarities("Define 'weather' for me", TOOLS)
    assert max(s, key=s.get) == "define_word"
    assert acts("Define 'weather' for me", "define_word") is None


def test_a_word_of_the_chosen_tool_in_the_request_is_evidence_the_embeddings_do_not_override():
    """Embeddings blur a subject the request only mentions with one it asks for: here the
    road-distance tool is the closest, but "word" names the tool the model chose."""
    distance = tool("road_distance", "Road distance in kilometres between two cities.",
                    origin="string", destination="string")
    s = similarities("What does the word distance mean?", [DEFINE, distance])
    assert s["road_distance"] - s["define_word"] > 0.1
    assert acts("What does the word distance mean?", "define_word", [DEFINE, distance]) is None
    # in quotes the subject is a value: the chosen tool's word there is no evidence
    assert acts("Translate 'the weather is nice' into French.", "get_weather",
                [WEATHER, tool("translate", "Translate a text into another language.",
                               text="string", target_language="string")]) is not None


def test_a_request_naming_the_closer_tool_in_more_words_overrides_that_evidence():
    """Where the request's words name the closer tool more than the chosen one (more words
    of its name, or as many and more of its text), words and embeddings agree."""
    area = tool("triangle_area", "Area of a triangle from its base and height.",
                base="number", height="number")
    perimeter = tool("triangle_perimeter",
                     "Perimeter of a triangle from the lengths of its three sides.",
                     a="number", b="number", c="number")
    said = words(asked("What is the perimeter of a triangle with sides 3, 4 and 5?"))
    assert naming(perimeter, said) > naming(area, said) and named(area, said)
    redo = acts("What is the perimeter of a triangle with sides 3, 4 and 5?",
                "triangle_area", [area, perimeter])
    assert redo is not None and redo.exclude == ["triangle_area"]
    assert acts("What is the perimeter of a triangle with sides 3, 4 and 5?",
                "triangle_perimeter", [area, perimeter]) is None
    # as many words of each name, and of each text: the chosen tool's word stands
    distance = tool("road_distance", "Road distance in kilometres between two cities.",
                    origin="string", destination="string")
    said = words(asked("What does the word distance mean?"))
    assert naming(distance, said) == naming(DEFINE, said) == (1, 1)


def test_the_first_word_of_the_request_asks_and_the_rest_is_what_it_acts_on():
    """"Define population density" names the density tool in two words, the dictionary in
    one; its first word is the dictionary's alone: the choice stands."""
    density = tool("population_density",
                   "Population density of a country, in people per square kilometre.",
                   country="string")
    said = words(asked("Define population density."))
    assert naming(density, said) > naming(DEFINE, said)
    assert head("Define population density.") == "defin"
    assert head("What is the perimeter of a triangle?") == "perim"  # function words aside
    assert head("What is it?") is None
    assert acts("Define population density.", "define_word", [DEFINE, density]) is None
    # without that first word the request's words speak for the density tool
    assert acts("Population density, define it.", "define_word",
                [DEFINE, density]) is not None
    # a first word both tools' texts hold says nothing ("Convert" for both converters)
    km = tool("km_to_miles", "Convert a distance in kilometres to miles.", km="number")
    assert head("Convert 15 km to miles.") in tool_words(km) & tool_words(CONVERT)
    assert acts("Convert 15 km to miles.", "convert_currency", [CONVERT, km]) is not None


def test_where_the_words_speak_for_the_closer_tool_the_embeddings_need_only_agree():
    """"Population density of Egypt" names the density tool in more words than the
    population tool; the embeddings put it closer, by less than the margin: asked again."""
    population = tool("get_population", "Population of a country.", country="string")
    density = tool("population_density",
                   "Population density of a country, in people per square kilometre.",
                   country="string")
    s = similarities("Population density of Egypt, please.", [population, density])
    assert 0 < s["population_density"] - s["get_population"] < 0.1
    redo = acts("Population density of Egypt, please.", "get_population",
                [population, density])
    assert redo is not None and redo.exclude == ["get_population"]
    # words that do not speak for the closer tool: the margin stands
    s = similarities("How many people live in Egypt?", [population, density])
    assert 0 < s["get_population"] - s["population_density"] < 0.1
    assert acts("How many people live in Egypt?", "population_density",
                [population, density]) is None


def test_it_acts_only_on_the_first_decision_of_a_request():
    # after a result, what comes next follows from it, not from the request's words
    assert acts("Is it going to be sunny in Rome?", "define_word") is not None
    assert acts("Is it going to be sunny in Rome?", "define_word",
                results='{"sky": "sunny"}') is None


def test_it_never_steers_to_a_tool_with_side_effects_or_one_that_needs_numbers():
    assert acts("Order a new phone case from the shop", "get_weather",
                [WEATHER, ORDER]) is None
    approve = tool("order_product", "Order a product from the shop.", product="string")
    approve.requires_approval = True
    assert acts("Order a new phone case from the shop", "get_weather",
                [WEATHER, approve]) is None
    approve.requires_approval = False  # the same tool without it: steered there
    assert acts("Order a new phone case from the shop", "get_weather",
                [WEATHER, approve]) is not None
    # converting needs an amount: a request with no number is not steered there
    assert acts("Which currency do they use in Peru?", "get_weather",
                [WEATHER, CONVERT]) is None


def test_a_choice_close_to_the_best_stands():
    s = similarities("Is it going to be sunny in Rome?", TOOLS)
    gap = s["get_weather"] - s["define_word"]
    assert gap > 0.1
    assert acts("Is it going to be sunny in Rome?", "define_word",
                policy=CheckChoiceMeaning(margin=gap + 0.01)) is None
    assert acts("Is it going to be sunny in Rome?", "define_word",
                policy=CheckChoiceMeaning(margin=gap - 0.01)) is not None


def json_model(*replies):
    model = ScriptedModel([json.dumps(r) for r in replies])
    model.decision_mode = "json"
    return model


def test_in_a_run_the_model_chooses_again_and_the_step_records_why():
    model = json_model({"action": "define_word"}, {"word": "Rome"},
                       {"action": "get_weather"}, {"city": "Rome"})
    run = Agent(model, TOOLS).start("Is it going to be sunny in Rome?", save_to=False)
    step = run.step()
    assert [(c.name, c.arguments) for c in step.tool_calls] == [("get_weather",
                                                                  {"city": "Rome"})]
    assert step.redecided["by"] == "check_choice_meaning"
    assert set(step.redecided["excluded"]) == {"define_word", "convert_currency"}
    assert "check_choice_meaning" in step.policies
    assert "far in meaning" in step.summary()
    # asked again: the choice among get_weather and final_answer alone
    enum = model.requests[2]["json_schema"]["properties"]["action"]["enum"]
    assert enum == ["get_weather", "final_answer"]


def test_default_policies_hold_it_when_embeddings_are_installed():
    names = [p.name for p in default_policies()]
    assert names.index("check_choice_meaning") == names.index(CheckChoice.name) + 1
    assert "check_choice_meaning" not in [p.name for p in
                                          default_policies(check_choice_meaning=False)]


def test_without_embeddings_installed_the_default_set_leaves_it_out(monkeypatch):
    from agentnb import meaning

    monkeypatch.setattr(meaning, "available", lambda: False)
    assert "check_choice_meaning" not in [p.name for p in default_policies()]
    with pytest.raises(ConfigError, match=r"pip install 'agentnb\[memory\]'"):
        default_policies(check_choice_meaning=True)


USER_ID = tool("get_user_id", "Look up a customer's user id by name.", customer="string")
ORDERS = tool("get_orders", "Orders placed by a user.", user_id="string")
TICKER = tool("get_company_ticker", "Ticker symbol of a listed company.", company="string")
QUOTE = tool("get_stock_price", "Latest share price of a company by its ticker symbol.",
             symbol="string")


@pytest.mark.parametrize(("request_text", "lookup", "then"), [
    ("What orders has the customer Alice placed?", USER_ID, ORDERS),
    ("Show me what Bob Lee has ordered from us", USER_ID, ORDERS),
    ("How much does one share of Nvidia cost?", TICKER, QUOTE),
])
def test_a_lookup_of_what_the_closer_tool_needs_is_the_first_step_of_a_chain(
        request_text, lookup, then):
    """The tool the request speaks of needs a value (a user id, a ticker) that the chosen
    tool looks up: the choice stands, though embeddings put the other tool far closer."""
    s = similarities(request_text, [lookup, then, DEFINE])
    assert s[then.name] - s[lookup.name] > 0.1
    assert acts(request_text, lookup.name, [lookup, then, DEFINE]) is None
    # a choice that looks nothing up is still asked about again
    redo = acts(request_text, DEFINE.name, [lookup, then, DEFINE])
    assert redo is not None and then.name not in redo.exclude


def test_a_tool_that_takes_the_value_itself_looks_nothing_up():
    population = tool("get_population", "Number of people living in a city.", city="string")
    assert acts("Is it going to be sunny in Rome?", "get_population",
                [population, WEATHER]) is not None


def listed(request: list[dict]) -> list[str]:
    """The tools a JSON-mode request's system prompt lists, in order."""
    return [line[2:].split("(")[0] for line in request[0]["content"].splitlines()
            if line.startswith("- ") and "(" in line]


def test_tool_order_meaning_lists_the_tools_closest_to_the_request_first():
    """Small models take the first tool listed when unsure: the list starts with the tool
    closest in meaning to the user's latest request, for every step of that request, and
    changes with the next request. run.request(step) shows the list as sent."""
    model = ScriptedModel([
        decision("convert_currency", {"amount": 40, "source": "GBP", "target": "JPY"}),
        answer("About 7,600 yen."),
        decision("get_weather", {"city": "Rome"}), answer("Sunny.")])
    run = Agent(model, TOOLS, decision_mode="json", tool_order="meaning").start(
        "How much is 40 pounds in yen?", save_to=False)
    first, second = run.step(), run.step()
    assert run.answer == "About 7,600 yen."
    score = similarities("How much is 40 pounds in yen?", TOOLS)
    order = listed(run.request(first))
    assert order == sorted(score, key=lambda n: -score[n]) and order[0] == "convert_currency"
    assert listed(run.request(second)) == order and second.request["head"] is None  # as sent
    run.inject("Is it going to be sunny in Rome?")
    assert listed(run.request(run.step()))[0] == "get_weather"


def test_the_default_order_is_the_declared_one_and_bad_settings_are_errors(monkeypatch):
    model = ScriptedModel([answer("Fine.")])
    agent = Agent(model, TOOLS, decision_mode="json")  # the default: as declared
    run = agent.start("How much is 40 pounds in yen?", save_to=False)
    run.step()
    assert listed(run.request(run.steps[0])) == [t.name for t in TOOLS]
    assert agent.describe()["tool_order"] == "given" and "tool_order='given'" in repr(agent)
    with pytest.raises(ConfigError, match="tool_order"):
        Agent(model, TOOLS, tool_order="alphabetical")
    monkeypatch.setattr("agentnb.agent.embeddings_installed", lambda: False)
    with pytest.raises(ConfigError, match=r"agentnb\[memory\]"):
        Agent(model, TOOLS, tool_order="meaning")


def test_a_tool_needing_a_number_the_request_lacks_is_listed_after_those_it_can_call():
    """The converter is the closest to "... in Fahrenheit", and the chain's second step:
    before any temperature is known it is listed after the weather tool."""
    from agentnb import Toolset
    from agentnb.meaning import by_meaning

    fahrenheit = tool("celsius_to_fahrenheit", "Convert a temperature from Celsius to "
                      "Fahrenheit.", celsius="number")
    tools = Toolset([fahrenheit, WEATHER])
    request = "What is the temperature in Paris in Fahrenheit?"
    score = similarities(request, list(tools))
    assert score["celsius_to_fahrenheit"] > score["get_weather"]  # closest, yet:
    assert [t.name for t in by_meaning(request, tools)] == ["get_weather",
                                                            "celsius_to_fahrenheit"]
    assert [t.name for t in by_meaning("Convert 100 degrees Celsius to Fahrenheit", tools)
            ] == ["celsius_to_fahrenheit", "get_weather"]
