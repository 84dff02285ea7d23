"""A value the model wrote with hyphens or underscores for spaces ("fiddle-leaf-fig"),
where the request writes its words with spaces (``agentnb.spaced``).

The requests under "held out" were written 12-06 (thirty-fifth session) after reading
`mixed_requests.py --later families6` (SmolLM2 wrote ``plant="fiddle-leaf-fig"`` for "How
do I care for a fiddle leaf fig?"), before any rule for it, and committed before any run
of one.
"""

from __future__ import annotations

from typing import Any

from tests.helpers.common import held_out_left, schema_tool

S = {"type": "string"}
RECIPE = schema_tool("recipe_find", {"dish": S})
LYRICS = schema_tool("lyrics_get", {"song": S, "artist": S})
PRODUCTS = schema_tool("product_search", {"query": S})
PLANTS = schema_tool("plant_care", {"plant": S})
REPOS = schema_tool("repo_info", {"repo": {**S, "description": "Repository slug, e.g. "
                                                              "'my-project'"}})
USERS = schema_tool("user_lookup", {"username": S})
FILES = schema_tool("file_open", {"path": S})
HELD_OUT: list[tuple[Any, str, dict[str, Any], dict[str, Any] | None]] = [
    (RECIPE, "A recipe for chicken tikka masala", {"dish": "chicken-tikka-masala"},
     {"dish": "chicken tikka masala"}),
    (LYRICS, "Lyrics of Bohemian Rhapsody by Queen", {"song": "bohemian_rhapsody",
                                                      "artist": "Queen"},
     {"song": "Bohemian Rhapsody", "artist": "Queen"}),
    (PRODUCTS, "Search for noise cancelling headphones",
     {"query": "noise-cancelling-headphones"}, {"query": "noise cancelling headphones"}),
    (PLANTS, "How often should I water a snake plant?", {"plant": "snake_plant"},
     {"plant": "snake plant"}),
    # a slug asked for, an identifier's name, the request's own hyphen, other words or
    # another order, a path
    (REPOS, "Info on the data tools repo", {"repo": "data-tools"}, None),
    (USERS, "Look up the user jane doe", {"username": "jane_doe"}, None),
    (RECIPE, "A recipe for stir-fry noodles", {"dish": "stir-fry noodles"}, None),
    (RECIPE, "Recipe for tikka chicken", {"dish": "chicken-tikka"}, None),
    (FILES, "Open my tax return", {"path": "tax_return"}, None),
]


def test_held_out_values_with_hyphens_for_the_requests_spaces():
    assert held_out_left(HELD_OUT) == []
