"""The bots' contracts: a legal action every time, the same choice for the same seed, within budget."""

import random
import time

from wonderlab.core.bots import bot_names, make_bot
from wonderlab.duel.bots import SearchBot
from wonderlab.duel.game import Game, random_game


def test_duel_bots_are_registered():
    assert {"random", "greedy", "search", "flat"} <= set(bot_names("duel"))


def test_flat_search_bot_plays_legal_repeatable_actions():
    from wonderlab.duel.bots import FlatSearchBot
    bot = FlatSearchBot(playouts=40, depth=3)
    for seed, until in ((1, 0), (3, 30), (4, 55)):
        game = random_game(seed, until=until)
        if game.is_over:
            continue
        chosen = bot.choose(game, game.current, random.Random(2))
        assert chosen in game.legal_actions(game.current)
        assert chosen == bot.choose(game, game.current, random.Random(2))


def test_every_bot_plays_legal_actions_to_the_end():
    for name in ("random", "greedy"):
        for seed in range(5):
            game, bot, rng = Game(seed=seed), make_bot("duel", name), random.Random(seed)
            while not game.is_over:
                action = bot.choose(game, game.current, rng)
                assert action in game.legal_actions(game.current)
                game.play(game.current, action)


def test_search_bot_is_legal_repeatable_and_within_budget():
    bot = SearchBot(think_time=0.05)
    for seed, until in ((1, 0), (2, 12), (3, 40), (4, 60)):
        game = random_game(seed, until=until)
        if game.is_over:
            continue
        start = time.perf_counter()
        action = bot.choose(game, game.current, random.Random(1))
        assert time.perf_counter() - start < 1.0
        assert action in game.legal_actions(game.current)
    fixed = SearchBot(playouts=30, depth=4)
    game = random_game(8, until=20)
    assert fixed.choose(game, game.current, random.Random(3)) == fixed.choose(game, game.current, random.Random(3))


def test_search_bot_default_budget_is_under_a_second():
    bot, game = SearchBot(), random_game(3, until=12)
    start = time.process_time()
    bot.choose(game, game.current, random.Random(1))
    assert bot.playouts == 1000 and bot.think_time is None and time.process_time() - start < 1.0


def test_greedy_beats_random():
    from wonderlab.duel.runner import play_game
    wins = sum(play_game(2, seed, ["greedy", "random"])[0][0]["winner"] for seed in range(20))
    assert wins >= 16
