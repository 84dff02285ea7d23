import os
import subprocess
import sys

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


SWAPPER = """
import os, shutil, sys, time
d, spare, outside, seconds = sys.argv[1:5]
end, swaps = time.monotonic() + float(seconds), 0
while time.monotonic() < end:
    try:
        os.rename(d, spare)  # the folder moves aside (still inside) ...
        os.symlink(outside, d)  # ... and a link to outside takes its name
        swaps += 1
    except OSError:  # a write made the folder again in between
        pass
    while os.path.exists(spare):  # put the folder back for the next round
        try:
            os.unlink(d) if os.path.islink(d) else shutil.rmtree(d, ignore_errors=True)
            os.rename(spare, d)
        except OSError:
            pass
print(swaps)
"""


def test_a_folder_swapped_for_a_link_while_writing_never_leads_outside(tmp_path):
    """Another process swaps a workspace folder for a link to outside, over and over,
    while the model writes into it and reads through it: every write lands inside or is
    refused, and nothing outside is read."""
    root, outside = tmp_path / "ws", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "secret").write_text("SECRET")
    ts = Toolset(workspace_tools(root, approve_writes=False))
    d = root / "d"
    d.mkdir()
    (d / "secret").write_text("inside")
    swapper = subprocess.Popen([sys.executable, "-c", SWAPPER, str(d), str(root / "d.real"),
                                str(outside), "2"], stdout=subprocess.PIPE, text=True)
    outcomes = {"ok": 0, "refused": 0}
    try:
        i = 0
        while swapper.poll() is None:
            i += 1
            res = run(ts, "write_file", path=f"d/f{i}.txt", content="x")
            outcomes["ok" if res.ok else "refused"] += 1
            for name in ("read_file", "list_dir"):
                res = run(ts, name, path="d/secret" if name == "read_file" else "d")
                assert "SECRET" not in res.content
    finally:
        swapper.kill()
        swaps = int(swapper.communicate()[0] or 0)
    assert sorted(p.name for p in outside.iterdir()) == ["secret"]
    assert swaps > 100 and outcomes["ok"] > 0  # the race was really run against writes


@pytest.mark.parametrize("make", ["fifo", "dir"])
def test_only_regular_files_are_read_or_written(ws, make):
    root, ts = ws
    target = root / "special"
    os.mkfifo(target) if make == "fifo" else target.mkdir()
    for name, extra in (("read_file", {}), ("write_file", {"content": "x"})):
        res = run(ts, name, path="special", **extra)  # a FIFO would block forever
        assert not res.ok, res.content


def test_links_inside_the_workspace_are_followed_and_loops_refused(ws):
    root, ts = ws
    (root / "sub").mkdir()
    os.symlink("../notes.txt", root / "sub" / "rel_in")
    os.symlink("../../secret.txt", root / "sub" / "rel_out")
    os.symlink("loop_b", root / "loop_a")
    os.symlink("loop_a", root / "loop_b")
    assert run(ts, "read_file", path="sub/rel_in").content == "hello"
    assert not run(ts, "read_file", path="sub/rel_out").ok
    res = run(ts, "read_file", path="loop_a")
    assert not res.ok and "too many symlinks" in res.error
