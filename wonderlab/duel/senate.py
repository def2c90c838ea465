"""Agora's Senate: six Chambers in three sections, each player's 12 Influence cubes, the Decrees
lying in the Chambers, and who controls what.

The rules here are the board's own; which player may place, remove or move a cube, and when, is
``agora.py``'s business. Chambers are numbered 0 to 5 from left to right (printed 1 to 6).

>>> senate = Senate(decrees=[[1], [2], [3], [4], [5], [6]], face_up=[True, False] * 3)
>>> senate.place(0, 2); senate.place(0, 2); senate.place(1, 2)
>>> senate.controller(2), senate.controller(3), senate.reserve(0)
(0, None, 10)
>>> senate.move(1, 2, 3); senate.controller(2), senate.controller(3)
(0, 1)
>>> senate.points(0), senate.points(1), senate.supremacy()
(3, 3, None)
"""

from functools import cache
from itertools import compress
from operator import gt

from ..gamedata import read_json

CHAMBERS = 6


@cache
def facts():
    """data/duel/agora.json (see tools/duel_expansion_facts/agora.json for each fact's sources)."""
    return read_json("duel", "agora.json")


def section_of(chamber):
    """The section (0 left, 1 middle, 2 right) of a Chamber: two Chambers each.

    >>> [section_of(c) for c in range(6)]
    [0, 0, 1, 1, 2, 2]
    """
    return chamber // 2


def senate_actions(blue_cards):
    """How many Senate actions a Politician gives a city with ``blue_cards`` blue cards: 1 for 0–1,
    2 for 2–3, 3 for 4 or more.

    >>> [senate_actions(n) for n in range(6)]
    [1, 1, 2, 2, 3, 3]
    """
    if 0 <= blue_cards < len(_ACTIONS_BY_BLUE):
        return _ACTIONS_BY_BLUE[blue_cards]
    return _actions_by_blue(blue_cards)


def _actions_by_blue(blue_cards):
    found = 0
    for least, actions in facts()["senators"]["senate_actions_by_blue"]:
        if blue_cards >= least:
            found = actions
    return found


_ACTIONS_BY_BLUE = tuple(map(_actions_by_blue, range(24)))    # (``senate_actions``, read once)
_CUBES = facts()["components"]["cubes_per_player"]
_POINTS = tuple(facts()["senate"]["points"])      # per Chamber, its controller's points at the end
_DEALT_FACE_UP = tuple(c + 1 in facts()["decree_setup"]["face_up_chambers"] for c in range(CHAMBERS))


class Senate:
    """The board: ``cubes[seat][chamber]``, ``decrees[chamber]`` (a stack of Decree ids, the first
    one on top) and ``face_up[decree id]`` for the Decrees in the Senate."""

    __slots__ = ("cubes", "decrees", "face_up")

    def __init__(self, decrees=None, face_up=None):
        self.cubes = [[0] * CHAMBERS, [0] * CHAMBERS]
        self.decrees = [list(stack) for stack in decrees] if decrees else [[] for _ in range(CHAMBERS)]
        self.face_up = {}
        for chamber, stack in enumerate(self.decrees):
            for decree in stack:
                self.face_up[decree] = bool(face_up[chamber]) if face_up else False

    @classmethod
    def dealt(cls, decree_ids):
        """The Senate at setup: one Decree per Chamber, in the order given (drawn at random by the
        caller), those of the first, third and fifth Chambers face up.

        >>> senate = Senate.dealt([4, 8, 15, 16, 23, 42, 7])
        >>> senate.decrees[:2], senate.face_up[4], senate.face_up[8]
        ([[4], [8]], True, False)
        """
        senate = cls.__new__(cls)
        senate.cubes = [[0] * CHAMBERS, [0] * CHAMBERS]
        senate.decrees = [[d] for d in decree_ids[:CHAMBERS]]
        senate.face_up = dict(zip(decree_ids[:CHAMBERS], _DEALT_FACE_UP, strict=True))
        return senate

    def copy(self):
        other = Senate.__new__(Senate)
        other.cubes = [list(self.cubes[0]), list(self.cubes[1])]
        other.decrees = [list(stack) for stack in self.decrees]
        other.face_up = dict(self.face_up)
        return other

    def key(self):
        return (tuple(self.cubes[0]), tuple(self.cubes[1]), tuple(map(tuple, self.decrees)),
                tuple(sorted(self.face_up.items())))

    # -- what the board says ------------------------------------------------------------------
    def reserve(self, seat):
        """The cubes ``seat`` has not placed (12 at the start)."""
        return _CUBES - sum(self.cubes[seat])

    def controller(self, chamber):
        """The seat with strictly more cubes in ``chamber``, or None (a tie, 0–0 too)."""
        mine, theirs = self.cubes[0][chamber], self.cubes[1][chamber]
        return 0 if mine > theirs else 1 if theirs > mine else None

    def controlled(self, seat):
        """The Chambers ``seat`` controls."""
        return [c for c in range(CHAMBERS) if self.controller(c) == seat]

    def controllers(self):
        """``controller`` of each Chamber, in one list.

        >>> senate = Senate(); senate.place(0, 1); senate.place(1, 4)
        >>> senate.controllers()
        [None, 0, None, None, 1, None]
        """
        return [0 if mine > theirs else 1 if theirs > mine else None
                for mine, theirs in zip(self.cubes[0], self.cubes[1], strict=True)]

    def supremacy(self):
        """The seat controlling all six Chambers (political supremacy), or None."""
        first = self.controller(0)
        if first is not None and all(self.controller(c) == first for c in range(1, CHAMBERS)):
            return first
        return None

    def points(self, seat):
        """The victory points of the Chambers ``seat`` controls (1, 2, 3, 3, 2, 1): those where
        it has more cubes.

        >>> senate = Senate(); senate.place(0, 2); senate.place(0, 3); senate.place(1, 3); senate.place(1, 3)
        >>> senate.points(0), senate.points(1)
        (3, 3)
        """
        return sum(compress(_POINTS, map(gt, self.cubes[seat], self.cubes[1 - seat])))

    def decrees_of(self, seat):
        """The Decrees ``seat`` benefits from: those in the Chambers it controls."""
        return [d for c in self.controlled(seat) for d in self.decrees[c]]

    # -- changing it (the caller checks the move is legal) ------------------------------------
    def place(self, seat, chamber):
        self.cubes[seat][chamber] += 1
        self.reveal(chamber)

    def remove(self, seat, chamber):
        """Take one of ``seat``'s cubes out of ``chamber`` (back to its reserve)."""
        self.cubes[seat][chamber] -= 1
        self.reveal(chamber)

    def move(self, seat, origin, target):
        self.cubes[seat][origin] -= 1
        self.cubes[seat][target] += 1
        self.reveal(origin)
        self.reveal(target)

    def reveal(self, chamber):
        """A face-down Decree turns face up once a player controls its Chamber."""
        if self.cubes[0][chamber] != self.cubes[1][chamber]:        # (``controller``: not None)
            for decree in self.decrees[chamber]:
                self.face_up[decree] = True
