import subprocess
import sys

from agentnb import Agent
from agentnb.cli import main
from agentnb.plots import plot_latency, plot_tokens, save_figures
from agentnb.testing import ScriptedModel
from tests.helpers.common import get_weather


def test_import_is_light():
    code = ("import sys, agentnb; heavy = {'openai', 'pydantic', 'llama_cpp', 'matplotlib', "
            "'chromadb', 'torch', 'ipywidgets'} & set(sys.modules); print(sorted(heavy))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_plots_have_the_series_and_window(tmp_path):
    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"})], answer="18")
    run = Agent(model, [get_weather]).start("x", save_to=False).run()
    fig = plot_tokens(run)
    ax, total_ax = fig.axes
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert sorted(labels) == sorted(["prompt tokens (per step)", "completion tokens (per step)",
                                     "context window (8192): one step's limit",
                                     "cumulative tokens (right scale)"])
    assert len(ax.patches) == 2 * len(run.steps)
    # the window is drawn against per-step tokens; the running total has its own scale
    assert [line.get_ydata()[0] for line in ax.lines] == [8192]
    assert list(total_ax.lines[0].get_ydata()) == [
        sum(s.usage.total_tokens for s in run.steps[:i + 1]) for i in range(len(run.steps))]
    assert total_ax.get_ylabel() == "cumulative tokens" and ax.get_ylabel() == "tokens per step"
    assert [t.get_text() for t in ax.get_xticklabels()] == ["1", "2"]
    fig2 = plot_latency(run)
    latency_labels = set(fig2.axes[0].get_legend_handles_labels()[1])
    assert {"model", "tools", "agentnb overhead"} <= latency_labels
    paths = save_figures(run, tmp_path)
    assert all(p.exists() and p.stat().st_size > 1000 for p in paths)


def test_doctor_explains_an_unreachable_endpoint(capsys):
    from agentnb.models.embedded import free_port

    code = main(["doctor", f"http://127.0.0.1:{free_port()}/v1", "--model", "x"])
    err = capsys.readouterr().err
    assert code == 1 and "cannot connect" in err and "Traceback" not in err
