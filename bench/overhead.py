"""agentnb's own work per turn: a 50-turn run on a scripted model, one trivial tool call
per turn, turn 50 answers. Prints one JSON line.

    python bench/overhead.py [--repeat 20]

The wall time of each turn, less the scripted model's call, is agentnb's own work
(render, decide, validate, run the tool on a thread, record); the tool costs ~0.
Runs are kept in memory (``save_to=False``); ``sqlite_*`` figures repeat the run saved
after each step to the default store (SQLite), ``json_*`` to one JSON file (a whole
rewrite per step).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from agentnb import Agent, tool
from agentnb.testing import ScriptedModel


@tool
def ping(n: int) -> int:
    """Return n.

    Args:
        n: a number.
    """
    return n


def one_run(save_to) -> list[float]:
    model = ScriptedModel.from_tool_calls([("ping", {"n": i}) for i in range(49)], answer="done")
    run = Agent(model, [ping], max_steps=60).start("ping 49 times",
                                                                        save_to=save_to)
    per_turn = []
    for _ in range(50):
        t0 = time.perf_counter()
        step = run.step()
        # the wall time of the turn less the scripted model's own bookkeeping
        per_turn.append(time.perf_counter() - t0 - step.timings["model"])
    assert run.finished and run.answer == "done"
    return per_turn


def summarise(runs: list[list[float]]) -> dict:
    turns = [statistics.median(r[i] for r in runs) for i in range(50)]
    first, last = statistics.median(turns[:10]), statistics.median(turns[40:])
    return {"median_us_per_turn": round(statistics.median(turns) * 1e6, 1),
            "turns_1_10_us": round(first * 1e6, 1), "turns_41_50_us": round(last * 1e6, 1),
            "growth_41_50_over_1_10": round(last / first, 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    one_run(False)  # warm up imports and the thread pool
    memory = summarise([one_run(False) for _ in range(args.repeat)])
    with tempfile.TemporaryDirectory() as d:
        db = summarise([one_run(Path(d) / "runs.db") for i in range(args.repeat)])
        js = summarise([one_run(Path(d) / f"r{i}.json") for i in range(args.repeat)])
    print(json.dumps({"bench": "overhead", "turns": 50, "repeats": args.repeat, **memory,
                      **{f"sqlite_{k}": v for k, v in db.items()},
                      **{f"json_{k}": v for k, v in js.items()}}))


if __name__ == "__main__":
    main()
