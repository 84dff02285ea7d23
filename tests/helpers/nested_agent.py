"""A parent run whose one tool is a sub-agent, killable mid-child by a test:
``python nested_agent.py STORE LOG start`` prints ``id RUN_ID``; ``... resume RUN_ID``
resumes it, approving what waits, and prints ``finished ANSWER`` and ``approve ...``
lines.

The child agent calls ``record`` (a side effect: appends its number to LOG) for n = 0..4,
a little slowly, then answers; the parent asks the child once and answers with its answer.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from agentnb import Agent, Run, tool
from agentnb.testing import FunctionModel, tool_call_message

where, log = sys.argv[1], Path(sys.argv[2])


@tool(side_effects=True)
def record(n: int) -> str:
    """Append a number to the log.

    Args:
        n: the number.
    """
    time.sleep(0.05)
    with log.open("a") as f:
        f.write(f"{n}\n")
    time.sleep(0.05)
    return f"recorded {n}"


def child_decide(messages, tools):
    done = sum(1 for m in messages if m["role"] == "tool")
    time.sleep(0.05)
    if done >= 5:
        return "recorded 0 to 4"
    return tool_call_message("record", {"n": done}, f"r{done}")


def parent_decide(messages, tools):
    results = [m for m in messages if m["role"] == "tool"]
    if results:
        return f"The counter says: {json.loads(json.dumps(results[-1]['content']))}"
    return tool_call_message("counter", {"task": "Record the numbers 0 to 4."}, "delegate")


child = Agent(FunctionModel(child_decide), [record], max_steps=10)
parent = Agent(FunctionModel(parent_decide), [child.as_tool("counter", "Records numbers.")])
if sys.argv[3] == "start":
    run = parent.start("Count to four.", save_to=where)
    print(f"id {run.id}", flush=True)
    run.run()
    print(f"finished {run.answer}", flush=True)
else:
    run = Run.load(where, agent=parent, run_id=sys.argv[4])
    run.resume()
    while run.pending:
        waiting = [c for ch in run.children for c in ch.pending]
        print("approve " + " ".join(str(c.arguments["n"]) for c in waiting), flush=True)
        run.approve()
        run.resume()
    print(f"finished {run.answer}", flush=True)
