"""``mixed_requests.py --later families19``: 25 more requests for one tool among two or
three services' APIs, over other tools than ``mixed_families18.py``'s: lock changes,
tutors, takeaways, bookshops, leak repairs, bouquets, car hire, gym classes, concert
tickets, vets, hairdressers and museum tours. Many values hold a function word inside:
names as written ("Spice of Life", "Florence and the Machine", "Hair by Jo"), things of
two words joined ("fish and chips", "wash and blow dry"), phrases in lower case
("history of art", "yoga for beginners") and reasons ("off her food").

Written 12-06 (thirty-eighth session) after families18's runs were read and before the
next change of this session (runs with a function word inside offered to a refill only as
a name, a joined pair or prose) and before any run of this batch: it measures that change
on requests it was not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "lock_change": (
        "Book a locksmith to change a lock.",
        {"lock": S, "address": S}, ["lock", "address"]),
    "tutor_find": (
        "Find a private tutor in a town.",
        {"subject": S, "level": S, "town": S}, ["subject", "town"]),
    "takeaway_order": (
        "Order a takeaway dish from a restaurant.",
        {"dish": S, "restaurant": S}, ["dish", "restaurant"]),
    "bookshop_order": (
        "Order a book from a bookshop.",
        {"title": S, "shop": S}, ["title", "shop"]),
    "leak_repair": (
        "Book a plumber for a leak.",
        {"issue": S, "address": S}, ["issue", "address"]),
    "florist_bouquet": (
        "Order a bouquet from a florist.",
        {"flowers": S, "florist": S, "recipient": S}, ["flowers", "florist"]),
    "estate_car_hire": (
        "Hire a car from a branch.",
        {"car": S, "branch": S}, ["car", "branch"]),
    "gym_class": (
        "Book a class at a gym.",
        {"class_name": S, "gym": S}, ["class_name", "gym"]),
    "concert_tickets": (
        "Buy concert tickets.",
        {"artist": S, "venue": S, "tickets": INT}, ["artist", "venue"]),
    "vet_visit": (
        "Book a vet appointment.",
        {"pet": S, "reason": S, "practice": S}, ["pet", "reason"]),
    "blow_dry_book": (
        "Book a hairdresser.",
        {"service": S, "salon": S}, ["service", "salon"]),
    "museum_tour": (
        "Book a guided museum tour.",
        {"tour": S, "museum": S, "people": INT}, ["tour", "museum"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES19: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Change the front door lock at 5 Pine Road.", ("lock_change", "leak_repair"),
     [("lock_change", {"lock": "front door", "address": "5 Pine Road"})]),
    ("A maths tutor for GCSE in Reading.", ("tutor_find", "gym_class", "museum_tour"),
     [("tutor_find", {"subject": "maths", "level": "GCSE", "town": "Reading"})]),
    ("Someone to teach history of art in York.", ("tutor_find", "bookshop_order"),
     [("tutor_find", {"subject": "history of art", "town": "York"})]),
    ("Fish and chips from The Golden Fry.", ("takeaway_order", "florist_bouquet",
                                             "vet_visit"),
     [("takeaway_order", {"dish": "fish and chips", "restaurant": "The Golden Fry"})]),
    ("A lamb bhuna from Spice of Life.", ("takeaway_order", "estate_car_hire"),
     [("takeaway_order", {"dish": "lamb bhuna", "restaurant": "Spice of Life"})]),
    ("Order Gone with the Wind from Waterstones.", ("bookshop_order", "concert_tickets",
                                                    "tutor_find"),
     [("bookshop_order", {"title": "Gone with the Wind", "shop": "Waterstones"})]),
    ("Can Foyles get me The Salt Path?", ("bookshop_order", "blow_dry_book"),
     [("bookshop_order", {"title": "The Salt Path", "shop": "Foyles"})]),
    ("A leaking tap at 2 Birch Way.", ("leak_repair", "lock_change", "gym_class"),
     [("leak_repair", {"issue": "leaking tap", "address": "2 Birch Way"})]),
    ("Water is coming through the ceiling at 9 Park Crescent.", ("leak_repair",
                                                                 "museum_tour"),
     [("leak_repair", {"issue": "water is coming through the ceiling",
                       "address": "9 Park Crescent"})]),
    ("Sunflowers from Petal and Stem for my sister.", ("florist_bouquet", "takeaway_order",
                                                       "estate_car_hire"),
     [("florist_bouquet", {"flowers": "sunflowers", "florist": "Petal and Stem",
                           "recipient": "my sister"})]),
    ("White lilies from Bunches.", ("florist_bouquet", "concert_tickets"),
     [("florist_bouquet", {"flowers": "white lilies", "florist": "Bunches"})]),
    ("An estate car from Sixt Manchester.", ("estate_car_hire", "vet_visit", "lock_change"),
     [("estate_car_hire", {"car": "estate", "branch": "Sixt Manchester"})]),
    ("Hire a van from the Hertz at Gatwick.", ("estate_car_hire", "bookshop_order"),
     [("estate_car_hire", {"car": "van", "branch": "Gatwick"})]),
    ("A spin class at Pure Gym.", ("gym_class", "blow_dry_book", "leak_repair"),
     [("gym_class", {"class_name": "spin", "gym": "Pure Gym"})]),
    ("Yoga for beginners at Fitness First.", ("gym_class", "tutor_find"),
     [("gym_class", {"class_name": "yoga for beginners", "gym": "Fitness First"})]),
    ("Two tickets for Florence and the Machine at the O2.", ("concert_tickets",
                                                            "museum_tour", "gym_class"),
     [("concert_tickets", {"artist": "Florence and the Machine", "venue": "O2",
                           "tickets": 2})]),
    ("Coldplay at Wembley, 4 tickets.", ("concert_tickets", "florist_bouquet"),
     [("concert_tickets", {"artist": "Coldplay", "venue": "Wembley", "tickets": 4})]),
    ("My cat is off her food, can Castle Vets see her?", ("vet_visit", "takeaway_order",
                                                          "lock_change"),
     [("vet_visit", {"pet": "cat", "reason": "off her food", "practice": "Castle Vets"})]),
    ("Booster jabs for my puppy.", ("vet_visit", "tutor_find"),
     [("vet_visit", {"pet": "puppy", "reason": "booster jabs"})]),
    ("A wash and blow dry at Hair by Jo.", ("blow_dry_book", "gym_class", "florist_bouquet"),
     [("blow_dry_book", {"service": "wash and blow dry", "salon": "Hair by Jo"})]),
    ("Highlights at Cut Above please.", ("blow_dry_book", "estate_car_hire"),
     [("blow_dry_book", {"service": "highlights", "salon": "Cut Above"})]),
    ("The Egyptian gallery tour at the Ashmolean for 3.", ("museum_tour", "concert_tickets",
                                                          "bookshop_order"),
     [("museum_tour", {"tour": "Egyptian gallery", "museum": "Ashmolean", "people": 3})]),
    ("A dinosaur tour of the Natural History Museum.", ("museum_tour", "vet_visit"),
     [("museum_tour", {"tour": "dinosaur", "museum": "Natural History Museum"})]),
    ("New locks on the patio doors at 31 Grange Road.", ("lock_change", "leak_repair",
                                                         "blow_dry_book"),
     [("lock_change", {"lock": "patio doors", "address": "31 Grange Road"})]),
    ("A chemistry tutor for A level in Bath.", ("tutor_find", "takeaway_order"),
     [("tutor_find", {"subject": "chemistry", "level": "A level", "town": "Bath"})]),
]
