import json
import os
import signal
import threading
import time

import pytest

from agentnb import Tool, Toolset, tool
from agentnb.errors import ConfigError, ToolDefinitionError
from agentnb.tools import EMPTY_NOTE
from agentnb.types import ToolCall


@tool(timeout=0.3)
def slow(seconds: float) -> str:
    """Sleep, then say done.

    Args:
        seconds: How long to sleep.
    """
    time.sleep(seconds)
    return "done"


@tool
def boom(x: int) -> int:
    """Always fails.

    Args:
        x: Anything.
    """
    raise RuntimeError(f"broken with {x}")


@tool
def echo(text: str, times: int = 1) -> str:
    """Repeat text.

    Args:
        text: The text.
        times: How many times.
    """
    return text * times


def call(name, **args):
    return ToolCall(id=f"c_{name}", name=name, arguments=args)


def test_schema_from_hints_and_docstring():
    assert echo.name == "echo"
    assert echo.description == "Repeat text."
    props = echo.parameters["properties"]
    assert props["text"] == {"type": "string", "description": "The text."}
    assert props["times"]["type"] == "integer" and props["times"]["default"] == 1
    assert echo.parameters["required"] == ["text"]
    assert "title" not in json.dumps(echo.parameters)
    assert echo("ab", 2) == "abab"  # still callable as a function


def test_definition_errors_name_the_fix():
    def nodoc(x: int) -> int:
        return x

    with pytest.raises(ToolDefinitionError, match="no description"):
        tool(nodoc)

    def nohint(x):
        """Doc.

        Args:
            x: thing.
        """

    with pytest.raises(ToolDefinitionError, match="needs a type hint"):
        tool(nohint)

    def noargdoc(x: int) -> int:
        """Doc only."""

    with pytest.raises(ToolDefinitionError, match="Args section"):
        tool(noargdoc)


def test_toolset_rejects_duplicates_and_reserved_names():
    with pytest.raises(ConfigError, match="two tools"):
        Toolset([echo, echo])
    with pytest.raises(ConfigError, match="reserved"):
        Toolset([tool(name="final_answer")(echo.fn)])


def test_validation_coerces_and_rejects_before_the_tool_runs():
    seen = []

    @tool
    def record(n: int) -> int:
        """Record n.

        Args:
            n: a number.
        """
        seen.append(n)
        return n

    ts = Toolset([record])
    ok, bad, extra = ts.run([call("record", n="5"), call("record", n="five"),
                             call("record", n=1, m=2)])
    assert ok.ok and ok.content == "5"
    assert not bad.ok and "invalid arguments for record" in bad.error and "n:" in bad.error
    assert not extra.ok and "m:" in extra.error
    assert seen == [5]  # the tool never saw bad input


def test_unknown_tool_lists_available():
    (res,) = Toolset([echo]).run([call("nope")])
    assert not res.ok and "unknown tool 'nope'" in res.error and "echo" in res.error


def test_exception_becomes_result_with_traceback():
    (res,) = Toolset([boom]).run([call("boom", x=3)])
    assert not res.ok and "RuntimeError: broken with 3" in res.error
    assert "Traceback" in res.traceback and "broken with 3" in res.traceback
    assert json.loads(res.content) == {"error": res.error}


def _stubborn(catch: type[BaseException], timeout: float | None = 0.3) -> Tool:
    def stubborn(n: int) -> int:
        """Spin, swallowing every exception of a kind.

        Args:
            n: seconds in all.
        """
        end = time.monotonic() + n
        while time.monotonic() < end:
            try:
                time.sleep(0.05)
            except catch:
                pass
        return n

    return tool(stubborn, timeout=timeout)


@pytest.mark.parametrize("catch", [Exception, BaseException])
def test_a_timeout_holds_even_for_a_tool_that_swallows_everything(catch):
    """The deadline is kept from outside the tool: no ``except`` in it can swallow it."""
    t0 = time.perf_counter()
    (res,) = Toolset([_stubborn(catch)]).run([call("stubborn", n=3)])
    assert time.perf_counter() - t0 < 1.5
    assert not res.ok and "timed out after 0.3s and was abandoned" in res.error


def test_timeout_abandons_the_call_off_the_main_thread():
    out = []
    worker = threading.Thread(target=lambda: out.extend(
        Toolset([slow]).run([call("slow", seconds=5)])))
    t0 = time.perf_counter()
    worker.start()
    worker.join()
    assert time.perf_counter() - t0 < 2
    assert not out[0].ok and "timed out after 0.3s and was abandoned" in out[0].error


@pytest.mark.parametrize("kind", [KeyboardInterrupt, SystemExit, GeneratorExit])
@pytest.mark.parametrize("timeout", [None, 5.0])
def test_a_tool_raising_a_base_exception_is_a_result_and_the_pool_survives(kind, timeout):
    """A ``KeyboardInterrupt`` raised by one of two parallel calls (not the user's
    Ctrl-C) is that call's error; the other call's result stands, and the step ends even
    with no timeout."""

    def interrupted(n: int) -> int:
        """Raise.

        Args:
            n: ignored.
        """
        raise kind("from inside the tool")

    fns = [tool(interrupted, timeout=timeout), tool(echo.fn, timeout=timeout)]
    for _ in range(3):  # again: the workers that saw it still serve
        t0 = time.perf_counter()
        bad, good = Toolset(fns).run([call("interrupted", n=1), call("echo", text="hi")])
        assert time.perf_counter() - t0 < 2
        assert not bad.ok and f"raised {kind.__name__}" in bad.error
        assert "timed out" not in bad.error and good.ok and good.content == "hi"


def test_async_tools_are_awaited_even_beside_a_running_event_loop():
    import asyncio

    @tool
    async def fetch(city: str) -> dict:
        """Weather, asynchronously.

        Args:
            city: a city.
        """
        await asyncio.sleep(0.01)
        return {"city": city, "c": 21}

    @tool(timeout=0.2)
    async def hang(n: int) -> int:
        """Never finish.

        Args:
            n: ignored.
        """
        await asyncio.sleep(60)
        return n

    async def inside_a_loop():  # as in a Jupyter cell
        return Toolset([fetch, hang]).run([call("fetch", city="Oslo"), call("hang", n=1)])

    for results in (Toolset([fetch]).run([call("fetch", city="Oslo")]),
                    asyncio.run(inside_a_loop())):
        assert results[0].ok and json.loads(results[0].content) == {"city": "Oslo", "c": 21}
    timed_out = asyncio.run(inside_a_loop())[1]
    assert not timed_out.ok and "timed out after 0.2s and was cancelled" in timed_out.error
    # the tool's own deadline, in its worker, may see the timeout before the caller's wait
    # does (a loaded machine): the worker's outcome is a timeout, not a tool's TimeoutError
    from agentnb.tools import _invoke, _TimedOut

    assert isinstance(_invoke(hang, {"n": 1}).error, _TimedOut)


def test_parallel_calls_run_concurrently():
    barrier = threading.Barrier(3, timeout=2)

    @tool
    def meet(i: int) -> int:
        """Wait for the others.

        Args:
            i: index.
        """
        barrier.wait()  # deadlocks (and times out) unless all three run at once
        return i

    results = Toolset([meet]).run([ToolCall(id=str(i), name="meet", arguments={"i": i})
                                   for i in range(3)])
    assert [r.content for r in results] == ["0", "1", "2"]
    assert all(r.ok for r in results)


def test_empty_huge_and_odd_results_are_explained():
    @tool
    def give(kind: str) -> object:
        """Return something.

        Args:
            kind: which.
        """
        return {"empty": [], "none": None, "huge": "x" * 10_000, "odd": {1, 2}}[kind]

    ts = Toolset([give])
    empty, none, huge, odd = ts.run([call("give", kind=k) for k in ("empty", "none", "huge",
                                                                    "odd")])
    assert EMPTY_NOTE in empty.content and EMPTY_NOTE in none.content
    assert len(huge.content) < 4200 and "truncated" in huge.content and huge.note
    assert json.loads(odd.content) == [1, 2] and "converted" in odd.note


def test_from_schema_tool_validates():
    t = Tool.from_schema("area", "Area of a rectangle.", {
        "type": "object",
        "properties": {"w": {"type": "integer"}, "unit": {"type": "string", "enum": ["m", "cm"]}},
        "required": ["w"]}, fn=lambda w, unit="m": f"{w}{unit}")
    ok, bad_enum, missing = Toolset([t]).run([call("area", w=2, unit="cm"),
                                              call("area", w=2, unit="km"), call("area")])
    assert ok.content == "2cm"
    assert not bad_enum.ok and not missing.ok


def test_a_schema_tools_values_are_checked_against_the_whole_schema():
    """Bounds, lengths, patterns, array items and nested objects (with ``$ref``), as an
    MCP server's tool list states them: a value outside them is an error naming the
    argument, before the tool runs; types are coerced as for ``@tool`` functions."""
    ran = []
    t = Tool.from_schema("book", "Book seats.", {
        "type": "object",
        "$defs": {"who": {"type": "object", "properties": {"name": {"type": "string"}},
                          "required": ["name"]}},
        "properties": {
            "seats": {"type": "integer", "minimum": 1, "maximum": 8},
            "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "days": {"type": "array", "items": {"enum": ["mon", "tue"]}, "uniqueItems": True},
            "guest": {"$ref": "#/$defs/who"},
            "note": {"type": "string", "maxLength": 5}},
        "required": ["seats", "code"]}, fn=lambda **kw: ran.append(kw) or "booked")
    assert t.validate({"seats": "2", "code": "LIS", "note": None}) == {
        "seats": 2, "code": "LIS", "note": None}
    assert t.invalid_arguments({"seats": 2, "code": "LIS", "days": ["mon"],
                                "guest": {"name": "Ana"}}) == set()
    for bad, name in [({"seats": 0, "code": "LIS"}, "seats"),
                      ({"seats": 2, "code": "Lisbon"}, "code"),
                      ({"seats": 2, "code": "LIS", "days": ["sun"]}, "days"),
                      ({"seats": 2, "code": "LIS", "days": ["mon", "mon"]}, "days"),
                      ({"seats": 2, "code": "LIS", "guest": {"age": 3}}, "guest"),
                      ({"seats": 2, "code": "LIS", "note": "far too long"}, "note")]:
        assert t.invalid_arguments(bad) == {name}, bad
    result, = Toolset([t]).run([call("book", seats=9, code="LIS")])
    assert not result.ok and "seats" in result.content and "9" in result.content
    assert "'name' is a required property" in Toolset([t]).run(
        [call("book", seats=2, code="LIS", guest={})])[0].content
    assert ran == []


NAMES_PYDANTIC_RESERVES = ["_from", "_class", "__x", "model_config", "schema", "json",
                           "copy", "dict", "model_dump", "fields", "validate"]


def test_any_property_name_is_an_argument_even_one_pydantic_reserves():
    """Services' tool lists name parameters "_from" and "_class", and any name may be one
    a pydantic model keeps for itself ("schema", "json", "model_config"): each is an
    argument like another, validated, required, refused when unknown, and passed on."""
    props = {n: {"type": "string"} for n in NAMES_PYDANTIC_RESERVES}
    ran = []
    t = Tool.from_schema("Trains_1_FindTrains", "Find trains.",
                         {"type": "object", "properties": {**props, "n": {"type": "integer"}},
                          "required": ["_from", "schema"]},
                         fn=lambda **kw: ran.append(kw) or "ok")
    every = {n: n.upper() for n in NAMES_PYDANTIC_RESERVES}
    assert t.validate({**every, "n": "3"}) == {**every, "n": 3}
    assert t.validate({"_from": "Boston, MA", "schema": "s"}) == {"_from": "Boston, MA",
                                                                  "schema": "s"}
    assert t.invalid_arguments({"schema": "s"}) == {"_from"}
    assert t.invalid_arguments({"_from": "a", "schema": "s", "_to": "b"}) == {"_to"}
    assert t.invalid_arguments({"_from": 3, "schema": "s"}) == {"_from"}
    result, = Toolset([t]).run([call("Trains_1_FindTrains", _from="Boston, MA", schema="s",
                                     _class="Business")])
    assert result.ok and ran == [{"_from": "Boston, MA", "schema": "s", "_class": "Business"}]
    missing, = Toolset([t]).run([call("Trains_1_FindTrains", schema="s")])
    assert not missing.ok and "_from" in missing.content


def test_a_functions_parameter_pydantic_reserves_is_an_argument_too():
    @tool
    def trains(_from: str, schema: str = "all", json: bool = False) -> str:
        """Find trains.

        Args:
            _from: The city to leave from.
            schema: Which fares.
            json: Answer as JSON.
        """
        return f"{_from} {schema} {json}"

    assert set(trains.parameters["properties"]) == {"_from", "schema", "json"}
    assert trains.parameters["required"] == ["_from"]
    assert trains.parameters["properties"]["_from"]["description"] == "The city to leave from."
    assert trains.validate({"_from": "Lyon", "json": "true"}) == {"_from": "Lyon", "json": True}
    result, = Toolset([trains]).run([call("trains", _from="Lyon", schema="cheap")])
    assert result.content == "Lyon cheap False"


def test_a_schema_that_is_not_json_schema_is_refused_when_the_tool_is_made():
    with pytest.raises(ToolDefinitionError, match="not a valid JSON schema.*strng"):
        Tool.from_schema("t", "A tool.", {"type": "object",
                                          "properties": {"a": {"type": "strng"}}}, fn=print)


def test_the_users_ctrl_c_while_tools_run_is_theirs():
    """Ctrl-C (SIGINT to the main thread) while waiting for an untimed call interrupts
    the wait; the call is not reported as the tool's own error."""

    @tool(timeout=None)
    def nap(seconds: float) -> float:
        """Sleep.

        Args:
            seconds: how long.
        """
        time.sleep(seconds)
        return seconds

    timer = threading.Timer(0.2, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    t0 = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        Toolset([nap]).run([call("nap", seconds=3)])
    assert time.perf_counter() - t0 < 2
    timer.join()


class _Refuses:
    def __repr__(self):
        raise RuntimeError("no repr for you")

    __str__ = __repr__


class _BadEq:
    def __eq__(self, other):
        raise ValueError("no comparisons")

    def __len__(self):
        raise TypeError("no len")

    __hash__ = None


def _self_list():
    x = [1]
    x.append(x)
    return x


def _self_dict():
    d = {"a": 1}
    d["me"] = d
    return d


class _BadLenList(list):
    def __len__(self):
        raise RuntimeError("len refused")


class _BadStr(str):
    def __str__(self):
        raise RuntimeError("str refused")


UNSHOWABLE = {
    "repr raises": (_Refuses, "_Refuses"),
    "eq and len raise": (_BadEq, "_BadEq"),
    "self-referencing list": (_self_list, "[1, [...]]"),
    "self-referencing dict": (_self_dict, "'me'"),
    "bytes not UTF-8": (lambda: b"\xff\xfe\x00abc", "\\xff"),
    "UTF-8 bytes": (lambda: "grüße".encode(), "grüße"),
    "bytearray": (lambda: bytearray(b"\x80"), "\\x80"),
    "lone surrogate": (lambda: "a\udcff b", "\\udcff"),
    "int past the digit limit": (lambda: 10 ** 5000, "too long to print in decimal"),
    "an empty set": (set, EMPTY_NOTE),
    "list whose len raises": (lambda: _BadLenList([1]), "_BadLenList"),
    "str whose __str__ raises": (lambda: _BadStr("kept text"), "kept text"),
    "exception object": (lambda: ValueError("x"), "ValueError"),
    "a generator": (lambda: (i for i in range(3)), "[0, 1, 2]"),
    "a class": (lambda: int, "int"),
}


@pytest.mark.parametrize("name", list(UNSHOWABLE))
def test_any_value_a_tool_returns_becomes_a_result_that_can_be_sent_and_saved(name):
    make, shown = UNSHOWABLE[name]

    @tool
    def odd() -> object:
        """Return something odd."""
        return make()

    (res,) = Toolset([odd]).run([call("odd")])
    assert res.ok and isinstance(res.content, str) and shown in res.content, res.content
    res.content.encode("utf-8")  # sendable and saveable as it is
    assert json.loads(json.dumps(res.to_dict())) == res.to_dict()


def test_an_exception_whose_message_raises_is_still_described():
    class Sullen(Exception):
        def __str__(self):
            raise RuntimeError("won't say")

    @tool
    def sulk() -> str:
        """Raise an exception that cannot be printed."""
        raise Sullen

    (res,) = Toolset([sulk]).run([call("sulk")])
    assert not res.ok and "raised Sullen: (its message could not be read)" in res.error


def test_arguments_are_coerced_to_their_types_and_otherwise_kept_as_sent():
    seen = []

    @tool
    def f(x: float, flag: bool, names: list[str]) -> str:
        """Record.

        Args:
            x: a number.
            flag: a switch.
            names: some names.
        """
        seen.append((x, flag, names))
        return "ok"

    loose = ToolCall(id="1", name="f", arguments={"x": 1, "flag": 1, "names": ["a"]})
    exact = ToolCall(id="2", name="f", arguments={"x": 1.5, "flag": True, "names": ["a"]})
    sent = exact.arguments
    Toolset([f]).run([loose])
    Toolset([f]).run([exact])
    assert [type(v) for v in seen[0][:2]] == [float, bool] and loose.arguments["x"] == 1.0
    assert seen[1] == (1.5, True, ["a"])
    assert exact.arguments is not sent  # a list argument is always the validated copy
    scalars = ToolCall(id="3", name="echo", arguments={"text": "hi"})
    kept = scalars.arguments
    Toolset([echo]).run([scalars])
    assert scalars.arguments is kept  # nothing to coerce: the same object
