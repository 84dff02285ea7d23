"""Figures an answer works out from two of a result's: a difference or a sum of two numbers
of one quantity ("Paris is 3°C warmer than London" after 18 and 15 °C, "The two nights cost
260 euros in total" after 120 and 140 EUR, "AAPL rose $2.75" after an open of 190.5 and a
close of 193.25 USD). The answer checks (``agentnb.checks.signs``) count such a number as
written: it is no number from nowhere, no unit misnamed, and it uses and gives the two
values.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations

from .relevance import NOT_JSON, json_items, read_json
from .units import NUMBER, key_unit, same_number, significant, written_unit

# a quantity of more numbers than this is a listing, not two figures compared or added up
MOST = 12
# words that say a number is a difference: a comparative ("warmer", "cheaper", any "...er
# than"), a change ("rose", "fell") or a gap; and words that say it is a sum, a total
_DIFFERENCE = re.compile(
    r"\b(?:[a-z]+er\s+than|more|less|fewer|warmer|colder|cooler|hotter|higher|lower|"
    r"cheaper|dearer|pricier|bigger|smaller|larger|longer|shorter|farther|further|closer|"
    r"nearer|heavier|lighter|faster|slower|older|younger|difference|apart|rose|fell|"
    r"gained|lost|increased|decreased|dropped|climbed)\b", re.IGNORECASE)
_SUM = re.compile(r"\b(?:total|together|combined|altogether|sum|both|across)\b",
                  re.IGNORECASE)
_STOP = re.compile(r"[.!?](?:\s|$)|\n")


@lru_cache(maxsize=32)
def quantities(result: str) -> tuple[tuple[tuple[str, frozenset[str]] | None, tuple[float, ...]],
                                    ...]:
    """The numbers of a tool result (its text, JSON) grouped by what they measure, each
    group with its unit (``None``: none): the unit its key names, so ``open_usd`` and
    ``close_usd`` are one quantity, else the key itself (two records' ``followers``).
    Groups of two to ``MOST`` numbers only."""
    data = read_json(result)
    if data is NOT_JSON:
        return ()
    groups: dict[object, list[float]] = {}
    units: dict[object, tuple[str, frozenset[str]] | None] = {}
    for key, value in json_items(data):
        if key is None or isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        unit = key_unit(key)
        group = unit if unit is not None else key.lower()
        units[group] = unit
        groups.setdefault(group, []).append(float(value))
    return tuple((units[g], tuple(vs)) for g, vs in groups.items() if 2 <= len(vs) <= MOST)


def worked_out(answer: str, results: list[str], request: str = ""
               ) -> list[tuple[str, tuple[float, float]]]:
    """The numbers ``answer`` writes as the difference or the sum of two numbers of one
    quantity of a result (``quantities``), each with the two.
    Preconditions: the number's sentence says which it is: a difference (``_DIFFERENCE``:
    "warmer", "more", "...er than", "rose") or a sum (``_SUM``: "in total", "together",
    "both"); its unit, if it writes one, is
    the quantity's; it is the difference or the sum rounded as far as it shows with two
    significant digits or more, or exactly (a single digit, "by 3°C", is as often a
    coincidence as a rounded figure: it must be exact); the request does not state it.
    Where it can be wrong: with many figures of one quantity, a wrong difference may equal
    another pair's (so a quantity of more than ``MOST`` numbers is left out)."""
    if not _DIFFERENCE.search(answer) and not _SUM.search(answer):
        return []
    groups = [q for r in results for q in quantities(r)]
    if not groups:
        return []
    stated = {float(t.replace(",", "")) for t in NUMBER.findall(request)}
    out = []
    for m in NUMBER.finditer(answer):
        text = m.group()
        value = float(text.replace(",", ""))
        sentence = _sentence(answer, m.start(), m.end())
        ways = [f for f, says in ((_difference, _DIFFERENCE), (_sum, _SUM))
                if says.search(sentence)]
        if value in stated or not ways:
            continue
        written = written_unit(answer, m.start(), m.end())
        for unit, numbers in groups:
            if written is not None and (unit is None or unit[0] != written[1]
                                        or not unit[1] & written[2]):
                continue
            pair = next(((a, b) for a, b in combinations(numbers, 2)
                         if any(_writes(way(a, b), text, value) for way in ways)), None)
            if pair is not None:
                out.append((text, pair))
                break
    return out


def _writes(x: float, text: str, value: float) -> bool:
    """Whether the number ``text`` (``value``) writes ``x``: rounded as far as it shows
    with two significant digits or more, else exactly."""
    if significant(text) >= 2:
        return same_number(x, text)
    return abs(x - value) <= 1e-9 * max(1.0, abs(x))


def _difference(a: float, b: float) -> float:
    return abs(a - b)


def _sum(a: float, b: float) -> float:
    return a + b


def _sentence(answer: str, start: int, end: int) -> str:
    """The sentence of the number at ``answer[start:end]``, read within 200 characters
    either side."""
    lo = max(0, start - 200)
    breaks = [*_STOP.finditer(answer, lo, start)]
    stop = _STOP.search(answer, end, end + 200)
    return answer[breaks[-1].end() if breaks else lo:stop.start() if stop else end + 200]
