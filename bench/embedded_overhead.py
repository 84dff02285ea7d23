"""Share of wall time that is agentnb's own work on a 10-step run on the embedded model.

Every step asks the model for a tool call (``tool_choice="required"``) so the run has at
least 10 model calls (more when a step asks again after a copied decision, as it does by
default in JSON mode) and up to 10 tool runs; the run is saved to disk after every step, as by
default. Own work = wall time of the 10 steps less model calls and tool runs. One JSON line.

    python bench/embedded_overhead.py
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from agentnb import Agent
from agentnb.cli import demo_tools
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel


def main() -> None:
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object",
                                  decision_mode="json")
        agent = Agent(model, demo_tools(), max_steps=10, max_repeats=100)
        with tempfile.TemporaryDirectory() as d:
            run = agent.start("What is the weather in Paris and in Tokyo, in Fahrenheit?",
                              save_to=Path(d) / "run.json")
            t0 = time.perf_counter()
            while not run.finished:
                run.step(tool_choice="required")
            wall = time.perf_counter() - t0
    finally:
        server.stop()
    model_s = sum(s.timings.get("model", 0.0) for s in run.steps)
    tools_s = sum(s.timings.get("tools", 0.0) for s in run.steps)
    own = wall - model_s - tools_s
    print(json.dumps({
        "bench": "embedded_overhead", "steps": len(run.steps), "wall_s": round(wall, 3),
        "model_s": round(model_s, 3), "tools_s": round(tools_s, 4),
        "agentnb_own_ms": round(own * 1000, 2), "own_share_pct": round(100 * own / wall, 3),
        "prompt_tokens": run.usage.prompt_tokens,
        "model_calls": sum(1 + len((s.redecided or {}).get("rejected", [])) for s in run.steps),
    }))


if __name__ == "__main__":
    main()
