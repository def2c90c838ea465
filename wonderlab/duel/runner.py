"""What the command line needs from 7 Wonders Duel: score a table, play bot games, replay a record.

Every game package has a ``runner`` module with these same names; ``wonderlab.cli`` uses them.

>>> rows, turns = play_game(2, seed=5, bots=["random", "greedy"])
>>> [row["bot"] for row in rows], sum(row["winner"] for row in rows) >= 1
(['random', 'greedy'], True)
"""

import random

from ..core.bots import make_bot
from . import bots as _bots  # noqa: F401  (registers the bots)
from .game import Game
from .scoring import CATEGORIES
from .table import score_table  # noqa: F401  (part of the runner interface)

GAME = "duel"
PLAYER_COUNTS = (2,)
DEFAULT_PLAYERS = 2
EXTRA_COLUMNS = ("result",)


def play_game(players, seed, bots):
    """Play one game with a bot name per player; returns ``(rows, decisions)``.

    Each row: ``seat``, ``bot``, the categories, ``total``, ``winner`` and ``result``
    (``points``, ``military supremacy`` or ``scientific supremacy``).

    The bots draw their randomness from ``seed`` and the search bots think by their fixed
    number of playouts, never by the clock: a seed gives the same rows on every machine.
    """
    if players != 2:
        raise ValueError(f"players: {players}: 7 Wonders Duel is played by exactly 2")
    game = Game(seed=seed)
    agents = [make_bot(GAME, name) for name in bots]
    rng = random.Random(seed)
    decisions = 0
    play = game.play
    chooses = [agent.choose for agent in agents]
    while game.phase != "over":
        seat = game.current
        play(seat, chooses[seat](game, seat, rng))
        decisions += 1
    sheets = game.scores()
    won = set(game.winners())
    rows = [{"seat": seat, "bot": bots[seat], **sheet.categories, "total": sheet.total,
             "winner": sheet.name in won, "result": game.result} for seat, sheet in enumerate(sheets)]
    return rows, decisions


def replay(record):
    """Replay a record and score it like a table file."""
    game = Game.replay(record)
    sheets = game.scores()
    return game, {"game": GAME, "players": [s.as_dict() for s in sheets],
                  "winners": game.winners() if game.is_over else [],
                  "result": game.result if game.is_over else "unfinished",
                  "categories": list(CATEGORIES)}
