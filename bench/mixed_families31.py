"""``mixed_requests.py --later families31``: 25 more requests for one tool among two or
three offered, each tool taking a place by its name ("Platforms at York station."), a
thing hired by the hour or the day ("A bouncy castle for 4 hours."), or a thing and a
place ("Badminton at Meadowbank sports hall.").

Written 12-07 (forty-second session) after reading families9-30's runs, where the model
wrote, for a thing or a place the request names, a value no word has the shape of: marks
alone or a fragment (");" as the craft of "Hire a rowing boat for 4 hours."), a date or a
time for a parameter that takes none ("2023-01-01" as the eye test, a date-time as the
yoga studio), digits counting up inside a code ("M1234567890" as the motorbike), a number
argument's value as a decimal ("2.0" as the studio beside ``hours=2``); and before a
change asking such a value again among the request's words, and before any run of it: it
measures that change on requests it was not written from. The tools and requests are
this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "platform_info": (
        "Find the departure platforms at a railway station.", {"station": S},
        ["station"]),
    "lido_session": (
        "Check the swimming sessions at a lido.", {"lido": S}, ["lido"]),
    "ice_rink_session": (
        "Book skating at an ice rink.", {"rink": S, "skaters": I}, ["rink", "skaters"]),
    "bouncy_castle_hire": (
        "Hire a bouncy castle by the hour.", {"castle": S, "hours": I},
        ["castle", "hours"]),
    "tool_hire_days": (
        "Hire a tool by the day.", {"tool": S, "days": I}, ["tool", "days"]),
    "sports_hall_book": (
        "Book a sport at a sports hall.", {"hall": S, "sport": S}, ["hall", "sport"]),
    "marquee_hire": (
        "Hire a marquee for a number of guests.", {"marquee": S, "guests": I},
        ["marquee", "guests"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES31: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Platforms at York station.", ("platform_info", "lido_session"),
     [("platform_info", {"station": "York"})]),
    ("Which platform for trains at Crewe?", ("platform_info", "tool_hire_days"),
     [("platform_info", {"station": "Crewe"})]),
    ("Departure platforms at Edinburgh Waverley.", ("platform_info", "marquee_hire"),
     [("platform_info", {"station": "Edinburgh Waverley"})]),
    ("Swimming times at Tooting Bec Lido.", ("lido_session", "platform_info"),
     [("lido_session", {"lido": "Tooting Bec Lido"})]),
    ("Is Jubilee Pool open for a swim?", ("lido_session", "ice_rink_session"),
     [("lido_session", {"lido": "Jubilee Pool"})]),
    ("Sessions at Brockwell Lido please.", ("lido_session", "sports_hall_book"),
     [("lido_session", {"lido": "Brockwell Lido"})]),
    ("Skating for 3 at Somerset House.", ("ice_rink_session", "lido_session"),
     [("ice_rink_session", {"rink": "Somerset House", "skaters": 3})]),
    ("Book 2 skaters at the Planet Ice rink.", ("ice_rink_session", "bouncy_castle_hire"),
     [("ice_rink_session", {"rink": "Planet Ice", "skaters": 2})]),
    ("Ice skating at Murrayfield for 4 of us.", ("ice_rink_session", "tool_hire_days"),
     [("ice_rink_session", {"rink": "Murrayfield", "skaters": 4})]),
    ("A bouncy castle for 4 hours.", ("bouncy_castle_hire", "marquee_hire"),
     [("bouncy_castle_hire", {"castle": "bouncy castle", "hours": 4})]),
    ("Hire a princess castle for 3 hours.", ("bouncy_castle_hire", "ice_rink_session"),
     [("bouncy_castle_hire", {"castle": "princess castle", "hours": 3})]),
    ("An inflatable slide for 2 hours please.", ("bouncy_castle_hire", "lido_session"),
     [("bouncy_castle_hire", {"castle": "inflatable slide", "hours": 2})]),
    ("A pirate ship castle, 5 hours.", ("bouncy_castle_hire", "sports_hall_book"),
     [("bouncy_castle_hire", {"castle": "pirate ship castle", "hours": 5})]),
    ("Hire a hedge trimmer for 2 days.", ("tool_hire_days", "bouncy_castle_hire"),
     [("tool_hire_days", {"tool": "hedge trimmer", "days": 2})]),
    ("A cement mixer for 3 days.", ("tool_hire_days", "platform_info"),
     [("tool_hire_days", {"tool": "cement mixer", "days": 3})]),
    ("Rent a floor sander for 1 day.", ("tool_hire_days", "marquee_hire"),
     [("tool_hire_days", {"tool": "floor sander", "days": 1})]),
    ("A wallpaper steamer for 4 days.", ("tool_hire_days", "ice_rink_session"),
     [("tool_hire_days", {"tool": "wallpaper steamer", "days": 4})]),
    ("Badminton at Meadowbank sports hall.", ("sports_hall_book", "lido_session"),
     [("sports_hall_book", {"hall": "Meadowbank", "sport": "badminton"})]),
    ("Book five-a-side at Goals Leeds.", ("sports_hall_book", "platform_info"),
     [("sports_hall_book", {"hall": "Goals Leeds", "sport": "five-a-side"})]),
    ("Table tennis at the Westway centre.", ("sports_hall_book", "tool_hire_days"),
     [("sports_hall_book", {"hall": "Westway", "sport": "table tennis"})]),
    ("Netball at Crystal Palace please.", ("sports_hall_book", "bouncy_castle_hire"),
     [("sports_hall_book", {"hall": "Crystal Palace", "sport": "netball"})]),
    ("A marquee for 80 guests.", ("marquee_hire", "bouncy_castle_hire"),
     [("marquee_hire", {"marquee": "marquee", "guests": 80})]),
    ("A stretch tent for 60 guests.", ("marquee_hire", "tool_hire_days"),
     [("marquee_hire", {"marquee": "stretch tent", "guests": 60})]),
    ("A tipi for 40 guests please.", ("marquee_hire", "platform_info"),
     [("marquee_hire", {"marquee": "tipi", "guests": 40})]),
    ("A clear span marquee for 120 guests.", ("marquee_hire", "sports_hall_book"),
     [("marquee_hire", {"marquee": "clear span marquee", "guests": 120})]),
]
