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

from itertools import combinations

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


def _payments(held, count, identical, any_resources, coins_per_gold):
    gold = held[5]
    kinds = [r for r in range(5) if held[r]]
    out = []
    if any_resources:
        total = sum(held[:5])
        used = min(total, count)
        golds = _golds(count - used, coins_per_gold)
        if golds <= gold:
            pool = [r for r in kinds for _ in range(min(held[r], used))]
            out = sorted(set(combinations(pool, used)))
            out = [combo + (GOLD,) * golds for combo in out]
    elif identical:
        used = min(max(held[:5]), count)      # the most resources one grey kind can cover
        golds = _golds(count - used, coins_per_gold)
        if golds <= gold:
            fitting = [r for r in kinds if held[r] >= used] if used else [None]
            out = [(r,) * used + (GOLD,) * golds for r in fitting]
    else:
        used = min(len(kinds), count)
        golds = _golds(count - used, coins_per_gold)
        if golds <= gold:
            out = [combo + (GOLD,) * golds for combo in combinations(kinds, used)]
    return tuple(out)


def can_pay(held, count, identical, any_resources=False, coins_per_gold=1):
    """Whether some payment exists (the test of mandatory construction)."""
    return bool(payments(held, count, identical, any_resources, coins_per_gold))
