import os

import pytest

from agentnb import Toolset
from agentnb.filetools import workspace_tools
from agentnb.types import ToolCall


@pytest.fixture
def ws(tmp_path):
    root = tmp_path / "ws"
    root.mkdir()
    (root / "notes.txt").write_text("hello")
    (tmp_path / "secret.txt").write_text("TOP SECRET")
    os.symlink(tmp_path / "secret.txt", root / "link_out")
    os.symlink(tmp_path, root / "dir_out")
    os.symlink(root / "notes.txt", root / "link_in")
    return root, Toolset(workspace_tools(root, approve_writes=False))


def run(ts, name, **args):
    (res,) = ts.run([ToolCall(id="c", name=name, arguments=args)])
    return res


@pytest.mark.parametrize("path", [
    "/etc/passwd", "../secret.txt", "a/../../secret.txt", "link_out", "dir_out/secret.txt",
    "~/.bashrc", "./../secret.txt", "notes.txt/../../secret.txt", "nul\x00byte",
])
def test_traversal_attempts_are_refused(ws, path):
    root, ts = ws
    for name, extra in (("read_file", {}), ("write_file", {"content": "pwned"}),
                        ("list_dir", {})):
        res = run(ts, name, path=path, **extra)
        assert not res.ok, (name, path, res.content)
        assert "SECRET" not in res.content
    assert (root.parent / "secret.txt").read_text() == "TOP SECRET"


def test_inside_the_workspace_works(ws):
    root, ts = ws
    assert not run(ts, "read_file", path="").ok
    assert run(ts, "read_file", path="notes.txt").content == "hello"
    assert run(ts, "read_file", path="link_in").content == "hello"  # a link that stays inside
    assert run(ts, "write_file", path="sub/new.txt", content="x").ok
    assert (root / "sub" / "new.txt").read_text() == "x"
    assert "sub/" in run(ts, "list_dir").content


def test_write_waits_for_approval_by_default(tmp_path):
    tools = {t.name: t for t in workspace_tools(tmp_path)}
    assert tools["write_file"].requires_approval and tools["write_file"].side_effects
    assert not tools["read_file"].requires_approval
