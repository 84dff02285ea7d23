"""What the model is sent: a token budget, pinned facts, a running summary, recent turns.

Layers, in order: the system prompt with the pinned facts; the task (pinned) with the
summary of older turns; the recent turns verbatim. Between compactions the request only
grows at its end, so local servers keep their prompt cache warm; compaction runs in chunks
(when the request passes ``threshold`` of the budget, older turns are folded until it is
under ``target``), never splitting a tool call from its result, never dropping a pin.

The default ``target`` is low (a quarter of the budget) on purpose: everything kept after the
summary is prefilled cold once the summary changes, so a deep fold makes each compaction
cheap (on the embedded model, no slower than an ordinary step) and puts the next one further
away. The last ``keep_recent`` steps always stay verbatim.

Strategies for what survives of folded turns: ``"importance"`` (default; tool results,
numbers and names weigh more), ``"summarize"`` (the model writes the summary, or
``summary_model`` if set: a smaller or faster one) and
``"window"`` (older turns are simply dropped); or your own function
``strategy(summary, folded, limit) -> summary``: the summary so far and the new one are lists
of lines, ``folded`` the OpenAI-format messages being folded, ``limit`` the summary's budget
in tokens (about four characters each).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import decision as dec
from . import stages
from .errors import AgentnbError
from .types import Message, Step

if TYPE_CHECKING:
    from .models.base import Model
    from .state import ContextState, RunCache, RunState
    from .tools import Toolset

_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)*\b")


@dataclass
class ContextManager:
    budget: int | None = None  # prompt tokens; default: the model's window less room to reply
    threshold: float = 0.8
    target: float = 0.25  # fold down to this share of the budget (see above)
    strategy: str | Callable[[list[str], list[Message], int], list[str]] = "importance"
    summary_tokens: int = 400  # at most; also at most a tenth of the budget
    keep_recent: int = 1  # steps kept verbatim at least
    summary_model: Any = None  # writes the "summarize" summaries; default: the agent's model

    def __post_init__(self) -> None:
        if not callable(self.strategy) and self.strategy not in (
                "importance", "summarize", "window"):
            raise ValueError("strategy must be 'importance', 'summarize', 'window' or a "
                             "function (summary, folded, limit) -> summary")
        if not 0 < self.target < self.threshold <= 1:
            raise ValueError("need 0 < target < threshold <= 1")
        if self.keep_recent < 0:
            raise ValueError("keep_recent must be 0 or more steps")

    # -- counting --------------------------------------------------------------------------
    @staticmethod
    def window_for(ctx: ContextState, model: Model | None) -> int | None:
        """The model's context window (asked of the server once where it must be, as
        Ollama's), never more than one the server revealed by refusing a request."""
        window = model.fetch_context_window() if model is not None else None
        learned = ctx.learned_window
        return min(window or learned, learned) if learned else window

    def budget_for(self, ctx: ContextState, model: Model | None, reply_tokens: int | None
                   ) -> int | None:
        """The prompt budget: ``budget``, else the model's window less room for the reply."""
        window = self.window_for(ctx, model)
        fits = max(128, window - (reply_tokens or 512)) if window else None
        if self.budget:
            return min(self.budget, fits) if fits else self.budget
        return fits

    def count(self, ctx: ContextState, model: Model | None, messages: list[Message],
              extra: Any = None, cache: RunCache | None = None) -> int:
        """Prompt tokens of ``messages`` (plus a schema or tools, ``extra``). Message text
        is counted by the server's tokenizer when it can (llama.cpp, vLLM), else estimated
        at four characters a token; the framing around it is estimated; the whole is
        scaled by a factor calibrated on what the server reported. Requests grow at their
        end, so with a run's ``cache`` only messages new since its last count are counted."""
        if cache is None:
            from .state import RunCache

            cache = RunCache()
        n, last, tokens, by = cache.counted
        if not (0 < n <= len(messages) and messages[n - 1] is last):
            n, tokens, by = 0, 0.0, "server"
        new = messages[n:]
        if new:
            # the server's tokenizer, unless the endpoint is known to have none
            caps = model.capabilities if model is not None else None
            asks = model is not None and (caps is None or caps.tokenizer)
            exact = model.count_tokens("\n".join(_text(m) for m in new)) if asks else None
            tokens += exact if exact is not None else sum(_chars(m) for m in new) / 4
            by = by if exact is not None else "estimate"
            cache.counted = (len(messages), messages[-1], tokens, by)
        raw = tokens + _extra_chars(extra) / 4 + 6 * len(messages)
        return int(raw * ctx.factor)

    @staticmethod
    def estimate(ctx: ContextState, messages: list[Message]) -> int:
        """A quick estimate (no server call): for choosing how much to fold."""
        return int((sum(_chars(m) for m in messages) / 4 + 6 * len(messages)) * ctx.factor)

    @staticmethod
    def calibrate(ctx: ContextState, estimated: int, reported: int) -> None:
        if estimated > 50 and reported > 50:
            f = ctx.factor * reported / estimated
            ctx.factor = 0.5 * ctx.factor + 0.5 * f

    # -- compaction ------------------------------------------------------------------------
    def prepare(self, state: RunState, cache: RunCache, model: Model | None,
                reply_tokens: int | None, request: list[Message], extra: Any = None
                ) -> tuple[bool, dict[str, Any]]:
        """Compact if this request would pass the threshold. Returns (compacted, stats)."""
        ctx = state.context
        budget = self.budget_for(ctx, model, reply_tokens)
        tokens = self.count(ctx, model, request, extra, cache)
        stats: dict[str, Any] = {"tokens": tokens, "counted_by": cache.counted[3],
                                 "window": self.window_for(ctx, model), "budget": budget,
                                 "share": round(tokens / budget, 3) if budget else None,
                                 "compacted": 0, "pins": len(ctx.pins)}
        if budget and tokens > self.threshold * budget:
            stats["compacted"] = self.compact(state, model, reply_tokens,
                                              int(self.target * budget), tokens)
        return bool(stats["compacted"]), stats

    def recover(self, state: RunState, model: Model | None, reply_tokens: int | None,
                error: Exception, tokens: int) -> int:
        """After the server refused a request as too long: learn its window from the error
        if it says, and compact hard (to a third of the budget)."""
        from .models.base import window_from_error

        window = window_from_error(str(error))
        if window is not None:
            state.context.learned_window = window
        budget = self.budget_for(state.context, model, reply_tokens) or 2048
        return self.compact(state, model, reply_tokens, budget // 3, max(tokens, budget) * 4)

    def compact(self, state: RunState, model: Model | None, reply_tokens: int | None,
                goal: int, tokens: int) -> int:
        """Fold the oldest whole steps into the summary until about ``goal`` tokens remain,
        counting what the rewritten summary will add (landing at the goal puts the next
        compaction several steps away, with a warm prompt cache meanwhile). Returns how
        many messages were folded."""
        ctx, messages = state.context, state.messages
        start = ctx.upto
        cuts = boundaries(messages, start)
        if self.keep_recent == 0:  # everything may fold (cuts[-0] would be the first cut)
            keep_from = len(messages)
            cuts.append(keep_from)
        else:
            keep_from = cuts[-self.keep_recent] if len(cuts) >= self.keep_recent else start
        limit = min(self.summary_tokens,
                    (self.budget_for(ctx, model, reply_tokens) or 2048) // 10)
        growth = max(0, limit - sum(_line_cost(line) for line in ctx.summary))
        upto = start
        for cut in cuts:
            if cut > keep_from:
                break
            upto = cut
            if tokens - self.estimate(ctx, messages[start:cut]) + growth <= goal:
                break
        if upto <= start:
            return 0
        folded = messages[start:upto]
        if callable(self.strategy):
            ctx.summary = self._custom(ctx.summary, folded, limit)
        elif self.strategy == "importance":
            ctx.summary = self._importance(ctx.summary + digest(folded), limit)
        elif self.strategy == "summarize":
            ctx.summary = self._summarize(self.summary_model or model, ctx.summary, folded,
                                          limit)
        ctx.upto = upto
        return upto - start

    def _importance(self, lines: list[list[Any]], limit: int) -> list[list[Any]]:
        """Keep the highest-scoring lines (in their order) within ``limit`` tokens; among
        equals the older line stays (it is the one no recent turn repeats)."""
        ranked = sorted(range(len(lines)), key=lambda i: (-lines[i][0], i))
        kept, used = set(), 0
        for i in ranked:
            cost = _line_cost(lines[i])
            if used + cost <= limit:
                kept.add(i)
                used += cost
        return [lines[i] for i in sorted(kept)]

    def _custom(self, summary: list[list[Any]], folded: list[Message], limit: int
                ) -> list[list[Any]]:
        """Your strategy writes the summary; what it returns must be a list of strings."""
        assert callable(self.strategy)
        lines = self.strategy([text for _, text in summary], folded, limit)
        if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
            raise TypeError(f"the context strategy {self.strategy!r} must return a list of "
                            f"strings (summary lines), not {type(lines).__name__}")
        return [[10.0, x] for x in lines]

    def _summarize(self, model: Model | None, summary: list[list[Any]],
                   folded: list[Message], limit: int) -> list[list[Any]]:
        text = "\n".join(line for _, line in summary + digest(folded))
        prompt = [{"role": "system", "content": "You summarise an agent's earlier steps."},
                  {"role": "user", "content": "Summarise these steps in a few sentences; keep "
                   f"every number and name:\n{text[:6000]}"}]
        try:
            assert model is not None, "the summarize strategy needs a model"
            reply = model.complete(prompt, max_tokens=limit)
            written = (reply.message.get("content") or "").strip()
        except Exception:  # a failed summary must not lose the facts: keep the digest
            written = ""
        return [[10.0, written]] if written else self._importance(summary + digest(folded),
                                                                  limit)


def _line_cost(line: list[Any]) -> int:
    """Tokens a summary line takes (estimated)."""
    return len(line[1]) // 4 + 2


def _text(m: Message) -> str:
    calls = m.get("tool_calls")
    return str(m.get("content") or "") + (json.dumps(calls) if calls else "")


def _chars(m: Message) -> int:
    """Length of ``_text(m)``, near enough, without serialising tool calls (the estimate
    is calibrated anyway)."""
    n = len(str(m.get("content") or ""))
    for tc in m.get("tool_calls") or ():
        fn = tc.get("function") or {}
        n += len(str(fn.get("name", ""))) + len(str(fn.get("arguments", ""))) + 70
    return n


_EXTRA: dict[int, tuple[Any, int]] = {}


def _extra_chars(extra: Any) -> int:
    """Size of the tools or schema sent along: the agent reuses the same objects every
    step, so each is measured once (serialising the specs every turn costs ~10 us, a fifth
    of a turn in ``bench/overhead_compare.py``). The entry holds the object, so its id is
    never reused while it is here."""
    if not extra:
        return 0
    hit = _EXTRA.get(id(extra))
    if hit is None or hit[0] is not extra:
        if len(_EXTRA) >= 64:  # many agents come and go in a batch: keep this small
            _EXTRA.clear()
        hit = _EXTRA[id(extra)] = (extra, len(json.dumps(extra)))
    return hit[1]


def boundaries(messages: list[Message], start: int) -> list[int]:
    """Indexes where a step begins (an assistant message) at or after ``start``: cutting
    there never separates a tool call from its results."""
    return [i for i in range(start, len(messages)) if messages[i]["role"] == "assistant"
            and i > start]


def digest(messages: list[Message]) -> list[list[Any]]:
    """One scored line per folded message: tool results, numbers and names weigh more."""
    lines: list[list[Any]] = []
    for m in messages:
        if m["role"] == "assistant":
            for tc in m.get("tool_calls") or []:
                fn = tc["function"]
                lines.append([2.0, f"called {fn['name']}({fn.get('arguments', '')})"])
            if not m.get("tool_calls") and m.get("content"):
                lines.append([1.0, f"said: {str(m['content'])[:200]}"])
        elif m["role"] == "tool":
            lines.append([3.0, f"{m.get('name', 'tool')} returned: "
                               f"{_gist(str(m.get('content') or ''))}"])
        elif m.get("content"):
            lines.append([2.0, f"user: {str(m['content'])[:200]}"])
    for line in lines:
        text = line[1]
        line[0] += 0.5 * min(6, len(_NUMBER.findall(text))) + 0.3 * min(6, len(
            _NAME.findall(text)))
    return lines


def _gist(text: str, limit: int = 200) -> str:
    """The sentences of a long text that carry the most numbers and names, in order."""
    if len(text) <= limit:
        return text
    sentences = [x.strip() for x in re.split(r"(?<=[.!?])\s+|\n+", text) if x.strip()]
    def weight(x: str) -> float:
        return len(_NUMBER.findall(x)) + 0.5 * len(_NAME.findall(x))
    best = sorted(range(len(sentences)), key=lambda i: (-weight(sentences[i]), i))[:2]
    return " … ".join(sentences[i] for i in sorted(best))[:limit]


def head_messages(state: RunState) -> list[Message]:
    """The system prompt with the pinned facts, then the task with the running summary and
    the memories recalled for it."""
    system, task = dict(state.messages[0]), dict(state.messages[1])
    ctx = state.context
    if ctx.pins:
        system["content"] = (f"{system.get('content') or ''}\n\nPinned facts (always keep "
                             "these in mind):\n" + "\n".join(f"- {p}" for p in ctx.pins))
    if ctx.summary:
        task["content"] = (f"{task.get('content') or ''}\n\n[Summary of the earlier steps, "
                           "shortened to save space:]\n" + "\n".join(
                               f"- {s}" for _, s in ctx.summary))
    if ctx.recalled:
        task["content"] = (f"{task.get('content') or ''}\n\n[Remembered from earlier "
                           "work:]\n" + "\n".join(f"- {text}" for _, _, text in ctx.recalled))
    return [system, task]


# -- long-term memory: what a run recalls and what it leaves behind ----------------------
def recall(state: RunState, step: Step, memory: Any, k: int, min_score: float) -> None:
    """Memories relevant to the current goal (the task and any injected messages) go into
    the request's head; the head changes only when the recalled set does. Memory trouble
    is recorded on the step and never stops the run."""
    goal = "\n".join([state.task] + [m["content"] for m in state.messages
                                       if m.get("agentnb") == "injected"])
    try:
        hits = memory.recall(goal, k=k, min_score=min_score)
    except Exception as exc:
        step.context["memory_error"] = str(exc)
        return
    step.context["recalled"] = [[h.id, round(h.score, 3), h.text] for h in hits]
    if [h.id for h in hits] != [r[0] for r in state.context.recalled]:
        state.context.recalled = [[h.id, h.score, h.text] for h in hits]


def remember(state: RunState, step: Step, memory: Any) -> None:
    """At the end of a run: the outcome, the pinned facts and the weightiest tool results
    go to long-term memory (near-duplicates are not stored twice)."""
    ids: list[str] = []
    try:
        ids.append(memory.add(f"Task: {state.task}\nOutcome: {state.answer}", kind="summary",
                              source="agentnb", run_id=state.id, step=step.index))
        for pin in state.context.pins:
            ids.append(memory.add(pin, kind="fact", source="pinned", run_id=state.id))
        lines = sorted(digest([m for m in state.messages if m["role"] == "tool"]),
                       key=lambda line: -line[0])[:3]
        for _, text in lines:
            ids.append(memory.add(text, kind="note", source="tool", run_id=state.id,
                                  step=step.index))
    except Exception as exc:
        step.context["memory_error"] = str(exc)
    step.context["remembered"] = ids


# -- the request of a step ------------------------------------------------------------------
def render_request(state: RunState, cache: RunCache, step: Step, mode: str, toolset: Toolset
                   ) -> list[Message]:
    """The request: the head (system + pins, task + summary + memories) and the recent
    messages, recorded on ``step.request`` (its head only when it changed). The recent
    messages are rendered once each (``cache.rendered``): between compactions the history
    only grows."""
    style = dec.style_of(mode, toolset)
    head = [dec.render_message(m, mode, toolset) for m in head_messages(state)]
    n, upto = len(state.messages), min(state.context.upto, len(state.messages))
    memo = cache.rendered
    if memo is None or memo[:2] != (style, upto) or not (
            memo[2] <= n and (memo[2] == upto or state.messages[memo[2] - 1] is memo[3])):
        memo = (style, upto, upto, None, [])
    tail = memo[4] + [dec.render_in_style(m, style) for m in state.messages[memo[2]:n]]
    cache.rendered = (style, upto, n, state.messages[n - 1] if n else None, tail)
    step.request = {"head": None if head == _last_head(state, cache) else head, "from": upto,
                    "to": n, "style": style, "note": None}
    cache.head = (step, head)
    return [*head, *tail]


def _last_head(state: RunState, cache: RunCache) -> list[Message] | None:
    """The head the latest step that recorded one sent."""
    memo, steps = cache.head, state.steps
    if memo is not None and 0 < memo[0].index <= len(steps) and steps[memo[0].index - 1] is memo[0]:
        return memo[1]
    return _recorded_head(steps)


def _recorded_head(steps: list[Step]) -> list[Message] | None:
    """The head recorded by the latest of ``steps`` that recorded one."""
    return next((s.request["head"] for s in reversed(steps)
                 if s.request and s.request.get("head")), None)


def request_parts(state: RunState, step: Step) -> tuple[list[Message], list[Message]]:
    """The head ``step``'s request sent (as sent), and the history messages after it (as
    the run keeps them)."""
    rec = step.request or {}
    head = rec.get("head") or _recorded_head(state.steps[:step.index - 1])
    if head is None:
        raise AgentnbError(f"step {step.index}'s request refers to an earlier step's head, "
                           "which this run no longer has")
    return head, state.messages[rec["from"]:rec["to"]]


def request_of(state: RunState, step: Step) -> list[Message]:
    """Exactly the messages the model was sent for ``step.reply``, rebuilt from
    ``step.request`` and the run's history."""
    rec = step.request
    if rec is None:
        raise AgentnbError(f"step {step.index} records no request: the model was not "
                           "called (or the run was saved by an older agentnb)")
    head, recent = request_parts(state, step)
    if rec.get("stage") == "answer":  # a JSON-mode answer: the conversation in prose
        return dec.with_note(stages.answer_request(head, recent), rec.get("note"))
    tail = [dec.render_in_style(m, rec["style"]) for m in recent]
    return dec.with_note([*head, *tail], rec.get("note"))
