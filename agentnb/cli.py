"""``agentnb demo | doctor [URL] | serve-model | eval CASES --agent M:A | serve --agent
M:A | config`` (also ``python -m agentnb``)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from .errors import AgentnbError, ConfigError
from .privacy import redact

DEMO_TASK = "What is the temperature in Paris in Fahrenheit?"


def demo_tools() -> list:
    from .tools import tool

    weather = {"paris": {"city": "Paris", "temperature_c": 18, "sky": "rain"},
               "tokyo": {"city": "Tokyo", "temperature_c": 25, "sky": "clear"}}

    @tool
    def get_weather(city: str) -> dict:
        """Current weather for a city.

        Args:
            city: City name, e.g. "Paris".
        """
        return weather.get(city.strip().lower(), {"error": f"no weather data for {city}"})

    @tool
    def celsius_to_fahrenheit(celsius: float) -> float:
        """Convert a temperature from Celsius to Fahrenheit.

        Args:
            celsius: Temperature in degrees Celsius.
        """
        return round(celsius * 9 / 5 + 32, 1)

    return [get_weather, celsius_to_fahrenheit]


def demo_agent() -> Any:
    """The demo's agent (the embedded model and the demo tools), for ``agentnb eval``."""
    from .loop import Agent

    return Agent(tools=demo_tools(), max_steps=6)


def load_agent(spec: str) -> Any:
    """``module:attr``: an agent, or a function of no arguments that returns one. The
    current folder is importable, as for ``python -m``."""
    import importlib

    module, _, attr = spec.partition(":")
    if not module or not attr:
        raise ConfigError(f"--agent takes module:attr (e.g. myagents:support), got {spec!r}")
    sys.path.insert(0, str(Path.cwd()))
    try:
        obj = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise ConfigError(f"cannot load the agent {spec!r}: {exc}") from None
    finally:
        sys.path.pop(0)
    agent = obj() if callable(obj) and not hasattr(obj, "toolset") else obj
    if not hasattr(agent, "toolset"):
        raise ConfigError(f"{spec} is not an agentnb Agent (got {type(agent).__name__})")
    return agent


def evaluate(cases: str, agent_spec: str, out: str | None, min_pass: float | None,
             concurrency: int) -> int:
    from .evals import DEMO_CASES, run_eval

    agent = load_agent(agent_spec)
    path = DEMO_CASES if cases == "demo" else Path(cases)
    report = run_eval(agent, path, out=out, concurrency=concurrency)
    for row in report.rows():
        mark = "pass" if row["passed"] else "FAIL"
        check = f"  [check: {row['check']}]" if row["check"] else ""
        print(redact(f"{mark}  {row['case']}: {row['why'] or row['answer']}{check}"))
    flagged = f", {len(report.flagged)} passed with a check: on the answer" \
        if report.flagged else ""
    print(f"pass rate: {report.pass_rate:.2f} ({sum(c.passed for c in report.cases)}/"
          f"{len(report.cases)}{flagged}); runs in {report.out}")
    if min_pass is not None and report.pass_rate < min_pass:
        print(f"below --min-pass {min_pass}", file=sys.stderr)
        return 1
    return 0


def demo(out: Path, task: str = DEMO_TASK) -> int:
    from .loop import Agent
    from .models import connect
    from .plots import save_figures

    model = connect()
    print(f"agentnb demo: {model!r}; starting it if needed…", flush=True)
    agent = Agent(model, demo_tools(), max_steps=6)
    t0 = time.perf_counter()
    run = agent.start(task, save_to=out / "demo-run.json")
    print(redact(f"task: {task}\n") + f"decision mode: {agent.resolve_mode()[0]}\n", flush=True)
    while not run.finished:
        print(run.step().summary(), flush=True)
    wall = time.perf_counter() - t0
    figures = save_figures(run, out)
    own = sum(s.timings.get("overhead", 0.0) for s in run.steps)
    print(redact(f"\nanswer: {run.answer}\nstop reason: {run.stop_reason}"))
    print(f"tokens: {run.usage.prompt_tokens} prompt + {run.usage.completion_tokens} completion;"
          f" wall {wall:.2f}s, agentnb overhead {own * 1000:.1f} ms")
    print(f"saved run: {run.path}")
    for f in figures:
        print(f"plot: {f}")
    return 0


def doctor(url: str | None, model_name: str | None) -> int:
    from .models import connect

    try:
        # a diagnosis says what is wrong now: one retry, not a long backoff
        model = connect(url, model=model_name, max_retries=1) if url else connect()
        print(f"checking {model!r} …", flush=True)
        prof = model.probe()
        print(prof.describe())
        reply = model.complete([{"role": "user", "content": "Say OK."}], max_tokens=8)
        print(f"test call:      ok in {reply.latency:.2f}s "
              f"({reply.usage.prompt_tokens}+{reply.usage.completion_tokens} tokens)")
    except AgentnbError as exc:
        print(f"problem: {exc}", file=sys.stderr)
        return 1
    return 0


def serve_model(port: int | None, n_ctx: int | None) -> int:
    from .models.embedded import EmbeddedServer, default_gguf

    server = EmbeddedServer(default_gguf(), port=port, n_ctx=n_ctx or 4096).start()
    print(f"serving {server.gguf.name} at {server.base_url} (Ctrl-C to stop)", flush=True)
    try:
        while server.running:
            time.sleep(1)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="agentnb", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("demo", help="run a small multi-tool task on the embedded model")
    p.add_argument("--out", default="runs/demo", help="folder for the saved run and plots")
    p.add_argument("--task", default=DEMO_TASK)
    p = sub.add_parser("doctor", help="check an endpoint and explain what is wrong")
    p.add_argument("url", nargs="?", help="OpenAI-compatible base URL (default: embedded)")
    p.add_argument("--model")
    p = sub.add_parser("serve-model", help="serve the embedded model on 127.0.0.1")
    p.add_argument("--port", type=int)
    p.add_argument("--n-ctx", type=int)
    p = sub.add_parser("serve", help="serve an agent over HTTP (FastAPI, server-sent events)")
    p.add_argument("--agent", required=True, help="module:attr of an Agent (or a factory)")
    p.add_argument("--host", help="default: [service] host in agentnb.toml, or 127.0.0.1")
    p.add_argument("--port", type=int, help="default: [service] port, or 8000")
    p.add_argument("--runs", help="the run store: a .db file or a redis:// URL "
                   "(default: [service] runs)")
    p.add_argument("--config", help="a config file other than ./agentnb.toml")
    p = sub.add_parser("config", help="print the effective settings and where each came from")
    p.add_argument("--config", help="a config file other than ./agentnb.toml")
    p = sub.add_parser("eval", help="run golden cases (YAML) and report the pass rate")
    p.add_argument("cases", help="a case file, or 'demo' for the shipped demo cases")
    p.add_argument("--agent", required=True, help="module:attr of an Agent (or a factory)")
    p.add_argument("--out", help="folder for the runs (default: under the agent's runs_dir)")
    p.add_argument("--min-pass", type=float, help="exit 1 below this pass rate (0 to 1)")
    p.add_argument("--concurrency", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        if args.command == "demo":
            return demo(Path(args.out), args.task)
        if args.command in ("serve", "config"):
            from .config import Settings

            given = {k: getattr(args, k, None) for k in ("host", "port", "runs")}
            settings = Settings.load(args.config, **{k: v for k, v in given.items() if v})
            if args.command == "config":
                print(f"config file: {settings.path or 'none (./agentnb.toml not found)'}")
                print(redact(settings.describe()))
                return 0
            from .service import serve

            serve(load_agent(args.agent), settings["host"], settings["port"], settings["runs"])
            return 0
        if args.command == "eval":
            return evaluate(args.cases, args.agent, args.out, args.min_pass, args.concurrency)
        if args.command == "doctor":
            return doctor(args.url, args.model)
        return serve_model(args.port, args.n_ctx)
    except AgentnbError as exc:
        print(f"agentnb: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
