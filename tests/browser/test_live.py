"""The live classroom in real browsers: four students in four browser contexts join one
4-player 7 Wonders table with the code, play their turns, one reloads mid-game and finds their
seat again; the teacher's dashboard follows. Screenshots go to ``tests/browser/screenshots/live``."""

import json
import shutil
import urllib.request
from pathlib import Path

import pytest

from wonderlab.live.bench import Server

from .jupyter import CHROMIUM_ARGS, STEP_S
from .waits import s

SHOTS = Path(__file__).parent / "screenshots" / "live"


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path).start()
    yield found
    found.stop()


def _api(server, path, body=None):
    """The teacher's API with the server's token (plain urllib: Playwright's loop runs here)."""
    request = urllib.request.Request(f"{server.base}/api/{path}", method="GET" if body is None else "POST",
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Authorization": f"token {server.token}"})
    with urllib.request.urlopen(request, timeout=s(60)) as answer:
        return answer.status, json.loads(answer.read())


def _play_a_turn(page):
    """Pick the first card of the hand, its first option, and confirm; wait for the answer."""
    page.locator(".wl-table [data-card][role=button]").first.click()
    page.locator(".wl-table [data-option]").first.click()
    page.locator(".wl-table [data-action=confirm]:not([disabled])").click()


def test_four_students_join_play_and_one_reloads_back_to_the_same_seat(server):
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    _, session = _api(server, "sessions", {"game": "classic", "players": 4, "tables": 1, "bots": "none",
                                           "seed": 8})
    code = session["code"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        try:
            pages = []
            for i, (width, lang) in enumerate([(1280, "en"), (360, "fr"), (1280, "fr"), (360, "en")]):
                context = browser.new_context(viewport={"width": width, "height": 800},
                                              color_scheme="dark" if i % 2 else "light")
                context.set_default_timeout(round(STEP_S * 1000))     # every wait scales (tests/browser/waits.py)
                page = context.new_page()
                page.goto(f"{server.base}/?code={code}&lang={lang}")
                if i < 2:
                    page.screenshot(path=SHOTS / f"join-{width}-{lang}.png")
                page.fill("input[name=name]", ["Ana", "Bo", "Chloé", "Dan"][i])
                page.click("button[type=submit]")
                page.wait_for_selector(".wl-live-note:has-text('teacher'), .wl-live-note:has-text('professeur')")
                pages.append(page)
            assert _api(server, f"sessions/{code}", {"action": "start", "table": 1})[0] == 200
            for page in pages:
                page.wait_for_selector(".wl-table [data-card]")
            for turn in range(2):
                for page in pages:
                    _play_a_turn(page)
                for page in pages:
                    page.wait_for_selector(f".wl-table :text('turn {turn + 2}'), .wl-table :text('tour {turn + 2}')")
            pages[0].screenshot(path=SHOTS / "seat-1280-en-light.png", full_page=True)
            pages[1].screenshot(path=SHOTS / "seat-360-fr-dark.png", full_page=True)
            hand = sorted(pages[2].locator(".wl-table [data-card][role=button]").evaluate_all(
                "els => els.map(e => e.dataset.card)"))
            pages[2].reload()
            pages[2].wait_for_selector(".wl-table [data-card]")
            again = sorted(pages[2].locator(".wl-table [data-card][role=button]").evaluate_all(
                "els => els.map(e => e.dataset.card)"))
            assert again == hand                      # the same seat, the same hand, no new join
            _, state = _api(server, f"sessions/{code}")
            assert [s["name"] for s in state["students"]] == ["Ana", "Bo", "Chloé", "Dan"]
            assert state["tables"][0]["moves"] == 8
            for page in pages:                        # the game goes on after the reload
                _play_a_turn(page)
            pages[0].wait_for_selector(".wl-table :text('turn 4')")
            teacher_context = browser.new_context(viewport={"width": 1280, "height": 900})
            teacher_context.set_default_timeout(round(STEP_S * 1000))
            teacher = teacher_context.new_page()
            teacher.goto(f"{server.base}/teacher?token={server.token}&session={code}&lang=en")
            teacher.wait_for_selector(".wl-dash-table")
            teacher.screenshot(path=SHOTS / "dashboard-1280-en.png", full_page=True)
            assert "Ana" in teacher.inner_text(".wl-dash-table") and "Age I" in teacher.inner_text(".wl-dash-table")
        finally:
            browser.close()
    assert json.loads((Path(server.data) / code / "table-1.json").read_text())["actions"]


def test_the_dashboard_is_pushed_each_change_and_moves_a_student_with_a_form(server):
    """Source: issue 38, the teacher "follows every table live ... move a student"."""
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    _, session = _api(server, "sessions", {"game": "duel", "tables": 2, "bots": "greedy", "seating": "teacher",
                                           "seed": 3})
    code = session["code"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        try:
            teachers = []
            for width, lang, scheme in [(1280, "en", "light"), (360, "fr", "dark"), (1280, "fr", "dark"),
                                        (360, "en", "light")]:
                context = browser.new_context(viewport={"width": width, "height": 800}, color_scheme=scheme)
                context.set_default_timeout(round(STEP_S * 1000))
                page = context.new_page()
                page.goto(f"{server.base}/teacher?token={server.token}&session={code}&lang={lang}")
                page.wait_for_selector(".wl-dash-table")
                teachers.append((page, width, lang, scheme))
            student = browser.new_context(viewport={"width": 360, "height": 800}).new_page()
            student.set_default_timeout(round(STEP_S * 1000))
            student.goto(f"{server.base}/?code={code}&lang=en")
            student.fill("input[name=name]", "Ana")
            student.click("button[type=submit]")
            for page, *_ in teachers:                  # pushed: no page polls or reloads
                page.wait_for_selector("#board li:has-text('Ana') button[data-move]")
            page, width, lang, scheme = teachers[1]
            page.click("button[data-move]")
            dialog = page.locator("dialog.wl-dash-move[open]")
            assert dialog.locator("h2").inner_text() == "Déplacer Ana"
            dialog.locator("select[name=table]").select_option("2")
            dialog.locator("select[name=seat]").select_option("1")
            page.screenshot(path=SHOTS / f"dashboard-move-{width}-{lang}-{scheme}.png")
            dialog.locator("button[value=move]").click()
            for page, width, lang, scheme in teachers:
                page.wait_for_selector("#board > ul li:has-text('Ana'):has-text('Table 2')")
                page.wait_for_selector(".wl-dash-table[data-table='2'] li[data-seat='1']:has-text('Ana')")
                page.screenshot(path=SHOTS / f"dashboard-{width}-{lang}-{scheme}.png", full_page=True)
            page, width, lang, scheme = teachers[0]
            page.click("button[data-move]")
            page.locator("dialog.wl-dash-move[open] button[value=cancel]").click()
            page.wait_for_selector("dialog.wl-dash-move", state="detached")
            assert _api(server, f"sessions/{code}")[1]["students"][0]["table"] == 2
            page.click(".wl-dash-table[data-table='2'] button[data-action=start]")
            student.wait_for_selector(".wl-table :text('Wonder draft')")
            page.wait_for_selector(".wl-dash-table[data-table='2'] h3:has-text('playing')")
            teachers[1][0].wait_for_selector(".wl-dash-table[data-table='2'] h3:has-text('en jeu')")
        finally:
            browser.close()
