"""A free text the model made up, beside the one text the request puts in quotes.

Quotes mark a text the person wants used as written: "Mark the todo 'call the dentist' as
done". SmolLM2 filled the to-do tool's ``content`` with "The dentist will be here tomorrow
at 10:00 AM.", a sentence of its own (``bench/mixed_requests.py --later families3``). Such
a value is as good as missing, and the request's one quoted text is the value
(``quote_fix``; ``GroundArguments`` puts it in place and records the change).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import relevance
from .enums import BETWEEN
from .examples import example_text
from .tools import Tool
from .types import ToolCall
from .unsaid import copied, made_up

# a text between quotes, straight or curly, not an apostrophe inside a word ("don't")
QUOTED = re.compile(r"""(?<!\w)['"‘“]([^'"‘’“”\n]{1,60})['"’”](?!\w)""")


def quoted_texts(text: str) -> list[str]:
    """The texts ``text`` puts between quotes, in order, without their spaces around."""
    return [m[1].strip() for m in QUOTED.finditer(text)]


def quote_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
              ) -> dict[str, str] | None:
    """The request's one quoted text for the one required free text of ``call`` the model
    made up, or None. ``call`` is not changed.

    Precondition, every part of it:

    - the request holds no negation (the caller gives no ``said`` there) and puts exactly
      one text in quotes, which no argument of the call holds, case aside, and which is
      not followed by a content word (``_names_a_kind``: "the 'Q3' report", "my boss's
      'urgent' tag" name a kind of what follows); no other quote mark stands outside it
      (an apostrophe inside a word aside: "don't"); and it is led into as the value
      (``_led``): right after the request's first word ("Add 'renew passport' to my
      list"), a word of the tool's own text ("Set a reminder 'stretch'"), another value of
      the call ("Text Dana 'on my way'"), a word that names it ("called", "named",
      "titled", "to", "as") or, after a word of the tool's text, one that says it ("a note
      saying 'gate code 4417'"); not a quoted text that tells of the value ("the movie
      where someone says 'here's Johnny'", "the song that goes '...'": the model's title
      may be the one it tells of);
    - exactly one required argument of the call is a free text (a string without
      ``enum``, example or format) that nothing of the conversation says, not even a word
      of it (``unsaid.made_up`` over ``said``, what the conversation says:
      ``Turn.said``), that copies the tool's own text (``unsaid.copied``), or that holds
      the value of another argument that is no free text ("18:30" beside ``time``); with
      two such, which one the quoted text is for is not plain;
    - the call validates with the new value.

    Where it can be wrong: a quoted text led into like a value is said for something
    else ("Text Dana 'ok' was all she wrote, ask her why" gives "ok" where the model
    wrote a sentence of its own). Where it leaves the model's value: a value that says a
    word of the request ("files" for "Search my files for 'budget'"), and a quoted text
    led into by another word ("Save the quote 'less is more'")."""
    found = list(QUOTED.finditer(request))
    if len(found) != 1 or not found[0][1].strip() or _names_a_kind(request, found[0]) \
            or _other_quotes(request, found[0]) or not _led(request, found[0], call, tool):
        return None
    text = found[0][1].strip()
    if any(isinstance(v, str) and v.strip().lower() == text.lower()
           for v in call.arguments.values()):
        return None
    props = tool.parameters.get("properties", {})
    wrong = set(made_up(call, tool, said)) | set(copied(call, tool, request))
    # a free text holding the value of an argument that is no free text ("18:30" beside
    # the time): one value the request says once, written twice
    wrong |= {k for k, v in call.arguments.items() if isinstance(v, str) and v.strip()
              and any(j != k and isinstance(w, str) and w.strip().lower() == v.strip().lower()
                      and not _free(props.get(j)) for j, w in call.arguments.items())}
    free = [k for k in tool.parameters.get("required", []) if k in wrong
            and isinstance(call.arguments.get(k), str) and _free(props.get(k))]
    if len(free) != 1 or tool.invalid_arguments({**call.arguments, free[0]: text}):
        return None
    return {free[0]: text}


def _free(spec: object) -> bool:
    """Whether a parameter's schema is a free text: a string without ``enum``,
    ``format``, ``pattern``, an example, or a format its description states."""
    if not isinstance(spec, dict) or spec.get("type") != "string":
        return False
    if any(k in spec for k in ("enum", "const", "format", "pattern")) or example_text(spec):
        return False
    return re.search(r"(?i)\bformat\b", str(spec.get("description") or "")) is None


def _names_a_kind(request: str, quote: re.Match[str]) -> bool:
    """Whether the word right after ``quote`` is a content word (``relevance.words``): the
    quoted text names a kind of it ("the 'Q3' report"), and is not the value itself."""
    after = re.match(r"\s*([A-Za-z][\w'-]*)", request[quote.end():])
    return after is not None and bool(relevance.words(after[1]))


# words that lead into a value named right after them, and words that say a text (after
# a word of the tool's own text: "a note saying 'hi'", not "someone says 'hi'")
_NAMING = {"called", "named", "titled", "to", "as"}
_SAYING = {"saying", "says", "reading", "reads", "that"}
_SKIPPED = BETWEEN | {"him", "them"}  # articles, possessives, "me", "us"


def _led(request: str, quote: re.Match[str], call: ToolCall, tool: Tool) -> bool:
    """Whether ``quote`` is led into as the value: the word right before it (an article, a
    possessive or "me", "us", "him", "them" aside: "remind me 'take pills'") is the
    request's first word, a word of the tool's own text, the last word of another value of
    ``call``, a word of ``_NAMING``, or one of ``_SAYING`` right after a word of the tool's
    text."""
    words = re.findall(r"[A-Za-z][\w'-]*", request[:quote.start()])
    while words and words[-1].lower() in _SKIPPED:
        words.pop()
    if not words:
        return True  # the quote begins the request
    own = relevance.tool_words(tool)
    before = words[-1]
    values = {re.findall(r"[\w'-]+", v)[-1].lower() for v in call.arguments.values()
              if isinstance(v, str) and re.search(r"\w", v)}

    def tools_word(word: str) -> bool:
        return bool(relevance.words(word) & own)
    return len(words) == 1 or tools_word(before) or before.lower() in values \
        or before.lower() in _NAMING or (before.lower() in _SAYING and len(words) > 1
                                         and tools_word(words[-2]))


def _other_quotes(request: str, quote: re.Match[str]) -> bool:
    """Whether a quote mark stands outside ``quote``, not an apostrophe inside a word
    ("'I'll be back'" beside another quoted text; not "don't")."""
    rest = request[:quote.start()] + " " + request[quote.end():]
    return re.search(r"(?<!\w)['‘’\"“”]|['‘’\"“”](?!\w)", rest) is not None
