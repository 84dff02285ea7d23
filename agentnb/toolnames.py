"""A value written as an offered tool's name where the request says that name's words.

Asked to define or translate a term that is also a tool's name in words, a small model
copies the name from the tool list: for "Define hotel search.", SmolLM2 wrote
``define_word(word="hotel_search")``. The request says the words, not the identifier, so
the identifier is no reading of it, and the request's own words are
(``tool_name_fix``). A rule of ``GroundArguments``' evidence set
(``agentnb.policies.misread_fix``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from . import relevance
from .grounding import spaced
from .names import names as names_in
from .tools import Tool
from .types import ToolCall

# a parameter that may take a tool's name as its value: there the identifier is meant
_OF_TOOLS = {"tool", "tools", "function", "functions", "method", "command", "endpoint", "api"}
_JOINED = re.compile(r"[A-Za-z]+(?:[_.\-][A-Za-z]+)+")


def tool_name_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str],
                  names: Iterable[str]) -> dict[str, Any]:
    """New values for ``call``'s arguments that are an offered tool's name (``names``),
    its words joined by underscores, dots or hyphens ("hotel_search"), where the request
    says those words in a row, separated by spaces, exactly once ("Define hotel
    search."): the request's words, as it writes them.

    Where the request does not say them and the value is the called tool's own name
    ("Subscribe me to Radiolab." with ``show="Podcast_follow"``), the request's one name
    that no argument holds (capitalized words, not a sentence's first word:
    ``names.names``) is the value; not where it writes two ("Who is Bjork? Ask Tom"), nor
    where it says the parameter's word, describing the value rather than naming it
    ("follow the channel my friend Sam likes" for ``channel``).

    Precondition: a string parameter without ``enum``, ``const``, ``pattern`` or
    ``format``, whose name and description do not speak of tools or functions (there a
    tool's name may be the value meant); the value, in any case, is the name of a tool
    offered; nothing in ``said`` (the conversation) writes the value as it is."""
    props = tool.parameters.get("properties", {})
    offered = {n.lower() for n in names}
    out: dict[str, Any] = {}
    for k, v in call.arguments.items():
        spec = props.get(k)
        if not isinstance(v, str) or not isinstance(spec, dict) or \
                not _JOINED.fullmatch(v) or v.lower() not in offered or \
                any(x in spec for x in ("enum", "const", "pattern", "format")) or \
                spec.get("type", "string") != "string":
            continue
        if about_tools(k, spec) or any(re.search(rf"(?<![\w.\-]){re.escape(v)}(?![\w\-])", t,
                                              re.IGNORECASE) for t in said):
            continue
        parts = re.split(r"[_.\-]", v)
        found = list(re.finditer(r"\b" + spaced(parts) + r"\b", request,
                                 re.IGNORECASE))
        if len(found) == 1:
            out[k] = found[0].group(0)
        elif not found and v.lower() == tool.name.lower() and not \
                relevance.words(k.replace("_", " ")) & relevance.words(request):
            held = {str(x).lower() for x in call.arguments.values()}
            free = [n for n in names_in(request) if n.lower() not in held]
            if len(free) == 1:  # "Subscribe me to Radiolab." with show="Podcast_follow"
                out[k] = free[0]
    return out


def own_name(value: Any, tool: Tool, name: str, spec: Any, said: Sequence[str]) -> bool:
    """Whether ``value`` is the called tool's own name, of two words or more, joined as an
    identifier ("scooter_rental", "ScooterRental", "Scooter-Rental" of
    ``scooter_rental``), which nothing in ``said`` writes, for a parameter ``name`` whose
    name and description do not speak of tools or functions (``_OF_TOOLS``: there the
    tool's name may be the value meant): no value of its argument, though a word of it
    may be said ("water_sports_hire" as the craft of "Hire a kayak for 3 hours.")."""
    if not isinstance(value, str) or " " in value.strip() or not (
            re.search(r"[_\-]|[a-z][A-Z]", value)):
        return False
    letters = re.sub(r"[^a-z0-9]", "", value.lower())
    words = [w for w in re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", tool.name) if w]
    return len(words) >= 2 and letters == re.sub(r"[^a-z0-9]", "", tool.name.lower()) \
        and not about_tools(name, spec) and not any(value.lower() in t.lower() for t in said)


def about_tools(name: str, spec: Any) -> bool:
    """Whether a parameter's name or description speaks of tools or functions
    (``_OF_TOOLS``): there a tool's name may be the value meant."""
    about = f"{name} {(spec or {}).get('description', '')}".lower()
    return bool(set(re.findall(r"[a-z]+", about)) & _OF_TOOLS)
