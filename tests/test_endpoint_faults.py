"""A table of endpoint faults, served by a local HTTP server: each row is what the server
sends (statuses, headers, bodies, or raw bytes cut off mid-stream) and the outcome a run
must record. A new member of a fault class is one more row, not one more test.

Every row: ``step()`` returns (never raises), within the configured limits; the outcome
is on the step and the saved file loads with it; ``run.run()`` after a fault that ends the
run raises nothing either.
"""

import email.utils
import json
import time

import pytest

from agentnb import Agent, Run
from agentnb.models.base import window_from_error
from agentnb.models.openai_compat import OpenAICompatModel
from tests.helpers.common import OK, get_weather


def completion(message=None, **extra):
    """A chat completion; ``message`` replaces the assistant message as given."""
    body = json.loads(json.dumps(OK))
    if message != "keep":
        body["choices"][0]["message"] = message
    body.update(extra)
    return body


def raw_stream(texts, *, finish=False):
    """A raw HTTP/1.1 streamed reply (chunked SSE) with ``texts`` as pieces of content,
    cut off before its end unless ``finish``."""
    def chunk(data):
        return f"{len(data):x}\r\n".encode() + data + b"\r\n"

    events = b"".join(chunk(("data: " + json.dumps({
        "id": "s", "object": "chat.completion.chunk", "created": 0, "model": "m",
        "choices": [{"index": 0, "delta": {"content": t}, "finish_reason": None}]})
        + "\n\n").encode()) for t in texts)
    if finish:
        events += chunk(b"data: [DONE]\n\n") + b"0\r\n\r\n"
    return (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + events)


def overflow(message, status=400):
    return (status, {}, {"error": {"message": message}})


LATER = email.utils.format_datetime(
    __import__("datetime").datetime.now(__import__("datetime").timezone.utc)
    + __import__("datetime").timedelta(hours=1), usegmt=True)

# name: (responses, model options, stream?, expected)
# expected: "stop" the run's stop_reason (None: the run goes on), "error" text in step.error,
# "seconds" an upper bound on the step, "kept" text kept on the step's reply, "window"
# the context window learned from the error
FAULTS = {
    # rate limits and waits: bounded by the limits, and said
    "429 asking for an hour": ([(429, {"retry-after": "3600"}, {"error": {"message": "busy"}})],
                               {"timeout": 2}, False,
                               {"stop": "rate_limited", "error": "asked to wait 3600s",
                                "seconds": 1.5}),
    "429 asking until an hour from now": (
        [(429, {"retry-after": LATER}, {"error": {"message": "busy"}})], {"timeout": 2}, False,
        {"stop": "rate_limited", "error": "beyond the limits", "seconds": 1.5}),
    "429 asking past max_backoff": (
        [(429, {"retry-after": "40"}, {"error": {"message": "busy"}})], {"max_backoff": 5},
        False, {"stop": "rate_limited", "error": "max_backoff=5s", "seconds": 1.5}),
    "429 with retry-after-ms, then fine": (
        [(429, {"retry-after-ms": "300"}, {"error": {"message": "busy"}}), (200, {}, OK)], {},
        False, {"stop": "final_answer", "seconds": 5}),
    "503 throughout": ([(503, {}, {"error": {"message": "overloaded"}})] * 3,
                       {"max_retries": 2}, False,
                       {"stop": "server_error", "error": "tried 3 times", "seconds": 5}),
    "5xx HTML page": ([(502, {}, "<html><h1>Bad Gateway</h1></html>")], {"max_retries": 0},
                      False, {"stop": "server_error", "error": "HTML page instead of JSON"}),
    "400": ([(400, {}, {"error": {"message": "nope"}})], {}, False,
            {"stop": "bad_request", "error": "nope"}),
    "401": ([(401, {}, {"error": {"message": "who?"}})], {}, False, {"stop": "auth_error"}),
    # 200s that are not replies
    "200 with a null message": ([(200, {}, completion(None))] * 2, {"max_retries": 1}, False,
                                {"stop": "malformed_reply", "error": "message is null"}),
    "200 with a string message": ([(200, {}, completion("hi"))] * 2, {"max_retries": 1},
                                  False, {"stop": "malformed_reply", "error": "not a message"}),
    "200 with a null message once": ([(200, {}, completion(None)), (200, {}, OK)], {}, False,
                                     {"stop": "final_answer"}),
    "200 with no choices": ([(200, {}, {"object": "chat.completion", "choices": []})], {},
                            False, {"stop": "endpoint_error", "error": "not with an OpenAI"}),
    "200 that is not JSON": ([(200, {}, "<html>maintenance</html>")] * 2, {"max_retries": 1},
                             False, {"stop": "malformed_reply", "error": "no JSON"}),
    "200 with garbage usage": ([(200, {}, completion("keep", usage="lots", model=7))], {},
                               False, {"stop": "final_answer"}),
    # 200s with malformed tool calls: the model reads the problem, the run goes on
    "tool_calls a string": ([(200, {}, completion({"role": "assistant", "content": None,
                                                   "tool_calls": "get_weather"}))],
                            {}, False, {"stop": None, "error": "tool"}),
    "a tool call with a null function": (
        [(200, {}, completion({"role": "assistant", "tool_calls": [
            {"id": "a", "type": "function", "function": None}]}))], {}, False,
        {"stop": None, "error": "tool"}),
    "a tool call with null arguments and a numeric name": (
        [(200, {}, completion({"role": "assistant", "tool_calls": [
            {"id": "a", "type": "function", "function": {"name": 7, "arguments": None}}]}))],
        {}, False, {"stop": None, "error": "tool"}),
    "content a list": ([(200, {}, completion({"role": "assistant",
                                              "content": [{"type": "text", "text": "hi"}]}))],
                       {}, False, {"stop": "final_answer"}),
    # streams
    "a stream cut after some text": ([(200, {}, raw_stream(["It is ", "18 degrees"]))], {},
                                     True, {"stop": "stream_interrupted",
                                            "error": "broke off after 16 characters",
                                            "kept": "It is 18 degrees"}),
    "a stream cut before any text": ([(200, {}, raw_stream([]))], {}, True,
                                     {"stop": "stream_interrupted",
                                      "error": "broke off after 0 characters", "kept": ""}),
    "a whole stream": ([(200, {}, raw_stream(["All ", "fine."], finish=True))], {}, True,
                       {"stop": "final_answer"}),
    # the prompt does not fit: each server's own wording (see agentnb.models.base)
    "llama.cpp overflow": ([overflow("request (5000 tokens) exceeds the available context "
                                     "size (4096 tokens), try increasing it")] * 2, {}, False,
                           {"stop": "context_overflow", "window": 4096}),
    "llama-cpp-python overflow": ([overflow("Requested tokens (5000) exceed context window "
                                            "of 2048")] * 2, {}, False,
                                  {"stop": "context_overflow", "window": 2048}),
    "vLLM V0 and OpenAI overflow": (
        [overflow("This model's maximum context length is 4096 tokens. However, you requested "
                  "5000 tokens (4000 in the messages, 1000 in the completion). Please reduce "
                  "the length of the messages or completion.")] * 2, {}, False,
        {"stop": "context_overflow", "window": 4096}),
    "vLLM V1 decoder prompt overflow": (
        [overflow("The decoder prompt (length 5000) is longer than the maximum model length "
                  "of 4096. Make sure that `max_model_len` is no smaller than the number of "
                  "text tokens.")] * 2, {}, False, {"stop": "context_overflow", "window": 4096}),
    "vLLM V1 prompt length overflow": (
        [overflow("Prompt length of 5016 is longer than the maximum model length of 4096.")]
        * 2, {}, False, {"stop": "context_overflow", "window": 4096}),
    "vLLM max_tokens too large": (
        [overflow("'max_tokens' or 'max_completion_tokens' is too large: 1000. This model's "
                  "maximum context length is 4096 tokens and your request has 3500 input "
                  "tokens (1000 > 4096 - 3500).")] * 2, {}, False,
        {"stop": "context_overflow", "window": 4096}),
    "Ollama overflow": ([overflow("the input length exceeds the context length")] * 2, {},
                        False, {"stop": "context_overflow", "window": None}),
    "OpenAI Responses overflow": (
        [overflow("Your input exceeds the context window of this model. Please adjust your "
                  "input and try again.")] * 2, {}, False,
        {"stop": "context_overflow", "window": None}),
    "overflow as a 500": ([overflow("prompt is too long: 5000 tokens", status=500)] * 2, {},
                          False, {"stop": "context_overflow", "window": None}),
}


@pytest.mark.parametrize("name", list(FAULTS))
def test_each_fault_ends_in_its_outcome_within_the_limits(server, tmp_path, name):
    responses, options, stream, expected = FAULTS[name]
    server.responses = list(responses)
    model = OpenAICompatModel(server.url, "m", decision_mode="native",
                              **{"backoff": 0.01, **options})
    run = Agent(model, [get_weather]).start("Weather in Paris?", save_to=tmp_path / "r.json")
    pieces: list[str] = []
    model.client  # noqa: B018  (import openai and build the client first: not the wait timed)
    t0 = time.monotonic()
    step = run.step(on_text=pieces.append) if stream else run.step()
    assert time.monotonic() - t0 < expected.get("seconds", 10)
    assert run.stop_reason == expected["stop"], (step.error, step.summary())
    if "error" in expected:
        assert expected["error"] in (step.error or ""), step.error
    if "kept" in expected:
        assert step.reply.message["content"] == expected["kept"] == "".join(pieces)
        assert step.reply.finish_reason == "interrupted"
    if "window" in expected:
        assert run.context.learned_window == expected["window"]
    again = Run.load(tmp_path / "r.json")
    assert again.stop_reason == run.stop_reason and len(again.steps) == 1
    assert again.steps[0].error == step.error
    if "kept" in expected:
        assert again.steps[0].reply.message["content"] == expected["kept"]
    if run.finished:
        run.run()  # nothing more to do, and nothing raised
    else:
        server.responses = [(200, {}, OK)]
        assert run.run().answer == "hello"  # the run went on past the fault


@pytest.mark.parametrize("text, window", [
    # wordings that were not used to write the patterns: other numbers, other punctuation
    ("Requested tokens (70000) exceed context window of 65536 [endpoint "
     "http://127.0.0.1:8000/v1, model 'm']", 65536),
    ("This model's maximum context length is 128000 tokens. However, your messages "
     "resulted in 130123 tokens.", 128000),
    ("request (1500 tokens) exceeds the available context size (1024 tokens)", 1024),
    # no window stated: none learned, whatever other numbers (ports, counts) are there
    ("prompt is too long: 5000 tokens [endpoint http://127.0.0.1:1234/v1]", None),
    ("the input length exceeds the context length", None),
])
def test_the_window_is_read_only_where_an_error_states_it(text, window):
    assert window_from_error(text) == window
