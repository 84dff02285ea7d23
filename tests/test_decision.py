import json

from agentnb import Toolset
from agentnb.decision import FINAL, decide, decision_schema, load_json, render
from agentnb.types import Reply
from tests.helpers.common import celsius_to_fahrenheit, get_weather

TS = Toolset([get_weather, celsius_to_fahrenheit])


def reply(content=None, tool_calls=None):
    msg = {"role": "assistant", "content": content}
    if tool_calls:
        msg["tool_calls"] = tool_calls
    return Reply(message=msg)


def test_schema_has_a_branch_per_tool_plus_final():
    schema = decision_schema(TS)
    actions = [b["properties"]["action"]["const"] for b in schema["oneOf"]]
    assert actions == ["get_weather", "celsius_to_fahrenheit", FINAL]
    weather = schema["oneOf"][0]["properties"]["action_input"]
    assert weather["required"] == ["city"]
    only = decision_schema(TS, tool_choice="celsius_to_fahrenheit")
    assert only["properties"]["action"]["const"] == "celsius_to_fahrenheit"
    assert decision_schema(TS, tool_choice="none")["properties"]["action"]["const"] == FINAL
    required = decision_schema(TS, tool_choice="required")
    assert FINAL not in json.dumps(required)


def test_json_decision_parsed():
    d = decide(reply('{"action": "get_weather", "action_input": {"city": "Paris"}, '
                     '"thought": "need data"}'), "json", TS)
    assert d.error is None and d.thought == "need data"
    assert [(c.name, c.arguments) for c in d.tool_calls] == [("get_weather", {"city": "Paris"})]
    d = decide(reply('{"action": "final_answer", "action_input": "18 C", "thought": ""}'),
               "json", TS)
    assert d.answer == "18 C" and not d.tool_calls


def test_near_valid_json_repaired():
    text = "```json\n{'action': 'get_weather', 'action_input': {'city': 'Paris',},}\n```"
    d = decide(reply(text), "json", TS)
    assert d.repaired and d.tool_calls[0].arguments == {"city": "Paris"}


def test_unrepairable_output_becomes_a_message_not_an_exception():
    for text in ["I think it is sunny", "", "[1, 2]", '{"thought": "no action"}']:
        d = decide(reply(text), "json", TS)
        assert d.error and not d.tool_calls and d.answer is None
    assert decide(reply(""), "json", TS).empty
    assert "get_weather" in decide(reply("nope"), "json", TS).error


def test_bare_string_input_for_one_parameter_tool():
    d = decide(reply('{"action": "get_weather", "action_input": "Paris"}'), "json", TS)
    assert d.tool_calls[0].arguments == {"city": "Paris"}


def test_native_tool_calls_and_broken_arguments():
    good = {"id": "1", "type": "function",
            "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}
    bad = {"id": "2", "type": "function", "function": {"name": "get_weather",
                                                       "arguments": "nonsense"}}
    d = decide(reply(None, [good, bad]), "native", TS)
    assert [c.id for c in d.tool_calls] == ["1"]
    d = decide(reply(None, [bad]), "native", TS)
    assert d.error and "not a JSON object" in d.error
    assert decide(reply("The answer"), "native", TS).answer == "The answer"


def test_json_render_keeps_history_but_speaks_plainly():
    history = [{"role": "system", "content": "Be brief."},
               {"role": "user", "content": "Paris?"},
               {"role": "assistant", "content": '{"action": "get_weather"}', "tool_calls": [
                   {"id": "c", "type": "function", "function": {"name": "get_weather",
                                                                "arguments": "{}"}}]},
               {"role": "tool", "tool_call_id": "c", "name": "get_weather", "content": "18"}]
    out = render(history, "json", TS)
    assert out[0]["content"].startswith("Be brief.") and "celsius_to_fahrenheit(" in \
        out[0]["content"]
    assert "tool_calls" not in out[2] and out[3] == {"role": "user",
                                                     "content": "Result of get_weather: 18"}
    assert render(history, "native", TS)[3]["role"] == "tool"


def test_load_json():
    assert load_json('{"a": 1}') == ({"a": 1}, True, False)
    assert load_json("{'a': 1,}")[1:] == (True, True)
    assert load_json("hello")[1] is False


def test_each_call_of_a_decision_gets_its_own_id():

    def call(i):
        return {"id": i, "type": "function",
                "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}

    reply = Reply(message={"role": "assistant", "content": None,
                           "tool_calls": [call("x"), call("x"), call("call_1_1"), call("")]})
    ids = [c.id for c in decide(reply, "native", TS, call_prefix="call_1").tool_calls]
    assert ids[0] == "x" and len(set(ids)) == 4  # the model's first id kept, repeats renamed
