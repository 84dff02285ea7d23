"""A thing's argument holding one or two words of the thing the request writes after an
article, a possessive or "some", right before the word placing the venue ("latte" for "My
decaf oat latte at Beanery please."): the argument takes the request's words, where the
words the model left out are neither the tool's nor the parameter's own words nor another
argument's value (``agentnb.placed.whole_thing``, an evidence rule of
``GroundArguments``).

Written 12-07 (fiftieth session) after reading the read batches' runs at 3bafed7 ("tea"
for "An iced tea from Ozone.", "tree" for "A fig tree from Clifton Nurseries.", "cold"
for "My cold brew at Kahaila please."), before the code and committed before any run of
it: the cases below were not read from a run, nor from ``bench/mixed_families52.py``,
which measures the change held out.
"""

from __future__ import annotations

from typing import Any

from agentnb.types import ToolCall
from tests.helpers.common import described_tool

S = {"type": "string"}
BAKERY = described_tool("bakery_order", "Order from a bakery.", {"bread": S, "bakery": S})
NURSERY = described_tool("nursery_buy", "Buy a plant at a nursery.", {"plant": S, "nursery": S})
CAFE = described_tool("cafe_drink", "Order a drink at a cafe.", {"drink": S, "cafe": S})
SIZED = described_tool("cafe_sized", "Order a drink at a cafe.",
                       {"drink": S, "size": S, "cafe": S})
DELI = described_tool("deli_food", "Order food from a deli.", {"item": S, "deli": S})
DIY = described_tool("diy_buy", "Buy an item at a DIY store.", {"item": S, "store": S})
GELATO = described_tool("gelato_scoop", "Order a scoop at a gelateria.",
                        {"flavour": S, "gelateria": S})
CAKE = described_tool("cake_collect", "Collect a cake from a bakery.", {"cake": S, "bakery": S})
GYM = described_tool("gym_class", "Book a class at a gym.", {"class_name": S, "gym": S})
ITEM = described_tool("item_find", "Find an item.", {"item": S})
SEARCH = described_tool("shop_search", "Search a shop's stock.", {"query": S, "shop": S})
TOOLS = described_tool("tool_buy", "Buy a tool at a shop.", {"brand": S, "shop": S})


def whole(tool: Any, request: str, **args: Any) -> dict[str, str] | None:
    from agentnb.placed import whole_thing

    return whole_thing(ToolCall("c", tool.name, args), tool, request)


def test_held_out_the_thing_takes_the_request_words():
    assert whole(BAKERY, "A seeded rye loaf from Breadhaus.", bread="rye",
                 bakery="Breadhaus") == {"bread": "seeded rye loaf"}
    assert whole(CAFE, "My decaf oat latte at Beanery please.", drink="latte",
                 cafe="Beanery") == {"drink": "decaf oat latte"}
    assert whole(NURSERY, "A Persian ironwood at Greenleaf.", plant="ironwood",
                 nursery="Greenleaf") == {"plant": "Persian ironwood"}
    assert whole(DELI, "Some cured ham from Salumi Bar.", item="ham",
                 deli="Salumi Bar") == {"item": "cured ham"}
    # the first word kept, the last left out; case aside
    assert whole(DIY, "A garden hose at Homefix.", item="Garden", store="Homefix") == {
        "item": "garden hose"}


def test_held_out_what_stands():
    # the words left out are the parameter's own ("cake"), or the tool's ("class")
    assert whole(CAKE, "A parsnip cake from Breadhaus.", cake="parsnip",
                 bakery="Breadhaus") is None
    assert whole(GYM, "A spin class at Gymbox.", class_name="spin", gym="Gymbox") is None
    # another argument holds them
    assert whole(SIZED, "A large latte at Beanery.", drink="latte", size="large",
                 cafe="Beanery") is None
    # a parameter taking a quality or a kind of the thing, or a part of a name
    assert whole(GELATO, "A mango sorbet at Scoopy.", flavour="mango",
                 gelateria="Scoopy") is None
    assert whole(TOOLS, "A Stihl chainsaw at Homefix.", brand="Stihl", shop="Homefix") \
        is None
    # no article, possessive or "some" before the thing: the first word may be a command
    assert whole(DIY, "Garden hoses at Homefix.", item="hoses", store="Homefix") is None
    # a function word inside ("of"), or no venue placed right after the thing
    assert whole(CAFE, "A cup of tea at Beanery.", drink="tea", cafe="Beanery") is None
    assert whole(BAKERY, "Keep the rye loaf I ordered at Breadhaus.", bread="rye",
                 bakery="Breadhaus") is None
    # the value written elsewhere too
    assert whole(BAKERY, "A rye loaf from Breadhaus, and rye crackers.", bread="rye",
                 bakery="Breadhaus") is None
    # the whole thing already, or the venue's argument
    assert whole(BAKERY, "A seeded rye loaf from Breadhaus.", bread="seeded rye loaf",
                 bakery="Breadhaus") is None
    # no venue's parameter; a search's free text
    assert whole(ITEM, "A garden hose at Homefix.", item="hose") is None
    assert whole(SEARCH, "A garden hose at Homefix.", query="hose", shop="Homefix") is None
    # more than four words: a clause, not a thing's name
    assert whole(DELI, "Some thinly sliced air dried cured ham from Salumi Bar.",
                 item="ham", deli="Salumi Bar") is None
