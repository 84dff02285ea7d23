"""What saving a run costs after each step as the run grows: today's whole-file JSON rewrite
beside the step-by-step stores (SQLite with ``synchronous`` NORMAL, the default, and FULL;
NORMAL with SQLite's own checkpoints inside the saves, as before they ran on a thread of
their own; Redis when ``redis-server`` is installed: this script starts and stops its own).

A run of ``--steps`` steps on a scripted model, each step a tool call and its result (2
messages), saved after every step as ``run.step()`` saves it (``store.save(state,
mark)``); the figure at step k is the median save time over steps k-9..k, in ms;
``median_last_100`` and ``mean_last_100`` cover the last 100 steps (the mean counts the
checkpoints' disk syncs). The same run for every store, one store after the other in one
process (a JSON rewrite's flushes would otherwise slow the next store's), so the ratios
hold on a noisy machine; the step stores run ``--repeat`` times, interleaved, and each
figure is the median over the repeats (the JSON rewrite, 100x slower, runs once).

    python bench/store.py [--steps 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agentnb import Agent, tool
from agentnb.runstore import JsonFile, Mark, RedisStore, RunStore, SQLiteStore
from agentnb.testing import FunctionModel, tool_call_message
from tests.helpers.redis_server import running_redis


@tool
def look(n: int) -> str:
    """Look something up.

    Args:
        n: which.
    """
    return f"result {n}: " + "lorem ipsum " * 8


def decide(messages, tools):
    n = sum(1 for m in messages if m["role"] == "assistant")
    return tool_call_message("look", {"n": n}, f"c{n}")


class InlineCheckpoints(SQLiteStore):
    """SQLite's own checkpoints (every 1,000 pages, inside the commit that crosses it), as
    the store did before it checkpointed on a thread of its own: the comparison."""

    def _conn(self):  # type: ignore[no-untyped-def]
        new = self._db is None
        db = super()._conn()
        if new:
            db.execute("PRAGMA wal_autocheckpoint=1000")
        return db

    def _after_commit(self) -> None:
        pass


def save_times(store: RunStore, steps: int) -> list[float]:
    """The same run (the model is a function of the history) saved to ``store`` after each
    step; the save times in ms."""
    agent = Agent(FunctionModel(decide), [look], max_steps=steps + 1, max_repeats=10**6)
    run = agent.start("look everything up", save_to=False)
    mark, times = Mark(), []
    for _ in range(steps):
        run.step()
        run.state.agent = agent.describe()  # as Run.save records it
        t0 = time.perf_counter()
        store.save(run.state, mark)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def encode_figures(steps: int) -> dict[str, float]:
    """Encoding one step record (the last of a ``steps``-step run): the stores' encoder
    (pydantic-core) beside ``json.dumps`` with the run file's record hook, in us."""
    import json

    from agentnb.runstore import dump
    from agentnb.store import _encode

    agent = Agent(FunctionModel(decide), [look], max_steps=steps + 1, max_repeats=10**6)
    run = agent.start("look everything up", save_to=False)
    for _ in range(min(steps, 50)):
        run.step()
    step = run.steps[-1]

    def per_call(fn: object, n: int = 2000) -> float:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()  # type: ignore[operator]
        return round((time.perf_counter() - t0) / n * 1e6, 1)

    ours = per_call(lambda: dump(step))
    plain = per_call(lambda: json.dumps(step, ensure_ascii=False, default=_encode))
    return {"pydantic_core": ours, "json_dumps": plain, "ratio": round(plain / ours, 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs of each step store (interleaved); figures are their median")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        folder = Path(tmp)
        url = stack.enter_context(running_redis(folder)) if shutil.which("redis-server") \
            else None
        def make(name: str, rep: int) -> RunStore:
            if name == "json_rewrite":
                return JsonFile(folder / "run.json")
            if name == "redis":
                return RedisStore(url or "", prefix=f"rep{rep}:")
            if name == "sqlite_inline_checkpoints":
                return InlineCheckpoints(folder / f"{name}{rep}.db")
            sync = "FULL" if name == "sqlite_full" else "NORMAL"
            return SQLiteStore(folder / f"{name}{rep}.db", synchronous=sync)

        names = ["sqlite_normal", "sqlite_inline_checkpoints", "sqlite_full"]
        names += ["redis"] if url else []
        times: dict[str, list[list[float]]] = {"json_rewrite": [], **{n: [] for n in names}}
        order = [("json_rewrite", 0)] + [(n, r) for r in range(args.repeat) for n in names]
        for name, rep in order:  # one store at a time: no shared disk flushes
            store = make(name, rep)
            try:
                times[name].append(save_times(store, args.steps))
            finally:
                store.close()
        at = [k for k in (10, 100, 500, 1000, args.steps) if k <= args.steps]
        out: dict[str, object] = {"bench": "store", "steps": args.steps,
                                  "repeat": args.repeat,
                                  "messages_at_end": 2 * args.steps + 2,
                                  "redis_server": "started" if url else "not installed"}
        for name, reps in times.items():
            figures = [{**{f"ms_at_{k}": statistics.median(ts[max(0, k - 10):k])
                           for k in dict.fromkeys(at)},
                        "median_last_100": statistics.median(ts[-100:]),
                        "mean_last_100": statistics.mean(ts[-100:])} for ts in reps]
            out[name] = {key: round(statistics.median(f[key] for f in figures), 4)
                         for key in figures[0]}  # the median over the repeats
        out["encode_step_us"] = encode_figures(args.steps)
        last = f"ms_at_{args.steps}"
        out["json_over_sqlite_at_end"] = round(
            out["json_rewrite"][last] / out["sqlite_normal"][last], 1)  # type: ignore[index]
        print(json.dumps(out))


if __name__ == "__main__":
    main()
