"""``mixed_requests.py --later families9``: 25 more requests for one tool among two or
three assistants' and developers' APIs, over other tools than ``mixed_families8.py``'s:
taxis, museums, a kettle, blinds, gift cards, car parks, playlists, weather alerts,
translations of speech, world clocks, library books, bug reports, gyms and ski resorts.

Written 12-06 (thirty-fifth session) after reading ``mixed_families8.py``'s run and
before any rule written from it, and before any run of this batch: it measures those
rules, and the code before them, on requests they were not written from. The tools and
requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}

TOOLS.update({
    "taxi_order": (
        "Order a taxi.",
        {"pickup": S, "dropoff": S, "passengers": INT}, ["pickup", "dropoff"]),
    "museum_hours": (
        "Opening hours of a city's museums.",
        {"city": S, "museum": S}, ["city"]),
    "kettle_power": (
        "Switch the kettle.",
        {"on": B}, ["on"]),
    "blinds_set": (
        "Raise or lower the blinds.",
        {"position": {**S, "enum": ["up", "down"]}, "room": S}, ["position"]),
    "gift_card_buy": (
        "Buy a gift card.",
        {"store": S, "amount": R, "currency": {**S, "description": "Currency code, "
                                                                   "e.g. 'USD'"}},
        ["store", "amount"]),
    "car_park_find": (
        "Find car parks near a place.",
        {"near": S, "max_price": R}, ["near"]),
    "playlist_add": (
        "Add a song to a playlist.",
        {"song": S, "playlist": S}, ["song", "playlist"]),
    "weather_alerts": (
        "Severe weather alerts for a region.",
        {"region": S, "language": {**S, "description": "Language code, e.g. 'en'"}},
        ["region"]),
    "world_clock": (
        "The time now in a time zone.",
        {"zone": {**S, "description": "IANA zone, e.g. 'Europe/Paris'"}}, ["zone"]),
    "library_hold": (
        "Place a hold on a library book.",
        {"title": S, "branch": S}, ["title"]),
    "bug_report": (
        "File a bug report.",
        {"project": S, "title": S, "severity": {**S, "enum": ["low", "medium", "high"]}},
        ["project", "title"]),
    "gym_checkin": (
        "Check in at a gym.",
        {"gym": S, "member_id": {**S, "description": "e.g. 'M-1001'"}}, ["gym"]),
    "ski_report": (
        "Snow report for a ski resort.",
        {"resort": S, "unit": {**S, "enum": ["cm", "in"]}}, ["resort"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES9: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Get me a taxi from Kings Cross to Soho.", ("taxi_order", "car_park_find"),
     [("taxi_order", {"pickup": "Kings Cross", "dropoff": "Soho"})]),
    ("Taxi for 3 people from the airport to Hilton Garden Inn.", ("taxi_order",
                                                                 "museum_hours",
                                                                 "kettle_power"),
     [("taxi_order", {"pickup": "airport", "dropoff": "Hilton Garden Inn",
                      "passengers": 3})]),
    ("When do museums open in Florence?", ("museum_hours", "ski_report"),
     [("museum_hours", {"city": "Florence"})]),
    ("Opening hours of the Rijksmuseum in Amsterdam.", ("museum_hours", "library_hold",
                                                        "gym_checkin"),
     [("museum_hours", {"city": "Amsterdam", "museum": "Rijksmuseum"})]),
    ("Switch the kettle on.", ("kettle_power", "blinds_set"),
     [("kettle_power", {"on": True})]),
    ("Lower the blinds in the study.", ("blinds_set", "kettle_power", "world_clock"),
     [("blinds_set", {"position": "down", "room": "study"})]),
    ("Buy a 50 pound gift card for Argos.", ("gift_card_buy", "car_park_find"),
     [("gift_card_buy", {"store": "Argos", "amount": 50})]),
    ("Get a gift card from Zalando worth 30 EUR.", ("gift_card_buy", "playlist_add",
                                                    "bug_report"),
     [("gift_card_buy", {"store": "Zalando", "amount": 30, "currency": "EUR"})]),
    ("Parking near Old Trafford under 10 pounds.", ("car_park_find", "taxi_order"),
     [("car_park_find", {"near": "Old Trafford", "max_price": 10})]),
    ("Where can I park near the Eden Project?", ("car_park_find", "museum_hours",
                                                 "ski_report"),
     [("car_park_find", {"near": "Eden Project"})]),
    ("Add Yellow by Coldplay to my Road Trip playlist.", ("playlist_add", "library_hold"),
     [("playlist_add", {"song": "Yellow", "playlist": "Road Trip"})]),
    ("Put Hey Jude on the Sunday playlist.", ("playlist_add", "weather_alerts",
                                              "kettle_power"),
     [("playlist_add", {"song": "Hey Jude", "playlist": "Sunday"})]),
    ("Any storm warnings for Cornwall?", ("weather_alerts", "world_clock"),
     [("weather_alerts", {"region": "Cornwall"})]),
    ("Weather alerts for Bavaria in German.", ("weather_alerts", "ski_report",
                                               "gift_card_buy"),
     [("weather_alerts", {"region": "Bavaria", "language": "de"})]),
    ("What time is it in Tokyo?", ("world_clock", "weather_alerts"),
     [("world_clock", {"zone": "Asia/Tokyo"})]),
    ("Current time in New York please.", ("world_clock", "taxi_order", "bug_report"),
     [("world_clock", {"zone": "America/New_York"})]),
    ("Reserve Dune at the Central library.", ("library_hold", "playlist_add"),
     [("library_hold", {"title": "Dune", "branch": "Central"})]),
    ("Put a hold on The Hobbit.", ("library_hold", "gym_checkin", "museum_hours"),
     [("library_hold", {"title": "The Hobbit"})]),
    ("File a high severity bug in Phoenix: login page crashes.", ("bug_report",
                                                                   "library_hold"),
     [("bug_report", {"project": "Phoenix", "title": "login page crashes",
                      "severity": "high"})]),
    ("Report a bug for project Atlas titled 'export fails'.", ("bug_report", "gym_checkin",
                                                               "world_clock"),
     [("bug_report", {"project": "Atlas", "title": "export fails"})]),
    ("Check me in at PureGym Leeds, member M-2231.", ("gym_checkin", "car_park_find"),
     [("gym_checkin", {"gym": "PureGym Leeds", "member_id": "M-2231"})]),
    ("Check in at the Fitness First gym.", ("gym_checkin", "ski_report", "taxi_order"),
     [("gym_checkin", {"gym": "Fitness First"})]),
    ("How much snow is there in Zermatt?", ("ski_report", "weather_alerts"),
     [("ski_report", {"resort": "Zermatt"})]),
    ("Snow report for Whistler in inches.", ("ski_report", "blinds_set", "kettle_power"),
     [("ski_report", {"resort": "Whistler", "unit": "in"})]),
    ("Turn off the kettle.", ("kettle_power", "blinds_set", "gym_checkin"),
     [("kettle_power", {"on": False})]),
]
