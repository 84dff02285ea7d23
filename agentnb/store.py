"""Runs on disk: one JSON file per run (a header and its ``RunState``), written atomically
after every step."""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import RunFileError
from .privacy import redact
from .state import RunState

FORMAT = "agentnb.run"
VERSION = 1


def file_body(data: dict[str, Any]) -> dict[str, Any]:
    """A run file's ``RunState`` fields: the file without its header."""
    return {k: v for k, v in data.items() if k not in ("format", "version")}


def state_to_file(state: RunState, *, records: bool = False) -> dict[str, Any]:
    """What a run file holds: a header and the ``RunState``, field by field.
    ``records=True`` leaves the records as they are, for ``write_json_atomic`` to encode
    without copying them first."""
    body = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)} if records \
        else state.to_dict()
    return {"format": FORMAT, "version": VERSION, **body}


def write_json_atomic(path: str | Path, data: dict[str, Any]) -> Path:
    """Write JSON to ``path`` via a temp file and rename: a reader never sees half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(redact(json.dumps(data, ensure_ascii=False, default=_encode)))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _encode(value: Any) -> Any:
    """Records as their fields (no deep copy, unlike ``asdict``); anything else as text."""
    names = _FIELDS.get(type(value))
    if names is None:
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            return str(value)
        names = _FIELDS[type(value)] = [f.name for f in dataclasses.fields(value)]
    return {name: getattr(value, name) for name in names}


_FIELDS: dict[type, list[str]] = {}


def read_run_file(path: str | Path) -> RunState:
    """Read and check a saved run; any problem is a RunFileError naming the file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RunFileError(f"no saved run at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RunFileError(f"cannot read saved run {path}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RunFileError(f"{path} is not valid JSON (corrupt or truncated): {exc}") from None
    except RecursionError:
        raise RunFileError(f"{path} is nested too deeply to be a run file") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RunFileError(f"{path} is not an agentnb run file")
    if data.get("version") != VERSION:
        raise RunFileError(
            f"{path} has run-file version {data.get('version')!r}; this agentnb reads {VERSION}")
    return validate_run_data(data, where=str(path))


def validate_run_data(data: dict[str, Any], where: str = "run data") -> RunState:
    """Check every field's type and build the ``RunState``; RunFileError names the first
    problems, so a damaged file is never loaded half-way."""
    from pydantic import ValidationError

    try:
        state = _run_adapter().validate_python(file_body(data))
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}"
                             for e in exc.errors()[:3])
        raise RunFileError(f"{where} is damaged: {problems}") from None
    # checked, but kept as written: validation reorders a message's keys, and a step's
    # request must come back byte for byte
    state.messages = [dict(m) for m in data.get("messages") or []]
    problems = state.problems()
    if problems:
        raise RunFileError(f"{where} is damaged: {'; '.join(problems[:3])}")
    return state


_ADAPTER: Any = None


def _run_adapter() -> Any:
    """Pydantic's validator of ``RunState`` (built once: it takes ~20 ms)."""
    global _ADAPTER
    if _ADAPTER is None:
        from pydantic import TypeAdapter

        _ADAPTER = TypeAdapter(RunState)
    return _ADAPTER
