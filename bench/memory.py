"""Long-term memory at 1k, 10k and 100k memories: ingest rate, recall latency p50/p95, and
recall@5 on a question set (facts stated one way, asked another), hidden among the filler.
Real Chroma (PersistentClient in a temp folder) and the real all-MiniLM-L6-v2. One JSON line.

    python bench/memory.py [--sizes 1000,10000,100000] [--precision auto|float32|bfloat16]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time

from agentnb.memory import Embedder, Memory

FACTS = [
    ("Lin's birthday is on the 3rd of May.", "When was Lin born?"),
    ("The project deadline is next Friday.", "When is the project due?"),
    ("The staging server runs Debian 12.", "Which operating system does staging use?"),
    ("Marco prefers green tea over coffee.", "What does Marco like to drink?"),
    ("The Q3 budget is 40,000 euros.", "How much money is there for the third quarter?"),
    ("Our office moved to Lyon in 2021.", "Where is the office now?"),
    ("The wifi password is written on the fridge.", "Where can I find the wifi password?"),
    ("Sara is allergic to peanuts.", "Which food allergy does Sara have?"),
    ("The database backup runs every night at 2 am.", "When do the backups happen?"),
    ("The cat is called Miso.", "What is the cat's name?"),
    ("Invoices are paid within 30 days.", "What are the payment terms for invoices?"),
    ("The main customer is the city of Utrecht.", "Who is our biggest client?"),
    ("Ahmed speaks Arabic, French and English.", "Which languages does Ahmed know?"),
    ("The red car needs new brakes.", "What repair does the red car need?"),
    ("The team meeting is on Tuesdays at ten.", "When does the team meet?"),
    ("The API rate limit is 100 requests per minute.", "How many calls can we make to the API?"),
    ("Nora leads the design team.", "Who is in charge of design?"),
    ("The conference will be held in Porto.", "Which city hosts the conference?"),
    ("The printer on floor 2 is broken.", "Which printer does not work?"),
    ("The new hire starts on the first of June.", "When does the new colleague begin?"),
    ("Tom's phone number ends in 4471.", "What are the last digits of Tom's number?"),
    ("We use PostgreSQL for the orders service.", "Which database stores the orders?"),
    ("The garden is watered on Sunday mornings.", "When are the plants watered?"),
    ("Emma is vegetarian.", "Does Emma eat meat?"),
    ("The flight to Oslo leaves at 7:40.", "What time is the Oslo flight?"),
]
NAMES = ["Alex", "Bea", "Chen", "Dana", "Eli", "Femi", "Gus", "Hana", "Ivo", "Jun"]
THINGS = ["lamps", "chairs", "bikes", "books", "plants", "cables", "mugs", "maps", "kites"]
CITIES = ["Oslo", "Quito", "Accra", "Perth", "Riga", "Lima", "Hanoi", "Cork", "Bern"]


def filler(n: int, rng: random.Random) -> list[str]:
    return [f"Note {i}: {rng.choice(NAMES)} ordered {rng.randint(2, 90)} "
            f"{rng.choice(THINGS)} for the {rng.choice(CITIES)} shop." for i in range(n)]


def measure(size: int, embedder: Embedder, rng: random.Random) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        mem = Memory(path=folder, collection="bench", embedder=embedder)
        texts = filler(size - len(FACTS), rng) + [f for f, _ in FACTS]
        rng.shuffle(texts)
        t0 = time.perf_counter()
        mem.add_many(texts)
        ingest = size / (time.perf_counter() - t0)
        t0 = time.perf_counter()
        single = 200
        for text in filler(single, random.Random(size)):
            mem.add(text.replace("Note", "Memo"))
        single_rate = single / (time.perf_counter() - t0)
        latencies, found = [], 0
        facts = dict(FACTS)
        by_text = {text: i for i, text, _, _ in mem.scan(include_embeddings=False)
                   if text in facts}
        for fact, question in FACTS:
            for _ in range(4):
                t0 = time.perf_counter()
                hits = mem.recall(question, k=5)
                latencies.append(time.perf_counter() - t0)
            found += by_text[fact] in [h.id for h in hits]
        latencies.sort()
        # the same question set by exact cosine search over the same embeddings: shows how
        # much recall the approximate (HNSW) index loses
        import numpy as np

        rows = list(mem.scan())
        matrix = np.asarray([r[3] for r in rows])
        documents = [r[1] for r in rows]
        questions = np.asarray(embedder([q for _, q in FACTS]))
        top = np.argsort(-(questions @ matrix.T), axis=1)[:, :5]
        exact = sum(fact in [documents[j] for j in row]
                    for (fact, _), row in zip(FACTS, top)) / len(FACTS)
        return {"size": size, "ingest_per_s": round(ingest, 1),
                "add_one_by_one_per_s": round(single_rate, 1),
                "recall_p50_ms": round(statistics.median(latencies) * 1000, 2),
                "recall_p95_ms": round(latencies[int(0.95 * len(latencies)) - 1] * 1000, 2),
                "recall_at_5": round(found / len(FACTS), 3),
                "exact_search_recall_at_5": round(exact, 3)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--precision", default="auto", choices=["auto", "float32", "bfloat16"])
    args = parser.parse_args()
    embedder = Embedder(precision=args.precision)
    embedder.load()
    rng = random.Random(7)
    results = [measure(int(n), embedder, rng) for n in args.sizes.split(",")]
    print(json.dumps({"bench": "memory", "model": embedder.name,
                      "precision": "bfloat16" if embedder._bf16 else "float32",
                      "results": results}))


if __name__ == "__main__":
    main()
