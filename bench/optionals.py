"""Optional arguments on the embedded model: does the call that runs set only the optional
values the request asks for? The default agent beside a second setting of Agent options
(``--other``: JSON), one case after the other.

Not BFCL: 36 everyday requests over 10 tools that each have optional parameters (most
with a default the tool uses when the argument is left out), written and committed before
any run of what they measure:

- ``unstated`` (16): the request gives the required values only; right when no optional
  argument is set to anything but its default;
- ``stated`` (12): the request states one optional value in the form the tool takes
  ("3-day forecast", "in French"); right when the call has it;
- ``implied`` (8): the request means one optional value in other words ("the whole week"
  for ``days=7``, "me and my wife" for ``passengers=2``); right when the call has it.

``--batch copies`` and ``--batch copies2`` (24 each over 9 other tools, both written
before any rule about them or any run of either; ``copies2`` held out): ``copies`` (16),
the request gives the required values only, where a small model may copy one into an
optional parameter of the same kind (a song's title as its album); ``shared`` (8), the
request itself gives a value to two parameters or says it twice, and the optional value
must stay.

Each case runs one step with ``tool_choice="required"`` and the case's tool alone. Per
group and setting it counts the cases whose optional arguments are right (``optional``)
and those whose whole call is right (``call``: the required values too, strings without
case, numbers as numbers), and lists the cases whose calls differ between the settings.

    python bench/optionals.py [--batch first|copies|copies2] [--other '{"option": value}']
        [--system agentnb|TEXT]

Both settings send the system prompt of ``bench/fills.py`` ("You are a helpful assistant
that calls functions."), or ``--system``'s (``agentnb``: ``Agent()``'s own).
"""

from __future__ import annotations

import json
import statistics
from typing import Any

from fills import one, same

from agentnb.agent import DEFAULT_SYSTEM
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

S, I, N = {"type": "string"}, {"type": "integer"}, {"type": "number"}  # noqa: E741


def _d(t: dict[str, Any], text: str, **more: Any) -> dict[str, Any]:
    return {**t, "description": text, **more}


TOOLS: dict[str, tuple[str, dict[str, Any], list[str]]] = {
    "get_forecast": ("Weather forecast for a place.", {
        "location": _d(S, "City or region"),
        "days": _d(I, "Number of days to forecast", default=1),
        "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric"}},
        ["location"]),
    "search_news": ("Search recent news articles.", {
        "query": _d(S, "What to search for"),
        "limit": _d(I, "How many articles to return", default=5),
        "language": _d(S, "Language of the articles, e.g. English")}, ["query"]),
    "find_hotels": ("Find hotels in a city.", {
        "city": _d(S, "City name"),
        "max_price": _d(N, "Highest price per night"),
        "stars": _d(I, "Minimum star rating")}, ["city"]),
    "get_population": ("Population of a country.", {
        "country": _d(S, "Country name"),
        "year": _d(I, "Year of the figure; the latest when left out")}, ["country"]),
    "convert_units": ("Convert a quantity from one unit to another.", {
        "value": N, "from_unit": _d(S, "Unit to convert from"),
        "to_unit": _d(S, "Unit to convert to"),
        "precision": _d(I, "Decimal places of the result", default=2)},
        ["value", "from_unit", "to_unit"]),
    "search_flights": ("Search flights between two cities.", {
        "origin": _d(S, "Departure city"), "destination": _d(S, "Arrival city"),
        "date": _d(S, "Departure date, YYYY-MM-DD"),
        "passengers": _d(I, "Number of passengers", default=1)},
        ["origin", "destination"]),
    "get_stock_price": ("Latest price of a stock.", {
        "symbol": _d(S, "Ticker symbol"),
        "exchange": _d(S, "Stock exchange, e.g. NASDAQ")}, ["symbol"]),
    "get_recipe": ("Find a recipe for a dish.", {
        "dish": _d(S, "Name of the dish"),
        "diet": _d(S, "Dietary restriction, e.g. vegetarian"),
        "max_minutes": _d(I, "Longest total cooking time in minutes")}, ["dish"]),
    "list_events": ("Events happening in a city.", {
        "city": _d(S, "City name"),
        "category": _d(S, "Kind of event, e.g. concerts"),
        "date": _d(S, "Day of the events, YYYY-MM-DD")}, ["city"]),
    "translate": ("Translate text into another language.", {
        "text": _d(S, "The text to translate"),
        "target_language": _d(S, "Language to translate into"),
        "formality": {"type": "string", "enum": ["formal", "informal"]}},
        ["text", "target_language"]),
}

UNSTATED = [
    ("What's the forecast for Lisbon?", "get_forecast", {"location": "Lisbon"}),
    ("Will it be sunny in Nairobi?", "get_forecast", {"location": "Nairobi"}),
    ("Latest news about electric cars", "search_news", {"query": "electric cars"}),
    ("Any news on the Mars mission?", "search_news", {"query": "Mars mission"}),
    ("Hotels in Prague", "find_hotels", {"city": "Prague"}),
    ("Find me a hotel in Kyoto", "find_hotels", {"city": "Kyoto"}),
    ("Population of Chile", "get_population", {"country": "Chile"}),
    ("How many people live in Morocco?", "get_population", {"country": "Morocco"}),
    ("Convert 12 miles to kilometers", "convert_units",
     {"value": 12, "from_unit": "miles", "to_unit": "kilometers"}),
    ("Flights from Madrid to Athens", "search_flights",
     {"origin": "Madrid", "destination": "Athens"}),
    ("Find flights Boston to Denver", "search_flights",
     {"origin": "Boston", "destination": "Denver"}),
    ("Price of MSFT", "get_stock_price", {"symbol": "MSFT"}),
    ("Recipe for risotto", "get_recipe", {"dish": "risotto"}),
    ("How do I make ramen?", "get_recipe", {"dish": "ramen"}),
    ("Events in Austin", "list_events", {"city": "Austin"}),
    ("Translate 'good luck' into Polish", "translate",
     {"text": "good luck", "target_language": "Polish"}),
]

STATED = [
    ("3-day forecast for Lisbon", "get_forecast", {"location": "Lisbon", "days": 3}),
    ("Forecast for Oslo for 5 days", "get_forecast", {"location": "Oslo", "days": 5}),
    ("10 latest articles about solar power", "search_news",
     {"query": "solar power", "limit": 10}),
    ("News about the Olympics in French", "search_news",
     {"query": "Olympics", "language": "French"}),
    ("Hotels in Prague under 120 a night", "find_hotels", {"city": "Prague", "max_price": 120}),
    ("4-star hotels in Vienna", "find_hotels", {"city": "Vienna", "stars": 4}),
    ("Population of Chile in 2010", "get_population", {"country": "Chile", "year": 2010}),
    ("Convert 3.5 kg to pounds with 1 decimal place", "convert_units",
     {"value": 3.5, "from_unit": "kg", "to_unit": "pounds", "precision": 1}),
    ("Flights from Madrid to Athens on 2025-07-14", "search_flights",
     {"origin": "Madrid", "destination": "Athens", "date": "2025-07-14"}),
    ("Flights Lisbon to Rome for 3 passengers", "search_flights",
     {"origin": "Lisbon", "destination": "Rome", "passengers": 3}),
    ("Recipe for lasagna, vegetarian please", "get_recipe",
     {"dish": "lasagna", "diet": "vegetarian"}),
    ("Jazz events in Austin", "list_events", {"city": "Austin", "category": "jazz"}),
]

IMPLIED = [
    ("Forecast for Lisbon for the whole week", "get_forecast", {"location": "Lisbon", "days": 7}),
    ("A dozen news articles about AI", "search_news", {"query": "AI", "limit": 12}),
    ("News about the elections, in the language of Brazil", "search_news",
     {"query": "elections", "language": "Portuguese"}),
    ("Population of Chile at the turn of the millennium", "get_population",
     {"country": "Chile", "year": 2000}),
    ("Flights from Madrid to Athens for me and my wife", "search_flights",
     {"origin": "Madrid", "destination": "Athens", "passengers": 2}),
    ("Five-star hotels in Dubai", "find_hotels", {"city": "Dubai", "stars": 5}),
    ("Convert 12 miles to km, in whole numbers", "convert_units",
     {"value": 12, "from_unit": "miles", "to_unit": "km", "precision": 0}),
    ("Quick pasta recipe, half an hour at most", "get_recipe",
     {"dish": "pasta", "max_minutes": 30}),
]

GROUPS = {"unstated": UNSTATED, "stated": STATED, "implied": IMPLIED}

# written 12-05 after seeing, in BFCL multiple's failures, a required value copied into
# two optional parameters (a game's name as its mission and trophy), before any rule about
# it or any run of these batches: tools whose optional parameters take values of the same
# kind as a required one
TOOLS2: dict[str, tuple[str, dict[str, Any], list[str]]] = {
    "find_song": ("Find a song.", {
        "title": _d(S, "Song title"), "artist": _d(S, "Who sings it"),
        "album": _d(S, "Album the song is on")}, ["title"]),
    "movie_info": ("Facts about a film.", {
        "title": _d(S, "Film title"), "director": _d(S, "Director's name"),
        "sequel_of": _d(S, "The film it follows, if any")}, ["title"]),
    "team_stats": ("Statistics of a sports team.", {
        "team": _d(S, "Team name"), "opponent": _d(S, "Only games against this team"),
        "season": _d(S, "Season, e.g. 2023-24")}, ["team"]),
    "route": ("Driving route between two places.", {
        "start": _d(S, "Where to start"), "end": _d(S, "Where to arrive"),
        "via": _d(S, "A place to pass through")}, ["start", "end"]),
    "find_book": ("Find a book.", {
        "title": _d(S, "Book title"), "author": _d(S, "Author's name"),
        "series": _d(S, "Series the book belongs to")}, ["title"]),
    "local_weather": ("Current weather.", {
        "city": _d(S, "City name"), "region": _d(S, "State or region"),
        "country": _d(S, "Country name")}, ["city"]),
    "product_prices": ("Compare prices of a product.", {
        "product": _d(S, "Product name"), "brand": _d(S, "Brand to limit to"),
        "store": _d(S, "Shop to limit to")}, ["product"]),
    "course_search": ("Search online courses.", {
        "topic": _d(S, "Subject of the course"), "level": _d(S, "e.g. beginner"),
        "provider": _d(S, "Platform offering it")}, ["topic"]),
    "room_booking_quote": ("Price of hotel rooms, without booking.", {
        "nights": _d(I, "How many nights"), "rooms": _d(I, "How many rooms", default=1),
        "guests": _d(I, "How many guests", default=1)}, ["nights"]),
}

# the request gives the required values only: right when no optional argument is set
COPIES = [
    ("Find the song Yesterday", "find_song", {"title": "Yesterday"}),
    ("Look up the song Wonderwall", "find_song", {"title": "Wonderwall"}),
    ("Tell me about the film Casablanca", "movie_info", {"title": "Casablanca"}),
    ("Facts about Amelie", "movie_info", {"title": "Amelie"}),
    ("Stats for the Chicago Bulls", "team_stats", {"team": "Chicago Bulls"}),
    ("How is Arsenal doing?", "team_stats", {"team": "Arsenal"}),
    ("Route from Leeds to York", "route", {"start": "Leeds", "end": "York"}),
    ("Drive from Lyon to Nice", "route", {"start": "Lyon", "end": "Nice"}),
    ("Find the book Emma", "find_book", {"title": "Emma"}),
    ("Look for Dracula", "find_book", {"title": "Dracula"}),
    ("Weather in Perth", "local_weather", {"city": "Perth"}),
    ("What's it like outside in Quebec?", "local_weather", {"city": "Quebec"}),
    ("Compare prices for the Kindle", "product_prices", {"product": "Kindle"}),
    ("Prices of AirPods", "product_prices", {"product": "AirPods"}),
    ("Courses on Python", "course_search", {"topic": "Python"}),
    ("Quote for 3 nights", "room_booking_quote", {"nights": 3}),
]
# the request itself gives the value to two parameters, or says it twice: the copy stays
SHARED = [
    ("Find the song Help on the album Help", "find_song", {"title": "Help", "album": "Help"}),
    ("Weather in Kuwait City, Kuwait", "local_weather",
     {"city": "Kuwait City", "country": "Kuwait"}),
    ("Weather in Mexico City, Mexico", "local_weather", {"city": "Mexico City",
                                                        "country": "Mexico"}),
    ("Quote for 2 nights, 2 rooms", "room_booking_quote", {"nights": 2, "rooms": 2}),
    ("Find Dune, the first book of the Dune series", "find_book",
     {"title": "Dune", "series": "Dune"}),
    ("Weather in Luxembourg city, Luxembourg", "local_weather",
     {"city": "Luxembourg", "country": "Luxembourg"}),
    ("Quote for 4 nights for 4 guests", "room_booking_quote", {"nights": 4, "guests": 4}),
    ("Quote for 2 nights for 2 guests in 2 rooms", "room_booking_quote",
     {"nights": 2, "rooms": 2, "guests": 2}),
]

# written with the batch above, held out: read by no run before the rule
COPIES2 = [
    ("Song called Imagine", "find_song", {"title": "Imagine"}),
    ("Search the song Hallelujah", "find_song", {"title": "Hallelujah"}),
    ("What do you know about the movie Vertigo?", "movie_info", {"title": "Vertigo"}),
    ("Film facts: Metropolis", "movie_info", {"title": "Metropolis"}),
    ("Statistics for Celtic", "team_stats", {"team": "Celtic"}),
    ("Give me the Lakers' stats", "team_stats", {"team": "Lakers"}),
    ("Directions from Porto to Braga", "route", {"start": "Porto", "end": "Braga"}),
    ("Best way to drive Bonn to Cologne", "route", {"start": "Bonn", "end": "Cologne"}),
    ("Search for the novel Rebecca", "find_book", {"title": "Rebecca"}),
    ("Is there a book called Persuasion?", "find_book", {"title": "Persuasion"}),
    ("Weather in Darwin now", "local_weather", {"city": "Darwin"}),
    ("Current conditions in Geneva", "local_weather", {"city": "Geneva"}),
    ("Where is the Nintendo Switch cheapest?", "product_prices", {"product": "Nintendo Switch"}),
    ("Price comparison for Lego", "product_prices", {"product": "Lego"}),
    ("Find courses about statistics", "course_search", {"topic": "statistics"}),
    ("Room prices for 5 nights", "room_booking_quote", {"nights": 5}),
]
SHARED2 = [
    ("Song Hey Jude from the album Hey Jude", "find_song",
     {"title": "Hey Jude", "album": "Hey Jude"}),
    ("Find the book Frankenstein in the Frankenstein series", "find_book",
     {"title": "Frankenstein", "series": "Frankenstein"}),
    ("Weather in Singapore, Singapore", "local_weather",
     {"city": "Singapore", "country": "Singapore"}),
    ("Quote for 3 nights and 3 rooms", "room_booking_quote", {"nights": 3, "rooms": 3}),
    ("A loop from Graz back to Graz via Linz", "route",
     {"start": "Graz", "end": "Graz", "via": "Linz"}),
    ("Price of Canon cameras, brand Canon", "product_prices", {"product": "Canon cameras",
                                                               "brand": "Canon"}),
    ("Quote for 1 night, 1 room", "room_booking_quote", {"nights": 1, "rooms": 1}),
    ("Courses on Excel offered by Excel Academy", "course_search",
     {"topic": "Excel", "provider": "Excel Academy"}),
]
BATCHES = {"first": (TOOLS, GROUPS),
           "copies": (TOOLS2, {"copies": COPIES, "shared": SHARED}),
           "copies2": (TOOLS2, {"copies": COPIES2, "shared": SHARED2})}


def judged(seen: list[dict[str, Any]], name: str, want: dict[str, Any],
           tools: dict[str, tuple[str, dict[str, Any], list[str]]] = TOOLS
           ) -> tuple[bool, bool]:
    """(optional arguments right, whole call right) for the calls that ran."""
    if len(seen) != 1:
        return False, False
    args, (_, props, required) = seen[0], tools[name]
    optional = all(same(args.get(k), v) for k, v in want.items() if k not in required) and all(
        k in want or ("default" in props.get(k, {}) and same(args[k], props[k]["default"]))
        for k in args if k not in required)
    return optional, optional and all(same(args.get(k), want.get(k)) for k in required)


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--other", default="{}", help="the second setting's Agent options, as JSON")
    ap.add_argument("--batch", choices=list(BATCHES), default="first")
    ap.add_argument("--system", default="You are a helpful assistant that calls functions.",
                    help='both settings\' system prompt; "agentnb": Agent()\'s own')
    args = ap.parse_args()
    system = DEFAULT_SYSTEM if args.system == "agentnb" else args.system
    settings = {"default": {}, "other": json.loads(args.other)}
    out: dict[str, Any] = {}
    seconds: dict[str, list[float]] = {k: [] for k in settings}
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        tools, groups = BATCHES[args.batch]
        for group, cases in groups.items():
            rows = {k: {"optional": 0, "call": 0} for k in settings}
            differ = []
            for request, name, want in cases:
                got = {}
                for key, options in settings.items():
                    seen, t = one(model, request, name, options, tools, system)
                    seconds[key].append(t)
                    ok, whole = judged(seen, name, want, tools)
                    rows[key]["optional"] += ok
                    rows[key]["call"] += whole
                    got[key] = seen
                if got["default"] != got["other"]:
                    differ.append([request, got["default"], got["other"]])
            out[group] = {"cases": len(cases), **rows, "differ": differ}
    finally:
        server.stop()
    out["seconds_per_step"] = {k: round(statistics.mean(v), 2) for k, v in seconds.items()}
    print(json.dumps({"bench": "optionals", "batch": args.batch, "other": settings["other"],
                      "system": system, **out}))


if __name__ == "__main__":
    main()
