"""Batches: every task its own saved run, retries only after endpoint faults, resume after a
kill, a clear error when out/ cannot be written, and the same call on a Dask cluster."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from agentnb import Run
from agentnb.batch import attempts, run_batch, summary, task_list
from agentnb.errors import BatchError, ConfigError, EndpointUnreachable, ServerError
from agentnb.testing import FunctionModel, tool_call_message
from tests.helpers import batch_agent
from tests.helpers.batch_agent import decide, make_agent, square, tasks

HELPER = Path(batch_agent.__file__)


def test_each_task_is_its_own_saved_run(tmp_path):
    out = tmp_path / "b"
    results = run_batch(make_agent(), [*tasks(5), {"id": "short", "task": "Square the number 9",
                                                    "max_steps": 1}],
                        concurrency=3, out=out, progress=False)
    assert [r.task_id for r in results][-1] == "short"
    for i, r in enumerate(results[:5]):
        assert r.ok and r.answer == f"The square is {i * i}."
        assert r.steps == 2 and r.usage.total_tokens > 0
        assert r.calls == [{"name": "square", "arguments": {"n": i}, "ok": True}]
        run = Run.load(r.path)
        assert run.task == f"Square the number {i}" and run.answer == r.answer
    # the per-task override: one step allowed, so the limit ends it after the call
    assert results[5].stop_reason == "max_steps" and results[5].steps == 1
    assert {p.name for p in out.glob("*.json")} == {Path(r.path).name for r in results}
    assert len({Run.load(r.path).id for r in results}) == 6
    assert summary(results)["answered"] == 5


def test_no_tasks_no_runs(tmp_path):
    assert run_batch(make_agent(), [], out=tmp_path / "b", progress=False) == []


def test_task_ids_are_stable_and_checked():
    a = task_list(["x", "y"])
    assert [t.task_id for t in a] == [t.task_id for t in task_list(["x", "y"])]
    assert a[0].task_id != task_list(["y", "x"])[1].task_id  # the text is part of the id
    with pytest.raises(ConfigError, match="used twice"):
        task_list([{"id": "a", "task": "x"}, {"id": "a", "task": "y"}])
    with pytest.raises(ConfigError, match="non-empty"):
        task_list(["ok", "  "])
    with pytest.raises(ConfigError, match="cannot name a file"):
        task_list([{"id": "../up", "task": "x"}])
    with pytest.raises(ConfigError, match="unknown agent option"):
        run_batch(make_agent(), [{"task": "Square the number 2", "temperature": 3}],
                  progress=False)


def flaky_model(failures: dict[str, int], exc: type[Exception] = EndpointUnreachable):
    """Fails the first ``failures[n]`` calls of the task about n with ``exc``."""
    lock = threading.Lock()

    def fn(messages, tools):
        task = next(m["content"] for m in messages if m["role"] == "user")
        with lock:
            if failures.get(task, 0) > 0:
                failures[task] -= 1
                raise exc("the endpoint went away", endpoint="http://127.0.0.1:9/v1")
        return decide(messages, tools)

    return FunctionModel(fn)


def test_endpoint_faults_are_retried_from_the_last_good_step(tmp_path):
    from agentnb import Agent

    failures = {"Square the number 3": 2, "Square the number 4": 5}
    agent = Agent(model=flaky_model(failures, ServerError), tools=[square])
    results = run_batch(agent, tasks(5), retries=2, backoff=0.01, out=tmp_path / "b",
                        progress=False)
    three, four = results[3], results[4]
    assert three.ok and three.answer == "The square is 9."
    assert [a["stop_reason"] for a in three.attempts] == ["server_error", "server_error",
                                                          "final_answer"]
    # the failed steps were dropped, not kept: the run reads as if nothing had failed
    assert three.steps == 2 and Run.load(three.path).steps[-1].error is None
    # retries exhausted: the fault is the outcome, every attempt recorded
    assert four.stop_reason == "server_error" and len(four.attempts) == 3
    assert all(len(r.attempts) == 1 for r in results[:3])
    log = attempts(tmp_path / "b")
    assert len(log) == 3 + 3 + 3 and {e["task_id"] for e in log} == {r.task_id for r in results}


def test_own_failures_are_not_retried_and_do_not_stop_the_batch(tmp_path):
    from agentnb import Agent

    def fn(messages, tools):
        task = next(m["content"] for m in messages if m["role"] == "user")
        if task.endswith(" 1"):
            raise RuntimeError("a bug in the task's own code")
        if task.endswith(" 2"):
            return tool_call_message("square", {"n": "two"}, "c")  # invalid: fed back
        return decide(messages, tools)

    agent = Agent(model=FunctionModel(fn), tools=[square], max_steps=2)
    results = run_batch(agent, tasks(4), retries=3, backoff=0.01, out=tmp_path / "b",
                        progress=False)
    assert results[1].error == "RuntimeError: a bug in the task's own code"
    assert len(results[1].attempts) == 1 and not results[1].ok
    assert results[2].stop_reason == "max_steps" and len(results[2].attempts) == 1
    assert results[0].ok and results[3].ok
    assert results.stop_reasons() == {"final_answer": 2, "max_steps": 1, "error": 1}


def test_rerun_skips_finished_tasks(tmp_path):
    out = tmp_path / "b"
    first = run_batch(make_agent(), tasks(4), out=out, progress=False)
    calls = []
    model = FunctionModel(lambda m, t: calls.append(1) or decide(m, t))
    again = run_batch(make_agent(model=model), tasks(5), out=out, progress=False)
    assert [r.skipped for r in again] == [True] * 4 + [False]
    assert [r.answer for r in again[:4]] == [r.answer for r in first]
    assert len(calls) == 2  # only the new task's two steps


def test_a_damaged_run_file_is_kept_aside_and_the_task_starts_over(tmp_path):
    out = tmp_path / "b"
    first = run_batch(make_agent(), tasks(2), out=out, progress=False)
    Path(first[0].path).write_text("{not json")
    again = run_batch(make_agent(), tasks(2), out=out, progress=False)
    assert again[0].ok and not again[0].skipped and again[1].skipped
    assert len(list(out.glob("*.damaged-*"))) == 1


def test_the_same_id_with_another_task_is_an_error(tmp_path):
    out = tmp_path / "b"
    run_batch(make_agent(), [{"id": "a", "task": "Square the number 2"}], out=out,
              progress=False)
    r = run_batch(make_agent(), [{"id": "a", "task": "Square the number 3"}], out=out,
                  progress=False)
    assert "holds another task" in r[0].error


def test_unwritable_out_stops_before_any_task(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    calls = []
    model = FunctionModel(lambda m, t: calls.append(1) or decide(m, t))
    with pytest.raises(BatchError, match="cannot write the batch's runs"):
        run_batch(make_agent(model=model), tasks(2), out=blocker / "b", progress=False)
    assert calls == []


def test_a_full_disk_mid_batch_stops_with_a_clear_error_and_keeps_what_was_written(
        tmp_path, monkeypatch):
    import agentnb.runstore as runstore

    real, saves = runstore.write_json_atomic, []

    def write(path, data):
        saves.append(path)
        if len(saves) > 6:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(runstore, "write_json_atomic", write)
    out = tmp_path / "b"
    with pytest.raises(BatchError, match="No space left"):
        run_batch(make_agent(), tasks(10), concurrency=1, out=out, progress=False)
    kept = sorted(out.glob("*.json"))
    assert 2 <= len(kept) <= 4 and all(Run.load(p).steps for p in kept)


def test_in_memory_batch_and_table(tmp_path, monkeypatch):
    results = run_batch(make_agent(), tasks(3), out=None, progress=False)
    assert all(r.ok and r.path is None for r in results)
    assert not list(tmp_path.rglob("*.json"))
    pd = pytest.importorskip("pandas")
    table = results.table()
    assert isinstance(table, pd.DataFrame) and list(table["steps"]) == [2, 2, 2]
    monkeypatch.setitem(sys.modules, "pandas", None)  # without pandas: a list of dicts
    rows = results.table()
    assert isinstance(rows, list) and rows[0]["stop_reason"] == "final_answer"
    assert "<table>" in results._repr_html_()


def test_progress_bar_counts_tasks(capsys):
    run_batch(make_agent(), tasks(3), out=None)
    err = capsys.readouterr().err
    assert "3/3" in err and "task" in err


def test_plot_batch(tmp_path):
    from agentnb.plots import plot_batch

    results = run_batch(make_agent(), [*tasks(3), {"task": "Square the number 5",
                                                    "max_steps": 1}], out=None, progress=False)
    fig = plot_batch(results)
    titles = [ax.get_title() for ax in fig.axes]
    assert len(titles) == 3 and any("stop reason" in t.lower() for t in titles)
    bars = [p.get_width() for p in fig.axes[2].patches]  # horizontal bars
    assert sorted(bars) == [1, 3]
    fig.savefig(tmp_path / "batch.png")


@pytest.mark.e2e
def test_kill_mid_batch_then_resume(tmp_path):
    out = tmp_path / "b"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1])}
    proc = subprocess.Popen([sys.executable, str(HELPER), str(out), "12"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 60
        while len(attempts(out)) < 4 and time.time() < deadline:
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    done = {e["task_id"] for e in attempts(out)}
    assert 4 <= len(done) < 12
    # two tasks were mid-run (concurrency 2): files with one step and no answer, or none yet
    started = {p.stem: Run.load(p) for p in out.glob("*.json")}
    interrupted = {k for k, r in started.items() if not r.finished}
    calls: list[str] = []

    def counting(messages, tools):
        calls.append(next(m["content"] for m in messages if m["role"] == "user"))
        return decide(messages, tools)

    results = run_batch(make_agent(model=FunctionModel(counting)), tasks(12), out=out,
                        progress=False)
    assert all(r.ok for r in results)
    assert [r.answer for r in results] == [f"The square is {i * i}." for i in range(12)]
    assert {r.task_id for r in results if r.skipped} == done
    for r in results:
        if r.task_id in interrupted:  # continued: its first step was not asked again
            assert len(Run.load(r.path).steps) == 2
            assert calls.count(r.task) == 2 - len(started[r.task_id].steps)
    assert not any(r.task in calls for r in results if r.task_id in done)


@pytest.mark.e2e
def test_same_call_on_a_dask_cluster(tmp_path):
    distributed = pytest.importorskip("distributed")
    out = tmp_path / "b"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=":0", host="127.0.0.1") as cluster, \
            distributed.Client(cluster) as client:
        results = run_batch(make_agent(), tasks(8), concurrency=4, out=out,
                            executor=client.get_executor(), progress=False)
        pids = client.run(os.getpid)
    assert [r.answer for r in results] == [f"The square is {i * i}." for i in range(8)]
    assert all(Run.load(r.path).finished for r in results)
    assert len(set(pids.values())) == 2 and os.getpid() not in pids.values()
    log = attempts(out)
    assert len(log) == 8 and len({e["task_id"] for e in log}) == 8
    # the runs happened in the workers, both of them, not here
    assert {e["pid"] for e in log} == set(pids.values())


@pytest.mark.e2e
def test_dask_workers_share_memory_through_a_chroma_server(tmp_path, chroma_server, embedder):
    """Runs on two worker processes write their answers to one Chroma server's memory;
    this process recalls them. A local store refuses to be sent to a worker."""
    distributed = pytest.importorskip("distributed")
    from agentnb import Memory

    mem = Memory(url=chroma_server, collection="batch", embedder=embedder)
    agent = make_agent(memory=mem)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=":0", host="127.0.0.1") as cluster, \
            distributed.Client(cluster) as client:
        results = run_batch(agent, tasks(4), concurrency=2, out=tmp_path / "b",
                            executor=client.get_executor(), progress=False)
    assert all(r.ok for r in results), [(r.stop_reason, r.error) for r in results]
    assert len({e["pid"] for e in attempts(tmp_path / "b")} - {os.getpid()}) >= 1
    texts = [m.text for m in mem.recall("what is the square of the number 3?", k=4)]
    assert any("9" in t for t in texts), texts
    local = Memory(path=tmp_path / "vs", collection="local", embedder=embedder)
    with pytest.raises(BatchError, match="belongs to one process"):
        run_batch(make_agent(memory=local), tasks(1), out=tmp_path / "c", progress=False,
                  executor=_PicklingExecutor())
    local.close()


class _PicklingExecutor:
    """An executor that pickles what it runs, as a process pool or Dask does."""

    def submit(self, fn, *args):
        import pickle
        from concurrent.futures import Future

        fut: Future = Future()
        try:
            fn, args = pickle.loads(pickle.dumps((fn, args)))
            fut.set_result(fn(*args))
        except Exception as exc:
            fut.set_exception(exc)
        return fut


def test_ctrl_c_stops_the_batch_between_steps_and_a_rerun_finishes_it(tmp_path):
    import agentnb.batch as batch_module

    out = tmp_path / "b"
    started: list[str] = []

    def fn(messages, tools):
        task = next(m["content"] for m in messages if m["role"] == "user")
        if task not in started:
            started.append(task)
            if len(started) == 3:
                os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C during the third task
                deadline = time.time() + 5  # this step ends after the batch heard it
                while not batch_module._CANCELLED and time.time() < deadline:
                    time.sleep(0.01)
        time.sleep(0.05)
        return decide(messages, tools)

    # Python's own Ctrl-C handler, whatever an earlier test in this process installed
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            run_batch(make_agent(model=FunctionModel(fn)), tasks(8), concurrency=2, out=out,
                      progress=False)
    finally:
        signal.signal(signal.SIGINT, previous)
    saved = {p.stem: Run.load(p) for p in out.glob("*.json")}
    shown = [(k, r.finished, len(r.steps)) for k, r in saved.items()]
    assert 2 <= len(saved) <= 4, shown  # the tasks that had started; none after the interrupt
    assert any(not r.finished for r in saved.values()), shown  # left between steps
    assert not any(r.stop_reason == "stopped_by_user" for r in saved.values())
    again = run_batch(make_agent(), tasks(8), out=out, progress=False)
    assert [r.answer for r in again] == [f"The square is {i * i}." for i in range(8)]
    assert all(len(Run.load(r.path).steps) == 2 for r in again)


def test_default_concurrency_is_one_for_a_server_that_answers_one_request_at_a_time():
    from agentnb.batch import default_concurrency
    from agentnb.models.embedded import EmbeddedModel

    assert default_concurrency(EmbeddedModel()) == 1  # not started: its kind is known
    assert default_concurrency(FunctionModel(decide)) == 4

    class Broken(FunctionModel):
        def server_facts(self):
            raise OSError("no metadata")

    assert default_concurrency(Broken(decide)) == 4
