"""Model backends behind one interface, and ``connect`` to pick one."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from .base import Capabilities, Model


def connect(
    base_url: str | None = None,
    model: str | None = None,
    *,
    gguf: str | Path | None = None,
    **options: Any,
) -> Model:
    """A model to drive.

    - ``connect()``: ``AGENTNB_BASE_URL``/``AGENTNB_MODEL`` if set, else the embedded
      SmolLM2 (its llama.cpp server starts on first use);
    - ``connect("http://127.0.0.1:8000/v1", model="...")``: any OpenAI-compatible endpoint
      (vLLM, llama.cpp, Ollama's ``/v1``); the model may be omitted when the server has one;
    - ``connect("ollama://127.0.0.1:11434", model="qwen2.5:7b")``: Ollama's native API;
    - ``connect(gguf="path/to/model.gguf")``: the embedded server with another GGUF.

    Options (``timeout``, ``max_retries``, ``decision_mode``, ``api_key_env``,
    ``context_window``, ...) go to the backend.
    """
    from .embedded import EmbeddedModel
    from .openai_compat import OpenAICompatModel

    if base_url is None and gguf is None:
        base_url = os.environ.get("AGENTNB_BASE_URL") or None
        model = model or os.environ.get("AGENTNB_MODEL") or None
    if base_url is None:
        return EmbeddedModel(gguf, **options)
    if not isinstance(base_url, str):
        raise ConfigError(f"base_url must be a string URL, got {type(base_url).__name__}")
    scheme = base_url.split("://", 1)[0].lower() if "://" in base_url else ""
    if scheme == "ollama":
        from .ollama import OllamaModel

        return OllamaModel(f"http://{base_url.split('://', 1)[1]}", model or "", **options)
    if scheme not in ("http", "https"):
        raise ConfigError(
            f"cannot connect to {base_url!r}: use an http(s):// URL of an OpenAI-compatible "
            "endpoint, e.g. http://127.0.0.1:8000/v1 (vLLM) or http://127.0.0.1:11434/v1 "
            "(Ollama)")
    m = OpenAICompatModel(base_url, model or "", **options)
    if not model:
        served = m.list_models()
        if len(served) != 1:
            raise ConfigError(
                f"{base_url} serves {len(served)} models; choose one with model=...: "
                f"{', '.join(served[:20]) or '(none listed)'}")
        m.name = served[0]
    return m


__all__ = ["Capabilities", "Model", "connect"]
