"""``mixed_requests.py --later families23``: 25 more requests for one tool among two or
three services' APIs, each tool's own text placing what it acts on after "at" or "from"
("Book a machine at a launderette.", "Collect beer from a brewery."): a launderette, a
deli, a nursery, a taxi rank, a ferry terminal, a distillery, a brewery, a tennis club, a
coach stop, a pier, a food truck, a ski resort. Requests name it after "at" or "from",
some followed by "in" and a town, some after "the" or with no such word.

Written 12-06 (thirty-ninth session) after reading families21's and families22's first
runs and before any change reading the word a tool's text places a parameter with, and
before any run of this batch: it measures that change on requests it was not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "launderette_slot": (
        "Book a machine at a launderette.",
        {"launderette": S, "machines": N}, ["launderette"]),
    "deli_order": (
        "Order food from a deli.",
        {"deli": S, "item": S}, ["deli", "item"]),
    "nursery_place": (
        "Ask for a place at a nursery.",
        {"nursery": S, "child": S}, ["nursery", "child"]),
    "taxi_rank_wait": (
        "Waiting time at a taxi rank.",
        {"rank": S}, ["rank"]),
    "terminal_checkin": (
        "Check-in times at a ferry terminal.",
        {"terminal": S}, ["terminal"]),
    "distillery_tour": (
        "Book a tour at a distillery.",
        {"distillery": S, "people": N}, ["distillery"]),
    "brewery_collect": (
        "Collect beer from a brewery.",
        {"brewery": S, "beer": S}, ["brewery", "beer"]),
    "tennis_lesson": (
        "Book a lesson at a tennis club.",
        {"club": S, "coach": S}, ["club"]),
    "coach_stop_times": (
        "Next coaches from a coach stop.",
        {"stop": S, "destination": S}, ["stop"]),
    "pier_fishing": (
        "Buy a ticket to fish from a pier.",
        {"pier": S, "rods": N}, ["pier"]),
    "food_truck_menu": (
        "Today's menu at a food truck.",
        {"truck": S}, ["truck"]),
    "ski_lift_status": (
        "Lift status at a ski resort.",
        {"resort": S, "lift": S}, ["resort"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES23: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Two washing machines at Soap & Suds.", ("launderette_slot", "deli_order"),
     [("launderette_slot", {"launderette": "Soap & Suds", "machines": 2})]),
    ("Is there a free machine at Bubbles in Hove?", ("launderette_slot", "pier_fishing",
                                                     "food_truck_menu"),
     [("launderette_slot", {"launderette": "Bubbles"})]),
    ("A pastrami sandwich from Monty's Deli.", ("deli_order", "brewery_collect"),
     [("deli_order", {"deli": "Monty's Deli", "item": "pastrami sandwich"})]),
    ("Order olives from Lina Stores.", ("deli_order", "nursery_place", "taxi_rank_wait"),
     [("deli_order", {"deli": "Lina Stores", "item": "olives"})]),
    ("A nursery place for Alfie at Little Acorns.", ("nursery_place", "tennis_lesson"),
     [("nursery_place", {"nursery": "Little Acorns", "child": "Alfie"})]),
    ("Can Maya start at Busy Bees in September?", ("nursery_place", "distillery_tour",
                                                   "coach_stop_times"),
     [("nursery_place", {"nursery": "Busy Bees", "child": "Maya"})]),
    ("How long is the wait at the Euston rank?", ("taxi_rank_wait", "terminal_checkin"),
     [("taxi_rank_wait", {"rank": "Euston"})]),
    ("Taxi queue at Temple Meads?", ("taxi_rank_wait", "coach_stop_times", "deli_order"),
     [("taxi_rank_wait", {"rank": "Temple Meads"})]),
    ("When does check-in close at Pembroke Dock?", ("terminal_checkin", "pier_fishing"),
     [("terminal_checkin", {"terminal": "Pembroke Dock"})]),
    ("Check-in times at Fishguard Harbour.", ("terminal_checkin", "ski_lift_status",
                                              "launderette_slot"),
     [("terminal_checkin", {"terminal": "Fishguard Harbour"})]),
    ("A tour at Glenfiddich for 3.", ("distillery_tour", "brewery_collect"),
     [("distillery_tour", {"distillery": "Glenfiddich", "people": 3})]),
    ("Whisky tour at Talisker on Skye.", ("distillery_tour", "food_truck_menu",
                                          "nursery_place"),
     [("distillery_tour", {"distillery": "Talisker"})]),
    ("Collect a case of pale ale from Thornbridge.", ("brewery_collect", "deli_order"),
     [("brewery_collect", {"brewery": "Thornbridge", "beer": "pale ale"})]),
    ("Pick up some Jaipur IPA from the brewery in Bakewell.", ("brewery_collect",
                                                              "distillery_tour",
                                                              "tennis_lesson"),
     [("brewery_collect", {"brewery": "Bakewell", "beer": "Jaipur IPA"})]),
    ("A tennis lesson at Queen's Club with Coach Ben.", ("tennis_lesson", "ski_lift_status"),
     [("tennis_lesson", {"club": "Queen's Club", "coach": "Ben"})]),
    ("Book me a lesson at Westside Tennis.", ("tennis_lesson", "launderette_slot",
                                              "pier_fishing"),
     [("tennis_lesson", {"club": "Westside Tennis"})]),
    ("Next coach from Digbeth to Cardiff.", ("coach_stop_times", "taxi_rank_wait"),
     [("coach_stop_times", {"stop": "Digbeth", "destination": "Cardiff"})]),
    ("Coaches leaving from Victoria Coach Station.", ("coach_stop_times", "terminal_checkin",
                                                      "brewery_collect"),
     [("coach_stop_times", {"stop": "Victoria Coach Station"})]),
    ("Fishing from Southend Pier with 2 rods.", ("pier_fishing", "ski_lift_status"),
     [("pier_fishing", {"pier": "Southend Pier", "rods": 2})]),
    ("Can I fish from Brighton Palace Pier?", ("pier_fishing", "food_truck_menu",
                                               "nursery_place"),
     [("pier_fishing", {"pier": "Brighton Palace Pier"})]),
    ("What's on the menu at Taco Libre today?", ("food_truck_menu", "deli_order"),
     [("food_truck_menu", {"truck": "Taco Libre"})]),
    ("Menu at the Pizza Pilgrims van.", ("food_truck_menu", "launderette_slot",
                                         "terminal_checkin"),
     [("food_truck_menu", {"truck": "Pizza Pilgrims"})]),
    ("Are the lifts open at Glencoe?", ("ski_lift_status", "tennis_lesson"),
     [("ski_lift_status", {"resort": "Glencoe"})]),
    ("Is the Cairngorm Mountain funicular running?", ("ski_lift_status", "pier_fishing",
                                                      "distillery_tour"),
     [("ski_lift_status", {"resort": "Cairngorm Mountain", "lift": "funicular"})]),
    ("A dryer at Soap & Suds in Leeds.", ("launderette_slot", "taxi_rank_wait"),
     [("launderette_slot", {"launderette": "Soap & Suds"})]),
]
