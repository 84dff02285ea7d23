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
def test_a_hanging_tool_is_stopped_inside_a_real_kernel(tmp_path):
    """In a kernel, a cell runs on the main thread: a lone call's timeout is kept by the
    alarm signal, so the hanging tool is stopped (not left running) and the step returns."""
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "import time\n"
        "from agentnb import Agent, tool\n"
        "from agentnb.testing import ScriptedModel, tool_call_message\n"
        "@tool(timeout=0.5)\n"
        "def hang(n: int) -> int:\n"
        '    """Hang.\n\n    Args:\n        n: ignored.\n    """\n'
        "    time.sleep(60)\n"
        "model = ScriptedModel([tool_call_message('hang', {'n': 1}), 'gave up'])\n"
        "t0 = time.perf_counter()\n"
        "step = Agent(model, [hang]).start('x', save_to=False).step()\n"
        "print(round(time.perf_counter() - t0, 1), step.results[0].error)")])
    NotebookClient(book, timeout=60, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    (out,) = book.cells[0].outputs
    seconds, error = out["text"].split(maxsplit=1)
    assert float(seconds) < 5 and "hang timed out after 0.5s and was stopped" in error
