"""Marked values: a required string whose parameter's example is written with marks (an
email address, ``owner/name``, a web address, a path), that the model copied from the
tool's text or made up, is given the request's one value of the example's shape
(``GroundArguments``). The requests are everyday ones written for these tests; the model
is scripted."""

import pytest

from agentnb import ToolCall
from agentnb.marked import marked_fix, shape, tokens
from tests.helpers.common import assert_held_out, held_out_left, schema_tool

_S = {"type": "string"}
_MAIL = {**_S, "description": "The recipient's email address, e.g. jane@example.com"}
_FROM = {**_S, "description": "The sender's email address, e.g. me@example.com"}
_REPO = {**_S, "description": "The repository, in the format 'owner/name', e.g. "
                              "'facebook/react'"}
_URL = {**_S, "description": "The page's address, e.g. https://example.com/about"}
_PATH = {**_S, "description": "Path of the file, e.g. /home/user/notes.txt"}

MAIL = schema_tool("send_mail", {"to": _MAIL, "subject": _S}, ["to"])
TWO_MAILS = schema_tool("send_from", {"sender": _FROM, "to": _MAIL}, ["sender", "to"])
ISSUES = schema_tool("list_issues", {"repo": _REPO, "state": {**_S, "enum": ["open",
                                                                             "closed"]}},
                     ["repo"])
STAR = schema_tool("star_repository", {"repo": _REPO})
PAGE = schema_tool("fetch_page", {"url": _URL})
READ = schema_tool("read_file", {"path": _PATH})

# written 12-06 (thirty-third session) after reading `mixed_requests.py --later families3`
# (SmolLM2 wrote `to_address="john@example.com"`, the example, for "Email bob@acme.com",
# `repo="https://github.com/example/example"` for "an issue in octocat/hello-world" and the
# tool's name for "the closed pull requests of torvalds/linux"), before any rule for it
HELD_OUT = [
    (MAIL, "Send a note to carlos@fastmail.org about the invoice.",
     {"to": "jane@example.com", "subject": "invoice"},
     {"to": "carlos@fastmail.org", "subject": "invoice"}),
    (MAIL, "Mail priya.n@uni.edu the slides, subject Slides.",
     {"to": "priya@example.com", "subject": "Slides"},
     {"to": "priya.n@uni.edu", "subject": "Slides"}),
    (ISSUES, "List the open issues in pallets/flask.",
     {"repo": "facebook/react", "state": "open"}, {"repo": "pallets/flask", "state": "open"}),
    (ISSUES, "Any closed issues on numpy/numpy?", {"repo": "list_issues", "state": "closed"},
     {"repo": "numpy/numpy", "state": "closed"}),
    (STAR, "Star rust-lang/cargo for me.", {"repo": "https://github.com/example/example"},
     {"repo": "rust-lang/cargo"}),
    (PAGE, "Get me the text of https://docs.python.org/3/library/json.html please",
     {"url": "https://example.com/about"},
     {"url": "https://docs.python.org/3/library/json.html"}),
    (READ, "Open /var/log/syslog and show it.", {"path": "/home/user/notes.txt"},
     {"path": "/var/log/syslog"}),
    (READ, "What's in /etc/hosts?", {"path": "C:\\file.txt"}, {"path": "/etc/hosts"}),
]

# the same, where the model's value must stand: two values of the shape, a negation, the
# model's value said, a value of the shape for another parameter, no value of the shape
# (a date, a fraction), the model's value written from the request's words
TRAPS = [
    (MAIL, "Forward it to ann@x.com and to bo@y.com.", {"to": "jane@example.com"}, None),
    (MAIL, "Email the team, not pat@old.com.", {"to": "jane@example.com"}, None),
    (MAIL, "Send it to ann@x.com; my old address was ann@y.com.", {"to": "ann@x.com"}, None),
    (TWO_MAILS, "Send it from work to lee@corp.com.",
     {"sender": "me@example.com", "to": "lee@corp.com"}, None),
    (TWO_MAILS, "Write to lee@corp.com.", {"sender": "me@example.com", "to": "me@example.com"},
     None),
    (STAR, "Star the repo I found on 3/4/2027.", {"repo": "facebook/react"}, None),
    (STAR, "Star the flask repository of pallets.", {"repo": "pallets flask"}, None),
    (PAGE, "Summarize the about page of example.com.", {"url": "https://example.com/about"},
     None),
]


# written after the first version of the rule left "priya@example.com" for "Mail
# priya.n@uni.edu" above (a value of the shape built from the request's words, which
# nothing writes), before the rule was extended: values of the shape written wrong, and a
# value of the shape that rightly writes what the request names in other words
WRITTEN_WRONG = [
    (ISSUES, "Open issues of psf/requests, please.", {"repo": "psf/request"},
     {"repo": "psf/requests"}),
    (MAIL, "Reply to tom.lee@corp.io about the offer.", {"to": "tom@corp.io"},
     {"to": "tom.lee@corp.io"}),
    (MAIL, "Email the support desk of acme.com; my own address is me@home.net.",
     {"to": "support@acme.com"}, None),
    (STAR, "Star the repo next to django/django, by the same owner: channels.",
     {"repo": "django/channels"}, None),
]


@pytest.mark.parametrize("tool_,request_,made,must", WRITTEN_WRONG,
                         ids=[r for _, r, _, _ in WRITTEN_WRONG])
def test_values_of_the_shape_written_wrong(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


def test_held_out_marked_values():
    """0 of 8 before the rule, 7 after: the one left is a value of the shape with a word
    the request's token lacks (its docstring says so), and none changed wrongly."""
    assert held_out_left(HELD_OUT) == ["Mail priya.n@uni.edu the slides, subject Slides."]


@pytest.mark.parametrize("tool_,request_,made,must", TRAPS, ids=[r for _, r, _, _ in TRAPS])
def test_where_the_models_value_stands(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


def test_shapes_of_marked_tokens():
    assert [shape(t) for t in ("bob@acme.com", "https://a.org/x", "psf/requests",
                               "rust-lang/cargo", "/etc/hosts", "3/4/2027", "BA117",
                               "San Francisco, CA")] == \
        ["email", "url", "a/a+", "a/a+", "/a+", "9/9/9", None, None]
    assert tokens("Star (psf/requests). Or and/or, see https://a.org/x.") == [
        "psf/requests", "and/or", "https://a.org/x"]


def test_where_it_can_be_wrong_and_where_it_leaves_the_value():
    """The docstring's claims: a token meant for something else is taken; a pair of
    words with a slash is not."""
    said = "Star the repo my friend likes; its notes are in docs/setup"
    call = ToolCall(id="c", name="star_repository", arguments={"repo": "facebook/react"})
    assert marked_fix(call, STAR, said, [said]) == {"repo": "docs/setup"}
    said = "Star the best TCP/IP library"
    assert marked_fix(call, STAR, said, [said]) is None


# written 12-06 (thirty-fourth session) after reading `mixed_requests.py --later families5`
# (SmolLM2 wrote ``image="https://my-image.com"`` for "Run postgres:16 on port 5432" and the
# example "example.com" for "MX records for proton.me"), before any rule read an image's
# "name:tag" or a domain name: values of those shapes made up or copied, and where the
# model's value must stand
_IMAGE = {**_S, "description": "Container image, in the format 'name:tag', e.g. 'redis:7'"}
_DOMAIN = {**_S, "description": "The domain, e.g. 'example.com'"}
CONTAINER = schema_tool("start_container", {"image": _IMAGE, "port": {"type": "integer"}},
                        ["image"])
WHOIS = schema_tool("whois_lookup", {"domain": _DOMAIN})
HELD_OUT_IMAGES_DOMAINS = [
    (CONTAINER, "Spin up mysql:8.0 for the tests.", {"image": "https://hub.docker.com"},
     {"image": "mysql:8.0"}),
    (CONTAINER, "Pull python:3.12 and start it on port 8000.",
     {"image": "redis:7", "port": 8000}, {"image": "python:3.12", "port": 8000}),
    (WHOIS, "Who owns mozilla.org?", {"domain": "example.com"}, {"domain": "mozilla.org"}),
    (WHOIS, "Whois for the site duckduckgo.com please", {"domain": "google.com"},
     {"domain": "duckduckgo.com"}),
    (WHOIS, "Registration details of bbc.co.uk", {"domain": "whois_lookup"},
     {"domain": "bbc.co.uk"}),
    # the model's value stands: two of the shape, a time or a ratio, a file's name, the
    # value said
    (CONTAINER, "Start redis:7 next to postgres:16.", {"image": "redis:7"}, None),
    (CONTAINER, "Start the cache at 10:30 please.", {"image": "redis:7"}, None),
    (WHOIS, "Compare mozilla.org with gnu.org", {"domain": "example.com"}, None),
    (WHOIS, "Who owns the site named in notes.txt?", {"domain": "example.com"}, None),
    (WHOIS, "Who owns example.com?", {"domain": "example.com"}, None),
]


@pytest.mark.parametrize("tool_,request_,made,must", HELD_OUT_IMAGES_DOMAINS,
                         ids=[r for _, r, _, _ in HELD_OUT_IMAGES_DOMAINS])
def test_held_out_images_and_domains(tool_, request_, made, must):
    assert_held_out(tool_, request_, made, must)


def test_domains_and_images_read_and_their_guards():
    """The shapes and the guards written after the forty-seventh group of
    ``ordinary_requests.py`` (its first run changed "Is the ASP.NET docs site up?" and
    "Is the shop down? I read about it on reddit.com"): a name in capitals is no domain,
    and a domain in a later sentence than the first is not read."""
    assert [shape(t) for t in ("mozilla.org", "bbc.co.uk", "ASP.NET", "notes.md",
                               "setup.py", "run.sh", "postgres:16", "nginx:1.25", "10:30",
                               "std::vector")] == \
        ["domain", "domain", None, None, None, None, "a:9", "a:9", None, None]
    call = ToolCall(id="c", name="whois_lookup", arguments={"domain": "example.com"})
    for said in ("Is the shop down? I read about it on reddit.com",
                 "Is the ASP.NET docs site up?"):
        assert marked_fix(call, WHOIS, said, [said]) is None
    said = "Is reddit.com down? I read about it there."
    assert marked_fix(call, WHOIS, said, [said]) == {"domain": "reddit.com"}
