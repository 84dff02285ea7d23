"""KeepDefaults: an optional argument the model set to a value nothing in the conversation
says is left out, so the tool's default stands; what the request says stays."""

import json

import pytest

from agentnb import Agent, Run, Tool, tool
from agentnb.defaults import copied_options, spare_words, unsaid_options
from agentnb.testing import ScriptedModel
from agentnb.types import ToolCall

ran: list[dict] = []


@tool
def forecast(location: str, days: int = 1, units: str = "metric", language: str = "",
             tags: list[str] | None = None, alerts: bool = False) -> str:
    """Weather forecast for a place.

    Args:
        location: City or region, e.g. London.
        days: Number of days to forecast.
        units: metric or imperial.
        language: Language of the text, e.g. English.
        tags: Topics to cover.
        alerts: Include weather alerts.
    """
    ran.append({"location": location, "days": days, "language": language})
    return f"{location}: sunny for {days} days"


@tool(side_effects=True)
def book_room(city: str, nights: int = 1) -> str:
    """Book a hotel room.

    Args:
        city: City name.
        nights: How many nights.
    """
    ran.append({"city": city, "nights": nights})
    return "booked"


def unsaid(request: str, arguments: dict, *more: str) -> list[str]:
    return unsaid_options(ToolCall("c", "forecast", arguments), forecast, [request, *more])


@pytest.mark.parametrize(("request_", "arguments", "left_out"), [
    # the request gives the required value only: the model's extras are its own
    ("What is the forecast for Tel Aviv?", {"location": "Tel Aviv", "days": 3}, ["days"]),
    ("Lima, what's the weather?", {"location": "Lima", "language": "English"}, ["language"]),
    ("Lima weather", {"location": "Lima", "tags": ["rain", "wind"]}, ["tags"]),
    ("Lima weather", {"location": "Lima", "days": 5, "language": "Spanish"},
     ["days", "language"]),
    # said, or said in part, or a number where the request holds one
    ("3-day forecast for Tel Aviv", {"location": "Tel Aviv", "days": 3}, []),
    ("Weather in Lima in Spanish please", {"location": "Lima", "language": "Spanish"}, []),
    ("Lima weather, rain only", {"location": "Lima", "tags": ["rain", "wind"]}, []),
    ("Forecast for Lima, 2 days", {"location": "Lima", "days": 4}, []),  # may be computed
    # a string where the request holds a word the call does not use: it may be that word
    # in another form ("fr" for "French"), which words alone cannot tell from a guess
    ("Lima weather in French", {"location": "Lima", "language": "fr"}, []),
    ("Is it sunny in Lima?", {"location": "Lima", "language": "English"}, []),
    ("Lima weather", {"location": "Lima", "language": "fr", "days": 2}, ["language", "days"]),
    # a string holding a digit is read like a number
    ("Lima weather", {"location": "Lima", "language": "en-2"}, ["language"]),
    ("Lima weather at 9", {"location": "Lima", "language": "21:00"}, []),
    ("Forecast for Lima for the whole week", {"location": "Lima", "days": 7}, []),
    ("Lima forecast for a fortnight", {"location": "Lima", "days": 14}, []),
    ("Lima forecast until tomorrow", {"location": "Lima", "days": 2}, []),
    ("Lima forecast for five days", {"location": "Lima", "days": 5}, []),
    # left alone: the default written out, a flag, a choice of an enum-like text, null,
    # and a required argument, whatever it holds
    ("Lima weather", {"location": "Lima", "days": 1}, []),
    ("Lima weather", {"location": "Lima", "alerts": True}, []),
    ("Lima weather", {"location": "Lima", "language": None}, []),
    ("What is the weather?", {"location": "London"}, []),
])
def test_unsaid_options(request_, arguments, left_out):
    assert unsaid(request_, arguments) == left_out


def test_a_value_a_tool_result_says_stays():
    args = {"location": "Lima", "language": "Quechua", "days": 3}
    assert unsaid("Weather there?", args) == ["language", "days"]
    assert unsaid("Weather there?", args, '{"location": "Lima", "language": "Quechua"}') == [
        "days"]
    # a word of a result the call leaves unused may be a value in other words
    assert unsaid("Weather there?", args, '{"city": "Lima", "official": "Quechua"}') == []
    assert unsaid("Weather there?", args, '{"official": "Quechua", "outlook_days": 3}') == []


def test_an_enum_choice_is_left_alone():
    @tool
    def temps(city: str, unit: str = "celsius") -> str:
        """Temperature.

        Args:
            city: City name.
            unit: The scale.
        """
        return "18"

    temps.parameters["properties"]["unit"]["enum"] = ["celsius", "fahrenheit"]
    call = ToolCall("c", "temps", {"city": "Oslo", "unit": "fahrenheit"})
    assert unsaid_options(call, temps, ["Temperature in Oslo"]) == []


def step_of(request: str, fill: dict, tools=None, **options):
    model = ScriptedModel([json.dumps(fill), "Done."])
    agent = Agent(model, tools or [forecast], decision_mode="json", max_steps=3, **options)
    run = agent.start(request, save_to=False)
    return run, run.step(tool_choice="required"), model


def test_the_tool_runs_with_its_default_and_the_step_shows_the_models_value():
    ran.clear()
    run, step, model = step_of("What is the forecast for Tel Aviv?",
                               {"location": "Tel Aviv", "days": 3, "language": "English"})
    (call,) = step.tool_calls
    assert ran == [{"location": "Tel Aviv", "days": 1, "language": ""}]
    assert call.arguments == {"location": "Tel Aviv"}
    assert call.unset == {"days": 3, "language": "English"}
    assert "keep_defaults" in step.policies
    assert 'left out: days=3, language="English": the model\'s' in step.summary()
    assert "left out: days=3" in step._repr_html_()
    run.step()  # the model reads the call that ran
    sent = model.requests[-1]["messages"]
    history = [m for m in sent if m["role"] == "assistant"]
    assert "Tel Aviv" in json.dumps(history) and '"days": 3' not in json.dumps(history)


def test_a_system_prompt_of_ones_own_is_a_source_of_values_and_agentnbs_is_not():
    """agentnb's default system prompt gives no value; a prompt the user wrote may ("Answer
    in French" for ``language="fr"``): a word of it the call leaves unused keeps every
    value."""
    fill = {"location": "Tel Aviv", "language": "fr", "days": 3}
    _, step, _ = step_of("Forecast for Tel Aviv", fill)
    assert step.tool_calls[0].unset == {"language": "fr", "days": 3}
    _, step, _ = step_of("Forecast for Tel Aviv", fill, system="Answer in French.")
    assert step.tool_calls[0].unset is None
    assert step.tool_calls[0].arguments == fill


def test_a_pinned_fact_is_a_source_of_values():
    fill = {"location": "Tel Aviv", "language": "fr", "days": 3}
    _, step, _ = step_of("Forecast for Tel Aviv", fill, pinned=["I read French."])
    assert step.tool_calls[0].unset is None and step.tool_calls[0].arguments == fill
    _, step, _ = step_of("Forecast for Tel Aviv", {**fill, "language": "French"},
                         pinned=["French"])  # said by the pin, no word left: days goes
    assert step.tool_calls[0].unset == {"days": 3}


def test_what_the_request_says_runs_as_written():
    ran.clear()
    _, step, _ = step_of("3-day forecast for Tel Aviv in English",
                         {"location": "Tel Aviv", "days": 3, "language": "English"})
    assert ran == [{"location": "Tel Aviv", "days": 3, "language": "English"}]
    assert step.tool_calls[0].unset is None and "keep_defaults" not in step.policies


def test_left_alone_for_tools_that_change_something_when_turned_off_and_in_native_mode():
    ran.clear()
    step_of("Book a room in Porto", {"city": "Porto", "nights": 4}, tools=[book_room])
    assert ran == [{"city": "Porto", "nights": 4}]  # a person, not a rule, changes it
    ran.clear()
    step_of("Forecast for Porto", {"location": "Porto", "days": 4}, keep_defaults=False)
    assert ran[0]["days"] == 4
    assert not any(type(p).__name__ == "KeepDefaults" for p in
                   Agent(ScriptedModel([]), [forecast], keep_defaults=False).policies)
    native = [p for p in Agent(ScriptedModel([]), [forecast]).policies
              if p.name == "keep_defaults"]
    assert native and native[0].modes == ("json",)


def test_the_models_values_are_saved_with_the_run(tmp_path):
    model = ScriptedModel([json.dumps({"location": "Lima", "days": 6})])
    run = Agent(model, [forecast], decision_mode="json").start(
        "Lima forecast", save_to=tmp_path / "r.json")
    run.step(tool_choice="required")
    again = Run.load(tmp_path / "r.json")
    assert again.steps[0].tool_calls[0].unset == {"days": 6}
    assert again.steps[0].tool_calls[0].arguments == {"location": "Lima"}


@tool
def find_song(title: str, album: str = "", artist: str = "", mood: str = "any",
              rooms: int = 1) -> str:
    """Find a song.

    Args:
        title: Song title.
        album: Album the song is on.
        artist: Who sings it.
        mood: The song's mood.
        rooms: A count, to test numbers.
    """
    ran.append({"title": title, "album": album})
    return "found"


@tool
def search_books(query: str, author: str = "") -> str:
    """Search books.

    Args:
        query: What to search for.
        author: Author's name.
    """
    return "found"


def copies(request: str, arguments: dict, tool_=find_song) -> list[str]:
    return copied_options(ToolCall("c", tool_.name, arguments), tool_, [request])


@pytest.mark.parametrize(("request_", "arguments", "left_out"), [
    # a required value said once, copied into optional parameters: the copies go
    ("Find the song Yesterday", {"title": "Yesterday", "album": "Yesterday"}, ["album"]),
    ("Find the song Yesterday", {"title": "Yesterday", "album": "yesterday",
                                 "artist": "Yesterday"}, ["album", "artist"]),
    ("Find the song 22", {"title": "22", "rooms": 22}, ["rooms"]),  # "22" and 22 alike
    # said twice, or the parameter named: the request may give the value to both
    ("Find the song Help on the album Help", {"title": "Help", "album": "Help"}, []),
    ("Find the song Help on its album", {"title": "Help", "album": "Help"}, []),
    ("Find the song 22, in 22 rooms", {"title": "22", "rooms": 22}, []),
    ("Find the song two, for two", {"title": "2", "rooms": 2}, []),  # counted in words
    # a word that gives a value again
    ("Find Help, same name as its record", {"title": "Help", "album": "Help"}, []),
    ("Find Help; both are called that", {"title": "Help", "album": "Help"}, []),
    # not a copy of a required value, or not a value this reads
    ("Find the song Help", {"title": "Help", "album": "Rubber Soul"}, []),
    ("Find the song Help", {"title": "Help", "mood": "any"}, []),  # the default
    ("Find the song Help", {"title": "Rubber Soul", "album": "Rubber Soul"}, []),  # unsaid
    ("Find the song True", {"title": "True", "album": True}, []),  # a flag
    # a string that is the digits of a number argument's value said once: the number's
    ("Find Help for 2 rooms", {"title": "Help", "rooms": 2, "album": "2"}, ["album"]),
    ("Find Help, 2 rooms for 2 people", {"title": "Help", "rooms": 2, "album": "2"}, []),
    ("Find Help for 2 rooms", {"title": "Help", "rooms": 2, "album": "2 rooms"}, []),
])
def test_copied_options(request_, arguments, left_out):
    assert copies(request_, arguments) == left_out


def test_a_copy_of_a_choice_or_of_an_optional_value_is_left_alone():
    find_song.parameters["properties"]["mood"]["enum"] = ["any", "sad", "Sad"]
    try:
        assert copies("Find the song Sad", {"title": "Sad", "mood": "Sad"}) == []
    finally:
        del find_song.parameters["properties"]["mood"]["enum"]
    # two optional values alike: neither is the request's required one
    assert copies("Find Help by Help", {"title": "Help!", "album": "Help", "artist": "Help"}
                  ) == []


def test_a_query_may_hold_the_value_a_filter_beside_it_holds():
    """A search's free text may hold every value the request gives: "Books by Haruki
    Murakami" may set both ``query`` and ``author`` (``tests/test_optional_forms.py``)."""
    args = {"query": "Haruki Murakami", "author": "Haruki Murakami"}
    assert copies("Books by Haruki Murakami", args, search_books) == []


def test_a_copy_runs_left_out_and_the_step_shows_it():
    ran.clear()
    _, step, _ = step_of("Find the song Yesterday",
                         {"title": "Yesterday", "album": "Yesterday"}, tools=[find_song])
    assert ran == [{"title": "Yesterday", "album": ""}]
    assert step.tool_calls[0].unset == {"album": "Yesterday"}
    assert "keep_defaults" in step.policies
    ran.clear()
    step_of("Find the song Yesterday", {"title": "Yesterday", "album": "Yesterday"},
            tools=[find_song], keep_defaults=False)
    assert ran == [{"title": "Yesterday", "album": "Yesterday"}]


def test_a_word_joined_to_a_single_letter_is_spare_unless_a_value_holds_it():
    """``words`` drops one-letter words: the "e" of "e-bikes" says what kind of bike, so the
    compound counts whole as a word a value may come from."""
    call = ToolCall("c", "forecast", {"location": "Lima"})
    assert "e-bikes" in spare_words(call, forecast, ["Lima forecast for e-bikes"])
    assert unsaid("Lima forecast for e-bikes", {"location": "Lima", "language": "English"}
                  ) == []
    held = ToolCall("c", "forecast", {"location": "Lima", "language": "e-bikes"})
    assert "e-bikes" not in spare_words(held, forecast, ["Lima forecast for e-bikes"])
    assert unsaid("Lima forecast", {"location": "Lima", "language": "English"}) == ["language"]


def test_a_value_the_rules_put_right_is_still_the_models_reading():
    """A value the model wrote where an evidence rule put another (``grounded``) holds its
    words (``spare_words``), and frees its first value for an optional argument
    (``copied_options``)."""
    dental = Tool.from_schema("dental_checkup", "Book a check-up at a dental practice.", {
        "type": "object", "properties": {"practice": {"type": "string"},
                                         "patient": {"type": "string"}},
        "required": ["practice"]}, fn=lambda **k: "ok")
    cut = ToolCall("c", "dental_checkup", {"practice": "Bright Smiles", "patient": "John"},
                   grounded={"practice": "Bright Smiles in Chester"})
    request = ["A check-up at Bright Smiles in Chester"]
    assert "chest" not in spare_words(cut, dental, request)
    assert "chest" in spare_words(ToolCall("c", "dental_checkup", {
        "practice": "Bright Smiles", "patient": "John"}), dental, request)
    # a required value put right frees its first value for the optional one
    copy = ToolCall("c", "dental_checkup", {"practice": "Bright Smiles",
                                            "patient": "Bright Smiles in Chester"},
                    grounded={"practice": "Bright Smiles in Chester"})
    assert copied_options(copy, dental, request) == []


def test_a_message_copied_whole_into_a_value_uses_none_of_its_words():
    whole = ToolCall("c", "forecast", {"location": "Lima forecast for cyclists"})
    assert spare_words(whole, forecast, ["Lima forecast for cyclists"]) >= {"lima", "cycli"}
    assert unsaid("Lima forecast for cyclists", {"location": "Lima forecast for cyclists",
                                                 "language": "English"}) == []
    short = ToolCall("c", "forecast", {"location": "Lima weather"})  # two words: a value
    assert spare_words(short, forecast, ["Lima weather"]) == set()


# written 12-06 (a later session) after reading `mixed_requests.py --later families`
# (SmolLM2 named an alarm after the tool, ``new_alarm_name="Alarm_1_AddAlarm"`` for "Wake
# me up at 06:45"), before any rule for it: an offered tool's name written as an
# optional value
def _named_tool(name: str, props: dict, required: list) -> Tool:
    return Tool.from_schema(name, name.replace("_", " ") + ".", {
        "type": "object", "properties": props, "required": required}, fn=lambda **k: "ok")


_STR = {"type": "string"}
_ALARM = _named_tool("Alarm_1_AddAlarm", {"new_alarm_time": _STR, "new_alarm_name": _STR},
                     ["new_alarm_time"])
_PLAY = _named_tool("play_song", {"track": _STR, "playlist": _STR}, ["track"])
HELD_OUT_TOOL_NAMES = [
    (_ALARM, "Wake me up at 06:45", {"new_alarm_time": "06:45",
                                     "new_alarm_name": "Alarm_1_AddAlarm"},
     {"new_alarm_time": "06:45"}),
    (_PLAY, "Play Yellow, loud please", {"track": "Yellow", "playlist": "play_song"},
     {"track": "Yellow"}),
    (_PLAY, "Play Yellow from the playlist I named play_song", {"track": "Yellow",
                                                               "playlist": "play_song"},
     None),
    (_PLAY, "Play Yellow, loud please", {"track": "Yellow", "playlist": "Loud songs"}, None),
    (_ALARM, "Wake me up at 06:45", {"new_alarm_time": "06:45", "new_alarm_name": "Alarm"},
     None),
]


@pytest.mark.parametrize("tool_,request_,made,must", HELD_OUT_TOOL_NAMES,
                         ids=[f"{r}: {m}" for _, r, m, _ in HELD_OUT_TOOL_NAMES])
def test_held_out_a_tools_name_as_an_optional_value(tool_, request_, made, must):
    from tests.helpers.common import assert_held_out

    assert_held_out(tool_, request_, made, must)
