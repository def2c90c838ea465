"""End-of-game scoring in the score pad's order, with the choices it made.

>>> from .cards import card_set, wonder_set
>>> from .city import City
>>> cards, boards = card_set(), wonder_set()
>>> city = City(boards.by_name("Babylon").side("A"), coins=9)
>>> for name in ("Apothecary", "Workshop", "Scriptorium", "Library", "Scientists Guild"):
...     city.add_card(cards.by_name(name))
>>> sheet = score_cities([city, City(boards.by_name("Gizah").side("A")),
...                       City(boards.by_name("Rhodos").side("A"))], names=["Ana", "Bo", "Cy"])[0]
>>> sheet.categories["science"], sheet.total, sheet.choices
(18, 21, ('science: Scientists Guild -> tablet',))
"""

import re
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from ..core.i18n import language, say
from ..core.science import SYMBOLS, best_science, science_points
from ..core.scoring import ScoreSheet as BaseScoreSheet
from . import messages  # noqa: F401  (registers the texts)

CATEGORIES = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")


@dataclass(frozen=True, repr=False)       # the plain-text repr of BaseScoreSheet
class ScoreSheet(BaseScoreSheet):
    """One city's score: points per category (score pad order), total, and the choices made.

    >>> ScoreSheet.made("Ana", MappingProxyType({"military": 3}), (), coins=4) == ScoreSheet(
    ...     "Ana", MappingProxyType({"military": 3}), (), 4)
    True
    """

    coins: int = field(default=0, compare=False)
    # Read by ``winners`` and by every row of a game: ``score_city`` makes the sheet with its
    # total summed once (in its ``__dict__``, which a cached property leaves to the instance);
    # a sheet made another way sums it the first time it is asked.
    total = cached_property(BaseScoreSheet.total.fget)

    def _repr_html_(self):
        from ..views.classic import score_html
        return score_html([self])


def _count_points(count, around, what):
    if count is None or not count.points:
        return 0
    found = 0       # (plain loops: a generator is a function call of its own, every turn a bot weighs)
    if what == "card":
        for s in count.scopes:
            colors = around[s].colors
            for c in count.colors:
                found += colors[c]
    elif what == "stage":
        for s in count.scopes:
            found += around[s].stages
    else:
        for s in count.scopes:
            found += around[s].defeats()
    return found * count.points


def count_coins(count, around):
    """Coins an effect gives when built, counting the cities as they stand."""
    if count is None or not count.coins:
        return 0
    if count.colors:
        return count.coins * sum(around[s].colors[c] for s in count.scopes for c in count.colors)
    return count.coins * sum(around[s].stages for s in count.scopes)


def _card_points(card, around):
    effect = card.effect
    points = 0      # (a card counts one thing, as a rule: the others are not called for)
    if effect.per_card is not None:
        points += _count_points(effect.per_card, around, "card")
    if effect.per_stage is not None:
        points += _count_points(effect.per_stage, around, "stage")
    if effect.per_defeat is not None:
        points += _count_points(effect.per_defeat, around, "defeat")
    return points


def _score(city, around, extra_guild=None):
    """Points per category and the choices, with ``extra_guild`` copied by Olympia B."""
    stages = city.wonder.stages[:city.stages]      # ``built_stages``, without its call
    wonder = 0
    for stage in stages:
        wonder += stage.effect.points
    # The city keeps its blue cards' and stages' points in one sum, and the yellow and purple
    # cards whose points count cities (``City.add_card``): a loop over those, not every card.
    civilian = city.points - wonder
    commercial = guilds = 0
    for card in city.counted:
        if card.color == "yellow":
            commercial += _card_points(card, around)
        else:
            guilds += _card_points(card, around)
    if extra_guild is not None:
        guilds += _card_points(extra_guild, around)
    wildcards = city.wildcards + (1 if extra_guild is not None and extra_guild.effect.science_choice else 0)
    # (without a free symbol, the city's own science points: no choice to make)
    science, chosen = best_science(city.science, wildcards) if wildcards else (city.science_points, ())
    choices = []
    if chosen:
        sources = [f"{city.wonder.city} {city.wonder.side} stage {stage.index}"
                   for stage in stages if stage.effect.science_choice]
        sources += [card.name for card in city.cards if card.color == "purple" and card.effect.science_choice]
        if extra_guild is not None and extra_guild.effect.science_choice:
            sources.append(extra_guild.name)
        choices = [f"science: {source} -> {SYMBOLS[symbol]}"
                   for source, symbol in zip(sources, chosen, strict=True)]
    points = {"military": sum(city.military), "treasury": city.coins // 3, "wonder": wonder,
              "civilian": civilian, "science": science, "commercial": commercial, "guilds": guilds}
    return points, choices


def score_city(cities, i, name=None):
    """The ``ScoreSheet`` of city ``i`` among ``cities`` (seating order, next = left)."""
    city = cities[i]
    n = len(cities)
    around = {"left": cities[(i + 1) % n], "self": city, "right": cities[(i - 1) % n]}
    points, choices = _score(city, around)
    if "copy_neighbor_guild" in city.powers:
        candidates = [card for side in ("left", "right") for card in around[side].cards
                      if card.color == "purple" and card.name not in city.names]
        best_total = sum(points.values())
        for guild in candidates:
            trial, trial_choices = _score(city, around, guild)
            if sum(trial.values()) > best_total:
                best_total = sum(trial.values())
                points, choices = trial, [f"guild: {city.wonder.city} {city.wonder.side} copies {guild.name}"] + trial_choices
    return ScoreSheet.made(name or city.wonder.city, MappingProxyType(points), Choices(choices) if choices else (), coins=city.coins,
                           total=sum(points.values()))


_SCIENCE = re.compile(r"science: (?:(?P<city>.+) (?P<side>[AB]) stage (?P<stage>\d+)|(?P<card>.+)) -> (?P<symbol>\w+)")
_GUILD = re.compile(r"guild: (?P<city>.+) (?P<side>[AB]) copies (?P<card>.+)")


class Choices(tuple):
    """A score sheet's choices: the texts ``wonderlab score --json`` keeps in English, printed in
    the current language (``choice_label``) for a learner.

    >>> from ..core.i18n import set_language
    >>> choices = Choices(["science: Scientists Guild -> tablet"])
    >>> set_language("fr"); print(choices); set_language("en")
    (science : Guilde des scientifiques → tablette)
    >>> choices == ("science: Scientists Guild -> tablet",), choices
    (True, ('science: Scientists Guild -> tablet',))
    """

    def __repr__(self):
        if language() != "fr":
            return tuple.__repr__(self)
        return "(" + ", ".join(choice_label(choice) for choice in self) + ")"


def choice_label(choice):
    """A choice of ``ScoreSheet.choices`` (kept in English: ``wonderlab score --json`` prints
    it) in the current language, names included; a text it does not know comes back as it is.

    >>> from ..core.i18n import set_language
    >>> set_language("fr"); choice_label("science: Babylon A stage 2 -> compass")
    'science : Babylone A, étape 2 → compas'
    >>> choice_label("guild: Olympia B copies Magistrates Guild"); set_language("en")
    'guilde : Olympie B copie Guilde des magistrats'
    >>> choice_label("science: Scientists Guild -> gear")
    'science: Scientists Guild -> gear'
    """
    from .cards import card_set, wonder_set

    def wonder(found):
        return wonder_set().by_name(found["city"]).side(found["side"]).label

    def card(found):
        return card_set().by_name(found["card"]).label

    try:
        science, guild = _SCIENCE.fullmatch(choice), _GUILD.fullmatch(choice)
        if science and science["symbol"] in SYMBOLS:
            source = (card(science) if science["card"] else
                      say("choice.stage", wonder=wonder(science), stage=science["stage"]))
            return say("choice.science", source=source, symbol=say(f"symbol.{science['symbol']}"))
        if guild:
            return say("choice.guild", wonder=wonder(guild), guild=card(guild))
    except (KeyError, ValueError, LookupError, TypeError):      # an unknown name: shown as it is
        pass
    return choice


def total_points(cities, i):
    """``score_city(cities, i).total``, without the sheet: what bots weigh many times a turn.

    >>> from .cards import wonder_set
    >>> from .city import City
    >>> cities = [City(wonder_set().by_name(n).side("A"), coins=7) for n in ("Gizah", "Rhodos", "Babylon")]
    >>> total_points(cities, 0) == score_city(cities, 0).total == 2
    True
    """
    city = cities[i]
    # The city keeps its blue cards' and stages' points, its science's and the cards that count.
    total = sum(city.military) + city.coins // 3 + city.science_points + city.points
    copying = "copy_neighbor_guild" in city.powers and _guilds_around(cities, i)
    if city.counted or copying:
        n = len(cities)
        around = {"left": cities[(i + 1) % n], "self": city, "right": cities[(i - 1) % n]}
        for card in city.counted:
            total += _card_points(card, around)
        if copying:     # Olympia B copies the guild beside it that adds the most (``score_city``)
            extra = 0
            for card in (*around["left"].cards, *around["right"].cards):
                if card.color == "purple" and card.name not in city.names:
                    gain = _card_points(card, around)
                    if card.effect.science_choice:
                        gain += best_science(city.science, city.wildcards + 1)[0] - city.science_points
                    if gain > extra:
                        extra = gain
            total += extra
    return total


def total_points_with(cities, i, card):
    """``total_points`` of city ``i`` once it has built ``card`` too, counted without building
    it: a bot weighs every card of its hand, and a copy of the city for each costs more than
    the count. A card changes only these of the city's points: its own (blue, or counted with
    the others that count), its science, and one more card of its colour for those that count.

    >>> from .cards import card_set, wonder_set
    >>> from .city import City
    >>> cities = [City(wonder_set().by_name(n).side("A"), coins=7) for n in ("Gizah", "Rhodos", "Babylon")]
    >>> for name in ("Apothecary", "Marketplace", "Baths"):
    ...     cities[0].add_card(card_set().by_name(name))
    >>> card, after = card_set().by_name("Lighthouse"), cities[0].copy()
    >>> after.add_card(card)
    >>> total_points_with(cities, 0, card) == total_points([after] + cities[1:], 0)
    True
    """
    city = cities[i]
    effect = card.effect
    if "copy_neighbor_guild" in city.powers and _guilds_around(cities, i):      # Olympia B weighs every guild it could copy
        after = city.copy()
        after.add_card(card)
        return total_points([*cities[:i], after, *cities[i + 1:]], i)
    science = city.science_points
    if effect.science is not None or effect.science_choice:      # as ``City._gain`` counts it
        counts = list(city.science)
        if effect.science is not None:
            counts[effect.science] += 1
        science = best_science(tuple(counts), city.wildcards + 1 if effect.science_choice else city.wildcards)[0]
    total = sum(city.military) + city.coins // 3 + science + city.points
    counted = city.counted
    if card.scores:
        if card.color == "blue":
            total += effect.points
        else:
            counted += (card,)
    if counted:
        n = len(cities)
        around = {"left": cities[(i + 1) % n], "self": _Grown(city, card.color), "right": cities[(i - 1) % n]}
        for counting in counted:
            total += _card_points(counting, around)
    return total


def points_added(cities, i, card, now=None):
    """``total_points_with(cities, i, card) - total_points(cities, i)``: the points ``card`` adds
    to city ``i``, told from what it changes (its own points, its science, one more card of its
    colour for the city's cards that count its own), the rest of the city left uncounted: the
    greedy bot weighs every card of its hand this way. ``now``, a list the caller keeps while
    the cities stay as they are, keeps the city's total the first time it is counted in full
    (Olympia B beside a guild), for the next card weighed.

    >>> from .cards import card_set, wonder_set
    >>> from .city import City
    >>> cities = [City(wonder_set().by_name(n).side("A"), coins=7) for n in ("Gizah", "Rhodos", "Babylon")]
    >>> for name in ("Workshop", "Apothecary"):
    ...     cities[0].add_card(card_set().by_name(name))
    >>> points_added(cities, 0, card_set().by_name("Scriptorium")), points_added(cities, 0, card_set().by_name("Baths"))
    (8, 3)
    """
    city = cities[i]
    counting = city.counted
    if not counting and "copy_neighbor_guild" not in city.powers:    # the usual case: ``OWN_POINTS``
        own = OWN_POINTS[card]
        if own >= 0:
            return own
    if "copy_neighbor_guild" in city.powers and _guilds_around(cities, i):    # (Olympia B: counted in full)
        if now is None:
            return total_points_with(cities, i, card) - total_points(cities, i)
        if not now:
            now.append(total_points(cities, i))
        return total_points_with(cities, i, card) - now[0]
    effect = card.effect
    color = card.color
    added = 0
    if card.scores:
        if color == "blue":
            added = effect.points
        else:       # a card that counts: counted as the city stands, and itself below (its colour)
            n = len(cities)
            added = _card_points(card, {"left": cities[(i + 1) % n], "self": city, "right": cities[(i - 1) % n]})
            counting += (card,)
    if effect.science is not None or effect.science_choice:
        added += science_added(city, effect)
    for counted in counting:       # the cards that count the city's own cards of its colour
        count = counted.effect.per_card
        if count is not None and count.points and color in count.colors:
            for scope in count.scopes:
                if scope == "self":
                    added += count.points
    return added


class _OwnPoints(dict):
    """card -> the points it adds to a city that counts none of its own cards and copies no
    guild (``points_added`` then): a blue card's points, 0 for most others; -1 when they depend
    on the city (science, or a card that counts). A plain dictionary to read (the greedy bot
    reads one a card it weighs), each card's counted the first time it is asked for.

    >>> from .cards import card_set
    >>> [OWN_POINTS[card_set().by_name(name)] for name in ("Baths", "Lumber Yard", "Scriptorium")]
    [3, 0, -1]
    """

    def __missing__(self, card):
        effect = card.effect
        own = self[card] = -1 if effect.science is not None or effect.science_choice or card.scores \
            and card.color != "blue" else effect.points if card.scores else 0
        return own


OWN_POINTS = _OwnPoints()


def stage_points_added(cities, i):
    """The points that building its next wonder stage adds to city ``i`` (``total_points`` after
    less before): the stage's own, its science (a free symbol) and the city's cards that count
    its own stages.

    >>> from .cards import card_set, wonder_set
    >>> from .city import City
    >>> cities = [City(wonder_set().by_name(n).side("A"), coins=7) for n in ("Babylon", "Rhodos", "Gizah")]
    >>> for name in ("Workshop", "Apothecary"):
    ...     cities[0].add_card(card_set().by_name(name))
    >>> cities[0].add_stage().effect.points, stage_points_added(cities, 0)    # then the free symbol: 2 to 10
    (3, 8)
    """
    city = cities[i]
    stage = city.upcoming
    effect = stage.effect
    if ("copy_neighbor_guild" in city.powers or effect.power == "copy_neighbor_guild") \
            and _guilds_around(cities, i):      # (Olympia B: counted in full)
        after = city.copy()
        after.add_stage()
        return total_points([*cities[:i], after, *cities[i + 1:]], i) - total_points(cities, i)
    added = effect.points
    if effect.science is not None or effect.science_choice:
        added += science_added(city, effect)
    for counting in city.counted:       # the cards that count the city's own stages
        count = counting.effect.per_stage
        if count is not None and count.points:
            for scope in count.scopes:
                if scope == "self":
                    added += count.points
    return added


def science_added(city, effect):
    """The science points ``effect``'s symbol (or free choice of one) adds to ``city``, as
    ``City._gain`` counts it: the best score of its symbols with it, less their score now.

    >>> from .cards import card_set, wonder_set
    >>> from .city import City
    >>> city = City(wonder_set().by_name("Gizah").side("A"))
    >>> for name in ("Workshop", "Apothecary"):
    ...     city.add_card(card_set().by_name(name))
    >>> science_added(city, card_set().by_name("Scriptorium").effect)     # 2 points to 3 + 7
    8
    """
    symbol, wildcards = effect.science, city.wildcards
    if symbol is None:          # a symbol of the city's choice
        counts, wildcards = city.science, wildcards + 1
    else:
        counts = list(city.science)
        counts[symbol] += 1
    if not wildcards:           # (the usual case: ``best_science`` would only call it)
        return science_points(counts) - city.science_points
    return best_science(tuple(counts), wildcards)[0] - city.science_points


def _guilds_around(cities, i):
    """Whether a neighbour of city ``i`` holds a guild (Olympia B may copy one only then)."""
    n = len(cities)
    return cities[(i + 1) % n].colors["purple"] or cities[(i - 1) % n].colors["purple"]


class _Grown:
    """What a counting card reads of its own city (``colors``, ``stages``, ``defeats``), with
    one more card of ``color``."""

    __slots__ = ("colors", "stages", "defeats")

    def __init__(self, city, color):
        self.colors = colors = city.colors.copy()
        colors[color] += 1
        self.stages = city.stages
        self.defeats = city.defeats


def score_cities(cities, names=None):
    names = names or [city.wonder.city for city in cities]
    return [score_city(cities, i, names[i]) for i in range(len(cities))]


def winners(sheets):
    """Highest total wins; a tie goes to the most coins; a tie that stands is shared."""
    ranks = [(s.total, s.coins) for s in sheets]     # (each total summed once)
    best = max(ranks)
    return [s.name for s, rank in zip(sheets, ranks, strict=True) if rank == best]
