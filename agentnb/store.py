"""Runs on disk: one JSON file per run, written atomically after every step."""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import RunFileError
from .privacy import redact

FORMAT = "agentnb.run"
VERSION = 1


def run_to_dict(run: Any, *, records: bool = False) -> dict[str, Any]:
    """Everything a run file holds. The agent is described (model, tools, limits), never
    serialised: no keys, no code. ``records=True`` leaves the Step records as they are, for
    ``write_json_atomic`` to encode without copying them first."""
    agent = run.agent
    described = run.meta.get("agent", {})
    if agent is not None:
        model = agent.model
        described = {
            "model": getattr(model, "name", type(model).__name__),
            "base_url": getattr(model, "base_url", ""),
            "decision_mode": agent.decision_mode or getattr(model, "decision_mode", None),
            "system": agent.system, "tools": list(agent.toolset.tools),
            "max_steps": agent.watchdog.max_steps,
        }
    return {
        "format": FORMAT, "version": VERSION, "id": run.id, "task": run.task,
        "created": run.created, "finished": run.finished,
        "stop_reason": run.stop_reason, "answer": run.answer, "agent": described,
        "messages": run.messages,
        "steps": list(run.steps) if records else [s.to_dict() for s in run.steps],
        "format_errors": run._format_errors, "nudged": run._nudged,
        "inflight": run._inflight, "replay": run._replay, "context": run.context,
    }


def run_from_dict(cls: Any, data: dict[str, Any], agent: Any = None) -> Any:
    """A Run (of class ``cls``) from ``run_to_dict`` output, validated or not."""
    from .types import Step

    run = cls(agent=agent, task=data["task"], run_id=data["id"])
    run.messages = [dict(m) for m in data["messages"]]
    run.steps = [s if isinstance(s, Step) else Step.from_dict(s) for s in data["steps"]]
    run.finished = bool(data.get("finished"))
    run.stop_reason = data.get("stop_reason")
    run.answer = data.get("answer")
    run.created = data.get("created", run.created)
    run._format_errors = int(data.get("format_errors", 0))
    run._nudged = bool(data.get("nudged", False))
    run._inflight = data.get("inflight") or None
    run._replay = dict(data.get("replay") or {})
    if data.get("context"):
        run.context.update(data["context"])
    run.meta["agent"] = data.get("agent", {})
    return run


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
