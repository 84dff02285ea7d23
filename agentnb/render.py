"""HTML views of runs and steps, for ``_repr_html_``, the stepper widget and static viewers.

Plain HTML with inline styles (no JavaScript), so it reads the same in JupyterLab, Notebook 7,
VS Code, Voila and a notebook rendered on a website.
"""

from __future__ import annotations

import html
import json
from typing import Any

from .privacy import redact

_ROLE_STYLE = {
    "system": "background:#f3f0ff;border-left:4px solid #7950f2",
    "user": "background:#e7f5ff;border-left:4px solid #1c7ed6",
    "assistant": "background:#f8f9fa;border-left:4px solid #495057",
    "tool": "background:#ebfbee;border-left:4px solid #2f9e44",
    "error": "background:#fff5f5;border-left:4px solid #e03131",
}


def _box(role: str, body: str, tag: str = "") -> str:
    label = html.escape(role + (f" · {tag}" if tag else ""))
    return (f'<div class="agentnb-msg agentnb-{role}" style="{_ROLE_STYLE.get(role, "")};'
            f'margin:4px 0;padding:4px 8px;border-radius:3px">'
            f'<div style="font-size:11px;color:#868e96">{label}</div>{body}</div>')


def _text(value: Any, limit: int = 4000) -> str:
    text = value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)
    text = redact(text)
    if len(text) > limit:
        text = text[:limit] + f"\n… ({len(text) - limit} more characters)"
    return f'<pre style="white-space:pre-wrap;margin:0;font-size:12px">{html.escape(text)}</pre>'


def _pretty_args(arguments: Any) -> str:
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError:
            return arguments
    return json.dumps(arguments, indent=2, ensure_ascii=False)


def step_html(step: Any, children: dict[str, Any] | None = None) -> str:
    """One step: thought, each tool call (collapsible, with its result or error), answer.
    ``children`` ("step/call id" -> run): a sub-agent call shows its child run nested
    under it."""
    parts = [f'<div class="agentnb-step"><b>step {step.index}</b> '
             f'<span style="color:#868e96;font-size:11px">{step.usage.prompt_tokens} prompt + '
             f'{step.usage.completion_tokens} completion tokens · model '
             f'{step.timings.get("model", 0):.2f}s · tools {step.timings.get("tools", 0):.2f}s'
             f'</span>']
    if step.redecided:
        parts.append(f'<div style="color:#868e96;font-size:11px">'
                     f'{html.escape(step.asked_again() or "")}</div>')
    if step.reply is not None and step.reply.cached:
        parts.append('<div style="color:#868e96;font-size:11px">the reply came from the '
                     "response cache (no model call)</div>")
    if step.thought:
        parts.append(_box("assistant", _text(step.thought), "thought"))
    results = {r.call_id: r for r in step.results}
    for call in step.tool_calls:
        res = results.get(call.id)
        status = "waiting for approval" if res is None else ("ok" if res.ok else "error")
        body = (f"<details open><summary><code>{html.escape(call.name)}</code> · {status}"
                f"</summary>{_text(_pretty_args(call.arguments))}")
        if call.refilled:
            body += (f'<div style="color:#e8590c;font-size:11px">refilled: '
                     f"{html.escape(refills(call))}</div>")
        if call.grounded:
            body += (f'<div style="color:#868e96;font-size:11px">grounded: '
                     f"{html.escape(grounded(call))}</div>")
        if call.unset:
            body += (f'<div style="color:#868e96;font-size:11px">left out: '
                     f"{html.escape(unset(call))}</div>")
        if call.copied:
            body += (f'<div style="color:#e8590c;font-size:11px">copied: '
                     f"{html.escape(copies(call))}</div>")
        if call.proposed:
            body += (f'<div style="color:#e8590c;font-size:11px">proposed: '
                     f"{html.escape(proposals(call))}</div>")
        if call.edited is not None:
            body += (f'<div style="color:#e8590c;font-size:11px">edited by a person before '
                     f"approval; the model asked for</div>{_text(_pretty_args(call.edited))}")
        if res is not None:
            tag = f"from the tool cache, {res.cached:.0f}s old" if res.cached is not None \
                else (res.note or f"{res.seconds:.3f}s")
            body += _box("tool" if res.ok else "error", _text(res.content), tag)
            if res.edited is not None:
                body += (f'<div style="color:#e8590c;font-size:11px">result edited by a '
                         f"person; the tool returned</div>{_text(res.edited)}")
        kid = (children or {}).get(f"{step.index}/{call.id}")
        if kid is not None:
            body += (f'<details><summary style="font-size:11px">sub-run {html.escape(kid.id)} · '
                     f'{html.escape(run_status(kid))}</summary>'
                     f'<div style="margin-left:16px">{run_html(kid, header=False)}</div></details>')
        parts.append(_box("assistant", body + "</details>", "tool call"))
    for call in step.dropped:
        parts.append(f'<div style="color:#868e96;font-size:11px">not run: the model also '
                     f'asked for <code>{html.escape(call.name)}</code> '
                     f'{html.escape(json.dumps(call.arguments, ensure_ascii=False))}: '
                     f"{html.escape(step.dropped_why())}</div>")
    if step.answer is not None:
        parts.append(_box("assistant", _text(step.answer), "answer"))
    if drawn := step.drawn():
        parts.append(f'<div style="color:#868e96;font-size:11px">drawn: '
                     f"{html.escape(drawn)}</div>")
    for check in step.checks():
        parts.append(f'<div style="color:#e8590c;font-size:11px">check: '
                     f"{html.escape(check)}</div>")
    if step.error:
        parts.append(_box("error", _text(step.error)))
    if step.stop_reason == "final_answer":
        parts.append('<div style="color:#2f9e44">finished: final answer</div>')
    elif step.stop_reason:
        parts.append(f'<div style="color:#e03131">stopped: {html.escape(step.stop_reason)}</div>')
    return redact("".join(parts) + "</div>")


def run_html(run: Any, header: bool = True) -> str:
    """The whole run: the system prompt, the task, injected messages and every step;
    ``header`` adds the status line (the stepper shows its own)."""
    steps_by_sent = {s.sent: s for s in run.steps}
    kids = {f"{c.state.parent['step']}/{c.state.parent['call']}": c  # sub-runs made here
            for c in getattr(run, "_children", {}).values() if c.state.parent}
    parts = ['<div class="agentnb-run">']
    if header:
        parts.append(f'<div><b>run {html.escape(run.id)}</b> · '
                     f'{html.escape(run_status(run))}</div>')
    for i, m in enumerate(run.messages):
        step = steps_by_sent.get(i)
        if step is not None:
            parts.append(step_html(step, kids))
        if m["role"] in ("system", "user"):
            tag = {"injected": "injected", "format_error": "format feedback",
                   "nudge": "nudge"}.get(m.get("agentnb", ""), "")
            if m["role"] == "system" and m.get("agentnb") == "edited":
                tag = "edited"
            parts.append(_box(m["role"], _text(m.get("content") or ""), tag))
    for s in run.steps:
        if s.sent >= len(run.messages):
            parts.append(step_html(s, kids))
    last = run.steps[-1].answer if run.steps else None
    if run.answer and run.finished and run.answer != last:  # a partial answer, and why
        parts.append(_box("assistant", _text(run.answer), "final answer"))
    return redact("".join(parts) + "</div>")


def run_status(run: Any, busy: bool = False) -> str:
    """One line: step k of max, tokens, context use, last latency, and its state (the
    stop reason, "running" while ``busy``, else "ready")."""
    agent = run.agent
    limit = agent.watchdog.max_steps if agent else "?"
    window = getattr(getattr(agent, "model", None), "context_window", None)
    last = run.steps[-1] if run.steps else None
    context = (f"context {last.usage.prompt_tokens}/{window}" if last and window
               else "context –")
    latency = f"last {last.timings.get('total', 0):.2f}s" if last else "last –"
    state = run.stop_reason or ("finished" if run.finished else
                                ("running" if busy else "ready"))
    return (f"step {len(run.steps)} of {limit} · {run.usage.total_tokens} tokens · {context} · "
            f"{latency} · {state}")


def rows_html(rows: list[dict[str, Any]]) -> str:
    """A table of rows (dicts with the same keys), escaped and redacted."""
    if not rows:
        return "<p>no rows</p>"
    head = "".join(f"<th>{html.escape(str(k))}</th>" for k in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{html.escape(redact(str(v)))}</td>"
                                     for v in row.values()) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def rows_frame(rows: list[dict[str, Any]], index: str) -> Any:
    """A pandas DataFrame of rows indexed by ``index`` when pandas is installed, else the
    rows themselves."""
    try:
        import pandas as pd
    except ImportError:
        return rows
    return pd.DataFrame(rows).set_index(index) if rows else pd.DataFrame(rows)


def grounded(call: Any) -> str:
    """``ToolCall.grounded`` in words: the values read from the request, each with what
    the model gave ("none" where it gave none: a value it left out, or a call it did not
    write, an item of the request added by ``agentnb.items``)."""
    was = call.grounded or {}
    return redact(", ".join(f"{k} (model gave {'none' if v is None else json.dumps(v)})"
                            for k, v in was.items()) + ", from the request")


def copies(call: Any) -> str:
    """``ToolCall.copied`` in words: which of the model's values are the tool's own text
    (after a person edited the call, still the model's values: ``call.edited``)."""
    given = call.edited if call.edited is not None else call.arguments
    values = ", ".join(f"{k}={json.dumps(given.get(k))}" for k in call.copied or ())
    whose = "the model's " if call.edited is not None else ""
    return redact(f"{whose}{values}: from the tool's description, not the request")


def refills(call: Any) -> str:
    """``ToolCall.refilled`` in words: the values the model wrote first (a placeholder,
    one value in two arguments, another argument's value: ``agentnb.refill``), and that
    the values it chose again are the request's words."""
    values = ", ".join(f"{k}={json.dumps(v)}" for k, v in (call.refilled or {}).items())
    return redact(f"the model first wrote {values}; asked again, it chose among the "
                  "request's own words")


def proposals(call: Any) -> str:
    """``ToolCall.proposed`` in words: the values the repair found in the request for a
    call it may not change."""
    values = ", ".join(f"{k}={json.dumps(v)}" for k, v in (call.proposed or {}).items())
    return redact(f"{values}: from the request, not applied (the tool changes something; "
                  "a person accepts it)")


def unset(call: Any) -> str:
    """``ToolCall.unset`` in words: the optional values the model set that nothing in the
    conversation says, left out so the tool's defaults stand."""
    values = ", ".join(f"{k}={json.dumps(v)}" for k, v in (call.unset or {}).items())
    return redact(f"{values}: the model's, said by nothing in the conversation; the tool's "
                  "defaults stand")
