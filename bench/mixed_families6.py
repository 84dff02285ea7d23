"""``mixed_requests.py --later families6``: 25 more requests for one tool among two to four
assistants' and developers' APIs, over other tools than ``mixed_families5.py``'s: parking,
gym classes, invoices, certificates, deployments, packages, git, flights, films,
horoscopes, wifi, alarms, exchange rates, tables, workouts, plants and accounts.

Written 12-06 (thirty-fourth session) after the rules that families5 led to (currencies,
domain names, images' "name:tag") and before any run of it: it measures them, and the code
before them, on requests they were not written from. The tools and requests are this
project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import DAY, HOUR, INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}
SIGNS = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio",
         "sagittarius", "capricorn", "aquarius", "pisces"]

TOOLS.update({
    "parking_find": (
        "Find parking in a city.",
        {"city": S, "near": {**S, "description": "A landmark to park near"},
         "max_price": {**R, "description": "Highest price per day"}}, ["city"]),
    "gym_classes": (
        "Find classes at the gym.",
        {"class_type": {**S, "enum": ["yoga", "spin", "pilates", "hiit"]},
         "day": {**S, "description": "The day, e.g. 'Monday'"}}, ["class_type"]),
    "invoice_create": (
        "Create an invoice for a client.",
        {"client": S, "amount": R,
         "currency": {**S, "description": "Currency code, e.g. 'USD'"}},
        ["client", "amount"]),
    "ssl_check": (
        "Check a host's TLS certificate.",
        {"host": {**S, "description": "The host name, e.g. 'example.com'"}}, ["host"]),
    "k8s_scale": (
        "Scale a Kubernetes deployment.",
        {"deployment": S, "replicas": INT}, ["deployment", "replicas"]),
    "npm_info": (
        "Information about an npm package.",
        {"package": {**S, "description": "The package's name, e.g. 'react'"}}, ["package"]),
    "git_clone": (
        "Clone a git repository.",
        {"repo_url": {**S, "description": "e.g. https://github.com/user/repo.git"},
         "branch": S}, ["repo_url"]),
    "flight_status": (
        "Status of a flight.",
        {"flight": {**S, "description": "Flight number, e.g. 'BA117'"}, "date": DAY},
        ["flight"]),
    "movie_info": (
        "Information about a film.",
        {"title": S, "year": INT}, ["title"]),
    "horoscope": (
        "Today's horoscope for a sign.",
        {"sign": {**S, "enum": SIGNS}}, ["sign"]),
    "wifi_toggle": (
        "Turn the wifi on or off.",
        {"enabled": B}, ["enabled"]),
    "alarm_set": (
        "Set an alarm.",
        {"time": HOUR, "label": S}, ["time"]),
    "exchange_rate": (
        "Exchange rate between two currencies.",
        {"base": {**S, "description": "e.g. 'USD'"}, "target": {**S, "description":
                                                                "e.g. 'EUR'"}},
        ["base", "target"]),
    "book_table": (
        "Book a table at a restaurant.",
        {"restaurant": S, "people": INT, "time": HOUR}, ["restaurant", "people", "time"]),
    "fitness_log": (
        "Log a workout.",
        {"activity": {**S, "enum": ["run", "walk", "swim", "cycle"]}, "minutes": INT},
        ["activity", "minutes"]),
    "plant_care": (
        "Care instructions for a plant.",
        {"plant": S}, ["plant"]),
    "password_reset": (
        "Send a password reset to a user.",
        {"username": S}, ["username"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES6: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Find parking near the Colosseum in Rome.", ("parking_find", "flight_status"),
     [("parking_find", {"city": "Rome"})]),
    ("Book me a spin class on Friday.", ("gym_classes", "book_table", "alarm_set"),
     [("gym_classes", {"class_type": "spin", "day": "Friday"})]),
    ("Any yoga classes?", ("gym_classes", "fitness_log"),
     [("gym_classes", {"class_type": "yoga"})]),
    ("Invoice Globex for 1,500 GBP.", ("invoice_create", "exchange_rate", "password_reset"),
     [("invoice_create", {"client": "Globex", "amount": 1500, "currency": "GBP"})]),
    ("Bill Initech 800 dollars.", ("invoice_create", "parking_find"),
     [("invoice_create", {"client": "Initech", "amount": 800})]),
    ("When does the SSL certificate of paypal.com expire?", ("ssl_check", "npm_info",
                                                            "git_clone"),
     [("ssl_check", {"host": "paypal.com"})]),
    ("Scale the checkout deployment to 5 replicas.", ("k8s_scale", "ssl_check"),
     [("k8s_scale", {"deployment": "checkout", "replicas": 5})]),
    ("What's the latest version of lodash on npm?", ("npm_info", "git_clone",
                                                     "movie_info"),
     [("npm_info", {"package": "lodash"})]),
    ("Clone https://github.com/tokio-rs/tokio.git on the dev branch.",
     ("git_clone", "npm_info"),
     [("git_clone", {"repo_url": "https://github.com/tokio-rs/tokio.git", "branch": "dev"})]),
    ("Is flight AF1234 on time tomorrow?", ("flight_status", "alarm_set", "parking_find"),
     [("flight_status", {"flight": "AF1234"})]),
    ("Tell me about the movie Heat from 1995.", ("movie_info", "horoscope"),
     [("movie_info", {"title": "Heat", "year": 1995})]),
    ("Horoscope for Leo today.", ("horoscope", "movie_info", "plant_care"),
     [("horoscope", {"sign": "leo"})]),
    ("Turn the wifi off.", ("wifi_toggle", "alarm_set"),
     [("wifi_toggle", {"enabled": False})]),
    ("Wake me at 06:15 with the label Gym.", ("alarm_set", "gym_classes", "wifi_toggle"),
     [("alarm_set", {"time": "06:15", "label": "Gym"})]),
    ("USD to JPY rate?", ("exchange_rate", "invoice_create"),
     [("exchange_rate", {"base": "USD", "target": "JPY"})]),
    ("How many Swiss francs is one euro?", ("exchange_rate", "parking_find", "horoscope"),
     [("exchange_rate", {"base": "EUR", "target": "CHF"})]),
    ("Table for 4 at Nopa at 19:30.", ("book_table", "gym_classes"),
     [("book_table", {"restaurant": "Nopa", "people": 4, "time": "19:30"})]),
    ("Log a 30 minute swim.", ("fitness_log", "alarm_set", "plant_care"),
     [("fitness_log", {"activity": "swim", "minutes": 30})]),
    ("I walked for 45 minutes, log it.", ("fitness_log", "gym_classes"),
     [("fitness_log", {"activity": "walk", "minutes": 45})]),
    ("How do I care for a fiddle leaf fig?", ("plant_care", "movie_info", "npm_info"),
     [("plant_care", {"plant": "fiddle leaf fig"})]),
    ("Reset the password for user jdoe42.", ("password_reset", "ssl_check"),
     [("password_reset", {"username": "jdoe42"})]),
    ("Scale api-gateway down to 2.", ("k8s_scale", "wifi_toggle", "fitness_log"),
     [("k8s_scale", {"deployment": "api-gateway", "replicas": 2})]),
    ("Check the certificate on mail.google.com", ("ssl_check", "password_reset"),
     [("ssl_check", {"host": "mail.google.com"})]),
    ("Find parking in Boston under 20 dollars.", ("parking_find", "invoice_create",
                                                  "exchange_rate"),
     [("parking_find", {"city": "Boston", "max_price": 20})]),
    ("Invoice Umbrella Corp 2000 EUR.", ("invoice_create", "book_table"),
     [("invoice_create", {"client": "Umbrella Corp", "amount": 2000, "currency": "EUR"})]),
]
