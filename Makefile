# The README's two commands: `make lab` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[lab,dev]'
	touch $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/00-start-here.ipynb

lint: $(STAMP)
	$(BIN)/ruff check .

test: lint
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/wonderlab bench classic --players 3
	$(BIN)/wonderlab bench classic --players 7

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
