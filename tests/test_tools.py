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


def test_timeout_stops_a_lone_call_on_the_main_thread():
    @tool(timeout=0.3)
    def stubborn(n: int) -> int:
        """Spin, swallowing every ordinary exception.

        Args:
            n: ignored.
        """
        while True:
            try:
                time.sleep(5)
            except Exception:
                pass

    for fn, name in ((slow, "slow"), (stubborn, "stubborn")):
        t0 = time.perf_counter()
        (res,) = Toolset([fn]).run([call(name, seconds=5) if name == "slow" else
                                    call(name, n=1)])
        assert time.perf_counter() - t0 < 2
        assert not res.ok and "timed out after 0.3s and was stopped" in res.error
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # nothing left armed


def test_timeout_abandons_the_call_off_the_main_thread():
    out = []
    worker = threading.Thread(target=lambda: out.extend(
        Toolset([slow]).run([call("slow", seconds=5)])))
    t0 = time.perf_counter()
    worker.start()
    worker.join()
    assert time.perf_counter() - t0 < 2
    assert not out[0].ok and "timed out after 0.3s and was abandoned" in out[0].error


def test_someone_elses_alarm_is_left_alone():
    fired = []

    def mine(*args):
        fired.append(1)

    previous = signal.signal(signal.SIGALRM, mine)
    try:
        (res,) = Toolset([slow]).run([call("slow", seconds=5)])
        assert "was abandoned" in res.error  # ran on a thread, not with our alarm
        assert signal.getsignal(signal.SIGALRM) is mine
        os.kill(os.getpid(), signal.SIGALRM)
        time.sleep(0.01)
        assert fired == [1]
    finally:
        signal.signal(signal.SIGALRM, previous)


def test_an_alarm_at_the_edge_of_the_timeout_never_escapes():
    @tool(timeout=0.002)
    def edge(seconds: float) -> float:
        """Busy-wait about as long as the timeout.

        Args:
            seconds: how long.
        """
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            pass
        return seconds

    outcomes = set()
    for i in range(300):
        (res,) = Toolset([edge]).run([call("edge", seconds=0.0015 + i % 10 * 0.0001)])
        outcomes.add("ok" if res.ok else "timeout" if "timed out" in res.error else res.error)
    assert outcomes <= {"ok", "timeout"} and len(outcomes) == 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


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


def test_tool_without_timeout_runs_inline_when_alone():
    @tool(timeout=None)
    def where() -> str:
        """Name the thread this runs on."""
        return threading.current_thread().name

    (alone,) = Toolset([where]).run([call("where")])
    assert alone.content == threading.current_thread().name
    both = Toolset([where]).run([call("where"), call("where")])  # parallel: on the pool
    assert {r.content for r in both} == {"agentnb-tool"}


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
