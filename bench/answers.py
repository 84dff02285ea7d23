"""Answers in prose on the embedded model: does the answer hold what the tool returned?

Not BFCL: 20 everyday requests over the tools of ``parallel_requests.py``, each with the
result its tool returns (whatever the arguments) and the facts a right answer holds
("rain" and "18" for the weather in Paris), written before any was run. Each case runs
two steps of a fresh agent with the default policies: the tool, called as the model fills
it (``tool_choice`` naming it), then the answer (``tool_choice="none"``: the answer stage).
An answer is *right* when it holds every fact (words without case, numbers as numbers:
"1,490" is 1490); *invented* counts answers with a number that neither the request nor
the result holds.

Settings, in one run on one server: ``flat`` (the defaults: the answer stage shows a JSON
object result as ``key: value`` pairs, ``agentnb.stages.result_text``, and an answer
showing trouble is drawn again, ``agentnb.draws``), ``no_draws`` (``answer_draws=0``) and
``json`` (the result's text as the tool returned it). Also counted: answers where a draw
stood, and the model calls of the answer steps. ``--batch second``: 24 more cases, written
before any run with the draws.

    python bench/answers.py [--settings flat,no_draws,json] [--batch first|second]
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

# written before any run of it (with the answer draws of agentnb.draws): the same tools,
# other phrasings, yes/no questions, two answers a result gives only by a computation
SECOND: list[tuple[str, str, Any, list[str]]] = [
    ("Tell me the weather in Berlin.", "get_weather",
     {"city": "Berlin", "temperature_c": 9, "sky": "overcast"}, ["9", "overcast"]),
    ("Is it raining in Dublin right now?", "get_weather",
     {"city": "Dublin", "temperature_c": 12, "sky": "rain"}, ["rain"]),
    ("What temperature is it in Cairo?", "get_weather",
     {"city": "Cairo", "temperature_c": 35, "sky": "clear"}, ["35"]),
    ("Do I need a coat in Helsinki today?", "get_weather",
     {"city": "Helsinki", "temperature_c": -11, "sky": "snow"}, ["-11"]),
    ("Change 50 euros into dollars.", "convert_currency", {"amount": 54.2, "currency": "USD"},
     ["54.2"]),
    ("How many pounds do I get for 200 USD?", "convert_currency",
     {"amount": 157.8, "currency": "GBP"}, ["157.8"]),
    ("What is Tesla's share price? The ticker is TSLA.", "get_stock_price",
     {"symbol": "TSLA", "price": 242.1, "currency": "USD"}, ["242.1"]),
    ("Give me the current price of MSFT stock.", "get_stock_price",
     {"symbol": "MSFT", "price": 415.6}, ["415.6"]),
    ("How many people live in Portugal?", "get_population",
     {"country": "Portugal", "population": 10300000}, ["10300000"]),
    ("What's the population of Malta?", "get_population",
     {"country": "Malta", "population": 535000, "year": 2023}, ["535000"]),
    ("What does 'ephemeral' mean?", "define_word",
     {"word": "ephemeral", "definition": "lasting for a very short time"}, ["short"]),
    ("Give me the definition of 'verbose'.", "define_word",
     {"word": "verbose", "definition": "using more words than needed"}, ["words"]),
    ("Translate 'good night' into Spanish.", "translate",
     {"text": "buenas noches", "language": "Spanish"}, ["buenas noches"]),
    ("What is 'cat' in French?", "translate", {"text": "chat", "language": "French"},
     ["chat"]),
    ("Compute 7 factorial.", "factorial", 5040, ["5040"]),
    ("What's the factorial of 4?", "factorial", 24, ["24"]),
    ("What is the area of a triangle with a base of 10 and a height of 3?", "triangle_area",
     {"area": 15}, ["15"]),
    ("A triangle has base 12 cm and height 5 cm. What is its area?", "triangle_area",
     {"area": 30}, ["30"]),
    ("How long is the drive from Madrid to Barcelona?", "road_distance",
     {"origin": "Madrid", "destination": "Barcelona", "km": 621}, ["621"]),
    ("Distance by road between Berlin and Hamburg?", "road_distance", {"km": 289}, ["289"]),
    ("What's the price of the book 'Emma'?", "book_price", {"title": "Emma", "price": 7.25},
     ["7.25"]),
    ("How much is 'Ulysses' to buy?", "book_price", {"title": "Ulysses", "price": 12.99},
     ["12.99"]),
    ("How much would two copies of 'Persuasion' cost?", "book_price",
     {"title": "Persuasion", "price": 8}, ["16"]),
    ("What is the road distance from Lille to Paris and back?", "road_distance",
     {"origin": "Lille", "destination": "Paris", "km": 225}, ["450"]),
]

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def numbers(text: str) -> set[float]:
    return {float(n.replace(",", "")) for n in _NUMBER.findall(text)}


def holds(answer: str, fact: str) -> bool:
    if _NUMBER.fullmatch(fact):
        return float(fact) in numbers(answer)
    return fact.lower() in answer.lower()


def run_setting(model: OpenAICompatModel, setting: str, cases: list[Any]) -> dict[str, Any]:
    shown = stages.result_text
    if setting == "json":
        stages.result_text = str  # the result's text as the tool returned it
    draws = 0 if setting == "no_draws" else 3
    right = invented = answered = drawn = calls = 0
    seconds: list[float] = []
    try:
        for request, name, result, facts in cases:
            run = Agent(model, [tool_of(name, lambda _r=result, **kw: _r)], decision_mode="json",
                        max_steps=3, answer_draws=draws).start(request, save_to=False)
            run.step(tool_choice=name)
            t0 = time.perf_counter()
            step = run.step(tool_choice="none")
            seconds.append(time.perf_counter() - t0)
            calls += 1 + len(step.stages)
            drawn += bool((step.request or {}).get("sampling"))
            answer = run.answer or ""
            answered += bool(answer)
            right += all(holds(answer, f) for f in facts)
            invented += bool(numbers(answer) - numbers(request) - numbers(json.dumps(result)))
    finally:
        stages.result_text = shown
    return {"bench": "answers", "setting": setting, "cases": len(cases), "answered": answered,
            "right": right, "invented_numbers": invented, "a_draw_stood": drawn,
            "model_calls": calls, "answer_seconds": round(statistics.mean(seconds), 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--settings", default="flat,no_draws")
    parser.add_argument("--batch", choices=["first", "second"], default="first")
    args = parser.parse_args()
    cases = CASES if args.batch == "first" else SECOND
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        for setting in args.settings.split(","):
            print(json.dumps({**run_setting(model, setting, cases), "batch": args.batch}),
                  flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
