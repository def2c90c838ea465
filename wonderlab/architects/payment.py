"""Which cards pay for a wonder stage: every way allowed, as tuples of card kind indices.

A stage asks for ``count`` resources, identical or all different. Grey cards are resources; a
gold card stands in for one missing resource (two with Economy), and only for what is missing
(seed 002: « Les pièces remplacent obligatoirement les ressources nécessaires qui manquent »).
So, for every kind of stage alike, a payment covers with grey cards as many resources as the grey
cards can cover, and pays the rest with the fewest gold cards: every payment offered uses the
fewest gold cards possible, and when several do, the player chooses. Engineering lifts the
identical/different condition but not the count.

>>> from .rules import WOOD, STONE, GOLD
>>> hand = (2, 1, 0, 0, 0, 0)                 # 2 Wood, 1 Stone (seed 002's example)
>>> payments(hand, 2, True, False, 1)         # 2 identical: the two Wood cards
((0, 0),)
>>> payments(hand, 2, False, False, 1)        # 2 different: a Wood and the Stone
((0, 1),)
>>> payments((2, 1, 0, 0, 0, 1), 2, True, False, 1)   # the Stone and a gold card: gold not needed
((0, 0),)
>>> payments((1, 1, 0, 0, 0, 1), 2, True, False, 1)   # Wood or Stone, each with a gold card
((0, 5), (1, 5))
>>> payments((1, 1, 0, 0, 0, 1), 3, True, False, 1)   # 3 identical: not enough
()
>>> payments((1, 0, 0, 0, 0, 2), 3, True, False, 1)   # a Wood and two gold cards
((0, 5, 5),)
>>> payments((1, 0, 0, 0, 0, 1), 3, True, False, 2)   # with Economy one gold card is 2 coins
((0, 5),)
"""

from itertools import combinations, compress, repeat
from operator import add

from .rules import GOLD

_CACHE = {}


def payments(held, count, identical, any_resources=False, coins_per_gold=1):
    """The payments for a stage, given ``held`` = counts of the 5 grey kinds and gold."""
    key = (held, count, identical, any_resources, coins_per_gold)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = _payments(held, count, identical, any_resources, coins_per_gold)
    return found


def _golds(missing, coins_per_gold):
    return -(-missing // coins_per_gold)


_GREYS = range(GOLD)      # the grey kinds, Wood to Glass


def _payments(held, count, identical, any_resources, coins_per_gold):
    # Plain tests and sums rather than min(), max() and a helper's call, and C-level steps
    # (``compress``, ``combinations``) rather than comprehensions: in Python 3.11 each such call
    # costs more than the tests it makes, and a new hand is met at nearly every construction of a
    # game (its payments are worked out once, then cached).
    gold = held[GOLD]
    if any_resources:
        return _any_payments(held[:GOLD], gold, count, coins_per_gold)
    if identical:
        wood, stone, brick, papyrus, glass = held[:GOLD]
        used = wood         # the most resources one grey kind can cover
        if stone > used:
            used = stone
        if brick > used:
            used = brick
        if papyrus > used:
            used = papyrus
        if glass > used:
            used = glass
    else:
        kinds = tuple(compress(_GREYS, held))      # the grey kinds held (``held`` ends with gold)
        used = len(kinds)
    if used > count:
        used = count
    golds = count - used                            # the fewest gold cards for what is missing
    if coins_per_gold != 1:
        golds = _golds(golds, coins_per_gold)
    if golds > gold:
        return ()
    if not identical:
        if not golds:
            return tuple(combinations(kinds, used))
        return tuple(map(add, combinations(kinds, used), repeat((GOLD,) * golds)))
    gilt = (GOLD,) * golds
    if not used:
        return (gilt,)
    out = []
    for r in _GREYS:
        if held[r] >= used:
            out.append((r,) * used + gilt)
    return tuple(out)


def _any_payments(greys, gold, count, coins_per_gold):
    """With Engineering: any grey cards, as many as they can cover, then the fewest gold cards."""
    used = min(sum(greys), count)
    golds = _golds(count - used, coins_per_gold)
    if golds > gold:
        return ()
    pool = [r for r in _GREYS for _ in range(min(greys[r], used))]
    return tuple(combo + (GOLD,) * golds for combo in sorted(set(combinations(pool, used))))


def can_pay(held, count, identical, any_resources=False, coins_per_gold=1):
    """Whether some payment exists (the test of mandatory construction)."""
    return bool(payments(held, count, identical, any_resources, coins_per_gold))
