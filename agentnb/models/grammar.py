"""Schema-constrained JSON for llama-cpp-python's server, with a trailing comma allowed.

A grammar built from a JSON schema bars every token the schema does not allow next. After
the last value of an object, small models' favourite next token is often ``",`` (a quote
and a comma: one token in SmolLM2's vocabulary, the way JSON usually goes on), which the
schema bars when no property may follow. The model then keeps the value going with its
next best tokens: asked for ``get_stock_price`` after "How much is NVDA trading at?",
SmolLM2-135M put ``",`` at log-probability -0.43 after ``NVDA``, ``-`` at -2.42 and the
closing ``"}`` far below, and wrote ``{"symbol": "NVDA-1234567890..."}``. So the grammar
sent here also accepts one comma before the closing brace of the outermost object
(``{"symbol": "NVDA", }``), and ``closed`` takes it out of the reply's text: what the
caller reads is plain JSON matching the schema.

Only there: nothing can follow the outermost object, so ``",`` after its last value can
only be a property the schema does not have. Inside a list the same token is how the
model goes on to the next item: in a list of calls (``{"calls": [{"symbol": "AAPL"}, ...``,
the "more" stage) a comma allowed inside each item took SmolLM2's ``",`` as the item's end,
and the list stopped after one call ("Stock prices for AAPL and MSFT": 8 of 24 such
requests right, 13 with the schema alone).

The grammar is llama-cpp-python's own conversion of the schema (the one its server makes
of ``response_format``), with that comma added, and with a backslash in a literal escaped:
its converter escapes a quote but not the backslash before it, so a property name or an
``enum`` choice holding a quote or a backslash (``say "hi"``: JSON ``"say \\"hi\\""``)
became a literal that ends early or writes invalid JSON (asked with such a schema, the
embedded server stopped answering). Where llama-cpp-python is not installed on this side,
or cannot convert the schema, or the schema's outermost value is not an object of its own
rule, ``lenient_grammar`` returns ``None`` and the request carries the schema as before.
"""

from __future__ import annotations

import functools
import json
from typing import Any

_CLOSER = '"}" space'  # the end of an object in llama-cpp-python's GBNF from a schema


def lenient_grammar(schema: dict[str, Any]) -> str | None:
    """llama-cpp-python's GBNF grammar for ``schema``, accepting a comma before the
    closing brace of the outermost object; ``None`` when it cannot be built here."""
    try:
        return _grammar(json.dumps(schema))  # in its order: properties are written so
    except Exception:  # llama_cpp missing, or a schema its converter does not take
        return None


@functools.lru_cache(maxsize=256)
def _grammar(schema_json: str) -> str | None:
    from llama_cpp.llama_grammar import SchemaConverter

    class Converter(SchemaConverter):
        def _format_literal(self, literal: str) -> str:  # a backslash is escaped too
            return super()._format_literal(literal.replace("\\", "\\\\"))

    converter = Converter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
    converter.visit(converter.resolve_refs(json.loads(schema_json), "stdin"), "")
    lines = converter.format_grammar().splitlines()
    roots = [i for i, line in enumerate(lines) if line.startswith("root ::= ")]
    if len(roots) != 1 or not lines[roots[0]].endswith(_CLOSER):
        return None  # not the form this module knows: leave the schema as it is
    lines[roots[0]] = lines[roots[0]][:-len(_CLOSER)] + f'","? space {_CLOSER}'
    return "\n".join(lines)


def closed(text: str) -> str:
    """``text`` without a comma that comes (after spaces) right before a closing brace or
    bracket, outside strings: ``{"a": "x", }`` -> ``{"a": "x" }``."""
    out: list[str] = []
    comma = -1  # where in ``out`` a comma waits to see what follows it
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string, comma = True, -1
        elif ch == ",":
            comma = len(out)
        elif ch in "}]" and comma >= 0:
            del out[comma]
            comma = -1
        elif not ch.isspace():
            comma = -1
        out.append(ch)
    return "".join(out)
