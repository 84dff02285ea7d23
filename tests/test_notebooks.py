"""Every teaching notebook runs top to bottom on the embedded model, headless, and what its
text claims holds (``CLAIMS``)."""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).parents[1] / "notebooks").glob("*.ipynb"))

# What each notebook's text claims, checked in its kernel after its last cell (the reader
# never sees these cells). A claim the tiny model cannot make true is not in the text.
CLAIMS = {
    "02_tools_and_stepping": """
assert ui.run is None and not ui.busy  # the panel waits for the first click on Step
assert ui.task.value == "Is it raining in Tokyo?"
first = next(s for s in money_step.stages if s["stage"] == "answer" and "sampling" not in s)
assert first["reply"]["message"]["content"].strip() == (
    "The results provide a conversion of 30 USD to EUR.")
assert money_step.request["sampling"]["temperature"] == 0.7 and "27.6" in money.answer
assert "drawn:" in money_step.summary() and money_step.unsupported == []
assert plain.answer == "The results provide a conversion of 30 USD to EUR."
assert plain_step.stages[-1].get("sampling") is None and plain_step.unused == ["27.6"]
assert plain_step.checks() == ["the answer holds none of the results' values (27.6)"]
assert "check:   the answer holds none of the results' values (27.6)" in plain_step.summary()
assert written == {  # rounded and converted figures count as written; 60°F for 18°C does not
    "Rain, and about 18 degrees.": [], "It's about 64°F and raining in Paris.": [],
    "It's 18°C (about 60°F) with rain in Paris.": [
        "60 in the answer: in no request or tool result"]}
""",
    "07_debugging_an_agent": """
import json as _json
again = Run.load(folder / "failed.json")  # the original file stays as it was
assert len(again.steps) == 2 and "291.15" in again.steps[0].results[0].content
assert "291.15" in again.request(again.steps[1])[-1]["content"]
edited = fixed.steps[0].results[0]
assert "291.15" in edited.edited and _json.loads(edited.content)["temperature_c"] == 18
sent = fixed.request(fixed.steps[1])[-1]["content"]
assert "18" in sent and "291.15" not in sent
assert fixed.id != failed.id and fixed.finished and fixed.stop_reason == "final_answer"
assert Run.load(folder / "fixed.json").steps[0].results[0].edited == edited.edited
assert len(fig.axes) == 3 and len(fig.axes[0].lines) == 2  # both runs drawn
""",
    "08_several_agents": """
assert isinstance(run.output, Weather) and Weather.model_validate_json(run.answer) == run.output
assert run.steps[0].tool_calls[0].name == "get_weather" and run.steps[0].results[0].ok
assert step.tool_calls[0].name == "weather" and step.results[0].child == child.id
assert child.state.parent == {"run": parent.id, "step": 1, "call": step.tool_calls[0].id,
                              "tool": "weather"}
assert step.usage.total_tokens > child.usage.total_tokens > 0  # the child's tokens counted
assert child.state.trace_id == parent.state.trace_id
assert [c.id for c in again.children] == [child.id] and "sub-run" in parent._repr_html_()
assert sent == ["lin@example.com"] and chain.answer == "Done: mailed lin"
assert tree.finished and tree.children[0].state.parent["tool"] == "planner"
if tree.children[0].stop_reason == "final_answer":
    Plan.model_validate_json(tree.children[0].answer)
assert [[c.id for c in s.tool_calls] for s in review_run.steps][:6] == [
    ["plan"], ["do-0-oslo", "do-0-bergen"], ["do-0-sum"], ["review-0"], ["do-1-bergen"],
    ["review-1"]]
assert pad.notes["bergen"] == "291000"
call = conv_step.tool_calls[0]
assert conv_step.results[0].ok
assert float(conv_step.results[0].content) == call.arguments["celsius"] * 9 / 5 + 32
assert units.connection.closed
""",
    "01_single_call_vs_loop": """
assert step.tool_calls[0].name == "get_weather" and step.results[0].ok
assert "rain" in step.results[0].content
answer = run.answer.strip()
assert answer and answer not in agent.toolset and not answer.startswith(("{", "["))
sent = run.request(last)[-1]["content"]  # the result written out, then the request
assert "returned" in sent and sent.index("returned") < sent.index("Is it raining in Paris?")
assert last.stop_reason == "final_answer" and run.answer == last.answer
""",
    "06_your_own_endpoint": """
for run, system in zip(runs, prompts.values()):
    assert all(run.request(s)[0]["content"].startswith(system) for s in run.steps)
    assert run.steps[0].tool_calls[0].name == "get_weather" and run.steps[0].results[0].ok
    answer = run.answer.strip()
    assert answer and answer != "get_weather" and not answer.startswith(("{", "["))
terse, chatty = scripted["terse"], scripted["chatty"]  # the labelled scripted stand-in
assert len(terse.answer.split()) <= 5 < len(chatty.answer.split())
assert terse.steps[0].results[0].ok and "clear" in terse.steps[0].results[0].content
""",
    "04_long_term_memory": """
assert old.metadata["superseded_by"] == paris  # the newer fact supersedes the older
texts = [text for _, _, text in step.context["recalled"]]
assert "Lin lives in Paris now." in texts and "Lin lives in Lyon." not in texts
assert all(isinstance(score, float) for _, score, _ in step.context["recalled"])
assert "Lin lives in Paris now." in str(run.request(step))
assert "Lin lives in Lyon." not in str(run.request(step))
""",
    "03_context_and_token_growth": """
pages = [s.results[0].content.split(".")[0] for s in run.steps]
assert pages == [f"Page {i}" for i in range(1, 9)], pages  # distinct pages, in order
prompts = [s.usage.prompt_tokens for s in run.steps]
assert all(b - a > 200 for a, b in zip(prompts, prompts[1:])), prompts  # ~300 a step
assert max(prompts) < model.context_window  # no overflow in these 8 steps
assert [s.results[0].content.split(".")[0] for s in run2.steps] == pages
managed_prompts = [s.usage.prompt_tokens for s in run2.steps]
assert any(s.context.get("compacted") for s in run2.steps)
assert max(managed_prompts) < max(prompts) and max(managed_prompts) <= 1200
assert all("The report is confidential." in str(run2.request(s)) for s in run2.steps)
""",
    "05_watchdog_and_failures": """
f1, f2 = failing.steps
assert not f1.results[0].ok and "weather service down" in f1.results[0].content
assert not f2.results[0].ok and "timed out after 0.5s" in f2.results[0].content
assert not failing.finished  # the errors went back to the model; the run goes on
seen = {}
for s in repeat_run.steps:  # the first repeat is answered from the record
    sig = s.tool_calls[0].signature()
    if sig in seen:
        assert s.results and s.results[0].repeat_of == seen[sig], s.summary()
        break
    seen[sig] = s.index
else:
    raise AssertionError("the model never repeated a call")
assert repeat_run.stop_reason == "repeated_call"
assert len({s.tool_calls[0].signature() for s in repeat_run.steps[-3:]}) == 1
assert {k: r.stop_reason for k, r in limited.items()} == {k: k for k in limits}
""",
}


def test_there_are_notebooks_and_no_outputs_in_git():
    assert len(NOTEBOOKS) >= 5
    for path in NOTEBOOKS:
        book = nbformat.read(path, as_version=4)
        for cell in book.cells:
            if cell.cell_type == "code":
                assert not cell.outputs and cell.execution_count is None, path.name
                # scratch folders are TemporaryDirectory objects, gone with the kernel
                assert "mkdtemp" not in cell.source, path.name


@pytest.mark.e2e
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path, tmp_path):
    book = nbformat.read(path, as_version=4)
    if path.stem in CLAIMS:
        book.cells.append(nbformat.v4.new_code_cell(CLAIMS[path.stem]))
    # a notebook's scratch folder ("deleted when the kernel stops", its text says)
    scratch = any("TemporaryDirectory" in c.source for c in book.cells)
    if scratch:
        book.cells.append(nbformat.v4.new_code_cell('print("scratch:", scratch.name)'))
    NotebookClient(book, timeout=300, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [o for c in book.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert outputs  # it showed something
    if scratch:
        folder = Path(book.cells[-1].outputs[0]["text"].split("scratch:", 1)[1].strip())
        assert folder.name.startswith("agentnb-") and not folder.exists()


@pytest.mark.e2e
def test_hanging_and_async_tools_inside_a_real_kernel(tmp_path):
    """In a kernel (whose event loop is running), a step returns at a hanging tool's
    timeout, an ``async def`` tool is awaited, and a hanging one is cancelled."""
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "import asyncio, time\n"
        "from agentnb import Agent, tool\n"
        "from agentnb.testing import ScriptedModel, tool_call_message\n"
        "@tool(timeout=0.5)\n"
        "def hang(n: int) -> int:\n"
        '    """Hang.\n\n    Args:\n        n: ignored.\n    """\n'
        "    time.sleep(60)\n"
        "@tool(timeout=0.5)\n"
        "async def wait(n: float) -> float:\n"
        '    """Wait.\n\n    Args:\n        n: seconds.\n    """\n'
        "    await asyncio.sleep(n)\n"
        "    return n\n"
        "model = ScriptedModel([tool_call_message('hang', {'n': 1}),\n"
        "                       tool_call_message('wait', {'n': 0.01}),\n"
        "                       tool_call_message('wait', {'n': 60}), 'gave up'])\n"
        "run = Agent(model, [hang, wait]).start('x', save_to=False)\n"
        "t0 = time.perf_counter()\n"
        "steps = [run.step() for _ in range(3)]\n"
        "print(round(time.perf_counter() - t0, 1))\n"
        "for s in steps: print(s.results[0].content)")])
    NotebookClient(book, timeout=60, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    (out,) = book.cells[0].outputs
    seconds, hung, awaited, cancelled = out["text"].strip().split("\n")
    assert float(seconds) < 5
    assert "hang timed out after 0.5s and was abandoned" in hung
    assert awaited == "0.01" and "wait timed out after 0.5s and was cancelled" in cancelled
