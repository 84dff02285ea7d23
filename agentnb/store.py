"""Runs on disk: one JSON file per run, written atomically after every step."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import RunFileError

FORMAT = "agentnb.run"
VERSION = 1


def write_json_atomic(path: str | Path, data: dict[str, Any]) -> Path:
    """Write JSON to ``path`` via a temp file and rename: a reader never sees half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, default=str)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def read_run_file(path: str | Path) -> dict[str, Any]:
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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RunFileError(f"{path} is not an agentnb run file")
    if data.get("version") != VERSION:
        raise RunFileError(
            f"{path} has run-file version {data.get('version')!r}; this agentnb reads {VERSION}")
    for key, typ in (("messages", list), ("steps", list), ("task", str), ("id", str)):
        if not isinstance(data.get(key), typ):
            raise RunFileError(f"{path} is damaged: {key!r} is missing or not a {typ.__name__}")
    return data
