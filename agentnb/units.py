"""Units of figures, for temperatures, distances, money, weights, durations, speeds
("km/h", "mph", "m/s", knots; "miles per hour" in words), data sizes (bytes to TB) and
volumes (ml, litres, gallons, cubic metres): the unit a tool result gives a
number in and the unit an answer writes beside it (a figure converted to another unit of
its kind: ``agentnb.conversions``). An answer *misnames* a
figure when it writes a result's number with another unit, of the same kind ("465.0
miles" after a tool "in kilometres" returned 465.0; "19 degrees Fahrenheit" for
``temperature_c: 19``) or of another ("Postage is 4.2 kg." for ``price_gbp: 4.2``). The
answer draws (``agentnb.draws``) count that as trouble.

Where a result's number gets its unit, in this order (none of them: no unit, and nothing
is checked):

- its key names one: ``temperature_c``, ``distance_km``, ``price_usd``, ``miles``,
  ``bake_minutes``, ``size_mb`` (a unit's short form only beside a word of its kind,
  ``_KEY_SHORT``: ``temp_c``, ``high_c``, ``oven_f``, ``height_m``, ``runtime_min``,
  ``fuel_tank_l``; ``temp_min`` is a minimum);
- it is a duration written short (``duration_of``: ``"8h 35m"``, ``"PT2H50M"``), in
  seconds;
- a ``currency`` or ``unit`` beside it, the only number there, names one
  (``{"amount": 27.6, "currency": "EUR"}``);
- the result holds that one number alone, and the tool's name and description name units
  of one kind that agree (``get_distance_km``, "Price of an item in US dollars."), or, for
  a converter, which names two, the units right after "to" agree
  (``celsius_to_fahrenheit``, "Convert a temperature from Celsius to Fahrenheit.": °F).

An answer's unit for a number is a sign or code right before it ("$4.5", "EUR 27.6"), else
the first unit word within three words after it, before any other number ("465 km", "19
degrees Celsius", "4.5 US dollars", "24°F"; "hour", "day", "min" and their kin only right
after it), else the last "in <unit>" of its sentence before it, with no other number in
between ("The distance in miles is 226."), else, for a range's first end, its other end's
("between 27 and 39°F", "5-7 km"). A number the
request also states is not checked: the request may give it in a unit of its own. "$" and
"dollars" stand for any dollar (US, Canadian, ...); "cents" and "pence" are units of their
own. "Pounds" is money unless a word of weight is beside it ("Weight of a suitcase in
pounds.", ``weight_pounds``, "How heavy is it in pounds?") or the answer writes it with a
result's weight ("48.5 pounds" for a suitcase weighing 48.5 lb).
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_DOLLARS = frozenset({"USD", "CAD", "AUD", "NZD", "SGD", "HKD"})
# a word -> (kind, the units it may stand for)
_WORDS: dict[str, tuple[str, frozenset[str]]] = {}
KIND_OF: dict[str, str] = {}  # a unit -> its kind
for _kind, _table in {
    "temperature": {"C": "celsius centigrade °c", "F": "fahrenheit °f", "K": "kelvin"},
    "distance": {"km": "km kms kilometre kilometres kilometer kilometers",
                 "mi": "mi mile miles", "m": "metre metres meter meters",
                 "ft": "ft foot feet"},
    "money": {"USD": "usd us$", "CAD": "cad", "AUD": "aud", "NZD": "nzd", "EUR": "eur euro "
              "euros €", "GBP": "gbp pound pounds £ sterling", "JPY": "jpy yen ¥",
              "CHF": "chf franc francs", "INR": "inr rupee rupees ₹", "CNY": "cny yuan",
              "cent": "cent cents", "penny": "penny pence"},
    "mass": {"kg": "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes",
             "g": "g gram grams gramme grammes", "lb": "lb lbs", "oz": "oz ounce ounces"},
    "speed": {"km/h": "km/h kmh kph kmph", "mph": "mph mi/h", "m/s": "m/s mps",
              "kn": "knot knots kts"},
    "duration": {"s": "sec secs second seconds", "min": "min mins minute minutes",
                 "h": "hr hrs hour hours", "day": "day days", "week": "week weeks"},
    # KB to TB in thousands or in 1,024s (``agentnb.conversions``): "KiB" is no other unit;
    # "mb" is megabytes, never millibars (a pressure has no unit here)
    "data": {"B": "byte bytes", "KB": "kb kib kilobyte kilobytes kibibyte kibibytes",
             "MB": "mb mib megabyte megabytes mebibyte mebibytes",
             "GB": "gb gib gigabyte gigabytes gibibyte gibibytes",
             "TB": "tb tib terabyte terabytes tebibyte tebibytes"},
    "volume": {"ml": "ml millilitre millilitres milliliter milliliters",
               "l": "litre litres liter liters", "gal": "gal gals gallon gallons",
               "m3": "m3 m³", "ft3": "ft3 ft³"},
}.items():
    for _unit, _words in _table.items():
        KIND_OF[_unit] = _kind
        for _w in _words.split():
            _WORDS[_w] = (_kind, frozenset({_unit}))
for _w in ("$", "dollar", "dollars"):
    _WORDS[_w] = ("money", _DOLLARS)
_NAMES = {"C": "°C", "F": "°F", "K": "kelvin", "mi": "miles", "m": "metres", "ft": "feet",
          "cent": "cents", "penny": "pence", "g": "grams", "lb": "pounds", "oz": "ounces",
          "s": "seconds", "min": "minutes", "h": "hours", "day": "days", "week": "weeks",
          "kn": "knots", "B": "bytes", "l": "litres", "gal": "gallons",
          "m3": "cubic metres", "ft3": "cubic feet"}
# words that are a unit only right after a number ("45 min", "1 hour"): elsewhere they are
# a minimum, an hour or a day of the clock or the calendar, an ordinal ("temp_min",
# ``"hour": 14``, "in second place")
_AFTER_NUMBER = frozenset({"min", "sec", "second", "minute", "hour", "day", "week"})
_LETTERS = {"c": "°c", "f": "°f", "k": "kelvin"}  # after "degrees" or "°", or in a temp key
# a unit's short form in a key is the unit beside a word of its kind ("temp_c" °C,
# "height_m" metres, "runtime_min" minutes, "weight_g" grams); elsewhere it may be anything
# ("temp_min" is a minimum, "price_c" a category); a key's word of a kind begins with one
# of these
_KIND_WORDS = {"temperature": ("temp", "high", "low", "max", "min", "feel", "dew", "chill",
                               "heat", "oven"),
               "kelvin": ("temp",),  # "k" beside these alone: ``max_k`` may be a count
               "distance": ("height", "distance", "length", "elevation", "altitude",
                            "depth", "width"),
               "mass": ("weight", "mass"),
               "duration": ("time", "duration", "runtime", "eta", "wait", "delay",
                            "elapsed"),
               "volume": ("volume", "capacity", "fuel", "tank", "water", "liquid")}
_KEY_SHORT = {**{c: ("kelvin" if c == "k" else "temperature", unit)
                for c, unit in _LETTERS.items()},
              "m": ("distance", "metres"),
              "g": ("mass", "grams"), "min": ("duration", "minutes"),
              "sec": ("duration", "seconds"), "s": ("duration", "seconds"),
              "h": ("duration", "hours"), "l": ("volume", "litres")}
# "pounds" is money (GBP) unless a word of weight is beside it ("Weight of a suitcase in
# pounds.", ``weight_pounds``), or the figure it is written with is a weight
POUNDS = ("pound", "pounds")
_WEIGHT_WORDS = frozenset({"weight", "weigh", "weighs", "weighed", "mass", "heavy"})
LB = ("mass", frozenset({"lb"}))
_SIDE_KEYS = ("currency", "currency_code", "unit", "units")
_SIGNS = "$€£¥₹"
# a number as an answer or a source writes it ("1,490", "-4", "189.50"; the comma after
# "99, a figure" is the sentence's)
NUMBER = re.compile(r"(?<![\w.])-?\d(?:[\d,]*\d)?(?:\.\d+)?(?![\w])")
_BEFORE = re.compile(r"(?<![A-Za-z])([$€£¥₹]|[A-Za-z]+)\s*$")  # the word right before
_SENTENCE = re.compile(r"[.!?;\n]\s")
_IN_UNIT = re.compile(r"\bin\s+((?:degrees\s+|us\s+)?[a-z°$€£¥₹]+)", re.IGNORECASE)
_TOKEN = re.compile(r"°\s?[a-z]|km/h|mi/h|m/s|(?:m|ft)[3³]|[a-z]+\$|[a-z]+|[$€£¥₹]")
# a distance per hour or second, in words: "miles per hour", "kilometres an hour"
_PER = {("mi", "h"): "mph", ("km", "h"): "km/h", ("m", "s"): "m/s"}
_RANGE_JOINT = re.compile(r"\s*(-|–|\bto\b|\band\b)\s*", re.IGNORECASE)
_SHORT_DURATION = re.compile(  # "8h 35m", "45 min", "45 min 30 s"
    r"(?:(\d+)\s*h(?:\s*(\d+)\s*m)?(?:\s*(\d+)\s*s)?|(\d+)\s*min(?:\s*(\d+)\s*s)?)",
    re.IGNORECASE)
_ISO_DURATION = re.compile(r"P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?")
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)


@dataclass(frozen=True)
class Figure:
    """A number a tool result gives, with its kind and the units it may be in."""

    value: float
    kind: str
    units: frozenset[str]


def unit_of(word: str, after_number: bool = False) -> tuple[str, frozenset[str]] | None:
    """The kind and units a word stands for (``"km"``, ``"euros"``, ``"°f"``), or ``None``;
    "min", "hour", "day" and their kin only ``after_number`` (``_AFTER_NUMBER``)."""
    word = word.lower().replace(" ", "")
    return None if word in _AFTER_NUMBER and not after_number else _WORDS.get(word)


def name(units: frozenset[str]) -> str:
    """A unit in words: ``°C``, ``km``, ``EUR``; any dollar as ``dollars``."""
    if units == _DOLLARS:
        return "dollars"
    return " or ".join(_NAMES.get(u, u) for u in sorted(units))


def _agree(words: Iterable[str]) -> tuple[str, frozenset[str]] | None:
    """The units all of ``words`` that name one agree on: one kind, a shared unit."""
    found = [u for w in words if (u := unit_of(w)) is not None]
    if not found or len({k for k, _ in found}) > 1:
        return None
    units = frozenset.intersection(*(u for _, u in found))
    return (found[0][0], units) if units else None


@lru_cache(maxsize=1024)
def key_unit(key: str) -> tuple[str, frozenset[str]] | None:
    """The unit a result's key names (a result's records repeat their keys: cached)."""
    parts = _weighed([p for p in re.split(r"[_\W]+", key.lower()) if p])
    kinds = {kind for kind, named in _KIND_WORDS.items()
             if any(p.startswith(w) for p in parts for w in named)}
    words = [_KEY_SHORT[p][1] if p in _KEY_SHORT and _KEY_SHORT[p][0] in kinds else p
             for p in parts]
    return _agree(w for w in words if w not in _KEY_SHORT and unit_of(w) is not None)


def other_unit(key: str, request: str) -> bool:
    """Whether ``request`` names a unit of the kind of ``key``'s unit that ``key`` is not
    in ("in Fahrenheit" beside ``temperature_c``): it asks for the figure in another unit."""
    unit = key_unit(key)
    return unit is not None and any(
        (u := unit_of(w)) is not None and u[0] == unit[0] and not u[1] & unit[1]
        for w in _weighed(_words(request)))


def figures(result: str, tool_text: str = "") -> list[Figure]:
    """The numbers of a tool result (its text as the run keeps it) that have a unit;
    ``tool_text`` is the tool's name and description."""
    try:
        data = json.loads(result)
    except (ValueError, RecursionError, TypeError):
        return []
    out: list[Figure] = []
    numbers: list[float] = []

    def walk(value: Any, unit: tuple[str, frozenset[str]] | None) -> None:
        if isinstance(value, bool) or value is None:
            return
        if isinstance(value, str) and (seconds := duration_of(value)) is not None:
            out.append(Figure(seconds, "duration", frozenset({"s"})))
        if isinstance(value, (int, float)):
            numbers.append(float(value))
            if unit:
                out.append(Figure(float(value), *unit))
        elif isinstance(value, dict):
            # a currency or unit beside one number only ("amount" and "converted" beside
            # one "currency" may be in two)
            alone = sum(isinstance(v, (int, float)) and not isinstance(v, bool)
                        for v in value.values()) == 1
            side = next((u for k in _SIDE_KEYS if alone and isinstance(value.get(k), str)
                         and (u := unit_of(value[k])) is not None), None)
            for k, v in value.items():
                walk(v, key_unit(str(k)) or side or unit)
        elif isinstance(value, list):
            for v in value:
                walk(v, unit)

    walk(data, None)
    if not out and len(numbers) == 1 and (unit := _tool_unit(_weighed(_words(tool_text)))):
        out.append(Figure(numbers[0], *unit))
    return out


def duration_of(text: str) -> float | None:
    """The seconds a duration written short stands for: "8h 35m", "2h", "1h30m", "45 min",
    "PT2H50M" (ISO 8601); ``None`` for anything else ("45m" alone may be metres, "90s" a
    decade)."""
    text = text.strip()
    if (iso := _ISO_DURATION.fullmatch(text)) and any(iso.groups()):
        d, h, mins, secs = (float(g or 0) for g in iso.groups())
        return d * 86400 + h * 3600 + mins * 60 + secs
    if not (m := _SHORT_DURATION.fullmatch(text)):
        return None
    h, mins, secs, mins2, secs2 = (float(g or 0) for g in m.groups())
    return h * 3600 + (mins + mins2) * 60 + secs + secs2


def _tool_unit(words: list[str]) -> tuple[str, frozenset[str]] | None:
    """The unit a tool's words give its result in: the units they name, when they agree;
    else, when they name units of one kind, the ones right after "to" or "into", when
    those agree (a converter: ``celsius_to_fahrenheit``, "Convert kilometres to miles.")."""
    named = [u for w in words if (u := unit_of(w)) is not None]
    if len({k for k, _ in named}) != 1:
        return None
    return _agree(words) or _agree(w for i, w in enumerate(words)
                                   if i and words[i - 1] in ("to", "into"))


def _words(text: str) -> list[str]:
    """The words and signs of ``text``, lowercased; ``c``, ``f`` and ``k`` after
    "degrees" read as the units they are ("degrees C"), "US dollars" as ``usd``."""
    words = [t.replace(" ", "") for t in _TOKEN.findall(text.lower().replace("_", " "))]
    if "per" in words or "an" in words or "a" in words:
        words = _speeds(words)
    if "cubic" in words:
        words = _cubic(words)
    return [_LETTERS[w] if w in _LETTERS and i and words[i - 1] in ("degrees", "degree")
            else "usd" if w in ("dollar", "dollars") and i and words[i - 1] == "us"
            else w for i, w in enumerate(words)]


def _speeds(words: list[str]) -> list[str]:
    """``words`` with a distance per hour or second in words as one speed: "miles per
    hour" ``mph``, "kilometres an hour" ``km/h``, "metres per second" ``m/s``."""
    out: list[str] = []
    i = 0
    while i < len(words):
        distance, time = (_WORDS.get(w, ("", frozenset()))[1] for w in (
            words[i], words[i + 2] if i + 2 < len(words) else ""))
        pair = (next(iter(distance), ""), next(iter(time), ""))
        if pair in _PER and words[i + 1] in ("per", "an", "a"):
            out.append(_PER[pair])
            i += 3
        else:
            out.append(words[i])
            i += 1
    return out


def _cubic(words: list[str]) -> list[str]:
    """``words`` with "cubic" and a unit of distance as one volume: "cubic metres" ``m3``,
    "cubic feet" ``ft3``."""
    out: list[str] = []
    for w in words:
        unit = _WORDS.get(w, ("", frozenset()))[1]
        if out and out[-1] == "cubic" and unit in ({"m"}, {"ft"}):
            out[-1] = f"{next(iter(unit))}3"
        else:
            out.append(w)
    return out


def _weighed(words: list[str]) -> list[str]:
    """``words`` (a key's, a tool's or a request's) with "pounds" read as a weight ("lbs")
    where a word of weight is among them; else it stays money. An answer's "pounds" is
    read by the figure it is written with (``misnamed``)."""
    if not _WEIGHT_WORDS & set(words):
        return words
    return ["lbs" if w in POUNDS else w for w in words]


SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "%": 0.01,
          "percent": 0.01, "per cent": 0.01}
_SCALE = re.compile(r"\s*(%)|\s+(thousand|million|billion|trillion|per\s?cent)\b",
                    re.IGNORECASE)
_BELOW_ZERO = re.compile(r"(?:\s*°\s*[cf]?|\s+degrees?(?:\s+(?:celsius|fahrenheit))?)?"
                         r"\s+below\s+zero\b", re.IGNORECASE)
_MINUS = re.compile(r"\bminus\s*$", re.IGNORECASE)


def significant(text: str) -> int:
    """How many significant digits the number ``text`` writes: "18" 2, "0.9" 1, "9.50" 3,
    "1,500" 2 (a whole number's trailing zeros are not counted), "10" 1."""
    digits = text.replace(",", "").lstrip("+-")
    if "." in digits:
        return len(digits.replace(".", "").lstrip("0"))
    return len(digits.strip("0"))


def same_number(a: float, text: str, scale: float = 1.0) -> bool:
    """Whether the number ``text`` writes ``a``, rounded as far as it shows: within half a
    unit of its last decimal ("189.5" and "190" for 189.5; "35" and "34" for 34.5; "14.97"
    for 14.965), and, for a whole number of two significant digits or more ending in
    zeros, of its last digit that is not zero ("535,000" for 535064, "1,500" for 1490.53;
    "10" stays 10 give or take 0.5). With the ``scale`` its words give
    (``numbers_written``: "10.4" of "10.4 million", "82" of "82%"), read scaled or as
    written (10379007, or a result's 10.4 in millions; 0.82 or 82). Where it can be
    wrong: a whole number ending in zeros may be exact, and is read as rounded ("120" for
    anything from 115 to 125)."""
    return near(a, readings(text, scale))


def near(a: float, found: list[tuple[float, float]]) -> bool:
    """Whether ``a`` is within one of the ``readings`` of a number (a value and half its
    last digit's step)."""
    return any(abs(value - a) <= half + 1e-9 * max(1.0, abs(a)) for value, half in found)


def readings(text: str, scale: float = 1.0) -> list[tuple[float, float]]:
    """The values the number ``text`` may stand for, each with half the step of its last
    digit shown (``same_number``): scaled, and as written when ``scale`` is not 1."""
    value = float(text.replace(",", ""))
    plain = text.replace(",", "").lstrip("+-")
    if "." in plain:
        step = 10.0 ** -len(plain.split(".")[1])
    else:
        step = 10.0 ** (len(plain) - len(plain.rstrip("0"))) if significant(text) >= 2 else 1
    out = [(value * scale, abs(step * scale) / 2)]
    return [*out, (value, step / 2)] if scale != 1 else out


def numbers_written(text: str) -> list[tuple[str, float]]:
    """The numbers ``text`` writes, each with the scale its words give (none: 1): a scale
    word after it ("10.4 million": ``("10.4", 1e6)``), a percentage ("82%", "40 percent":
    0.01, as a fraction may be written), below zero ("minus 4", "38 degrees below zero":
    -1)."""
    low = text.lower()
    below, minus = "below zero" in low, "minus" in low  # most texts have neither
    out = []
    for m in NUMBER.finditer(text):
        scale, end = 1.0, m.end()
        if text[end:end + 1] in ("%", " ") and (s := _SCALE.match(text, end)):
            scale = SCALES[" ".join((s.group(1) or s.group(2)).lower().split())]
        if (below and _BELOW_ZERO.match(text, end)) or (minus and _MINUS.search(
                text, max(0, m.start() - 12), m.start())):  # "minus " just before
            scale = -scale
        out.append((m.group(), scale))
    return out


def writes(text: str, a: float) -> bool:
    """Whether ``text`` writes the number ``a`` anywhere, rounded as far as it shows, with
    its scale word or without (``same_number``: "about 10.4 million" for 10379007)."""
    return any(same_number(a, t, scale) for t, scale in numbers_written(text))


def written_unit(answer: str, start: int, end: int) -> tuple[str, str, frozenset[str]] | None:
    """The unit an answer writes beside the number at ``answer[start:end]``: the word, its
    kind and units; ``None`` when it writes none. A range's first end takes the unit
    beside its other end ("between 27 and 39°F", "5-7 km")."""
    if (unit := _unit_beside(answer, start, end)) is not None:
        return unit
    joint = _RANGE_JOINT.match(answer, end)
    if joint and (other := NUMBER.match(answer, joint.end())) and (
            joint.group(1) != "and" or _BETWEEN.search(answer, max(0, start - 16), start)):
        return _unit_beside(answer, other.start(), other.end())
    return None


def _unit_beside(answer: str, start: int, end: int) -> tuple[str, str, frozenset[str]] | None:
    """``written_unit``, its range aside. It reads a window around the number (40
    characters before, 120 after, its sentence within 200 before), so a long answer with
    many numbers is read in linear time."""
    before = _BEFORE.search(answer, max(0, start - 40), start)
    if before and (u := unit_of(w := before.group(1).lower())) is not None and \
            (w in _SIGNS or len(w) == 3):  # "$4.5", "EUR 27.6"
        return (w, *u)
    cut = NUMBER.search(answer, end, end + 120)
    for i, w in enumerate(_words(answer[end:cut.start() if cut else end + 120])[:3]):
        if (u := unit_of(w, after_number=not i)) is not None and (len(w) > 1 or w in _SIGNS):
            return (w, *u)
    # "... in miles is 226": the last "in <unit>" of its sentence, no number in between
    lo = max(0, start - 200)
    breaks = [*_SENTENCE.finditer(answer, lo, start)]
    phrase = [*_IN_UNIT.finditer(answer, breaks[-1].end() if breaks else lo, start)]
    if phrase and not NUMBER.search(answer, phrase[-1].end(), start):
        w = _words(phrase[-1].group(1))
        if w and (u := unit_of(w[-1])) is not None and len(w[-1]) > 1:
            return (w[-1], *u)
    return None


def read_as(written: tuple[str, str, frozenset[str]], found: Iterable[Figure]
            ) -> tuple[str, frozenset[str]]:
    """The kind and units of an answer's unit (``written_unit``) beside the figures
    ``found`` it may write: "pounds" is a weight where one of them is a weight ("48.5
    pounds" for a suitcase of 48.5 lb), else money."""
    word, kind, units = written
    if word in POUNDS and any(f.kind == LB[0] for f in found):
        return LB
    return kind, units


def misnamed(answer: str, found: list[Figure], request: str = "",
             conversions: Collection[str] = ()) -> list[str]:
    """The figures ``answer`` writes with a unit that is not the one the results give it
    in: of the same kind ("465.0 miles" after 465.0 km) or of another ("Postage is 4.2
    kg." after a price of 4.2 GBP); a number the request states, or one a result gives
    in the unit written or in a unit of the kind written (two figures of one value, "2.0
    kg and 2.0 GBP"), is left alone, and so are a result's number with no unit (not a
    figure) and the numbers read as a figure converted (``conversions``,
    ``agentnb.conversions.converted``:
    the "4" of "9 pounds 4 ounces" for 4.2 kg)."""
    stated = NUMBER.findall(request)
    out: list[str] = []
    for m in NUMBER.finditer(answer):
        text = m.group()
        value = float(text.replace(",", ""))
        if text in conversions or any(
                abs(float(s.replace(",", "")) - value) < 1e-9 for s in stated):
            continue
        written = written_unit(answer, m.start(), m.end())
        matches = [f for f in found if same_number(f.value, text)]
        if written is None or not matches:
            continue
        kind, units = read_as(written, matches)
        if not any(f.units & units for f in matches) and (
                all(f.kind == kind for f in matches) or all(f.kind != kind for f in matches)):
            word = _as_written(answer, m.start(), m.end(), written[0])
            out.append(f"{text} {word} (the result gives {name(matches[0].units)})")
    return out


def _as_written(answer: str, start: int, end: int, word: str) -> str:
    """``word`` (a unit read lowercased) as the answer writes it near the number at
    ``answer[start:end]``: "MB", "Fahrenheit"; as read where the answer writes it in
    other words ("miles per hour" read as ``mph``)."""
    near = re.compile(re.escape(word), re.IGNORECASE)
    found = near.search(answer, end, end + 120) or \
        next(reversed([*near.finditer(answer, max(0, start - 200), start)]), None)
    return found.group() if found else word

