"""7 Wonders Duel, the two-player game: the wonder draft, three Ages of card structures,
military and scientific supremacy, and the civilian victory's score pad.

>>> from wonderlab.duel import Game
>>> game = Game(seed=3)
>>> print(game.legal_actions(0)[0])          # the wonder draft comes first
Take the Colossus for your city
"""

from .actions import Action
from .bots import GreedyBot, RandomBot, SearchBot
from .cards import Card, Token, Wonder, board, card_set, token_set, wonder_set
from .game import Game
from .scoring import CATEGORIES, City, ScoreSheet, score_cities

__all__ = ["Action", "CATEGORIES", "Card", "City", "Game", "GreedyBot", "RandomBot", "ScoreSheet",
           "SearchBot", "Token", "Wonder", "board", "card_set", "score_cities", "token_set",
           "wonder_set"]
