"""An agent for batch tests, importable by Dask workers and by a process a test kills:
``python batch_agent.py OUT N`` runs a batch of N tasks into OUT, slowly enough to be
killed half-way (``out/attempts.jsonl`` grows a line per finished task).

Each task asks ``square`` for its number, then answers with the result. The model is a
``FunctionModel`` (no state of its own): several runs can share it.
"""

from __future__ import annotations

import json
import re
import sys
import time
from typing import Any

from agentnb import Agent, tool
from agentnb.testing import FunctionModel, tool_call_message

DELAY = {"seconds": 0.0}


@tool
def square(n: int) -> int:
    """Square a number.

    Args:
        n: the number.
    """
    return n * n


def decide(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
    """Call square(n) for the n in the task, then answer with its result."""
    time.sleep(DELAY["seconds"])
    task = next(m["content"] for m in messages if m["role"] == "user")
    results = [m for m in messages if m["role"] == "tool"]
    if not results:
        n = int(re.search(r"Square the number (\d+)", task).group(1))  # type: ignore[union-attr]
        return tool_call_message("square", {"n": n}, "call_0")
    return f"The square is {json.loads(results[-1]['content'])}."


def make_agent(**kw: Any) -> Agent:
    kw.setdefault("model", FunctionModel(decide))
    return Agent(tools=[square], **kw)


def tasks(n: int) -> list[str]:
    return [f"Square the number {i}" for i in range(n)]


if __name__ == "__main__":
    from agentnb.batch import run_batch

    out, n = sys.argv[1], int(sys.argv[2])
    DELAY["seconds"] = 0.15
    results = run_batch(make_agent(), tasks(n), concurrency=2, out=out, progress=False)
    print(f"done {len(results)}", flush=True)
