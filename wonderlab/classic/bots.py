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
from .scoring import total_points

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
        return pick(rng, game.actions_at(city, below(rng, len(game.hand_ids(city)))))


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
        """How much ``action`` improves the city. Coins change only the treasury, so a discard
        needs no scoring, and ``scored`` keeps, for one decision, the points of each city it
        weighs: every stage (whatever the card) shares one, only the coins differ."""
        before = game.cities[city]
        kind = action.kind
        if kind == DISCARD:           # only the coins change: the treasury, and nothing else
            coins = before.coins - action.payment.total + 3
            gain = coins // 3 - before.coins // 3
            gain += (coins - before.coins) / 4.0 - action.payment.trades / 6.0
            return gain - 1.0
        scored = {} if scored is None else scored
        shape = action.card if kind == BUILD else kind
        found = scored.get(shape)
        if found is None:
            after = before.copy()
            if kind == BUILD:
                after.add_card(action.card)
                effect = action.card.effect
            else:
                effect = after.add_stage().effect
            cities = list(game.cities)
            cities[city] = after
            found = scored[shape] = (after, effect, total_points(cities, city) - before.coins // 3)
        after, effect, points = found
        now = scored.get(None)
        if now is None:
            now = scored[None] = total_points(game.cities, city)
        coins = before.coins - action.payment.total + effect.coins
        gain = points + coins // 3 - now
        ages_left = 3 - game.age
        if effect.produces:
            fixed, _ = before.own_production()
            for unit in effect.produces:
                fresh = any(unit >> r & 1 and fixed[r] < 2 for r in range(7))
                gain += (1.2 if fresh else 0.4) * (ages_left + 0.5)
        if effect.shields:
            rivals = (game.cities[game.left(city)].shields, game.cities[game.right(city)].shields)
            for shields in rivals:
                if before.shields <= shields < after.shields:
                    gain += MILITARY_WIN[game.age] + (1 if before.shields < shields else 0)
        if effect.discount[0] or effect.discount[1]:
            gain += 0.8 * ages_left
        if effect.power:
            gain += 2.5
        gain += (coins - before.coins) / 4.0 - action.payment.trades / 6.0
        return gain


class SearchBot(RolloutBot):
    """Weighs the ``width`` actions the greedy bot likes best by playing greedy games to the end
    from worlds dealt again from what its player sees (``Game.redeal``), the budget spent by
    successive halving; plays the one that won most.

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
