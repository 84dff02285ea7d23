"""A street address without its house number: the request writes the number right before
the street.

For "Deliver the oak wardrobe to 8 Ash Close." SmolLM2 wrote ``address="Ash Close"``: the
street the request names, cut from the house number in front of it, which a delivery
needs. ``street_fix`` gives the request's whole "8 Ash Close" (``GroundArguments`` puts it
in place and records the change). ``street_address`` tells such an address, and
``address_parameter`` a parameter that takes one, for the refill's choice of which of
two arguments keeps a street address the request says once (``agentnb.refill``):
``copies_street`` and ``misplaced_street`` are the refill's checks of a street address in
the wrong argument.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .examples import example_text, free_string
from .grounding import name_words, spaced
from .refillable import named_strings, setting
from .runs import plain, said_once
from .tools import Tool
from .types import ToolCall

# the last word of a street's name in English (UK and US usage, with the usual short forms)
_STREET_WORDS = """
street st road rd lane ln avenue ave drive dr close way court ct crescent cres grove place
pl terrace tce gardens gdns square sq row hill view walk mews rise parade boulevard blvd
approach green park yard circus highway hwy parkway pkwy trail alley quay embankment vale
chase gate mount wharf hollow meadows fields broadway circle cir
"""
STREET_WORDS = frozenset(_STREET_WORDS.split())
# a house number: digits, maybe one letter ("221B", "12a"); not inside a number, a time or
# an amount ("10:30", "£5", "3.5")
_NUMBER = r"(?<![\w.,:£$€#/-])\d{1,5}[A-Za-z]?"
# the words of a parameter that takes a street address, and those of other addresses
_ADDRESS_WORDS = frozenset({"address", "street"})
_OTHER_ADDRESSES = frozenset({"email", "mail", "ip", "ipv4", "ipv6", "web", "url", "mac",
                              "wallet", "contract", "host", "server", "network", "memory"})


def address_parameter(name: str, spec: Any) -> bool:
    """Whether a parameter takes a street address: a string written freely whose name says
    "address" or "street" (``address``, ``to_address``, ``street``), neither its name nor
    its description saying another kind of address (an email, IP, web or wallet address),
    and whose example, if any, begins with a house number ("10 Downing Street")."""
    if not free_string(spec):
        return False
    own = set(name_words(name))
    described = set(name_words(str(spec.get("description") or "")))
    example = example_text(spec)
    return bool(own & _ADDRESS_WORDS) and not (own | described) & _OTHER_ADDRESSES and (
        example is None or bool(re.match(r"\d", example)))


def _street(words: str) -> bool:
    """Whether ``words``, as written, name a street: each word starting with a capital,
    the last a street's word ("Ash Close", "Station Approach", "The Green")."""
    found = words.split()
    return bool(found) and all(w[0].isupper() for w in found) and \
        found[-1].lower().strip(".") in STREET_WORDS


def street_address(value: str, text: str) -> bool:
    """Whether ``value`` is a street address as ``text`` (the conversation) writes it: a
    house number, then a street's name ("8 Ash Close", "221B Baker Street")."""
    pattern = spaced(value.split())
    for m in re.finditer(rf"(?<!\w){pattern}(?!\w)", text, re.IGNORECASE):
        number, _, rest = m.group().partition(" ")
        if re.fullmatch(_NUMBER, number) and _street(rest.strip()):
            return True
    return False


def street_fix(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """The whole street addresses for the arguments of ``call`` that hold a street without
    the house number the request writes before it; else None. ``call`` is not changed.

    Precondition, for each argument changed: its parameter takes a street address
    (``address_parameter``); the value begins with no digit and the request writes it
    exactly once (case aside, as whole words), there as a street's name (``_street``:
    each word with a capital, the last a street's word such as "Road", "Close", "View")
    right after a house number ("8 Ash Close", "221B Baker Street"; not "10:30", "£5");
    and the call validates with the whole address.

    Where it can be wrong: a count right before a street's name that is no address ("2
    Abbey Road albums"), where an address parameter holds that name."""
    props = tool.parameters.get("properties", {})
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        if not isinstance(value, str) or not value.strip() or value.strip()[0].isdigit() \
                or not address_parameter(k, props.get(k)):
            continue
        pattern = spaced(value.split())
        found = list(re.finditer(rf"(?<!\w){pattern}(?!\w)", request, re.IGNORECASE))
        if len(found) != 1 or not _street(found[0].group()):
            continue
        before = re.search(rf"({_NUMBER})\s+$", request[:found[0].start()])
        if before:
            fix[k] = f"{before.group(1)} {found[0].group()}"
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def copies_street(call: ToolCall, tool: Tool, said: Sequence[str], request: str
                  ) -> list[str]:
    """The required free strings of ``call`` that copy the street address an address
    parameter holds, whole or as its street's name ("221B Baker Street" or "Baker Street"
    as the oven, beside ``address="221B Baker Street"``, for "Deep clean the range oven at
    221B Baker Street."): the address is the one argument that takes it.

    Precondition: exactly one argument is an address parameter
    (``address_parameter``) and its value, once the evidence rules give
    a street its house number (``street_fix``), is a street address as the
    conversation writes it (a house number, then a street's name: ``street_address``),
    said once; the string copying it is required and written freely (``refillable.askable``), and
    not prose (``prose``: a note may hold the address) nor a search's free text."""
    found = _address_beside(call, tool, said, request)
    if found is None:
        return []
    _, address, others, text = found
    if not isinstance(address, str) or not street_address(address, text) or \
            not said_once(address, text):
        return []
    copies = {plain(address), plain(address).partition(" ")[2]}
    return [k for k in others if plain(call.arguments[k]) in copies]


def misplaced_street(call: ToolCall, tool: Tool, said: Sequence[str], request: str
                     ) -> tuple[str, str, str] | None:
    """A street address written into another string while the address holds none
    (``lock="31 Grange Road"`` beside ``address="123 Elm Street"``, for "New locks on the
    patio doors at 31 Grange Road."): the address parameter, the string holding the
    street address, and that address; both are asked again, the string among the runs
    without the address. ``None`` where there is none.

    Precondition: exactly one argument is an address parameter
    (``address_parameter``), and its value, once the evidence rules give a
    street its house number (``street_fix``), is no street address as the
    conversation writes it (made up, or another of the request's words: "Worcester" for
    "Service the Worcester boiler at 3 Kiln Lane"); exactly one other argument, a required
    string written freely (``refillable.askable``), not prose nor a search's free text, holds a
    street address the conversation writes once (``street_address``)."""
    found = _address_beside(call, tool, said, request)
    if found is None:
        return None
    keeper, address, others, text = found
    if not isinstance(address, str) or street_address(address, text):
        return None
    holders = [k for k in others if street_address(call.arguments[k], text)
               and said_once(call.arguments[k], text)]
    if len(holders) != 1:
        return None
    return keeper, holders[0], call.arguments[holders[0]]


def _address_beside(call: ToolCall, tool: Tool, said: Sequence[str], request: str
                    ) -> tuple[str, Any, list[str], str] | None:
    """The one argument of ``call`` that is an address parameter
    (``address_parameter``), its value once the evidence rules give a
    street its house number (``street_fix``), the other required strings that
    could be asked again (written freely, ``refillable.askable``; not prose nor a search's free
    text), and what the conversation says as one text; ``None`` where no argument or
    several are address parameters."""
    props, timed, required, text = setting(tool, said)
    args = {**call.arguments, **(street_fix(call, tool, request) or {})}
    keepers = [k for k in args if address_parameter(k, props.get(k))]
    if len(keepers) != 1:
        return None
    others = [k for k in named_strings(call, props, timed, required) if k != keepers[0]]
    return keepers[0], args[keepers[0]], others, text
