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
from .schemas import clean_schema

NOTE = ("When you give the final answer, write it as JSON only, matching this JSON schema: "
        "{schema}")
FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


class OutputType:
    """The type a run's final answer must have, and its checks."""

    def __init__(self, tp: Any) -> None:
        from pydantic import TypeAdapter

        try:
            self.adapter = TypeAdapter(tp)
            self.schema = clean_schema(self.adapter.json_schema())  # titles: noise
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
