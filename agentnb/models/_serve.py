"""Run ``llama_cpp.server`` for as long as the process that started it lives.

``python -m agentnb.models._serve ARGS...`` is ``python -m llama_cpp.server ARGS...`` plus a
watcher: when the parent (a kernel, a script) dies, even by SIGKILL, the server exits
instead of lingering on its port, and removes its log (``AGENTNB_SERVE_LOG``), which the
dead parent can no longer clean up.
"""

import os
import runpy
import sys
import threading
import time


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    log = os.environ.get("AGENTNB_SERVE_LOG")
    if log:
        try:
            os.unlink(log)
        except OSError:
            pass
    os._exit(0)


if __name__ == "__main__":
    threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    sys.argv[0] = "llama_cpp.server"
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
