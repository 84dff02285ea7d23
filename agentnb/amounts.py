"""An amount written with thousands separators or a word of magnitude, given to a call cut
short at that mark.

A JSON number cannot hold "12,500" (a comma ends the value) nor "million" or "k": the
model copies the request's digits up to that mark. For "Payment for a loan of 12,500 at
0.07 over 5 years" SmolLM2 wrote ``{"principal": 12}``, and 1 for "1,250"
(``bench/fills.py --batch tenth``, 2 of its 8 amounts with separators); and 8 for "8.5
million", stopping at the decimal point too. A number the request never writes, that is
the part before such a mark of exactly one of its amounts, is that amount cut short
(``amount_fix``; ``GroundArguments`` puts the whole amount in its place and records the
change).
"""

from __future__ import annotations

import math
import re
from typing import Any

from .counts import counts_in
from .signs import SIGN, digits_of
from .tools import Tool
from .types import ToolCall
from .units import SCALES, unit_of

# an amount with thousands separators ("12,500", "1,250,000", "3,400.75"), or with a word
# of magnitude after it ("$3 million", "2.2 million"); "1,2,3" is no amount, its groups
# not of three digits. A letter joined to the number ("1.5M", "40k", "2bn") counts only
# after a currency sign or before a currency's code or name ("$1.5M", "40k USD"): "300K"
# is a temperature, "0.5M" a concentration, "a 5k run" a distance
_GROUPED = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+)(\.\d+)?(?![\w,]*\d)")
_SIZED = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)(?:\s+(thousand|million|billion|trillion)\b"
                    r"|(k|M|bn)\b)")
_JOINED = {"k": 1e3, "M": 1e6, "bn": 1e9}
_CURRENCY_SIGN = re.compile(r"[$€£¥₹]\s?$")
_PLAIN = re.compile(r"(?<![\w.,])\d+(?:\.\d+)?(?![\w.,]*\d)")
_NEXT_WORD = re.compile(r"\s*([A-Za-z]+\d?)")
# a parameter counted in thousands or millions takes the digits as written
_MAGNITUDE = re.compile(r"(?i)thousand|million|billion|trillion|\bk\b|\bmn\b|\bbn\b|000s")


def cuts(text: str) -> dict[float, set[float]]:
    """The amounts of ``text`` that a number cannot hold as written, by the values they are
    cut to at a mark: 12 of "12,500", 1 and 1250 of "1,250,000" (each comma), 3 of
    "3,400.75", 3 of "$3 million", 40 of "40k", 8.5 and 8 of "8.5 million" (before the
    word, and at the decimal point); below zero after a minus sign ("-12,500").
    An amount followed by a unit of measure other than money ("1,500 metres") is left
    out: a number for it may be converted, not cut."""
    out: dict[float, set[float]] = {}
    for m in _GROUPED.finditer(text):
        if _kind_after(text, m.end()) not in (None, "money"):
            continue
        groups = m[1].split(",")
        whole = _signed(text, m.start()) * float(m[1].replace(",", "") + (m[2] or ""))
        for i in range(1, len(groups)):
            out.setdefault(float("".join(groups[:i])), set()).add(whole)
    for m in _SIZED.finditer(text):
        if _kind_after(text, m.end()) not in (None, "money") or (
                m[3] and not _money(text, m.start(), m.end())):
            continue
        scale = SCALES[m[2].lower()] if m[2] else _JOINED[m[3]]
        whole = _signed(text, m.start()) * float(m[1]) * scale
        out.setdefault(float(m[1]), set()).add(whole)
        if "." in m[1] and int(float(m[1])) > 0:  # 8 of "8.5 million": cut at the point
            out.setdefault(float(int(float(m[1]))), set()).add(whole)
    return out


def _money(text: str, start: int, end: int) -> bool:
    """Whether the number at ``start:end`` has a currency sign before it or a currency's
    code or name after it."""
    return _CURRENCY_SIGN.search(text[max(0, start - 2):start]) is not None or \
        _kind_after(text, end) == "money"


def _kind_after(text: str, end: int) -> str | None:
    """The kind of unit the word right after ``end`` names ("money", "distance"), or
    None."""
    after = _NEXT_WORD.match(text, end)
    unit = unit_of(after[1], after_number=True) if after else None
    return unit[0] if unit else None


def _signed(text: str, start: int) -> int:
    return -1 if SIGN.search(text[max(0, start - 9):start]) else 1


def plain(text: str) -> set[float]:
    """The numbers ``text`` writes as themselves: in digits, neither a part of an amount
    with separators nor before a word of magnitude, and in words ("one", "twelve")."""
    rest = _SIZED.sub(" ", _GROUPED.sub(" ", text))
    found = {float(m[0]) for m in _PLAIN.finditer(rest)}
    return found | {float(n) for n in counts_in(text)} | (
        {1.0} if re.search(r"(?i)\b(?:one|a single)\b", text) else set())


def amount_fix(call: ToolCall, tool: Tool, text: str) -> dict[str, Any] | None:
    """Whole amounts for the numbers of ``call`` that ``text`` (the request and its results)
    writes only cut short, at a thousands separator or before a word of magnitude; else
    None. ``call`` is not changed.

    Precondition, for each argument changed: a number above zero (not a flag, not a
    choice of an ``enum``) that ``text`` writes nowhere as itself, in digits or in words
    ("1 night" and "one night" give 1 beside "$1,200"), and that is the part before such a
    mark of exactly one amount of ``text`` (``cuts``: 12 of "12,500", 3 of "$3 million",
    1.5 of "$1.5M", 8 of "8.5 million": a decimal point before a word of magnitude is such
    a mark too); the parameter's name and description name no magnitude ("Revenue in
    millions" takes 5 for "$5 million"); no other argument holds that amount; and the
    call validates with the whole amounts, each a different one.

    Where it can be wrong: a number the model made up or worked out that happens to be
    an amount's digits before its mark (a count of 12 beside "12,500" the request does
    not write as 12)."""
    held = {float(v) for v in call.arguments.values()
            if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)}
    # most calls hold no number cut from the text: a long text is read only when one may be
    found = cuts(text) if any(v > 0 and _may_cut(text, v) for v in held) else {}
    if not held & set(found):
        return None
    written, props = plain(text), tool.parameters.get("properties", {})
    fix: dict[str, Any] = {}
    for k, v in call.arguments.items():
        spec = props.get(k)
        if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v) \
                or v <= 0 or not isinstance(spec, dict) or "enum" in spec \
                or _MAGNITUDE.search(f"{k.replace('_', ' ')} {spec.get('description') or ''}"):
            continue
        wholes = found.get(float(v), set())
        if float(v) in written or len(wholes) != 1 or wholes & held:
            continue
        whole = next(iter(wholes))
        fix[k] = int(whole) if whole.is_integer() else whole
    if not fix or len(set(fix.values())) < len(fix) or \
            tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _may_cut(text: str, v: float) -> bool:
    """Whether ``text`` may write an amount that ``v`` is cut from: its digits before a
    thousands separator or a word of magnitude (a cheap test before ``cuts``)."""
    digits = digits_of(v)
    grouped = f"{int(v):,}" if float(v).is_integer() else digits
    point = r"(?:\.\d+)?" if float(v).is_integer() else ""  # 8 of "8.5 million"
    return "e" in digits or re.search(
        rf"{re.escape(grouped)},\d{{3}}|{re.escape(digits)}{point}0*\s*"
        rf"(?:thousand|million|billion|trillion|k\b|M\b|bn\b)", text, re.IGNORECASE) is not None
