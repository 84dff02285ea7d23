"""A value the model wrote with hyphens or underscores for the request's spaces.

Asked to write a name of several words, a small model sometimes writes it as a slug:
SmolLM2 wrote ``plant="fiddle-leaf-fig"`` for "How do I care for a fiddle leaf fig?"
(``bench/mixed_requests.py --later families6``). The request writes those words with
spaces, and nothing in the tool asks for a slug. ``spaced_fix`` gives the words as the
request writes them (``GroundArguments`` puts them in place and records the change).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .examples import free_string, written
from .grounding import name_words, spaced
from .runs import EDGE, END, copied_whole, name_stems
from .toolnames import about_tools
from .tools import Tool
from .types import ToolCall

_JOINS = re.compile(r"[-_]")
# words of a parameter's name or description that ask for an identifier, where a slug
# or a name written with underscores may be what is meant
_IDENTIFIERS = {"id", "key", "slug", "handle", "username", "user", "login", "path", "file",
                "filename", "dir", "directory", "folder", "url", "uri", "link", "repo",
                "repository", "package", "module", "library", "branch", "tag", "image",
                "email", "domain", "host", "hostname", "code", "symbol", "ticker", "sku",
                "identifier", "variable", "field", "column", "table", "namespace", "label",
                "function", "command", "channel", "topic", "hashtag", "app", "service",
                # a stored thing, which its stored name may name ("tax_return")
                "document", "doc", "note", "page", "record", "entry", "resource"}


# an identifier made of words: two parts or more of letters or digits joined by underscores
_JOINED = re.compile(r"[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+")
# a text writing such a word ("basic_monthly or pro_yearly": the tool's form)
UNDERSCORED = re.compile(r"[A-Za-z0-9]_[A-Za-z0-9]")


def asks_words(name: str, spec: Any) -> bool:
    """Whether a free string parameter takes words as a person writes them: its example
    and description write no word joined by a hyphen or an underscore ("economy,
    premium_economy or business" shows the tool's form), and its name and description
    say no identifier nor a stored thing (``_IDENTIFIERS``: "username", "path", "repo",
    "slug", "tag", "document", "note"...)."""
    if not free_string(spec):
        return False
    text = str(spec.get("description") or "")
    if re.search(r"\w[-_]\w", written(spec)):
        return False
    return not (set(name_words(name)) | set(re.findall(r"[a-z]+", text.lower()))
                ) & _IDENTIFIERS


def joined(value: Any, name: str, spec: Any, said: str, tool: Tool) -> bool:
    """Whether ``value`` is an identifier made of words where nobody writes one: two
    parts or more of letters or digits joined by underscores, one of them a word of two
    letters or more ("cricket_bat_3", "private_sauna_booking", "room_40"), for a
    parameter that takes words (``asks_words``) and does not speak of tools or
    functions (``toolnames.about_tools``: a tool's name, written so, may be meant),
    where neither ``said`` (what the
    conversation says, as one text) nor the tool's description nor any of its
    parameters' writes a word joined by an underscore. The request's words are not
    written so, whether or not the identifier holds some of them: it is no value the
    person gave. Where it can be wrong: a tool that takes its own identifiers and says
    so nowhere (a ``recipe`` that takes a site's slugs, "pad_thai")."""
    if not isinstance(value, str) or not _JOINED.fullmatch(value) or not any(
            len(p) > 1 and p.isalpha() for p in value.split("_")) or \
            not asks_words(name, spec) or about_tools(name, spec):
        return False
    texts = [said, tool.description] + [
        written(p) for p in tool.parameters.get("properties", {}).values()]
    return not any(UNDERSCORED.search(t) for t in texts)


# a word with a whole number, joined by a space, an underscore, a hyphen or nothing
_NUMBERED = re.compile(r"([A-Za-z]+)[ _-]?(\d+)")


def numbered(value: Any, name: str, spec: Any, tool: Tool, said: str) -> bool:
    """Whether ``value`` is a numbered placeholder: a word of the parameter's name or of
    the called tool's name (a plural's "s" aside) with a whole number ("Laptop 1" for
    ``laptop``, "prop1", "castle_1" for ``bouncy_castle_hire``, "Room-12"), which
    ``said`` (what the conversation says) does not write, that word followed by that
    number, for a parameter that takes words (``asks_words``: not a user name's nor
    another identifier's) whose description and example write no word with a number
    ("The court, e.g. Court 3" shows its values so). The model numbered the thing the
    parameter names instead of giving it.

    Where it can be wrong: a thing so numbered that the model knows from elsewhere in no
    words of the conversation (a room the tool's results named "Room 2" is in ``said``)."""
    m = _NUMBERED.fullmatch(value.strip()) if isinstance(value, str) else None
    if m is None or not asks_words(name, spec):
        return False
    own = name_stems(name) | name_stems(tool.name)
    return m[1].lower().rstrip("s") in own and not _NUMBERED.search(written(spec)) and \
        not re.search(rf"(?<![^\W_]){re.escape(m[1])}[ _-]?{m[2]}(?!\d)", said, re.IGNORECASE)


def spaced_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
               ) -> dict[str, str] | None:
    """The request's words, as it writes them, for each argument of ``call`` that writes
    them joined by hyphens or underscores; else None. ``call`` is not changed.

    Precondition, for each argument changed: its parameter is a string without ``enum``
    (``examples.free_string``) that takes words as a person writes them (``asks_words``:
    its example and description write no word joined by a hyphen or an underscore, its
    name and description say no identifier nor a stored thing); the value, not the called
    tool's own name for a parameter about tools or functions (``toolnames.about_tools``:
    "lookup_tool" for ``tool`` of "How do I use the lookup tool?"), is two
    words or more of letters only, joined by hyphens or underscores and without a space
    ("fiddle-leaf-fig", "snake_plant"), not a name with capitals written with hyphens,
    which may be its own spelling ("Stratford-upon-Avon", "Aix-en-Provence"), and no
    text of ``said`` (what the conversation says: ``Turn.said``) writes it so
    ("stir-fry" stays); the request writes those words in that order with spaces between
    them ("a fiddle leaf fig"), the first of them no function word (but one with a
    capital inside the request: "The Ivy") nor the last one or a possessive
    (``runs.EDGE``, ``runs.END``: "book_a" is no "Book a", "wash_my" no "Wash my"), and
    they are not the request copied whole
    (``runs.copied_whole``: "bowling_for_an_hour" of "Bowling for an hour.", which the
    refill asks again); the call validates with it.

    Where it can be wrong: the tool wants a slug its words do not say (a parameter
    ``recipe`` that takes a site's recipe slugs, "pad_thai")."""
    props, required = tool.parameters.get("properties", {}), tool.parameters.get("required", [])
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        if not isinstance(value, str) or " " in value or not asks_words(k, props.get(k)) \
                or (value.lower() == tool.name.lower() and about_tools(k, props.get(k))):
            continue  # the called tool's own name, for a parameter about tools
        parts = _JOINS.split(value)
        if len(parts) < 2 or not all(p.isalpha() for p in parts) or \
                ("-" in value and any(p[:1].isupper() for p in parts)) or \
                any(value.lower() in t.lower() for t in said):
            continue
        m = re.search(r"(?<![\w-])" + spaced(parts) + r"(?![\w-])",
                      request, re.IGNORECASE)
        ends = m.group().lower().split() if m is not None else []
        if ends and (ends[0] not in EDGE or (m.group()[0].isupper() and m.start())) and \
                ends[-1] not in END and \
                not copied_whole(m.group(), k, props.get(k), required, said):
            fix[k] = m.group()  # not the request whole: "bowling_for_an_hour" is no value
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
