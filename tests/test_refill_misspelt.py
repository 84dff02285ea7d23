"""The refill stage on a misspelled name: a word of the model's value one or two letters
off a word of a name the request writes ("Melot" for "Any Merlot at Majestic?"), which
the conversation does not write: asked again among the request's runs
(``agentnb.refill``).

Held out: written 12-07 (forty-fifth session) before the code they test, after reading
``bench/mixed_requests.py --later families9`` to ``families36``'s runs ("Siraz" for
"Any Shiraz at Laithwaites?", "Piper" for "Someone to walk Pepper around Hebden Bridge.",
"bradford" for "a flu jab in Bedford"); these requests are not those. The model is
absent (``asker`` alone).
"""

from __future__ import annotations

import pytest

from tests.helpers.common import described_tool as _tool
from tests.helpers.common import refill_asked as asked

S = {"type": "string"}

WINE = _tool("wine_check", "Check a wine at a wine merchant.", {"wine": S, "merchant": S})
WEATHER = _tool("weather_now", "The weather now in a city.", {"city": S})
WALKER = _tool("dog_walk", "Book a dog walker.", {"dog": S, "area": S})
CAKE = _tool("cake_order", "Order a cake from a patisserie.", {"cake": S, "patisserie": S})
LESSON = _tool("language_lesson", "Book a language lesson.", {"language": S})
PLANT = _tool("plant_check", "Check a plant at a garden centre.", {"plant": S, "centre": S})


@pytest.mark.parametrize("tool,request_,args,names", [
    (WINE, "Any Merlot at Majestic?", {"wine": "Melot", "merchant": "Majestic"}, ["wine"]),
    (WEATHER, "Weather in Leicester now", {"city": "Lecester"}, ["city"]),
    (WALKER, "Walk Biscuit around Ilkley", {"dog": "Biscit", "area": "Ilkley"}, ["dog"]),
    (CAKE, "A Pavlova from Patisserie Valerie", {"cake": "Pavolva",
                                                 "patisserie": "Patisserie Valerie"},
     ["cake"]),
    (WALKER, "Walk Bramble around Otley", {"dog": "Bramble", "area": "Olney"}, ["area"]),
    # where none must be asked: a word made from the name, the name spelled right where
    # the request misspells it, a plural, a name in lower case, a value the request says
    (LESSON, "Lessons in the language of Greece", {"language": "Greek"}, []),
    (WEATHER, "Weather in Manchster now", {"city": "Manchester"}, []),
    (PLANT, "Hostas at Squires please", {"plant": "Hosta", "centre": "Squires"}, []),
    (CAKE, "Some pralines from Prestat", {"cake": "Prelinos", "patisserie": "Prestat"}, []),
    (WINE, "Any Merlot at Majestic?", {"wine": "Merlot", "merchant": "Majestic"}, []),
])
def test_held_out_a_misspelled_name_is_asked_again(tool, request_, args, names):
    assert asked(tool, request_, **args) == names
