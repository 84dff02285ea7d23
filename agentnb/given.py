"""A first answer set aside when the request gives, as codes, the values a tool takes
(``CallWhenGiven``, a default policy in JSON mode).

A small model often answers a request meant for a tool without calling it: "How much is
50 GBP in USD?" got "100 GBP = 5 USD" beside a currency converter. Asked again with the
tool offered, it answers again; so the policy asks for a call. The evidence must be
strong, since a request without a call may be right ("What does the code GBP stand
for?"): the request writes a value of every required parameter, and at least one of
those values is a code written as the parameter's example is ("GBP" for ``e.g. "USD"``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .turn import Redecide, SmallModelPolicy, Turn

if TYPE_CHECKING:
    from .decision import Decision
    from .tools import Tool

GIVEN_NOTE = "The request gives the values {tools} takes. Call it with them."

# the example a parameter's description shows: e.g. "USD", for example BA117, such as JFK
_EXAMPLE = re.compile(r"(?i)\b(?:e\.g\.|eg\.|for example|such as)[,:]?\s*[\"'`]?"
                      r"([^\s\"'`,;()]+)")
_TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9\-_/.:+]*[A-Za-z0-9])?")
# a number written alone in digits, not a part of a code ("BA117") or a date's
_DIGITS = re.compile(r"(?<![\w.\-/:])-?\d+(?:[.,]\d+)*(?![\w\-/:])")


def code(token: str) -> bool:
    """Whether ``token`` is written as a code: two characters or more, no lower-case
    letter, a capital or a digit, no space ("USD", "BA117", "2026-12-05", "1Z999AA1")."""
    return len(token) > 1 and not re.search(r"[a-z\s]", token) and \
        bool(re.search(r"[A-Z0-9]", token)) and bool(_TOKEN.fullmatch(token))


def shape(token: str) -> str:
    """How a code is written: each run of capitals an "A", of digits a "9", marks as
    they are ("USD" and "GBP": "A"; "BA117": "A9"; "2026-12-05": "9-9-9")."""
    return re.sub(r"A+", "A", re.sub(r"9+", "9", re.sub(r"\d", "9", re.sub(r"[A-Z]", "A",
                                                                           token))))


def example_code(spec: dict[str, Any]) -> str | None:
    """The code a string parameter's schema shows as its example (``examples``, or "e.g."
    in its description), if its example is a code."""
    shown = [e for e in spec.get("examples") or [] if isinstance(e, str)]
    m = _EXAMPLE.search(str(spec.get("description") or ""))
    value = (shown[0] if shown else m[1] if m else "").rstrip(".")
    return value if code(value) else None


def gives_all(tool: Tool, request: str) -> bool:
    """Whether ``request`` gives a value of each of the tool's required parameters, one at
    least a code: a number in digits for each ``integer``/``number`` (as many numbers as
    such parameters), an ``enum`` value written whole, and, for a string whose example is
    a code (``example_code``), a distinct code of the request written as that example is
    (``shape``). A tool with a required string whose example is no code, or of another
    type, or with no required parameter at all, is not given."""
    props = tool.parameters.get("properties", {})
    required = tool.parameters.get("required", [])
    numbers, shapes = 0, []
    for name in required:
        spec = props.get(name) if isinstance(props.get(name), dict) else {}
        if spec.get("enum"):
            if not any(re.search(rf"(?i)(?<!\w){re.escape(str(v))}(?!\w)", request)
                       for v in spec["enum"]):
                return False
        elif spec.get("type") in ("integer", "number"):
            numbers += 1
        elif spec.get("type") == "string" and (example := example_code(spec)):
            shapes.append(shape(example))
        else:
            return False
    if not shapes or len(_DIGITS.findall(request)) < numbers:
        return False
    codes = {t for t in _TOKEN.findall(request) if code(t)}
    return all(sum(shape(t) == s for t in codes) >= shapes.count(s) for s in set(shapes))


class CallWhenGiven(SmallModelPolicy):
    """An answer written at the request's first decision, without a call, is set aside
    when the request gives the values an offered tool takes: the model is asked again
    with only such tools offered, and a call required.

    Precondition: the model chose freely (``tool_choice="auto"``) to answer, before any
    tool result came for the user's latest request; the request holds no negation
    (``agentnb.grounding.denies``: "Don't convert it, just tell me what USD means"); and
    an offered tool, with no ``side_effects`` and no ``requires_approval``, is one whose
    every required value the request gives, one at least a code written as the
    parameter's example is (``gives_all``: "How much is 50 GBP in USD?" gives
    ``convert_currency(amount, from_currency: e.g. "USD", to_currency)`` its number and
    two codes). Numbers alone are no evidence: "the area of a triangle with base 10 and
    height 5" gives a body-mass-index tool its two numbers. Where it can be wrong: a
    request that writes such codes and numbers and asks something a call does not answer
    ("Which is older, 10 EUR or 10 USD?"); the call runs (it changes nothing) and the
    model answers with its result. The answer set aside is kept in ``step.redecided``
    (``"required": true``). It never writes a value: the model fills the call."""

    name = "call_when_given"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .grounding import denies

        if turn.mode not in self.modes or turn.tool_choice != "auto" or \
                decision.answer is None or decision.tool_calls or \
                decision.error is not None or not turn.first_of_request():
            return None
        request, _ = turn.request()
        if denies(request):
            return None
        given = [t.name for t in turn.toolset if t.name not in turn.excluded and
                 not t.side_effects and not t.requires_approval and gives_all(t, request)]
        if not given:
            return None
        turn.acted(self)
        return Redecide(exclude=[*turn.excluded, *(n for n in turn.toolset.tools
                                                  if n not in given)],
                        note=GIVEN_NOTE.format(tools=" or ".join(given)),
                        again=True, required=True)
