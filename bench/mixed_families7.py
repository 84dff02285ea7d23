"""``mixed_requests.py --later families7``: 25 more requests for one tool among two to four
assistants' and developers' APIs, over other tools than ``mixed_families6.py``'s: refunds,
bike sharing, doctors, stock alerts, domain registration, virtual machines, currency
conversion, tips, concerts, trains, a garage door, language lessons, mail and feeds.

Written 12-06 (thirty-fourth session) after every rule of that session (currencies,
domain names, images' "name:tag", weekdays and months) and before any run of it: it
measures them, and the code before them, on requests they were not written from. The
tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "ticket_refund": (
        "Refund an order.",
        {"order_id": {**S, "description": "The order's ID, e.g. 'ORD-1234'"}, "reason": S},
        ["order_id"]),
    "bike_share": (
        "Reserve bikes at a bike-share station.",
        {"station": S, "bikes": INT}, ["station"]),
    "doctor_book": (
        "Book a doctor's appointment.",
        {"specialty": {**S, "enum": ["dentist", "dermatologist", "cardiologist",
                                     "pediatrician"]},
         "day": {**S, "description": "The day, e.g. 'Monday'"}}, ["specialty"]),
    "stock_alert": (
        "Alert when a stock reaches a price.",
        {"symbol": {**S, "description": "Ticker, e.g. 'AAPL'"}, "price": R},
        ["symbol", "price"]),
    "domain_register": (
        "Register a domain name.",
        {"domain": {**S, "description": "The domain, e.g. 'example.com'"}, "years": INT},
        ["domain"]),
    "vm_create": (
        "Create a virtual machine.",
        {"image": {**S, "description": "The image, e.g. 'ubuntu:22.04'"}, "cpus": INT},
        ["image"]),
    "fx_convert": (
        "Convert an amount between currencies.",
        {"amount": R, "from_currency": {**S, "description": "Currency code, e.g. 'USD'"},
         "to_currency": {**S, "description": "Currency code, e.g. 'EUR'"}},
        ["amount", "from_currency", "to_currency"]),
    "tip_calc": (
        "Work out a tip.",
        {"bill": R, "percent": R}, ["bill", "percent"]),
    "concert_find": (
        "Find an artist's concerts.",
        {"artist": S, "month": {**S, "description": "e.g. 'January'"}}, ["artist"]),
    "train_times": (
        "Train times between two stations.",
        {"origin": S, "destination": S, "day": {**S, "description": "e.g. 'Monday'"}},
        ["origin", "destination"]),
    "garage_door": (
        "Open or close the garage door.",
        {"action": {**S, "enum": ["open", "close"]}}, ["action"]),
    "language_lesson": (
        "Start a language course.",
        {"language": {**S, "description": "Language code, e.g. 'es'"},
         "level": {**S, "enum": ["beginner", "intermediate", "advanced"]}}, ["language"]),
    "email_send": (
        "Send an email.",
        {"to": {**S, "description": "The address, e.g. 'jane@example.com'"}, "subject": S},
        ["to"]),
    "rss_add": (
        "Add a feed to the reader.",
        {"feed_url": {**S, "description": "e.g. https://example.org/feed.xml"}},
        ["feed_url"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES7: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Refund order ORD-88120, it arrived broken.", ("ticket_refund", "email_send"),
     [("ticket_refund", {"order_id": "ORD-88120"})]),
    ("Get me 2 bikes at the Union Square station.", ("bike_share", "train_times",
                                                     "garage_door"),
     [("bike_share", {"station": "Union Square", "bikes": 2})]),
    ("Book a dermatologist for Wednesday.", ("doctor_book", "concert_find"),
     [("doctor_book", {"specialty": "dermatologist", "day": "Wednesday"})]),
    ("I need a dentist.", ("doctor_book", "language_lesson", "tip_calc"),
     [("doctor_book", {"specialty": "dentist"})]),
    ("Alert me when TSLA hits 300.", ("stock_alert", "fx_convert"),
     [("stock_alert", {"symbol": "TSLA", "price": 300})]),
    ("Register myshop.io for 2 years.", ("domain_register", "vm_create", "rss_add"),
     [("domain_register", {"domain": "myshop.io", "years": 2})]),
    ("Is coolbeans.dev free to register?", ("domain_register", "email_send"),
     [("domain_register", {"domain": "coolbeans.dev"})]),
    ("Create a VM from debian:12 with 4 CPUs.", ("vm_create", "domain_register",
                                                 "bike_share"),
     [("vm_create", {"image": "debian:12", "cpus": 4})]),
    ("Convert 75 CAD to USD.", ("fx_convert", "tip_calc"),
     [("fx_convert", {"amount": 75, "from_currency": "CAD", "to_currency": "USD"})]),
    ("How much is 300 Swiss francs in euros?", ("fx_convert", "stock_alert", "tip_calc"),
     [("fx_convert", {"amount": 300, "from_currency": "CHF", "to_currency": "EUR"})]),
    ("Tip 18 percent on a 64 dollar bill.", ("tip_calc", "fx_convert"),
     [("tip_calc", {"bill": 64, "percent": 18})]),
    ("When is Adele touring in June?", ("concert_find", "train_times", "doctor_book"),
     [("concert_find", {"artist": "Adele", "month": "June"})]),
    ("Any Coldplay concerts?", ("concert_find", "language_lesson"),
     [("concert_find", {"artist": "Coldplay"})]),
    ("Trains from Leeds to York on Sunday.", ("train_times", "bike_share", "concert_find"),
     [("train_times", {"origin": "Leeds", "destination": "York", "day": "Sunday"})]),
    ("Next train from Bath to Bristol.", ("train_times", "garage_door"),
     [("train_times", {"origin": "Bath", "destination": "Bristol"})]),
    ("Close the garage door.", ("garage_door", "doctor_book", "vm_create"),
     [("garage_door", {"action": "close"})]),
    ("Open the garage.", ("garage_door", "bike_share"),
     [("garage_door", {"action": "open"})]),
    ("Start Italian lessons for beginners.", ("language_lesson", "concert_find",
                                              "email_send"),
     [("language_lesson", {"language": "it", "level": "beginner"})]),
    ("Advanced Japanese lessons please.", ("language_lesson", "doctor_book"),
     [("language_lesson", {"language": "ja", "level": "advanced"})]),
    ("Email li.wei@campus.edu with the subject Notes.", ("email_send", "rss_add",
                                                         "ticket_refund"),
     [("email_send", {"to": "li.wei@campus.edu", "subject": "Notes"})]),
    ("Send a message to ops@startup.io.", ("email_send", "domain_register"),
     [("email_send", {"to": "ops@startup.io"})]),
    ("Subscribe to https://blog.rust-lang.org/feed.xml", ("rss_add", "email_send",
                                                          "vm_create"),
     [("rss_add", {"feed_url": "https://blog.rust-lang.org/feed.xml"})]),
    ("Add the feed https://xkcd.com/rss.xml to my reader.", ("rss_add", "ticket_refund"),
     [("rss_add", {"feed_url": "https://xkcd.com/rss.xml"})]),
    ("Refund ORD-10023 because it was late.", ("ticket_refund", "stock_alert",
                                               "garage_door"),
     [("ticket_refund", {"order_id": "ORD-10023"})]),
    ("Stock alert for NVDA at 150 dollars.", ("stock_alert", "tip_calc"),
     [("stock_alert", {"symbol": "NVDA", "price": 150})]),
]
