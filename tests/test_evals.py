"""Evals: case files with errors that name the line, grading, A/B comparison, prompt
versions, the CLI's exit code, and the shipped demo cases on the embedded model."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from agentnb import Agent, Run
from agentnb.batch import BatchResult
from agentnb.errors import CaseFileError
from agentnb.evals import (
    DEMO_CASES,
    Case,
    Prompt,
    compare_evals,
    grade,
    load_cases,
    run_eval,
)
from agentnb.testing import FunctionModel
from tests.helpers.batch_agent import decide, make_agent

CASES = """\
- id: two
  task: Square the number 2
  expect_tools: [square]
  expect_args: {square: {n: 2}}
  answer_contains: ["4"]
  tags: [small]
- task: Square the number 12
  expect_tools: square
  answer_contains: "144"
  answer_excludes: ["error"]
  tags: [big]
- id: wrong
  task: Square the number 3
  answer_contains: ["10"]
  tags: [small]
"""


def write(tmp_path: Path, text: str, name: str = "cases.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_run_eval_grades_each_case(tmp_path):
    report = run_eval(make_agent(), write(tmp_path, CASES), out=tmp_path / "runs",
                      progress=False)
    assert [c.passed for c in report.cases] == [True, True, False]
    assert report.pass_rate == pytest.approx(2 / 3)
    assert report.cases[2].reasons == ["answer lacks '10'"]
    assert report.by_tag() == {"big": 1.0, "small": 0.5}
    assert report.cases[0].id == "two" and report.cases[1].id.startswith("case002-")
    assert Run.load(report.cases[0].result.path).answer == "The square is 4."
    assert "2/3 passed" in repr(report) and "answer lacks" in report._repr_html_()
    table = report.table()
    rows = table if isinstance(table, list) else table.reset_index().to_dict("records")
    assert [r["passed"] for r in rows] == [True, True, False]


def test_a_passing_case_whose_answer_the_checks_flag_is_named(tmp_path, monkeypatch, capsys):
    """The case's expected text is in the answer, and so is a number no result holds:
    the case passes, and the report and the CLI say what to verify."""
    from agentnb.cli import main

    def guess(messages, tools):
        answer = decide(messages, tools)
        return answer if not isinstance(answer, str) else answer + " Or maybe 5."

    cases = write(tmp_path, CASES)
    report = run_eval(make_agent(model=FunctionModel(guess)), cases, out=tmp_path / "r",
                      progress=False)
    assert [c.id for c in report.flagged] == ["two", report.cases[1].id]
    assert report.cases[0].result.checks == ["5 in the answer: in no request or tool result"]
    assert report.rows()[0]["check"] == "5 in the answer: in no request or tool result"
    assert "2/3 passed (67%), 2 of them with a check: on the answer" in repr(report)
    assert report.cases[2].result.checks == ["5 in the answer: in no request or tool result"]
    assert [c.id for c in run_eval(make_agent(), cases, out=tmp_path / "plain",
                                   progress=False).flagged] == []
    (tmp_path / "guessing.py").write_text(
        "from tests.helpers.batch_agent import decide, make_agent\n"
        "from agentnb.testing import FunctionModel\n"
        "def guess(m, t):\n    a = decide(m, t)\n"
        "    return a if not isinstance(a, str) else a + ' Or maybe 5.'\n"
        "agent = make_agent(model=FunctionModel(guess))\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["eval", str(cases), "--agent", "guessing:agent", "--out",
                 str(tmp_path / "cli")]) == 0
    out = capsys.readouterr().out
    assert "pass  two: The square is 4. Or maybe 5.  [check: 5 in the answer: in no " \
        "request or tool result]" in out
    assert "pass rate: 0.67 (2/3, 2 passed with a check: on the answer)" in out


def result(**kw) -> BatchResult:
    base = {"task_id": "t", "task": "x", "stop_reason": "final_answer", "answer": "ok"}
    return BatchResult(**{**base, **kw})


def call(name, ok=True, **arguments):
    return {"name": name, "arguments": arguments, "ok": ok}


def test_grading_rules():
    case = Case(task="x", expect_tools=["a", "b"], ordered=True)
    assert grade(case, result(calls=[call("a"), call("c"), call("b")])) == []
    assert grade(case, result(calls=[call("b"), call("a")]))  # wrong order
    assert grade(case, result(calls=[call("a"), call("b", ok=False)]))  # b failed
    unordered = Case(task="x", expect_tools=["a", "a", "b"])
    assert grade(unordered, result(calls=[call("b"), call("a"), call("a")])) == []
    assert grade(unordered, result(calls=[call("b"), call("a")]))  # a only once
    args = Case(task="x", expect_args={"w": {"city": "Paris", "n": 2}})
    assert grade(args, result(calls=[call("w", city=" paris ", n=2.0)])) == []
    assert grade(args, result(calls=[call("w", city="Lyon", n=2)]))
    assert grade(args, result(calls=[call("w", city="Paris", n=True)]))  # a bool is not 2
    answer = Case(task="x", answer_contains=["Rain"], answer_excludes=["snow"])
    assert grade(answer, result(answer="it is raining")) == []
    assert grade(answer, result(answer="rain and snow")) == ["answer contains 'snow'"]
    assert grade(answer, result(stop_reason="max_steps", answer="[no final answer] rain")) \
        == ["no final answer: stopped (max_steps)"]
    assert grade(answer, result(error="RuntimeError: x")) == ["error: RuntimeError: x"]


@pytest.mark.parametrize(("text", "line", "match"), [
    ("- task: a\n  answer_contain: [x]\n", 2, "unknown key 'answer_contain'"),
    ("- task: a\n- task: b\n  max_steps: many\n", 3, "max_steps"),
    ("- task: a\n  tags: [x\n- task: b\n", 3, "not valid YAML"),
    ("task: a\n", 1, "a YAML list of cases"),
    ("- task: a\n- just text\n", 2, "a mapping"),
    ("- id: x\n  task: ''\n", 2, "task"),
    ("[]\n", 1, "no cases"),
])
def test_case_file_errors_name_the_line(tmp_path, text, line, match):
    path = write(tmp_path, text)
    with pytest.raises(CaseFileError, match=match) as err:
        load_cases(path)
    assert f"{path}:{line}:" in str(err.value)


def test_unknown_tools_and_arguments_are_reported_not_ignored(tmp_path):
    path = write(tmp_path, "- task: a\n- task: b\n  expect_tools: [sqaure]\n"
                           "- task: c\n  expect_args: {square: {m: 2}}\n")
    calls = []
    model = FunctionModel(lambda m, t: calls.append(1) or decide(m, t))
    with pytest.raises(CaseFileError) as err:
        run_eval(make_agent(model=model), path, progress=False)
    assert f"{path}:2: unknown tool 'sqaure'" in str(err.value)
    assert f"{path}:4: square has no argument 'm'" in str(err.value)
    assert calls == []  # nothing ran


def test_compare_evals_shows_what_changed(tmp_path):
    def lazy(messages, tools):  # answers without the tool: wrong for big numbers
        task = next(m["content"] for m in messages if m["role"] == "user")
        return f"The square is {int(task.split()[-1]) * 2}."

    cmp = compare_evals({"tool": make_agent(), "guess": make_agent(model=FunctionModel(lazy))},
                        write(tmp_path, CASES), out=tmp_path / "ab", progress=False)
    assert cmp.pass_rates == pytest.approx({"tool": 2 / 3, "guess": 0.0})
    assert [r["case"] for r in cmp.changed()] == ["two", cmp.reports["tool"].cases[1].id]
    assert (tmp_path / "ab" / "tool").is_dir() and (tmp_path / "ab" / "guess").is_dir()
    from agentnb.plots import plot_evals

    fig = plot_evals(cmp)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["all", "big", "small"]
    assert "2 cases changed" in repr(cmp)


def test_prompt_versions_are_recorded_on_each_run(tmp_path):
    path = write(tmp_path, "---\nversion: 3\n---\nYou square numbers.\n", "support.md")
    prompt = Prompt.load(path)
    assert prompt == "You square numbers." and prompt.version == "3"
    unversioned = Prompt.load(write(tmp_path, "Be brief.\n", "plain.md"))
    assert unversioned.version.startswith("sha-")
    assert unversioned.version != Prompt("Be brief!").version
    agent = make_agent(system=prompt)
    run = agent.start("Square the number 5", save_to=tmp_path / "r.json")
    run.run()
    saved = Run.load(tmp_path / "r.json")
    assert saved.state.agent["system_version"] == "3"
    assert saved.messages[0]["content"] == "You square numbers."
    report = run_eval(agent, [{"task": "Square the number 5", "answer_contains": "25"}],
                      out=tmp_path / "e", progress=False)
    assert report.agent["system_version"] == "3" and report.pass_rate == 1.0


def test_cli_exit_code_follows_min_pass(tmp_path):
    path = write(tmp_path, CASES)
    (tmp_path / "myagents.py").write_text(
        "from tests.helpers.batch_agent import make_agent\nagent = make_agent()\n")
    root = str(Path(__file__).parents[1])
    env = {"PYTHONPATH": root, "PATH": "/usr/bin:/bin"}
    base = [sys.executable, "-m", "agentnb", "eval", str(path), "--agent", "myagents:agent",
            "--out", str(tmp_path / "o")]
    ok = subprocess.run([*base, "--min-pass", "0.6"], cwd=tmp_path, env=env,
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert "pass rate: 0.67 (2/3)" in ok.stdout and "FAIL  wrong: answer lacks '10'" in ok.stdout
    low = subprocess.run([*base, "--min-pass", "0.9"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert low.returncode == 1 and "below --min-pass 0.9" in low.stderr
    bad = subprocess.run([*base[:-4], "--agent", "nosuch:agent"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 1 and "cannot load the agent" in bad.stderr


def test_demo_cases_name_only_demo_tools():
    from agentnb.cli import demo_tools
    from agentnb.evals import check_cases
    from agentnb.tools import Toolset

    cases = load_cases(DEMO_CASES)
    assert len(cases) >= 6
    check_cases(cases, Toolset(demo_tools()), str(DEMO_CASES))


@pytest.mark.e2e
def test_demo_cases_on_the_embedded_model(real_model, tmp_path, capsys):
    """The shipped cases on the real embedded model; prints the pass rate for the log."""
    from agentnb.cli import demo_tools

    agent = Agent(model=real_model, tools=demo_tools(), max_steps=6)
    report = run_eval(agent, DEMO_CASES, out=tmp_path / "demo", progress=False)
    assert len(report.cases) == len(load_cases(DEMO_CASES))
    for c in report.cases:  # each verdict follows from its own run, read back from disk
        run = Run.load(c.result.path)
        assert run.finished and run.answer == c.result.answer
        assert c.passed == (grade(c.case, c.result) == [])
    with capsys.disabled():
        print(f"\ndemo cases on the embedded model: pass rate {report.pass_rate:.2f}; "
              f"failed: {[(c.id, c.reasons) for c in report.failed]}; passed with a check: "
              f"{[(c.id, c.result.checks) for c in report.flagged]}")
    for c in report.cases:  # the check column is the answering step's own check: lines
        assert c.result.checks == Run.load(c.result.path).steps[-1].checks()
    # running again with the same out/ costs nothing: every case is read back
    again = run_eval(agent, DEMO_CASES, out=tmp_path / "demo", progress=False)
    assert all(c.result.skipped for c in again.cases)
    assert again.pass_rate == report.pass_rate


def test_cli_demo_names_the_shipped_cases(tmp_path, capsys, monkeypatch):
    """``agentnb eval demo`` runs agentnb/cases/demo.yaml (here with a model that answers
    at once without tools, so every case fails, and says why)."""
    from agentnb.cli import main

    (tmp_path / "quick.py").write_text(
        "from agentnb import Agent\nfrom agentnb.cli import demo_tools\n"
        "from agentnb.testing import FunctionModel\n"
        "agent = Agent(FunctionModel(lambda m, t: 'no idea'), demo_tools())\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    code = main(["eval", "demo", "--agent", "quick:agent", "--out", str(tmp_path / "o")])
    out = capsys.readouterr().out
    assert code == 0 and f"pass rate: 0.00 (0/{len(load_cases(DEMO_CASES))})" in out
    assert "FAIL  paris-weather: expected tools ['get_weather'] to run" in out
