"""Rollouts from what a seat may see: the one machinery of the search bots, hints and analyses.

``rank(game, seat, city, actions, ...)`` plays each candidate action on worlds dealt again with
``game.redeal(seat, rng)`` (never the true hidden cards) and lets a bot play every seat to the
end. Rollout number ``r`` deals the same world for every candidate (common random numbers: the
options are compared on the same deals), and the budget goes where it matters by successive
halving: each round gives the surviving options the same new rollouts, then keeps the better
half. A budget in ``playouts`` gives the same answer for a seed on every machine; ``deadline``
(a ``time.process_time()`` value) stops early for people waiting.

>>> import random
>>> from wonderlab.classic.game import Game
>>> game = Game(players=3, seed=2)
>>> actions = game.legal_actions(0)[:3]
>>> results = rank(game, 0, 0, actions, playouts=6, seed=1)
>>> sum(len(r) for r in results) <= 6, results == rank(game, 0, 0, actions, playouts=6, seed=1)
(True, True)
"""

import math
import random
import time

from .bots import make_bot, play_out_of

__all__ = ["Outcome", "rank", "rollout", "value"]


class Outcome:
    """One rollout's end, for the seat that asked: its share of the win (1/k when k tie), its
    final score, the best score of the others, and every seat's score sheet."""

    __slots__ = ("best_other", "score", "sheets", "win")

    def __init__(self, win, score, best_other, sheets):
        self.win, self.score, self.best_other, self.sheets = win, score, best_other, sheets

    def __eq__(self, other):
        return isinstance(other, Outcome) and (self.win, self.score, self.best_other) == (
            other.win, other.score, other.best_other)

    def __repr__(self):
        return f"Outcome(win={self.win:g}, score={self.score}, best_other={self.best_other})"


def value(outcome):
    """What a search maximises: the share of the win, then the margin over the best rival
    (a tenth of a win for 10 points, so that lost games still teach which option lost less)."""
    return outcome.win + 0.01 * (outcome.score - outcome.best_other)


def rollout(game, kind, seat, city, wanted, number, seed, bots="greedy"):
    """Rollout ``number``: deal the hidden cards again from what ``seat`` sees, play the action
    whose ``key`` is ``wanted`` for ``city``, then ``bots`` (one bot name for every seat, or one
    per seat) to the end; an ``Outcome``. The deal and the bots' chances come from ``seed``
    and ``number`` only: every option is weighed on the same deals, on every machine.

    >>> from wonderlab.duel.game import Game
    >>> game = Game(seed=3)
    >>> action = game.legal_actions(0)[0]
    >>> rollout(game, "duel", 0, 0, key(action), 1, "doc") == rollout(game, "duel", 0, 0, key(action), 1, "doc")
    True
    """
    rng = random.Random(f"{seed} {number}")
    world = game.redeal(seat, rng)
    for legal in world.legal_actions(city):
        if key(legal) == wanted:
            break
    else:       # never: the legal actions depend only on what the seat sees
        raise RuntimeError(f"rollout: {wanted} is no longer legal after dealing again")
    world.play(city, legal)
    names = [bots] * world.players if isinstance(bots, str) else bots
    agents = [make_bot(kind, name) for name in names]
    play_out = play_out_of(agents)
    if play_out is not None:
        play_out(world, rng)
    else:
        controller = world.controller if kind == "classic" else int
        play = world.play
        while not world.is_over:
            for now in world.waiting:
                play(now, agents[controller(now)].choose(world, now, rng))
    sheets = world.scores()
    winners = world.winners()
    name = world.names[seat]
    mine = sheets[seat].total
    others = [s.total for i, s in enumerate(sheets[:world.players]) if i != seat]
    return Outcome(1 / len(winners) if name in winners else 0.0, mine, max(others, default=mine), sheets)


def key(action):
    """Two actions a record saves the same way lead to the same game."""
    return repr(sorted(action.to_json().items()))


def kind_of(game):
    """``"classic"``, ``"duel"`` or ``"architects"``: the package of ``game``'s class."""
    return type(game).__module__.split(".")[1]


def rank(game, seat, city, actions, playouts=None, deadline=None, seed=0, bots="greedy", keep=1, on_round=None):
    """Successive halving over ``actions``: a list of ``Outcome`` lists, one per action.

    Each round gives every surviving option the same new rollouts, then keeps the better half,
    until ``keep`` are left. ``playouts``: the whole budget, shared evenly by the rounds;
    ``deadline``: stop when ``time.process_time()`` passes it. With a deadline and no
    ``playouts``, the time left is shared evenly by the rounds, and ``keep`` survivors (more
    than one) share a last round that ends at the deadline. ``on_round(results)`` is called
    after each round (a progress bar, a cancel button: it may raise to stop; the finished
    rollouts stay in ``results``). ``bots``: who plays every seat in the rollouts (``rollout``).
    """
    if playouts is None and deadline is None:
        raise ValueError("rank: give playouts, a deadline, or both")
    if playouts is None:
        return _rank_by_time(game, seat, city, actions, deadline, seed, bots, keep, on_round)
    kind = kind_of(game)
    keys = [key(action) for action in actions]
    results = [[] for _ in actions]
    alive = list(range(len(actions)))
    rounds = _halvings(len(actions), keep)
    number = spent = 0
    started = time.process_time()
    done = 0
    while alive:
        left = playouts - spent
        if left < len(alive):
            if done:
                break
            alive = alive[:left]     # too small a budget: the first options only, once
        per = max(1, left // (max(1, rounds - done) * len(alive)))
        for _ in range(per):
            if spent + len(alive) > playouts:
                break
            for i in alive:
                now = time.process_time()
                if deadline is not None and now + (now - started) / max(1, spent) > deadline:
                    return results      # the next rollout would end after the deadline
                results[i].append(rollout(game, kind, seat, city, keys[i], number, seed, bots))
                spent += 1
            number += 1
        done += 1
        if on_round is not None:
            on_round(results)
        if len(alive) > keep:
            alive = _better_half(alive, results, keep)
        elif done >= rounds:
            break
    return results


def _rank_by_time(game, seat, city, actions, deadline, seed, bots, keep, on_round):
    """``rank`` by the clock: round ``k`` of ``n`` ends a ``1 / (n - k)`` share of the time left
    from now, and a round plays whole passes (one rollout for each surviving option), so that
    the survivors always have as many rollouts each; the first pass is always played."""
    kind = kind_of(game)
    keys = [key(action) for action in actions]
    results = [[] for _ in actions]
    alive = list(range(len(actions)))
    rounds = _halvings(len(actions), keep) + (keep > 1)
    started = time.process_time()
    number = spent = 0
    for done in range(rounds):
        now = time.process_time()
        ends = now + (deadline - now) / (rounds - done)
        while not spent or now + len(alive) * (now - started) / spent <= ends:
            for i in alive:
                results[i].append(rollout(game, kind, seat, city, keys[i], number, seed, bots))
            spent += len(alive)
            number += 1
            now = time.process_time()
        if on_round is not None:
            on_round(results)
        if len(alive) > keep:
            alive = _better_half(alive, results, keep)
    return results


def _halvings(options, keep):
    """How many halvings leave ``keep`` of ``options``."""
    return max(1, math.ceil(math.log2(max(1.0, options / keep))))


def _better_half(alive, results, keep):
    alive = sorted(alive, key=lambda i: -_mean(results[i]))
    return alive[:max(keep, math.ceil(len(alive) / 2))]


def _mean(outcomes):
    return sum(map(value, outcomes)) / len(outcomes) if outcomes else -math.inf


def best(actions, results):
    """The action whose rollouts went best (the most rollouts first: the survivor of the halving)."""
    index = max(range(len(actions)), key=lambda i: (len(results[i]), _mean(results[i])))
    return actions[index]


class RolloutBot:
    """A search bot: ranks its ``width`` most promising actions (by ``prior``, the greedy bot's
    judgement) by successive halving of greedy rollouts from worlds dealt again from what its
    seat sees, and plays the best.

    ``playouts`` per decision make it deterministic for a seed; ``think_time`` (seconds of
    this process's CPU) makes it think by the clock, for people; with both, whichever ends first.
    """

    name = "search"
    PLAYOUTS = 80
    WIDTH = 6

    def __init__(self, playouts=None, think_time=None, width=None):
        if playouts is None and think_time is None:
            playouts = self.PLAYOUTS
        if playouts is not None and (playouts.__class__ is not int or playouts < 1):
            raise ValueError(f"playouts: {playouts!r}: expected a whole number of at least 1")
        if think_time is not None and not (isinstance(think_time, int | float) and 0 < think_time < 3600):
            raise ValueError(f"think_time: {think_time!r}: expected seconds, more than 0 and under an hour")
        self.playouts, self.think_time = playouts, think_time
        self.width = width or self.WIDTH

    def candidates(self, game, city):
        """The distinct actions worth weighing, most promising first (a game's bot says)."""
        raise NotImplementedError

    def seat_of(self, game, city):
        return city

    def playouts_for(self, game, city, seed):
        """The playouts of this decision: ``playouts`` (a game's bot may scale them)."""
        return self.playouts

    def choose(self, game, city, rng):
        actions = self.candidates(game, city, rng)
        if len(actions) == 1:
            return actions[0]
        deadline = None if self.think_time is None else time.process_time() + self.think_time
        seed = rng.getrandbits(64)
        results = rank(game, self.seat_of(game, city), city, actions, playouts=self.playouts_for(game, city, seed),
                       deadline=deadline, seed=seed)
        if not any(results):
            return actions[0]
        return best(actions, results)
