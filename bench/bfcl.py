"""Function-calling accuracy of a model through agentnb on BFCL v4 simple_python.

Each case is one agent step on the real endpoint with the case's function as the only tool
and ``tool_choice="required"`` (every simple_python question needs its function). A case is
correct when the call that reached the tool has the right name and every argument falls in
the accepted answers. Prints one JSON line per mode.

    python bench/bfcl.py [--n 100] [--skip 0] [--modes json,native] [--grounding default]
                         [--data ../shared/data/bfcl]

``--skip 100`` measures cases the grounding rules were not designed on; ``--grounding off``
measures the decision layer without them (``agentnb.grounding``).
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

from agentnb import Agent, Tool
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

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
    (expected_name, accepted), = truth.items()
    if name != expected_name:
        return False
    for k, v in args.items():
        if k not in accepted or normalise(v) not in [normalise(a) for a in accepted[k]]:
            return False
    return all(k in args or "" in options for k, options in accepted.items())


def malformed(arguments, schema) -> bool:
    """Checked by an independent validator (jsonschema), not agentnb's own."""
    import jsonschema

    try:
        jsonschema.validate(arguments, schema)
    except jsonschema.ValidationError:
        return True
    return False


def run_mode(model, cases, answers, mode, show=False, grounding=None):
    ok = invalid = no_call = bad = 0
    t0 = time.perf_counter()
    for case in cases:
        fn = case["function"][0]
        seen: list[dict] = []
        schema = to_json_schema(fn["parameters"])
        t = Tool.from_schema(fn["name"], fn["description"], schema,
                             fn=lambda seen=seen, **kw: seen.append(kw) or "ok")
        question = case["question"][0]
        agent = Agent(model, [t], system="You are a helpful assistant that calls functions.",
                      decision_mode=mode, max_steps=1, ground_arguments=grounding)
        run = agent.start(question[-1]["content"], save_to=False)
        step = run.step(tool_choice="required")
        if not step.tool_calls:
            no_call += 1
        elif not seen:
            invalid += 1  # rejected by validation: never reached the tool
        elif malformed(seen[0], schema):
            bad += 1
        elif correct(step.tool_calls[0].name, seen[0], answers[case["id"]]):
            ok += 1
        elif show:
            print(f"# {case['id']}: {question[-1]['content'][:120]!r}\n#   got  {seen[0]}\n"
                  f"#   want {answers[case['id']]}")
    return {"bench": "bfcl_simple_python", "mode": mode, "cases": len(cases),
            "first_case": cases[0]["id"] if cases else None,
            "grounding": {None: "default", True: "on", False: "off"}[grounding], "correct": ok,
            "rejected_by_validation": invalid, "no_tool_call": no_call,
            "malformed_calls_reaching_a_tool": bad, "seconds": round(time.perf_counter() - t0, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--modes", default="json,native")
    parser.add_argument("--skip", type=int, default=0, help="start after this many cases")
    parser.add_argument("--grounding", choices=["default", "on", "off"], default="default")
    parser.add_argument("--show-failures", action="store_true")
    parser.add_argument("--data", default=str(Path(__file__).parents[1].parent /
                                              "shared/data/bfcl"))
    args = parser.parse_args()
    data = Path(args.data)
    cases = [json.loads(line) for line in
             (data / "BFCL_v4_simple_python.json").read_text().splitlines()][
                 args.skip:args.skip + args.n]
    answers = {a["id"]: a["ground_truth"][0] for a in map(json.loads, (
        data / "possible_answer_BFCL_v4_simple_python.json").read_text().splitlines())}
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for mode in args.modes.split(","):
            grounding = {"default": None, "on": True, "off": False}[args.grounding]
            print(json.dumps(run_mode(model, cases, answers, mode, args.show_failures,
                                      grounding)), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
