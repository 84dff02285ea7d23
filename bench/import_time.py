"""Cold import time of agentnb in fresh processes, median of 7, against a bare interpreter.

    python bench/import_time.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

SNIPPETS = {
    "python_startup": "pass",
    "import_agentnb": "import agentnb",
    "from_agentnb_import_Agent_tool_connect": "from agentnb import Agent, tool, connect",
}


def once(code: str) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - t0


def main() -> None:
    figures = {}
    for name, code in SNIPPETS.items():
        once(code)  # warm the OS file cache, as a second kernel start would be
        figures[name] = statistics.median(once(code) for _ in range(7))
    base = figures["python_startup"]
    print(json.dumps({
        "bench": "import_time", "runs": 7,
        **{f"{k}_ms": round(v * 1000, 1) for k, v in figures.items()},
        "import_agentnb_minus_startup_ms": round((figures["import_agentnb"] - base) * 1000, 1),
        "full_api_minus_startup_ms": round(
            (figures["from_agentnb_import_Agent_tool_connect"] - base) * 1000, 1),
    }))


if __name__ == "__main__":
    main()
