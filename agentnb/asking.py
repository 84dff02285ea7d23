"""One model request of a step, for ``loop.Run``: ``prepare`` renders it from the run's
state (recalling memories, compacting first when it would pass the context threshold);
``complete`` sends it, adds its usage to the step, and recovers once from a context
overflow by compacting hard and rendering again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import decision as dec
from . import stages
from .agent import AgentConfig
from .context import recall, render_request, request_parts
from .errors import ContextLengthExceeded
from .state import RunCache, RunState
from .tools import Toolset
from .turn import request_at
from .types import Message, Reply, Step, Usage


def prepare(state: RunState, cache: RunCache, agent: AgentConfig, step: Step, mode: str,
            options: dict[str, Any]) -> list[Message]:
    """The request of ``step``; compacted first if it would pass the context threshold
    (the figures go to ``step.context``)."""
    if agent.memory is not None:
        recall(state, step, agent.memory, agent.recall_k, agent.recall_min_score)
    sent = rendered(state, cache, agent, step, mode)
    step.sent = len(state.messages)
    cm = agent.context
    if cm is not None:
        # a json_schema constrains decoding (a grammar), it is not part of the prompt
        extra = options.get("tools")
        compacted, stats = cm.prepare(state, cache, agent.model, agent.max_reply_tokens,
                                      sent, extra)
        if compacted:  # "upto" moved
            sent = rendered(state, cache, agent, step, mode)
            stats["tokens"] = cm.count(state.context, agent.model, sent, extra, cache)
        stats["from"] = state.context.upto
        step.context.update(stats)
    return sent


def rendered(state: RunState, cache: RunCache, agent: AgentConfig, step: Step, mode: str,
             plain: dict[str, list[str]] | None = None) -> list[Message]:
    """The request of ``step`` rendered from the run's state, the tools as ``listed``."""
    return render_request(state, cache, step, mode, listed(state, cache, agent, mode, plain))


def listed(state: RunState, cache: RunCache, agent: AgentConfig, mode: str,
           plain: dict[str, list[str]] | None = None) -> Toolset:
    """The tools in the order the request lists them: as given, or in JSON mode with
    ``tool_order="meaning"`` and several tools, the closest in meaning to the user's latest
    request first (``agentnb.meaning.by_meaning``; kept in ``cache.listed`` while the
    request is the same). ``plain``: by tool, parameters listed without their
    descriptions (``agentnb.described``)."""
    if plain:
        from .described import without_descriptions

        return without_descriptions(listed(state, cache, agent, mode), plain)
    toolset = agent.toolset
    if agent.tool_order != "meaning" or len(toolset) < 2 or \
            dec.style_of(mode, toolset) != "json":
        return toolset
    request = str(state.messages[request_at(state.messages)].get("content") or "") \
        if len(state.messages) > 1 else ""
    if cache.listed is None or cache.listed[:2] != (request, toolset):
        from .meaning import by_meaning

        cache.listed = (request, toolset, by_meaning(request, toolset))
    return cache.listed[2]


def complete(state: RunState, cache: RunCache, agent: AgentConfig, step: Step, mode: str,
             sent: list[Message], options: dict[str, Any],
             after_text: Callable[[str], Any] | None = None, note: str | None = None,
             stage: str = "", plain: dict[str, list[str]] | None = None) -> Reply:
    """One model call (``sent`` ends with ``note``, if any); its usage is added to the
    step's. ``stage`` names a JSON-mode stage (``agentnb.stages``); ``plain``, the
    parameters ``sent`` lists without their descriptions (``listed``), as a request
    rendered again after an overflow lists them too."""
    cm = agent.context
    try:
        reply = agent.model.complete(sent, max_tokens=agent.max_reply_tokens, **options)
    except ContextLengthExceeded as exc:
        if cm is None:
            raise
        # overflow recovery: compact hard, once, then give up with a clear reason
        step.context["overflow_retry"] = cm.recover(
            state, agent.model, agent.max_reply_tokens, exc, step.context.get("tokens", 0)) or 0
        # compaction moved "upto": render again
        sent = rendered(state, cache, agent, step, mode, plain)
        if stage == "answer":
            sent = stages.answer_request(*request_parts(state, step),
                                         typed=agent.output is not None)
        sent = dec.with_note(sent, note)
        reply = agent.model.complete(sent, max_tokens=agent.max_reply_tokens, **options)
    # the step's first call, sent the request that was counted (plus a note): the answer
    # stage sends another request (the conversation in prose), and later calls of a step
    # (stages, draws, asking again) repeat it
    if cm is not None and "tokens" in step.context and step.redecided is None \
            and stage != "answer" and step.usage == Usage():
        cm.calibrate(state.context, step.context["tokens"],
                     reply.usage.prompt_tokens - len(note or "") // 4)
    step.usage = step.usage + reply.usage
    text = dec.reply_text(reply)
    if after_text is not None and text:
        after_text(text)
    return reply
