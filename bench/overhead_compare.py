"""agentnb's per-turn overhead side by side with smolagents, pydantic-ai and LangGraph.

Each framework runs the same 50-turn task with its own fake model: turns 1-49 ask for one
trivial tool call, turn 50 answers. Every framework is timed the same way: the fake model
stamps the clock at each call, and a turn is the time between two successive calls (the
framework's own work plus a no-op tool). Median of ``--repeat`` runs per turn; one JSON line.

The other frameworks are never dependencies of agentnb: install them in a separate
environment, with agentnb, to run this (see bench/README.md). Missing ones are reported as
such, not skipped silently.

    python bench/overhead_compare.py [--repeat 10]
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import time

TURNS = 50


def stamps_to_turns(stamps: list[float]) -> list[float]:
    return [b - a for a, b in itertools.pairwise(stamps)]


def run_agentnb(timeout: float | None = 30.0) -> list[float]:
    from agentnb import Agent, tool
    from agentnb.testing import FunctionModel

    stamps: list[float] = []

    @tool(timeout=timeout)
    def ping(n: int) -> int:
        """Return n.

        Args:
            n: a number.
        """
        return n

    def fn(messages, tools):
        stamps.append(time.perf_counter())
        i = len(stamps)
        if i >= TURNS:
            return "done"
        return {"tool_calls": [{"id": f"c{i}", "type": "function",
                                "function": {"name": "ping", "arguments": json.dumps({"n": i})}}]}

    run = Agent(FunctionModel(fn), [ping], max_steps=TURNS + 5).start(
        "ping", save_to=False).run()
    assert run.answer == "done", run.stop_reason
    return stamps_to_turns(stamps)


def run_smolagents() -> list[float]:
    from smolagents import ChatMessage, Model, ToolCallingAgent, tool
    from smolagents.models import ChatMessageToolCall, ChatMessageToolCallFunction, MessageRole

    stamps: list[float] = []

    @tool
    def ping(n: int) -> int:
        """Return n.

        Args:
            n: a number.
        """
        return n

    class Fake(Model):
        def generate(self, messages, stop_sequences=None, response_format=None,
                     tools_to_call_from=None, **kwargs):
            stamps.append(time.perf_counter())
            i = len(stamps)
            name, args = ("final_answer", {"answer": "done"}) if i >= TURNS else ("ping", {"n": i})
            return ChatMessage(role=MessageRole.ASSISTANT, content="", tool_calls=[
                ChatMessageToolCall(id=f"c{i}", type="function",
                                    function=ChatMessageToolCallFunction(name=name,
                                                                         arguments=args))])

    agent = ToolCallingAgent(tools=[ping], model=Fake(model_id="fake"), max_steps=TURNS + 5,
                             verbosity_level=-1)
    assert agent.run("ping") == "done"
    return stamps_to_turns(stamps)


def run_pydantic_ai() -> list[float]:
    from pydantic_ai import Agent
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import FunctionModel

    stamps: list[float] = []

    def fn(messages, info):
        stamps.append(time.perf_counter())
        i = len(stamps)
        if i >= TURNS:
            return ModelResponse(parts=[TextPart("done")])
        return ModelResponse(parts=[ToolCallPart("ping", {"n": i}, tool_call_id=f"c{i}")])

    agent = Agent(FunctionModel(fn))

    @agent.tool_plain
    def ping(n: int) -> int:
        """Return n."""
        return n

    assert agent.run_sync("ping").output == "done"
    return stamps_to_turns(stamps)


def run_langgraph() -> list[float]:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool
    from langgraph.prebuilt import create_react_agent

    stamps: list[float] = []

    @tool
    def ping(n: int) -> int:
        """Return n."""
        return n

    def replies():
        for i in range(1, TURNS + 1):
            stamps.append(time.perf_counter())
            if i >= TURNS:
                yield AIMessage(content="done")
            else:
                yield AIMessage(content="", tool_calls=[{"name": "ping", "args": {"n": i},
                                                         "id": f"c{i}"}])

    class Fake(GenericFakeChatModel):
        def bind_tools(self, tools, **kwargs):
            return self

    agent = create_react_agent(Fake(messages=replies()), [ping])
    out = agent.invoke({"messages": [("user", "ping")]}, {"recursion_limit": 2 * TURNS + 10})
    assert out["messages"][-1].content == "done"
    return stamps_to_turns(stamps)


FRAMEWORKS = {"agentnb": run_agentnb,
              # tools without a timeout run inline, as in the other frameworks (none of
              # which enforce a per-tool timeout)
              "agentnb_no_tool_timeout": lambda: run_agentnb(timeout=None),
              "smolagents": run_smolagents,
              "pydantic_ai": run_pydantic_ai, "langgraph": run_langgraph}


def summarize(runs: list[list[float]]) -> dict:
    turns = [statistics.median(r[i] for r in runs) for i in range(len(runs[0]))]
    first, last = statistics.median(turns[:10]), statistics.median(turns[-10:])
    return {"median_us_per_turn": round(statistics.median(turns) * 1e6, 1),
            "growth_last10_over_first10": round(last / first, 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    out: dict = {"bench": "overhead_compare", "turns": TURNS, "repeats": args.repeat}
    ready = {}
    for name, fn in FRAMEWORKS.items():
        try:
            fn()  # warm-up: imports, caches
            ready[name] = fn
        except ImportError as exc:
            out[name] = {"missing": str(exc)}
    # Interleaved, one run of each framework per round: a slow spell of this noisy
    # machine (a CPU waking from idle, a neighbour's burst) falls on all of them alike.
    runs: dict[str, list[list[float]]] = {name: [] for name in ready}
    for _ in range(args.repeat):
        for name, fn in ready.items():
            runs[name].append(fn())
    for name in ready:
        out[name] = summarize(runs[name])
    ours = out["agentnb"]["median_us_per_turn"]
    others = {k: v["median_us_per_turn"] for k, v in out.items()
              if isinstance(v, dict) and "median_us_per_turn" in v and not k.startswith("agentnb")}
    if others:
        leanest = min(others, key=others.get)
        out["leanest_other"] = leanest
        out["agentnb_over_leanest"] = round(ours / others[leanest], 3)
        out["agentnb_no_tool_timeout_over_leanest"] = round(
            out["agentnb_no_tool_timeout"]["median_us_per_turn"] / others[leanest], 3)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
