"""Many runs at once: nothing leaks between them and every run file is complete."""

import json
import threading

import pytest

from agentnb import Agent, Run, tool
from agentnb.testing import FunctionModel
from tests.helpers.common import get_weather


@tool
def tag(label: str) -> str:
    """Echo a label.

    Args:
        label: the run's label.
    """
    return f"tag:{label}"


def run_many(agents_and_tasks, tmp_path, threads, first_choice="auto"):
    runs, errors = [None] * len(agents_and_tasks), []

    def work(i, agent, task):
        try:
            run = agent.start(task, save_to=tmp_path / f"r{i}.json")
            run.step(tool_choice=first_choice)
            runs[i] = run.run()
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    pool = [threading.Thread(target=work, args=(i, a, t))
            for i, (a, t) in enumerate(agents_and_tasks)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(threads)
    assert not errors
    return runs


def test_fifty_runs_in_threads_share_one_agent(tmp_path):
    def decide(messages, tools):  # answers with what this run's own history says
        task = messages[1]["content"]
        if messages[-1]["role"] == "tool":
            return messages[-1]["content"]
        return {"tool_calls": [{"id": "c", "type": "function",
                                "function": {"name": "tag", "arguments": json.dumps(
                                    {"label": task})}}]}

    agent = Agent(FunctionModel(decide), [tag])  # one agent, one model: shared on purpose
    runs = run_many([(agent, f"<run-{i}>") for i in range(50)], tmp_path, 60)
    for i, run in enumerate(runs):
        assert run.answer == f"tag:<run-{i}>"
        assert all(f"<run-{j}>" not in json.dumps(run.messages) for j in range(50) if j != i)
        saved = Run.load(tmp_path / f"r{i}.json")
        assert saved.finished and saved.answer == run.answer and len(saved.steps) == 2


@pytest.mark.e2e
def test_eight_runs_against_the_embedded_server(start_server, tmp_path):
    from agentnb.models.openai_compat import OpenAICompatModel

    own_server = start_server(2048)  # its own, so the shared one's prompt cache is left be
    model = OpenAICompatModel(own_server.base_url, "smollm2", schema_style="json_object")
    cities = ["Paris", "Tokyo"] * 4
    agent = Agent(model, [get_weather], decision_mode="json", max_steps=2)
    runs = run_many([(agent, f"What is the weather in {c}?") for c in cities], tmp_path, 300,
                    first_choice="get_weather")
    for i, (run, city) in enumerate(zip(runs, cities)):
        assert run.steps[0].tool_calls, (run.stop_reason, run.steps[0].error)
        assert run.steps[0].tool_calls[0].arguments == {"city": city}
        other = "Tokyo" if city == "Paris" else "Paris"
        assert other not in json.dumps(run.messages)
        assert Run.load(tmp_path / f"r{i}.json").steps[0].tool_calls[0].arguments["city"] == city
