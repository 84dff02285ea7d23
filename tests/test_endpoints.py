"""Local endpoints: native Ollama, vLLM and llama.cpp, probed and explained.

No Ollama or vLLM server can run here. Protocol tests answer with the request and response
shapes those servers document (Ollama's /api/tags, /api/show, /api/chat; vLLM's /v1/models
with max_model_len and its error when tool calling is off; llama.cpp's /props). The
Ollama-protocol end-to-end test uses a real third-party implementation, ollama-proxy-plus,
in front of the embedded llama.cpp server.
"""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentnb import Agent, Run, connect, errors
from agentnb.cli import main
from agentnb.models.embedded import free_port
from agentnb.models.ollama import OllamaModel
from agentnb.models.openai_compat import OpenAICompatModel
from agentnb.models.probe import probe
from tests.helpers.common import celsius_to_fahrenheit, get_weather


# -- Ollama, protocol level ---------------------------------------------------------------
def ollama_routes(fake, chat):
    fake.routes[("GET", "/api/tags")] = lambda b: (200, {"models": [
        {"name": "qwen2.5:7b", "model": "qwen2.5:7b", "size": 1, "digest": "d",
         "modified_at": "2025-01-01T00:00:00Z", "details": {}}]})
    fake.routes[("POST", "/api/show")] = lambda b: (200, {
        "modelfile": "", "parameters": "", "template": "", "details": {},
        "model_info": {"general.architecture": "qwen2", "qwen2.context_length": 32768},
        "capabilities": ["completion", "tools"]})
    fake.routes[("POST", "/api/chat")] = chat


def chat_reply(message, prompt=42, completion=7):
    return 200, {"model": "qwen2.5:7b", "created_at": "2025-01-01T00:00:00Z",
                 "message": {"role": "assistant", **message}, "done": True,
                 "done_reason": "stop", "prompt_eval_count": prompt, "eval_count": completion}


def test_ollama_native_tool_calls_num_ctx_and_usage(fake):
    turns = iter([{"content": "", "tool_calls": [{"function": {
        "name": "get_weather", "arguments": {"city": "Paris"}}}]},
        {"content": "18 C and rain"}])
    ollama_routes(fake, lambda body: chat_reply(next(turns)))
    model = connect(f"ollama://{fake.url.split('//')[1]}", model="qwen2.5:7b",
                    decision_mode="native")
    assert isinstance(model, OllamaModel) and model.context_window is None  # no I/O yet
    assert model.fetch_context_window() == 32768 == model.context_window
    run = Agent(model, [get_weather]).start("Weather in Paris?", save_to=False).run()
    assert run.answer == "18 C and rain"
    assert run.steps[0].tool_calls[0].arguments == {"city": "Paris"}
    assert (run.steps[0].usage.prompt_tokens, run.steps[0].usage.completion_tokens) == (42, 7)
    first, second = fake.posts("/api/chat")
    assert first["options"]["num_ctx"] == 32768 and first["keep_alive"] == "5m"
    assert first["tools"][0]["function"]["name"] == "get_weather"
    # the history goes back with arguments as objects and the tool's name on its result
    assert second["messages"][2]["tool_calls"][0]["function"]["arguments"] == {"city": "Paris"}
    assert second["messages"][3] == {"role": "tool", "content": json.dumps(
        {"city": "Paris", "temperature_c": 18, "sky": "rain"}), "tool_name": "get_weather"}


def test_ollama_takes_a_draws_temperature_and_seed_as_options(fake):
    ollama_routes(fake, lambda body: chat_reply({"content": "ok"}))
    model = OllamaModel(fake.url, "qwen2.5:7b")
    assert model.seeded
    model.complete([{"role": "user", "content": "x"}])
    model.complete([{"role": "user", "content": "x"}], temperature=0.7, seed=2)
    first, draw = (p["options"] for p in fake.posts("/api/chat"))
    assert first["temperature"] == 0.0 and "seed" not in first
    assert (draw["temperature"], draw["seed"]) == (0.7, 2)


def test_ollama_format_carries_the_decision_schema(fake):
    ollama_routes(fake, lambda body: chat_reply({"content": json.dumps({"celsius": 18})}))
    model = OllamaModel(fake.url, "qwen2.5:7b", decision_mode="json")
    run = Agent(model, [get_weather, celsius_to_fahrenheit]).start("18C in F?", save_to=False)
    step = run.step(tool_choice="celsius_to_fahrenheit")
    assert step.results[0].content == "64.4"
    sent = fake.posts("/api/chat")[0]
    assert sent["format"] == celsius_to_fahrenheit.parameters  # the tool named: fill only
    assert not sent.get("tools")
    assert "repeat_penalty" not in sent["options"]  # Ollama's own default: nothing sent
    model = OllamaModel(fake.url, "qwen2.5:7b", decision_mode="json",
                        sampling={"repeat_penalty": 1.0, "temperature": 0.2})
    Agent(model, [celsius_to_fahrenheit]).start("18C in F?", save_to=False).step()
    options = fake.posts("/api/chat")[-1]["options"]
    assert (options["repeat_penalty"], options["temperature"]) == (1.0, 0.2)


def test_ollama_missing_model_says_pull(fake):
    ollama_routes(fake, lambda body: (404, {"error": "model 'llama3' not found"}))
    model = OllamaModel(fake.url, "llama3")
    with pytest.raises(errors.ModelNotFound, match="ollama pull llama3") as info:
        model.complete([{"role": "user", "content": "hi"}])
    assert info.value.available == ["qwen2.5:7b"]


def test_ollama_context_not_reported_gets_a_stated_default(fake):
    ollama_routes(fake, lambda body: chat_reply({"content": "hi"}))
    fake.routes[("POST", "/api/show")] = lambda b: (200, {"model_info": {}, "details": {}})
    model = OllamaModel(fake.url, "qwen2.5:7b")
    model.complete([{"role": "user", "content": "x"}])
    assert fake.posts("/api/chat")[0]["options"]["num_ctx"] == 4096
    assert any("num_ctx=4096" in n for n in model.notes)


def test_ollama_html_error_page_and_unreachable_host(fake):
    ollama_routes(fake, lambda body: (502, "<html><body>Bad gateway</body></html>"))
    with pytest.raises(errors.ServerError, match="HTML page"):
        OllamaModel(fake.url, "qwen2.5:7b", max_retries=0).complete(
            [{"role": "user", "content": "x"}])
    with pytest.raises(errors.EndpointUnreachable, match="ollama serve"):
        OllamaModel(f"http://127.0.0.1:{free_port()}", "m", max_retries=0).list_models()


def test_ollama_pull_shows_progress(fake, capsys):
    ollama_routes(fake, lambda body: chat_reply({"content": "hi"}))
    fake.routes[("POST", "/api/pull")] = lambda b: (200, {"status": "success",
                                                          "completed": 10, "total": 10})
    OllamaModel(fake.url, "qwen2.5:7b").pull()
    assert fake.posts("/api/pull")[0]["model"] == "qwen2.5:7b"


# -- vLLM and llama.cpp, protocol level -----------------------------------------------------
def completion(content):
    return 200, {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
                 "choices": [{"index": 0, "finish_reason": "stop",
                              "message": {"role": "assistant", "content": content}}],
                 "usage": {"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8}}


def test_vllm_without_tool_parser_falls_back_to_json(fake):
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "Qwen/Qwen2.5-7B-Instruct", "object": "model", "owned_by": "vllm",
         "max_model_len": 32768}]})

    def chat(body):
        if body.get("tools"):  # vLLM's answer when started without tool calling
            return 400, {"object": "error", "type": "BadRequestError", "code": 400, "message":
                         '"auto" tool choice requires --enable-auto-tool-choice and '
                         "--tool-call-parser to be set"}
        return completion(json.dumps({"city": "Paris"}))

    fake.routes[("POST", "/v1/chat/completions")] = chat
    model = connect(f"{fake.url}/v1", model="Qwen/Qwen2.5-7B-Instruct")
    prof = model.probe()
    assert (prof.server_kind, prof.context_window) == ("vllm", 32768)
    assert prof.decision_mode == "json" and prof.json_schema and not prof.native_tools
    assert any("--enable-auto-tool-choice" in n for n in prof.notes)
    sent = next(b for b in fake.posts("/v1/chat/completions") if "response_format" in b)
    assert sent["response_format"]["type"] == "json_schema"  # vLLM's standard form


def test_llama_cpp_server_window_from_props(fake):
    fake.routes[("GET", "/props")] = lambda b: (200, {"default_generation_settings":
                                                      {"n_ctx": 8192}})
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "qwen", "object": "model", "owned_by": "llamacpp"}]})
    fake.routes[("POST", "/v1/chat/completions")] = lambda b: completion("plain prose")
    prof = probe(OpenAICompatModel(f"{fake.url}/v1", "qwen"), refresh=True)
    assert (prof.server_kind, prof.context_window, prof.decision_mode) == (
        "llama.cpp", 8192, "json")


def test_not_openai_compatible_is_explained(fake):
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "m", "object": "model"}]})
    fake.routes[("POST", "/v1/chat/completions")] = lambda b: (200, {"hello": "world"})
    with pytest.raises(errors.EndpointError, match="OpenAI-compatible"):
        OpenAICompatModel(f"{fake.url}/v1", "m").complete([{"role": "user", "content": "x"}])


def test_wrong_model_name_suggests_the_close_one(fake):
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "qwen2.5:7b", "object": "model"}]})
    with pytest.raises(errors.ModelNotFound, match="did you mean 'qwen2.5:7b'"):
        OpenAICompatModel(f"{fake.url}/v1", "qwen2.5-7b").complete(
            [{"role": "user", "content": "x"}])


def test_doctor_prints_profile_or_problem(fake, capsys):
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "vllm", "max_model_len": 2048}]})
    fake.routes[("POST", "/v1/chat/completions")] = lambda b: completion("OK")
    assert main(["doctor", f"{fake.url}/v1", "--model", "m"]) == 0
    out = capsys.readouterr().out
    assert "(vllm)" in out and "2048" in out and "test call:      ok" in out
    assert main(["doctor", "ftp://nowhere"]) == 1
    assert "http" in capsys.readouterr().err


# -- real servers ---------------------------------------------------------------------------
@pytest.fixture
def ollama_proxy(embedded_server):
    """ollama-proxy-plus (a third-party Ollama-protocol server) in front of the embedded
    llama.cpp server."""
    exe = shutil.which("ollama-proxy", path=str(Path(sys.executable).parent))
    assert exe, "ollama-proxy-plus is part of the test extras"
    port = free_port()
    env = {**os.environ, "PROVIDERS_LOCAL_BASE_URL": embedded_server.base_url,
           "PROVIDERS_LOCAL_API_KEY": "unused", "EXTRA_MODELS": "local/smollm2"}
    proc = subprocess.Popen([exe, "serve", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    import httpx

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/api/version", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.2)
    yield url
    proc.terminate()
    proc.wait(10)


@pytest.mark.e2e
def test_native_ollama_client_against_a_real_ollama_protocol_server(ollama_proxy):
    model = connect(f"ollama://{ollama_proxy.split('//')[1]}", model="local/smollm2")
    assert "local/smollm2" in model.list_models()
    pieces = []
    reply = model.complete([{"role": "user", "content": "Say hello."}], max_tokens=12,
                           on_text=pieces.append)
    assert reply.message["content"] and reply.usage.completion_tokens > 0
    assert "".join(pieces) == reply.message["content"]
    prof = probe(model, refresh=True)
    assert prof.server_kind == "ollama" and prof.decision_mode == "json"
    with pytest.raises(errors.ModelNotFound, match="ollama pull"):
        OllamaModel(ollama_proxy, "not-there").complete([{"role": "user", "content": "x"}])


@pytest.mark.e2e
def test_doctor_and_the_loop_agree_on_a_server_without_schemas(ollama_proxy, capsys):
    """ollama-proxy-plus forwards ``format`` as a json_schema that llama.cpp refuses: the
    probe finds that, and the loop then asks for JSON decisions by the prompt alone."""
    where = f"ollama://{ollama_proxy.split('//')[1]}"
    assert main(["doctor", where, "--model", "local/smollm2"]) == 0
    out = capsys.readouterr().out
    assert "JSON schema:    no" in out and "decision mode:  json" in out
    model = connect(where, model="local/smollm2")
    run = Agent(model, [get_weather], max_steps=2).start("Weather in Paris?", save_to=False)
    step = run.step()
    assert model.capabilities is not None and model.capabilities.json_schema is False
    assert step.stop_reason not in ("server_error", "bad_request"), step.error
    assert step.reply is not None and step.usage.completion_tokens > 0


@pytest.mark.e2e
def test_streaming_from_the_embedded_server(real_model):
    pieces = []
    reply = real_model.complete([{"role": "user", "content": "Count to five."}],
                                max_tokens=24, on_text=pieces.append)
    assert len(pieces) > 3 and "".join(pieces) == reply.message["content"]
    assert reply.usage.completion_tokens > 0
    # a streamed constrained request carries the schema, not agentnb's trailing-comma
    # grammar: the text shown is the reply, as written, and it is JSON of the schema
    from agentnb.models import grammar

    built = []
    lenient = grammar.lenient_grammar
    grammar.lenient_grammar = lambda schema: built.append(schema) or lenient(schema)
    try:
        pieces.clear()
        schema = {"type": "object", "properties": {"city": {"type": "string"}},
                  "required": ["city"], "additionalProperties": False}
        reply = real_model.complete([{"role": "user", "content": "Weather in Paris?"}],
                                    json_schema=schema, max_tokens=24, on_text=pieces.append)
    finally:
        grammar.lenient_grammar = lenient
    assert built == [] and "".join(pieces) == reply.message["content"]
    assert set(json.loads(reply.message["content"])) == {"city"}


@pytest.mark.e2e
def test_probe_of_the_embedded_server(real_model):
    prof = probe(real_model, refresh=True)
    assert prof.server_kind == "llama-cpp-python" and prof.json_schema
    assert prof.context_window == 4096 and prof.decision_mode == "json"


def test_a_server_that_refuses_schemas_gets_none_from_the_loop(fake):
    """Capabilities decide the request: what the probe found unsupported is not sent."""
    def chat(body):
        if "format" in body:
            return 500, {"error": "response_format json_schema is not supported"}
        if body.get("tools"):
            return chat_reply({"content": "I cannot call tools."})
        return chat_reply({"content": '{"action": "final_answer", "action_input": '
                                      '"Rain, 18 C.", "thought": ""}'})

    ollama_routes(fake, chat)
    model = connect(f"ollama://{fake.url.split('//')[1]}", model="qwen2.5:7b", max_retries=0)
    run = Agent(model, [get_weather]).start("Weather in Paris?", save_to=False)
    step = run.step()
    assert model.capabilities.json_schema is False and step.mode == "json"
    assert step.stop_reason == "final_answer" and run.answer == "Rain, 18 C."
    probe_calls = 3  # a forced tool call, an automatic one, a schema
    assert all("format" not in b for b in fake.posts("/api/chat")[probe_calls:])


def test_ollama_context_too_long_error_body(fake):
    ollama_routes(fake, lambda body: (400, {"error": "prompt is too long: 40000 tokens, the "
                                                     "context window is 32768"}))
    with pytest.raises(errors.ContextLengthExceeded) as info:
        OllamaModel(fake.url, "qwen2.5:7b").complete([{"role": "user", "content": "x"}])
    assert info.value.stop_reason == "context_overflow"


# -- token counting by the server's own tokenizer ----------------------------------------------
def test_prompts_are_counted_by_the_servers_tokenizer(fake, monkeypatch):
    """llama.cpp answers /tokenize with the tokens, vLLM with a count; the key goes along;
    a server that cannot count (or fails to) leaves agentnb estimating, never failing."""
    monkeypatch.setenv("AGENTNB_TEST_KEY", "sk-counting-secret")
    fake.routes[("GET", "/props")] = lambda b: (200, {"default_generation_settings":
                                                      {"n_ctx": 8192}})
    fake.routes[("POST", "/tokenize")] = lambda b: (200, {"tokens": list(range(
        len(b["content"].split())))})
    llama = OpenAICompatModel(f"{fake.url}/v1", "qwen", api_key_env="AGENTNB_TEST_KEY")
    assert llama.count_tokens("one two three") == 3
    assert fake.posts("/tokenize")[-1] == {"content": "one two three", "model": "qwen"}
    sent = [h for p, h in fake.headers if p == "/tokenize"][-1]
    assert sent["Authorization"] == "Bearer sk-counting-secret"

    fake.routes[("POST", "/v1/chat/completions")] = lambda b: completion("All done.")
    run = Agent(llama, [get_weather], decision_mode="json").start("a b c d", save_to=False)
    step = run.step()
    assert step.context["counted_by"] == "server"
    counted = fake.posts("/tokenize")[-1]["content"]  # the request as sent: system + task
    assert "get_weather" in counted and counted.endswith("a b c d")
    assert step.context["tokens"] == len(counted.split()) + 6 * 2  # text + framing

    del fake.routes[("GET", "/props")]
    fake.routes[("GET", "/v1/models")] = lambda b: (200, {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "vllm", "max_model_len": 4096}]})
    fake.routes[("POST", "/tokenize")] = lambda b: (  # vLLM: a prompt, or messages
        (200, {"count": 11, "max_model_len": 4096, "tokens": []}) if "prompt" in b else
        (400, {"object": "error", "message": "Field required: prompt"}))
    assert OpenAICompatModel(f"{fake.url}/v1", "m").count_tokens("x") == 11
    assert fake.posts("/tokenize")[-1] == {"prompt": "x", "model": "m"}

    fake.routes[("POST", "/tokenize")] = lambda b: (500, {"error": "boom"})
    failing = OpenAICompatModel(f"{fake.url}/v1", "m")
    assert failing.count_tokens("x") is None and failing.count_tokens("y") is None
    assert not [b for b in fake.posts("/tokenize") if "y" in b.values()]  # asked once only

    del fake.routes[("POST", "/tokenize")]  # a server that cannot count
    plain = OpenAICompatModel(f"{fake.url}/v1", "m")
    run = Agent(plain, [get_weather], decision_mode="json").start("hi", save_to=False)
    assert run.step().context["counted_by"] == "estimate" and plain.count_tokens("x") is None


@pytest.mark.e2e
def test_the_embedded_server_counts_prompts_exactly(real_model):
    run = Agent(real_model, [get_weather], decision_mode="json").start(
        "What is the weather in Paris?", save_to=False)
    step = run.step()
    assert step.context["counted_by"] == "server"
    # the count is of the request; its first model call (the choose stage) added a note
    first = step.stages[0]
    sent = first["reply"]["usage"]["prompt_tokens"]
    note = real_model.count_tokens("\n\n" + first["note"])
    assert abs(step.context["tokens"] + note - sent) <= 0.05 * sent


def test_ollama_stream_cut_keeps_the_text_and_names_the_fault(fake, tmp_path):
    def cut(body):
        lines = b"".join(json.dumps({
            "model": "qwen2.5:7b", "created_at": "2025-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": t}, "done": False}).encode() + b"\n"
            for t in ("It is ", "raining"))
        chunk = f"{len(lines):x}\r\n".encode() + lines + b"\r\n"  # and no end: cut off
        return 200, (b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n"
                     b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunk)

    ollama_routes(fake, cut)
    model = connect(f"ollama://{fake.url.split('//')[1]}", model="qwen2.5:7b",
                    decision_mode="native")
    run = Agent(model, [get_weather]).start("Weather?", save_to=tmp_path / "r.json")
    pieces = []
    step = run.step(on_text=pieces.append)
    assert run.stop_reason == "stream_interrupted"
    assert "broke off after 13 characters" in step.error
    assert step.reply.message["content"] == "It is raining" == "".join(pieces)
    assert Run.load(tmp_path / "r.json").steps[0].reply.message["content"] == "It is raining"
