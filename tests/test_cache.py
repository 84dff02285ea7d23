"""Caches: model replies by exact request (opt-in, on disk) and tool results with a TTL,
never for side effects; every hit recorded on the step."""

from __future__ import annotations

import pickle
import time

import pytest

from agentnb import Agent, Run, tool
from agentnb.cache import Cache
from agentnb.errors import ToolDefinitionError
from agentnb.models.cached import CachedModel, request_key
from agentnb.testing import FunctionModel
from tests.helpers.batch_agent import decide, square


def counting_model():
    calls: list[int] = []
    return FunctionModel(lambda m, t: calls.append(1) or decide(m, t)), calls


def test_same_request_same_reply_without_a_model_call(tmp_path):
    model, calls = counting_model()
    agent = Agent(model=model, tools=[square], cache=tmp_path / "c")
    first = agent.start("Square the number 7", save_to=False).run()
    assert len(calls) == 2 and first.answer == "The square is 49."
    assert not any(s.reply.cached for s in first.steps)
    # a new agent on the same folder: as after a kernel restart
    model2, calls2 = counting_model()
    again = Agent(model=model2, tools=[square], cache=tmp_path / "c")
    run = again.start("Square the number 7", save_to=tmp_path / "r.json").run()
    assert calls2 == [] and run.answer == first.answer
    assert all(s.reply.cached for s in run.steps)
    assert [s.usage for s in run.steps] == [s.usage for s in first.steps]
    assert "1 model reply from the response cache" in run.steps[0].summary()
    assert "from the response cache" in run.steps[0]._repr_html_()
    assert Run.load(tmp_path / "r.json").steps[0].reply.cached  # recorded on the step
    # another request is a miss
    again.start("Square the number 8", save_to=False).run()
    assert len(calls2) == 2
    assert Cache(tmp_path / "c").stats()["replies"] == 4


def test_the_key_is_the_exact_request():
    model = FunctionModel(lambda m, t: "x")
    msgs = [{"role": "user", "content": "hi"}]
    k = request_key(model, msgs, {"max_tokens": 5})
    assert k == request_key(model, [dict(msgs[0])], {"max_tokens": 5, "on_text": print})
    assert k != request_key(model, msgs, {"max_tokens": 6})
    assert k != request_key(model, [{"role": "user", "content": "hi "}], {"max_tokens": 5})
    other = FunctionModel(lambda m, t: "x")
    other.base_url = "http://127.0.0.1:1/v1"
    assert k != request_key(other, msgs, {"max_tokens": 5})


def test_no_cache_unless_asked(tmp_path):
    model, calls = counting_model()
    agent = Agent(model=model, tools=[square])
    assert agent.cache is None and not isinstance(agent.model, CachedModel)
    agent.start("Square the number 2", save_to=False).run()
    agent.start("Square the number 2", save_to=False).run()
    assert len(calls) == 4 and not list(tmp_path.rglob("*.sqlite"))


def test_cached_model_passes_through_and_pickles(tmp_path):
    model, _ = counting_model()
    cached = CachedModel(model, Cache(tmp_path / "c"))
    assert cached.name == "function" and cached.context_window == model.context_window
    cached.decision_mode = "json"  # settings go to the wrapped model
    assert model.decision_mode == "json"
    back = pickle.loads(pickle.dumps(Cache(tmp_path / "c")))
    assert back.stats() == {"replies": 0, "tools": 0}


def make_lookup(ttl: float, counter: list[str]):
    @tool(cache_ttl=ttl)
    def lookup(city: str) -> str:
        """Look a city up.

        Args:
            city: the city.
        """
        counter.append(city)
        return f"{city}: sunny"

    return lookup


def lookup_model(city: str):
    from agentnb.testing import tool_call_message

    def fn(messages, tools):
        if any(m["role"] == "tool" for m in messages):
            return "done"
        return tool_call_message("lookup", {"city": city}, "c1")

    return FunctionModel(fn)


def test_tool_results_are_cached_across_runs_within_ttl(tmp_path):
    ran: list[str] = []
    lookup = make_lookup(0.5, ran)
    cache = Cache(tmp_path / "c")
    a = Agent(model=lookup_model("Oslo"), tools=[lookup], cache=cache)
    first = a.start("x", save_to=False).run()
    second = a.start("y", save_to=tmp_path / "r.json").run()
    assert ran == ["Oslo"]
    r1, r2 = first.steps[0].results[0], second.steps[0].results[0]
    assert r1.cached is None and r2.cached is not None and r2.content == r1.content
    assert "from the tool cache" in second.steps[0].summary()
    assert "from the tool cache" in second.steps[0]._repr_html_()
    assert Run.load(tmp_path / "r.json").steps[0].results[0].cached == r2.cached
    Agent(model=lookup_model("Rome"), tools=[lookup], cache=cache).start(
        "z", save_to=False).run()
    assert ran == ["Oslo", "Rome"]  # other arguments: a miss
    time.sleep(0.6)
    a.start("w", save_to=False).run()
    assert ran == ["Oslo", "Rome", "Oslo"]  # expired


def test_without_an_agent_cache_tool_results_live_in_the_process():
    ran: list[str] = []
    lookup = make_lookup(60, ran)
    agent = Agent(model=lookup_model("Lima-unique"), tools=[lookup])
    agent.start("x", save_to=False).run()
    agent.start("y", save_to=False).run()
    assert ran == ["Lima-unique"]


def test_failures_are_not_cached():
    ran: list[int] = []

    @tool(cache_ttl=60)
    def flaky(city: str) -> str:
        """Fails.

        Args:
            city: the city.
        """
        ran.append(1)
        raise RuntimeError("down")

    from agentnb.testing import tool_call_message

    model = FunctionModel(lambda m, t: "done" if any(x["role"] == "tool" for x in m)
                          else tool_call_message("flaky", {"city": "Nowhere-x"}, "c"))
    agent = Agent(model=model, tools=[flaky])
    agent.start("a", save_to=False).run()
    agent.start("b", save_to=False).run()
    assert len(ran) == 2


@pytest.mark.parametrize("option", [{"side_effects": True}, {"requires_approval": True}])
def test_side_effects_are_never_cached(option):
    with pytest.raises(ToolDefinitionError, match="never cached"):
        @tool(cache_ttl=60, **option)
        def send(to: str) -> str:
            """Send.

            Args:
                to: whom.
            """
            return to

    def look(city: str) -> str:
        """Look.

        Args:
            city: the city.
        """
        return city

    with pytest.raises(ToolDefinitionError, match="positive"):
        tool(cache_ttl=0)(look)
