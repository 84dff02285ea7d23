"""The cost of the answer checks on a large tool result, beside reading its numbers alone.

No model. A result of ~200 KB (3,000 records, each with an id, a price and an ISO
timestamp) and an answer with a figure, a temperature below zero and a 12-hour time:
``checks.signs`` the first time the run's messages are read (an answer), and again (each
draw of the same step reads the same messages), beside ``units.NUMBER.findall`` over the
same result, the least any check of its numbers does. Then a long answer (a list of
3,000 numbers with units, ~23 KB) after a result with a figure (``distance_km``), where
each number's unit is read (``units.misnamed``, ``conversions.converted``):
``long_answer_ms``. And ``units.figures`` over the large result (the figures an answer's
units are checked against), its key cache cleared each time: ``figures_ms``. And an
answer that says it works a figure out ("in total ... more") after the large result, its
quantities read afresh each time (``derived.worked_out``): ``derived_ms``. Best of 5, in
one run.

    python bench/answer_checks.py
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from agentnb import checks, units
from agentnb.units import NUMBER

RESULT = json.dumps([{"id": i, "price": round(i * 1.37, 2),
                      "when": f"2026-12-04T10:{i % 60:02d}:00Z"} for i in range(3000)])
ANSWER = "It costs 12.33 dollars, it is minus 4 degrees, and it starts at 2:40 PM."
LONG = " ".join(f"{i}-{i + 1} km, {i} miles;" for i in range(1000))
WORKED = "In total that is 2,740.63 dollars, 15 more than the day before."


def best(fn: Callable[[], object], before: Callable[[], object] = lambda: None) -> float:
    times = []
    for _ in range(5):
        before()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> None:
    request = "What does item 9 cost?"
    evidence = checks.Evidence([request, RESULT], checks.result_values([RESULT], request),
                               (), request)
    findall = best(lambda: NUMBER.findall(RESULT))
    first = best(lambda: checks.signs(ANSWER, evidence), checks._numbers_of.cache_clear)
    again = best(lambda: checks.signs(ANSWER, evidence))
    route = json.dumps({"route": "Lyon-Paris", "distance_km": 465})
    with_figure = checks.Evidence(["How far?", route], ["465"],
                                  checks.figures(route), "How far?")
    long = best(lambda: checks.signs(LONG, with_figure))
    figures = best(lambda: units.figures(RESULT, "get_prices\nPrices in US dollars."),
                   getattr(getattr(units, "key_unit", getattr(units, "_key_unit", None)),
                           "cache_clear", lambda: None))
    derived: float | None = None
    try:
        from agentnb import derived as worked  # absent before the rule: not measured
        derived = best(lambda: worked.worked_out(WORKED, [request, RESULT], request),
                       lambda: (worked.quantities.cache_clear(), checks.read_json.cache_clear()))
    except ImportError:
        pass
    print(json.dumps({"bench": "answer_checks", "result_chars": len(RESULT),
                      "findall_ms": round(findall * 1e3, 2),
                      "signs_first_ms": round(first * 1e3, 2),
                      "signs_again_ms": round(again * 1e3, 2),
                      "first_over_findall": round(first / findall, 1),
                      "again_over_findall": round(again / findall, 2),
                      "long_answer_chars": len(LONG), "long_answer_ms": round(long * 1e3, 1),
                      "figures_ms": round(figures * 1e3, 1),
                      "derived_ms": derived and round(derived * 1e3, 1)}))


if __name__ == "__main__":
    main()
