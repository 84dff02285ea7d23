"""A required value that is its parameter's own example, written as a code, and that
nothing in the conversation says: a placeholder the model copied from the tool's text.

A small model fills ``flight_status(flight_number)``, described "Airline code and number,
e.g. BA117", with ``"BA117"`` for "Is flight LH400 on time?": the example, not a value of the
request. Such a value is as good as missing, and where the request writes exactly one
code of the example's form that the call does not hold, that code is the value
(``placeholder_fix``; ``GroundArguments`` puts it in place and records the change).

A small model also writes a country's or a language's name where the example shows its
code ("Germany" for "ISO alpha-3 country code, e.g. USA"): ``form_fix`` gives the code.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from . import relevance
from .codes import (
    coded_in,
    is_code_in_any_case,
    kinds_of,
    mentions,
    named,
    names_code,
    says_word,
    shaped,
)
from .examples import example_text, free_string, name_parts
from .tools import Tool
from .types import ToolCall

TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9\-_/.:+]*[A-Za-z0-9])?")


def code(token: str) -> bool:
    """Whether ``token`` is written as a code: two characters or more, no lower-case
    letter and no space, a capital or a digit ("USD", "BA117", "1Z999AA1", "2026-12-05";
    not "I", "Paris", "usd")."""
    return len(token) > 1 and TOKEN.fullmatch(token) is not None and \
        not re.search(r"[a-z]", token) and re.search(r"[A-Z0-9]", token) is not None


def form(token: str) -> str:
    """How a code is written: each capital an "A" (their number counts: a ticker of four,
    a currency of three), each run of digits a "9" (numbers vary in length), marks as
    they are: "USD" and "GBP" are "AAA", "BA117" and "AF22" "AA9", "2026-12-05" "9-9-9"."""
    return re.sub(r"\d+", "9", re.sub(r"[A-Z]", "A", token))


def example_code(spec: dict[str, Any]) -> str | None:
    """The code a string parameter's schema shows as its example (``example_text``, up to
    its first space or comma), when that is a code."""
    value = re.split(r"[\s,]", example_text(spec) or "", maxsplit=1)[0].strip().rstrip(".")
    return value if code(value) else None


def placeholder_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
                    ) -> dict[str, str] | None:
    """New values for the required arguments of ``call`` that are placeholders, when the
    request gives each one; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the argument is required, a string, and equal to its parameter's example, which is
      a code (``example_code``), and no text of ``said`` (what the conversation says:
      ``Turn.said``) writes that code: the model copied it;
    - no other argument equals its own parameter's example: a call copied whole
      (``convert_currency("USD", "EUR")`` for "50 GBP in USD") gives no ground for
      telling which code goes where;
    - ``request`` writes exactly one code of the example's form (``form``) that no
      argument of the call holds, a different one for each placeholder, counting as
      written the standard code, in the example's length and case, of each country or
      language it names where the parameter's name or description says it takes one
      (``agentnb.codes``: "BRA" for "Stats for Brazil" where the example is "GBR");
    - no other argument holds a code of the request of that form: then the request's
      codes are two for two parameters, and the model placed one of them, maybe in the
      wrong one ("How many CHF is 200 CAD?" got ``to_currency="CAD"`` beside the copied
      ``from_currency="USD"``; putting CHF in its place ran CHF to CAD);
    - the example is not the code of a word the request writes (``may_name``: "AAPL"
      for "Apple", beside "HSBC", may be the copy the request asks for), nor the
      standard code of a country or language it names or writes in another code
      (``codes.mentions``: "USA" for "the United States, I fly with KLM", or for "New
      Mexico, US");
    - the call validates with the new values.

    Where it can be wrong: the example is the value the request means in other words,
    neither made of its letters nor a standard code of a name it writes, and the request
    writes another code of its form ("Is Intel a buy? Ask HSBC" where the example is
    "INTC": it becomes ``"HSBC"``)."""
    props = tool.parameters.get("properties", {})
    examples = {k: example_code(p) for k, p in props.items() if free_string(p)}
    values = {k: v.strip() for k, v in call.arguments.items() if isinstance(v, str)}
    at_example = [k for k, v in values.items() if examples.get(k) == v]
    copies = [k for k in at_example if k in tool.parameters.get("required", [])
              and not any(says_word(t, values[k]) for t in said)
              and not may_name(values[k], request) and not mentions(values[k], request)]
    if not copies or len(copies) < len(at_example):
        return None
    written = {t for t in TOKEN.findall(request) if code(t)}
    placed = {form(v) for k, v in values.items() if k not in copies and v in written}
    codes = written - set(values.values())
    fix: dict[str, str] = {}
    for k in copies:
        kinds = kinds_of(k, str(props[k].get("description") or ""))
        fits = {t for t in codes | coded_in(request, kinds, values[k])
                if form(t) == form(values[k])} - set(values.values())
        if len(fits) != 1 or form(values[k]) in placed:
            return None
        fix[k] = fits.pop()
    if len(set(fix.values())) < len(fix) or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def may_name(example: str, request: str) -> bool:
    """Whether the code ``example`` (letters only) may be the code of a word ``request``
    writes: a content word (``relevance.words``: not "for" beside "FR") beginning with the
    code's first letter that holds its letters in order, a letter written twice counted
    once ("AAPL" of Apple, "MSFT" of Microsoft; not "DEU" of Germany). Case and accents
    aside."""
    if not example.isalpha():
        return False
    plain = unicodedata.normalize("NFKD", request).encode("ascii", "ignore").decode()
    return any(made_of(example, word) for word in relevance.words(plain, whole=True))


def made_of(letters: str, word: str) -> bool:
    """Whether the code ``letters`` may be made from ``word``: its first letter the word's,
    each of its letters in order in it, a letter written twice counted once ("AAPL" of
    "apple", "MSFT" of "microsoft"; not "DEU" of "germany"). Case aside."""
    letters, word = re.sub(r"(.)\1+", r"\1", letters.lower()), word.lower()
    rest = iter(word)
    return bool(letters) and word[:1] == letters[0] and all(c in rest for c in letters)


# words of a description that say how long a code is
_LONG = {2: re.compile(r"(?i)\b(?:alpha-?2|two-letter|2-letter|639-1)\b"),
         3: re.compile(r"(?i)\b(?:alpha-?3|three-letter|3-letter)\b")}


def form_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, str]:
    """The codes (``agentnb.codes``) of the countries and languages a call names where its
    parameter asks for a code ("Germany" where the example is "USA": "DEU"; "Swedish"
    where it is "en": "sv"). ``call`` is not changed.

    Precondition, every part of it: the parameter is a string without ``enum``, whose
    name or description says it takes a country or a language (``kinds_of``); its
    example is a code of that kind, in either case (``example_text``: "USA", "FR", "en",
    "gb"),
    or its description says the code's length ("alpha-2", "three-letter"; a country's
    code in capitals, a language's in lower case); the value is, whole, one name of the
    tables with one code of that length and case; and the request names it too (in any of
    its names). Where it can be wrong: a tool that takes names in a parameter whose
    example is a code."""
    out: dict[str, str] = {}
    for k, spec in tool.parameters.get("properties", {}).items():
        value = call.arguments.get(k)
        if not free_string(spec) or not isinstance(value, str):
            continue
        description = str(spec.get("description") or "")
        kinds = kinds_of(k, description)
        like = _shape(example_text(spec), description, kinds)
        found = named(value, kinds) if like else []
        if len(found) != 1 or found[0][0].group(0) != value.strip():
            continue
        fits = shaped(found[0][1], like)
        if len(fits) == 1 and names_code(code := fits.pop(), request):
            out[k] = code
    return out


def _shape(example: str | None, description: str, kinds: tuple[str, ...]) -> str | None:
    """A code as the parameter writes them: its example, when that is a code of ``kinds``;
    else a made-up one of the length its description says, in the kind's case."""
    first = re.split(r"[\s,]", example or "", maxsplit=1)[0].strip().rstrip(".")
    if first and is_code_in_any_case(first, kinds):
        return first  # "gb": a country's code in lower case
    long = next((n for n, words in _LONG.items() if words.search(description)), None)
    if long is None or len(kinds) != 1:
        return None
    return "X" * long if kinds[0] == "country" else "x" * long


_PLACEHOLDER_WORDS = frozenset(["example", "sample", "placeholder", "xxx", "lorem", "ipsum",
                                "your", "todo", "tbd"])
_PATTERN_MARKS = re.compile(r"[*+\\^$\[\]{}|<>]")


def _counting(digits: str) -> bool:
    """Whether digits count up from 0 or 1, or repeat one digit ("1234567", "00000")."""
    return len(set(digits)) == 1 or digits in "01234567890123456789"


def placeholder_shaped(value: str, said: str) -> bool:
    """Whether ``value`` has a placeholder's shape, not a value's: five or more digits
    counting up or repeating ("1234567890", "00000"), or six or more inside a code
    ("M1234567890"); words joined by "_" where the conversation joins none
    ("HM_BUSINESS", "my_project"); a pattern's marks ("Crown*", "<city>"); or a
    placeholder's word ("example", "your", "xxx")."""
    digits = re.sub(r"\D", "", value)
    if len(digits) >= 5 and re.fullmatch(r"[\d\s().-]+", value) and _counting(digits):
        return True
    if any(len(run) >= 6 and _counting(run) for run in re.findall(r"\d+", value)):
        return True
    if "_" in value and "_" not in said:
        return True
    if _PATTERN_MARKS.search(value):
        return True
    return bool(set(re.findall(r"[a-z]+", value.lower())) & _PLACEHOLDER_WORDS)


# a date, or a date and a time, as a model writes one ("2023-01-01T00:00:00.000000Z")
_ISO_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
                         r"(?:Z|[+-]\d{2}:?\d{2})?)?")
# words of a parameter taking a moment: in its name or its description
_MOMENT_WORDS = frozenset([
    "time", "times", "date", "dates", "day", "days", "when", "start", "starts", "end",
    "ends", "begin", "begins", "finish", "until", "till", "since", "deadline", "due",
    "slot", "schedule", "scheduled", "timestamp", "period", "version", "release",
    "expiry", "expires", "birthday", "dob", "born", "created", "updated", "modified",
    "valid", "year", "month", "week", "season", "hour", "minute", "moment", "datetime"])
# and, in its name alone, a word placing it in time ("starts_at", "from", "before")
_MOMENT_NAMES = _MOMENT_WORDS | {"at", "on", "from", "to", "before", "after", "by"}


def fragment(value: str, said: str) -> bool:
    """Whether a value is a fragment of code or of a list, no value: it opens with a
    closing or separating mark (");", ",10,25.6,", "});\nfunction book() {") that the
    conversation (``said``) does not write before its next character."""
    opening = re.match(r"\s*([)\]},;]+.?)", value)
    return bool(opening) and opening[1] not in said


def shapeless(value: str, name: str, spec: Any) -> bool:
    """Whether a made-up value has a shape no word has, for a parameter that takes words:
    blank, or marks alone ("", ");", ", "); or a date, or a date and a time, in ISO form
    ("2023-01-01", "2023-01-22 12:30:00") where the parameter's name and description say
    nothing of a moment (``_MOMENT_WORDS``; in its name also "at", "from", "before"...:
    ``when``, ``starts_at``, ``version`` take one). The caller tells that the value is
    made up and the parameter is written freely (``agentnb.refill``).

    Where it can be wrong: a parameter taking a moment whose name and description hold
    none of those words (``fixture`` undescribed: a date the model made up for it is
    asked again among the request's words, which may hold none)."""
    if not re.search(r"[^\W_]", value):
        return True
    if not _ISO_MOMENT.fullmatch(value.strip()):
        return False
    description = spec.get("description", "") if isinstance(spec, dict) else ""
    return not (name_parts(name) & _MOMENT_NAMES or set(
        re.findall(r"[a-z]+", str(description or "").lower())) & _MOMENT_WORDS)
