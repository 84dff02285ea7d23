"""Property-based tests: no input makes parsing, validation, loading, a tool's result, a
path name, a sequence of human actions or an answer to check do anything but the
documented. 10 x 2,500 = 25,000 generated cases in the whole suite (what CI runs); 10 x 400
in the fast tier, ``pytest -m "not e2e"`` (the profiles are in ``conftest.py``)."""

import contextlib
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentnb import Agent, Run, Toolset
from agentnb.decision import answer_problem, decide
from agentnb.errors import AgentnbError, RunFileError
from agentnb.stages import decide_staged
from agentnb.testing import ScriptedModel, tool_call_message
from agentnb.types import Reply, ToolCall
from tests.helpers.common import celsius_to_fahrenheit, get_weather

TS = Toolset([get_weather, celsius_to_fahrenheit])
N = settings(deadline=None,
             suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
decisions = st.fixed_dictionaries({}, optional={
    "action": st.sampled_from(["get_weather", "celsius_to_fahrenheit", "final_answer", "x"])
    | st.text(max_size=10),
    "action_input": json_values, "thought": json_values})


def one_outcome(d):
    outcomes = [bool(d.tool_calls), d.answer is not None, d.error is not None]
    return sum(outcomes) == 1


replies = st.one_of(st.text(), decisions.map(json.dumps), json_values.map(json.dumps),
                    decisions.map(lambda d: json.dumps(d)[: max(1, len(json.dumps(d)) // 2)]))


@N
@given(st.lists(replies, min_size=2, max_size=2),
       st.sampled_from(["auto", "required", "none", "get_weather"]), st.integers(1, 3))
def test_json_decisions_never_raise(texts, tool_choice, calls_per_step):
    """Whatever each stage's reply holds, the decision has one outcome, a call's arguments
    are an object, and an answer is never a tool's name or JSON."""

    def complete(messages, options, note, stage):
        return Reply(message={"role": "assistant", "content": texts.pop(0)})

    d = decide_staged(complete, [{"role": "user", "content": "x"}], TS,
                      tool_choice=tool_choice, calls_per_step=calls_per_step).decision
    assert one_outcome(d)
    for call in d.tool_calls:
        assert isinstance(call.arguments, dict) and call.name in TS
    assert len(d.tool_calls) <= calls_per_step
    if d.answer is not None:
        assert answer_problem(d.answer, TS) is None


@N
@given(st.lists(st.tuples(st.text(max_size=12), st.text()), min_size=1, max_size=3),
       st.text())
def test_native_decisions_never_raise(calls, content):
    msg = {"role": "assistant", "content": content, "tool_calls": [
        {"id": f"c{i}", "type": "function", "function": {"name": n, "arguments": a}}
        for i, (n, a) in enumerate(calls)]}
    assert one_outcome(decide(Reply(message=msg), TS))


@N
@given(st.sampled_from(["get_weather", "celsius_to_fahrenheit", "nope"]), json_values)
def test_bad_arguments_never_reach_a_tool(name, arguments):
    call = ToolCall(id="c", name=name, arguments=arguments)
    problem = TS.check(call)
    if problem is None:  # accepted: the arguments now match the declared types exactly
        t = TS[name]
        assert set(call.arguments) == set(t.parameters["required"])
        if name == "get_weather":
            assert isinstance(call.arguments["city"], str)
        else:
            assert isinstance(call.arguments["celsius"], float)
    else:
        assert not problem.ok and problem.error


def _valid_run_file(tmp_path):
    path = tmp_path / "base.json"
    model = ScriptedModel([tool_call_message("get_weather", {"city": "Paris"}), "done"])
    Agent(model, TS).start("x", save_to=path).run()
    return json.loads(path.read_text())


@N
@given(data=st.data())
def test_corrupted_run_files_give_clear_errors(tmp_path_factory, data):
    tmp_path = tmp_path_factory.mktemp("fuzz", numbered=True)
    doc = _BASE.setdefault("doc", _valid_run_file(tmp_path))
    mutated = json.loads(json.dumps(doc))
    # replace one value somewhere in the document with a random one
    node, key = mutated, None
    for _ in range(data.draw(st.integers(0, 4))):
        children = list(node.items()) if isinstance(node, dict) else list(enumerate(node)) \
            if isinstance(node, list) else []
        if not children:
            break
        key, child = data.draw(st.sampled_from(children))
        if isinstance(child, (dict, list)) and data.draw(st.booleans()):
            node = child
            key = None
        else:
            break
    if key is not None:
        if isinstance(node, dict) and data.draw(st.booleans()):
            del node[key]  # a field left out
        else:
            node[key] = data.draw(json_values)
    text = json.dumps(mutated)
    if data.draw(st.booleans()):
        text = text[: data.draw(st.integers(0, len(text)))]
    path = tmp_path / "run.json"
    path.write_text(text)
    try:
        run = Run.load(path)
    except RunFileError as exc:
        assert str(path) in str(exc)
    else:  # loaded: then it is whole and usable, failing only with agentnb's own errors
        assert isinstance(run.messages, list) and all(isinstance(s.index, int)
                                                      for s in run.steps)
        run.usage  # noqa: B018
        _ = [s.summary() for s in run.steps]
        again = Run.load(path, agent=Agent(ScriptedModel(["done"] * 3), TS))
        for s in again.steps:
            with contextlib.suppress(AgentnbError):
                again.request(s)
        with contextlib.suppress(AgentnbError):
            again.rewind(len(again.steps))
            again.resume(max_steps=1)


_BASE: dict = {}


@N
@given(request=st.text(max_size=120) | st.lists(st.sampled_from(
           ["avoid", "tolls", "no", "few", "rate", "of", "1e400", "9" * 400, "5%", "-3.5",
            "'list'", "`DNA123`", "dictionary", "six months", "human", "chimp"]),
           max_size=12).map(" ".join),
       arguments=st.dictionaries(st.sampled_from(["number", "return_type", "species1",
                                                  "species2", "flag", "rate", "x"]),
                                 json_values, max_size=5))
def test_grounding_never_raises(request, arguments):
    from agentnb import Tool
    from agentnb.grounding import ground

    tool = Tool.from_schema("t", "A tool.", {"type": "object", "properties": {
        "number": {"type": "integer"}, "rate": {"type": "number", "description": "Rate."},
        "return_type": {"type": "string", "description": "Can be 'list' or 'dictionary'."},
        "species1": {"type": "string"}, "species2": {"type": "string"},
        "flag": {"type": "boolean"},
        "kinds": {"type": "array", "items": {"type": "string", "enum": ["list", "six_months"]}},
    }}, fn=lambda **kw: None)
    call = ToolCall("c", "t", dict(arguments))
    ground(call, tool, request)
    for name, was in (call.grounded or {}).items():
        assert was == arguments.get(name) and call.arguments[name] != was


calls_like = st.fixed_dictionaries({}, optional={
    "id": json_values, "type": json_values,
    "function": json_values | st.fixed_dictionaries({}, optional={
        "name": json_values | st.sampled_from(["get_weather", "celsius_to_fahrenheit"]),
        "arguments": json_values | st.sampled_from(['{"city": "Paris"}', "{", "[" * 5000,
                                                    '{"celsius": "x"}'])})})
replies = st.fixed_dictionaries({"role": st.just("assistant")}, optional={
    "content": json_values, "tool_calls": json_values | st.lists(calls_like, max_size=3)})


@N
@given(reply=replies)
def test_any_reply_becomes_a_step_and_its_file_loads(tmp_path_factory, reply):
    """Malformed native tool calls (null or numeric names, no function, a string for the
    list, arguments nested past reading, ...) never escape step()."""
    path = tmp_path_factory.mktemp("reply", numbered=True) / "run.json"
    run = Agent(ScriptedModel([reply, "done"]), TS, decision_mode="native").start(
        "x", save_to=path)
    step = run.step()
    outcomes = [step.error is not None, step.answer is not None, bool(step.tool_calls)]
    assert sum(outcomes) >= 1
    assert len({c.id for c in step.tool_calls}) == len(step.tool_calls)
    loaded = Run.load(path)
    assert len(loaded.steps) == 1 and loaded.messages == json.loads(json.dumps(run.messages))


actions = st.lists(st.one_of(
    st.just(("step",)), st.just(("approve",)), st.just(("deny",)), st.just(("stop",)),
    st.just(("edit",)), st.tuples(st.just("rewind"), st.integers(0, 6)),
    st.tuples(st.just("fork"), st.integers(0, 6))), min_size=1, max_size=14)


@N
@given(script=actions, seed=st.integers(0, 3))
def test_no_path_runs_an_approval_required_call_without_its_approval(script, seed):
    """Any sequence of step, approve (as asked or edited), deny, stop, rewind and fork,
    with a model that repeats calls (so results are reused and replayed): the tool that
    needs approval runs exactly once per approved call, never otherwise."""
    from agentnb import tool
    from agentnb.testing import FunctionModel

    ran: list[str] = []
    approved: list[str] = []

    @tool(requires_approval=True, side_effects=bool(seed % 2))
    def notify(to: str) -> str:
        """Notify someone.

        Args:
            to: whom.
        """
        ran.append(to)
        return f"notified {to}"

    def decide_(messages, tools):
        n = len(messages) + seed
        if n % 5 == 4:
            return "done"
        return tool_call_message("notify", {"to": "ab"[n % 2]}, f"c{n % 3}")

    runs = [Agent(FunctionModel(decide_), [notify], decision_mode="native").start(
        "x", save_to=False)]
    for act in script:
        run = runs[-1]
        with contextlib.suppress(AgentnbError):
            if act[0] == "step":
                run.step()
            elif act[0] in ("approve", "edit"):
                ids = [c.id for c in run.pending]
                edits = {i: {"to": "edited"} for i in ids} if act[0] == "edit" else None
                results = run.approve(arguments=edits)
                approved += [r.name for r in results if r.name == "notify" and r.ok]
            elif act[0] == "deny":
                run.deny()
            elif act[0] == "stop":
                run.stop()
            elif act[0] == "rewind":
                run.rewind(min(act[1], len(run.steps)))
            else:
                runs.append(run.fork(min(act[1], len(run.steps))))
        for r in runs:
            assert all(not c.edited or c.arguments == {"to": "edited"}
                       for s in r.steps for c in s.tool_calls)
    assert len(ran) == len(approved)


class _Hostile:
    """An object every dunder of which raises."""

    def __repr__(self):
        raise RuntimeError("repr")

    __str__ = __eq__ = __len__ = __iter__ = __bool__ = __hash__ = __repr__  # type: ignore


def _self_ref(items: list) -> list:
    items.append(items)
    return items


odd_leaves = (json_values | st.binary(max_size=20) | st.integers(min_value=10 ** 4400)
              | st.floats() | st.binary(max_size=12).map(
                  lambda b: b.decode("utf-8", "surrogateescape"))
              | st.builds(_Hostile) | st.sampled_from([object, int, len, ..., NotImplemented]))
tool_values = st.recursive(
    odd_leaves,
    lambda inner: st.lists(inner, max_size=3) | st.lists(inner, max_size=3).map(tuple)
    | st.lists(inner, max_size=3).map(_self_ref) | st.frozensets(st.integers(), max_size=3)
    | st.dictionaries(st.integers() | st.text(max_size=4) | st.tuples(st.integers()), inner,
                      max_size=3),
    max_leaves=8)


@N
@given(value=tool_values)
def test_whatever_a_tool_returns_becomes_a_result_that_is_sent_and_saved(tmp_path_factory,
                                                                         value):
    from agentnb import tool

    @tool
    def give() -> object:
        """Return the value."""
        return value

    path = tmp_path_factory.mktemp("result", numbered=True) / "run.json"
    run = Agent(ScriptedModel([tool_call_message("give", {}), "done"]), [give]).start(
        "x", save_to=path).run()
    (res,) = run.steps[0].results
    assert res.ok and isinstance(res.content, str) and len(res.content) <= 4100
    res.content.encode("utf-8")  # what is sent and saved is valid Unicode
    assert Run.load(path).steps[0].results[0].content == res.content


_WS: dict = {}
path_parts = st.sampled_from(["a", "b", ".", "..", "", "~", "\x00", "link_out", "dir_out",
                              "link_in", "notes.txt", "é", " ", "a b", "//", "\\", "*"])


@N
@given(parts=st.lists(path_parts, max_size=6), lead=st.sampled_from(["", "/", "./", "~/"]),
       tool_name=st.sampled_from(["read_file", "write_file", "list_dir"]))
def test_no_path_name_leads_a_file_tool_outside_the_workspace(tmp_path_factory, parts, lead,
                                                              tool_name):
    import os

    from agentnb.filetools import workspace_tools

    if not _WS:
        base = tmp_path_factory.mktemp("ws")
        root = base / "ws"
        root.mkdir()
        (root / "notes.txt").write_text("hello")
        (base / "secret.txt").write_text("TOP SECRET")
        os.symlink(base / "secret.txt", root / "link_out")
        os.symlink(base, root / "dir_out")
        os.symlink(root / "notes.txt", root / "link_in")
        _WS.update(base=base, root=root, before=sorted(p.name for p in base.iterdir()),
                   ts=Toolset(workspace_tools(root, approve_writes=False)))
    path = lead + "/".join(parts)
    args = {"path": path, **({"content": "pwned"} if tool_name == "write_file" else {})}
    (res,) = _WS["ts"].run([ToolCall(id="c", name=tool_name, arguments=args)])
    assert "SECRET" not in res.content
    assert sorted(p.name for p in _WS["base"].iterdir()) == _WS["before"]
    assert (_WS["base"] / "secret.txt").read_text() == "TOP SECRET"
    if res.ok and tool_name == "write_file":  # landed inside, at the path it names
        assert "pwned" in (_WS["root"] / path).read_text()


# pieces of answers and results as larger models write them: times, dates, scales, codes
_PIECES = ["2:40 PM", "12:30 a.m.", "5 pm", "14:40", "09:05", "minus", "below zero", "%",
           "percent", "million", "December 24", "24th of Dec", "2026-12-24T18:05:00+01:00",
           "in_transit", "in transit", "two", "pounds", "kg", "weighs", "-3.6", "1,500",
           "34.5", "0.82", "$", "°C", ":", ".", "1e308", "Monday,", "Thursday the", "3rd",
           "February 30", "May", "march", "12/09/2026", "15.04.2027", "in the morning",
           "at night", "at", "o'clock", "Fri,", "Sun.", "waiting-on-customer", "the",
           "Tuesdays", "Black", "weekend", "Mon-Sat", "not", "wasn't", "customer's",
           "2027-01-05", "December 20", "4 hours", "50 minutes", "8h 35m", "PT2H50M",
           '{"duration_min": 290, "temperature_c": 18.4}', "°F", "miles", "ounces",
           "between", "and", "to", "min", "hour", "an hour and a half", "half an",
           "three quarters of a", "two and a half", "weeks",
           "twenty-four", "ninety nine", "km/h", "miles per hour", "m/s", "knots", "MB",
           "GB", "bytes", "KiB", "gallons", "litres", "cubic", "metres", "ml", "m³", "one",
           "the one", "one seat", "more", "warmer than", "in total", "together",
           '{"a": [{"points": 71, "fare_gbp": 3.5}, {"points": 64, "fare_gbp": 2}]}',
           '[{"hotel": "Ritz"}, {"hotel": "Ibis"}]', "2 hotels", "results",
           '{"size_bytes": 2400000, "fuel_tank_l": 50, "free_gb": 1.5}', "UTC",
           "Paris time", "in Tokyo", "2026-12-14T22:00:00Z", "of the 3", "of them", "pool",
           '[{"pool": true}, {"pool": false}, {"pool": true}]', "compared with", "below",
           "has one."]
_text = st.lists(st.sampled_from(_PIECES) | st.text(max_size=6), max_size=10).map(" ".join)


@N
@given(answer=_text, result=json_values.map(json.dumps) | _text, request=_text)
def test_the_answer_checks_never_raise_and_name_only_what_is_there(answer, result, request):
    from agentnb.checks import Evidence, confirms, result_values, signs
    from agentnb.relevance import asked_values
    from agentnb.units import figures

    values = result_values([result], request)
    check = Evidence([request, result], values, figures(result), request,
                     asked_values([result], request), confirms([result], request, []))
    found = signs(answer, check)
    assert all(isinstance(x, str) and x in answer for x in found.unsupported)
    assert found.unused in ([], values)
    assert set(found.left_out) <= {f"{k}: {v}" for k, v in check.asked}
