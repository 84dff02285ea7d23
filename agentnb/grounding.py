"""Argument values the user named outright, for models too small to copy them reliably.

What the request names word for word wins over what a small model left out or made up:

- a parameter with a fixed set of choices (an ``enum``, or values its description quotes,
  as in ``Can be 'list' or 'dictionary'``) takes the one choice the request names, when the
  model left it out or chose a value neither the request nor a tool result mentions; only
  one named choice counts (two would be ambiguous), never one another argument holds; a
  list of choices left out gets every choice named;
- a yes/no parameter whose name the request spells out (``avoid_tolls`` in "with toll roads
  avoided"), not right after a negation ("few artistic interests"), becomes true when the
  model left it out or false;
- a number the model left out is filled when the request gives it right after the
  parameter's name ("acceleration of 9.8"), not after a bound ("warmer than 20") nor
  when a number stands right before the name ("2 guests, 4 stars"). A number the model
  gave is replaced only when it is plainly a misreading: the first digits of an amount
  the request writes with a currency sign or thousands separators, which small models'
  tokenizers split ("$5000" read as 500, "2,000" as 2), or a percentage the request
  gives where the description asks for a decimal ("5%" as 5 where 0.05 is asked for).
  Otherwise it may be a conversion (8% as 0.08) and stays;
- a whole-number parameter that counts things (``count``, ``num``, ``top``, ``limit``,
  ``amount``... in its name) takes the request's one count ("the 5 tallest", "ten events")
  when the model left it out or gave a number the request never says; not a bound ("less
  than 5" may mean 4), an ordinal, a percentage, part of a name ("Windows 11"), or a
  number another argument holds;
- a string parameter that names an identifier (``case_number``, ``patient_id``) takes the
  request's one identifier ("CA123456", "123456-ABC", "546382") when the model left it
  blank or wrote something the request never says; never a date, ordinal or measure;
- a string the model cut short from a literal the request quotes is copied whole ("123"
  from `DNA123`);
- numbered parameters (species1, species2) holding values of the request take them in the
  request's order;
- parameters that take lists of numbers take the lists the request writes out ("[3, 4, 5]",
  "12, 24, 36"), in order, when there are exactly as many lists as such parameters
  (required, or given by the model) and the model left one out or wrote one that is none
  of them (small models cut long lists short or make them up); no nested lists (a table).

Each change is recorded on the call (``ToolCall.grounded``: the model's own value, or
``None`` where it gave none), so a stepper can show it. ``Agent(ground_arguments=...)``
turns it on or off; by default it runs in JSON mode, where the models are small.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from . import relevance
from .counts import COUNT_WORDS
from .tools import Tool
from .types import ToolCall

# a quoted value: the quote not inside a word, so "the user's name" quotes nothing
_QUOTED = re.compile(r"""(?<!\w)(['"`])([^'"`\n]{1,40})\1(?!\w)""")
_NUMBERED = re.compile(r"(.*?)_?(\d+)$")
# words of a request: numbers keep their thousands separators and percent sign
_WORDS = re.compile(r"[a-z']+|-?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|-?\d+(?:\.\d+)?%?")
# amounts small models misread: "$5000" (the sign and digits tokenize oddly), "2,000"
_SPELLED = re.compile(r"[$€£¥]\s?(\d[\d,]*)|(?<![\d.,])(\d{1,3}(?:,\d{3})+)(?![\d,])")
_SEP = re.compile(r"[\s_\-]+")
_NUM = r"-?\d+(?:\.\d+)?"
_LISTS = re.compile(rf"\[\s*({_NUM}(?:\s*,\s*{_NUM})*)\s*\]"
                    rf"|(?<![\w.,\[])({_NUM}(?:,\s+{_NUM}){{2,}})(?!\w|\.\d|,\d)")
# a count in words, two to twenty (the answer checks read up to ninety-nine)
_COUNT_WORDS = {w: n for w, n in COUNT_WORDS.items() if n <= 20}
# parameters that count things: the request's one count fills them ("top 5", "ten events")
_COUNTING = {"count", "num", "number", "top", "limit", "results", "quantity", "amount"}
# a number standing alone as a word, and the word before it
_COUNT = re.compile(r"(?:([a-z]+)\s+)?(?<![\w.,$€£¥/:-])(\d+|" + "|".join(_COUNT_WORDS)
                    + r")(?![\w%/:-]|[.,]\d)", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")
# words of a counting parameter's name and description that name no thing counted
_GENERIC = {"many", "much", "number", "count", "limit", "amount", "quantity", "maximum",
            "minimum", "return", "list", "show", "give", "total", "default", "most", "least",
            "what", "which", "with", "from", "that", "this", "than", "them", "they", "each",
            "there", "their", "should", "will", "would", "items"}
# words after which a choice is asked for ("in celsius", "by express", "as a list")
_ASKING = {"in", "into", "to", "as", "by", "via", "use", "using", "with", "choose", "pick",
           "select", "prefer", "want", "per"}
# words between an identifier parameter's name and its value ("order number is A-1")
_LINKING = {"is", "no", "nr", "of", "was", "are"}
_BOUNDS = {"than", "under", "over", "below", "above", "least", "most", "within", "exceeding"}
# a request's words as written, with the hyphens and slashes of codes ("2022/AL2562")
_TOKENS = re.compile(r"(?<![\w\-/])[A-Za-z0-9](?:[\w\-/]*[A-Za-z0-9])?")
# parameters that name a thing by its identifier: the request's one identifier fills them
_IDENTIFYING = {"id", "number", "code", "docket", "ref", "reference", "serial", "sku",
                "isbn", "ticket", "barcode"}
# words that deny what follows: "without tolls", "has few artistic interests"
_NEGATIONS = {"no", "not", "without", "never", "neither", "nor", "exclude", "excluding",
              "few", "little", "hardly", "rarely", "seldom", "lacks", "lacking"}


def ground(call: ToolCall, tool: Tool, request: str, results: str = "", *,
           strict: bool = False) -> None:
    """Fill or correct ``call.arguments`` from choices ``request`` names (in place). A value
    the model took from a tool result (``results``: their text) is never corrected.
    ``strict`` (the default policies' repair of invalid calls): a count must be followed
    by what the parameter counts, as its name or description says ("the 5 tallest
    mountains" for "How many mountains"), not any number standing alone; an identifier
    must follow a word of the parameter's name ("order A-77812" for ``order_id``), not
    any code the request holds (a phone number, a zip code, a coupon); a choice must be
    asked for where the request names it (``_asked``), not only mentioned; and a request
    with a negation anywhere ("include no images", "not in fahrenheit") sets no flag and
    names no choice: which part it denies is not plain."""
    said = f" {_norm(request)} "
    known = f"{said}{_norm(results)} "
    held = {_norm(v) for v in call.arguments.values() if isinstance(v, str)}
    numbers = {f for f in map(_finite, call.arguments.values()) if f is not None}
    words = _WORDS.findall(request.lower())
    said_numbers = _numbers(words)
    denied = _denies(words)
    for name, (kind, data) in _params(tool).items():
        current = call.arguments.get(name)
        if kind == "flag":
            if current in (None, False) and _named_at(data, words) is not None \
                    and not (strict and denied):  # "include no images", "... or not"
                _set(call, name, True)
        elif kind == "number":
            given = _finite(current)
            value = _number_after(data[0], words, numbers) if current is None else \
                _misread(given, data, request, words, said_numbers, numbers)
            if value is None and data[3] and (current is None or given is not None) \
                    and given not in said_numbers:
                value = _lone_count(request, numbers, data[4] if strict else None)
            if value is not None and (not data[1] or value.is_integer()):
                _set(call, name, int(value) if data[1] else value)
        elif kind != "string":
            named = [c for c in data if f" {_norm(c)} " in said and _norm(c) not in held
                     and not _negated(_norm(c), said)]
            if strict and (denied or not all(_asked(_norm(c), said, current) for c in named)):
                named = []  # mentioned, not asked for: "express is too pricey"
            if kind == "choices":  # a list: filled when missing, with every one named
                if current is None and named:
                    _set(call, name, named)
            elif len(named) == 1 and current != named[0] and (current is None or (
                    isinstance(current, str) and f" {_norm(current)} " not in known)):
                _set(call, name, named[0])
        if kind == "string" and data and (not current or (isinstance(current, str) and (
                f" {_norm(current)} " not in known))):
            # one identifier among the request and the tool results: which one is meant
            # is plain only when there is no other
            ident = _lone_identifier(f"{request}\n{results}", held)
            if ident is not None and (not strict or _labelled(ident, data, request)):
                _set(call, name, ident)
                continue
        if kind in ("string", "choice") and isinstance(current, str) and len(current) >= 3 \
                and name not in (call.grounded or {}) and f" {_norm(current)} " not in known:
            whole = {q for _, q in _QUOTED.findall(request) if current in q and current != q}
            if len(whole) == 1:  # cut short: "123" of `DNA123`
                _set(call, name, whole.pop())
    _in_request_order(call, tool, request.lower())
    _lists_in_request_order(call, tool, request)


def _lists_in_request_order(call: ToolCall, tool: Tool, request: str) -> None:
    """Parameters that take lists of numbers (required, or given by the model) take the
    request's lists, in order, when there are exactly as many lists as such parameters;
    only values that are missing or are none of the request's lists are replaced."""
    required = tool.parameters.get("required", ())
    integer = _number_lists(tool)
    names = [n for n in integer if n in required or n in call.arguments]
    if not names or "[[" in request.replace(" ", ""):  # nested lists: a table, not lists
        return
    lists = _request_lists(request)
    if len(lists) != len(names):
        return
    for name, found in zip(names, lists):
        current = call.arguments.get(name)
        wrong = current is None or not any(_same_list(current, x) for x in lists)
        if wrong and (not integer[name] or all(v.is_integer() for v in found)):
            _set(call, name, [int(v) for v in found] if integer[name] else found)


def _request_lists(request: str) -> list[list[float]]:
    """Lists of numbers the request writes out, in order: bracketed ("[1, 2, 3]",
    "[22,33]") or three or more numbers separated by a comma and a space ("12, 24, 36";
    "1,000,000" is one number)."""
    found = []
    for m in _LISTS.finditer(request):
        text = m.group(1) if m.group(1) is not None else m.group(2)
        items = [t.strip() for t in text.split(",")]
        try:
            found.append([float(t) for t in items])
        except ValueError:
            continue
    return found


def _same_list(value: Any, numbers: list[float]) -> bool:
    return isinstance(value, list) and len(value) == len(numbers) and all(
        _finite(v) == n for v, n in zip(value, numbers))


def _number_lists(tool: Tool) -> dict[str, bool]:
    """The tool's parameters that take a list of numbers, in schema order, each with
    whether it takes whole numbers only."""
    found = {}
    for name, prop in tool.parameters.get("properties", {}).items():
        prop = _flat(prop)
        item = (prop.get("items") or {}).get("type") if prop.get("type") == "array" else None
        if item in ("integer", "number"):
            found[name] = item == "integer"
    return found


def _in_request_order(call: ToolCall, tool: Tool, request: str) -> None:
    """Numbered parameters (species1, species2) take the request's values in the order the
    request names them."""
    for group in _numbered(tool):
        names = [n for n in group if isinstance(call.arguments.get(n), str)
                 and call.arguments[n].strip()]  # "" is found anywhere: not a position
        values = [call.arguments[n] for n in names]
        where = [request.find(v.lower()) for v in values]
        if len(names) > 1 and min(where) >= 0 and len(set(where)) == len(where):
            ordered = [v for _, v in sorted(zip(where, values))]
            for n, v in zip(names, ordered):
                if call.arguments[n] != v:
                    _set(call, n, v)


def _numbered(tool: Tool) -> list[list[str]]:
    """The tool's groups of numbered parameters, each in number order."""
    groups: dict[str, list[tuple[int, str]]] = {}
    for name in tool.parameters.get("properties", {}):
        m = _NUMBERED.match(name)
        if m:
            groups.setdefault(m.group(1), []).append((int(m.group(2)), name))
    return [[n for _, n in sorted(g)] for g in groups.values() if len(g) > 1]


def _number_after(stems: list[str], words: list[str], held: set[float]) -> float | None:
    """The number the request gives right after naming the parameter (within 3 words).
    Not a percentage (5% may be meant as 5 or as 0.05), nor a bound ("than 20"), nor when
    a number stands right before the name ("2 guests, 4 stars": the 2 counts the guests)."""
    at = _named_at(stems, words, last=True)
    if at is None:
        return None
    first = _named_at(stems, words)
    if first and (words[first - 1][-1].isdigit() or words[first - 1] in _COUNT_WORDS):
        return None  # "2 guests, 4 stars": the number before the name counts it
    for i in range(at + 1, min(at + 4, len(words))):
        w = words[i]
        if w[-1].isdigit() or w[-1] == "%":
            if words[i - 1] in _BOUNDS:  # "2 degrees warmer than 20": a comparison
                return None
            value = None if w[-1] == "%" else _finite(float(w.replace(",", "")))
            return None if value in held else value
    return None


def _misread(value: float | None, data: tuple[list[str], bool, bool, bool], request: str,
             words: list[str], said: set[float], held: set[float]) -> float | None:
    """What the model plainly meant by ``value``, if it misread the request (see the module
    docstring), else None. ``said``: the request's numbers."""
    if value is None:
        return None
    if data[2] and value > 1 and f"{value:g}%" in words:  # "5%" where a decimal is asked
        return value / 100
    if value <= 0 or not value.is_integer() or value in said:
        return None
    digits = str(int(value))
    cut = {n for n in _spelled(request) if n != value and n not in held
           and str(int(n)).startswith(digits)}
    named = _number_after(data[0], words, held)
    if named in cut:
        return named
    # a lone digit (1, 2) is as likely made up as misread
    return cut.pop() if len(cut) == 1 and len(digits) > 1 else None


def _lone_identifier(request: str, held: set[str]) -> str | None:
    """The request's one identifier ("case CA123456", "patient 546382", "123456-ABC"): a
    word of at least three digits that begins with a letter, joins digits and letters with
    a hyphen or slash, is five digits or more, or is eight characters or more with two
    letters or more ("1Z999AA10123456784"). Not a date, an ordinal or a measure
    ("2022-04-27", "16th", "120cm"), nor one another argument holds."""
    found = {w for w in _TOKENS.findall(request) if sum(c.isdigit() for c in w) >= 3
             and (w[0].isalpha() or (w.isdigit() and len(w) >= 5)
                  or re.search(r"\d[-/][A-Za-z]|[A-Za-z][-/]\d", w)
                  or (len(w) >= 8 and sum(c.isalpha() for c in w) >= 2))
             and _norm(w) not in held}
    return found.pop() if len(found) == 1 else None


def _labels(parts: list[str], description: str) -> frozenset[str]:
    """The words (first five letters) that label an identifier for a parameter whose name
    or description holds a word of one (``_IDENTIFYING``: "order_id", "The patient's
    medical record number"), else none: the name's other words, or its generic ones when
    it has no other, and the description's content words ("patient", "record")."""
    described = [w for w in re.findall(r"[a-z]+", description.lower()) if w != "s"]
    if not _IDENTIFYING.intersection(parts + described):
        return frozenset()
    own = [w[:5] for w in parts if w not in _IDENTIFYING and len(w) >= 2] or \
        [w[:5] for w in parts]
    plain = {w[:5] for w in _IDENTIFYING | _GENERIC}
    return frozenset(own) | (relevance.words(description) - plain)


def _labelled(ident: str, labels: frozenset[str], request: str) -> bool:
    """Whether the request gives ``ident`` as the parameter's: right after a word that
    labels it (``_labels``), with at most linking words between ("order A-77812", "case
    number CA123456", "tracking number is RR123456785CN" for ``order_id``,
    ``case_number``, ``tracking_number``; "patient MRN-00912" for ``mrn``, "The
    patient's medical record number"; not "prescription from order 88123-B", nor "my
    library card is 29921004" for a book's barcode)."""
    tokens = [t.lower() for t in _TOKENS.findall(request)]
    for i, token in enumerate(tokens):
        if token != ident.lower():
            continue
        j = i - 1
        while j >= 0 and tokens[j][:5] not in labels and (
                tokens[j] in _LINKING or tokens[j] in _IDENTIFYING):
            j -= 1  # "number", "is", "no": between the name and the value
        if j >= 0 and tokens[j][:5] in labels:
            return True
    return False


def _numbers(words: list[str]) -> set[float]:
    """Every number the request gives, in digits or words."""
    return {float(w.rstrip("%").replace(",", "")) if w[-1].isdigit() or w[-1] == "%"
            else float(_COUNT_WORDS[w]) for w in words
            if w[-1].isdigit() or w[-1] == "%" or w in _COUNT_WORDS}


def _lone_count(request: str, held: set[float], counted: set[str] | None = None
                ) -> float | None:
    """The request's one count ("the 5 tallest", "three traits"): a whole number up to 100,
    in digits or words, standing alone (not "5%", "3pm", "90s", "16th", "2.5", "$5"), not
    a bound ("less than 5" may mean 4), not part of a name (right after a capitalized word
    that does not begin a sentence: "Windows 11", "iPhone 15"), not a value another
    argument holds. A name's number in the request is no count, but it is still a number:
    with one there, no other number is the request's one count either. With ``counted``
    (stems of what the parameter counts) one of the next two words must be one of them."""
    found = set()
    for m in _COUNT.finditer(request):
        before, w = (m.group(1) or ""), m.group(2).lower()
        value = float(_COUNT_WORDS[w]) if w in _COUNT_WORDS else float(w)
        if before and not before.islower() and not _begins_sentence(request, m.start(1)):
            return None  # part of a name: which number counts is no longer plain
        after = _WORD.findall(request[m.end():].lower())[:2]
        if counted is not None and not any(a[:5] in counted for a in after):
            continue
        if 0 < value <= 100 and value not in held and before.lower() not in _BOUNDS:
            found.add(value)
    return found.pop() if len(found) == 1 else None


def denies(text: str) -> bool:
    """Whether ``text`` holds a negation ("no", "not", "without", "don't", "few", ...)."""
    return _denies(_WORDS.findall(text.lower()))


def _denies(words: list[str]) -> bool:
    """Whether any of the request's words (as ``_WORDS`` splits them) is a negation."""
    return any(w in _NEGATIONS or w.endswith("n't") for w in words)


def _negated(value: str, said: str) -> bool:
    """Whether the (normalised) ``value`` is first said within three words after a
    negation in ``said`` ("not in fahrenheit", "don't use metric")."""
    at = said.find(f" {value} ")
    before = said[:at].split()[-4:] if at >= 0 else []
    return any(w in _NEGATIONS for w in before) or "' t" in " ".join(before)  # don't


def _asked(value: str, said: str, given: Any) -> bool:
    """Whether the (normalised) choice ``value`` is asked for where ``said`` first names
    it: after a word that asks for a kind ("in imperial units", "by express", "as a
    list", "use metric") or after an amount ("3 feet"), or as a variant of what the model
    wrote (``inch`` for "inches"). A choice only mentioned ("express is too pricey",
    "this Java code", "too dark in here") is not."""
    at = said.find(f" {value} ")
    before = said[:at].split()[-1:] if at > 0 else []
    if before and (before[0] in _ASKING or re.fullmatch(r"-?\d[\d.,]*", before[0])):
        return True
    mine = _norm(given) if isinstance(given, str) else ""
    return len(mine) >= 3 and (value.startswith(mine[:3]) or mine.startswith(value[:3]))


def _begins_sentence(text: str, at: int) -> bool:
    """Whether the word at ``at`` begins ``text`` or a sentence in it."""
    head = text[:at].rstrip()
    return not head.strip("\"'`([ \t\n") or head[-1] in ".!?:;\n"


def _spelled(request: str) -> set[float]:
    """Whole amounts the request writes with a currency sign or thousands separators."""
    out = set()
    for sign, sep in _SPELLED.findall(request):
        text = (sign or sep).rstrip(",")
        if re.fullmatch(r"\d+|\d{1,3}(?:,\d{3})+", text):
            out.add(float(text.replace(",", "")))
    return out


def _finite(value: Any) -> float | None:
    """A JSON number as a finite float; None for anything else (1e400 included)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    try:
        value = float(value)
    except OverflowError:
        return None
    return value if value - value == 0 else None


def stems_at(stems: list[str], words: list[str]) -> list[int] | None:
    """Where each of ``stems`` first begins a word of ``words``; None if one begins none
    (or there are no stems)."""
    at = [next((i for i, w in enumerate(words) if w.startswith(s)), -1) for s in stems]
    return at if stems and min(at) >= 0 else None


def _named_at(stems: list[str], words: list[str], *, last: bool = False) -> int | None:
    """Where the request names a parameter: every stem of its name begins a word. The
    index of the first (or ``last``) of those words; None if not named, or if named
    within three words after a negation."""
    at = stems_at(stems, words)
    if at is None:
        return None
    before = words[max(0, min(at) - 3):min(at)]
    if _denies(before):
        return None
    return max(at) if last else min(at)


def _set(call: ToolCall, name: str, value: Any) -> None:
    grounded = call.grounded if call.grounded is not None else {}
    grounded.setdefault(name, call.arguments.get(name))
    call.grounded = grounded
    call.arguments = {**call.arguments, name: value}


def _norm(text: str) -> str:
    """Lower case, words split on spaces, underscores and hyphens, other punctuation as
    its own word: "six_months" is said in "the last six months."."""
    return _SEP.sub(" ", re.sub(r"([^\w\s\-])", r" \1 ", text.lower())).strip()


def spaced(words: Iterable[str]) -> str:
    """A pattern of ``words`` in their order with any spacing between them ("Kings  Cross"
    for "Kings Cross")."""
    return r"\s+".join(map(re.escape, words))


def name_words(name: str) -> list[str]:
    """The words of a parameter's name, in lower case: "include_alerts" and
    "includeAlerts" are ``["include", "alerts"]``."""
    return [w for w in re.split(r"[\W_]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", name).lower())
            if w]


def _params(tool: Tool) -> dict[str, tuple[str, Any]]:
    """What grounding can do for each parameter: name -> (kind, data):
    ``("choice", values)``, ``("choices", values)`` for a list, ``("flag", stems)``,
    ``("number", (stems, integer, asks_for_a_decimal, counts_things, counted))`` or
    ``("string", labels)``: the words that label an identifier for it, none where it
    names no identifier (``_labels``)."""
    found: dict[str, tuple[str, Any]] = {}
    for name, prop in tool.parameters.get("properties", {}).items():
        prop = _flat(prop)
        kind = prop.get("type")
        parts = name_words(name)
        stems = [w[:4] for w in parts if len(w) >= 3]
        if kind == "boolean":
            if stems:
                found[name] = ("flag", stems)
            continue
        if kind in ("integer", "number"):
            if stems:
                decimal = "decimal" in (prop.get("description") or "").lower()
                counting = kind == "integer" and bool(_COUNTING.intersection(parts))
                counted = {w[:5] for w in _WORD.findall(
                    f"{' '.join(parts)} {prop.get('description') or ''}".lower())
                    if len(w) >= 4 and w not in _GENERIC}
                found[name] = ("number", (stems, kind == "integer", decimal, counting,
                                          counted))
            continue
        many = kind == "array"
        source = prop.get("items", {}) if many else prop
        if source.get("type") not in (None, "string"):
            continue
        values = source.get("enum") or [q for _, q in _QUOTED.findall(
            prop.get("description") or "")]
        values = list(dict.fromkeys(v for v in values if isinstance(v, str) and v.strip()))
        if values:
            found[name] = ("choices" if many else "choice", values)
        elif not many:
            found[name] = ("string", _labels(parts, prop.get("description") or ""))
    return found


def _flat(prop: dict[str, Any]) -> dict[str, Any]:
    """A parameter's schema with ``X | None`` (anyOf [X, null]) read as X, which carries
    the type and choices."""
    if "anyOf" not in prop:
        return prop
    return {**next((b for b in prop["anyOf"] if b.get("type") != "null"), {}),
            **{k: v for k, v in prop.items() if k != "anyOf"}}
