"""agentnb: step through LLM agent loops in Jupyter, on local private models.

``import agentnb`` is cheap: submodules (and openai, pydantic, llama_cpp, matplotlib, ...)
load on first use of the names below.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS = {
    "Agent": "loop", "Run": "loop",
    "tool": "tools", "Tool": "tools", "Toolset": "tools",
    "connect": "models",
    "Step": "types", "ToolCall": "types", "ToolResult": "types", "Usage": "types",
    "Reply": "types", "StopReason": "types",
    "Watchdog": "watchdog",
    "AgentnbError": "errors",
    "Memory": "memory", "ContextManager": "context",
    "RunState": "state", "Policy": "policies", "Model": "models", "Capabilities": "models",
}

__all__ = [
    "Agent", "AgentnbError", "Capabilities", "ContextManager", "Memory", "Model", "Policy",
    "Reply", "Run", "RunState", "Step", "StopReason", "Tool", "ToolCall", "ToolResult",
    "Toolset", "Usage", "Watchdog", "__version__", "connect", "tool",
]

if TYPE_CHECKING:
    from .context import ContextManager
    from .errors import AgentnbError
    from .loop import Agent, Run
    from .memory import Memory
    from .models import Capabilities, Model, connect
    from .policies import Policy
    from .state import RunState
    from .tools import Tool, Toolset, tool
    from .types import Reply, Step, StopReason, ToolCall, ToolResult, Usage
    from .watchdog import Watchdog


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'agentnb' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
