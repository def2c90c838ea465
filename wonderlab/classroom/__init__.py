"""Classroom sessions: everyone plays the same deal, and the teacher gets results that can be
trusted, because each is replayed. See ``notebooks/classroom/README.md``, the teacher's guide.

>>> session = new_session("classic", players=4, seed=7, bots="greedy")
>>> session.code
'3Y1G-Y'
"""

from .codes import make_code, read_code
from .session import InvalidCode, Session, new_session, read_session

__all__ = ["InvalidCode", "Session", "make_code", "new_session", "read_code", "read_session"]
