"""``mixed_requests.py --later families25``: 25 more requests for one tool among two or
three shops' and venues' APIs, each tool taking the venue (by its kind's name, or placed
by the tool's own text: "from a cheesemonger") and the thing asked for there (a cheese,
a flavour, a wine, a cake), most venues' names written after "at" or "from", some with
"in" and a town, some possessive ("Neal's Yard Dairy", "Morelli's"), and a few where
the place is an area ("around Hebden Bridge").

Written 12-06 (fortieth session) after reading families21-24's runs, where the model
wrote the venue's name into the thing's argument too ("Dobbies" as the plant, "Ginger
Pig" as the cut, "A pastrami sandwich from Monty's Deli" as the item), and before any
change for them and any run of this batch: it measures such a change on requests it was
not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, N, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "cheese_order": (
        "Order cheese from a cheesemonger.",
        {"cheesemonger": S, "cheese": S}, ["cheesemonger", "cheese"]),
    "tea_room_book": (
        "Book afternoon tea at a tea room.",
        {"tea_room": S, "guests": N}, ["tea_room"]),
    "ice_cream_order": (
        "Order ice cream at a parlour.",
        {"parlour": S, "flavour": S}, ["parlour", "flavour"]),
    "repair_drop": (
        "Drop off something to mend at a cobbler.",
        {"cobbler": S, "item": S}, ["cobbler", "item"]),
    "fishmonger_order": (
        "Order fish from a fishmonger.",
        {"fishmonger": S, "fish": S}, ["fishmonger", "fish"]),
    "wine_stock": (
        "Check a wine's stock at a wine shop.",
        {"shop": S, "wine": S, "town": S}, ["shop", "wine"]),
    "patisserie_order": (
        "Order a cake from a patisserie.",
        {"patisserie": S, "cake": S}, ["patisserie", "cake"]),
    "gallery_tickets": (
        "Buy tickets for an exhibition at a gallery.",
        {"gallery": S, "exhibition": S}, ["gallery", "exhibition"]),
    "garage_mot": (
        "Book a car's MOT at a garage.",
        {"garage": S, "car": S}, ["garage", "car"]),
    "spa_book": (
        "Book a treatment at a spa.",
        {"spa": S, "treatment": S, "town": S}, ["spa", "treatment"]),
    "kennels_stay": (
        "Book a dog's stay at kennels.",
        {"kennels": S, "dog": S, "nights": N}, ["kennels", "dog"]),
    "dog_walker_search": (
        "Find a dog walker in an area.",
        {"area": S, "dog": S}, ["area", "dog"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES25: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Some Stilton from Paxton and Whitfield.", ("cheese_order", "wine_stock"),
     [("cheese_order", {"cheesemonger": "Paxton and Whitfield", "cheese": "Stilton"})]),
    ("Order Wensleydale from Neal's Yard Dairy in Covent Garden.",
     ("cheese_order", "patisserie_order", "spa_book"),
     [("cheese_order", {"cheesemonger": "Neal's Yard Dairy", "cheese": "Wensleydale"})]),
    ("Afternoon tea for 4 at Bettys in York.", ("tea_room_book", "gallery_tickets"),
     [("tea_room_book", {"tea_room": "Bettys", "guests": 4})]),
    ("Book tea at The Pump Room.", ("tea_room_book", "kennels_stay", "garage_mot"),
     [("tea_room_book", {"tea_room": "The Pump Room"})]),
    ("A pistachio cone at Morelli's in Broadstairs.", ("ice_cream_order", "repair_drop"),
     [("ice_cream_order", {"parlour": "Morelli's", "flavour": "pistachio"})]),
    ("Mint choc chip from Gelato Gusto.", ("ice_cream_order", "fishmonger_order",
                                           "dog_walker_search"),
     [("ice_cream_order", {"parlour": "Gelato Gusto", "flavour": "mint choc chip"})]),
    ("Drop my boots at Timpson in Hexham.", ("repair_drop", "cheese_order"),
     [("repair_drop", {"cobbler": "Timpson", "item": "boots"})]),
    ("New soles for my brogues at Jack's Cobblers.", ("repair_drop", "wine_stock",
                                                      "tea_room_book"),
     [("repair_drop", {"cobbler": "Jack's Cobblers", "item": "brogues"})]),
    ("Two sea bass from Fish Shack in Whitby.", ("fishmonger_order", "ice_cream_order"),
     [("fishmonger_order", {"fishmonger": "Fish Shack", "fish": "sea bass"})]),
    ("Any crab at Dorset Fish?", ("fishmonger_order", "gallery_tickets", "spa_book"),
     [("fishmonger_order", {"fishmonger": "Dorset Fish", "fish": "crab"})]),
    ("Is there any Rioja at Majestic in Bristol?", ("wine_stock", "cheese_order"),
     [("wine_stock", {"shop": "Majestic", "wine": "Rioja"})]),
    ("Do Oddbins have Malbec?", ("wine_stock", "kennels_stay", "patisserie_order"),
     [("wine_stock", {"shop": "Oddbins", "wine": "Malbec"})]),
    ("A lemon tart from Maison Bertaux.", ("patisserie_order", "garage_mot"),
     [("patisserie_order", {"patisserie": "Maison Bertaux", "cake": "lemon tart"})]),
    ("Order an opera cake at Paul's in Soho.", ("patisserie_order", "dog_walker_search",
                                               "repair_drop"),
     [("patisserie_order", {"patisserie": "Paul's", "cake": "opera cake"})]),
    ("Tickets for Turner at the Walker in Liverpool.", ("gallery_tickets", "tea_room_book"),
     [("gallery_tickets", {"gallery": "Walker", "exhibition": "Turner"})]),
    ("Two tickets for the Hockney show at Salts Mill.", ("gallery_tickets", "fishmonger_order",
                                                        "wine_stock"),
     [("gallery_tickets", {"gallery": "Salts Mill", "exhibition": "Hockney"})]),
    ("An MOT for my Fiesta at Kwik Fit.", ("garage_mot", "spa_book"),
     [("garage_mot", {"garage": "Kwik Fit", "car": "Fiesta"})]),
    ("Book the Golf in for its MOT at Halfords in Leeds.", ("garage_mot", "ice_cream_order",
                                                            "cheese_order"),
     [("garage_mot", {"garage": "Halfords", "car": "Golf"})]),
    ("A hot stone massage at Cowshed.", ("spa_book", "kennels_stay"),
     [("spa_book", {"spa": "Cowshed", "treatment": "hot stone massage"})]),
    ("A facial at Thermae in Bath.", ("spa_book", "gallery_tickets", "tea_room_book"),
     [("spa_book", {"spa": "Thermae", "treatment": "facial"})]),
    ("Three nights for Bramble at Happy Paws.", ("kennels_stay", "dog_walker_search"),
     [("kennels_stay", {"kennels": "Happy Paws", "dog": "Bramble", "nights": 3})]),
    ("Can Oakwood Kennels in Thirsk take Biscuit?", ("kennels_stay", "repair_drop",
                                                     "fishmonger_order"),
     [("kennels_stay", {"kennels": "Oakwood Kennels", "dog": "Biscuit"})]),
    ("Someone to walk Pepper around Hebden Bridge.", ("dog_walker_search", "garage_mot"),
     [("dog_walker_search", {"area": "Hebden Bridge", "dog": "Pepper"})]),
    ("A walker for my spaniel in Clifton.", ("dog_walker_search", "cheese_order",
                                            "patisserie_order"),
     [("dog_walker_search", {"area": "Clifton", "dog": "spaniel"})]),
    ("Any Shiraz at Laithwaites?", ("wine_stock", "ice_cream_order"),
     [("wine_stock", {"shop": "Laithwaites", "wine": "Shiraz"})]),
]
