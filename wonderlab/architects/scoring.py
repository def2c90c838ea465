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
from functools import cached_property, partial
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
    # The total is summed once (``score_player`` writes it; a sheet made field by field sums it
    # when first read): the winner's search and the runner's rows read it several times. It is no
    # field, so equality and the record stay as they were.
    total = cached_property(BaseScoreSheet.total.fget)

    def _repr_html_(self):
        from ..views.architects import score_html
        return score_html([self])


def progress_points(tokens, built, cards, victories):
    """Points of the Progress tokens owned: Decoration, Politics, Strategy, Education, Culture."""
    if not _SCORING_TOKENS:
        for t in ruleset().tokens:
            scores = (t.points_wonder, t.points_per_cat, t.points_per_victory, t.points_per_token, t.points_by_copies)
            if any(scores):
                _SCORING_TOKENS[t.id] = scores
    points = 0
    cultures = 0
    for tid in tokens:
        scores = _SCORING_TOKENS.get(tid)
        if scores is None:          # a token that scores nothing
            continue
        wonder, per_cat, per_victory, per_token, by_copies = scores     # (most of them 0: not added)
        if wonder:
            points += wonder[built == FULL]
        if per_cat:
            points += per_cat * cards[BLUECAT]
        if per_victory:
            points += per_victory * victories
        if per_token:
            points += per_token * len(tokens)
        if by_copies:
            cultures += 1
            table = by_copies
    if cultures:
        points += table[min(cultures, len(table) - 1)]
    return points


_SCORING_TOKENS = {}    # token id -> what it scores (``progress_points``' five), for the tokens that score


def score_player(name, wonder, built, cards, victories, tokens, cat):
    """The ``ScoreSheet`` of one player: ``built`` is the bit mask of built stages, ``cards`` the
    counts per card kind in front of them, ``tokens`` their Progress token ids."""
    return _sheet(name, _points(wonder, built, cards, victories, tokens, cat), _STAGES[built])


def _sheet(name, points, stages):
    """The ``ScoreSheet`` of ``name`` with ``points`` (``_points``) and ``stages`` built."""
    wonder_points, civilian, military, progress, cat_points = points
    categories = {"wonder": wonder_points, "civilian": civilian, "military": military, "progress": progress,
                  "cat": cat_points}
    # The sheet made at once (``made``: one a player a game), its total the sum of the points just
    # counted, what ``ScoreSheet.total`` would sum.
    return ScoreSheet.made(name, MappingProxyType(categories), (), stages=stages,
                           total=wonder_points + civilian + military + progress + cat_points)


def _counted(game):
    """Per player, ``(points, (total, stages built))``: ``_points`` counted now, and what
    ``winners`` compares (one count for ``scored`` and ``score_rows``)."""
    counted = []        # (a plain loop: once a game or a rollout)
    wonders, built, cards, victories, tokens, cat = (game.wonders, game.built, game.cards, game.victories,
                                                     game.tokens, game.cat)
    for seat in range(game.players):
        points = _points(wonders[seat], built[seat], cards[seat], victories[seat], tokens[seat], cat == seat)
        counted.append((points, (points[0] + points[1] + points[2] + points[3] + points[4], _STAGES[built[seat]])))
    return counted


def scored(game):
    """``Game.scored``: every player's total, the ``winners`` and a function that makes the
    score sheets, from the points counted now."""
    counted, names = _counted(game), game.names
    best = max(held for _, held in counted)
    return ([total for _, (total, _) in counted],
            [names[seat] for seat, (_, held) in enumerate(counted) if held == best],
            partial(_sheets, tuple((names[seat], points, stages) for seat, (points, (_, stages)) in enumerate(counted))))


def _sheets(rows):
    """The score sheets of ``rows``, each ``(name, points, stages)`` as ``_sheet`` takes them."""
    return [_sheet(*row) for row in rows]


def ranks(game):
    """Every player's ``(total, stages built)``, what ``winners`` compares, in seat order:
    ``_points`` summed, without a sheet (the coach asks it of many games it only looks at).

    >>> from .game import Game
    >>> from .bots import RandomBot
    >>> import random
    >>> game = Game(players=4, seed=6); _ = RandomBot.play_out(game, random.Random(6))
    >>> ranks(game) == [(s.total, s.stages) for s in game.scores()]
    True
    """
    found = []      # (a plain loop: one call less)
    wonders, built, cards, victories, tokens, cat = (game.wonders, game.built, game.cards, game.victories,
                                                     game.tokens, game.cat)
    for seat in range(game.players):
        points = _points(wonders[seat], built[seat], cards[seat], victories[seat], tokens[seat], cat == seat)
        found.append((sum(points), _STAGES[built[seat]]))
    return found


def score_rows(game, bots):
    """The runner's rows of a game (``core.runner.rows`` of its ``scores()``, bot names from
    ``bots``, the ``winners``), counted from the game's counts without a score sheet: ``seat``,
    ``bot``, the points of each category, ``total``, and ``winner`` when its (total, stages
    built) is the best (names are unique: a winner's name is one of ``winners``').

    >>> from .game import Game
    >>> from ..core.runner import rows
    >>> game = Game(players=3, seed=5); sheets = game.scores()
    >>> score_rows(game, ["a", "b", "c"]) == rows(sheets, ["a", "b", "c"], winners(sheets))
    True
    """
    counted = _counted(game)
    best = max(held for _, held in counted)
    found = []
    for seat, ((wonder, civilian, military, progress, cat_points), held) in enumerate(counted):
        found.append({"seat": seat, "bot": bots[seat], "wonder": wonder, "civilian": civilian, "military": military,
                      "progress": progress, "cat": cat_points, "total": held[0], "winner": held == best})
    return found


def _points(wonder, built, cards, victories, tokens, cat):
    """The points of each category, in ``CATEGORIES`` order."""
    table = _POINTS.get(wonder.id)
    if table is None:
        table = _POINTS[wonder.id] = _points_table(wonder)
    wonder_points, blue3, bluecat, victory, cat_points = table
    return (wonder_points[built], blue3 * cards[BLUE3] + bluecat * cards[BLUECAT], victory * victories,
            progress_points(tokens, built, cards, victories) if tokens else 0, cat_points if cat else 0)


_POINTS = {}    # wonder id -> (wonder points by built mask, blue, blue with the cat, victory, cat points)
_STAGES = tuple(bin(built).count("1") for built in range(32))


def _points_table(wonder):
    """What scoring reads for ``wonder``, looked up once: the points of each set of built stages
    (a bit mask) and the points of the blue cards, a Military Victory and the Cat."""
    rules = ruleset()
    return (tuple(sum(s.points for s in wonder.stages if built & s.bit) for built in range(32)),
            rules.kinds[BLUE3].points, rules.kinds[BLUECAT].points, rules.victory_points, rules.cat_points)


def winners(sheets):
    """The highest total wins; a tie goes to the most stages built; a tie that stands is shared."""
    if not sheets:
        max(sheets)             # raises, as ever: no sheets, no winner
    best, names = None, []
    for sheet in sheets:        # one pass, no generator nor comprehension: one per game played
        rank = (sheet.total, sheet.stages)
        if best is None or rank > best:
            best, names = rank, [sheet.name]
        elif rank == best:
            names.append(sheet.name)
    return names
