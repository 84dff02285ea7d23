"""``mixed_requests.py --later families30``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a number of hours, days or children ("Laser
tag for 3 hours please."), or a thing and a town placed by "near" or "around" ("Flu jabs
near Lancaster.").

Written 12-07 (forty-first session) after reading families15, 28 and 29's runs, where
the model wrote the whole request as the thing ("A canoe for 2 hours on Windermere.",
"A Batman outfit for the party, just 1 day.", "Yellow fever vaccine clinics near
Canterbury"), the number's or the town's value inside it, and before a change asking
such a value again among the request's words and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "gig_finder": (
        "Find a band's gigs near a town.", {"band": S, "town": S}, ["band", "town"]),
    "pharmacy_service": (
        "Find a pharmacy offering a service in a town.", {"service": S, "town": S},
        ["service", "town"]),
    "activity_booking": (
        "Book a leisure activity by the hour.", {"activity": S, "hours": I},
        ["activity", "hours"]),
    "studio_hire": (
        "Hire a studio by the hour.", {"studio": S, "hours": I}, ["studio", "hours"]),
    "evening_class_search": (
        "Find evening classes in a town.", {"subject": S, "town": S}, ["subject", "town"]),
    "van_hire_days": (
        "Hire a van by the day.", {"van": S, "days": I}, ["van", "days"]),
    "kids_party_booking": (
        "Book a children's party.", {"theme": S, "children": I}, ["theme", "children"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES30: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Gigs by Wet Leg near Brighton.", ("gig_finder", "pharmacy_service"),
     [("gig_finder", {"band": "Wet Leg", "town": "Brighton"})]),
    ("Any Idles gigs around Bristol?", ("gig_finder", "evening_class_search"),
     [("gig_finder", {"band": "Idles", "town": "Bristol"})]),
    ("Gigs by The Cure near Leeds.", ("gig_finder", "studio_hire"),
     [("gig_finder", {"band": "The Cure", "town": "Leeds"})]),
    ("Blood pressure checks near Wigan.", ("pharmacy_service", "gig_finder"),
     [("pharmacy_service", {"service": "blood pressure checks", "town": "Wigan"})]),
    ("A travel clinic around Preston.", ("pharmacy_service", "activity_booking"),
     [("pharmacy_service", {"service": "travel clinic", "town": "Preston"})]),
    ("Flu jabs near Lancaster.", ("pharmacy_service", "van_hire_days"),
     [("pharmacy_service", {"service": "flu jabs", "town": "Lancaster"})]),
    ("Travel vaccines around Chester.", ("pharmacy_service", "kids_party_booking"),
     [("pharmacy_service", {"service": "travel vaccines", "town": "Chester"})]),
    ("Go-karting for 2 hours.", ("activity_booking", "studio_hire"),
     [("activity_booking", {"activity": "go-karting", "hours": 2})]),
    ("An hour of axe throwing.", ("activity_booking", "van_hire_days"),
     [("activity_booking", {"activity": "axe throwing", "hours": 1})]),
    ("Laser tag for 3 hours please.", ("activity_booking", "kids_party_booking"),
     [("activity_booking", {"activity": "laser tag", "hours": 3})]),
    ("Two hours of crazy golf.", ("activity_booking", "gig_finder"),
     [("activity_booking", {"activity": "crazy golf", "hours": 2})]),
    ("Paintball for 4 hours near Stockport.", ("activity_booking", "pharmacy_service"),
     [("activity_booking", {"activity": "paintball", "hours": 4})]),
    ("Bowling for an hour.", ("activity_booking", "evening_class_search"),
     [("activity_booking", {"activity": "bowling", "hours": 1})]),
    ("A recording studio for 4 hours.", ("studio_hire", "activity_booking"),
     [("studio_hire", {"studio": "recording studio", "hours": 4})]),
    ("Photo studio, 2 hours.", ("studio_hire", "van_hire_days"),
     [("studio_hire", {"studio": "photo studio", "hours": 2})]),
    ("A rehearsal studio for 3 hours.", ("studio_hire", "gig_finder"),
     [("studio_hire", {"studio": "rehearsal studio", "hours": 3})]),
    ("Spanish evening classes around Leeds.", ("evening_class_search", "studio_hire"),
     [("evening_class_search", {"subject": "Spanish", "town": "Leeds"})]),
    ("A welding course near Sheffield.", ("evening_class_search", "activity_booking"),
     [("evening_class_search", {"subject": "welding", "town": "Sheffield"})]),
    ("Beginners' French near Durham.", ("evening_class_search", "pharmacy_service"),
     [("evening_class_search", {"subject": "French", "town": "Durham"})]),
    ("A Luton van for 2 days.", ("van_hire_days", "studio_hire"),
     [("van_hire_days", {"van": "Luton van", "days": 2})]),
    ("A transit van for 3 days.", ("van_hire_days", "kids_party_booking"),
     [("van_hire_days", {"van": "transit van", "days": 3})]),
    ("One day with a flatbed truck.", ("van_hire_days", "activity_booking"),
     [("van_hire_days", {"van": "flatbed truck", "days": 1})]),
    ("An electric van for 5 days.", ("van_hire_days", "gig_finder"),
     [("van_hire_days", {"van": "electric van", "days": 5})]),
    ("A dinosaur party for 12 children.", ("kids_party_booking", "activity_booking"),
     [("kids_party_booking", {"theme": "dinosaur", "children": 12})]),
    ("A pirate party for 8 children please.", ("kids_party_booking", "studio_hire"),
     [("kids_party_booking", {"theme": "pirate", "children": 8})]),
]
