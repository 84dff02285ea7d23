"""Tools: declared with ``@tool``, described by JSON schema, validated, timed out, run in parallel.

A failure never escapes: an exception, a timeout, invalid arguments or an unknown tool
becomes a ``ToolResult`` with ``ok=False`` whose content the model reads next step.
"""

from __future__ import annotations

import _signal
import inspect
import json
import queue
import signal
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from .errors import ConfigError, ToolDefinitionError
from .types import ToolCall, ToolResult

DEFAULT_TIMEOUT = 30.0
MAX_RESULT_CHARS = 4000
EMPTY_NOTE = "The call completed successfully and returned no data."


@dataclass(eq=False)
class Tool:
    """A callable the model may ask for. Calling the Tool calls the function itself."""

    name: str
    description: str
    parameters: dict[str, Any]
    fn: Callable[..., Any]
    timeout: float | None = DEFAULT_TIMEOUT  # None: no limit, and a lone call runs inline
    requires_approval: bool = False
    side_effects: bool = False
    validator: Any = field(default=None, repr=False)  # a pydantic model class

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def validate(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Return the arguments coerced to the declared types, or raise ValueError."""
        if not isinstance(arguments, dict):
            raise ValueError(f"arguments must be a JSON object, got {type(arguments).__name__}")
        from pydantic import ValidationError

        try:
            obj = self.validator.model_validate(arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            raise ValueError(f"invalid arguments for {self.name}: {problems}") from None
        return {k: getattr(obj, k) for k in obj.model_fields_set | _required(self.parameters)}

    def spec(self) -> dict[str, Any]:
        """The OpenAI ``tools`` entry for this tool."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    @classmethod
    def from_schema(
        cls, name: str, description: str, parameters: dict[str, Any],
        fn: Callable[..., Any], **options: Any,
    ) -> Tool:
        """A tool declared by JSON schema (as in OpenAI or MCP tool lists)."""
        if not description:
            raise ToolDefinitionError(f"tool {name!r} needs a description")
        params = _clean_schema(parameters or {"type": "object", "properties": {}})
        params.setdefault("additionalProperties", False)  # as the validator: no extra keys
        return cls(name=name, description=description, parameters=params, fn=fn,
                   validator=_model_from_schema(name, params), **options)


def _required(schema: dict[str, Any]) -> set[str]:
    return set(schema.get("required", []))


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    requires_approval: bool = False,
    side_effects: bool = False,
) -> Any:
    """Turn a typed, documented function into a Tool.

    The description and parameter descriptions come from a Google-style docstring; the
    types from the hints. Missing docs or hints raise ToolDefinitionError at once.
    """

    def wrap(f: Callable[..., Any]) -> Tool:
        return _tool_from_function(
            f, name=name, timeout=timeout,
            requires_approval=requires_approval, side_effects=side_effects,
        )

    return wrap(fn) if fn is not None else wrap


def _tool_from_function(f: Callable[..., Any], *, name: str | None, **options: Any) -> Tool:
    import docstring_parser
    from pydantic import ConfigDict, Field, create_model

    tool_name = name or f.__name__
    where = f"tool {tool_name!r} ({f.__module__}.{f.__qualname__})"
    doc = docstring_parser.parse(inspect.getdoc(f) or "")
    description = "\n\n".join(p for p in (doc.short_description, doc.long_description) if p)
    if not description:
        raise ToolDefinitionError(
            f"{where} has no description: add a docstring saying what it does, "
            'e.g. """Current weather for a city."""'
        )
    param_docs = {p.arg_name: (p.description or "").strip() for p in doc.params}
    try:
        hints = inspect.get_annotations(f, eval_str=True)
    except Exception as exc:  # unresolvable forward references
        raise ToolDefinitionError(f"{where}: cannot resolve type hints ({exc})") from None
    fields_: dict[str, Any] = {}
    for pname, param in inspect.signature(f).parameters.items():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise ToolDefinitionError(f"{where}: *args/**kwargs cannot be described to a model")
        if pname not in hints:
            raise ToolDefinitionError(f"{where}: parameter {pname!r} needs a type hint")
        if not param_docs.get(pname):
            raise ToolDefinitionError(
                f"{where}: parameter {pname!r} needs a description in the docstring's "
                f"Args section, e.g. '    {pname}: what it is.'"
            )
        default = ... if param.default is param.empty else param.default
        fields_[pname] = (hints[pname], Field(default, description=param_docs[pname]))
    model = create_model(  # type: ignore[call-overload]
        f"{tool_name}_args", __config__=ConfigDict(extra="forbid"), **fields_
    )
    schema = _clean_schema(model.model_json_schema())
    tool_obj = Tool(name=tool_name, description=description, parameters=schema, fn=f,
                    validator=model, **options)
    tool_obj.__doc__ = f.__doc__
    tool_obj.__wrapped__ = f  # type: ignore[attr-defined]
    return tool_obj


def _clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Drop pydantic's titles (noise for a model) and keep the rest."""
    if isinstance(schema, dict):
        return {k: _clean_schema(v) for k, v in schema.items()
                if not (k == "title" and isinstance(v, str))}
    if isinstance(schema, list):
        return [_clean_schema(v) for v in schema]  # type: ignore[return-value]
    return schema


_JSON_TYPES: dict[str, Any] = {
    "string": str, "integer": int, "number": float, "boolean": bool,
    "array": list, "object": dict, "null": type(None),
}


def _model_from_schema(name: str, schema: dict[str, Any]) -> Any:
    """A lenient pydantic model for a JSON-schema tool: checks names, required and types."""
    from pydantic import ConfigDict, create_model

    required = _required(schema)
    fields_: dict[str, Any] = {}
    for pname, prop in (schema.get("properties") or {}).items():
        typ: Any = Any
        if isinstance(prop, dict):
            if prop.get("enum"):
                typ = Literal[tuple(prop["enum"])]
            elif isinstance(prop.get("type"), str):
                typ = _JSON_TYPES.get(prop["type"], Any)
                if prop["type"] == "array" and isinstance(prop.get("items"), dict):
                    typ = list[_JSON_TYPES.get(prop["items"].get("type", ""), Any)]
        fields_[pname] = (typ, ...) if pname in required else (typ | None, None)
    return create_model(f"{name}_args", __config__=ConfigDict(extra="forbid"), **fields_)


class Toolset:
    """The tools of one agent, by name, with parallel execution."""

    def __init__(self, tools: Iterable[Tool | Callable[..., Any]] = ()) -> None:
        self.tools: dict[str, Tool] = {}
        for t in tools:
            t = t if isinstance(t, Tool) else tool(t)
            if t.name in self.tools:
                raise ConfigError(f"two tools are named {t.name!r}; give one another name")
            if t.name == "final_answer":
                raise ConfigError("'final_answer' is reserved for the model's answer")
            self.tools[t.name] = t

    def __iter__(self):
        return iter(self.tools.values())

    def __len__(self) -> int:
        return len(self.tools)

    def __contains__(self, name: str) -> bool:
        return name in self.tools

    def __getitem__(self, name: str) -> Tool:
        return self.tools[name]

    def specs(self) -> list[dict[str, Any]]:
        return [t.spec() for t in self.tools.values()]

    def check(self, call: ToolCall) -> ToolResult | None:
        """Why this call cannot run (unknown tool, bad arguments), as a result; else None."""
        t = self.tools.get(call.name)
        if t is None:
            names = ", ".join(self.tools) or "(none)"
            return error_result(call, f"unknown tool {call.name!r}; available tools: {names}")
        try:
            valid = t.validate(call.arguments)
        except ValueError as exc:
            return error_result(call, f"{exc}. Call it again with arguments matching its schema.")
        if not _same_scalars(valid, call.arguments):
            call.arguments = valid  # coerced; unchanged arguments keep their identity
        return None

    def run(self, calls: list[ToolCall]) -> list[ToolResult]:
        """Run the calls in parallel, each within its tool's timeout. Never raises."""
        results: list[ToolResult | None] = [self.check(c) for c in calls]
        started = time.perf_counter()
        runnable = [i for i, r in enumerate(results) if r is None]
        # A lone call runs right here, without a thread hand-off, when it has no timeout
        # or when the timeout can be kept by an alarm signal (main thread, POSIX).
        lone = self.tools[calls[runnable[0]].name].timeout if len(runnable) == 1 else 0
        inline = len(runnable) == 1 and (lone is None or _Alarm.usable())
        pending: dict[int, Outcome | Future] = {}
        for i in runnable:
            fn, arguments = self.tools[calls[i].name].fn, calls[i].arguments
            pending[i] = _Alarm.invoke(fn, arguments, lone) if inline else \
                _POOL.submit(fn, arguments)
        for i, job in pending.items():
            call, t = calls[i], self.tools[calls[i].name]
            if isinstance(job, Future):
                remaining = None if t.timeout is None else max(
                    0.0, t.timeout - (time.perf_counter() - started))
                try:
                    job = job.result(timeout=remaining)
                except FutureTimeout:
                    job = Outcome(None, t.timeout or 0.0, _Deadline())
            value, seconds, exc = job
            if isinstance(exc, _Deadline):
                fate = "stopped" if inline else "abandoned"  # by the alarm, or left running
                results[i] = error_result(
                    call, f"{call.name} timed out after {t.timeout:g}s and was {fate}",
                    seconds=t.timeout or 0.0)
            elif exc is not None:  # the tool raised
                res = error_result(call, f"{call.name} raised {type(exc).__name__}: {exc}",
                                   seconds=seconds)
                res.traceback = "".join(traceback.format_exception(exc))
                results[i] = res
            else:
                results[i] = success_result(call, value, seconds)
        return results  # type: ignore[return-value]


def _same_scalars(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Equal, with the same plain types (so nothing was coerced, even inside a list)."""
    return a.keys() == b.keys() and all(
        type(v) is type(b[k]) and isinstance(v, (str, int, float, bool, type(None)))
        and v == b[k] for k, v in a.items())


def error_result(call: ToolCall, message: str, seconds: float = 0.0) -> ToolResult:
    return ToolResult(call_id=call.id, name=call.name, ok=False, error=message,
                      content=json.dumps({"error": message}), seconds=seconds)


def repeat_result(call: ToolCall, step_index: int, earlier: ToolResult) -> ToolResult:
    """An identical call answered from the run's record instead of running again."""
    note = (f"You already called {call.name} with these arguments in step {step_index}; "
            f"that result is final: {earlier.content}. Do not call it again with the same "
            "arguments: use this result, call a different tool, or give the final answer.")
    return ToolResult(call_id=call.id, name=call.name, content=note, repeat_of=step_index,
                      note=f"repeat of step {step_index}; not run again")


def success_result(call: ToolCall, value: Any, seconds: float = 0.0,
                   max_chars: int = MAX_RESULT_CHARS) -> ToolResult:
    """Serialise a tool's return value for the model, with notes for empty/odd/huge ones."""
    note = None
    if value is None or value == "" or (isinstance(value, (list, dict, tuple, set)) and not value):
        content, note = json.dumps({"result": value if value is not None else None,
                                    "note": EMPTY_NOTE}), "empty result"
    elif isinstance(value, str):
        content = value
    else:
        try:
            content = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):
            from pydantic_core import to_jsonable_python

            content = json.dumps(to_jsonable_python(value, fallback=repr), ensure_ascii=False)
            note = f"{type(value).__name__} result was not plain JSON; converted"
    if len(content) > max_chars:
        total = len(content)
        content = content[:max_chars] + f"\n[truncated: first {max_chars} of {total} characters]"
        note = f"truncated from {total} characters"
    return ToolResult(call_id=call.id, name=call.name, content=content, seconds=seconds,
                      note=note)


class Outcome(NamedTuple):
    """How one call went: its value, or the exception it raised, and how long it took."""

    value: Any
    seconds: float
    error: BaseException | None = None


def _invoke(fn: Callable[..., Any], arguments: dict[str, Any]) -> Outcome:
    """``fn(**arguments)``, its exception caught as a value."""
    t0 = time.perf_counter()
    try:
        value = fn(**arguments)
    except KeyboardInterrupt:  # the user's interrupt, when the call runs inline: theirs
        raise
    except BaseException as exc:
        return Outcome(None, time.perf_counter() - t0, exc)
    return Outcome(value, time.perf_counter() - t0)


class _Deadline(BaseException):
    """Raised inside a tool when its timeout passes (not an Exception, so that a tool's
    own ``except Exception`` cannot swallow it)."""


class _Alarm:
    """Timeouts for a lone call on the main thread, kept by SIGALRM (as pytest-timeout's
    signal method does): no thread hand-off, which costs more than the rest of a turn, and
    the tool is really stopped rather than left running. Used only while nobody else uses
    SIGALRM or the real-time interval timer; otherwise calls go to the thread pool."""

    armed = False

    @classmethod
    def usable(cls) -> bool:
        if not hasattr(signal, "setitimer") or \
                threading.current_thread() is not threading.main_thread():
            return False
        # the C-level getsignal: signal.getsignal's enum conversion costs more than the rest
        handler = _signal.getsignal(signal.SIGALRM)
        if handler != cls.on_alarm:
            if handler != signal.SIG_DFL:
                return False
            signal.signal(signal.SIGALRM, cls.on_alarm)
        return signal.getitimer(signal.ITIMER_REAL)[0] == 0.0

    @classmethod
    def on_alarm(cls, signum: int, frame: object) -> None:
        if cls.armed:
            cls.armed = False
            raise _Deadline

    @classmethod
    def invoke(cls, fn: Callable[..., Any], arguments: dict[str, Any],
               timeout: float | None) -> Outcome:
        if timeout is None:
            return _invoke(fn, arguments)
        t0 = time.perf_counter()
        try:  # the alarm may land anywhere in here, even after the tool returned
            cls.armed = True
            signal.setitimer(signal.ITIMER_REAL, max(timeout, 1e-6))
            try:
                outcome = _invoke(fn, arguments)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                cls.armed = False
        except _Deadline as exc:
            return Outcome(None, time.perf_counter() - t0, exc)
        return outcome


class _DaemonPool:
    """A grow-on-demand pool of daemon threads.

    Unlike ThreadPoolExecutor its workers never block interpreter or kernel exit, so a
    tool that hangs past its timeout is abandoned instead of hanging shutdown.
    """

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._idle = 0
        self._lock = threading.Lock()

    def submit(self, fn: Callable[..., Any], arguments: dict[str, Any]) -> Future:
        fut: Future = Future()
        with self._lock:
            if self._idle:
                self._idle -= 1
            else:
                threading.Thread(target=self._work, daemon=True, name="agentnb-tool").start()
        self._jobs.put((fut, fn, arguments))
        return fut

    def _work(self) -> None:
        while True:
            fut, fn, arguments = self._jobs.get()
            if fut.set_running_or_notify_cancel():
                fut.set_result(_invoke(fn, arguments))
            del fut, fn, arguments
            with self._lock:
                self._idle += 1


_POOL = _DaemonPool()
