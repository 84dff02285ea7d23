"""Answers in prose on the embedded model: does the answer hold what the tool returned?

Not BFCL: 20 everyday requests over the tools of ``parallel_requests.py``, each with the
result its tool returns (whatever the arguments) and the facts a right answer holds
("rain" and "18" for the weather in Paris), written before any was run. Each case runs
two steps of a fresh agent with the default policies: the tool, called as the model fills
it (``tool_choice`` naming it), then the answer (``tool_choice="none"``: the answer stage).
An answer is *right* when it holds every fact (words without case, numbers as numbers:
"1,490" is 1490); *invented* counts answers with a number that neither the request nor
the result holds.

Settings, in one run on one server: ``flat`` (the answer stage shows a JSON object result
as ``key: value`` pairs, the default: ``agentnb.stages.result_text``) and ``json`` (the
result's text as the tool returned it).

    python bench/answers.py [--settings flat,json]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from typing import Any

from parallel_requests import tool_of

from agentnb import Agent, stages
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

# (request, tool, its result, the facts a right answer holds)
CASES: list[tuple[str, str, Any, list[str]]] = [
    ("What's the weather in Paris?", "get_weather",
     {"city": "Paris", "temperature_c": 18, "sky": "rain"}, ["18", "rain"]),
    ("Is it sunny in Madrid?", "get_weather",
     {"city": "Madrid", "temperature_c": 31, "sky": "sunny"}, ["sunny"]),
    ("How cold is it in Oslo?", "get_weather",
     {"city": "Oslo", "temperature_c": -4, "sky": "snow"}, ["-4"]),
    ("What's the weather like in Lima?", "get_weather",
     {"city": "Lima", "temperature_c": 22, "sky": "cloudy"}, ["22", "cloudy"]),
    ("Convert 30 USD to EUR.", "convert_currency", {"amount": 27.6, "currency": "EUR"},
     ["27.6"]),
    ("How many yen is 10 dollars?", "convert_currency", {"amount": 1490, "currency": "JPY"},
     ["1490"]),
    ("What's the stock price of AAPL?", "get_stock_price",
     {"symbol": "AAPL", "price": 189.5, "currency": "USD"}, ["189.5"]),
    ("How much is NVDA trading at?", "get_stock_price", {"symbol": "NVDA", "price": 121.3},
     ["121.3"]),
    ("What is the population of Monaco?", "get_population",
     {"country": "Monaco", "population": 38000, "year": 2023}, ["38000"]),
    ("How many people live in Iceland?", "get_population",
     {"country": "Iceland", "population": 390000}, ["390000"]),
    ("Define 'candid'.", "define_word",
     {"word": "candid", "definition": "truthful and straightforward; frank"}, ["truthful"]),
    ("What does 'brevity' mean?", "define_word",
     {"word": "brevity", "definition": "concise and exact use of words"}, ["concise"]),
    ("Translate 'hello' into Italian.", "translate", {"text": "ciao", "language": "Italian"},
     ["ciao"]),
    ("How do you say 'thank you' in German?", "translate",
     {"text": "danke", "language": "German"}, ["danke"]),
    ("What is the factorial of 6?", "factorial", 720, ["720"]),
    ("What's 5 factorial?", "factorial", 120, ["120"]),
    ("Area of a triangle with base 8 and height 6?", "triangle_area", {"area": 24}, ["24"]),
    ("What's the road distance from Lyon to Paris?", "road_distance",
     {"origin": "Lyon", "destination": "Paris", "km": 465}, ["465"]),
    ("How far is Porto from Lisbon by road?", "road_distance", {"km": 313}, ["313"]),
    ("How much does the book 'Dune' cost?", "book_price", {"title": "Dune", "price": 9.5},
     ["9.5"]),
]

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def numbers(text: str) -> set[float]:
    return {float(n.replace(",", "")) for n in _NUMBER.findall(text)}


def holds(answer: str, fact: str) -> bool:
    if _NUMBER.fullmatch(fact):
        return float(fact) in numbers(answer)
    return fact.lower() in answer.lower()


def run_setting(model: OpenAICompatModel, setting: str) -> dict[str, Any]:
    shown = stages.result_text
    if setting == "json":
        stages.result_text = str  # the result's text as the tool returned it
    right = invented = answered = 0
    seconds: list[float] = []
    try:
        for request, name, result, facts in CASES:
            run = Agent(model, [tool_of(name, lambda _r=result, **kw: _r)], decision_mode="json",
                        max_steps=3).start(request, save_to=False)
            run.step(tool_choice=name)
            t0 = time.perf_counter()
            run.step(tool_choice="none")
            seconds.append(time.perf_counter() - t0)
            answer = run.answer or ""
            answered += bool(answer)
            right += all(holds(answer, f) for f in facts)
            invented += bool(numbers(answer) - numbers(request) - numbers(json.dumps(result)))
    finally:
        stages.result_text = shown
    return {"bench": "answers", "setting": setting, "cases": len(CASES), "answered": answered,
            "right": right, "invented_numbers": invented,
            "answer_seconds": round(statistics.mean(seconds), 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--settings", default="flat,json")
    args = parser.parse_args()
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for setting in args.settings.split(","):
            print(json.dumps(run_setting(model, setting)), flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
