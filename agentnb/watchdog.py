"""Limits that end a run: steps, tokens, active time, repeated calls, format errors."""

from __future__ import annotations

from dataclasses import dataclass

from .types import Step, StopReason, ToolCall, Usage


@dataclass
class Watchdog:
    """``max_seconds`` counts the run's active time (the sum of its steps), so a notebook
    user who pauses between steps is not penalised for reading."""

    max_steps: int = 10
    max_tokens: int | None = None
    max_seconds: float | None = None
    max_repeats: int = 3
    max_format_errors: int = 3

    def after_step(self, steps: list[Step], usage: Usage, seconds: float
                   ) -> tuple[str, str] | None:
        """(stop_reason, explanation) if a limit is reached after ``steps`` (which used
        ``usage`` in ``seconds`` of active time), else None."""
        if len(steps) >= self.max_steps:
            return StopReason.MAX_STEPS, f"reached the limit of {self.max_steps} steps"
        if self.max_tokens is not None and usage.total_tokens >= self.max_tokens:
            return StopReason.MAX_TOKENS, (
                f"used {usage.total_tokens} tokens, limit {self.max_tokens}")
        if self.max_seconds is not None and seconds >= self.max_seconds:
            return StopReason.MAX_TIME, f"ran {seconds:.1f}s, limit {self.max_seconds:g}s"
        return None

    def repeats(self, steps: list[Step], calls: list[ToolCall]) -> bool:
        """True if these calls would be the same call ``max_repeats`` times in a row."""
        if not calls or self.max_repeats < 2:
            return False
        now = sorted(c.signature() for c in calls)
        previous = [s for s in steps[-(self.max_repeats - 1):] if s.tool_calls]
        if len(previous) < self.max_repeats - 1:
            return False
        return all(sorted(c.signature() for c in s.tool_calls) == now for s in previous)
