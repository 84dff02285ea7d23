"""The HTTP service: per-step cost over HTTP beside the same steps in process, and 200
runs driven concurrently over HTTP (throughput, p50/p99 step latency, every run's answer
its own).

    python bench/service.py [--runs 200] [--clients 16]

A scripted model (no model time), uvicorn on 127.0.0.1, httpx clients. Prints JSON lines.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx
import uvicorn

from agentnb.models.embedded import free_port
from agentnb.service import create_app
from tests.helpers import batch_agent


def serve(folder: Path) -> tuple[uvicorn.Server, str]:
    port = free_port()
    app = create_app(batch_agent.make_agent(), folder / "service.db")
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           lifespan="off"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.01)
    return server, f"http://127.0.0.1:{port}"


def per_step(url: str, folder: Path, n: int) -> None:
    agent = batch_agent.make_agent()
    tasks = batch_agent.tasks(n)
    t0 = time.perf_counter()
    for task in tasks:  # in process, saved as the service saves
        agent.start(task, save_to=folder / "local.db").run()
    local = (time.perf_counter() - t0) / (2 * n)
    with httpx.Client(base_url=url, timeout=60) as http:
        t0 = time.perf_counter()
        for task in tasks:
            run_id = http.post("/runs", json={"task": task}).json()["id"]
            http.post(f"/runs/{run_id}/step")
            http.post(f"/runs/{run_id}/step")
        remote = (time.perf_counter() - t0) / (2 * n)
    print(json.dumps({"bench": "service_per_step", "runs": n,
                      "in_process_ms": round(local * 1000, 3),
                      "over_http_ms": round(remote * 1000, 3),
                      "http_over_in_process": round(remote / local, 2)}), flush=True)


def concurrent(url: str, runs: int, clients: int) -> None:
    tasks = batch_agent.tasks(runs)
    latencies: list[float] = []
    answers: dict[str, str] = {}
    lock = threading.Lock()

    def drive(task: str) -> None:
        with httpx.Client(base_url=url, timeout=60) as http:
            run_id = http.post("/runs", json={"task": task}).json()["id"]
            while True:
                t0 = time.perf_counter()
                view = http.post(f"/runs/{run_id}/step").json()
                with lock:
                    latencies.append(time.perf_counter() - t0)
                if view["finished"]:
                    with lock:
                        answers[task] = view["answer"]
                    return

    t0 = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(drive, tasks))
    wall = time.perf_counter() - t0
    right = sum(answers.get(t) == f"The square is {int(t.split()[-1]) ** 2}." for t in tasks)
    q = statistics.quantiles(latencies, n=100)
    print(json.dumps({"bench": "service_concurrent", "runs": runs, "clients": clients,
                      "steps": len(latencies), "wall_s": round(wall, 2),
                      "steps_per_s": round(len(latencies) / wall, 1),
                      "p50_ms": round(q[49] * 1000, 2), "p99_ms": round(q[98] * 1000, 2),
                      "answers_right": right, "runs_lost": runs - len(answers)}), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--per-step-runs", type=int, default=100)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server, url = serve(Path(tmp) / "service")
        try:
            per_step(url, Path(tmp), args.per_step_runs)
            concurrent(url, args.runs, args.clients)
        finally:
            server.should_exit = True


if __name__ == "__main__":
    main()
