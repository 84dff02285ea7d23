"""``mixed_requests.py --later families18``: 25 more requests for one tool among two or
three services' APIs, each tool taking a street address beside one or two other strings:
window cleaning, parcel collection, boiler servicing, carpet fitting, pest control,
furniture delivery, skip hire, dog grooming, meal kits, house moves, aerial fitting and
oven cleaning. Most requests write the address with its house number ("14 Elm Street",
"221B Baker Street", "Flat 2, 10 Park Road"); some have none ("Rose Cottage", "Old Rectory
Farm") or a count before a name ("2 Ikea wardrobes").

Written 12-06 (thirty-eighth session) after reading families9-17's wrong calls (a street
without its house number, a street address in a string beside the address) and before
the change meant for them and before any run of this batch: it measures that change on
requests it was not written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from mixed_families import INT
from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "window_clean": (
        "Book a window cleaner at an address.",
        {"address": S, "windows": INT}, ["address"]),
    "parcel_collect": (
        "Book a courier to collect a parcel from an address.",
        {"item": S, "address": S, "courier": S}, ["item", "address"]),
    "boiler_service": (
        "Book a boiler service.",
        {"boiler": S, "address": S}, ["boiler", "address"]),
    "carpet_fit": (
        "Book carpet fitting.",
        {"carpet": S, "room": S, "address": S}, ["carpet", "address"]),
    "pest_control": (
        "Send pest control to an address.",
        {"pest": S, "address": S}, ["pest", "address"]),
    "sofa_delivery": (
        "Deliver furniture from a store to an address.",
        {"item": S, "store": S, "address": S}, ["item", "address"]),
    "skip_hire": (
        "Hire a skip delivered to an address.",
        {"size": S, "address": S, "days": INT}, ["size", "address"]),
    "dog_groom": (
        "Book a mobile dog groomer.",
        {"dog": S, "address": S, "groom": S}, ["dog", "address"]),
    "meal_kit_delivery": (
        "Order a meal kit delivered to an address.",
        {"kit": S, "address": S, "people": INT}, ["kit", "address"]),
    "flat_move": (
        "Book a removal van between two addresses.",
        {"from_address": S, "to_address": S, "van": S}, ["from_address", "to_address"]),
    "aerial_fit": (
        "Book a TV aerial installer.",
        {"aerial": S, "address": S}, ["aerial", "address"]),
    "oven_clean": (
        "Book an oven cleaner.",
        {"oven": S, "address": S}, ["oven", "address"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES18: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Clean the windows at 14 Elm Street.", ("window_clean", "oven_clean"),
     [("window_clean", {"address": "14 Elm Street"})]),
    ("Collect a parcel from 7 Dock Road with DPD.", ("parcel_collect", "sofa_delivery",
                                                     "skip_hire"),
     [("parcel_collect", {"item": "parcel", "address": "7 Dock Road", "courier": "DPD"})]),
    ("Service the Worcester boiler at 3 Kiln Lane.", ("boiler_service", "oven_clean"),
     [("boiler_service", {"boiler": "Worcester", "address": "3 Kiln Lane"})]),
    ("Fit a wool carpet in the hall at 25 Beech Drive.", ("carpet_fit", "aerial_fit",
                                                          "pest_control"),
     [("carpet_fit", {"carpet": "wool", "room": "hall", "address": "25 Beech Drive"})]),
    ("There are mice at 9 Quarry Close.", ("pest_control", "dog_groom"),
     [("pest_control", {"pest": "mice", "address": "9 Quarry Close"})]),
    ("Deliver a sofa from DFS to 41 Orchard Way.", ("sofa_delivery", "flat_move",
                                                    "parcel_collect"),
     [("sofa_delivery", {"item": "sofa", "store": "DFS", "address": "41 Orchard Way"})]),
    ("Hire a midi skip for 56 Chapel Street for 7 days.", ("skip_hire", "window_clean"),
     [("skip_hire", {"size": "midi", "address": "56 Chapel Street", "days": 7})]),
    ("Groom Biscuit at 2 Willow Crescent.", ("dog_groom", "carpet_fit", "boiler_service"),
     [("dog_groom", {"dog": "Biscuit", "address": "2 Willow Crescent"})]),
    ("Send the veggie meal kit to 18 Station Approach for 4 people.",
     ("meal_kit_delivery", "parcel_collect"),
     [("meal_kit_delivery", {"kit": "veggie", "address": "18 Station Approach",
                             "people": 4})]),
    ("Move us from 5 Mill Lane to 80 High Street.", ("flat_move", "sofa_delivery",
                                                     "skip_hire"),
     [("flat_move", {"from_address": "5 Mill Lane", "to_address": "80 High Street"})]),
    ("Fit a digital aerial at Rose Cottage.", ("aerial_fit", "carpet_fit"),
     [("aerial_fit", {"aerial": "digital", "address": "Rose Cottage"})]),
    ("Deep clean the range oven at 221B Baker Street.", ("oven_clean", "window_clean",
                                                         "boiler_service"),
     [("oven_clean", {"oven": "range", "address": "221B Baker Street"})]),
    ("Wasps in the loft at Flat 2, 10 Park Road.", ("pest_control", "aerial_fit"),
     [("pest_control", {"pest": "wasps", "address": "Flat 2, 10 Park Road"})]),
    ("Can you deliver 2 Ikea wardrobes to 6 Lime Grove?", ("sofa_delivery", "parcel_collect",
                                                          "meal_kit_delivery"),
     [("sofa_delivery", {"item": "wardrobes", "store": "Ikea", "address": "6 Lime Grove"})]),
    ("A large skip for Old Rectory Farm.", ("skip_hire", "flat_move"),
     [("skip_hire", {"size": "large", "address": "Old Rectory Farm"})]),
    ("My parcel is waiting at 33 Kings Road for Evri.", ("parcel_collect", "dog_groom",
                                                        "window_clean"),
     [("parcel_collect", {"item": "parcel", "address": "33 Kings Road", "courier": "Evri"})]),
    ("Fit a twist pile carpet at 4 Ash Grove.", ("carpet_fit", "oven_clean"),
     [("carpet_fit", {"carpet": "twist pile", "address": "4 Ash Grove"})]),
    ("Our Vaillant boiler at 12 Fore Street needs a service.", ("boiler_service",
                                                                "aerial_fit", "pest_control"),
     [("boiler_service", {"boiler": "Vaillant", "address": "12 Fore Street"})]),
    ("Rats in the garden shed at 70 Meadow Rise.", ("pest_control", "skip_hire"),
     [("pest_control", {"pest": "rats", "address": "70 Meadow Rise"})]),
    ("Groom Daisy at 8 Cedar Avenue, a full clip.", ("dog_groom", "meal_kit_delivery",
                                                     "carpet_fit"),
     [("dog_groom", {"dog": "Daisy", "address": "8 Cedar Avenue", "groom": "full clip"})]),
    ("The family meal kit to 3 The Green please.", ("meal_kit_delivery", "sofa_delivery"),
     [("meal_kit_delivery", {"kit": "family", "address": "3 The Green"})]),
    ("We're moving to 19 Hill View from 2 Dale Road.", ("flat_move", "boiler_service",
                                                       "window_clean"),
     [("flat_move", {"from_address": "2 Dale Road", "to_address": "19 Hill View"})]),
    ("Put up a satellite aerial at 45 Bank Street.", ("aerial_fit", "dog_groom"),
     [("aerial_fit", {"aerial": "satellite", "address": "45 Bank Street"})]),
    ("Clean the 8 windows at 6 Sandy Lane.", ("window_clean", "pest_control", "oven_clean"),
     [("window_clean", {"address": "6 Sandy Lane", "windows": 8})]),
    ("Clean the Aga at 11 Forge Close.", ("oven_clean", "carpet_fit"),
     [("oven_clean", {"oven": "Aga", "address": "11 Forge Close"})]),
]
