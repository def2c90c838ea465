"""A classroom session in the browser (issue 11, "Classroom"): a student plays the session's deal
by clicks in Voilà and the finished table shows the result code, to copy or save as a file; the
teacher's board of verified codes shows beside the refused ones."""

import random

from wonderlab.classroom import new_session
from wonderlab.classroom.student import _names, result_code
from wonderlab.classroom.verify import replay_code

from .table import Clicks, Mirror, play_to_the_end
from .waits import s

SESSION = new_session("architects", players=2, seed=5)


def test_the_finished_table_shows_the_result_code_and_saves_it(in_voila, voila, notebook):
    name = notebook("from wonderlab.classroom import student_app\n"
                    f"app = student_app({SESSION.code!r}, 'Ana')\napp.start()\napp")
    in_voila.render(voila, name)
    page = Clicks(in_voila, SESSION.game).appear()
    options = {k: v for k, v in SESSION.table_options().items() if k != "game"}
    mirror = Mirror(SESSION.game, **options, names=_names(SESSION, "Ana"))   # the student's name at their seat
    mirror.check(page, "the first drawing of the session's deal")
    play_to_the_end(page, mirror, random.Random("classroom"), 80)

    box = in_voila.wait_for('[data-role="result-code"]', "the result code below the scores")
    code = box.first.input_value()
    assert code == result_code(SESSION, "Ana", mirror.table.table, course={})   # Voilà's kernel did no exercise
    verified = replay_code(SESSION, code)
    assert verified.name == "Ana"
    assert verified.total == mirror.table.game.scores()[SESSION.seat].total
    in_voila.shot("finished-table-with-code", page.root.locator('[data-role="result"]'))
    page.shot("finished-table")

    with in_voila.page.expect_download() as download:
        page.root.locator('[data-action="save-result"]').first.click()
    saved = download.value
    assert saved.suggested_filename == f"wonderlab-{SESSION.compact}-Ana.txt"
    with open(saved.path(), encoding="utf-8") as handle:
        assert handle.read() == code + "\n"


def test_the_teachers_board_shows_verified_and_refused_codes(in_voila, voila, notebook):
    name = notebook(
        "from wonderlab.classroom import new_session\n"
        "from wonderlab.classroom.student import play_as\n"
        "from wonderlab.classroom.teacher import check_sources\n"
        "session = new_session('classic', players=4, seed=7)\n"
        "codes = [play_as(session, n, bot=b, seed=s) for n, b, s in "
        "(('Ana', 'greedy', 1), ('Bo', 'random', 2), ('Cy', 'random', 3))]\n"
        "edited = codes[0][:40] + ('A' if codes[0][40] != 'A' else 'B') + codes[0][41:]\n"
        "foreign = play_as(new_session('classic', players=4, seed=8), 'Zed')\n"
        "board = check_sources(session, ['\\n'.join([*codes, edited, foreign])])\n"
        "board")
    in_voila.render(voila, name)
    board = in_voila.wait_for(".wl-classroom-board", "the teacher's board", timeout_s=s(120))
    rows = board.locator('[data-role="leaderboard"] tr').all_inner_texts()
    assert len(rows) == 4 and [r.split("\t")[1] for r in rows[1:]] and "Ana" in "".join(rows)
    refused = board.locator('[data-role="refused"] li').all_inner_texts()
    assert len(refused) == 2
    assert "checksum does not match" in refused[0] and "Zed" in refused[1]
    assert "Baseline" in board.locator('[data-role="baseline"]').inner_text()
    in_voila.shot("teachers-board", board)
