"""``mixed_requests.py --later families32``: 25 more requests for one tool among two or
three offered, each tool's text naming the thing its parameter takes ("Hire a trailer by
the day." with ``trailer``), the request asking for a kind of it ("A car trailer for 2
days.").

Written 12-07 (forty-second session) after reading families31's run, where the model
wrote the whole request or a number as the thing ("A bouncy castle for 4 hours.", "80"
as the marquee beside ``guests=80``) and the refill, asking it again, offered none of
the request's runs: "bouncy castle" and "marquee" are the tool's own words, which it
leaves out; and before a change offering such runs and before any run of it: it measures
that change on requests it was not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "trailer_hire": (
        "Hire a trailer by the day.", {"trailer": S, "days": I}, ["trailer", "days"]),
    "court_by_hour": (
        "Book a court by the hour.", {"court": S, "hours": I}, ["court", "hours"]),
    "room_by_hour": (
        "Hire a room by the hour.", {"room": S, "hours": I}, ["room", "hours"]),
    "boat_charter": (
        "Charter a boat for a number of hours.", {"boat": S, "hours": I},
        ["boat", "hours"]),
    "minibus_hire": (
        "Hire a minibus for a number of passengers.", {"minibus": S, "passengers": I},
        ["minibus", "passengers"]),
    "pitch_booking": (
        "Book a pitch at a campsite.", {"pitch": S, "campsite": S}, ["pitch", "campsite"]),
    "table_at_restaurant": (
        "Book a table at a restaurant.", {"table": S, "restaurant": S},
        ["table", "restaurant"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES32: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A car trailer for 2 days.", ("trailer_hire", "court_by_hour"),
     [("trailer_hire", {"trailer": "car trailer", "days": 2})]),
    ("A box trailer for 3 days please.", ("trailer_hire", "room_by_hour"),
     [("trailer_hire", {"trailer": "box trailer", "days": 3})]),
    ("Hire a horse trailer for 1 day.", ("trailer_hire", "minibus_hire"),
     [("trailer_hire", {"trailer": "horse trailer", "days": 1})]),
    ("A squash court for 1 hour.", ("court_by_hour", "trailer_hire"),
     [("court_by_hour", {"court": "squash court", "hours": 1})]),
    ("A tennis court for 2 hours please.", ("court_by_hour", "boat_charter"),
     [("court_by_hour", {"court": "tennis court", "hours": 2})]),
    ("Book a padel court for 3 hours.", ("court_by_hour", "pitch_booking"),
     [("court_by_hour", {"court": "padel court", "hours": 3})]),
    ("A badminton court, 2 hours.", ("court_by_hour", "table_at_restaurant"),
     [("court_by_hour", {"court": "badminton court", "hours": 2})]),
    ("A meeting room for 2 hours.", ("room_by_hour", "court_by_hour"),
     [("room_by_hour", {"room": "meeting room", "hours": 2})]),
    ("Hire a function room for 5 hours.", ("room_by_hour", "minibus_hire"),
     [("room_by_hour", {"room": "function room", "hours": 5})]),
    ("A quiet study room for 3 hours.", ("room_by_hour", "trailer_hire"),
     [("room_by_hour", {"room": "quiet study room", "hours": 3})]),
    ("A sailing boat for 3 hours.", ("boat_charter", "room_by_hour"),
     [("boat_charter", {"boat": "sailing boat", "hours": 3})]),
    ("Charter a fishing boat for 5 hours.", ("boat_charter", "pitch_booking"),
     [("boat_charter", {"boat": "fishing boat", "hours": 5})]),
    ("A speed boat for 1 hour please.", ("boat_charter", "court_by_hour"),
     [("boat_charter", {"boat": "speed boat", "hours": 1})]),
    ("A motor boat, 4 hours.", ("boat_charter", "table_at_restaurant"),
     [("boat_charter", {"boat": "motor boat", "hours": 4})]),
    ("An accessible minibus for 8 passengers.", ("minibus_hire", "boat_charter"),
     [("minibus_hire", {"minibus": "accessible minibus", "passengers": 8})]),
    ("A minibus for 12 passengers.", ("minibus_hire", "trailer_hire"),
     [("minibus_hire", {"minibus": "minibus", "passengers": 12})]),
    ("An executive minibus for 10 passengers please.", ("minibus_hire", "room_by_hour"),
     [("minibus_hire", {"minibus": "executive minibus", "passengers": 10})]),
    ("A grass pitch at Troutbeck campsite.", ("pitch_booking", "trailer_hire"),
     [("pitch_booking", {"pitch": "grass pitch", "campsite": "Troutbeck"})]),
    ("An electric pitch at Seaview Holiday Park.", ("pitch_booking", "boat_charter"),
     [("pitch_booking", {"pitch": "electric pitch", "campsite": "Seaview Holiday Park"})]),
    ("A hardstanding pitch at Wasdale.", ("pitch_booking", "minibus_hire"),
     [("pitch_booking", {"pitch": "hardstanding pitch", "campsite": "Wasdale"})]),
    ("A tent pitch at Gordale Scar please.", ("pitch_booking", "court_by_hour"),
     [("pitch_booking", {"pitch": "tent pitch", "campsite": "Gordale Scar"})]),
    ("A window table at Rules.", ("table_at_restaurant", "pitch_booking"),
     [("table_at_restaurant", {"table": "window table", "restaurant": "Rules"})]),
    ("A corner table at The Ivy.", ("table_at_restaurant", "room_by_hour"),
     [("table_at_restaurant", {"table": "corner table", "restaurant": "The Ivy"})]),
    ("An outdoor table at Dishoom please.", ("table_at_restaurant", "boat_charter"),
     [("table_at_restaurant", {"table": "outdoor table", "restaurant": "Dishoom"})]),
    ("A garden table at The Swan.", ("table_at_restaurant", "trailer_hire"),
     [("table_at_restaurant", {"table": "garden table", "restaurant": "The Swan"})]),
]
