"""Rollouts from what a seat may see: the one machinery of the search bots, hints and analyses.

``rank(game, seat, city, actions, ...)`` plays each candidate action on worlds dealt again with
``game.redeal(seat, rng)`` (never the true hidden cards) and lets a bot play every seat to the
end. Rollout number ``r`` deals the same world for every candidate (common random numbers: the
options are compared on the same deals), and the budget goes where it matters by racing: every
option first gets the same ``FIRST`` games (or the budget shared evenly), then an option is set
aside only when the paired interval of its ``value`` against the leader's lies wholly below 0,
the evidence saying it is worse. A budget in ``playouts`` gives the same answer for a seed on
every machine; ``deadline`` (a ``time.process_time()`` value) stops early for people waiting.

>>> import random
>>> from wonderlab.classic.game import Game
>>> game = Game(players=3, seed=2)
>>> actions = game.legal_actions(0)[:3]
>>> results = rank(game, 0, 0, actions, playouts=6, seed=1)
>>> sum(len(r) for r in results) <= 6, results == rank(game, 0, 0, actions, playouts=6, seed=1)
(True, True)
"""

import gc
import math
import random
import time

from .bots import make_bot, play_out_for

__all__ = ["Outcome", "estimates", "order", "rank", "rollout", "separated", "value"]

FIRST = 30          # games every option gets before any is set aside
Z_RACE = 2.58       # the race looks after every round: wider bounds than 95 %, so that it rarely drops the best
Z95 = 1.959963984540054     # a 95 % two-sided normal interval
TIEBREAK = 0.001    # the most a margin adds to or takes from a game's value: never a win's worth


class Outcome:
    """One rollout's end, for the seat that asked: its share of the win (1/k when k tie), its
    final score, the best score of the others, every seat's score sheet (``sheets``: given
    as a list, or as a function that makes it, called when first read), whether the game
    ended on points (a Duel supremacy ends it at once, whatever the points) and, when it did
    not, how many decisions ``later`` than the option it ended and ``how`` (the world's
    ``result``: ``"military supremacy"`` or ``"scientific supremacy"``, whoever won it).

    >>> Outcome(1.0, 12, 30, None, on_points=False, how="military supremacy").how
    'military supremacy'
    """

    __slots__ = ("_sheets", "best_other", "how", "later", "on_points", "score", "win")

    def __init__(self, win, score, best_other, sheets, on_points=True, later=0, how=None):
        self.win, self.score, self.best_other, self._sheets = win, score, best_other, sheets
        self.on_points, self.later, self.how = on_points, later, None if on_points else how

    @property
    def sheets(self):
        sheets = self._sheets
        if callable(sheets):
            sheets = self._sheets = sheets()
        return sheets

    def __eq__(self, other):
        return isinstance(other, Outcome) and (self.win, self.score, self.best_other, self.on_points) == (
            other.win, other.score, other.best_other, other.on_points)

    def __repr__(self):
        return f"Outcome(win={self.win:g}, score={self.score}, best_other={self.best_other})"


def value(outcome):
    """What a search maximises: the share of the win, and only to break ties among games that
    end alike, less than ``TIEBREAK``: the margin over the best rival for a game that ends on
    points (squeezed into half of it), more for a game won at once by a supremacy (the sooner the
    more, whatever the points of that moment), less for one lost so. No margin ever outweighs a win.

    >>> won_now = Outcome(1.0, 1, 18, None, on_points=False)      # a supremacy, 1 point to 18
    >>> won_later = Outcome(1.0, 1, 18, None, on_points=False, later=6)
    >>> won_late = Outcome(1.0, 70, 40, None)
    >>> lost_close = Outcome(0.0, 59, 60, None)
    >>> value(won_now) > value(won_later) > value(won_late) > value(lost_close) > value(Outcome(0.0, 30, 60, None))
    True
    >>> value(won_late) - value(lost_close) > 0.99
    True
    """
    if not outcome.on_points:
        sooner = 1 - 0.4 * outcome.later / (outcome.later + 10)
        return outcome.win + (TIEBREAK if outcome.win else -TIEBREAK) * sooner
    margin = outcome.score - outcome.best_other
    return outcome.win + 0.5 * TIEBREAK * margin / (abs(margin) + 10)


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
    # The collector paused for the rollout: a rollout makes thousands of short-lived objects and
    # no cycle, so the collections it would set off find nothing, and walk every object kept
    # (the outcomes before it) each time. Once it is over, one collection does their work.
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        return _rollout(game, kind, seat, city, wanted, number, seed, bots)
    finally:
        if collecting:
            gc.enable()


def _rollout(game, kind, seat, city, wanted, number, seed, bots):
    rng = random.Random(f"{seed} {number}")
    world = game.redeal(seat, rng)
    world.play(city, _legal(world, city, wanted, (id(game), city, wanted)))
    played = len(getattr(world, "_actions", ()))
    names = [bots] * world.players if isinstance(bots, str) else bots
    play_out = play_out_for(kind, names)       # (found once for these names: no bots made)
    if play_out is not None:
        play_out(world, rng)
    else:
        agents = [make_bot(kind, name) for name in names]
        controller = world.controller if kind == "classic" else int
        play = world.play
        while not world.is_over:
            for now in world.waiting:
                play(now, agents[controller(now)].choose(world, now, rng))
    scored = getattr(world, "scored", None)
    if scored is None:
        sheets = world.scores()
        winners = world.winners(sheets)
        totals = [s.total for s in sheets[:world.players]]
    else:           # the totals and winners counted, the sheets made only if read (Architects)
        totals, winners, sheets = scored()
    name = world.names[seat]
    mine = totals[seat]
    others = [total for i, total in enumerate(totals) if i != seat]
    result = getattr(world, "result", None)
    on_points = result in (None, "points")
    later = len(getattr(world, "_actions", ())) - played
    return Outcome(1 / len(winners) if name in winners else 0.0, mine, max(others, default=mine), sheets,
                   on_points, later, result)


_PLACES = {}        # (id of the game, city, key) -> (its place among the legal actions, the action found there)


def _legal(world, city, wanted, spot):
    """The legal action of ``city`` in ``world`` whose ``key`` is ``wanted``. The legal actions
    depend only on what the seat sees, so the rollouts of one option from one game find it in the
    same place: ``spot`` names them, and the place found last is tried first, its action taken
    when it is the very one found there last (a game whose legal actions are shared objects,
    Architects') or has the key wanted (checked: a game that took another's id only costs the
    search).

    >>> from wonderlab.classic.game import Game
    >>> game = Game(players=3, seed=2)
    >>> action = game.legal_actions(0)[-1]
    >>> _legal(game, 0, key(action), "doc") == action == _legal(game, 0, key(action), "doc")
    True
    """
    actions = world.legal_actions(city)
    place, found = _PLACES.get(spot, (None, None))
    if place is not None and place < len(actions) and (actions[place] is found or key(actions[place]) == wanted):
        return actions[place]
    for place, legal in enumerate(actions):
        if key(legal) == wanted:
            if len(_PLACES) > 4096:
                _PLACES.clear()
            _PLACES[spot] = place, legal
            return legal
    # never: the legal actions depend only on what the seat sees
    raise RuntimeError(f"rollout: {wanted} is no longer legal after dealing again")


def key(action):
    """Two actions a record saves the same way lead to the same game."""
    return repr(sorted(action.to_json().items()))


def kind_of(game):
    """``"classic"``, ``"duel"`` or ``"architects"``: the package of ``game``'s class."""
    return type(game).__module__.split(".")[1]


def rank(game, seat, city, actions, playouts=None, deadline=None, seed=0, bots="greedy", keep=1, on_round=None):
    """Racing over ``actions``: a list of ``Outcome`` lists, one per action.

    Each round plays rollout number ``r`` for every option still in the race (the same deal for
    all). Once each has ``FIRST`` games (or, with a small ``playouts``, the budget shared
    evenly), an option leaves the race when the paired interval (``Z_RACE``) of its ``value``
    minus the leader's lies wholly below 0; the race stops when ``keep`` are left (none is
    set aside below ``keep``), or the budget is spent. ``playouts``: the whole budget in
    rollouts; ``deadline``: stop before ``time.process_time()`` passes it (the first round is
    always played). ``on_round(results)`` is called after each round (a progress bar, a cancel
    button: it may raise to stop; the finished rollouts stay in ``results``). ``bots``: who
    plays every seat in the rollouts (``rollout``).
    """
    if playouts is None and deadline is None:
        raise ValueError("rank: give playouts, a deadline, or both")
    kind = kind_of(game)
    keys = [key(action) for action in actions]
    results = [[] for _ in actions]
    values = [[] for _ in actions]
    alive = list(range(len(actions)))
    if playouts is not None and playouts < len(alive):
        alive = alive[:playouts]            # too small a budget: the first options only, once
    first = FIRST if playouts is None else max(1, min(FIRST, playouts // max(1, len(alive))))
    started = time.process_time()
    number = spent = 0
    while True:
        if playouts is not None and spent + len(alive) > playouts:
            break
        if deadline is not None and number:
            now = time.process_time()
            if now + len(alive) * (now - started) / spent > deadline:
                break               # the next round would end after the deadline
        for i in alive:
            outcome = rollout(game, kind, seat, city, keys[i], number, seed, bots)
            results[i].append(outcome)
            values[i].append(value(outcome))
        spent += len(alive)
        number += 1
        if number >= first and len(alive) > keep:
            alive = _still_racing(alive, values, keep)
        if on_round is not None:
            on_round(results)
        if len(alive) == 1 and number >= first:
            break
    return results


def _still_racing(alive, values, keep):
    """The options of ``alive`` that the games do not yet put below the leader (at least ``keep``)."""
    leader = max(alive, key=lambda i: (sum(values[i]), -i))
    behind = []
    for i in alive:
        if i != leader:
            diff, half = paired(values[i], values[leader], Z_RACE)
            behind.append((diff + half, i))
    behind.sort(reverse=True)
    kept = {leader} | {i for top, i in behind[:keep - 1]} | {i for top, i in behind if top >= 0}
    return [i for i in alive if i in kept]


def paired(xs, ys, z=Z95):
    """The mean of ``x - y`` over the pairs ``xs`` and ``ys`` share (the first ``min`` of each:
    rollouts of the same numbers) and the half-width of its interval at ``z`` standard errors
    (infinite with fewer than two pairs).

    >>> paired([3, 5, 7], [2, 4, 6])
    (1.0, 0.0)
    """
    n = min(len(xs), len(ys))
    if not n:
        return math.nan, math.inf
    diffs = [x - y for x, y in zip(xs[:n], ys[:n], strict=True)]
    mean = sum(diffs) / n
    if n == 1:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, z * math.sqrt(variance / n)


def separated(best, other, z=Z95):
    """Whether the rollouts tell ``other`` (a list of ``Outcome``) apart from ``best`` on the
    games they share: the paired interval of ``value(other) - value(best)`` leaves out 0.

    >>> won, lost = Outcome(1.0, 50, 40, None), Outcome(0.0, 40, 50, None)
    >>> separated([won] * 30, [lost] * 30), separated([won, lost] * 15, [lost, won] * 15)
    (True, False)
    """
    diff, half = paired([value(o) for o in other], [value(o) for o in best], z)
    return not math.isnan(diff) and (diff + half < 0 or diff - half > 0)


def estimates(results, measure=value):
    """The mean ``measure`` of each option's rollouts (``rank``'s ``results``), every option read
    on the same footing as the race's leader (the most games, the best mean among them): an
    option set aside after ``n`` games is the leader's mean over all its games plus the paired
    mean of the difference on the ``n`` deals the two share, so that the luck of its first deals
    (good or bad: it was set aside on them) is taken out, and it never reads above the leader
    (the race set it aside as worse). An option with the leader's games is its plain mean; an
    option never tried, minus infinity.

    >>> won, lost = Outcome(1.0, 50, 40, None), Outcome(0.0, 40, 50, None)
    >>> [round(e, 2) for e in estimates([[won, lost, lost, lost], [won], []], lambda o: o.win)]
    [0.25, 0.25, -inf]
    """
    most = max(map(len, results), default=0)
    if not most:
        return [-math.inf] * len(results)
    measured = [[measure(o) for o in outcomes] for outcomes in results]
    leader = max((i for i, xs in enumerate(measured) if len(xs) == most), key=lambda i: (sum(measured[i]), -i))
    base = sum(measured[leader]) / most
    found = []
    for xs in measured:
        if not xs:
            found.append(-math.inf)
        elif len(xs) == most:
            found.append(sum(xs) / most)
        else:
            found.append(base + min(0.0, paired(xs, measured[leader])[0]))
    return found


def order(results):
    """The indices of ``results`` by their ``estimates``, best first (an option never tried last;
    equal values: the first listed first). An option the race set aside early is weighed on the
    deals it shared with the leader: its own few games may have been lucky ones.

    >>> won, lost = Outcome(1.0, 50, 40, None), Outcome(0.0, 40, 50, None)
    >>> order([[lost], [won, won], [], [won, lost]])
    [1, 3, 0, 2]
    >>> order([[won, lost, lost, lost], [won, won, won, lost], [won, won]])   # 2: won where 1 won too
    [1, 2, 0]
    """
    found = estimates(results)
    return sorted(range(len(results)), key=lambda i: (-found[i], -len(results[i]), i))


def best(results):
    """The index of the option whose rollouts went best (``order``'s first)."""
    return order(results)[0]


class RolloutBot:
    """A search bot: ranks its ``width`` most promising actions (by ``prior``, the greedy bot's
    judgement) by racing greedy rollouts (``rank``) from worlds dealt again from what its
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
        return actions[best(results)]
