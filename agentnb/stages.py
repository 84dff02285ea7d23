"""JSON-mode decisions in stages a small model can do: choose, then fill, or answer in prose.

One JSON object holding the action, its arguments and a thought asks a lot of a 135M-
parameter model: it tends to put a tool's name where the answer goes, or to answer with its
thought. So a JSON-mode step asks one thing at a time, each request the same conversation
with a short note added (the shared prefix is what a llama.cpp server's prompt cache
reuses):

1. **choose**: ``{"action": ...}``, an enum of the tools offered plus ``final_answer``
   (skipped when ``tool_choice`` names a tool or is ``"none"``, or only one action is
   left);
2. **fill**: the chosen tool's arguments alone, constrained by that tool's schema;
   **refill**: in the request's first decision, when a required argument's value is a
   placeholder or the tool's own words that the conversation never says, one made-up
   value written into two required strings, a string holding another argument's name,
   or a street address in a string beside the address, the fill again, those arguments
   taking one of the request's runs of words (``agentnb.refill``);
   **more**: with ``calls_per_step > 1``, when the request lists something beside a value
   of that call ("Paris and Tokyo", or a next sentence that adds, "Rome? I also need
   Naples": ``agentnb.parallel.lists_more``; not a listing word joining a part that
   speaks of another tool), a list of up to
   ``calls_per_step - 1`` further calls of the tool (``agentnb.policies.KeepStatedCalls``
   then keeps those the request asks for). Requests that list nothing take no extra
   model call;
   **also**: with room left in ``calls_per_step``, when another part of the request than
   the one those calls come from speaks of another tool ("..., and convert 100 Celsius to
   Fahrenheit": ``agentnb.parallel.also_asked``), ``{"action": one of those tools, or
   "none"}``, then that tool's fill, and again while there is room and a part asks for
   a tool not yet called (it runs only if the request states its values; never offered:
   a tool with ``side_effects`` or ``requires_approval``, or one whose result came since
   the request);
3. **answer**: when the choice is ``final_answer``, the answer is written as plain text,
   unconstrained, like any chat reply: never a tool's name, a JSON fragment or a thought.
   This request is the conversation in prose (``answer_request``): the results of the
   current request's calls (a JSON object as ``key: value`` pairs: ``result_text``), then
   the request, and no tool instructions. On the embedded model that got the results into
   the answer (about half of our weather, conversion and yes/no answers held the figure;
   none when the JSON history was sent as it is; ``bench/answers.py``: 12 of 20 first
   answers held every fact with the pairs, 10 with the results' JSON). An answer after
   results that shows it did not come from them is drawn again (``draw_answer``,
   ``agentnb.draws``).

A choose reply that already holds the whole decision (``action_input`` beside the action,
as an endpoint without schemas may write it, or native ``tool_calls``) is used as it is,
without the later stages.
Nothing here raises on model output: what cannot be used is an error the model reads.
Arguments cut off at the reply's token limit are not used (a greedy model can repeat a
list's item until then): a fill is an error, a more or also stage adds no call.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from . import decision as dec
from . import draws, items
from .checks import Evidence, trouble
from .decision import FINAL, Decision, load_json, offered
from .parallel import also_asked, lists_more
from .refill import NOTHING, Refill, Refilling, refill_schema
from .relevance import read_json
from .tools import Tool, Toolset
from .types import Message, Reply, ToolCall

CHOOSE_NOTE = ("Which action is next? Choose a tool to call, or final_answer to reply to "
               "the user.")
FILL_NOTE = "Call {tool}. Write its arguments as JSON, with values from the request."
MORE_NOTE = ("You call {call}. Write the other calls of {tool} the request asks for, as a "
             'JSON list (at most {n}): {{"calls": [...]}}, with values from the request.')
ALSO_NOTE = ("You call {calls}. Does the request also ask for {tools}? Choose the tool it "
             "asks for, or none.")
ALSO_NONE = "none"
ANSWER_NOTE = "Using these results, answer in a sentence: {request}"
ANSWER_ANY_NOTE = "Using these results, answer the request in a sentence."
ANSWER_JSON_NOTE = "Using these results, write the answer as JSON matching the schema: {request}"
ANSWER_JSON_ANY = "Write the final answer as JSON matching the schema."
EMPTY_JSON = "Your answer was empty. Write the final answer as JSON matching the schema."
ECHO_ERROR = "Your reply only repeated the request. Answer it in a sentence, using the results."
CUT_OFF = ("Your arguments for {tool} did not end before the reply's token limit. Write "
           "them again, each value once.")


@dataclass
class Stage:
    """One model call of a staged decision: its name, the note added to the request, and
    the reply."""

    name: str
    note: str
    reply: Reply
    sampling: dict[str, Any] | None = None  # an answer draw's temperature and seed

    def to_dict(self) -> dict[str, Any]:
        out = {"stage": self.name, "note": self.note, "reply": self.reply.to_dict()}
        return {**out, "sampling": self.sampling} if self.sampling else out


@dataclass
class Staged:
    """What a staged decision did: the decision, and each model call in order;
    ``stages[reply_at]`` is the step's ``reply`` (the last, unless an answer's draws came
    after the answer that stands: ``agentnb.draws``)."""

    decision: Decision
    stages: list[Stage] = field(default_factory=list)
    reply_at: int = -1


# -- what to send ------------------------------------------------------------------------
def choose_schema(toolset: Toolset, tool_choice: str = "auto",
                  exclude: Collection[str] = ()) -> dict[str, Any]:
    """``{"action": one of the tools offered (and final_answer under "auto")}``."""
    names = [t.name for t in offered(toolset, tool_choice, exclude)]
    return action_schema([*names, FINAL] if tool_choice == "auto" else names)


def action_schema(names: list[str]) -> dict[str, Any]:
    """``{"action": one of names}``."""
    return {"type": "object", "properties": {"action": {"enum": names}},
            "required": ["action"], "additionalProperties": False}


def more_schema(tool: Tool, n: int) -> dict[str, Any]:
    """``{"calls": [...]}``: 1 to ``n`` more argument objects of the tool. At least one:
    allowed an empty list, SmolLM2 wrote it for "the weather in Paris and Tokyo"; a copy of
    the first call is dropped here, a call the request does not ask for by
    ``KeepStatedCalls``."""
    return {"type": "object", "properties": {"calls": {
        "type": "array", "items": tool.parameters, "minItems": 1, "maxItems": n}},
        "required": ["calls"], "additionalProperties": False}


def with_notes(messages: list[Message], *notes: str | None) -> tuple[list[Message], str]:
    """The request with the notes added (see ``decision.with_note``), and the note text."""
    note = "\n\n".join(n for n in notes if n)
    return dec.with_note(messages, note), note


def answer_request(head: list[Message], recent: list[Message], typed: bool = False
                   ) -> list[Message]:
    """The answer stage's request, from the request's head as sent (system prompt and task)
    and the recent history as the run keeps it: the conversation without the tool
    instructions or agentnb's own feedback; the current request (the last user message a
    person wrote) comes after the results of the calls made for it, in ``ANSWER_NOTE``.
    Without results it is the conversation as it is. Earlier requests keep only their
    answers. ``typed``: the answer is asked as JSON of the output type's schema
    (``ANSWER_JSON_NOTE``), not a sentence."""
    messages = [_without_tools(m) for m in head] + recent
    start = next((i for i in range(len(messages) - 1, -1, -1)
                  if messages[i]["role"] == "user" and messages[i].get("agentnb") is None),
                 None)
    before = messages[:start] if start is not None else messages[:1]
    after = messages[start + 1:] if start is not None else messages[1:]
    out = [{"role": m["role"], "content": m.get("content") or ""} for m in before
           if m["role"] in ("system", "user", "assistant") and not m.get("tool_calls")
           and m.get("content") and m.get("agentnb") in (None, "injected", "edited")]
    calls = {c.get("id"): c.get("function", {}) for m in after if m["role"] == "assistant"
             for c in m.get("tool_calls") or []}
    results = [f"- {_call_text(calls.get(m.get('tool_call_id')), m.get('name'))} returned "
               f"{result_text(m.get('content'))}" for m in after if m["role"] == "tool"]
    task = messages[start].get("content") or "" if start is not None else ""
    extra = [m.get("content") or "" for m in after
             if m["role"] == "user" and m.get("agentnb") == "injected"]
    # the request comes last, so the reply goes on from it: put first, SmolLM2 repeated a
    # yes/no question as its answer (3 of 3), and answered it with it last
    note = (ANSWER_JSON_NOTE.format(request=task) if typed else ANSWER_NOTE.format(
        request=task)) if task else (ANSWER_JSON_ANY if typed else ANSWER_ANY_NOTE)
    parts = [*extra, "Results:\n" + "\n".join(results), note] if results \
        else [task, *extra, ANSWER_JSON_ANY if typed else ""]
    text = "\n\n".join(p for p in parts if p)
    return [*out, {"role": "user", "content": text}] if text else out


def _without_tools(m: Message) -> Message:
    """A head message without the tool instructions JSON mode added to it."""
    content = m.get("content")
    if m["role"] == "system" and isinstance(content, str) and dec.TOOLS_HEADING in content:
        return {**m, "content": content[:content.rindex(dec.TOOLS_HEADING)].rstrip()}
    return m


def _call_text(function: dict[str, Any] | None, name: str | None) -> str:
    """``name(arg=value, ...)`` for a call as the history keeps it."""
    if not function:
        return name or "a tool"
    args, ok, _ = load_json(function.get("arguments") or "{}")
    return _call(str(function.get("name") or name), args if ok and isinstance(args, dict)
                 else {})


def result_text(content: Any) -> str:
    """A tool's result as the answer stage shows it: a JSON object as ``key: value`` pairs
    (``city: Paris; temperature_c: 18; sky: rain``; a nested value as JSON); anything else
    as it is."""
    data = read_json(content) if isinstance(content, str) else None
    if not isinstance(data, dict) or not data:
        return str(content)
    return "; ".join(f"{k}: {v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)}"
                     for k, v in data.items())


def _call(name: str, args: dict[str, Any]) -> str:
    """``name(arg=value, ...)``."""
    shown = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False, default=str)}"
                      for k, v in args.items())
    return f"{name}({shown})"


# -- what came back ----------------------------------------------------------------------
def parse_choice(text: str, toolset: Toolset, allowed: Collection[str], prefix: str
                 ) -> tuple[str | None, Decision | None]:
    """(the action chosen, None), or (None, a finished Decision): an error, or a whole
    decision the reply already held."""
    data, ok, repaired = load_json(text)
    names = ", ".join(allowed)
    if not ok or not isinstance(data, dict) or not isinstance(data.get("action"), str):
        return None, Decision(error=f"Your reply did not choose an action. Reply with "
                                    f'{{"action": ONE OF {names}}}', empty=not text.strip())
    action = data["action"]
    if action not in allowed:
        return None, Decision(error=f"{action!r} is not an action you can take now: choose "
                                    f"one of {names}.")
    if "action_input" in data:  # the whole decision at once: no later stage needed
        given = data["action_input"]
        if action == FINAL and isinstance(given, str) and \
                dec.answer_problem(given, toolset) is None:
            return None, Decision(answer=given, repaired=repaired)
        if action != FINAL:
            args = _bare(given, toolset[action])
            if isinstance(args, dict):
                return None, Decision(tool_calls=[ToolCall(f"{prefix}_0", action, args)],
                                      repaired=repaired)
    return action, None


def _bare(given: Any, tool: Tool) -> Any:
    """A bare value for a one-parameter tool as its arguments."""
    if isinstance(given, str):
        params = list(tool.parameters.get("properties", {}))
        return {params[0]: given} if len(params) == 1 else None
    return given


def parse_fill(text: str, tool: Tool, calls_per_step: int, prefix: str) -> Decision:
    """The calls a fill reply holds (identical calls once: asking twice for the same thing
    in one step gets one answer), or an error."""
    data, ok, repaired = load_json(text)
    items = data.get("calls") if calls_per_step > 1 and isinstance(data, dict) else [data]
    if isinstance(data, dict) and calls_per_step > 1 and "calls" not in data:
        items = [data]  # one object without the list around it
    if not ok or not isinstance(items, list) or not items or \
            not all(isinstance(a, dict) for a in items):
        return Decision(error=f"Your reply did not hold the arguments of {tool.name} as a "
                              "JSON object.", empty=not text.strip())
    calls: list[ToolCall] = []
    for args in items[:max(1, calls_per_step)]:
        call = ToolCall(f"{prefix}_{len(calls)}", tool.name, args)
        if all(c.signature() != call.signature() for c in calls):
            calls.append(call)
    return Decision(tool_calls=calls, repaired=repaired)


# -- the stages --------------------------------------------------------------------------
def decide_staged(complete: Callable[[list[Message], dict[str, Any], str, str], Reply],
                  sent: list[Message], toolset: Toolset, *, tool_choice: str = "auto",
                  exclude: Collection[str] = (), note: str | None = None,
                  choice_note: bool = False, calls_per_step: int = 1, schema: bool = True,
                  prefix: str = "call",
                  request: str = "", served: Collection[str] = (),
                  answer_messages: Callable[[], list[Message]] | None = None,
                  answer_schema: dict[str, Any] | None = None, answer_draws: int = 0,
                  answer_check: Callable[[], Evidence | None] | None = None,
                  repair: Callable[[ToolCall, Tool], dict[str, Any]] | None = None,
                  refill: Refill | None = None) -> Staged:
    """Run the stages of one decision; ``complete(messages, options, note, stage)`` is one
    model call (``messages`` end with ``note``).
    ``note`` (asking again, say) is added to every stage's request but the answer's: the
    answer stage sends ``answer_messages()`` (``answer_request``) alone (a note on which
    tools to call is no instruction there, and SmolLM2 wrote one back as its answer: "You
    already have this result of ..."); without ``answer_messages``, ``sent``, ``note`` and
    ``ANSWER_ANY_NOTE``. ``choice_note``: ``note`` speaks of the choice alone ("The request
    does not ask for send_email. Choose again."), so only the choose stage is sent it: in a
    fill's request SmolLM2 copied it into a free text (an issue's ``body``). An answer that
    only repeats a user message is an error the model reads. With ``answer_schema`` (a
    typed output) the answer stage asks for JSON of that schema, constrained like a fill;
    the loop validates it (``agentnb.outputs``).
    ``served``: the tools whose results came since the request; the also stage does not
    ask about them again (the part of the request that speaks of one was served by it:
    asked again beside the next tool of a chain, SmolLM2 repeats the call).
    ``answer_check()`` gives the sources and result values of ``agentnb.draws`` (``None``:
    no result to check against): a prose answer showing trouble is drawn again, up to
    ``answer_draws`` samples (``draw_answer``). ``repair(call, tool)``: the new values the
    repair's evidence rules give a call, to read the request's items from the first call
    put right (``agentnb.items.in_shape``) when asking for more calls. ``refill(call,
    tool)``: the arguments of the fill's call that the model made up, and the runs of the
    request's words they may take instead (``agentnb.refill``): asked again in a refill
    stage, with a schema sent (``schema``)."""
    out = Staged(Decision())

    def ask(stage: str, stage_note: str, json_schema: dict[str, Any] | None,
            sampling: dict[str, Any] | None = None) -> Reply:
        if stage == "answer" and answer_messages is not None:
            messages, text = with_notes(answer_messages())
        else:
            messages, text = with_notes(sent, note if stage == "choose" or not choice_note
                                        else None, stage_note)
        options = {"json_schema": json_schema} if schema and json_schema else {}
        reply = complete(messages, {**options, **(sampling or {})}, text, stage)
        out.stages.append(Stage(stage, text, reply, sampling))
        return reply

    choice = choose_schema(toolset, tool_choice, exclude)
    allowed = choice["properties"]["action"]["enum"]
    if tool_choice in toolset:
        action: str | None = tool_choice
    elif tool_choice in ("none", FINAL) or not offered(toolset, tool_choice, exclude):
        action = FINAL
    elif len(allowed) == 1:  # one tool, and a call is required: nothing to choose
        action = allowed[0]
    else:
        reply = ask("choose", CHOOSE_NOTE, choice)
        if isinstance(reply.message, dict) and reply.message.get("tool_calls"):
            out.decision = dec.decide(reply, toolset, call_prefix=prefix)  # native calls anyway
            return out
        action, done = parse_choice(_text(reply), toolset, allowed, prefix)
        if done is not None:
            out.decision = done
            return out
    if action == FINAL and answer_schema is not None:
        text = _text(ask("answer", ANSWER_JSON_ANY, answer_schema)).strip()
        out.decision = Decision(answer=text) if text else Decision(error=EMPTY_JSON, empty=True)
        return out
    if action == FINAL:
        def problem_of(t: str) -> str | None:
            return dec.answer_problem(t, toolset) or (
                ECHO_ERROR if t and _echoes(t, sent) else None)

        text = _unwrap(_text(ask("answer", ANSWER_ANY_NOTE, None)).strip())
        problem = problem_of(text)
        check = answer_check() if answer_check and answer_draws > 0 else None
        if answer_draws > 0 and (problem or check is not None):
            text = draw_answer(ask, out, text, answer_draws, check,
                               lambda t: problem_of(t) is None)
            problem = problem_of(text)
        out.decision = Decision(answer=text) if problem is None else \
            Decision(error=problem, empty=not text)
        return out
    assert action is not None
    tool = toolset[action]
    reply = ask("fill", FILL_NOTE.format(tool=tool.name), tool.parameters)
    out.decision = _filled(reply, tool, 1, prefix)
    calls = out.decision.tool_calls
    if refill is not None and schema and calls:
        _refill(ask, tool, calls[0], refill)
    if calls_per_step > 1 and calls and request and (
            lists_more(calls[0], request, list(toolset), tool)
            or items.written(calls[:1], tool, request,
                             repair and (lambda c: repair(c, tool)))):
        out.decision.copies = _more(ask, tool, calls, calls_per_step, prefix)
    # the also stage, while there is room: a tool that changes something is called only as
    # the model's own first choice
    others = [t for t in offered(toolset, tool_choice, exclude) if t.name != ALSO_NONE
              and not (t.side_effects or t.requires_approval) and t.name not in served] \
        if tool_choice in ("auto", "required") else []
    while calls_per_step > len(calls) and calls and request and (
            asked := also_asked(calls, others, request)):
        n = len(calls)
        _also(ask, asked, calls, prefix)
        if len(calls) == n:  # "none", or no usable call: the model is done
            break
    return out


Ask = Callable[..., Reply]


def draw_answer(ask: Ask, out: Staged, first: str, n: int, check: Evidence | None,
                usable: Callable[[str], bool]) -> str:
    """The answer that stands after drawing up to ``n`` samples of the answer request
    when ``first`` is no usable answer (empty, a tool's name, JSON, an echo of the request:
    a greedy model asked the same request writes it again) or, against ``check``, shows
    trouble (``agentnb.draws.chosen``); ``out.reply_at`` points at its stage. A draw that
    is no usable answer counts as one with trouble. After an unusable first answer, the
    first usable draw without trouble stands (with ``check`` ``None``, no result to check
    against: any usable draw), else the first whose only trouble is a result's figure
    written with another unit (``check:`` names it), else the first answer, still
    unusable: an answer that shows it did not come from the results is not put in place
    of an error the model reads."""
    def sign(text: str) -> list[str]:
        return trouble(text, check) if check else []

    def fine(text: str) -> bool:
        return not sign(text)

    bad = not usable(first)
    if not bad and fine(first):
        return first
    at, texts = len(out.stages) - 1, []
    every = not bad and check is not None and draws.needs_all(first, check.sources)
    for seed in range(1, n + 1):
        reply = ask("answer", ANSWER_ANY_NOTE, None,
                    {"temperature": draws.DRAW_TEMPERATURE, "seed": seed})
        text = _unwrap(_text(reply).strip())
        texts.append(text if usable(text) and reply.finish_reason != "length" else "")
        if not every and texts[-1] and fine(texts[-1]):
            break
    if bad:
        pick = draws.best_draw([sign(t) if t else ["empty"] for t in texts])
    else:
        pick = draws.chosen(first, texts, check) if check else 0
    out.reply_at = at + pick if pick else at
    return texts[pick - 1] if pick else first


def _more(ask: Ask, tool: Tool, calls: list[ToolCall], calls_per_step: int, prefix: str
          ) -> int:
    """The more stage: further calls of the tool, added to ``calls`` (a reply that holds no
    call adds none; copies are left out, and how many there were is returned)."""
    n, copies = calls_per_step - len(calls), 0
    reply = ask("more", MORE_NOTE.format(tool=tool.name, n=n, call=_shown(calls[:1])),
                more_schema(tool, n))
    for call in _filled(reply, tool, calls_per_step, prefix).tool_calls:
        if any(c.signature() == call.signature() for c in calls):
            copies += 1
        elif len(calls) < calls_per_step:
            call.id = f"{prefix}_{len(calls)}"
            calls.append(call)
    return copies


def _also(ask: Ask, asked: list[Tool], calls: list[ToolCall], prefix: str) -> None:
    """One also stage: one of ``asked`` (or none), then its fill, added to ``calls``."""
    names = [t.name for t in asked]
    reply = ask("also", ALSO_NOTE.format(calls=_shown(calls), tools=" or ".join(names)),
                action_schema([*names, ALSO_NONE]))
    data, ok, _ = load_json(_text(reply))
    choice = data.get("action") if ok and isinstance(data, dict) else None
    tool = next((t for t in asked if t.name == choice), None)
    if tool is not None:
        reply = ask("fill", FILL_NOTE.format(tool=tool.name), tool.parameters)
        for call in _filled(reply, tool, 1, prefix).tool_calls:
            call.id = f"{prefix}_{len(calls)}"
            calls.append(call)


def _refill(ask: Ask, tool: Tool, call: ToolCall, refill: Refill) -> None:
    """The refill stage (``agentnb.refill``): the fill asked again, the arguments the
    model made up, or wrote one value into, each taking one of the request's runs of
    words; those it changed replace the model's first values, which ``call.refilled``
    keeps. A reply the refill did not offer changes nothing. Where the refill wrote one
    run into two arguments, those of them ``refill`` asks again on its values (one
    venue's name the request places as the shop and the thing: ``refill.placed_twice``)
    are asked once more."""
    asked = refill(call, tool)
    for _ in range(2):
        if not asked.names:
            return
        # the fill's own note: a note naming the made-up values ("The request does not
        # say project=...") was tried, and got as many right on families9-12 (52 beside 53)
        reply = ask("refill", FILL_NOTE.format(tool=tool.name), refill_schema(tool, asked))
        again = _filled(reply, tool, 1, "refill").tool_calls
        if not again:
            return
        values = {n: again[0].arguments.get(n) for n in asked.names}
        if not asked.allows(values):
            return
        new = {n: v for n, v in values.items() if v != call.arguments.get(n)}
        if not new:
            return
        call.refilled = {n: call.arguments[n] for n in new} | (call.refilled or {})
        call.arguments = {**call.arguments, **new}
        twice = {n for n in new if any(m != n and v == new[n]
                                       for m, v in call.arguments.items())}
        asked = Refilling({n: r for n, r in refill(call, tool).offered.items()
                           if n in twice}) if twice else NOTHING


def _shown(calls: list[ToolCall]) -> str:
    return ", ".join(_call(c.name, c.arguments) for c in calls)


def _echoes(text: str, sent: list[Message]) -> bool:
    """Whether ``text`` only repeats a user message of the request (case, spacing and
    punctuation aside): that is not an answer."""
    said = {_plain(m["content"]) for m in sent
            if m["role"] == "user" and isinstance(m.get("content"), str)}
    return _plain(text) in said


def _plain(text: str) -> str:
    return " ".join("".join(c for c in text.lower() if c.isalnum() or c.isspace()).split())


def _unwrap(text: str) -> str:
    """The answer inside a final_answer decision, for a model that keeps writing the
    JSON the history shows (``{"action": "final_answer", "action_input": "..."}``)."""
    if text.startswith("{"):
        data, ok, _ = load_json(text)
        if ok and isinstance(data, dict) and data.get("action") == FINAL and \
                isinstance(data.get("action_input"), str):
            return data["action_input"].strip()
    return text


def _filled(reply: Reply, tool: Tool, calls_per_step: int, prefix: str) -> Decision:
    """The calls a fill or more reply holds (``parse_fill``), or, when the reply stopped
    at its token limit, an error and no call: arguments the model did not finish (a greedy
    model can repeat a list's item until then) are not closed by the JSON repair and run."""
    if reply.finish_reason == "length":
        return Decision(error=CUT_OFF.format(tool=tool.name))
    return parse_fill(_text(reply), tool, calls_per_step, prefix)


def _text(reply: Reply) -> str:
    return dec.reply_text(reply) or ""
