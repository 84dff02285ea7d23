"""The layering the README describes, read from the source: every import counts, at the
top of a module, inside a function or under ``TYPE_CHECKING``."""

import ast
from pathlib import Path

import agentnb

PACKAGE = Path(agentnb.__file__).parent
FACE = ("agentnb.widgets", "agentnb.plots", "agentnb.service", "agentnb.cli", "agentnb.__main__")


def module_name(path: Path) -> str:
    parts = ["agentnb", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """agentnb modules that ``path`` imports, anywhere in it."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("agentnb")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("agentnb"):
                continue
            # "from . import control" names a module; "from .types import Step" does not
            subs = {f"{target}.{a.name}" for a in node.names}
            known = {module_name(p) for p in PACKAGE.rglob("*.py")}
            found |= (subs & known) or {target}
    return found - {name}


def graph() -> dict[str, set[str]]:
    return {module_name(p): imports(p) for p in PACKAGE.rglob("*.py")}


def test_the_core_imports_no_face_module():
    core = {m: deps for m, deps in graph().items() if not m.startswith(FACE)}
    assert len(core) > 15
    offenders = {m: sorted(d for d in deps if d.startswith(FACE)) for m, deps in core.items()}
    assert {m: d for m, d in offenders.items() if d} == {}


def test_no_module_imports_one_that_imports_it_back():
    g = graph()
    # a package's __init__ re-exporting its own submodules is not a cycle of the design
    edges = {m: {d for d in deps if not m.startswith(d + ".") and not d.startswith(m + ".")}
             for m, deps in g.items()}
    cycles = []

    def visit(node: str, path: list[str], seen: set[str]) -> None:
        for nxt in sorted(edges.get(node, ())):
            if nxt == path[0]:
                cycles.append([*path, nxt])
            elif nxt not in seen and nxt > path[0]:  # each cycle once, from its least module
                seen.add(nxt)
                visit(nxt, [*path, nxt], seen)

    for start in sorted(edges):
        visit(start, [start], {start})
    assert cycles == []


def test_the_graph_is_read_from_real_imports():
    """The reader finds the imports it should (so the two tests above can fail)."""
    g = graph()
    assert "agentnb.control" in g["agentnb.loop"] and "agentnb.policies" in g["agentnb.loop"]
    assert "agentnb.models.probe" in g["agentnb.models.base"]
    assert "agentnb.widgets" in g["agentnb.cli"] or "agentnb.plots" in g["agentnb.cli"]


def test_every_module_stays_small():
    """About 500 lines at most: a longer module is doing two things."""
    sizes = {module_name(p): len(p.read_text().splitlines()) for p in PACKAGE.rglob("*.py")}
    assert {m: n for m, n in sizes.items() if n > 520} == {}
