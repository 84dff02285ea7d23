"""Where runs are kept: one small interface (``RunStore``) and three backends.

- ``SQLiteStore(path)``, the default (``runs_dir/runs.db``): one file in WAL mode. A step's
  save appends that step and its messages and rewrites the run's header row, so its cost
  stays flat however long the run grows; approvals, rewinds and edits save the run whole.
  A commit survives the process being killed; with the default ``synchronous="NORMAL"``
  the last commits can be lost to a power cut (never corrupted), ``synchronous="FULL"``
  syncs every commit to disk.
- ``RedisStore(url)``: the same layout in a Redis server, shared by several service
  workers (``pip install redis``).
- ``JsonFile(path)``: one run as one JSON file, rewritten whole (atomically) at each save:
  the export and import format, readable by any tool.

``open_store(where)`` picks the backend from a path or URL. Stores with revisions (SQLite,
Redis) refuse a save of a run that someone else saved since this process loaded or last
saved it (``RunConflictError``: load it again), so two workers never silently overwrite
each other's steps.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic_core import to_json

from .errors import ConfigError, RunConflictError, RunFileError
from .privacy import redact
from .state import RunState
from .store import (
    FORMAT,
    VERSION,
    read_run_file,
    state_to_file,
    validate_run_data,
    write_json_atomic,
)

BIG = ("steps", "messages")  # kept record by record; the other fields are the run's header


@dataclass
class Mark:
    """What a store last saved of one ``Run``: the revision, and the step and message
    objects then (an incremental save writes from the first one that is not the same
    object)."""

    rev: int = 0
    steps: list[Any] = field(default_factory=list)
    messages: list[Any] = field(default_factory=list)

    def start(self, name: str, now: list[Any]) -> int:
        """First index of ``now`` to write: where it stops being, object for object, what
        was saved. A step only appends (``Run.save`` saves whole after any other change)."""
        saved: list[Any] = getattr(self, name)
        n = len(saved)
        if n and len(now) >= n and now[n - 1] is saved[-1]:
            return n
        i = 0
        for a, b in zip(now, saved):
            if a is not b:
                break
            i += 1
        return i

    def saved(self, state: RunState, rev: int) -> None:
        self.rev = rev
        for name in BIG:  # after an append, only the new records (a copy is O(run))
            now, saved = getattr(state, name), getattr(self, name)
            n = len(saved)
            if n <= len(now) and (not n or now[n - 1] is saved[-1]):  # as start() tells
                saved.extend(now[n:])
            else:
                setattr(self, name, list(now))


@dataclass
class RunInfo:
    """One line of a store's list of runs."""

    id: str
    task: str
    created: float
    updated: float
    steps: int
    finished: bool
    stop_reason: str | None
    pending: int


def dump(value: Any) -> str:
    """A record as the JSON a store keeps (secrets redacted, as in every saved run), by
    pydantic-core's encoder: a step in ~20 us where ``json.dumps`` took ~70
    (``bench/store.py``); NaN stays NaN, as ``json`` writes it; odd objects become text."""
    return redact(to_json(value, fallback=str, inf_nan_mode="constants").decode())


def _header(state: RunState) -> dict[str, Any]:
    return {f.name: getattr(state, f.name) for f in dataclasses.fields(state)
            if f.name not in BIG}


def _info(state: RunState, rev: int) -> dict[str, Any]:
    return {"task": state.task, "created": state.created, "updated": time.time(),
            "steps": len(state.steps), "finished": int(state.finished),
            "stop_reason": state.stop_reason, "pending": len(state.pending), "rev": rev}


def _assemble(where: str, header: str, steps: list[Any], messages: list[Any]) -> RunState:
    try:
        data = json.loads(header)
        data["steps"] = [json.loads(s) for s in steps]
        data["messages"] = [json.loads(m) for m in messages]
    except (json.JSONDecodeError, TypeError) as exc:
        raise RunFileError(f"{where} is damaged: {exc}") from None
    return validate_run_data({"format": FORMAT, "version": VERSION, **data}, where=where)


class RunStore:
    """The interface every backend has. ``where`` is what ``open_store`` opens again."""

    where: str

    def save(self, state: RunState, mark: Mark, *, full: bool = False) -> None:
        """Write what changed in ``state`` since ``mark`` (all of it if ``full``)."""
        raise NotImplementedError

    def load(self, run_id: str, mark: Mark | None = None) -> RunState:
        """The saved run (RunFileError if there is none or it is damaged)."""
        raise NotImplementedError

    def runs(self) -> list[RunInfo]:
        """The runs kept here, oldest first."""
        raise NotImplementedError

    def revision(self, run_id: str) -> int | None:
        """How many times the run was saved (None: not here); tells a worker that another
        one changed it."""
        raise NotImplementedError

    def delete(self, run_id: str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Release connections (the store opens them again when used)."""

    def __reduce__(self) -> Any:  # pickles as what reopens it (batch executors, services)
        return (open_store, (self.where,))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.where!r})"

    def _conflict(self, run_id: str, what: str) -> RunConflictError:
        return RunConflictError(
            f"run {run_id} in {self.where} was saved elsewhere ({what}): load it again "
            f"with Run.load({self.where!r}, run_id={run_id!r}, agent=...) before changing "
            "it, or fork() this copy")


class JsonFile(RunStore):
    """One run in one JSON file (``Run.save`` / ``Run.load`` format), rewritten whole."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.where = str(self.path)

    def save(self, state: RunState, mark: Mark, *, full: bool = False) -> None:
        write_json_atomic(self.path, state_to_file(state, records=True))

    def load(self, run_id: str | None = None, mark: Mark | None = None) -> RunState:
        state = read_run_file(self.path)
        if run_id is not None and state.id != run_id:
            raise RunFileError(f"{self.path} holds run {state.id}, not {run_id}")
        return state

    def runs(self) -> list[RunInfo]:
        if not self.path.exists():
            return []
        s = self.load()
        info = _info(s, 0)
        info.pop("rev")
        return [RunInfo(id=s.id, **info)]

    def revision(self, run_id: str) -> int | None:
        return None

    def delete(self, run_id: str) -> None:
        self.path.unlink(missing_ok=True)


class SQLiteStore(RunStore):
    """Runs in one SQLite file: a header row per run, a row per step and per message.

    Steps and messages are rowid tables: a record of up to ~4 KB stays on its table page
    (a ``WITHOUT ROWID`` table moves anything over ~1 KB, a typical step, to a page of
    its own: the file was twice as large). With ``synchronous`` NORMAL or OFF the WAL is
    checkpointed on a thread of its own, so a save never waits for the disk syncs."""

    SCHEMA = """
    CREATE TABLE IF NOT EXISTS runs (id TEXT PRIMARY KEY, rev INTEGER NOT NULL,
        task TEXT, created REAL, updated REAL, steps INTEGER, finished INTEGER,
        stop_reason TEXT, pending INTEGER, header TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS steps (run TEXT, idx INTEGER, body TEXT NOT NULL,
        PRIMARY KEY (run, idx));
    CREATE TABLE IF NOT EXISTS messages (run TEXT, idx INTEGER, body TEXT NOT NULL,
        PRIMARY KEY (run, idx));
    """

    def __init__(self, path: str | Path, *, synchronous: str = "NORMAL") -> None:
        if synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ConfigError(f"synchronous must be OFF, NORMAL, FULL or EXTRA, not "
                              f"{synchronous!r}")
        self.path, self.sync = Path(path), synchronous.upper()
        self.where = str(self.path)
        self._lock = threading.Lock()
        self._db: tuple[int, sqlite3.Connection] | None = None
        self._commits = 0  # since the last checkpoint was started
        self._checkpoint: threading.Thread | None = None

    def _conn(self) -> sqlite3.Connection:
        if self._db is None or self._db[0] != os.getpid():  # not a connection from a fork
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                db = sqlite3.connect(self.path, timeout=30, isolation_level=None,
                                     check_same_thread=False)
                db.execute("PRAGMA journal_mode=WAL")
                db.execute(f"PRAGMA synchronous={self.sync}")
                if self.sync in ("OFF", "NORMAL"):  # checkpoints run beside the saves
                    db.execute("PRAGMA wal_autocheckpoint=0")
                db.executescript(self.SCHEMA)
            except sqlite3.DatabaseError as exc:
                raise RunFileError(f"{self.path} is not a usable run store: {exc}") from None
            self._db = (os.getpid(), db)
        return self._db[1]

    def save(self, state: RunState, mark: Mark, *, full: bool = False) -> None:
        run = state.id
        s0 = 0 if full else mark.start("steps", state.steps)
        m0 = 0 if full else mark.start("messages", state.messages)
        steps = [(run, i, dump(s)) for i, s in enumerate(state.steps[s0:], s0)]
        messages = [(run, i, dump(m)) for i, m in enumerate(state.messages[m0:], m0)]
        header = dump(_header(state))
        with self._lock:
            db = self._conn()
            db.execute("BEGIN IMMEDIATE")
            try:
                row = db.execute("SELECT rev FROM runs WHERE id = ?", (run,)).fetchone()
                rev = row[0] if row else 0
                if rev != mark.rev:
                    raise self._conflict(run, f"revision {rev}, this copy knows {mark.rev}")
                for table, s, rows, had in (("steps", s0, steps, len(mark.steps)),
                                            ("messages", m0, messages, len(mark.messages))):
                    if s < had or full:  # records dropped or rewritten (not a step's append)
                        db.execute(f"DELETE FROM {table} WHERE run = ? AND idx >= ?", (run, s))
                    db.executemany(f"INSERT INTO {table} VALUES (?, ?, ?)", rows)
                db.execute(
                    "UPDATE runs SET rev = :rev, updated = :updated, steps = :steps, "
                    "finished = :finished, stop_reason = :stop_reason, pending = :pending, "
                    "header = :header WHERE id = :id" if row else
                    "INSERT INTO runs VALUES (:id, :rev, :task, :created, :updated, :steps, "
                    ":finished, :stop_reason, :pending, :header)",
                    {"id": run, "header": header, **_info(state, rev + 1)})
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            self._after_commit()  # under the lock: one thread counts and starts at a time
        mark.saved(state, rev + 1)

    CHECKPOINT_EVERY = 100

    def _after_commit(self) -> None:
        """With ``synchronous`` NORMAL or OFF, copy the WAL back into the database every
        ``CHECKPOINT_EVERY`` commits on a thread of its own (its disk syncs take tens of ms
        here), so that a save never waits for them; FULL and EXTRA keep SQLite's own."""
        if self.sync not in ("OFF", "NORMAL"):
            return
        self._commits += 1
        busy = self._checkpoint is not None and self._checkpoint.is_alive()
        if self._commits >= self.CHECKPOINT_EVERY and not busy:
            self._commits = 0
            self._checkpoint = threading.Thread(target=self._run_checkpoint, daemon=True,
                                                name="agentnb-sqlite-checkpoint")
            self._checkpoint.start()

    def _run_checkpoint(self) -> None:
        try:
            uri = self.path.resolve().as_uri() + "?mode=rw"  # never creates a file
            with contextlib.closing(sqlite3.connect(uri, uri=True, timeout=30)) as db:
                db.execute(f"PRAGMA synchronous={self.sync}")
                db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            self._commits = self.CHECKPOINT_EVERY  # try again after the next save

    def load(self, run_id: str, mark: Mark | None = None) -> RunState:
        where = f"{self.where}#{run_id}"
        with self._lock:
            db = self._conn()
            db.execute("BEGIN")  # one snapshot of header, steps and messages
            try:
                row = db.execute("SELECT rev, header FROM runs WHERE id = ?",
                                 (run_id,)).fetchone()
                steps = [r[0] for r in db.execute(
                    "SELECT body FROM steps WHERE run = ? ORDER BY idx", (run_id,))]
                messages = [r[0] for r in db.execute(
                    "SELECT body FROM messages WHERE run = ? ORDER BY idx", (run_id,))]
            finally:
                db.execute("COMMIT")
        if row is None:
            raise RunFileError(f"no run {run_id!r} in {self.where}")
        state = _assemble(where, row[1], steps, messages)
        if mark is not None:
            mark.saved(state, row[0])
        return state

    def runs(self) -> list[RunInfo]:
        with self._lock:
            rows = self._conn().execute(
                "SELECT id, task, created, updated, steps, finished, stop_reason, pending "
                "FROM runs ORDER BY created").fetchall()
        return [RunInfo(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7]) for r in rows]

    def revision(self, run_id: str) -> int | None:
        with self._lock:
            row = self._conn().execute("SELECT rev FROM runs WHERE id = ?",
                                       (run_id,)).fetchone()
        return row[0] if row else None

    def delete(self, run_id: str) -> None:
        with self._lock:
            db = self._conn()
            db.execute("BEGIN IMMEDIATE")
            for table, key in (("steps", "run"), ("messages", "run"), ("runs", "id")):
                db.execute(f"DELETE FROM {table} WHERE {key} = ?", (run_id,))
            db.execute("COMMIT")

    def close(self) -> None:
        if self._checkpoint is not None:
            self._checkpoint.join()
        with self._lock:
            if self._db is not None and self._db[0] == os.getpid():
                self._db[1].close()
            self._db = None

    def __reduce__(self) -> Any:
        return (SQLiteStore, (self.where,), {"sync": self.sync})

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.sync = data["sync"]


# KEYS: the run's hash, its steps, its messages, the index of runs. ARGV: the revision this
# copy knows, where the new steps start and how many, the same for messages, the rows, the
# number of hash field/value items and those items, the run's creation time and id.
_SAVE = """
local rev = tonumber(redis.call('HGET', KEYS[1], 'rev') or '0')
if rev ~= tonumber(ARGV[1]) then return {0, rev} end
local i = 6
for part = 0, 1 do
  local key, start, n = KEYS[2 + part], tonumber(ARGV[2 + 2 * part]), tonumber(ARGV[3 + 2 * part])
  if start > 0 then redis.call('LTRIM', key, 0, start - 1) else redis.call('DEL', key) end
  for j = i, i + n - 1, 1000 do
    redis.call('RPUSH', key, unpack(ARGV, j, math.min(j + 999, i + n - 1)))
  end
  i = i + n
end
local nf = tonumber(ARGV[i])
redis.call('HSET', KEYS[1], unpack(ARGV, i + 1, i + nf))
redis.call('ZADD', KEYS[4], ARGV[i + nf + 1], ARGV[i + nf + 2])
return {1, rev + 1}
"""


class RedisStore(RunStore):
    """Runs in Redis: a hash per run (``rev``, the header, list fields) and a list each of
    its steps and messages; ``<prefix>runs`` orders the runs by creation."""

    def __init__(self, url: str = "redis://127.0.0.1:6379/0",
                 prefix: str = "agentnb:") -> None:
        try:
            import redis
        except ImportError:
            raise ConfigError("RedisStore needs the redis client: pip install redis") from None
        self.where, self.prefix = url, prefix
        self._client = redis.Redis.from_url(url, socket_timeout=30)
        self._errors = (redis.RedisError,)
        self._save: Any = None  # the save script, registered on first use

    def _keys(self, run_id: str) -> tuple[str, str, str]:
        base = f"{self.prefix}run:{run_id}"
        return base, base + ":steps", base + ":messages"

    def _call(self, fn: Any) -> Any:
        try:
            return fn()
        except self._errors as exc:
            raise RunFileError(f"the run store at {self.where} failed: {exc}") from None

    def save(self, state: RunState, mark: Mark, *, full: bool = False) -> None:
        """One round trip: a script checks the revision and writes, atomically."""
        s0 = 0 if full else mark.start("steps", state.steps)
        m0 = 0 if full else mark.start("messages", state.messages)
        steps = [dump(s) for s in state.steps[s0:]]
        messages = [dump(m) for m in state.messages[m0:]]
        info = {k: ("" if v is None else v) for k, v in _info(state, mark.rev + 1).items()}
        fields = [x for kv in {**info, "header": dump(_header(state))}.items() for x in kv]
        args = [mark.rev, s0, len(steps), m0, len(messages), *steps, *messages,
                len(fields), *fields, state.created, state.id]
        if self._save is None:
            self._save = self._client.register_script(_SAVE)
        saved, rev = self._call(lambda: self._save(
            keys=[*self._keys(state.id), self.prefix + "runs"], args=args))
        if not saved:
            raise self._conflict(state.id, f"revision {rev}, this copy knows {mark.rev}")
        mark.saved(state, int(rev))

    def load(self, run_id: str, mark: Mark | None = None) -> RunState:
        key, steps_key, msgs_key = self._keys(run_id)

        def read() -> list[Any]:
            with self._client.pipeline() as pipe:  # MULTI: one snapshot
                pipe.hmget(key, ["rev", "header"])
                pipe.lrange(steps_key, 0, -1)
                pipe.lrange(msgs_key, 0, -1)
                return pipe.execute()

        (rev, header), steps, messages = self._call(read)
        if header is None:
            raise RunFileError(f"no run {run_id!r} in {self.where}")
        state = _assemble(f"{self.where}#{run_id}", header, steps, messages)
        if mark is not None:
            mark.saved(state, int(rev))
        return state

    def runs(self) -> list[RunInfo]:
        ids = [i.decode() for i in self._call(
            lambda: self._client.zrange(self.prefix + "runs", 0, -1))]
        names = ["task", "created", "updated", "steps", "finished", "stop_reason", "pending"]

        def read() -> list[Any]:
            with self._client.pipeline(transaction=False) as pipe:
                for i in ids:
                    pipe.hmget(self._keys(i)[0], names)
                return pipe.execute()

        out = []
        for run_id, v in zip(ids, self._call(read)):
            if v[0] is None:
                continue
            out.append(RunInfo(run_id, v[0].decode(), float(v[1]), float(v[2]), int(v[3]),
                               v[4] == b"1", v[5].decode() or None, int(v[6])))
        return out

    def revision(self, run_id: str) -> int | None:
        rev = self._call(lambda: self._client.hget(self._keys(run_id)[0], "rev"))
        return None if rev is None else int(rev)

    def delete(self, run_id: str) -> None:
        self._call(lambda: (self._client.delete(*self._keys(run_id)),
                            self._client.zrem(self.prefix + "runs", run_id)))

    def close(self) -> None:
        self._client.close()

    def __reduce__(self) -> Any:
        return (RedisStore, (self.where, self.prefix))


def open_store(where: str | Path | RunStore) -> RunStore:
    """A store from where it is: ``*.json`` (one run), ``*.db`` / ``*.sqlite`` /
    ``*.sqlite3`` (SQLite), ``redis://...`` (Redis); a store is returned as it is."""
    if isinstance(where, RunStore):
        return where
    text = str(where)
    if text.startswith(("redis://", "rediss://", "unix://")):
        return RedisStore(text)
    suffix = Path(text).suffix.lower()
    if suffix == ".json":
        return JsonFile(text)
    if suffix in (".db", ".sqlite", ".sqlite3"):
        return SQLiteStore(text)
    raise ConfigError(f"cannot tell which run store {text!r} is: use a .json file (one run), "
                      "a .db file (SQLite) or a redis:// URL")


def split_address(where: str | Path | RunStore, run_id: str | None) -> tuple[RunStore, str | None]:
    """``"runs/runs.db#<id>"`` -> (the store, the id); ``run_id`` wins over a ``#id``."""
    if isinstance(where, str) and "#" in where and not where.lower().endswith(".json"):
        where, _, frag = where.rpartition("#")
        run_id = run_id or frag
    return open_store(where), run_id
