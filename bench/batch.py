"""Batches: agentnb's own cost per task, the batch's wall time over its runs' own time,
resume, and the embedded model at several concurrencies and on a Dask LocalCluster.

    python bench/batch.py [--tasks 1000] [--embedded 16] [--no-embedded]

Prints one JSON line per figure set. Every task: two steps (a tool call, then the answer).
The scripted model answers at once (``--model-ms`` adds a sleep per model call), so the
figures are agentnb's own cost. ``wall_over_tasks`` is the batch's wall time (times its
concurrency) over the sum of the time spent inside each task (its steps and the saves of
its run file): the batch's own bookkeeping. ``wall_over_steps`` is over the time inside
``run.step()`` only: saving and starting runs count as overhead there.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agentnb import Agent
from agentnb.batch import run_batch
from tests.helpers import batch_agent


def scripted(n: int, model_ms: float) -> None:
    batch_agent.DELAY["seconds"] = model_ms / 1000
    tasks = batch_agent.tasks(n)
    for out_kind in ("disk", "memory"):
        for concurrency in (1, 4, 16):
            with tempfile.TemporaryDirectory() as tmp:
                out = Path(tmp) / "b" if out_kind == "disk" else None
                t0 = time.perf_counter()
                results = run_batch(batch_agent.make_agent(), tasks, concurrency=concurrency,
                                    out=out, progress=False)
                wall = time.perf_counter() - t0
                steps = sum(r.seconds for r in results)  # inside run.step()
                tasks_own = sum(r.wall for r in results)  # inside each task: steps + saves
                line = {"bench": "batch_scripted", "tasks": n, "out": out_kind,
                        "model_ms": model_ms, "concurrency": concurrency,
                        "answered": sum(r.ok for r in results), "wall_s": round(wall, 3),
                        "per_task_ms": round(wall / n * 1000, 3),
                        "wall_over_tasks": round(wall * concurrency / tasks_own, 3),
                        "wall_over_steps": round(wall * concurrency / steps, 3)}
                if concurrency == 1:
                    line["batch_ms_per_task"] = round((wall - tasks_own) / n * 1000, 3)
                    line["outside_steps_ms_per_task"] = round((tasks_own - steps) / n * 1000,
                                                              3)
                if out is not None and concurrency == 1:
                    t0 = time.perf_counter()
                    again = run_batch(batch_agent.make_agent(), tasks, out=out,
                                      progress=False)
                    skip = time.perf_counter() - t0
                    assert all(r.skipped for r in again)
                    line["resume_skip_s"] = round(skip, 3)
                    line["resume_skip_per_task_ms"] = round(skip / n * 1000, 3)
                print(json.dumps(line), flush=True)


def embedded(n: int) -> None:
    from agentnb.cli import demo_tools
    from agentnb.models.embedded import EmbeddedServer, default_gguf
    from agentnb.models.openai_compat import OpenAICompatModel

    cities = ["Paris", "Tokyo"]
    tasks = [f"What is the weather in {cities[i % 2]}? ({i})" for i in range(n)]
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        def agent() -> Agent:
            model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object",
                                      context_window=server.n_ctx)
            return Agent(model=model, tools=demo_tools(), max_steps=4)

        agent().start("warm up", save_to=False).step()
        runs = [("threads", 1), ("threads", 4), ("dask", 2)]
        for kind, concurrency in runs:
            with tempfile.TemporaryDirectory() as tmp:
                t0 = time.perf_counter()
                if kind == "dask":
                    from distributed import Client, LocalCluster

                    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                      dashboard_address=None, host="127.0.0.1") as cluster, \
                            Client(cluster) as client:
                        started = time.perf_counter()
                        results = run_batch(agent(), tasks, concurrency=concurrency,
                                            out=Path(tmp), executor=client.get_executor(),
                                            progress=False)
                        batch_wall = time.perf_counter() - started
                else:
                    results = run_batch(agent(), tasks, concurrency=concurrency,
                                        out=Path(tmp), progress=False)
                    batch_wall = time.perf_counter() - t0
                own = sum(r.seconds for r in results)
                print(json.dumps({
                    "bench": "batch_embedded", "tasks": n, "executor": kind,
                    "concurrency": concurrency, "answered": sum(r.ok for r in results),
                    "wall_s": round(batch_wall, 2),
                    "with_cluster_start_s": round(time.perf_counter() - t0, 2),
                    "runs_active_s": round(own, 2),
                    "tasks_per_min": round(n / batch_wall * 60, 1),
                    "steps": sum(r.steps for r in results)}), flush=True)
    finally:
        server.stop()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tasks", type=int, default=1000)
    ap.add_argument("--model-ms", type=float, default=0.0)
    ap.add_argument("--embedded", type=int, default=16)
    ap.add_argument("--no-embedded", action="store_true")
    args = ap.parse_args()
    scripted(args.tasks, args.model_ms)
    if not args.no_embedded:
        embedded(args.embedded)


if __name__ == "__main__":
    main()
