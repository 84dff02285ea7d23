"""What an answer is checked against, and what ``CheckAnswer`` names on its step.

Four signs that an answer did not come from the tool results, in this order (``signs``):

- ``unsupported``: numbers it states that no request or tool result holds, not even
  rounded ("29.5 degrees" after the tool said 64.4) nor as a result's figure converted to
  another unit of its kind (``agentnb.conversions.converted``: "about 65°F" for 18.4 °C and "4
  hours 50 minutes" for 290 minutes are written; such a conversion also uses the
  result's value and gives it where the request asks for it), dates it names in words that none
  gives ("December 23rd" after ``2026-12-24``; ``agentnb.forms.dated``), and weekdays
  that none names nor falls on ("arrives on Tuesday" after ``2026-12-10``, a Thursday);
- ``misnamed``: a result's figure written with another unit, of its kind or another
  (``agentnb.units.misnamed``: "465.0 miles" after a tool "in kilometres" returned 465.0,
  "4.2 kg" for a price of 4.2 GBP);
- ``unused``: after results that give values beyond what the request says (the short
  strings and numbers of JSON results, a unit beside a number and the call's own
  arguments given back aside, a short result that is not JSON: ``result_values``,
  ``echoes``), it holds none of them ("The results provide a
  conversion of 30 USD to EUR." after ``amount: 27.6``; a number counts when rounded as
  far as the answer shows it, with two significant digits or more: ``uses``, "about 18°C"
  for 18.4; and a value in another form, ``agentnb.forms``: "in transit" for
  ``in_transit``, "2:40 PM" for ``14:40``) nor a value of theirs that confirms what the
  request asks about (``confirms``: "Yes, it is snowing." for "Is it snowing in Oslo?"
  after ``"sky": "snow"``);
- ``left_out``: a value the request asks for by its key's name that it leaves out
  (``agentnb.relevance.asked_values``: "The weather in Cairo is sunny." for "What's the
  temperature in Cairo?" after ``{"temperature_c": 31, "sky": "sunny"}``; not the call's
  own argument given back, ``"plan": "basic"`` for "When does my plan renew?"), in any
  form of ``agentnb.forms.gives``.

``CheckAnswer`` (a default policy) lists every sign on the step (``step.unsupported``,
``step.misnamed``, ``step.unused``, ``step.left_out``; ``summary()`` and the step's HTML
show them as ``check:``) and never changes the answer. ``agentnb.draws`` samples an answer
showing any of them again (``trouble``: the first sign).
"""

from __future__ import annotations

import datetime
from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from .conversions import converted
from .derived import records_counted, some_counted, worked_out
from .forms import (
    Date,
    calendar_days,
    clock24,
    counted,
    dated,
    dates_in,
    fits_weekday,
    gives,
    local_dates,
    lone_weekdays,
    relative_days,
    relative_words,
    same_date,
    twelve_hour,
    weekdays_named,
)
from .relevance import NOT_JSON, asked_values, json_items, read_json, short_value, words
from .tools import valid_text
from .turn import Policy, Turn
from .types import ToolResult
from .units import (
    NUMBER,
    Figure,
    figures,
    misnamed,
    near,
    numbers_written,
    readings,
    same_number,
    significant,
    unit_of,
)
from .zones import blank_clocks, gives_on_named_clock, misdated, on_named_clocks

ANSWER_NUMBER = NUMBER  # a number as an answer or a source writes it


def number_sources(turn: Turn) -> list[str]:
    """Where an answer's numbers may come from: every message of the run but the model's
    (requests, tool results, agentnb's notes)."""
    return [str(m.get("content") or "") for m in turn.state.messages
            if m["role"] != "assistant"]


def unsupported_numbers(answer: str, sources: list[str],
                        today: datetime.date | None = None) -> list[str]:
    """Numbers an answer states that appear in none of ``sources`` (the request, tool
    results), not even rounded as far as the answer shows them (``agentnb.units.
    same_number``: "18" for 18.4, "535,000" for 535064, "10.4 million" for 10379007, "82%"
    for 0.82; a 12-hour clock time as its 24-hour one, "4:40 PM" for 16:40; an ordinal as
    its number, "the 3rd floor"), and the dates it names in words that none of them gives
    (``agentnb.forms.named_dates``, ``same_date``: "December 23rd" after ``2026-12-24``;
    "December 24, 2025" after it, a year written being checked too; "Monday, December
    24th" when the calendar makes that date a Thursday, ``agentnb.forms.fits_weekday``),
    and the weekdays it names with no date beside them on which no source's date falls
    and that no source names (``agentnb.forms.lone_weekdays``: "arrives on Tuesday"
    after ``2026-12-10``, a Thursday; checked only where the sources hold a date and each
    has a year, ``calendar_days``; not one wished for, "Have a lovely Sunday!"), and, with
    ``today`` (the answer's day), the days it names by their distance from it that no
    source's date is and no source says (``agentnb.forms.relative_days``: "arrives
    tomorrow" after ``"eta"`` three days on; checked where a weekday would be): the figures
    to check before trusting the answer. Small models copy a guess from earlier in the run
    ("29.5 degrees" after the tool said 64.4)."""
    said = _numbers_of(tuple(sources))
    text, named, ordinals = dated(answer)
    text, clocks = twelve_hour(text)
    cal = _days_of(tuple(sources))
    known = cal.dates
    shown = on_named_clocks(answer, sources)  # "4 PM Paris time" for 15:00Z
    text = blank_clocks(text, shown)
    out = [written for written, as24 in clocks if as24 not in shown
           and not all(any(_close(float(x), n) for n in said) for x in as24.split(":"))]
    out += [written for written, d, day in named if not same_date(d, set(shown.values()))
            and (not same_date(d, known)
                 or not fits_weekday(day, known, d.day, d.month, d.year))]
    out += [written for written in misdated(answer, sources, shown) if written not in out]
    out += [written for written, n, day in ordinals if not any(_close(n, x) for x in said)
            or not fits_weekday(day, known, n)]
    if (days := calendar_days(known)) is not None:
        days |= cal.weekdays
        out += [written for written, day in lone_weekdays(text) if day not in days]
    # "today" is this machine's (the user's): a source's day on its clock or on this one
    local = known | cal.local
    if today is not None and calendar_days(local) is not None:
        out += [written for written, d in relative_days(text, today)
                if written.lower() not in cal.relative and not same_date(d, local)]
    for number, scale in numbers_written(text):
        found = readings(number, scale)  # once, for every number of the sources
        if number not in out and not any(near(n, found) for n in said):
            out.append(number)
    return out


class _Days(NamedTuple):
    """What sources say of days: the dates they write (``agentnb.forms.dates_in``), those
    of their timestamps with a time zone on this machine's clock (``local_dates``), the
    weekdays they name (``weekdays_named``), and their words of days by distance
    ("tomorrow", ``relative_words``)."""

    dates: frozenset[Date]
    local: frozenset[Date]
    weekdays: frozenset[int]
    relative: frozenset[str]


@lru_cache(maxsize=8)
def _days_of(sources: tuple[str, ...]) -> _Days:
    """``_Days`` of ``sources`` (the same sources are read for the answer and each of its
    draws)."""
    return _Days(frozenset(d for src in sources for d in dates_in(src)),
                 frozenset(d for src in sources for d in local_dates(src)),
                 frozenset(d for src in sources for d in weekdays_named(src)),
                 frozenset(w for src in sources for w in relative_words(src)))


@lru_cache(maxsize=8)
def _numbers_of(sources: tuple[str, ...]) -> frozenset[float]:
    """Every number ``sources`` write, scaled by their words and as written (the same
    sources are read for the answer and each of its draws)."""
    return frozenset(float(t.replace(",", "")) * s for src in sources
                     for t, scale in numbers_written(clock24(src)) for s in {1.0, scale})


def result_figures(turn: Turn, results: list[ToolResult] | None = None) -> list[Figure]:
    """The figures with a unit that the results since the latest request give
    (``agentnb.units.figures``: a key's unit, a currency beside it, or the tool's name and
    description for a lone number)."""
    out: list[Figure] = []
    for r in turn.results() if results is None else results:
        tool = turn.toolset.tools.get(r.name)
        out += figures(r.content, f"{tool.name}\n{tool.description}" if tool else "")
    return out


def result_values(results: list[str], request: str,
                  echoed: Collection[tuple[str, str]] = ()) -> list[str]:
    """The values the results give: the numbers and short strings
    (``agentnb.relevance.short_value``) of each result that is JSON, nested ones too,
    booleans and nulls aside, and a result that is not JSON when it is that short. Left
    out: those the request already says, a unit beside a number (``labels``), and the
    call's own arguments given back (``echoed``, keys and values: ``echoes``): an answer
    repeating them shows nothing of the results."""
    out: list[str] = []
    for text in results:
        if (value := read_json(text)) is NOT_JSON:
            value = text
        units = labels(value)
        for key, item in json_items(value):
            shown = short_value(item)
            if shown is not None and shown not in units and not holds(request, shown) \
                    and (key, shown) not in echoed and shown not in out:
                out.append(shown)
    return out


def echoes(pairs: Sequence[tuple[dict[str, Any], str]]) -> set[tuple[str, str]]:
    """The keys and values of results that give back their call's own argument under its
    parameter's name (``{"plan": "basic", "renews": ...}`` after ``plan="basic"``), for
    each call's arguments and its result's text. Precondition: a result's key that is a
    parameter of the call, holding the value the call gave it, is the call echoed back,
    not what the tool found; so the request naming it ("When does my plan renew?") does
    not ask for it, and an answer repeating it ("You are on the basic plan.") shows
    nothing of the results. A key the call did not set, or a value the tool changed,
    stays ("city": "Luxembourg" after ``team="Luxembourg"``)."""
    out: set[tuple[str, str]] = set()
    for arguments, text in pairs:
        if not isinstance(value := read_json(text), dict):
            continue
        for key, item in value.items():
            shown = short_value(item)
            if shown is not None and key in arguments and \
                    str(arguments[key]).strip().lower() == shown.strip().lower():
                out.add((key, shown))
    return out


def labels(value: Any) -> set[str]:
    """The units that label a number in a parsed JSON result: a string value naming a unit
    (``agentnb.units.unit_of``: a currency code, "km", "celsius") in an object that holds
    a number (``{"amount": 54.2, "currency": "USD"}``). Precondition of leaving them out
    of the values an answer must hold one of: the number is there to hold, and "a currency
    like USD" shows nothing of it. A unit with no number beside it
    (``{"country": "Japan", "currency": "JPY"}``) is the result's content, and stays."""
    out: set[str] = set()
    for _, item in json_items(value):
        if isinstance(item, dict) and any(isinstance(v, (int, float)) and not isinstance(
                v, bool) for v in item.values()):
            out |= {v.strip() for v in item.values()
                    if isinstance(v, str) and unit_of(v.strip()) is not None}
    return out


def holds(text: str, value: str) -> bool:
    """Whether ``text`` says ``value``: a number by value ("1,490" is 1490, "189.50" is
    189.5), a string without case."""
    if ANSWER_NUMBER.fullmatch(value):
        n = float(value.replace(",", ""))
        return any(_close(float(t.replace(",", "")), n) for t in ANSWER_NUMBER.findall(text))
    return value.lower() in text.lower()


def uses(answer: str, value: str, request: str = "",
         today: datetime.date | None = None) -> bool:
    """Whether ``answer`` gives the result's ``value``: a string in any form of
    ``agentnb.forms.gives`` ("in transit" for ``in_transit``); a number as given, scaled
    by its words ("40 percent" for 0.4, "minus 4"), as a count in words ("two moons"), or
    rounded as far as it shows (``agentnb.units.same_number``: "about 18°C" for 18.4,
    "27.64 EUR" for 27.6384, "10.4 million" for 10379007).
    Precondition of a rounded figure counting: it keeps two significant digits or more
    (``agentnb.units.significant``), and the request does not state it. A single digit
    ("1." of a list, "4 GBP" for 4.31) or the request's own number echoed ("10 USD is
    about 10 EUR" for 9.62) is as likely a coincidence; those answers need the value as
    given."""
    if not ANSWER_NUMBER.fullmatch(value):
        return given(answer, value, today)
    n = float(value.replace(",", ""))
    stated = {float(t.replace(",", "")) for t in ANSWER_NUMBER.findall(request)}
    for text, scale in numbers_written(answer):
        x = float(text.replace(",", ""))
        if _close(x, n) or _close(x * scale, n) or (
                significant(text) >= 2 and x not in stated and same_number(n, text, scale)):
            return True
    return (n.is_integer() and counted(answer, int(n))) or gives_on_named_clock(answer, value)


def given(answer: str, value: str, today: datetime.date | None = None) -> bool:
    """Whether ``answer`` gives ``value`` in any form of ``agentnb.forms.gives``, or as a
    timestamp's time on a clock it names (``agentnb.zones.gives_on_named_clock``)."""
    return gives(answer, value, today) or gives_on_named_clock(answer, value)


def _close(x: float, n: float) -> bool:
    return abs(x - n) <= 1e-9 * max(1.0, abs(n))


class Evidence(NamedTuple):
    """What an answer is checked against: the texts its numbers may come from, the values
    the results give, their figures with a unit, the request, and the values it asks for
    by their keys' names (``(key, value)``)."""

    sources: list[str]
    values: list[str]
    figures: Sequence[Figure] = ()
    request: str = ""
    asked: Sequence[tuple[str, str]] = ()
    confirmed: Sequence[str] = ()  # values confirming what the request asks (confirms)
    today: datetime.date | None = None  # the answer's day ("tomorrow" is the next)
    tools: Sequence[str] = ()  # the names of the tools whose results are checked


def evidence(turn: Turn) -> Evidence:
    """What an answer of this step is checked against: every message but the model's for
    its numbers, and the results that came since the user's latest request."""
    results = turn.results()
    request = turn.request()[0]
    texts = [r.content for r in results]
    ids = {r.call_id for r in results}
    pairs = [(c.arguments, r.content) for s in turn.state.steps
             for c, r in s.calls_with_results() if c.id in ids]
    arguments = [a for called, _ in pairs for a in called.values()]
    inputs = [set((t.parameters.get("properties") or {}) if t else ())
              for t in (turn.toolset.tools.get(r.name) for r in results)]
    echoed = echoes(pairs)
    started = turn.step.started_at
    return Evidence(number_sources(turn), result_values(texts, request, echoed),
                    result_figures(turn, results), request,
                    [kv for kv in asked_values(texts, request) if kv not in echoed],
                    confirms(texts, request, arguments, inputs),
                    datetime.date.fromtimestamp(started) if started else None,
                    tuple(r.name for r in results))


def confirms(results: list[str], request: str, arguments: list[Any],
             inputs: Sequence[Collection[str]] = ()) -> list[str]:
    """The results' values that confirm what the request asks about ("snow" for "Is it
    snowing in Oslo?" after ``{"city": "Oslo", "sky": "snow"}``): values (numbers or short
    strings) that the request says, that no argument of the calls gave them (a call's own
    values come back in its result: "Oslo" for ``city="Oslo"``), and whose key names no
    input of the tool (``inputs[i]``, the parameter names of the tool of ``results[i]``:
    ``language`` beside ``target_language`` is the input echoed back, "German" for a call
    that gave "de"). An answer holding one ("Yes, it is snowing") speaks of the results as
    much as one holding another of their values; "Yes, it is." holds nothing.
    Precondition: a request says a result's value that it did not pass to a tool by
    asking about it (a yes/no question), or by coincidence (a word such as "today" that a
    result also holds). A result that contradicts the request ("Is it raining in Cairo?"
    after ``"sky": "clear"``) confirms nothing. Where it can be wrong: a tool that returns
    a value the request says that no argument gave (a call with a wrong city whose result
    still names the request's city) looks like a confirmation."""
    given = [str(a).strip().lower() for a in arguments if short_value(a) is not None]
    out: list[str] = []
    for i, text in enumerate(results):
        if (value := read_json(text)) is NOT_JSON:
            continue
        named = [words(p, whole=True) for p in (inputs[i] if i < len(inputs) else ())]
        for key, item in json_items(value):
            shown = short_value(item)
            if shown is None or shown in out or not holds(request, shown) or (
                    key is not None and any(words(key, whole=True) <= n for n in named)):
                continue
            low = shown.lower()
            if not any(low in a or a in low for a in given):
                out.append(shown)
    return out


class Signs(NamedTuple):
    """Each sign that an answer did not come from the results (empty lists: none), named
    as the ``Step`` fields that hold them (``agentnb.types.CHECK_KINDS``)."""

    unsupported: list[str]
    misnamed: list[str]
    unused: list[str]
    left_out: list[str]


def signs(answer: str, check: Evidence) -> Signs:
    """Every sign ``answer`` shows against ``check``: the numbers it states that no source
    holds; a result's figure written with another unit (numbers the request states
    aside); the results' values when it holds none of them nor a value of theirs that
    confirms what the request asks about (``confirms``); the values the request asks for
    by name that it leaves out, as ``"key: value"``. A figure converted to another unit
    (``agentnb.conversions.converted``) or worked out from two of a result's, a difference
    or a sum (``agentnb.derived.worked_out``), counts as written and uses its values; so
    does a count of the records a result lists (``agentnb.derived.records_counted``), or
    of some of them that the sentence says what they share of (``some_counted``: "2 of the 3
    hotels have a pool")."""
    conversions = converted(answer, list(check.figures), check.request)
    derived = worked_out(answer, check.sources, check.request)
    texts = {text for text, _ in [*conversions, *derived]} | set(
        records_counted(answer, check.sources, check.tools)) | set(
        some_counted(answer, check.sources))
    values = {f.value for _, f in conversions} | {x for _, pair in derived for x in pair}
    return Signs(
        [n for n in unsupported_numbers(answer, check.sources, check.today)
         if n not in texts],
        misnamed(answer, list(check.figures), check.request, texts),
        list(check.values) if check.values and not texts and not any(
            uses(answer, v, check.request, check.today)
            for v in [*check.values, *check.confirmed]) else [],
        [f"{k}: {v}" for k, v in check.asked if not given(answer, v, check.today)
         and not (ANSWER_NUMBER.fullmatch(v) and float(v.replace(",", "")) in values)])


UNIT_SIGN = "writes "  # the trouble of a figure written with another unit


def trouble(answer: str, check: Evidence) -> list[str]:
    """The first sign that ``answer`` did not come from the results, as a sentence (empty:
    none), in the order of ``signs``."""
    found = signs(answer, check)
    if found.unsupported:
        return [f"states {', '.join(found.unsupported)}, in no request or tool result"]
    if found.misnamed:
        return [f"{UNIT_SIGN}{', '.join(found.misnamed)}"]
    if found.unused:
        return ["holds none of the results' values"]
    if found.left_out:
        return [f"leaves out {', '.join(found.left_out)}, which the request asks for"]
    return []


class CheckAnswer(Policy):
    """Every sign (``signs``) that a final answer did not come from the results is named
    on the step: numbers no request or tool result holds in ``step.unsupported``, a
    result's figure written with another unit in ``step.misnamed`` ("465.0 miles (the
    result gives km)"), the results' values when it holds none of them in ``step.unused``,
    and a value the request asks for by its key's name that it leaves out in
    ``step.left_out`` ("temperature_c: 31"). The answer is not changed: what to verify is
    named."""

    name = "check_answer"

    def on_answer(self, turn: Turn, answer: str) -> None:
        step = turn.step
        for kind, found in signs(answer, evidence(turn))._asdict().items():
            setattr(step, kind, [valid_text(t) for t in found])
        if step.check_kinds():
            turn.acted(self)
