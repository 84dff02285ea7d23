"""The one fixture module. Fixtures that start a real component (the embedded llama.cpp
server, ...) are used only by tests marked ``e2e``; ``pytest -m "not e2e"`` is the fast tier.
Shared helpers that are not fixtures live in ``tests/helpers/common.py``."""

from __future__ import annotations

import os
import time

import pytest
from hypothesis import settings

from tests.helpers.common import FakeServer, Script

settings.register_profile("full", max_examples=2500)
settings.register_profile("fast", max_examples=400)


def pytest_configure(config):
    """The fast tier (``-m "not e2e"``) runs fewer generated examples; the whole suite
    runs them all. The tests run on UTC, whatever this machine's time zone: the answer
    checks read a timestamp with a zone on this machine's clock too
    (``agentnb.forms.dates_in``), and a test that needs another zone sets it."""
    fast = "not e2e" in (config.getoption("markexpr") or "")
    settings.load_profile("fast" if fast else "full")
    os.environ["TZ"] = "UTC"
    time.tzset()


@pytest.fixture(autouse=True)
def _isolated_cwd(tmp_path, monkeypatch):
    """Runs saved under ./runs land in the test's own folder."""
    monkeypatch.chdir(tmp_path)
    for var in ("AGENTNB_BASE_URL", "AGENTNB_MODEL", "AGENTNB_GGUF"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture
def fake():
    """A fake HTTP server whose routes the test sets (``tests.helpers.common.FakeServer``)."""
    server = FakeServer()
    yield server
    server.close()


@pytest.fixture
def server(fake):
    """A scripted OpenAI-compatible endpoint (``tests.helpers.common.Script``)."""
    return Script(fake)


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


@pytest.fixture(scope="session")
def embedder():
    """all-MiniLM-L6-v2 from its wheel, loaded once for the session (about 4 s)."""
    from agentnb.memory import Embedder

    return Embedder()


@pytest.fixture
def chroma_server(tmp_path):
    """A real Chroma server on 127.0.0.1 (its ``chroma run``), stopped at teardown."""
    import subprocess
    import sys
    import time
    from pathlib import Path

    import httpx

    from agentnb.models.embedded import free_port

    exe = Path(sys.executable).parent / "chroma"
    port = free_port()
    proc = subprocess.Popen([str(exe), "run", "--path", str(tmp_path / "srv"), "--host",
                             "127.0.0.1", "--port", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/v2/heartbeat",
                             timeout=1).is_success:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory):
    """A real ``redis-server`` (Debian's; ``make test`` installs it) on 127.0.0.1 for the
    session, without persistence; stopped at the end."""
    from tests.helpers.redis_server import running_redis

    with running_redis(tmp_path_factory.mktemp("redis")) as url:
        yield url


REDIS = pytest.param("redis", marks=pytest.mark.e2e)


def _store_at(request, tmp_path):
    kind = request.param
    if kind == "redis":
        import redis

        url = request.getfixturevalue("redis_server")
        redis.Redis.from_url(url).flushdb()

    def where(name: str = "run") -> str:
        if kind == "json":
            return str(tmp_path / f"{name}.json")
        return str(tmp_path / "runs.db") if kind == "sqlite" else url

    where.kind = kind
    return where


@pytest.fixture(params=["json", "sqlite", REDIS])
def store_at(request, tmp_path):
    """Where a test saves its runs, once per kind of store: ``store_at(name)`` is a JSON file
    of that name, one SQLite file, or a real Redis server (emptied for the test)."""
    return _store_at(request, tmp_path)


@pytest.fixture(params=["sqlite", REDIS])
def shared_store_at(request, tmp_path):
    """``store_at`` for the stores that hold many runs (SQLite, Redis)."""
    return _store_at(request, tmp_path)
