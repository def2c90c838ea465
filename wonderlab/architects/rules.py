"""7 Wonders Architects' rule objects: card kinds, wonder stages, wonders and Progress tokens.

Everything here is an immutable value loaded from ``data/architects/``. A card kind is known by
its index in ``KINDS`` (the engine counts cards per kind: two Wood cards are interchangeable).

>>> rules = ruleset()
>>> giza = rules.wonder("Gizeh")
>>> [stage.points for stage in giza.stages], giza.total_points
([4, 5, 6, 7, 8], 30)
>>> str(rules.wonder("rhodes").stage(3))
'Rhodes stage 3 (3 different resources, 5 points)'
>>> rules.wonder("rhodes").stage(3).rests_on
(1, 2)
>>> rules.token("culture").copies, rules.token("Économie").coins_per_gold
(2, 2)
>>> rules.kind("clay").id, sum(rules.wonder("olympia").deck), sum(rules.central_deck)
('brick', 25, 60)
"""

from dataclasses import dataclass, field
from functools import cache
from sys import intern

from ..core.errors import InvalidData
from ..core.i18n import language
from ..core.names import NameIndex
from ..gamedata import read_json
from .messages import counted, say

KINDS = ("wood", "stone", "brick", "papyrus", "glass", "gold", "science_compass", "science_gear",
         "science_tablet", "blue_3", "blue_2_cat", "red_0_horns", "red_1_horn", "red_2_horns")
WOOD, STONE, BRICK, PAPYRUS, GLASS, GOLD, COMPASS, GEAR, TABLET, BLUE3, BLUECAT, RED0, RED1, RED2 = range(14)
GREYS = (WOOD, STONE, BRICK, PAPYRUS, GLASS)
GREENS = (COMPASS, GEAR, TABLET)
REDS = (RED0, RED1, RED2)
BLUES = (BLUE3, BLUECAT)
SYMBOLS = ("compass", "gear", "tablet")


@dataclass(frozen=True, slots=True)
class CardKind:
    """A kind of card: ``color`` grey/yellow/green/blue/red and what it shows."""

    index: int
    id: str
    name: str
    name_fr: str
    color: str
    resource: str | None = None
    coins: int = 0
    science: str | None = None
    points: int = 0
    cat: bool = False
    shields: int = 0
    horns: int = 0
    aliases: tuple = ()

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    def __str__(self):
        return self.label


@dataclass(frozen=True, slots=True)
class Stage:
    """One of a wonder's five pieces: ``count`` resources, ``identical`` or all different."""

    wonder: str
    wonder_label: tuple      # (en, fr)
    id: int                  # 1 = 2 different, 2 = 2 identical, 3 = 3 different, 4 = 3 identical, 5 = 4 different
    count: int
    identical: bool
    points: int
    power: str | None
    rests_on: tuple
    bit: int = 0
    supports: int = 0        # the bits of the stages it rests on

    @property
    def cost_label(self):
        return say("arch.cost.same" if self.identical else "arch.cost.diff", count=self.count)

    def __str__(self):
        name = self.wonder_label[1] if language() == "fr" else self.wonder_label[0]
        return say("arch.stage.label", wonder=name, stage=self.id, cost=self.cost_label,
                   points=counted("arch.n.points", self.points))


@dataclass(frozen=True, slots=True)
class Wonder:
    """A wonder: its five stages, its power, and its own deck (counts per card kind)."""

    id: str
    name: str
    name_fr: str
    power: str | None
    deck: tuple
    stages: tuple
    aliases: tuple = ()

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    @property
    def total_points(self):
        return sum(stage.points for stage in self.stages)

    def stage(self, stage_id):
        return self.stages[stage_id - 1]

    def available(self, built):
        """The ids of the stages that may be built on top of the ``built`` bit mask."""
        return [s.id for s in self.stages if not built & s.bit and built & s.supports == s.supports]

    def check_built(self, built_ids):
        """None when every stage of ``built_ids`` rests only on built stages, else the first that does not."""
        for stage_id in built_ids:
            missing = [k for k in self.stage(stage_id).rests_on if k not in built_ids]
            if missing:
                return stage_id, missing
        return None

    def __str__(self):
        return self.label

    def __repr__(self):
        # French says what the power does (« pouvoir de Rhodes : un bouclier permanent de plus »),
        # English keeps the power's id as before
        power = self.power
        if language() == "fr":
            said = say(f"arch.power.{self.power}").rstrip(".") if self.power else say("arch.power.none")
            power = said[:1].lower() + said[1:]
        return say("arch.repr.wonder", name=self.label, stages=len(self.stages), points=self.total_points,
                   power=power)

    def _repr_html_(self):
        from ..views.architects import wonder_html
        return wonder_html(self)


@dataclass(frozen=True, slots=True)
class ProgressToken:
    """A Progress token and its effect; only the fields of its effect are set."""

    id: str
    name: str
    name_fr: str
    copies: int = 1
    extra_take_on: frozenset = frozenset()    # card kinds whose taking gives an extra card
    extra_take_on_build: bool = False         # Architecture
    any_resources: bool = False               # Engineering
    coins_per_gold: int = 0                   # Economy
    shields: int = 0                          # Tactics
    points_wonder: tuple = ()                 # Decoration: (unfinished, finished)
    points_per_cat: int = 0                   # Politics
    points_per_victory: int = 0               # Strategy
    points_per_token: int = 0                 # Education
    points_by_copies: tuple = ()              # Culture: points for 0, 1, 2 copies owned
    aliases: tuple = ()

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name

    def __str__(self):
        return self.label

    def __repr__(self):
        return say("arch.repr.token", name=self.label)

    def _repr_html_(self):
        from ..views.architects import token_html
        return token_html(self)


@dataclass(frozen=True)
class Ruleset:
    """All the game's rule objects, with forgiving look-ups by name (English or French)."""

    kinds: tuple
    wonders: tuple
    tokens: tuple
    central_deck: tuple
    conflict_tokens: dict
    progress_face_up: int
    victory_tokens: int
    victory_points: int
    cat_points: int

    index: dict = field(init=False, repr=False, compare=False)    # what -> its NameIndex

    def __post_init__(self):
        object.__setattr__(self, "index", {
            "wonder": NameIndex(self.wonders, "wonder"), "token": NameIndex(self.tokens, "progress token"),
            "kind": NameIndex(self.kinds, "card kind")})

    def _find(self, what, name):
        found = self.index[what].find(name)
        if found is None:
            raise KeyError(name)
        return found

    def wonder(self, name):
        return self._find("wonder", name)

    def token(self, name):
        found = _TOKEN_IDS.get(name) if isinstance(name, str) else None
        return found or self._find("token", name)

    def kind(self, name):
        return self._find("kind", name)

    def guess(self, what, name):
        """`` (did you mean 'Giza'?)`` for a mistyped ``what`` ("wonder", "token", "kind") in the
        current language, or nothing."""
        return self.index[what].guess(name)


def _token(data):
    # (ids and powers interned: the engine and bots test them against the names in their code, and
    # ``"economy" in tokens`` then finds each by identity, not letter by letter)
    fields = {"id": intern(data["id"]), "name": data["name"]["en"], "name_fr": data["name"]["fr"],
              "copies": data.get("copies", 1), "aliases": tuple(data.get("aliases", ()))}
    for key in ("extra_take_on_build", "any_resources", "coins_per_gold", "shields",
                "points_per_cat", "points_per_victory", "points_per_token"):
        if key in data:
            fields[key] = data[key]
    if "extra_take_on" in data:
        fields["extra_take_on"] = frozenset(KINDS.index(k) for k in data["extra_take_on"])
    if "points_wonder" in data:
        fields["points_wonder"] = tuple(data["points_wonder"])
    if "points_by_copies" in data:
        fields["points_by_copies"] = tuple(data["points_by_copies"])
    return ProgressToken(**fields)


def _wonder(data):
    label = (data["name"]["en"], data["name"]["fr"])
    stages = []
    for s in data["stages"]:
        supports = sum(1 << (k - 1) for k in s["rests_on"])
        stages.append(Stage(data["id"], label, s["id"], s["count"], s["identical"], s["points"],
                            s["power"], tuple(s["rests_on"]), 1 << (s["id"] - 1), supports))
    if [s.id for s in stages] != [1, 2, 3, 4, 5]:
        raise InvalidData(f"data/architects/wonders.json: {data['id']} must have stages 1 to 5")
    return Wonder(data["id"], label[0], label[1], data["power"] and intern(data["power"]),
                  tuple(data["deck"][k] for k in KINDS), tuple(stages), tuple(data.get("aliases", ())))


_TOKEN_IDS = {}


@cache
def ruleset():
    """The rules of the base game (no Medals), loaded once."""
    cards = read_json("architects", "cards.json")
    if [k["id"] for k in cards["kinds"]] != list(KINDS):
        raise InvalidData("data/architects/cards.json: card kinds are not in wonderlab's order")
    kinds = tuple(CardKind(i, k["id"], k["name"]["en"], k["name"]["fr"], k["color"],
                           k.get("resource"), k.get("coins", 0), k.get("science"), k.get("points", 0),
                           k.get("cat", False), k.get("shields", 0), k.get("horns", 0),
                           tuple(k.get("aliases", ())))
                  for i, k in enumerate(cards["kinds"]))
    wonders = tuple(_wonder(w) for w in read_json("architects", "wonders.json")["wonders"])
    tokens = tuple(_token(t) for t in read_json("architects", "progress.json")["tokens"])
    _TOKEN_IDS.update((t.id, t) for t in tokens)
    return Ruleset(kinds, wonders, tokens, tuple(cards["central_deck"][k] for k in KINDS),
                   {int(n): c for n, c in cards["conflict_tokens"].items()},
                   cards["progress_face_up"], cards["victory_tokens"], cards["victory_points"],
                   cards["cat_points"])
