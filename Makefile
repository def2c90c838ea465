# The README's two commands: `make lab` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab lab-fr test test-browser lint bench clean notebooks lite lite-serve compiled

# pip compiles every installed module once (half a minute of CPU), and wonderlab's own are compiled
# below: where PYTHONDONTWRITEBYTECODE is set (containers, some CI machines) Python never writes
# what it compiles, so without them every server, kernel and test process compiled again each
# module it imported (some 500 CPU-s of a fresh clone's `make test`).
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[lab,dev]'
	touch $(STAMP)

compiled: $(STAMP)    # wonderlab's modules compiled once (only those changed since are compiled again)
	$(BIN)/python -m compileall -q wonderlab

# JupyterLab refuses to start as root unless told; containers and some classrooms run as root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: compiled
	$(BIN)/jupyter lab $(ROOT_FLAG) notebooks/00-start-here.ipynb

# The French course, JupyterLab's menus in French (the `lab` extra installs its French language
# pack): tools/jupyter-fr/labconfig makes French the default language of this launch only; a
# language chosen in Settings → Language wins, and `make lab` stays English (docs/french.md).
lab-fr: compiled
	JUPYTER_CONFIG_PATH="$(CURDIR)/tools/jupyter-fr$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	$(BIN)/jupyter lab $(ROOT_FLAG) notebooks/fr/00-commencer-ici.ipynb

# One game's table as an app in Voila, on 127.0.0.1 (GAME=classic, duel or architects): the
# address it prints opens notebooks/app/$(GAME).ipynb. Ctrl-C stops it.
.PHONY: app
GAME ?= classic
# a kernel no page is connected to (a tab killed) is stopped after CULL_IDLE_S seconds (docs/hosting.md)
CULL_IDLE_S ?= 600
app: compiled
	$(BIN)/python tools/app.py $(GAME) --cull-idle $(CULL_IDLE_S)

# ruff, then the layers of DESIGN.md (the import-linter contracts in pyproject.toml)
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports

# tests/browser drive Debian's chromium (never `playwright install`); CI=true makes a missing
# browser fail, elsewhere those tests are skipped and the lines below say so.
# Four streams side by side, so that `make test` takes about the longest of them rather than their
# sum: the tests that mostly wait on a browser or a server (WAITING) in two halves (the pages of
# apps, Voila and JupyterLite, the whole games and the live pages in WAITING_APPS; the rest of tests/browser with tests/live), the
# notebooks under nbval (with BESIDE_NOTEBOOKS), and every other test (engines, course, lab: CPU). The waiting ones wait
# on servers and pages while the others keep the two cores of a small machine busy (one waiting
# stream alone took 19 minutes on an idle machine). Every test runs in exactly one stream (the
# last ignores WAITING and BESIDE_NOTEBOOKS, the second WAITING_APPS), each with its own temporary folder; the reports
# of the three run beside are printed after the tests'; any failing fails `make test`.
# axe-core for the accessibility tests (tests/browser/package.json), installed from the npm
# registry when missing: a fresh clone's `make test` sets up every test it runs.
AXE := tests/browser/node_modules/axe-core/axe.min.js
$(AXE): tests/browser/package-lock.json
	command -v npm >/dev/null 2>&1 && npm ci --prefix tests/browser --no-audit --no-fund || true

WAITING := tests/browser tests/live
WAITING_APPS := $(addprefix tests/browser/,test_app_class.py test_lite.py test_app.py test_app_memory.py \
	test_voila_and_themes.py test_french_menus.py test_puzzles.py test_learning_board.py \
	test_live.py test_whole_games.py test_accessibility.py)
# The Binder environment's test (most of two minutes, mostly waiting on PyPI) runs in the notebooks'
# stream, which ends first, so that the streams end together.
BESIDE_NOTEBOOKS := tests/lab/test_binder.py

test: lint compiled $(AXE)
	@run=$$(mktemp -d); \
	$(BIN)/pytest $(WAITING_APPS) -p no:cacheprovider --basetemp="$$run/apps" >"$$run/apps.log" 2>&1 & apps=$$!; \
	$(BIN)/pytest $(WAITING) $(addprefix --ignore=,$(WAITING_APPS)) -p no:cacheprovider --basetemp="$$run/waiting" >"$$run/waiting.log" 2>&1 & waiting=$$!; \
	$(BIN)/pytest --nbval-lax notebooks $(BESIDE_NOTEBOOKS) -p no:cacheprovider --basetemp="$$run/nbval" >"$$run/nbval.log" 2>&1 & nbval=$$!; \
	$(BIN)/pytest $(addprefix --ignore=,$(WAITING) $(BESIDE_NOTEBOOKS)) --basetemp="$$run/tests"; tests=$$?; \
	echo "--- waiting for the three streams run beside: $(WAITING) in two halves, the notebooks under nbval ---"; \
	wait $$apps; pages=$$?; wait $$waiting; waited=$$?; wait $$nbval; notebooks=$$?; \
	echo "--- the apps' pages of tests/browser, run beside the tests ---"; cat "$$run/apps.log"; \
	echo "--- the rest of $(WAITING), run beside the tests ---"; cat "$$run/waiting.log"; \
	echo "--- the notebooks under nbval and $(BESIDE_NOTEBOOKS), run beside the tests ---"; cat "$$run/nbval.log"; rm -rf "$$run"; \
	test $$tests -eq 0 && test $$pages -eq 0 && test $$waited -eq 0 && test $$notebooks -eq 0
	@command -v chromium >/dev/null 2>&1 || echo "make test: the browser tests (tests/browser) were NOT run: chromium is missing. Install it (sudo apt-get install chromium), then run: make test-browser"

test-browser: $(STAMP)   # the tables played by clicks in JupyterLab and Voila, screenshots in tests/browser/screenshots/
	$(BIN)/pytest tests/browser

notebooks: $(STAMP)   # run every notebook again and store it clean (nbval checks the tagged outputs)
	$(BIN)/python tools/run_notebooks.py notebooks

# The course as a static JupyterLite site in build/lite/site (its own venv in build/lite/venv);
# once built it fetches nothing from another host. docs/lite.md says how it is made.
lite:
	$(PYTHON) tools/build_lite.py

lite-serve:   # http://127.0.0.1:8000/lab/index.html
	$(PYTHON) tools/build_lite.py serve --port 8000

bench: $(STAMP)
	$(BIN)/wonderlab bench classic --players 3
	$(BIN)/wonderlab bench classic --players 7

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
