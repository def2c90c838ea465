"""``Game.copy`` writes its shared slots out one by one: a slot it forgets would be unset on a copy."""

import random

from wonderlab.classic.bots import GreedyBot
from wonderlab.classic.game import Game


def _played(players, seed, decisions):
    game, bot, rng = Game(players=players, seed=seed), GreedyBot(), random.Random(seed)
    for _ in range(decisions):
        for city in game.waiting:
            game.play(city, bot.choose(game, city, rng))
    return game


def test_a_copy_sets_every_slot_of_the_game():
    game = _played(4, 3, 5)
    other = game.copy()
    unset = [name for name in Game.__slots__ if not hasattr(other, name)]
    assert unset == []


def test_a_copy_shares_or_equals_every_slot_but_the_caches():
    game = _played(5, 8, 9)
    other = game.copy()
    # made anew, the caches filling again as the copy plays; the cities (no ``==``) told by the state key
    caches = {"_legal", "_hand_offers", "_now", "_offers", "cities"}
    differ = [name for name in Game.__slots__ if name not in caches and getattr(other, name) != getattr(game, name)]
    assert differ == []
    assert other.state_key() == game.state_key() and other.record() == game.record()


def test_a_copy_plays_on_apart_from_its_game():
    game = _played(3, 1, 4)
    before = game.state_key()
    other = game.copy()
    bot, rng = GreedyBot(), random.Random(2)
    while not other.is_over:
        for city in other.waiting:
            other.play(city, bot.choose(other, city, rng))
    assert game.state_key() == before and not game.is_over
