"""Function-calling accuracy of the embedded model through agentnb on BFCL v4 files.

Each case is one agent step on the real endpoint with the case's functions as the tools
(see ``run_file`` for what counts as correct), with the default policies, every grounding
rule (``GroundArguments(rules="all")``) or no argument repair. Prints one JSON line per
file, mode and policy setting, with the model calls and seconds a step took.

    python bench/bfcl.py [--n 100] [--skip 0] [--files simple_python,multiple,irrelevance]
                         [--modes json,native] [--policies default,all,off]
                         [--data ../shared/data/bfcl]

Any BFCL v4 file in ``--data`` with its ``possible_answer_`` file can be named: one call
asked (simple_python, multiple, live_simple, live_multiple), several (parallel,
parallel_multiple, live_parallel: the calls that ran must match the expected ones one to
one, in any order), no call (irrelevance, live_irrelevance) or any call (live_relevance).
``--skip 100`` measures cases the grounding rules were not written on.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import statistics
import time
from pathlib import Path

from parallel_requests import schema_only

from agentnb import Agent, Tool
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.policies import GroundArguments, default_policies

_TYPES = {"dict": "object", "float": "number", "tuple": "array", "list": "array",
          "int": "integer", "str": "string", "bool": "boolean"}


def to_json_schema(node):
    """BFCL writes Python-flavoured type names ("dict", "float", "any"); JSON Schema needs
    its own."""
    if isinstance(node, list):
        return [to_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for k, v in node.items():
        if k == "type" and isinstance(v, str):
            if v == "any":
                continue
            out[k] = _TYPES.get(v, v)
        elif k == "properties":
            out[k] = {name: to_json_schema(p) for name, p in v.items()}
        elif k == "optional":
            continue
        else:
            out[k] = to_json_schema(v)
    return out


def normalise(value):
    if isinstance(value, str):
        return re.sub(r"[\s,./\-_*^]", "", value).lower()
    if isinstance(value, list):
        return [normalise(v) for v in value]
    if isinstance(value, dict):
        return {k: normalise(v) for k, v in value.items()}
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return value


def correct(name, args, truth) -> bool:
    """Whether one call matches one expected call: ``{name: {param: [accepted values]}}``
    (``""`` among them: the parameter may be left out)."""
    (expected_name, accepted), = truth.items()
    if name != expected_name:
        return False
    for k, v in args.items():
        if k not in accepted or normalise(v) not in [normalise(a) for a in accepted[k]]:
            return False
    return all(k in args or "" in options for k, options in accepted.items())


def correct_calls(seen: list[tuple[str, dict]], truths: list[dict]) -> bool:
    """Whether the calls that ran match the expected calls one to one, in any order (as
    BFCL's parallel checker counts them): as many calls as expected, each matching a
    different expected call."""
    if len(seen) != len(truths) or not truths:
        return False
    return any(all(correct(name, args, truth) for (name, args), truth in zip(order, truths))
               for order in itertools.permutations(seen))


def malformed(arguments, schema) -> bool:
    """Checked by an independent validator (jsonschema), not agentnb's own."""
    import jsonschema

    try:
        jsonschema.validate(arguments, schema)
    except jsonschema.ValidationError:
        return True
    return False


# and "without_check_choice", "without_meaning", "without_keep_defaults", "meaning_order"
POLICIES = ("default", "all", "off")


def agent_for(model, tools, mode, policies, calls_per_step=4,
              system="You are a helpful assistant that calls functions."):
    """An agent with the default policies, the default policies with every grounding rule
    (``GroundArguments(rules="all")``, the opt-in set), with no argument repair, without
    one policy, or with the tools listed closest in meaning to the request first
    (``meaning_order``, ``tool_order="meaning"``)."""
    options = {"ground_arguments": False} if policies == "off" else \
        {"check_choice": False} if policies == "without_check_choice" else \
        {"check_choice_meaning": False} if policies == "without_meaning" else \
        {"keep_defaults": False} if policies == "without_keep_defaults" else \
        {"tool_order": "meaning"} if policies == "meaning_order" else {}
    if policies == "all":
        options = {"policies": [GroundArguments(rules="all") if isinstance(p, GroundArguments)
                                else p for p in default_policies()]}
    return Agent(model, tools, system=system, decision_mode=mode, max_steps=1,
                 calls_per_step=calls_per_step, **options)


def recorder(seen: list, name: str):
    """A tool function that records the arguments it was called with."""
    return lambda **kw: seen.append((name, kw)) or "ok"


def kind(name: str) -> str:
    """What a file's cases ask for: ``"none"`` (no call is right: irrelevance,
    live_irrelevance), ``"any"`` (some call: live_relevance, whose answers BFCL does not
    check) or ``"calls"`` (the calls in its possible_answer file)."""
    return "none" if "irrelevance" in name else "any" if "relevance" in name else "calls"


def request_of(case: dict) -> tuple[str | None, str]:
    """The case's own system prompt (live cases may have one) and its last user message,
    which the step is asked."""
    turn = case["question"][0]
    system = "\n\n".join(m["content"] for m in turn if m["role"] == "system") or None
    return system, next(m["content"] for m in reversed(turn) if m["role"] == "user")


def run_file(model, name, cases, answers, mode, policies, show=False, calls_per_step=4):
    """One step per case. A file whose cases ask for calls: ``tool_choice="required"``;
    a case is correct when the calls that reached a tool match the expected calls one to
    one (``correct_calls``: the right names, every argument accepted; one call in
    simple_python and multiple, where the model must also pick the right one of 2-4
    tools). irrelevance: ``tool_choice="auto"``, correct when no tool is called;
    live_relevance: correct when one is."""
    ok = invalid = no_call = bad = calls = extra = right_tool = 0
    by_stage: dict[str, list[float]] = {}  # each model call's latency, by stage
    t0 = time.perf_counter()
    for case in cases:
        seen: list[tuple[str, dict]] = []
        tools, schemas = [], {}
        for fn in case["function"]:
            schemas[fn["name"]] = to_json_schema(fn["parameters"])
            tools.append(Tool.from_schema(
                fn["name"], fn["description"], schemas[fn["name"]],
                fn=recorder(seen, fn["name"])))
        system, request = request_of(case)
        agent = agent_for(model, tools, mode, policies, calls_per_step,
                          **({"system": system} if system else {}))
        run = agent.start(request, save_to=False)
        step = run.step(tool_choice="required" if kind(name) == "calls" else "auto")
        calls += 1 + len(getattr(step, "stages", [])) + len(
            (step.redecided or {}).get("rejected", []))
        for stage in getattr(step, "stages", []):
            by_stage.setdefault(stage["stage"], []).append(stage["reply"]["latency"])
        if step.reply is not None:
            last = (step.request or {}).get("stage") or "decision"
            by_stage.setdefault(last, []).append(step.reply.latency)
        no_call += not step.tool_calls
        if kind(name) != "calls":
            ok += bool(step.tool_calls) == (kind(name) == "any")
            continue
        truths = answers[case["id"]]
        extra += len(seen) > len(truths)
        right_tool += any(c.name in t for c in step.tool_calls[:1] for t in truths)
        if step.tool_calls and not seen:
            invalid += 1  # rejected by validation: never reached the tool
        elif any(malformed(args, schemas[fn]) for fn, args in seen):
            bad += 1
            if show:
                print(f"# {case['id']}: a malformed call reached a tool: {seen}")
        elif correct_calls(seen, truths):
            ok += 1
        elif show:
            print(f"# {case['id']}: {request[:120]!r}\n#   got  {seen}\n#   want {truths}")
    seconds = time.perf_counter() - t0
    return {"bench": f"bfcl_{name}", "mode": mode, "policies": policies,
            "calls_per_step": calls_per_step, "cases": len(cases),
            "first_case": cases[0]["id"] if cases else None, "correct": ok,
            "right_tool_first": right_tool,
            "rejected_by_validation": invalid, "no_tool_call": no_call,
            "malformed_calls_reaching_a_tool": bad, "more_calls_than_asked": extra,
            "model_calls_per_step": round(calls / max(1, len(cases)), 2),
            "seconds_per_step": round(seconds / max(1, len(cases)), 2),
            "median_call_seconds": {k: round(statistics.median(v), 3)
                                    for k, v in by_stage.items()},
            "seconds": round(seconds, 1)}


def load(data: Path, name: str, skip: int, n: int) -> tuple[list[dict], dict[str, list]]:
    """The cases, and each case's expected calls (every call of its ground truth)."""
    cases = [json.loads(line) for line in
             (data / f"BFCL_v4_{name}.json").read_text().splitlines()
             if line.strip()][skip:skip + n]
    path = data / f"possible_answer_BFCL_v4_{name}.json"
    answers = {a["id"]: a["ground_truth"] for a in map(
        json.loads, filter(str.strip, path.read_text().splitlines()))} \
        if path.exists() else {}
    if kind(name) == "calls" and not path.exists():
        raise SystemExit(f"{path} is missing: {name} is scored against it")
    return cases, answers


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--files", default="simple_python,multiple,irrelevance")
    parser.add_argument("--modes", default="json")
    parser.add_argument("--policies", default=",".join(POLICIES),
                        help="default, all (every grounding rule), off (no repair), "
                             "without_check_choice, without_meaning, "
                             "without_keep_defaults, meaning_order (the "
                             "tools listed closest to the request first), schema_only "
                             "(the schema sent, not the grammar allowing a trailing comma)")
    parser.add_argument("--skip", type=int, default=0, help="start after this many cases")
    parser.add_argument("--show-failures", action="store_true")
    parser.add_argument("--calls-per-step", type=int, default=4,
                        help="calls a JSON-mode decision may hold (the default: 4; each "
                             "question asks for one call)")
    parser.add_argument("--data", default=str(Path(__file__).parents[1].parent /
                                              "shared/data/bfcl"))
    args = parser.parse_args()
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for name in args.files.split(","):
            cases, answers = load(Path(args.data), name, args.skip, args.n)
            for mode in args.modes.split(","):
                # policies act on calls: irrelevance (no call is right) needs one setting
                one = ("default", "without_check_choice", "meaning_order", "schema_only")
                for policies in ([p for p in args.policies.split(",") if p in one]
                                 or ["default"] if kind(name) != "calls"
                                 else args.policies.split(",")):
                    with schema_only(policies == "schema_only"):
                        row = run_file(model, name, cases, answers, mode, policies,
                                       args.show_failures, args.calls_per_step)
                    print(json.dumps(row), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
