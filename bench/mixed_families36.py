"""``mixed_requests.py --later families36``: 25 more requests for one tool among two
offered, each a thing hired or booked by the hour, the day or the week, whose parameter
the tool's name or the parameter's own name words ("A gazebo for 2 days.", "A 3G pitch
for an hour.").

Written 12-07 (forty-fourth session) after reading families9 to families35's runs, where
the model wrote such a parameter's word with a number as the value, which no request
says ("Laptop 1", "Studio 123", "prop1", "Craft 4"), and no refill asked it again; and
before a change asking such values again and before any run of it: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "gazebo_hire_days": (
        "Hire a gazebo for a number of days.", {"gazebo": S, "days": I},
        ["gazebo", "days"]),
    "rehearsal_space_hours": (
        "Book a rehearsal space by the hour.", {"space": S, "hours": I},
        ["space", "hours"]),
    "tablet_loan_weeks": (
        "Borrow a tablet for a number of weeks.", {"tablet": S, "weeks": I},
        ["tablet", "weeks"]),
    "locker_rent_days": (
        "Rent a locker by the day.", {"locker": S, "days": I}, ["locker", "days"]),
    "sports_pitch_hours": (
        "Book a sports pitch by the hour.", {"pitch": S, "hours": I}, ["pitch", "hours"]),
    "karaoke_room_hours": (
        "Book a karaoke room by the hour.", {"room": S, "hours": I}, ["room", "hours"]),
    "desk_hire_days": (
        "Hire a desk in a coworking space by the day.", {"desk": S, "days": I},
        ["desk", "days"]),
    "costume_hire_days": (
        "Hire a costume for a number of days.", {"costume": S, "days": I},
        ["costume", "days"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES36: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A pop-up gazebo for 2 days.", ("gazebo_hire_days", "locker_rent_days"),
     [("gazebo_hire_days", {"gazebo": "pop-up gazebo", "days": 2})]),
    ("A party gazebo for 3 days please.", ("gazebo_hire_days", "desk_hire_days"),
     [("gazebo_hire_days", {"gazebo": "party gazebo", "days": 3})]),
    ("Hire a market stall gazebo for 1 day.", ("gazebo_hire_days", "costume_hire_days"),
     [("gazebo_hire_days", {"gazebo": "market stall gazebo", "days": 1})]),
    ("A drum room for 2 hours.", ("rehearsal_space_hours", "karaoke_room_hours"),
     [("rehearsal_space_hours", {"space": "drum room", "hours": 2})]),
    ("A dance studio for 3 hours.", ("rehearsal_space_hours", "sports_pitch_hours"),
     [("rehearsal_space_hours", {"space": "dance studio", "hours": 3})]),
    ("A band room for 4 hours please.", ("rehearsal_space_hours", "tablet_loan_weeks"),
     [("rehearsal_space_hours", {"space": "band room", "hours": 4})]),
    ("An iPad for 2 weeks.", ("tablet_loan_weeks", "locker_rent_days"),
     [("tablet_loan_weeks", {"tablet": "iPad", "weeks": 2})]),
    ("Borrow a Kindle for 3 weeks.", ("tablet_loan_weeks", "costume_hire_days"),
     [("tablet_loan_weeks", {"tablet": "Kindle", "weeks": 3})]),
    ("A drawing tablet for 1 week please.", ("tablet_loan_weeks", "desk_hire_days"),
     [("tablet_loan_weeks", {"tablet": "drawing tablet", "weeks": 1})]),
    ("A ski locker for 5 days.", ("locker_rent_days", "gazebo_hire_days"),
     [("locker_rent_days", {"locker": "ski locker", "days": 5})]),
    ("A luggage locker for 2 days please.", ("locker_rent_days", "rehearsal_space_hours"),
     [("locker_rent_days", {"locker": "luggage locker", "days": 2})]),
    ("Rent a bike locker for 7 days.", ("locker_rent_days", "sports_pitch_hours"),
     [("locker_rent_days", {"locker": "bike locker", "days": 7})]),
    ("A 3G pitch for 2 hours.", ("sports_pitch_hours", "karaoke_room_hours"),
     [("sports_pitch_hours", {"pitch": "3G pitch", "hours": 2})]),
    ("A cricket net for 1 hour.", ("sports_pitch_hours", "gazebo_hire_days"),
     [("sports_pitch_hours", {"pitch": "cricket net", "hours": 1})]),
    ("Book a rugby pitch for 3 hours.", ("sports_pitch_hours", "tablet_loan_weeks"),
     [("sports_pitch_hours", {"pitch": "rugby pitch", "hours": 3})]),
    ("A small karaoke room for 2 hours.", ("karaoke_room_hours", "rehearsal_space_hours"),
     [("karaoke_room_hours", {"room": "small karaoke room", "hours": 2})]),
    ("The VIP room for 3 hours please.", ("karaoke_room_hours", "locker_rent_days"),
     [("karaoke_room_hours", {"room": "VIP room", "hours": 3})]),
    ("A party booth for 4 hours.", ("karaoke_room_hours", "costume_hire_days"),
     [("karaoke_room_hours", {"room": "party booth", "hours": 4})]),
    ("A hot desk for 2 days.", ("desk_hire_days", "tablet_loan_weeks"),
     [("desk_hire_days", {"desk": "hot desk", "days": 2})]),
    ("A fixed desk for 5 days please.", ("desk_hire_days", "gazebo_hire_days"),
     [("desk_hire_days", {"desk": "fixed desk", "days": 5})]),
    ("A standing desk for 3 days.", ("desk_hire_days", "sports_pitch_hours"),
     [("desk_hire_days", {"desk": "standing desk", "days": 3})]),
    ("A Spider-Man costume for 2 days.", ("costume_hire_days", "karaoke_room_hours"),
     [("costume_hire_days", {"costume": "Spider-Man", "days": 2})]),
    ("A witch outfit for 1 day please.", ("costume_hire_days", "desk_hire_days"),
     [("costume_hire_days", {"costume": "witch outfit", "days": 1})]),
    ("Hire a dinosaur suit for 3 days.", ("costume_hire_days", "locker_rent_days"),
     [("costume_hire_days", {"costume": "dinosaur suit", "days": 3})]),
    ("A Santa suit for 4 days.", ("costume_hire_days", "rehearsal_space_hours"),
     [("costume_hire_days", {"costume": "Santa suit", "days": 4})]),
]
