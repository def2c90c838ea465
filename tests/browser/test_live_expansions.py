"""Issue 42 in a real browser: the teacher makes a session of Duel with an expansion from the
dashboard's form (choosing Agora sets the bots to random, the only ones that play it so far), the
dashboard names the expansion, and a student plays its moves through the page. Screenshots go to
``tests/browser/screenshots/live`` (``expansion-*``)."""

from .test_live import SHOTS, _api, _Contexts, _decide, _student, server  # noqa: F401  (the server fixture)
from .waits import ms


def test_the_teacher_makes_a_duel_session_with_agora_and_a_student_plays_its_moves(server, chromium):  # noqa: F811
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser = _Contexts(chromium)
    try:
        for lang, label, bots in (("fr", "Extension de Duel", "greedy"), ("en", "Duel expansion", "greedy")):
            teacher = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            teacher.goto(f"{server.base}/teacher?token={server.token}&lang={lang}")
            form = teacher.locator("#create")
            assert form.locator("label:has(select[name=expansion]) span").inner_text() == label
            assert form.locator("select[name=expansion]").is_disabled()          # 7 Wonders has none
            form.locator("select[name=game]").select_option("duel")
            assert form.locator("select[name=bots]").input_value() == bots
            form.locator("select[name=expansion]").select_option("agora")
            assert form.locator("select[name=bots]").input_value() == "random"   # the bot that plays Agora
            teacher.screenshot(path=SHOTS / f"expansion-form-1280-{lang}.png")
        form.locator("input[name=tables]").fill("1")
        form.locator("button[type=submit]").click()
        teacher.wait_for_selector(".wl-dash-table h3:has-text('Agora')")
        code = teacher.locator(".wl-dash-code strong").inner_text()
        _, state = _api(server, f"sessions/{code}")
        assert state["settings"]["expansion"] == "agora" and state["settings"]["bots"] == "random"
        page = _student(browser, server, code, "Ana", 360, "en", "light")
        teacher.click(".wl-dash-table[data-table='1'] button[data-action=start]")
        page.wait_for_selector(".wl-table :text('Wonder draft')")
        decided = 0
        for _ in range(200):
            if decided >= 12:
                break
            if _decide(page):
                decided += 1
            else:
                page.wait_for_timeout(ms(0.2))
        assert decided >= 12
        page.screenshot(path=SHOTS / "expansion-agora-seat-360-en.png", full_page=True)
        teacher.screenshot(path=SHOTS / "expansion-dashboard-1280-en.png", full_page=True)
        _, state = _api(server, f"sessions/{code}")
        assert state["tables"][0]["moves"] >= 12
    finally:
        browser.close()
