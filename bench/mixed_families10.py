"""``mixed_requests.py --later families10``: 25 more requests for one tool among two or
three assistants' and services' APIs, over other tools than ``mixed_families9.py``'s:
vets, coffee orders, hiking trails, tide tables, sunrise times, car washes, laundry,
florists, wine pairings, bike repairs, cinema seats, parcel lockers and radio stations.

Written 12-06 (thirty-sixth session) before any change of that session and before any run
of this batch: it measures that session's changes, and the code before them, on requests
they were not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "vet_appointment": (
        "Book an appointment at a vet.",
        {"pet_name": S, "clinic": S, "reason": S}, ["pet_name", "clinic"]),
    "coffee_order": (
        "Order a coffee for pickup.",
        {"drink": S, "size": {**S, "enum": ["small", "medium", "large"]}, "shop": S},
        ["drink"]),
    "hiking_trails": (
        "Find hiking trails in an area.",
        {"area": S, "max_km": R}, ["area"]),
    "tide_times": (
        "High and low tide times at a harbour.",
        {"harbour": S, "date": {**S, "description": "Date, YYYY-MM-DD"}}, ["harbour"]),
    "sunrise_time": (
        "Sunrise and sunset times for a town.",
        {"town": S}, ["town"]),
    "car_wash_book": (
        "Book a car wash.",
        {"location": S, "service": {**S, "enum": ["basic", "deluxe", "interior"]}},
        ["location"]),
    "laundry_pickup": (
        "Schedule a laundry pickup.",
        {"address": S, "bags": INT}, ["address"]),
    "florist_order": (
        "Send flowers.",
        {"recipient": S, "flowers": S, "message": S}, ["recipient", "flowers"]),
    "wine_pairing": (
        "Suggest a wine to go with a dish.",
        {"dish": S}, ["dish"]),
    "bike_repair": (
        "Book a bike repair at a shop.",
        {"shop": S, "problem": S}, ["shop", "problem"]),
    "cinema_seats": (
        "Choose seats for a film showing.",
        {"film": S, "seats": INT, "row": S}, ["film", "seats"]),
    "parcel_locker": (
        "Find parcel lockers near a postcode.",
        {"postcode": {**S, "description": "Postcode, e.g. 'SW1A 1AA'"}}, ["postcode"]),
    "radio_play": (
        "Play a radio station.",
        {"station": S, "volume": INT}, ["station"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES10: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Book Max in at Greenfield Vets for his vaccinations.", ("vet_appointment",
                                                             "florist_order"),
     [("vet_appointment", {"pet_name": "Max", "clinic": "Greenfield Vets",
                           "reason": "vaccinations"})]),
    ("My cat Luna needs to see the vet at Riverside Clinic.", ("vet_appointment",
                                                               "radio_play",
                                                               "tide_times"),
     [("vet_appointment", {"pet_name": "Luna", "clinic": "Riverside Clinic"})]),
    ("A large flat white please.", ("coffee_order", "wine_pairing"),
     [("coffee_order", {"drink": "flat white", "size": "large"})]),
    ("Order a small cappuccino from Bean There.", ("coffee_order", "bike_repair",
                                                   "laundry_pickup"),
     [("coffee_order", {"drink": "cappuccino", "size": "small", "shop": "Bean There"})]),
    ("Hikes in the Lake District under 12 km.", ("hiking_trails", "sunrise_time"),
     [("hiking_trails", {"area": "Lake District", "max_km": 12})]),
    ("Any good walking trails around Snowdonia?", ("hiking_trails", "car_wash_book",
                                                   "cinema_seats"),
     [("hiking_trails", {"area": "Snowdonia"})]),
    ("When is high tide at Whitby?", ("tide_times", "sunrise_time"),
     [("tide_times", {"harbour": "Whitby"})]),
    ("Tide times for Padstow on 2026-12-24.", ("tide_times", "parcel_locker",
                                               "radio_play"),
     [("tide_times", {"harbour": "Padstow", "date": "2026-12-24"})]),
    ("What time does the sun rise in Reykjavik?", ("sunrise_time", "hiking_trails"),
     [("sunrise_time", {"town": "Reykjavik"})]),
    ("Sunset in Kendal today?", ("sunrise_time", "tide_times", "coffee_order"),
     [("sunrise_time", {"town": "Kendal"})]),
    ("Book a deluxe car wash at the Tesco on Mill Road.", ("car_wash_book",
                                                           "laundry_pickup"),
     [("car_wash_book", {"location": "Tesco on Mill Road", "service": "deluxe"})]),
    ("Clean the inside of my car at Shine Garage.", ("car_wash_book", "bike_repair",
                                                     "florist_order"),
     [("car_wash_book", {"location": "Shine Garage", "service": "interior"})]),
    ("Pick up 2 bags of laundry from 14 Elm Street.", ("laundry_pickup", "parcel_locker"),
     [("laundry_pickup", {"address": "14 Elm Street", "bags": 2})]),
    ("Collect my washing at 7 Harbour View.", ("laundry_pickup", "coffee_order",
                                               "vet_appointment"),
     [("laundry_pickup", {"address": "7 Harbour View"})]),
    ("Send red roses to my mum with the message 'Happy birthday'.", ("florist_order",
                                                                     "radio_play"),
     [("florist_order", {"recipient": "my mum", "flowers": "red roses",
                         "message": "Happy birthday"})]),
    ("Have tulips delivered to Grace.", ("florist_order", "cinema_seats", "wine_pairing"),
     [("florist_order", {"recipient": "Grace", "flowers": "tulips"})]),
    ("Which wine goes with lamb tagine?", ("wine_pairing", "coffee_order"),
     [("wine_pairing", {"dish": "lamb tagine"})]),
    ("Suggest a wine for mushroom risotto.", ("wine_pairing", "hiking_trails",
                                              "car_wash_book"),
     [("wine_pairing", {"dish": "mushroom risotto"})]),
    ("My bike has a flat tyre, book it in at Cycle Hub.", ("bike_repair",
                                                           "car_wash_book"),
     [("bike_repair", {"shop": "Cycle Hub", "problem": "flat tyre"})]),
    ("Get the brakes fixed at Pedal Power.", ("bike_repair", "laundry_pickup",
                                              "sunrise_time"),
     [("bike_repair", {"shop": "Pedal Power", "problem": "brakes"})]),
    ("Two seats for Paddington in row F.", ("cinema_seats", "radio_play"),
     [("cinema_seats", {"film": "Paddington", "seats": 2, "row": "F"})]),
    ("Book 4 seats for Dune Part Two.", ("cinema_seats", "vet_appointment",
                                         "parcel_locker"),
     [("cinema_seats", {"film": "Dune Part Two", "seats": 4})]),
    ("Parcel lockers near LS1 4DY.", ("parcel_locker", "laundry_pickup"),
     [("parcel_locker", {"postcode": "LS1 4DY"})]),
    ("Play Radio 4.", ("radio_play", "cinema_seats", "tide_times"),
     [("radio_play", {"station": "Radio 4"})]),
    ("Put on Jazz FM at volume 6.", ("radio_play", "coffee_order"),
     [("radio_play", {"station": "Jazz FM", "volume": 6})]),
]
