"""A game master for 7 Wonders, Duel and Architects played by forum (``wonderlab forum``).

One JSON game file holds the whole game (``gamefile.py``); ``master.py`` does the game master's
work (deal, private hands, moves, public posts, undo); ``posts.py`` writes the messages;
``cli.py`` is the command line. The table's image is drawn by ``wonderlab.views.board``.
"""

from .gamefile import ForumError, GameFile
from .master import board, hand, new, play, post, status, undo

__all__ = ["ForumError", "GameFile", "board", "hand", "new", "play", "post", "status", "undo"]
