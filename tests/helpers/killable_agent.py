"""A run that a test kills at random moments:
``python killable_agent.py STORE LOG start`` or ``... STORE LOG resume RUN_ID``.

The scripted model alternates a side-effect tool (``record``, which appends its call id to
LOG) and a pure one, with short random sleeps in the model and in the tools so that a kill
lands mid-model-call, mid-tool or between steps. STORE is where the run is saved (a JSON
file, an SQLite file, a Redis URL). Prints ``id RUN_ID`` first, then ``saved K`` after
each saved step.
"""

import json
import random
import sys
import time
from pathlib import Path

from agentnb import Agent, Run, tool
from agentnb.testing import FunctionModel

STEPS = 10
where, log_path, mode = sys.argv[1], Path(sys.argv[2]), sys.argv[3]


@tool(side_effects=True)
def record(n: int) -> str:
    """Append to the log (a side effect).

    Args:
        n: step number.
    """
    time.sleep(random.uniform(0, 0.03))
    with log_path.open("a") as f:
        f.write(f"{n}\n")
        f.flush()
    time.sleep(random.uniform(0, 0.03))
    return f"recorded {n}"


@tool
def compute(n: int) -> int:
    """Square a number.

    Args:
        n: the number.
    """
    time.sleep(random.uniform(0, 0.02))
    return n * n


def decide(messages, tools):
    time.sleep(random.uniform(0, 0.02))
    i = sum(1 for m in messages if m["role"] == "assistant")
    if i >= STEPS:
        return "done"
    name = "record" if i % 2 == 0 else "compute"
    return {"tool_calls": [{"id": f"c{i}", "type": "function",
                            "function": {"name": name, "arguments": json.dumps({"n": i})}}]}


agent = Agent(FunctionModel(decide), [record, compute], max_steps=STEPS + 5)
if mode == "start":
    run = agent.start("count", save_to=where)
    print(f"id {run.id}", flush=True)
else:
    run = Run.load(where, agent=agent, run_id=sys.argv[4])
    run.resume()
    while run.pending:  # the user approves re-running interrupted side effects
        print("approve " + " ".join(str(c.arguments["n"]) for c in run.pending), flush=True)
        run.approve()
        run.resume()
    print(f"finished {run.answer}", flush=True)
    sys.exit(0)
for step in run.iter_steps():
    print(f"saved {step.index}", flush=True)
