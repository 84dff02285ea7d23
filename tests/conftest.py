from __future__ import annotations

import pytest

from agentnb.cli import demo_tools


@pytest.fixture(autouse=True)
def _isolated_cwd(tmp_path, monkeypatch):
    """Runs saved under ./runs land in the test's own folder."""
    monkeypatch.chdir(tmp_path)
    for var in ("AGENTNB_BASE_URL", "AGENTNB_MODEL", "AGENTNB_GGUF"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture(scope="session")
def embedded_server():
    """The real llama.cpp server with the bundled SmolLM2, started for the session."""
    from agentnb.models.embedded import EmbeddedServer, default_gguf

    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    yield server
    server.stop()


@pytest.fixture
def start_server():
    """Start real embedded servers of other window sizes (each its own prompt cache);
    all of them are stopped when the test ends."""
    from agentnb.models.embedded import EmbeddedServer, default_gguf

    started = []

    def start(n_ctx: int):
        started.append(EmbeddedServer(default_gguf(), n_ctx=n_ctx).start())
        return started[-1]

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def real_model(embedded_server):
    from agentnb.models.openai_compat import OpenAICompatModel

    return OpenAICompatModel(embedded_server.base_url, "smollm2", schema_style="json_object",
                             context_window=embedded_server.n_ctx)


# the demo's two deterministic tools: weather from a fixed table, and a unit conversion
get_weather, celsius_to_fahrenheit = demo_tools()


def mailer():
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
