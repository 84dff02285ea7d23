"""``mixed_requests.py --later families22``: 25 more requests for one tool among two or
three services' APIs, each tool taking a place or a venue by its kind's name (a tram
stop, a port, an optician, a florist, a butcher, a bowling alley, a golf course, a
church, a bike dock, a vineyard, a soft play centre, a farm shop), some with an optional
town. Requests name the venue after "at", "from" or with no such word, some followed by
"in" and a town, some with "'s" or "&" inside the name.

Written 12-06 (thirty-ninth session) after reading families21's first run (before
``place_fix`` read venues: "Chicken" for the stop of "the next bus from Churchill
Square", "Sharp Cuts in Leeds" as a barber's, a cut written "100") and before any change
for them and any run of this batch: it measures such a change on requests it was not
written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "tram_times": (
        "Next trams from a stop.",
        {"stop": S, "line": S}, ["stop"]),
    "ferry_departures": (
        "Ferry departures from a port.",
        {"port": S, "destination": S}, ["port"]),
    "eye_test_book": (
        "Book an eye test at an optician.",
        {"optician": S, "town": S}, ["optician"]),
    "flower_collect": (
        "Collect a bouquet from a florist.",
        {"florist": S, "bouquet": S}, ["florist", "bouquet"]),
    "butcher_order": (
        "Order meat from a butcher.",
        {"butcher": S, "cut": S, "weight_kg": N}, ["butcher", "cut"]),
    "bowling_lane": (
        "Book a lane at a bowling alley.",
        {"alley": S, "players": N, "town": S}, ["alley"]),
    "golf_tee_time": (
        "Book a tee time at a golf course.",
        {"course": S, "players": N}, ["course"]),
    "mass_times": (
        "Service times at a church.",
        {"church": S, "town": S}, ["church"]),
    "cycle_hire_dock": (
        "Bikes free at a cycle hire dock.",
        {"dock": S, "bikes": N}, ["dock"]),
    "vineyard_tour": (
        "Book a tour of a vineyard.",
        {"vineyard": S, "people": N}, ["vineyard"]),
    "soft_play": (
        "Book a soft play session.",
        {"centre": S, "children": N}, ["centre"]),
    "farm_shop_stock": (
        "Check what a farm shop has in stock.",
        {"farm_shop": S, "item": S}, ["farm_shop", "item"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES22: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Next tram from St Peter's Square.", ("tram_times", "ferry_departures"),
     [("tram_times", {"stop": "St Peter's Square"})]),
    ("Trams from Piccadilly Gardens on the Bury line.", ("tram_times", "cycle_hire_dock",
                                                         "mass_times"),
     [("tram_times", {"stop": "Piccadilly Gardens", "line": "Bury"})]),
    ("When does the ferry leave Portsmouth for Bilbao?", ("ferry_departures", "tram_times"),
     [("ferry_departures", {"port": "Portsmouth", "destination": "Bilbao"})]),
    ("Ferries from Holyhead to Dublin.", ("ferry_departures", "vineyard_tour",
                                          "golf_tee_time"),
     [("ferry_departures", {"port": "Holyhead", "destination": "Dublin"})]),
    ("An eye test at Specsavers in Bolton.", ("eye_test_book", "flower_collect"),
     [("eye_test_book", {"optician": "Specsavers", "town": "Bolton"})]),
    ("Book an eye test at Vision Express.", ("eye_test_book", "butcher_order", "soft_play"),
     [("eye_test_book", {"optician": "Vision Express"})]),
    ("Collect the wedding bouquet from Petals in Bath.", ("flower_collect", "farm_shop_stock"),
     [("flower_collect", {"florist": "Petals", "bouquet": "wedding bouquet"})]),
    ("Pick up the roses at Bloom & Wild.", ("flower_collect", "eye_test_book",
                                            "bowling_lane"),
     [("flower_collect", {"florist": "Bloom & Wild", "bouquet": "roses"})]),
    ("Order 1 kg of brisket at Walter Smith.", ("butcher_order", "farm_shop_stock"),
     [("butcher_order", {"butcher": "Walter Smith", "cut": "brisket", "weight_kg": 1})]),
    ("A lamb shoulder from Ginger Pig in Marylebone.", ("butcher_order", "vineyard_tour",
                                                       "tram_times"),
     [("butcher_order", {"butcher": "Ginger Pig", "cut": "lamb shoulder"})]),
    ("A bowling lane for 6 at Hollywood Bowl in Leeds.", ("bowling_lane", "soft_play"),
     [("bowling_lane", {"alley": "Hollywood Bowl", "players": 6, "town": "Leeds"})]),
    ("Bowling at Tenpin for 4.", ("bowling_lane", "golf_tee_time", "mass_times"),
     [("bowling_lane", {"alley": "Tenpin", "players": 4})]),
    ("Tee time at St Andrews for 2 players.", ("golf_tee_time", "bowling_lane"),
     [("golf_tee_time", {"course": "St Andrews", "players": 2})]),
    ("A round of golf at Wentworth for 3.", ("golf_tee_time", "cycle_hire_dock",
                                             "flower_collect"),
     [("golf_tee_time", {"course": "Wentworth", "players": 3})]),
    ("Mass times at St Mary's in Cambridge.", ("mass_times", "eye_test_book"),
     [("mass_times", {"church": "St Mary's", "town": "Cambridge"})]),
    ("When is the service at Holy Trinity?", ("mass_times", "ferry_departures",
                                              "butcher_order"),
     [("mass_times", {"church": "Holy Trinity"})]),
    ("Two bikes from the Waterloo dock.", ("cycle_hire_dock", "tram_times"),
     [("cycle_hire_dock", {"dock": "Waterloo", "bikes": 2})]),
    ("Is there a bike at Hyde Park Corner?", ("cycle_hire_dock", "golf_tee_time",
                                             "farm_shop_stock"),
     [("cycle_hire_dock", {"dock": "Hyde Park Corner"})]),
    ("A vineyard tour at Chapel Down for 5.", ("vineyard_tour", "ferry_departures"),
     [("vineyard_tour", {"vineyard": "Chapel Down", "people": 5})]),
    ("Wine tasting at Nyetimber.", ("vineyard_tour", "bowling_lane", "eye_test_book"),
     [("vineyard_tour", {"vineyard": "Nyetimber"})]),
    ("Soft play at Jungle Mania for my 2 kids.", ("soft_play", "mass_times"),
     [("soft_play", {"centre": "Jungle Mania", "children": 2})]),
    ("Is Wacky Warehouse open for 3 children?", ("soft_play", "vineyard_tour",
                                                 "cycle_hire_dock"),
     [("soft_play", {"centre": "Wacky Warehouse", "children": 3})]),
    ("Does the farm shop at Gloucester Services have free-range eggs?", (
        "farm_shop_stock", "butcher_order"),
     [("farm_shop_stock", {"farm_shop": "Gloucester Services", "item": "free-range eggs"})]),
    ("Any asparagus at Darts Farm?", ("farm_shop_stock", "flower_collect", "soft_play"),
     [("farm_shop_stock", {"farm_shop": "Darts Farm", "item": "asparagus"})]),
    ("Book a lane at Bowlplex near Reading.", ("bowling_lane", "tram_times"),
     [("bowling_lane", {"alley": "Bowlplex"})]),
]
