"""Learn from your mistakes in the live classroom (issue 37, "in the live classroom"): once a
student's game is over the server analyses their decisions (never a bot's), from what their seat
saw (``lab.analyse``: ``game.redeal``), keeps it on disk beside the record, shows their accuracy
on the teacher's board and offers their mistakes, judged as the notebook table judges them,
through the very messages ``play.js`` sends. Driven through the ``Hub`` with test screens."""

import asyncio
import json
import re
import shutil
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.lab.analyse import accuracy
from wonderlab.lab.mistakes import ACCEPT, mistakes
from wonderlab.live.hub import Hub
from wonderlab.live.session import Classroom
from wonderlab.table import coach

from .apart import run_apart

PLAYOUTS = 60          # rollouts per decision: rough, enough to find the careless student's mistake


class Screen:
    def __init__(self):
        self.frames = []

    def send(self, data):
        json.dumps(data)                 # every frame is plain JSON
        self.frames.append(data)

    def last(self, kind="view"):
        return next(f for f in reversed(self.frames) if f["type"] == kind)


def _say(hub, screen, **message):
    hub.receive(screen, json.dumps(message))


def _careless(hub, screen, live):
    """Ana plays her last option every time (often a discard) until the game is over."""
    while not live.table.is_over:
        view = screen.last()["view"]
        assert view["options"], "Ana has nothing to decide in a game not over"
        _say(hub, screen, type="choose", index=view["options"][-1]["index"])
        _say(hub, screen, type="confirm")


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A Duel game of Ana (careless) against a greedy bot, played out through a hub with no
    executor (the analysis then runs at once): the classroom's folder, its code, Ana's secret."""
    folder = tmp_path_factory.mktemp("class")
    room = Classroom(folder, analysis_playouts=PLAYOUTS)
    session = room.create({"game": "duel", "bots": "greedy", "seed": 3})
    hub, ana = Hub(room), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana")
    _say(hub, ana, type="learn")
    early = ana.last("error")["message"]
    session.start(0)
    hub.broadcast(session.tables[0])
    _careless(hub, ana, session.tables[0])
    return folder, session.code, ana.frames[0]["secret"], early


def _back(played, tmp_path, executor=None, forget=False):
    """The classroom opened again on a copy of the played folder (a restart), Ana back on it
    (with ``forget``, the analysis' files lost)."""
    folder, code, secret, _ = played
    shutil.copytree(folder, tmp_path / "class")
    if forget:
        for path in (tmp_path / "class" / code).glob("table-*-analysis-*.json"):
            path.unlink()
    room = Classroom(tmp_path / "class", analysis_playouts=PLAYOUTS)
    hub, ana = Hub(room, executor=executor), Screen()
    session = room.find(code)
    _say(hub, ana, type="back", code=code, secret=secret)
    return room, session, hub, ana


def _frame(live, seat):
    with live.table.at(seat):
        return live.table.coach_frame


def test_learn_from_your_mistakes_waits_for_the_end_of_the_game(played):
    assert played[3] == "Learn from your mistakes comes after the game, once your decisions are analysed"


def test_the_students_decisions_are_analysed_once_on_disk_never_the_bots(played, tmp_path):
    """Source: issue 37, "when a student's live game ends, the server analyses that student's
    decisions"; the brief: "Bots' seats are not analysed"."""
    room, session, hub, ana = _back(played, tmp_path)
    live = session.tables[0]
    frame = _frame(live, 0)
    with live.table.at(0):
        shown = live.table.coach_analysis
    assert len(frame) == len(live.steps(0)) == shown["total"] and not shown["interrupted"]
    assert live.analysis_path(0).exists() and not live.analysis_path(1).exists()
    assert _frame(live, 1) is None and live.accuracy(1) is None
    coach = ana.last()["view"]["coach"]
    assert coach["analyse"] is False and coach["busy"] is None
    assert coach["analysis"]["mistakes"] == len(mistakes(frame)) >= 1
    assert coach["analysis"]["accuracy"] == round(accuracy(frame), 1) < 100
    assert coach["analysis"]["accuracy_text"].startswith("Ana's accuracy: ")


def test_the_teachers_board_shows_each_students_accuracy_once_analysed(played, tmp_path):
    """Source: issue 37, "an accuracy per game for each seat ... shown in ... the teacher's board"."""
    room, session, hub, ana = _back(played, tmp_path)
    board = Screen()
    hub.watch(board, session)
    seats = board.last("board")["board"]["tables"][0]["seats"]
    expected = round(accuracy(_frame(session.tables[0], 0)), 1)
    assert [(s["name"], s["accuracy"], s["analysing"]) for s in seats] == [("Ana", expected, False), (None, None, False)]
    rows = {row["name"]: row["accuracy"] for row in board.last("board")["board"]["leaderboard"]}
    assert rows["Ana"] == expected and rows["Bot 2"] is None


def test_a_mistake_replayed_refused_then_found_then_counted(played, tmp_path):
    """Source: issue 37, "The learner picks an option: accepted when it gives away less than the
    mistake threshold against the best ..., else 'not quite' and a hint ..., then the coach's
    move with its reason. The learner may skip; the table counts what was found"."""
    room, session, hub, ana = _back(played, tmp_path)
    live = session.tables[0]
    total = len(mistakes(_frame(live, 0)))
    _say(hub, ana, type="learn")
    lesson = live.learning[0].lesson
    view = ana.last()["view"]
    assert view["lesson"]["title"] == f"Mistake 1 of {total}" and not view["over"]
    assert view["lesson"]["prompt"] == f'You played "{lesson.played()}" here. Can you find better?'
    # the mistake as Ana's seat saw it: her own hand, the same position text, hidden cards dealt again
    true, _, _ = lesson._before(lesson.item["step"])
    assert live.learning[0].desk.game.position(0).text == true.position(0).text
    texts = [o["text"] for o in view["options"]]
    _say(hub, ana, type="choose", index=texts.index(str(lesson.played())))
    _say(hub, ana, type="confirm")
    said = ana.last()["view"]["lesson"]
    assert said["kind"] == "wrong" and said["feedback"] == f"Not quite: that is the move you played. Hint: {lesson.hint()}"
    _say(hub, ana, type="choose", index=[o["text"] for o in ana.last()["view"]["options"]].index(str(lesson.best())))
    _say(hub, ana, type="confirm")
    said = ana.last()["view"]["lesson"]
    assert said["kind"] == "right" and said["settled"] and said["feedback"].startswith(f"Found! {lesson.best()} is the coach's move.")
    for _ in range(total):
        _say(hub, ana, type="lesson_next")
    done = ana.last()["view"]["lesson"]
    assert done["done"] and done["summary"] == (f"1 of {total} mistakes found" if total > 1 else "1 of 1 mistake found")
    _say(hub, ana, type="lesson_close")
    assert "lesson" not in ana.last()["view"] and ana.last()["view"]["over"]


def test_junk_while_learning_gets_one_line_and_leaves_the_lesson_as_it_was(played, tmp_path):
    room, session, hub, ana = _back(played, tmp_path)
    _say(hub, ana, type="learn")
    lesson = session.tables[0].learning[0].lesson
    before = ana.last()["view"]["lesson"]
    for junk in ({"type": "choose", "index": "x"}, {"type": "confirm"}, {"type": "select", "card": [1]},
                 {"type": "choose", "index": 10 ** 9}, {"type": "stand_in"}, {"type": "new"}):
        _say(hub, ana, **junk)
        last = ana.frames[-1]
        message = last["message"] if last["type"] == "error" else last["view"]["message"]
        assert message and "\n" not in message
        assert lesson.tries == 0 and lesson.outcome[0] is None
    assert ana.last()["view"]["lesson"] == before


def test_a_restart_mid_analysis_goes_on_from_the_decisions_on_disk_to_the_same_result(played, tmp_path):
    """Source: the brief, "the analysis survives a server restart (kill -9) or is redone; a
    student who reloads finds it": half the rows on disk (the server killed meanwhile), the
    first tick after the restart analyses the rest, with the same figures (same seed, same budget)."""
    folder, code, secret, _ = played
    shutil.copytree(folder, tmp_path / "class")
    path = tmp_path / "class" / code / "table-1-analysis-1.json"
    whole = json.loads(path.read_text())
    half = dict(whole, rows=whole["rows"][:len(whole["rows"]) // 2])
    path.write_text(json.dumps(half))
    room = Classroom(tmp_path / "class", analysis_playouts=PLAYOUTS)
    live = room.find(code).tables[0]
    assert _frame(live, 0) is None and len(live.analysed[0]) == len(half["rows"])
    Hub(room).tick()
    assert json.loads(path.read_text())["rows"] == whole["rows"]
    assert [r["loss"] for r in _frame(live, 0)] == [r["loss"] for r in whole["rows"]]


def test_an_analysis_file_of_another_budget_or_unreadable_is_ignored_and_made_again(played, tmp_path):
    folder, code, secret, _ = played
    shutil.copytree(folder, tmp_path / "class")
    path = tmp_path / "class" / code / "table-1-analysis-1.json"
    whole = json.loads(path.read_text())
    for junk in ("{", json.dumps([1]), json.dumps(dict(whole, rows=[{"x": 1}])), json.dumps(dict(whole, rows="x")),
                 json.dumps(dict(whole, moves=3)), json.dumps(dict(whole, playouts=PLAYOUTS + 1)),
                 json.dumps(dict(whole, rows=[dict(r, why=r["why"]["en"]) for r in whole["rows"]]))):   # one language: redone
        path.write_text(junk)
        room = Classroom(tmp_path / "class", analysis_playouts=PLAYOUTS)      # opens whatever the file holds
        live = room.find(code).tables[0]
        assert _frame(live, 0) is None and 0 not in live.analysed
    Hub(room).tick()                                   # the first tick: made again, as it was
    assert json.loads(path.read_text()) == whole and len(_frame(live, 0)) == len(whole["rows"])


class _HeldPool(ThreadPoolExecutor):
    """The server's pool, but the analysis' first job waits for the test to release it."""

    def __init__(self):
        super().__init__(2)
        self.started, self.release = threading.Event(), threading.Event()
        self.names = []

    def submit(self, think, *args):
        self.names.append(think.__name__)
        if think.__name__ == "think_analysis_rows" and not self.release.is_set():
            def held(*a):
                self.started.set()
                assert self.release.wait(60)
                return think(*a)
            return super().submit(held, *args)
        return super().submit(think, *args)


async def _settle(hub):
    while True:
        for _ in range(200):
            await asyncio.sleep(0)
        if not hub.writing:
            return
        await asyncio.sleep(0.01)


async def _idle(hub):
    """Every task of the hub done (what its executor works out included), however long it takes."""
    while hub.tasks or hub.writing:
        await asyncio.sleep(0.01)


def test_while_the_server_analyses_the_page_says_so_and_another_table_is_answered(played, tmp_path):
    """The brief: "While the analysis runs, the page says so (no timed wait: it shows when the
    result arrives, however long it takes)"; "several tables ending at once must not stall moves
    at other tables": the analysis' job held, a student at another table still plays."""
    pool = _HeldPool()

    async def go():
        again, session, hub, ana = _back(played, tmp_path, executor=pool, forget=True)
        code = session.code
        other = again.create({"game": "duel", "bots": "greedy", "seed": 5})
        bo = Screen()
        _say(hub, bo, type="join", code=other.code, name="Bo")
        assert hub.analysts_now() == 2                     # no game played: every process may analyse
        other.start(0)
        assert hub.analysts_now() == 1                     # Bo plays: a process stays free for his bot
        hub.tick()
        await asyncio.get_running_loop().run_in_executor(None, pool.started.wait, 60)
        await _settle(hub)
        busy = ana.last()["view"]["coach"]["busy"]
        total = len(again.find(code).tables[0].steps(0))
        assert busy == {"done": 0, "total": total, "stop": False, "text": f"Analysing: 0 of {total} decisions"}
        assert "analysis" not in ana.last()["view"]["coach"] or ana.last()["view"]["coach"]["analysis"] is None
        moves = other.tables[0].moves
        view = bo.last()["view"]
        _say(hub, bo, type="choose", index=view["options"][0]["index"])
        _say(hub, bo, type="confirm")
        await _settle(hub)
        assert other.tables[0].moves > moves               # answered while the analysis is held
        pool.release.set()
        await _idle(hub)
        assert not again.find(code).tables[0].analysing
        coach = ana.last()["view"]["coach"]
        # a pick the analysis did not weigh is measured in the pool, then judged
        _say(hub, ana, type="learn")
        await _idle(hub)
        lesson = session.tables[0].learning[0].lesson
        view = ana.last()["view"]
        other = next(o for o in view["options"] if o["text"] not in (str(lesson.best()), str(lesson.played())))
        _say(hub, ana, type="choose", index=other["index"])
        await _idle(hub)
        _say(hub, ana, type="confirm")
        await _idle(hub)
        return coach, lesson, ana.last()["view"]["lesson"], other["text"]

    try:
        coach, lesson, said, pick = run_apart(go())
    finally:
        pool.release.set()
        pool.shutdown()
    assert coach["busy"] is None and coach["analysis"]["mistakes"] >= 1
    assert pool.names.count("measure") == 1 and lesson.tries == 1
    loss = lesson.last[1]
    assert str(lesson.last[0]) == pick and loss == lesson.measured(lesson.last[0])
    points = f"{100 * loss:.1f}"
    assert said["feedback"].startswith(f"Found! {pick} gives away {points} points" if loss < ACCEPT else
                                       f"Not quite: {pick} gives away {points} points")



def _english(text):
    from tests.test_french_outputs import english_of

    return english_of(text)


FRENCH = re.compile(r"[éèêàçùôî«»]|\b(?:Par rapport|Trouvé|Pas tout à fait|Le coach|pièces?|victoires?)\b")


def _shown(ana):
    """Every text of the analysis and the lesson Ana's screen shows now."""
    view = ana.last()["view"]
    said = view.get("lesson") or {}
    texts = [said[k] for k in ("title", "prompt", "feedback", "summary") if said.get(k)]
    coach = (view.get("coach") or {}).get("analysis")
    if coach:
        texts += [coach["accuracy_text"]] + [row[k] for row in coach["rows"]
                                             for k in ("why", "chosen_words", "best_words", "label") if row[k]]
    return texts


def _pick(hub, ana, action, lang):
    """Ana picks ``action`` (as the screen names it in ``lang``) and confirms it."""
    set_language(lang)
    try:
        name = str(action)
    finally:
        set_language("en")
    _say(hub, ana, type="choose", index=[o["text"] for o in ana.last()["view"]["options"]].index(name))
    _say(hub, ana, type="confirm")


def test_a_lesson_analysed_in_english_is_read_in_french_after_a_language_message(played, tmp_path):
    """Issue 37's defect "mixed languages": Ana's game analysed while English was current (her
    rows on disk keep each text in both languages), then she switches to French: the coach's
    panel and her lesson (the analysis' reason after « Trouvé ! … est le coup du coach. »
    included) show no English sentence; switched back to English, no French one."""
    room, session, hub, ana = _back(played, tmp_path)
    live = session.tables[0]
    rows = json.loads(live.analysis_path(0).read_text())["rows"]
    assert all(set(row["why"]) == {"en", "fr"} and row["why"]["en"] != row["why"]["fr"] for row in rows)
    _say(hub, ana, type="language", lang="fr")
    texts = _shown(ana)
    assert texts[0].startswith("Précision d")
    _say(hub, ana, type="learn")
    lesson = live.learning[0].lesson
    texts += _shown(ana)
    _pick(hub, ana, lesson.played(), "fr")
    texts += _shown(ana)
    _pick(hub, ana, lesson.best(), "fr")
    texts += _shown(ana)
    assert any(t.startswith("Trouvé ! ") and "est le coup du coach" in t for t in texts), texts
    wrong = [(t, _english(t)) for t in texts if _english(t)]
    assert not wrong
    _say(hub, ana, type="language", lang="en")
    texts = _shown(ana)
    _say(hub, ana, type="lesson_close")
    texts += _shown(ana)
    assert any(t.startswith("Found! ") for t in texts) and any(t.startswith("Ana's accuracy: ") for t in texts)
    assert not [t for t in texts if FRENCH.search(t)]


def test_the_moves_a_bot_played_for_an_absent_student_are_not_theirs_to_learn_from(tmp_path):
    """Issue 37's defect "a bot's move for an absent student": Ana leaves (the turn deadline
    passes: the hub's tick has a bot play for her), comes back, once asks the bot to play one
    move for her (``stand_in``), and plays the rest herself. Those bot moves are kept with the
    table (surviving a restart) and left out of her analysis, her accuracy ("over N decisions"
    counts hers only) and her lesson."""
    room = Classroom(tmp_path, analysis_playouts=PLAYOUTS)
    session = room.create({"game": "duel", "bots": "greedy", "seed": 3, "deadline": 30})
    hub, ana = Hub(room), Screen()
    _say(hub, ana, type="join", code=session.code, name="Ana")
    secret = ana.frames[0]["secret"]
    session.start(0)
    hub.broadcast(session.tables[0])
    live = session.tables[0]
    view = ana.last()["view"]
    _say(hub, ana, type="choose", index=view["options"][-1]["index"])
    _say(hub, ana, type="confirm")
    hub.leave(ana)
    before = live.moves
    hub.tick(now=live.since + 31)                      # Ana away past the deadline: a bot moves for her
    assert live.moves > before and len(live.stood_in[0]) == 1
    ana = Screen()
    _say(hub, ana, type="back", code=session.code, secret=secret)
    _say(hub, ana, type="stand_in")                    # Ana asks the bot to play this one for her
    assert len(live.stood_in[0]) == 2
    _careless(hub, ana, live)
    bot = live.stood_in[0]
    every = coach.decision_steps(live.table, 0)
    own = [step for step in every if step not in bot]
    assert bot < set(every) and len(own) == len(every) - 2            # Ana's seat's decisions, two a bot's
    frame = _frame(live, 0)
    assert [row["step"] for row in frame] == own == live.steps(0)
    with live.table.at(0):
        shown = live.table.coach_analysis
    assert shown["total"] == len(own) and not shown["interrupted"]
    assert str(shown["accuracy_text"]).endswith(f"over {len(own)} decisions")
    assert live.accuracy(0) == round(accuracy(frame), 1)
    _say(hub, ana, type="learn")
    items = [item["step"] for item in live.learning[0].lesson.items]
    assert items == [row["step"] for row in mistakes(frame)] and not set(items) & bot
    again = Classroom(tmp_path, analysis_playouts=PLAYOUTS).find(session.code).tables[0]      # a restart
    assert again.stood_in == {0: bot} and [row["step"] for row in _frame(again, 0)] == own
