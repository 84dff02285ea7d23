"""A time or a date the request gives, put in the form its parameter's example shows.

A parameter described "Time as HH:MM, e.g. 19:00" takes a time on the 24-hour clock, and
one described "Date as YYYY-MM-DD, e.g. 2027-01-31" an ISO date. Asked "Book a table at
Nando's at 8pm", SmolLM2 wrote ``time="19:00"``, the example; for "Table at Wagamama for
7:30 pm" it wrote ``"7:30"``, the request's digits without their "pm"; for "Events on 14
February 2027" it wrote ``date="14 February 2027"``, the request's date in its own form.
Of the 12 such requests of ``bench/fills.py --batch eighth``, one call was right.
``moment_fix`` gives the request's one time or date in the example's form
(``GroundArguments`` puts it in place and records the change).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from typing import Any

from .examples import example_text, free_string
from .forms import CLOCK24, Date, clock24, dates_in, named_dates, relative_days
from .tools import Tool
from .types import ToolCall
from .unsaid import copied

_HHMM = re.compile(r"\d{2}:\d{2}")
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
_FORMAT_TIME = re.compile(r"(?<![\w:])HH:MM(?![\w:])")  # a format stated, not an example
_FORMAT_DATE = re.compile(r"(?<![\w-])YYYY-MM-DD(?![\w-])")
# a date and a time in one: the format stated ("YYYY-MM-DD HH:MM"), or a value so written
_FORMAT_BOTH = re.compile(r"(?<![\w-])YYYY-MM-DD([T ])HH:MM(:SS)?(?![\w:])")
_BOTH = re.compile(r"(\d{4}-\d{2}-\d{2})([T ])(\d{1,2}):(\d{2})(?::(\d{2}))?")


def kind_of(spec: dict[str, Any]) -> str | None:
    """"time" for a string parameter whose example is a 24-hour time ("19:00"), "date"
    for one whose example is an ISO date, "datetime" for one whose example is both in one
    ("2027-01-31 19:00", "2027-01-31T19:00:00"); where it shows no example, one whose
    description states that format ("in 24-hour format 'HH:MM'", "in the format
    'YYYY-MM-DD'", "'YYYY-MM-DD HH:MM'"; not "HH:MM:SS" alone); else None."""
    if not free_string(spec):
        return None
    example = (example_text(spec) or "").strip().rstrip(".")
    if example:
        return "time" if _HHMM.fullmatch(example) else \
            "date" if _ISO.fullmatch(example) else \
            "datetime" if _BOTH.fullmatch(example) else None
    text = str(spec.get("description") or "")
    if _FORMAT_BOTH.search(text):
        return "datetime"
    time, date = _FORMAT_TIME.search(text), _FORMAT_DATE.search(text)
    return "time" if time and not date else "date" if date and not time else None


def times(text: str) -> set[str]:
    """The clock times ``text`` writes, on the 24-hour clock ("8pm" and "20:00" as
    "20:00", "noon" as "12:00"; ``agentnb.forms.clock24``: an hour needs "am", "pm" or a
    part of the day after it, or minutes)."""
    return {f"{int(h):02d}:{m}" for h, m in CLOCK24.findall(clock24(text))
            if int(h) < 24 and int(m) < 60}


def dates(text: str, today: datetime.date | None = None) -> set[str]:
    """The dates ``text`` writes with their year, as ISO dates: in words ("14 February
    2027", "Sept 30, 2027") or ISO, and, given ``today``, the days it names by their
    distance from it ("tomorrow", "tonight": ``agentnb.forms.relative_days``); not in
    digits with slashes, whose order is not known, nor without a year."""
    written = [d for _, d in named_dates(text) if d.year]
    written += [d for _, d in relative_days(text, today)] if today else []
    return {_iso(d) for d in written + dates_in(" ".join(_ISO.findall(text)))}


def _iso(d: Date) -> str:
    return f"{d.year:04d}-{d.month:02d}-{d.day:02d}"


def _reads(value: str, target: str, kind: str, today: datetime.date) -> bool:
    """Whether ``value`` is ``target`` written in another form: the same time or date,
    or, for a time, its hour on the 12-hour clock without "am" or "pm" ("7:30" for
    19:30)."""
    if kind == "date":
        return target in dates(value, today)
    m = CLOCK24.fullmatch(value.strip())
    read = times(value) or ({f"{int(m[1]):02d}:{m[2]}"} if m else set())
    hour, minute = int(target[:2]), target[3:]
    return target in read or f"{hour % 12 or 12:02d}:{minute}" in read or \
        f"{hour % 12 or 12}:{minute}" == value.strip()


def _both(request: str, spec: dict[str, Any], today: datetime.date) -> str | None:
    """The request's one date and one time as one value in the form ``spec``'s example or
    stated format shows (its mark between them, its seconds), or None."""
    days, clock = dates(request, today), times(request)
    if len(days) != 1 or len(clock) != 1:
        return None
    example = (example_text(spec) or "").strip().rstrip(".")
    shown = _BOTH.fullmatch(example) or _FORMAT_BOTH.search(str(spec.get("description")
                                                                 or ""))
    if shown is None:
        return None
    sep, seconds = (shown[2], shown[5] is not None) if shown.re is _BOTH else \
        (shown[1], shown[2] is not None)
    return f"{next(iter(days))}{sep}{next(iter(clock))}{':00' if seconds else ''}"


def _reads_both(value: str, target: str, today: datetime.date) -> bool:
    """Whether ``value`` is the date and time of ``target`` written in another form
    ("2027-03-04 15:00:00", "2027-06-03T12:15", "2027-05-04 9:30", "June 3, 2027
    12:15")."""
    day, clock = target[:10], target[11:16]
    m = _BOTH.search(value)
    if m is not None:
        return m[1] == day and f"{int(m[3]):02d}:{m[4]}" == clock
    return dates(value, today) == {day} and clock in times(value)


def _other_kind(value: str, kind: str, today: datetime.date) -> bool:
    """Whether ``value`` is a moment of the other kind and none of ``kind``: a date where
    a time is asked for ("2026-12-20"), a time where a date is."""
    clock = bool(times(value) or CLOCK24.fullmatch(value.strip()))
    day = bool(dates(value, today))
    return day and not clock if kind == "time" else clock and not day


def moment_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str],
               today: datetime.date | None = None) -> dict[str, str] | None:
    """The request's time or date in its parameter's form for the arguments of ``call``
    that are a copy of the example or the request's in another form; else None. ``call``
    is not changed.

    Precondition, for each argument changed: its parameter is a string whose example is
    a time on the 24-hour clock ("e.g. 19:00") or an ISO date ("e.g. 2027-01-31"), or,
    showing none, whose description states that format ("in 24-hour format 'HH:MM'",
    "in the format 'YYYY-MM-DD'"), and no
    other parameter of the tool shows an example of that kind (a start and an end: which
    time goes where is the model's to say); the request writes exactly one time (with
    "am", "pm", a part of the day or minutes: "8pm", "7:30 pm", "noon", "20:00"), or one
    date with its year ("14 February 2027", "2027-02-14") or by its distance from
    ``today`` ("tomorrow", "tonight"; ``GroundArguments`` gives the day of the request,
    ``Turn.request_day``; this machine's today by default); the value is not that one in
    the example's form, and is either a copy of the tool's own text, the example or the
    description's "HH:MM" (``agentnb.unsaid.copied``), which nothing in ``said`` (the
    conversation) writes, or that time or date in another form ("7:30" for "7:30 pm",
    "July 4, 2027"), or a moment of the other kind ("2027-01-09" where the time is asked
    for, the request's date beside its one time). A value of its own (a time worked out,
    "an hour after 6 pm") is left alone, and the call must validate with the new values.

    A parameter whose example or stated format holds a date and a time in one
    ("2027-01-31T19:00:00", "in the format 'YYYY-MM-DD HH:MM'") takes the request's one
    date and one time, in that form, where the value is a copy of the tool's text or that
    moment in another form ("2027-03-04 15:00:00" for "2027-03-04 15:00").

    Where it can be wrong: the request's one time or date is not the one the call is
    for ("Book a table tomorrow, I finish at 6 pm": a copied "19:00" becomes "18:00")."""
    props = tool.parameters.get("properties", {})
    kinds = {k: kind for k, p in props.items() if isinstance(p, dict) and (kind := kind_of(p))}
    copies = copied(call, tool, request) if kinds else []
    day = today or datetime.date.today()
    fix: dict[str, str] = {}
    for k, kind in kinds.items():
        value = call.arguments.get(k)
        if not isinstance(value, str) or list(kinds.values()).count(kind) > 1:
            continue
        copy = k in copies and not any(value.strip() in t for t in said)
        if kind == "datetime":
            target = _both(request, props[k], day)
            if target is not None and value.strip() != target and (
                    copy or _reads_both(value, target, day)):
                fix[k] = target
            continue
        found = times(request) if kind == "time" else dates(request, day)
        if len(found) != 1:
            continue
        (target,) = found
        if value.strip() != target and (copy or _reads(value, target, kind, day)
                                        or _other_kind(value, kind, day)):
            fix[k] = target
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
