"""A thing's value copied with the possessive or the article the request writes before it:
``opening_cut`` (in ``GroundArguments``' evidence rules, ``agentnb.policies``).

SmolLM2 copies the word before a thing with it: "my puppy" as the pet of "Booster jabs for
my puppy.", "my van" as the vehicle of "Park my van for 3 hours.", "The ballroom" as the
room of "Hire the ballroom for 120 people.". The possessive is the speaker's word: the
tool, a third party, takes the thing ("puppy"); a lower-case article is no part of a name
("the Old Vic"). A possessive stays where it says who or where ("my mum", "my flat").
"""

from __future__ import annotations

import re

from .defaults import parameter_words, searched_text
from .enums import _ARTICLES
from .examples import example_text, free_string
from .grounding import name_words, spaced
from .places import _PLACES
from .relevance import words
from .runs import EDGE, prose
from .tools import Tool
from .types import ToolCall

# a value may open with one of ``enums._ARTICLES``: an article, or one of these
_POSSESSIVES = _ARTICLES - {"the", "a", "an"}
_MOST = 3  # the most words after the opening word: a thing's name, not a clause
# the words of a parameter's name saying it takes a person or where someone is: "my"
# says which ("my uncle" as the recipient, "my flat" as the address)
_WHO_OR_WHERE = _PLACES | {
    "recipient", "recipients", "to", "contact", "person", "people", "name", "guest",
    "guests", "who", "whom", "friend", "sender", "payee", "beneficiary", "attendee",
    "owner", "customer", "user", "passenger", "patient", "client", "member", "host",
    "addressee", "invitee", "caller", "relative", "address", "home", "postcode"}
# the words of a parameter's name or description saying it takes text, a title or what
# is wrong, where the article is the text's own ("the housing market" as the topic)
_TEXT = words("topic topics subject title headline question problem issue fault summary "
              "caption")
# the words for people and homes a possessive says which of ("my aunt", "our house")
_KIN_AND_HOMES_WORDS = """
mum mom mother mam ma dad father pa parent parents sister sisters brother brothers
sibling siblings wife husband partner spouse son sons daughter daughters child children
kid kids baby babies grandma grandmother gran granny nan nana grandpa grandfather grandad
granddad grandparents grandson granddaughter grandchildren aunt auntie aunty uncle cousin
cousins niece nephew fiance fiancee girlfriend boyfriend friend friends mate mates pal
colleague colleagues boss manager team neighbour neighbours neighbor neighbors landlord
landlady tenant tenants teacher teachers doctor dentist gp family in-laws mother-in-law
father-in-law sister-in-law brother-in-law son-in-law daughter-in-law stepson
stepdaughter stepmother stepfather godson goddaughter godmother godfather flatmate
housemate roommate carer nanny client clients customer customers staff
home house flat apartment office place address workplace work school door street
"""
_KIN_AND_HOMES = frozenset(_KIN_AND_HOMES_WORDS.split())


def opening_cut(call: ToolCall, tool: Tool, request: str) -> dict[str, str] | None:
    """The thing alone, as the request writes it, for each argument of ``call`` holding it
    after the possessive or the article the request writes before it ("puppy" of
    ``pet="my puppy"`` for "Booster jabs for my puppy.", "ballroom" of ``room="The
    ballroom"`` for "Hire the ballroom for 120 people.", "Old Vic" of ``theatre="The Old
    Vic"`` for "Seats at the Old Vic."); else None. ``call`` is not changed.

    Precondition, for each argument changed: the parameter is a string without ``enum``
    or an example, whose name says no person and no place (``_WHO_OR_WHERE``: a
    recipient, an address), and whose name and description say no text (``_TEXT``,
    ``runs.prose``, ``defaults.searched_text``: a topic, a title, a message, a query,
    where the article is the text's: "the housing market"); the value is "my", "our",
    "your", "their", "his", "her", "the", "a" or "an" and 1 to 3 words, none a function
    word (``runs.EDGE``: not a clause, "the tap drips in the kitchen"), after a
    possessive not a person's or a home's word (``_KIN_AND_HOMES``: "my aunt", "our
    house"); everywhere the request writes that value, the opening word is in lower
    case, or opens a sentence before words in lower case ("Our dungarees need patching";
    not "My Fair Lady at the Palladium", where a name or a title may open with it, nor
    "The" inside a sentence: "Hire The Snug"); the request writes words in lower case
    (a capital says something); the call validates with it. It reads the values the
    other evidence rules give too (``policies.misread_fix``: "my_whippet" spaced to "my
    whippet" gives "whippet").

    Where it can be wrong: a name whose article the request writes in lower case ("the
    Globe" gives "Globe"), a person's word the list lacks after a possessive of a
    parameter whose name says no person ("my physio" as a ``name`` stays, as a
    ``booking_for``, "physio")."""
    if not re.search(r"(?<![\w'’])[a-z]", request):
        return None
    props = tool.parameters.get("properties", {})
    fix: dict[str, str] = {}
    for k, value in call.arguments.items():
        spec = props.get(k)
        if not isinstance(value, str) or not free_string(spec) or example_text(spec) or \
                set(name_words(k)) & _WHO_OR_WHERE or parameter_words(k, spec) & _TEXT or \
                prose(k, spec) or searched_text(k, spec):
            continue
        words = value.split()
        opener = words[0].lower() if words else ""
        rest = words[1:]
        if opener not in _ARTICLES or not 1 <= len(rest) <= _MOST or \
                any(w.lower() in EDGE for w in rest) or \
                (opener in _POSSESSIVES and rest[-1].lower() in _KIN_AND_HOMES):
            continue
        thing = _written_after(request, words)
        if thing is not None:
            fix[k] = thing
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _written_after(request: str, words: list[str]) -> str | None:
    """The words after the first of ``words`` as ``request`` writes them, where every
    place it writes them all (case aside) has the first in lower case, or opening a
    sentence before words in lower case; else None."""
    found = list(re.finditer(rf"(?<![\w'’-])({re.escape(words[0])})\s+({spaced(words[1:])})"
                             r"(?![\w'’-])", request, re.IGNORECASE))
    for m in found:
        if m[1][0].isupper() and (re.search(r"[^\s.!?]\s*$", request[:m.start()]) or
                                  re.search(r"(?<![\w'’])[A-Z]", m[2])):
            return None
    return found[0][2] if found else None
