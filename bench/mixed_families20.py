"""``mixed_requests.py --later families20``: 25 more requests for one tool among two or
three services' APIs, each tool taking an address beside one or two other strings, over
other tools than ``mixed_families18.py``'s: hedge trimming, gas safety checks, sofa
cleaning, broadband, piano tuning, sheds, chimney inspections, groceries, tree surgery,
roof repairs, bathroom fitting and bulky waste. Most requests write a street address with
its house number, some after the thing the tool acts on, some before it; a few give a
house's name or a town instead.

Written 12-06 (thirty-eighth session) after families19's runs were read and before the
next change of this session (a street address written into another string while the
address holds none: both asked again) and before any run of this batch: it measures that
change on requests it was not written from. The tools and requests are this project's
own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "hedge_trim": (
        "Book a gardener to trim a hedge.",
        {"hedge": S, "address": S}, ["hedge", "address"]),
    "gas_safety_check": (
        "Book a gas safety check.",
        {"appliance": S, "address": S}, ["appliance", "address"]),
    "sofa_clean": (
        "Book upholstery cleaning.",
        {"sofa": S, "address": S}, ["sofa", "address"]),
    "broadband_install": (
        "Book a broadband installation.",
        {"package": S, "address": S, "provider": S}, ["package", "address"]),
    "piano_tune": (
        "Book a piano tuner.",
        {"piano": S, "address": S}, ["piano", "address"]),
    "shed_build": (
        "Order a garden shed, built on site.",
        {"shed": S, "address": S}, ["shed", "address"]),
    "chimney_inspect": (
        "Book a chimney inspection.",
        {"chimney": S, "address": S}, ["chimney", "address"]),
    "grocery_delivery": (
        "Book a grocery delivery slot.",
        {"shop": S, "address": S, "slot": S}, ["shop", "address"]),
    "tree_surgeon": (
        "Book a tree surgeon.",
        {"tree": S, "work": S, "address": S}, ["tree", "address"]),
    "roof_repair": (
        "Book a roofer.",
        {"problem": S, "address": S}, ["problem", "address"]),
    "bathroom_fit": (
        "Get a quote to fit a bathroom.",
        {"suite": S, "address": S}, ["suite", "address"]),
    "bulky_waste": (
        "Book a bulky waste collection.",
        {"item": S, "address": S}, ["item", "address"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES20: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Trim the beech hedge at 4 Orchard Close.", ("hedge_trim", "tree_surgeon"),
     [("hedge_trim", {"hedge": "beech", "address": "4 Orchard Close"})]),
    ("Our privet hedge at 17 Victoria Road needs cutting back.", ("hedge_trim", "shed_build",
                                                                  "roof_repair"),
     [("hedge_trim", {"hedge": "privet", "address": "17 Victoria Road"})]),
    ("A gas safety check on the boiler at 8 Kings Avenue.", ("gas_safety_check",
                                                             "chimney_inspect"),
     [("gas_safety_check", {"appliance": "boiler", "address": "8 Kings Avenue"})]),
    ("Check the gas hob at 42 Church Lane.", ("gas_safety_check", "bathroom_fit",
                                              "sofa_clean"),
     [("gas_safety_check", {"appliance": "gas hob", "address": "42 Church Lane"})]),
    ("Clean the leather sofa at 6 Abbey Road.", ("sofa_clean", "bulky_waste"),
     [("sofa_clean", {"sofa": "leather", "address": "6 Abbey Road"})]),
    ("Fibre broadband for 23 Mill Street from BT.", ("broadband_install", "grocery_delivery",
                                                     "piano_tune"),
     [("broadband_install", {"package": "fibre", "address": "23 Mill Street",
                             "provider": "BT"})]),
    ("Install superfast broadband at 5 Hazel Drive.", ("broadband_install", "shed_build"),
     [("broadband_install", {"package": "superfast", "address": "5 Hazel Drive"})]),
    ("Tune the upright piano at 11 Bridge Street.", ("piano_tune", "sofa_clean",
                                                     "gas_safety_check"),
     [("piano_tune", {"piano": "upright", "address": "11 Bridge Street"})]),
    ("Our grand piano at 3 Manor Gardens is out of tune.", ("piano_tune", "hedge_trim"),
     [("piano_tune", {"piano": "grand", "address": "3 Manor Gardens"})]),
    ("Build an 8x6 shed at 14 Cherry Tree Lane.", ("shed_build", "bathroom_fit",
                                                   "tree_surgeon"),
     [("shed_build", {"shed": "8x6", "address": "14 Cherry Tree Lane"})]),
    ("A summer house for 29 Windsor Drive.", ("shed_build", "broadband_install"),
     [("shed_build", {"shed": "summer house", "address": "29 Windsor Drive"})]),
    ("Inspect the chimney stack at 2 Mount Pleasant.", ("chimney_inspect", "roof_repair",
                                                        "piano_tune"),
     [("chimney_inspect", {"chimney": "chimney stack", "address": "2 Mount Pleasant"})]),
    ("Check the flue at Ivy Cottage.", ("chimney_inspect", "gas_safety_check"),
     [("chimney_inspect", {"chimney": "flue", "address": "Ivy Cottage"})]),
    ("Groceries from Tesco to 50 London Road.", ("grocery_delivery", "bulky_waste",
                                                 "hedge_trim"),
     [("grocery_delivery", {"shop": "Tesco", "address": "50 London Road"})]),
    ("An Ocado delivery to 7 Elm Terrace on Friday evening.", ("grocery_delivery",
                                                               "sofa_clean"),
     [("grocery_delivery", {"shop": "Ocado", "address": "7 Elm Terrace",
                            "slot": "Friday evening"})]),
    ("Fell the dead ash tree at 61 Hill Rise.", ("tree_surgeon", "hedge_trim",
                                                 "shed_build"),
     [("tree_surgeon", {"tree": "ash", "work": "fell", "address": "61 Hill Rise"})]),
    ("The oak at 9 Forest Way needs pruning.", ("tree_surgeon", "roof_repair"),
     [("tree_surgeon", {"tree": "oak", "work": "pruning", "address": "9 Forest Way"})]),
    ("Slipped tiles on the roof at 35 Castle Street.", ("roof_repair", "chimney_inspect",
                                                        "bathroom_fit"),
     [("roof_repair", {"problem": "slipped tiles", "address": "35 Castle Street"})]),
    ("The flat roof at 12 Queens Road is leaking.", ("roof_repair", "gas_safety_check"),
     [("roof_repair", {"problem": "leaking", "address": "12 Queens Road"})]),
    ("Quote for a walk-in shower at 27 Poplar Avenue.", ("bathroom_fit", "piano_tune",
                                                         "grocery_delivery"),
     [("bathroom_fit", {"suite": "walk-in shower", "address": "27 Poplar Avenue"})]),
    ("A new bathroom suite for 1 Rectory Lane.", ("bathroom_fit", "sofa_clean"),
     [("bathroom_fit", {"suite": "bathroom suite", "address": "1 Rectory Lane"})]),
    ("Collect an old fridge from 16 Park View.", ("bulky_waste", "grocery_delivery",
                                                  "broadband_install"),
     [("bulky_waste", {"item": "fridge", "address": "16 Park View"})]),
    ("Take away a mattress from 88 Green Lane.", ("bulky_waste", "shed_build"),
     [("bulky_waste", {"item": "mattress", "address": "88 Green Lane"})]),
    ("Trim the laurel hedge in Harrogate.", ("hedge_trim", "tree_surgeon", "roof_repair"),
     [("hedge_trim", {"hedge": "laurel", "address": "Harrogate"})]),
    ("At 10 Station Road, the velvet sofa needs a clean.", ("sofa_clean", "piano_tune"),
     [("sofa_clean", {"sofa": "velvet", "address": "10 Station Road"})]),
]
