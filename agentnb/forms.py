"""The forms an answer may write a tool result's value in, beside the value as given: what
the answer checks (``agentnb.checks``) read as the answer giving that value.

A number: rounded as far as the answer shows it, scaled by its words ("10.4 million", "82%"
for 0.82, "minus 4"), ``agentnb.units.same_number``; a count of two to ninety-nine in words
("Mars has two moons" for 2, "twenty-four seats" for 24), "one" counting something ("only
one seat left" for 1, ``agentnb.counts.one_counted``). A string, without case: as given;
a code's words ("in transit" for ``in_transit``); an ISO date in words ("December 24,
2026", "24 Dec" for ``2026-12-24``); a 24-hour time on a 12-hour clock ("2:40 PM" for
``14:40``, "3 PM" for ``15:00``, "noon", "9 in the evening", ``clock24``); an ISO timestamp
by its time of day when no other date is named ("6:05 PM today", ``time_of_day``); a date
with an ordinal, or by its day's ordinal alone ("the 15th of January", "on the 24th",
``date_in_words``); part of a longer value quoted word for word ("more words than needed"
for "using more words than needed", ``quoted_part``); an ordinal for a number ("the 2nd
floor", ``counted``); a weekday for a date falling on it ("arrives on Thursday",
``weekday_of``); a date by its distance from the answer's day ("arrives tomorrow",
``relative_days``); an end of a range ("opens at 6:30 AM" for ``06:30-21:00``,
``range_ends``). And the dates a text names (``named_dates``, ``dates_in``), which
``unsupported`` checks against the sources' (``dated``, ``same_date``), a weekday beside
one by the calendar (``fits_weekday``), and a weekday with no date beside it
(``lone_weekdays``) against the sources' dates (``calendar_days``) and the weekdays they
name (``weekdays_named``). Each states its precondition where it is defined.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Collection
from typing import NamedTuple

from .counts import counts_in, one_counted
from .relevance import words
from .units import NUMBER, writes

# "H:MM" or "H" (or "H o'clock"), then "am" or "a.m." (the dot after "am" is the
# sentence's), or "in the morning", "in the afternoon", "in the evening", "at night"; the
# lookahead passes over numbers that are no time at once
_DAYTIME = r"in\s+the\s+(?:morning|afternoon|evening)|at\s+night"
_OCLOCK = r"\s+o['’]?clock"
_CLOCK = re.compile(rf"(?<![\d:.])(\d{{1,2}})(?=:\d{{2}}(?![\d:])|\s*[ap]\.?\s?m\b"
                    rf"|(?:{_OCLOCK})?\s+(?:{_DAYTIME})\b)(?::(\d{{2}})|{_OCLOCK})?(?![\d:])"
                    rf"(?:\s*(?:([ap])\.\s?m\.|([ap])\s?m\b)|\s+({_DAYTIME})\b)?",
                    re.IGNORECASE)
# the words before a bare hour ("at 9 in the evening"): "take 2 in the morning" is a count
_BEFORE_HOUR = re.compile(r"\b(?:at|from|until|till|to|by|around|about|before|after|since"
                          r"|between)\s*$", re.IGNORECASE)
# the half of the day of an hour in a part of the day ("11 at night" pm, "12:30 at night"
# and "2 at night" am); an hour not in it is no time ("2 in the evening")
_PART_OF_DAY = {"morning": dict.fromkeys(range(1, 12), "a"),
                "afternoon": dict.fromkeys([12, *range(1, 7)], "p"),
                "evening": dict.fromkeys(range(5, 12), "p"),
                "night": {**dict.fromkeys(range(6, 12), "p"),
                          **dict.fromkeys([12, 1, 2, 3, 4], "a")}}
# an ISO timestamp's date and time ("2026-12-08T15:00"): "T" glues two numbers
_TIMESTAMP = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})")
# an hour in words: "noon" and "midnight" (after "12" too)
_HOUR_WORDS = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}
_HOUR_WORD = re.compile(r"\b(?:12\s+)?(noon|midday|midnight)\b", re.IGNORECASE)
CLOCK24 = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")  # "9:05", "21:40"
_CODE = re.compile(r"[A-Za-z]+(?:[_-][A-Za-z]+)+")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?")
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
_MONTH = "|".join(f"{m}|{m[:3]}" for m in MONTHS) + "|sept"
# a date in words: a month's name beside a day number, an ordinal or not, and a year
# after it ("December 24th, 2026", "the 3rd of March", "10 Feb 2026")
_WORD_DATE = re.compile(rf"\b(?:({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?"
                        rf"|(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+({_MONTH})\b\.?)"
                        rf"(?![\d:])\b(?:,?\s+(\d{{4}})\b)?", re.IGNORECASE)
# a date in digits: day and month in either order, then the year ("12/09/2026",
# "24.12.2026"), or the year first ("2026/12/24")
_DIGIT_DATE = re.compile(r"(?<![\d./-])(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?![\d./])"
                         r"|(?<![\d./-])(\d{4})/(\d{1,2})/(\d{1,2})(?![\d./])")
_ANY_ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
# an ISO timestamp with its time zone ("2026-12-05T03:00:00Z", "...+01:00")
ZONED = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
                    r"(?:Z|[+-]\d{2}:?\d{2})(?![\d:])")
_WORDS_TOO = {"may", "march", "mar"}  # month names that are also words
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
# a weekday right before a date ("Thursday, December 24th", "Saturday the 5th"), or its
# abbreviation with a capital ("Fri, Dec 10": "sun" and "sat" are words too)
_ABBREVIATED = "Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun"
_WEEKDAY = re.compile(rf"\b(?:(?i:({'|'.join(WEEKDAYS)}))|({_ABBREVIATED})\.?)"
                      r"(?i:,?\s+(?:the\s+)?)$")
# a weekday's full name with no date beside it ("arrives on Thursday", "on Mondays",
# "Tuesday's forecast"); and the words a source may name weekdays with
_LONE_WEEKDAY = re.compile(rf"\b(?i:({'|'.join(WEEKDAYS)}))(?:s|['’]s)?\b")
# a wish for a day, the weekday ending its sentence: "Have a lovely Sunday!", "Enjoy your
# Saturday.", "Enjoy the rest of your Tuesday!"
_WISH = re.compile(r"\b(?:have\s+an?(?:\s+[a-z]+)?|enjoy\s+(?:the\s+rest\s+of\s+)?your)\s+$",
                   re.IGNORECASE)
_SENTENCE_END = re.compile(r"\s*(?:[.!?]|$)")
_SOURCE_WEEKDAY = re.compile(rf"\b(?:(?i:({'|'.join(WEEKDAYS)}|weekdays?|weekends?))"
                             rf"|({_ABBREVIATED}))\b")
_DAY_KINDS = {"weekday": range(5), "weekend": range(5, 7)}
# a capitalized word before a weekday that makes no name of it ("On Friday", "Next Monday")
_LEADS = {"on", "by", "from", "until", "till", "to", "through", "since", "before", "after",
          "next", "last", "this", "every", "each", "and", "or", "but", "that"}
# a range of times or of numbers ("06:30-21:00", "3-5", "20–30", "08:00 to 14:00"), not
# the parts of a date ("2026-11-20") or a code ("D-12")
_END = r"(\d{1,2}:\d{2}|(?!0\d)\d+(?:\.\d+)?)"
_RANGE = re.compile(rf"(?<![\w.:/-]){_END}\s*(?:[-–—]|\s+to\s+)\s*{_END}(?![\w.:/-])")
# a word that denies what follows it ("not", "never", "no longer", "wasn't", "cannot")
_NEGATION = r"\b(?:not|no|never|without|non|cannot)\b|\b[a-z]+n['’]t\b"
# a negation in the two words before a phrase ("no longer on hold"), searched with
# pos/endpos: a word cut at the start of a slice would pass for one ("cannot" as "not")
_DENIED = re.compile(rf"(?:{_NEGATION})(?:\s+[a-z'’]+)?\s+$")
# a day named by its distance from the answer's ("tomorrow"); "tonight" is today
_RELATIVE_DAYS = {"yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1}
_RELATIVE = re.compile(rf"\b({'|'.join(_RELATIVE_DAYS)})\b", re.IGNORECASE)
# a day by its ordinal alone ("on the 24th")
_ORDINAL = re.compile(r"(?<![\w.])(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# what a date or an ordinal read is blanked with: no space, so the words on either side do
# not join into a time ("09:05 24th of Dec in the morning" holds no "09:05 in the morning")
_GAP = " ; "
MIN_QUOTED = 3  # words of a value's part an answer must quote in a row


def clock24(text: str) -> str:
    """``text`` with its clock times written on the 24-hour clock: "2:40 PM" as "14:40",
    "12:30 a.m." as "00:30", "5 pm" as "17:00", "noon" as "12:00", "midnight" as "00:00",
    "9:05" as "09:05", and an ISO timestamp's date apart from its time ("2026-12-08
    15:00"), "9 in the evening" as "21:00", "12:30 at night" as "00:30". Precondition:
    "H:MM" or an hour from 1 to 12 with "am" or "pm" after it is a time on the 12-hour
    clock, and so is one with a part of the day after it, for the hours that part holds
    (``_half``: a bare hour only after "at", "from", "until"...); "noon" (or "midday") and
    "midnight" name those hours; "H:MM" without is read as written (zero-padded)."""
    text = _HOUR_WORD.sub(lambda m: _HOUR_WORDS[m.group(1).lower()], text)
    return _CLOCK.sub(lambda m: _as24(m) or m.group(), _TIMESTAMP.sub(r"\1 \2", text))


def twelve_hour(text: str) -> tuple[str, list[tuple[str, str]]]:
    """``text`` with its 12-hour clock times blanked, and each of them as written and on
    the 24-hour clock (``("4:40 PM", "16:40")``): their numbers are the time's, not the
    text's."""
    found: list[tuple[str, str]] = []

    def blank(m: re.Match[str]) -> str:
        if not _half(m) or not (as24 := _as24(m)):
            return m.group()
        found.append((m.group(), as24))
        return " "
    return _CLOCK.sub(blank, text), found


def _half(m: re.Match[str]) -> str:
    """The half of the day of the clock time ``m``: "a", "p" or "" (none written). A part
    of the day counts for the hours it holds ("9 in the evening", not "2 in the
    evening"); a bare hour before it, only after a word that leads to a time ("at 9 in
    the evening"; "take 2 in the morning" is a count)."""
    if not m.group(5):
        return (m.group(3) or m.group(4) or "").lower()
    half = _PART_OF_DAY[m.group(5).lower().split()[-1]].get(int(m.group(1)), "")
    led = m.group(2) or _BEFORE_HOUR.search(m.string, max(0, m.start() - 16), m.start())
    return half if led else ""


def _as24(m: re.Match[str]) -> str | None:
    hour, half = int(m.group(1)), _half(m)
    if (half and not 1 <= hour <= 12) or not (half or m.group(2)):
        return None
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    return f"{hour:02d}:{m.group(2) or '00'}"


class Date(NamedTuple):
    """A day of the calendar as a text writes it; ``year`` is ``None`` when not written."""

    month: int
    day: int
    year: int | None


def _date(month: int, day: int, year: int | None) -> Date | None:
    return Date(month, day, year) if 1 <= month <= 12 and 1 <= day <= 31 else None


def named_dates(text: str) -> list[tuple[re.Match[str], Date]]:
    """The dates ``text`` writes in words: a month's name beside a day number, an ordinal
    or not, a year after it ("December 24th", "the 3rd of March", "Oct 2nd, 2026", "10
    Feb 2026"). Precondition: a month's name beside a day number names that date; a month
    whose name is also a word is the month only with a capital ("5 may be late", "we
    march 3 miles")."""
    out = []
    for m in _WORD_DATE.finditer(text):
        name = m.group(1) or m.group(4)
        if name.lower() in _WORDS_TOO and name[0].islower():
            continue
        month = [n[:3] for n in MONTHS].index(name[:3].lower()) + 1
        year = int(m.group(5)) if m.group(5) else None
        if d := _date(month, int(m.group(2) or m.group(3)), year):
            out.append((m, d))
    return out


def dates_in(text: str) -> list[Date]:
    """Every date ``text`` writes: in words (``named_dates``), ISO (``2026-12-24``, a
    timestamp's too) and in digits ("12/09/2026" read both as December 9 and as 12
    September: which order a source uses is not known; "2026/12/24")."""
    out: list[Date | None] = [d for _, d in named_dates(text)]
    out += [_date(int(m[2]), int(m[3]), int(m[1])) for m in _ANY_ISO.finditer(text)]
    for m in _DIGIT_DATE.finditer(text):
        if m[1]:
            a, b, year = int(m[1]), int(m[2]), int(m[3])
            out += [_date(a, b, year), _date(b, a, year)]
        else:
            out.append(_date(int(m[5]), int(m[6]), int(m[4])))
    return [d for d in out if d]


def local_dates(text: str) -> list[Date]:
    """The dates of ``text``'s ISO timestamps with a time zone on this machine's clock,
    whose day "today" is (``relative_days``): "2026-12-05T03:00:00Z" is tonight in
    California, at 7 PM on December 4. A date written out ("December 5 at 3:00 AM") or a
    weekday ("Saturday") is read as the source writes it (``dates_in``), with the
    source's time beside it."""
    out: list[Date] = []
    for m in ZONED.finditer(text):
        try:
            local = zoned(m.group()).astimezone()
        except (ValueError, OverflowError, OSError):
            continue
        out.append(Date(local.month, local.day, local.year))
    return out


def zoned(iso: str) -> datetime.datetime:
    """A ``ZONED`` timestamp as an aware datetime on every Python the package supports:
    3.10's ``fromisoformat`` reads no "Z", no offset without its colon and no fraction of
    a second but of 3 or 6 digits. Raises ``ValueError`` as ``fromisoformat`` does."""
    iso = re.sub(r"Z$", "+00:00", iso)
    iso = re.sub(r"([+-]\d{2}):?(\d{2})$", r"\1:\2", iso)
    iso = re.sub(r"\.(\d+)", lambda m: "." + (m[1] + "00000")[:6], iso)
    return datetime.datetime.fromisoformat(iso)


def same_date(d: Date, known: Collection[Date]) -> bool:
    """Whether ``d`` is one of ``known``: the same month and day, and the same year where
    both write one."""
    return any(k.month == d.month and k.day == d.day
               and (k.year is None or d.year is None or k.year == d.year) for k in known)


def dated(text: str) -> tuple[str, list[tuple[str, Date, int | None]],
                               list[tuple[str, int, int | None]]]:
    """``text`` with its dates in words (``named_dates``) and its ordinals ("the 25th")
    blanked, each with the weekday written right before it; the dates as written, and the
    ordinals as written with their numbers, each with that weekday (0 for Monday;
    ``None``: none): "Thursday, December 24th", "Saturday the 5th". An ordinal's number,
    like any other, is to come from a source ("on the 25th" when the result says
    ``2026-12-24``: a day, a rank or a floor that no source gives)."""
    dates: list[tuple[str, Date, int | None]] = []
    spans: list[tuple[int, int]] = []
    for m, d in named_dates(text):
        start, day = _weekday_before(text, m.start())
        dates.append((text[start:m.end()], d, day))
        spans.append((start, m.end()))
    text = _blanked(text, spans)
    ordinals: list[tuple[str, int, int | None]] = []
    spans = []
    for m in _ORDINAL.finditer(text):
        start, day = _weekday_before(text, m.start())
        ordinals.append((text[start:m.end()], int(m.group(1)), day))
        spans.append((start, m.end()))
    return _blanked(text, spans), dates, ordinals


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each of ``spans`` (in order, apart) written as ``_GAP``."""
    for start, end in reversed(spans):
        text = f"{text[:start]}{_GAP}{text[end:]}"
    return text


def _weekday_before(text: str, at: int) -> tuple[int, int | None]:
    """Where a weekday written right before ``text[at:]`` starts, and which it is (0 for
    Monday): ``(at, None)`` when there is none."""
    found = _WEEKDAY.search(text, max(0, at - 20), at)
    if not found:
        return at, None
    name = (found.group(1) or found.group(2)).lower()
    return found.start(), next(i for i, day in enumerate(WEEKDAYS) if day.startswith(name))


def fits_weekday(weekday: int | None, known: Collection[Date], day: int,
                 month: int | None = None, year: int | None = None) -> bool:
    """Whether ``weekday`` (0 for Monday), written beside a date (``day``, and ``month``
    and ``year`` where written), is that date's by the calendar, its year the one written
    or that of a ``known`` date (the sources') with that month and day. Precondition: a
    weekday right before a date names its weekday ("Thursday, December 24th"); where no
    year can be found for it ("Friday, December 12" after a result of "December 12") it
    is not checked, nor is a weekday with no date beside it ("on Wednesday")."""
    if weekday is None:
        return True
    found = [(month, year)] if month and year else []
    found += [(k.month, k.year) for k in known if k.day == day and k.year
              and (month is None or k.month == month) and (year is None or k.year == year)]
    days = set()
    for m, y in found:
        try:
            days.add(datetime.date(y, m, day).weekday())
        except (ValueError, TypeError):  # no such day ("February 30")
            continue
    return not days or weekday in days


def lone_weekdays(text: str) -> list[tuple[str, int]]:
    """The weekdays ``text`` writes by their full names with no date beside them, as
    written and as a number (0 for Monday): "arrives on Thursday", "every Tuesday", "on
    Mondays". Left out: one right after a word with a capital (not "On", "Next" and the
    like, nor one ending a clause, "Paris, Friday"), as part of a name ("Black Friday",
    "Easter Sunday"); and one wished for, ending its sentence after "have a", "have a"
    and one word, "enjoy your" or "enjoy the rest of your" ("Have a lovely Sunday!",
    "Enjoy your Saturday."; not "Enjoy your Monday delivery.").
    Precondition (the caller's): a weekday beside a date (``dated``) is blanked before."""
    out = []
    for m in _LONE_WEEKDAY.finditer(text):
        before = re.search(r"(\S+)\s+$", text[max(0, m.start() - 40):m.start()])
        word = before.group(1) if before else ""
        if word[:1].isupper() and word.lower() not in _LEADS and word[-1] not in ".!?:;,":
            continue
        if _SENTENCE_END.match(text, m.end()) and _WISH.search(text, max(0, m.start() - 40),
                                                                m.start()):
            continue
        out.append((m.group(), WEEKDAYS.index(m.group(1).lower())))
    return out


def weekdays_named(text: str) -> set[int]:
    """The weekdays ``text`` names (0 for Monday): by their full names, their
    abbreviations with a capital ("Mon-Sat"), and "weekdays" (Monday to Friday) or
    "weekend" (Saturday and Sunday)."""
    out: set[int] = set()
    for m in _SOURCE_WEEKDAY.finditer(text):
        name = (m.group(1) or m.group(2)).lower()
        kind = name.rstrip("s")
        out |= set(_DAY_KINDS[kind]) if kind in _DAY_KINDS else {
            next(i for i, d in enumerate(WEEKDAYS) if d.startswith(name))}
    return out


def calendar_days(known: Collection[Date]) -> set[int] | None:
    """The weekdays of the dates ``known`` (0 for Monday); ``None`` where they cannot all
    be found: no date, or one written without a year that no other date with a year
    matches in month and day (which weekday "December 20" is depends on the year)."""
    dated = [k for k in known if k.year]
    if not dated or any(not k.year and not any((d.month, d.day) == (k.month, k.day)
                                               for d in dated) for k in known):
        return None
    out = set()
    for k in dated:
        try:
            out.add(datetime.date(k.year or 0, k.month, k.day).weekday())
        except ValueError:  # no such day ("February 30")
            continue
    return out


def relative_days(text: str, today: datetime.date) -> list[tuple[str, Date]]:
    """The days ``text`` names by their distance from ``today`` ("yesterday", "today",
    "tonight", "tomorrow", "today's"), as written and as dates. Precondition: the day an
    answer speaks from is ``today``, the day of its step on this machine's clock."""
    out = []
    for m in _RELATIVE.finditer(text):
        d = today + datetime.timedelta(days=_RELATIVE_DAYS[m.group(1).lower()])
        out.append((m.group(), Date(d.month, d.day, d.year)))
    return out


def relative_words(text: str) -> set[str]:
    """The words of ``relative_days`` that ``text`` says, in lower case."""
    return {m.group(1).lower() for m in _RELATIVE.finditer(text)}


def gives(text: str, value: str, today: datetime.date | None = None) -> bool:
    """Whether ``text`` (an answer, its clock times read by ``clock24``) gives ``value``
    (a result's short value, as text) in any of the forms of this module; with ``today``
    (the answer's day), a date by its distance from it too ("arrives tomorrow",
    ``relative_days``)."""
    if NUMBER.fullmatch(value):
        n = float(value.replace(",", ""))
        return writes(text, n) or (n.is_integer() and counted(text, int(n)))
    clocked = clock24(text)
    low, value_low = clocked.lower(), value.strip().lower()
    return value_low in text.lower() or value_low in low or code_words(low, value) \
        or date_in_words(clocked, value) or time_of_day(clocked, value) \
        or quoted_part(low, value) or weekday_of(text, value) \
        or any(gives(text, end) for end in range_ends(value)) \
        or (today is not None and day_of(text, value, today))


def range_ends(value: str) -> list[str]:
    """The ends of the ranges ``value`` holds ("06:30-21:00", "Mon-Sat 07:00-18:00",
    "3-5", "45 to 60"): two times, or two numbers the first below the second ("555-0142"
    is a number, no range). An answer writing an end, in any form of ``gives``, gives the
    value: "open from 6:30 AM to 9 PM", "opens at 6:30 in the morning", "three to five
    days". Precondition: an end of a range is the result's, written as the request asks
    for it (the opening hour of opening hours); a wrong other end is a number from
    nowhere (``agentnb.checks.unsupported_numbers``)."""
    out = []
    for m in _RANGE.finditer(value):
        a, b = m.group(1), m.group(2)
        if (":" in a) == (":" in b) and (":" in a or float(a) < float(b)):
            out += [a, b]
    return out


def counted(text: str, n: int) -> bool:
    """Whether ``text`` writes the whole number ``n`` as a count in words ("two moons",
    "twenty-four seats": two to ninety-nine, ``agentnb.counts.counts_in``; "one seat left"
    for 1, ``agentnb.counts.one_counted``) or as an ordinal in digits ("the 2nd floor" for a
    floor 2, "finished 1st" for a place 1).
    Precondition: a count word or an ordinal names its number."""
    return n in counts_in(text) or (n == 1 and one_counted(text)) or \
        any(int(m.group(1)) == n for m in _ORDINAL.finditer(text))


def code_words(text: str, value: str) -> bool:
    """Whether ``text`` writes the code ``value``, words joined by ``_`` or ``-`` and
    nothing else (``in_transit``, ``out-for-delivery``), as its words in order ("in
    transit"), with an article, one other word, or both between two of them ("waiting on
    the customer" for ``waiting-on-customer``, "waiting for new parts", "the payment has
    failed" for ``payment_failed``) and a possessive on one ("the customer's reply"), a
    code of two content words also the other way round ("a failed payment", not "hold on"
    for ``on_hold``), and no negation in the clause right before them ("not", "never", "no
    longer", "wasn't": "it was not sent to your bank" for ``sent_to_bank``).
    Preconditions: a code of letters alone names its words, which a sentence joins with an
    article, a word of its own or a possessive where grammar wants one, or, two content
    words, puts the second before the first as an adjective before its noun; a negation
    between them or in the two words before denies it; more words between make another
    phrase; a code with digits (``INV-7``) is an identifier, to be written as given."""
    if not _CODE.fullmatch(value.strip()):
        return False
    parts = re.split(r"[_-]", value.strip().lower())
    low = text.lower()
    between = rf"(?:['’]s)?\s+(?:(?:the|a|an)\s+)?(?:(?!{_NEGATION})[a-z]+(?:['’]s)?\s+)?"
    phrases = [between.join(map(re.escape, parts))]
    if len(parts) == 2 and all(words(p) for p in parts):
        phrases.append(rf"{re.escape(parts[1])}\s+{re.escape(parts[0])}")
    return any(not _DENIED.search(low, max(0, m.start() - 30), m.start())
               for phrase in phrases
               for m in re.finditer(rf"(?<![a-z]){phrase}(?![a-z])", low))


def date_in_words(text: str, value: str) -> bool:
    """Whether ``text`` writes the date ``value`` (ISO, ``2026-12-24``, a time after it
    aside; in digits; in words: ``dates_in``) with its month's name and its day
    ("December 24", "24th of Dec", "Dec. 24, 2026"); a year written right after must be
    the date's. Or by its day's ordinal alone ("on the 24th") when ``text`` names no date
    in words. Preconditions: a month's name beside a day number names that date
    (``named_dates``); an ordinal with no month named is a day of the month the value
    gives."""
    given = dates_in(value.strip())
    if not given:
        return False
    if named := named_dates(text):
        return any(same_date(d, given) for _, d in named)
    return any(int(m.group(1)) in {g.day for g in given} for m in _ORDINAL.finditer(text))


def weekday_of(text: str, value: str) -> bool:
    """Whether ``text`` writes the date ``value`` (ISO, a timestamp's, in digits or in
    words with a year: ``dates_in``) by its weekday alone ("arrives on Thursday" for
    ``2026-12-10``, ``lone_weekdays``). Precondition: a weekday with no date beside it,
    after a tool gave a date falling on it, names that date, as the source writes it."""
    days = calendar_days([d for d in dates_in(value.strip()) if d.year])
    return bool(days) and any(day in days for _, day in lone_weekdays(text))


def day_of(text: str, value: str, today: datetime.date) -> bool:
    """Whether ``text`` writes the date ``value`` (``dates_in``, and a timestamp with a
    time zone on this machine's clock, ``local_dates``) by its distance from ``today``
    ("arrives tomorrow", ``relative_days``)."""
    given = [*dates_in(value), *local_dates(value)]
    return any(same_date(d, given) for _, d in relative_days(text, today))


def time_of_day(text: str, value: str) -> bool:
    """Whether ``text`` (its clock times read by ``clock24``) writes the ISO timestamp
    ``value``'s time of day ("leaves at 6:05 PM today" for ``2026-12-04T18:05:00Z``) and
    no other date in words. Precondition: a time with no date beside it is the
    timestamp's day ("today", "on Saturday": which day that is, the answer checks read,
    ``relative_days``, ``lone_weekdays``); an answer that names a date names the
    timestamp's (``date_in_words``) or another."""
    m = _ISO_DATE.fullmatch(value.strip())
    at = re.match(r"[T ](\d{2}):(\d{2})", value.strip()[10:]) if m else None
    if not at or named_dates(text):
        return False
    return re.search(rf"(?<![\d:]){at.group(1)}:{at.group(2)}(?!\d)", text) is not None


def quoted_part(text: str, value: str) -> bool:
    """Whether ``text`` quotes part of the longer ``value`` word for word: a run of its
    words, at least ``MIN_QUOTED`` and half of them, two of them content words
    (``agentnb.relevance.words``): "more words than needed" of "using more words than
    needed". Precondition: a value of four words or more is a phrase (a definition, a
    motto), and a run that long of its words is not by chance."""
    said = _TOKEN.findall(value.lower())
    if len(said) < 4:
        return False
    answer = f" {' '.join(_TOKEN.findall(text.lower()))} "
    least = max(MIN_QUOTED, (len(said) + 1) // 2)
    for size in range(len(said), least - 1, -1):
        for start in range(len(said) - size + 1):
            run = said[start:start + size]
            if f" {' '.join(run)} " in answer and len(words(" ".join(run), whole=True)) >= 2:
                return True
    return False
