"""The stepper in a real browser, in Voila and in JupyterLab, served on 127.0.0.1 and shown
in Debian's Chromium, driven by Playwright: Step runs on the panel's thread (Step disabled
meanwhile), the tool call and the plot appear, Reset clears both. Screenshots go to
tests/output/."""

import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from agentnb.models.embedded import free_port

HERE = Path(__file__).parent
OUT = HERE / "output"  # screenshots of each browser test
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]


def serve(command: list[str], cwd: Path, port: int, env: dict | None = None):
    """Start a server, wait until its port accepts connections (a GET could start a
    kernel), and return the process."""
    proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                break
        time.sleep(0.2)
    return proc


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture
def voila(tmp_path):
    notebook = tmp_path / "stepper.ipynb"
    shutil.copy(HERE / "notebooks" / "stepper_browser.ipynb", notebook)
    port = free_port()
    proc = serve([sys.executable, "-m", "voila", str(notebook), "--no-browser",
                  "--Voila.ip=127.0.0.1", f"--port={port}"], tmp_path, port)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


@pytest.fixture
def jupyterlab(tmp_path):
    """JupyterLab on 127.0.0.1 with no token (loopback, a test's own), its news popup off."""
    import json
    import os

    shutil.copy(HERE / "notebooks" / "stepper_browser.ipynb", tmp_path / "stepper.ipynb")
    settings = tmp_path / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = free_port()
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(tmp_path / "settings"),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    proc = serve([sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
                  "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
                  "--IdentityProvider.token=", "--ServerApp.password=",
                  f"--ServerApp.root_dir={tmp_path}"], tmp_path, port, env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@contextmanager
def browser_page(base: str) -> Iterator[Any]:
    """A page in Debian's Chromium that reaches only ``base`` (nothing leaves the machine);
    the browser is closed on the way out."""
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    assert chromium, "Chromium is needed: `make test` installs it (apt-get install chromium)"
    OUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.route("**/*", lambda route: route.continue_()
                       if route.request.url.startswith(base) else route.abort())
            yield page
        finally:
            browser.close()


@pytest.mark.e2e
def test_step_twice_in_a_real_browser(voila):
    from playwright.sync_api import expect

    with browser_page(voila) as page:
        page.goto(voila, timeout=120_000)
        step = page.get_by_role("button", name="Step", exact=True)
        step.wait_for(state="visible", timeout=120_000)
        transcript = page.locator(".agentnb-run")
        plot = page.locator(".widget-image")
        expect(plot).to_be_hidden()  # no run yet: no image, not a broken one
        step.click()
        # the step runs on the panel's thread: the page says so and Step waits
        expect(step).to_be_disabled(timeout=10_000)
        expect(page.get_by_text("step 1 is running")).to_be_visible(timeout=10_000)
        expect(transcript).to_contain_text("What is the weather in Paris?")
        page.screenshot(path=str(OUT / "stepper-busy.png"), full_page=True)
        expect(transcript).to_contain_text("step 1", timeout=120_000)
        expect(step).to_be_enabled(timeout=120_000)
        step.click()
        expect(transcript).to_contain_text("step 2", timeout=120_000)
        expect(step).to_be_enabled(timeout=120_000)
        expect(transcript).to_contain_text("get_weather")
        expect(plot).to_be_visible()
        assert plot.evaluate("img => img.naturalWidth") > 100  # a real, decoded PNG
        page.screenshot(path=str(OUT / "stepper.png"), full_page=True)
        page.get_by_role("button", name="Reset", exact=True).click()
        expect(plot).to_be_hidden()
        expect(page.get_by_text("Type a task and press Step.")).to_be_visible()
        page.screenshot(path=str(OUT / "stepper-reset.png"), full_page=True)


@pytest.mark.e2e
def test_step_in_jupyterlab(jupyterlab):
    """The same panel inside JupyterLab: run the notebook's cells, press Step,
    see the busy state, then the tool call and the plot."""
    from playwright.sync_api import expect

    with browser_page(jupyterlab) as page:
        page.goto(f"{jupyterlab}/lab/tree/stepper.ipynb", timeout=120_000)
        expect(page.locator(".jp-Notebook")).to_be_visible(timeout=120_000)
        # the kernel is connected once the status bar says it is idle
        expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(
            timeout=120_000)
        # run both cells as a reader would: the first selected, Shift+Enter twice
        page.locator(".jp-Cell .jp-InputPrompt").first.click()
        page.keyboard.press("Shift+Enter")
        page.keyboard.press("Shift+Enter")
        step = page.get_by_role("button", name="Step", exact=True)
        try:
            step.wait_for(state="visible", timeout=120_000)
        finally:
            page.screenshot(path=str(OUT / "jupyterlab-run-all.png"), full_page=True)
        plot = page.locator(".widget-image")
        expect(plot).to_be_hidden()
        step.click()
        expect(step).to_be_disabled(timeout=10_000)
        expect(page.get_by_text("step 1 is running")).to_be_visible(timeout=10_000)
        page.screenshot(path=str(OUT / "jupyterlab-busy.png"), full_page=True)
        transcript = page.locator(".agentnb-run")
        expect(transcript).to_contain_text("step 1", timeout=120_000)
        expect(step).to_be_enabled(timeout=120_000)
        expect(transcript).to_contain_text("get_weather")
        expect(plot).to_be_visible()
        assert plot.evaluate("img => img.naturalWidth") > 100
        page.screenshot(path=str(OUT / "jupyterlab-stepper.png"), full_page=True)
