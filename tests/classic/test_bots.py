"""The 7 Wonders bots: legal choices only, and greedy clearly better than random."""

import random

from wonderlab.classic import Game
from wonderlab.classic.runner import play_game
from wonderlab.core.bots import bot_names, make_bot


def test_the_bots_are_registered():
    assert bot_names("classic") == ["greedy", "random", "search"]


def test_bots_only_choose_legal_actions():
    for name in ("random", "greedy"):
        bot = make_bot("classic", name)
        game, rng = Game(players=2, seed=3), random.Random(3)
        while not game.is_over:
            for city in game.waiting:
                action = bot.choose(game, city, rng)
                assert action in game.legal_actions(city)
                game.play(city, action)


def test_greedy_wins_at_least_70_percent_of_five_player_games_against_four_random_bots():
    """Issue 2: a fixed set of 200 seeds, greedy in seat 0."""
    wins = sum(play_game(5, seed, ["greedy", "random", "random", "random", "random"])[0][0]["winner"]
               for seed in range(200))
    assert wins >= 140, f"greedy won {wins} of 200"
