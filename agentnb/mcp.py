"""Tools from MCP servers (``pip install "agentnb[mcp]"``, the official ``mcp`` package).

``tools_from(["python", "server.py"])`` starts the server as a subprocess and talks to it
over stdio; ``tools_from("http://127.0.0.1:8000/mcp")`` connects over streamable HTTP. Each
of the server's tools becomes an agentnb ``Tool`` with the server's JSON schema: arguments
are validated before the call, the call has a timeout, and a failure (the tool's error, a
timeout, the server gone) is a tool error the model reads, never an exception in the run.
A tool is taken to have side effects unless the server marks it read-only
(``readOnlyHint``): such calls are never reused, are replayed after a rewind, and ask
before running again after a crash. ``requires_approval=["name", ...]`` and
``side_effects=[...]`` set those by name.

The connection lives on its own thread and event loop. It closes with ``tools.close()``,
a ``with tools_from(...) as tools:`` block, ``agent.close()`` (or ``with agent:``), or at
exit. A server that died is started (or connected) again at the next call; a call that
timed out leaves the session to the calls after it.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import json
import tempfile
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import ConfigError, ToolDefinitionError
from .tools import DEFAULT_TIMEOUT, Tool


class MCPToolError(RuntimeError):
    """A call the MCP server refused or could not answer (a tool error for the model)."""


class Connection:
    """One MCP server, held open on a background event loop."""

    def __init__(self, server: str | list[str], *, env: dict[str, str] | None = None,
                 cwd: str | Path | None = None, timeout: float = DEFAULT_TIMEOUT) -> None:
        try:
            import mcp  # noqa: F401
        except ImportError:
            raise ConfigError('MCP tools need the mcp package: pip install "agentnb[mcp]"'
                              ) from None
        if isinstance(server, str) and not server.startswith(("http://", "https://")):
            raise ConfigError(f"an MCP server is a command (a list: ['python', 'server.py']) "
                              f"or an http(s):// URL, not {server!r}")
        if not isinstance(server, str) and (not server or not all(
                isinstance(a, str) for a in server)):
            raise ConfigError("an MCP server command is a non-empty list of strings")
        self.server, self.env, self.cwd, self.timeout = server, env, cwd, timeout
        self.where = server if isinstance(server, str) else " ".join(server)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True,
                                        name="agentnb-mcp")
        self._thread.start()
        self._lock = threading.Lock()
        self._client: Any = None
        self._held: concurrent.futures.Future | None = None
        self._closing: asyncio.Event | None = None
        # a stdio server's stderr, kept for error messages (closed in close())
        self._errlog = tempfile.TemporaryFile("w+") if not isinstance(server, str) else None  # noqa: SIM115
        self.closed = False
        atexit.register(self.close)

    # -- the session, held by one task (anyio's scopes end in the task that began them) --
    async def _hold(self, ready: concurrent.futures.Future) -> None:
        from mcp import Client

        self._closing = asyncio.Event()
        try:
            async with Client(self._transport(), read_timeout_seconds=self.timeout) as client:
                self._client = client
                ready.set_result(client)
                await self._closing.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
        finally:
            self._client = None

    def _transport(self) -> Any:
        if isinstance(self.server, str):
            from mcp.client.streamable_http import streamable_http_client

            return streamable_http_client(self.server)
        from mcp import StdioServerParameters
        from mcp.client.stdio import get_default_environment, stdio_client

        params = StdioServerParameters(
            command=self.server[0], args=list(self.server[1:]),
            env={**get_default_environment(), **(self.env or {})},
            cwd=str(self.cwd) if self.cwd else None)
        return stdio_client(params, errlog=self._errlog)

    def _session(self) -> Any:
        """The open session; (re)started if there is none (first use, or the server died)."""
        with self._lock:
            if self.closed:
                raise MCPToolError(f"the MCP connection to {self.where} was closed")
            if self._client is not None and self._held is not None \
                    and not self._held.done():
                return self._client
            ready: concurrent.futures.Future = concurrent.futures.Future()
            self._held = asyncio.run_coroutine_threadsafe(self._hold(ready), self._loop)
            try:
                return ready.result(timeout=self.timeout)
            except Exception as exc:
                raise MCPToolError(f"cannot reach the MCP server {self.where}: "
                                   f"{_reason(exc)}{self._stderr()}") from None

    def _run(self, coro_fn: Any, timeout: float | None) -> Any:
        client = self._session()
        fut = asyncio.run_coroutine_threadsafe(coro_fn(client), self._loop)
        try:
            return fut.result(timeout=None if timeout is None else timeout + 5)
        except concurrent.futures.TimeoutError:
            fut.cancel()
            raise MCPToolError(f"the MCP server {self.where} did not answer in time") from None
        except Exception as exc:
            if not _session_alive(exc):  # the next call starts a new session
                self._end_session(client)
            raise

    def list_tools(self) -> list[Any]:
        async def listing(client: Any) -> list[Any]:
            out, cursor = [], None
            while True:
                page = await client.list_tools(cursor=cursor)
                out.extend(page.tools)
                cursor = page.next_cursor
                if not cursor:
                    return out

        try:
            return self._run(listing, self.timeout)
        except MCPToolError:
            raise
        except Exception as exc:
            raise MCPToolError(f"the MCP server {self.where} could not list its tools: "
                               f"{_reason(exc)}{self._stderr()}") from None

    def call(self, name: str, arguments: dict[str, Any], timeout: float | None) -> Any:
        """The tool's result: its structured content, or its text; MCPToolError if the
        server says the call failed, or the server failed."""
        try:
            result = self._run(lambda c: c.call_tool(name, arguments,
                                                     read_timeout_seconds=timeout), timeout)
        except MCPToolError:
            raise
        except Exception as exc:
            message = f"{_reason(exc)}{self._stderr()}"
            raise MCPToolError(f"the MCP server {self.where} failed during {name}: "
                               f"{message}") from None
        text = "\n".join(getattr(c, "text", None) or f"[{getattr(c, 'type', 'content')}]"
                         for c in result.content or [])
        if result.is_error:
            raise MCPToolError(text or f"{name} failed on the MCP server")
        structured = result.structured_content
        if structured is not None:
            return structured["result"] if set(structured) == {"result"} else structured
        return text

    def _stderr(self) -> str:
        """The last lines the server wrote to stderr, for an error message."""
        if self._errlog is None:
            return ""
        try:
            self._errlog.seek(0)
            lines = [ln for ln in self._errlog.read().splitlines() if ln.strip()][-3:]
        except (OSError, ValueError):
            return ""
        return f" (server stderr: {' | '.join(ln.strip() for ln in lines)})" if lines else ""

    def _end_session(self, client: Any = None) -> None:
        """Leave the session's block (a stdio server's process is stopped); with
        ``client``, only if that session is still the open one (a call that failed late
        must not end the session a later call started)."""
        if client is not None and client is not self._client:
            return
        held, closing = self._held, self._closing
        if closing is not None and held is not None and not held.done():
            self._loop.call_soon_threadsafe(closing.set)
            try:
                held.result(timeout=10)
            except Exception:
                pass

    def close(self) -> None:
        """End the session and the thread."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
        self._end_session()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        if self._errlog is not None:
            self._errlog.close()
        atexit.unregister(self.close)


def _session_alive(exc: BaseException) -> bool:
    """Whether the session still works after this error: the server answered with an
    error, or one request timed out, as opposed to a closed connection or a broken
    transport."""
    from mcp import MCPError
    from mcp.types import CONNECTION_CLOSED

    return isinstance(exc, MCPError) and exc.code != CONNECTION_CLOSED


def _reason(exc: BaseException) -> str:
    inner = getattr(exc, "exceptions", None)  # an exception group from the session's tasks
    if inner:
        return "; ".join(_reason(e) for e in inner)
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


class MCPTools(list):
    """The tools of one MCP server (a list of ``Tool``), and its connection."""

    def __init__(self, tools: Iterable[Tool], connection: Connection) -> None:
        super().__init__(tools)
        self.connection = connection

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> MCPTools:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def tools_from(server: str | list[str], *, requires_approval: Iterable[str] = (),
               side_effects: Iterable[str] | None = None, only: Iterable[str] | None = None,
               timeout: float = DEFAULT_TIMEOUT, env: dict[str, str] | None = None,
               cwd: str | Path | None = None) -> MCPTools:
    """The tools of an MCP server: ``server`` is a command (``["python", "server.py"]``,
    spoken to over stdio) or a streamable-HTTP URL. ``only`` keeps those tools;
    ``requires_approval`` names the tools a person approves; ``side_effects`` names the
    tools with side effects (default: every tool the server does not mark read-only).
    ``timeout`` (seconds) bounds each call."""
    conn = Connection(server, env=env, cwd=cwd, timeout=timeout)
    try:
        listed = conn.list_tools()
    except BaseException:
        conn.close()
        raise
    names = [t.name for t in listed]
    wanted = list(only) if only is not None else names
    approve, effects = set(requires_approval), None if side_effects is None else set(side_effects)
    unknown = sorted((set(wanted) | approve | (effects or set())) - set(names))
    if unknown:
        conn.close()
        raise ConfigError(f"the MCP server {conn.where} has no tools {unknown}; it has {names}")
    tools = []
    for t in listed:
        if t.name not in wanted:
            continue
        read_only = bool(t.annotations and getattr(t.annotations, "read_only_hint", False))
        try:
            tools.append(Tool.from_schema(
                t.name, t.description or t.title or f"{t.name} (from {conn.where})",
                json.loads(json.dumps(t.input_schema)), _caller(conn, t.name, timeout),
                timeout=timeout, requires_approval=t.name in approve,
                side_effects=(t.name in effects) if effects is not None else not read_only))
        except ToolDefinitionError as exc:
            conn.close()
            raise ToolDefinitionError(f"the MCP server {conn.where}: {exc} (only= can leave "
                                      "this tool out)") from None
    return MCPTools(tools, conn)


def _caller(conn: Connection, name: str, timeout: float) -> Any:
    def call(**arguments: Any) -> Any:
        return conn.call(name, arguments, timeout)

    call.__name__ = name
    call.mcp = conn  # type: ignore[attr-defined]  # what Agent.close() closes
    return call
