"""Answer draws: a JSON-mode answer that shows it did not come from the results is sampled
again, and a sample that shows no such sign takes its place.

The evidence (``agentnb.checks.trouble``), about an answer given after tool results: it
states a number no request or result holds, writes a result's figure with another unit,
holds none of the results' values beyond what the request says, or leaves out a value the
request asks for by its key's name (the signs ``CheckAnswer`` names on the step).

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

from .checks import UNIT_SIGN, Evidence, evidence, holds, trouble, unsupported_numbers
from .turn import Turn

DRAW_TEMPERATURE = 0.7


def chosen(first: str, draws: list[str], check: Evidence) -> int:
    """Which answer stands: 0 for the first, ``i`` for ``draws[i - 1]``. The first stands
    when it shows no trouble, or when the numbers it states that no source holds come back
    in most draws; else the first draw without trouble; else, when the first answer's
    trouble is not a unit, the first draw whose only trouble is a result's figure written
    with another unit (it holds the figure, and ``check:`` names the unit: "in dollars is
    1400" for a rent in pounds beats "£140"); else the first (an empty draw is one that
    could not be used)."""
    first_sign = trouble(first, check)
    if not first_sign:
        return 0
    made_up = unsupported_numbers(first, check.sources, check.today)
    if made_up and draws and all(
            sum(holds(d, n) for d in draws) * 2 > len(draws)
            for n in made_up):
        return 0
    return best_draw([trouble(d, check) if d else ["empty"] for d in draws],
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
    """What an answer of this step is checked against (``agentnb.checks.evidence``);
    ``None`` when no result came since the user's latest request (an answer from the
    model's own knowledge is not drawn again), or when the results give no value to look
    for."""
    check = evidence(turn)  # no result since the request: no value
    return check if check.values else None
