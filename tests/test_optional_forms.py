"""Optional values in other words than the request's: ``KeepDefaults`` leaves out an
optional value nothing in the conversation says; it must not leave out one the request
gives in another form (a code for a name, a time for "9pm", a date for "tomorrow" when
today's date is known, a word for its synonym), and it should still leave out the ones
the model made up.

Written with each call that must run before any of it was run. The rule was changed
twice, each time from reading a batch; each batch after a change is the held-out one:

- batch 1 (48 calls over 11 tools; 34 whose optional values the request gives in some
  form, 14 with made-up ones), run on the first ``KeepDefaults`` (every string not said
  left out, and every number where the conversation holds none): 24 calls changed
  wrongly, 14 rightly. The rule for strings was then written from reading it: a string is
  left out only where no word of the conversation is left that it could come from;
- batch 2 (47 calls over 11 new tools, 34 and 13), written after that rule, before any
  run of it: 0 wrong, 7 right (the first version: 15 wrong, 13 right);
- batch 3 (29 calls with optional numbers, 15 meant, 14 made up): 9 wrong ("for me and my
  wife", "nonstop", "a ticket"), 14 right. Numbers then took the same rule, and 1 is not
  left out where the conversation says "a" or "an"; parameter names stopped counting as
  words a value could come from (batch 2: 8 right);
- batch 4 (31 calls over 8 new tools, 20 and 11), written after that, before any run of
  it: 2 wrong, 8 right. The 2 are values a word the call already uses implies: "Find a
  chardonnay" with ``color="white"``, "Bordeaux" with ``country="France"``; words cannot
  tell them from "Louvre opening hours" with ``language="fr"``, which is made up;
- batch 5 (24 calls under system prompts of one's own), written before the rule that a
  system prompt's words of the assistant's role and of calling tools are not words a
  value could come from, before any run of it: before that rule 0 wrong, 0 right (10
  made-up values left in: any such prompt stopped the policy); with it 0 wrong, 9 right.
  The one left: a prompt that also says how to answer ("Think step by step and answer
  concisely.").

Leaving an optional value out errs toward what the tool does by default, usually a
broader search; a made-up value narrows it wrongly.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool
from agentnb.defaults import unsaid_options
from agentnb.types import ToolCall


def T(name: str, props: dict, required: list[str]) -> Tool:
    return Tool.from_schema(name, name, {"type": "object", "properties": props,
                                         "required": required}, fn=lambda **k: "ok")


def D(kind: str, text: str) -> dict:
    return {"type": kind, "description": text}


S, N = {"type": "string"}, {"type": "number"}
TODAY = "Today is Friday, 2026-12-04."

money = T("convert_currency", {"amount": N, "from_currency": D("string", "Currency code"),
                               "to_currency": D("string", "Currency code, e.g. USD")},
          ["amount", "from_currency"])
news = T("search_news", {"query": S, "language": D("string", "Language code, e.g. en"),
                         "country": D("string", "Country code, e.g. us"),
                         "sort_by": D("string", "Order of results, e.g. relevance or date")},
         ["query"])
translate = T("translate", {"text": S, "target": D("string", "Target language code, e.g. fr"),
                            "formality": D("string", "formal or informal")}, ["text"])
food = T("find_restaurants", {"city": S, "cuisine": D("string", "Kind of food"),
                              "price_range": D("string", "From $ to $$$$"),
                              "open_at": D("string", "Time it must be open, HH:MM")}, ["city"])
stock = T("get_stock_quote", {"company": S, "exchange": D("string", "Exchange, e.g. NASDAQ")},
          ["company"])
flights = T("search_flights", {"origin": S, "destination": S,
                               "date": D("string", "Departure date, YYYY-MM-DD"),
                               "cabin": D("string", "economy, premium_economy, business or "
                                                    "first")}, ["origin", "destination"])
movies = T("find_movies", {"city": S, "genre": D("string", "Film genre"),
                           "showtime_after": D("string", "Earliest start, HH:MM")}, ["city"])
weather = T("get_weather", {"location": S, "units": D("string", "metric or imperial"),
                            "lang": D("string", "Language code of the text")}, ["location"])
events = T("find_events", {"city": S, "date": D("string", "YYYY-MM-DD"),
                           "category": D("string", "music, sports, comedy, festival...")},
           ["city"])
shop = T("search_products", {"query": S, "max_price": N, "brand": S,
                             "sort": D("string", "price_asc, price_desc or rating_desc")},
         ["query"])
route = T("get_directions", {"origin": S, "destination": S,
                             "mode": D("string", "driving, walking, transit or bicycling"),
                             "avoid": D("string", "tolls, highways or ferries")},
          ["origin", "destination"])

# (tool, system prompt, request, the model's call, the call that must run)
BATCH1: list[tuple[Tool, str, str, dict[str, Any], dict[str, Any]]] = [
    (money, "", "How much is 50 pounds in euros?",
     {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"},
     {"amount": 50, "from_currency": "GBP", "to_currency": "EUR"}),
    (money, "", "Change 200 Swiss francs to yen",
     {"amount": 200, "from_currency": "CHF", "to_currency": "JPY"},
     {"amount": 200, "from_currency": "CHF", "to_currency": "JPY"}),
    (money, "", "What's 30 dollars worth?",
     {"amount": 30, "from_currency": "USD", "to_currency": "EUR"},
     {"amount": 30, "from_currency": "USD"}),
    (money, "", "Convert 75 AUD",
     {"amount": 75, "from_currency": "AUD", "to_currency": "GBP"},
     {"amount": 75, "from_currency": "AUD"}),
    (news, "", "News about the Tour de France in French",
     {"query": "Tour de France", "language": "fr"},
     {"query": "Tour de France", "language": "fr"}),
    (news, "", "German news on the coalition talks",
     {"query": "coalition talks", "language": "de"},
     {"query": "coalition talks", "language": "de"}),
    (news, "", "Headlines about wildfires from Australia",
     {"query": "wildfires", "country": "au"}, {"query": "wildfires", "country": "au"}),
    (news, "", "News about the Artemis launch",
     {"query": "Artemis launch", "language": "en"}, {"query": "Artemis launch"}),
    (news, "", "What's new with the chip shortage?",
     {"query": "chip shortage", "country": "us", "sort_by": "relevance"},
     {"query": "chip shortage"}),
    (news, "", "Newest articles on bird flu first",
     {"query": "bird flu", "sort_by": "date"}, {"query": "bird flu", "sort_by": "date"}),
    (translate, "", "Say 'thank you' in Japanese",
     {"text": "thank you", "target": "ja"}, {"text": "thank you", "target": "ja"}),
    (translate, "", "How do you say 'good night' in Italian?",
     {"text": "good night", "target": "it"}, {"text": "good night", "target": "it"}),
    (translate, "", "Translate 'where is the station' formally into Spanish",
     {"text": "where is the station", "target": "es", "formality": "formal"},
     {"text": "where is the station", "target": "es", "formality": "formal"}),
    (translate, "", "Translate 'see you soon'",
     {"text": "see you soon", "target": "fr"}, {"text": "see you soon"}),
    (food, "", "Sushi places in Seattle",
     {"city": "Seattle", "cuisine": "Japanese"}, {"city": "Seattle", "cuisine": "Japanese"}),
    (food, "", "Cheap eats in Austin",
     {"city": "Austin", "price_range": "$"}, {"city": "Austin", "price_range": "$"}),
    (food, "", "Restaurants in Denver open at 9pm",
     {"city": "Denver", "open_at": "21:00"}, {"city": "Denver", "open_at": "21:00"}),
    (food, "", "Where can I have dinner in Boston at half past seven?",
     {"city": "Boston", "open_at": "19:30"}, {"city": "Boston", "open_at": "19:30"}),
    (food, "", "Restaurants in Denver",
     {"city": "Denver", "cuisine": "Italian", "price_range": "$$"}, {"city": "Denver"}),
    (food, "", "Good places to eat in Lyon",
     {"city": "Lyon", "open_at": "12:00"}, {"city": "Lyon"}),
    (stock, "", "Apple's share price on the Nasdaq",
     {"company": "Apple", "exchange": "NASDAQ"}, {"company": "Apple", "exchange": "NASDAQ"}),
    (stock, "", "Toyota stock in Tokyo",
     {"company": "Toyota", "exchange": "TSE"}, {"company": "Toyota", "exchange": "TSE"}),
    (stock, "", "How is Nvidia doing?",
     {"company": "Nvidia", "exchange": "NYSE"}, {"company": "Nvidia"}),
    (flights, TODAY, "Flights from Paris to Rome tomorrow",
     {"origin": "Paris", "destination": "Rome", "date": "2026-12-05"},
     {"origin": "Paris", "destination": "Rome", "date": "2026-12-05"}),
    (flights, TODAY, "Flights from Oslo to Berlin next Friday",
     {"origin": "Oslo", "destination": "Berlin", "date": "2026-12-11"},
     {"origin": "Oslo", "destination": "Berlin", "date": "2026-12-11"}),
    (flights, "", "Business class flights from Doha to London",
     {"origin": "Doha", "destination": "London", "cabin": "business"},
     {"origin": "Doha", "destination": "London", "cabin": "business"}),
    (flights, "", "Flights from Lima to Quito",
     {"origin": "Lima", "destination": "Quito", "date": "2024-05-01"},
     {"origin": "Lima", "destination": "Quito"}),
    (flights, "", "First class from NYC to LA",
     {"origin": "NYC", "destination": "LA", "cabin": "first"},
     {"origin": "NYC", "destination": "LA", "cabin": "first"}),
    (flights, "", "Flights from Madrid to Lisbon in premium economy",
     {"origin": "Madrid", "destination": "Lisbon", "cabin": "premium_economy"},
     {"origin": "Madrid", "destination": "Lisbon", "cabin": "premium_economy"}),
    (movies, "", "Horror films showing in Leeds after 8 tonight",
     {"city": "Leeds", "genre": "horror", "showtime_after": "20:00"},
     {"city": "Leeds", "genre": "horror", "showtime_after": "20:00"}),
    (movies, "", "Sci-fi movies in Glasgow",
     {"city": "Glasgow", "genre": "science fiction"},
     {"city": "Glasgow", "genre": "science fiction"}),
    (movies, "", "What's on at the cinema in Cardiff?",
     {"city": "Cardiff", "genre": "comedy", "showtime_after": "18:00"}, {"city": "Cardiff"}),
    (movies, "", "Animated films in Bristol for the kids",
     {"city": "Bristol", "genre": "animation"}, {"city": "Bristol", "genre": "animation"}),
    (weather, "", "Weather in Phoenix in Fahrenheit",
     {"location": "Phoenix", "units": "imperial"}, {"location": "Phoenix", "units": "imperial"}),
    (weather, "", "Weather in Munich, in German please",
     {"location": "Munich", "lang": "de"}, {"location": "Munich", "lang": "de"}),
    (weather, "", "Weather in Cusco",
     {"location": "Cusco", "units": "metric", "lang": "es"}, {"location": "Cusco"}),
    (events, TODAY, "Concerts in Nashville this weekend",
     {"city": "Nashville", "category": "music", "date": "2026-12-05"},
     {"city": "Nashville", "category": "music", "date": "2026-12-05"}),
    (events, "", "Events in Seville",
     {"city": "Seville", "category": "festival", "date": "2025-04-20"}, {"city": "Seville"}),
    (events, "", "Comedy nights in Dublin",
     {"city": "Dublin", "category": "comedy"}, {"city": "Dublin", "category": "comedy"}),
    (shop, "", "Nike running shoes under 100 dollars",
     {"query": "running shoes", "brand": "Nike", "max_price": 100},
     {"query": "running shoes", "brand": "Nike", "max_price": 100}),
    (shop, "", "Cheapest USB-C cable",
     {"query": "USB-C cable", "sort": "price_asc"}, {"query": "USB-C cable", "sort": "price_asc"}),
    (shop, "", "Wireless headphones",
     {"query": "wireless headphones", "brand": "Sony", "max_price": 200},
     {"query": "wireless headphones"}),
    (shop, "", "A blender from Philips, the best rated first",
     {"query": "blender", "brand": "Philips", "sort": "rating_desc"},
     {"query": "blender", "brand": "Philips", "sort": "rating_desc"}),
    (route, "", "Walking directions from the Louvre to Notre-Dame",
     {"origin": "Louvre", "destination": "Notre-Dame", "mode": "walking"},
     {"origin": "Louvre", "destination": "Notre-Dame", "mode": "walking"}),
    (route, "", "How do I get from Brooklyn to JFK by subway?",
     {"origin": "Brooklyn", "destination": "JFK", "mode": "transit"},
     {"origin": "Brooklyn", "destination": "JFK", "mode": "transit"}),
    (route, "", "Drive from Austin to Dallas avoiding toll roads",
     {"origin": "Austin", "destination": "Dallas", "mode": "driving", "avoid": "tolls"},
     {"origin": "Austin", "destination": "Dallas", "mode": "driving", "avoid": "tolls"}),
    (route, "", "Directions from Leeds to York",
     {"origin": "Leeds", "destination": "York", "mode": "driving", "avoid": "highways"},
     {"origin": "Leeds", "destination": "York"}),
    (route, "", "Bike route from Utrecht to Amsterdam",
     {"origin": "Utrecht", "destination": "Amsterdam", "mode": "bicycling"},
     {"origin": "Utrecht", "destination": "Amsterdam", "mode": "bicycling"}),
]


# batch 2, written after the rule for strings, before any run of it
books = T("search_books", {"query": S, "author": S, "language": D("string", "e.g. en"),
                           "year": {"type": "integer"},
                           "format": D("string", "e.g. paperback")}, ["query"])
pods = T("find_podcasts", {"topic": S, "language": S,
                           "max_minutes": D("number", "Longest episode")}, ["topic"])
cook = T("find_recipes", {"ingredient": S, "diet": D("string", "e.g. vegan"),
                          "cuisine": S, "max_time": D("number", "Minutes")}, ["ingredient"])
jobs = T("search_jobs", {"role": S, "location": S, "remote": {"type": "boolean"},
                         "level": D("string", "junior, mid or senior"),
                         "salary_currency": D("string", "e.g. USD")}, ["role"])
clock = T("convert_time", {"time": S, "from_zone": D("string", "IANA time zone"),
                           "to_zone": D("string", "IANA zone, e.g. Europe/London")},
          ["time", "from_zone"])
songs = T("search_songs", {"query": S, "artist": S, "decade": D("string", "e.g. 1980s"),
                           "mood": S}, ["query"])
cars = T("search_cars", {"city": S, "pickup_date": D("string", "YYYY-MM-DD"),
                         "car_type": D("string", "compact, suv or van"),
                         "transmission": D("string", "automatic or manual")}, ["city"])
define = T("define_word", {"word": S, "language": D("string", "e.g. en"),
                           "part_of_speech": D("string", "noun, verb, adjective...")},
           ["word"])
rates = T("exchange_rate", {"base": D("string", "Currency code"),
                            "quote": D("string", "e.g. EUR")}, ["base"])
parking = T("find_parking", {"near": S, "max_price": N, "covered": {"type": "boolean"},
                             "vehicle": D("string", "car or motorbike")}, ["near"])
trains = T("search_trains", {"origin": S, "destination": S, "time": D("string", "HH:MM"),
                             "class": D("string", "first or second")},
           ["origin", "destination"])

BATCH2: list[tuple[Tool, str, str, dict[str, Any], dict[str, Any]]] = [
    (books, "", "Books by Haruki Murakami in English",
     {"query": "Haruki Murakami", "author": "Haruki Murakami", "language": "en"},
     {"query": "Haruki Murakami", "author": "Haruki Murakami", "language": "en"}),
    (books, "", "Spanish novels about the civil war",
     {"query": "civil war novels", "language": "es"},
     {"query": "civil war novels", "language": "es"}),
    (books, "", "Books about beekeeping",
     {"query": "beekeeping", "language": "en", "format": "paperback"}, {"query": "beekeeping"}),
    (books, "", "The Hobbit as an ebook",
     {"query": "The Hobbit", "format": "ebook"}, {"query": "The Hobbit", "format": "ebook"}),
    (books, "", "Audiobook of Dune",
     {"query": "Dune", "format": "audio"}, {"query": "Dune", "format": "audio"}),
    (pods, "", "True crime podcasts under an hour",
     {"topic": "true crime", "max_minutes": 60}, {"topic": "true crime", "max_minutes": 60}),
    (pods, "", "Podcasts on stoicism",
     {"topic": "stoicism", "language": "English", "max_minutes": 30}, {"topic": "stoicism"}),
    (pods, "", "French podcasts about cooking",
     {"topic": "cooking", "language": "fr"}, {"topic": "cooking", "language": "fr"}),
    (cook, "", "Vegan lasagna",
     {"ingredient": "lasagna", "diet": "vegan"}, {"ingredient": "lasagna", "diet": "vegan"}),
    (cook, "", "Something with chickpeas, no meat",
     {"ingredient": "chickpeas", "diet": "vegetarian"},
     {"ingredient": "chickpeas", "diet": "vegetarian"}),
    (cook, "", "Recipes with salmon",
     {"ingredient": "salmon", "cuisine": "Japanese", "max_time": 30}, {"ingredient": "salmon"}),
    (cook, "", "Quick dinner using eggs, 20 minutes tops",
     {"ingredient": "eggs", "max_time": 20}, {"ingredient": "eggs", "max_time": 20}),
    (cook, "", "Gluten-free pancakes",
     {"ingredient": "pancakes", "diet": "gluten_free"},
     {"ingredient": "pancakes", "diet": "gluten_free"}),
    (cook, "", "Thai dishes with tofu",
     {"ingredient": "tofu", "cuisine": "Thai"}, {"ingredient": "tofu", "cuisine": "Thai"}),
    (jobs, "", "Remote Python developer jobs",
     {"role": "Python developer", "remote": True}, {"role": "Python developer", "remote": True}),
    (jobs, "", "Senior data analyst roles in Berlin",
     {"role": "data analyst", "location": "Berlin", "level": "senior"},
     {"role": "data analyst", "location": "Berlin", "level": "senior"}),
    (jobs, "", "Nursing jobs",
     {"role": "nurse", "location": "New York", "salary_currency": "USD"}, {"role": "nurse"}),
    (jobs, "", "Entry-level marketing jobs in Toronto",
     {"role": "marketing", "location": "Toronto", "level": "junior"},
     {"role": "marketing", "location": "Toronto", "level": "junior"}),
    (jobs, "", "Accountant positions in London paying in pounds",
     {"role": "accountant", "location": "London", "salary_currency": "GBP"},
     {"role": "accountant", "location": "London", "salary_currency": "GBP"}),
    (clock, "", "What time is 3pm Tokyo time in London?",
     {"time": "15:00", "from_zone": "Asia/Tokyo", "to_zone": "Europe/London"},
     {"time": "15:00", "from_zone": "Asia/Tokyo", "to_zone": "Europe/London"}),
    (clock, "", "Convert 9:30 from New York time",
     {"time": "9:30", "from_zone": "America/New_York", "to_zone": "Europe/London"},
     {"time": "9:30", "from_zone": "America/New_York"}),
    (clock, "", "8am in Sydney, what is it on the US west coast?",
     {"time": "08:00", "from_zone": "Australia/Sydney", "to_zone": "America/Los_Angeles"},
     {"time": "08:00", "from_zone": "Australia/Sydney", "to_zone": "America/Los_Angeles"}),
    (songs, "", "Upbeat songs from the eighties",
     {"query": "upbeat songs", "decade": "1980s", "mood": "happy"},
     {"query": "upbeat songs", "decade": "1980s", "mood": "happy"}),
    (songs, "", "Songs by Adele",
     {"query": "Adele", "artist": "Adele", "decade": "2010s"},
     {"query": "Adele", "artist": "Adele"}),
    (songs, "", "Something calm to study to",
     {"query": "study music", "mood": "relaxed"}, {"query": "study music", "mood": "relaxed"}),
    (cars, "", "Rent an SUV in Denver",
     {"city": "Denver", "car_type": "suv"}, {"city": "Denver", "car_type": "suv"}),
    (cars, "", "Car hire in Faro",
     {"city": "Faro", "car_type": "compact", "transmission": "manual"}, {"city": "Faro"}),
    (cars, TODAY, "Automatic car in Malaga next Monday",
     {"city": "Malaga", "transmission": "automatic", "pickup_date": "2026-12-07"},
     {"city": "Malaga", "transmission": "automatic", "pickup_date": "2026-12-07"}),
    (cars, "", "A van in Bergen for moving house",
     {"city": "Bergen", "car_type": "van"}, {"city": "Bergen", "car_type": "van"}),
    (define, "", "Define 'serendipity'",
     {"word": "serendipity", "language": "en"}, {"word": "serendipity"}),
    (define, "", "What does 'Schadenfreude' mean in German?",
     {"word": "Schadenfreude", "language": "de"}, {"word": "Schadenfreude", "language": "de"}),
    (define, "", "Meaning of 'run' as a verb",
     {"word": "run", "part_of_speech": "verb"}, {"word": "run", "part_of_speech": "verb"}),
    (define, "", "What's the noun 'lead' mean?",
     {"word": "lead", "part_of_speech": "noun"}, {"word": "lead", "part_of_speech": "noun"}),
    (rates, "", "Dollar to yen rate",
     {"base": "USD", "quote": "JPY"}, {"base": "USD", "quote": "JPY"}),
    (rates, "", "What's the rate for the Swiss franc?",
     {"base": "CHF", "quote": "EUR"}, {"base": "CHF"}),
    (rates, "", "EUR rates", {"base": "EUR", "quote": "USD"}, {"base": "EUR"}),
    (parking, "", "Covered parking near the stadium",
     {"near": "stadium", "covered": True}, {"near": "stadium", "covered": True}),
    (parking, "", "Parking near Central Station for a motorbike",
     {"near": "Central Station", "vehicle": "motorbike"},
     {"near": "Central Station", "vehicle": "motorbike"}),
    (parking, "", "Parking near the airport",
     {"near": "airport", "max_price": 20, "vehicle": "car"}, {"near": "airport"}),
    (trains, "", "Trains from Bern to Zurich around noon",
     {"origin": "Bern", "destination": "Zurich", "time": "12:00"},
     {"origin": "Bern", "destination": "Zurich", "time": "12:00"}),
    (trains, "", "First class train from Milan to Rome",
     {"origin": "Milan", "destination": "Rome", "class": "first"},
     {"origin": "Milan", "destination": "Rome", "class": "first"}),
    (trains, "", "Trains Leeds to Manchester",
     {"origin": "Leeds", "destination": "Manchester", "time": "09:00", "class": "second"},
     {"origin": "Leeds", "destination": "Manchester"}),
    (trains, TODAY, "Train from Ghent to Bruges this evening",
     {"origin": "Ghent", "destination": "Bruges", "time": "18:00"},
     {"origin": "Ghent", "destination": "Bruges", "time": "18:00"}),
    (trains, "", "Cheapest train Paris to Lyon",
     {"origin": "Paris", "destination": "Lyon", "class": "second"},
     {"origin": "Paris", "destination": "Lyon", "class": "second"}),
    (cook, "You are a cooking assistant for a vegetarian household.", "Recipes with lentils",
     {"ingredient": "lentils", "diet": "vegetarian"},
     {"ingredient": "lentils", "diet": "vegetarian"}),
    (define, "Answer in Spanish.", "Define 'ubuntu'",
     {"word": "ubuntu", "language": "es"}, {"word": "ubuntu", "language": "es"}),
    (pods, "You help users find podcasts.", "Podcasts about chess",
     {"topic": "chess", "language": "en"}, {"topic": "chess"}),
]


# batch 3: numbers, written before any run of it (15 meant, in words or without any, 14
# made up)
tables = T("find_tables", {"restaurant": S, "party_size": {"type": "integer"},
                           "time": D("string", "HH:MM")}, ["restaurant"])
fares = T("find_fares", {"origin": S, "destination": S, "passengers": {"type": "integer"},
                         "stops": D("integer", "Most stops")}, ["origin", "destination"])
rooms = T("find_rooms", {"city": S, "guests": {"type": "integer"},
                         "nights": {"type": "integer"}, "max_price": N}, ["city"])
headlines = T("latest_headlines", {"topic": S, "count": {"type": "integer"}}, ["topic"])
meals = T("find_meals", {"dish": S, "servings": {"type": "integer"},
                         "max_calories": N}, ["dish"])
tickets = T("find_tickets", {"event": S, "quantity": {"type": "integer"},
                             "max_price": N}, ["event"])
outlook = T("forecast", {"location": S, "days": {"type": "integer"}}, ["location"])

BATCH3: list[tuple[Tool, str, str, dict[str, Any], dict[str, Any]]] = [
    (tables, "", "A table at Nopa for me and my wife",
     {"restaurant": "Nopa", "party_size": 2}, {"restaurant": "Nopa", "party_size": 2}),
    (tables, "", "Table at Zuni for our family of four",
     {"restaurant": "Zuni", "party_size": 4}, {"restaurant": "Zuni", "party_size": 4}),
    (fares, "", "Flights from Rome to Paris for a couple",
     {"origin": "Rome", "destination": "Paris", "passengers": 2},
     {"origin": "Rome", "destination": "Paris", "passengers": 2}),
    (fares, "", "Fares from Oslo to Nice for me and my husband",
     {"origin": "Oslo", "destination": "Nice", "passengers": 2},
     {"origin": "Oslo", "destination": "Nice", "passengers": 2}),
    (fares, "", "Nonstop flights from Boston to Denver",
     {"origin": "Boston", "destination": "Denver", "stops": 0},
     {"origin": "Boston", "destination": "Denver", "stops": 0}),
    (fares, "", "Direct flights Madrid to Lima",
     {"origin": "Madrid", "destination": "Lima", "stops": 0},
     {"origin": "Madrid", "destination": "Lima", "stops": 0}),
    (rooms, "", "A room in Vienna for the weekend",
     {"city": "Vienna", "nights": 2}, {"city": "Vienna", "nights": 2}),
    (rooms, "", "A room in Porto for my wife and me",
     {"city": "Porto", "guests": 2}, {"city": "Porto", "guests": 2}),
    (rooms, "", "Room in Bruges for a solo traveller",
     {"city": "Bruges", "guests": 1}, {"city": "Bruges", "guests": 1}),
    (tickets, "", "Tickets to Hamlet for my parents",
     {"event": "Hamlet", "quantity": 2}, {"event": "Hamlet", "quantity": 2}),
    (tickets, "", "A ticket for Coldplay",
     {"event": "Coldplay", "quantity": 1}, {"event": "Coldplay", "quantity": 1}),
    (headlines, "", "The top headline on climate",
     {"topic": "climate", "count": 1}, {"topic": "climate", "count": 1}),
    (tables, "", "Table for six at Nopa",
     {"restaurant": "Nopa", "party_size": 6}, {"restaurant": "Nopa", "party_size": 6}),
    (rooms, "", "Room in Vienna for 3 nights",
     {"city": "Vienna", "nights": 3}, {"city": "Vienna", "nights": 3}),
    (headlines, "", "5 headlines about AI",
     {"topic": "AI", "count": 5}, {"topic": "AI", "count": 5}),
    (tables, "", "A table at Nopa",
     {"restaurant": "Nopa", "party_size": 4}, {"restaurant": "Nopa"}),
    (fares, "", "Flights from Rome to Paris",
     {"origin": "Rome", "destination": "Paris", "passengers": 1, "stops": 1},
     {"origin": "Rome", "destination": "Paris"}),
    (fares, "", "Cheap flights Boston to Denver",
     {"origin": "Boston", "destination": "Denver", "passengers": 2},
     {"origin": "Boston", "destination": "Denver"}),
    (rooms, "", "Rooms in Vienna",
     {"city": "Vienna", "guests": 2, "nights": 3}, {"city": "Vienna"}),
    (rooms, "", "A quiet room in Porto",
     {"city": "Porto", "guests": 2}, {"city": "Porto"}),
    (rooms, "", "Hotel rooms in Kyoto near the station",
     {"city": "Kyoto", "max_price": 150}, {"city": "Kyoto"}),
    (headlines, "", "Headlines about the World Cup",
     {"topic": "World Cup", "count": 10}, {"topic": "World Cup"}),
    (headlines, "", "What's happening with the housing market?",
     {"topic": "housing market", "count": 5}, {"topic": "housing market"}),
    (meals, "", "Curry recipes",
     {"dish": "curry", "servings": 4, "max_calories": 500}, {"dish": "curry"}),
    (tickets, "", "Tickets for the Lakers game",
     {"event": "Lakers game", "quantity": 2, "max_price": 100}, {"event": "Lakers game"}),
    (tickets, "", "Tickets to see Adele",
     {"event": "Adele", "quantity": 4}, {"event": "Adele"}),
    (outlook, "", "Forecast for Reykjavik",
     {"location": "Reykjavik", "days": 5}, {"location": "Reykjavik"}),
    (outlook, "", "Is it going to snow in Denver?",
     {"location": "Denver", "days": 2}, {"location": "Denver"}),
    (outlook, "", "Will I need an umbrella in London?",
     {"location": "London", "days": 3}, {"location": "London"}),
]


# batch 4, written after the rule for numbers, before any run of it (20 calls whose
# optional values are meant, 11 with made-up ones)
museum = T("museum_hours", {"museum": S, "day": D("string", "Weekday name"),
                            "language": S}, ["museum"])
museum.description = "Opening hours of a museum."
bikes = T("bike_share", {"station": S, "bikes": {"type": "integer"},
                         "electric": {"type": "boolean"}}, ["station"])
gym = T("gym_classes", {"city": S, "class_type": S,
                        "level": D("string", "beginner, intermediate or advanced"),
                        "max_results": {"type": "integer"}}, ["city"])
wine = T("wine_search", {"query": S, "country": S, "max_price": N,
                         "color": D("string", "red, white or rose")}, ["query"])
pets = T("pet_adoption", {"city": S, "species": S, "age_max": {"type": "integer"}}, ["city"])
bus = T("bus_times", {"stop": S, "line": S, "count": {"type": "integer"}}, ["stop"])
courses = T("course_search", {"subject": S, "level": S, "language": S,
                              "free": {"type": "boolean"}}, ["subject"])
reviews = T("hotel_reviews", {"hotel": S, "language": D("string", "e.g. en"),
                              "limit": {"type": "integer"},
                              "sort": D("string", "newest or highest")}, ["hotel"])

BATCH4: list[tuple[Tool, str, str, dict[str, Any], dict[str, Any]]] = [
    (museum, "", "Is the Prado open on Mondays?",
     {"museum": "Prado", "day": "Monday"}, {"museum": "Prado", "day": "Monday"}),
    (museum, "", "Louvre opening hours",
     {"museum": "Louvre", "day": "Tuesday", "language": "fr"}, {"museum": "Louvre"}),
    (museum, TODAY, "When does the Rijksmuseum open this weekend?",
     {"museum": "Rijksmuseum", "day": "Saturday"}, {"museum": "Rijksmuseum", "day": "Saturday"}),
    (museum, "", "Uffizi hours, in Italian please",
     {"museum": "Uffizi", "language": "it"}, {"museum": "Uffizi", "language": "it"}),
    (bikes, "", "Bikes at Union Square station",
     {"station": "Union Square", "bikes": 1}, {"station": "Union Square"}),
    (bikes, "", "Two e-bikes at Central Park",
     {"station": "Central Park", "bikes": 2, "electric": True},
     {"station": "Central Park", "bikes": 2, "electric": True}),
    (bikes, "", "An electric bike at Pier 39",
     {"station": "Pier 39", "bikes": 1, "electric": True},
     {"station": "Pier 39", "bikes": 1, "electric": True}),
    (gym, "", "Yoga classes in Leeds for beginners",
     {"city": "Leeds", "class_type": "yoga", "level": "beginner"},
     {"city": "Leeds", "class_type": "yoga", "level": "beginner"}),
    (gym, "", "Gym classes in Bath",
     {"city": "Bath", "class_type": "spin", "level": "intermediate", "max_results": 10},
     {"city": "Bath"}),
    (gym, "", "Something gentle for my back in York",
     {"city": "York", "class_type": "pilates", "level": "beginner"},
     {"city": "York", "class_type": "pilates", "level": "beginner"}),
    (gym, "", "Hardcore HIIT sessions in Hull",
     {"city": "Hull", "class_type": "HIIT", "level": "advanced"},
     {"city": "Hull", "class_type": "HIIT", "level": "advanced"}),
    (wine, "", "A bottle of Rioja",
     {"query": "Rioja", "country": "Spain", "color": "red"},
     {"query": "Rioja", "country": "Spain", "color": "red"}),
    (wine, "", "Wines under 20 euros",
     {"query": "wine", "max_price": 20}, {"query": "wine", "max_price": 20}),
    (wine, "", "Find a chardonnay",
     {"query": "chardonnay", "color": "white", "max_price": 15},
     {"query": "chardonnay", "color": "white"}),
    (wine, "", "Wine for tonight",
     {"query": "wine", "country": "France", "max_price": 30}, {"query": "wine"}),
    (wine, "", "Bordeaux", {"query": "Bordeaux", "country": "France"},
     {"query": "Bordeaux", "country": "France"}),
    (pets, "", "Kittens to adopt in Austin",
     {"city": "Austin", "species": "cat", "age_max": 1},
     {"city": "Austin", "species": "cat", "age_max": 1}),
    (pets, "", "Adopt a pet in Denver", {"city": "Denver", "species": "dog"}, {"city": "Denver"}),
    (pets, "", "Puppies in Reno", {"city": "Reno", "species": "dog"},
     {"city": "Reno", "species": "dog"}),
    (bus, "", "When is the next 38 at Market St?",
     {"stop": "Market St", "line": "38", "count": 1},
     {"stop": "Market St", "line": "38", "count": 1}),
    (bus, "", "Bus times at Elm Road",
     {"stop": "Elm Road", "line": "12", "count": 5}, {"stop": "Elm Road"}),
    (courses, "", "Free Python courses",
     {"subject": "Python", "free": True, "level": "beginner"},
     {"subject": "Python", "free": True}),
    (courses, "", "Learn Japanese from scratch",
     {"subject": "Japanese", "level": "beginner"}, {"subject": "Japanese", "level": "beginner"}),
    (courses, "", "Statistics courses taught in Spanish",
     {"subject": "Statistics", "language": "es"}, {"subject": "Statistics", "language": "es"}),
    (courses, "", "Machine learning courses",
     {"subject": "machine learning", "language": "English", "level": "intermediate"},
     {"subject": "machine learning"}),
    (reviews, "", "Reviews of the Ritz",
     {"hotel": "Ritz", "language": "en", "limit": 10, "sort": "newest"}, {"hotel": "Ritz"}),
    (reviews, "", "Latest reviews of the Savoy",
     {"hotel": "Savoy", "sort": "newest"}, {"hotel": "Savoy", "sort": "newest"}),
    (reviews, "", "German reviews of Hotel Adlon",
     {"hotel": "Hotel Adlon", "language": "de"}, {"hotel": "Hotel Adlon", "language": "de"}),
    (reviews, "", "The best reviews of the Plaza",
     {"hotel": "Plaza", "sort": "highest"}, {"hotel": "Plaza", "sort": "highest"}),
    (reviews, "You are a concierge bot.", "Reviews of the Ritz",
     {"hotel": "Ritz", "language": "en", "limit": 10}, {"hotel": "Ritz"}),
    (courses, "The user is a beginner.", "Courses on baking",
     {"subject": "baking", "level": "beginner"}, {"subject": "baking", "level": "beginner"}),
]


# batch 5, written before any rule about a system prompt's words and before any run of
# it: system prompts of one's own. Those speaking only of the assistant and of calling
# tools (R1-R5) with made-up optional values, which the first four batches' rule never
# left out; R6, which also says how to answer ("concisely"); role-only prompts beside
# requests that give a value in other words; and prompts that give a value in other words
R1 = "You are a helpful assistant."
R2 = "You are a helpful assistant with access to tools. Use them when needed."
R3 = "You are an AI assistant. Answer the user's questions using the available functions."
R4 = "You are a function-calling agent. Call a tool when the request needs one."
R5 = "You are a helpful, harmless and honest assistant."
R6 = "You are an expert assistant. Think step by step and answer concisely."
BATCH5: list[tuple[Tool, str, str, dict[str, Any], dict[str, Any]]] = [
    (food, R1, "Restaurants in Porto", {"city": "Porto", "cuisine": "Italian",
                                        "price_range": "$$"}, {"city": "Porto"}),
    (weather, R2, "Weather in Lyon", {"location": "Lyon", "units": "metric", "lang": "en"},
     {"location": "Lyon"}),
    (flights, R3, "Flights from Oslo to Rome",
     {"origin": "Oslo", "destination": "Rome", "cabin": "economy"},
     {"origin": "Oslo", "destination": "Rome"}),
    (news, R4, "News about the Mars rover",
     {"query": "Mars rover", "language": "en", "sort_by": "date"}, {"query": "Mars rover"}),
    (movies, R5, "Movies in Leeds", {"city": "Leeds", "genre": "comedy"}, {"city": "Leeds"}),
    (events, R6, "Events in Bristol", {"city": "Bristol", "category": "music"},
     {"city": "Bristol"}),
    (stock, R1, "Quote for Siemens", {"company": "Siemens", "exchange": "NASDAQ"},
     {"company": "Siemens"}),
    (route, R3, "Directions from Bath to Wells",
     {"origin": "Bath", "destination": "Wells", "mode": "driving"},
     {"origin": "Bath", "destination": "Wells"}),
    (weather, R1, "Weather in Boston in Fahrenheit", {"location": "Boston", "units": "imperial"},
     {"location": "Boston", "units": "imperial"}),
    (food, R2, "Cheap sushi places in Lima",
     {"city": "Lima", "cuisine": "Japanese", "price_range": "$"},
     {"city": "Lima", "cuisine": "Japanese", "price_range": "$"}),
    (flights, R4, "Business class flights from Paris to Doha",
     {"origin": "Paris", "destination": "Doha", "cabin": "business"},
     {"origin": "Paris", "destination": "Doha", "cabin": "business"}),
    (translate, R5, "Translate 'good morning' into French",
     {"text": "good morning", "target": "fr"}, {"text": "good morning", "target": "fr"}),
    (weather, "You are a helpful assistant. The user prefers Fahrenheit.", "Weather in Denver",
     {"location": "Denver", "units": "imperial"}, {"location": "Denver", "units": "imperial"}),
    (news, "You are a helpful assistant for readers in Germany.", "News about the elections",
     {"query": "elections", "country": "de"}, {"query": "elections", "country": "de"}),
    (translate, "You are a helpful assistant. Translate into Spanish unless told otherwise.",
     "Translate 'thank you'", {"text": "thank you", "target": "es"},
     {"text": "thank you", "target": "es"}),
    (food, "You are a helpful assistant. The user is vegetarian.", "Restaurants in Austin",
     {"city": "Austin", "cuisine": "vegetarian"}, {"city": "Austin", "cuisine": "vegetarian"}),
    (food, "You are a helpful assistant. The user is on a tight budget.",
     "Restaurants in Austin", {"city": "Austin", "price_range": "$"},
     {"city": "Austin", "price_range": "$"}),
    (route, "You are an assistant for cyclists.", "Route from Ghent to Bruges",
     {"origin": "Ghent", "destination": "Bruges", "mode": "bicycling"},
     {"origin": "Ghent", "destination": "Bruges", "mode": "bicycling"}),
    (flights, "You are a helpful assistant. The user always flies business.",
     "Flights from Oslo to Rome", {"origin": "Oslo", "destination": "Rome", "cabin": "business"},
     {"origin": "Oslo", "destination": "Rome", "cabin": "business"}),
    (weather, "You are a helpful assistant. Reply in German.", "Weather in Graz",
     {"location": "Graz", "lang": "de"}, {"location": "Graz", "lang": "de"}),
    (shop, R1, "Running shoes", {"query": "running shoes", "max_price": 100},
     {"query": "running shoes"}),
    (shop, R3, "Running shoes under 80 dollars", {"query": "running shoes", "max_price": 80},
     {"query": "running shoes", "max_price": 80}),
    (events, R2, "Events in Cork", {"city": "Cork", "date": "2026-12-05"}, {"city": "Cork"}),
    (movies, R4, "Movies in Derby tonight", {"city": "Derby", "showtime_after": "18:00"},
     {"city": "Derby", "showtime_after": "18:00"}),
]

def outcome(tool: Tool, system: str, request: str, made: dict, want: dict) -> str:
    """"wrong" (a value the call must run with was left out), "right" (only made-up values
    left out, and the call is the one that must run), "part" (only made-up values left
    out, some left in), "missed" (nothing left out, though the call is not the one that
    must run) or "kept" (nothing left out, rightly)."""
    gone = unsaid_options(ToolCall("c", tool.name, made), tool, [request], system)
    if not gone:
        return "kept" if made == want else "missed"
    if any(k in want for k in gone):
        return "wrong"
    return "right" if {k: v for k, v in made.items() if k not in gone} == want else "part"


def tally(cases: list) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"wrong": [], "right": [], "part": [], "missed": [],
                                 "kept": []}
    for tool, system, request, made, want in cases:
        out[outcome(tool, system, request, made, want)].append(request)
    return out


def test_the_batches_are_as_written():
    assert len(BATCH1) == 48
    assert sum(made == want for *_, made, want in BATCH1) == 34
    assert len(BATCH2) == 47
    assert sum(made == want for *_, made, want in BATCH2) == 34
    assert len(BATCH3) == 29
    assert sum(made == want for *_, made, want in BATCH3) == 15
    assert len(BATCH4) == 31
    assert sum(made == want for *_, made, want in BATCH4) == 20
    assert len(BATCH5) == 24
    assert sum(made == want for *_, made, want in BATCH5) == 14


def test_no_value_given_in_another_form_is_left_out():
    assert tally(BATCH1)["wrong"] == []
    assert tally(BATCH2)["wrong"] == []
    assert tally(BATCH3)["wrong"] == []


def test_a_system_prompt_of_the_assistants_role_leaves_made_up_values_out():
    """A system prompt speaking only of the assistant and of calling tools gives no value;
    one that says anything more may, and stops the policy."""
    found = tally(BATCH5)
    assert found["wrong"] == [] and found["part"] == []
    assert len(found["right"]) == 9 and found["missed"] == ["Events in Bristol"]  # R6
    assert "Podcasts about chess" in tally(BATCH2)["right"]  # "You help users find podcasts."


def test_the_values_a_word_of_the_call_implies_are_the_known_limit():
    assert tally(BATCH4)["wrong"] == ["Find a chardonnay", "Bordeaux"]


def test_made_up_values_are_still_left_out():
    """Where no word is left that a value could come from: "Restaurants in Denver" with a
    cuisine and a price range, "Trains Leeds to Manchester" with a time and a class,
    "Rooms in Vienna" with guests and nights, "Forecast for Reykjavik" with 5 days (the
    examples of docs/decisions.md)."""
    tallies = [tally(b) for b in (BATCH1, BATCH2, BATCH3, BATCH4)]
    assert [len(t["right"]) for t in tallies] >= [10, 9, 5, 8]
    assert "Restaurants in Denver" in tallies[0]["right"]
    assert "Trains Leeds to Manchester" in tallies[1]["right"]
    assert "Rooms in Vienna" in tallies[2]["right"]
    assert "Forecast for Reykjavik" in tallies[2]["right"]
    assert "Reviews of the Ritz" in tallies[3]["right"]
