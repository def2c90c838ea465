"""Civilian victory: the score pad of 7 Wonders Duel, category by category.

Seed 004's worked example: Hugo has 18 points of blue cards, 12 of wonders, 7 of guilds,
Agriculture (4) and Mathematics (3 tokens x 3 = 9), 11 coins (3 points) and the pawn in the
5-point zone: 58 points.

>>> from .cards import card_set, token_set, wonder_set
>>> C, W, T = card_set().by_name, wonder_set().by_name, token_set().by_name
>>> hugo = City(cards=[C("Palace"), C("Gardens"), C("Obelisk"), C("Magistrates Guild")],
...             wonders=[W("The Pyramids"), W("The Colossus")],
...             tokens=[T("Agriculture"), T("Mathematics"), T("Law")], coins=11)
>>> lea = City(cards=[C("Theater"), C("Altar"), C("Baths"), C("Statue")])
>>> sheet = score_cities([hugo, lea], conflict=4, names=["Hugo", "Lea"])[0]
>>> dict(sheet.categories)
{'civilian': 18, 'science': 0, 'commercial': 0, 'guilds': 4, 'wonders': 12, 'progress': 13, 'treasury': 3, 'military': 5}
"""

from dataclasses import dataclass, field
from types import MappingProxyType

from ..core.labels import default_names
from ..core.scoring import ScoreSheet as BaseScoreSheet
from .cards import board, expansions

CATEGORIES = ("civilian", "science", "commercial", "guilds", "wonders", "progress", "treasury",
              "military")
# The expansions' own categories, shown only when a table file gives their fields.
EXPANSION_CATEGORIES = ("divinities", "grand_temples", "senate")


@dataclass
class City:
    """What scoring needs of a city: its cards, built wonders, tokens and coins.

    ``extras`` holds the expansions' scoring fields of a table file: ``divinities`` (names),
    ``astarte_coins``, ``grand_temples`` (how many) and ``chambers`` (numbers 1–6).
    """

    cards: list = field(default_factory=list)
    wonders: list = field(default_factory=list)
    tokens: list = field(default_factory=list)
    coins: int = 0
    extras: dict = field(default_factory=dict)

    def count(self, colors):
        return sum(1 for card in self.cards if card.color in colors)

    def science_symbols(self):
        symbols = {card.effect.science for card in self.cards if card.effect.science is not None}
        symbols |= {t.effect.science for t in self.tokens if t.effect.science is not None}
        return symbols


@dataclass(frozen=True, repr=False)       # the plain-text repr of BaseScoreSheet
class ScoreSheet(BaseScoreSheet):
    """One player's score: points per category (score pad order) and the total."""

    blue: int = field(default=0, compare=False)

    def _repr_html_(self):
        from ..views.duel import score_html
        return score_html([self])


def counted(count, cities):
    """How many units a guild counts: the most of the two cities."""
    if count.kind == "wonders":
        return max(len(c.wonders) for c in cities)
    if count.kind == "coin_sets":
        return max(c.coins // 3 for c in cities)
    return max(c.count(count.colors) for c in cities)


def military_points(conflict, seat):
    """The pawn's points go to the leader only: 0, 2, 5 or 10 by its zone (no supremacy needed)."""
    leader = 0 if conflict > 0 else 1 if conflict < 0 else None
    return board().military_points(conflict) if seat == leader else 0


def score_city(cities, seat, conflict, name=None, with_extras=()):
    city = cities[seat]
    civilian = science = commercial = guilds = 0
    for card in city.cards:
        color = card.color
        if color == "blue":
            civilian += card.effect.points
        elif color == "green":
            science += card.effect.points
        elif color == "yellow":
            commercial += card.effect.points
        elif color == "purple":
            guild = card.effect.guild
            guilds += guild.points * counted(guild, cities)
    wonders = 0
    for w in city.wonders:
        wonders += w.effect.points
    progress, tokens = 0, len(city.tokens)
    for t in city.tokens:
        progress += t.effect.points + t.effect.points_per_token * tokens
    points = dict(zip(CATEGORIES, (civilian, science, commercial, guilds, wonders, progress, city.coins // 3,
                                   military_points(conflict, seat)), strict=True))
    if with_extras:
        points.update(expansion_points(city, with_extras))
    return ScoreSheet(name or default_names(seat + 1)[seat], MappingProxyType(points), (), points["civilian"])


def expansion_points(city, categories):
    """Pantheon and Agora points.

    SINGLE SOURCE: in the reference data every number used here — Grand Temples 5/12/21,
    Aphrodite 9, 1 point per coin left on Astarte, Senate chambers 1/2/3/3/2/1 — comes from the
    Board Game Arena implementation alone (``"single_source": true`` in
    data/duel/expansions.json). Seed 004 repeats the first three and says each chamber is worth
    1 to 3; which chamber is worth what rests on that one source. Fix them in the data file if
    a printed rulebook says otherwise.
    """
    facts = expansions()
    pantheon, agora = facts["pantheon"], facts["agora"]
    extras = city.extras
    found = {}
    if "divinities" in categories:
        points = 0
        for name in extras.get("divinities", ()):
            divinity = pantheon["divinities"].get(name)
            if divinity is not None:
                points += divinity.get("points", 0)
        points += extras.get("astarte_coins", 0) * pantheon["divinities"]["astarte"]["points_per_coin_left"]
        found["divinities"] = points
    if "grand_temples" in categories:
        found["grand_temples"] = pantheon["grand_temples"]["points"][extras.get("grand_temples", 0)]
    if "senate" in categories:
        values = agora["chambers"]["points"]
        found["senate"] = sum(values[n - 1] for n in extras.get("chambers", ()))
    return found


def score_cities(cities, conflict, names=None, with_extras=()):
    names = names or default_names(len(cities))
    return [score_city(cities, i, conflict, names[i], with_extras) for i in range(len(cities))]


def winners(sheets):
    """The highest total wins; a tie goes to the most blue-card points (not coins), else shared."""
    best = max((s.total, s.blue) for s in sheets)
    return [s.name for s in sheets if (s.total, s.blue) == best]
