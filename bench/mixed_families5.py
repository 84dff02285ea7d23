"""``mixed_requests.py --later families5``: 25 more requests for one tool among two to four
assistants' and developers' APIs, over other tools than ``mixed_families4.py``'s: a
thermostat, coin prices, time zones, packages, containers, lyrics, sports, playlists,
videos, air quality, a library, car rental, restaurants, a bank, mail, a pharmacy and DNS.

Written 12-06 (thirty-fourth session) before any run of it and before this session's
changes: it measures them, and the code before them, on requests they were not written
from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import DAY, INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}

TOOLS.update({
    "thermostat_set": (
        "Set the home thermostat.",
        {"temperature": {**INT, "description": "Target temperature in degrees"},
         "mode": {**S, "enum": ["heat", "cool", "auto"]}}, ["temperature"]),
    "crypto_price": (
        "Current price of a cryptocurrency.",
        {"coin": {**S, "description": "The coin's ticker, e.g. 'BTC'"},
         "currency": {**S, "description": "Currency code, e.g. 'USD'"}}, ["coin"]),
    "timezone_now": (
        "The current time in a time zone.",
        {"timezone": {**S, "description": "IANA time zone, e.g. 'America/New_York'"}},
        ["timezone"]),
    "pip_install": (
        "Install a Python package.",
        {"package": S, "version": {**S, "description": "e.g. '1.2.0'"}}, ["package"]),
    "docker_run": (
        "Run a Docker container.",
        {"image": {**S, "description": "The image, in the format 'name:tag', e.g. 'redis:7'"},
         "port": INT}, ["image"]),
    "lyrics_find": (
        "Find the lyrics of a song.",
        {"artist": S, "song": S}, ["song"]),
    "sports_scores": (
        "Latest scores of a team.",
        {"team": S, "league": {**S, "enum": ["nba", "nfl", "mlb", "nhl", "epl"]}},
        ["team"]),
    "playlist_create": (
        "Create a music playlist.",
        {"name": S, "public": B}, ["name"]),
    "video_search": (
        "Search for videos.",
        {"query": S, "max_results": INT}, ["query"]),
    "air_quality": (
        "Air quality index of a city.",
        {"city": {**S, "description": "The city, e.g. 'Delhi'"}}, ["city"]),
    "library_search": (
        "Search the public library's catalogue.",
        {"author": S, "title": S}, ["author"]),
    "car_rental_search": (
        "Search rental cars at a city from a date.",
        {"pickup_city": S, "pickup_date": DAY,
         "car_type": {**S, "enum": ["economy", "compact", "suv", "van"]}},
        ["pickup_city", "pickup_date"]),
    "restaurant_find": (
        "Find restaurants in a place.",
        {"location": {**S, "description": "The city and state, e.g. 'Austin, TX'"},
         "cuisine": S, "price": {**S, "enum": ["cheap", "moderate", "expensive"]}},
        ["location"]),
    "bank_transfer": (
        "Transfer money to an account.",
        {"to_account": {**S, "description": "The account number"}, "amount": R,
         "currency": {**S, "description": "Currency code, e.g. 'EUR'"}},
        ["to_account", "amount"]),
    "email_search": (
        "Search the user's mailbox.",
        {"sender": {**S, "description": "The sender's email address"},
         "folder": {**S, "enum": ["inbox", "sent", "spam", "archive"]},
         "unread_only": B}, []),
    "pharmacy_refill": (
        "Order a refill of a prescription.",
        {"prescription_id": {**S, "description": "The prescription number, e.g. 'RX-10422'"}},
        ["prescription_id"]),
    "dns_lookup": (
        "Look up the DNS records of a domain.",
        {"domain": {**S, "description": "The domain name, e.g. 'example.com'"},
         "record_type": {**S, "enum": ["A", "AAAA", "MX", "TXT", "CNAME"]}}, ["domain"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES5: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Set the heat to 21 degrees.", ("thermostat_set", "air_quality"),
     [("thermostat_set", {"temperature": 21, "mode": "heat"})]),
    ("Cool the house down to 19.", ("thermostat_set", "playlist_create", "timezone_now"),
     [("thermostat_set", {"temperature": 19, "mode": "cool"})]),
    ("Bitcoin price in EUR?", ("crypto_price", "bank_transfer"),
     [("crypto_price", {"coin": "BTC", "currency": "EUR"})]),
    ("How much is ETH right now?", ("crypto_price", "sports_scores", "air_quality"),
     [("crypto_price", {"coin": "ETH"})]),
    ("Current time in Asia/Tokyo, please.", ("timezone_now", "thermostat_set"),
     [("timezone_now", {"timezone": "Asia/Tokyo"})]),
    ("Install requests version 2.31.0.", ("pip_install", "docker_run"),
     [("pip_install", {"package": "requests", "version": "2.31.0"})]),
    ("pip install numpy", ("pip_install", "library_search", "video_search"),
     [("pip_install", {"package": "numpy"})]),
    ("Run postgres:16 on port 5432.", ("docker_run", "pip_install", "dns_lookup"),
     [("docker_run", {"image": "postgres:16", "port": 5432})]),
    ("Start a container from nginx:1.25.", ("docker_run", "timezone_now"),
     [("docker_run", {"image": "nginx:1.25"})]),
    ("Lyrics of 'Bohemian Rhapsody' by Queen.", ("lyrics_find", "playlist_create",
                                                 "video_search"),
     [("lyrics_find", {"artist": "Queen", "song": "Bohemian Rhapsody"})]),
    ("Find the words to Hallelujah.", ("lyrics_find", "library_search"),
     [("lyrics_find", {"song": "Hallelujah"})]),
    ("Did the Lakers win last night in the NBA?", ("sports_scores", "video_search"),
     [("sports_scores", {"team": "Lakers", "league": "nba"})]),
    ("Scores for Arsenal.", ("sports_scores", "crypto_price", "air_quality"),
     [("sports_scores", {"team": "Arsenal"})]),
    ("Make a public playlist called Road Trip.", ("playlist_create", "lyrics_find"),
     [("playlist_create", {"name": "Road Trip", "public": True})]),
    ("Find 5 videos on knitting socks.", ("video_search", "library_search",
                                          "playlist_create"),
     [("video_search", {"query": "knitting socks", "max_results": 5})]),
    ("Is the air OK to run outside in Lima today?", ("air_quality", "thermostat_set"),
     [("air_quality", {"city": "Lima"})]),
    ("Books by Ursula K. Le Guin at the library?", ("library_search", "lyrics_find"),
     [("library_search", {"author": "Ursula K. Le Guin"})]),
    ("Rent an SUV in Denver from 2027-04-10.", ("car_rental_search", "restaurant_find",
                                                "thermostat_set"),
     [("car_rental_search", {"pickup_city": "Denver", "pickup_date": "2027-04-10",
                             "car_type": "suv"})]),
    ("Cheap Thai food in Portland, OR?", ("restaurant_find", "car_rental_search"),
     [("restaurant_find", {"location": "Portland, OR", "cuisine": "Thai",
                           "price": "cheap"})]),
    ("Somewhere to eat in Boise, ID.", ("restaurant_find", "air_quality", "dns_lookup"),
     [("restaurant_find", {"location": "Boise, ID"})]),
    ("Send 250 EUR to account 4471-0098.", ("bank_transfer", "crypto_price"),
     [("bank_transfer", {"to_account": "4471-0098", "amount": 250, "currency": "EUR"})]),
    ("Unread mail from billing@acme.com?", ("email_search", "bank_transfer",
                                            "pharmacy_refill"),
     [("email_search", {"sender": "billing@acme.com", "unread_only": True})]),
    ("Refill prescription RX-55310.", ("pharmacy_refill", "email_search"),
     [("pharmacy_refill", {"prescription_id": "RX-55310"})]),
    ("MX records for proton.me", ("dns_lookup", "docker_run"),
     [("dns_lookup", {"domain": "proton.me", "record_type": "MX"})]),
    ("Look up the DNS of wikipedia.org.", ("dns_lookup", "pip_install", "email_search"),
     [("dns_lookup", {"domain": "wikipedia.org"})]),
]
