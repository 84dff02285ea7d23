"""The OpenAI-compatible backend against a local HTTP server that answers as told
(status codes, headers, bodies), to check retries and error mapping."""

import json
import re
import time

import pytest

from agentnb import connect, errors
from agentnb.models.embedded import free_port
from agentnb.models.openai_compat import OpenAICompatModel
from tests.helpers.common import OK


def model(url, **kw):
    kw.setdefault("backoff", 0.01)
    return OpenAICompatModel(url, "m", **kw)


def ask(m):
    return m.complete([{"role": "user", "content": "hi"}])


def test_reply_carries_usage_and_latency(server):
    server.responses = [(200, {}, OK)]
    reply = ask(model(server.url))
    assert reply.message == {"role": "assistant", "content": "hello"}
    assert (reply.usage.prompt_tokens, reply.usage.completion_tokens) == (7, 2)
    assert reply.latency > 0


def test_5xx_retried_then_succeeds(server):
    server.responses = [(503, {}, {"error": {"message": "busy"}})] * 2 + [(200, {}, OK)]
    assert ask(model(server.url)).message["content"] == "hello"
    assert len(server.requests) == 3


def test_5xx_persisting_gives_server_error_with_body(server):
    server.responses = [(500, {}, {"error": {"message": "kaput"}})] * 3
    with pytest.raises(errors.ServerError, match="kaput") as info:
        ask(model(server.url, max_retries=2))
    assert info.value.stop_reason == "server_error" and server.url in str(info.value)
    assert len(server.requests) == 3


def test_429_honours_retry_after(server):
    server.responses = [(429, {"retry-after": "1"}, {"error": {"message": "slow down"}}),
                        (200, {}, OK)]
    ask(model(server.url))
    (_, _, t1, _), (_, _, t2, _) = server.requests
    assert t2 - t1 >= 0.9


@pytest.mark.parametrize("status,exc", [(400, errors.BadRequest), (401, errors.AuthenticationError),
                                        (404, errors.ModelNotFound)])
def test_client_errors_not_retried(server, status, exc):
    server.responses = [(status, {}, {"error": {"message": "no"}})]
    with pytest.raises(exc) as info:
        ask(model(server.url))
    assert len(server.requests) == 1
    assert "'m'" in str(info.value)
    if status == 404:
        assert info.value.available == ["m"] and "the server has: m" in str(info.value)


def test_context_overflow_recognised(server):
    server.responses = [(400, {}, {"error": {"message": "Requested tokens (5000) exceed "
                                                        "context window of 4096"}})]
    with pytest.raises(errors.ContextLengthExceeded) as info:
        ask(model(server.url))
    assert info.value.stop_reason == "context_overflow"


def test_html_error_page_is_explained(server):
    server.responses = [(502, {}, "<html><body><h1>Bad Gateway</h1></body></html>")] * 4
    with pytest.raises(errors.ServerError, match="HTML page instead of JSON: Bad Gateway"):
        ask(model(server.url, max_retries=0))


def test_non_openai_answer_is_explained(server):
    server.responses = [(200, {}, {"hello": "world"})]
    with pytest.raises(errors.EndpointError, match="not with an OpenAI chat completion"):
        ask(model(server.url))


def test_refused_connection_retried_then_unreachable():
    port = free_port()  # nothing listens there
    t0 = time.monotonic()
    with pytest.raises(errors.EndpointUnreachable, match="cannot connect") as info:
        ask(model(f"http://127.0.0.1:{port}/v1", max_retries=2, backoff=0.2))
    assert time.monotonic() - t0 >= 0.4 * 0.8  # backed off twice
    assert info.value.stop_reason == "endpoint_unreachable"


def test_timeout(server):
    server.responses = [(0, {}, OK)] * 2
    with pytest.raises(errors.EndpointTimeout, match="no answer within 0.2s") as info:
        ask(model(server.url, timeout=0.2, max_retries=1))
    assert info.value.stop_reason == "endpoint_timeout" and len(server.requests) == 2


def test_api_key_from_environment_only_and_never_in_repr(server, monkeypatch):
    monkeypatch.setenv("AGENTNB_API_KEY", "sk-secret-123")
    server.responses = [(200, {}, OK)]
    m = model(server.url)
    ask(m)
    assert server.requests[-1][3] == "Bearer sk-secret-123"
    assert "sk-secret" not in repr(m)


def test_json_schema_falls_back_to_llama_cpp_form(server):
    server.responses = [(500, {}, {"error": {"message": "validation error"}})] * 4 + [
        (200, {}, OK)]
    m = model(server.url, max_retries=3)
    m.complete([{"role": "user", "content": "x"}], json_schema={"type": "object"})
    assert m.schema_style == "json_object"
    sent = json.loads(server.requests[-1][1])
    assert sent["response_format"] == {"type": "json_object", "schema": {"type": "object"}}


def test_connect_validates_urls_and_finds_the_only_model(server):
    with pytest.raises(errors.ConfigError, match="http"):
        connect("ftp://example/v1")
    with pytest.raises(errors.ConfigError, match="OpenAI-compatible"):
        connect("grpc://127.0.0.1:8000")
    with pytest.raises(errors.ConfigError, match="needs model="):
        connect("ollama://127.0.0.1:11434")
    assert connect(server.url).name == "m"


def test_wrong_model_name_caught_before_the_first_call(server):
    with pytest.raises(errors.ModelNotFound, match="does not serve model 'mistral'") as info:
        OpenAICompatModel(server.url, "mistral").complete([{"role": "user", "content": "x"}])
    assert info.value.available == ["m"] and not server.requests


def test_connect_reads_environment(server, monkeypatch):
    monkeypatch.setenv("AGENTNB_BASE_URL", server.url)
    monkeypatch.setenv("AGENTNB_MODEL", "mine")
    m = connect()
    assert (m.base_url, m.name) == (server.url, "mine")


def test_a_llama_cpp_python_server_is_asked_for_no_repeat_penalty_on_constrained_json(server):
    """llama-cpp-python's server penalises repeated tokens unless told (1.1): a schema-
    constrained request (a decision's JSON) says 1.0, prose keeps the server's default; a
    server of another kind is sent nothing extra; ``sampling`` goes on every request and
    wins. The kind is read from the model listing once."""
    server.models = {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "me", "permissions": []}]}
    server.responses = [(200, {}, OK)] * 7
    m = model(server.url)
    m.complete([{"role": "user", "content": "x"}], json_schema={"type": "object"})
    m.complete([{"role": "user", "content": "x"}])
    sent = [json.loads(r[1]) for r in server.requests]
    assert sent[0]["repeat_penalty"] == 1.0 and "repeat_penalty" not in sent[1]
    listings = sum(1 for method, path, _ in server.fake.bodies
                   if method == "GET" and path == "/v1/models")
    m.complete([{"role": "user", "content": "x"}], json_schema={"type": "object"})
    assert sum(1 for method, path, _ in server.fake.bodies
               if method == "GET" and path == "/v1/models") == listings  # read once
    # a schema of choices alone (a decision's action) has no value to copy: the default
    choice = {"type": "object", "properties": {"action": {"enum": ["a", "final_answer"]}}}
    m.complete([{"role": "user", "content": "x"}], json_schema=choice)
    assert "repeat_penalty" not in json.loads(server.requests[-1][1])

    own = model(server.url, sampling={"repeat_penalty": 1.3, "top_k": 5})
    own.complete([{"role": "user", "content": "x"}], json_schema={"type": "object"})
    own.complete([{"role": "user", "content": "x"}])
    assert [(json.loads(r[1])["repeat_penalty"], json.loads(r[1])["top_k"])
            for r in server.requests[-2:]] == [(1.3, 5), (1.3, 5)]

    server.models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
    other = model(server.url)
    other.complete([{"role": "user", "content": "x"}], json_schema={"type": "object"})
    assert "repeat_penalty" not in json.loads(server.requests[-1][1])


def test_the_cache_key_holds_the_sampling_a_request_is_sent_with(server):
    from agentnb.models.cached import request_key

    messages = [{"role": "user", "content": "x"}]
    a, b = model(server.url), model(server.url, sampling={"top_k": 5})
    cold = model(server.url, temperature=0.7)
    assert request_key(a, messages, {}) != request_key(b, messages, {})
    assert request_key(a, messages, {}) != request_key(cold, messages, {})
    assert request_key(a, messages, {}) == request_key(model(server.url), messages, {})
    # an answer draw's temperature and seed (agentnb.draws) are part of its key
    draw = {"temperature": 0.7, "seed": 1}
    assert request_key(a, messages, draw) == request_key(cold, messages, {"seed": 1})
    assert request_key(a, messages, draw) != request_key(a, messages, {**draw, "seed": 2})


def test_a_draw_is_sent_with_its_temperature_and_seed(server):
    server.responses = [(200, {}, OK)] * 2
    m = model(server.url)
    assert m.seeded
    m.complete([{"role": "user", "content": "x"}])
    m.complete([{"role": "user", "content": "x"}], temperature=0.7, seed=3)
    first, draw = (json.loads(r[1]) for r in server.requests[-2:])
    assert first["temperature"] == 0.0 and "seed" not in first
    assert (draw["temperature"], draw["seed"]) == (0.7, 3)


def test_a_constrained_reply_cut_off_without_the_penalty_is_asked_again_with_it(server):
    """Without a repeat penalty a greedy model can repeat a string until the token limit:
    that reply is asked again once at the server's default; the usage counts both."""
    server.models = {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "me", "permissions": []}]}
    looped = {**OK, "choices": [{**OK["choices"][0], "finish_reason": "length"}]}
    server.responses = [(200, {}, looped), (200, {}, OK)]
    reply = model(server.url).complete([{"role": "user", "content": "x"}],
                                       json_schema={"type": "object"}, max_tokens=9)
    first, second = (json.loads(r[1]) for r in server.requests)
    assert first["repeat_penalty"] == 1.0 and "repeat_penalty" not in second
    assert second["max_tokens"] == 9 and second["response_format"] == first["response_format"]
    assert reply.finish_reason != "length" and reply.usage.prompt_tokens == 14
    # ended at the limit again, or with the user's own penalty, or prose: asked once
    for kw, options in (({"sampling": {"repeat_penalty": 1.0}}, {"json_schema": {}}),
                        ({}, {})):
        server.responses = [(200, {}, looped)]
        n = len(server.requests)
        assert model(server.url, **kw).complete(
            [{"role": "user", "content": "x"}], **options).finish_reason == "length"
        assert len(server.requests) == n + 1


def test_the_first_try_without_the_penalty_is_capped_and_a_reply_cut_there_asked_again(server):
    """A greedy reply without the penalty that runs past LOOP_CAP tokens is mostly a loop:
    the first try stops there; the second has the full limit and the server's default."""
    from agentnb.models.openai_compat import LOOP_CAP

    server.models = {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "me", "permissions": []}]}
    looped = {**OK, "choices": [{**OK["choices"][0], "finish_reason": "length"}]}
    for limit, first_cap, second_cap in ((512, LOOP_CAP, 512), (None, LOOP_CAP, None),
                                         (40, 40, 40)):
        server.responses = [(200, {}, looped), (200, {}, OK)]
        n = len(server.requests)
        model(server.url).complete([{"role": "user", "content": "x"}],
                                   json_schema={"type": "object",
                                                "properties": {"q": {"type": "string"}}},
                                   **({"max_tokens": limit} if limit else {}))
        first, second = (json.loads(r[1]) for r in server.requests[n:])
        assert first["max_tokens"] == first_cap and second.get("max_tokens") == second_cap
        assert first["repeat_penalty"] == 1.0 and "repeat_penalty" not in second
    # a schema of choices alone keeps the default penalty, and the full limit
    server.responses = [(200, {}, OK)]
    model(server.url).complete([{"role": "user", "content": "x"}], max_tokens=512,
                               json_schema={"type": "object", "properties": {
                                   "a": {"enum": ["x", "y"]}}})
    assert json.loads(server.requests[-1][1])["max_tokens"] == 512


def test_free_values_are_what_a_schema_leaves_to_write():
    from agentnb.models.openai_compat import free_values

    assert free_values({"type": "object", "properties": {"city": {"type": "string"}}})
    assert free_values({"type": "object", "properties": {}})  # an open object
    assert free_values({"type": "object", "properties": {"calls": {
        "type": "array", "items": {"properties": {"n": {"type": "integer"}}}}}})
    assert not free_values({"type": "object", "properties": {
        "action": {"enum": ["a", "b"]}, "mode": {"const": "x"}}})


def test_a_server_that_does_not_answer_is_asked_its_kind_again_later(server):
    """While a server is down its kind is unknown, not "none": the next request asks again
    (a server of no known kind that answers is asked once)."""
    from agentnb.models.base import http_server_facts

    down = f"http://127.0.0.1:{free_port()}/v1"
    assert http_server_facts(down, "m") == {"unreachable": True}
    m = model(down)
    assert m.server_kind() == "" and m.count_tokens("hello") is None
    server.models = {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "me", "permissions": []}]}
    m.base_url = server.url  # the server is up now
    assert m.server_kind() == "llama-cpp-python"

    server.models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
    assert http_server_facts(server.url, "m") == {}  # it answered, naming no kind
    other = model(server.url)
    assert other.server_kind() == ""
    gets = len(server.fake.bodies)
    assert other.server_kind() == "" and len(server.fake.bodies) == gets  # not asked again


def reply_with(content):
    return {**OK, "choices": [{**OK["choices"][0], "message": {"role": "assistant",
                                                              "content": content}}]}


def test_a_llama_cpp_python_server_is_sent_a_grammar_that_allows_a_trailing_comma(server):
    """A schema-constrained request to llama-cpp-python carries the grammar of the schema
    with a comma allowed before the outermost object's closing brace (the token ``",`` a
    small model ends a value with), not inside it (there ``",`` goes on to a list's next
    item), and the reply is read without that comma; another server's kind, or
    ``GRAMMAR_KINDS`` emptied, send the schema."""
    from llama_cpp import LlamaGrammar

    from agentnb.models import openai_compat

    schema = {"type": "object", "properties": {"symbol": {"type": "string"},
                                               "n": {"type": "array", "items": {
                                                   "type": "integer"}}},
              "required": ["symbol"], "additionalProperties": False}
    server.models = {"object": "list", "data": [
        {"id": "m", "object": "model", "owned_by": "me", "permissions": []}]}
    server.responses = [(200, {}, reply_with('{"symbol": "a, }", "n": [1, 2], }'))] * 3
    m = model(server.url)
    reply = m.complete([{"role": "user", "content": "x"}], json_schema=schema)
    assert json.loads(reply.message["content"]) == {"symbol": "a, }", "n": [1, 2]}
    sent = json.loads(server.requests[-1][1])
    assert "response_format" not in sent and sent["repeat_penalty"] == 1.0
    rules = dict(line.split(" ::= ") for line in sent["grammar"].splitlines())
    assert rules["root"].endswith('","? space "}" space')
    assert sum('","?' in rule for rule in rules.values()) == 1  # not in the list
    LlamaGrammar.from_string(sent["grammar"], verbose=False)  # llama.cpp reads it

    # a reply cut off at the token limit is asked again with the same grammar
    looped = reply_with('{"symbol": "aaaa')
    looped["choices"][0]["finish_reason"] = "length"
    again = reply_with('{"symbol": "a", }')
    server.responses = [(200, {}, looped), (200, {}, again), *server.responses]
    reply = m.complete([{"role": "user", "content": "x"}], json_schema=schema, max_tokens=9)
    first, second = (json.loads(r[1]) for r in server.requests[-2:])
    assert first["grammar"] == second["grammar"] and "repeat_penalty" not in second
    assert reply.message["content"] == '{"symbol": "a" }'

    kinds = set(openai_compat.GRAMMAR_KINDS)
    openai_compat.GRAMMAR_KINDS.clear()
    try:
        reply = m.complete([{"role": "user", "content": "x"}], json_schema=schema)
    finally:
        openai_compat.GRAMMAR_KINDS.update(kinds)
    sent = json.loads(server.requests[-1][1])
    assert "grammar" not in sent and sent["response_format"]["json_schema"]["schema"] == schema
    assert reply.message["content"] == '{"symbol": "a, }", "n": [1, 2], }'  # as written

    # a grammar of the user's own (``sampling``) is sent as it is, the reply left as written
    server.responses = [(200, {}, reply_with('{"symbol": "a", }'))]
    own = model(server.url, sampling={"grammar": 'root ::= "x"'})
    assert own.complete([{"role": "user", "content": "x"}], json_schema=schema).message[
        "content"] == '{"symbol": "a", }'
    assert json.loads(server.requests[-1][1])["grammar"] == 'root ::= "x"'

    server.models = {"object": "list", "data": [{"id": "m", "object": "model"}]}
    server.responses = [(200, {}, OK)]
    model(server.url).complete([{"role": "user", "content": "x"}], json_schema=schema)
    assert "grammar" not in json.loads(server.requests[-1][1])


def test_no_grammar_where_none_can_be_built_and_only_trailing_commas_are_taken_out():
    from agentnb.models.grammar import closed, lenient_grammar

    assert lenient_grammar({"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}) \
        is None
    # properties stay in the schema's order: the model writes them so
    order = {"type": "object", "properties": {"origin": {"type": "string"},
                                              "destination": {"type": "string"}},
             "required": ["origin", "destination"]}
    root = next(line for line in lenient_grammar(order).splitlines() if line.startswith("root"))
    assert root.index("origin-kv") < root.index("destination-kv")
    for text, value in (('{"a": "x, ]", "b": "\\"",  }', {"a": "x, ]", "b": '"'}),
                        ('[{"a": 1,} , ]', [{"a": 1}]), ('{ , }', {})):
        assert closed(text) != text and json.loads(closed(text)) == value
    for value in ({"a": "x, }"}, [1, {"b": [2, ","]}], "a,]", {}):
        assert closed(json.dumps(value)) == json.dumps(value)


def gbnf_literals(grammar: str) -> list[str]:
    """The text of each quoted literal of a GBNF ``grammar``, its escapes read."""
    out = []
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', grammar):
        out.append(re.sub(r"\\(.)", lambda e: {"n": "\n", "r": "\r", "t": "\t"}.get(
            e.group(1), e.group(1)), m.group(1)))
    return out


def test_a_property_name_or_choice_holding_a_quote_or_backslash_is_written_as_json():
    """llama-cpp-python's converter escapes a quote in a literal but not a backslash, so
    the JSON of ``say "hi"`` (``"say \\"hi\\""``) became a literal that ended early; the
    grammar sent escapes both, and llama.cpp reads it."""
    from llama_cpp import LlamaGrammar

    from agentnb.models.grammar import lenient_grammar

    names = ['say "hi"', "C:\\temp", "plain"]
    schema = {"type": "object", "properties": {
        names[0]: {"type": "string", "enum": ['12" pizza', "a\\b"]},
        names[1]: {"type": "integer"}, names[2]: {"type": "string"}},
        "required": names}
    grammar = lenient_grammar(schema)
    LlamaGrammar.from_string(grammar, verbose=False)
    literals = gbnf_literals(grammar)
    for text in [*names, '12" pizza', "a\\b"]:
        assert json.dumps(text) in literals
