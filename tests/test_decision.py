import json

from agentnb import Agent, Toolset
from agentnb.decision import FINAL, answer_problem, decide, load_json, render
from agentnb.stages import (
    ALSO_NONE,
    ANSWER_NOTE,
    CHOOSE_NOTE,
    answer_request,
    choose_schema,
    decide_staged,
    more_schema,
    parse_choice,
    parse_fill,
)
from agentnb.testing import ScriptedModel
from agentnb.types import Reply
from tests.helpers.common import celsius_to_fahrenheit, get_weather

TS = Toolset([get_weather, celsius_to_fahrenheit])


def reply(content=None, tool_calls=None):
    msg = {"role": "assistant", "content": content}
    if tool_calls:
        msg["tool_calls"] = tool_calls
    return Reply(message=msg)


def test_choose_offers_the_tools_and_final_answer_and_fill_is_the_tool_schema():
    actions = choose_schema(TS)["properties"]["action"]["enum"]
    assert actions == ["get_weather", "celsius_to_fahrenheit", FINAL]
    assert choose_schema(TS, "required")["properties"]["action"]["enum"] == [
        "get_weather", "celsius_to_fahrenheit"]
    assert choose_schema(TS, "auto", exclude=["get_weather"])["properties"]["action"][
        "enum"] == ["celsius_to_fahrenheit", FINAL]
    more = more_schema(get_weather, 3)["properties"]["calls"]
    assert more["items"] == get_weather.parameters and more["maxItems"] == 3
    assert more["minItems"] == 1  # SmolLM2 wrote [] where a call was asked for


def test_a_whole_decision_in_the_choose_reply_is_used_as_it_is():
    allowed = [*TS.tools, FINAL]
    action, d = parse_choice('{"action": "get_weather", "action_input": {"city": "Paris"}, '
                             '"thought": "need data"}', TS, allowed, "call_1")
    assert action is None
    assert [(c.name, c.arguments) for c in d.tool_calls] == [("get_weather", {"city": "Paris"})]
    _, d = parse_choice('{"action": "final_answer", "action_input": "18 C"}', TS, allowed, "c")
    assert d.answer == "18 C" and not d.tool_calls
    # a tool's name is no answer: the answer stage writes one
    action, d = parse_choice('{"action": "final_answer", "action_input": "get_weather"}', TS,
                             allowed, "c")
    assert (action, d) == (FINAL, None)
    assert parse_choice('{"action": "get_weather"}', TS, allowed, "c") == ("get_weather", None)


def test_near_valid_json_repaired():
    text = "```json\n{'action': 'get_weather', 'action_input': {'city': 'Paris',},}\n```"
    _, d = parse_choice(text, TS, [*TS.tools, FINAL], "c")
    assert d.repaired and d.tool_calls[0].arguments == {"city": "Paris"}
    d = parse_fill("{'city': 'Oslo',}", get_weather, 1, "c")
    assert d.repaired and d.tool_calls[0].arguments == {"city": "Oslo"}


def test_unusable_stage_replies_become_messages_not_exceptions():
    allowed = [*TS.tools, FINAL]
    for text in ["I think it is sunny", "", "[1, 2]", '{"thought": "no action"}',
                 '{"action": "send_email"}', '{"action": 7}']:
        action, d = parse_choice(text, TS, allowed, "c")
        assert action is None and d.error and not d.tool_calls and d.answer is None
    assert parse_choice("", TS, allowed, "c")[1].empty
    assert "get_weather" in parse_choice("nope", TS, allowed, "c")[1].error
    for text in ["", "[1]", '"Paris"', "nonsense"]:
        d = parse_fill(text, get_weather, 1, "c")
        assert d.error and not d.tool_calls


def test_bare_string_input_for_one_parameter_tool():
    _, d = parse_choice('{"action": "get_weather", "action_input": "Paris"}', TS,
                        [*TS.tools], "c")
    assert d.tool_calls[0].arguments == {"city": "Paris"}


def test_a_list_of_calls_runs_each_distinct_call_once():
    d = parse_fill('{"calls": [{"city": "Paris"}, {"city": "Tokyo"}, {"city": "Paris"}]}',
                   get_weather, 4, "call_2")
    assert [c.arguments["city"] for c in d.tool_calls] == ["Paris", "Tokyo"]
    assert [c.id for c in d.tool_calls] == ["call_2_0", "call_2_1"]
    # more than allowed: the first ones; one object without the list: one call
    d = parse_fill('{"calls": [{"city": "A"}, {"city": "B"}, {"city": "C"}]}', get_weather, 2,
                   "c")
    assert [c.arguments["city"] for c in d.tool_calls] == ["A", "B"]
    assert len(parse_fill('{"city": "A"}', get_weather, 2, "c").tool_calls) == 1


def test_more_calls_are_asked_for_only_when_the_request_lists_something():
    sent = [{"role": "user", "content": "Weather in Paris and Tokyo?"}]
    model = Scripted('{"city": "Paris"}', '{"calls": [{"city": "Tokyo"}, {"city": "Paris"}]}')
    out = decide_staged(model, sent, TS, tool_choice="get_weather", calls_per_step=3,
                        request=sent[0]["content"], prefix="c")
    assert [s.name for s in out.stages] == ["fill", "more"]
    assert model.sent[1][1]["json_schema"] == more_schema(get_weather, 2)
    assert 'get_weather(city="Paris")' in model.sent[1][2]  # the note names the first call
    # the first call, then each new one once, with ids of their own
    assert [(c.id, c.arguments["city"]) for c in out.decision.tool_calls] == [
        ("c_0", "Paris"), ("c_1", "Tokyo")]
    # a request that lists nothing beside the call's value: one model call
    model = Scripted('{"city": "Paris"}')
    out = decide_staged(model, [{"role": "user", "content": "Weather in Paris?"}], TS,
                        tool_choice="get_weather", calls_per_step=3,
                        request="Weather in Paris?")
    assert [s.name for s in out.stages] == ["fill"] and len(out.decision.tool_calls) == 1
    # no other call, or a reply that is no list: the first call stands
    for more in ('{"calls": []}', "not json"):
        model = Scripted('{"city": "Paris"}', more)
        out = decide_staged(model, sent, TS, tool_choice="get_weather", calls_per_step=3,
                            request=sent[0]["content"])
        assert [c.arguments for c in out.decision.tool_calls] == [{"city": "Paris"}]


def test_another_tool_is_asked_for_only_when_a_part_of_the_request_speaks_of_it():
    request = "What is the weather in Paris, and convert 100 Celsius to Fahrenheit?"
    sent = [{"role": "user", "content": request}]
    # "Paris, and convert ...": what follows the listing speaks of another tool, so no
    # more calls of the weather tool are asked for
    model = Scripted('{"action": "get_weather"}', '{"city": "Paris"}',
                     '{"action": "celsius_to_fahrenheit"}', '{"celsius": 100}')
    out = decide_staged(model, sent, TS, calls_per_step=4, request=request, prefix="c")
    assert [s.name for s in out.stages] == ["choose", "fill", "also", "fill"]
    # asked among the tools that part speaks of, or none; then that tool's own schema
    assert model.sent[2][1]["json_schema"]["properties"]["action"]["enum"] == [
        "celsius_to_fahrenheit", ALSO_NONE]
    assert 'get_weather(city="Paris")' in model.sent[2][2]
    assert model.sent[3][1]["json_schema"] == celsius_to_fahrenheit.parameters
    assert [(c.id, c.name, c.arguments) for c in out.decision.tool_calls] == [
        ("c_0", "get_weather", {"city": "Paris"}),
        ("c_1", "celsius_to_fahrenheit", {"celsius": 100})]
    # "none", or a reply that is no choice: the first call alone
    for also in (f'{{"action": "{ALSO_NONE}"}}', "hmm"):
        model = Scripted('{"action": "get_weather"}', '{"city": "Paris"}', also)
        out = decide_staged(model, sent, TS, calls_per_step=4, request=request)
        assert [c.name for c in out.decision.tool_calls] == ["get_weather"]
    # one call per step, a named tool_choice, or a request that speaks of one tool: never
    choose = '{"action": "get_weather"}'
    for options, text, replies in (({"calls_per_step": 1}, request, [choose, None]),
                                   ({"tool_choice": "get_weather"}, request, [None]),
                                   ({}, "What is the weather in Paris?", [choose, None])):
        model = Scripted(*(r or '{"city": "Paris"}' for r in replies))
        out = decide_staged(model, [{"role": "user", "content": text}], TS,
                            **{"calls_per_step": 4, **options}, request=text)
        assert "also" not in [s.name for s in out.stages] and not model.texts
        assert [c.arguments for c in out.decision.tool_calls] == [{"city": "Paris"}]


class Scripted:
    """Stage replies in order; records what each stage sent."""

    def __init__(self, *texts):
        self.texts, self.sent = list(texts), []

    def __call__(self, messages, options, note, stage=""):
        self.sent.append((messages, options, note))
        text = self.texts.pop(0)
        return text if isinstance(text, Reply) else \
            Reply(message={"role": "assistant", "content": text})


def test_stages_choose_then_fill_with_the_chosen_tools_schema_alone():
    model = Scripted('{"action": "celsius_to_fahrenheit"}', '{"celsius": 18}')
    sent = [{"role": "system", "content": "s"}, {"role": "user", "content": "18 C in F?"}]
    out = decide_staged(model, sent, TS, prefix="call_1")
    assert [(c.name, c.arguments) for c in out.decision.tool_calls] == [
        ("celsius_to_fahrenheit", {"celsius": 18})]
    assert [s.name for s in out.stages] == ["choose", "fill"]
    (m1, o1, n1), (m2, o2, n2) = model.sent
    assert o1["json_schema"] == choose_schema(TS)
    assert o2["json_schema"] == celsius_to_fahrenheit.parameters
    assert m1[-1]["content"] == f"18 C in F?\n\n{CHOOSE_NOTE}" and n1 == CHOOSE_NOTE
    assert "celsius_to_fahrenheit" in n2 and m2[:-1] == sent[:-1]  # the same prefix
    assert sent[-1]["content"] == "18 C in F?"  # the run's messages are not changed


def test_an_answer_is_written_in_prose_without_a_schema():
    model = Scripted('{"action": "final_answer"}', "It is 18 degrees in Paris.")
    out = decide_staged(model, [{"role": "user", "content": "Paris?"}], TS)
    assert out.decision.answer == "It is 18 degrees in Paris."
    assert [s.name for s in out.stages] == ["choose", "answer"]
    assert model.sent[1][1] == {}  # unconstrained
    # named tool: no choice; "none": straight to the answer
    model = Scripted('{"city": "Oslo"}')
    out = decide_staged(model, [{"role": "user", "content": "x"}], TS, tool_choice="get_weather")
    assert [s.name for s in out.stages] == ["fill"] and out.decision.tool_calls
    out = decide_staged(Scripted("Done."), [{"role": "user", "content": "x"}], TS,
                        tool_choice="none")
    assert [s.name for s in out.stages] == ["answer"] and out.decision.answer == "Done."


def test_a_tools_name_or_json_is_never_an_answer():
    for text in ["get_weather", " `get_weather`. ", "final_answer", '{"city": "Paris"}',
                 '["get_weather"]', "", "  "]:
        out = decide_staged(Scripted('{"action": "final_answer"}', text),
                            [{"role": "user", "content": "x"}], TS)
        assert out.decision.answer is None and out.decision.error, text
        assert decide(reply(text), TS).answer is None  # native mode too
    for text in ["Use get_weather for that.", "{not json} but words", "18"]:
        assert answer_problem(text, TS) is None


def test_native_tool_calls_and_broken_arguments():
    good = {"id": "1", "type": "function",
            "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}
    bad = {"id": "2", "type": "function", "function": {"name": "get_weather",
                                                       "arguments": "nonsense"}}
    d = decide(reply(None, [good, bad]), TS)
    assert [c.id for c in d.tool_calls] == ["1"]
    # beside a good call, the broken one is refused: answered with why, not dropped unsaid
    assert [(c.id, c.arguments) for c, _ in d.refused] == [("2", {})]
    assert "not a JSON object: nonsense" in d.with_refused()[1]["2"].error
    d = decide(reply(None, [bad]), TS)
    assert d.error and "not a JSON object" in d.error
    assert decide(reply("The answer"), TS).answer == "The answer"


def test_native_arguments_cut_off_at_the_token_limit_are_not_closed_and_run():
    """A native call whose arguments stop at the reply's token limit is an error the model
    reads (the JSON repair would close ``{"city": "Os`` into a call to Os); a call that
    ended before the limit runs."""
    done = {"id": "1", "type": "function",
            "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}
    cut = {"id": "2", "type": "function",
           "function": {"name": "get_weather", "arguments": '{"city": "Os'}}
    d = decide(Reply(message={"role": "assistant", "content": None, "tool_calls": [cut]},
                     finish_reason="length"), TS)
    assert not d.tool_calls and "token limit" in d.error
    d = decide(Reply(message={"role": "assistant", "content": None,
                              "tool_calls": [done, cut]}, finish_reason="length"), TS)
    assert [c.arguments for c in d.tool_calls] == [{"city": "Oslo"}]
    # the cut call beside it is refused: recorded and answered with why, not run
    [(refused, why)] = d.refused
    assert refused.id == "2" and "token limit" in why
    calls, results = d.with_refused()
    assert [c.id for c in calls] == ["1", "2"] and not results["2"].ok
    assert "token limit" in results["2"].error
    # not cut off: the same near-valid text is repaired, as before
    assert decide(reply(None, [cut]), TS).tool_calls[0].arguments == {"city": "Os"}


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
    ids = [c.id for c in decide(reply, TS, call_prefix="call_1").tool_calls]
    assert ids[0] == "x" and len(set(ids)) == 4  # the model's first id kept, repeats renamed


def test_the_answer_is_asked_for_in_prose_with_the_results_under_the_request():
    """JSON mode: the answer stage sends the conversation without tool instructions, the
    request with its call's result listed under it, and ``run.request`` rebuilds it."""
    model = ScriptedModel(['{"action": "get_weather"}', '{"city": "Paris"}',
                           '{"action": "final_answer"}', "It is 13 C and rainy in Paris."])
    run = Agent(model, TS, system="Be brief.", decision_mode="json").start(
        "What is the weather in Paris?")
    run.run()
    assert run.answer == "It is 13 C and rainy in Paris."
    sent = model.requests[-1]["messages"]
    assert "json_schema" not in model.requests[-1]
    assert sent[0] == {"role": "system", "content": "Be brief."}
    # the result, a JSON object, as key: value pairs
    assert json.loads(run.state.messages[3]["content"]) == {
        "city": "Paris", "temperature_c": 18, "sky": "rain"}
    assert sent[1:] == [{"role": "user", "content": (
        'Results:\n- get_weather(city="Paris") returned city: Paris; temperature_c: 18; '
        f"sky: rain\n\n{ANSWER_NOTE.format(request='What is the weather in Paris?')}")}]
    assert run.request(run.steps[-1]) == sent
    # the stage before it is recorded on the step
    assert [s["stage"] for s in run.steps[-1].stages] == ["choose"]


def test_a_result_shows_as_key_value_pairs_only_when_it_is_a_json_object():
    from agentnb.stages import result_text

    assert result_text('{"km": 465, "route": {"via": "A6"}, "tolls": null}') == \
        'km: 465; route: {"via": "A6"}; tolls: null'
    for text in ("212.0", "[1, 2]", "not json {", "{}", '"quoted"', "Error: no such city"):
        assert result_text(text) == text


def test_an_answer_without_tools_is_the_conversation_as_it_is():
    model = ScriptedModel(['{"action": "final_answer"}', "Hello! How can I help?"])
    run = Agent(model, TS, system="Be brief.", decision_mode="json").start("Hi!")
    run.run()
    assert run.answer == "Hello! How can I help?"
    assert model.requests[-1]["messages"] == [{"role": "system", "content": "Be brief."},
                                              {"role": "user", "content": "Hi!"}]
    assert run.request(run.steps[-1]) == model.requests[-1]["messages"]


def test_answer_request_keeps_earlier_answers_and_injected_messages():
    head = [{"role": "system", "content": "S\n\nYou can call these tools:\n- f(): g"},
            {"role": "user", "content": "first task"}]
    recent = [
        {"role": "assistant", "content": "{}", "tool_calls": [
            {"id": "a", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "a", "name": "f", "content": "1"},
        {"role": "assistant", "content": "The answer is 1."},
        {"role": "user", "content": "and now?"},
        {"role": "user", "content": "bad JSON", "agentnb": "format_error"},
        {"role": "assistant", "content": "{}", "tool_calls": [
            {"id": "b", "type": "function",
             "function": {"name": "f", "arguments": '{"x": "ü"}'}}]},
        {"role": "tool", "tool_call_id": "b", "name": "f", "content": "2"},
        {"role": "user", "content": "in French", "agentnb": "injected"},
    ]
    assert answer_request(head, recent) == [
        {"role": "system", "content": "S"},
        {"role": "user", "content": "first task"},
        {"role": "assistant", "content": "The answer is 1."},
        {"role": "user", "content": f'in French\n\nResults:\n- f(x="ü") returned 2'
                                    f"\n\n{ANSWER_NOTE.format(request='and now?')}"}]


def test_a_required_call_with_one_tool_offered_skips_the_choice():
    model = Scripted('{"city": "Oslo"}')
    sent = [{"role": "user", "content": "Oslo?"}]
    out = decide_staged(model, sent, TS, tool_choice="required", exclude=["celsius_to_fahrenheit"])
    assert [s.name for s in out.stages] == ["fill"]
    assert [(c.name, c.arguments) for c in out.decision.tool_calls] == [
        ("get_weather", {"city": "Oslo"})]


def test_an_answer_that_only_repeats_the_request_is_an_error_the_model_reads():
    model = Scripted('{"action": "final_answer"}', "  is it RAINING in Paris ")
    out = decide_staged(model, [{"role": "user", "content": "Is it raining in Paris?"}], TS)
    assert out.decision.answer is None and "only repeated the request" in out.decision.error
    model = Scripted('{"action": "final_answer"}', "Yes, it is raining in Paris.")
    out = decide_staged(model, [{"role": "user", "content": "Is it raining in Paris?"}], TS)
    assert out.decision.answer == "Yes, it is raining in Paris."


def test_a_request_for_three_tools_is_asked_for_each_while_there_is_room():
    from agentnb import tool

    @tool
    def get_stock_price(symbol: str) -> float:
        """The latest stock price of a company.

        Args:
            symbol: Its ticker symbol.
        """
        return 1.0

    ts = Toolset([get_weather, celsius_to_fahrenheit, get_stock_price])
    request = ("What's the weather in Oslo, convert 12 Celsius to Fahrenheit, and the stock "
               "price of AAPL?")
    sent = [{"role": "user", "content": request}]
    model = Scripted('{"action": "get_weather"}', '{"city": "Oslo"}',
                     '{"action": "celsius_to_fahrenheit"}', '{"celsius": 12}',
                     '{"action": "get_stock_price"}', '{"symbol": "AAPL"}')
    out = decide_staged(model, sent, ts, calls_per_step=4, request=request, prefix="c")
    assert [s.name for s in out.stages] == ["choose", "fill", "also", "fill", "also", "fill"]
    assert [(c.id, c.name) for c in out.decision.tool_calls] == [
        ("c_0", "get_weather"), ("c_1", "celsius_to_fahrenheit"), ("c_2", "get_stock_price")]
    # each also stage offers the tools still asked for, and shows the calls so far
    assert model.sent[2][1]["json_schema"]["properties"]["action"]["enum"] == [
        "celsius_to_fahrenheit", "get_stock_price", ALSO_NONE]
    assert model.sent[4][1]["json_schema"]["properties"]["action"]["enum"] == [
        "get_stock_price", ALSO_NONE]
    assert 'celsius_to_fahrenheit(celsius=12)' in model.sent[4][2]
    # "none" ends it; so does no room left (calls_per_step=2)
    model = Scripted('{"action": "get_weather"}', '{"city": "Oslo"}',
                     f'{{"action": "{ALSO_NONE}"}}')
    out = decide_staged(model, sent, ts, calls_per_step=4, request=request)
    assert [s.name for s in out.stages] == ["choose", "fill", "also"] and not model.texts
    model = Scripted('{"action": "get_weather"}', '{"city": "Oslo"}',
                     '{"action": "get_stock_price"}', '{"symbol": "AAPL"}')
    out = decide_staged(model, sent, ts, calls_per_step=2, request=request)
    assert [c.name for c in out.decision.tool_calls] == ["get_weather", "get_stock_price"]
    assert not model.texts


def cut(text):
    """A reply the server stopped at its token limit."""
    return Reply(message={"role": "assistant", "content": text}, finish_reason="length")


def test_arguments_cut_off_at_the_token_limit_are_not_repaired_and_run():
    """A greedy model can repeat a list's item until the token limit; the JSON repair would
    close what is left and the call would run with values the model never finished."""
    sent = [{"role": "user", "content": "Weather in Paris and Tokyo?"}]
    looped = '{"city": "Paris", "unit": "celsius", "note": "' + "again " * 50
    out = decide_staged(Scripted(cut(looped)), sent, TS, tool_choice="get_weather",
                        calls_per_step=3, request=sent[0]["content"])
    assert not out.decision.tool_calls and "token limit" in out.decision.error
    # a more stage cut off adds no call; the first call, which ended, stands
    more = '{"calls": [{"city": "Tokyo"}, {"city": "Tokyo"}, {"city": "Tokyo"}, {"city": "T'
    out = decide_staged(Scripted('{"city": "Paris"}', cut(more)), sent, TS,
                        tool_choice="get_weather", calls_per_step=3,
                        request=sent[0]["content"])
    assert [c.arguments for c in out.decision.tool_calls] == [{"city": "Paris"}]
    # the same replies, ended: used as before
    out = decide_staged(Scripted('{"city": "Paris"}', '{"calls": [{"city": "Tokyo"}]}'),
                        sent, TS, tool_choice="get_weather", calls_per_step=3,
                        request=sent[0]["content"])
    assert [c.arguments["city"] for c in out.decision.tool_calls] == ["Paris", "Tokyo"]
