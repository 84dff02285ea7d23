"""Calls after the first result, on the embedded model: does the run stop calling tools when
the request is answered, and still chain a second tool when the request needs one?

Not BFCL: 24 everyday requests written for this benchmark before any was run, each
offering two or three tools. 14 need one tool (another offered tool is one a model might
chain into: a converter beside the weather, a population beside a capital); 10 need two,
the second fed with the first's result ("the weather in the capital of Japan"). Each runs
unsteered to its end (at most 5 steps), with the default policies and without one of them
(``check_follow_ups`` unless ``--without`` names another), one case after the other with
each setting, on one server.

Figures per setting: *exact* (the calls that ran are exactly the expected ones, in order,
and the run answered), for the one-tool and the two-tool requests; *extra calls* that ran
beyond the expected ones; *made-up calls* that ran (a required value that nothing in the
conversation says: ``agentnb.unsaid.made_up``); *self-fed* calls that ran (a tool
called again with its result's number in place of its own, every string value the same:
``self_fed``); how often that policy acted; model calls and seconds per run. One JSON line.

    python bench/follow_ups.py [--batch first|later|third|...|tenth] [--without POLICY]
                               [--with OPT_IN_POLICY]

``--without``: the default policy the second setting leaves out (``check_follow_ups``;
``check_early_answers``, ``check_choice_meaning``; ``tool_order``: the second setting
lists the tools closest to the request first, ``tool_order="meaning"``). ``--later``
(``--batch later``): 24 more (14 and 10, five more tools: share prices, tickers, chief
executives, definitions, local times), written after the first batch had been run and
read, before any run of them. ``--batch third``: 24 more, whose one-tool requests name a
second tool's subject they do not ask for; ``--batch fourth``, ``fifth``, ``sixth``,
``seventh``, ``eighth``, ``ninth``, ``tenth`` and ``eleventh``: 24 more each; each
written before any run of it.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

from parallel_requests import schema_only
from two_tools import toolbox

from agentnb import Agent, ToolCall, ToolResult, tool
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.unsaid import made_up

WEATHER = {"tokyo": (25, "clear"), "oslo": (-3, "snow"), "cairo": (31, "sunny"),
           "rome": (21, "cloudy"), "paris": (18, "rain"), "lima": (19, "fog")}
CAPITALS = {"japan": "Tokyo", "italy": "Rome", "france": "Paris", "norway": "Oslo",
            "egypt": "Cairo", "peru": "Lima"}
PEOPLE = {"tokyo": 14094034, "rome": 2761632, "paris": 2102650, "oslo": 709037,
          "cairo": 10100166, "lima": 10092000}
PRICES = {"sandwich": 6.5, "pizza": 12.0, "coffee": 4.5, "bicycle": 320.0}


@tool
def get_weather(city: str) -> dict:
    """Current weather for a city.

    Args:
        city: City name, e.g. "Paris".
    """
    t, sky = WEATHER.get(city.strip().lower(), (None, None))
    return {"city": city, "temperature_c": t, "sky": sky} if t is not None else \
        {"error": f"no weather data for {city}"}


@tool
def get_capital(country: str) -> str:
    """Capital city of a country.

    Args:
        country: Country name, e.g. "Italy".
    """
    return CAPITALS.get(country.strip().lower(), "unknown")


@tool
def get_population(city: str) -> int:
    """Number of people living in a city.

    Args:
        city: City name.
    """
    return PEOPLE.get(city.strip().lower(), 0)


@tool
def get_distance_km(origin: str, destination: str) -> float:
    """Road distance between two cities in kilometres.

    Args:
        origin: Starting city.
        destination: Destination city.
    """
    return 465.0


@tool
def get_price_usd(item: str) -> float:
    """Price of an item in US dollars.

    Args:
        item: Item name.
    """
    return PRICES.get(item.strip().lower(), 10.0)


TICKERS = {"apple": "AAPL", "microsoft": "MSFT", "nvidia": "NVDA", "tesla": "TSLA"}
QUOTES = {"AAPL": 189.5, "MSFT": 415.2, "NVDA": 121.3, "TSLA": 248.9}
TIMES = {"tokyo": "21:40", "paris": "14:40", "lima": "07:40", "oslo": "14:40",
         "rome": "14:40", "cairo": "15:40"}


@tool
def get_stock_price(symbol: str) -> dict:
    """Latest share price of a company by its ticker symbol.

    Args:
        symbol: Ticker symbol, e.g. "AAPL".
    """
    price = QUOTES.get(symbol.strip().upper())
    return {"symbol": symbol, "price": price} if price else {"error": f"unknown {symbol}"}


@tool
def get_company_ticker(company: str) -> str:
    """Ticker symbol of a listed company.

    Args:
        company: Company name, e.g. "Apple".
    """
    return TICKERS.get(company.strip().lower(), "unknown")


@tool
def get_ceo(company: str) -> str:
    """Name of a company's chief executive.

    Args:
        company: Company name.
    """
    return {"microsoft": "Satya Nadella", "apple": "Tim Cook"}.get(company.strip().lower(),
                                                                    "unknown")


@tool
def define_word(word: str) -> str:
    """Dictionary definition of an English word.

    Args:
        word: The word, e.g. "serendipity".
    """
    return {"ephemeral": "lasting a very short time"}.get(word.strip().lower(), "not found")


@tool
def get_time(city: str) -> str:
    """Current local time in a city.

    Args:
        city: City name, e.g. "London".
    """
    return TIMES.get(city.strip().lower(), "unknown")


# the converters are two_tools.py's (the demo's celsius_to_fahrenheit among them)
TOOLS = {**{n: t for n, t in toolbox().items()
            if n in ("celsius_to_fahrenheit", "km_to_miles", "usd_to_eur")},
         **{t.name: t for t in [get_weather, get_capital, get_population, get_distance_km,
                                get_price_usd, get_stock_price, get_company_ticker, get_ceo,
                                define_word, get_time]}}

# (request, the tools offered, the calls that must run in order)
ONE: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather in Tokyo?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Tokyo"})]),
    ("Convert 30 degrees Celsius to Fahrenheit.", ["get_weather", "celsius_to_fahrenheit"],
     [("celsius_to_fahrenheit", {"celsius": 30})]),
    ("What is the capital of Norway?", ["get_capital", "get_weather", "get_population"],
     [("get_capital", {"country": "Norway"})]),
    ("How many kilometres is it from Paris to Lyon by road?",
     ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Lyon"})]),
    ("Convert 12 km to miles.", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 12})]),
    ("How much is a sandwich in US dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"})]),
    ("Convert 20 dollars to euros.", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 20})]),
    ("How many people live in Cairo?", ["get_population", "get_capital", "get_weather"],
     [("get_population", {"city": "Cairo"})]),
    ("Is it snowing in Oslo?", ["get_weather", "celsius_to_fahrenheit", "get_capital"],
     [("get_weather", {"city": "Oslo"})]),
    ("What's the capital of Peru?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Peru"})]),
    ("What is 100 Celsius in Fahrenheit?", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 100})]),
    ("What does a coffee cost in dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"})]),
    ("Population of Lima?", ["get_population", "get_weather"],
     [("get_population", {"city": "Lima"})]),
    ("How warm is it in Rome today?", ["get_weather", "celsius_to_fahrenheit",
                                       "get_population"],
     [("get_weather", {"city": "Rome"})]),
]
TWO: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What is the weather in the capital of Japan?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Japan"}), ("get_weather", {"city": "Tokyo"})]),
    ("How many people live in the capital of Italy?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Italy"}), ("get_population", {"city": "Rome"})]),
    ("How far is it from Paris to Lyon in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Lyon"}),
      ("km_to_miles", {"km": 465})]),
    ("How much does a sandwich cost in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"}), ("usd_to_eur", {"amount": 6.5})]),
    ("What is the temperature in Oslo in Fahrenheit?",
     ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Oslo"}), ("celsius_to_fahrenheit", {"celsius": -3})]),
    ("What is the temperature in Cairo in Fahrenheit?",
     ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"}), ("celsius_to_fahrenheit", {"celsius": 31})]),
    ("How many people live in the capital of Egypt?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Egypt"}), ("get_population", {"city": "Cairo"})]),
    ("What does a pizza cost in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"}), ("usd_to_eur", {"amount": 12})]),
    ("What's the weather like in the capital of Peru?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Peru"}), ("get_weather", {"city": "Lima"})]),
    ("A bicycle's price in euros, please.", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "bicycle"}), ("usd_to_eur", {"amount": 320})]),
]

# written afterwards (with v2 of made_up, the content words), before any run: --later
ONE_LATER: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's AAPL trading at?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "AAPL"})]),
    ("Who runs Microsoft?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Microsoft"})]),
    ("Ticker symbol of Nvidia?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"})]),
    ("Define 'ephemeral'.", ["define_word", "get_weather"],
     [("define_word", {"word": "ephemeral"})]),
    ("What time is it in Lima?", ["get_time", "get_weather"], [("get_time", {"city": "Lima"})]),
    ("Weather in Cairo?", ["get_weather", "get_time", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"})]),
    ("What is 50 km in miles?", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 50})]),
    ("How many people live in Rome?", ["get_population", "get_capital"],
     [("get_population", {"city": "Rome"})]),
    ("Capital of Egypt, please.", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Egypt"})]),
    ("What's -10 Celsius in Fahrenheit?", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": -10})]),
    ("Is it raining in Paris right now?", ["get_weather", "get_population"],
     [("get_weather", {"city": "Paris"})]),
    ("How much is 45 dollars in euros?", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 45})]),
    ("Price of a pizza in dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"})]),
    ("What is the stock price of TSLA?", ["get_stock_price", "get_ceo"],
     [("get_stock_price", {"symbol": "TSLA"})]),
]
TWO_LATER: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What is Apple's stock price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Apple"}), ("get_stock_price", {"symbol": "AAPL"})]),
    ("What time is it in the capital of Japan?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Japan"}), ("get_time", {"city": "Tokyo"})]),
    ("What's the weather in the capital of Norway?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Norway"}), ("get_weather", {"city": "Oslo"})]),
    ("What is the temperature in Rome in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Rome"}), ("celsius_to_fahrenheit", {"celsius": 21})]),
    ("How many people live in the capital of Peru?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Peru"}), ("get_population", {"city": "Lima"})]),
    ("How much is a coffee in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"}), ("usd_to_eur", {"amount": 4.5})]),
    ("Nvidia's share price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"}), ("get_stock_price", {"symbol": "NVDA"})]),
    ("How far is Rome from Milan in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Rome", "destination": "Milan"}),
      ("km_to_miles", {"km": 465})]),
    ("What is the temperature in Tokyo in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Tokyo"}), ("celsius_to_fahrenheit", {"celsius": 25})]),
    ("What time is it in the capital of France?", ["get_capital", "get_time"],
     [("get_capital", {"country": "France"}), ("get_time", {"city": "Paris"})]),
]

# a third batch, written before any run of it and before check_early_answers ran:
# --batch third.
# The one-tool requests name a second tool's subject they do not ask for ("I'll do the
# Fahrenheit conversion myself")
ONE_THIRD: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather in Lima? I'll do the Fahrenheit conversion myself.",
     ["get_weather", "celsius_to_fahrenheit"], [("get_weather", {"city": "Lima"})]),
    ("How many people live in Oslo?", ["get_population", "get_capital"],
     [("get_population", {"city": "Oslo"})]),
    ("What's the capital of Italy? I'm planning to check the weather there later.",
     ["get_capital", "get_weather"], [("get_capital", {"country": "Italy"})]),
    ("What time is it in Cairo?", ["get_time", "get_capital"], [("get_time", {"city": "Cairo"})]),
    ("Give me the ticker for Tesla.", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"})]),
    ("Who is the chief executive of Apple?", ["get_ceo", "get_stock_price"],
     [("get_ceo", {"company": "Apple"})]),
    ("Road distance from Rome to Milan in km?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Rome", "destination": "Milan"})]),
    ("Convert 80 km to miles.", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 80})]),
    ("How much is a bicycle in dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "bicycle"})]),
    ("What does 'ephemeral' mean?", ["define_word", "get_time"],
     [("define_word", {"word": "ephemeral"})]),
    ("Is it cloudy in Rome?", ["get_weather", "get_population", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Rome"})]),
    ("Share price of MSFT?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "MSFT"})]),
    ("What's 15 Celsius in Fahrenheit?", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 15})]),
    ("Which city is the capital of France?", ["get_capital", "get_population", "get_time"],
     [("get_capital", {"country": "France"})]),
]
TWO_THIRD: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the population of Norway's capital?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Norway"}), ("get_population", {"city": "Oslo"})]),
    ("What time is it now in the capital of Peru?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Peru"}), ("get_time", {"city": "Lima"})]),
    ("How's the weather in Egypt's capital?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Egypt"}), ("get_weather", {"city": "Cairo"})]),
    ("How much does a share of Microsoft cost?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"}),
      ("get_stock_price", {"symbol": "MSFT"})]),
    ("What is the temperature in Lima in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Lima"}), ("celsius_to_fahrenheit", {"celsius": 19})]),
    ("What does a coffee cost in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"}), ("usd_to_eur", {"amount": 4.5})]),
    ("How many miles is it by road from Paris to Rome?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Rome"}),
      ("km_to_miles", {"km": 465})]),
    ("What's Tesla's stock trading at?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"}), ("get_stock_price", {"symbol": "TSLA"})]),
    ("Tell me the local time in the capital of Italy.", ["get_capital", "get_time"],
     [("get_capital", {"country": "Italy"}), ("get_time", {"city": "Rome"})]),
    ("How many people live in the capital of Japan?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Japan"}), ("get_population", {"city": "Tokyo"})]),
]

# a fourth batch, written after check_early_answers was changed to ask also when another
# policy had left the other tools out, before any run of it: --batch fourth
ONE_FOURTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("Current temperature in Oslo?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Oslo"})]),
    ("What's the capital city of Peru?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Peru"})]),
    ("Population of Paris?", ["get_population", "get_capital"],
     [("get_population", {"city": "Paris"})]),
    ("Convert 5 dollars into euros.", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 5})]),
    ("Road distance in km from Lyon to Nice?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Lyon", "destination": "Nice"})]),
    ("Tesla's ticker symbol, please.", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"})]),
    ("Who's the CEO of Microsoft? Don't bother with the share price.",
     ["get_ceo", "get_stock_price"], [("get_ceo", {"company": "Microsoft"})]),
    ("Define the word 'serendipity'.", ["define_word", "get_weather"],
     [("define_word", {"word": "serendipity"})]),
    ("Local time in Tokyo?", ["get_time", "get_weather"], [("get_time", {"city": "Tokyo"})]),
    ("What's 0 Celsius in Fahrenheit?", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 0})]),
    ("How much does a pizza cost in US dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"})]),
    ("What is NVDA's share price?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "NVDA"})]),
    ("Is it sunny in Cairo? I don't need it in Fahrenheit.",
     ["get_weather", "celsius_to_fahrenheit"], [("get_weather", {"city": "Cairo"})]),
    ("Convert 100 km to miles.", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 100})]),
]
TWO_FOURTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather in the capital of Italy?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Italy"}), ("get_weather", {"city": "Rome"})]),
    ("How many people live in the capital of Norway?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Norway"}), ("get_population", {"city": "Oslo"})]),
    ("What time is it in Egypt's capital?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Egypt"}), ("get_time", {"city": "Cairo"})]),
    ("How much is one Apple share?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Apple"}), ("get_stock_price", {"symbol": "AAPL"})]),
    ("What's the temperature in Paris in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Paris"}), ("celsius_to_fahrenheit", {"celsius": 18})]),
    ("What does a sandwich cost in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"}), ("usd_to_eur", {"amount": 6.5})]),
    ("How many miles is it from Rome to Naples by road?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Rome", "destination": "Naples"}),
      ("km_to_miles", {"km": 465})]),
    ("Nvidia's stock price, please.", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"}), ("get_stock_price", {"symbol": "NVDA"})]),
    ("What's the local time in the capital of Japan?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Japan"}), ("get_time", {"city": "Tokyo"})]),
    ("In Fahrenheit, how warm is it in Cairo?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"}), ("celsius_to_fahrenheit", {"celsius": 31})]),
]
# a fifth batch, written after check_early_answers learned to take one word where a tool
# that ran looks up what another needs (relevance.feeds), before any run of it
ONE_FIFTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the capital of Japan?", ["get_capital", "get_population", "get_weather"],
     [("get_capital", {"country": "Japan"})]),
    ("How many people live in Tokyo?", ["get_population", "get_capital"],
     [("get_population", {"city": "Tokyo"})]),
    ("Tell me the time in Rome.", ["get_time", "get_capital"], [("get_time", {"city": "Rome"})]),
    ("Weather in Lima right now?", ["get_weather", "get_capital"],
     [("get_weather", {"city": "Lima"})]),
    ("Which company has the ticker AAPL? Just the share price of AAPL, please.",
     ["get_stock_price", "get_company_ticker"], [("get_stock_price", {"symbol": "AAPL"})]),
    ("What is Microsoft's ticker?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"})]),
    ("Convert 200 km to miles.", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 200})]),
    ("How far is it by road from Oslo to Bergen, in kilometres?",
     ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Oslo", "destination": "Bergen"})]),
    ("Convert 25 Celsius to Fahrenheit.", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 25})]),
    ("Price of coffee in dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"})]),
    ("What's the capital of Egypt? Its people are friendly, I hear.",
     ["get_capital", "get_population"], [("get_capital", {"country": "Egypt"})]),
    ("Who leads Apple as CEO?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Apple"})]),
    ("Is it foggy in Lima?", ["get_weather", "get_time"], [("get_weather", {"city": "Lima"})]),
    ("What does 'serendipity' mean?", ["define_word", "get_weather"],
     [("define_word", {"word": "serendipity"})]),
]
TWO_FIFTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("How many people live in the capital of France?", ["get_capital", "get_population"],
     [("get_capital", {"country": "France"}), ("get_population", {"city": "Paris"})]),
    ("How populous is the capital of Egypt?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Egypt"}), ("get_population", {"city": "Cairo"})]),
    ("What's one share of Tesla worth?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"}), ("get_stock_price", {"symbol": "TSLA"})]),
    ("Weather in the capital of Peru?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Peru"}), ("get_weather", {"city": "Lima"})]),
    ("What's the time right now in Norway's capital?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Norway"}), ("get_time", {"city": "Oslo"})]),
    ("How many people live in Italy's capital city?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Italy"}), ("get_population", {"city": "Rome"})]),
    ("What is the temperature in Oslo, in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Oslo"}), ("celsius_to_fahrenheit", {"celsius": -3})]),
    ("How much would a pizza cost me in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"}), ("usd_to_eur", {"amount": 12})]),
    ("Distance by road from Lyon to Paris, in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Lyon", "destination": "Paris"}),
      ("km_to_miles", {"km": 465})]),
    ("What are Microsoft shares trading at today?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"}),
      ("get_stock_price", {"symbol": "MSFT"})]),
]
# written after the also stage stopped offering a tool whose result came since the
# request, before any run of them
ONE_SIXTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the capital of Peru?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Peru"})]),
    ("How many people live in Cairo?", ["get_population", "get_capital"],
     [("get_population", {"city": "Cairo"})]),
    ("What time is it in Oslo?", ["get_time", "get_weather"], [("get_time", {"city": "Oslo"})]),
    ("Weather in Rome today?", ["get_weather", "get_population"],
     [("get_weather", {"city": "Rome"})]),
    ("What's the ticker symbol of Tesla?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"})]),
    ("Share price of MSFT?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "MSFT"})]),
    ("Convert 100 km to miles.", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 100})]),
    ("Convert 40 US dollars to euros.", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 40})]),
    ("What's 30 degrees Celsius in Fahrenheit?", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 30})]),
    ("How much does a sandwich cost in dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"})]),
    ("Who is the CEO of Microsoft?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Microsoft"})]),
    ("Define 'ephemeral'.", ["define_word", "get_time"], [("define_word", {"word": "ephemeral"})]),
    ("Is it snowing in Oslo? No need to convert the temperature.",
     ["get_weather", "celsius_to_fahrenheit"], [("get_weather", {"city": "Oslo"})]),
    ("What's the capital of Italy? I'll look up its weather later myself.",
     ["get_capital", "get_weather"], [("get_capital", {"country": "Italy"})]),
]
TWO_SIXTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather like in the capital of Norway?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Norway"}), ("get_weather", {"city": "Oslo"})]),
    ("How many inhabitants does the capital of Peru have?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Peru"}), ("get_population", {"city": "Lima"})]),
    ("Tell me the local time in the capital of Japan.", ["get_capital", "get_time"],
     [("get_capital", {"country": "Japan"}), ("get_time", {"city": "Tokyo"})]),
    ("How much is a share of Nvidia right now?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"}), ("get_stock_price", {"symbol": "NVDA"})]),
    ("What does a bicycle cost in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "bicycle"}), ("usd_to_eur", {"amount": 320})]),
    ("How hot is it in Cairo in degrees Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"}), ("celsius_to_fahrenheit", {"celsius": 31})]),
    ("What's the population of France's capital?", ["get_capital", "get_population"],
     [("get_capital", {"country": "France"}), ("get_population", {"city": "Paris"})]),
    ("Is it raining in the capital of France?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "France"}), ("get_weather", {"city": "Paris"})]),
    ("How many miles is the drive from Paris to Lyon?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Lyon"}),
      ("km_to_miles", {"km": 465})]),
    ("What time is it in Italy's capital right now?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Italy"}), ("get_time", {"city": "Rome"})]),
]
# written 12-04, before any run of it (the redraw of answers that are no answer, and
# the early answers, measured on cases no rule was read from)
ONE_SEVENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("Which city is the capital of Norway?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Norway"})]),
    ("What's the population of Lima?", ["get_population", "get_weather"],
     [("get_population", {"city": "Lima"})]),
    ("Is it cloudy in Rome right now?", ["get_weather", "get_time"],
     [("get_weather", {"city": "Rome"})]),
    ("Local time in Cairo, please.", ["get_time", "get_capital"],
     [("get_time", {"city": "Cairo"})]),
    ("What ticker does Nvidia trade under?", ["get_company_ticker", "get_ceo"],
     [("get_company_ticker", {"company": "Nvidia"})]),
    ("How much is AAPL trading at?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "AAPL"})]),
    ("Who runs Apple as chief executive?", ["get_ceo", "get_stock_price"],
     [("get_ceo", {"company": "Apple"})]),
    ("How many miles are 250 kilometres?", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 250})]),
    ("What is 15 dollars in euros?", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 15})]),
    ("Convert minus 5 Celsius to Fahrenheit.", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": -5})]),
    ("What is the price of a coffee in US dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"})]),
    ("How far is Oslo from Rome in kilometres?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Oslo", "destination": "Rome"})]),
    ("What does 'ephemeral' mean? No need for the time.", ["define_word", "get_time"],
     [("define_word", {"word": "ephemeral"})]),
    ("What's the weather in Tokyo? I can convert it to Fahrenheit myself.",
     ["get_weather", "celsius_to_fahrenheit"], [("get_weather", {"city": "Tokyo"})]),
]
TWO_SEVENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("Is it sunny in the capital of Egypt?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Egypt"}), ("get_weather", {"city": "Cairo"})]),
    ("How many residents does Japan's capital have?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Japan"}), ("get_population", {"city": "Tokyo"})]),
    ("What hour is it in the capital of Norway?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Norway"}), ("get_time", {"city": "Oslo"})]),
    ("What's Microsoft's share price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"}), ("get_stock_price", {"symbol": "MSFT"})]),
    ("How many euros does a pizza cost?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"}), ("usd_to_eur", {"amount": 12})]),
    ("Tell me Rome's temperature in Fahrenheit.", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Rome"}), ("celsius_to_fahrenheit", {"celsius": 21})]),
    ("How big is the population of Egypt's capital?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Egypt"}), ("get_population", {"city": "Cairo"})]),
    ("What's the distance from Rome to Paris in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Rome", "destination": "Paris"}),
      ("km_to_miles", {"km": 465})]),
    ("Is it foggy in Peru's capital today?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Peru"}), ("get_weather", {"city": "Lima"})]),
    ("What is Apple's stock worth per share?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Apple"}), ("get_stock_price", {"symbol": "AAPL"})]),
]
# written 12-04, before any run of it: for asking again after an early answer with the
# model's choice to answer taken away; four one-tool requests name another tool's subject
# as something the person does themselves (no negation)
ONE_EIGHTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather in Lima right now?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Lima"})]),
    ("Capital of Egypt?", ["get_capital", "get_time"], [("get_capital", {"country": "Egypt"})]),
    ("How many people live in Tokyo? I'll check the weather there myself.",
     ["get_population", "get_weather"], [("get_population", {"city": "Tokyo"})]),
    ("Ticker for Microsoft, please.", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"})]),
    ("Price of a bicycle in dollars? I'll do the euro conversion on my own.",
     ["get_price_usd", "usd_to_eur"], [("get_price_usd", {"item": "bicycle"})]),
    ("Who is Apple's chief executive?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Apple"})]),
    ("How long is the road from Cairo to Rome in km?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Cairo", "destination": "Rome"})]),
    ("Turn 12 degrees Celsius into Fahrenheit.", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 12})]),
    ("What's 300 km in miles?", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 300})]),
    ("What time is it in Tokyo? The weather I already know.", ["get_time", "get_weather"],
     [("get_time", {"city": "Tokyo"})]),
    ("Stock price for TSLA?", ["get_stock_price", "get_ceo"],
     [("get_stock_price", {"symbol": "TSLA"})]),
    ("Define 'serendipity'.", ["define_word", "get_time"],
     [("define_word", {"word": "serendipity"})]),
    ("Give me 25 US dollars in euros.", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 25})]),
    ("What is the capital of Japan? Its population I can find later.",
     ["get_capital", "get_population"], [("get_capital", {"country": "Japan"})]),
]
TWO_EIGHTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("How warm is it in the capital of Italy?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Italy"}), ("get_weather", {"city": "Rome"})]),
    ("Population of the capital of Norway?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Norway"}), ("get_population", {"city": "Oslo"})]),
    ("What's the local time in Egypt's capital?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Egypt"}), ("get_time", {"city": "Cairo"})]),
    ("What's the stock price of Nvidia?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"}), ("get_stock_price", {"symbol": "NVDA"})]),
    ("A coffee costs how much in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"}), ("usd_to_eur", {"amount": 4.5})]),
    ("What's the temperature in Lima in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Lima"}), ("celsius_to_fahrenheit", {"celsius": 19})]),
    ("How many miles from Oslo to Rome by road?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Oslo", "destination": "Rome"}),
      ("km_to_miles", {"km": 465})]),
    ("Is it snowing in Norway's capital?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Norway"}), ("get_weather", {"city": "Oslo"})]),
    ("How many people call the capital of France home?", ["get_capital", "get_population"],
     [("get_capital", {"country": "France"}), ("get_population", {"city": "Paris"})]),
    ("What is a sandwich's price in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"}), ("usd_to_eur", {"amount": 6.5})]),
]
# a ninth batch, written before answer_when_served existed and before any run of it:
# --batch ninth
ONE_NINTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the temperature in Cairo?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"})]),
    ("How's the weather in Oslo today?", ["get_weather", "get_time"],
     [("get_weather", {"city": "Oslo"})]),
    ("Is it clear in Tokyo?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Tokyo"})]),
    ("Convert 45 degrees Celsius to Fahrenheit, please.",
     ["celsius_to_fahrenheit", "get_weather"], [("celsius_to_fahrenheit", {"celsius": 45})]),
    ("How many miles is 60 km?", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 60})]),
    ("Change 70 dollars into euros.", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 70})]),
    ("What's the share price of NVDA?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "NVDA"})]),
    ("Capital of France?", ["get_capital", "get_weather", "get_population"],
     [("get_capital", {"country": "France"})]),
    ("What's the population of Tokyo?", ["get_population", "get_capital"],
     [("get_population", {"city": "Tokyo"})]),
    ("What time is it in Rome right now?", ["get_time", "get_weather"],
     [("get_time", {"city": "Rome"})]),
    ("Road distance from Milan to Rome in kilometres?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Milan", "destination": "Rome"})]),
    ("Price in dollars of a sandwich?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "sandwich"})]),
    ("Who is the CEO of Apple?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Apple"})]),
    ("What is the weather like in Paris?", ["get_weather", "celsius_to_fahrenheit",
                                            "get_population"],
     [("get_weather", {"city": "Paris"})]),
]
TWO_NINTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("How cold is it in Oslo in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Oslo"}), ("celsius_to_fahrenheit", {"celsius": -3})]),
    ("What is the weather in the capital of Egypt?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Egypt"}), ("get_weather", {"city": "Cairo"})]),
    ("What's the population of the capital of Italy?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Italy"}), ("get_population", {"city": "Rome"})]),
    ("What time is it in France's capital?", ["get_capital", "get_time"],
     [("get_capital", {"country": "France"}), ("get_time", {"city": "Paris"})]),
    ("How much is a bicycle in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "bicycle"}), ("usd_to_eur", {"amount": 320})]),
    ("What's Tesla's share price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"}), ("get_stock_price", {"symbol": "TSLA"})]),
    ("How far is Paris from Nice by road, in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Nice"}),
      ("km_to_miles", {"km": 465})]),
    ("Is it cloudy in the capital of Italy?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Italy"}), ("get_weather", {"city": "Rome"})]),
    ("Tokyo's temperature in Fahrenheit, please.", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Tokyo"}), ("celsius_to_fahrenheit", {"celsius": 25})]),
    ("What is Microsoft's stock price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"}),
      ("get_stock_price", {"symbol": "MSFT"})]),
]
# a tenth batch, written after the first version of answer_when_served was run on the
# ninth (its rule then changed: what a tool gives is its name and its description's head,
# not its parameters; one-letter words count), before any run of it: --batch tenth
ONE_TENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What's the weather in Rome?", ["get_weather", "celsius_to_fahrenheit", "get_time"],
     [("get_weather", {"city": "Rome"})]),
    ("Temperature in Lima, please.", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Lima"})]),
    ("Is Cairo sunny today?", ["get_weather", "get_population"],
     [("get_weather", {"city": "Cairo"})]),
    ("Convert 10 degrees Celsius to Fahrenheit.", ["celsius_to_fahrenheit", "get_weather"],
     [("celsius_to_fahrenheit", {"celsius": 10})]),
    ("What's 90 km in miles?", ["km_to_miles", "get_distance_km"],
     [("km_to_miles", {"km": 90})]),
    ("How many euros is 120 dollars?", ["usd_to_eur", "get_price_usd"],
     [("usd_to_eur", {"amount": 120})]),
    ("Latest price of TSLA shares?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "TSLA"})]),
    ("What's the capital of Norway?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Norway"})]),
    ("Population of Cairo, please.", ["get_population", "get_capital", "get_time"],
     [("get_population", {"city": "Cairo"})]),
    ("Local time in Paris?", ["get_time", "get_weather"], [("get_time", {"city": "Paris"})]),
    ("How far by road is Lyon from Paris, in km?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Lyon", "destination": "Paris"})]),
    ("How much is a pizza in US dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"})]),
    ("What's Nvidia's ticker symbol?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"})]),
    ("Weather in Tokyo today?", ["get_weather", "celsius_to_fahrenheit", "get_population"],
     [("get_weather", {"city": "Tokyo"})]),
]
TWO_TENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("Give me Rome's temperature in Fahrenheit.", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Rome"}), ("celsius_to_fahrenheit", {"celsius": 21})]),
    ("What's the weather in the capital of France?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "France"}), ("get_weather", {"city": "Paris"})]),
    ("How many people live in Norway's capital?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Norway"}), ("get_population", {"city": "Oslo"})]),
    ("Current local time in the capital of Peru?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Peru"}), ("get_time", {"city": "Lima"})]),
    ("Price of a coffee in euros?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "coffee"}), ("usd_to_eur", {"amount": 4.5})]),
    ("How much is an Nvidia share worth?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Nvidia"}), ("get_stock_price", {"symbol": "NVDA"})]),
    ("Distance from Rome to Paris by road in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Rome", "destination": "Paris"}),
      ("km_to_miles", {"km": 465})]),
    ("Is it raining in the capital of Japan?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Japan"}), ("get_weather", {"city": "Tokyo"})]),
    ("How hot is Cairo in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Cairo"}), ("celsius_to_fahrenheit", {"celsius": 31})]),
    ("What's Apple trading at per share?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Apple"}), ("get_stock_price", {"symbol": "AAPL"})]),
]
# an eleventh batch, written and committed before any run of it and before
# AnswerWhenServed counted a call's arguments: one-tool requests naming a city, country
# or company that the tool's result does not repeat ("Tim Cook" for Microsoft's chief
# executive, "21:40" for Tokyo's time), two of them with a lowercase value, and chains
# whose first call takes a name the request gives
ONE_ELEVENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("Who is the CEO of Microsoft?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Microsoft"})]),
    ("What time is it in Tokyo?", ["get_time", "get_weather"], [("get_time", {"city": "Tokyo"})]),
    ("Population of Paris?", ["get_population", "get_capital"],
     [("get_population", {"city": "Paris"})]),
    ("What's the ticker for Apple?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Apple"})]),
    ("Capital of Japan?", ["get_capital", "get_time"], [("get_capital", {"country": "Japan"})]),
    ("Local time in Oslo, please.", ["get_time", "get_population"],
     [("get_time", {"city": "Oslo"})]),
    ("How many people live in Tokyo?", ["get_population", "get_weather"],
     [("get_population", {"city": "Tokyo"})]),
    ("Who heads Apple?", ["get_ceo", "get_stock_price"], [("get_ceo", {"company": "Apple"})]),
    ("What's the capital city of Italy?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Italy"})]),
    ("Tesla's ticker symbol?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"})]),
    ("What time is it in Cairo right now?", ["get_time", "get_weather", "get_capital"],
     [("get_time", {"city": "Cairo"})]),
    ("Tell me the population of Rome.", ["get_population", "get_capital"],
     [("get_population", {"city": "Rome"})]),
    ("What does a pizza cost in US dollars?", ["get_price_usd", "usd_to_eur"],
     [("get_price_usd", {"item": "pizza"})]),
    ("Define the word 'ephemeral'.", ["define_word", "get_time"],
     [("define_word", {"word": "ephemeral"})]),
]
TWO_ELEVENTH: list[tuple[str, list[str], list[tuple[str, dict[str, Any]]]]] = [
    ("What time is it in the capital of Italy?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Italy"}), ("get_time", {"city": "Rome"})]),
    ("Population of Japan's capital?", ["get_capital", "get_population"],
     [("get_capital", {"country": "Japan"}), ("get_population", {"city": "Tokyo"})]),
    ("What is Tesla's share price?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Tesla"}), ("get_stock_price", {"symbol": "TSLA"})]),
    ("How much is a Microsoft share in dollars?", ["get_company_ticker", "get_stock_price"],
     [("get_company_ticker", {"company": "Microsoft"}),
      ("get_stock_price", {"symbol": "MSFT"})]),
    ("What's the temperature in Paris in Fahrenheit?", ["get_weather", "celsius_to_fahrenheit"],
     [("get_weather", {"city": "Paris"}), ("celsius_to_fahrenheit", {"celsius": 18})]),
    ("Local time in Egypt's capital?", ["get_capital", "get_time"],
     [("get_capital", {"country": "Egypt"}), ("get_time", {"city": "Cairo"})]),
    ("What's the weather like in Italy's capital?", ["get_capital", "get_weather"],
     [("get_capital", {"country": "Italy"}), ("get_weather", {"city": "Rome"})]),
    ("Distance from Paris to Rome in miles?", ["get_distance_km", "km_to_miles"],
     [("get_distance_km", {"origin": "Paris", "destination": "Rome"}),
      ("km_to_miles", {"km": 465})]),
    ("How many people live in the capital of France?", ["get_capital", "get_population"],
     [("get_capital", {"country": "France"}), ("get_population", {"city": "Paris"})]),
    ("Who runs Apple, and what is its ticker?", ["get_ceo", "get_company_ticker"],
     [("get_ceo", {"company": "Apple"}), ("get_company_ticker", {"company": "Apple"})]),
]
BATCHES = {"first": (ONE, TWO), "later": (ONE_LATER, TWO_LATER),
           "third": (ONE_THIRD, TWO_THIRD), "fourth": (ONE_FOURTH, TWO_FOURTH),
           "fifth": (ONE_FIFTH, TWO_FIFTH), "sixth": (ONE_SIXTH, TWO_SIXTH),
           "seventh": (ONE_SEVENTH, TWO_SEVENTH),
           "eighth": (ONE_EIGHTH, TWO_EIGHTH), "ninth": (ONE_NINTH, TWO_NINTH),
           "tenth": (ONE_TENTH, TWO_TENTH),
           "eleventh": (ONE_ELEVENTH, TWO_ELEVENTH)}


def same(got: Any, want: Any) -> bool:
    if isinstance(want, str):
        return isinstance(got, str) and got.strip().lower() == want.lower()
    return isinstance(got, (int, float)) and not isinstance(got, bool) and \
        abs(float(got) - want) < 1e-6


def exact(ran: list[tuple[str, dict[str, Any]]], want: list[tuple[str, dict[str, Any]]]
          ) -> bool:
    return len(ran) == len(want) and all(
        n == wn and set(a) >= set(wa) and all(same(a[k], wa[k]) for k in wa)
        for (n, a), (wn, wa) in zip(ran, want, strict=True))


def self_fed(ran: list[tuple[ToolCall, ToolResult]]) -> int:
    """Calls of a tool already run, with its every string value the same and each changed
    value a number that the earlier call's result gives (the tool fed its own result)."""
    fed = 0
    for i, (c, _) in enumerate(ran):
        for e, r in ran[:i]:
            a, b = c.arguments, e.arguments
            if e.name != c.name or set(a) != set(b) or a == b or any(
                    isinstance(b[k], str) and a[k] != b[k] for k in b):
                continue
            given = {float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", r.content)}
            if all(isinstance(a[k], (int, float)) and float(a[k]) in given
                   for k in a if a[k] != b[k]):
                fed += 1
                break
    return fed


def one_run(model: OpenAICompatModel, request: str, names: list[str], options: dict[str, Any],
            policy: str = "check_follow_ups") -> dict[str, Any]:
    t0 = time.perf_counter()
    run = Agent(model, [TOOLS[n] for n in names], max_steps=5, **options).start(
        request, save_to=False).run()
    said = [str(m.get("content") or "") for m in run.state.messages
            if m["role"] in ("user", "tool")]
    pairs = [p for s in run.steps for p in s.calls_with_results()]
    ran = [(c.name, c.arguments) for c, _ in pairs]
    return {"ran": ran, "answered": run.stop_reason == "final_answer",
            "made_up": sum(bool(made_up(ToolCall("x", n, a), TOOLS[n], said)) for n, a in ran),
            "acted": sum(policy in s.policies for s in run.steps),
            "model_calls": sum(1 + len(s.stages) + len((s.redecided or {}).get("rejected", []))
                               for s in run.steps),
            "self_fed": self_fed(pairs),
            "seconds": time.perf_counter() - t0, "answer": run.answer}


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--batch", choices=list(BATCHES), default="first")
    ap.add_argument("--later", action="store_true", help="--batch later")
    ap.add_argument("--without", default="check_follow_ups",
                    help="the default policy the second setting leaves out (tool_order: "
                         "the second setting lists the tools by meaning instead; "
                         "grammar: it sends the schema alone; answer_draws: it draws "
                         "no answer again)")
    ap.add_argument("--with", dest="with_", default=None,
                    help="an opt-in policy the second setting turns on (call_when_given), "
                         "instead of one it leaves out")
    args = ap.parse_args()
    batch = "later" if args.later else args.batch
    one, two = BATCHES[batch]
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    # "--without tool_order": the second setting lists the tools closest to the request
    # first (tool_order="meaning") instead of leaving a policy out
    # "--without grammar": the second setting's constrained requests carry the schema
    # alone, not the grammar that allows a trailing comma
    settings = {"default": {}, "without": {"tool_order": "meaning"}
                if args.without == "tool_order" else {} if args.without == "grammar"
                else {args.without: 0 if args.without == "answer_draws" else False}}
    if args.with_:
        settings = {"default": {}, "with": {args.with_: True}}
    rows: dict[str, dict[str, Any]] = {
        k: {"one_exact": 0, "two_exact": 0, "extra_calls": 0, "made_up_calls": 0, "self_fed": 0,
            "acted": 0,
            "model_calls": 0, "seconds": 0.0, "runs": []} for k in settings}
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object",
                                  decision_mode="json")
        for group, cases in (("one", one), ("two", two)):
            for request, names, want in cases:
                for key, options in settings.items():
                    with schema_only(key == "without" and args.without == "grammar"):
                        got = one_run(model, request, names, options,
                                      args.with_ or args.without)
                    row = rows[key]
                    ok = got["answered"] and exact(got["ran"], want)
                    row[f"{group}_exact"] += ok
                    row["extra_calls"] += max(0, len(got["ran"]) - len(want))
                    row["made_up_calls"] += got["made_up"]
                    row["self_fed"] += got["self_fed"]
                    row["acted"] += got["acted"]
                    row["model_calls"] += got["model_calls"]
                    row["seconds"] += got["seconds"]
                    row["runs"].append([request, ok, got["ran"], got["answer"]])
    finally:
        server.stop()
    n = len(one) + len(two)
    for row in rows.values():
        row["model_calls_per_run"] = round(row.pop("model_calls") / n, 2)
        row["seconds_per_run"] = round(row.pop("seconds") / n, 2)
    print(json.dumps({"bench": "follow_ups", "batch": batch,
                      "compared": f"with {args.with_}" if args.with_ else args.without,
                      "one_tool": len(one),
                      "two_tools": len(two),
                      **rows}, default=str))


if __name__ == "__main__":
    main()
