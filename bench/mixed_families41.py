"""``mixed_requests.py --later families41``: 25 more requests for one tool among two or
three offered, each tool's text placing its venue after "at a" or "from a" with the word
that names the thing it acts on ("Order a tea from a tea merchant.", "Hold a plant at a
plant nursery."), each request naming the thing and the venue once ("Oolong from Postcard
Teas.").

Written 12-07 (forty-sixth session) after reading families9 to families39's runs, where
the model wrote the venue's name for both arguments ("Brick Box" as the shop and the toy
of "Hold a Lego set at Brick Box in Derby." for "Hold a toy at a toy shop.") and the
refill did not ask the thing again, since the tool's text seemed to place the thing too
("at a toy shop"), and before a change reading only the last word of what the tool's
text places, and before any run of it: it measures that change on requests it was not
written from. The tools and requests are this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "tea_caddy_order": (
        "Order a tea from a tea merchant.", {"tea": S, "merchant": S}, ["tea", "merchant"]),
    "plant_nursery_hold": (
        "Hold a plant at a plant nursery.", {"plant": S, "nursery": S}, ["plant", "nursery"]),
    "cycle_shop_booking": (
        "Book a bike in at a bike shop.", {"bike": S, "shop": S}, ["bike", "shop"]),
    "book_shop_buy": (
        "Order a book from a book shop.", {"book": S, "shop": S}, ["book", "shop"]),
    "cheese_shop_buy": (
        "Buy a cheese from a cheese shop.", {"cheese": S, "shop": S}, ["cheese", "shop"]),
    "fabric_shop_cut": (
        "Have a fabric cut at a fabric shop.", {"fabric": S, "shop": S}, ["fabric", "shop"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES41: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Oolong from Postcard Teas.", ("tea_caddy_order", "plant_nursery_hold"),
     [("tea_caddy_order", {"tea": "Oolong", "merchant": "Postcard Teas"})]),
    ("Some Darjeeling from Tea Palace please.", ("tea_caddy_order", "cheese_shop_buy"),
     [("tea_caddy_order", {"tea": "Darjeeling", "merchant": "Tea Palace"})]),
    ("A caddy of Earl Grey from Jing Tea.", ("tea_caddy_order", "fabric_shop_cut",
                                             "book_shop_buy"),
     [("tea_caddy_order", {"tea": "Earl Grey", "merchant": "Jing Tea"})]),
    ("Rooibos from Brew Crew.", ("tea_caddy_order", "cycle_shop_booking"),
     [("tea_caddy_order", {"tea": "Rooibos", "merchant": "Brew Crew"})]),
    ("Hold a camellia at Hillier.", ("plant_nursery_hold", "tea_caddy_order"),
     [("plant_nursery_hold", {"plant": "camellia", "nursery": "Hillier"})]),
    ("A lupin at Beth Chatto please.", ("plant_nursery_hold", "book_shop_buy"),
     [("plant_nursery_hold", {"plant": "lupin", "nursery": "Beth Chatto"})]),
    ("Put a peony aside at Kelways.", ("plant_nursery_hold", "cheese_shop_buy",
                                       "cycle_shop_booking"),
     [("plant_nursery_hold", {"plant": "peony", "nursery": "Kelways"})]),
    ("Hold two salvias at Green Thumb.", ("plant_nursery_hold", "fabric_shop_cut"),
     [("plant_nursery_hold", {"plant": "salvias", "nursery": "Green Thumb"})]),
    ("Book my Brompton in at Cycle Surgery.", ("cycle_shop_booking", "tea_caddy_order"),
     [("cycle_shop_booking", {"bike": "Brompton", "shop": "Cycle Surgery"})]),
    ("My tandem needs booking in at Bike Hub.", ("cycle_shop_booking", "plant_nursery_hold",
                                                 "book_shop_buy"),
     [("cycle_shop_booking", {"bike": "tandem", "shop": "Bike Hub"})]),
    ("Book the Trek in at Spoke Shop.", ("cycle_shop_booking", "cheese_shop_buy"),
     [("cycle_shop_booking", {"bike": "Trek", "shop": "Spoke Shop"})]),
    ("A BMX in for a service at Ride On.", ("cycle_shop_booking", "fabric_shop_cut"),
     [("cycle_shop_booking", {"bike": "BMX", "shop": "Ride On"})]),
    ("Order Wolf Hall from Daunt Books.", ("book_shop_buy", "tea_caddy_order"),
     [("book_shop_buy", {"book": "Wolf Hall", "shop": "Daunt Books"})]),
    ("Can Blackwells get me Middlemarch?", ("book_shop_buy", "plant_nursery_hold",
                                            "cycle_shop_booking"),
     [("book_shop_buy", {"book": "Middlemarch", "shop": "Blackwells"})]),
    ("Order Rebecca from Heywood Hill.", ("book_shop_buy", "fabric_shop_cut"),
     [("book_shop_buy", {"book": "Rebecca", "shop": "Heywood Hill"})]),
    ("Dracula from Mr B's please.", ("book_shop_buy", "cheese_shop_buy"),
     [("book_shop_buy", {"book": "Dracula", "shop": "Mr B's"})]),
    ("Some Comté from La Fromagerie.", ("cheese_shop_buy", "tea_caddy_order"),
     [("cheese_shop_buy", {"cheese": "Comté", "shop": "La Fromagerie"})]),
    ("Buy a Gruyère from Paxton please.", ("cheese_shop_buy", "book_shop_buy",
                                           "plant_nursery_hold"),
     [("cheese_shop_buy", {"cheese": "Gruyère", "shop": "Paxton"})]),
    ("Stinking Bishop from The Cheese Board.", ("cheese_shop_buy", "cycle_shop_booking"),
     [("cheese_shop_buy", {"cheese": "Stinking Bishop", "shop": "The Cheese Board"})]),
    ("A wedge of Cheddar from Rennet and Rind.", ("cheese_shop_buy", "fabric_shop_cut"),
     [("cheese_shop_buy", {"cheese": "Cheddar", "shop": "Rennet and Rind"})]),
    ("Cut me some linen at Merchant and Mills.", ("fabric_shop_cut", "tea_caddy_order"),
     [("fabric_shop_cut", {"fabric": "linen", "shop": "Merchant and Mills"})]),
    ("Two metres of tweed at Cloth House.", ("fabric_shop_cut", "cheese_shop_buy"),
     [("fabric_shop_cut", {"fabric": "tweed", "shop": "Cloth House"})]),
    ("Some corduroy cut at Fabrics Galore.", ("fabric_shop_cut", "book_shop_buy",
                                              "plant_nursery_hold"),
     [("fabric_shop_cut", {"fabric": "corduroy", "shop": "Fabrics Galore"})]),
    ("Seersucker at Sew Over It please.", ("fabric_shop_cut", "cycle_shop_booking"),
     [("fabric_shop_cut", {"fabric": "seersucker", "shop": "Sew Over It"})]),
    ("Assam from Whittington Teas.", ("tea_caddy_order", "book_shop_buy"),
     [("tea_caddy_order", {"tea": "Assam", "merchant": "Whittington Teas"})]),
]
