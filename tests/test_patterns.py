"""plan_execute_review and the Scratchpad on scripted models (this is coordination logic;
the embedded model plans in the e2e test below and in notebook 08)."""

from __future__ import annotations

import json

import pytest

from agentnb import Agent, Run
from agentnb.patterns import Plan, Review, Scratchpad, plan_execute_review
from agentnb.testing import FunctionModel, tool_call_message

PLAN = {"subtasks": [{"id": "s1", "task": "Find the population of Oslo."},
                     {"id": "s2", "task": "Find the population of Bergen."},
                     {"id": "s3", "task": "Add the two populations.", "after": ["s1", "s2"]}]}


def planner(plan=PLAN):
    return Agent(FunctionModel(lambda m, t: json.dumps(plan)))


def executor(seen):
    def decide(messages, tools):
        task = next(m["content"] for m in messages if m["role"] == "user")
        seen.append(task)
        if "Oslo" in task:
            return "709000"
        if "Bergen" in task:
            return "291000" if sum("Bergen" in s for s in seen) > 1 else "about 300k"
        return "1000000"
    return Agent(FunctionModel(decide))


def reviewer(verdicts):
    answers = iter(verdicts)
    return Agent(FunctionModel(lambda m, t: json.dumps(next(answers))))


def test_plan_parallel_waves_review_and_one_redo(tmp_path):
    seen = []
    pad = Scratchpad(tmp_path / "notes.json")
    team = plan_execute_review(
        planner(), executor(seen),
        reviewer([{"ok": False, "redo": ["s2"], "notes": "exact figure"}, {"ok": True}]),
        scratchpad=pad, store=tmp_path / "runs.db")
    run = team.start("How many people live in Oslo and Bergen together?").run()
    assert run.stop_reason == "final_answer"
    assert run.answer == "s1: 709000\ns2: 291000\ns3: 1000000"
    calls = [[c.id for c in s.tool_calls] for s in run.steps]
    assert calls == [["plan"], ["do-0-s1", "do-0-s2"], ["do-0-s3"], ["review-0"],
                     ["do-1-s2"], ["review-1"], []]  # s1 and s2 in one step, in parallel
    brief = next(t for t in seen if t.startswith("Add"))
    assert "- s1: 709000" in brief and "- s2: about 300k" in brief  # what s3 was given
    kinds = [c.state.parent["tool"] for c in run.children]
    assert kinds == ["planner", "executor_main", "executor_main", "executor_main",
                     "reviewer", "executor_main", "reviewer"]
    assert Plan.model_validate_json(run.children[0].answer).subtasks[2].after == ["s1", "s2"]
    assert Review.model_validate_json(run.children[4].answer).redo == ["s2"]
    assert pad.notes == {"s1": "709000", "s2": "291000", "s3": "1000000"}
    assert json.loads((tmp_path / "notes.json").read_text())["s2"] == "291000"
    # one record: the tree comes back from the store
    again = Run.load(run.address)
    assert len(again.children) == 7 and again.children[1].answer == "709000"


@pytest.mark.parametrize("plan, why", [
    ({"subtasks": []}, "it has no subtasks"),
    ({"subtasks": [{"id": "a", "task": "x", "after": ["b"]},
                   {"id": "b", "task": "y", "after": ["a"]}]}, "wait for each other"),
    ({"subtasks": [{"id": "a", "task": "x", "after": ["zz"]}]}, "unknown ids ['zz']"),
])
def test_a_plan_that_cannot_run_ends_the_run_saying_why(plan, why):
    team = plan_execute_review(planner(plan), executor([]), reviewer([{"ok": True}]))
    run = team.start("anything", save_to=False).run()
    assert run.finished and why in run.answer and len(run.children) == 1


def test_a_planner_that_never_gives_a_plan():
    team = plan_execute_review(Agent(FunctionModel(lambda m, t: "I will think about it."),
                                     max_format_errors=2),
                               executor([]), reviewer([]))
    run = team.start("anything", save_to=False).run()
    assert run.steps[0].results[0].ok is False
    assert "stopped (format_errors)" in run.steps[0].results[0].error
    assert run.answer.startswith("[no plan")


def test_the_scratchpad_tools_are_recorded_on_the_steps_that_use_them():
    pad = Scratchpad()

    def writes(messages, tools):
        if any(m["role"] == "tool" for m in messages):
            return "done"
        return tool_call_message("write_note", {"key": "unit", "text": "people"}, "w")

    team = plan_execute_review(
        planner({"subtasks": [{"id": "s1", "task": "note the unit"}]}),
        Agent(FunctionModel(writes)), reviewer([{"ok": True}]), scratchpad=pad)
    run = team.start("x", save_to=False).run()
    worker = run.children[1]
    assert worker.steps[0].tool_calls[0].name == "write_note"
    assert pad.notes == {"unit": "people", "s1": "done"}


@pytest.mark.e2e
def test_the_embedded_model_plans_and_the_tree_is_whole(real_model):
    """SmolLM2 as planner, executor and reviewer: its plan validates (the schema holds the
    answer stage), and whatever it plans, the run ends cleanly with every sub-run linked.
    Whether the plan is sensible is up to the model."""
    smol = Agent(real_model, decision_mode="json", max_steps=3)
    team = plan_execute_review(smol, smol, smol, max_rounds=1)
    run = team.start("Name two colours, then say which one is darker.", save_to=False)
    run.run()
    assert run.finished
    plan = run.children[0]
    assert plan.state.parent["tool"] == "planner"
    if plan.stop_reason == "final_answer":
        Plan.model_validate_json(plan.answer)
    assert all(c.state.parent["run"] == run.id for c in run.children)
    assert run.usage.total_tokens >= sum(c.usage.total_tokens for c in run.children) > 0
