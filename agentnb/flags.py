"""A flag the model set off where the request asks for it by name.

A small model fills every parameter it is shown, and a flag it does not understand it
writes ``false``: for "Predict the growth of forest in Yellowstone for the next 5 years
including human impact" SmolLM2 wrote ``include_human_impact=False``, and for "the fastest
route ... with toll roads avoided" ``avoid_tolls=False``. Where the request says every word
of the flag's name and denies nothing, that ``false`` is no reading of it (``flag_fix``;
``GroundArguments`` puts ``true`` in its place and records the change). A flag the model
left out is never added: its default stands.
"""

from __future__ import annotations

from typing import Any

from .grounding import _WORDS, _named_at, _params, denies
from .tools import Tool
from .types import ToolCall


def flag_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, Any] | None:
    """``True`` for the flags of ``call`` set to ``false`` that the request asks for; else
    None. ``call`` is not changed.

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

    Where it can be wrong: the request says the flag's words about something else ("Avoid
    tolls? I'd rather pay them" holds no negation word)."""
    if denies(request):
        return None
    words = _WORDS.findall(request.lower())
    fix: dict[str, Any] = {}
    for name, (kind, stems) in _params(tool).items():
        if kind == "flag" and call.arguments.get(name) is False and \
                _named_at(stems, words) is not None:
            fix[name] = True
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
