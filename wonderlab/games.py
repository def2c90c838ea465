"""The games wonderlab knows, and where each one's command-line runner lives.

>>> runner("classic").GAME
'classic'
"""

import importlib

GAMES = ("classic", "duel", "architects")


def runner(game):
    """The ``runner`` module of ``game`` (``score_table``, ``play_game``, ``replay``, …)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
    try:
        return importlib.import_module(f"wonderlab.{game}.runner")
    except ModuleNotFoundError as error:
        if error.name and error.name.startswith(f"wonderlab.{game}"):
            raise ValueError(f"the {game} engine is not part of this version of wonderlab yet") from None
        raise
