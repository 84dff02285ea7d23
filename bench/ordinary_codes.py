"""The twenty-seventh to thirtieth groups of ``ordinary_requests.py``.

Twenty-seventh, written 12-06 before any run of it and before any rule that reads
standard codes: countries and languages named in words beside parameters that take their
codes (ISO 3166 alpha-2 and alpha-3, ISO 639-1), with calls a small model makes for them.
Most are right as made and must run as made (a copied example that is the code of the
country the request names, beside another code of its form; a name the request mentions
but does not ask for); some are invalid with the name where a code is asked for, or a
copied example where the request names one country, and must change to the code of what
the request asks for. Written aimed at the rule to come, so read it as its first test,
not as held-out figures on ordinary requests.
"""

from __future__ import annotations

from typing import Any

from ordinary_new_tools import schema_tool  # beside this file

from agentnb import Tool

_STR = {"type": "string"}
_FACTS = schema_tool("country_facts", {"country": {
    **_STR, "description": "ISO alpha-3 country code, e.g. USA"}}, "Facts about a country.")
_CHART = schema_tool("top_songs", {"country": {
    **_STR, "enum": ["US", "GB", "DE", "FR", "ES", "IT", "JP", "BR"],
    "description": "The chart's country"}}, "The top songs of a country's chart.")
_HEAD = schema_tool("headlines", {"topic": _STR, "language": {
    **_STR, "enum": ["en", "de", "fr", "es", "it", "pt"],
    "description": "Language of the articles"}}, "News headlines on a topic.")
_SUB = schema_tool("subtitles", {"movie": _STR, "lang": {
    **_STR, "enum": ["en", "es", "fr", "de", "ja", "ko"]}}, "Find a movie's subtitles.")
_HOL = schema_tool("public_holidays", {"country": {
    **_STR, "enum": ["US", "CA", "MX", "GB", "IE", "AU", "NZ"]}, "year": {"type": "integer"}},
    "Public holidays of a country in a year.")
_VISA = schema_tool("visa_rules", {
    "from_country": {**_STR, "description": "Passport country, alpha-2 code, e.g. US"},
    "to_country": {**_STR, "description": "Destination country, alpha-2 code, e.g. FR"}},
    "Visa rules between two countries.")


def _each(key: str, *values: Any) -> list[dict[str, Any]]:
    return [{key: v} for v in values]


CODES: list[tuple[Tool, str, Any, Any]] = [
    # a copied example that is right: the code of the country named, beside another code
    (_FACTS, "Facts about the United States, I fly with KLM", {"country": "USA"}, None),
    (_FACTS, "Tell me about the United States; my employer is IBM", {"country": "USA"},
     None),
    (_FACTS, "Facts about the US, please", {"country": "USA"}, None),
    (_FACTS, "How big is the USA?", {"country": "USA"}, None),
    # a copied example where the request names one other country
    (_FACTS, "Facts about Japan", {"country": "USA"}, {"country": "JPN"}),
    (_FACTS, "Tell me about Kenya; my guide works for KWS", {"country": "USA"},
     {"country": "KEN"}),
    # several calls, each the code of a country listed
    (_FACTS, "Facts about Spain and Portugal", _each("country", "ESP", "PRT"), None),
    (_FACTS, "Compare Germany and Austria", _each("country", "DEU", "AUT"), None),
    # a language's name where its code is asked for
    (_HEAD, "Headlines on the election in French", {"topic": "election", "language": "French"},
     {"topic": "election", "language": "fr"}),
    (_HEAD, "Football headlines, in Spanish please", {"topic": "football",
                                                       "language": "Spanish"},
     {"topic": "football", "language": "es"}),
    (_HEAD, "World headlines in English", {"topic": "world", "language": "English"},
     {"topic": "world", "language": "en"}),
    (_HEAD, "Tech headlines in German, not English", {"topic": "tech", "language": "German"},
     {"topic": "tech", "language": "de"}),
    (_SUB, "Subtitles for Amélie in Japanese", {"movie": "Amélie", "lang": "Japanese"},
     {"movie": "Amélie", "lang": "ja"}),
    # a language the request mentions, not asks for: no code is asked for
    (_HEAD, "Headlines about French wine", {"topic": "French wine", "language": "French"},
     None),
    (_SUB, "Subtitles for Amélie", {"movie": "Amélie", "lang": "French"}, None),
    # a country's name where its code is asked for
    (_CHART, "Top songs in Germany right now", {"country": "Germany"}, {"country": "DE"}),
    (_CHART, "What's number one in Japan?", {"country": "Japan"}, {"country": "JP"}),
    (_CHART, "Top songs in the UK", {"country": "UK"}, {"country": "GB"}),
    (_CHART, "Top songs in Spain, I'm from Italy", {"country": "Spain"}, {"country": "ES"}),
    (_HOL, "Public holidays in Canada in 2027", {"country": "Canada", "year": 2027},
     {"country": "CA", "year": 2027}),
    (_HOL, "Holidays in Ireland in 2027", {"country": "Ireland", "year": 2027},
     {"country": "IE", "year": 2027}),
    # mentioned, not asked for; a country with no code among the choices; right as made
    (_CHART, "Top songs by German artists", {"country": "Germany"}, None),
    (_HOL, "Public holidays in France in 2027", {"country": "France", "year": 2027}, None),
    (_HOL, "Public holidays in Mexico in 2027", {"country": "MX", "year": 2027}, None),
    (_VISA, "Do I need a visa for France with a US passport?",
     {"from_country": "US", "to_country": "FR"}, None),
    (_VISA, "Visa rules for Germans going to Brazil", {"from_country": "DE",
                                                        "to_country": "BR"}, None),
]
CODES = [(t, r, m, m if w is None else w) for t, r, m, w in CODES]

_QUOTE = schema_tool("stock_quote", {"symbol": {**_STR, "description": "Ticker symbol"}},
                     "Latest price of a stock.")

# The twenty-eighth group, written 12-06 after the rules for standard codes and for a later
# code in its item's place (``agentnb.codes``, ``parallel._in_place``), before any run of
# it: where those rules may act wrongly (a country named in another role, a language
# named beside a country, a list whose next word is not what the model's code is for,
# codes beside other codes), and where they must act.
CODES_LATER: list[tuple[Tool, str, Any, Any]] = [
    (_HEAD, "Headlines in English about Germany", {"topic": "Germany", "language": "en"},
     None),
    (_HEAD, "Headlines about Spain in English", {"topic": "Spain", "language": "English"},
     {"topic": "Spain", "language": "en"}),
    (_CHART, "Top songs in France by Italian artists", {"country": "France"},
     {"country": "FR"}),
    (_CHART, "Top songs in Brazil", {"country": "BR"}, None),
    (_FACTS, "Facts about Chad", {"country": "TCD"}, None),
    (_FACTS, "Facts about Jordan, the country", {"country": "USA"}, {"country": "JOR"}),
    (_FACTS, "Tell me about Georgia, the US state", {"country": "USA"}, None),
    (_QUOTE, "Price of Nvidia and Intel's biggest rival", _each("symbol", "NVDA", "INTC"),
     {"symbol": "NVDA"}),
    (_QUOTE, "Apple and Google stock", _each("symbol", "AAPL", "GOOGL"), None),
    (_QUOTE, "How are Ford and GM doing?", _each("symbol", "F", "GM"), None),
    (_QUOTE, "Prices for Intel, AMD and Micron", _each("symbol", "INTC", "AMD", "MU"), None),
    (_SUB, "Subtitles in Spanish for Roma", {"movie": "Roma", "lang": "Spanish"},
     {"movie": "Roma", "lang": "es"}),
    (_SUB, "Subtitles for the movie French Kiss", {"movie": "French Kiss", "lang": "French"},
     None),
    (_HOL, "Holidays in Canada in 2027, I live in Mexico", {"country": "Canada",
                                                             "year": 2027},
     {"country": "CA", "year": 2027}),
    (_VISA, "Visa for Japan on a French passport", {"from_country": "FR", "to_country": "JP"},
     None),
    (_HEAD, "Headlines in Portuguese on Brazil's election", {
        "topic": "Brazil's election", "language": "Portuguese"},
     {"topic": "Brazil's election", "language": "pt"}),
    (_FACTS, "Facts about Iran", {"country": "IRN"}, None),
    (_FACTS, "Facts about the Netherlands; my bank is ING", {"country": "NLD"}, None),
    (_FACTS, "Facts about India, my company is TCS", {"country": "USA"}, {"country": "IND"}),
]
CODES_LATER = [(t, r, m, m if w is None else w) for t, r, m, w in CODES_LATER]

_TR = schema_tool("translate_to", {
    "text": _STR,
    "source": {**_STR, "enum": ["en", "es", "fr", "de"], "description": "Language of the text"},
    "target": {**_STR, "enum": ["en", "es", "fr", "de"],
               "description": "Language to translate into"}}, "Translate a text.")
_INFO = schema_tool("country_info", {"country": {
    **_STR, "description": "Country name, e.g. France"}}, "Facts about a country.")
_LEARN = schema_tool("language_lessons", {"language": {
    **_STR, "description": "Language code, e.g. en"}}, "Lessons in a language.")

# The twenty-ninth group, written 12-06 after the rules on valid calls (``choice_fix``
# for an enum's unsaid code, ``placeholders.form_fix`` for a name where a code is asked
# for), before any run of it: where they may act wrongly (two language parameters, a
# language named as a topic, a name where the parameter takes names) and where they must.
CODES_CHECK: list[tuple[Tool, str, Any, Any]] = [
    (_TR, "Translate 'hola' from Spanish to English", {"text": "hola", "source": "es",
                                                       "target": "en"}, None),
    (_TR, "Translate 'hola' into English", {"text": "hola", "source": "es", "target": "en"},
     None),
    (_TR, "Translate 'bonjour' to German", {"text": "bonjour", "source": "fr",
                                            "target": "en"},
     {"text": "bonjour", "source": "fr", "target": "de"}),
    (_HEAD, "Headlines in English about the French election",
     {"topic": "the French election", "language": "en"}, None),
    (_HEAD, "English headlines about the French election",
     {"topic": "the French election", "language": "fr"},
     {"topic": "the French election", "language": "en"}),
    (_HEAD, "Headlines on Brexit", {"topic": "Brexit", "language": "en"}, None),
    (_SUB, "Subtitles for Amélie, a film in French, in English please",
     {"movie": "Amélie", "lang": "en"}, None),
    (_SUB, "Subtitles in German for 'Das Boot'", {"movie": "Das Boot", "lang": "de"}, None),
    (_CHART, "Top songs in the US right now", {"country": "US"}, None),
    (_CHART, "Top songs in Italy, as heard in Spain", {"country": "IT"}, None),
    (_CHART, "What's hot in Spain? I'm in Germany now", {"country": "ES"}, None),
    (_HOL, "Holidays in 2027 for an Irish family in Canada", {"country": "CA", "year": 2027},
     None),
    (_INFO, "Facts about Germany", {"country": "Germany"}, None),
    (_LEARN, "Lessons in French for beginners", {"language": "French"}, {"language": "fr"}),
    (_LEARN, "Lessons for French speakers learning English", {"language": "English"},
     {"language": "en"}),
    (_LEARN, "Lessons for English speakers", {"language": "French"}, None),
    (_FACTS, "Facts about the country where Spanish is spoken most", {"country": "Mexico"},
     None),
    (_VISA, "Visa for Spain with a German passport", {"from_country": "Germany",
                                                      "to_country": "Spain"},
     {"from_country": "DE", "to_country": "ES"}),
    (_HEAD, "Spanish news headlines in English", {"topic": "Spanish news", "language": "es"},
     {"topic": "Spanish news", "language": "en"}),
]
CODES_CHECK = [(t, r, m, m if w is None else w) for t, r, m, w in CODES_CHECK]

_WEATHER = schema_tool("weather_now", {"location": {
    **_STR, "description": "City and country, e.g. Paris, France"}}, "The weather now.")
_DISH = Tool.from_schema("find_recipe", "Find a recipe.", {
    "type": "object", "required": ["dish"], "properties": {"dish": _STR, "country": {
        **_STR, "description": "Cuisine's country code, e.g. IT"}}}, fn=lambda **kw: "ok")

# The thirtieth group, written 12-06 (a later session) after the names the tables lack
# (``codes.ALSO``: "UK", "Russia", "Turkey"...) and "the" before a name asked for, before
# any run of it: where they may act wrongly (a name in a place's name or a topic, a
# turkey, two countries in two roles, a name that is no choice) and where they must.
CODES_NAMES: list[tuple[Tool, str, Any, Any]] = [
    (_CHART, "Top songs in the UK", {"country": "GB"}, None),
    (_CHART, "What's trending in Britain this week?", {"country": "GB"}, None),
    (_HOL, "Bank holidays in the UK in 2027", {"country": "GB", "year": 2027}, None),
    (_HOL, "Holidays in 2026 in the UK", {"country": "US", "year": 2026},
     {"country": "GB", "year": 2026}),
    (_FACTS, "Facts about Russia", {"country": "RUS"}, None),
    (_FACTS, "Facts about Russia", {"country": "USA"}, {"country": "RUS"}),
    (_FACTS, "Tell me about Turkey, I fly with THY", {"country": "TUR"}, None),
    (_FACTS, "Facts about the UK; my bank is HSBC", {"country": "GBR"}, None),
    (_FACTS, "Facts about Great Britain", {"country": "Great Britain"}, {"country": "GBR"}),
    (_DISH, "Turkey sandwich ideas", {"dish": "turkey sandwich"}, None),
    (_DISH, "Roast turkey, the Italian way", {"dish": "roast turkey", "country": "IT"}, None),
    (_DISH, "A Greek salad", {"dish": "Greek salad"}, None),
    (_SUB, "Subtitles in Greek for 'Zorba'", {"movie": "Zorba", "lang": "en"}, None),
    (_HEAD, "Headlines about Russia, in English", {"topic": "Russia", "language": "en"},
     None),
    (_HEAD, "Headlines on the UK election", {"topic": "the UK election", "language": "en"},
     None),
    (_VISA, "Visa rules for a UK passport going to Russia",
     {"from_country": "GB", "to_country": "RU"}, None),
    (_VISA, "Visa for Turkey with a US passport", {"from_country": "US", "to_country": "TR"},
     None),
    (_WEATHER, "Weather in Manchester, UK", {"location": "Manchester, UK"}, None),
    (_WEATHER, "Weather in St Petersburg, Russia", {"location": "St Petersburg, Russia"},
     None),
    (_CHART, "Top songs in the UK and Germany", _each("country", "GB", "DE"), None),
    (_FACTS, "Compare the UK and Ireland", _each("country", "GBR", "IRL"), None),
    (_CHART, "Top songs in the US, I'm a UK citizen", {"country": "US"}, None),
    (_CHART, "Top songs in Turkey", {"country": "US"}, None),
    (_HOL, "Holidays in the Netherlands in 2026", {"country": "US", "year": 2026}, None),
    (_LEARN, "Greek lessons, please", {"language": "el"}, None),
    (_LEARN, "Lessons in Farsi", {"language": "Farsi"}, {"language": "fa"}),
]
CODES_NAMES = [(t, r, m, m if w is None else w) for t, r, m, w in CODES_NAMES]

# The fortieth group, written 12-06 (thirty-third session) after the rule for a free
# string whose example is a standard code (``agentnb.codes.choice_fix``: "en", nothing
# says it, for "Translate 'good morning' into Spanish" where the example is 'fr') and
# before any run of it: where it may act wrongly (the code said or named, a country where
# a language is asked for, two names, a place that is no country, a negation) and where
# it must act.
_INTO = schema_tool("translate_into", {"text": _STR, "target": {
    **_STR, "description": "Target language code, e.g. 'fr'"}}, "Translate a text.")
_SUBS = schema_tool("subtitles_in", {"title": _STR, "lang": {
    **_STR, "description": "Subtitle language code, e.g. 'en'"}}, "Play a film with subtitles.")
_DAYS = schema_tool("holidays_of", {"country": {
    **_STR, "description": "ISO country code, e.g. 'GB'"}}, "Public holidays of a country.")
_NEWS = schema_tool("news_from", {"country": {
    **_STR, "description": "Two-letter country code, e.g. 'us'"}}, "Top news of a country.")
CODES_FREE: list[tuple[Tool, str, Any, Any]] = [
    (_INTO, "Translate 'bonjour' to English", {"text": "bonjour", "target": "en"}, None),
    (_INTO, "Translate 'hola' into the language they speak in Brazil",
     {"text": "hola", "target": "pt"}, None),
    (_INTO, "I'm in Spain; translate 'hello' for my host", {"text": "hello", "target": "es"},
     None),
    (_INTO, "Translate 'ciao' into French or German", {"text": "ciao", "target": "en"}, None),
    (_INTO, "Translate 'thanks' into Chinese", {"text": "thanks", "target": "zh"}, None),
    (_INTO, "Translate 'thanks' into Chinese", {"text": "thanks", "target": "en"},
     {"text": "thanks", "target": "zh"}),
    (_INTO, "Translate 'hi' into Portuguese for my Brazilian friend",
     {"text": "hi", "target": "pt"}, None),
    (_INTO, "Translate 'hi' into Portuguese", {"text": "hi", "target": "es"},
     {"text": "hi", "target": "pt"}),
    (_INTO, "Translate 'hi', not into Spanish but Catalan", {"text": "hi", "target": "es"},
     {"text": "hi", "target": "ca"}),
    (_SUBS, "Subtitles for Roma in English, audio in Spanish", {"title": "Roma", "lang": "en"},
     None),
    (_SUBS, "Play Heat with subtitles in Korean", {"title": "Heat", "lang": "en"},
     {"title": "Heat", "lang": "ko"}),
    (_DAYS, "Holidays in Paris", {"country": "FR"}, None),
    (_DAYS, "Holidays in Georgia, the US state", {"country": "US"}, None),
    (_DAYS, "Holidays for my trip to Japan and Korea", {"country": "US"}, None),
    (_DAYS, "Public holidays in Japan", {"country": "JP"}, None),
    (_DAYS, "Public holidays in Ireland", {"country": "GB"}, {"country": "IE"}),
    (_NEWS, "News in Canada", {"country": "us"}, {"country": "ca"}),
    (_NEWS, "News in English from Canada", {"country": "us"}, {"country": "ca"}),
    (_NEWS, "Top news in Mexico for my Spanish class", {"country": "es"}, {"country": "mx"}),
]
CODES_FREE = [(t, r, m, m if w is None else w) for t, r, m, w in CODES_FREE]

# The forty-sixth group, written 12-06 (thirty-fourth session) after the currencies of
# ``agentnb.codes`` (a copied example "USD" beside a currency asked for by its code or
# name: "Bitcoin price in EUR?", "Send 250 EUR to account ...") and before any run of it:
# where they may act wrongly (a code of the example's form that is no currency, "dollars"
# or "pounds", a currency mentioned for something else, two currencies, one after "the")
# and where they must act.
_PRICE = Tool.from_schema("share_price", "Price of a share.", {
    "type": "object", "properties": {"symbol": _STR, "currency": {
        **_STR, "description": "Currency code, e.g. 'USD'"}}, "required": ["symbol"]},
    fn=lambda **kw: "ok")
_COIN = Tool.from_schema("coin_price", "Price of a cryptocurrency.", {
    "type": "object", "properties": {"coin": {**_STR, "description": "e.g. 'BTC'"},
                                     "currency": {**_STR, "description": "e.g. 'USD'"}},
    "required": ["coin"]}, fn=lambda **kw: "ok")
_SEND = Tool.from_schema("send_money", "Send money to a person.", {
    "type": "object", "properties": {"to": _STR, "amount": {"type": "number"},
                                     "currency": {**_STR, "description": "ISO currency "
                                                                         "code, e.g. 'USD'"}},
    "required": ["to", "amount", "currency"]}, fn=lambda **kw: "ok")
_STAY = Tool.from_schema("hotel_rates", "Hotel rates in a city.", {
    "type": "object", "properties": {"city": _STR, "currency": {
        **_STR, "description": "Currency to show rates in, e.g. 'USD'"}},
    "required": ["city"]}, fn=lambda **kw: "ok")
CURRENCIES: list[tuple[Tool, str, Any, Any]] = [
    (_PRICE, "Price of AAPL in USD", {"symbol": "AAPL", "currency": "USD"}, None),
    (_PRICE, "Price of IBM stock", {"symbol": "IBM", "currency": "USD"}, None),
    (_PRICE, "Price of Shell in London, in pounds", {"symbol": "SHEL", "currency": "USD"},
     None),
    (_PRICE, "Price of Nestle in Swiss francs", {"symbol": "NESN", "currency": "USD"},
     {"symbol": "NESN", "currency": "CHF"}),
    (_SEND, "Send 40 euros to Lea", {"to": "Lea", "amount": 40, "currency": "USD"},
     {"to": "Lea", "amount": 40, "currency": "EUR"}),
    (_SEND, "Send 40 to Lea, she is saving for a trip to the euro zone",
     {"to": "Lea", "amount": 40, "currency": "USD"}, None),
    (_SEND, "Pay Omer the 300 TRY he lent me", {"to": "Omer", "amount": 300,
                                               "currency": "USD"},
     {"to": "Omer", "amount": 300, "currency": "TRY"}),
    (_SEND, "Try paying Ann 20 dollars", {"to": "Ann", "amount": 20, "currency": "USD"},
     None),
    (_SEND, "Send Ann 250 EUR", {"to": "Ann", "amount": 250, "currency": "EUR"}, None),
    (_STAY, "Hotels in Zurich, rates in CHF", {"city": "Zurich", "currency": "USD"},
     {"city": "Zurich", "currency": "CHF"}),
    (_STAY, "Hotels in Tokyo; I changed 500 EUR into yen", {"city": "Tokyo",
                                                           "currency": "USD"}, None),
    (_COIN, "What's 1 BTC in euros?", {"coin": "BTC", "currency": "USD"},
     {"coin": "BTC", "currency": "EUR"}),
    (_COIN, "Bitcoin price; I paid a 30 EUR fee yesterday", {"coin": "BTC",
                                                            "currency": "USD"}, None),
    (_COIN, "ETH price in the currency of Japan", {"coin": "ETH", "currency": "USD"}, None),
]
CURRENCIES = [(t, r, m, m if w is None else w) for t, r, m, w in CURRENCIES]


# the fiftieth group: written 12-06 (thirty-fifth session) after the rules that read the
# roles of two parameters of one kind ("from_currency", "target_language", "origin_country":
# a name right after "in", "into", "to" is the target's, after "from" or the call's amount
# the source's) and a name right before a word of the tool's name or description ("Spanish
# podcasts"), before any run of it: where they may act wrongly, and where they must act
def _opt(name: str, description: str, props: dict[str, Any], required: list[str]) -> Tool:
    return Tool.from_schema(name, description, {"type": "object", "properties": props,
                                                "required": required}, fn=lambda **kw: "ok")


_CONV = _opt("convert_money", "Convert money between currencies.", {
    "amount": {"type": "number"}, "from_currency": {**_STR, "description": "e.g. USD"},
    "to_currency": {**_STR, "description": "e.g. EUR"}},
    ["amount", "from_currency", "to_currency"])
_TRANS = _opt("translate", "Translate a text.", {
    "text": _STR, "source_language": {**_STR, "description": "Language code, e.g. 'en'"},
    "target_language": {**_STR, "description": "Language code, e.g. 'fr'"}},
    ["text", "target_language"])
_SHIP_QUOTE = _opt("shipping_quote", "Quote for shipping a parcel between countries.", {
    "origin_country": {**_STR, "description": "Country code, e.g. 'US'"},
    "destination_country": {**_STR, "description": "Country code, e.g. 'GB'"},
    "weight_kg": {"type": "number"}}, ["origin_country", "destination_country"])
_NEWS_IN = _opt("news_search", "Search news articles.", {
    "query": _STR, "language": {**_STR, "description": "Language code, e.g. 'en'"}},
    ["query"])
_RADIO = _opt("radio_stations", "List a country's radio stations.", {
    "country": {**_STR, "description": "Country code, e.g. 'DE'"}}, ["country"])
_BOOKS = _opt("book_search", "Search books.", {
    "query": _STR, "language": {**_STR, "description": "Language code, e.g. 'en'"}},
    ["query"])


def _cv(amount: float, start: str, end: str) -> dict[str, Any]:
    return {"amount": amount, "from_currency": start, "to_currency": end}


ROLES: list[tuple[Tool, str, Any, Any]] = [
    (_CONV, "Exchange 60 Swiss francs for euros", _cv(60, "USD", "EUR"),
     _cv(60, "CHF", "EUR")),
    (_CONV, "What's 15 EUR in Danish krone?", _cv(15, "EUR", "USD"), _cv(15, "EUR", "DKK")),
    (_CONV, "I have 100 USD; how much is that in yen?", _cv(100, "USD", "EUR"),
     _cv(100, "USD", "JPY")),
    (_CONV, "Convert 40 to euros, I'm from Canada", _cv(40, "USD", "EUR"), None),
    (_CONV, "Convert 200 EUR to GBP", _cv(200, "GBP", "EUR"), _cv(200, "EUR", "GBP")),
    (_TRANS, "Translate 'gracias' from Spanish to German",
     {"text": "gracias", "source_language": "en", "target_language": "de"},
     {"text": "gracias", "source_language": "es", "target_language": "de"}),
    (_TRANS, "Translate 'thank you' into Dutch",
     {"text": "thank you", "source_language": "en", "target_language": "fr"},
     {"text": "thank you", "source_language": "en", "target_language": "nl"}),
    (_SHIP_QUOTE, "Ship 3 kg from Canada to Mexico",
     {"origin_country": "US", "destination_country": "GB", "weight_kg": 3},
     {"origin_country": "CA", "destination_country": "MX", "weight_kg": 3}),
    (_SHIP_QUOTE, "Ship 2 kg to my sister in Spain; I live in France",
     {"origin_country": "US", "destination_country": "ES", "weight_kg": 2},
     {"origin_country": "FR", "destination_country": "ES", "weight_kg": 2}),
    (_NEWS_IN, "German news about the election", {"query": "election", "language": "en"},
     {"query": "election", "language": "de"}),
    (_NEWS_IN, "News about the French election", {"query": "French election",
                                                  "language": "en"},
     {"query": "French election"}),
    (_RADIO, "Irish radio stations", {"country": "DE"}, {"country": "IE"}),
    (_RADIO, "Japan radio stations, please", {"country": "DE"}, {"country": "JP"}),
    (_BOOKS, "Books about Spanish history", {"query": "Spanish history", "language": "en"},
     {"query": "Spanish history"}),
    (_BOOKS, "Italian books or French books", {"query": "books", "language": "en"},
     {"query": "books"}),
]
ROLES = [(t, r, m, m if w is None else w) for t, r, m, w in ROLES]


# the fifty-fourth group: written 12-06 (thirty-fifth session) after "how many" and "one"
# gave a name its role and a code named only in the other role counted as unsaid
# (``codes._its_role``, ``codes._misplaced``), before any run of it
_RATE = _opt("exchange_rate_now", "The exchange rate between two currencies.", {
    "base": {**_STR, "description": "Currency to price, e.g. 'USD'"},
    "quote": {**_STR, "description": "Currency to price it in, e.g. 'EUR'"}},
    ["base", "quote"])
HOW_MANY: list[tuple[Tool, str, Any, Any]] = [
    (_RATE, "How many euros is one Swiss franc?", {"base": "USD", "quote": "EUR"},
     {"base": "CHF", "quote": "EUR"}),
    (_RATE, "How many yen for 1 EUR?", {"base": "EUR", "quote": "USD"},
     {"base": "EUR", "quote": "JPY"}),
    (_RATE, "One British pound is how many euros?", {"base": "EUR", "quote": "GBP"},
     {"base": "GBP", "quote": "EUR"}),
    (_RATE, "How many people use the euro in one country?", {"base": "USD", "quote": "EUR"},
     None),
    (_RATE, "How many EUR did one ticket cost? Rate USD to EUR", {"base": "USD",
                                                                  "quote": "EUR"}, None),
    (_CONV, "How many Swiss francs is 1 euro?", _cv(1, "USD", "EUR"), _cv(1, "EUR", "CHF")),
    (_CONV, "Convert 500 GBP to euros; one euro was 0.85 GBP last year",
     _cv(500, "GBP", "EUR"), None),
    (_RATE, "How many dollars is one euro?", {"base": "USD", "quote": "EUR"},
     {"base": "EUR", "quote": "USD"}),
]
HOW_MANY = [(t, r, m, m if w is None else w) for t, r, m, w in HOW_MANY]
