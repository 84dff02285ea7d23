"""The thirty-first and thirty-second groups of ``ordinary_requests.py``: a parameter's
example of several parts ("e.g. San Francisco, CA") beside requests that name places;
times and dates beside a described format ("in 24-hour format 'HH:MM'").

Written 12-06 after the rule for such an example copied (``agentnb.shapes.copy_fix``:
"San Francisco, CA" for "What's the weather in Boston, MA?") and before any run of it on
these: where it may act wrongly (the model's value right though the request writes it in
other words, "SF", "the Bay Area", while another place of the example's form stands in
another role, "I fly to Portland, OR") and where it must act.
"""

from __future__ import annotations

from typing import Any

from agentnb import Tool

_S = {"type": "string"}


def _tool(name: str, props: dict[str, Any]) -> Tool:
    return Tool.from_schema(name, name.replace("_", " ").capitalize() + ".", {
        "type": "object", "properties": props, "required": list(props)}, fn=lambda **k: "ok")


_WEATHER = _tool("weather_now", {"location": {
    **_S, "description": "The city and state, e.g. San Francisco, CA"}})
_EVENTS = _tool("events_in", {"place": {**_S, "description": "City and country, e.g. Paris, "
                                                              "France"}})
_FOOD = _tool("find_food", {"category": _S, "location": {
    **_S, "description": "The city, in the format 'City, State', such as 'Berkeley, CA'"}})
_DRIVE = _tool("drive_time", {
    "origin": {**_S, "description": "Start, city and state, e.g. San Francisco, CA"},
    "destination": {**_S, "description": "End, city and state, e.g. San Francisco, CA"}})

COPIES: list[tuple[Tool, str, Any, Any]] = [
    (_WEATHER, "Weather in San Francisco", {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Weather where my sister lives, Boston, MA", {"location": "Boston, MA"}, None),
    (_WEATHER, "Weather in SF; my mom is in Austin, TX", {"location": "San Francisco, CA"},
     None),
    (_EVENTS, "Events in Paris this weekend; I'm flying from Lyon, France",
     {"place": "Paris, France"}, None),
    (_WEATHER, "Weather in the Bay Area for a visitor from Austin, TX",
     {"location": "San Francisco, CA"}, None),
    (_FOOD, "Thai food near me, I'm at the Hilton in Berkeley, CA",
     {"category": "Thai", "location": "Berkeley, CA"}, None),
    (_WEATHER, "Weather in Paris, TX", {"location": "Paris, TX"}, None),
    (_EVENTS, "Events in Lyon", {"place": "Paris, France"}, {"place": "Lyon"}),
    (_WEATHER, "Weather in Springfield, IL or Springfield, MO?",
     {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Concerts aside, weather in Austin, TX for a trip from San Francisco, CA",
     {"location": "Austin, TX"}, None),
    (_EVENTS, "Events in Nice, France; my friend recommended the Negresco",
     {"place": "Paris, France"}, {"place": "Nice, France"}),
    (_DRIVE, "Drive time from San Francisco, CA to Reno, NV",
     {"origin": "San Francisco, CA", "destination": "Reno, NV"}, None),
    (_WEATHER, "Weather in the capital of Texas; I'm in Dallas, TX now",
     {"location": "Austin, TX"}, None),
    (_WEATHER, "Weather in San Fran", {"location": "San Francisco, CA"}, None),
    (_WEATHER, "What's the weather like in SF? I fly to Portland, OR tomorrow",
     {"location": "San Francisco, CA"}, None),
    (_WEATHER, "Weather at the Golden Gate Bridge; we drove up from San Jose, CA",
     {"location": "San Francisco, CA"}, None),
    (_FOOD, "Mexican food in Berkeley", {"category": "Mexican", "location": "Berkeley, CA"},
     None),
    (_FOOD, "Plays and food in Portland", {"category": "food", "location": "Berkeley"},
     {"category": "food", "location": "Portland"}),
    (_WEATHER, "How hot is it in Phoenix, AZ?", {"location": "San Francisco, CA"},
     {"location": "Phoenix, AZ"}),
    (_FOOD, "Sushi in Santa Cruz, CA tonight", {"category": "Sushi", "location": "Berkeley"},
     {"category": "Sushi", "location": "Santa Cruz, CA"}),
    (_EVENTS, "Any events in Porto, Portugal?", {"place": "Paris"},
     {"place": "Porto, Portugal"}),
    (_DRIVE, "Drive time to Reno, NV", {"origin": "San Francisco, CA",
                                        "destination": "Reno, NV"}, None),
]
COPIES = [(t, r, m, m if w is None else w) for t, r, m, w in COPIES]

_HOUR = {**_S, "description": "The time of the booking, in 24-hour format 'HH:MM'"}
_DAY = {**_S, "description": "The date, in the format 'YYYY-MM-DD'"}
_BOOK = Tool.from_schema("book_table", "Book a table.", {
    "type": "object", "required": ["name", "time"], "properties": {
        "name": _S, "time": _HOUR, "date": _DAY}}, fn=lambda **k: "ok")
_ALARM = _tool("set_alarm", {"alarm_time": {**_S, "description": "Alarm time, HH:MM"}})
_SHOWS = _tool("shows_on", {"show_date": _DAY})
_CALL = _tool("schedule_call", {"at": _HOUR, "duration": {
    **_S, "description": "Length of the call as HH:MM"}})
_REMIND = _tool("remind_at", {"when": {
    **_S, "description": "Date and time, in the format 'YYYY-MM-DD HH:MM'"}})

# The thirty-second group, written 12-06 (a later session) after times and dates beside a
# described format were read (``agentnb.moments``: "in 24-hour format 'HH:MM'", a date
# where a time is asked for), before any run of it: where they may act wrongly (two
# times, a time of the model's own, a duration, a date and time in one) and where they
# must act.
MOMENTS: list[tuple[Tool, str, Any, Any]] = [
    (_BOOK, "Book Zuni at 7 pm; we land at 18:00", {"name": "Zuni", "time": "19:00"}, None),
    (_ALARM, "Alarm for 6:15 am tomorrow", {"alarm_time": "06:15"}, None),
    (_SHOWS, "Shows this weekend, from 18:00", {"show_date": "18:00"}, None),
    (_SHOWS, "Shows on 2027-05-02; doors at 18:00", {"show_date": "2027-05-02"}, None),
    (_CALL, "Schedule a 90 minute call at 3 pm", {"at": "15:00", "duration": "01:30"}, None),
    (_REMIND, "Remind me on 2027-03-01 at 09:00", {"when": "2027-03-01 09:00"}, None),
    (_BOOK, "Book Zuni at 19:00 on 2027-01-09",
     {"name": "Zuni", "time": "19:00", "date": "2027-01-09"}, None),
    (_ALARM, "Alarm at half past six", {"alarm_time": "06:30"}, None),
    (_BOOK, "Book Zuni an hour after 6 pm", {"name": "Zuni", "time": "19:00"}, None),
    (_BOOK, "Book Zuni on 2027-01-09 at noon",
     {"name": "Zuni", "time": "2027-01-09", "date": "2027-01-09"},
     {"name": "Zuni", "time": "12:00", "date": "2027-01-09"}),
    (_ALARM, "Set the alarm for 7:45 pm, call it Pills", {"alarm_time": "7:45"},
     {"alarm_time": "19:45"}),
    (_BOOK, "Table at Nopa, 8:30 pm", {"name": "Nopa", "time": "8:30 pm"},
     {"name": "Nopa", "time": "20:30"}),
    (_SHOWS, "Shows on June 5, 2027", {"show_date": "June 5, 2027"},
     {"show_date": "2027-06-05"}),
    (_BOOK, "Book Zuni at 1 pm, not 2 pm", {"name": "Zuni", "time": "13:00"}, None),
]
MOMENTS = [(t, r, m, m if w is None else w) for t, r, m, w in MOMENTS]

# The thirty-fifth group, written 12-06 (thirty-second session) after the rule for an
# example of several parts copied in a start or an end (``directions.route_fix``), before
# any run of it on these: where it may act wrongly, and where it must act.
_CITY = {**_S, "description": "The city, in the format 'City, State', such as 'Berkeley, CA'"}
_BUS = _tool("bus_search", {"from_city": _CITY, "to_city": _CITY})
_TRAINS = _tool("train_search", {"_from": _CITY, "to": _CITY})
_SHIP = _tool("ship_cost", {"origin": {**_S, "description": "City and country, e.g. Paris, "
                                                             "France"},
                            "destination": {**_S, "description": "City and country, e.g. "
                                                                 "Paris, France"}})
ROUTES: list[tuple[Tool, str, Any, Any]] = [
    (_BUS, "Bus from Berkeley, CA to Davis, CA", {"from_city": "Berkeley, CA",
                                                  "to_city": "Davis, CA"}, None),
    (_BUS, "Bus to Davis, CA, I'm from Berkeley originally",
     {"from_city": "Berkeley, CA", "to_city": "Davis, CA"}, None),
    (_BUS, "Bus to Davis, CA from here; I moved from Reno, NV",
     {"from_city": "Berkeley, CA", "to_city": "Davis, CA"}, None),
    (_BUS, "Bus from Chico, CA to Davis, CA or Napa, CA",
     {"from_city": "Berkeley, CA", "to_city": "Davis, CA"}, None),
    (_BUS, "Buses from Chico, CA to Davis, CA, not Berkeley, CA",
     {"from_city": "Chico, CA", "to_city": "Berkeley, CA"}, None),
    (_BUS, "Bus from Chico, CA to Davis, CA", {"from_city": "Davis, CA",
                                               "to_city": "Berkeley, CA"}, None),
    (_BUS, "Bus from Chico, CA to Davis, CA", {"from_city": "Berkeley, CA",
                                               "to_city": "Davis, CA"},
     {"from_city": "Chico, CA", "to_city": "Davis, CA"}),
    (_BUS, "Get me to Davis, CA from Chico, CA tonight", {"from_city": "Berkeley",
                                                          "to_city": "Davis, CA"},
     {"from_city": "Chico, CA", "to_city": "Davis, CA"}),
    (_TRAINS, "Trains from Salem, OR into Portland, OR", {"_from": "Salem, OR",
                                                          "to": "Berkeley, CA"},
     {"_from": "Salem, OR", "to": "Portland, OR"}),
    (_TRAINS, "Trains from Salem, OR to Portland, OR, my friend from Bend, OR too",
     {"_from": "Berkeley, CA", "to": "Portland, OR"}, None),
    (_SHIP, "Shipping from Lyon, France to Nice, France", {"origin": "Paris, France",
                                                           "destination": "Nice, France"},
     {"origin": "Lyon, France", "destination": "Nice, France"}),
    (_SHIP, "Shipping to Paris, France from Lyon, France", {"origin": "Paris, France",
                                                            "destination": "Paris, France"},
     None),
    (_SHIP, "Shipping a parcel to Nice, France", {"origin": "Paris, France",
                                                  "destination": "Nice, France"}, None),
    (_SHIP, "Shipping from Lyon, France to my aunt in Nice, France",
     {"origin": "Paris, France", "destination": "Nice, France"},
     {"origin": "Lyon, France", "destination": "Nice, France"}),
]
ROUTES = [(t, r, m, m if w is None else w) for t, r, m, w in ROUTES]

# The thirty-sixth group, written 12-06 (thirty-second session) after ``copy_fix`` and
# ``route_fix`` took another copy of the tool's own text ("City, State" of "in the format
# 'City, State'") for the example copied, before any run of it on these.
_STAY = Tool.from_schema("find_stay", "Find a place to stay, downtown or near the airport.", {
    "type": "object", "properties": {
        "where": {**_S, "description": "The city, in the format 'City, State', e.g. "
                                       "'Austin, TX'"},
        "area": {**_S, "description": "Part of town, such as downtown or airport"}},
    "required": ["where"]}, fn=lambda **k: "ok")
_VENUE = _tool("find_venue", {"city": {**_S, "description": "The city as 'City, ST', "
                                                            "e.g. 'Denver, CO'"}})
TEXTS: list[tuple[Tool, str, Any, Any]] = [
    (_STAY, "A place to stay in Tulsa, OK", {"where": "City, State"},
     {"where": "Tulsa, OK"}),
    (_STAY, "A place to stay in Tulsa, OK near the airport",
     {"where": "Tulsa, OK", "area": "airport"}, None),
    (_STAY, "A place to stay downtown in Tulsa, OK", {"where": "downtown"},
     {"where": "Tulsa, OK"}),
    (_STAY, "Somewhere to stay downtown", {"where": "City, State"}, None),
    (_STAY, "A place to stay in Tulsa, OK or Enid, OK", {"where": "City, State"}, None),
    (_STAY, "Stay in a city, state park nearby, near Tulsa, OK",
     {"where": "City, State"}, None),
    (_VENUE, "A venue in Boise, ID", {"city": "City, ST"}, {"city": "Boise, ID"}),
    (_VENUE, "A venue in Boise, ID, not Denver, CO", {"city": "Denver, CO"}, None),
    (_VENUE, "A venue for my friend from Boise, ID", {"city": "City, ST"}, None),
    (_VENUE, "A venue in Boise", {"city": "City, ST"}, None),
]
TEXTS = [(t, r, m, m if w is None else w) for t, r, m, w in TEXTS]

# The thirty-seventh group, written 12-06 (thirty-second session) after ``names.name_fix``
# read a name of several words with one misspelled ("Parcside Apartments"), before any run
# of it on these: where it may act wrongly, and where it must act.
_PLACE = _tool("place_info", {"place": _S})
_DINE = _tool("book_dinner", {"restaurant": _S, "guests": {"type": "integer"}})
MISSPELT: list[tuple[Tool, str, Any, Any]] = [
    (_PLACE, "Opening hours of Kew Gardens?", {"place": "Kew Gardns"},
     {"place": "Kew Gardens"}),
    (_PLACE, "Tell me about Santa Clara", {"place": "Santa Clarita"},
     {"place": "Santa Clara"}),
    (_DINE, "Dinner at Golden Dragon for 4", {"restaurant": "Golden Dragoon", "guests": 4},
     {"restaurant": "Golden Dragon", "guests": 4}),
    (_DINE, "Dinner for 2 at Le Bernardin", {"restaurant": "Le Bernadin", "guests": 2},
     {"restaurant": "Le Bernardin", "guests": 2}),
    (_PLACE, "Things to do near Hyde Park Corner", {"place": "Hyde Park Cornr"},
     {"place": "Hyde Park Corner"}),
    # the two below were first written to stay; their first run changed them, and the
    # request names the place the change writes: the expected calls were wrong, corrected
    (_PLACE, "Is Kew Gardens near Kew Green?", {"place": "Kew Gardns"},
     {"place": "Kew Gardens"}),
    (_PLACE, "Tell me about Santa Clara County", {"place": "Santa Clara"}, None),
    (_DINE, "Dinner at Golden Dragon for 4; my friend Golden Draper is coming",
     {"restaurant": "Golden Dragoon", "guests": 4}, None),
    (_PLACE, "Tell me about Hyde Park", {"place": "Hyde Park Barracks"}, None),
    (_PLACE, "Is Union Square far from Union Station?", {"place": "Union Squar"},
     {"place": "Union Square"}),
    (_DINE, "Spanish food: dinner at Casa Spain for 2", {"restaurant": "Casa Spanish",
                                                         "guests": 2}, None),
    (_PLACE, "Tell me about Mount Hood", {"place": "Mount Hoodoo"}, {"place": "Mount Hood"}),
]
MISSPELT = [(t, r, m, m if w is None else w) for t, r, m, w in MISSPELT]

# The thirty-eighth group, written 12-06 (thirty-second session) after ``counted.count_fix``
# (a count written right before its parameter's word: "4 bedrooms" for
# ``number_of_beds``), before any run of it on these.
_INT = {"type": "integer"}
_ROOMS = Tool.from_schema("book_rooms", "Book hotel rooms.", {
    "type": "object", "properties": {"city": _S, "number_of_rooms": _INT,
                                     "number_of_guests": _INT}, "required": ["city"]},
    fn=lambda **k: "ok")
_SEATS = _tool("reserve_seats", {"show": _S, "seats": _INT})
_PIZZA = Tool.from_schema("order_pizza", "Order pizzas.", {
    "type": "object", "properties": {"pizza": _S, "quantity": _INT, "num_drinks": _INT},
    "required": ["pizza"]}, fn=lambda **k: "ok")
COUNTED: list[tuple[Tool, str, Any, Any]] = [
    (_ROOMS, "3 rooms in Oslo for 6 guests", {"city": "Oslo", "number_of_rooms": 6,
                                              "number_of_guests": 6},
     {"city": "Oslo", "number_of_rooms": 3, "number_of_guests": 6}),
    (_ROOMS, "A room in Oslo for my 2 roommates and me", {"city": "Oslo",
                                                          "number_of_rooms": 1}, None),
    (_ROOMS, "Rooms in Oslo for 4 guests, 2 nights", {"city": "Oslo", "number_of_rooms": 2,
                                                      "number_of_guests": 4}, None),
    (_ROOMS, "Oslo, 2 guests; the last 3 guests cancelled",
     {"city": "Oslo", "number_of_guests": 2}, None),
    (_ROOMS, "Book rooms in Oslo for five guests", {"city": "Oslo", "number_of_guests": 4},
     {"city": "Oslo", "number_of_guests": 5}),
    (_SEATS, "Reserve 2 seats for Cats", {"show": "Cats", "seats": 1},
     {"show": "Cats", "seats": 2}),
    (_SEATS, "Reserve seats for Cats, row 4, 2 seats", {"show": "Cats", "seats": 4},
     {"show": "Cats", "seats": 2}),
    (_SEATS, "Reserve seats for 42nd Street", {"show": "42nd Street", "seats": 2}, None),
    (_SEATS, "Reserve seats for 3 Seasons", {"show": "3 Seasons", "seats": 1}, None),
    (_PIZZA, "Order 2 margherita pizzas and 3 drinks",
     {"pizza": "margherita", "quantity": 3, "num_drinks": 3},
     {"pizza": "margherita", "quantity": 3, "num_drinks": 3}),
    (_PIZZA, "Order a pepperoni pizza and 2 drinks",
     {"pizza": "pepperoni", "quantity": 1, "num_drinks": 1},
     {"pizza": "pepperoni", "quantity": 1, "num_drinks": 2}),
    (_PIZZA, "Order a pizza, the 4 drinkers will bring beer",
     {"pizza": "any", "num_drinks": 0}, None),
]
COUNTED = [(t, r, m, m if w is None else w) for t, r, m, w in COUNTED]

# The thirty-ninth group, written 12-06 (thirty-third session) after the rule for values of
# a marked shape (``agentnb.marked.marked_fix``: "john@example.com" copied for "Email
# bob@acme.com") and before any run of it on these: where it may act wrongly (the example
# or the model's value rightly what the request names in words, an address made from the
# request's words, two values of the shape, a negation, a pair of words with a slash) and
# where it must act.
_MAIL = _tool("mail_to", {"to": {**_S, "description": "The recipient's email address, e.g. "
                                                      "jane@example.com"}, "subject": _S})
_PAIR = _tool("mail_from", {
    "sender": {**_S, "description": "The sender's email address, e.g. me@example.com"},
    "to": {**_S, "description": "The recipient's email address, e.g. you@example.com"}})
_STAR = _tool("star_repo", {"repo": {**_S, "description": "The repository, in the format "
                                                          "'owner/name', e.g. 'facebook/react'"}})
_PAGE = _tool("fetch_page", {"url": {**_S, "description": "The page's address, e.g. "
                                                          "https://example.com/about"}})
_FILE = _tool("read_file", {"path": {**_S, "description": "Path of the file, e.g. "
                                                          "/home/user/notes.txt"}})
_DUE = _tool("set_due_date", {"date": {**_S, "description": "The due date, e.g. 12/31/2026"}})
MARKED: list[tuple[Tool, str, Any, Any]] = [
    (_MAIL, "Email ann@x.com about lunch", {"to": "ann@x.com", "subject": "lunch"}, None),
    (_MAIL, "Email the sales team at acme.com", {"to": "sales@acme.com"}, None),
    (_MAIL, "Write to support; they can reply to me at me@home.net",
     {"to": "support@example.com"}, None),
    (_MAIL, "Ask bob@acme.com's manager for approval", {"to": "manager@acme.com"}, None),
    (_MAIL, "Send the 3/4 report to Dana", {"to": "dana@example.com"}, None),
    (_PAIR, "Send from me@home.net to lee@corp.com",
     {"sender": "me@home.net", "to": "lee@corp.com"}, None),
    (_STAR, "Star React; I also like vuejs/core", {"repo": "facebook/react"}, None),
    (_STAR, "Star the repo of the and/or parser", {"repo": "facebook/react"}, None),
    (_STAR, "Star the best TCP/IP library", {"repo": "facebook/react"}, None),
    (_STAR, "Star my fork of pallets/flask, jdoe/flask", {"repo": "jdoe/flask"}, None),
    (_STAR, "Star torvalds/linux", {"repo": "torvalds"}, {"repo": "torvalds/linux"}),
    (_STAR, "Star psf/requests", {"repo": "psf/requests-oauthlib"}, {"repo": "psf/requests"}),
    (_PAGE, "Summarize https://a.org/x", {"url": "https://a.org/x"}, None),
    (_PAGE, "Compare https://a.org/x with https://b.org/y",
     {"url": "https://example.com/about"}, None),
    (_PAGE, "Fetch https://x.io/docs for me", {"url": "fetch_page"},
     {"url": "https://x.io/docs"}),
    (_FILE, "Read the notes file in my home folder", {"path": "/home/user/notes.txt"}, None),
    (_FILE, "Read /tmp/a.txt, not /tmp/b.txt", {"path": "/home/user/notes.txt"}, None),
    (_FILE, "Show me /srv/app/config.yaml", {"path": "/home/user/notes.txt"},
     {"path": "/srv/app/config.yaml"}),
    (_DUE, "Make it due 1/15/2027", {"date": "12/31/2026"}, {"date": "1/15/2027"}),
    (_DUE, "Due on 2/1/2027, moved from 1/20/2027", {"date": "12/31/2026"}, None),
]
MARKED = [(t, r, m, m if w is None else w) for t, r, m, w in MARKED]

# The forty-first group, written 12-06 (thirty-third session) after the rule for a free
# text made up beside the request's one quoted text (``agentnb.quoted.quote_fix``: "The
# dentist will be here tomorrow" for "Mark the todo 'call the dentist' as done") and
# before any run of it: where it may act wrongly (two quoted texts, the model's value
# saying the request's words, a quoted text for something else) and where it must act.
_TODO = _tool("todo_items", {"type": {**_S, "enum": ["add", "delete", "complete"]},
                             "content": {**_S, "description": "The text of the item"}})
_NOTE = _tool("save_note", {"text": _S})
_TEXT = _tool("send_text", {"to": _S, "message": _S})
_FIND = _tool("search_files", {"query": _S})
_RENAME = _tool("rename_playlist", {"new_name": _S})
_REMINDER = _tool("set_reminder", {"text": _S, "time": {**_S, "description": "The time, in "
                                                                           "the format HH:MM"}})
QUOTES: list[tuple[Tool, str, Any, Any]] = [
    (_TODO, "Add a to-do: call the bank", {"type": "add", "content": "call the bank"}, None),
    (_TODO, "Add 'milk' to the list; my wife said 'hurry'", {"type": "add",
                                                             "content": "Groceries"}, None),
    (_TEXT, "Text Mom 'on my way'", {"to": "Mom", "message": "on my way"}, None),
    (_TEXT, "Text Mom that I'm late, as she said 'call when close'",
     {"to": "Mom", "message": "I'm late"}, None),
    (_TEXT, "Text Mom 'on my way'", {"to": "Mom", "message": "Hi there!"},
     {"to": "Mom", "message": "on my way"}),
    (_FIND, "Search my files for 'tax 2026'", {"query": "tax"}, {"query": "tax 2026"}),
    (_RENAME, "Rename the playlist 'Chill' to 'Focus'", {"new_name": "Study Time"},
     {"new_name": "Focus"}),
    (_TODO, "Add the book \u201cDune\u201d to my reading list",
     {"type": "add", "content": "A new book"}, None),
    (_NOTE, "Save the quote 'less is more'", {"text": "An inspiring saying"},
     {"text": "less is more"}),
    (_NOTE, "Note: the wifi password is 'tulip-88'", {"text": "Wifi details"}, None),
    (_TODO, "Add 'pay rent' and remind me Friday", {"type": "add",
                                                    "content": "Friday reminder"}, None),
    (_TODO, "Delete the item called 'old plans'", {"type": "delete",
                                                   "content": "The item to delete"},
     {"type": "delete", "content": "old plans"}),
    (_TEXT, "Send 'ok' to 555-0100", {"to": "John", "message": "ok"}, None),
    (_REMINDER, "Set a reminder 'stretch' at 15:00", {"text": "Time to exercise",
                                                    "time": "15:00"},
     {"text": "stretch", "time": "15:00"}),
    (_TODO, "Add my boss's 'urgent' tag to a new to-do for the report",
     {"type": "add", "content": "Quarterly review"}, None),
    (_NOTE, "Save a note: don't say 'never'", {"text": "Be positive"}, None),
]
QUOTES = [(t, r, m, m if w is None else w) for t, r, m, w in QUOTES]

# The forty-second group, written 12-06 (thirty-third session) after the rule for a date
# and a time in one value (``agentnb.moments``: "2027-03-04 15:00:00" where the format is
# 'YYYY-MM-DD HH:MM') and before any run of it: where it may act wrongly (two times or
# two dates, a time worked out, a negation) and where it must act.
_AT = {**_S, "description": "Start, in the format 'YYYY-MM-DD HH:MM'"}
_EVENT = _tool("calendar_add", {"title": _S, "start": _AT})
_WAKE = _tool("alarm_set", {"when": {**_S, "description": "When, e.g. 2027-01-31T07:00:00"}})
BOTH: list[tuple[Tool, str, Any, Any]] = [
    (_EVENT, "Book the room for 2027-05-04, from 9 am to 11 am",
     {"title": "room", "start": "2027-05-04 09:00"}, None),
    (_EVENT, "Dinner on 2027-05-04 at 7 pm; we land at 5 pm",
     {"title": "Dinner", "start": "2027-05-04 19:00:00"}, None),
    (_EVENT, "Dinner on 2027-05-04 at 7 pm", {"title": "Dinner", "start": "2027-05-04 19:00"},
     None),
    (_EVENT, "Dinner 2027-05-04 at 7 pm", {"title": "Dinner", "start": "2027-05-04 20:00"},
     {"title": "Dinner", "start": "2027-05-04 19:00"}),
    (_EVENT, "Call mom at 2027-05-04 18:00, or 2027-05-05 if busy",
     {"title": "Call mom", "start": "2027-05-04 18:00:00"}, None),
    (_EVENT, "Standup on 2027-05-10 at 9:15", {"title": "Standup",
                                              "start": "2027-05-10 9:15:00"},
     {"title": "Standup", "start": "2027-05-10 09:15"}),
    (_WAKE, "Wake me 2027-08-02 at 5:45 am", {"when": "2027-08-02 05:45"},
     {"when": "2027-08-02T05:45:00"}),
    (_EVENT, "Dentist: 2027-05-04 at noon", {"title": "Dentist",
                                            "start": "2027-05-04 12:00:00"},
     {"title": "Dentist", "start": "2027-05-04 12:00"}),
    (_EVENT, "Movie 2027-05-04 8:30 pm, arrive 15 minutes early",
     {"title": "Movie", "start": "2027-05-04 20:15"}, None),
    (_EVENT, "Party on 2027-12-31 at 22:00 until 2028-01-01",
     {"title": "Party", "start": "2027-12-31T22:00"}, None),
    (_EVENT, "Not on 2027-05-04 at 9 am; find another slot",
     {"title": "slot", "start": "2027-05-04 09:00:00"}, None),
    (_WAKE, "Wake me at 6 am on 2027-08-03, the day after the 2027-08-02 party",
     {"when": "2027-08-03 06:00"}, None),
]
BOTH = [(t, r, m, m if w is None else w) for t, r, m, w in BOTH]

# The forty-third group, written 12-06 (thirty-third session) after the rules for an
# example of several parts copied (``shapes.copy_fix``, ``directions.route_fix``) took a
# made-up value too ("Cities" for "a place to rent in Oakland, CA"), before any run of it:
# where it may act wrongly (a place the model rightly named in other words beside one of
# the form in another role, a negation, a value saying the request's words) and where it
# must act.
_STAY = _tool("stays_in", {"city": {**_S, "description": "City and country, e.g. Paris, "
                                                         "France"}})
MADE_UP_PLACES: list[tuple[Tool, str, Any, Any]] = [
    (_WEATHER, "Weather where the Space Needle is; I'm flying from Portland, OR",
     {"location": "Seattle, WA"}, None),
    (_WEATHER, "Weather in my hometown, Salem, OR", {"location": "Salem, OR"}, None),
    (_FOOD, "Restaurants near the Golden Gate, not in Oakland, CA",
     {"category": "any", "location": "San Francisco, CA"}, None),
    (_WEATHER, "Weather at the Grand Canyon, near Flagstaff, AZ",
     {"location": "Grand Canyon, AZ"}, None),
    (_FOOD, "Tacos near Austin, TX", {"category": "Tacos", "location": "Round Rock, TX"},
     {"category": "Tacos", "location": "Austin, TX"}),
    (_WEATHER, "Weather for the capital of Oregon", {"location": "Salem, OR"}, None),
    (_WEATHER, "Weather for the capital of Oregon, or Eugene, OR", {"location": "Salem, OR"},
     None),
    (_BUS, "Bus from the airport to Reno, NV", {"from_city": "SFO", "to_city": "Reno, NV"},
     None),
    (_TRAINS, "Train from Chicago, IL to my sister's in Milwaukee",
     {"_from": "Chicago, IL", "to": "Milwaukee, WI"}, None),
    (_BUS, "Bus to Reno, NV from where I work, Sparks, NV",
     {"from_city": "Carson City, NV", "to_city": "Reno, NV"},
     {"from_city": "Sparks, NV", "to_city": "Reno, NV"}),
    (_STAY, "Hotels in Lyon, France", {"city": "French Riviera"}, {"city": "Lyon, France"}),
    (_WEATHER, "Weather in Tahoe City, CA, the lake town", {"location": "Lake Tahoe, CA"},
     None),
]
MADE_UP_PLACES = [(t, r, m, m if w is None else w) for t, r, m, w in MADE_UP_PLACES]

# The forty-fifth group, written 12-06 (thirty-third session) after the rule for a value
# cut short beside a stated format of several parts (``shapes.format_fix``: "2150 Shattuck
# Ave" for "2150 Shattuck Ave, Berkeley, CA" where the format is 'Street Address, City,
# State') and before any run of it: where it may act wrongly (words after a comma that are
# no part, more parts than the format's, the value written twice) and where it must act.
_ADDRESS = {**_S, "description": "Pickup address, in the format 'Street Address, City, "
                                 "State'"}
_CITY_STATE = {**_S, "description": "The location, in the format of 'City, State'"}
_PICKUP = _tool("pickup_at", {"loc": _ADDRESS})
_HERE = _tool("weather_at", {"location": _CITY_STATE})
_ROUTE = _tool("drive_route", {"origin": _CITY_STATE, "destination": _CITY_STATE})
FORMATS: list[tuple[Tool, str, Any, Any]] = [
    (_HERE, "Weather in Portland, the one in Maine", {"location": "Portland"}, None),
    (_HERE, "Weather in Austin, TX and Dallas, TX", {"location": "Austin"},
     {"location": "Austin, TX"}),
    (_HERE, "Weather in Paris, France", {"location": "Paris"}, None),
    (_PICKUP, "Ride from 5 Elm St, Reno, NV to the airport", {"loc": "5 Elm St"},
     {"loc": "5 Elm St, Reno, NV"}),
    (_PICKUP, "Ride from 5 Elm St to Reno, NV", {"loc": "5 Elm St"}, None),
    (_PICKUP, "Ride from 5 Elm St, Reno, NV, US", {"loc": "5 Elm St"}, None),
    (_HERE, "Weather in Boston, MA", {"location": "Boston, MA"}, None),
    (_HERE, "Weather for Springfield, IL 62701", {"location": "Springfield"}, None),
    (_HERE, "Weather in Reno, NV, not in Sparks", {"location": "Reno"},
     {"location": "Reno, NV"}),
    (_HERE, "Weather in Reno, not Reno, NV", {"location": "Reno"}, None),
    (_ROUTE, "Drive from Reno, NV to Boise, ID", {"origin": "Reno", "destination": "Boise, ID"},
     {"origin": "Reno, NV", "destination": "Boise, ID"}),
    (_PICKUP, "Pick me up at 9 Pine Rd, my office, in Provo, UT", {"loc": "9 Pine Rd"}, None),
]
FORMATS = [(t, r, m, m if w is None else w) for t, r, m, w in FORMATS]

# The forty-seventh group, written 12-06 (thirty-fourth session) after the domain names
# and images' "name:tag" of ``agentnb.marked`` ("example.com" for "MX records for
# proton.me"; "https://my-image.com" for "Run postgres:16 on port 5432") and before any
# run of it: where they may act wrongly (a file's name, a name with a dot that is no
# site, a site named for something else, two values, a time) and where they must act.
_SITE = _tool("site_status", {"domain": {**_S, "description": "The domain, e.g. "
                                                             "'example.com'"}})
_IMAGE = Tool.from_schema("run_image", "Run a container image.", {
    "type": "object", "properties": {
        "image": {**_S, "description": "The image, in the format 'name:tag', e.g. 'redis:7'"},
        "port": {"type": "integer"}}, "required": ["image"]}, fn=lambda **kw: "ok")
SITES_IMAGES: list[tuple[Tool, str, Any, Any]] = [
    (_SITE, "Is github.com down?", {"domain": "github.com"}, None),
    (_SITE, "Is my site down? Its name is in notes.md", {"domain": "example.com"}, None),
    (_SITE, "Check uptime of shop.example.co.uk", {"domain": "example.com"},
     {"domain": "shop.example.co.uk"}),
    (_SITE, "Is the ASP.NET docs site up?", {"domain": "example.com"}, None),
    (_SITE, "Is the shop down? I read about it on reddit.com", {"domain": "example.com"},
     None),
    (_SITE, "Status of wikipedia.org and gnu.org", {"domain": "example.com"}, None),
    (_SITE, "Is kernel.org up?", {"domain": "site_status"}, {"domain": "kernel.org"}),
    (_IMAGE, "Run the web app on port 80", {"image": "redis:7", "port": 80}, None),
    (_IMAGE, "Run ubuntu:22.04 with the clock at 10:30", {"image": "redis:7"},
     {"image": "ubuntu:22.04"}),
    (_IMAGE, "Run mongo:7 and mongo-express:1.0", {"image": "redis:7"}, None),
    (_IMAGE, "Run redis:7 for caching", {"image": "redis:7"}, None),
    (_IMAGE, "Deploy to prod: the nginx image", {"image": "redis:7"}, None),
]
SITES_IMAGES = [(t, r, m, m if w is None else w) for t, r, m, w in SITES_IMAGES]

# The forty-eighth group, written 12-06 (thirty-fourth session) after the weekdays and
# months of ``agentnb.listed`` (an example "Monday" stands for the seven weekdays: "Monday"
# kept for "Book me a spin class on Friday") and before any run of it: where they may act
# wrongly (a day mentioned, not asked for; two days; "May" as a verb; a past day) and
# where they must act.
_CLASS = _tool("gym_class", {"kind": _S, "day": {**_S, "description": "The day, e.g. "
                                                                   "'Monday'"}})
_SHOWS = _tool("shows_in", {"city": _S, "month": {**_S, "description": "e.g. January"}})
CALENDAR: list[tuple[Tool, str, Any, Any]] = [
    (_CLASS, "Yoga on Friday", {"kind": "yoga", "day": "Friday"}, None),
    (_CLASS, "Boxing class for Wednesday", {"kind": "boxing", "day": "Monday"},
     {"kind": "boxing", "day": "Wednesday"}),
    (_CLASS, "Yoga, as I missed it on Friday", {"kind": "yoga", "day": "Monday"}, None),
    (_CLASS, "Spin class; Friday I'm away", {"kind": "spin", "day": "Monday"}, None),
    (_CLASS, "Zumba every Sunday", {"kind": "zumba", "day": "Monday"},
     {"kind": "zumba", "day": "Sunday"}),
    # first written as one where the model's value stands; the request asks for Tuesday
    # (the first run put it in), so the call that must run was corrected after that run
    (_CLASS, "Pilates on Tuesday after my Friday shift", {"kind": "pilates",
                                                          "day": "Monday"},
     {"kind": "pilates", "day": "Tuesday"}),
    (_CLASS, "Yoga with Monday's teacher", {"kind": "yoga", "day": "Monday"}, None),
    (_SHOWS, "Shows in Leeds I may enjoy", {"city": "Leeds", "month": "January"}, None),
    (_SHOWS, "Shows in Leeds in May", {"city": "Leeds", "month": "January"},
     {"city": "Leeds", "month": "May"}),
    (_SHOWS, "Shows in Leeds since March", {"city": "Leeds", "month": "January"}, None),
    (_SHOWS, "Shows in Leeds for April or May", {"city": "Leeds", "month": "January"},
     None),
]
CALENDAR = [(t, r, m, m if w is None else w) for t, r, m, w in CALENDAR]

# The forty-ninth group, written 12-06 (thirty-fourth session) after the values labelled by
# their parameter's name (``agentnb.labelled``: "the checkout deployment", "project OPS")
# and before any run of it: where it may act wrongly (a describing word before the label,
# a label after an article, a label that is a sort or a place, a value the model made
# from the request) and where it must act.
_DEPLOY = _tool("scale_deployment", {"deployment": _S, "replicas": {"type": "integer"}})
_HOTEL = _tool("hotel_info", {"hotel": _S})
_ROOM = _tool("book_room", {"room": _S, "day": _S})
_REPO = _tool("clone_branch", {"branch": _S})
_PROJECT = _tool("project_tasks", {"project_key": {**_S, "description": "e.g. 'WEB'"}})
LABELLED: list[tuple[Tool, str, Any, Any]] = [
    (_DEPLOY, "Scale the payments deployment to 4", {"deployment": "my-app", "replicas": 4},
     {"deployment": "payments", "replicas": 4}),
    (_DEPLOY, "Scale the slowest deployment to 4", {"deployment": "my-app", "replicas": 4},
     None),
    (_DEPLOY, "Scale the deployment we added to 4", {"deployment": "my-app", "replicas": 4},
     None),
    (_HOTEL, "Tell me about the cheapest hotel in Rome", {"hotel": "Hilton"}, None),
    (_HOTEL, "Tell me about the Ritz hotel", {"hotel": "Hilton"}, {"hotel": "Ritz"}),
    (_HOTEL, "Tell me about hotel Adlon", {"hotel": "hotel_info"}, {"hotel": "Adlon"}),
    (_ROOM, "Book room 12 for Friday", {"room": "101", "day": "Friday"},
     {"room": "12", "day": "Friday"}),
    (_ROOM, "Book a room for Friday", {"room": "101", "day": "Friday"}, None),
    (_ROOM, "Book the blue room for Friday", {"room": "blue room", "day": "Friday"}, None),
    (_REPO, "Clone the main branch", {"branch": "main"}, None),
    (_REPO, "Clone the branch you made yesterday", {"branch": "feature"}, None),
    (_PROJECT, "Tasks in project OPS", {"project_key": "WEB"}, {"project_key": "OPS"}),
    (_PROJECT, "Tasks in the project Omar leads", {"project_key": "WEB"}, None),
]
LABELLED = [(t, r, m, m if w is None else w) for t, r, m, w in LABELLED]


# The fifty-second group, written 12-06 (thirty-fifth session) after ``names.name_fix``
# read a name of one word misspelled within its first three letters ("Alele" for Adele:
# ``names._slipped``), before any run of it: where it may act wrongly, and where it must.
_SINGER = _tool("artist_songs", {"artist": _S})
_SKY = _tool("weather_now", {"city": _S})
_AUTHOR = _tool("books_by", {"author": _S})
_TEAM = _tool("team_scores", {"team": _S})
SLIPS: list[tuple[Tool, str, Any, Any]] = [
    (_SINGER, "Songs by Drake", {"artist": "Brake"}, {"artist": "Drake"}),
    (_SINGER, "Concerts by Lorde?", {"artist": "Lorda"}, {"artist": "Lorde"}),
    (_SKY, "Weather in Nice", {"city": "Mice"}, {"city": "Nice"}),
    (_SKY, "Weather in Kiev", {"city": "Kyiv"}, None),
    (_TEAM, "Scores for the Mets", {"team": "Jets"}, {"team": "Mets"}),
    (_AUTHOR, "Books by Orwell", {"author": "Owrell"}, {"author": "Orwell"}),
    (_SKY, "Is it cold in Tromso?", {"city": "Trmoso"}, {"city": "Tromso"}),
    (_SINGER, "Play something by Sade", {"artist": "Sada"}, {"artist": "Sade"}),
    (_SKY, "Weather in Bern", {"city": "Born"}, {"city": "Bern"}),
    (_SKY, "I'm Rosa; weather in Rome?", {"city": "Roma"}, {"city": "Rome"}),
    # (written as one that stands, for two teams named; "Leads" is Leeds misspelled by
    # one letter, and how Leeds did is what is asked: corrected when the guard for
    # another name was narrowed to another place, after BFCL's multiple_61 showed it
    # blocking "Portsmouth" for "... in Portland" beside "a Landscape Architect")
    (_TEAM, "How did Leeds do against Luton?", {"team": "Leads"}, {"team": "Leeds"}),
    (_AUTHOR, "Books like Dune by Frank Herbert", {"author": "Herbet"},
     {"author": "Herbert"}),
    # (written as one that stands, for the misspelling rules; the made-up place rule,
    # written later, puts the Paris the request asks for: corrected)
    (_SKY, "Weather in Paris for Boris", {"city": "Boras"}, {"city": "Paris"}),
]
SLIPS = [(t, r, m, m if w is None else w) for t, r, m, w in SLIPS]


# The fifty-fifth group, written 12-06 (thirty-fifth session) after ``spaced.spaced_fix``
# (words the model joined by hyphens or underscores that the request writes with spaces),
# before any run of it: where it may act wrongly, and where it must.
_DISH = _tool("recipe_lookup", {"dish": _S})
_SHOW = _tool("tv_show_info", {"title": _S})
_GREEN = _tool("plant_tips", {"plant": _S})
_DOC = _tool("open_document", {"document": _S})
SPACED: list[tuple[Tool, str, Any, Any]] = [
    (_DISH, "How do I make pad thai?", {"dish": "pad_thai"}, {"dish": "pad thai"}),
    (_SHOW, "Tell me about Breaking Bad", {"title": "breaking-bad"},
     {"title": "Breaking Bad"}),
    (_SKY, "Weather in New York", {"city": "New-York"}, {"city": "New York"}),
    (_SKY, "Weather in Winston-Salem", {"city": "Winston-Salem"}, None),
    (_SKY, "Weather in Stratford upon Avon", {"city": "Stratford-upon-Avon"}, None),
    (_DOC, "Open the tax return", {"document": "tax_return"}, None),
    (_DISH, "Recipe for mac and cheese", {"dish": "mac-and-cheese"},
     {"dish": "mac and cheese"}),
    (_SHOW, "Episodes of the x-files", {"title": "x-files"}, None),
    (_GREEN, "Care tips for a peace lily and a spider plant", {"plant": "peace_lily"},
     {"plant": "peace lily"}),
    (_SHOW, "Is Game of Thrones worth it?", {"title": "game_of_thrones"},
     {"title": "Game of Thrones"}),
    (_SKY, "Weather in Aix en Provence", {"city": "Aix-en-Provence"}, None),
]
SPACED = [(t, r, m, m if w is None else w) for t, r, m, w in SPACED]


# The fifty-sixth group, written 12-06 (thirty-fifth session) after the readings from
# ``mixed_families8.py``'s run (a made-up place beside the request's one place:
# ``agentnb.places``; a zone asked for by its city: ``zones.zone_fix``; the tool's own name
# beside the request's one name: ``toolnames``; a command's object as the second word after
# the article: ``enums._commands``), before any run of it: where they may act wrongly, and
# where they must.
_OPT_S = {"type": "string"}
_VET = Tool.from_schema("vet_find", "Find a vet.", {"type": "object", "properties": {
    "city": _OPT_S, "open_now": {"type": "boolean"}}, "required": ["city"]},
    fn=lambda **kw: "ok")
_COACH = _tool("coach_times", {"origin": _S, "destination": _S})
_CLOCK = _tool("clock_now", {"timezone": {**_S, "description": "IANA zone, e.g. "
                                                              "'Europe/Berlin'"}})
_FOLLOW = _tool("channel_follow", {"channel": _S})
_WINDOWS = _tool("window_control", {"action": {**_S, "enum": ["open", "close"]}})
FAMILIES8_READINGS: list[tuple[Tool, str, Any, Any]] = [
    (_VET, "Is there a vet open now in Swindon?", {"city": "Swansea", "open_now": True},
     {"city": "Swindon", "open_now": True}),
    (_VET, "Vets near Harrogate", {"city": "York"}, {"city": "Harrogate"}),
    (_VET, "A vet for my dog Max, we live in Derby", {"city": "Denver"},
     {"city": "Derby"}),
    (_VET, "Find a vet at Tesco Extra in Reading", {"city": "London"}, None),
    (_VET, "Vets in May? We move to Bristol", {"city": "Bath"}, None),
    (_COACH, "Coaches from Leeds to Hull", {"origin": "Manchester", "destination": "Hull"},
     {"origin": "Leeds", "destination": "Hull"}),
    (_COACH, "Coach to Hull from the station", {"origin": "Leeds", "destination": "Hull"},
     None),
    (_CLOCK, "What's the time in Singapore?", {"timezone": "Europe/Berlin"},
     {"timezone": "Asia/Singapore"}),
    (_CLOCK, "Time in Vancouver, where my sister lives", {"timezone": "America/New_York"},
     {"timezone": "America/Vancouver"}),
    (_CLOCK, "Is it late in Berlin? I'm in Tokyo", {"timezone": "Europe/Berlin"}, None),
    (_CLOCK, "What time is it in Cannes?", {"timezone": "Europe/Berlin"}, None),
    (_FOLLOW, "Follow Veritasium", {"channel": "channel_follow"},
     {"channel": "Veritasium"}),
    (_FOLLOW, "follow the channel my friend Sam likes", {"channel": "channel_follow"}, None),
    (_WINDOWS, "Close the bedroom window", {"action": "open"}, {"action": "close"}),
    (_WINDOWS, "Close the bedroom door and open the window", {"action": "open"}, None),
    (_WINDOWS, "Open the car window? No, close it", {"action": "open"}, None),
]
FAMILIES8_READINGS = [(t, r, m, m if w is None else w) for t, r, m, w in FAMILIES8_READINGS]


# The fifty-seventh group, written 12-06 (thirty-fifth session) after ``zones.zone_fix``
# read a zone's city under another area ("Europe/New_York"), before any run of it.
_TZ = _tool("local_time", {"tz": {**_S, "description": "Time zone, e.g. 'Asia/Tokyo'"}})
AREAS: list[tuple[Tool, str, Any, Any]] = [
    (_TZ, "Local time in Denver", {"tz": "Europe/Denver"}, {"tz": "America/Denver"}),
    (_TZ, "Local time in Lagos", {"tz": "Europe/Lagos"}, {"tz": "Africa/Lagos"}),
    (_TZ, "Local time in Auckland", {"tz": "Asia/Auckland"}, {"tz": "Pacific/Auckland"}),
    (_TZ, "Local time in Tokyo", {"tz": "Japan"}, None),
    (_TZ, "What's the time, UTC?", {"tz": "UTC"}, None),
    (_TZ, "Local time in Nice", {"tz": "Europe/Nice"}, None),
    (_TZ, "Local time in Kyiv", {"tz": "Europe/Kiev"}, None),
    (_TZ, "Local time where I am", {"tz": "America/Hometown"}, None),
]
AREAS = [(t, r, m, m if w is None else w) for t, r, m, w in AREAS]

# The fifty-eighth group, written 12-06 (thirty-eighth session) after ``streets.street_fix``
# gave a street its house number, before any run of it: where a number before a street's
# name is no house number, or the address is right as the model wrote it, and where the
# number must be given.
_DROP = _tool("furniture_drop", {"item": _S, "address": _S})
_SHOP = _tool("store_visit", {"store": _S, "street": _S})
_MAIL = _tool("mail_send", {"email_address": _S, "subject": _S})
STREETS: list[tuple[Tool, str, Any, Any]] = [
    (_DROP, "Drop the sofa at 14 Acacia Avenue", {"item": "sofa", "address": "Acacia Avenue"},
     {"item": "sofa", "address": "14 Acacia Avenue"}),
    (_DROP, "Drop 2 chairs at 5A Mill Lane", {"item": "chairs", "address": "Mill Lane"},
     {"item": "chairs", "address": "5A Mill Lane"}),
    (_DROP, "Leave the desk at Flat 3, 27 Hill Street",
     {"item": "desk", "address": "Hill Street"}, {"item": "desk", "address": "27 Hill Street"}),
    (_DROP, "Drop the bed at 14 Acacia Avenue", {"item": "bed", "address": "14 Acacia Avenue"},
     None),
    (_DROP, "Drop the bed at Rose Cottage, Long Lane",
     {"item": "bed", "address": "Rose Cottage, Long Lane"}, None),
    (_DROP, "Drop the lamp on Acacia Avenue", {"item": "lamp", "address": "Acacia Avenue"},
     None),
    (_DROP, "Deliver 3 Abbey Road posters to my flat",
     {"item": "Abbey Road posters", "address": "my flat"}, None),
    (_DROP, "Drop the chest at 10:30 Acacia Avenue",
     {"item": "chest", "address": "Acacia Avenue"}, None),
    (_DROP, "Drop the table at acacia avenue, 14 acacia avenue",
     {"item": "table", "address": "acacia avenue"}, None),
    (_DROP, "Deliver 4 Ikea boxes to Leeds", {"item": "Ikea boxes", "address": "Leeds"},
     None),
    (_DROP, "Deliver 2 Ikea wardrobes", {"item": "wardrobes", "address": "Ikea"}, None),
    (_DROP, "Drop the rug at 12 Queen Street, Leeds",
     {"item": "rug", "address": "12 Queen Street, Leeds"}, None),
    (_SHOP, "Visit the Boots at 9 High Street", {"store": "Boots", "street": "High Street"},
     {"store": "Boots", "street": "9 High Street"}),
    (_SHOP, "Visit the 2 Boots shops on High Street", {"store": "Boots", "street": "High Street"},
     None),
    (_MAIL, "Email ops@acme.io about 7 Park Road", {"email_address": "ops@acme.io",
                                                    "subject": "Park Road"}, None),
]
STREETS = [(t, r, m, m if w is None else w) for t, r, m, w in STREETS]

# The fifty-ninth group, written 12-06 (thirty-ninth session) after ``places.place_fix``
# read venues, stops, pickups and optional places the model gave, before any run of it:
# where a venue's or an optional place's made-up value must stand, and where the request's
# one placed name must replace it.
_CAFE = Tool.from_schema("cafe_book", "Book a table at a café.", {
    "type": "object", "properties": {"cafe": _S, "town": _S}, "required": ["cafe"]},
    fn=lambda **k: "ok")
_BOARD = _tool("station_board", {"station": _S})
_GIG = Tool.from_schema("gig_find", "Find a band's gigs.", {
    "type": "object", "properties": {"band": _S, "city": _S}, "required": ["band"]},
    fn=lambda **k: "ok")
_CAB = _tool("cab_order", {"pickup": _S, "dropoff": _S})
_SHARES = _tool("shares_buy", {"symbol": _S, "market": _S})
_ROOM = Tool.from_schema("hotel_room", "Book a hotel room.", {
    "type": "object", "properties": {"hotel": _S, "city": _S}, "required": ["hotel"]},
    fn=lambda **k: "ok")
_GYM = _tool("gym_pass", {"gym": _S})
VENUES: list[tuple[Tool, str, Any, Any]] = [
    (_CAFE, "A table at Bettys in Harrogate", {"cafe": "Costa", "town": "Harrogate"},
     {"cafe": "Bettys", "town": "Harrogate"}),
    (_CAFE, "Lunch for 2 at Bettys", {"cafe": "Costa"}, {"cafe": "Bettys"}),
    (_CAFE, "A table at Bettys", {"cafe": "Bettys"}, None),
    (_CAFE, "A table near Borough Market", {"cafe": "Monmouth"}, None),
    (_CAFE, "A table at the Ivy", {"cafe": "Wolseley"}, None),
    (_CAFE, "A table in Harrogate", {"cafe": "Bettys", "town": "Harrogate"}, None),
    (_BOARD, "Departures at Leeds", {"station": "Lewes"}, None),
    (_BOARD, "Trains at York on Monday", {"station": "Yorkshire"}, None),
    (_GIG, "Is Adele playing in Leeds?", {"band": "Adele", "city": "London"},
     {"band": "Adele", "city": "Leeds"}),
    (_GIG, "Is Adele playing in the capital?", {"band": "Adele", "city": "London"}, None),
    (_GIG, "Is Adele playing near me? I'm from Leeds", {"band": "Adele", "city": "London"},
     None),
    (_GIG, "Adele gigs in March", {"band": "Adele", "city": "London"}, None),
    (_GIG, "Adele in Paris or Rome", {"band": "Adele", "city": "Berlin"}, None),
    (_CAB, "A taxi from Kings Cross to Soho", {"pickup": "Heathrow", "dropoff": "Soho"},
     {"pickup": "Kings Cross", "dropoff": "Soho"}),
    (_CAB, "A taxi to Soho", {"pickup": "Home", "dropoff": "Soho"}, None),
    (_CAB, "A taxi from the airport to Soho", {"pickup": "Heathrow", "dropoff": "Soho"},
     None),
    (_SHARES, "Buy Apple shares in London", {"symbol": "AAPL", "market": "NASDAQ"}, None),
    (_ROOM, "A room at the Savoy in London", {"hotel": "Ritz", "city": "London"}, None),
    (_GYM, "A day pass at PureGym Leeds", {"gym": "Fitness First"},
     {"gym": "PureGym Leeds"}),
]
VENUES = [(t, r, m, m if w is None else w) for t, r, m, w in VENUES]

# The sixtieth group, written 12-06 (thirty-ninth session) after ``places.place_fix`` read
# the word a tool's own text places a parameter with ("Next trams from a stop."), before
# any run of it: where a made-up value must stand beside a name after that word (a date
# or a time the model worked out, a web address, a name after "the", a name before
# "'s"), and where the one name must replace it.
def _told(name: str, text: str, props: dict[str, Any], required: list[str]) -> Tool:
    return Tool.from_schema(name, text, {"type": "object", "properties": props,
                                         "required": required}, fn=lambda **k: "ok")


_REMIND = _told("reminder_set", "Set a reminder at a time.", {"time": _S, "text": _S},
                ["time", "text"])
_INBOX = _told("inbox_from", "Read messages from a sender.", {"sender": _S}, ["sender"])
_FETCH = _told("page_fetch", "Fetch a page from a site.", {"site": _S}, ["site"])
_TRAMS = _told("tram_board", "Next trams from a stop.", {"stop": _S, "line": _S}, ["stop"])
_LANE = _told("bowl_lane", "Book a lane at a bowling alley.", {"alley": _S, "town": _S},
              ["alley"])
_MOOR = _told("mooring_find", "Find a mooring at a quay.", {"quay": _S}, ["quay"])
TOLD: list[tuple[Tool, str, Any, Any]] = [
    (_REMIND, "Remind me at Christmas to call Mum", {"time": "2026-12-25", "text": "call Mum"},
     None),
    (_REMIND, "Remind me at Easter to book flights", {"time": "Spring", "text": "book flights"},
     None),
    (_INBOX, "Any messages from Priya?", {"sender": "Alice"}, {"sender": "Priya"}),
    (_INBOX, "Messages from the Head of Sales", {"sender": "Bob"}, None),
    (_FETCH, "Fetch the pricing page from Stripe", {"site": "https://stripe.com/pricing"},
     None),
    (_FETCH, "Fetch the docs from Python", {"site": "python"}, None),
    (_TRAMS, "Trams from Deansgate", {"stop": "Victoria"}, {"stop": "Deansgate"}),
    (_TRAMS, "Trams from Piccadilly to Bury", {"stop": "Victoria", "line": "Bury"},
     {"stop": "Piccadilly", "line": "Bury"}),
    # first written to stand ("'s"), an expected call written wrong: the stop is "St
    # Peter's Square" (only a name that ends in "'s" names what a value is of)
    (_TRAMS, "Trams from St Peter's Square", {"stop": "Victoria"},
     {"stop": "St Peter's Square"}),
    (_TRAMS, "Trams near me, I'm coming from Leeds", {"stop": "Victoria"}, None),
    (_LANE, "A lane at Superbowl in Hull", {"alley": "Tenpin", "town": "Leeds"},
     {"alley": "Superbowl", "town": "Hull"}),
    (_LANE, "A lane at the Superbowl", {"alley": "Tenpin"}, None),
    (_LANE, "A lane at Superbowl", {"alley": "Superbowl"}, None),
    (_MOOR, "A mooring at Custom House Quay", {"quay": "Albert Dock"},
     {"quay": "Custom House Quay"}),
    (_MOOR, "A mooring at 6 tonight", {"quay": "Albert Dock"}, None),
]
TOLD = [(t, r, m, m if w is None else w) for t, r, m, w in TOLD]

# The sixty-first group, written 12-06 (thirty-ninth session) after ``places.town_cut``
# cut a venue's town ("Bubbles in Hove"), before any run of it: where "in" and a name
# belong to the value (a place within a place, a name holding "in", a time or a street
# in lower case, a venue another argument holds), and where the town must go.
_NAILS = _tool("nails_book", {"salon": _S, "treatment": _S})
TOWNS: list[tuple[Tool, str, Any, Any]] = [
    (_NAILS, "Nails at Polished in Harrogate", {"salon": "Polished in Harrogate",
                                                "treatment": "nails"},
     {"salon": "Polished", "treatment": "nails"}),
    (_NAILS, "Nails at Polished in Harrogate", {"salon": "Polished in Harrogate",
                                                "treatment": "Polished"}, None),
    (_CAFE, "Tea at Alice in Wonderland Café", {"cafe": "Alice in Wonderland Café"}, None),
    (_CAFE, "A table at Bettys in York", {"cafe": "Bettys in York", "town": "York"},
     {"cafe": "Bettys", "town": "York"}),
    (_CAFE, "A table at Bettys in the Shambles", {"cafe": "Bettys in the Shambles"}, None),
    (_CAFE, "Lunch in York at Bettys", {"cafe": "Bettys"}, None),
    (_BOARD, "Departures at Leeds in the morning", {"station": "Leeds in the morning"}, None),
    (_BOARD, "Departures at York in December", {"station": "York in December"},
     {"station": "York"}),
    (_GIG, "Is Muse playing at Wembley in London?", {"band": "Muse",
                                                     "city": "Wembley in London"}, None),
    (_LANE, "A lane at Hollywood Bowl in Leeds", {"alley": "Hollywood Bowl in Leeds"},
     {"alley": "Hollywood Bowl"}),
    (_TRAMS, "Trams from Piccadilly in Manchester", {"stop": "Piccadilly in Manchester"},
     {"stop": "Piccadilly"}),
    (_MOOR, "A mooring at Albert Dock in Liverpool", {"quay": "Albert Dock in Liverpool"},
     {"quay": "Albert Dock"}),
    (_ROOM, "A room at the Savoy in London", {"hotel": "Savoy in London"}, None),
]
TOWNS = [(t, r, m, m if w is None else w) for t, r, m, w in TOWNS]

# the sixty-second group: a venue's or a place's value said once, written into a second
# argument; where the refill's placed_twice asks the other again ("at Dobbies" places the
# garden centre's), and where it must not (nothing places it for one, both may be places,
# said twice). The policies change none: each row's call must run as the model wrote it
# or as a refill with the model would put it (``refill_probe.py``'s "placed" counts).
_BULBS = _tool("bulb_stock", {"centre": _S, "bulb": _S})
_CHEESE = Tool.from_schema("cheese_buy", "Buy cheese from a cheesemonger.", {
    "type": "object", "properties": {"cheesemonger": _S, "cheese": _S},
    "required": ["cheesemonger", "cheese"]}, fn=lambda **k: "ok")
_SITTER = _tool("pet_sitter_find", {"area": _S, "pet": _S})
_SITTERS = _tool("sitter_search", {"area": _S, "town": _S, "pet": _S})
_SUIT = _tool("suit_alter", {"garment": _S, "alteration": _S})
_SEARCH = _tool("shop_search", {"shop": _S, "query": _S})
PLACED: list[tuple[Tool, str, Any, Any]] = [
    (_BULBS, "Any tulip bulbs at Wyevale?", {"centre": "Wyevale", "bulb": "Wyevale"},
     {"centre": "Wyevale", "bulb": "tulip bulbs"}),
    (_BULBS, "Crocus bulbs at the Garden Barn", {"centre": "Garden Barn",
                                                  "bulb": "Garden Barn"},
     {"centre": "Garden Barn", "bulb": "Crocus bulbs"}),
    (_CHEESE, "Some Cheddar from Mellis", {"cheesemonger": "Mellis", "cheese": "Mellis"},
     {"cheesemonger": "Mellis", "cheese": "Cheddar"}),
    (_SITTER, "A sitter for my parrot around Ludlow", {"area": "Ludlow", "pet": "Ludlow"},
     {"area": "Ludlow", "pet": "parrot"}),
    (_SITTER, "A sitter in Ludlow for my parrot", {"area": "Ludlow", "pet": "parrot"}, None),
    (_SITTERS, "A sitter for Milo in Ludlow", {"area": "Ludlow", "town": "Ludlow",
                                               "pet": "Milo"}, None),
    (_BULBS, "Has Wyevale got tulip bulbs?", {"centre": "Wyevale", "bulb": "tulip bulbs"},
     None),
    (_BULBS, "Wyevale bulbs at Wyevale", {"centre": "Wyevale", "bulb": "Wyevale"}, None),
    (_SUIT, "Take in the waist at Savile Tailors", {"garment": "waist",
                                                     "alteration": "take in"}, None),
    (_SEARCH, "Search Argos for a kettle at Argos", {"shop": "Argos", "query": "kettle"},
     None),
    (_CHEESE, "Brie from Mellis", {"cheesemonger": "Mellis", "cheese": "Brie"}, None),
    # "from" places a venue too, in the first clause (written after that change)
    (_BULBS, "Allium bulbs from Wyevale", {"centre": "Wyevale", "bulb": "Wyevale"},
     {"centre": "Wyevale", "bulb": "Allium bulbs"}),
    (_BULBS, "Bulbs for my mum, she's from Wyevale", {"centre": "Wyevale",
                                                     "bulb": "Wyevale"}, None),
    (_SITTER, "A sitter from Ludlow for my parrot", {"area": "Ludlow", "pet": "Ludlow"},
     None),
]
PLACED = [(t, r, m, m if w is None else w) for t, r, m, w in PLACED]
