"""``mixed_requests.py --later families40``: 25 more requests for one tool among two or
three offered, each naming the thing a tool acts on after "my", "our" or "the" ("Take in
my blazer at Stitch Tailors.", "Hire the orangery for 60 people."), and some naming a
person after "my", whose "my" stays ("Send a candle to my aunt.").

Written 12-07 (forty-sixth session) after reading families9 to families39's runs, where
the model copied the possessive or the article with the thing ("my cat" as the pet of "My
cat is off her food, can Castle Vets see her?", "my van" as the vehicle of "Park my van
for 3 hours.", "The ballroom" as the room of "Hire the ballroom for 120 people."), and
before a change cutting such words and before any run of it: it measures that change on
requests it was not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "pet_checkup": (
        "Book a check-up for a pet at a vet's practice.", {"pet": S, "vets": S},
        ["pet", "vets"]),
    "clothes_alter": (
        "Have a piece of clothing altered at a tailor.", {"garment": S, "tailor": S},
        ["garment", "tailor"]),
    "motor_valet": (
        "Book a valet for a car at a car wash.", {"car": S, "car_wash": S},
        ["car", "car_wash"]),
    "present_send": (
        "Send a present to someone.", {"present": S, "recipient": S},
        ["present", "recipient"]),
    "room_for_event": (
        "Hire a room for a number of people.", {"room": S, "people": {"type": "integer"}},
        ["room", "people"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES40: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Book my rabbit in for a check-up at Oak Vets.", ("pet_checkup", "motor_valet"),
     [("pet_checkup", {"pet": "rabbit", "vets": "Oak Vets"})]),
    ("A check-up for our kitten at Riverside Vets.", ("pet_checkup", "present_send"),
     [("pet_checkup", {"pet": "kitten", "vets": "Riverside Vets"})]),
    ("My hamster needs a check-up at Ark Vets.", ("pet_checkup", "clothes_alter",
                                                  "room_for_event"),
     [("pet_checkup", {"pet": "hamster", "vets": "Ark Vets"})]),
    ("Can Willow Vets see my parrot?", ("pet_checkup", "room_for_event"),
     [("pet_checkup", {"pet": "parrot", "vets": "Willow Vets"})]),
    ("A check-up for my whippet at Paws Vets.", ("pet_checkup", "motor_valet",
                                                 "present_send"),
     [("pet_checkup", {"pet": "whippet", "vets": "Paws Vets"})]),
    ("Take in my blazer at Stitch Tailors.", ("clothes_alter", "pet_checkup"),
     [("clothes_alter", {"garment": "blazer", "tailor": "Stitch Tailors"})]),
    ("Let out my waistcoat at Hem and Co.", ("clothes_alter", "motor_valet"),
     [("clothes_alter", {"garment": "waistcoat", "tailor": "Hem and Co"})]),
    ("My jeans need taking up at Needle Point.", ("clothes_alter", "present_send",
                                                  "room_for_event"),
     [("clothes_alter", {"garment": "jeans", "tailor": "Needle Point"})]),
    ("Take up the trousers at Sew Smart.", ("clothes_alter", "room_for_event"),
     [("clothes_alter", {"garment": "trousers", "tailor": "Sew Smart"})]),
    ("Our school blazer needs altering at Taylor Made.", ("clothes_alter", "pet_checkup",
                                                          "motor_valet"),
     [("clothes_alter", {"garment": "school blazer", "tailor": "Taylor Made"})]),
    ("Wash my Astra at Bubble Wash.", ("motor_valet", "clothes_alter"),
     [("motor_valet", {"car": "Astra", "car_wash": "Bubble Wash"})]),
    ("Our Qashqai needs a valet at Shine Bay.", ("motor_valet", "pet_checkup"),
     [("motor_valet", {"car": "Qashqai", "car_wash": "Shine Bay"})]),
    ("Valet the Tesla at Clean Cars.", ("motor_valet", "present_send", "clothes_alter"),
     [("motor_valet", {"car": "Tesla", "car_wash": "Clean Cars"})]),
    ("A valet for my camper van at Suds.", ("motor_valet", "room_for_event"),
     [("motor_valet", {"car": "camper van", "car_wash": "Suds"})]),
    ("Clean the Land Rover at Mud Off.", ("motor_valet", "pet_checkup", "present_send"),
     [("motor_valet", {"car": "Land Rover", "car_wash": "Mud Off"})]),
    ("Send a hamper to my grandad.", ("present_send", "motor_valet"),
     [("present_send", {"present": "hamper", "recipient": "my grandad"})]),
    ("Send chocolates to my neighbour.", ("present_send", "clothes_alter"),
     [("present_send", {"present": "chocolates", "recipient": "my neighbour"})]),
    ("Send a candle to my aunt.", ("present_send", "pet_checkup", "room_for_event"),
     [("present_send", {"present": "candle", "recipient": "my aunt"})]),
    ("A scarf for my sister please.", ("present_send", "room_for_event"),
     [("present_send", {"present": "scarf", "recipient": "my sister"})]),
    ("Hire the conservatory for 30 people.", ("room_for_event", "present_send"),
     [("room_for_event", {"room": "conservatory", "people": 30})]),
    ("Hire the orangery for 60 people.", ("room_for_event", "motor_valet"),
     [("room_for_event", {"room": "orangery", "people": 60})]),
    ("Book the boardroom for 8 people.", ("room_for_event", "clothes_alter",
                                          "pet_checkup"),
     [("room_for_event", {"room": "boardroom", "people": 8})]),
    ("Hire The Granary for 40 people.", ("room_for_event", "pet_checkup"),
     [("room_for_event", {"room": "The Granary", "people": 40})]),
    ("The library for 12 people please.", ("room_for_event", "present_send",
                                           "motor_valet"),
     [("room_for_event", {"room": "library", "people": 12})]),
    ("Flowers for my mother-in-law.", ("present_send", "clothes_alter"),
     [("present_send", {"present": "Flowers", "recipient": "my mother-in-law"})]),
]
