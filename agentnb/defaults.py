"""Optional arguments the model set to values of its own: ``KeepDefaults`` leaves them out,
so the tool's defaults stand. In ``Agent()``'s defaults (``agentnb.policies``), in JSON
mode.

A small model fills every optional parameter it is shown: asked "What is the forecast for
Tel Aviv?", SmolLM2 writes ``days=3``; asked for hotels in Prague, a price and a star
rating; asked for news, ``language="English"`` (the description's example). On the 16
requests of ``bench/optionals.py`` that give only the required values, it set an optional
value in 15. An optional argument's default is what the tool does when the user does not
say; a value nobody said is the model guessing. A value may also be said in other words
("EUR" for "euros", "Japanese" for "sushi places", 2 passengers for "me and my wife"),
which words alone cannot tell from a guess: a value is left out only where no word of the
conversation is left that it could have come from. Of the 155 calls of
``tests/test_optional_forms.py``, the first version (every string not said left out, and
every number where the conversation held none) changed 62 wrongly, leaving out a value
meant in other words; this one 2 (a value a word of the call implies: "Bordeaux" with
``country="France"``), and it still leaves out the made-up values of terse requests
("Restaurants in Denver" with a cuisine and a price range).

A small model also copies a value the request gives once into optional parameters of its
kind (a song's title as its album, a game's name as its mission): ``copied_options``;
and sets flags nothing asks for, even in other words: ``unasked_flags``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from . import meaning
from .counts import counts_in
from .flags import _ON_WORDS
from .parallel import _spans, _tokens, leaves
from .relevance import words
from .tools import Tool
from .turn import Redecide, SmallModelPolicy, Turn
from .types import ToolCall
from .unsaid import unsaid_strings

if TYPE_CHECKING:
    from .decision import Decision

# a number in digits or words, or a word a number can be read from ("the whole week" is 7
# days, "a dozen", "half an hour"): where one is in the conversation, an optional number
# may be computed from it and is left alone
_AMOUNT = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
    r"million|billion|dozen|half|quarter|double|twice|triple|pair|couple|both|single|once|"
    r"first|second|third|fourth|fifth|week|fortnight|month|year|annual|decade|centur|"
    r"millenn|hour|minute|day|daily|tonight|tomorrow|today|yesterday)", re.IGNORECASE)
# the cosine of two words' vectors from which they are taken for one thing: "picture" and
# "images" 0.77, "dog" and "pet" 0.80, "warning" and "alerts" 0.57 but "warning" and the
# description's "warning" 1.0; "toll" and "highway" 0.50, "free" and "friendly" 0.38, yet
# "route" and "highway" 0.63 (the flag is then kept: the rule errs toward the model)
_NEAR = 0.6
# the words a flag's description says how a flag works with, not what it is of
_TALK = {"true", "false", "default", "defaults", "defaulted", "whether", "set", "if", "else",
         "option", "optional", "flag", "enable", "enabled", "disable", "disabled", "toggle"}
# a word joined by a hyphen to a single letter ("e-bikes", "x-ray", "t-shirt"): ``words``
# reads only its longer part, and the letter says what kind
_LETTERED = re.compile(r"\b[^\W\d_]-\w+|\b\w+-[^\W\d_]\b")
_ONE = re.compile(r"\b(?:a|an)\b", re.IGNORECASE)
# a parameter of free text a search runs on: it may hold every value the request gives, and
# a filter beside it one of them too ("Books by Haruki Murakami": query and author)
_FREE_TEXT = words("query queries search keyword keywords term terms text prompt phrase")
# words that give a value again: a copy may be meant ("both", "the same", "back to")
_AGAIN = re.compile(r"\b(?:both|same|again|back|return|returning|round|twice|also|too|"
                    r"each|every|itself|themselves|there|as\s+well)\b", re.IGNORECASE)
# the words a system prompt speaks of the assistant, the user and calling tools with ("You
# are a helpful assistant with access to tools."): no value can be one of them in other
# words. How to answer ("concisely", "in German"), who the user is ("a beginner") and
# anything else may be; with such a word left, the system prompt stops the policy.
_ROLE = words("""
assistant assistants helpful harmless honest ai artificial intelligence intelligent bot
chatbot agent agents model expert function functions tool tools call calls calling called
invoke user users human humans question questions query queries request requests answer
answers reply replies respond response responses task tasks assist access available
following provided possible required necessary need needs needed appropriate relevant
signature signatures schema json format output parameter parameters argument arguments
conversation message messages instruction instructions system step steps think
reasoning carefully whenever
""")


def unsaid_options(call: ToolCall, tool: Tool, texts: Sequence[str], system: str = ""
                   ) -> list[str]:
    """The optional arguments of ``call`` whose values nothing in ``texts`` (the
    conversation) nor ``system`` (a system prompt of one's own) says, and that differ from
    the parameter's ``default``. None where the conversation holds a word the call leaves
    unused (``spare_words``): a value may be that word in another form ("fr" for "in
    French", "EUR" for "euros", "transit" for "by subway", 2 for "me and my wife", 0
    stops for "nonstop"), which words alone cannot tell from a guess. A system prompt's
    words that speak of the assistant, the user and calling tools (``_ROLE``: "You are a
    helpful assistant that calls functions.") are not such words. Otherwise:

    - a string, or a list of strings, none of which the conversation says, not even in
      part (``agentnb.unsaid.made_up``'s test: "English" for "News about the Artemis
      launch");
    - a number, or a string holding a digit (a date, a time), when the conversation holds
      no number at all, in digits or words, nor a word one can be read from (``_AMOUNT``:
      "week", "dozen", "half", "tomorrow"...): a number may be computed from one ("the
      whole week" for ``days=7``, "21:00" for "at 9pm"); nor 1 where the conversation
      says "a" or "an" ("a ticket").

    Never a choice of an ``enum`` or ``const`` (a choice can be meant in other words:
    "imperial" for "in Fahrenheit"), a flag or ``null``; never a required argument."""
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", ()))
    optional = [k for k in call.arguments if k not in required and isinstance(props.get(k), dict)
                and not _is_default(call.arguments[k], props[k])]
    if not optional or leaves_spare(call, tool, texts, system):
        return []
    texts = [system, *texts] if system else texts
    counted = any(_AMOUNT.search(t) for t in texts)
    out = [k for k in unsaid_strings(call, tool, texts, optional)
           if not (counted and _digit(call.arguments[k]))]
    if not counted:
        one = any(_ONE.search(t) for t in texts)  # "a ticket": 1 is said
        out += [k for k in optional if _number(call.arguments[k]) and not (
            one and call.arguments[k] == 1) and "enum" not in props[k] and "const" not in props[k]]
    return [k for k in optional if k in out]


def copied_options(call: ToolCall, tool: Tool, texts: Sequence[str]) -> list[str]:
    """The optional arguments of ``call`` that copy a required argument's value the
    conversation (``texts``) says only once: "Find the song Yesterday" gives
    ``title="Yesterday"``, and a small model writes ``album="Yesterday"`` too. One mention
    gives one value; the second is the model's.

    Precondition: the argument is not required, its parameter is no choice of an ``enum``
    or ``const`` and its value (a string, or a number, not a flag) differs from the
    parameter's ``default``; a required argument holds the same value (strings without
    case; ``"3"`` and 3 alike), or, for a string, any number argument holds its digits
    ("Book a clay court for 2 hours" with ``hours=2`` and ``surface="2"``: digits said
    once are the number's); the conversation says that value exactly once (a string as
    its words, a number in digits or as a count in words), holds no word of the
    parameter's name (the request may give one value to both: "the song Help on the album
    Help" says it twice too, "title and filename both Report" names the parameter), and
    no word that gives a value again (``_AGAIN``: "both", "same", "back", "round trip").
    A required parameter of free text a search runs on (``_FREE_TEXT``: a query, keywords)
    holds no value of its own: "Books by Haruki Murakami" may give the name to both
    ``query`` and ``author``. A required value the evidence rules put right
    (``ToolCall.grounded``) is not held: its first value may be the optional one's ("Book
    Zuni on 2027-01-09 at noon", ``time`` and ``date`` both "2027-01-09")."""
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", ()))
    joined = "\n".join(texts)
    if not texts or _AGAIN.search(joined):
        return []
    said = words(joined)
    tokens = [_tokens(t) for t in texts]
    held = {_text(v) for k, v in call.arguments.items() if k in required and not
            searched_text(k, props.get(k))}
    digits = {_text(v) for v in call.arguments.values() if _number(v)}
    out = []
    for k, v in call.arguments.items():
        spec = props.get(k)
        if k in required or not isinstance(spec, dict) or "enum" in spec or \
                "const" in spec or _is_default(v, spec) or isinstance(v, bool) or \
                not isinstance(v, (str, int, float)) or words(k) & said or \
                _text(v) not in held | (digits if isinstance(v, str) else set()):
            continue
        times = sum(len(_spans(v, t) or ()) for t in tokens)
        if _number(v):
            times += sum(counts_in(t).count(v) for t in texts)
        if times == 1:
            out.append(k)
    return out


def unasked_flags(call: ToolCall, tool: Tool, texts: Sequence[str], system: str = ""
                  ) -> list[str]:
    """The optional flags of ``call`` set ``true`` that nothing in ``texts`` (the
    conversation) nor ``system`` (a system prompt of one's own, its words of the
    assistant's role aside) asks for, even in other words: SmolLM2 sets every flag it is
    shown ("Hotels in Ghent" with ``pet_friendly=True`` and ``free_parking=True``).

    Precondition: sentence embeddings are installed (``agentnb.meaning``; without them it
    finds none); the parameter is a boolean, not required, whose ``default`` is ``false``
    or not given; the call holds ``true``; the conversation holds no word that neither the
    call's values nor the tool's name, description and parameter names use
    (``spare_words``, as for ``unsaid_options``): a flag may be asked for in a phrase
    ("with English captions" for ``subtitles``, "without a clutch pedal" for
    ``automatic``), which words alone cannot tell from a guess. A flag's words are those
    of its name less the tool's name (``web_search`` leaves ``safe_search`` the word
    "safe"), and those of its description less the tool's name and description, then
    less words that only turn something on (``include``, ``show``...), words of how a
    flag works (``_TALK``: "default", "whether") and words another flag of the tool has
    too (``avoid`` of ``avoid_tolls`` and ``avoid_highways`` cannot tell which one
    "avoiding tolls" asks for). The flag is unasked where none of its words is within
    ``_NEAR`` of a word the conversation says, the tool's own words included (a tool's
    description often names its options: "with an option to avoid toll roads";
    ``agentnb.meaning.closeness``: "koala pictures" is close to ``include_images``, "take
    dogs" to ``pet_friendly``, "Hotels in Ghent" to neither of the hotel flags). A flag
    none of whose words is left is never unasked.

    Where it can be wrong: a value that holds words of the request it is not about (the
    whole of "Watch Heat in 1080p" as the title leaves no word spare, and "1080p" is not
    close to ``hd``)."""
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", ()))
    flags = [k for k, v in call.arguments.items() if v is True and k not in required
             and isinstance(props.get(k), dict) and props[k].get("type") == "boolean"
             and props[k].get("default", False) is False]
    if not flags or not meaning.available() or leaves_spare(call, tool, texts, system):
        return []
    called = words(tool.name, whole=True)
    own = called | words(tool.description, whole=True)
    said = words("\n".join(texts), whole=True) | \
        {w for w in words(system, whole=True) if w[:5] not in _ROLE}
    mine = {k: (words(k, whole=True) - called | words(str(spec.get("description", "")),
                                                     whole=True) - own) - _ON_WORDS - _TALK
            for k, spec in props.items() if isinstance(spec, dict)
            and spec.get("type") == "boolean"}
    out = []
    for k in flags:
        alone = mine[k] - {w for j, ws in mine.items() if j != k for w in ws}
        if alone and meaning.closeness(said, alone) < _NEAR:
            out.append(k)
    return out


def tool_named_options(call: ToolCall, tool: Tool, texts: Sequence[str],
                       offered: Collection[str]) -> list[str]:
    """The optional arguments of ``call`` whose value is the name of an offered tool
    (``offered``), case aside, that no text of ``texts`` writes: an identifier of the
    toolset, never a value the user gave ("Wake me up at 06:45" with
    ``new_alarm_name="Alarm_1_AddAlarm"``). A choice of an ``enum`` is left alone."""
    props = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    names = {n.lower() for n in offered}
    return [k for k, v in call.arguments.items()
            if k not in required and isinstance(v, str) and v.strip().lower() in names
            and "enum" not in (props.get(k) or {})
            and not any(v.strip().lower() in t.lower() for t in texts)]


def parameter_words(name: str, spec: Any) -> set[str]:
    """The content words of a parameter's name and description (``relevance.words``)."""
    description = spec.get("description", "") if isinstance(spec, dict) else ""
    return words(f"{name} {description or ''}")


def searched_text(name: str, spec: Any) -> bool:
    """Whether a parameter is free text a search runs on (``_FREE_TEXT``: a query,
    keywords, by its name or description), which may hold every value the request gives
    ("Books by Haruki Murakami" for ``query`` beside ``author="Haruki Murakami"``)."""
    return bool(parameter_words(name, spec) & _FREE_TEXT)


def _text(value: Any) -> str:
    """A value as text, to compare values of different types: 3, 3.0 and "3" alike."""
    if _number(value) and float(value).is_integer():
        return str(int(value))
    return str(value).strip().lower()


def spare_words(call: ToolCall, tool: Tool, texts: Sequence[str]) -> set[str]:
    """The content words of ``texts`` (``agentnb.relevance.words``: by their first five
    letters, function words aside) that neither a value of ``call`` nor the tool's name,
    description and parameter names hold: the words a value in other words could come
    from (a parameter's name says what a value is of, not the value). "News about
    the Artemis launch" leaves none for ``search_news(query="Artemis launch")``; "Sushi
    places in Seattle" leaves "sushi" and "place" beside ``find_restaurants(city=...)``.
    A word joined by a hyphen to a single letter no string value holds is spare whole
    (``_LETTERED``): ``words`` drops the letter, which says what kind ("e-bikes"). A value
    holding every content word of a message of three or more (the message copied whole,
    ``topic="Podcasts about rap, swearing is fine"``) uses none: it is no reading of
    which words are its. A value the model wrote where the evidence rules put another
    (``ToolCall.grounded``) holds its words too: "Bright Smiles in Chester" cut to
    "Bright Smiles" (``places.town_cut``) leaves "Chester" read."""
    said = [words(t) for t in texts]
    # the values the model wrote where the evidence rules put others are its reading too
    # ("Bright Smiles in Chester" of a practice cut to "Bright Smiles": "Chester" is read)
    written = [call.arguments, [v for v in (call.grounded or {}).values() if v is not None]]
    values = " ".join(x for x in leaves(written) if isinstance(x, str) and not any(
        len(w) >= 3 and w <= words(x) for w in said))  # a message copied whole: no reading
    names = " ".join(tool.parameters.get("properties", {}))
    lettered = {m.lower() for t in texts for m in _LETTERED.findall(t)}
    return words("\n".join(texts)) - words(f"{values} {tool.name} {tool.description} {names}") \
        | {m for m in lettered if m not in values.lower()}


def leaves_spare(call: ToolCall, tool: Tool, texts: Sequence[str], system: str) -> bool:
    """Whether the conversation, or a system prompt of one's own beyond its words of the
    assistant's role (``_ROLE``), holds a word ``call`` leaves unused (``spare_words``)."""
    return bool(spare_words(call, tool, texts) or spare_words(call, tool, [system]) - _ROLE)


def _digit(value: Any) -> bool:
    return any(isinstance(x, str) and any(c.isdigit() for c in x) for x in leaves(value))


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _is_default(value: Any, spec: dict[str, Any]) -> bool:
    return "default" in spec and value == spec["default"] and \
        isinstance(value, bool) == isinstance(spec["default"], bool)


class KeepDefaults(SmallModelPolicy):
    """An optional argument whose value nothing in the conversation says is left out of the
    call, so the tool's default stands (the model's value is kept in ``ToolCall.unset``,
    shown by the step as "left out").

    Precondition: a mode the policy acts in (steered steps too: the values are the
    model's even when a person names the tool); the tool has neither ``side_effects`` nor
    ``requires_approval`` (there a person, not a rule, changes a call); the argument is
    not required, differs from its ``default``, and ``unsaid_options`` finds that no
    system prompt (agentnb's default one aside), user message, answer, tool result, pinned
    fact or recalled memory says it (a tool's own description does not count) and that
    none of them holds a word that neither the call's values nor the tool's name,
    description and parameter names use (``spare_words``: a value may be such a word in
    other words, "fr" for "in French"; a system prompt's words of the assistant's role
    and of calling tools, "You are a helpful assistant that calls functions.", are not);
    then a string not said even in part, or a number (or a string holding a digit) where
    the conversation holds no number nor a word one can be read from. A choice of an
    ``enum``, a flag or ``null`` is left alone. It never writes a value; an argument the
    request states, in any step, stays. A system prompt of one's own that says more than
    the assistant's role ("Answer concisely.", "The user is a beginner.") leaves words
    unused: then it does nothing.

    An optional argument that copies a required argument's value the conversation says
    only once ("Find the song Yesterday" with ``album="Yesterday"``) is left out too,
    under ``copied_options``' precondition; so is a flag set ``true`` whose words no word
    of the conversation is close to, by sentence embeddings ("Hotels in Ghent" with
    ``pet_friendly=True``), under ``unasked_flags``' precondition; and so is an offered
    tool's name written as a value (``tool_named_options``)."""

    name = "keep_defaults"

    def on_decision(self, turn: Turn, decision: Decision) -> Redecide | None:
        if turn.mode not in self.modes or not decision.tool_calls:
            return None
        texts, system = turn.said(), turn.own_system()
        if system and texts and texts[0] == system:
            texts = texts[1:]
        for call in decision.tool_calls:
            tool = turn.toolset.tools.get(call.name)
            if tool is None or tool.side_effects or tool.requires_approval:
                continue
            names = unsaid_options(call, tool, texts, system)
            names += [k for k in copied_options(call, tool, texts) if k not in names]
            names += [k for k in unasked_flags(call, tool, texts, system) if k not in names]
            names += [k for k in tool_named_options(call, tool, texts, turn.toolset.tools)
                      if k not in names]
            if names:
                call.unset = {**(call.unset or {}), **{k: call.arguments[k] for k in names}}
                call.arguments = {k: v for k, v in call.arguments.items() if k not in names}
                turn.acted(self)
        return None
