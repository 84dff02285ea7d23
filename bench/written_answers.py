"""Answers written as a larger model writes them: what the step's ``check:`` lines say.

No model, not BFCL. Larger models than the embedded one seldom copy "18.4" or "27.6384"
digit for digit: they write "about 18°C", "27.64 EUR", "roughly 28 euros". Each case is a
request, its tool's result (decimals), an answer written here as such a model writes it,
and whether the answer is right (it gives the result's figure, exactly or rounded as a
person would read it; a number near it that is no rounding of it, an echo of the request's
own number, or no figure at all is wrong). The cases were written and committed before any
change to the checks they measure, and include ones no rule about rounding can pass (a
figure in millions, "about 1,500" for 1490.53): they stay flagged, and count.

Each case runs the real step on a scripted model (its replies are the fill and the answer
written here, JSON mode, ``answer_draws=0``, one call a step), so the ``check:`` lines come from the
default policies as a user sees them. Printed: right answers flagged (false alarms: the
user is told to verify a right answer, and with draws on the model is sampled three more
times), wrong answers flagged and not flagged, and how often each sign was named.

``--batch rounded`` (committed as ``rounded_answers.py``, its first batch): the 45 above.
``--batch rounded2`` (committed as its ``--batch second``): 35 more, written after the first
rule about rounded figures and before any run of it (other tools and phrasings, and traps:
a near figure that is no rounding, the request's own number, a scale word on the wrong
figure, a list's numbers). ``--batch forms``: 40 values written in another form than the
result's (a code's underscores as spaces, a fraction as a percentage, a 24-hour time on a
12-hour clock, an ISO date in words, part of a quoted definition, a count in words, a
temperature below zero in words), written before any run and before any rule about them.
``--batch forms2``: 30 more of these kinds, written after the first rules about them
(``agentnb.forms``) and before any run of it. ``--batch forms3``: 16 times and ISO
timestamps, written after reading forms2's two false alarms and before any rule about them
and any run of it. ``--batch forms4``: 12 timestamps, written after reading forms3's two
false alarms and before any rule about them and any run of it. ``--batch mass``: 21
figures of mass and of money in pounds, each written with its unit or another, written
before any rule about weights and any run of it. ``--batch forms5``: 10 hours in words
("noon", "midnight"), written before any rule about them and any run of it. ``--batch
dates`` (``written_dates.py``): 35 dates and hours in words ("December 24th", "9 in the
evening"), written before any rule about them and any run of it; ``--batch dates2``: 30
more, written after the first rules about them and before any run of it; ``--batch
dates3``: 20 more, written after reading dates2 and the rules that followed, before any
run of it. ``--batch echoes``: 19 results that give back the call's own argument under a
key the request names ("my plan" beside ``"plan": "basic"``), written before any rule
about them and any run of it; ``--batch echoes2``: 14 more, written after the rule and
before any run of it. ``--batch weekdays``: 20 weekdays written beside a date, right or
wrong by the calendar, written before any rule about them and any run of it;
``--batch weekdays2``: 12 more, written after the rule and before any run of it.
``--batch forms6``: 14 weekday abbreviations and codes written with an article between
their words, written after the rules about them and before any run of it. ``--batch
kinds``: 14 figures of a result written with a unit of another kind ("costs 4.2 kg"),
written after that rule was settled and before it was written down and any run of it.
``--batch converted`` and ``converted2`` (``written_units.py``): a result's figure written
in another unit of its kind ("about 65°F" for 18.4 °C, "4 hours 50 minutes" for 290
minutes), written before any rule about converted figures and any run of them.
``--batch worded`` and ``worded2``: a duration written in words ("an hour and a half" for
90 minutes, "two weeks" for 14 days), written after the rule about converted figures and
before any rule about figures in words and any run of them. ``--batch counts`` and
``counts2``: counts of thirteen to ninety-nine in words ("twenty-four seats"), written
before any rule about them and any run of them. ``--batch greetings`` and ``greetings2``:
answers after a dated result ending with a wish naming a weekday ("Have a lovely
Sunday!"), written before any rule about them and any run of them. ``--batch speeds`` and
``speeds2``: a wind's or a vehicle's speed written in its unit or converted ("about 12 mph"
for ``wind_kmh: 20``), written before any rule about speeds and any run of them.
``--batch sizes``, ``sizes2``, ``volumes`` and ``volumes2``: data sizes and volumes written
in their unit or converted ("about 2.4 MB" for 2,400,000 bytes, "about 13 gallons" for 50
litres), written before any rule about them and any run of them. ``--batch pounds`` and
``pounds2``: weights written in words in pounds ("a pound and a half"), written before any
rule about them and any run of them. ``--batch tempkeys`` and ``tempkeys2``: temperatures
under a key with no "temp" in it (``high_c``, ``oven_f``), written before any rule about
them and any run of them. ``--batch ones`` and ``ones2``: a count of 1 written "one" ("one
seat left"), written before any rule about it and any run of them. ``--batch derived`` and
``derived2``: a difference or a sum of two of a result's figures ("3°C warmer" for 18 and
15 °C), written before any rule about them and any run of them. ``--batch percents`` and
``percents2``: a change between two of a result's figures in percent ("rose about 1.4%"),
written before any rule about it and any run of them. ``--batch reversed`` and
``reversed2``: a status code of two words written the other way round ("a failed payment"
for ``payment_failed``), written before any rule about it and any run of them.
``--batch listed`` and ``listed2``: the records a result lists counted in digits ("I found
3 hotels"), written before any rule about it and any run of them. ``--batch totals`` and
``totals2``: a sum or a mean of three figures of one quantity ("390 euros in total",
"highs average 12°C"), written before any rule about them and any run of them.
``--batch onlyone`` and ``onlyone2``: "one" after "only", "just" or "exactly" with no noun
after it ("Only one is left."), written before any rule about it and any run of them.
``--batch endone`` and ``endone2``: "one" with nothing after it but a mark ("Bo has
one."), written before any rule about it and any run of them. ``--batch subset`` and
``subset2``: a count of some of a list's records ("2 of the 3 hotels have a pool"),
written before any rule about it and any run of them. ``--batch pbase`` and ``pbase2``:
the base of a change in percent named by other words than "than" and "from" ("compared
with Bo", "below Q1"), written before any rule about it and any run of them.
``--batch zones`` and ``zones2``: a timestamp's time on the clock of a zone the answer
names ("4 PM Paris time" for ``15:00Z``), written before any rule about it and any run
of them; ``zones3``: such a time beside the date it falls on there, written before any
rule pairing them. ``--batch epochs`` and ``epochs2``: a Unix timestamp ("sunrise":
1796456520) on a named zone's clock, written before any rule about it and any run of them.

    python bench/written_answers.py [--batch rounded|...|kinds|converted] [--show]
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
import sys
from typing import Any

from parallel_requests import tool_of
from written_dates import (
    CODES,
    CODES2,
    DATES,
    DATES2,
    DATES3,
    ECHOES,
    ECHOES2,
    EPOCHS,
    EPOCHS2,
    FORMS6,
    KINDS,
    LONE,
    LONE2,
    RANGES,
    RANGES2,
    RELATIVE,
    RELATIVE2,
    TOOLS,
    WEEKDAYS,
    WEEKDAYS2,
    ZONES,
    ZONES2,
    ZONES3,
)
from written_units import (
    CONVERTED,
    CONVERTED2,
    COUNTS,
    COUNTS2,
    DERIVED,
    DERIVED2,
    ENDONE,
    ENDONE2,
    GREETINGS,
    GREETINGS2,
    LISTED,
    LISTED2,
    ONES,
    ONES2,
    ONLYONE,
    ONLYONE2,
    PBASE,
    PBASE2,
    PERCENTS,
    PERCENTS2,
    POUNDS,
    POUNDS2,
    REVERSED,
    REVERSED2,
    SIZES,
    SIZES2,
    SPEEDS,
    SPEEDS2,
    SUBSET,
    SUBSET2,
    TEMPKEYS,
    TEMPKEYS2,
    TOTALS,
    TOTALS2,
    UNIT_TOOLS,
    VOLUMES,
    VOLUMES2,
    WORDED,
    WORDED2,
)

from agentnb import Agent, Tool
from agentnb.testing import ScriptedModel

# (request, tool, its arguments, its result, the answer, right)
CASES: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    # the weather: a temperature with one decimal
    ("What's the temperature in Paris?", "get_weather", {"location": "Paris"},
     {"location": "Paris", "temperature_c": 18.4, "sky": "rain"},
     "It's about 18°C and raining in Paris.", True),
    ("What's the temperature in Paris?", "get_weather", {"location": "Paris"},
     {"location": "Paris", "temperature_c": 18.4, "sky": "rain"},
     "It's 18.4°C with rain in Paris.", True),
    ("How warm is it in Rome?", "get_weather", {"location": "Rome"},
     {"location": "Rome", "temperature_c": 23.7, "sky": "sunny"},
     "Rome is at around 24 degrees.", True),
    ("How cold is it in Oslo?", "get_weather", {"location": "Oslo"},
     {"location": "Oslo", "temperature_c": -3.6, "sky": "snow"},
     "It's about -4°C in Oslo.", True),
    ("How warm is it in Madrid?", "get_weather", {"location": "Madrid"},
     {"location": "Madrid", "temperature_c": 31.2, "sky": "clear"},
     "It is 30 degrees in Madrid.", False),
    ("How cold is it in Helsinki?", "get_weather", {"location": "Helsinki"},
     {"location": "Helsinki", "temperature_c": -11.4, "sky": "snow"},
     "It's roughly -11 degrees in Helsinki.", True),
    ("What's the temperature in Cairo?", "get_weather", {"location": "Cairo"},
     {"location": "Cairo", "temperature_c": 34.5, "sky": "sunny"},
     "It's about 35°C in Cairo.", True),
    ("What's the temperature in Cairo?", "get_weather", {"location": "Cairo"},
     {"location": "Cairo", "temperature_c": 34.5, "sky": "sunny"},
     "It's about 43°C in Cairo.", False),
    ("Is it warmer than 20 degrees in Athens?", "get_weather", {"location": "Athens"},
     {"location": "Athens", "temperature_c": 22.6, "sky": "clear"},
     "Yes, it's about 23°C in Athens.", True),
    ("Is it above 20 degrees in Lyon?", "get_weather", {"location": "Lyon"},
     {"location": "Lyon", "temperature_c": 19.6, "sky": "cloudy"},
     "Yes, it's about 20 degrees in Lyon.", False),
    ("What's the temperature in Dublin?", "get_weather", {"location": "Dublin"},
     {"location": "Dublin", "temperature_c": 11.8, "sky": "rain"},
     "Dublin is at about 12 degrees.", True),
    ("What's the temperature in Paris?", "get_weather", {"location": "Paris"},
     {"location": "Paris", "temperature_c": 18.4, "sky": "rain"},
     "I cannot check the weather right now.", False),
    # money: amounts with two to four decimals
    ("Convert 30 USD to EUR.", "convert_currency",
     {"amount": 30, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 27.6384, "currency": "EUR"}, "30 USD is about 27.64 EUR.", True),
    ("Convert 30 USD to EUR.", "convert_currency",
     {"amount": 30, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 27.6384, "currency": "EUR"}, "30 USD comes to roughly 28 euros.", True),
    ("Convert 30 USD to EUR.", "convert_currency",
     {"amount": 30, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 27.6384, "currency": "EUR"},
     "The results provide a conversion of 30 USD to EUR.", False),
    ("Convert 10 USD to EUR.", "convert_currency",
     {"amount": 10, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 9.62, "currency": "EUR"}, "10 USD is about 10 EUR.", False),
    ("How many yen is 10 dollars?", "convert_currency",
     {"amount": 10, "from_currency": "USD", "to_currency": "JPY"},
     {"amount": 1490.53, "currency": "JPY"}, "10 dollars is about 1,491 yen.", True),
    ("How many yen is 10 dollars?", "convert_currency",
     {"amount": 10, "from_currency": "USD", "to_currency": "JPY"},
     {"amount": 1490.53, "currency": "JPY"}, "10 dollars is about 1,500 yen.", True),
    ("Change 50 euros into dollars.", "convert_currency",
     {"amount": 50, "from_currency": "EUR", "to_currency": "USD"},
     {"amount": 54.237, "currency": "USD"}, "50 euros is about 54 dollars.", True),
    ("Change 50 euros into dollars.", "convert_currency",
     {"amount": 50, "from_currency": "EUR", "to_currency": "USD"},
     {"amount": 54.237, "currency": "USD"}, "50 euros is about 45 dollars.", False),
    ("Convert 200 GBP to USD.", "convert_currency",
     {"amount": 200, "from_currency": "GBP", "to_currency": "USD"},
     {"amount": 253.8799, "currency": "USD"}, "200 GBP is 253.88 USD.", True),
    ("Convert 200 GBP to USD.", "convert_currency",
     {"amount": 200, "from_currency": "GBP", "to_currency": "USD"},
     {"amount": 253.8799, "currency": "USD"}, "200 GBP is 258.88 USD.", False),
    ("Convert 200 GBP to USD.", "convert_currency",
     {"amount": 200, "from_currency": "GBP", "to_currency": "USD"},
     {"amount": 253.8799, "currency": "USD"}, "200 GBP is about $254.", True),
    ("How much is 5 EUR in GBP?", "convert_currency",
     {"amount": 5, "from_currency": "EUR", "to_currency": "GBP"},
     {"amount": 4.31, "currency": "GBP"}, "5 EUR is about 4 GBP.", True),
    ("How much is 5 EUR in GBP?", "convert_currency",
     {"amount": 5, "from_currency": "EUR", "to_currency": "GBP"},
     {"amount": 4.31, "currency": "GBP"},
     "1. convert_currency(5, EUR, GBP)\n2. Return the amount.", False),
    # distances
    ("How far is Lille from Paris by road?", "road_distance",
     {"origin": "Lille", "destination": "Paris"}, {"km": 225.4},
     "It's about 225 km by road.", True),
    ("How far is Lille from Paris by road?", "road_distance",
     {"origin": "Lille", "destination": "Paris"}, {"km": 225.4},
     "It's about 252 km by road.", False),
    ("Road distance from Rome to Naples?", "road_distance",
     {"origin": "Rome", "destination": "Naples"}, {"km": 226.8},
     "The drive is around 227 kilometres.", True),
    ("Road distance from Madrid to Lisbon?", "road_distance",
     {"origin": "Madrid", "destination": "Lisbon"}, {"km": 625.37},
     "Roughly 625 km.", True),
    # share prices
    ("Price of a TSLA share?", "get_stock_price", {"symbol": "TSLA"},
     {"symbol": "TSLA", "price": 248.937, "currency": "USD"}, "TSLA trades at $248.94.", True),
    ("Price of a TSLA share?", "get_stock_price", {"symbol": "TSLA"},
     {"symbol": "TSLA", "price": 248.937, "currency": "USD"}, "TSLA trades at about $249.",
     True),
    ("Price of a TSLA share?", "get_stock_price", {"symbol": "TSLA"},
     {"symbol": "TSLA", "price": 248.937, "currency": "USD"}, "TSLA trades at $284.94.",
     False),
    ("How much is NVDA trading at?", "get_stock_price", {"symbol": "NVDA"},
     {"symbol": "NVDA", "price": 121.3}, "NVDA is at $121.30.", True),
    ("How much is AAPL?", "get_stock_price", {"symbol": "AAPL"},
     {"symbol": "AAPL", "price": 189.4963}, "Apple is trading at $189.50.", True),
    ("How much is AAPL?", "get_stock_price", {"symbol": "AAPL"},
     {"symbol": "AAPL", "price": 189.4963}, "Apple is trading at $198.50.", False),
    # populations
    ("What's the population of Malta?", "get_population", {"country": "Malta"},
     {"country": "Malta", "population": 535064, "year": 2023},
     "Malta has about 535,000 people.", True),
    ("What's the population of Malta?", "get_population", {"country": "Malta"},
     {"country": "Malta", "population": 535064, "year": 2023},
     "Malta had 535,064 people in 2023.", True),
    ("How many people live in Portugal?", "get_population", {"country": "Portugal"},
     {"country": "Portugal", "population": 10379007},
     "Portugal has about 10.4 million people.", True),
    ("How many people live in Portugal?", "get_population", {"country": "Portugal"},
     {"country": "Portugal", "population": 10379007},
     "Portugal has about 1.4 million people.", False),
    # computed figures
    ("Area of a triangle with base 7.3 and height 4.1?", "triangle_area",
     {"base": 7.3, "height": 4.1}, {"area": 14.965}, "The area is about 14.97.", True),
    ("Area of a triangle with base 7.3 and height 4.1?", "triangle_area",
     {"base": 7.3, "height": 4.1}, {"area": 14.965}, "The area is about 15.", True),
    ("Area of a triangle with base 7.3 and height 4.1?", "triangle_area",
     {"base": 7.3, "height": 4.1}, {"area": 14.965}, "The area is 29.93.", False),
    ("What is the factorial of 10?", "factorial", {"n": 10}, 3628800,
     "10! is 3,628,800.", True),
    ("Book price of 'Dune'?", "book_price", {"title": "Dune"},
     {"title": "Dune", "price": 9.499}, "'Dune' costs $9.50.", True),
    ("Book price of 'Dune'?", "book_price", {"title": "Dune"},
     {"title": "Dune", "price": 9.499}, "'Dune' costs $9.", False),
]

# written after the first rule about rounded figures (units.same_number, checks.uses) and
# before any run of it: other tools, other phrasings, and traps (a near figure that is no
# rounding, the request's own number, a scale word on the wrong figure)
SECOND: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("Weather in Vienna?", "get_weather", {"location": "Vienna"},
     {"location": "Vienna", "temperature_c": 14.26, "sky": "overcast"},
     "Vienna: overcast, around 14 degrees.", True),
    ("How hot is it in Seville?", "get_weather", {"location": "Seville"},
     {"location": "Seville", "temperature_c": 38.7, "sky": "clear"},
     "It's nearly 39°C in Seville.", True),
    ("How hot is it in Seville?", "get_weather", {"location": "Seville"},
     {"location": "Seville", "temperature_c": 38.7, "sky": "clear"},
     "It's nearly 37°C in Seville.", False),
    ("How cold is Reykjavik right now?", "get_weather", {"location": "Reykjavik"},
     {"location": "Reykjavik", "temperature_c": -12.35},
     "Reykjavik is at about -12.4°C.", True),
    ("How cold is Reykjavik right now?", "get_weather", {"location": "Reykjavik"},
     {"location": "Reykjavik", "temperature_c": -12.35},
     "Reykjavik is at about 12°C.", False),
    ("Is it below 15 degrees in Bern?", "get_weather", {"location": "Bern"},
     {"location": "Bern", "temperature_c": 15.3, "sky": "rain"},
     "Yes, it's about 15 degrees in Bern.", False),
    ("Is it below 15 degrees in Bern?", "get_weather", {"location": "Bern"},
     {"location": "Bern", "temperature_c": 15.3, "sky": "rain"},
     "No, it's 15.3 degrees in Bern.", True),
    ("Convert 120 CAD to EUR.", "convert_currency",
     {"amount": 120, "from_currency": "CAD", "to_currency": "EUR"},
     {"amount": 81.4467, "currency": "EUR"}, "120 CAD is roughly 81.45 EUR.", True),
    ("Convert 120 CAD to EUR.", "convert_currency",
     {"amount": 120, "from_currency": "CAD", "to_currency": "EUR"},
     {"amount": 81.4467, "currency": "EUR"}, "120 CAD is roughly 120 EUR.", False),
    ("Convert 120 CAD to EUR.", "convert_currency",
     {"amount": 120, "from_currency": "CAD", "to_currency": "EUR"},
     {"amount": 81.4467, "currency": "EUR"}, "120 CAD is roughly 84.45 EUR.", False),
    ("How many rupees for 75 dollars?", "convert_currency",
     {"amount": 75, "from_currency": "USD", "to_currency": "INR"},
     {"amount": 6263.18, "currency": "INR"}, "75 dollars is about 6,263 rupees.", True),
    ("How many rupees for 75 dollars?", "convert_currency",
     {"amount": 75, "from_currency": "USD", "to_currency": "INR"},
     {"amount": 6263.18, "currency": "INR"}, "75 dollars is about 6,300 rupees.", True),
    ("How many rupees for 75 dollars?", "convert_currency",
     {"amount": 75, "from_currency": "USD", "to_currency": "INR"},
     {"amount": 6263.18, "currency": "INR"}, "75 dollars is about 6,200 rupees.", False),
    ("How many rupees for 75 dollars?", "convert_currency",
     {"amount": 75, "from_currency": "USD", "to_currency": "INR"},
     {"amount": 6263.18, "currency": "INR"}, "75 dollars is about 75 rupees.", False),
    ("What's 1000 yen in dollars?", "convert_currency",
     {"amount": 1000, "from_currency": "JPY", "to_currency": "USD"},
     {"amount": 6.71, "currency": "USD"}, "1000 yen is about $6.70.", False),
    ("What's 1000 yen in dollars?", "convert_currency",
     {"amount": 1000, "from_currency": "JPY", "to_currency": "USD"},
     {"amount": 6.71, "currency": "USD"}, "1000 yen is about $6.71.", True),
    ("Driving distance from Munich to Vienna?", "road_distance",
     {"origin": "Munich", "destination": "Vienna"}, {"km": 434.62},
     "It is about 435 km.", True),
    ("Driving distance from Munich to Vienna?", "road_distance",
     {"origin": "Munich", "destination": "Vienna"}, {"km": 434.62},
     "It is about 434.6 km.", True),
    ("Driving distance from Munich to Vienna?", "road_distance",
     {"origin": "Munich", "destination": "Vienna"}, {"km": 434.62},
     "It is about 443 km.", False),
    ("Road distance from Berlin to Prague?", "road_distance",
     {"origin": "Berlin", "destination": "Prague"}, {"km": 349.9},
     "Roughly 350 km by road.", True),
    ("What does a share of MSFT cost?", "get_stock_price", {"symbol": "MSFT"},
     {"symbol": "MSFT", "price": 415.627, "currency": "USD"},
     "A share of MSFT costs about $415.63.", True),
    ("What does a share of MSFT cost?", "get_stock_price", {"symbol": "MSFT"},
     {"symbol": "MSFT", "price": 415.627, "currency": "USD"},
     "A share of MSFT costs about $416.", True),
    ("What does a share of MSFT cost?", "get_stock_price", {"symbol": "MSFT"},
     {"symbol": "MSFT", "price": 415.627, "currency": "USD"},
     "A share of MSFT costs about $451.", False),
    ("Population of Norway?", "get_population", {"country": "Norway"},
     {"country": "Norway", "population": 5474360},
     "Norway has about 5.5 million people.", True),
    ("Population of Norway?", "get_population", {"country": "Norway"},
     {"country": "Norway", "population": 5474360},
     "Norway has about 5.4 million people.", False),
    ("Population of Norway?", "get_population", {"country": "Norway"},
     {"country": "Norway", "population": 5474360},
     "Norway has about 5,470,000 people.", True),
    ("Population of Norway?", "get_population", {"country": "Norway"},
     {"country": "Norway", "population": 5474360},
     "Norway has about 5 thousand people.", False),
    ("Population of Estonia?", "get_population", {"country": "Estonia"},
     {"country": "Estonia", "population": 1365884},
     "Estonia has about 1.37 million inhabitants.", True),
    ("Area of a triangle with base 9.2 and height 6.7?", "triangle_area",
     {"base": 9.2, "height": 6.7}, {"area": 30.82}, "Its area is about 30.8.", True),
    ("Area of a triangle with base 9.2 and height 6.7?", "triangle_area",
     {"base": 9.2, "height": 6.7}, {"area": 30.82}, "Its area is about 61.6.", False),
    ("Area of a triangle with base 9.2 and height 6.7?", "triangle_area",
     {"base": 9.2, "height": 6.7}, {"area": 30.82}, "Its area is about 9.2 by 6.7.",
     False),
    ("Price of the book 'Ulysses'?", "book_price", {"title": "Ulysses"},
     {"title": "Ulysses", "price": 12.345}, "'Ulysses' is $12.35.", True),
    ("Price of the book 'Ulysses'?", "book_price", {"title": "Ulysses"},
     {"title": "Ulysses", "price": 12.345}, "'Ulysses' is $12.", True),
    ("Price of the book 'Ulysses'?", "book_price", {"title": "Ulysses"},
     {"title": "Ulysses", "price": 12.345}, "'Ulysses' is $13.", False),
    ("Price of the book 'Ulysses'?", "book_price", {"title": "Ulysses"},
     {"title": "Ulysses", "price": 12.345},
     "1. Find the book.\n2. Return its price.\n12. Done.", False),
]

# tools of the forms batches beyond those of parallel_requests.py: name -> (description,
# its one string parameter)
FORM_TOOLS: dict[str, tuple[str, str]] = {
    "get_order_status": ("Status of an order.", "order_id"),
    "get_parcel_status": ("Delivery status of a parcel.", "tracking"),
    "get_ticket": ("A support ticket and its state.", "ticket_id"),
    "get_forecast": ("Tomorrow's forecast for a city.", "location"),
    "get_stock_change": ("Today's change of a stock's price, as a fraction.", "symbol"),
    "get_battery": ("Battery level of a device, as a fraction.", "device"),
    "get_time": ("Local time in a city.", "city"),
    "get_timetable": ("Today's timetable of a station.", "station"),
    "get_moon": ("Date of the next moon phase.", "phase"),
    "get_invoice": ("An invoice: its amount and due date.", "invoice_id"),
    "get_shipment": ("Shipping record of a package.", "package_id"),
    "get_team": ("Facts about a sports team.", "team"),
    "get_planet": ("Facts about a planet.", "planet"),
    "get_flight": ("Seats and times of a flight.", "flight"),
    "get_server": ("Health of a server.", "host"),
    "get_account": ("A bank account's balance and rate.", "account"),
    "get_result": ("Election result of a candidate.", "candidate"),
    "get_hours": ("Opening hours of a place.", "place"),
    "get_appointment": ("The next appointment of a kind.", "kind"),
    "get_sale": ("A store's current sale.", "store"),
    "get_company": ("Facts about a company.", "company"),
    "get_hotel": ("Rooms of a hotel.", "hotel"),
    "get_event": ("An event and its start.", "event"),
    "get_sun": ("Sunrise and sunset in a city.", "city"),
    "get_parking": ("A parking session in a zone.", "zone"),
    "get_alarm": ("The last time an alarm went off.", "alarm"),
    "get_parcel": ("A parcel's weight and postage.", "tracking"),
    "get_luggage": ("Weight of a suitcase in pounds.", "bag"),
    "get_ingredient": ("An ingredient's amount in a recipe.", "ingredient"),
    "get_growth": ("A child's growth record.", "child"),
    "get_postage": ("Postage price in pounds sterling.", "city"),
    "get_product": ("A product's weight in kilograms.", "product"),
    **TOOLS,
    **UNIT_TOOLS,
}

# written before any run of it and before any rule about these forms: values a larger
# model writes in another form than the result's (a code's underscores as spaces, a
# fraction as a percentage, a 24-hour time on a 12-hour clock, an ISO date in words, part of
# a quoted definition, a count in words, a temperature below zero in words), each with a
# wrong answer beside some
FORMS: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("Where is my order 5521?", "get_order_status", {"order_id": "5521"},
     {"order_id": "5521", "status": "in_transit"}, "Your order 5521 is in transit.", True),
    ("Where is my order 5521?", "get_order_status", {"order_id": "5521"},
     {"order_id": "5521", "status": "in_transit"}, "Your order 5521 has been delivered.",
     False),
    ("Where is my order 5521?", "get_order_status", {"order_id": "5521"},
     {"order_id": "5521", "status": "in_transit"}, "Your order 5521 is in_transit.", True),
    ("Is my parcel AB12 delivered?", "get_parcel_status", {"tracking": "AB12"},
     {"tracking": "AB12", "status": "out_for_delivery"},
     "Not yet: it is out for delivery today.", True),
    ("Is my parcel AB12 delivered?", "get_parcel_status", {"tracking": "AB12"},
     {"tracking": "AB12", "status": "out_for_delivery"},
     "Yes, it was delivered yesterday.", False),
    ("What's the sky like in Leeds?", "get_weather", {"location": "Leeds"},
     {"location": "Leeds", "sky": "partly_cloudy", "temperature_c": 14},
     "It's partly cloudy in Leeds.", True),
    ("Status of ticket 881?", "get_ticket", {"ticket_id": "881"},
     {"ticket_id": "881", "state": "waiting-on-customer"},
     "Ticket 881 is waiting on the customer.", True),
    ("How humid is it in Miami?", "get_weather", {"location": "Miami"},
     {"location": "Miami", "humidity": 0.82, "temperature_c": 29},
     "Humidity in Miami is 82%.", True),
    ("How humid is it in Miami?", "get_weather", {"location": "Miami"},
     {"location": "Miami", "humidity": 0.82, "temperature_c": 29},
     "Humidity in Miami is 28%.", False),
    ("Will it rain in Bergen tomorrow?", "get_forecast", {"location": "Bergen"},
     {"location": "Bergen", "rain_probability": 0.35},
     "There's a 35% chance of rain in Bergen tomorrow.", True),
    ("Will it rain in Bergen tomorrow?", "get_forecast", {"location": "Bergen"},
     {"location": "Bergen", "rain_probability": 0.35},
     "There's a 65% chance of rain in Bergen tomorrow.", False),
    ("How much did AAPL move today?", "get_stock_change", {"symbol": "AAPL"},
     {"symbol": "AAPL", "change": 0.0153}, "AAPL is up 1.53% today.", True),
    ("How much did AAPL move today?", "get_stock_change", {"symbol": "AAPL"},
     {"symbol": "AAPL", "change": 0.0153}, "AAPL is up 15.3% today.", False),
    ("What's the battery level of my phone?", "get_battery", {"device": "phone"},
     {"device": "phone", "level": 0.4}, "Your phone is at 40 percent.", True),
    ("What's the battery level of my laptop?", "get_battery", {"device": "laptop"},
     {"device": "laptop", "level": 0.4}, "Your laptop is at 4 percent.", False),
    ("What time is it in Tokyo?", "get_time", {"city": "Tokyo"}, "14:40",
     "It's 2:40 PM in Tokyo.", True),
    ("What time is it in Tokyo?", "get_time", {"city": "Tokyo"}, "14:40",
     "It's 4:40 PM in Tokyo.", False),
    ("What time is it in Tokyo?", "get_time", {"city": "Tokyo"}, "14:40",
     "It's 14:40 in Tokyo.", True),
    ("What time is it in Lima?", "get_time", {"city": "Lima"},
     {"city": "Lima", "time": "09:05"}, "It's 9:05 in the morning in Lima.", True),
    ("What time is it in Delhi?", "get_time", {"city": "Delhi"},
     {"city": "Delhi", "time": "23:15"}, "It is 11:15 p.m. in Delhi.", True),
    ("What time is it in Delhi?", "get_time", {"city": "Delhi"},
     {"city": "Delhi", "time": "23:15"}, "It is 11:15 a.m. in Delhi.", False),
    ("When does the last train leave Central?", "get_timetable", {"station": "Central"},
     {"station": "Central", "last_departure": "00:30"},
     "The last train leaves at 12:30 AM.", True),
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"},
     "The next full moon is on December 24, 2026.", True),
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"},
     "The next full moon is on December 14, 2026.", False),
    ("When is invoice INV-7 due?", "get_invoice", {"invoice_id": "INV-7"},
     {"invoice_id": "INV-7", "due": "2027-01-05", "amount": 120.5},
     "Invoice INV-7 is due on 5 January 2027.", True),
    ("When is invoice INV-7 due?", "get_invoice", {"invoice_id": "INV-7"},
     {"invoice_id": "INV-7", "due": "2027-01-05", "amount": 120.5},
     "Invoice INV-7 is due on 5 February 2027.", False),
    ("When was package P-88 shipped?", "get_shipment", {"package_id": "P-88"},
     {"package_id": "P-88", "shipped": "2026-11-30"}, "It shipped on Nov 30.", True),
    ("Define 'verbose'.", "define_word", {"word": "verbose"},
     {"word": "verbose", "definition": "using more words than needed"},
     "'Verbose' means more words than needed.", True),
    ("Define 'verbose'.", "define_word", {"word": "verbose"},
     {"word": "verbose", "definition": "using more words than needed"},
     "'Verbose' means short and to the point.", False),
    ("What does 'ephemeral' mean?", "define_word", {"word": "ephemeral"},
     {"word": "ephemeral", "definition": "lasting for a very short time"},
     "Ephemeral means lasting a very short time.", True),
    ("What does 'candid' mean?", "define_word", {"word": "candid"},
     {"word": "candid", "definition": "truthful and straightforward; frank"},
     "Candid means truthful and straightforward.", True),
    ("What does 'obstinate' mean?", "define_word", {"word": "obstinate"},
     {"word": "obstinate", "definition": "stubbornly refusing to change one's opinion"},
     "It means refusing to change one's opinion.", True),
    ("What does 'obstinate' mean?", "define_word", {"word": "obstinate"},
     {"word": "obstinate", "definition": "stubbornly refusing to change one's opinion"},
     "It means changing one's mind easily.", False),
    ("What is the motto of the Lions?", "get_team", {"team": "Lions"},
     {"team": "Lions", "motto": "strength in unity and trust"},
     "The Lions' motto is about trust.", False),
    ("How many moons does Mars have?", "get_planet", {"planet": "Mars"},
     {"planet": "Mars", "moons": 2}, "Mars has two moons.", True),
    ("How many moons does Mars have?", "get_planet", {"planet": "Mars"},
     {"planet": "Mars", "moons": 2}, "Mars has three moons.", False),
    ("How many seats are left on flight BA12?", "get_flight", {"flight": "BA12"},
     {"flight": "BA12", "seats_left": 7}, "There are seven seats left on BA12.", True),
    ("How cold is it in Yakutsk?", "get_weather", {"location": "Yakutsk"},
     {"location": "Yakutsk", "temperature_c": -38},
     "It's 38 degrees below zero in Yakutsk.", True),
    ("How cold is it in Oslo?", "get_weather", {"location": "Oslo"},
     {"location": "Oslo", "temperature_c": -4}, "It's minus 4 degrees in Oslo.", True),
    ("How cold is it in Oslo?", "get_weather", {"location": "Oslo"},
     {"location": "Oslo", "temperature_c": -4}, "It's 4 degrees in Oslo.", False),
]

# written after the first rules about these forms (agentnb.forms) and before any run of it:
# other codes, percentages, times, dates, quotes, counts and temperatures, each with a
# wrong answer beside most
FORMS2: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("Is the server web1 up?", "get_server", {"host": "web1"},
     {"host": "web1", "state": "degraded_performance"},
     "The server web1 is up, with degraded performance.", True),
    ("Is the server web1 up?", "get_server", {"host": "web1"},
     {"host": "web1", "state": "degraded_performance"},
     "The server web1 is fully operational.", False),
    ("What's the payment status of order 77?", "get_order_status", {"order_id": "77"},
     {"order_id": "77", "payment": "awaiting-confirmation"},
     "Payment for order 77 is awaiting confirmation.", True),
    ("Shipping status of order 12?", "get_order_status", {"order_id": "12"},
     {"order_id": "12", "status": "on_hold"}, "Order 12 is on hold.", True),
    ("Shipping status of order 12?", "get_order_status", {"order_id": "12"},
     {"order_id": "12", "status": "on_hold"},
     "Order 12 is holding steady, nothing on it yet.", False),
    ("How likely is snow in Denver?", "get_forecast", {"location": "Denver"},
     {"location": "Denver", "snow_probability": 0.7},
     "There's a 70% chance of snow in Denver.", True),
    ("How likely is snow in Denver?", "get_forecast", {"location": "Denver"},
     {"location": "Denver", "snow_probability": 0.7},
     "There's a 7% chance of snow in Denver.", False),
    ("What's the interest rate on my savings?", "get_account", {"account": "savings"},
     {"account": "savings", "rate": 0.0425}, "Your savings earn 4.25% interest.", True),
    ("What's the interest rate on my savings?", "get_account", {"account": "savings"},
     {"account": "savings", "rate": 0.0425}, "Your savings earn 42.5% interest.", False),
    ("What share of the vote did Lee get?", "get_result", {"candidate": "Lee"},
     {"candidate": "Lee", "share": 0.513}, "Lee got about 51% of the vote.", True),
    ("When does the museum open?", "get_hours", {"place": "museum"},
     {"place": "museum", "opens": "08:30", "closes": "17:00"},
     "The museum opens at 8:30 AM and closes at 5 PM.", True),
    ("When does the museum open?", "get_hours", {"place": "museum"},
     {"place": "museum", "opens": "08:30", "closes": "17:00"},
     "The museum opens at 9:30 AM.", False),
    ("What time does flight LH400 board?", "get_flight", {"flight": "LH400"},
     {"flight": "LH400", "boarding": "19:45"}, "Boarding for LH400 starts at 7:45 pm.",
     True),
    ("What time does flight LH400 board?", "get_flight", {"flight": "LH400"},
     {"flight": "LH400", "boarding": "19:45"}, "Boarding for LH400 starts at 7:45 am.",
     False),
    ("What time is it in Sydney?", "get_time", {"city": "Sydney"}, "06:10",
     "It's 6:10 a.m. in Sydney.", True),
    ("When is my dentist appointment?", "get_appointment", {"kind": "dentist"},
     {"kind": "dentist", "date": "2027-02-03", "time": "10:00"},
     "Your dentist appointment is on February 3rd at 10:00.", True),
    ("When is my dentist appointment?", "get_appointment", {"kind": "dentist"},
     {"kind": "dentist", "date": "2027-02-03", "time": "10:00"},
     "Your dentist appointment is on March 2nd at 10:00.", False),
    ("When does the sale at the main store end?", "get_sale", {"store": "main"},
     {"store": "main", "ends": "2026-12-31T23:59:00"},
     "The sale ends on December 31 at 11:59 PM.", True),
    ("When was invoice INV-9 paid?", "get_invoice", {"invoice_id": "INV-9"},
     {"invoice_id": "INV-9", "paid": "2026-10-02"}, "INV-9 was paid on 2 Oct 2026.", True),
    ("When was invoice INV-9 paid?", "get_invoice", {"invoice_id": "INV-9"},
     {"invoice_id": "INV-9", "paid": "2026-10-02"}, "INV-9 was paid on 2 Oct 2025.", False),
    ("When was invoice INV-9 paid?", "get_invoice", {"invoice_id": "INV-9"},
     {"invoice_id": "INV-9", "paid": "2026-10-02"}, "INV-9 was paid on 10 Feb 2026.",
     False),
    ("What does 'laconic' mean?", "define_word", {"word": "laconic"},
     {"word": "laconic", "definition": "using very few words to express something"},
     "Laconic means using very few words.", True),
    ("What does 'laconic' mean?", "define_word", {"word": "laconic"},
     {"word": "laconic", "definition": "using very few words to express something"},
     "Laconic means using words to express anger.", False),
    ("What's Acme's slogan?", "get_company", {"company": "Acme"},
     {"company": "Acme", "slogan": "quality you can count on every day"},
     "Acme's slogan is: quality you can count on.", True),
    ("What's Acme's slogan?", "get_company", {"company": "Acme"},
     {"company": "Acme", "slogan": "quality you can count on every day"},
     "Acme's slogan is: count on us.", False),
    ("What does 'gregarious' mean?", "define_word", {"word": "gregarious"},
     {"word": "gregarious", "definition": "fond of company; sociable"},
     "It means sociable and fond of company.", True),
    ("How many rooms are free at the Ritz?", "get_hotel", {"hotel": "Ritz"},
     {"hotel": "Ritz", "free_rooms": 4}, "The Ritz has four rooms free.", True),
    ("How many rooms are free at the Ritz?", "get_hotel", {"hotel": "Ritz"},
     {"hotel": "Ritz", "free_rooms": 4},
     "The Ritz has no rooms free, all fourteen are booked.", False),
    ("How cold is it in Moscow?", "get_weather", {"location": "Moscow"},
     {"location": "Moscow", "temperature_c": -15.6},
     "It's about minus 16 degrees in Moscow.", True),
    ("How cold is it in Moscow?", "get_weather", {"location": "Moscow"},
     {"location": "Moscow", "temperature_c": -15.6}, "It's about 16 degrees in Moscow.",
     False),
]

# written after reading forms2's two false alarms (an ISO timestamp's day and hour, glued
# to "T", were no numbers of the result; "5 PM", an hour with no minutes, no time) and
# before any rule about them and any run of it. An answer saying "today" (here and in
# FORMS4) has its result's date written "{d+0}", the day the batch runs (``dated_case``;
# written on 2026-12-04 as that day's date): its label holds on any day, as the answer
# checks read "today" as the answer step's day
FORMS3: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("When does the webinar start?", "get_event", {"event": "webinar"},
     {"event": "webinar", "starts": "2026-12-08T15:00:00Z"},
     "The webinar starts on December 8 at 3 PM.", True),
    ("When does the webinar start?", "get_event", {"event": "webinar"},
     {"event": "webinar", "starts": "2026-12-08T15:00:00Z"},
     "The webinar starts on December 8 at 5 PM.", False),
    ("When did package P-12 ship?", "get_shipment", {"package_id": "P-12"},
     {"package_id": "P-12", "shipped": "2026-11-28T09:12:44Z"},
     "It shipped on November 28 at 9:12 AM.", True),
    ("When did package P-12 ship?", "get_shipment", {"package_id": "P-12"},
     {"package_id": "P-12", "shipped": "2026-11-28T09:12:44Z"},
     "It shipped on November 29.", False),
    ("When is check-in at the Ritz?", "get_hotel", {"hotel": "Ritz"},
     {"hotel": "Ritz", "check_in": "14:00", "check_out": "11:00"},
     "Check-in is from 2 PM, check-out by 11 AM.", True),
    ("When is check-in at the Ritz?", "get_hotel", {"hotel": "Ritz"},
     {"hotel": "Ritz", "check_in": "14:00", "check_out": "11:00"},
     "Check-in is from 3 PM.", False),
    ("When does the pharmacy close?", "get_hours", {"place": "pharmacy"},
     {"place": "pharmacy", "opens": "09:00", "closes": "21:00"},
     "The pharmacy closes at 9 pm.", True),
    ("When does the pharmacy close?", "get_hours", {"place": "pharmacy"},
     {"place": "pharmacy", "opens": "09:00", "closes": "21:00"},
     "The pharmacy closes at 9 am.", False),
    ("When is the next train to Leeds?", "get_timetable", {"station": "Leeds"},
     {"station": "Leeds", "next_departure": "{d+0}T18:05:00+00:00"},
     "The next train to Leeds leaves at 6:05 PM today.", True),
    ("When is the next train to Leeds?", "get_timetable", {"station": "Leeds"},
     {"station": "Leeds", "next_departure": "2026-12-04T18:05:00+00:00"},
     "The next train to Leeds leaves at 8:05 PM.", False),
    ("When was the last backup of db1?", "get_server", {"host": "db1"},
     {"host": "db1", "last_backup": "2026-12-03T02:30:00Z"},
     "The last backup of db1 ran on December 3 at 2:30 AM.", True),
    ("When was the last backup of db1?", "get_server", {"host": "db1"},
     {"host": "db1", "last_backup": "2026-12-03T02:30:00Z"},
     "The last backup ran on December 2 at 2:30 AM.", False),
    ("What time is sunrise in Oslo?", "get_sun", {"city": "Oslo"},
     {"city": "Oslo", "sunrise": "09:14", "sunset": "15:12"},
     "Sunrise in Oslo is at 9:14 am.", True),
    ("What time is sunrise in Oslo?", "get_sun", {"city": "Oslo"},
     {"city": "Oslo", "sunrise": "09:14", "sunset": "15:12"},
     "Sunrise in Oslo is at 9:41 am.", False),
    ("When does the store open on Sunday?", "get_hours", {"place": "store"},
     {"place": "store", "opens": "10:00"}, "The store opens at 10 a.m. on Sunday.", True),
    ("When does my parking in zone B expire?", "get_parking", {"zone": "B"},
     {"zone": "B", "expires": "{d+0}T17:30:00"},
     "Your parking in zone B expires at 5:30 PM today.", True),
]

# written after reading forms3's two false alarms (a timestamp given by its time alone,
# "leaves at 6:05 PM today") and before any rule about them and any run of it
FORMS4: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("When is the next bus to the airport?", "get_timetable", {"station": "airport"},
     {"station": "airport", "next_departure": "2026-12-04T07:50:00Z"},
     "The next bus leaves at 7:50 AM.", True),
    ("When is the next bus to the airport?", "get_timetable", {"station": "airport"},
     {"station": "airport", "next_departure": "2026-12-04T07:50:00Z"},
     "The next bus leaves at 7:05 AM.", False),
    ("When is the next bus to the airport?", "get_timetable", {"station": "airport"},
     {"station": "airport", "next_departure": "2026-12-04T07:50:00Z"},
     "The next bus leaves on December 5 at 7:50 AM.", False),
    ("When does my meeting start?", "get_event", {"event": "meeting"},
     {"event": "meeting", "starts": "2026-12-04T13:30:00+01:00"},
     "Your meeting starts at 13:30.", True),
    ("When does my meeting start?", "get_event", {"event": "meeting"},
     {"event": "meeting", "starts": "{d+0}T13:30:00+01:00"},
     "Your meeting starts at 1:30 PM today.", True),
    ("When does my meeting start?", "get_event", {"event": "meeting"},
     {"event": "meeting", "starts": "2026-12-04T13:30:00+01:00"},
     "Your meeting starts at 3:30 PM.", False),
    ("When does my parking in zone C expire?", "get_parking", {"zone": "C"},
     {"zone": "C", "expires": "2026-12-04T20:15:00"}, "It expires at 8:15 pm.", True),
    ("When did the kitchen alarm go off?", "get_alarm", {"alarm": "kitchen"},
     {"alarm": "kitchen", "triggered": "2026-12-04T03:12:09Z"},
     "The kitchen alarm went off at 3:12 AM.", True),
    ("When did the kitchen alarm go off?", "get_alarm", {"alarm": "kitchen"},
     {"alarm": "kitchen", "triggered": "2026-12-04T03:12:09Z"},
     "The kitchen alarm went off at 3:21 AM.", False),
    ("When is the delivery window of package P-5?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "window_start": "2026-12-06T09:00:00Z",
      "window_end": "2026-12-06T12:00:00Z"}, "Between 9 AM and noon on December 6.", True),
    ("When is the delivery window of package P-5?", "get_shipment", {"package_id": "P-5"},
     {"package_id": "P-5", "window_start": "2026-12-06T09:00:00Z",
      "window_end": "2026-12-06T12:00:00Z"}, "Between 9 AM and noon on December 9.", False),
    ("What time does the game kick off?", "get_event", {"event": "game"},
     {"event": "game", "starts": "2026-12-05T19:45:00Z"},
     "Kick-off is at 7:45 PM on Saturday.", True),
]

# written before any run of it and before any rule about weights: figures of mass (a key's
# unit, a tool "in pounds", "in kilograms") and of money in pounds, each written with its
# unit or another
MASS: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("How heavy is parcel Z9?", "get_parcel", {"tracking": "Z9"},
     {"tracking": "Z9", "weight_kg": 2.4}, "Your parcel weighs 2.4 kg.", True),
    ("How heavy is parcel Z9?", "get_parcel", {"tracking": "Z9"},
     {"tracking": "Z9", "weight_kg": 2.4}, "Your parcel weighs 2.4 pounds.", False),
    ("How heavy is parcel Z9?", "get_parcel", {"tracking": "Z9"},
     {"tracking": "Z9", "weight_kg": 2.4}, "Your parcel weighs 2.4 lbs.", False),
    ("How much does my suitcase weigh?", "get_luggage", {"bag": "suitcase"}, 48.5,
     "The suitcase weighs 48.5 pounds.", True),
    ("How much does my suitcase weigh?", "get_luggage", {"bag": "suitcase"}, 48.5,
     "The suitcase weighs 48.5 kg.", False),
    ("How much flour does the recipe need?", "get_ingredient", {"ingredient": "flour"},
     {"ingredient": "flour", "grams": 500}, "The recipe needs 500 grams of flour.", True),
    ("How much flour does the recipe need?", "get_ingredient", {"ingredient": "flour"},
     {"ingredient": "flour", "grams": 500}, "The recipe needs 500 ounces of flour.", False),
    ("How much flour does the recipe need?", "get_ingredient", {"ingredient": "flour"},
     {"ingredient": "flour", "grams": 500}, "The recipe needs 500 g of flour.", True),
    ("How much does Mia weigh?", "get_growth", {"child": "Mia"},
     {"child": "Mia", "weight_lb": 15.2}, "Mia weighs 15.2 pounds.", True),
    ("How much does Mia weigh?", "get_growth", {"child": "Mia"},
     {"child": "Mia", "weight_lb": 15.2}, "Mia weighs 15.2 kilograms.", False),
    ("How much cheese does the recipe need?", "get_ingredient", {"ingredient": "cheese"},
     {"ingredient": "cheese", "weight_oz": 8}, "The recipe needs 8 ounces of cheese.", True),
    ("How much cheese does the recipe need?", "get_ingredient", {"ingredient": "cheese"},
     {"ingredient": "cheese", "weight_oz": 8}, "The recipe needs 8 grams of cheese.", False),
    ("Convert 50 USD to GBP.", "convert_currency",
     {"amount": 50, "from_currency": "USD", "to_currency": "GBP"},
     {"amount": 39.5, "currency": "GBP"}, "50 USD is 39.5 pounds.", True),
    ("Convert 50 USD to GBP.", "convert_currency",
     {"amount": 50, "from_currency": "USD", "to_currency": "GBP"},
     {"amount": 39.5, "currency": "GBP"}, "50 USD is 39.5 euros.", False),
    ("What's the postage to Leeds?", "get_postage", {"city": "Leeds"}, 4.2,
     "Postage to Leeds costs 4.2 pounds.", True),
    ("What's the postage to Leeds?", "get_postage", {"city": "Leeds"}, 4.2,
     "Postage to Leeds costs 4.2 dollars.", False),
    ("How heavy is parcel Q7 and what does it cost?", "get_parcel", {"tracking": "Q7"},
     {"tracking": "Q7", "weight_kg": 1.5, "price_gbp": 4.2},
     "It weighs 1.5 kg and costs 4.2 pounds.", True),
    ("How heavy is parcel Q7 and what does it cost?", "get_parcel", {"tracking": "Q7"},
     {"tracking": "Q7", "weight_kg": 1.5, "price_gbp": 4.2},
     "It weighs 1.5 pounds and costs 4.2 pounds.", False),
    ("How heavy is parcel Q7 and what does it cost?", "get_parcel", {"tracking": "Q7"},
     {"tracking": "Q7", "weight_kg": 1.5, "price_gbp": 4.2},
     "It weighs 1.5 kg and costs 4.2 kg.", False),
    ("How heavy is a bag of rice?", "get_product", {"product": "rice"}, 5,
     "A bag of rice weighs 5 kilos.", True),
    ("How heavy is a bag of rice?", "get_product", {"product": "rice"}, 5,
     "A bag of rice weighs 5 pounds.", False),
]

# written before any rule about them and any run of it: hours in words ("noon",
# "midnight", "6 in the morning")
FORMS5: list[tuple[str, str, dict[str, Any], Any, str, bool]] = [
    ("When does the store close?", "get_hours", {"place": "store"},
     {"place": "store", "closes": "00:00"}, "The store closes at midnight.", True),
    ("When does the store close?", "get_hours", {"place": "store"},
     {"place": "store", "closes": "00:00"}, "The store closes at noon.", False),
    ("When does the cafe open?", "get_hours", {"place": "cafe"},
     {"place": "cafe", "opens": "12:00"}, "The cafe opens at noon.", True),
    ("When does the cafe open?", "get_hours", {"place": "cafe"},
     {"place": "cafe", "opens": "12:00"}, "The cafe opens at midnight.", False),
    ("When is lunch served?", "get_event", {"event": "lunch"},
     {"event": "lunch", "starts": "2026-12-05T12:00:00Z"},
     "Lunch is served at noon on Saturday.", True),
    ("When does the party end?", "get_event", {"event": "party"},
     {"event": "party", "ends": "2026-12-06T00:00:00"}, "The party ends at midnight.", True),
    ("When does the party end?", "get_event", {"event": "party"},
     {"event": "party", "ends": "2026-12-06T00:00:00"}, "The party ends at 11 PM.", False),
    ("When is checkout at the Ritz?", "get_hotel", {"hotel": "Ritz"},
     {"hotel": "Ritz", "check_out": "12:00"}, "Checkout is at 12 noon.", True),
    ("When does the library close?", "get_hours", {"place": "library"},
     {"place": "library", "closes": "17:00"}, "The library closes at noon.", False),
    ("What time does the bakery open?", "get_hours", {"place": "bakery"},
     {"place": "bakery", "opens": "06:00"}, "The bakery opens at 6 in the morning.", True),
]
BATCHES = {"rounded": CASES, "rounded2": SECOND, "forms": FORMS, "forms2": FORMS2,
           "forms3": FORMS3, "forms4": FORMS4, "mass": MASS, "forms5": FORMS5,
           "dates": DATES, "dates2": DATES2, "dates3": DATES3,
           "echoes": ECHOES, "echoes2": ECHOES2, "weekdays": WEEKDAYS,
           "weekdays2": WEEKDAYS2, "forms6": FORMS6,
           "kinds": KINDS, "lone": LONE, "lone2": LONE2,
           "codes": CODES, "codes2": CODES2,
           "ranges": RANGES, "ranges2": RANGES2,
           "relative": RELATIVE, "relative2": RELATIVE2,
           "converted": CONVERTED, "converted2": CONVERTED2,
           "worded": WORDED, "worded2": WORDED2,
           "counts": COUNTS, "counts2": COUNTS2,
           "greetings": GREETINGS, "greetings2": GREETINGS2,
           "speeds": SPEEDS, "speeds2": SPEEDS2,
           "sizes": SIZES, "sizes2": SIZES2, "volumes": VOLUMES, "volumes2": VOLUMES2,
           "pounds": POUNDS, "pounds2": POUNDS2,
           "tempkeys": TEMPKEYS, "tempkeys2": TEMPKEYS2, "ones": ONES, "ones2": ONES2,
           "derived": DERIVED, "derived2": DERIVED2,
           "percents": PERCENTS, "percents2": PERCENTS2,
           "reversed": REVERSED, "reversed2": REVERSED2,
           "listed": LISTED, "listed2": LISTED2,
           "totals": TOTALS, "totals2": TOTALS2,
           "onlyone": ONLYONE, "onlyone2": ONLYONE2,
           "endone": ENDONE, "endone2": ENDONE2, "subset": SUBSET, "subset2": SUBSET2,
           "pbase": PBASE, "pbase2": PBASE2, "zones": ZONES, "zones2": ZONES2,
           "zones3": ZONES3, "epochs": EPOCHS, "epochs2": EPOCHS2}


def tool_named(name: str, result: Any) -> Tool:
    """The tool ``name`` (of ``parallel_requests.TOOLS`` or ``FORM_TOOLS``) returning
    ``result``."""
    if name not in FORM_TOOLS:
        return tool_of(name, lambda _r=result, **kw: _r)
    description, param = FORM_TOOLS[name]
    return Tool.from_schema(name, description, {
        "type": "object", "properties": {param: {"type": "string"}}, "required": [param]},
        fn=lambda _r=result, **kw: _r)


def dated_case(case: tuple[str, str, dict[str, Any], Any, str, bool]
               ) -> tuple[str, str, dict[str, Any], Any, str, bool]:
    """``case`` with each "{d+N}" ("{d-N}") of its result written as today's date moved
    by N days (ISO): the batches of days relative to the answer's (``RELATIVE``)."""
    today = datetime.date.today()

    def day(m: re.Match[str]) -> str:
        return (today + datetime.timedelta(days=int(m.group(1)))).isoformat()
    request, name, arguments, result, answer, right = case
    result = json.loads(re.sub(r"\{d([+-]\d+)\}", day, json.dumps(result)))
    return request, name, arguments, result, answer, right


def run_case(request: str, name: str, arguments: dict[str, Any], result: Any,
             answer: str) -> list[str]:
    """The ``check:`` lines of the answer step: the tool's step filled with
    ``arguments``, then ``answer`` (both scripted replies)."""
    model = ScriptedModel([json.dumps(arguments), answer])
    agent = Agent(model, [tool_named(name, result)], decision_mode="json",
                  max_steps=3, answer_draws=0, calls_per_step=1)
    run = agent.start(request, save_to=False)
    run.step(tool_choice=name)
    step = run.step(tool_choice="none")
    if run.answer != answer:
        raise AssertionError(f"the answer stage changed {answer!r} into {run.answer!r}")
    return [*step.checks(), *(f"[{k}]" for k in step.check_kinds())]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", default="rounded", choices=list(BATCHES))
    parser.add_argument("--show", action="store_true",
                        help="print each case's answer and check: lines on stderr")
    args = parser.parse_args()
    counts = {"flagged_right": 0, "flagged_wrong": 0, "wrong_unflagged": 0}
    signs: dict[str, int] = {}
    cases = [dated_case(c) for c in BATCHES[args.batch]]
    for request, name, arguments, result, answer, right in cases:
        lines = run_case(request, name, arguments, result, answer)
        kinds = [x[1:-1] for x in lines if x.startswith("[")]
        flagged = bool(kinds)
        counts["flagged_right" if right else "flagged_wrong"] += flagged
        counts["wrong_unflagged"] += not right and not flagged
        for kind in kinds:
            signs[kind] = signs.get(kind, 0) + 1
        if args.show:
            print(json.dumps({"answer": answer, "right": right,
                              "check": [x for x in lines if not x.startswith("[")]}),
                  file=sys.stderr)
    print(json.dumps({"bench": "written_answers", "batch": args.batch, "cases": len(cases),
                      "right": sum(c[5] for c in cases), **counts, "by_sign": signs}))


if __name__ == "__main__":
    main()
