"""A thing's value copied with the possessive or the article the request writes before it
("my cat" as a pet, "The ballroom" as a room): the word is the speaker's, not the thing's
(``agentnb.opening.opening_cut``).

Written 12-07 (forty-sixth session) after reading families9 to families39's runs, where
SmolLM2 copied them ("my puppy" for "Booster jabs for my puppy.", "my spaniel" for "Groom
my spaniel at Muddy Paws.", "The O2" for "Two tickets for Florence and the Machine at the
O2."), before any change for them and committed before any run of one: the cases below
were not read from a run.
"""

from __future__ import annotations

from typing import Any

from tests.helpers.common import held_out_left, schema_tool

S = {"type": "string"}
N = {"type": "integer"}

PET = schema_tool("pet_jab", {"pet": S, "practice": S})
GARMENT = schema_tool("garment_mend", {"garment": S, "tailor": S})
ROOM = schema_tool("room_book", {"room": S, "people": N})
CAR = schema_tool("car_mot", {"car": S, "garage": S})
SHOW = schema_tool("show_seats", {"theatre": S, "show": S, "seats": N})
GIFT = schema_tool("gift_post", {"present": S, "recipient": S})
FAULT = schema_tool("fault_report", {"fault": S})
DELIVERY = schema_tool("sofa_delivery", {"item": S, "address": S})
SONG = schema_tool("song_play", {"title": S, "artist": S})

HELD_OUT: list[tuple[Any, str, dict[str, Any], dict[str, Any] | None]] = [
    (PET, "Can Elm Vets see my tortoise?", {"pet": "my tortoise", "practice": "Elm Vets"},
     {"pet": "tortoise", "practice": "Elm Vets"}),
    (GARMENT, "Our dungarees need patching at Mend It.",
     {"garment": "Our dungarees", "tailor": "Mend It"},
     {"garment": "dungarees", "tailor": "Mend It"}),
    (ROOM, "Book the snug for 10 people", {"room": "the snug", "people": 10},
     {"room": "snug", "people": 10}),
    (CAR, "An MOT for my Berlingo at Fix Auto", {"car": "my Berlingo", "garage": "Fix Auto"},
     {"car": "Berlingo", "garage": "Fix Auto"}),
    (SHOW, "Two seats for Macbeth at the Globe",
     {"theatre": "The Globe", "show": "Macbeth", "seats": 2},
     {"theatre": "Globe", "show": "Macbeth", "seats": 2}),
    # where none must act: a person after "my", a capital "The" inside a sentence (a
    # name's), a clause, a place's parameter, a title, a capitalized word after "My" at
    # a sentence's start (a name's or a title's, which form cannot tell)
    (GIFT, "Send socks to my uncle", {"present": "socks", "recipient": "my uncle"}, None),
    (ROOM, "Hire The Snug for 10 people", {"room": "The Snug", "people": 10}, None),
    (FAULT, "Fix it, the tap drips in the kitchen",
     {"fault": "the tap drips in the kitchen"}, None),
    (DELIVERY, "Deliver the sofa to my flat", {"item": "sofa", "address": "my flat"}, None),
    (SHOW, "Tickets for The Mousetrap at St Martin's",
     {"theatre": "St Martin's", "show": "The Mousetrap", "seats": 2}, None),
    (SONG, "Play Your Song by Elton John", {"title": "Your Song", "artist": "Elton John"},
     None),
    (SHOW, "My Fair Lady at the Palladium, 2 seats",
     {"theatre": "Palladium", "show": "My Fair Lady", "seats": 2}, None),
]


def test_held_out_a_possessive_or_an_article_copied_with_the_thing():
    assert held_out_left(HELD_OUT) == []


def test_what_opening_cut_says():
    """``opening.opening_cut``'s docstring and the README's claims (written after the
    code)."""
    from agentnb.opening import opening_cut
    from agentnb.types import ToolCall

    def cut(tool: Any, request: str, **args: Any) -> dict[str, str] | None:
        return opening_cut(ToolCall("c", tool.name, args), tool, request)

    jab = schema_tool("jab_book", {"pet": S})
    assert cut(jab, "Booster jabs for my puppy.", pet="my puppy") == {"pet": "puppy"}
    assert cut(ROOM, "Hire the ballroom for 120 people.", room="The ballroom",
               people=120) == {"room": "ballroom"}
    assert cut(SHOW, "Seats at the Old Vic.", theatre="The Old Vic", show="Hamlet",
               seats=2) == {"theatre": "Old Vic"}
    assert cut(GARMENT, "Our dungarees need patching", garment="Our dungarees",
               tailor="Mend It") == {"garment": "dungarees"}
    # left: a person's or a home's word after a possessive, a person's or a place's
    # parameter, a text's, a clause, "The" inside a sentence, a capital after "My"
    # opening a sentence, a value the request does not write so
    aunt = schema_tool("visit_book", {"visit": S})
    assert cut(aunt, "A visit to my aunt", visit="my aunt") is None
    house = schema_tool("house_clean", {"job": S})
    assert cut(house, "Clean our house", job="our house") is None
    assert cut(GIFT, "Socks for my physio", present="socks", recipient="my physio") is None
    news = schema_tool("news_find", {"topic": S})
    assert cut(news, "News on the housing market", topic="the housing market") is None
    assert cut(FAULT, "Fix it, the tap drips in the kitchen",
               fault="the tap drips in the kitchen") is None
    assert cut(ROOM, "Hire The Snug for 10 people", room="The Snug", people=10) is None
    assert cut(SHOW, "My Fair Lady at the Palladium, 2 seats", theatre="Palladium",
               show="My Fair Lady", seats=2) is None
    assert cut(jab, "Booster jabs for the puppy.", pet="my puppy") is None
    assert cut(jab, "BOOSTER JABS FOR MY PUPPY", pet="my puppy") is None
    # where it can be wrong: a name whose article the request writes in lower case; a
    # person's word the list lacks, for a parameter whose name says no person
    assert cut(SHOW, "Two seats for Macbeth at the Globe", theatre="The Globe",
               show="Macbeth", seats=2) == {"theatre": "Globe"}
    booking = schema_tool("massage_book", {"booking_for": S})
    assert cut(booking, "A massage for my physio", booking_for="my physio") == {
        "booking_for": "physio"}


def test_the_values_other_rules_give_are_cut_too():
    """``opening_cut`` reads the value ``spaced_fix`` gives ("my_whippet" spaced to "my
    whippet"), through ``policies.misread_fix``."""
    from tests.helpers.common import ran_held_out

    got, _ = ran_held_out(PET, "A check-up for my whippet at Paws Vets.",
                          {"pet": "my_whippet", "practice": "Paws Vets"}, None)
    assert got == ("pet_jab", {"pet": "whippet", "practice": "Paws Vets"})


def test_the_readme_s_figures_for_ordinary_group_74():
    """README: of group 74's 12 rows, the policies cut the 6 that must change and none of
    the 6 that must stand."""
    from tests.helpers.common import ordinary_requests, refill_tally

    cases = ordinary_requests().openings()
    assert len(cases) == 12
    fixed, changed, stood = refill_tally(cases)
    assert fixed == 6 and changed == [] and len(stood) == 6
    assert [names for names, _ in stood if names] == []  # nor does the refill ask them
