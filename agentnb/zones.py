"""A result's timestamp written on the clock of another time zone: "It lands at 08:30 UTC"
after ``"arrives": "2026-12-05T09:30:00+01:00"``, "The webinar starts at 4 PM Paris time"
after ``"2026-12-08T15:00:00Z"``. The answer checks (``agentnb.checks``) count such a time,
and the date it falls on there, as written: it is no number from nowhere, and it gives the
timestamp.

A Unix time counts as a timestamp where a JSON key names a moment ("sunrise", "dt",
"created", "starts_at": ``_MOMENT``) and it is a whole number of seconds (or milliseconds)
between 2001 and 2033: "Sunrise in Paris is at 8:42 AM" for ``"sunrise": 1796456520``.

Precondition: the timestamp carries its offset (``Z``, ``+01:00``): it is one instant; and
the answer names the zone's clock, "UTC" or "GMT", or a city that names a time zone of the
tz database (``Europe/Paris``, ``America/New_York``, ``Asia/Tokyo``), written with
capitals. A city inside a zone that does not name it ("Lyon") is not read, nor is a zone
the answer does not name (this machine's, the user's). Where it can be wrong: a city the
answer names for another reason ("the flight to Tokyo") lets a time on Tokyo's clock pass.
A date named beside such a time must be the one it falls on there (``misdated``): "8:30
AM Tokyo time on December 11" for ``2026-12-11T23:30:00Z`` names the timestamp's own date,
though it is December 12 in Tokyo.

The same cities read an argument: a parameter whose example is a zone's key, holding a
zone nothing says (SmolLM2 kept the example's "America/New_York" for "What time is 15:00
London time in Tokyo?", ``mixed_requests.py --later families8``), takes the zone of the
city the request asks for (``zone_fix``, a rule of ``GroundArguments``).
"""

from __future__ import annotations

import datetime
import re
import zoneinfo
from collections.abc import Sequence
from functools import lru_cache

from .codes import role_at
from .examples import example_text, free_string, role
from .forms import CLOCK24, ZONED, Date, clock24, named_dates, same_date, zoned
from .relevance import NOT_JSON, json_items, read_json
from .tools import Tool
from .types import ToolCall

_UTC = re.compile(r"\b(?:UTC|GMT)\b")
# a name in capitals, of one to three words ("Paris", "New York", "Los Angeles")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}\b")
# the words of a key that names a moment ("sunrise", "dt", "created", "starts_at",
# "arrival_time"): a whole number under it in the range of ``_EPOCH`` is a Unix time
_MOMENT = frozenset({
    "dt", "time", "timestamp", "ts", "epoch", "sunrise", "sunset", "at", "date", "datetime",
    "created", "updated", "modified", "expires", "expiry", "start", "starts", "started",
    "end", "ends", "ended", "departure", "departs", "arrival", "arrives", "since", "until",
    "when", "finished", "deadline", "due"})
_EPOCH = (10**9, 2 * 10**9)  # seconds: 2001-09-09 to 2033-05-18 (milliseconds: x 1000)
_KEY_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


@lru_cache(maxsize=1)
def _all_keys() -> frozenset[str]:
    """Every key of the tz database; none where it is missing."""
    try:
        return frozenset(zoneinfo.available_timezones())
    except Exception:  # no tz database on this machine: nothing is read
        return frozenset()


@lru_cache(maxsize=1)
def _cities() -> dict[str, str]:
    """The cities that name a zone of the tz database, lowercased, with its key
    ("new york": ``America/New_York``); none where the database is missing."""
    out: dict[str, str] = {}
    for key in sorted(_all_keys()):
        area, _, city = key.rpartition("/")
        if area and area.split("/")[0] not in ("Etc", "SystemV", "US", "Brazil", "Canada",
                                               "Chile", "Mexico"):
            out.setdefault(city.replace("_", " ").lower(), key)
    return out


@lru_cache(maxsize=32)
def named_zones(text: str) -> tuple[datetime.tzinfo, ...]:
    """The time zones ``text`` names: UTC for "UTC" or "GMT", and each city written with
    capitals that names a zone ("Paris time", "in New York")."""
    out: list[datetime.tzinfo] = [datetime.timezone.utc] if _UTC.search(text) else []
    return tuple(out + [zoneinfo.ZoneInfo(key) for _, key in _zone_cities(text)])


def _zone_cities(text: str) -> list[tuple[re.Match[str], str]]:
    """Each name written with capitals in ``text`` that holds a city naming a zone, with
    that zone's key ("New York" before "York": ``America/New_York``)."""
    cities = _cities()
    out: list[tuple[re.Match[str], str]] = []
    for m in _NAME.finditer(text):
        parts = re.split(r"[ -]", m.group())
        for size in range(len(parts), 0, -1):  # "New York" before "York"
            found = next((cities[" ".join(parts[i:i + size]).lower()]
                          for i in range(len(parts) - size + 1)
                          if " ".join(parts[i:i + size]).lower() in cities), None)
            if found:
                out.append((m, found))
                break
    return out


def zone_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
             ) -> dict[str, str] | None:
    """The zone the request asks for by its city, for each argument of ``call`` whose
    example is a zone of the tz database and whose value nothing says; else None.
    ``call`` is not changed.

    Precondition, for each argument changed: the parameter is a string without ``enum``
    whose example is a zone's key ("IANA zone, e.g. 'Europe/London'"); no text of
    ``said`` (what the conversation says: ``Turn.said``) writes the value's city (the
    example copied, "America/New_York" for "15:00 London time in Tokyo", or one made
    up); the request names exactly one zone by its city (``named_zones``; "Lyon" names
    none) for the parameter: where its name says a start (``examples.role``:
    "from_zone"), a city after "from" or before "time" ("09:00 Berlin time"), where it
    says an end ("to_zone"), one after "in", "into" or "to", and otherwise any; no other
    argument holds that zone; the call validates with it. Not read after a negation (the
    caller gives no ``said`` there).

    The value stands where it is a key of the database that names no city ("US/Eastern",
    "UTC": a zone by another name), or one whose clock is the asked zone's (``_same_clock``:
    "Europe/Kiev" for "in Kyiv"). A value that is no key of the database, a city that
    names a zone under another area ("Europe/New_York"), becomes that zone's key
    ("America/New_York"), whatever the request says.

    Where it can be wrong: the city the request names is where something else is ("Time
    in Paris, for my call with Tokyo" for a parameter ``zone`` gives Paris's)."""
    props = tool.parameters.get("properties", {})
    keys = set(_cities().values())
    held = {v for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k, spec in props.items():
        value = call.arguments.get(k)
        if not free_string(spec) or not isinstance(value, str) or \
                (example_text(spec) or "").strip("'\"` ") not in keys:
            continue
        city = value.rpartition("/")[2].replace("_", " ")
        if "/" in value and value not in _all_keys() and city.lower() in _cities():
            fix[k] = _cities()[city.lower()]  # "Europe/New_York": another area's
            continue
        if value in _all_keys() and city.lower() not in _cities():
            continue  # a zone by another name ("US/Eastern", "UTC")
        if any(re.search(rf"\b{re.escape(city)}\b", t, re.I) for t in said if city):
            continue
        wanted = role(k)
        found = {key for m, key in _zone_cities(request)
                 if wanted is None or _zone_role(request, m) == wanted}
        if len(found) == 1 and (key := found.pop()) not in held and not (
                value in _all_keys() and _same_clock(value, key)):
            fix[k] = key
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _same_clock(one: str, other: str) -> bool:
    """Whether two keys of the database keep the same clock, winter and summer, now and
    in 2010: one zone by two names ("Europe/Kiev" and "Europe/Kyiv"), or two zones whose
    times agree."""
    instants = [datetime.datetime(y, m, 15, tzinfo=datetime.timezone.utc)
                for y in (2010, 2026) for m in (1, 7)]
    a, b = zoneinfo.ZoneInfo(one), zoneinfo.ZoneInfo(other)
    return all(t.astimezone(a).utcoffset() == t.astimezone(b).utcoffset() for t in instants)


def _zone_role(request: str, at: re.Match[str]) -> str | None:
    """The role the words around the city at ``at`` give it (``codes.role_at``: "end"
    after "in", "into" or "to", "start" after "from"), or "start" right before "time"
    ("09:00 Berlin time")."""
    found = role_at(request, at)
    if found is None and re.match(r"\s+time\b", request[at.end():], re.I):
        return "start"
    return found


def epoch(value: object) -> datetime.datetime | None:
    """``value`` as a Unix time, when it is a whole number of seconds since 1970 between
    2001 and 2033 (``_EPOCH``), or of milliseconds."""
    if isinstance(value, str) and re.fullmatch(r"[0-9]+", value.strip()):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    for scale in (1, 1000):
        if _EPOCH[0] * scale <= value < _EPOCH[1] * scale:
            return datetime.datetime.fromtimestamp(value / scale, datetime.timezone.utc)
    return None


@lru_cache(maxsize=64)
def instants(text: str) -> tuple[datetime.datetime, ...]:
    """The moments ``text`` writes, as instants: its ISO timestamps with an offset, and,
    in JSON, the Unix times (``epoch``) under a key naming a moment (``_MOMENT``:
    ``"sunrise": 1796456520``). A result is read once for an answer and its draws."""
    out = [t for key, item in _items(text) if key is not None and _MOMENT & {
        w.lower() for w in _KEY_WORD.findall(key)} and (t := epoch(item)) is not None]
    for m in ZONED.finditer(text):
        try:
            out.append(zoned(m.group()))
        except (ValueError, OverflowError):
            continue
    return tuple(out)


def _items(text: str) -> list[tuple[str | None, object]]:
    data = read_json(text) if text.lstrip()[:1] in ("{", "[") else NOT_JSON
    return [] if data is NOT_JSON else list(json_items(data))


def on_named_clocks(answer: str, sources: list[str]) -> dict[str, Date]:
    """The times ("HH:MM", 24-hour) that the timestamps of ``sources`` show on the clocks
    the answer names (``named_zones``), each with the date it falls on there."""
    zones = named_zones(answer)
    return _on_clocks([x for src in sources for x in instants(src)] if zones else [], zones)


def _on_clocks(stamps: list[datetime.datetime], zones: tuple[datetime.tzinfo, ...]
               ) -> dict[str, Date]:
    out: dict[str, Date] = {}
    for at in stamps:
        for zone in zones:
            try:
                time, day = _clock(at.astimezone(zone))
            except (ValueError, OverflowError):
                continue
            out[time] = day
    return out


def _clock(at: datetime.datetime) -> tuple[str, Date]:
    """``at``'s time ("HH:MM") and date, on its own clock."""
    return f"{at.hour:02d}:{at.minute:02d}", Date(at.month, at.day, at.year)


def blank_clocks(text: str, shown: dict[str, Date]) -> str:
    """``text`` (on the 24-hour clock) with the times in ``shown`` blanked: their numbers
    are the timestamp's, not the text's."""
    if not shown:
        return text
    return CLOCK24.sub(lambda m: " " if _hhmm(m) in shown else m.group(), text)


def _hhmm(m: re.Match[str]) -> str:
    return f"{int(m.group(1)):02d}:{m.group(2)}"


def gives_on_named_clock(answer: str, value: str) -> bool:
    """Whether ``answer`` writes the timestamp ``value``'s time on the clock of a zone it
    names (``on_named_clocks``): "4 PM Paris time" for ``2026-12-08T15:00:00Z``, "8:42 AM
    in Paris" for the Unix time 1796456520 (``epoch``)."""
    zones = named_zones(answer)
    at = epoch(value) if zones else None
    shown = _on_clocks([at] if at else list(instants(value)) if zones else [], zones)
    return bool(shown) and any(_hhmm(m) in shown for m in CLOCK24.finditer(clock24(answer)))


def misdated(answer: str, sources: list[str], shown: dict[str, Date] | None = None
             ) -> list[str]:
    """The dates ``answer`` names that the time nearest them in their
    sentence does not fall on, where that sentence holds a time on a named clock that is
    no timestamp's own ("7 AM Tokyo time on December 14" for ``2026-12-14T22:00:00Z``:
    December 15 there). A time on its own clock keeps its own date ("December 14 at 22:00
    UTC, or 7 AM on December 15 in Tokyo"). Each as written, as the answer checks name
    every number and date they find in no source. ``shown``: ``on_named_clocks``'s, when
    the caller has it."""
    shown = on_named_clocks(answer, sources) if shown is None else shown
    if not shown:
        return []
    own: dict[str, set[Date]] = {}
    for at in (x for src in sources for x in instants(src)):
        time, day = _clock(at)
        own.setdefault(time, set()).add(day)
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+", answer):
        text = clock24(sentence)
        times = [(m.start(), _hhmm(m)) for m in CLOCK24.finditer(text)]
        if not any(t in shown and t not in own for _, t in times):
            continue
        for m, d in named_dates(text):
            _, near = min(times, key=lambda x: abs(x[0] - m.start()))
            there = own.get(near, set()) | ({shown[near]} if near in shown else set())
            if not same_date(d, there):
                out.append(m.group().strip())
    return out
