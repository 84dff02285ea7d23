"""Tools: declared with ``@tool``, described by JSON schema, validated, timed out, run in parallel.

A failure never escapes: an exception, a timeout, invalid arguments or an unknown tool
becomes a ``ToolResult`` with ``ok=False`` whose content the model reads next step.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import json
import queue
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .errors import ConfigError, ToolDefinitionError
from .schemas import arguments_model, arguments_of, clean_schema, model_from_schema, required_names
from .types import ToolCall, ToolResult

DEFAULT_TIMEOUT = 30.0
_CALL: contextvars.ContextVar[str | None] = contextvars.ContextVar("agentnb_call", default=None)


def current_call() -> str | None:
    """The id of the tool call running here (in a tool's own code), if any."""
    return _CALL.get()
MAX_RESULT_CHARS = 4000
EMPTY_NOTE = "The call completed successfully and returned no data."


@dataclass(eq=False)
class Tool:
    """A callable the model may ask for. Calling the Tool calls the function itself."""

    name: str
    description: str
    parameters: dict[str, Any]
    fn: Callable[..., Any]
    timeout: float | None = DEFAULT_TIMEOUT  # None: no limit
    requires_approval: bool = False
    side_effects: bool = False
    validator: Any = field(default=None, repr=False)  # a pydantic model class
    cache_ttl: float | None = None  # keep successful results this long (agentnb.cache)
    # written ahead like a side effect, but run again after a crash without asking: the
    # call resumes its own work (a sub-agent's child run: agentnb.subagents)
    resumes: bool = False

    def __post_init__(self) -> None:
        if self.cache_ttl is not None:
            if not isinstance(self.cache_ttl, (int, float)) or self.cache_ttl <= 0:
                raise ToolDefinitionError(f"tool {self.name!r}: cache_ttl must be a positive "
                                          "number of seconds")
            if self.side_effects or self.requires_approval:
                raise ToolDefinitionError(
                    f"tool {self.name!r}: a tool with side effects or approvals is never "
                    "cached (each call must really run); drop cache_ttl")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    @property
    def is_async(self) -> bool:
        """An ``async def`` tool: awaited in a worker thread's own event loop."""
        return inspect.iscoroutinefunction(self.fn)

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
        return arguments_of(obj, required_names(self.parameters))

    def invalid_arguments(self, arguments: dict[str, Any]) -> set[str]:
        """The names of the arguments that keep ``arguments`` from validating (a required
        one missing, a value of the wrong type or outside its choices; ``""`` for a
        problem with the object as a whole); empty when they validate."""
        from pydantic import ValidationError

        try:
            self.validator.model_validate(arguments)
        except ValidationError as exc:
            return {str(e["loc"][0]) if e["loc"] else "" for e in exc.errors()}
        return set()

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
        params = clean_schema(parameters or {"type": "object", "properties": {}})
        params.setdefault("additionalProperties", False)  # as the validator: no extra keys
        return cls(name=name, description=description, parameters=params, fn=fn,
                   validator=model_from_schema(name, params), **options)


def tool(
    fn: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    requires_approval: bool = False,
    side_effects: bool = False,
    cache_ttl: float | None = None,
) -> Any:
    """Turn a typed, documented function into a Tool.

    The description and parameter descriptions come from a Google-style docstring; the
    types from the hints. Missing docs or hints raise ToolDefinitionError at once.
    ``cache_ttl`` (seconds) keeps successful results for identical calls across runs
    (``agentnb.cache``); not allowed with ``side_effects`` or ``requires_approval``.
    """

    def wrap(f: Callable[..., Any]) -> Tool:
        return _tool_from_function(
            f, name=name, timeout=timeout, requires_approval=requires_approval,
            side_effects=side_effects, cache_ttl=cache_ttl,
        )

    return wrap(fn) if fn is not None else wrap


def _tool_from_function(f: Callable[..., Any], *, name: str | None, **options: Any) -> Tool:
    import docstring_parser
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
        fields_[pname] = (hints[pname], default, param_docs[pname])
    model = arguments_model(tool_name, fields_)
    schema = clean_schema(model.model_json_schema())
    tool_obj = Tool(name=tool_name, description=description, parameters=schema, fn=f,
                    validator=model, **options)
    tool_obj.__doc__ = f.__doc__
    tool_obj.__wrapped__ = f  # type: ignore[attr-defined]
    return tool_obj


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

    def run(self, calls: list[ToolCall], cache: Any = None) -> list[ToolResult]:
        """Run the calls in parallel, each within its tool's timeout, and always return:
        a call still running at its deadline is abandoned to a daemon thread (an async one
        is cancelled). Whatever a tool raises becomes its result; only the user's own
        Ctrl-C while waiting interrupts. A lone call without a timeout runs right here, as
        a plain function call would (Ctrl-C then lands in the tool, and is the user's).
        Calls to ``cache_ttl`` tools are answered from ``cache`` (``agentnb.cache``) when
        it holds a fresh result, and their successful results are put there."""
        from .cache import cached_result, tool_cache, tool_key

        store = tool_cache(cache)
        results: list[ToolResult | None] = [self.check(c) for c in calls]
        for i, call in enumerate(calls):
            ttl = self.tools[call.name].cache_ttl if results[i] is None else None
            hit = store.get_tool(tool_key(call), ttl) if ttl else None
            if hit is not None:
                results[i] = cached_result(call, *hit)
        started = time.perf_counter()
        runnable = [i for i, r in enumerate(results) if r is None]
        jobs: dict[int, Outcome | Future] = {}
        for i in runnable:
            t, token = self.tools[calls[i].name], _CALL.set(calls[i].id)  # current_call()
            inline = len(runnable) == 1 and t.timeout is None and not t.is_async
            try:
                jobs[i] = _invoke(t, calls[i].arguments, interruptible=True) if inline else \
                    _POOL.submit(t, calls[i].arguments)
            finally:
                _CALL.reset(token)
        for i, job in jobs.items():
            call, t = calls[i], self.tools[calls[i].name]
            if isinstance(job, Future):
                remaining = None if t.timeout is None else max(
                    0.0, t.timeout - (time.perf_counter() - started))
                try:
                    job = job.result(timeout=remaining)
                except FutureTimeout:
                    job = Outcome(None, t.timeout or 0.0, _TimedOut())
            value, seconds, exc = job
            if isinstance(exc, _TimedOut):  # whichever deadline noticed first
                state = "cancelled" if t.is_async else "abandoned: it may still be running"
                results[i] = error_result(
                    call, f"{call.name} timed out after {t.timeout:g}s and was {state}",
                    seconds=t.timeout or 0.0)
            elif exc is not None:  # the tool raised (anything, even KeyboardInterrupt)
                res = error_result(call, f"{call.name} raised {_describe_exception(exc)}",
                                   seconds=seconds)
                res.traceback = _format_traceback(exc)
                res.child = getattr(exc, "agentnb_child", None)
                res.waiting = getattr(exc, "agentnb_waiting", False)
                results[i] = res
            else:
                results[i] = res = success_result(call, value, seconds)
                res.child = getattr(value, "agentnb_child", None)
                if t.cache_ttl:
                    store.put_tool(tool_key(call), res.to_dict())
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
    """Serialise a tool's return value for the model, with notes for empty, odd or huge
    ones. Any value becomes a result: one that cannot be converted (a ``__repr__`` that
    raises, say) is described by its type."""
    try:
        content, note = _show(value)
    except Exception as exc:  # a result, whatever the object does
        content = f"<{_type_name(value)} object that cannot be shown: {_describe_exception(exc)}>"
        note = "result could not be shown; described by its type"
    if len(content) > max_chars:
        total = len(content)
        content = content[:max_chars] + f"\n[truncated: first {max_chars} of {total} characters]"
        note = f"truncated from {total} characters"
    return ToolResult(call_id=call.id, name=call.name, content=content, seconds=seconds,
                      note=note)


def _show(value: Any) -> tuple[str, str | None]:
    """``value`` as the text the model reads, and a note when it was not plain."""
    if value is None or (isinstance(value, (str, list, dict, tuple, set)) and len(value) == 0):
        return json.dumps({"result": None if value is None else _plain_empty(value),
                           "note": EMPTY_NOTE}), "empty result"
    if isinstance(value, str):
        return _utf8(str.__str__(value), None)
    if isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        try:
            return data.decode("utf-8"), "bytes result, decoded as UTF-8"
        except UnicodeDecodeError:
            return repr(data), f"{len(data)} bytes that are not UTF-8, shown as a bytes literal"
    try:
        return _utf8(json.dumps(value, ensure_ascii=False), None)
    except (TypeError, ValueError, RecursionError):
        pass
    note = f"{_type_name(value)} result was not plain JSON; converted"
    try:
        from pydantic_core import to_jsonable_python

        return _utf8(json.dumps(to_jsonable_python(value, fallback=_safe_repr),
                                ensure_ascii=False), note)
    except Exception:  # cycles, huge ints, objects that refuse
        return _utf8(_safe_repr(value), f"{_type_name(value)} result shown by its repr")


def _plain_empty(value: Any) -> Any:
    return "" if isinstance(value, str) else {} if isinstance(value, dict) else []


def valid_text(text: str) -> str:
    """``text`` as it can be sent and saved: lone surrogates (from bytes decoded with
    ``surrogateescape``, or a JSON escape read back) become escapes."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def _utf8(text: str, note: str | None) -> tuple[str, str | None]:
    """``valid_text``, with a note when it escaped something."""
    valid = valid_text(text)
    return valid, note if valid == text else (
        note or "text held characters that are not valid Unicode; escaped")


def _type_name(value: Any) -> str:
    return type(value).__name__


def _safe_repr(value: Any) -> str:
    """``repr(value)``; abbreviated where that fails (too deep, too many digits); else a
    description of the object."""
    import reprlib

    for show in (repr, reprlib.repr):
        try:
            return show(value)
        except Exception:
            continue
    if isinstance(value, int):  # past Python's limit on decimal digits
        return f"(an integer too long to print in decimal; in hex:) {value:#x}"
    return f"<{_type_name(value)} object; its repr failed>"


def _describe_exception(exc: BaseException) -> str:
    """``Type: message``, even when the exception's ``__str__`` itself raises."""
    try:
        text = str(exc)
    except Exception:
        text = "(its message could not be read)"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _format_traceback(exc: BaseException) -> str | None:
    try:
        return "".join(traceback.format_exception(exc))
    except Exception:
        return None


class Outcome(NamedTuple):
    """How one call went: its value, or the exception it raised, and how long it took."""

    value: Any
    seconds: float
    error: BaseException | None = None


def _invoke(t: Tool, arguments: dict[str, Any], interruptible: bool = False) -> Outcome:
    """``t.fn(**arguments)``, awaited when it is a coroutine (in a loop of this worker
    thread's own, so it is safe beside a running Jupyter loop, and cancelled at the tool's
    timeout); any exception it raises, even ``KeyboardInterrupt``, caught as a value,
    except that an ``interruptible`` call (on the caller's thread) lets Ctrl-C through."""
    t0 = time.perf_counter()
    try:
        value = t.fn(**arguments)
        if inspect.isawaitable(value):
            value = asyncio.run(_bounded(value, t.timeout))
    except BaseException as exc:  # the worker thread must survive
        if interruptible and isinstance(exc, KeyboardInterrupt):
            raise
        return Outcome(None, time.perf_counter() - t0, exc)
    return Outcome(value, time.perf_counter() - t0)


class _TimedOut(Exception):
    """A call past its timeout: the caller's wait and an async tool's own race to see it."""


async def _bounded(awaitable: Any, timeout: float | None) -> Any:
    task = asyncio.ensure_future(awaitable)
    if not (await asyncio.wait({task}, timeout=timeout))[0]:
        task.cancel()
        await asyncio.wait({task})  # let it finish cancelling
        raise _TimedOut
    return task.result()


class _DaemonPool:
    """A grow-on-demand pool of daemon threads.

    Unlike ThreadPoolExecutor its workers never block interpreter or kernel exit, so a
    tool that hangs past its timeout is abandoned instead of hanging shutdown. A worker
    catches everything its tool raises, so no call is left without an outcome.
    """

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._idle = 0
        self._lock = threading.Lock()

    def submit(self, t: Tool, arguments: dict[str, Any]) -> Future:
        fut: Future = Future()
        with self._lock:
            if self._idle:
                self._idle -= 1
            else:
                threading.Thread(target=self._work, daemon=True, name="agentnb-tool").start()
        self._jobs.put((fut, t, arguments, contextvars.copy_context()))  # the run's trace id
        return fut

    def _work(self) -> None:
        while True:
            fut, t, arguments, ctx = self._jobs.get()
            if fut.set_running_or_notify_cancel():
                fut.set_result(ctx.run(_invoke, t, arguments))
            del fut, t, arguments, ctx
            with self._lock:
                self._idle += 1


_POOL = _DaemonPool()
