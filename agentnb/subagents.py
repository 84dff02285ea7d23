"""Sub-agents: an agent as a tool of another (``agent.as_tool(name, description)``).

A call of the tool starts a child run of that agent on the call's ``task`` and returns the
child's final answer. The child is a normal ``Run``: saved in the parent's store (or kept
in memory with it), steppable, resumable. It is linked both ways: ``child.state.parent``
(the parent run, its step and the call) and ``ToolResult.child`` / ``parent.children``.
Its id comes from the parent's id, step and call id, so the same call always finds the
same child:

- a parent killed while a child ran resumes that child where it was (the call is written
  ahead, ``Tool.resumes``, and run again on recovery without asking: the child's own
  side-effect calls keep their own guard);
- a child that waits for approval makes its call wait at the parent (``parent.pending``);
  ``parent.approve()`` approves what the child waits for and lets it go on;
- with ``parent.step_into = True`` a new child is started but not run: its call waits at
  the parent while you step the child (``parent.children``); approving the call runs the
  child to its end (at once, if you finished it);
- a child that ends without an answer (a limit, a stop, an endpoint failure) is a tool
  error for the parent, never an exception; so is a child started deeper than
  ``max_depth`` (agents calling each other in a cycle): it is recorded, stopped at once
  with stop reason ``max_depth``.

The child shares the parent's trace id, and its tokens are added to the calling step's
usage (the parent's totals, watchdog and plots count the whole tree).
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import threading
from collections.abc import Iterator
from typing import Any

from . import observe
from .errors import AgentnbError, RunFileError

MAX_DEPTH = "max_depth"
# the runs stepping in this thread, outermost first: (run, step)
_STACK: contextvars.ContextVar[tuple[tuple[Any, Any], ...]] = contextvars.ContextVar(
    "agentnb_runs", default=())
_APPROVED: contextvars.ContextVar[frozenset[str]] = contextvars.ContextVar(
    "agentnb_approved", default=frozenset())
_USAGE_LOCK = threading.Lock()


class SubAgentError(AgentnbError):
    """A child run ended without an answer: its parent's tool error."""

    def __init__(self, message: str, child: str) -> None:
        super().__init__(message)
        self.agentnb_child = child


class ChildWaiting(AgentnbError):
    """A child run waits for approval: its call waits at the parent."""

    def __init__(self, message: str, child: str) -> None:
        super().__init__(message)
        self.agentnb_child, self.agentnb_waiting = child, True


class Answer(str):
    """A child's answer, knowing the child run it came from."""

    agentnb_child: str


@contextlib.contextmanager
def stepping(run: Any, step: Any, approved: frozenset[str] = frozenset()) -> Iterator[None]:
    """Within: ``run`` steps ``step`` here: model and tool calls carry its trace id
    (``observe.tracing``) and sub-agent calls become its children; ``approved`` are the
    call ids ``run.approve()`` is running."""
    token = _STACK.set((*_STACK.get(), (run, step)))
    mark = _APPROVED.set(approved)
    try:
        with observe.tracing(run.state):
            yield
    finally:
        _APPROVED.reset(mark)
        _STACK.reset(token)


def child_id(parent_id: str, step: int, call_id: str) -> str:
    """The id of the child run a call starts: the same call, the same child."""
    return hashlib.sha256(f"{parent_id}/{step}/{call_id}".encode()).hexdigest()[:12]


def as_tool(agent: Any, name: str, description: str, max_depth: int = 3) -> Any:
    """The tool ``Agent.as_tool`` makes (see the module's docstring)."""
    from .tools import Tool, current_call

    if not isinstance(max_depth, int) or max_depth < 1:
        raise AgentnbError("max_depth must be a positive integer")

    def delegate(task: str) -> str:
        stack = _STACK.get()
        if not stack:  # called by hand, outside any run: a plain run in memory
            run = agent.start(task, save_to=False).run()
            return _answer(run, name)
        parent, step = stack[-1]
        call = current_call() or "call"
        cid = child_id(parent.id, step.index, call)
        child = _find(parent, cid, agent)
        if child is None:
            child = agent.start(task, save_to=parent.store or False, run_id=cid)
            child.state.trace_id = parent.state.trace_id
            child.state.parent = {"run": parent.id, "step": step.index, "call": call,
                                  "tool": name}
            if len(stack) > max_depth:
                chain = " > ".join((r.state.parent or {}).get("tool", f"run {r.id}")
                                   for r, _ in stack)
                child.state.finished, child.state.stop_reason = True, MAX_DEPTH
                child.state.answer = (f"[not started: agents nested deeper than {max_depth} "
                                      f"({chain} > {name})]")
            child.save()
        parent._children[cid] = child
        approved = call in _APPROVED.get()
        if parent.step_into and not approved and not child.finished and not child.pending:
            raise ChildWaiting(f"the {name} agent's run {child.id} waits to be stepped "
                               "(run.children); approve this call to run it to its end",
                               child.id)
        used = child.usage
        try:
            if child.pending and approved:
                child.approve()
            if not child.finished and not child.pending:
                child.resume()
        finally:
            with _USAGE_LOCK:  # the child's tokens count in the calling step
                step.usage = step.usage + (child.usage - used)
        return _answer(child, name)

    delegate.__name__ = name
    params = {"type": "object", "properties": {"task": {
        "type": "string", "description": "the request to pass on, in full"}},
        "required": ["task"]}
    return Tool.from_schema(name, description, params, delegate, timeout=None, resumes=True)


def _answer(child: Any, name: str) -> str:
    if child.pending:
        calls = ", ".join(f"{c.name}({c.id})" for c in child.pending)
        raise ChildWaiting(f"the {name} agent (run {child.id}) waits for approval of "
                           f"{calls}", child.id)
    if child.stop_reason != "final_answer":
        raise SubAgentError(f"the {name} agent (run {child.id}) stopped ({child.stop_reason}) "
                            f"without an answer: {child.answer}", child.id)
    out = Answer(child.answer or "")
    out.agentnb_child = child.id
    return out


def children(run: Any) -> list[Any]:
    """The child runs of ``run``'s sub-agent calls, in call order (loaded from the
    store when this process did not start them; read-only then)."""
    ids = [r.child for s in run.steps for r in s.results if r.child is not None]
    ids += [c for c in run._children if c not in ids]  # waiting ones have no result yet
    return [c for c in (_find(run, cid) for cid in ids) if c is not None]


def _find(run: Any, cid: str, agent: Any = None) -> Any:
    """The child run ``cid`` of ``run``: one started here, else from the store ``run`` is
    saved in or was loaded from (read-only without ``agent``); None if neither has it."""
    child = run._children.get(cid)
    store = run.store or getattr(run, "_source", None)
    if child is None and store is not None:
        with contextlib.suppress(RunFileError):
            child = type(run).load(store, agent=agent, run_id=cid)
    return child
