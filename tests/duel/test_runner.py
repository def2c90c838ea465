"""The command line's view of Duel: the runner interface, simulate, bench and replay."""

import csv
import json
import random
import subprocess
import sys

import pytest

from wonderlab.core.errors import InvalidRecord
from wonderlab.core.records import GameRecord
from wonderlab.duel import runner
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.game import Game, random_game
from wonderlab.games import runner as find_runner


def test_runner_interface():
    assert find_runner("duel") is runner
    assert runner.GAME == "duel" and runner.PLAYER_COUNTS == (2,) and runner.DEFAULT_PLAYERS == 2
    assert runner.EXTRA_COLUMNS == ("result",)
    assert runner.CATEGORIES == ("civilian", "science", "commercial", "guilds", "wonders",
                                 "progress", "treasury", "military")


def test_play_game_rows():
    rows, decisions = runner.play_game(2, 11, ["greedy", "random"])
    assert [r["seat"] for r in rows] == [0, 1] and [r["bot"] for r in rows] == ["greedy", "random"]
    for row in rows:
        assert row["total"] == sum(row[c] for c in runner.CATEGORIES)
        assert row["result"] in ("points", "military supremacy", "scientific supremacy")
    assert sum(r["winner"] for r in rows) in (1, 2) and decisions > 20
    assert runner.play_game(2, 11, ["greedy", "random"]) == (rows, decisions)


def test_random_bots_play_out_a_game_as_they_choose_decision_by_decision():
    """``RandomBot.play_out`` (the runner's way through a game of random bots) plays the very
    game that ``choose`` and ``play`` play, drawing the same numbers, from the start or from a
    game already under way whose legal actions were asked for."""
    bot = RandomBot()
    for seed in range(40):
        game, rng = Game(seed=seed), random.Random(seed)
        fast, fast_rng = Game(seed=seed), random.Random(seed)
        for _ in range(seed):       # the first decisions, played alike
            fast.play(fast.current, bot.choose(fast, fast.current, fast_rng))
        fast.legal_actions(fast.current)
        while not game.is_over:
            game.play(game.current, bot.choose(game, game.current, rng))
        RandomBot.play_out(fast, fast_rng)
        assert fast.record() == game.record() and fast.state_key() == game.state_key()
        assert fast.scores() == game.scores() and fast_rng.getstate() == rng.getstate()


def test_replay_checks_the_result():
    game = random_game(5)
    _, result = runner.replay(game.record())
    assert result["winners"] == game.winners() and result["result"] == game.result
    record = game.record()
    forged = GameRecord(record.game, record.options, record.seed, record.actions,
                        {name: 0 for name in record.result})
    with pytest.raises(InvalidRecord, match="the replay scores"):
        runner.replay(forged)
    broken = GameRecord("duel", {}, record.seed, record.actions[:3] + ({"seat": 0, "kind": "pick"},))
    with pytest.raises(InvalidRecord, match="action #4"):
        Game.replay(broken)


def test_unfinished_records_replay_too():
    game = random_game(6, until=30)
    again, result = runner.replay(game.record())
    assert again.state_key() == game.state_key() and result["result"] == "unfinished"


def cli(*args):
    return subprocess.run([sys.executable, "-m", "wonderlab", *args], capture_output=True, text=True)


def test_simulate_writes_the_duel_columns(tmp_path):
    out = tmp_path / "runs.csv"
    done = cli("simulate", "duel", "--games", "6", "--bots", "greedy,random", "--out", str(out))
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 12
    assert list(rows[0]) == ["game", "seed", "seat", "bot", *runner.CATEGORIES, "total", "winner", "result"]
    assert "greedy" in done.stdout and "win rate" in done.stdout
    assert cli("simulate", "duel", "--players", "3").returncode == 2


def test_bench_prints_figures():
    done = cli("bench", "duel", "--seconds", "0.3")
    assert done.returncode == 0, done.stderr
    assert "games_per_s=" in done.stdout and "turns_per_s=" in done.stdout


def test_replay_command(tmp_path):
    path = tmp_path / "game.json"
    random_game(9).record().save(path)
    done = cli("replay", str(path), "--json")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout.split("\n", 1)[1])
    assert printed["game"] == "duel" and len(printed["players"]) == 2


class _Clock:
    """A clock that moves ``step`` seconds each time it is read: a machine of some speed."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def perf_counter(self):
        self.now += self.step
        return self.now


@pytest.mark.parametrize("bots", ["search,greedy", "flat,search"])
def test_the_same_seed_gives_the_same_csv_on_any_machine(tmp_path, monkeypatch, bots):
    """Issue 8: same seed, same CSV — the search bots think by playouts, not by the clock, so a
    slower or faster machine (a clock that moves more or less between two readings) changes
    nothing in what ``wonderlab simulate`` writes."""
    from wonderlab import cli
    from wonderlab.duel import bots as duel_bots
    monkeypatch.setattr(duel_bots, "PLAYOUTS", 25, raising=False)   # as by default, only quicker
    written = []
    for n, step in enumerate((0.004, 0.02)):
        monkeypatch.setattr(duel_bots, "time", _Clock(step))
        out = tmp_path / f"runs{n}.csv"
        assert cli.main(["simulate", "duel", "--games", "2", "--seed", "5", "--bots", bots,
                         "--out", str(out)]) == 0
        written.append(out.read_text(encoding="utf-8"))
    assert written[0] == written[1] and written[0].count("\n") == 5


def test_bench_plays_the_pantheon_when_asked_and_only_for_duel():
    done = cli("bench", "duel", "--pantheon", "--seconds", "0.3")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("duel --pantheon, 2 players") and "games_per_s=" in done.stdout
    refused = cli("bench", "classic", "--pantheon", "--seconds", "0.3")
    assert refused.returncode == 2 and "--pantheon is an option of duel, not of classic" in refused.stderr and refused.stdout == ""


def test_every_bot_plays_a_pantheon_game():
    from wonderlab.duel.runner import play_game

    rows, decisions = play_game(2, 3, ["greedy", "search"], pantheon=True)       # issue 42
    assert [row["bot"] for row in rows] == ["greedy", "search"] and decisions > 20 and "divinities" in rows[0]
    rows, decisions = play_game(2, 3, ["random", "random"], pantheon=True)
    assert decisions > 60 and len(rows) == 2
