"""How a ``Run`` is saved and loaded (``agentnb.runstore`` holds the stores): the part of
``Run`` that knows where its state lives."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import RunFileError
from .runstore import JsonFile, Mark, RunStore, SQLiteStore, open_store, split_address
from .state import RunState
from .store import file_body, state_to_file

if TYPE_CHECKING:
    from .agent import AgentConfig


class Saving:
    """Mixed into ``Run``: ``save``, ``load``, ``fork``, ``path``, ``address``, ``to_dict``."""

    agent: Any
    state: RunState
    store: RunStore | None
    _mark: Mark
    _rewritten: bool

    def to_dict(self) -> dict[str, Any]:
        self._describe_agent()
        return state_to_file(self.state)

    def _describe_agent(self) -> None:
        """The state records the agent that last stepped it (model, tools, limits)."""
        if self.agent is not None:
            self.state.agent = self.agent.describe()

    @classmethod
    def from_dict(cls, data: dict[str, Any], agent: AgentConfig | None = None) -> Any:
        return cls(agent, state=RunState.from_dict(file_body(data)))

    def fork(self, k: int | None = None, *, save_to: str | Path | RunStore | bool | None = False
             ) -> Any:
        """A copy of this run as it was after step ``k`` (default: now), with a new id,
        saved to ``save_to`` (default: kept in memory)."""
        state = RunState.from_dict(self.state.to_dict())
        state.id = uuid.uuid4().hex[:12]
        other = type(self)(self.agent, state=state)
        other.store = open_store(save_to) if save_to else None
        if k is not None:
            other.rewind(k)
        return other

    @property
    def path(self) -> Path | None:
        """The file the run is saved in (a JSON file, or an SQLite store's file)."""
        return Path(self.store.where) if isinstance(self.store, (JsonFile, SQLiteStore)) \
            else None

    @path.setter
    def path(self, where: str | Path | None) -> None:
        self.store = open_store(where) if where else None

    @property
    def address(self) -> str | None:
        """What ``Run.load`` opens again: the JSON file, or ``<store>#<run id>`` (also for
        a run loaded read-only)."""
        store = self.store or getattr(self, "_source", None)
        if store is None:
            return None
        return store.where if isinstance(store, JsonFile) else f"{store.where}#{self.id}"

    def save(self, to: str | Path | RunStore | None = None, *, full: bool = True) -> None:
        """Save the run to its store; ``to`` (a store, ``x.json``, ``x.db``, ``redis://``)
        becomes its store first: ``run.save("x.json")`` exports it. A step saves only what
        it added (``full=False``); every other change saves the whole run."""
        if to is not None:
            self.store, self._mark = open_store(to), Mark()
        if self.store is not None:
            self._describe_agent()
            self.store.save(self.state, self._mark, full=full or self._rewritten)
            self._rewritten = False

    @classmethod
    def load(cls, where: str | Path | RunStore, agent: AgentConfig | None = None, *,
             run_id: str | None = None) -> Any:
        """Load a saved run: a JSON file, or ``run_id`` from a store (``"runs/runs.db#<id>"``
        names both). Without ``agent`` it is read-only; with one it continues and saves."""
        store, run_id = split_address(where, run_id)
        if run_id is None and not isinstance(store, JsonFile):
            n = len(store.runs())
            raise RunFileError(f"{store.where} holds {n} run{'' if n == 1 else 's'}: say which, "
                               "with run_id=... or '<store>#<run id>'")
        mark = Mark()
        run = cls(agent, state=store.load(run_id, mark))  # type: ignore[arg-type]
        run._source = store  # where its sub-agents' runs are, even read-only
        if agent is not None:
            run.store, run._mark = store, mark
        return run
