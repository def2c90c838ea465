"""How a class's results rank: one rule for ``classroom check`` (verified result codes) and the
live classroom's leaderboard, as each game breaks its ties (the seeds' rules):

- 7 Wonders: « En cas d'égalité, le joueur ayant le plus de pièces dans son trésor l'emporte »;
- Duel: a supremacy first, then the total; « Qui gagne en cas d'égalité à 7 Wonders Duel ? Le
  joueur qui a le plus de points sur ses cartes bleues, les bâtiments civils »;
- Architects: « À égalité, comparez le nombre d'étapes construites ».

A tie that stands shares its rank.

>>> ana, bo, eve = Standing(40, 3, False, False), Standing(40, 7, False, False), Standing(38, 2, True, True)
>>> [(rank, s.tiebreak) for rank, s in ranked([ana, bo, eve], key=lambda s: s.key)]
[(1, 2), (2, 7), (3, 3)]
>>> ranked(["b", "a", "c"], key=lambda s: s in "ab")
[(1, 'b'), (1, 'a'), (3, 'c')]
"""

from dataclasses import dataclass

__all__ = ["TIEBREAK", "Standing", "ranked", "standing"]

# the score sheet's field that breaks a tie on points, per game
TIEBREAK = {"classic": "coins", "duel": "blue", "architects": "stages"}


@dataclass(frozen=True)
class Standing:
    """One player's result at a finished table: what ranks it."""

    total: int
    tiebreak: int
    won: bool
    supremacy: bool

    @property
    def key(self):
        """Higher is better: Duel's supremacy first, then the total, then the game's tie-break."""
        return rank_key(self.supremacy, self.total, self.tiebreak)


def rank_key(supremacy, total, tiebreak):
    """What ranks a result (higher is better)."""
    return (bool(supremacy), total, tiebreak)


def standing(kind, game, seat):
    """Seat ``seat``'s ``Standing`` in the finished ``game`` of ``kind`` ("classic", "duel",
    "architects")."""
    sheet = game.scores()[seat]
    won = sheet.name in game.winners()
    supremacy = kind == "duel" and won and game.result != "points"
    return Standing(sheet.total, getattr(sheet, TIEBREAK[kind]), won, supremacy)


def ranked(items, key):
    """``(rank, item)`` for each of ``items``, best ``key`` first; equal keys share a rank (the
    next one skips: 1, 1, 3) and keep the order they came in."""
    found, rank, last = [], 0, None
    for place, item in enumerate(sorted(items, key=key, reverse=True), 1):
        if place == 1 or key(item) != last:
            rank, last = place, key(item)
        found.append((rank, item))
    return found
