"""Several calls of one tool in one step, on the embedded model: requests that ask for the
same thing two or three times, and requests that ask for it once.

Not BFCL: 48 everyday requests over 10 tools, written for this benchmark before any was
run (24 that ask for several calls, 24 that ask for one). Each runs one step with
``tool_choice="required"`` and ``calls_per_step`` 1 and 4 (the fill stage writes a list
of calls), with the default policies (``keep_stated_calls`` among them) and with
``keep_stated_calls`` left out, so the policy's effect is measured beside the model alone.
A case is *right* when the calls that ran are exactly the expected ones (any order;
strings compared without case, numbers as numbers; an optional argument the case does not
name may be set). One JSON line per setting. ``--later`` runs a batch written afterwards
instead (``single``: 24 requests for one call, each ending with a value the request
states); a setting ending in ``-schema`` sends constrained requests the schema alone, not
the grammar that allows a trailing comma (``agentnb.models.grammar``).

    python bench/parallel_requests.py [--settings 1,4,4-raw] [--later BATCH]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from agentnb import Agent, Step, Tool
from agentnb.models import openai_compat
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.policies import AvoidRepeats, CheckAnswer, GroundArguments, ReuseResults

S, N, I = {"type": "string"}, {"type": "number"}, {"type": "integer"}  # noqa: E741

TOOLS: dict[str, tuple[str, dict[str, Any], list[str]]] = {
    "get_weather": ("Current weather in a city.", {
        "location": {**S, "description": "City name, e.g. Paris"},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, ["location"]),
    "convert_currency": ("Convert an amount of money from one currency to another.", {
        "amount": N, "from_currency": {**S, "description": "Three-letter code, e.g. USD"},
        "to_currency": {**S, "description": "Three-letter code"}},
        ["amount", "from_currency", "to_currency"]),
    "triangle_area": ("Area of a triangle from its base and height.", {
        "base": N, "height": N}, ["base", "height"]),
    "get_stock_price": ("Latest price of a stock.", {
        "symbol": {**S, "description": "Ticker symbol, e.g. AAPL"}}, ["symbol"]),
    "road_distance": ("Road distance in kilometres between two cities.", {
        "origin": S, "destination": S}, ["origin", "destination"]),
    "define_word": ("Dictionary definition of an English word.", {"word": S}, ["word"]),
    "get_population": ("Population of a country.", {
        "country": S, "year": {**I, "description": "Year of the figure"}}, ["country"]),
    "factorial": ("Factorial of a whole number.", {"n": I}, ["n"]),
    "translate": ("Translate a text into another language.", {
        "text": S, "target_language": S}, ["text", "target_language"]),
    "book_price": ("Price of a book by its title.", {"title": S}, ["title"]),
    # added with PAIRED3
    "sales_tax": ("Sales tax due on a purchase in a city.", {
        "amount": {**N, "description": "Purchase amount in dollars"},
        "city": {**S, "description": "City name"}}, ["amount", "city"]),
    "circle_area": ("Area of a circle from its radius.", {"radius": N}, ["radius"]),
    "compound_interest": ("Compound interest earned on a deposit.", {
        "principal": {**N, "description": "Amount deposited"},
        "rate": {**N, "description": "Annual interest rate in percent"},
        "years": {**I, "description": "Number of years"}}, ["principal", "rate", "years"]),
    "local_time": ("Current local time in a city.", {
        "city": {**S, "description": "City name, e.g. London"}}, ["city"]),
    "hotel_price": ("Total price of a hotel stay in a city.", {
        "city": S, "nights": {**I, "description": "Number of nights"}}, ["city", "nights"]),
    # added with CODED
    "country_facts": ("Facts about a country.", {
        "country": {**S, "description": "ISO alpha-3 country code, e.g. USA"}}, ["country"]),
    "top_songs": ("The top songs of a country's chart.", {
        "country": {"type": "string", "enum": ["US", "GB", "DE", "FR", "ES", "IT", "JP", "BR"],
                    "description": "The chart's country"}}, ["country"]),
    "headlines": ("News headlines on a topic.", {
        "topic": S, "language": {"type": "string", "enum": ["en", "de", "fr", "es", "it", "pt"],
                                 "description": "Language of the articles"}},
        ["topic", "language"]),
}

# (request, tool, expected calls)
SEVERAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("What's the weather in Paris and Tokyo?", "get_weather",
     [{"location": "Paris"}, {"location": "Tokyo"}]),
    ("Give me the weather for Berlin, Madrid and Rome.", "get_weather",
     [{"location": "Berlin"}, {"location": "Madrid"}, {"location": "Rome"}]),
    ("Is it raining in Oslo? And in Dublin?", "get_weather",
     [{"location": "Oslo"}, {"location": "Dublin"}]),
    ("Convert 100 USD to EUR and 250 USD to GBP.", "convert_currency",
     [{"amount": 100, "from_currency": "USD", "to_currency": "EUR"},
      {"amount": 250, "from_currency": "USD", "to_currency": "GBP"}]),
    ("How much is 50 EUR in USD, and 80 EUR in JPY?", "convert_currency",
     [{"amount": 50, "from_currency": "EUR", "to_currency": "USD"},
      {"amount": 80, "from_currency": "EUR", "to_currency": "JPY"}]),
    ("Compute the area of two triangles: base 10 height 5, and base 8 height 3.",
     "triangle_area", [{"base": 10, "height": 5}, {"base": 8, "height": 3}]),
    ("I have triangles with base 6 and height 4, and base 12 and height 9. Areas?",
     "triangle_area", [{"base": 6, "height": 4}, {"base": 12, "height": 9}]),
    ("Stock prices for AAPL and MSFT please.", "get_stock_price",
     [{"symbol": "AAPL"}, {"symbol": "MSFT"}]),
    ("How are NVDA, TSLA and AMZN trading?", "get_stock_price",
     [{"symbol": "NVDA"}, {"symbol": "TSLA"}, {"symbol": "AMZN"}]),
    ("How far is it from Boston to Chicago, and from Boston to Denver?", "road_distance",
     [{"origin": "Boston", "destination": "Chicago"},
      {"origin": "Boston", "destination": "Denver"}]),
    ("Distance from Lyon to Nice, and from Lyon to Lille.", "road_distance",
     [{"origin": "Lyon", "destination": "Nice"}, {"origin": "Lyon", "destination": "Lille"}]),
    ("Define serendipity and ephemeral.", "define_word",
     [{"word": "serendipity"}, {"word": "ephemeral"}]),
    ("What do the words 'laconic', 'verbose' and 'terse' mean?", "define_word",
     [{"word": "laconic"}, {"word": "verbose"}, {"word": "terse"}]),
    ("Population of Japan and of Brazil.", "get_population",
     [{"country": "Japan"}, {"country": "Brazil"}]),
    ("How many people live in Kenya, Ghana and Nigeria?", "get_population",
     [{"country": "Kenya"}, {"country": "Ghana"}, {"country": "Nigeria"}]),
    ("What is the factorial of 5 and of 7?", "factorial", [{"n": 5}, {"n": 7}]),
    ("Factorials of 3, 4 and 6, please.", "factorial", [{"n": 3}, {"n": 4}, {"n": 6}]),
    ("Translate 'good morning' to Spanish and to German.", "translate",
     [{"text": "good morning", "target_language": "Spanish"},
      {"text": "good morning", "target_language": "German"}]),
    ("Say 'thank you' in French, Italian and Dutch.", "translate",
     [{"text": "thank you", "target_language": "French"},
      {"text": "thank you", "target_language": "Italian"},
      {"text": "thank you", "target_language": "Dutch"}]),
    ("How much do 'Dune' and 'Emma' cost?", "book_price",
     [{"title": "Dune"}, {"title": "Emma"}]),
    ("Prices of the books Ulysses and Beloved?", "book_price",
     [{"title": "Ulysses"}, {"title": "Beloved"}]),
    ("Weather in Cairo and in Lima, in celsius.", "get_weather",
     [{"location": "Cairo", "unit": "celsius"}, {"location": "Lima", "unit": "celsius"}]),
    ("Check the weather for Seattle; also for Portland.", "get_weather",
     [{"location": "Seattle"}, {"location": "Portland"}]),
    ("Convert 20 GBP to USD, then 20 GBP to EUR.", "convert_currency",
     [{"amount": 20, "from_currency": "GBP", "to_currency": "USD"},
      {"amount": 20, "from_currency": "GBP", "to_currency": "EUR"}]),
]

ONE: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("What's the weather in Paris?", "get_weather", [{"location": "Paris"}]),
    ("Weather in Toronto in fahrenheit, please.", "get_weather",
     [{"location": "Toronto", "unit": "fahrenheit"}]),
    ("Is it cold in Helsinki right now?", "get_weather", [{"location": "Helsinki"}]),
    ("Convert 100 USD to EUR.", "convert_currency",
     [{"amount": 100, "from_currency": "USD", "to_currency": "EUR"}]),
    ("How many yen is 45 dollars (USD to JPY)?", "convert_currency",
     [{"amount": 45, "from_currency": "USD", "to_currency": "JPY"}]),
    ("Area of a triangle with base 10 and height 5.", "triangle_area",
     [{"base": 10, "height": 5}]),
    ("A triangle has a height of 7 and a base of 3; what is its area?", "triangle_area",
     [{"base": 3, "height": 7}]),
    ("What's AAPL trading at?", "get_stock_price", [{"symbol": "AAPL"}]),
    ("Price of the GOOG stock, and is it up or down?", "get_stock_price",
     [{"symbol": "GOOG"}]),
    ("How far is Boston from Chicago by road?", "road_distance",
     [{"origin": "Boston", "destination": "Chicago"}]),
    ("Road distance between Madrid and Seville.", "road_distance",
     [{"origin": "Madrid", "destination": "Seville"}]),
    ("Define serendipity.", "define_word", [{"word": "serendipity"}]),
    ("What does 'ubiquitous' mean, and how is it used?", "define_word",
     [{"word": "ubiquitous"}]),
    ("Population of Japan.", "get_population", [{"country": "Japan"}]),
    ("How many people lived in Peru in 2010?", "get_population",
     [{"country": "Peru", "year": 2010}]),
    ("What is the factorial of 5?", "factorial", [{"n": 5}]),
    ("Compute 8 factorial and tell me if it is even.", "factorial", [{"n": 8}]),
    ("Translate 'good morning' to Spanish.", "translate",
     [{"text": "good morning", "target_language": "Spanish"}]),
    ("How do you say 'see you soon' in Portuguese?", "translate",
     [{"text": "see you soon", "target_language": "Portuguese"}]),
    ("How much does 'Dune' cost?", "book_price", [{"title": "Dune"}]),
    ("Price of the book Middlemarch, paperback or hardcover.", "book_price",
     [{"title": "Middlemarch"}]),
    ("Weather in Cairo, and should I take an umbrella?", "get_weather",
     [{"location": "Cairo"}]),
    ("Convert 20 GBP to USD and round it to cents.", "convert_currency",
     [{"amount": 20, "from_currency": "GBP", "to_currency": "USD"}]),
    ("Population of Canada and its capital's name.", "get_population",
     [{"country": "Canada"}]),
]

# written after the rules were settled on the two lists above (whose model outputs were
# read while building them), and run once: the figure to expect on requests nobody read
LATER: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather for Nairobi and Accra?", "get_weather",
     [{"location": "Nairobi"}, {"location": "Accra"}]),
    ("What's it like outside in Perth, Hobart and Darwin?", "get_weather",
     [{"location": "Perth"}, {"location": "Hobart"}, {"location": "Darwin"}]),
    ("Convert 75 CAD to USD and 75 CAD to MXN.", "convert_currency",
     [{"amount": 75, "from_currency": "CAD", "to_currency": "USD"},
      {"amount": 75, "from_currency": "CAD", "to_currency": "MXN"}]),
    ("Triangle areas: base 4 height 9; base 7 height 2.", "triangle_area",
     [{"base": 4, "height": 9}, {"base": 7, "height": 2}]),
    ("Quote IBM and ORCL for me.", "get_stock_price", [{"symbol": "IBM"}, {"symbol": "ORCL"}]),
    ("Road distance Munich to Zurich, and Munich to Vienna?", "road_distance",
     [{"origin": "Munich", "destination": "Zurich"},
      {"origin": "Munich", "destination": "Vienna"}]),
    ("Meanings of 'quixotic' and 'pragmatic'?", "define_word",
     [{"word": "quixotic"}, {"word": "pragmatic"}]),
    ("Population of Chile, Peru and Bolivia.", "get_population",
     [{"country": "Chile"}, {"country": "Peru"}, {"country": "Bolivia"}]),
    ("Factorial of 9 and of 10.", "factorial", [{"n": 9}, {"n": 10}]),
    ("Translate 'welcome' into Greek and into Turkish.", "translate",
     [{"text": "welcome", "target_language": "Greek"},
      {"text": "welcome", "target_language": "Turkish"}]),
    ("What do 'Persuasion' and 'Rebecca' cost?", "book_price",
     [{"title": "Persuasion"}, {"title": "Rebecca"}]),
    ("Is it snowing in Denver or in Boise?", "get_weather",
     [{"location": "Denver"}, {"location": "Boise"}]),
    ("Weather in Kyoto, please, and should I bring a coat?", "get_weather",
     [{"location": "Kyoto"}]),
    ("Convert 60 EUR to CHF.", "convert_currency",
     [{"amount": 60, "from_currency": "EUR", "to_currency": "CHF"}]),
    ("Area of the triangle with base 14 and height 3, please.", "triangle_area",
     [{"base": 14, "height": 3}]),
    ("Define 'lucid', and use it in a sentence.", "define_word", [{"word": "lucid"}]),
]

# written later still, before any run (``--later paired``): requests for several calls
# that pair values of two parameters ("100 USD to EUR and 250 GBP to JPY", "respectively")
PAIRED: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Convert 100 USD to EUR and 250 GBP to JPY.", "convert_currency",
     [{"amount": 100, "from_currency": "USD", "to_currency": "EUR"},
      {"amount": 250, "from_currency": "GBP", "to_currency": "JPY"}]),
    ("Areas of two triangles: base 6 and 8, height 3 and 5 respectively.", "triangle_area",
     [{"base": 6, "height": 3}, {"base": 8, "height": 5}]),
    ("Road distance from Lyon to Nice and from Porto to Faro.", "road_distance",
     [{"origin": "Lyon", "destination": "Nice"}, {"origin": "Porto", "destination": "Faro"}]),
    ("Translate 'cheers' into Danish and 'goodbye' into Polish.", "translate",
     [{"text": "cheers", "target_language": "Danish"},
      {"text": "goodbye", "target_language": "Polish"}]),
    ("Population of Egypt in 2010 and of Nigeria in 2020.", "get_population",
     [{"country": "Egypt", "year": 2010}, {"country": "Nigeria", "year": 2020}]),
    ("Convert 40 EUR and 90 AUD into USD and NZD respectively.", "convert_currency",
     [{"amount": 40, "from_currency": "EUR", "to_currency": "USD"},
      {"amount": 90, "from_currency": "AUD", "to_currency": "NZD"}]),
    ("Weather in Madrid in celsius and in Miami in fahrenheit.", "get_weather",
     [{"location": "Madrid", "unit": "celsius"}, {"location": "Miami", "unit": "fahrenheit"}]),
    ("What are the triangle areas for base 10 height 2 and base 3 height 12?", "triangle_area",
     [{"base": 10, "height": 2}, {"base": 3, "height": 12}]),
    ("Road distances: Oslo to Bergen, and Stockholm to Malmo.", "road_distance",
     [{"origin": "Oslo", "destination": "Bergen"},
      {"origin": "Stockholm", "destination": "Malmo"}]),
    ("Translate 'thank you' to Italian and 'please' to Dutch.", "translate",
     [{"text": "thank you", "target_language": "Italian"},
      {"text": "please", "target_language": "Dutch"}]),
    ("Population of Japan and Brazil, in 2015 and 2000 respectively.", "get_population",
     [{"country": "Japan", "year": 2015}, {"country": "Brazil", "year": 2000}]),
    ("Convert 5 USD to INR, then 12 USD to KRW.", "convert_currency",
     [{"amount": 5, "from_currency": "USD", "to_currency": "INR"},
      {"amount": 12, "from_currency": "USD", "to_currency": "KRW"}]),
]

# written after reading the misses of PAIRED, before any run of these (``--later paired2``)
PAIRED2: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather in Rome in celsius and in Boston in fahrenheit.", "get_weather",
     [{"location": "Rome", "unit": "celsius"}, {"location": "Boston", "unit": "fahrenheit"}]),
    ("Convert 30 CHF to SEK and 45 NOK to DKK.", "convert_currency",
     [{"amount": 30, "from_currency": "CHF", "to_currency": "SEK"},
      {"amount": 45, "from_currency": "NOK", "to_currency": "DKK"}]),
    ("Road distance Seville to Granada and Bilbao to Leon.", "road_distance",
     [{"origin": "Seville", "destination": "Granada"},
      {"origin": "Bilbao", "destination": "Leon"}]),
    ("Translate 'good luck' into Swedish and 'see you soon' into Czech.", "translate",
     [{"text": "good luck", "target_language": "Swedish"},
      {"text": "see you soon", "target_language": "Czech"}]),
    ("Population of Peru in 1990 and of Chile in 2005.", "get_population",
     [{"country": "Peru", "year": 1990}, {"country": "Chile", "year": 2005}]),
    ("Triangle with base 9 and height 4, and another with base 2 and height 7: areas?",
     "triangle_area", [{"base": 9, "height": 4}, {"base": 2, "height": 7}]),
    ("Get the weather for Lagos in celsius, and for Cairo in fahrenheit.", "get_weather",
     [{"location": "Lagos", "unit": "celsius"}, {"location": "Cairo", "unit": "fahrenheit"}]),
    ("Convert 15 EUR to GBP, and 60 SGD to HKD.", "convert_currency",
     [{"amount": 15, "from_currency": "EUR", "to_currency": "GBP"},
      {"amount": 60, "from_currency": "SGD", "to_currency": "HKD"}]),
    ("Distances: from Dublin to Cork, and from Belfast to Derry.", "road_distance",
     [{"origin": "Dublin", "destination": "Cork"}, {"origin": "Belfast", "destination": "Derry"}]),
    ("Translate 'happy birthday' to Finnish, and 'well done' to Hungarian.", "translate",
     [{"text": "happy birthday", "target_language": "Finnish"},
      {"text": "well done", "target_language": "Hungarian"}]),
    ("Population figures: Vietnam for 2012 and Thailand for 2018.", "get_population",
     [{"country": "Vietnam", "year": 2012}, {"country": "Thailand", "year": 2018}]),
    ("Weather in Lima (celsius) and in Denver (fahrenheit).", "get_weather",
     [{"location": "Lima", "unit": "celsius"}, {"location": "Denver", "unit": "fahrenheit"}]),
]


# written 12-05, before any run of them (``--later paired3``): requests for two or three
# calls in the shapes of function-calling suites' parallel files (a value per call, values
# paired across two or three parameters, a value shared by every call), over five tools
# added with them and five of the above
PAIRED3: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Sales tax on a $30 purchase in Chicago and a $52 purchase in Sacramento.", "sales_tax",
     [{"amount": 30, "city": "Chicago"}, {"amount": 52, "city": "Sacramento"}]),
    ("Area of circles with radius 3, 5 and 7.", "circle_area",
     [{"radius": 3}, {"radius": 5}, {"radius": 7}]),
    ("Compound interest on 1000 dollars at 5% for 10 years and for 20 years.",
     "compound_interest", [{"principal": 1000, "rate": 5, "years": 10},
                           {"principal": 1000, "rate": 5, "years": 20}]),
    ("What time is it in Sydney, Denver and Nairobi?", "local_time",
     [{"city": "Sydney"}, {"city": "Denver"}, {"city": "Nairobi"}]),
    ("Hotel prices for 3 nights in Vienna and 5 nights in Prague.", "hotel_price",
     [{"city": "Vienna", "nights": 3}, {"city": "Prague", "nights": 5}]),
    ("Interest on 2000 at 3% over 4 years, and on 5000 at 6% over 2 years.",
     "compound_interest", [{"principal": 2000, "rate": 3, "years": 4},
                           {"principal": 5000, "rate": 6, "years": 2}]),
    ("Sales tax for $12 in Austin, $40 in Denver and $7 in Miami.", "sales_tax",
     [{"amount": 12, "city": "Austin"}, {"amount": 40, "city": "Denver"},
      {"amount": 7, "city": "Miami"}]),
    ("Areas of circles with radii 4 and 11.", "circle_area", [{"radius": 4}, {"radius": 11}]),
    ("Local time in Tokyo and in Seoul?", "local_time", [{"city": "Tokyo"}, {"city": "Seoul"}]),
    ("A hotel in Rome for 2 nights, and in Florence for 4 nights: prices?", "hotel_price",
     [{"city": "Rome", "nights": 2}, {"city": "Florence", "nights": 4}]),
    ("Convert 70 USD and 90 USD to CAD.", "convert_currency",
     [{"amount": 70, "from_currency": "USD", "to_currency": "CAD"},
      {"amount": 90, "from_currency": "USD", "to_currency": "CAD"}]),
    ("Population of Chile in 2000, 2010 and 2020.", "get_population",
     [{"country": "Chile", "year": 2000}, {"country": "Chile", "year": 2010},
      {"country": "Chile", "year": 2020}]),
    ("Translate 'water' and 'bread' into Portuguese.", "translate",
     [{"text": "water", "target_language": "Portuguese"},
      {"text": "bread", "target_language": "Portuguese"}]),
    ("Weather in Kyoto and Osaka in fahrenheit.", "get_weather",
     [{"location": "Kyoto", "unit": "fahrenheit"}, {"location": "Osaka", "unit": "fahrenheit"}]),
    ("Triangle areas: bases 4, 6 and 8, all with height 10.", "triangle_area",
     [{"base": 4, "height": 10}, {"base": 6, "height": 10}, {"base": 8, "height": 10}]),
    ("Road distance from Paris to Lyon, Paris to Lille and Paris to Nantes.", "road_distance",
     [{"origin": "Paris", "destination": "Lyon"}, {"origin": "Paris", "destination": "Lille"},
      {"origin": "Paris", "destination": "Nantes"}]),
]


# written 12-05, before any run of them and before any rule for them (``--later
# respectively``): requests that list the values of each parameter apart and pair them
# with "respectively"
RESPECTIVELY: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Sales tax on $25 and $60 in Boston and Dallas respectively.", "sales_tax",
     [{"amount": 25, "city": "Boston"}, {"amount": 60, "city": "Dallas"}]),
    ("Hotel prices in Madrid and Lisbon for 2 and 3 nights respectively.", "hotel_price",
     [{"city": "Madrid", "nights": 2}, {"city": "Lisbon", "nights": 3}]),
    ("Triangles with bases 5 and 7 and heights 2 and 9 respectively: what are the areas?",
     "triangle_area", [{"base": 5, "height": 2}, {"base": 7, "height": 9}]),
    ("Translate 'hello' and 'goodbye' into German and Japanese, respectively.", "translate",
     [{"text": "hello", "target_language": "German"},
      {"text": "goodbye", "target_language": "Japanese"}]),
    ("Population of India and Mexico in 1995 and 2015 respectively.", "get_population",
     [{"country": "India", "year": 1995}, {"country": "Mexico", "year": 2015}]),
    ("Weather in Austin and Calgary, in fahrenheit and celsius respectively.", "get_weather",
     [{"location": "Austin", "unit": "fahrenheit"}, {"location": "Calgary", "unit": "celsius"}]),
    ("Road distances from Leeds and York to Hull and Bath respectively.", "road_distance",
     [{"origin": "Leeds", "destination": "Hull"}, {"origin": "York", "destination": "Bath"}]),
    ("Compound interest on 1000 and 3000 at 4 and 2 percent for 5 and 10 years "
     "respectively.", "compound_interest",
     [{"principal": 1000, "rate": 4, "years": 5}, {"principal": 3000, "rate": 2, "years": 10}]),
    ("Hotels in Oslo, Bergen and Tromso for 1, 2 and 4 nights respectively: prices?",
     "hotel_price", [{"city": "Oslo", "nights": 1}, {"city": "Bergen", "nights": 2},
                     {"city": "Tromso", "nights": 4}]),
    ("Convert 20 and 45 USD to EUR and CAD respectively.", "convert_currency",
     [{"amount": 20, "from_currency": "USD", "to_currency": "EUR"},
      {"amount": 45, "from_currency": "USD", "to_currency": "CAD"}]),
    ("What are the sales taxes for $8, $15 and $99 in Tampa, Omaha and Boise respectively?",
     "sales_tax", [{"amount": 8, "city": "Tampa"}, {"amount": 15, "city": "Omaha"},
                   {"amount": 99, "city": "Boise"}]),
    ("Populations of Ghana and Peru, for the years 2001 and 2011 respectively.",
     "get_population", [{"country": "Ghana", "year": 2001}, {"country": "Peru", "year": 2011}]),
]


# written 12-05 after reading the misses of PAIRED3 and RESPECTIVELY with agentnb.items,
# before any run of these (``--later paired4``)
PAIRED4: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Hotel for 3 nights in Athens and for 2 nights in Sofia: how much?", "hotel_price",
     [{"city": "Athens", "nights": 3}, {"city": "Sofia", "nights": 2}]),
    ("Compound interest: 500 at 2% over 3 years, and 800 at 5% over 6 years.",
     "compound_interest", [{"principal": 500, "rate": 2, "years": 3},
                           {"principal": 800, "rate": 5, "years": 6}]),
    ("What's the sales tax on $14 in Memphis and on $70 in Raleigh?", "sales_tax",
     [{"amount": 14, "city": "Memphis"}, {"amount": 70, "city": "Raleigh"}]),
    ("Triangle areas please: base 3 height 8, base 5 height 5, base 9 height 1.",
     "triangle_area", [{"base": 3, "height": 8}, {"base": 5, "height": 5},
                       {"base": 9, "height": 1}]),
    ("Circle areas for radius 1.5 and radius 2.5.", "circle_area",
     [{"radius": 1.5}, {"radius": 2.5}]),
    ("Convert 35 AUD to NZD and then 120 HKD to SGD.", "convert_currency",
     [{"amount": 35, "from_currency": "AUD", "to_currency": "NZD"},
      {"amount": 120, "from_currency": "HKD", "to_currency": "SGD"}]),
    ("Local time in Cairo, and local time in Lima.", "local_time",
     [{"city": "Cairo"}, {"city": "Lima"}]),
    ("Distance by road from Zurich to Basel and from Geneva to Bern.", "road_distance",
     [{"origin": "Zurich", "destination": "Basel"}, {"origin": "Geneva", "destination": "Bern"}]),
    ("Population of Norway in 1980 and Sweden in 1990.", "get_population",
     [{"country": "Norway", "year": 1980}, {"country": "Sweden", "year": 1990}]),
    ("Translate 'left' to Spanish and 'right' to Italian.", "translate",
     [{"text": "left", "target_language": "Spanish"},
      {"text": "right", "target_language": "Italian"}]),
    ("Weather in Perth in celsius and in Phoenix in fahrenheit, please.", "get_weather",
     [{"location": "Perth", "unit": "celsius"}, {"location": "Phoenix", "unit": "fahrenheit"}]),
    ("Price of 4 nights in Tokyo and 6 nights in Osaka at a hotel?", "hotel_price",
     [{"city": "Tokyo", "nights": 4}, {"city": "Osaka", "nights": 6}]),
    ("Sales tax: $9.99 in Denver, $45 in Houston.", "sales_tax",
     [{"amount": 9.99, "city": "Denver"}, {"amount": 45, "city": "Houston"}]),
    ("Interest earned on 10000 at 1.5% for 2 years and on 2500 at 4% for 8 years?",
     "compound_interest", [{"principal": 10000, "rate": 1.5, "years": 2},
                           {"principal": 2500, "rate": 4, "years": 8}]),
    ("Convert 300 MXN and 50 BRL to USD and EUR respectively.", "convert_currency",
     [{"amount": 300, "from_currency": "MXN", "to_currency": "USD"},
      {"amount": 50, "from_currency": "BRL", "to_currency": "EUR"}]),
    ("Factorial of 6, factorial of 8 and factorial of 10.", "factorial",
     [{"n": 6}, {"n": 8}, {"n": 10}]),
]


# written 12-05 after reading the misses of PAIRED4, before any run of these (``--later
# paired5``)
PAIRED5: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Hotel costs: 5 nights in Nice and 1 night in Cannes.", "hotel_price",
     [{"city": "Nice", "nights": 5}, {"city": "Cannes", "nights": 1}]),
    ("Sales tax on $200 in Seattle and on $35 in Portland, please.", "sales_tax",
     [{"amount": 200, "city": "Seattle"}, {"amount": 35, "city": "Portland"}]),
    ("Areas of triangles with base 12 and height 4, base 7 and height 6.", "triangle_area",
     [{"base": 12, "height": 4}, {"base": 7, "height": 6}]),
    ("What's the local time in Manila and in Jakarta?", "local_time",
     [{"city": "Manila"}, {"city": "Jakarta"}]),
    ("Convert 60 CHF to JPY and 15 GBP to INR.", "convert_currency",
     [{"amount": 60, "from_currency": "CHF", "to_currency": "JPY"},
      {"amount": 15, "from_currency": "GBP", "to_currency": "INR"}]),
    ("Interest on 4000 at 3.5% for 7 years, and on 900 at 8% for 1 year.",
     "compound_interest", [{"principal": 4000, "rate": 3.5, "years": 7},
                           {"principal": 900, "rate": 8, "years": 1}]),
    ("How far by road is Munich from Vienna, and Prague from Dresden?", "road_distance",
     [{"origin": "Munich", "destination": "Vienna"},
      {"origin": "Prague", "destination": "Dresden"}]),
    ("Population of Canada in 1950 and of Australia in 1975.", "get_population",
     [{"country": "Canada", "year": 1950}, {"country": "Australia", "year": 1975}]),
    ("Circle area for radius 8, for radius 12 and for radius 20.", "circle_area",
     [{"radius": 8}, {"radius": 12}, {"radius": 20}]),
    ("Translate 'door' into French and 'window' into German.", "translate",
     [{"text": "door", "target_language": "French"},
      {"text": "window", "target_language": "German"}]),
    ("Weather for Nairobi in celsius and for Chicago in fahrenheit.", "get_weather",
     [{"location": "Nairobi", "unit": "celsius"},
      {"location": "Chicago", "unit": "fahrenheit"}]),
    ("Hotel price for 7 nights in Bali and 3 nights in Singapore?", "hotel_price",
     [{"city": "Bali", "nights": 7}, {"city": "Singapore", "nights": 3}]),
    ("Sales tax for $18 in Atlanta, $64 in Detroit and $3 in Tucson.", "sales_tax",
     [{"amount": 18, "city": "Atlanta"}, {"amount": 64, "city": "Detroit"},
      {"amount": 3, "city": "Tucson"}]),
    ("Stock prices of INTC, then of CSCO.", "get_stock_price",
     [{"symbol": "INTC"}, {"symbol": "CSCO"}]),
    ("Convert 500 SEK to EUR, and 75 CAD to AUD.", "convert_currency",
     [{"amount": 500, "from_currency": "SEK", "to_currency": "EUR"},
      {"amount": 75, "from_currency": "CAD", "to_currency": "AUD"}]),
    ("Triangle of base 2 and height 11, and triangle of base 6 and height 13: areas?",
     "triangle_area", [{"base": 2, "height": 11}, {"base": 6, "height": 13}]),
]


# written 12-05 after the fix of a replaced first call, before any run of these
# (``--later paired6``)
PAIRED6: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Hotel quotes: 2 nights in Krakow, 4 nights in Gdansk.", "hotel_price",
     [{"city": "Krakow", "nights": 2}, {"city": "Gdansk", "nights": 4}]),
    ("Sales tax on $55 in Orlando and $23 in Boise.", "sales_tax",
     [{"amount": 55, "city": "Orlando"}, {"amount": 23, "city": "Boise"}]),
    ("Population of Spain in 1970 and of Italy in 1985, please.", "get_population",
     [{"country": "Spain", "year": 1970}, {"country": "Italy", "year": 1985}]),
    ("Convert 250 DKK to PLN and 40 ZAR to EGP.", "convert_currency",
     [{"amount": 250, "from_currency": "DKK", "to_currency": "PLN"},
      {"amount": 40, "from_currency": "ZAR", "to_currency": "EGP"}]),
    ("Road distance from Leipzig to Erfurt, and from Kassel to Fulda.", "road_distance",
     [{"origin": "Leipzig", "destination": "Erfurt"},
      {"origin": "Kassel", "destination": "Fulda"}]),
    ("Area of a circle of radius 6 and of a circle of radius 9.", "circle_area",
     [{"radius": 6}, {"radius": 9}]),
    ("Compound interest on 750 at 6% for 5 years, and on 1200 at 2% for 15 years.",
     "compound_interest", [{"principal": 750, "rate": 6, "years": 5},
                           {"principal": 1200, "rate": 2, "years": 15}]),
    ("Weather in Dakar in fahrenheit and in Accra in celsius.", "get_weather",
     [{"location": "Dakar", "unit": "fahrenheit"}, {"location": "Accra", "unit": "celsius"}]),
    ("Translate 'apple' into Swedish and 'pear' into Norwegian.", "translate",
     [{"text": "apple", "target_language": "Swedish"},
      {"text": "pear", "target_language": "Norwegian"}]),
    ("Hotel for 6 nights in Havana and for 3 nights in Lima, total price?", "hotel_price",
     [{"city": "Havana", "nights": 6}, {"city": "Lima", "nights": 3}]),
    ("Local time in Tehran, in Baku and in Tbilisi?", "local_time",
     [{"city": "Tehran"}, {"city": "Baku"}, {"city": "Tbilisi"}]),
    ("Triangle areas: base 14 height 2, and base 4 height 7.", "triangle_area",
     [{"base": 14, "height": 2}, {"base": 4, "height": 7}]),
    ("Sales tax for $31 in Reno, and $12 in Fargo.", "sales_tax",
     [{"amount": 31, "city": "Reno"}, {"amount": 12, "city": "Fargo"}]),
    ("Convert 95 USD to PHP, then 400 THB to VND.", "convert_currency",
     [{"amount": 95, "from_currency": "USD", "to_currency": "PHP"},
      {"amount": 400, "from_currency": "THB", "to_currency": "VND"}]),
    ("Population of Greece in 2003 and Turkey in 2013?", "get_population",
     [{"country": "Greece", "year": 2003}, {"country": "Turkey", "year": 2013}]),
    ("Factorial of 11 and factorial of 4.", "factorial", [{"n": 11}, {"n": 4}]),
]


# Written after the grammar that allows a trailing comma (``agentnb.models.grammar``),
# before any run of them: requests for one call whose last value is a name, a code or a
# number the request states ("NVDA-1234567890" was written for "NVDA" before it)
SINGLE: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("What is TSLA trading at right now?", "get_stock_price", [{"symbol": "TSLA"}]),
    ("Get me a quote for IBM.", "get_stock_price", [{"symbol": "IBM"}]),
    ("Share price of ORCL?", "get_stock_price", [{"symbol": "ORCL"}]),
    ("How is AMD stock doing today?", "get_stock_price", [{"symbol": "AMD"}]),
    ("Look up the stock price for NFLX, please.", "get_stock_price", [{"symbol": "NFLX"}]),
    ("Define 'serendipity'.", "define_word", [{"word": "serendipity"}]),
    ("What does the word 'ubiquitous' mean?", "define_word", [{"word": "ubiquitous"}]),
    ("Meaning of 'ephemeral'?", "define_word", [{"word": "ephemeral"}]),
    ("Give me the dictionary definition of obstinate.", "define_word",
     [{"word": "obstinate"}]),
    ("How much is the book 'Middlemarch'?", "book_price", [{"title": "Middlemarch"}]),
    ("Price of 'The Hobbit'?", "book_price", [{"title": "The Hobbit"}]),
    ("What does Frankenstein cost as a book?", "book_price", [{"title": "Frankenstein"}]),
    ("Population of Portugal?", "get_population", [{"country": "Portugal"}]),
    ("How many people live in Kenya?", "get_population", [{"country": "Kenya"}]),
    ("What's the population of New Zealand today?", "get_population",
     [{"country": "New Zealand"}]),
    ("Weather in Reykjavik?", "get_weather", [{"location": "Reykjavik"}]),
    ("Is it raining in Vancouver right now?", "get_weather", [{"location": "Vancouver"}]),
    ("What's the temperature in Buenos Aires?", "get_weather", [{"location": "Buenos Aires"}]),
    ("How far is it by road from Milan to Venice?", "road_distance",
     [{"origin": "Milan", "destination": "Venice"}]),
    ("Road distance between Berlin and Hamburg, please.", "road_distance",
     [{"origin": "Berlin", "destination": "Hamburg"}]),
    ("Translate 'good night' into Spanish.", "translate",
     [{"text": "good night", "target_language": "Spanish"}]),
    ("How do you say 'cheese' in French?", "translate",
     [{"text": "cheese", "target_language": "French"}]),
    ("Factorial of 9?", "factorial", [{"n": 9}]),
    ("Compute 4 factorial for me.", "factorial", [{"n": 4}]),
]

def _same(a: Any, b: Any) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and \
            not isinstance(a, bool) and not isinstance(b, bool):
        return abs(a - b) < 1e-9
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().lower() == b.strip().lower()
    return a == b


def matches(args: dict[str, Any], want: dict[str, Any], required: list[str]) -> bool:
    return all(k in args and _same(args[k], v) for k, v in want.items()) and \
        all(k in want or k not in required for k in args)


def right(ran: list[tuple[str, dict[str, Any]]], tool: str,
          want: list[dict[str, Any]]) -> bool:
    required = TOOLS[tool][2]
    if len(ran) != len(want) or any(name != tool for name, _ in ran):
        return False
    left = list(want)
    for _, args in ran:
        hit = next((w for w in left if matches(args, w, required)), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


# written 12-05 before items read a value said more than once where its item is (before,
# only the first place it was said was tried), and before any run of it: items that repeat
# a value, or a number said before the items (``--later paired7``)
PAIRED7: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Convert 50 USD to EUR and 50 CAD to GBP.", "convert_currency",
     [{"amount": 50, "from_currency": "USD", "to_currency": "EUR"},
      {"amount": 50, "from_currency": "CAD", "to_currency": "GBP"}]),
    ("For my 2 trips: 2 nights in Seville and 3 nights in Granada.", "hotel_price",
     [{"city": "Seville", "nights": 2}, {"city": "Granada", "nights": 3}]),
    ("Sales tax on $40 in Denver and $40 in Tulsa.", "sales_tax",
     [{"amount": 40, "city": "Denver"}, {"amount": 40, "city": "Tulsa"}]),
    ("Triangles: base 5 height 5, and base 5 height 8.", "triangle_area",
     [{"base": 5, "height": 5}, {"base": 5, "height": 8}]),
    ("In 2 steps: convert 20 EUR to JPY, then 35 GBP to CHF.", "convert_currency",
     [{"amount": 20, "from_currency": "EUR", "to_currency": "JPY"},
      {"amount": 35, "from_currency": "GBP", "to_currency": "CHF"}]),
    ("Population of Peru in 2000 and of Chile in 2000.", "get_population",
     [{"country": "Peru", "year": 2000}, {"country": "Chile", "year": 2000}]),
    ("Drive from Leeds to York, and from York to Hull.", "road_distance",
     [{"origin": "Leeds", "destination": "York"}, {"origin": "York", "destination": "Hull"}]),
    ("Hotel for 4 nights in Porto and 4 nights in Faro.", "hotel_price",
     [{"city": "Porto", "nights": 4}, {"city": "Faro", "nights": 4}]),
    ("Interest on 1000 at 3 percent for 3 years, and on 2000 at 4 percent for 3 years.",
     "compound_interest", [{"principal": 1000, "rate": 3, "years": 3},
                           {"principal": 2000, "rate": 4, "years": 3}]),
    ("Two conversions: 10 AUD to NZD and 10 NZD to AUD.", "convert_currency",
     [{"amount": 10, "from_currency": "AUD", "to_currency": "NZD"},
      {"amount": 10, "from_currency": "NZD", "to_currency": "AUD"}]),
    ("Tax for 3 items: $12 in Austin, $30 in Dallas, $12 in Waco.", "sales_tax",
     [{"amount": 12, "city": "Austin"}, {"amount": 30, "city": "Dallas"},
      {"amount": 12, "city": "Waco"}]),
    ("Distances: Bonn to Essen and Essen to Bonn.", "road_distance",
     [{"origin": "Bonn", "destination": "Essen"}, {"origin": "Essen", "destination": "Bonn"}]),
    ("Translate 'hello' into Czech and 'goodbye' into Czech.", "translate",
     [{"text": "hello", "target_language": "Czech"},
      {"text": "goodbye", "target_language": "Czech"}]),
    ("On day 1, 1 night in Riga, and on day 2, 2 nights in Vilnius.", "hotel_price",
     [{"city": "Riga", "nights": 1}, {"city": "Vilnius", "nights": 2}]),
    ("Population of Kenya in 1990 and Ghana in 1990.", "get_population",
     [{"country": "Kenya", "year": 1990}, {"country": "Ghana", "year": 1990}]),
    ("Convert 5 EUR to SEK and 5 EUR to DKK.", "convert_currency",
     [{"amount": 5, "from_currency": "EUR", "to_currency": "SEK"},
      {"amount": 5, "from_currency": "EUR", "to_currency": "DKK"}]),
]

# written 12-05 before items were read from a call put right by the repair's evidence rules
# (a misspelled name, a copied example code), and before any run of it: items whose values
# a small model may misspell or copy (``--later paired8``)
PAIRED8: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Hotel for 2 nights in Tallinn and 5 nights in Vilnius.", "hotel_price",
     [{"city": "Tallinn", "nights": 2}, {"city": "Vilnius", "nights": 5}]),
    ("Local time in Reykjavik and in Helsinki.", "local_time",
     [{"city": "Reykjavik"}, {"city": "Helsinki"}]),
    ("Sales tax on $14 in Albuquerque and $60 in Milwaukee.", "sales_tax",
     [{"amount": 14, "city": "Albuquerque"}, {"amount": 60, "city": "Milwaukee"}]),
    ("Weather in Montevideo in celsius and in Asuncion in fahrenheit.", "get_weather",
     [{"location": "Montevideo", "unit": "celsius"},
      {"location": "Asuncion", "unit": "fahrenheit"}]),
    ("Road distance from Bratislava to Budapest, and from Zagreb to Ljubljana.",
     "road_distance", [{"origin": "Bratislava", "destination": "Budapest"},
                       {"origin": "Zagreb", "destination": "Ljubljana"}]),
    ("Population of Mauritania in 2010 and of Botswana in 2015.", "get_population",
     [{"country": "Mauritania", "year": 2010}, {"country": "Botswana", "year": 2015}]),
    ("Hotel price: 3 nights in Ouagadougou, 1 night in Bamako.", "hotel_price",
     [{"city": "Ouagadougou", "nights": 3}, {"city": "Bamako", "nights": 1}]),
    ("What's the local time in Vladivostok and in Novosibirsk?", "local_time",
     [{"city": "Vladivostok"}, {"city": "Novosibirsk"}]),
    ("Sales tax for $25 in Sacramento and $8 in Pittsburgh.", "sales_tax",
     [{"amount": 25, "city": "Sacramento"}, {"amount": 8, "city": "Pittsburgh"}]),
    ("Weather in Kathmandu and in Thimphu, in celsius.", "get_weather",
     [{"location": "Kathmandu", "unit": "celsius"}, {"location": "Thimphu", "unit": "celsius"}]),
    ("Convert 80 SEK to NOK and 45 HUF to CZK.", "convert_currency",
     [{"amount": 80, "from_currency": "SEK", "to_currency": "NOK"},
      {"amount": 45, "from_currency": "HUF", "to_currency": "CZK"}]),
    ("Road distance from Salzburg to Innsbruck and from Graz to Klagenfurt.", "road_distance",
     [{"origin": "Salzburg", "destination": "Innsbruck"},
      {"origin": "Graz", "destination": "Klagenfurt"}]),
    ("Population of Uzbekistan in 2000, and of Tajikistan in 2020.", "get_population",
     [{"country": "Uzbekistan", "year": 2000}, {"country": "Tajikistan", "year": 2020}]),
    ("4 nights in Marrakesh and 2 nights in Casablanca: hotel prices?", "hotel_price",
     [{"city": "Marrakesh", "nights": 4}, {"city": "Casablanca", "nights": 2}]),
    ("Local time in Antananarivo, then in Mogadishu.", "local_time",
     [{"city": "Antananarivo"}, {"city": "Mogadishu"}]),
    ("Tax on $33 in Scottsdale and $70 in Chattanooga.", "sales_tax",
     [{"amount": 33, "city": "Scottsdale"}, {"amount": 70, "city": "Chattanooga"}]),
]

# written 12-05 after paired8's run (13 of 16 before and after: its names were written
# right), before any run of it: rarer and longer names (``--later paired9``)
PAIRED9: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Hotel for 3 nights in Tegucigalpa and 2 nights in Managua.", "hotel_price",
     [{"city": "Tegucigalpa", "nights": 3}, {"city": "Managua", "nights": 2}]),
    ("Local time in Ulaanbaatar and in Bishkek.", "local_time",
     [{"city": "Ulaanbaatar"}, {"city": "Bishkek"}]),
    ("Sales tax on $19 in Poughkeepsie and $52 in Schenectady.", "sales_tax",
     [{"amount": 19, "city": "Poughkeepsie"}, {"amount": 52, "city": "Schenectady"}]),
    ("Weather in Nouakchott in celsius and in Niamey in fahrenheit.", "get_weather",
     [{"location": "Nouakchott", "unit": "celsius"},
      {"location": "Niamey", "unit": "fahrenheit"}]),
    ("Road distance from Szczecin to Bydgoszcz, and from Lodz to Katowice.",
     "road_distance", [{"origin": "Szczecin", "destination": "Bydgoszcz"},
                       {"origin": "Lodz", "destination": "Katowice"}]),
    ("Population of Liechtenstein in 2005 and of Andorra in 2015.", "get_population",
     [{"country": "Liechtenstein", "year": 2005}, {"country": "Andorra", "year": 2015}]),
    ("Hotel price: 4 nights in Paramaribo, 2 nights in Georgetown.", "hotel_price",
     [{"city": "Paramaribo", "nights": 4}, {"city": "Georgetown", "nights": 2}]),
    ("What's the local time in Yekaterinburg and in Krasnoyarsk?", "local_time",
     [{"city": "Yekaterinburg"}, {"city": "Krasnoyarsk"}]),
    ("Sales tax for $15 in Tuscaloosa and $48 in Chillicothe.", "sales_tax",
     [{"amount": 15, "city": "Tuscaloosa"}, {"amount": 48, "city": "Chillicothe"}]),
    ("Weather in Ouagadougou and in Lilongwe, in fahrenheit.", "get_weather",
     [{"location": "Ouagadougou", "unit": "fahrenheit"},
      {"location": "Lilongwe", "unit": "fahrenheit"}]),
    ("Road distance from Wroclaw to Poznan and from Gdynia to Olsztyn.", "road_distance",
     [{"origin": "Wroclaw", "destination": "Poznan"},
      {"origin": "Gdynia", "destination": "Olsztyn"}]),
    ("Population of Turkmenistan in 1995, and of Azerbaijan in 2005.", "get_population",
     [{"country": "Turkmenistan", "year": 1995}, {"country": "Azerbaijan", "year": 2005}]),
    ("5 nights in Timbuktu and 1 night in Djenne: hotel prices?", "hotel_price",
     [{"city": "Timbuktu", "nights": 5}, {"city": "Djenne", "nights": 1}]),
    ("Local time in Nukualofa, then in Funafuti.", "local_time",
     [{"city": "Nukualofa"}, {"city": "Funafuti"}]),
    ("Tax on $27 in Kalamazoo and $90 in Walla Walla.", "sales_tax",
     [{"amount": 27, "city": "Kalamazoo"}, {"amount": 90, "city": "Walla Walla"}]),
    ("Hotel for 2 nights in Reykjavik and for 7 nights in Akureyri.", "hotel_price",
     [{"city": "Reykjavik", "nights": 2}, {"city": "Akureyri", "nights": 7}]),
]

# written 12-05 before any rule for a first call whose value the request never says
# ("Kwadu" for "Kenya, Ghana and Nigeria"), and before any run of it: lists of values of
# one form for a tool of one required parameter, rarer names and codes; then four requests
# for one call that write other names or codes beside it (``--later listed``)
LISTED: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather in Ouagadougou, Niamey and Bamako?", "get_weather",
     [{"location": "Ouagadougou"}, {"location": "Niamey"}, {"location": "Bamako"}]),
    ("Local time in Apia and Suva.", "local_time", [{"city": "Apia"}, {"city": "Suva"}]),
    ("Populations of Eritrea, Djibouti and Comoros.", "get_population",
     [{"country": "Eritrea"}, {"country": "Djibouti"}, {"country": "Comoros"}]),
    ("How are ASML, TSM and AVGO trading?", "get_stock_price",
     [{"symbol": "ASML"}, {"symbol": "TSM"}, {"symbol": "AVGO"}]),
    ("Stock prices for PLTR and SNOW.", "get_stock_price",
     [{"symbol": "PLTR"}, {"symbol": "SNOW"}]),
    ("Weather for Tashkent and Samarkand.", "get_weather",
     [{"location": "Tashkent"}, {"location": "Samarkand"}]),
    ("What time is it in Windhoek and Gaborone?", "local_time",
     [{"city": "Windhoek"}, {"city": "Gaborone"}]),
    ("Population of Moldova and of Belarus.", "get_population",
     [{"country": "Moldova"}, {"country": "Belarus"}]),
    ("Quotes for CRWD, ZS and NET, please.", "get_stock_price",
     [{"symbol": "CRWD"}, {"symbol": "ZS"}, {"symbol": "NET"}]),
    ("Weather in Hobart, Launceston and Devonport.", "get_weather",
     [{"location": "Hobart"}, {"location": "Launceston"}, {"location": "Devonport"}]),
    ("Local time in Ulaanbaatar, Almaty and Tbilisi.", "local_time",
     [{"city": "Ulaanbaatar"}, {"city": "Almaty"}, {"city": "Tbilisi"}]),
    ("How many people live in Bhutan and Nepal?", "get_population",
     [{"country": "Bhutan"}, {"country": "Nepal"}]),
    ("Prices of the books 'Middlemarch' and 'Ivanhoe'.", "book_price",
     [{"title": "Middlemarch"}, {"title": "Ivanhoe"}]),
    ("Share prices of RIVN and LCID.", "get_stock_price",
     [{"symbol": "RIVN"}, {"symbol": "LCID"}]),
    ("Weather in Maputo and Lusaka, please.", "get_weather",
     [{"location": "Maputo"}, {"location": "Lusaka"}]),
    ("Population of Kyrgyzstan, Tajikistan and Turkmenistan.", "get_population",
     [{"country": "Kyrgyzstan"}, {"country": "Tajikistan"}, {"country": "Turkmenistan"}]),
    ("Weather in Oslo? I fly there from Bergen and Trondheim.", "get_weather",
     [{"location": "Oslo"}]),
    ("Local time in Lima, where my friends from Quito and Bogota live.", "local_time",
     [{"city": "Lima"}]),
    ("Population of Chile; I have been to Peru and Bolivia.", "get_population",
     [{"country": "Chile"}]),
    ("Price of NVDA; I sold AMD and INTC last year.", "get_stock_price",
     [{"symbol": "NVDA"}]),
]

# written 12-05 after reading LISTED's run (three of its four single requests got calls
# for values an aside names: "Price of NVDA; I sold AMD and INTC last year"), before any
# rule for them and any run of these: single requests with an aside naming other values
# of the same form, then lists with words between their items (``--later asides``)
ASIDES: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather in Dublin? My sister lives in Cork and Galway.", "get_weather",
     [{"location": "Dublin"}]),
    ("Price of MSFT; my brother holds ORCL and IBM.", "get_stock_price",
     [{"symbol": "MSFT"}]),
    ("Local time in Seoul, where I am meeting people from Busan and Daegu.", "local_time",
     [{"city": "Seoul"}]),
    ("Population of Norway; we visited Sweden and Finland last year.", "get_population",
     [{"country": "Norway"}]),
    ("Define 'candid'. I already know 'frank' and 'blunt'.", "define_word",
     [{"word": "candid"}]),
    ("Weather in Lyon, since my flights via Paris and Nice were cancelled.", "get_weather",
     [{"location": "Lyon"}]),
    ("Stock price of AMZN. Yesterday I sold NFLX and META.", "get_stock_price",
     [{"symbol": "AMZN"}]),
    ("Population of Ghana, the country my parents left for Togo and Benin.",
     "get_population", [{"country": "Ghana"}]),
    ("Weather in Dublin, and also in Cork?", "get_weather",
     [{"location": "Dublin"}, {"location": "Cork"}]),
    ("Price of MSFT and, while you are at it, ORCL.", "get_stock_price",
     [{"symbol": "MSFT"}, {"symbol": "ORCL"}]),
    ("Local time in Seoul, then in Busan.", "local_time", [{"city": "Seoul"}, {"city": "Busan"}]),
    ("Population of Norway, and how about Sweden?", "get_population",
     [{"country": "Norway"}, {"country": "Sweden"}]),
    ("Weather in Lyon; and Nice?", "get_weather", [{"location": "Lyon"}, {"location": "Nice"}]),
    ("What's AMZN at, and NFLX?", "get_stock_price", [{"symbol": "AMZN"}, {"symbol": "NFLX"}]),
    ("Population of Ghana and of Togo, please.", "get_population",
     [{"country": "Ghana"}, {"country": "Togo"}]),
    ("Define 'candid' and 'frank'.", "define_word", [{"word": "candid"}, {"word": "frank"}]),
]

# written 12-05 (twenty-eighth session) after the calls' values said in other words were
# read (a ticker made from a company's name counts as said, and the more stage is asked
# beside it), before any run of these: companies named in words where the tool takes a
# ticker, most in lists, four alone (``--later worded``)
WORDED: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Stock prices of Apple and Microsoft.", "get_stock_price",
     [{"symbol": "AAPL"}, {"symbol": "MSFT"}]),
    ("How are Tesla and Netflix trading?", "get_stock_price",
     [{"symbol": "TSLA"}, {"symbol": "NFLX"}]),
    ("Share prices of Amazon and Adobe, please.", "get_stock_price",
     [{"symbol": "AMZN"}, {"symbol": "ADBE"}]),
    ("Quotes for Nvidia, Intel and AMD.", "get_stock_price",
     [{"symbol": "NVDA"}, {"symbol": "INTC"}, {"symbol": "AMD"}]),
    ("Prices of Salesforce and Oracle stock.", "get_stock_price",
     [{"symbol": "CRM"}, {"symbol": "ORCL"}]),
    ("Stock prices of Starbucks and Nike.", "get_stock_price",
     [{"symbol": "SBUX"}, {"symbol": "NKE"}]),
    ("How is Disney stock doing, and Boeing?", "get_stock_price",
     [{"symbol": "DIS"}, {"symbol": "BA"}]),
    ("Stock price of Pfizer and Moderna.", "get_stock_price",
     [{"symbol": "PFE"}, {"symbol": "MRNA"}]),
    ("Quotes for Coca-Cola and PepsiCo.", "get_stock_price",
     [{"symbol": "KO"}, {"symbol": "PEP"}]),
    ("Shares of Visa and Mastercard, please.", "get_stock_price",
     [{"symbol": "V"}, {"symbol": "MA"}]),
    ("Price of Shopify and Spotify stock.", "get_stock_price",
     [{"symbol": "SHOP"}, {"symbol": "SPOT"}]),
    ("Stock price of Apple.", "get_stock_price", [{"symbol": "AAPL"}]),
    ("How is Microsoft doing today?", "get_stock_price", [{"symbol": "MSFT"}]),
    ("Price of Nike shares; I bought Adidas shoes.", "get_stock_price",
     [{"symbol": "NKE"}]),
    ("Tesla stock price, please.", "get_stock_price", [{"symbol": "TSLA"}]),
]

# written 12-05 (twenty-ninth session), before any run of these and before any rule for
# them: a later value in a sentence of its own, added with a word of adding or asking
# ("Weather in Rome? I also need Naples"), with no listing word beside the first value;
# and single requests whose later sentence holds such a word but no value for the tool
# (``--later added``)
ADDED: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather in Rome? I also need Naples.", "get_weather",
     [{"location": "Rome"}, {"location": "Naples"}]),
    ("Population of Peru. Chile too, please.", "get_population",
     [{"country": "Peru"}, {"country": "Chile"}]),
    ("Stock price of AAPL. I'd also like TSLA.", "get_stock_price",
     [{"symbol": "AAPL"}, {"symbol": "TSLA"}]),
    ("Local time in Tokyo. My boss wants Sydney as well.", "local_time",
     [{"city": "Tokyo"}, {"city": "Sydney"}]),
    ("Define 'sanguine'. Please define 'laconic' too.", "define_word",
     [{"word": "sanguine"}, {"word": "laconic"}]),
    ("What's the factorial of 6? I need the one of 9 as well.", "factorial",
     [{"n": 6}, {"n": 9}]),
    ("Weather in Quito! Also Lima.", "get_weather",
     [{"location": "Quito"}, {"location": "Lima"}]),
    ("Price of the book Dune. My son wants Emma too.", "book_price",
     [{"title": "Dune"}, {"title": "Emma"}]),
    ("Weather in Rome? I also need an umbrella, I guess.", "get_weather",
     [{"location": "Rome"}]),
    ("Population of Peru. I'd also love to visit one day.", "get_population",
     [{"country": "Peru"}]),
    ("Stock price of AAPL. I also hold some bonds.", "get_stock_price",
     [{"symbol": "AAPL"}]),
    ("Local time in Tokyo. My boss wants the report too.", "local_time",
     [{"city": "Tokyo"}]),
    ("Define 'sanguine'. I need it for an essay as well.", "define_word",
     [{"word": "sanguine"}]),
    ("What's the factorial of 6? I also need it fast.", "factorial", [{"n": 6}]),
]

# written 12-05 after the rule for ADDED's requests (the more stage is asked, and a later
# value listed, where the next sentence adds: ``parallel._adds``, ``_adds_next``), before
# any run of these: other tools and words, and singles whose next sentence adds
# something else (``--later added2``)
ADDED2: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Distance from Leeds to York? I also want Leeds to Hull.", "road_distance",
     [{"origin": "Leeds", "destination": "York"}, {"origin": "Leeds", "destination": "Hull"}]),
    ("How much is 'Beloved'? My wife wants 'Ulysses' too.", "book_price",
     [{"title": "Beloved"}, {"title": "Ulysses"}]),
    ("Weather in Bergen. Oslo as well, please.", "get_weather",
     [{"location": "Bergen"}, {"location": "Oslo"}]),
    ("Price of NFLX today. Also check AMZN.", "get_stock_price",
     [{"symbol": "NFLX"}, {"symbol": "AMZN"}]),
    ("Factorial of 4, please. Do 7 too.", "factorial", [{"n": 4}, {"n": 7}]),
    ("Population of Kenya in 2010. We need Uganda too.", "get_population",
     [{"country": "Kenya", "year": 2010}, {"country": "Uganda", "year": 2010}]),
    ("Translate 'thanks' into Italian. Into Greek as well.", "translate",
     [{"text": "thanks", "target_language": "Italian"},
      {"text": "thanks", "target_language": "Greek"}]),
    ("Local time in Denver? Also Phoenix, if you can.", "local_time",
     [{"city": "Denver"}, {"city": "Phoenix"}]),
    ("Distance from Leeds to York? I also want to stop for lunch.", "road_distance",
     [{"origin": "Leeds", "destination": "York"}]),
    ("How much is 'Beloved'? My wife wants it too.", "book_price", [{"title": "Beloved"}]),
    ("Weather in Bergen. I'll pack a coat as well.", "get_weather",
     [{"location": "Bergen"}]),
    ("Price of NFLX today. Also, thanks for yesterday.", "get_stock_price",
     [{"symbol": "NFLX"}]),
    ("Factorial of 4, please. Show the steps too.", "factorial", [{"n": 4}]),
    ("Population of Kenya in 2010. I also lived there in 2012.", "get_population",
     [{"country": "Kenya", "year": 2010}]),
]

# written 12-05 after reading ADDED2's run ("Population of Kenya in 2010. We need Uganda
# too": the year, said once between the two countries, kept Uganda's call from running),
# before any rule for it and any run of these: a value of the first sentence the adding
# sentence leaves to be carried over, and singles whose next sentence adds no value
# (``--later added3``)
ADDED3: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Population of Chile in 1990. Argentina too, please.", "get_population",
     [{"country": "Chile", "year": 1990}, {"country": "Argentina", "year": 1990}]),
    ("Weather in Austin in fahrenheit. Dallas as well.", "get_weather",
     [{"location": "Austin", "unit": "fahrenheit"}, {"location": "Dallas", "unit": "fahrenheit"}]),
    ("Translate 'hello' into German. 'Goodbye' too.", "translate",
     [{"text": "hello", "target_language": "German"},
      {"text": "Goodbye", "target_language": "German"}]),
    ("Hotel prices in Madrid for 3 nights. Lisbon as well.", "hotel_price",
     [{"city": "Madrid", "nights": 3}, {"city": "Lisbon", "nights": 3}]),
    ("Sales tax on $40 in Boston? I need Denver too.", "sales_tax",
     [{"amount": 40, "city": "Boston"}, {"amount": 40, "city": "Denver"}]),
    ("Population of Peru in 2005. Also Bolivia.", "get_population",
     [{"country": "Peru", "year": 2005}, {"country": "Bolivia", "year": 2005}]),
    ("Weather in Austin in fahrenheit. I prefer that scale too.", "get_weather",
     [{"location": "Austin", "unit": "fahrenheit"}]),
    ("Translate 'hello' into German. My wife speaks it too.", "translate",
     [{"text": "hello", "target_language": "German"}]),
    ("Hotel prices in Madrid for 3 nights. I need a taxi too.", "hotel_price",
     [{"city": "Madrid", "nights": 3}]),
    ("Population of Chile in 1990. I was there in 1990 too.", "get_population",
     [{"country": "Chile", "year": 1990}]),
]

# written 12-05 after the joins of several words and the spaced dash were read (the more
# stage asked and the items listed: ``parallel._JOINS``, "same for"), before any run of
# these: other joins of that kind, and singles holding such words beside one value
# (``--later joins``)
JOINS: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Weather in Oslo as well as Tromso.", "get_weather",
     [{"location": "Oslo"}, {"location": "Tromso"}]),
    ("Price of AMZN along with NFLX.", "get_stock_price",
     [{"symbol": "AMZN"}, {"symbol": "NFLX"}]),
    ("Population of Chile together with Peru.", "get_population",
     [{"country": "Chile"}, {"country": "Peru"}]),
    ("Local time in Tokyo in addition to Seoul.", "local_time",
     [{"city": "Tokyo"}, {"city": "Seoul"}]),
    ("Define 'candid' — and 'frank'.", "define_word",
     [{"word": "candid"}, {"word": "frank"}]),
    ("Factorial of 6? Same for 9.", "factorial", [{"n": 6}, {"n": 9}]),
    ("Price of 'Dune' as well as 'Emma'.", "book_price",
     [{"title": "Dune"}, {"title": "Emma"}]),
    ("Weather in Quito along with Lima, please.", "get_weather",
     [{"location": "Quito"}, {"location": "Lima"}]),
    ("Weather in Oslo as well, please.", "get_weather", [{"location": "Oslo"}]),
    ("Price of AMZN along with its news.", "get_stock_price", [{"symbol": "AMZN"}]),
    ("Population of Chile — roughly.", "get_population", [{"country": "Chile"}]),
    ("Local time in Tokyo, in addition to the date.", "local_time", [{"city": "Tokyo"}]),
]

# written 12-06 after the rules for standard codes (``agentnb.codes``) and for a later
# code in its item's place (``parallel._in_place``), before any run of these: countries
# and languages named where their codes are asked for, and companies listed where their
# tickers are (``--later coded``; run on the code before those rules and after)
CODED: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Facts about Germany and Austria.", "country_facts",
     [{"country": "DEU"}, {"country": "AUT"}]),
    ("Facts about Spain and Portugal, please.", "country_facts",
     [{"country": "ESP"}, {"country": "PRT"}]),
    ("Compare Switzerland and Croatia.", "country_facts",
     [{"country": "CHE"}, {"country": "HRV"}]),
    ("Facts about Greece and Cyprus.", "country_facts",
     [{"country": "GRC"}, {"country": "CYP"}]),
    ("Facts about Japan.", "country_facts", [{"country": "JPN"}]),
    ("Stock prices of Nvidia and Intel.", "get_stock_price",
     [{"symbol": "NVDA"}, {"symbol": "INTC"}]),
    ("How are Tesla and Ford doing?", "get_stock_price", [{"symbol": "TSLA"}, {"symbol": "F"}]),
    ("Quote Amazon and Boeing.", "get_stock_price", [{"symbol": "AMZN"}, {"symbol": "BA"}]),
    ("Price of Intel stock.", "get_stock_price", [{"symbol": "INTC"}]),
    ("Top songs in Germany and Japan.", "top_songs", [{"country": "DE"}, {"country": "JP"}]),
    ("Top songs in Brazil.", "top_songs", [{"country": "BR"}]),
    ("Headlines on the election, in French.", "headlines",
     [{"topic": "election", "language": "fr"}]),
]

# written 12-06 after reading CODED's run (SmolLM2 writes names, "Germany", where codes
# are asked for, and picks "US" among an enum's codes), before the rules for those and
# any run of these (``--later coded2``)
CODED2: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Facts about Italy.", "country_facts", [{"country": "ITA"}]),
    ("Facts about Norway and Finland.", "country_facts",
     [{"country": "NOR"}, {"country": "FIN"}]),
    ("Facts about Mexico, please.", "country_facts", [{"country": "MEX"}]),
    ("Facts about Chile and Peru.", "country_facts", [{"country": "CHL"}, {"country": "PER"}]),
    ("Top songs in France.", "top_songs", [{"country": "FR"}]),
    ("Top songs in Italy and Spain.", "top_songs", [{"country": "IT"}, {"country": "ES"}]),
    ("Headlines on football in Spanish.", "headlines",
     [{"topic": "football", "language": "es"}]),
    ("Headlines about tennis, in German.", "headlines",
     [{"topic": "tennis", "language": "de"}]),
]

BATCHES = {"paired": PAIRED, "paired2": PAIRED2, "paired3": PAIRED3,
           "paired4": PAIRED4,
           "paired5": PAIRED5,
           "paired6": PAIRED6, "paired7": PAIRED7, "paired8": PAIRED8, "paired9": PAIRED9,
           "listed": LISTED, "asides": ASIDES, "respectively": RESPECTIVELY,
           "worded": WORDED, "added": ADDED, "added2": ADDED2,
           "added3": ADDED3, "joins": JOINS, "coded": CODED, "coded2": CODED2,
           "single": SINGLE}


def tool_for(name: str, seen: list[tuple[str, dict[str, Any]]]) -> Tool:
    """The case's tool alone (as in BFCL's parallel file), recording its calls."""
    return tool_of(name, lambda **kw: seen.append((name, kw)) or "ok")


def tool_of(name: str, fn: Callable[..., Any]) -> Tool:
    """The tool ``name`` of ``TOOLS``, running ``fn``."""
    description, props, required = TOOLS[name]
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": required}, fn=fn)


def one_step(model: OpenAICompatModel, tools: list[Tool], request: str, calls_per_step: int,
             options: dict[str, Any], seconds: list[float]) -> Step:
    """One required step of a fresh agent on the request; its time added to ``seconds``."""
    agent = Agent(model, tools, max_steps=1, calls_per_step=calls_per_step,
                  system="You are a helpful assistant that calls functions.", **options)
    t0 = time.perf_counter()
    step = agent.start(request, save_to=False).step(tool_choice="required")
    seconds.append(time.perf_counter() - t0)
    return step


def run_setting(model: OpenAICompatModel, setting: str, later: str | None = None
                ) -> dict[str, Any]:
    calls_per_step = int(setting.split("-")[0])
    options: dict[str, Any] = {}
    if setting.endswith("-raw"):  # the default policies without keep_stated_calls
        options = {"policies": [GroundArguments(), AvoidRepeats(), ReuseResults(),
                                CheckAnswer()]}
    out: dict[str, Any] = {"bench": "parallel_requests", "calls_per_step": calls_per_step,
                           "keep_stated_calls": not setting.endswith("-raw")}
    seconds: list[float] = []
    groups = [("several", SEVERAL), ("one", ONE)] if not later else \
        [(later, BATCHES[later])] if later in BATCHES else [
        ("later_several", [c for c in LATER if len(c[2]) > 1]),
        ("later_one", [c for c in LATER if len(c[2]) == 1])]
    for label, cases in groups:
        ok = extra = dropped = unasked = 0
        for request, tool, want in cases:
            seen: list[tuple[str, dict[str, Any]]] = []
            step = one_step(model, [tool_for(tool, seen)], request, calls_per_step, options,
                            seconds)
            ok += right(seen, tool, want)
            # each case, to read (on stderr; the JSON line stays alone on stdout)
            print(f"# {'right' if right(seen, tool, want) else 'wrong'}: {request!r}: "
                  f"{[a for _, a in seen]}", file=sys.stderr)
            extra += max(0, len(seen) - len(want))
            unasked += sum(not any(matches(a, w, TOOLS[tool][2]) for w in want) for _, a in seen)
            dropped += len(step.dropped)
        out[label] = {"cases": len(cases), "right": ok, "extra_calls_ran": extra,
                      "unasked_calls_ran": unasked, "calls_dropped": dropped}
    out["seconds_per_step"] = round(statistics.mean(seconds), 2)
    return out


def main() -> None:
    serve_settings(run_setting, nargs="?", const="1",
                   help="the 16 requests written afterwards (12 several, 4 once); "
                        "'paired', 'paired2': 12 requests each pairing values of two "
                        "parameters; 'paired3': 16 for two or three calls of ten tools; "
                        "'paired4' to 'paired9': 16 more each; 'listed': 16 lists of one "
                        "value each and 4 single requests; 'asides': 8 single requests "
                        "with an aside naming other values, 8 lists with words between; "
                        "'respectively': 12 pairing values listed apart; 'single': 24 requests "
                        "for one call")


@contextlib.contextmanager
def schema_only(on: bool = True) -> Iterator[None]:
    """While on, constrained requests carry the schema (``response_format``), not the
    grammar that allows a trailing comma (``openai_compat.GRAMMAR_KINDS`` emptied)."""
    kinds = set(openai_compat.GRAMMAR_KINDS)
    if on:
        openai_compat.GRAMMAR_KINDS.clear()
    try:
        yield
    finally:
        openai_compat.GRAMMAR_KINDS.update(kinds)


def serve_settings(run: Callable[[OpenAICompatModel, str, Any], dict[str, Any]],
                   **later: Any) -> None:
    """The command line (``--settings``, and ``--later`` as ``later`` describes it), then
    ``run(model, setting, later)`` for each setting, one JSON line each, on one embedded
    server."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--settings", default="1,4,4-raw",
                        help="calls_per_step, with -raw: without keep_stated_calls; "
                             "with -meaning (mixed_requests.py): the tools listed "
                             "closest to the request first; with -schema: constrained "
                             "requests carry the schema, not the grammar that allows a "
                             "trailing comma")
    parser.add_argument("--later", **later)
    args = parser.parse_args()
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for setting in args.settings.split(","):
            schema = setting.endswith("-schema")
            with schema_only(schema):
                row = run(model, setting.removesuffix("-schema"), args.later)
            print(json.dumps({**row, "grammar": not schema}), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
