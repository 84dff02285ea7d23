"""Run stores (agentnb.runstore): every change a person or the loop makes reaches the store
exactly, for each kind of store; a step saves only what it added; two copies of one run
never silently overwrite each other; damaged or missing runs are clear errors."""

from __future__ import annotations

import pickle
import sqlite3

import pytest

from agentnb import Agent, Run
from agentnb.errors import ConfigError, RunConflictError, RunFileError
from agentnb.runstore import JsonFile, RedisStore, SQLiteStore, open_store
from agentnb.testing import FunctionModel, ScriptedModel, tool_call_message
from tests.helpers.batch_agent import make_agent
from tests.helpers.common import mailer


def same_as_saved(run: Run) -> None:
    """What the store holds is exactly the run in memory."""
    saved = Run.load(run.address)
    assert saved.to_dict() == run.to_dict()


def mail_agent():
    send_email, sent = mailer()

    def decide(messages, tools):
        asked = sum(1 for m in messages if m["role"] == "assistant")
        if asked >= 5:
            return "all sent"
        return tool_call_message("send_email", {"to": f"p{asked}@x"}, f"c{asked}")

    return Agent(FunctionModel(decide), [send_email], max_steps=20), sent


def test_every_kind_of_change_reaches_the_store(store_at):
    agent, sent = mail_agent()
    run = agent.start("mail everyone", save_to=store_at())
    changes = [
        lambda: run.step(),                                    # awaits approval
        lambda: run.approve(arguments={"c0": {"to": "edited@x"}}),  # rewrites history
        lambda: run.step(),
        lambda: run.deny("no"),
        lambda: run.inject("Also mail q."),
        lambda: run.pin("q is q@x"),
        lambda: run.step(),
        lambda: run.approve(),
        lambda: run.edit_result("c2", "bounced"),               # an earlier record, in place
        lambda: run.set_system("Be brief."),
        lambda: run.rewind(1),                                 # drops records
        lambda: run.step(),
        lambda: run.stop(),
    ]
    for change in changes:
        change()
        same_as_saved(run)
    assert sent == ["edited@x", "p2@x"] and run.stop_reason == "stopped_by_user"
    assert run.steps[-1].index == 2


def test_a_step_writes_only_what_it_added(tmp_path, monkeypatch):
    """The incremental save: the new step, its messages and the header, never the whole
    history."""
    import agentnb.runstore as runstore

    def forever(messages, tools):  # a new call every step, never an answer
        n = sum(1 for m in messages if m["role"] == "assistant")
        return tool_call_message("square", {"n": n}, f"c{n}")

    agent = make_agent(model=FunctionModel(forever), max_steps=200)
    run = agent.start("Square the number 3", save_to=tmp_path / "r.db")
    written: list[int] = []
    real = runstore.dump
    monkeypatch.setattr(runstore, "dump", lambda v: (written.append(1), real(v))[1])
    for _ in range(2):
        run.step()
    per_step = []
    for _ in range(3):
        written.clear()
        run.inject("again")  # a change: saved whole
        written.clear()
        before = len(run.messages)
        run.step()
        per_step.append(len(written) - (len(run.messages) - before))
    assert per_step == [2, 2, 2]  # the step and the header, besides the new messages
    same_as_saved(run)


def test_sqlite_checkpoints_beside_the_saves_and_keeps_the_wal_small(tmp_path, monkeypatch):
    """With synchronous NORMAL the WAL is copied back on a thread of its own every
    ``CHECKPOINT_EVERY`` commits: the WAL file stays small and no save runs SQLite's own
    checkpoint; FULL keeps SQLite's (every 1,000 pages)."""
    monkeypatch.setattr(SQLiteStore, "CHECKPOINT_EVERY", 10)

    def forever(messages, tools):
        n = sum(1 for m in messages if m["role"] == "assistant")
        return tool_call_message("square", {"n": n}, f"c{n}")

    sizes = {}
    for sync in ("NORMAL", "FULL"):
        store = SQLiteStore(tmp_path / f"{sync}.db", synchronous=sync)
        run = make_agent(model=FunctionModel(forever), max_steps=300,
                         max_repeats=10**6).start("Square", save_to=store)
        auto = store._conn().execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        for _ in range(200):
            run.step()
            if store._checkpoint is not None:  # one at a time, as fast as the disk goes
                store._checkpoint.join()
        sizes[sync] = (tmp_path / f"{sync}.db-wal").stat().st_size, auto
        same_as_saved(run)
        store.close()
    assert sizes["NORMAL"][1] == 0 and sizes["FULL"][1] == 1000
    # 200 steps of ~6 pages each are ~5 MB of WAL without checkpoints; FULL's own
    # checkpoint (1,000 pages) lets it grow to ~4 MB before it restarts
    assert sizes["NORMAL"][0] < 600_000 < sizes["FULL"][0]


def test_two_copies_of_a_run_do_not_overwrite_each_other(shared_store_at):
    store_at = shared_store_at
    agent = make_agent()
    first = agent.start("Square the number 4", save_to=store_at())
    first.step()
    second = Run.load(first.address, agent=agent)
    second.inject("hurry")  # saved: the store moved on
    with pytest.raises(RunConflictError, match="saved elsewhere.*load it again"):
        first.run()
    assert len(Run.load(first.address).steps) == 1  # nothing of the stale copy landed
    again = Run.load(first.address, agent=agent).run()
    assert again.answer == "The square is 16."
    assert "hurry" in [m["content"] for m in again.messages]


def test_a_long_run_saved_whole_comes_back_whole(shared_store_at):
    """Thousands of records in one save (Redis writes them in batches of 1,000), then one
    more change on top, still the run in memory."""
    agent, _ = mail_agent()
    run = agent.start("mail everyone", save_to=False)
    for i in range(2345):
        run.inject(f"note {i}")
    run.save(shared_store_at())
    same_as_saved(run)
    run.inject("one more")
    same_as_saved(run)
    assert len(Run.load(run.address).messages) == len(run.messages) > 2345


def test_many_runs_in_one_store_are_listed_and_loaded_by_id(shared_store_at):
    store_at = shared_store_at
    agent = make_agent()
    ids = []
    for n in (2, 3, 4):
        run = agent.start(f"Square the number {n}", save_to=store_at())
        run.run() if n != 3 else run.step()
        ids.append(run.id)
    store = open_store(store_at())
    infos = store.runs()
    assert [i.id for i in infos] == ids
    assert [i.finished for i in infos] == [True, False, True]
    assert [i.steps for i in infos] == [2, 1, 2] and infos[0].task == "Square the number 2"
    assert Run.load(store, run_id=ids[1]).steps[0].results[0].content == "9"
    with pytest.raises(RunFileError, match="holds 3 runs: say which"):
        Run.load(store_at())
    with pytest.raises(RunFileError, match="no run 'nope'"):
        Run.load(store, run_id="nope")
    store.delete(ids[0])
    assert [i.id for i in store.runs()] == ids[1:]


def test_the_default_store_is_sqlite_under_runs_dir(tmp_path):
    agent = make_agent(runs_dir=tmp_path / "r")
    run = agent.start("Square the number 6").run()
    assert isinstance(run.store, SQLiteStore) and run.path == tmp_path / "r" / "runs.db"
    assert run.address == f"{tmp_path / 'r' / 'runs.db'}#{run.id}"
    db = sqlite3.connect(run.path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("SELECT count(*) FROM steps WHERE run = ?", (run.id,)).fetchone()[0] == 2
    assert Run.load(run.address).answer == "The square is 36."


def test_json_export_and_import(tmp_path):
    run = make_agent().start("Square the number 8", save_to=tmp_path / "a.db").run()
    run.save(tmp_path / "x.json")  # export: the run file any tool reads
    assert run.address == str(tmp_path / "x.json")
    copied = Run.load(tmp_path / "x.json")
    assert copied.to_dict() == Run.load(f"{tmp_path / 'a.db'}#{run.id}").to_dict()
    copied.save(tmp_path / "b.db")  # import into another store
    assert Run.load(tmp_path / "b.db", run_id=run.id).answer == "The square is 64."
    with pytest.raises(RunConflictError):  # the same run again, from another copy
        Run.load(tmp_path / "x.json").save(tmp_path / "b.db")


def test_damaged_stores_are_clear_errors(tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(RunFileError, match="not a usable run store"):
        Run.load(bad, run_id="x")
    run = make_agent().start("Square the number 2", save_to=tmp_path / "ok.db").run()
    db = sqlite3.connect(tmp_path / "ok.db")
    db.execute("UPDATE steps SET body = '{\"index\": ' WHERE run = ? AND idx = 1", (run.id,))
    db.commit()
    with pytest.raises(RunFileError, match=f"ok.db#{run.id} is damaged"):
        Run.load(run.address)
    with pytest.raises(ConfigError, match="cannot tell which run store"):
        open_store(tmp_path / "runs")


def test_stores_pickle_as_where_they_are(tmp_path, store_at):
    store = open_store(store_at())
    again = pickle.loads(pickle.dumps(store))
    assert type(again) is type(store) and again.where == store.where
    run = make_agent().start("Square the number 5", save_to=store).run()
    assert again.load(run.id).answer == "The square is 25."


@pytest.mark.e2e
def test_redis_store_errors_name_the_server():
    store = RedisStore("redis://127.0.0.1:9/0")  # nothing listens on the discard port
    run = Agent(ScriptedModel(["hi"])).start("x", save_to=store)
    with pytest.raises(RunFileError, match="run store at redis://127.0.0.1:9/0 failed"):
        run.step()
    assert run.steps and run.answer == "hi"  # the record stays in memory, inspectable
    assert isinstance(open_store("x.json"), JsonFile)
