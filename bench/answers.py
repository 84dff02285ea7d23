"""Answers in prose on the embedded model: does the answer hold what the tool returned?

Not BFCL: 20 everyday requests over the tools of ``parallel_requests.py``, each with the
result its tool returns (whatever the arguments) and the facts a right answer holds
("rain" and "18" for the weather in Paris), written before any was run. Each case runs
two steps of a fresh agent with the default policies: the tool, called as the model fills
it (``tool_choice`` naming it), then the answer (``tool_choice="none"``: the answer stage).
An answer is *right* when it holds every fact (words without case, numbers as numbers:
"1,490" is 1490); *invented* counts answers with a number that neither the request nor
the result holds.

Settings, in one run on one server: ``flat`` (the defaults: the answer stage shows a JSON
object result as ``key: value`` pairs, ``agentnb.stages.result_text``, and an answer
showing trouble is drawn again, ``agentnb.draws``), ``no_draws`` (``answer_draws=0``) and
``json`` (the result's text as the tool returned it). Also counted: answers where a draw
stood, and the model calls of the answer steps. ``--batch second``: 24 more cases, written
before any run with the draws. ``--batch units``: 16 more whose figures carry a unit (a key
``temperature_c``, a ``currency`` beside them, a tool "in kilometres"), written before any
run; also counted there, *wrong_unit*: answers that write the result's figure with another
unit ("142 miles" for ``km: 142``). ``--batch bare``: 16 more, written before any run, whose
tools return a bare number and give its unit in their name and description
(``distance_km``, "Road distance between two cities in kilometres."). ``--batch asked``: 16
more, written before any run, whose request asks for another unit than the result's, with no
converter offered ("..., in miles?" beside a tool in kilometres). ``--batch asked2``: 16
more of that kind, written before any run; also counted, *wrong_unit_before*: answers
naming a wrong unit with "in" before the figure, in its sentence, and none after it.
``--batch conv``: 12 converters' results (``celsius_to_fahrenheit`` returning 77.0),
written before any run. ``--batch keyed``: 16 requests that name a key of the result ("the
temperature" beside ``temperature_c``), whose fact is that key's value, written before any
run. *checked*: how the step's ``check:`` lines (``Step.checks()``, what the user is told to
verify) agree with the facts: wrong answers flagged, right answers flagged (false alarms),
wrong answers not flagged, and how often each sign was named. ``--batch codes``: 16 results
whose number has its unit beside it as a code or word (``{"amount": 86.9, "currency":
"USD"}``), the request naming the unit in words or not at all, written before any run.
``--batch yesno``: 16 yes/no questions, 8 whose result confirms what the request asks about
and 8 whose result does not, written before any run. ``--batch yesno2``: 16 more, and
translations whose result names the language, written before any run. ``--batch yesno3``:
12 more, written before any run. ``--batch rounded``: 16 results
whose figures carry two to four decimals, some requests asking for a rounded figure, written
before any run and before any rule about rounded figures; a fact ``"18|18.4"`` is held by
either form. ``--batch weights``: 12 figures of mass, by a key's unit or the tool's
description, each with the unit words that would misname it (``wrong_unit``), written
after the rule about weights and before any run. ``--batch dates``: 12 results holding ISO
dates, timestamps and 24-hour times, written after the rules about dates in words and
before any run.

    python bench/answers.py [--settings flat,no_draws,json] [--batch first|...|bare]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from typing import Any

from parallel_requests import tool_of

from agentnb import Agent, Tool, stages
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

# (request, tool, its result, the facts a right answer holds)
CASES: list[tuple[str, str, Any, list[str]]] = [
    ("What's the weather in Paris?", "get_weather",
     {"city": "Paris", "temperature_c": 18, "sky": "rain"}, ["18", "rain"]),
    ("Is it sunny in Madrid?", "get_weather",
     {"city": "Madrid", "temperature_c": 31, "sky": "sunny"}, ["sunny"]),
    ("How cold is it in Oslo?", "get_weather",
     {"city": "Oslo", "temperature_c": -4, "sky": "snow"}, ["-4"]),
    ("What's the weather like in Lima?", "get_weather",
     {"city": "Lima", "temperature_c": 22, "sky": "cloudy"}, ["22", "cloudy"]),
    ("Convert 30 USD to EUR.", "convert_currency", {"amount": 27.6, "currency": "EUR"},
     ["27.6"]),
    ("How many yen is 10 dollars?", "convert_currency", {"amount": 1490, "currency": "JPY"},
     ["1490"]),
    ("What's the stock price of AAPL?", "get_stock_price",
     {"symbol": "AAPL", "price": 189.5, "currency": "USD"}, ["189.5"]),
    ("How much is NVDA trading at?", "get_stock_price", {"symbol": "NVDA", "price": 121.3},
     ["121.3"]),
    ("What is the population of Monaco?", "get_population",
     {"country": "Monaco", "population": 38000, "year": 2023}, ["38000"]),
    ("How many people live in Iceland?", "get_population",
     {"country": "Iceland", "population": 390000}, ["390000"]),
    ("Define 'candid'.", "define_word",
     {"word": "candid", "definition": "truthful and straightforward; frank"}, ["truthful"]),
    ("What does 'brevity' mean?", "define_word",
     {"word": "brevity", "definition": "concise and exact use of words"}, ["concise"]),
    ("Translate 'hello' into Italian.", "translate", {"text": "ciao", "language": "Italian"},
     ["ciao"]),
    ("How do you say 'thank you' in German?", "translate",
     {"text": "danke", "language": "German"}, ["danke"]),
    ("What is the factorial of 6?", "factorial", 720, ["720"]),
    ("What's 5 factorial?", "factorial", 120, ["120"]),
    ("Area of a triangle with base 8 and height 6?", "triangle_area", {"area": 24}, ["24"]),
    ("What's the road distance from Lyon to Paris?", "road_distance",
     {"origin": "Lyon", "destination": "Paris", "km": 465}, ["465"]),
    ("How far is Porto from Lisbon by road?", "road_distance", {"km": 313}, ["313"]),
    ("How much does the book 'Dune' cost?", "book_price", {"title": "Dune", "price": 9.5},
     ["9.5"]),
]

# written before any run of it (with the answer draws of agentnb.draws): the same tools,
# other phrasings, yes/no questions, two answers a result gives only by a computation
SECOND: list[tuple[str, str, Any, list[str]]] = [
    ("Tell me the weather in Berlin.", "get_weather",
     {"city": "Berlin", "temperature_c": 9, "sky": "overcast"}, ["9", "overcast"]),
    ("Is it raining in Dublin right now?", "get_weather",
     {"city": "Dublin", "temperature_c": 12, "sky": "rain"}, ["rain"]),
    ("What temperature is it in Cairo?", "get_weather",
     {"city": "Cairo", "temperature_c": 35, "sky": "clear"}, ["35"]),
    ("Do I need a coat in Helsinki today?", "get_weather",
     {"city": "Helsinki", "temperature_c": -11, "sky": "snow"}, ["-11"]),
    ("Change 50 euros into dollars.", "convert_currency", {"amount": 54.2, "currency": "USD"},
     ["54.2"]),
    ("How many pounds do I get for 200 USD?", "convert_currency",
     {"amount": 157.8, "currency": "GBP"}, ["157.8"]),
    ("What is Tesla's share price? The ticker is TSLA.", "get_stock_price",
     {"symbol": "TSLA", "price": 242.1, "currency": "USD"}, ["242.1"]),
    ("Give me the current price of MSFT stock.", "get_stock_price",
     {"symbol": "MSFT", "price": 415.6}, ["415.6"]),
    ("How many people live in Portugal?", "get_population",
     {"country": "Portugal", "population": 10300000}, ["10300000"]),
    ("What's the population of Malta?", "get_population",
     {"country": "Malta", "population": 535000, "year": 2023}, ["535000"]),
    ("What does 'ephemeral' mean?", "define_word",
     {"word": "ephemeral", "definition": "lasting for a very short time"}, ["short"]),
    ("Give me the definition of 'verbose'.", "define_word",
     {"word": "verbose", "definition": "using more words than needed"}, ["words"]),
    ("Translate 'good night' into Spanish.", "translate",
     {"text": "buenas noches", "language": "Spanish"}, ["buenas noches"]),
    ("What is 'cat' in French?", "translate", {"text": "chat", "language": "French"},
     ["chat"]),
    ("Compute 7 factorial.", "factorial", 5040, ["5040"]),
    ("What's the factorial of 4?", "factorial", 24, ["24"]),
    ("What is the area of a triangle with a base of 10 and a height of 3?", "triangle_area",
     {"area": 15}, ["15"]),
    ("A triangle has base 12 cm and height 5 cm. What is its area?", "triangle_area",
     {"area": 30}, ["30"]),
    ("How long is the drive from Madrid to Barcelona?", "road_distance",
     {"origin": "Madrid", "destination": "Barcelona", "km": 621}, ["621"]),
    ("Distance by road between Berlin and Hamburg?", "road_distance", {"km": 289}, ["289"]),
    ("What's the price of the book 'Emma'?", "book_price", {"title": "Emma", "price": 7.25},
     ["7.25"]),
    ("How much is 'Ulysses' to buy?", "book_price", {"title": "Ulysses", "price": 12.99},
     ["12.99"]),
    ("How much would two copies of 'Persuasion' cost?", "book_price",
     {"title": "Persuasion", "price": 8}, ["16"]),
    ("What is the road distance from Lille to Paris and back?", "road_distance",
     {"origin": "Lille", "destination": "Paris", "km": 225}, ["450"]),
]

# written 12-04 before any run of it: results whose numbers carry a unit (in a key's name,
# a "currency" beside them, or the tool's own text), and for each the unit words that would
# misname the result's figure (``wrong_unit`` counts answers writing one beside it)
UNITS: list[tuple[str, str, Any, list[str]]] = [
    ("What's the weather in Rome?", "get_weather",
     {"city": "Rome", "temperature_c": 24, "sky": "clear"}, ["24"]),
    ("How warm is it in Athens?", "get_weather",
     {"city": "Athens", "temperature_c": 29, "sky": "sunny"}, ["29"]),
    ("What's the temperature in Boston right now?", "get_weather",
     {"city": "Boston", "temperature_f": 50, "sky": "windy"}, ["50"]),
    ("How hot is it in Phoenix?", "get_weather",
     {"city": "Phoenix", "temperature_f": 104, "sky": "clear"}, ["104"]),
    ("Weather in Reykjavik?", "get_weather",
     {"city": "Reykjavik", "temperature_c": -2, "sky": "snow"}, ["-2"]),
    ("Convert 40 USD to EUR.", "convert_currency", {"amount": 36.8, "currency": "EUR"},
     ["36.8"]),
    ("How many pounds is 100 euros?", "convert_currency", {"amount": 85.9, "currency": "GBP"},
     ["85.9"]),
    ("Change 20 GBP into yen.", "convert_currency", {"amount": 3790, "currency": "JPY"},
     ["3790"]),
    ("Convert 15 dollars to euros.", "convert_currency", {"amount": 13.8, "currency": "EUR"},
     ["13.8"]),
    ("What's the road distance from Milan to Turin?", "road_distance", {"km": 142}, ["142"]),
    ("How far is Denver from Dallas by road?", "road_distance", {"miles": 794}, ["794"]),
    ("Distance by road from Ghent to Bruges?", "road_distance",
     {"origin": "Ghent", "destination": "Bruges", "km": 50}, ["50"]),
    ("Road distance from Seville to Cordoba?", "road_distance", {"distance_km": 143},
     ["143"]),
    ("How much does 'Dune' cost?", "book_price",
     {"title": "Dune", "price": 9.5, "currency": "GBP"}, ["9.5"]),
    ("Price of MSFT stock?", "get_stock_price",
     {"symbol": "MSFT", "price": 415.6, "currency": "USD"}, ["415.6"]),
    ("What is one share of NVDA worth?", "get_stock_price",
     {"symbol": "NVDA", "price": 121.3, "currency": "USD"}, ["121.3"]),
]
# the words that misname each UNITS case's figure, in the same order
WRONG_UNITS: list[list[str]] = [
    ["fahrenheit", "°f"], ["fahrenheit", "°f"], ["celsius", "°c"], ["celsius", "°c"],
    ["fahrenheit", "°f"],
    ["dollars", "usd", "$", "pounds", "gbp", "£"], ["euros", "eur", "€", "dollars", "$", "usd"],
    ["pounds", "gbp", "£", "dollars", "$", "usd"], ["dollars", "usd", "$"],
    ["miles"], ["km", "kilometres", "kilometers"], ["miles"], ["miles"],
    ["dollars", "usd", "$", "euros", "eur", "€"], ["euros", "eur", "€", "pounds", "£", "cents"],
    ["euros", "eur", "€", "pounds", "£", "cents"],
]

# written 12-04 before any run of it, after the units batch showed few misnamed units where
# a key names the unit: bare numbers from tools whose name and description give the unit
# (``follow_ups.py``'s runs wrote "465.0 miles" after ``get_distance_km``'s 465.0)
BARE_TOOLS: dict[str, tuple[str, dict[str, Any]]] = {
    "parcel_weight": ("A parcel's weight and postage.", {"tracking": {"type": "string"}}),
    "luggage_lb": ("Weight of a suitcase in pounds.", {"bag": {"type": "string"}}),
    "recipe_amount": ("An ingredient's amount in a recipe.",
                      {"ingredient": {"type": "string"}}),
    "child_weight": ("A child's growth record.", {"child": {"type": "string"}}),
    "product_weight_kg": ("A product's weight in kilograms.", {"product": {"type": "string"}}),
    "pet_weight_lb": ("Weight of a pet in pounds.", {"pet": {"type": "string"}}),
    "distance_km": ("Road distance between two cities in kilometres.",
                    {"origin": {"type": "string"}, "destination": {"type": "string"}}),
    "price_usd": ("Price of an item in US dollars.", {"item": {"type": "string"}}),
    "temperature_c": ("Current temperature of a city in degrees Celsius.",
                      {"city": {"type": "string"}}),
    "flight_miles": ("Flight distance between two airports in miles.",
                     {"origin": {"type": "string"}, "destination": {"type": "string"}}),
    "fare_eur": ("Train fare between two cities in euros.",
                 {"origin": {"type": "string"}, "destination": {"type": "string"}}),
    "rent_gbp": ("Average monthly rent of a flat in a city, in pounds sterling.",
                 {"city": {"type": "string"}}),
    # converters (the conv batch)
    "celsius_to_fahrenheit": ("Convert a temperature from Celsius to Fahrenheit.",
                              {"celsius": {"type": "number"}}),
    "fahrenheit_to_celsius": ("Convert a temperature from Fahrenheit to Celsius.",
                              {"fahrenheit": {"type": "number"}}),
    "km_to_miles": ("Convert kilometres to miles.", {"km": {"type": "number"}}),
    "miles_to_km": ("Convert miles to kilometres.", {"miles": {"type": "number"}}),
    "usd_to_eur": ("Convert an amount in US dollars to euros.", {"amount": {"type": "number"}}),
    "eur_to_gbp": ("Convert an amount in euros to pounds sterling.",
                   {"amount": {"type": "number"}}),
    # the dates batch
    "next_moon": ("Date of the next moon phase.", {"phase": {"type": "string"}}),
    "invoice_due": ("An invoice and its due date.", {"invoice_id": {"type": "string"}}),
    "shipment": ("Shipping record of a package.", {"package_id": {"type": "string"}}),
    "event_start": ("An event and its start.", {"event": {"type": "string"}}),
    "opening_hours": ("Opening hours of a place.", {"place": {"type": "string"}}),
    "appointment": ("The next appointment of a kind.", {"kind": {"type": "string"}}),
    "person_facts": ("Facts about a person.", {"person": {"type": "string"}}),
    "holiday_date": ("Date of a holiday.", {"holiday": {"type": "string"}}),
    "timetable": ("Next departure from a station.", {"station": {"type": "string"}}),
    "queue_position": ("A parcel's place in the delivery queue.",
                       {"tracking": {"type": "string"}}),
}
BARE: list[tuple[str, str, Any, list[str]]] = [
    ("How far is Paris from Lyon by road?", "distance_km", 465.0, ["465"]),
    ("What's the road distance between Rome and Naples?", "distance_km", 226.0, ["226"]),
    ("Driving distance from Madrid to Valencia?", "distance_km", 356.0, ["356"]),
    ("How much is a sandwich?", "price_usd", 6.5, ["6.5"]),
    ("What does a coffee cost?", "price_usd", 4.5, ["4.5"]),
    ("Price of a bicycle?", "price_usd", 320.0, ["320"]),
    ("How warm is it in Oslo right now?", "temperature_c", -3, ["-3"]),
    ("Temperature in Cairo?", "temperature_c", 31, ["31"]),
    ("What's the temperature in Lima?", "temperature_c", 19, ["19"]),
    ("How long is the flight from JFK to LAX?", "flight_miles", 2475, ["2475"]),
    ("Flight distance from London to New York?", "flight_miles", 3451, ["3451"]),
    ("How much is the train from Paris to Brussels?", "fare_eur", 89.0, ["89"]),
    ("Train fare from Berlin to Munich?", "fare_eur", 149.9, ["149.9"]),
    ("Average rent in Manchester?", "rent_gbp", 1150, ["1150"]),
    ("How much is a flat to rent in Leeds each month?", "rent_gbp", 950, ["950"]),
    ("What's the road distance from Lisbon to Porto?", "distance_km", 313.0, ["313"]),
]
_MONEY = {"usd": ["dollars", "usd", "$"], "eur": ["euros", "eur", "€"],
          "gbp": ["pounds", "gbp", "£"]}
WRONG_BARE: list[list[str]] = [
    ["miles"], ["miles"], ["miles"],
    *[[*_MONEY["eur"], *_MONEY["gbp"], "cents"]] * 3,
    *[["fahrenheit", "°f"]] * 3,
    *[["km", "kilometres", "kilometers"]] * 2,
    *[[*_MONEY["usd"], *_MONEY["gbp"], "cents"]] * 2,
    *[[*_MONEY["usd"], *_MONEY["eur"], "pence"]] * 2,
    ["miles"],
]

# written 12-04 before any run of it, after the bare batch showed none misnamed: the
# request asks for another unit than the one the result gives, and no converter is offered
# ("How far is Paris from Lyon by road, in miles?" with a tool in kilometres); a right
# answer gives the result's figure in its own unit
ASKED: list[tuple[str, str, Any, list[str]]] = [
    ("How far is Paris from Lyon by road, in miles?", "distance_km", 465.0, ["465"]),
    ("Road distance from Rome to Naples in miles?", "distance_km", 226.0, ["226"]),
    ("How much is a sandwich in euros?", "price_usd", 6.5, ["6.5"]),
    ("What does a coffee cost in pounds?", "price_usd", 4.5, ["4.5"]),
    ("How warm is it in Oslo, in Fahrenheit?", "temperature_c", -3, ["-3"]),
    ("Temperature in Cairo in Fahrenheit?", "temperature_c", 31, ["31"]),
    ("How long is the flight from JFK to LAX in kilometres?", "flight_miles", 2475,
     ["2475"]),
    ("Train fare from Berlin to Munich in dollars?", "fare_eur", 149.9, ["149.9"]),
    ("Average rent in Manchester, in euros?", "rent_gbp", 1150, ["1150"]),
    ("What's the weather in Rome in Fahrenheit?", "get_weather",
     {"city": "Rome", "temperature_c": 24, "sky": "clear"}, ["24"]),
    ("How many miles is it by road from Milan to Turin?", "road_distance", {"km": 142},
     ["142"]),
    ("Price of MSFT stock in euros?", "get_stock_price",
     {"symbol": "MSFT", "price": 415.6, "currency": "USD"}, ["415.6"]),
    ("How hot is it in Phoenix in Celsius?", "get_weather",
     {"city": "Phoenix", "temperature_f": 104, "sky": "clear"}, ["104"]),
    ("What does 'Dune' cost in dollars?", "book_price",
     {"title": "Dune", "price": 9.5, "currency": "GBP"}, ["9.5"]),
    ("Driving distance from Madrid to Valencia in miles?", "distance_km", 356.0, ["356"]),
    ("How much is the train from Paris to Brussels in pounds?", "fare_eur", 89.0, ["89"]),
]
WRONG_ASKED: list[list[str]] = [
    ["miles"], ["miles"], ["euros", "eur", "€"], ["pounds", "gbp", "£"],
    ["fahrenheit", "°f"], ["fahrenheit", "°f"], ["km", "kilometres", "kilometers"],
    ["dollars", "usd", "$"], ["euros", "eur", "€"], ["fahrenheit", "°f"], ["miles"],
    ["euros", "eur", "€"], ["celsius", "°c"], ["dollars", "usd", "$"], ["miles"],
    ["pounds", "gbp", "£"],
]

# written 12-04 before any run of it, after reading the asked batch's answers, where the
# unit asked for also stood before the figure ("The road distance from Rome to Naples in
# miles is 226."): 16 more of the same kind; ``wrong_unit_before`` counts answers naming a
# wrong unit with "in ..." before the figure in its sentence, no unit word after it
ASKED2: list[tuple[str, str, Any, list[str]]] = [
    ("How far is it from Leeds to York by road in miles?", "distance_km", 40.0, ["40"]),
    ("What's the driving distance from Nice to Monaco, in miles please?", "distance_km",
     21.0, ["21"]),
    ("Cost of a bagel in euros?", "price_usd", 3.25, ["3.25"]),
    ("How much is a taxi ride in pounds?", "price_usd", 18.0, ["18"]),
    ("Current temperature in Madrid in Fahrenheit?", "temperature_c", 28, ["28"]),
    ("What's it like in Warsaw right now, in Fahrenheit?", "temperature_c", 7, ["7"]),
    ("How many kilometres is the flight from Boston to Miami?", "flight_miles", 1258,
     ["1258"]),
    ("In kilometres, how long is the flight from Denver to Seattle?", "flight_miles", 1024,
     ["1024"]),
    ("Train fare from Rome to Florence in dollars?", "fare_eur", 45.5, ["45.5"]),
    ("Ticket price from Lyon to Marseille by train, in pounds?", "fare_eur", 62.0, ["62"]),
    ("Rent for a flat in Bristol in dollars?", "rent_gbp", 1400, ["1400"]),
    ("Monthly rent in Glasgow, in euros?", "rent_gbp", 875, ["875"]),
    ("What's the temperature in Vienna in Fahrenheit?", "get_weather",
     {"city": "Vienna", "temperature_c": 16, "sky": "cloudy"}, ["16"]),
    ("How many miles by road from Bonn to Cologne?", "road_distance", {"km": 27}, ["27"]),
    ("How much is AAPL stock in pounds?", "get_stock_price",
     {"symbol": "AAPL", "price": 189.5, "currency": "USD"}, ["189.5"]),
    ("Price of the book 'Emma' in euros?", "book_price",
     {"title": "Emma", "price": 7.25, "currency": "GBP"}, ["7.25"]),
]
WRONG_ASKED2: list[list[str]] = [
    ["miles"], ["miles"], ["euros", "eur", "€"], ["pounds", "gbp", "£"],
    ["fahrenheit", "°f"], ["fahrenheit", "°f"], ["km", "kilometres", "kilometers"],
    ["km", "kilometres", "kilometers"], ["dollars", "usd", "$"], ["pounds", "gbp", "£"],
    ["dollars", "usd", "$"], ["euros", "eur", "€"], ["fahrenheit", "°f"], ["miles"],
    ["pounds", "gbp", "£"], ["euros", "eur", "€"],
]

# written 12-04 before any run of it: a converter's result, in the unit it converts to
# (the demo eval's "The temperature in Tokyo is 77 degrees Celsius." after
# ``celsius_to_fahrenheit`` returned 77.0)
CONV: list[tuple[str, str, Any, list[str]]] = [
    ("Convert 25 degrees Celsius to Fahrenheit.", "celsius_to_fahrenheit", 77.0, ["77"]),
    ("What is 30 °C in Fahrenheit?", "celsius_to_fahrenheit", 86.0, ["86"]),
    ("Turn 10 degrees Celsius into Fahrenheit.", "celsius_to_fahrenheit", 50.0, ["50"]),
    ("What's 100 °F in Celsius?", "fahrenheit_to_celsius", 37.8, ["37.8"]),
    ("Convert 50 Fahrenheit to Celsius.", "fahrenheit_to_celsius", 10.0, ["10"]),
    ("How many miles is 42 km?", "km_to_miles", 26.1, ["26.1"]),
    ("Convert 100 kilometres to miles.", "km_to_miles", 62.1, ["62.1"]),
    ("How many km is 26.2 miles?", "miles_to_km", 42.2, ["42.2"]),
    ("Convert 5 miles to kilometres.", "miles_to_km", 8.0, ["8"]),
    ("What's 40 US dollars in euros?", "usd_to_eur", 36.8, ["36.8"]),
    ("Convert 250 USD to EUR.", "usd_to_eur", 230.0, ["230"]),
    ("How many pounds is 80 euros?", "eur_to_gbp", 68.6, ["68.6"]),
]
WRONG_CONV: list[list[str]] = [
    *[["celsius", "°c"]] * 3, *[["fahrenheit", "°f"]] * 2,
    *[["km", "kilometres", "kilometers"]] * 2, *[["miles"]] * 2,
    *[["dollars", "usd", "$"]] * 2, ["euros", "eur", "€"],
]

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


# written before any run of it, with a check of the value a request asks for by its key's
# name (agentnb.draws.asked_values): each request names a key of the result ("the
# temperature" beside temperature_c); the fact is that key's value: --batch keyed
KEYED: list[tuple[str, str, Any, list[str]]] = [
    ("What's the temperature in Cairo?", "get_weather",
     {"city": "Cairo", "temperature_c": 31, "sky": "sunny"}, ["31"]),
    ("Temperature in Helsinki right now?", "get_weather",
     {"city": "Helsinki", "temperature_c": -7, "sky": "snow"}, ["-7"]),
    ("What is the sky like over Dublin?", "get_weather",
     {"city": "Dublin", "temperature_c": 12, "sky": "drizzle"}, ["drizzle"]),
    ("What's the current temperature in Nairobi?", "get_weather",
     {"city": "Nairobi", "temperature_c": 24, "sky": "clear"}, ["24"]),
    ("Price of a TSLA share?", "get_stock_price",
     {"symbol": "TSLA", "price": 248.9, "currency": "USD"}, ["248.9"]),
    ("What's MSFT's price today?", "get_stock_price", {"symbol": "MSFT", "price": 415.2},
     ["415.2"]),
    ("What's the population of Malta?", "get_population",
     {"country": "Malta", "population": 520000, "year": 2023}, ["520000"]),
    ("Population of Luxembourg, please.", "get_population",
     {"country": "Luxembourg", "population": 660000}, ["660000"]),
    ("What's the definition of 'laconic'?", "define_word",
     {"word": "laconic", "definition": "using very few words"}, ["few words"]),
    ("Give me the definition of 'verbose'.", "define_word",
     {"word": "verbose", "definition": "using more words than needed"}, ["more words"]),
    ("What's the area of a triangle with base 10 and height 7?", "triangle_area",
     {"area": 35}, ["35"]),
    ("Triangle area for base 12, height 5?", "triangle_area", {"area": 30}, ["30"]),
    ("What's the price of the book 'Emma'?", "book_price", {"title": "Emma", "price": 7.25},
     ["7.25"]),
    ("Book price of 'Ulysses'?", "book_price", {"title": "Ulysses", "price": 14.0}, ["14"]),
    ("How much is 50 EUR in USD? Give me the amount.", "convert_currency",
     {"amount": 54.3, "currency": "USD"}, ["54.3"]),
    ("What amount of yen do I get for 20 dollars?", "convert_currency",
     {"amount": 2980, "currency": "JPY"}, ["2980"]),
]


# written 12-04 before any run of it, and before the rule it tests was written: results
# whose number has its unit beside it as a code or word (a "currency" or "unit" key), the
# request naming the unit in words or not at all; an answer holding the unit alone shows
# nothing of the result
CODES: list[tuple[str, str, Any, list[str]]] = [
    ("How many dollars is 80 euros?", "convert_currency",
     {"amount": 86.9, "currency": "USD"}, ["86.9"]),
    ("Turn 500 Swedish kronor into euros.", "convert_currency",
     {"amount": 44.1, "currency": "EUR"}, ["44.1"]),
    ("I have 40 pounds. How many yen is that?", "convert_currency",
     {"amount": 7620, "currency": "JPY"}, ["7620"]),
    ("What do 1,000 rupees come to in dollars?", "convert_currency",
     {"amount": 12.0, "currency": "USD"}, ["12"]),
    ("Swap 75 Canadian dollars for euros, please.", "convert_currency",
     {"amount": 50.6, "currency": "EUR"}, ["50.6"]),
    ("What does one Amazon share cost?", "get_stock_price",
     {"symbol": "AMZN", "price": 186.4, "currency": "USD"}, ["186.4"]),
    ("How much is a share of Siemens?", "get_stock_price",
     {"symbol": "SIE", "price": 171.8, "currency": "EUR"}, ["171.8"]),
    ("What's the share price of Toyota?", "get_stock_price",
     {"symbol": "7203", "price": 2890, "currency": "JPY"}, ["2890"]),
    ("How much is the book 'Middlemarch'?", "book_price",
     {"title": "Middlemarch", "price": 11.5, "currency": "GBP"}, ["11.5"]),
    ("What does 'Don Quixote' cost?", "book_price",
     {"title": "Don Quixote", "price": 13.2, "currency": "EUR"}, ["13.2"]),
    ("How far is Madrid from Seville by road?", "road_distance",
     {"distance": 531, "unit": "km"}, ["531"]),
    ("Road distance between Boston and New York?", "road_distance",
     {"distance": 215, "unit": "miles"}, ["215"]),
    ("How far is it from Munich to Vienna by car?", "road_distance",
     {"distance": 435, "unit": "kilometres"}, ["435"]),
    ("How warm is it in Athens?", "get_weather",
     {"city": "Athens", "temperature": 27, "unit": "celsius", "sky": "clear"}, ["27"]),
    ("How cold is it in Montreal?", "get_weather",
     {"city": "Montreal", "temperature": 14, "unit": "fahrenheit", "sky": "snow"}, ["14"]),
    ("How hot is it in Phoenix today?", "get_weather",
     {"city": "Phoenix", "temperature": 41, "unit": "celsius", "sky": "sunny"}, ["41"]),
]


# written 12-04 before any run of it, and before any rule for yes/no questions: 8 whose
# result confirms what the request asks about ("Is it snowing in Oslo?" after "snow") and 8
# whose result does not; the fact is the result's value the question is about. Yes or no
# answers are also read by hand (the fact misses a bare "Yes.")
YESNO: list[tuple[str, str, Any, list[str]]] = [
    ("Is it snowing in Oslo?", "get_weather",
     {"city": "Oslo", "temperature_c": -3, "sky": "snow"}, ["snow"]),
    ("Is the sky clear over Lisbon today?", "get_weather",
     {"city": "Lisbon", "temperature_c": 21, "sky": "clear"}, ["clear"]),
    ("Is it cloudy in Hamburg?", "get_weather",
     {"city": "Hamburg", "temperature_c": 11, "sky": "cloudy"}, ["cloudy"]),
    ("Is 'gracias' the Spanish for 'thank you'?", "translate",
     {"text": "gracias", "language": "Spanish"}, ["gracias"]),
    ("Does 'brief' mean short in time?", "define_word",
     {"word": "brief", "definition": "short in time"}, ["short"]),
    ("Is it foggy in London this morning?", "get_weather",
     {"city": "London", "temperature_c": 8, "sky": "fog"}, ["fog"]),
    ("Is it sunny in Seville right now?", "get_weather",
     {"city": "Seville", "temperature_c": 33, "sky": "sunny"}, ["sunny"]),
    ("Is it raining in Bergen?", "get_weather",
     {"city": "Bergen", "temperature_c": 7, "sky": "rain"}, ["rain"]),
    ("Is it raining in Cairo?", "get_weather",
     {"city": "Cairo", "temperature_c": 34, "sky": "clear"}, ["clear"]),
    ("Is it snowing in Rome?", "get_weather",
     {"city": "Rome", "temperature_c": 16, "sky": "cloudy"}, ["cloudy"]),
    ("Is the sky clear in Bergen?", "get_weather",
     {"city": "Bergen", "temperature_c": 7, "sky": "rain"}, ["rain"]),
    ("Is it sunny in Glasgow today?", "get_weather",
     {"city": "Glasgow", "temperature_c": 10, "sky": "overcast"}, ["overcast"]),
    ("Does 'loquacious' mean quiet?", "define_word",
     {"word": "loquacious", "definition": "tending to talk a great deal"}, ["talk"]),
    ("Is 'hola' the French for 'hello'?", "translate",
     {"text": "bonjour", "language": "French"}, ["bonjour"]),
    ("Is it hot in Reykjavik?", "get_weather",
     {"city": "Reykjavik", "temperature_c": 2, "sky": "snow"}, ["2"]),
    ("Is it freezing in Bangkok?", "get_weather",
     {"city": "Bangkok", "temperature_c": 32, "sky": "sunny"}, ["32"]),
]


# written 12-04 before any run of it, after reading yesno's answers with the first rule for
# confirmed requests (checks.confirms) and before the second: yes/no questions and requests
# whose result echoes an input in another form ("German" for a language the call gave as a
# code)
YESNO2: list[tuple[str, str, Any, list[str]]] = [
    ("Is the sky overcast in Brussels?", "get_weather",
     {"city": "Brussels", "temperature_c": 9, "sky": "overcast"}, ["overcast"]),
    ("Is it clear in Athens tonight?", "get_weather",
     {"city": "Athens", "temperature_c": 19, "sky": "clear"}, ["clear"]),
    ("Is it windy in Chicago?", "get_weather",
     {"city": "Chicago", "temperature_c": 15, "sky": "windy"}, ["windy"]),
    ("Is it snowing in Denver today?", "get_weather",
     {"city": "Denver", "temperature_c": -2, "sky": "snow"}, ["snow"]),
    ("Is it raining in Galway?", "get_weather",
     {"city": "Galway", "temperature_c": 10, "sky": "rain"}, ["rain"]),
    ("Is 'gato' the Spanish for 'cat'?", "translate",
     {"text": "gato", "language": "Spanish"}, ["gato"]),
    ("How do you say 'cat' in Italian?", "translate",
     {"text": "gatto", "language": "Italian"}, ["gatto"]),
    ("Translate 'good morning' into German.", "translate",
     {"text": "guten Morgen", "language": "German"}, ["guten Morgen"]),
    ("Say 'thank you' in Japanese.", "translate",
     {"text": "arigatou", "language": "Japanese"}, ["arigatou"]),
    ("Is it raining in Phoenix?", "get_weather",
     {"city": "Phoenix", "temperature_c": 38, "sky": "sunny"}, ["sunny"]),
    ("Is it snowing in Miami?", "get_weather",
     {"city": "Miami", "temperature_c": 29, "sky": "humid"}, ["humid"]),
    ("Is 'ciao' the German for 'hello'?", "translate",
     {"text": "hallo", "language": "German"}, ["hallo"]),
    ("Does 'verbose' mean brief?", "define_word",
     {"word": "verbose", "definition": "using more words than needed"}, ["more words"]),
    ("Is it cold in Dubai?", "get_weather",
     {"city": "Dubai", "temperature_c": 36, "sky": "sunny"}, ["36"]),
    ("Is the sky clear in Manchester?", "get_weather",
     {"city": "Manchester", "temperature_c": 11, "sky": "rain"}, ["rain"]),
    ("Is it sunny in Oslo?", "get_weather",
     {"city": "Oslo", "temperature_c": -6, "sky": "snow"}, ["snow"]),
]


# written 12-04 before any run of it, after reading yesno2's answers with the first rule
# for confirmed requests and before a third: yes/no questions on translations (whose result
# names the language the call may have given as a code) and on the weather
YESNO3: list[tuple[str, str, Any, list[str]]] = [
    ("Is 'merci' the French for 'thanks'?", "translate",
     {"text": "merci", "language": "French"}, ["merci"]),
    ("Is 'hallo' the Dutch for 'hello'?", "translate",
     {"text": "hallo", "language": "Dutch"}, ["hallo"]),
    ("Is 'obrigado' the Italian for 'thank you'?", "translate",
     {"text": "grazie", "language": "Italian"}, ["grazie"]),
    ("Is 'danke' the Swedish for 'thanks'?", "translate",
     {"text": "tack", "language": "Swedish"}, ["tack"]),
    ("Is 'hej' the Danish for 'hi'?", "translate",
     {"text": "hej", "language": "Danish"}, ["hej"]),
    ("Is 'konnichiwa' the Korean for 'hello'?", "translate",
     {"text": "annyeong", "language": "Korean"}, ["annyeong"]),
    ("Is it hailing in Zurich?", "get_weather",
     {"city": "Zurich", "temperature_c": 4, "sky": "hail"}, ["hail"]),
    ("Is it misty in Edinburgh?", "get_weather",
     {"city": "Edinburgh", "temperature_c": 6, "sky": "mist"}, ["mist"]),
    ("Is it stormy in Tampa?", "get_weather",
     {"city": "Tampa", "temperature_c": 27, "sky": "storm"}, ["storm"]),
    ("Is it clear in Perth?", "get_weather",
     {"city": "Perth", "temperature_c": 24, "sky": "cloudy"}, ["cloudy"]),
    ("Is it raining in Lima?", "get_weather",
     {"city": "Lima", "temperature_c": 19, "sky": "fog"}, ["fog"]),
    ("Does 'candid' mean frank?", "define_word",
     {"word": "candid", "definition": "frank"}, ["frank"]),
]

# written before any run of it and before any rule about rounded figures: results whose
# figures carry two to four decimals, some requests asking for a rounded figure; a fact
# "a|b" is held by either form (the figure as given, or rounded as a person would)
ROUNDED: list[tuple[str, str, Any, list[str]]] = [
    ("What's the temperature in Paris?", "get_weather",
     {"city": "Paris", "temperature_c": 18.4, "sky": "rain"}, ["18|18.4"]),
    ("Roughly how warm is it in Rome?", "get_weather",
     {"city": "Rome", "temperature_c": 23.7, "sky": "sunny"}, ["24|23.7"]),
    ("How cold is it in Oslo, to the nearest degree?", "get_weather",
     {"city": "Oslo", "temperature_c": -3.6, "sky": "snow"}, ["-4"]),
    ("What's the weather in Dublin?", "get_weather",
     {"city": "Dublin", "temperature_c": 11.8, "sky": "rain"}, ["12|11.8", "rain"]),
    ("Convert 30 USD to EUR.", "convert_currency", {"amount": 27.6384, "currency": "EUR"},
     ["27.64|27.6384"]),
    ("About how many euros is 30 dollars?", "convert_currency",
     {"amount": 27.6384, "currency": "EUR"}, ["28|27.6|27.64|27.6384"]),
    ("How many yen is 10 dollars?", "convert_currency",
     {"amount": 1490.53, "currency": "JPY"}, ["1491|1490.5|1490.53"]),
    ("Convert 200 GBP to USD, rounded to whole dollars.", "convert_currency",
     {"amount": 253.8799, "currency": "USD"}, ["254"]),
    ("Price of a TSLA share?", "get_stock_price",
     {"symbol": "TSLA", "price": 248.937, "currency": "USD"}, ["248.94|248.937"]),
    ("How much is AAPL trading at, roughly?", "get_stock_price",
     {"symbol": "AAPL", "price": 189.4963}, ["189|189.5|189.50|189.4963"]),
    ("How far is Lille from Paris by road?", "road_distance", {"km": 225.4},
     ["225|225.4"]),
    ("Road distance from Madrid to Lisbon, in whole kilometres?", "road_distance",
     {"km": 625.37}, ["625"]),
    ("Area of a triangle with base 7.3 and height 4.1?", "triangle_area", {"area": 14.965},
     ["14.97|14.965"]),
    ("Area of a triangle with base 5.5 and height 3.3, approximately?", "triangle_area",
     {"area": 9.075}, ["9|9.1|9.08|9.075"]),
    ("How much does the book 'Dune' cost?", "book_price",
     {"title": "Dune", "price": 9.499}, ["9.5|9.50|9.499"]),
    ("Price of the book 'Emma', to the nearest dollar?", "book_price",
     {"title": "Emma", "price": 7.62}, ["8"]),
]

# written after the rule about weights (agentnb.units, 9ee3c16) and before any run of it:
# figures of mass, by a key's unit or the tool's description, and the unit words that
# would misname each
WEIGHTS: list[tuple[str, str, Any, list[str]]] = [
    ("How heavy is parcel Z9?", "parcel_weight", {"tracking": "Z9", "weight_kg": 2.4},
     ["2.4"]),
    ("What does my suitcase weigh?", "luggage_lb", 48.5, ["48.5"]),
    ("How much flour is in the recipe?", "recipe_amount",
     {"ingredient": "flour", "grams": 500}, ["500"]),
    ("How much does baby Mia weigh?", "child_weight", {"child": "Mia", "weight_lb": 15.2},
     ["15.2"]),
    ("How much cheese does the recipe use?", "recipe_amount",
     {"ingredient": "cheese", "weight_oz": 8}, ["8"]),
    ("How heavy is a bag of rice?", "product_weight_kg", 5, ["5"]),
    ("Weight of parcel Q7?", "parcel_weight",
     {"tracking": "Q7", "weight_kg": 1.5, "price_gbp": 4.2}, ["1.5"]),
    ("How heavy is the laptop?", "product_weight_kg", 1.9, ["1.9"]),
    ("How much sugar goes in the cake?", "recipe_amount",
     {"ingredient": "sugar", "grams": 250}, ["250"]),
    ("What does the dog weigh?", "pet_weight_lb", 34.0, ["34"]),
    ("How heavy is the bike?", "product_weight_kg", 11.2, ["11.2"]),
    ("What's the weight of the cat?", "pet_weight_lb", 9.5, ["9.5"]),
]
# written 12-04 after the rules about dates and hours in words and ordinals
# (``agentnb.forms.dated``) and before any run of it: results holding ISO dates, timestamps
# and 24-hour times; a fact "a|b" is held in any of the forms listed
DATES: list[tuple[str, str, Any, list[str]]] = [
    ("When is the next full moon?", "next_moon", {"phase": "full", "date": "2026-12-24"},
     ["2026-12-24|december 24|24 december|dec 24|24th"]),
    ("When is invoice INV-3 due?", "invoice_due", {"invoice_id": "INV-3", "due": "2027-01-15"},
     ["2027-01-15|january 15|15 january|jan 15|15th"]),
    ("When did package P-40 ship?", "shipment", {"package_id": "P-40", "shipped": "2026-11-30"},
     ["2026-11-30|november 30|30 november|nov 30|30th"]),
    ("When does the webinar start?", "event_start",
     {"event": "webinar", "starts": "2026-12-08T15:00:00Z"},
     ["15:00|3 pm|3:00 pm|3pm|3 in the afternoon"]),
    ("What time does the pharmacy close?", "opening_hours",
     {"place": "pharmacy", "closes": "21:00"}, ["21:00|9 pm|9:00 pm|9pm|9 in the evening"]),
    ("What time does the bakery open?", "opening_hours", {"place": "bakery", "opens": "07:30"},
     ["07:30|7:30"]),
    ("When is my eye exam?", "appointment",
     {"kind": "eye exam", "date": "2027-04-06", "time": "14:00"},
     ["2027-04-06|april 6|6 april|apr 6|6th", "14:00|2 pm|2:00 pm|2pm"]),
    ("When was Ada born?", "person_facts", {"person": "Ada", "born": "1990-07-04"},
     ["1990-07-04|july 4|4 july|4th of july"]),
    ("When is Easter next year?", "holiday_date", {"holiday": "Easter", "date": "2027-03-28"},
     ["2027-03-28|march 28|28 march|28th"]),
    ("When does the last tram leave?", "timetable",
     {"station": "last tram", "next_departure": "01:15"}, ["01:15|1:15"]),
    ("Where is parcel Q-7 in the queue?", "queue_position",
     {"tracking": "Q-7", "position": 3}, ["3"]),
    ("When does the show start?", "event_start",
     {"event": "show", "starts": "2026-12-19T20:00:00"},
     ["20:00|8 pm|8:00 pm|8pm|8 in the evening"]),
]

_KG, _LB = ["pounds", "lbs", "lb", "ounces", "oz", "grams"], ["kg", "kgs", "kilograms", "kilos",
                                                              "grams", "ounces"]
WRONG_WEIGHTS: list[list[str]] = [
    _KG, _LB, ["ounces", "oz", "pounds", "lbs", "kg", "kilograms"], _LB,
    ["grams", "kg", "kilograms", "pounds", "lbs"], _KG, _KG, _KG,
    ["ounces", "oz", "pounds", "lbs", "kg", "kilograms"], _LB, _KG, _LB,
]


def numbers(text: str) -> set[float]:
    return {float(n.replace(",", "")) for n in _NUMBER.findall(text)}


def holds(answer: str, fact: str) -> bool:
    """Whether ``answer`` holds ``fact``; ``"18|18.4"``: either."""
    if "|" in fact:
        return any(holds(answer, f) for f in fact.split("|"))
    if _NUMBER.fullmatch(fact):
        return float(fact) in numbers(answer)
    return fact.lower() in answer.lower()


def bare_tool(name: str, result: Any) -> Tool:
    """The tool ``name`` of ``BARE_TOOLS``, returning ``result``."""
    description, props = BARE_TOOLS[name]
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": list(props)},
                            fn=lambda **kw: result)


def misnamed(answer: str, fact: str, wrong: list[str]) -> bool:
    """Whether ``answer`` writes the figure ``fact`` with one of the ``wrong`` unit words
    within three words after it ("142 miles", "24 degrees Fahrenheit") or a wrong sign
    right before it ("$36.8")."""
    value = float(fact)
    for m in _NUMBER.finditer(answer):
        if float(m.group().replace(",", "")) != value:
            continue
        after = answer[m.end():].lower().replace("°", " °").split()[:3]
        before = answer[:m.start()].rstrip()[-1:]
        if any(w.strip(".,;:!?()") in wrong for w in after) or (before and before in wrong):
            return True
    return False


UNIT_WORDS = {w for lists in (WRONG_UNITS, WRONG_BARE, WRONG_ASKED, WRONG_ASKED2, WRONG_CONV,
                              WRONG_WEIGHTS) for words in lists for w in words} | {"celsius", "°c"}


def misnamed_before(answer: str, fact: str, wrong: list[str]) -> bool:
    """Whether ``answer`` writes the figure ``fact`` with no unit word in the three words
    after it, while its sentence names a ``wrong`` unit with "in" before it, no other number
    between ("The road distance from Rome to Naples in miles is 226.")."""
    value = float(fact)
    for m in _NUMBER.finditer(answer):
        if float(m.group().replace(",", "")) != value or misnamed(answer[m.start():], fact,
                                                                   wrong):
            continue
        after = answer[m.end():].lower().replace("°", " °").split()[:3]
        if any(w.strip(".,;:!?()") in UNIT_WORDS for w in after):
            continue
        sentence = re.split(r"[.!?;\n]\s", answer[:m.start()])[-1].lower()
        last = [x for x in re.finditer(r"\bin (?:degrees )?([a-z°$€£]+)", sentence)]
        if last and last[-1].group(1) in wrong and not _NUMBER.search(
                sentence[last[-1].end():]):
            return True
    return False


def run_setting(model: OpenAICompatModel, setting: str, cases: list[Any],
                wrong_units: list[list[str]] | None = None, show: bool = False
                ) -> dict[str, Any]:
    shown = stages.result_text
    if setting == "json":
        stages.result_text = str  # the result's text as the tool returned it
    draws = 0 if setting == "no_draws" else 3
    right = invented = answered = drawn = calls = wrong_unit = wrong_before = 0
    flagged: dict[str, int] = {"wrong": 0, "right": 0, "wrong_unflagged": 0}
    signs: dict[str, int] = {}
    seconds: list[float] = []
    try:
        for i, (request, name, result, facts) in enumerate(cases):
            run = Agent(model, [bare_tool(name, result) if name in BARE_TOOLS else
                                tool_of(name, lambda _r=result, **kw: _r)], decision_mode="json",
                        max_steps=3, answer_draws=draws).start(request, save_to=False)
            run.step(tool_choice=name)
            t0 = time.perf_counter()
            step = run.step(tool_choice="none")
            seconds.append(time.perf_counter() - t0)
            calls += 1 + len(step.stages)
            drawn += bool((step.request or {}).get("sampling"))
            answer = run.answer or ""
            answered += bool(answer)
            ok = all(holds(answer, f) for f in facts)
            right += ok
            checks = step.checks()  # what the step tells the user to verify
            flagged["right" if ok else "wrong"] += bool(checks)
            flagged["wrong_unflagged"] += not ok and not checks
            for sign in ("unsupported", "misnamed", "unused", "left_out"):
                signs[sign] = signs.get(sign, 0) + bool(getattr(step, sign))
            if show:  # one line a case, on stderr: the figures stay one JSON line
                print(json.dumps({"setting": setting, "request": request, "answer": answer,
                                  "right": ok, "check": checks}), file=sys.stderr)
            invented += bool(numbers(answer) - numbers(request) - numbers(json.dumps(result)))
            if wrong_units is not None:
                wrong_unit += misnamed(answer, facts[0], wrong_units[i])
                wrong_before += misnamed_before(answer, facts[0], wrong_units[i])
    finally:
        stages.result_text = shown
    return {"bench": "answers", "setting": setting, "cases": len(cases), "answered": answered,
            "right": right, "invented_numbers": invented, "a_draw_stood": drawn,
            **({"wrong_unit": wrong_unit, "wrong_unit_before": wrong_before}
               if wrong_units is not None else {}),
            "checked": {"flagged_wrong": flagged["wrong"], "flagged_right": flagged["right"],
                        "wrong_unflagged": flagged["wrong_unflagged"], "by_sign": signs},
            "model_calls": calls, "answer_seconds": round(statistics.mean(seconds), 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--settings", default="flat,no_draws")
    parser.add_argument("--batch", default="first",
                        choices=["first", "second", "units", "bare", "asked", "asked2",
                                 "conv", "keyed", "codes", "yesno", "yesno2", "yesno3",
                                 "rounded", "weights", "dates"])
    parser.add_argument("--show", action="store_true",
                        help="print each case's answer and check: lines on stderr")
    args = parser.parse_args()
    cases = {"first": CASES, "second": SECOND, "units": UNITS, "bare": BARE,
             "asked": ASKED, "asked2": ASKED2, "conv": CONV, "keyed": KEYED,
             "codes": CODES, "yesno": YESNO,
             "yesno2": YESNO2, "yesno3": YESNO3, "rounded": ROUNDED,
             "weights": WEIGHTS, "dates": DATES}[args.batch]
    wrong = {"units": WRONG_UNITS, "bare": WRONG_BARE, "asked": WRONG_ASKED,
             "asked2": WRONG_ASKED2, "conv": WRONG_CONV,
             "weights": WRONG_WEIGHTS}.get(args.batch)
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for setting in args.settings.split(","):
            figures = run_setting(model, setting, cases, wrong, args.show)
            print(json.dumps({**figures, "batch": args.batch}), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
