"""JupyterLab and Voilà servers for the browser tests, and a page helper that drives a notebook.

A server runs on 127.0.0.1, on a free port, with a random token, in its own temporary config,
runtime and settings folders (the virtual environment's data folder stays, so the anywidget and
ipywidgets extensions load). Every wait has a timeout and fails with a sentence saying what did
not happen, the server's log tail and the screenshot of the moment.

    >>> free_port() > 1024
    True
"""

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from .waits import ms, s

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(__file__).resolve().parent / "screenshots"

SERVER_START_S = s(120)    # two cores shared by many processes: Lab can take a while to start
KERNEL_S = s(120)          # the first kernel of a session imports wonderlab, ipywidgets, plotly
STEP_S = s(30)             # one click's redraw
RENDER_S = s(300)          # a Voilà page: its kernel runs every cell before the page has loaded
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]
LIGHT, DARK = "JupyterLab Light", "JupyterLab Dark"


def free_port():
    """A TCP port nobody listens on now (the server is told to take it or fail)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def write_notebook(folder, name, *cells):
    """Write a notebook of code ``cells`` (strings, their code folded away so the output has the
    room) into ``folder``; return its file name."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source, metadata={"jupyter": {"source_hidden": True}})
                      for source in cells]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                       "language": "python"}
    nbformat.write(notebook, Path(folder) / name)
    return name


def write_settings(folder, theme):
    """JupyterLab user settings: the theme, no news pop-up, every notebook cell rendered."""
    settings = {
        "@jupyterlab/apputils-extension/themes": {"theme": theme},
        "@jupyterlab/apputils-extension/notification": {"fetchNews": "false",
                                                        "checkForUpdates": False},
        "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
    }
    for plugin, values in settings.items():
        path = Path(folder) / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))


def _die_with_parent():
    """On Linux, the server is stopped when pytest dies without its fixtures' clean-up."""
    if sys.platform.startswith("linux"):
        import ctypes
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)      # PR_SET_PDEATHSIG


class Server:
    """A Jupyter server process of ours: started, waited for, stopped with its kernels."""

    def __init__(self, name, argv, base_url, token, home, ready_path, env=None):
        self.name, self.argv, self.token, self.home = name, argv, token, Path(home)
        self.env = dict(env or {})
        self.base_url, self.ready_path = base_url, ready_path
        self.log_path = self.home / f"{name}.log"
        self.process = None

    def url(self, path):
        joiner = "&" if "?" in path else "?"
        return f"{self.base_url}{path}{joiner}token={self.token}"

    def environment(self):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        for variable, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                              ("IPYTHONDIR", "ipython")):
            env[variable] = str(self.home / sub)
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        env.pop("JUPYTER_TOKEN", None)
        env.update(self.env)
        return env

    def start(self):
        log = self.log_path.open("w")
        self.process = subprocess.Popen(self.argv, stdout=log, stderr=subprocess.STDOUT,
                                        env=self.environment(), cwd=self.home,
                                        start_new_session=True, preexec_fn=_die_with_parent)
        log.close()
        deadline = time.monotonic() + SERVER_START_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited with code {self.process.returncode} "
                                   f"before answering:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url(self.ready_path), timeout=s(5)) as answer:
                    if answer.status == 200:
                        return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(s(0.5))
        self.stop()
        raise RuntimeError(f"{self.name} did not answer {self.ready_path} within "
                           f"{SERVER_START_S} s:\n{self.log_tail()}")

    def shutdown_kernels(self):
        """Shut down every kernel of this Jupyter server (between tests: two cores only)."""
        with urllib.request.urlopen(self.url("/api/kernels"), timeout=s(10)) as answer:
            kernels = json.load(answer)
        for kernel in kernels:
            request = urllib.request.Request(self.url(f"/api/kernels/{kernel['id']}"),
                                             method="DELETE")
            try:
                urllib.request.urlopen(request, timeout=s(30)).close()
            except urllib.error.URLError:
                pass             # already gone

    def stop(self):
        """Stop the server and its kernels (its own process group, which it leads)."""
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=s(20))
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=s(10))

    def log_tail(self, lines=40):
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"


# What `make lab-fr` adds to Jupyter's configuration path: JupyterLab's menus in French by default
FRENCH_CONFIG = ROOT / "tools" / "jupyter-fr"


def lab_server(home, notebooks, theme=LIGHT, french=False):
    """JupyterLab serving the folder ``notebooks``, in the given theme, with the app exposed;
    ``french``: started as `make lab-fr` starts it, its menus in French."""
    home = Path(home)
    write_settings(home / "settings", theme)
    port, token = free_port(), secrets.token_hex(16)
    argv = [sys.executable, "-m", "jupyterlab",
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
            f"--ServerApp.token={token}", "--allow-root", "--ServerApp.open_browser=False",
            "--LabApp.expose_app_in_browser=True", f"--ServerApp.root_dir={notebooks}",
            f"--LabApp.user_settings_dir={home / 'settings'}",
            f"--LabApp.workspaces_dir={home / 'workspaces'}"]
    env = {"JUPYTER_CONFIG_PATH": str(FRENCH_CONFIG)} if french else {}
    return Server("jupyterlab", argv, f"http://127.0.0.1:{port}", token, home,
                  "/api/status", env).start()


def voila_server(home, notebooks):
    """Voilà serving the folder ``notebooks`` (a notebook renders at /voila/render/NAME)."""
    port, token = free_port(), secrets.token_hex(16)
    argv = [sys.executable, "-m", "voila", str(notebooks), "--no-browser",
            "--Voila.ip=127.0.0.1", f"--Voila.port={port}", "--Voila.port_retries=0",
            f"--Voila.token={token}", "--show_tracebacks=True",
            "--VoilaConfiguration.allow_theme_override=YES"]     # ?theme=dark, for the course pages
    return Server("voila", argv, f"http://127.0.0.1:{port}", token, Path(home), "/").start()


class Steps:
    """Screenshots of a test's steps, numbered, in ``screenshots/<test>/`` (git ignores it)."""

    def __init__(self, page, test_name):
        self.page, self.count = page, 0
        self.folder = SHOTS / test_name
        self.folder.mkdir(parents=True, exist_ok=True)
        for old in self.folder.glob("*.png"):
            old.unlink()

    def shot(self, step, target=None):
        """Save the page (or the element ``target``, scrolled into view) as NN-step.png."""
        self.count += 1
        path = self.folder / f"{self.count:02d}-{step}.png"
        try:
            if target is not None and target.count():
                self.fit(target.first)
                target.first.screenshot(path=path, timeout=round(STEP_S * 1000))
            else:
                self.page.screenshot(path=path)
        except Exception:        # a screenshot must never hide the failure it documents
            self.page.screenshot(path=path)
        return path

    def fit(self, element):
        """Grow the window until ``element`` fits in it: JupyterLab scrolls the notebook inside
        the window, so a tall table would otherwise be cut at the window's bottom."""
        height = element.evaluate("el => el.scrollHeight")
        size = self.page.viewport_size
        if height + 250 > size["height"]:
            self.page.set_viewport_size({"width": size["width"], "height": height + 250})
            self.page.wait_for_timeout(ms(0.3))      # JupyterLab lays itself out again
        element.scroll_into_view_if_needed()

    def wait(self, what, wait, timeout_s=STEP_S):
        """Run the Playwright ``wait`` (a callable taking a timeout in ms); fail saying ``what``."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        try:
            return wait(round(timeout_s * 1000))
        except PlaywrightTimeout:
            path = self.shot("timeout")
            raise AssertionError(f"{what} did not happen within {timeout_s:g} s "
                                 f"(screenshot: {path.relative_to(ROOT)})") from None

    def render(self, server, name):
        """Open the notebook ``name`` as Voilà's server draws it, and wait until it has loaded.
        Voilà streams the page while its kernel runs the cells: on a machine busy with other
        work the first kernel may starve, so a page unloaded after RENDER_S is asked once more."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        address = server.url(f"/voila/render/{name}")

        def load(ms):
            self.page.goto(address, wait_until="commit", timeout=ms)
            self.page.wait_for_load_state("load", timeout=ms)
        try:
            load(round(RENDER_S * 1000))
        except PlaywrightTimeout:
            self.wait(f"Voilà drawing {name}, asked a second time", load, RENDER_S)

    def wait_for(self, selector, what, timeout_s=STEP_S, state="visible"):
        """Wait until ``selector`` is in ``state``; return its locator."""
        locator = self.page.locator(selector)
        self.wait(what, lambda ms: locator.first.wait_for(state=state, timeout=ms), timeout_s)
        return locator


_NOTEBOOK = "window.jupyterapp && window.jupyterapp.shell.currentWidget"
_KERNEL_IDLE = f"""() => {{
    const panel = {_NOTEBOOK};
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
                   && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle';
}}"""
_ALL_RUN = f"""() => {{
    const panel = {_NOTEBOOK};
    const cells = panel.content.widgets.filter(cell => cell.model.type === 'code');
    const kernel = panel.sessionContext.session.kernel;
    return cells.length > 0 && cells.every(cell => cell.model.executionCount !== null)
           && kernel.status === 'idle';
}}"""
_ERRORS = f"""() => {{
    const panel = {_NOTEBOOK};
    const errors = [];
    for (const cell of panel.content.widgets) {{
        if (cell.model.type !== 'code') continue;
        for (const output of cell.model.outputs.toJSON()) {{
            if (output.output_type === 'error') errors.push(output.ename + ': ' + output.evalue);
        }}
    }}
    return errors;
}}"""


class Lab(Steps):
    """A JupyterLab tab: open a notebook, wait for its kernel, run it, screenshot each step."""

    def __init__(self, page, server, test_name):
        super().__init__(page, test_name)
        self.server = server

    def open(self, name):
        """Open notebook ``name`` alone, in a fresh workspace (no tab of an earlier test)."""
        workspace = "w" + secrets.token_hex(4)
        self.page.goto(self.server.url(f"/lab/workspaces/{workspace}/tree/{name}?reset"))
        self.wait(f"JupyterLab opening {name}", lambda ms: self.page.wait_for_function(
            f"""name => {{ const panel = {_NOTEBOOK};
                return !!panel && !!panel.sessionContext && !!panel.context
                       && panel.context.path === name; }}""", arg=name, timeout=ms),
                  SERVER_START_S)
        self.wait(f"the kernel of {name} starting and becoming idle",
                  lambda ms: self.page.wait_for_function(_KERNEL_IDLE, timeout=ms), KERNEL_S)
        self.page.evaluate("window.jupyterapp.shell.collapseLeft()")   # the table gets the width
        self.shot("opened")
        return self

    def run_all(self):
        """Run every cell, wait until all ran, and fail on any error output."""
        # not awaited: the command's promise may wait on a dialog; the wait below times out
        self.page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        self.wait("every cell running to the end",
                  lambda ms: self.page.wait_for_function(_ALL_RUN, timeout=ms), KERNEL_S)
        errors = self.page.evaluate(_ERRORS)
        if errors:
            path = self.shot("cell-error")
            raise AssertionError(f"a cell failed: {errors} (screenshot: {path.relative_to(ROOT)})")
        self.shot("ran")
        return self

    def computed(self, selector, prop):
        """The computed CSS property ``prop`` of the first element matching ``selector``."""
        return self.page.eval_on_selector(
            selector, f"el => getComputedStyle(el).getPropertyValue({json.dumps(prop)})")
