"""The sixty-third and sixty-fourth groups of ``ordinary_requests.py``: a trip's start
and end beside the request's "from" and "to" (``agentnb.directions.route_swap``), and a
count written into the thing beside the number holding it (``agentnb.counted.count_cut``);
and the sixty-fifth (``SHAPES``, written 12-07, forty-second session, after
``agentnb.placeholders.shapeless`` and ``fragment`` and before any run of them on these):
made-up values no word has the shape of, which the refill must ask again (the policies
alone leave them: this bench runs without the refill, ``refill_probe.py`` counts what it
would ask), and made-up values of that look that must stay (a date for a parameter of a
moment, a version, a code, a flag's word, marks the request writes); and the sixty-sixth
(``JOINED``, written 12-07, forty-third session, after ``agentnb.spaced.joined`` and before
any run of it on these): words joined by underscores as an identifier for a parameter that
takes words, which the refill must ask again (or ``spaced_fix`` give, where the identifier
is the request's words alone), and identifiers that must stay (a parameter naming an
identifier or a stored thing, the tool's own form, a tool's name, a request writing one);
and the sixty-seventh (``WHOLE``, written 12-07, forty-third session, after
``agentnb.runs.whole`` and before any run of it on these): a request copied whole into
one argument, which the refill must ask again, and whole requests that must stay (a
title, an issue, a tool of one argument, a name as written); and the sixty-eighth
(``ONES``, written 12-07, forty-third session, after ``counted.counts_before`` read "a" and
"an" as one and before any run of it on these): "for an hour" beside another count, and
"a" or "an" that count no one (a rate, a half, "a day or two", another unit, twice); and
the sixty-ninth (``OFFERED``, written 12-07, forty-fourth session, after the change of the
runs the refill offers, ``agentnb.runs``, and of ``spaced_fix``'s words, before any run of
them on these): identifiers of a command and an article, of a possessive, of a thing and
"near" or "around", which ``spaced_fix`` must leave to the refill, identifiers of the thing
it must still space, names opening with "The" or holding a town, which must stand; and the
seventieth (``NUMBERED``, written 12-07, forty-fourth session, after
``agentnb.spaced.numbered`` and before any run of it on these): a word of the
parameter's or the tool's name with a number nobody writes, which the refill must ask
again, and such values that must stay (written by the request, an identifier's, the
parameter's own form, a number joined to another word); and the seventy-first
(``TOWNS_ALONE``, written 12-07, forty-fifth session, after ``agentnb.places.town_cut``
read the town alone as a venue's value, and before any run of it on these): the town a
request writes after a venue's name, alone in the venue's argument, which must become the
venue's name, and such values that must stay (a place's parameter, the venue's name held
by another argument, a venue in lower case, a word that places no venue, "from" in a later
clause, a town ending with a venue's word); and the seventy-second (``SWAPPED``, written
12-07, forty-fifth session, after ``agentnb.places.venue_swap`` and before any run of it on
these): a thing and its venue each in the other's argument, which must be swapped back,
and such calls that must stay (no placing word, the town after "in", two venues'
parameters, a value written twice, a venue the model made up); and the seventy-third
(``MISSPELT``, written 12-07, forty-fifth session, after ``agentnb.names.misspelt`` and
before any run of it on these): a name of the request one or two letters off in the
model's value, which the refill must ask again, and such values that must stay (a word
made from the name, a plural, the name spelled right, a code, a lower-case word); and the
seventy-fourth (``OPENINGS``, written 12-07, forty-sixth session, after
``agentnb.opening.opening_cut`` and before any run of it on these): a thing copied with the
possessive or the article the request writes before it, which must be cut, and such values
that must stay (a person's or a place's parameter, an issue, "The" inside a sentence, a
capital after "My" opening a sentence); and the seventy-fifth (``TOLD``, written 12-07,
forty-sixth session, after ``places._told`` read only the last word of what a tool's text
places, and before any run of it on these): a venue's name written for the thing too,
where the tool's text places the venue with the thing's word ("from a tea merchant"),
which the refill must ask again, and such calls that must stand (the name placed by no
word, the call right, a place after the venue); and the seventy-sixth (``TOWNS``,
written 12-07, forty-seventh session, after ``refill.venue_town_held`` and before any run
of it on these): a thing holding the town the request names its venue with ("Bath" as
the book of "Get Circe from Topping in Bath"), which the refill must ask again, and such
calls that must stand (a place's argument, no placing word before the venue, the call
right, a town in lower case, a name holding "in").

Written 12-07 (forty-first session) after those two rules and before any run of them on
these: where each must act, and where it may act wrongly (the model's call right, "to"
leading to a second place or a person, a count said twice, a measure before the thing,
a name with a count). The requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool

_S, _I = {"type": "string"}, {"type": "integer"}


def _tool(name: str, props: dict[str, Any], text: str | None = None) -> Tool:
    """A tool of required ``props``, described by ``text`` or by its name in words."""
    return Tool.from_schema(name, text or name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": list(props)}, fn=lambda **k: "ok")


_COACH = _tool("coach_seat", {"origin": _S, "destination": _S})
_CAB = _tool("cab_order", {"pickup": _S, "dropoff": _S})
_MOVE = _tool("move_van", {"from_address": _S, "to_address": _S})
_PAIR = _tool("two_towns", {"first_town": _S, "second_town": _S})
_PARCEL = _tool("parcel_send", {"origin": _S, "destination": _S, "recipient": _S})
TRIPS: list[tuple[Tool, str, Any, Any]] = [
    (_COACH, "Coach to Cardiff from Swansea", {"origin": "Cardiff", "destination": "Swansea"},
     {"origin": "Swansea", "destination": "Cardiff"}),
    (_CAB, "A taxi to the Grand Hotel from Paddington", {"pickup": "Grand Hotel",
                                                         "dropoff": "Paddington"},
     {"pickup": "Paddington", "dropoff": "Grand Hotel"}),
    (_MOVE, "Moving to 5 Rye Lane from 30 Oak Street", {"from_address": "5 Rye Lane",
                                                        "to_address": "30 Oak Street"},
     {"from_address": "30 Oak Street", "to_address": "5 Rye Lane"}),
    (_COACH, "Tickets to Exeter please, I'm coming from Plymouth",
     {"origin": "Exeter", "destination": "Plymouth"},
     {"origin": "Plymouth", "destination": "Exeter"}),
    (_COACH, "Coach to Cardiff from Swansea", {"origin": "Swansea", "destination": "Cardiff"},
     None),
    (_COACH, "I need to get from Swansea to Cardiff", {"origin": "Swansea",
                                                       "destination": "Cardiff"}, None),
    (_COACH, "Coach to Cardiff from Swansea, then to Newport",
     {"origin": "Cardiff", "destination": "Swansea"}, None),
    (_COACH, "A coach from Bristol to Bath, a present to Mum", {"origin": "Bristol",
                                                               "destination": "Bath"}, None),
    (_COACH, "Coach to Cardiff from Swansea", {"origin": "Cardiff",
                                               "destination": "Swansea Bus Station"}, None),
    (_PAIR, "Buses to Cardiff from Swansea", {"first_town": "Cardiff",
                                              "second_town": "Swansea"}, None),
    (_PARCEL, "Send this to Anna from Leeds to York", {"origin": "Leeds",
                                                       "destination": "York",
                                                       "recipient": "Anna"}, None),
    (_COACH, "Coach to Cardiff, not from Swansea", {"origin": "Cardiff",
                                                    "destination": "Swansea"}, None),
]
TRIPS = [(t, r, m, m if w is None else w) for t, r, m, w in TRIPS]

_BAKERY = _tool("bakery_pickup", {"bakery": _S, "item": _S, "quantity": _I})
_TYRES = _tool("tyre_change", {"tyre": _S, "tyres": _I, "garage": _S})
_MILK = _tool("milk_order", {"item": _S, "quantity": _I})
_SEEDS = _tool("seed_packets", {"seeds": _S, "packets": _I})
_BEEF = _tool("butcher_buy", {"cut": _S, "quantity": _I})
_NOTE = _tool("order_with_note", {"item": _S, "quantity": _I, "note": _S})
_HIRE = _tool("kayak_by_hour", {"boat": _S, "hours": _I})
COUNTS: list[tuple[Tool, str, Any, Any]] = [
    (_BAKERY, "Order 6 scones from Bettys", {"bakery": "Bettys", "item": "6 scones",
                                             "quantity": 6},
     {"bakery": "Bettys", "item": "scones", "quantity": 6}),
    (_BAKERY, "Three jam doughnuts from Greggs", {"bakery": "Greggs",
                                                  "item": "Three jam doughnuts",
                                                  "quantity": 3},
     {"bakery": "Greggs", "item": "jam doughnuts", "quantity": 3}),
    (_TYRES, "Two summer tyres at Halfords", {"tyre": "Two summer tyres", "tyres": 2,
                                              "garage": "Halfords"},
     {"tyre": "summer tyres", "tyres": 2, "garage": "Halfords"}),
    (_BAKERY, "Order 6 scones from Bettys", {"bakery": "Bettys", "item": "6 scones",
                                             "quantity": 1}, None),
    (_MILK, "Two bottles of 2 percent milk", {"item": "2 percent milk", "quantity": 2}, None),
    (_MILK, "2 percent milk please", {"item": "2 percent milk", "quantity": 2}, None),
    # count_cut leaves it (a measure: "of"); the right call has the seeds alone, which
    # the refill asks among the runs (refill.no_value: the number's value inside)
    (_SEEDS, "Two packets of basil seeds", {"seeds": "Two packets of basil seeds",
                                            "packets": 2},
     {"seeds": "basil seeds", "packets": 2}),
    (_BEEF, "2 kg of brisket", {"cut": "2 kg of brisket", "quantity": 2}, None),
    (_BAKERY, "Order 6 scones from Bettys", {"bakery": "Bettys", "item": "scones",
                                             "quantity": 6}, None),
    (_BAKERY, "4 Eccles cakes from Bettys", {"bakery": "Bettys", "item": "4 Eccles cakes",
                                             "quantity": 4}, None),
    (_NOTE, "3 pies, note: 3 pies for the party", {"item": "pies", "quantity": 3,
                                                   "note": "3 pies for the party"}, None),
    (_HIRE, "A kayak for 3 hours", {"boat": "kayak", "hours": 3}, None),
]
COUNTS = [(t, r, m, m if w is None else w) for t, r, m, w in COUNTS]

_PUNT = _tool("punt_hire", {"punt": _S, "hours": _I})
_HALL = _tool("hall_hire", {"hall": _S, "guests": _I})
_MOOR = _tool("boat_mooring", {"boat": _S, "nights": _I})
_PARK = _tool("scooter_park", {"vehicle": _S, "hours": _I})
_KIT = _tool("kit_hire", {"kit": _S, "days": _I})
_REMIND = _tool("reminder_set", {"event": _S, "when": _S})
_ROOM = _tool("meeting_room", {"room": _S, "starts_at": _S})
_PIP = _tool("pip_install", {"package": _S, "version": _S})
_ZIP = _tool("zip_weather", {"zip": _S})
_TOGGLE = _tool("toggle_feature", {"feature": _S, "value": _S})
_CODE = _tool("explain_code", {"snippet": _S})
_SEASON = _tool("team_fixtures", {"team": _S, "season": _S})
_FIXTURE = Tool.from_schema("fixture_record", "Record a match.", {
    "type": "object", "properties": {"fixture": {"type": "string",
                                                 "description": "The match day"}},
    "required": ["fixture"]}, fn=lambda **k: "ok")
SHAPES: list[tuple[Tool, str, Any, Any]] = [
    (_PUNT, "A chauffeured punt for 2 hours", {"punt": ");", "hours": 2},
     {"punt": "chauffeured punt", "hours": 2}),
    (_HALL, "The Assembly Rooms for 90 guests", {"hall": "2024-06-01", "guests": 90},
     {"hall": "Assembly Rooms", "guests": 90}),
    (_MOOR, "Moor the Jenny Wren for 3 nights", {"boat": "3.0", "nights": 3},
     {"boat": "Jenny Wren", "nights": 3}),
    (_PARK, "Park a moped for 2 hours", {"vehicle": "V1234567", "hours": 2},
     {"vehicle": "moped", "hours": 2}),
    (_KIT, "A camping kit for 4 days", {"kit": "});\nreturn kit", "days": 4},
     {"kit": "camping kit", "days": 4}),
    (_REMIND, "Remind me of the vet visit", {"event": "vet visit", "when": "2025-03-01"},
     None),
    (_ROOM, "Book the Garden Room", {"room": "Garden Room",
                                     "starts_at": "2025-01-06 09:00"}, None),
    (_PIP, "Install the newest requests", {"package": "requests", "version": "2.32.3"},
     None),
    (_ZIP, "Weather at the Empire State Building", {"zip": "10118"}, None),
    (_TOGGLE, "Switch the night light off", {"feature": "night light", "value": "false"},
     None),
    (_CODE, "What does ); mean in C?", {"snippet": ");"}, None),
    (_SEASON, "Arsenal's fixtures", {"team": "Arsenal", "season": "2024-08-01"}, None),
    (_FIXTURE, "Record the derby", {"fixture": "2024-05-01"}, None),
    (_HIRE, "A kayak for 2 hours", {"boat": "kayak", "hours": 2}, None),
]
SHAPES = [(t, r, m, m if w is None else w) for t, r, m, w in SHAPES]

_BOOTH = _tool("booth_hire", {"booth": _S, "hours": _I})
_CLASS = _tool("class_book", {"subject": _S, "people": _I})
_SPA = _tool("spa_book", {"treatment": _S, "spa": _S})
_VAN = _tool("van_hire", {"van": _S, "days": _I})
_MACHINE = _tool("machine_hire", {"machine": _S, "days": _I})
_NOTE_OPEN = _tool("note_open", {"note": _S})
_ENV = _tool("env_set", {"variable": _S, "value": _S})
_PLAN = Tool.from_schema("plan_pick", "Pick a plan.", {
    "type": "object", "properties": {"plan": {"type": "string",
                                              "description": "basic_monthly or pro_yearly"}},
    "required": ["plan"]}, fn=lambda **k: "ok")
_DOCS = _tool("tool_docs", {"tool": _S})
_SETTING = _tool("setting_change", {"setting": _S, "value": _S})
JOINED: list[tuple[Tool, str, Any, Any]] = [
    (_BOOTH, "A selfie booth for 3 hours", {"booth": "selfie_booth_3", "hours": 3},
     {"booth": "selfie booth", "hours": 3}),
    (_CLASS, "A watercolour painting class for 6 people",
     {"subject": "watercolour_class_booking", "people": 6},
     {"subject": "watercolour painting", "people": 6}),
    (_SPA, "An Indian head massage at Serenity",
     {"treatment": "Indian_Head_Massage_Deluxe", "spa": "Serenity"},
     {"treatment": "Indian head massage", "spa": "Serenity"}),
    (_VAN, "A Luton van for 2 days", {"van": "van_2", "days": 2},
     {"van": "Luton van", "days": 2}),
    (_MACHINE, "A rowing machine for 3 days", {"machine": "rowing_machine", "days": 3},
     {"machine": "rowing machine", "days": 3}),
    (_NOTE_OPEN, "Open my packing list", {"note": "packing_list"}, None),
    (_ENV, "Turn the debug flag on", {"variable": "DEBUG_MODE_ENABLED", "value": "on"},
     None),
    (_PLAN, "The pro plan, paid yearly", {"plan": "pro_yearly"}, None),
    (_DOCS, "How do I use the docs tool?", {"tool": "tool_docs"}, None),
    (_SETTING, "Set log_level to debug", {"setting": "log_level_name", "value": "debug"},
     None),
]
JOINED = [(t, r, m, m if w is None else w) for t, r, m, w in JOINED]

_LESSON = _tool("lesson_hours", {"instrument": _S, "hours": _I})
_CHEESE = _tool("cheese_shop", {"cheese": _S, "shop": _S})
_GIFT = _tool("gift_wrap", {"gift": _S, "shop": _S})
_TAXI = _tool("taxi_book", {"pickup": _S, "destination": _S})
_BOOK = _tool("book_find", {"title": _S, "author": _S})
_CAFE = _tool("cafe_find", {"cafe": _S})
_REPAIR = _tool("repair_book", {"issue": _S, "address": _S})
_FILM = _tool("film_showing", {"film": _S, "cinema": _S})
WHOLE: list[tuple[Tool, str, Any, Any]] = [
    (_LESSON, "Cello for an afternoon", {"instrument": "Cello for an afternoon", "hours": 3},
     {"instrument": "Cello", "hours": 3}),
    (_CHEESE, "Some Stilton from Paxton and Whitfield",
     {"cheese": "Some Stilton from Paxton and Whitfield", "shop": "Paxton and Whitfield"},
     {"cheese": "Stilton", "shop": "Paxton and Whitfield"}),
    (_CHEESE, "Some Stilton from Paxton and Whitfield please",
     {"cheese": "Some Stilton from Paxton and Whitfield", "shop": "Cheese Shop"},
     {"cheese": "Stilton", "shop": "Paxton and Whitfield"}),
    (_GIFT, "A scarf from Liberty for my mum",
     {"gift": "A scarf from Liberty for my mum", "shop": "A scarf from Liberty for my mum"},
     {"gift": "scarf", "shop": "Liberty"}),
    (_TAXI, "A taxi from the station to Kew Gardens",
     {"pickup": "A taxi from the station to Kew Gardens", "destination": "Kew Gardens"},
     {"pickup": "station", "destination": "Kew Gardens"}),
    (_BOOK, "The Old Man and the Sea", {"title": "The Old Man and the Sea",
                                        "author": "Ernest Hemingway"}, None),
    (_CAFE, "A cafe by the sea", {"cafe": "A cafe by the sea"}, None),
    (_REPAIR, "Damp in the bedroom at 4 Elm Row", {"issue": "Damp in the bedroom at 4 Elm Row",
                                                    "address": "4 Elm Row"}, None),
    (_FILM, "Pirates of the Caribbean", {"film": "Pirates of the Caribbean",
                                         "cinema": "Odeon"}, None),
    (_LESSON, "Cello for an afternoon", {"instrument": "Cello", "hours": 3}, None),
]
WHOLE = [(t, r, m, m if w is None else w) for t, r, m, w in WHOLE]

_ROWING = _tool("rowing_boat", {"boat": _S, "hours": _I})
_STAY = _tool("inn_stay", {"inn": _S, "nights": _I})
_CAR = _tool("car_rent", {"car": _S, "days": _I})
_TICKETS = _tool("show_tickets", {"show": _S, "tickets": _I})
ONES: list[tuple[Tool, str, Any, Any]] = [
    (_ROWING, "A rowing boat for an hour", {"boat": "rowing boat", "hours": 2},
     {"boat": "rowing boat", "hours": 1}),
    (_STAY, "The Swan for a night", {"inn": "The Swan", "nights": 2},
     {"inn": "The Swan", "nights": 1}),
    (_CAR, "A Fiesta for a day please", {"car": "Fiesta", "days": 3},
     {"car": "Fiesta", "days": 1}),
    (_ROWING, "A rowing boat at 8 pounds an hour", {"boat": "rowing boat", "hours": 2},
     None),
    (_ROWING, "A rowing boat for half an hour", {"boat": "rowing boat", "hours": 1}, None),
    (_CAR, "A Fiesta for a day or two", {"car": "Fiesta", "days": 2}, None),
    (_CAR, "A Fiesta for a week", {"car": "Fiesta", "days": 7}, None),
    (_STAY, "The Swan, a night or two", {"inn": "The Swan", "nights": 2}, None),
    (_TICKETS, "Hamilton: a ticket for me and a ticket for my son",
     {"show": "Hamilton", "tickets": 2}, None),
    (_ROWING, "A rowing boat for an hour", {"boat": "rowing boat", "hours": 1}, None),
]
ONES = [(t, r, m, m if w is None else w) for t, r, m, w in ONES]

_RENT_DAYS = _tool("rent_days", {"equipment": _S, "days": _I})
_GIGS = _tool("gig_tickets", {"band": _S, "town": _S})
_GROOMING = _tool("dog_grooming", {"dog": _S, "groomer": _S})
_TOUR = _tool("city_tour", {"tour": _S, "city": _S})
_EYES = _tool("eye_appointment", {"appointment": _S, "optician": _S})
_HIRE_CAR = _tool("hire_car", {"car": _S, "town": _S})
OFFERED: list[tuple[Tool, str, Any, Any]] = [
    (_RENT_DAYS, "Rent a cement mixer for 2 days", {"equipment": "rent_a", "days": 2},
     {"equipment": "cement mixer", "days": 2}),
    (_RENT_DAYS, "Rent a cement mixer for 2 days", {"equipment": "cement_mixer", "days": 2},
     {"equipment": "cement mixer", "days": 2}),
    (_GIGS, "Any Wet Leg gigs near Leeds", {"band": "gigs_near", "town": "Leeds"},
     {"band": "Wet Leg", "town": "Leeds"}),
    (_GIGS, "Tickets for The Cribs in Wakefield", {"band": "The Cribs", "town": "Wakefield"},
     None),
    (_GROOMING, "Wash my collie at The Pampered Pooch",
     {"dog": "collie", "groomer": "The Pampered Pooch"}, None),
    (_GROOMING, "Wash my collie at The Pampered Pooch",
     {"dog": "wash_my", "groomer": "The Pampered Pooch"},
     {"dog": "collie", "groomer": "The Pampered Pooch"}),
    (_TOUR, "A canal walk around Birmingham", {"tour": "walk_around", "city": "Birmingham"},
     {"tour": "canal walk", "city": "Birmingham"}),
    (_TOUR, "A canal walk around Birmingham", {"tour": "canal_walk", "city": "Birmingham"},
     {"tour": "canal walk", "city": "Birmingham"}),
    (_EYES, "An eye test at Specsavers Opticians",
     {"appointment": "eye test", "optician": "Specsavers Opticians"}, None),
    (_HIRE_CAR, "A hatchback from Enterprise Leeds", {"car": "hatchback", "town": "Leeds"},
     None),
]
OFFERED = [(t, r, m, m if w is None else w) for t, r, m, w in OFFERED]

_KAYAK = _tool("kayak_hire", {"kayak": _S, "hours": _I})
_LOCKER = _tool("locker_hire", {"locker": _S, "days": _I})
_SPACE = _tool("event_space_hire", {"space": _S, "guests": _I})
_ACCOUNT = _tool("account_find", {"login": _S})
_LANE = Tool.from_schema("lane_book", "Book a bowling lane.", {
    "type": "object", "properties": {
        "lane": {"type": "string", "description": "The lane, e.g. Lane 4"},
        "players": {"type": "integer"}}, "required": ["lane", "players"]}, fn=lambda **k: "ok")
_PHONE = _tool("phone_repair", {"phone": _S, "fault": _S})
NUMBERED: list[tuple[Tool, str, Any, Any]] = [
    (_KAYAK, "A sit-on-top kayak for 2 hours", {"kayak": "Kayak 1", "hours": 2},
     {"kayak": "sit-on-top kayak", "hours": 2}),
    (_KAYAK, "A double kayak for an hour", {"kayak": "kayak2", "hours": 1},
     {"kayak": "double kayak", "hours": 1}),
    (_LOCKER, "A ski locker for 3 days", {"locker": "Locker_3", "days": 3},
     {"locker": "ski locker", "days": 3}),
    (_SPACE, "The garden room for 40 guests", {"space": "Space 40", "guests": 40},
     {"space": "garden room", "guests": 40}),
    (_SPACE, "A function room for 60 guests", {"space": "event1", "guests": 60},
     {"space": "function room", "guests": 60}),
    (_KAYAK, "Kayak 7 for 2 hours please", {"kayak": "Kayak 7", "hours": 2}, None),
    (_ACCOUNT, "Open my account", {"login": "account1"}, None),
    (_LANE, "A lane for 4 players", {"lane": "Lane 4", "players": 4}, None),
    (_PHONE, "My iPhone 12 has a cracked screen",
     {"phone": "iPhone 12", "fault": "cracked screen"}, None),
    (_LOCKER, "Locker 12 for 2 days", {"locker": "locker 12", "days": 2}, None),
]
NUMBERED = [(t, r, m, m if w is None else w) for t, r, m, w in NUMBERED]

_FLORIST = _tool("florist_collect", {"florist": _S, "bouquet": _S})
_GARAGE = _tool("garage_service", {"garage": _S, "car": _S})
_GALLERY_SHOP = Tool.from_schema("print_buy", "Buy a print from a gallery.", {
    "type": "object", "properties": {"gallery": _S, "print": _S},
    "required": ["gallery", "print"]}, fn=lambda **k: "ok")
_CLIMB = Tool.from_schema("climb_book", "Book a session at a climbing wall, in a town.", {
    "type": "object", "properties": {"wall": _S, "town": _S}, "required": ["wall"]},
    fn=lambda **k: "ok")
_CITY_BARS = _tool("bars_near", {"city": _S, "drink": _S})
TOWNS_ALONE: list[tuple[Tool, str, Any, Any]] = [
    (_FLORIST, "Collect the peonies at Stems in Ripon", {"florist": "Ripon", "bouquet": "peonies"},
     {"florist": "Stems", "bouquet": "peonies"}),
    (_GARAGE, "Service my Fiesta at Kwik Tyres in Hull",
     {"garage": "hull", "car": "Fiesta"}, {"garage": "Kwik Tyres", "car": "Fiesta"}),
    (_GALLERY_SHOP, "A print of the bridge from Castle Fine Art in Bath",
     {"gallery": "Bath", "print": "bridge"}, {"gallery": "Castle Fine Art", "print": "bridge"}),
    (_GARAGE, "An MOT for the Polo from Ace Motors in Derby",
     {"garage": "Derby", "car": "Polo"}, {"garage": "Ace Motors", "car": "Polo"}),
    (_CLIMB, "A session at The Arch in Bermondsey", {"wall": "Bermondsey"},
     {"wall": "The Arch"}),
    (_FLORIST, "Roses at Stems in Ripon", {"florist": "Ripon", "bouquet": "Stems"}, None),
    (_FLORIST, "Roses at the florist in Ripon", {"florist": "Ripon", "bouquet": "roses"}, None),
    (_CITY_BARS, "Cocktails at Soho in London", {"city": "London", "drink": "cocktails"},
     None),
    (_GARAGE, "My Polo at Ace Motors, I'm from Leeds in Kent",
     {"garage": "Kent", "car": "Polo"}, None),
    (_CLIMB, "A session at The Arch in Hyde Park", {"wall": "Hyde Park"}, None),
]
TOWNS_ALONE = [(t, r, m, m if w is None else w) for t, r, m, w in TOWNS_ALONE]

_SHOW = _tool("show_book", {"theatre": _S, "show": _S})
_GIG = Tool.from_schema("gig_book", "Buy tickets for an act at a venue.", {
    "type": "object", "properties": {"venue": _S, "act": _S}, "required": ["venue", "act"]},
    fn=lambda **k: "ok")
_DELI = _tool("deli_order", {"shop": _S, "item": _S})
_DATE_NIGHT = _tool("date_night", {"cinema": _S, "restaurant": _S})
SWAPPED: list[tuple[Tool, str, Any, Any]] = [
    (_SHOW, "Tickets for Cabaret at the Playhouse", {"theatre": "Cabaret", "show": "Playhouse"},
     {"theatre": "Playhouse", "show": "Cabaret"}),
    (_GIG, "Two tickets for Blondie at the Hammersmith Apollo",
     {"venue": "Blondie", "act": "Hammersmith Apollo"},
     {"venue": "Hammersmith Apollo", "act": "Blondie"}),
    (_DELI, "Parmesan from Lina Stores please", {"shop": "Parmesan", "item": "Lina Stores"},
     {"shop": "Lina Stores", "item": "Parmesan"}),
    (_DELI, "Olives at Valvona please", {"shop": "olives", "item": "Valvona"},
     {"shop": "Valvona", "item": "olives"}),
    (_SHOW, "Seats for Hairspray at the Coliseum tonight",
     {"theatre": "Hairspray", "show": "Coliseum"}, {"theatre": "Coliseum", "show": "Hairspray"}),
    (_DELI, "Does Valvona have olives?", {"shop": "olives", "item": "Valvona"}, None),
    (_DELI, "Olives at Valvona in Leith", {"shop": "Leith", "item": "Valvona"}, None),
    (_DATE_NIGHT, "Dinner at Dishoom and Dune", {"cinema": "Dune", "restaurant": "Dishoom"},
     None),
    (_DELI, "Olives at Valvona, the big olives", {"shop": "olives", "item": "Valvona"}, None),
    (_SHOW, "Tickets for Cabaret at the Playhouse", {"theatre": "Palace", "show": "Playhouse"},
     None),
]
SWAPPED = [(t, r, m, m if w is None else w) for t, r, m, w in SWAPPED]

_WINE_SHOP = _tool("wine_find", {"wine": _S, "merchant": _S})
_WALK = _tool("dog_walk_book", {"dog": _S, "area": _S})
_TOWN_SKY = _tool("town_forecast", {"town": _S})
_LANGUAGE = _tool("phrasebook", {"language": _S})
_STOCK = _tool("stock_quote", {"symbol": _S})
MISSPELT: list[tuple[Tool, str, Any, Any]] = [
    (_WINE_SHOP, "Any Riesling at Oddbins?", {"wine": "Reisling", "merchant": "Oddbins"},
     {"wine": "Riesling", "merchant": "Oddbins"}),
    (_WALK, "Walk Toffee around Ilkley", {"dog": "Coffee", "area": "Ilkley"},
     {"dog": "Toffee", "area": "Ilkley"}),
    (_TOWN_SKY, "Forecast for Whitby today", {"town": "Whitley"}, {"town": "Whitby"}),
    (_WALK, "Walk Maisie around Harrogate", {"dog": "Maisie", "area": "Harrowgate"},
     {"dog": "Maisie", "area": "Harrogate"}),
    (_TOWN_SKY, "Is it sunny in Penzance?", {"town": "Penzanse"}, {"town": "Penzance"}),
    (_LANGUAGE, "Phrases for my trip to Spain", {"language": "Spanish"}, None),
    (_WINE_SHOP, "Any Malbecs at Oddbins?", {"wine": "Malbec", "merchant": "Oddbins"}, None),
    (_TOWN_SKY, "Forecast for Edinbrugh today", {"town": "Edinburgh"}, None),
    (_STOCK, "Price of Tesla shares", {"symbol": "TSLA"}, None),
    (_WINE_SHOP, "Any rose wine at Oddbins?", {"wine": "rosé", "merchant": "Oddbins"}, None),
]
MISSPELT = [(t, r, m, m if w is None else w) for t, r, m, w in MISSPELT]

_GROOMER = _tool("dog_trim", {"dog": _S, "groomer": _S})
_CYCLE = _tool("cycle_service", {"bike": _S, "shop": _S})
_HALL = _tool("hall_book", {"room": _S, "people": _I})
_STAGE = _tool("stage_seats", {"theatre": _S, "show": _S})
_HANDSET = _tool("handset_fix", {"phone": _S, "shop": _S})
_MUG = _tool("mug_gift", {"gift": _S, "recipient": _S})
_FAULTS = _tool("boiler_fault", {"issue": _S, "address": _S})
_CALL_ON = _tool("call_on", {"person": _S, "town": _S})
OPENINGS: list[tuple[Tool, str, Any, Any]] = [
    (_GROOMER, "Trim my schnauzer at Fur Real", {"dog": "my schnauzer", "groomer": "Fur Real"},
     {"dog": "schnauzer", "groomer": "Fur Real"}),
    (_CYCLE, "Our tandem needs a service at Cycle Lab", {"bike": "Our tandem", "shop": "Cycle Lab"},
     {"bike": "tandem", "shop": "Cycle Lab"}),
    (_HALL, "Hire the long gallery for 50 people", {"room": "the long gallery", "people": 50},
     {"room": "long gallery", "people": 50}),
    (_STAGE, "Tickets for Annie at the Apollo", {"theatre": "The Apollo", "show": "Annie"},
     {"theatre": "Apollo", "show": "Annie"}),
    (_HANDSET, "Fix the screen of my Nokia at Fix Hub", {"phone": "my Nokia", "shop": "Fix Hub"},
     {"phone": "Nokia", "shop": "Fix Hub"}),
    (_HALL, "Hire a hall for 50 people", {"room": "a hall", "people": 50},
     {"room": "hall", "people": 50}),
    (_MUG, "A mug for my stepdad", {"gift": "mug", "recipient": "my stepdad"}, None),
    (_FAULTS, "The boiler at 3 Elm Road has no pressure",
     {"issue": "The boiler", "address": "3 Elm Road"}, None),
    (_HALL, "Hire The Old Library for 50 people", {"room": "The Old Library", "people": 50},
     None),
    (_HANDSET, "My Galaxy needs a new screen at Fix Hub", {"phone": "My Galaxy", "shop": "Fix Hub"},
     None),
    (_CALL_ON, "Visit my nan in Hull", {"person": "my nan", "town": "Hull"}, None),
    (_STAGE, "Seats for The Woman in Black at the Fortune",
     {"theatre": "Fortune", "show": "The Woman in Black"}, None),
]
OPENINGS = [(t, r, m, m if w is None else w) for t, r, m, w in OPENINGS]


_TEA = _tool("tea_buy", {"tea": _S, "merchant": _S}, "Order a tea from a tea merchant.")
_RECORD = _tool("record_put_by", {"record": _S, "shop": _S}, "Hold a record at a record shop.")
_CHEESE_SHOP = _tool("cheese_pick", {"cheese": _S, "shop": _S}, "Buy a cheese from a cheese shop.")
_FERN = _tool("plant_put_by", {"plant": _S, "nursery": _S}, "Hold a plant at a plant nursery.")
_ALLEY = _tool("alley_lane", {"alley": _S, "lane": _S}, "Book a lane at a bowling alley.")
_CAFE_IN = _tool("cafe_meet", {"cafe": _S, "town": _S}, "Meet at a cafe in a town.")
TOLD: list[tuple[Tool, str, Any, Any]] = [
    (_TEA, "Lapsang from Jing Tea", {"tea": "Jing Tea", "merchant": "Jing Tea"},
     {"tea": "Lapsang", "merchant": "Jing Tea"}),
    (_RECORD, "Hold Rumours at Rough Trade", {"record": "Rough Trade", "shop": "Rough Trade"},
     {"record": "Rumours", "shop": "Rough Trade"}),
    (_CHEESE_SHOP, "Some Brie from Neal's Yard",
     {"cheese": "Neal's Yard", "shop": "Neal's Yard"}, {"cheese": "Brie", "shop": "Neal's Yard"}),
    (_FERN, "A fern at Hillier please", {"plant": "Hillier", "nursery": "Hillier"},
     {"plant": "fern", "nursery": "Hillier"}),
    (_ALLEY, "Lane 4 at Hollywood Bowl", {"alley": "Hollywood Bowl", "lane": "Hollywood Bowl"},
     {"alley": "Hollywood Bowl", "lane": "Lane 4"}),
    (_RECORD, "Has Rough Trade got Rumours?", {"record": "Rough Trade", "shop": "Rough Trade"},
     None),
    (_RECORD, "Hold Rumours at Rough Trade", {"record": "Rumours", "shop": "Rough Trade"}, None),
    (_CAFE_IN, "Coffee at Bean There in Leeds", {"cafe": "Bean There", "town": "Leeds"}, None),
    (_ALLEY, "Lane 4 at Hollywood Bowl", {"alley": "Hollywood Bowl", "lane": "Lane 4"}, None),
    (_TEA, "Jing Tea tea from Jing Tea", {"tea": "Jing Tea", "merchant": "Jing Tea"}, None),
]
TOLD = [(t, r, m, m if w is None else w) for t, r, m, w in TOLD]


_DELI = _tool("deli_pick", {"item": _S, "deli": _S}, "Order an item from a deli.")
_BOOKS = _tool("book_put_by", {"book": _S, "shop": _S}, "Hold a book at a bookshop.")
_GIG = _tool("gig_seats", {"band": _S, "venue": _S, "town": _S})
_SHOW = _tool("show_seats", {"show": _S, "theatre": _S})
TOWNS: list[tuple[Tool, str, Any, Any]] = [
    (_BOOKS, "Get Circe from Topping in Bath", {"book": "Bath", "shop": "Topping"},
     {"book": "Circe", "shop": "Topping"}),
    (_DELI, "Some Manchego from Brindisa in Borough",
     {"item": "Borough", "deli": "Brindisa"}, {"item": "Manchego", "deli": "Brindisa"}),
    (_TEA, "Lapsang from Jing Tea in Soho", {"tea": "Soho", "merchant": "Jing Tea"},
     {"tea": "Lapsang", "merchant": "Jing Tea"}),
    (_RECORD, "Hold Rumours at Spillers in Cardiff", {"record": "cardiff", "shop": "Spillers"},
     {"record": "Rumours", "shop": "Spillers"}),
    (_FERN, "A fern at Hillier in Romsey", {"plant": "Hillier in Romsey", "nursery": "Hillier"},
     {"plant": "fern", "nursery": "Hillier"}),
    (_GIG, "Elbow at the Apollo in Manchester",
     {"band": "Elbow", "venue": "Apollo", "town": "Manchester"}, None),
    (_DELI, "Has Brindisa in Borough got Manchego?", {"item": "Borough", "deli": "Brindisa"},
     None),
    (_BOOKS, "Get Circe from Topping in Bath", {"book": "Circe", "shop": "Topping"}, None),
    (_DELI, "Brie from Paxton in the high street", {"item": "high street", "deli": "Paxton"},
     None),
    (_SHOW, "Singin' in the Rain at the Palladium",
     {"show": "Singin' in the Rain", "theatre": "Palladium"}, None),
]
TOWNS = [(t, r, m, m if w is None else w) for t, r, m, w in TOWNS]
