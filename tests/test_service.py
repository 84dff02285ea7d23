"""The agent as a service: real HTTP requests (httpx) against the app served by uvicorn on
127.0.0.1, server-sent events included, and a run started over HTTP continued from its
file as a notebook would."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest

from agentnb import Agent, Run
from agentnb.errors import ConfigError, RunConflictError
from agentnb.models.embedded import free_port
from agentnb.service import check_binding, create_app
from agentnb.testing import FunctionModel, tool_call_message
from tests.helpers.batch_agent import decide, make_agent, square
from tests.helpers.common import mailer, transfer_agent

pytest.importorskip("fastapi")


class Served:
    """An app served by uvicorn on a thread; ``close()`` stops it."""

    def __init__(self, app) -> None:
        import uvicorn

        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port,
                                                    log_level="warning", lifespan="off"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.02)
        assert self.server.started, "uvicorn did not start"
        self.url = f"http://127.0.0.1:{self.port}"

    def close(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture
def serve(tmp_path):
    started: list[Served] = []

    def start(agent, store=None, **kw):
        app = create_app(agent, store or tmp_path / "runs.db", **kw)
        served = Served(app)
        started.append(served)
        start.services[served.url] = app.state.service
        return served.url

    start.services = {}
    yield start
    for s in started:
        s.close()


def test_a_run_over_http_then_continued_from_its_file(serve, tmp_path):
    url = serve(make_agent())
    with httpx.Client(base_url=url, timeout=30) as http:
        assert http.get("/healthz").json()["ok"] is True
        created = http.post("/runs", json={"task": "Square the number 7"})
        assert created.status_code == 201
        run_id = created.json()["id"]
        view = http.post(f"/runs/{run_id}/step").json()
        assert view["status"] == "ready" and view["steps_done"] == 1
        assert view["steps"][0]["tool_calls"][0]["name"] == "square"
        assert http.get(f"/runs/{run_id}").json()["steps"][0]["results"][0]["content"] == "49"
        assert [r["id"] for r in http.get("/runs", params={"status": "ready"}).json()] == [
            run_id]
    # the notebook side: the same run, from the service's store
    run = Run.load(tmp_path / "runs.db", agent=make_agent(), run_id=run_id)
    run.run()
    assert run.answer == "The square is 49." and len(run.steps) == 2


def test_run_until_done_and_the_errors_of_bad_requests(serve):
    url = serve(make_agent())
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "Square the number 3"}).json()["id"]
        done = http.post(f"/runs/{run_id}/run").json()
        assert done["status"] == "finished" and done["answer"] == "The square is 9."
        again = http.post(f"/runs/{run_id}/step")
        assert again.status_code == 409 and "has finished" in again.json()["error"]
        assert http.get("/runs/nosuchrun").status_code == 404
        assert http.post("/runs", json={"task": "x", "colour": 1}).status_code == 422
        assert http.post("/runs", json={"task": "  "}).status_code == 422
        assert http.get("/runs", params={"status": "odd"}).status_code == 422
        rewound = http.post(f"/runs/{run_id}/rewind", json={"k": 1}).json()
        assert rewound["status"] == "ready" and rewound["steps_done"] == 1
        assert http.post(f"/runs/{run_id}/rewind", json={"k": 9}).status_code == 422


def test_a_repair_proposal_reaches_http_clients_who_accept_it(serve):
    agent, sent = transfer_agent()
    url = serve(agent)
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "Send 20 EUR to Ana"}).json()["id"]
        (call,) = http.post(f"/runs/{run_id}/step").json()["pending"]
        assert call["arguments"] == {"amount": 20} and call["proposed"] == {"currency": "EUR"}
        done = http.post(f"/runs/{run_id}/approve", json={"arguments": {
            call["id"]: {**call["arguments"], **call["proposed"]}}}).json()
        assert sent == [(20, "EUR")] and done["pending"] == []


def test_approvals_over_http(serve):
    send_email, sent = mailer()
    model = FunctionModel(lambda m, t: "sent" if any(x["role"] == "tool" for x in m)
                          else tool_call_message("send_email", {"to": "a@x"}, "c1"))
    url = serve(Agent(model, [send_email]))
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "mail a"}).json()["id"]
        paused = http.post(f"/runs/{run_id}/run").json()
        assert paused["status"] == "awaiting_approval" and sent == []
        (call,) = paused["pending"]
        listed = http.get("/runs", params={"status": "awaiting_approval"}).json()
        assert [r["id"] for r in listed] == [run_id]
        edited = http.post(f"/runs/{run_id}/approve",
                           json={"arguments": {call["id"]: {"to": "b@x"}}}).json()
        assert sent == ["b@x"] and edited["pending"] == []
        assert edited["steps"][0]["tool_calls"][0]["edited"] == {"to": "a@x"}
        assert http.post(f"/runs/{run_id}/approve").status_code == 409  # nothing waits
        assert http.post(f"/runs/{run_id}/run").json()["answer"] == "sent"
        # deny and inject on a second run
        other = http.post("/runs", json={"task": "mail a"}).json()["id"]
        http.post(f"/runs/{other}/step")
        denied = http.post(f"/runs/{other}/deny", json={"reason": "not today"}).json()
        assert "not today" in denied["steps"][0]["results"][0]["content"] and sent == ["b@x"]
        http.post(f"/runs/{other}/inject", json={"content": "Never mind."})
        assert Run.load(denied["address"]).messages[-1]["content"] == "Never mind."


def test_server_sent_events_one_per_step(serve):
    gate = threading.Event()

    def slow(messages, tools):
        gate.wait(5)
        return decide(messages, tools)

    url = serve(Agent(FunctionModel(slow), [square]))
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "Square the number 4"}).json()["id"]
        events: list[tuple[str, dict]] = []

        def listen() -> None:
            with http.stream("GET", f"/runs/{run_id}/events") as stream:
                name = None
                for line in stream.iter_lines():
                    if line.startswith("event:"):
                        name = line.split(":", 1)[1].strip()
                    elif line.startswith("data:"):
                        events.append((name, json.loads(line.split(":", 1)[1])))
                        if name == "end":
                            return

        listener = threading.Thread(target=listen)
        listener.start()
        deadline = time.monotonic() + 10  # until the listener is subscribed
        while not serve.services[url].listeners.get(run_id) and time.monotonic() < deadline:
            time.sleep(0.01)
        started = http.post(f"/runs/{run_id}/run", params={"wait": "false"}).json()
        assert started["status"] == "running"
        assert http.post(f"/runs/{run_id}/step").status_code == 409  # one stepper at a time
        gate.set()
        listener.join(20)
    names = [n for n, _ in events]
    assert names.count("step") == 2 and names[-1] == "end"
    assert [d["index"] for n, d in events if n == "step"] == [1, 2]
    assert "text" in names  # the reply's text, as it came
    # each model call is named before its text: native mode decides in one call a step
    assert [d["name"] for n, d in events if n == "call"] == ["decide", "decide"]
    assert names.index("call") < names.index("text")
    assert events[-1][1]["answer"] == "The square is 16."


def test_stop_over_http_ends_a_running_run(serve):
    release = threading.Event()

    def looping(messages, tools):
        release.wait(0.05)
        return tool_call_message("square", {"n": len(messages)}, f"c{len(messages)}")

    url = serve(Agent(FunctionModel(looping), [square], max_steps=200))
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "loop"}).json()["id"]
        http.post(f"/runs/{run_id}/run", params={"wait": "false"})
        time.sleep(0.3)
        http.post(f"/runs/{run_id}/stop")
        deadline = time.monotonic() + 10
        while http.get(f"/runs/{run_id}").json()["status"] == "running" and \
                time.monotonic() < deadline:
            time.sleep(0.05)
        view = http.get(f"/runs/{run_id}").json()
    assert view["stop_reason"] == "stopped_by_user" and view["steps_done"] < 200


def test_metrics_count_steps_tools_and_stop_reasons(serve):
    url = serve(make_agent())
    with httpx.Client(base_url=url, timeout=30) as http:
        for n in (2, 3):
            run_id = http.post("/runs", json={"task": f"Square the number {n}"}).json()["id"]
            http.post(f"/runs/{run_id}/run")
        text = http.get("/metrics").text
    assert 'agentnb_steps_total{model="function"} 4.0' in text
    assert 'agentnb_tool_calls_total{outcome="ok",tool="square"} 2.0' in text
    assert 'agentnb_runs_ended_total{stop_reason="final_answer"} 2.0' in text
    assert "agentnb_step_seconds_bucket" in text


def test_a_token_is_needed_off_loopback_and_then_on_every_request(serve):
    with pytest.raises(ConfigError, match="without a token"):
        check_binding("0.0.0.0", None)
    check_binding("0.0.0.0", "s3cret")
    check_binding("127.0.0.1", None)
    check_binding("::1", None)
    url = serve(make_agent(), token="s3cret")
    with httpx.Client(base_url=url, timeout=30) as http:
        assert http.get("/healthz").status_code == 401
        assert http.get("/runs", headers={"Authorization": "Bearer nope"}).status_code == 401
        ok = http.get("/healthz", headers={"Authorization": "Bearer s3cret"})
        assert ok.status_code == 200


def test_a_restarted_service_finds_its_runs(serve, tmp_path):
    url = serve(make_agent())
    with httpx.Client(base_url=url, timeout=30) as http:
        run_id = http.post("/runs", json={"task": "Square the number 5"}).json()["id"]
        http.post(f"/runs/{run_id}/step")
    url2 = serve(make_agent())  # a second app on the same store
    with httpx.Client(base_url=url2, timeout=30) as http:
        assert [r["id"] for r in http.get("/runs").json()] == [run_id]
        assert http.post(f"/runs/{run_id}/run").json()["answer"] == "The square is 25."


@pytest.mark.e2e
def test_two_workers_share_runs_through_redis(serve, redis_server):
    """Two service workers on one Redis store (a real redis-server): a run moves between
    them and a notebook, each picking up what the others saved."""
    import redis

    redis.Redis.from_url(redis_server).flushdb()
    a, b = serve(make_agent(), store=redis_server), serve(make_agent(), store=redis_server)
    with httpx.Client(base_url=a, timeout=30) as wa, httpx.Client(base_url=b, timeout=30) as wb:
        run_id = wa.post("/runs", json={"task": "Square the number 9"}).json()["id"]
        assert wb.get(f"/runs/{run_id}").json()["steps_done"] == 0
        assert wa.post(f"/runs/{run_id}/step").json()["steps_done"] == 1
        view = wb.get(f"/runs/{run_id}").json()  # b sees a's step
        assert view["steps_done"] == 1 and view["steps"][0]["results"][0]["content"] == "81"
        # a notebook changes it in between (its own copy, from the same store)
        notebook = Run.load(redis_server, agent=make_agent(), run_id=run_id)
        notebook.inject("Say it in words too.")
        done = wb.post(f"/runs/{run_id}/run").json()
        assert done["answer"] == "The square is 81." and done["steps_done"] == 2
        sent = [m["content"] for m in Run.load(view["address"]).messages]
        assert "Say it in words too." in sent
        # a stale copy cannot overwrite what the workers saved
        with pytest.raises(RunConflictError):
            notebook.rewind(0)
        assert wa.get(f"/runs/{run_id}").json()["status"] == "finished"
        assert [r["id"] for r in wa.get("/runs").json()] == [run_id]


def test_a_service_needs_a_store_of_many_runs(tmp_path):
    with pytest.raises(ConfigError, match="a store of many runs"):
        create_app(make_agent(), tmp_path / "one.json")
    with pytest.raises(ConfigError, match="cannot tell which run store"):
        create_app(make_agent(), tmp_path / "runs")


def test_a_callers_trace_is_kept_and_told(serve):
    url = serve(make_agent())
    trace = "4bf92f3577b34da6a3ce929d0e0e4736"
    with httpx.Client(base_url=url, timeout=30) as http:
        created = http.post("/runs", json={"task": "Square the number 3"},
                            headers={"traceparent": f"00-{trace}-00f067aa0ba902b7-01"})
        assert created.json()["trace_id"] == trace and created.headers["x-trace-id"] == trace
        stepped = http.post(f"/runs/{created.json()['id']}/step")
        assert stepped.headers["x-trace-id"] == trace and stepped.json()["trace_id"] == trace
        other = http.post("/runs", json={"task": "Square the number 3"},
                          headers={"traceparent": "nonsense"})
        assert other.json()["trace_id"] not in (trace, None)
