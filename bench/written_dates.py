"""Cases of ``written_answers.py`` for dates and hours written in words: ``--batch dates``.

Each case: (request, tool, its arguments, its result, the answer, right). The batch was
written and committed before any rule about ordinal dates ("December 24th", "the 15th of
January"), dates an answer names that no source gives, and hours in words ("7:30 in the
morning"), and before any run of it. Traps beside the right answers: a day or month
swapped, the next day, another year, the request's own date when the result gives
another, a day written without its month.
"""

from __future__ import annotations

from typing import Any

Case = tuple[str, str, dict[str, Any], Any, str, bool]

DATES: list[Case] = [
    # ordinal dates, the result's ISO date
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"}, "The next full moon is on December 24th.", True),
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"}, "The next full moon is on December 23rd.",
     False),
    ("When is invoice INV-3 due?", "get_invoice", {"invoice_id": "INV-3"},
     {"invoice_id": "INV-3", "amount": 240.0, "due": "2027-01-15"},
     "Invoice INV-3 is due on the 15th of January.", True),
    ("When is invoice INV-3 due?", "get_invoice", {"invoice_id": "INV-3"},
     {"invoice_id": "INV-3", "amount": 240.0, "due": "2027-01-15"},
     "Invoice INV-3 is due on January 5th.", False),
    ("When did package P-40 ship?", "get_shipment", {"package_id": "P-40"},
     {"package_id": "P-40", "shipped": "2026-11-30"}, "It shipped on November 30th.", True),
    ("When did package P-41 ship?", "get_shipment", {"package_id": "P-41"},
     {"package_id": "P-41", "shipped": "2026-11-03"}, "It shipped on March 11th.", False),
    ("When did package P-41 ship?", "get_shipment", {"package_id": "P-41"},
     {"package_id": "P-41", "shipped": "2026-11-03"}, "It shipped on Nov. 3rd.", True),
    ("When is my eye exam?", "get_appointment", {"kind": "eye exam"},
     {"kind": "eye exam", "date": "2027-04-06", "time": "14:00"},
     "Your eye exam is on April 6th at 2 PM.", True),
    ("When is my eye exam?", "get_appointment", {"kind": "eye exam"},
     {"kind": "eye exam", "date": "2027-04-06", "time": "14:00"},
     "Your eye exam is on June 4th at 2 PM.", False),
    ("When does the webinar start?", "get_event", {"event": "webinar"},
     {"event": "webinar", "starts": "2026-12-08T15:00:00Z"},
     "The webinar starts on the 8th of December at 3 PM.", True),
    ("When does the webinar start?", "get_event", {"event": "webinar"},
     {"event": "webinar", "starts": "2026-12-08T15:00:00Z"},
     "The webinar starts on the 9th of December at 3 PM.", False),
    ("When does the sale at the outlet end?", "get_sale", {"store": "outlet"},
     {"store": "outlet", "ends": "2026-12-31T23:59:00"}, "The sale ends on December 31st.",
     True),
    ("When does the sale at the outlet end?", "get_sale", {"store": "outlet"},
     {"store": "outlet", "ends": "2026-12-31"},
     "The sale ends on New Year's Day, January 1st.", False),
    ("When was invoice INV-12 paid?", "get_invoice", {"invoice_id": "INV-12"},
     {"invoice_id": "INV-12", "paid": "2026-10-02"}, "It was paid on October 2nd, 2025.",
     False),
    ("When was invoice INV-12 paid?", "get_invoice", {"invoice_id": "INV-12"},
     {"invoice_id": "INV-12", "paid": "2026-10-02"}, "It was paid on Oct 2nd, 2026.", True),
    # the request names the date
    ("Is the museum open on March 14th?", "get_hours", {"place": "museum"},
     {"place": "museum", "date": "2027-03-14", "open": True, "opens": "09:30"},
     "Yes, on March 14th it opens at 9:30 AM.", True),
    ("Is the museum open on March 14th?", "get_hours", {"place": "museum"},
     {"place": "museum", "date": "2027-03-14", "open": True, "opens": "09:30"},
     "Yes, on March 15th it opens at 9:30 AM.", False),
    ("What's the forecast for Paris on December 6th?", "get_forecast", {"location": "Paris"},
     {"location": "Paris", "temperature_c": 7.2, "sky": "cloudy"},
     "On December 6th Paris will be cloudy, about 7°C.", True),
    ("Did package P-77 ship on November 28th?", "get_shipment", {"package_id": "P-77"},
     {"package_id": "P-77", "shipped": "2026-11-27"}, "Yes, it shipped on November 28th.",
     False),
    # two dates in the result
    ("When is my stay at the Adlon?", "get_hotel", {"hotel": "Adlon"},
     {"hotel": "Adlon", "check_in": "2026-12-06", "check_out": "2026-12-08"},
     "Your stay runs from December 6th to December 8th.", True),
    ("When is my stay at the Adlon?", "get_hotel", {"hotel": "Adlon"},
     {"hotel": "Adlon", "check_in": "2026-12-06", "check_out": "2026-12-08"},
     "Your stay runs from December 6th to December 9th.", False),
    # results writing dates in other forms
    ("When is the next new moon?", "get_moon", {"phase": "new"},
     {"phase": "new", "date": "12/09/2026"}, "The next new moon is on December 9th.", True),
    ("When is the next new moon?", "get_moon", {"phase": "new"},
     {"phase": "new", "date": "Wednesday, December 9, 2026"},
     "The next new moon is on the 9th of December.", True),
    ("When is the next new moon?", "get_moon", {"phase": "new"},
     {"phase": "new", "date": "Wednesday, December 9, 2026"},
     "The next new moon is on December 19th.", False),
    # a day without its month
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"}, "The full moon is on the 24th.", True),
    ("When is the next full moon?", "get_moon", {"phase": "full"},
     {"phase": "full", "date": "2026-12-24"}, "The full moon is on the 25th.", False),
    ("When does the game start?", "get_event", {"event": "game"},
     {"event": "game", "starts": "2026-12-05T19:45:00Z"},
     "The game starts on Saturday the 5th at 7:45 PM.", True),
    ("When does the game start?", "get_event", {"event": "game"},
     {"event": "game", "starts": "2026-12-05T19:45:00Z"},
     "The game starts on Sunday, December 6th at 7:45 PM.", False),
    # hours in words
    ("What time does the bakery open?", "get_hours", {"place": "bakery"},
     {"place": "bakery", "opens": "07:30"}, "The bakery opens at 7:30 in the morning.", True),
    ("When does the pharmacy close?", "get_hours", {"place": "pharmacy"},
     {"place": "pharmacy", "closes": "21:00"}, "The pharmacy closes at 9 in the evening.",
     True),
    ("When does the pharmacy close?", "get_hours", {"place": "pharmacy"},
     {"place": "pharmacy", "closes": "21:00"}, "The pharmacy closes at 8 in the evening.",
     False),
    ("When does the next train to York leave?", "get_timetable", {"station": "York"},
     {"station": "York", "next_departure": "16:00"},
     "The next train leaves at 4 in the afternoon.", True),
    ("When does flight BA9 land?", "get_flight", {"flight": "BA9"},
     {"flight": "BA9", "arrival": "23:00"}, "BA9 lands at 11 at night.", True),
    ("When did the garage alarm go off?", "get_alarm", {"alarm": "garage"},
     {"alarm": "garage", "triggered": "2026-12-04T03:12:09Z"},
     "The garage alarm went off at 3:12 in the morning on December 4th.", True),
    ("When did the garage alarm go off?", "get_alarm", {"alarm": "garage"},
     {"alarm": "garage", "triggered": "2026-12-04T03:12:09Z"},
     "The garage alarm went off at 3:12 in the afternoon.", False),
]
