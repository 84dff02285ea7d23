"""Two-tool chains on the embedded model, unsteered: how many finish with the right calls.

Each task needs tool A, then tool B fed with A's result, then an answer. Every task runs
five times in one process on one server: with the default policies (``avoid_repeats``
among them: a decision that only repeats answered calls is asked again without those
tools), without ``check_choice``, without ``avoid_repeats``, with the tools listed
closest in meaning to the task first (``tool_order="meaning"``) instead of as given (A,
then B), and with constrained requests carrying the schema alone (``schema_only``), not
the grammar that allows a trailing comma.
A task counts as *complete* when its calls are exactly A then B with the expected
arguments and the run ends with a final answer; the answer's wording is not judged.
Only the first task (the demo's) was looked at while building the feature. One JSON line.

    python bench/two_tools.py
"""

from __future__ import annotations

import json
from typing import Any

from parallel_requests import schema_only

from agentnb import Agent, tool
from agentnb.cli import demo_tools
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel


def toolbox() -> dict[str, Any]:
    get_weather, celsius_to_fahrenheit = demo_tools()

    @tool
    def get_capital(country: str) -> str:
        """Capital city of a country.

        Args:
            country: Country name, e.g. "Italy".
        """
        return {"france": "Paris", "japan": "Tokyo"}.get(country.strip().lower(), "unknown")

    @tool
    def get_population(city: str) -> int:
        """Number of people living in a city.

        Args:
            city: City name.
        """
        return {"paris": 2102650, "tokyo": 14094034}.get(city.strip().lower(), 0)

    @tool
    def get_distance_km(origin: str, destination: str) -> float:
        """Road distance between two cities in kilometres.

        Args:
            origin: Starting city.
            destination: Destination city.
        """
        return 1054.0

    @tool
    def get_river_length_km(river: str) -> float:
        """Length of a river in kilometres.

        Args:
            river: River name, e.g. "Danube".
        """
        return {"nile": 6650.0, "danube": 2850.0}.get(river.strip().lower(), 0.0)

    @tool
    def km_to_miles(km: float) -> float:
        """Convert kilometres to miles.

        Args:
            km: Distance in kilometres.
        """
        return round(km * 0.621371, 1)

    @tool
    def get_price_usd(item: str) -> float:
        """Price of an item in US dollars.

        Args:
            item: Item name.
        """
        return 4.5

    @tool
    def usd_to_eur(amount: float) -> float:
        """Convert an amount in US dollars to euros.

        Args:
            amount: Amount in US dollars.
        """
        return round(amount * 0.92, 2)

    @tool
    def get_user_id(name: str) -> str:
        """Look up a customer's user id by name.

        Args:
            name: Customer name.
        """
        return "U-4821"

    @tool
    def get_orders(user_id: str) -> list:
        """Orders placed by a user.

        Args:
            user_id: The user's id, e.g. "U-1000".
        """
        return ["order 771: 2 lamps"] if user_id == "U-4821" else []

    return {t.name: t for t in [get_weather, celsius_to_fahrenheit, get_capital, get_population,
                                get_distance_km, get_river_length_km, km_to_miles,
                                get_price_usd, usd_to_eur, get_user_id, get_orders]}


# task, then the two expected calls: (tool, {argument: value}); string values compare
# case-insensitively, numbers as floats
TASKS: list[tuple[str, list[tuple[str, dict[str, Any]]]]] = [
    ("What is the temperature in Paris in Fahrenheit?",
     [("get_weather", {"city": "Paris"}), ("celsius_to_fahrenheit", {"celsius": 18})]),
    ("What is the temperature in Tokyo in Fahrenheit?",
     [("get_weather", {"city": "Tokyo"}), ("celsius_to_fahrenheit", {"celsius": 25})]),
    ("What is the weather in the capital of France?",
     [("get_capital", {"country": "France"}), ("get_weather", {"city": "Paris"})]),
    ("How many people live in the capital of Japan?",
     [("get_capital", {"country": "Japan"}), ("get_population", {"city": "Tokyo"})]),
    ("How many miles is it from Paris to Berlin by road?",
     [("get_distance_km", {"origin": "Paris", "destination": "Berlin"}),
      ("km_to_miles", {"km": 1054})]),
    ("How long is the Nile in miles?",
     [("get_river_length_km", {"river": "Nile"}), ("km_to_miles", {"km": 6650})]),
    ("How much does a coffee cost in euros?",
     [("get_price_usd", {"item": "coffee"}), ("usd_to_eur", {"amount": 4.5})]),
    ("What orders has the customer Alice placed?",
     [("get_user_id", {"name": "Alice"}), ("get_orders", {"user_id": "U-4821"})]),
]


def same(got: Any, want: Any) -> bool:
    if isinstance(want, str):
        return isinstance(got, str) and got.strip().lower() == want.lower()
    return isinstance(got, (int, float)) and not isinstance(got, bool) and \
        abs(float(got) - want) < 1e-6


def score(run, want: list[tuple[str, dict[str, Any]]]) -> dict[str, bool]:
    calls = [(c.name, c.arguments) for s in run.steps for c in s.tool_calls]
    names_ok = [n for n, _ in calls] == [n for n, _ in want]
    args_ok = names_ok and all(set(a) == set(w) and all(same(a[k], w[k]) for k in w)
                               for (_, a), (_, w) in zip(calls, want, strict=True))
    return {"second_tool": len(calls) > 1 and calls[1][0] == want[1][0],
            "complete": args_ok and run.stop_reason == "final_answer"}


def main() -> None:
    tools = toolbox()
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    figures: dict[str, dict[str, Any]] = {}
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object",
                                  decision_mode="json")
        # the defaults; without check_choice; without avoid_repeats; the tools listed
        # closest to the task first (tool_order="meaning") instead of as given (A, B); the
        # schema alone sent, not the grammar that allows a trailing comma
        for key, options in (("avoid_repeats", {}), ("no_check_choice", {"check_choice": False}),
                             ("off", {"avoid_repeats": False}),
                             ("meaning_order", {"tool_order": "meaning"}),
                             ("schema_only", {})):
            row = figures[key] = {"complete": 0, "second_tool": 0, "steps": 0,
                                  "model_calls": 0, "check_choice_asked": 0, "stops": {},
                                  "completed": []}
            for task, want in TASKS:
                chosen = [tools[want[0][0]], tools[want[1][0]]]
                with schema_only(key == "schema_only"):
                    run = Agent(model, chosen, max_steps=6, **options).start(
                        task, save_to=False).run()
                row["check_choice_asked"] += sum("check_choice" in s.policies
                                                 for s in run.steps)
                got = score(run, want)
                row["complete"] += got["complete"]
                row["second_tool"] += got["second_tool"]
                row["steps"] += len(run.steps)
                row["model_calls"] += sum(
                    1 + len(getattr(s, "stages", [])) +  # JSON-mode stages before the last
                    len((s.redecided or {}).get("rejected", [])) for s in run.steps)
                row["stops"][run.stop_reason] = row["stops"].get(run.stop_reason, 0) + 1
                if got["complete"]:
                    row["completed"].append(task)
    finally:
        server.stop()
    print(json.dumps({"bench": "two_tools", "tasks": len(TASKS), **figures}))


if __name__ == "__main__":
    main()
