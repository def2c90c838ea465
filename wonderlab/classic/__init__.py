"""7 Wonders (first edition), 3–7 players and the 2-player Free City variant.

>>> from wonderlab.classic import Game
>>> game = Game(players=4, seed=3)
>>> len(game.legal_actions(0)) > 0
True
"""

from .actions import Action
from .bots import GreedyBot, RandomBot
from .cards import Card, Stage, Wonder, card_set, wonder_set
from .city import City
from .game import Game
from .payment import Payment
from .scoring import CATEGORIES, ScoreSheet, score_cities

__all__ = ["Action", "CATEGORIES", "Card", "City", "Game", "GreedyBot", "Payment", "RandomBot",
           "ScoreSheet", "Stage", "Wonder", "card_set", "score_cities", "wonder_set"]
