"""What the tests share besides fixtures (those are in ``tests/conftest.py``): the demo's
tools, a recording ``send_email`` tool, an agent whose transfer call gets a repair
proposal, one fake HTTP server for protocol tests, whole JSON-mode replies (``decision``,
``answer``), what a choice policy does with a chosen tool (``policy_acts``), an answer
step after one call on a scripted model (``answered``), and a JSON-mode agent whose
scripted model chooses a tool and fills it (``fill_agent``)."""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Literal

from agentnb.cli import demo_tools

# the demo's two deterministic tools: weather from a fixed table, and a unit conversion
get_weather, celsius_to_fahrenheit = demo_tools()

# an OpenAI chat completion, as a scripted reply's body
OK = {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
      "choices": [{"index": 0, "finish_reason": "stop",
                   "message": {"role": "assistant", "content": "hello"}}],
      "usage": {"prompt_tokens": 7, "completion_tokens": 2, "total_tokens": 9}}


def mailer() -> tuple[Any, list[str]]:
    """A ``send_email`` tool that needs approval and records whom it really mailed."""
    from agentnb import tool

    sent: list[str] = []

    @tool(requires_approval=True, side_effects=True)
    def send_email(to: str) -> str:
        """Send an email.

        Args:
            to: recipient.
        """
        sent.append(to)
        return "sent"

    return send_email, sent


def code_tools(ran: list[tuple[str, dict[str, Any]]]) -> tuple[Any, Any]:
    """``flight_status`` and ``convert_currency``, whose parameters show codes as their
    examples ("BA117"; "USD" and "EUR"), recording each call in ``ran``."""
    from agentnb import tool

    @tool
    def flight_status(flight_number: str) -> dict:
        """Status of a flight today.

        Args:
            flight_number: Airline code and number, e.g. "BA117".
        """
        ran.append(("flight_status", {"flight_number": flight_number}))
        return {"flight": flight_number, "status": "delayed"}

    @tool
    def convert_currency(amount: float, from_currency: str, to_currency: str) -> dict:
        """Convert an amount of money between currencies.

        Args:
            amount: Amount of money.
            from_currency: Currency code, e.g. "USD".
            to_currency: Currency code, e.g. "EUR".
        """
        ran.append(("convert_currency", {"amount": amount, "from_currency": from_currency,
                                         "to_currency": to_currency}))
        return {"amount": round(amount * 1.27, 2), "currency": to_currency}

    return flight_status, convert_currency


def transfer_agent() -> tuple[Any, list[tuple[float, str]]]:
    """A JSON-mode agent whose model asks for ``transfer(amount=20)`` without its required
    ``currency`` (a tool that needs approval, so the repair only proposes "EUR" for "Send
    20 EUR to Ana"), then answers; and the transfers that really ran."""
    from agentnb import Agent, tool
    from agentnb.testing import FunctionModel

    sent: list[tuple[float, str]] = []

    @tool(requires_approval=True)
    def transfer(amount: float, currency: Literal["EUR", "USD"]) -> str:
        """Send money.

        Args:
            amount: How much.
            currency: Which money.
        """
        sent.append((amount, currency))
        return "sent"

    replies = [json.dumps({"action": "transfer"}), json.dumps({"amount": 20}), "Sent."]
    model = FunctionModel(lambda msgs, tools: replies.pop(0))
    model.decision_mode = "json"
    return Agent(model, [transfer]), sent


Route = Callable[[dict[str, Any]], tuple[Any, ...]]


class FakeServer:
    """An HTTP server on 127.0.0.1 answering as the test says: ``routes[(method, path)]``
    maps the JSON body to ``(status, payload)`` or ``(status, headers, payload)`` (a str
    payload is sent as an HTML page, a bytes payload as the whole raw response, after which
    the connection closes). Every request is recorded in ``bodies`` (method,
    path, parsed body), ``headers`` and, for POSTs, ``requests`` (path, raw body, time,
    Authorization header)."""

    def __init__(self) -> None:
        self.routes: dict[tuple[str, str], Route] = {}
        self.bodies: list[tuple[str, str, Any]] = []
        self.headers: list[tuple[str, dict[str, str]]] = []
        self.requests: list[tuple[str, bytes, float, str | None]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def _go(self) -> None:
                n = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(n) if n else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                server.bodies.append((self.command, self.path, body))
                server.headers.append((self.path, dict(self.headers)))
                if self.command == "POST":
                    server.requests.append((self.path, raw, time.monotonic(),
                                            self.headers.get("authorization")))
                fn = server.routes.get((self.command, self.path))
                answer = fn(body) if fn else (404, {"error": "no such route"})
                status, headers, payload = answer if len(answer) == 3 else \
                    (answer[0], {}, answer[1])
                if isinstance(payload, bytes):  # a whole raw response, then the line drops
                    self.wfile.write(payload)
                    self.close_connection = True
                    return
                data = payload.encode() if isinstance(payload, str) else \
                    json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "text/html" if isinstance(payload, str)
                                 else "application/json")
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = _go

        self.httpd = _QuietServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        # a short poll: shutdown() waits for it, and the default (0.5 s) was most of a test
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02},
                         daemon=True).start()

    def posts(self, path: str) -> list[Any]:
        return [b for m, p, b in self.bodies if m == "POST" and p == path]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class _QuietServer(ThreadingHTTPServer):
    """A client that hung up (a test's timeout, a late reply after the test ended) is not a
    traceback on stderr, where it would land in a later test's output."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class Script:
    """An OpenAI-compatible endpoint on a ``FakeServer`` whose chat completions answer in
    the order of ``responses`` ((status, headers, body); status 0: a reply a second late);
    the model list (``models``) is always there. ``url`` ends in ``/v1``."""

    def __init__(self, fake: FakeServer) -> None:
        self.fake = fake
        self.responses: list[tuple[int, dict[str, str], Any]] = []
        self.requests = fake.requests
        self.models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
        self.url = f"{fake.url}/v1"
        fake.routes[("GET", "/v1/models")] = lambda body: (200, self.models)
        fake.routes[("POST", "/v1/chat/completions")] = self._chat

    def _chat(self, body: dict[str, Any]) -> tuple[Any, ...]:
        status, headers, payload = self.responses.pop(0) if self.responses else (
            500, {}, {"error": {"message": "the test scripted no reply"}})
        if status == 0:  # a server that is too slow
            time.sleep(1.0)
            status = 200
        return status, headers, payload


def decision(action: str, action_input: Any) -> str:
    """A whole JSON-mode decision in one reply (used as it is, without the stages)."""
    return json.dumps({"action": action, "action_input": action_input})


def answer(text: str) -> str:
    """A whole JSON-mode final answer in one reply."""
    return decision("final_answer", text)


def policy_acts(policy, request, chosen, tools, results=""):
    """What ``policy.on_decision`` returns when the model chose ``chosen`` (no arguments)
    for ``request`` in JSON mode, with ``results`` as a tool result since the request."""
    from agentnb import Toolset
    from agentnb.decision import Decision
    from agentnb.policies import Turn
    from agentnb.state import RunCache, RunState
    from agentnb.types import Step, ToolCall

    state = RunState(id="t", task=request, messages=[
        {"role": "system", "content": "s"}, {"role": "user", "content": request}])
    if results:
        state.messages.append({"role": "tool", "content": results, "name": "x",
                               "tool_call_id": "c"})
    turn = Turn(state, RunCache(), Step(index=0), Toolset(tools), "json")
    return policy.on_decision(turn, Decision(tool_calls=[ToolCall("c", chosen, {})]))


def answered(tool: Any, arguments: dict[str, Any], request: str, reply: str) -> tuple[Any, Any]:
    """A JSON-mode run on a scripted model (its replies written by the test) that calls
    ``tool`` with ``arguments`` for ``request`` and then answers ``reply``, drawn once: the
    run and its answer step, whose check lines the answer checks wrote."""
    from agentnb import Agent
    from agentnb.testing import ScriptedModel

    model = ScriptedModel([json.dumps(arguments), reply])
    run = Agent(model, [tool], decision_mode="json", answer_draws=0).start(
        request, save_to=False)
    run.step(tool_choice=tool.name)
    return run, run.step(tool_choice="none")


def fill_agent(tools: list[Any], reply: dict[str, Any], **options: Any) -> Any:
    """A JSON-mode agent over ``tools`` whose scripted model chooses the first, fills it
    with ``reply``, adds no further call, and answers "It is done."."""
    from agentnb import Agent
    from agentnb.testing import ScriptedModel

    model = ScriptedModel([json.dumps({"action": tools[0].name}), json.dumps(reply),
                           '{"calls": []}', "It is done."])
    return Agent(model, tools, decision_mode="json", max_steps=2, **options)


def ordinary_requests() -> Any:
    """``bench/ordinary_requests.py``, imported (its cases and its one-step harness)."""
    sys.path.insert(0, str(Path(__file__).parents[2] / "bench"))
    try:
        import ordinary_requests as bench
    finally:
        sys.path.pop(0)
    return bench


def schema_tool(name: str, props: dict[str, Any], required: list[str] | None = None) -> Any:
    """A tool from a JSON schema (every parameter required unless ``required`` says),
    described by its name in words ("Get weather."); it returns "ok"."""
    return described_tool(name, name.replace("_", " ").capitalize() + ".", props, required)


def described_tool(name: str, text: str, props: dict[str, Any],
                   required: list[str] | None = None) -> Any:
    """``schema_tool`` with its own description ``text``."""
    from agentnb import Tool

    return Tool.from_schema(name, text, {
        "type": "object", "properties": props,
        "required": list(props) if required is None else required}, fn=lambda **k: "ok")


def refill_asked(tool: Any, request: str, **args: Any) -> list[str]:
    """The arguments the refill asks again of ``tool``'s call with ``args``, the request
    being all the conversation says (``agentnb.refill.asker``, no evidence rules)."""
    from agentnb.refill import asker
    from agentnb.types import ToolCall

    return asker([request], request)(ToolCall("c", tool.name, args), tool).names


def refill_tally(cases: list[dict[str, Any]]) -> tuple[int, list[Any], list[Any]]:
    """Of ``bench/ordinary_requests.py``'s ``cases``: how many the default policies change
    (asserting each to the call that must run), and, for the others, the arguments the
    refill asks again beside those the expected call changes, for the rows that must
    change and for those that must stand (``(asked, wanted)`` pairs)."""
    from agentnb.refill import asker
    from agentnb.types import ToolCall

    bench = ordinary_requests()
    fixed, changed, stood = 0, [], []
    for case in cases:
        tool = case["tools"][0]
        made, must = case["made"][1], case["must"][1]
        ran = bench.ran(case, None)
        assert ran in ((tool.name, made), (tool.name, must))
        if ran[1] != made:
            fixed += 1
            continue
        names = asker([case["request"]], case["request"])(
            ToolCall("c", tool.name, dict(made)), tool).names
        wanted = [k for k in made if made[k] != must[k]]
        (changed if wanted else stood).append((names, wanted))
    return fixed, changed, stood


def ran_held_out(tool: Any, request: str, made: Any, must: Any) -> tuple[Any, Any]:
    """A held-out request through ``bench/ordinary_requests.py``'s one-step harness, the
    stages checked to give the model's calls (``made``): the calls that ran with the
    default policies, and the calls that must run (``must``; None: as made)."""
    bench = ordinary_requests()
    case = bench._group("held out", [(tool, request, made, made if must is None
                                      else must)])[0]
    assert bench.ran(case, []) == case["made"]  # the stages give the model's calls
    return bench.ran(case, None), case["must"]


def held_out_left(cases: list[tuple[Any, str, Any, Any]]) -> list[str]:
    """The requests of held-out ``(tool, request, made, must)`` cases whose calls are not
    the ones that must run (``ran_held_out``), after asserting that none ran otherwise
    than as the model made them or as they must: a miss, never a wrong change."""
    left = []
    for tool, request, made, must in cases:
        got, want = ran_held_out(tool, request, made, must)
        assert got in (want, (tool.name, made)), request
        if got != want:
            left.append(request)
    return left


def assert_held_out(tool: Any, request: str, made: Any, must: Any) -> None:
    """``ran_held_out``: the calls that ran are the ones that must run."""
    got, want = ran_held_out(tool, request, made, must)
    assert got == want
