"""How a model's reply becomes a decision: tool calls, a final answer, or a format error.

Two modes:

- ``native``: the endpoint returns OpenAI ``tool_calls`` (``decide``);
- ``json``: the model writes constrained JSON, one stage at a time: the action, then the
  chosen tool's arguments, or the answer in prose (``agentnb.stages``).

This module renders the history for each mode and reads replies. Near-valid JSON is
repaired, unless the reply stopped at its token limit (then the text was cut off, not
malformed, and closing it would run a call the model never finished); what is not used
becomes ``Decision.error``, a message the model reads next step. Nothing here raises on
model output.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError
from .tools import Tool, Toolset, error_result
from .types import Message, Reply, ToolCall, ToolResult

FINAL = "final_answer"


@dataclass
class Decision:
    thought: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    answer: str | None = None
    error: str | None = None
    repaired: bool = False
    empty: bool = False
    # native calls that are not run, each with why (the model reads it as the call's
    # result): arguments cut off at the token limit, or not a JSON object, beside calls
    # that run
    refused: list[tuple[ToolCall, str]] = field(default_factory=list)
    # calls the more stage wrote that repeat one before them (not run): the model asked
    # for the tool again without new values (``agentnb.items`` may read them from the
    # request)
    copies: int = 0

    def with_refused(self) -> tuple[list[ToolCall], dict[str, ToolResult]]:
        """The calls to record, the refused ones last, and each refused one's result (why
        it was not run), by call id."""
        return ([*self.tool_calls, *(c for c, _ in self.refused)],
                {c.id: error_result(c, why) for c, why in self.refused})


# -- what to send ------------------------------------------------------------------------
def offered(toolset: Toolset, tool_choice: str, exclude: Collection[str]) -> list[Tool]:
    """The tools an ``"auto"`` or ``"required"`` decision may choose: all but ``exclude``;
    ``"required"`` keeps them all if that would leave none."""
    kept = [t for t in toolset if t.name not in exclude]
    return kept if kept or tool_choice == "auto" else list(toolset)


TOOLS_HEADING = "You can call these tools:"


def json_instructions(toolset: Toolset) -> str:
    """The system-prompt section that lists the tools in JSON mode (each request's note
    then says what to write: ``agentnb.stages``)."""
    lines = [TOOLS_HEADING]
    for t in toolset:
        props = t.parameters.get("properties", {})
        required = set(t.parameters.get("required", []))
        args = ", ".join(_signature_arg(n, p, n in required) for n, p in props.items())
        lines.append(f"- {t.name}({args}): {t.description.splitlines()[0]}")
        for n, p in props.items():
            if p.get("description"):
                lines.append(f"    {n}: {p['description']}")
    # No example values: a small model copies them ("..." became its arguments).
    lines += [
        f"- {FINAL}: answer the user, when the tool results answer the request.",
        "",
        "Call tools to get facts; do not guess. Take argument values from the request "
        "and from tool results.",
    ]
    return "\n".join(lines)


def _signature_arg(name: str, prop: dict[str, Any], required: bool) -> str:
    text = f"{name}: {prop.get('type', 'any')}"
    if "enum" in prop:
        text += " (one of " + ", ".join(json.dumps(v) for v in prop["enum"]) + ")"
    return text if required else text + " (optional)"


def check_tool_choice(tool_choice: str, toolset: Toolset) -> None:
    if tool_choice not in ("auto", "required", "none", FINAL) and tool_choice not in toolset:
        raise ConfigError(f"tool_choice {tool_choice!r} is not 'auto', 'required', 'none' "
                          f"or a tool name ({', '.join(toolset.tools) or 'no tools'})")


def request_options(mode: str, toolset: Toolset, *, tool_choice: str = "auto",
                    exclude: Collection[str] = ()) -> dict[str, Any]:
    """Keyword arguments for ``Model.complete`` in native mode: the tools offered
    (``tool_choice``: ``"auto"``, ``"required"``, ``"none"`` or a tool's name; ``exclude``
    leaves tools out, see ``offered``). JSON mode sends its schemas stage by stage."""
    check_tool_choice(tool_choice, toolset)
    if not len(toolset):
        return {}
    if mode == "native":
        if tool_choice in ("none", FINAL):
            return {}
        choice: Any = tool_choice if tool_choice in ("auto", "required") else \
            {"type": "function", "function": {"name": tool_choice}}
        tools = offered(toolset, tool_choice, exclude) if tool_choice in (
            "auto", "required") else list(toolset)
        if not tools:
            return {}  # every tool left out: the model can only answer
        return {"tools": [t.spec() for t in tools], "tool_choice": choice}
    return {}  # JSON mode: each stage sends its own schema (agentnb.stages)


def render(messages: list[Message], mode: str, toolset: Toolset) -> list[Message]:
    """The run's OpenAI-format history as this mode sends it.

    JSON mode sends assistant decisions as their JSON text and tool results as user
    messages (small models' chat templates often know no ``tool`` role), and appends the
    tool instructions to the system prompt.
    """
    out = [render_message(m, mode, toolset) for m in messages]
    if mode == "json" and len(toolset) and (not out or out[0]["role"] != "system"):
        out.insert(0, {"role": "system", "content": json_instructions(toolset)})
    return out


def style_of(mode: str, toolset: Toolset) -> str:
    """How history messages are sent: ``"json"`` (JSON mode with tools) or ``"native"``."""
    return "json" if mode == "json" and len(toolset) else "native"


def render_message(m: Message, mode: str, toolset: Toolset) -> Message:
    """One history message as this mode sends it (see ``render``)."""
    style = style_of(mode, toolset)
    if style == "json" and m["role"] == "system":
        return {"role": "system", "content": f"{m['content']}\n\n{json_instructions(toolset)}"}
    return render_in_style(m, style)


def render_in_style(m: Message, style: str) -> Message:
    """A message other than the system prompt, as ``style`` (``style_of``) sends it."""
    if style == "native":
        return _clean(m)
    role = m["role"]
    if role == "tool":
        return {"role": "user", "content": f"Result of {m.get('name', 'the tool')}: {m['content']}"}
    if role == "assistant":
        return {"role": "assistant", "content": m.get("content") or ""}
    return _clean(m)


def with_note(messages: list[Message], note: str | None) -> list[Message]:
    """The request with ``note`` added: to the last message when it is the user's text,
    else as a user message of its own."""
    if not note:
        return messages
    last = messages[-1] if messages else {}
    if last.get("role") == "user" and isinstance(last.get("content"), str):
        return [*messages[:-1], {**last, "content": f"{last['content']}\n\n{note}"}]
    return [*messages, {"role": "user", "content": note}]


def _clean(m: Message) -> Message:
    allowed = ("role", "content", "tool_calls", "tool_call_id", "name")
    return {k: v for k, v in m.items() if k in allowed}


# -- what came back ----------------------------------------------------------------------
def decide(reply: Reply, toolset: Toolset, *, call_prefix: str = "call",
           typed: bool = False) -> Decision:
    """Turn a native-mode reply into a Decision (JSON mode: ``agentnb.stages``). Never
    raises on malformed output; an answer that is only a tool's name, or JSON, is an error
    the model reads (unless the answer is ``typed``: JSON, checked by ``agentnb.outputs``)."""
    msg = reply.message if isinstance(reply.message, dict) else {}
    d = _decide_native(reply_text(reply) or "", msg.get("tool_calls"), call_prefix,
                       cut=reply.finish_reason == "length")
    if d.answer is not None and not typed and (problem := answer_problem(d.answer, toolset)):
        return Decision(error=problem)
    return d


def answer_problem(text: str | None, toolset: Toolset) -> str | None:
    """Why ``text`` is not an answer for the user, or ``None`` when it is one: empty, a
    tool's (or ``final_answer``'s) name, or JSON rather than sentences."""
    body = (text or "").strip().strip("`\"' .")
    if not body:
        return "Your answer was empty. Answer the request in a sentence."
    if body in toolset.tools or body == FINAL:
        return (f"Your answer was only the name {body!r}, not an answer. Answer the "
                "request in a sentence, with the facts from the results.")
    stripped = (text or "").strip()
    if stripped[:1] in "{[":
        try:
            json.loads(stripped)
        except ValueError:
            return None
        return ("Your answer was JSON, not sentences. Answer the request in a sentence, "
                "with the facts from the results.")
    return None


def reply_text(reply: Reply) -> str | None:
    """A reply's text as a string (``None`` when it has none), whatever the endpoint put
    in ``content``."""
    content = reply.message.get("content") if isinstance(reply.message, dict) else None
    return content if isinstance(content, str) or content is None else str(content)


def _decide_native(content: str, tool_calls: Any, prefix: str, cut: bool = False) -> Decision:
    """``tool_calls`` as an endpoint sent them, whatever their shape: each call that is a
    named function with object arguments becomes a ToolCall; the rest become problems the
    model reads. Arguments that needed repair in a reply ``cut`` at its token limit were
    cut off, not malformed: closing them would run a call the model never finished. Beside
    calls that run, a named call with such arguments is ``refused`` (recorded, not run, its
    problem as its result); an unnamed one is left out (it has no name to answer)."""
    content = content.strip()
    calls, problems, refused = [], [], []
    items = tool_calls if isinstance(tool_calls, list) else [tool_calls] if tool_calls else []
    for i, tc in enumerate(items):
        fn = tc.get("function") if isinstance(tc, dict) else None
        name = fn.get("name") if isinstance(fn, dict) else None
        if not isinstance(fn, dict) or not isinstance(name, str) or not name.strip():
            problems.append(f"tool call {i + 1} is not a named function call: {str(tc)[:200]}")
            continue
        text = fn.get("arguments")
        if text is None or text == "":
            text = "{}"  # no arguments
        args, ok, repaired = (text, True, False) if isinstance(text, dict) else load_json(text)
        call_id = tc.get("id")
        call = ToolCall(id=call_id if isinstance(call_id, str) else "", name=name,
                        arguments=args if ok and isinstance(args, dict) else {})
        if not ok or not isinstance(args, dict):
            problem = f"arguments of {name!r} are not a JSON object: {str(text)[:200]}"
        elif repaired and cut:
            problem = (f"arguments of {name!r} did not end before the reply's token limit; "
                       "write them shorter")
        else:
            calls.append(call if repaired or not isinstance(text, str) else call.from_text(text))
            continue
        problems.append(problem)
        refused.append((call, f"Not run: {problem}."))
    if problems and not calls:
        return Decision(thought=content or None, error="; ".join(problems))
    _own_ids(calls + [c for c, _ in refused], prefix)
    if calls:
        return Decision(thought=content or None, tool_calls=calls, refused=refused)
    if not content:
        return Decision(empty=True, error="Your reply was empty.")
    return Decision(answer=content)


def _own_ids(calls: list[ToolCall], prefix: str) -> None:
    """A model's call ids are not keys (some repeat one, some send none): results,
    approvals and crash recovery need each call of a decision to have its own."""
    seen: set[str] = set()
    for i, call in enumerate(calls):
        if not call.id or call.id in seen:
            base = new = f"{prefix}_{i}"
            k = 0
            while new in seen:
                k += 1
                new = f"{base}_{k}"
            call.id = new
        seen.add(call.id)


def history_message(reply: Reply, d: Decision, mode: str) -> Message:
    """The assistant message the run's history keeps for a decision. In JSON mode it is
    the decision as a whole (the calls that run, grounded or not, or the answer), as the
    model reads it next; each stage's reply stays in the step."""
    message: Message = {"role": "assistant", "content": reply_text(reply)}
    if mode == "json" and (d.tool_calls or d.answer is not None):
        message["content"] = calls_text(d.tool_calls) if d.tool_calls else d.answer
    if d.tool_calls:
        message["tool_calls"] = [c.to_message() for c in d.tool_calls]
    return message


def calls_text(calls: list[ToolCall]) -> str:
    """Calls as the JSON text the history shows for a JSON-mode decision (what
    ``stages.parse_choice`` reads back as a whole decision, for one call)."""
    items = [{"action": c.name, "action_input": c.arguments} for c in calls]
    return json.dumps(items[0] if len(items) == 1 else items)


def load_json(text: str) -> tuple[Any, bool, bool]:
    """Parse JSON, repairing near-valid text. Returns (value, ok, repaired)."""
    try:
        return json.loads(text), True, False
    except RecursionError:  # nested past what can be read: not a decision
        return None, False, False
    except (json.JSONDecodeError, TypeError):
        pass
    import json_repair

    try:
        value = json_repair.loads(text)
    except Exception:
        return None, False, False
    ok = value not in ("", None) and isinstance(value, (dict, list))
    return value, ok, ok
