"""A real ``redis-server`` (Debian's) on 127.0.0.1 without persistence, for the tests and
``bench/store.py``: ``with running_redis(folder) as url: ...`` stops it on the way out."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def running_redis(folder: str | Path) -> Iterator[str]:
    """Start it (``redis-server`` must be installed: ``make test`` installs it), wait for
    its PING, yield its URL."""
    import redis

    from agentnb.models.embedded import free_port

    exe = shutil.which("redis-server")
    if exe is None:
        raise FileNotFoundError("redis-server is needed: `make test` installs it "
                                "(apt-get install redis-server)")
    port = free_port()
    proc = subprocess.Popen([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(folder)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.05)
        yield url
    finally:
        client.close()
        proc.terminate()
        proc.wait(10)
