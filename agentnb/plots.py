"""Matplotlib figures of a run: tokens and latency per step. Plain functions returning Figures;
they only read runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def _pyplot() -> Any:
    import matplotlib

    if matplotlib.get_backend().lower() not in ("agg",) and not _in_notebook():
        matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _in_notebook() -> bool:
    try:
        from IPython import get_ipython  # type: ignore[attr-defined]

        return get_ipython() is not None
    except ImportError:
        return False


def plot_tokens(run: Any, ax: Any = None) -> Any:
    """Per step, the prompt and completion tokens of its request (bars), against the
    context window, which bounds each request; and, on a second scale at the right, the
    run's cumulative tokens (what it costs, not what the window must hold). Draws into
    ``ax`` if given; returns the Figure."""
    steps = [s.index for s in run.steps]
    prompt = [s.usage.prompt_tokens for s in run.steps]
    completion = [s.usage.completion_tokens for s in run.steps]
    cumulative, total = [], 0
    for p, c in zip(prompt, completion):
        total += p + c
        cumulative.append(total)
    fig, ax = _axes(ax)
    ax.bar(steps, prompt, label="prompt tokens (per step)")
    ax.bar(steps, completion, bottom=prompt, label="completion tokens (per step)")
    window = getattr(getattr(run.agent, "model", None), "context_window", None)
    if window:
        ax.axhline(window, color="red", linestyle="--",
                   label=f"context window ({window}): one step's limit")
    total_ax = ax.twinx()
    total_ax.plot(steps, cumulative, "k.-", label="cumulative tokens (right scale)")
    total_ax.set_ylabel("cumulative tokens")
    total_ax.set_ylim(bottom=0)
    handles, labels = ax.get_legend_handles_labels()
    more = total_ax.get_legend_handles_labels()
    fig = _label(fig, ax, "tokens per step", f"Tokens per step — run {run.id}", steps,
                 legend=False)
    ax.legend(handles + more[0], labels + more[1], loc="upper left", fontsize="small",
              framealpha=0.8)
    fig.tight_layout()
    return fig


def plot_latency(run: Any, ax: Any = None) -> Any:
    """Per step: model time, tool time and agentnb's own overhead, stacked (seconds).
    Draws into ``ax`` if given; returns the Figure."""
    steps = [s.index for s in run.steps]
    # the first step's one-off endpoint probe is model time too
    model = [s.timings.get("model", 0.0) + s.timings.get("probe", 0.0) for s in run.steps]
    tools = [s.timings.get("tools", 0.0) for s in run.steps]
    own = [s.timings.get("overhead", 0.0) for s in run.steps]
    fig, ax = _axes(ax)
    ax.bar(steps, model, label="model")
    ax.bar(steps, tools, bottom=model, label="tools")
    ax.bar(steps, own, bottom=[m + t for m, t in zip(model, tools)], label="agentnb overhead")
    return _label(fig, ax, "seconds", f"Latency per step — run {run.id}", steps)


def _axes(ax: Any) -> tuple[Any, Any]:
    if ax is not None:
        return ax.figure, ax
    return _pyplot().subplots(figsize=(7, 4))


def step_plots_png(run: Any, dpi: int = 80) -> bytes:
    """Tokens above latency, as one PNG (what the stepper widget shows)."""
    import io

    plt = _pyplot()
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(6, 6.5))
    plot_tokens(run, top)
    plot_latency(run, bottom)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    plt.close(fig)
    return buf.getvalue()


def _label(fig: Any, ax: Any, ylabel: str, title: str, steps: list[int] | None = None,
           legend: bool = True) -> Any:
    """Axis labels, a title, and whole step numbers on the x axis (each step's own
    tick for short runs)."""
    from matplotlib.ticker import MaxNLocator

    if steps and len(steps) <= 20:
        ax.set_xticks(steps)
        ax.set_xlim(min(steps) - 0.6, max(steps) + 0.6)
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("step")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    if legend:
        ax.legend(loc="best", fontsize="small", framealpha=0.8)
    fig.tight_layout()
    return fig


def save_figures(run: Any, folder: str | Path) -> list[Path]:
    """Write tokens.png and latency.png for ``run`` into ``folder``."""
    plt = _pyplot()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make in (("tokens", plot_tokens), ("latency", plot_latency)):
        fig = make(run)
        path = folder / f"{run.id}-{name}.png"
        fig.savefig(path, dpi=100)
        plt.close(fig)
        paths.append(path)
    return paths


def compare_runs(runs: list[Any], labels: list[str] | None = None) -> Any:
    """Runs side by side: prompt tokens per step, cumulative tokens and latency per step,
    one line per run (for "with vs without context management", "model A vs model B")."""
    plt = _pyplot()
    labels = labels or [r.id for r in runs]
    if len(labels) != len(runs):
        raise ValueError("compare_runs needs one label per run")
    fig, axes = plt.subplots(1, 3, figsize=(13, 4))
    for run, label in zip(runs, labels):
        steps = [s.index for s in run.steps]
        prompt = [s.usage.prompt_tokens for s in run.steps]
        total, cumulative = 0, []
        for s in run.steps:
            total += s.usage.total_tokens
            cumulative.append(total)
        latency = [s.timings.get("total", 0.0) for s in run.steps]
        axes[0].plot(steps, prompt, ".-", label=label)
        axes[1].plot(steps, cumulative, ".-", label=label)
        axes[2].plot(steps, latency, ".-", label=label)
    for ax, ylabel, title in zip(axes, ("tokens", "tokens", "seconds"),
                                 ("Prompt tokens per step", "Cumulative tokens",
                                  "Latency per step")):
        _label(fig, ax, ylabel, title)
    return fig


def plot_batch(results: list[Any]) -> Any:
    """A batch (``agentnb.batch.run_batch``) at a glance: active seconds per task, tokens
    per task, and how many tasks ended for each stop reason."""
    plt = _pyplot()
    fig, axes = plt.subplots(1, 3, figsize=(14, 4))
    x = list(range(1, len(results) + 1))
    colors = ["tab:blue" if r.ok else "tab:red" for r in results]
    axes[0].bar(x, [r.seconds for r in results], color=colors)
    axes[1].bar(x, [r.usage.total_tokens for r in results], color=colors)
    for ax, ylabel, title in ((axes[0], "seconds (active)", "Latency per task"),
                              (axes[1], "tokens", "Tokens per task")):
        from matplotlib.ticker import MaxNLocator

        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel("task (red: no answer)")
        ax.set_ylabel(ylabel)
        ax.set_title(title)
    counts: dict[str, int] = {}
    for r in results:
        key = r.stop_reason or "error"
        counts[key] = counts.get(key, 0) + 1
    axes[2].barh(list(counts), list(counts.values()))
    axes[2].set_xlabel("tasks")
    axes[2].set_title("Stop reasons")
    fig.tight_layout()
    return fig


def plot_evals(comparison: Any) -> Any:
    """Pass rate per variant of an ``agentnb.evals.EvalComparison`` (or a dict of
    ``EvalReport``), overall and per tag."""
    reports = getattr(comparison, "reports", comparison)
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    names = list(reports)
    groups = ["all", *sorted({t for r in reports.values() for c in r.cases
                              for t in c.case.tags})]
    width = 0.8 / len(names)
    for j, name in enumerate(names):
        rep = reports[name]
        tags = rep.by_tag()
        values = [rep.pass_rate, *[tags.get(g, 0.0) for g in groups[1:]]]
        ax.bar([i + j * width for i in range(len(groups))], values, width, label=name)
    ax.set_xticks([i + width * (len(names) - 1) / 2 for i in range(len(groups))], groups)
    ax.set_ylim(0, 1)
    ax.set_ylabel("pass rate")
    ax.set_xlabel("cases (all, then by tag)")
    ax.set_title("Pass rate by variant")
    ax.legend()
    fig.tight_layout()
    return fig
