"""agentnb.toml: arguments over environment over file over defaults; errors that name the
file, line and key; an agent built from it; ``agentnb config``."""

from __future__ import annotations

import pytest

from agentnb import Agent
from agentnb.cli import main
from agentnb.config import Settings
from agentnb.errors import ConfigError
from tests.helpers.batch_agent import square

FILE = """\
# settings for this folder
[model]
base_url = "http://127.0.0.1:9/v1"
model = "from-file"
timeout = 30

[agent]
max_steps = 5
tools = ["square"]
decision_mode = "json"

[context]
strategy = "window"

[service]
port = 8123
"""


@pytest.fixture
def config(tmp_path, monkeypatch):
    for var in ("AGENTNB_CONFIG", "AGENTNB_N_CTX", "AGENTNB_SERVICE_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    path = tmp_path / "agentnb.toml"
    path.write_text(FILE)
    return path


def test_precedence_and_sources(config, monkeypatch):
    monkeypatch.setenv("AGENTNB_MODEL", "from-env")
    s = Settings.load(max_steps=7)
    assert s.path.name == "agentnb.toml"  # found in the current folder
    assert (s["max_steps"], s.sources["max_steps"]) == (7, "argument")
    assert (s["model"], s.sources["model"]) == ("from-env", "environment AGENTNB_MODEL")
    assert (s["port"], s.sources["port"]) == (8123, f"{config}:16")
    assert (s["timeout"], s.sources["timeout"]) == (30.0, f"{config}:5")
    assert (s["max_repeats"], s.sources["max_repeats"]) == (3, "default")
    monkeypatch.setenv("AGENTNB_N_CTX", "8192")  # text from the environment is converted
    assert Settings.load()["n_ctx"] == 8192


def test_an_agent_from_the_settings(config):
    agent = Agent.from_config([square], max_repeats=4)
    assert agent.model.base_url == "http://127.0.0.1:9/v1" and agent.model.name == "from-file"
    assert agent.watchdog.max_steps == 5 and agent.watchdog.max_repeats == 4
    assert list(agent.toolset.tools) == ["square"] and agent.decision_mode == "json"
    assert agent.context.strategy == "window" and agent.refill is True
    assert Agent.from_config([square], refill="any").refill == "any"
    with pytest.raises(ConfigError, match="unknown setting"):
        Agent.from_config([square], max_step=4)


@pytest.mark.parametrize(("text", "line", "match"), [
    ("[agent]\nmax_step = 3\n", 2, "unknown key 'max_step' in \\[agent\\]"),
    ("[agents]\nmax_steps = 3\n", 1, "unknown section \\[agents\\]"),
    ("[agent]\n\nmax_steps = \"ten\"\n", 3, "agent.max_steps must be int"),
    ("[agent]\ndecision_mode = \"nativ\"\n", 2, "agent.decision_mode must be"),
    ("[service]\nport = 80.5\n", 2, "service.port must be int"),
    ("[agent]\nrefill = \"all\"\n", 2, "agent.refill must be"),
])
def test_errors_name_the_file_line_and_key(tmp_path, text, line, match):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ConfigError, match=match) as err:
        Settings.load(path)
    assert f"{path}:{line}" in str(err.value)


def test_other_errors(tmp_path, monkeypatch):
    path = tmp_path / "broken.toml"
    path.write_text("[agent\nmax_steps = 3\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        Settings.load(path)
    monkeypatch.setenv("AGENTNB_N_CTX", "big")
    with pytest.raises(ConfigError, match="environment AGENTNB_N_CTX: model.n_ctx must be int"):
        Settings.load()
    monkeypatch.delenv("AGENTNB_N_CTX")
    monkeypatch.setenv("AGENTNB_CONFIG", str(tmp_path / "missing.toml"))
    with pytest.raises(ConfigError, match="not a file"):
        Settings.load()


def test_no_file_means_defaults(tmp_path, monkeypatch):
    monkeypatch.delenv("AGENTNB_CONFIG", raising=False)
    s = Settings.load()
    assert s.path is None and s["max_steps"] == 10 and s.sources["host"] == "default"


def test_agentnb_config_prints_each_setting_and_its_source(config, capsys, monkeypatch):
    monkeypatch.setenv("AGENTNB_MODEL", "from-env")
    assert main(["config"]) == 0
    out = capsys.readouterr().out
    assert f"config file: {config.name}" in out or f"config file: {config}" in out
    assert "agent.max_steps" in out and f"5  ({config}:8)" in out
    assert "'from-env'  (environment AGENTNB_MODEL)" in out
    assert "service.host" in out and "'127.0.0.1'  (default)" in out
