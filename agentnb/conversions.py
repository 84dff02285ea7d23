"""A result's figure written in another unit of its kind: "about 65°F" for 18.4 °C,
"about 289 miles" for 465 km, "1.5 hours" and "4 hours 50 minutes" for 90 and 290
minutes, "9 pounds 4 ounces" for 4.2 kg, "an hour and a half" for 90 minutes, "about 2.4
MB" for 2,400,000 bytes, "about 13 gallons" for 50 litres. The answer
checks (``agentnb.checks.signs``) count such a number as written: it is no number from
nowhere, no unit misnamed, and it uses and gives the result's value. Money is never
converted: no result gave the rate.
"""

from __future__ import annotations

import re

from .counts import COUNT, count_of
from .units import (
    KIND_OF,
    LB,
    NUMBER,
    POUNDS,
    Figure,
    read_as,
    readings,
    same_number,
    significant,
    unit_of,
    written_unit,
)

# a unit's size in its kind's base unit (metres, grams, seconds, metres a second, bytes,
# litres); temperatures apart, and money, which has no fixed rate, never converted
_SIZES = {"km": 1000.0, "mi": 1609.344, "m": 1.0, "ft": 0.3048, "kg": 1000.0, "g": 1.0,
          "lb": 453.59237, "oz": 28.349523125, "s": 1.0, "min": 60.0, "h": 3600.0,
          "day": 86400.0, "week": 604800.0, "km/h": 1 / 3.6, "mph": 0.44704, "m/s": 1.0,
          "kn": 1852 / 3600, "B": 1.0, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12,
          "ml": 0.001, "l": 1.0, "gal": 3.785411784, "m3": 1000.0, "ft3": 28.316846592}
# the same units in the other convention a person writes them in: a KB of 1,024 bytes (a
# MB of 1,024 KB...), an imperial gallon
_OTHER_SIZES = {**_SIZES, "KB": 1024.0, "MB": 1024.0 ** 2, "GB": 1024.0 ** 3,
                "TB": 1024.0 ** 4, "gal": 4.54609}
_TWO_WAYS = frozenset(u for u in _SIZES if _OTHER_SIZES[u] != _SIZES[u])
# a temperature unit -> (its degree in °C, its zero in °C)
_DEGREES = {"C": (1.0, 0.0), "F": (5 / 9, -160 / 9), "K": (1.0, -273.15)}
_HOW_MANY = rf"{COUNT}|an?|one"
# a figure in words with its unit: "an hour and a half", "two and a half hours", "half an
# hour", "three quarters of an hour", "two weeks"
_WORDED = re.compile(
    r"\b(?:(?P<q>a|one|three)\s+quarters?\s+of\s+an?\s+(?P<q_unit>[a-z]+)"
    r"|half\s+an?\s+(?P<half_unit>[a-z]+)"
    rf"|(?P<n>{_HOW_MANY})\s+(?P<half1>and\s+a\s+half\s+)?(?P<unit>[a-z]+)"
    r"(?P<half2>\s+and\s+a\s+half)?)\b", re.IGNORECASE)
# two parts of one figure: "4 hours 50 minutes", "7 hours and 5 minutes", "9 lb, 4 oz"
_COMPOUND = re.compile(r"(?<![\w.])(\d+)\s*([a-z]+)(?=\s*,?\s+(?:and\s+)?(\d+(?:\.\d+)?)\s*"
                       r"([a-z]+)\b)", re.IGNORECASE)  # overlapping: "5 km, 4 hours 50 minutes"



def convert(value: float, unit: str, to: str, sizes: dict[str, float] = _SIZES
            ) -> float | None:
    """``value`` in ``unit`` written in ``to``, a unit of its kind (``sizes``, or a
    temperature); ``None`` for money and units of two kinds."""
    if unit in _DEGREES and to in _DEGREES:
        (d1, z1), (d2, z2) = _DEGREES[unit], _DEGREES[to]
        return (value * d1 + z1 - z2) / d2
    if unit in sizes and to in sizes and KIND_OF[unit] == KIND_OF[to]:
        return value * sizes[unit] / sizes[to]
    return None


def conversions(value: float, unit: str, to: str) -> list[float]:
    """``value`` in ``unit`` written in ``to`` (``convert``), in each convention a person
    may write them in: data sizes in thousands and in 1,024s ("16 GB" for 16,384 MB, "2.4
    MB" for 2,400,000 bytes), US and imperial gallons."""
    x = convert(value, unit, to)
    if x is None:
        return []
    if unit not in _TWO_WAYS and to not in _TWO_WAYS:
        return [x]
    y = convert(value, unit, to, _OTHER_SIZES)
    return [x] if y is None or y == x else [x, y]


def converted(answer: str, found: list[Figure], request: str = ""
              ) -> list[tuple[str, Figure]]:
    """The numbers ``answer`` writes as a result's figure converted to another unit of its
    kind, each with the figure: "about 65°F" for 18.4 °C, "289 miles" for 465 km, "1.5
    hours" for 90 minutes, and a figure in two parts, "4 hours 50 minutes" for 290 minutes,
    "9 pounds 4 ounces" for 4.2 kg (both its numbers).
    Precondition: the unit is written beside the number (``written_unit``), both units
    are of one kind with a fixed ratio (temperatures, distances, weights, durations, speeds,
    data sizes and volumes, in each convention of ``conversions``; never money, whose rate
    no result gave), and the exact conversion, rounded as far as
    the answer shows it, is the number with two significant digits or more (as a rounded
    figure must be to count, ``agentnb.checks.uses``), or is within 1% of it (a factor
    rounded, 1.6 km a mile: "about 6 feet" for 1.82 m). A compound's parts are one unit
    apart in size (hours then minutes) and its last part is read to its last digit. A
    figure in words (``worded``: "an hour and a half" for 90 minutes, "two weeks" for 14
    days) counts within 1%, in its figure's unit too. A number or words the ``request``
    states are no conversion: a converter's result is the request's number converted
    ("Convert 25 degrees Celsius to Fahrenheit." gives 77.0 °F), and writing the request's
    number back does not use it."""
    if not found:
        return []
    out = _converted(answer, found)
    stated = {float(t.replace(",", "")) for t in NUMBER.findall(request)}
    low = " ".join(request.lower().split())

    def said(text: str) -> bool:
        if NUMBER.fullmatch(text):
            return float(text.replace(",", "")) in stated
        return re.search(rf"\b{re.escape(' '.join(text.lower().split()))}\b", low) is not None
    return [(text, f) for text, f in out if not said(text)]


def _converted(answer: str, found: list[Figure]) -> list[tuple[str, Figure]]:
    """``converted``, the request aside: compounds, figures in words, then numbers."""
    out: list[tuple[str, Figure]] = []
    for m in _COMPOUND.finditer(answer):
        big, small = unit_of(m.group(2), True), unit_of(m.group(4), True)
        if m.group(2).lower() in POUNDS and small and small[0] == LB[0]:
            big = LB  # "9 pounds 4 ounces"
        if not big or not small or big[0] != small[0] or len(big[1] | small[1]) != 2:
            continue
        (b,), (s,) = big[1], small[1]
        total = convert(float(m.group(1)), b, s)
        if total is None or total <= float(m.group(3)):
            continue
        total += float(m.group(3))
        half = readings(m.group(3))[0][1]
        for f in found:
            if f.kind == big[0] and len(f.units) == 1 and (
                    x := convert(f.value, next(iter(f.units)), s)) is not None and \
                    abs(x - total) <= half + 1e-9 * max(1.0, abs(x)):
                out += [(m.group(1), f), (m.group(3), f)]
    for text, value, unit in worded(answer, weighs=any(f.kind == LB[0] for f in found)):
        out += [(text, f) for f in found if f.kind == KIND_OF[unit]
                and any(abs(x - value) <= 0.01 * max(1.0, abs(x)) for x in _in_unit(f, unit))]
    for m in NUMBER.finditer(answer):
        if (written := written_unit(answer, m.start(), m.end())) is None:
            continue
        kind, units = read_as(written, found)
        if len(units) != 1:
            continue
        (to,) = units
        text = m.group()
        value = float(text.replace(",", ""))
        for f in found:
            if f.kind != kind or f.units == units or len(f.units) != 1:
                continue
            if any((significant(text) >= 2 and same_number(x, text))
                   or abs(x - value) <= 0.01 * max(1.0, abs(x))
                   for x in conversions(f.value, next(iter(f.units)), to)):
                out.append((text, f))
    return out


def worded(answer: str, weighs: bool = False) -> list[tuple[str, float, str]]:
    """The figures ``answer`` writes in words with a unit after them, each as (its words,
    its value, the unit's one name): "an hour and a half" (1.5, ``h``), "two and a half
    hours" (2.5), "half an hour" (0.5), "three quarters of an hour" (0.75), "two weeks"
    (2, ``week``), "a kilo" (1, ``kg``). Counts in words run from one to ninety-nine
    (``agentnb.counts.count_of``); money aside ("a dollar" is no figure but a price's word).
    "Pounds" is money unless the answer ``weighs`` (a result's figure it may write is a
    weight, as ``agentnb.units.read_as`` reads it): "a pound and a half" (1.5, ``lb``)."""
    out = []
    for m in _WORDED.finditer(answer):
        word = m.group("unit") or m.group("half_unit") or m.group("q_unit")
        unit = LB if weighs and word.lower() in POUNDS else unit_of(word, after_number=True)
        if unit is None or len(unit[1]) != 1 or unit[0] == "money":
            continue
        if m.group("q"):
            value = 0.25 * (3 if m.group("q").lower() == "three" else 1)
        elif m.group("half_unit"):
            value = 0.5
        else:
            n = m.group("n").lower()
            value = (count_of(n) or 1) + 0.5 * bool(m.group("half1") or m.group("half2"))
        out.append((m.group(), float(value), next(iter(unit[1]))))
    return out


def _in_unit(figure: Figure, to: str) -> list[float]:
    """``figure``'s value in the unit ``to`` (as given when it is in it), in each
    convention (``conversions``)."""
    if to in figure.units:
        return [figure.value]
    return conversions(figure.value, next(iter(figure.units)), to) \
        if len(figure.units) == 1 else []
