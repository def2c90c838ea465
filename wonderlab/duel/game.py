"""A game of 7 Wonders Duel, from the wonder draft to the last card or a supremacy.

One player decides at a time: ``waiting`` names who, ``legal_actions`` lists every choice, and
the game changes only through ``play``. Every random part of the game (tokens, wonders, the
three Age decks) is drawn from the seed at the start, so a seed and the list of actions replay
a game exactly.

>>> game = Game(seed=1)
>>> game.phase, game.waiting, len(game.legal_actions(0))
('pick', (0,), 4)
>>> while game.phase == "pick":
...     game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
>>> game.phase, game.age, game.waiting, len(game.accessible())
('play', 1, (0,), 6)
>>> Game.replay(game.record()).state_key() == game.state_key()
True
"""

import numbers
import random
from functools import partial
from importlib import import_module
from struct import Struct
from types import MappingProxyType
from typing import NamedTuple

from ..core.errors import IllegalAction, InvalidRecord
from ..core.i18n import Word, language, say
from ..core.labels import default_names, semicolons
from ..core.records import GameRecord, Replayable
from ..core.rng import BITS, below, check_seed, make_rng
from ..core.rng import shuffle as fast_shuffle
from . import messages  # noqa: F401  (registers the texts)
from .actions import (
    BUILD,
    DESTROY,
    DISCARD,
    KINDS,
    PICK,
    REVIVE,
    START,
    TOKEN,
    WONDER,
    Action,
    coins_text,
    describe,
    made,
)
from .agora_items import TOKENS_BY_INDEX, WONDERS_BY_INDEX
from .cards import (
    SCIENCE,
    board,
    card_set,
    resource_name,
    symbol_name,
    token_set,
    units_text,
    wonder_set,
)
from .pantheon_data import CARDS_BY_INDEX
from .payment import plan, units_cost
from .scoring import City, ScoreSheet, winners

PICK_PHASE, PLAY, TOKEN_PHASE, DESTROY_PHASE, REVIVE_PHASE, START_PHASE, OVER = (
    "pick", "play", "token", "destroy", "revive", "start", "over")
PICK_ORDER = (0, 1, 1, 0, 1, 0, 0, 1)   # the wonder draft: seat choosing each of the 8 wonders
# a game's result: data that compares as these words, printed in the reader's language
MILITARY, SCIENTIFIC, POINTS = (Word("military supremacy", "duel.result.military"),
                                Word("scientific supremacy", "duel.result.scientific"),
                                Word("points", "duel.result.points"))
LAW = SCIENCE.index("scales")

_CARDS = card_set()
# plain tuples, the fastest lookups by index; Pantheon's cards, wonders and tokens follow the base
# game's (``pantheon_data``), and Agora's wonders and tokens follow them (``agora_items``): the base
# game never deals them
_CARD_LIST = CARDS_BY_INDEX
_DECKS = {1: [c.index for c in _CARDS.age(1)], 2: [c.index for c in _CARDS.age(2)],
          3: [c.index for c in _CARDS.age(3)], "guilds": [c.index for c in _CARDS.guilds()]}


# The deal shuffles seven times: the tokens, the wonders, the three Age decks, the guilds, then
# the 20 cards of Age III (17 + 3 guilds, in the order drawn). A shuffle draws one 32-bit key per
# item (``rng.getrandbits(32 * n)``, little-endian words) and orders its items by key, ties by
# place. ``_deal_orders`` draws all their keys at once (the same 32-bit words in turn) and sorts
# them in one go: each key becomes the number ``2**52 + shuffle << 40 | key << 8 | place``, held
# as the float of that value (a float sorts faster than a big int; every number up to 2**53 is
# exact, and from 2**52 on a float's 8 bytes are ``0x433`` and then the number's own low 52
# bits). So the one sort orders the shuffles one after the other, each by its keys, ties by
# place, and byte 0 of each sorted float is its place.
_DEAL = (10, 12, len(_DECKS[1]), len(_DECKS[2]), len(_DECKS[3]), len(_DECKS["guilds"]), 20)
_DEAL_KEYS = sum(_DEAL)
_DEAL_FLOATS = bytes(b for i, n in enumerate(_DEAL) for place in range(n)    # little-endian, keys 0
                     for b in (place, 0, 0, 0, 0, i, 0x30, 0x43))
_DEAL_PACK = Struct(f"<{_DEAL_KEYS}d").pack
_DEAL_PARTS = [slice(sum(_DEAL[:i]), sum(_DEAL[:i + 1])) for i in range(len(_DEAL))]   # each shuffle's keys


def _placed(items):
    """A ``bytes.translate`` table from places to ``items`` (card indices are under 256)."""
    return bytes(items) + bytes(256 - len(items))


_PLACED = {deck: _placed(items) for deck, items in _DECKS.items()}


def _deal_orders(rng):
    """The seven shuffles' orders, the places of their items as bytes, as the shuffles drawn one
    after the other order them (the same numbers drawn from ``rng``):

    >>> rng, again = random.Random(3), random.Random(3)
    >>> def shuffle(n):
    ...     keys = [again.getrandbits(32) for _ in range(n)]
    ...     return bytes(sorted(range(n), key=keys.__getitem__))
    >>> _deal_orders(rng) == [shuffle(n) for n in _DEAL] and rng.getstate() == again.getstate()
    True
    """
    keys = rng.getrandbits(32 * _DEAL_KEYS).to_bytes(4 * _DEAL_KEYS, "little")
    floats = bytearray(_DEAL_FLOATS)
    # each key's 4 bytes become bytes 1 to 4 of its float: the 32-bit words copied at once, to
    # every other 32-bit word of the floats from byte 1 on
    memoryview(floats)[1:-3].cast("I")[::2] = memoryview(keys).cast("I")
    floats = memoryview(floats).cast("d").tolist()
    floats.sort()
    return list(map(_DEAL_PACK(*floats)[0::8].__getitem__, _DEAL_PARTS))


_IS_GUILD = [c.is_guild for c in _CARD_LIST]
# what scoring counts, per card, wonder and token index (``totals`` reads these)
_CARD_POINTS = [c.effect.points if c.color in ("blue", "green", "yellow") else 0 for c in _CARD_LIST]
_GUILDS = [c.effect.guild if c.color == "purple" else None for c in _CARD_LIST]
# per card index, its civilian (blue), science (green) and commercial (yellow) points packed in
# one number, 8 bits each (a city's total of each is far below 256): a sheet sums them at once
_SHEET_POINTS = [c.effect.points << {"blue": 0, "green": 8, "yellow": 16}[c.color]
                 if c.color in ("blue", "green", "yellow") else 0 for c in _CARD_LIST]
_ALL_PLACES = tuple(range(20))
_WONDERS = wonder_set()
_WONDER_LIST = WONDERS_BY_INDEX
_WONDER_POINTS = [w.effect.points for w in _WONDER_LIST]
_TOKENS = token_set()
_TOKEN_LIST = TOKENS_BY_INDEX
_TOKEN_POINTS = [t.effect.points for t in _TOKEN_LIST]
_POINTS_PER_TOKEN = [t.effect.points_per_token for t in _TOKEN_LIST]    # Mathematics
_BOARD = board()
_CAPITAL = _BOARD.capital
_LOOTING = {d for start, end, _ in _BOARD.looting for d in range(start, end + 1)}  # distances with a token
_LOOT = tuple((victim, start, end, coins) for victim in (1, 0) for start, end, coins in _BOARD.looting)
_STRUCTURES = _BOARD.structures
_COVER_COUNTS = {age: tuple(len(c) for c in s.covered_by) for age, s in _STRUCTURES.items()}
_START_FREE = {age: s.start for age, s in _STRUCTURES.items()}


class Looting(NamedTuple):
    """A looting token the Conflict pawn (or Neptune) took: decision ``index`` of the game made
    ``victim`` lose ``coins`` of the token's ``value`` (fewer when they had fewer), ``kept`` more
    being safe on Astarte (Pantheon). ``Game.lootings`` keeps them, for a log to tell.

    >>> game = random_game(4)
    >>> [(t.victim, t.coins, t.value) for t in game.lootings]
    [(0, 2, 2), (0, 5, 5)]
    >>> game.lootings[0].index < game.lootings[1].index
    True
    """

    index: int
    victim: int
    coins: int
    value: int
    kept: int


class Player:
    """One player's city: coins, cards, wonders, tokens, and what they produce."""

    __slots__ = ("coins", "cards", "colors", "produced", "choices", "fixed", "chains", "science",
                 "tokens", "has", "wonders", "built", "tucked")

    def __init__(self, coins=0):
        self.coins = coins
        self.cards = []              # card indices, in building order
        self.colors = {}             # color -> count
        self.produced = (0,) * 5     # brown and gray production
        self.choices = ()            # sorted masks of one-of-several units (own use only)
        self.fixed = 0               # resources bought at 1 coin
        self.chains = set()          # chain symbols shown by the city's cards
        self.science = [0] * 7       # scientific symbols, by index in SCIENCE
        self.tokens = []             # progress token indices, in taking order
        self.has = set()             # progress token ids
        self.wonders = []            # wonder indices still to build
        self.built = []              # wonder indices built
        self.tucked = []             # card index under each built wonder

    def __repr__(self):
        """``<City: 7 coins, 3 cards, 1 wonder built, 3 to build, 0 progress tokens>``, in the
        current language; only what both players see."""
        from ..core.i18n import plural

        return say("duel.repr.player", coins=plural(self.coins, "duel.repr.coins"),
                   cards=plural(len(self.cards), "duel.repr.cards"),
                   built=plural(len(self.built), "duel.repr.wonders"),
                   waiting=len(self.wonders), tokens=plural(len(self.tokens), "duel.repr.tokens"))

    def copy(self):
        other = Player.__new__(Player)
        other.coins = self.coins
        other.cards = list(self.cards)
        other.colors = dict(self.colors)
        other.produced = self.produced
        other.choices = self.choices
        other.fixed = self.fixed
        other.chains = set(self.chains)
        other.science = list(self.science)
        other.tokens = list(self.tokens)
        other.has = set(self.has)
        other.wonders = list(self.wonders)
        other.built = list(self.built)
        other.tucked = list(self.tucked)
        return other

    def key(self):
        return (self.coins, tuple(self.cards), tuple(self.tokens), tuple(self.wonders),
                tuple(self.built), tuple(self.tucked))

    def city(self):
        """The city as scoring sees it."""
        return City(list(map(_CARD_LIST.__getitem__, self.cards)), list(map(_WONDER_LIST.__getitem__, self.built)),
                    list(map(_TOKEN_LIST.__getitem__, self.tokens)), self.coins)


# The cost entries (``Game._entry``) are kept for every game, so that the tables of all the
# contexts share them instead of holding copies (fewer objects for the garbage collector).
_BUILDS = [{} for _ in _CARD_LIST]      # per card index: trade -> (coins, trade, the Action that builds it)
# per wonder index: trade -> (coins, trade, the Actions that build it by card index): a wonder
# has no printed coins, so its trade is its coins
_WONDER_BUILDS = [{} for _ in _WONDER_LIST]
# a discard gains 2 coins + 1 per yellow card of the city: a city holds at most every yellow card
_GAINS = range(3 + sum(1 for c in _CARD_LIST if c.color == "yellow"))
_DISCARDS = [[Action(DISCARD, c, coins=n) for n in _GAINS] for c in _CARD_LIST]  # per card, by coins gained
_DISCARD_ROWS = [[d[n] for d in _DISCARDS] for n in _GAINS]  # per coins gained, by card
_PICKS = [Action(PICK, wonder=w) for w in _WONDER_LIST]
_TAKE_TOKEN = [Action(TOKEN, token=t) for t in _TOKEN_LIST]
_DESTROYS = [Action(DESTROY, card=c) for c in _CARD_LIST]
_REVIVES = [Action(REVIVE, card=c) for c in _CARD_LIST]
_STARTS = (Action(START, starter=0), Action(START, starter=1))
_CHAINED = [Action(BUILD, c, chain=c.chain_needs) if c.chain_needs else None for c in _CARD_LIST]
_CHAIN_NEEDS = [c.chain_needs for c in _CARD_LIST]
_CARD_CLASS = type(_CARD_LIST[0])
_WONDER_CLASS = type(_WONDER_LIST[0])
# per card and wonder, what paying for it reads (``_entry``): whether it is a card, its printed
# coins, the token that waives 2 of its units, the (resource, units) of its cost, and its entries
_PAYING = {item: (item.__class__ is _CARD_CLASS, item.coins if item.__class__ is _CARD_CLASS else 0,
                  ("masonry" if item.color == "blue" else None) if item.__class__ is _CARD_CLASS else "architecture",
                  tuple((r, n) for r, n in enumerate(item.cost) if n),
                  (_BUILDS if item.__class__ is _CARD_CLASS else _WONDER_BUILDS)[item.index])
           for item in (*_CARD_LIST, *_WONDER_LIST)}
# per card index, the cost entry of a card that needs no resources (its printed coins in every
# context, as ``Game._entry`` finds it), else None: a random take reads it without a table
_UNPAID = [None if _PAYING[card][3] else _BUILDS[card.index].setdefault(
    0, (card.coins, 0, Action(BUILD, card, coins=card.coins, trade=0))) for card in _CARD_LIST]
_TOKEN_CLASS = type(_TOKENS[0])
# the fields each kind of action may set (the others keep their defaults)
# per card index, what building it does (``_build`` reads these instead of the card's effect)
# (color, chain given, brown and gray production or None, shields, science symbol, the rarer
# effects: (choice, fixed prices, coins, coins per count, guild that pays coins) or None)
_BUILT = []
for _card in _CARD_LIST:
    _effect = _card.effect
    _rarer = (_effect.produces_choice, _effect.fixed_price, _effect.coins, _effect.coins_per,
              _effect.guild if _effect.guild is not None and _effect.guild.coins else None)
    _BUILT.append((_card.color, _card.chain_gives, _effect.produces if _card.color in ("brown", "gray") else None,
                   _effect.shields, _effect.science, _rarer if any(x for x in _rarer) else None))
del _card, _effect, _rarer


# Costs by context: what building an item costs a player depends only on the player's own
# production, choices and fixed prices, the opponent's production and the Masonry and
# Architecture tokens. Every game (and every copy a search deals) shares one table of costs per
# such context, so a cost is worked out once for all the games that meet its context.
# The contexts met lately, and those met before them: when the first holds ``_TABLES_LIMIT``
# contexts it takes the place of the second, forgotten, so that the contexts every game meets
# (the first turns') stay (``_table``).
_TABLES = {}                             # context -> {card or wonder: entry}
_OLDER_TABLES = {}
_TABLES_LIMIT = 4096
_FIELDS = {PICK: ("wonder",), BUILD: ("card", "coins", "trade", "chain"), DISCARD: ("card", "coins"),
           WONDER: ("card", "wonder", "coins", "trade"), TOKEN: ("token",), DESTROY: ("card",),
           REVIVE: ("card",), START: ("starter",)}
_DEFAULTS = {"card": None, "wonder": None, "token": None, "starter": None, "coins": 0, "trade": 0,
             "chain": None}


def _integer(value):
    """``value`` as a plain int if it is an integer (a numpy one too) but not a bool, else None."""
    if value.__class__ is int:
        return value
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    return None


def _color_count(colors, counted):
    """How many cards of the ``counted`` colors a city holds, by its ``colors`` (color -> count);
    a loop, not ``sum`` over a generator: the engine counts colors at every guild and yellow card."""
    count = 0
    for color in counted:
        count += colors.get(color, 0)
    return count


def _check_names(names):
    """The players' names as a list, refusing what would make two players hard to tell apart."""
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise ValueError(say("duel.option.names.list", value=describe(names)))
    names = list(names)
    if len(names) != 2:
        raise ValueError(say("duel.option.names.count", got=len(names)))
    seen = set()
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise ValueError(say("duel.option.names.blank", i=i, value=describe(name)))
        key = " ".join(name.split()).casefold()
        if key in seen:
            raise ValueError(say("duel.option.names.twice", i=i, value=repr(name)))
        seen.add(key)
    return names




def _wonder_build(row, index):
    """The action of ``row`` (a wonder's entry's actions by card index, see ``Game._entry``)
    that builds its wonder with card ``index``."""
    wonder, coins, trade = row[-1]
    action = row[index] = made(WONDER, _CARD_LIST[index], wonder, coins=coins, trade=trade)
    return action


def _kept_points(p):
    """The points of the city ``p`` that neither its coins, its guilds nor the pawn change: its
    cards', its wonders' and its tokens' (``Game.totals`` adds the others; the greedy bot adds
    what a take changes to these).

    >>> p = Player()
    >>> p.cards, p.built = [_CARDS.find("Baths").index], [_WONDERS.find("The Pyramids").index]
    >>> _kept_points(p)
    12
    """
    points = sum(map(_CARD_POINTS.__getitem__, p.cards)) + sum(map(_WONDER_POINTS.__getitem__, p.built))
    if p.tokens:
        points += (sum(map(_TOKEN_POINTS.__getitem__, p.tokens))
                   + sum(map(_POINTS_PER_TOKEN.__getitem__, p.tokens)) * len(p.tokens))
    return points


def _table(p, other):
    """The shared cost table of city ``p``'s context, against city ``other``."""
    global _TABLES, _OLDER_TABLES
    key = (p.produced, p.choices, other.produced, p.fixed, "masonry" in p.has, "architecture" in p.has)
    table = _TABLES.get(key)
    if table is None:
        table = _OLDER_TABLES.pop(key, None)
        if table is None:
            table = {}
        if len(_TABLES) >= _TABLES_LIMIT:
            _OLDER_TABLES, _TABLES = _TABLES, {}
        _TABLES[key] = table
    return table


_START_TABLE = _table(Player(), Player())
# the ways of taking a card not yet drawn (``Game._draw_take``), as bits: way i is bit i; by
# these bits, the ways in order, and the bits of all the ways with i wonders to build
# (up to 8 wonders to build: Pantheon's Ra takes the opponent's)
_WAYS = [tuple(way for way in range(10) if bits >> way & 1) for bits in range(1 << 10)]
_ALL_WAYS = [(1 << (2 + wonders)) - 1 for wonders in range(9)]
_RANDOM = random.Random
_CLASSES = {}      # an expansion's module -> its class of games, imported once (``_expansion_class``)


def _expansion_class(module):
    """The class of games of ``module`` (``pantheon``, ``agora`` or ``pantheon_agora``, which
    import this module: imported at the first game, not at each as an ``import`` statement does).

    >>> _expansion_class("agora").__name__, _CLASSES["agora"] is _expansion_class("agora")
    ('AgoraGame', True)
    """
    found = _CLASSES[module] = getattr(import_module(f"{__package__}.{module}"),
                                       {"pantheon": "PantheonGame", "agora": "AgoraGame",
                                        "pantheon_agora": "PantheonAgoraGame"}[module])
    return found


_NONE_HANDED = object()     # ``Game._handed`` when the engine has handed out no action for the state


class Game(Replayable):
    """One game of 7 Wonders Duel between seats 0 and 1; seat 0 is the first player."""

    # What every decision reads lives in slots: a game has more attributes than Python keeps
    # in an instance's quickest (shared-key) dict. The others stay in its ``__dict__``. Agora's
    # state is declared here too (``AgoraGame`` sets it): a game of both expansions inherits the
    # Pantheon's and Agora's classes, and two bases may not both add slots of their own.
    __slots__ = ("phase", "current", "age", "p", "pawn", "loot", "discard", "slots", "revealed", "cover",
                 "_covers", "free", "freed", "wonders_built", "pending", "again", "last_taker",
                 "_actions", "_legal", "_card_cache", "_handed", "_handed_at", "_prices", "_costs",
                 # Agora's (``agora.py``, ``conspiracies.py``), unset in a game without it
                 "senate", "senators", "senators_discarded", "decree_box", "options_step", "sabotaged",
                 "_held", "_priced", "_own_ways", "_decree_costs", "_resume", "_turn",
                 "plot_deck", "plots", "drawn", "trigger_used", "locked")

    def __new__(cls, *args, pantheon=False, agora=False, **options):
        """``Game(seed=..., pantheon=True)`` is a game with the Pantheon expansion (``pantheon.py``),
        ``Game(seed=..., agora=True)`` one with Agora (``agora.py``), both: ``pantheon_agora.py``."""
        if cls is not Game:
            return object.__new__(cls)
        if pantheon is not False and pantheon is not None:
            if pantheon is not True:
                raise ValueError(say("duel.option.pantheon", value=describe(pantheon)))
            if agora is not False and agora is not None:
                if agora is not True:
                    raise ValueError(say("agora.option", value=describe(agora)))
                return object.__new__(_CLASSES.get("pantheon_agora") or _expansion_class("pantheon_agora"))
            return object.__new__(_CLASSES.get("pantheon") or _expansion_class("pantheon"))
        if agora is not False and agora is not None:      # None: left out, as for ``pantheon``
            if agora is not True:
                raise ValueError(say("agora.option", value=describe(agora)))
            return object.__new__(_CLASSES.get("agora") or _expansion_class("agora"))
        return object.__new__(cls)

    def __init__(self, players=2, seed=0, names=None, pantheon=False, agora=False):
        if _integer(players) != 2:
            raise ValueError(say("duel.option.players", value=describe(players)))
        given, seed = seed, _integer(seed)
        if seed is None:
            raise ValueError(say("duel.option.seed", value=describe(given)))
        check_seed(seed)
        self.players = 2
        self.seed = seed
        self.names = _check_names(names) if names is not None else list(default_names(2))
        self._options = {"players": 2, "names": list(self.names) if names is not None else None}
        rng = make_rng(seed)
        tokens, draft, first, second, third, guilds, last = _deal_orders(rng)
        self.board_tokens = sorted(tokens[:5])      # face up on the board
        self.box_tokens = list(tokens[5:])          # set aside unseen, in drawing order
        self.draft = list(draft)                    # 4 revealed, then 4 more; the last 4 unused
        first, second = list(first.translate(_PLACED[1])), list(second.translate(_PLACED[2]))
        age3, guilds = list(third.translate(_PLACED[3])), list(guilds.translate(_PLACED["guilds"]))
        deck = list(last.translate(_placed(age3[:17] + guilds[:3])))
        self.layouts = {1: first[:20], 2: second[:20], 3: deck}
        self.removed = {1: first[20:], 2: second[20:], 3: age3[17:] + guilds[3:]}
        self.p = [Player(_BOARD.start_coins), Player(_BOARD.start_coins)]
        self.pawn = 0                 # > 0: towards seat 1's capital (seat 0 leads)
        self.loot = list(_LOOT)       # (victim seat, from, to, coins) still on the track
        self.lootings = ()            # what each looting token took: ``Looting``s, in the order taken
        self.discard = []
        self.age = 0
        self.slots = [None] * 20      # the current Age's structure: card index or None
        self.revealed = [False] * 20
        self.cover = [0] * 20         # how many cards still lie on each position
        self._covers = None           # per position, those its card lies on (of the current Age)
        self.free = []                # positions with a card and nothing on it
        self.freed = []               # face-down positions freed this turn, to turn over
        self.picks = 0
        self.offered = list(self.draft[:4])   # wonders of the draft still to take
        self.wonders_built = 0
        self.left_wonder = None       # the 8th wonder, once it has left the game
        self.phase = PICK_PHASE
        self.current = 0
        self.options = []             # what a token, destroy or revive decision chooses among
        self.pending = []             # (phase, seat) decisions still to come this turn
        self.again = False
        self.last_taker = 0
        self.result = None
        self.winner = None            # the winning seat, or None when shared
        self.library = []             # tokens drawn by the Great Library, while choosing
        self._actions = []
        self._legal = None
        self._card_cache = {}
        self._handed, self._handed_at = _NONE_HANDED, None   # see ``_random_take``
        self._prices = [None, None]
        self._costs = [_START_TABLE, _START_TABLE]   # both cities start alike
        self._sheets = None           # the final score sheets, once the game is over
        self._deal_more(rng)

    def _deal_more(self, rng):
        """An expansion's own deal after the base game's, which ``rng`` drew (``PantheonGame``, ``AgoraGame``)."""

    # -- what the table looks like ------------------------------------------------------------
    @property
    def waiting(self):
        """The seat that must decide now, as a tuple (empty when the game is over)."""
        return () if self.phase == OVER else (self.current,)

    @property
    def is_over(self):
        return self.phase == OVER

    @property
    def remaining(self):
        """How many cards are left in the current Age's structure."""
        return 20 - self.slots.count(None)

    @property
    def turns(self):
        """How many cards have been taken from the structures so far."""
        return 20 * self.age - self.remaining if self.age else 0

    def accessible(self):
        """The positions of the structure whose card can be taken now (nothing lies on it)."""
        return sorted(self.free)

    def card_at(self, position):
        """The ``Card`` at ``position`` if it is face up, None if taken or face down."""
        index = self.slots[position]
        return _CARD_LIST[index] if index is not None and self.revealed[position] else None

    def city(self, seat):
        return self.p[self._seat(seat)].city()

    def coins(self, seat):
        return self.p[self._seat(seat)].coins

    def _seat(self, seat):
        """``seat`` as the plain int 0 or 1 (a numpy integer is one too); anything else raises
        ``IllegalAction``, before anything changes."""
        number = _integer(seat)
        if number is None:
            raise IllegalAction(say("duel.error.not_a_seat", seat=describe(seat)))
        if number not in (0, 1):
            raise IllegalAction(say("duel.error.no_such_seat", seat=number))
        return number

    # -- legal actions ------------------------------------------------------------------------
    def legal_actions(self, seat):
        """Every action ``seat`` may take now (empty when it is not its decision)."""
        if seat.__class__ is not int or seat > 1 or seat < 0:
            seat = self._seat(seat)
        if self.phase == OVER or seat != self.current:
            return []
        if self._legal is None:
            self._legal = self._compute_legal(seat)
        return list(self._legal)

    def _compute_legal(self, seat, discards=True):
        """``legal_actions(seat)``; with ``discards`` False, those of the structure without the
        discards (what the search's playouts draw from while they can build)."""
        phase = self.phase
        if phase == PLAY:       # each accessible card's actions, as ``_card_actions`` lists them
            p = self.p[seat]
            coins, costs, chains, slots, revealed = p.coins, self._costs[seat], p.chains, self.slots, self.revealed
            gain = 2 + p.colors.get("yellow", 0)
            discard_row = _DISCARD_ROWS[gain] if gain < len(_DISCARD_ROWS) else None
            rows = []           # the affordable wonders' actions, by card index
            if self.wonders_built < 7:
                for w in p.wonders:
                    wonder = _WONDER_LIST[w]
                    found = costs.get(wonder) or self._entry(seat, wonder)
                    if found[0] <= coins:
                        rows.append(found[2])
            actions = []
            append = actions.append
            for pos in sorted(self.free):
                if not revealed[pos]:
                    continue
                index = slots[pos]
                card = _CARD_LIST[index]
                needs = card.chain_needs
                if needs is not None and needs in chains:
                    append(_CHAINED[index])
                else:
                    found = costs.get(card) or self._entry(seat, card)
                    if found[0] <= coins:
                        append(found[2])
                if discards:
                    append(discard_row[index] if discard_row is not None else self.option(seat, card, DISCARD))
                for row in rows:
                    append(row[index] or _wonder_build(row, index))
            return actions
        if phase == PICK_PHASE:
            return list(map(_PICKS.__getitem__, self.offered))
        if phase == TOKEN_PHASE:
            return list(map(_TAKE_TOKEN.__getitem__, self.options))
        if phase == DESTROY_PHASE:
            return list(map(_DESTROYS.__getitem__, self.options))
        if phase == REVIVE_PHASE:
            return list(map(_REVIVES.__getitem__, self.options))
        return list(_STARTS)

    def card_actions(self, seat, card):
        """The legal actions of ``seat`` that take ``card`` (a ``Card`` or its name): none when it
        is not ``seat``'s turn to take a card or ``card`` is not accessible and face up."""
        seat = self._seat(seat)
        if isinstance(card, str):
            found = _CARDS.find(card)
            if found is None:
                raise IllegalAction(say("duel.error.unknown_card", card=describe(card)))
            card = found
        elif not self._is_card(card):
            raise IllegalAction(say("duel.error.not_a_card", card=describe(card)))
        return list(self._card_actions(seat, card))

    @staticmethod
    def _is_card(card):
        return card.__class__ is _CARD_CLASS and _CARD_LIST[card.index] is card

    def _card_actions(self, seat, card):
        """``card_actions`` for a ``Card`` and a valid seat, kept until the next action."""
        if self.phase != PLAY or seat != self.current:
            return []
        found = self._card_cache.get(card)
        if found is not None:
            return found
        pos = self._position(card)
        if pos is None or self.cover[pos] or not self.revealed[pos]:
            return []
        option = self.option
        actions = [option(seat, card, BUILD), option(seat, card, DISCARD)]
        if self.wonders_built < 7:
            actions += [option(seat, card, WONDER, _WONDER_LIST[w]) for w in self.p[seat].wonders]
        actions = [a for a in actions if a is not None]
        self._card_cache[card] = actions
        return actions

    def _position(self, card):
        """Where ``card`` lies in the structure, or None."""
        try:
            return self.slots.index(card.index)
        except ValueError:
            return None

    def option(self, seat, card, kind, wonder=None):
        """The action that takes ``card`` (accessible, face up) in this ``kind`` of way —
        ``"build"``, ``"discard"`` or ``"wonder"`` with ``wonder`` — or None when it is not legal."""
        p = self.p[seat]
        if kind == DISCARD:
            gain = 2 + p.colors.get("yellow", 0)
            discards = _DISCARDS[card.index]
            while len(discards) <= gain:
                discards.append(made(DISCARD, card, coins=len(discards)))
            return discards[gain]
        if kind == BUILD:
            return self._build_option(seat, card)
        if kind != WONDER or self.wonders_built >= 7 or wonder is None or wonder.index not in p.wonders:
            return None
        return self._wonder_option(seat, card, wonder)

    def _build_option(self, seat, card):
        """``option(seat, card, "build")``."""
        p = self.p[seat]
        needs = card.chain_needs
        if needs is not None and needs in p.chains:
            return _CHAINED[card.index]
        found = self._costs[seat].get(card) or self._entry(seat, card)
        return found[2] if found[0] <= p.coins else None

    def _wonder_option(self, seat, card, wonder):
        """``option(seat, card, "wonder", wonder)`` for one of ``seat``'s wonders still to build,
        while fewer than 7 are built."""
        found = self._costs[seat].get(wonder) or self._entry(seat, wonder)
        if found[0] > self.p[seat].coins:
            return None
        row = found[2]
        return row[card.index] or _wonder_build(row, card.index)

    def _random_take(self, seat, random):
        """A take of ``seat`` drawn with ``random`` (``rng.random``) as ``RandomBot`` draws it
        (``_draw_take``).

        The engine remembers the action it hands out for the current player (``_handed``, at
        ``_handed_at``), so that ``play`` recognises it by identity without working it out
        again: every ``play`` forgets it (and a copy starts without it), so it only ever stands
        for the very state it was worked out in.
        """
        pos, found = self._draw_take(seat, random)
        if seat == self.current:
            self._handed, self._handed_at = found, pos
        return found

    def _draw_take(self, seat, random, play=False):
        """``(position, action)``: a free card drawn with ``random``, then a way of taking it
        among all — 0: build it, 1: discard it, 2 + i: build the i-th wonder still to build with
        it — drawing again among the others while the one drawn is not legal (discarding always
        is). (In the play phase every position of ``free`` is face up: the cards freed by a take
        are turned over before the next decision.)

        With ``play``, each take drawn is played at once (``_take``), then the current player's
        next one drawn, until the game leaves the play phase; None then. That is the random
        play-out's hot loop (``_play_at_random``): one call for the takes in a row, not two a take.
        """
        # ``x.__trunc__()`` is ``int(x)`` for a float x, without ``int``'s slow call of a type
        while True:
            free = self.free
            pos = free[(random() * len(free)).__trunc__()]
            index = self.slots[pos]
            p = self.p[seat]
            wonders = p.wonders     # (none once 7 are built: the 8th leaves the game)
            way = (random() * (2 + len(wonders))).__trunc__()
            left = None             # the ways not yet drawn, once one was not legal (bits: ``_WAYS``)
            while True:
                if way == 1:
                    found = _DISCARDS[index][2 + p.colors.get("yellow", 0)]
                    break
                if way == 0:
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
                        row = found[2]
                        found = row[index] or _wonder_build(row, index)
                        break
                if left is None:
                    left = _ALL_WAYS[len(wonders)]
                left ^= 1 << way
                ways = _WAYS[left]
                way = ways[(random() * len(ways)).__trunc__()]
            if not play:
                return pos, found
            self._take(seat, pos, found)
            if self.phase != PLAY:
                return None
            seat = self.current

    def _play_at_random(self, rng):
        """Play on to the end, both seats drawing from ``rng`` what ``RandomBot`` draws decision
        by decision (``RandomBot.play_out``): each decision is drawn among the engine's own legal
        actions and played at once, without being handed out and recognised."""
        random, choice, getrandbits = rng.random, rng.choice, rng.getrandbits
        plain = rng.__class__ is _RANDOM     # then ``below`` draws what its ``choice`` draws
        self._forget_handed()       # (and nothing is handed out from here on: every take is drawn)
        own = self._option_phases
        while True:
            phase = self.phase
            if phase == PLAY:       # the takes, up to the next decision of another kind
                self._draw_take(self.current, random, True)
            elif phase == OVER:
                return
            elif phase == PICK_PHASE and plain:     # the draft: the legal picks, without their list
                offered = self.offered
                self._apply(self.current, _PICKS[offered[below(rng, len(offered))]])
            elif phase in own and plain:    # an expansion's decision: among its ``options``, without a copy
                options = self.options
                size = len(options)
                bits = BITS[size]       # (``below(rng, size)``, without its call)
                drawn = getrandbits(bits)
                while drawn >= size:
                    drawn = getrandbits(bits)
                self._apply(self.current, options[drawn])
            else:
                seat = self.current
                legal = self._compute_legal(seat)
                self._apply(seat, legal[below(rng, len(legal))] if plain else choice(legal))

    def prices(self, seat):
        """The bank's price of each resource for ``seat``: 2 + the opponent's brown and gray
        production of it, or 1 when a yellow card fixes it."""
        if seat.__class__ is not int or seat > 1 or seat < 0:
            seat = self._seat(seat)
        found = self._prices[seat]
        if found is None:
            fixed = self.p[seat].fixed
            w, c, s, g, y = self.p[1 - seat].produced
            if fixed:
                found = (1 if fixed & 1 else 2 + w, 1 if fixed & 2 else 2 + c, 1 if fixed & 4 else 2 + s,
                         1 if fixed & 8 else 2 + g, 1 if fixed & 16 else 2 + y)
            else:
                found = (2 + w, 2 + c, 2 + s, 2 + g, 2 + y)
            self._prices[seat] = found
        return found

    def cost(self, seat, item):
        """``(coins, trade)`` to build a ``Card`` (not chained) or a ``Wonder``: the printed coins
        plus the cheapest trading, of which ``trade`` went to buying resources."""
        seat = self._seat(seat)
        if item.__class__ is not _CARD_CLASS and item.__class__ is not _WONDER_CLASS:
            raise IllegalAction(say("duel.error.not_a_card", card=describe(item)))
        found = self._costs[seat].get(item) or self._entry(seat, item)
        return found[:2]

    def _entry(self, seat, item):
        """Work out and keep ``(coins, trade, build action)`` for a card, ``(coins, trade, its
        actions by card index, each None until first needed: ``_wonder_build`` makes them) for a
        wonder, in the table of ``seat``'s context; the entries themselves are kept for every game."""
        p = self.p[seat]
        is_card, printed, token, needs, builds = _PAYING[item]
        trade = 0
        if needs:
            price = self._prices[seat] or self.prices(seat)
            discount = 2 if token is not None and token in p.has else 0
            if p.choices or discount:
                trade = units_cost(needs, p.produced, p.choices, price, discount)
            else:       # nothing to choose: each missing unit is bought at its price
                produced = p.produced
                for r, n in needs:
                    n -= produced[r]
                    if n > 0:
                        trade += n * price[r]
        found = builds.get(trade)
        if found is None:
            coins = printed + trade
            if is_card:
                found = (coins, trade, made(BUILD, item, coins=coins, trade=trade))
            else:
                found = (coins, trade, [None] * len(_CARD_LIST) + [(item, coins, trade)])
            builds[trade] = found
        self._costs[seat][item] = found
        return found

    def _forget(self, seats):
        """Switch ``seats`` to the cost table of their context (their production or prices changed)."""
        for seat in seats:
            self._costs[seat] = _table(self.p[seat], self.p[1 - seat])


    # -- playing ------------------------------------------------------------------------------
    def play(self, seat, action):
        """Take ``action`` for ``seat``. An action that is not legal raises ``IllegalAction``
        with the reason in words, and changes nothing, whatever ``seat`` and ``action`` are.

        The game applies and records its own legal action equal to ``action``, so a hand-built
        ``Action(..., coins=2.0)`` is played and saved as the ``coins=2`` it equals.
        """
        if seat.__class__ is not int:
            seat = self._seat(seat)
        phase = self.phase
        if phase == PLAY and seat == self.current:        # the hot path: taking a card
            if action is self._handed:      # the engine's own legal action for this very state
                pos = self._handed_at
            else:
                pos, action = self._legal_take(seat, action)
            self._forget_handed()
            self._take(seat, pos, action)
            return
        if seat != self.current or phase == OVER:
            legal = ()
            if seat not in (0, 1):
                seat = self._seat(seat)
        else:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal(seat)
        for known in legal:
            if known is action:
                break
        else:
            found = self._equal_legal(legal, action)
            if found is None:
                raise IllegalAction(self._why_illegal(seat, action))
            action = found
        self._forget_handed()
        self._apply(seat, action)

    def _apply(self, seat, action):
        """Play ``action``, legal for the current ``seat`` in a phase other than taking a card,
        once the engine has forgotten what it handed out for the state (``_forget_handed``)."""
        self._actions.append((seat, action))
        kind = action.kind
        if kind == PICK:
            self._pick(seat, action.wonder.index)
            return
        if kind == START:
            self._start_age(self.age + 1, action.starter)
            return
        if kind == TOKEN:
            self._take_token(seat, action.token.index)
        elif kind == DESTROY:
            self._destroy(seat, action.card.index)
        elif kind == REVIVE:
            self.discard.remove(action.card.index)
            self._build(seat, action.card, False)
        self._continue(seat)

    def _take(self, seat, pos, action):
        """Play ``action``, the engine's own legal take of the card at ``pos`` by the current
        ``seat`` (``play``'s hot path), once the engine has forgotten what it handed out for the
        state (``_forget_handed``)."""
        self._actions.append((seat, action))
        self.last_taker = seat
        p = self.p[seat]
        kind = action.kind
        if kind == DISCARD:
            p.coins += action.coins
            self.discard.append(action.card.index)
            ordinary = True
        else:
            p.coins -= action.coins
            if action.trade and "economy" in self.p[1 - seat].has:
                self.p[1 - seat].coins += action.trade
            if kind == BUILD:
                self._build(seat, action.card, action.chain is not None)
            elif kind == WONDER:
                self._build_wonder(seat, action.wonder, action.card)
            else:       # an expansion's take (``agora.py``: preparing a Conspiracy)
                self._take_other(seat, action)
            # not a decision of this turn still to come (``_continue`` opens it), nor the end
            ordinary = not self.pending and self.phase == PLAY
        # take the card at ``pos`` (building reads nothing of the structure); a card it covered
        # and nothing else does is free now, and turned over at the end of the turn: at once
        # when the turn ends with this take
        self.slots[pos] = None
        free = self.free
        free.remove(pos)
        cover = self.cover
        shown = self.revealed if ordinary else self.freed
        for q in self._covers[pos]:
            left = cover[q] - 1
            cover[q] = left
            if not left:
                free.append(q)
                if ordinary:
                    shown[q] = True
                else:
                    shown.append(q)
        # the end of an ordinary turn (as in _continue); the Age's last card was taken when
        # nothing in the structure is free
        if not ordinary or not free:
            self._continue(seat)
        elif self.again:
            self.again = False
        else:
            self.current = 1 - seat

    def _forget_handed(self):
        """Forget the actions worked out for the state: it is about to change."""
        self._handed = _NONE_HANDED
        self._legal = None
        if self._card_cache:
            self._card_cache = {}

    def _legal_take(self, seat, action):
        """``(position, legal action)`` for ``action`` taking a card in the play phase, the
        legal action being the engine's own equal to it; ``IllegalAction`` when there is none."""
        try:
            card = action.card
            index = card.index
            pos = self.slots.index(index)
            if self.cover[pos] or not self.revealed[pos] or _CARD_LIST[index] is not card:
                legal = None
            elif action.kind == DISCARD:        # (as in ``option``, without the call)
                discards = _DISCARDS[index]
                gain = 2 + self.p[seat].colors.get("yellow", 0)
                legal = discards[gain] if gain < len(discards) else self.option(seat, card, DISCARD)
            elif action.kind == BUILD:          # (as in ``option``, without the call)
                p = self.p[seat]
                needs = card.chain_needs
                if needs is not None and needs in p.chains:
                    legal = _CHAINED[index]
                else:
                    found = self._costs[seat].get(card) or self._entry(seat, card)
                    legal = found[2] if found[0] <= p.coins else None
            else:
                legal = self.option(seat, card, action.kind, action.wonder)
            if legal is not None and legal is not action and legal != action:
                legal = None
        except Exception:       # a hand-built action may hold anything: it is not legal
            legal = None
        if legal is None:
            raise IllegalAction(self._why_illegal(seat, action))
        return pos, legal

    @staticmethod
    def _equal_legal(legal, action):
        """The action of ``legal`` equal to ``action``, or None (whatever ``action`` holds)."""
        try:
            for known in legal:
                if known == action:
                    return known
        except Exception:           # a field whose comparison raises: not a legal action
            pass
        return None

    def parse(self, seat, text):
        """The legal action of ``seat`` that ``text`` names (``"build Palace"``, see ``notation.py``)."""
        from .notation import parse
        return parse(self, seat, text)

    def entries_played(self):
        return len(self._actions)

    def _pick(self, seat, wonder):
        self.p[seat].wonders.append(wonder)
        self.offered.remove(wonder)
        self.picks += 1
        if self.picks == 4:
            self.offered = list(self.draft[4:8])
        if self.picks == 8:
            self._start_age(1, 0)
        else:
            self.current = PICK_ORDER[self.picks]

    def _start_age(self, age, starter):
        self.age = age
        structure = _STRUCTURES[age]
        self.slots = list(self.layouts[age])
        self.revealed = list(structure.face_up)
        self.cover = list(_COVER_COUNTS[age])
        self._covers = structure.covers
        self.free = list(_START_FREE[age])
        self.freed = []
        self.phase = PLAY
        self.current = starter

    def _build(self, seat, card, chained):
        p = self.p[seat]
        index = card.index
        p.cards.append(index)
        color, gives, produces, shields, science, rarer = _BUILT[index]
        colors = p.colors
        colors[color] = colors.get(color, 0) + 1
        if gives is not None:
            p.chains.add(gives)
        if chained and "urbanism" in p.has:
            p.coins += 4
        if produces is not None:
            w, c, s, g, y = p.produced
            dw, dc, ds, dg, dy = produces
            p.produced = (w + dw, c + dc, s + ds, g + dg, y + dy)
            self._prices = [None, None]
            self._forget((0, 1))
        if rarer is not None:
            choice, fixed, coins, coins_per, guild = rarer
            if choice:
                p.choices = tuple(sorted(p.choices + (choice,)))
                self._forget((seat,))
            if fixed:
                p.fixed |= fixed
                self._prices = [None, None]
                self._forget((seat,))
            if coins_per is not None:
                found = len(p.built) if coins_per.kind == "wonders" else _color_count(colors, coins_per.colors)
                coins += coins_per.coins * found
            if guild is not None:
                first, second = self.p
                coins += guild.coins * max(_color_count(first.colors, guild.colors),
                                           _color_count(second.colors, guild.colors))
            if coins:
                p.coins += coins
        if shields:
            if "strategy" in p.has:
                shields += 1
            if self._military(seat, shields):
                return
        if science is not None:
            self._science(seat, science)

    def _science(self, seat, symbol):
        p = self.p[seat]
        p.science[symbol] += 1
        if len(p.science) - p.science.count(0) >= 6:
            self._finish(SCIENTIFIC, seat)
        elif p.science[symbol] == 2 and self.board_tokens:
            self.pending.append((TOKEN_PHASE, seat))

    def _build_wonder(self, seat, wonder, card):
        p = self.p[seat]
        p.wonders.remove(wonder.index)
        p.built.append(wonder.index)
        p.tucked.append(card.index)
        self.wonders_built += 1
        if self.wonders_built == 7:          # the 8th wonder leaves the game
            for q in self.p:
                if q.wonders:
                    self.left_wonder = q.wonders.pop()
        effect = wonder.effect
        other = self.p[1 - seat]
        p.coins += effect.coins
        if effect.opponent_loses:
            other.coins -= min(other.coins, effect.opponent_loses)
        if effect.produces_choice:
            p.choices = tuple(sorted(p.choices + (effect.produces_choice,)))
            self._forget((seat,))
        if effect.shields and self._military(seat, effect.shields):
            return
        if effect.destroy:
            self.pending.append((DESTROY_PHASE, seat, effect.destroy))
        if effect.build_from_discard:
            self.pending.append((REVIVE_PHASE, seat))
        if effect.token_from_box:
            self.pending.append(("library", seat, effect.token_from_box))
        if effect.play_again or "theology" in p.has:
            self.again = True

    def _military(self, seat, shields):
        """Move the pawn ``shields`` spaces towards the opponent; True on military supremacy."""
        step = 1 if seat == 0 else -1
        for _ in range(shields):
            self.pawn += step
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
        """The pawn moved by ``seat`` took ``token`` from ``victim``'s side: ``victim`` loses its
        coins (as many as they have if fewer), which ``lootings`` keeps with the decision's index."""
        loser = self.p[victim]
        lost = min(loser.coins, token[3])
        loser.coins -= lost
        self.lootings += (Looting(len(self._actions) - 1, victim, lost, token[3], 0),)

    def _take_token(self, seat, token):
        p = self.p[seat]
        if self.library:
            self.library = []
            self.box_tokens.remove(token)
        else:
            self.board_tokens.remove(token)
        p.tokens.append(token)
        effect = _TOKEN_LIST[token].effect
        p.has.add(_TOKEN_LIST[token].id)
        if effect.blue_discount or effect.wonder_discount:
            self._forget((seat,))
        p.coins += effect.coins
        if effect.science is not None:
            self._science(seat, effect.science)

    def _destroy(self, seat, card):
        other = self.p[1 - seat]
        other.cards.remove(card)
        c = _CARD_LIST[card]
        other.colors[c.color] -= 1
        other.produced = tuple(a - b for a, b in zip(other.produced, c.effect.produces, strict=True))
        self._prices = [None, None]
        self._forget((0, 1))
        self.discard.append(card)

    def _continue(self, seat):
        """Open the next decision of this turn, or end the turn."""
        while self.pending and self.phase != OVER:
            step = self.pending.pop(0)
            kind = step[0]
            if kind == TOKEN_PHASE:
                options = list(self.board_tokens)
            elif kind == DESTROY_PHASE:
                options = [c for c in self.p[1 - seat].cards if _CARD_LIST[c].color == step[2]]
            elif kind == REVIVE_PHASE:
                options = sorted(set(self.discard))
            elif kind == "library":
                self.library = self.box_tokens[:step[2]]
                options, kind = sorted(self.library), TOKEN_PHASE
            else:       # an expansion's decision, made by the seat it names (``_expansion_step``)
                options, kind = self._expansion_step(step, seat)
                if options:
                    self.phase, self.current, self.options = kind, step[1], options
                    return
            if options:
                self.phase, self.current, self.options = kind, seat, options
                return
        if self.phase == OVER:
            return
        if self.options:
            self.options = []
        # the end of the turn: turn over the face-down cards that became free
        if self.freed:
            for q in self.freed:
                self.revealed[q] = True
            self.freed = []
        if not self.free:           # (the Age's last card is taken: nothing is left free)
            self.again = False          # a play-again won with the Age's last card is lost
            if self.age == 3:
                self._finish(POINTS, None)
                return
            # the player behind on the Conflict track chooses who starts the next Age
            chooser = 1 if self.pawn > 0 else 0 if self.pawn < 0 else self.last_taker
            self.phase, self.current = START_PHASE, chooser
            return
        self.phase = PLAY
        self.current = seat if self.again else 1 - seat
        self.again = False

    def _finish(self, result, seat):
        self.result = result
        self.pending = []
        self.options = []
        self.library = []
        self.again = False
        self.phase = OVER
        if result == POINTS:        # the final sheets, kept (``scores`` returns them)
            first, second = self.scores()
            first, second = (first.total, first.blue), (second.total, second.blue)
            self.winner = 0 if first > second else 1 if second > first else None
        else:
            self.winner = seat

    # -- the end ------------------------------------------------------------------------------
    def scores(self):
        """A ``ScoreSheet`` per player, as if the game ended now."""
        if self._sheets is not None:
            return self._sheets
        sheets = [self._sheet(seat) for seat in (0, 1)]
        if self.phase == OVER:
            self._sheets = sheets
        return sheets

    def _sheet(self, seat):
        """``seat``'s ``ScoreSheet``, as ``scoring.score_cities`` scores its city, read from the
        card, wonder and token indices.

        >>> from wonderlab.duel.scoring import score_cities
        >>> game = random_game(3)
        >>> game._sheet(1) == score_cities([q.city() for q in game.p], game.pawn, game.names)[1]
        True
        """
        # (plain loops: over a city's few items, ``sum(map(...))`` costs more in its calls)
        p = self.p[seat]
        cards = p.cards
        packed = guilds = wonders = progress = per_token = 0
        for c in cards:
            packed += _SHEET_POINTS[c]
        if p.colors.get("purple"):
            for c in cards:
                guild = _GUILDS[c]
                if guild is not None:
                    guilds += guild.points * self._guild_count(guild)
        for w in p.built:
            wonders += _WONDER_POINTS[w]
        for t in p.tokens:
            progress += _TOKEN_POINTS[t]
            per_token += _POINTS_PER_TOKEN[t]
        pawn = self.pawn
        civilian = packed & 255
        points = {"civilian": civilian, "science": packed >> 8 & 255, "commercial": packed >> 16,
                  "guilds": guilds, "wonders": wonders, "progress": progress + per_token * len(p.tokens),
                  "treasury": p.coins // 3,
                  "military": _BOARD.military_points(pawn) if pawn and (pawn > 0) == (seat == 0) else 0}
        if self._more_points is not None:       # an expansion's categories (``PantheonGame``)
            self._more_points(seat, points)
        return ScoreSheet.made(self.names[seat], MappingProxyType(points), (), blue=civilian)

    def totals(self):
        """Each player's total of ``scores()``, as if the game ended now, without the sheets:
        the greedy bot (and every rollout that uses it) asks for it at each decision it weighs.

        >>> game = random_game(3)
        >>> game.totals() == [sheet.total for sheet in game.scores()]
        True
        """
        cities = self.p
        found = []
        for p in cities:
            points = p.coins // 3 + _kept_points(p)
            if p.colors.get("purple"):      # a guild counts what the richer city has
                for c in p.cards:
                    guild = _GUILDS[c]
                    if guild is not None:
                        points += guild.points * self._guild_count(guild)
            found.append(points)
        if self.pawn:
            found[0 if self.pawn > 0 else 1] += _BOARD.military_points(self.pawn)
        return found

    def _guild_count(self, guild):
        """How many units ``guild`` counts: the most of the two cities (as ``scoring.counted``)."""
        first, second = self.p
        if guild.kind == "wonders":
            return max(len(first.built), len(second.built))
        if guild.kind == "coin_sets":
            return max(first.coins // 3, second.coins // 3)
        return max(_color_count(first.colors, guild.colors), _color_count(second.colors, guild.colors))

    def winners(self, sheets=None):
        """The winning players' names (both when the tie stands), as if the game ended now;
        ``sheets``: ``scores()``, when the caller has them already.

        >>> game = Game(seed=2)
        >>> game.winners() == game.winners(game.scores())
        True
        """
        if self.phase == OVER:
            return list(self.names) if self.winner is None else [self.names[self.winner]]
        return winners(self.scores() if sheets is None else sheets)

    # -- hidden information --------------------------------------------------------------------
    def view(self, seat):
        """What ``seat`` may see, as plain data: face-down cards, removed cards, the tokens set
        aside and the wonders not yet revealed show as None; the tokens the Great Library drew
        show only to the player choosing among them."""
        seat = self._seat(seat)
        structure = [{"position": q, "card": _CARD_LIST[c].id if self.revealed[q] else None,
                      "face_up": self.revealed[q], "accessible": not self.cover[q]}
                     for q, c in enumerate(self.slots) if c is not None]
        return {"seat": seat, "age": self.age, "phase": self.phase, "current": self.current,
                "conflict": self.pawn,
                "looting": [{"victim": v, "from": a, "to": b, "coins": n} for v, a, b, n in self.loot],
                "structure": structure,
                "progress": [_TOKEN_LIST[t].id for t in self.board_tokens],
                "drawn_tokens": [_TOKEN_LIST[t].id for t in self.library] if seat == self.current else [],
                "offered": [_WONDER_LIST[w].id for w in self.offered] if self.phase == PICK_PHASE else [],
                "discard": [_CARD_LIST[c].id for c in self.discard],
                "options": ([self._option_id(o) for o in self.options]
                            if seat == self.current or not self.library else []),
                "players": [{"name": self.names[i], "coins": q.coins,
                             "cards": [_CARD_LIST[c].id for c in q.cards],
                             "wonders": [_WONDER_LIST[w].id for w in q.wonders],
                             "built": [_WONDER_LIST[w].id for w in q.built],
                             "progress": [_TOKEN_LIST[t].id for t in q.tokens]}
                            for i, q in enumerate(self.p)]}

    def _option_id(self, option):
        return (_TOKEN_LIST if self.phase == TOKEN_PHASE else _CARD_LIST)[option].id

    def seen_cards(self):
        """Every card both players have seen face up (built, discarded, tucked or on the table)."""
        seen = set(self.discard)
        for q in self.p:
            seen.update(q.cards)
            seen.update(q.tucked)
        for age in range(1, self.age):
            seen.update(self.layouts[age])
        if self.age:
            seen.update(c for c, shown in zip(self.layouts[self.age], self._shown(), strict=True) if shown)
        return seen

    def _shown(self):
        """Per position of the current Age: has its card been seen face up (or taken)?"""
        return [self.slots[q] is None or self.revealed[q] for q in range(20)]

    def position(self, seat):
        """What ``seat`` knows now as a ``Position``: ``.text`` to type or paste, ``.data`` the
        JSON form (``docs/positions.md``, ``duel/position.py``)."""
        from .position import position
        return position(self, seat)

    @classmethod
    def from_position(cls, source, seed=0):
        """A game at ``source`` (a ``Position``, its text or JSON), the face-down cards, the cards
        set aside and the tokens in the box dealt at random from ``seed`` as ``redeal`` deals
        them; ``InvalidPosition`` naming the field when no real game could reach it."""
        from .position import from_position
        return from_position(cls, source, seed)

    def redeal(self, seat, rng):
        """A copy where everything ``seat`` cannot see is dealt again at random from ``rng``:
        face-down and future cards, removed cards, unrevealed wonders and tokens set aside.

        The result depends only on what ``seat`` sees and on ``rng``, which is how the search
        bot samples the hidden cards instead of reading them.
        """
        seat = self._seat(seat)
        game = self.copy()
        shuffle = partial(fast_shuffle, rng)     # ``rng.shuffle``'s very draws, without its calls
        self._redeal_ages(game, shuffle)
        drawn = len(self.library)
        if not drawn or seat != self.current:     # the Great Library's draw is its owner's secret
            box = sorted(game.box_tokens)
            shuffle(box)
            game.box_tokens = box
            if drawn:
                game.library = box[:drawn]
                game.options = sorted(game.library)
        else:                                     # its owner sees the draw, not the tokens left
            rest = sorted(game.box_tokens[drawn:])
            shuffle(rest)
            game.box_tokens = game.box_tokens[:drawn] + rest
        if self.picks < 8:
            unseen = sorted(self.draft[8:] + (self.draft[4:8] if self.picks < 4 else []))
            shuffle(unseen)
            if self.picks < 4:
                game.draft = self.draft[:4] + unseen[:4] + unseen[4:]
            else:
                game.draft = self.draft[:8] + unseen
        return game

    def _redeal_ages(self, game, shuffle):
        """Deal again, into ``game`` (a copy), the unseen cards of the Ages not over."""
        now = self.age
        for age in (1, 2, 3):
            if age < now:
                continue
            layout = game.layouts[age]
            if age > now:           # not begun: all its cards are unseen
                slots = _ALL_PLACES
                pool = sorted(layout + game.removed[age])
                shown_guilds = 0
            else:
                places, revealed = self.slots, self.revealed
                slots = [q for q in _ALL_PLACES if places[q] is not None and not revealed[q]]
                pool = sorted([layout[q] for q in slots] + game.removed[age])
                if age == 3:
                    shown_guilds = sum(1 for q in _ALL_PLACES
                                       if (places[q] is None or revealed[q]) and _IS_GUILD[layout[q]])
            if age == 3:
                guilds = [c for c in pool if _IS_GUILD[c]]
                plain = [c for c in pool if not _IS_GUILD[c]]
                shuffle(guilds)
                shuffle(plain)
                k = 3 - shown_guilds
                chosen = guilds[:k] + plain[:len(slots) - k]
                shuffle(chosen)
                game.removed[3] = guilds[k:] + plain[len(slots) - k:]
            else:
                shuffle(pool)
                chosen, game.removed[age] = pool[:len(slots)], pool[len(slots):]
            if slots is _ALL_PLACES and len(chosen) == 20:
                game.layouts[age] = chosen
                continue
            layout = list(layout)
            for q, c in zip(slots, chosen, strict=True):
                layout[q] = c
            game.layouts[age] = layout
            if age == now:          # the structure holds the Age's layout where a card still lies
                places = game.slots
                for q in slots:
                    places[q] = layout[q]

    # -- records ------------------------------------------------------------------------------
    def record(self):
        """The game as a ``GameRecord``: options, seed and every action so far."""
        result = None
        if self.is_over:
            result = {s.name: s.total for s in self.scores()}
        actions = tuple({"seat": seat, **action.to_json()} for seat, action in self._actions)
        return GameRecord("duel", dict(self._options), self.seed, actions, result, self.start_position)

    @classmethod
    def from_record(cls, record):
        if record.game != "duel":
            raise InvalidRecord(f"record: game {record.game!r} is not 'duel'")
        if record.position is not None:
            return cls.from_start_position(record)
        try:
            return cls(record.options.get("players", 2), record.seed, record.options.get("names"),
                       pantheon=record.options.get("pantheon", False), agora=record.options.get("agora", False))
        except (ValueError, TypeError) as error:
            raise InvalidRecord(f"record: options: {error}") from None

    def copy(self):
        """An independent copy; cheap enough for bots to look ahead."""
        other = object.__new__(self.__class__)      # (not ``Game.__new__``, which reads the options)
        other.__dict__.update(self.__dict__)
        other.phase, other.current, other.age, other.pawn = self.phase, self.current, self.age, self.pawn
        other._covers, other.wonders_built, other.again = self._covers, self.wonders_built, self.again
        other.last_taker, other._handed_at = self.last_taker, None
        other.p = [q.copy() for q in self.p]
        other.board_tokens = list(self.board_tokens)
        other.box_tokens = list(self.box_tokens)
        other.layouts = dict(self.layouts)
        other.removed = dict(self.removed)
        other.loot = list(self.loot)
        other.discard = list(self.discard)
        other.slots = list(self.slots)
        other.revealed = list(self.revealed)
        other.cover = list(self.cover)
        other.free = list(self.free)
        other.freed = list(self.freed)
        other.offered = list(self.offered)
        other.options = list(self.options)
        other.pending = list(self.pending)
        other.library = list(self.library)
        other._actions = list(self._actions)
        other._legal = None
        other._card_cache = {}
        other._handed = _NONE_HANDED
        other._prices = list(self._prices)
        other._costs = list(self._costs)    # tables of pure costs: shared, never copied
        return other

    def state_key(self):
        """Everything that makes up the game state, as one comparable value."""
        return (self.phase, self.current, self.age, self.pawn, tuple(self.loot),
                tuple(self.board_tokens), tuple(self.box_tokens), tuple(self.slots),
                tuple(self.revealed), tuple(self.discard), tuple(self.offered), self.picks,
                tuple(self.options), tuple(self.pending), self.again, self.result, self.winner,
                self.left_wonder, tuple(q.key() for q in self.p))

    def __repr__(self):
        if self.is_over:
            return say("duel.repr.game.over")
        phase = say(f"duel.what.{self.phase}") if language() == "fr" else self.phase
        return say("duel.repr.game.on", age=self.age, phase=phase)

    _more_points = None
    _option_phases = frozenset()    # an expansion's phases whose legal actions are ``options`` (Agora's)

    @staticmethod
    def _read_own(entry):
        """An expansion's own action that a record ``entry`` names, or None (``runner.read_action``):
        the base game has none.

        >>> Game._read_own({"seat": 0, "kind": "build", "card": "altar"}) is None
        True
        """
        return None

    def _repr_html_(self):
        from ..views.duel import game_html
        return game_html(self)

    # -- explanations -------------------------------------------------------------------------
    def explain(self, seat, action):
        """The cost of ``action`` for ``seat`` now, as labelled steps (``cost_steps`` as text).

        >>> game = Game(seed=2)
        >>> pick = game.legal_actions(0)[0]
        >>> game.explain(0, pick)
        ['a choice, no cost']
        """
        return [step.text for step in self.cost_steps(seat, action)]

    def cost_steps(self, seat, action):
        """The cost of ``action`` for ``seat`` now, as ``Step``s: each says where ``units`` of
        ``resource`` come from and the ``coins`` they cost, or what is gained; for an action
        that builds, the units add up to the cost and the coins to what the action pays.

        A malformed action (see ``play``) raises ``IllegalAction`` with the reason.

        >>> game = Game(seed=2)
        >>> [tuple(step)[1:] for step in game.cost_steps(0, game.legal_actions(0)[0])]
        [(None, 0, 0, 0)]
        """
        seat = self._seat(seat)
        problem = self._shape_problem(action)
        if problem is not None:
            raise IllegalAction(problem)
        p = self.p[seat]
        kind = action.kind
        if kind == DISCARD:
            yellow = p.colors.get("yellow", 0)
            gain = 2 + yellow
            if yellow:
                return [Step(say("duel.step.discard_yellow", yellow=yellow, coins=coins_text(gain)), gain=gain)]
            return [Step(say("duel.step.discard", coins=coins_text(gain)), gain=gain)]
        if kind == REVIVE:
            return [Step(say("duel.step.revive"))]
        if kind not in (BUILD, WONDER):
            return [Step(say("duel.step.choose"))]
        if kind == BUILD and action.chain is not None:
            owner = self._chain_owner(seat, action.card)
            if owner is not None:
                steps = [Step(say("duel.step.chain", card=owner, symbol=symbol_name(action.card.chain_needs)))]
                if "urbanism" in p.has:
                    steps.append(Step(say("duel.step.urbanism"), gain=4))
                return steps
        item = action.wonder if kind == WONDER else action.card
        return self._cost_steps(seat, item, kind == WONDER)

    def _chain_owner(self, seat, card):
        """The label of ``seat``'s card that chains ``card`` for free, or None."""
        if card.chain_needs is None:
            return None
        return next((_CARD_LIST[c].label for c in self.p[seat].cards
                     if _CARD_LIST[c].chain_gives == card.chain_needs), None)

    def _cost_steps(self, seat, item, is_wonder):
        p, other = self.p[seat], self.p[1 - seat]
        steps = []
        produced = [0] * 5
        for c in p.cards:
            card = _CARD_LIST[c]
            if card.color not in ("brown", "gray"):
                continue
            for r in range(5):
                use = min(card.effect.produces[r], item.cost[r] - produced[r])
                if use > 0:
                    produced[r] += use
                    steps.append(Step(say("duel.step.own", units=units_text(use, r), source=card.label), r, use))
        need = tuple(max(0, n - m) for n, m in zip(item.cost, produced, strict=True))
        token = "architecture" if is_wonder else "masonry"
        discount = 2 if token in p.has and (is_wonder or item.color == "blue") else 0
        price = self.prices(seat)
        if any(need):
            coins, uses, waived, bought = plan(need, p.choices, price, discount)
        else:                       # your own cards cover the cost: no choice producer serves
            coins, uses, waived, bought = 0, (None,) * len(p.choices), [], []
        by_mask = {}            # each choice producer's words, by what it offers
        for c in p.cards:
            if _CARD_LIST[c].effect.produces_choice:
                by_mask.setdefault(_CARD_LIST[c].effect.produces_choice, []).append(
                    say("duel.source.card", card=_CARD_LIST[c].label))
        for w in p.built:
            if _WONDER_LIST[w].effect.produces_choice:
                by_mask.setdefault(_WONDER_LIST[w].effect.produces_choice, []).append(
                    say("duel.source.wonder", wonder=_WONDER_LIST[w].label))
        for mask, r in zip(p.choices, uses, strict=True):
            if r is not None:
                source = by_mask[mask].pop(0)
                options = "/".join(resource_name(s) for s in range(5) if mask >> s & 1)
                steps.append(Step(say("duel.step.choice", resource=resource_name(r), source=source,
                                      options=options), r, 1))
        for r in sorted(set(waived)):
            count = waived.count(r)
            steps.append(Step(say("duel.step.waived", units=units_text(count, r),
                                  token=_TOKENS.by_name(token).label), r, count))
        for r in sorted(set(bought)):
            count = bought.count(r)
            units, paid = units_text(count, r), count * price[r]
            if p.fixed >> r & 1:
                source = next((_CARD_LIST[c].label for c in p.cards
                               if _CARD_LIST[c].effect.fixed_price >> r & 1), "?")
                text = say("duel.step.bank_fixed", units=units, source=source, coins=coins_text(paid))
            else:
                extra = other.produced[r]
                why = ""
                if extra:
                    theirs = [_CARD_LIST[c].label for c in other.cards
                              if _CARD_LIST[c].color in ("brown", "gray") and _CARD_LIST[c].effect.produces[r]]
                    why = say("duel.step.price", extra=extra, sources=", ".join(theirs))
                key = "duel.step.bank_one" if count == 1 else "duel.step.bank_many"
                text = say(key, units=units, unit=coins_text(price[r]), coins=coins_text(paid), why=why)
            steps.append(Step(text, r, count, paid))
        if not is_wonder and item.coins:
            steps.append(Step(say("duel.step.printed", coins=coins_text(item.coins)), coins=item.coins))
        if coins and "economy" in other.has:
            steps.append(Step(say("duel.step.economy", coins=coins_text(coins))))
        return steps or [Step(say("duel.step.free"))]

    # -- reasons ------------------------------------------------------------------------------
    def _shape_problem(self, action):
        """Why ``action`` is not even a well-formed action (a field of the wrong kind), or None."""
        if action.__class__ is not Action:
            return say("duel.error.not_an_action", action=describe(action))
        kind = action.kind
        if kind.__class__ is not str or kind not in KINDS:
            return say("duel.error.unknown_kind", kind=describe(kind), kinds=", ".join(KINDS))
        allowed = _FIELDS[kind]
        for name, default in _DEFAULTS.items():
            value = getattr(action, name)
            if name not in allowed:
                if value is not default and not (value.__class__ is int and value == default):
                    return say("duel.error.extra_field", doing=say(f"duel.doing.{kind}"), field=name,
                               value=describe(value))
                continue
            if name == "card":
                fits = self._is_card(value)
            elif name == "wonder":
                fits = value.__class__ is _WONDER_CLASS and _WONDER_LIST[value.index] is value
            elif name == "token":
                fits = isinstance(value, _TOKEN_CLASS) and _TOKEN_LIST[value.index] is value
            elif name == "starter":
                fits = _integer(value) in (0, 1)
            elif name == "chain":
                fits = value is None or value.__class__ is str
            else:
                number = _integer(value)
                fits = number is not None and number >= 0
            if not fits:
                return say("duel.error.bad_field", field=name, value=describe(value),
                           what=say(f"duel.field.{name}"))
        return None

    def _why_illegal(self, seat, action):
        """The reason, in words, that ``action`` is not legal now for ``seat`` (0 or 1)."""
        if self.phase == OVER:
            return say("duel.error.game_over")
        if seat != self.current:
            from ..core.labels import shown_name
            return say("duel.error.not_your_turn", name=shown_name(self.names[self.current]), current=self.current,
                       seat=seat)
        problem = self._shape_problem(action)
        if problem is not None:
            return problem
        kind = action.kind
        wanted = {PICK_PHASE: (PICK,), PLAY: (BUILD, DISCARD, WONDER), TOKEN_PHASE: (TOKEN,),
                  DESTROY_PHASE: (DESTROY,), REVIVE_PHASE: (REVIVE,), START_PHASE: (START,)}[self.phase]
        if kind not in wanted:
            return say("duel.error.phase", what=say(f"duel.what.{self.phase}"), kind=say(f"duel.do.{kind}"))
        if self.phase != PLAY:
            item = action.wonder or action.token or action.card
            choices = semicolons(str(a) for a in self.legal_actions(seat))
            return say("duel.error.not_offered", item=describe(item), choices=choices)
        card = action.card
        pos = self._position(card)
        if pos is None or not self.revealed[pos]:       # the same words: face-down cards stay secret
            return say("duel.error.not_in_structure", card=card.label)
        if self.cover[pos]:
            return say("duel.error.covered", card=card.label)
        p = self.p[seat]
        if kind == DISCARD:
            gain = 2 + p.colors.get("yellow", 0)
            return say("duel.error.discard_gain", card=card.label, gain=coins_text(gain),
                       given=coins_text(action.coins))
        if kind == WONDER:
            wonder = action.wonder
            if self.wonders_built >= 7:
                return say("duel.error.seven_wonders")
            if wonder.index not in p.wonders:
                return say("duel.error.not_your_wonder", wonder=wonder.label)
            target, item, legal = wonder.label, wonder, self.option(seat, card, WONDER, wonder)
        else:
            target, item, legal = card.label, card, self.option(seat, card, BUILD)
            chain = action.chain
            if chain is not None and (legal is None or legal.chain != chain):
                if card.chain_needs is None:
                    return say("duel.error.no_chain", card=card.label)
                if chain != card.chain_needs:
                    return say("duel.error.other_chain", card=card.label, needs=symbol_name(card.chain_needs),
                               given=describe(chain))
                return say("duel.error.chain_missing", card=card.label, symbol=symbol_name(chain))
        if legal is None:
            cost, _ = self.cost(seat, item)
            return say("duel.error.cost", target=target, cost=coins_text(cost), coins=coins_text(p.coins))
        if legal.chain is not None:
            return say("duel.error.chained_free", card=card.label, owner=self._chain_owner(seat, card),
                       symbol=symbol_name(legal.chain))
        if action.coins != legal.coins:
            return say("duel.error.price", target=target, cost=coins_text(legal.coins),
                       given=coins_text(action.coins))
        if action.trade != legal.trade:
            return say("duel.error.trade", target=target, cost=coins_text(legal.coins),
                       trade=coins_text(legal.trade), given=coins_text(action.trade))
        return say("duel.error.not_legal", action=describe(action))


class Step(NamedTuple):
    """One step of an explanation: ``units`` of ``resource`` (an index of ``RESOURCES``, or
    None) and the ``coins`` they cost, or the ``gain`` in coins."""

    text: str
    resource: int | None = None
    units: int = 0
    coins: int = 0
    gain: int = 0


def random_game(seed, until=None, pantheon=False, agora=False):
    """A game played at random from ``seed`` (for examples and tests), stopped after ``until``
    decisions if given; with the Pantheon expansion when ``pantheon``, Agora when ``agora``."""
    game, rng, n = Game(seed=seed, pantheon=pantheon, agora=agora), random.Random(seed), 0
    while not game.is_over and (until is None or n < until):
        seat = game.current
        game.play(seat, rng.choice(game.legal_actions(seat)))
        n += 1
    return game


__all__ = ["Game", "Player", "Step", "random_game"]
