"""Runs on disk: one JSON file per run, written atomically after every step."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import RunFileError
from .privacy import redact

FORMAT = "agentnb.run"
VERSION = 1


def write_json_atomic(path: str | Path, data: dict[str, Any]) -> Path:
    """Write JSON to ``path`` via a temp file and rename: a reader never sees half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(redact(json.dumps(data, ensure_ascii=False, default=str)))
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
    return validate_run_data(data, where=str(path))


def validate_run_data(data: dict[str, Any], where: str = "run data") -> dict[str, Any]:
    """Check every field's type (steps become Step records); RunFileError names the first
    problems, so a damaged file is never loaded half-way."""
    from pydantic import ValidationError

    try:
        checked = _run_adapter().validate_python(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}"
                             for e in exc.errors()[:3])
        raise RunFileError(f"{where} is damaged: {problems}") from None
    return {**data, **checked}


_ADAPTER: Any = None


def _run_adapter() -> Any:
    global _ADAPTER
    if _ADAPTER is None:
        from typing import Literal

        from pydantic import TypeAdapter
        from typing_extensions import NotRequired, TypedDict

        from .types import Step

        class MessageRecord(TypedDict):
            role: Literal["system", "user", "assistant", "tool"]
            content: NotRequired[str | list | None]
            tool_calls: NotRequired[list[dict[str, Any]]]
            tool_call_id: NotRequired[str]
            name: NotRequired[str]
            agentnb: NotRequired[str]

        class RunRecord(TypedDict):
            id: str
            task: str
            created: NotRequired[float]
            finished: bool
            stop_reason: str | None
            answer: str | None
            agent: NotRequired[dict[str, Any]]
            messages: list[MessageRecord]
            steps: list[Step]
            format_errors: NotRequired[int]
            nudged: NotRequired[bool]
            inflight: NotRequired[dict[str, Any] | None]
            replay: NotRequired[dict[str, dict[str, Any]]]
            context: NotRequired[dict[str, Any]]

        _ADAPTER = TypeAdapter(RunRecord)
    return _ADAPTER
