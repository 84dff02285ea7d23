"""A first answer set aside when the request gives, as codes, the values a tool takes
(``CallWhenGiven``, opt-in: ``Agent(call_when_given=True)``).

A small model often answers a request meant for a tool without calling it: "Has UA90
landed yet?" got "UA90 is a game of the past." beside a flight-status tool. Asked again
with the tool offered, it answers again; so the policy asks for a call. The evidence is a
code: the request writes a value of every required parameter, and one at least is a code
written as the parameter's example is ("UA90" for ``e.g. "BA117"``). A request may write a
code and want no call ("What does LHR stand for?"), which is why it is not a default.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .placeholders import TOKEN, code, example_code, form
from .turn import Redecide, SmallModelPolicy, Turn

if TYPE_CHECKING:
    from .decision import Decision
    from .tools import Tool

GIVEN_NOTE = "The request gives the values {tools} takes. Call it with them."

# a number written alone in digits, not a part of a code ("BA117") or a date's
_DIGITS = re.compile(r"(?<![\w.\-/:])-?\d+(?:[.,]\d+)*(?![\w\-/:])")


def gives_all(tool: Tool, request: str) -> bool:
    """Whether ``request`` gives a value of each of the tool's required parameters, one at
    least a code: a number in digits for each ``integer``/``number`` (as many numbers as
    such parameters), an ``enum`` value written whole, and, for a string whose example is
    a code (``agentnb.placeholders.example_code``), a distinct code of the request of that
    example's form (``agentnb.placeholders.form``: "GBP" for "USD", "LH400" for "BA117").
    A tool with a required string whose example is no code, or of another type, or with
    no required parameter at all, is not given; nor one with two parameters whose examples
    are codes of one form (``from_currency`` and ``to_currency``): a small model's forced
    fill copies the examples ("USD", "EUR"), and only a copy that is the one parameter of
    its form can be put right (``agentnb.placeholders``), so no call is asked for there."""
    props = tool.parameters.get("properties", {})
    required = tool.parameters.get("required", [])
    numbers, forms = 0, []
    for name in required:
        spec = props.get(name) if isinstance(props.get(name), dict) else {}
        if spec.get("enum"):
            if not any(re.search(rf"(?i)(?<!\w){re.escape(str(v))}(?!\w)", request)
                       for v in spec["enum"]):
                return False
        elif spec.get("type") in ("integer", "number"):
            numbers += 1
        elif spec.get("type") == "string" and (example := example_code(spec)):
            forms.append(form(example))
        else:
            return False
    if not forms or len(set(forms)) < len(forms) or len(_DIGITS.findall(request)) < numbers:
        return False
    codes = {t for t in TOKEN.findall(request) if code(t)}
    return all(sum(form(t) == f for t in codes) >= forms.count(f) for f in set(forms))


class CallWhenGiven(SmallModelPolicy):
    """An answer written at the request's first decision, without a call, is set aside
    when the request gives the values an offered tool takes: the model is asked again
    with only such tools offered, and a call required.

    Precondition: the model chose freely (``tool_choice="auto"``) to answer, before any
    tool result came for the user's latest request; the request holds no negation
    (``agentnb.grounding.denies``: "Don't check UA90, just tell me who flies it"); and an
    offered tool, with no ``side_effects`` and no ``requires_approval``, is one whose
    every required value the request gives, one at least a code written as the
    parameter's example is, no two of them of one form (``gives_all``: "Has UA90 landed
    yet?" gives ``flight_status(flight_number: e.g. "BA117")`` its code). Numbers alone
    are no evidence: "the area of a triangle with base 10 and height 5" gives a
    body-mass-index tool its two numbers. Where it is wrong: a request that writes such a
    code and asks something the tool does not answer ("What does LHR stand for?", "Spell
    JFK backwards.", beside an airport-delay tool); the call runs (it changes nothing) and
    the model answers with its result. The answer set aside is kept in
    ``step.redecided`` (``"required": true``). It never writes a value: the model fills
    the call, and a copy of the example there is ``GroundArguments``' to put right."""

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
