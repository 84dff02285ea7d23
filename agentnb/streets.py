"""A street address without its house number: the request writes the number right before
the street.

For "Deliver the oak wardrobe to 8 Ash Close." SmolLM2 wrote ``address="Ash Close"``: the
street the request names, cut from the house number in front of it, which a delivery
needs. ``street_fix`` gives the request's whole "8 Ash Close" (``GroundArguments`` puts it
in place and records the change). ``street_address`` tells such an address, and
``address_parameter`` a parameter that takes one, for the refill's choice of which of
two arguments keeps a street address the request says once (``agentnb.refill``).
"""

from __future__ import annotations

import re
from typing import Any

from .examples import example_text, free_string
from .grounding import name_words
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
    pattern = r"\s+".join(re.escape(w) for w in value.split())
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
        pattern = r"\s+".join(re.escape(w) for w in value.split())
        found = list(re.finditer(rf"(?<!\w){pattern}(?!\w)", request, re.IGNORECASE))
        if len(found) != 1 or not _street(found[0].group()):
            continue
        before = re.search(rf"({_NUMBER})\s+$", request[:found[0].start()])
        if before:
            fix[k] = f"{before.group(1)} {found[0].group()}"
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix
