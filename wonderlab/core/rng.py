"""Seeded randomness: the same seed always gives the same game.

>>> game_seeds(7, 3) == game_seeds(7, 3)
True
"""

import random


def make_rng(seed):
    """A private random generator for one game; ``seed`` is any int."""
    return random.Random(seed)


def game_seeds(seed, count):
    """``count`` game seeds derived from one run seed (for simulations)."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(count)]
