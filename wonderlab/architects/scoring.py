"""End-of-game scoring in the score pad's order: wonder, civilian (blue), military, progress, cat.

Seed 002's worked example: ten wonder points, seven on the blue cards, two Military Victory tokens,
one Culture and the Cat make 29.

>>> from .rules import ruleset, BLUE3, BLUECAT, KINDS
>>> ephesus = ruleset().wonder("Ephesus")
>>> cards = [0] * len(KINDS); cards[BLUE3] = 1; cards[BLUECAT] = 2
>>> sheet = score_player("Ana", ephesus, 0b111, cards, 2, ["culture"], True)   # 3 + 3 + 4
>>> dict(sheet.categories)
{'wonder': 10, 'civilian': 7, 'military': 6, 'progress': 4, 'cat': 2}
>>> sheet.total
29
"""

from dataclasses import dataclass, field
from types import MappingProxyType

from ..core.scoring import ScoreSheet as BaseScoreSheet
from .rules import BLUE3, BLUECAT, ruleset

CATEGORIES = ("wonder", "civilian", "military", "progress", "cat")
FULL = 0b11111


@dataclass(frozen=True, repr=False)       # the plain-text repr of BaseScoreSheet
class ScoreSheet(BaseScoreSheet):
    """One player's score: points per category (score pad order), the total, the choices made
    (none in Architects: everything is fixed when the game ends) and the stages built."""

    stages: int = field(default=0, compare=False)

    def _repr_html_(self):
        from ..views.architects import score_html
        return score_html([self])


def progress_points(tokens, built, cards, victories):
    """Points of the Progress tokens owned: Decoration, Politics, Strategy, Education, Culture."""
    rules = ruleset()
    points = 0
    cultures = 0
    for tid in tokens:
        token = rules.token(tid)
        if token.points_wonder:
            points += token.points_wonder[built == FULL]
        points += token.points_per_cat * cards[BLUECAT]
        points += token.points_per_victory * victories
        points += token.points_per_token * len(tokens)
        if token.points_by_copies:
            cultures += 1
            table = token.points_by_copies
    if cultures:
        points += table[min(cultures, len(table) - 1)]
    return points


def score_player(name, wonder, built, cards, victories, tokens, cat):
    """The ``ScoreSheet`` of one player: ``built`` is the bit mask of built stages, ``cards`` the
    counts per card kind in front of them, ``tokens`` their Progress token ids."""
    rules = ruleset()
    points = {
        "wonder": sum(s.points for s in wonder.stages if built & s.bit),
        "civilian": (rules.kinds[BLUE3].points * cards[BLUE3]
                     + rules.kinds[BLUECAT].points * cards[BLUECAT]),
        "military": rules.victory_points * victories,
        "progress": progress_points(tokens, built, cards, victories),
        "cat": rules.cat_points if cat else 0,
    }
    return ScoreSheet(name, MappingProxyType(points), (), bin(built).count("1"))


def winners(sheets):
    """The highest total wins; a tie goes to the most stages built; a tie that stands is shared."""
    best = max((s.total, s.stages) for s in sheets)
    return [s.name for s in sheets if (s.total, s.stages) == best]
