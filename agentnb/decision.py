"""How a model's reply becomes a decision: tool calls, a final answer, or a format error.

Two modes behind one function, ``decide``:

- ``native``: the endpoint returns OpenAI ``tool_calls``;
- ``json``: the model must answer with one JSON object ``{thought, action, action_input}``
  constrained by a schema in which ``action`` is a tool name or ``final_answer`` and
  ``action_input`` follows the chosen tool's parameters.

Near-valid JSON is repaired; what cannot be repaired becomes ``Decision.error``, a message
the model reads next step. Nothing here raises on model output.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError
from .tools import Tool, Toolset
from .types import Message, Reply, ToolCall

FINAL = "final_answer"


@dataclass
class Decision:
    thought: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    answer: str | None = None
    error: str | None = None
    repaired: bool = False
    empty: bool = False


# -- what to send ------------------------------------------------------------------------
def decision_schema(toolset: Toolset, *, tool_choice: str = "auto",
                    exclude: Collection[str] = ()) -> dict[str, Any]:
    """JSON schema of one decision: one branch per allowed action.

    ``tool_choice``: ``"auto"`` (any tool or ``final_answer``), ``"required"`` (any tool),
    ``"none"`` (only ``final_answer``), or a tool name (only that tool). ``exclude``
    leaves tools out of ``"auto"`` and ``"required"`` (``"required"`` keeps them all if
    that would leave none).
    """
    if tool_choice in ("auto", "required"):
        branches = [_branch(t.name, t.parameters) for t in _offered(toolset, tool_choice,
                                                                     exclude)]
    elif tool_choice in toolset:
        branches = [_branch(tool_choice, toolset[tool_choice].parameters)]
    else:
        branches = []
    if tool_choice in ("auto", "none", FINAL) or not branches:
        branches.append(_branch(FINAL, {"type": "string"}))
    return branches[0] if len(branches) == 1 else {"oneOf": branches}


def _offered(toolset: Toolset, tool_choice: str, exclude: Collection[str]) -> list[Tool]:
    """The tools an ``"auto"`` or ``"required"`` decision may choose: all but ``exclude``;
    ``"required"`` keeps them all if that would leave none."""
    kept = [t for t in toolset if t.name not in exclude]
    return kept if kept or tool_choice == "auto" else list(toolset)


def _branch(action: str, action_input: dict[str, Any]) -> dict[str, Any]:
    # The action comes first: small models that write a thought first tend to talk
    # themselves into answering without calling any tool.
    props = {"action": {"const": action}, "action_input": action_input,
             "thought": {"type": "string"}}
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def json_instructions(toolset: Toolset) -> str:
    """The system-prompt section that explains tools and the reply format in JSON mode."""
    lines = ["You can call these tools:"]
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
        "",
        'Reply with one JSON object: {"action": TOOL_NAME, "action_input": '
        '{ARGUMENT: VALUE, ...}, "thought": REASON}',
        "Call tools to get facts; do not guess. Take argument values from the request "
        "and from tool results.",
        f'When the tool results answer the request, use the action "{FINAL}" with your '
        "answer to the user as action_input.",
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
                    exclude: Collection[str] = (), schema: bool = True) -> dict[str, Any]:
    """Keyword arguments for ``Model.complete`` in this mode (see ``decision_schema`` for
    ``tool_choice`` and ``exclude``). ``schema=False``: the endpoint takes no JSON schema,
    so JSON decisions are asked for by the prompt alone."""
    check_tool_choice(tool_choice, toolset)
    if not len(toolset):
        return {}
    if mode == "native":
        if tool_choice in ("none", FINAL):
            return {}
        choice: Any = tool_choice if tool_choice in ("auto", "required") else \
            {"type": "function", "function": {"name": tool_choice}}
        offered = _offered(toolset, tool_choice, exclude) if tool_choice in (
            "auto", "required") else list(toolset)
        if not offered:
            return {}  # every tool left out: the model can only answer
        return {"tools": [t.spec() for t in offered], "tool_choice": choice}
    if not schema:
        return {}
    return {"json_schema": decision_schema(toolset, tool_choice=tool_choice, exclude=exclude)}


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
def decide(reply: Reply, mode: str, toolset: Toolset, *, call_prefix: str = "call") -> Decision:
    """Turn a reply into a Decision. Never raises on malformed output."""
    msg = reply.message if isinstance(reply.message, dict) else {}
    text = reply_text(reply) or ""
    if mode == "native" or msg.get("tool_calls"):
        return _decide_native(text, msg.get("tool_calls"), call_prefix)
    return _decide_json(text, toolset, call_prefix)


def reply_text(reply: Reply) -> str | None:
    """A reply's text as a string (``None`` when it has none), whatever the endpoint put
    in ``content``."""
    content = reply.message.get("content") if isinstance(reply.message, dict) else None
    return content if isinstance(content, str) or content is None else str(content)


def _decide_native(content: str, tool_calls: Any, prefix: str) -> Decision:
    """``tool_calls`` as an endpoint sent them, whatever their shape: each call that is a
    named function with object arguments becomes a ToolCall; the rest become problems the
    model reads."""
    content = content.strip()
    calls, problems = [], []
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
        if not ok or not isinstance(args, dict):
            problems.append(f"arguments of {name!r} are not a JSON object: {str(text)[:200]}")
            continue
        call_id = tc.get("id")
        call = ToolCall(id=call_id if isinstance(call_id, str) else "", name=name,
                        arguments=args)
        calls.append(call if repaired or not isinstance(text, str) else call.from_text(text))
    _own_ids(calls, prefix)
    if problems and not calls:
        return Decision(thought=content or None, error="; ".join(problems))
    if calls:
        return Decision(thought=content or None, tool_calls=calls)
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


def json_text(call: ToolCall, thought: str | None) -> str:
    """A tool call as the JSON decision that asks for it (what ``_decide_json`` reads)."""
    return json.dumps({"action": call.name, "action_input": call.arguments,
                       "thought": thought or ""})


def _decide_json(text: str, toolset: Toolset, prefix: str) -> Decision:
    if not text.strip():
        return Decision(empty=True, error="Your reply was empty.")
    data, ok, repaired = load_json(text)
    example = ('{"thought": "...", "action": "<one of: '
               + ", ".join([*toolset.tools, FINAL]) + '>", "action_input": {...}}')
    if not ok or not isinstance(data, dict) or "action" not in data:
        return Decision(error=f"Your reply was not a valid decision. Reply with exactly one "
                              f"JSON object: {example}")
    thought = data.get("thought")
    thought = str(thought) if thought is not None else None
    action = str(data.get("action") or "")
    action_input = data.get("action_input", {})
    if action == FINAL:
        if isinstance(action_input, dict):
            action_input = action_input.get("answer", json.dumps(action_input))
        return Decision(thought=thought, answer=str(action_input), repaired=repaired)
    if isinstance(action_input, str):  # a bare value for a one-parameter tool
        params = list(toolset[action].parameters.get("properties", {})) if action in toolset \
            else []
        action_input = {params[0]: action_input} if len(params) == 1 else {"input": action_input}
    if not isinstance(action_input, dict):
        return Decision(thought=thought, error=f"action_input must be a JSON object of "
                                               f"arguments. Reply with: {example}")
    call = ToolCall(id=f"{prefix}_0", name=action, arguments=action_input)
    return Decision(thought=thought, tool_calls=[call], repaired=repaired)


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
