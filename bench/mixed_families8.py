"""``mixed_requests.py --later families8``: 25 more requests for one tool among two or
three assistants' and developers' APIs, over other tools than ``mixed_families7.py``'s:
smart locks, a television, ferries, flight tracking, parcels, document translation,
expenses, invitations, a VPN, podcasts, cinema tickets, car charging, time zones and
pharmacies.

Written 12-06 (thirty-fifth session) before any rule of that session and before any run
of it: it measures that session's rules, and the code before them, on requests they were
not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import HOUR, INT, R
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}

TOOLS.update({
    "smart_lock": (
        "Lock or unlock a door.",
        {"action": {**S, "enum": ["lock", "unlock"]}, "door": S}, ["action"]),
    "tv_power": (
        "Turn the television on or off.",
        {"state": {**S, "enum": ["on", "off"]}}, ["state"]),
    "ferry_times": (
        "Ferry departures between two ports.",
        {"origin": S, "destination": S, "day": {**S, "description": "e.g. 'Monday'"}},
        ["origin", "destination"]),
    "flight_track": (
        "Where a flight is now.",
        {"flight": {**S, "description": "Flight number, e.g. 'BA117'"}}, ["flight"]),
    "package_send": (
        "Send a parcel abroad.",
        {"recipient_country": {**S, "description": "Country code, e.g. 'US'"},
         "weight_kg": R}, ["recipient_country", "weight_kg"]),
    "translate_doc": (
        "Translate a document.",
        {"file": {**S, "description": "The file's path, e.g. 'docs/report.pdf'"},
         "target_language": {**S, "description": "Language code, e.g. 'de'"}},
        ["file", "target_language"]),
    "expense_add": (
        "Record an expense.",
        {"amount": R, "currency": {**S, "description": "Currency code, e.g. 'USD'"},
         "category": {**S, "enum": ["food", "travel", "office"]}},
        ["amount", "currency"]),
    "user_invite": (
        "Invite a user to the workspace.",
        {"email": {**S, "description": "e.g. 'sam@example.com'"},
         "role": {**S, "enum": ["viewer", "editor", "admin"]}}, ["email"]),
    "vpn_connect": (
        "Connect the VPN to a country.",
        {"country": {**S, "description": "Country code, e.g. 'NL'"}}, ["country"]),
    "podcast_follow": (
        "Follow a podcast.",
        {"show": S}, ["show"]),
    "movie_tickets": (
        "Buy cinema tickets.",
        {"title": S, "seats": INT, "showtime": HOUR}, ["title", "seats"]),
    "car_charge": (
        "Start charging the car at a station.",
        {"station": S, "kwh": R}, ["station"]),
    "timezone_convert": (
        "Convert a time between time zones.",
        {"time": HOUR,
         "from_zone": {**S, "description": "IANA zone, e.g. 'Europe/London'"},
         "to_zone": {**S, "description": "IANA zone, e.g. 'America/New_York'"}},
        ["time", "from_zone", "to_zone"]),
    "pharmacy_find": (
        "Find pharmacies in a city.",
        {"city": S, "open_now": B}, ["city"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES8: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Lock the back door.", ("smart_lock", "tv_power"),
     [("smart_lock", {"action": "lock"})]),
    ("Unlock the front door for the plumber.", ("smart_lock", "user_invite",
                                                 "pharmacy_find"),
     [("smart_lock", {"action": "unlock"})]),
    ("Switch the TV off.", ("tv_power", "smart_lock", "car_charge"),
     [("tv_power", {"state": "off"})]),
    ("Ferries from Dover to Calais on Friday.", ("ferry_times", "flight_track"),
     [("ferry_times", {"origin": "Dover", "destination": "Calais", "day": "Friday"})]),
    ("Is there a late ferry from Oban to Mull?", ("ferry_times", "movie_tickets",
                                                  "vpn_connect"),
     [("ferry_times", {"origin": "Oban", "destination": "Mull"})]),
    ("Track flight UA923.", ("flight_track", "package_send"),
     [("flight_track", {"flight": "UA923"})]),
    ("Where is Emirates flight EK29 now?", ("flight_track", "ferry_times", "tv_power"),
     [("flight_track", {"flight": "EK29"})]),
    ("Send a 2 kg parcel to Canada.", ("package_send", "expense_add"),
     [("package_send", {"recipient_country": "CA", "weight_kg": 2})]),
    ("Ship 0.5 kg to Japan.", ("package_send", "flight_track", "podcast_follow"),
     [("package_send", {"recipient_country": "JP", "weight_kg": 0.5})]),
    ("Translate docs/manual.pdf into German.", ("translate_doc", "user_invite"),
     [("translate_doc", {"file": "docs/manual.pdf", "target_language": "de"})]),
    ("I need reports/q3.docx in Portuguese.", ("translate_doc", "podcast_follow",
                                                "smart_lock"),
     [("translate_doc", {"file": "reports/q3.docx", "target_language": "pt"})]),
    ("Log a 45 euro taxi as travel.", ("expense_add", "car_charge"),
     [("expense_add", {"amount": 45, "currency": "EUR", "category": "travel"})]),
    ("Add 12.50 GBP for lunch under food.", ("expense_add", "movie_tickets",
                                             "package_send"),
     [("expense_add", {"amount": 12.5, "currency": "GBP", "category": "food"})]),
    ("Invite tom.berg@acme.io as an editor.", ("user_invite", "smart_lock"),
     [("user_invite", {"email": "tom.berg@acme.io", "role": "editor"})]),
    ("Give amy@studio.co admin access.", ("user_invite", "vpn_connect", "translate_doc"),
     [("user_invite", {"email": "amy@studio.co", "role": "admin"})]),
    ("Connect the VPN to the Netherlands.", ("vpn_connect", "tv_power"),
     [("vpn_connect", {"country": "NL"})]),
    ("Put me on a VPN server in Switzerland.", ("vpn_connect", "ferry_times",
                                                "expense_add"),
     [("vpn_connect", {"country": "CH"})]),
    ("Follow the podcast Hardcore History.", ("podcast_follow", "movie_tickets"),
     [("podcast_follow", {"show": "Hardcore History"})]),
    ("Subscribe me to Radiolab.", ("podcast_follow", "user_invite", "car_charge"),
     [("podcast_follow", {"show": "Radiolab"})]),
    ("Two seats for Dune at 19:30.", ("movie_tickets", "timezone_convert"),
     [("movie_tickets", {"title": "Dune", "seats": 2, "showtime": "19:30"})]),
    ("Book 3 tickets to Oppenheimer tonight.", ("movie_tickets", "ferry_times",
                                                "pharmacy_find"),
     [("movie_tickets", {"title": "Oppenheimer", "seats": 3})]),
    ("Charge my car with 30 kWh at the Tesco station.", ("car_charge", "tv_power"),
     [("car_charge", {"station": "Tesco", "kwh": 30})]),
    ("What time is 15:00 London time in Tokyo?", ("timezone_convert", "flight_track",
                                                  "movie_tickets"),
     [("timezone_convert", {"time": "15:00", "from_zone": "Europe/London",
                            "to_zone": "Asia/Tokyo"})]),
    ("Pharmacies open now in Leicester.", ("pharmacy_find", "package_send"),
     [("pharmacy_find", {"city": "Leicester", "open_now": True})]),
    ("Find a pharmacy in Galway.", ("pharmacy_find", "podcast_follow", "vpn_connect"),
     [("pharmacy_find", {"city": "Galway"})]),
]
