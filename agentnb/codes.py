"""Standard codes of the countries and languages a text names in words: ISO 3166-1
(alpha-2 and alpha-3: "DE", "DEU" for Germany) and ISO 639 (the two-letter code, the
three-letter ones: "fr", "fra", "fre" for French), read from pycountry's tables; and,
where a parameter says it takes a currency, ISO 4217's ("EUR" for "euros").

A small model writes a country's or a language's name where a parameter asks for its code
("French" where the choices are "en", "fr", "de"), and writes the code where the request
names it in words ("DEU" for "Facts about Germany"). Words alone cannot tell that "DEU" is
Germany's: the letters are not in its name. These tables can.

Names read, whole words, case aside: a country's name, common name and official name,
and its name's part before a comma where no other country shares it ("Bolivia" of
"Bolivia, Plurinational State of"; "Korea" is two countries' and is not read); a
language's name, without what follows a parenthesis or a semicolon, for the 184
languages that have a two-letter code; and a short list of names people write that the
tables lack or write otherwise (``ALSO``: "UK", "Britain", "Russia", "Burma", "Ivory
Coast"; "Greek" for "Modern Greek", "Farsi", "Mandarin"), "Turkey" only as written so
(a turkey is a bird). Not read: names in other languages ("Deutschland"), names neither
the tables nor that list hold ("Holland", "America", "Macedonia": another country's, or
a region's, too), a people's or an adjective's name for its country ("German" names the
language, not Germany). Read where it may mislead: a name inside another name ("Mexico"
of "New Mexico", "Georgia" the US state); a copied example whose country the request
also writes in another code stays (``mentions``: "New Mexico, US"); "Turkey" at a
sentence's start may be the bird.

Currencies are read by their names of two words or more and those names with an "s"
("Swiss francs", "Japanese yen"), a short list (``ALSO``: "euro", "euros", "yen",
"British pounds", "yuan", "zloty"...) and their codes written in capitals ("EUR"; not
"try", "all", "top", which are words); not by a name of one word the tables hold ("Rand",
"Sol", "Won": words, or a name, too), nor by "dollars" or "pounds", which many
currencies are; not ISO 4217's funds, metals and units of account.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import examples, relevance
from .examples import example_text

if TYPE_CHECKING:
    from .tools import Tool
    from .types import ToolCall

KINDS = ("country", "language")  # the kinds read where no parameter names its kind
# and every kind a parameter's name or description can say it takes (``kinds_of``)
ALL_KINDS = (*KINDS, "currency")
# names people write that the tables lack or write otherwise -> the two-letter code
ALSO = {"country": {"uk": "GB", "u.k.": "GB", "britain": "GB", "great britain": "GB",
                    "russia": "RU", "turkey": "TR", "burma": "MM", "ivory coast": "CI",
                    "cape verde": "CV", "swaziland": "SZ", "brunei": "BN", "vatican": "VA",
                    "vatican city": "VA", "east timor": "TL", "czech republic": "CZ"},
        "language": {"greek": "el", "farsi": "fa", "mandarin": "zh", "kyrgyz": "ky",
                     "punjabi": "pa", "pashto": "ps", "uyghur": "ug", "castilian": "es",
                     "flemish": "nl", "moldovan": "ro"},
        "currency": {"euro": "EUR", "euros": "EUR", "yen": "JPY", "japanese yen": "JPY",
                     "british pound": "GBP", "british pounds": "GBP",
                     "pounds sterling": "GBP", "yuan": "CNY", "chinese yuan": "CNY",
                     "renminbi": "CNY", "zloty": "PLN", "forint": "HUF", "baht": "THB"}}
_CASED = {"turkey": "Turkey"}  # read only as written so (and currencies' codes: ``_cased``)
# words of a parameter's name or description that say which codes it takes
_KIND_WORDS = {"country": {"country", "countries", "nation", "nationality"},
               "language": {"language", "languages", "lang", "locale"},
               "currency": {"currency", "currencies"}}
# ISO 4217's codes that are no money people pay in: funds, metals, units of account
_NOT_MONEY = {"BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"}


@lru_cache(maxsize=1)
def _tables() -> dict[str, dict[str, frozenset[str]]]:
    """kind -> a name in lower case -> the codes it has (as the standard writes them)."""
    import pycountry

    countries: dict[str, set[str]] = {}
    shorts: dict[str, set[str]] = {}
    for c in pycountry.countries:
        codes = {c.alpha_2, c.alpha_3}
        for attr in ("name", "common_name", "official_name"):
            name = getattr(c, attr, None)
            if name:
                countries.setdefault(name.lower(), set()).update(codes)
                if ", " in name:
                    shorts.setdefault(name.split(", ")[0].lower(), set()).update(codes)
    for short, codes in shorts.items():
        if short not in countries and len({x for x in codes if len(x) == 2}) == 1:
            countries.setdefault(short, set()).update(codes)
    languages: dict[str, set[str]] = {}
    for lang in pycountry.languages:
        two = getattr(lang, "alpha_2", None)
        if not two:
            continue
        codes = {two, lang.alpha_3, *filter(None, [getattr(lang, "bibliographic", None)])}
        name = re.split(r"\s*[(;]", lang.name)[0].strip().lower()
        languages.setdefault(name, set()).update(codes)
    currencies: dict[str, set[str]] = {}
    for cur in pycountry.currencies:
        code = cur.alpha_3
        if code[0] == "X" or code in _NOT_MONEY:
            continue
        currencies[code.lower()] = {code}  # the code itself, read only in capitals
        name = cur.name.lower()
        if " " in name and name.isascii():  # "swiss franc"; not "rand", "sol", "won"
            currencies.setdefault(name, set()).add(code)
            currencies.setdefault(name + "s", set()).add(code)  # "swiss francs"
    for kind, table in (("country", countries), ("language", languages),
                        ("currency", currencies)):
        for name, two in ALSO[kind].items():
            codes = next(v for v in table.values() if two in v)
            table.setdefault(name, set()).update(codes)
    return {"country": {k: frozenset(v) for k, v in countries.items()},
            "language": {k: frozenset(v) for k, v in languages.items()},
            "currency": {k: frozenset(v) for k, v in currencies.items()}}


@lru_cache(maxsize=4)
def _pattern(kind: str) -> re.Pattern[str]:
    names = sorted(_tables()[kind], key=len, reverse=True)
    return re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, names)) + r")(?![\w-])",
                      re.IGNORECASE)


def named(text: str, kinds: tuple[str, ...] = KINDS) -> list[tuple[re.Match[str], frozenset[str]]]:
    """The names of ``kinds`` that ``text`` writes, each with its codes, in order."""
    found = [(m, _tables()[kind][m.group(1).lower()])
             for kind in kinds for m in _pattern(kind).finditer(text or "")
             if _cased(kind, m.group(1)) == m.group(1)]
    return sorted(found, key=lambda f: f[0].start())


def _cased(kind: str, name: str) -> str:
    """``name`` as it must be written to be read: a currency's code in capitals ("EUR";
    "try", "all" and "top" are words), "Turkey" so; else as written."""
    if kind == "currency" and _tables()[kind].get(name.lower()) == {name.upper()}:
        return name.upper()
    return _CASED.get(name.lower(), name)


@lru_cache(maxsize=512)
def names_of(code: str, kinds: tuple[str, ...] = KINDS) -> list[str]:
    """The names (in lower case) whose codes hold ``code``, case aside ("DEU": germany,
    federal republic of germany; "fr": french)."""
    low = code.strip().lower()
    return [name for kind in kinds for name, codes in _tables()[kind].items()
            if any(c.lower() == low for c in codes)]


def names_code(code: str, text: str, kinds: tuple[str, ...] = KINDS) -> bool:
    """Whether ``code`` is the standard code of a country or language ``text`` names
    ("DEU" in "Facts about Germany", "ES" in "Spain and Portugal")."""
    low = code.strip().lower()
    return any(any(c.lower() == low for c in codes) for _, codes in named(text, kinds))


def mentions(code: str, text: str) -> bool:
    """Whether ``text`` names the country or language ``code`` is the code of
    (``names_code``), or writes, in capitals, another code of that country ("US" beside
    "USA": "Population of New Mexico, US")."""
    if names_code(code, text):
        return True
    low = code.strip().lower()
    siblings = _country_codes().get(low, frozenset()) - {low.upper()}
    return any(says_word(text, c, case=True) for c in siblings)


@lru_cache(maxsize=1)
def _country_codes() -> dict[str, frozenset[str]]:
    """A country's code in lower case -> all its codes (alpha-2, alpha-3)."""
    import pycountry

    return {x.lower(): frozenset({c.alpha_2, c.alpha_3}) for c in pycountry.countries
            for x in (c.alpha_2, c.alpha_3)}


def kinds_of(name: str, description: str) -> tuple[str, ...]:
    """The kinds of codes a parameter takes, from the words of its name and description
    ("country_code", "targetLanguage", "The articles' language"); none where they say
    neither."""
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", name) + " " + description
    said = set(re.findall(r"[a-z]+", words.lower()))
    return tuple(k for k in ALL_KINDS if _KIND_WORDS[k] & said)


def coded_in(request: str, kinds: tuple[str, ...], like: str) -> set[str]:
    """The codes, written as ``like`` is (its length, its case), of the countries or
    languages of ``kinds`` that ``request`` names ("BRA" for "Stats for Brazil" where
    ``like`` is "GBR"); not a currency spoken of as a thing ("the euro zone": ``_thing``)."""
    return {c for m, codes in named(request, kinds) if not _thing(request, m, codes)
            for c in shaped(codes, like)}


def shaped(codes: frozenset[str], like: str) -> set[str]:
    """The codes of ``codes`` written as ``like`` is: its length, in its case ("jp" of
    Japan's codes like "gb", "JPN" like "USA")."""
    return {c.upper() if like.isupper() else c.lower() for c in codes if len(c) == len(like)}


def choice_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str] | None = None
               ) -> dict[str, str]:
    """The choices of a parameter with an ``enum`` of codes that the request asks for by
    name, where the call holds no choice there ("fr" where the model wrote "French" for
    "Headlines in French"), or, given ``said`` (what the conversation says:
    ``Turn.said``), a choice none of them writes or names ("en" there; under a JSON
    grammar a small model must pick one of the codes, and picks the first: "US" for "Top
    songs in Brazil"). A free string whose example is such a code ("Target language code,
    e.g. 'fr'") is read as choosing among every code in the example's form: given
    ``said``, a code of its kind in that form that nothing writes or names becomes the
    one asked for ("en" for "Translate 'good morning' into Spanish": "es"). ``call`` is
    not changed.

    Precondition, every part of it: the parameter's name or description says it takes a
    country or a language (``kinds_of``); its value is missing (without ``said``: an
    optional one left out is never added), none of its choices, or (with ``said``) a
    choice no text of ``said`` writes or names; the request holds no
    negation ("in German, not English" does not say which it denies); every name of the
    request whose code is one of the choices stands right after a word that asks for a
    kind ("in", "into", "to", "as", "using"...; "the" may stand between: "in the UK"; not
    "Headlines about French wine", where the name is what the news is about), or right
    before a word of the tool's name or description, and not after "the" ("Spanish
    podcasts", "Top Brazil news" for tools of podcasts and news: ``_names_its_thing``;
    not "Podcasts on the German language"), and they are all one choice's, not the
    call's. Where the parameter's name says its role (``examples.role``: "from_currency",
    "base", "source_language" a start's; "to_currency", "target", "destination_country"
    an end's), a name of the other role is the other parameter's and set aside: a name
    right after "in", "into", "to", "as" or "how many" is an end's, one after "from",
    the call's amount, "one" or "1" a start's (``role_at``), and a name of the
    parameter's own role is asked for ("What are 50 Swiss francs in yen?": ``base``
    "CHF"; "Translate 'gracias' from Spanish": ``source_language`` "es"); a code the
    request names only in the other role counts as unsaid there, and another argument's
    code replaced is no longer held by it ("How many yen is one euro?" with
    ``target="EUR"``: ``base`` "EUR", ``target`` "JPY");
    no other argument holds that choice, and no other parameter would take it ("Translate
    'hola' into English" with ``source="es"`` beside ``target="en"``: the English asked
    for is the target's).
    For a free string, a code counts as said where a text names what it is the code of
    among the parameter's kinds ("es" of a country is not said by "my Spanish class"),
    and a name listed with another ("my trip to Japan and Korea") asks for none. A
    currency is also asked for right after an amount ("Send 250 EUR", "1200 Japanese
    yen": ``_priced``) that a number of the call holds, and is not asked for after "the"
    ("a trip to the euro zone": ``_thing``).
    Where it can be wrong: a name after such a word that is not the one the parameter
    asks for ("in French" where the news are about France), or before the tool's word in
    another sense than the parameter's ("French news" for news about France). Where it
    leaves the model's code: a role said otherwise ("Exchange 60 Swiss francs for
    euros"), a name of another kind ("Irish radio" for a country)."""
    from .grounding import _ASKING, denies

    if denies(request):
        return {}
    out: dict[str, str] = {}
    for k, spec in tool.parameters.get("properties", {}).items():
        if not isinstance(spec, dict):
            continue
        choices = [c for c in (spec.get("enum") or []) if isinstance(c, str)]
        current: Any = call.arguments.get(k)
        kinds = kinds_of(k, str(spec.get("description") or ""))
        like = _example_code(spec, kinds) if kinds and not choices else None
        role = examples.role(k)
        placed = isinstance(current, str) and not _misplaced(current, request, kinds, role,
                                                             call)
        if like is not None:  # a free string: a code in the example's form nothing says
            if said is None or not isinstance(current, str) or not _in_form(
                    current, like, kinds) or (_heard(current, said, kinds) and placed):
                continue
        elif not choices or not kinds or not (current is None or isinstance(current, str)) \
                or (current in choices and (said is None or (_heard(current, said) and placed))
                    ) or (current is None and said is not None):  # a valid call stands
            continue
        fits: set[str] = set()
        asked = True
        for m, codes in named(request, kinds):
            low = {c.lower() for c in codes}
            hits = shaped(codes, like) if like is not None else \
                {c for c in choices if c.lower() in low}
            if hits:
                before = _before(request, m)
                priced = _priced(request, m, codes, call)
                its = role_at(request, m, priced)
                if role is not None and its is not None and its != role:
                    continue  # the other role's: "300 Swiss francs in euros"
                asked = asked and ((bool(before) and before[0] in _ASKING and not _thing(
                    request, m, codes)) or priced or (role is not None and its == role)
                    or _names_its_thing(request, m, tool)
                ) and not (like is not None and _listed(request, m))
                fits |= hits
        if asked and len(fits) == 1 and current not in fits:
            out[k] = fits.pop()
    held = {v for k, v in call.arguments.items() if isinstance(v, str) and k not in out}
    given = list(out.values())  # one choice asked for fills one parameter
    return {k: v for k, v in out.items() if v not in held and given.count(v) == 1}


_TARGETING = {"in", "into", "to", "as"}  # a name right after them is an end's


def _before(request: str, at: re.Match[str]) -> list[str]:
    """The word right before the name at ``at``, "the" aside ("in the Netherlands")."""
    return [w for w in re.findall(r"[a-z]+", request[:at.start()].lower())[-2:]
            if w != "the"][-1:]


def _misplaced(code: str, request: str, kinds: tuple[str, ...], role: str | None,
               call: ToolCall) -> bool:
    """Whether the request names ``code`` only in the other role than ``role`` ("How many
    yen is one euro?": "EUR" in a ``target``)."""
    if role is None:
        return False
    roles = [role_at(request, m, _priced(request, m, codes, call))
             for m, codes in named(request, kinds) if code.lower() in {c.lower() for c in codes}]
    return bool(roles) and all(r is not None and r != role for r in roles)


def role_at(request: str, at: re.Match[str], priced: bool = False) -> str | None:
    """The role the words around the name at ``at`` give it: "start" right after "from",
    an amount the call holds (``priced``), "one" or "1" ("How many yen is one euro?"),
    "end" right after "in", "into", "to", "as" or "how many" ("How many yen ..."; "the"
    may stand between: "to the Netherlands"); else None."""
    ahead, before = request[:at.start()], _before(request, at)
    if priced or before == ["from"] or re.search(r"(?:\bone|(?<![\d.,])1)\s+$", ahead, re.I):
        return "start"
    if (before and before[0] in _TARGETING) or re.search(r"\bhow\s+many\s+$", ahead, re.I):
        return "end"
    return None


def _names_its_thing(request: str, at: re.Match[str], tool: Tool) -> bool:
    """Whether the name at ``at`` stands right before a word of the tool's name or
    description, and not after "the": it says which of the tool's things ("Spanish
    podcasts", "Top Brazil news" for a tool that searches podcasts or top news; not
    "Podcasts on the German language", "French cooking")."""
    after = re.match(r"\s*([A-Za-z]+)", request[at.end():])
    return after is not None and not re.search(r"\bthe\s+$", request[:at.start()], re.I) \
        and bool(relevance.words(after[1]) & relevance.words(f"{tool.name} {tool.description}"))


def _example_code(spec: dict[str, Any], kinds: tuple[str, ...]) -> str | None:
    """The standard code of ``kinds`` a free string's schema shows as its example ("fr"
    of "Target language code, e.g. 'fr'"; "us" of "Two-letter country code, e.g. 'us'",
    in either case), or None."""
    example = (example_text(spec) or "").strip("'\"` ")
    return example if example and _in_form(example, example, kinds) else None


def _in_form(code: str, like: str, kinds: tuple[str, ...]) -> bool:
    """Whether ``code`` is a standard code of ``kinds`` in either case, written as ``like``
    is: its length, its case ("ca" like "us"; not "CA", nor "CAN")."""
    return len(code) == len(like) and code.isupper() == like.isupper() and \
        is_code_in_any_case(code, kinds)


def _money(codes: frozenset[str]) -> bool:
    return any(is_code(c, ("currency",)) for c in codes)


def _priced(request: str, at: re.Match[str], codes: frozenset[str], call: ToolCall) -> bool:
    """Whether the name at ``at`` is a currency's, right after an amount that a number of
    ``call`` holds ("Send 250 EUR" with ``amount=250``, "1,200 Japanese yen"; not "I paid
    a 30 EUR fee" beside a call without 30)."""
    m = re.search(r"(\d[\d,]*(?:\.\d+)?)\s*$", request[:at.start()])
    held = {float(v) for v in call.arguments.values()
            if isinstance(v, (int, float)) and not isinstance(v, bool)}
    return m is not None and _money(codes) and float(m[1].replace(",", "")) in held


def _thing(request: str, at: re.Match[str], codes: frozenset[str]) -> bool:
    """Whether the name at ``at`` is a currency's spoken of as a thing, after "the" ("a
    trip to the euro zone"): one asks for a currency without an article ("in euros")."""
    return _money(codes) and re.search(r"\bthe\s+$", request[:at.start()], re.I) is not None


def _listed(request: str, at: re.Match[str]) -> bool:
    """Whether the name at ``at`` is listed with another: "and", "or" or a comma, then a
    capitalized word, right after it, or such a word and "and" or "or" right before it
    ("my trip to Japan and Korea")."""
    after = re.match(r"\s*(?:,|and\b|or\b)\s*[A-Z]", request[at.end():])
    before = re.search(r"[A-Z][\w'-]*\s*(?:,|\band|\bor)\s*$", request[:at.start()])
    return after is not None or before is not None


def _heard(code: str, said: Sequence[str], kinds: tuple[str, ...] = KINDS) -> bool:
    """Whether a text of ``said`` writes ``code`` as a word, or names what it is the code
    of among ``kinds`` ("es" of a country is not heard in "my Spanish class")."""
    return any(says_word(t, code) or names_code(code, t, kinds) for t in said)


def says_word(text: str, word: str, *, case: bool = False) -> bool:
    """Whether ``text`` writes ``word`` whole, not inside another word ("DEU" in "DEU's",
    not in "DEUT"); ``case``: as written, else case aside."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text,
                     0 if case else re.IGNORECASE) is not None


def is_code(token: str, kinds: tuple[str, ...] = KINDS) -> bool:
    """Whether ``token`` is, as written, a standard code of ``kinds`` ("USA", "FR", "en")."""
    return any(token in codes for kind in kinds for codes in _tables()[kind].values())


def is_code_in_any_case(token: str, kinds: tuple[str, ...] = KINDS) -> bool:
    """Whether ``token``, as written or in capitals or in lower case, is a standard code of
    ``kinds`` ("gb", a country's code the standard writes "GB")."""
    return any(is_code(t, kinds) for t in (token, token.upper(), token.lower()))

