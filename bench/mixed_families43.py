"""``mixed_requests.py --later families43``: 25 more requests for one tool among two or
three offered, each tool taking a thing and a venue and no town, each request naming the
venue with the town it is in ("Some Manchego from Brindisa in Borough.", "Hold Circe at
Mr B's in Bath.").

Written 12-07 (forty-seventh session) after reading families9 to families41's runs, where
the model wrote the venue's town as the thing ("Bristol" as the plant of "A fig tree from
Binny Plants in Bristol.", "Bath" as the title of "Get Middlemarch from Topping in
Bath."), which nothing asked again, since the request says it; and before a change
asking such a value again among the request's other words, and before any run of it: it
measures that change on requests it was not written from. The tools and requests are
this project's own.
"""

from __future__ import annotations

from typing import Any

from parallel_requests import TOOLS, S

Call = tuple[str, dict[str, Any]]

TOOLS.update({
    "deli_item_order": (
        "Order an item from a deli.", {"item": S, "deli": S}, ["item", "deli"]),
    "bookshop_title_hold": (
        "Hold a book at a bookshop.", {"title": S, "bookshop": S}, ["title", "bookshop"]),
    "florist_bouquet_order": (
        "Order a bouquet from a florist.", {"bouquet": S, "florist": S},
        ["bouquet", "florist"]),
    "outfitter_kit_buy": (
        "Buy outdoor kit from an outfitter.", {"kit": S, "outfitter": S},
        ["kit", "outfitter"]),
    "chocolatier_box_order": (
        "Order a box of chocolates from a chocolatier.", {"chocolate": S, "chocolatier": S},
        ["chocolate", "chocolatier"]),
    "record_store_reserve": (
        "Reserve an album at a record store.", {"album": S, "store": S}, ["album", "store"]),
})

# (request, the tools offered, the calls that must run)
FAMILIES43: list[tuple[str, tuple[str, ...], list[Call]]] = [
    ("Some Manchego from Brindisa in Borough.", ("deli_item_order", "record_store_reserve"),
     [("deli_item_order", {"item": "Manchego", "deli": "Brindisa"})]),
    ("Order chorizo from Lupe in Hastings.", ("deli_item_order", "bookshop_title_hold"),
     [("deli_item_order", {"item": "chorizo", "deli": "Lupe"})]),
    ("Olive oil from Gennaro in Leith.", ("deli_item_order", "outfitter_kit_buy"),
     [("deli_item_order", {"item": "olive oil", "deli": "Gennaro"})]),
    ("Pastrami at Monty's in Bermondsey please.", ("deli_item_order", "florist_bouquet_order",
                                                   "chocolatier_box_order"),
     [("deli_item_order", {"item": "pastrami", "deli": "Monty's"})]),
    ("Hold Circe at Mr B's in Bath.", ("bookshop_title_hold", "deli_item_order"),
     [("bookshop_title_hold", {"title": "Circe", "bookshop": "Mr B's"})]),
    ("Can Gulliver's in Wimborne hold Hamnet?", ("bookshop_title_hold",
                                                  "record_store_reserve"),
     [("bookshop_title_hold", {"title": "Hamnet", "bookshop": "Gulliver's"})]),
    ("Hold Ulysses at Barter Books in Alnwick.", ("bookshop_title_hold", "outfitter_kit_buy"),
     [("bookshop_title_hold", {"title": "Ulysses", "bookshop": "Barter Books"})]),
    ("Get Rebecca from Sam Read in Grasmere.", ("bookshop_title_hold",
                                                "florist_bouquet_order"),
     [("bookshop_title_hold", {"title": "Rebecca", "bookshop": "Sam Read"})]),
    ("Peonies from Wild at Heart in Notting Hill.", ("florist_bouquet_order",
                                                     "deli_item_order"),
     [("florist_bouquet_order", {"bouquet": "peonies", "florist": "Wild at Heart"})]),
    ("A bouquet of tulips from Petalon in Clerkenwell.", ("florist_bouquet_order",
                                                          "chocolatier_box_order"),
     [("florist_bouquet_order", {"bouquet": "tulips", "florist": "Petalon"})]),
    ("Sunflowers from Bloom Room in Harrogate please.", ("florist_bouquet_order",
                                                         "bookshop_title_hold"),
     [("florist_bouquet_order", {"bouquet": "sunflowers", "florist": "Bloom Room"})]),
    ("White roses at Flowerbx in Chelsea.", ("florist_bouquet_order", "outfitter_kit_buy",
                                             "record_store_reserve"),
     [("florist_bouquet_order", {"bouquet": "white roses", "florist": "Flowerbx"})]),
    ("A head torch from Needle Sports in Keswick.", ("outfitter_kit_buy",
                                                     "chocolatier_box_order"),
     [("outfitter_kit_buy", {"kit": "head torch", "outfitter": "Needle Sports"})]),
    ("Crampons at Nevisport in Fort William.", ("outfitter_kit_buy", "deli_item_order"),
     [("outfitter_kit_buy", {"kit": "crampons", "outfitter": "Nevisport"})]),
    ("Buy a bivvy bag from Joe Brown in Capel Curig.", ("outfitter_kit_buy",
                                                        "florist_bouquet_order"),
     [("outfitter_kit_buy", {"kit": "bivvy bag", "outfitter": "Joe Brown"})]),
    ("A rucksack from Cotswold Outdoor in Ambleside.", ("outfitter_kit_buy",
                                                        "bookshop_title_hold"),
     [("outfitter_kit_buy", {"kit": "rucksack", "outfitter": "Cotswold Outdoor"})]),
    ("Truffles from Melt in Notting Hill.", ("chocolatier_box_order", "record_store_reserve"),
     [("chocolatier_box_order", {"chocolate": "truffles", "chocolatier": "Melt"})]),
    ("A box of pralines from Rococo in Marylebone.", ("chocolatier_box_order",
                                                      "outfitter_kit_buy"),
     [("chocolatier_box_order", {"chocolate": "pralines", "chocolatier": "Rococo"})]),
    ("Salted caramels at Montezuma's in Brighton.", ("chocolatier_box_order",
                                                     "deli_item_order", "bookshop_title_hold"),
     [("chocolatier_box_order", {"chocolate": "salted caramels",
                                 "chocolatier": "Montezuma's"})]),
    ("Fudge from Roly's in Windsor please.", ("chocolatier_box_order",
                                              "florist_bouquet_order"),
     [("chocolatier_box_order", {"chocolate": "fudge", "chocolatier": "Roly's"})]),
    ("Reserve Rumours at Jumbo in Leeds.", ("record_store_reserve", "deli_item_order"),
     [("record_store_reserve", {"album": "Rumours", "store": "Jumbo"})]),
    ("Hold Blue Lines at Spillers in Cardiff.", ("record_store_reserve",
                                                 "chocolatier_box_order"),
     [("record_store_reserve", {"album": "Blue Lines", "store": "Spillers"})]),
    ("Is Grace in at Crash Records in Leeds?", ("record_store_reserve", "outfitter_kit_buy"),
     [("record_store_reserve", {"album": "Grace", "store": "Crash Records"})]),
    ("Put aside Parklife at Monorail in Glasgow.", ("record_store_reserve",
                                                    "florist_bouquet_order"),
     [("record_store_reserve", {"album": "Parklife", "store": "Monorail"})]),
    ("Hold Debut at Piccadilly Records in Manchester.", ("record_store_reserve",
                                                         "bookshop_title_hold"),
     [("record_store_reserve", {"album": "Debut", "store": "Piccadilly Records"})]),
]
