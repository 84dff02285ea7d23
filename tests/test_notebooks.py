"""Every teaching notebook runs top to bottom on the embedded model, headless."""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).parents[1] / "notebooks").glob("*.ipynb"))


def test_there_are_notebooks_and_no_outputs_in_git():
    assert len(NOTEBOOKS) >= 5
    for path in NOTEBOOKS:
        book = nbformat.read(path, as_version=4)
        for cell in book.cells:
            if cell.cell_type == "code":
                assert not cell.outputs and cell.execution_count is None, path.name


@pytest.mark.e2e
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path, tmp_path):
    book = nbformat.read(path, as_version=4)
    NotebookClient(book, timeout=300, kernel_name="python3", store_widget_state=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [o for c in book.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert outputs  # it showed something


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
