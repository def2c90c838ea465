"""Dealing the hidden cards of 7 Wonders Architects into the decks, as what is known allows.

A seat sees each wonder deck's top card, the central deck's top when the Cat showed it, and how
many cards each deck holds; which of the other cards lies in which deck it knows only as far as
the decks' own make-up tells: a wonder's deck holds only the cards its wonder deals, the central
deck only the central deck's kinds, less the cards known to have left each deck. ``fill`` deals a
pool of hidden cards into decks of given sizes within such limits, at random, so that every split
the limits allow can come.

>>> import random
>>> fill([[2, 0], [1, 1]], [2, 1], [2, 1], random.Random(3))      # kind 1 fits the second deck only
[[0, 0], [1]]
"""


def fill(room, sizes, pool, rng):
    """Cards per deck: ``sizes[d]`` cards, at most ``room[d][k]`` of kind ``k``, using exactly the
    ``pool[k]`` cards of each kind ``k``, at random (every such deal can come: each card, in a
    random order, goes to a random deck with room for it; when none has, an augmenting path
    moves cards to make some, a small max-flow); None when no such deal exists."""
    cards = [k for k, count in enumerate(pool) for _ in range(count)]
    rng.shuffle(cards)
    decks = [[] for _ in sizes]
    left = [list(r) for r in room]
    free = list(sizes)
    for k in cards:
        choices = [d for d in range(len(sizes)) if free[d] and left[d][k]]
        if choices:
            d = rng.choice(choices)
        elif not _make_room(k, decks, left, free):
            return None
        else:
            d = next(d for d in range(len(sizes)) if free[d] and left[d][k])
        decks[d].append(k)
        left[d][k] -= 1
        free[d] -= 1
    for deck in decks:
        rng.shuffle(deck)
    return decks


def _make_room(k, decks, left, free):
    """Move one card from a full deck that may take ``k`` to another deck, so that ``k`` fits
    (a breadth-first search over (deck, kind) moves)."""
    start = [d for d in range(len(decks)) if left[d][k]]
    parent, queue = {d: None for d in start}, list(start)
    while queue:
        d = queue.pop(0)
        if free[d]:
            while parent[d] is not None:        # move along the path back to a start deck
                source, kind = parent[d]
                decks[source].remove(kind)
                left[source][kind] += 1
                decks[d].append(kind)
                left[d][kind] -= 1
                free[d] -= 1
                free[source] += 1
                d = source
            return True
        for kind in set(decks[d]):
            for e in range(len(decks)):
                if e not in parent and left[e][kind]:
                    parent[e] = (d, kind)
                    queue.append(e)
    return False
