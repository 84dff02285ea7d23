"""Caches that make re-runs cheap and reproducible: model replies and tool results.

- ``Agent(cache="runs/.cache")`` (or a ``Cache``): model replies on disk, keyed on the
  exact request (endpoint, model, messages, tools, schema, limits). The same request gets
  the same reply without a model call, so an unchanged eval re-runs for free. Opt-in.
- ``@tool(cache_ttl=600)``: that tool's successful results are kept for 600 seconds
  across runs, keyed on its name and arguments (in the agent's ``Cache`` if it has one,
  else in memory for this process). Never for tools with side effects or approvals.

Each hit is on the step: ``Reply.cached`` for a model reply, ``ToolResult.cached`` (the
result's age in seconds) for a tool result; ``Step.summary()`` shows both.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from .types import ToolCall, ToolResult


def tool_key(call: ToolCall) -> str:
    return hashlib.sha256(call.signature().encode()).hexdigest()


class MemoryCache:
    """Tool results in this process's memory (the default for ``cache_ttl`` tools).
    ``Cache`` keeps the same records in SQLite instead (``_get``/``_put``)."""

    def __init__(self) -> None:
        self._records: dict[tuple[str, str], tuple[float, dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def _get(self, table: str, key: str) -> tuple[float, dict[str, Any]] | None:
        with self._lock:
            return self._records.get((table, key))

    def _put(self, table: str, key: str, value: dict[str, Any]) -> None:
        with self._lock:
            self._records[(table, key)] = (time.time(), value)

    def get_tool(self, key: str, ttl: float) -> tuple[dict[str, Any], float] | None:
        """A tool result stored at most ``ttl`` seconds ago, and its age."""
        hit = self._get("tools", key)
        if hit is None:
            return None
        age = time.time() - hit[0]
        return (hit[1], age) if age <= ttl else None

    def put_tool(self, key: str, value: dict[str, Any]) -> None:
        self._put("tools", key, value)


class Cache(MemoryCache):
    """Model replies and tool results in one SQLite file, ``<path>/cache.sqlite``, safe
    for the threads of a batch and for several processes (WAL). Replies never expire;
    ``clear()`` empties it."""

    def __init__(self, path: str | Path = "runs/.cache") -> None:
        self.path = Path(path)
        self._local = threading.local()
        self._db()  # create it now: a wrong path fails here, not mid-run

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            self.path.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path / "cache.sqlite", timeout=30,
                                 isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            for table in ("replies", "tools"):
                db.execute(f"CREATE TABLE IF NOT EXISTS {table} "
                           "(key TEXT PRIMARY KEY, created REAL, value TEXT)")
            self._local.db = db
        return db

    def _get(self, table: str, key: str) -> tuple[float, dict[str, Any]] | None:
        row = self._db().execute(f"SELECT created, value FROM {table} WHERE key=?",
                                 (key,)).fetchone()
        return (row[0], json.loads(row[1])) if row else None

    def _put(self, table: str, key: str, value: dict[str, Any]) -> None:
        self._db().execute(f"INSERT OR REPLACE INTO {table} VALUES (?, ?, ?)",
                           (key, time.time(), json.dumps(value, default=str)))

    def get_reply(self, key: str) -> dict[str, Any] | None:
        hit = self._get("replies", key)
        return hit[1] if hit else None

    def put_reply(self, key: str, value: dict[str, Any]) -> None:
        self._put("replies", key, value)

    def stats(self) -> dict[str, int]:
        db = self._db()
        return {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                for t in ("replies", "tools")}

    def clear(self) -> None:
        for table in ("replies", "tools"):
            self._db().execute(f"DELETE FROM {table}")

    def __repr__(self) -> str:
        return f"Cache({str(self.path)!r})"

    def __getstate__(self) -> dict[str, Any]:  # connections stay in their process
        return {"path": self.path}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.path = state["path"]
        self._local = threading.local()


def cached_result(call: ToolCall, value: dict[str, Any], age: float) -> ToolResult:
    """A tool result from the cache, for this call."""
    res = ToolResult.from_dict({**value, "call_id": call.id})
    res.cached = round(age, 3)
    res.seconds = 0.0
    return res


_PROCESS_CACHE = MemoryCache()


def tool_cache(cache: MemoryCache | None) -> MemoryCache:
    """Where ``cache_ttl`` tools keep results: the agent's cache, else this process's."""
    return cache if cache is not None else _PROCESS_CACHE
