"""Policies: what changes or checks a model's decision, as a layer the loop calls.

A policy has up to three hooks, each optional:

- ``on_decision(turn, decision)``: after a reply became a decision. It may change the
  decision's tool calls in place (``GroundArguments``), or return ``Redecide(exclude,
  note)`` to have the loop ask the model again in the same step, with those tools left out
  and the note added (``AvoidRepeats``);
- ``on_call(turn, call)``: before a call runs. Returning a ``ToolResult`` answers the call
  instead of running it (``ReuseResults``);
- ``on_answer(turn, answer)``: on a final answer, to check it (``CheckAnswer``).

``Policy``, ``Turn`` and ``Redecide`` are defined in ``agentnb.turn`` (and importable from
here). A policy that acts calls ``turn.acted(self)``, which names it in ``step.policies``; what it
did is recorded where the step shows it (``ToolCall.grounded``, ``ToolCall.unset``,
``ToolCall.copied``, ``Step.redecided``, ``ToolResult.repeat_of``, ``Step.unsupported``).
``Agent(policies=[...])`` lists them, in the order they run; ``Agent()`` shows its defaults
in its repr.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import meaning
from .after_results import AnswerWhenServed, CheckEarlyAnswers, CheckFollowUps
from .checks import CheckAnswer
from .choices import CheckChoice, CheckChoiceMeaning, CheckNeeds
from .defaults import KeepDefaults
from .described import CheckDescriptions
from .given import CallWhenGiven
from .tools import Tool, repeat_result
from .turn import Policy, Redecide, SmallModelPolicy, Turn
from .types import ToolCall, ToolResult

if TYPE_CHECKING:
    from .decision import Decision

REPEAT_NOTE = ("You already have this result of {tools}. Use it: call another tool with it, "
               "or answer.")
ANSWER_NOTE = ("You already have the results of {tools}. Answer the request with them, in a "
               "sentence.")


class KeepStatedCalls(SmallModelPolicy):
    """A decision with several calls of one tool keeps a later call only where the request
    asks for it (``agentnb.parallel.stated_calls``): it must change a value of the first
    call to one the request states and lists with it ("the weather in Paris and Tokyo");
    its other arguments are made the first call's (each change in ``ToolCall.grounded``;
    a later call that makes up the value of a required parameter is dropped instead),
    except for a tool with ``side_effects`` or ``requires_approval``, whose arguments no
    rule changes: there a later call runs only as the model wrote it. A call of another
    tool (the "also" stage) runs as written when the request, or a result, states every
    value it sets (flags aside): a value it does not state is one the model made up, or
    one a result has yet to give, and the call is dropped; beside such a call, a first call
    none of whose values the request states is dropped too (the model's guess at a tool).
    The calls left out are kept in ``step.dropped``. Small models add a second call where
    one was asked for, and vary what the request does not say; it acts only in JSON mode,
    where ``calls_per_step > 1`` lets a decision hold several calls.

    Where the request writes its items alike ("100 USD to EUR and 250 GBP to JPY",
    ``agentnb.items.in_shape``: the words between one call's values repeated, other values
    of the same forms in their places; or values listed apart and paired by
    "respectively") and the model wrote several calls of the tool (a copy of the first
    counts), the tool's calls are the items' instead: a call that asks for no item is
    given the next item none asks for, or dropped, and an item no call asks for is added,
    up to ``calls_per_step`` (not for a tool with side effects or approval). Where no call
    is an item as the model wrote it, a call put right by ``GroundArguments``' evidence
    rules may be (``misread_fix``: "Limba" for "3 nights in Lima" is the misspelled name of
    ``agentnb.names``), in ``repair_modes`` (``Agent()``: where ``GroundArguments`` acts).
    There too, where the model's calls (one or more, of one tool without side effects or
    approval) hold a value of the tool's one required parameter that the conversation
    never says, nothing puts it right, and the request writes every value of that form
    in one list ("Kenya, Ghana and Nigeria", ``agentnb.lists``), the calls are the list's,
    up to ``calls_per_step``.
    """

    name = "keep_stated_calls"

    def __init__(self, modes: Collection[str] = ("json",),
                 repair_modes: Collection[str] = ("json",)) -> None:
        super().__init__(modes)
        self.repair_modes = tuple(repair_modes)

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .items import as_items
        from .parallel import stated_calls

        if turn.mode not in self.modes or not decision.tool_calls:
            return None
        request, results = turn.request()
        tool = turn.toolset.tools.get(decision.tool_calls[0].name)
        careful = tool is None or tool.side_effects or tool.requires_approval
        calls = decision.tool_calls
        repair = (lambda c: misread_fix(c, tool, turn)) if turn.mode in self.repair_modes \
            and tool is not None else None
        if repair is not None and not careful and turn.calls_per_step > 1 and \
                self._listed(turn, decision, repair):
            return None
        if len(decision.tool_calls) + decision.copies < 2:
            return None
        items = as_items(calls, tool, request, turn.calls_per_step, decision.copies, repair) \
            if tool is not None and not careful else None
        if items is not None:  # the tool's calls are the items'; other tools' as below
            calls = [calls[0], *(c for c in calls if c.name != calls[0].name)]
        kept, dropped = stated_calls(calls, request, results, repair=not careful,
                                     required=tool.parameters.get("required", []) if tool
                                     else ())
        if items is not None:  # the items alone decide which of the tool's calls run
            kept = [*items[0], *(c for c in kept if c.name != calls[0].name)]
            dropped = [*items[1], *(c for c in dropped if c.name != calls[0].name)]
        before = decision.tool_calls
        if dropped or any(c.grounded for c in kept[1:]) or len(kept) != len(before) or \
                any(a is not b for a, b in zip(kept, before, strict=True)):
            decision.tool_calls = kept
            turn.step.dropped.extend(dropped)
            turn.acted(self)
        return None

    def _listed(self, turn: Turn, decision: Decision, repair: Callable[..., Any]) -> bool:
        """Where every call is of one tool, none an item of the request and the first
        made up (``agentnb.lists``: "Kwadu" for "Kenya, Ghana and Nigeria"), and the
        repair's evidence rules give it no new value or one of the list's ("Chilru" put
        right to Chile of "Chile, Peru and Bolivia"), the calls become the list's."""
        from .items import placed, written
        from .lists import list_items

        calls, first = decision.tool_calls, decision.tool_calls[0]
        tool, request = turn.toolset.tools[first.name], turn.request()[0]
        if any(c.name != first.name for c in calls):
            return False
        items = list_items(first, tool, request, turn.said())  # cheap: mostly None
        fix = repair(first) if items is not None else None
        if items is None or (fix and {**first.arguments, **fix} not in items) or \
                (len(calls) > 1 and written(calls, tool, request, repair)):
            return False
        decision.tool_calls = placed(items[:turn.calls_per_step], [first])[0]
        turn.step.dropped.extend(calls[1:])
        turn.acted(self)
        return True


class GroundArguments(Policy):
    """Argument values the request states outright, for a call the model got wrong
    (``agentnb.grounding`` finds them); the model's own values are kept in
    ``ToolCall.grounded``, so every change is on the step.

    ``rules="evidence"`` (the default) acts only on evidence that the call is wrong:

    - the call does not validate (a required argument missing, a value of the wrong type
      or outside its choices), and only those arguments change; an optional argument the
      model left out is never added (its default stands);
    - or a value of a valid call is no reading of the request, each case stated in its
      module: a required value that is its parameter's example written as a code, said
      nowhere ("BA117" of ``e.g. BA117`` for "Is flight LH400 on time?",
      ``agentnb.placeholders``); a required value copied, made up or cut short where the
      example is written with marks and the request writes one value of its shape
      ("john@example.com" for "Email bob@acme.com"; a domain name, an image's
      "name:tag", ``agentnb.marked``); such a copy beside
      a second code of its form for a start and an end, where the request's words say which
      of its two codes goes where ("4,750 GBP into CHF", ``agentnb.directions``); one of a
      few examples a description lists, copied, or another copy of the tool's text, where
      the request names another of them ("painting" of ``e.g. painting, sculpture,
      installation`` for "Find sculptures in Madrid"; "Monday" of ``e.g. 'Monday'`` for
      "a class on Friday", ``agentnb.listed``); a number above
      zero the request and its results write only below zero ("-40", "minus 40": SmolLM2
      drops a first argument's minus sign, ``agentnb.signs``); a number the request writes
      only as the part of one amount before its thousands separator or word of magnitude (12
      of "12,500", 3 of "$3 million": a JSON number ends at the comma, ``agentnb.amounts``);
      a part of the one span of the request in the form of several parts the example shows
      ("New York" of "New York, NY" for ``e.g. San Francisco, CA``, ``agentnb.shapes``);
      an address's street without the house number the request writes before it ("Ash
      Close" of "8 Ash Close", ``agentnb.streets``); a place, venue or stop nothing says,
      required or given, beside the one name the request places for it, and a venue
      written with its town ("Golf" for "in Glasgow", "Bubbles in Hove" for "at Bubbles
      in Hove", ``agentnb.places``);
      beside an example that is a 24-hour time or an ISO date, a copy of the tool's text or
      the request's one time or date in another form ("19:00" or "7:30" for "7:30 pm",
      ``agentnb.moments``); a name nothing says that begins like exactly one name the
      request writes ("Belfry" for Belfast, ``agentnb.names``); a flag set ``false`` whose
      name's words the request says, denying nothing ("including human impact"), or ``true``
      whose words it says right after a negation ("without alerts", ``agentnb.flags``); an
      offered tool's name where the request says its words ("hotel_search" for "Define hotel
      search.", ``agentnb.toolnames``); a made-up or copied value beside the one the request
      labels with the parameter's name ("the checkout deployment", ``agentnb.labelled``).
      Any other valid value the model wrote itself is never replaced;
    - the request holds exactly one value that fits (each rule of ``agentnb.grounding``
      states its own "only one" condition), and the call validates after the change;
      otherwise nothing changes and the model reads the validation error. Stricter than
      the rules alone: a count fills a counting parameter only when what the parameter
      counts follows it ("4 articles" for "How many articles"; "covid 19 vaccines" is no
      count), an identifier fills an identifier parameter only right after a word of its
      name ("order A-77812" for ``order_id``; not a phone number or a coupon), a choice
      only where the request asks for it ("in celsius", "by express", "3 feet"; not
      "express is too pricey"), and a request with a negation anywhere ("include no
      images", "not in fahrenheit") sets no flag and names no choice;
    - never a call to a tool with ``side_effects`` or ``requires_approval``: there a
      person, not a rule, corrects arguments. What the rules would give is proposed
      instead (``ToolCall.proposed``, shown by the step, ``summary()`` and the approval
      panel); ``run.approve(call.id, arguments={call.id: call.proposal()})`` accepts it.

    ``rules="all"`` runs every rule of ``agentnb.grounding`` on every call, valid or not:
    the rules were written for requests that state every argument (function-calling
    benchmarks); on everyday requests that leave optional arguments out they fill them
    from unrelated words. Opt-in only.
    """

    name = "ground_arguments"

    def __init__(self, modes: Collection[str] = ("json",), rules: str = "evidence") -> None:
        if rules not in ("evidence", "all"):
            raise ValueError(f"rules must be 'evidence' or 'all', not {rules!r}")
        self.modes, self.rules = tuple(modes), rules

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .grounding import ground

        if turn.mode not in self.modes or not decision.tool_calls:
            return None
        request, results = turn.request()
        for call in decision.tool_calls:
            t = turn.toolset.tools.get(call.name)
            if t is None:
                continue
            before = dict(call.grounded or {})
            misread = misread_fix(call, t, turn)
            if self.rules == "all" or not (t.side_effects or t.requires_approval):
                if misread:
                    _put(call, misread)
                if self.rules == "all":
                    ground(call, t, request, results)
                else:
                    ground_invalid(call, t, request, results)
            else:
                call.proposed = invalid_fix(call, t, request, results) or misread or None
            if (call.grounded or {}) != before or call.proposed:
                turn.acted(self)
        return None

    def __repr__(self) -> str:
        rules = "" if self.rules == "evidence" else ", rules='all'"
        return f"{type(self).__name__}(modes={self.modes}{rules})"


def misread_fix(call: ToolCall, tool: Tool, turn: Turn) -> dict[str, Any]:
    """The new values of a valid call's arguments that are no reading of the request (the
    evidence rules of ``GroundArguments``): a copied example (a code, two for a start and
    an end, one of a listed few, a value written with marks: ``agentnb.marked``), a number
    without the sign the request gives it, an amount cut at its mark, a part of a value or
    its example of several parts copied ("San Francisco, CA" for "Boston, MA"; in a start
    or an end: ``directions.route_fix``), a start and an end the other way round from the
    request's "from" and "to" (``directions.route_swap``), a street without its house
    number (``agentnb.streets``), a time or a date in another form than the example's, a
    country's or a language's name where its code is asked for, or a code of theirs or a
    currency's nothing says beside one asked for by name (``agentnb.codes``), another
    count than the one written before the parameter's word ("4 bedrooms":
    ``agentnb.counted``) or the count a number holds written into the thing ("6
    croissants" beside ``quantity=6``: ``counted.count_cut``), any ``enum``'s choice
    nothing says beside one asked for by name
    (``agentnb.enums``), a misspelled name, a flag set against the request's words (off
    where it asks for it, on where it denies it, the other way from the thing it switches:
    ``flags.switch_fix``), an offered tool's name where the request says its words (or
    the tool's own name beside its one name), a made-up value beside one the request
    labels with the parameter's name (``agentnb.labelled``), words joined by hyphens the
    request writes with spaces (``agentnb.spaced``), a zone nothing says beside the city
    the request asks for (``zones.zone_fix``), a made-up place beside the request's one
    place, a venue written with its town or as its town alone, a thing and its venue
    each in the other's argument (``agentnb.places``), a thing and its venue copied into
    one argument, a venue's name grown with words the request does not write beside it
    (``agentnb.placed``), a thing copied with the possessive or the article
    before it (``agentnb.opening``), a thing cut to some of the words the request writes
    for it before its venue ("latte" for "My decaf oat latte at Beanery":
    ``placed.whole_thing``), a venue made up of the request's words or the tool's beside
    the one name the request places for it (``placed.venue_named``). ``call`` is not
    changed."""
    from .amounts import amount_fix
    from .codes import choice_fix
    from .counted import count_cut, count_fix
    from .directions import direction_fix, route_fix, route_swap
    from .enums import choice_fix as enum_fix
    from .flags import flag_fix, switch_fix
    from .grounding import denies
    from .labelled import labelled_fix
    from .listed import listed_fix
    from .marked import marked_fix
    from .moments import moment_fix
    from .names import name_fix
    from .opening import opening_cut
    from .placed import grown_cut, placed_cut, venue_named, whole_thing
    from .placeholders import form_fix, placeholder_fix
    from .places import place_fix, town_cut, venue_swap
    from .quoted import quote_fix
    from .shapes import copy_fix, format_fix, shape_fix
    from .signs import sign_fix
    from .spaced import spaced_fix
    from .streets import street_fix
    from .toolnames import tool_name_fix
    from .zones import zone_fix

    request, results = turn.request()
    heard = turn.said()
    said = None if denies(request) else heard  # no placeholder after a negation
    fix = {**((said is not None and place_fix(call, tool, request, said)) or {}),
            **((said is not None and venue_named(call, tool, request, said)) or {}),
            **((said is not None and placeholder_fix(call, tool, request, said)) or {}),
            **((said is not None and marked_fix(call, tool, request, said)) or {}),
            **(form_fix(call, tool, request) or {}),
            **((said is not None and choice_fix(call, tool, request, said)) or {}),
            **((said is not None and enum_fix(call, tool, request, said)) or {}),
            **((said is not None and direction_fix(call, tool, request, said)) or {}),
            **((said is not None and listed_fix(call, tool, request, said)) or {}),
            **(sign_fix(call, tool, f"{request}\n{results}") or {}),
            **(amount_fix(call, tool, f"{request}\n{results}") or {}),
            **(shape_fix(call, tool, request) or {}),
            **(street_fix(call, tool, request) or {}),
            **(town_cut(call, tool, request) or {}),
            **(placed_cut(call, tool, request) or {}),
            **(grown_cut(call, tool, request) or {}),
            **(format_fix(call, tool, request) or {}),
            **((said is not None and copy_fix(call, tool, request, said)) or {}),
            **((said is not None and route_fix(call, tool, request, said)) or {}),
            **(route_swap(call, tool, request, said) or {}),
            **(venue_swap(call, tool, request, said) or {}),
            **(count_fix(call, tool, request, said) or {}),
            **(count_cut(call, tool, request, said) or {}),
            **((said is not None and moment_fix(call, tool, request, said,
                                              turn.request_day())) or {}),
            **((said is not None and name_fix(call, tool, request, said)) or {}),
            **((said is not None and quote_fix(call, tool, request, said)) or {}),
            **((said is not None and spaced_fix(call, tool, request, said)) or {}),
            **((said is not None and zone_fix(call, tool, request, said)) or {}),
            **(flag_fix(call, tool, request) or {}),
            **(switch_fix(call, tool, request) or {}),
            **(tool_name_fix(call, tool, request, heard, turn.toolset.tools) or {}),
            **((said is not None and labelled_fix(call, tool, request, said)) or {})}
    # on the values given too ("my_whippet" spaced to "my whippet": "whippet"; "my cold"
    # cut to "cold", then "cold brew")
    fixed = replace(call, arguments={**call.arguments, **fix})
    fix |= opening_cut(fixed, tool, request) or {}
    fixed = replace(call, arguments={**call.arguments, **fix})
    return {**fix, **(whole_thing(fixed, tool, request) or {})}


def repair_of(policies: list[Policy], turn: Turn
              ) -> Callable[[ToolCall, Tool], dict[str, Any]] | None:
    """``misread_fix`` on ``turn``, for reading a request's items from calls put right
    (the more stage's question), where a ``KeepStatedCalls`` of ``policies`` does."""
    if any(isinstance(p, KeepStatedCalls) and turn.mode in p.repair_modes for p in policies):
        return lambda call, tool: misread_fix(call, tool, turn)
    return None


def ground_invalid(call: ToolCall, tool: Tool, request: str, results: str = "") -> None:
    """Ground only the arguments that keep ``call`` from validating, and only when the
    call validates afterwards (see ``GroundArguments``)."""
    fix = invalid_fix(call, tool, request, results)
    if fix:
        _put(call, fix)


def _put(call: ToolCall, fix: dict[str, Any]) -> None:
    """Put ``fix`` in the call, the model's own values kept in ``call.grounded``."""
    call.grounded = {**(call.grounded or {}), **{k: call.arguments.get(k) for k in fix}}
    call.arguments = {**call.arguments, **fix}


def invalid_fix(call: ToolCall, tool: Tool, request: str, results: str = ""
                ) -> dict[str, Any] | None:
    """The new values of the arguments that keep ``call`` from validating, when the rules
    find them in the request and the call validates with them; else None. ``call`` is
    not changed."""
    from .codes import choice_fix
    from .grounding import ground

    bad = tool.invalid_arguments(call.arguments)
    if not bad:
        return None
    trial = ToolCall(call.id, call.name, dict(call.arguments))
    ground(trial, tool, request, results, strict=True)
    fix = {k: trial.arguments[k] for k in trial.grounded or {} if k in bad}
    fix.update({k: v for k, v in choice_fix(call, tool, request).items()
                if k in bad and k not in fix})  # a code asked for by name ("in French")
    return fix if fix and not tool.invalid_arguments({**call.arguments, **fix}) else None


class AvoidRepeats(SmallModelPolicy):
    """A decision that asks only for calls whose results the run already has is asked
    again, without those tools: small models copy their previous decision. Steered steps
    (a named ``tool_choice``, ``"none"``) are left alone."""

    name = "avoid_repeats"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        if not self.free_choice(turn, decision):
            return None
        if not all(turn.earlier_result(c) for c in decision.tool_calls):
            return None
        again = sorted({c.name for c in decision.tool_calls} - set(turn.excluded))
        exclude = [*turn.excluded, *again]
        # "required" with every tool left out would allow them all again
        if not again or (turn.tool_choice == "required" and len(exclude) >= len(turn.toolset)):
            return None
        left = [n for n in turn.toolset.tools if n not in exclude]
        note = (REPEAT_NOTE if left or turn.tool_choice == "required" else ANSWER_NOTE)
        turn.acted(self)
        return Redecide(exclude=exclude, note=note.format(tools=", ".join(exclude)))


class CheckCopies(Policy):
    """Arguments whose value is the tool's own text, not the request's, are named on the
    call (``ToolCall.copied``): the call is not changed, a person sees the guess.

    Precondition: a string (not a choice of an ``enum``, not the default) that neither the
    request nor a tool result since it says, and that the tool's name, description or a
    parameter's name or description does (``agentnb.unsaid.copied``). A small model
    writes the example of a description when the request gives no value ("Paris" from
    ``City name, e.g. "Paris"`` for "What's the weather like today?"); the example is also
    sometimes the value meant in other words ("Apple stock" for ``e.g. "AAPL"``), so
    nothing is changed or held back: the step, the approval panel and the transcript say
    which value came from where."""

    name = "check_copies"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .unsaid import copied

        request, results = turn.request()
        for call in decision.tool_calls:
            t = turn.toolset.tools.get(call.name)
            call.copied = (copied(call, t, request, results) or None) if t else None
            if call.copied:
                turn.acted(self)
        return None


class ReuseResults(Policy):
    """An identical successful call (no side effects) is answered from the run's record,
    with a note telling the model so, instead of running again."""

    name = "reuse_results"

    def on_call(self, turn: Turn, call: ToolCall) -> ToolResult | None:
        earlier = turn.earlier_result(call)
        if earlier is None:
            return None
        turn.acted(self)
        return repeat_result(call, *earlier)


def redecision(policies: list[Policy], turn: Turn, decision: Decision) -> Redecide | None:
    """Let each policy act on the decision; the first that asks to decide again wins (only
    when it leaves out a tool not left out yet, or, with ``Redecide.again``, when it has
    not asked in this step yet: asking never loops)."""
    for policy in policies:
        redo = policy.on_decision(turn, decision)
        if redo is not None and (set(redo.exclude) - set(turn.excluded) or
                                 (redo.again and policy.name not in turn.asked)):
            redo.by = redo.by or policy.name
            turn.asked.append(policy.name)
            return redo
    return None


def default_policies(*, ground_arguments: bool | None = None,
                     avoid_repeats: bool | None = None,
                     reuse_results: bool = True,
                     keep_stated_calls: bool | None = None,
                     check_choice: bool | None = None,
                     check_choice_meaning: bool | None = None,
                     check_needs: bool | None = None,
                     check_follow_ups: bool | None = None,
                     check_early_answers: bool | None = None,
                     keep_defaults: bool | None = None,
                     answer_when_served: bool | None = None,
                     check_descriptions: bool | None = None,
                     call_when_given: bool = False) -> list[Policy]:
    """The policies ``Agent()`` uses. ``None``: in JSON mode only (where models are
    small); ``True``: in both modes; ``False``: left out. ``call_when_given`` is opt-in:
    ``True`` adds it in JSON mode. Asking again needs the reused results, so
    ``reuse_results=False`` leaves both out. ``check_choice_meaning`` is left
    out by default when sentence embeddings are not installed (``agentnb[memory]``);
    asked for without them, it is a ``ConfigError``."""
    both, json_only = ("json", "native"), ("json",)
    out: list[Policy] = []
    if answer_when_served is not False:  # first: once the request is answered, no call runs
        out.append(AnswerWhenServed(both if answer_when_served else json_only))
    if keep_stated_calls is not False:  # items read from calls put right where repair acts
        out.append(KeepStatedCalls(both if keep_stated_calls else json_only,
                                   () if ground_arguments is False
                                   else both if ground_arguments else json_only))
    if check_choice is not False:
        out.append(CheckChoice(both if check_choice else json_only))
    if check_choice_meaning or (check_choice_meaning is None and meaning.available()):
        out.append(CheckChoiceMeaning(both if check_choice_meaning else json_only))
    if check_needs is not False:
        out.append(CheckNeeds(both if check_needs else json_only))
    if check_descriptions is not False:
        out.append(CheckDescriptions(both if check_descriptions else json_only))
    if ground_arguments is not False:
        out.append(GroundArguments(both if ground_arguments else json_only))
    if keep_defaults is not False:
        out.append(KeepDefaults(both if keep_defaults else json_only))
    if avoid_repeats is not False and reuse_results:
        out.append(AvoidRepeats(both if avoid_repeats else json_only))
    if check_follow_ups is not False:
        out.append(CheckFollowUps(both if check_follow_ups else json_only))
    if check_early_answers is not False:
        out.append(CheckEarlyAnswers(both if check_early_answers else json_only))
    if call_when_given:  # opt-in: a forced call where none may be wanted
        out.append(CallWhenGiven(json_only))
    out.append(CheckCopies())
    if reuse_results:
        out.append(ReuseResults())
    out.append(CheckAnswer())
    return out
