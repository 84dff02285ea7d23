"""``mixed_requests.py --later families4``: 25 more requests for one tool among two to four
assistants' and developers' APIs, over other tools than ``mixed_families3.py``'s: chat
messages, notes, reminders, file storage, web pages, issue trackers, dictionaries, maps,
smart lights, podcasts, shipping, weather, news and accounts.

Written 12-06 (thirty-third session) after the rules that families3 led to (values of a
marked shape, codes of free strings, quoted texts) and before any run of it: it measures
them, and the code before them, on requests they were not written from. The tools and
requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import DAY, HOUR, INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}
LANG = {**S, "description": "Language code, e.g. 'en'"}

TOOLS.update({
    "slack_post": (
        "Post a message to a Slack channel.",
        {"channel": {**S, "description": "The channel's name, e.g. '#general'"},
         "text": {**S, "description": "The message to post"}}, ["channel", "text"]),
    "notes_create": (
        "Create a note in the user's notebook.",
        {"title": S, "body": S}, ["title"]),
    "reminders_add": (
        "Add a reminder at a time.",
        {"text": S, "time": {**S, "description": "The time, in the format 'HH:MM'"}},
        ["text", "time"]),
    "drive_upload": (
        "Upload a local file to cloud storage.",
        {"path": {**S, "description": "Path of the local file, e.g. /home/me/report.pdf"},
         "folder": S}, ["path"]),
    "web_fetch": (
        "Fetch the text of a web page.",
        {"url": {**S, "description": "The page's URL, e.g. https://example.org/index.html"}},
        ["url"]),
    "jira_create_ticket": (
        "Create a ticket in a Jira project.",
        {"project": {**S, "description": "The project's key, e.g. 'WEB'"},
         "summary": S,
         "priority": {**S, "enum": ["low", "medium", "high"]}}, ["project", "summary"]),
    "gitlab_merge_requests": (
        "List the merge requests of a GitLab project.",
        {"project": {**S, "description": "The project, in the format 'group/name', e.g. "
                                         "'gitlab-org/gitlab'"},
         "state": {**S, "enum": ["opened", "merged", "closed"]}}, ["project"]),
    "dictionary_lookup": (
        "Look up a word in a dictionary of a language.",
        {"word": S, "language": LANG}, ["word", "language"]),
    "maps_directions": (
        "Directions between two places by a mode of travel.",
        {"origin": S, "destination": S,
         "mode": {**S, "enum": ["driving", "walking", "transit", "bicycling"]}},
        ["origin", "destination"]),
    "hue_lights": (
        "Control the smart lights of a room.",
        {"room": {**S, "enum": ["kitchen", "bedroom", "living_room", "office"]},
         "state": {**S, "enum": ["on", "off"]},
         "brightness": {**INT, "description": "Brightness in percent, 0 to 100"}},
        ["room", "state"]),
    "podcast_search": (
        "Search podcasts by topic, in a language.",
        {"topic": S, "language": LANG}, ["topic"]),
    "track_shipment": (
        "Track a shipment by its carrier and tracking number.",
        {"carrier": {**S, "enum": ["ups", "fedex", "dhl", "usps"]},
         "tracking_number": {**S, "description": "The tracking number, e.g. "
                                                 "1Z999AA10123456784"}},
        ["carrier", "tracking_number"]),
    "forecast_on_date": (
        "Weather forecast for a city on a date.",
        {"city": {**S, "description": "The city and country, e.g. 'Paris, France'"},
         "date": DAY}, ["city", "date"]),
    "news_top": (
        "Top headlines of a country.",
        {"country": {**S, "description": "ISO 3166 country code, e.g. 'gb'"}}, ["country"]),
    "account_update_email": (
        "Change the email address of the user's account.",
        {"new_email": {**S, "description": "The new address, e.g. name@example.com"}},
        ["new_email"]),
    "meeting_schedule": (
        "Schedule a meeting with one person at a date and time.",
        {"attendee": {**S, "description": "The attendee's email address"},
         "date": DAY, "time": HOUR}, ["attendee", "date", "time"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES4: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Post 'deploy finished' in #ops.", ("slack_post", "notes_create", "reminders_add"),
     [("slack_post", {"channel": "#ops", "text": "deploy finished"})]),
    ("Tell the #random channel \"pizza is here\".", ("slack_post", "notes_create"),
     [("slack_post", {"channel": "#random", "text": "pizza is here"})]),
    ("Create a note titled 'Packing list'.", ("notes_create", "reminders_add", "slack_post"),
     [("notes_create", {"title": "Packing list"})]),
    ("Remind me to 'water the plants' at 18:30.", ("reminders_add", "notes_create"),
     [("reminders_add", {"text": "water the plants", "time": "18:30"})]),
    ("Upload /home/ana/taxes-2026.pdf to my drive.", ("drive_upload", "web_fetch"),
     [("drive_upload", {"path": "/home/ana/taxes-2026.pdf"})]),
    ("Back up /var/www/site.zip, please.", ("drive_upload", "notes_create", "web_fetch"),
     [("drive_upload", {"path": "/var/www/site.zip"})]),
    ("Get the text of https://www.gnu.org/philosophy/free-sw.html",
     ("web_fetch", "drive_upload", "dictionary_lookup"),
     [("web_fetch", {"url": "https://www.gnu.org/philosophy/free-sw.html"})]),
    ("Open a ticket in project OPS: 'VPN keeps dropping', high priority.",
     ("jira_create_ticket", "gitlab_merge_requests", "slack_post"),
     [("jira_create_ticket", {"project": "OPS", "summary": "VPN keeps dropping",
                              "priority": "high"})]),
    ("Show the merged merge requests of inkscape/inkscape.",
     ("gitlab_merge_requests", "jira_create_ticket"),
     [("gitlab_merge_requests", {"project": "inkscape/inkscape", "state": "merged"})]),
    ("List open merge requests in fdroid/fdroidclient.",
     ("gitlab_merge_requests", "web_fetch", "jira_create_ticket"),
     [("gitlab_merge_requests", {"project": "fdroid/fdroidclient", "state": "opened"})]),
    ("Look up 'Schadenfreude' in the German dictionary.",
     ("dictionary_lookup", "podcast_search"),
     [("dictionary_lookup", {"word": "Schadenfreude", "language": "de"})]),
    ("What does 'saudade' mean in Portuguese?", ("dictionary_lookup", "web_fetch",
                                                 "news_top"),
     [("dictionary_lookup", {"word": "saudade", "language": "pt"})]),
    ("Walking directions from the Louvre to the Eiffel Tower.",
     ("maps_directions", "forecast_on_date", "hue_lights"),
     [("maps_directions", {"origin": "the Louvre", "destination": "the Eiffel Tower",
                           "mode": "walking"})]),
    ("Turn off the kitchen lights.", ("hue_lights", "reminders_add"),
     [("hue_lights", {"room": "kitchen", "state": "off"})]),
    ("Set the office lights on at 40 percent.", ("hue_lights", "maps_directions"),
     [("hue_lights", {"room": "office", "state": "on", "brightness": 40})]),
    ("Find podcasts about astronomy in French.", ("podcast_search", "news_top",
                                                  "dictionary_lookup"),
     [("podcast_search", {"topic": "astronomy", "language": "fr"})]),
    ("Any Italian podcasts on cooking?", ("podcast_search", "dictionary_lookup"),
     [("podcast_search", {"topic": "cooking", "language": "it"})]),
    ("Where is my FedEx parcel 7489 2210 3345?", ("track_shipment", "maps_directions"),
     [("track_shipment", {"carrier": "fedex", "tracking_number": "7489 2210 3345"})]),
    ("Track UPS package 1Z4F82E90312345678.", ("track_shipment", "web_fetch",
                                               "notes_create"),
     [("track_shipment", {"carrier": "ups", "tracking_number": "1Z4F82E90312345678"})]),
    ("Forecast for Lyon, France on 2027-06-02?", ("forecast_on_date", "news_top",
                                                  "maps_directions"),
     [("forecast_on_date", {"city": "Lyon, France", "date": "2027-06-02"})]),
    ("Top headlines in Australia.", ("news_top", "podcast_search", "forecast_on_date"),
     [("news_top", {"country": "au"})]),
    ("What's making news in Ireland today?", ("news_top", "web_fetch"),
     [("news_top", {"country": "ie"})]),
    ("Change my account email to sam.k@proton.me.", ("account_update_email", "slack_post"),
     [("account_update_email", {"new_email": "sam.k@proton.me"})]),
    ("Set up a meeting with lena@studio.io on 2027-02-09 at 11:00.",
     ("meeting_schedule", "reminders_add", "account_update_email"),
     [("meeting_schedule", {"attendee": "lena@studio.io", "date": "2027-02-09",
                            "time": "11:00"})]),
    ("Schedule a call with omar@ngo.org on 2027-03-15 at 16:45.",
     ("meeting_schedule", "notes_create"),
     [("meeting_schedule", {"attendee": "omar@ngo.org", "date": "2027-03-15",
                            "time": "16:45"})]),
]
