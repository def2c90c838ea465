"""7 Wonders Architects (base game, no Medals), 2 to 7 players.

The rooms, as in the other games: ``rules`` (card kinds, wonders and their stages, Progress
tokens, loaded from ``data/architects``), ``actions`` (every decision as a value that prints as a
sentence), ``payment`` (which cards may pay for a stage), ``game`` (the turn, its obligations,
battles, the end, records and views), ``scoring`` (the score pad), ``bots`` (``random`` and
``greedy``), ``table`` (table files) and ``runner`` (what the command line uses); ``messages``
holds every text in English and French.

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
