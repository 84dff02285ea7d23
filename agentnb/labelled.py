"""A free string the request labels with its parameter's name: "the billing service",
"project CORE", "pod web-7f9c".

For "Scale the checkout deployment to 5 replicas" SmolLM2 wrote
``deployment="example.com"`` (another offered tool's example), and for "Clone ... on the
dev branch" ``branch="master"`` (``bench/mixed_requests.py --later families6``). The
request names the value with the parameter's own name as its label, the way people name
a service, a branch or a project: ``labelled_fix`` gives it (``GroundArguments`` puts it
in place and records the change).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import relevance
from .examples import example_text, free_string, written
from .grounding import name_words
from .marked import shape
from .placeholders import code, example_code
from .spaced import UNDERSCORED
from .toolnames import about_tools
from .tools import Tool
from .types import ToolCall
from .unsaid import copied, unsaid_strings

# words before a value named before its label ("the billing service", "my dev branch")
_DEFINITE = frozenset({"the", "my", "our", "your", "their", "his", "her", "this", "that"})
# words of a parameter's name that label nothing by themselves ("service_name": "service")
_GENERIC = frozenset({"name", "id", "key", "value", "the", "of"})
# last words of a parameter's name that say its value is a sort of thing, not a thing's
# name ("car_type": "Car hire in Faro" names no type)
_SORTS = frozenset({"type", "kind", "sort", "mode", "class", "category", "level", "size",
                    "format", "style"})
# kinds of place, language or money: people name one by its name alone, and a word before
# the kind describes it ("the Baltic country", "the French city")
_PLACES = frozenset({"country", "city", "state", "region", "town", "location", "place",
                     "address", "language", "currency", "continent", "province"})
# last words of a parameter's name that place or time a value, not name a thing
# ("showtime_after": "after 8 tonight")
_RELATIONS = frozenset({"after", "before", "since", "until", "till", "from", "to", "at",
                        "in", "on", "by", "with", "within", "over", "under", "above",
                        "below", "between", "per", "via", "near", "around", "than"})
# words that describe a thing rather than name it ("the new service", "the other branch")
_DESCRIBING = frozenset({"new", "old", "other", "same", "next", "last", "first", "current",
                         "whole", "right", "wrong", "big", "small", "latest", "previous",
                         "default", "existing", "own", "main", "local", "usual", "regular",
                         "favourite", "favorite"})
_EDGES = "\"'`()[]<>{},;:!?."


def labelled_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
                 ) -> dict[str, str] | None:
    """New values for the string arguments of ``call`` that the model made up, copied or
    wrote as the tool's name, where the request labels one value with the parameter's
    name; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the parameter is a string without ``enum``; the last word of its name, "name",
      "id", "key" aside (``_GENERIC``), is a content word that labels a thing
      ("service", "branch", "project" of ``project_key``; not "to", "at", nor a word of a
      sort, "type" of ``car_type``: ``_SORTS``, nor a word that places or times,
      "after" of ``showtime_after``: ``_RELATIONS``, nor a kind of place, language or
      money, whose values people name alone: "the Baltic country" describes, ``_PLACES``);
      the argument is set (an optional one left out is never added);
    - its value is the tool's name, a copy of the tool's own text (``unsaid.copied``), or
      nothing of the conversation says it, not even a word of it (``unsaid.unsaid_strings``
      over ``said``: ``Turn.said``);
    - the request holds no negation (the caller gives no ``said`` there) and writes that
      word once, and one value beside it: the word right before it after "the", "my",
      "this"... ("the billing service", "my dev branch"; not a word that describes or
      grades: "the new service", "the cheapest flight"), or the word right after it where
      no such word comes before it and no mark ends it ("project CORE", "pod web-7f9c";
      not "the branch Ana made", "Switch branch, the one..."); a function word is no
      value;
    - it is written as the example is where that is a code or of a marked shape
      ("flight LH400" for "e.g. BA117"; not "the nginx image" for "e.g. 'redis:7'", nor
      "the pro plan" for "basic_monthly or pro_yearly": ``_in_form``); no other argument
      holds it, and the call validates with it;
    - a value that is the called tool's own name is not made up where the parameter
      speaks of tools or functions (``toolnames.about_tools``: "the lookup tool" for
      ``lookup_tool(tool="lookup_tool")``), where a tool's name may be the value meant.

    Where it can be wrong: a word before the label that describes the thing and is not in
    ``_DESCRIBING`` ("the slow service" gives "slow"). Where it leaves the model's value: a
    value written with words of the request ("vpn-keep-dropping" for "project OPS:
    'VPN keeps dropping'"), a label written twice ("Copy bucket logs into bucket
    archive")."""
    props = tool.parameters.get("properties", {})
    raw = request.split()
    bare = [w.strip(_EDGES) for w in raw]
    held = {v for v in call.arguments.values() if isinstance(v, str)}
    copies = set(copied(call, tool, request))
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(value, str) or not free_string(spec):
            continue
        if value != tool.name and k not in copies and \
                not unsaid_strings(call, tool, said, [k]):
            continue
        if value == tool.name and about_tools(k, spec):
            continue  # there a tool's name may be the value meant
        label = ([w for w in name_words(k) if w not in _GENERIC] or [""])[-1]
        if label in _SORTS | _RELATIONS | _PLACES or not relevance.words(label):
            continue
        at = [i for i, w in enumerate(bare) if w.lower() == label]
        if len(at) != 1:
            continue
        found = _beside(raw, bare, at[0])
        if found is not None and found != value and found not in held and \
                _in_form(found, spec):
            fix[k] = found
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _beside(raw: list[str], bare: list[str], i: int) -> str | None:
    """The one value the label at ``i`` names: the word before it after a definite word,
    or the word after it where none comes before it and no mark ends it."""
    found = []
    if i >= 2 and bare[i - 2].lower() in _DEFINITE and raw[i - 1] == bare[i - 1] and \
            bare[i - 1].lower() not in _DESCRIBING and not _graded(bare[i - 1]) and \
            _names(bare[i - 1]):
        found.append(bare[i - 1])
    if i + 1 < len(bare) and raw[i] == bare[i] and \
            (i == 0 or bare[i - 1].lower() not in _DEFINITE | {"a", "an"}) and \
            _names(bare[i + 1]):
        found.append(bare[i + 1])
    return found[0] if len(found) == 1 else None


def _in_form(value: str, spec: dict[str, object]) -> bool:
    """Whether ``value`` is written as the parameter's example is, where that is a code
    ("LH400", "CORE" beside "BA117", "WEB": ``placeholders.code``), joined by underscores
    as the description or the example writes its values ("basic_monthly or pro_yearly":
    "pro" is not), or of a marked shape ("redis:7": ``marked.shape``); any value where it
    is none of these."""
    if example_code(spec) is not None:
        return code(value)
    if UNDERSCORED.search(written(spec)):
        return "_" in value  # "basic_monthly or pro_yearly": the tool's form
    example = (example_text(spec) or "").strip("'\"` ")
    return shape(example) is None or shape(value) == shape(example)


def _graded(word: str) -> bool:
    """Whether ``word`` grades what follows it ("cheapest", "fastest", "best"): a word
    that describes the thing, not its name."""
    low = word.lower()
    return low in ("best", "worst", "most", "least") or (
        low.endswith("est") and len(low) > 5 and low.isalpha())


def _names(word: str) -> bool:
    """Whether ``word`` may be a value: a content word or one holding a digit."""
    return bool(word) and (bool(relevance.words(word)) or re.search(r"\d", word) is not None)
