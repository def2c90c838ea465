"""7 Wonders Architects (base game, no Medals), 2 to 7 players.

>>> from wonderlab.architects import Game
>>> game = Game(players=4, seed=3)
>>> [str(a) for a in game.legal_actions(0)][:1]
['Take the top card of the left deck']
"""

from .actions import Action
from .bots import GreedyBot, RandomBot
from .game import Game
from .rules import CardKind, ProgressToken, Stage, Wonder, ruleset
from .scoring import CATEGORIES, ScoreSheet, score_player

__all__ = ["Action", "CATEGORIES", "CardKind", "Game", "GreedyBot", "ProgressToken", "RandomBot",
           "ScoreSheet", "Stage", "Wonder", "ruleset", "score_player"]
