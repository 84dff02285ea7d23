"""No secret in any artefact; no connection but to the configured endpoint."""

import json
import socket
import subprocess
import sys

import pytest

from agentnb import Agent
from agentnb.errors import AuthenticationError
from agentnb.models.openai_compat import OpenAICompatModel
from tests.helpers.common import OK, get_weather

KEY = "sk-test-9f8e7d6c5b4a"


def test_api_key_never_lands_in_runs_errors_or_reprs(server, monkeypatch, tmp_path):
    monkeypatch.setenv("MY_KEY", KEY)
    # a careless server that echoes the credentials in its error body
    server.responses = [(400, {}, {"error": {"message": f"bad key Bearer {KEY}"}})]
    model = OpenAICompatModel(server.url, "m", api_key_env="MY_KEY", decision_mode="native")
    run = Agent(model, [get_weather]).start("x", save_to=tmp_path / "run.json")
    step = run.step()
    assert server.requests[-1][3] == f"Bearer {KEY}"  # the key was used...
    artefacts = [(tmp_path / "run.json").read_text(), step.error, step.summary(), repr(run),
                 repr(model), json.dumps(run.to_dict())]
    assert run.stop_reason == "bad_request" and "[redacted]" in step.error
    for text in artefacts:  # ...and written nowhere
        assert KEY not in text


def test_only_the_configured_endpoint_is_contacted(server, monkeypatch):
    host, port = server.url.split("//")[1].split("/")[0].split(":")
    contacted = []
    real_connect = socket.socket.connect

    def guard(sock, address):
        contacted.append(address)
        if address[:2] != (host, int(port)):
            raise AssertionError(f"unexpected connection to {address}")
        return real_connect(sock, address)

    monkeypatch.setattr(socket.socket, "connect", guard)
    server.responses = [(200, {}, OK)]
    model = OpenAICompatModel(server.url, "m", decision_mode="native")
    run = Agent(model, [get_weather]).start("x", save_to=False).run()
    assert run.answer == "hello" and contacted and all(a[:2] == (host, int(port))
                                                       for a in contacted)


def test_no_network_on_import_or_offline_use():
    code = ("import socket\n"
            "def deny(*a, **k): raise SystemExit('network used')\n"
            "socket.socket.connect = deny\n"
            "import agentnb\n"
            "from agentnb import Agent, tool, Run\n"
            "from agentnb.testing import ScriptedModel\n"
            "r = Agent(ScriptedModel(['ok']), []).start('x', save_to=False).run()\n"
            "print(r.answer)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_key_from_a_keyring_is_used_and_redacted(server, monkeypatch, tmp_path):
    import keyring
    from keyring.backend import KeyringBackend

    class MemoryKeyring(KeyringBackend):
        priority = 1

        def __init__(self):
            super().__init__()
            self.store = {("agentnb", server.url): "kr-secret-123456"}

        def get_password(self, service, username):
            return self.store.get((service, username))

        def set_password(self, service, username, password):
            self.store[(service, username)] = password

        def delete_password(self, service, username):
            self.store.pop((service, username), None)

    previous = keyring.get_keyring()
    keyring.set_keyring(MemoryKeyring())
    try:
        for var in ("AGENTNB_API_KEY", "OPENAI_API_KEY"):
            monkeypatch.delenv(var, raising=False)
        server.responses = [(401, {}, {"error": {"message": "key kr-secret-123456 expired"}})]
        model = OpenAICompatModel(server.url, "m", keyring_service="agentnb",
                                  decision_mode="native")
        run = Agent(model, [get_weather]).start("x", save_to=tmp_path / "r.json")
        step = run.step()
        assert server.requests[-1][3] == "Bearer kr-secret-123456"
        assert run.stop_reason == "auth_error"
        assert "kr-secret" not in step.error + (tmp_path / "r.json").read_text()
        missing = OpenAICompatModel(server.url, "m", keyring_service="other")
        with pytest.raises(AuthenticationError, match="no key in the keyring"):
            missing.complete([{"role": "user", "content": "x"}])
    finally:
        keyring.set_keyring(previous)


def test_a_key_echoed_by_the_model_or_a_tool_is_redacted_at_every_way_out(monkeypatch,
                                                                         tmp_path):
    """The model echoes the key, a tool returns and raises it, a person sees the approval:
    summaries, reprs, HTML, the stepper and the file show ``[redacted]``."""
    from agentnb import tool
    from agentnb.testing import ScriptedModel, tool_call_message
    from agentnb.widgets import Stepper

    monkeypatch.setenv("AGENTNB_API_KEY", KEY)

    @tool
    def leak(what: str) -> str:
        """Leak.

        Args:
            what: which way.
        """
        if what == "raise":
            raise RuntimeError(f"auth failed for {KEY}")
        return f"the key is {KEY}"

    @tool(requires_approval=True)
    def post(body: str) -> str:
        """Post.

        Args:
            body: text.
        """
        return "posted"

    reply = {"role": "assistant", "content": f"I will use {KEY}", "tool_calls": [
        tool_call_message("leak", {"what": "return"}, "a")["tool_calls"][0],
        tool_call_message("leak", {"what": "raise"}, "b")["tool_calls"][0]]}
    model = ScriptedModel([reply, tool_call_message("post", {"body": KEY}, "c"),
                           f"done: {KEY}"])
    run = Agent(model, [leak, post], decision_mode="native").start(
        f"use {KEY}", save_to=tmp_path / "r.json")
    steps = [run.step(), run.step()]
    panel = Stepper(run)
    panel.refresh()
    (row,) = panel.approvals.children
    shown = [(tmp_path / "r.json").read_text(), repr(run), repr(run.state), run._repr_html_(),
             panel.transcript.value, panel.status.value, row.arguments.value]
    for s in steps:
        shown += [s.summary(), repr(s), s._repr_html_(), *map(repr, s.results)]
    assert all(KEY not in text for text in shown)
    assert "[redacted]" in steps[0].summary() and "[redacted]" in row.arguments.value
    row.approve_button.click()  # untouched: runs as the model asked, not with "[redacted]"
    assert run.steps[-1].results[-1].content == "posted"
    assert run.steps[-1].tool_calls[0].arguments == {"body": KEY}
    assert run.steps[-1].tool_calls[0].edited is None
