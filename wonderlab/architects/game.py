"""A game of 7 Wonders Architects, 2 to 7 players, from the setup to the score.

Players take turns, seat 0 first (the youngest), then each next seat (clockwise). A turn starts
with one card taken from the left deck, the right deck or the hidden central deck; then whatever it
causes is resolved, in the order the player chooses: stages that can be built must be built,
science sets must be traded for Progress tokens, extra cards must be taken. The turn ends when
nothing is left to do; a battle, when due, closes it.

Only real choices are asked: ``waiting`` is the seat that must choose, and when exactly one action
is possible the engine plays it itself (it is kept in ``history``, marked forced).

Settled cases, where seed 002 leaves a choice open or can be read two ways:

- **Gold.** « Les pièces remplacent obligatoirement les ressources nécessaires qui manquent. »
  One reading for every kind of stage (identical, different, or any with Engineering): the grey
  cards cover all the resources they can, and gold cards pay only for the rest, so every payment
  offered uses the fewest gold cards possible; when several do, the player chooses
  (``payment.py``).
- **Economy and Engineering, once a turn.** « Chaque Progrès peut servir au plus une fois par
  tour, sauf les effets réservés au décompte final. » They change how a stage is paid, so they
  serve one construction a turn: Economy serves when a gold card pays for two resources,
  Engineering when the cards paid are not identical or different as the stage asks. A second
  construction in the same turn is paid without the token that has served; both serve again
  next turn. The tokens that give an extra card (Urbanism, Crafts, Jewellery, Science,
  Propaganda, Architecture) give at most one a turn; Tactics' shields and the scoring tokens
  are always counted.
- A science set waits in front of its player while no Progress token is left (it cannot be
  traded for nothing); an extra card or a power with nothing left to take lapses; a player with
  no card to take passes, and the game ends if nobody can take.

>>> game = Game(players=2, seed=1)
>>> game.waiting, [str(a) for a in game.legal_actions(0)]
((0,), ['Take the top card of the left deck', 'Take the top card of the right deck', 'Take the top card of the hidden central deck'])
>>> game.play(0, game.legal_actions(0)[0])
>>> game.current
1
>>> Game.replay(game.record()).state_key() == game.state_key()
True
"""

import operator
import random
from functools import partial
from itertools import repeat, starmap
from math import floor, nextafter
from operator import itemgetter

from ..core.errors import IllegalAction, InvalidRecord
from ..core.labels import default_names, semicolons
from ..core.records import GameRecord, Replayable
from ..core.rng import MAX_SEED, check_seed, make_rng, sample
from ..core.rng import shuffle as fast_shuffle
from .actions import (
    BUILD,
    HIDDEN,
    KEEP,
    LOOK,
    PROGRESS,
    SCIENCE,
    SIDES,
    TAKE,
    TURN,
    Action,
    card_phrase,
    giver_text,
    kinds_text,
    short_repr,
    source_text,
    via_text,
)
from .deal import fill
from .messages import counted, say
from .payment import payments
from .rules import BLUECAT, COMPASS, GEAR, GOLD, GREENS, KINDS, RED0, RED1, RED2, TABLET, ruleset
from .scoring import ranks, score_player, scored, winners

# A source may be named in French in a French notebook (``game.deck_index(seat, "gauche")``).
FRENCH_SOURCES = {"gauche": "left", "droite": "right", "centre": "central"}

TAKING, RESOLVING, KEEPING, OVER = "take", "resolve", "keep", "over"
EFFECTS = {TAKE: "take", "any": "any_deck", LOOK: "look", PROGRESS: "progress"}   # pending, as the view says
FULL = 0b11111
LOOK_AT = 5

_ACTIONS = {}
_TAKES = {}
_LOOKS = {}         # via -> its two looks (Halicarnassus): at the left deck, at the right one
_KEEPS = []         # card kind -> the keep of a card of that kind among those looked at
_BUILDS = {}        # (open stages' code, the 6 counts held, Engineering, coins per gold) -> builds
_PROGRESS = {}      # (via, green cards traded) -> {token id or hidden: its Progress action}
_OFFERS = {}        # (science sets held as bits, or the power's via; no hidden token; tokens offered) -> Progress actions
_HANDS = {}         # (the 6 counts held, open stages' code) -> the builds of a player no token pays for, () too:
                    # ``_build_actions`` (no Engineering, a coin a gold) read without its call (``_play_at_random``)
_NO_TRADE = [()]
_PAYING = frozenset(("economy", "engineering"))      # the Progress tokens that change how a stage is paid
_PAIRS = tuple((g, g) for g in GREENS)     # the science sets of two identical symbols, in GREENS' order    # what a power trades for its Progress token: no cards
_TRIGGERED_BY = []  # card kind -> the tokens that give an extra card for it (a frozenset)
_NOTICED_BY = []    # card kind -> those tokens, Economy and Engineering: the tokens a take of it looks for
_TOKEN_SHIELDS = []     # (token id, its shields) of each token that gives some (Tactics)
_SCIENCE = []       # [compasses][gears][tablets] held -> the science sets they make, as bits (1, 2, 4: two
                    # Compasses, Gears, Tablets; 8: one of each), 0 for none, as ``_science_sets`` lists
                    # them: three subscripts, fewer steps than the tests (up to every copy in the decks)


# Per wonder id, tables of its stages by the bit mask of stages built, made for every wonder with
# the first game (``_fill_stage_tables``): plain dicts, which ``d[key]`` reads twice as fast as a
# dict subclass's.
_SHIELD_STAGES = {}     # the shields its built stages give
_FEWEST = {}            # the fewest resources a stage that may be built next asks for (99 when none may):
                        # a player who holds fewer has nothing to build (a gold card counts for its coins)
_OPEN = {}              # the code of the stages that may be built next, by their costs: wonders whose open
                        # stages cost the same share a code, and so their builds for a hand (``_BUILDS``)
_OPEN_COSTS = []    # code -> the (id, count, identical) of each stage that may be built next
_OPEN_CODES = {}    # those costs -> their code


def _fill_stage_tables(wonders):
    """Make ``_SHIELD_STAGES``, ``_FEWEST`` and ``_OPEN`` for every wonder of ``wonders``.

    >>> _fill_stage_tables(ruleset().wonders); _FEWEST["giza"][0b11111], _SHIELD_STAGES["rhodes"][0], _SHIELD_STAGES["rhodes"][0b11111] > 0
    (99, 0, True)
    """
    for wonder in wonders:
        stages = wonder.stages
        _SHIELD_STAGES[wonder.id] = tuple(sum(1 for s in stages if s.power == "shield" and built & s.bit)
                                          for built in range(32))
        _FEWEST[wonder.id] = tuple(min([s.count for s in stages if not built & s.bit
                                        and built & s.supports == s.supports], default=99)
                                   for built in range(32))
        codes = []
        for built in range(32):
            costs = tuple((s.id, s.count, s.identical) for s in stages
                          if not built & s.bit and built & s.supports == s.supports)
            code = _OPEN_CODES.get(costs)
            if code is None:
                code = _OPEN_CODES[costs] = len(_OPEN_COSTS)
                _OPEN_COSTS.append(costs)
            codes.append(code)
        _OPEN[wonder.id] = tuple(codes)


def _action(*key):
    """Actions are interned: the same decision is always the same object (fast to compare)."""
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS[key] = Action(*key)
    return found


# The turn's takes still possible, indexed by which decks are empty (1 the left, 2 the right, 4 the
# central one): shared tuples, in the order ``_take_actions`` lists them.
_TURN_TAKES = tuple(tuple(_action(TAKE, side, TURN) for bit, side in ((1, "left"), (2, "right"), (4, "central"))
                          if not empty & bit) for empty in range(8))
_ALL_TAKES = _TURN_TAKES[0]         # the usual one: no deck in reach is empty
_TAKE_LEFT, _TAKE_RIGHT, _TAKE_CENTRAL = _ALL_TAKES
_TURN_ENTRIES = tuple(tuple((seat, take, False) for take in _ALL_TAKES) for seat in range(7))   # seat -> history entries


_FORCED = itemgetter(2)      # a history entry -> whether the engine played it itself


def _cut(k, n):
    """The least float ``x`` with ``x * n >= k``: since a float product rounds monotonically,
    ``floor(r * n) >= k`` exactly when ``r >= _cut(k, n)``, so comparisons find ``floor(r * 3)``
    without the product and ``floor``'s call (the random play's hot loop).

    >>> x = _cut(1, 3)
    >>> floor(x * 3), floor(nextafter(x, 0) * 3), floor(_cut(2, 3) * 3), floor(nextafter(_cut(2, 3), 0) * 3)
    (1, 0, 2, 1)
    """
    x = k / n
    while x * n >= k:
        x = nextafter(x, 0)
    while x * n < k:
        x = nextafter(x, 1)
    return x


_THIRD, _TWO_THIRDS = _cut(1, 3), _cut(2, 3)     # r -> floor(r * 3): 0 below the first, 1 below the second, else 2


class Game(Replayable):
    """One game. ``players`` 2–7; ``wonders`` chooses the wonders (names, seat order), otherwise
    they are dealt at random from ``seed``; ``names`` names the players. The options are checked
    before anything is dealt (``check_options``). ``Game.replay(record)`` (shared by every game,
    from ``core.records``) rebuilds a game from its record."""

    def __init__(self, players=4, seed=0, wonders=None, names=None):
        if (type(players) is not int or not 2 <= players <= 7 or type(seed) is not int
                or not -MAX_SEED <= seed <= MAX_SEED or wonders is not None or names is not None):
            players, seed, wonders, names = check_options(players, seed, wonders, names)
        rules = ruleset()
        if not _TRIGGERED_BY:
            _TRIGGERED_BY.extend(frozenset(t.id for t in rules.tokens if k in t.extra_take_on)
                                 for k in range(len(KINDS)))
            _NOTICED_BY.extend(by | _PAYING for by in _TRIGGERED_BY)
            _TOKEN_SHIELDS.extend((t.id, t.shields) for t in rules.tokens if t.shields)
            copies = range(1 + max(sum(w.deck[k] for w in rules.wonders) + rules.central_deck[k] for k in GREENS))
            _SCIENCE.extend(tuple(tuple((a > 1) + 2 * (b > 1) + 4 * (t > 1) + 8 * (a > 0 and b > 0 and t > 0)
                                        for t in copies) for b in copies) for a in copies)
            _fill_stage_tables(rules.wonders)
            for wonder in rules.wonders:
                _deck(wonder.id, wonder.deck)
            _deck("", rules.central_deck)
            _deck(" tokens", rules.tokens)
            _KEEPS.extend(_action(KEEP, "", "halicarnassus", 0, (k,)) for k in range(len(KINDS)))
        self.players = n = players
        # what the game was made from, as its record saves it: the seed, the wonders and names
        # given (None when dealt or by default). One attribute for three: CPython keeps at most 29
        # attributes of an object in its fast layout (``test_a_game_keeps_its_attributes_few``).
        self._made = (seed, wonders, names)
        rng = self._rng = make_rng(seed)
        if wonders is None:
            self.wonders = sample(rng, rules.wonders, n)
        else:
            self.wonders = [rules.wonder(w) for w in wonders]
        self.names = list(names) if names else list(default_names(n))
        # deck i lies between player i and the left neighbour i + 1; the central deck is deck n.
        # each deck sorted by a fresh ``rng.random()`` a card (``_shuffled``), one key for the three
        # sorts: each draws its cards' keys in turn, the draws three keys would make
        # (a plain loop over the decks made once, ``_DECKS``: no comprehension's call nor ``_deck``'s)
        key = _random_key(rng)
        decks = self.decks = []
        for wonder in self.wonders:
            decks.append(sorted(_DECKS[wonder.id], key=key))
        decks.append(sorted(_DECKS[""], key=key))
        stack = list(_DECKS[" tokens"])
        fast_shuffle(rng, stack)        # ``rng.shuffle``'s very draws, without its calls
        showing = len(stack) - rules.progress_face_up
        self.face_up = stack[showing:][::-1]        # as popped one by one from the stack's top
        del stack[showing:]
        self.stack = stack
        self.conflicts = rules.conflict_tokens[n]
        self.war = 0                           # conflict tokens showing their battle side
        self.cards = list(map(list, (_NO_CARDS,) * n))      # cards in front of each player, per kind
        self.built = [0] * n                   # bit mask of the stages built
        self.tokens = list(map(list, ((),) * n))     # Progress token ids, in the order taken (no ``repeat``:
                                                     # its arguments are parsed by keyword)
        self.victories = [0] * n               # Military Victory tokens
        self.cat = None                        # the seat holding the Cat, or None (centre)
        self.discard = [0] * len(KINDS)
        self.current = 0
        self.turn = 1                          # the first turn (as ``_start_turn(0)``)
        self.phase = TAKING
        self.pending = []                      # effects still to resolve: (action kind, via)
        self.revealed = None                   # Halicarnassus: (deck index, [card kinds])
        self.used = set()                      # Progress tokens that have served this turn
        self.peeks = {}                        # seat -> index in the central deck of the card the Cat showed it
        self.battle_due = False
        self.ending = False
        self.history = []                      # (seat, action, forced)
        self._skips = 0
        self._legal = _ALL_TAKES               # every deck is full: three sources to take from
        # per deck, the most cards of each kind it may hold, as far as the players know: None when
        # they know each deck's make-up (from the start, every take seen); a game dealt from a
        # typed position knows only its wonder's (``from_position``), less the cards taken since
        self.room = None

    # -- the table ----------------------------------------------------------------------------
    @property
    def seed(self):
        """The seed the game was dealt from."""
        return self._made[0]

    @property
    def rng(self):
        """The game's own random generator: the shuffles still to come (Halicarnassus' cards put
        back). A world ``redeal`` deals holds, until it is first read, a list of the number to
        seed it from, which its copies share (``_copy_state``) and the first read turns into the
        generator: most such worlds never shuffle, and seeding costs as much as a hundred draws."""
        rng = self._rng
        if rng.__class__ is list:
            if rng[0].__class__ is int:
                rng[0] = make_rng(rng[0])
            rng = self._rng = rng[0]
        return rng

    @rng.setter
    def rng(self, rng):
        self._rng = rng

    @property
    def rules(self):
        """The rule objects, the same for every game (not an attribute: CPython's attribute
        access slows down when an object holds 30 of them, and the hot path reads many)."""
        return ruleset()

    @property
    def is_over(self):
        return self.phase == OVER

    @property
    def waiting(self):
        """The seat that must choose now, as a 1-tuple, or ``()`` when the game is over."""
        return () if self.phase == OVER else (self.current,)

    def left(self, seat):
        """The left neighbour (the next player)."""
        return (seat + 1) % self.players

    def right(self, seat):
        return (seat - 1) % self.players

    def deck_index(self, seat, source):
        """The deck a source names for ``seat``: left, right, central (or in French gauche,
        droite, centre) or a wonder's id.

        >>> Game(players=3, seed=0).deck_index(0, "droite")
        2
        """
        if source == "left":
            return seat
        if source == "right":
            return (seat - 1) % self.players
        if source == "central":
            return self.players
        if source in FRENCH_SOURCES:
            return self.deck_index(seat, FRENCH_SOURCES[source])
        for i, wonder in enumerate(self.wonders):
            if wonder.id == source:
                return i
        return None

    def shields(self, seat):
        """Shields: one per red card, one per built Rhodes shield stage, two with Tactics."""
        c = self.cards[seat]
        total = c[RED0] + c[RED1] + c[RED2] + _SHIELD_STAGES[self.wonders[seat].id][self.built[seat]]
        tokens = self.tokens[seat]
        if tokens:
            for tid, more in _TOKEN_SHIELDS:
                if tid in tokens:
                    total += more
        return total

    def built_ids(self, seat):
        return [s.id for s in self.wonders[seat].stages if self.built[seat] & s.bit]

    def cards_of(self, seat):
        """The cards in front of ``seat`` as ``{kind id: count}``."""
        return {KINDS[k]: n for k, n in enumerate(self.cards[seat]) if n}

    def check_seat(self, seat):
        """``seat`` as an int seat of this game (numpy integers accepted), else ``IllegalAction``.

        >>> game = Game(players=3)
        >>> game.check_seat(2)
        2
        >>> game.check_seat(3)
        Traceback (most recent call last):
        wonderlab.core.errors.IllegalAction: there is no seat 3: the seats are 0 to 2
        """
        if type(seat) is not int:
            if isinstance(seat, bool) or not hasattr(type(seat), "__index__"):
                raise IllegalAction(say("arch.error.seat_type", seats=self._seats_text(),
                                        value=short_repr(seat)))
            seat = operator.index(seat)
        if not 0 <= seat < self.players:
            raise IllegalAction(say("arch.error.no_seat", seat=seat, seats=self._seats_text()))
        return seat

    def _seats_text(self):
        if self.players == 2:
            return say("arch.seats.two")
        return say("arch.seats.range", last=self.players - 1)

    def knows_central_top(self, seat):
        """Whether ``seat`` knows the central deck's top card: the Cat showed it to them at the
        start of one of their turns (« tu peux regarder secrètement le sommet de la pioche
        centrale au début de ton tour ») and it is still there. Each turn's start notes the Cat's
        look (``peeks``), the Cat holder's own turn too: an empty central deck, whose top would be
        -1, is known to nobody."""
        return self.peeks.get(seat) == len(self.decks[self.players]) - 1

    def view(self, seat=None):
        """What ``seat`` (or, for None, an onlooker) may see: every public fact, the central top only to whom the Cat showed
        it (for as long as it is still the top), the cards Halicarnassus reveals only to its
        player; ``served`` lists the Progress tokens that have served this turn and ``pending``
        the effects still to resolve.

        >>> game = Game(players=3, seed=2)
        >>> view = game.view(1)
        >>> view["central"]["top"], len(view["decks"]), view["conflict"], view["served"]
        (None, 3, {'tokens': 3, 'war': 0}, [])
        """
        seat = None if seat is None else self.check_seat(seat)     # None: an onlooker
        n = self.players
        central = self.decks[n]
        peek = seat is not None and self.knows_central_top(seat)
        revealed = None
        if self.revealed is not None and seat == self.current:
            revealed = [KINDS[k] for k in self.revealed[1]]
        return {
            "seat": seat, "current": self.current, "phase": self.phase, "turn": self.turn,
            "decks": [{"wonder": w.id, "size": len(d), "top": KINDS[d[-1]] if d else None}
                      for w, d in zip(self.wonders, self.decks, strict=False)],
            "central": {"size": len(central), "top": KINDS[central[-1]] if peek else None},
            "progress": {"face_up": list(self.face_up), "stack": len(self.stack)},
            "conflict": {"tokens": self.conflicts, "war": self.war},
            "cat": self.cat,
            "revealed": revealed,
            "players": [{"name": self.names[i], "wonder": self.wonders[i].id,
                         "built": self.built_ids(i), "cards": self.cards_of(i),
                         "tokens": list(self.tokens[i]), "victory_tokens": self.victories[i],
                         "shields": self.shields(i), "cat": self.cat == i} for i in range(n)],
            "discard": {KINDS[k]: c for k, c in enumerate(self.discard) if c},
            "served": sorted(self.used),
            "pending": [{"effect": EFFECTS[kind], "via": via} for kind, via in self.pending],
        }

    # -- legal actions ------------------------------------------------------------------------
    def legal_actions(self, seat):
        """Every action ``seat`` may take now (empty when it is not their decision); a ``seat``
        that is not a seat of the game raises ``IllegalAction``."""
        if type(seat) is int and seat == self.current and self.phase != OVER:
            return list(self._legal)
        if self.check_seat(seat) == self.current and self.phase != OVER:     # a numpy integer
            return list(self._legal)
        return []

    def _compute_legal(self):
        seat = self.current
        if self.phase == TAKING:
            return self._take_actions(seat, TURN)
        if self.phase == KEEPING:
            return list(map(_KEEPS.__getitem__, sorted(set(self.revealed[1]))))
        actions = self._build_actions(seat)       # a shared tuple: copied only when it grows
        c = self.cards[seat]
        if _SCIENCE[c[COMPASS]][c[GEAR]][c[TABLET]] and (self.face_up or self.stack):
            actions = [*actions, *self._progress_actions(seat, SCIENCE)]
        pending = self.pending
        if len(pending) == 1:       # the usual: one effect to resolve, found without a set of those seen
            effect = pending[0]
            found = self._effect_actions(seat, effect)
            if not found:      # nothing left to take: the effect lapses
                pending.remove(effect)
            return [*actions, *found]
        if pending:
            actions = list(actions)
            seen = set()
            for effect in list(self.pending):
                if effect in seen:
                    continue
                seen.add(effect)
                found = self._effect_actions(seat, effect)
                if not found:      # nothing left to take: the effect lapses
                    while effect in self.pending:
                        self.pending.remove(effect)
                actions += found
        return actions

    def _take_actions(self, seat, via):
        decks = self.decks
        table = _TAKES.get(via)
        if table is None:
            table = _TAKES[via] = tuple(_action(TAKE, side, via) for side in SIDES)
        out = []
        if decks[seat]:
            out.append(table[0])
        if decks[seat - 1 if seat else self.players - 1]:
            out.append(table[1])
        if decks[self.players]:
            out.append(table[2])
        return out

    def _effect_actions(self, seat, effect):
        kind, via = effect
        if kind == TAKE:
            return self._take_actions(seat, via)
        if kind == "any":     # Alexandria: the top of any deck on the table
            out = self._take_actions(seat, via)
            near = (seat, (seat - 1) % self.players)
            out += [_action(TAKE, w.id, via) for i, w in enumerate(self.wonders)
                    if i not in near and self.decks[i]]
            return out
        if kind == LOOK:    # (no comprehension: in Python 3.11 it is a function call)
            table = _LOOKS.get(via)
            if table is None:
                table = _LOOKS[via] = (_action(LOOK, "left", via), _action(LOOK, "right", via))
            out, right = [], (seat - 1) % self.players
            if self.decks[seat]:
                out.append(table[0])
            if self.decks[right] and right != seat:
                out.append(table[1])
            return out
        return self._progress_actions(seat, via)

    def _science_sets(self, seat):
        """The ways to trade green cards: pairs of one symbol, or one of each symbol."""
        c = self.cards[seat]
        a, b, t = c[COMPASS], c[GEAR], c[TABLET]
        if a < 2 and b < 2 and t < 2 and not (a and b and t):
            return []
        sets = []           # (no comprehension: in Python 3.11 it is a function call)
        if a >= 2:
            sets.append(_PAIRS[0])
        if b >= 2:
            sets.append(_PAIRS[1])
        if t >= 2:
            sets.append(_PAIRS[2])
        if a and b and t:
            sets.append(GREENS)
        return sets

    def _progress_actions(self, seat, via):
        """The Progress tokens ``seat`` may take ``via`` science or a power: for each set of green
        cards to trade (none through a power), each token offered, by id, then the hidden one.

        The actions are interned per (via, cards traded, token), not per whole list: the tokens
        offered change as they are taken, and a list rarely comes twice in a run.

        The whole list is kept too, as a shared tuple, by the science sets (or the power) and the
        tokens offered in their order, with whether the stack holds one: the usual call reads it
        without a sort (never change it); a new order of tokens already seen finds it by their
        sorted ids, without making it again."""
        c, face_up = self.cards[seat], self.face_up
        if via == SCIENCE:      # the science sets held, as bits
            sets = _SCIENCE[c[COMPASS]][c[GEAR]][c[TABLET]]
        else:
            sets = via
        key = (sets, not self.stack, *face_up)
        found = _OFFERS.get(key)
        if found is None:       # the tokens showing in another order: the very offers (by id)
            ordered = (sets, key[1], *sorted(face_up))
            found = _OFFERS.get(ordered)
            if found is None:
                found = _OFFERS[ordered] = tuple(self._offers(seat, via))
            _OFFERS[key] = found
        return found

    def _offers(self, seat, via):
        """``_progress_actions`` made afresh."""
        choices = sorted(set(self.face_up))
        if self.stack:
            choices.append(HIDDEN)
        found = []
        for cards in self._science_sets(seat) if via == SCIENCE else _NO_TRADE:
            actions = _PROGRESS.get((via, cards))
            if actions is None:
                actions = _PROGRESS[via, cards] = {}
            for token in choices:
                action = actions.get(token)
                if action is None:
                    action = actions[token] = _action(PROGRESS, "", via, 0, cards, token)
                found.append(action)
        return found

    def _pay_rules(self, seat):
        """(Engineering can serve, coins per gold card) for ``seat`` now: each serves one
        construction a turn (see the settled cases)."""
        tokens, used = self.tokens[seat], self.used
        return ("engineering" in tokens and "engineering" not in used,
                2 if "economy" in tokens and "economy" not in used else 1)

    def _build_actions(self, seat):
        """The builds ``seat`` may make now, as one tuple shared by every game (never change it)."""
        c, wonder, built = self.cards[seat], self.wonders[seat].id, self.built[seat]
        if c[0] + c[1] + c[2] + c[3] + c[4] + c[5] * 2 < _FEWEST[wonder][built]:
            return ()       # too few resources for any stage, even at two coins a gold (most calls)
        tokens, used = self.tokens[seat], self.used
        coins = 2 if "economy" in tokens and "economy" not in used else 1
        any_resources = "engineering" in tokens and "engineering" not in used
        key = (_OPEN[wonder][built], c[0], c[1], c[2], c[3], c[4], c[5], any_resources, coins)
        found = _BUILDS.get(key)
        if found is None:
            held = key[1:7]
            found = []
            for stage_id, count, identical in _OPEN_COSTS[key[0]]:
                for cards in payments(held, count, identical, any_resources, coins):
                    found.append(_action(BUILD, "", "", stage_id, cards))
            found = _BUILDS[key] = tuple(found)
        return found

    def buildable(self, seat):
        """The stages ``seat`` could build now with the cards in front of them (all must be built)."""
        return sorted({a.stage for a in self._build_actions(seat)})

    # -- playing ------------------------------------------------------------------------------
    def play(self, seat, action):
        """Play ``action`` for ``seat``; an action that is not legal raises ``IllegalAction`` with
        the reason in words and changes nothing."""
        if seat is self.current:        # the usual case, checked first: a plain int seat (CPython
            legal = self._legal         # shares small ints), whose legal actions are () once over
        else:
            seat = self.check_seat(seat)
            legal = self._legal if seat == self.current and self.phase != OVER else ()
        decks, n = self.decks, self.players
        # The usual decision: the turn's card while every deck in reach holds cards (``_legal`` is
        # then the shared ``_ALL_TAKES``), where the interned action itself names the deck.
        # Its history entry is a shared tuple too (``_TURN_ENTRIES``), not a new one per decision.
        if legal is not _ALL_TAKES:
            deck = None
        elif action is _TAKE_LEFT:
            deck, entry = decks[seat], _TURN_ENTRIES[seat][0]
        elif action is _TAKE_RIGHT:
            deck, entry = decks[seat - 1 if seat else n - 1], _TURN_ENTRIES[seat][1]
        elif action is _TAKE_CENTRAL:
            deck, entry = decks[n], _TURN_ENTRIES[seat][2]
        else:
            deck = None
        if deck is None:            # any other decision, or a copy of a legal action
            for known in legal:     # actions are interned: identity first, equality only if needed
                if known is action:
                    break
            else:
                if action not in legal:
                    raise IllegalAction(self._why_illegal(seat, action))
                action = legal[legal.index(action)]
            self._play_legal(seat, action)
            return
        self._take_turn_card(seat, deck, entry)

    def _play_legal(self, seat, action):
        """Play ``action``, one of the engine's own legal actions for the current ``seat``
        (``play`` once it has found it legal)."""
        if self.phase != TAKING:
            self.history.append((seat, action, False))
            if action.kind != PROGRESS:
                self._apply(seat, action)
                self._settle()
                return
            offered = self._legal[0].kind       # (builds come first)
            self._progress(seat, action)
            # a Progress token changes no resource: when no build was offered beside it, none is
            # now, unless the token taken pays (as in ``_play_at_random``)
            self._settle(() if offered != BUILD and self.tokens[seat][-1] not in _PAYING and not self.pending
                         else None)
            return
        source, decks, n = action.source, self.decks, self.players
        deck = decks[seat if source == "left" else (seat - 1 if seat else n - 1) if source == "right" else n]
        if self._take_turn_card(seat, deck, (seat, action, False)) is not None:
            self._legal = _ALL_TAKES        # (it was a take while a deck in reach was empty)

    def _take_turn_card(self, seat, deck, entry):
        """The current ``seat`` takes the turn's card from ``deck``, ``entry`` its history entry
        (``play``'s hot path, once the take is known legal). Returns the next seat when the turn
        ended at once and that seat's decision is again the usual one (``_ALL_TAKES``), else None;
        ``_legal`` is then left as it was, ``_ALL_TAKES`` but from ``_play_legal``, which sets it."""
        self.history.append(entry)
        # The turn's card, played here as ``_apply`` then ``_settle`` would play it (one call less
        # per decision), with a shortcut for the usual turn where the card causes nothing: the
        # next turn starts at once. The card can only make a stage buildable if it is a resource,
        # or if Economy or Engineering (which serve again each turn) is owned; a science set only
        # if it is green: a turn ends with neither possible, and nobody else changes a player's
        # cards in between (``from_position`` refuses a start where a stage could be built). The
        # phase turns to RESOLVING only when something is left to resolve: nothing reads it before.
        kind = deck.pop()
        if self.room is not None:
            self._taken(deck, kind)
        self._skips = 0
        c, tokens = self.cards[seat], self.tokens[seat]
        c[kind] += 1                # as _gain
        paying_tokens = False
        if tokens and not _NOTICED_BY[kind].isdisjoint(tokens):     # (one look for the usual token held)
            if not _TRIGGERED_BY[kind].isdisjoint(tokens):
                # a Progress token's extra card: none has served yet this turn, so one gives it
                self._card_effects(seat, kind)
                self.phase = RESOLVING
                self._settle()
                return
            paying_tokens = True    # Economy or Engineering
        if kind == BLUECAT:         # (the rest of ``_card_effects``, without its call)
            self.cat = seat
        elif kind > RED0 and self.war < self.conflicts:     # horns
            war = self.war + (1 if kind == RED1 else 2)
            if war >= self.conflicts:
                war = self.conflicts
                self.battle_due = True
            self.war = war
        if kind <= GOLD:            # a resource: enough of them (greys and gold, summed without a slice)
            if paying_tokens:
                legal = self._build_actions(seat)
            else:
                wonder, built = self.wonders[seat].id, self.built[seat]
                if c[0] + c[1] + c[2] + c[3] + c[4] + c[5] >= _FEWEST[wonder][built]:
                    # ``_build_actions``' own test passed: its shared builds, found without its call
                    legal = _BUILDS.get((_OPEN[wonder][built], c[0], c[1], c[2], c[3], c[4], c[5], False, 1))
                    if legal is None:
                        legal = self._build_actions(seat)
                else:
                    legal = ()
        else:
            legal = self._build_actions(seat) if paying_tokens else ()
            if (kind <= TABLET      # a green card (KINDS' next ones after gold)
                    and _SCIENCE[c[COMPASS]][c[GEAR]][c[TABLET]]
                    and (self.face_up or self.stack)):
                legal = [*legal, *self._progress_actions(seat, SCIENCE)]
        if legal:                   # something to resolve (as _settle)
            self._resolve(seat, legal)
            return None
        if self.battle_due:         # nothing to resolve: the turn ends (as _end_turn)
            self.battle()
        decks, n = self.decks, self.players
        after = seat + 1            # the next seat, whose right deck is ``seat``'s left one (deck ``seat``)
        if after == n:
            after = 0
        # the next turn starts (``_start_turn`` without its call: the phase is still TAKING, and no
        # token served nor is an effect pending, the turn's card having caused nothing)
        self.current = after
        self.turn += 1
        central = decks[n]
        if self.cat == after and central:
            self.peeks[after] = len(central) - 1     # the Cat shows the top
        if decks[after] and decks[seat] and central:
            return after            # the usual case: every deck in reach holds cards
        self._settle()
        return None

    def _resolve(self, seat, legal):
        """The turn's card taken, ``legal`` (not empty) is what ``seat`` must now resolve: it
        waits for a choice, or the only action is played (as ``_settle``)."""
        self.phase = RESOLVING
        if len(legal) > 1:
            self._legal = legal
            return
        action = legal[0]
        if action.kind == BUILD:    # (the usual: ``_apply``'s, without its call)
            self._build(seat, action)
        else:
            self._apply(seat, action)
        self.history.append((seat, action, True))
        self._settle()

    def _build_forced(self, seat, legal):
        """``_resolve`` of the builds a resource taken in ``_play_at_random``'s loop allows: the
        only way to build is played at once, and again while it stays the only one, as
        ``_resolve`` and ``_settle`` play it. Returns False when the turn has nothing more to
        resolve, for the caller to end it in place (the build gave no power, nothing is pending,
        no token served, the game goes on); True when it waits for a choice or went on through
        ``_settle``."""
        while len(legal) == 1:
            action = legal[0]
            power = self._build(seat, action)
            self.history.append((seat, action, True))
            if power or self.pending or self.used or self.ending:
                self.phase = RESOLVING
                self._settle()
                return True
            c = self.cards[seat]        # ``_build_actions``' own first test, without its call
            if c[0] + c[1] + c[2] + c[3] + c[4] + c[5] * 2 < _FEWEST[self.wonders[seat].id][self.built[seat]]:
                return False
            legal = self._build_actions(seat)       # (a science set cannot wait here: see ``_settle``)
            if not legal:
                return False
        self.phase = RESOLVING
        self._legal = legal
        return True

    def _play_at_random(self, rng):
        """Play on to the end, every seat drawing from ``rng`` what ``RandomBot.choose`` draws
        decision by decision (``RandomBot.play_out``): the drawn action is the engine's own legal
        one, played at once, without ``play`` looking it up among the legal actions again.
        Returns how many decisions were made (the history's entries not forced, counted as made).

        The usual turn, a take from a deck in reach of three, is played here in place, as
        ``_take_turn_card`` plays it (``_start_turn`` included); only a card that gives an extra
        one through a Progress token is left to ``_take_turn_card``, looked at before it is
        taken. A science set to trade with no build beside it is chosen and traded in place too,
        and the turn ends there unless the token pays or another set may be left.
        ``tests/architects/test_runner.py`` holds it to the same games.

        >>> game, again = Game(players=2, seed=3), Game(players=2, seed=3)
        >>> made, rng = game._play_at_random(random.Random(5)), random.Random(5)
        >>> while not again.is_over:
        ...     legal = again.legal_actions(again.current)
        ...     again.play(again.current, legal[floor(rng.random() * len(legal))])
        >>> (again.history, again.scores()) == (game.history, game.scores()) and made == again.decisions
        True
        """
        random, decks, n = rng.random, self.decks, self.players
        # seat -> what its usual turn reads, in one tuple: its three takes (deck, history entry) in
        # ``_ALL_TAKES``' order, its cards, its tokens, the fewest resources and the open stages'
        # code by stages built, and the next seat (the decks', cards' and tokens' lists stay the
        # game's own to its end: changed in place, never replaced)
        seats, central = [], decks[n]
        for seat, wonder in enumerate(self.wonders):
            left, right, middle = _TURN_ENTRIES[seat]
            three = (decks[seat], left), (decks[seat - 1 if seat else n - 1], right), (central, middle)
            seats.append((three, self.cards[seat], self.tokens[seat], _OPEN[wonder.id], seat + 1 if seat + 1 < n else 0))
        built = self.built
        append, take_card, builds = self.history.append, self._take_turn_card, self._build_actions
        in_place, two = self.room is None, n == 2
        third, two_thirds = _THIRD, _TWO_THIRDS
        made = 0        # the decisions: each appends here the one entry not forced it makes (counted as
        # made: counting the history's at the end reads each entry through a call of ``_FORCED``)
        while self.phase != OVER:
            seat = self.current
            if self._legal is not _ALL_TAKES:
                made += 1
                legal = self._legal
                action = legal[floor(random() * len(legal))]
                if self.phase == TAKING:        # a take while a deck in reach is empty
                    self._play_legal(seat, action)
                else:                           # what the turn's card caused (as ``_play_legal``)
                    append((seat, action, False))
                    if action.kind == PROGRESS:     # (the usual choice: ``_apply``'s, without its tests)
                        self._progress(seat, action)
                        # a Progress token changes no resource: when no build was offered beside
                        # it (builds come first), none is now, unless the token taken pays (and
                        # ``_settle`` reads them first when nothing is pending)
                        if legal[0].kind != BUILD and self.tokens[seat][-1] not in _PAYING and not self.pending:
                            self._settle(())
                            continue
                    else:
                        self._apply(seat, action)
                    self._settle()
                continue
            if not in_place:    # a game dealt from a typed position: its decks' room to count
                made += 1
                self._take_turn_card(seat, *seats[seat][0][floor(random() * 3)])
                continue
            # the usual decision: left, right or central, all in reach, and again for the next
            # seat while the turns end at once. The Cat's seat is read here from a local, and the
            # turn from the decisions: each round makes one and begins one turn, so the turn is
            # ``made - ahead`` (``ahead`` grows by the trades played in place). ``self.current`` and
            # ``self.turn`` are written back before every call that may read them, and once on
            # leaving (``self.cat`` is written as it changes)
            self._skips = 0     # (each take sets it)
            ahead, cat = made + 1 - self.turn, self.cat
            if cat is None:     # (an int compares at once with the next seat: None does not)
                cat = -1
            while True:
                made += 1
                three, c, held, opened, after = seats[seat]
                r = random()        # ``floor(r * 3)``, found by comparing (see ``_cut``)
                deck, entry = three[0 if r < third else 1 if r < two_thirds else 2]
                kind = deck.pop()
                paying = False
                if held and not _NOTICED_BY[kind].isdisjoint(held):    # (one look for the usual token held)
                    if not _TRIGGERED_BY[kind].isdisjoint(held):
                        deck.append(kind)       # put back: ``_take_turn_card`` takes it itself
                        self.current, self.turn = seat, made - ahead
                        seat = take_card(seat, deck, entry)     # a Progress token's extra card
                        if seat is None:
                            break
                        ahead, cat = made + 1 - self.turn, self.cat
                        if cat is None:
                            cat = -1
                        continue
                    paying = True       # Economy or Engineering
                append(entry)
                c[kind] += 1
                if kind <= GOLD:        # a resource: a stage may become buildable
                    if paying:
                        legal = builds(seat)
                    else:       # ``_build_actions``' builds by the hand alone, none included (``_HANDS``)
                        hand = (opened[built[seat]], c[0], c[1], c[2], c[3], c[4], c[5])
                        legal = _HANDS.get(hand)
                        if legal is None:
                            legal = _HANDS[hand] = builds(seat)
                    if legal:
                        self.current, self.turn = seat, made - ahead
                        if self._build_forced(seat, legal):
                            break
                else:
                    if kind == BLUECAT:
                        self.cat = cat = seat
                    elif kind > RED0 and self.war < self.conflicts:     # horns (as ``_card_effects``)
                        war = self.war + (1 if kind == RED1 else 2)
                        if war >= self.conflicts:
                            war = self.conflicts
                            self.battle_due = True
                        self.war = war
                    legal = builds(seat) if paying else ()
                    if kind <= TABLET:          # a green card: a science set to trade
                        if _SCIENCE[c[COMPASS]][c[GEAR]][c[TABLET]] and (self.face_up or self.stack):
                            offers = self._progress_actions(seat, SCIENCE)
                            if legal or len(offers) < 2:
                                legal = [*legal, *offers]
                            else:
                                # the usual trade, no build beside it: chosen here as the loop above
                                # chooses among legal actions, and played as ``_settle(())`` plays on
                                action = offers[floor(random() * len(offers))]
                                append((seat, action, False))
                                made += 1
                                ahead += 1
                                self._progress(seat, action)
                                if self.tokens[seat][-1] in _PAYING or c[COMPASS] + c[GEAR] + c[TABLET] > 1:
                                    self.current, self.turn = seat, made - ahead
                                    self.phase = RESOLVING      # a token that pays, or maybe another set
                                    self._settle()
                                    break
                    if legal:
                        self.current, self.turn = seat, made - ahead
                        self._resolve(seat, legal)
                        break
                    if self.battle_due:
                        self.battle()
                # nothing to resolve: the turn ends (as ``_take_turn_card``; nothing was used nor is
                # pending), the next begins: ``made - ahead + 1``
                if cat == after and central:
                    self.peeks[after] = len(central) - 1
                if deck and (two or decks[after]):     # (at 2 players, the next seat's decks are these)
                    seat = after
                else:
                    self.current, self.turn = after, made - ahead + 1
                    self._settle()
                    break
        return made

    def parse(self, seat, text):
        """The legal action of ``seat`` that ``text`` names (``"take left"``, see ``notation.py``)."""
        from .notation import parse
        return parse(self, seat, text)

    def entries_played(self):
        return self.decisions

    @property
    def decisions(self):
        """How many decisions the players made (forced moves not counted)."""
        history = self.history      # the entries less the forced ones, counted without a loop in Python
        return len(history) - sum(map(_FORCED, history))

    def _settle(self, builds=None):
        """Play forced moves and end turns until a real choice is waiting or the game is over;
        ``builds``: the current seat's builds, when the caller knows them and nothing is pending
        (none after a Progress token that pays for nothing, when none was offered before it):
        read in the first round only."""
        while self.phase != OVER:
            if self.phase == RESOLVING and not self.pending:      # the usual case (as _compute_legal)
                seat = self.current
                c = self.cards[seat]
                if builds is not None:
                    legal, builds = builds, None
                elif c[0] + c[1] + c[2] + c[3] + c[4] + c[5] * 2 < _FEWEST[self.wonders[seat].id][self.built[seat]]:
                    legal = ()      # ``_build_actions``' own first test (most rounds), without its call
                else:
                    legal = self._build_actions(seat)
                if _SCIENCE[c[COMPASS]][c[GEAR]][c[TABLET]] and (self.face_up or self.stack):
                    legal = [*legal, *self._progress_actions(seat, SCIENCE)]
            elif self.phase == TAKING:      # the cards in reach (as _take_actions)
                seat, decks, n = self.current, self.decks, self.players
                right = seat - 1 if seat else n - 1
                if decks[seat] and decks[right] and decks[n]:
                    legal = _ALL_TAKES      # every deck in reach holds cards: no sum of tests to index by
                else:
                    legal = _TURN_TAKES[(not decks[seat]) + 2 * (not decks[right]) + 4 * (not decks[n])]
            else:
                legal = self._compute_legal()
            if len(legal) > 1:
                self._legal = legal
                return
            if legal:
                self._apply(self.current, legal[0])
                self.history.append((self.current, legal[0], True))
                continue
            if self.phase == TAKING:          # no card to take: this player's turn passes
                self._skips += 1
                if self._skips >= self.players:
                    self.phase = OVER
                    break
            if self.battle_due or self.ending:
                self._end_turn()
            else:                             # the usual end of a turn (as _end_turn)
                seat, decks, n = self.current + 1, self.decks, self.players
                if seat == n:
                    seat = 0
                self._start_turn(seat)
                if decks[seat] and decks[seat - 1 if seat else n - 1] and decks[n]:
                    self._legal = _ALL_TAKES    # the usual next turn, found without another round
                    return
        self._legal = ()

    def _apply(self, seat, action):
        kind = action.kind
        if kind == TAKE:
            source = action.source
            if source == "left":
                deck = seat
            elif source == "right":
                deck = seat - 1 if seat else self.players - 1
            else:
                deck = self.deck_index(seat, source)
            if action.via == TURN:
                self.phase = RESOLVING
                self._skips = 0
            else:
                self.pending.remove(("any" if action.via == "alexandria" else TAKE, action.via))
            card = self.decks[deck].pop()
            if self.room is not None:
                self.room[deck][card] -= 1
            self._gain(seat, card)
        elif kind == BUILD:
            self._build(seat, action)
        elif kind == PROGRESS:
            self._progress(seat, action)
        elif kind == LOOK:
            self.pending.remove((LOOK, action.via))
            deck = self.decks[self.deck_index(seat, action.source)]
            self.revealed = (self.deck_index(seat, action.source), deck[-LOOK_AT:])
            del deck[-LOOK_AT:]
            self.phase = KEEPING
        elif kind == KEEP:
            index, cards = self.revealed
            cards.remove(action.cards[0])
            deck = self.decks[index]
            deck.extend(cards)
            shuffle(self.rng, deck)
            self.revealed = None
            self.phase = RESOLVING
            if self.room is not None:
                self.room[index][action.cards[0]] -= 1
            self._gain(seat, action.cards[0])

    def _taken(self, deck, kind):
        """A card of ``kind`` left the deck ``deck`` (a list of ``decks``): one fewer it may hold."""
        for index, cards in enumerate(self.decks):
            if cards is deck:
                self.room[index][kind] -= 1
                return

    def _gain(self, seat, kind):
        """A card arrives in front of ``seat``: the Cat, horns, and Progress tokens' extra cards."""
        self.cards[seat][kind] += 1
        if kind >= BLUECAT or not _TRIGGERED_BY[kind].isdisjoint(self.tokens[seat]):
            self._card_effects(seat, kind)      # the Cat, the red cards (KINDS' last ones), a token

    def _card_effects(self, seat, kind):
        """What the card ``seat`` just gained causes: the Cat changes hands, horns bring the battle
        nearer, a Progress token gives an extra card (at most once a turn)."""
        if kind == BLUECAT:
            self.cat = seat
        elif kind == RED1 or kind == RED2:
            if self.war < self.conflicts:
                war = self.war + (1 if kind == RED1 else 2)
                if war >= self.conflicts:       # (not min(): a call dearer than the test)
                    war = self.conflicts
                    self.battle_due = True
                self.war = war
        tokens = self.tokens[seat]
        if not tokens:
            return
        triggered = _TRIGGERED_BY[kind]     # the tokens that give an extra card for this kind
        for tid in tokens:
            if tid in triggered and tid not in self.used:
                self.used.add(tid)
                self.pending.append((TAKE, tid))

    def _build(self, seat, action):
        """Build the stage ``action`` names; returns the stage's power (None when it has none)."""
        c, discard = self.cards[seat], self.discard
        for k in action.cards:
            c[k] -= 1
            discard[k] += 1
        wonder = self.wonders[seat]
        stage = wonder.stages[action.stage - 1]
        tokens = self.tokens[seat]
        if tokens:
            if "economy" in tokens or "engineering" in tokens:
                self._serve_payment_tokens(seat, stage, action.cards)
            if "architecture" in tokens and "architecture" not in self.used:
                self.used.add("architecture")
                self.pending.append((TAKE, "architecture"))
        built = self.built[seat] = self.built[seat] | stage.bit
        if built == FULL:
            self.ending = True
        power = stage.power
        if not power:
            return power
        wonder = wonder.id
        if power == "any_deck":
            self.pending.append(("any", wonder))
        elif power == "progress":
            self.pending.append((PROGRESS, wonder))
        elif power == "look_five":
            self.pending.append((LOOK, wonder))
        elif power == "central":
            if self.decks[self.players]:
                self._gain(seat, self.decks[self.players].pop())
        elif power == "left_and_right":
            for deck in (self.decks[seat], self.decks[(seat - 1) % self.players]):
                if deck:
                    self._gain(seat, deck.pop())
        return power

    def _serve_payment_tokens(self, seat, stage, cards):
        """Mark Economy and Engineering as served when this payment needed them."""
        engineering, coins = self._pay_rules(seat)
        golds = cards.count(GOLD)
        greys = len(cards) - golds
        if coins == 2 and stage.count - greys > golds:
            self.used.add("economy")
        if engineering and not fits_shape(cards, stage.identical):
            self.used.add("engineering")

    def _progress(self, seat, action):
        c, discard = self.cards[seat], self.discard
        for k in action.cards:
            c[k] -= 1
            discard[k] += 1
        if action.via != SCIENCE:
            self.pending.remove((PROGRESS, action.via))
        if action.token == HIDDEN:
            token = self.stack.pop()
        else:
            token = action.token
            self.face_up.remove(token)
            if self.stack:
                self.face_up.append(self.stack.pop())
        self.tokens[seat].append(token)

    def _end_turn(self):
        if self.battle_due:
            self.battle()
        if self.ending:
            self.phase = OVER
            return
        self._start_turn((self.current + 1) % self.players)

    def _start_turn(self, seat):
        self.current = seat
        self.turn += 1
        self.phase = TAKING
        if self.cat == seat and self.decks[self.players]:
            self.peeks[seat] = len(self.decks[self.players]) - 1     # the Cat shows the top
        if self.used:
            self.used = set()
        if self.pending:
            self.pending = []

    def battle(self):
        """Each player against each neighbour (at 2, one duel); then horned red cards go."""
        n, victories = self.players, self.victories
        if n == 2:          # (no list of shields nor loop: a battle comes about twice a game)
            first, second = self.shields(0), self.shields(1)
            if first > second:      # (the weaker gains none: ``duel_tokens`` asked of the stronger only)
                victories[0] += duel_tokens(first, second)
            elif second > first:
                victories[1] += duel_tokens(second, first)
        else:
            shields = [self.shields(i) for i in range(n)]
            for i in range(n):      # against the left neighbour (``i + 1``, at ``i + 1 - n``) and the right one
                mine = shields[i]
                victories[i] += (mine > shields[i + 1 - n]) + (mine > shields[i - 1])
        discard = self.discard
        for c in self.cards:
            discard[RED1] += c[RED1]
            discard[RED2] += c[RED2]
            c[RED1] = c[RED2] = 0
        self.war = 0
        self.battle_due = False

    # -- the end ------------------------------------------------------------------------------
    def scores(self):
        """A ``ScoreSheet`` per player, as if the game ended now."""
        sheets = []     # (a loop, not a comprehension: one call less per game)
        for i in range(self.players):
            sheets.append(score_player(self.names[i], self.wonders[i], self.built[i], self.cards[i],
                                       self.victories[i], self.tokens[i], self.cat == i))
        return sheets

    def scored(self):
        """``(totals, winners, sheets)``: every player's total and ``winners()`` as if the game
        ended now, and a function that makes ``scores()`` when called, from the points counted
        now (the coach's rollouts read the totals and the winners; few read a sheet, several
        objects a player to make and to keep).

        >>> game = Game(players=3, seed=2)
        >>> totals, names, sheets = game.scored()
        >>> sheets() == game.scores() and totals == [s.total for s in sheets()] and names == game.winners()
        True
        """
        return scored(self)

    def winners(self, sheets=None):
        """The winning players' names, from ``sheets`` (``scores()``) when the caller has them.

        >>> game = Game(players=3, seed=2)
        >>> game.winners() == game.winners(game.scores())
        True
        """
        return winners(self.scores() if sheets is None else sheets)

    def wins(self, seat):
        """Whether ``seat`` is among ``winners()``, found without score sheets (the greedy bot
        asks it of the turns it plays out).

        >>> game = Game(players=3, seed=2)
        >>> [game.wins(seat) for seat in range(3)] == [name in game.winners() for name in game.names]
        True
        """
        found = ranks(self)
        return found[seat] == max(found)

    # -- records ------------------------------------------------------------------------------
    def record(self):
        """The game as a ``GameRecord``: options, seed and every decision (forced moves left out)."""
        actions = tuple({"seat": seat, **action.to_json()} for seat, action, forced in self.history
                        if not forced)
        result = {s.name: s.total for s in self.scores()} if self.is_over else None
        seed, wonders, names = self._made
        options = {"players": self.players, "wonders": wonders, "names": names}
        return GameRecord("architects", options, seed, actions, result, self.start_position)

    @classmethod
    def from_record(cls, record):
        if record.game != "architects":
            raise InvalidRecord(f"record: game {record.game!r} is not 'architects'")
        if record.position is not None:
            return cls.from_start_position(record)
        options = record.options
        unknown = sorted(set(options) - {"players", "wonders", "names"}) if isinstance(options, dict) else None
        if unknown is None or unknown:
            raise InvalidRecord(f"record: options: {short_repr(unknown or options)}: not options of 7 Wonders Architects")
        try:
            return cls(options.get("players", 4), record.seed, options.get("wonders"), options.get("names"))
        except (ValueError, KeyError, TypeError) as error:
            raise InvalidRecord(f"record: options: {error}") from None

    def copy(self):
        """An independent copy (its random generator included)."""
        other = self._copy_state()
        rng = other._rng = random.Random.__new__(random.Random)    # not seeded: its state is set at once
        rng.setstate(self.rng.getstate())
        return other

    def _copy_state(self, decks=True):
        """``copy`` but the random generator, which the copy shares (``redeal`` replaces it), and
        without the decks when ``decks`` is false (``redeal`` makes them).
        Each attribute is set by name, never through ``__dict__``, which would move the copy's
        attributes (and this game's) out of CPython's fast layout (``test_a_game_keeps_its_attributes_few``)."""
        other = Game.__new__(Game)
        other.players = self.players
        other._made = self._made
        other._rng = self._rng
        other.wonders = self.wonders
        other.names = self.names
        other.decks = list(map(list, self.decks)) if decks else None     # (``map``: no comprehension's call)
        other.face_up = list(self.face_up)
        other.stack = list(self.stack)
        other.conflicts = self.conflicts
        other.war = self.war
        other.cards = list(map(list, self.cards))
        other.built = list(self.built)
        other.tokens = list(map(list, self.tokens))
        other.victories = list(self.victories)
        other.cat = self.cat
        other.discard = list(self.discard)
        other.current = self.current
        other.turn = self.turn
        other.phase = self.phase
        other.pending = list(self.pending)
        other.revealed = None if self.revealed is None else (self.revealed[0], list(self.revealed[1]))
        other.used = set(self.used)
        other.peeks = dict(self.peeks)
        other.battle_due = self.battle_due
        other.ending = self.ending
        other.history = list(self.history)
        other._skips = self._skips
        other._legal = self._legal      # (never changed in place: a shared _ALL_TAKES stays itself)
        other.room = None if self.room is None else list(map(list, self.room))
        if self.start_position is not None:         # a game dealt from a typed position, marked so
            other.start_position = self.start_position
            other.dealt_for = self.dealt_for        # (``core.position.started_from``)
        return other

    def position(self, seat):
        """What ``seat`` knows now as a ``Position``: ``.text`` to type or paste, ``.data`` the
        JSON form (``docs/positions.md``, ``architects/position.py``)."""
        from .position import position
        return position(self, seat)

    @classmethod
    def from_position(cls, source, seed=0):
        """A game at ``source`` (a ``Position``, its text or JSON), every deck below its top, the
        central deck and the Progress stack dealt at random from ``seed`` as ``redeal`` deals
        them; ``InvalidPosition`` naming the field when no real game could reach it."""
        from .position import from_position
        return from_position(cls, source, seed)

    def redeal(self, seat, rng):
        """A copy where everything ``seat`` cannot see is dealt again at random from ``rng``: the
        central deck (but the top the Cat showed them), every wonder deck below its face-up top,
        the Progress stack, the cards Halicarnassus revealed when ``seat`` is not the one who
        looks, and the shuffles still to come (the game's own random generator).

        Which hidden card lies in which deck is dealt as far as the players do not know it: in a
        game seen from its start they know each deck's make-up (its wonder's cards, less every
        take they saw), and each deck's own cards are shuffled; in a game dealt from a typed
        position (``from_position``) they know only what each deck may hold (``room``), and the
        hidden cards are dealt afresh into the decks, over every split it allows (``deal.fill``).

        The result depends only on what ``seat`` sees and on ``rng``, so an analysis run on it
        cannot read what the player could not see.

        >>> import random
        >>> game = Game(players=3, seed=2)
        >>> other = game.redeal(0, random.Random(1))
        >>> other.view(0) == game.view(0), other.decks == game.decks
        (True, False)
        >>> [sorted(d) for d in other.decks] == [sorted(d) for d in game.decks]     # each deck's make-up, known
        True
        """
        seat = self.check_seat(seat)
        if self.room is not None:
            other = self._copy_state()
            _deal_within_room(other, seat, self.knows_central_top(seat), rng)
        else:
            # each deck made afresh, not copied first: its hidden cards sorted (what ``seat`` may
            # know of them), shuffled, then its top put back when ``seat`` sees it
            other = self._copy_state(decks=False)
            central = self.decks[self.players]
            keep = 1 if self.knows_central_top(seat) else 0
            hidden = sorted(central[:len(central) - keep])
            fast_shuffle(rng, hidden)
            if keep:
                hidden.append(central[-1])
            decks = other.decks = []
            looked = other.revealed[0] if other.revealed is not None and seat != other.current else None
            for index, deck in enumerate(self.decks[:self.players]):
                below = deck[:-1]
                if index == looked:
                    cards = other.revealed[1]
                    pool = sorted(below + cards)
                    fast_shuffle(rng, pool)
                    cards[:] = pool[len(below):]
                    below = pool[:len(below)]
                else:
                    below.sort()
                    fast_shuffle(rng, below)
                if deck:
                    below.append(deck[-1])
                decks.append(below)
            decks.append(hidden)
        other.stack.sort()
        fast_shuffle(rng, other.stack)
        other._rng = [rng.getrandbits(64)]      # (``make_rng`` of it when first read: ``rng``)
        if other.revealed is not None and seat != other.current and other.phase == KEEPING:
            other._legal = other._compute_legal()       # the cards to keep are others now
        return other

    def state_key(self):
        """Everything that makes up the game state, as one comparable value."""
        return (self.turn, self.current, self.phase, tuple(map(tuple, self.decks)),
                tuple(self.face_up), tuple(self.stack), self.war, tuple(map(tuple, self.cards)),
                tuple(self.built), tuple(map(tuple, self.tokens)), tuple(self.victories), self.cat,
                tuple(self.discard), tuple(self.pending), str(self.revealed),
                tuple(sorted(self.used)), self.battle_due, self.ending, self._known_tops(),
                self.rng.getstate(), None if self.room is None else tuple(map(tuple, self.room)))

    def _known_tops(self):
        """The seats that know the central top card (part of the state: views depend on it)."""
        return tuple(s for s in range(self.players) if self.knows_central_top(s))

    def __repr__(self):
        if self.is_over:
            return say("arch.repr.game.over", players=self.players)
        from ..core.labels import shown_name
        return say("arch.repr.game.on", players=self.players, turn=self.turn, name=shown_name(self.names[self.current]))

    def _repr_html_(self):
        from ..views.architects import game_html
        return game_html(self)

    # -- explanations -------------------------------------------------------------------------
    def action_text(self, seat, action):
        """``action`` as ``seat`` reads it among its options: ``str(action)``, but a take names
        the card it gives when ``seat`` sees it (a deck's face-up top; the central top only when
        the Cat showed it). The notation (``take left``) stays as it is.

        >>> game = Game(players=2, seed=1)
        >>> [game.action_text(0, a) for a in game.legal_actions(0)]
        ['Take the Tablet from the left deck', 'Take the Tablet from the right deck', 'Take the top card of the hidden central deck']
        """
        if action.kind != TAKE:
            return str(action)
        deck = self.deck_index(seat, action.source)
        cards = self.decks[deck] if deck is not None else ()
        if not cards or deck == self.players and not self.knows_central_top(seat):
            return str(action)
        card = card_phrase(KINDS[cards[-1]])
        if deck == self.players:
            text = say("arch.action.take_shown", card=card)
        else:
            text = say("arch.action.take_card", card=card, source=source_text(action.source))
        if action.via == TURN:
            return text
        return say("arch.action.extra", via=via_text(action.via), what=text[0].lower() + text[1:])

    def explain(self, seat, action):
        """What ``action`` does, as sentences a learner can read; for an action that is not legal
        now, why not. It never raises. A construction is explained unit by unit: the grey cards,
        then the gold cards and their coins, then the token that serves, if any.

        >>> game = Game(players=2, seed=3, wonders=["Giza", "Rhodes"])
        >>> game.explain(0, game.legal_actions(0)[2])
        ['You take the hidden top card of the central deck: you do not know what it is.']
        >>> game.explain(1, game.legal_actions(0)[2])
        ["Not possible now: it is Player 1's turn."]
        """
        try:
            seat = self.check_seat(seat)
            if not isinstance(action, Action) or action not in self.legal_actions(seat):
                raise IllegalAction(self._why_illegal(seat, action))
        except IllegalAction as error:
            return [say("arch.explain.not_legal", reason=str(error))]
        if action.kind == TAKE:
            deck = self.deck_index(seat, action.source)
            cards = self.decks[deck]
            if deck == self.players and not self.knows_central_top(seat):
                return [say("arch.explain.central")]
            if deck == self.players:
                steps = [say("arch.explain.central_known", card=card_phrase(KINDS[cards[-1]]))]
            else:
                steps = [say("arch.explain.take", card=card_phrase(KINDS[cards[-1]]),
                             wonder=self.wonders[deck].label)]
            return steps + self._explain_card(seat, cards[-1])
        if action.kind == BUILD:
            return self._explain_build(seat, action)
        if action.kind == PROGRESS:
            if action.token == HIDDEN:
                token = say("arch.token.hidden")
            else:
                token = self.rules.token(action.token).label
            if action.via == SCIENCE:
                return [say("arch.explain.trade", cards=kinds_text(action.cards), token=token)]
            return [say("arch.explain.babylon", token=token)]
        if action.kind == LOOK:
            return [say("arch.power.look_five")]
        return [say("arch.explain.keep", card=kinds_text(action.cards))]

    def _explain_build(self, seat, action):
        stage = self.wonders[seat].stage(action.stage)
        steps = [say("arch.explain.build", stage=str(stage), cards=kinds_text(action.cards))]
        golds = action.cards.count(GOLD)
        greys = [k for k in action.cards if k != GOLD]
        if greys:
            steps.append(say("arch.explain.greys", cards=kinds_text(greys), units=len(greys),
                             count=stage.count))
        engineering, coins = self._pay_rules(seat)
        if golds:
            missing = stage.count - len(greys)
            economy = coins == 2 and missing > golds
            value = 2 if economy else 1
            steps.append(say("arch.explain.golds", golds=counted("arch.n.gold", golds),
                             missing=counted("arch.n.missing", missing),
                             coins=counted("arch.n.coin", golds * value)))
            if golds * value > missing:
                steps.append(say("arch.explain.spare_coin"))
            if economy:
                steps.append(say("arch.explain.economy"))
        if engineering and not fits_shape(action.cards, stage.identical):
            steps.append(say("arch.explain.engineering",
                             shape=say("arch.shape.same" if stage.identical else "arch.shape.diff")))
        if stage.power:
            steps.append(say(f"arch.power.{stage.power}"))
        if self.built[seat] | stage.bit == FULL:
            steps.append(say("arch.explain.last_stage"))
        return steps

    def _explain_card(self, seat, kind):
        steps = []
        if kind == BLUECAT and self.cat != seat:
            steps.append(say("arch.explain.cat"))
        if kind in (RED1, RED2) and self.war < self.conflicts:
            war = min(self.conflicts, self.war + (1 if kind == RED1 else 2))
            steps.append(say("arch.explain.battle" if war == self.conflicts else "arch.explain.horns",
                             war=war, tokens=self.conflicts))
        for tid in self.tokens[seat]:
            if tid not in self.used and kind in self.rules.token(tid).extra_take_on:
                steps.append(say("arch.explain.extra", token=self.rules.token(tid).label))
        if kind <= GOLD:
            held = list(self.cards[seat][:6])
            held[kind] += 1
            engineering, coins = self._pay_rules(seat)
            built = self.built[seat]
            for stage in self.wonders[seat].stages:
                if (not built & stage.bit and built & stage.supports == stage.supports
                        and payments(tuple(held), stage.count, stage.identical, engineering, coins)
                        and stage.id not in self.buildable(seat)):
                    steps.append(say("arch.explain.completes", stage=str(stage)))
        elif kind in GREENS:
            c = list(self.cards[seat][COMPASS:TABLET + 1])
            c[kind - COMPASS] += 1
            if max(c) >= 2 or min(c) >= 1:
                steps.append(say("arch.explain.science"))
        return steps

    def _why_illegal(self, seat, action):
        """The reason, in words, that ``action`` is not legal now for the valid ``seat``."""
        if self.phase == OVER:
            return say("arch.error.game_over")
        if seat != self.current:
            from ..core.labels import shown_name
            return say("arch.error.not_your_turn", player=shown_name(self.names[self.current]))
        if not isinstance(action, Action):
            kind = getattr(action, "kind", None)
            if kind in ("discard", "stage") or hasattr(action, "payment") or hasattr(action, "card"):
                return say("arch.error.no_hands")
            return say("arch.error.unknown", action=short_repr(action))
        problem = action.problem()
        if problem:
            return problem
        kind = action.kind
        if self.phase == KEEPING:
            return say("arch.error.keep_first", cards=kinds_text(self.revealed[1]))
        if kind == TAKE:
            if action.via == TURN:
                if self.phase != TAKING:
                    return say("arch.error.one_card")
                return self._why_not_deck(action.source)
            if self.phase == TAKING:
                return say("arch.error.take_first")
            effect = ("any" if action.via == "alexandria" else TAKE, action.via)
            if effect not in self.pending:
                if action.via in self.used:
                    return say("arch.error.token_used", token=self.rules.token(action.via).label)
                return say("arch.error.no_extra", via=giver_text(action.via))
            return self._why_not_deck(action.source)
        if self.phase == TAKING:
            return say("arch.error.take_first")
        if kind == BUILD:
            return self._why_not_build(seat, action)
        if kind == PROGRESS:
            if action.via == SCIENCE and not self._science_sets(seat):
                return say("arch.error.no_science")
            if action.via == SCIENCE and not action.cards:
                return say("arch.error.no_trade_cards")
            if action.via == SCIENCE and any(k not in GREENS for k in action.cards):
                return say("arch.error.not_green", cards=kinds_text(action.cards))
            if action.via != SCIENCE and action.cards:
                return say("arch.error.power_is_free", via=giver_text(action.via))
            if action.via != SCIENCE and (PROGRESS, action.via) not in self.pending:
                return say("arch.error.no_extra", via=giver_text(action.via))
            if action.token != HIDDEN and action.token not in self.face_up:
                return say("arch.error.token_not_offered", token=self.rules.token(action.token).label,
                           offered=", ".join(self.rules.token(t).label for t in self.face_up) or "-")
            if action.token == HIDDEN and not self.stack:
                return say("arch.error.no_hidden_token")
            return say("arch.error.bad_trade", cards=kinds_text(action.cards))
        if kind == LOOK:
            if (LOOK, "halicarnassus") in self.pending:
                return self._why_not_deck(action.source)
            return say("arch.error.no_extra", via=giver_text("halicarnassus"))
        return say("arch.error.no_extra", via=giver_text("halicarnassus"))     # a keep, not now

    def _why_not_deck(self, source):
        """Why a well-formed take from ``source`` is refused: that deck is empty, or out of reach."""
        index = self.deck_index(self.current, source)
        if source in SIDES and not self.decks[index]:
            return say("arch.error.empty", source=source_text(source))
        return say("arch.error.no_source", source=source_text(source))

    def _why_not_build(self, seat, action):
        wonder = self.wonders[seat]
        if not 1 <= action.stage <= 5:
            return say("arch.error.no_stage", stage=action.stage)
        stage = wonder.stage(action.stage)
        built = self.built[seat]
        if built & stage.bit:
            return say("arch.error.already_built", stage=str(stage))
        missing = [k for k in stage.rests_on if not built & (1 << (k - 1))]
        if missing:
            return say("arch.error.supports.one" if len(missing) == 1 else "arch.error.supports.other",
                       stage=str(stage), missing=kinds_list([str(k) for k in missing]))
        ways = [a for a in self._build_actions(seat) if a.stage == action.stage]
        if not ways:
            return say("arch.error.cannot_pay", stage=str(stage), cards=kinds_text(
                [k for k in range(6) for _ in range(self.cards[seat][k])]))
        return say("arch.error.payment", stage=str(stage),
                   ways=semicolons(kinds_text(a.cards) for a in ways))


def _deal_within_room(game, seat, central_top, rng):
    """Deal the cards ``seat`` cannot see into ``game``'s decks afresh, each deck within its
    ``room`` (``Game.redeal`` of a game dealt from a typed position); ``central_top``: whether
    ``seat`` knows the central deck's top. The hidden cards go in as counts, so that the deal
    depends only on what ``seat`` sees."""
    decks, n = game.decks, game.players
    room = [list(r) for r in game.room]
    looked = game.revealed[0] if game.revealed is not None else None
    shown = game.revealed[1] if looked is not None else ()
    seen = looked is not None and seat == game.current        # the looker knows the cards it looks at
    sizes, kept, pool = [], [], [0] * len(KINDS)
    for d, deck in enumerate(decks):
        keep = 1 if deck and (d < n or central_top) else 0
        kept.append(keep)
        hidden = deck[:len(deck) - keep]
        for k in deck[len(deck) - keep:]:
            room[d][k] -= 1
        if d == looked:
            if seen:
                for k in shown:
                    room[d][k] -= 1
            else:
                hidden = hidden + shown
        sizes.append(len(hidden))
        for k in hidden:
            pool[k] += 1
    dealt = fill(room, sizes, pool, rng)
    for d, deck in enumerate(decks):
        cards = dealt[d]
        below = len(deck) - kept[d]
        if d == looked and not seen:
            shown[:] = cards[below:]
            cards = cards[:below]
        deck[:below] = cards


def kinds_list(words):
    """``['2', '3']`` -> ``'2 and 3'`` (in the current language)."""
    if len(words) <= 1:
        return "".join(words)
    return say("arch.list.and", first=", ".join(words[:-1]), last=words[-1])


def fits_shape(cards, identical):
    """Whether the grey cards of a payment are identical (or all different) as the stage asks.

    >>> fits_shape((0, 0, 5), True), fits_shape((0, 1, 5), True), fits_shape((0, 1), False)
    (True, False, True)
    """
    greys = [k for k in cards if k != GOLD]
    return len(set(greys)) <= 1 if identical else len(set(greys)) == len(greys)


def check_options(players, seed, wonders, names):
    """The options of a game, checked before anything is dealt: ``(players, seed, wonders,
    names)`` as plain ints and lists that a record saves, or ``ValueError`` naming the option.

    >>> check_options(3, 7, None, ("Ana", "Bo", "Cy"))
    (3, 7, None, ['Ana', 'Bo', 'Cy'])
    >>> check_options(2, 7, None, ["Ana", " Ana"])
    Traceback (most recent call last):
    ValueError: names: ['Ana', ' Ana']: two players have the same name
    """
    def whole(value):
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            return None
        return operator.index(value)

    count = whole(players)
    if count is None or not 2 <= count <= 7:
        raise ValueError(say("arch.option.players", value=short_repr(players)))
    number = whole(seed)
    if number is None:
        raise ValueError(say("arch.option.seed", value=short_repr(seed)))
    check_seed(number)
    rules = ruleset()
    if wonders is not None:
        if not isinstance(wonders, (list, tuple)) or len(wonders) != count:
            raise ValueError(say("arch.option.wonders.list", value=short_repr(wonders), count=count))
        ids = []
        for wonder in wonders:
            try:
                ids.append(rules.wonder(wonder).id)
            except KeyError:
                raise ValueError(say("arch.option.wonders.unknown", value=short_repr(wonder))) from None
        if len(set(ids)) != count:
            raise ValueError(say("arch.option.wonders.twice", value=short_repr(wonders)))
        wonders = list(wonders)
    if names is not None:
        if not isinstance(names, (list, tuple)) or len(names) != count:
            raise ValueError(say("arch.option.names.list", value=short_repr(names), count=count))
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise ValueError(say("arch.option.names.blank", value=short_repr(name)))
        if len({" ".join(name.split()).casefold() for name in names}) != count:
            raise ValueError(say("arch.option.names.twice", value=short_repr(names)))
        names = [str(name) for name in names]
    return count, number, wonders, names


_DECKS = {}     # a wonder's id ("" the central deck, " tokens" the Progress stack) -> its cards
_NO_CARDS = (0,) * len(KINDS)


def _deck(key, counts):
    """The cards of a deck before shuffling (kind indices; token ids for the Progress stack)."""
    found = _DECKS.get(key)
    if found is None:
        if key == " tokens":
            found = tuple(t.id for t in counts for _ in range(t.copies))
        else:
            found = tuple(k for k, count in enumerate(counts) for _ in range(count))
        _DECKS[key] = found
    return found


def _random_key(rng):
    """A sort key that is ``rng.random()`` drawn afresh for each card: a sort calls its key once
    per card, in the cards' order, so the keys are the draws ``[rng.random() for _ in cards]``
    would make. Built of C-level calls (``partial`` of ``next`` on a ``starmap``): no Python
    function is called per card, nor a list of keys made apart."""
    return partial(next, starmap(rng.random, repeat(())))


def _shuffled(cards, rng):
    """``cards`` as a new list in the order ``shuffle`` gives: one ``rng.random()`` key per card,
    drawn in the cards' order, and a stable sort on the keys."""
    return sorted(cards, key=_random_key(rng))


def shuffle(rng, cards):
    """Shuffle in place: every order equally likely (sorting by random keys is several times
    faster than ``random.shuffle`` in pure Python, and the seed still decides everything)."""
    cards.sort(key=_random_key(rng))


def duel_tokens(mine, theirs):
    """Military Victory tokens at 2 players: 1 to the stronger, 2 when at least double (and 2+).

    >>> [duel_tokens(a, b) for a, b in ((1, 0), (2, 0), (2, 1), (3, 2), (4, 2), (0, 0), (2, 3))]
    [1, 2, 2, 1, 2, 0, 0]
    """
    if mine <= theirs:
        return 0
    return 2 if mine >= 2 * theirs and mine >= 2 else 1
