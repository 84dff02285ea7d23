"""ipywidgets for stepping a run: ``Stepper(agent)`` or ``Stepper(run)``.

The panel only reads and drives the public Run API: step and run (on a thread, so the
kernel keeps handling clicks: Stop works while a step runs, and the reply's text streams
into the panel), stop, reset, rewind, approve / edit / deny (or take the argument repair's
proposal), inject, and an endpoint picker. Plots are drawn to PNG and shown in an Image
widget, which is safe to update from the run's thread. The runs it starts are kept in
memory unless ``save=`` asks for a store.
"""

from __future__ import annotations

import html
import json
import threading
import time
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..errors import AgentnbError
from ..loop import Agent, Run
from ..plots import step_plots_png
from ..privacy import redact
from ..render import copies, proposals, refills, run_html, run_status

_LIGHT = '<span style="color:{}">&#9679;</span> {}'


class Stepper(w.VBox):
    """A panel to step an agent one iteration at a time and watch what it does.

    ``save``: where the runs it starts are saved after every step: ``False`` (the
    default: nowhere, so a dashboard writes nothing), ``True`` (the agent's store,
    ``runs_dir/runs.db`` unless it has another) or a store or where one is (``x.db``,
    ``x.json``, ``redis://...``). A run passed in keeps its own store."""

    def __init__(self, source: Agent | Run, *, save: bool | str | Path = False,
                 **kwargs: Any) -> None:
        self.run: Run | None = source if isinstance(source, Run) else None
        self.save = save
        agent = source.agent if isinstance(source, Run) else source
        if agent is None:
            raise AgentnbError("this run was loaded read-only; load it with an agent to step it")
        self.agent: Agent = agent
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._running = False

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

        # sub-agents: a child run opens in a stepper of its own, nested below
        self.sub_select = w.Dropdown(options=[], description="Sub-run",
                                     layout=w.Layout(display="none"))
        self.sub_button = w.Button(description="Open", layout=w.Layout(display="none"))
        self.sub_button.on_click(lambda _: self.open_child(self.sub_select.value))
        self.nested = w.VBox(layout=w.Layout(margin="0 0 0 24px"))
        self.step_into = w.Checkbox(value=False, description="Step into sub-agents",
                                    indent=False)
        self.parent_panel: Stepper | None = None  # the panel this one is nested in

        # views
        self.transcript = w.HTML(layout=w.Layout(width="100%"))
        self.live = w.HTML()  # the reply's text as it streams in, while a step runs
        self.plot = w.Image(format="png", layout=w.Layout(width="45%", display="none"))
        self.approvals = w.VBox()
        self.status = w.HTML()
        super().__init__([
            w.HBox([self.url, self.model_select, self.connect_button, self.light]),
            self.endpoint_info, self.task,
            w.HBox([self.step_button, self.run_button, self.stop_button, self.reset_button,
                    self.rewind_to, self.rewind_button]),
            self.status, w.HBox([w.VBox([self.transcript, self.live],
                                        layout=w.Layout(width="55%")), self.plot]),
            self.approvals,
            w.HBox([self.inject_text, self.inject_button]),
            w.HBox([self.system_text, self.system_button]),
            w.HBox([self.step_into, self.sub_select, self.sub_button]), self.nested,
        ], **kwargs)
        self.refresh()

    # -- actions ---------------------------------------------------------------------------
    def start(self, task: str) -> Run:
        """Begin a new run of ``task`` (as typing it and pressing Step would, minus the step)."""
        self.task.value = task
        self.run = self.agent.start(task, save_to=self._save_to())
        self.refresh()
        return self.run

    def step(self) -> None:
        """One step, on a thread (``wait()`` blocks until it is done)."""
        if self._ensure_run():
            assert self.run is not None
            if self.run.finished:
                self._say(f"the run has finished ({self.run.stop_reason}): Reset to start "
                          "again, or Rewind", error=True)
                return
            self._in_background(1)

    def run_in_background(self) -> None:
        """Step until done on a thread; the transcript and plot update after each step."""
        if self._ensure_run():
            self._in_background(None)

    def _in_background(self, max_steps: int | None) -> None:
        """Step (at most ``max_steps``) on a thread, showing that it is busy: the buttons
        that would change the run are disabled, Stop is not, and the reply's text streams
        in below the transcript."""
        if self.busy:
            self._say("a step is running: wait for it, or press Stop")
            return
        run = self.run
        assert run is not None
        run.step_into = self.step_into.value
        self._set_busy(True)

        def loop() -> None:
            n, problem = 0, ""
            try:
                while not run.finished and not run.pending and not self._stopping and (
                        max_steps is None or n < max_steps):
                    self._say(f"step {len(run.steps) + 1} is running; Stop ends the run after "
                              "it", busy=True)
                    on_text, on_call = self._stream()
                    run.step(on_text=on_text, on_call=on_call)
                    n += 1
                    self.refresh()
                if self._stopping and not run.finished:
                    run.stop()
            except AgentnbError as exc:
                problem = str(exc)
            finally:
                # the last view before the buttons come back: a Reset pressed right after
                # could otherwise be overtaken by this run's plot, and the error wiped
                self.refresh()
                self._set_busy(False)
                self._say(problem, error=bool(problem))

        self._thread = threading.Thread(target=loop, daemon=True, name="agentnb-stepper")
        self._thread.start()

    @property
    def busy(self) -> bool:
        """True while a step runs on the panel's thread."""
        return self._running

    def _set_busy(self, busy: bool) -> None:
        self._running = busy
        self._stopping = False if busy else self._stopping
        for b in (self.step_button, self.run_button, self.reset_button, self.rewind_button,
                  self.inject_button, self.system_button, self.connect_button):
            b.disabled = busy
        for row in self.approvals.children:
            row.approve_button.disabled = row.deny_button.disabled = busy
        self.live.value = ""

    def _stream(self) -> tuple[Any, Any]:
        """An ``on_text`` that shows the step's replies as they arrive (at most 10 updates
        a second), and an ``on_call`` that starts a line for each model call, named by its
        stage (``run.step``)."""
        calls: list[list[str]] = []  # [name, text so far] per model call
        shown = [0.0]

        def show(now: float) -> None:
            shown[0] = now
            lines = "\n".join(f"{name}: {text}" if name else text for name, text in calls)
            self.live.value = redact(
                '<div style="color:#495057;font-size:12px;white-space:pre-wrap">'
                f"<i>the model is writing:</i>\n{html.escape(lines[-2000:])}</div>")

        def on_call(name: str) -> None:
            calls.append([name, ""])

        def on_text(text: str) -> None:
            if not calls:
                calls.append(["", ""])
            calls[-1][1] += text
            now = time.monotonic()
            if now - shown[0] >= 0.1:
                show(now)

        return on_text, on_call

    def stop(self) -> None:
        """Stop the run: at once between steps; during a step, as soon as it ends."""
        if self.run is None:
            return
        if self.busy:
            self._stopping = True
            self._say("stopping after the current step…", busy=True)
        else:
            self.run.stop()
            self.refresh()

    def wait(self, timeout: float | None = None) -> None:
        """Block until a background Run finishes (for scripts and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def reset(self) -> None:
        if not self.busy:
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
            self._show_plot(None)
            self.approvals.children = ()
            self.status.value = ""
            return
        # newest at the bottom, scrolled into view: a column-reverse box starts at its end
        self.transcript.value = (
            '<div style="display:flex;flex-direction:column-reverse;max-height:600px;'
            f'overflow:auto"><div>{run_html(run, header=False)}</div></div>')
        if not self.busy:
            self._say("")
        kids = {f"{c.state.parent['tool']} · {c.id} · {c.stop_reason or 'ready'}": c.id
                for c in run.children if c.agent is not None}
        self.sub_select.options = list(kids.items())
        shown = "flex" if kids else "none"
        self.sub_select.layout.display = self.sub_button.layout.display = shown
        if run.finished and self.parent_panel is not None:
            self.parent_panel._child_finished(run)
        pending = {c.id for c in run.pending}
        if {getattr(r, "call_id", None) for r in self.approvals.children} != pending:
            self.approvals.children = tuple(self._approval_row(c) for c in run.pending)
        self._show_plot(step_plots_png(run) if run.steps else None)

    def open_child(self, run_id: str | None) -> Stepper | None:
        """Show the sub-agent run ``run_id`` in a stepper of its own below (its own Step;
        when it finishes, the call here that waits for it goes on)."""
        child = next((c for c in self.run.children if c.id == run_id), None) \
            if self.run else None
        if child is None:
            return None
        inner = Stepper(child, save=self.save)
        inner.parent_panel = self
        self.nested.children = (w.HTML(f"<b>sub-run {child.id}</b> "
                                       f"({child.state.parent['tool']})"), inner)
        return inner

    def _child_finished(self, child: Run) -> None:
        """A sub-run stepped to its end in a nested panel: its call here goes on."""
        call = (child.state.parent or {}).get("call")
        if self.run is not None and any(c.id == call for c in self.run.pending):
            self.run.approve(ids=[call])
            self.refresh()

    def _show_plot(self, png: bytes | None) -> None:
        """The plot, or no image at all (never an empty one: browsers draw a broken icon)."""
        if png is None:
            self.plot.layout.display = "none"
            self.plot.value = b""
        else:
            self.plot.value = png
            self.plot.layout.display = None

    def _approval_row(self, call: Any) -> w.Widget:
        shown = redact(json.dumps(call.arguments, indent=2))  # never a secret on screen
        args = w.Textarea(value=shown, rows=min(max(shown.count("\n") + 1, 3), 15),
                          layout=w.Layout(width="50%"))
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
        buttons = [approve, deny, reason]
        copy = (f'<br><span style="color:#e8590c">copied: {html.escape(copies(call))}</span>'
                if call.copied else "")
        if call.refilled:
            copy += (f'<br><span style="color:#e8590c">refilled: '
                     f"{html.escape(refills(call))}</span>")
        if call.proposed:  # the repair's values, put in the editor by a person, not by us
            copy += (f'<br><span style="color:#e8590c">proposed: '
                     f"{html.escape(proposals(call))}</span>")
            use = w.Button(description="Use the proposal")

            def on_use(_: Any) -> None:
                args.value = redact(json.dumps(call.proposal(), indent=2))

            use.on_click(on_use)
            buttons.insert(0, use)
        title = w.HTML(f"<b>{html.escape(call.name)}</b> wants to run; edit the arguments, "
                       f"then approve or deny:{copy}")
        box = w.VBox([title, args, w.HBox(buttons)])
        box.approve_button, box.deny_button, box.arguments, box.reason = (  # type: ignore[attr-defined]
            approve, deny, args, reason)
        box.use_proposal = buttons[0] if call.proposed else None  # type: ignore[attr-defined]
        box.call_id = call.id  # type: ignore[attr-defined]
        return box

    # -- helpers ---------------------------------------------------------------------------
    def _ensure_run(self) -> bool:
        if self.run is None:
            if not self.task.value.strip():
                self._say("type a task first", error=True)
                return False
            self.run = self.agent.start(self.task.value, save_to=self._save_to())
            self.refresh()
        return True

    def _save_to(self) -> Any:
        return None if self.save is True else (self.save or False)

    def _guard(self, action: Any) -> bool:
        try:
            action()
        except AgentnbError as exc:
            self._say(str(exc), error=True)
            return False
        return True

    def _say(self, message: str, error: bool = False, busy: bool = False) -> None:
        """One status line: the run's state (or that a step is running), then a message."""
        color = "#e03131" if error else "#495057"
        line = html.escape(run_status(self.run, busy=busy)) if self.run else ""
        note = f' · <span style="color:{color}">{html.escape(message)}</span>' if message \
            else ""
        self.status.value = redact(line + note)


__all__ = ["Stepper"]
