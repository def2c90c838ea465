"""Every table written from a finished game is accepted by ``wonderlab score`` and scores what
the engine scores (issue 8: "7 Wonders refuses real tables").

Random games of every player count, each written as a table file by the game's
``table_from_game`` and scored by the command line in-process: the totals, the categories,
the winners and the result are the engine's.
"""

import json
import random

import pytest

from wonderlab.architects import Game as ArchitectsGame
from wonderlab.architects.table import table_from_game as architects_table
from wonderlab.classic import Game as ClassicGame
from wonderlab.classic.table import table_from_game as classic_table
from wonderlab.cli import main
from wonderlab.core.bots import make_bot
from wonderlab.duel import Game as DuelGame
from wonderlab.duel import bots as _duel_bots  # noqa: F401  (registers the bots)
from wonderlab.duel.table import table_from_game as duel_table

GAMES = 100         # per player count


def finished_classic(players, seed, bots=("random",)):
    game, rng = ClassicGame(players=players, seed=seed), random.Random(seed)
    agents = [make_bot("classic", name) for name in bots]
    while not game.is_over:
        for city in game.waiting:
            seat = game.controller(city)
            game.play(city, agents[seat % len(agents)].choose(game, city, rng))
    return game


def finished_duel(seed):
    game, bot, rng = DuelGame(seed=seed), make_bot("duel", "random"), random.Random(seed)
    while not game.is_over:
        game.play(game.current, bot.choose(game, game.current, rng))
    return game


def finished_architects(players, seed, bots=("random",)):
    game, rng = ArchitectsGame(players=players, seed=seed), random.Random(seed)
    agents = [make_bot("architects", name) for name in bots]
    while not game.is_over:
        seat = game.waiting[0]
        game.play(seat, agents[seat % len(agents)].choose(game, seat, rng))
    return game


def scored_by_the_command_line(table, tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_text(json.dumps(table), encoding="utf-8")
    code = main(["score", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def same_scores(result, game, result_name="points"):
    sheets = game.scores()
    assert [p["name"] for p in result["players"]] == [s.name for s in sheets]
    assert [p["categories"] for p in result["players"]] == [dict(s.categories) for s in sheets]
    assert [p["total"] for p in result["players"]] == [s.total for s in sheets]
    assert result["winners"] == game.winners()
    assert result["result"] == result_name


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_every_finished_7_wonders_game_is_a_table_score_accepts(players, tmp_path, capsys):
    """Loom, Glassworks and Press are printed in Age I and Age II; the copy check counts both.
    With two players the Free City is the third city, marked, and never wins."""
    for seed in range(GAMES):
        game = finished_classic(players, seed)
        table = classic_table(game)
        assert ("free_city" in table["players"][-1]) == (players == 2)
        same_scores(scored_by_the_command_line(table, tmp_path, capsys), game)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_games_of_greedy_bots_too(players, tmp_path, capsys):
    """Greedy bots build more: more guilds, science, wonders finished, builds from the discard."""
    for seed in range(GAMES // 10):
        game = finished_classic(players, seed, ("greedy", "random"))
        same_scores(scored_by_the_command_line(classic_table(game), tmp_path, capsys), game)
        game = finished_architects(players, seed, ("greedy", "random"))
        same_scores(scored_by_the_command_line(architects_table(game), tmp_path, capsys), game)


def test_every_finished_duel_is_a_table_score_accepts(tmp_path, capsys):
    results = set()
    for seed in range(4 * GAMES):
        game = finished_duel(seed)
        result = scored_by_the_command_line(duel_table(game), tmp_path, capsys)
        same_scores(result, game, game.result)
        results.add(game.result)
    assert results == {"points", "military supremacy", "scientific supremacy"}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_every_finished_architects_game_is_a_table_score_accepts(players, tmp_path, capsys):
    for seed in range(GAMES):
        game = finished_architects(players, seed)
        same_scores(scored_by_the_command_line(architects_table(game), tmp_path, capsys), game)
