"""Seeded randomness: the same seed always gives the same game.

>>> game_seeds(7, 3) == game_seeds(7, 3)
True
"""

import random


def make_rng(seed):
    """A private random generator for one game; ``seed`` is any int."""
    return random.Random(seed)


def pick(rng, items):
    """``rng.choice(items)``, drawing exactly the same numbers, without its two Python calls.

    >>> import random
    >>> [pick(random.Random(3), "abcde") for _ in range(3)] == [random.Random(3).choice("abcde")] * 3
    True
    """
    n = len(items)
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return items[r]


def shuffle(rng, items):
    """``rng.shuffle(items)`` in place, drawing exactly the same numbers, faster."""
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(items))):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def game_seeds(seed, count):
    """``count`` game seeds derived from one run seed (for simulations)."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(count)]
