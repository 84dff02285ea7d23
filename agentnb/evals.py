"""Evals on golden cases: ``run_eval(agent, "cases.yaml")`` and ``compare_evals``.

A case file is a YAML list of cases::

    - id: paris-f                      # optional; default: from position and task
      task: What is the temperature in Paris in Fahrenheit?
      expect_tools: [get_weather, celsius_to_fahrenheit]
      ordered: true                    # expect_tools in this order (others may come between)
      expect_args: {get_weather: {city: Paris}}
      answer_contains: ["64.4"]
      answer_excludes: ["Celsius"]
      max_steps: 6
      tags: [weather]

A case passes when its run ends with a final answer, every expected tool ran successfully
(as often as it is listed; in order with ``ordered: true``), some successful call of each
tool in ``expect_args`` had those arguments (strings compared ignoring case and surrounding
spaces, numbers by value), and the answer contains every ``answer_contains`` string and no
``answer_excludes`` string (ignoring case). Cases run through ``agentnb.batch.run_batch``.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .batch import BatchResult, run_batch
from .errors import CaseFileError, ConfigError
from .render import rows_frame, rows_html

DEMO_CASES = Path(__file__).with_name("cases") / "demo.yaml"


class Case(BaseModel):
    """One golden case (the keys of a case file)."""

    model_config = ConfigDict(extra="forbid")

    task: str
    id: str | None = None
    expect_tools: list[str] = []
    ordered: bool = False
    expect_args: dict[str, dict[str, Any]] = {}
    answer_contains: list[str] = []
    answer_excludes: list[str] = []
    max_steps: int | None = None
    tags: list[str] = []
    line: int = 0  # where the case starts in its file (set by load_cases)

    @field_validator("answer_contains", "answer_excludes", "tags", "expect_tools",
                     mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @field_validator("task")
    @classmethod
    def _not_empty(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value


def load_cases(path: str | Path) -> list[Case]:
    """Read and check a case file; any problem is a ``CaseFileError`` naming its line."""
    import yaml

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CaseFileError(f"cannot read case file {path}: {exc}") from None
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or str(exc)
        raise CaseFileError(f"{where}: not valid YAML: {problem}") from None
    if not isinstance(data, list) or not isinstance(root, yaml.SequenceNode):
        raise CaseFileError(f"{path}:1: a case file is a YAML list of cases (- task: ...)")
    cases = []
    for item, node in zip(data, root.value):
        line = node.start_mark.line + 1
        if not isinstance(item, dict):
            raise CaseFileError(f"{path}:{line}: a case is a mapping with at least 'task'")
        try:
            cases.append(Case.model_validate({**item, "line": line}))
        except ValidationError as exc:
            err = exc.errors()[0]
            key = str(err["loc"][0]) if err["loc"] else ""
            at = _key_line(node, key) or line
            if err["type"] == "extra_forbidden":
                known = sorted(k for k in Case.model_fields if k != "line")
                raise CaseFileError(f"{path}:{at}: unknown key {key!r}; a case has {known}"
                                    ) from None
            raise CaseFileError(f"{path}:{at}: {'.'.join(map(str, err['loc']))}: "
                                f"{err['msg']}") from None
    if not cases:
        raise CaseFileError(f"{path}:1: no cases")
    return cases


def _key_line(node: Any, key: str) -> int | None:
    for k, _ in getattr(node, "value", []):
        if getattr(k, "value", None) == key:
            return int(k.start_mark.line) + 1
    return None


def check_cases(cases: list[Case], toolset: Any, where: str = "cases") -> None:
    """Every tool and argument a case names must exist: a typo is reported, never a case
    that silently can never pass."""
    problems = []
    for c in cases:
        for name in [*c.expect_tools, *c.expect_args]:
            if name not in toolset:
                problems.append(f"{where}:{c.line}: unknown tool {name!r} "
                                f"(the agent's tools: {list(toolset.tools)})")
        for name, args in c.expect_args.items():
            if name in toolset:
                props = toolset[name].parameters.get("properties", {})
                problems += [f"{where}:{c.line}: {name} has no argument {a!r}"
                             for a in args if a not in props]
    if problems:
        raise CaseFileError("; ".join(dict.fromkeys(problems)))


@dataclass
class CaseResult:
    """A case, its run's result, and why it failed (empty when it passed)."""

    case: Case
    result: BatchResult
    reasons: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.reasons

    @property
    def id(self) -> str:
        return self.result.task_id


def grade(case: Case, result: BatchResult) -> list[str]:
    """Why ``result`` fails ``case`` (an empty list: it passes)."""
    if result.error:
        return [f"error: {result.error}"]
    reasons = []
    if result.stop_reason != "final_answer":
        reasons.append(f"no final answer: stopped ({result.stop_reason})")
    ran = [c for c in result.calls if c["ok"]]
    names = [c["name"] for c in ran]
    if case.ordered and not _subsequence(case.expect_tools, names):
        reasons.append(f"expected tools {case.expect_tools} in order, ran {names}")
    elif not case.ordered:
        missing = [n for n in set(case.expect_tools)
                   if names.count(n) < case.expect_tools.count(n)]
        if missing:
            reasons.append(f"expected tools {sorted(missing)} to run, ran {names}")
    for name, want in case.expect_args.items():
        if not any(c["name"] == name and all(_same(c["arguments"].get(k), v)
                                             for k, v in want.items()) for c in ran):
            got = [c["arguments"] for c in ran if c["name"] == name]
            reasons.append(f"expected {name} with {want}, ran with {got}")
    answer = (result.answer or "").casefold()
    if result.stop_reason == "final_answer":
        reasons += [f"answer lacks {s!r}" for s in case.answer_contains
                    if s.casefold() not in answer]
        reasons += [f"answer contains {s!r}" for s in case.answer_excludes
                    if s.casefold() in answer]
    return reasons


def _subsequence(expected: list[str], names: list[str]) -> bool:
    it = iter(names)
    return all(any(n == e for n in it) for e in expected)


def _same(got: Any, want: Any) -> bool:
    if isinstance(want, str) and isinstance(got, str):
        return got.strip().casefold() == want.strip().casefold()
    if isinstance(want, (int, float)) and isinstance(got, (int, float)) \
            and not isinstance(want, bool) and not isinstance(got, bool):
        return float(got) == float(want)
    return bool(got == want)


@dataclass
class EvalReport:
    """What ``run_eval`` returns: each case's result and the pass rate."""

    name: str
    cases: list[CaseResult]
    agent: dict[str, Any] = field(default_factory=dict)
    out: str | None = None

    @property
    def pass_rate(self) -> float:
        """Passed cases over all cases, 0 to 1."""
        return sum(c.passed for c in self.cases) / len(self.cases) if self.cases else 0.0

    @property
    def failed(self) -> list[CaseResult]:
        return [c for c in self.cases if not c.passed]

    @property
    def flagged(self) -> list[CaseResult]:
        """Passed cases whose answer the checks name something to verify in (a number from
        nowhere, another unit...: ``Step.checks()``): a case's ``answer_contains`` can
        hold while the rest of the answer is wrong."""
        return [c for c in self.cases if c.passed and c.result.checks]

    def rows(self) -> list[dict[str, Any]]:
        return [{"case": c.id, "passed": c.passed, "steps": c.result.steps,
                 "tokens": c.result.usage.total_tokens, "seconds": round(c.result.seconds, 2),
                 "tags": ",".join(c.case.tags), "why": "; ".join(c.reasons)[:160],
                 "answer": (c.result.answer or "")[:80],
                 "check": "; ".join(c.result.checks)[:160]} for c in self.cases]

    def table(self) -> Any:
        """A pandas DataFrame when pandas is installed, else a list of dicts."""
        return rows_frame(self.rows(), "case")

    def by_tag(self) -> dict[str, float]:
        """Pass rate per tag."""
        tags: dict[str, list[bool]] = {}
        for c in self.cases:
            for t in c.case.tags:
                tags.setdefault(t, []).append(c.passed)
        return {t: sum(v) / len(v) for t, v in sorted(tags.items())}

    def __repr__(self) -> str:
        flagged = len(self.flagged)
        return (f"<EvalReport {self.name}: {sum(c.passed for c in self.cases)}/"
                f"{len(self.cases)} passed ({self.pass_rate:.0%})"
                f"{f', {flagged} of them with a check: on the answer' if flagged else ''}>")

    def _repr_html_(self) -> str:
        from html import escape

        head = f"<p><b>{escape(repr(self))}</b></p>"
        return head + rows_html(self.rows())


def run_eval(agent: Any, cases: str | Path | Iterable[Case | dict[str, Any]], *,
             out: str | Path | None = None, concurrency: int = 1, retries: int = 2,
             progress: bool = True, name: str | None = None) -> EvalReport:
    """Run every case with ``agent`` and grade it. ``out`` keeps the runs (default: a new
    folder under the agent's ``runs_dir``; running again with the same ``out`` reuses the
    finished runs). One at a time by default: a local model serves one request at a time."""
    where = str(cases) if isinstance(cases, (str, Path)) else "cases"
    loaded = load_cases(cases) if isinstance(cases, (str, Path)) else \
        [c if isinstance(c, Case) else Case.model_validate(c) for c in cases]
    check_cases(loaded, agent.toolset, where)
    name = name or (Path(cases).stem if isinstance(cases, (str, Path)) else "eval")
    if out is None:
        out = Path(agent.runs_dir) / f"eval-{name}-{time.strftime('%Y%m%d-%H%M%S')}"
    tasks = []
    for i, c in enumerate(loaded):
        digest = hashlib.sha1(c.task.encode()).hexdigest()[:6]
        spec: dict[str, Any] = {"id": c.id or f"case{i + 1:03d}-{digest}", "task": c.task}
        if c.max_steps is not None:
            spec["max_steps"] = c.max_steps
        tasks.append(spec)
    results = run_batch(agent, tasks, concurrency=concurrency, retries=retries, out=out,
                        progress=progress)
    graded = [CaseResult(c, r, grade(c, r)) for c, r in zip(loaded, results)]
    return EvalReport(name, graded, agent.describe(), str(out))


@dataclass
class EvalComparison:
    """Several variants on the same cases: pass rates side by side and what changed
    (``agentnb.plots.plot_evals`` draws it)."""

    reports: dict[str, EvalReport]

    @property
    def pass_rates(self) -> dict[str, float]:
        return {k: r.pass_rate for k, r in self.reports.items()}

    def rows(self) -> list[dict[str, Any]]:
        first = next(iter(self.reports.values()))
        return [{"case": c.id, **{k: r.cases[i].passed for k, r in self.reports.items()}}
                for i, c in enumerate(first.cases)]

    def changed(self) -> list[dict[str, Any]]:
        """The cases on which the variants disagree."""
        names = list(self.reports)
        return [row for row in self.rows() if len({row[k] for k in names}) > 1]

    def table(self) -> Any:
        return rows_frame(self.rows(), "case")

    def __repr__(self) -> str:
        rates = ", ".join(f"{k} {v:.0%}" for k, v in self.pass_rates.items())
        return f"<EvalComparison {rates}; {len(self.changed())} cases changed>"

    def _repr_html_(self) -> str:
        from html import escape

        return f"<p><b>{escape(repr(self))}</b></p>" + rows_html(self.rows())


def compare_evals(agents: Mapping[str, Any], cases: str | Path | Iterable[Any], *,
                  out: str | Path | None = None, **options: Any) -> EvalComparison:
    """``run_eval`` for each variant (a model, prompt version, context strategy or policy
    set) on the same cases; ``out/<variant>/`` keeps each one's runs."""
    if not agents:
        raise ConfigError("compare_evals needs at least one agent")
    cases = cases if isinstance(cases, (str, Path)) else list(cases)
    reports = {}
    for name, agent in agents.items():
        where = Path(out) / name if out is not None else None
        reports[name] = run_eval(agent, cases, out=where, name=name, **options)
    return EvalComparison(reports)


class Prompt(str):
    """A system prompt with a version, recorded on every run (``run.state.agent``).

    ``Prompt.load("prompts/support.md")`` reads a file; a first block ``---\\nversion: 3\\n---``
    gives the version (and is not part of the prompt), else the version is the text's hash.
    """

    version: str
    path: str | None

    def __new__(cls, text: str, version: str | None = None, path: str | None = None
                ) -> Prompt:
        obj = super().__new__(cls, text)
        obj.version = version or "sha-" + hashlib.sha256(text.encode()).hexdigest()[:10]
        obj.path = path
        return obj

    @classmethod
    def load(cls, path: str | Path) -> Prompt:
        import yaml

        text = Path(path).read_text(encoding="utf-8")
        version = None
        if text.startswith("---\n") and "\n---" in text[4:]:
            head, _, body = text[4:].partition("\n---")
            meta = yaml.safe_load(head) or {}
            if not isinstance(meta, dict):
                raise ConfigError(f"{path}: the block between '---' lines must be a mapping")
            version = str(meta["version"]) if "version" in meta else None
            text = body.lstrip("-").lstrip("\n")
        return cls(text.strip(), version, str(path))

    def __reduce__(self) -> Any:
        return (Prompt, (str(self), self.version, self.path))
