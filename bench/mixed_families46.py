"""``mixed_requests.py --later families46``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue, each request naming both, most with
the word that places the venue ("Tosca at the Royal Opera House.", "Mackerel from
Kingfisher please."), two without ("Can Fenwick Motors service my Clio?"). Most things
are names themselves: a band, a show, a dog, an opera, a car.

Written 12-07 (forty-eighth session) after reading families9-39's runs, where one value
stood in two arguments (the film as the cinema too, "Dune" of "Dune at the Curzon
please."; the venue as the thing too after the evidence rules or a refill, "Cut Above"
as the service of "Highlights at Cut Above please."), and before a change putting such a
value right, and before any run of it: it measures that change on requests it was not
written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "gig_ticket_buy": (
        "Buy tickets for a band at a music venue.", {"band": S, "venue": S},
        ["band", "venue"]),
    "exhibition_ticket_book": (
        "Book tickets for an exhibition at a gallery.", {"exhibition": S, "gallery": S},
        ["exhibition", "gallery"]),
    "kennel_stay_book": (
        "Book a stay for a dog at kennels.", {"dog": S, "kennels": S}, ["dog", "kennels"]),
    "bakery_loaf_reserve": (
        "Reserve a loaf at a bakery.", {"loaf": S, "bakery": S}, ["loaf", "bakery"]),
    "flower_bouquet_order": (
        "Order a bouquet from a florist.", {"bouquet": S, "florist": S},
        ["bouquet", "florist"]),
    "opera_seats_book": (
        "Book seats for an opera at an opera house.", {"opera": S, "opera_house": S},
        ["opera", "opera_house"]),
    "fish_counter_order": (
        "Order fish from a fishmonger.", {"fish": S, "fishmonger": S}, ["fish", "fishmonger"]),
    "car_service_book": (
        "Book a car in for a service at a garage.", {"car": S, "garage": S},
        ["car", "garage"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES46: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Tickets for Bicep at the Albert Hall.", ("gig_ticket_buy", "exhibition_ticket_book"),
     [("gig_ticket_buy", {"band": "Bicep", "venue": "Albert Hall"})]),
    ("Tickets to see Suede at the Forum.", ("gig_ticket_buy", "fish_counter_order"),
     [("gig_ticket_buy", {"band": "Suede", "venue": "Forum"})]),
    ("Can I get tickets for Doves at Rock City?", ("gig_ticket_buy", "bakery_loaf_reserve",
                                                   "car_service_book"),
     [("gig_ticket_buy", {"band": "Doves", "venue": "Rock City"})]),
    ("Monet at the Courtauld please.", ("exhibition_ticket_book", "kennel_stay_book"),
     [("exhibition_ticket_book", {"exhibition": "Monet", "gallery": "Courtauld"})]),
    ("Book Hepworth at Tate St Ives.", ("exhibition_ticket_book", "opera_seats_book"),
     [("exhibition_ticket_book", {"exhibition": "Hepworth", "gallery": "Tate St Ives"})]),
    ("Tickets for Vermeer at the National Gallery.", ("exhibition_ticket_book",
                                                      "gig_ticket_buy"),
     [("exhibition_ticket_book", {"exhibition": "Vermeer", "gallery": "National Gallery"})]),
    ("A stay for Biscuit at Bark Lodge.", ("kennel_stay_book", "flower_bouquet_order"),
     [("kennel_stay_book", {"dog": "Biscuit", "kennels": "Bark Lodge"})]),
    ("Board Pepper at Waggy Tails.", ("kennel_stay_book", "car_service_book"),
     [("kennel_stay_book", {"dog": "Pepper", "kennels": "Waggy Tails"})]),
    ("Can Canine Cottage take Bramble?", ("kennel_stay_book", "bakery_loaf_reserve"),
     [("kennel_stay_book", {"dog": "Bramble", "kennels": "Canine Cottage"})]),
    ("A sourdough at Bread Ahead please.", ("bakery_loaf_reserve", "fish_counter_order"),
     [("bakery_loaf_reserve", {"loaf": "sourdough", "bakery": "Bread Ahead"})]),
    ("Reserve a bloomer at Gail's.", ("bakery_loaf_reserve", "gig_ticket_buy"),
     [("bakery_loaf_reserve", {"loaf": "bloomer", "bakery": "Gail's"})]),
    ("Put a rye loaf aside at Haxby Bakehouse.", ("bakery_loaf_reserve",
                                                  "exhibition_ticket_book",
                                                  "kennel_stay_book"),
     [("bakery_loaf_reserve", {"loaf": "rye loaf", "bakery": "Haxby Bakehouse"})]),
    ("Peonies from Flowerbx.", ("flower_bouquet_order", "opera_seats_book"),
     [("flower_bouquet_order", {"bouquet": "peonies", "florist": "Flowerbx"})]),
    ("Order tulips from Rebel Rebel.", ("flower_bouquet_order", "fish_counter_order"),
     [("flower_bouquet_order", {"bouquet": "tulips", "florist": "Rebel Rebel"})]),
    ("A bouquet of lilies from Bloomsbury Flowers.", ("flower_bouquet_order",
                                                      "car_service_book"),
     [("flower_bouquet_order", {"bouquet": "lilies", "florist": "Bloomsbury Flowers"})]),
    ("Tosca at the Royal Opera House.", ("opera_seats_book", "gig_ticket_buy"),
     [("opera_seats_book", {"opera": "Tosca", "opera_house": "Royal Opera House"})]),
    ("Seats for Carmen at Glyndebourne.", ("opera_seats_book", "bakery_loaf_reserve"),
     [("opera_seats_book", {"opera": "Carmen", "opera_house": "Glyndebourne"})]),
    ("Book La Boheme at the Coliseum.", ("opera_seats_book", "exhibition_ticket_book",
                                         "flower_bouquet_order"),
     [("opera_seats_book", {"opera": "La Boheme", "opera_house": "Coliseum"})]),
    ("Some halibut from Jarvis.", ("fish_counter_order", "kennel_stay_book"),
     [("fish_counter_order", {"fish": "halibut", "fishmonger": "Jarvis"})]),
    ("Order crab at Steve Hatt.", ("fish_counter_order", "opera_seats_book"),
     [("fish_counter_order", {"fish": "crab", "fishmonger": "Steve Hatt"})]),
    ("Mackerel from Kingfisher please.", ("fish_counter_order", "flower_bouquet_order"),
     [("fish_counter_order", {"fish": "mackerel", "fishmonger": "Kingfisher"})]),
    ("Book my Yaris in at Motorpoint.", ("car_service_book", "gig_ticket_buy"),
     [("car_service_book", {"car": "Yaris", "garage": "Motorpoint"})]),
    ("A service for the Polo at Autoworks.", ("car_service_book", "kennel_stay_book"),
     [("car_service_book", {"car": "Polo", "garage": "Autoworks"})]),
    ("Service my Astra at Hillside Garage.", ("car_service_book", "fish_counter_order",
                                              "opera_seats_book"),
     [("car_service_book", {"car": "Astra", "garage": "Hillside Garage"})]),
    ("Can Fenwick Motors service my Clio?", ("car_service_book", "bakery_loaf_reserve"),
     [("car_service_book", {"car": "Clio", "garage": "Fenwick Motors"})]),
]
