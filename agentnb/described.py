"""A string value that is its parameter's own description, copied: no value of the request.

A small model fills a parameter it cannot fill with the text the tool shows for it: for
"Lasagna recipes", SmolLM2 wrote ``recipe_search(query="Dish or ingredients")``, and for
"Buy a ThinkPad X1" ``laptop_shop(model="Laptop model")`` (13 of 242 requests over eight
batches of ``bench/fills.py``). A description says what a value is, never which: where
the conversation does not say those words, the value is none of the request's
(``described``). ``CheckDescriptions`` asks the model again, once, with that description
left out of the request (``without_descriptions``). Unlike a description's example
(``agentnb.placeholders``, ``CheckCopies``), which can be the value meant in other words
("Apple stock" for ``e.g. "AAPL"``), a description copied whole cannot.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .grounding import name_words
from .relevance import _singular
from .tools import Tool, Toolset
from .turn import Redecide, SmallModelPolicy, Turn
from .types import ToolCall

if TYPE_CHECKING:
    from .decision import Decision

# no name in it: asked "for recipe_search's query", SmolLM2 wrote "recipe_search"
DESCRIBED_NOTE = "Write the values the request gives."
# where a description's example begins ("Currency code, e.g. USD"): what comes before it
# says what the value is
_EXAMPLE = re.compile(r"(?i)[,;(]?\s*(?:\be\.g\.|\beg\.|\bfor example\b|\bsuch as\b|\blike\b)")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+")


def _plain(text: str) -> str:
    """Words alone, in lower case, a leading article aside: "The text to translate." is
    "text to translate"."""
    return _ARTICLE.sub("", " ".join(re.findall(r"[^\W_]+", text.lower())))


def _one(text: str) -> str:
    """``_plain`` words, each in the singular: "cities" is "city"."""
    return " ".join(_singular(w) for w in _plain(text).split())


def described(call: ToolCall, tool: Tool, said: Sequence[str]) -> list[str]:
    """The arguments of ``call`` whose value is its parameter's description or name, copied:
    a string that, in lower case and without marks or a leading article, is the
    description (its first sentence, up to an example it gives: "Currency code, e.g. USD"
    is "currency code") or the parameter's name in words (``song_name``: "song name"),
    in either number ("Cities" for ``city``), and that nothing in ``said`` (the
    conversation: ``Turn.said()``) says, as words in a row ("Look up the phrase 'word or
    phrase'" says it)."""
    props = tool.parameters.get("properties", {})
    heard = [f" {_plain(t)} " for t in said]
    out = []
    for k, v in call.arguments.items():
        spec = props.get(k)
        if not isinstance(v, str) or not isinstance(spec, dict) or not _plain(v):
            continue
        text = _EXAMPLE.split(re.split(r"(?<=[.!?])\s", str(spec.get("description") or ""),
                                       maxsplit=1)[0], maxsplit=1)[0]
        if _one(v) in {_one(text), _one(" ".join(name_words(k)))} and \
                not any(f" {_plain(v)} " in h for h in heard):
            out.append(k)
    return out


def without_descriptions(toolset: Toolset, plain: Mapping[str, Sequence[str]]) -> Toolset:
    """``toolset`` with the descriptions of the parameters ``plain`` names (by tool) left
    out of the tools' schemas: copies, the tools' own schemas unchanged."""
    tools = []
    for t in toolset:
        names = set(plain.get(t.name, ()))
        props = t.parameters.get("properties", {})
        if names & set(props):
            props = {k: ({x: y for x, y in v.items() if x != "description"}
                         if k in names and isinstance(v, dict) else v)
                     for k, v in props.items()}
            t = dataclasses.replace(t, parameters={**t.parameters, "properties": props})
        tools.append(t)
    return Toolset(tools)


class CheckDescriptions(SmallModelPolicy):
    """A call with a value that is its parameter's description, copied, is asked about
    again, with that description left out of the request.

    Precondition: a mode the policy acts in; a string argument (required or not) is its
    parameter's description or name in words (in either number), and no system prompt,
    user message, answer, tool result, pinned fact or recalled memory says it
    (``described``). A description says what a value is, so such a value is no reading
    of the request. The model is asked once per step (``step.redecided``), with every
    tool it had; in JSON mode the request it is asked with lists those parameters without
    their descriptions
    (``Redecide.plain``): shown the description again, with a note naming the copied
    value, SmolLM2 copied it again; without it, it wrote a value of the request in 12 of
    12 read cases (9 of them right). The note names no tool or parameter: asked "for
    recipe_search's query", it wrote "recipe_search". Where the new decision calls the
    same tool once, its other arguments are the first decision's (asked again, SmolLM2
    also dropped flags the request asks for: "swearing is fine"). It never writes a
    value: every value that runs is one the model wrote."""

    name = "check_descriptions"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        if turn.mode not in self.modes or not decision.tool_calls:
            return None
        first = turn.kept.pop(self.name, None)
        if first is not None:  # asked again: only the copied values were in question
            _keep_the_rest(decision.tool_calls, first, turn)
            return None
        said = turn.said()
        found = [(c, k) for c in decision.tool_calls
                 if (t := turn.toolset.tools.get(c.name)) is not None
                 for k in described(c, t, said)]
        if not found:
            return None
        turn.acted(self)
        plain: dict[str, list[str]] = {}
        for c, k in found:
            plain.setdefault(c.name, []).append(k)
        once = [c for c, _ in found  # a tool called twice: which call is which is not plain
                if sum(d.name == c.name for d in decision.tool_calls) == 1]
        turn.kept[self.name] = {c.name: (c.arguments, plain[c.name]) for c in once}
        return Redecide(exclude=list(turn.excluded), note=DESCRIBED_NOTE, again=True,
                        plain=plain)


def _keep_the_rest(calls: list[ToolCall], first: dict[str, tuple[dict[str, Any], list[str]]],
                   turn: Turn) -> None:
    """Where the decision asked again holds one call of a tool whose value was copied, and
    the first held one too, its other arguments are the first call's again (asked again, SmolLM2
    also dropped a flag the request asks for): the new values of the copied parameters
    alone are taken, when the call validates with them."""
    for call in calls:
        tool = turn.toolset.tools.get(call.name)
        if call.name not in first or tool is None or \
                sum(c.name == call.name for c in calls) != 1:
            continue
        arguments, copied = first[call.name]
        merged = {**{k: v for k, v in arguments.items() if k not in copied},
                  **{k: call.arguments[k] for k in copied if k in call.arguments}}
        if not tool.invalid_arguments(merged):
            call.arguments = merged
