"""The agent as an HTTP service: ``create_app(agent)`` (FastAPI), ``agentnb serve``.

Runs are saved after every step in a run store (``agentnb.runstore``: SQLite by default,
``runs/service.db``; a ``redis://`` URL for several workers), so a run started over HTTP
can be loaded and continued in a notebook (``Run.load("runs/service.db#<id>",
agent=agent)``), a restarted service finds its runs again, and a worker sharing the store
picks up a run another worker stepped (it reloads any run whose revision moved).

Routes: ``POST /runs`` (``{"task": ...}``), ``POST /runs/{id}/step``, ``POST
/runs/{id}/run`` (``?wait=false`` returns at once), ``GET /runs/{id}``, ``GET /runs``
(``?status=``), ``GET /runs/{id}/events`` (server-sent events: ``call`` before each model
call of a step, with its name, ``text`` while it streams, ``step`` after each step,
``end`` when stepping stops), the interventions
``approve``, ``deny``, ``inject``, ``stop``, ``rewind`` (``POST /runs/{id}/...``, the same
rules as in Python), ``GET /healthz`` and ``GET /metrics`` (Prometheus). Bound to
anything but loopback, the service needs a token (``AGENTNB_SERVICE_TOKEN``), and every
request must carry it (``Authorization: Bearer ...``).
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import json
import os
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from . import observe
from .errors import AgentnbError, ConfigError, RunFileError, RunFinishedError
from .loop import Run
from .privacy import redact
from .runstore import JsonFile, RunStore, open_store
from .types import Step

TOKEN_ENV = "AGENTNB_SERVICE_TOKEN"
STATUSES = ("running", "awaiting_approval", "ready", "finished")


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewRun(_Body):
    task: str
    max_steps: int | None = None


class Approval(_Body):
    ids: list[str] | None = None
    arguments: dict[str, dict[str, Any]] | None = None


class Denial(_Body):
    reason: str = "denied by the operator"
    ids: list[str] | None = None


class Message(_Body):
    content: str


class Rewind(_Body):
    k: int


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_binding(host: str, token: str | None) -> None:
    """A service reachable from other machines must have a token."""
    if not is_loopback(host) and not token:
        raise ConfigError(f"refusing to serve on {host} without a token: set {TOKEN_ENV} "
                          "(every request must then send it), or bind to 127.0.0.1")


class Metrics:
    """Prometheus figures of one service (its own registry: several apps in one process
    do not mix)."""

    def __init__(self) -> None:
        from prometheus_client import CollectorRegistry, Counter, Histogram

        self.registry = CollectorRegistry()
        self.steps = Counter("agentnb_steps", "Steps run", ["model"], registry=self.registry)
        self.tokens = Counter("agentnb_tokens", "Tokens used", ["model", "kind"],
                              registry=self.registry)
        self.step_seconds = Histogram("agentnb_step_seconds", "Wall time of a step",
                                      ["model"], registry=self.registry)
        self.tool_calls = Counter("agentnb_tool_calls", "Tool calls by outcome",
                                  ["tool", "outcome"], registry=self.registry)
        self.stops = Counter("agentnb_runs_ended", "Runs ended, by stop reason",
                             ["stop_reason"], registry=self.registry)

    def record(self, model: str, step: Step) -> None:
        self.steps.labels(model).inc()
        self.tokens.labels(model, "prompt").inc(step.usage.prompt_tokens)
        self.tokens.labels(model, "completion").inc(step.usage.completion_tokens)
        self.step_seconds.labels(model).observe(step.timings.get("total", 0.0))
        for r in step.results:
            self.tool_calls.labels(r.name, "ok" if r.ok else "error").inc()
        if step.stop_reason and step.stop_reason != "awaiting_approval":
            self.stops.labels(step.stop_reason).inc()


class Service:
    """The runs one app serves: in memory while served, in the store after every step."""

    def __init__(self, agent: Any, store: str | Path | RunStore) -> None:
        self.agent, self.store = agent, open_store(store)
        if isinstance(self.store, JsonFile):
            raise ConfigError("a service needs a store of many runs (a .db file or a "
                              "redis:// URL), not one JSON file")
        self.runs: dict[str, Run] = {}
        self.busy: dict[str, threading.Thread] = {}
        self.listeners: dict[str, list[tuple[asyncio.AbstractEventLoop, asyncio.Queue]]] = {}
        self.lock = threading.Lock()
        self.metrics = Metrics()

    def start(self, body: NewRun, trace: str | None = None) -> Run:
        """A new run, in the caller's trace when it sent one (``traceparent``)."""
        agent = self.agent.with_options(max_steps=body.max_steps) if body.max_steps \
            else self.agent
        run = agent.start(body.task, save_to=self.store)
        run.state.trace_id = trace or run.state.trace_id
        run.save()
        with self.lock:
            self.runs[run.id] = run
        return run

    def get(self, run_id: str) -> Run:
        """The run, loaded again when its revision moved: another worker or a notebook
        saved it (never while it runs here)."""
        with self.lock:
            run = self.runs.get(run_id)
        if run is not None and (self.status(run) == "running"
                                or self.store.revision(run_id) == run._mark.rev):
            return run
        if not run_id.isalnum():
            raise KeyError(run_id)
        run = Run.load(self.store, agent=self.agent, run_id=run_id)
        with self.lock:
            self.runs[run_id] = run
        return run

    def status(self, run: Run) -> str:
        if run.id in self.busy and self.busy[run.id].is_alive():
            return "running"
        if run.finished:
            return "finished"
        return "awaiting_approval" if run.pending else "ready"

    def view(self, run: Run, steps: bool = True) -> dict[str, Any]:
        out = {"id": run.id, "trace_id": run.state.trace_id, "task": run.task,
               "status": self.status(run),
               "finished": run.finished, "stop_reason": run.stop_reason, "answer": run.answer,
               "steps_done": len(run.steps), "usage": run.usage.to_dict(),
               "pending": [c.to_dict() for c in run.pending], "address": run.address}
        if steps:
            out["steps"] = [s.to_dict() for s in run.steps]
        return out

    # -- stepping, with events -------------------------------------------------------
    def publish(self, run_id: str, event: str, data: Any) -> None:
        payload = redact(json.dumps(data, default=str))
        for loop, queue in list(self.listeners.get(run_id, [])):
            loop.call_soon_threadsafe(queue.put_nowait, (event, payload))

    def step(self, run: Run) -> Step:
        if self.status(run) == "running":
            raise AgentnbError(f"run {run.id} is running: wait for it, or POST /stop")
        return self._step(run)

    def _step(self, run: Run) -> Step:
        step = run.step(on_text=lambda text: self.publish(run.id, "text", {"text": text}),
                        on_call=lambda name: self.publish(run.id, "call", {"name": name}))
        self.metrics.record(run.agent.model.name if run.agent else "", step)
        self.publish(run.id, "step", step.to_dict())
        return step

    def run(self, run: Run, wait: bool) -> None:
        if self.status(run) == "running":
            raise AgentnbError(f"run {run.id} is already running")

        def loop() -> None:
            try:
                while not run.finished and not run.pending:  # stop() finishes it
                    self._step(run)
            except AgentnbError as exc:
                self.publish(run.id, "error", {"error": str(exc)})
            finally:
                self.publish(run.id, "end", self.view(run, steps=False))

        thread = threading.Thread(target=loop, daemon=True, name=f"agentnb-serve-{run.id}")
        self.busy[run.id] = thread
        thread.start()
        if wait:
            thread.join()

    async def events(self, run_id: str) -> AsyncIterator[dict[str, str]]:
        queue: asyncio.Queue = asyncio.Queue()
        entry = (asyncio.get_running_loop(), queue)
        self.listeners.setdefault(run_id, []).append(entry)
        try:
            while True:
                event, payload = await queue.get()
                yield {"event": event, "data": payload}
        finally:
            self.listeners[run_id].remove(entry)


def create_app(agent: Any, store: str | Path | RunStore = "runs/service.db", *,
               token: str | None = None) -> Any:
    """The FastAPI app serving ``agent``, keeping its runs in ``store`` (a ``.db`` path, a
    ``redis://`` URL or a store). ``token``: every request must send it as
    ``Authorization: Bearer <token>`` (``agentnb serve`` reads it from the environment)."""
    from fastapi import FastAPI, Header, HTTPException, Query, Request
    from fastapi.responses import JSONResponse, PlainTextResponse, Response
    from sse_starlette.sse import EventSourceResponse

    svc = Service(agent, store)
    app = FastAPI(title="agentnb", version="1")
    app.state.service = svc

    @app.middleware("http")
    async def need_token(request: Request, call_next: Callable[..., Any]) -> Any:
        if token:
            sent = request.headers.get("authorization", "")
            if not hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
                return JSONResponse({"error": "a valid token is needed"}, status_code=401)
        return await call_next(request)

    def reply(data: Any, status: int = 200, trace: str | None = None) -> Response:
        return Response(redact(json.dumps(data, default=str)), status_code=status,
                        media_type="application/json",
                        headers={"X-Trace-Id": trace} if trace else None)

    def find(run_id: str) -> Run:
        try:
            return svc.get(run_id)
        except (KeyError, RunFileError):
            raise HTTPException(404, f"no run {run_id!r}") from None

    def act(run_id: str, action: Callable[[Run], Any]) -> Response:
        run = find(run_id)
        try:
            action(run)
        except ConfigError as exc:
            return reply({"error": str(exc)}, 422)
        except (AgentnbError, RunFinishedError) as exc:
            return reply({"error": str(exc)}, 409)
        return reply(svc.view(run), trace=run.state.trace_id)

    @app.get("/healthz")
    def healthz() -> dict[str, Any]:
        return {"ok": True, "runs": len(svc.runs)}

    @app.get("/metrics")
    def metrics() -> Response:
        from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

        return PlainTextResponse(generate_latest(svc.metrics.registry),
                                 media_type=CONTENT_TYPE_LATEST)

    @app.post("/runs", status_code=201)
    def new_run(body: NewRun, traceparent: str | None = Header(None)) -> Response:
        try:
            run = svc.start(body, observe.trace_of(traceparent))
        except ConfigError as exc:
            return reply({"error": str(exc)}, 422)
        return reply({"id": run.id, "trace_id": run.state.trace_id,
                      "status": svc.status(run)}, 201, trace=run.state.trace_id)

    @app.get("/runs")
    def list_runs(status: str | None = Query(None)) -> Response:
        if status is not None and status not in STATUSES:
            return reply({"error": f"status must be one of {list(STATUSES)}"}, 422)
        views = []
        for info in svc.store.runs():  # with runs saved by others (workers, notebooks)
            try:
                views.append(svc.view(svc.get(info.id), steps=False))
            except (KeyError, RunFileError):
                continue
        return reply([v for v in views if status is None or v["status"] == status])

    @app.get("/runs/{run_id}")
    def get_run(run_id: str) -> Response:
        run = find(run_id)
        return reply(svc.view(run), trace=run.state.trace_id)

    @app.post("/runs/{run_id}/step")
    def step(run_id: str) -> Response:
        return act(run_id, svc.step)

    @app.post("/runs/{run_id}/run")
    def run_all(run_id: str, wait: bool = True) -> Response:
        return act(run_id, lambda r: svc.run(r, wait))

    @app.post("/runs/{run_id}/approve")
    def approve(run_id: str, body: Approval | None = None) -> Response:
        body = body or Approval()
        return act(run_id, lambda r: r.approve(body.ids, arguments=body.arguments))

    @app.post("/runs/{run_id}/deny")
    def deny(run_id: str, body: Denial | None = None) -> Response:
        body = body or Denial()
        return act(run_id, lambda r: r.deny(body.reason, body.ids))

    @app.post("/runs/{run_id}/inject")
    def inject(run_id: str, body: Message) -> Response:
        return act(run_id, lambda r: r.inject(body.content))

    @app.post("/runs/{run_id}/stop")
    def stop(run_id: str) -> Response:
        return act(run_id, lambda r: r.stop())

    @app.post("/runs/{run_id}/rewind")
    def rewind(run_id: str, body: Rewind) -> Response:
        return act(run_id, lambda r: r.rewind(body.k))

    @app.get("/runs/{run_id}/events")
    async def events(run_id: str) -> Any:
        find(run_id)
        return EventSourceResponse(svc.events(run_id))

    return app


def serve(agent: Any, host: str = "127.0.0.1", port: int = 8000,
          store: str | Path | RunStore = "runs/service.db") -> None:
    """Serve ``agent`` with uvicorn until interrupted."""
    import uvicorn

    token = os.environ.get(TOKEN_ENV) or None
    check_binding(host, token)
    uvicorn.run(create_app(agent, store, token=token), host=host, port=port,
                log_level="info")
