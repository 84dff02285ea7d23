"""The README and the pages of docs/ hold together: every relative link reaches a file
(and a heading, where it names one), and every policy ``Agent()`` can use has its row in
the README's table and its description in docs/decisions.md."""

import re
from pathlib import Path

from agentnb.policies import default_policies

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchor(heading: str) -> str:
    """A heading's anchor as GitHub writes it: lower case, marks dropped, spaces as '-'."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {anchor(line.lstrip("#")) for line in page.read_text().splitlines()
            if line.startswith("#")}


def test_every_relative_link_reaches_a_file_and_heading():
    assert len(PAGES) >= 3
    checked = 0
    for page in PAGES:
        for target in LINK.findall(page.read_text()):
            if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
                continue
            path, _, frag = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            assert dest.exists(), f"{page.name}: {target}"
            if frag and dest.suffix == ".md":
                assert frag in anchors(dest), f"{page.name}: {target}"
            checked += 1
    assert checked >= 4


def test_the_anchor_of_a_heading_with_code_and_a_colon():
    assert anchor(" The order the tools are listed in: `tool_order`") == \
        "the-order-the-tools-are-listed-in-tool_order"


def test_every_policy_is_in_the_readmes_table_and_in_the_docs():
    readme = (ROOT / "README.md").read_text()
    rows = {m for m in re.findall(r"^\s*\| `(\w+)`", readme, re.MULTILINE)}
    docs = (ROOT / "docs" / "decisions.md").read_text() + \
        (ROOT / "docs" / "answer-checks.md").read_text()
    names = {type(p).__name__ for p in default_policies(call_when_given=True,
                                                        check_choice_meaning=None)}
    assert {"GroundArguments", "KeepDefaults", "CallWhenGiven", "CheckAnswer"} <= names
    assert names - rows == set()
    assert {n for n in names if f"`{n}`" not in docs} <= {"ReuseResults"}
