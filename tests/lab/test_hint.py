"""Hints (issue 17): options ranked by rollouts from what the seat sees, with a why; a hint
changes nothing and reveals nothing (two positions that look the same give the same hint)."""

import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import set_language
from wonderlab.lab import hint
from wonderlab.lab.reasons import option_words

GAMES = [("classic", 4), ("architects", 4), ("duel", 2)]


def _position(game, players, turns, seed=7):
    import importlib

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    position = game_class(seed=seed) if game == "duel" else game_class(players=players, seed=seed)
    greedy, rng = make_bot(game, "greedy"), random.Random(seed)
    for _ in range(turns):
        city = position.waiting[0]
        position.play(city, greedy.choose(position, city, rng))
    return position


def _seat(position):
    city = position.waiting[0]
    return position.controller(city) if hasattr(position, "controller") else city


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_hint_ranks_the_options_best_first_and_says_why(game, players):
    position = _position(game, players, 4)
    frame = hint(position, _seat(position), playouts=40)
    assert list(frame.columns[:6]) == ["action", "win_rate", "low", "high", "mean_score", "why"]
    assert all(row["low"] <= row["win_rate"] <= row["high"] for row in frame)
    assert sum(frame["rollouts"]) <= 40
    assert list(frame["win_rate"]) == sorted(frame["win_rate"], reverse=True)    # rows follow their value
    assert f"Compared with {_words(position, frame['action'][1])}:" in frame["why"].iloc[0]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_hint_changes_nothing_in_the_game(game, players):
    position = _position(game, players, 3)
    before = (position.state_key(), position.record())
    hint(position, _seat(position), playouts=20)
    assert (position.state_key(), position.record()) == before


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_positions_that_look_the_same_to_the_seat_get_the_same_hint(game, players):
    position = _position(game, players, 5)
    seat = _seat(position)
    other = position.redeal(seat, random.Random(123))
    assert other.state_key() != position.state_key()
    ours = hint(position, seat, playouts=30, seed=4)
    theirs = hint(other, seat, playouts=30, seed=4)
    assert ours.rows == theirs.rows


def test_the_why_is_said_in_french_too():
    position = _position("classic", 4, 0)
    set_language("fr")
    try:
        frame = hint(position, 0, playouts=24)
    finally:
        set_language("en")
    assert "Par rapport à " in frame["why"].iloc[0]


def test_a_bad_budget_is_refused_in_words():
    position = _position("classic", 3, 0)
    with pytest.raises(ValueError, match="playouts: 0"):
        hint(position, 0, playouts=0)
    with pytest.raises(ValueError, match="seconds: 'x'"):
        hint(position, 0, seconds="x")


def test_a_hint_takes_a_typed_position_as_what_if_does():
    """Issue 23: hint(position) ranks the seat's options from the text a person typed, exactly as
    it ranks them from the game that text deals."""
    from pathlib import Path

    from wonderlab.core.position import from_any

    text = (Path(__file__).parents[2] / "docs/examples/positions/duel-age1.txt").read_text()
    game = from_any(text, seed=3)
    from_text = hint(text, game.dealt_for, playouts=24, seed=3)
    from_game = hint(game, game.dealt_for, playouts=24, seed=3)
    assert len(from_text) > 1 and sum(from_text["rollouts"]) > 0
    assert from_text.rows == from_game.rows


def test_a_hint_by_the_clock_gives_its_survivors_as_many_rollouts_each():
    """Racing by the clock plays whole rounds: the options still compared at the end have the
    same number of rollouts, whatever the machine's speed (none is ranked first for one more)."""
    import time

    from wonderlab.core.search import rank
    from wonderlab.lab.hint import options

    position = _position("classic", 4, 3)
    city = position.waiting[0]
    actions = options(position, city)
    results = rank(position, position.controller(city), city, actions,
                   deadline=time.process_time() + 0.5, seed="clock", keep=2)
    counts = sorted(map(len, results), reverse=True)
    assert min(counts) >= 1 and counts[0] == counts[1]


def test_the_hint_bench_keeps_its_reference_and_refuses_another_benchs(tmp_path, capsys):
    from wonderlab.lab.coach_bench import bench_hint as bench

    path = tmp_path / "reference.json"
    bench("architects", 3, positions=2, seconds=0.1, reference_size=6, reference_file=path)
    first = capsys.readouterr().out.splitlines()
    kept = path.read_text(encoding="utf-8")
    assert first[-1].startswith("hint: median ") and "positions" in first[-1]
    bench("architects", 3, positions=2, seconds=0.1, reference_size=6, reference_file=path)
    again = capsys.readouterr().out.splitlines()
    assert path.read_text(encoding="utf-8") == kept
    def references(lines):          # what each position line says of the reference's best
        return [line.split("; the reference's best")[1] for line in lines[:-2]]

    assert references(again) == references(first) and len(references(first)) == 2
    with pytest.raises(ValueError, match="reference-file .*players 4"):
        bench("architects", 4, positions=1, seconds=0.1, reference_size=6, reference_file=path)


def test_only_an_option_the_games_tell_apart_is_called_best():
    """Issue 35: a close call is said as one; "Best" only when every other option's paired
    interval against it leaves out 0 (the rows' ``apart``)."""
    from tests.lab.test_winning_moves import _game

    game, seat, winning = _game("military")
    won = hint(game, seat, playouts=200)
    assert all(won["apart"][1:]) and won.attrs["verdict"] == (
        f"Best: {option_words(game.parse(seat, winning))}. The games tell it apart from the others (its win rate, measured on the games "
        "that chose it, may be a little high).")
    close = hint(_position("classic", 4, 0), 0, playouts=120)
    assert close.attrs["close"] and not close["apart"][1]
    assert close.attrs["verdict"].startswith(f"A close call: these {1 + sum(not a for a in close['apart'][1:])}, "
                                             f"{_words(_position('classic', 4, 0), close['action'][0])}, ")
    set_language("fr")
    try:
        french = hint(_position("duel", 2, 0), 0, playouts=60)
    finally:
        set_language("en")
    assert french.attrs["verdict"].startswith(("Un choix serré : ", "Meilleure : "))


def test_a_forced_move_plays_no_game(monkeypatch):
    import importlib

    module = importlib.import_module("wonderlab.lab.hint")
    position = _position("duel", 2, 3)
    seat = position.waiting[0]
    only = module.options(position, seat)[:1]
    monkeypatch.setattr(module, "options", lambda game, city: list(only))
    monkeypatch.setattr(module, "rank", lambda *a, **k: pytest.fail("a forced move played games"))
    shown = hint(position, seat, seconds=1.0)
    assert list(shown["action"]) == [only[0].notation] and shown["rollouts"][0] == 0
    assert shown.attrs["verdict"] == "The only option: nothing to weigh."


def test_the_tables_hint_and_the_bench_play_the_same_budget(monkeypatch, capsys):
    """The Hint button thinks ``lab.hint.SECONDS`` of CPU, and ``bench hint`` measures exactly that."""
    import importlib

    from wonderlab.lab import coach_bench
    from wonderlab.widgets import PlayTable

    module = importlib.import_module("wonderlab.lab.hint")
    asked = []
    real = module.hint

    def spy(*args, **kwargs):
        asked.append((kwargs.get("seconds"), kwargs.get("playouts")))
        return real(*args, **{**kwargs, "seconds": 0.05})

    monkeypatch.setattr(module, "hint", spy)
    PlayTable("duel", seed=2, bots="greedy").hint()
    coach_bench.bench_hint("duel", 2, positions=1, reference_size=2)
    assert asked[0] == (module.SECONDS, None) and set(asked[1:]) == {(module.SECONDS, None)} and len(asked) >= 2
    capsys.readouterr()


def test_an_option_set_aside_on_lucky_games_never_heads_the_hint():
    """Racing sets an option aside after its first games; those games may have been lucky deals,
    on which the leader won even more. Its row is read on the deals it shared with the leader
    (the leader's rate plus their paired difference), so it stays below the option that won the
    race, and the rows still follow the rates they show (issue 35: "rows follow their value")."""
    from wonderlab.classic.game import Game
    from wonderlab.core.scoring import ScoreSheet
    from wonderlab.core.search import Outcome
    from wonderlab.lab.hint import options, rows

    game = Game(players=4, seed=3)
    actions = options(game, 0)[:3]
    sheets = [ScoreSheet(name, {"civilian": 10}) for name in game.names]
    won, lost = Outcome(1.0, 50, 40, sheets), Outcome(0.0, 40, 50, sheets)
    leader = [won] * 9 + [lost] * 21 + [won] * 23 + [lost] * 147         # 32 of 200: 16 %
    lucky = [won] * 6 + [lost] * 24                 # 20 % on the first 30 deals, where the leader won 30 %
    steady = [won, lost, lost, lost, lost, lost, lost, lost] * 25           # 25 of 200: 12.5 %
    shown = rows(game, 0, actions, [lucky, leader, steady])
    assert list(shown["action"]) == [actions[1].notation, actions[2].notation, actions[0].notation]
    assert shown["win_rate"][0] == pytest.approx(0.16)
    assert shown["win_rate"][2] == pytest.approx(0.16 + (6 - 9) / 30)      # 20 % on its own games, −10 points
    assert list(shown["win_rate"]) == sorted(shown["win_rate"], reverse=True)
    assert all(row["low"] <= row["win_rate"] <= row["high"] for row in shown)
    assert shown.attrs["verdict"].startswith(f"Best: {option_words(actions[1])}") or shown.attrs["close"]


def _words(game, notation):
    """The option of ``game`` typed ``notation``, named as a sentence names it (``option_words``)."""
    return next(option_words(a, game, game.controller(city) if hasattr(game, "controller") else city)
                for city in game.waiting for a in game.legal_actions(city) if a.notation == notation)
