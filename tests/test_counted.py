"""A count the request writes right before its parameter's word ("4 bedrooms" for
``number_of_beds``), where the valid call holds another number (``GroundArguments``'
evidence rules).

Written 12-06 (thirty-second session) after reading `mixed_requests.py --later
families2` (SmolLM2 wrote ``number_of_beds=2`` for "3 bedrooms and 2 bathrooms"), before
any rule for it, and committed before any run of one. Everyday requests, not BFCL.
"""

from __future__ import annotations

from tests.helpers.common import held_out_left, ran_held_out, schema_tool

S, INT = {"type": "string"}, {"type": "integer"}
HOMES = schema_tool("find_home", {"area": S, "number_of_beds": INT, "number_of_baths": INT})
HOTEL = schema_tool("book_hotel", {"city": S, "number_of_rooms": INT,
                                   "number_of_adults": INT}, ["city"])
RIDE = schema_tool("get_ride", {"destination": S, "number_of_seats": INT})
TICKETS = schema_tool("buy_tickets", {"event": S, "num_tickets": INT})

HELD_OUT = [
    (HOMES, "Homes in Leeds with 4 bedrooms and 2 bathrooms",
     {"area": "Leeds", "number_of_beds": 2, "number_of_baths": 2},
     {"area": "Leeds", "number_of_beds": 4, "number_of_baths": 2}),
    (HOMES, "A flat in York, 1 bathroom, 3 bedrooms",
     {"area": "York", "number_of_beds": 1, "number_of_baths": 1},
     {"area": "York", "number_of_beds": 3, "number_of_baths": 1}),
    (HOTEL, "Hotel in Rome: 2 rooms for 5 adults",
     {"city": "Rome", "number_of_rooms": 5, "number_of_adults": 5},
     {"city": "Rome", "number_of_rooms": 2, "number_of_adults": 5}),
    (RIDE, "A ride to 5 Elm St for 3 seats", {"destination": "5 Elm St",
                                              "number_of_seats": 5},
     {"destination": "5 Elm St", "number_of_seats": 3}),
    (TICKETS, "Buy 4 tickets for Hamilton", {"event": "Hamilton", "num_tickets": 1},
     {"event": "Hamilton", "num_tickets": 4}),
    (HOTEL, "Two rooms in Paris for three adults",
     {"city": "Paris", "number_of_rooms": 3, "number_of_adults": 3},
     {"city": "Paris", "number_of_rooms": 2, "number_of_adults": 3}),
    # no count before the word, two counts, the count right, a negation, a name
    (HOMES, "Homes in Leeds with 4 bedrooms",
     {"area": "Leeds", "number_of_beds": 4, "number_of_baths": 2}, None),
    (HOTEL, "Hotel in Rome for 2 adults, 3 nights",
     {"city": "Rome", "number_of_rooms": 1, "number_of_adults": 2}, None),
    (HOTEL, "2 rooms or 3 rooms in Rome for 4 adults",
     {"city": "Rome", "number_of_rooms": 3, "number_of_adults": 4}, None),
    (TICKETS, "Buy tickets for 4 people to Hamilton", {"event": "Hamilton",
                                                       "num_tickets": 4}, None),
    (HOMES, "Homes in Leeds, not 4 bedrooms, 3 at most",
     {"area": "Leeds", "number_of_beds": 3, "number_of_baths": 1}, None),
    (RIDE, "A ride for 2 to 3 Seats Road", {"destination": "3 Seats Road",
                                            "number_of_seats": 2}, None),
]


def test_held_out_counts_before_their_words():
    """Before the rule: 6 of 12 (the 6 that must stay); its first version, reading any
    word that begins with the thing counted, 12. The thirty-eighth group of
    bench/ordinary_requests.py then found its wrong changes ("2 roommates" for
    ``number_of_rooms``, "4 drinkers" for ``num_drinks``): since, a longer word counts
    only where the parameter's description writes it, and 10 of these 12 are right; the
    2 left say "bedrooms" beside ``number_of_beds`` with no description."""
    assert held_out_left(HELD_OUT) == [
        "Homes in Leeds with 4 bedrooms and 2 bathrooms", "A flat in York, 1 bathroom, 3 bedrooms"]


def test_a_longer_word_counts_where_the_description_writes_it():
    described = schema_tool("find_home", {
        "area": S, "number_of_beds": {**INT, "description": "Number of bedrooms"},
        "number_of_baths": {**INT, "description": "Number of bathrooms"}})
    got, want = ran_held_out(described, "Homes in Leeds with 4 bedrooms and 2 bathrooms",
                             {"area": "Leeds", "number_of_beds": 2, "number_of_baths": 2},
                             {"area": "Leeds", "number_of_beds": 4, "number_of_baths": 2})
    assert got == want


def test_what_a_name_counts():
    from agentnb.counted import counts_before, noun

    assert [noun(n) for n in ("number_of_beds", "num_tickets", "numberOfAdults", "count",
                              "n", "quantity", "number_of_cities", "num_buses",
                              "number_of_glasses")] == [
        "bed", "ticket", "adult", None, None, None, "city", "bus", "glass"]
    assert counts_before("2 cities and 3 buses", "city") == {2}
    assert counts_before("2 cities and 3 buses", "bus") == {3}
    assert counts_before("Two rooms for 3 guests", "room") == {2}
    assert counts_before("on 2027-01-05 at 10:00, $5 rooms", "room") == set()


# written 12-06 (thirty-second session) after BFCL multiple's run showed this rule's wrong
# changes ("its three sides are 5, 4 and 3 units" had put 3 in ``side1``, ``side2`` and
# ``side3``; "5 mol" in ``joules_per_mol``), before the guard: a name that measures a
# thing, not one that counts it. Not BFCL's requests.
CUBE = schema_tool("cube_volume", {"side": INT})
SQUARE = schema_tool("square_area", {"side1": INT, "side2": INT})
ENERGY = schema_tool("energy_of", {"grams_per_mol": INT, "mols": INT})
TRIP = schema_tool("trip_cost", {"city": S, "nights": INT})
STAYS = [
    (CUBE, "A cube has 6 sides, each 4 cm: its volume?", {"side": 4}, None),
    (SQUARE, "Area of a shape with 2 sides of 7 cm", {"side1": 7, "side2": 7}, None),
    (ENERGY, "Energy of 3 mol of a gas weighing 32 grams per mol",
     {"grams_per_mol": 32, "mols": 3}, None),
    (TRIP, "Cost of 4 nights in Oslo", {"city": "Oslo", "nights": 3},
     {"city": "Oslo", "nights": 4}),
]


def test_a_name_that_measures_a_thing_is_no_count_of_it():
    """Before the guard: the 3 that must stay were changed. A name counts what it names
    when it says so ("number_of", "num", "count"...) or names it in the plural
    ("nights")."""
    assert held_out_left(STAYS) == []


# written 12-06 (thirty-second session) after grounding_safety.py's new figure showed this
# rule spoiling BFCL reference calls ("speed_of_light" read as a count of lights; two
# parameters counting cards), before the guards: "of" says no count, and two parameters
# counting one thing leave the words no say in which count goes where. Not BFCL's requests.
ODDS = schema_tool("deal_odds", {"total_cards": INT, "wanted_cards": INT})
SPLIT = schema_tool("split_bill", {"total_people": INT, "paying_people": INT})
GLOW = schema_tool("glow_time", {"lamps": INT, "hours_of_light": INT})
SHARED = [
    (ODDS, "Odds of drawing 4 aces from 52 cards", {"total_cards": 52, "wanted_cards": 4},
     None),
    (SPLIT, "Split 90 dollars among 6 people, 2 of them paying",
     {"total_people": 6, "paying_people": 2}, None),
    (GLOW, "3 lamps with 5 light bulbs each, 8 hours a day", {"lamps": 3,
                                                               "hours_of_light": 8}, None),
]


def test_of_says_no_count_and_two_counts_of_one_thing_are_left():
    """Before the guards: the 3 that must stay were changed."""
    from agentnb.counted import noun

    assert noun("speed_of_light") is None and noun("number_of_tickets") == "ticket"
    assert held_out_left(SHARED) == []


def test_count_fix_where_it_can_be_wrong_as_its_docstring_says():
    from agentnb.counted import count_fix
    from agentnb.types import ToolCall

    rooms = schema_tool("book_rooms", {"city": S, "number_of_rooms": INT})
    request_ = "the 3 rooms we saw were small; book 1"
    call = ToolCall("c", "book_rooms", {"city": "Oslo", "number_of_rooms": 1})
    assert count_fix(call, rooms, request_, [request_]) == {"number_of_rooms": 3}


# Written 12-07 (forty-third session) before the change they test, after reading
# families30's and families34's runs ("Bowling for an hour." and "Willow weaving for an
# hour." with ``hours=3``): "a" or "an" right before the singular thing counts one. These
# requests are not those.
HIRE = schema_tool("bike_hire", {"bike": S, "hours": INT})
STAY = schema_tool("cottage_stay", {"cottage": S, "nights": INT})
VAN = schema_tool("van_hire", {"van": S, "days": INT})
ONE_HELD_OUT = [
    (HIRE, "A tandem for an hour", {"bike": "tandem", "hours": 2},
     {"bike": "tandem", "hours": 1}),
    (STAY, "Rose Cottage for a night please", {"cottage": "Rose Cottage", "nights": 3},
     {"cottage": "Rose Cottage", "nights": 1}),
    (VAN, "A Luton van for a day", {"van": "Luton van", "days": 7},
     {"van": "Luton van", "days": 1}),
    # a rate, half of one, one or two, one and a half, another count beside it
    (HIRE, "A tandem at 5 pounds an hour", {"bike": "tandem", "hours": 2}, None),
    (HIRE, "A tandem for half an hour", {"bike": "tandem", "hours": 2}, None),
    (HIRE, "A tandem for an hour or two", {"bike": "tandem", "hours": 2}, None),
    (HIRE, "A tandem for an hour and a half", {"bike": "tandem", "hours": 2}, None),
    (STAY, "Rose Cottage for a night, then 2 nights at Ivy Cottage",
     {"cottage": "Rose Cottage", "nights": 2}, None),
    (VAN, "A van twice a day", {"van": "van", "days": 3}, None),
]


def test_a_or_an_before_the_thing_counts_one():
    assert held_out_left(ONE_HELD_OUT) == []


def test_a_or_an_counts_only_for_how_long_or_how_many():
    """Found by ``bench/grounding_safety.py`` on a reference call after the change (a
    BFCL question rolling "a roll of two dice" with ``n_rolls=2``, "Number of dice to be
    rolled", was put to 1): "a" is an article first, and counts one only where it says
    how long or how many, after "for", "just" or "only", or opening the request ("An hour
    of archery"). This request is not that one."""
    dice = schema_tool("dice_odds", {"outcome": S, "n_rolls": {
        "type": "integer", "description": "Number of dice to roll"}})
    assert held_out_left([
        (dice, "Odds of a double six on a roll of two dice",
         {"outcome": "double six", "n_rolls": 2}, None),
        (HIRE, "A tandem, just an hour", {"bike": "tandem", "hours": 3},
         {"bike": "tandem", "hours": 1}),
        (HIRE, "An hour on a tandem", {"bike": "tandem", "hours": 2},
         {"bike": "tandem", "hours": 1}),
        (STAY, "Is there a night bus to Rose Cottage", {"cottage": "Rose Cottage",
                                                         "nights": 2}, None),
    ]) == []


def test_the_readme_s_figures_for_ordinary_group_68():
    """README: of the 10 rows of group 68, the policies change none wrongly and the 3
    that must change right."""
    from tests.helpers.common import ordinary_requests

    bench = ordinary_requests()
    cases = bench.ones()
    assert len(cases) == 10
    ran = [bench.ran(c, None) for c in cases]
    assert all(r in (c["made"], c["must"]) for r, c in zip(ran, cases))
    assert sum(r == c["must"] != c["made"] for r, c in zip(ran, cases)) == 3
    assert sum(c["must"] != c["made"] for c in cases) == 3
