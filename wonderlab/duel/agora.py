"""Agora, the Senate expansion of 7 Wonders Duel: ``Game(seed=..., agora=True)``.

The Senators (7 Politicians, 6 Conspirators) are shuffled into the Age decks, which lie in larger
structures (25, 25 and 23 cards). Recruiting one costs a coin per Senator already recruited; a
Politician gives 1 to 3 Senate actions (by the recruiter's blue cards): place a cube in its
section's two Chambers or move one of yours to the next Chamber; a Conspirator places a cube in
any Chamber. A player controls a Chamber with strictly more cubes there; controlling all six is
political supremacy and wins at once; at the end each Chamber's points go to its controller. The
military tokens give Influence instead of coins: the small ones place a cube, the large ones
remove an opponent's cube, then move one of yours. The facts and their sources:
data/duel/agora.json, tools/duel_expansion_facts/agora.json, docs/duel_expansions.md.

>>> game = Game(seed=3, agora=True)
>>> type(game).__name__, [len(game.layouts[age]) for age in (1, 2, 3)]
('AgoraGame', [25, 25, 23])
>>> game.senate.reserve(0), game.senate.controller(0)
(12, None)
>>> Game.replay(game.record()).state_key() == game.state_key()
True
"""

from functools import cache
from operator import gt

from ..core.errors import IllegalAction
from ..core.i18n import Word, language, register, say
from ..core.rng import make_rng
from ..core.rng import shuffle as fast_shuffle
from .actions import BUILD, DISCARD, WONDER, Action, coins_text, describe, made
from .agora_items import AGORA_TOKENS, AGORA_WONDERS
from .agora_items import TOKENS_BY_INDEX as _TOKEN_LIST
from .agora_items import WONDERS_BY_INDEX as _WONDER_LIST
from .cards import symbol_name, token_set, wonder_set
from .conspiracies import (
    CONSPIRE,
    PLOT_KINDS,
    PREPARE,
    ConspiracyRules,
    Plot,
    PrepareAction,
    conspiracies,
    conspiracy,
    prepare_action,
)
from .decrees import (
    COLOR_COINS,
    CONSPIRATOR_AGAIN,
    DISCARD_BONUS,
    IGNORE_SYMBOL,
    MADE_DISCOUNT,
    OPPONENT_CHAINS,
    PRICING,
    RAW_DISCOUNT,
    SENATE_BONUS,
    SHIELD,
    WONDER_COINS,
    WONDER_DISCOUNT,
    decree_named,
    decree_price,
    priced_by,
)
from .game import (
    _ALL_WAYS,
    _CARD_LIST,
    _CHAIN_NEEDS,
    _CHAINED,
    _DISCARDS,
    _IS_GUILD,
    _UNPAID,
    _WAYS,
    OVER,
    PLAY,
    Game,
    _wonder_build,
)
from .senate import CHAMBERS, Senate, facts, section_of, senate_actions
from .senators import (
    DONE,
    MOVE,
    MOVES,
    PLACE,
    PLACES,
    REMOVE,
    REMOVES,
    SENATOR_BASE,
    STOP,
    RecruitAction,
    SenateAction,
    Senator,
    chamber_number,
    recruit_action,
    senator,
    senators,
)

POLITICAL = Word("political supremacy", "agora.result.political")
SENATE_PHASE, INFLUENCE_PHASE, PLOT_PHASE = "senate", "influence", "plot"   # a Politician's; a cube's; a Conspiracy's
_PHASES = (SENATE_PHASE, INFLUENCE_PHASE, PLOT_PHASE)

register({
    "agora.result.political": {"en": "political supremacy", "fr": "suprématie politique"},
    "agora.what.senate": {"en": "Senate actions", "fr": "actions au Sénat"},
    "agora.what.influence": {"en": "influence", "fr": "influence"},
    "agora.cost.recruit": {"en": "1 coin per Senator already recruited ({count}): {coins}",
                           "fr": "1 pièce par Sénateur déjà recruté ({count}) : {coins}"},
    "agora.cost.discard": {"en": "discarding gains {coins}", "fr": "défausser rapporte {coins}"},
    "agora.cost.wonder": {"en": "{wonder}: {coins}, its resources bought at the bank",
                          "fr": "{wonder} : {coins}, ses ressources achetées à la banque"},
    # a take whose price Decrees changed: only the Decrees that changed it (``decrees.priced_by``)
    "agora.cost.decreed": {"en": "{coins}, priced by {decrees}", "fr": "{coins}, prix fixé par {decrees}"},
    "agora.cost.decree_chain": {"en": "free, chained by the {symbol} symbol of your opponent's card, with {decree}",
                                "fr": "gratuit, chaîné par le symbole {symbol} d'une carte adverse, avec {decree}"},
    "agora.cost.discard_decreed": {"en": "discarding gains {coins}, with {decrees}",
                                   "fr": "défausser rapporte {coins}, avec {decrees}"},
    "agora.cost.senate": {"en": "a Senate action, no cost", "fr": "une action au Sénat, sans coût"},
    "agora.error.illegal": {"en": "{action} is not possible now: {reason}",
                            "fr": "{action} n'est pas possible maintenant : {reason}"},
    "agora.error.not_yours": {"en": "it is not your decision (the game waits for {waiting})",
                              "fr": "ce n'est pas à vous de décider (la partie attend {waiting})"},
    "agora.error.phase": {"en": "the game is not waiting for this kind of action",
                          "fr": "la partie n'attend pas ce genre d'action"},
    "agora.error.chamber": {"en": "there is no Chamber {chamber} (the Senate has Chambers 1 to 6)",
                            "fr": "il n'y a pas de Chambre {chamber} (le Sénat a les Chambres 1 à 6)"},
    "agora.error.reserve": {"en": "you have no Influence cube left to place",
                            "fr": "il ne vous reste aucun cube d'Influence à placer"},
    "agora.error.section": {"en": "this Politician places only in Chambers {chambers}",
                            "fr": "ce Politicien ne place que dans les Chambres {chambers}"},
    "agora.error.adjacent": {"en": "a cube moves only to the next Chamber",
                             "fr": "un cube ne se déplace que vers la Chambre voisine"},
    "agora.error.no_cube": {"en": "you have no cube in Chamber {chamber}",
                            "fr": "vous n'avez aucun cube dans la Chambre {chamber}"},
    "agora.error.no_opponent_cube": {"en": "your opponent has no cube in Chamber {chamber}",
                                     "fr": "votre adversaire n'a aucun cube dans la Chambre {chamber}"},
    "agora.error.not_offered": {"en": "the rules do not offer it here", "fr": "les règles ne le proposent pas ici"},
    "agora.error.coins": {"en": "recruiting it costs {cost}, you have {coins}",
                          "fr": "le recruter coûte {cost}, vous avez {coins}"},
    "agora.error.no_senator": {"en": "{card} is not an accessible face-up card of the structure",
                               "fr": "{card} n'est pas une carte accessible et face visible de la structure"},
    "agora.error.one_trigger": {"en": "a single Conspiracy may be triggered a turn",
                                "fr": "une seule Conspiration peut être déclenchée par tour"},
    "agora.error.no_plot": {"en": "you hold no prepared Conspiracy {conspiracy} still to trigger",
                            "fr": "vous n'avez pas de Conspiration {conspiracy} préparée et encore à déclencher"},
    # what the player to move is asked, in Agora's phases (as ``duel.what.*`` of the base game)
    "duel.what.senate": {"en": "take a Senate action", "fr": "faire une action au Sénat"},
    "duel.what.influence": {"en": "place or move an Influence cube", "fr": "placer ou déplacer un cube d'Influence"},
    "duel.what.plot": {"en": "decide about a Conspiracy", "fr": "décider d'une Conspiration"},
    "agora.option": {"en": "agora: {value}: give True to play with Agora, or leave it out",
                     "fr": "agora : {value} : donnez True pour jouer avec Agora, ou ne le donnez pas"},
})


def read_entry(entry):
    """The Agora action a record entry names (legal or not), None when it names none of Agora's:
    a Senate action (chambers printed 1 to 6) or a take of a Senator; ``ValueError`` naming the
    field when it is malformed.

    >>> read_entry({"seat": 0, "kind": "move", "chamber": 2, "target": 3})
    <SenateAction Move an Influence cube from Chamber 2 to Chamber 3>
    >>> read_entry({"seat": 0, "kind": "build", "card": "altar", "coins": 0}) is None
    True
    """
    kind = entry.get("kind")
    if kind in (PLACE, MOVE, REMOVE, DONE):
        fields = {PLACE: ("chamber",), MOVE: ("chamber", "target"), REMOVE: ("chamber",), DONE: ()}[kind]
        extra = set(entry) - {"seat", "kind", *fields}
        if extra:
            raise ValueError(f"{sorted(extra)[0]}: not a field of a {kind} action")
        values = []
        for name in fields:
            value = entry.get(name)
            if value.__class__ is not int:
                raise ValueError(f"{name}: {describe(value)}: expected a Chamber number, 1 to 6")
            values.append(value - 1)
        return SenateAction(kind, *values)
    if kind in PLOT_KINDS or kind in (PREPARE, "done") and "conspiracy" in entry:
        return _read_plot(entry)
    if entry.get("wonder") in {w.id for w in AGORA_WONDERS} or entry.get("token") in {t.id for t in AGORA_TOKENS}:
        return _read_agora_item(entry)
    card = _senators_by_id().get(entry.get("card")) if isinstance(entry.get("card"), str) else None
    if card is None:
        return None
    coins = entry.get("coins", 0)
    if coins.__class__ is not int or coins < 0:
        raise ValueError(f"coins: {describe(coins)}: expected a whole number, 0 or more")
    if kind == BUILD:
        return recruit_action(card, coins)
    if kind == WONDER:
        wonder = {w.id: w for w in _WONDER_LIST}.get(entry.get("wonder"))
        if wonder is None:
            raise ValueError(f"wonder: {describe(entry.get('wonder'))} is not the id of a 7 Wonders Duel wonder")
        return made(WONDER, card, wonder, coins=coins)
    if kind == DISCARD:
        return made(DISCARD, card, coins=coins)
    raise ValueError(f"kind: {describe(kind)}: a Senator is recruited, discarded or built into a wonder")


def _read_plot(entry):
    """``read_entry`` for a Conspiracy's decision (a ``Plot``) or the preparing of one."""
    found = {}
    books = {"conspiracy": {c.id: c for c in conspiracies()},
             "card": {**{c.id: c for c in _CARD_LIST}, **_senators_by_id()},
             "wonder": {w.id: w for w in _WONDER_LIST}, "token": {t.id: t for t in _TOKEN_LIST}}
    for name, value in entry.items():
        if name in ("seat", "kind"):
            continue
        if name in books:
            found[name] = books[name].get(value) if isinstance(value, str) else None
            if found[name] is None:
                raise ValueError(f"{name}: {describe(value)} is not the id of a {name}")
        elif name in ("chamber", "target"):
            if value.__class__ is not int:
                raise ValueError(f"{name}: {describe(value)}: expected a Chamber number, 1 to 6")
            found[name] = value - 1
        else:
            raise ValueError(f"{name}: not a field of a {entry.get('kind')} decision")
    if entry["kind"] == PREPARE:
        if "card" not in found or "conspiracy" not in found:
            raise ValueError("prepare: names a card and a conspiracy")
        return prepare_action(found["card"], found["conspiracy"])
    return Plot(entry["kind"], **found)


def _read_agora_item(entry):
    """A pick, a token taken or a wonder built naming one of Agora's wonders or tokens."""
    books = {"card": {**{c.id: c for c in _CARD_LIST}, **_senators_by_id()},
             "wonder": {w.id: w for w in _WONDER_LIST}, "token": {t.id: t for t in _TOKEN_LIST}}
    found = {}
    for name, book in books.items():
        if name in entry:
            found[name] = book.get(entry[name]) if isinstance(entry[name], str) else None
            if found[name] is None:
                raise ValueError(f"{name}: {describe(entry[name])} is not the id of a {name}")
    coins = entry.get("coins", 0)
    if coins.__class__ is not int or coins < 0:
        raise ValueError(f"coins: {describe(coins)}: expected a whole number, 0 or more")
    return Action(entry.get("kind"), coins=coins, **found)


@cache
def _senators_by_id():
    return {s.id: s for s in senators()}


CURIA_JULIA, KNOSSOS = AGORA_WONDERS
_DECIDING_PICKS = (CURIA_JULIA.index, KNOSSOS.index)     # picks with a decision before the draft goes on
# what Agora deals: the Senators (and how many go into each Age), the Decrees, the wonders and tokens
_SENATORS = tuple(s.index for s in senators())
_SENATORS_PER_AGE = tuple((age, facts()["senators"]["per_age"][str(age)]) for age in (1, 2, 3))
_DECREES = tuple(d["id"] for d in facts()["decrees"])
_DRAFTED = tuple(w.index for w in (*wonder_set(), *AGORA_WONDERS))
_TOKENS = tuple(t.index for t in (*token_set(), *AGORA_TOKENS))
# a Politician's places, by section; a player's moves, by the Chambers holding its cubes
_ALL_CHAMBERS = range(CHAMBERS)
_SECTION_PLACES = [[PLACES[c] for c in range(CHAMBERS) if section_of(c) == section] for section in range(3)]
_MOVES_BY_CUBES = {bytes(bits >> c & 1 for c in range(CHAMBERS)): [m for (a, _), m in MOVES.items() if bits >> a & 1]
                   for bits in range(1 << CHAMBERS)}       # (by the Chambers holding a cube: a byte 1 or 0 each)
_HELD = bytes([0] + [1] * 255)        # a ``bytes.translate`` table: a Chamber's cubes -> whether it holds one
# the options of a decision, made once (tuples, shared by every game): a Politician's, per section,
# then without and with cubes in reserve, then by the Chambers holding a cube (``_MOVES_BY_CUBES``'s
# keys); a token's move by those Chambers; a large token's removals by the opponent's Chambers
_POLITICIAN_OPTIONS = tuple(tuple({held: (*options, STOP) if options else () for held, moves in _MOVES_BY_CUBES.items()
                                   for options in [(*places, *moves)]}
                                  for places in ([], _SECTION_PLACES[section])) for section in range(3))
_TOKEN_MOVES = {held: (*moves, STOP) if moves else () for held, moves in _MOVES_BY_CUBES.items()}
_REMOVALS = {held: tuple(REMOVES[c] for c in range(CHAMBERS) if held[c]) for held in _MOVES_BY_CUBES}
_CUBES = facts()["components"]["cubes_per_player"]
_ALL_PLACES = tuple(PLACES)
_CONSPIRE = Plot(CONSPIRE)
# a Conspirator's, without and with cubes in reserve, then with and without Conspiracies to draw
_CONSPIRATOR_OPTIONS = (((_CONSPIRE,), ()), ((*PLACES, _CONSPIRE), _ALL_PLACES))


_game_take, _game_build, _game_apply, _game_continue = Game._take, Game._build, Game._apply, Game._continue
_game_build_wonder, _game_pick = Game._build_wonder, Game._pick
_COLOR_COINS = [COLOR_COINS.get(c.color) for c in _CARD_LIST]     # per Age card, the Decree paying for its color
_KEPT_DISCARDS = {}     # (Age card index, coins gained) -> a discard beyond its row of _DISCARDS
_PRICED_ENTRIES = {}    # (item, is_card, coins, trade) -> a cost entry priced by Decrees


def _priced_entry(item, is_card, coins, trade):
    """The cost entry (as ``Game._entry``'s) of ``item`` at ``coins``, of which ``trade`` buys
    resources, made once for every game.

    >>> from .cards import card_set
    >>> card = card_set().by_name("Garrison")
    >>> entry = _priced_entry(card, True, 0, 0)
    >>> entry[:2], entry[2].coins, entry is _priced_entry(card, True, 0, 0)
    ((0, 0), 0, True)
    """
    key = (item, is_card, coins, trade)
    found = _PRICED_ENTRIES.get(key)
    if found is None:
        actions = (made(BUILD, item, coins=coins, trade=trade) if is_card
                   else [None] * len(_CARD_LIST) + [(item, coins, trade)])
        found = _PRICED_ENTRIES[key] = (coins, trade, actions)
    return found


_SENATOR_LIST = senators()       # (``senator(index)``: the Senator of index ``SENATOR_BASE + i`` is the i-th)
# per Senator (its index less SENATOR_BASE): recruiting it, by cost (a coin per Senator already
# recruited), and discarding it, by coins gained (2, 1 more per yellow card, 2 more with the
# Decree of discards), made once
_RECRUITING = tuple(tuple(recruit_action(s, cost) for cost in range(len(_SENATOR_LIST) + 1)) for s in _SENATOR_LIST)
_SENATOR_DISCARDS = tuple(tuple(made(DISCARD, s, coins=gain) for gain in range(len(_DISCARDS[0]) + 2))
                          for s in _SENATOR_LIST)
_WONDER_KEY = "wonder"     # what ``_price_changes`` names the wonders by (the cards by their color)
_CHANGES_ALL = frozenset({c.color for c in _CARD_LIST} | {_WONDER_KEY})


@cache
def _price_changes(decrees):
    """What a seat's pricing Decrees ``decrees`` (bit ``1 << d`` for Decree d) change the price
    of: card colors and ``"wonder"`` (made once for each set of Decrees).

    >>> sorted(_price_changes(1 << IGNORE_SYMBOL["red"] | 1 << WONDER_DISCOUNT))
    ['red', 'wonder']
    >>> _price_changes(1 << RAW_DISCOUNT | 1 << DISCARD_BONUS) == _CHANGES_ALL, _price_changes(1 << DISCARD_BONUS)
    (True, frozenset())
    """
    if decrees >> RAW_DISCOUNT & 1 or decrees >> MADE_DISCOUNT & 1:
        return _CHANGES_ALL
    found = {color for color, decree in IGNORE_SYMBOL.items() if decrees >> decree & 1}
    if decrees >> WONDER_DISCOUNT & 1:
        found.add(_WONDER_KEY)
    return frozenset(found)


_PRICING_BITS = tuple(1 << d if d in PRICING else 0 for d in range(max(_DECREES) + 1))    # per Decree
_PRICED = (frozenset(), frozenset({0}), frozenset({1}), frozenset({0, 1}))    # by seats priced: 1 and 2 bits


@cache
def _decreed_ways(decrees):
    """Per card index (Senators' too): the ways of taking it that ``AgoraGame._draw_take`` leaves
    to ``_way`` for a seat holding the pricing Decrees ``decrees`` (bit ``1 << d`` for Decree d,
    ``_PRICING_BITS``), as bits of its ways (1: building, 2: discarding, 4 and up: the wonders): those the Decrees price (a color's
    builds, the wonders), a chained card's build with the chain from the opponent's cards, every
    discard with the Decree of discards, a Senator's recruiting and discarding (which ``_draw_take``
    works out from tables) and its wonders when the Decrees price them. Made once for each set of
    Decrees.

    >>> ways = _decreed_ways(1 << IGNORE_SYMBOL["red"])     # (a red card's build only)
    >>> sorted({(c.color, ways[c.index]) for c in _CARD_LIST if c.color in ("red", "blue")}), ways[SENATOR_BASE]
    ([('blue', 0), ('red', 1)], 3)
    >>> set(_decreed_ways(0)[:SENATOR_BASE]), _decreed_ways(1 << DISCARD_BONUS)[0], _decreed_ways(1 << WONDER_DISCOUNT)[SENATOR_BASE]
    ({0}, 2, -1)
    """
    changes = _price_changes(decrees)
    chains, others = decrees >> OPPONENT_CHAINS & 1, (2 if decrees >> DISCARD_BONUS & 1 else 0) | (
        -4 if _WONDER_KEY in changes else 0)
    ways = [int(c.color in changes or chains and c.chain_needs is not None) | others for c in _CARD_LIST]
    return (*ways, *[0] * (SENATOR_BASE - len(ways)), *[3 | others & -4] * len(_SENATOR_LIST))


@cache
def _holding(first, second):
    """What ``AgoraGame._hold`` keeps for the pricing Decrees ``first`` and ``second`` of the
    seats (bits, ``_PRICING_BITS``): the seats priced, each seat's ``_decreed_ways`` and its
    ``(bits, _price_changes)``, made once for each pair.

    >>> priced, ways, costs = _holding(0, 1 << DISCARD_BONUS)
    >>> priced, ways[0] is _decreed_ways(0), costs[1] == (1 << DISCARD_BONUS, frozenset())
    (frozenset({1}), True, True)
    """
    return (_PRICED[(first != 0) + 2 * (second != 0)], (_decreed_ways(first), _decreed_ways(second)),
            ((first, _price_changes(first)), (second, _price_changes(second))))


def _wonder_with(card, entry):
    """The action building the wonder of cost ``entry`` (its actions by card index) with ``card``,
    an Age card or a Senator."""
    row, index = entry[2], card.index
    if index < SENATOR_BASE:
        return row[index] or _wonder_build(row, index)
    wonder, coins, trade = row[-1]
    return made(WONDER, card, wonder, coins=coins, trade=trade)


# -- the structures ---------------------------------------------------------------------------
@cache
def structures():
    """Per Age: ``(face_up, covered counts, covers, start)``: per position whether it starts face
    up, how many cards lie on it, the positions it lies on, and those free at the start."""
    found = {}
    for age, entry in facts()["structures"].items():
        face_up = tuple(row["face_up"] for row in entry["rows"] for _ in row["columns"])
        covered = entry["covered_by"]
        size = len(covered)
        covers = tuple(tuple(p for p in range(size) if q in covered[p]) for q in range(size))
        start = tuple(p for p in range(size) if not covered[p])
        found[int(age)] = (face_up, tuple(map(len, covered)), covers, start)
    return found


class AgoraGame(ConspiracyRules, Game):
    """A game of 7 Wonders Duel with Agora (``Game(seed=..., agora=True)`` makes one)."""

    def _deal_more(self, rng):
        """Agora's deal, from a stream of its own (``agora:<seed>``) after the base game's."""
        self._options["agora"] = True
        rng = make_rng(f"agora:{self.seed}")
        dealt = list(_SENATORS)
        fast_shuffle(rng, dealt)
        start = 0
        for age, count in _SENATORS_PER_AGE:
            deck = self.layouts[age] + dealt[start:start + count]
            start += count
            fast_shuffle(rng, deck)
            self.layouts[age] = deck
        decrees = list(_DECREES)
        fast_shuffle(rng, decrees)
        self.senate = Senate.dealt(decrees)
        self.decree_box = sorted(decrees[CHAMBERS:])      # never used: unseen by both
        wonders = list(_DRAFTED)            # the 12 and Agora's 2
        fast_shuffle(rng, wonders)
        self.draft, self.offered = wonders, wonders[:4]
        tokens = list(_TOKENS)              # the 10 and Agora's 2
        fast_shuffle(rng, tokens)
        self.board_tokens, self.box_tokens = sorted(tokens[:5]), tokens[5:]
        self._resume = None           # (phase, seat) to go back to after a wonder's pick decisions
        self._turn = 0                # whose turn it is, while a decision of it is someone else's
        self.senators = [[], []]      # Senator indices recruited, per seat
        self.senators_discarded = []
        self.options_step = None      # the Agora decision open now (see ``_expansion_step``)
        self._deal_plots(rng, fast_shuffle)
        self.sabotaged = []           # (wonder, card under it) returned to the box by Sabotage
        self._hold({})                # no Decree held: none prices a take

    # -- setup and structure ------------------------------------------------------------------
    def _start_age(self, age, starter):
        face_up, counts, covers, start = structures()[age]
        self.age = age
        self.slots = list(self.layouts[age])
        self.revealed = list(face_up)
        self.cover = list(counts)
        self._covers = covers
        self.free = list(start)
        self.freed = []
        self.phase = PLAY
        self.current = starter

    @property
    def remaining(self):
        return len(self.slots) - self.slots.count(None)

    @property
    def turns(self):
        if not self.age:
            return 0
        return sum(len(self.layouts[a]) for a in range(1, self.age)) + self.slots.count(None)

    def card_at(self, position):
        index = self.slots[position]
        if index is not None and index >= SENATOR_BASE:
            return senator(index) if self.revealed[position] else None
        return super().card_at(position)

    def _shown(self):
        return [self.slots[q] is None or self.revealed[q] for q in range(len(self.slots))]

    # -- legal actions ------------------------------------------------------------------------
    def _compute_legal(self, seat, discards=True):
        phase = self.phase
        if phase in (SENATE_PHASE, INFLUENCE_PHASE, PLOT_PHASE):
            return list(self.options)
        if phase != PLAY:
            return super()._compute_legal(seat, discards)
        actions = self._takes(seat, discards)
        if self.plots[seat]:
            actions = self._triggers(seat) + actions
            for q in sorted(self.free):
                if self.revealed[q]:
                    actions += self._prepares(seat, self._card_object(self.slots[q]))
        return actions

    def _takes(self, seat, discards=True):
        """The legal takes of cards: build, discard, wonder, recruit."""
        if seat in self._priced:
            return self._decree_legal(seat, discards)
        free, slots = self.free, self.slots
        held = [q for q in free if slots[q] >= SENATOR_BASE]
        if not held:
            return super()._compute_legal(seat, discards)
        self.free = [q for q in free if slots[q] < SENATOR_BASE]
        try:
            actions = super()._compute_legal(seat, discards)
        finally:
            self.free = free
        for q in sorted(held):
            if self.revealed[q]:
                actions += self._senator_actions(seat, senator(slots[q]), discards)
        return actions

    def _senator_actions(self, seat, card, discards=True):
        p = self.p[seat]
        found = []
        cost = self.recruit_cost(seat)
        if cost <= p.coins:
            found.append(recruit_action(card, cost))
        if discards:
            found.append(self._discard(seat, card))
        found += self._wonder_takes(seat, card)
        return found

    def _wonder_takes(self, seat, card):
        """The actions building one of ``seat``'s wonders with ``card``."""
        return [_wonder_with(card, entry) for entry in self._affordable_wonders(seat)]

    def _affordable_wonders(self, seat):
        """The cost entries (``Game._entry``'s: coins, trade, actions by card index) of the
        wonders ``seat`` can build now and pay for, in the order of its wonders."""
        p = self.p[seat]
        if self.wonders_built >= 7 or not p.wonders:
            return []
        coins, found = p.coins, []
        if seat in self._priced:
            for w in p.wonders:
                entry = self._decree_entry(seat, _WONDER_LIST[w], False)
                if entry[0] <= coins:
                    found.append(entry)
            return found
        costs = self._costs[seat]
        for w in p.wonders:
            wonder = _WONDER_LIST[w]
            entry = costs.get(wonder) or self._entry(seat, wonder)
            if entry[0] <= coins:
                found.append(entry)
        return found

    def _discard(self, seat, card):
        """Discarding ``card``: it gains 2 coins, 1 more per yellow card, 2 more with the Decree
        of discards (the action made once, then kept)."""
        gain = 2 + self.p[seat].colors.get("yellow", 0)
        if self._held.get(DISCARD_BONUS) == seat:
            gain += 2
        index = card.index
        row = _DISCARDS[index] if index < SENATOR_BASE else _SENATOR_DISCARDS[index - SENATOR_BASE]
        if gain < len(row):
            return row[gain]
        found = _KEPT_DISCARDS.get((index, gain))
        if found is None:
            found = _KEPT_DISCARDS[index, gain] = made(DISCARD, card, coins=gain)
        return found

    def _decree_legal(self, seat, discards=True):
        """The takes of ``seat``, whose Decrees change what they cost or gain, priced by
        ``decrees.decree_price`` (the base game's shared cost tables know no Decree)."""
        actions = []
        for pos in sorted(self.free):
            if self.revealed[pos]:
                actions += self._decree_takes(seat, pos, discards)
        return actions

    def _decree_build(self, seat, card):
        """Building Age ``card``, priced by ``seat``'s Decrees (or chained), or None if too dear."""
        p = self.p[seat]
        needs = card.chain_needs
        if needs is not None and (needs in p.chains or self._held.get(OPPONENT_CHAINS) == seat
                                  and needs in self.p[1 - seat].chains):
            return _CHAINED[card.index]
        entry = self._decree_entry(seat, card, True)
        return entry[2] if entry[0] <= p.coins else None

    def _decree_takes(self, seat, pos, discards=True):
        """``_decree_legal``'s takes of the card at ``pos``."""
        index = self.slots[pos]
        if index >= SENATOR_BASE:
            return self._senator_actions(seat, senator(index), discards)
        card = _CARD_LIST[index]
        build = self._decree_build(seat, card)
        actions = [] if build is None else [build]
        if discards:
            actions.append(self._discard(seat, card))
        return actions + self._wonder_takes(seat, card)

    def recruit_cost(self, seat):
        """What recruiting a Senator costs ``seat`` now: a coin per Senator it has recruited;
        nothing with Corruption."""
        return 0 if "corruption" in self.p[seat].has else len(self.senators[seat])

    def _card_actions(self, seat, card):
        if seat in self._priced and self.phase == PLAY and seat == self.current:
            return [a for a in self._compute_legal(seat) if a.card is card]
        if isinstance(card, Senator):
            if self.phase != PLAY or seat != self.current:
                return []
            pos = self._position(card)
            if pos is None or self.cover[pos] or not self.revealed[pos]:
                return []
            return self._senator_actions(seat, card)
        return super()._card_actions(seat, card)

    def card_actions(self, seat, card):
        if isinstance(card, Senator):
            return list(self._card_actions(self._seat(seat), card))
        return super().card_actions(seat, card)

    def _legal_take(self, seat, action):
        card = getattr(action, "card", None)
        if (isinstance(card, Senator) or not isinstance(action, Action) or seat in self._priced
                or action.__class__ is PrepareAction):
            for legal in self._compute_legal(seat):
                if legal == action and isinstance(legal, Action):
                    return self.slots.index(legal.card.index), legal
            raise IllegalAction(self._why_illegal(seat, action))
        return super()._legal_take(seat, action)

    def _draw_take(self, seat, random, play=False):
        """As ``Game._draw_take``, Senators and Decree prices too: a free place drawn once among
        all (Senators included), then a way of taking its card among all — 0: build it (recruit a
        Senator), 1: discard it, 2 + i: build the i-th wonder still to build with it — drawing
        again among the others while the one drawn is not legal. An Age card of a seat whose
        Decrees change no price is worked out as the base game works it out, in this loop, and a
        Senator recruited or discarded from tables, and its wonders as an Age card's unless
        Decrees price them; a way priced by Decrees by ``_way``. With ``play``, each take is played
        as ``_take`` plays it, without its call (the random play-out of an Agora game only: a
        game of both expansions plays its own way)."""
        while True:
            free = self.free
            pos = free[(random() * len(free)).__trunc__()]
            index = self.slots[pos]
            p = self.p[seat]
            wonders = p.wonders     # (none once 7 are built: the 8th leaves the game)
            way = (random() * (2 + len(wonders))).__trunc__()
            own = self._own_ways[seat][index]     # (bits of the ways ``_way`` works out, 0 mostly)
            left = None             # the ways not yet drawn, once one was not legal (bits: ``_WAYS``)
            while True:
                if own and own >> way & 1:
                    if index < SENATOR_BASE or way > 1:
                        found = self._way(seat, index, way)
                        if found is not None:
                            break
                    elif way:       # (``_way``'s, without its calls: discarding a Senator, recruiting it)
                        found = _SENATOR_DISCARDS[index - SENATOR_BASE][
                            2 + p.colors.get("yellow", 0) + (2 if self._held.get(DISCARD_BONUS) == seat else 0)]
                        break
                    else:
                        cost = 0 if "corruption" in p.has else len(self.senators[seat])
                        if cost <= p.coins:
                            found = _RECRUITING[index - SENATOR_BASE][cost]
                            break
                elif way == 1:
                    found = _DISCARDS[index][2 + p.colors.get("yellow", 0)]
                    break
                elif way == 0:
                    needs = _CHAIN_NEEDS[index]
                    if needs is not None and needs in p.chains:
                        found = _CHAINED[index]
                        break
                    card = _CARD_LIST[index]
                    found = _UNPAID[index] or self._costs[seat].get(card) or self._entry(seat, card)
                    if found[0] <= p.coins:
                        found = found[2]
                        break
                else:
                    wonder = _WONDER_LIST[wonders[way - 2]]
                    found = self._costs[seat].get(wonder) or self._entry(seat, wonder)
                    if found[0] <= p.coins:
                        if index < SENATOR_BASE:
                            row = found[2]
                            found = row[index] or _wonder_build(row, index)
                        else:
                            found = _wonder_with(_SENATOR_LIST[index - SENATOR_BASE], found)
                        break
                if left is None:
                    left = _ALL_WAYS[len(wonders)]
                left ^= 1 << way
                ways = _WAYS[left]
                way = ways[(random() * len(ways)).__trunc__()]
            if not play:
                return pos, found
            _game_take(self, seat, pos, found)
            if index >= SENATOR_BASE and found.kind == DISCARD:
                # (``_senator_discarded``: the Senator is the discard's last card, ``_take`` put it there)
                self.senators_discarded.append(self.discard.pop())
            if self.phase != PLAY:
                # (what ``_take`` sets at each take, set once: nothing reads them during the takes)
                self.trigger_used = False
                self._turn = seat
                return None
            seat = self.current

    def _way(self, seat, index, way):
        """``_draw_take``'s way ``way`` of taking the card of ``index`` (a Senator, or an Age card
        priced by ``seat``'s Decrees), None when it is not legal: recruiting (or building, priced
        by Decrees), discarding, building a wonder.

        >>> game = Game(seed=3, agora=True)
        >>> game._way(0, 100, 0).coins, game._way(0, 100, 1).coins      # recruit, discard
        (0, 2)
        """
        p = self.p[seat]
        if index >= SENATOR_BASE:
            card = _SENATOR_LIST[index - SENATOR_BASE]
            if way == 0:        # (``recruit_cost``)
                cost = 0 if "corruption" in p.has else len(self.senators[seat])
                return _RECRUITING[index - SENATOR_BASE][cost] if cost <= p.coins else None
        else:
            card = _CARD_LIST[index]
            if way == 0:
                return self._decree_build(seat, card)
        if way == 1:
            return self._discard(seat, card)
        wonder = _WONDER_LIST[p.wonders[way - 2]]
        if seat in self._priced:
            entry = self._decree_entry(seat, wonder, False)
        else:
            entry = self._costs[seat].get(wonder) or self._entry(seat, wonder)
        return _wonder_with(card, entry) if entry[0] <= p.coins else None

    def _decree_entry(self, seat, item, is_card):
        """The cost entry of ``item`` for ``seat`` as ``Game._entry`` makes them (coins, trade, the
        build action of a card or a wonder's actions by card index), priced by
        ``decrees.decree_price``: the base game's own entry when none of its Decrees changes the
        price. ``_decree_costs[seat]`` is ``(its pricing Decrees as bits, what they change:
        _price_changes)``. An entry priced by Decrees is kept in the seat's cost table, under
        the number ``bits << 9 | is_card << 8 | item.index`` (those bits; an index is under 256):
        the table is that of its cost context (its production, its prices, its discount tokens:
        ``Game._forget`` switches it), shared by the games that meet it and forgotten with it, and
        a price depends on nothing else but the pricing Decrees. (A number, not a tuple: a key
        costs no object for the garbage collector to walk, and no tuple to hash at each look-up.)

        >>> game = Game(seed=3, agora=True)
        >>> game._hold({RAW_DISCOUNT: 0}); card = _CARD_LIST[0]
        >>> game._decree_entry(0, card, True) is game._costs[0][(1 << RAW_DISCOUNT) << 9 | 256 | card.index]
        True
        """
        bits, changes = self._decree_costs[seat]
        table = self._costs[seat]
        if (item.color if is_card else _WONDER_KEY) not in changes:
            # no Decree of ``seat`` changes its price: the base game's (its shared tables)
            return table.get(item) or self._entry(seat, item)
        key = bits << 9 | is_card << 8 | item.index
        found = table.get(key)
        if found is None:
            coins, trade = decree_price(self.prices(seat), self.p[seat], item, is_card, self._held, seat)
            found = table[key] = _priced_entry(item, is_card, coins, trade)
        return found

    # -- playing ------------------------------------------------------------------------------
    def play(self, seat, action):
        if action.__class__ is Plot and self.phase == PLAY:     # a trigger, before taking a card
            seat = self._seat(seat)
            if seat != self.current or action not in self._compute_legal(seat):
                raise IllegalAction(self._why_illegal(seat, action))
            self._forget_handed()
            self._turn = seat
            self._apply(seat, action)
            return
        super().play(seat, action)

    def _apply(self, seat, action):
        cls = action.__class__
        if cls is not SenateAction:
            if cls is Plot:
                self._actions.append((seat, action))
                if not self._apply_plot(seat, action):
                    if self._resume is None:
                        _game_continue(self, self._turn)
                    else:
                        self._continue_draft(self._turn)
            else:
                _game_apply(self, seat, action)
            return
        self._actions.append((seat, action))
        kind = action.kind
        if kind != DONE:
            # the Senate's control changes only in the Chambers touched: when none changes hands,
            # neither supremacy nor the Decrees held can (``_senate_changed`` is not needed); the
            # control of a Chamber is the sign of the cubes' difference (``Senate.controller``),
            # which an action moves by one: it changes sign only from or to 0.
            # The cubes move here, as ``Senate.place``, ``move`` and ``remove`` move them: the
            # Decrees a Chamber's new controller turns face up, ``_senate_changed`` turns.
            senate, step = self.senate, self.options_step
            chamber, target = action.chamber, action.target
            cubes = senate.cubes
            first, second = cubes
            before = first[chamber] - second[chamber]
            if kind == PLACE:
                cubes[seat][chamber] += 1
                changed = False
            elif kind == MOVE:
                was = first[target] - second[target]
                mine = cubes[seat]
                mine[chamber] -= 1
                mine[target] += 1
                changed = not (was and first[target] - second[target])
            else:
                cubes[1 - seat][chamber] -= 1
                changed = False
            if changed or not (before and first[chamber] - second[chamber]):
                if self._senate_changed((chamber, target) if changed else (chamber,)):
                    return
            if step[0] == "politician" and step[3] > 1:
                # the Politician's next Senate action, first of what is still to come: its options
                # at once when it has some (``_expansion_step``'s, the phase and seat as they are)
                step = ("politician", seat, step[2], step[3] - 1)
                mine = cubes[seat]
                options = _POLITICIAN_OPTIONS[step[2]][sum(mine) < _CUBES][bytes(mine).translate(_HELD)]
                if options:
                    self.options_step, self.options = step, options
                    return
                self.pending.insert(0, step)
        if self._resume is None:
            _game_continue(self, self._turn)
        else:
            self._continue_draft(self._turn)

    def _senate_changed(self, chambers=_ALL_CHAMBERS):
        """After a change of control in ``chambers`` (all six when not given): political supremacy
        ends the game; a controlled Chamber's Decrees turn face up (``Senate.reveal``: ``_apply``
        moves the cubes itself); the Decrees go to the Chambers' controllers, the Decree's shield
        moving the pawn as its holder changes. True when the game is over. The Decrees held are worked out
        again for ``chambers`` only: ``_held`` is always ``decrees.holders`` of the Senate (its
        other Chambers' are those it holds already).

        >>> from .decrees import holders
        >>> game = Game(seed=3, agora=True)
        >>> game.senate.place(1, 2); game._senate_changed((2,)), game._held == holders(game.senate) != {}
        (False, True)
        """
        senate = self.senate
        cubes, decrees, face_up = senate.cubes, senate.decrees, senate.face_up
        first, second = cubes
        before = self._held
        held = dict(before)
        pricing = 0         # the bits of those Chambers' pricing Decrees (``_PRICING_BITS``)
        leader = None
        for chamber in chambers:
            lead = first[chamber] - second[chamber]
            if lead:
                leader = 0 if lead > 0 else 1
                for decree in decrees[chamber]:
                    held[decree] = leader
                    face_up[decree] = True      # (``Senate.reveal``)
                    pricing |= _PRICING_BITS[decree]
            else:
                for decree in decrees[chamber]:
                    held.pop(decree, None)
                    pricing |= _PRICING_BITS[decree]
        # (a seat controlling all six controls the last Chamber found controlled)
        if leader is not None and all(map(gt, cubes[leader], cubes[1 - leader])):     # (``Senate.supremacy``)
            self._finish(POLITICAL, leader)
            return True
        if held == before:          # (kept: what is worked out from it stays good)
            return False
        if pricing:
            self._hold(held)
        else:               # (no pricing Decree changed hands: the seats priced and their ways stay)
            self._held = held
        if before.get(SHIELD) != held.get(SHIELD):
            # the holder's side: +1 for seat 0, -1 for seat 1; the pawn moves by the difference
            side = {0: 1, 1: -1, None: 0}
            shift = side[held.get(SHIELD)] - side[before.get(SHIELD)]
            if self._military(0 if shift > 0 else 1, abs(shift)):
                return True
        return False

    def _hold(self, held):
        """Make ``held`` (``{decree: seat}``) the Decrees held (replaced, never changed in place):
        the seats whose Decrees price a take (``_priced``), and per seat the ways of a take that
        ``_draw_take`` leaves to ``_way`` (``_decreed_ways``), and per seat its pricing Decrees
        (``_decree_entry``'s ``_decree_costs``)."""
        pricing = [0, 0]        # per seat, the bits of its pricing Decrees
        for decree, seat in held.items():
            pricing[seat] |= _PRICING_BITS[decree]
        self._held = held
        self._priced, self._own_ways, self._decree_costs = _holding(*pricing)

    # (``Game._take``, ``_build``, ``_apply``, ``_continue``, ``_build_wonder``, ``_pick`` called by
    # name, quicker than ``super()``: no class of ``AgoraGame``'s or ``PantheonAgoraGame``'s MRO
    # between it and ``Game`` defines them)
    def _take(self, seat, pos, action):
        card = action.card
        self.trigger_used = False           # (the next turn may trigger a Conspiracy again)
        self._turn = seat
        _game_take(self, seat, pos, action)
        if card.__class__ is Senator and action.kind == DISCARD:
            self._senator_discarded(card.index)

    def _senator_discarded(self, index):
        """A Senator discarded goes to the Senators' discard, not the Age cards'."""
        self.discard.remove(index)
        self.senators_discarded.append(index)

    def _build(self, seat, card, chained):
        held = self._held
        if card.__class__ is not Senator:
            _game_build(self, seat, card, chained)
            if held:
                holder = held.get(_COLOR_COINS[card.index])
                if holder is not None and self.phase != OVER:
                    self.p[holder].coins += self.age
            return
        self.senators[seat].append(card.index)
        if card.kind == "politician":
            blue = self.p[seat].colors.get("blue", 0) + (2 if held.get(SENATE_BONUS) == seat else 0)
            self.pending.append(("politician", seat, card.section, senate_actions(blue)))
        else:
            self.pending.append(("conspirator", seat))
            if held.get(CONSPIRATOR_AGAIN) == seat:
                self.again = True

    def _build_wonder(self, seat, wonder, card):
        _game_build_wonder(self, seat, wonder, card)
        if self.phase == OVER:
            return
        holder = self._held.get(WONDER_COINS)
        if holder is not None:
            self.p[holder].coins += self.age
        if wonder is CURIA_JULIA and any(not done for _, _, done in self.plots[seat]):
            self.pending.append(("trigger_unprepared", seat))
        elif wonder is KNOSSOS:
            self.pending += [("small_token", seat), ("token_move", seat)]

    def _pick(self, seat, wonder):
        """A pick of the draft; Curia Julia has its picker conspire, Knossos place a cube, before
        the draft goes on."""
        _game_pick(self, seat, wonder)
        if wonder in _DECIDING_PICKS:
            self._resume = (self.phase, self.current)
            if wonder == CURIA_JULIA.index:
                self._conspire(seat)
            else:
                self.pending.append(("small_token", seat))
            self._continue_draft(seat)

    def _continue_draft(self, seat):
        """``_continue`` while the draft waits for the decisions of Curia Julia's or Knossos's
        pick (``_resume``: Agora's decisions only), then the draft going on. ``Game._continue``
        knows no draft: ``_pick`` and ``_apply``, which play those decisions, call this one."""
        while self.pending and self.phase != OVER:
            step = self.pending.pop(0)
            options, kind = self._expansion_step(step, seat)
            if options:
                self.phase, self.current, self.options = kind, step[1], options
                return
        self.options = []
        self.phase, self.current = self._resume
        self._resume = None

    _read_own = staticmethod(read_entry)
    _option_phases = frozenset(_PHASES)      # (``_compute_legal``: ``options`` as they are)

    def _take_other(self, seat, action):
        """Preparing a Conspiracy: the card goes under it."""
        for entry in self.plots[seat]:
            if entry[0] == action.token.index:
                entry[1] = action.card.index

    def _first_row(self):
        """The positions of the structure's first row (the last ones to be taken)."""
        return range(len(facts()["structures"][str(self.age)]["rows"][0]["columns"]))

    @staticmethod
    def _senator_object(index):
        return senator(index)

    @staticmethod
    def _wonder_object(index):
        return _WONDER_LIST[index]

    @staticmethod
    def _token_object(index):
        return _TOKEN_LIST[index]

    def _looted(self, seat, victim, token):
        """Agora: the token taken gives its Influence effect to ``seat``, who moved the pawn;
        nobody loses coins."""
        if token[3] <= 2:
            self.pending.append(("small_token", seat))
        else:
            self.pending.append(("large_token", seat))
            self.pending.append(("token_move", seat))

    def _expansion_step(self, step, seat):
        """The options and phase of one of Agora's decisions still to come this turn (a tuple
        made once, shared: ``options`` is replaced, never changed in place).

        >>> game = Game(seed=3, agora=True); game.senate.place(0, 1)
        >>> [a.notation for a in game._expansion_step(("politician", 0, 0, 1), 0)[0]]
        ['place 1', 'place 2', 'move 2 1', 'move 2 3', 'done']
        """
        kind, seat = step[0], step[1]
        self.options_step = step
        if kind == "politician":
            cubes = self.senate.cubes[seat]
            return _POLITICIAN_OPTIONS[step[2]][sum(cubes) < _CUBES][bytes(cubes).translate(_HELD)], SENATE_PHASE
        if kind == "small_token":
            return (_ALL_PLACES if self.senate.reserve(seat) else ()), INFLUENCE_PHASE
        if kind == "token_move":        # optional
            return _TOKEN_MOVES[bytes(self.senate.cubes[seat]).translate(_HELD)], INFLUENCE_PHASE
        if kind == "conspirator":
            return _CONSPIRATOR_OPTIONS[sum(self.senate.cubes[seat]) < _CUBES][not self.plot_deck], INFLUENCE_PHASE
        if kind == "large_token":
            return _REMOVALS[bytes(self.senate.cubes[1 - seat]).translate(_HELD)], INFLUENCE_PHASE
        options, _ = self._plot_step(step, seat)
        return options, PLOT_PHASE

    # -- the end ------------------------------------------------------------------------------
    def _more_points(self, seat, points):
        """The Senate's points, a category of the sheet."""
        points["senate"] = self.senate.points(seat)

    def totals(self):
        found = super().totals()
        return [found[0] + self.senate.points(0), found[1] + self.senate.points(1)]

    # -- hidden information -------------------------------------------------------------------
    def view(self, seat):
        """As ``Game.view``, the Senators shown by id, plus the Senate: cubes, and the Decrees face
        up (a face-down one shows as None)."""
        seat = self._seat(seat)
        self._viewer = seat
        saved = self.slots, self.discard, self.p
        try:
            self.slots = [None if c is not None and c >= SENATOR_BASE else c for c in saved[0]]
            data = super().view(seat)
        finally:
            self.slots = saved[0]
        for q, c in enumerate(self.slots):
            if c is not None and c >= SENATOR_BASE:
                data["structure"].append({"position": q, "card": senator(c).id if self.revealed[q] else None,
                                          "face_up": self.revealed[q], "accessible": not self.cover[q]})
        data["structure"].sort(key=lambda entry: entry["position"])
        data["senate"] = {
            "cubes": [list(self.senate.cubes[0]), list(self.senate.cubes[1])],
            "decrees": [[d if self.senate.face_up[d] else None for d in stack] for stack in self.senate.decrees]}
        data["senators"] = [[senator(i).id for i in mine] for mine in self.senators]
        data["conspiracies"] = [
            [{"conspiracy": conspiracy(i).id if mine == seat or done else None,
              "prepared": None if card is None else self._card_object(card).id, "triggered": done}
             for i, card, done in self.plots[mine]] for mine in (0, 1)]
        data["conspiracy_deck"] = len(self.plot_deck)
        data["drawn"] = ([conspiracy(i).id for i in self.drawn] if self.drawn and seat == self.current
                         else [None] * len(self.drawn))
        data["locked"] = [_TOKEN_LIST[t].id for t in self.locked]
        data["sabotaged"] = [_WONDER_LIST[w].id for w, _ in self.sabotaged]
        data["senators_discarded"] = [senator(i).id for i in self.senators_discarded]
        return data

    def _option_id(self, option):
        if option.__class__ is Plot and option.kind == "keep" and self.current != self._viewer:
            return None
        if option.__class__ in (SenateAction, Plot):
            return option.to_json()
        return super()._option_id(option)

    def seen_cards(self):
        return {c for c in super().seen_cards() | set(self.senators_discarded) if c < SENATOR_BASE}

    def redeal(self, seat, rng):
        """As ``Game.redeal`` (the unseen cards of each Age, Senators among them, dealt again), and
        the face-down Decrees drawn again among those nobody has seen."""
        game = super().redeal(seat, rng)
        senate = game.senate
        hidden = sorted([d for stack in senate.decrees for d in stack if not senate.face_up[d]] + game.decree_box)
        fast_shuffle(rng, hidden)
        places = [(stack, i) for stack in senate.decrees for i, d in enumerate(stack) if not senate.face_up[d]]
        for stack, i in places:
            del senate.face_up[stack[i]]
        for stack, i in places:
            stack[i] = hidden.pop()
            senate.face_up[stack[i]] = False
        game.decree_box = sorted(hidden)
        self._redeal_plots(game, seat, rng)
        return game

    def _redeal_plots(self, game, seat, rng):
        """The Conspiracies ``seat`` has not seen (the deck, the opponent's face-down ones, a draw
        the opponent is choosing among) dealt again."""
        theirs = [entry for entry in game.plots[1 - seat] if not entry[2]]
        drawn = game.drawn if game.drawn and self.current != seat else []
        unseen = sorted([e[0] for e in theirs] + game.plot_deck + drawn)
        fast_shuffle(rng, unseen)
        for entry in theirs:
            entry[0] = unseen.pop()
        if drawn:
            game.drawn = [unseen.pop() for _ in drawn]
            if game.options and game.options[0].__class__ is Plot and game.options[0].kind == "keep":
                game.options = [Plot("keep", conspiracy(i)) for i in sorted(game.drawn)]
        game.plot_deck = unseen

    def _redeal_ages(self, game, shuffle):
        """Each Age not over: its unseen places dealt again from its unseen Age cards and those
        set aside, and the unseen Senators (each Age keeps its count of hidden Senators); Age III
        keeps its count of hidden guilds."""
        now = self.age
        ages = [age for age in (1, 2, 3) if age >= now]
        hidden = {}
        for age in ages:
            layout = game.layouts[age]
            hidden[age] = (list(range(len(layout))) if age > now else
                           [q for q, c in enumerate(self.slots) if c is not None and not self.revealed[q]])
        unseen = sorted(game.layouts[age][q] for age in ages for q in hidden[age]
                        if game.layouts[age][q] >= SENATOR_BASE)
        shuffle(unseen)
        is_guild = _IS_GUILD        # (every card of the engine: the Grand Temples too, with the Pantheon)
        for age in ages:
            layout, places = list(game.layouts[age]), hidden[age]
            count = sum(1 for q in places if layout[q] >= SENATOR_BASE)
            dealt, unseen = unseen[:count], unseen[count:]
            cards = sorted([layout[q] for q in places if layout[q] < SENATOR_BASE] + game.removed[age])
            plain_count = len(places) - count
            if age == 3:
                hidden_places = set(places)
                shown = sum(1 for q, c in enumerate(layout)
                            if q not in hidden_places and c < SENATOR_BASE and is_guild[c])
                guilds = [c for c in cards if is_guild[c]]
                plain = [c for c in cards if not is_guild[c]]
                shuffle(guilds)
                shuffle(plain)
                k = 3 - shown
                chosen = guilds[:k] + plain[:plain_count - k]
                game.removed[3] = guilds[k:] + plain[plain_count - k:]
            else:
                shuffle(cards)
                chosen, game.removed[age] = cards[:plain_count], cards[plain_count:]
            chosen += dealt
            shuffle(chosen)
            for q, c in zip(places, chosen, strict=True):
                layout[q] = c
            game.layouts[age] = layout
            if age == now:
                for q in places:
                    game.slots[q] = layout[q]

    # -- copies, keys, records ----------------------------------------------------------------
    def copy(self):
        other = super().copy()
        other.senate = self.senate.copy()
        other.senators = [list(self.senators[0]), list(self.senators[1])]
        other.senators_discarded = list(self.senators_discarded)
        other.decree_box = list(self.decree_box)
        other.options_step, other._resume, other._turn = self.options_step, self._resume, self._turn
        self._copy_plots(other)
        other.sabotaged = list(self.sabotaged)
        other._held, other._priced, other._own_ways = self._held, self._priced, self._own_ways  # (replaced, never changed in place)
        other._decree_costs = self._decree_costs
        return other

    def state_key(self):
        return super().state_key() + (self.senate.key(), tuple(map(tuple, self.senators)),
                                      tuple(self.senators_discarded), self._plots_key(), tuple(self.sabotaged),
                                      self._turn)

    def explain(self, seat, action):
        if isinstance(action, RecruitAction):
            count = len(self.senators[self._seat(seat)])
            return [say("agora.cost.recruit", count=count, coins=coins_text(count))]
        if action.__class__ is SenateAction:
            return [say("agora.cost.senate")]
        if action.__class__ in (Plot, PrepareAction):
            return [say("agora.cost.plot")]
        seat_number = self._seat(seat)
        if seat_number in self._priced and getattr(action, "kind", None) in (BUILD, DISCARD, WONDER):
            decrees = priced_by(self, seat_number, action)      # (only those that changed its price)
            if decrees:
                named = say("table.and").join(map(decree_named, decrees))
                if action.kind == BUILD and action.chain is not None:
                    return [say("agora.cost.decree_chain", symbol=symbol_name(action.chain), decree=named)]
                key = "agora.cost.discard_decreed" if action.kind == DISCARD else "agora.cost.decreed"
                return [say(key, coins=coins_text(action.coins), decrees=named)]
        if isinstance(getattr(action, "card", None), Senator) and action.kind == DISCARD:
            return [say("agora.cost.discard", coins=coins_text(action.coins))]
        if isinstance(getattr(action, "card", None), Senator) and action.kind == WONDER:
            return [say("agora.cost.wonder", wonder=describe(action.wonder), coins=coins_text(action.coins))]
        return super().explain(seat, action)

    def _why_illegal(self, seat, action):
        if self.phase == OVER or not (isinstance(action, SenateAction | RecruitAction | Plot | PrepareAction)
                                      or isinstance(getattr(action, "card", None), Senator)
                                      or self.phase in _PHASES and isinstance(action, Action)):
            return super()._why_illegal(seat, action)
        text = describe(action) if not isinstance(action, SenateAction | Action | Plot) else str(action)
        return say("agora.error.illegal", action=text, reason=self._reason(seat, action))

    def _reason(self, seat, action):
        if seat != self.current:
            return say("agora.error.not_yours", waiting=self.names[self.current])
        if self.phase in _PHASES and not isinstance(action, SenateAction | Plot):
            return say("agora.error.phase")     # (a take, or any other action, during a Senate decision)
        if action.__class__ is Plot and action.kind == "trigger":
            if self.phase != PLAY:
                return say("agora.error.phase")
            if self.trigger_used:
                return say("agora.error.one_trigger")
            return say("agora.error.no_plot", conspiracy=describe(action.conspiracy))
        if action.__class__ is Plot:
            return say("agora.error.not_offered")
        if isinstance(action, Action):
            card = action.card
            pos = self.slots.index(card.index) if card.index in self.slots else None
            if pos is None or self.cover[pos] or not self.revealed[pos] or self.phase != PLAY:
                return say("agora.error.no_senator", card=describe(card))
            cost = self.recruit_cost(seat)
            if action.kind == BUILD and cost > self.p[seat].coins:
                return say("agora.error.coins", cost=coins_text(cost), coins=coins_text(self.p[seat].coins))
            return say("agora.error.not_offered")
        if self.phase not in (SENATE_PHASE, INFLUENCE_PHASE):
            return say("agora.error.phase")
        chambers = [c for c in (action.chamber, action.target) if c is not None]
        if action.kind in (PLACE, MOVE, REMOVE) and action.chamber is None:
            chambers = [None]       # (every one of them names its Chamber)
        for c in chambers:
            if c.__class__ is not int or not 0 <= c < CHAMBERS:
                return say("agora.error.chamber", chamber=chamber_number(c))
        step = self.options_step
        if action.kind == PLACE and not self.senate.reserve(seat):
            return say("agora.error.reserve")
        if action.kind == PLACE and step[0] == "politician":
            section = [str(c + 1) for c in range(CHAMBERS) if section_of(c) == step[2]]
            return say("agora.error.section", chambers=" & ".join(section))
        if action.kind == MOVE:
            if not self.senate.cubes[seat][action.chamber]:
                return say("agora.error.no_cube", chamber=chamber_number(action.chamber))
            if action.target is None or abs(action.chamber - action.target) != 1:
                return say("agora.error.adjacent")
        if action.kind == REMOVE and not self.senate.cubes[1 - seat][action.chamber]:
            return say("agora.error.no_opponent_cube", chamber=chamber_number(action.chamber))
        return say("agora.error.not_offered")

    def _repr_html_(self):
        """The game as text until the table draws the Senate."""
        import html

        cubes = " | ".join(f"{a}–{b}" for a, b in zip(*self.senate.cubes, strict=True))
        return f"<pre>{html.escape(repr(self))}\nSenate: {html.escape(cubes)}</pre>"

    def __repr__(self):
        if self.phase in (SENATE_PHASE, INFLUENCE_PHASE) and language() != "fr":
            return say("duel.repr.game.on", age=self.age, phase=self.phase)
        if self.phase in (SENATE_PHASE, INFLUENCE_PHASE):
            return say("duel.repr.game.on", age=self.age, phase=say(f"agora.what.{self.phase}"))
        return super().__repr__()
