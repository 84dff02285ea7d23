"""Tools whose results give back their own inputs' keys, on the embedded model: does a run
feed a tool's result back into the same tool (``convert_currency(amount=20)`` returns
``{"amount": 18.4, "currency": "EUR"}``, then ``convert_currency(amount=18.4)`` ...)?

Not BFCL: ``follow_ups.py``'s runs and figures, on batches of everyday requests over four
tools whose results carry the key of an input (money, lengths, dates, discounts) beside
``follow_ups.py``'s tools, each written before any run of it. ``--batch echoes``: 14
requests for one such tool, and 10 for two tools (5 chains whose second tool is one of
them, "What does a pizza cost in euros?", and 5 that ask for two things, "Convert 20 USD
to EUR and define 'ephemeral'", the calls expected in the order the request names them).
Beside ``follow_ups.py``'s figures, ``self_fed``: calls that ran of a tool already run in
the run, with its every string value the same and a value that the earlier call's result
gives (``follow_ups.self_fed``).

``--batch echoes2``: 24 more (15 for one tool, of which the last four need no call, "What
does the code GBP stand for?"; 9 for two), with two more tools whose inputs are codes
(flights, airports), written before any run of it.

``--batch echoes3``: 20 more (14 for one tool taking a code, of which the last three need
no call, "What does LHR stand for?"; 6 for two), with a parcel tracker, written before
any run of it.

    python bench/echoes.py [--batch echoes|echoes2|echoes3] [--without POLICY]
                           [--with OPT_IN_POLICY]
"""

from __future__ import annotations

import datetime
from typing import Any

import follow_ups

from agentnb import tool

RATES = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "JPY": 151.0, "CHF": 0.88}
METRES = {"m": 1.0, "km": 1000.0, "mi": 1609.344, "ft": 0.3048, "cm": 0.01}


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> dict:
    """Convert an amount of money between currencies.

    Args:
        amount: Amount of money.
        from_currency: Currency code, e.g. "USD".
        to_currency: Currency code, e.g. "EUR".
    """
    a, b = from_currency.strip().upper(), to_currency.strip().upper()
    if a not in RATES or b not in RATES:
        return {"error": f"unknown currency {a if a not in RATES else b}"}
    return {"amount": round(amount / RATES[a] * RATES[b], 2), "currency": b}


@tool
def convert_length(value: float, from_unit: str, to_unit: str) -> dict:
    """Convert a length between units (m, km, mi, ft, cm).

    Args:
        value: The length.
        from_unit: Unit of the value, e.g. "km".
        to_unit: Unit to convert to, e.g. "mi".
    """
    a, b = from_unit.strip().lower(), to_unit.strip().lower()
    if a not in METRES or b not in METRES:
        return {"error": f"unknown unit {a if a not in METRES else b}"}
    return {"value": round(value * METRES[a] / METRES[b], 2), "unit": b}


@tool
def add_days(date: str, days: int) -> dict:
    """The date a number of days after a date.

    Args:
        date: Date as YYYY-MM-DD.
        days: Number of days to add.
    """
    try:
        start = datetime.date.fromisoformat(date.strip())
    except ValueError:
        return {"error": f"not a date: {date}"}
    return {"date": (start + datetime.timedelta(days=int(days))).isoformat()}


@tool
def apply_discount(price: float, percent: float) -> dict:
    """A price after a discount.

    Args:
        price: Price before the discount.
        percent: Discount in percent.
    """
    return {"price": round(price * (1 - percent / 100), 2)}


FLIGHTS = {"BA117": "on time", "LH400": "delayed", "AF22": "boarded", "UA90": "landed",
           "KL643": "on time", "EK202": "delayed", "QF1": "landed", "DL45": "boarding"}
PARCELS = {"1Z555BB2": "in transit", "1Z888CC3": "delivered"}
DELAYS = {"JFK": 25, "LHR": 40, "CDG": 10, "NRT": 0}


@tool
def flight_status(flight_number: str) -> dict:
    """Status of a flight today.

    Args:
        flight_number: Airline code and number, e.g. "BA117".
    """
    code = flight_number.strip().upper().replace(" ", "")
    return {"flight": code, "status": FLIGHTS[code]} if code in FLIGHTS else \
        {"error": f"unknown flight {flight_number}"}


@tool
def airport_delays(airport: str) -> dict:
    """Average departure delay at an airport right now.

    Args:
        airport: IATA airport code, e.g. "JFK".
    """
    code = airport.strip().upper()
    return {"airport": code, "delay_minutes": DELAYS[code]} if code in DELAYS else \
        {"error": f"unknown airport {airport}"}


@tool
def track_parcel(tracking_number: str) -> dict:
    """Where a parcel is.

    Args:
        tracking_number: Carrier tracking number, e.g. "1Z999AA1".
    """
    code = tracking_number.strip().upper()
    return {"parcel": code, "status": PARCELS[code]} if code in PARCELS else \
        {"error": f"unknown parcel {tracking_number}"}


follow_ups.TOOLS.update({t.name: t for t in (convert_currency, convert_length, add_days,
                                              apply_discount, flight_status, airport_delays,
                                              track_parcel)})

Case = tuple[str, list[str], list[tuple[str, dict[str, Any]]]]
# --batch echoes, written before any run of it
ONE: list[Case] = [
    ("Convert 20 USD to EUR.", ["convert_currency", "define_word"],
     [("convert_currency", {"amount": 20, "from_currency": "USD", "to_currency": "EUR"})]),
    ("How much is 50 GBP in USD?", ["convert_currency", "get_weather"],
     [("convert_currency", {"amount": 50, "from_currency": "GBP", "to_currency": "USD"})]),
    ("What is 300 EUR in JPY?", ["convert_currency", "apply_discount"],
     [("convert_currency", {"amount": 300, "from_currency": "EUR", "to_currency": "JPY"})]),
    ("Convert 1000 JPY to GBP, please.", ["convert_currency", "get_price_usd"],
     [("convert_currency", {"amount": 1000, "from_currency": "JPY", "to_currency": "GBP"})]),
    ("Convert 5 mi to km.", ["convert_length", "convert_currency"],
     [("convert_length", {"value": 5, "from_unit": "mi", "to_unit": "km"})]),
    ("How many ft is 10 m?", ["convert_length", "get_distance_km"],
     [("convert_length", {"value": 10, "from_unit": "m", "to_unit": "ft"})]),
    ("Convert 42 km to mi.", ["convert_length", "add_days"],
     [("convert_length", {"value": 42, "from_unit": "km", "to_unit": "mi"})]),
    ("What date is 30 days after 2026-12-05?", ["add_days", "convert_currency"],
     [("add_days", {"date": "2026-12-05", "days": 30})]),
    ("Add 14 days to 2027-01-10.", ["add_days", "get_time"],
     [("add_days", {"date": "2027-01-10", "days": 14})]),
    ("What day is 7 days after 2026-12-24?", ["add_days", "get_weather"],
     [("add_days", {"date": "2026-12-24", "days": 7})]),
    ("What does an 80 dollar jacket cost with 25% off?", ["apply_discount", "convert_currency"],
     [("apply_discount", {"price": 80, "percent": 25})]),
    ("Take 10 percent off a price of 45.", ["apply_discount", "get_price_usd"],
     [("apply_discount", {"price": 45, "percent": 10})]),
    ("A bike costs 200. What is it at 15% off?", ["apply_discount", "add_days"],
     [("apply_discount", {"price": 200, "percent": 15})]),
    ("How much is 75 CHF in EUR?", ["convert_currency", "get_stock_price"],
     [("convert_currency", {"amount": 75, "from_currency": "CHF", "to_currency": "EUR"})]),
]
TWO: list[Case] = [
    ("What does a pizza cost in EUR?", ["get_price_usd", "convert_currency"],
     [("get_price_usd", {"item": "pizza"}),
      ("convert_currency", {"amount": 12, "from_currency": "USD", "to_currency": "EUR"})]),
    ("How much is a coffee in GBP?", ["get_price_usd", "convert_currency"],
     [("get_price_usd", {"item": "coffee"}),
      ("convert_currency", {"amount": 4.5, "from_currency": "USD", "to_currency": "GBP"})]),
    ("How far is it from Paris to Lyon in mi?", ["get_distance_km", "convert_length"],
     [("get_distance_km", {"origin": "Paris", "destination": "Lyon"}),
      ("convert_length", {"value": 465, "from_unit": "km", "to_unit": "mi"})]),
    ("What is a sandwich's price with 20% off?", ["get_price_usd", "apply_discount"],
     [("get_price_usd", {"item": "sandwich"}), ("apply_discount", {"price": 6.5, "percent": 20})]),
    ("Road distance from Rome to Milan in ft?", ["get_distance_km", "convert_length"],
     [("get_distance_km", {"origin": "Rome", "destination": "Milan"}),
      ("convert_length", {"value": 465, "from_unit": "km", "to_unit": "ft"})]),
    ("Convert 20 USD to EUR and define 'ephemeral'.", ["convert_currency", "define_word"],
     [("convert_currency", {"amount": 20, "from_currency": "USD", "to_currency": "EUR"}),
      ("define_word", {"word": "ephemeral"})]),
    ("What's the weather in Oslo, and what is 40 EUR in USD?",
     ["get_weather", "convert_currency"],
     [("get_weather", {"city": "Oslo"}),
      ("convert_currency", {"amount": 40, "from_currency": "EUR", "to_currency": "USD"})]),
    ("Convert 8 km to mi, and what time is it in Tokyo?", ["convert_length", "get_time"],
     [("convert_length", {"value": 8, "from_unit": "km", "to_unit": "mi"}),
      ("get_time", {"city": "Tokyo"})]),
    ("What date is 10 days after 2026-12-20, and what's the weather in Rome?",
     ["add_days", "get_weather"],
     [("add_days", {"date": "2026-12-20", "days": 10}), ("get_weather", {"city": "Rome"})]),
    ("Take 30% off 90, and tell me the population of Lima.",
     ["apply_discount", "get_population"],
     [("apply_discount", {"price": 90, "percent": 30}), ("get_population", {"city": "Lima"})]),
]

# --batch echoes2, written after the first batch's run was read and before the policy
# it measures (a first answer set aside when the request gives a tool's values) was
# written or run; the last four one-tool requests need no call
ONE2: list[Case] = [
    ("How much is 120 EUR in GBP?", ["convert_currency", "define_word"],
     [("convert_currency", {"amount": 120, "from_currency": "EUR", "to_currency": "GBP"})]),
    ("I have 60 CHF. How many USD is that?", ["convert_currency", "get_weather"],
     [("convert_currency", {"amount": 60, "from_currency": "CHF", "to_currency": "USD"})]),
    ("500 JPY in EUR?", ["convert_currency", "get_price_usd"],
     [("convert_currency", {"amount": 500, "from_currency": "JPY", "to_currency": "EUR"})]),
    ("Is flight LH400 on time?", ["flight_status", "airport_delays"],
     [("flight_status", {"flight_number": "LH400"})]),
    ("What's the status of AF22?", ["flight_status", "get_weather"],
     [("flight_status", {"flight_number": "AF22"})]),
    ("Has UA90 landed yet?", ["flight_status", "get_time"],
     [("flight_status", {"flight_number": "UA90"})]),
    ("How long are departures delayed at LHR?", ["airport_delays", "flight_status"],
     [("airport_delays", {"airport": "LHR"})]),
    ("Any delays at CDG right now?", ["airport_delays", "get_weather"],
     [("airport_delays", {"airport": "CDG"})]),
    ("What's MSFT trading at?", ["get_stock_price", "convert_currency"],
     [("get_stock_price", {"symbol": "MSFT"})]),
    ("Price of NVDA shares today?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "NVDA"})]),
    ("How much is 80 pounds in dollars?", ["convert_currency", "define_word"],
     [("convert_currency", {"amount": 80, "from_currency": "GBP", "to_currency": "USD"})]),
    ("What does the code GBP stand for?", ["convert_currency", "get_weather"], []),
    ("Say hello to me in French.", ["flight_status", "get_time"], []),
    ("Which is older, the EUR or the USD?", ["convert_currency", "define_word"], []),
    ("What does IATA mean by the code JFK?", ["airport_delays", "get_weather"], []),
]
TWO2: list[Case] = [
    ("How much is a pizza in GBP?", ["get_price_usd", "convert_currency"],
     [("get_price_usd", {"item": "pizza"}),
      ("convert_currency", {"amount": 12, "from_currency": "USD", "to_currency": "GBP"})]),
    ("Is BA117 on time, and what's the weather in Paris?", ["flight_status", "get_weather"],
     [("flight_status", {"flight_number": "BA117"}), ("get_weather", {"city": "Paris"})]),
    ("Delays at NRT, and the local time in Tokyo?", ["airport_delays", "get_time"],
     [("airport_delays", {"airport": "NRT"}), ("get_time", {"city": "Tokyo"})]),
    ("Convert 25 USD to JPY and define 'ephemeral'.", ["convert_currency", "define_word"],
     [("convert_currency", {"amount": 25, "from_currency": "USD", "to_currency": "JPY"}),
      ("define_word", {"word": "ephemeral"})]),
    ("What is AAPL trading at, in EUR?", ["get_stock_price", "convert_currency"],
     [("get_stock_price", {"symbol": "AAPL"}),
      ("convert_currency", {"amount": 189.5, "from_currency": "USD", "to_currency": "EUR"})]),
    ("How far is it from Rome to Milan in mi?", ["get_distance_km", "convert_length"],
     [("get_distance_km", {"origin": "Rome", "destination": "Milan"}),
      ("convert_length", {"value": 465, "from_unit": "km", "to_unit": "mi"})]),
    ("Status of LH400, and delays at JFK?", ["flight_status", "airport_delays"],
     [("flight_status", {"flight_number": "LH400"}), ("airport_delays", {"airport": "JFK"})]),
    ("Weather in Oslo, and 90 GBP in CHF?", ["get_weather", "convert_currency"],
     [("get_weather", {"city": "Oslo"}),
      ("convert_currency", {"amount": 90, "from_currency": "GBP", "to_currency": "CHF"})]),
    ("What does a coffee cost in JPY?", ["get_price_usd", "convert_currency"],
     [("get_price_usd", {"item": "coffee"}),
      ("convert_currency", {"amount": 4.5, "from_currency": "USD", "to_currency": "JPY"})]),
]

# --batch echoes3, written before the forced first call was tried again beside the
# placeholder rule and before any run: one-code requests a small model answers without a
# call; the last three one-tool requests need no call
ONE3: list[Case] = [
    ("What's going on with KL643?", ["flight_status", "get_weather"],
     [("flight_status", {"flight_number": "KL643"})]),
    ("EK202 status?", ["flight_status", "get_time"],
     [("flight_status", {"flight_number": "EK202"})]),
    ("Did QF1 land?", ["flight_status", "airport_delays"],
     [("flight_status", {"flight_number": "QF1"})]),
    ("Is DL45 boarding yet?", ["flight_status", "define_word"],
     [("flight_status", {"flight_number": "DL45"})]),
    ("How long is the wait at JFK?", ["airport_delays", "get_time"],
     [("airport_delays", {"airport": "JFK"})]),
    ("What's the delay at NRT?", ["airport_delays", "get_weather"],
     [("airport_delays", {"airport": "NRT"})]),
    ("Are flights leaving LHR on time?", ["airport_delays", "flight_status"],
     [("airport_delays", {"airport": "LHR"})]),
    ("Current price of TSLA?", ["get_stock_price", "convert_currency"],
     [("get_stock_price", {"symbol": "TSLA"})]),
    ("How much is one AAPL share?", ["get_stock_price", "get_company_ticker"],
     [("get_stock_price", {"symbol": "AAPL"})]),
    ("Where is parcel 1Z555BB2?", ["track_parcel", "get_time"],
     [("track_parcel", {"tracking_number": "1Z555BB2"})]),
    ("Has 1Z888CC3 been delivered?", ["track_parcel", "get_weather"],
     [("track_parcel", {"tracking_number": "1Z888CC3"})]),
    ("What does LHR stand for?", ["airport_delays", "define_word"], []),
    ("Which airline flies BA117?", ["flight_status", "get_weather"], []),
    ("Spell JFK backwards.", ["airport_delays", "get_time"], []),
]
TWO3: list[Case] = [
    ("Is KL643 on time, and what's the weather in Rome?", ["flight_status", "get_weather"],
     [("flight_status", {"flight_number": "KL643"}), ("get_weather", {"city": "Rome"})]),
    ("Delays at CDG and the time in Paris?", ["airport_delays", "get_time"],
     [("airport_delays", {"airport": "CDG"}), ("get_time", {"city": "Paris"})]),
    ("Price of NVDA, and is EK202 delayed?", ["get_stock_price", "flight_status"],
     [("get_stock_price", {"symbol": "NVDA"}), ("flight_status", {"flight_number": "EK202"})]),
    ("Track 1Z555BB2 and tell me the weather in Oslo.", ["track_parcel", "get_weather"],
     [("track_parcel", {"tracking_number": "1Z555BB2"}), ("get_weather", {"city": "Oslo"})]),
    ("How is MSFT doing, and what time is it in Tokyo?", ["get_stock_price", "get_time"],
     [("get_stock_price", {"symbol": "MSFT"}), ("get_time", {"city": "Tokyo"})]),
    ("Is QF1 on time, and any delays at JFK?", ["flight_status", "airport_delays"],
     [("flight_status", {"flight_number": "QF1"}), ("airport_delays", {"airport": "JFK"})]),
]

follow_ups.BATCHES["echoes"] = (ONE, TWO)
follow_ups.BATCHES["echoes3"] = (ONE3, TWO3)
follow_ups.BATCHES["echoes2"] = (ONE2, TWO2)

if __name__ == "__main__":
    import sys

    if "--batch" not in sys.argv:
        sys.argv += ["--batch", "echoes"]
    follow_ups.main()
