"""A game master for 7 Wonders, Duel and Architects played by forum (``wonderlab forum``).

One JSON game file holds the whole game (``gamefile.py``); ``master.py`` does the game master's
work (deal, private hands, moves, deadlines and missing players, public posts, undo);
``posts.py`` writes the messages; ``cli.py`` is the command line. The table's image is drawn by
``wonderlab.views.board``, a player's hand by ``wonderlab.views.hand``.
"""

from .gamefile import ForumError, GameFile
from .master import board, bot_move, deadline, hand, hands, new, play, post, replace, status, undo

__all__ = ["ForumError", "GameFile", "board", "bot_move", "deadline", "hand", "hands", "new", "play",
           "post", "replace", "status", "undo"]
