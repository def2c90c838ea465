"""What a class costs the app in memory: visits open at once on one ``tools/app.py`` server.

    python tools/app_memory.py --visits 30 --game classic
    python tools/app_memory.py --visits 30 --game duel --wave 10

Starts the server ``make app`` runs (``tools/app.py GAME``, on a free port), opens the game's app
page in ``--visits`` browser contexts of Debian's chromium (Playwright), ``--wave`` at a time, each
wave waiting until its tables are drawn, and keeps every page open to the end. Meanwhile it
samples, every ``SAMPLE_S`` seconds, the resident memory (RSS) of the server and of every kernel
it started (its child processes running ipykernel). The peak is the highest sum of one sample;
the last line says it and its parts, the kernels as their count times their mean:

    app: 30 visits, 30 tables drawn, peak 1.85 GB (server 105 MB, kernels 30 × 58 MB)

The lines before it give, all pages open, the proportional memory (PSS: what the kernels share,
Python and its libraries, counted once), closer to what the machine really spends, and how many
pages loaded themselves again (the template's watchdog: a page that could not draw gets a new
kernel, and the peak may hold both for a moment) or asked their kernel again for its widgets
(the template does when the kernel's first answer lacks one the page shows). Speed is not
measured: waves wait as long as ``--timeout`` allows. docs/hosting.md gives the figures measured.

    >>> summary({"visits": 2, "drawn": 2, "peak": 205 * MB, "server": 101 * MB,
    ...          "kernels": [52 * MB, 52 * MB]})
    'app: 2 visits, 2 tables drawn, peak 0.20 GB (server 101 MB, kernels 2 × 52 MB)'
"""

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil  # ipykernel's own dependency: there wherever the app's kernels run

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "tools" / "app.py"
GAMES = ("classic", "duel", "architects")
MB = 1024 * 1024
SAMPLE_S = 0.5
START_S = 120          # the server answering
TIMEOUT_S = 600        # a wave's tables drawn, on a busy machine


def drawn_selector(game):
    """What the app page shows once its kernel ran: the table's status line."""
    return f'.wl-table[data-game="{game}"] [data-role="status"]'


def memory(pid):
    """``(server, kernels)``: the RSS in bytes of process ``pid`` with its descendants that are no
    kernel, and the list of its kernels' RSS (descendants running ipykernel)."""
    server, kernels = 0, []
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0, []
    try:
        own = root.cmdline()
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return 0, []
    for process in processes:
        try:
            rss = process.memory_info().rss
            command = process.cmdline()
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue            # a kernel that just ended
        kernel = process.pid != pid and any("ipykernel" in part for part in command)
        if process.pid != pid and command == own:
            continue            # the server forked, not yet the kernel it starts: its pages are the server's
        if kernel:
            kernels.append(rss)
        else:
            server += rss
    return server, kernels


def proportional(pid):
    """The PSS in bytes of process ``pid`` and all its descendants (Linux's smaps_rollup)."""
    total = 0
    root = psutil.Process(pid)
    for process in [root, *root.children(recursive=True)]:
        try:
            total += process.memory_full_info().pss
        except (psutil.NoSuchProcess, psutil.AccessDenied, AttributeError):
            continue
    return total


class Sampler(threading.Thread):
    """Samples ``memory(pid)`` every ``SAMPLE_S`` seconds until stopped; keeps the highest sum."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.peak, self.done = pid, (0, []), threading.Event()

    def run(self):
        while not self.done.is_set():
            self.sample()
            self.done.wait(SAMPLE_S)

    def sample(self):
        server, kernels = memory(self.pid)
        if server + sum(kernels) > sum(self.peak[1]) + self.peak[0]:
            self.peak = (server, kernels)

    def stop(self):
        self.done.set()
        self.join()
        self.sample()


def measure(browser, url, pid, game, visits, wave=10, timeout_s=TIMEOUT_S, say=print):
    """Open ``url`` (the ``game``'s app page on the server of process ``pid``) in ``visits`` new
    contexts of ``browser``, ``wave`` at a time, all kept open; returns the figures of the peak:
    ``visits``, ``drawn`` (pages whose table was drawn), ``peak``, ``server`` (bytes) and
    ``kernels`` (each kernel's bytes at the peak), ``pss``, all pages open, and how many pages
    ``reloaded`` themselves (a kernel more each, for a while) or logged ``model_not_found``."""
    sampler = Sampler(pid)
    sampler.start()
    contexts, drawn, loads, missing, opened = [], 0, [], set(), []
    try:
        for first in range(0, visits, wave):
            pages = []
            for visit in range(first, min(first + wave, visits)):      # the wave opened at once
                context = browser.new_context(viewport={"width": 1200, "height": 900})
                contexts.append(context)
                page = context.new_page()
                loads.append(0)
                page.on("framenavigated", lambda frame, visit=visit: loads.__setitem__(
                    visit, loads[visit] + 1) if frame.parent_frame is None else None)
                page.on("console", lambda message, visit=visit: missing.add(visit)
                        if "model not found" in message.text else None)
                page.goto(url, wait_until="commit", timeout=timeout_s * 1000)
                pages.append(page)
                opened.append(page)
            deadline = time.monotonic() + timeout_s
            for page in pages:
                try:
                    page.wait_for_selector(drawn_selector(game),
                                           timeout=max(1, deadline - time.monotonic()) * 1000)
                    drawn += 1
                except Exception:         # noqa: BLE001 (Playwright's timeout: counted, not raised)
                    pass
            say(f"{len(contexts)} pages open, {drawn} tables drawn", flush=True)
        time.sleep(4 * SAMPLE_S)           # every kernel settled after its page drew
        pss = proportional(pid)
        # the wonderlab template asks the kernel again when its first answer lacked a widget
        asked = sum(1 for page in opened if page.evaluate(
            "document.body.getAttribute('data-wl-asked-again')") not in (None, "0"))
    finally:
        sampler.stop()
        for context in contexts:
            context.close()
    server, kernels = sampler.peak
    return {"visits": visits, "drawn": drawn, "peak": server + sum(kernels), "server": server,
            "kernels": kernels, "pss": pss, "reloaded": sum(1 for n in loads if n > 1),
            "model_not_found": len(missing), "asked_again": asked}


def summary(result):
    """The tool's last line (see the module's docstring)."""
    kernels = result["kernels"]
    each = sum(kernels) / len(kernels) / MB if kernels else 0
    return (f"app: {result['visits']} visits, {result['drawn']} tables drawn, "
            f"peak {result['peak'] / 1024 / MB:.2f} GB (server {result['server'] / MB:.0f} MB, "
            f"kernels {len(kernels)} × {each:.0f} MB)")


def _free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _die_with_parent():
    """On Linux, the server is stopped if this tool dies without stopping it."""
    if sys.platform.startswith("linux"):
        import ctypes
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)      # PR_SET_PDEATHSIG


def start_server(game, log):
    """``python tools/app.py GAME`` on a free port, in its own process group; ``(process, url)``."""
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    process = subprocess.Popen([sys.executable, str(APP), game, "--port", str(port), "--token", token],
                               stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True,
                               preexec_fn=_die_with_parent)
    url = f"http://127.0.0.1:{port}/voila/render/app/{game}.ipynb?token={token}"
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/?token={token}", timeout=5):
                return process, url
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.5)
    stop_server(process)
    raise RuntimeError(f"the app server did not answer within {START_S} s (see {log.name})")


def stop_server(process):
    """Stop the server and its kernels (its process group)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def main(argv=None):
    parser = argparse.ArgumentParser(description="Measure the app's memory with many pages open at once.")
    parser.add_argument("--visits", type=int, default=30, help="pages opened and kept open (default 30)")
    parser.add_argument("--game", default="classic", choices=GAMES)
    parser.add_argument("--wave", type=int, default=10, help="pages opened at once (default 10)")
    parser.add_argument("--timeout", type=float, default=TIMEOUT_S,
                        help=f"seconds a wave may take to draw (default {TIMEOUT_S})")
    parser.add_argument("--log", type=Path, default=None, help="the server's log (default: a temporary file)")
    arguments = parser.parse_args(argv)
    if arguments.visits < 1 or arguments.wave < 1:
        parser.error("--visits and --wave are whole numbers from 1")
    from playwright.sync_api import sync_playwright

    log_path = arguments.log or Path(os.environ.get("TMPDIR", "/tmp")) / f"app_memory_{os.getpid()}.log"
    with log_path.open("w") as log:
        process, url = start_server(arguments.game, log)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=shutil.which("chromium"),
                                                     args=["--no-sandbox", "--disable-gpu"])
                try:
                    result = measure(browser, url, process.pid, arguments.game, arguments.visits,
                                     arguments.wave, arguments.timeout)
                finally:
                    browser.close()
        finally:
            stop_server(process)
    print(f"{result['reloaded']} pages loaded themselves again (the template's watchdog, a new kernel "
          f"each); {result['model_not_found']} met 'model not found'; {result['asked_again']} asked "
          f"their kernel again for its widgets")
    print(f"all {arguments.visits} pages open: {result['pss'] / MB:.0f} MB proportional (PSS, "
          f"what the kernels share counted once)")
    print(summary(result))
    return 0 if result["drawn"] == arguments.visits else 1


if __name__ == "__main__":
    sys.exit(main())
