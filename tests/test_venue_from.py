"""A made-up venue beside the one name "from" places, for a parameter whose name says a
venue ("Bloom" as the shop of "A Viognier from Berry Bros."): what one gets from a venue
names it (``places.place_fix``, ``places._got_from``), where the request names no other
name that no argument holds.

Written 12-07 (forty-eighth session) with the change, after reading families9-39's runs;
``bench/mixed_families48.py`` measures it held out.
"""

from __future__ import annotations

from typing import Any

from agentnb.places import place_fix
from agentnb.types import ToolCall
from tests.helpers.common import described_tool

S = {"type": "string"}
WINE = described_tool("wine_bottle_order", "Order a bottle of wine.", {"wine": S, "shop": S})
PRINTS = described_tool("print_order", "Order photo prints.", {"prints": S, "shop": S})
REVIEWS = described_tool("hotel_reviews", "Read reviews of a hotel.", {"hotel": S})
FILM = described_tool("film_seats", "Book seats for a film at a cinema.",
                      {"cinema": S, "film": S})


def fixed(tool: Any, request: str, **args: Any) -> dict[str, str] | None:
    return place_fix(ToolCall("c", tool.name, args), tool, request, [request])


def test_a_made_up_venue_takes_the_name_from_places():
    assert fixed(WINE, "A Viognier from Berry Bros.", wine="Viognier", shop="Bloom") == {
        "shop": "Berry Bros"}
    assert fixed(PRINTS, "Order 50 prints from Snappy Snaps.", prints="50",
                 shop="Bloom") == {"shop": "Snappy Snaps"}


def test_what_stands():
    # another name no argument holds: the reviews may be of the Ritz
    assert fixed(REVIEWS, "Reviews from Tripadvisor for the Ritz", hotel="Hilton") is None
    assert fixed(WINE, "A Viognier from Berry Bros.", wine="Chardonnay", shop="Bloom") is None
    assert fixed(PRINTS, "Prints from Snappy Snaps, I'm from Leeds.", prints="50",
                 shop="Bloom") is None
    # "from" in a later clause, or before "the"
    assert fixed(PRINTS, "Some prints please, the ones from Snappy Snaps.", prints="50",
                 shop="Bloom") is None
    assert fixed(PRINTS, "Prints from the Snappy Snaps.", prints="50", shop="Bloom") is None
    # a value the request writes: the thing as the venue too is read by "at" alone
    assert fixed(FILM, "Dune from Curzon Soho please.", cinema="Dune", film="Dune") is None
    # another spelling ("Sneaky Sneak" of Snappy Snaps) is not made up as a whole
    assert fixed(PRINTS, "Order 50 prints from Snappy Snaps.", prints="50",
                 shop="Sneaky Snaps") is None


def test_the_readme_s_figures_for_ordinary_group_79():
    """README: of group 79's 10 rows, the policies put right 4 of the 5 that must change
    and change none of the 5 that must stand ("Yorkshire" for York is another spelling
    to ``places._unlike``)."""
    from tests.helpers.common import ordinary_requests, refill_tally

    cases = ordinary_requests().venues_from()
    assert len(cases) == 10
    right, changed, stood = refill_tally(cases)
    assert right == 4 and len(changed) == 1 and len(stood) == 5


def test_where_it_can_be_wrong():
    """``place_fix``'s docstring: a person's name after "from" is taken for the venue."""
    coffee = described_tool("coffee_takeaway", "Coffee takeaway.", {"drink": S, "cafe": S})
    assert fixed(coffee, "A latte from Tom", drink="latte", cafe="Starbucks") == {
        "cafe": "Tom"}
