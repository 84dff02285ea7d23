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

from .types import Message

if TYPE_CHECKING:
    from .loop import Run

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
    def window_for(run: Run) -> int | None:
        """The model's context window, never more than one the server revealed by
        refusing a request."""
        window = getattr(run.agent.model, "context_window", None) if run.agent else None
        learned = run.context.get("learned_window")
        return min(window or learned, learned) if learned else window

    def budget_for(self, run: Run) -> int | None:
        """The prompt budget: ``budget``, else the model's window less room for the reply."""
        window = self.window_for(run)
        reply = (run.agent.max_reply_tokens or 512) if run.agent else 512
        fits = max(128, window - reply) if window else None
        if self.budget:
            return min(self.budget, fits) if fits else self.budget
        return fits

    def count(self, run: Run, messages: list[Message], extra: Any = None) -> int:
        """Prompt tokens of ``messages`` (plus a schema or tools, ``extra``). Message text
        is counted by the server's tokenizer when it can (llama.cpp, vLLM), else estimated
        at four characters a token; the framing around it is estimated; the whole is
        scaled by a factor calibrated on what the server reported. Requests grow at their
        end, so only messages new since the last count are counted."""
        n, last, tokens, by = run._counted
        if not (0 < n <= len(messages) and messages[n - 1] is last):
            n, tokens, by = 0, 0.0, "server"
        new = messages[n:]
        if new:
            counter = getattr(run.agent.model, "count_tokens", None) if run.agent else None
            exact = counter("\n".join(_text(m) for m in new)) if counter else None
            tokens += exact if exact is not None else sum(_chars(m) for m in new) / 4
            by = by if exact is not None else "estimate"
            run._counted = (len(messages), messages[-1], tokens, by)
        raw = tokens + _extra_chars(extra) / 4 + 6 * len(messages)
        return int(raw * run.context["factor"])

    def estimate(self, run: Run, messages: list[Message]) -> int:
        """A quick estimate (no server call): for choosing how much to fold."""
        return int((sum(_chars(m) for m in messages) / 4 + 6 * len(messages))
                   * run.context["factor"])

    def calibrate(self, run: Run, estimated: int, reported: int) -> None:
        if estimated > 50 and reported > 50:
            f = run.context["factor"] * reported / estimated
            run.context["factor"] = 0.5 * run.context["factor"] + 0.5 * f

    # -- compaction ------------------------------------------------------------------------
    def prepare(self, run: Run, request: list[Message], extra: Any = None
                ) -> tuple[bool, dict[str, Any]]:
        """Compact if this request would pass the threshold. Returns (compacted, stats)."""
        budget = self.budget_for(run)
        tokens = self.count(run, request, extra)
        stats: dict[str, Any] = {"tokens": tokens, "counted_by": run._counted[3],
                                 "window": self.window_for(run), "budget": budget,
                                 "share": round(tokens / budget, 3) if budget else None,
                                 "compacted": 0, "pins": len(run.context["pins"])}
        if budget and tokens > self.threshold * budget:
            stats["compacted"] = self.compact(run, int(self.target * budget), tokens)
        return bool(stats["compacted"]), stats

    def recover(self, run: Run, error: Exception, tokens: int) -> int:
        """After the server refused a request as too long: learn its window from the error
        if it says, and compact hard (to a third of the budget)."""
        # "Requested tokens (1202) exceed context window of 1024": the smaller is the window
        found = [int(n) for n in re.findall(r"\d{3,7}", str(error)) if int(n) >= 256]
        if found:
            run.context["learned_window"] = min(found)
        budget = self.budget_for(run) or 2048
        return self.compact(run, budget // 3, max(tokens, budget) * 4)

    def compact(self, run: Run, goal: int, tokens: int) -> int:
        """Fold the oldest whole steps into the summary until about ``goal`` tokens remain,
        counting what the rewritten summary will add (landing at the goal puts the next
        compaction several steps away, with a warm prompt cache meanwhile). Returns how
        many messages were folded."""
        ctx = run.context
        start = ctx["upto"]
        cuts = boundaries(run.messages, start)
        if self.keep_recent == 0:  # everything may fold (cuts[-0] would be the first cut)
            keep_from = len(run.messages)
            cuts.append(keep_from)
        else:
            keep_from = cuts[-self.keep_recent] if len(cuts) >= self.keep_recent else start
        limit = min(self.summary_tokens, (self.budget_for(run) or 2048) // 10)
        growth = max(0, limit - sum(_line_cost(line) for line in ctx["summary"]))
        upto = start
        for cut in cuts:
            if cut > keep_from:
                break
            upto = cut
            if tokens - self.estimate(run, run.messages[start:cut]) + growth <= goal:
                break
        if upto <= start:
            return 0
        folded = run.messages[start:upto]
        if callable(self.strategy):
            ctx["summary"] = self._custom(ctx["summary"], folded, limit)
        elif self.strategy == "importance":
            ctx["summary"] = self._importance(ctx["summary"] + digest(folded), limit)
        elif self.strategy == "summarize":
            ctx["summary"] = self._summarize(run, ctx["summary"], folded, limit)
        ctx["upto"] = upto
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

    def _summarize(self, run: Run, summary: list[list[Any]], folded: list[Message],
                   limit: int) -> list[list[Any]]:
        model = self.summary_model or (run.agent.model if run.agent else None)
        text = "\n".join(line for _, line in summary + digest(folded))
        prompt = [{"role": "system", "content": "You summarise an agent's earlier steps."},
                  {"role": "user", "content": "Summarise these steps in a few sentences; keep "
                   f"every number and name:\n{text[:6000]}"}]
        try:
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
    step, so each is measured once."""
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


def head_messages(run: Run) -> list[Message]:
    """The system prompt with the pinned facts, then the task with the running summary."""
    system, task = dict(run.messages[0]), dict(run.messages[1])
    pins = run.context["pins"]
    if pins:
        system["content"] = (f"{system.get('content') or ''}\n\nPinned facts (always keep "
                             "these in mind):\n" + "\n".join(f"- {p}" for p in pins))
    summary = run.context["summary"]
    if summary:
        task["content"] = (f"{task.get('content') or ''}\n\n[Summary of the earlier steps, "
                           "shortened to save space:]\n" + "\n".join(f"- {s}" for _, s in summary))
    recalled = run.context.get("recalled")
    if recalled:
        task["content"] = (f"{task.get('content') or ''}\n\n[Remembered from earlier "
                           "work:]\n" + "\n".join(f"- {text}" for _, _, text in recalled))
    return [system, task]
