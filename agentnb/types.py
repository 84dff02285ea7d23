"""Plain records: what a model replied, what a tool returned, what one step did.

No I/O here. Every record round-trips through JSON with ``to_dict``/``from_dict``.
Messages themselves stay OpenAI-style dicts (``{"role": ..., "content": ...}``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Literal

from typing_extensions import NotRequired, TypedDict

MAX_SHOWN = 5  # the results' values a check line names
CHECK_KINDS = ("unsupported", "misnamed", "unused", "left_out")  # Step fields CheckAnswer sets

Message = dict[str, Any]


class MessageRecord(TypedDict):
    """A history message as a run keeps it (OpenAI's shape; ``agentnb`` marks agentnb's own
    messages: ``injected``, ``format_error``, ``nudge``, ``edited``)."""

    role: Literal["system", "user", "assistant", "tool"]
    content: NotRequired[str | list | None]
    tool_calls: NotRequired[list[dict[str, Any]]]
    tool_call_id: NotRequired[str]
    name: NotRequired[str]
    agentnb: NotRequired[str]


class StopReason:
    """Names recorded in ``Run.stop_reason``. Plain strings, so saved runs stay readable."""

    FINAL_ANSWER = "final_answer"
    MAX_STEPS = "max_steps"
    MAX_TOKENS = "max_tokens"
    MAX_TIME = "max_time"
    REPEATED_CALL = "repeated_call"
    FORMAT_ERRORS = "format_errors"
    EMPTY_REPLY = "empty_reply"
    STOPPED = "stopped_by_user"
    AWAITING_APPROVAL = "awaiting_approval"
    # endpoint failures take their names from errors.EndpointError.stop_reason


class Record:
    """JSON round-trip shared by the records below (and by ``state.RunState``)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload]

    def __repr__(self) -> str:  # as dataclasses write it, with secrets redacted
        from .privacy import redact

        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}"
                          for f in fields(self) if f.repr)  # type: ignore[arg-type]
        return redact(f"{type(self).__name__}({shown})")

    @classmethod
    def from_dict(cls, data: dict[str, Any]):
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass(repr=False)
class Usage(Record):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __sub__(self, other: Usage) -> Usage:
        return Usage(self.prompt_tokens - other.prompt_tokens,
                     self.completion_tokens - other.completion_tokens)

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
        )


@dataclass(repr=False)
class Reply(Record):
    """One model call: the assistant message (OpenAI shape), usage and latency."""

    message: Message
    usage: Usage = field(default_factory=Usage)
    latency: float = 0.0
    model: str = ""
    finish_reason: str | None = None
    cached: bool = False  # from the response cache (agentnb.cache): no model call was made

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Reply:
        data = dict(data)
        data["usage"] = Usage.from_dict(data.get("usage") or {})
        return super().from_dict(data)


@dataclass(repr=False)
class ToolCall(Record):
    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    # arguments agentnb filled or corrected from the request (agentnb.grounding): each
    # with the model's own value, None where it gave none
    grounded: dict[str, Any] | None = None
    # the arguments the model asked for, when a person changed them before approving
    # (``arguments`` then holds what ran, and the history shows that)
    edited: dict[str, Any] | None = None
    # arguments whose value is the tool's own text (a description's example), not the
    # request's (``agentnb.policies.CheckCopies``)
    copied: list[str] | None = None
    # for a tool with side effects or that needs approval: the values the repair would
    # give the arguments that keep the call from validating, not applied (a person
    # accepts them, ``proposal()``)
    proposed: dict[str, Any] | None = None
    # optional arguments the model set that nothing in the conversation says, left out so
    # the tool's defaults stand, each with the model's value (``agentnb.defaults``)
    unset: dict[str, Any] | None = None
    # required arguments whose value the model made up, asked again among the request's
    # own words (``agentnb.refill``): each with the model's first value
    refilled: dict[str, Any] | None = None

    def proposal(self) -> dict[str, Any]:
        """The arguments with ``proposed`` applied, for
        ``run.approve(call.id, arguments={call.id: call.proposal()})``."""
        return {**self.arguments, **(self.proposed or {})}

    def signature(self) -> str:
        """Name plus canonical arguments: equal for identical calls. Kept until the
        arguments are replaced: the watchdog, replay and result reuse ask for it about six
        times a turn, a fifth of a turn in ``bench/overhead_compare.py`` if serialised each
        time."""
        cached = self.__dict__.get("_signature")
        if cached is not None and cached[0] is self.arguments and cached[1] == self.name:
            return cached[2]
        import json

        sig = self.name + json.dumps(_canonical(self.arguments), sort_keys=True, default=str)
        self.__dict__["_signature"] = (self.arguments, self.name, sig)
        return sig

    def to_message(self) -> dict[str, Any]:
        """The OpenAI ``tool_calls`` entry. Arguments still as the model wrote them keep
        the model's own text (``from_text``)."""
        raw = self.__dict__.get("_text")
        if raw is not None and raw[0] is self.arguments:
            text = raw[1]
        else:
            import json

            text = json.dumps(self.arguments)
        return {"id": self.id, "type": "function",
                "function": {"name": self.name, "arguments": text}}

    def from_text(self, text: str) -> ToolCall:
        """Remember that ``arguments`` were parsed from ``text`` (valid JSON, unrepaired),
        so ``to_message`` need not serialise them again."""
        self.__dict__["_text"] = (self.arguments, text)
        return self


def _canonical(value: Any) -> Any:
    """``18`` and ``18.0`` are the same argument (validation turns one into the other)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_canonical(v) for v in value]
    return value


@dataclass(repr=False)
class ToolResult(Record):
    """What a tool call produced. ``content`` is exactly what the model is shown."""

    call_id: str
    name: str
    content: str
    ok: bool = True
    error: str | None = None
    traceback: str | None = None
    seconds: float = 0.0
    note: str | None = None  # truncation, empty result, ...
    repeat_of: int | None = None  # answered from this earlier step instead of running
    cached: float | None = None  # from the tool cache, a result this many seconds old
    edited: str | None = None  # what the tool returned, when a person replaced it
    child: str | None = None  # the child run a sub-agent call started (agentnb.subagents)
    waiting: bool = False  # that child waits for approval: the call waits (never recorded)

    def to_message(self) -> Message:
        return {"role": "tool", "tool_call_id": self.call_id, "name": self.name,
                "content": self.content}


@dataclass(repr=False)
class Step(Record):
    """One iteration of the loop, as recorded.

    ``sent`` is how many messages of the run's history existed when the model was called;
    ``Run.request(step)`` gives the exact messages the model was sent (``request`` holds
    the reference); ``context`` records the token count, the budget and what was
    compacted; ``policies`` names the policies that acted.
    """

    index: int
    sent: int = 0
    reply: Reply | None = None
    mode: str = ""
    thought: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    results: list[ToolResult] = field(default_factory=list)
    answer: str | None = None
    error: str | None = None
    usage: Usage = field(default_factory=Usage)
    timings: dict[str, float] = field(default_factory=dict)
    stop_reason: str | None = None
    pending: list[ToolCall] = field(default_factory=list)
    started_at: float = 0.0
    context: dict[str, Any] = field(default_factory=dict)  # tokens, budget, compaction
    # the model asked only for calls it had the results of, and was asked again without
    # those tools: {"rejected": [Reply dicts], "excluded": [tool names], "note": str}
    redecided: dict[str, Any] | None = None
    # numbers the final answer states that no request or tool result holds: check them
    unsupported: list[str] = field(default_factory=list)
    # figures the final answer writes with another unit than the result gives them in
    # ("465.0 miles (the result gives km)": agentnb.units.misnamed)
    misnamed: list[str] = field(default_factory=list)
    # the results' values when the final answer holds none of them (agentnb.checks)
    unused: list[str] = field(default_factory=list)
    # values the request asks for by their key's name that the final answer leaves out
    # ("temperature_c: 31": agentnb.relevance.asked_values)
    left_out: list[str] = field(default_factory=list)
    # what the model was sent for ``reply``, as a reference into the run's history:
    # {"head": [system, task] as sent, or None when the same as an earlier step's,
    #  "from": i, "to": j, "style": "json" | "native", "note": str | None};
    # ``Run.request(step)`` rebuilds the messages from it, byte for byte
    request: dict[str, Any] | None = None
    # the policies that changed or checked something in this step, in order
    policies: list[str] = field(default_factory=list)
    # JSON mode decides in stages (agentnb.stages): the model calls before ``reply``, in
    # order, as {"stage": "choose" | "fill" | "more" | "also" | "answer", "note": str,
    # "reply": dict}; an answer's draws (agentnb.draws) add "sampling", and those made
    # after the answer that stands come after it here too
    stages: list[dict[str, Any]] = field(default_factory=list)
    # calls the model asked for that a policy left out (``KeepStatedCalls``: a later call
    # the request does not ask for, or another tool's with a value it does not state), as
    # the model wrote them
    dropped: list[ToolCall] = field(default_factory=list)

    def __post_init__(self) -> None:
        r = self.redecided
        if r is not None and not (
                isinstance(r, dict) and isinstance(r.get("note"), str)
                and isinstance(r.get("rejected"), list)
                and all(isinstance(x, dict) for x in r["rejected"])
                and isinstance(r.get("excluded"), list)
                and all(isinstance(x, str) for x in r["excluded"])):
            raise ValueError("redecided must hold 'rejected' replies, 'excluded' tool names "
                             "and a 'note'")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Step:
        data = dict(data)
        data["reply"] = Reply.from_dict(data["reply"]) if data.get("reply") else None
        data["tool_calls"] = [ToolCall.from_dict(c) for c in data.get("tool_calls") or []]
        data["pending"] = [ToolCall.from_dict(c) for c in data.get("pending") or []]
        data["dropped"] = [ToolCall.from_dict(c) for c in data.get("dropped") or []]
        data["results"] = [ToolResult.from_dict(r) for r in data.get("results") or []]
        data["usage"] = Usage.from_dict(data.get("usage") or {})
        return super().from_dict(data)

    def _repr_html_(self) -> str:
        from .render import step_html

        return step_html(self)

    def calls_with_results(self) -> list[tuple[ToolCall, ToolResult]]:
        """Each tool call paired with its result (calls still pending are left out)."""
        by_id = {r.call_id: r for r in self.results}
        return [(c, by_id[c.id]) for c in self.tool_calls if c.id in by_id]

    def asked_again(self) -> str | None:
        """One line on ``redecided``: what the model first asked for and what was left out."""
        if not self.redecided:
            return None
        firsts = self.redecided["rejected"]
        why = {"check_choice": "the model had chosen a tool the request does not speak of",
               "check_choice_meaning": "the model had chosen a tool far in meaning from the "
                                       "request, beside a close one",
               "check_follow_ups": "after the results, the model had written a value that "
                                   "nothing in the conversation says",
               "check_early_answers": "the model had answered before calling a tool the "
                                      "request asks for",
               "answer_when_served": "the results already answer the request",
               "check_needs": "the model had chosen a tool needing a time, a date or a "
                              "number the request says nothing of, beside one whose needs "
                              "it gives",
               "check_descriptions": "the model had written a parameter's description as "
                                     "its value",
               "call_when_given": "the model had answered without a call, and the request "
                                  "gives the values of a tool it left in"}.get(
            self.redecided.get("by") or "",
            "the model had asked only for calls whose results it already had")
        left = self.redecided["excluded"]
        left_out = f" without {', '.join(left)}" if left else ""
        required = ", a call required" if self.redecided.get("required") else ""
        return (f"asked again{left_out}{required}: {why} "
                f"({len(firsts)} {'reply' if len(firsts) == 1 else 'replies'} set aside)")

    def dropped_why(self) -> str:
        """Why the calls in ``dropped`` did not run, by the policies that left them out."""
        why = {"keep_stated_calls": "the request does not ask for it (keep_stated_calls)",
               "check_follow_ups": "nothing in the conversation says a value of it "
                                   "(check_follow_ups)"}
        return ", or ".join(why[p] for p in self.policies if p in why) or \
            why["keep_stated_calls"]

    def summary(self) -> str:
        """A few readable lines: what was decided, run, returned; tokens and time."""
        import json

        lines = [f"step {self.index}"]
        if self.thought:
            lines.append(f"  thought: {self.thought}")
        if self.redecided:
            lines.append(f"  note:    {self.asked_again()}")
        for call in self.tool_calls:
            lines.append(f"  call:    {call.name}({json.dumps(call.arguments)})")
            from .render import copies, grounded, proposals, refills, unset

            if call.refilled:
                lines.append(f"  refilled: {refills(call)}")
            if call.grounded:
                lines.append(f"  grounded: {grounded(call)}")
            if call.unset:
                lines.append(f"  left out: {unset(call)}")
            if call.copied:
                lines.append(f"  copied:  {copies(call)}")
            if call.proposed:
                lines.append(f"  proposed: {proposals(call)}")
            if call.edited is not None:
                lines.append(f"  edited:  by a person before approval; the model asked for "
                             f"{json.dumps(call.edited)}")
        for call in self.dropped:
            lines.append(f"  not run: {call.name}({json.dumps(call.arguments)}): "
                         f"{self.dropped_why()}")
        for res in self.results:
            tag = "result" if res.ok else "error "
            age = "" if res.cached is None else f" (from the tool cache, {res.cached:.0f}s old)"
            lines.append(f"  {tag}:  {res.name} -> {_clip(res.content, 160)}{age}")
            if res.edited is not None:
                lines.append(f"  edited:  by a person; the tool returned {_clip(res.edited, 120)}")
        for call in self.pending:
            lines.append(f"  waiting: {call.name}({json.dumps(call.arguments)}) needs approval")
        if self.answer is not None:
            lines.append(f"  answer:  {_clip(self.answer, 300)}")
        drawn = self.drawn()
        if drawn:
            lines.append(f"  drawn:   {drawn}")
        lines += [f"  check:   {_clip(c, 300)}" for c in self.checks()]
        if self.error:
            lines.append(f"  problem: {_clip(self.error, 300)}")
        hits = sum(1 for r in [self.reply, *(s.get("reply") for s in self.stages)]
                   if r is not None and (r.cached if isinstance(r, Reply) else r.get("cached")))
        if hits:
            lines.append(f"  cached:  {hits} model repl{'y' if hits == 1 else 'ies'} from the "
                         "response cache (no model call)")
        t = self.timings
        lines.append(
            f"  tokens:  {self.usage.prompt_tokens} prompt + {self.usage.completion_tokens}"
            f" completion | model {t.get('model', 0):.2f}s, tools {t.get('tools', 0):.2f}s"
        )
        if self.stop_reason:
            lines.append(f"  stopped: {self.stop_reason}")
        from .privacy import redact

        return redact("\n".join(lines))


    def check_kinds(self) -> list[str]:
        """Which signs ``CheckAnswer`` named on the answer, by field name, without their
        content (logs and traces carry these: ``["unsupported", "unused"]``)."""
        return [k for k in CHECK_KINDS if getattr(self, k)]

    def checks(self) -> list[str]:
        """What to verify in the final answer (``agentnb.checks.CheckAnswer``), one line
        a sign; ``summary()``, the step's HTML and eval reports show them as ``check:``."""
        out = []
        if self.unsupported:
            out.append(f"{', '.join(self.unsupported)} in the answer: in no request or "
                       "tool result")
        if self.misnamed:
            out.append(f"{', '.join(self.misnamed)} in the answer: another unit")
        if self.unused:
            out.append(f"the answer holds none of the results' values "
                       f"({', '.join(self.unused[:MAX_SHOWN])}"
                       f"{', ...' if len(self.unused) > MAX_SHOWN else ''})")
        if self.left_out:
            out.append(f"{', '.join(self.left_out)} not in the answer: the request asks for it")
        return out

    def drawn(self) -> str:
        """What the answer's draws did (``agentnb.draws``), in words; empty when none."""
        stood = (self.request or {}).get("sampling")
        n = sum(1 for s in self.stages if s.get("sampling")) + bool(stood)
        if not n:
            return ""
        if stood is None:
            return f"{n} more answers sampled; the first answer stands"
        first = next((s["reply"]["message"].get("content") or "" for s in self.stages
                      if s.get("stage") == "answer" and not s.get("sampling")), "")
        return (f"{n} more answers sampled; draw {stood.get('seed')} stands (the first "
                f"answer: {_clip(str(first).strip(), 120)})")


def _clip(text: str, n: int) -> str:
    text = text.replace("\n", " ")
    return text if len(text) <= n else text[: n - 1] + "…"
