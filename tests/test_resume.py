"""Kill a run with SIGKILL at random points, resume it in a new process, check nothing is
lost and no side effect runs twice without the user's approval: for every kind of run
store (a JSON file, SQLite, Redis)."""

import collections
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from agentnb import Agent, Run, tool
from agentnb.errors import RunFileError
from agentnb.testing import ScriptedModel, tool_call_message

HELPER = Path(__file__).parent / "helpers" / "killable_agent.py"
ROOT = Path(__file__).parents[1]


@pytest.mark.e2e
def test_twenty_random_kills_then_resume(tmp_path, store_at):
    rng = random.Random(1234)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    outcomes = collections.Counter()
    for trial in range(20):
        where, log = store_at(f"run{trial}"), tmp_path / f"log{trial}.txt"
        child = subprocess.Popen([sys.executable, str(HELPER), where, str(log), "start"],
                                 stdout=subprocess.PIPE, text=True, env=env)
        run_id = child.stdout.readline().split()[1]  # started: imports are done
        time.sleep(rng.uniform(0.0, 0.7))  # the run takes ~0.5 s; imports vary with load
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        saved = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved")]
        try:
            on_disk = Run.load(where, run_id=run_id)
        except RunFileError:
            assert not saved
            outcomes["before first save"] += 1
            continue
        assert len(on_disk.steps) >= max(saved, default=0)  # no completed step lost
        done = subprocess.run([sys.executable, str(HELPER), where, str(log), "resume", run_id],
                              capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
        approved = {int(n) for line in done.stdout.splitlines() if line.startswith("approve")
                    for n in line.split()[1:]}
        outcomes["approval asked" if approved else "resumed"] += 1
        final = Run.load(where, run_id=run_id)
        assert final.finished and final.answer == "done"
        assert [s.index for s in final.steps] == list(range(1, len(final.steps) + 1))
        counts = collections.Counter(int(x) for x in log.read_text().split()) \
            if log.exists() else collections.Counter()
        assert sorted(counts) == [0, 2, 4, 6, 8]  # every side effect happened
        for n, times in counts.items():
            assert times == 1 or (times == 2 and n in approved), (n, times, approved)
    assert outcomes["resumed"] + outcomes["approval asked"] >= 10, outcomes


def test_rewind_replays_side_effects_instead_of_running_them_again():
    sent = []

    @tool(side_effects=True)
    def send(to: str) -> str:
        """Send a message.

        Args:
            to: recipient.
        """
        sent.append(to)
        return f"sent to {to}"

    model = ScriptedModel([tool_call_message("send", {"to": "lin"}, "a"), "ok",
                           tool_call_message("send", {"to": "lin"}, "b"), "ok again"])
    run = Agent(model, [send]).start("x", save_to=False).run()
    run.rewind(0).run()
    assert sent == ["lin"] and run.answer == "ok again"
    assert run.steps[0].results[0].note == "replayed from the record after rewind"


def interrupted_pair(where, ids, approval_has_side_effects):
    """One step asks for a side-effect call and an approval-required one; the process
    dies (here: Ctrl-C) in the first; the run is loaded again as a new process would."""
    ran = {"record": 0, "notify": 0}

    @tool(side_effects=True)
    def record(n: int) -> str:
        """Record a number.

        Args:
            n: the number.
        """
        ran["record"] += 1
        if ran["record"] == 1:
            time.sleep(2)  # Ctrl-C comes meanwhile
        return "recorded"

    @tool(requires_approval=True, side_effects=approval_has_side_effects)
    def notify(to: str) -> str:
        """Notify someone.

        Args:
            to: whom.
        """
        ran["notify"] += 1
        return "notified"

    reply = {"role": "assistant", "content": None, "tool_calls": [
        {"id": ids[0], "type": "function",
         "function": {"name": "record", "arguments": '{"n": 1}'}},
        {"id": ids[1], "type": "function",
         "function": {"name": "notify", "arguments": '{"to": "lin"}'}}]}
    agent = Agent(ScriptedModel([reply, "done"]), [record, notify])
    run = agent.start("x", save_to=where)
    ctrl_c = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    ctrl_c.start()
    try:
        run.step()
    except KeyboardInterrupt:
        pass
    ctrl_c.join()
    return Run.load(where, agent=agent, run_id=run.id), ran


@pytest.mark.parametrize("ids", [("x", "x"), ("a", "b"), ("", "")])
@pytest.mark.parametrize("side_effects", [False, True])
def test_a_crash_neither_skips_nor_loses_an_approval(store_at, ids, side_effects):
    run, ran = interrupted_pair(store_at(), ids, side_effects)
    run.resume()
    assert ran["notify"] == 0  # never without an approval
    assert sorted(c.name for c in run.pending) == ["notify", "record"]
    assert len({c.id for c in run.steps[0].tool_calls}) == 2  # each call its own id
    run.approve()
    assert ran == {"record": 2, "notify": 1} and run.run().answer == "done"


def test_a_stopped_run_has_nothing_to_approve():
    from agentnb.errors import AgentnbError
    from tests.helpers.common import mailer

    send_email, sent = mailer()
    model = ScriptedModel([tool_call_message("send_email", {"to": "lin"}, "m"), "done"])
    run = Agent(model, [send_email]).start("x", save_to=False)
    run.step()
    assert [c.name for c in run.pending] == ["send_email"]
    run.stop()
    assert run.pending == [] and run.stop_reason == "stopped_by_user"
    for act in (run.approve, run.deny):
        with pytest.raises(AgentnbError, match="has ended .* cannot be approved now"):
            act()
    assert sent == [] and run.stop_reason == "stopped_by_user"
    run.rewind(1)  # reopened on purpose: now an approval can be given for that call
    run.approve()
    assert sent == ["lin"]
