"""Do the default policies change calls they should not? Ordinary requests, no BFCL.

Everyday requests leave optional arguments out and mention numbers, codes and words that
are not arguments. Each case is a request, the call a small model made for it, and the call
that must run. The cases come from templates (below), six groups written before any figure
was read: negations ("no", "without", "less"), counts of other things, codes and
references that are not identifiers, words sharing a prefix with a parameter's name,
requests that leave optional arguments out, and invalid calls (a required argument missing
or a value outside the choices), some with exactly one value in the request that fits and
some with none or two; and a seventh, added later with the rule that reads them: names
that hold a number ("iPhone 15") beside a counting parameter the model left out. Where no
value fits, or the tool has side effects, the call that must run is the model's own: it fails
validation and the model reads the error (or a person edits it). An eighth group, not from
templates: the 179 calls of ``tests/test_optional_forms.py`` (optional values the request
gives in other words, "fr" for "in French", or that the model made up; five batches, each
written before its run, the fifth under system prompts of one's own), each with its own
tool and system prompt. A ninth, written after the rules it counts (a number below zero
given without its sign, a value cut short of the form its example shows, a time or date in
another form than its example's): 26 cases, 11 whose call must change. Then groups for
amounts, two codes for a start and an end, and listed examples, each written after its
rule; and a thirteenth, written before the guard it measures: a language or a cuisine made
from a place the request names ("Spanish" for "the language of Spain"), which must stay,
beside misspelled names, which must be put right; and a fourteenth, likewise: a code made
from a name the request writes ("INTC" for Intel, "LIS" for Lisbon); and a fifteenth,
likewise: an example code that is what the request names in words ("AAPL" for Apple)
beside another code of its form; and a sixteenth, written before any run of it: a value
the model rightly made from the request in other words beside a list of values of its
form the request does not ask for ("GOOGL" for "Google's parent; I already hold MSFT and
NVDA"), and lists the model made a value up for, whose calls must run; and a seventeenth,
likewise: several calls the model made, all asked for, with words between two values that
speak of someone ("Weather in Paris, where I live, and in Rome"), and calls of an aside's
value ("Price of NVDA; I sold AMD last year"), which must be dropped; and an
eighteenth, likewise: the kinds of the first six groups beside the values later rules
read (a city of several parts, a time, a sign, an amount, a flag); and a nineteenth,
likewise: several right calls for a request's list, some values in other words ("MSFT"
for Microsoft), some items holding a listing word ("Bosnia and Herzegovina"); and a
twentieth, likewise: the first groups' kinds beside the values the other evidence rules
read (an example code, two codes, a listed example, a misspelled name, a flag); and a
twenty-first, likewise, aimed at no rule: the first groups' kinds with eight new tools
and new phrasings (``ordinary_new_tools.py``); and a twenty-second, likewise: where the
readings added on the twenty-first and the latest rules for lists must act, and where a
user would not; and a twenty-third, likewise, aimed at no rule: requests as people type
them (lower case, typos the model put right, chatty context); and a twenty-fourth,
likewise: requests in capitals, with emoji, or in other languages' words; and a
twenty-fifth, likewise: values with signs, marks, units and forms, right as made; and a
twenty-sixth, likewise: several right calls for items joined in other ways; and a
twenty-seventh, written before the rule it is aimed at: countries and languages named in
words beside parameters that take their standard codes (``ordinary_codes.py``); and a
twenty-eighth, written after those rules and before any run of it: where they may act
wrongly, and where they must act; and a twenty-ninth, likewise, for the rules on valid
calls.

Each case runs one real step of an agent whose scripted model makes that call in JSON mode
(choose, then fill), so the agent's own policies act on it, by default and with
``GroundArguments(rules="all")``. A change is *wrong* when the call that ran differs from
the model's and is not the call that must run, *right* when it is. Then again with every
tool needing approval, where the default repair changes no call and only proposes
(``ToolCall.proposed``): the call a person accepting the proposal would run, counted the
same way.

Prints one JSON line.

    python bench/ordinary_requests.py
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import ordinary_codes  # beside this file
import ordinary_enums  # beside this file
import ordinary_new_tools  # beside this file
import ordinary_shapes  # beside this file
import ordinary_trips  # beside this file
import ordinary_venues  # beside this file

from agentnb import Agent, Tool, tool
from agentnb.policies import AvoidRepeats, GroundArguments, ReuseResults
from agentnb.testing import ScriptedModel

Unit = Literal["inches", "feet", "meters", "centimeters", "miles", "kilometers"]


@tool(side_effects=True)
def send_payment(account: str, amount: float, memo: str = "") -> str:
    """Send money from the user's account.

    Args:
        account: The account number to pay into.
        amount: How much to send, in euros.
        memo: A note the payee sees.
    """
    return "sent"


@tool
def search_web(query: str, include_images: bool = False, max_results: int = 10,
               safe: bool = True) -> list[str]:
    """Search the web.

    Args:
        query: What to search for.
        include_images: Whether to include images in the results.
        max_results: How many results to return.
        safe: Whether to filter unsafe content.
    """
    return []


@tool
def get_forecast(city: str, days: int = 3,
                 units: Literal["metric", "imperial"] = "metric") -> dict[str, Any]:
    """The weather forecast for a city.

    Args:
        city: The city's name.
        days: How many days ahead.
        units: 'metric' or 'imperial'.
    """
    return {}


@tool
def find_restaurants(cuisine: str, city: str, open_now: bool = False, limit: int = 5
                     ) -> list[str]:
    """Restaurants of a cuisine in a city.

    Args:
        cuisine: The kind of food.
        city: The city's name.
        open_now: Only restaurants open now.
        limit: How many restaurants to list.
    """
    return []


@tool
def convert_length(value: float, source: Unit, target: Unit) -> float:
    """Convert a length from one unit to another.

    Args:
        value: The length to convert.
        source: The unit of the value.
        target: The unit to convert to.
    """
    return 0.0


@tool
def lookup_order(order_id: str, include_history: bool = False) -> dict[str, Any]:
    """An order's status.

    Args:
        order_id: The order's identifier.
        include_history: Whether to include the order's past events.
    """
    return {}


@tool
def set_reminder(text: str, minutes: int) -> str:
    """Remind the user of something later.

    Args:
        text: What to remind the user of.
        minutes: In how many minutes.
    """
    return "set"


@tool
def top_products(category: str, limit: int) -> list[str]:
    """The best-rated products of a category.

    Args:
        category: What kind of product.
        limit: How many products to list.
    """
    return []


TOOLS = [send_payment, search_web, get_forecast, find_restaurants, convert_length,
         lookup_order, set_reminder, top_products]

TOPICS = ["cats", "solar panels", "sourdough bread", "chess openings", "tax forms",
          "hiking boots", "jazz history"]
CITIES = ["Paris", "Oslo", "Lima", "Kyoto", "Austin", "Porto", "Nairobi"]
CUISINES = ["Thai", "Italian", "Mexican", "Korean", "Greek", "Indian", "Lebanese"]
ACCOUNTS = ["88213344", "40021977", "19283746", "55510234", "73820011", "60607788",
            "31415926"]
ORDERS = ["A-77812", "ORD-5531", "X9921-B", "ZK-40417", "B-2210", "ORD-8890", "Q-31337"]
CODES = ["E1234", "ERR-42", "0x80070005", "HTTP 503", "ISO 9001", "RFC 2616", "KB4023057"]
NUMS = [2, 3, 4, 5, 6, 7, 12]
PRODUCTS = ["iPhone 15", "Windows 11", "PlayStation 5", "Python 3", "Pixel 8", "Xbox 360",
            "Galaxy Tab 9"]
TASKS = ["call mom", "water the plants", "check the oven", "stretch", "send the report",
         "take the bread out", "join the meeting"]
UNITS = [("inches", "centimeters", "inch"), ("feet", "meters", "foot"),
         ("miles", "kilometers", "mile"), ("meters", "feet", "meter"),
         ("kilometers", "miles", "km"), ("centimeters", "inches", "cm"),
         ("feet", "inches", "ft")]

# (group, request template, the model's call, the call that must run: None = the model's)
Call = tuple[str, dict[str, Any]]
TEMPLATES: list[tuple[str, str, Call, Call | None]] = [
    # negation
    ("negation", "Search {topic} but include no images",
     ("search_web", {"query": "{topic}"}), None),
    ("negation", "Find {topic} without images", ("search_web", {"query": "{topic}"}), None),
    ("negation", "Look up {topic}, no pictures please and no more than the usual results",
     ("search_web", {"query": "{topic}"}), None),
    ("negation", "Search {topic}; I don't need images or unsafe stuff",
     ("search_web", {"query": "{topic}"}), None),
    ("negation", "Forecast for {city}, not in imperial units",
     ("get_forecast", {"city": "{city}"}), None),
    ("negation", "{cuisine} restaurants in {city}, doesn't matter if they are open now",
     ("find_restaurants", {"cuisine": "{cuisine}", "city": "{city}"}), None),
    ("negation", "Order {order} status, without the history",
     ("lookup_order", {"order_id": "{order}"}), None),
    ("negation", "Search {topic} with less than {n} typos in the query",
     ("search_web", {"query": "{topic}"}), None),
    # counts of other things
    ("counts", "Forecast for {city}; I'm packing {n} shirts",
     ("get_forecast", {"city": "{city}"}), None),
    ("counts", "Search {topic} for my {n} kids", ("search_web", {"query": "{topic}"}), None),
    ("counts", "Find {cuisine} restaurants in {city} for {n} people",
     ("find_restaurants", {"cuisine": "{cuisine}", "city": "{city}"}), None),
    ("counts", "Remind me in 15 minutes to feed my {n} cats",
     ("set_reminder", {"text": "feed my {n} cats", "minutes": 15}), None),
    ("counts", "Split it into {n} payments and send them to account {account}",
     ("send_payment", {"account": "{account}", "amount": 100}), None),
    ("counts", "Is order {order} here yet? It had {n} boxes",
     ("lookup_order", {"order_id": "{order}"}), None),
    # codes and references that are not identifiers
    ("codes", "Search for error {code}", ("search_web", {"query": "error {code}"}), None),
    ("codes", "Forecast for {city}, I fly there on flight LH{n}40",
     ("get_forecast", {"city": "{city}"}), None),
    ("codes", "Send 40 euros to account {account} for invoice INV-{n}07",
     ("send_payment", {"account": "{account}", "amount": 40}), None),
    ("codes", "Look up order {order}, it is about ticket T-{n}{n}",
     ("lookup_order", {"order_id": "{order}"}), None),
    ("codes", "{cuisine} food in {city} near gate B{n}",
     ("find_restaurants", {"cuisine": "{cuisine}", "city": "{city}"}), None),
    # words sharing a prefix with a parameter's name
    ("prefix", "Forecast for {city} in the days ahead",
     ("get_forecast", {"city": "{city}"}), None),
    ("prefix", "Search {topic}, including safety tips",
     ("search_web", {"query": "{topic} safety tips"}), None),
    ("prefix", "Find {cuisine} restaurants in {city} that are open to kids",
     ("find_restaurants", {"cuisine": "{cuisine}", "city": "{city}"}), None),
    ("prefix", "Search {topic} limited editions", ("search_web", {"query": "{topic}"}), None),
    ("prefix", "Forecast for {city}, my unit is on holiday",
     ("get_forecast", {"city": "{city}"}), None),
    # optional arguments left out
    ("optional", "Search {topic}", ("search_web", {"query": "{topic}"}), None),
    ("optional", "What's the forecast for {city} on the {n}th?",
     ("get_forecast", {"city": "{city}"}), None),
    ("optional", "Where is order {order}?", ("lookup_order", {"order_id": "{order}"}), None),
    ("optional", "Pay {n}0 euros to account {account}",
     ("send_payment", {"account": "{account}", "amount": "{n}0"}), None),
    ("optional", "Good {cuisine} places in {city}? There are {n} of us",
     ("find_restaurants", {"cuisine": "{cuisine}", "city": "{city}"}), None),
    # invalid calls: one value in the request fits
    ("invalid, one fits", "How many {target} is {n} {source}?",
     ("convert_length", {"value": "{n}", "source": "{wrong}", "target": "{target}"}),
     ("convert_length", {"value": "{n}", "source": "{source}", "target": "{target}"})),
    ("invalid, one fits", "Forecast for {city} in imperial units",
     ("get_forecast", {"city": "{city}", "units": "fahrenheit"}),
     ("get_forecast", {"city": "{city}", "units": "imperial"})),
    ("invalid, one fits", "Where is my order {order}?", ("lookup_order", {}),
     ("lookup_order", {"order_id": "{order}"})),
    # invalid calls: nothing in the request fits, or two values do, or a person decides
    ("invalid, none fits", "Split it into {n} payments and send them to account {account}",
     ("send_payment", {"account": "{account}"}), None),
    ("invalid, none fits", "Find {cuisine} restaurants for {n} people near me",
     ("find_restaurants", {"cuisine": "{cuisine}"}), None),
    ("invalid, none fits", "Convert {n} feet or meters to miles",
     ("convert_length", {"value": "{n}", "target": "miles"}), None),
    ("invalid, none fits", "Remind me to {task}",
     ("set_reminder", {"text": "{task}"}), None),
    ("invalid, none fits", "Pay account {account} the usual",
     ("send_payment", {"account": "{account}", "amount": "the usual"}), None),
    # names that hold a number (added with the rule that reads them, 2026-12-02: these
    # show the rule's precondition, they are no held-out evidence)
    ("names", "Best cases for the {product}",
     ("top_products", {"category": "cases for the {product}"}), None),
    ("names", "Which {product} games are worth it?",
     ("top_products", {"category": "{product} games"}), None),
    ("names", "The {n} best chargers for my {product}",
     ("top_products", {"category": "chargers"}), None),
]


fill = ordinary_new_tools.fill


def cases() -> list[dict[str, Any]]:
    out = []
    for g, (group, request, made, must) in enumerate(TEMPLATES):
        for i in range(6):
            src, tgt, wrong = UNITS[(g + i) % len(UNITS)]
            slots = dict(zip(["topic", "city", "cuisine", "account", "order", "code", "task",
                              "product"],
                             [pool[(g + i) % len(pool)] for pool in
                              (TOPICS, CITIES, CUISINES, ACCOUNTS, ORDERS, CODES, TASKS,
                               PRODUCTS)]))
            slots.update(n=NUMS[(g * 3 + i) % len(NUMS)], source=src, target=tgt, wrong=wrong)
            made_call = (made[0], fill(made[1], slots))
            out.append({"group": group, "request": request.format(**slots), "made": made_call,
                        "must": (must[0], fill(must[1], slots)) if must else made_call})
    return out


def optional_forms() -> list[dict[str, Any]]:
    """The calls of ``tests/test_optional_forms.py`` (five batches, each written before its
    run): optional values the request gives in other words ("fr" for "in French") or the
    model made up, each with its own tool and system prompt (agentnb's when it has none)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    try:
        import test_optional_forms as forms
    finally:
        sys.path.pop(0)

    return [{"group": "optional values in other words", "request": request,
             "made": (t.name, made), "must": (t.name, want), "tools": [t],
             "system": system or None}
            for batch in (forms.BATCH1, forms.BATCH2, forms.BATCH3, forms.BATCH4,
                          forms.BATCH5)
            for t, system, request, made, want in batch]



_schema_tool = ordinary_new_tools.schema_tool


_C = _schema_tool("to_fahrenheit", {"celsius": {"type": "number",
                                                 "description": "Degrees Celsius"}})
_W = _schema_tool("get_weather", {"location": {
    "type": "string", "description": "The city and state, e.g. San Francisco, CA"}})
_E = _schema_tool("find_events", {"place": {
    "type": "string", "description": "City and country, e.g. Paris, France"}})
_B = _schema_tool("book_table", {
    "restaurant": {"type": "string", "description": "Restaurant name, e.g. Luigi's"},
    "time": {"type": "string", "description": "Time as HH:MM, e.g. 19:00"}})
_D = _schema_tool("events_on", {"date": {
    "type": "string", "description": "Date as YYYY-MM-DD, e.g. 2027-01-31"}})
# (tool, request, the model's arguments, the arguments that must run); written after the
# rules for signs, values cut short and times and dates, to count their wrong changes
_FORMS: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_C, "Convert -12 C to F", {"celsius": 12}, {"celsius": -12}),
    (_C, "What's minus 3 Celsius in Fahrenheit?", {"celsius": 3}, {"celsius": -3}),
    (_C, "Convert -0.5 degrees to F", {"celsius": 0.5}, {"celsius": -0.5}),
    (_C, "Convert -40 C to F", {"celsius": -40}, {"celsius": -40}),
    (_C, "It was -5 C this morning; convert 5 C, today's high", {"celsius": 5}, {"celsius": 5}),
    (_C, "Highs were 5-10 C; convert 5 C", {"celsius": 5}, {"celsius": 5}),
    (_C, "In UTC-5 it is 20 C now; convert that", {"celsius": 20}, {"celsius": 20}),
    (_C, "The low was -8 and the high 8; convert the high", {"celsius": 8}, {"celsius": 8}),
    (_W, "Weather in Austin, TX", {"location": "Austin"}, {"location": "Austin, TX"}),
    (_W, "Weather in Austin", {"location": "Austin"}, {"location": "Austin"}),
    (_W, "Weather in Austin, TX and Dallas, TX", {"location": "Austin"},
     {"location": "Austin, TX"}),
    (_W, "Weather in Portland, OR or Portland, ME?", {"location": "Portland"},
     {"location": "Portland"}),
    (_E, "What's on in Lyon, Paris and Nice?", {"place": "Lyon"}, {"place": "Lyon"}),
    (_E, "Events in Porto, Portugal", {"place": "Porto"}, {"place": "Porto, Portugal"}),
    (_E, "Events in Porto, Portugal, or Braga", {"place": "Porto"},
     {"place": "Porto, Portugal"}),
    (_E, "Events in Cape Town", {"place": "Cape Town"}, {"place": "Cape Town"}),
    (_B, "Book Nando's at 8pm", {"restaurant": "Nando's", "time": "19:00"},
     {"restaurant": "Nando's", "time": "20:00"}),
    (_B, "Book Nando's an hour after 8pm", {"restaurant": "Nando's", "time": "21:00"},
     {"restaurant": "Nando's", "time": "21:00"}),
    (_B, "Book Nando's at 8pm or 9pm", {"restaurant": "Nando's", "time": "20:00"},
     {"restaurant": "Nando's", "time": "20:00"}),
    (_B, "Book Nando's at 7:30 pm", {"restaurant": "Nando's", "time": "7:30"},
     {"restaurant": "Nando's", "time": "19:30"}),
    (_B, "Book Nando's tonight", {"restaurant": "Nando's", "time": "19:00"},
     {"restaurant": "Nando's", "time": "19:00"}),
    (_D, "Events on 14 February 2027", {"date": "14 February 2027"}, {"date": "2027-02-14"}),
    (_D, "Events on May 3", {"date": "2027-01-31"}, {"date": "2027-01-31"}),
    (_D, "Events on 2027-05-01", {"date": "2027-05-01"}, {"date": "2027-05-01"}),
    (_D, "Events tomorrow", {"date": "2027-01-31"},
     {"date": (datetime.date.today() + datetime.timedelta(days=1)).isoformat()}),
    (_D, "Events today or tomorrow", {"date": "2027-01-31"}, {"date": "2027-01-31"}),
]


_M = _schema_tool("convert_currency", {
    "amount": {"type": "number", "description": "Amount of money"},
    "to_currency": {"type": "string", "description": "Currency code, e.g. EUR"}})
_L = _schema_tool("loan_payment", {
    "principal": {"type": "number", "description": "Amount borrowed"},
    "years": {"type": "integer", "description": "Length of the loan in years"}})
_S = _schema_tool("split_bill", {
    "total": {"type": "number", "description": "The bill's total"},
    "people": {"type": "integer", "description": "Number of people"}})
_R = _schema_tool("book_rooms", {
    "rooms": {"type": "integer", "description": "Number of rooms"},
    "max_price": {"type": "number", "description": "Highest total price"}})
_V = _schema_tool("company_value", {"revenue_millions": {
    "type": "number", "description": "Yearly revenue in millions of US dollars"}})
_K = _schema_tool("run_time", {"distance": {"type": "number", "description": "Distance"}})
_T = _schema_tool("buy_tv", {"max_price": {"type": "number", "description": "Highest price"}})
_P = _schema_tool("population_density", {
    "population": {"type": "integer", "description": "Number of people"},
    "area_km2": {"type": "number", "description": "Area in square kilometres"}})
_G = _schema_tool("walk_time", {"distance_km": {"type": "number",
                                                "description": "Distance in km"}})
# written after the rule for amounts cut at a separator or a word of magnitude, to count
# its wrong changes
_AMOUNTS: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_M, "Convert 12,500 USD to EUR", {"amount": 12, "to_currency": "EUR"},
     {"amount": 12500, "to_currency": "EUR"}),
    (_M, "Convert 12,500 USD to EUR; last time I converted 12", {"amount": 12,
     "to_currency": "EUR"}, {"amount": 12, "to_currency": "EUR"}),
    (_M, "Convert 1,000 or 1,500 GBP to EUR", {"amount": 1, "to_currency": "EUR"},
     {"amount": 1, "to_currency": "EUR"}),
    (_M, "Convert $2.5 million to EUR", {"amount": 2.5, "to_currency": "EUR"},
     {"amount": 2500000, "to_currency": "EUR"}),
    (_M, "My balance is -12,500 dollars; convert it to EUR", {"amount": 12,
     "to_currency": "EUR"}, {"amount": -12500, "to_currency": "EUR"}),
    (_L, "Loan of 250,000 over 25 years", {"principal": 25, "years": 25},
     {"principal": 25, "years": 25}),
    (_L, "Payment on a 40k USD loan over 5 years", {"principal": 40, "years": 5},
     {"principal": 40000, "years": 5}),
    (_S, "Split 1,200 between 3 people", {"total": 1, "people": 3},
     {"total": 1200, "people": 3}),
    (_S, "Split the 1,200 bill between one or two of us", {"total": 1200, "people": 1},
     {"total": 1200, "people": 1}),
    (_R, "Book one room under 1,000", {"rooms": 1, "max_price": 1000},
     {"rooms": 1, "max_price": 1000}),
    (_R, "Two rooms, at most 2,000 in total", {"rooms": 2, "max_price": 2},
     {"rooms": 2, "max_price": 2}),
    (_V, "Value of a company with $5 million in revenue", {"revenue_millions": 5},
     {"revenue_millions": 5}),
    (_K, "How long does a 5k run take?", {"distance": 5}, {"distance": 5}),
    (_T, "A 4K TV under $500", {"max_price": 4}, {"max_price": 4}),
    (_P, "Density for 3,400,000 people on 1,570 km2", {"population": 3, "area_km2": 1570},
     {"population": 3400000, "area_km2": 1570}),
    (_G, "How long to walk 1,500 metres?", {"distance_km": 1}, {"distance_km": 1}),
]


def amounts() -> list[dict[str, Any]]:
    """The tenth group, written after the rule it counts: amounts with thousands
    separators or a word of magnitude, beside numbers that must stay as written."""
    return _group("amounts", _AMOUNTS)


_X = _schema_tool("convert_currency", {
    "amount": {"type": "number", "description": "Amount of money"},
    "from_currency": {"type": "string", "description": "Currency code, e.g. USD"},
    "to_currency": {"type": "string", "description": "Currency code, e.g. EUR"}})
_Q = _schema_tool("exchange_rate", {
    "base": {"type": "string", "description": "Currency to price, e.g. USD"},
    "quote": {"type": "string", "description": "Currency to price it in, e.g. EUR"}})
_F = _schema_tool("flight_search", {
    "origin": {"type": "string", "description": "Departure airport, e.g. JFK"},
    "destination": {"type": "string", "description": "Arrival airport, e.g. LHR"}})


def _x(amount: float, start: str, end: str) -> dict[str, Any]:
    return {"amount": amount, "from_currency": start, "to_currency": end}


# written after the rule for two codes whose direction the request's words give, to count
# its wrong changes
_DIRECTIONS: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_X, "Convert 80 CHF to SEK", _x(80, "USD", "EUR"), _x(80, "CHF", "SEK")),
    (_X, "Convert 80 CHF to SEK", _x(80, "CHF", "SEK"), _x(80, "CHF", "SEK")),
    (_X, "Convert 100 USD to EUR", _x(100, "USD", "EUR"), _x(100, "USD", "EUR")),
    (_X, "Convert 20 EUR to USD", _x(20, "USD", "EUR"), _x(20, "EUR", "USD")),
    (_X, "How many CHF is 200 CAD?", _x(200, "USD", "EUR"), _x(200, "CAD", "CHF")),
    (_X, "What does 30 EUR buy in GBP?", _x(30, "USD", "EUR"), _x(30, "EUR", "GBP")),
    # (the source's JPY is asked for after the call's amount: since the parameters'
    # roles are read, 12-06, it fills ``from_currency``; the target stays unsaid)
    (_X, "Convert 75 JPY to KRW or to TWD", _x(75, "USD", "EUR"), _x(75, "JPY", "EUR")),
    (_X, "Convert GBP to CHF, in USD terms", _x(1, "USD", "EUR"), _x(1, "GBP", "CHF")),
    (_X, "Send 50 to my EUR account from USD", _x(50, "USD", "EUR"), _x(50, "USD", "EUR")),
    (_Q, "GBP and CHF: what's the rate?", {"base": "USD", "quote": "EUR"},
     {"base": "USD", "quote": "EUR"}),
    (_Q, "Exchange rate from NOK to SEK", {"base": "USD", "quote": "EUR"},
     {"base": "NOK", "quote": "SEK"}),
    (_F, "Flights to LAX", {"origin": "JFK", "destination": "LHR"},
     {"origin": "JFK", "destination": "LHR"}),
    (_F, "Flights from Paris CDG to NYC", {"origin": "JFK", "destination": "LHR"},
     {"origin": "CDG", "destination": "NYC"}),
    (_F, "I'm at LHR; flights to JFK from BOS?", {"origin": "JFK", "destination": "LHR"},
     {"origin": "BOS", "destination": "JFK"}),
    (_F, "Flights from JFK to LHR", {"origin": "JFK", "destination": "LHR"},
     {"origin": "JFK", "destination": "LHR"}),
    (_F, "Flights from JFK to BOS", {"origin": "JFK", "destination": "LHR"},
     {"origin": "JFK", "destination": "BOS"}),
]


def directions() -> list[dict[str, Any]]:
    """The eleventh group, written after the rule it counts: two codes of one form for a
    start and an end, beside a copied example or not."""
    return _group("directions", _DIRECTIONS)


_ART = _schema_tool("find_artwork", {
    "kind": {"type": "string",
             "description": "Type of the artwork, e.g. painting, sculpture, installation"},
    "city": {"type": "string", "description": "City name"}})
_UNIT = Tool.from_schema("weather_in", "Weather in a city.", {"type": "object", "properties": {
    "city": {"type": "string", "description": "City name"},
    "unit": {"type": "string",
             "description": "Temperature unit, can be 'celsius' or 'fahrenheit'"}},
    "required": ["city"]}, fn=lambda **kw: "ok")
_NEWS = _schema_tool("news_section", {"section": {
    "type": "string", "description": "News section, e.g. politics, sport, business, science"}})
_SEAT = _schema_tool("book_seat", {"seat": {
    "type": "string", "description": "Seat class, either economy, business or first"}})
# written after the rule for a listed example copied where the request names another, to
# count its wrong changes
_LISTED: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_ART, "Find sculptures in Madrid", {"kind": "painting", "city": "Madrid"},
     {"kind": "sculpture", "city": "Madrid"}),
    (_ART, "Any installations in Berlin?", {"kind": "artwork", "city": "Berlin"},
     {"kind": "installation", "city": "Berlin"}),
    (_ART, "Paintings in Rome", {"kind": "painting", "city": "Rome"},
     {"kind": "painting", "city": "Rome"}),
    (_ART, "Sculptures or installations in Paris", {"kind": "painting", "city": "Paris"},
     {"kind": "painting", "city": "Paris"}),
    (_ART, "Murals in Oslo", {"kind": "painting", "city": "Oslo"},
     {"kind": "painting", "city": "Oslo"}),
    (_ART, "I love painting; any sculptures in Oslo?", {"kind": "painting", "city": "Oslo"},
     {"kind": "sculpture", "city": "Oslo"}),
    (_ART, "Sculpture parks in Oslo", {"kind": "mural", "city": "Oslo"},
     {"kind": "sculpture", "city": "Oslo"}),
    (_UNIT, "Weather in Lima in fahrenheit", {"city": "Lima", "unit": "celsius"},
     {"city": "Lima", "unit": "fahrenheit"}),
    (_UNIT, "Weather in Lima, not in fahrenheit", {"city": "Lima", "unit": "celsius"},
     {"city": "Lima", "unit": "celsius"}),
    # an optional value nothing says: KeepDefaults leaves it out
    (_UNIT, "Weather in Lima", {"city": "Lima", "unit": "celsius"}, {"city": "Lima"}),
    (_NEWS, "Business news", {"section": "politics"}, {"section": "business"}),
    (_NEWS, "Sport and business news", {"section": "politics"}, {"section": "politics"}),
    (_NEWS, "News on the politics of sport", {"section": "sport"}, {"section": "sport"}),
    (_SEAT, "Book a business class seat", {"seat": "economy"}, {"seat": "business"}),
    (_SEAT, "First class, please", {"seat": "economy"}, {"seat": "first"}),
    (_SEAT, "The first seat you have in economy", {"seat": "business"}, {"seat": "economy"}),
    # a listed word in another sense, beside a copy: nothing says which class
    (_SEAT, "My first flight! A seat, please", {"seat": "economy"}, {"seat": "economy"}),
]


def listed_examples() -> list[dict[str, Any]]:
    """The twelfth group, written after the rule it counts: a description's listed
    examples, one copied, and requests naming one of them, two, none, or one in another
    sense."""
    return _group("listed examples", _LISTED)


_TR = _schema_tool("translate", {
    "text": {"type": "string", "description": "The text to translate"},
    "target_language": {"type": "string", "description": "Language name, e.g. Spanish"}})
_FOOD = _schema_tool("find_restaurants", {
    "cuisine": {"type": "string", "description": "Type of food, e.g. Italian"},
    "city": {"type": "string", "description": "City name, e.g. Rome"}})
_CITY = _schema_tool("get_weather", {"location": {"type": "string",
                                                  "description": "City name, e.g. Paris"}})
# written 12-05 after one such change was seen ("Italian" put to "Italy" by the rule for
# misspelled names), before the guard for it: a language, a cuisine or a people the model
# rightly made from a place the request names, which no rule may change; and misspellings
# the rule must still put right
_DERIVED: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_TR, "Translate 'good night' into the language of Spain",
     {"text": "good night", "target_language": "Spanish"},
     {"text": "good night", "target_language": "Spanish"}),
    (_TR, "How do people in China say 'thank you'?",
     {"text": "thank you", "target_language": "Chinese"},
     {"text": "thank you", "target_language": "Chinese"}),
    (_TR, "Translate 'welcome' for my guests from Turkey",
     {"text": "welcome", "target_language": "Turkish"},
     {"text": "welcome", "target_language": "Turkish"}),
    (_TR, "Translate 'cheers' for my friends in Russia",
     {"text": "cheers", "target_language": "Russian"},
     {"text": "cheers", "target_language": "Russian"}),
    (_TR, "Translate 'good luck' for a friend from Poland",
     {"text": "good luck", "target_language": "Polish"},
     {"text": "good luck", "target_language": "Polish"}),
    (_TR, "Translate 'see you' for my colleague from Sweden",
     {"text": "see you", "target_language": "Swedish"},
     {"text": "see you", "target_language": "Swedish"}),
    (_TR, "Translate 'water' for our trip to Greece",
     {"text": "water", "target_language": "Greek"},
     {"text": "water", "target_language": "Greek"}),
    (_TR, "Translate 'bread' for my trip to Thailand",
     {"text": "bread", "target_language": "Thai"},
     {"text": "bread", "target_language": "Thai"}),
    (_TR, "Translate 'friend' into the language of Iraq",
     {"text": "friend", "target_language": "Arabic"},
     {"text": "friend", "target_language": "Arabic"}),
    (_FOOD, "Food from Mexico in Denver", {"cuisine": "Mexican", "city": "Denver"},
     {"cuisine": "Mexican", "city": "Denver"}),
    (_FOOD, "Dishes from Lebanon in Oslo", {"cuisine": "Lebanese", "city": "Oslo"},
     {"cuisine": "Lebanese", "city": "Oslo"}),
    (_FOOD, "Somewhere serving the food of Japan in Lyon",
     {"cuisine": "Japanese", "city": "Lyon"}, {"cuisine": "Japanese", "city": "Lyon"}),
    (_FOOD, "Restaurants with food from Vietnam in Perth",
     {"cuisine": "Vietnamese", "city": "Perth"}, {"cuisine": "Vietnamese", "city": "Perth"}),
    (_FOOD, "Cooking from India, in Leeds", {"cuisine": "Indian", "city": "Leeds"},
     {"cuisine": "Indian", "city": "Leeds"}),
    (_FOOD, "Peru's cuisine in Madrid", {"cuisine": "Peruvian", "city": "Madrid"},
     {"cuisine": "Peruvian", "city": "Madrid"}),
    (_FOOD, "Food like in Korea, in Austin", {"cuisine": "Korean", "city": "Austin"},
     {"cuisine": "Korean", "city": "Austin"}),
    (_CITY, "Weather in Belfast", {"location": "Belfry"}, {"location": "Belfast"}),
    (_CITY, "Weather in Lima", {"location": "Limba"}, {"location": "Lima"}),
    (_CITY, "Weather in Zurich", {"location": "Zuraco"}, {"location": "Zurich"}),
    (_CITY, "Is it hot in Chattanooga?", {"location": "Chatanooga"},
     {"location": "Chattanooga"}),
    (_CITY, "Weather in Denver", {"location": "Denmark"}, {"location": "Denver"}),
    # written later, before the guard for them: a short name the model rightly wrote in
    # full (the rule for misspelled names put "Philly" back)
    (_CITY, "Weather in Philly", {"location": "Philadelphia"},
     {"location": "Philadelphia"}),
    (_CITY, "Is it sunny in Cali today?", {"location": "California"},
     {"location": "California"}),
    (_CITY, "Weather in Indy", {"location": "Indianapolis"}, {"location": "Indianapolis"}),
    (_CITY, "Snow in Mass this week?", {"location": "Massachusetts"},
     {"location": "Massachusetts"}),
]


_TICK = _schema_tool("get_stock_price", {"symbol": {
    "type": "string", "description": "Ticker symbol, e.g. AAPL"}})
_AIR = _schema_tool("flight_search", {
    "origin": {"type": "string", "description": "Departure airport, e.g. JFK"},
    "destination": {"type": "string", "description": "Arrival airport, e.g. LHR"}})
_ISO = _schema_tool("country_facts", {"country": {
    "type": "string", "description": "Three-letter country code, e.g. DEU"}})
# written 12-05 after one such change was seen ("INTC" put to "Intel" by the rule for
# misspelled names), before the guard for it: a code the model rightly made from a name the
# request writes, which no rule may change; and a code where a name is asked for, which
# the rule would put right
_CODES: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_TICK, "How is Costco stock doing today?", {"symbol": "COST"}, {"symbol": "COST"}),
    (_TICK, "Share price of Shopify", {"symbol": "SHOP"}, {"symbol": "SHOP"}),
    (_TICK, "What's Spotify trading at?", {"symbol": "SPOT"}, {"symbol": "SPOT"}),
    (_TICK, "Quote for Amgen, please", {"symbol": "AMGN"}, {"symbol": "AMGN"}),
    (_TICK, "Is Snowflake up today?", {"symbol": "SNOW"}, {"symbol": "SNOW"}),
    (_TICK, "Latest on PepsiCo shares", {"symbol": "PEP"}, {"symbol": "PEP"}),
    (_AIR, "Flights from Lisbon to Athens", {"origin": "LIS", "destination": "ATH"},
     {"origin": "LIS", "destination": "ATH"}),
    (_AIR, "Any flights from Dublin to Oslo tomorrow?", {"origin": "DUB",
     "destination": "OSL"}, {"origin": "DUB", "destination": "OSL"}),
    (_AIR, "I need to fly from Miami to Seattle", {"origin": "MIA", "destination": "SEA"},
     {"origin": "MIA", "destination": "SEA"}),
    (_AIR, "Flights out of Vienna to Helsinki", {"origin": "VIE", "destination": "HEL"},
     {"origin": "VIE", "destination": "HEL"}),
    (_ISO, "Facts about Canada", {"country": "CAN"}, {"country": "CAN"}),
    (_ISO, "Tell me about Brazil", {"country": "BRA"}, {"country": "BRA"}),
    (_ISO, "Some facts on Argentina", {"country": "ARG"}, {"country": "ARG"}),
    (_ISO, "What about Mexico?", {"country": "MEX"}, {"country": "MEX"}),
    (_CITY, "Weather in Boston", {"location": "BOS"}, {"location": "Boston"}),
    (_CITY, "What's the weather like in Atlanta?", {"location": "ATL"},
     {"location": "Atlanta"}),
    (_CITY, "Is it windy in Wellington?", {"location": "Welington"},
     {"location": "Wellington"}),
]


_FLIGHT = _schema_tool("flight_status", {"flight": {
    "type": "string", "description": "Flight number, e.g. BA117"}})
# written 12-05 after one such change was seen (the rule for copied examples put "DJIA"
# for Apple's "AAPL"), before the guard for it: an example code that is the code of what
# the request names in words, beside another code of its form; and copies to put right
_EXAMPLES: list[tuple[Tool, str, dict[str, Any], dict[str, Any]]] = [
    (_TICK, "Is Apple a buy? My broker, HSBC, says yes", {"symbol": "AAPL"},
     {"symbol": "AAPL"}),
    (_TICK, "Apple's share price, and post it in the TEAM channel", {"symbol": "AAPL"},
     {"symbol": "AAPL"}),
    (_TICK, "How does Apple compare with the QQQM fund today?", {"symbol": "AAPL"},
     {"symbol": "AAPL"}),
    (_ISO, "Facts about Germany; I work at SAP", {"country": "DEU"}, {"country": "DEU"}),
    (_TICK, "How much is NVDA?", {"symbol": "AAPL"}, {"symbol": "NVDA"}),
    (_TICK, "Price of MSFT, please", {"symbol": "AAPL"}, {"symbol": "MSFT"}),
    (_TICK, "Price of MSFT, like Apple's?", {"symbol": "AAPL"}, {"symbol": "MSFT"}),
    (_FLIGHT, "Is flight LH400 on time?", {"flight": "BA117"}, {"flight": "LH400"}),
    (_ISO, "Facts about FRA, please", {"country": "DEU"}, {"country": "FRA"}),
]


_POP = _schema_tool("get_population", {"country": {"type": "string",
                                                     "description": "Country name"}})
_TIME = _schema_tool("local_time", {"city": {"type": "string", "description": "City name"}})
_PORT = _schema_tool("airport_info", {"code": {
    "type": "string", "description": "IATA airport code, e.g. JFK"}})
_WORD = _schema_tool("define_word", {"word": {"type": "string",
                                              "description": "The word to define"}})
_SONG = _schema_tool("find_song", {"title": {"type": "string", "description": "Song title"}})
_FILM = _schema_tool("find_movie", {"title": {"type": "string", "description": "Movie title"}})
# written 12-05 (twenty-eighth session), before any run of it: a value the model rightly
# made from the request in other words, beside a list of values of its form that the
# request does not ask for (named to say what is not wanted, what is already known, or
# what the value relates to), which no rule may turn into the list's calls; and lists
# the model made a value up for, whose calls must run ("must" holds one call's arguments
# or a list of several calls')
_LISTS: list[tuple[Tool, str, dict[str, Any], Any]] = [
    (_TICK, "Stock price of Google's parent; I already hold MSFT and NVDA",
     {"symbol": "GOOGL"}, {"symbol": "GOOGL"}),
    (_TICK, "Price of Nvidia today? Not interested in AMD or INTC", {"symbol": "NVDA"},
     {"symbol": "NVDA"}),
    (_TICK, "Latest price of Amazon shares (I sold AAPL and META last year)",
     {"symbol": "AMZN"}, {"symbol": "AMZN"}),
    (_ISO, "Facts about Japan, not CHN or KOR", {"country": "JPN"}, {"country": "JPN"}),
    (_ISO, "Tell me about Portugal; I already read about ESP and FRA", {"country": "PRT"},
     {"country": "PRT"}),
    (_PORT, "Info on the main airport of Paris; I've flown through LHR and FRA",
     {"code": "CDG"}, {"code": "CDG"}),
    (_PORT, "Which terminals does Chicago O'Hare have? I know ATL and DFW well",
     {"code": "ORD"}, {"code": "ORD"}),
    (_CITY, "Weather in the Big Apple, not in Boston or Chicago", {"location": "New York"},
     {"location": "New York"}),
    (_CITY, "Weather in the Windy City, but not in Detroit or Toledo",
     {"location": "Chicago"}, {"location": "Chicago"}),
    (_CITY, "Weather in the city of Sagrada Familia and Park Guell",
     {"location": "Barcelona"}, {"location": "Barcelona"}),
    (_POP, "Population of the country of Messi and Maradona", {"country": "Argentina"},
     {"country": "Argentina"}),
    (_POP, "How many people live in the country of Lisbon and Porto?",
     {"country": "Portugal"}, {"country": "Portugal"}),
    (_POP, "Population of Kenya's neighbour to the north, not of Tanzania or Uganda",
     {"country": "Ethiopia"}, {"country": "Ethiopia"}),
    (_TIME, "Local time in the city of the Golden Gate and Alcatraz",
     {"city": "San Francisco"}, {"city": "San Francisco"}),
    (_TIME, "Time in the capital of Japan, not in Osaka or Kyoto", {"city": "Tokyo"},
     {"city": "Tokyo"}),
    (_WORD, "Define the word that means both 'happy' and 'glad'", {"word": "joyful"},
     {"word": "joyful"}),
    (_WORD, "Define the opposite of 'generous' and 'giving'", {"word": "stingy"},
     {"word": "stingy"}),
    (_SONG, "Find the song with the lines 'hello darkness' and 'my old friend'",
     {"title": "The Sound of Silence"}, {"title": "The Sound of Silence"}),
    (_SONG, "Find the song that goes 'we will, we will' and 'rock you'",
     {"title": "We Will Rock You"}, {"title": "We Will Rock You"}),
    (_FILM, "Find the film with the lines 'I'll be back' and 'Hasta la vista, baby'",
     {"title": "Terminator 2"}, {"title": "Terminator 2"}),
    (_FILM, "Which movie has both 'Rosebud' and 'Xanadu' in it?",
     {"title": "Citizen Kane"}, {"title": "Citizen Kane"}),
    (_POP, "How many people live in Chile, Peru and Bolivia?", {"country": "Chilru"},
     [{"country": "Chile"}, {"country": "Peru"}, {"country": "Bolivia"}]),
    (_TICK, "Prices of ASML and TSM, please", {"symbol": "ASM/L"},
     [{"symbol": "ASML"}, {"symbol": "TSM"}]),
    (_TIME, "Local time in Denver and Phoenix", {"city": "Dallas"},
     [{"city": "Denver"}, {"city": "Phoenix"}]),
    (_WORD, "Define 'ephemeral' and 'ubiquitous'", {"word": "transient"},
     [{"word": "ephemeral"}, {"word": "ubiquitous"}]),
    (_ISO, "Facts about NOR and SWE", {"country": "DNK"},
     [{"country": "NOR"}, {"country": "SWE"}]),
]


# written 12-05 (twenty-eighth session), before any run of it: several calls the model
# made, each of a value the request asks for, where words between two values speak of
# someone or begin a clause ("where I live", "my friend asks about"), which no rule may
# drop; and calls of an aside's value ("I sold AMD last year"), which must be dropped.
# "Price of MSFT and, while you are at it, ORCL" was seen dropped before (12-05, the
# aside rule's run), the others were not. Two more were written and taken out after the
# first run: no step can hold the model's calls for them, since the more stage is not
# asked (``parallel.lists_more`` sees no listing word beside the first call's value):
# "Weather in Rome? I also need Naples", "NVDA price please, and since I hold it too, AMD"
_SEVERAL: list[tuple[Tool, str, Any, Any]] = [
    (_CITY, "Weather in Paris, where I live, and in Rome",
     [{"location": "Paris"}, {"location": "Rome"}], None),
    (_TICK, "Price of MSFT and, while you are at it, ORCL",
     [{"symbol": "MSFT"}, {"symbol": "ORCL"}], None),
    (_POP, "Population of Japan; my wife also wants Korea",
     [{"country": "Japan"}, {"country": "Korea"}], None),
    (_CITY, "Weather in Oslo, and since I fly on to Bergen, there too",
     [{"location": "Oslo"}, {"location": "Bergen"}], None),
    (_WORD, "Define 'ennui', and 'malaise' too since I mix them up",
     [{"word": "ennui"}, {"word": "malaise"}], None),
    (_TICK, "Quotes: AAPL, then MSFT, then GOOG",
     [{"symbol": "AAPL"}, {"symbol": "MSFT"}, {"symbol": "GOOG"}], None),
    (_CITY, "Weather in Lima today and in Cusco, where we hike tomorrow",
     [{"location": "Lima"}, {"location": "Cusco"}], None),
    (_POP, "How many people live in Peru? And my friend asks about Chile",
     [{"country": "Peru"}, {"country": "Chile"}], None),
    (_TIME, "What time is it in Tokyo, and where I am going next, Seoul?",
     [{"city": "Tokyo"}, {"city": "Seoul"}], None),
    (_TICK, "Price of NVDA; I sold AMD last year",
     [{"symbol": "NVDA"}, {"symbol": "AMD"}], {"symbol": "NVDA"}),
    (_CITY, "Weather in Madrid; my sister lives in Seville",
     [{"location": "Madrid"}, {"location": "Seville"}], {"location": "Madrid"}),
    (_POP, "Population of Chile; I have been to Peru",
     [{"country": "Chile"}, {"country": "Peru"}], {"country": "Chile"}),
    (_WORD, "Define 'quixotic'; my teacher used 'pedantic' yesterday",
     [{"word": "quixotic"}, {"word": "pedantic"}], {"word": "quixotic"}),
]


_STAY = _schema_tool("hotel_search", {"city": {
    "type": "string", "description": "City and state, e.g. San Francisco, CA"}})
# written 12-05 (twenty-eighth session), before any run of it: the issue's kinds of
# ordinary request (a negation, a count of something else, a code that is no argument,
# an optional value left out or given in other words) beside the values the later rules
# read: a city of several parts, a time, a sign, an amount, a flag. Each call that must
# change says so; the others must run as the model made them
_KINDS: list[tuple[Tool | str, str, dict[str, Any], dict[str, Any]]] = [
    (_STAY, "Hotels in Paris, not Paris, TX", {"city": "Paris"}, {"city": "Paris"}),
    (_STAY, "Hotels in Springfield, near my aunt", {"city": "Springfield"},
     {"city": "Springfield"}),
    (_STAY, "Hotels in Dublin, Ireland or Dublin, OH?", {"city": "Dublin, Ireland"},
     {"city": "Dublin, Ireland"}),
    (_STAY, "Hotels in Austin, TX for SXSW", {"city": "Austin"}, {"city": "Austin, TX"}),
    (_STAY, "Hotels in Reno for 3 nights, 2 of us", {"city": "Reno, NV"},
     {"city": "Reno, NV"}),
    (_B, "Book Luigi's at 8, not at 7 pm", {"restaurant": "Luigi's", "time": "20:00"},
     {"restaurant": "Luigi's", "time": "20:00"}),
    (_B, "Book Luigi's at 7 tonight", {"restaurant": "Luigi's", "time": "19:00"},
     {"restaurant": "Luigi's", "time": "19:00"}),
    (_B, "Book Luigi's for half past eight in the evening",
     {"restaurant": "Luigi's", "time": "20:30"}, {"restaurant": "Luigi's", "time": "20:30"}),
    (_B, "Book Luigi's at 6:30 pm please", {"restaurant": "Luigi's", "time": "6:30"},
     {"restaurant": "Luigi's", "time": "18:30"}),
    (_B, "Book Luigi's at noon for 4", {"restaurant": "Luigi's", "time": "12:00"},
     {"restaurant": "Luigi's", "time": "12:00"}),
    (_B, "Book Luigi's at 9; we land at 7:45 pm", {"restaurant": "Luigi's", "time": "21:00"},
     {"restaurant": "Luigi's", "time": "21:00"}),
    (_B, "Book Luigi's at 19:30, 2 of us are vegan",
     {"restaurant": "Luigi's", "time": "19:30"}, {"restaurant": "Luigi's", "time": "19:30"}),
    (_C, "Convert 40 C to F; last winter it hit -40", {"celsius": 40}, {"celsius": 40}),
    (_C, "Convert minus 5 C to F", {"celsius": 5}, {"celsius": -5}),
    (_C, "What is 20 C in F? Not -20, plus 20", {"celsius": 20}, {"celsius": 20}),
    (_C, "Convert 12 C to F, no negative numbers please", {"celsius": 12}, {"celsius": 12}),
    (_X, "Convert 1,200 USD to EUR for my 3 kids",
     {"amount": 1200, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 1200, "from_currency": "USD", "to_currency": "EUR"}),
    (_X, "Convert 2,500 JPY to USD, split in 2",
     {"amount": 2500, "from_currency": "JPY", "to_currency": "USD"},
     {"amount": 2500, "from_currency": "JPY", "to_currency": "USD"}),
    (_X, "Convert 45 GBP to EUR; invoice INV-2024-77",
     {"amount": 45, "from_currency": "GBP", "to_currency": "EUR"},
     {"amount": 45, "from_currency": "GBP", "to_currency": "EUR"}),
    (_TICK, "Price of TSLA; my order number is ORD42", {"symbol": "TSLA"},
     {"symbol": "TSLA"}),
    (_FLIGHT, "Is LH400 on time? Booking ref QX7T2P", {"flight": "LH400"},
     {"flight": "LH400"}),
    (_CITY, "Weather in Bern, postcode 3011", {"location": "Bern"}, {"location": "Bern"}),
    (_CITY, "Weather in Nice, the French city, not nice weather", {"location": "Nice"},
     {"location": "Nice"}),
    ("search_web", "Search pictures of red pandas",
     {"query": "red pandas", "include_images": True},
     {"query": "red pandas", "include_images": True}),
    ("search_web", "Search red pandas; five results is plenty, not ten",
     {"query": "red pandas", "max_results": 5}, {"query": "red pandas", "max_results": 5}),
    ("search_web", "Search jaguar cars, no animals", {"query": "jaguar cars"},
     {"query": "jaguar cars"}),
    ("search_web", "Search the maximum results of the 2022 elections",
     {"query": "2022 elections results"}, {"query": "2022 elections results"}),
    ("get_forecast", "Forecast for Oslo, no need for more than 2 days",
     {"city": "Oslo", "days": 2}, {"city": "Oslo", "days": 2}),
]


_PAIR = _schema_tool("translate", {
    "text": {"type": "string", "description": "The text to translate"},
    "target_language": {"type": "string", "description": "Language name, e.g. Spanish"}})
# written 12-05 (twenty-eighth session), before any run of it: several calls the model
# made for a request that lists what it asks for, all right, some values in other words
# than the request's (a ticker for a company, a city for its abbreviation), some items
# that hold a listing word themselves ("Bosnia and Herzegovina"); none may be dropped or
# changed. One more was written and taken out after the first run: no step can hold the
# model's calls for it, since the more stage is not asked ("ESP" is made of no word of
# "Facts about Spain and Portugal", so no listing word stands beside the first value)
_OTHER_WORDS: list[tuple[Tool, str, Any, Any]] = [
    (_TICK, "Stock prices of Apple and Microsoft",
     [{"symbol": "AAPL"}, {"symbol": "MSFT"}], None),
    (_TICK, "How are Nvidia and Intel doing today?",
     [{"symbol": "NVDA"}, {"symbol": "INTC"}], None),
    (_TICK, "Quotes for Tesla, Ford and GM", [{"symbol": "TSLA"}, {"symbol": "F"},
                                              {"symbol": "GM"}], None),
    (_CITY, "Weather in NYC and LA", [{"location": "New York City"},
                                      {"location": "Los Angeles"}], None),
    (_AIR, "Flights from Boston to Denver and to Austin",
     [{"origin": "BOS", "destination": "DEN"}, {"origin": "BOS", "destination": "AUS"}],
     None),
    (_CITY, "Weather in Paris (my home) and Rome", [{"location": "Paris"},
                                                    {"location": "Rome"}], None),
    (_CITY, "Weather in Paris or Rome, whichever is sunnier",
     [{"location": "Paris"}, {"location": "Rome"}], None),
    (_CITY, "Weather in St. Louis and St. Paul", [{"location": "St. Louis"},
                                                  {"location": "St. Paul"}], None),
    (_CITY, "Weather in Rio de Janeiro and Sao Paulo",
     [{"location": "Rio de Janeiro"}, {"location": "Sao Paulo"}], None),
    (_POP, "Population of Bosnia and Herzegovina and of Serbia",
     [{"country": "Bosnia and Herzegovina"}, {"country": "Serbia"}], None),
    (_POP, "Population of India vs China", [{"country": "India"}, {"country": "China"}],
     None),
    (_WORD, "Define 'affect' vs 'effect'", [{"word": "affect"}, {"word": "effect"}], None),
    (_PAIR, "Translate 'hello' and 'goodbye' into French",
     [{"text": "hello", "target_language": "French"},
      {"text": "goodbye", "target_language": "French"}], None),
    (_PAIR, "Translate 'hello' into French and German",
     [{"text": "hello", "target_language": "French"},
      {"text": "hello", "target_language": "German"}], None),
    (_STAY, "Hotels in Austin, TX and Dallas, TX",
     [{"city": "Austin, TX"}, {"city": "Dallas, TX"}], None),
    (_X, "Convert 10 and 20 USD to EUR",
     [{"amount": 10, "from_currency": "USD", "to_currency": "EUR"},
      {"amount": 20, "from_currency": "USD", "to_currency": "EUR"}], None),
]


# written 12-05 (twenty-eighth session), before any run of it: the issue's kinds of
# ordinary request (negations, counts of other things, codes and references that are no
# argument, words that begin like a parameter's name, optional values) beside the values
# the other evidence rules read: an example code, two codes for a start and an end, a
# listed example, a misspelled name, a flag, a tool's name
_CROSSED: list[tuple[Tool | str, str, dict[str, Any], dict[str, Any]]] = [
    # the call that must run corrected 12-06 (thirty-fourth session): it was written as
    # the copy left standing beside two codes of its form, but the request labels LH400
    # as the flight (found when `agentnb.labelled` read it)
    (_FLIGHT, "Is flight LH400 on time? My order ID is AB1234", {"flight": "BA117"},
     {"flight": "LH400"}),
    (_FLIGHT, "Is BA117 on time? Not the BA118, the earlier one", {"flight": "BA117"},
     {"flight": "BA117"}),
    (_FLIGHT, "Where is flight UA90? Gate 12, seat 3A", {"flight": "BA117"},
     {"flight": "UA90"}),
    (_TICK, "Is AAPL up? I own 3 shares, no more", {"symbol": "AAPL"}, {"symbol": "AAPL"}),
    (_TICK, "Price of Apple; not the AAPL options", {"symbol": "AAPL"}, {"symbol": "AAPL"}),
    (_TICK, "What does IBM trade at? Order ref XK9", {"symbol": "AAPL"}, {"symbol": "IBM"}),
    (_X, "Convert 300 USD to EUR, not to GBP",
     {"amount": 300, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 300, "from_currency": "USD", "to_currency": "EUR"}),
    (_X, "Convert 2 payments of 50 GBP to EUR",
     {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"},
     {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"}),
    (_X, "How much is 80 CHF in JPY? Invoice ZR-22",
     {"amount": 80, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 80, "from_currency": "CHF", "to_currency": "JPY"}),
    (_X, "Convert 40 EUR to USD, no fees",
     {"amount": 40, "from_currency": "EUR", "to_currency": "USD"},
     {"amount": 40, "from_currency": "EUR", "to_currency": "USD"}),
    (_ART, "Find sculptures in Madrid, no paintings", {"kind": "sculpture", "city": "Madrid"},
     {"kind": "sculpture", "city": "Madrid"}),
    (_ART, "Find installations in Berlin, not sculptures",
     {"kind": "installation", "city": "Berlin"}, {"kind": "installation", "city": "Berlin"}),
    (_ART, "Find 3 paintings in Rome", {"kind": "painting", "city": "Rome"},
     {"kind": "painting", "city": "Rome"}),
    (_NEWS, "Latest science news, no sport please", {"section": "science"},
     {"section": "science"}),
    (_NEWS, "Business news; skip politics", {"section": "business"},
     {"section": "business"}),
    (_CITY, "Weather in Belfast, not Belgrade", {"location": "Belfast"},
     {"location": "Belfast"}),
    (_CITY, "Weather in Zurich for my 2 kids", {"location": "Zurich"},
     {"location": "Zurich"}),
    (_CITY, "Weather in Lima, Peru's capital", {"location": "Lima"}, {"location": "Lima"}),
    (_CITY, "Is it warm in Limassol? Not Lima", {"location": "Limassol"},
     {"location": "Limassol"}),
    ("search_web", "Search images of the Louvre", {"query": "Louvre", "include_images": True},
     {"query": "Louvre", "include_images": True}),
    ("search_web", "Search the Louvre, text only, no images", {"query": "Louvre"},
     {"query": "Louvre"}),
    ("search_web", "Search get_forecast examples", {"query": "get_forecast examples"},
     {"query": "get_forecast examples"}),
    ("search_web", "Search 10 tips for safe hiking", {"query": "tips for safe hiking"},
     {"query": "tips for safe hiking"}),
    ("lookup_order", "Where is order A-77812? Not the old one, B-2210",
     {"order_id": "A-77812"}, {"order_id": "A-77812"}),
    ("lookup_order", "Status of order A-77812 with its history",
     {"order_id": "A-77812", "include_history": True},
     {"order_id": "A-77812", "include_history": True}),
    ("top_products", "Top 3 laptops, not the 10 you showed",
     {"category": "laptops", "limit": 3}, {"category": "laptops", "limit": 3}),
    ("set_reminder", "Remind me in 20 minutes to call 2 clients",
     {"text": "call 2 clients", "minutes": 20}, {"text": "call 2 clients", "minutes": 20}),
    ("get_forecast", "Forecast for Oslo in imperial units, not metric",
     {"city": "Oslo", "units": "imperial"}, {"city": "Oslo", "units": "imperial"}),
]


def crossed() -> list[dict[str, Any]]:
    """The twentieth group: the first groups' kinds beside an example code, two codes for
    a start and an end, a listed example, a misspelled name, a flag or a tool's name
    ("Is flight LH400 on time? My order ID is AB1234" with the example's BA117: LH400,
    the flight the request labels), each call as it must run."""
    return _group("the issue's kinds beside the evidence rules", _CROSSED)


def new_tools() -> list[dict[str, Any]]:
    """The twenty-first group (``ordinary_new_tools.py``): the first groups' kinds with
    eight tools and phrasings no earlier group used, aimed at no rule; each template four
    times."""
    return _group("the issue's kinds, new tools", ordinary_new_tools.rows())


def newest() -> list[dict[str, Any]]:
    """The twenty-second group (``ordinary_new_tools.NEWEST``): where the readings added
    on the twenty-first group, the list rule's words that set a list aside, and a later
    value in a next sentence that adds must act, and where a user would not."""
    return _group("the newest readings", ordinary_new_tools.NEWEST)


def chatty() -> list[dict[str, Any]]:
    """The twenty-third group (``ordinary_new_tools.CHATTY``): requests as people type
    them (lower case, a typo the model put right, numbers in words, context with other
    names and numbers, addresses and links), the model's calls right; aimed at no rule."""
    return _group("requests as typed", ordinary_new_tools.CHATTY)


def shouted() -> list[dict[str, Any]]:
    """The twenty-fourth group (``ordinary_new_tools.SHOUTED``): requests in capitals,
    with emoji and marks, or in other languages' words, the model's calls right; aimed
    at no rule."""
    return _group("capitals, emoji, other languages", ordinary_new_tools.SHOUTED)


def marked() -> list[dict[str, Any]]:
    """The twenty-fifth group (``ordinary_new_tools.MARKED``): values with signs, marks,
    units and forms the later rules read (a minus, a date, a time, millions, codes for a
    start and an end, a listed example, a quoted text), each right as the model made it;
    aimed at no rule."""
    return _group("values with signs and forms", ordinary_new_tools.MARKED)


def joined() -> list[dict[str, Any]]:
    """The twenty-sixth group (``ordinary_new_tools.JOINED``): several calls the model
    rightly made for requests that join their items in other ways ("as well as", "plus",
    "vs", "/", a dash); aimed at no rule."""
    return _group("several calls, other joins", ordinary_new_tools.JOINED)


def standard_codes() -> list[dict[str, Any]]:
    """The twenty-seventh group (``ordinary_codes.CODES``): countries and languages named
    in words beside parameters that take their codes; written before the rule that reads
    them, aimed at it."""
    return _group("standard codes", ordinary_codes.CODES)


def codes_later() -> list[dict[str, Any]]:
    """The twenty-eighth group (``ordinary_codes.CODES_LATER``): where the rules for
    standard codes and for a code in its item's place may act wrongly, and where they must
    act; written after those rules, before any run of it."""
    return _group("standard codes, later", ordinary_codes.CODES_LATER)


def codes_check() -> list[dict[str, Any]]:
    """The twenty-ninth group (``ordinary_codes.CODES_CHECK``): where the rules on valid
    calls for codes may act wrongly, and where they must act; written after them, before
    any run of it."""
    return _group("standard codes, valid calls", ordinary_codes.CODES_CHECK)


def codes_names() -> list[dict[str, Any]]:
    """The thirtieth group (``ordinary_codes.CODES_NAMES``): where the names people write
    that ISO's tables lack ("UK", "Russia", "Turkey") and "the" before a name asked for may
    act wrongly, and where they must act; written after those readings, before any run
    of it."""
    return _group("standard codes, common names", ordinary_codes.CODES_NAMES)


def codes_free() -> list[dict[str, Any]]:
    """The fortieth group (``ordinary_codes.CODES_FREE``): where the rule for a free
    string whose example is a standard code may act wrongly, and where it must act;
    written after that rule, before any run of it."""
    return _group("standard codes of free strings", ordinary_codes.CODES_FREE)


def copies_of_examples() -> list[dict[str, Any]]:
    """The thirty-first group (``ordinary_shapes.COPIES``): where the rule for an example
    of several parts copied ("San Francisco, CA" for "Boston, MA") may act wrongly, and
    where it must act; written after that rule, before any run of it."""
    return _group("examples of several parts copied", ordinary_shapes.COPIES)


def formats_described() -> list[dict[str, Any]]:
    """The thirty-second group (``ordinary_shapes.MOMENTS``): where times and dates beside
    a described format ("in 24-hour format 'HH:MM'") may be put wrongly, and where they
    must be; written after that reading, before any run of it."""
    return _group("times and dates beside a described format", ordinary_shapes.MOMENTS)


def routes_copied() -> list[dict[str, Any]]:
    """The thirty-fifth group (``ordinary_shapes.ROUTES``): where the rule for an example
    of several parts copied in a start or an end may act wrongly, and where it must act;
    written after that rule, before any run of it."""
    return _group("examples copied in a start or an end", ordinary_shapes.ROUTES)


def texts_copied() -> list[dict[str, Any]]:
    """The thirty-sixth group (``ordinary_shapes.TEXTS``): where another copy of the tool's
    text ("City, State") taken for the example copied may be put wrongly, and where it
    must be; written after that reading, before any run of it."""
    return _group("the tool's text copied for a place", ordinary_shapes.TEXTS)


def names_misspelt() -> list[dict[str, Any]]:
    """The thirty-seventh group (``ordinary_shapes.MISSPELT``): where a name of several
    words with one misspelled may be put wrongly, and where it must be; written after that
    reading, before any run of it."""
    return _group("names of several words, one misspelled", ordinary_shapes.MISSPELT)


def counts_named() -> list[dict[str, Any]]:
    """The thirty-eighth group (``ordinary_shapes.COUNTED``): where a count written
    before its parameter's word ("4 bedrooms") may be put wrongly, and where it must be;
    written after that rule, before any run of it."""
    return _group("counts before their parameter's word", ordinary_shapes.COUNTED)


def marked_values() -> list[dict[str, Any]]:
    """The thirty-ninth group (``ordinary_shapes.MARKED``): where a value of a marked shape
    (an email address, ``owner/name``, a web address, a path, a date with slashes) may be
    put wrongly, and where it must be; written after that rule, before any run of it."""
    return _group("values of a marked shape", ordinary_shapes.MARKED)


def quoted_texts() -> list[dict[str, Any]]:
    """The forty-first group (``ordinary_shapes.QUOTES``): where a quoted text may be put
    wrongly in place of a made-up free text, and where it must be; written after that
    rule, before any run of it."""
    return _group("quoted texts for made-up free texts", ordinary_shapes.QUOTES)


def dates_and_times() -> list[dict[str, Any]]:
    """The forty-second group (``ordinary_shapes.BOTH``): where a date and a time in one
    value may be put wrongly, and where they must be; written after that rule, before
    any run of it."""
    return _group("a date and a time in one", ordinary_shapes.BOTH)


def made_up_places() -> list[dict[str, Any]]:
    """The forty-third group (``ordinary_shapes.MADE_UP_PLACES``): where a made-up value
    beside the request's one value of its example's several-part form may be put wrongly,
    and where it must be; written after that rule, before any run of it."""
    return _group("made-up places beside one of the example's form",
                  ordinary_shapes.MADE_UP_PLACES)


def choices_first() -> list[dict[str, Any]]:
    """The forty-fourth group (``ordinary_enums.FIRST_WORDS``): where an ``enum``'s choice
    that is the request's first word may be read wrongly, and where it must be; written
    after that rule, before any run of it."""
    return _group("enum choices as the first word", ordinary_enums.FIRST_WORDS)


def stated_formats() -> list[dict[str, Any]]:
    """The forty-fifth group (``ordinary_shapes.FORMATS``): where a value cut short beside
    a stated format of several parts may be completed wrongly, and where it must be;
    written after that rule, before any run of it."""
    return _group("values cut short beside a stated format", ordinary_shapes.FORMATS)


def currencies() -> list[dict[str, Any]]:
    """The forty-sixth group (``ordinary_codes.CURRENCIES``): where a currency asked for
    by its code or name may be read wrongly, and where it must be; written after that
    rule, before any run of it."""
    return _group("currencies", ordinary_codes.CURRENCIES)


def sites_and_images() -> list[dict[str, Any]]:
    """The forty-seventh group (``ordinary_shapes.SITES_IMAGES``): where a domain name or
    an image's "name:tag" may be read wrongly, and where it must be; written after that
    rule, before any run of it."""
    return _group("domain names and images", ordinary_shapes.SITES_IMAGES)


def weekdays_and_months() -> list[dict[str, Any]]:
    """The forty-eighth group (``ordinary_shapes.CALENDAR``): where a weekday or a month
    given for an example of its kind may be read wrongly, and where it must be; written
    after that rule, before any run of it."""
    return _group("weekdays and months", ordinary_shapes.CALENDAR)


def labelled_values() -> list[dict[str, Any]]:
    """The forty-ninth group (``ordinary_shapes.LABELLED``): where a value labelled by its
    parameter's name may be read wrongly, and where it must be; written after that rule,
    before any run of it."""
    return _group("values labelled by their parameter's name", ordinary_shapes.LABELLED)


def roles_and_things() -> list[dict[str, Any]]:
    """The fiftieth group (``ordinary_codes.ROLES``): where the roles of two parameters
    of one kind, or a name right before a word of the tool's own text, may be read
    wrongly, and where they must be; written after those rules, before any run of them."""
    return _group("roles and names before the tool's words", ordinary_codes.ROLES)


def how_many() -> list[dict[str, Any]]:
    """The fifty-fourth group (``ordinary_codes.HOW_MANY``): where "how many" and "one"
    may give a currency the wrong role, and where they must give it; written after that
    reading, before any run of it."""
    return _group("how many of one currency for one of another", ordinary_codes.HOW_MANY)


def commands_on_things() -> list[dict[str, Any]]:
    """The fifty-first group (``ordinary_enums.COMMANDS``): where a command that is the
    request's first word, before what the tool acts on, may be read wrongly, and where
    it must be; written after that rule, before any run of it."""
    return _group("commands before what the tool acts on", ordinary_enums.COMMANDS)


def slips() -> list[dict[str, Any]]:
    """The fifty-second group (``ordinary_shapes.SLIPS``): where a name of one word
    misspelled within its first three letters may be read wrongly, and where it must
    be; written after that reading, before any run of it."""
    return _group("names misspelled within their first letters", ordinary_shapes.SLIPS)


def switches() -> list[dict[str, Any]]:
    """The fifty-third group (``ordinary_enums.SWITCHES``): where a flag of a thing the
    request switches on or off may be read wrongly, and where it must be; written after
    that rule, before any run of it."""
    return _group("flags of things switched on or off", ordinary_enums.SWITCHES)


def spaced() -> list[dict[str, Any]]:
    """The fifty-fifth group (``ordinary_shapes.SPACED``): where words joined by hyphens
    or underscores may be given the request's spaces wrongly, and where they must be;
    written after that rule, before any run of it."""
    return _group("words joined for the request's spaces", ordinary_shapes.SPACED)


def families8_readings() -> list[dict[str, Any]]:
    """The fifty-sixth group (``ordinary_shapes.FAMILIES8_READINGS``): where a made-up
    place, a zone, the tool's own name or a command's object may be read wrongly, and
    where they must be; written after those readings, before any run of them."""
    return _group("places, zones, own names, commands", ordinary_shapes.FAMILIES8_READINGS)


def zone_areas() -> list[dict[str, Any]]:
    """The fifty-seventh group (``ordinary_shapes.AREAS``): where a zone's city under
    another area may be read wrongly, and where it must be; written after that reading,
    before any run of it."""
    return _group("zones' cities under another area", ordinary_shapes.AREAS)


def streets() -> list[dict[str, Any]]:
    """The fifty-eighth group (``ordinary_shapes.STREETS``): where a number before a
    street's name is no house number, or the address stands as the model wrote it, and
    where the house number must be given; written after that rule, before any run of it."""
    return _group("streets and house numbers", ordinary_shapes.STREETS)


def venues() -> list[dict[str, Any]]:
    """The fifty-ninth group (``ordinary_shapes.VENUES``): where a venue's, a stop's, a
    pickup's or an optional place's made-up value stands, and where the request's one
    placed name must replace it; written after that reading, before any run of it."""
    return _group("venues and optional places", ordinary_shapes.VENUES)


def told_places() -> list[dict[str, Any]]:
    """The sixtieth group (``ordinary_shapes.TOLD``): where a made-up value stands beside
    a name after the word the tool's own text places it with, and where that name must
    replace it; written after that reading, before any run of it."""
    return _group("places the tool's text places", ordinary_shapes.TOLD)


def towns_cut() -> list[dict[str, Any]]:
    """The sixty-first group (``ordinary_shapes.TOWNS``): where "in" and a name belong to
    a venue's value, and where its town must go; written after that reading, before any
    run of it."""
    return _group("venues written with their town", ordinary_shapes.TOWNS)


def placed_twice() -> list[dict[str, Any]]:
    """The sixty-second group (``ordinary_shapes.PLACED``): a venue's or a place's value
    written into a second argument, where the refill asks it again and where it must
    not; written after ``agentnb.refill.placed_twice``, before any run of it."""
    return _group("a venue's value in a second argument", ordinary_shapes.PLACED)


def trips() -> list[dict[str, Any]]:
    """The sixty-third group (``ordinary_trips.TRIPS``): a trip's start and end beside the
    request's "from" and "to", where ``directions.route_swap`` must put them back and
    where it must not; written after that rule, before any run of it."""
    return _group("a trip's start and end", ordinary_trips.TRIPS)


def counts_in_things() -> list[dict[str, Any]]:
    """The sixty-fourth group (``ordinary_trips.COUNTS``): a count written into the
    thing beside the number holding it, where ``counted.count_cut`` must cut it and where
    it must not; written after that rule, before any run of it."""
    return _group("a count in the thing", ordinary_trips.COUNTS)


def shapes() -> list[dict[str, Any]]:
    """The sixty-fifth group (``ordinary_trips.SHAPES``): made-up values no word has the
    shape of, which the refill must ask again, and values of that look that must stay;
    written after ``placeholders.shapeless`` and ``fragment``, before any run of them."""
    return _group("values no word has the shape of", ordinary_trips.SHAPES)


def identifiers() -> list[dict[str, Any]]:
    """The sixty-sixth group (``ordinary_trips.JOINED``): words joined by underscores as
    an identifier for a parameter that takes words, which the refill must ask again, and
    identifiers that must stay; written after ``spaced.joined``, before any run of it."""
    return _group("identifiers made of words", ordinary_trips.JOINED)


def copied_whole() -> list[dict[str, Any]]:
    """The sixty-seventh group (``ordinary_trips.WHOLE``): a request copied whole into one
    argument, which the refill must ask again, and whole requests that must stay;
    written after ``runs.whole``, before any run of it."""
    return _group("requests copied whole", ordinary_trips.WHOLE)


def ones() -> list[dict[str, Any]]:
    """The sixty-eighth group (``ordinary_trips.ONES``): "a" or "an" before the thing a
    number counts, where ``counted.count_fix`` must put one and where it must not;
    written after that reading, before any run of it."""
    return _group("'a' or 'an' counting one", ordinary_trips.ONES)


def offered() -> list[dict[str, Any]]:
    """The sixty-ninth group (``ordinary_trips.OFFERED``): identifiers of a command and an
    article, a possessive or a placing word, which ``spaced_fix`` must leave to the
    refill, identifiers of the thing it must space, names that must stand; written after
    the change of the runs the refill offers and of ``spaced_fix``'s words, before any
    run of it."""
    return _group("runs a refill offers", ordinary_trips.OFFERED)


def numbered() -> list[dict[str, Any]]:
    """The seventieth group (``ordinary_trips.NUMBERED``): a word of the parameter's or
    the tool's name with a number nobody writes, which the refill must ask again, and
    such values that must stay; written after ``spaced.numbered``, before any run
    of it."""
    return _group("numbered placeholders", ordinary_trips.NUMBERED)


def towns_alone() -> list[dict[str, Any]]:
    """The seventy-first group (``ordinary_trips.TOWNS_ALONE``): the town a request writes
    after a venue's name, alone in the venue's argument, which ``places.town_cut`` must
    put right, and such values that must stay; written after that reading, before any
    run of it."""
    return _group("a venue's town alone", ordinary_trips.TOWNS_ALONE)


def swapped_venues() -> list[dict[str, Any]]:
    """The seventy-second group (``ordinary_trips.SWAPPED``): a thing and its venue each
    in the other's argument, which ``places.venue_swap`` must swap back, and such calls
    that must stay; written after that rule, before any run of it."""
    return _group("a thing and its venue swapped", ordinary_trips.SWAPPED)


def misspelt_names() -> list[dict[str, Any]]:
    """The seventy-third group (``ordinary_trips.MISSPELT``): a name of the request one or
    two letters off in the model's value, which the refill must ask again (the policies
    alone leave it: ``refill_probe.py`` counts what it asks), and such values that must
    stay; written after ``names.misspelt``, before any run of it."""
    return _group("misspelt names", ordinary_trips.MISSPELT)


def openings() -> list[dict[str, Any]]:
    """The seventy-fourth group (``ordinary_trips.OPENINGS``): a thing copied with the
    possessive or the article the request writes before it, which ``opening.opening_cut``
    must cut, and such values that must stay; written after that rule, before any run of
    it."""
    return _group("a possessive or an article copied", ordinary_trips.OPENINGS)


def told_venues() -> list[dict[str, Any]]:
    """The seventy-fifth group (``ordinary_trips.TOLD``): a venue's name written for the
    thing too, where the tool's text places the venue with the thing's word, which the
    refill must ask again (the policies alone leave it: ``refill_probe.py`` counts what it
    asks), and such calls that must stand; written after that change, before any run of
    it."""
    return _group("a venue placed with the thing's word", ordinary_trips.TOLD)


def venue_towns() -> list[dict[str, Any]]:
    """The seventy-sixth group (``ordinary_trips.TOWNS``): a thing holding the town the
    request names its venue with, which the refill must ask again (the policies alone
    leave it: ``refill_probe.py`` counts what it asks), and such calls that must stand;
    written after that change, before any run of it."""
    return _group("a venue's town as a thing", ordinary_trips.TOWNS)


def venues_twice() -> list[dict[str, Any]]:
    """The seventy-seventh group (``ordinary_venues.TWICE``): a venue's argument holding
    the thing's value, which must take the name the request places for the venue, and
    such calls that must stand; written after that rule, before any run of it."""
    return _group("a venue holding the thing", ordinary_venues.TWICE)


def placed_cuts() -> list[dict[str, Any]]:
    """The seventy-eighth group (``ordinary_venues.PLACED``): a thing and its venue
    copied into one argument, which must be cut apart, and such calls that must stand;
    written after that rule, before any run of it."""
    return _group("a thing and its venue in one value", ordinary_venues.PLACED)


def venues_from() -> list[dict[str, Any]]:
    """The seventy-ninth group (``ordinary_venues.FROM``): a made-up venue beside the one
    name "from" places, which must take it, and such calls that must stand; written
    after that rule, before any run of it."""
    return _group("a venue after 'from'", ordinary_venues.FROM)


def openings_placed() -> list[dict[str, Any]]:
    """The eightieth group (``ordinary_venues.OPENED``): a thing opening with an article
    or "some" and its venue in one value, which must be cut apart, and a right call;
    written after that rule, before any run of it."""
    return _group("a thing's opening and its venue in one value", ordinary_venues.OPENED)


def venues_grown() -> list[dict[str, Any]]:
    """The eighty-first group (``ordinary_venues.GROWN``): a venue's name written with a
    word the request does not write beside it, which must take the name, and right calls
    that must stand; written after that rule, before any run of it."""
    return _group("a venue's name grown", ordinary_venues.GROWN)


def things_whole() -> list[dict[str, Any]]:
    """The eighty-second group (``ordinary_venues.WHOLE``): a thing's argument holding
    some of the words the request writes for the thing before its venue."""
    return _group("a thing cut to some of its words", ordinary_venues.WHOLE)


def venues_at() -> list[dict[str, Any]]:
    """The eighty-third group (``ordinary_venues.AT``): a venue the tool's text places
    with "from" named after "at", and calls that must stand ("at Christmas")."""
    return _group('a "from" venue named after "at"', ordinary_venues.AT)


def venues_named() -> list[dict[str, Any]]:
    """The eighty-fourth group (``ordinary_venues.NAMED``): a venue made up of the
    request's words or the tool's, and calls that must stand."""
    return _group("a venue made up of words", ordinary_venues.NAMED)


def choices_named() -> list[dict[str, Any]]:
    """The thirty-third group (``ordinary_enums.ENUMS``): where the rule for an ``enum``'s
    choice nothing says beside another asked for by name may act wrongly, and where it
    must act; written after that rule, before any run of it."""
    return _group("enum choices asked for by name", ordinary_enums.ENUMS)


def choices_after_words() -> list[dict[str, Any]]:
    """The thirty-fourth group (``ordinary_enums.ENUMS2``): where a choice right after a
    word of the tool's text ("Rent a sedan"), or a short lower-case one ("low", "buy"),
    may be read wrongly, and where it must be; written after that reading, before any run
    of it."""
    return _group("enum choices after the tool's words", ordinary_enums.ENUMS2)


def other_words() -> list[dict[str, Any]]:
    """The nineteenth group: several calls the model made for a request's list, all right,
    some values in other words than the request's ("MSFT" for Microsoft, "Los Angeles"
    for LA), some items holding a listing word ("Bosnia and Herzegovina"): all must
    run as made."""
    return _group("several calls, values in other words",
                  [(t, r, made, made) for t, r, made, _ in _OTHER_WORDS])


def issue_kinds() -> list[dict[str, Any]]:
    """The eighteenth group: negations, counts of other things, codes that are no
    argument and optional values beside a city of several parts, a time, a sign, an
    amount or a flag ("Hotels in Paris, not Paris, TX"; "Book Luigi's at 7 tonight" with
    the example's 19:00), each call as it must run."""
    return _group("the issue's kinds beside later rules", _KINDS)


def several_calls() -> list[dict[str, Any]]:
    """The seventeenth group: several calls the model made, each for a value the request
    asks for, with words between two values that speak of someone or begin a clause
    ("Weather in Paris, where I live, and in Rome"), which must all run; and calls of an
    aside's value ("Price of NVDA; I sold AMD last year"), which must be dropped; and an
eighteenth, likewise: the kinds of the first six groups beside the values later rules
read (a city of several parts, a time, a sign, an amount, a flag); and a nineteenth,
likewise: several right calls for a request's list, some values in other words ("MSFT"
for Microsoft), some items holding a listing word ("Bosnia and Herzegovina"); and a
twentieth, likewise: the first groups' kinds beside the values the other evidence rules
read (an example code, two codes, a listed example, a misspelled name, a flag)."""
    return _group("several calls", [(t, r, made, made if must is None else must)
                                    for t, r, made, must in _SEVERAL])


def inferred_beside_lists() -> list[dict[str, Any]]:
    """The sixteenth group: a value the model rightly made from the request in other
    words ("GOOGL" for Google's parent, "New York" for the Big Apple), beside a list of
    values of its form the request does not ask for ("not in Boston or Chicago", "I
    already hold MSFT and NVDA", "the country of Messi and Maradona"), which must stay;
    and lists the model made a value up for, whose calls must run."""
    return _group("values inferred beside lists", _LISTS)


def right_examples() -> list[dict[str, Any]]:
    """The fifteenth group: an example code that is what the request names in words
    ("AAPL" for Apple), beside another code of its form, which must stay; and copied
    examples the request gives the code for, which must be put right."""
    return _group("examples that are right", _EXAMPLES)


def codes_of_names() -> list[dict[str, Any]]:
    """The fourteenth group: codes made from a name the request writes (a ticker, an
    airport, a country), which must stay where the parameter asks for a code."""
    return _group("codes made from a name", _CODES)


def derived_words() -> list[dict[str, Any]]:
    """The thirteenth group: words made from a name the request writes (a language, a
    cuisine), which must stay, beside misspelled names, which must be put right."""
    return _group("words made from a name", _DERIVED)


def example_forms() -> list[dict[str, Any]]:
    """The ninth group, written after the rules it counts: numbers below zero, values of
    several parts, and times and dates beside examples that show their form; each with its
    own tool."""
    return _group("values in their example's form", _FORMS)


def _group(name: str, rows: Sequence[tuple[Tool | str, str, Any, Any]]
           ) -> list[dict[str, Any]]:
    """Cases of a group whose rows are (tool, or the name of one of ``TOOLS``; request;
    the model's arguments; the arguments that must run: one call's, or a list of several
    calls'), each offering its own tool."""
    named = {t.name: t for t in TOOLS}
    out = []
    for t, request, made, must in rows:
        tool_ = named[t] if isinstance(t, str) else t
        out.append({"group": name, "request": request, "made": (tool_.name, made),
                    "must": (tool_.name, must), "tools": [tool_]})
    return out


def ran(case: dict[str, Any], policies: list[Any] | None, proposed: bool = False
        ) -> tuple[str, Any]:
    """The call that ran after one step of an agent whose model made ``case["made"]``;
    with ``proposed``, every tool needs approval and the call is the one the repair
    proposes (``ToolCall.proposal()``: what a person accepting it would run)."""
    name, args = case["made"]
    # choose, fill, and the further calls (none by default) when the request lists
    # something (the more stage)
    first, more = (args[0], args[1:]) if isinstance(args, list) else (args, [])
    model = ScriptedModel([json.dumps({"action": name}), json.dumps(first),
                           json.dumps({"calls": more})])
    offered = case.get("tools", TOOLS)
    tools = [dataclasses.replace(t, requires_approval=True) for t in offered] if proposed \
        else offered
    # refill=False: the model's calls are given; asking one again among the request's
    # words (agentnb.refill) is a model call, measured with the model (mixed_requests.py)
    agent = Agent(model, tools, decision_mode="json", max_steps=1, refill=False,
                  **({"system": case["system"]} if case.get("system") else {}),
                  **({} if policies is None else {"policies": policies}))
    step = agent.start(case["request"], save_to=False).step()
    got = [call.proposal() if proposed else call.arguments for call in step.tool_calls]
    return step.tool_calls[0].name, got[0] if len(got) == 1 else got


def measure(policies: list[Any] | None, proposed: bool = False,
            every: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Wrong and right changes over ``every`` case (default: the templates' and the
    optional forms')."""
    wrong, right, by_group = [], 0, {}
    for case in every if every is not None else cases() + optional_forms() + \
            example_forms() + amounts() + directions() + listed_examples() + \
            derived_words() + codes_of_names() + right_examples() + inferred_beside_lists() + \
            several_calls() + issue_kinds() + other_words() + crossed():
        got = ran(case, policies, proposed)
        group = by_group.setdefault(case["group"], {"cases": 0, "wrong": 0, "right": 0})
        group["cases"] += 1
        if got != case["made"]:
            if got == case["must"]:
                right += 1
                group["right"] += 1
            else:
                wrong.append({"request": case["request"], "made": case["made"][1],
                              "ran": got[1]})
                group["wrong"] += 1
    return {"wrong": len(wrong), "right": right, "by_group": by_group,
            "wrong_examples": wrong[:5]}


def every_case() -> list[dict[str, Any]]:
    """All the bench's cases, in its order."""
    return (cases() + optional_forms() + example_forms() + amounts() + directions()
             + listed_examples() + derived_words() + codes_of_names() + right_examples()
             + inferred_beside_lists() + several_calls() + issue_kinds() + other_words()
             + crossed() + new_tools() + newest() + chatty() + shouted()
             + marked() + joined() + standard_codes() + codes_later() + codes_check()
             + codes_names() + copies_of_examples() + formats_described()
             + choices_named() + choices_after_words() + routes_copied()
             + texts_copied() + names_misspelt() + counts_named() + marked_values()
             + codes_free() + quoted_texts() + dates_and_times() + made_up_places()
             + choices_first() + stated_formats() + currencies() + sites_and_images()
             + weekdays_and_months() + labelled_values() + roles_and_things()
             + commands_on_things() + slips() + switches() + how_many()
             + spaced() + families8_readings() + zone_areas() + streets()
             + venues() + told_places() + towns_cut() + placed_twice() + trips()
             + counts_in_things() + shapes() + identifiers()
             + copied_whole() + ones() + offered() + numbered() + towns_alone()
             + swapped_venues() + misspelt_names() + openings() + told_venues()
             + venue_towns() + venues_twice() + placed_cuts() + venues_from()
             + openings_placed() + venues_grown()
             + things_whole() + venues_at() + venues_named())


def main() -> None:
    all_rules = [GroundArguments(rules="all"), AvoidRepeats(), ReuseResults()]
    every = every_case()
    must_change = sum(c["must"] != c["made"] for c in every)
    print(json.dumps({"cases": len(every), "must_change": must_change,
                      "default": measure(None, every=every),
                      "rules_all": measure(all_rules, every=every),
                      "proposed_when_every_tool_needs_approval": measure(None, True, every)}))


if __name__ == "__main__":
    main()
