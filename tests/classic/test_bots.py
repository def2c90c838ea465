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


def test_random_bots_play_out_a_game_as_they_choose_decision_by_decision():
    """``RandomBot.play_out`` (the runner's way through a game of random bots) plays the very
    game that ``choose`` and ``play`` play, drawing the same numbers, from the start or from a
    game under way (some of a turn's choices made, legal actions asked for), at every count."""
    from wonderlab.classic.bots import RandomBot

    bot = RandomBot()
    for seed in range(36):
        players = 2 + seed % 6
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        fast, fast_rng = Game(players=players, seed=seed), random.Random(seed)
        for _ in range(seed):       # the first decisions, played alike
            city = fast.waiting[0]
            fast.play(city, bot.choose(fast, city, fast_rng))
        fast.legal_actions(fast.waiting[0])
        while not game.is_over:
            for city in game.waiting:
                game.play(city, bot.choose(game, city, rng))
        RandomBot.play_out(fast, fast_rng)
        assert fast.record() == game.record() and fast.state_key() == game.state_key()
        assert fast.scores() == game.scores() and fast_rng.getstate() == rng.getstate()


def test_a_science_card_is_worth_nothing_to_the_greedy_bot_beyond_its_points():
    """The greedy bot leaves ``_extra`` uncalled for a science card (issue 41): its symbols are all
    in the points it adds, as no card pairs science with production, shields, discounts or powers."""
    from wonderlab.classic.bots import _extra
    from wonderlab.classic.cards import card_set

    game = Game(players=3, seed=4)
    science = [card for card in card_set().cards if card.effect.science is not None or card.effect.science_choice]
    assert len(science) == 13 and {card.color for card in science} == {"green", "purple"}   # and the Scientists Guild
    assert [card.name for card in science if _extra(game, 0, game.cities[0], card.effect)] == []
