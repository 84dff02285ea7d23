"""binder/ follows repo2docker's conventions, so the notebooks open on Binder."""

import os
import re
from pathlib import Path

BINDER = Path(__file__).parents[1] / "binder"


def test_binder_files():
    assert re.fullmatch(r"python-3\.\d+\n?", (BINDER / "runtime.txt").read_text())
    post = BINDER / "postBuild"
    assert os.access(post, os.X_OK) and post.read_text().startswith("#!")
    assert 'pip install' in post.read_text() and "[local" in post.read_text()
    assert {"build-essential", "cmake"} <= set((BINDER / "apt.txt").read_text().split())
    reqs = (BINDER / "requirements.txt").read_text()
    assert "ipywidgets" in reqs and "-e ." not in reqs  # the package itself: postBuild
