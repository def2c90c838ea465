"""7 Wonders' rule objects: resources, effects, cards, wonder stages and boards, loaded from data/.

Everything here is an immutable value. Costs are 7-tuples in ``RESOURCES`` order; a production
unit is a bit mask of the resources it may yield (``wood/clay`` is one unit, two bits).

>>> cards = card_set()
>>> library = cards.by_name("Library")
>>> library.age, library.color, cost_text(library.cost), library.chains_from
(2, 'green', '2 stone, 1 loom', ('Scriptorium',))
>>> cards.by_name("bibliotheque") is library
True
>>> board = wonder_set().by_name("Gizah")
>>> [stage.effect.points for stage in board.side("A").stages]
[3, 5, 7]
"""

from dataclasses import dataclass, field
from functools import cache

from ..core.errors import InvalidData
from ..core.i18n import language, say
from ..core.names import NameIndex
from ..gamedata import read_json
from . import messages  # noqa: F401  (registers the texts)

RESOURCES = ("wood", "stone", "clay", "ore", "glass", "loom", "papyrus")
RESOURCES_FR = ("bois", "pierre", "argile", "minerai", "verre", "textile", "papyrus")   # the seeds' words
RESOURCES_FR_MANY = ("bois", "pierres", "argiles", "minerais", "verres", "textiles", "papyrus")
RAW = 0b0001111
MANUFACTURED = 0b1110000
COLORS = ("brown", "gray", "blue", "green", "yellow", "red", "purple")
SYMBOLS = ("compass", "gear", "tablet")
SCOPES = ("left", "self", "right")
POWERS = ("free_build_once_per_age", "build_from_discard", "play_seventh_card",
          "copy_neighbor_guild")
NO_COST = (0,) * 7


def _mask(cost):
    return sum(1 << r for r, n in enumerate(cost) if n)


# Counts of the seven resources packed in one int, a byte each (``units``): sums of counts are
# int additions, and "every count of ``a`` is at least that of ``b``" is one test,
# ``covers(a, b)``, since no byte of a city's counts nears 128.
GUARD = sum(0x80 << 8 * r for r in range(7))
SPREAD = tuple(sum(1 << 8 * r for r in range(7) if mask >> r & 1) for mask in range(128))


def units(cost):
    """A 7-tuple of counts packed a byte each: ``units((0, 2, 0, 0, 0, 1, 0)) == 2 << 8 | 1 << 40``."""
    return sum(n << 8 * r for r, n in enumerate(cost))


def covers(have, need):
    """Whether every packed count of ``have`` is at least that of ``need``.

    >>> covers(units((1, 2, 0, 0, 0, 0, 0)), units((1, 1, 0, 0, 0, 0, 0))), covers(units((2,) + (0,) * 6), 1 << 8)
    (True, False)
    """
    return ((have | GUARD) - need) & GUARD == GUARD


def copied(cards):
    """The cards that occur more than once among ``cards``.

    >>> sorted(card.name for card in copied(card_set().physical_deck(1, 4)))
    ['Guard Tower', 'Lumber Yard', 'Ore Vein', 'Scriptorium']
    """
    seen, twice = set(), set()
    for card in cards:
        (twice if card in seen else seen).add(card)
    return frozenset(twice)


def resource_name(index, count=1):
    """The resource's name in the current language, as ``count`` of it are written: in
    English "2 stone" (as on the cards), in French "2 pierres" (as in the rules)."""
    if language() != "fr":
        return RESOURCES[index]
    return (RESOURCES_FR if count in (0, 1) else RESOURCES_FR_MANY)[index]


def card_label(name):
    """A card's English name (as chains and records give it) in the current language; any
    other value as it is.

    >>> from ..core.i18n import set_language
    >>> set_language("fr"); card_label("Altar"); set_language("en")
    'Autel'
    """
    card = card_set().find(name) if isinstance(name, str) else None
    return card.label if card is not None else str(name)


def unit_text(mask):
    """``0b101`` -> ``'wood/clay'``."""
    return "/".join(resource_name(r) for r in range(7) if mask >> r & 1)


def cost_text(cost):
    """``(0, 2, 0, 0, 0, 1, 0)`` -> ``'2 stone, 1 loom'``."""
    return ", ".join(f"{n} {resource_name(r, n)}" for r, n in enumerate(cost) if n)


@dataclass(frozen=True, slots=True)
class Count:
    """Coins (once, when built) and points (at the end) per thing counted in some cities."""

    scopes: tuple  # among "left", "self", "right"
    coins: int = 0
    points: int = 0
    colors: frozenset = frozenset()


@dataclass(frozen=True, slots=True)
class Effect:
    """What a card or a wonder stage gives; several fields may be set at once."""

    produces: tuple = ()        # production units (bit masks)
    sellable: bool = False      # neighbours may buy this production
    points: int = 0
    shields: int = 0
    coins: int = 0
    science: int | None = None  # index in SYMBOLS
    science_choice: bool = False
    discount: tuple = (0, 0)    # resource masks bought at 1 coin from (left, right)
    per_card: Count | None = None
    per_stage: Count | None = None
    per_defeat: Count | None = None
    power: str | None = None
    trade_mask: int = field(init=False, repr=False)   # resources whose trading this effect changes
    pays: bool = field(init=False, repr=False)        # whether it gives coins when built
    # What a city adds when it gains this effect: its units packed (``units``) and packed singles,
    # its units of several resources, and whether it gives anything else that lasts.
    spread: int = field(init=False, repr=False, compare=False)
    fixed_spread: int = field(init=False, repr=False, compare=False)
    choice_units: tuple = field(init=False, repr=False, compare=False)
    lasting: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        mask = self.discount[0] | self.discount[1]
        for unit in self.produces:
            mask |= unit
        object.__setattr__(self, "trade_mask", mask)
        object.__setattr__(self, "pays", bool(self.coins or self.per_card and self.per_card.coins
                                              or self.per_stage and self.per_stage.coins))
        object.__setattr__(self, "spread", sum(SPREAD[unit] for unit in self.produces))
        object.__setattr__(self, "fixed_spread", sum(SPREAD[unit] for unit in self.produces if unit & (unit - 1) == 0))
        object.__setattr__(self, "choice_units", tuple(unit for unit in self.produces if unit & (unit - 1)))
        object.__setattr__(self, "lasting", bool(self.shields or self.science is not None or self.science_choice
                                                 or self.discount[0] or self.discount[1] or self.power))


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One kind of Age card. Compared by identity: there is one ``Card`` per name and Age."""

    id: str
    name: str
    name_fr: str
    age: int
    color: str
    copies: tuple         # the printed player counts of its copies; () for a guild
    coins: int            # coin cost, paid to the bank
    cost: tuple           # resource cost, 7-tuple
    chains_from: tuple    # names of cards that let it be built for free
    effect: Effect
    chains_to: tuple = ()
    cost_mask: int = field(init=False, repr=False)   # the resources the cost names, as bits
    cost_units: int = field(init=False, repr=False)  # the cost packed a byte per resource (``units``)
    scores: bool = field(init=False, repr=False)     # whether it may give points at the end

    def __post_init__(self):
        object.__setattr__(self, "cost_mask", _mask(self.cost))
        object.__setattr__(self, "cost_units", units(self.cost))
        effect = self.effect
        counts = (effect.per_card, effect.per_stage, effect.per_defeat)
        object.__setattr__(self, "scores", bool(effect.points) if self.color == "blue" else
                           self.color in ("yellow", "purple") and any(c is not None and c.points for c in counts))

    @property
    def is_guild(self):
        return self.color == "purple"

    @property
    def label(self):
        """The name in the current language."""
        return self.name_fr if language() == "fr" else self.name

    @property
    def color_label(self):
        """The colour in the current language (« marron »); ``color`` is its id (``"brown"``)."""
        return say(f"color.{self.color}")

    def __repr__(self):
        return say("repr.card", name=self.label, age=self.age, color=self.color_label)

    def _repr_html_(self):
        from ..views.classic import card_html
        return card_html(self)



@dataclass(frozen=True, slots=True, eq=False)
class Stage:
    index: int            # 1-based, in building order
    cost: tuple
    effect: Effect
    cost_mask: int = field(init=False, repr=False)
    cost_units: int = field(init=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "cost_mask", _mask(self.cost))
        object.__setattr__(self, "cost_units", units(self.cost))


@dataclass(frozen=True, slots=True, eq=False)
class Wonder:
    """One side of a wonder board: its city, starting resource and stages."""

    board: str            # "gizah"
    side: str             # "A" or "B"
    city: str
    city_fr: str
    name: str
    name_fr: str
    resource: int
    stages: tuple

    @property
    def label(self):
        return f"{self.city_fr if language() == 'fr' else self.city} {self.side}"

    def __repr__(self):
        return say("repr.wonder", wonder=self.label, name=self.name_fr if language() == "fr" else self.name,
                   stages=len(self.stages))

    def _repr_html_(self):
        from ..views.classic import wonder_html
        return wonder_html(self)



@dataclass(frozen=True, slots=True)
class Board:
    id: str
    city: str
    city_fr: str
    aliases: tuple
    name: str
    name_fr: str
    a: Wonder
    b: Wonder

    @property
    def label(self):
        """The city in the current language (« Halicarnasse »); ``city`` is the name a table
        file writes (``"Halikarnassos"``)."""
        return _city(self)

    def side(self, side):
        if side == "A":       # the game's own sides are these two: no dict, no upper()
            return self.a
        if side == "B":
            return self.b
        return {"A": self.a, "B": self.b}[side.upper()]


@dataclass(frozen=True)
class CardSet:
    """Every Age card, with lookups by id and by any English or French spelling."""

    cards: tuple
    _by_key: dict = field(repr=False)
    _index: NameIndex = field(repr=False)

    def by_id(self, card_id):
        return self._by_key[card_id]

    def find(self, name):
        """The card for ``name`` (id, English or French, any case, accents optional), or None."""
        return self._by_key[name] if isinstance(name, str) and name in self._by_key else self._index.find(name)

    def by_name(self, name):
        """The card for ``name``; ``KeyError`` in the current language, with a guess, if none."""
        return self._by_key[name] if isinstance(name, str) and name in self._by_key else self._index.by_name(name)

    def names(self):
        """Every card's name in the current language, each once."""
        return list(dict.fromkeys(self._index.names()))

    def physical_deck(self, age, players):
        """The Age's cards for 3–7 ``players``, one entry per physical copy (guilds excluded)."""
        return [card for card in self.cards if card.age == age and not card.is_guild
                for count in card.copies if count <= players]

    def guilds(self):
        return [card for card in self.cards if card.is_guild]


@dataclass(frozen=True)
class WonderSet:
    boards: tuple

    _index: NameIndex = field(repr=False)

    def find(self, name):
        """The board for a city or wonder name, English or French, with or without its article."""
        return self._index.find(name)

    def by_name(self, name):
        """The board for ``name``; ``KeyError`` in the current language, with a guess, if none."""
        return self._index.by_name(name)

    def guess(self, name):
        """`` (did you mean 'Gizah'?)`` in the current language, or nothing."""
        return self._index.guess(name)


# -- loading and validation ---------------------------------------------------------------

def _fail(where, problem):
    raise InvalidData(f"data/classic/{where}: {problem}")


def _cost(where, data):
    if not isinstance(data, dict):
        _fail(where, "'cost' must be an object")
    coins = data.get("coins", 0)
    for key, amount in data.items():
        if key != "coins" and key not in RESOURCES:
            _fail(where, f"cost names {key!r}, which is not a resource ({', '.join(RESOURCES)})")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            _fail(where, f"cost of {key!r} must be a whole number ≥ 0, not {amount!r}")
    return coins, tuple(data.get(r, 0) for r in RESOURCES)


def _unit(where, text):
    mask = 0
    for name in str(text).split("/"):
        if name not in RESOURCES:
            _fail(where, f"produces {text!r}: {name!r} is not a resource")
        mask |= 1 << RESOURCES.index(name)
    return mask


def _count(where, key, data):
    scopes = tuple(data.get("in", ()))
    if not scopes or any(scope not in SCOPES for scope in scopes):
        _fail(where, f"{key}.in must list some of {', '.join(SCOPES)}, not {scopes!r}")
    colors = frozenset(data.get("colors", ()))
    if any(color not in COLORS for color in colors):
        _fail(where, f"{key}.colors has an unknown colour in {sorted(colors)!r}")
    return Count(scopes, data.get("coins", 0), data.get("points", 0), colors)


_EFFECT_KEYS = {"produces", "sellable", "points", "shields", "coins", "science",
                "science_choice", "trade_discount", "per_card", "per_wonder_stage",
                "per_defeat", "power"}


def _effect(where, data):
    if not isinstance(data, dict) or not data:
        _fail(where, "'effect' must be a non-empty object")
    unknown = set(data) - _EFFECT_KEYS
    if unknown:
        _fail(where, f"effect has unknown key {sorted(unknown)[0]!r}")
    values = {}
    if "produces" in data:
        values["produces"] = tuple(_unit(where, unit) for unit in data["produces"])
        if "sellable" not in data:
            _fail(where, "a production must say whether it is 'sellable'")
        values["sellable"] = bool(data["sellable"])
    for key in ("points", "shields", "coins"):
        if key in data:
            if not isinstance(data[key], int) or data[key] < 0:
                _fail(where, f"effect {key!r} must be a whole number ≥ 0, not {data[key]!r}")
            values[key] = data[key]
    if "science" in data:
        if data["science"] not in SYMBOLS:
            _fail(where, f"science {data['science']!r} is not one of {', '.join(SYMBOLS)}")
        values["science"] = SYMBOLS.index(data["science"])
    values["science_choice"] = bool(data.get("science_choice", False))
    if "trade_discount" in data:
        discount = data["trade_discount"]
        mask = sum(1 << RESOURCES.index(r) for r in discount["resources"])
        sides = discount["sides"]
        values["discount"] = (mask if "left" in sides else 0, mask if "right" in sides else 0)
    for key, name in (("per_card", "per_card"), ("per_wonder_stage", "per_stage"),
                      ("per_defeat", "per_defeat")):
        if key in data:
            values[name] = _count(where, key, data[key])
    if "power" in data:
        if data["power"] not in POWERS:
            _fail(where, f"power {data['power']!r} is not one of {', '.join(POWERS)}")
        values["power"] = data["power"]
    return Effect(**values)


@cache
def card_set():
    """All 78 kinds of Age card (148 physical cards), validated; loaded once."""
    return load_cards()


def load_cards():
    """Read and validate ``data/classic/cards.json``; a broken entry raises ``InvalidData``."""
    data = read_json("classic", "cards.json")
    cards, seen = [], set()
    for position, entry in enumerate(data.get("cards", ())):
        where = f"cards.json: card #{position + 1} ({entry.get('id', '?')!r})"
        for key in ("id", "name", "age", "color", "copies", "cost", "chains_from", "effect"):
            if key not in entry:
                _fail(where, f"field {key!r} is missing")
        if entry["id"] in seen:
            _fail(where, "the id is used twice")
        seen.add(entry["id"])
        if entry["age"] not in (1, 2, 3):
            _fail(where, f"age must be 1, 2 or 3, not {entry['age']!r}")
        if entry["color"] not in COLORS:
            _fail(where, f"color {entry['color']!r} is not one of {', '.join(COLORS)}")
        copies = entry["copies"]
        if copies == "guild":
            if entry["color"] != "purple":
                _fail(where, "only purple cards are guilds")
            copies = ()
        elif not copies or any(c not in range(3, 8) for c in copies):
            _fail(where, f"copies must list player counts from 3 to 7, not {copies!r}")
        names = entry["name"]
        if not isinstance(names, dict) or not names.get("en") or not names.get("fr"):
            _fail(where, "name must give 'en' and 'fr'")
        coins, cost = _cost(where, entry["cost"])
        cards.append(Card(entry["id"], names["en"], names["fr"], entry["age"], entry["color"],
                          tuple(copies), coins, cost, tuple(entry["chains_from"]),
                          _effect(where, entry["effect"])))
    by_name = {(card.age, card.name): card for card in cards}
    children = {}
    for card in cards:
        for parent in card.chains_from:
            if (card.age - 1, parent) not in by_name:
                _fail(f"cards.json: card {card.id!r}", f"chains from {parent!r}, which is no card of Age {card.age - 1}")
            children.setdefault(parent, []).append(card.name)
    cards = [_with_children(card, children) for card in cards]
    aliases = {entry["id"]: tuple(entry.get("aliases", ())) for entry in data["cards"]}
    return CardSet(tuple(cards), {card.id: card for card in cards}, NameIndex(cards, "card", aliases))


def _with_children(card, children):
    if card.name not in children:
        return card
    return Card(card.id, card.name, card.name_fr, card.age, card.color, card.copies, card.coins,
                card.cost, card.chains_from, card.effect, tuple(children[card.name]))


@cache
def wonder_set():
    """The 7 wonder boards, each with side A and side B, validated; loaded once."""
    return load_wonders()


def load_wonders():
    """Read and validate ``data/classic/wonders.json``."""
    data = read_json("classic", "wonders.json")
    boards = []
    for position, entry in enumerate(data.get("wonders", ())):
        where = f"wonders.json: board #{position + 1} ({entry.get('id', '?')!r})"
        for key in ("id", "city", "name", "resource", "sides"):
            if key not in entry:
                _fail(where, f"field {key!r} is missing")
        if entry["resource"] not in RESOURCES:
            _fail(where, f"resource {entry['resource']!r} is not a resource")
        sides = []
        for side in ("A", "B"):
            stages = entry["sides"].get(side)
            if not stages:
                _fail(where, f"side {side} has no stages")
            built = []
            for number, stage in enumerate(stages, 1):
                at = f"{where} side {side} stage {number}"
                coins, cost = _cost(at, stage.get("cost", {}))
                if coins:
                    _fail(at, "a wonder stage never costs coins")
                built.append(Stage(number, cost, _effect(at, stage.get("effect"))))
            sides.append(Wonder(entry["id"], side, entry["city"]["en"], entry["city"]["fr"],
                                entry["name"]["en"], entry["name"]["fr"],
                                RESOURCES.index(entry["resource"]), tuple(built)))
        boards.append(Board(entry["id"], entry["city"]["en"], entry["city"]["fr"],
                            tuple(entry.get("aliases", ())), entry["name"]["en"],
                            entry["name"]["fr"], *sides))
    return WonderSet(tuple(boards), NameIndex(
        boards, "wonder", {board.id: (board.city, board.city_fr) for board in boards}, shown=_city))


def _city(board):
    return board.city_fr if language() == "fr" else board.city
