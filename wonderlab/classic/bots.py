"""Bots for 7 Wonders: ``random`` plays any legal action; ``greedy`` looks one action ahead;
``search`` plays greedy games to the end from what its seat sees, and picks what went best.

>>> from .game import Game
>>> import random
>>> game, bot = Game(players=3, seed=4), GreedyBot()
>>> bot.choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

from ..core.bots import register_bot
from ..core.rng import BITS, below, pick
from ..core.search import RolloutBot, key
from .actions import BUILD, DISCARD, STAGE
from .payment import FREE
from .scoring import OWN_POINTS, points_added, stage_points_added

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
        if game._hand_offers.get(city) is None:     # any turn but the usual one: every legal action
            best = self._best_of_all(game, city)
            return best[below(rng, len(best))]         # ``rng.choice(best)``: the same draws
        best = self._best(game, city)
        return self._action(game, city, best[below(rng, len(best))])

    @staticmethod
    def play_out(game, rng):
        """Play ``game`` to its end with this bot in every seat, making the very draws ``choose``
        makes decision by decision (how the coach's rollouts play, ``core.search.rollout``); the
        usual turn's choices are placed without ``play``'s checks (``Game._place``).

        >>> from .game import Game
        >>> import random
        >>> game, again = Game(players=4, seed=4), Game(players=4, seed=4)
        >>> GreedyBot.play_out(game, random.Random(1))
        >>> rng, bot = random.Random(1), GreedyBot()
        >>> while not again.is_over:
        ...     for city in again.waiting:
        ...         again.play(city, bot.choose(again, city, rng))
        >>> again.state_key() == game.state_key() and again.record() == game.record()
        True
        """
        bot = _PLAYER
        usual, everything, action_of, place, play = bot._best, bot._best_of_all, bot._action, game._place, game.play
        getrandbits = rng.getrandbits
        while game.phase != "over":
            offers = game._hand_offers
            for city in game.waiting:
                if city in offers:
                    best = usual(game, city)
                    size = len(best)        # (``below``, written out: the very same draws)
                    bits = BITS[size]
                    index = getrandbits(bits)
                    while index >= size:
                        index = getrandbits(bits)
                    chosen = best[index]
                    action = chosen[0]
                    place(city, action if type(action) is not str else action_of(game, city, chosen), chosen[2])
                else:
                    best = everything(game, city)
                    play(city, best[below(rng, len(best))])

    def _best(self, game, city):
        """The choices of highest value in the usual turn (``city`` chooses from its own hand), in
        the order of ``legal_actions``: ``(action, card, physical id)``, the action one of the
        card's builds or ``STAGE`` or ``DISCARD`` (``_action`` makes it). Of each card, the first
        build is weighed (the cheapest way to pay: ``Game._builds``), the stage (the same
        payments whatever the card: weighed once) and its discard (the same for every card).

        A build is worth the most when it pays nothing: a card whose build paid nothing is worth
        less than the discard, the stage or the best so far is left without looking for its
        payments (it could not be among the best: they are worth at least all three). What a
        build is worth is ``_gain``'s sum, written out with what the decision does not change
        read once (the coins, their treasury points), and ``_extra`` only for an effect that
        produces or lasts."""
        cities = game.cities
        before = cities[city]
        hand, deck, builds, copied = game.hands[city], game.deck, game._builds, game._copied
        coins = before.coins
        third = coins // 3
        stage = before.upcoming
        discard_value = _DISCARDS.get(coins)
        if discard_value is None:
            discard_value = _DISCARDS[coins] = self._value(game, city, DISCARD, DISCARD, FREE, None)
        floor = discard_value
        # The stage: its cheapest payment the city can afford (``Game._stages``), whatever the card
        staged = game._stages(city, None, stage, None, True) if stage is not None else ()
        names = before.names
        copying = "copy_neighbor_guild" in before.powers
        plain = not before.counted and not copying    # (``scoring.OWN_POINTS``)
        if staged is None or staged and staged[0].total <= coins:
            # ``_gain`` written out, as for the builds below: the stage's points are its own when
            # nothing counts stages and it has no science (``stage_points_added``'s usual case)
            effect = stage.effect
            if plain and effect.science is None and not effect.science_choice and effect.power is None:
                stage_value = effect.points
            else:
                stage_value = stage_points_added(cities, city)
            paid = trades = 0
            if staged is not None:
                payment = staged[0]
                paid, trades = payment.total, payment.trades
            gained = effect.coins
            stage_value += (coins - paid + gained) // 3 - third
            if effect.produces or effect.lasting:
                stage_value += _extra(game, city, before, effect)
            stage_value += (gained - paid) / 4.0 - trades / 6.0
            staged = True
            if stage_value > floor:
                floor = stage_value
        else:
            staged = False
        floor -= 1e-6       # (ties are told within 1e-9: a build this close is weighed)
        firsts = []         # the physical id of each card's first copy, in the hand's order
        weighed = []        # ``(most, place in firsts, card, points added, extra)`` of the builds to weigh
        seen = []
        held = None
        whole = [] if copying else None     # the city's whole total, once Olympia B counts one (``points_added``)
        for pid in hand:
            card = deck[pid]
            if card in copied:      # the deck holds two copies of it: a second copy has the first's choices
                if card in seen:
                    continue
                seen.append(card)
            firsts.append(pid)
            if card.name not in names:      # (a card built already has no build: nothing to weigh)
                effect = card.effect
                added = OWN_POINTS[card] if plain else -1
                if added < 0:
                    if copying or card.scores and card.color != "blue":     # it counts cards around
                        added = points_added(cities, city, card, whole)
                    else:       # its science and the city's cards that count its own: kept by those
                        if held is None:        # (looked up once a decision, not once a card)
                            key = before.science, before.wildcards, before.counted
                            held = _ADDED.get(key)
                            if held is None:
                                if len(_ADDED) > 2000:
                                    _ADDED.clear()
                                held = _ADDED[key] = {}
                        added = held.get(card)
                        if added is None:
                            added = held[card] = points_added(cities, city, card)
                gained = effect.coins
                most = added + (coins + gained) // 3 - third      # ``_gain`` paying nothing
                # (science lasts, but is all in the points: ``_extra`` is called for the rest)
                extra = _extra(game, city, before, effect) if effect.produces or effect.lasting and \
                    effect.science is None and not effect.science_choice else 0
                if extra:
                    most += extra
                most += gained / 4.0
                if most > floor:
                    weighed.append((most, len(firsts) - 1, card, added, extra))
        # The builds worth the most if they paid nothing first: once one is worth less than the
        # best found, so are those after it, and their payments are not looked for.
        best_value = floor + 1e-6
        priced = []         # ``(place in firsts, value, action)`` of the builds priced
        if len(weighed) > 1:
            weighed.sort(reverse=True)      # (by the most, then the place: never two cards compared)
        for most, place, card, added, extra in weighed:
            if most <= best_value - 1e-6:
                break
            options = builds(city, card)
            if options:
                action = options[0]
                payment = action.payment
                paid = payment.total
                trades = payment.trades
                if paid or trades:
                    gained = card.effect.coins
                    value = added + (coins - paid + gained) // 3 - third
                    if extra:
                        value += extra
                    value += (gained - paid) / 4.0 - trades / 6.0
                else:
                    value = most
                priced.append((place, value, action))
                if value > best_value:
                    best_value = value
        # Every choice of the highest value (within 1e-9), in the order of ``legal_actions``.
        low = best_value - 1e-9
        staged = staged and stage_value >= low
        discarding = discard_value >= low
        best = []
        if len(priced) > 1:
            priced.sort()       # (by place: never two actions compared)
        if not staged and not discarding:       # builds only: those priced, in the hand's order
            for place, value, action in priced:
                if value >= low:
                    pid = firsts[place]
                    best.append((action, deck[pid], pid))
            return best
        chosen = {place: action for place, value, action in priced if value >= low}
        for place, pid in enumerate(firsts):
            card = deck[pid]
            action = chosen.get(place)
            if action is not None:
                best.append((action, card, pid))
            if staged:
                best.append((STAGE, card, pid))
            if discarding:
                best.append((DISCARD, card, pid))
        return best

    @staticmethod
    def _action(game, city, chosen):
        """The action of a choice of ``_best``."""
        action, card, _ = chosen
        if action == STAGE:
            return game._stages(city, card, game.cities[city].upcoming)[0]
        if action == DISCARD:
            return game._discard(card)
        return action

    def _best_of_all(self, game, city):
        """The actions of highest value among all of ``legal_actions`` (any other turn)."""
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
        return best

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
        if found is None:       # the points it adds, whatever it pays
            if kind == BUILD:         # counted without a copy of the city: a card changes no powers
                found = scored[shape] = (shape.effect, points_added(game.cities, city, shape))
            else:
                found = scored[shape] = (before.upcoming.effect, stage_points_added(game.cities, city))
        effect, added = found
        return self._gain(game, city, before, effect, added, payment)

    @staticmethod
    def _gain(game, city, before, effect, added, payment):
        """The value of gaining ``effect`` and ``added`` points for ``payment`` (``_value``): the
        points, the treasury's, what it produces and lasts (``_extra``) and the coins it leaves."""
        coins = before.coins - payment.total + effect.coins
        gain = added + coins // 3 - before.coins // 3
        if effect.produces or effect.lasting:
            gain += _extra(game, city, before, effect)
        gain += (coins - before.coins) / 4.0 - payment.trades / 6.0
        return gain


def _extra(game, city, before, effect):
    """What ``effect`` is worth to ``city`` (``before``, as it stands) beyond its points and coins:
    each unit it produces of a resource the city makes less than twice, shields that win a
    conflict with a neighbour, discounts and powers.

    >>> from .game import Game
    >>> game = Game(players=3, seed=4)
    >>> card = next(game.deck[pid] for pid in game.hands[0] if game.deck[pid].effect.produces)
    >>> _extra(game, 0, game.cities[0], card.effect) > 0
    True
    """
    gain = 0.0
    ages_left = 3 - game.age
    produces = effect.produces
    if produces:        # kept by what it makes, the city's single units and the Age
        key = (produces, before.fixed_units, ages_left)
        gain = _PRODUCED.get(key)
        if gain is None:
            gain = _PRODUCED[key] = _produced(produces, before.fixed_units, ages_left)
    if effect.lasting:      # (else neither shields, nor discounts, nor powers)
        if effect.shields:
            cities = game.cities
            mine = before.shields
            for shields in (cities[game._lefts[city]].shields, cities[game._rights[city]].shields):
                if mine <= shields < mine + effect.shields:
                    gain += MILITARY_WIN[game.age] + (1 if mine < shields else 0)
        if effect.discount[0] or effect.discount[1]:
            gain += 0.8 * ages_left
        if effect.power:
            gain += 2.5
    return gain


def _produced(produces, fixed, ages_left):
    """What the units ``produces`` are worth to a city whose single units are ``fixed`` (packed,
    a byte per resource: ``cards.units``), with ``ages_left`` Ages after this one: more for a
    unit of a resource the city makes less than twice (``_extra``'s first part).

    >>> _produced((1, 2), 0x0201, 1)        # wood (made once: scarce), then stone (made twice)
    2.4
    """
    gain = 0.0
    scarce = 0
    for r in range(7):
        if fixed >> 8 * r & 0xFF < 2:
            scarce |= 1 << r
    for unit in produces:
        gain += (1.2 if unit & scarce else 0.4) * (ages_left + 0.5)
    return gain


_PLAYER = GreedyBot()      # (``play_out``'s: the bot holds nothing of a game)
_DISCARDS = {}      # a city's coins -> the value of a discard (the same for every card and city)
_PRODUCED = {}      # (units an effect produces, a city's single units packed, Ages left) -> ``_produced``
_ADDED = {}         # (a city's symbols, free symbols and cards that count its own) -> {card: the points
                    # the card adds when they depend on nothing else (``scoring.points_added``)}


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
