"""The runs a refill offers, where the thing asked for is the tool's own words: a run the
tool's text says is left out ("Book" as the treatment of "Book a pedicure"), unless the
parameter's name heads it ("party tent" for ``tent`` of "Hire a party tent by the day.",
"yurt" for ``yurt``): the request asks for the very thing the tool is about.

Held out: written 12-07 (forty-second session) before the code they test, after reading
``bench/mixed_requests.py --later families31``'s run ("A bouncy castle for 4 hours.",
"80" as the marquee); these requests are not those. The model is absent (``asker``).
"""

from __future__ import annotations

import pytest

from agentnb import Tool
from agentnb.refill import asker
from agentnb.types import ToolCall
from tests.helpers.common import described_tool as _tool

S, INT = {"type": "string"}, {"type": "integer"}


TENT = _tool("party_tent_hire", "Hire a party tent by the day.", {"tent": S, "days": INT})
YURT = _tool("yurt_stay", "Book a yurt for a number of guests.", {"yurt": S, "guests": INT})
KILN = _tool("kiln_time", "Rent a pottery kiln by the hour.", {"kiln": S, "hours": INT})
NAILS = _tool("nail_booking", "Book a nail treatment.", {"treatment": S, "salon": S})
LOCKER = _tool("locker_rent", "Rent a locker at a station.", {"locker": S, "station": S})


def offered(tool: Tool, request: str, **args) -> dict[str, list[str]]:
    return asker([request], request)(ToolCall("c", tool.name, args), tool).offered


@pytest.mark.parametrize("tool,request_,args,name,run", [
    (TENT, "A party tent for 3 days.", {"tent": "A party tent for 3 days.", "days": 3},
     "tent", "party tent"),
    (YURT, "A yurt for 6 guests.", {"yurt": "6", "guests": 6}, "yurt", "yurt"),
    (KILN, "The pottery kiln for 2 hours.", {"kiln": "2hrs", "hours": 2}, "kiln",
     "pottery kiln"),
    (LOCKER, "A locker at Euston.", {"locker": "Euston", "station": "Euston"}, "locker",
     "locker"),
])
def test_the_tools_own_thing_is_offered_where_the_parameter_names_it(
        tool, request_, args, name, run):
    assert run in offered(tool, request_, **args).get(name, [])


@pytest.mark.parametrize("tool,request_,args,name,run", [
    # the tool's words the parameter's name does not head: no value of it
    (NAILS, "Book a pedicure at Glow Studio.", {"treatment": "Book_Treatment",
                                                "salon": "Glow Studio"}, "treatment",
     "Book"),
    (TENT, "Hire for 3 days.", {"tent": "3 days", "days": 3}, "tent", "Hire"),
])
def test_other_words_of_the_tool_stay_out(tool, request_, args, name, run):
    assert run not in offered(tool, request_, **args).get(name, [])
