"""Keep secrets out of what agentnb writes or shows: runs, errors, reprs."""

from __future__ import annotations

import os

SECRET_ENVS = ("AGENTNB_API_KEY", "OPENAI_API_KEY")
_extra: set[str] = set()


def register_secret_env(name: str | None) -> None:
    """Treat the value of this environment variable as a secret too."""
    if name:
        _extra.add(name)


def redact(text: str) -> str:
    """``text`` with every secret value in it replaced by ``[redacted]``."""
    for name in (*SECRET_ENVS, *_extra):
        value = os.environ.get(name)
        if value and len(value) >= 6 and value in text:
            text = text.replace(value, "[redacted]")
    return text
