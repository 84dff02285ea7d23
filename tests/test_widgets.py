"""The stepper panel's logic, driven by clicking its buttons (no browser here)."""

import json
import threading

from agentnb import Agent, tool
from agentnb.models.embedded import free_port
from agentnb.testing import FunctionModel, ScriptedModel, tool_call_message
from agentnb.widgets import Stepper
from tests.helpers.common import get_weather, mailer, transfer_agent


def weather_agent(**kw):
    model = ScriptedModel.from_tool_calls([("get_weather", {"city": "Paris"})],
                                          answer="18 C and rain")
    return Agent(model, [get_weather], **kw)


def test_step_button_advances_one_step_and_updates_views():
    ui = Stepper(weather_agent())
    ui.start("Weather in Paris?")
    assert ui.run.steps == [] and bytes(ui.plot.value) == b""
    ui.step_button.click()
    ui.wait(10)
    assert len(ui.run.steps) == 1
    assert "get_weather" in ui.transcript.value and "temperature_c" in ui.transcript.value
    first_plot = bytes(ui.plot.value)
    assert first_plot.startswith(b"\x89PNG")
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.finished and bytes(ui.plot.value) != first_plot
    assert "18 C and rain" in ui.transcript.value and "final_answer" in ui.status.value
    ui.step_button.click()  # a finished run says so
    ui.wait(10)
    assert "has finished" in ui.status.value and len(ui.run.steps) == 2


def test_step_without_task_asks_for_one():
    ui = Stepper(weather_agent())
    ui.step_button.click()
    ui.wait(10)
    assert ui.run is None and "type a task" in ui.status.value
    ui.task.value = "Weather in Paris?"
    ui.step_button.click()
    ui.wait(10)
    assert len(ui.run.steps) == 1 and ui.run.task == "Weather in Paris?"


def waiting(tool_, arguments: dict, task: str):
    """A stepper whose first step asks to run ``tool_`` with ``arguments`` (then the model
    answers "done"), and the approval row it shows."""
    model = ScriptedModel([tool_call_message(tool_.name, arguments), "done"])
    ui = Stepper(Agent(model, [tool_]))
    ui.start(task)
    ui.step_button.click()
    ui.wait(10)
    (row,) = ui.approvals.children
    return ui, row


def test_approval_pauses_then_edit_and_approve():
    send_email, sent = mailer()
    ui, row = waiting(send_email, {"to": "a@x"}, "mail a")
    assert ui.run.stop_reason == "awaiting_approval" and sent == []
    assert row.arguments.rows >= row.arguments.value.count("\n") + 1  # every line shows
    row.arguments.value = "{not json"
    row.approve_button.click()
    assert "not valid JSON" in ui.status.value and ui.run.pending and sent == []
    row.arguments.value = json.dumps({"to": "b@x"})
    row.approve_button.click()
    assert sent == ["b@x"] and not ui.run.pending and ui.approvals.children == ()
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.answer == "done"


def test_the_approval_panel_says_which_values_came_from_the_tools_description():
    send_email, sent = mailer()  # its parameter: "to: recipient."
    _, row = waiting(send_email, {"to": "recipient"}, "mail my boss")
    title = row.children[0].value
    assert "copied: to=&quot;recipient&quot;: from the tool&#x27;s description" in title
    assert sent == []


def test_the_approval_panel_says_which_value_was_asked_again():
    """Scripted model (JSON mode): a placeholder, then the refill's choice of the request's
    words (``agentnb.refill``); the person sees the model's first value."""
    picked: list[str] = []

    @tool(requires_approval=True)
    def laundry_pickup(address: str) -> str:
        """Schedule a laundry pickup.

        Args:
            address: where to collect the laundry.
        """
        picked.append(address)
        return "booked"

    model = ScriptedModel([json.dumps({"action": "laundry_pickup"}),
                           json.dumps({"address": "HM_BUSINESS"}),
                           json.dumps({"address": "7 Harbour View"}), "done"])
    ui = Stepper(Agent(model, [laundry_pickup], decision_mode="json"))
    ui.start("Collect my washing at 7 Harbour View.")
    ui.step_button.click()
    ui.wait(10)
    (row,) = ui.approvals.children
    assert "refilled: the model first wrote address=&quot;HM_BUSINESS&quot;" in \
        row.children[0].value
    assert json.loads(row.arguments.value) == {"address": "7 Harbour View"}
    assert picked == []


def test_the_approval_panel_offers_the_repairs_proposal_and_a_person_takes_it():
    agent, sent = transfer_agent()
    ui = Stepper(agent)
    ui.start("Send 20 EUR to Ana")
    ui.step_button.click()
    ui.wait(10)
    (row,) = ui.approvals.children
    assert "proposed: currency=&quot;EUR&quot;: from the request" in row.children[0].value
    assert json.loads(row.arguments.value) == {"amount": 20}  # the model's call, untouched
    row.use_proposal.click()
    assert json.loads(row.arguments.value) == {"amount": 20, "currency": "EUR"} and sent == []
    row.approve_button.click()
    assert sent == [(20, "EUR")] and ui.run.steps[0].tool_calls[0].edited == {"amount": 20}


def test_deny_sends_the_reason_to_the_model():
    @tool(requires_approval=True)
    def delete(path: str) -> str:
        """Delete a file.

        Args:
            path: which.
        """
        raise AssertionError("never runs")

    ui, row = waiting(delete, {"path": "/"}, "clean up")
    row.reason.value = "too dangerous"
    row.deny_button.click()
    assert "too dangerous" in ui.run.messages[-1]["content"]


def test_run_stays_responsive_and_stop_interrupts():
    release = threading.Event()

    def slow(messages, tools):
        release.wait(0.2)
        n = len(messages)
        return {"tool_calls": [{"id": f"c{n}", "type": "function", "function": {
            "name": "get_weather", "arguments": json.dumps({"city": str(n)})}}]}

    ui = Stepper(Agent(FunctionModel(slow), [get_weather], max_steps=50))
    ui.start("loop")
    ui.run_button.click()
    assert ui.step_button.disabled  # running on its own thread; this thread is free
    ui.stop_button.click()
    release.set()
    ui.wait(10)
    assert ui.run.stop_reason == "stopped_by_user" and len(ui.run.steps) < 50
    assert not ui.step_button.disabled


def test_inject_and_edit_system_prompt_are_marked():
    ui = Stepper(weather_agent())
    ui.start("Weather?")
    ui.step_button.click()
    ui.wait(10)
    ui.inject_text.value = "Answer in French."
    ui.inject_button.click()
    assert ui.run.messages[-1] == {"role": "user", "content": "Answer in French.",
                                   "agentnb": "injected"}
    assert "injected" in ui.transcript.value
    ui.system_text.value = "Be terse."
    ui.system_button.click()
    assert ui.run.messages[0]["content"] == "Be terse." and "edited" in ui.transcript.value
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.messages[-2]["content"] == "Answer in French."  # sent before the answer


def test_rewind_and_reset():
    ui = Stepper(weather_agent())
    ui.start("Weather?")
    ui.step_button.click()
    ui.wait(10)
    ui.step_button.click()
    ui.wait(10)
    ui.rewind_to.value = 1
    ui.rewind_button.click()
    assert len(ui.run.steps) == 1 and not ui.run.finished
    ui.reset_button.click()
    assert ui.run is None and "Type a task" in ui.transcript.value


def test_unreachable_url_keeps_the_previous_connection():
    agent = weather_agent()
    before = agent.model
    ui = Stepper(agent)
    ui.url.value = f"http://127.0.0.1:{free_port()}/v1"
    ui.model_select.options = ["x"]
    ui.connect_button.click()
    assert agent.model is before
    assert "could not connect" in ui.status.value and "failed" in ui.light.value


def test_run_widget_shortcut_and_html_repr():
    run = weather_agent().start("Weather?", save_to=False).run()
    ui = Stepper(run)
    assert isinstance(ui, Stepper) and ui.run is run and "18 C and rain" in ui.transcript.value
    html = run._repr_html_()
    assert "get_weather" in html and "final answer" in html
    assert "<details" in run.steps[0]._repr_html_()


def gated_agent(gate: threading.Event, text: str = "18 C and rain", **kw):
    """A model that streams half its answer, then waits for ``gate`` before finishing."""
    from agentnb.models.base import Capabilities, Model
    from agentnb.types import Reply, Usage

    class Gated(Model):
        name, base_url = "gated", "scripted://"

        def __init__(self):
            self.capabilities = Capabilities(native_tools=True, json_schema=True,
                                             streaming=True, context_window=8192)
            self.decision_mode = "native"

        def complete(self, messages, *, on_text=None, **options):
            if on_text is not None:
                on_text(text[: len(text) // 2])
            gate.wait(10)
            if on_text is not None:
                on_text(text[len(text) // 2:])
            return Reply(message={"role": "assistant", "content": text}, usage=Usage(10, 5))

    return Agent(Gated(), [get_weather], **kw)


def test_a_step_runs_on_the_panels_thread_and_shows_it():
    gate = threading.Event()
    ui = Stepper(gated_agent(gate))
    ui.start("Weather?")
    ui.step_button.click()
    assert ui.busy and ui.step_button.disabled and ui.run_button.disabled
    assert ui.reset_button.disabled and not ui.stop_button.disabled
    assert "running" in ui.status.value and "step 1 is running" in ui.status.value
    assert "the model is writing" in ui.live.value and "decide: 18 C a" in ui.live.value
    ui.reset_button.click()  # disabled in the browser; a direct call is ignored as well
    assert ui.run is not None
    gate.set()
    ui.wait(10)
    assert not ui.busy and not ui.step_button.disabled and ui.live.value == ""
    assert ui.run.answer == "18 C and rain"
    assert ui.transcript.value.count("18 C and rain") == 1  # the answer once
    assert "finished: final answer" in ui.transcript.value and "stopped:" not in \
        ui.transcript.value
    assert ui.status.value.count("step 1 of") == 1 and "step 1 of" not in ui.transcript.value


def test_the_live_view_writes_each_model_call_of_a_json_step_on_a_line_named_by_its_stage(
        monkeypatch):
    """A JSON-mode step makes several model calls (scripted replies here); the live view
    shows each on its own line, named by its stage (the clock moved on so that each
    reply is drawn at once)."""
    import agentnb.widgets as widgets

    ticks = iter(range(1, 1000))
    monkeypatch.setattr(widgets.time, "monotonic", lambda: float(next(ticks)))
    model = ScriptedModel(['{"action": "get_weather"}', '{"city": "Paris"}'])
    ui = Stepper(Agent(model, [get_weather], decision_mode="json"))
    ui.start("What is the weather in Paris?")
    on_text, on_call = ui._stream()
    ui.run.step(on_text=on_text, on_call=on_call)
    assert "choose: {&quot;action&quot;: &quot;get_weather&quot;}\nfill: {&quot;city&quot;: " \
        "&quot;Paris&quot;}" in ui.live.value


def test_stop_during_a_step_ends_the_run_when_the_step_ends():
    gate = threading.Event()
    model = FunctionModel(lambda m, t: gate.wait(10) and tool_call_message(
        "get_weather", {"city": "Paris"}, f"c{len(m)}"))
    ui = Stepper(Agent(model, [get_weather]))
    ui.start("Weather?")
    ui.run_button.click()
    ui.stop_button.click()
    assert "stopping after the current step" in ui.status.value
    gate.set()
    ui.wait(10)
    assert ui.run.stop_reason == "stopped_by_user" and len(ui.run.steps) == 1
    assert "stopped_by_user" in ui.status.value and ui.approvals.children == ()


def test_stop_during_a_step_that_asks_for_approval_leaves_nothing_to_approve():
    send_email, sent = mailer()
    gate = threading.Event()
    model = FunctionModel(lambda m, t: gate.wait(10) and tool_call_message(
        "send_email", {"to": "a@x"}, "c1"))
    ui = Stepper(Agent(model, [send_email]))
    ui.start("mail a")
    ui.step_button.click()
    ui.stop_button.click()
    gate.set()
    ui.wait(10)
    assert ui.run.finished and ui.run.stop_reason == "stopped_by_user"
    assert ui.approvals.children == () and sent == []


def test_reset_and_rewind_to_zero_show_no_plot():
    ui = Stepper(weather_agent())
    ui.start("Weather?")
    assert ui.plot.layout.display == "none"
    ui.step_button.click()
    ui.wait(10)
    assert ui.plot.layout.display is None and bytes(ui.plot.value).startswith(b"\x89PNG")
    ui.rewind_to.value = 0
    ui.rewind_button.click()
    assert ui.plot.layout.display == "none" and bytes(ui.plot.value) == b""
    ui.step_button.click()
    ui.wait(10)
    ui.reset_button.click()
    assert ui.plot.layout.display == "none" and bytes(ui.plot.value) == b""


def test_the_stepper_writes_no_run_file_unless_asked(tmp_path):
    agent = weather_agent(runs_dir=tmp_path / "runs")
    ui = Stepper(agent)
    ui.task.value = "Weather?"
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.path is None and not (tmp_path / "runs").exists()
    saving = Stepper(weather_agent(runs_dir=tmp_path / "runs"), save=True)
    saving.start("Weather?")
    saving.step_button.click()
    saving.wait(10)
    assert saving.run.path.exists() and saving.run.path.parent == tmp_path / "runs"


def test_a_sub_agent_run_nests_under_its_call_and_opens_in_its_own_stepper():
    """A child waiting for approval: the parent shows it under the call and asks for the
    approval; opened, the child steps on its own; the parent then goes on."""
    send_email, sent = mailer()
    child_model = FunctionModel(lambda m, t: "mailed" if any(x["role"] == "tool" for x in m)
                                else tool_call_message("send_email", {"to": "lin"}, "m"))
    mail_agent = Agent(child_model, [send_email])
    parent_model = FunctionModel(
        lambda m, t: "Done: " + [x for x in m if x["role"] == "tool"][-1]["content"]
        if any(x["role"] == "tool" for x in m)
        else tool_call_message("mailer", {"task": "mail lin"}, "d"))
    ui = Stepper(Agent(parent_model, [mail_agent.as_tool("mailer", "Sends mail.")]))
    ui.start("tell lin")
    ui.step_button.click()
    ui.wait(10)
    assert [c.name for c in ui.run.pending] == ["mailer"]  # the child's approval, surfaced
    assert "sub-run" in ui.transcript.value and "send_email" in ui.transcript.value
    ((label, child_id),) = ui.sub_select.options
    assert label.startswith("mailer · ") and ui.sub_select.layout.display == "flex"
    inner = ui.open_child(child_id)
    assert inner.run is ui.run.children[0] and ui.nested.children[1] is inner
    (row,) = inner.approvals.children  # the child's own panel: approve there, step there
    row.approve_button.click()
    inner.step_button.click()
    inner.wait(10)
    assert sent == ["lin"] and inner.run.answer == "mailed"
    assert not ui.run.pending  # the child finished in its panel: the parent's call went on
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.answer == "Done: mailed" and sent == ["lin"]


def test_stepping_into_a_sub_agent_then_the_parent_goes_on():
    """With "Step into sub-agents" on, the call starts the child and waits; the child is
    stepped in its own panel, and when it finishes the parent's call gets its answer."""
    from tests.helpers.batch_agent import make_agent

    parent_model = FunctionModel(
        lambda m, t: "Got: " + [x for x in m if x["role"] == "tool"][-1]["content"]
        if any(x["role"] == "tool" for x in m)
        else tool_call_message("squarer", {"task": "Square the number 5"}, "d"))
    ui = Stepper(Agent(parent_model, [make_agent().as_tool("squarer", "Squares.")]))
    ui.step_into.value = True
    ui.start("five squared?")
    ui.step_button.click()
    ui.wait(10)
    (child,) = ui.run.children
    assert [c.name for c in ui.run.pending] == ["squarer"] and child.steps == []
    inner = ui.open_child(child.id)
    inner.step_button.click()
    inner.wait(10)
    assert len(child.steps) == 1 and ui.run.pending  # one step in: the parent still waits
    inner.step_button.click()
    inner.wait(10)
    assert child.answer == "The square is 25." and not ui.run.pending  # it went on
    assert ui.run.steps[0].results[0].content == "The square is 25."
    ui.step_button.click()
    ui.wait(10)
    assert ui.run.answer == "Got: The square is 25."


def test_a_failed_background_step_leaves_its_error_shown_and_the_last_view_drawn_first():
    from agentnb.errors import RunFileError

    ui = Stepper(weather_agent())
    ui.start("Weather?")

    def step(**options):
        raise RunFileError("cannot save the run: disk full")

    ui.run.step = step
    seen = []
    draw = ui.refresh
    ui.refresh = lambda: (seen.append(ui.busy), draw())[1]
    ui.step_button.click()
    ui.wait(10)
    assert not ui.busy and not ui.step_button.disabled
    # the error stays on the status line (the final view used to wipe it)
    assert "disk full" in ui.status.value and "#e03131" in ui.status.value
    # and the final view is drawn while the buttons still wait: a Reset pressed as soon as
    # they come back cannot be overtaken by this run's plot
    assert seen and seen[-1] is True
