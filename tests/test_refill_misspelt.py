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


def test_the_readme_s_examples_and_group_73():
    """README's refill bullet and its figures for ordinary group 73 (written after the
    code): "Siraz" is asked again, "AAPL" and "Coffee" for Toffee are not; of group 73's
    10 rows the policies change one, the refill asks 2 of the 4 others that must change
    and none of the 5 that must stand."""
    from tests.helpers.common import ordinary_requests, refill_tally

    wine = _tool("wine_stock", "Check a wine at a wine merchant.", {"wine": S, "shop": S})
    assert asked(wine, "Any Shiraz at Laithwaites?", wine="Siraz", shop="Laithwaites") == [
        "wine"]
    quote = _tool("stock_price", "The price of a company's stock.", {"company": S})
    assert asked(quote, "Stock price of Apple", company="AAPL") == []
    assert asked(WALKER, "Walk Toffee around Ilkley", dog="Coffee", area="Ilkley") == []
    cases = ordinary_requests().misspelt_names()
    assert len(cases) == 10
    fixed, changed, stood = refill_tally(cases)
    assert fixed == 1
    assert sorted(n for asked_, _ in changed for n in asked_) == ["area", "town"]
    assert len(changed) == 4 and all(set(a) <= set(w) for a, w in changed)
    assert [n for n, _ in stood if n] == [] and len(stood) == 5


def test_the_readme_s_figures_for_groups_71_and_72():
    """README: of groups 71 and 72, the policies change none wrongly, 4 and 5 rightly."""
    from tests.helpers.common import ordinary_requests, refill_tally

    towns, swaps = ordinary_requests().towns_alone(), ordinary_requests().swapped_venues()
    assert refill_tally(towns)[0] == 4 and refill_tally(swaps)[0] == 5


def test_what_misspelt_says():
    """``names.misspelt``'s docstring (written after the code)."""
    from agentnb.names import misspelt

    assert misspelt("Siraz", ["Any Shiraz at Laithwaites?"])
    assert misspelt("Piper", ["Someone to walk Pepper around Hebden Bridge."])
    assert misspelt("bradford", ["Where can I get a flu jab in Bedford?"])
    assert not misspelt("Greek", ["Lessons in the language of Greece"])
    assert not misspelt("Germany", ["Top songs by German artists"])
    assert not misspelt("Hosta", ["Any Hostas at Squires?"])
    assert not misspelt("Fortnum", ["A Battenberg from Fortnum's."])
    assert not misspelt("Manchester", ["Weather in Manchster now"])
    assert not misspelt("AAPL", ["Stock price of Apple"])
    assert not misspelt("Europe/Kiev", ["Local time in Kyiv"])
    assert not misspelt("Shiraz", ["Any Shiraz at Laithwaites?"])  # said
    # where it can be wrong: another spelling, another name spelled close; a name the
    # vocabulary lacks
    assert misspelt("Kyiv", ["Weather in Kiev"])
    assert misspelt("Lewes", ["Departures at Leeds"])
    assert not misspelt("Coffee", ["Walk Toffee around Ilkley"])
