"""Issue 42 in a real browser: the teacher makes a session of Duel with both expansions from the
dashboard's form (the bots stay greedy: they play Pantheon and Agora), the dashboard names them,
and a student plays their moves through the seat page, which draws the Pantheon and the Senate
(play.js): mid-game, at 360 px and at 1024 px, nothing wider than the page and no part of a board
clipping its text. Screenshots go to ``tests/browser/screenshots/live`` (``expansion-*``)."""

from .test_live import SHOTS, _api, _Contexts, _decide, _student, server  # noqa: F401  (the server fixture)
from .waits import ms

BOARDS = (".wl-pantheon", ".wl-senate")
CLIPPED = ("el => [...el.querySelectorAll('*')].filter(n => n.scrollWidth > n.clientWidth + 1"
           " && getComputedStyle(n).overflowX === 'hidden').length")


def test_the_teacher_makes_a_duel_session_with_both_expansions_and_a_student_plays_them(server, chromium):  # noqa: F811
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser = _Contexts(chromium)
    try:
        for lang, label in (("fr", "Extension de Duel"), ("en", "Duel expansion")):
            teacher = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            teacher.goto(f"{server.base}/teacher?token={server.token}&lang={lang}")
            form = teacher.locator("#create")
            assert form.locator("label:has(select[name=expansion]) span").inner_text() == label
            assert form.locator("select[name=expansion]").is_disabled()          # 7 Wonders has none
            assert form.locator("input[name=players]").is_enabled()
            form.locator("select[name=game]").select_option("duel")
            assert form.locator("input[name=players]").is_disabled()   # found by hand: Duel offered "4 players"
            form.locator("select[name=expansion]").select_option("both")
            assert form.locator("select[name=bots]").input_value() == "greedy"   # greedy plays the expansions
            teacher.screenshot(path=SHOTS / f"expansion-form-1280-{lang}.png")
        form.locator("input[name=tables]").fill("1")
        form.locator("button[type=submit]").click()
        teacher.wait_for_selector(".wl-dash-table h3:has-text('Pantheon + Agora')")
        code = teacher.locator(".wl-dash-code strong").inner_text()
        _, state = _api(server, f"sessions/{code}")
        assert state["settings"]["expansion"] == "both" and state["settings"]["bots"] == "greedy"
        page = _student(browser, server, code, "Ana", 360, "en", "light")
        teacher.click(".wl-dash-table[data-table='1'] button[data-action=start]")
        page.wait_for_selector(".wl-table :text('Wonder draft')")
        decided = 0
        for _ in range(300):                     # well into Age I: Divinities seated, cubes in the Senate
            if decided >= 16:
                break
            if _decide(page):
                decided += 1
            else:
                page.wait_for_timeout(ms(0.2))
        assert decided >= 16
        for width in (360, 1024):
            page.set_viewport_size({"width": width, "height": 800})
            page.wait_for_timeout(ms(0.3))
            overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{width} px: the seat page scrolls sideways by {overflow} px"
            for drawn in BOARDS:
                board = page.locator(f".wl-table {drawn}").first
                assert board.count() == 1, f"the seat page draws no {drawn}"
                assert board.evaluate(CLIPPED) == 0, f"{width} px: a part of {drawn} clips its text"
                board.screenshot(path=SHOTS / f"expansion-{drawn[4:]}-seat-{width}-en.png")
            page.screenshot(path=SHOTS / f"expansion-both-seat-{width}-en.png", full_page=True)
        teacher.screenshot(path=SHOTS / "expansion-dashboard-1280-en.png", full_page=True)
        _, state = _api(server, f"sessions/{code}")
        assert state["tables"][0]["moves"] >= 16
    finally:
        browser.close()
