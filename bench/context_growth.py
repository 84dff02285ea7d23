"""Prompt growth over a 30-step run on the embedded model: full history vs managed context.

Every step calls a tool that returns about 300 tokens. Both runs use the same llama.cpp
server (n_ctx 16384, so the naive run fits); the managed one has a 2,048-token budget and a
pinned fact. Prints one JSON line: prompt tokens and latency per step for each, the
cumulative ratio, step-30 over step-2 latency, the largest managed prompt, and the share of
managed requests that carried the pinned fact.

    python bench/context_growth.py [--steps 30] [--budget 2048]
"""

from __future__ import annotations

import argparse
import json

from agentnb import Agent, tool
from agentnb.context import ContextManager
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

PIN = "The audit reference is ZX-42."
FILLER = ("The committee reviewed the figures line by line and found the accounts in order, "
          "with receipts matched to every payment and no open questions left for next year. ")


def report_reader():
    """``read_page`` over a fresh report: every call returns the next unread page, whatever
    page the model asks for (SmolLM2 keeps asking for page 1; identical pages would let the
    server's prompt cache hide what compaction costs)."""
    read = []

    @tool
    def read_page(n: int) -> str:
        """Read one page of the annual report.

        Args:
            n: Page number, from 1.
        """
        read.append(n)
        k = len(read)
        return f"Page {k}: spending in region {k % 7} was {1000 + 37 * k} euros. " + FILLER * 7

    return read_page


class Recording(OpenAICompatModel):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.sent: list[list[dict]] = []

    def complete(self, messages, **kw):
        self.sent.append(messages)
        return super().complete(messages, **kw)


def one_run(url: str, steps: int, context) -> tuple[list, Recording]:
    model = Recording(url, "smollm2", schema_style="json_object", decision_mode="json")
    agent = Agent(model, [report_reader()], max_steps=steps, max_repeats=steps + 1,
                  reuse_results=False, context=context, pinned=[PIN] if context else [],
                  max_reply_tokens=48)
    run = agent.start("Read the annual report page by page, starting at page 1.",
                      save_to=False)
    while not run.finished:
        run.step(tool_choice="read_page")
    return run.steps, model


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument("--target", type=float, default=ContextManager.target,
                        help="share of the budget a compaction folds down to")
    args = parser.parse_args()
    server = EmbeddedServer(default_gguf(), n_ctx=16384).start()
    try:
        naive, _ = one_run(server.base_url, args.steps, None)
        managed, model = one_run(server.base_url, args.steps, ContextManager(budget=args.budget,
                                                                target=args.target))
    finally:
        server.stop()

    def figures(steps):
        prompt = [s.usage.prompt_tokens for s in steps]
        latency = [round(s.timings.get("total", 0.0), 3) for s in steps]
        return prompt, latency

    n_prompt, n_lat = figures(naive)
    m_prompt, m_lat = figures(managed)
    pinned = sum(PIN in json.dumps(req) for req in model.sent) / len(model.sent)
    print(json.dumps({
        "bench": "context_growth", "steps": args.steps, "budget": args.budget,
        "target": args.target,
        "naive_stop": naive[-1].stop_reason, "managed_stop": managed[-1].stop_reason,
        "naive_prompt_tokens": n_prompt, "managed_prompt_tokens": m_prompt,
        "naive_cumulative": sum(n_prompt), "managed_cumulative": sum(m_prompt),
        "cumulative_ratio": round(sum(m_prompt) / max(1, sum(n_prompt)), 3),
        "managed_max_prompt": max(m_prompt),
        "compactions": sum(1 for s in managed if s.context.get("compacted")),
        "naive_latency_s": n_lat, "managed_latency_s": m_lat,
        "managed_step30_over_step2": round(m_lat[-1] / m_lat[1], 2) if len(m_lat) > 1 else None,
        "naive_step30_over_step2": round(n_lat[-1] / n_lat[1], 2) if len(n_lat) > 1 else None,
        # a compaction rewrites the prompt after the head: the server prefills it cold
        "managed_median_latency_s": {
            "compaction_steps": _median([t for s, t in zip(managed, m_lat)
                                         if s.context.get("compacted")]),
            "other_steps": _median([t for s, t in zip(managed, m_lat)
                                    if not s.context.get("compacted")])},
        "pinned_fact_in_requests": pinned,
    }))


def _median(values: list[float]) -> float | None:
    import statistics

    return round(statistics.median(values), 3) if values else None


if __name__ == "__main__":
    main()
