"""``wonderlab simulate`` and ``wonderlab bench`` (and ``lab.simulate``) refuse bad options in one
line, write their CSV whole or not at all, start at once for any number of games, and give
different games for different seeds (issue 8, "Score pads and the command line")."""

import csv
import os
import random
import subprocess
import sys
from itertools import islice

import pytest

from wonderlab import cli
from wonderlab.architects import Game as ArchitectsGame
from wonderlab.classic import Game as ClassicGame
from wonderlab.core.rng import game_seeds, make_rng
from wonderlab.duel import Game as DuelGame
from wonderlab.games import runner
from wonderlab.lab import simulate


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err):
    return err.count("\n") == 1 and "Traceback" not in err


# -- --out ------------------------------------------------------------------------------------
def test_out_to_a_missing_folder_or_a_folder_is_one_line_before_any_game(tmp_path, capsys, monkeypatch):
    played = []
    monkeypatch.setattr(runner("classic"), "play_game", lambda *args: played.append(args))
    for out, words in ((tmp_path / "nowhere" / "runs.csv", "does not exist"), (tmp_path, "is a folder")):
        code, _, err = run(capsys, "simulate", "classic", "--games", 2, "--out", out)
        assert code == 2 and one_line(err) and words in err and str(out) in err
    assert played == []


def test_out_to_a_full_disk_is_one_line(capsys):
    code, out, err = run(capsys, "simulate", "classic", "--games", 2, "--out", "/dev/full")
    assert code == 2 and one_line(err) and "No space left on device" in err
    assert "wrote" not in out


def test_a_run_that_fails_leaves_the_old_csv_as_it_was_and_no_partial_file(tmp_path, capsys, monkeypatch):
    out = tmp_path / "runs.csv"
    out.write_text("the last run\n", encoding="utf-8")
    module = runner("classic")
    play_game, calls = module.play_game, []

    def fails_at_the_third_game(*args):
        calls.append(1)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return play_game(*args)

    monkeypatch.setattr(module, "play_game", fails_at_the_third_game)
    code, _, err = run(capsys, "simulate", "classic", "--games", 5, "--out", out)
    assert code == 2 and one_line(err) and "left as it was" in err
    assert out.read_text(encoding="utf-8") == "the last run\n"
    assert sorted(os.listdir(tmp_path)) == ["runs.csv"]


def test_a_finished_run_replaces_the_csv_whole_with_the_usual_permissions(tmp_path, capsys):
    out = tmp_path / "runs.csv"
    code, stdout, _ = run(capsys, "simulate", "architects", "--players", 2, "--games", 3, "--out", out)
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert code == 0 and f"wrote {out}" in stdout and len(rows) == 6
    assert sorted(os.listdir(tmp_path)) == ["runs.csv"]
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask


# -- --players, --games, --seconds ---------------------------------------------------------
@pytest.mark.parametrize("command", ["simulate", "bench"])
@pytest.mark.parametrize("game, players", [("classic", 0), ("classic", 1), ("duel", 0), ("duel", 3),
                                           ("architects", 0), ("architects", 8)])
def test_a_player_count_the_game_does_not_have_is_refused_not_replaced(capsys, command, game, players):
    code, out, err = run(capsys, command, game, "--players", players, "--seconds" if command == "bench"
                         else "--games", 1)
    assert code == 2 and one_line(err) and f"--players: {players}: {game} is played by" in err
    assert out == ""


@pytest.mark.parametrize("games", ["-1", "0", "1.5", "many"])
def test_simulate_refuses_a_count_of_games_below_1_in_one_line(capsys, games):
    code, _, err = run(capsys, "simulate", "classic", "--games", games)
    assert code == 2 and one_line(err) and "--games" in err


@pytest.mark.parametrize("seconds", ["nan", "inf", "-inf", "1e400", "0", "-1", "1e300", "soon"])
def test_bench_seconds_must_be_a_finite_positive_number(capsys, seconds):
    with pytest.raises(SystemExit) as done:         # refused while reading the options: no game runs
        cli._parser().parse_args(["bench", "classic", "--seconds", seconds])
    err = capsys.readouterr().err
    assert done.value.code == 2 and one_line(err) and "--seconds" in err


def test_bench_still_runs_for_the_seconds_asked(capsys):
    code, out, _ = run(capsys, "bench", "duel", "--seconds", "0.2")
    assert code == 0 and out.strip().splitlines()[-1].startswith("games_per_s=")


@pytest.mark.parametrize("game, players, options", [("classic", 3, {}), ("duel", 2, {}), ("duel", 2, {"agora": True}),
                                                    ("architects", 2, {}), ("architects", 4, {})])
def test_play_game_draws_the_bots_choices_from_the_generator_it_is_given(game, players, options):
    """``play_game(..., rng=draws)`` is how ``wonderlab bench`` plays: each game dealt from its
    seed, the bots drawing from one generator over the whole run. Given a generator seeded like
    the game, it plays the very game ``play_game`` plays by default; a generator used once more
    draws on from where the last game left it."""
    module, seats = runner(game), ["random"] * players
    for seed in (3, 11):
        assert (module.play_game(players, seed, seats, **options, rng=make_rng(seed))
                == module.play_game(players, seed, seats, **options))
    draws, again = make_rng(5), make_rng(5)
    first = module.play_game(players, 3, seats, **options, rng=draws)
    assert module.play_game(players, 3, seats, **options, rng=again) == first
    assert draws.getstate() == again.getstate() != make_rng(5).getstate()
    second = module.play_game(players, 11, seats, **options, rng=draws)
    assert second == module.play_game(players, 11, seats, **options, rng=again)
    assert draws.getstate() == again.getstate()


# -- any number of games, at once ------------------------------------------------------------
def test_game_seeds_are_drawn_one_at_a_time_and_keep_their_values():
    rng = random.Random(7)
    assert list(game_seeds(7, 5)) == [rng.randrange(2**31) for _ in range(5)]   # same seed, same games
    assert list(islice(game_seeds(7, 10**18), 5)) == list(game_seeds(7, 5))
    assert list(islice(game_seeds(7), 5)) == list(game_seeds(7, 5))


STOP_AFTER_3 = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from wonderlab import cli
from wonderlab.games import runner
module = runner("classic")
play, calls = module.play_game, []
def counted(*args):
    calls.append(1)
    if len(calls) > 3:
        raise KeyboardInterrupt
    return play(*args)
module.play_game = counted
code = cli.main(["simulate", "classic", "--games", str(10**15)])
print(len(calls), file=sys.stderr)
sys.exit(code)
"""


def test_simulate_of_any_number_of_games_starts_at_once_in_bounded_memory():
    done = subprocess.run([sys.executable, "-c", STOP_AFTER_3], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 130, done.stderr[-500:]
    assert done.stderr.splitlines()[-1] == "4"


# -- seeds --------------------------------------------------------------------------------------
def test_seed_minus_1_and_seed_1_give_different_runs(tmp_path, capsys):
    rows = {}
    for seed in (-1, 1):
        out = tmp_path / f"seed{seed}.csv"
        assert run(capsys, "simulate", "duel", "--games", 2, "--seed", seed, "--out", out)[0] == 0
        rows[seed] = out.read_text(encoding="utf-8")
    assert rows[-1] != rows[1]


@pytest.mark.parametrize("make", [lambda seed: ClassicGame(players=4, seed=seed),
                                  lambda seed: DuelGame(seed=seed),
                                  lambda seed: ArchitectsGame(players=4, seed=seed)])
def test_a_negative_seed_deals_its_own_game(make):
    assert make(-1).state_key() != make(1).state_key()
    assert make(-5).state_key() == make(-5).state_key()


# -- lab.simulate --------------------------------------------------------------------------
@pytest.mark.parametrize("options, message", [
    ({"players": 0}, "players: 0: classic is played by 2 to 7"),
    ({"game": "duel", "players": 3}, "players: 3: duel is played by exactly 2"),
    ({"games": -1}, "games: -1: expected a whole number"),
    ({"bots": ""}, "bots: give at least one bot name"),
])
def test_lab_simulate_refuses_what_the_command_refuses(options, message):
    with pytest.raises(ValueError, match=message):
        simulate(**{"game": "classic", "games": 1, **options})


def test_lab_simulate_gives_the_rows_of_the_command(tmp_path, capsys):
    out = tmp_path / "runs.csv"
    run(capsys, "simulate", "classic", "--games", 2, "--seed", -3, "--bots", "greedy,random", "--out", out)
    frame = simulate("classic", games=2, seed=-3, bots="greedy,random")
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [int(r["seed"]) for r in rows] == list(frame["seed"])
    assert [int(r["total"]) for r in rows] == list(frame["total"])
