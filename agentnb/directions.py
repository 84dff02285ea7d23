"""Two codes of one form for a start and an end, the request saying which is which, and
the call holding a copied example instead.

A conversion or a route takes two codes of one form: ``convert_currency(from_currency,
to_currency)`` described "Currency code, e.g. USD" and "e.g. EUR", ``flight_search(origin,
destination)``. For "Convert 4,750 GBP into CHF" SmolLM2 wrote ``from_currency="USD",
to_currency="EUR"``, both examples (``bench/fills.py --batch twelfth``: 3 of its 5
conversions). ``agentnb.placeholders`` leaves two codes for two parameters alone, since
nothing there says which goes where; words of direction do: "from GBP", "into CHF", "GBP
to CHF" (``direction_fix``; ``GroundArguments`` puts them in place and records the change).

A trip's start and end written the other way round: for "Coach tickets to Oxford, leaving
from Reading." SmolLM2 wrote ``origin="Oxford", destination="Reading"``, and for "We're
moving to 19 Hill View from 2 Dale Road." the new address as the one moved from (``bench/
mixed_requests.py --later families13``, ``18``): the model took the places in the order
the request writes them. "from" and "to" say which is which (``route_swap``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .examples import example_text, free_string, role, trip_role
from .grounding import spaced
from .placeholders import code, example_code, form
from .tools import Tool
from .types import ToolCall
from .unsaid import copied, made_up

_TO = frozenset({"to", "into", "in"})  # "to CHF", "into CHF", "in JPY"
_WORD = re.compile(r"[A-Za-z0-9]+")


def directed(text: str, shape: str) -> dict[str, str] | None:
    """The two codes of ``text`` of the form ``shape``, by the role its words give each:
    "from A", "A to B" and an amount before A ("200 CAD": what is converted is in A) make
    A the start; "to B", "into B" and "in B" make B the end ("Convert 45 GBP in JPY",
    "flights to HND from ICN", "How many CHF is 200 CAD?"). Where the words give one code
    its role and the other none, the other has the other role ("Flights to LIS, I'm at
    OPO"). None unless ``text`` writes exactly two such codes and each ends with a role
    of its own, the same at every mention."""
    words = [m[0] for m in _WORD.finditer(text)]
    roles: dict[str, set[str]] = {}
    for i, w in enumerate(words):
        if not (code(w) and form(w) == shape):
            continue
        marks = roles.setdefault(w, set())
        before = words[i - 1].lower() if i else ""
        after = words[i + 1].lower() if i + 1 < len(words) else ""
        if before == "from" or before.isdigit():
            marks.add("start")
        if before in _TO:
            marks.add("end")
        if after in _TO and i + 2 < len(words) and code(words[i + 2]) \
                and form(words[i + 2]) == shape:
            marks.add("start")
    if len(roles) != 2 or any(len(m) > 1 for m in roles.values()):
        return None
    given = [m for m in roles.values() if m]
    if len(given) == 1:  # the other code takes the other role
        other = {"start": "end", "end": "start"}[next(iter(given[0]))]
        for m in roles.values():
            if not m:
                m.add(other)
    if any(len(m) != 1 for m in roles.values()):
        return None
    out = {next(iter(m)): c for c, m in roles.items()}
    return out if len(out) == 2 else None


def direction_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
                  ) -> dict[str, str] | None:
    """The request's two codes put in the call's start and end, when one of them holds a
    copied example; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly two string parameters (no ``enum``) whose examples are codes
      of one form (``placeholders.example_code``: "USD" and "EUR", "JFK" and "LHR"), one
      named as a start and the other as an end (``role``: "from_currency" and
      "to_currency", "origin" and "destination", "base" and "quote");
    - at least one of them holds a copy of the tool's own text that no text of ``said``
      (what the conversation says: ``Turn.said``) writes (``unsaid.copied``: its
      example, the other's, a description copied whole): the model wrote no code of the
      request there;
    - the request writes exactly two codes of that form, and its words give each its
      role, or one its role and the other none (``directed``: "4,750 GBP into CHF", "from
      SFO to ORD", "to HND from ICN", "How many CHF is 200 CAD?"; not "GBP and CHF", nor
      "100 USD and 100 EUR");
    - the call validates with them.

    Where it can be wrong: a code of the same form that is of another kind ("Fares from
    BOS, in USD": a currency's code taken for the arrival airport)."""
    props = tool.parameters.get("properties", {})
    examples = {k: example_code(p) for k, p in props.items() if free_string(p)}
    coded = {k: e for k, e in examples.items() if e}
    if len(coded) != 2 or len({form(e) for e in coded.values()}) != 1:
        return None
    roles = {role(k): k for k in coded}
    if set(roles) != {"start", "end"}:
        return None
    values = {k: str(call.arguments.get(k, "")).strip() for k in coded}
    if not set(copied(call, tool, "\n".join(said))) & set(coded):
        return None
    found = directed(request, form(next(iter(coded.values()))))
    if found is None:
        return None
    fix = {roles[r]: c for r, c in found.items() if values[roles[r]] != c}
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def route_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
              ) -> dict[str, str] | None:
    """The request's two values of a several-part form put in a start and an end where the
    call holds a copy of their example; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly two string parameters (no ``enum``) whose examples have one
      form of several parts with a comma (``shapes.shape``: "Berkeley, CA" and
      "Berkeley, CA"), one named as a start and the other as an end (``role``:
      "from_city" and "to_city", "_from" and "to", "origin" and "destination");
    - at least one of them holds its example copied, whole or in part ("Berkeley, CA",
      "Berkeley"), another copy of the tool's text (``unsaid.copied``: "City, State"),
      or a value made up, not a word of it said (``unsaid.made_up``: "Alabama" for
      "from Albany, NY"), which no text of ``said`` (what the conversation says:
      ``Turn.said``) writes; the other holds such a value too, or the request's value
      for its own role;
    - the request writes exactly two values of that form, none in a listing
      (``shapes.spans``), one right after "from" and the other right after "to" or
      "into" ("from Reno, NV to Boise, ID", "to Albany, NY from Boston, MA"); not "Bus
      to Reno, NV; I'm in Fresno, CA", where the words give one its role only; and no
      other "from" (or "to", "into") leads to a place ("Bus to Davis, CA from here; I
      moved from Reno, NV");
    - the call validates with them. Not read after a negation (the caller gives no
      ``said`` there).

    Where it can be wrong: "from" or "to" leads to a value of that form that is no start
    or end of the trip ("Bus from Reno, NV; I'm writing to Boise, ID for work" gives
    Boise, ID as the end)."""
    from .shapes import copies, shape

    props = tool.parameters.get("properties", {})
    shaped = {k: shape(example_text(p) or "") for k, p in props.items() if free_string(p)}
    shaped = {k: s for k, s in shaped.items() if "," in s and len(s) >= 3}
    roles = {role(k): k for k in shaped}
    if len(shaped) != 2 or len(set(shaped.values())) != 1 or set(roles) != {"start", "end"}:
        return None
    found = _routed(request, next(iter(shaped.values())))
    if found is None:
        return None
    texts = set(copied(call, tool, "\n".join(said))) | set(made_up(call, tool, said))
    fix: dict[str, str] = {}
    for r, k in roles.items():
        value = call.arguments.get(k)
        if not isinstance(value, str):
            return None
        if copies(value, example_text(props[k]) or "", k in texts) and \
                not any(_said(t, value) for t in said):
            fix[k] = found[r]
        elif value.strip().lower() != found[r].lower():
            return None  # the model placed a value of its own, or the other role's
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _said(text: str, value: str) -> bool:
    """Whether ``text`` writes ``value``, or each of its name parts, as whole words."""
    from .codes import says_word
    from .shapes import pieces

    names = pieces(value)
    return says_word(text, value.strip()) or (bool(names) and all(
        says_word(text, n) for n in names))


_ROUTE_WORDS = (frozenset({"from"}), frozenset({"to", "into"}))
_PLACE_WORDS = frozenset({"here", "there", "home", "work"})  # places named without a name


def _leads(request: str, words: frozenset[str]) -> list[int]:
    """Where a word of ``words`` leads, "the" or "my" aside, to a word with a capital or to
    a place named without a name ("from here", "to work"): a place in that role."""
    from .shapes import leads

    return leads(re.findall(r"[\w'.]+", request), words, ("the", "my"), _PLACE_WORDS)


def _routed(request: str, kinds: tuple[str, ...]) -> dict[str, str] | None:
    """The request's two values of the form ``kinds`` by role: the one right after "from"
    the start, the one right after "to" or "into" the end; None unless it writes exactly
    two, none listed, each with its own role, and no other "from" (or "to", "into") leads
    to a place (``_leads``: "Bus to Davis, CA from here; I moved from Reno, NV")."""
    from .shapes import spans

    found = spans(request, kinds)
    if len(found) != 2 or any(listed for _, listed in found) or \
            any(len(_leads(request, words)) != 1 for words in _ROUTE_WORDS):
        return None
    out: dict[str, str] = {}
    for span, _ in found:
        head, _, rest = span.partition(" ")
        if head.lower() in ("from", "to", "into") and rest:  # "From Austin, TX": one name
            word, span = head.lower(), rest
        else:
            before = re.findall(r"[A-Za-z]+", request[:request.find(span)])[-1:]
            word = before[0].lower() if before else ""
        r = "start" if word == "from" else "end" if word in ("to", "into") else None
        if r is None or r in out:
            return None
        out[r] = span
    return out


# "from" or "to" ("into") leading, "the" or "my" aside, to a name or a house number
_LEAD = r"\b(?i:{words})\s+(?:(?i:the|my)\s+)?"


def route_swap(call: ToolCall, tool: Tool, request: str, said: Sequence[str] | None
               ) -> dict[str, str] | None:
    """A trip's start and end put back where the request's words say, when the call holds
    each in the other's argument; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the tool has exactly one string parameter (no ``enum``) named as a start and one
      as an end (``trip_role``: "origin" and "destination", "from_address" and
      "to_address", "pickup" and "dropoff");
    - the request leads to a place (a word with a capital or a house number, "the" or
      "my" aside) with "from" exactly once and with "to" or "into" exactly once ("to go"
      leads to none; not "Buses to Norwich from Ipswich, then to Cromer");
    - the call's start holds, case and spacing aside, what the request writes right after
      that "to", and its end what it writes right after that "from" ("Coach to
      Manchester from Sheffield." with ``origin="Manchester",
      destination="Sheffield"``);
    - the request holds no negation (the caller gives no ``said`` there).

    Where it can be wrong: "to" or "from" leading to something else than the trip's end
    or start ("A cab from the Hilton, booked to Anna" with ``pickup="Anna"``): there the
    model's call was no reading of the request either."""
    if said is None:
        return None
    props = tool.parameters.get("properties", {})
    roles: dict[str, list[str]] = {}
    for k, p in props.items():
        if free_string(p) and (r := trip_role(k)):
            roles.setdefault(r, []).append(k)
    if set(roles) != {"start", "end"} or any(len(v) != 1 for v in roles.values()):
        return None
    start, end = roles["start"][0], roles["end"][0]
    begun, ended = call.arguments.get(start), call.arguments.get(end)
    if not isinstance(begun, str) or not isinstance(ended, str) or \
            " ".join(begun.lower().split()) == " ".join(ended.lower().split()):
        return None
    froms, tos = _LEAD.format(words="from"), _LEAD.format(words="to|into")
    if any(len(re.findall(lead + r"[A-Z0-9]", request)) != 1 for lead in (froms, tos)):
        return None

    def after(lead: str, value: str) -> bool:
        words = spaced(value.split())
        return re.search(lead + rf"(?i:{words})(?![\w'])", request) is not None

    if not (after(tos, begun) and after(froms, ended)):
        return None
    return {start: ended, end: begun}
