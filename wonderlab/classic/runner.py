"""What the command line needs from 7 Wonders: score a table, play bot games, replay a record.

Every game package has a ``runner`` module with these same names; ``wonderlab.cli`` uses them.

>>> rows, turns = play_game(3, seed=5, bots=["random", "greedy", "random"])
>>> [row["bot"] for row in rows], sum(row["winner"] for row in rows) >= 1
(['random', 'greedy', 'random'], True)
"""

import random

from ..core.bots import make_bot
from .game import Game
from .scoring import CATEGORIES, winners
from .table import score_table  # noqa: F401  (part of the runner interface)

GAME = "classic"
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7)
DEFAULT_PLAYERS = 3
EXTRA_COLUMNS = ()


def play_game(players, seed, bots):
    """Play one game with a bot name per player; returns ``(rows, decisions)``.

    Each row: ``seat``, ``bot``, the categories, ``total`` and ``winner``.
    """
    game = Game(players=players, seed=seed)
    agents = [make_bot(GAME, name) for name in bots]
    rng = random.Random(seed)
    decisions = 0
    play = game.play
    while not game.is_over:
        for city in game.waiting:
            play(city, agents[game.controller(city)].choose(game, city, rng))
            decisions += 1
    sheets = game.scores()[:players]
    won = set(winners(sheets))
    rows = [{"seat": seat, "bot": bots[seat], **sheet.categories, "total": sheet.total,
             "winner": sheet.name in won} for seat, sheet in enumerate(sheets)]
    return rows, decisions


def replay(record):
    """Replay a record and score it like a table file."""
    game = Game.replay(record)
    sheets = game.scores()
    return game, {"game": GAME, "players": [s.as_dict() for s in sheets],
                  "winners": game.winners() if game.is_over else [],
                  "result": "points" if game.is_over else "unfinished",
                  "categories": list(CATEGORIES)}
