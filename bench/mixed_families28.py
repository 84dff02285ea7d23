"""``mixed_requests.py --later families28``: 25 more requests for one tool among two or
three offered: trips whose start and end the request writes after "from" and "to",
often the end first ("Coach to Manchester from Sheffield."); orders that write a count
before the thing, beside a quantity to take it ("Order 6 bagels from Brick Lane
Bakery."); and hires for a number of hours or days ("Hire a kayak for 3 hours.").

Written 12-07 (forty-first session) after reading families9-27's runs, where the model
put a trip's start in its end and its end in its start ("Coach tickets to Oxford,
leaving from Reading."; "We're moving to 19 Hill View from 2 Dale Road."), wrote the
count into the thing beside the quantity holding it ("6 croissants"), and, asked again
for a made-up bike, took the hours' "2 hours". Written before the changes these suggest
and before any run of it: it measures them on requests they were not written from. The
tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "airport_transfer": (
        "Book a car to or from an airport.",
        {"pickup": S, "dropoff": S, "passengers": I}, ["pickup", "dropoff"]),
    "coach_booking": (
        "Book a seat on an intercity coach.",
        {"origin": S, "destination": S}, ["origin", "destination"]),
    "house_removal": (
        "Book a removal firm for a house move.",
        {"from_address": S, "to_address": S}, ["from_address", "to_address"]),
    "ferry_crossing": (
        "Book a ferry crossing.",
        {"from_port": S, "to_port": S, "cars": I}, ["from_port", "to_port"]),
    "rail_ticket": (
        "Buy a train ticket.",
        {"from_station": S, "to_station": S}, ["from_station", "to_station"]),
    "bakery_collect": (
        "Order baked goods to collect from a bakery.",
        {"bakery": S, "item": S, "quantity": I}, ["bakery", "item", "quantity"]),
    "firewood_delivery": (
        "Have firewood delivered.",
        {"wood": S, "bags": I, "address": S}, ["wood", "bags", "address"]),
    "water_sports_hire": (
        "Hire a small boat by the hour.",
        {"craft": S, "hours": I}, ["craft", "hours"]),
    "campervan_hire": (
        "Hire a campervan or motorhome by the day.",
        {"vehicle": S, "days": I}, ["vehicle", "days"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES28: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("A transfer to Heathrow from Hotel Indigo.", ("airport_transfer", "rail_ticket"),
     [("airport_transfer", {"pickup": "Hotel Indigo", "dropoff": "Heathrow"})]),
    ("Taxi to Gatwick from 12 Elm Road for 2 people.", ("airport_transfer",
                                                        "house_removal"),
     [("airport_transfer", {"pickup": "12 Elm Road", "dropoff": "Gatwick",
                            "passengers": 2})]),
    ("Get us to Stansted from Bishops Park Hotel.", ("airport_transfer", "coach_booking"),
     [("airport_transfer", {"pickup": "Bishops Park Hotel", "dropoff": "Stansted"})]),
    ("Coach to Manchester from Sheffield.", ("coach_booking", "rail_ticket"),
     [("coach_booking", {"origin": "Sheffield", "destination": "Manchester"})]),
    ("A coach ticket to Bath, leaving from Bristol.", ("coach_booking", "ferry_crossing"),
     [("coach_booking", {"origin": "Bristol", "destination": "Bath"})]),
    ("Coach from Leeds to Durham.", ("coach_booking", "campervan_hire"),
     [("coach_booking", {"origin": "Leeds", "destination": "Durham"})]),
    ("Movers to 8 Orchard Close from 14 Mill Lane.", ("house_removal", "firewood_delivery"),
     [("house_removal", {"from_address": "14 Mill Lane", "to_address": "8 Orchard Close"})]),
    ("We're moving from 3 Park Road to 27 High Street.", ("house_removal",
                                                          "airport_transfer"),
     [("house_removal", {"from_address": "3 Park Road", "to_address": "27 High Street"})]),
    ("A ferry to Dublin from Holyhead with one car.", ("ferry_crossing", "coach_booking"),
     [("ferry_crossing", {"from_port": "Holyhead", "to_port": "Dublin", "cars": 1})]),
    ("Ferry crossing to Calais from Dover.", ("ferry_crossing", "rail_ticket"),
     [("ferry_crossing", {"from_port": "Dover", "to_port": "Calais"})]),
    ("Rail ticket to York from Kings Cross.", ("rail_ticket", "coach_booking"),
     [("rail_ticket", {"from_station": "Kings Cross", "to_station": "York"})]),
    ("One ticket to Brighton, departing from Victoria.", ("rail_ticket", "ferry_crossing"),
     [("rail_ticket", {"from_station": "Victoria", "to_station": "Brighton"})]),
    ("Order 6 bagels from Brick Lane Bakery.", ("bakery_collect", "firewood_delivery"),
     [("bakery_collect", {"bakery": "Brick Lane Bakery", "item": "bagels",
                          "quantity": 6})]),
    ("12 doughnuts from Crosstown please.", ("bakery_collect", "water_sports_hire"),
     [("bakery_collect", {"bakery": "Crosstown", "item": "doughnuts", "quantity": 12})]),
    ("Three pork pies from Dickinson and Morris.", ("bakery_collect", "campervan_hire"),
     [("bakery_collect", {"bakery": "Dickinson and Morris", "item": "pork pies",
                          "quantity": 3})]),
    ("2 cinnamon buns from Fabrique.", ("bakery_collect", "coach_booking"),
     [("bakery_collect", {"bakery": "Fabrique", "item": "cinnamon buns", "quantity": 2})]),
    ("Order 4 sausage rolls at Greggs.", ("bakery_collect", "firewood_delivery"),
     [("bakery_collect", {"bakery": "Greggs", "item": "sausage rolls", "quantity": 4})]),
    ("Deliver 5 bags of kindling to 9 Ash Lane.", ("firewood_delivery", "house_removal"),
     [("firewood_delivery", {"wood": "kindling", "bags": 5, "address": "9 Ash Lane"})]),
    ("Hire a kayak for 3 hours.", ("water_sports_hire", "campervan_hire"),
     [("water_sports_hire", {"craft": "kayak", "hours": 3})]),
    ("A canoe for 2 hours on Windermere.", ("water_sports_hire", "ferry_crossing"),
     [("water_sports_hire", {"craft": "canoe", "hours": 2})]),
    ("Rent a paddleboard for 1 hour.", ("water_sports_hire", "bakery_collect"),
     [("water_sports_hire", {"craft": "paddleboard", "hours": 1})]),
    ("Hire a rowing boat for 4 hours.", ("water_sports_hire", "airport_transfer"),
     [("water_sports_hire", {"craft": "rowing boat", "hours": 4})]),
    ("Hire a VW camper for 5 days.", ("campervan_hire", "water_sports_hire"),
     [("campervan_hire", {"vehicle": "VW camper", "days": 5})]),
    ("A motorhome for 10 days please.", ("campervan_hire", "coach_booking"),
     [("campervan_hire", {"vehicle": "motorhome", "days": 10})]),
    ("Two hours on a pedalo.", ("water_sports_hire", "rail_ticket"),
     [("water_sports_hire", {"craft": "pedalo", "hours": 2})]),
]
