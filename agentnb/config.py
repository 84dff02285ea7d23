"""Settings from ``agentnb.toml``: the model endpoint, decision mode, limits, tools,
memory, context and service, with a clear order of precedence.

    arguments  >  environment  >  config file  >  defaults

TOML, because Python reads it with its standard library, it is pyproject.toml's format,
and its values carry their types (``max_steps = 8`` is a number, ``"no"`` is a string).
The file is ``agentnb.toml`` in the current folder, or the one ``AGENTNB_CONFIG`` names.
``Agent.from_config(tools)`` builds an agent from the settings; ``agentnb config`` prints
each setting with where it came from. An unknown key or a value of the wrong type is a
``ConfigError`` naming the file, line and key.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .errors import ConfigError

FILE_NAME = "agentnb.toml"
CONFIG_ENV = "AGENTNB_CONFIG"


@dataclass(frozen=True)
class Field:
    section: str
    key: str
    type: Any
    default: Any = None
    env: str | None = None
    help: str = ""


# flat name -> where it lives in the file, its type, default and environment variable
FIELDS: dict[str, Field] = {f"{f.key}" if f.section != "memory" or f.key == "memory"
                            else f"memory_{f.key}": f for f in [
    Field("model", "base_url", str | None, None, "AGENTNB_BASE_URL",
          "OpenAI-compatible or ollama:// URL; none: the embedded model"),
    Field("model", "model", str | None, None, "AGENTNB_MODEL", "the model's name"),
    Field("model", "gguf", str | None, None, "AGENTNB_GGUF", "another GGUF to serve"),
    Field("model", "n_ctx", int, 4096, "AGENTNB_N_CTX", "the embedded model's window"),
    Field("model", "timeout", float, 120.0, None, "seconds for one answer"),
    Field("agent", "system", str | None, None, None, "the system prompt"),
    Field("agent", "decision_mode", Literal["native", "json"] | None, None, None,
          "native, json, or none to probe"),
    Field("agent", "max_steps", int, 10),
    Field("agent", "max_tokens", int | None, None),
    Field("agent", "max_seconds", float | None, None),
    Field("agent", "max_repeats", int, 3),
    Field("agent", "calls_per_step", int, 4),
    Field("agent", "answer_draws", int, 3, None, "samples of an answer showing trouble"),
    Field("agent", "refill", bool | Literal["any"], True, None,
          "ask a placeholder (or one value in two arguments) again among the request's "
          "words; any: every made-up value"),
    Field("agent", "tools", list[str] | None, None, None, "the tools on (default: all)"),
    Field("agent", "runs_dir", str, "runs"),
    Field("agent", "store", str | None, None, "AGENTNB_STORE",
          "where runs are saved: x.db or redis://...; none: runs_dir/runs.db"),
    Field("memory", "memory", bool, False, None, "long-term memory on"),
    Field("memory", "path", str, "vectorstore"),
    Field("memory", "url", str | None, None, None, "a Chroma server instead of a folder"),
    Field("memory", "collection", str, "agentnb"),
    Field("context", "budget", int | None, None, None, "tokens; none: the window"),
    Field("context", "strategy", Literal["importance", "summarize", "window"], "importance"),
    Field("service", "host", str, "127.0.0.1"),
    Field("service", "port", int, 8000),
    Field("service", "runs", str, "runs/service.db", None,
          "the service's run store: x.db or redis://..."),
]}


@dataclass
class Settings:
    """Effective settings: ``values[name]`` and ``sources[name]`` (``argument``,
    ``environment AGENTNB_...``, ``agentnb.toml:LINE`` or ``default``)."""

    values: dict[str, Any] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    path: Path | None = None

    @classmethod
    def load(cls, path: str | Path | None = None, **arguments: Any) -> Settings:
        unknown = sorted(set(arguments) - set(FIELDS))
        if unknown:
            raise ConfigError(f"unknown setting(s) {unknown}; the settings are "
                              f"{sorted(FIELDS)}")
        file = Path(path) if path is not None else _default_file()
        from_file = _read(file) if file is not None else {}
        out = cls(path=file)
        for name, f in FIELDS.items():
            if name in arguments:
                value, source = arguments[name], "argument"
            elif f.env and os.environ.get(f.env):
                value, source = os.environ[f.env], f"environment {f.env}"
            elif name in from_file:
                value, source = from_file[name]
            else:
                value, source = f.default, "default"
            out.values[name] = _check(name, f, value, source)
            out.sources[name] = source
        return out

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def describe(self) -> str:
        """One line per setting: its section, value and where it came from."""
        width = max(len(f"{f.section}.{f.key}") for f in FIELDS.values())
        return "\n".join(f"{f'{f.section}.{f.key}':<{width}} = {self.values[n]!r}  "
                         f"({self.sources[n]})" for n, f in FIELDS.items())

    def agent_options(self, tools: Any = ()) -> dict[str, Any]:
        """The ``Agent(...)`` arguments these settings give (the model connected)."""
        from .context import ContextManager
        from .models import connect

        v = self.values
        model = connect(v["base_url"], model=v["model"], timeout=v["timeout"]) \
            if v["base_url"] else connect(gguf=v["gguf"], n_ctx=v["n_ctx"], timeout=v["timeout"])
        options: dict[str, Any] = {
            "model": model, "tools": tools, "max_steps": v["max_steps"],
            "max_tokens": v["max_tokens"], "max_seconds": v["max_seconds"],
            "max_repeats": v["max_repeats"], "calls_per_step": v["calls_per_step"],
            "answer_draws": v["answer_draws"], "refill": v["refill"],
            "decision_mode": v["decision_mode"], "runs_dir": v["runs_dir"], "store": v["store"],
            "allowed_tools": v["tools"],
            "context": ContextManager(budget=v["budget"], strategy=v["strategy"])}
        if v["system"] is not None:
            options["system"] = v["system"]
        if v["memory"]:
            from .memory import Memory

            options["memory"] = Memory(url=v["memory_url"], collection=v["memory_collection"]) \
                if v["memory_url"] else Memory(v["memory_path"], v["memory_collection"])
        return options


def _default_file() -> Path | None:
    named = os.environ.get(CONFIG_ENV)
    if named:
        if not Path(named).is_file():
            raise ConfigError(f"{CONFIG_ENV} names {named}, which is not a file")
        return Path(named)
    here = Path(FILE_NAME)
    return here.resolve() if here.is_file() else None


def _read(path: Path) -> dict[str, tuple[Any, str]]:
    """``{name: (value, "file:line")}``; unknown sections and keys are errors."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    lines = _key_lines(text)
    by_place = {(f.section, f.key): name for name, f in FIELDS.items()}
    sections = sorted({f.section for f in FIELDS.values()})
    out = {}
    for section, table in data.items():
        if section not in sections or not isinstance(table, dict):
            raise ConfigError(f"{path}:{lines.get((section, None), 1)}: unknown section "
                              f"[{section}]; the sections are {sections}")
        for key, value in table.items():
            where = f"{path}:{lines.get((section, key), lines.get((section, None), 1))}"
            name = by_place.get((section, key))
            if name is None:
                keys = sorted(f.key for f in FIELDS.values() if f.section == section)
                raise ConfigError(f"{where}: unknown key {key!r} in [{section}]; it has "
                                  f"{keys}")
            out[name] = (value, where)
    return out


def _key_lines(text: str) -> dict[tuple[str, str | None], int]:
    """Where each ``[section]`` and ``key =`` is, for errors that name the line."""
    found: dict[tuple[str, str | None], int] = {}
    section = ""
    for i, line in enumerate(text.splitlines(), 1):
        if m := re.match(r"\s*\[([^\]]+)\]", line):
            section = m.group(1).strip()
            found.setdefault((section, None), i)
        elif m := re.match(r"\s*([A-Za-z0-9_-]+)\s*=", line):
            found.setdefault((section, m.group(1)), i)
    return found


def _check(name: str, f: Field, value: Any, source: str) -> Any:
    """The value, of the field's type; text from the environment is converted."""
    from pydantic import TypeAdapter, ValidationError

    strict = not source.startswith("environment")
    try:
        return TypeAdapter(f.type).validate_python(value, strict=strict)
    except ValidationError as exc:
        where = source if source != "argument" else "argument"
        raise ConfigError(f"{where}: {f.section}.{f.key} must be {_type_name(f.type)}, got "
                          f"{value!r} ({exc.errors()[0]['msg']})") from None


def _type_name(t: Any) -> str:
    return getattr(t, "__name__", None) or str(t).replace("NoneType", "None")
