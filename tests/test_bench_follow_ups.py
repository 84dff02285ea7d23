"""The figure ``bench/follow_ups.py`` counts when a tool is fed its own result."""

from __future__ import annotations

import sys
from pathlib import Path

from agentnb import ToolCall, ToolResult

sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
from follow_ups import self_fed


def _ran(*calls: tuple[str, dict, str]) -> list[tuple[ToolCall, ToolResult]]:
    return [(ToolCall(f"c{i}", n, a), ToolResult(f"c{i}", n, out))
            for i, (n, a, out) in enumerate(calls)]


def test_a_tool_fed_its_own_result_is_counted_and_other_repeats_are_not():
    first = ("convert", {"amount": 20, "from": "USD", "to": "EUR"},
             '{"amount": 18.4, "currency": "EUR"}')
    fed = ("convert", {"amount": 18.4, "from": "USD", "to": "EUR"}, '{"amount": 16.93}')
    assert self_fed(_ran(first, fed)) == 1
    assert self_fed(_ran(first, fed, ("convert", {"amount": 16.93, "from": "USD",
                                                  "to": "EUR"}, "{}"))) == 2
    # another string value, a number from nowhere, the same call, another tool: not fed
    assert self_fed(_ran(first, ("convert", {"amount": 18.4, "from": "EUR", "to": "USD"},
                                 "{}"))) == 0
    assert self_fed(_ran(first, ("convert", {"amount": 30, "from": "USD", "to": "EUR"},
                                 "{}"))) == 0
    assert self_fed(_ran(first, first)) == 0
    assert self_fed(_ran(first, ("pay", {"amount": 18.4, "from": "USD", "to": "EUR"},
                                 "{}"))) == 0
