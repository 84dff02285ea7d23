"""Which tools the request speaks of: the words a tool's name and description share with
the request (and the results of its calls so far).

A small model choosing among several tools often takes one the request never mentions
(the first listed, or one named in an earlier example). A tool whose name, description and
parameters share no word with the request, while the request clearly speaks of another
(``named``: a word of its name, or two of its text) and holds the numbers that tool needs,
is a choice without evidence: ``agentnb.policies.CheckChoice``
asks the model again without such tools. This module only counts shared words; it never
picks a tool itself.

Words are compared by their first five letters ("weather" and "weathers", "translate"
and "translation"), in lower case, with camelCase and snake_case names split; function
words and verbs any tool could use ("get", "find", "calculate", "the", "with") do not
count.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from .counts import counts_in, one_counted
from .tools import Tool
from .units import NUMBER, other_unit, writes

_WORD = re.compile(r"[a-z]+")
_CAMEL = re.compile(r"([a-z])([A-Z])")
_PREFIX = 5
# function words, and verbs and nouns that name no subject: shared by unrelated tools
_PLAIN_WORDS = """
a an the of to in on at by for from with without into onto over under about as and or
not no nor but if then than so is are was were be been being am do does did done has
have had it its this that these those there here what which who whom whose when where
why how me my mine you your yours we our us they them their he she him her his i
can could would should will shall may might must please let also just only any all
each every some more most other such own same very too much many one two get gets
getting got find finds finding calculate calculates calculating calculation compute
computes computing return returns returned give gives giving show shows list lists tell
make makes use uses using used value values number numbers data information info result
results given based specific specified provide provided type types default optional
required e g eg etc like want need know help new
"""
_PLAIN = frozenset(_PLAIN_WORDS.split())


def _content(text: str) -> list[str]:
    text = _CAMEL.sub(r"\1 \2", text).replace("_", " ").lower()
    return [w for w in _WORD.findall(text) if len(w) > 1 and w not in _PLAIN]


def words(text: str, whole: bool = False) -> set[str]:
    """The content words of ``text``, as their first five letters (``whole``: as they are,
    a plural made singular: "currency" is not "current", "cities" is "city")."""
    found = _content(text)
    if whole:
        return {_singular(w) for w in found}
    return {w[:_PREFIX] for w in found}


_GREETING = frozenset(["hi", "hello", "hey", "ok", "okay", "thanks", "thank"])


def head(text: str) -> str | None:
    """The first content word of ``text``, as ``words`` gives it, a greeting aside: what a
    request asks for, the verb of an imperative ("Hi, translate ...", "Define ...") or
    the noun of a phrase ("Perimeter of ..."); the words after it are what it acts on."""
    found = [w for w in _content(text) if w not in _GREETING]
    return found[0][:_PREFIX] if found else None


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"  # cities
    if len(word) > 2 and word.endswith("s") and word[-2:] not in ("ss", "us", "is"):
        return word[:-1]  # ids, codes
    return word


def tool_text(tool: Tool) -> str:
    """What the model is shown of a tool: its name, description, and its parameters'
    names and descriptions."""
    props = tool.parameters.get("properties", {})
    params = " ".join(f"{n} {p.get('description', '')}" if isinstance(p, dict) else n
                      for n, p in props.items())
    return f"{tool.name} {tool.description} {params}"


def tool_words(tool: Tool) -> set[str]:
    """The content words of ``tool_text``."""
    return words(tool_text(tool))


def shared(tool: Tool, said: set[str]) -> int:
    """How many of the request's content words (``words(request)``) the tool's text
    (``tool_words``) holds."""
    return len(tool_words(tool) & said)


def named(tool: Tool, said: set[str]) -> bool:
    """Whether the request clearly speaks of the tool: a word of its name, or two words of
    its text ("Look up jazz history" shares only "history" with an order-history tool's
    description: not enough)."""
    return bool(words(tool.name) & said) or shared(tool, said) >= 2


def naming(tool: Tool, said: set[str]) -> tuple[int, int]:
    """How much the request speaks of the tool, to weigh two tools: the words of its name
    the request says, then the words of its text (``shared``). "What is the perimeter of a
    triangle?" says two of ``triangle_perimeter``'s name and one of ``triangle_area``'s."""
    return len(words(tool.name) & said), shared(tool, said)


_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:[.,]\d+)*")


def callable_from(tool: Tool, text: str) -> bool:
    """Whether ``text`` could give the tool's required numbers: a tool that needs a number
    (an ``integer`` or ``number`` parameter without a default) cannot be what a request
    holding no number asks for yet ("in Fahrenheit" before any temperature is known). A
    number is written in digits or as a count in words (``agentnb.counts``: "for two
    hours", "Twelve croissants", "twenty-four", and "one" where it counts something, "for
    one night", not "the one by the pool")."""
    props = tool.parameters.get("properties", {})
    needs = [n for n in tool.parameters.get("required", [])
             if isinstance(props.get(n), dict) and props[n].get("type") in ("integer", "number")]
    return not needs or bool(_NUMBER.search(text) or counts_in(text) or one_counted(text))


# words that start a description's inputs: what comes before the first is what it returns
_INPUTS = re.compile(r"\b(?:of|for|by|from|with|given|using|based|between|in|on|at|to|into|"
                     r"via|per|within|about|across|over|under|when|where|that|which)\b",
                     re.IGNORECASE)


def feeds(first: Tool, then: Tool) -> bool:
    """Whether ``first`` looks up a value ``then`` needs: its name, or its description
    before the description's inputs (its first "of", "by", "for", "given", ...), names
    every content word of a required parameter of ``then``, and ``first`` takes no
    parameter sharing a word with it. ``get_user_id`` ("Look up a customer's user id by
    name") before ``get_orders(user_id)``, ``get_capital`` ("Capital city of a country")
    before ``get_weather(city)``: choosing ``first`` is the step before ``then``. Not
    "Search for a doctor based on area of expertise" before a lawyer search by
    ``expertise``: there it is an input."""
    takes = set().union(*(words(n, True) for n in first.parameters.get("properties", {})))
    own = words(first.name, True) | words(_INPUTS.split(first.description, maxsplit=1)[0],
                                          True)
    return any((need := words(n, True)) and need <= own and not need & takes
               for n in then.parameters.get("required", []))


# words of time and courtesy a request may add to what it asks: a result need not hold them
_COURTESY = re.compile(r"\b(?:right now|now|currently|today|please|thanks|thank you)\b",
                       re.IGNORECASE)
# a description's examples and quoted spans: what a value may look like, not what it is
_EXAMPLES = re.compile(r"\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)|"
                       r"\b(?:e\.g\.|eg\.|for example|for instance|such as)[^.;)\n]*",
                       re.IGNORECASE)
MAX_VALUE_CHARS = 60  # a longer string is prose, not a value to look for
# what a tool returns when it found nothing
_NOTHING = {"", "unknown", "not found", "none", "null", "n/a", "0", "0.0", "[]", "{}"}


NOT_JSON = object()  # what ``read_json`` gives for a text that is not JSON


@lru_cache(maxsize=32)
def read_json(text: str) -> Any:
    """A tool result's text read as JSON, or ``NOT_JSON``; the same object for the same
    text (the checks of an answer and of its draws read each result several times), so
    callers only read it."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError, TypeError):
        return NOT_JSON


def json_items(value: Any) -> Iterator[tuple[str | None, Any]]:
    """Every value of a parsed JSON value, nested ones too, in order (a value before the
    values inside it), each with its key: ``None`` for the whole and for a list's items."""
    stack = [iter([(None, value)])]
    while stack:
        for key, item in stack[-1]:
            yield key, item
            if isinstance(item, dict):
                stack.append(iter([(str(k), v) for k, v in item.items()]))
                break
            if isinstance(item, list):
                stack.append(iter([(None, v) for v in item]))
                break
        else:
            stack.pop()


def short_value(value: Any) -> str | None:
    """A value an answer can be looked at for: a number (not a boolean) or a string of up to
    ``MAX_VALUE_CHARS``, as text; ``None`` for anything else."""
    if (isinstance(value, (int, float)) and not isinstance(value, bool)) or (
            isinstance(value, str) and 0 < len(value.strip()) <= MAX_VALUE_CHARS):
        return str(value).strip()
    return None


def result_words(content: str) -> set[str] | None:
    """The content words of a tool result (a JSON object's keys and string values), or
    None when it found nothing: an object with an ``error`` key, null, empty, 0,
    "unknown", "not found"."""
    if content.strip().strip('"').strip().lower() in _NOTHING:
        return None
    if (value := read_json(content)) is NOT_JSON:
        return words(content)
    if isinstance(value, dict) and any(str(k).lower() in ("error", "errors") for k in value):
        return None
    found: set[str] = set()
    for key, item in json_items(value):
        if key is not None:
            found |= words(key)
        if isinstance(item, str):
            found |= words(item)
    return found


_CONTRACTION = re.compile(r"['’](?:s|t|re|ll|ve|d|m)\b", re.IGNORECASE)


def _letters(text: str) -> set[str]:
    """The one-letter words of ``text`` but "a" and "I" (a unit: "Paris in F?")."""
    return {w for w in _WORD.findall(_CONTRACTION.sub(" ", text).lower())
            if len(w) == 1 and w not in ("a", "i")}


def gives(tool: Tool) -> set[str]:
    """The content words of what a tool gives: its name, and its description before the
    description's inputs (its first "of", "for", "from", "in", ...; examples aside).
    "Current weather for a city, in Celsius or Fahrenheit" gives weather, not Fahrenheit."""
    head = _INPUTS.split(_EXAMPLES.sub(" ", tool.description), maxsplit=1)[0]
    return words(f"{tool.name} {head}")


def answered(request: str, results: list[tuple[Tool | None, str, dict[str, Any]]]) -> bool:
    """Whether the results hold every word of the request (its content words, ``words``,
    and its one-letter words, "F"; "now", "today", "please" aside): each word is in a
    result that found something (``result_words``), in what the tool that gave it gives
    (``gives``: its parameters and examples do not count; ``City name, e.g. "Paris"``
    says nothing of Paris), or in a name the call that gave it was given (``names``).
    Each result comes with its call's arguments. "What is the temperature in Tokyo?" is
    answered by ``{"city": "Tokyo", "temperature_c": 25}``, and "What time is it in
    Tokyo?" by ``"21:40"`` from ``get_time(city="Tokyo")``; "What is the weather in the
    capital of Japan?" is not by ``"Tokyo"`` from ``get_capital``, nor by ``{"error":
    "no weather data for capital of Japan"}``."""
    rest = _COURTESY.sub(" ", request)
    want = words(rest) | _letters(rest)
    held: set[str] = set()
    for tool, content, arguments in results:
        found = result_words(content)
        if found is not None:
            held |= found | _letters(content) | (gives(tool) if tool else set()) | \
                names(request, arguments)
    return bool(want) and want <= held


_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)[\"'‘“(]*$")


def names(request: str, arguments: dict[str, Any]) -> set[str]:
    """The content words of the arguments' string values that the request gives as names:
    where the request writes the value whole, each of its words begins with a capital
    letter or holds a digit, and it does not begin a sentence ("Tokyo", "Tim Cook",
    "AAPL", "BA 117"). A call given a name has looked that name up; a value in lower case
    ("the capital of Japan") may describe a value another call must find first, and a
    capital at a sentence's start says nothing, so neither counts."""
    out: set[str] = set()
    for value in arguments.values():
        for item in value if isinstance(value, list) else [value]:
            if not isinstance(item, str) or not item.strip():
                continue
            for m in re.finditer(rf"(?<!\w){re.escape(item.strip())}(?!\w)", request,
                                 re.IGNORECASE):
                spans = m.group(0).split()
                if all(w[0].isupper() or any(c.isdigit() for c in w) for w in spans) and \
                        not _SENTENCE_START.search(request[:m.start()]):
                    out |= words(item)
                    break
    return out


def says(text: str, value: str) -> bool:
    """Whether ``text`` gives ``value``: a number as far as the text rounds it ("31" for
    30.6, "1,490" for 1490, "10.4 million" for 10379007: ``agentnb.units.writes``), a
    string without case."""
    if NUMBER.fullmatch(value):
        return writes(text, float(value.replace(",", "")))
    return value.lower() in text.lower()


def asked_values(results: list[str], request: str) -> list[tuple[str, str]]:
    """The values the request asks for by name, with their keys: in the results that are
    JSON, the value (a number, or a string of up to ``MAX_VALUE_CHARS``) of each key
    whose every content word the request holds (``words``: ``temperature_c`` for "What's
    the temperature in Cairo?", ``capital`` for "What's the capital of Peru?"), unless the
    request says the value itself or asks for a number in another unit than the key's
    (``agentnb.units.other_unit``: "in Fahrenheit" beside ``temperature_c``)."""
    said = words(request)
    out: list[tuple[str, str]] = []
    for text in results:
        if (value := read_json(text)) is NOT_JSON:
            continue
        for key, item in json_items(value):
            named = words(key) if key is not None else set()
            shown = short_value(item) if named and named <= said else None
            if shown is None or (not isinstance(item, str) and other_unit(str(key), request)):
                continue
            if not says(request, shown) and (str(key), shown) not in out:
                out.append((str(key), shown))
    return out
