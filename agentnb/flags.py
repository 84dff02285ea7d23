"""A flag the model set off where the request asks for it by name, or on where the request
denies it.

A small model fills every parameter it is shown, and a flag it does not understand it
writes ``false``: for "Predict the growth of forest in Yellowstone for the next 5 years
including human impact" SmolLM2 wrote ``include_human_impact=False``, and for "the fastest
route ... with toll roads avoided" ``avoid_tolls=False``. Where the request says every word
of the flag's name and denies nothing, that ``false`` is no reading of it (``flag_fix``;
``GroundArguments`` puts ``true`` in its place and records the change). A flag the model
left out is never added: its default stands. The other way, SmolLM2 sets flags true it
is not asked for, denied ones too (``include_alerts=True`` for "Weather report for Oslo
without alerts", ``bench/fills.py --batch twentieth``): a flag whose words the request
says right after a negation is off (``flag_fix`` too). And a flag that says the tool's
thing is on ("enabled") SmolLM2 set ``true`` for "Turn the wifi off."
(``mixed_requests.py --later families6``): where the request switches that thing one
way, the flag takes that way (``switch_fix``).
"""

from __future__ import annotations

from typing import Any

from . import relevance
from .grounding import _WORDS, _denies, _named_at, _params, denies, name_words, stems_at
from .tools import Tool
from .types import ToolCall

# a name's first word that only says the flag turns something on ("include_alerts",
# "show_details"); a word that makes the flag turn something off ("avoid_tolls",
# "exclude_images") leaves it to be read only as named: "no tolls" asks to avoid them
_ON_WORDS = {"include", "includes", "with", "show", "use", "enable", "allow", "add",
             "return", "get", "fetch", "is", "has", "want", "only"}
_TURNS = {"but", "and", "or", "only", "except", "just", "then", "yet"}  # "no rain, but alerts"
_OFF_WORDS = {"avoid", "exclude", "skip", "disable", "hide", "ignore", "no", "without",
              "omit", "remove", "block", "not", "off", "excluding", "avoiding"}
# the words of a flag's name that say the tool's thing is on ("enabled", "is_on", "active")
_STATE = {"enabled", "enable", "on", "active", "is", "power", "powered", "turned", "switched"}
_SWITCHES = {"turn", "switch", "power", "flip"}  # verbs that take "on" or "off"
_SETS = {"enable": True, "activate": True, "disable": False, "deactivate": False}


def flag_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, Any] | None:
    """``True`` for the flags of ``call`` set to ``false`` that the request asks for, and
    ``False`` for those set to ``true`` that it denies; else None. ``call`` is not changed.

    Precondition, every part of it:

    - the parameter is a boolean, and the call holds ``false`` for it;
    - the request holds no negation anywhere (``agentnb.grounding.denies``: "no", "not",
      "without", "never", "exclude", "don't"...): which part it denies is not plain
      ("include no images", "hotels, not pet friendly ones");
    - every word of three letters or more of the parameter's name begins a word of the
      request by its first four letters ("avoid_tolls" in "avoiding tolls", "include_alerts"
      in "with alerts included", "nonstop" in "nonstop only"); a word of the name the
      request lacks ("avoid" of "avoid_highways" for "on highways") leaves it off;
    - the call validates with it.

    Denied, ``true`` becomes ``false`` where every part of this holds: no word of the
    flag's name turns something off (``_OFF_WORDS``: "avoid_tolls", for which "no tolls"
    means on); every other word of three letters or more of it, a first word that only
    turns something on aside (``_ON_WORDS``: "include" of "include_alerts"), begins a word
    of the request by its first four letters, the first of them within three words after a
    negation, with no "but", "and", "or", "only" or "except" between ("without alerts",
    "no free parking", "not nonstop"; not "no rain, but alerts").

    Where it can be wrong: the request says the flag's words about something else ("Avoid
    tolls? I'd rather pay them" holds no negation word; "not in Paris, alerts too" denies
    a place, and "alerts" comes two words after "not")."""
    words = _WORDS.findall(request.lower())
    denied = denies(request)
    fix: dict[str, Any] = {}
    for name, (kind, stems) in _params(tool).items():
        if kind != "flag":
            continue
        if call.arguments.get(name) is False and not denied and \
                _named_at(stems, words) is not None:
            fix[name] = True
        elif call.arguments.get(name) is True and denied and _denied(name, words):
            fix[name] = False
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _denied(name: str, words: list[str]) -> bool:
    """Whether the request says the flag ``name``'s words right after a negation."""
    parts = name_words(name)
    if not parts or set(parts) & _OFF_WORDS:
        return False
    if parts[0] in _ON_WORDS:
        parts = parts[1:]
    at = stems_at([w[:4] for w in parts if len(w) >= 3], words)
    if at is None:
        return False
    before = words[max(0, min(at) - 3):min(at)]
    last = max((i for i, w in enumerate(before) if _denies([w])), default=None)
    return last is not None and not set(before[last + 1:]) & _TURNS


def switch_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, bool] | None:
    """The value the request switches the tool's thing to, for each flag of ``call`` that
    says that thing is on and holds the other value; else None. ``call`` is not changed.

    Precondition, every part of it: the parameter is a boolean whose name's words all
    say a thing is on (``_STATE``: "enabled", "on", "is_on", "active"); the request is
    no question and holds no negation (``grounding.denies``); it switches something on
    or off ("turn", "switch", "power" or "flip" with "on" or "off" right after it, or
    within five words after it: "Turn the wifi off", "switch on my heater"; "enable",
    "disable", "activate", "deactivate"), and that something, the words between the
    verb and "on" or "off" or the three words after them, holds a word of the tool's name
    or description ("the wifi" for ``wifi_toggle``; not "Turn off the TV, then check
    bluetooth" for a tool of bluetooth); every such switch says one way, and the other
    way's word ("on" beside "off", "enable" beside "disable") is nowhere in the request
    ("Turn bluetooth off, then on again"); the call validates with it.

    Where it can be wrong: the thing switched is another one the tool's words also name
    ("Turn the wifi off on my laptop, then tell me the router's wifi status")."""
    props = tool.parameters.get("properties", {})
    flags = [k for k, p in props.items() if isinstance(p, dict) and p.get("type") == "boolean"
             and name_words(k) and set(name_words(k)) <= _STATE]
    if not flags or denies(request) or request.rstrip().endswith("?"):
        return None
    words = _WORDS.findall(request.lower())
    thing = relevance.words(f"{tool.name} {tool.description}")
    ways: set[bool] = set()
    for i, w in enumerate(words):
        rest = words[i + 1:i + 6]
        if w in _SETS:
            way, acted = _SETS[w], rest[:3]
        elif w in _SWITCHES and rest:
            at = next((j for j, x in enumerate(rest) if x in ("on", "off")), None)
            if at is None:
                continue
            way, acted = rest[at] == "on", rest[at + 1:at + 4] if at == 0 else rest[:at]
        else:
            continue
        if relevance.words(" ".join(acted)) & thing:
            ways.add(way)
    if len(ways) != 1:
        return None
    way = ways.pop()
    against = {"off", "disable", "deactivate"} if way else {"on", "enable", "activate"}
    if against & set(words):
        return None
    fix = {k: way for k in flags if call.arguments.get(k) is (not way)}
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
