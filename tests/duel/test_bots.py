"""The bots' contracts: a legal action every time, the same choice for the same seed, within budget."""

import random

from wonderlab.core.bots import bot_names, make_bot
from wonderlab.duel import bots as duel_bots
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


class _Clock:
    """A CPU clock that moves ``step`` seconds each time it is read: a machine of some speed,
    the same on a busy machine as on an idle one (the bot thinks by ``time.process_time``, as
    the other games' search bots do: issue 35)."""

    def __init__(self, step):
        self.now, self.step, self.reads = 0.0, step, 0

    def process_time(self):
        self.now += self.step
        self.reads += 1
        return self.now


def test_search_bot_is_legal_repeatable_and_stops_at_its_think_time(monkeypatch):
    """Thinking by the clock, the bot reads it once a playout and stops when ``think_time`` has
    passed: with a clock that moves 0.01 s a reading, 0.05 s is a handful of playouts."""
    bot = SearchBot(think_time=0.05)
    for seed, until in ((1, 0), (2, 12), (3, 40), (4, 60)):
        game = random_game(seed, until=until)
        if game.is_over or len(game.legal_actions(game.current)) == 1:
            continue
        clock = _Clock(0.01)
        monkeypatch.setattr(duel_bots, "time", clock)
        action = bot.choose(game, game.current, random.Random(1))
        assert 3 <= clock.reads <= 7, f"{clock.reads} readings of the clock for 0.05 s"
        assert action in game.legal_actions(game.current)
    fixed = SearchBot(playouts=30, depth=4)
    game = random_game(8, until=20)
    assert fixed.choose(game, game.current, random.Random(3)) == fixed.choose(game, game.current, random.Random(3))


def test_search_bot_thinks_by_playouts_by_default_whatever_the_clock(monkeypatch):
    """By default a decision is ``PLAYOUTS`` playouts, never the clock's: the same seed gives the
    same choice on a slow machine as on a fast one, and the clock is never read."""
    bot, game = SearchBot(), random_game(3, until=12)
    assert (bot.playouts, bot.think_time) == (duel_bots.PLAYOUTS, None) and duel_bots.PLAYOUTS == 1000
    monkeypatch.setattr(duel_bots, "PLAYOUTS", 40)
    bot, chosen = SearchBot(), []
    for step in (0.001, 1.0):
        clock = _Clock(step)
        monkeypatch.setattr(duel_bots, "time", clock)
        chosen.append(bot.choose(game, game.current, random.Random(1)))
        assert clock.reads == 0
    assert chosen[0] == chosen[1] and chosen[0] in game.legal_actions(game.current)


def test_greedy_beats_random():
    from wonderlab.duel.runner import play_game
    wins = sum(play_game(2, seed, ["greedy", "random"])[0][0]["winner"] for seed in range(20))
    assert wins >= 16
