"""Policies for a decision made after the request has results: no call once the results
answer the request (``AnswerWhenServed``), the model's values must come from the
conversation (``CheckFollowUps``), and an answer must not come before the tool the request
asks for next (``CheckEarlyAnswers``). All three are in ``Agent()``'s defaults
(``agentnb.policies.default_policies``), in JSON mode."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .turn import Redecide, SmallModelPolicy, Turn

if TYPE_CHECKING:
    from .decision import Decision

FOLLOW_UP_NOTE = ("Neither the request nor a result says {values}. Answer the request with "
                  "the results you have, or call a tool with values they give.")
SERVED_NOTE = ("The results you have answer the request. Answer it with them, in a "
               "sentence.")
EARLY_NOTE = ("The request also asks for {tools}. If the results so far do not answer that, "
              "call it with the values they give; otherwise answer.")


class AnswerWhenServed(SmallModelPolicy):
    """Calls the model makes once the results answer the request are set aside: it is asked
    again with every tool left out, and answers.

    Precondition: the model chose freely to call (``tool_choice="auto"``; under
    ``"required"`` or a named tool a call is wanted); the user's latest request already has
    a tool result; and the results since it hold every word of the request
    (``agentnb.relevance.answered``: each content or one-letter word, "F", in a result that
    found something, in what the tool that gave it gives, its name and its description's
    head before the inputs, "Current weather" of "Current weather for a city", never its
    parameters or examples, or in a name its call was given that the request writes with
    capitals, "Tokyo" for ``get_time(city="Tokyo")``, never "the capital of Japan"; "now",
    "today", "please" need not be held).
    A small model goes on calling after the answer is in: after "What is the temperature
    in Tokyo?" and ``{"city": "Tokyo", "temperature_c": 25, ...}`` it converted 25 to
    Fahrenheit and answered "77 degrees Celsius". A request that asks for more holds a
    word no result has ("in Fahrenheit", "the weather in the capital of Japan" after the
    capital), and a result that found nothing (an ``error`` key, null, 0, "unknown")
    holds no word, so the chain goes on.
    Where it can be wrong: a result that echoes a wrong value without an error
    (``{"city": "capital of Japan", "temperature_c": 20}``) looks like an answer, and so
    does a tool's result for a name it does not know, given without an error. The
    calls set aside are kept in ``step.redecided``. It never writes a call or an
    answer."""

    name = "answer_when_served"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .relevance import answered

        if not self.free_choice(turn, decision) or turn.tool_choice != "auto" or \
                turn.first_of_request():
            return None
        request, _ = turn.request()
        calls = {c.id: c.arguments for s in turn.state.steps for c in s.tool_calls}
        if not answered(request, [(turn.toolset.tools.get(r.name), r.content,
                                   calls.get(r.call_id, {})) for r in turn.results()]):
            return None
        turn.acted(self)
        return Redecide(exclude=list(turn.toolset.tools), note=SERVED_NOTE, again=True)


class CheckFollowUps(SmallModelPolicy):
    """A call made after the request has results, with a required value that nothing in
    the conversation says, is not run: the model is asked again without that tool.

    Precondition: the model chose freely; the user's latest request already has a tool
    result (a follow-up, whose values come from the request or the results: after "Convert
    0 degrees Celsius to Fahrenheit" and its result, ``get_weather(city="Paris")``); and a
    required argument's string value (not an ``enum`` choice; a number may be computed,
    "double it", and never counts) is said, not even in part, by no system prompt, user
    message, answer, tool result, pinned fact or recalled memory
    (``agentnb.unsaid.made_up``; a tool's own description does not count). A request's
    first decision is left alone: a request can mean a value in other words ("the French
    capital"), and ``CheckCopies`` names a copied one there. When every call of the
    decision has such a value, the model is asked again without their tools
    (``step.redecided``): it calls another tool, or answers (under ``"required"``, only
    while a tool is left to call); otherwise those calls are left out (``step.dropped``)
    and the rest run. It never writes a value."""

    name = "check_follow_ups"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .unsaid import made_up

        if not self.free_choice(turn, decision) or turn.first_of_request():
            return None
        said = turn.said()
        bad = {c.id: made_up(c, t, said) for c in decision.tool_calls
               if (t := turn.toolset.tools.get(c.name)) is not None}
        bad = {k: v for k, v in bad.items() if v}
        if not bad:
            return None
        calls = [c for c in decision.tool_calls if c.id in bad]
        if len(calls) < len(decision.tool_calls):
            decision.tool_calls = [c for c in decision.tool_calls if c.id not in bad]
            turn.step.dropped.extend(calls)
            turn.acted(self)
            return None
        exclude = [*turn.excluded, *sorted({c.name for c in calls} - set(turn.excluded))]
        if turn.tool_choice == "required" and len(exclude) >= len(turn.toolset):
            return None  # "required" with every tool left out would allow them all again
        turn.acted(self)
        values = ", ".join(f"{c.name}'s {k}={json.dumps(c.arguments[k])}"
                           for c in calls for k in bad[c.id])
        return Redecide(exclude=exclude, note=FOLLOW_UP_NOTE.format(values=values))


class CheckEarlyAnswers(SmallModelPolicy):
    """An answer written after a result, while the request asks for a tool not called since
    it, is asked about again with that tool offered: the model calls it, or answers.

    Precondition: the model chose freely (``tool_choice="auto"``, a mode the policy acts
    in) to answer; the user's latest request already has a tool result (a small model
    answers "What is the weather in the capital of Japan?" with the capital, after its
    first call); and an offered tool, not called since the request, is one the request
    speaks of in words the tools it called do not hold (``agentnb.relevance.named`` on the
    request's content words, quoted spans aside, less those of the called tools' names and
    descriptions: "How much is a sandwich in US dollars?" speaks of dollars, and so does
    the price tool it called); the request holds no negation
    (``agentnb.grounding.denies``: "I don't need it in Fahrenheit" names a tool it does not
    want); the request and results hold the numbers it needs
    (``agentnb.relevance.callable_from``); and it has no
    ``side_effects`` and no ``requires_approval`` (a tool that changes something is called
    only as the model's own choice). The answer set aside is kept in ``step.redecided``;
    the model is asked once a step, with only such tools offered (``final_answer`` stays;
    also when another policy had left the others out already: after "You already have
    this result", the model answered "465 miles" from a result in kilometres), and its
    values must then come from the conversation (``CheckFollowUps``). It never writes a call."""

    name = "check_early_answers"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .grounding import denies
        from .meaning import asked
        from .relevance import callable_from, named, tool_text, words

        if turn.mode not in self.modes or turn.tool_choice != "auto" or \
                decision.answer is None or decision.tool_calls or decision.error is not None:
            return None
        called = turn.called()
        if not called:
            return None
        request, results = turn.request()
        if denies(request):
            return None
        ran = [turn.toolset[n] for n in dict.fromkeys(called) if n in turn.toolset.tools]
        said = words(asked(request)) - set().union(*(words(tool_text(r)) for r in ran))
        offered = [t for t in turn.toolset if t.name not in turn.excluded]
        asked_for = [t for t in offered
                     if t.name not in called and not t.side_effects and not t.requires_approval
                     and named(t, said) and callable_from(t, f"{request}\n{results}")]
        if not asked_for:
            return None
        exclude = [*turn.excluded, *(t.name for t in offered if t not in asked_for)]
        turn.acted(self)
        tools = " or ".join(f"{t.name} ({t.description.strip().splitlines()[0]})"
                            if t.description.strip() else t.name for t in asked_for)
        # again: after another policy left the other tools out, the note alone is new
        return Redecide(exclude=exclude, note=EARLY_NOTE.format(tools=tools), again=True)
