"""ipywidgets for stepping a run: ``Stepper(agent)`` or ``Stepper(run)``.

The panel only reads and drives the public Run API: step, run (on a thread, so the kernel
keeps handling clicks), stop, reset, rewind, approve / edit / deny, inject, and an endpoint
picker. Plots are drawn to PNG and shown in an Image widget, which is safe to update from
the run's thread.
"""

from __future__ import annotations

import html
import json
import threading
from typing import Any

import ipywidgets as w

from ..errors import AgentnbError
from ..loop import Agent, Run
from ..plots import step_plots_png
from ..privacy import redact
from ..render import run_html, run_status

_LIGHT = '<span style="color:{}">&#9679;</span> {}'


class Stepper(w.VBox):
    """A panel to step an agent one iteration at a time and watch what it does."""

    def __init__(self, source: Agent | Run, **kwargs: Any) -> None:
        self.run: Run | None = source if isinstance(source, Run) else None
        agent = source.agent if isinstance(source, Run) else source
        if agent is None:
            raise AgentnbError("this run was loaded read-only; load it with an agent to step it")
        self.agent: Agent = agent
        self._thread: threading.Thread | None = None

        # endpoint picker
        model = agent.model
        url = model.base_url
        embedded = type(model).__name__ == "EmbeddedModel"
        self.url = w.Text(value="embedded" if embedded else url, description="Endpoint",
                          placeholder="embedded, http://host:port/v1 or ollama://host:port")
        self.model_select = w.Dropdown(options=[model.name],
                                       value=model.name, description="Model")
        self.connect_button = w.Button(description="Connect", icon="plug")
        self.light = w.HTML(_LIGHT.format("#adb5bd", "not checked"))
        self.endpoint_info = w.HTML("")
        self.connect_button.on_click(lambda _: self.connect())

        # task and controls
        self.task = w.Textarea(placeholder="What should the agent do?",
                               layout=w.Layout(width="100%"))
        self.step_button = w.Button(description="Step", button_style="primary")
        self.run_button = w.Button(description="Run")
        self.stop_button = w.Button(description="Stop", button_style="warning")
        self.reset_button = w.Button(description="Reset")
        self.rewind_to = w.BoundedIntText(value=0, min=0, max=0, description="to step",
                                          layout=w.Layout(width="140px"))
        self.rewind_button = w.Button(description="Rewind")
        self.step_button.on_click(lambda _: self.step())
        self.run_button.on_click(lambda _: self.run_in_background())
        self.stop_button.on_click(lambda _: self.stop())
        self.reset_button.on_click(lambda _: self.reset())
        self.rewind_button.on_click(lambda _: self.rewind(self.rewind_to.value))

        # inject
        self.inject_text = w.Text(placeholder="a user message for the next step",
                                  layout=w.Layout(width="60%"))
        self.inject_button = w.Button(description="Add user message")
        self.system_text = w.Textarea(value=agent.system, layout=w.Layout(width="60%"))
        self.system_button = w.Button(description="Set system prompt")
        self.inject_button.on_click(lambda _: self.inject())
        self.system_button.on_click(lambda _: self.set_system())

        # views
        self.transcript = w.HTML(layout=w.Layout(width="55%", max_height="600px",
                                                 overflow="auto"))
        self.plot = w.Image(format="png", layout=w.Layout(width="45%"))
        self.approvals = w.VBox()
        self.status = w.HTML()
        super().__init__([
            w.HBox([self.url, self.model_select, self.connect_button, self.light]),
            self.endpoint_info, self.task,
            w.HBox([self.step_button, self.run_button, self.stop_button, self.reset_button,
                    self.rewind_to, self.rewind_button]),
            self.status, w.HBox([self.transcript, self.plot]), self.approvals,
            w.HBox([self.inject_text, self.inject_button]),
            w.HBox([self.system_text, self.system_button]),
        ], **kwargs)
        self.refresh()

    # -- actions ---------------------------------------------------------------------------
    def start(self, task: str) -> Run:
        """Begin a new run of ``task`` (as typing it and pressing Step would, minus the step)."""
        self.task.value = task
        self.run = self.agent.start(task)
        self.refresh()
        return self.run

    def step(self) -> None:
        if not self._ensure_run():
            return
        assert self.run is not None
        if self.run.finished:
            self._say(f"the run has finished ({self.run.stop_reason}): Reset to start again, "
                      "or Rewind", error=True)
            return
        self._guard(self.run.step)
        self.refresh()

    def run_in_background(self) -> None:
        """Step until done on a thread; the transcript and plot update after each step."""
        if self._thread is not None and self._thread.is_alive():
            self._say("already running")
            return
        if not self._ensure_run():
            return
        self.step_button.disabled = self.run_button.disabled = True

        def loop() -> None:
            try:
                assert self.run is not None
                for _ in self.run.iter_steps():
                    self.refresh()
            except AgentnbError as exc:
                self._say(str(exc), error=True)
            finally:
                self.step_button.disabled = self.run_button.disabled = False
                self.refresh()

        self._thread = threading.Thread(target=loop, daemon=True, name="agentnb-stepper")
        self._thread.start()

    def stop(self) -> None:
        if self.run is not None:
            self.run.stop()
            self._say("stopping after the current step")

    def wait(self, timeout: float | None = None) -> None:
        """Block until a background Run finishes (for scripts and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def reset(self) -> None:
        self.run = None
        self.refresh()

    def rewind(self, k: int) -> None:
        if self.run is not None:
            self._guard(lambda: self.run.rewind(k))  # type: ignore[union-attr]
            self.refresh()

    def inject(self) -> None:
        if self.run is not None and self._guard(lambda: self.run.inject(self.inject_text.value)):
            self.inject_text.value = ""
            self.refresh()

    def set_system(self) -> None:
        self.agent.system = self.system_text.value
        if self.run is not None:
            self._guard(lambda: self.run.set_system(self.system_text.value))
        self.refresh()

    def connect(self) -> None:
        """Connect to the endpoint in the URL field; on failure keep the current one."""
        from ..models import connect
        from ..models.probe import probe

        url = self.url.value.strip()
        self.light.value = _LIGHT.format("#fab005", "connecting…")
        try:
            if url in ("", "embedded"):
                model = connect()
            else:
                chosen = self.model_select.value or None
                model = connect(url, model=chosen) if chosen else connect(url)
            names = model.list_models() or [model.name]
            if model.name not in names and names:
                model.name = names[0]
            prof = probe(model)
        except AgentnbError as exc:
            self.light.value = _LIGHT.format("#e03131", "failed")
            self._say(f"could not connect: {exc} (still using {self.agent.model!r})",
                      error=True)
            return
        self.agent.model = model
        self.model_select.options = names or [model.name]
        self.model_select.value = model.name
        self.light.value = _LIGHT.format("#2f9e44", "connected")
        self.endpoint_info.value = (
            f"<small>{html.escape(prof.server_kind)} · decision mode "
            f"<b>{prof.decision_mode}</b> · context window {prof.context_window}</small>")
        self._say(f"connected to {model!r}")

    # -- views -----------------------------------------------------------------------------
    def refresh(self) -> None:
        run = self.run
        self.rewind_to.max = len(run.steps) if run else 0
        if run is None:
            self.transcript.value = "<i>Type a task and press Step.</i>"
            self.plot.value = b""
            self.approvals.children = ()
            self.status.value = ""
            return
        self.transcript.value = run_html(run)
        self.status.value = redact(html.escape(run_status(run)))
        self.approvals.children = tuple(self._approval_row(c) for c in run.pending)
        if run.steps:
            self.plot.value = step_plots_png(run)

    def _approval_row(self, call: Any) -> w.Widget:
        shown = redact(json.dumps(call.arguments, indent=2))  # never a secret on screen
        args = w.Textarea(value=shown, layout=w.Layout(width="50%"))
        reason = w.Text(placeholder="reason the model will see")
        approve = w.Button(description="Approve", button_style="success")
        deny = w.Button(description="Deny", button_style="danger")

        def on_approve(_: Any) -> None:
            if args.value == shown:  # untouched: the call as the model asked for it
                assert self.run is not None
                self._guard(lambda: self.run.approve(call.id))
                self.refresh()
                return
            try:
                edited = json.loads(args.value)
            except json.JSONDecodeError as exc:
                self._say(f"the arguments are not valid JSON: {exc}", error=True)
                return
            if not isinstance(edited, dict):
                self._say("the arguments must be a JSON object", error=True)
                return
            assert self.run is not None
            self._guard(lambda: self.run.approve(call.id, arguments={call.id: edited}))
            self.refresh()

        def on_deny(_: Any) -> None:
            assert self.run is not None
            self._guard(lambda: self.run.deny(reason.value or "denied by the user", call.id))
            self.refresh()

        approve.on_click(on_approve)
        deny.on_click(on_deny)
        title = w.HTML(f"<b>{html.escape(call.name)}</b> wants to run; edit the arguments, "
                       "then approve or deny:")
        box = w.VBox([title, args, w.HBox([approve, deny, reason])])
        box.approve_button, box.deny_button, box.arguments, box.reason = (  # type: ignore[attr-defined]
            approve, deny, args, reason)
        return box

    # -- helpers ---------------------------------------------------------------------------
    def _ensure_run(self) -> bool:
        if self.run is None:
            if not self.task.value.strip():
                self._say("type a task first", error=True)
                return False
            self.run = self.agent.start(self.task.value)
        return True

    def _guard(self, action: Any) -> bool:
        try:
            action()
        except AgentnbError as exc:
            self._say(str(exc), error=True)
            return False
        return True

    def _say(self, message: str, error: bool = False) -> None:
        color = "#e03131" if error else "#495057"
        line = html.escape(run_status(self.run)) + "<br>" if self.run else ""
        self.status.value = redact(
            f'{line}<span style="color:{color}">{html.escape(message)}</span>')


__all__ = ["Stepper"]
