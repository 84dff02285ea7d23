"""Context management: bounded prompts, pinned facts, pairs kept together, cache-friendly
growth, overflow recovery (against the real embedded server with a small n_ctx)."""

import json

import pytest

from agentnb import Agent, Run, tool
from agentnb.context import ContextManager, digest
from agentnb.testing import FunctionModel

REPORT = "The quarterly revenue grew in every region and the team shipped on time. " * 12


@tool
def read_page(n: int) -> str:
    """Read a page of the report.

    Args:
        n: page number.
    """
    return f"Page {n}: revenue was {1000 + n} euros in Lyon. " + REPORT


def paging_model(pages=12):
    def fn(messages, tools):
        done = sum(1 for m in messages if m["role"] == "tool")
        calls = [m for m in messages if m.get("tool_calls")]
        n = (json.loads(calls[-1]["tool_calls"][0]["function"]["arguments"])["n"] + 1
             if calls else 1)
        if n > pages:
            return f"read {done} recent pages"
        return {"tool_calls": [{"id": f"p{n}", "type": "function", "function": {
            "name": "read_page", "arguments": json.dumps({"n": n})}}]}
    return FunctionModel(fn)


def run_pages(context, pages=12, pinned=("The project code is ZX-42.",)):
    model = paging_model(pages)
    agent = Agent(model, [read_page], max_steps=pages + 2, context=context, pinned=pinned)
    run = agent.start("Read the report.", save_to=False).run()
    return run, model


def test_requests_stay_within_budget_with_pins_and_whole_pairs():
    cm = ContextManager(budget=900)
    run, model = run_pages(cm)
    assert run.finished and run.stop_reason == "final_answer"
    compactions = [s.context["compacted"] for s in run.steps if s.context.get("compacted")]
    assert compactions  # it did compact
    for req in model.requests:
        msgs = req["messages"]
        assert cm.count(run.context, run.agent.model, msgs) <= 900
        assert "ZX-42" in msgs[0]["content"]  # pinned, every time
        assert msgs[1]["content"].startswith("Read the report.")  # the task, every time
        ids = set()
        for m in msgs:  # no orphan tool result
            for tc in m.get("tool_calls") or []:
                ids.add(tc["id"])
            if m["role"] == "tool":
                assert m["tool_call_id"] in ids
    # older facts survive in the summary: numbers and names score high
    summary = " ".join(line for _, line in run.context.summary)
    assert "1001 euros in Lyon" in summary


def test_keep_recent_zero_folds_every_finished_step():
    with pytest.raises(ValueError, match="keep_recent"):
        ContextManager(keep_recent=-1)
    run, _model = run_pages(ContextManager(budget=900, keep_recent=0, target=0.5))
    assert run.finished and run.stop_reason == "final_answer"
    folded = [s for s in run.steps if s.context.get("compacted")]
    assert folded and len(folded) < len(run.steps) / 2 + 1
    assert all(s.context["tokens"] <= 0.5 * 900 for s in folded)  # it reached the goal


def test_growth_is_append_only_between_compactions():
    run, model = run_pages(ContextManager(budget=1200))
    grew = 0
    for prev, cur in zip(model.requests, model.requests[1:]):
        if cur["messages"][: len(prev["messages"])] == prev["messages"]:
            grew += 1
    compactions = sum(1 for s in run.steps if s.context.get("compacted"))
    assert grew == len(model.requests) - 1 - compactions
    assert 0 < compactions <= len(model.requests) // 2  # in chunks, not every step


def test_compaction_folds_deep_so_it_is_cheap_and_seldom():
    """Everything kept after the summary is prefilled cold once the summary changes: the
    default fold keeps only the last step verbatim, and so compacts less often."""
    deep, _ = run_pages(ContextManager(budget=1600), pages=16)
    shallow, _ = run_pages(ContextManager(budget=1600, target=0.5), pages=16)

    def compactions(run):
        return [s for s in run.steps if s.context.get("compacted")]

    assert 0 < len(compactions(deep)) < len(compactions(shallow))
    for s in compactions(deep):
        kept = deep.messages[s.context["from"]:s.sent]
        assert [m["role"] for m in kept] == ["assistant", "tool"]
    assert sum(s.usage.prompt_tokens for s in deep.steps) < sum(
        s.usage.prompt_tokens for s in shallow.steps)


def test_no_context_manager_sends_everything():
    _run, model = run_pages(None, pages=6)
    sizes = [len(r["messages"]) for r in model.requests]
    assert sizes == sorted(sizes) and sizes[-1] == 2 + 2 * 6


def test_window_strategy_drops_and_summarize_uses_the_model():
    run, _ = run_pages(ContextManager(budget=900, strategy="window"))
    assert run.context.summary == [] and run.context.upto > 2

    asked = []

    def fn(messages, tools):
        if "Summarise these steps" in messages[-1]["content"]:
            asked.append(messages[-1]["content"])
            return "Pages 1-3 said revenue rose; page 1: 1001 euros in Lyon."
        return paging_model(10).fn(messages, tools)

    agent = Agent(FunctionModel(fn), [read_page], max_steps=12,
                  context=ContextManager(budget=900, strategy="summarize"))
    run = agent.start("Read the report.", save_to=False).run()
    assert asked and "1001 euros" in run.context.summary[0][1]

    # or a separate model writes it: the agent's model is never asked to summarise
    writer = FunctionModel(lambda messages, tools: "Page 1: 1001 euros in Lyon.")
    agent = Agent(paging_model(10), [read_page], max_steps=12,
                  context=ContextManager(budget=900, strategy="summarize", summary_model=writer))
    run = agent.start("Read the report.", save_to=False).run()
    assert writer.requests and run.context.summary == [[10.0, "Page 1: 1001 euros in Lyon."]]
    assert not any("Summarise these steps" in json.dumps(r) for r in agent.model.requests)


def test_a_strategy_of_your_own():
    seen, returned = [], []

    def pages_read(summary, folded, limit):
        seen.append((list(summary), [m["role"] for m in folded], limit))
        pages = [m["content"].split(":")[0] for m in folded if m["role"] == "tool"]
        returned.append([*summary, f"read {', '.join(pages)}"])
        return returned[-1]

    run, model = run_pages(ContextManager(budget=900, strategy=pages_read))
    assert run.finished and len(seen) >= 2
    assert seen[0][0] == [] and seen[1][0] == returned[0]  # it gets its own summary back
    assert returned[0][0].startswith("read Page 1")  # the oldest steps fold first
    assert all(roles[0] == "assistant" and roles[-1] == "tool" for _, roles, _ in seen)
    assert seen[0][2] == 90  # a tenth of the budget
    last = model.requests[-1]["messages"][1]["content"]
    assert all(line in last for line in returned[-1])  # sent with the task

    with pytest.raises(ValueError, match="function"):
        ContextManager(strategy="mine")
    agent = Agent(paging_model(), [read_page], max_steps=20,
                  context=ContextManager(budget=900, strategy=lambda s, f, n: "not a list"))
    run = agent.start("Read the report.", save_to=False)
    with pytest.raises(TypeError, match="list of strings"):
        while True:
            run.step()
    assert run.context.summary == [] and run.context.upto == 2  # nothing half-folded
    agent.context = ContextManager(budget=900)  # fixed: the run goes on
    assert run.run().stop_reason == "final_answer"


def test_digest_scores_facts_above_chatter():
    lines = digest([{"role": "assistant", "content": "ok let me think about it"},
                    {"role": "tool", "name": "t", "content": "Paris: 18 C, 1013 hPa"}])
    assert lines[1][0] > lines[0][0]


def test_pin_and_rewind_keep_the_layers_consistent():
    run, model = run_pages(ContextManager(budget=900), pages=10, pinned=())
    run.pin("Deadline is Friday.")
    run.rewind(1)
    assert run.context.upto == 2 and run.context.summary == []
    step = run.step()
    assert "Deadline is Friday." in run.request(step)[0]["content"]
    assert run.request(step) == model.requests[-1]["messages"]


def test_each_step_gives_back_its_exact_request_after_pins_and_compactions(tmp_path):
    model = paging_model(12)
    agent = Agent(model, [read_page], max_steps=14, context=ContextManager(budget=900),
                  pinned=["The project code is ZX-42."])
    run = agent.start("Read the report.", save_to=tmp_path / "r.json")
    run.run(max_steps=4)
    run.pin("Deadline is Friday.")  # changes the head of every later request
    run.run()
    assert run.finished and any(s.context.get("compacted") for s in run.steps)
    sent = [json.dumps(r["messages"]) for r in model.requests]
    assert len(sent) == len(run.steps)
    assert [json.dumps(run.request(s)) for s in run.steps] == sent  # byte for byte
    assert "Deadline" not in sent[3] and "Deadline" in sent[4]
    again = Run.load(tmp_path / "r.json")  # read-only, in a new process as well
    assert [json.dumps(again.request(s)) for s in again.steps] == sent
    # a head is stored only when it changed, so the file does not grow by one per step
    assert sum(1 for s in run.steps if s.request["head"] is not None) < len(run.steps) // 2


@pytest.mark.e2e
def test_overflow_recovery_on_the_real_server(start_server):
    from agentnb.models.openai_compat import OpenAICompatModel

    small_server = start_server(1024)
    model = OpenAICompatModel(small_server.base_url, "smollm2", schema_style="json_object",
                              decision_mode="json")

    def agent(context):
        return Agent(model, [read_page], max_steps=8, max_repeats=10, context=context,
                     max_reply_tokens=64)

    # a budget far above the real window: only the server's refusal reveals the overflow
    managed = agent(ContextManager(budget=100_000)).start("Read the report.", save_to=False)
    naive = agent(None).start("Read the report.", save_to=False)
    for run in (managed, naive):
        while not run.finished and len(run.steps) < 8:
            run.step(tool_choice="read_page")
    assert naive.stop_reason == "context_overflow"
    retried = [s for s in managed.steps if s.context.get("overflow_retry")]
    assert retried and managed.stop_reason in (None, "max_steps")
    # the window the server revealed is recorded on later steps, and counts were exact
    assert managed.steps[-1].context["window"] == managed.context.learned_window == 1024
    assert all(s.context["counted_by"] == "server" for s in managed.steps)
