"""The refill stage on a venue's or a place's name written into a second argument
(``agentnb.refill``): which of two arguments holding one value said once is the venue's,
where the request places it; a possessive name ("Mario's Kitchen") held by another
argument; and the runs a sentence's first word opens.

Held out: written 12-06 (fortieth session) before the code they test, from requests
that are not the ones read (``bench/mixed_families21.py``-``24.py``' runs).
"""

from __future__ import annotations

import pytest

from agentnb import Tool
from agentnb.refill import asker, holds_another, placed_twice
from agentnb.types import ToolCall
from tests.helpers.common import ordinary_requests, schema_tool

S = {"type": "string"}
BULBS = schema_tool("bulb_stock", {"centre": S, "bulb": S})
GROWER = Tool.from_schema("flower_order", "Order flowers from a grower.", {
    "type": "object", "properties": {"grower": S, "flowers": S},
    "required": ["grower", "flowers"]}, fn=lambda **k: "ok")
CLEANER = schema_tool("cleaner_find", {"area": S, "job": S})
SITTER = schema_tool("sitter_find", {"area": S, "town": S, "pet": S})
TAILOR = schema_tool("tailor", {"garment": S, "alteration": S, "tailor": S},
                     ["garment", "alteration"])
NOTED = schema_tool("bulb_ask", {"centre": S, "bulb": S, "note": S, "message": S},
                    ["centre", "bulb", "message"])
CAFE = schema_tool("cafe_order", {"cafe": S, "dish": S})
CINEMA = schema_tool("cinema_food", {"cinema": S, "food": S})


def placed(tool, request, **args):
    return placed_twice(ToolCall("c", tool.name, args), tool, [request], request)


@pytest.mark.parametrize("tool,request_,args,asked", [
    # the venue's parameter is the one the request places the name for ("at" a centre)
    (BULBS, "Any tulip bulbs at Wyevale?", {"centre": "Wyevale", "bulb": "Wyevale"},
     ["bulb"]),
    (BULBS, "Do they have alliums at The Potting Shed?",
     {"centre": "The Potting Shed", "bulb": "the potting shed"}, ["bulb"]),
    # the word the tool's own text places it with ("from a grower")
    (GROWER, "Dahlias from Sarah Raven.", {"grower": "Sarah Raven", "flowers": "Sarah Raven"},
     ["flowers"]),
    # a place's parameter, "near" an area
    (CLEANER, "A cleaner for the flat near Holloway.", {"area": "Holloway", "job": "Holloway"},
     ["job"]),
])
def test_a_value_the_request_places_for_one_of_its_two_holders(tool, request_, args, asked):
    assert placed(tool, request_, **args) == asked


@pytest.mark.parametrize("tool,request_,args", [
    # said twice: both may be right
    (BULBS, "Wyevale bulbs at Wyevale?", {"centre": "Wyevale", "bulb": "Wyevale"}),
    # not after the word that places it: nothing tells which
    (BULBS, "Has Wyevale got tulip bulbs?", {"centre": "Wyevale", "bulb": "Wyevale"}),
    # "from" places a venue in the request's first clause only
    (BULBS, "Tulip bulbs please, my sister is from Wyevale.",
     {"centre": "Wyevale", "bulb": "Wyevale"}),
    # neither holder is a venue's or a place's parameter
    (TAILOR, "Shorten my suit trousers at Savile Tailors.",
     {"garment": "Savile Tailors", "alteration": "Savile Tailors"}),
    # two places' parameters may both take it
    (SITTER, "A sitter for my cat in Ludlow.", {"area": "Ludlow", "town": "Ludlow",
                                                "pet": "cat"}),
    # a value nothing says is written_twice's
    (BULBS, "Any tulip bulbs at Wyevale?", {"centre": "Notcutts", "bulb": "Notcutts"}),
    # an optional string holding it is KeepDefaults' (copied_options)
    (NOTED, "Any tulip bulbs at Wyevale?", {"centre": "Wyevale", "bulb": "tulip bulbs",
                                            "note": "Wyevale"}),
    # prose may hold names
    (NOTED, "Any tulip bulbs at Wyevale?", {"centre": "Wyevale", "bulb": "tulip bulbs",
                                            "message": "Wyevale"}),
])
def test_what_placed_twice_leaves_alone(tool, request_, args):
    assert placed(tool, request_, **args) == []


def test_the_thing_is_asked_again_among_runs_without_the_venue():
    request = "Any tulip bulbs at Wyevale?"
    asked = asker([request], request)(
        ToolCall("c", "bulb_stock", {"centre": "Wyevale", "bulb": "Wyevale"}), BULBS)
    assert asked.names == ["bulb"]
    assert "tulip bulbs" in asked.offered["bulb"]
    assert not [r for r in asked.offered["bulb"] if "Wyevale" in r]


@pytest.mark.parametrize("request_,args,asked", [
    ("A steak pie from Mario's Kitchen.",
     {"cafe": "Mario's Kitchen", "dish": "A steak pie from Mario's Kitchen"}, ["dish"]),
    ("Two croissants at Gail's, please.",
     {"cafe": "Gail's", "dish": "Two croissants at Gail's"}, ["dish"]),
    # not a name as written: the request writes it in lower case
    ("a latte at mario's kitchen",
     {"cafe": "mario's kitchen", "dish": "latte at mario's kitchen"}, []),
])
def test_a_possessive_name_held_by_another_argument(request_, args, asked):
    assert holds_another(ToolCall("c", "cafe_order", args), CAFE, [request_]) == asked


def test_a_sentences_first_word_makes_no_name_of_a_run():
    """"Nachos at the Showcase in Derby" opens the sentence: its capital N says nothing,
    and the run joins two phrases with "at"; "Showcase in Derby" is a name as written."""
    request = "Nachos at the Showcase in Derby."
    asked = asker([request], request)(ToolCall("c", "cinema_food", {
        "cinema": "Cinema_Food_1", "food": "Cinema_Food_2"}), CINEMA)
    assert "Nachos" in asked.offered["food"]
    assert "Showcase in Derby" in asked.offered["food"]
    assert "Nachos at the Showcase in Derby" not in asked.offered["food"]
    assert not [r for r in asked.offered["cinema"] if r.startswith("Nachos ")]
    # within a sentence, a name as written is offered
    request = "I'd like nachos at Spice of Life."
    asked = asker([request], request)(ToolCall("c", "cinema_food", {
        "cinema": "Cinema_Food_1", "food": "Cinema_Food_2"}), CINEMA)
    assert "Spice of Life" in asked.offered["cinema"]


def test_placed_twice_names_no_right_value_of_the_ordinary_bench():
    """On ``bench/ordinary_requests.py``'s calls, no argument asked again holds the value
    that must run."""
    bench = ordinary_requests()
    wrong, named = [], set()
    for case in bench.every_case():
        name, made, must = case["made"][0], case["made"][1], case["must"][1]
        made = made[0] if isinstance(made, list) else made
        must = must[0] if isinstance(must, list) else must
        tool = next(t for t in case.get("tools", bench.TOOLS) if t.name == name)
        asked = placed_twice(ToolCall("c", name, dict(made)), tool, [case["request"]],
                             case["request"])
        wrong += [(case["request"], k) for k in asked if made.get(k) == must.get(k)]
        named |= {case["request"]} if asked else set()
    assert wrong == []
    # the groups written for it (ordinary_shapes.PLACED, and ordinary_trips.TOLD after
    # places._told): it names each call that must change, and no other (the README's claim)
    from ordinary_shapes import PLACED
    from ordinary_trips import TOLD

    assert named == {r for _, r, made, must in PLACED + TOLD if made != must}
    assert len(named) == 10


def test_a_name_that_opens_a_sentence_is_not_offered_with_its_function_word():
    """The cost the module states: "Spice of Life is open?" opens the sentence, so the
    run is not offered whole (its words are, apart)."""
    request = "Spice of Life is open? Book it."
    asked = asker([request], request)(ToolCall("c", "cinema_food", {
        "cinema": "Cinema_Food_1", "food": "Cinema_Food_2"}), CINEMA)
    assert "Spice of Life" not in asked.offered["cinema"]
    assert "Spice" in asked.offered["cinema"] and "Life" in asked.offered["cinema"]


def test_placed_for_reads_whole_words_after_the_placing_word():
    from agentnb.places import placed_for

    assert placed_for(BULBS, "centre", "Wyevale", "Bulbs at the wyevale near me")
    assert not placed_for(BULBS, "centre", "Wye", "Bulbs at Wyevale")
    assert not placed_for(BULBS, "bulb", "Wyevale", "Bulbs at Wyevale")  # no venue's name
    assert placed_for(GROWER, "grower", "Sarah Raven", "Dahlias from Sarah Raven")
    # the tool's text places it in the request's first clause only
    assert not placed_for(GROWER, "grower", "Leeds", "Dahlias please, I'm from Leeds")


CRAFT = Tool.from_schema("craft_stock", "Check stock at a craft shop.", {
    "type": "object", "properties": {"shop": S, "thread": S},
    "required": ["shop", "thread"]}, fn=lambda **k: "ok")
DRAPER = Tool.from_schema("draper_stock", "Check a cloth's stock at a draper.", {
    "type": "object", "properties": {"draper": S, "cloth": S},
    "required": ["draper", "cloth"]}, fn=lambda **k: "ok")
TRAIN = schema_tool("train_ticket", {"to_station": S, "ticket": S})
STAY = schema_tool("stay_book", {"hotel_city": S, "guest": S})


@pytest.mark.parametrize("tool,request_,args,asked", [
    # held out (written before "from" placed a venue): "from" places a venue too
    (CRAFT, "Some embroidery thread from Hobbycraft.",
     {"shop": "Hobbycraft", "thread": "Hobbycraft"}, ["thread"]),
    (DRAPER, "Tweed from Harris Cloth in Stornoway.",
     {"draper": "Harris Cloth", "cloth": "harris cloth"}, ["cloth"]),
    # not a place's parameter: "from Ludlow" is where someone is from
    (CLEANER, "A cleaner from Holloway for the flat.", {"area": "Holloway", "job": "Holloway"},
     []),
    (STAY, "A room for a guest from Leeds.", {"hotel_city": "Leeds", "guest": "Leeds"}, []),
    # not an end's: "from York" is no destination
    (TRAIN, "A ticket from York.", {"to_station": "York", "ticket": "York"}, []),
])
def test_from_places_a_venue(tool, request_, args, asked):
    assert placed(tool, request_, **args) == asked


def test_openers():
    from agentnb.runs import openers

    assert openers("Nachos at the Showcase in Derby.") == {"Nachos"}
    assert openers("Spice of Life is open? Book it.") == {"Spice", "Book"}
    # written elsewhere with a capital: a name's, not only the sentence's
    assert openers("Tea at Bettys. Then more Tea") == {"Then"}
    # after a quote or a line's end
    assert openers('ok. "Quoted start" here\nNew line') == {"Quoted", "New"}
