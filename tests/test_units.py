"""Units of figures (``agentnb.units``): which unit a result gives a number in, which unit
an answer writes beside it, and a figure written with another unit drawn again and flagged
(``agentnb.draws``, ``CheckAnswer``), with a scripted model (its replies written here,
labelled as such). ``bench/answers.py --batch asked`` measures it on the embedded model."""

import json

from agentnb import Agent, Run, Tool
from agentnb.checks import Evidence, trouble, unsupported_numbers, uses
from agentnb.draws import chosen
from agentnb.testing import ScriptedModel
from agentnb.units import (
    Figure,
    figures,
    misnamed,
    numbers_written,
    same_number,
    significant,
    writes,
    written_unit,
)

KM = "get_distance_km\nRoad distance between two cities in kilometres."


def test_a_results_unit_comes_from_its_key_a_currency_beside_it_or_the_tools_own_words():
    weather = json.dumps({"city": "Lima", "temperature_c": 19, "sky": "fog", "wind_kmh": 3})
    assert figures(weather) == [Figure(19.0, "temperature", frozenset({"C"})),
                                Figure(3.0, "speed", frozenset({"km/h"}))]
    assert figures(json.dumps({"temp_f": 50})) == [Figure(50.0, "temperature", frozenset({"F"}))]
    # a lone c or f is a unit only beside temp...: "type_c" is not Celsius
    assert figures(json.dumps({"type_c": 3, "grade_f": 2})) == []
    # ... or another word of a temperature reading (``bench/written_answers.py --batch
    # tempkeys``): a forecast's high and low, a maximum, "feels like", an oven; "k" (kelvin)
    # only beside temp: ``max_k`` may be a count
    assert figures(json.dumps({"high_c": 4, "lowest_f": 27, "feels_like_f": 95,
                               "heat_index_c": 41, "oven_c": 220, "max_k": 5})) == [
        Figure(v, "temperature", frozenset({u})) for v, u in (
            (4.0, "C"), (27.0, "F"), (95.0, "F"), (41.0, "C"), (220.0, "C"))]
    assert figures(json.dumps({"temp_min": 3, "min_temp_c": 3, "runtime_min": 90})) == [
        Figure(3.0, "temperature", frozenset({"C"})),
        Figure(90.0, "duration", frozenset({"min"}))]
    assert figures(json.dumps({"amount": 27.6, "currency": "EUR"})) == [
        Figure(27.6, "money", frozenset({"EUR"}))]
    # a currency beside two numbers names neither: they may be in two currencies
    assert figures(json.dumps({"amount": 100, "converted": 92, "currency": "USD"})) == []
    assert figures(json.dumps({"route": {"distance_km": 142, "stops": 2}})) == [
        Figure(142.0, "distance", frozenset({"km"}))]
    # a lone number: the tool's name and description, when their units agree
    assert figures("465.0", KM) == [Figure(465.0, "distance", frozenset({"km"}))]
    assert figures("4.5", "get_price_usd\nPrice of an item in US dollars.") == [
        Figure(4.5, "money", frozenset({"USD"}))]
    assert figures("19", "temperature_c\nTemperature of a city in degrees Celsius.") == [
        Figure(19.0, "temperature", frozenset({"C"}))]
    # a converter names two units: its result is in the one it converts to
    assert figures("77.0", "celsius_to_fahrenheit\nConvert Celsius to Fahrenheit.") == [
        Figure(77.0, "temperature", frozenset({"F"}))]
    assert figures("288.9", "km_to_miles\nConvert kilometres to miles.") == [
        Figure(288.9, "distance", frozenset({"mi"}))]
    assert figures("27.6", "usd_to_eur\nConvert an amount in US dollars to euros.") == [
        Figure(27.6, "money", frozenset({"EUR"}))]
    # units of two kinds, targets that disagree, or no unit after "to": none
    assert figures("3", "odd\nConvert Celsius to miles.") == []
    assert figures("3", "to_km\nConvert a distance to miles.") == []
    assert figures("3", "convert\nConvert kilometres or miles, the other way round.") == []
    # a result of two numbers, or with no unit word: none
    assert figures(json.dumps({"low": 3, "high": 9}), "forecast\nForecast in Celsius.") == []
    assert figures("465.0", "distance\nRoad distance between two cities.") == []
    assert figures("Paris", KM) == [] and figures("not json {", KM) == []


def test_the_unit_an_answer_writes_is_the_first_unit_word_after_the_number_or_a_sign_before():
    def unit(answer: str, number: str) -> str | None:
        at = answer.index(number)
        found = written_unit(answer, at, at + len(number))
        return found[0] if found else None

    assert unit("It is 465 km away.", "465") == "km"
    assert unit("It is 19 degrees Fahrenheit.", "19") == "fahrenheit"
    assert unit("It is 19°F.", "19") == "°f" and unit("It is 19 degrees C.", "19") == "°c"
    assert unit("It costs $4.5.", "4.5") == "$" and unit("It costs EUR 27.6.", "27.6") == "eur"
    assert unit("It costs 4.5 US dollars.", "4.5") == "usd"
    assert unit("An arcade 5 streets away.", "5") is None  # a whole word, not "cad" in it
    assert unit("An arcade 5 minutes away.", "5") == "minutes"  # a duration
    # else the last "in <unit>" of its sentence before it, no other number in between
    assert unit("The road from Rome to Naples in miles is 226.", "226") == "miles"
    assert unit("It is 31, in degrees Fahrenheit.", "31") == "fahrenheit"  # words after it
    assert unit("In Fahrenheit it is 3 or 31.", "31") is None  # 3 is in between
    assert unit("Prices are in euros. It costs 12.", "12") is None  # another sentence
    assert unit("The weather in Lima is 19.", "19") is None  # "in Lima" is no unit
    # none, or another number's: "19 degrees, or 66.2 Fahrenheit" gives 19 no unit
    assert unit("It is 19 degrees, or 66.2 Fahrenheit.", "19") is None
    assert unit("It is 19 and sunny in the city of Rome.", "19") is None
    assert unit("Flight 4 c deck.", "4") is None  # a lone letter is no unit


def test_an_answer_misnames_a_figure_with_another_unit_of_its_kind_only():
    km = figures("465.0", KM)
    assert misnamed("Cairo to Rome is about 465.0 miles.", km) == [
        "465.0 miles (the result gives km)"]
    assert misnamed("It is 465 km, about 289 miles.", km) == []  # a conversion is fine
    assert misnamed("It is 465 km.", km) == [] and misnamed("It is 465.", km) == []
    assert misnamed("It takes 465 steps.", km) == []  # no unit
    assert misnamed("It takes 465 minutes.", km) == [  # a unit of another kind
        "465 minutes (the result gives km)"]
    assert misnamed("The distance in miles is 465.", km) == [
        "465 miles (the result gives km)"]
    assert misnamed("In km, that is 465.", km) == []
    # a number the request states may carry the request's own unit
    assert misnamed("465 miles is far.", km, "Is 465 miles far?") == []
    temp = figures(json.dumps({"temperature_c": 19}))
    assert misnamed("It is 19 degrees Fahrenheit.", temp) == [
        "19 Fahrenheit (the result gives °C)"]
    assert misnamed("It is 19°C.", temp) == [] and misnamed("It is 19 °F.", temp) != []
    # "$" and "dollars" are any dollar; "cents" is a unit of its own
    cad = figures(json.dumps({"amount": 12.5, "currency": "CAD"}))
    assert misnamed("That is $12.5.", cad) == [] and misnamed("That is 12.5 dollars.", cad) == []
    assert misnamed("That is 12.5 euros.", cad) == ["12.5 euros (the result gives CAD)"]
    usd = figures(json.dumps({"price": 248.9, "currency": "USD"}))
    assert misnamed("248.9 cents a share", usd) == ["248.9 cents (the result gives USD)"]
    # the same value in two results, one in the unit written: no question
    both = [*km, Figure(465.0, "distance", frozenset({"mi"}))]
    assert misnamed("It is 465 miles.", both) == []


def test_a_misnamed_figure_is_trouble_and_a_draw_that_names_it_right_stands():
    check = Evidence(["How far is Cairo from Rome in km?", "465.0"], ["465.0"],
                     figures("465.0", KM))
    assert trouble("About 465.0 miles.", check) == [
        "writes 465.0 miles (the result gives km)"]
    assert trouble("About 465 km.", check) == []
    assert chosen("About 465 miles.", ["465 miles, roughly.", "It is 465 km by road."],
                  check) == 2
    assert chosen("About 465 miles.", ["465 miles, roughly."],
                  check) == 0  # no draw without trouble: the first stands
    # a first answer with a number from nowhere, or none of the values: a draw holding the
    # figure with another unit is better (the step names the unit)
    assert chosen("About 500 km.", ["It is 600 km.", "465 miles, roughly."], check) == 2
    assert chosen("It is far.", ["Far.", "465 miles, roughly."], check) == 2
    assert chosen("It is far.", ["Far.", "465 miles.", "465 km."],
                  check) == 3  # a draw without trouble comes first


# one tool, its unit in its name and description only
DISTANCE = Tool.from_schema(
    "get_distance_km", "Road distance between two cities in kilometres.",
    {"type": "object", "properties": {"origin": {"type": "string"},
                                      "destination": {"type": "string"}}},
    fn=lambda **kw: 465.0)


def distance_run(*answers: str, draws: int = 3) -> tuple[ScriptedModel, Run]:
    """A JSON-mode run on a scripted model (replies written here): step 1 fills
    get_distance_km (the tool named), step 2 answers (``tool_choice="none"``)."""
    model = ScriptedModel([json.dumps({"origin": "Paris", "destination": "Lyon"}), *answers])
    model.seeded = True
    run = Agent(model, [DISTANCE], decision_mode="json", answer_draws=draws).start(
        "How far is Paris from Lyon by road, in miles?", save_to=False)
    run.step(tool_choice="get_distance_km")
    run.step(tool_choice="none")
    return model, run


def test_an_answer_writing_the_results_figure_in_the_unit_asked_for_is_drawn_again(tmp_path):
    model, run = distance_run("It is 465.0 miles from Paris to Lyon.", "465 miles.",
                              "The road is 465 km long; I cannot convert it.", "unused")
    step = run.steps[-1]
    assert run.answer == "The road is 465 km long; I cannot convert it."
    assert step.request["sampling"]["seed"] == 2 and model.queue == ["unused"]
    assert step.misnamed == [] and "check_answer" not in step.policies


def test_a_draw_holding_the_figure_in_another_unit_beats_a_figure_from_nowhere():
    model, run = distance_run("It is 500 miles from Paris to Lyon.", "Far away.",
                              "465 miles by road.", "A long drive.")
    step = run.steps[-1]
    assert run.answer == "465 miles by road." and not model.queue  # all three drawn
    assert step.misnamed == ["465 miles (the result gives km)"] and step.unsupported == []
    # an echo of the request: the same draw takes its place, flagged, not an error
    model, run = distance_run("How far is Paris from Lyon by road, in miles?", "Far.",
                              "465 miles by road.", "A long drive.")
    assert run.answer == "465 miles by road." and run.steps[-1].error is None
    assert run.steps[-1].misnamed == ["465 miles (the result gives km)"]


def test_when_every_draw_misnames_it_the_first_answer_stands_and_the_step_says_so(tmp_path):
    model, run = distance_run("It is 465.0 miles from Paris to Lyon.", "465 miles.",
                              "About 465.0 miles.", "Some 465 mi.")
    step = run.steps[-1]
    assert run.answer == "It is 465.0 miles from Paris to Lyon." and not model.queue
    assert step.misnamed == ["465.0 miles (the result gives km)"]
    assert "check_answer" in step.policies and step.unsupported == []
    assert "check:   465.0 miles (the result gives km) in the answer: another unit" \
        in step.summary()
    assert "465.0 miles (the result gives km) in the answer: another unit" in \
        step._repr_html_()
    run.save(tmp_path / "r.json")
    assert Run.load(tmp_path / "r.json").steps[-1].misnamed == step.misnamed
    # without draws the answer stands as written, and is flagged all the same
    _, plain = distance_run("It is 465.0 miles from Paris to Lyon.", draws=0)
    assert plain.steps[-1].misnamed == ["465.0 miles (the result gives km)"]


def test_a_number_is_written_rounded_as_far_as_it_shows():
    assert same_number(18.4, "18") and same_number(18.4, "18.4") and not same_number(18.4, "19")
    # half a unit of the last place either way: a tie rounds up or down, a float's repr aside
    assert same_number(34.5, "35") and same_number(34.5, "34") and same_number(14.965, "14.97")
    assert not same_number(6.71, "6.70") and same_number(-3.6, "-4") and not same_number(-3.6, "4")
    # a whole number ending in zeros, two significant digits or more: its last digit not zero
    assert same_number(535064, "535,000") and same_number(1490.53, "1,500")
    assert not same_number(535064, "530,000") and same_number(5474360, "5,470,000")
    assert not same_number(9.62, "100") and not same_number(535, "500")  # one digit: as is
    assert same_number(9.62, "10")  # 10 give or take 0.5
    # where it can be wrong, as the docstring says: "120" is read as 115 to 125
    assert same_number(116, "120") and same_number(125, "120") and not same_number(114, "120")
    # a scale word after the number
    assert same_number(10379007, "10.4", 1e6) and not same_number(10379007, "1.4", 1e6)
    assert numbers_written("about 10.4 million people, 3 Thousand cars and 7") == [
        ("10.4", 1e6), ("3", 1e3), ("7", 1.0)]
    assert writes("10.4 million", 10379007) and writes("10.4 million", 10.4)
    assert [significant(t) for t in ("18", "0.9", "9.50", "1,500", "10", "-4", "0")] == [
        2, 1, 3, 2, 1, 1, 0]


def test_an_answer_that_rounds_a_results_figure_uses_it_and_is_not_flagged():
    """"About 18°C" after 18.4 was flagged as holding none of the results' values (and
    drawn again): only the figure as given counted."""
    paris = json.dumps({"city": "Paris", "temperature_c": 18.4, "sky": "rain"})
    request = "What's the temperature in Paris?"
    check = Evidence([request, paris], ["18.4", "rain"], (), request)
    for answer in ("It is about 18 degrees.", "About 18.4.", "Roughly 18°C."):
        assert trouble(answer, check) == [], answer
    assert trouble("It is about 19 degrees.", check)[0].startswith("states 19")
    # a single digit or the request's own number is not taken as a rounding
    oslo = Evidence(["How cold in Oslo?", "-3.6"], ["-3.6"], (), "How cold in Oslo?")
    assert trouble("About -4 degrees.", oslo) == ["holds none of the results' values"]
    assert uses("About -3.6 degrees.", "-3.6") and not uses("About -4.", "-3.6")
    assert not uses("10 USD is about 10 EUR.", "9.62", "Convert 10 USD to EUR.")
    assert not uses("5 EUR is about 4 GBP.", "4.31") and uses("5 EUR is 4.31 GBP.", "4.31")
    assert uses("10 USD is about 9.6 EUR.", "9.62", "Convert 10 USD to EUR.")
    assert uses("Portugal has 10.4 million people.", "10379007")
    assert unsupported_numbers("Portugal has 10.4 million people.", ["10379007"]) == []
    assert unsupported_numbers("Portugal has 1.4 million people.", ["10379007"]) == ["1.4"]
    assert unsupported_numbers("It is 10.4 million.", ["10.4 million people"]) == []


def test_a_rounded_answer_on_a_scripted_model_gets_no_check_line():
    """The step's ``check:`` lines for a rounded figure, through the loop (a scripted
    model: its replies written here)."""
    tool = Tool.from_schema("get_weather", "Current weather in a city.", {
        "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        fn=lambda city: {"city": city, "temperature_c": 18.4, "sky": "rain"})
    for answer, flagged in (("It is about 18 degrees in Paris.", []),
                            ("It is about 81 degrees in Paris.",
                             ["unsupported", "unused", "left_out"])):
        model = ScriptedModel([json.dumps({"city": "Paris"}), answer, answer, answer, answer])
        model.seeded = True  # draws are made on a model that honours seeds
        run = Agent(model, [tool], decision_mode="json").start(
            "What's the temperature in Paris?", save_to=False)
        run.step(tool_choice="get_weather")
        step = run.step(tool_choice="none")
        assert run.answer == answer and step.check_kinds() == flagged
        # the answer asked once, and drawn again (three samples) only when flagged
        assert len(model.requests) == 2 + (3 if flagged else 0)


def test_weights_and_pounds_that_are_a_weight():
    """"Pounds" is money unless a word of weight is beside it or the figure written with it
    is a weight (``bench/written_answers.py --batch mass``)."""
    assert figures(json.dumps({"weight_kg": 2.4})) == [Figure(2.4, "mass", frozenset({"kg"}))]
    assert figures(json.dumps({"grams": 500})) == [Figure(500.0, "mass", frozenset({"g"}))]
    assert figures(json.dumps({"weight_pounds": 9})) == [Figure(9.0, "mass", frozenset({"lb"}))]
    assert figures(json.dumps({"price_pounds": 9})) == [Figure(9.0, "money", frozenset({"GBP"}))]
    suitcase = figures("48.5", "get_luggage\nWeight of a suitcase in pounds.")
    assert suitcase == [Figure(48.5, "mass", frozenset({"lb"}))]
    assert figures("4.2", "get_postage\nPostage price in pounds sterling.") == [
        Figure(4.2, "money", frozenset({"GBP"}))]
    parcel = figures(json.dumps({"weight_kg": 1.5, "price_gbp": 4.2}))
    assert misnamed("It weighs 1.5 kg and costs 4.2 pounds.", parcel) == []
    assert misnamed("It weighs 1.5 pounds.", parcel) == ["1.5 pounds (the result gives kg)"]
    assert misnamed("The suitcase weighs 48.5 pounds.", suitcase) == []
    assert misnamed("It weighs 48.5 kg.", suitcase) == ["48.5 kg (the result gives pounds)"]
    assert misnamed("500 g of flour", figures(json.dumps({"grams": 500}))) == []  # "g": no
    # a figure of money written with a weight: another kind, named too; two figures of one
    # value, each in its own kind, are not
    assert misnamed("It costs 4.2 kg.", parcel) == ["4.2 kg (the result gives GBP)"]
    twos = figures(json.dumps({"weight_kg": 2.0, "price_gbp": 2.0}))
    assert misnamed("It weighs 2.0 kg and costs 2.0 GBP.", twos) == []
    assert misnamed("It is 18.4 km away.", figures(json.dumps({"temperature_c": 18.4}))) == [
        "18.4 km (the result gives °C)"]
    # an answer's "pounds" is read by its figure, not by a word of weight after it
    euros = figures(json.dumps({"amount": 4.2, "currency": "EUR"}))
    assert misnamed("It costs 4.2 pounds, and it weighs 3 kg.", euros) == [
        "4.2 pounds (the result gives EUR)"]
