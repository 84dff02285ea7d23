"""Grounding: choices the user named outright fill or correct a small model's call."""

import json
from typing import Literal

import pytest

from agentnb import Agent, tool
from agentnb.errors import ConfigError
from agentnb.grounding import ground
from agentnb.policies import GroundArguments, ground_invalid
from agentnb.testing import FunctionModel
from agentnb.types import Step, ToolCall
from tests.helpers.common import ordinary_requests


@tool
def factorize(number: int, return_type: str = "list") -> str:
    """Prime factors of a number.

    Args:
        number: The number.
        return_type: Can be 'list' for all factors or 'dictionary' for counts. Default is 'list'.
    """
    return str(number)


@tool
def rainfall(place: str, span: Literal["six_months", "year", "five_years"] = "year",
             fields: list[Literal["Mean", "Peak", "Days"]] | None = None) -> str:
    """Rainfall statistics.

    Args:
        place: Where, e.g. "Amazon rainforest".
        span: Period.
        fields: Figures wanted.
    """
    return place


@tool
def convert(value: float, source: Literal["inches", "cm"], target: Literal["inches", "cm"] = "cm"
            ) -> float:
    """Convert a length.

    Args:
        value: Length.
        source: Unit of value.
        target: Unit wanted.
    """
    return value


def grounded(tool_, args, request):
    call = ToolCall("c", tool_.name, dict(args))
    ground(call, tool_, request)
    return call.arguments, call.grounded


def test_a_missing_choice_the_request_names_is_filled():
    args, was = grounded(factorize, {"number": 60}, "Factorize 60 and give a dictionary.")
    assert args == {"number": 60, "return_type": "dictionary"}
    assert was == {"return_type": None}


def test_a_choice_the_request_never_mentions_is_corrected():
    args, was = grounded(rainfall, {"place": "Amazon", "span": "year"},
                         "Rain in the Amazon over the last six months?")
    assert args["span"] == "six_months" and was == {"span": "year"}


def test_lists_of_choices_are_filled_with_every_one_named():
    args, _ = grounded(rainfall, {"place": "Lima"}, "Mean and peak rain in Lima")
    assert args["fields"] == ["Mean", "Peak"]


def test_nothing_changes_without_a_clear_single_mention():
    # the model's value is in the request: it stays, even though another choice is too
    assert grounded(rainfall, {"place": "x", "span": "year"},
                    "Rain per year, not over five years")[1] is None
    # two choices named: ambiguous
    assert grounded(factorize, {"number": 6}, "a list or a dictionary of 6")[1] is None
    # nothing named
    assert grounded(factorize, {"number": 6}, "factorize 6")[1] is None
    # a choice is not copied into a second argument that already holds it
    assert grounded(convert, {"value": 3, "source": "inches"}, "3 inches in what?")[1] is None
    # words, not substrings: "alley" does not name "all", "the user's" quotes nothing
    assert grounded(factorize, {"number": 6}, "listing 6")[1] is None


def staged_model(action, arguments):
    """A JSON-mode model that chooses ``action``, fills ``arguments``, then answers."""
    replies = [json.dumps({"action": action}), json.dumps(arguments), "Done."]
    model = FunctionModel(lambda msgs, tools: replies.pop(0))
    model.decision_mode = "json"
    return model


def recording(tool_, seen, **options):
    return tool_.__class__.from_schema(tool_.name, tool_.description, tool_.parameters,
                                       fn=lambda **kw: seen.append(kw) or "ok", **options)


def test_by_default_only_an_invalid_argument_changes_and_it_is_recorded():
    seen = []
    # "source" is required and missing; the request names one unit: the call is fixed
    run = Agent(staged_model("convert", {"value": 3}), [recording(convert, seen)],
                max_steps=1).start("How long is 3 inches?", save_to=False)
    step = run.step()
    assert seen == [{"value": 3, "source": "inches"}] and step.policies == ["ground_arguments"]
    assert step.tool_calls[0].grounded == {"source": None}
    assert "grounded: source (model gave none), from the request" in step.summary()
    assert "grounded: source (model gave none), from the request" in step._repr_html_()
    assert Step.from_dict(json.loads(json.dumps(step.to_dict()))).tool_calls[0].grounded == {
        "source": None}  # saved runs keep it
    assert json.loads(run.messages[2]["tool_calls"][0]["function"]["arguments"]) == seen[0]
    # the history shows the decision that ran; the model's own words stay on the record
    assert json.loads(run.messages[2]["content"])["action_input"] == seen[0]
    assert json.loads(step.reply.message["content"]) == {"value": 3}


def test_by_default_a_valid_call_is_never_changed_and_optional_arguments_never_added():
    seen = []
    run = Agent(staged_model("factorize", {"number": 60}), [recording(factorize, seen)],
                max_steps=1).start("60 as a dictionary please", save_to=False)
    assert run.step().tool_calls[0].grounded is None and seen == [{"number": 60}]
    # two units named: which one is the source is not plain, so nothing is guessed
    seen.clear()
    run = Agent(staged_model("convert", {"value": 3}), [recording(convert, seen)],
                max_steps=1).start("Convert 3 inches to cm", save_to=False)
    step = run.step()
    assert step.tool_calls[0].grounded is None and seen == []
    assert "source" in step.results[0].content  # the model reads the validation error


def test_by_default_tools_with_side_effects_or_approval_get_a_proposal_a_person_accepts():
    for options in ({"side_effects": True}, {"requires_approval": True}):
        seen = []
        run = Agent(staged_model("convert", {"value": 3}),
                    [recording(convert, seen, **options)], max_steps=2).start(
            "How long is 3 inches?", save_to=False)
        step = run.step()
        call = step.tool_calls[0]
        # the call is not changed: the fix the rules find is only proposed
        assert call.grounded is None and call.arguments == {"value": 3} and seen == []
        assert call.proposed == {"source": "inches"} and step.policies == ["ground_arguments"]
        assert 'proposed: source="inches": from the request, not applied' in step.summary()
        assert "proposed: source=" in step._repr_html_()
        assert Step.from_dict(json.loads(json.dumps(step.to_dict()))).tool_calls[0] \
            .proposed == {"source": "inches"}  # saved runs keep it
        if options.get("requires_approval"):  # waits; a person accepts the proposal
            assert [c.id for c in run.pending] == [call.id]
            (res,) = run.approve(call.id, arguments={call.id: call.proposal()})
            assert res.ok and seen == [{"value": 3, "source": "inches"}]
            assert call.edited == {"value": 3}  # what the model asked for, on the record
        else:  # ran as the model wrote it: the model reads the validation error
            assert "source" in step.results[0].content, options
    # a valid call, or one the request gives no single value for, gets no proposal
    for request in ("How long is 3 cm in inches?", "Convert 3 inches to cm"):
        run = Agent(staged_model("convert", {"value": 3, "source": "cm"}
                                 if "long" in request else {"value": 3}),
                    [recording(convert, [], requires_approval=True)], max_steps=1).start(
            request, save_to=False)
        assert run.step().tool_calls[0].proposed is None, request


def test_ask_on_proposals_makes_a_side_effect_call_with_a_proposal_wait():
    seen = []
    tools = [recording(convert, seen, side_effects=True)]
    run = Agent(staged_model("convert", {"value": 3}), tools, max_steps=2,
                ask_on_proposals=True).start("How long is 3 inches?", save_to=False)
    step = run.step()
    (call,) = run.pending
    assert call.proposed == {"source": "inches"} and step.results == [] and seen == []
    assert run.stop_reason == "awaiting_approval"
    (res,) = run.approve(call.id, arguments={call.id: call.proposal()})
    assert res.ok and seen == [{"value": 3, "source": "inches"}]
    # a valid call to the same tool has nothing proposed and does not wait
    seen.clear()
    run = Agent(staged_model("convert", {"value": 3, "source": "inches"}), tools, max_steps=2,
                ask_on_proposals=True).start("How long is 3 inches?", save_to=False)
    assert run.step().results[0].ok and run.pending == [] and len(seen) == 1
    # a batch task may turn it on
    agent = Agent(staged_model("convert", {"value": 3}), tools)
    assert agent.with_options(ask_on_proposals=True).ask_on_proposals is True
    assert agent.ask_on_proposals is False
    for bad in ({"ask_on_proposals": "no"}, {"approve_all": 1}):  # a flag is a bool
        with pytest.raises(ConfigError, match=f"{next(iter(bad))} must be True or False"):
            agent.with_options(**bad)
        with pytest.raises(ConfigError, match="must be True or False"):
            Agent(staged_model("convert", {}), tools, **bad)


def test_every_rule_on_every_call_is_an_opt_in_set():
    seen = []
    fact = recording(factorize, seen)
    run = Agent(staged_model("factorize", {"number": 60}), [fact], max_steps=1,
                policies=[GroundArguments(rules="all")]).start("60 as a dictionary please",
                                                                save_to=False)
    step = run.step()
    assert seen == [{"number": 60, "return_type": "dictionary"}]
    assert step.tool_calls[0].grounded == {"return_type": None}
    assert "rules='all'" in repr(GroundArguments(rules="all"))
    # off by choice: the model's call goes through as it was
    seen.clear()
    run = Agent(staged_model("convert", {"value": 3}), [recording(convert, seen)],
                max_steps=1, ground_arguments=False).start("How long is 3 inches?",
                                                           save_to=False)
    assert run.step().tool_calls[0].grounded is None and seen == []


def test_native_calls_are_left_alone_by_default():
    model = FunctionModel(lambda msgs, tools: {"tool_calls": [{
        "id": "1", "type": "function",
        "function": {"name": "factorize", "arguments": '{"number": 60}'}}]})
    step = Agent(model, [factorize], max_steps=1).start("60 as a dictionary",
                                                         save_to=False).step()
    assert step.tool_calls[0].grounded is None
    assert step.tool_calls[0].arguments == {"number": 60}


def test_a_value_taken_from_a_tool_result_is_kept():
    call = ToolCall("c", "factorize", {"number": 6, "return_type": "list"})
    ground(call, factorize, "factorize 6 into a dictionary", "the caller wants a list")
    assert call.grounded is None


@tool
def route(start: str, end: str, avoid_tolls: bool = False, includeFerries: bool = False) -> str:
    """Fastest route.

    Args:
        start: From.
        end: To.
        avoid_tolls: Avoid toll roads.
        includeFerries: Allow ferries.
    """
    return start


def test_a_flag_the_request_spells_out_is_set():
    args, was = grounded(route, {"start": "SF", "end": "LA", "avoid_tolls": False},
                         "SF to LA with toll roads avoided, including ferries")
    assert args["avoid_tolls"] is True and args["includeFerries"] is True
    assert was == {"avoid_tolls": False, "includeFerries": None}
    # not named, or negated: left alone
    assert grounded(route, {"start": "SF", "end": "LA"}, "SF to LA, tolls are fine")[1] is None
    assert grounded(route, {"start": "a", "end": "b"},
                    "a to b, don't avoid tolls, no ferries included")[1] is None
    assert grounded(route, {"start": "a", "end": "b", "includeFerries": False},
                    "a to b; there are few ferries to include")[1] is None


@tool
def displacement(velocity: float, time: int, acceleration: float = 0.0, rate: float = 0.0
                 ) -> float:
    """Distance covered.

    Args:
        velocity: Initial velocity.
        time: Seconds.
        acceleration: Acceleration.
        rate: Some rate.
    """
    return velocity


def test_a_missing_number_given_after_its_name_is_filled():
    args, was = grounded(displacement, {"velocity": 10, "time": 5},
                         "initial velocity of 10 and acceleration of 9.8 within 5 seconds")
    assert args["acceleration"] == 9.8 and was == {"acceleration": None}
    # a number already used by another argument, a percentage, or no number: left alone
    assert grounded(displacement, {"velocity": 10, "time": 5},
                    "velocity 10, acceleration 10, time 5")[1] is None
    assert grounded(displacement, {"velocity": 1, "time": 5}, "1 m/s at a rate of 5%")[1] is None
    assert grounded(displacement, {"velocity": 1, "time": 5}, "what acceleration?")[1] is None
    # a number the model gave is never replaced (it may be converted: 8% as 0.08)
    assert grounded(displacement, {"velocity": 1, "time": 5, "acceleration": 2.0},
                    "acceleration of 9.8")[1] is None


@tool
def growth(initial_value: int, final_value: int, rate: float = 0.0, years: int = 1) -> float:
    """Compound annual growth.

    Args:
        initial_value: The initial value.
        final_value: The final value.
        rate: The yearly rate as a decimal, e.g. 5% is 0.05.
        years: How many years.
    """
    return 0.0


def test_a_misread_amount_or_percentage_is_corrected():
    # "$2000" and "30,000" tokenize oddly: SmolLM2 writes 200 and 30
    args, was = grounded(growth, {"initial_value": 200, "final_value": 30, "rate": 5.0},
                         "Growth from $2000 to 30,000 at 5% a year")
    assert args == {"initial_value": 2000, "final_value": 30000, "rate": 0.05}
    assert was == {"initial_value": 200, "final_value": 30, "rate": 5.0}
    # two amounts begin with the model's digits: the one right after the name wins, or none
    assert grounded(growth, {"initial_value": 2, "final_value": 5},
                    "an initial value of $2,000,000, a final value of $5,000,000; $200,000 "
                    "costs")[0] == {"initial_value": 2000000, "final_value": 5000000}
    assert grounded(growth, {"initial_value": 2, "final_value": 5},
                    "from $2,000,000 to $200,000, fees $5")[1] is None
    # left alone: a value the request says as is, plain digits (no odd tokens), a
    # conversion, a decimal already, a rate whose description asks for no decimal
    assert grounded(growth, {"initial_value": 20, "final_value": 3},
                    "from $2000 to $3 over 20 years")[1] is None
    assert grounded(growth, {"initial_value": 20, "final_value": 30},
                    "from $20 up: 2000 to 3000")[1] is None
    assert grounded(growth, {"initial_value": 2, "final_value": 3, "rate": 0.05},
                    "from 2 to 3 thousand dollars ($3 per share) at 5%")[1] is None
    # a one-digit value is too likely made up to be a misreading, unless the amount
    # follows the parameter's name
    assert grounded(displacement, {"velocity": 5, "time": 1},
                    "velocity 5 at 5% for $1000")[1] is None
    assert grounded(displacement, {"velocity": 5, "time": 1},
                    "velocity 5 for a time of $1000")[0]["time"] == 1000


@tool
def mountains(location: str, radius: int = 10, amount: int = 1, top_count: int | None = None
              ) -> list:
    """The tallest mountains near a place.

    Args:
        location: Where.
        radius: Search radius in km.
        amount: How many mountains.
        top_count: How many to rank.
    """
    return []


def test_the_requests_one_count_fills_a_counting_parameter():
    args, was = grounded(mountains, {"location": "Denver", "radius": 50},
                         "Find me the 5 tallest mountains within 50km of Denver.")
    assert (args["amount"], args["top_count"]) == (5, 5)
    assert was == {"amount": None, "top_count": None}
    # in words, and over a value the model made up
    args, _ = grounded(mountains, {"location": "Denver", "amount": 1},
                       "Find the three tallest mountains near Denver")
    assert args["amount"] == 3
    # left alone: a value the request gives, two counts, a bound, an ordinal, a year,
    # a percentage, and parameters that count nothing (radius)
    for request in ["the 2 tallest of 3 ranges", "fewer than 5 mountains", "the 3rd tallest",
                    "mountains climbed in 2020", "the top 5% of peaks", "peaks of the 90s",
                    "leave at 3pm", "rated 4.5 stars", "from 10:30", "over $5", "pages 3-5"]:
        args, _ = grounded(mountains, {"location": "Denver"}, request)
        assert "amount" not in args and "top_count" not in args, request
    assert grounded(mountains, {"location": "X", "amount": 2}, "the 2 tallest")[1] is None
    assert "radius" not in grounded(mountains, {"location": "X"}, "five peaks")[0]


def test_a_number_in_a_name_is_no_count():
    """Right after a capitalized word that does not begin a sentence a number is part of a
    name; with one in the request, which number counts is not plain. (Written after a
    held-out request, "Search for Windows 11 problems", set ``limit`` to 11.)"""
    for request in ["Find mountains near Route 66", "peaks seen from the iPhone 15 app",
                    "Show 3 peaks near Apollo 13's landing site",
                    "peaks a Boeing 747 flies over"]:
        args, _ = grounded(mountains, {"location": "X"}, request)
        assert "amount" not in args, request
    for request, n in [("Find 4 peaks near Denver", 4), ("It snows. Find 6 peaks", 6),
                       ("'Show me five peaks'", 5), ("Denver: 7 peaks", 7)]:
        assert grounded(mountains, {"location": "X"}, request)[0]["amount"] == n, request


@tool
def lawsuit(case_number: str, court: str = "", note: str = "") -> dict:
    """A lawsuit's details.

    Args:
        case_number: The case's number.
        court: The court.
        note: Anything else.
    """
    return {}


def test_the_requests_one_identifier_fills_an_identifier_parameter():
    for request, code in [("Details for case number CA123456 in San Diego", "CA123456"),
                          ("the lawsuit '123456-ABC' in Los Angeles", "123456-ABC"),
                          ("docket 2022/AL2562 in California", "2022/AL2562"),
                          ("patient 546382, the brain report", "546382")]:
        for given in [None, "", "{0} - ABC", ".1234567890"]:  # missing, blank, made up
            args = {} if given is None else {"case_number": given}
            assert grounded(lawsuit, args, request)[0]["case_number"] == code, (request, given)
    # left alone: a value the request says, no identifier or two, dates, ordinals,
    # measures, short numbers, and parameters that name no identifier (note)
    assert grounded(lawsuit, {"case_number": "CA1"}, "case CA1 or CA123456")[1] is None
    for request in ["case filed on 2022-04-27, the 16th, 50km away, 123 pages",
                    "cases CA123456 and CA654321", "the lawsuit against Apple"]:
        assert "case_number" not in grounded(lawsuit, {}, request)[0], request
    assert grounded(lawsuit, {"case_number": "X"}, "case X, note B1004")[1] is None
    # an identifier in a tool result makes two: which one is meant is not plain
    call = ToolCall("c", "lawsuit", {"case_number": ""})
    ground(call, lawsuit, "case CA123456", results='{"appeal": "AP778899"}')
    assert call.grounded is None


def test_a_blank_numbered_argument_is_not_moved_to_the_front():
    # "" is found at position 0 of any request: it used to swap in front of species1
    assert grounded(similarity, {"species1": "human", "species2": ""},
                    "How similar are a human and a chimp?")[1] is None


@tool
def similarity(species1: str, species2: str, sequence_id: str = "") -> float:
    """Genetic similarity.

    Args:
        species1: First species.
        species2: Second species.
        sequence_id: A sequence.
    """
    return 0.9


def test_numbered_parameters_follow_the_request_and_literals_are_copied_whole():
    args, was = grounded(similarity, {"species1": "chimp", "species2": "human"},
                         "How similar are a human and a chimp?")
    assert (args["species1"], args["species2"]) == ("human", "chimp")
    assert was == {"species1": "chimp", "species2": "human"}
    args, was = grounded(similarity, {"species1": "human", "species2": "chimp",
                                      "sequence_id": "123"}, "human and chimp, id `DNA123`")
    assert args["sequence_id"] == "DNA123" and was == {"sequence_id": "123"}
    # in order already, or a value the request does not hold: left alone
    assert grounded(similarity, {"species1": "human", "species2": "chimp"},
                    "human and chimp")[1] is None
    assert grounded(similarity, {"species1": "mouse", "species2": "human"},
                    "a human and a chimp")[1] is None


@tool
def t_test(group1: list[float], group2: list[float], alpha: float = 0.05) -> float:
    """Two-sample t-test.

    Args:
        group1: Scores of the first group.
        group2: Scores of the second group.
        alpha: Significance level.
    """
    return 0.5


@tool
def total(values: list[int]) -> int:
    """Sum whole numbers.

    Args:
        values: The numbers.
    """
    return sum(values)


@tool
def npv(cash_flows: list[int], rate: float, years: list[int] | None = None) -> float:
    """Net present value.

    Args:
        cash_flows: Cash flows.
        rate: Discount rate.
        years: Years of the cash flows.
    """
    return 0.0


def test_lists_the_request_writes_out_fill_list_parameters_in_order():
    request = "Compare group A [3, 4, 5, 6, 4] and group B [7, 8, 9, 8, 7]."
    args, was = grounded(t_test, {"group1": [3, 4, 5, 6, 7], "group2": [8, 9, 10]}, request)
    assert args["group1"] == [3, 4, 5, 6, 4] and args["group2"] == [7, 8, 9, 8, 7]
    assert was == {"group1": [3, 4, 5, 6, 7], "group2": [8, 9, 10]}
    # unbracketed runs of three or more numbers count; a missing list is filled
    args, _ = grounded(t_test, {"group1": [12.4]},
                       "group1 (e.g., 12.4, 15.6, 11.2) and group2 (e.g., 10.5, 9.8, 15.2)")
    assert args == {"group1": [12.4, 15.6, 11.2], "group2": [10.5, 9.8, 15.2]}
    assert grounded(total, {"values": [1, 2]}, "Add up [10,20,30]")[0] == {
        "values": [10, 20, 30]}
    # an optional list parameter the model did not give does not count; a sentence's full
    # stop ends a list
    args, _ = grounded(npv, {"cash_flows": [10, 25], "rate": 0.08},
                       "NPV of cash flows 100, 200, 300.")
    assert args == {"cash_flows": [100, 200, 300], "rate": 0.08}


def test_lists_are_left_alone_when_the_match_is_not_plain():
    # already the request's lists (even swapped): kept
    swapped = {"group1": [7, 8], "group2": [3, 4]}
    assert grounded(t_test, swapped, "A [3, 4] and B [7, 8]")[1] is None
    # one list for two parameters, a table, thousands separators, decimals for integers
    assert grounded(t_test, {"group1": [1.0]}, "scores [3, 4, 5]")[1] is None
    assert grounded(t_test, {"group1": [1.0], "group2": [2.0]},
                    "the table [[10, 20], [30, 40]]")[1] is None
    assert grounded(total, {"values": [1]}, "1,000,000 and 2,500, 3,000 people")[1] is None
    assert grounded(total, {"values": [1]}, "add [1.5, 2.5, 3]")[1] is None


@tool
def news(topic: str, limit: int, unit: Literal["celsius", "fahrenheit"] = "celsius") -> list:
    """News about a topic.

    Args:
        topic: What the news is about.
        limit: How many articles to list.
        unit: Temperatures in the articles.
    """
    return []


def repaired(args: dict, request: str) -> dict:
    """The call as the default policies' repair of an invalid call leaves it."""
    call = ToolCall("c", "news", dict(args))
    ground_invalid(call, news, request)
    return call.arguments


def test_default_repair_counts_only_what_the_parameter_counts():
    """Requests written after the rules, each of which the repair of an invalid call got
    wrong: the count must be followed by what ``limit`` counts ("articles"), and a choice
    said after a negation is not the one asked for."""
    for request in ["news about covid 19 vaccines", "headlines about the 3 gorges dam",
                    "news for my 2 kids", "Search for Windows 11 problems"]:
        assert "limit" not in repaired({"topic": "x"}, request), request
    assert repaired({"topic": "x"}, "the 5 latest articles on tides")["limit"] == 5
    assert repaired({"topic": "x"}, "Give me 4 articles about rain")["limit"] == 4
    # with a negation in the request no choice is named (which part it denies is not
    # plain); without one, the choice asked for is
    assert repaired({"topic": "x", "limit": 3, "unit": "kelvin"},
                    "news, not in fahrenheit")["unit"] == "kelvin"
    assert repaired({"topic": "x", "limit": 3, "unit": "kelvin"},
                    "news in celsius, not fahrenheit")["unit"] == "kelvin"
    assert repaired({"topic": "x", "limit": 3, "unit": "kelvin"},
                    "news in celsius")["unit"] == "celsius"
    assert repaired({"topic": "x", "limit": 3, "unit": "kelvin"},
                    "news, but don't use fahrenheit")["unit"] == "kelvin"


@tool
def lookup(order_id: str) -> dict:
    """An order's status.

    Args:
        order_id: The order's identifier.
    """
    return {}


def test_default_repair_takes_an_identifier_only_where_the_request_labels_it():
    """Requests written after the rules: each lone code was taken for ``order_id``."""
    for request in ["Check my order status and text me at 5551234567",
                    "Shipped to 1600 Pennsylvania Avenue NW, Washington DC 20500",
                    "Order status please, my customer number is C-88123",
                    "Status of the order I placed with coupon SAVE2024"]:
        call = ToolCall("c", "lookup", {})
        ground_invalid(call, lookup, request)
        assert call.arguments == {}, request
    for request in ["Where is my order A-77812?", "order number ZK-40417 status"]:
        call = ToolCall("c", "lookup", {})
        ground_invalid(call, lookup, request)
        assert call.arguments["order_id"] in request, request


@tool
def renew_loan(barcode: str) -> str:
    """Renew a library loan.

    Args:
        barcode: The book's barcode.
    """
    return "renewed"


@tool
def open_chart(mrn: str) -> dict:
    """Open a medical chart.

    Args:
        mrn: The patient's medical record number.
    """
    return {}


@tool
def check_warranty(serial: str) -> dict:
    """Warranty status.

    Args:
        serial: The device's serial.
    """
    return {}


@tool
def track_parcel(tracking_code: str) -> dict:
    """Where a parcel is.

    Args:
        tracking_code: The parcel's tracking code.
    """
    return {}


@pytest.mark.parametrize(("tool_", "request_", "want"), [
    (renew_loan, "Renew my book 3901200456, please", "3901200456"),
    (open_chart, "Open the chart of patient MRN-00912", "MRN-00912"),
    (check_warranty, "Is my laptop under warranty? The device is SN-4471-XK", "SN-4471-XK"),
    (track_parcel, "Has my parcel LX123456789DE arrived?", "LX123456789DE"),
    (renew_loan, "Renew my book, my library card is 29921004", None),
    (open_chart, "Open the chart, and call me at 5550123", None),
    (check_warranty, "Is my laptop under warranty? I bought it at store 4471", None),
    (track_parcel, "Where's my parcel? The seller's VAT is GB123456789", None),
])
def test_an_identifier_labelled_by_a_word_of_the_parameters_description(tool_, request_,
                                                                          want):
    """Written before the repair read the parameter's description for the word that
    labels an identifier (it read the parameter's name alone; written on the twenty-first
    group's "Where's my parcel 9400111899223857268499?"): "patient MRN-00912" for ``mrn``,
    "The patient's medical record number"; a lone code after another word stays unread."""
    assert_filled(tool_, request_, want)


@pytest.mark.parametrize(("tool_", "request_", "want"), [
    (track_parcel, "Track my parcel 1ZA4589W0312345678", "1ZA4589W0312345678"),
    (check_warranty, "Warranty for my device 5CG1234XYZ", "5CG1234XYZ"),
    (lookup, "Where is order 2B7X9Q44?", "2B7X9Q44"),
    (lookup, "Order status? It was a 4K TV, 1080p, 55in", None),
    (track_parcel, "Has my parcel come? It weighs 12kg and is 120cm long", None),
    (track_parcel, "Has my parcel arrived? It left on the 21st", None),
])
def test_an_identifier_that_begins_with_a_digit(tool_, request_, want):
    """Written before the repair read such codes ("1Z999AA10123456784", a UPS tracking
    number, in the twenty-first group): a long code mixing digits and letters is an
    identifier; a measure, an ordinal or a screen's size is not."""
    assert_filled(tool_, request_, want)


@tool
def ticket_status(ticket_id: str) -> dict:
    """A support ticket's status.

    Args:
        ticket_id: The ticket.
    """
    return {}


@tool
def book_by_isbn(isbn: str) -> dict:
    """A book's details.

    Args:
        isbn: The ISBN.
    """
    return {}


@pytest.mark.parametrize(("tool_", "request_", "want"), [
    (ticket_status, "Status of ticket 55123?", "55123"),
    (book_by_isbn, "ISBN 9780141439518, who wrote it?", "9780141439518"),
    (book_by_isbn, "Who wrote the book with ISBN number 9780141439518?", "9780141439518"),
    (ticket_status, "Any news? My order number is 55123", None),
    (book_by_isbn, "Who wrote it? The barcode is 9780141439518", None),
])
def test_a_name_of_generic_words_labels_its_identifier(tool_, request_, want):
    """Written before the fix: a name made only of the words of identifiers (``ticket_id``,
    ``isbn``) is its own label, and such a word right before the code is that label, not
    a word to skip (the twenty-second group's "Ticket 448812 is still open" was left)."""
    assert_filled(tool_, request_, want)


def assert_filled(tool_, request: str, want: str | None) -> None:
    """The repair of a call missing the tool's one argument fills it with ``want`` (None:
    leaves it missing)."""
    key = next(iter(tool_.parameters["properties"]))
    call = ToolCall("c", tool_.name, {})
    ground_invalid(call, tool_, request)
    assert call.arguments.get(key) == want


@tool
def ship(item: str, speed: Literal["standard", "express"], insured: bool) -> str:
    """Ship an item.

    Args:
        item: What to ship.
        speed: How fast.
        insured: Whether to insure it.
    """
    return "sent"


def test_default_repair_takes_a_choice_asked_for_and_a_flag_never_denied():
    """Requests written after the rules: a choice only mentioned was taken, and a flag
    named near a negation was set."""
    def fixed(args: dict, request: str) -> dict:
        call = ToolCall("c", "ship", dict(args))
        ground_invalid(call, ship, request)
        return call.arguments

    base = {"item": "book", "insured": False}
    for request in ["Ship the book, express is too pricey", "the book, this express thing",
                    "Ship the book by express? no, standard"]:
        assert "speed" not in fixed(base, request), request
    assert fixed(base, "Ship the book by express")["speed"] == "express"
    assert fixed({**base, "speed": "expres"}, "the express book")["speed"] == "express"
    base = {"item": "book", "speed": "standard"}
    for request in ["Ship the book, insured is not needed", "no need for it to be insured",
                    "I don't mind if it is insured or not"]:
        assert "insured" not in fixed(base, request), request
    assert fixed(base, "Ship the book, insured")["insured"] is True


def test_a_number_after_a_bound_is_no_value_for_the_parameter():
    assert "radius" not in grounded(mountains, {"location": "X"},
                                    "a radius wider than 20 km")[0]
    # a number right before the name counts it: the one after belongs to something else
    assert "radius" not in grounded(mountains, {"location": "X"},
                                    "2 radius settings, 40 km for the first")[0]
    assert grounded(mountains, {"location": "X"}, "a radius of 20 km")[0]["radius"] == 20


def test_default_policies_change_no_ordinary_request_wrongly():
    """bench/ordinary_requests.py's 240 everyday requests from templates: the default
    policies change only invalid calls, and only to the call that must run; every rule on
    every call (the opt-in set) is not that careful, which shows the cases can catch a
    wrong change. (Its eighth group, optional values in other words, is
    ``tests/test_optional_forms.py``'s, run through the policies in the test below.)"""
    bench = ordinary_requests()
    default = bench.measure(None, every=bench.cases())
    assert len(bench.cases()) >= 200
    assert default["wrong"] == 0, default["wrong_examples"]
    assert default["right"] == sum(c["must"] != c["made"] for c in bench.cases()) > 0
    everything = bench.measure([GroundArguments(rules="all")], every=bench.cases())
    assert everything["wrong"] > 0 and everything["by_group"]["negation"]["wrong"] > 0


def test_the_default_policies_on_optional_values_in_other_words():
    """The 179 calls of ``tests/test_optional_forms.py`` through a real step of the
    default agent (``KeepDefaults`` among the policies, a call's system prompt its own):
    the two wrong changes are the known limit (a value a word of the call implies), and
    made-up values are left out, under a system prompt of the assistant's role too."""
    bench = ordinary_requests()
    forms = bench.measure(None, every=bench.optional_forms())
    assert len(bench.optional_forms()) == 179
    assert [w["request"] for w in forms["wrong_examples"]] == ["Find a chardonnay", "Bordeaux"]
    assert forms["right"] >= 41


def test_the_default_policies_on_values_in_their_examples_form():
    """bench/ordinary_requests.py's ninth group: numbers below zero, values of several
    parts and times and dates beside examples that show their form. The default policies
    change none wrongly (a sign in a range or a zone, a number also written without its
    sign, a listing, two values of a form, a time worked out, a date without its year are
    left alone), and put right all but the one in a listing of other things; with every
    tool needing approval, the proposals are the same."""
    # all but "Events in Porto, Portugal, or Braga"
    assert_group(ordinary_requests().example_forms(), 26, 11, 10)


def test_the_default_policies_on_amounts():
    """bench/ordinary_requests.py's tenth group: amounts with thousands separators or a
    word of magnitude. The default policies change none wrongly (a number also written as
    itself, two amounts cut alike, a parameter counted in millions, "5k" and "4K" with no
    currency beside, a measure's amount are left alone), and make every cut amount whole;
    with every tool needing approval, the proposals are the same."""
    assert_group(ordinary_requests().amounts(), 16, 6, 6)


def test_the_default_policies_on_directions():
    """bench/ordinary_requests.py's eleventh group: two codes of one form for a start and
    an end. The default policies change none wrongly (a call with the request's codes in
    the wrong places but no copy, three codes, two ends, no words of direction are left
    alone), and put the request's codes in place of copied examples where its words say
    which goes where; with every tool needing approval, the proposals are the same. Since
    the parameters' roles are read (12-06, thirty-fifth session), "Convert 75 JPY to KRW
    or to TWD" must change: the JPY after the call's amount is the source's; 8 right since
    a code named only in the other role counts as unsaid."""
    # the other 2: three codes
    assert_group(ordinary_requests().directions(), 16, 10, 8)


def test_the_default_policies_on_listed_examples():
    """bench/ordinary_requests.py's twelfth group: a description's listed examples, one
    copied. The default policies change none wrongly (a request naming two of them, none,
    the copied one, one with a negation, or "first" in another sense than the seat class
    are left alone) and put right 7 of the 10 calls that must change (the other 3 hold
    the model's own value or a copy the request also writes); with every tool needing
    approval, 6: the optional value ``KeepDefaults`` leaves out is no proposal."""
    cases = ordinary_requests().listed_examples()
    assert len(cases) == 17 and sum(c["must"] != c["made"] for c in cases) == 10
    for proposed, right in ((False, 7), (True, 6)):
        got = ordinary_requests().measure(None, proposed, every=cases)
        assert got["wrong"] == 0, got["wrong_examples"]
        assert got["right"] == right


@pytest.mark.parametrize(("group", "n", "must", "right", "known"), [
    # a language or a cuisine made from a place, and short names written in full: none
    # changed ("Greek" of Greece, once changed, is the place's beginning and one letter)
    ("derived_words", 25, 5, 5, []),
    # codes made from a name: none changed ("BOS" for Boston is no longer put right)
    ("codes_of_names", 17, 3, 1, []),
    # an example code that is right: "DEU" for Germany, made of none of its letters (the
    # standard code of the country named, since ``agentnb.codes``: left)
    ("right_examples", 9, 5, 4, []),
])
def test_the_default_policies_on_words_and_codes_made_from_a_name(group, n, must, right,
                                                                  known):
    """bench/ordinary_requests.py's thirteenth to fifteenth groups, each written before
    its guard (``names.made_from``, a code is no misspelled name, ``placeholders.may_name``):
    the wrong changes left are the ones the README names, and the misspellings and copies
    are still put right; with every tool needing approval, the proposals are the same."""
    bench = ordinary_requests()
    cases = getattr(bench, group)()
    assert len(cases) == n and sum(c["must"] != c["made"] for c in cases) == must
    for proposed in (False, True):
        got = bench.measure(None, proposed, every=cases)
        assert [w["request"] for w in got["wrong_examples"]] == known
        assert got["right"] == right


def test_the_default_policies_on_values_inferred_beside_lists():
    """bench/ordinary_requests.py's sixteenth group, written before the guards it counts
    (``agentnb.lists``: a negation before the list, a name beside a list of codes, quoted
    texts led into; ``names``: no misspelling of a list the values relate to): 10 values
    the model rightly inferred were changed before them ("Chilru" put to Chile alone, an
    11th wrong), none now, and the 5 lists with a made-up value give their calls. Where
    every tool needs approval no list is read (a proposal holds one call): "Chilru" of
    "Chile, Peru and Bolivia" is proposed as Chile, one of the three, counted wrong."""
    bench = ordinary_requests()
    cases = bench.inferred_beside_lists()
    assert len(cases) == 26 and sum(c["must"] != c["made"] for c in cases) == 5
    got = bench.measure(None, every=cases)
    assert got["wrong"] == 0, got["wrong_examples"]
    assert got["right"] == 5
    got = bench.measure(None, True, every=cases)
    assert [w["ran"] for w in got["wrong_examples"]] == [{"country": "Chile"}]
    assert got["right"] == 0


def test_the_default_policies_on_several_calls_beside_asides():
    """bench/ordinary_requests.py's seventeenth group, written before the aside rule's
    changes it counts (a listing word that joins no value closes an aside; an aside that
    asks for a value, or adds it, is none; a quoted item is read between quotes): 7 calls
    asked for were dropped or changed before them, none now, and 3 of the 4 asides' calls
    are dropped ("I have been to Peru", plain words, is not); with every tool needing
    approval, the same."""
    assert_group(ordinary_requests().several_calls(), 13, 4, 3)


def test_the_default_policies_on_the_issues_kinds_beside_later_rules():
    """bench/ordinary_requests.py's eighteenth group, written before any run of it: its
    one wrong change ("Hotels in Paris, not Paris, TX" completed to "Paris, TX") is gone
    with ``shapes``' guard for a value the request also writes on its own; the 3 calls
    that must change (a span cut short, a time without its "pm", a sign) do."""
    assert_group(ordinary_requests().issue_kinds(), 28, 3, 3)


def test_the_default_policies_on_several_calls_in_other_words():
    """bench/ordinary_requests.py's nineteenth group, written before any run of it: a
    later call whose value is a code made from a word of the request ("MSFT" for
    Microsoft) or whose initials are its code ("Los Angeles" for LA) is kept, and a value a
    call holds whole is not cut into items ("Bosnia and Herzegovina"). Two such calls were
    still dropped until a later code stood for the item listed in its place
    (``parallel._in_place``, held out in ``tests/test_coded_lists.py``): "INTC" is made
    of no word of "Intel", and "F" of Ford is one letter. None now, proposals too."""
    bench = ordinary_requests()
    cases = bench.other_words()
    assert len(cases) == 16
    assert_held(cases)
    for proposed in (False, True):
        assert bench.measure(None, proposed, every=cases)["wrong_examples"] == []


def test_the_default_policies_on_the_issues_kinds_beside_the_evidence_rules():
    """bench/ordinary_requests.py's twentieth group, written before any run of it: no
    wrong change; 3 of the 4 calls that must change are put right (the copied example
    code beside "IBM" stays: "AAPL" has four letters, "IBM" three, not its form). The
    fourth, "Is flight LH400 on time? My order ID is AB1234", was written as the copy
    left standing; the request labels LH400 as the flight, and its call was corrected
    when ``agentnb.labelled`` read it (12-06)."""
    assert_group(ordinary_requests().crossed(), 28, 4, 3)


def test_the_default_policies_on_the_issues_kinds_with_new_tools():
    """bench/ordinary_requests.py's twenty-first group, written before any run of it and
    aimed at no rule: no wrong change. Of the 12 calls that must change, none was put
    right on its first run; 4 since the repair reads the word that labels an identifier
    in the parameter's description ("Where's my parcel LX123456789DE?") and a long code
    that begins with a digit ("1Z999AA10123456784"; both written on this group, held out
    in the two tests above); 8 since a language's name the request asks for is read as
    its code (``agentnb.codes.choice_fix``: "News on X in French" with ``language=
    "French"`` runs ``"fr"``; held out in ``tests/test_codes.py``). Left: a city missing
    beside "for 4 nights" (a name may be a person's)."""
    assert_group(ordinary_requests().new_tools(), 176, 12, 8)


def test_the_default_policies_on_the_newest_readings():
    """bench/ordinary_requests.py's twenty-second group, written before any run of it: no
    wrong change, by the policies or their proposals. First run: 4 of the 9 calls that
    must change put right; 5 since a name made only of identifiers' words labels its
    code ("Ticket 448812", held out in ``test_a_name_of_generic_words_labels_its_
    identifier``). Left: lists after "about" ("Facts about Spain and Portugal, skip the
    history": "about" leads into no value for the list rule), and the aside with "also"
    ("Weather in Rome. We also loved Naples last year": Naples runs)."""
    bench = ordinary_requests()
    cases = bench.newest()
    assert len(cases) == 22 and sum(c["must"] != c["made"] for c in cases) == 9
    for proposed, right in ((False, 5), (True, 4)):
        got = bench.measure(None, proposed, every=cases)
        assert got["wrong"] == 0, got["wrong_examples"]
        assert got["right"] == right


def test_the_default_policies_on_requests_as_typed():
    """bench/ordinary_requests.py's twenty-third group, written before any run of it and
    aimed at no rule: on its first run, 1 wrong ("hotles in Viena for 2 nights": the
    model's "Vienna" had become "Viena"); none since a name the model spelled right, a
    word of the embedding model's vocabulary where the request's is none, stays (held
    out in ``tests/test_names.py``). 1 of its 2 calls that must change right (no rule
    fills a missing city)."""
    assert_group(ordinary_requests().chatty(), 30, 2, 1)


def test_the_default_policies_on_capitals_emoji_and_other_languages():
    """bench/ordinary_requests.py's twenty-fourth group, written before any run of it and
    aimed at no rule ("PRICE OF APPLE STOCK NOW" with AAPL, "Wetter in München?"): no
    change on its first run, none now."""
    assert_group(ordinary_requests().shouted(), 22, 0, 0)


def test_the_default_policies_on_values_with_signs_and_forms():
    """bench/ordinary_requests.py's twenty-fifth group, written before any run of it and
    aimed at no rule ("Weather at 33.86 S, 151.2 E" with ``lat=-33.86``, "Fly into JFK
    from LHR", "Weather in Portland, Maine" with "Portland, ME"): no change on its first
    run, none now."""
    assert_group(ordinary_requests().marked(), 25, 0, 0)


def test_the_default_policies_on_several_calls_joined_in_other_ways():
    """bench/ordinary_requests.py's twenty-sixth group, written before any run of it and
    aimed at no rule: on its first run, 5 of 20 steps could not hold the model's calls (the
    more stage was not asked after "as well as", "along with", "in addition to", "— and",
    "Same for"), counted wrong; since those joins are read (held out in
    ``tests/test_parallel.py``), every step holds them and no call is dropped."""
    bench = ordinary_requests()
    cases = bench.joined()
    assert_held(cases)
    assert_group(cases, 20, 0, 0)


def test_the_default_policies_on_standard_codes():
    """bench/ordinary_requests.py's twenty-seventh group, written before the rules that
    read countries' and languages' codes (``agentnb.codes``), aimed at them. First run: 5
    wrong (a copied "USA" for "the United States" put to "KLM", "IBM", and "KWS" beside
    Kenya; 2 steps could not hold "ESP"/"PRT" and "DEU"/"AUT": the more stage was not
    asked) and 0 of the 13 that must change right. Then none wrong, 9 right; 10 since
    "UK" and "in the UK" are read (``codes.ALSO``). Left: "in German, not English" (a
    negation), "in Spain, I'm from Italy" (a second country named, not asked for), and
    "Kenya" beside the code "KWS" (two candidates: the copy "USA" stays)."""
    bench = ordinary_requests()
    cases = bench.standard_codes()
    assert_held(cases)
    assert_group(cases, 26, 13, 10)


def test_the_default_policies_on_standard_codes_later():
    """bench/ordinary_requests.py's twenty-eighth group, written after the rules for
    standard codes and for a later code in its item's place, before any run of it, to
    find their wrong changes. First run: 3 wrong, 5 of the 8 that must change right. One
    was those rules' ("Tell me about Georgia, the US state": the copied, right "USA" put
    to "GEO"; none since a copy whose country the request writes in another code stays,
    held out in ``tests/test_codes.py``). Two were steps that could not hold the model's
    calls: the more stage was not asked where the first call's code is made from no word
    ("F" for "Ford and GM", "INTC" for "Intel, AMD and Micron"); none since a first code
    stands where its letters do (``parallel._place``, held out in
    ``tests/test_coded_lists.py``)."""
    bench = ordinary_requests()
    cases = bench.codes_later()
    assert_held(cases)
    assert_group(cases, 19, 8, 5)


def test_the_default_policies_on_codes_in_valid_calls():
    """bench/ordinary_requests.py's twenty-ninth group, written after the rules on valid
    calls for codes (``codes.choice_fix``, ``placeholders.form_fix``), before any run of
    it, to find their wrong changes. First run: 2 wrong (two parameters of language
    codes: "Translate 'hola' into English" put ``source`` to "en" beside ``target="en"``),
    3 of the 6 that must change right; none wrong since one choice asked for fills one
    parameter (held out in ``tests/test_codes.py``), 3 right; 4 since the parameters'
    roles are read (12-06, thirty-fifth session: "in", "into", "to" ask for a target's)."""
    bench = ordinary_requests()
    cases = bench.codes_check()
    assert_held(cases)
    assert_group(cases, 19, 6, 4)


def test_the_default_policies_on_common_names_of_codes():
    """bench/ordinary_requests.py's thirtieth group, written after the names people write
    that ISO's tables lack ("UK", "Russia", "Turkey" only as written) and "the" before a
    name asked for were read, before any run of it, to find their wrong changes (a turkey,
    "Greek salad", a name in a place's or a topic's words, two countries in two roles, a
    name that is no choice). First run: none wrong, the 4 that must change right."""
    bench = ordinary_requests()
    cases = bench.codes_names()
    assert_held(cases)
    assert_group(cases, 26, 4, 4)


def test_the_default_policies_on_copies_of_examples_of_several_parts():
    """bench/ordinary_requests.py's thirty-first group, written after the rule for an
    example of several parts copied (``shapes.copy_fix``), before any run of it, to find
    its wrong changes. First run: 4 wrong (the example right, the place asked for written
    in other words, "SF", "the Bay Area", beside a place of the example's form in another
    role: "my mom is in Austin, TX", "we drove up from San Jose, CA"), 4 of the 6 that
    must change right; none wrong since the span must be the one place the request asks
    for (``shapes._asked_at``, held out in ``tests/test_shapes.py``), 4 right."""
    bench = ordinary_requests()
    cases = bench.copies_of_examples()
    assert_held(cases)
    assert_group(cases, 22, 6, 4)


def test_the_default_policies_on_times_and_dates_beside_a_described_format():
    """bench/ordinary_requests.py's thirty-second group, written after times and dates
    beside a described format ("in 24-hour format 'HH:MM'") and a moment of the other
    kind were read (``agentnb.moments``), before any run of it, to find their wrong
    changes (two times, a time of the model's own, a duration, a date and a time in one,
    a negation). First run: none wrong, the 4 that must change right."""
    bench = ordinary_requests()
    cases = bench.formats_described()
    assert_held(cases)
    assert_group(cases, 14, 4, 4)


def test_the_default_policies_on_enum_choices_asked_for_by_name():
    """bench/ordinary_requests.py's thirty-third group, written after the rule for an
    ``enum``'s choice nothing says beside another asked for by name (``enums.choice_fix``),
    before any run of it, to find its wrong changes (another choice mentioned as
    something else, "pool rides take too long"; two parameters of one ``enum``). First
    run: none wrong, 4 of the 7 that must change right (left: a choice that starts the
    request, "Cheap eats", and "300 kelvin in celsius", where two choices are named)."""
    bench = ordinary_requests()
    cases = bench.choices_named()
    assert_held(cases)
    assert_group(cases, 20, 7, 4)


def test_the_default_policies_on_enum_choices_after_the_tools_words():
    """bench/ordinary_requests.py's thirty-fourth group, written after ``enums.asked`` read
    a choice right after a word of the tool's text and ``enums._where`` a short lower-case
    choice that is no code as a word, before any run of it. First run: 1 wrong, "Rent the
    sedan's bigger brother in Leeds" (``SUV`` became ``Sedan``), 6 of 7 right; a choice
    written with "'s" is since not asked for. Left: "Order a large iced coffee", the word
    after the choice being another ``enum``'s, not the tool's text."""
    bench = ordinary_requests()
    cases = bench.choices_after_words()
    assert_held(cases)
    assert_group(cases, 17, 7, 6)


def test_the_default_policies_on_examples_copied_in_a_start_or_an_end():
    """bench/ordinary_requests.py's thirty-fifth group, written after the rule for an
    example of several parts copied in a start or an end (``directions.route_fix``),
    before any run of it. First run: 1 wrong, "Bus to Davis, CA from here; I moved from
    Reno, NV" (the start became "Reno, NV"), 4 of 5 right; since, no other "from" (or
    "to") may lead to a place. Left: "Shipping from Lyon, France to my aunt in Nice,
    France", the end's value after "in", not "to"."""
    bench = ordinary_requests()
    cases = bench.routes_copied()
    assert_held(cases)
    assert_group(cases, 14, 5, 4)


def test_the_default_policies_on_the_tools_text_copied_for_a_place():
    """bench/ordinary_requests.py's thirty-sixth group, written after ``copy_fix`` and
    ``route_fix`` took another copy of the tool's text ("City, State") for the example
    copied, before any run of it. First run: none wrong, 2 of 3 right. Left: "A place to
    stay downtown in Tulsa, OK" with ``where="downtown"``, a word the request says."""
    bench = ordinary_requests()
    cases = bench.texts_copied()
    assert_held(cases)
    assert_group(cases, 10, 3, 2)


def test_the_default_policies_on_names_of_several_words_one_misspelled():
    """bench/ordinary_requests.py's thirty-seventh group, written after ``names`` read a
    name of several words with one misspelled, before any run of it. First run: 2
    reported wrong, both cases written to stay whose change writes the place the request
    names ("Mount Hoodoo" for "Tell me about Mount Hood"): their expected calls were
    wrong, and were corrected; then none wrong, 8 of 8 right."""
    bench = ordinary_requests()
    cases = bench.names_misspelt()
    assert_held(cases)
    assert_group(cases, 12, 8, 8)


def test_the_default_policies_on_counts_before_their_parameters_word():
    """bench/ordinary_requests.py's thirty-eighth group, written after ``counted.count_fix``,
    before any run of it. First run: 2 wrong ("A room in Oslo for my 2 roommates and me"
    gave ``number_of_rooms=2``; "the 4 drinkers" gave ``num_drinks=4``), 5 of 5 right;
    since, a longer word than the thing counted counts only where the parameter's
    description writes it: none wrong, 5 right."""
    bench = ordinary_requests()
    cases = bench.counts_named()
    assert_held(cases)
    assert_group(cases, 12, 5, 5)


def test_the_default_policies_on_values_of_a_marked_shape():
    """bench/ordinary_requests.py's thirty-ninth group, written after ``marked.marked_fix``,
    before any run of it. First run: 3 wrong (the example "facebook/react" for "Star
    React; I also like vuejs/core" became "vuejs/core"; "and/or" and "TCP/IP" were taken
    for a repository), 3 of 5 right; since, a copy of which the request says a word
    stands, and a pair of words with a slash is no value: none wrong, 3 right (left:
    "torvalds" and "psf/requests-oauthlib", values built from the request's words)."""
    bench = ordinary_requests()
    cases = bench.marked_values()
    assert_held(cases)
    assert_group(cases, 20, 5, 3)


def test_the_default_policies_on_standard_codes_of_free_strings():
    """bench/ordinary_requests.py's fortieth group, written after the rule for a free
    string whose example is a standard code (``codes.choice_fix``), before any run of it.
    First run: 1 wrong ("Holidays for my trip to Japan and Korea": "US" became "JP"), 3 of
    8 right; since, a name listed with another asks for none, lower-case country codes are
    read, and a code counts as said only by a name of the parameter's kind: none wrong, 6
    right (left: a negation, and a name after "from")."""
    bench = ordinary_requests()
    cases = bench.codes_free()
    assert_held(cases)
    assert_group(cases, 19, 8, 6)


def test_the_default_policies_on_quoted_texts():
    """bench/ordinary_requests.py's forty-first group, written after ``quoted.quote_fix``,
    before any run of it. First run: 1 wrong ("Add my boss's 'urgent' tag to a new to-do
    for the report": ``content`` became "urgent"), 3 of 6 right; since, a quoted text
    followed by a content word names a kind of it and is no value, and a quoted text must
    be led into as the value (found by the whole bench's film with "the lines 'I'll be
    back'"): none wrong, 2 of 6 right (left: the model's "tax" for 'tax 2026', two quoted
    texts, a value saying the request's words, "Save the quote 'less is more'")."""
    bench = ordinary_requests()
    cases = bench.quoted_texts()
    assert_held(cases)
    assert_group(cases, 16, 6, 2)


def test_the_default_policies_on_a_date_and_a_time_in_one():
    """bench/ordinary_requests.py's forty-second group, written after the rule for a date
    and a time in one value (``moments``), before any run of it. First run: none wrong,
    3 of 4 right (left: a value in the format that reads as another time, "20:00" for
    "7 pm")."""
    bench = ordinary_requests()
    cases = bench.dates_and_times()
    assert_held(cases)
    assert_group(cases, 12, 4, 3)


def test_the_default_policies_on_made_up_places():
    """bench/ordinary_requests.py's forty-third group, written after ``shapes.copy_fix``
    and ``directions.route_fix`` took a made-up value too, before any run of it. First
    run: none wrong, 1 of 3 right (left: "Round Rock, TX", which says a word of the
    request, "TX"; a start not right after "from")."""
    bench = ordinary_requests()
    cases = bench.made_up_places()
    assert_held(cases)
    assert_group(cases, 12, 3, 1)


def test_the_default_policies_on_enum_choices_as_the_first_word():
    """bench/ordinary_requests.py's forty-fourth group, written after the rule for an
    ``enum``'s choice that is the request's first word, before any run of it. First run:
    6 wrong (the command for another thing: "Rent a car, then find me a flat", "Stop the
    music and turn the oven on", "Start the day right"), 3 of 3 right; since, the article
    must lead to a choice of another ``enum`` of the tool ("Start the washer"): none
    wrong, 2 right (left: "Buy a home")."""
    bench = ordinary_requests()
    cases = bench.choices_first()
    assert_held(cases)
    assert_group(cases, 9, 3, 2)


def test_the_default_policies_on_values_cut_short_beside_a_stated_format():
    """bench/ordinary_requests.py's forty-fifth group, written after ``shapes.format_fix``,
    before any run of it. First run: none wrong, 4 of 4 right."""
    bench = ordinary_requests()
    cases = bench.stated_formats()
    assert_held(cases)
    assert_group(cases, 12, 4, 4)


def assert_held(cases: list) -> None:
    """The agent's stages, no policy, give the model's calls for every case: a step can
    hold them all."""
    bench = ordinary_requests()
    for case in cases:
        assert bench.ran(case, []) == case["made"], case["request"]


def assert_group(cases: list, n: int, must: int, right: int,
                 proposed_right: int | None = None) -> None:
    """A group of ``bench/ordinary_requests.py`` of ``n`` cases, ``must`` of them calls that
    must change: the default policies change none wrongly and put ``right`` right, and
    with every tool needing approval their proposals do the same (``proposed_right``
    right where it differs: an optional value ``KeepDefaults`` leaves out is no
    proposal)."""
    assert len(cases) == n and sum(c["must"] != c["made"] for c in cases) == must
    bench = ordinary_requests()
    for proposed in (False, True):
        got = bench.measure(None, proposed, every=cases)
        assert got["wrong"] == 0, got["wrong_examples"]
        assert got["right"] == (right if not proposed or proposed_right is None
                                else proposed_right)


def test_the_default_policies_on_currencies():
    """bench/ordinary_requests.py's forty-sixth group, written after the currencies of
    ``agentnb.codes``, before any run: 2 wrong on its first run ("a trip to the euro
    zone", "I paid a 30 EUR fee"), none since their guards; 5 of 5 right."""
    cases = ordinary_requests().currencies()
    assert_held(cases)
    assert_group(cases, 14, 5, 5)


def test_the_default_policies_on_domain_names_and_images():
    """The forty-seventh group: 2 wrong on its first run ("ASP.NET", "I read about it on
    reddit.com"), none since; 3 of 3 right."""
    cases = ordinary_requests().sites_and_images()
    assert_held(cases)
    assert_group(cases, 12, 3, 3)


def test_the_default_policies_on_weekdays_and_months():
    """The forty-eighth group: 2 wrong on its first run ("Yoga, as I missed it on Friday",
    "for April or May"), none since; 3 of 3 right (one expected call corrected: "Pilates
    on Tuesday after my Friday shift" asks for Tuesday, which the rule leaves: a miss)."""
    cases = ordinary_requests().weekdays_and_months()
    assert_held(cases)
    assert_group(cases, 11, 4, 3)


def test_the_default_policies_on_values_labelled_by_their_parameters_name():
    """The forty-ninth group: none wrong on its first run, 5 of 5 right."""
    cases = ordinary_requests().labelled_values()
    assert_held(cases)
    assert_group(cases, 13, 5, 5)


def test_the_default_policies_on_roles_and_names_before_the_tools_words():
    """bench/ordinary_requests.py's fiftieth group, written after the rules that read two
    parameters' roles ("from_currency", "target_language") and a name right before a
    word of the tool's own text ("Spanish podcasts"), before any run: none wrong on its
    first run; 10 of the 14 that must change right, 11 since a code named only in the
    other role counts as unsaid (the model's two codes the other way round: "Convert 200
    EUR to GBP"; left: "for euros", where "for" says no role; "Irish", a language's name
    where a country is asked for; "Italian books or French books", where the model's
    "en" stays beside the two names); with every tool needing approval, 2 fewer: the two
    optional codes ``KeepDefaults`` leaves out are no proposals."""
    cases = ordinary_requests().roles_and_things()
    assert_held(cases)
    assert_group(cases, 15, 14, 11, proposed_right=9)


def test_the_default_policies_on_commands_before_what_the_tool_acts_on():
    """bench/ordinary_requests.py's fifty-first group, written after the rule that reads
    a command before what the tool acts on ("Close the driveway gate"), before any run:
    none wrong on its first run; 6 of the 9 that must change right (left: "Raise" where
    the choice is "up", "Play the song I paused" where "song" is no word of the tool's;
    and "my back door" where "back" stands before the tool's word, right since the
    second word after the article counts: 7)."""
    cases = ordinary_requests().commands_on_things()
    assert_held(cases)
    assert_group(cases, 12, 9, 7)


def test_the_default_policies_on_names_misspelled_within_their_first_letters():
    """bench/ordinary_requests.py's fifty-second group, written after ``names._slipped``,
    before any run: 2 wrong on its first run ("Weather in Paris for Boris" put "Boras"
    to "Boris", by the older rule of a name's first three letters; "How did Leeds do
    against Luton?" put "Leads" to "Leeds"), none since a misspelling is read only where
    the request leaves no other place no argument holds ("in", "at", "from", "to"... before
    it; first any other name, till BFCL's multiple_61 showed "a Landscape Architect"
    blocking "Portsmouth" for "in Portland"), but for one joined to it as an item of a
    list ("and", "or", a comma: ``tests/test_items.py``'s "in Havana and for 3 nights in
    Lima" showed it another call's). Two expected calls written as ones that stand were
    corrected: "Weather in Paris for Boris" must give Paris (the made-up place rule,
    ``agentnb.places``, written later, puts it), and "Leads" is Leeds misspelled. 8 of
    the 12 that must change right ("I'm Rosa; weather in Rome?" too, as Rosa is no
    place; left: another first letter, "Brake", "Mice", "Jets"; "Frank Herbert", two
    words)."""
    cases = ordinary_requests().slips()
    assert_held(cases)
    assert_group(cases, 13, 12, 8)


def test_the_default_policies_on_flags_of_things_switched():
    """bench/ordinary_requests.py's fifty-third group, written after ``flags.switch_fix``,
    before any run: none wrong on its first run; 6 of the 8 that must change right (left:
    "switch it on", where "it" is no word of the tool's, beside "turning off"; "the camera
    can stay off", said without a switch)."""
    cases = ordinary_requests().switches()
    assert_held(cases)
    assert_group(cases, 13, 8, 6)


def test_the_default_policies_on_how_many_of_one_currency_for_one_of_another():
    """bench/ordinary_requests.py's fifty-fourth group, written after "how many" and "one"
    gave a currency its role, before any run: none wrong on its first run; 4 of the 5
    that must change right (left: "dollars", which no currency's name is alone)."""
    cases = ordinary_requests().how_many()
    assert_held(cases)
    assert_group(cases, 8, 5, 4)


def test_the_default_policies_on_words_joined_for_the_requests_spaces():
    """bench/ordinary_requests.py's fifty-fifth group, written after ``spaced.spaced_fix``,
    before any run: 3 wrong on its first run ("Stratford-upon-Avon" and "Aix-en-Provence",
    names the model wrote in their own spelling, and ``document="tax_return"``, a stored
    thing's name), none since a name with capitals written with hyphens is left and a
    parameter of a stored thing says an identifier; 5 of the 6 that must change right
    (left: "New-York", left with them). The whole bench then found one more, in its
    eighth group: ``cabin="premium_economy"`` for "in premium economy", where the
    description lists "premium_economy"; none since a description that writes a joined
    word shows the tool's form."""
    cases = ordinary_requests().spaced()
    assert_held(cases)
    assert_group(cases, 11, 6, 5)


def test_the_default_policies_on_places_zones_own_names_and_commands():
    """bench/ordinary_requests.py's fifty-sixth group, written after the readings from
    ``mixed_requests.py --later families8`` (a made-up place, a zone asked for by its
    city, the tool's own name, a command's object as the second word), before any run: 1
    wrong on its first run ("follow the channel my friend Sam likes" put "Sam" for the
    tool's own name), none since the parameter's word in the request stops that reading;
    the 8 that must change right."""
    cases = ordinary_requests().families8_readings()
    assert_held(cases)
    assert_group(cases, 16, 8, 8)


def test_the_default_policies_on_zones_cities_under_another_area():
    """bench/ordinary_requests.py's fifty-seventh group, written after ``zones.zone_fix``
    read a zone's city under another area, before any run: 1 wrong on its first run
    ("Europe/Kiev" for "Local time in Kyiv" put to "Europe/Kyiv", the same zone by
    another name), none since a key whose clock is the asked zone's stands; the 3 that
    must change right."""
    cases = ordinary_requests().zone_areas()
    assert_held(cases)
    assert_group(cases, 8, 3, 3)
