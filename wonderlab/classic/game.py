"""A game of 7 Wonders: 3–7 players, or 2 with the Free City, from the deal to the score.

Every turn all players choose at once, then the choices are resolved together. A game changes
only through ``play``; ``legal_actions`` lists what a city may do now.

>>> game = Game(players=3, seed=1)
>>> game.age, game.turn, game.waiting
(1, 1, (0, 1, 2))
>>> for city in game.waiting:
...     game.play(city, game.legal_actions(city)[-1])
>>> game.turn
2
>>> Game.replay(game.record()).state_key() == game.state_key()
True
"""

from bisect import bisect_right
from numbers import Integral
from operator import attrgetter

from ..core.errors import IllegalAction, InvalidRecord
from ..core.i18n import language, plural, say
from ..core.labels import default_names, semicolons
from ..core.records import GameRecord, Replayable
from ..core.rng import BITS, check_seed, make_rng, picks, sample, shuffle
from . import messages  # noqa: F401  (registers the texts)
from .actions import BUILD, DISCARD, STAGE, Action, new_action, shown
from .cards import GUARD, Card, card_label, card_set, copied, cost_text, resource_name, wonder_set
from .city import City
from .payment import (
    _CACHE_LIMIT,
    FREE,
    Payment,
    coins_text,
    new_payment,
    packed_options,
    shared_options,
    trade_options,
)
from .scoring import count_coins, score_cities, total_points, winners

PLAY, SEVENTH, DISCARD_BUILD, OVER = "play", "seventh card", "discard pile", "over"
# The steps at the end of a turn: Babylon B's 7th card, the last cards discarded, Halikarnassos's
# build from the discard pile, then the next turn or the conflicts that end an Age.
SEVENTH_CARDS, LEFTOVERS, DISCARD_BUILDS, NEXT_TURN, END_OF_AGE = range(5)
MILITARY_WIN = {1: 1, 2: 3, 3: 5}
TURNS = 6
_SEATS = tuple(tuple(range(n)) for n in range(8))   # n -> the seats 0 .. n - 1
_LEFTS = tuple(tuple((i + 1) % n for i in range(n)) for n in range(8))    # n -> each seat's left neighbour
_RIGHTS = tuple(tuple((i - 1) % n for i in range(n)) for n in range(8))


class Game(Replayable):
    """One game. ``players`` 3–7, or 2 for the Free City variant (then city 2 is the Free City).

    ``wonders`` chooses the boards (names, one per city) and ``sides`` the sides (``"A"``,
    ``"B"``, ``"random"`` or one per city); otherwise they are dealt at random from ``seed``, a
    whole number. ``names`` gives each player a distinct name (a third one names the Free City).
    A wrong option raises ``ValueError`` naming it, before anything is dealt.

    >>> Game(players=3, names=["Ana", "Ana", "Bo"])
    Traceback (most recent call last):
    ValueError: names: 'Ana' is given twice: each player needs a name of their own
    """

    # Slots: the engine reads these on every action (an instance with as many attributes in its
    # dictionary reads each one by a dictionary search); a position's marks go in ``__dict__``.
    __slots__ = ("players", "seed", "variant", "names", "_options", "cities", "_lefts", "_rights",
                 "deck", "_ages", "built", "tucked", "hands", "discard", "pile", "holder", "age",
                 "turn", "phase", "_actions", "_chosen", "_reserved", "_waiting", "_steps",
                 "_discard_builders", "_legal", "_hand_offers", "_now", "_offers", "_snaps", "_copied")

    def __init__(self, players=3, seed=0, wonders=None, sides="random", names=None):
        # Every option is checked before anything is drawn, so that a game that can be made can
        # also be saved and replayed.
        # (an exact int skips the slow isinstance(Integral), a check through the abc machinery)
        if type(players) is not int and (isinstance(players, bool) or not isinstance(players, Integral)) \
                or not 2 <= players <= 7:
            raise ValueError(say("option.players", value=shown(players)))
        players = int(players)
        if type(seed) is not int and (isinstance(seed, bool) or not isinstance(seed, Integral)):
            raise ValueError(say("option.seed", value=shown(seed)))
        seed = check_seed(int(seed))
        self.players = players
        self.seed = seed
        self.variant = players == 2
        count = 3 if self.variant else players
        self.names = _check_names(names, players, count)
        wonders = _check_wonders(wonders, count)
        sides = _check_sides("random" if sides is None else sides, count)
        self._options = {"players": players, "wonders": wonders, "sides": sides,
                         "names": None if names is None else list(names)}
        rng = make_rng(seed)
        boards = _choose_boards(wonders, count, rng)
        sides = _choose_sides(sides, count, rng)
        # (plain loops: a comprehension is a function call of its own, and every game is set up)
        cities, built, tucked, offers = [], [], [], []
        for board, side in zip(boards, sides, strict=True):
            cities.append(City(board.side(side)))
            built.append([])
            tucked.append([])
            offers.append({})
        self.cities = cities
        self._lefts, self._rights = _LEFTS[count], _RIGHTS[count]
        self.deck = deck = []     # every physical card of this game; a card's id is its index
        self._copied = _copied_cards(count)     # the cards of which the deck holds two copies or more
        for age in (1, 2, 3):
            physical = list(_age_deck(age, count))
            if age == 3:
                physical += sample(rng, _age_deck(0, 0), count + 2)
            shuffle(rng, physical)
            deck += physical
        self._ages = dict(_age_ids(count))     # Age -> the ids of its cards (lists read, never changed)
        self.built = built         # physical ids, in building order
        self.tucked = tucked       # physical ids under each wonder
        self.hands = []            # dealt as the Age starts
        self.discard = []
        self.pile = []                             # the Free City's draw pile
        self.holder = 0                            # who holds the Free City card
        self.age = 0
        self.turn = 0
        self.phase = PLAY
        self._actions = []
        self._chosen = {}
        self._reserved = None                      # the card held back for the Free City
        self._waiting = ()
        self._steps = []
        self._discard_builders = []
        # Until the next change: city -> its legal actions; (city, card) -> the legal
        # actions of that card of its hand and the card's physical id (the Free City's turn).
        self._legal = {}
        # The usual turn (no Free City, everyone chooses from their own hand): per city still to
        # choose, card -> (its legal actions, its physical id), kept for ``play`` until the turn
        # ends; empty in any other turn.
        self._hand_offers = {}
        self._now = None       # cached ``waiting``
        self._offers = offers      # per city: card -> build actions, stage -> payments
        self._snaps = ()       # the hands at the start of each turn of this Age: what was seen
        self._start_age(1)

    # -- what the table looks like ------------------------------------------------------------
    @property
    def waiting(self):
        """The cities that must choose an action now.

        With the Free City, its card's holder chooses the Free City's card before their own."""
        now = self._now
        if now is None:
            now = self._now = self._compute_waiting()
        return now

    def _compute_waiting(self):
        if self.phase != PLAY or not self.variant:
            chosen = self._chosen
            return tuple([c for c in self._waiting if c not in chosen]) if chosen else self._waiting
        other = 1 - self.holder
        waiting = [] if other in self._chosen else [other]
        if 2 not in self._chosen:
            waiting.append(2)
        elif self.holder not in self._chosen:
            waiting.append(self.holder)
        return tuple(sorted(waiting))

    @property
    def is_over(self):
        return self.phase == OVER

    def controller(self, city):
        """The player seat that decides for ``city`` (the Free City's is the card's holder)."""
        city = self._city(city)
        return self.holder if self.variant and city == 2 else city

    def hand(self, city):
        """The cards ``city`` may choose from now, as ``Card`` values."""
        city = self._city(city)
        return [self.deck[pid] for pid in self._hand_ids(city)]

    def hand_ids(self, city):
        """The physical cards ``city`` may choose from now (``game.deck[i]`` is the card of id ``i``)."""
        if self._hand_offers:     # the usual turn: one's own hand
            return self.hands[city]
        return self._hand_ids(city)

    def left(self, city):
        """The left neighbour: the next city in seating order."""
        return self._lefts[city]

    def right(self, city):
        return self._rights[city]

    def _hand_ids(self, city):
        if self.phase == DISCARD_BUILD and city in self.waiting:
            return self.discard     # Halikarnassos looks through the pile; the others do not
        if self.variant and city == 2:
            return self.hands[self.holder]
        hand = self.hands[city]
        if self.variant and city == self.holder and self._reserved is not None:
            return [pid for pid in hand if pid != self._reserved]
        return hand

    # -- legal actions ------------------------------------------------------------------------
    def legal_actions(self, city):
        """Every action ``city`` may take now; build options with trading cheapest first."""
        if type(city) is not int:          # True and 1.0 equal 1: they must not reach its cache
            city = self._seat(city)
        if city not in self.waiting:
            return []
        found = self._legal.get(city)
        if found is None:
            found = self._legal[city] = self._compute_legal(city)
        return list(found)

    def _compute_legal(self, city):
        c = self.cities[city]
        if self.phase == DISCARD_BUILD:
            actions, seen = [], set()
            for pid in self.discard:
                card = self.deck[pid]
                if card not in seen and card.name not in c.names:
                    seen.add(card)
                    actions.append(_PILE_BUILDS.get(card) or _pile_build(card))
            return actions
        free_city = self.variant and city == 2
        actions, seen = [], set()
        offers = self._hand_offers.get(city)
        if offers is not None:              # the usual turn: each card's actions kept for ``play``
            for pid in self.hands[city]:
                card = self.deck[pid]
                if card not in seen:
                    seen.add(card)
                    found = offers.get(card)
                    if found is None:
                        found = offers[card] = (self._card_actions(city, card), pid)
                    actions += found[0]
            return actions
        for pid in self._hand_ids(city):
            card = self.deck[pid]
            if card not in seen:
                seen.add(card)
                actions.extend(self._card_actions(city, card))
        if free_city and any(a.kind != DISCARD for a in actions):
            actions = [a for a in actions if a.kind != DISCARD]
        return actions

    def card_actions(self, city, card):
        """The legal actions of ``city`` that use ``card`` (a ``Card`` of its hand, or a name).

        >>> game = Game(players=3, seed=1)
        >>> [str(a) for a in game.card_actions(0, "Altar")]
        ['Build Altar for nothing', 'Discard Altar for 3 coins']
        """
        offers = self._hand_offers
        if offers and type(city) is int and type(card) is Card and 0 <= city < len(self.cities):
            # the usual turn: the card's actions are kept with its id until the turn ends
            if city not in offers:      # chosen already
                return []
            found = offers[city].get(card)
            if found is None:
                found = self._offer(city, card)
                if found is None:
                    return []
            return found[0]
        key = (city, card)
        try:
            found = self._legal.get(key)
        except TypeError:     # unhashable: no seat or card of the game
            return []
        if found is not None:
            return found[0]
        if type(card) is not Card and isinstance(card, str):
            try:
                card = card_set().by_name(card)
            except KeyError as error:       # a mistyped name is the caller's mistake, said in words
                raise IllegalAction(error.args[0]) from None
            key = (city, card)
        if offers:      # the usual turn, the seat given as another kind of number
            if type(card) is not Card or not isinstance(city, Integral) or not 0 <= city < len(self.cities):
                return []
            return self.card_actions(int(city), card)
        if city not in self.waiting:
            return []
        if self.variant and city == 2 or self.phase == DISCARD_BUILD:
            return [a for a in self.legal_actions(city) if a.card is card]
        hand = self._hand_ids(city)
        deck = self.deck
        for pid in hand:
            if deck[pid] is card:
                found = self._card_actions(city, card)
                if hand is self.hands[city]:        # one's own hand: the card's id kept for play
                    self._legal[key] = (found, pid)
                return found
        return []

    def actions_at(self, city, index):
        """The legal actions of the card at ``index`` of ``hand_ids(city)``: ``card_actions``
        of that card, for a bot that draws a card of its hand (the usual turn's short way).

        >>> game = Game(players=3, seed=1)
        >>> game.actions_at(0, 2) == game.card_actions(0, game.deck[game.hand_ids(0)[2]])
        True
        """
        # (an int seat only: True and 1.0 equal 1, and must not reach the offers)
        offers = self._hand_offers.get(city) if type(city) is int else None
        if offers is not None:
            pid = self.hands[city][index]
            card = self.deck[pid]
            found = offers.get(card)
            if found is None:
                if card in self._copied:        # the hand may hold another copy before it: the one played
                    return self._offer(city, card)[0]
                found = offers[card] = (self._card_actions(city, card), pid)
            return found[0]
        return self.card_actions(city, self.deck[self.hand_ids(city)[index]])

    def _offer(self, city, card):
        """``(legal actions, physical id)`` of ``card`` in the hand of ``city`` in the usual turn,
        kept until the turn ends (the id of its first copy, the one played); None when it holds
        no such card."""
        hand = self.hands[city]
        try:
            pid = _first_copy(self.deck, hand, card)
        except ValueError:
            return None
        found = self._hand_offers[city][card] = (self._card_actions(city, card), pid)
        return found

    def _card_actions(self, city, card):
        # Most costs are settled by the packed counts alone (``City``): covered by the city's
        # single units (it pays the bank only), or beyond everything it and its neighbours make
        # (no build). The rest need the trading search, kept per city until a production
        # around it changes (``_forget_offers``).
        own = _OWN.get(card) or _own(card)      # the card's actions that depend on it alone
        actions = self._builds(city, card, own)
        if self.variant and city == 2 and actions and actions[0].payment.how == "chain":
            return [actions[0]]     # the Free City must take a chain when it can
        stage = self.cities[city].upcoming
        if stage is not None:
            return [*actions, *self._stages(city, card, stage, own), own[1]]
        return [*actions, own[1]]

    @staticmethod
    def _discard(card):
        """The discard of ``card`` (one action a card, kept for every game)."""
        return (_OWN.get(card) or _own(card))[1]

    def _builds(self, city, card, own=None):
        """The legal builds of ``card`` by ``city`` (a tuple), cheapest first: chained, or paid
        each way it can afford, then Olympia's free build (``_card_actions``' first part: the
        greedy bot weighs the first)."""
        cities = self.cities
        c = cities[city]
        names = c.names
        if card.name in names:
            return ()
        # (``isdisjoint`` first: a parent held is rare, and the set's own test needs no call)
        chain = _chain_action(card, names) if card.chains_from and not names.isdisjoint(card.chains_from) \
            else None
        if chain is not None:
            actions = (chain,)
        else:
            cost = card.cost_units
            coins = c.coins
            if not cost or ((c.fixed_units | GUARD) - cost) & GUARD == GUARD:
                if own is None:     # the card's actions that depend on it alone (only here and below)
                    own = _OWN.get(card) or _own(card)
                actions = (own[0],) if card.coins <= coins else ()
            else:
                around = (c.units + cities[self._lefts[city]].sell_units
                          + cities[self._rights[city]].sell_units) | GUARD
                if (around - cost) & GUARD != GUARD:
                    actions = ()
                else:
                    offers = self._offers[city]
                    found = offers.get(card)
                    if found is None:
                        found = offers[card] = _priced(BUILD, card, self._payments(city, card))
                    builds, totals = found[0], found[1]
                    actions = builds if totals[-1] <= coins else builds[:bisect_right(totals, coins)]
        if c.free_build_age is not None and c.free_build_age != self.age and (card.coins or card.cost_mask):
            return (*actions, (own or _OWN.get(card) or _own(card))[2])
        return actions

    def _stages(self, city, card, stage, own=None, paid=False):
        """The legal builds of ``stage`` (the city's next) with ``card``, cheapest first: the
        same payments whatever the card (``_card_actions``' second part). With ``paid``, those
        payments themselves, cheapest first whatever the city's coins (``card`` unread): None
        when its single units cover the cost, ``()`` when nothing it and its neighbours make
        can (the greedy bot weighs the first).

        >>> game = Game(players=3, seed=1)
        >>> game._stages(0, None, game.cities[0].upcoming, paid=True), game._stages(0, game.hand(0)[0], game.cities[0].upcoming)
        ((), ())
        """
        c = self.cities[city]
        cost = stage.cost_units
        if ((c.fixed_units | GUARD) - cost) & GUARD == GUARD:
            if paid:
                return None
            plain = (own or _OWN.get(card) or _own(card))[3]
            found = plain.get(stage.index)
            if found is None:
                found = plain[stage.index] = Action(STAGE, card, FREE, stage.index)
            return (found,)
        cities = self.cities
        around = (c.units + cities[self._lefts[city]].sell_units + cities[self._rights[city]].sell_units) | GUARD
        if (around - cost) & GUARD != GUARD:
            return ()
        # The stage's payments are kept per city; its actions with this card, for every game
        # (``_priced``: a card comes to a city's stage once, as a rule).
        offers = self._offers[city]
        payments = offers.get(stage)
        if payments is None:
            payments = offers[stage] = self._payments(city, stage, 0)
        if paid:
            return payments
        staged, totals, _, _ = _priced(STAGE, card, payments, stage.index)
        return staged if totals[-1] <= c.coins else staged[:bisect_right(totals, c.coins)]

    def _payments(self, city, priced, coins=None):
        """Every non-dominated payment of the cost of ``priced`` (a card, or a stage costing
        ``coins`` 0): resources, and bank coins, whatever one holds. Only called when the city's
        single units do not cover the resources."""
        coins = priced.coins if coins is None else coins
        cities = self.cities
        c = cities[city]
        left, right = cities[self._lefts[city]], cities[self._rights[city]]
        # Read from the packed counts unless a choice unit can make two resources short; else the search.
        found = packed_options(priced.cost_units, c.fixed_units, c.units - c.fixed_units, left.sell_units,
                               right.sell_units, c.choices + left.sell_choices + right.sell_choices,
                               c.discount_left, c.discount_right)
        if found is None:
            found = shared_options(priced.cost, c.own_production(), left.sellable_production(),
                                   right.sellable_production(), c.discount_left, c.discount_right)
        if coins:
            return tuple([new_payment(p.left, p.right, coins, p.buys) for p in found])
        return found

    # -- playing ------------------------------------------------------------------------------
    def play(self, city, action):
        """Choose ``action`` for ``city``. When every waiting city has chosen, the turn resolves.

        An action that is not legal raises ``IllegalAction`` with the reason; nothing changes.
        So does a seat that is not a seat of the game (numpy integers are the ints they are).
        """
        offers = self._hand_offers
        mine = offers.get(city) if type(city) is int else None
        if mine is not None:
            # the usual turn: the action is checked against its card's actions kept for the turn
            try:
                found = mine.get(action.card) or self._offer(city, action.card)
            except (AttributeError, TypeError):     # no action, or no card: said below
                found = None
            if found is not None:
                for legal in found[0]:
                    if legal is action:     # one of the very actions handed out for this card
                        break
                else:
                    action = self._as_legal(city, action, found[0])
                self._place(city, action, found[1])
                return
        if type(city) is not int:
            city = self._seat(city)
        card = getattr(action, "card", None)
        if type(card) is not Card:
            raise IllegalAction(self._why_illegal(city, action))
        found = self._legal.get((city, card))
        if found is None:
            legal = self.card_actions(city, card)
            found = self._legal.get((city, card))
        else:
            legal = found[0]
        action = self._as_legal(city, action, legal)
        if found is not None:
            pid = found[1]
        else:
            deck = self.deck
            for pid in self._hand_ids(city):
                if deck[pid] is card:
                    break
        usual = self.phase == PLAY and not self.variant
        chosen = self._chosen
        chosen[city] = (action, pid)
        self._hand_offers.pop(city, None)
        if self.variant and city == 2 and self.phase == PLAY:
            self._reserved = pid
        self._legal.clear()
        self._now = None
        self._actions.append((city, action))
        # Without the Free City, everyone waiting chooses once: the turn ends with the last one.
        if len(chosen) == len(self._waiting) if usual else not self.waiting:
            self._resolve()

    def _place(self, city, action, pid):
        """In the usual turn, ``city`` chooses ``action``, one of its legal actions, with the card
        of physical id ``pid`` (the first copy of the card in its hand); the turn resolves with
        the last city's choice. Nothing is checked: ``play`` checks, and ``GreedyBot.play_out``
        places only what the engine offered."""
        offers = self._hand_offers
        self._chosen[city] = (action, pid)
        del offers[city]
        self._now = None
        self._actions.append((city, action))
        if not offers:      # everyone chose: the turn ends
            self._resolve()

    def _random_turn(self, rng):
        """In the usual turn, every city still to choose draws from ``rng`` what ``RandomBot``
        draws (a card of its hand, then one of that card's legal actions) and the turn resolves:
        the choices are placed at once, not handed out and recognised by ``play``. False, with
        nothing drawn, in any other turn (``RandomBot.play_out``).

        The turn's offers are not read (a card's actions are the same values whether they were
        asked for before or not) nor kept (nobody can ask for them once the turn resolves)."""
        offers = self._hand_offers
        if not offers:
            return False
        hands, deck, copied, chosen, played = self.hands, self.deck, self._copied, self._chosen, self._actions
        card_actions = self._card_actions
        getrandbits = rng.getrandbits
        waiting = self._now     # ``waiting``, without its call: known as every turn starts
        if waiting is None:
            waiting = self.waiting
        for city in waiting:
            # (``below`` twice, written out: the very same draws, without its two calls a city)
            hand = hands[city]
            size = len(hand)
            bits = BITS[size]
            index = getrandbits(bits)
            while index >= size:
                index = getrandbits(bits)
            pid = hand[index]
            card = deck[pid]
            if card in copied:      # the hand may hold another copy before it: the one played
                pid = _first_copy(deck, hand, card)
            legal = card_actions(city, card)
            size = len(legal)
            bits = BITS[size]
            index = getrandbits(bits)
            while index >= size:
                index = getrandbits(bits)
            action = legal[index]
            chosen[city] = (action, pid)
            played.append((city, action))
        offers.clear()
        self._now = None
        self._resolve()
        return True

    def _as_legal(self, city, action, legal):
        """The engine's own legal action for ``action``: itself when it is one of ``legal``, else
        the one equal to it or paying the same coins to the same hands (the resources bought may
        be left out), or ``IllegalAction`` saying why there is none."""
        for candidate in legal:
            if candidate is action:
                return action
        if isinstance(action, Action) and not action.malformed():
            paid = action.payment
            for candidate in legal:
                payment = candidate.payment
                if (candidate.kind == action.kind and candidate.stage == action.stage
                        and payment.left == paid.left and payment.right == paid.right
                        and payment.bank == paid.bank and payment.how == paid.how
                        and payment.chain_from == paid.chain_from):
                    return candidate
        raise IllegalAction(self._why_illegal(city, action))

    def _city(self, city):
        """``city`` as a city of this game (an int from 0), or ``IllegalAction`` saying why."""
        if type(city) is not int:      # an exact int skips the slow isinstance(Integral): the hot path
            city = self._seat(city)
        if not 0 <= city < len(self.cities):
            raise IllegalAction(say("error.no_seat", seat=city, last=len(self.cities) - 1))
        return city

    def _seat(self, city):
        """``city`` as an int seat, or ``IllegalAction`` when it is no whole number."""
        if isinstance(city, bool) or not isinstance(city, Integral):
            raise IllegalAction(say("error.seat_type", last=len(self.cities) - 1, value=shown(city)))
        return int(city)

    def parse(self, city, text):
        """The legal action of ``city`` that ``text`` names (``"build Baths"``, see ``notation.py``)."""
        from .notation import parse
        return parse(self, city, text)

    def entries_played(self):
        return len(self._actions)

    def _resolve(self):
        chosen = self._chosen.items()
        variant = self.variant
        if variant:                           # the Free City's card is played first
            chosen = sorted(chosen, key=lambda item: item[0] != 2)
        self._chosen = {}
        self._reserved = None
        cities = self.cities
        placed = []         # the effects whose coins count the cities once every choice is placed
        lefts, rights = self._lefts, self._rights
        from_pile = self.phase == DISCARD_BUILD
        hands, built, discard = self.hands, self.built, self.discard
        for city, (action, pid) in chosen:
            c = cities[city]
            payment = action.payment
            if from_pile:
                discard.remove(pid)
            elif variant and city == 2:
                hands[self.holder].remove(pid)
            else:
                hands[city].remove(pid)
            if payment.total:     # no coins are counted before the end: they may move at once
                c.coins -= payment.total
                cities[lefts[city]].coins += payment.left
                cities[rights[city]].coins += payment.right
            kind = action.kind
            if kind == BUILD:
                card = action.card
                effect = card.effect
                c.add_card(card)
                if effect.trade_mask:
                    self._forget_offers(city, effect.trade_mask)
                built[city].append(pid)
                if payment.how == "free":
                    c.free_build_age = self.age       # Olympia's build of this Age is spent
            elif kind == STAGE:
                effect = c.add_stage().effect
                if effect.trade_mask:
                    self._forget_offers(city, effect.trade_mask)
                self.tucked[city].append(pid)
                if effect.power == "build_from_discard":
                    self._discard_builders.append(city)
            else:
                discard.append(pid)
                c.coins += 3
                continue
            if effect.pays:
                placed.append((city, effect))
        # Coins an effect gives count the cities as they stand once every choice is placed.
        for city, effect in placed:
            c = cities[city]
            if effect.per_card is not None or effect.per_stage is not None:
                around = self._around(city)
                c.coins += count_coins(effect.per_card, around) + count_coins(effect.per_stage, around)
            c.coins += effect.coins
        self._run_steps()

    def _forget_offers(self, city, changed):
        """A new production or discount (the resource mask ``changed``) changes what this city and
        its neighbours pay, but only for costs that name one of those resources."""
        for i in (city, self._lefts[city], self._rights[city]):
            offers = self._offers[i]
            if offers:
                for key in list(offers):     # (the keys copied in C: the loop deletes some)
                    if key.cost_mask & changed:
                        del offers[key]

    def _around(self, city):
        return {"left": self.cities[self.left(city)], "self": self.cities[city],
                "right": self.cities[self.right(city)]}

    # -- the course of an Age -----------------------------------------------------------------
    def _start_age(self, age):
        self.age = age
        self.turn = 1
        self._snaps = ()
        cards = self._ages[age]
        seats = 2 if self.variant else len(self.cities)
        self.hands = hands = []      # seven cards each (a plain loop: a comprehension is a call of its own)
        for start in range(0, 7 * seats, 7):
            hands.append(cards[start:start + 7])
        if self.variant:
            self.hands.append([])
            self.pile = cards[14:21]
            self.holder = 0 if age != 2 else 1   # the Free City's left neighbour, then right, then left
        self._start_turn()

    def _start_turn(self):
        self.phase = PLAY
        self._legal.clear()
        self._now = None
        if self.variant:
            self.hands[self.holder].append(self.pile.pop())
            self._waiting = (0, 1, 2)
        else:
            self._now = self._waiting = waiting = _SEATS[len(self.cities)]    # ``waiting``: nobody has chosen yet
            offers = self._hand_offers = {}
            for city in waiting:        # (a plain loop: a comprehension is a function call of its own)
                offers[city] = {}
        # What each player holds now, kept for the Age: a player remembers the hands it passed.
        held = []       # (a plain loop: ``map`` of ``tuple`` costs more than calling it)
        for hand in self.hands:
            held.append(tuple(hand))
        self._snaps += (tuple(held),)
        # What follows the choices, in reverse order (popped from the end).
        self._steps = [END_OF_AGE, DISCARD_BUILDS, LEFTOVERS, SEVENTH_CARDS] if self.turn == TURNS \
            else [NEXT_TURN, DISCARD_BUILDS]

    def _run_steps(self):
        steps = self._steps
        while steps:
            step = steps.pop()
            if step == NEXT_TURN:
                self._pass_hands()
                self.turn += 1
                self._start_turn()
                return
            if step == DISCARD_BUILDS:
                if self._discard_builders:
                    ready = tuple(i for i in self._discard_builders
                                  if any(self.deck[pid].name not in self.cities[i].names for pid in self.discard))
                    self._discard_builders = []
                    if ready:
                        self._wait(DISCARD_BUILD, ready)
                        return
            elif step == SEVENTH_CARDS:
                ready = tuple(i for i, c in enumerate(self.cities)
                              if "play_seventh_card" in c.powers and len(self.hands[i]) == 1
                              and not (self.variant and i == 2))
                if ready:
                    self._wait(SEVENTH, ready)
                    return
            elif step == LEFTOVERS:
                for hand in self.hands:
                    self.discard.extend(hand)
                    hand.clear()
                self.discard.extend(self.pile)
                self.pile.clear()
            elif step == END_OF_AGE:
                self._military()
                if self.age == 3:
                    self.phase = OVER
                    self._waiting = ()
                    self._legal.clear()
                    self._hand_offers = {}
                    self._now = None
                else:
                    self._start_age(self.age + 1)
                return

    def _wait(self, phase, cities):
        self.phase = phase
        self._waiting = cities
        self._legal.clear()
        self._hand_offers = {}
        self._now = None

    def _pass_hands(self):
        if self.variant:     # the hands change sides of the Frontier, the Free City card with them
            self.hands[0], self.hands[1] = self.hands[1], self.hands[0]
            self.holder = 1 - self.holder
            return
        hands = self.hands      # (turned round in place: no new lists every turn)
        if self.age == 2:    # to the right: city i receives the hand of city i + 1
            hands.append(hands.pop(0))
        else:                # to the left: city i receives the hand of city i - 1
            hands.insert(0, hands.pop())

    def _military(self):
        win = MILITARY_WIN[self.age]
        cities = self.cities
        for i, city in enumerate(cities):
            for other in (cities[self._lefts[i]], cities[self._rights[i]]):
                if city.shields > other.shields:
                    city.military.append(win)
                elif city.shields < other.shields:
                    city.military.append(-1)

    # -- the end ------------------------------------------------------------------------------
    def scores(self):
        """A ``ScoreSheet`` per city (the Free City last), as if the game ended now."""
        return score_cities(self.cities, self.names)

    def winners(self, sheets=None):
        """The winning players' names (the Free City is scored but does not win): the highest
        total, then the most coins (``scoring.winners``), read from the totals alone, or from
        ``sheets`` (``scores()``) when the caller has them already.

        >>> game = Game(players=3, seed=2)
        >>> game.winners() == game.winners(game.scores())
        True
        """
        if sheets is not None:
            return winners(sheets[:self.players])
        cities = self.cities
        ranks = [(total_points(cities, i), cities[i].coins) for i in range(self.players)]
        top = max(ranks)
        return [name for name, rank in zip(self.names[:self.players], ranks, strict=True) if rank == top]

    # -- records ------------------------------------------------------------------------------
    def record(self):
        """The game as a ``GameRecord``: options, seed and every action so far."""
        result = None
        if self.is_over:
            result = {s.name: s.total for s in self.scores()}
        actions = tuple({"city": city, **action.to_json()} for city, action in self._actions)
        return GameRecord("classic", dict(self._options), self.seed, actions, result, self.start_position)

    @classmethod
    def from_record(cls, record):
        if record.game != "classic":
            raise InvalidRecord(f"record: game {record.game!r} is not 'classic'")
        if record.position is not None:
            return cls.from_start_position(record)
        options = record.options
        unknown = sorted(set(options) - {"players", "wonders", "sides", "names"})
        if unknown:
            raise InvalidRecord(f"record: options: unknown option {unknown[0]!r} (the options are players, "
                                "wonders, sides and names)")
        try:
            return cls(options.get("players", 3), record.seed, options.get("wonders"),
                       options.get("sides", "random"), options.get("names"))
        except (ValueError, KeyError) as error:
            raise InvalidRecord(f"record: options: {error}") from None

    def copy(self):
        """An independent copy; cheap enough for bots to look ahead."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        # The slots shared as they are, written out (a getattr/setattr a slot cost a rollout's
        # fourth of a percent); those after are copied or made anew (every slot: tests/classic/test_copy_slots.py)
        other.players, other.seed, other.variant, other.names, other._options = \
            self.players, self.seed, self.variant, self.names, self._options
        other._lefts, other._rights, other.deck, other._ages, other.holder, other.age = \
            self._lefts, self._rights, self.deck, self._ages, self.holder, self.age
        other.turn, other.phase, other._reserved, other._waiting, other._snaps, other._copied = \
            self.turn, self.phase, self._reserved, self._waiting, self._snaps, self._copied
        other.cities = [c.copy() for c in self.cities]
        for name in ("built", "tucked", "hands"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.discard = list(self.discard)
        other.pile = list(self.pile)
        other._actions = list(self._actions)
        other._chosen = dict(self._chosen)
        other._steps = list(self._steps)
        other._discard_builders = list(self._discard_builders)
        other._legal = {}
        other._hand_offers = {city: {} for city in self._hand_offers}
        other._now = None
        other._offers = [offers.copy() for offers in self._offers]   # (the same cities: the same payments)
        return other

    def position(self, seat):
        """What ``seat`` knows now as a ``Position``: ``.text`` to type or paste, ``.data`` the
        JSON form (``docs/positions.md``, ``classic/position.py``)."""
        from .position import position
        return position(self, seat)

    @classmethod
    def from_position(cls, source, seed=0):
        """A game at ``source`` (a ``Position``, its text or JSON), every card the seat does not
        see dealt at random from ``seed`` as ``redeal`` deals them; ``InvalidPosition`` naming
        the field when no real game could reach it."""
        from .position import from_position
        return from_position(cls, source, seed)

    def redeal(self, seat, rng):
        """A copy where every card player ``seat`` cannot see is dealt again at random from
        ``rng``: the other hands, the face-down discard pile, the cards under the other wonders,
        the Free City's pile and the Ages to come, with which guilds are in. So are the choices
        other cities made this turn and not yet showed: they are taken back, to choose again.

        What the seat saw this Age stays as it saw it (seed 000: the hands pass from player to
        player, the cards built are face up, those discarded or under a wonder face down): the
        cards of a hand it passed that it has not seen built since are dealt again only among
        the places they can be — that hand, now held by another player, and the discard pile or
        wonder that took one face down since; the cards it discarded itself stay where they are.
        The result depends only on what ``seat`` sees and saw (``seen``) and on ``rng``, so an
        analysis run on it cannot read what the player could not see.

        >>> import random
        >>> game = Game(players=3, seed=1)
        >>> other = game.redeal(0, random.Random(5))
        >>> other.hand(0) == game.hand(0), other.hands[1:] == game.hands[1:]
        (True, True)
        >>> [c.name for c in other.hand(1)] == [c.name for c in game.hand(1)]
        False
        >>> game.play(0, game.legal_actions(0)[-1]); game.play(1, game.legal_actions(1)[-1])
        >>> game.play(2, game.legal_actions(2)[-1])
        >>> passed = sorted(c.name for c in game.hand(1))      # what player 0 passed on, to the left
        >>> sorted(c.name for c in game.redeal(0, random.Random(5)).hand(1)) == passed
        True
        """
        seat = self._seat(seat)
        if not 0 <= seat < self.players:
            raise IllegalAction(say("error.no_seat", seat=seat, last=self.players - 1))
        game = self.copy()
        game.deck = list(self.deck)
        own = {city for city in range(len(self.cities)) if self.controller(city) == seat} if self.variant else {seat}
        for city in [c for c in self._chosen if c not in own]:     # a choice not yet shown
            del game._chosen[city]
            if game.phase == PLAY and not game.variant:     # the usual turn: it chooses again from its hand
                game._hand_offers[city] = {}
            last = max(i for i, (c, _) in enumerate(game._actions) if c == city)
            del game._actions[last]
            if city == 2 and self.variant:
                game._reserved = None
        places, seen = self._hidden(seat, own)
        guilds = _age_deck(0, 0)
        span = len(self._ages[1])       # an Age's ids run on from the last one's (``_age_ids``)
        found = {1: ([], {}), 2: ([], {}), 3: ([], {})}     # Age -> its hidden places, one pass
        for pid in places:
            slots, groups = found[pid // span + 1]
            turns = seen.get(pid)
            if turns is None:
                slots.append(pid)
            else:       # a card of the hands the seat passed at ``turns``: it stays among them
                groups.setdefault(turns, []).append(pid)
        for age in (1, 2, 3):
            slots, groups = found[age]
            for turn in sorted(groups):
                _deal(game.deck, groups[turn], rng)
            cards = sorted(map(self.deck.__getitem__, slots), key=_card_order)     # (read in C)
            if age == 3:        # which guilds are in is hidden too: draw them again
                general = set(slots)
                shown = {self.deck[pid] for pid in self._ages[3] if pid not in general}
                plain = [card for card in cards if card.color != "purple"]     # (``is_guild``)
                unseen = [g for g in guilds if g not in shown]
                cards = plain + sample(rng, unseen, len(cards) - len(plain))
            shuffle(rng, cards)
            for pid, card in zip(slots, cards, strict=True):
                game.deck[pid] = card
        return game

    def _hidden(self, seat, own):
        """The places of the cards ``seat`` cannot see now, in an order that depends on the table
        only (whose hand, which position in it), so the same view deals the same cards whatever
        lay there before; and ``seen``: the turns the seat passed a card of them in its hand (the cards it discarded itself are not hidden from it)."""
        looks = self.phase == DISCARD_BUILD and own.intersection(self.waiting)   # Halikarnassos
        places = [] if looks else list(self.discard)
        places += self.pile
        for city in range(len(self.cities)):
            if city not in own:
                places += self.tucked[city]
        visible_hands = {self.holder if self.variant and city == 2 else city for city in own}
        for holder, hand in enumerate(self.hands):
            if holder not in visible_hands:
                places += hand
        for age in range(self.age + 1, 4):
            places += self._ages[age]
        seen, mine = self.seen(seat)
        if mine:
            places = [pid for pid in places if pid not in mine]
        return places, seen

    def remembered(self, seat):
        """What ``seat`` knows of the hidden cards from this Age's hands: ``(hands, discarded)``.

        ``hands[turn]`` lists the hidden places (card ids) of the cards of the hand the seat
        passed at ``turn`` that it has not seen since (still in that hand, or face down in the
        discard pile or under a wonder); ``discarded`` the cards it discarded itself this Age.

        >>> game = Game(players=3, seed=1)
        >>> for city in (0, 1, 2):
        ...     game.play(city, game.legal_actions(city)[-1])
        >>> hands, discarded = game.remembered(0)
        >>> hands == {1: game.hand_ids(1)}, [game.deck[pid] for pid in discarded] == [game.deck[game.discard[0]]]
        (True, True)
        """
        seat = self._seat(seat)
        own = {city for city in range(len(self.cities)) if self.controller(city) == seat}
        places, seen = self._hidden(seat, own)
        hands = {}
        for pid in places:
            turns = seen.get(pid)
            if turns is not None:
                hands.setdefault(turns[-1], []).append(pid)
        mine = self.seen(seat)[1]
        return dict(sorted(hands.items())), [pid for pid in self.discard if pid in mine]

    def seen(self, seat):
        """What player ``seat`` remembers of this Age's hands: ``(passed, mine)``.

        ``passed`` maps each card (its id) of a hand the seat passed on to the turns it passed
        it (more than one when the hand came back round), ``mine`` holds the cards the seat played itself (it knows where they lie, even face
        down in the discard pile). The seat sees the cards built from those hands face up; the
        others' discards and stages are face down (seed 000).

        >>> game = Game(players=3, seed=1)
        >>> for city in (0, 1, 2):
        ...     game.play(city, game.legal_actions(city)[-1])
        >>> passed, mine = game.seen(0)
        >>> sorted(passed) == sorted(game.hand_ids(1)), len(mine)
        (True, 1)
        """
        snaps = self._snaps
        if self.variant:        # the hands cross the Frontier; its holder draws the pile's card
            to, first = 1 - seat, 0 if self.age != 2 else 1
        else:
            to, first = (self._rights if self.age == 2 else self._lefts)[seat], None
        passed, mine = {}, set()
        for turn in range(1, len(snaps)):
            given = snaps[turn][to]            # the hand ``to`` holds at turn + 1: the seat's, passed
            if first is not None and to == first ^ (turn & 1):
                given = given[:-1]             # the card it drew from the pile then: never seen
            for pid in given:
                passed[pid] = passed.get(pid, ()) + (turn,)
            mine.update(pid for pid in snaps[turn - 1][seat] if pid not in given)
        if self.phase != PLAY and snaps:       # this turn's choices are placed already
            mine.update(pid for pid in snaps[-1][seat] if pid not in self.hands[seat])
        return passed, mine

    def state_key(self):
        """Everything that makes up the game state, as one comparable value."""
        return (tuple(card.id for card in self.deck), tuple((c.wonder.board, c.wonder.side) for c in self.cities),
                self.age, self.turn, self.phase, self.holder, tuple(self.discard), tuple(self.pile),
                tuple(map(tuple, self.hands)), tuple(map(tuple, self.built)),
                tuple(map(tuple, self.tucked)),
                tuple((c.coins, c.stages, tuple(c.military), c.free_build_age) for c in self.cities))

    def __repr__(self):
        if self.is_over:
            return say("repr.game.over", players=self.players)
        return say("repr.game.on", players=self.players, age=self.age, turn=self.turn)

    def _repr_html_(self):
        from ..views.classic import game_html
        return game_html(self)

    # -- explanations -------------------------------------------------------------------------
    def explain(self, city, action):
        """The cost of a legal ``action`` as labelled steps, one per unit of resource and one
        per payment: "stone from your own Quarry", "1 ore from your left neighbour: 2 coins".

        An action that is not legal now raises ``IllegalAction`` with the reason, as ``play``.

        >>> game = Game(players=3, seed=2)
        >>> game.explain(0, game.legal_actions(0)[-1])
        ['3 coins from the bank']
        """
        if type(city) is not int:
            city = self._seat(city)
        if not (isinstance(action, Action) and type(action.card) is Card):
            raise IllegalAction(self._why_illegal(city, action))
        action = self._as_legal(city, action, self.card_actions(city, action.card))
        payment = action.payment
        if action.kind == DISCARD:
            return [say("step.discard")]
        if payment.how == "chain":
            return [say("step.chain", card=card_label(payment.chain_from))]
        if payment.how in ("free", "discard"):
            return [say("step.olympia" if payment.how == "free" else "step.discard_pile")]
        cost = action.card.cost if action.kind == BUILD else self.cities[city].next_stage.cost
        bought = [0] * 7
        for _side, r, count, _price in payment.buys:
            bought[r] += count
        steps = [say("step.own", resource=resource_name(r), source=source)
                 for r, source in self._own_sources(city, cost, bought)]
        steps += payment.purchase_steps()
        if payment.bank:
            steps.append(say("step.bank", coins=coins_text(payment.bank)))
        return steps or [say("step.free")]

    def _own_sources(self, city, cost, bought):
        """Which of the city's own producers cover what is not bought, one unit each.

        A producer of several resources must go where no other can: the units are matched to
        the producers as an assignment (augmenting paths), never greedily."""
        c = self.cities[city]
        producers = [(1 << c.wonder.resource, say("step.wonder_resource"))]
        producers += [(unit, card.label) for card in c.cards for unit in card.effect.produces]
        producers += [(unit, _stage_label(c.wonder, stage))
                      for stage in c.built_stages() for unit in stage.effect.produces]
        producers.sort(key=lambda p: bin(p[0]).count("1"))   # single resources first
        units = [r for r, (n, b) in enumerate(zip(cost, bought, strict=True)) for _ in range(n - b)]
        holder = [None] * len(producers)                     # producer -> the unit it covers

        def place(unit, tried):
            bit = 1 << units[unit]
            for p, (mask, _) in enumerate(producers):
                if mask & bit and p not in tried:
                    tried.add(p)
                    if holder[p] is None or place(holder[p], tried):
                        holder[p] = unit
                        return True
            return False

        for unit in range(len(units)):
            place(unit, set())
        covered = sorted((u, p) for p, u in enumerate(holder) if u is not None)
        return [(units[u], producers[p][1]) for u, p in covered]

    def _why_illegal(self, city, action):
        """The reason, in words, that ``action`` is not legal for ``city`` now."""
        if self.is_over:
            return say("error.game_over")
        if not 0 <= city < len(self.cities):
            return say("error.no_seat", seat=city, last=len(self.cities) - 1)
        if not isinstance(action, Action):
            return say("error.not_action", value=shown(action), city=city)
        malformed = action.malformed()
        if malformed:
            return malformed
        from ..core.labels import shown_name  # « Joueur 2 », « Cité franche » in French
        label = shown_name(self.names[city])
        legal = self.legal_actions(city)
        if city in self._chosen:
            return say("error.already_chosen", city=label)
        if city not in self.waiting:
            if self.variant and city == self.holder and 2 in self.waiting:
                return say("error.free_city_first")
            deciding = dict.fromkeys(shown_name(self.names[self.controller(i)]) for i in self.waiting)
            why = plural(len(deciding), "why.waiting", who=say("pay.and").join(deciding))
            return say("error.not_waiting", city=label, why=why)
        card = action.card
        c = self.cities[city]
        if self.phase == DISCARD_BUILD:
            if action.kind != BUILD or action.payment.how != "discard":
                return say("error.discard_phase")
            if card not in [self.deck[pid] for pid in self.discard]:
                return say("error.not_in_discard", card=card.label)
            if card.name in c.names:
                return say("error.duplicate", card=card.label)
            return say("error.payment", target=card.label, ways=str(Payment(how="discard").describe()))
        if card not in self.hand(city):
            return say("error.not_in_hand", card=card.label)
        same_card = [a for a in legal if a.card is card and a.kind == action.kind]
        if self.variant and city == 2:
            chained = [a for a in legal if a.card is card and a.payment.how == "chain"]
            if chained:
                return say("error.free_city_chain", card=card.label,
                           parent=card_label(chained[0].payment.chain_from))
            if action.kind == DISCARD:
                return say("error.free_city_discard", option=str(legal[0]))
        if action.kind == BUILD:
            if card.name in c.names:
                return say("error.duplicate", card=card.label)
            if action.payment.how == "chain" and not any(p in c.names for p in card.chains_from):
                if not card.chains_from:
                    return say("error.no_parent", card=card.label)
                return say("error.no_chain", card=card.label,
                           parents=say("pay.or").join(card_label(p) for p in card.chains_from))
            if action.payment.how == "free" and c.free_build_age is None:
                return say("error.no_free_build")
            if action.payment.how == "free" and c.free_build_age == self.age:
                return say("error.free_build_used")
            return self._why_unpaid(city, card.label, card.cost, card.coins, same_card)
        if action.kind == STAGE:
            stage = c.next_stage
            if stage is None:
                return say("error.wonder_done", stages=c.stages)
            if action.stage != stage.index:
                return say("error.wrong_stage", stage=stage.index)
            return self._why_unpaid(city, _stage_label(c.wonder, stage), stage.cost, 0, same_card)
        return say("error.unknown", action=str(action))

    def _why_unpaid(self, city, target, cost, coins, offered):
        if offered:
            ways = semicolons(a.payment.describe() for a in offered)
            return say("error.payment", target=target, ways=ways)
        c = self.cities[city]
        left, right = self.cities[self.left(city)], self.cities[self.right(city)]
        fixed, choices = c.own_production()
        for r, need in enumerate(cost):
            if not need:
                continue
            own = fixed[r] + sum(1 for m in choices if m >> r & 1)
            if own >= need:
                continue
            sold = sum(n.sellable_production()[0][r] + sum(1 for m in n.sellable_production()[1] if m >> r & 1)
                       for n in (left, right))
            if own + sold < need:
                neighbours = (say("error.neighbours_none", resource=resource_name(r)) if not sold
                              else say("error.neighbours_some", count=sold))
                return say("error.missing", target=target, need=need, resource=resource_name(r, need),
                           own=own, neighbours=neighbours)
        options = trade_options(cost, c.own_production(), left.sellable_production(),
                                right.sellable_production(), c.discount_left, c.discount_right)
        if not options:
            return say("error.mix", target=target, cost=cost_text(cost))
        return say("error.coins", target=target, cost=coins_text(coins + options[0].trades),
                   coins=coins_text(c.coins))


def _first_copy(deck, hand, card):
    """The physical id of the first copy of ``card`` in ``hand`` (the one played), or ValueError."""
    for pid in hand:       # (a plain loop: a list of the hand's cards made by map costs more)
        if deck[pid] is card:
            return pid
    raise ValueError("no copy of the card in this hand")


def _stage_label(wonder, stage):
    return say("stage.label", wonder=wonder.label, stage=stage.index)


FREE_BUILD = Payment(how="free")
FROM_PILE = Payment(how="discard")
_PILE_BUILDS = {}      # card -> its build from the discard pile (Halikarnassos), made once


def _pile_build(card):
    found = _PILE_BUILDS[card] = Action(BUILD, card, FROM_PILE)
    return found
_DECKS = {}


_card_order = attrgetter("id")     # a card's place in a sorted deal (read in C: no call of ours per card)


def _deal(deck, slots, rng):
    """The cards lying in ``slots`` (card ids of ``deck``), dealt again among those slots."""
    cards = sorted(map(deck.__getitem__, slots), key=_card_order)
    shuffle(rng, cards)
    for pid, card in zip(slots, cards, strict=True):
        deck[pid] = card


def _age_deck(age, count):
    """The physical cards of an Age for ``count`` players (age 0: the ten guilds)."""
    found = _DECKS.get((age, count))
    if found is None:
        cards = card_set()
        found = _DECKS[(age, count)] = tuple(cards.guilds() if age == 0 else cards.physical_deck(age, count))
    return found
_AGE_IDS = {}


def _age_ids(count):
    """Age -> the physical ids of its cards in a game of ``count`` cities (seven a hand, and
    the deck dealt Age by Age), made once a count: no game changes them."""
    found = _AGE_IDS.get(count)
    if found is None:
        found = _AGE_IDS[count] = {age: list(range(7 * count * (age - 1), 7 * count * age)) for age in (1, 2, 3)}
    return found


_COPIED = {}


def _copied_cards(count):
    """The cards of which the Ages' decks for ``count`` players hold two copies or more (the
    guilds are one each)."""
    found = _COPIED.get(count)
    if found is None:
        found = _COPIED[count] = copied(card for age in (1, 2, 3) for card in _age_deck(age, count))
    return found

_BANK = {}


def _bank_only(coins):
    found = _BANK.get(coins)
    if found is None:
        found = _BANK[coins] = (Payment(bank=coins),)
    return found
_CHAINS = {}
_OWN = {}      # card -> its actions that depend on it alone, made once (``_own``)


def _own(card):
    """``(build paying the bank only, discard, Olympia's free build, {stage number: that stage
    built with it, paying nothing})`` of ``card``, kept for every game."""
    found = _OWN[card] = (Action(BUILD, card, _bank_only(card.coins)[0]), Action(DISCARD, card),
                          Action(BUILD, card, FREE_BUILD), {})
    return found


_PRICED = {}     # (kind, id of the card, stage, id of the payments) -> (actions, totals, payments, card)


def _priced(kind, card, payments, stage=0):
    """The actions of ``card`` paid each of ``payments`` (the trading search's own tuples, kept
    for every game), and their totals: ``(actions, totals, payments, card)``, cheapest first,
    ``(0,)`` as the totals of none.

    The entry holds the card and the payments, so no other object takes their ids while it is
    kept: a key of ids names them alone. (Ids, not the card: a tuple of plain values drops out of
    the garbage collector's walks, and its full walks over the kept entries were a tenth of a
    run of random games.)"""
    key = (kind, id(card), stage, id(payments))
    found = _PRICED.get(key)
    if found is None:
        if len(_PRICED) > _CACHE_LIMIT:
            _PRICED.clear()
        if len(payments) == 1:      # the usual case, one way to pay: made without comprehensions
            payment = payments[0]
            found = ((new_action(kind, card, payment, stage),), (payment.total,), payments, card)
        else:       # (a plain loop: a comprehension is a function call of its own)
            actions, totals = [], []
            for payment in payments:
                actions.append(new_action(kind, card, payment, stage))
                totals.append(payment.total)
            found = (tuple(actions), tuple(totals) or (0,), payments, card)
        _PRICED[key] = found
    return found


def _chain_action(card, names):
    """The free chained build of ``card`` when the city holds one of its parents, else None."""
    for parent in card.chains_from:
        if parent in names:
            action = _CHAINS.get((card, parent))
            if action is None:
                action = _CHAINS[(card, parent)] = Action(BUILD, card, Payment(how="chain", chain_from=parent))
            return action
    return None


def _check_names(names, players, count):
    """The players' names (and the Free City's last): unique, non-blank strings, one per seat."""
    if names is None:       # « Joueur 1 » in a French game
        default = default_names(players)
        return [*default, say("name.free_city")] if count > players else list(default)
    if not isinstance(names, list | tuple):
        raise ValueError(say("option.names.list", value=shown(names), players=players))
    names = list(names)
    if count > players and len(names) == players:
        names.append(say("name.free_city"))
    if len(names) != count:
        extra = say("option.names.free_city") if count > players else ""
        raise ValueError(say("option.names.count", players=players, extra=extra, got=len(names)))
    seen = set()
    for position, name in enumerate(names, 1):
        if not isinstance(name, str) or not name.strip():
            raise ValueError(say("option.names.blank", position=position, value=shown(name)))
        key = " ".join(name.split()).casefold()
        if key in seen:
            raise ValueError(say("option.names.twice", value=shown(name)))
        seen.add(key)
    return names


def _check_wonders(wonders, count):
    """``None`` (dealt at random) or a list of ``count`` different board names."""
    if wonders is None:
        return None
    if not isinstance(wonders, list | tuple):
        raise ValueError(say("option.wonders.list", value=shown(wonders), count=count))
    if len(wonders) != count:
        raise ValueError(say("option.wonders.count", count=count, got=len(wonders)))
    chosen = []
    for name in wonders:
        board = wonder_set().find(name) if isinstance(name, str) else None
        if board is None:
            raise ValueError(say("option.wonders.unknown", value=shown(name)))
        if board in chosen:
            raise ValueError(say("option.wonders.twice", value=board.city_fr if language() == "fr" else board.city))
        chosen.append(board)
    return list(wonders)


def _check_sides(sides, count):
    """``"random"``, ``"A"``, ``"B"`` (any case) or a list of ``count`` of ``"A"``/``"B"``."""
    if sides is None or (isinstance(sides, str) and (sides == "random" or sides.upper() in ("A", "B"))):
        return sides
    if (not isinstance(sides, list | tuple) or len(sides) != count
            or any(not isinstance(s, str) or s.upper() not in ("A", "B") for s in sides)):
        raise ValueError(say("option.sides", count=count, value=shown(sides)))
    return list(sides)


def _choose_boards(wonders, count, rng):
    if wonders is None:
        return sample(rng, wonder_set().boards, count)
    return [wonder_set().find(name) for name in wonders]


def _choose_sides(sides, count, rng):
    if sides is None or sides == "random":
        return picks(rng, "AB", count)
    if isinstance(sides, str):
        sides = [sides] * count
    return [s.upper() for s in sides]
