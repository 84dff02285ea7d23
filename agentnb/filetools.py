"""Built-in file tools confined to one workspace directory.

``workspace_tools(root)`` returns ``read_file``, ``write_file`` and ``list_dir``. Every path is
relative to ``root``; absolute paths, ``..`` and symlinks that lead outside it are refused
with an error the model reads. Paths are opened one part at a time relative to the folder
before it, never following a link on open, so a folder swapped for a link while a tool runs
cannot lead a read or a write outside. ``write_file`` has side effects and, by default, waits for
approval.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .errors import ConfigError
from .tools import Tool, tool

MAX_READ = 100_000


class OutsideWorkspace(ValueError):
    pass


MAX_LINKS = 40  # symlinks followed in one path, as the kernel's limit


def check_relative(relative: str) -> list[str]:
    """The parts of a workspace path, or OutsideWorkspace for one that is not relative."""
    if not isinstance(relative, str) or not relative.strip():
        raise OutsideWorkspace("path must be a non-empty relative path")
    if "\x00" in relative:
        raise OutsideWorkspace("path contains a NUL byte")
    if relative.startswith(("/", "~")):
        raise OutsideWorkspace(f"{relative!r} is absolute; use a path relative to the workspace")
    if ".." in relative.split("/"):
        raise OutsideWorkspace(f"{relative!r} goes up with '..'; stay inside the workspace")
    return [p for p in relative.split("/") if p not in ("", ".")]


class _Walk:
    """A path opened one part at a time, each relative to the directory before it (held
    open as a file descriptor) and never following a link on open (``O_NOFOLLOW``): links
    are read and resolved here, and a link that leads out of the workspace is refused. A
    folder swapped for a link while this runs makes the open fail; it cannot redirect it.
    """

    def __init__(self, root: str, relative: str, *, create_dirs: bool = False) -> None:
        self.root, self.relative = root, relative
        self.names_dir = relative.split("/")[-1] in ("", ".")  # "a/" or "a/.": a folder
        self.stack = [os.open(root, os.O_RDONLY | os.O_DIRECTORY)]
        try:
            self.name = self._resolve(check_relative(relative), create_dirs)
        except BaseException:
            self.close()
            raise

    def _resolve(self, todo: list[str], create_dirs: bool) -> str | None:
        links = 0
        while todo:
            name = todo.pop(0)
            if name in ("", "."):
                continue
            if name == "..":  # only from a link's target
                if len(self.stack) == 1:
                    raise self._outside()
                os.close(self.stack.pop())
                continue
            try:
                target: str | None = os.readlink(name, dir_fd=self.stack[-1])
            except OSError:  # not a link, or not there (yet)
                target = None
            if target is not None:
                links += 1
                if links > MAX_LINKS:
                    raise OutsideWorkspace(f"{self.relative!r}: too many symlinks")
                if target.startswith("/"):
                    inside = os.path.relpath(target, self.root)
                    if inside == ".." or inside.startswith("../"):
                        raise self._outside()
                    for fd in self.stack[1:]:
                        os.close(fd)
                    del self.stack[1:]
                    target = inside
                todo[:0] = target.split("/")
                continue
            if not todo:
                return name
            if create_dirs:
                try:
                    os.mkdir(name, dir_fd=self.stack[-1])
                except FileExistsError:
                    pass
            self.stack.append(self._open(name, os.O_RDONLY | os.O_DIRECTORY))
        return None  # the path names a directory reached through links

    def _outside(self) -> OutsideWorkspace:
        return OutsideWorkspace(f"{self.relative!r} leads outside the workspace (through a "
                                "symlink)")

    def _open(self, name: str, flags: int, mode: int = 0o666) -> int:
        try:
            return os.open(name, flags | os.O_NOFOLLOW | os.O_CLOEXEC, mode,
                           dir_fd=self.stack[-1])
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # became a link after it was read as none
                raise OutsideWorkspace(f"{self.relative!r} changed while it was opened; "
                                       "try again") from None
            raise

    def open_file(self, flags: int) -> int:
        """The final part opened as a regular file (never a FIFO or device)."""
        if self.name is None or self.names_dir:
            raise IsADirectoryError(f"{self.relative!r} names a directory, not a file")
        fd = self._open(self.name, flags | os.O_NONBLOCK, 0o644)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OutsideWorkspace(f"{self.relative!r} is not a regular file")
        os.set_blocking(fd, True)
        return fd

    def open_dir(self) -> int:
        if self.name is None:
            return os.dup(self.stack[-1])
        return self._open(self.name, os.O_RDONLY | os.O_DIRECTORY)

    def close(self) -> None:
        for fd in self.stack:
            os.close(fd)
        self.stack = []

    def __enter__(self) -> _Walk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def workspace_tools(root: str | Path, *, approve_writes: bool = True) -> list[Tool]:
    """File tools for a model, confined to ``root`` (created if missing)."""
    base = Path(root).expanduser()
    base.mkdir(parents=True, exist_ok=True)
    base = Path(os.path.realpath(base))
    if not base.is_dir():
        raise ConfigError(f"workspace {root} is not a directory")
    top = str(base)

    @tool
    def read_file(path: str) -> str:
        """Read a text file from the workspace.

        Args:
            path: File path relative to the workspace, e.g. "notes/todo.txt".
        """
        with _Walk(top, path) as walk, \
                os.fdopen(walk.open_file(os.O_RDONLY), encoding="utf-8", errors="replace") as f:
            text = f.read(MAX_READ + 1)
        return text if len(text) <= MAX_READ else text[:MAX_READ] + "\n[file truncated]"

    @tool(side_effects=True, requires_approval=approve_writes)
    def write_file(path: str, content: str) -> str:
        """Write a text file in the workspace (replacing it if it exists).

        Args:
            path: File path relative to the workspace.
            content: The full new text of the file.
        """
        with _Walk(top, path, create_dirs=True) as walk, os.fdopen(walk.open_file(
                os.O_WRONLY | os.O_CREAT | os.O_TRUNC), "w", encoding="utf-8") as f:
            f.write(content)
        return f"wrote {len(content)} characters to {path}"

    @tool
    def list_dir(path: str = ".") -> list:
        """List a directory of the workspace.

        Args:
            path: Directory relative to the workspace; "." is the workspace itself.
        """
        with _Walk(top, path if path not in ("", ".") else ".") as walk:
            fd = walk.open_dir()
            try:
                return sorted(f"{e.name}/" if e.is_dir() else e.name for e in os.scandir(fd))
            finally:
                os.close(fd)

    return [read_file, write_file, list_dir]
