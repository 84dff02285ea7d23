"""Typed final answers: ``Agent(output_type=SomeModel)``.

The final answer must be JSON that validates as ``output_type`` (a pydantic model, or any
type pydantic's ``TypeAdapter`` takes: a dataclass, a ``TypedDict``, ``list[int]``...).
The system prompt says so, with the JSON schema. In JSON mode the answer stage is
constrained to that schema (the server's grammar, when it takes schemas); in native mode
the answer's text is parsed as JSON (a code fence around it is fine). An answer that does
not validate is a format error: the model reads the validation errors and answers again,
and the watchdog counts it (``max_format_errors``). ``run.output`` is the validated value;
``run.answer`` holds it as canonical JSON.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .decision import Decision, load_json
from .errors import ConfigError

NOTE = ("When you give the final answer, write it as JSON only, matching this JSON schema: "
        "{schema}")
FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


class OutputType:
    """The type a run's final answer must have, and its checks."""

    def __init__(self, tp: Any) -> None:
        from pydantic import TypeAdapter

        try:
            self.adapter = TypeAdapter(tp)
            self.schema = inline_refs(self.adapter.json_schema())
        except Exception as exc:  # pydantic's errors for a type it cannot describe
            raise ConfigError(f"output_type {tp!r} cannot be described as a JSON schema: "
                              f"{exc}") from None
        self.type = tp
        self.name = getattr(tp, "__name__", repr(tp))

    def note(self) -> str:
        """What the system prompt adds."""
        return NOTE.format(schema=json.dumps(self.schema, separators=(",", ":")))

    def check(self, d: Decision) -> Decision:
        """A final-answer decision whose answer validates, as canonical JSON; otherwise a
        format error the model reads."""
        from pydantic import ValidationError

        text = d.answer or ""
        fenced = FENCE.match(text)
        value, ok, _ = load_json(fenced.group(1) if fenced else text.strip())
        if not ok:
            return Decision(thought=d.thought, empty=not text.strip(), error=(
                f"Your answer was not JSON. Answer with JSON only, matching this schema: "
                f"{json.dumps(self.schema, separators=(',', ':'))}"))
        try:
            obj = self.adapter.validate_python(value)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'the answer'}: {e['msg']}"
                for e in exc.errors()[:5])
            return Decision(thought=d.thought, error=(
                f"Your answer did not match the schema ({problems}). Answer again with JSON "
                "matching it."))
        return Decision(thought=d.thought, answer=self.adapter.dump_json(obj).decode(),
                        repaired=d.repaired)

    def parse(self, text: str) -> Any:
        """The validated value of a checked answer."""
        return self.adapter.validate_json(text)


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with its ``#/$defs/...`` references written out in place and titles
    dropped: llama.cpp's grammar from a schema ignored ``$ref`` (SmolLM2's plans came back
    as prose), and titles are noise for a model. A recursive type keeps its references."""
    defs = schema.get("$defs") or {}

    def walk(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(v, seen) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            name = ref.removeprefix("#/$defs/")
            if name in defs and name not in seen:
                return walk({**defs[name], **{k: v for k, v in node.items() if k != "$ref"}},
                            (*seen, name))
            return node
        return {k: walk(v, seen) for k, v in node.items()
                if k != "$defs" and not (k == "title" and isinstance(v, str))}

    out = walk(schema, ())
    if "$ref" in json.dumps(out):
        out["$defs"] = defs  # a recursive type: its references need their definitions
    return out
