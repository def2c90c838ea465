"""Which cards pay for a wonder stage: every way allowed, as tuples of card kind indices.

A stage asks for ``count`` resources, identical or all different. Grey cards are resources; a
gold card stands in for one missing resource (two with Economy), and only for what is missing:
a payment uses as many fitting grey cards as it can, then the fewest gold cards. Engineering lifts
the identical/different condition but not the count.

>>> from .rules import WOOD, STONE, GOLD
>>> hand = (2, 1, 0, 0, 0, 0)                 # 2 Wood, 1 Stone (seed 002's example)
>>> payments(hand, 2, True, False, 1)         # 2 identical: the two Wood cards
((0, 0),)
>>> payments(hand, 2, False, False, 1)        # 2 different: a Wood and the Stone
((0, 1),)
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
        if not kinds:
            golds = _golds(count, coins_per_gold)
            if golds <= gold:
                out.append((GOLD,) * golds)
        for r in kinds:
            used = min(held[r], count)
            golds = _golds(count - used, coins_per_gold)
            if golds <= gold:
                out.append((r,) * used + (GOLD,) * golds)
    else:
        used = min(len(kinds), count)
        golds = _golds(count - used, coins_per_gold)
        if golds <= gold:
            out = [combo + (GOLD,) * golds for combo in combinations(kinds, used)]
    return tuple(out)


def can_pay(held, count, identical, any_resources=False, coins_per_gold=1):
    """Whether some payment exists (the test of mandatory construction)."""
    return bool(payments(held, count, identical, any_resources, coins_per_gold))
