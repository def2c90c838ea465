"""Paying for a card or a wonder in Duel: your own production, then the bank.

A resource you lack is bought from the bank at 2 coins plus 1 per unit of it that your
opponent's brown and gray cards produce, or at 1 coin when a yellow card fixes its price.
Choice producers (Forum, Caravansery, the Great Lighthouse, Piraeus) serve only their owner.
Masonry and Architecture waive 2 units of the cost: the most expensive ones.

``trade_cost`` is pure; the game keeps what it finds per context (``Game._entry``). Worked
out at once, it costs less than a cache key would: without a discount, the price of all the
units missing less the most the choice producers save (``_saved``).

>>> price = (2, 2, 3, 2, 2)          # the opponent has a Quarry: stone costs 3
>>> trade_cost((0, 0, 2, 1, 0), (0, 0, 1, 0, 0), (), price, 0)
5
>>> trade_cost((0, 0, 2, 1, 0), (0, 0, 1, 0, 0), (0b11000,), price, 0)   # with a Forum
3
>>> trade_cost((0, 0, 2, 1, 0), (0, 0, 0, 0, 0), (), price, 2)           # Masonry: 2 stone waived
2
"""

from itertools import product


def trade_cost(cost, produced, choices, price, discount):
    """The fewest coins to buy what ``cost`` needs beyond ``produced``.

    ``choices`` are masks of one-among-several units; ``price`` the bank price per resource;
    ``discount`` how many units are waived (the dearest).
    """
    return units_cost(tuple((r, n) for r, n in enumerate(cost) if n), produced, choices, price, discount)


def units_cost(units, produced, choices, price, discount):
    """``trade_cost`` of the cost whose ``units`` are ``(resource, units)`` pairs (the game keeps
    them per card and wonder)."""
    need = [0] * 5
    coins = 0           # the price of all the units missing
    for r, n in units:
        n -= produced[r]
        if n > 0:
            need[r] = n
            coins += n * price[r]
    if not coins or not choices and not discount:
        return coins
    if not discount:        # the usual case: the price of all, less what the choice units save
        return coins - _saved(need, choices, price, 0)
    if not choices:         # a discount and no choice unit: the price of all less the dearest units
        dear = []
        for r, _ in units:
            if need[r]:
                dear += [price[r]] * need[r]
        dear.sort(reverse=True)
        return coins - sum(dear[:discount])
    if discount == 1:       # (an Agora Decree) the cheapest of waiving a unit of each resource needed
        best = coins
        for r in range(5):
            if need[r]:
                need[r] -= 1
                cost = coins - price[r] - _saved(need, choices, price, 0)
                need[r] += 1
                if cost < best:
                    best = cost
        return best
    return fewest_coins(need, choices, price, discount)


def fewest_coins(need, choices, price, discount):
    """The coins of ``plan``'s cheapest plan, worked out without listing its units: the cheapest
    of every way the choice producers can serve (each one unit of a resource still needed, or
    nothing), what is left bought at ``price`` less the ``discount`` dearest units.
    (``units_cost`` asks it only with a discount of 2 or more and choice units: otherwise it
    reckons quicker.)

    >>> fewest_coins([0, 0, 2, 1, 0], [0b11000, 0b00110], (2, 2, 3, 2, 2), 0)
    3
    >>> plan((0, 0, 2, 1, 0), (0b11000, 0b00110), (2, 2, 3, 2, 2), 0)[0]
    3
    >>> fewest_coins([0, 0, 2, 1, 0], [0b11100], (2, 2, 3, 2, 2), 0), plan((0, 0, 2, 1, 0), (0b11100,), (2, 2, 3, 2, 2), 0)[0]
    (5, 5)
    """
    dearest = sorted(range(5), key=price.__getitem__, reverse=True) if discount else ()  # (ties stay in order)
    best = None
    for _, rest in _leftovers(need, choices):
        coins = rest[0] * price[0] + rest[1] * price[1] + rest[2] * price[2] + rest[3] * price[3] \
            + rest[4] * price[4]
        waive = discount
        for r in dearest:
            if not waive:
                break
            n = rest[r] if rest[r] < waive else waive
            coins -= n * price[r]
            waive -= n
        if best is None or coins < best:
            best = coins
    return best


_YIELDS = [tuple(r for r in range(5) if mask >> r & 1) for mask in range(32)]  # a unit's resources, by mask
_OPTIONS = [rs + (None,) for rs in _YIELDS]        # a unit's yields, by mask (None: nothing)


def _saved(need, choices, price, i):
    """The most coins the choice units ``choices[i:]`` save buying ``need`` at ``price``: each
    yields one unit of a resource still needed, or nothing (``need`` is changed on the way and
    given back as it was).

    >>> _saved([0, 0, 2, 1, 0], [0b11000, 0b00110], (2, 2, 3, 2, 2), 0)
    5
    """
    last = i == len(choices) - 1
    best = 0 if last else _saved(need, choices, price, i + 1)     # this unit yields nothing
    for r in _YIELDS[choices[i]]:
        if need[r]:
            if last:
                saved = price[r]
            else:
                need[r] -= 1
                saved = price[r] + _saved(need, choices, price, i + 1)
                need[r] += 1
            if saved > best:
                best = saved
    return best


def _leftovers(need, choices):
    """Each way the choice units can serve ``need`` (each unit one of its resources, or none):
    ``(uses, rest)``, the resource each unit yields and what is still missing. A unit cannot
    yield what is not needed."""
    options = list(map(_OPTIONS.__getitem__, choices))
    for uses in product(*options) if options else [()]:
        rest = list(need)
        for r in uses:
            if r is not None:
                if not rest[r]:
                    break
                rest[r] -= 1
        else:
            yield uses, rest


def plan(need, choices, price, discount):
    """The cheapest plan: ``(coins, choice_uses, waived, bought)``.

    ``choice_uses`` gives the resource each choice unit yields (or None), ``waived`` and
    ``bought`` list resources unit by unit.
    """
    best = None
    for uses, rest in _leftovers(need, choices):
        units = sorted((r for r in range(5) for _ in range(rest[r])), key=lambda r: -price[r])
        waived, bought = units[:discount], units[discount:]
        coins = sum(price[r] for r in bought)
        if best is None or coins < best[0]:
            best = (coins, uses, waived, bought)
    return best
