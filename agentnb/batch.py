"""Many runs of one agent: ``run_batch(agent, tasks, ...)``.

Each task is its own run, saved as ``out/<task_id>.json`` after every step. A task that
failed because the endpoint did (unreachable, timeout, rate limit, 5xx, a cut stream) is
tried again with backoff, continuing from its last good step; a task that failed on its own
logic (an exception, a limit, a format error) is not. Every attempt is appended to
``out/attempts.jsonl``. Running the same batch again with the same ``out/`` skips finished
tasks and continues interrupted ones.

Runs go to any ``concurrent.futures.Executor`` (``executor=``; a thread pool of
``concurrency`` by default), e.g. a Dask ``distributed`` client's ``get_executor()``: the
agent is then pickled to the workers, which need the same ``out/`` (one machine or a shared
file system) and must reach the model endpoint.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import random
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import BatchError, ConfigError, RunFileError
from .types import Record, StopReason, Usage

# stop reasons of endpoint faults worth another try; anything else is the task's own outcome
_CANCELLED: set[str] = set()  # batches interrupted in this process (Ctrl-C)
RETRYABLE = frozenset({"endpoint_unreachable", "endpoint_timeout", "rate_limited",
                       "server_error", "stream_interrupted"})
ATTEMPTS_FILE = "attempts.jsonl"


@dataclass(frozen=True)
class Task:
    """One task of a batch: its id, text and the agent options it overrides
    (``AgentConfig.with_options``)."""

    task_id: str
    task: str
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(repr=False)
class BatchResult(Record):
    """How one task went. ``seconds`` is the run's active time, ``wall`` this call's time
    on it (0 for a task skipped as already finished); ``calls`` lists the tool calls that
    ran (name, arguments, ok); ``checks`` what to verify in the answer (``Step.checks()``);
    ``error`` is the exception that stopped the task, if any."""

    task_id: str
    task: str
    answer: str | None = None
    stop_reason: str | None = None
    steps: int = 0
    usage: Usage = field(default_factory=Usage)
    path: str | None = None
    seconds: float = 0.0
    wall: float = 0.0
    attempts: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None
    skipped: bool = False
    calls: list[dict[str, Any]] = field(default_factory=list)
    # what to verify in the answer (``Step.checks()`` of the answering step)
    checks: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Finished with an answer (not a limit, a fault or an error)."""
        return self.error is None and self.stop_reason == StopReason.FINAL_ANSWER

    def row(self) -> dict[str, Any]:
        """The summary table's row."""
        return {"task_id": self.task_id, "stop_reason": self.stop_reason or "error",
                "steps": self.steps, "tokens": self.usage.total_tokens,
                "seconds": round(self.seconds, 3), "attempts": len(self.attempts),
                "skipped": self.skipped, "answer": (self.answer or self.error or "")[:80]}


class BatchResults(list):
    """The results of ``run_batch``, in task order, with a summary table."""

    out: Path | None = None

    def table(self) -> Any:
        """A pandas DataFrame when pandas is installed, else a list of dicts."""
        from .render import rows_frame

        return rows_frame([r.row() for r in self], "task_id")

    def stop_reasons(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for r in self:
            key = r.stop_reason or "error"
            counts[key] = counts.get(key, 0) + 1
        return counts

    def __repr__(self) -> str:
        return f"<BatchResults {len(self)} tasks: {self.stop_reasons()}>"

    def _repr_html_(self) -> str:
        from .render import rows_html

        return rows_html([r.row() for r in self])


def task_list(tasks: Iterable[str | dict[str, Any]]) -> list[Task]:
    """Tasks from strings or dicts (``{"task": ..., "id": ..., **agent options}``). A task
    without an id gets one from its position and text, stable across re-runs."""
    out, seen = [], set()
    for i, item in enumerate(tasks):
        if isinstance(item, str):
            item = {"task": item}
        if not isinstance(item, dict) or not isinstance(item.get("task"), str) \
                or not item["task"].strip():
            raise ConfigError(f"task {i}: needs a non-empty 'task' string, got {item!r:.80}")
        options = {k: v for k, v in item.items() if k not in ("task", "id", "task_id")}
        given = item.get("id", item.get("task_id"))
        digest = hashlib.sha1(item["task"].encode()).hexdigest()[:8]
        task_id = str(given) if given is not None else f"t{i:05d}-{digest}"
        if not task_id or any(c in task_id for c in "/\\") or task_id.startswith("."):
            raise ConfigError(f"task {i}: id {task_id!r} cannot name a file")
        if task_id in seen:
            raise ConfigError(f"task {i}: id {task_id!r} is used twice")
        seen.add(task_id)
        out.append(Task(task_id, item["task"], options))
    return out


def run_batch(agent: Any, tasks: Iterable[str | dict[str, Any]], *,
              concurrency: int | None = None,
              retries: int = 2, out: str | Path | None = "runs/batch", backoff: float = 1.0,
              executor: Executor | None = None, progress: bool = True) -> BatchResults:
    """Run every task with ``agent`` (each its own run) and return their results in order.

    ``concurrency`` is how many tasks run at once: by default 1 on a llama-cpp-python
    server (the embedded model), which answers one request at a time, so that parallel
    requests only queue and evict each other's prompt cache (``bench/batch.py``: 16 tasks
    took 135 s at 1, 161 s at 4); else 4.
    ``retries`` is how many more tries a task gets after an endpoint fault, waiting
    ``backoff * 2**n`` seconds (jittered) between them. ``out=None`` keeps the runs in
    memory (nothing to resume). A task that raises is recorded with its error and the
    batch goes on; an ``out/`` that cannot be written stops the batch with a ``BatchError``
    (what was written stays).
    """
    specs = task_list(tasks)
    if concurrency is None:
        concurrency = default_concurrency(agent.model)
    if not isinstance(concurrency, int) or concurrency < 1:
        raise ConfigError("concurrency must be a positive integer")
    if not isinstance(retries, int) or retries < 0:
        raise ConfigError("retries must be a non-negative integer")
    for spec in specs:  # bad overrides are the caller's error: say so before anything runs
        agent.with_options(**spec.options)
    if executor is not None and not isinstance(executor, ThreadPoolExecutor):
        _check_sendable(agent)
    folder = _writable(Path(out)) if out is not None else None
    results: list[BatchResult | None] = [None] * len(specs)
    bar = _progress(len(specs), progress)
    lock = threading.Lock()

    def record(i: int, ended: Any) -> None:  # on whichever thread the task ended
        result = _result_of(ended, specs[i], folder)
        with lock:
            results[i] = result
            if bar is not None:
                bar.update(1)
                bar.set_postfix_str(result.stop_reason or "error", refresh=False)

    job = (agent, folder, retries, backoff, uuid.uuid4().hex)
    try:
        if executor is None:
            _on_threads(specs, job, concurrency, record)
        else:
            _on_executor(executor, specs, job, concurrency, record)
    finally:
        if bar is not None:
            bar.close()
    batch = BatchResults(r for r in results if r is not None)
    batch.out = folder
    return batch


def default_concurrency(model: Any) -> int:
    """1 for a llama-cpp-python server (one request at a time; its kind as the model
    reports it: a constant for the embedded model, the server's metadata routes
    otherwise), else 4."""
    try:
        kind = model.server_facts().get("kind")
    except Exception:  # an endpoint that cannot tell: the general default
        kind = None
    return 1 if kind == "llama-cpp-python" else 4


def _on_threads(specs: list[Task], job: tuple[Any, ...], concurrency: int,
                record: Callable[[int, Any], None]) -> None:
    """Run the tasks on ``concurrency`` threads of our own, each taking the next task as
    soon as it is done and recording its result itself: this thread only waits, so no
    hand-off slows the tasks down. Ctrl-C here (or an ``out/`` that cannot be written)
    stops the threads' runs after their current step."""
    todo: queue.SimpleQueue = queue.SimpleQueue()
    for item in enumerate(specs):
        todo.put(item)
    token, failed = job[-1], []

    live = [min(concurrency, len(specs))]
    all_done, count = threading.Event(), threading.Lock()
    if not specs:
        return

    def work() -> None:
        try:
            while token not in _CANCELLED:
                try:
                    i, spec = todo.get_nowait()
                except queue.Empty:
                    return
                try:
                    ended: Any = run_task(job[0], spec, *job[1:])
                except BaseException as exc:
                    ended = exc
                try:
                    record(i, ended)
                except BaseException as exc:  # the batch cannot go on: stop the others too
                    failed.append(exc)
                    _CANCELLED.add(token)
                    return
        finally:
            with count:
                live[0] -= 1
                if live[0] == 0:
                    all_done.set()

    threads = [threading.Thread(target=work, name=f"agentnb-batch-{n}", daemon=True)
               for n in range(live[0])]
    for t in threads:
        t.start()
    try:
        # a timed wait on an Event, so Ctrl-C reaches this thread (a Thread.join that
        # Ctrl-C interrupts can mark a running thread as stopped: CPython's bpo-45274)
        while not all_done.wait(0.2):
            pass
    finally:  # finished, failed or interrupted: the threads stop after their current step
        _CANCELLED.add(token)
        all_done.wait()
        _CANCELLED.discard(token)
    if failed:
        raise failed[0]


def _on_executor(executor: Executor, specs: list[Task], job: tuple[Any, ...],
                 concurrency: int, record: Callable[[int, Any], None]) -> None:
    """Submit the tasks to ``executor``, at most ``concurrency`` at a time, and record
    each as it ends."""
    pending = list(enumerate(specs))
    futures: dict[Future, int] = {}
    try:
        while pending or futures:
            while pending and len(futures) < concurrency:
                i, spec = pending.pop(0)
                futures[executor.submit(run_task, job[0], spec, *job[1:])] = i
            finished, _ = wait(futures, return_when=FIRST_COMPLETED)
            for fut in finished:
                record(futures.pop(fut), fut)
    finally:
        for fut in futures:
            fut.cancel()


def _result_of(ended: Any, spec: Task, folder: Path | None) -> BatchResult:
    """A task's result (from a future, or as our threads pass it: the result or what the
    task raised); a task that raised becomes a result with its error (an ``out/`` that
    cannot be written stops the batch)."""
    try:
        if isinstance(ended, BaseException):
            raise ended
        return ended.result() if isinstance(ended, Future) else ended
    except BatchError:
        raise
    except Exception as exc:  # the worker itself failed (pickling, a lost Dask worker)
        return BatchResult(spec.task_id, spec.task, error=f"{type(exc).__name__}: {exc}",
                           path=str(folder / f"{spec.task_id}.json") if folder else None)


def run_task(agent: Any, spec: Task, folder: Path | None, retries: int = 2,
             backoff: float = 1.0, token: str = "") -> BatchResult:
    """One task of a batch, in whatever process runs it: load or start its run, step it
    to the end, try again after endpoint faults. Module-level, so executors can pickle it.
    A batch interrupted in this process (``token`` in ``_CANCELLED``) leaves its runs
    between two steps, unfinished: the next call resumes them."""
    from .loop import Run

    t0 = time.perf_counter()
    path = folder / f"{spec.task_id}.json" if folder is not None else None
    result = BatchResult(spec.task_id, spec.task, path=str(path) if path else None)
    try:
        task_agent = agent.with_options(**spec.options)
        run = _load(Run, path, task_agent, spec) if path is not None and path.exists() \
            else None
        if run is not None and run.finished and run.stop_reason not in RETRYABLE:
            result.skipped = True
            return _fill(result, run, 0.0)
        if run is None:
            run = task_agent.start(spec.task, save_to=path or False)
        for attempt in range(retries + 1):
            started = time.perf_counter()
            if run.finished:  # ended by an endpoint fault: drop that step and go on
                run.rewind(len(run.steps) - 1)
            error = None
            try:
                run.resume(max_steps=0)  # repair a step a crash interrupted
                for _ in run.iter_steps():
                    if token in _CANCELLED:
                        return _fill(result, run, time.perf_counter() - t0)
            except OSError as exc:
                raise BatchError(f"cannot write the run of task {spec.task_id} to {path}: "
                                 f"{exc}") from exc
            except Exception as exc:  # the task's own failure: recorded, never retried
                error = f"{type(exc).__name__}: {exc}"
            record = {"task_id": spec.task_id, "attempt": attempt + 1,
                      "stop_reason": run.stop_reason, "error": error, "time": time.time(),
                      "pid": os.getpid(), "seconds": round(time.perf_counter() - started, 4)}
            result.attempts.append(record)
            _append(folder, record)
            if error is not None:
                result.error = error
                break
            if run.stop_reason not in RETRYABLE or attempt == retries:
                break
            time.sleep(backoff * 2 ** attempt * random.uniform(0.5, 1.0))
        return _fill(result, run, time.perf_counter() - t0)
    except BatchError:
        raise
    except Exception as exc:
        result.error = f"{type(exc).__name__}: {exc}"
        result.wall = time.perf_counter() - t0
        return result


def _load(run_cls: Any, path: Path, agent: Any, spec: Task) -> Any:
    """The task's saved run; a damaged file is moved aside (kept) and the task starts over.
    A file holding another task under this id is an error: ids name tasks."""
    try:
        run = run_cls.load(path, agent=agent)
    except RunFileError:
        path.replace(path.with_name(f"{path.name}.damaged-{int(time.time())}"))
        return None
    if run.task != spec.task:
        raise ConfigError(f"{path} holds another task under id {spec.task_id!r} "
                          f"({run.task[:60]!r}); use a new out/ or other ids")
    return run


def _fill(result: BatchResult, run: Any, wall: float) -> BatchResult:
    result.answer, result.stop_reason = run.answer, run.stop_reason
    result.steps, result.usage, result.seconds = len(run.steps), run.usage, run.active_seconds
    result.wall = wall
    result.calls = [{"name": c.name, "arguments": c.arguments, "ok": r.ok}
                    for s in run.steps for c, r in s.calls_with_results()]
    result.checks = [c for s in run.steps[-1:] if s.answer is not None for c in s.checks()]
    return result


def _append(folder: Path | None, record: dict[str, Any]) -> None:
    """One line per attempt; O_APPEND keeps lines from several workers whole."""
    if folder is None:
        return
    line = (json.dumps(record) + "\n").encode()
    try:
        fd = os.open(folder / ATTEMPTS_FILE, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line)
        finally:
            os.close(fd)
    except OSError as exc:
        raise BatchError(f"cannot write {folder / ATTEMPTS_FILE}: {exc}") from exc


def attempts(out: str | Path) -> list[dict[str, Any]]:
    """Every attempt recorded under ``out/``, oldest first."""
    path = Path(out) / ATTEMPTS_FILE
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _writable(folder: Path) -> Path:
    """``folder``, created and checked by writing a file: a batch that cannot save its
    runs stops before the first task."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".write-check-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise BatchError(f"cannot write the batch's runs to {folder}: {exc}") from exc
    return folder


def _check_sendable(agent: Any) -> None:
    """An executor of other processes (Dask, a process pool) pickles the agent: one that
    cannot be sent stops the batch before it starts, saying why."""
    try:
        import cloudpickle as pickler  # what Dask uses: lambdas and notebook functions too
    except ImportError:
        import pickle as pickler  # type: ignore[no-redef]
    try:
        pickler.dumps(agent)
    except Exception as exc:
        raise BatchError(f"the agent cannot be sent to the executor's workers: {exc}"
                         ) from exc


def _progress(total: int, enabled: bool) -> Any:
    """A tqdm bar (the notebook widget inside Jupyter, text elsewhere), or None."""
    if not enabled:
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, desc="tasks", unit="task")


def summary(results: Sequence[BatchResult]) -> dict[str, Any]:
    """Totals over a batch: tasks, answered, stop reasons, tokens, active seconds."""
    return {"tasks": len(results), "answered": sum(r.ok for r in results),
            "stop_reasons": BatchResults(results).stop_reasons(),
            "tokens": sum(r.usage.total_tokens for r in results),
            "seconds": round(sum(r.seconds for r in results), 3),
            "retried": sum(len(r.attempts) > 1 for r in results)}
