"""The twenty-first group of ``ordinary_requests.py``: the issue's kinds of request
(negations, counts of other things, codes and references that are no identifiers, words
sharing a prefix with a parameter's name, optional arguments left out) with tools and
phrasings no earlier group used, written 12-05 before any run of it.

Every other group was aimed at one rule; this one is aimed at none: new tools (hotels,
news, music, recipes, parcels, currencies, a calendar, e-mail), each request filled from
slots four times, with calls a small model makes for them: most right and complete (they
must run as made), some setting an optional argument the request gives (in its words or
others: "in German" as ``language="de"``), and some invalid with one value that fits.
"""

from __future__ import annotations

from typing import Any, Literal

from agentnb import Tool, tool


@tool
def find_hotels(city: str, nights: int = 1, max_price: float | None = None,
                pets: bool = False) -> list[str]:
    """Hotels with rooms free in a city.

    Args:
        city: The city's name, e.g. Vienna.
        nights: How many nights to stay.
        max_price: The most to pay a night, in dollars.
        pets: Only hotels that take pets.
    """
    return []


@tool
def get_news(topic: str, count: int = 5,
             language: Literal["en", "de", "fr", "es"] = "en") -> list[str]:
    """The latest news articles on a topic.

    Args:
        topic: What the news is about.
        count: How many articles to return.
        language: The articles' language.
    """
    return []


@tool
def play_music(query: str, shuffle: bool = False, volume: int = 50) -> str:
    """Play music: an artist, an album or a song.

    Args:
        query: What to play.
        shuffle: Play in random order.
        volume: Loudness from 0 to 100.
    """
    return "playing"


@tool
def search_recipes(query: str, max_minutes: int = 60, vegetarian: bool = False
                   ) -> list[str]:
    """Recipes for a dish or an ingredient.

    Args:
        query: The dish or ingredient.
        max_minutes: The longest a recipe may take.
        vegetarian: Only recipes without meat or fish.
    """
    return []


@tool
def track_package(tracking_number: str, carrier: str = "") -> dict[str, Any]:
    """Where a parcel is.

    Args:
        tracking_number: The parcel's tracking number.
        carrier: The delivery company, if known.
    """
    return {}


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> float:
    """Convert an amount of money.

    Args:
        amount: How much money.
        from_currency: Three-letter code of the money's currency, e.g. USD.
        to_currency: Three-letter code of the currency wanted, e.g. EUR.
    """
    return 0.0


@tool(side_effects=True)
def create_event(title: str, date: str, duration_minutes: int = 60, location: str = ""
                 ) -> str:
    """Put an event in the user's calendar.

    Args:
        title: The event's name.
        date: The day, as YYYY-MM-DD.
        duration_minutes: How long it lasts.
        location: Where it takes place.
    """
    return "created"


@tool(side_effects=True)
def send_email(to: str, subject: str, body: str, cc: str = "") -> str:
    """Send an e-mail.

    Args:
        to: The recipient's address.
        subject: The subject line.
        body: The message.
        cc: Another address to copy.
    """
    return "sent"


TOOLS: list[Tool] = [find_hotels, get_news, play_music, search_recipes, track_package,
                     convert_currency, create_event, send_email]

SLOTS: dict[str, list[Any]] = {
    "city": ["Vienna", "Seville", "Krakow", "Halifax"],
    "topic": ["electric cars", "the housing market", "coral reefs", "chess"],
    "artist": ["Miles Davis", "Adele", "Radiohead", "Fleetwood Mac"],
    "food": ["lentil soup", "risotto", "banana bread", "pad thai"],
    "tracking": ["1Z999AA10123456784", "9400111899223857268499", "LX123456789DE",
                 "JD014600006281230"],
    "cur": ["USD", "GBP", "CHF", "JPY"],
    "person": ["ana", "tom", "li.wei", "sam"],
    "date": ["2027-01-14", "2027-02-03", "2027-03-21", "2027-04-09"],
    "title": ["Dentist", "Team lunch", "Yoga class", "Book club"],
    "n": [2, 3, 4, 6],
}

Call = tuple[str, dict[str, Any]]
# (kind, request, the model's call, the call that must run: None = the model's)
TEMPLATES: list[tuple[str, str, Call, Call | None]] = [
    # negations
    ("negation", "Recipes for {food} but no meat, please",
     ("search_recipes", {"query": "{food}"}), None),
    ("negation", "Recipes for {food} but no meat, please",
     ("search_recipes", {"query": "{food}", "vegetarian": True}), None),
    ("negation", "Hotels in {city}, not more than {n} nights",
     ("find_hotels", {"city": "{city}", "nights": "{n}"}), None),
    ("negation", "Play {artist}, no shuffle", ("play_music", {"query": "{artist}"}), None),
    ("negation", "Hotels in {city} without pets", ("find_hotels", {"city": "{city}"}), None),
    ("negation", "News about {topic}, but not too many articles",
     ("get_news", {"topic": "{topic}"}), None),
    ("negation", "Convert {n}00 {cur} to euros, not dollars",
     ("convert_currency", {"amount": "{n}00", "from_currency": "{cur}",
                           "to_currency": "EUR"}), None),
    ("negation", "Email {person}@example.com that I can't come, no need to cc anyone",
     ("send_email", {"to": "{person}@example.com", "subject": "Can't come",
                     "body": "I can't come."}), None),
    ("negation", "Recipes for {food} that take less than an hour, no fish",
     ("search_recipes", {"query": "{food}"}), None),
    # counts of other things
    ("counts", "Recipes for {food} that serve {n}", ("search_recipes", {"query": "{food}"}),
     None),
    ("counts", "Hotels in {city} for my {n} colleagues", ("find_hotels", {"city": "{city}"}),
     None),
    ("counts", "Play {artist}, my {n} friends love it", ("play_music", {"query": "{artist}"}),
     None),
    ("counts", "News on {topic} from the last {n} days", ("get_news", {"topic": "{topic}"}),
     None),
    ("counts", "Where is {tracking}? It holds {n} books",
     ("track_package", {"tracking_number": "{tracking}"}), None),
    ("counts", "Put '{title}' in my calendar on {date}, {n} of us are going",
     ("create_event", {"title": "{title}", "date": "{date}"}), None),
    # codes and references that are no identifiers
    ("codes", "Hotels in {city} near terminal {n}", ("find_hotels", {"city": "{city}"}),
     None),
    ("codes", "Recipes for {food} like the one on page {n}2",
     ("search_recipes", {"query": "{food}"}), None),
    ("codes", "Email {person}@example.com that invoice INV-{n}07 is paid",
     ("send_email", {"to": "{person}@example.com", "subject": "Invoice INV-{n}07",
                     "body": "Invoice INV-{n}07 is paid."}), None),
    ("codes", "Track {tracking}, my order ref is ORD-{n}{n}1",
     ("track_package", {"tracking_number": "{tracking}"}), None),
    ("codes", "News on {topic}, I read about it on the A{n} motorway",
     ("get_news", {"topic": "{topic}"}), None),
    ("codes", "Convert {n}0 {cur} to EUR for room 4B's bill",
     ("convert_currency", {"amount": "{n}0", "from_currency": "{cur}",
                           "to_currency": "EUR"}), None),
    # words sharing a prefix with a parameter's name
    ("prefix", "News on {topic}, counting down to the vote",
     ("get_news", {"topic": "{topic}"}), None),
    ("prefix", "Hotels in {city} close to the nightlife", ("find_hotels", {"city": "{city}"}),
     None),
    ("prefix", "Recipes for {food} with vegetables on the side",
     ("search_recipes", {"query": "{food}"}), None),
    ("prefix", "Play {artist}, the shuffleboard party starts soon",
     ("play_music", {"query": "{artist}"}), None),
    ("prefix", "Track {tracking}; the carrier pigeon joke is old",
     ("track_package", {"tracking_number": "{tracking}"}), None),
    ("prefix", "Put '{title}' in my calendar on {date}, same location as always",
     ("create_event", {"title": "{title}", "date": "{date}"}), None),
    ("prefix", "Hotels in {city}, with a petting zoo nearby for the kids",
     ("find_hotels", {"city": "{city}"}), None),
    # optional arguments left out
    ("optional", "Hotels in {city}", ("find_hotels", {"city": "{city}"}), None),
    ("optional", "Any news about {topic}?", ("get_news", {"topic": "{topic}"}), None),
    ("optional", "Play some {artist}", ("play_music", {"query": "{artist}"}), None),
    ("optional", "Where's my parcel {tracking}?",
     ("track_package", {"tracking_number": "{tracking}"}), None),
    ("optional", "I'd like to cook {food} tonight", ("search_recipes", {"query": "{food}"}),
     None),
    ("optional", "Put '{title}' in my calendar on {date}",
     ("create_event", {"title": "{title}", "date": "{date}"}), None),
    # optional arguments the request gives, as the model set them
    ("given", "Hotels in {city} for {n} nights",
     ("find_hotels", {"city": "{city}", "nights": "{n}"}), None),
    ("given", "Top {n} stories on {topic}", ("get_news", {"topic": "{topic}", "count": "{n}"}),
     None),
    ("given", "Play {artist} on shuffle",
     ("play_music", {"query": "{artist}", "shuffle": True}), None),
    ("given", "Recipes for {food} in under {n}0 minutes",
     ("search_recipes", {"query": "{food}", "max_minutes": "{n}0"}), None),
    ("given", "News on {topic} in German",
     ("get_news", {"topic": "{topic}", "language": "de"}), None),
    ("given", "Hotels in {city} under {n}00 dollars a night",
     ("find_hotels", {"city": "{city}", "max_price": "{n}00"}), None),
    ("given", "Hotels in {city} where my dog can stay",
     ("find_hotels", {"city": "{city}", "pets": True}), None),
    # invalid, one value fits
    ("invalid, one fits", "Where's my parcel {tracking}?", ("track_package", {}),
     ("track_package", {"tracking_number": "{tracking}"})),
    ("invalid, one fits", "Hotels in {city} for {n} nights",
     ("find_hotels", {"nights": "{n}"}),
     ("find_hotels", {"city": "{city}", "nights": "{n}"})),
    ("invalid, one fits", "News on {topic} in French",
     ("get_news", {"topic": "{topic}", "language": "French"}),
     ("get_news", {"topic": "{topic}", "language": "fr"})),
]

_NUMBERS = ("{n}", "{n}0", "{n}00")


def fill(value: Any, slots: dict[str, Any]) -> Any:
    """A template's value with its slots filled: a whole-number slot ("{n}", "{n}0",
    "{n}00") as a number, a dict's values each (``ordinary_requests`` uses it too)."""
    if isinstance(value, str):
        text = value.format(**slots)
        return int(text) if value in _NUMBERS else text
    if isinstance(value, dict):
        return {k: fill(v, slots) for k, v in value.items()}
    return value


def rows() -> list[tuple[Tool, str, dict[str, Any], dict[str, Any]]]:
    """The group's rows for ``ordinary_requests._group``: each template four times, its
    slots filled in turn (the ``t``-th template starts at the ``t``-th value)."""
    named = {t.name: t for t in TOOLS}
    out = []
    for t, (_, request, made, must) in enumerate(TEMPLATES):
        for i in range(4):
            slots = {k: pool[(t + i) % len(pool)] for k, pool in SLOTS.items()}
            made_args = fill(made[1], slots)
            must_args = fill(must[1], slots) if must else made_args
            out.append((named[made[0]], request.format(**slots), made_args, must_args))
    return out


# The twenty-second group, written 12-05 before any run of it: requests aimed at the
# three readings added on the twenty-first (a word of the parameter's description labels
# an identifier, and a long code that begins with a digit is one), at the list rule's
# words that set a list aside ("skip", "except", "ignore"...), and at a later value in a
# next sentence that adds ("Weather in Rome. Naples too."): where each must act, and where
# a user would not.
@tool
def check_ticket(ticket_id: str) -> dict[str, Any]:
    """A support ticket's status.

    Args:
        ticket_id: The support ticket's number, from the confirmation e-mail.
    """
    return {}


@tool
def country_facts(country: str) -> dict[str, Any]:
    """Facts about a country.

    Args:
        country: Country name, e.g. France.
    """
    return {}


@tool
def local_weather(city: str) -> dict[str, Any]:
    """Current weather in a city.

    Args:
        city: City name, e.g. Paris.
    """
    return {}


_C, _W = "country", "city"
NEWEST: list[tuple[Tool, str, Any, Any]] = [
    # identifiers
    (track_package, "My parcel hasn't come; the shop's phone is 5550143", {}, {}),
    (track_package, "Parcel 1Z999AA10123456784, where is it?", {},
     {"tracking_number": "1Z999AA10123456784"}),
    (track_package, "Where is the parcel I sent to flat 12B, 4471 Elm St?", {}, {}),
    (track_package, "Is the parcel from order 88213-B here?", {}, {}),
    (track_package, "The parcel number is 9400111899223857268499", {},
     {"tracking_number": "9400111899223857268499"}),
    (check_ticket, "Ticket 448812 is still open, any news?", {}, {"ticket_id": "448812"}),
    (check_ticket, "Any news? The confirmation e-mail came from 5550199", {}, {}),
    (check_ticket, "My confirmation 448812 says it's open", {}, {"ticket_id": "448812"}),
    (check_ticket, "Any news on my support request? My order was 88213344", {}, {}),
    # lists and the words that set them aside (the model's value made up or inferred)
    (country_facts, "Facts about Spain and Portugal, skip the history", {_C: "Iberia"},
     [{_C: "Spain"}, {_C: "Portugal"}]),
    (country_facts, "Except for visas, what should I know about Chile and Peru?",
     {_C: "Andes"}, [{_C: "Chile"}, {_C: "Peru"}]),
    (country_facts, "Facts about a Nordic country, excluding Sweden and Norway",
     {_C: "Finland"}, {_C: "Finland"}),
    (country_facts, "Facts on a Baltic state, but ignore Latvia and Estonia",
     {_C: "Lithuania"}, {_C: "Lithuania"}),
    (country_facts, "Instead of Spain and Italy, tell me about Greece", {_C: "Greece"},
     {_C: "Greece"}),
    (country_facts, "Facts on the Alpine country that isn't Austria or Switzerland",
     {_C: "Liechtenstein"}, {_C: "Liechtenstein"}),
    (country_facts, "Facts for Kenya and Tanzania; forget the safari part",
     {_C: "East Africa"}, [{_C: "Kenya"}, {_C: "Tanzania"}]),
    # a later value in the next sentence
    (local_weather, "Weather in Rome. Naples too.", [{_W: "Rome"}, {_W: "Naples"}],
     [{_W: "Rome"}, {_W: "Naples"}]),
    (local_weather, "Weather in Rome? Naples as well, please.",
     [{_W: "Rome"}, {_W: "Naples"}], [{_W: "Rome"}, {_W: "Naples"}]),
    (local_weather, "Weather in Rome. We also loved Naples last year.",
     [{_W: "Rome"}, {_W: "Naples"}], [{_W: "Rome"}]),
    # ("Weather in Oslo. Bergen is where I live." was taken out before any run: no step
    # asks the model for more calls there, so none can hold its second call)
    (local_weather, "Weather in Oslo, please. And Bergen?", [{_W: "Oslo"}, {_W: "Bergen"}],
     [{_W: "Oslo"}, {_W: "Bergen"}]),
    (local_weather, "Weather in Oslo. My sister in Bergen wants it too.",
     [{_W: "Oslo"}, {_W: "Bergen"}], [{_W: "Oslo"}]),
    (local_weather, "Weather in Lyon. I need an umbrella too, I guess.", {_W: "Lyon"},
     {_W: "Lyon"}),
]


# The twenty-third group, written 12-05 before any run of it and aimed at no rule:
# requests as people type them, to the tools above: lower case, a typo the model put
# right ("hotles in viena" with city="Vienna"), numbers in words, chatty context with
# other names and numbers, e-mail addresses and links, and the model's calls right as
# they are, so any change is wrong; a few with a required value missing that one value
# fits.
CHATTY: list[tuple[Tool, str, Any, Any]] = [
    (find_hotels, "hotels in vienna pls", {"city": "Vienna"}, {"city": "Vienna"}),
    (find_hotels, "hotles in Viena for 2 nights", {"city": "Vienna", "nights": 2},
     {"city": "Vienna", "nights": 2}),
    (find_hotels, "Need a place to stay in Sevile, two nights, my sister Sevda comes too",
     {"city": "Seville", "nights": 2}, {"city": "Seville", "nights": 2}),
    (find_hotels, "We land in Krakow at 6am after 14 hours of flying. Hotels there?",
     {"city": "Krakow"}, {"city": "Krakow"}),
    (find_hotels, "Hotels in Halifax (Nova Scotia, not the UK one) for three nights",
     {"city": "Halifax", "nights": 3}, {"city": "Halifax", "nights": 3}),
    (find_hotels, "hotels in new york under 200 a night, my dog Rex is coming",
     {"city": "New York", "max_price": 200, "pets": True},
     {"city": "New York", "max_price": 200, "pets": True}),
    (get_news, "whats new with electric cars", {"topic": "electric cars"},
     {"topic": "electric cars"}),
    (get_news, "Any news on the Mars rover? My son (8) is obsessed", {"topic": "Mars rover"},
     {"topic": "Mars rover"}),
    (get_news, "give me 3 headlines about the euro 2028 bid", {"topic": "Euro 2028 bid",
                                                               "count": 3},
     {"topic": "Euro 2028 bid", "count": 3}),
    (get_news, "News about Apple, in German bitte", {"topic": "Apple", "language": "de"},
     {"topic": "Apple", "language": "de"}),
    (play_music, "put on some miles davis", {"query": "Miles Davis"},
     {"query": "Miles Davis"}),
    (play_music, "Play Adel, the Hello one", {"query": "Adele Hello"},
     {"query": "Adele Hello"}),
    (play_music, "I'm cooking for 6 people tonight, play Radiohead loud",
     {"query": "Radiohead", "volume": 80}, {"query": "Radiohead", "volume": 80}),
    (play_music, "play fleetwood mac rumours on shuffle", {"query": "Fleetwood Mac Rumours",
                                                           "shuffle": True},
     {"query": "Fleetwood Mac Rumours", "shuffle": True}),
    (search_recipes, "something with lentils, I'm vegetarian, 30 min max",
     {"query": "lentils", "max_minutes": 30, "vegetarian": True},
     {"query": "lentils", "max_minutes": 30, "vegetarian": True}),
    (search_recipes, "My grandma's risoto recipe is lost, find one",
     {"query": "risotto"}, {"query": "risotto"}),
    (search_recipes, "recipes for banana bread, I have 3 old bananas",
     {"query": "banana bread"}, {"query": "banana bread"}),
    (search_recipes, "Pad Thai for 4, under an hour", {"query": "Pad Thai", "max_minutes": 60},
     {"query": "Pad Thai", "max_minutes": 60}),
    (track_package, "where's my parcel?? tracking LX123456789DE, ordered on the 3rd",
     {"tracking_number": "LX123456789DE"}, {"tracking_number": "LX123456789DE"}),
    (track_package, "DHL says 1234567890 is out for delivery, is it?",
     {"tracking_number": "1234567890", "carrier": "DHL"},
     {"tracking_number": "1234567890", "carrier": "DHL"}),
    (track_package, "Check parcel JD014600006281230, the one with 2 lamps",
     {"tracking_number": "JD014600006281230"}, {"tracking_number": "JD014600006281230"}),
    (convert_currency, "how much is 50 quid in euros", {"amount": 50, "from_currency": "GBP",
                                                       "to_currency": "EUR"},
     {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"}),
    (convert_currency, "Convert 1,200 Swiss francs to dollars for my 2 week trip",
     {"amount": 1200, "from_currency": "CHF", "to_currency": "USD"},
     {"amount": 1200, "from_currency": "CHF", "to_currency": "USD"}),
    (convert_currency, "Is 10000 yen a lot? In USD please", {"amount": 10000,
                                                             "from_currency": "JPY",
                                                             "to_currency": "USD"},
     {"amount": 10000, "from_currency": "JPY", "to_currency": "USD"}),
    (create_event, "add dentist on 2027-01-14, takes 30 min, at Dr Kim's on 5th Ave",
     {"title": "Dentist", "date": "2027-01-14", "duration_minutes": 30,
      "location": "Dr Kim's on 5th Ave"},
     {"title": "Dentist", "date": "2027-01-14", "duration_minutes": 30,
      "location": "Dr Kim's on 5th Ave"}),
    (create_event, "Book club on 2027-03-21 at Anna's, bring 2 bottles",
     {"title": "Book club", "date": "2027-03-21", "location": "Anna's"},
     {"title": "Book club", "date": "2027-03-21", "location": "Anna's"}),
    (send_email, "email sam@example.com: running 10 min late, see https://maps.example/x",
     {"to": "sam@example.com", "subject": "Running late",
      "body": "Running 10 min late, see https://maps.example/x"},
     {"to": "sam@example.com", "subject": "Running late",
      "body": "Running 10 min late, see https://maps.example/x"}),
    (send_email, "Tell li.wei@example.com the report (v2, 14 pages) is done, cc tom@example.com",
     {"to": "li.wei@example.com", "subject": "Report done",
      "body": "The report (v2, 14 pages) is done.", "cc": "tom@example.com"},
     {"to": "li.wei@example.com", "subject": "Report done",
      "body": "The report (v2, 14 pages) is done.", "cc": "tom@example.com"}),
    (find_hotels, "hotels for 2 nights in Vienna", {"nights": 2},
     {"city": "Vienna", "nights": 2}),
    (track_package, "my tracking number is 9400111899223857268499, where is it", {},
     {"tracking_number": "9400111899223857268499"}),
]


@tool
def stock_quote(symbol: str) -> dict[str, Any]:
    """Latest price of a stock.

    Args:
        symbol: Ticker symbol, e.g. AAPL.
    """
    return {}


@tool
def country_profile(country: str) -> dict[str, Any]:
    """Facts about a country by its code.

    Args:
        country: Three-letter country code, e.g. DEU.
    """
    return {}


# The twenty-fourth group, written 12-05 before any run of it and aimed at no rule:
# requests in capitals, with emoji and marks, or several languages' words, the model's
# calls right as they are (codes made from names, names as the request writes them).
SHOUTED: list[tuple[Tool, str, Any, Any]] = [
    (stock_quote, "PRICE OF APPLE STOCK NOW", {"symbol": "AAPL"}, {"symbol": "AAPL"}),
    (stock_quote, "HOW IS TSLA DOING??", {"symbol": "TSLA"}, {"symbol": "TSLA"}),
    (stock_quote, "quote for msft pls 🙏", {"symbol": "MSFT"}, {"symbol": "MSFT"}),
    (stock_quote, "NVDA!!! up or down today?", {"symbol": "NVDA"}, {"symbol": "NVDA"}),
    (stock_quote, "WHAT IS AMAZON AT, NOT AMD", {"symbol": "AMZN"}, {"symbol": "AMZN"}),
    (country_profile, "FACTS ABOUT GERMANY PLEASE", {"country": "DEU"}, {"country": "DEU"}),
    (country_profile, "tell me about FRA 🇫🇷", {"country": "FRA"}, {"country": "FRA"}),
    (country_profile, "Infos über Spanien (ESP), bitte", {"country": "ESP"},
     {"country": "ESP"}),
    (local_weather, "WEATHER IN PARIS", {"city": "Paris"}, {"city": "Paris"}),
    (local_weather, "weather... rome... now!!", {"city": "Rome"}, {"city": "Rome"}),
    (local_weather, "☀️ or 🌧️ in Lisbon today?", {"city": "Lisbon"}, {"city": "Lisbon"}),
    (local_weather, "Wetter in München?", {"city": "München"}, {"city": "München"}),
    (local_weather, "¿Qué tiempo hace en Sevilla?", {"city": "Sevilla"}, {"city": "Sevilla"}),
    (find_hotels, "HOTELS IN OSLO FOR 3 NIGHTS, 2 ADULTS", {"city": "Oslo", "nights": 3},
     {"city": "Oslo", "nights": 3}),
    (find_hotels, "hotel in NYC, max $150/night 🐶 coming", {"city": "New York City",
                                                           "max_price": 150, "pets": True},
     {"city": "New York City", "max_price": 150, "pets": True}),
    (get_news, "NEWS ON AI REGULATION, 5 ARTICLES", {"topic": "AI regulation", "count": 5},
     {"topic": "AI regulation", "count": 5}),
    (get_news, "news 📰 about the World Cup", {"topic": "World Cup"}, {"topic": "World Cup"}),
    (convert_currency, "100 EUR -> USD ???", {"amount": 100, "from_currency": "EUR",
                                              "to_currency": "USD"},
     {"amount": 100, "from_currency": "EUR", "to_currency": "USD"}),
    (convert_currency, "CONVERT 250 GBP TO JPY NOW", {"amount": 250, "from_currency": "GBP",
                                                      "to_currency": "JPY"},
     {"amount": 250, "from_currency": "GBP", "to_currency": "JPY"}),
    (track_package, "WHERE IS 1Z999AA10123456784", {"tracking_number": "1Z999AA10123456784"},
     {"tracking_number": "1Z999AA10123456784"}),
    (play_music, "PLAY ABBA!!! 💃", {"query": "ABBA"}, {"query": "ABBA"}),
    (play_music, "play some AC/DC", {"query": "AC/DC"}, {"query": "AC/DC"}),
]


def schema_tool(name: str, props: dict[str, Any], description: str = "") -> Tool:
    """A tool from a JSON schema whose every parameter is required, described
    ``description`` (else its name as words: "Get weather."); it returns "ok"."""
    return Tool.from_schema(name, description or name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": list(props)}, fn=lambda **kw: "ok")


_STR, _NUM = {"type": "string"}, {"type": "number"}
_TEMP = schema_tool("convert_temperature", {
    "value": _NUM, "from_unit": {"type": "string", "enum": ["C", "F"]},
    "to_unit": {"type": "string", "enum": ["C", "F"]}}, "Convert a temperature.")
_STATE = schema_tool("weather_in", {
    "location": {**_STR, "description": "City and state, e.g. Austin, TX"}}, "Current weather.")
_BOOK = schema_tool("book_room", {
    "date": {**_STR, "description": "The day, as YYYY-MM-DD"},
    "time": {**_STR, "description": "Start time, e.g. 14:30"}}, "Book a meeting room.")
_BUDGET = schema_tool("plan_budget", {
    "total": {**_NUM, "description": "Total amount in dollars"}}, "Plan a budget.")
_FLY = schema_tool("search_flights", {
    "origin": {**_STR, "description": "Departure airport code, e.g. JFK"},
    "destination": {**_STR, "description": "Arrival airport code, e.g. LHR"}}, "Search flights.")
_EAT = schema_tool("find_food", {
    "cuisine": {**_STR, "description": "Cuisine, e.g. Italian, Thai or Mexican"},
    "city": _STR}, "Restaurants of a cuisine.")
_STATUS = schema_tool("flight_status", {
    "flight": {**_STR, "description": "Airline code and number, e.g. BA117"}}, "A flight's status.")
_SAY = schema_tool("translate_text", {
    "text": _STR, "target_language": {**_STR, "description": "Language name, e.g. Spanish"}},
    "Translate a text.")
_AT = schema_tool("weather_at", {
    "lat": {**_NUM, "description": "Latitude, negative in the south"},
    "lon": {**_NUM, "description": "Longitude, negative in the west"}}, "Weather at coordinates.")
_GROW = schema_tool("compound_interest", {
    "principal": {**_NUM, "description": "Amount deposited"},
    "rate": {**_NUM, "description": "Annual rate in percent"},
    "years": {"type": "integer"}}, "Compound interest on a deposit.")

# The twenty-fifth group, written 12-05 before any run of it and aimed at no rule: values
# with signs, marks, units and forms (a minus, a date, a time, millions, codes for a start
# and an end, a listed example, a quoted text holding a name or a number), each call as
# the model rightly made it, so any change is wrong.
MARKED: list[tuple[Tool, str, Any, Any]] = [
    (_TEMP, "What's -40 C in F?", {"value": -40, "from_unit": "C", "to_unit": "F"}, None),
    (_TEMP, "It's 40 C here, not below zero. In F?", {"value": 40, "from_unit": "C",
                                                      "to_unit": "F"}, None),
    (_TEMP, "Minus 5 degrees F in C", {"value": -5, "from_unit": "F", "to_unit": "C"}, None),
    (_STATE, "Weather in Portland, Maine", {"location": "Portland, ME"}, None),
    (_STATE, "Weather in Portland", {"location": "Portland"}, None),
    (_STATE, "How's the weather in Austin? I used to live in Dallas, TX",
     {"location": "Austin, TX"}, None),
    (_BOOK, "Room on March 3rd 2027 at 7:30pm", {"date": "2027-03-03", "time": "19:30"},
     None),
    (_BOOK, "Book a room for 2027-01-09 at 9", {"date": "2027-01-09", "time": "09:00"},
     None),
    (_BUDGET, "Plan a budget of 1.5 million", {"total": 1500000}, None),
    (_BUDGET, "Budget: $2.3B over 4 years", {"total": 2300000000}, None),
    (_BUDGET, "Budget of 40k, we are 3 people", {"total": 40000}, None),
    (_FLY, "Fly into JFK from LHR", {"origin": "LHR", "destination": "JFK"}, None),
    (_FLY, "Flights LHR-JFK next week", {"origin": "LHR", "destination": "JFK"}, None),
    (_FLY, "I live near SFO; flights from OAK to SEA", {"origin": "OAK",
                                                       "destination": "SEA"}, None),
    (_EAT, "Japanese food in Lyon", {"cuisine": "Japanese", "city": "Lyon"}, None),
    (_EAT, "Thai or Italian in Bern, whatever's open", {"cuisine": "Thai", "city": "Bern"},
     None),
    (_STATUS, "Is BA117 delayed?", {"flight": "BA117"}, None),
    (_STATUS, "Is my flight LH 400 on time? Gate B12", {"flight": "LH400"}, None),
    (_SAY, "Translate 'I love Paris' to French", {"text": "I love Paris",
                                                 "target_language": "French"}, None),
    (_SAY, "Translate 'I have 2 cats and 1 dog' into Spanish",
     {"text": "I have 2 cats and 1 dog", "target_language": "Spanish"}, None),
    (_AT, "Weather at -33.86, 151.2", {"lat": -33.86, "lon": 151.2}, None),
    (_AT, "Weather at 33.86 S, 151.2 E", {"lat": -33.86, "lon": 151.2}, None),
    (_AT, "Weather at 40.7 N 74.0 W", {"lat": 40.7, "lon": -74.0}, None),
    (_GROW, "5% a year over 10 years on $2,000", {"principal": 2000, "rate": 5,
                                                  "years": 10}, None),
    (_GROW, "Interest on 10,000 euros at 3.5% for 7 years, I am 45",
     {"principal": 10000, "rate": 3.5, "years": 7}, None),
]
MARKED = [(t, r, m, m if w is None else w) for t, r, m, w in MARKED]

_PRICE = schema_tool("stock_price", {
    "symbol": {**_STR, "description": "Ticker symbol, e.g. AAPL"}}, "Latest price of a stock.")
_POP = schema_tool("population", {"country": _STR}, "Population of a country.")
_DEF = schema_tool("define", {"word": _STR}, "Define an English word.")
_CUR = schema_tool("exchange", {
    "amount": _NUM, "from_currency": {**_STR, "description": "Code, e.g. USD"},
    "to_currency": {**_STR, "description": "Code, e.g. EUR"}}, "Convert money.")


def _each(key: str, *values: Any) -> list[dict[str, Any]]:
    return [{key: v} for v in values]


# The twenty-sixth group, written 12-05 before any run of it and aimed at no rule:
# several calls the model rightly made for requests that join their items in other ways
# ("as well as", "plus", "both ... and", "&", "vs", "/", "along with", "in addition to",
# a dash, an ellipsis), each as it must run: a dropped call is a wrong change.
JOINED: list[tuple[Tool, str, Any, Any]] = [
    (local_weather, "Weather in Oslo as well as Bergen", _each("city", "Oslo", "Bergen"),
     None),
    (local_weather, "Weather for Rome plus Milan", _each("city", "Rome", "Milan"), None),
    (local_weather, "Weather in both Lima and Cusco", _each("city", "Lima", "Cusco"), None),
    (local_weather, "Weather: Kyoto & Osaka", _each("city", "Kyoto", "Osaka"), None),
    (local_weather, "Weather in Dublin along with Cork", _each("city", "Dublin", "Cork"),
     None),
    (local_weather, "Weather in Quito in addition to Guayaquil",
     _each("city", "Quito", "Guayaquil"), None),
    (_PRICE, "AAPL vs MSFT today?", _each("symbol", "AAPL", "MSFT"), None),
    (_PRICE, "Prices: NVDA/AMD", _each("symbol", "NVDA", "AMD"), None),
    (_PRICE, "How are TSLA, F & GM doing", _each("symbol", "TSLA", "F", "GM"), None),
    (_PRICE, "Quote KO — and PEP too", _each("symbol", "KO", "PEP"), None),
    (_POP, "Population of Peru... and Chile?", _each("country", "Peru", "Chile"), None),
    (_POP, "Populations of Norway, Sweden, Denmark", _each("country", "Norway", "Sweden",
                                                          "Denmark"), None),
    (_POP, "Population: Japan; South Korea", _each("country", "Japan", "South Korea"), None),
    (_POP, "How many live in Ghana, and how many in Togo?", _each("country", "Ghana",
                                                                  "Togo"), None),
    (_DEF, "Define 'terse' plus 'verbose'", _each("word", "terse", "verbose"), None),
    (_DEF, "What do ephemeral and ubiquitous mean?", _each("word", "ephemeral", "ubiquitous"),
     None),
    (_DEF, "meaning of laconic / pithy", _each("word", "laconic", "pithy"), None),
    (_CUR, "100 USD to EUR, and 100 USD to GBP", [
        {"amount": 100, "from_currency": "USD", "to_currency": "EUR"},
        {"amount": 100, "from_currency": "USD", "to_currency": "GBP"}], None),
    (_CUR, "Convert 50 EUR into both USD and JPY", [
        {"amount": 50, "from_currency": "EUR", "to_currency": "USD"},
        {"amount": 50, "from_currency": "EUR", "to_currency": "JPY"}], None),
    (_CUR, "How much is 20 GBP in CHF? Same for 30 GBP", [
        {"amount": 20, "from_currency": "GBP", "to_currency": "CHF"},
        {"amount": 30, "from_currency": "GBP", "to_currency": "CHF"}], None),
]
JOINED = [(t, r, m, m if w is None else w) for t, r, m, w in JOINED]
