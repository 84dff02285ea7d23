"""Figures an answer works out from two of a result's (``agentnb.derived``): a difference or
a sum of two numbers of one quantity (``bench/written_answers.py --batch derived``,
``derived2``). The loop test uses a scripted model (its replies written here, labelled as
such)."""

import json

from agentnb import Tool
from agentnb.checks import Evidence, result_values, signs
from agentnb.derived import MOST, quantities, worked_out
from agentnb.units import figures
from tests.helpers.common import answered

TEAMS = json.dumps({"teams": [{"team": "Reds", "points": 71, "goals": 60},
                              {"team": "Blues", "points": 64, "goals": 58}]})
FARES = json.dumps({"legs": [{"leg": "out", "fare_gbp": 34.5}, {"leg": "back", "fare_gbp": 29}]})


def texts(answer: str, result: str, request: str = "") -> list[str]:
    return [text for text, _ in worked_out(answer, [result], request)]


def test_a_results_numbers_are_grouped_by_their_keys_unit_or_else_their_key():
    reds, blues = frozenset({"reds"}), frozenset({"blues"})
    assert quantities(TEAMS) == ((None, ((71.0, reds), (64.0, blues))),
                                 (None, ((60.0, reds), (58.0, blues))))
    assert quantities(json.dumps({"open_usd": 190.5, "close_usd": 193.25, "volume": 9})) == (
        (("money", frozenset({"USD"})), ((190.5, frozenset()), (193.25, frozenset()))),)
    listing = json.dumps([{"price": p} for p in range(MOST + 1)])
    assert quantities(listing) == () and quantities("not json") == ()


def test_a_difference_or_a_sum_its_sentence_names_counts_as_worked_out():
    assert texts("The Reds lead the Blues by 7 points.", TEAMS) == []  # no word says so
    assert texts("The Reds have 7 more points than the Blues.", TEAMS) == ["7"]
    assert texts("The Reds scored 2 goals more than the Blues.", TEAMS) == ["2"]
    assert texts("Together they scored 118 goals.", TEAMS) == ["118"]
    assert texts("The Reds have 135 more points.", TEAMS) == []  # a sum, said a difference
    assert texts("Together they have 7 points.", TEAMS) == []  # a difference, said a sum
    assert texts("The Reds have 8 more points.", TEAMS) == []
    # the unit it writes is the quantity's
    assert texts("The trip costs £63.50 in total.", FARES) == ["63.50"]
    assert texts("The trip costs 63.5 km in total.", FARES) == []
    # a single digit is exact; two digits or more may be rounded as far as they show
    assert texts("The way out is £5 more.", FARES) == []  # 5.5
    assert texts("The way out is £5.50 more.", FARES) == ["5.50"]
    assert texts("About £64 in total.", FARES) == ["64"]  # 63.5
    # a number the request states is no work
    assert texts("7 more points.", TEAMS, "Do the Reds have 7 more points?") == []


def test_a_worked_out_figure_is_no_number_from_nowhere_and_gives_its_values():
    request = "How many more points do the Reds have than the Blues?"
    check = Evidence([request, TEAMS], result_values([TEAMS], request), figures(TEAMS),
                     request, [("points", "71"), ("points", "64")])
    right = signs("The Reds have 7 more points than the Blues.", check)
    assert right.unsupported == [] and right.unused == [] and right.left_out == []
    wrong = signs("The Reds have 9 more points than the Blues.", check)
    assert wrong.unsupported == ["9"] and wrong.unused != []
    assert wrong.left_out == ["points: 71", "points: 64"]


def test_a_worked_out_answer_on_a_scripted_model_gets_no_check_line():
    """Through the loop (a scripted model: its replies written here)."""
    tool = Tool.from_schema("get_temps", "Temperatures of several cities.", {
        "type": "object", "properties": {"cities": {"type": "string"}},
        "required": ["cities"]}, fn=lambda cities: {"cities": [
            {"city": "Lima", "temperature_c": 19}, {"city": "Quito", "temperature_c": 13}]})
    for answer, flagged in (("Lima is 6°C warmer than Quito.", []),
                            ("Lima is 4°C warmer than Quito.", ["unsupported", "unused"]),
                            ("Lima is 6°F warmer than Quito.", ["unsupported", "unused"])):
        run, step = answered(tool, {"cities": "Lima, Quito"}, "Which is warmer, Lima or Quito?",
                             answer)
        assert run.answer == answer and step.check_kinds() == flagged, answer


def test_a_change_in_percent_is_of_the_figure_named_after_than_or_from_else_of_either():
    """``bench/written_answers.py --batch percents``."""
    sales = json.dumps({"months": [{"month": "May", "sales": 400}, {"month": "June",
                                                                    "sales": 500}]})
    assert texts("Sales rose 25% from May to June.", sales) == ["25"]
    assert texts("Sales rose 20% from May to June.", sales) == []  # of June's
    assert texts("June sold 25 percent more than May.", sales) == ["25"]
    assert texts("May sold 20% less than June.", sales) == ["20"]
    assert texts("Sales rose 25% this month.", sales) == ["25"]  # no base named: either
    assert texts("Sales rose 20% this month.", sales) == ["20"]
    assert texts("Sales rose 22% this month.", sales) == []
    # "up to" and "down to" give a bound, not a change
    swing = json.dumps({"high_c": 30, "low_c": 5})
    assert texts("Highs up to 25°C.", swing) == [] and texts("It swings 25°C.", swing) == []
    assert texts("Temperatures go up 25°C by the afternoon.", swing) == ["25"]
    # a percent is a change, never the plain difference nor a sum
    assert texts("Sales rose 100% from May.", sales) == [] and texts(
        "Sales were 900% in total.", sales) == []
    assert quantities(sales) == ((None, ((400.0, frozenset({"may"})),
                                         (500.0, frozenset({"june"})))),)


def test_a_count_of_the_records_a_result_lists_names_them():
    """``bench/written_answers.py --batch listed``: "I found 3 hotels" after three."""
    from agentnb.derived import listings, records_counted

    cafes = json.dumps({"cafes": [{"name": n, "seats": s} for n, s in (
        ("Lou", 12), ("Mo", 20), ("Ana's", 8), ("Bea", 30))]})
    assert listings(cafes) == ((4, frozenset({"cafe"})),)
    assert listings(json.dumps([{"a": 1}, {"a": 2}])) == ((2, frozenset()),)
    assert listings(json.dumps({"ids": [1, 2, 3]})) == () == listings("[{}]")
    assert records_counted("I found 4 cafes nearby.", [cafes]) == ["4"]
    assert records_counted("There are 4 cosy cafes.", [cafes]) == ["4"]  # a word between
    assert records_counted("Here are 4 results.", [cafes]) == ["4"]  # any records
    assert records_counted("I found 5 cafes.", [cafes]) == []
    assert records_counted("Lou has 4 seats free.", [cafes]) == []  # no cafes counted
    assert records_counted("4 places", [cafes]) == []
    assert records_counted("4 places", [cafes], ["find_places"]) == ["4"]  # the tool's name
    assert records_counted("It costs $4 cafes", [cafes]) == []  # money is no count
    request = "Find cafes in Porto."
    check = Evidence([request, cafes], result_values([cafes], request), (), request)
    assert signs("I found 4 cafes: Lou, Mo, Ana's and Bea.", check).unsupported == []
    assert signs("I found 6 cafes: Lou, Mo, Ana's and Bea.", check).unsupported == ["6"]


def test_a_count_named_by_the_tools_name_gets_no_check_line_through_the_loop():
    """Through the loop (a scripted model: its replies written here): the step's evidence
    carries the tools' names, "find_places" naming the places of a bare list."""
    tool = Tool.from_schema("find_places", "Places to eat in a city.", {
        "type": "object", "properties": {"city": {"type": "string"}},
        "required": ["city"]}, fn=lambda city: [{"name": "Lou"}, {"name": "Mo"},
                                                  {"name": "Bea"}])
    for answer, flagged in (("I found 3 places: Lou, Mo and Bea.", []),
                            ("I found 4 places: Lou, Mo and Bea.", ["unsupported"])):
        run, step = answered(tool, {"city": "Porto"}, "Where can I eat in Porto?", answer)
        assert run.answer == answer and step.check_kinds() == flagged, answer


def test_a_total_or_a_mean_of_all_the_figures_of_one_quantity_counts_too():
    """``bench/written_answers.py --batch totals``: "390 euros in total" for three nights."""
    laps = json.dumps({"laps": [{"lap": n, "seconds": s} for n, s in (
        ("first", 61.5), ("second", 60.2), ("third", 59.8), ("fourth", 62.1))]})
    assert texts("The four laps took 243.6 seconds in total.", laps) == ["243.6"]
    assert texts("Altogether about 244 seconds.", laps) == ["244"]
    assert texts("Laps averaged 60.9 seconds.", laps) == ["60.9"]
    assert texts("Laps averaged 61.9 seconds.", laps) == []
    assert texts("The four laps took 60.9 seconds in total.", laps) == []  # a mean, said a sum
    assert texts("Laps averaged 243.6 seconds.", laps) == []  # a sum, said a mean
    request = "How fast were my laps?"
    check = Evidence([request, laps], result_values([laps], request), figures(laps), request)
    assert signs("Your laps averaged 60.9 seconds.", check).unused == []
    assert signs("Your laps averaged 58.9 seconds.", check).unsupported == ["58.9"]


def test_the_docs_examples_of_figures_worked_out_converted_and_counted():
    """Each example docs/answer-checks.md gives of these rules, as it gives it."""
    from agentnb.conversions import converted
    from agentnb.counts import one_counted
    from agentnb.derived import records_counted
    from agentnb.forms import code_words
    from agentnb.units import Figure, misnamed

    def fig(value: float, kind: str, unit: str) -> list[Figure]:
        return [Figure(value, kind, frozenset({unit}))]

    assert [t for t, _ in converted("It has 16 GB.", fig(16384, "data", "MB"))] == ["16"]
    assert [t for t, _ in converted("About 13 gallons.", fig(50, "volume", "l"))] == ["13"]
    assert misnamed("8 KiB", fig(8, "data", "KB")) == []
    assert [f.kind for f in figures(json.dumps({"fuel_tank_l": 50, "high_c": 4,
                                                "feels_like_f": 95, "oven_f": 450}))] == [
        "volume", "temperature", "temperature", "temperature"]
    assert one_counted("only one seat left") and not one_counted("the one in Paris")
    assert not one_counted("one of them")
    assert one_counted("Bo has one.") and not one_counted("a nice one.")
    temps = json.dumps({"cities": [{"city": "Paris", "temperature_c": 18},
                                   {"city": "London", "temperature_c": 15}]})
    assert texts("Paris is 3°C warmer than London.", temps) == ["3"]
    aapl = json.dumps({"symbol": "AAPL", "open_usd": 190.5, "close_usd": 193.25})
    assert texts("AAPL rose $2.75.", aapl) == ["2.75"]
    assert texts("AAPL rose about 1.4%.", aapl) == ["1.4"]
    nights = json.dumps({"nights": [{"price_eur": 120}, {"price_eur": 140}]})
    assert texts("The two nights cost 260 euros in total.", nights) == ["260"]
    three = json.dumps({"nights": [{"price_eur": p} for p in (120, 130, 140)]})
    assert texts("390 euros in total.", three) == ["390"]
    week = json.dumps({"days": [{"high_c": t} for t in (10, 12, 14)]})
    assert texts("Highs average 12°C.", week) == ["12"]
    followers = json.dumps({"users": [{"user": "ana", "followers": 1520},
                                      {"user": "bo", "followers": 980}]})
    assert texts("Ana has 55% more followers than Bo.", followers) == ["55"]
    months = json.dumps({"items": [{"month": "November", "price_eur": 80},
                                   {"month": "December", "price_eur": 100}]})
    assert texts("The price went up 25% from November.", months) == ["25"]
    hotels = json.dumps({"hotels": [{"name": n, "stars": s} for n, s in (
        ("Ritz", 5), ("Ibis", 2), ("Novotel", 4))]})
    assert records_counted("I found 3 hotels.", [hotels]) == ["3"]
    assert records_counted("The Ibis has 3 stars.", [hotels]) == []
    assert code_words("It was a failed payment.", "payment_failed")
    assert not code_words("Hold on, it shipped.", "on_hold")


def test_a_count_of_some_records_is_read_where_the_sentence_names_what_they_share():
    """``bench/written_answers.py --batch subset``: "2 of the 3 hotels have a pool"."""
    from agentnb.derived import some_counted

    pools = json.dumps({"hotels": [{"name": "Ritz", "pool": True}, {"name": "Ibis", "pool": False},
                                   {"name": "Novotel", "pool": True}]})
    assert some_counted("2 of the 3 hotels have a pool.", [pools]) == ["2"]
    assert some_counted("Only 1 of the 3 hotels has no pool: the Ibis.", [pools]) == ["1"]
    assert some_counted("1 of the 3 hotels has a pool.", [pools]) == []
    assert some_counted("2 of the 4 hotels have a pool.", [pools]) == []  # not the list's length
    assert some_counted("3 of the 3 hotels have a pool.", [pools]) == []  # all: not some
    assert some_counted("2 of the 3 hotels are cheap.", [pools]) == []  # names no flag
    assert some_counted("2 hotels have a pool.", [pools]) == []  # no "of"
    flights = json.dumps([{"flight": f, "status": s} for f, s in (
        ("AF1", "on time"), ("BA2", "delayed"), ("LH3", "delayed"), ("KL4", "cancelled"))])
    assert some_counted("2 of them are delayed. 1 of them is cancelled.", [flights]) == ["2", "1"]
    assert some_counted("3 of them are not delayed.", [flights]) == []  # KL4 is cancelled
    assert some_counted("2 out of your 4 flights aren't delayed.", [flights]) == ["2"]
    assert some_counted("1 of them is AF1.", [flights]) == []  # ids: each record its own
    assert some_counted("3 of them are delayed.", [flights]) == []
    orders = json.dumps({"orders": [{"id": "O-1", "status": "shipped"},
                                    {"id": "O-2", "status": "pending"},
                                    {"id": "O-3", "status": "shipped"}]})
    assert some_counted("1 of them is still pending.", [orders]) == ["1"]  # the docs'
    # through the checks: the count is no number from nowhere, a wrong one still is
    check = Evidence(["Which hotels have a pool?", pools], [], (), "Which hotels have a pool?")
    assert signs("2 of the 3 hotels have a pool: the Ritz and the Novotel.", check) \
        .unsupported == []
    assert signs("1 of the 3 hotels has a pool: the Ritz.", check).unsupported == ["1"]


def test_the_base_of_a_change_in_percent_named_by_other_words():
    """``bench/written_answers.py --batch pbase``: "compared with Bo", "15% below Q1"."""
    followers = json.dumps({"users": [{"user": "ana", "followers": 1520},
                                      {"user": "bo", "followers": 980}]})

    def read(answer: str) -> list[str]:
        return [t for t, _ in worked_out(answer, [followers])]

    for base in ("than Bo", "compared with Bo", "compared to Bo", "relative to Bo",
                 "against Bo", "versus Bo", "vs. Bo"):
        assert read(f"Ana has 55% more followers {base}.") == ["55"], base
        assert read(f"Ana has 35% more followers {base}.") == [], base
    assert read("Bo is 36% below Ana.") == ["36"] and read("Bo is 55% below Ana.") == []
    # no base named: either figure
    assert read("Ana has 55% more followers.") == ["55"] == read("Bo has 55% fewer.")
    # "on" names no base: "rose 5% on Monday" is a change from the day before
    days = json.dumps({"days": [{"day": "Sunday", "price_usd": 100},
                                {"day": "Monday", "price_usd": 105}]})
    assert [t for t, _ in worked_out("It rose 5% on Monday.", [days])] == ["5"]
