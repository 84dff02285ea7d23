"""How ``bench/bfcl.py`` scores a BFCL v4 file, on files written here in BFCL's format
(no model: a scripted one replies with the calls under test).

The cases are ours, not BFCL's: one several-call ("parallel") file, one no-call file and a
live case with its own system prompt.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from agentnb.testing import ScriptedModel

sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
import bfcl

WEATHER = {"name": "weather.get", "description": "Current weather in a city.",
           "parameters": {"type": "dict", "properties": {
               "city": {"type": "string", "description": "The city."},
               "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
               "required": ["city"]}}


def write(tmp: Path, name: str, cases: list[dict], answers: list[dict] | None) -> None:
    (tmp / f"BFCL_v4_{name}.json").write_text("".join(json.dumps(c) + "\n" for c in cases))
    if answers is not None:
        (tmp / f"possible_answer_BFCL_v4_{name}.json").write_text(
            "".join(json.dumps(a) + "\n" for a in answers))


def calls(*items: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    return {"role": "assistant", "content": None, "tool_calls": [
        {"id": f"c{i}", "type": "function",
         "function": {"name": n, "arguments": json.dumps(a)}} for i, (n, a) in
        enumerate(items)]}


def parallel_file(tmp: Path) -> None:
    write(tmp, "parallel", [
        {"id": "parallel_0", "question": [[{"role": "user", "content":
                                            "What's the weather in Oslo and in Lima?"}]],
         "function": [WEATHER]}],
        [{"id": "parallel_0", "ground_truth": [
            {"weather.get": {"city": ["Oslo"], "unit": ["", "celsius"]}},
            {"weather.get": {"city": ["Lima"], "unit": ["", "celsius"]}}]}])


@pytest.mark.parametrize("reply, right", [
    (calls(("weather.get", {"city": "Oslo"}), ("weather.get", {"city": "Lima"})), 1),
    (calls(("weather.get", {"city": "Lima"}), ("weather.get", {"city": "Oslo"})), 1),
    (calls(("weather.get", {"city": "Oslo"})), 0),  # one of the two calls
    (calls(("weather.get", {"city": "Oslo"}), ("weather.get", {"city": "Oslo",
                                                                "unit": "celsius"})), 0),
    (calls(("weather.get", {"city": "Oslo", "unit": "kelvin"}),
           ("weather.get", {"city": "Lima"})), 0),  # invalid: never reaches the tool
])
def test_a_several_call_case_is_right_when_the_calls_match_one_to_one_in_any_order(
        tmp_path: Path, reply: dict[str, Any], right: int) -> None:
    parallel_file(tmp_path)
    cases, answers = bfcl.load(tmp_path, "parallel", 0, 10)
    assert len(answers["parallel_0"]) == 2  # every expected call, not the first alone
    out = bfcl.run_file(ScriptedModel([reply]), "parallel", cases, answers, "native",
                        "default")
    assert out["correct"] == right


def test_two_calls_where_one_is_asked_are_wrong_and_counted() -> None:
    truth = [{"weather.get": {"city": ["Oslo"]}}]
    assert bfcl.correct_calls([("weather.get", {"city": "oslo"})], truth)
    assert not bfcl.correct_calls([("weather.get", {"city": "Oslo"})] * 2, truth)
    assert not bfcl.correct_calls([], [])


def test_no_call_files_and_any_call_files(tmp_path: Path) -> None:
    case = {"id": "live_irrelevance_0", "question": [[
        {"role": "system", "content": "You answer in French."},
        {"role": "user", "content": "Tell me a joke."}]], "function": [WEATHER]}
    write(tmp_path, "live_irrelevance", [case], None)
    cases, answers = bfcl.load(tmp_path, "live_irrelevance", 0, 10)
    assert bfcl.request_of(cases[0]) == ("You answer in French.", "Tell me a joke.")
    model = ScriptedModel(["Why did the chicken cross the road?"])
    assert bfcl.run_file(model, "live_irrelevance", cases, answers, "native",
                         "default")["correct"] == 1
    assert model.requests[0]["messages"][0]["content"].startswith("You answer in French.")
    called = ScriptedModel([calls(("weather.get", {"city": "Oslo"}))])
    assert bfcl.run_file(called, "live_irrelevance", cases, answers, "native",
                         "default")["correct"] == 0
    assert bfcl.kind("live_relevance") == "any" and bfcl.kind("live_simple") == "calls"


def test_a_calls_file_without_its_answers_is_a_clear_error(tmp_path: Path) -> None:
    write(tmp_path, "live_simple", [{"id": "live_simple_0", "question": [[
        {"role": "user", "content": "Weather in Oslo?"}]], "function": [WEATHER]}], None)
    with pytest.raises(SystemExit, match="possible_answer_BFCL_v4_live_simple.json"):
        bfcl.load(tmp_path, "live_simple", 0, 10)


def test_grounding_safety_counts_a_right_call_the_evidence_rules_change(monkeypatch):
    """``bench/grounding_safety.py`` runs the evidence rules on each reference call: a
    right call they leave is not counted, one they change is (``evidence_spoiled``)."""
    import grounding_safety

    case = {"id": "simple_python_0", "function": [WEATHER],
            "question": [[{"role": "user", "content": "Weather in Oslo, please"}]]}
    answers = {"simple_python_0": {"weather.get": {"city": ["Oslo"], "unit": ["", "celsius"]}}}
    out = grounding_safety.check([case], answers)
    assert (out["spoiled"], out["evidence_spoiled"]) == (0, 0)
    monkeypatch.setattr(grounding_safety, "misread_fix",
                        lambda call, tool, turn: {"city": "Bergen"})
    assert grounding_safety.check([case], answers)["evidence_spoiled_ids"] == ["simple_python_0"]


def test_grounding_safety_counts_a_right_value_the_refill_would_ask():
    """``refill_asked``: a reference call whose value the refill's precondition names (a
    blank string, here) is counted; the right call is not."""
    import grounding_safety

    case = {"id": "simple_python_0", "function": [WEATHER],
            "question": [[{"role": "user", "content": "Weather in Oslo, please"}]]}
    answers = {"simple_python_0": {"weather.get": {"city": ["Oslo"], "unit": ["", "celsius"]}}}
    assert grounding_safety.check([case], answers)["refill_asked"] == 0
    blank = {"simple_python_0": {"weather.get": {"city": [" "], "unit": ["", "celsius"]}}}
    assert grounding_safety.check([case], blank)["refill_asked_ids"] == ["simple_python_0:city"]
