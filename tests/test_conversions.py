"""A result's figure written in another unit of its kind (``agentnb.conversions``):
"about 65°F" for 18.4 °C, "289 miles" for 465 km, "4 hours 50 minutes" for 290 minutes,
and durations as units (``bench/written_answers.py --batch converted``, ``converted2``).
The loop test uses a scripted model (its replies written here, labelled as such)."""

import json

import pytest

from agentnb import Tool
from agentnb.checks import Evidence, signs
from agentnb.conversions import conversions, convert, converted, worded
from agentnb.units import Figure, duration_of, figures, misnamed, unit_of
from tests.helpers.common import answered


def fig(value: float, kind: str, unit: str) -> Figure:
    return Figure(value, kind, frozenset({unit}))


C, KM, MIN = fig(18.4, "temperature", "C"), fig(465, "distance", "km"), fig(290, "duration", "min")


def texts(answer: str, found: list[Figure]) -> list[str]:
    return [text for text, _ in converted(answer, found)]


def test_units_of_one_kind_convert_with_their_fixed_ratio_and_money_never():
    assert convert(100, "C", "F") == pytest.approx(212)
    assert convert(50, "F", "C") == pytest.approx(10)
    assert convert(210, "K", "C") == pytest.approx(-63.15)
    assert convert(1, "mi", "km") == pytest.approx(1.609344)
    assert convert(1, "kg", "lb") == pytest.approx(2.20462, rel=1e-5)
    assert convert(90, "min", "h") == 1.5 and convert(2, "week", "day") == 14
    assert convert(1, "km", "kg") is None and convert(1, "C", "km") is None
    assert convert(10, "USD", "EUR") is None  # no rate is fixed


def test_a_figure_converted_and_rounded_as_far_as_it_shows_is_read_with_its_figure():
    assert converted("It's about 65°F in Paris.", [C]) == [("65", C)]
    assert texts("It's 65.1 degrees Fahrenheit.", [C]) == ["65.1"]
    assert texts("It's about 289 miles.", [KM]) == ["289"]
    assert texts("It's roughly 290 miles.", [KM]) == ["290"]
    assert texts("It takes about 4.8 hours.", [MIN]) == ["4.8"]
    # off by more than its rounding: not a conversion
    assert texts("It's about 61°F.", [C]) == [] and texts("It's 300 miles.", [KM]) == []
    assert texts("It takes 4.3 hours.", [MIN]) == []
    # one significant digit counts within 1% only: a factor rounded, not a figure guessed
    height = fig(1.82, "distance", "m")
    assert texts("He is about 6 feet tall.", [height]) == ["6"]  # 5.97 ft
    assert texts("It takes about 5 hours.", [MIN]) == []  # 4.83 h
    # the same unit is no conversion (the figure as written is checked as before)
    assert texts("It's 465 km.", [KM]) == [] and texts("Ten miles.", [KM]) == []
    # a unit of another kind, money, or no unit
    assert texts("It's 289 minutes.", [KM]) == [] and texts("It's 289.", [KM]) == []
    assert texts("About 83 euros.", [fig(89.99, "money", "USD")]) == []


def test_a_figure_in_two_parts_is_read_whole_with_its_last_part_to_its_last_digit():
    assert texts("It takes 4 hours 50 minutes.", [MIN]) == ["4", "50"]
    assert texts("It takes 4 hours and 50 minutes.", [MIN]) == ["4", "50"]
    assert texts("It takes 4 hours 30 minutes.", [MIN]) == []
    assert texts("About 2 minutes 30 seconds.", [fig(150, "duration", "s")]) == ["2", "30"]
    leo = fig(4.2, "mass", "kg")  # 9 lb 4.15 oz: "pounds" beside ounces is a weight
    assert texts("Leo weighs 9 pounds 4 ounces.", [leo]) == ["9", "4"]
    assert texts("Leo weighs 9 pounds 9 ounces.", [leo]) == []
    # parts out of order or of two kinds are no compound
    assert texts("4 minutes 50 hours", [MIN]) == [] and texts("4 hours 50 km", [MIN]) == []


def test_a_ranges_first_end_takes_the_unit_of_its_other_end():
    high, low = fig(4, "temperature", "C"), fig(-3, "temperature", "C")
    assert texts("Between 27 and 39°F.", [high, low]) == ["27", "39"]
    assert texts("From 27 to 39 °F.", [high, low]) == ["27", "39"]
    assert texts("It is 27-39°F.", [high, low]) == ["27", "39"]
    assert texts("27 and 39°F.", [high, low]) == ["39"]  # "and" joins a range after "between"


def test_durations_are_units_and_words_of_the_clock_are_units_only_after_a_number():
    assert figures(json.dumps({"bake_minutes": 45})) == [fig(45, "duration", "min")]
    assert figures(json.dumps({"transit_days": 14})) == [fig(14, "duration", "day")]
    assert figures(json.dumps({"asleep_seconds": 27000})) == [fig(27000, "duration", "s")]
    # a short form is the unit beside a word of its kind, and anything elsewhere
    assert figures(json.dumps({"runtime_min": 155})) == [fig(155, "duration", "min")]
    assert figures(json.dumps({"eta_min": 5, "time_s": 3})) == [
        fig(5, "duration", "min"), fig(3, "duration", "s")]
    assert figures(json.dumps({"height_m": 1.82})) == [fig(1.82, "distance", "m")]
    assert figures(json.dumps({"weight_g": 5})) == [fig(5, "mass", "g")]
    assert figures(json.dumps({"temp_min": 3, "price_min": 9, "size_m": 2, "score_s": 4})) == []
    # "hour" and "day" alone are the clock's and the calendar's
    assert figures(json.dumps({"hour": 14, "day": 3})) == []
    assert unit_of("hour") is None and unit_of("hour", after_number=True) is not None
    assert unit_of("hours") is not None and unit_of("min") is None


def test_a_duration_written_short_is_a_figure_in_seconds():
    for text, seconds in (("8h 35m", 30900), ("2h", 7200), ("1h30m", 5400),
                          ("45 min", 2700), ("PT2H50M", 10200), ("PT45M", 2700),
                          ("P3D", 259200), ("1h 2m 3s", 3723)):
        assert duration_of(text) == seconds, text
    for text in ("45m", "90s", "PT", "P", "3 hours", "h", "8h 35", "the 2h train"):
        assert duration_of(text) is None, text
    flight = figures(json.dumps({"flight": "LH400", "duration": "8h 35m"}))
    assert flight == [fig(30900, "duration", "s")]
    assert texts("The flight takes 8 hours 35 minutes.", flight) == ["8", "35"]
    assert texts("It takes about 8.6 hours.", flight) == ["8.6"]


def test_a_figure_with_a_duration_of_another_unit_is_misnamed():
    bake = figures(json.dumps({"bake_minutes": 45}))
    assert misnamed("Bake it for 45 hours.", bake) == ["45 hours (the result gives minutes)"]
    assert misnamed("Bake it for 45 minutes.", bake) == []
    # a part of a figure in two parts is not misnamed ("4" of "9 pounds 4 ounces" is no
    # 4.2 kg written in ounces)
    leo = [fig(4.2, "mass", "kg")]
    assert misnamed("9 pounds 4 ounces", leo, "", ["9", "4"]) == []
    assert misnamed("9 pounds 4 ounces", leo) == ["4 ounces (the result gives kg)"]


def check(request: str, result: dict[str, object]) -> Evidence:
    text = json.dumps(result)
    values = [str(v) for v in result.values()]
    asked = [(k, str(v)) for k, v in result.items() if isinstance(v, (int, float))]
    return Evidence([request, text], values, figures(text), request, asked)


def test_a_conversion_is_no_number_from_nowhere_and_gives_the_value_asked_for():
    paris = check("What's the temperature in Paris?", {"temperature_c": 18.4})
    right = signs("It's about 65°F in Paris.", paris)
    assert right.unsupported == [] and right.unused == [] and right.left_out == []
    wrong = signs("It's about 61°F in Paris.", paris)
    assert wrong.unsupported == ["61"] and wrong.unused == ["18.4"]
    assert wrong.left_out == ["temperature_c: 18.4"]
    # money is never converted: a rate no result gave is a number from nowhere
    price = check("How much are the headphones?", {"price_usd": 89.99})
    assert signs("They cost about 83 euros.", price).unsupported == ["83"]
    route = check("How long is the drive?", {"distance_km": 465, "duration_min": 290})
    assert signs("About 289 miles, 4 hours 50 minutes.", route).unsupported == []
    assert signs("About 289 miles, 4 hours 30 minutes.", route).unsupported == ["4", "30"]


def test_a_converted_answer_on_a_scripted_model_gets_no_check_line():
    """Through the loop (a scripted model: its replies written here)."""
    tool = Tool.from_schema("get_flight", "Times of a flight.", {
        "type": "object", "properties": {"flight": {"type": "string"}},
        "required": ["flight"]}, fn=lambda flight: {"flight": flight, "duration_minutes": 425})
    for answer, flagged in (("The flight takes 7 hours and 5 minutes.", []),
                            ("The flight takes about 7.1 hours.", []),
                            ("The flight takes 7 hours and 25 minutes.",
                             ["unsupported", "unused"])):
        run, step = answered(tool, {"flight": "BA117"}, "How long is flight BA117?", answer)
        assert run.answer == answer and step.check_kinds() == flagged, answer


def test_a_figure_in_words_with_its_unit_counts_within_one_percent():
    assert worded("It takes an hour and a half.") == [("an hour and a half", 1.5, "h")]
    assert worded("Bake it for three quarters of an hour.") == [
        ("three quarters of an hour", 0.75, "h")]
    assert worded("a quarter of an hour, half a minute") == [
        ("a quarter of an hour", 0.25, "h"), ("half a minute", 0.5, "min")]
    assert worded("two and a half hours; seven weeks") == [
        ("two and a half hours", 2.5, "h"), ("seven weeks", 7.0, "week")]
    assert worded("a dollar, an apple, the one hour") == [("one hour", 1.0, "h")]
    assert worded("forty-five minutes, twenty five days") == [
        ("forty-five minutes", 45.0, "min"), ("twenty five days", 25.0, "day")]
    ninety = [fig(90, "duration", "min")]
    assert texts("Your commute takes an hour and a half.", ninety) == ["an hour and a half"]
    assert texts("Your commute takes half an hour.", ninety) == []
    assert texts("It will take two weeks.", [fig(14, "duration", "day")]) == ["two weeks"]
    assert texts("It will take two weeks.", [fig(10, "duration", "day")]) == []
    # in the figure's own unit too: "two hours" for 2 h, "a kilo" for 1 kg
    assert texts("It lasts two hours.", [fig(2, "duration", "h")]) == ["two hours"]
    assert texts("It weighs a kilo.", [fig(1, "mass", "kg")]) == ["a kilo"]
    commute = check("How long is my commute?", {"travel_time_min": 90})
    assert signs("An hour and a half.", commute).unused == []
    assert signs("Half an hour.", commute).unused == ["90"]


def test_the_requests_own_number_is_no_conversion_of_a_converters_result():
    """A converter's result is the request's number converted: writing that number back
    does not use the result (found on the embedded model, `bench/answers.py --batch
    conv`: "How can I convert 10 degrees Celsius to Fahrenheit?" after 50.0 °F)."""
    fahrenheit = [fig(77.0, "temperature", "F")]
    request = "Convert 25 degrees Celsius to Fahrenheit."
    assert texts("25 degrees Celsius is 77°F.", fahrenheit) == ["25"]
    assert converted("25 degrees Celsius is 77°F.", fahrenheit, request) == []
    assert converted("It is 25 °C.", fahrenheit, "Convert 125 C to F.") != []  # not "125"
    hours = [fig(1.5, "duration", "h")]
    assert converted("An hour and a half.", hours, "What is an hour and a half in minutes?"
                     ) == []
    minutes = [fig(120, "duration", "min")]
    assert texts("Two hours is 120 minutes.", minutes) == ["Two hours"]
    assert converted("Two hours is 120 minutes.", minutes, "Two hours in minutes?") == []
    check_ = Evidence([request, "77.0"], ["77.0"], fahrenheit, request)
    assert signs("How can I convert 25 degrees Celsius to Fahrenheit?", check_).unused == [
        "77.0"]
    # docs/answer-checks.md's example: after 50.0 °F for 10 °C
    readme = "Turn 10 degrees Celsius into Fahrenheit."
    fifty = Evidence([readme, "50.0"], ["50.0"], [fig(50.0, "temperature", "F")], readme)
    assert signs("How can I convert 10 degrees Celsius to Fahrenheit?", fifty).unused == [
        "50.0"]
    assert signs("10 degrees Celsius is 50 degrees Fahrenheit.", fifty).unused == []


def test_speeds_are_units_in_signs_and_in_words():
    """A wind's or a vehicle's speed (``bench/written_answers.py --batch speeds``)."""
    wind = figures(json.dumps({"location": "Oslo", "wind_kmh": 20}))
    assert wind == [fig(20, "speed", "km/h")]
    assert figures(json.dumps({"speed_knots": 18, "wind_mps": 8})) == [
        fig(18, "speed", "kn"), fig(8, "speed", "m/s")]
    assert figures("30", "get_wind\nWind speed in km/h.") == [fig(30, "speed", "km/h")]
    for answer in ("about 12 mph", "12 miles per hour", "about 12 miles an hour",
                   "about 5.6 m/s", "5.6 metres per second"):
        number = next(w for w in answer.split() if w[0].isdigit())
        assert texts(answer, wind) == [number], answer
    for answer in ("20 kilometres an hour", "20 km per hour"):  # its own unit: written
        assert misnamed(answer, wind) == [] and texts(answer, wind) == [], answer
    assert texts("about 7 m/s", wind) == [] and texts("about 20 mph", wind) == []
    assert misnamed("It blows at 20 mph.", wind) == ["20 mph (the result gives km/h)"]
    assert misnamed("It blows at 20 miles per hour.", wind) == [
        "20 mph (the result gives km/h)"]
    assert misnamed("It blows at 20 km/h.", wind) == []
    assert convert(18, "kn", "km/h") == pytest.approx(33.336)
    # a distance per other time, a price per weight and a pair of codes are no speed
    assert texts("3 km per day", wind) == [] and texts("a mile a minute", wind) == []
    assert unit_of("usd/eur") is None and misnamed("1 USD/EUR", wind) == []


def test_data_sizes_are_units_read_in_thousands_or_in_1024s():
    """A file's, a disk's or a plan's size (``bench/written_answers.py --batch sizes``)."""
    assert figures(json.dumps({"size_bytes": 5_000_000, "free_gb": 64, "ram_mb": 8192,
                               "quota_tib": 1})) == [
        fig(5e6, "data", "B"), fig(64, "data", "GB"), fig(8192, "data", "MB"),
        fig(1, "data", "TB")]
    assert figures("870", "get_upload_limit\nLargest upload in megabytes.") == [
        fig(870, "data", "MB")]
    assert conversions(8192, "MB", "GB") == [8.192, 8.0]
    assert conversions(3, "B", "B") == [3.0] and conversions(1, "GB", "l") == []
    movie = [fig(5e6, "data", "B")]
    assert texts("It is 5 MB.", movie) == ["5"] and texts("About 4.8 MB.", movie) == ["4.8"]
    assert texts("About 4,900 KB.", movie) == ["4,900"]  # 4,883 KiB
    assert texts("About 48 MB.", movie) == [] and texts("About 5 GB.", movie) == []
    ram = [fig(8192, "data", "MB")]
    assert texts("It has 8 GB of RAM.", ram) == ["8"] and texts("8 gigabytes", ram) == ["8"]
    assert texts("It has 8 TB of RAM.", ram) == []
    assert misnamed("It has 8192 KB of RAM.", ram) == ["8192 KB (the result gives MB)"]
    assert misnamed("It has 8192 MiB of RAM.", ram) == []  # the same unit, its binary name
    disk = check("How much space is left on the NAS?", {"free_gb": 640})
    assert signs("About 0.64 TB is left.", disk).unsupported == []
    assert signs("About 640 MB is left.", disk).misnamed == [
        "640 MB (the result gives GB)"]


def test_volumes_are_units_in_litres_gallons_and_cubic_metres():
    """A tank's or a bottle's volume (``bench/written_answers.py --batch volumes``)."""
    assert figures(json.dumps({"tank_l": 60, "dose_ml": 5, "volume_m3": 2,
                               "jug_gallons": 1, "level_l": 3})) == [
        fig(60, "volume", "l"), fig(5, "volume", "ml"), fig(2, "volume", "m3"),
        fig(1, "volume", "gal")]  # "l" alone beside no word of volume: no unit
    tank = [fig(60, "volume", "l")]
    assert texts("It holds about 16 gallons.", tank) == ["16"]  # US: 15.85
    assert texts("It holds about 13 gallons.", tank) == ["13"]  # imperial: 13.2
    assert texts("It holds about 20 gallons.", tank) == []
    assert texts("It holds 60,000 ml.", tank) == ["60,000"]
    assert texts("It holds 0.06 cubic metres.", tank) == ["0.06"]
    assert texts("It holds about 2.1 cubic feet.", tank) == ["2.1"]  # 2.12
    assert misnamed("It holds 60 gallons.", tank) == ["60 gallons (the result gives litres)"]
    assert misnamed("It holds 60 cubic metres.", tank) == [
        "60 m3 (the result gives litres)"]
    assert texts("Take half a millilitre.", [fig(0.5, "volume", "ml")]) == [
        "half a millilitre"]  # in its own unit too
    assert texts("Pour in half a litre.", [fig(500, "volume", "ml")]) == ["half a litre"]
    # a cubic metre is no distance, and "cubic" beside no unit changes nothing
    assert misnamed("About 2 cubic metres.", [fig(2, "distance", "m")]) == [
        "2 m3 (the result gives metres)"]
    assert unit_of("cubic") is None


def test_pounds_in_words_are_a_weight_beside_a_results_weight_and_else_money():
    """``bench/written_answers.py --batch pounds``: "a pound and a half" for 0.68 kg."""
    assert worded("a pound and a half") == []  # money, and money is no figure in words
    assert worded("a pound and a half", weighs=True) == [("a pound and a half", 1.5, "lb")]
    parcel = [fig(0.68, "mass", "kg")]
    assert texts("It weighs about a pound and a half.", parcel) == ["a pound and a half"]
    assert texts("It weighs about two pounds.", parcel) == []
    baby = check("How much does the baby weigh?", {"weight_kg": 3.2})
    assert signs("About seven pounds.", baby).unused == []  # 7.05 lb
    assert signs("About nine pounds.", baby).unused == ["3.2"]
    price = [fig(2, "money", "GBP")]  # a price in pounds is never converted
    assert texts("It costs two pounds.", price) == []


def test_a_forecasts_high_and_low_are_temperatures_converted_or_misnamed():
    oslo = check("What's the forecast for Oslo?", {"high_c": 4, "low_c": -3})
    assert signs("Between 27 and 39°F.", oslo).unsupported == []
    assert signs("Between 27 and 45°F.", oslo).unsupported == ["45"]
    assert signs("A high of 4°F.", oslo).misnamed == ["4 °F (the result gives °C)"]
    lima = check("How hot is it in Lima?", {"max_f": 77})
    assert signs("Up to 25 degrees Celsius.", lima).unsupported == []
    assert signs("Up to 77 degrees Celsius.", lima).misnamed == [
        "77 Celsius (the result gives °F)"]
