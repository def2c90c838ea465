"""Fixtures of the browser tests: Chromium driven by Playwright through JupyterLab and Voilà.

Every test here is marked ``browser``; run them alone with ``pytest tests/browser``. They need
Debian's ``chromium`` (never ``playwright install``), the ``playwright`` and ``voila`` packages.
In CI (``CI=true``) a missing piece fails the tests; on a user's machine they are skipped and the
end of the run says so and how to run them.
"""

import importlib.util
import os
import re
import shutil

import pytest

from .jupyter import CHROMIUM_ARGS, DARK, KERNEL_S, Lab, Steps, lab_server, voila_server
from .waits import ms

IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}
HERE = os.path.dirname(__file__)
HOW_TO_RUN = ("install Chromium (sudo apt-get install chromium) and the test extra "
              "(pip install -e '.[lab,dev]'), then run: pytest tests/browser")


def missing_pieces():
    """What the browser tests need and this machine lacks, in words (empty when all is there)."""
    missing = [] if shutil.which("chromium") else ["the chromium browser"]
    missing += [f"the {name} package" for name in ("playwright", "voila")
                if importlib.util.find_spec(name) is None]
    return missing


def pytest_collection_modifyitems(config, items):
    for item in items:
        if str(item.path).startswith(HERE):
            item.add_marker(pytest.mark.browser)


_skipped = []


def pytest_terminal_summary(terminalreporter):
    for reason in dict.fromkeys(_skipped):       # each reason once, in order
        terminalreporter.write_line(reason, yellow=True, bold=True)


@pytest.fixture(scope="session", autouse=True)
def browser_ready():
    """Every test here needs the browser: fail in CI, skip elsewhere, when a piece is missing."""
    missing = missing_pieces()
    if missing and IN_CI:
        pytest.fail(f"CI must run the browser tests but lacks {', '.join(missing)}; "
                    f".ci/run installs chromium with apt, pip installs the dev extra.")
    if missing:
        _skipped.append(f"The browser tests were NOT run: this machine lacks "
                        f"{', '.join(missing)}. To run them, {HOW_TO_RUN}.")
        pytest.skip(f"browser tests not run: this machine lacks {', '.join(missing)}; {HOW_TO_RUN}")


@pytest.fixture(scope="session")
def notebooks(tmp_path_factory):
    """The folder the servers serve; tests write their notebooks into it (see ``notebook``)."""
    return tmp_path_factory.mktemp("notebooks")


@pytest.fixture
def notebook(notebooks, request):
    """``notebook(*cells)`` writes a notebook named after the test and returns its name."""
    from .jupyter import write_notebook

    def write(*cells, name=None):
        return write_notebook(notebooks, name or f"{folder_name(request)}.ipynb", *cells)
    return write


@pytest.fixture(scope="session")
def lab(browser_ready, notebooks, tmp_path_factory):
    server = lab_server(tmp_path_factory.mktemp("lab"), notebooks)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def dark_lab(browser_ready, notebooks, tmp_path_factory):
    server = lab_server(tmp_path_factory.mktemp("dark-lab"), notebooks, theme=DARK)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def voila(browser_ready, notebooks, tmp_path_factory):
    server = voila_server(tmp_path_factory.mktemp("voila"), notebooks)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def playwright(browser_ready):
    """Playwright, started once: a second sync Playwright in one process refuses to start."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def chromium(playwright):
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"),
                                         args=CHROMIUM_ARGS, headless=True)
    yield browser
    browser.close()


@pytest.fixture
def page(chromium):
    context = chromium.new_context(viewport={"width": 1400, "height": 1000},
                                   device_scale_factor=1)
    context.set_default_timeout(ms(30))
    # a Voilà page loads once its kernel has run every cell: the first kernel of a session
    # imports wonderlab, ipywidgets and plotly, which a busy machine makes slow
    context.set_default_navigation_timeout(round(KERNEL_S * 1000))
    page = context.new_page()
    yield page
    context.close()


def folder_name(request):
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", request.node.name).strip("-")


@pytest.fixture
def in_lab(page, lab, request):
    """A JupyterLab tab (light theme) for this test, screenshots in screenshots/<test>/."""
    yield Lab(page, lab, folder_name(request))
    page.close()
    lab.shutdown_kernels()


@pytest.fixture
def in_dark_lab(page, dark_lab, request):
    yield Lab(page, dark_lab, folder_name(request))
    page.close()
    dark_lab.shutdown_kernels()


@pytest.fixture
def in_voila(page, voila, request):
    """Steps (screenshots, waits) on a page of the Voilà server ``voila``."""
    return Steps(page, folder_name(request))

