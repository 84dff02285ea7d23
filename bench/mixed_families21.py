"""``mixed_requests.py --later families21``: 25 more requests for one tool among two or
three services' APIs, each tool taking a place or a venue by a name of its kind: a bus
stop, a station, a marina, a café, a barber's, a bakery, a pub, a hall, a lake, an
airport, a stadium, a garden, a climbing centre, a beach, an ice rink. Most requests name
it right after "at", "from", "to" or "in"; some after "for", or with no such word; some
name two places; one names a place by what it is the capital of.

Written 12-06 (thirty-ninth session) after reading families9-20's wrong calls, where
made-up names stood beside the request's one unused name of a venue or a station
("Bloomshop" for "at Hobbs House", "Chelsea" for "from Paddington") and an optional
place the model gave stood beside the one the request placed ("Golf" for "in Glasgow"),
and before any change for them and any run of this batch: it measures such a change on
requests it was not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}

TOOLS.update({
    "bus_departures": (
        "Next buses from a stop.",
        {"stop": S, "route": S}, ["stop"]),
    "train_departures": (
        "Departures from a railway station.",
        {"station": S, "destination": S}, ["station"]),
    "marina_berth": (
        "Book a visitor's berth at a marina.",
        {"marina": S, "boat": S, "nights": N}, ["marina", "boat"]),
    "cafe_table": (
        "Reserve a table at a café.",
        {"cafe": S, "people": N}, ["cafe"]),
    "barber_book": (
        "Book a haircut at a barber's.",
        {"barbershop": S, "cut": S, "town": S}, ["barbershop", "cut"]),
    "bread_reserve": (
        "Reserve a loaf at a bakery.",
        {"bakery": S, "loaf": S}, ["bakery", "loaf"]),
    "pub_table": (
        "Book a table at a pub.",
        {"pub": S, "people": N, "town": S}, ["pub"]),
    "hall_hire": (
        "Hire a hall for an event.",
        {"venue": S, "event": S}, ["venue", "event"]),
    "fishing_permit": (
        "Buy a day permit to fish a lake.",
        {"lake": S, "days": N}, ["lake"]),
    "airport_parking": (
        "Book parking at an airport.",
        {"airport": S, "days": N}, ["airport"]),
    "stadium_tour": (
        "Book a tour of a stadium.",
        {"stadium": S, "people": N}, ["stadium"]),
    "garden_visit": (
        "Opening times and tickets for a garden.",
        {"garden": S, "county": S}, ["garden"]),
    "climbing_session": (
        "Book a session at a climbing centre.",
        {"centre": S, "session": S}, ["centre", "session"]),
    "beach_report": (
        "Water quality at a beach.",
        {"beach": S}, ["beach"]),
    "ice_rink": (
        "Book a skating session at an ice rink.",
        {"rink": S, "skates": B}, ["rink"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES21: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("When is the next bus from Churchill Square?", ("bus_departures", "train_departures"),
     [("bus_departures", {"stop": "Churchill Square"})]),
    ("Bus times for the 42 from Market Street.", ("bus_departures", "airport_parking",
                                                  "cafe_table"),
     [("bus_departures", {"stop": "Market Street", "route": "42"})]),
    ("Departures from York to Durham.", ("train_departures", "bus_departures"),
     [("train_departures", {"station": "York", "destination": "Durham"})]),
    ("Which trains leave Preston this evening?", ("train_departures", "stadium_tour",
                                                  "beach_report"),
     [("train_departures", {"station": "Preston"})]),
    ("Trains from the capital of Wales to Bristol.", ("train_departures", "hall_hire"),
     [("train_departures", {"station": "Cardiff", "destination": "Bristol"})]),
    ("A berth at Gosport Marina for my yacht Seabird, 2 nights.", ("marina_berth",
                                                                   "fishing_permit"),
     [("marina_berth", {"marina": "Gosport Marina", "boat": "Seabird", "nights": 2})]),
    ("Can I moor at Henley Marina tonight? The boat is called Kestrel.", (
        "marina_berth", "pub_table", "ice_rink"),
     [("marina_berth", {"marina": "Henley Marina", "boat": "Kestrel"})]),
    ("Book a table for 3 at Bettys.", ("cafe_table", "pub_table"),
     [("cafe_table", {"cafe": "Bettys", "people": 3})]),
    ("Coffee for two at Monmouth Coffee near Borough Market.", ("cafe_table", "garden_visit",
                                                               "bread_reserve"),
     [("cafe_table", {"cafe": "Monmouth Coffee", "people": 2})]),
    ("A skin fade at Ted's Barbers.", ("barber_book", "climbing_session"),
     [("barber_book", {"barbershop": "Ted's Barbers", "cut": "skin fade"})]),
    ("A beard trim at Sharp Cuts in Leeds.", ("barber_book", "hall_hire", "stadium_tour"),
     [("barber_book", {"barbershop": "Sharp Cuts", "cut": "beard trim", "town": "Leeds"})]),
    ("Reserve a rye loaf at Bread Ahead.", ("bread_reserve", "cafe_table"),
     [("bread_reserve", {"bakery": "Bread Ahead", "loaf": "rye"})]),
    ("Put a sourdough aside for me at Hart's Bakery.", ("bread_reserve", "barber_book",
                                                       "airport_parking"),
     [("bread_reserve", {"bakery": "Hart's Bakery", "loaf": "sourdough"})]),
    ("Table for 6 at Ye Olde Bell in Hurley.", ("pub_table", "cafe_table"),
     [("pub_table", {"pub": "Ye Olde Bell", "people": 6, "town": "Hurley"})]),
    ("A table for 2 at The Eagle.", ("pub_table", "marina_berth", "garden_visit"),
     [("pub_table", {"pub": "The Eagle", "people": 2})]),
    ("Hire Hamilton Hall for a wedding.", ("hall_hire", "stadium_tour"),
     [("hall_hire", {"venue": "Hamilton Hall", "event": "wedding"})]),
    ("A fishing permit for Rutland Water, 3 days.", ("fishing_permit", "beach_report",
                                                    "marina_berth"),
     [("fishing_permit", {"lake": "Rutland Water", "days": 3})]),
    ("Park at Gatwick for 7 days.", ("airport_parking", "bus_departures"),
     [("airport_parking", {"airport": "Gatwick", "days": 7})]),
    ("Airport parking at Stansted from Friday.", ("airport_parking", "train_departures",
                                                  "ice_rink"),
     [("airport_parking", {"airport": "Stansted"})]),
    ("A stadium tour at Wembley for 4 of us.", ("stadium_tour", "hall_hire"),
     [("stadium_tour", {"stadium": "Wembley", "people": 4})]),
    ("Is Bodnant Garden open today?", ("garden_visit", "beach_report", "climbing_session"),
     [("garden_visit", {"garden": "Bodnant Garden"})]),
    ("Tickets for the gardens at Sissinghurst in Kent.", ("garden_visit", "stadium_tour"),
     [("garden_visit", {"garden": "Sissinghurst", "county": "Kent"})]),
    ("A bouldering session at The Climbing Hangar.", ("climbing_session", "ice_rink",
                                                      "fishing_permit"),
     [("climbing_session", {"centre": "The Climbing Hangar", "session": "bouldering"})]),
    ("Is the sea clean at Saunton Sands?", ("beach_report", "marina_berth"),
     [("beach_report", {"beach": "Saunton Sands"})]),
    ("Skating at Queens Ice Rink, and I need to hire skates.", ("ice_rink", "pub_table",
                                                               "bus_departures"),
     [("ice_rink", {"rink": "Queens Ice Rink", "skates": True})]),
]
