"""A class hosted for real (issue 21): the student's name on the table, attempts and hints in the
result code, a session whose teacher turned hints off (issue 17), the board's first attempts and duplicates found by their moves, codes that survive
a Markdown chat, a session code string wherever a session is taken, and ``~`` in the folder box."""

import json
import re

import pytest

from wonderlab.classroom import (
    check,
    make_code,
    new_session,
    play_as,
    read_code,
    read_session,
    student_table,
)
from wonderlab.classroom.teacher import board_html, board_text, teacher_app
from wonderlab.core.errors import IllegalAction

from .helpers import random_student


def _finish(widget, last=False):
    while not widget.is_over:
        widget.choose(len(widget.options()) - 1 if last else 0)
        widget.confirm()
    return widget.view["result"]["code"]


def test_the_table_shows_the_students_name_at_their_seat():
    session = new_session("classic", players=4, seed=3, seat=2)
    widget = student_table(session, "Eve")
    assert widget.view["names"][2] == "Eve" and widget.view["viewer_name"] == "Eve"
    assert read_code(_finish(widget)).name == "Eve"


def test_a_second_game_of_the_deal_is_attempt_two_and_the_board_ranks_first_attempts():
    session = new_session("duel", seed=6)
    widget = student_table(session, "Eve")
    first = _finish(widget)
    widget.new(same_seed=True)
    second = _finish(widget, last=True)
    assert read_code(first).attempt == 1 and read_code(second).attempt == 2
    board = check(session, [second, first, play_as(session, "Bo")])
    assert sorted(r.name for r in board.results) == ["Bo", "Eve"]
    assert {row["name"]: row["attempt"] for row in board.rows()} == {"Eve": 1, "Bo": 1}
    every = check(session, [second, first], attempts="all")
    assert sorted(r.name for r in every.results) == ["Eve", "Eve (attempt 2)"]


def test_copies_of_one_game_count_once_whatever_their_text():
    session = new_session("classic", players=3, seed=2)
    code = play_as(session, "Ana")
    copies = [code, "  " + code, "\n" + code + "\n", code[:40] + "\n" + code[40:],
              "wl2" + code[3:]]
    board = check(session, copies)
    assert [r.name for r in board.results] == ["Ana"]
    assert len(board.refused) == 4 and all("the same game" in r.reason for r in board.refused)


def test_hints_used_are_in_the_code_and_on_the_board():
    session = new_session("architects", players=3, seed=1)
    widget = student_table(session, "Ana")
    widget.hint(playouts=8)                      # the Hint button, asked once
    code = _finish(widget)
    assert read_code(code).hints is True
    assert check(session, [code]).rows()[0]["hints"] is True
    assert read_code(play_as(session, "Bo")).hints is False


def test_codes_hold_no_character_a_markdown_chat_changes():
    for seed in range(12):
        game = ("classic", "duel", "architects")[seed % 3]
        code = random_student(new_session(game, seed=seed), f"S{seed}", seed).view["result"]["code"]
        assert re.fullmatch(r"[0-9A-Z.]+", code), code
        assert "_" not in code and "*" not in code


def test_play_as_takes_a_session_code():
    session = new_session("classic", players=3, seed=7)
    assert read_code(play_as(session.code, "Ana")).moves == read_code(play_as(session, "Ana")).moves


def test_the_teachers_folder_box_expands_the_home_folder(tmp_path, monkeypatch):
    session = new_session("classic", players=3, seed=4)
    (tmp_path / "codes").mkdir()
    (tmp_path / "codes" / "ana.txt").write_text(play_as(session, "Ana"))
    monkeypatch.setenv("HOME", str(tmp_path))
    app = teacher_app(session, folder="~/codes")
    app.run()
    assert [r.name for r in app.board.results] == ["Ana"] and app.board.refused == []


def test_the_student_app_shows_only_the_app_and_the_teachers_session_is_one_line_to_change():
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "notebooks" / "classroom"
    student = json.loads((folder / "student.ipynb").read_text())
    code = ["".join(c["source"]) for c in student["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and "student_app()" in code[0]       # no example deal, no sample error
    teacher = json.loads((folder / "teacher.ipynb").read_text())
    sources = "".join("".join(c["source"]) for c in teacher["cells"] if c["cell_type"] == "code")
    assert 'new_session("classic"' not in sources and sources.count("GAME, PLAYERS, SEED, BOTS =") == 1


def test_a_session_with_hints_off_has_its_own_code_and_says_so():
    allowed, off = new_session("duel", seed=4), new_session("duel", seed=4, hints=False)
    assert allowed.hints is True and off.code != allowed.code
    assert read_session(off.code) == off and read_session(allowed.code) == allowed
    assert off.describe().endswith("; hints off") and "hints" not in allowed.describe()
    with pytest.raises(ValueError, match="hints: 'no'"):
        new_session("duel", seed=4, hints="no")


def test_a_session_with_hints_off_has_no_hint_button_and_its_codes_say_no_hint():
    session = new_session("architects", players=3, seed=1, hints=False)
    widget = student_table(session, "Ana")
    assert widget.view["coach"]["hints"] is False        # play.js draws no Hint button then
    before = json.dumps(widget.view, sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="hints are off at this table"):
        widget.hint(playouts=8)
    assert json.dumps(widget.view, sort_keys=True, default=str) == before and not widget.hints_used
    code = _finish(widget)
    assert read_code(code).hints is False
    board = check(session, [code])
    assert board.rows()[0]["hints"] is False
    assert "<td" in board_html(board) and ">off</td>" in board_html(board)
    assert board_text(board).splitlines()[1].split()[-1] == "off"


def test_a_code_claiming_hints_in_a_session_without_them_is_refused():
    session = new_session("classic", players=3, seed=5, hints=False)
    honest = read_code(play_as(session, "Eve"))
    forged = make_code(session, "Eve", honest.moves, hints=True)   # not what the session's table makes
    board = check(session, [forged])
    assert not board.results
    assert "the session's table has hints off" in board.refused[0].reason
