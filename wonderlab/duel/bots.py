"""Bots for 7 Wonders Duel: ``random``, ``greedy`` (one decision ahead), ``search`` (a Monte
Carlo tree search) and ``flat`` (the same search one decision deep).

Bots see only what a player may see: the search bot deals the hidden cards again at random
(``Game.redeal``) instead of reading them, and the greedy bot weighs only the cities.

>>> from .game import Game
>>> import random
>>> game = Game(seed=4)
>>> GreedyBot().choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

import math
import time

from ..core.bots import register_bot
from .actions import BUILD, DISCARD, WONDER

WIN = 1000.0
PLAYOUTS = 1000     # a search's playouts per decision by default: about 0.1 s of one core's CPU
# The bots draw an index as ``(rng.random() * n).__trunc__()``: ``int(rng.random() * n)``, without
# ``int``'s slow call of a type.


class RandomBot:
    """In the structure, picks an accessible card at random, then one of its legal actions at
    random (build it, discard it, or build one of the wonders it can pay for); any other decision
    is a uniformly random legal action.

    The card's action is drawn without replacement: a way of taking it is drawn among all
    (build, discard, each wonder still to build), and an illegal one is set aside until a legal
    one comes. That is uniform over the legal ones and spares computing the others' costs.
    The engine draws the take (``Game._random_take``): it knows the take is legal, and ``play``
    recognises it without working it out again.
    """

    name = "random"

    def choose(self, game, seat, rng):
        if game.phase == "play":
            return game._random_take(seat, rng.random)
        return rng.choice(game.legal_actions(seat))

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in both seats: the very draws ``choose`` makes
        decision by decision, without a call to it at each (how the runner plays a game of random
        bots, the hot path of ``wonderlab bench``)."""
        game._play_at_random(rng)


def evaluate(game, seat):
    """How good the public position is for ``seat``: a score difference with a few hints
    (production early on, science symbols, the pawn, coins)."""
    if game.is_over:
        if game.winner is None and game.result == "points":
            return 0.0
        return WIN if game.winner == seat else -WIN
    totals = game.totals()
    value = totals[seat] - totals[1 - seat]
    left = max(0.0, 3 - game.age + 0.5)
    for who, sign in ((seat, 1), (1 - seat, -1)):
        p = game.p[who]
        part = (sum(p.produced) * 0.9 + len(p.choices) * 1.2) * left
        distinct = len(p.science) - p.science.count(0)
        part += distinct * distinct * 0.35
        part += p.coins * 0.15
        part += len(p.tokens) * 1.0     # (unbuilt wonders are potential, not points: not counted)
        value += sign * part
    pawn = game.pawn if seat == 0 else -game.pawn
    value += pawn * 0.8 + (4.0 * pawn / abs(pawn) if abs(pawn) >= 7 else 0)
    return value


class GreedyBot:
    """Chooses the decision whose outcome ``evaluate`` likes best (ties broken at random)."""

    name = "greedy"

    def choose(self, game, seat, rng):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        best, best_value = [], None
        for action, value in zip(actions, self.values(game, seat, actions), strict=True):
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[(rng.random() * len(best)).__trunc__()]

    def values(self, game, seat, actions):
        """``value`` of each of ``actions``, looking ahead once for the actions that end alike."""
        found = {}
        values = []
        for action in actions:
            key = _outcome(action)
            value = found.get(key)
            if value is None:
                value = found[key] = self.value(game, seat, action)
            values.append(value)
        return values

    def value(self, game, seat, action):
        after = _public_copy(game)
        after.play(seat, action)
        value = evaluate(after, seat)
        if action.kind == DISCARD:
            value -= 0.5
        elif action.kind == WONDER and after.current == seat and after.phase == "play":
            value += 1.5       # playing again is worth a turn
        elif action.kind == BUILD and action.card.chain_gives:
            value += 0.8
        return value


def _outcome(action):
    """What of ``action`` ``GreedyBot.value`` can tell: discarding any card gains the same coins,
    a wonder built with any card is the same wonder for the same coins (the card is tucked
    under it unseen), so each of those is valued once; any other action is its own."""
    if action.kind == DISCARD:
        return DISCARD, action.coins
    if action.kind == WONDER:
        return WONDER, action.wonder, action.coins, action.trade
    return action


def _public_copy(game):
    """A copy whose hidden parts are of no use: looking ahead one decision reveals nothing,
    since evaluation reads only the cities, and the Great Library's draw is replaced by the
    tokens' canonical order."""
    after = game.copy()
    if not game.library:
        after.box_tokens = sorted(after.box_tokens)
    return after


class FlatSearchBot:
    """Flat Monte Carlo search over determinized games, a search tree one decision deep: each
    iteration deals the hidden cards again at random from what this player sees, plays a root
    decision chosen by UCB among the ``width`` the greedy bot likes best, then a short playout
    (both players building at random), and scores the end position with ``evaluate``.

    A decision gets ``playouts`` playouts (``PLAYOUTS`` by default), so that the same seed gives
    the same game on every machine, as ``wonderlab simulate`` needs. ``think_time`` (seconds a
    decision) makes it think by the clock instead, for a person playing against it; with both,
    it stops at whichever comes first.

    >>> FlatSearchBot().playouts, FlatSearchBot(think_time=0.5).playouts
    (1000, None)
    """

    name = "flat"

    def __init__(self, playouts=None, think_time=None, depth=8, width=8):
        if playouts is None and think_time is None:
            playouts = PLAYOUTS
        if playouts is not None and (playouts.__class__ is not int or playouts < 1):
            raise ValueError(f"playouts: {playouts!r}: expected a whole number of at least 1")
        if think_time is not None and not (isinstance(think_time, (int, float)) and 0 < think_time < 3600):
            raise ValueError(f"think_time: {think_time!r}: expected seconds, more than 0 and under an hour")
        self.playouts, self.think_time, self.depth, self.width = playouts, think_time, depth, width

    def _thinking(self, n, deadline):
        """Whether to play playout number ``n + 1``."""
        if self.playouts is not None and n >= self.playouts:
            return False
        return deadline is None or time.process_time() < deadline

    def _deadline(self):
        """When to stop thinking by the clock (the ranking counts in the time), or None."""
        return None if self.think_time is None else time.process_time() + self.think_time

    def choose(self, game, seat, rng):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        deadline = self._deadline()
        value = dict(zip(actions, GreedyBot().values(game, seat, actions), strict=True))
        ranked = sorted(actions, key=lambda a: -value[a])
        candidates = ranked[:self.width]
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        n = 0
        while self._thinking(n, deadline):
            if n < len(candidates):
                i = n
            else:
                log_n = math.log(n)
                i = max(range(len(candidates)),
                        key=lambda k: totals[k] / visits[k] + 0.7 * math.sqrt(log_n / visits[k]))
            world = game.redeal(seat, rng)
            world.play(seat, candidates[i])
            totals[i] += self._playout(world, seat, rng)
            visits[i] += 1
            n += 1
        best = max(range(len(candidates)), key=lambda k: (visits[k], totals[k] / max(1, visits[k])))
        return candidates[best]

    def _playout(self, world, seat, rng):
        for _ in range(self.depth):
            if world.is_over:
                break
            who = world.current
            # build while anything can be built, discard only when nothing else is legal
            pool = world._compute_legal(who, discards=False) if world.phase == "play" else None
            if not pool:
                pool = world.legal_actions(who)
            world.play(who, pool[(rng.random() * len(pool)).__trunc__()])
        value = evaluate(world, seat)
        return 1.0 / (1.0 + math.exp(-value / 6.0))


class _Node:
    __slots__ = ("children", "visits", "total")

    def __init__(self):
        self.children = {}     # action -> _Node
        self.visits = 0
        self.total = 0.0       # summed results, for the player who chose the action leading here


class SearchBot(FlatSearchBot):
    """Information-set Monte Carlo tree search: each iteration deals the hidden cards again at
    random from what this player sees, walks down a tree of decisions shared by all the deals
    (UCB among the actions legal in this deal, widening slowly), adds one node, plays a short
    playout and scores the end with ``evaluate``. The root keeps the ``width`` decisions the
    greedy bot likes best.

    Thinking 0.2 s a decision (about ``PLAYOUTS`` playouts) it beat the greedy bot in 185 of
    200 seeded games (``wonderlab simulate duel --bots search,greedy``, two runs of 100); with
    its default ``PLAYOUTS`` it won a share of 0.94 [0.88, 0.97] over 100 games
    (``wonderlab bench bots duel --games 100``). A decision of 1,000 playouts takes about 0.08 s
    of CPU (median; ``wonderlab bench bots duel`` prints it).
    """

    name = "search"

    def __init__(self, playouts=None, think_time=None, depth=6, width=8, tree_depth=6):
        super().__init__(playouts, think_time, depth, width)
        self.tree_depth = tree_depth

    def choose(self, game, seat, rng):
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        deadline = self._deadline()
        value = dict(zip(actions, GreedyBot().values(game, seat, actions), strict=True))
        ranked = sorted(actions, key=lambda a: -value[a])
        candidates = ranked[:self.width]
        root = _Node()
        n = 0
        while self._thinking(n, deadline):
            world = game.redeal(seat, rng)
            node, path = root, []
            for level in range(self.tree_depth):
                if world.is_over:
                    break
                mover = world.current
                legal = candidates if level == 0 else world.legal_actions(mover)
                allowed = 2 + int(math.sqrt(node.visits))
                known = [a for a in legal if a in node.children]
                if len(known) < allowed and len(known) < len(legal):
                    fresh = [a for a in legal if a not in node.children]
                    action = fresh[(rng.random() * len(fresh)).__trunc__()]
                    child = node.children[action] = _Node()
                    world.play(mover, action)
                    path.append((child, mover))
                    break
                log_n = math.log(node.visits + 1)
                action = max(known, key=lambda a: node.children[a].total / node.children[a].visits
                             + 0.7 * math.sqrt(log_n / node.children[a].visits))
                node = node.children[action]
                world.play(mover, action)
                path.append((node, mover))
            value = self._playout(world, seat, rng)
            root.visits += 1
            for child, mover in path:
                child.visits += 1
                child.total += value if mover == seat else 1.0 - value
            n += 1
        best = max(candidates, key=lambda a: (root.children[a].visits if a in root.children else -1))
        return best


register_bot("duel", "random", RandomBot)
register_bot("duel", "greedy", GreedyBot)
register_bot("duel", "search", SearchBot)
register_bot("duel", "flat", FlatSearchBot)

__all__ = ["RandomBot", "GreedyBot", "SearchBot", "FlatSearchBot", "evaluate"]
