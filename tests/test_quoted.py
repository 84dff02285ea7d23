"""Quoted texts: a required free text that the model made up or copied from the tool's
text is given the request's one quoted text (``GroundArguments``). The requests are
everyday ones written for these tests; the model is scripted."""

from typing import Any

import pytest

from agentnb import Tool
from tests.helpers.common import assert_held_out, schema_tool

_S = {"type": "string"}
TODO = schema_tool("todo_list", {"type": {**_S, "enum": ["add", "delete", "complete"]},
                                 "content": {**_S, "description": "The text of the item"}})
NOTE = schema_tool("save_note", {"text": _S})
RENAME = schema_tool("rename_playlist", {"new_name": _S})
SMS = schema_tool("send_text", {"to": _S, "message": _S})
MAIL = schema_tool("email_to", {"to": _S, "subject": _S, "body": _S})
FLIGHT = schema_tool("flight_status", {"flight_number": {
    **_S, "description": "Airline code and number, e.g. BA117"}})
NOTE2 = schema_tool("titled_note", {"title": _S, "text": _S})

# written 12-06 (thirty-third session) after reading `mixed_requests.py --later families3`
# (SmolLM2 wrote ``content="The dentist will be here tomorrow at 10:00 AM."`` for "Mark the
# todo 'call the dentist' as done"), before any rule for it
HELD_OUT: list[tuple[Tool, str, Any, Any]] = [
    (TODO, "Add 'renew passport' to my list",
     {"type": "add", "content": "The user wants a new task."},
     {"type": "add", "content": "renew passport"}),
    (NOTE, "Save a note saying 'gate code 4417'", {"text": "A reminder for later"},
     {"text": "gate code 4417"}),
    (RENAME, "Rename it to \u201cRoad Trip 2027\u201d", {"new_name": "Summer Vibes"},
     {"new_name": "Road Trip 2027"}),
    (SMS, "Text Dana \"running 10 min late\"", {"to": "Dana", "message": "Hello, how are you?"},
     {"to": "Dana", "message": "running 10 min late"}),
    # the model's value stands: two quoted texts, the one held by another argument, a
    # negation, the value said, an example of a code, two values made up
    (TODO, "Add 'milk' and 'eggs' to my list", {"type": "add", "content": "The groceries"},
     None),
    (MAIL, "Email Jo with subject 'Lunch'", {"to": "Jo", "subject": "Lunch",
                                             "body": "See you there."}, None),
    (TODO, "Add a todo, not 'buy milk' but something else",
     {"type": "add", "content": "Relax"}, None),
    (TODO, "Add 'buy milk' to my todo list", {"type": "add", "content": "buy milk"}, None),
    (FLIGHT, "Status of 'the morning flight'", {"flight_number": "BA117"}, None),
    (NOTE2, "Save 'call Tom'", {"title": "Reminder", "text": "Note"}, None),
]


@pytest.mark.parametrize("tool_,request_,made,must", HELD_OUT,
                         ids=[r for _, r, _, _ in HELD_OUT])
def test_held_out_quoted_texts(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


# the forty-first group of bench/ordinary_requests.py (written after the rule, before any
# run) found one wrong change ("Add my boss's 'urgent' tag to a new to-do for the report":
# ``content`` became "urgent", a word that names a kind of what follows it); these were
# written after reading it, before the guard for it
BEFORE_A_NOUN: list[tuple[Tool, str, Any, Any]] = [
    (TODO, "Put the 'Q3' report on my to-do list", {"type": "add", "content": "Slides"},
     None),
    (NOTE, "Save a note about the 'Alpha' project kickoff", {"text": "Meeting notes"}, None),
    (NOTE, "Save 'buy stamps' for tomorrow", {"text": "A reminder"},
     {"text": "buy stamps"}),
    (SMS, "Text Sam 'see you soon' please", {"to": "Sam", "message": "Hello"},
     {"to": "Sam", "message": "see you soon"}),
]


@pytest.mark.parametrize("tool_,request_,made,must", BEFORE_A_NOUN,
                         ids=[r for _, r, _, _ in BEFORE_A_NOUN])
def test_a_quoted_word_before_a_noun(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


def test_where_it_can_be_wrong_and_where_it_leaves_the_value():
    """The docstring's claims."""
    from agentnb import ToolCall
    from agentnb.quoted import quote_fix

    said = "Text Dana 'ok' was all she wrote, ask her why"
    call = ToolCall("c", "send_text", {"to": "Dana", "message": "Hello there"})
    assert quote_fix(call, SMS, said, [said]) == {"message": "ok"}
    said = "Save the quote 'less is more'"
    call = ToolCall("c", "save_note", {"text": "An inspiring saying"})
    assert quote_fix(call, NOTE, said, [said]) is None
    find = schema_tool("search_files", {"query": _S})
    said = "Search my files for 'budget'"
    assert quote_fix(ToolCall("c", "search_files", {"query": "files"}), find, said,
                     [said]) is None


# the whole of bench/ordinary_requests.py then found one more ("Find the film with the
# lines 'I'll be back' and 'Hasta la vista, baby'": the model's right "Terminator 2" became
# "Hasta la vista, baby"; the apostrophe of "I'll" hid the first quote); these were written
# after reading it, before the guards for it: a quoted text that tells of the value, not
# the value
FILM = schema_tool("find_film", {"title": _S})
SONG = schema_tool("find_song_title", {"title": _S})
BOOK = schema_tool("find_book_title", {"title": _S})
POST = schema_tool("post_message", {"channel": _S, "text": _S})
TELLS_OF: list[tuple[Tool, str, Any, Any]] = [
    (FILM, "Find the movie where someone says 'here's Johnny'", {"title": "The Shining"},
     None),
    (SONG, "Which song goes 'is this the real life'?", {"title": "Bohemian Rhapsody"}, None),
    (BOOK, "Look up the book that starts 'Call me Ishmael'", {"title": "Moby Dick"}, None),
    (FILM, "The film with the line 'I'll be back', please", {"title": "Terminator"}, None),
    (POST, "Post 'back online' to the team channel", {"channel": "team",
                                                      "text": "Status update"},
     {"channel": "team", "text": "back online"}),
]


@pytest.mark.parametrize("tool_,request_,made,must", TELLS_OF,
                         ids=[r for _, r, _, _ in TELLS_OF])
def test_a_quoted_text_that_tells_of_the_value(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


# written after reading `mixed_requests.py --later families4` (SmolLM2 wrote
# ``text="18:30"`` beside ``time="18:30"`` for "Remind me to 'water the plants' at 18:30."),
# before the rule read a free text holding another argument's value
REMIND = schema_tool("remind_me", {"text": _S, "time": {
    **_S, "description": "The time, in the format 'HH:MM'"}})
COPIED_ACROSS: list[tuple[Tool, str, Any, Any]] = [
    (REMIND, "Remind me to 'call Ann' at 09:15", {"text": "09:15", "time": "09:15"},
     {"text": "call Ann", "time": "09:15"}),
    (REMIND, "At 07:00 remind me 'take pills'", {"text": "07:00", "time": "07:00"},
     {"text": "take pills", "time": "07:00"}),
    # two free texts holding one value: which is the copy is not plain
    (NOTE2, "Save 'gym plan' as a note titled Fitness", {"title": "Fitness",
                                                         "text": "Fitness"}, None),
    (REMIND, "Remind me at 09:15 about the 09:15 train", {"text": "09:15", "time": "09:15"},
     None),
]


@pytest.mark.parametrize("tool_,request_,made,must", COPIED_ACROSS,
                         ids=[r for _, r, _, _ in COPIED_ACROSS])
def test_a_free_text_holding_another_arguments_value(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)
