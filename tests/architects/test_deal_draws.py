"""The deal's shortcuts draw exactly what Python's own calls draw: same seed, same game.

``game._shuffled`` draws a deck's sort keys without a Python loop and ``sample`` (``core.rng``) is
``rng.sample`` without its calls; both must give the very same cards and leave the generator in
the very same state, or every seeded game, record and bench would change.
"""

import random

import pytest

from wonderlab.architects.game import _shuffled
from wonderlab.core.rng import sample


@pytest.mark.parametrize("size", [0, 1, 2, 15, 25, 60, 235])
def test_shuffled_draws_one_key_per_card(size):
    """As many ``random()`` keys as cards, in order, and the cards sorted stably on them."""
    for seed in range(300):
        cards = tuple(sorted(random.Random(seed).choices(range(14), k=size)))
        mine, theirs = random.Random(seed), random.Random(seed)
        keys = [theirs.random() for _ in cards]
        assert _shuffled(cards, mine) == [card for _, _, card in sorted(zip(keys, range(size), cards, strict=True))]
        assert mine.getstate() == theirs.getstate()


def test_sample_draws_what_random_sample_draws():
    items = tuple("abcdefg")
    for seed in range(500):
        for count in range(len(items) + 1):
            mine, theirs = random.Random(seed), random.Random(seed)
            assert sample(mine, items, count) == theirs.sample(items, count)
            assert mine.getstate() == theirs.getstate()


def test_a_seeded_game_deals_what_plain_python_deals_over_many_seeds():
    """The whole deal of ``Game(players, seed)`` (the wonders, each deck sorted on one
    ``random()`` a card, the wonder decks then the central one drawing in turn from one key, the
    Progress tokens shuffled) is the deal written with Python's own calls, over 600 seeds at
    every player count, and leaves the game's generator where they leave theirs."""
    from wonderlab.architects.game import Game
    from wonderlab.architects.rules import ruleset

    rules = ruleset()

    def plain_sort(cards, rng):
        keys = [rng.random() for _ in cards]
        return [card for _, _, card in sorted(zip(keys, range(len(cards)), cards, strict=True))]

    for seed in range(600):
        players = 2 + seed % 6
        rng = random.Random(seed)
        wonders = rng.sample(rules.wonders, players)
        decks = [plain_sort([k for k, count in enumerate(w.deck) for _ in range(count)], rng) for w in wonders]
        decks.append(plain_sort([k for k, count in enumerate(rules.central_deck) for _ in range(count)], rng))
        stack = [t.id for t in rules.tokens for _ in range(t.copies)]
        rng.shuffle(stack)
        game = Game(players=players, seed=seed)
        assert [w.id for w in game.wonders] == [w.id for w in wonders] and game.decks == decks
        assert game.stack + game.face_up[::-1] == stack and len(game.face_up) == rules.progress_face_up
        assert game.rng.getstate() == rng.getstate()
