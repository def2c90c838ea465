"""A city: its wonder side, built cards and stages, coins and conflict tokens.

The engine keeps the city's production, shields, science and fixed points up to date as cards
are added, so that legal moves and scores never rescan the city. Three packed counts
(``cards.units``) let it answer the usual questions about a cost in one step each:
``fixed_units`` (what its single units make: enough, and it pays nothing to anyone), ``units``
(every unit that can make each resource) and ``sell_units`` (the same for what neighbours may
buy; a cost beyond a city's ``units`` and its two neighbours' ``sell_units`` cannot be paid at
all).

>>> from .cards import card_set, wonder_set
>>> cards, boards = card_set(), wonder_set()
>>> city = City(boards.by_name("Gizah").side("A"))
>>> city.add_card(cards.by_name("Tree Farm"))
>>> city.own_production()          # Gizah's stone, and one wood-or-clay unit
((0, 1, 0, 0, 0, 0, 0), (5,))
>>> from .cards import units
>>> city.units == units((1, 1, 1, 0, 0, 0, 0)), city.fixed_units == units((0, 1, 0, 0, 0, 0, 0))
(True, True)
"""

from ..core.i18n import plural, say
from ..core.science import best_science
from .cards import COLORS, SPREAD

_SHIFTS = tuple(8 * r for r in range(7))


def _counts(packed):
    """The seven counts of a packed ``units`` value, as a tuple (kept: there are few).

    >>> _counts(2 << 8 | 1 << 40)
    (0, 2, 0, 0, 0, 1, 0)
    """
    found = _COUNTS.get(packed)
    if found is None:
        found = _COUNTS[packed] = tuple([packed >> shift & 0xFF for shift in _SHIFTS])
    return found


_COUNTS = {}


class City:
    # The containers a look-ahead copy would share are tuples and frozensets, replaced (never
    # changed) when they grow: ``copy`` copies only the cards, names and colours.
    __slots__ = ("wonder", "coins", "cards", "names", "stages", "military", "shields",
                 "colors", "science", "wildcards", "choices", "sell_choices", "discount_left",
                 "discount_right", "powers", "free_build_age", "_own", "_sellable", "fixed_units",
                 "units", "sell_units", "sell_fixed_units", "points", "counted", "science_points",
                 "upcoming")

    def __init__(self, wonder, coins=3):
        self.wonder = wonder
        self.coins = coins
        self.cards = []
        self.names = set()
        self.stages = 0
        self.military = []
        self.shields = 0
        self.colors = dict.fromkeys(COLORS, 0)
        self.science = (0, 0, 0)
        self.wildcards = 0
        self.choices = ()
        self.sell_choices = ()
        self.discount_left = 0
        self.discount_right = 0
        self.powers = frozenset()
        self.free_build_age = None     # None: no free build; else the Age it was last used
        self._own = self._sellable = None
        self.fixed_units = self.units = self.sell_units = self.sell_fixed_units = SPREAD[1 << wonder.resource]
        self.points = 0                # the points that count nothing: blue cards and wonder stages
        self.counted = ()              # the yellow and purple cards whose points count cities
        self.science_points = 0
        self.upcoming = wonder.stages[0] if wonder.stages else None     # ``next_stage``

    def __repr__(self):
        return say("repr.city", wonder=self.wonder.label, built=self.stages, stages=len(self.wonder.stages),
                   coins=plural(self.coins, "coins"), shields=plural(self.shields, "repr.shields"),
                   cards=plural(len(self.cards), "repr.cards"))

    def _repr_html_(self):
        from ..views.classic import city_html
        return city_html(self)

    def copy(self):
        """An independent copy (bots copy a city for every action they weigh: kept plain)."""
        other = City.__new__(City)
        other.wonder, other.coins, other.stages = self.wonder, self.coins, self.stages
        other.cards, other.names, other.military = self.cards.copy(), self.names.copy(), self.military.copy()
        other.shields, other.colors, other.science = self.shields, self.colors.copy(), self.science
        other.wildcards, other.choices, other.sell_choices = self.wildcards, self.choices, self.sell_choices
        other.discount_left, other.discount_right = self.discount_left, self.discount_right
        other.powers, other.free_build_age = self.powers, self.free_build_age
        other._own, other._sellable = self._own, self._sellable
        other.fixed_units, other.units, other.sell_units = self.fixed_units, self.units, self.sell_units
        other.sell_fixed_units, other.points, other.counted = self.sell_fixed_units, self.points, self.counted
        other.science_points, other.upcoming = self.science_points, self.upcoming
        return other

    # -- growth --------------------------------------------------------------------------
    def add_card(self, card):
        self.cards.append(card)
        self.names.add(card.name)
        self.colors[card.color] += 1
        if card.scores:                      # its points: blue ones fixed, the others counted
            if card.color == "blue":
                self.points += card.effect.points
            else:
                self.counted += (card,)
        effect = card.effect
        if effect.produces or effect.lasting:      # (else points or coins only: nothing to gain)
            self._gain(effect)

    def add_stage(self):
        stages = self.wonder.stages
        stage = stages[self.stages]
        self.stages += 1
        self.upcoming = stages[self.stages] if self.stages < len(stages) else None
        self.points += stage.effect.points
        self._gain(stage.effect)
        return stage

    def _gain(self, effect):
        """The lasting part of an effect: production, shields, science, discounts, powers."""
        if effect.produces:
            self.units += effect.spread
            self.fixed_units += effect.fixed_spread
            if effect.sellable:
                self.sell_units += effect.spread
                self.sell_fixed_units += effect.fixed_spread
            if effect.choice_units:
                self.choices += effect.choice_units
                if effect.sellable:
                    self.sell_choices += effect.choice_units
            self._own = self._sellable = None
        if not effect.lasting:        # nothing else: points or coins only
            return
        if effect.shields:
            self.shields += effect.shields
        if effect.science is not None or effect.science_choice:
            if effect.science is not None:
                science = list(self.science)
                science[effect.science] += 1
                self.science = tuple(science)
            if effect.science_choice:
                self.wildcards += 1
            self.science_points = best_science(self.science, self.wildcards)[0]
        discount = effect.discount
        if discount[0] or discount[1]:
            self.discount_left |= discount[0]
            self.discount_right |= discount[1]
        if effect.power:
            self.powers = self.powers | {effect.power}
            if effect.power == "free_build_once_per_age":
                self.free_build_age = 0

    # -- what it produces ----------------------------------------------------------------
    def own_production(self):
        """Everything the city produces, for its own builds: ``(fixed counts, choice masks)``."""
        if self._own is None:
            self._own = (_counts(self.fixed_units), tuple(sorted(self.choices)))
        return self._own

    def sellable_production(self):
        """What neighbours may buy: the wonder's resource and the brown and gray cards."""
        if self._sellable is None:
            self._sellable = (_counts(self.sell_fixed_units), tuple(sorted(self.sell_choices)))
        return self._sellable

    @property
    def next_stage(self):
        """The next stage to build, or None when the wonder is complete (kept as ``upcoming``)."""
        return self.upcoming

    def defeats(self):
        return sum(1 for token in self.military if token < 0)

    def built_stages(self):
        return self.wonder.stages[:self.stages]
