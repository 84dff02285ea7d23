"""A required string whose parameter's example is written with marks, an email address
("jane@example.com"), a repository's "owner/name", a web address, a path, a domain name
("example.com"), an image's "name:tag" ("redis:7"), and that the model copied from the
tool's text or made up, beside the request's one value of that shape.

For "Email bob@acme.com with the subject 'Lunch'" SmolLM2 wrote
``to_address="john@example.com"``, the example of "The recipient's email address, e.g.
john@example.com"; for "Open an issue in octocat/hello-world" it wrote
``repo="https://github.com/example/example"``, and for "Show me the closed pull requests of
torvalds/linux" the tool's own name (``bench/mixed_requests.py --later families3``); for
"Run postgres:16 on port 5432" ``image="https://my-image.com"``, and the example
"example.com" for "MX records for proton.me" (``--later families5``). Such
a value is as good as missing, and the one value of the example's shape the request
writes is the value (``marked_fix``; ``GroundArguments`` puts it in place and records the
change).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from . import relevance
from .examples import example_text, free_string
from .tools import Tool
from .types import ToolCall
from .unsaid import copied, made_up

_GENERIC = {"com", "org", "net", "edu", "gov", "int", "mil", "io", "dev", "app", "info",
            "biz", "xyz", "online", "site", "tech", "cloud"}
# top-level domains that are also files' extensions: such a token is read as no domain
_EXTENSIONS = {"md", "py", "rs", "sh", "pl", "so", "cc", "ml", "ai", "ps", "pm", "mk",
               "gz", "bz", "ts", "cs", "js"}
# words of a marked value that are its shape's marks, not what it names ("google.com"
# says no word of "duckduckgo.com")
_MARKS = {"com", "org", "net", "www", "http", "https"}
_RUN = re.compile(r"[A-Za-z0-9_.+~%\-]+")
_EDGES = "\"'`()[]<>{},;!?"


def shape(token: str) -> str | None:
    """The shape of a token written with marks: ``"email"`` ("bob@acme.com"), ``"url"``
    ("https://docs.python.org/3/"), ``"domain"`` ("mozilla.org": ``_domain``), else its
    runs of letters ("a"; a run of digits alone is "9") and marks, a slash or a backslash
    and a run repeated as one: "owner/name" and "rust-lang/cargo" are ``"a/a+"``,
    "/var/log/syslog" and "/etc/hosts" ``"/a+"``, "3/4/2027" ``"9/9/9"``, and a colon
    after a word: "postgres:16" and "nginx:1.25" are ``"a:9"``. None: no slash,
    backslash, "@", "://", domain or colon after a word in it ("10:30"), or a space."""
    if not token or any(c.isspace() for c in token):
        return None
    if re.match(r"[A-Za-z][A-Za-z0-9+.\-]*://\S", token):
        return "url"
    if re.fullmatch(r"[^@/\\:]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", token):
        return "email"
    if _domain(token):
        return "domain"
    if not re.search(r"[/\\]", token) and not re.fullmatch(r"[A-Za-z][\w.\-]*:[\w.\-]+", token):
        return None
    runs = _RUN.sub(lambda m: "a" if re.search(r"[A-Za-z]", m[0]) else "9", token)
    return re.sub(r"(?:([/\\])a)(?:\1a)*", lambda m: f"{m[1]}a+", runs)


def _domain(token: str) -> bool:
    """Whether ``token`` is a domain name: labels joined by dots, the last a top-level
    domain people write ("mozilla.org", "bbc.co.uk", "proton.me"), not one that is also a
    file's extension ("notes.md", "setup.py", "run.sh"), and not in capitals ("ASP.NET"
    is a name)."""
    m = re.fullmatch(r"(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+([a-z]{2,})", token.lower())
    return m is not None and m[1] in _tlds() and not token.isupper()  # "ASP.NET": a name


def _first_sentence(text: str) -> str:
    return re.split(r"(?<=[.?!])\s+", text.strip(), maxsplit=1)[0]


@functools.lru_cache(maxsize=1)
def _tlds() -> frozenset[str]:
    import pycountry

    countries = {c.alpha_2.lower() for c in pycountry.countries} | {"uk", "eu"}
    return frozenset((countries | _GENERIC) - _EXTENSIONS)


def tokens(text: str) -> list[str]:
    """The tokens of ``text`` written with marks (``shape``), without the brackets,
    quotes and stops around them."""
    out = []
    for raw in text.split():
        token = _bare(raw)
        if shape(token) is not None:
            out.append(token)
    return out


def _bare(word: str) -> str:
    """``word`` without the brackets, quotes and stops around it."""
    return word.lstrip(_EDGES).rstrip(_EDGES + ".:")


def marked_fix(call: ToolCall, tool: Tool, request: str, said: Sequence[str]
               ) -> dict[str, str] | None:
    """New values for the required arguments of ``call`` that the model copied or made up
    where the parameter's example is written with marks, when the request gives each;
    else None. ``call`` is not changed.

    Precondition, every part of it:

    - the parameter is required, a string without ``enum``, and its example (after
      "e.g.", "such as" or the like, or ``examples``) is one token of a ``shape``: an
      email address, a web address, a domain name, words joined by slashes or
      backslashes ("owner/name", a path), or a word and a colon ("name:tag");
    - no other parameter's example has that shape (a sender and a recipient: which of
      them the request's address is, is not plain);
    - the value is the tool's name, or a copy of the tool's own text (``unsaid.copied``:
      the example) of which the request says no word outside its tokens of a shape
      ("facebook/react" may be what "Star React" asks for), or nothing of the
      conversation says it, not even a word of it (``unsaid.made_up`` over ``said``,
      what the conversation says: ``Turn.said``; for a value of the shape, its marks'
      words aside: "com", "www", "https": "google.com" says nothing of "duckduckgo.com"),
      or
      it is of that shape, no text of ``said`` writes it, and it is the request's token
      cut short: each of its words begins a word of the token ("psf/request" of
      "psf/requests", "tom@corp.io" of "tom.lee@corp.io"; not "django/channels" beside
      "django/django");
    - the request holds no negation (the caller gives no ``said`` there), writes exactly
      one token of that shape, not a pair of words with a slash ("and/or", "TCP/IP":
      ``_marked``), and no argument of the call holds it; a domain name only in its first
      sentence (a later one may say where something was read: "Is the shop down? I read
      about it on reddit.com");
    - the call validates with the new values.

    Where it can be wrong: the request's one token of the shape is meant for something
    else and the value it asks for is not written ("Star the repo my friend likes; its
    notes are in docs/setup" gives "docs/setup"). Where it leaves the model's value: a value made
    of the request's words ("pallets flask" for "the flask repository of pallets") or of
    the shape with a word the token lacks ("priya@example.com" for "priya.n@uni.edu"),
    or two tokens of the shape in the request."""
    props = tool.parameters.get("properties", {})
    shapes = {k: shape(ex) for k, p in props.items() if free_string(p)
              and (ex := (example_text(p) or "").strip(_EDGES)) and shape(ex) is not None}
    written = tokens(request)
    said_words = relevance.words(" ".join(w for w in request.split()
                                          if _bare(w) not in written))
    wrong = {k for k in copied(call, tool, request) if call.arguments[k] == tool.name
             or not relevance.words(call.arguments[k]) & said_words}
    wrong |= set(made_up(call, tool, said))
    heard = relevance.words(" ".join(said)) - _MARKS
    wrong |= {k for k, v in call.arguments.items() if k in shapes and isinstance(v, str)
              and shape(v.strip()) == shapes[k] and not relevance.words(v) - _MARKS & heard}
    held = {v.strip() for v in call.arguments.values() if isinstance(v, str)}
    fix: dict[str, str] = {}
    for k, form in shapes.items():
        if k not in tool.parameters.get("required", []):
            continue
        value = call.arguments.get(k)
        if not isinstance(value, str) or list(shapes.values()).count(form) > 1:
            continue
        fits = {t for t in written if shape(t) == form and _marked(t)}
        if len(fits) != 1 or fits & held:
            continue
        token = fits.pop()
        if form == "domain" and token not in tokens(_first_sentence(request)):
            continue  # "Is the shop down? I read about it on reddit.com"
        if k in wrong or (shape(value.strip()) == form and not any(value in tokens(t) for t in said)
                          and _cut(value, token)):
            fix[k] = token
    if not fix or tool.invalid_arguments({**call.arguments, **fix}):
        return None
    return fix


def _cut(value: str, token: str) -> bool:
    """Whether ``value`` is ``token`` cut short: each of its words begins a word of the
    token, case aside."""
    words = re.findall(r"[a-z0-9]+", token.lower())
    return all(any(w.startswith(v) for w in words)
               for v in re.findall(r"[a-z0-9]+", value.lower()))


def _marked(token: str) -> bool:
    """Whether ``token`` is a value, not a pair of words written with a slash: each part
    between slashes of three characters or more, not all capitals ("pallets/flask",
    "psf/requests"; not "and/or", "km/h", "TCP/IP")."""
    if shape(token) not in ("a/a+", "a\\a+"):
        return True
    parts = re.split(r"[/\\]", token)
    return all(len(p) >= 3 for p in parts) and not token.isupper()
