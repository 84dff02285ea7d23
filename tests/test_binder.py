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


# what each agentnb name a notebook imports needs beyond the core (pyproject extras)
NEEDS_EXTRA = {"agentnb.memory": "memory", "agentnb:Memory": "memory",
               "agentnb.plots": "plots", "agentnb.widgets": "widgets",
               "agentnb.models.embedded": "local", "agentnb:connect": "local",
               "agentnb.mcp": "mcp"}


def notebook_imports() -> dict[str, set[str]]:
    """Per notebook: the top-level modules its code cells import, and the agentnb modules
    and names it uses (imports inside strings run by a subprocess count too)."""
    import ast
    import json

    found: dict[str, set[str]] = {}
    for nb in sorted((Path(__file__).parents[1] / "notebooks").glob("*.ipynb")):
        names: set[str] = set()
        for cell in json.loads(nb.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            code = "\n".join(line for line in "".join(cell["source"]).splitlines()
                             if not line.lstrip().startswith(("%", "!")))
            tree = ast.parse(code)
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and "import" in node.value:
                    try:
                        tree_in = ast.parse(node.value)
                    except SyntaxError:
                        continue
                    nodes = list(ast.walk(tree_in))
                else:
                    nodes = [node]
                for n in nodes:
                    if isinstance(n, ast.Import):
                        names |= {a.name for a in n.names}
                    elif isinstance(n, ast.ImportFrom) and n.module:
                        names.add(n.module)
                        if n.module == "agentnb":
                            names |= {f"agentnb:{a.name}" for a in n.names}
        found[nb.name] = names
    return found


def packages_distributions() -> dict[str, list[str]]:
    """The distributions that provide each top-level module, as Python 3.11's
    ``importlib.metadata.packages_distributions`` gives them, on every supported Python:
    3.10's reads only ``top_level.txt``, which wheels built by hatchling (pydantic, mcp)
    do not have; their installed files name their modules."""
    import importlib.metadata as md

    found: dict[str, list[str]] = {}
    for dist in md.distributions():
        declared = (dist.read_text("top_level.txt") or "").split()
        inferred = {f.parts[0] if len(f.parts) > 1 else f.with_suffix("").name
                    for f in dist.files or [] if f.suffix == ".py"}
        for top in declared or sorted(inferred):
            found.setdefault(top, []).append(dist.metadata["Name"])
    return found


def test_the_binder_install_covers_every_notebooks_imports():
    """Each module a notebook imports is the standard library's, agentnb's, or installed
    by what postBuild and requirements.txt ask for; each agentnb part it uses has its
    extra in postBuild."""
    import importlib.metadata as md
    import sys

    post = (BINDER / "postBuild").read_text()
    extras = set(re.search(r'-e "\.\[([a-z,]+)\]"', post).group(1).split(","))
    wanted = [*(BINDER / "requirements.txt").read_text().split(),
              *[r for r in md.requires("agentnb") or []
                if "extra ==" not in r or any(f'extra == "{e}"' in r for e in extras)]]
    closure: set[str] = set()
    todo = [re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] for r in wanted]
    while todo:  # the distributions these pull in, as installed here
        name = todo.pop().lower().replace("_", "-")
        if name in closure or name == "agentnb":
            continue
        closure.add(name)
        try:
            reqs = md.requires(name) or []
        except md.PackageNotFoundError:
            continue
        todo += [re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] for r in reqs if "extra ==" not in r]
    dists = packages_distributions()
    missing = {}
    for nb, names in notebook_imports().items():
        for name in names:
            top = name.split(".")[0]
            if name in NEEDS_EXTRA and NEEDS_EXTRA[name] not in extras:
                missing.setdefault(nb, []).append(f"{name} needs agentnb[{NEEDS_EXTRA[name]}]")
            if top in sys.stdlib_module_names or name.startswith("agentnb"):
                continue
            have = {d.lower().replace("_", "-") for d in dists.get(top, [])}
            if not have & closure:
                missing.setdefault(nb, []).append(f"{top} (from {sorted(have)})")
    assert missing == {}
    used = notebook_imports()["04_long_term_memory.ipynb"]
    assert "memory" in extras and "agentnb:Memory" in used
    assert "torch==" in post and post.index("torch==") < post.index('-e ".[')
