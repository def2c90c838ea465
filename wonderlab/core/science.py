"""Science scoring, shared by 7 Wonders' green cards: squares plus 7 per set of three.

>>> science_points((3, 2, 1))        # seed 000's worked example: 9 + 4 + 1 + 7
21
>>> best_science((2, 2, 1), wildcards=1)
(26, (2,))
"""

from itertools import product

SYMBOLS = ("compass", "gear", "tablet")


def science_points(counts):
    """Points for symbol counts ``(compass, gear, tablet)``: each count squared, plus 7 per set."""
    a, b, c = counts
    return a * a + b * b + c * c + 7 * min(a, b, c)


def best_science(counts, wildcards=0):
    """Best points with ``wildcards`` symbols of free choice; returns (points, chosen symbols).

    Ties keep the first choice in symbol order, so the result is always the same.
    """
    if not wildcards:
        return (science_points(counts), ())
    key = (tuple(counts), wildcards)
    best = _BEST.get(key)      # (a bot weighs the same few counts again and again)
    if best is not None:
        return best
    best = (-1, ())
    for choice in product(range(3), repeat=wildcards):
        if list(choice) != sorted(choice):
            continue
        total = list(counts)
        for symbol in choice:
            total[symbol] += 1
        points = science_points(total)
        if points > best[0]:
            best = (points, choice)
    _BEST[key] = best
    return best


_BEST = {}      # (counts, wildcards) -> the best points and choice: a few hundred at most
