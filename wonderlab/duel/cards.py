"""7 Wonders Duel's rule objects: cards, wonders, progress tokens and the board, loaded from data/.

Everything here is an immutable value. Costs are 5-tuples in ``RESOURCES`` order; a choice of
production (Forum, Caravansery, the Great Lighthouse, Piraeus) is a bit mask of resources.

>>> cards = card_set()
>>> library = cards.by_name("Library")
>>> library.age, library.color, cost_text(library.cost), library.chain_needs
(2, 'green', '1 wood, 1 stone, 1 glass', 'book')
>>> cards.by_name("bibliotheque") is library
True
>>> wonder_set().by_name("Les Pyramides").effect.points
9
>>> token_set().by_name("Mathematics").effect.points_per_token
3
"""

from dataclasses import dataclass, field
from functools import cache

from ..core.errors import InvalidData
from ..core.i18n import language, say
from ..core.names import NameIndex
from ..gamedata import read_json
from . import messages  # noqa: F401  (registers the texts)

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
RESOURCES_FR = ("bois", "argile", "pierre", "verre", "papyrus")
RESOURCES_FR_PLURAL = ("bois", "argiles", "pierres", "verres", "papyrus")
BROWN_GRAY = ("brown", "gray")
COLORS = ("brown", "gray", "blue", "green", "yellow", "red", "purple")
COLORS_FR = ("marron", "grise", "bleue", "verte", "jaune", "rouge", "violette")
SCIENCE = ("armillary_sphere", "scales", "sundial", "mortar", "plumb_bob", "quill", "wheel")
NO_COST = (0,) * 5


CHAIN_FR = {"horseshoe": "fer à cheval", "sword": "épée", "tower": "tour", "book": "livre",
            "gear": "engrenage", "mask": "masque", "moon": "lune", "drop": "goutte d'eau",
            "vase": "amphore", "target": "cible", "helmet": "casque", "lyre": "lyre",
            "lamp": "lampe", "column": "colonne", "sun": "soleil", "temple": "temple",
            "barrel": "tonneau"}


def symbol_name(symbol):
    """A chain symbol's name in the current language."""
    return CHAIN_FR.get(symbol, symbol) if language() == "fr" else symbol


def science_name(symbol):
    """A science symbol's name in the current language (``SCIENCE`` holds the engine's ids).

    >>> from wonderlab.core.i18n import set_language
    >>> science_name("armillary_sphere"); set_language("fr"); science_name("plumb_bob"); set_language("en")
    'armillary sphere'
    'fil à plomb'
    """
    from ..core import labels  # noqa: F401  (registers the symbols' names)
    return say(f"lab.duel.symbol.{symbol}")


def resource_name(index):
    return (RESOURCES_FR if language() == "fr" else RESOURCES)[index]


def units_text(count, index):
    """``count`` units of resource ``index``: ``'2 stone'``, in French ``'2 pierres'``."""
    if language() == "fr":
        return f"{count} {RESOURCES_FR_PLURAL[index] if count > 1 else RESOURCES_FR[index]}"
    return f"{count} {RESOURCES[index]}"


def color_name(color):
    return COLORS_FR[COLORS.index(color)] if language() == "fr" else color


def cost_text(cost):
    """``(1, 0, 2, 0, 0)`` -> ``'1 wood, 2 stone'``."""
    return ", ".join(units_text(n, r) for r, n in enumerate(cost) if n)


def _mask(names):
    return sum(1 << RESOURCES.index(name) for name in names)


def mask_text(mask):
    """``0b11000`` -> ``'glass/papyrus'``."""
    return "/".join(resource_name(r) for r in range(5) if mask >> r & 1)


@dataclass(frozen=True, slots=True)
class Count:
    """What a yellow card or a guild counts: cards of ``colors``, wonders, or sets of 3 coins.

    ``kind`` is ``"cards"``, ``"wonders"`` or ``"coin_sets"``; ``coins`` are paid once when
    built, ``points`` scored at the end. Guilds count in the city that has the most.
    """

    kind: str
    colors: tuple = ()
    coins: int = 0
    points: int = 0


@dataclass(frozen=True, slots=True)
class Effect:
    """What a card or a wonder gives; several fields may be set at once."""

    points: int = 0
    shields: int = 0
    coins: int = 0
    science: int | None = None        # index in SCIENCE
    produces: tuple = NO_COST         # units per resource, brown and gray cards
    produces_choice: int = 0          # a mask: one unit among these, for the owner only
    fixed_price: int = 0              # a mask: these resources cost 1 coin at the bank
    coins_per: Count | None = None    # yellow cards of Age III
    guild: Count | None = None
    opponent_loses: int = 0
    destroy: str | None = None        # "brown" or "gray"
    build_from_discard: bool = False
    play_again: bool = False
    token_from_box: int = 0           # the Great Library draws this many tokens set aside


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One Age card. There is exactly one of each card in Duel, so it is its own identity."""

    index: int
    id: str
    name: str
    name_fr: str
    age: int
    color: str
    coins: int
    cost: tuple
    chain_gives: str | None
    chain_needs: str | None
    effect: Effect
    aliases: tuple = ()
    cost_mask: int = field(init=False, repr=False)         # the resources the cost names
    production_mask: int = field(init=False, repr=False)   # the resources it produces (alone)

    def __post_init__(self):
        object.__setattr__(self, "cost_mask", sum(1 << r for r, n in enumerate(self.cost) if n))
        object.__setattr__(self, "production_mask",
                           sum(1 << r for r, n in enumerate(self.effect.produces) if n))

    @property
    def is_guild(self):
        return self.color == "purple"

    @property
    def label(self):
        """The name in the current language."""
        return self.name_fr if language() == "fr" else self.name

    def __repr__(self):
        return say("duel.repr.card", name=self.label, age=self.age, color=color_name(self.color))

    def _repr_html_(self):
        from ..views.duel import card_html
        return card_html(self)


@dataclass(frozen=True, slots=True, eq=False)
class Wonder:
    """One of the 12 wonders: its cost and its effect."""

    index: int
    id: str
    name: str
    name_fr: str
    cost: tuple
    effect: Effect
    aliases: tuple = ()
    cost_mask: int = field(init=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "cost_mask", sum(1 << r for r, n in enumerate(self.cost) if n))

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    def __repr__(self):
        return say("duel.repr.wonder", name=self.label)

    def _repr_html_(self):
        from ..views.duel import wonder_html
        return wonder_html(self)


@dataclass(frozen=True, slots=True)
class TokenEffect:
    points: int = 0
    coins: int = 0
    science: int | None = None
    points_per_token: int = 0
    wonder_discount: int = 0
    blue_discount: int = 0
    receives_trade: bool = False
    extra_shield: int = 0
    wonders_play_again: bool = False
    coins_per_chain: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class Token:
    """One of the 10 progress tokens."""

    index: int
    id: str
    name: str
    name_fr: str
    effect: TokenEffect
    summary_en: str

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    @property
    def summary(self):
        """What the token does, in one sentence of the reader's language."""
        return messages.TOKEN_SUMMARIES_FR[self.id] if language() == "fr" else self.summary_en

    def __repr__(self):
        return say("duel.repr.token", name=self.label)

    def _repr_html_(self):
        from ..views.duel import token_html
        return token_html(self)


class _Named(NameIndex):
    """Lookups by id and by any English or French spelling (case and accents optional)."""

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        return self.items[index]


class CardSet(_Named):
    def age(self, age):
        """The cards of an Age deck (guilds apart)."""
        return [card for card in self.items if card.age == age and not card.is_guild]

    def guilds(self):
        return [card for card in self.items if card.is_guild]


def _cost(data, where):
    unknown = set(data) - {"coins", *RESOURCES}
    if unknown:
        raise InvalidData(f"{where}: unknown cost keys {sorted(unknown)}")
    return data.get("coins", 0), tuple(data.get(r, 0) for r in RESOURCES)


def _count(data):
    if data is None:
        return None
    counted = data["count"]
    if isinstance(counted, list):
        return Count("cards", tuple(counted), data.get("coins", 0), data.get("points", 0))
    return Count(counted, (), data.get("coins", 0), data.get("points", 0))


_CARD_EFFECTS = {"points", "shields", "coins", "science", "produces", "produces_choice",
                 "fixed_price", "coins_per", "guild"}
_WONDER_EFFECTS = {"points", "shields", "coins", "opponent_loses", "destroy", "build_from_discard",
                   "play_again", "token_from_box", "produces_choice"}


def _effect(data, where, allowed):
    unknown = set(data) - allowed
    if unknown:
        raise InvalidData(f"{where}: unknown effect keys {sorted(unknown)}")
    science = data.get("science")
    return Effect(points=data.get("points", 0), shields=data.get("shields", 0),
                  coins=data.get("coins", 0),
                  science=SCIENCE.index(science) if science else None,
                  produces=tuple(data.get("produces", {}).get(r, 0) for r in RESOURCES),
                  produces_choice=_mask(data.get("produces_choice", ())),
                  fixed_price=_mask(data.get("fixed_price", ())),
                  coins_per=_count(data.get("coins_per")), guild=_count(data.get("guild")),
                  opponent_loses=data.get("opponent_loses", 0), destroy=data.get("destroy"),
                  build_from_discard=data.get("build_from_discard", False),
                  play_again=data.get("play_again", False),
                  token_from_box=data.get("token_from_box", 0))


@cache
def card_set():
    """The 73 Age cards (23 + 23 + 20, and the 7 guilds)."""
    cards = []
    for i, entry in enumerate(read_json("duel", "cards.json")["cards"]):
        where = f"data/duel/cards.json: {entry.get('id')}"
        coins, cost = _cost(entry["cost"], where)
        chain = entry.get("chain", {})
        cards.append(Card(i, entry["id"], entry["name"], entry["name_fr"], entry["age"],
                          entry["color"], coins, cost, chain.get("gives"), chain.get("needs"),
                          _effect(entry["effect"], where, _CARD_EFFECTS),
                          tuple(entry.get("aliases", ()))))
    found = CardSet(cards, "card")
    sizes = [len(found.age(1)), len(found.age(2)), len(found.age(3)), len(found.guilds())]
    if sizes != [23, 23, 20, 7]:
        raise InvalidData(f"data/duel/cards.json: expected 23/23/20 cards and 7 guilds, found {sizes}")
    return found


@cache
def wonder_set():
    """The 12 wonders."""
    data = read_json("duel", "wonders.json")
    wonders = []
    for i, entry in enumerate(data["wonders"]):
        where = f"data/duel/wonders.json: {entry.get('id')}"
        _, cost = _cost(entry["cost"], where)
        wonders.append(Wonder(i, entry["id"], entry["name"], entry["name_fr"], cost,
                              _effect(entry["effect"], where, _WONDER_EFFECTS),
                              tuple(entry.get("aliases", ()))))
    if len(wonders) != 12:
        raise InvalidData(f"data/duel/wonders.json: expected 12 wonders, found {len(wonders)}")
    return _Named(wonders, "wonder")


@cache
def token_set():
    """The 10 progress tokens."""
    tokens = []
    for i, entry in enumerate(read_json("duel", "tokens.json")["tokens"]):
        effect = dict(entry["effect"])
        if "science" in effect:
            effect["science"] = SCIENCE.index(effect["science"])
        tokens.append(Token(i, entry["id"], entry["name"], entry["name_fr"],
                            TokenEffect(**effect), entry["summary"]))
    if len(tokens) != 10:
        raise InvalidData(f"data/duel/tokens.json: expected 10 tokens, found {len(tokens)}")
    return _Named(tokens, "progress token")


@dataclass(frozen=True)
class Structure:
    """One Age's card structure: 20 positions, row by row from the farthest row.

    ``covered_by[p]`` lists the positions that lie on position ``p`` (it can be taken once they
    are all gone); ``face_up[p]`` says how it is dealt; ``rows`` and ``columns`` place it.
    """

    age: int
    rows: tuple
    columns: tuple
    face_up: tuple
    covered_by: tuple
    covers: tuple

    @property
    def start(self):
        """The positions accessible when the Age begins."""
        return tuple(p for p in range(20) if not self.covered_by[p])


@dataclass(frozen=True)
class Board:
    start_coins: int
    capital: int
    zones: tuple          # (from, to, points) by distance from the middle
    looting: tuple        # (from, to, coins) on each side
    structures: dict

    def military_points(self, position):
        """Points of the pawn's zone for the leader (0 when the pawn is in the middle)."""
        distance = abs(position)
        for start, end, points in self.zones:
            if start <= distance <= end:
                return points
        return 0


@cache
def board():
    data = read_json("duel", "board.json")
    structures = {}
    for age, entry in data["structures"].items():
        rows, columns, face_up = [], [], []
        for r, row in enumerate(entry["rows"]):
            for column in row["columns"]:
                rows.append(r + 1)
                columns.append(column)
                face_up.append(row["face_up"])
        covered = tuple(tuple(c) for c in entry["covered_by"])
        if len(rows) != 20 or len(covered) != 20:
            raise InvalidData(f"data/duel/board.json: Age {age} structure has not 20 positions")
        covers = tuple(tuple(p for p in range(20) if q in covered[p]) for q in range(20))
        structures[int(age)] = Structure(int(age), tuple(rows), tuple(columns), tuple(face_up),
                                         covered, covers)
    military = data["military"]
    return Board(data["start_coins"], military["capital"],
                 tuple((z["from"], z["to"], z["points"]) for z in military["zones"]),
                 tuple((z["from"], z["to"], z["coins"]) for z in military["looting"]),
                 structures)


@cache
def expansions():
    """Scoring facts of Pantheon and Agora (see ``data/duel/expansions.json``)."""
    return read_json("duel", "expansions.json")
