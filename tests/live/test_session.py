"""A live session as the teacher runs it (``wonderlab.live.session``): settings checked in
words, seating by the teacher, pause, a bot for an absent student, the turn deadline, the
leaderboard across tables."""

import time

import pytest

from wonderlab.live.session import Classroom, check_settings


@pytest.mark.parametrize(("settings", "said"), [
    ({"game": "duel", "players": 3}, "players: 3: give a whole number from 2 to 2"),
    ({"bots": "smart"}, "bots: 'smart': choose one of none, random, greedy, search"),
    ({"tables": 0}, "tables: 0: give a whole number from 1 to 64"),
    ({"deadline": -5}, "deadline: -5: give a whole number from 0 to 3600"),
    ({"hints": "yes"}, "hints: 'yes': give true or false"),
    ({"path": "/etc"}, "settings: 'path' is not a setting (the settings are game, players, tables, bots, deal, "
                       "hints, deadline, seating, seed)"),
    (["classic"], "settings: expected an object of fields, got ['classic']"),
])
def test_a_wrong_setting_is_refused_in_one_line(settings, said):
    with pytest.raises(ValueError) as refused:
        check_settings(settings)
    assert str(refused.value) == said


def test_seated_by_the_teacher_a_student_waits_in_the_lobby_until_moved(tmp_path):
    session = Classroom(tmp_path).create({"game": "duel", "seating": "teacher", "tables": 2, "seed": 1})
    ana = session.join("Ana")
    assert (ana.table, ana.seat) == (None, None)
    session.move(ana, 1, 1)
    assert session.tables[1].sitting()[1] is ana
    bo = session.join("Bo")
    with pytest.raises(ValueError, match="seat 2 of table 2 is taken by Ana"):
        session.move(bo, 1, 1)
    with pytest.raises(ValueError, match="table: 6: this session has tables 1 to 2"):
        session.move(bo, 5, 0)             # counted from 0 here, named as the teacher counts


def test_a_paused_table_refuses_moves_in_words_and_start_resumes_it(tmp_path):
    session = Classroom(tmp_path).create({"game": "duel", "bots": "greedy", "seed": 2})
    ana = session.join("Ana")
    session.start(0)
    session.pause(0)
    live = session.tables[0]
    with pytest.raises(ValueError, match="the teacher has paused the table"):
        live.act(ana.seat, {"type": "choose", "index": 0})
    session.start(0)
    assert live.status == "playing"


def test_a_bot_put_in_an_absent_students_seat_plays_their_turns(tmp_path):
    session = Classroom(tmp_path).create({"game": "duel", "bots": "none", "seed": 3})
    session.join("Ana")
    session.join("Bo")
    session.start(0)
    live = session.tables[0]
    session.seat_bot(0, 0)
    session.seat_bot(0, 1)
    assert live.table.is_over                       # two bots play the game out
    assert len(live.table.record().actions) == live.moves


def test_past_the_turn_deadline_a_bot_plays_for_an_absent_student_only(tmp_path):
    session = Classroom(tmp_path).create({"game": "classic", "players": 3, "bots": "greedy",
                                          "deadline": 30, "seed": 4})
    session.join("Ana")
    session.start(0)
    live = session.tables[0]
    before = live.moves
    assert not live.overdue({0}, now=time.monotonic() + 5)      # not yet
    assert live.moves == before
    assert live.overdue({0}, now=time.monotonic() + 31)
    assert live.moves > before


def test_the_leaderboard_ranks_every_finished_table_by_total(tmp_path):
    session = Classroom(tmp_path).create({"game": "duel", "bots": "greedy", "tables": 2, "seed": 5})
    for name in ("Ana", "Bo"):
        session.join(name)
    for table in (0, 1):
        session.start(table)
        for seat in (0, 1):
            session.seat_bot(table, seat)
    rows = session.leaderboard()
    assert len(rows) == 4 and [r["total"] for r in rows] == sorted((r["total"] for r in rows), reverse=True)
    winners = {r["table"]: r["name"] for r in rows if r["winner"]}
    assert winners == {n + 1: session.tables[n].table.game.winners()[0] for n in (0, 1)}
