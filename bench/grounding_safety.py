"""Does grounding ever spoil a correct call? Checked on BFCL's reference answers, no model.

For every case of BFCL v4 simple_python and multiple (650 reference calls), grounding
(``agentnb.grounding``) is applied to:

- the reference call itself: a rule that changes a correct call is a rule that does harm
  (``spoiled``, the figure that must stay 0); and the evidence rules that
  ``GroundArguments`` applies to valid calls (``agentnb.policies.misread_fix``: copied
  examples, misspelled names, counts before their word...) likewise
  (``evidence_spoiled``, which must stay 0 too);
- the reference call without its optional arguments, as a small model often writes it:
  how many grounding makes right again (``restored``) and how many it makes wrong
  (``worsened``: the shortened call was accepted and the grounded one is not);
- the reference call itself through the refill's precondition (``agentnb.refill.asker``,
  the request's first decision): an argument it would ask the model again is a right
  value put at risk (``refill_asked``, which should stay 0);
- the reference call with one string argument blanked (``""``, as small models write a
  value they could not place), each in turn: how many grounding fills with an accepted
  value (``blank_restored``) and how many with a wrong one (``blank_filled_wrong``);
- the reference call with one list of numbers cut to its first half (``[22, 33]`` of
  ``[22, 33, 42, 12]``, as small models write long lists), each in turn: how many grounding
  restores (``cut_restored``) and how many it changes to a wrong value (``cut_filled_wrong``).

Prints one JSON line.

    python bench/grounding_safety.py [--data ../shared/data/bfcl]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bfcl import correct, to_json_schema

from agentnb import Tool, Toolset
from agentnb.grounding import ground
from agentnb.policies import Turn, misread_fix
from agentnb.refill import asker
from agentnb.state import RunCache, RunState
from agentnb.types import Step, ToolCall


def evidence(call: ToolCall, tool: Tool, request: str) -> dict:
    """The call's arguments after the evidence rules, as the request's first step sees
    them (``misread_fix``)."""
    state = RunState(id="safety", task=request, messages=[
        {"role": "system", "content": "You are a helpful assistant."},
        {"role": "user", "content": request}])
    turn = Turn(state, RunCache(), Step(index=0), Toolset([tool]), "json")
    return {**call.arguments, **misread_fix(call, tool, turn)}


def check(cases: list[dict], answers: dict[str, dict]) -> dict:
    spoiled, restored, worsened, shortened, misread = [], 0, [], 0, []
    blanked, blank_restored, blank_wrong = 0, 0, []
    cut, cut_restored, cut_wrong = 0, 0, []
    refill_asked = []
    for case in cases:
        truth = answers[case["id"]]
        (name, accepted), = truth.items()
        fn = next(f for f in case["function"] if f["name"] == name)
        tool = Tool.from_schema(name, fn["description"], to_json_schema(fn["parameters"]),
                                fn=lambda **kw: None)
        request = case["question"][0][-1]["content"]
        full = {k: v[0] for k, v in accepted.items() if v and v[0] != ""}
        if not correct(name, evidence(ToolCall("c", name, dict(full)), tool, request), truth):
            misread.append(case["id"])
        asked = asker([request], request)(ToolCall("c", name, dict(full)), tool).names
        if asked:
            refill_asked.append(f"{case['id']}:{','.join(asked)}")
        call = ToolCall("c", name, dict(full))
        ground(call, tool, request)
        if not correct(name, call.arguments, truth):
            spoiled.append(case["id"])
        for key in [k for k, v in full.items() if isinstance(v, str)]:
            blanked += 1
            call = ToolCall("c", name, {**full, key: ""})
            ground(call, tool, request)
            if correct(name, call.arguments, truth):
                blank_restored += 1
            elif call.arguments[key] != "":
                blank_wrong.append(f"{case['id']}:{key}")
        for key in [k for k, v in full.items() if isinstance(v, list) and len(v) > 1
                    and all(isinstance(x, (int, float)) for x in v)]:
            cut += 1
            short_list = full[key][:len(full[key]) // 2]
            call = ToolCall("c", name, {**full, key: short_list})
            ground(call, tool, request)
            if correct(name, call.arguments, truth):
                cut_restored += 1
            elif call.arguments[key] != short_list:
                cut_wrong.append(f"{case['id']}:{key}")
        required = set(fn["parameters"].get("required", []))
        short = {k: v for k, v in full.items() if k in required}
        if short == full:
            continue
        shortened += 1
        call = ToolCall("c", name, dict(short))
        ground(call, tool, request)
        before, after = correct(name, short, truth), correct(name, call.arguments, truth)
        restored += after and not before
        if before and not after:
            worsened.append(case["id"])
    return {"reference_calls": len(cases), "spoiled": len(spoiled), "spoiled_ids": spoiled,
            "evidence_spoiled": len(misread), "evidence_spoiled_ids": misread,
            "without_optionals": shortened, "restored": restored,
            "worsened": len(worsened), "worsened_ids": worsened, "blanked": blanked,
            "blank_restored": blank_restored, "blank_filled_wrong": len(blank_wrong),
            "blank_filled_wrong_ids": blank_wrong, "cut_lists": cut,
            "cut_restored": cut_restored, "cut_filled_wrong": len(cut_wrong),
            "cut_filled_wrong_ids": cut_wrong, "refill_asked": len(refill_asked),
            "refill_asked_ids": refill_asked}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default=str(Path(__file__).parents[1].parent /
                                              "shared/data/bfcl"))
    args = parser.parse_args()
    data = Path(args.data)
    cases, answers = [], {}
    for part in ("simple_python", "multiple"):
        cases += [json.loads(line) for line in
                  (data / f"BFCL_v4_{part}.json").read_text().splitlines()]
        answers.update({a["id"]: a["ground_truth"][0] for a in map(json.loads, (
            data / f"possible_answer_BFCL_v4_{part}.json").read_text().splitlines())})
    print(json.dumps({"bench": "grounding_safety", **check(cases, answers)}))


if __name__ == "__main__":
    main()
