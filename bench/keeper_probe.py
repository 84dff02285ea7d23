"""Can anything tell which of two arguments a value said once belongs to? The refill
stage (``agentnb.refill``) leaves alone a call whose model wrote one value the request
says once into two strings ("Pet sitters for a parrot around Ludlow?" with
``pet="Ludlow"`` and ``town="Ludlow"``): one of them is right. This asks, on 12 requests
of this project's own (each value of six two-string requests in turn):

- ``model``: the embedded model, given the request and a note naming the value and the
  two parameters, chooses one under a schema (``enum`` of the parameters), in the
  parameters' order (``model``) and reversed (``model_reversed``);
- ``embeddings``: the parameter whose name is closer to the value by all-MiniLM-L6-v2.

Chance is 6 of 12. ``python bench/keeper_probe.py``.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from agentnb.embeddings import Embedder
from agentnb.models.embedded import EmbeddedServer, default_gguf
from agentnb.models.openai_compat import OpenAICompatModel

# (request, tool, description, parameters, value, the parameter it is)
CASES: list[tuple[str, str, str, list[str], str, str]] = [
    ("Book a table at Dishoom for Priya.", "table_book", "Book a restaurant table.",
     ["restaurant", "name"], "Dishoom", "restaurant"),
    ("Book a table at Dishoom for Priya.", "table_book", "Book a restaurant table.",
     ["restaurant", "name"], "Priya", "name"),
    ("Send the invoice to Tom at Acme.", "invoice_send", "Send an invoice.",
     ["recipient", "company"], "Acme", "company"),
    ("Send the invoice to Tom at Acme.", "invoice_send", "Send an invoice.",
     ["recipient", "company"], "Tom", "recipient"),
    ("Plant roses in the back garden.", "garden_plant", "Plant something.",
     ["plant", "bed"], "back garden", "bed"),
    ("Plant roses in the back garden.", "garden_plant", "Plant something.",
     ["plant", "bed"], "roses", "plant"),
    ("Play Wonderwall by Oasis.", "song_play", "Play a song.", ["song", "artist"], "Oasis",
     "artist"),
    ("Play Wonderwall by Oasis.", "song_play", "Play a song.", ["song", "artist"],
     "Wonderwall", "song"),
    ("Rent a kayak at Lake Como.", "boat_rent", "Rent a boat.", ["boat", "lake"],
     "Lake Como", "lake"),
    ("Rent a kayak at Lake Como.", "boat_rent", "Rent a boat.", ["boat", "lake"], "kayak",
     "boat"),
    ("Groom my poodle at Paws Salon.", "groom_book", "Book pet grooming.", ["dog", "salon"],
     "Paws Salon", "salon"),
    ("Groom my poodle at Paws Salon.", "groom_book", "Book pet grooming.", ["dog", "salon"],
     "poodle", "dog"),
]


def asked(model: OpenAICompatModel, reverse: bool) -> int:
    right = 0
    for request, tool, description, params, value, want in CASES:
        shown = params[::-1] if reverse else params
        note = (f'The request says "{value}" once, so only one of {", ".join(shown)} is '
                f'"{value}". Which one is "{value}"?')
        messages = [{"role": "system", "content": f"You can call {tool}: {description} "
                                                  f"Parameters: {', '.join(params)}."},
                    {"role": "user", "content": request}, {"role": "user", "content": note}]
        schema = {"type": "object", "required": ["parameter"],
                  "properties": {"parameter": {"type": "string", "enum": shown}}}
        reply = model.complete(messages, json_schema=schema)
        right += json.loads(reply.message["content"])["parameter"] == want
    return right


def embedded() -> int:
    embed = Embedder()
    right = 0
    for _, _, _, params, value, want in CASES:
        vectors = np.asarray(embed([value, *params]), dtype=float)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        right += params[int(np.argmax(vectors[1:] @ vectors[0]))] == want
    return right


def main() -> None:
    server = EmbeddedServer(default_gguf(), n_ctx=4096).start()
    out: dict[str, Any] = {"bench": "keeper_probe", "cases": len(CASES)}
    try:
        model = OpenAICompatModel(server.base_url, "smollm2", schema_style="json_object")
        out["model"], out["model_reversed"] = asked(model, False), asked(model, True)
    finally:
        server.stop()
    out["embeddings"] = embedded()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
