"""The forms an answer may write a tool result's value in, beside the value as given: what
the answer checks (``agentnb.checks``) read as the answer giving that value.

A number: rounded as far as the answer shows it, scaled by its words ("10.4 million", "82%"
for 0.82, "minus 4"), ``agentnb.units.same_number``; a count of two to twelve in words
("Mars has two moons" for 2). A string, without case: as given; a code's words
("in transit" for ``in_transit``); an ISO date in words ("December 24, 2026", "24 Dec" for
``2026-12-24``); a 24-hour time on a 12-hour clock ("2:40 PM" for ``14:40``, "3 PM" for
``15:00``, "noon", ``clock24``); an ISO timestamp by its time of day when no other date is named
("6:05 PM today", ``time_of_day``); part of a longer value quoted word for word ("more
words than needed" for "using more words than needed", ``quoted_part``). Each states its
precondition where it is defined.
"""

from __future__ import annotations

import re

from .relevance import words
from .units import NUMBER, writes

# a count in words: "one" is left out, as likely a pronoun ("the one in Paris")
COUNT_WORDS = {w: n for n, w in enumerate(["two", "three", "four", "five", "six", "seven",
                                            "eight", "nine", "ten", "eleven", "twelve"], 2)}
# "H:MM" or "H", then "am" or "a.m." (the dot after "am" is the sentence's); the lookahead
# passes over numbers that are no time at once
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2})(?=:\d{2}(?![\d:])|\s*[ap]\.?\s?m\b)"
                    r"(?::(\d{2}))?(?![\d:])(?:\s*(?:([ap])\.\s?m\.|([ap])\s?m\b))?",
                    re.IGNORECASE)
# an ISO timestamp's date and time ("2026-12-08T15:00"): "T" glues two numbers
_TIMESTAMP = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})")
# an hour in words: "noon" and "midnight" (after "12" too)
_HOUR_WORDS = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}
_HOUR_WORD = re.compile(r"\b(?:12\s+)?(noon|midday|midnight)\b", re.IGNORECASE)
_CODE = re.compile(r"[A-Za-z]+(?:[_-][A-Za-z]+)+")
_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?")
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
_MONTH = "|".join(f"{m}|{m[:3]}" for m in MONTHS)
# a month's name beside a day number: a date in words
_DAY_IN_WORDS = re.compile(rf"\b(?:{_MONTH})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
                           rf"|\b\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:{_MONTH})\b")
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
MIN_QUOTED = 3  # words of a value's part an answer must quote in a row


def clock24(text: str) -> str:
    """``text`` with its clock times written on the 24-hour clock: "2:40 PM" as "14:40",
    "12:30 a.m." as "00:30", "5 pm" as "17:00", "noon" as "12:00", "midnight" as "00:00",
    "9:05" as "09:05", and an ISO timestamp's date apart from its time ("2026-12-08
    15:00"). Precondition: "H:MM" or an hour from 1 to 12 with "am" or "pm" after it is a
    time on the 12-hour clock, "noon" (or "midday") and "midnight" name those hours; "H:MM"
    without is read as written (zero-padded)."""
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
    return (m.group(3) or m.group(4) or "").lower()


def _as24(m: re.Match[str]) -> str | None:
    hour, half = int(m.group(1)), _half(m)
    if (half and not 1 <= hour <= 12) or not (half or m.group(2)):
        return None
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    return f"{hour:02d}:{m.group(2) or '00'}"


def gives(text: str, value: str) -> bool:
    """Whether ``text`` (an answer, its clock times read by ``clock24``) gives ``value``
    (a result's short value, as text) in any of the forms of this module."""
    if NUMBER.fullmatch(value):
        n = float(value.replace(",", ""))
        return writes(text, n) or (n.is_integer() and counted(text, int(n)))
    low, value_low = clock24(text).lower(), value.strip().lower()
    return value_low in text.lower() or value_low in low or code_words(low, value) \
        or date_in_words(low, value) or time_of_day(low, value) or quoted_part(low, value)


def counted(text: str, n: int) -> bool:
    """Whether ``text`` writes the count ``n`` (two to twelve) as a word ("two moons")."""
    return any(COUNT_WORDS.get(w) == n for w in re.findall(r"[a-z]+", text.lower()))


def code_words(text: str, value: str) -> bool:
    """Whether ``text`` writes the code ``value``, words joined by ``_`` or ``-`` and
    nothing else (``in_transit``, ``out-for-delivery``), as its words ("in transit").
    Precondition: a code of letters alone names its words; one with digits (``INV-7``) is
    an identifier, to be written as given."""
    if not _CODE.fullmatch(value.strip()):
        return False
    phrase = " ".join(re.split(r"[_-]", value.strip().lower()))
    return re.search(rf"(?<![a-z]){re.escape(phrase)}(?![a-z])", text.lower()) is not None


def date_in_words(text: str, value: str) -> bool:
    """Whether ``text`` writes the ISO date ``value`` (``2026-12-24``, a time after it
    aside) with its month's name and its day ("December 24", "24th of Dec", "Dec. 24,
    2026"); a year written right after must be the date's. Precondition: a month's name
    beside a day number names that date."""
    m = _ISO_DATE.fullmatch(value.strip())
    if not m or not 1 <= int(m.group(2)) <= 12:
        return False
    year, month, day = m.group(1), MONTHS[int(m.group(2)) - 1], int(m.group(3))
    name = rf"(?:{month}|{month[:3]}\.?)"
    ordinal = rf"0?{day}(?:st|nd|rd|th)?"
    for found in re.finditer(rf"\b(?:{name}\s+{ordinal}|{ordinal}(?:\s+of)?\s+{name})\b"
                             rf"(?:,?\s+(\d{{4}}))?", text.lower()):
        if found.group(1) in (None, year):
            return True
    return False


def time_of_day(text: str, value: str) -> bool:
    """Whether ``text`` (its clock times read by ``clock24``) writes the ISO timestamp
    ``value``'s time of day ("leaves at 6:05 PM today" for ``2026-12-04T18:05:00Z``) and
    no other date in words. Precondition: a time with no date beside it is the
    timestamp's day ("today", "on Saturday": a weekday is not checked); an answer that
    names a date names the timestamp's (``date_in_words``) or another."""
    m = _ISO_DATE.fullmatch(value.strip())
    at = re.match(r"[T ](\d{2}):(\d{2})", value.strip()[10:]) if m else None
    if not at or _DAY_IN_WORDS.search(text.lower()):
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
