"""The Architects search bot's budget in rollout steps: a decision with shorter games left to
play out gets more of them, as its docstring says, the same for a seed, from what its seat sees."""

import random

import pytest

import wonderlab.core.search as search
from wonderlab.architects import Game, GreedyBot
from wonderlab.architects.bots import SearchBot, remaining


def _position(decisions, seed=11):
    """A seeded 4-player game after ``decisions`` greedy decisions."""
    game, greedy, rng = Game(players=4, seed=seed), GreedyBot(), random.Random(seed)
    while game.decisions < decisions:
        game.play(game.current, greedy.choose(game, game.current, rng))
    return game


def _counted(monkeypatch):
    """Count the rollouts the search plays (the pilot games of ``remaining`` are not rollouts)."""
    played = []
    real = search.rollout

    def rollout(*args, **kwargs):
        played.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "rollout", rollout)
    return played


def test_the_budget_scales_with_the_decisions_left_up_to_most():
    bot = SearchBot(playouts=40)
    assert bot.budget(bot.LENGTH) == 40
    assert bot.budget(bot.LENGTH / 2) == 80
    assert bot.budget(2 * bot.LENGTH) == 20
    assert bot.budget(1) == bot.budget(0) == bot.MOST * 40
    assert SearchBot(playouts=40, scaled=False).budget(1) == 40
    assert SearchBot(playouts=1).budget(1000) == 1         # never no game at all
    assert SearchBot(think_time=0.5).budget(10) is None


def test_the_length_left_is_the_same_for_a_seed_and_for_games_that_look_the_same():
    game = _position(20)
    seat = game.current
    looking_the_same = game.redeal(seat, random.Random(5))
    assert looking_the_same.state_key() != game.state_key()
    assert remaining(game, seat, 3) == remaining(game, seat, 3) == remaining(looking_the_same, seat, 3)
    assert remaining(_position(60), seat, 3) < remaining(game, seat, 3)


@pytest.mark.parametrize("decisions", [0, 50])
def test_a_decision_plays_the_budget_of_its_length_left(monkeypatch, decisions):
    game = _position(decisions)
    seat, bot = game.current, SearchBot(playouts=12)
    assert len(bot.candidates(game, seat, random.Random(0))) > 1
    seed = random.Random(4).getrandbits(64)     # what ``choose`` draws first from this rng
    wanted = bot.budget(remaining(game, seat, seed))
    played = _counted(monkeypatch)
    first = bot.choose(game, seat, random.Random(4))
    assert wanted - 12 <= len(played) <= wanted       # the halving's rounds may leave a few unplayed
    assert bot.choose(game, seat, random.Random(4)) == first
    assert first in game.legal_actions(seat)


def test_late_decisions_play_more_games_than_the_first():
    early, late = _position(0), _position(60)
    bot = SearchBot(playouts=12)
    assert bot.budget(remaining(late, late.current, 1)) > bot.budget(remaining(early, early.current, 1))


def test_a_budget_in_seconds_is_not_scaled(monkeypatch):
    game = _position(50)
    bot = SearchBot(think_time=0.05)
    played = _counted(monkeypatch)
    assert bot.choose(game, game.current, random.Random(0)) in game.legal_actions(game.current)
    assert played
