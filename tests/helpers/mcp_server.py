"""A real MCP server (the official ``mcp`` package) for the tests:
``python mcp_server.py stdio`` or ``python mcp_server.py http PORT``.

Tools: ``add`` (read-only), ``note`` (writes a line to the file in ``MCP_TEST_LOG``: a side
effect), ``slow`` (sleeps), ``broken`` (raises), ``die`` (the server process exits
mid-call), ``forecast`` (structured output), ``repeat`` (a bounded count).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

server = MCPServer("agentnb-test")


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@server.tool()
def note(text: str) -> str:
    """Write a note to the log."""
    with open(os.environ["MCP_TEST_LOG"], "a") as f:
        f.write(text + "\n")
    return f"noted: {text}"


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def slow(seconds: float) -> str:
    """Wait, then say so."""
    time.sleep(seconds)
    return "waited"


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def broken(x: int) -> str:
    """Always fails."""
    raise ValueError(f"no luck with {x}")


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def die(x: int) -> str:
    """The server exits while answering."""
    os._exit(3)


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def forecast(city: str) -> dict:
    """Tomorrow's weather."""
    return {"city": city, "high_c": 21, "sky": "sun"}


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def repeat(word: str, times: Annotated[int, Field(ge=1, le=3)]) -> str:
    """Say a word one to three times."""
    return " ".join([word] * times)


if __name__ == "__main__":
    if sys.argv[1] == "stdio":
        server.run()
    else:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
