"""Sub-agents (``agent.as_tool``): child runs linked to their parent, failures as tool
errors, a depth limit, approvals that surface at the parent, and a parent killed
mid-child that resumes the child where it was. Scripted models: this is loop logic."""

from __future__ import annotations

import collections
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentnb import Agent, Run
from agentnb.testing import FunctionModel, tool_call_message
from tests.helpers.batch_agent import make_agent
from tests.helpers.common import mailer

ROOT = Path(__file__).parents[1]
HELPER = ROOT / "tests" / "helpers" / "nested_agent.py"


def asks(tool_name, task, answer_prefix="Found: "):
    """A parent that asks ``tool_name`` once, then answers with what it returned."""
    def decide(messages, tools):
        results = [m for m in messages if m["role"] == "tool"]
        if results:
            return answer_prefix + results[-1]["content"]
        return tool_call_message(tool_name, {"task": task}, "d1")
    return FunctionModel(decide)


def test_a_child_run_is_linked_both_ways_and_counted(tmp_path):
    squarer = make_agent()  # asks square(n), answers "The square is n*n."
    parent = Agent(asks("squarer", "Square the number 12"),
                   [squarer.as_tool("squarer", "Squares numbers.")])
    run = parent.start("What is 12 squared?", save_to=tmp_path / "runs.db").run()
    assert run.answer == "Found: The square is 144."
    (child,) = run.children
    result = run.steps[0].results[0]
    assert result.child == child.id and result.content == "The square is 144."
    assert child.state.parent == {"run": run.id, "step": 1, "call": "d1", "tool": "squarer"}
    assert child.task == "Square the number 12" and len(child.steps) == 2
    assert child.state.trace_id == run.state.trace_id  # one trace for the tree
    own = parent.model.requests[0]  # the parent's own model calls add nothing here
    assert own and run.steps[0].usage.total_tokens >= child.usage.total_tokens > 0
    # the saved tree: the child is in the parent's store, found from the parent
    again = Run.load(run.address)
    assert [c.id for c in again.children] == [child.id]
    assert Run.load(again.children[0].address).answer == "The square is 144."


def test_a_child_that_fails_is_a_tool_error_for_its_parent():
    stuck = Agent(FunctionModel(lambda m, t: tool_call_message(
        "square", {"n": sum(1 for x in m if x["role"] == "tool")}, "c")),
        make_agent().toolset, max_steps=2)
    parent = Agent(asks("stuck", "loop"), [stuck.as_tool("stuck", "Never answers.")])
    run = parent.start("go", save_to=False).run()
    result = run.steps[0].results[0]
    assert not result.ok and "stopped (max_steps) without an answer" in result.error
    assert run.children[0].stop_reason == "max_steps" and run.finished


def test_agents_calling_each_other_stop_at_the_depth_limit():
    def decide(messages, tools):  # always delegates to itself, answers with what it got
        results = [m for m in messages if m["role"] == "tool"]
        return "gave up: " + results[-1]["content"][:60] if results else \
            tool_call_message("echo", {"task": "again"}, "e")

    agent = Agent(FunctionModel(decide))
    echo = agent.as_tool("echo", "Asks itself.", max_depth=2)
    agent.toolset = type(agent.toolset)([echo])  # the cycle: its own tool
    run = agent.start("start", save_to=False).run()
    depth, node = 0, run
    while node.children:
        node, depth = node.children[0], depth + 1
    assert depth == 3 and node.stop_reason == "max_depth"
    assert f"nested deeper than 2 (run {run.id} > echo > echo > echo)" in node.answer
    assert run.finished and run.stop_reason == "final_answer"


def test_an_approval_inside_a_child_surfaces_at_the_parent(tmp_path):
    send_email, sent = mailer()
    mail = FunctionModel(lambda m, t: "mailed lin" if any(x["role"] == "tool" for x in m)
                         else tool_call_message("send_email", {"to": "lin"}, "m1"))
    mailer_agent = Agent(mail, [send_email])
    parent = Agent(asks("mailer", "mail lin"), [mailer_agent.as_tool("mailer", "Sends mail.")])
    run = parent.start("tell lin", save_to=tmp_path / "runs.db").run()
    assert [c.name for c in run.pending] == ["mailer"] and sent == []
    assert run.stop_reason == "awaiting_approval"
    (child,) = run.children
    assert [c.name for c in child.pending] == ["send_email"]
    # a restarted kernel: the parent from the store, the approval given there
    again = Run.load(run.address, agent=parent)
    again.approve()
    assert sent == ["lin"] and again.run().answer == "Found: mailed lin"


@pytest.mark.e2e
def test_a_parent_killed_mid_child_resumes_the_child(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    where, log = str(tmp_path / "runs.db"), tmp_path / "log.txt"
    outcomes = collections.Counter()
    for trial, wait_lines in enumerate((1, 2, 3)):
        log.unlink(missing_ok=True)
        child = subprocess.Popen([sys.executable, str(HELPER), where, str(log), "start"],
                                 stdout=subprocess.PIPE, text=True, env=env)
        run_id = child.stdout.readline().split()[1]
        deadline = time.monotonic() + 30
        while not (log.exists() and len(log.read_text().split()) >= wait_lines):
            assert time.monotonic() < deadline and child.poll() is None
            time.sleep(0.01)
        child.send_signal(signal.SIGKILL)
        child.communicate()
        before = Run.load(where, run_id=run_id)
        assert not before.finished
        done = subprocess.run([sys.executable, str(HELPER), where, str(log), "resume", run_id],
                              capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
        approved = {int(n) for line in done.stdout.splitlines() if line.startswith("approve")
                    for n in line.split()[1:]}
        final = Run.load(where, run_id=run_id)
        assert final.answer == "The counter says: recorded 0 to 4", done.stdout
        assert len(final.children) == 1, (trial, done.stdout)  # the same child, resumed
        (kid,) = final.children
        assert kid.state.parent["run"] == run_id and kid.finished
        counts = collections.Counter(int(x) for x in log.read_text().split())
        assert sorted(counts) == [0, 1, 2, 3, 4]
        for n, times in counts.items():  # once, or twice only when a person approved it
            assert times == 1 or (times == 2 and n in approved), (trial, n, times, approved)
        outcomes["approval asked" if approved else "resumed"] += 1
    assert sum(outcomes.values()) == 3


def test_step_into_leaves_the_child_to_be_stepped_by_hand(tmp_path):
    squarer = make_agent()
    parent = Agent(asks("squarer", "Square the number 3"),
                   [squarer.as_tool("squarer", "Squares numbers.")])
    run = parent.start("3 squared?", save_to=tmp_path / "runs.db")
    run.step_into = True
    run.step()
    (child,) = run.children
    assert [c.name for c in run.pending] == ["squarer"] and child.steps == []
    child.step()  # by hand: one step of the child
    assert len(child.steps) == 1 and not child.finished
    run.approve()  # the call goes on: the child runs to its end
    assert child.answer == "The square is 9." and len(child.steps) == 2
    assert run.run().answer == "Found: The square is 9."
