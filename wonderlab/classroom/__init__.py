"""Classroom sessions: everyone plays the same deal, and the teacher replays every result code.

What a code proves: its moves are a legal game of the session's deal, and that game's score (the
bots' moves and the score are the replay's, never the code's). What it does not prove: who
played it, nor without help (the codes are not signed; a code says whether the table's hints were
used and which attempt at the deal it is). See ``notebooks/classroom/README.md``, the guide.

>>> session = new_session("classic", players=4, seed=7, bots="greedy")
>>> session.code
'3Y1G-Y'

The table, the apps and the checking are imported when first asked for (the command line's
``classroom new`` needs none of them).
"""

import importlib

from .codes import make_code, read_code
from .session import InvalidCode, Session, new_session, read_session

_LATER = {"student_app": "student", "student_table": "student", "play_as": "student",
          "check": "verify", "teacher_app": "teacher", "check_sources": "teacher",
          "puzzle_set": "puzzles", "puzzle_results": "puzzles"}


def __getattr__(name):
    if name in _LATER:
        return getattr(importlib.import_module(f".{_LATER[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["InvalidCode", "Session", "make_code", "new_session", "read_code", "read_session", *_LATER]
