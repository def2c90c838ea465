"""7 Wonders Duel with the Pantheon expansion: ``Game(seed=..., pantheon=True)``.

The base game's engine plays the cards; this subclass adds what the Pantheon rulebook adds:
Mythology tokens on face-down cards of Age I and Offering tokens on those of Age II (the player who
turns such a card over takes its token), the Pantheon board where Mythology tokens seat Divinities
face down, revealed at the start of Age II with the Gate in the last space, the activation of a
Divinity as a turn's action (its space's cost for you, less Offering tokens and the Sanctuary),
the 15 Divinities' powers and the Gate's, the Grand Temples in the Guilds' place, the new wonders
and progress tokens, and their scoring (``docs/duel_expansions.md`` lists the rules we were
unsure of and how we decided).

>>> game = Game(seed=3, pantheon=True)
>>> type(game).__name__, sorted(game.myth_on), len(game.draft)
('PantheonGame', [2, 4, 9, 11, 13], 14)
>>> from .game import random_game
>>> Game.replay(random_game(3, pantheon=True).record()).state_key() == random_game(3, pantheon=True).state_key()
True
"""

from functools import cache, partial
from itertools import combinations, permutations
from math import log

from ..core.errors import IllegalAction
from ..core.i18n import say
from ..core.rng import below
from ..core.rng import shuffle as fast_shuffle
from .actions import BUILD, coins_text, describe, made
from .cards import SCIENCE, board
from .game import (
    _CAPITAL,
    _CARD_LIST,
    _IS_GUILD,
    _LOOT,
    _LOOTING,
    _PICKS,
    _TOKEN_LIST,
    _WONDER_LIST,
    MILITARY,
    OVER,
    PICK_PHASE,
    PLAY,
    REVIVE_PHASE,
    Game,
    Looting,
    Step,
)
from .pantheon_actions import (
    ACTIVATE,
    ANUBIS,
    BAAL,
    DECK,
    FREE,
    ISIS,
    KINDS,
    MINERVA,
    NEPTUNE_APPLY,
    NEPTUNE_DISCARD,
    PLACE,
    RA,
    SNAKE,
    ZEUS,
    Rite,
    choices_text,
    offerings_text,
    set_loot,
)
from .pantheon_data import (
    ALL_DIVINITIES,
    BOARD_COSTS,
    DIVINITIES,
    GATE,
    MYTHOLOGY_IDS,
    MYTHOLOGY_POSITIONS,
    OFFERING_POSITIONS,
    OFFERINGS,
    SPACES,
    SYMBOLS,
    TEMPLE_POINTS,
    TEMPLES,
    TEMPLES_IN_AGE_3,
    TOKEN_EFFECTS,
    TOKENS_BY_INDEX,
    TOKENS_PER_MYTHOLOGY,
    WONDER_EFFECTS,
    WONDERS_BY_INDEX,
)
from .pantheon_data import WONDERS as PANTHEON_WONDERS

# the Pantheon's decisions' phases (a set: the hot paths ask whether a phase is one)
PHASES = frozenset((PLACE, SNAKE, BAAL, ZEUS, ANUBIS, ISIS, RA, MINERVA, NEPTUNE_DISCARD, NEPTUNE_APPLY, DECK, FREE))
_TEMPLE = {t.index for t in TEMPLES}
_TEMPLES = tuple(t.index for t in TEMPLES)
_BASE_CARDS = TEMPLES[0].index
_SANCTUARY = next(w.index for w in PANTHEON_WONDERS if WONDER_EFFECTS[w.id].get("pantheon_discount"))
_SANCTUARY_DISCOUNT = WONDER_EFFECTS[PANTHEON_WONDERS[_SANCTUARY - PANTHEON_WONDERS[0].index].id]["pantheon_discount"]
_MYSTICISM = TOKEN_EFFECTS["mysticism"]["points_per_pantheon_token"]
_ENGINEERING_COST = TOKEN_EFFECTS["engineering"]["chain_card_cost"]
_POLIORCETICS = TOKEN_EFFECTS["poliorcetics"]["coins_lost_per_step"]
# per card index, the cost entry of a card built for Engineering's price (``_entry``)
_ENGINEERED = [(_ENGINEERING_COST, 0, made(BUILD, c, coins=_ENGINEERING_COST)) for c in _CARD_LIST]
_TOKEN_INDICES, _WONDER_INDICES = tuple(range(len(TOKENS_BY_INDEX))), tuple(range(len(WONDERS_BY_INDEX)))
_MYTH_TOKENS = tuple(m for m in MYTHOLOGY_IDS for _ in range(TOKENS_PER_MYTHOLOGY))     # the deal's, in order
_BY_MYTH = {m: [d.index for d in DIVINITIES if d.mythology == m] for m in MYTHOLOGY_IDS}
_DECK_ORDERS = {m: list(permutations(cards)) for m, cards in _BY_MYTH.items()}
_TRACK = range(-_CAPITAL, _CAPITAL + 1)
_ENKI = DIVINITIES.by_name("Enki").index
_THEATER = next(w.index for w in PANTHEON_WONDERS if WONDER_EFFECTS[w.id].get("theater"))
set_loot(_LOOT)


class PantheonGame(Game):
    """A game of 7 Wonders Duel with the Pantheon: made by ``Game(seed=..., pantheon=True)``.

    Its verbs extend the base game's; its hottest ones (a take, a cost entry...) call them through
    class attributes (``_next_take``...), quicker than ``super()``: ``PantheonAgoraGame`` sets
    them to Agora's verbs, and ``_UNCOVERS_TOKEN`` to its own structures' places.
    """

    # its own state in slots, as the base game's hot state (``Game.__slots__``): in the instance's
    # ``__dict__`` they would leave it more keys than Python's quickest (shared-key) dict holds
    __slots__ = ("spaces", "placed_by", "gods", "myths", "offerings", "astarte", "minerva", "snake", "enki",
                 "claims", "resume", "free_from", "gone", "_due", "decks", "myth_on", "offering_on", "_random")

    # the verbs the Pantheon's extend (Agora's in a game of both): ``self._next_take(...)``
    _next_take, _next_entry, _next_forget = Game._take, Game._entry, Game._forget
    _next_apply, _next_military, _next_build_wonder = Game._apply, Game._military, Game._build_wonder

    # per Age and position, whether taking its card may uncover a card that holds a token
    _UNCOVERS_TOKEN = {age: [any(q in places for q in board().structures[age].covers[pos]) for pos in range(20)]
                       for age, places in ((1, set(MYTHOLOGY_POSITIONS)), (2, set(OFFERING_POSITIONS)))}

    def _deal_more(self, rng):
        """The Pantheon's deal, drawn from ``rng`` after the base game's (which is drawn as ever)."""
        self._options["pantheon"] = True
        tokens = list(_TOKEN_INDICES)           # (Agora's, if known, are not dealt)
        fast_shuffle(rng, tokens)
        self.board_tokens, self.box_tokens = sorted(tokens[:5]), tokens[5:]
        wonders = list(_WONDER_INDICES)
        fast_shuffle(rng, wonders)
        self.draft, self.offered = wonders, wonders[:4]
        guild = _IS_GUILD
        temples = list(_TEMPLES)
        fast_shuffle(rng, temples)
        deck = [c for c in self.layouts[3] if not guild[c]]
        deck += temples[:TEMPLES_IN_AGE_3]
        fast_shuffle(rng, deck)
        self.layouts[3] = deck
        self.removed[3] = [c for c in self.removed[3] if not guild[c]] + temples[TEMPLES_IN_AGE_3:]
        # mythology -> divinity indices, the top first: each deck one of its orders
        self.decks = {myth: list(orders[below(rng, len(orders))]) for myth, orders in _DECK_ORDERS.items()}
        myths = list(_MYTH_TOKENS)
        fast_shuffle(rng, myths)
        self.myth_on = dict(zip(MYTHOLOGY_POSITIONS, myths, strict=False))    # Age I position -> token
        offerings = list(OFFERINGS)
        fast_shuffle(rng, offerings)
        self.offering_on = dict(zip(OFFERING_POSITIONS, offerings, strict=True))  # Age II position -> discount
        self.spaces = [None] * SPACES               # the Pantheon: divinity index or None
        self.placed_by = [None] * SPACES
        self.gods = [[], []]                        # the divinities each player activated
        self.myths = [[], []]                       # the Mythology tokens each player holds
        self.offerings = [[], []]                   # the Offering tokens each player holds
        self.astarte = [0, 0]                       # coins on Astarte (part of ``coins``, not lost)
        self.minerva = None                         # the Minerva pawn's track space
        self.snake = None                           # the card under Nisaba's Snake
        self.enki = []                              # the progress tokens on Enki
        self.claims = []                            # (seat, mythology) tokens still to seat a divinity
        self.resume = None                          # (phase, current, options) after the claims
        self.free_from = None                       # the deck a ``free`` decision shows whole, or None
        self.gone = []                              # the tokens out of the game: given, or discarded by Zeus
        self._due = None                            # a random play-out's takes before the Pantheon's turn
        self._random = None                         # and its draw (``rng.random``), which seats divinities

    # -- legal actions ------------------------------------------------------------------------
    def _compute_legal(self, seat, discards=True):
        if self.phase in PHASES:
            return list(self.options)
        found = super()._compute_legal(seat, discards)
        if self.phase == PLAY and self.age >= 2:
            found += self._activations(seat)
        return found

    def activation_cost(self, seat, space):
        """What activating the divinity on ``space`` (1 to 6) costs ``seat`` before Offering tokens:
        its space's cost for that player, twice for the Gate, 2 less with the Sanctuary."""
        divinity = ALL_DIVINITIES[self.spaces[space - 1]]
        cost = BOARD_COSTS[seat][space - 1] * divinity.cost_factor
        if _SANCTUARY in self.p[seat].built:
            cost -= _SANCTUARY_DISCOUNT
        return max(0, cost)

    def _activations(self, seat):
        p, offerings = self.p[seat], self.offerings[seat]
        coins = p.coins
        key = (seat, tuple(sorted(offerings)) if offerings else (), _SANCTUARY in p.built)
        ways = _ACTIVATION_WAYS.get(key) or _activation_ways(*key)
        return [rite for space, index in enumerate(self.spaces) if index is not None
                for pay, rite in ways[space][index] if pay <= coins]

    # -- playing ------------------------------------------------------------------------------
    def play(self, seat, action):
        """As ``Game.play``, and the Pantheon's own decisions (``Rite``)."""
        if action.__class__ is Rite or self.phase in PHASES:
            seat = self._seat(seat)
            legal = self.legal_actions(seat)
            found = self._equal_legal(legal, action)
            if found is None:
                raise IllegalAction(self._why_rite(seat, action))
            self._forget_handed()
            self._actions.append((seat, found))
            self._rite(seat, found)
            self._claim(seat)
        else:                   # (a take or a base decision claims its tokens itself: ``_take``, ``_apply``)
            super().play(seat, action)

    def _apply(self, seat, action):
        self._next_apply(seat, action)
        if 0 < self.age < 3:         # (the draft turns over no card)
            self._claim(seat)

    def _rite(self, seat, action):
        kind, p, other = action.kind, self.p[seat], self.p[1 - seat]
        if kind == PLACE:
            self._place(seat, action)
            return
        if kind == ACTIVATE:
            p.coins -= action.coins
            for given in action.offerings:
                self.offerings[seat].remove(given)
                self.gone.append(given)
            self.spaces[action.space - 1] = None
            self._invoke(seat, action.divinity)
        elif kind == SNAKE:
            self.snake = action.card.index
            self._science(seat, action.card.effect.science)
        elif kind == BAAL:
            self._destroy(seat, action.card.index)
            self.discard.pop()
            self._build(seat, action.card, False)
        elif kind == ZEUS:
            self._zeus(action.target)
        elif kind == ANUBIS:
            self._unbuild(action.wonder.index)
        elif kind == ISIS:
            self.discard.remove(action.card.index)
            self._build_wonder(seat, action.wonder, action.card)
        elif kind == RA:
            other.wonders.remove(action.wonder.index)
            p.wonders.append(action.wonder.index)
        elif kind == MINERVA:
            self.minerva = action.target
        elif kind in (NEPTUNE_DISCARD, NEPTUNE_APPLY):
            token = next(t for t in self.loot if (t[0], t[1]) == action.target)
            self.loot.remove(token)
            if kind == NEPTUNE_APPLY:
                self._looted(seat, token[0], token)
        elif kind == DECK:
            self.pending.insert(0, (FREE, seat, action.target))
        else:                               # FREE: a revealed divinity, activated for free
            self.decks[action.divinity.mythology].remove(action.divinity.index)
            self._invoke(seat, action.divinity)
        self._continue(seat)
        if self.astarte[0] or self.astarte[1]:
            self._settle()

    def _invoke(self, seat, divinity):
        """Apply ``divinity``'s power for ``seat`` (it joins the player's divinities)."""
        self.gods[seat].append(divinity.index)
        effect, p = divinity.effect, self.p[seat]
        if "coins" in effect:
            p.coins += effect["coins"]
        if "astarte_coins" in effect:
            p.coins += effect["astarte_coins"]
            self.astarte[seat] += effect["astarte_coins"]
        if "shields" in effect and self._military(seat, effect["shields"]):
            return
        if "science" in effect:
            self._science(seat, SCIENCE.index(effect["science"]))
        if "enki" in effect:
            if not self.enki:
                self.enki, self.box_tokens = self.box_tokens[:effect["enki"]], self.box_tokens[effect["enki"]:]
            # the tokens on Enki are drawn as the Great Library draws: the one not taken goes to the box
            self.box_tokens = self.enki + self.box_tokens
            self.pending.append(("library", seat, len(self.enki)))
            self.enki = []
        for step in _DECISIONS[divinity.index]:
            self.pending.append((step, seat, None))

    def _expansion_step(self, step, seat):
        """The choices and phase of a Pantheon decision ``step`` = (kind, seat, detail) (``Game._continue``)."""
        return self._choices(step), step[0]

    def _choices(self, step):
        """The choices of a Pantheon decision ``step`` = (kind, seat, detail)."""
        kind, seat, detail = step
        p, other = self.p[seat], self.p[1 - seat]
        if kind == SNAKE:
            return [_made(SNAKE, card=c) for c in other.cards if _CARD_LIST[c].color == "green"]
        if kind == BAAL:
            return [_made(BAAL, card=c) for c in other.cards if _CARD_LIST[c].color in ("brown", "gray")]
        if kind == ZEUS:
            return [rite for rite, c in zip(_zeus(len(self.slots)), self.slots, strict=True) if c is not None]
        if kind == ANUBIS:
            return [_made(ANUBIS, wonder=w) for q in self.p for w in q.built]
        if kind == ISIS:
            if self.wonders_built >= 7:
                return []
            return [_made(ISIS, card=c, wonder=w) for c in sorted(set(self.discard)) for w in p.wonders]
        if kind == RA:
            return [_made(RA, wonder=w) for w in other.wonders]
        if kind == MINERVA:
            i = self.pawn + _CAPITAL           # (every space but the pawn's, in the track's order)
            return _MINERVA[:i] + _MINERVA[i + 1:]
        if kind in (NEPTUNE_DISCARD, NEPTUNE_APPLY):
            return [_made(kind, target=(t[0], t[1])) for t in self.loot]
        if kind == DECK:
            return [_made(DECK, target=m) for m in MYTHOLOGY_IDS if self.decks[m]]
        # FREE: the top of every deck (the Gate), or a whole deck (the Divine Theater)
        self.free_from = detail
        shown = [deck[0] for deck in self.decks.values() if deck] if detail is None else self.decks[detail]
        return [_made(FREE, divinity=d) for d in shown]

    # -- the tokens on the structure and the Pantheon board -----------------------------------
    def _claim(self, seat):
        """The player whose turn turned over a card holding a token takes it (a Mythology token then
        seats a divinity: ``place``)."""
        tokens = self.myth_on if self.age == 1 else self.offering_on if self.age == 2 else None
        if not tokens or self.phase == OVER:
            return
        revealed = self.revealed
        for q in tokens:
            if revealed[q]:
                break
        else:
            return
        for q in [q for q in tokens if revealed[q]]:
            if self.age == 1:
                self.claims.append((seat, tokens.pop(q)))
            else:
                self.offerings[seat].append(tokens.pop(q))
        if self.claims and self.resume is None:
            self.resume = (self.phase, self.current, self.options)
            self._open_claim()

    def _open_claim(self):
        """Take the first claimed token; its Mythology's deck offers two divinities to seat (none
        when the Divine Theater emptied the deck in Age I: the token is only kept). A random
        play-out seats them at once, drawing as its loop would (``_play_at_random``)."""
        while self.claims:
            seat, myth = self.claims[0]
            self.myths[seat].append(myth)
            self.p[seat].chains.add(SYMBOLS[myth])
            empty = [s for s, d in enumerate(self.spaces, 1) if d is None]
            drawn = self.decks[myth][:2]
            count = len(drawn) * len(empty)
            if count:
                if self._random is None:
                    self.phase, self.current, self.options = PLACE, seat, [_PLACES[d][s] for d in drawn for s in empty]
                    return
                # the option the loop draws among those (divinity by divinity, space by space)
                d, s = divmod((self._random() * count).__trunc__(), len(empty))
                action = _PLACES[drawn[d]][empty[s]]
                self._actions.append((seat, action))
                self._put(seat, action)
            else:
                self.claims.pop(0)
        (self.phase, self.current, self.options), self.resume = self.resume, None

    def _place(self, seat, action):
        self._put(seat, action)
        self._open_claim()

    def _put(self, seat, action):
        """Seat the divinity of the first claim as ``action`` (a ``place``) says."""
        _, myth = self.claims.pop(0)
        self.decks[myth].remove(action.divinity.index)       # the other drawn card stays on top
        self.spaces[action.space - 1] = action.divinity.index
        self.placed_by[action.space - 1] = seat

    def _start_age(self, age, starter):
        super()._start_age(age, starter)
        if age == 2:        # the Divinities are revealed; the Gate takes the empty space
            for s, d in enumerate(self.spaces):
                if d is None:
                    self.spaces[s] = GATE.index
                    break
            if _ENKI in self.spaces:
                self.enki, self.box_tokens = self.box_tokens[:2], self.box_tokens[2:]

    # -- powers' mechanics --------------------------------------------------------------------
    def _zeus(self, pos):
        """The card at ``pos`` (covered or not) goes to the discard pile with any token on it; the
        cards it covered and nothing else covers are free and turned over at the end of the turn."""
        self.discard.append(self.slots[pos])
        self.slots[pos] = None
        if self.age == 1:
            self.gone.append(self.myth_on.pop(pos, None))
        elif self.age == 2:
            self.gone.append(self.offering_on.pop(pos, None))
        if pos in self.free:
            self.free.remove(pos)
        else:               # still covered: the cards on it are taken later, it never frees again
            self.cover[pos] = 1 << 20
        for q in self._covers[pos]:
            self.cover[q] -= 1
            if not self.cover[q] and self.slots[q] is not None:
                self.free.append(q)
                if not self.revealed[q]:
                    self.freed.append(q)

    def _unbuild(self, wonder):
        """Anubis: the card under ``wonder`` goes to the discard pile; the wonder is to be built again
        (what it gave at once is kept; what it produces is not)."""
        owner = next(q for q in self.p if wonder in q.built)
        i = owner.built.index(wonder)
        owner.built.pop(i)
        self.discard.append(owner.tucked.pop(i))
        owner.wonders.append(wonder)
        self.wonders_built -= 1
        choice = _WONDER_LIST[wonder].effect.produces_choice
        if choice:
            choices = list(owner.choices)
            choices.remove(choice)
            owner.choices = tuple(choices)
            self._forget((self.p.index(owner),))

    def _lose(self, seat, coins):
        """``seat`` loses ``coins`` from its treasury (never the coins on Astarte): ``(lost, kept)``."""
        p = self.p[seat]
        kept = min(self.astarte[seat], p.coins)
        lost = min(p.coins - kept, coins)
        p.coins -= lost
        return lost, kept

    def _settle(self):
        """Coins spent are taken from the treasury first, then from Astarte."""
        for seat in (0, 1):
            if self.astarte[seat] > self.p[seat].coins:
                self.astarte[seat] = self.p[seat].coins

    def _military(self, seat, shields):
        """Move the pawn ``shields`` spaces; it stops before the Minerva pawn (which then leaves);
        Poliorcetics costs the opponent 1 coin a space. True on military supremacy."""
        poliorcetics = "poliorcetics" in self.p[seat].has
        if self.minerva is None and not poliorcetics and not self.astarte[1 - seat]:
            return self._next_military(seat, shields)          # nothing of the Pantheon's in the way
        step = 1 if seat == 0 else -1
        for _ in range(shields):
            if self.minerva == self.pawn + step:
                self.minerva = None
                return False
            self.pawn += step
            if poliorcetics:
                self._lose(1 - seat, _POLIORCETICS)
            distance = abs(self.pawn)
            victim = 1 if self.pawn > 0 else 0
            for token in self.loot if distance in _LOOTING else ():
                if token[0] == victim and token[1] <= distance <= token[2]:
                    self.loot.remove(token)
                    self._looted(seat, victim, token)
                    break
            if distance >= _CAPITAL:
                self._finish(MILITARY, seat)
                return True
        return False

    def _looted(self, seat, victim, token):
        """The pawn moved by ``seat`` (or Neptune) took ``token`` from ``victim``'s side: ``victim``
        loses its coins, never those on Astarte (with Agora: its Influence, ``pantheon_agora.py``)."""
        lost, kept = self._lose(victim, token[3])
        self.lootings += (Looting(len(self._actions) - 1, victim, lost, token[3], kept),)

    def _build_wonder(self, seat, wonder, card):
        if not self.astarte[1 - seat] and wonder.index != _THEATER:
            self._next_build_wonder(seat, wonder, card)
            return
        other, loses = self.p[1 - seat], wonder.effect.opponent_loses
        before, kept = other.coins, min(self.astarte[1 - seat], other.coins)
        self._next_build_wonder(seat, wonder, card)
        if loses and kept:          # the coins on Astarte are not lost
            other.coins += min(before, loses) - min(before - kept, loses)
        if wonder.index == _THEATER and self.phase != OVER:
            self.pending.append((DECK, seat, None))

    def _take(self, seat, pos, action):
        self._next_take(seat, pos, action)
        astarte = self.astarte
        if astarte[seat] and astarte[seat] > self.p[seat].coins:     # (only the taker paid)
            astarte[seat] = self.p[seat].coins
        age = self.age
        if age == 1:        # (a take turns over only the cards it uncovers)
            if self.myth_on and self._UNCOVERS_TOKEN[1][pos]:
                self._claim(seat)
            return
        if age == 2 and self.offering_on and self._UNCOVERS_TOKEN[2][pos]:
            self._claim(seat)
        if self._due is not None:           # a random play-out: the Pantheon's turn may be due
            self._due -= 1
            if self._due <= 0 and self.phase == PLAY:
                self.phase = _DUE           # (which ends the base game's loop of takes)

    def _take_token(self, seat, token):
        super()._take_token(seat, token)
        if _TOKEN_LIST[token].id == "engineering":
            self._forget((seat,))

    def _forget(self, seats):
        self._next_forget(seats)
        for seat in seats:
            if "engineering" in self.p[seat].has:       # its own costs: not the shared tables'
                self._costs[seat] = {}

    def _entry(self, seat, item):
        found = self._next_entry(seat, item)
        if ("engineering" in self.p[seat].has and found[0] > _ENGINEERING_COST
                and item.__class__ is _CARD_LIST[0].__class__ and item.chain_needs and item.index < _BASE_CARDS):
            found = self._costs[seat][item] = _ENGINEERED[item.index]
        return found

    # -- random play --------------------------------------------------------------------------
    def _random_take(self, seat, random):
        """``RandomBot``'s decision in the play phase: a legal action drawn with ``random``, an
        activation as likely as any take (the base game's draw knows no Pantheon)."""
        legal = self.legal_actions(seat)
        return legal[(random() * len(legal)).__trunc__()] if legal else super()._random_take(seat, random)

    def _play_at_random(self, rng):
        """Play on to the end, both seats drawing from ``rng`` (``RandomBot.play_out``): the takes as
        the base game draws them and, in Ages II and III, now and then the Pantheon: each take is
        followed by a turn to the Pantheon with probability ``_PANTHEON_DRAW`` (the number of takes
        in between drawn at once, so the base game's loop plays them), then a legal activation (a
        take when there is none); the other decisions are drawn among their choices."""
        random = rng.random
        draw_take = self._draw_take
        self._forget_handed()
        self._due = _takes_before_pantheon(random)
        self._random = random
        try:
            while True:
                phase = self.phase
                if phase is _DUE:
                    phase = self.phase = PLAY
                if phase == PLAY:
                    seat = self.current
                    if "engineering" in self.p[0].has or "engineering" in self.p[1].has:
                        # the base game's draw prices coins-only cards itself: Engineering's
                        # cheaper ones are drawn among the legal actions instead
                        legal = self._compute_legal(seat)
                        action = legal[(random() * len(legal)).__trunc__()]
                        if action.__class__ is not Rite:
                            self._take(seat, self.slots.index(action.card.index), action)
                            continue
                    else:
                        if self.age == 1 or self._due > 0:
                            draw_take(seat, random, True)
                            continue
                        self._due = _takes_before_pantheon(random)
                        acts = self._activations(seat)
                        if not acts:
                            pos, found = draw_take(seat, random)
                            self._take(seat, pos, found)
                            continue
                        action = acts[(random() * len(acts)).__trunc__()]
                elif phase == OVER:
                    return
                elif phase in PHASES:
                    seat, options = self.current, self.options
                    action = options[(random() * len(options)).__trunc__()]
                elif phase == PICK_PHASE:       # the draft (no card turned over): the legal picks, without their list
                    offered = self.offered
                    self._next_apply(self.current, _PICKS[offered[(random() * len(offered)).__trunc__()]])
                    continue
                else:
                    seat = self.current
                    legal = self._compute_legal(seat)
                    self._apply(seat, legal[(random() * len(legal)).__trunc__()])
                    continue
                self._actions.append((seat, action))
                self._rite(seat, action)
                if self.age < 3:
                    self._claim(seat)
        finally:
            self._due = self._random = None

    # -- the end ------------------------------------------------------------------------------
    def _more_points(self, seat, points):
        """The base sheet's ``points``, with the coins on Astarte out of the treasury, Mysticism, and
        the Divinities' and Grand Temples' points (seed 004: « Aphrodite 9, 1 par pièce restée sur
        Astarté ; 1, 2 ou 3 Grands Temples rapportent 5, 12 ou 21 points »)."""
        p = self.p[seat]
        kept = min(self.astarte[seat], p.coins)
        points["treasury"] = (p.coins - kept) // 3
        if "mysticism" in p.has:
            points["progress"] += _MYSTICISM * (len(self.myths[seat]) + len(self.offerings[seat]))
        points["divinities"] = sum(map(_DIVINITY_POINTS.__getitem__, self.gods[seat])) + kept * _ASTARTE_POINTS
        points["grand_temples"] = TEMPLE_POINTS[len(_TEMPLE.intersection(p.cards))]

    def totals(self):
        return [self._sheet(0).total, self._sheet(1).total]

    # -- explanations and refusals ------------------------------------------------------------
    def cost_steps(self, seat, action):
        if action.__class__ is not Rite:
            seat = self._seat(seat)
            if (action.__class__ is _ENGINEERED[0][2].__class__ and action.kind == BUILD and action.chain is None
                    and action.card is not None and action.card.__class__ is _CARD_LIST[0].__class__
                    and self._costs[seat].get(action.card) is _ENGINEERED[action.card.index]):
                return [Step(say("duel.pantheon.step.engineering", coins=coins_text(_ENGINEERING_COST)),
                             coins=_ENGINEERING_COST)]
            return super().cost_steps(seat, action)
        seat = self._seat(seat)
        if action.kind != ACTIVATE:
            return [Step(say("duel.step.choose"))]
        try:
            space = action.space
            divinity = ALL_DIVINITIES[self.spaces[space - 1]]
        except Exception:
            raise IllegalAction(self._why_rite(seat, action)) from None
        printed = BOARD_COSTS[seat][space - 1]
        steps = [Step(say("duel.pantheon.step.space", space=space, coins=coins_text(printed)))]
        cost = printed * divinity.cost_factor
        if divinity is GATE:
            steps.append(Step(say("duel.pantheon.step.gate", coins=coins_text(cost))))
        if _SANCTUARY in self.p[seat].built:
            steps.append(Step(say("duel.pantheon.step.sanctuary", coins=coins_text(_SANCTUARY_DISCOUNT))))
        for given in action.offerings:
            steps.append(Step(say("duel.pantheon.step.offering", coins=coins_text(given))))
        pay = max(0, self.activation_cost(seat, space) - sum(action.offerings))
        steps.append(Step(say("duel.pantheon.step.pay", coins=coins_text(pay)), coins=pay))
        return steps

    def _why_rite(self, seat, action):
        """The reason, in words, that ``action`` is not legal now for ``seat``."""
        if self.phase == OVER or seat != self.current:
            return super()._why_illegal(seat, action)
        if self.phase in PHASES:
            return say("duel.pantheon.error.not_offered", action=describe(action),
                       choices=choices_text(self.legal_actions(seat)))
        if action.kind != ACTIVATE or self.phase != PLAY:
            return say("duel.pantheon.error.phase", what=say(f"duel.what.{self.phase}"), action=describe(action))
        if self.age < 2:
            return say("duel.pantheon.error.age")
        space = action.space
        if space.__class__ is not int or not 1 <= space <= len(self.spaces) or self.spaces[space - 1] is None:
            return say("duel.pantheon.error.empty", space=describe(space))
        divinity = ALL_DIVINITIES[self.spaces[space - 1]]
        if action.divinity is not divinity:
            return say("duel.pantheon.error.not_there", divinity=describe(action.divinity), space=space)
        given = action.offerings
        held = list(self.offerings[seat])
        try:
            for x in given:
                held.remove(x)
        except Exception:
            return say("duel.pantheon.error.offering", offerings=offerings_text(given))
        cost = self.activation_cost(seat, space)
        if tuple(given) not in _useful(tuple(sorted(self.offerings[seat])), cost):
            return say("duel.pantheon.error.waste", offerings=offerings_text(given))
        pay = max(0, cost - sum(given))
        if pay > self.p[seat].coins:
            return say("duel.pantheon.error.cost", divinity=divinity.label, cost=coins_text(pay),
                       coins=coins_text(self.p[seat].coins))
        return say("duel.pantheon.error.price", divinity=divinity.label, cost=coins_text(pay), given=describe(action.coins))

    def _why_illegal(self, seat, action):
        if self.phase in PHASES and seat == self.current:
            return say("duel.pantheon.error.not_offered", action=describe(action),
                       choices=choices_text(self.legal_actions(seat)))
        return super()._why_illegal(seat, action)

    # -- hidden information --------------------------------------------------------------------
    def view(self, seat):
        """The base view, with the Pantheon as ``seat`` may see it: face-down Divinities show only
        to who placed them (in Age I), the decks only as counts, the divinities drawn by a decision
        only to the player deciding."""
        view = super().view(seat)
        seat = view["seat"]
        secret = self.phase in (PLACE, FREE) and seat != self.current
        if secret or self.phase in PHASES:
            view["options"] = [] if secret else [a.to_json() for a in self.options]
        spaces = []
        for s, d in enumerate(self.spaces):
            if d is None:
                spaces.append(None)
                continue
            shown = self.age >= 2 or self.placed_by[s] == seat
            spaces.append({"mythology": ALL_DIVINITIES[d].mythology, "divinity": ALL_DIVINITIES[d].id if shown else None,
                           "costs": [BOARD_COSTS[0][s], BOARD_COSTS[1][s]]})
        view["pantheon"] = {
            "spaces": spaces, "decks": {m: len(deck) for m, deck in self.decks.items()},
            "mythology_tokens": {q: m for q, m in self.myth_on.items()} if self.age <= 1 else {},
            "offering_tokens": dict(self.offering_on) if self.age == 2 else {},
            "enki": [_TOKEN_LIST[t].id for t in self.enki], "minerva": self.minerva,
            "snake": _CARD_LIST[self.snake].id if self.snake is not None else None,
            "players": [{"divinities": [ALL_DIVINITIES[d].id for d in self.gods[i]], "mythology": list(self.myths[i]),
                         "offerings": list(self.offerings[i]), "astarte": self.astarte[i]} for i in (0, 1)]}
        return view

    def _option_id(self, option):
        return option.to_json() if self.phase in PHASES else super()._option_id(option)

    def redeal(self, seat, rng):
        """As ``Game.redeal``, and the Divinities ``seat`` cannot see dealt again within their
        Mythology (the decks; in Age I the other player's face-down ones), the Offering tokens'
        places before Age II; the cards a decision shows its player stay for that player."""
        game = super().redeal(seat, rng)
        seat = self._seat(seat)
        shuffle = partial(fast_shuffle, rng)
        deciding = self.current == seat and self.phase in (PLACE, FREE)
        for myth in MYTHOLOGY_IDS:
            deck = game.decks[myth] = list(self.decks[myth])
            seen = 0                # the cards on top of the deck its player sees now
            if deciding and self.phase == PLACE:
                seen = 2 if self.claims[0][1] == myth else 0
            elif deciding:
                seen = len(deck) if self.free_from == myth else 1 if self.free_from is None else 0
            places = [("deck", i) for i in range(seen, len(deck))]
            if self.age < 2:
                places += [("space", s) for s, d in enumerate(self.spaces)
                           if d is not None and self.placed_by[s] != seat and ALL_DIVINITIES[d].mythology == myth]
            pool = sorted(deck[i] if where == "deck" else self.spaces[i] for where, i in places)
            shuffle(pool)
            for (where, i), d in zip(places, pool, strict=True):
                (deck if where == "deck" else game.spaces)[i] = d
        if self.age < 2:
            values = sorted(self.offering_on.values())
            shuffle(values)
            game.offering_on = dict(zip(sorted(self.offering_on), values, strict=True))
        if self.phase in (PLACE, FREE) and not deciding:
            game.options = game._reopen()
        return game

    def _reopen(self):
        """The choices of the ``place`` or ``free`` decision open now, from the decks as they are."""
        if self.phase == PLACE:
            _, myth = self.claims[0]
            empty = [s for s, d in enumerate(self.spaces, 1) if d is None]
            return [_PLACES[d][s] for d in self.decks[myth][:2] for s in empty]
        return self._choices((FREE, self.current, self.free_from))

    @staticmethod
    def _read_own(entry):
        """The Pantheon decision a record ``entry`` names, or None when it names a base action."""
        return Rite.from_json(entry) if entry.get("kind") in KINDS else None

    # -- records and copies -------------------------------------------------------------------
    def copy(self):
        other = super().copy()
        other.decks = {m: list(d) for m, d in self.decks.items()}
        other.myth_on, other.offering_on = dict(self.myth_on), dict(self.offering_on)
        other.spaces, other.placed_by = list(self.spaces), list(self.placed_by)
        other.gods = [list(g) for g in self.gods]
        other.myths = [list(m) for m in self.myths]
        other.offerings = [list(o) for o in self.offerings]
        other.astarte, other.enki, other.claims = list(self.astarte), list(self.enki), list(self.claims)
        other.gone = list(self.gone)
        other.minerva, other.snake, other.resume, other.free_from, other._due = (
            self.minerva, self.snake, self.resume, self.free_from, self._due)
        other._random = None
        return other

    def state_key(self):
        return (super().state_key(), tuple(tuple(d) for d in self.decks.values()), tuple(sorted(self.myth_on.items())),
                tuple(sorted(self.offering_on.items())), tuple(self.spaces), tuple(self.placed_by),
                tuple(map(tuple, self.gods)), tuple(map(tuple, self.myths)), tuple(map(tuple, self.offerings)),
                tuple(self.astarte), self.minerva, self.snake, tuple(self.enki), tuple(self.claims),
                self.resume is not None, self.free_from, tuple(self.gone))


# not a phase of the game: a random play-out's count of takes ran out in the play phase, and its
# next decision turns to the Pantheon (``_take`` sets it, ``_play_at_random`` reads it at once)
_DUE = "pantheon_due"
_PANTHEON_DRAW = 1 / 6          # the chance a take is followed by a turn to the Pantheon (play-outs)
_LOG_STAY = log(1 - _PANTHEON_DRAW)


def _takes_before_pantheon(random):
    """How many takes before a random play-out turns to the Pantheon (a geometric draw, at least 1)."""
    return 1 + int(log(1.0 - random()) / _LOG_STAY)


# the Rites the engine hands out, made once: places by divinity and space, activations on demand
_PLACES = [[None] + [Rite(PLACE, divinity=d, space=s) for s in range(1, SPACES + 1)] for d in ALL_DIVINITIES]
_ACTIVATIONS = {}
_FACTOR = [d.cost_factor for d in ALL_DIVINITIES]
# scoring (the converter checks these against the reference's scoring facts, data/duel/expansions.json)
_DIVINITY_POINTS = [d.effect.get("points", 0) for d in ALL_DIVINITIES]
_ASTARTE_POINTS = DIVINITIES.by_name("Astarte").effect["points_per_coin_left"]
# per divinity, the decisions its power asks for, in order (by the keys of its effect)
_ASKS = (("snake", SNAKE), ("steal", BAAL), ("build_from_discard", REVIVE_PHASE), ("discard_structure_card", ZEUS),
         ("unbuild_wonder", ANUBIS), ("wonder_from_discard", ISIS), ("steal_wonder", RA), ("minerva", MINERVA),
         ("neptune", NEPTUNE_DISCARD), ("neptune", NEPTUNE_APPLY), ("gate", FREE))
_DECISIONS = [tuple(step for key, step in _ASKS if key in d.effect) for d in ALL_DIVINITIES]


_MADE = {}


def _made(kind, card=None, wonder=None, target=None, divinity=None):
    """The Rite of ``kind`` on card, wonder or divinity indices and ``target``, made once."""
    key = (kind, card, wonder, target, divinity)
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = Rite(kind, card=None if card is None else _CARD_LIST[card],
                                  wonder=None if wonder is None else _WONDER_LIST[wonder], target=target,
                                  divinity=None if divinity is None else ALL_DIVINITIES[divinity])
    return found


@cache
def _zeus(size):
    """Zeus's Rites on the positions of a structure of ``size`` places, made once.

    >>> [rite.target for rite in _zeus(3)]
    [0, 1, 2]
    """
    return [_made(ZEUS, target=q) for q in range(size)]


_MINERVA = [_made(MINERVA, target=q) for q in _TRACK]      # the Minerva pawn's Rites, by track space


def _activation(index, space, given, coins):
    """The activation of divinity ``index`` on ``space`` giving Offering tokens ``given`` and ``coins``."""
    key = (index, space, given, coins)
    found = _ACTIVATIONS.get(key)
    if found is None:
        found = _ACTIVATIONS[key] = Rite(ACTIVATE, divinity=ALL_DIVINITIES[index], space=space, offerings=given,
                                         coins=coins)
    return found


def _ways_to_activate(index, space, held, cost):
    """The ``(coins, activation)`` ways of activating divinity ``index`` on ``space`` for ``cost``
    (before Offering tokens, below 0 with the Sanctuary) with the Offering tokens ``held``.

    >>> [(pay, rite.offerings) for pay, rite in _ways_to_activate(0, 1, (2, 4), 3)]
    [(3, ()), (1, (2,)), (0, (4,))]
    """
    return tuple((pay, _activation(index, space, given, pay))
                 for given in _useful(held, max(0, cost)) for pay in (max(0, cost - sum(given)),))


_ACTIVATION_WAYS = {}


def _activation_ways(seat, held, sanctuary):
    """Per space (0 to 5) and divinity index, the ways (``_ways_to_activate``) of activating it
    for ``seat`` holding the Offering tokens ``held``, with the Sanctuary or not; made once.

    >>> [(pay, rite.space) for pay, rite in _activation_ways(1, (), False)[0][0]]
    [(3, 1)]
    """
    found = _ACTIVATION_WAYS[seat, held, sanctuary] = [
        [_ways_to_activate(index, space, held, cost * _FACTOR[index] - (_SANCTUARY_DISCOUNT if sanctuary else 0))
         for index in range(len(ALL_DIVINITIES))]
        for space, cost in enumerate(BOARD_COSTS[seat], 1)]
    return found


@cache
def _useful(held, cost):
    """The sets of Offering tokens (discounts, from ``held``) worth giving for ``cost``: none, and
    every set of which no token could be kept for the same price.

    >>> _useful((2, 4), 3)
    ((), (2,), (4,))
    """
    found = [()]
    for n in range(1, len(held) + 1):
        for given in combinations(held, n):
            pay = max(0, cost - sum(given))
            if all(max(0, cost - sum(given) + x) > pay for x in given):
                found.append(given)
    return tuple(found)


__all__ = ["PHASES", "PantheonGame"]
