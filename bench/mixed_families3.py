"""``mixed_requests.py --later families3``: 25 requests for one tool among two to four, in
the style of assistants' and developers' APIs rather than booking services: rides, to-do
lists, mail, calendars, music, home appliances, a shell, news, code hosting, translation,
flights, hotels, recipes, timers, sensors and user records.

Written 12-06 (thirty-third session) before any run of it, and before any change it
measures. The tools and requests are this project's own. Their descriptions carry what
such APIs' descriptions carry: a format ("in the format 'owner/name'"), an example
("e.g. john@example.com"), a code where the request names a language or a country, a
value built from the request's words ('track:Song artist:Artist'), and lists.
"""

from __future__ import annotations

from typing import Any

from mixed_families import DAY, INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]
B = {"type": "boolean"}
WORDS = {"type": "array", "items": S}
REPO = {**S, "description": "The repository, in the format 'owner/name', e.g. "
                            "'facebook/react'"}
AIRPORT = {**S, "description": "IATA airport code, e.g. 'LAX'"}

TOOLS.update({
    "uber.ride": (
        "Find a suitable Uber ride for the customer based on the starting location, the "
        "type of ride and the time the customer is willing to wait.",
        {"loc": {**S, "description": "Starting location of the ride, in the format "
                                     "'Street Address, City, State'"},
         "type": {**S, "enum": ["plus", "comfort", "black"]},
         "time": {**INT, "description": "The most minutes the customer will wait"}},
        ["loc", "type", "time"]),
    "uber.eat.order": (
        "Order food on Uber Eats from a restaurant, with items and their quantities.",
        {"restaurant": S, "items": WORDS,
         "quantities": {"type": "array", "items": INT}}, ["restaurant", "items", "quantities"]),
    "get_current_weather": (
        "Get the current weather in a location.",
        {"location": {**S, "description": "The city and state, e.g. San Francisco, CA"},
         "unit": {**S, "enum": ["celsius", "fahrenheit"]}}, ["location"]),
    "todo": (
        "Manage the user's to-do list: add an item, delete one, or mark one complete.",
        {"type": {**S, "enum": ["add", "delete", "complete"]},
         "content": {**S, "description": "The text of the to-do item"}},
        ["type", "content"]),
    "send_email": (
        "Send an email to one recipient.",
        {"to_address": {**S, "description": "The recipient's email address, e.g. "
                                            "john@example.com"},
         "subject": S, "body": S}, ["to_address", "subject"]),
    "calendar_create_event": (
        "Create an event on the user's calendar.",
        {"title": S, "start_time": {**S, "description": "Start of the event, in the format "
                                                       "'YYYY-MM-DD HH:MM'"},
         "duration_minutes": INT}, ["title", "start_time"]),
    "calendar_list_events": (
        "List the events on the user's calendar on a day.", {"date": DAY}, ["date"]),
    "play_spotify_song": (
        "Search for a song on Spotify and play it.",
        {"query": {**S, "description": "The search query, in the format 'track:Song Name "
                                       "artist:Artist Name'"},
         "shuffle": B}, ["query"]),
    "set_volume": (
        "Set the speaker volume.",
        {"level": {**INT, "description": "The volume, from 0 to 100"}}, ["level"]),
    "ThinQ_Connect": (
        "Send a command to a LG ThinQ home appliance.",
        {"appliance": {**S, "enum": ["air_conditioner", "washer", "dryer", "refrigerator"]},
         "operation": {**S, "enum": ["power_on", "power_off", "start", "stop"]},
         "target_temperature": {**INT, "description": "Temperature to set, in Celsius"}},
        ["appliance", "operation"]),
    "cmd_controller.execute": (
        "Run a command in the Windows command prompt.",
        {"command": {**S, "description": "The command to run, e.g. 'dir C:\\\\'"}},
        ["command"]),
    "get_news_headlines": (
        "Top news headlines in a country, optionally in one category.",
        {"country": {**S, "description": "Two-letter country code, e.g. 'US'"},
         "category": {**S, "enum": ["business", "sports", "technology", "health"]}},
        ["country"]),
    "github_create_issue": (
        "Open an issue in a GitHub repository.",
        {"repo": REPO, "title": S, "body": S}, ["repo", "title"]),
    "github_list_pull_requests": (
        "List the pull requests of a GitHub repository.",
        {"repo": REPO, "state": {**S, "enum": ["open", "closed", "all"]}}, ["repo"]),
    "translate_text": (
        "Translate a text.",
        {"text": S, "target": {**S, "description": "Target language code, e.g. 'fr'"}},
        ["text", "target"]),
    "find_flights": (
        "Search flights between two airports on a date.",
        {"origin": AIRPORT, "destination": AIRPORT, "date": DAY, "passengers": INT},
        ["origin", "destination", "date"]),
    "book_flight": (
        "Book seats on a flight by its flight number.",
        {"flight_number": {**S, "description": "Airline code and number, e.g. 'BA283'"},
         "date": DAY, "passengers": INT}, ["flight_number", "date", "passengers"]),
    "search_hotels": (
        "Search hotels in a city from a check-in date for a number of nights.",
        {"location": {**S, "description": "City and country, e.g. 'Paris, France'"},
         "check_in": DAY, "nights": INT}, ["location", "check_in", "nights"]),
    "find_recipes": (
        "Find recipes that use some ingredients, optionally for a diet.",
        {"ingredients": WORDS, "diet": {**S, "enum": ["vegan", "vegetarian", "none"]}},
        ["ingredients"]),
    "set_timer": (
        "Start a countdown timer.",
        {"minutes": INT, "label": S}, ["minutes"]),
    "get_sensor_readings": (
        "Latest readings of the sensors of a network, for one metric.",
        {"network_id": {**S, "description": "The network's identifier, e.g. 'N-1000'"},
         "metric": {**S, "enum": ["temperature", "humidity", "co2"]}},
        ["network_id", "metric"]),
    "get_user_info": (
        "Retrieve a user's details by their numeric ID.",
        {"user_id": INT}, ["user_id"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES3: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Get me an Uber Plus from 2150 Shattuck Ave, Berkeley, CA; I can wait 10 minutes at "
     "most.", ("uber.ride", "uber.eat.order", "get_current_weather"),
     [("uber.ride", {"loc": "2150 Shattuck Ave, Berkeley, CA", "type": "plus", "time": 10})]),
    ("What's the weather like in Boston, MA in fahrenheit?",
     ("get_current_weather", "uber.ride", "get_news_headlines"),
     [("get_current_weather", {"location": "Boston, MA", "unit": "fahrenheit"})]),
    ("Add 'buy milk' to my todo list.", ("todo", "send_email", "calendar_create_event"),
     [("todo", {"type": "add", "content": "buy milk"})]),
    ("Mark the todo 'call the dentist' as done.", ("todo", "calendar_list_events"),
     [("todo", {"type": "complete", "content": "call the dentist"})]),
    ("Email bob@acme.com with the subject 'Lunch' and tell him I'm running late.",
     ("send_email", "todo", "calendar_create_event", "get_user_info"),
     [("send_email", {"to_address": "bob@acme.com", "subject": "Lunch"})]),
    ("Put a meeting called Design review on my calendar at 2027-03-04 15:00 for 45 minutes.",
     ("calendar_create_event", "calendar_list_events", "todo"),
     [("calendar_create_event", {"title": "Design review", "start_time": "2027-03-04 15:00",
                                 "duration_minutes": 45})]),
    ("What do I have on my calendar on 2027-02-14?",
     ("calendar_list_events", "calendar_create_event", "todo"),
     [("calendar_list_events", {"date": "2027-02-14"})]),
    ("Play Shape of You by Ed Sheeran.", ("play_spotify_song", "set_volume",
                                          "get_news_headlines"),
     [("play_spotify_song", {"query": "track:Shape of You artist:Ed Sheeran"})]),
    ("Turn the volume up to 70.", ("set_volume", "play_spotify_song"),
     [("set_volume", {"level": 70})]),
    ("Switch on the air conditioner and set it to 22 degrees.",
     ("ThinQ_Connect", "get_current_weather", "set_timer"),
     [("ThinQ_Connect", {"appliance": "air_conditioner", "operation": "power_on",
                         "target_temperature": 22})]),
    ("Start the washer.", ("ThinQ_Connect", "set_timer"),
     [("ThinQ_Connect", {"appliance": "washer", "operation": "start"})]),
    ("List the files on my D drive.", ("cmd_controller.execute", "github_list_pull_requests"),
     [("cmd_controller.execute", {"command": "dir D:\\"})]),
    ("Top business headlines in Germany, please.",
     ("get_news_headlines", "translate_text", "get_current_weather"),
     [("get_news_headlines", {"country": "DE", "category": "business"})]),
    ("Open an issue in octocat/hello-world titled 'Crash on startup'.",
     ("github_create_issue", "github_list_pull_requests", "send_email"),
     [("github_create_issue", {"repo": "octocat/hello-world", "title": "Crash on startup"})]),
    ("Show me the closed pull requests of torvalds/linux.",
     ("github_list_pull_requests", "github_create_issue"),
     [("github_list_pull_requests", {"repo": "torvalds/linux", "state": "closed"})]),
    ("Translate 'good morning' into Spanish.", ("translate_text", "get_news_headlines"),
     [("translate_text", {"text": "good morning", "target": "es"})]),
    ("Flights from SFO to JFK on 2027-04-10 for 2 people?",
     ("find_flights", "book_flight", "search_hotels"),
     [("find_flights", {"origin": "SFO", "destination": "JFK", "date": "2027-04-10",
                        "passengers": 2})]),
    ("Book flight UA123 on 2027-04-10 for 1 passenger.", ("find_flights", "book_flight"),
     [("book_flight", {"flight_number": "UA123", "date": "2027-04-10", "passengers": 1})]),
    ("Find a hotel in Rome, Italy from 2027-05-01 for 3 nights.",
     ("search_hotels", "find_flights", "get_current_weather"),
     [("search_hotels", {"location": "Rome, Italy", "check_in": "2027-05-01", "nights": 3})]),
    ("Any vegan recipes with chickpeas and spinach?", ("find_recipes", "uber.eat.order"),
     [("find_recipes", {"ingredients": ["chickpeas", "spinach"], "diet": "vegan"})]),
    ("Set a 25 minute timer for the pasta.", ("set_timer", "set_volume",
                                              "calendar_create_event"),
     [("set_timer", {"minutes": 25})]),
    ("What's the CO2 level reported by network N-7781?",
     ("get_sensor_readings", "get_current_weather"),
     [("get_sensor_readings", {"network_id": "N-7781", "metric": "co2"})]),
    ("Order 2 Big Macs from McDonald's on Uber Eats.", ("uber.eat.order", "uber.ride"),
     [("uber.eat.order", {"restaurant": "McDonald's", "items": ["Big Mac"],
                          "quantities": [2]})]),
    ("Look up the user with ID 4521.", ("get_user_info", "send_email", "todo"),
     [("get_user_info", {"user_id": 4521})]),
    ("Delete 'water plants' from my todos.", ("todo", "calendar_create_event"),
     [("todo", {"type": "delete", "content": "water plants"})]),
]
