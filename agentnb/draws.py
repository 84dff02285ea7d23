"""Answer draws: a JSON-mode answer that shows it did not come from the results is sampled
again, and a sample that shows no such sign takes its place.

The evidence (``trouble``), about an answer given after tool results:

- it states a number that no request or tool result holds (``unsupported_numbers``,
  the figures ``CheckAnswer`` lists: "10 dollars is 2 yen" after ``amount: 1490``);
- or it writes a result's figure with another unit of the same kind than the result's
  (``agentnb.units.misnamed``: "465.0 miles" after a tool "in kilometres" returned 465.0;
  seen when the request asks for another unit and no converter is offered);
- or it holds none of the values the results give beyond what the request says: the
  short strings and numbers in results that are JSON, and a short result that is not
  (``"14:40"``), a tool's error aside ("The results provide a conversion of 30 USD to
  EUR." after ``amount: 27.6``);
- or it leaves out a value the request asks for by its key's name
  (``agentnb.relevance.asked_values``:
  "The weather in Cairo is sunny." for "What's the temperature in Cairo?" after
  ``{"temperature_c": 31, "sky": "sunny"}``).

A draw must show that it uses the results: it holds one of their values. So where the
results give none (long text, or only what the request says), nothing is drawn: a better
answer could not be told from a worse one.

When the first answer (at the model's own temperature, 0 by default) shows any, the answer
stage draws up to ``Agent(answer_draws=...)`` samples of the same request
(``DRAW_TEMPERATURE``, seeds 1, 2, ...: the same draws every time on a server that honours
seeds) and ``chosen`` picks the answer: the first draw without trouble; else, when the first
answer's trouble is not a unit, the first draw whose only trouble is a figure's unit (it
holds the results' figure, and ``check:`` names the unit); else the first answer. One
exception keeps the first answer: the numbers it states that no source holds
come back in most draws. A model that states the same figure again and again computes it
("three tickets cost 60" after a price of 20), or misreads it the same way each time; a
figure made up changes from draw to draw.
An answer that is no answer at all (empty, a tool's name, JSON, or an echo of the
request: ``agentnb.stages.draw_answer``) is drawn again too, after results or not: asked
the same request again, a greedy model writes it again (a run stopped on three echoes of
"A bicycle's price in euros, please." in a row). There the first usable draw without
trouble stands (with no result to check against, any usable draw), else the first whose
only trouble is a figure's unit; else the error stands, for the model to read in the next
step.
Every draw is in ``step.stages``; ``step.request["sampling"]`` says which sample became
the answer. Draws stop at the first sample without trouble unless the first answer's
numbers need the count.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import NamedTuple

from .policies import (
    ANSWER_NUMBER,
    number_sources,
    result_figures,
    unsupported_numbers,
)
from .relevance import asked_values, json_items, says, short_value
from .turn import Turn
from .units import Figure, misnamed

DRAW_TEMPERATURE = 0.7
UNIT_SIGN = "writes "  # the trouble of a figure written with another unit


def result_values(results: list[str], request: str) -> list[str]:
    """The values the results give: the numbers and short strings
    (``agentnb.relevance.short_value``) of each result that is JSON, nested ones too,
    booleans and nulls aside, and a result that is not JSON when it is that short; those
    the request already says are left out (an answer repeating them shows nothing of the
    results)."""
    out: list[str] = []
    for text in results:
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):
            value = text
        for _, item in json_items(value):
            shown = short_value(item)
            if shown is not None and not holds(request, shown) and shown not in out:
                out.append(shown)
    return out


def holds(text: str, value: str) -> bool:
    """Whether ``text`` says ``value``: a number by value ("1,490" is 1490, "189.50" is
    189.5), a string without case."""
    if ANSWER_NUMBER.fullmatch(value):
        n = float(value.replace(",", ""))
        return any(abs(float(t.replace(",", "")) - n) <= 1e-9 * max(1.0, abs(n))
                   for t in ANSWER_NUMBER.findall(text))
    return value.lower() in text.lower()


class Evidence(NamedTuple):
    """What an answer is checked against: the texts its numbers may come from, the values
    the results give, their figures with a unit, and the request."""

    sources: list[str]
    values: list[str]
    figures: Sequence[Figure] = ()
    request: str = ""
    asked: Sequence[str] = ()


def trouble(answer: str, sources: list[str], values: list[str],
            found: Sequence[Figure] = (), request: str = "", asked: Sequence[str] = ()
            ) -> list[str]:
    """The signs that ``answer`` did not come from the results (empty: none): the numbers
    it states that no ``sources`` text holds, a figure of ``found`` written with another
    unit (``agentnb.units.misnamed``; numbers the ``request`` states aside), when the
    results give ``values``, that it holds none of them, or that it leaves out one of
    ``asked`` (``agentnb.relevance.asked_values``)."""
    unsupported = unsupported_numbers(answer, sources)
    if unsupported:
        return [f"states {', '.join(unsupported)}, in no request or tool result"]
    wrong = misnamed(answer, list(found), request)
    if wrong:
        return [f"{UNIT_SIGN}{', '.join(wrong)}"]
    if values and not any(holds(answer, v) for v in values):
        return ["holds none of the results' values"]
    missing = [v for v in asked if not says(answer, v)]
    if missing:
        return [f"leaves out {', '.join(missing)}, which the request asks for"]
    return []


def chosen(first: str, draws: list[str], sources: list[str], values: list[str],
           found: Sequence[Figure] = (), request: str = "", asked: Sequence[str] = ()
           ) -> int:
    """Which answer stands: 0 for the first, ``i`` for ``draws[i - 1]``. The first stands
    when it shows no trouble, or when the numbers it states that no source holds come back
    in most draws; else the first draw without trouble; else, when the first answer's
    trouble is not a unit, the first draw whose only trouble is a result's figure written
    with another unit (it holds the figure, and ``check:`` names the unit: "in dollars is
    1400" for a rent in pounds beats "£140"); else the first (an empty draw is one that
    could not be used)."""
    def sign(text: str) -> list[str]:
        return trouble(text, sources, values, found, request, asked)

    first_sign = sign(first)
    if not first_sign:
        return 0
    made_up = unsupported_numbers(first, sources)
    if made_up and draws and all(
            sum(holds(d, n) for d in draws) * 2 > len(draws)
            for n in made_up):
        return 0
    return best_draw([sign(d) if d else ["empty"] for d in draws],
                     units=not first_sign[0].startswith(UNIT_SIGN))


def best_draw(signs: list[list[str]], units: bool = True) -> int:
    """Of draws with these ``trouble`` signs, the first without any (1-based), else, with
    ``units``, the first whose only sign is a figure's unit; 0: none."""
    return next((i for i, t in enumerate(signs, 1) if not t), 0) or (next(
        (i for i, t in enumerate(signs, 1) if t[0].startswith(UNIT_SIGN)), 0) if units else 0)


def needs_all(first: str, sources: list[str]) -> bool:
    """Whether every draw must be made (the first answer's numbers are counted in them)
    rather than stopping at the first draw without trouble."""
    return bool(unsupported_numbers(first, sources))


def answer_check(turn: Turn) -> Evidence | None:
    """What an answer of this step is checked against: the sources of its numbers (every
    message but the model's, as ``CheckAnswer`` reads them), the values of the results
    that came since the user's latest request and their figures with a unit; ``None``
    when none came (an answer from the model's own knowledge is not drawn again), or when
    they give no value to look for."""
    results = turn.results()
    if not results:
        return None
    request = turn.request()[0]
    texts = [r.content for r in results]
    values = result_values(texts, request)
    return Evidence(number_sources(turn), values, result_figures(turn, results),
                    request, [v for _, v in asked_values(texts, request)]) if values else None
