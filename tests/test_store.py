import json

import pytest

from agentnb import Agent, Run
from agentnb.errors import RunFileError
from agentnb.testing import ScriptedModel


def saved(tmp_path):
    path = tmp_path / "r.json"
    Agent(ScriptedModel(["ok"]), []).start("x", save_to=path).run()
    return path


@pytest.mark.parametrize("mutate,match", [
    (lambda t: t[: len(t) // 2], "not valid JSON"),
    (lambda t: "[]", "not an agentnb run"),
    (lambda t: t.replace('"version": 1', '"version": 99'), "version 99"),
    (lambda t: t.replace('"messages": [', '"messages": 5, "x": ['), "messages"),
])
def test_corrupt_files_give_clear_errors_naming_the_file(tmp_path, mutate, match):
    path = saved(tmp_path)
    path.write_text(mutate(path.read_text()))
    with pytest.raises(RunFileError, match=match) as info:
        Run.load(path)
    assert str(path) in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(RunFileError, match="no saved run"):
        Run.load(tmp_path / "nope.json")


def test_round_trip_preserves_everything(tmp_path):
    path = saved(tmp_path)
    a = json.loads(path.read_text())
    Run.load(path).save(tmp_path / "b.json")
    assert json.loads((tmp_path / "b.json").read_text()) == a


def test_a_run_saved_before_the_typed_state_still_loads():
    """Written by agentnb 0.1.0 before RunState (same format version): it loads, typed,
    and says plainly that its steps recorded no request."""
    from pathlib import Path

    from agentnb.errors import AgentnbError
    from agentnb.state import ContextState

    run = Run.load(Path(__file__).parent / "data" / "run-v1-0.1.0.json")
    assert run.finished and run.answer == "rain" and len(run.steps) == 2
    assert isinstance(run.context, ContextState) and run.context.pins == ["p", "q"]
    assert run.steps[0].tool_calls[0].name == "get_weather"
    with pytest.raises(AgentnbError, match="records no request"):
        run.request(run.steps[0])


def _damaged(doc):
    first = doc["steps"][0]
    return {
        "nested too deeply": "[" * 200_000 + "]" * 200_000,
        "context.upto": {**doc, "context": {**doc["context"], "upto": 99}},
        "context.summary.0": {**doc, "context": {**doc["context"], "summary": [["x"]]}},
        "messages: must start": {**doc, "messages": []},
        "steps.0.sent": {**doc, "steps": [{**first, "sent": 99}, *doc["steps"][1:]]},
        "steps.0.index": {**doc, "steps": [{**first, "index": 5}, *doc["steps"][1:]]},
        "steps.0.request": {**doc, "steps": [{**first, "request": {"from": "a"}},
                                             *doc["steps"][1:]]},
        "inflight.step": {**doc, "inflight": {"calls": ["a"]}},
    }


@pytest.mark.parametrize("field", list(_damaged({"steps": [{}], "context": {}})))
def test_a_damaged_record_is_refused_whole_naming_the_field(tmp_path, field):
    path = saved(tmp_path)
    damaged = _damaged(json.loads(path.read_text()))[field]
    path.write_text(damaged if isinstance(damaged, str) else json.dumps(damaged))
    with pytest.raises(RunFileError, match=field) as info:
        Run.load(path)
    assert str(path) in str(info.value)
