"""A number the conversation writes only below zero, given to a call without its sign.

SmolLM2 drops the minus sign of a call's first number: for "Convert -40 C to F" it writes
``{"celsius": 40}``. The grammar allows the sign; the model does not pick it (after
``"celsius":`` the token " " has log-probability -0.29, " -" -2.34, and after " " the
digits come first). Of the seven requests of ``bench/fills.py --batch fifth`` with a number
below zero in a call's first argument, it wrote that argument without its sign in four and
another number in the other three; a second argument's sign was kept every time.

A positive number the request never writes is no reading of the request. Where the
request writes that number only with a minus sign before it, the call's value is that
number misread (``sign_fix``; ``GroundArguments`` puts it right and records the change).
"""

from __future__ import annotations

import math
import re
from typing import Any

from .tools import Tool
from .types import ToolCall

# a number and what is right before it: a minus sign (ASCII or U+2212) not joined to a
# word, a digit or a closing mark before it (not "5-10", "UTC-5", "2026-12-05"), or the
# word "minus" or "negative"
_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w.]*\d)")
SIGN = re.compile(r"(?:(?<![\w.)\]\-−])[-−]|\b(?:minus|negative)\s+)$", re.IGNORECASE)


def written(text: str) -> tuple[set[float], set[float]]:
    """The numbers ``text`` writes below zero (as their size: 40 for "-40", "minus 40"),
    and those it writes without a sign."""
    below, plain = set(), set()
    for m in _NUMBER.finditer(text):
        value = float(m[1])
        (below if SIGN.search(text[max(0, m.start() - 9):m.start()]) else plain).add(value)
    return below, plain


def sign_fix(call: ToolCall, tool: Tool, text: str) -> dict[str, Any] | None:
    """The numbers of ``call`` given back their minus sign, when ``text`` (the request and
    its results) writes them only below zero; else None. ``call`` is not changed.

    Precondition, for each argument changed: a number above zero (not a flag), that
    ``text`` writes with a minus sign before it ("-40", "−40", "minus 40") and nowhere
    without one ("from -5 to 5" gives 5 as written); no other argument of the call holds
    that number below zero (the request's -40 is then placed already); and the call
    validates with the new values (a ``minimum`` of 0 keeps the number as it is).

    Where it can be wrong: the call's number is worked out from the request's, its size
    ("the square root of the absolute value of -16" as ``sqrt(16)``)."""
    values = {k: v for k, v in call.arguments.items()
              if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)}
    # a long text's numbers are read only when one of the call's is written with a sign
    if not any(v > 0 and _signed_somewhere(text, v) for v in values.values()):
        return None
    below, plain = written(text)
    fix = {k: -v for k, v in values.items()
           if v > 0 and v in below and v not in plain
           and not any(o == -v for o in values.values())}
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _signed_somewhere(text: str, v: float) -> bool:
    """Whether ``text`` may write ``v`` with a sign: its digits after a minus sign or word
    (a cheap test that ``written`` would find it below zero; true when unsure)."""
    digits = digits_of(v)
    return "e" in digits or re.search(
        rf"(?:[-−]|minus\s+|negative\s+)0*{re.escape(digits)}", text, re.IGNORECASE) is not None


def digits_of(v: float) -> str:
    """The shortest digits a text writes ``v`` with, or begins it with: "40" for 40.0 (and
    "40.00"), "40.5" for 40.5; with an exponent ("1e-07") where Python writes one."""
    return str(int(v)) if float(v).is_integer() else repr(float(v))
