"""Learn from your mistakes in the live classroom, in a real browser (issue 37): a student plays a
Duel against a bot by clicks to its end, the server analyses her decisions in its processes, the
same page offers Learn from your mistakes, a mistake is replayed by clicks (the move played
refused with a hint, the coach's found), in English light then French dark; the teacher's board
shows her accuracy. Screenshots go to ``tests/browser/screenshots/live``."""

import json
import shutil

from tests.test_french_outputs import english_of
from wonderlab.lab.analyse import accuracy
from wonderlab.live.bench import Server
from wonderlab.live.hub import Hub
from wonderlab.live.session import Classroom

from .test_live import SHOTS, _api, _Contexts, _student
from .waits import ms

PLAYOUTS = 60          # rollouts per decision: a rough analysis, a few seconds of the server's CPU


def _careless_moves(tmp_path):
    """The options (card, index) Ana picks in the Duel of seed 3, her last option each time: the
    same game played first through the server's hub in Python (the bot's moves follow from the
    seed and the moves before them), where its analysis finds a mistake."""
    room = Classroom(tmp_path / "rehearsal")
    session = room.create({"game": "duel", "bots": "greedy", "seed": 3})
    hub, frames = Hub(room), []
    screen = type("Screen", (), {"send": staticmethod(frames.append)})
    hub.receive(screen, json.dumps({"type": "join", "code": session.code, "name": "Ana"}))
    session.start(0)
    hub.broadcast(session.tables[0])
    moves = []
    while not session.tables[0].table.is_over:
        option = next(f for f in reversed(frames) if f["type"] == "view")["view"]["options"][-1]
        moves.append((option.get("card"), option["index"]))
        for message in ({"type": "choose", "index": option["index"]}, {"type": "confirm"}):
            hub.receive(screen, json.dumps(message))
    return moves


def _play_out(page, moves):
    """Ana's ``moves`` by clicks: the card first where its options show only once it is picked."""
    table = page.locator(".wl-table")
    for card, index in moves:
        table.locator(".wl-options").wait_for()
        if not table.locator(f'button[data-option="{index}"]').count():
            table.locator(f'[data-card="{card}"]').first.click()
        table.locator(f'button[data-option="{index}"]').click()
        table.locator("[data-option][aria-pressed=true]").wait_for()
        table.locator("[data-action=confirm]:not([disabled])").click()
        table.locator("[data-option][aria-pressed=true]").wait_for(state="detached")
    page.wait_for_selector(".wl-table[data-over=true]")


def _mirror(server, code, tmp_path, lang):
    """The server's folder opened again in Python: the view the page must show for a lesson."""
    folder = tmp_path / f"mirror-{lang}"
    shutil.copytree(server.data, folder)
    live = Classroom(folder, analysis_playouts=PLAYOUTS).find(code).tables[0]
    live.act(0, {"type": "learn"}, lang)
    return live


def _pick(page, view, words):
    """Click the option of ``words`` in the lesson's board (its card first, where it has one)."""
    option = next(o for o in view["options"] if o["text"] == words)
    table = page.locator(".wl-table")
    if option.get("card") is not None and not table.locator(f'button[data-option="{option["index"]}"]').count():
        table.locator(f'[data-card="{option["card"]}"]').first.click()
    table.locator(f'button[data-option="{option["index"]}"]').click()
    table.locator("[data-action=confirm]:not([disabled])").click()


def test_a_student_replays_a_live_mistake_by_clicks_and_the_teacher_sees_her_accuracy(chromium, tmp_path):
    """Source: issue 37, "Learn from your mistakes ... in the live classroom" and "an accuracy ...
    shown in ... the teacher's board"."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    # a test clicks a whole game in seconds, quicker than any person: the server's rate limit (100
    # messages in 10 s) would close its socket at the lesson's first Confirm on an idle machine
    server = Server(tmp_path / "data", rate=100_000, analysis_playouts=PLAYOUTS).start()
    browser = _Contexts(chromium)
    try:
        _, session = _api(server, "sessions", {"game": "duel", "bots": "greedy", "seed": 3})
        code = session["code"]
        page = _student(browser, server, code, "Ana", 1280, "en", "light", height=900)
        assert _api(server, f"sessions/{code}", {"action": "start", "table": 1})[0] == 200
        _play_out(page, _careless_moves(tmp_path))
        # the page says the analysis runs until its result arrives, then offers the lesson
        page.wait_for_selector("[data-role=analysis-progress], [data-action=learn]")
        page.wait_for_selector("[data-action=learn]", timeout=ms(300))
        assert not page.locator("[data-action=analyse], [data-action=cancel-analysis]").count()
        page.screenshot(path=SHOTS / "mistakes-review-1280-en-light.png", full_page=True)

        live = _mirror(server, code, tmp_path, "en")
        learning = live.learning[0]
        lesson, view = learning.lesson, live.view(0, "en")
        with live.table.at(0):
            frame = live.table.coach_frame
        total = len(lesson.items)
        assert page.locator("[data-action=learn]").inner_text() == f"Learn from your mistakes ({total})"
        page.click("[data-action=learn]")
        page.wait_for_selector("[data-role=lesson-prompt]")
        assert page.locator("[data-role=lesson-prompt]").inner_text() == view["lesson"]["prompt"]
        assert f"Mistake 1 of {total}" in page.locator("[data-role=lesson] h4").inner_text()
        played, best = str(lesson.played()), str(lesson.best())
        _pick(page, view, played)
        page.wait_for_selector("[data-role=lesson-feedback][data-kind=wrong]")
        assert page.locator("[data-role=lesson-feedback]").inner_text() == \
            f"Not quite: that is the move you played. Hint: {lesson.hint()}"
        page.screenshot(path=SHOTS / "mistakes-refused-1280-en-light.png", full_page=True)

        # the same lesson in French and dark: the page switched, the mistake shown still the first
        page.emulate_media(color_scheme="dark")
        page.select_option("[data-role=language]", "fr")
        page.wait_for_selector("[data-role=lesson] h4:has-text('Erreur 1 sur')")
        french = _mirror(server, code, tmp_path, "fr").view(0, "fr")
        _pick(page, french, next(o["text"] for o in french["options"]
                                 if o["index"] == next(e for e in view["options"] if e["text"] == best)["index"]))
        page.wait_for_selector("[data-role=lesson-feedback][data-kind=right]")
        found = page.locator("[data-role=lesson-feedback]").inner_text()
        # the analysis was made while English was spoken: its reason is read in French all the same
        assert found.startswith("Trouvé !") and "coup du coach" in found and not english_of(found), found
        page.screenshot(path=SHOTS / "mistakes-found-1280-fr-dark.png", full_page=True)
        for _ in range(total):
            page.click("[data-action=lesson-next]")
        page.wait_for_selector("[data-role=lesson-summary]")
        summary = page.locator("[data-role=lesson-summary]").inner_text()
        assert summary.startswith("1 ") and summary.endswith(f"sur {total}")      # one found of them all
        page.click("[data-action=lesson-close]")
        page.wait_for_selector("[data-role=key-decisions]")
        panel = page.locator("[data-role=key-decisions]").inner_text()
        assert "Précision d" in panel and not english_of(panel), (panel, english_of(panel))
        page.screenshot(path=SHOTS / "mistakes-review-1280-fr-dark.png", full_page=True)

        teacher_context = browser.new_context(viewport={"width": 1280, "height": 900})
        teacher = teacher_context.new_page()
        teacher.goto(f"{server.base}/teacher?token={server.token}&session={code}&lang=fr")
        figure = f"{accuracy(frame):.1f}".replace(".", ",") + "\u202f%"
        teacher.wait_for_selector(".wl-dash-table li[data-seat='1'] [data-role=accuracy]")
        assert teacher.locator(".wl-dash-table li[data-seat='1'] [data-role=accuracy]").inner_text() == \
            f"· Précision\u00a0: {figure}"
        assert not teacher.locator(".wl-dash-table li[data-seat='2'] [data-role=accuracy]").count()   # the bot's
        cells = teacher.locator("#board table tr:has-text('Ana') td[data-role=accuracy]")
        assert cells.inner_text() == figure
        teacher.screenshot(path=SHOTS / "mistakes-dashboard-1280-fr-light.png", full_page=True)
        assert teacher.locator("a[href*='leaderboard.csv']").get_attribute("href").endswith("?lang=fr")
        assert json.loads((tmp_path / "data" / code / "table-1-analysis-1.json").read_text())["rows"]
    finally:
        browser.close()
        server.stop()
