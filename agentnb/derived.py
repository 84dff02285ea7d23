"""Figures an answer works out from two of a result's: a difference or a sum of two numbers
of one quantity ("Paris is 3°C warmer than London" after 18 and 15 °C, "The two nights cost
260 euros in total" after 120 and 140 EUR, "AAPL rose $2.75" after an open of 190.5 and a
close of 193.25 USD), or the change between them in percent ("AAPL rose about 1.4%"); and
the count of the records a result lists ("I found 3 hotels"), or of some of them ("2 of
the 3 hotels have a pool"). The answer checks
(``agentnb.checks.signs``) count such a number as written: it is no number from nowhere,
no unit misnamed, and it uses the results (and gives the two values it was worked out
from).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache
from itertools import combinations

from .relevance import NOT_JSON, json_items, read_json, words
from .units import NUMBER, key_unit, same_number, significant, written_unit

# a quantity of more numbers than this is a listing, not two figures compared or added up
MOST = 12
# words that say a number is a difference: a comparative ("warmer", "cheaper", anything
# "than"), a change ("rose", "fell") or a gap; and words that say it is a sum, a total
_DIFFERENCE = re.compile(
    r"\b(?:than|more|less|fewer|warmer|colder|cooler|hotter|higher|lower|"
    r"cheaper|dearer|pricier|bigger|smaller|larger|longer|shorter|farther|further|closer|"
    r"nearer|heavier|lighter|faster|slower|older|younger|difference|apart|rose|fell|"
    r"gained|lost|increased|decreased|dropped|climbed|rise|risen|fall|fallen|drop|"
    r"increase|decrease|grew|grown|above|below|(?:up|down)(?!\s+to\b))\b",
    re.IGNORECASE)  # "up to 25": a bound
_SUM = re.compile(r"\b(?:total|together|combined|altogether|sum|both|across)\b",
                  re.IGNORECASE)
_MEAN = re.compile(r"\b(?:average|averages|averaged|mean)\b", re.IGNORECASE)
_PERCENT = re.compile(r"\s*(?:%|per\s?cent\b)", re.IGNORECASE)
# the words after "than", "from", "compared with", "relative to", "above", "below",
# "against" or "versus", an article aside: what a change in percent is of ("on" and "over"
# are not: "rose 5% on Monday" is a change from the day before)
_BASE = re.compile(r"\b(?:than|from|compared\s+(?:with|to)|relative\s+to|above|below|"
                   r"against|versus|vs\.?)\s+(?:the\s+)?([^.,;:!?]{1,40})")
_STOP = re.compile(r"[.!?](?:\s|$)|\n")
# a whole number and the two words after it: "3 hotels", "5 matching results"
_COUNTED = re.compile(r"(?<![\w.,$€£¥₹-])(\d+)(?![\w.,%])\s+([a-z]+)(?:\s+([a-z]+))?",
                      re.IGNORECASE)
# nouns that count a result's records whatever they are
_RECORDS = frozenset({"result", "results", "match", "matches", "option", "options", "item",
                      "items", "entry", "entries", "record", "records", "hit", "hits"})


# a figure of one quantity: its value and the short strings of its record, which name it
# ("bo" for ``{"user": "bo", "followers": 980}``)
Named = tuple[float, frozenset[str]]
Unit = tuple[str, frozenset[str]]


@lru_cache(maxsize=32)
def quantities(result: str) -> tuple[tuple[Unit | None, tuple[Named, ...]], ...]:
    """The numbers of a tool result (its text, JSON) grouped by what they measure, each
    group with its unit (``None``: none): the unit its key names, so ``open_usd`` and
    ``close_usd`` are one quantity, else the key itself (two records' ``followers``). Each
    number comes with the strings of its record, lowercased (``Named``). Groups of two to
    ``MOST`` numbers only."""
    data = read_json(result)
    if data is NOT_JSON:
        return ()
    groups: dict[object, list[Named]] = {}
    units: dict[object, Unit | None] = {}
    for _, item in json_items(data):
        if not isinstance(item, dict):
            continue
        names = frozenset(v.strip().lower() for v in item.values()
                          if isinstance(v, str) and 0 < len(v.strip()) <= 40)
        for key, value in item.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            unit = key_unit(str(key))
            group = unit if unit is not None else str(key).lower()
            units[group] = unit
            groups.setdefault(group, []).append((float(value), names))
    return tuple((units[g], tuple(fs)) for g, fs in groups.items() if 2 <= len(fs) <= MOST)


def worked_out(answer: str, results: list[str], request: str = ""
               ) -> list[tuple[str, tuple[float, ...]]]:
    """The numbers ``answer`` writes as the difference or the sum of two numbers of one
    quantity of a result (``quantities``), as the change between them in percent ("rose
    1.4%", "55% more"), or as the sum or the mean of all its numbers ("390 euros in total"
    for three nights, "highs average 12°C"), each with the numbers it is worked out from.
    Preconditions: the number's sentence says which it is: a difference (``_DIFFERENCE``:
    "warmer", "more", "than", "rose", "above"), a sum (``_SUM``: "in total", "together", "both")
    or a mean (``_MEAN``: "average", "mean"); its unit, if it writes one, is the
    quantity's; it is the figure worked out rounded as far as it shows with two
    significant digits or more, or exactly (a single digit, "by 3°C", is as often a
    coincidence as a rounded figure: it must be exact); the request does not state it. A
    change in percent is a difference said so, written with "%" or "percent", relative to
    the figure whose record the sentence names after "than", "from", "compared with" or
    "to", "relative to", "above", "below", "against" or "versus" ("55% more followers
    than Bo" for Ana's 1520 and Bo's 980: of 980; "went up 25% from November", "15% below
    Q1"), else to either of the two ("on" and "over" name no base: "rose 5% on Monday" is
    a change from the day before).
    Where it can be wrong: with many figures of one quantity, a wrong difference may equal
    another pair's (so a quantity of more than ``MOST`` numbers is left out); where the
    sentence names no base, a change in percent of the wrong one passes ("AAPL rose 1.4%"
    is read of the open or of the close)."""
    groups = [q for r in results for q in quantities(r)]
    if not groups or not any(says.search(answer) for says in (_DIFFERENCE, _SUM, _MEAN)):
        return []
    stated = {float(t.replace(",", "")) for t in NUMBER.findall(request)}
    out = []
    for m in NUMBER.finditer(answer):
        text = m.group()
        value = float(text.replace(",", ""))
        sentence = _sentence(answer, m.start(), m.end())
        ways = [f for f, says in ((_difference, _DIFFERENCE), (_sum, _SUM))
                if says.search(sentence)]
        whole = [f for f, says in ((sum, _SUM), (_mean, _MEAN)) if says.search(sentence)]
        percent = _PERCENT.match(answer, m.end()) is not None
        if percent:
            ways, whole = ([_difference] if _difference in ways else []), []
        if value in stated or not (ways or whole):
            continue
        written = written_unit(answer, m.start(), m.end())
        base = _BASE.findall(sentence.lower())
        for unit, figures in groups:
            if written is not None and (unit is None or unit[0] != written[1]
                                        or not unit[1] & written[2]):
                continue
            values = tuple(x for x, _ in figures)
            pair = next(((a, b) for (a, na), (b, nb) in combinations(figures, 2)
                         if any(_writes(x, text, value) for x in (
                             _changes(a, na, b, nb, base) if percent
                             else [way(a, b) for way in ways]))), None)
            if pair is None and any(_writes(way(values), text, value) for way in whole):
                pair = values
            if pair is not None:
                out.append((text, pair))
                break
    return out


def _mean(values: tuple[float, ...]) -> float:
    return sum(values) / len(values)


def _changes(a: float, names_a: frozenset[str], b: float, names_b: frozenset[str],
             base: list[str]) -> list[float]:
    """The change between ``a`` and ``b`` in percent: of the one whose record's strings
    begin a phrase after "than", "from", "below" and the like (``base``), else of
    either."""
    named = [x for x, names in ((a, names_a), (b, names_b))
             if any(p.startswith(n) for p in base for n in names)]
    return [abs(a - b) / abs(x) * 100 for x in (named if len(named) == 1 else [a, b]) if x]


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


@lru_cache(maxsize=32)
def record_lists(result: str) -> tuple[tuple[str | None, tuple[dict, ...]], ...]:
    """The lists of two records (objects) or more of a tool result (its text, JSON), each
    with its key (``None``: a list at the top)."""
    data = read_json(result)
    if data is NOT_JSON:
        return ()
    return tuple((key, tuple(item)) for key, item in json_items(data)
                 if isinstance(item, list) and len(item) >= 2
                 and all(isinstance(x, dict) for x in item))


def listings(result: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """The lists of records of a tool result (``record_lists``), each as its length and the
    words its key names (``{"hotels": [...]}``: "hotel"; a list at the top: none)."""
    return tuple((len(records), frozenset(words(key or "", whole=True)))
                 for key, records in record_lists(result))


def records_counted(answer: str, results: list[str], tools: Collection[str] = ()
                    ) -> list[str]:
    """The whole numbers ``answer`` writes as the count of the records a result lists
    (``listings``): "I found 3 hotels" after a list of three.
    Precondition: a noun right after the number, or after one word more, names the
    records: the list's key ("hotels"), a word of the tool's name (``tools``:
    ``search_hotels``), or a word any records are ("results", "matches", "options",
    "items"); "The Ibis has 3 stars" counts no hotels. Where it can be wrong: a count of
    some of the records ("3 hotels have a pool") equal to the list's length."""
    lists = [found for r in results for found in listings(r)]
    if not lists:
        return []
    named = words(" ".join(tools), whole=True)
    out = []
    for m in _COUNTED.finditer(answer):
        n = int(m.group(1))
        nouns = {w.lower() for w in m.groups()[1:] if w}
        if any(n == length and (nouns & _RECORDS or words(" ".join(nouns), whole=True)
                                & (key | named)) for length, key in lists):
            out.append(m.group(1))
    return out


# "2 of the 3 hotels", "1 of them", "3 out of your 4 orders": a count of some records
_SOME = re.compile(r"(?<![\w.,$€£¥₹-])(\d+)\s+(?:out\s+)?of\s+(?:them\b|(?:the|these|those|"
                   r"your|my|our|its|their)\s+(?:(\d+)\s+)?)", re.IGNORECASE)
_NEGATION = frozenset({"no", "not", "without", "never", "none", "isn", "aren", "don",
                       "doesn", "hasn", "haven", "wasn", "weren"})


def some_counted(answer: str, results: list[str]) -> list[str]:
    """The whole numbers ``answer`` writes as a count of some of the records a result lists
    (``record_lists``): "2 of the 3 hotels have a pool" after a list of three where two
    have ``"pool": true``; "1 of them is still pending" where one has ``"status":
    "pending"``.
    Preconditions: the number is followed by "of them" or "of the" (or "these", "your",
    ...), with the list's length after it if any ("of the 3 hotels"); it is more than 0
    and fewer than the records; and the rest of its sentence names what the records it
    counts share (``_groups``): a flag's key ("a pool" for ``pool``: those with true,
    or with false after "no", "not" or "without" up to three words before), or a value of
    a key that some records share ("delayed" for ``status``: those with it, or without it
    after a negation). Where it can be wrong: a sentence naming two such things ("2 of
    them have a pool and are cheap") passes a count of either. A count of records
    compared ("2 of the 3 hotels have 4 stars or more") is not read."""
    found = [*_SOME.finditer(answer)]
    lists = [records for r in results for _, records in record_lists(r)] if found else []
    out = []
    for m in found if lists else []:
        n, total = int(m.group(1)), m.group(2)
        stop = _STOP.search(answer, m.end())
        said = answer[m.end():stop.start() if stop else len(answer)]
        if any(0 < n < len(records) and (total is None or int(total) == len(records))
               and n in _groups(records, said) for records in lists):
            out.append(m.group(1))
    return out


def _groups(records: tuple[dict, ...], said: str) -> set[int]:
    """How many of ``records`` have each thing ``said`` names: a flag whose key's words it
    holds (true, or false when a negation comes up to three words before), or a string
    value (two or more records share one of that key's values) it writes whole."""
    tokens = re.findall(r"[a-z0-9]+", said.lower())
    sizes: set[int] = set()
    for key in {k for r in records for k in r}:
        values = [r.get(key) for r in records]
        if all(isinstance(v, bool) for v in values):
            named = words(str(key))
            at = [i for i, t in enumerate(tokens) if named and words(t) & named]
            if at:
                negated = any(_NEGATION & set(tokens[max(0, i - 3):i]) for i in at)
                sizes.add(sum(v is not negated for v in values))
        elif all(isinstance(v, str) for v in values):
            lowered = [v.strip().lower() for v in values]
            if len(set(lowered)) == len(lowered):  # names, ids: each record its own
                continue
            for v in {x for x in lowered if x}:
                found = re.search(rf"(?<![\w-])((?:\w+\s+){{0,3}}){re.escape(v)}(?![\w-])",
                                  said.lower())
                if found:
                    negated = bool(_NEGATION & set(re.findall(r"[a-z]+", found.group(1))))
                    count = lowered.count(v)
                    sizes.add(len(values) - count if negated else count)
    return sizes
