"""``wonderlab bench rollouts GAME``: its last line, and a count that is the games it played."""

import re

import pytest

from wonderlab.cli import main
from wonderlab.core.i18n import set_language
from wonderlab.core.search import key, rollout
from wonderlab.lab.coach_bench import _positions
from wonderlab.lab.rollout_bench import bench_rollouts

LAST = re.compile(r"rollouts: (classic|duel|architects) (\d) players, greedy, (\d+\.\d) per second of CPU")


@pytest.mark.parametrize(("game", "players"), [("classic", 4), ("duel", 2), ("architects", 4)])
def test_the_last_line_names_the_game_players_and_rate(game, players, capsys):
    assert main(["bench", "rollouts", game, "--players", str(players), "--seconds", "0.05"]) in (0, None)
    lines = capsys.readouterr().out.strip().splitlines()
    found = LAST.fullmatch(lines[-1])
    assert found and found.group(1, 2) == (game, str(players)), lines[-1]
    head = re.match(rf"{game}, {players} players: (\d+) greedy rollouts from (\d+) positions in (\d+\.\d\d) s of CPU",
                    lines[-2])
    assert head, lines[-2]
    rollouts, seconds = int(head.group(1)), float(head.group(3))
    assert rollouts >= 1 and seconds >= 0.05
    # the rate is the rollouts over the CPU seconds the line before gives (rounded to 0.01 s there)
    assert rollouts / (seconds + 0.005) - 0.05 <= float(found.group(3)) <= rollouts / max(seconds - 0.005, 0.001) + 0.05


def test_players_the_game_is_not_played_by_are_refused_in_one_line(capsys):
    assert main(["bench", "rollouts", "duel", "--players", "4", "--seconds", "0.05"]) == 2
    assert "--players: 4: duel is played by exactly 2" in capsys.readouterr().err


def test_the_count_is_the_rollouts_it_played_each_a_whole_game():
    result = bench_rollouts("architects", 3, seconds=0.2, seed=5, positions=3, quiet=True)
    assert result["rollouts"] == len(result["outcomes"]) >= 1
    assert result["rate"] == result["rollouts"] / result["cpu"] and result["cpu"] >= 0.2
    # each outcome is the rollout of its number, options taken in turn position by position:
    # the same games played again give the same ends, every seat scored
    found = list(_positions("architects", 3, 3, 5))
    assert result["positions"] == len(found)
    for number, outcome in enumerate(result["outcomes"][:12]):
        _, position, seat, city, actions = found[number % len(found)]
        action = actions[(number // len(found)) % len(actions)]
        again = rollout(position, "architects", seat, city, key(action), number, 5)
        assert outcome == again and len(outcome.sheets) == 3
        assert outcome.win in (0.0, 1.0, 0.5, 1 / 3)


def test_the_head_line_speaks_french():
    set_language("fr")
    try:
        from wonderlab.core.i18n import say
        line = say("bench.rollouts.head", game="duel", players=2, rollouts=12, positions=3, seconds="0,50", wins="6,5")
    finally:
        set_language("en")
    assert line == "duel, 2 joueurs : 12 parties simulées greedy depuis 3 positions en 0,50 s de processeur " \
                   "(6,5 gagnées par la place qui demande)"
