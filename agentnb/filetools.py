"""Built-in file tools confined to one workspace directory.

``workspace_tools(root)`` returns ``read_file``, ``write_file`` and ``list_dir``. Every path is
relative to ``root``; absolute paths, ``..`` and symlinks that lead outside it are refused
with an error the model reads. ``write_file`` has side effects and, by default, waits for
approval.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import ConfigError
from .tools import Tool, tool

MAX_READ = 100_000


class OutsideWorkspace(ValueError):
    pass


def confine(root: Path, relative: str) -> Path:
    """The real path of ``relative`` inside ``root``, or OutsideWorkspace."""
    if not isinstance(relative, str) or not relative.strip():
        raise OutsideWorkspace("path must be a non-empty relative path")
    if "\x00" in relative:
        raise OutsideWorkspace("path contains a NUL byte")
    p = Path(relative)
    if p.is_absolute() or relative.startswith("~"):
        raise OutsideWorkspace(f"{relative!r} is absolute; use a path relative to the workspace")
    if ".." in p.parts:
        raise OutsideWorkspace(f"{relative!r} goes up with '..'; stay inside the workspace")
    real = Path(os.path.realpath(root / p))
    if real != root and root not in real.parents:
        raise OutsideWorkspace(f"{relative!r} leads outside the workspace (through a symlink)")
    return real


def workspace_tools(root: str | Path, *, approve_writes: bool = True) -> list[Tool]:
    """File tools for a model, confined to ``root`` (created if missing)."""
    base = Path(root).expanduser()
    base.mkdir(parents=True, exist_ok=True)
    base = Path(os.path.realpath(base))
    if not base.is_dir():
        raise ConfigError(f"workspace {root} is not a directory")

    @tool
    def read_file(path: str) -> str:
        """Read a text file from the workspace.

        Args:
            path: File path relative to the workspace, e.g. "notes/todo.txt".
        """
        text = confine(base, path).read_text(encoding="utf-8", errors="replace")
        return text if len(text) <= MAX_READ else text[:MAX_READ] + "\n[file truncated]"

    @tool(side_effects=True, requires_approval=approve_writes)
    def write_file(path: str, content: str) -> str:
        """Write a text file in the workspace (replacing it if it exists).

        Args:
            path: File path relative to the workspace.
            content: The full new text of the file.
        """
        target = confine(base, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        confine(base, path)  # re-check: the parent may have been a link
        target.write_text(content, encoding="utf-8")
        return f"wrote {len(content)} characters to {path}"

    @tool
    def list_dir(path: str = ".") -> list:
        """List a directory of the workspace.

        Args:
            path: Directory relative to the workspace; "." is the workspace itself.
        """
        target = base if path in ("", ".") else confine(base, path)
        return sorted(f"{e.name}/" if e.is_dir() else e.name for e in target.iterdir())

    return [read_file, write_file, list_dir]
