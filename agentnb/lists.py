"""A first call whose value the request never says, beside a list of such values.

Asked for "How many people live in Kenya, Ghana and Nigeria?", SmolLM2 sometimes writes
one call with a value of its own (``country="Kwadu"``), and then no call is an item of
the request (``agentnb.items``): nothing reads the list. ``list_items`` reads it from the
request alone, as the items of ``items.in_shape`` are read, where the call's value is
certainly not what the request asks for and the list is the only place the request writes
values of that parameter's form.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from . import relevance
from .grounding import denies
from .items import in_shape
from .names import names, plain_string, related
from .placeholders import TOKEN, code, example_code
from .quoted import quoted_texts
from .tools import Tool
from .types import ToolCall
from .unsaid import unsaid_strings


def list_items(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
               ) -> list[dict[str, Any]] | None:
    """The arguments of the call each item of the request's one list asks for, in its
    order, or None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one required parameter, a string without ``enum``, ``const``,
      ``format`` or ``pattern``, and ``call`` holds a value for it that no text of
      ``said`` (what the conversation says: ``Turn.said``) writes, not even in part
      (``unsaid.unsaid_strings``): the model made it up;
    - the values the request writes in that parameter's form are two or more: codes
      where its example is a code ("AAPL": "ASML", "TSM"), else names (capitalized
      words, not a sentence's first: ``names.names``) and quoted texts;
    - every one of them is an item of one list (``items.in_shape`` read from a call
      holding it: "Kenya, Ghana and Nigeria"), the same list from each: a value outside
      it ("Weather in Oslo? I fly there from Bergen and Trondheim") reads nothing;
    - for names and quoted texts, the word right before the list is a preposition of a
      value ("in", "for", "of"...) or a word of the tool's own text ("Weather for
      Tashkent and Samarkand", "Define 'ephemeral' and 'ubiquitous'"; not "Weather for a
      trip with Anna and Ben", "the movie with Tom Hanks and Meg Ryan" or "the word that
      means both 'happy' and 'glad'", where the model's value may be one they lead to);
    - for codes (of the example's kind, which say what they are), the request writes no
      name that is not a code ("Price of Nvidia? Not AMD or INTC": the model's "NVDA" is
      made from a name in other words than the list's);
    - the clause before the list (from the last comma, stop or bracket) holds no
      negation ("Facts about Japan, not CHN or KOR") and no word that sets a list aside
      ("Skip AMD and INTC", "other than Latvia and Estonia": ``_denied``);
    - no "of" stands before the list after a word that is none of the tool's name
      ("Population of Kenya, Ghana and Nigeria" names ``get_population``; in "Weather
      in the capitals of Norway and Sweden" the model's "Oslo" may be right).

    The call's other arguments are kept for every item, as ``in_shape`` keeps them.

    Where it can be wrong: the model's value is one it inferred from the list, in other
    words than these ("Weather in the capital cities, Norway's and Sweden's": "Oslo"), or
    the list names its values in words of its own ("Weather in the Big Apple and the
    Windy City" runs for those words, not for the model's "New York")."""
    required = tool.parameters.get("required", [])
    spec = tool.parameters.get("properties", {}).get(required[0]) if len(required) == 1 \
        else None
    if not plain_string(spec):
        return None
    key = required[0]
    if key not in unsaid_strings(call, tool, list(said), [key]):
        return None
    coded = example_code(spec) is not None
    quotes = quoted_texts(request)
    if coded:
        values = [t for t in TOKEN.findall(request) if code(t)]
    else:
        values = [*(n.strip("'’") for n in names(request)), *quotes]
    values = list(dict.fromkeys(values))
    if len(values) < 2:
        return None
    found: list[dict[str, Any]] | None = None
    for value in values:
        items = in_shape([ToolCall(call.id, call.name, {**call.arguments, key: value})],
                         tool, request)
        if items is None or (found is not None and items != found):
            return None
        found = items
    if found is None or {str(i.get(key)) for i in found} != set(values):
        return None
    first = str(found[0][key])
    if related(first, tool, request) or _denied(first, request) or \
            (coded and _named_besides(request)) or not (coded or _led(first, tool, request)):
        return None
    return found


def _led(first: str, tool: Tool, request: str) -> bool:
    """Whether the word right before the list's first value ("the" aside) leads into a
    value of the tool: a preposition of one ("in", "at", "for", "of", "from", "to", "on"),
    or a word of the tool's own text ("the books Ulysses and Beloved"); not "a trip with
    Anna and Ben", "the movie with Tom Hanks and Meg Ryan", "where Messi and Ronaldo were
    born", where the model's value may be one they lead to."""
    before = [w for w in re.findall(r"\w[\w']*", request[:max(request.find(first), 0)])
              if w.lower() != "the"][-1:]
    return bool(before) and (before[0].lower() in _LEADS or bool(
        relevance.words(before[0], whole=True) &
        relevance.words(relevance.tool_text(tool), whole=True)))


_LEADS = {"in", "at", "for", "of", "from", "to", "on"}


def _denied(first: str, request: str) -> bool:
    """Whether the clause before the list (from the last mark that ends one) denies or
    sets aside: "Facts about Japan, not CHN or KOR", "Not interested in AMD or INTC",
    "Skip AMD and INTC", "the Baltic country other than Latvia and Estonia" name what is
    not asked for (``_ASIDE``: words that set a list aside, for this rule alone)."""
    clause = re.split(r"[.,;:!?()]", request[:max(request.find(first), 0)])[-1]
    return denies(clause) or _ASIDE.search(clause) is not None


_ASIDE = re.compile(r"(?i)\b(?:skip(?:ping)?|except(?:ing)?|ignor(?:e|ing)|forget(?:ting)?|"
                    r"omit(?:ting)?|other than|rather than|instead of|apart from|aside from)\b")


def _named_besides(request: str) -> bool:
    """Whether the request writes a name that is no code ("Nvidia", "Japan"; "I" and
    "I've" aside): what a code list stands beside may be what the model's code is made
    from ("NVDA" for "Price of Nvidia? Not AMD or INTC"), in other words than the list's."""
    return any(not code(n) and not re.fullmatch(r"I(?:'\w+)?", n) for n in names(request))
