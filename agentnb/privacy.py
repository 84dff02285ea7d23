"""Keep secrets out of what agentnb writes or shows: runs, errors, reprs."""

from __future__ import annotations

import os

SECRET_ENVS = ("AGENTNB_API_KEY", "OPENAI_API_KEY")
_extra: set[str] = set()
_values: set[str] = set()


def register_secret_env(name: str | None) -> None:
    """Treat the value of this environment variable as a secret too."""
    if name:
        _extra.add(name)


def register_secret(value: str) -> None:
    """Treat this value (a key read from a keyring, say) as a secret."""
    if value:
        _values.add(value)


def redact(text: str) -> str:
    """``text`` with every secret value in it replaced by ``[redacted]``."""
    values = {os.environ.get(name) for name in (*SECRET_ENVS, *_extra)} | _values
    for value in values:
        if value and len(value) >= 6 and value in text:
            text = text.replace(value, "[redacted]")
    return text
