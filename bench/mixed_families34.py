"""``mixed_requests.py --later families34``: 25 more requests for one tool among two or
three offered, written without a verb as people jot them down: a thing and where it comes
from ("Some olives from Valvona in Edinburgh."), an activity and how long ("Archery for
an hour."), a thing and where it goes.

Written 12-07 (forty-third session) after reading families9 to families33's runs, where
the model copied the whole request into one argument ("Bowling for an hour" as the
activity, "A tin of Assam from Whittard in Bath." as the merchant, the whole of
"Sunflowers from Petal and Stem for my sister." as both the flowers and the florist),
which no refill asked again; and before a change asking such values again and before any
run of it: it measures that change on requests it was not written from. The tools and
requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, I, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "vineyard_tasting": (
        "Book a wine tasting at a vineyard.", {"wine": S, "vineyard": S},
        ["wine", "vineyard"]),
    "deli_collect": (
        "Order something from a deli to collect.", {"item": S, "deli": S},
        ["item", "deli"]),
    "craft_workshop": (
        "Book a place on a craft workshop for a number of hours.",
        {"craft": S, "hours": I}, ["craft", "hours"]),
    "boat_day_hire": (
        "Hire a boat for a number of days.", {"boat": S, "days": I}, ["boat", "days"]),
    "stables_ride": (
        "Book a horse ride at a riding stables.", {"ride": S, "stables": S},
        ["ride", "stables"]),
    "cafe_cake_order": (
        "Order a cake from a cafe.", {"cake": S, "cafe": S}, ["cake", "cafe"]),
    "bike_tour_book": (
        "Book a guided bike tour in a town.", {"tour": S, "town": S}, ["tour", "town"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES34: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Rioja at Bodegas Muga.", ("vineyard_tasting", "deli_collect"),
     [("vineyard_tasting", {"wine": "Rioja", "vineyard": "Bodegas Muga"})]),
    ("Sparkling wine at Ridgeview in Sussex.", ("vineyard_tasting", "craft_workshop"),
     [("vineyard_tasting", {"wine": "sparkling wine", "vineyard": "Ridgeview"})]),
    ("Pinot noir at Gusbourne please.", ("vineyard_tasting", "cafe_cake_order"),
     [("vineyard_tasting", {"wine": "pinot noir", "vineyard": "Gusbourne"})]),
    ("A bacchus tasting at Chapel Down.", ("vineyard_tasting", "stables_ride"),
     [("vineyard_tasting", {"wine": "bacchus", "vineyard": "Chapel Down"})]),
    ("Some olives from Valvona in Edinburgh.", ("deli_collect", "vineyard_tasting"),
     [("deli_collect", {"item": "olives", "deli": "Valvona"})]),
    ("Parma ham from Lina Stores in Soho.", ("deli_collect", "bike_tour_book"),
     [("deli_collect", {"item": "Parma ham", "deli": "Lina Stores"})]),
    ("A pork pie from Gabbott's Farm.", ("deli_collect", "boat_day_hire"),
     [("deli_collect", {"item": "pork pie", "deli": "Gabbott's Farm"})]),
    ("Smoked salmon from Ardtara Deli please.", ("deli_collect", "cafe_cake_order"),
     [("deli_collect", {"item": "smoked salmon", "deli": "Ardtara Deli"})]),
    ("Pottery for three hours.", ("craft_workshop", "boat_day_hire"),
     [("craft_workshop", {"craft": "pottery", "hours": 3})]),
    ("Stained glass for 2 hours please.", ("craft_workshop", "stables_ride"),
     [("craft_workshop", {"craft": "stained glass", "hours": 2})]),
    ("Willow weaving for an hour.", ("craft_workshop", "deli_collect"),
     [("craft_workshop", {"craft": "willow weaving", "hours": 1})]),
    ("Candle making for 4 hours.", ("craft_workshop", "bike_tour_book"),
     [("craft_workshop", {"craft": "candle making", "hours": 4})]),
    ("A dinghy for two days.", ("boat_day_hire", "craft_workshop"),
     [("boat_day_hire", {"boat": "dinghy", "days": 2})]),
    ("A day boat for 3 days on the Broads.", ("boat_day_hire", "vineyard_tasting"),
     [("boat_day_hire", {"boat": "day boat", "days": 3})]),
    ("A cabin cruiser for 5 days please.", ("boat_day_hire", "stables_ride"),
     [("boat_day_hire", {"boat": "cabin cruiser", "days": 5})]),
    ("A beach ride at Red Rock Stables.", ("stables_ride", "boat_day_hire"),
     [("stables_ride", {"ride": "beach ride", "stables": "Red Rock Stables"})]),
    ("A pony trek from Brimham Stables.", ("stables_ride", "deli_collect"),
     [("stables_ride", {"ride": "pony trek", "stables": "Brimham Stables"})]),
    ("An evening hack at Lodge Farm Stables please.", ("stables_ride", "craft_workshop"),
     [("stables_ride", {"ride": "evening hack", "stables": "Lodge Farm Stables"})]),
    ("A lemon drizzle from Bettys in Harrogate.", ("cafe_cake_order", "deli_collect"),
     [("cafe_cake_order", {"cake": "lemon drizzle", "cafe": "Bettys"})]),
    ("Carrot cake from The Hive Cafe.", ("cafe_cake_order", "vineyard_tasting"),
     [("cafe_cake_order", {"cake": "carrot cake", "cafe": "The Hive Cafe"})]),
    ("A Victoria sponge from Mrs B's Kitchen please.", ("cafe_cake_order", "bike_tour_book"),
     [("cafe_cake_order", {"cake": "Victoria sponge", "cafe": "Mrs B's Kitchen"})]),
    ("A food tour of Bristol by bike.", ("bike_tour_book", "cafe_cake_order"),
     [("bike_tour_book", {"tour": "food tour", "town": "Bristol"})]),
    ("The history tour in Oxford please.", ("bike_tour_book", "stables_ride"),
     [("bike_tour_book", {"tour": "history tour", "town": "Oxford"})]),
    ("A street art tour around Brighton.", ("bike_tour_book", "boat_day_hire"),
     [("bike_tour_book", {"tour": "street art tour", "town": "Brighton"})]),
    ("A night tour in York.", ("bike_tour_book", "craft_workshop"),
     [("bike_tour_book", {"tour": "night tour", "town": "York"})]),
]
