"""Which arguments a refill may ask again (``agentnb.refill``): a required string written
freely, not a time, a date or a number, whose example, if any, is written in words; not
prose nor a search's free text where it is asked for holding another argument's value.
Shared by the refill's checks (``agentnb.refill``, the street checks of
``agentnb.streets``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from .codes import is_code_in_any_case
from .examples import example_text, free_string
from .runs import prose
from .tools import Tool
from .types import ToolCall

_WORDED = re.compile(r"[A-Za-z][A-Za-z'. -]*")


def worded(example: str) -> bool:
    """Whether an example is written in words ("Paris", "New York"), not a code, an
    identifier or a name of several parts ("en", "USD", "Europe/Paris", "M-1001",
    "Boston, MA": the request's words may lack a part)."""
    return bool(_WORDED.fullmatch(example.strip())) and not is_code_in_any_case(
        example.strip())


def askable(spec: Any, value: Any, timed: bool) -> bool:
    """Whether an argument's string may be asked again: a string written freely (no
    ``enum``, ``const``, ``format`` or ``pattern``), not a time, date or number, whose
    example, if any, is written in words."""
    if not free_string(spec) or not isinstance(value, str) or timed or \
            {"const", "format", "pattern"} & set(spec):
        return False
    example = example_text(spec)
    return example is None or worded(example)


def setting(tool: Tool, said: Sequence[str]
            ) -> tuple[dict[str, Any], set[str], set[str], str]:
    """A tool's parameters, its times, dates and numbers (``choices.needs``), its required
    parameters, and what the conversation says as one text."""
    from .choices import needs

    return (tool.parameters.get("properties", {}), set(needs(tool)),
            set(tool.parameters.get("required", [])), "\n".join(said))


def named_strings(call: ToolCall, props: dict[str, Any], timed: Collection[str],
                  required: Collection[str]) -> list[str]:
    """The required strings of ``call`` that may be asked again for holding another
    argument's value: written freely (``askable``), not prose (``prose``: a body, a
    note may hold names and addresses) nor a search's free text
    (``agentnb.defaults.searched_text``)."""
    from .defaults import searched_text

    return [k for k, v in call.arguments.items() if k in required
            and askable(props.get(k), v, k in timed)
            and not searched_text(k, props.get(k)) and not prose(k, props.get(k))]
