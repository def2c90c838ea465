"""The course as a JupyterLite site, used as a student would, with no network (issue 13, "Tested
as a student would use it").

The session builds the site once (``tools/build_lite.py``, what ``make lite`` runs), serves it on
127.0.0.1 and opens it in headless Chromium where every request to another host is aborted and
recorded, and no other host name even resolves. It runs, cell by cell in order, the start page
and the first notebook of each game, checks that every cell that has a stored output shows one
again, with no error, and answers an exercise; then it opens a play notebook, plays a turn by
clicks and draws a figure. Each test asserts that no request left 127.0.0.1; the last one then
checks that ``import pandas`` asks Pyodide's CDN, and no other host, for pandas and numpy. Screenshots go to screenshots/<test>/, the build time, the site's
size and the kernel's start time to screenshots/lite-timings.txt (and the test's output).
"""

import json
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .conftest import IN_CI, _skipped
from .jupyter import KERNEL_S, SHOTS, Lab, _die_with_parent, free_port
from .table import Clicks

ROOT = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = ROOT / "tools" / "build_lite.py"
SITE = ROOT / "build" / "lite" / "site"
FIRST_NOTEBOOKS = ["00-start-here.ipynb", "classic/01-goal-and-scoring.ipynb",
                   "duel/01-goal-and-scoring.ipynb", "architects/01-goal-and-scoring.ipynb"]
BUILD_S = 900            # a clean build makes its venv and fetches Pyodide and the wheels
LOCAL = ("http://127.0.0.1:", "data:", "blob:")
# Nothing but 127.0.0.1 resolves: even a request the page's routes cannot see (a service worker's)
# cannot leave the machine.
NO_OTHER_HOST = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"

pytestmark = [pytest.mark.slow]
TIMINGS = {}


def _note(key, value):
    TIMINGS[key] = value
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "lite-timings.txt").write_text(
        "".join(f"{name}: {text}\n" for name, text in TIMINGS.items()))
    print(f"lite: {key}: {value}")


@pytest.fixture(scope="session")
def site(browser_ready):
    """The site, built once by the script ``make lite`` runs; its build time and size noted."""
    if shutil.which("npm") is None:     # it fetches Pyodide's runtime from the npm registry
        if IN_CI:
            pytest.fail("CI must build the JupyterLite site but lacks npm; .ci/run installs it with apt")
        reason = "The JupyterLite test was NOT run: this machine lacks npm (sudo apt-get install npm)."
        _skipped.append(reason)
        pytest.skip(reason)
    started = time.monotonic()
    build = subprocess.run([sys.executable, str(BUILD_SCRIPT)], capture_output=True, text=True,
                           timeout=BUILD_S)
    assert build.returncode == 0, f"make lite failed:\n{build.stdout[-3000:]}\n{build.stderr[-3000:]}"
    _note("build", f"{time.monotonic() - started:.0f} s")
    files = [path for path in SITE.rglob("*") if path.is_file()]
    size = sum(path.stat().st_size for path in files)
    _note("site size", f"{size / 2**20:.0f} MiB in {len(files)} files")
    return SITE


@pytest.fixture(scope="session")
def lite_server(site, tmp_path_factory):
    """``tools/build_lite.py serve`` (what ``make lite-serve`` runs) on a free port."""
    port = free_port()
    log = tmp_path_factory.mktemp("lite") / "serve.log"
    with log.open("w") as out:
        process = subprocess.Popen([sys.executable, str(BUILD_SCRIPT), "serve", "--port", str(port)],
                                   stdout=out, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(f"{base}/lab/index.html", timeout=2).close()
            break
        except OSError:
            time.sleep(0.2)
    else:
        process.terminate()
        pytest.fail(f"the site's server did not answer: {log.read_text()}")
    yield base
    process.terminate()
    process.wait(timeout=20)


@pytest.fixture(scope="session")
def offline_chromium(playwright):
    from .jupyter import CHROMIUM_ARGS
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"),
                                         args=[*CHROMIUM_ARGS, NO_OTHER_HOST], headless=True)
    yield browser
    browser.close()


class Offline:
    """A browser context whose requests to any other host are aborted and written down."""

    def __init__(self, browser):
        self.context = browser.new_context(viewport={"width": 1400, "height": 1000})
        self.context.set_default_timeout(30_000)
        self.off_site, self.failed = [], []
        self.context.route("**/*", self._route)
        self.context.on("requestfailed", self._failed)
        self.page = self.context.new_page()

    def _route(self, route):
        if route.request.url.startswith(LOCAL):
            route.continue_()
        else:
            self.off_site.append(route.request.url)
            route.abort()

    def _failed(self, request):
        if not request.url.startswith(LOCAL):
            self.failed.append(request.url)

    def assert_stayed_home(self):
        assert not self.off_site and not self.failed, (
            f"the site asked another host for {sorted(set(self.off_site + self.failed))}")


@pytest.fixture
def offline(offline_chromium):
    browser = Offline(offline_chromium)
    yield browser
    browser.context.close()


_CLEAR = """() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')"""
_RUN_CELL = """index => { const panel = window.jupyterapp.shell.currentWidget;
    panel.content.activeCellIndex = index;
    window.jupyterapp.commands.execute('notebook:run-cell'); }"""
_CELL_DONE = """index => { const panel = window.jupyterapp.shell.currentWidget;
    const cell = panel.content.widgets[index];
    return cell.model.executionCount !== null && panel.sessionContext.session.kernel.status === 'idle'; }"""
_CELL_OUTPUTS = """index => window.jupyterapp.shell.currentWidget.content.widgets[index].model.outputs.toJSON()"""


class LiteLab(Lab):
    """A notebook of the JupyterLite site: opened by its path, run one cell after the other."""

    def __init__(self, page, base, test_name):
        super().__init__(page, None, test_name)
        self.base = base

    def open(self, name):
        self.opened_at = time.monotonic()
        self.page.goto(f"{self.base}/lab/index.html?path={name}")
        self.wait(f"JupyterLite opening {name}", lambda ms: self.page.wait_for_function(
            """name => { const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
                return !!panel && !!panel.context && panel.context.path === name
                       && !!panel.sessionContext.session
                       && !!panel.sessionContext.session.kernel; }""", arg=name, timeout=ms),
                  KERNEL_S)
        self.page.evaluate("window.jupyterapp.shell.collapseLeft()")
        self.page.evaluate(_CLEAR)      # the stored outputs go: what shows next, this kernel made
        self.shot("opened")
        return self

    def code_cells(self):
        return self.page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
            .map((cell, index) => [index, cell.model.type]).filter(p => p[1] === 'code')
            .map(p => p[0])""")

    def run_cell(self, index, timeout_s=KERNEL_S):
        """Run cell ``index``, wait for its result; return its outputs (nbformat dicts)."""
        self.page.evaluate(_RUN_CELL, index)
        self.wait(f"cell {index} running to its end",
                  lambda ms: self.page.wait_for_function(_CELL_DONE, arg=index, timeout=ms),
                  timeout_s)
        return self.page.evaluate(_CELL_OUTPUTS, index)


def _stored_outputs(name):
    """{code cell index: how many outputs the course's file stores} of notebook ``name``."""
    notebook = json.loads((ROOT / "notebooks" / name).read_text())
    return {index: len(cell.get("outputs", [])) for index, cell in enumerate(notebook["cells"])
            if cell["cell_type"] == "code"}


PLOTLY = "application/vnd.plotly.v1+json"
PYODIDE_CDN = "https://cdn.jsdelivr.net/pyodide/v"
FIGURE_CELL = """from wonderlab.classic.table import score_table
from wonderlab.plots import score_breakdown
score_breakdown(score_table({"game": "classic", "players": [
    {"name": "Ana", "wonder": "Gizah", "coins": 9, "military": [1, 3]},
    {"name": "Bo", "wonder": "Rhodos", "military": [-1]}, {"name": "Cy", "wonder": "Babylon"}]}))"""


def _insert_cell_below(lab, index, source):
    """Insert a code cell holding ``source`` below cell ``index``; return the new cell's index."""
    lab.page.evaluate("""([index, source]) => { const panel = window.jupyterapp.shell.currentWidget;
        panel.content.activeCellIndex = index;
        window.jupyterapp.commands.execute('notebook:insert-cell-below');
        panel.content.activeCell.model.sharedModel.setSource(source); }""", [index, source])
    return index + 1


def _error(outputs):
    return next((f"{o['ename']}: {o['evalue']}" for o in outputs if o["output_type"] == "error"),
                None)


@pytest.mark.parametrize("name", FIRST_NOTEBOOKS)
def test_a_first_notebook_runs_cell_by_cell_with_no_network(name, offline, lite_server, request):
    lab = LiteLab(offline.page, lite_server, "lite-" + name.replace("/", "-").removesuffix(".ipynb"))
    lab.open(name)
    stored = _stored_outputs(name)
    cells = lab.code_cells()
    assert cells == sorted(stored), "the site's notebook is not the course's"
    for number, index in enumerate(cells):
        outputs = lab.run_cell(index)
        if number == 0:
            _note(f"kernel start and first cell of {name}",
                  f"{time.monotonic() - lab.opened_at:.1f} s from opening the page")
        assert _error(outputs) is None, f"cell {index} of {name}: {_error(outputs)}"
        if stored[index]:
            assert outputs, f"cell {index} of {name} shows nothing; the course stores an output"
    lab.shot("ran", lab.page.locator(".jp-Notebook"))
    if name == "00-start-here.ipynb":     # the card of the first look draws itself
        text = lab.page.locator(".jp-Notebook").inner_text()
        assert "Library" in text and "Age II" in text
    if name == "classic/01-goal-and-scoring.ipynb":   # the last exercise answers back
        answer = lab.page.locator(".jp-OutputArea input[placeholder='?']").last
        answer.fill("16")               # 2 compasses, 2 gears, 1 tablet: 4 + 4 + 1 + 7
        lab.page.locator(".jp-OutputArea button", has_text="Check").last.click()
        lab.wait_for(".wonderlab-feedback[data-right='true']", "the exercise saying 16 is right")
        lab.shot("answered", lab.page.locator(".wonderlab-feedback").last)
    offline.assert_stayed_home()


def test_a_play_notebook_takes_a_turn_by_clicks_and_only_pandas_needs_the_cdn(
        offline, lite_server):
    lab = LiteLab(offline.page, lite_server, "lite-classic-play")
    lab.open("classic/play.ipynb")
    table_cell, simulate_cell = lab.code_cells()[:2]
    assert _error(lab.run_cell(table_cell)) is None
    table = Clicks(lab, "classic").appear()
    table.shot("table")
    log_before = table.log()
    card = table.cards()[0]
    table.select(card)
    table.shot("card-clicked")
    options = table.options()
    assert options, f"clicking card {card} showed no option"
    table.choose(sorted(options)[0])
    table.confirm()
    table.shot("turn-played")
    assert table.log() != log_before, "confirming the turn wrote nothing in the table's log"
    # a figure of the course draws itself with the plotly the site bundles (Pyodide has no nbformat)
    figure = lab.run_cell(_insert_cell_below(lab, simulate_cell - 1, FIGURE_CELL))
    assert _error(figure) is None and any(PLOTLY in o.get("data", {}) for o in figure), figure
    lab.wait_for(".js-plotly-plot .main-svg", "the figure drawn by plotly.js")
    lab.shot("figure", lab.page.locator(".js-plotly-plot").first)
    # pandas is only on Pyodide's CDN: offline, the simulation says what it lacks, and asks no one
    simulate_cell += 1
    error = _error(lab.run_cell(simulate_cell))
    assert error and "pandas" in error, error
    offline.assert_stayed_home()
    # what the notebook tells a student online: `import pandas` asks Pyodide's CDN, and nothing else
    lab.run_cell(_insert_cell_below(lab, simulate_cell, "import pandas"))
    asked = {url.rsplit("/", 1)[-1].split("-")[0] for url in offline.off_site + offline.failed}
    assert {"pandas", "numpy"} <= asked, asked
    assert all(url.startswith(PYODIDE_CDN) for url in offline.off_site + offline.failed)
