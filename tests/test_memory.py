"""Long-term memory with the real Chroma and the real all-MiniLM-L6-v2 model (offline)."""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from agentnb import Agent, Memory, tool
from agentnb.errors import ConfigError
from agentnb.memory import Embedder
from agentnb.testing import ScriptedModel, tool_call_message

ROOT = Path(__file__).parents[1]
pytestmark = pytest.mark.e2e  # torch, sentence-transformers and Chroma, all real


@pytest.fixture
def mem(tmp_path, embedder):
    return Memory(path=tmp_path / "vs", collection="notes", embedder=embedder)


def test_add_recall_forget_with_metadata(mem):
    lin = mem.add("The user's name is Lin.", kind="fact", source="run-42", run_id="r1", step=3)
    mem.add("The office is in Lyon, on the third floor.", kind="fact")
    mem.add("Tea is served at four.", metadata={"room": "kitchen", "cups": 2})
    assert len(mem) == 3
    (best, *_) = mem.recall("what is the user called?", k=2)
    assert best.id == lin and best.score > 0.4
    assert {"kind", "source", "run_id", "step", "time"} <= set(best.metadata)
    assert best.metadata["source"] == "run-42" and best.metadata["step"] == 3
    assert mem.recall("where is the office?", k=1)[0].text.startswith("The office")
    mem.forget(lin)
    assert len(mem) == 2 and all(h.id != lin for h in mem.list())


def test_near_duplicates_stored_once_and_newer_facts_supersede(mem):
    a = mem.add("The user's name is Lin.", kind="fact")
    assert mem.add("The user's name is Lin.", kind="fact") == a and len(mem) == 1
    b = mem.add("The user's name is Lin Wei.", kind="fact")
    assert b != a and len(mem) == 2
    hits = mem.recall("what is the user's name?", k=5)
    assert [h.id for h in hits] == [b] and hits[0].metadata["supersedes"] == a
    old = {h.id: h for h in mem.list()}[a]
    assert old.metadata["superseded_by"] == b  # kept, pointing to the newer one
    assert {h.id for h in mem.recall("user's name", k=5, include_superseded=True)} == {a, b}


@pytest.mark.parametrize("exact", [True, False])
def test_recall_finds_k_live_memories_past_many_superseded_ones(tmp_path, embedder, exact):
    """A fact updated 16 times: its 16 old versions are the nearest to the question, yet
    recall(k=3) still returns 3 live memories (the latest version and two others)."""
    mem = Memory(path=tmp_path / "vs", embedder=embedder, exact=exact)
    ids = [mem.add(f"The team meeting is in room {100 + i}.", kind="fact") for i in range(17)]
    others = [mem.add("Lunch for the team is at noon."), mem.add("The team uses Python.")]
    assert sum(bool(h.metadata.get("superseded_by")) for h in mem.list()) == 16
    hits = mem.recall("Which room is the team meeting in?", k=3)
    assert hits[0].id == ids[-1] and {h.id for h in hits} == {ids[-1], *others}
    assert len(mem.recall("Which room is the team meeting in?", k=10)) == 3  # all there are


def test_recall_quality_on_paraphrases(mem):
    facts = ["Lin's birthday is on the 3rd of May.", "The project deadline is Friday.",
             "The staging server runs Debian 12.", "Marco prefers green tea.",
             "The budget for Q3 is 40,000 euros."]
    ids = [mem.add(f) for f in facts]
    questions = ["When was Lin born?", "When is the project due?",
                 "Which OS does staging use?", "What drink does Marco like?",
                 "How much money is there for the third quarter?"]
    for q, want in zip(questions, ids):
        assert want in [h.id for h in mem.recall(q, k=2)], q


def test_survives_a_killed_process(tmp_path):
    code = textwrap.dedent(f"""
        import time
        from agentnb import Memory
        mem = Memory(path={str(tmp_path / 'vs')!r}, collection="notes")
        for i in range(3):
            mem.add(f"Fact number {{i}}: the vault code is {{1000 + i}}.", kind="fact")
        print("added", flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert proc.stdout.readline().strip() == "added"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    check = textwrap.dedent(f"""
        from agentnb import Memory
        mem = Memory(path={str(tmp_path / 'vs')!r}, collection="notes")
        print(len(mem), mem.recall("vault code", k=1)[0].text)
    """)
    out = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True).stdout
    assert out.startswith("3 Fact number")


def test_agent_recalls_in_the_next_run_and_writes_back(tmp_path, embedder):
    @tool
    def lookup(name: str) -> dict:
        """Look up a customer.

        Args:
            name: Customer name.
        """
        return {"name": name, "city": "Lyon", "orders": 7}

    path = tmp_path / "vs"
    first = Agent(ScriptedModel([tool_call_message("lookup", {"name": "Lin"}),
                                 "Lin lives in Lyon and has 7 orders."]), [lookup],
                  memory=Memory(path=path, embedder=embedder),
                  pinned=["Lin is our biggest customer."])
    run1 = first.start("Find out where Lin lives.", save_to=False).run()
    assert run1.steps[-1].context["remembered"]

    model = ScriptedModel(["Lyon."])
    second = Agent(model, [lookup], memory=Memory(path=path, embedder=embedder))
    run2 = second.start("Where does Lin live?", save_to=False).run()
    sent = model.requests[0]["messages"][1]["content"]
    assert "Remembered from earlier work" in sent and "Lyon" in sent
    recalled = run2.steps[0].context["recalled"]
    assert recalled and all(0 < score <= 1 and text for _, score, text in recalled)


def test_remember_and_recall_tools(mem):
    remember, recall = mem.tools()
    assert "remembered" in remember(text="The wifi password is on the fridge.")
    assert recall(query="where is the wifi password?")[0]["text"].startswith("The wifi")


def test_bad_input_is_explained(tmp_path, mem, embedder):
    with pytest.raises(ConfigError, match="non-empty"):
        mem.add("   ")
    with pytest.raises(ConfigError, match="limited to"):
        mem.add("x" * 30_000)
    with pytest.raises(ConfigError, match="metadata 'tags'"):
        mem.add("ok", metadata={"tags": ["a", "b"]})
    locked = tmp_path / "ro"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.geteuid() != 0:  # root writes anywhere: the check is then about the path
            with pytest.raises(ConfigError, match="not writable"):
                Memory(path=locked, embedder=embedder)
        (tmp_path / "file.txt").write_text("x")
        with pytest.raises(ConfigError, match="cannot create"):
            Memory(path=tmp_path / "file.txt" / "sub", embedder=embedder)
    finally:
        locked.chmod(0o700)
    assert len(mem) == 0  # nothing half-written

    class OtherModel(Embedder):
        name = "other-model"

        @property
        def dim(self):
            return 8

    with pytest.raises(ConfigError, match="was built with all-MiniLM-L6-v2"):
        Memory(path=mem.where, collection="notes", embedder=OtherModel())


def test_memory_on_a_chroma_server(chroma_server, embedder):
    mem = Memory(url=chroma_server, collection="shared", embedder=embedder)
    mem.add("The release is planned for June.", kind="fact")
    again = Memory(url=chroma_server, collection="shared", embedder=embedder)
    assert again.recall("when is the release?", k=1)[0].text.startswith("The release")


def test_two_handles_on_one_store_see_each_others_writes(tmp_path, embedder):
    first = Memory(path=tmp_path / "vs", embedder=embedder)
    first.add("The boiler was serviced in March.")
    assert first.recall("boiler", k=1)  # builds first's in-process index
    second = Memory(path=tmp_path / "vs", embedder=embedder)
    second.add("The roof was repaired in October.")
    assert first.recall("when was the roof fixed?", k=1)[0].text.startswith("The roof")
    first.forget(first.recall("boiler", k=1)[0].id)
    assert [h.text for h in first.recall("boiler service", k=5)] == [
        "The roof was repaired in October."]


def test_a_store_in_use_by_another_process_is_explained(tmp_path, embedder):
    """Chroma's local files take one process at a time: a second process gets a clear error
    naming the fix, the owner's memories are untouched, and the lock goes with the owner
    even when it is killed."""
    folder = tmp_path / "vs"
    owner = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import time
        from agentnb import Memory
        mem = Memory(path={str(folder)!r}, collection="notes")
        mem.add("The spare key is under the blue pot.", kind="fact")
        print("ready", flush=True)
        time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert owner.stdout.readline().strip() == "ready"
        with pytest.raises(ConfigError, match=rf"in use by another process \(pid {owner.pid}\)"
                                              r".*mem\.close\(\).*chroma run --path"):
            Memory(path=folder, collection="notes", embedder=embedder)
    finally:
        owner.send_signal(signal.SIGKILL)
        owner.wait()
    mem = Memory(path=folder, collection="notes", embedder=embedder)
    assert [h.text for h in mem.list()] == ["The spare key is under the blue pot."]


def test_close_hands_the_store_to_another_process(tmp_path, embedder):
    with Memory(path=tmp_path / "vs", embedder=embedder) as mem:
        mem.add("The meeting moved to Thursday.")
    with pytest.raises(ConfigError, match="is closed"):
        mem.recall("meeting")
    assert "closed" in repr(mem)
    out = subprocess.run([sys.executable, "-c",
                          f"from agentnb import Memory; print(len(Memory(path="
                          f"{str(tmp_path / 'vs')!r})))"],
                         capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout
    assert out.strip() == "1"


def test_bfloat16_and_float32_vectors_agree():
    """Stores built on a CPU with native bfloat16 and on one without mix freely."""
    texts = ["The user's name is Lin.", "Invoices are paid within 30 days.",
             "The staging server runs Debian 12."]
    full = Embedder(precision="float32")(texts)
    half = Embedder(precision="bfloat16")(texts)
    assert full.dtype == half.dtype == np.float32 and full.shape == (3, 384)
    assert (full * half).sum(axis=1).min() > 0.999
    with pytest.raises(ConfigError, match="precision must be"):
        Embedder(precision="int8")


def test_a_fact_supersedes_the_memory_it_names(mem):
    both = mem.add("Lin lives in Lyon and prefers answers in Celsius.", kind="fact")
    far = mem.add("Lin lives in Paris now.", kind="fact")  # too far to supersede by itself
    assert not {h.id: h for h in mem.list()}[both].metadata.get("superseded_by")
    named = mem.add("Lin lives in Paris and prefers answers in Celsius.", kind="fact",
                    supersedes=both)
    assert {h.id: h for h in mem.list()}[both].metadata["superseded_by"] == named
    assert both not in {h.id for h in mem.recall("Where does Lin live?", k=5)}
    assert far in {h.id for h in mem.recall("Where does Lin live?", k=5)}
    with pytest.raises(ConfigError, match="no memory with id"):
        mem.add("x", supersedes="nope")
