"""The course as a JupyterLite site, used as a student would, with no network (issue 13, "Tested
as a student would use it"; issue 21: in one browser session, through the course map's links).

The session builds the site once (``tools/build_lite.py``, what ``make lite`` runs), serves it on
127.0.0.1 and opens it in headless Chromium where every request to another host is aborted and
recorded, and no other host name even resolves. A learner's visit: the start page, run cell by
cell; then, by the course map's links and in the same browser tab, the first notebook of each
game (JupyterLite 0.8.6 mixed up two notebooks of one file name: the site names them apart, and
the classic notebook's kernel must live on when Duel's opens), the forum notebook, and a return
visit, the menus switched to French, whose link opens the notebook it names. Every cell that has
a stored output shows one again, with no error; an exercise is answered. The first visit's
bytes (the server's own count) stay under a bound and hold no plotly, which loads with the first
figure; the play notebook then gives the coach's hint, plays a turn by clicks and draws that
figure. Each test asserts that no request left 127.0.0.1; the last one then checks that
``import pandas`` asks Pyodide's CDN, and no other host, for pandas and numpy. Screenshots go to
screenshots/<test>/, the build time, the site's size, the first visit's bytes and times to
screenshots/lite-timings.txt.
"""

import json
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .conftest import IN_CI, _skipped
from .jupyter import SHOTS, Lab, _die_with_parent, free_port
from .table import Clicks
from .waits import ms, s

ROOT = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = ROOT / "tools" / "build_lite.py"
SITE = ROOT / "build" / "lite" / "site"
NAMES = ROOT / "build" / "lite" / "site-names.json"    # course path -> site path, by the build
START = "00-start-here.ipynb"
FIRST_NOTEBOOKS = ["classic/01-goal-and-scoring.ipynb", "duel/01-goal-and-scoring.ipynb",
                   "architects/01-goal-and-scoring.ipynb"]
BUILD_S = s(900)           # a clean build makes its venv and fetches Pyodide and the wheels
# A Pyodide kernel starts in the browser, on the cores the rest of the suite shares: under a load
# of 20 on 2 cores one took 150 s. Generous, since a wait ends as soon as its condition holds.
LITE_KERNEL_S = s(600)
# What the first visit of the start page downloads, in bytes: 41.0 MiB with plotly's wheel
# preloaded in every kernel, 31.2 MiB without (issue 21). Bytes do not depend on speed.
FIRST_VISIT_MAX = 35 * 2**20
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


def site_path(name):
    """Where the site holds the course's notebook ``name`` (tools/build_lite.py's site_names)."""
    return json.loads(NAMES.read_text()).get(name, name)


class Served:
    """The files the site's server sent, with their sizes (``build_lite.py serve --log``)."""

    def __init__(self, path):
        self.path = path

    def mark(self):
        return len(self.lines())

    def lines(self, since=0):
        text = self.path.read_text() if self.path.exists() else ""
        return [(int(size), name) for size, name in
                (line.split(" ", 1) for line in text.splitlines()[since:])]

    def bytes(self, since=0):
        return sum(size for size, _ in self.lines(since))


@pytest.fixture(scope="session")
def lite_server(site, tmp_path_factory):
    """``tools/build_lite.py serve`` (what ``make lite-serve`` runs) on a free port."""
    port = free_port()
    folder = tmp_path_factory.mktemp("lite")
    log, served = folder / "serve.log", folder / "served.log"
    with log.open("w") as out:
        process = subprocess.Popen([sys.executable, str(BUILD_SCRIPT), "serve", "--port", str(port),
                                    "--log", str(served)],
                                   stdout=out, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(f"{base}/lab/index.html", timeout=s(2)).close()
            break
        except OSError:
            time.sleep(s(0.2))
    else:
        process.terminate()
        pytest.fail(f"the site's server did not answer: {log.read_text()}")
    yield base, Served(served)
    process.terminate()
    process.wait(timeout=s(20))


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
        self.context.set_default_timeout(ms(30))
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


_OPENED = """name => { const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return !!panel && !!panel.context && panel.context.path === name
           && !!panel.sessionContext.session && !!panel.sessionContext.session.kernel; }"""
_TO_LINK = """async target => { const panel = window.jupyterapp.shell.currentWidget;
    const index = panel.content.widgets.findIndex(cell => cell.model.type === 'markdown'
        && cell.model.sharedModel.getSource().includes('](' + target));
    panel.content.activeCellIndex = index;
    await panel.content.scrollToItem(index, 'center');
    return index; }"""
_ACTIVATE = """name => { for (const widget of window.jupyterapp.shell.widgets('main')) {
    if (widget.context && widget.context.path === name) {
        window.jupyterapp.shell.activateById(widget.id); return true; } } return false; }"""
# true once ``name``'s tab is in front; until then, asks for it again at each poll
_IN_FRONT = """name => { const shell = window.jupyterapp.shell, current = shell.currentWidget;
    if (current && current.context && current.context.path === name) return true;
    for (const widget of shell.widgets('main')) {
        if (widget.context && widget.context.path === name) shell.activateById(widget.id); }
    return false; }"""
_KERNELS = """async () => { const sessions = window.jupyterapp.serviceManager.sessions;
    await sessions.refreshRunning();
    return Object.fromEntries([...sessions.running()].map(s => [s.path, s.kernel && s.kernel.id])); }"""
_KERNEL_OF = """name => { for (const widget of window.jupyterapp.shell.widgets('main')) {
    if (widget.context && widget.context.path === name) {
        const kernel = widget.sessionContext.session && widget.sessionContext.session.kernel;
        return kernel ? [kernel.id, kernel.status, kernel.connectionStatus] : null; } } return null; }"""


class LiteLab(Lab):
    """A notebook of the JupyterLite site: opened by its path or by a link, run one cell after
    the other."""

    def __init__(self, page, base, test_name):
        super().__init__(page, None, test_name)
        self.base = base

    def open(self, name):
        self.opened_at = time.monotonic()
        self.page.goto(f"{self.base}/lab/index.html?path={name}")
        return self._opened(name)

    def _opened(self, name):
        self.wait(f"JupyterLite opening {name} with its kernel",
                  lambda ms: self.page.wait_for_function(_OPENED, arg=name, timeout=ms), LITE_KERNEL_S)
        self.page.evaluate("window.jupyterapp.shell.collapseLeft()")
        self.page.evaluate(_CLEAR)      # the stored outputs go: what shows next, this kernel made
        self.shot("opened-" + name.rsplit("/", 1)[-1].removesuffix(".ipynb"))
        return self

    def follow(self, name):
        """Click the link to the site's ``name`` in the notebook shown (scrolled to), as a
        learner does; wait for that notebook and its kernel."""
        self.opened_at = time.monotonic()
        assert self.page.evaluate(_TO_LINK, name) >= 0, f"no link to {name} here"
        link = self.page.locator(f'.jp-RenderedMarkdown a[href$="/files/{name}"]').first
        self.wait(f"the link to {name} drawn", lambda ms: link.wait_for(timeout=ms))
        link.click()
        return self._opened(name)

    def activate(self, name):
        """Bring the tab of the open notebook ``name`` to the front (a click on its tab). Asked again
        until it holds: after a reload, JupyterLite's restored layout may bring its own last tab
        forward after ours."""
        assert self.page.evaluate(_ACTIVATE, name), f"{name} is not open"
        self.wait(f"the tab of {name} in front", lambda ms: self.page.wait_for_function(
            _IN_FRONT, arg=name, timeout=ms, polling=500), LITE_KERNEL_S)

    def notebook(self):
        """The notebook shown (the other tabs' notebooks stay in the page, hidden)."""
        return self.page.locator("#" + self.page.evaluate("window.jupyterapp.shell.currentWidget.content.id"))

    def output_text(self):
        """Every output of the notebook shown, as JSON text (drawn or not: cells scrolled away
        leave the page)."""
        return self.page.evaluate("""() => JSON.stringify(window.jupyterapp.shell.currentWidget.content
            .widgets.filter(cell => cell.model.type === 'code').map(cell => cell.model.outputs.toJSON()))""")

    def kernel_of(self, name):
        """``[id, status, connection]`` of the kernel of open notebook ``name``, or None."""
        return self.page.evaluate(_KERNEL_OF, name)

    def running(self):
        """{path: kernel id} of every running session."""
        return self.page.evaluate(_KERNELS)

    def close_and_shutdown(self, name):
        self.activate(name)
        self.page.evaluate("() => { window.jupyterapp.commands.execute('notebook:close-and-shutdown'); }")
        accept = self.page.locator(".jp-Dialog .jp-mod-accept")
        try:                        # JupyterLab asks first; a learner says yes
            accept.first.wait_for(timeout=ms(20))
            accept.first.click()
        except Exception:
            pass
        self.wait(f"{name} closed and its kernel stopped",
                  lambda ms: self.page.wait_for_function(
                      f"async () => !Object.keys(await ({_KERNELS})()).includes({json.dumps(name)})",
                      timeout=ms))

    def code_cells(self):
        return self.page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
            .map((cell, index) => [index, cell.model.type]).filter(p => p[1] === 'code')
            .map(p => p[0])""")

    def code_cell_with(self, text):
        """The index of the first code cell whose source holds ``text``."""
        found = self.page.evaluate("""(text) => window.jupyterapp.shell.currentWidget.content.widgets
            .findIndex(cell => cell.model.type === 'code' && cell.model.sharedModel.getSource().includes(text))""", text)
        assert found >= 0, f"no code cell holds {text!r}"
        return found

    def run_cell(self, index, timeout_s=LITE_KERNEL_S):
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


def _run_cell_by_cell(lab, name, site_name):
    """Run every code cell of the notebook shown in order; each one stored with an output shows
    one again, and none fails. Returns the time its first cell took to answer (from opening)."""
    stored = _stored_outputs(name)
    cells = lab.code_cells()
    assert cells == sorted(stored), f"the site's {site_name} is not the course's {name}"
    first = None
    for number, index in enumerate(cells):
        outputs = lab.run_cell(index)
        if number == 0:
            first = time.monotonic() - lab.opened_at
        assert _error(outputs) is None, f"cell {index} of {name}: {_error(outputs)}"
        if stored[index]:
            assert outputs, f"cell {index} of {name} shows nothing; the course stores an output"
    lab.shot("ran-" + site_name.rsplit("/", 1)[-1].removesuffix(".ipynb"), lab.notebook())
    return first


def test_a_learner_follows_the_course_map_in_one_session_with_no_network(offline, lite_server):
    base, served = lite_server
    lab = LiteLab(offline.page, base, "lite-course-map")
    # the first visit: the start page, and what it cost before its first answer
    lab.open(START)
    first = _run_cell_by_cell(lab, START, START)
    first_visit = served.lines()
    size = sum(s for s, _ in first_visit)
    _note("first visit (start page, to the end of its cells)",
          f"{size / 2**20:.1f} MiB in {len(first_visit)} files; first answer {first:.1f} s "
          f"from opening the page")
    text = lab.output_text()
    assert "Library" in text and "Age II" in text       # the card of the first look draws itself
    assert size < FIRST_VISIT_MAX, f"the first visit downloads {size / 2**20:.1f} MiB"
    assert not [n for _, n in first_visit if "/plotly-" in n], "plotly's wheel on the first visit"

    # the course map's links, one game after the other, in the same tab
    classic, duel, architects = (site_path(n) for n in FIRST_NOTEBOOKS)
    assert len({classic.rsplit("/", 1)[-1], duel.rsplit("/", 1)[-1]}) == 2
    lab.follow(classic)
    _run_cell_by_cell(lab, FIRST_NOTEBOOKS[0], classic)
    answer = lab.page.locator(".jp-OutputArea input[placeholder='?']").last
    answer.fill("16")               # 2 compasses, 2 gears, 1 tablet: 4 + 4 + 1 + 7
    lab.page.locator(".jp-OutputArea button", has_text="Check").last.click()
    lab.wait_for(".wonderlab-feedback[data-right='true']", "the exercise saying 16 is right")
    lab.shot("answered", lab.page.locator(".wonderlab-feedback").last)

    lab.activate(START)
    lab.follow(duel)
    _run_cell_by_cell(lab, FIRST_NOTEBOOKS[1], duel)
    running = lab.running()
    assert {START, classic, duel} <= set(running), f"a kernel stopped: {running}"
    assert len({running[START], running[classic], running[duel]}) == 3, running
    assert lab.kernel_of(classic)[1:] == ["idle", "connected"], lab.kernel_of(classic)
    for name in (classic, duel):     # a learner leaves them; the test frees the memory
        lab.close_and_shutdown(name)

    lab.activate(START)
    lab.follow(architects)
    _run_cell_by_cell(lab, FIRST_NOTEBOOKS[2], architects)
    lab.close_and_shutdown(architects)

    # the forum notebook: the game file's lock, and every command, in the browser's Python
    forum = site_path("classic/forum.ipynb")
    lab.activate(START)
    lab.follow(forum)
    _run_cell_by_cell(lab, "classic/forum.ipynb", forum)
    assert "Final scores" in lab.output_text()
    lab.close_and_shutdown(forum)

    # the menus in French (Settings → Language → Français, a JupyterLab language pack in the
    # site), which reloads the page: a return visit, the tabs JupyterLite kept coming back, whose
    # link opens the notebook it names
    lab.page.evaluate("() => { window.jupyterapp.commands.execute('jupyterlab-translation:fr_FR'); }")
    lab.wait_for(".jp-Dialog .jp-mod-accept", "the dialog asking to reload in French").first.click()
    lab.wait("the menus in French", lambda ms: lab.page.locator(
        "#jp-menu-panel .lm-MenuBar-itemLabel", has_text="Fichier").first.wait_for(timeout=ms), LITE_KERNEL_S)
    lab.wait("JupyterLite back with the start page's tab", lambda ms: lab.page.wait_for_function(
        f"() => !!window.jupyterapp && [...window.jupyterapp.shell.widgets('main')].some("
        f"w => w.context && w.context.path === {json.dumps(START)})", timeout=ms), LITE_KERNEL_S)
    lab.activate(START)
    lab.wait("the start page's kernel", lambda ms: lab.page.wait_for_function(
        _OPENED, arg=START, timeout=ms), LITE_KERNEL_S)
    lab.follow(architects)
    assert "Architects" in lab.notebook().locator(".jp-RenderedMarkdown").first.inner_text()
    lab.shot("menus-in-french")
    offline.assert_stayed_home()


def test_a_play_notebook_gives_a_hint_takes_a_turn_by_clicks_and_only_pandas_needs_the_cdn(
        offline, lite_server):
    """The Hint button on the offline site (issue 35: it showed « ModuleNotFoundError: No module
    named 'pandas' » in all three games): the coach plays its rollouts in Pyodide and shows its
    ranked options, each with its win rate and its reason. Then a turn by clicks, a figure, and
    the simulation that needs pandas."""
    base, served = lite_server
    lab = LiteLab(offline.page, base, "lite-classic-play")
    lab.open(site_path("classic/play.ipynb"))
    table_cell, simulate_cell = lab.code_cells()[0], lab.code_cell_with("simulate(")
    assert _error(lab.run_cell(table_cell)) is None
    table = Clicks(lab, "classic").appear()
    table.shot("table")
    hand = table.cards()
    table.click("hint", "the coach's hint appearing")
    lab.wait_for('.wl-table[data-game="classic"] [data-role="hint-row"]', "the hint's rows", LITE_KERNEL_S)
    rows = table.root.locator('[data-role="hint-row"]').all_inner_texts()
    table.shot("hint")
    assert "went wrong" not in table.root.inner_text(), table.root.inner_text()
    assert len(rows) >= 2, rows
    assert re.search(r"wins \d+ % \[\d+–\d+\]", rows[0]), f"no win rate in the hint: {rows[0]!r}"
    assert "Compared with " in rows[0], f"no reason in the hint: {rows[0]!r}"
    first = rows[0].split(" · ")[0]
    assert any(key.replace("_", " ") in first.lower() for key in hand), f"{first!r} names no card of the hand {hand}"
    offline.assert_stayed_home()
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
    # a figure of the course draws itself with the plotly the site bundles (Pyodide has no
    # nbformat), its wheel loaded then, not before
    mark = served.mark()
    figure = lab.run_cell(_insert_cell_below(lab, simulate_cell - 1, FIGURE_CELL))
    assert [n for _, n in served.lines(mark) if "/plotly-" in n], "plotly was not loaded for the figure"
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
