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
