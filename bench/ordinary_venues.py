"""The seventy-seventh to eighty-second groups of ``ordinary_requests.py``.

The seventy-seventh (``TWICE``, written 12-07, forty-eighth session, after
``agentnb.places.place_fix`` read a venue's argument holding the thing's value as no
reading, and before any run of it on these): a venue's argument holding the value another
argument holds, said once and not placed for the venue ("Dune" as the cinema of "Dune at
the Curzon please" beside ``film="Dune"``), which must take the one name the request
places for the venue, and such calls that must stand (no word placing another name, two
venues listed, the call right, a place's parameter, a venue listed with the thing). The
value placed for the venue is left to ``tests/test_venue_twice.py``: the refill asks its
thing again (``refill.placed_twice``), and ``tests/test_refill_placed.py`` holds that no
row it asks keeps a wrong value as the one that must run. The seventy-eighth (``PLACED``,
written 12-07, forty-eighth session, after ``agentnb.placed.placed_cut`` and before any
run of it on these): a thing and its venue copied into one argument, as the request
writes them ("Prosecco at Corks" as the wine), which must be cut apart, and such calls
that must stand (no venue's parameter, prose, a search's free text, two venues'
parameters, the call right, a venue in lower case, a place's parameter). The
seventy-ninth (``FROM``, written 12-07, forty-eighth session, after ``place_fix`` read
"from" for a venue by its name, and before any run of it on these): a venue the model
made up beside the one name "from" places ("Starbucks" as the cafe of "A latte from Notes
please"), which must take it, and such calls that must stand (another name no argument
holds, the call right, "the" before the name, "from" in a later clause). The eightieth
(``OPENED``, written 12-07, forty-ninth session, after ``placed_cut`` left to the refill a
thing whose opening ``agentnb.opening.opening_cut`` keeps, and before any run of it on
these): a thing and its venue in one value, the thing opening with an article or "some"
("A mocha at Caffe Nero" as the drink), which must be cut apart and the article taken off
where ``opening_cut`` takes it; a ``class_name`` holding "A boxing class at Fitness Hub",
which must change and which the policies leave (the refill asks it); and a right call. The
eighty-first (``GROWN``, written 12-07, forty-ninth session, after
``agentnb.placed.grown_cut`` and before any run of it on these): a venue's name written
with a word the request does not write beside it ("Grindsmith Coffee" for "at
Grindsmith"), with its town ("Smythson Mayfair" for "from Smythson in Mayfair"), or after
the thing ("olives Melrose"), which must take the name, and right calls that must stand
(the value as the request writes it, the name alone, a branch the request names apart
from the name). A thing holding the name too is left to ``tests/test_venue_grown.py``:
the refill asks it again. The eighty-second (``WHOLE``, written 12-07, fiftieth session,
after ``agentnb.placed.whole_thing`` and before any run of it on these): a thing's
argument holding some of the words the request writes for the thing after an article, a
possessive or "some" and before its venue ("mocha" for "An iced mocha at Brewlab"),
which must take them all, and calls that must stand (the words left out the tool's own,
"class" of "A barre class", "loaf" of "A barley loaf"; a flavour; "A cup of hibiscus";
no article before the thing; the call right). The eighty-third (``AT``, written 12-08,
fifty-first session, after "at" came to place a venue the tool's text places with "from"
and a day's or a time's name after "at" came to name none, before any run of it on these):
such a venue named after "at" ("Some pork sausages at Hindmarsh" for "Order meat from a
butcher."), which the venue rules must read as after "from", and calls that must stand
(a made-up venue beside "at Christmas" or "at Noon"; the call right). The eighty-fourth
(``NAMED``, written 12-08, fifty-first session, after ``agentnb.placed.venue_named`` and
before any run of it on these): a venue made up of the request's words or the tool's
("Chandler Gear" for "A boat hook at Mast Head in Poole"), which must take the name
placed for it, and calls that must stand (a name after "the", names listed, a day's name,
the call right). The requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from ordinary_trips import _S, _tool  # beside this file

from agentnb import Tool

_FILM = _tool("film_night", {"cinema": _S, "film": _S})
_ACT = _tool("act_tickets", {"venue": _S, "act": _S}, "Buy tickets for an act at a venue.")
_GROOM = _tool("groom_slot", {"groomer": _S, "pet": _S})
_MOT = _tool("mot_book", {"garage": _S, "car": _S})
_STAGE = _tool("stage_seats", {"theatre": _S, "show": _S})
_BARS = _tool("bar_crawl", {"city": _S, "drink": _S})
_EVENING = _tool("evening_out", {"cinema": _S, "restaurant": _S})
TWICE: list[tuple[Tool, str, Any, Any]] = [
    (_FILM, "Oppenheimer at the Everyman please",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"},
     {"cinema": "Everyman", "film": "Oppenheimer"}),
    (_ACT, "Tickets for Pulp at the Leadmill", {"venue": "Pulp", "act": "Pulp"},
     {"venue": "Leadmill", "act": "Pulp"}),
    (_GROOM, "Groom Biscuit at Posh Paws", {"groomer": "Biscuit", "pet": "Biscuit"},
     {"groomer": "Posh Paws", "pet": "Biscuit"}),
    (_MOT, "An MOT for my Corsa at Halfords", {"garage": "corsa", "car": "Corsa"},
     {"garage": "Halfords", "car": "Corsa"}),
    (_STAGE, "Seats for Hamilton at the Victoria Palace",
     {"theatre": "Hamilton", "show": "Hamilton"},
     {"theatre": "Victoria Palace", "show": "Hamilton"}),
    (_FILM, "Book the Everyman for Oppenheimer",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"}, None),
    (_FILM, "Oppenheimer at the Everyman or the Curzon",
     {"cinema": "Oppenheimer", "film": "Oppenheimer"}, None),
    (_FILM, "Oppenheimer at the Everyman please", {"cinema": "Everyman", "film": "Oppenheimer"},
     None),
    (_BARS, "Manhattan cocktails in New York", {"city": "Manhattan", "drink": "Manhattan"},
     None),
    (_EVENING, "Dinner at Dishoom and Dune", {"cinema": "Dune", "restaurant": "Dune"}, None),
]
TWICE = [(t, r, m, m if w is None else w) for t, r, m, w in TWICE]

_CELLAR = _tool("cellar_hold", {"wine": _S, "merchant": _S}, "Hold a bottle at a wine merchant.")
_PAINT = _tool("paint_mix", {"colour": _S, "shop": _S})
_SHOW = _tool("exhibition_tickets", {"exhibition": _S, "gallery": _S})
_DELI = _tool("deli_food", {"item": _S, "deli": _S}, "Order food from a deli.")
_DIARY = _tool("diary_add", {"title": _S, "location": _S})
_TABLE = _tool("table_with_message", {"restaurant": _S, "message": _S})
_STOCK = _tool("stock_search", {"query": _S, "shop": _S})
PLACED: list[tuple[Tool, str, Any, Any]] = [
    (_CELLAR, "Prosecco at Corks please", {"wine": "Prosecco at Corks", "merchant": "Corks"},
     {"wine": "Prosecco", "merchant": "Corks"}),
    (_PAINT, "Mix Elephant's Breath at Decorama",
     {"colour": "Elephant's Breath", "shop": "Elephant's Breath at Decorama"},
     {"colour": "Elephant's Breath", "shop": "Decorama"}),
    (_SHOW, "Tickets for Hockney at the Tate in St Ives",
     {"exhibition": "Hockney at the Tate in St Ives", "gallery": "Tate"},
     {"exhibition": "Hockney", "gallery": "Tate"}),
    (_DELI, "Some chorizo from Brindisa",
     {"item": "chorizo from Brindisa", "deli": "chorizo from Brindisa"},
     {"item": "chorizo", "deli": "Brindisa"}),
    (_ACT, "Suede at the Roundhouse", {"act": "Suede at the Roundhouse", "venue": "Roundhouse"},
     {"act": "Suede", "venue": "Roundhouse"}),
    (_DIARY, "Lunch at Dishoom on Friday", {"title": "Lunch at Dishoom", "location": "Dishoom"},
     None),
    (_TABLE, "Book Hawksmoor and add the message anniversary at Hawksmoor",
     {"restaurant": "Hawksmoor", "message": "anniversary at Hawksmoor"}, None),
    (_STOCK, "Search vinyl at Rough Trade", {"query": "vinyl at Rough Trade",
                                             "shop": "Rough Trade"}, None),
    (_EVENING, "Dune at Vue and dinner at Dishoom", {"cinema": "Dune at Vue",
                                                     "restaurant": "Dishoom"}, None),
    (_CELLAR, "Prosecco at Corks please", {"wine": "Prosecco", "merchant": "Corks"}, None),
    (_CELLAR, "Prosecco at the corner shop",
     {"wine": "Prosecco at the corner shop", "merchant": "corner shop"}, None),
    (_BARS, "Cocktails at Soho in London", {"city": "London", "drink": "Cocktails at Soho"},
     None),
]
PLACED = [(t, r, m, m if w is None else w) for t, r, m, w in PLACED]

_COFFEE = _tool("coffee_takeaway", {"drink": _S, "cafe": _S})
_BAKE = _tool("loaf_buy", {"loaf": _S, "bakery": _S})
_STATIONER = _tool("stationery_buy", {"item": _S, "shop": _S})
_GARDEN = _tool("plant_buy", {"plant": _S, "centre": _S})
_SOUVENIR = _tool("souvenir_buy", {"souvenir": _S, "museum": _S})
_REVIEWS = _tool("hotel_reviews", {"hotel": _S})
_DEPARTURES = _tool("departures", {"station": _S, "destination": _S})
FROM: list[tuple[Tool, str, Any, Any]] = [
    (_COFFEE, "A latte from Notes please", {"drink": "latte", "cafe": "Starbucks"},
     {"drink": "latte", "cafe": "Notes"}),
    (_BAKE, "A sourdough from Hobbs House", {"loaf": "sourdough", "bakery": "Bloomshop"},
     {"loaf": "sourdough", "bakery": "Hobbs House"}),
    (_STATIONER, "Envelopes from Rymans", {"item": "envelopes", "shop": "Office Depot"},
     {"item": "envelopes", "shop": "Rymans"}),
    (_GARDEN, "Lavender from Petersham Nurseries", {"plant": "lavender", "centre": "Wisley"},
     {"plant": "lavender", "centre": "Petersham Nurseries"}),
    (_DEPARTURES, "Trains from York to Leeds", {"station": "Yorkshire", "destination": "Leeds"},
     {"station": "York", "destination": "Leeds"}),
    (_REVIEWS, "Reviews from Tripadvisor for the Ritz", {"hotel": "Hilton"}, None),
    (_COFFEE, "A latte from Notes, I'm from Leeds", {"drink": "latte", "cafe": "Starbucks"},
     None),
    (_COFFEE, "A latte from Notes please", {"drink": "latte", "cafe": "Notes"}, None),
    (_SOUVENIR, "A guidebook from the Fitzwilliam", {"souvenir": "guidebook",
                                                     "museum": "Louvre"}, None),
    (_BAKE, "A sourdough please, the one from Hobbs House",
     {"loaf": "sourdough", "bakery": "Bloomshop"}, None),
]
FROM = [(t, r, m, m if w is None else w) for t, r, m, w in FROM]

_GYM = _tool("gym_session", {"class_name": _S, "gym": _S})
_TIMBER = _tool("timber_buy", {"item": _S, "yard": _S}, "Buy timber at a timber yard.")
OPENED: list[tuple[Tool, str, Any, Any]] = [
    (_COFFEE, "A mocha at Caffe Nero please",
     {"drink": "A mocha at Caffe Nero", "cafe": "Caffe Nero"},
     {"drink": "mocha", "cafe": "Caffe Nero"}),
    (_STATIONER, "A glue stick from Paperchase",
     {"item": "A glue stick from Paperchase", "shop": "A glue stick from Paperchase"},
     {"item": "glue stick", "shop": "Paperchase"}),
    (_GYM, "A boxing class at Fitness Hub",
     {"class_name": "boxing", "gym": "A boxing class at Fitness Hub"},
     {"class_name": "boxing", "gym": "Fitness Hub"}),
    (_TIMBER, "Some fence posts from Jewson",
     {"item": "fence posts", "yard": "Some fence posts from Jewson"},
     {"item": "fence posts", "yard": "Jewson"}),
    (_GYM, "A boxing class at Fitness Hub",
     {"class_name": "A boxing class at Fitness Hub", "gym": "Fitness Hub"},
     {"class_name": "boxing", "gym": "Fitness Hub"}),
    (_GYM, "A boxing class at Fitness Hub", {"class_name": "boxing", "gym": "Fitness Hub"},
     None),
]
OPENED = [(t, r, m, m if w is None else w) for t, r, m, w in OPENED]

_VAN = _tool("van_rental", {"van": _S, "branch": _S}, "Hire a van from a branch.")
GROWN: list[tuple[Tool, str, Any, Any]] = [
    (_COFFEE, "A flat white at Grindsmith please",
     {"drink": "flat white", "cafe": "Grindsmith Coffee"},
     {"drink": "flat white", "cafe": "Grindsmith"}),
    (_STATIONER, "Envelopes from Smythson in Mayfair",
     {"item": "envelopes", "shop": "Smythson Mayfair"},
     {"item": "envelopes", "shop": "Smythson"}),
    (_DELI, "Olives from Melrose", {"item": "olives", "deli": "olives Melrose"},
     {"item": "olives", "deli": "Melrose"}),
    (_GARDEN, "Lavender from Hortus please",
     {"plant": "lavender", "centre": "Hortus Garden Centre"},
     {"plant": "lavender", "centre": "Hortus"}),
    (_COFFEE, "A flat white at Grindsmith Coffee",
     {"drink": "flat white", "cafe": "Grindsmith Coffee"}, None),
    (_COFFEE, "A flat white at Grindsmith please",
     {"drink": "flat white", "cafe": "Grindsmith"}, None),
    (_VAN, "A van from Sixt, the Manchester branch",
     {"van": "van", "branch": "Sixt Manchester"}, None),
]
GROWN = [(t, r, m, m if w is None else w) for t, r, m, w in GROWN]

_SCOOP = _tool("scoop_order", {"flavour": _S, "parlour": _S},
               "Order a scoop at an ice cream parlour.")
WHOLE: list[tuple[Tool, str, Any, Any]] = [
    (_COFFEE, "An iced mocha at Brewlab please", {"drink": "mocha", "cafe": "Brewlab"},
     {"drink": "iced mocha", "cafe": "Brewlab"}),
    (_BAKE, "A rye sourdough from Loafery", {"loaf": "sourdough", "bakery": "Loafery"},
     {"loaf": "rye sourdough", "bakery": "Loafery"}),
    (_GARDEN, "A weeping willow from Fernhill", {"plant": "willow", "centre": "Fernhill"},
     {"plant": "weeping willow", "centre": "Fernhill"}),
    (_DELI, "Some Roquefort cheese from Quayside", {"item": "cheese", "deli": "Quayside"},
     {"item": "Roquefort cheese", "deli": "Quayside"}),
    (_COFFEE, "My oat cortado at Brewlab", {"drink": "oat", "cafe": "Brewlab"},
     {"drink": "oat cortado", "cafe": "Brewlab"}),
    (_GYM, "A barre class at Corefit", {"class_name": "barre", "gym": "Corefit"}, None),
    (_SCOOP, "A lemon sorbet at Dolcetto", {"flavour": "lemon", "parlour": "Dolcetto"},
     None),
    (_COFFEE, "A cup of hibiscus at Brewlab", {"drink": "hibiscus", "cafe": "Brewlab"},
     None),
    (_GARDEN, "Weeping willows from Fernhill", {"plant": "willows", "centre": "Fernhill"},
     None),
    (_COFFEE, "An iced mocha at Brewlab please", {"drink": "iced mocha", "cafe": "Brewlab"},
     None),
    (_BAKE, "A barley loaf from Loafery", {"loaf": "barley", "bakery": "Loafery"}, None),
]
WHOLE = [(t, r, m, m if w is None else w) for t, r, m, w in WHOLE]

_FISHMONGER = _tool("fish_counter_sell", {"fish": _S, "fishmonger": _S},
                    "Buy fish from a fishmonger.")
_CHEESEMONGER = _tool("cheese_wedge_buy", {"cheese": _S, "cheesemonger": _S},
                      "Buy cheese from a cheesemonger.")
_BUTCHER = _tool("butcher_meat_buy", {"meat": _S, "butcher": _S}, "Order meat from a butcher.")
_GOOSE = _tool("goose_shop_order", {"goose": _S, "shop": _S}, "Order a goose at a shop.")
AT: list[tuple[Tool, str, Any, Any]] = [
    (_FISHMONGER, "Some monkfish at Seaview Fish",
     {"fish": "monkfish", "fishmonger": "Neptune's"},
     {"fish": "monkfish", "fishmonger": "Seaview Fish"}),
    (_CHEESEMONGER, "Some Cheddar at Crumbly Corner",
     {"cheese": "Crumbly Corner", "cheesemonger": "Cheddar"},
     {"cheese": "Cheddar", "cheesemonger": "Crumbly Corner"}),
    (_BUTCHER, "Some pork sausages at Hindmarsh", {"meat": "sausages", "butcher": "Hindmarsh"},
     {"meat": "pork sausages", "butcher": "Hindmarsh"}),
    (_BUTCHER, "Lamb cutlets at Hindmarsh in Settle",
     {"meat": "Lamb cutlets", "butcher": "Hindmarsh in Settle"},
     {"meat": "Lamb cutlets", "butcher": "Hindmarsh"}),
    (_CHEESEMONGER, "Some Brie at Crumbly Corner",
     {"cheese": "Brie", "cheesemonger": "Crumbly Corner Cheese"},
     {"cheese": "Brie", "cheesemonger": "Crumbly Corner"}),
    (_BUTCHER, "A turkey at Christmas", {"meat": "turkey", "butcher": "Hindmarsh"}, None),
    (_GOOSE, "A goose at Christmas please", {"goose": "goose", "shop": "Hindmarsh"}, None),
    (_FISHMONGER, "A crab at Noon", {"fish": "crab", "fishmonger": "Neptune's"}, None),
    (_FISHMONGER, "Some monkfish at Seaview Fish",
     {"fish": "monkfish", "fishmonger": "Seaview Fish"}, None),
]
AT = [(t, r, m, m if w is None else w) for t, r, m, w in AT]

_STEAMER = _tool("steamer_hire", {"tool": _S, "hire_shop": _S}, "Hire a tool from a hire shop.")
_CHANDLER = _tool("boat_gear_buy", {"gear": _S, "chandler": _S}, "Buy boat gear from a chandler.")
_TOASTIE = _tool("toastie_order", {"sandwich": _S, "bar": _S},
                 "Order a sandwich at a sandwich bar.")
_FREESIA = _tool("freesia_order", {"flowers": _S, "florist": _S}, "Order flowers from a florist.")
NAMED: list[tuple[Tool, str, Any, Any]] = [
    (_STEAMER, "A wallpaper steamer from Kit Hire",
     {"tool": "wallpaper steamer", "hire_shop": "A steamer from Kit Hire"},
     {"tool": "wallpaper steamer", "hire_shop": "Kit Hire"}),
    (_CHANDLER, "A boat hook at Mast Head in Poole",
     {"gear": "boat hook", "chandler": "Chandler Gear"},
     {"gear": "boat hook", "chandler": "Mast Head"}),
    (_TOASTIE, "A cheese toastie at Crumb Club", {"sandwich": "cheese toastie", "bar": "Cheese"},
     {"sandwich": "cheese toastie", "bar": "Crumb Club"}),
    (_FREESIA, "Some freesias at Stem Studio",
     {"flowers": "freesias", "florist": "Freesia Florist"},
     {"flowers": "freesias", "florist": "Stem Studio"}),
    (_CHANDLER, "A boat hook at the Mast Head", {"gear": "boat hook", "chandler": "Chandler Gear"},
     None),
    (_TOASTIE, "A cheese toastie at Crumb Club or Loaf Lab",
     {"sandwich": "cheese toastie", "bar": "Cheese"}, None),
    # written as one that must stand ("another spelling"), corrected after the first run:
    # the request's spelling is the user's, and the misspelt names' rule gives it
    (_FREESIA, "Some freesias at Stem Studio", {"flowers": "freesias", "florist": "Stem Studios"},
     {"flowers": "freesias", "florist": "Stem Studio"}),
    (_CHANDLER, "A boat hook at Easter", {"gear": "boat hook", "chandler": "Chandler Gear"},
     None),
    (_TOASTIE, "A cheese toastie at Crumb Club",
     {"sandwich": "cheese toastie", "bar": "Crumb Club"}, None),
]
NAMED = [(t, r, m, m if w is None else w) for t, r, m, w in NAMED]
