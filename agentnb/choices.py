"""Policies that check which tool the model chose: ``CheckChoice`` by the request's words,
``CheckChoiceMeaning`` by sentence embeddings, ``CheckNeeds`` by the values the request
gives. They only ask the model again; none writes a call. Importable from
``agentnb.policies``."""

from __future__ import annotations

import datetime
import re
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from . import meaning
from .errors import ConfigError
from .turn import Redecide, SmallModelPolicy, Turn

if TYPE_CHECKING:
    from .decision import Decision
    from .tools import Tool

CHOICE_NOTE = "The request does not ask for {tools}. Choose again."
NEEDS_NOTE = ("{tool} needs {needs} that the request does not give. Choose again, or ask "
              "the user for it.")


class CheckChoice(SmallModelPolicy):
    """A tool the model chose that the request does not speak of is asked about again.

    Precondition: the step offered several tools; the chosen tool's name, description and
    parameters share no content word with the request and the results so far
    (``agentnb.relevance``), and the request clearly speaks of another tool (a word of its
    name, or two of its text) whose required numbers it could give (a converter is no
    better choice for "the temperature in Paris in Fahrenheit" before any temperature is
    known). Then the model is asked again without every tool that shares none (recorded
    in ``step.redecided``); it chooses among the rest, or answers. It never picks a tool
    itself, and does nothing when no tool shares a word with the request (a request in
    other words than the descriptions: the model's choice stands) or when the step is
    steered (a named ``tool_choice``, ``"none"``)."""

    name = "check_choice"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .relevance import callable_from, named, shared, words

        if not self.free_choice(turn, decision):
            return None
        offered = [t for t in turn.toolset if t.name not in turn.excluded]
        chosen = {c.name for c in decision.tool_calls}
        if len(offered) < 2 or not chosen <= {t.name for t in offered}:
            return None
        text = "\n".join(turn.request())
        said = words(text)
        score = {t.name: shared(t, said) for t in offered}
        if any(score[n] for n in chosen) or not any(
                named(t, said) and callable_from(t, text) for t in offered):
            return None
        turn.acted(self)
        return Redecide(exclude=[*turn.excluded, *(n for n, s in score.items() if not s)],
                        note=CHOICE_NOTE.format(tools=", ".join(sorted(chosen))), choosing=True)


class CheckChoiceMeaning(SmallModelPolicy):
    """A tool the model chose far from what the request means, beside a tool close to it,
    is asked about again, with only that tool offered (``final_answer`` stays under
    ``"auto"``).

    Precondition: several tools offered and the model chose one freely, in the request's
    first decision (no tool result since the user's latest message: later steps follow
    from results, which the request's words do not describe); what the request asks (its
    text without quoted spans, ``agentnb.meaning.asked``) holds no word of the chosen
    tool's name and not two of its text (``agentnb.relevance.named``: a word of the
    request is evidence for the model's choice, and embeddings blur a subject the request
    only mentions, "What does the word distance mean?", with one it asks for), or it
    holds more words of the closer tool's name than of the chosen one's, or as many and
    more of its text (``agentnb.relevance.naming``: "the perimeter of a triangle" names
    ``triangle_perimeter`` in two words, ``triangle_area`` in one), and its first content
    word is not in the chosen tool's text alone (``agentnb.relevance.head``: in "Define
    population density" the first word asks, the rest is what it acts on); by
    sentence embeddings (``agentnb.meaning``: that text against each tool's name and
    description) the closest tool is at least ``margin`` (cosine) closer than the one
    chosen, or closer at all where the request's words, so weighed, speak for it (two
    signs agree: "Population density of Egypt" beside ``get_population``); the request
    holds the numbers that tool needs
    (``agentnb.relevance.callable_from``); the chosen tool does not look up a value that
    tool needs (``agentnb.relevance.feeds``: ``get_user_id`` before ``get_orders(user_id)``
    for "What orders has Alice placed?" is the first step of a chain, though the orders are
    closer in meaning); and it has no ``side_effects`` and no ``requires_approval`` (a tool
    that changes something is called only as the model's own choice). It never writes a
    call: the model chooses again, or answers; ``step.redecided`` records it. Needs
    ``agentnb[memory]`` (sentence-transformers, the model offline); ``default_policies``
    adds it only when that is installed.
    """

    name = "check_choice_meaning"

    def __init__(self, modes: Collection[str] = ("json",), margin: float = 0.1) -> None:
        if not meaning.available():  # said now, not in the middle of a step
            raise ConfigError("check_choice_meaning needs sentence embeddings: "
                              "pip install 'agentnb[memory]'")
        self.modes, self.margin = tuple(modes), margin

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .meaning import asked, similarities
        from .relevance import callable_from, feeds, head, named, naming, tool_words, words

        if not self.free_choice(turn, decision) or not turn.first_of_request():
            return None
        offered = [t for t in turn.toolset if t.name not in turn.excluded]
        chosen = decision.tool_calls[0].name
        request = turn.request()[0]
        if len(offered) < 2 or chosen not in {t.name for t in offered}:
            return None
        said, first, mine = words(asked(request)), head(asked(request)), turn.toolset[chosen]
        # the request's words for the chosen tool, when they name it: evidence against
        # steering to a tool they name no more, or one its first word does not name
        words_for_mine = naming(mine, said)
        kept = words_for_mine if named(mine, said) else None
        if kept is not None and all(naming(t, said) <= kept for t in offered):
            return None  # no embeddings needed
        score = similarities(request, offered)
        best = max(offered, key=lambda t: score[t.name])
        # the request's words speak for the closer tool: the embeddings need only agree
        worded = naming(best, said) > words_for_mine and \
            first not in tool_words(mine) - tool_words(best)
        if best.name == chosen or \
                score[best.name] - score[chosen] < (0.0 if worded else self.margin) or \
                (kept is not None and not worded) or \
                best.side_effects or best.requires_approval or \
                not callable_from(best, request) or feeds(mine, best):
            return None
        turn.acted(self)
        return Redecide(exclude=[*turn.excluded, *(t.name for t in offered if t is not best)],
                        note=CHOICE_NOTE.format(tools=chosen), choosing=True)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(modes={self.modes}, margin={self.margin})"


# words that speak of a moment of the day, or of a day, without writing one
_TIME_WORDS = re.compile(
    r"\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|morning|afternoon|evening|night|"
    r"tonight|hours?|hrs?|minutes?|mins?|o'clock|now|later|soon|early|late|asap|dawn|"
    r"sunrise|sunset|breakfast|brunch|lunch|dinner|supper)\b", re.IGNORECASE)
_DATE_WORDS = re.compile(
    r"\b(?:today|tomorrow|tonight|yesterday|week|weekend|month|year|days?|nights?|date|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|"
    r"june|july|august|september|october|november|december|mon|tue|tues|wed|thu|thur|"
    r"thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"christmas|easter|eve|holidays?)\b|\d{1,4}[/.-]\d{1,2}", re.IGNORECASE)
_NUMBER_WORDS = re.compile(
    r"\d|\b(?:a|an|one|couple|pair|few|several|single|double|triple|both|dozens?|half|"
    r"hundreds?|thousands?|millions?|billions?|first|second|third|fourth|fifth|last|"
    r"decades?|century|centuries|fortnights?|years?|months?|weeks?|days?|hours?|"
    r"minutes?|seconds?|nights?)\b", re.IGNORECASE)


def speaks_of(text: str, kind: str, today: datetime.date | None = None) -> bool:
    """Whether ``text`` says anything a value of ``kind`` ("time", "date" or "number")
    could come from: a clock time or a word of the day's times ("8pm", "in an hour",
    "tonight", "dinner"); a date, a day's or a month's name, or a word of days ("3 March",
    "Friday", "tomorrow", "next week", "12/05"); a digit, a count in words, "a", "an",
    "couple" (one of a thing: "a ticket"), an ordinal ("the third page") or a span of
    time ("over the past decade", "in recent years": a number of them). Generous on
    purpose: what it misses is a value the model may still work out."""
    from .counts import counts_in
    from .moments import dates, times

    if kind == "time":
        return bool(times(text) or _TIME_WORDS.search(text))
    if kind == "date":
        return bool(dates(text, today or datetime.date.today()) or _DATE_WORDS.search(text))
    return bool(_NUMBER_WORDS.search(text) or counts_in(text))


def needs(tool: Tool) -> dict[str, str]:
    """The tool's required parameters that take a time on the 24-hour clock or a date (by
    their example or stated format, ``agentnb.moments.kind_of``), or a number, by kind."""
    from .moments import kind_of

    props = tool.parameters.get("properties", {})
    out: dict[str, str] = {}
    for name in tool.parameters.get("required", []):
        spec = props.get(name)
        if isinstance(spec, dict):
            kind = kind_of(spec) or ("number" if spec.get("type") in ("integer", "number")
                                     and "enum" not in spec else None)
            if kind:
                out[name] = kind
    return out


def gives(tool: Tool, request: str, today: datetime.date) -> bool:
    """Whether ``request`` gives what ``tool`` needs as far as it can be told: it speaks of
    each required time, date and number (``speaks_of``), and writes a choice of each
    required ``enum`` (not "dontcare")."""
    from .codes import says_word

    props = tool.parameters.get("properties", {})
    enums: list[list[Any]] = [p["enum"] for n in tool.parameters.get("required", [])
                              if isinstance(p := props.get(n), dict) and p.get("enum")]
    return all(speaks_of(request, kind, today) for kind in needs(tool).values()) and all(
        any(says_word(request, str(c)) for c in choices if str(c) != "dontcare")
        for choices in enums)


def _enum_required(tool: Tool) -> bool:
    props = tool.parameters.get("properties", {})
    return any(isinstance(p := props.get(n), dict) and p.get("enum")
               for n in tool.parameters.get("required", []))


class CheckNeeds(SmallModelPolicy):
    """A tool chosen that needs a time, a date or a number the request says nothing of,
    beside tools of the request's words whose needs it gives, is asked about again among
    those.

    Precondition: several tools offered and the model chose one freely, in the request's
    first decision (results since may give what it needs); a required parameter of the
    chosen tool takes a time on the 24-hour clock, a date (by its example or stated
    format) or a number, and the request says nothing such a value could come from
    (``speaks_of``, generous: "in an hour", "tonight", "a ticket" all speak of one), so
    the model's value for it is made up; another offered tool has a required parameter,
    the request speaks of each of its required times, dates and numbers and writes a
    choice of each of its required ``enum``s (``gives``), and it shares a content word
    with the request (``agentnb.relevance.shared``) or has a required ``enum`` (whose
    choice the request then writes: "savings" for an account's balance). Then the model
    is asked again with only those tools left (``final_answer`` stays under ``"auto"``:
    it may ask the user for the missing value); ``step.redecided`` records it. It never
    writes a call.

    "Is there a bus from Reno to Las Vegas on 2027-05-02?" beside ``buy_bus_ticket``
    (needing a departure time) and ``find_bus`` (needing the cities and a date): the
    search is what the request can call. Where it can be wrong: the request asks for the
    booking in words the search shares, and the person meant the model to make the time
    up ("Buy any bus ticket from Reno to Las Vegas on May 2"); asked again, the model may
    only search or ask.
    """

    name = "check_needs"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        from .relevance import shared, words

        if not self.free_choice(turn, decision) or not turn.first_of_request():
            return None
        offered = [t for t in turn.toolset if t.name not in turn.excluded]
        chosen = decision.tool_calls[0].name
        if len(offered) < 2 or chosen not in {t.name for t in offered}:
            return None
        request, today = turn.request()[0], turn.request_day()
        unsaid = [f"a {kind} ({name})" for name, kind in needs(turn.toolset[chosen]).items()
                  if not speaks_of(request, kind, today)]
        said = words(request)
        better = [t.name for t in offered if t.name != chosen and
                  t.parameters.get("required") and gives(t, request, today) and
                  (shared(t, said) or _enum_required(t))]
        if not unsaid or not better:
            return None
        turn.acted(self)
        return Redecide(exclude=[*turn.excluded, *(t.name for t in offered
                                                   if t.name not in better)],
                        note=NEEDS_NOTE.format(tool=chosen, needs=", ".join(unsaid)),
                        choosing=True)
