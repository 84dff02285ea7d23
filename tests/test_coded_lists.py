"""Several calls for a list the model wrote as codes ("How are Nvidia and Intel doing?":
``NVDA``, ``INTC``): a later call whose code is not made from its item's letters ("INTC"
of Intel, "F" of Ford) stands where the list names that item.

Written 12-06 before the rule (``agentnb.parallel._in_place``), on requests of their own
and committed before any run of them with it; the two such calls of
``bench/ordinary_requests.py``'s nineteenth group ("Nvidia and Intel", "Tesla, Ford and
GM") were read while writing it.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool
from tests.helpers.common import ordinary_requests

QUOTE = Tool.from_schema("stock_quote", "Latest price of a stock.", {
    "type": "object", "properties": {"symbol": {"type": "string",
                                                "description": "Ticker symbol"}},
    "required": ["symbol"]}, fn=lambda **k: "ok")


def _s(*symbols: str) -> list[dict[str, Any]]:
    return [{"symbol": s} for s in symbols]


# (request, the model's calls, the calls that must run)
HELD_OUT: list[tuple[str, list[dict[str, Any]], Any]] = [
    ("Quotes for Apple and Intel", _s("AAPL", "INTC"), _s("AAPL", "INTC")),
    ("Microsoft, Ford and Nvidia today?", _s("MSFT", "F", "NVDA"), _s("MSFT", "F", "NVDA")),
    ("Price of Amazon and Boeing", _s("AMZN", "BA"), _s("AMZN", "BA")),
    ("Shares of Netflix and Exxon", _s("NFLX", "XOM"), _s("NFLX", "XOM")),
    ("How did Visa and Mastercard close?", _s("V", "MA"), _s("V", "MA")),
    ("Adobe and Chevron stock", _s("ADBE", "CVX"), _s("ADBE", "CVX")),
    ("Oracle or Toyota: which is up?", _s("ORCL", "TM"), _s("ORCL", "TM")),
    # a later code that is not its item's: dropped
    ("Price of Amazon and Boeing", _s("AMZN", "AIR"), {"symbol": "AMZN"}),
    ("Price of Nvidia and Intel", _s("NVDA", "IBM"), {"symbol": "NVDA"}),
    ("Price of Nvidia; I sold Intel last year", _s("NVDA", "INTC"), {"symbol": "NVDA"}),
    ("Price of Apple, not Intel", _s("AAPL", "INTC"), {"symbol": "AAPL"}),
]


def test_held_out_lists_written_as_codes():
    """Before the rule: 4 of 11 right (the 4 that must drop a call; "Visa and Mastercard"
    has no step that holds its second call: "V" is made from no word, so the more stage
    is not asked). After it, 9 of 11: left, "XOM" of Exxon (its letters are not Exxon's)
    and "Visa and Mastercard" (still no step holds it); 10 since a first code stands
    where its letters do ("V" at Visa, ``parallel._place``: held out below)."""
    assert _wrong(HELD_OUT) == ["Shares of Netflix and Exxon"]


# written 12-06 after the twenty-eighth group of bench/ordinary_requests.py showed steps
# that cannot hold such calls ("How are Ford and GM doing?" with "F" first: the more
# stage is not asked, the first code being made from no word), before the change for it:
# a first code in its item's place, and a later one after a code the request writes
HELD_OUT_FIRST: list[tuple[str, list[dict[str, Any]], Any]] = [
    ("How are Ford and Tesla doing?", _s("F", "TSLA"), _s("F", "TSLA")),
    ("Quotes: Intel, Nvidia", _s("INTC", "NVDA"), _s("INTC", "NVDA")),
    ("Price of Boeing and AMD", _s("BA", "AMD"), _s("BA", "AMD")),
    ("Price of AMD and Micron", _s("AMD", "MU"), _s("AMD", "MU")),
    ("Price of IBM and Intel", _s("IBM", "INTC"), _s("IBM", "INTC")),
    ("How are Ford and GE doing?", _s("F", "GE"), _s("F", "GE")),
    ("Price of Exxon and Chevron", _s("XOM", "CVX"), _s("XOM", "CVX")),
    ("Price of Ford; I drive a Tesla", _s("F", "TSLA"), {"symbol": "F"}),
    ("Price of Apple, not Ford", _s("AAPL", "F"), {"symbol": "AAPL"}),
]


def test_held_out_lists_whose_first_code_is_made_from_no_word():
    """Before the change: 2 of 9 right (the two that must drop a call); after it, 8 (left:
    "XOM" of Exxon, whose letters are not Exxon's: no step holds the second call)."""
    assert _wrong(HELD_OUT_FIRST) == ["Price of Exxon and Chevron"]


def _wrong(rows: list[tuple[str, list[dict[str, Any]], Any]]) -> list[str]:
    """The requests of ``rows`` whose step does not hold the model's calls (the stages
    give them all) or does not run the calls that must run."""
    bench = ordinary_requests()
    out = []
    for request, made, must in rows:
        case = bench._group("held out", [(QUOTE, request, made, must)])[0]
        if bench.ran(case, []) != case["made"] or bench.ran(case, None) != case["must"]:
            out.append(request)
    return out
