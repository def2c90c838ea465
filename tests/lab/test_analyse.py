"""After a game (issue 17): every decision of a seat, the coach's choice and the win rate lost."""

import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import set_language
from wonderlab.lab import analyse, key_decisions


def _finished(game, players, seed=3, bot="random"):
    import importlib

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    position = game_class(seed=seed) if game == "duel" else game_class(players=players, seed=seed)
    agent, rng = make_bot(game, bot), random.Random(seed)
    while not position.is_over:
        for city in position.waiting:
            position.play(city, agent.choose(position, city, rng))
    return position


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("architects", 3), ("duel", 2)])
def test_every_decision_of_the_seat_is_weighed(game, players):
    position = _finished(game, players)
    record = position.record()
    frame = analyse(record, 0, playouts=8, progress=False, steps=range(0, 30))
    assert len(frame) >= 1 and list(frame["step"]) == sorted(frame["step"])
    assert all(row["loss"] >= 0 for row in frame)
    assert all(row["loss"] == 0 for row in frame if row["chosen"] == row["best"])
    assert all(row["loss_low"] <= row["loss"] <= max(0.0, row["loss_high"]) for row in frame)
    for step, chosen in zip(frame["step"], frame["chosen"], strict=True):
        import importlib

        runner = importlib.import_module(f"wonderlab.{game}.runner")
        game_class = importlib.import_module(f"wonderlab.{game}.game").Game
        from wonderlab.core.records import GameRecord
        before = game_class.replay(GameRecord(record.game, record.options, record.seed, record.actions[:step]))
        _, played = runner.read_action(before, record.actions[step])
        assert played.notation.split(":")[0] == chosen.split(":")[0]


def test_a_cancelled_analysis_keeps_what_finished():
    record = _finished("classic", 3).record()
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 2

    frame = analyse(record, 1, playouts=8, progress=False, cancelled=cancelled)
    assert len(frame) == 2 and frame.attrs["interrupted"]
    assert frame.attrs["decisions"] == 18


def test_the_key_decisions_are_the_costliest_three_to_five():
    import pandas as pd

    frame = pd.DataFrame({"step": range(8), "loss": [0.0, 0.3, 0.0, 0.1, 0.5, 0.0, 0.2, 0.05]})
    assert list(key_decisions(frame)["step"]) == [4, 1, 6, 3, 7]
    assert list(key_decisions(frame.assign(loss=0.0))["step"]) == [0, 1, 2]


def test_the_same_record_seat_and_budget_give_the_same_analysis():
    """An analysis depends only on the record, the seat, the budget and the seed: run twice, the
    same frame (a table's review shows the same key decisions on every machine)."""
    record = _finished("architects", 3, bot="greedy").record()
    first = analyse(record, 2, playouts=8, progress=False, steps=range(0, 24))
    again = analyse(record, 2, playouts=8, progress=False, steps=range(0, 24))
    assert len(first) >= 3
    assert first.rows == again.rows
    other = analyse(record, 2, playouts=8, progress=False, steps=range(0, 24), seed=1)
    assert list(other["step"]) == list(first["step"])     # another seed: other deals, the same decisions


def test_the_win_rate_figure_draws_the_coachs_line_and_the_players():
    from wonderlab.lab import win_rate_figure

    record = _finished("duel", 2, bot="greedy").record()
    frame = analyse(record, 0, playouts=8, progress=False, steps=range(0, 12))
    figure = win_rate_figure(frame)
    best, chosen = figure.data
    assert list(best.x) == list(chosen.x) == list(frame["step"])
    assert list(best.y) == list(frame["best_win_rate"]) and list(chosen.y) == list(frame["win_rate"])
    assert figure.layout.title.text == "Player 1's game, decision by decision: the win rate of each choice"
    set_language("fr")
    try:
        french = win_rate_figure(frame)
    finally:
        set_language("en")
    assert [t.name for t in french.data] == ["le choix du coach", "le choix joué"]
    assert french.layout.yaxis.title.text == "Taux de victoire depuis cette position"
    with pytest.raises(ValueError, match=r"^frame: expected the rows of analyse\(record, seat\)$"):
        win_rate_figure(frame.to_frame()[["step", "loss"]])


@pytest.mark.parametrize(("game", "players", "turns"), [("classic", 4, 5), ("duel", 2, 10), ("architects", 3, 6)])
def test_following_the_hint_is_never_called_a_mistake(game, players, turns):
    """Issue 35: a learner followed the Hint, and the analysis then listed that move among the
    worst. Here the hint's choice is played and analysed (other deals: another seed): its loss
    is never labelled a mistake or a blunder, and is within the noise of what the hint measured."""
    import importlib

    from wonderlab.lab import hint
    from wonderlab.lab.analyse import MISTAKE

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    position = game_class(seed=5) if game == "duel" else game_class(players=players, seed=5)
    greedy, rng = make_bot(game, "greedy"), random.Random(5)
    for _ in range(turns):
        city = position.waiting[0]
        position.play(city, greedy.choose(position, city, rng))
    city = position.waiting[0]
    seat = position.controller(city) if game == "classic" else city
    shown = hint(position, seat, playouts=300, seed=1)
    step = len(position.record().actions)
    chosen = next(a for a in position.legal_actions(city) if a.notation == shown["action"][0])
    position.play(city, chosen)
    row = analyse(position.record(), seat, playouts=300, seed=2, steps=[step], progress=False).iloc[0]
    assert row["chosen"] == shown["action"][0]
    assert row["label"] not in ("mistake", "blunder") and row["loss_low"] < MISTAKE


def test_the_analysis_bench_ends_on_its_one_line(capsys):
    """``wonderlab bench analysis duel --games 1``: a line per game and per flagged decision
    (measured again by the bench's own loop), then the line scripts read, exactly of its form."""
    import re

    from wonderlab.cli import main

    assert main(["bench", "analysis", "duel", "--games", "1", "--playouts", "20", "--reference", "20"]) in (0, None)
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"analysis: (\d+) decisions flagged in 1 games, (\d+) confirmed by the reference, "
                        r"median \d+ s per game", lines[-1]), lines[-1]
    flagged, confirmed = map(int, re.findall(r"\d+", lines[-1])[:3:2])
    assert confirmed <= flagged == sum(1 for line in lines if "reference " in line and ": " in line.split("reference ")[1])
    assert lines[0].startswith("game 0: ") and "decisions" in lines[0]
