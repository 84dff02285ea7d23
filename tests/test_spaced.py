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


def test_what_is_read_and_left():
    """``spaced_fix``'s claims, each way."""
    from agentnb.spaced import spaced_fix
    from agentnb.types import ToolCall

    def fix(tool, request, **args):
        return spaced_fix(ToolCall("c", tool.name, args), tool, request, [request])

    assert fix(PLANTS, "Care for a fiddle leaf fig?", plant="fiddle-leaf-fig") == {
        "plant": "fiddle leaf fig"}
    assert fix(RECIPE, "A recipe for Pad Thai", dish="pad_thai") == {"dish": "Pad Thai"}
    assert fix(RECIPE, "A recipe for pad thai", dish="pad thai") is None  # no join
    assert fix(RECIPE, "Recipe for 7 layer dip", dish="7-layer-dip") is None  # a digit
    assert fix(PLANTS, "Weather in Stratford upon Avon", plant="Stratford-upon-Avon") is None
    doc = schema_tool("open_document", {"document": S})
    assert fix(doc, "Open the tax return", document="tax_return") is None
    slug = schema_tool("recipe_find", {"dish": {**S, "description": "e.g. 'pad-see-ew'"}})
    assert fix(slug, "A recipe for pad thai", dish="pad-thai") is None
    # a description that writes a joined word shows the tool's form (found by
    # tests/test_optional_forms.py's "in premium economy", ``cabin="premium_economy"``)
    cabin = schema_tool("flights", {"cabin": {**S, "description": "economy, "
                                              "premium_economy or business"}})
    assert fix(cabin, "Flights in premium economy", cabin="premium_economy") is None


def test_a_tool_s_name_for_a_parameter_about_tools_stands_and_a_hired_tool_is_spaced():
    """Found by ``mixed_requests.py --later families31`` at this session's first version
    (forty-third), which left every value of a parameter about tools alone: "hedge-trimmer"
    for ``tool`` of "Hire a hedge trimmer for 2 days." stayed. Only the called tool's own
    name stands there ("lookup_tool" for "How do I use the lookup tool?")."""
    from agentnb import ToolCall
    from agentnb.spaced import spaced_fix

    hire = schema_tool("tool_hire", {"tool": S, "days": {"type": "integer"}})
    request = "Hire a pressure washer for 3 days."
    call = ToolCall(id="c", name=hire.name, arguments={"tool": "pressure-washer", "days": 3})
    assert spaced_fix(call, hire, request, [request]) == {"tool": "pressure washer"}
    lookup = schema_tool("lookup_tool", {"tool": S})
    request = "How do I use the lookup tool?"
    call = ToolCall(id="c", name=lookup.name, arguments={"tool": "lookup_tool"})
    assert spaced_fix(call, lookup, request, [request]) is None
