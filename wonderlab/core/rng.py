"""Seeded randomness: the same seed always gives the same game, and different seeds different games.

>>> list(game_seeds(7, 3)) == list(game_seeds(7, 3))
True
>>> make_rng(-1).random() != make_rng(1).random()
True
"""

import random
from _random import Random as _SeededRandom
from hashlib import sha512
from itertools import repeat

from .i18n import register, say
from .jsonfile import LARGEST

MAX_SEED = LARGEST     # a game's seed must be one its record can save and read back
register({"seed.range": {
    "en": "seed: {value}: a seed is a whole number from -{high} to {high}, so that the game's record can be read back",
    "fr": "seed : {value} : une graine est un nombre entier de -{high} à {high}, pour que la partie enregistrée se relise"}})


def check_seed(seed):
    """``seed`` (a whole number, already checked by the game) if a record can hold it, else a
    ``ValueError`` in words: every game and the record reader keep one rule.

    >>> check_seed(10**15)
    1000000000000000
    >>> check_seed(10**15 + 1)
    Traceback (most recent call last):
    ValueError: seed: 1000000000000001: a seed is a whole number from -10**15 to 10**15, so that the game's record can be read back
    """
    if abs(seed) > MAX_SEED:
        raise ValueError(say("seed.range", value=str(seed)[:24], high="10**15"))
    return seed


def make_rng(seed):
    """A private random generator for one game; ``seed`` is any int, or a text (an expansion's
    own stream: ``"agora:5"``).

    Python's ``random.Random(-n)`` is ``random.Random(n)``; a negative seed is seeded through
    its text instead, so ``-1`` and ``1`` deal different games while every seed ``>= 0`` deals
    what it always dealt.

    >>> make_rng(5).getstate() == random.Random(5).getstate()
    True
    >>> make_rng("agora:5").getstate() == random.Random("agora:5").getstate()
    True
    """
    if type(seed) is int and seed >= 0:       # the usual seed: ``random.Random(seed)`` without its two Python calls
        rng = random.Random.__new__(random.Random)      # not seeded yet
        _seed(rng, seed)                                 # the very seeding ``Random.seed`` does for an int
        rng.gauss_next = None                            # as ``Random.seed`` sets it
        return rng
    if isinstance(seed, int) and seed < 0:
        seed = str(seed)
    if type(seed) is str:       # ``random.Random(text)`` without its Python calls: the very int its
        text = seed.encode()    # ``seed`` makes of a text (version 2: the text, then its SHA-512), seeded in C
        rng = random.Random.__new__(random.Random)
        _seed(rng, int.from_bytes(text + sha512(text).digest(), "big"))
        rng.gauss_next = None
        return rng
    return random.Random(seed)


_seed = _SeededRandom.seed      # C's seeding, which ``random.Random.seed`` calls for an int


def pick(rng, items):
    """``rng.choice(items)``, drawing exactly the same numbers, without its two Python calls.

    >>> import random
    >>> [pick(random.Random(3), "abcde") for _ in range(3)] == [random.Random(3).choice("abcde")] * 3
    True
    >>> pick(random.Random(3), range(1000)) == random.Random(3).choice(range(1000))
    True
    """
    return items[below(rng, len(items))]


def below(rng, n):
    """``pick(rng, range(n))``: a whole number from 0 to ``n - 1``, drawing the same numbers.

    >>> import random
    >>> [below(random.Random(3), 5) for _ in range(3)] == [pick(random.Random(3), range(5))] * 3
    True
    """
    try:
        bits = BITS[n]
    except IndexError:      # a long list: its length's bits counted
        bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def sample(rng, population, k):
    """``rng.sample(population, k)``, drawing exactly the same numbers and giving the same list,
    without its check through the abc machinery and a call a draw: a population of 21 or fewer
    is always drawn from a pool, as ``random.Random.sample`` draws it (any other case is its own).

    >>> import random
    >>> sample(random.Random(4), range(14), 7) == random.Random(4).sample(range(14), 7)
    True
    >>> sample(random.Random(4), range(100), 7) == random.Random(4).sample(range(100), 7)
    True
    """
    n = len(population)
    if rng.__class__ is not random.Random or n > 21 or not 0 <= k <= n:
        return rng.sample(population, k)
    pool = list(population)
    result = []
    getrandbits = rng.getrandbits
    for size in range(n, n - k, -1):
        bits = BITS[size]       # ``below(rng, size)``, without its call
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        result.append(pool[j])
        pool[j] = pool[size - 1]      # the one not drawn takes the place of the one drawn
    return result


def picks(rng, items, count):
    """``[pick(rng, items) for _ in range(count)]``, the same draws, without a call a draw.

    >>> import random
    >>> rng = random.Random(2); picks(random.Random(2), "AB", 5) == [pick(rng, "AB") for _ in range(5)]
    True
    """
    size = len(items)
    bits = size.bit_length()
    getrandbits = rng.getrandbits
    drawn = []
    for _ in range(count):
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        drawn.append(items[j])
    return drawn


BITS = tuple(n.bit_length() for n in range(256))      # n -> n.bit_length(), for the short lists (``below``'s draw)
_STEPS = {}          # a list's length -> its shuffle's steps (position, the bits of the choices up to it)


def shuffle(rng, items):
    """``rng.shuffle(items)`` in place, drawing exactly the same numbers, faster (a generator of
    another class than ``random.Random`` shuffles its own way).

    >>> import random
    >>> mine, theirs = list(range(60)), list(range(60))
    >>> shuffle(random.Random(8), mine); random.Random(8).shuffle(theirs); mine == theirs
    True
    """
    if rng.__class__ is not random.Random:
        rng.shuffle(items)
        return
    size = len(items)
    steps = _STEPS.get(size)
    if steps is None:
        steps = _STEPS[size] = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, size)))
    getrandbits = rng.getrandbits
    for i, bits in steps:       # (``j`` drawn below ``i + 1``, as ``_randbelow`` draws it)
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def game_seeds(seed, count=None):
    """The game seeds derived from one run seed (for simulations): ``count`` of them, or
    endlessly when ``count`` is None. Drawn one at a time, so a run of any size starts at once.

    >>> from itertools import islice
    >>> list(islice(game_seeds(5), 3)) == list(game_seeds(5, 3))
    True
    >>> rng = random.Random(5); list(game_seeds(5, 50)) == [rng.randrange(2**31) for _ in range(50)]
    True
    """
    rng = make_rng(seed)
    getrandbits = rng.getrandbits
    for _ in repeat(None) if count is None else range(count):
        seed = getrandbits(32)          # ``rng.randrange(2**31)``'s very draws, without its two calls
        while seed >= 2**31:
            seed = getrandbits(32)
        yield seed
