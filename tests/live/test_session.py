"""A live session as the teacher runs it (``wonderlab.live.session``): settings checked in
words, seating by the teacher, pause, a bot for an absent student, the turn deadline, the
leaderboard across tables."""

import time
from types import SimpleNamespace

import pytest

from wonderlab.live.session import Classroom, check_settings


@pytest.mark.parametrize(("settings", "said"), [
    ({"game": "duel", "players": 3}, "players: 3: give a whole number from 2 to 2"),
    ({"bots": "smart"}, "bots: 'smart': choose one of none, random, greedy, search"),
    ({"tables": 0}, "tables: 0: give a whole number from 1 to 64"),
    ({"deadline": -5}, "deadline: -5: give a whole number from 0 to 3600"),
    ({"hints": "yes"}, "hints: 'yes': give true or false"),
    ({"path": "/etc"}, "settings: 'path' is not a setting (the settings are game, players, tables, bots, deal, "
                       "hints, deadline, seating, seed, expansion)"),
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


def test_the_leaderboard_ranks_every_finished_table_and_names_each_winner(tmp_path):
    session = Classroom(tmp_path).create({"game": "duel", "bots": "greedy", "tables": 2, "seed": 5})
    for name in ("Ana", "Bo"):
        session.join(name)
    for table in (0, 1):
        session.start(table)
        for seat in (0, 1):
            session.seat_bot(table, seat)
    rows = session.leaderboard()
    keys = [(r["supremacy"], r["total"], r["tiebreak"]) for r in rows]
    assert len(rows) == 4 and keys == sorted(keys, reverse=True)
    winners = {r["table"]: r["name"] for r in rows if r["winner"]}
    assert winners == {n + 1: session.tables[n].table.game.winners()[0] for n in (0, 1)}


@pytest.mark.parametrize(("game", "seed", "tiebreak"), [("classic", 1, "coins"), ("duel", 7, "blue"),
                                                         ("architects", 1, "stages")])
def test_the_leaderboard_breaks_ties_on_points_as_classroom_check_does(tmp_path, game, seed, tiebreak):
    """Source: issue 38, "the verified leaderboard across tables (the same rules as `classroom
    check`)"; the seeds' rules: 7 Wonders « En cas d'égalité, le joueur ayant le plus de pièces
    dans son trésor l'emporte », Duel « Le joueur qui a le plus de points sur ses cartes bleues »,
    Architects « À égalité, comparez le nombre d'étapes construites ; si l'égalité continue,
    partagez la victoire »."""
    from wonderlab.classroom.verify import Board, Verified

    session = Classroom(tmp_path).create({"game": game, "tables": 3, "deal": "each", "bots": "random", "seed": seed})
    for table in range(3):
        session.start(table)                     # bots in every seat play each table out
    rows = session.leaderboard()
    sheets = {(r["table"], r["seat"]): session.tables[r["table"] - 1].table.game.scores()[r["seat"] - 1] for r in rows}
    assert all(r["tiebreak"] == getattr(sheets[r["table"], r["seat"]], tiebreak) for r in rows)
    tied = [(a, b) for a, b in zip(rows, rows[1:], strict=False) if a["total"] == b["total"]]
    assert any(a["tiebreak"] != b["tiebreak"] for a, b in tied)      # this deal has a tie on points to break
    for a, b in tied:                  # broken by the game's tie-break; a tie that stands shares its rank
        assert a["tiebreak"] >= b["tiebreak"] and (a["rank"] == b["rank"]) == (a["tiebreak"] == b["tiebreak"])
    # classroom check's board ranks the same results the same way
    results = [Verified(f"{r['table']}.{r['seat']}", "", {"total": r["total"]}, r["tiebreak"], r["winner"],
                        r["supremacy"]) for r in reversed(rows)]
    board = Board(session, results, [], SimpleNamespace(total=0))
    assert sorted((row["rank"], row["name"]) for row in board.rows()) == sorted(
        (r["rank"], f"{r['table']}.{r['seat']}") for r in rows)
