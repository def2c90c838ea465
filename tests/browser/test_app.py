"""The table as an app (issue 11, "Binder and Voilà"): ``make app GAME=duel`` serves one game's
table with Voilà on 127.0.0.1; here the same command starts, prints its address, and a card is
played by clicks in that page, the page showing after each click what Python shows."""

import re
import secrets
import sys

import pytest

from .jupyter import ROOT, Server, Steps, free_port
from .table import Clicks, Mirror, play
from .waits import s

APP = ROOT / "tools" / "app.py"
# the table of notebooks/app/duel.ipynb
APP_TABLE = {"seed": 2026}


def test_make_app_runs_the_command_this_test_starts():
    makefile = ROOT.joinpath("Makefile").read_text()
    recipe = re.search(r"^app:.*\n\t(.+)$", makefile, re.MULTILINE)
    assert recipe and recipe.group(1) == "$(BIN)/python tools/app.py $(GAME) --cull-idle $(CULL_IDLE_S)"
    assert re.search(r"^GAME \?= classic$", makefile, re.MULTILINE)


@pytest.fixture
def app_server(browser_ready, tmp_path, request):
    """``python tools/app.py GAME --port P --token T``, as ``make app GAME=...`` runs it."""
    game = request.param
    port, token = free_port(), secrets.token_hex(16)
    argv = [sys.executable, str(APP), game, "--port", str(port), "--token", token]
    server = Server("voila-app", argv, f"http://127.0.0.1:{port}", token, tmp_path, "/").start()
    yield game, server
    server.stop()


@pytest.mark.parametrize("app_server", ["duel"], indirect=True)
def test_make_app_serves_a_table_that_plays_a_card_by_clicks(app_server, page, request):
    game, server = app_server
    printed = re.search(r"http://127\.0\.0\.1:\d+/\S+", server.log_path.read_text())
    assert printed, f"the app printed no address:\n{server.log_tail()}"
    address = printed.group(0)
    assert address == server.url(f"/voila/render/app/{game}.ipynb")

    steps = Steps(page, f"app-{game}")
    page.goto(address)
    table, mirror = Clicks(steps, game).appear(), Mirror(game, **APP_TABLE)
    table.shot("app-first-drawing")
    mirror.check(table, "the app's first drawing")
    shown = page.inner_text("body")
    assert "7 Wonders Duel, as an app" in shown, "the app's title (its markdown cell) is missing"
    assert "PlayTable(" not in shown, "the app shows its code: Voilà must show only outputs"
    steps.shot("app-page")

    for _ in range(8):                 # Duel's wonder draft: picks without a card
        if table.cards():
            break
        play(table, mirror, min(table.options()))
    cards = table.cards()
    assert cards, "no card to click in the app"
    table.select(cards[0])
    mirror.table.select(cards[0])
    mirror.check(table, f"clicking card {cards[0]}")
    table.shot("app-card-clicked")
    log = table.log()
    play(table, mirror, min(table.options()))
    assert table.log() != log, "playing the card wrote nothing in the log"
    assert cards[0] not in table.cards(), f"card {cards[0]} is still on the table once played"
    table.shot("app-card-played")

    # the app's link to the course opens the start page in the same Voilà server
    page.get_by_role("link", name="start here").first.click()
    steps.wait(f"the start page opening from the app (now at {page.url})",
               lambda ms: page.get_by_text("Start here: the wonderlab course").first.wait_for(
                   timeout=ms), s(120))
    assert "/voila/render/00-start-here.ipynb" in page.url
    steps.shot("start-page-from-the-app")


def _kernels(server):
    """The kernel processes ``server`` started (Voilà lists no kernels over HTTP, and each kernel
    leads its own session): the ipykernel processes that descend from the server's process."""
    from pathlib import Path

    parent, kernels = {}, []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except (OSError, ValueError):
            continue
        pid = int(entry.name)
        parent[pid] = int(stat.rsplit(")", 1)[1].split()[1])
        if b"ipykernel" in command:
            kernels.append(pid)

    def descends(pid):
        while pid > 1:
            pid = parent.get(pid, 0)
            if pid == server.process.pid:
                return True
        return False

    return [pid for pid in kernels if descends(pid)]


VISITS = 3


@pytest.mark.parametrize("app_server", ["duel"], indirect=True)
def test_a_page_left_or_closed_shuts_its_kernel_and_the_page_asks_no_other_host(app_server, page):
    """A class opens and leaves the app page again and again: each visit's kernel stops when
    its page is left (the shutdown beacon is accepted), the server is back to no kernel within
    seconds, and no page asks another host (a CDN) for anything."""
    import time

    game, server = app_server
    address = server.url(f"/voila/render/app/{game}.ipynb")
    context = page.context
    elsewhere, problems = [], []
    context.on("request", lambda request: None if request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
               else elsewhere.append(request.url))
    for visit in range(VISITS):
        visitor = page if visit == 0 else context.new_page()
        visitor.on("console", lambda message: problems.append(message.text)
                   if message.type in ("error", "warning") else None)
        steps = Steps(visitor, f"app-visit-{visit}")
        visitor.goto(address)
        Clicks(steps, game).appear()
        assert len(_kernels(server)) >= 1
        if visit % 2:
            visitor.close(run_before_unload=True)        # the tab closed
        else:
            visitor.goto("about:blank")                  # the page left for another
    deadline, left = time.monotonic() + s(60), None      # a wait, not a measure: a busy machine is slow to cull
    while time.monotonic() < deadline:
        left = _kernels(server)
        if not left:
            break
        time.sleep(s(0.5))
    log = server.log_path.read_text()
    assert left == [], f"{len(left)} kernels still alive after {VISITS} visits:\n{server.log_tail()}"
    refused = [line for line in log.splitlines() if " 403 " in line]
    assert not refused, f"the server refused a request: {refused}"
    assert elsewhere == [], f"the app page asked another host: {elsewhere}"
    assert not [p for p in problems if "font" in p.lower()], problems
    # the widget models load (ipywidgets' manager registers @jupyter-widgets/base; tools/app.py
    # says why the "Unsatisfied version" warnings of Voilà 0.5.13's JupyterLab 4.2.5 remain)
    assert not [p for p in problems if "No version of module" in p], problems
