"""The stepper in a real browser: Voila serves a notebook on 127.0.0.1, Debian's Chromium,
driven by Playwright, clicks Step twice (seeing each run on the panel's thread, Step
disabled meanwhile), sees the tool call and the plot, then Reset clears both. Screenshots
go to tests/output/."""

import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agentnb.models.embedded import free_port

HERE = Path(__file__).parent
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture
def voila(tmp_path):
    notebook = tmp_path / "stepper.ipynb"
    shutil.copy(HERE / "notebooks" / "stepper_browser.ipynb", notebook)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "voila", str(notebook), "--no-browser",
                             "--Voila.ip=127.0.0.1", f"--port={port}"], cwd=tmp_path,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # a TCP connect: a GET would start a kernel
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                break
        time.sleep(0.2)
    yield f"http://127.0.0.1:{port}/"
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.mark.e2e
def test_step_twice_in_a_real_browser(voila):
    from playwright.sync_api import expect, sync_playwright

    chromium = shutil.which("chromium")
    assert chromium, "Chromium is needed: `make test` installs it (apt-get install chromium)"
    out = HERE / "output"
    out.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            # nothing leaves the machine: only the Voila server is reachable
            page.route("**/*", lambda route: route.continue_()
                       if route.request.url.startswith(voila) else route.abort())
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
            page.screenshot(path=str(out / "stepper-busy.png"), full_page=True)
            expect(transcript).to_contain_text("step 1", timeout=120_000)
            expect(step).to_be_enabled(timeout=120_000)
            step.click()
            expect(transcript).to_contain_text("step 2", timeout=120_000)
            expect(step).to_be_enabled(timeout=120_000)
            expect(transcript).to_contain_text("get_weather")
            expect(plot).to_be_visible()
            assert plot.evaluate("img => img.naturalWidth") > 100  # a real, decoded PNG
            page.screenshot(path=str(out / "stepper.png"), full_page=True)
            page.get_by_role("button", name="Reset", exact=True).click()
            expect(plot).to_be_hidden()
            expect(page.get_by_text("Type a task and press Step.")).to_be_visible()
            page.screenshot(path=str(out / "stepper-reset.png"), full_page=True)
        finally:
            browser.close()
