"""Agents made of agents: ``plan_execute_review`` and a shared ``Scratchpad``.

``plan_execute_review(planner, executors, reviewer)`` is an ``Agent`` whose decisions are
made by code (the ``Coordinator``), not by a model, and whose tools are the three agents
as sub-agents (``agentnb.subagents``). A run of it is an ordinary run, steppable and saved,
and every agent's work is a child run under it:

1. the planner answers with a ``Plan`` (its ``output_type``): subtasks, each with an id,
   the words of the task and the ids it needs first (``after``);
2. each step runs, in parallel, the subtasks whose prerequisites are done (each an
   executor's child run, given the results it depends on);
3. the reviewer answers with a ``Review``: ``ok``, or the ids to ``redo`` with its
   notes; those run again, at most ``max_rounds`` rounds in all;
4. the answer lists each subtask's latest result.

A plan that does not validate (after the planner's own retries), or that cannot be run
(ids repeated or unknown, subtasks waiting for each other), ends the run saying why; a
subtask whose executor fails keeps the error as its result, for the reviewer to send
back. A review that does not validate counts as ok. The
``Scratchpad`` (the agents' shared notes: ``read_notes``/``write_note`` tools, each
call recorded on the step that made it) holds every subtask's result as it comes.
"""

from __future__ import annotations

import copy
import json
import threading
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from .errors import ConfigError
from .models.base import Capabilities, Model
from .outputs import OutputType
from .tools import Tool, Toolset, tool
from .types import Message, Reply, Usage


class Subtask(BaseModel):
    id: str = Field(description="a short id, e.g. s1")
    task: str = Field(description="what to do, in words, with every fact it needs")
    after: list[str] = Field(default_factory=list, description="ids of subtasks to do first")
    executor: str | None = Field(default=None, description="which executor, if several")


class Plan(BaseModel):
    subtasks: list[Subtask]


class Review(BaseModel):
    ok: bool = Field(description="true when every result answers its subtask")
    redo: list[str] = Field(default_factory=list, description="ids of subtasks to do again")
    notes: str = Field(default="", description="what to do differently")


class Scratchpad:
    """Notes the agents of one tree share: ``tools()`` gives them ``read_notes`` and
    ``write_note``. Kept in memory, or in a JSON file (``path``) rewritten at each write,
    so a restarted process reads them again."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path else None
        self._lock = threading.Lock()
        self.notes: dict[str, str] = {}
        if self.path is not None and self.path.exists():
            self.notes = json.loads(self.path.read_text(encoding="utf-8"))

    def write(self, key: str, text: str) -> None:
        from .store import write_json_atomic

        with self._lock:
            self.notes[key] = text
            if self.path is not None:
                write_json_atomic(self.path, self.notes)

    def tools(self) -> list[Tool]:
        @tool(name="read_notes")
        def read_notes() -> dict:
            """Read the team's shared notes (results so far, by key)."""
            return dict(self.notes)

        @tool(name="write_note", side_effects=True)
        def write_note(key: str, text: str) -> str:
            """Write a note every agent of the team can read.

            Args:
                key: a short name for the note.
                text: the note.
            """
            self.write(key, text)
            return f"noted under {key!r}"

        return [read_notes, write_note]


class Coordinator(Model):
    """The decisions of a plan-execute-review run, made by code from the run's history
    (no model is called; it uses no tokens)."""

    name = "coordinator"
    base_url = "code://"
    decision_mode = "native"

    def __init__(self, executors: list[str], max_rounds: int,
                 pad: Scratchpad | None) -> None:
        self.capabilities = Capabilities(native_tools=True, json_schema=False,
                                         streaming=False, context_window=None)
        self.executors, self.max_rounds, self.pad = executors, max_rounds, pad

    def complete(self, messages: list[Message], **options: Any) -> Reply:
        content, calls = self.decide(messages)
        message: Message = {"role": "assistant", "content": content}
        if calls:
            message["tool_calls"] = [
                {"id": cid, "type": "function",
                 "function": {"name": name, "arguments": json.dumps({"task": task})}}
                for cid, name, task in calls]
        return Reply(message=message, usage=Usage(), latency=0.0, model=self.name)

    def decide(self, messages: list[Message]) -> tuple[str | None, list[tuple[str, str, str]]]:
        task = next(str(m.get("content")) for m in messages if m["role"] == "user")
        results = {m.get("tool_call_id"): str(m.get("content") or "") for m in messages
                   if m["role"] == "tool"}
        if "plan" not in results:
            return None, [("plan", "planner", f"Break this task into subtasks: {task}")]
        try:
            plan = Plan.model_validate_json(results["plan"])
        except ValidationError:
            return f"[no plan: the planner answered {results['plan'][:300]!r}]", []
        problem = self._check(plan)
        if problem:
            return f"[no usable plan: {problem}]", []
        latest: dict[str, str] = {}
        for rnd in range(self.max_rounds):
            todo = [s for s in plan.subtasks if rnd == 0 or s.id in self._redo(results, rnd)]
            calls = []
            for s in todo:
                cid = f"do-{rnd}-{s.id}"
                if cid in results:
                    latest[s.id] = results[cid]
                    if self.pad is not None:
                        self.pad.write(s.id, results[cid])
                    continue
                if all(d in latest for d in s.after):
                    calls.append((cid, self._executor(s), self._brief(s, latest)))
            if calls:
                return None, calls
            review = f"review-{rnd}"
            if review not in results:
                return None, [(review, "reviewer", self._review_task(task, plan, latest))]
            if not self._redo(results, rnd + 1):
                break
        return "\n".join(f"{s.id}: {latest.get(s.id, '[not done]')}"
                         for s in plan.subtasks), []

    def _check(self, plan: Plan) -> str | None:
        ids = [s.id for s in plan.subtasks]
        if not ids:
            return "it has no subtasks"
        if len(set(ids)) != len(ids):
            return f"subtask ids repeat: {ids}"
        unknown = {d for s in plan.subtasks for d in s.after} - set(ids)
        if unknown:
            return f"subtasks wait for unknown ids {sorted(unknown)}"
        done: set[str] = set()
        while len(done) < len(ids):  # every subtask must become ready: no cycle
            ready = {s.id for s in plan.subtasks if s.id not in done and set(s.after) <= done}
            if not ready:
                return f"subtasks wait for each other: {sorted(set(ids) - done)}"
            done |= ready
        bad = {s.executor for s in plan.subtasks} - {None, *self.executors}
        if bad and len(self.executors) > 1:
            return f"no executors {sorted(bad)}; there are {self.executors}"
        return None

    def _redo(self, results: dict[str, str], rnd: int) -> set[str]:
        """The ids the review of round ``rnd - 1`` sent back (none if it was ok)."""
        if rnd == 0 or rnd >= self.max_rounds or f"review-{rnd - 1}" not in results:
            return set()
        try:
            review = Review.model_validate_json(results[f"review-{rnd - 1}"])
        except ValidationError:
            return set()
        return set() if review.ok else set(review.redo)

    def _executor(self, s: Subtask) -> str:
        return f"executor_{s.executor}" if s.executor in self.executors \
            and len(self.executors) > 1 else f"executor_{self.executors[0]}"

    @staticmethod
    def _brief(s: Subtask, latest: dict[str, str]) -> str:
        known = "\n".join(f"- {d}: {latest[d]}" for d in s.after)
        return f"{s.task}\n\nResults you can use:\n{known}" if known else s.task

    @staticmethod
    def _review_task(task: str, plan: Plan, latest: dict[str, str]) -> str:
        lines = "\n".join(f"- {s.id} ({s.task}): {latest.get(s.id, '[not done]')}"
                          for s in plan.subtasks)
        return (f"Task: {task}\nResults of its subtasks:\n{lines}\n\nReview them: ok if "
                "they answer the task; otherwise the ids to redo and what to change.")


def plan_execute_review(planner: Any, executors: Any, reviewer: Any, *, max_rounds: int = 2,
                        scratchpad: Scratchpad | None = None, max_depth: int = 3,
                        **options: Any) -> Any:
    """An ``Agent`` that plans, executes and reviews (see the module's docstring).
    ``executors``: one ``Agent``, or ``{"name": agent}`` (the plan names which one per
    subtask). ``options`` go to ``Agent`` (``runs_dir``, ``store``, ``max_steps``...)."""
    from .loop import Agent

    if not isinstance(max_rounds, int) or max_rounds < 1:
        raise ConfigError("max_rounds must be a positive integer")
    named = executors if isinstance(executors, dict) else {"main": executors}
    if not named:
        raise ConfigError("plan_execute_review needs at least one executor")

    def role(agent: Any, output: Any) -> Any:
        other = copy.copy(agent)
        other._options = {}
        if output is not None:
            other.output = OutputType(output)
        if scratchpad is not None:
            other.toolset = Toolset([*agent.toolset, *scratchpad.tools()])
        return other

    tools = [role(planner, Plan).as_tool("planner", "Breaks a task into subtasks.",
                                         max_depth=max_depth),
             role(reviewer, Review).as_tool("reviewer", "Reviews the subtasks' results.",
                                            max_depth=max_depth)]
    tools += [role(a, None).as_tool(f"executor_{n}", f"Does one subtask ({n}).",
                                    max_depth=max_depth) for n, a in named.items()]
    options.setdefault("max_steps", 50)
    return Agent(Coordinator(list(named), max_rounds, scratchpad), tools,
                 system="Plan, execute, review.", context=False, policies=[],
                 decision_mode="native", **options)
