"""Bots for 7 Wonders: ``random`` plays any legal action; ``greedy`` looks one action ahead;
``search`` plays greedy games to the end from what its seat sees, and picks what went best.

>>> from .game import Game
>>> import random
>>> game, bot = Game(players=3, seed=4), GreedyBot()
>>> bot.choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

from ..core.bots import register_bot
from ..core.rng import below, pick
from ..core.search import RolloutBot, key
from .actions import BUILD, DISCARD
from .scoring import total_points, total_points_with

MILITARY_WIN = {1: 1, 2: 3, 3: 5}


class RandomBot:
    """Chooses a card of its hand at random, then one of that card's legal actions at random.

    Every card always has at least one legal action (discarding), so this needs the actions of
    one card only. The Free City, whose discards depend on the whole hand, draws among all.
    """

    name = "random"

    def choose(self, game, city, rng):
        if game.variant and city == 2 or game.phase == "discard pile":
            return pick(rng, game.legal_actions(city))
        # (without the Free City, a city chooses from its own hand: ``hand_ids`` without its call)
        hand = game.hand_ids(city) if game.variant else game.hands[city]
        actions = game.actions_at(city, below(rng, len(hand)))
        return actions[below(rng, len(actions))]      # ``pick``, without its call

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in every seat: the very draws ``choose`` makes
        decision by decision, the usual turn drawn by the engine at once (``Game._random_turn``,
        no call to ``choose`` and ``play`` a city: the hot path of ``wonderlab bench``)."""
        choose, play, random_turn = RandomBot().choose, game.play, game._random_turn
        while game.phase != "over":
            if not random_turn(rng):        # another turn: decision by decision
                for city in game.waiting:
                    play(city, choose(game, city, rng))


class GreedyBot:
    """Chooses the action that most improves its city now, valuing production early on.

    It sees only its own choices and the public table: cities, coins and its own hand.
    """

    name = "greedy"

    def choose(self, game, city, rng):
        best, best_value = [], None
        seen = set()
        scored = {}
        for action in game.legal_actions(city):
            key = (action.kind, action.card)
            if key in seen:          # options come cheapest first: the first is the one to weigh
                continue
            seen.add(key)
            value = self.value(game, city, action, scored)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def value(self, game, city, action, scored=None):
        """How much ``action`` improves the city. ``scored`` keeps, for one decision, what it
        weighed: the value of each shape paid each way (an action's value depends only on its
        kind, its card when it builds one, and what it pays: the three stages a hand offers, or
        its discards, are one weighing), and the points of each city it weighs (every stage,
        whatever the card, shares one)."""
        scored = {} if scored is None else scored
        kind = action.kind
        payment = action.payment
        shape = action.card if kind == BUILD else kind
        weighed = (shape, payment.total, payment.trades)
        gain = scored.get(weighed)
        if gain is None:
            gain = scored[weighed] = self._value(game, city, kind, shape, payment, scored)
        return gain

    def _value(self, game, city, kind, shape, payment, scored):
        before = game.cities[city]
        if kind == DISCARD:           # only the coins change: the treasury, and nothing else
            coins = before.coins - payment.total + 3
            gain = coins // 3 - before.coins // 3
            gain += (coins - before.coins) / 4.0 - payment.trades / 6.0
            return gain - 1.0
        found = scored.get(shape)
        if found is None:
            if kind == BUILD:         # counted without a copy of the city: a card changes no powers
                effect = shape.effect
                points = total_points_with(game.cities, city, shape)
            else:
                after = before.copy()
                effect = after.add_stage().effect
                cities = list(game.cities)
                cities[city] = after
                points = total_points(cities, city)
            found = scored[shape] = (effect, points - before.coins // 3)
        effect, points = found
        now = scored.get(None)
        if now is None:
            now = scored[None] = total_points(game.cities, city)
        coins = before.coins - payment.total + effect.coins
        gain = points + coins // 3 - now
        ages_left = 3 - game.age
        if effect.produces:
            fixed, _ = before.own_production()
            for unit in effect.produces:
                fresh = False
                for r in _RESOURCES_OF[unit]:
                    if fixed[r] < 2:
                        fresh = True
                        break
                gain += (1.2 if fresh else 0.4) * (ages_left + 0.5)
        if effect.shields:
            rivals = (game.cities[game.left(city)].shields, game.cities[game.right(city)].shields)
            for shields in rivals:
                if before.shields <= shields < before.shields + effect.shields:
                    gain += MILITARY_WIN[game.age] + (1 if before.shields < shields else 0)
        if effect.discount[0] or effect.discount[1]:
            gain += 0.8 * ages_left
        if effect.power:
            gain += 2.5
        gain += (coins - before.coins) / 4.0 - payment.trades / 6.0
        return gain


_RESOURCES_OF = tuple(tuple(r for r in range(7) if mask >> r & 1) for mask in range(128))   # unit -> its resources


class SearchBot(RolloutBot):
    """Weighs the ``width`` actions the greedy bot likes best by playing greedy games to the end
    from worlds dealt again from what its player sees (``Game.redeal``), racing them on paired
    confidence bounds (``core.search.rank``); plays the one of highest value.

    >>> SearchBot().playouts, SearchBot(think_time=0.5).playouts
    (80, None)
    """

    def candidates(self, game, city, rng):
        greedy, scored, found = GreedyBot(), {}, {}
        for action in game.legal_actions(city):
            found.setdefault((action.kind, action.card), action)   # the cheapest way first
        if len(found) <= 1:
            return list(found.values())
        ranked = sorted(found.values(), key=lambda a: (-greedy.value(game, city, a, scored), key(a)))
        return ranked[:self.width]

    def seat_of(self, game, city):
        return game.controller(city)


register_bot("classic", "random", RandomBot)
register_bot("classic", "greedy", GreedyBot)
register_bot("classic", "search", SearchBot)
