"""A set of puzzles for a class: the teacher hands out one short code, every student is served
the same puzzles in the same order, and each hands back a result code that says which they
solved at the first try.

A set's code is ``<game>.<count>.<seed>`` (or ``<game>.<theme>.<count>.<seed>``): the ``count``
puzzles of wonderlab's shipped set of ``game`` (of that theme) that ``seed`` draws, in the order
it draws them. A result code is the set's code, ``:``, then one mark per puzzle: ``1`` solved at
the first try, ``0`` missed, ``-`` not met.

>>> pick = PuzzleSet.read("duel.2.7", puzzles=[{"id": "a", "themes": []}, {"id": "b", "themes": []}, {"id": "c", "themes": []}])
>>> pick.code, len(pick.puzzles), pick.result({pick.puzzles[0]["id"]: "solved"})
('duel.2.7', 2, 'duel.2.7:1-')
>>> results({"Ana": "duel.2.7:1-", "Bo": "duel.2.7:10"})["Bo"]
(1, '10')
"""

import random

from ..core.i18n import register, say
from ..games import GAMES
from .puzzle_file import shipped
from .puzzle_themes import THEMES

__all__ = ["PuzzleSet", "results"]

register({
    "puzzles.set.code": {"en": "set: {value}: expected game.count.seed or game.theme.count.seed, as duel.10.7",
                         "fr": "set : {value} : game.nombre.graine ou game.thème.nombre.graine est attendu, comme duel.10.7"},
    "puzzles.set.few": {"en": "set: {value}: asks {count} puzzles, but {found} are there to draw from",
                        "fr": "set : {value} : demande {count} puzzles, mais {found} seulement sont disponibles"},
    "puzzles.set.result": {"en": "{name}: {value}: expected a result code of set {code} (the code, ':' and {count} marks 1, 0 or -)",
                           "fr": "{name} : {value} : un code de résultat du jeu {code} est attendu (le code, ':' et {count} marques 1, 0 ou -)"},
})


class PuzzleSet:
    """The puzzles of a set's code, in order (``PuzzleSet.read(code)``)."""

    def __init__(self, code, game, puzzles):
        self.code, self.game, self.puzzles = code, game, puzzles

    @classmethod
    def read(cls, code, puzzles=None):
        """The set of ``code``; ``puzzles`` to draw from (wonderlab's shipped set of the game when None)."""
        parts = code.split(".") if isinstance(code, str) else []
        theme = parts[1] if len(parts) == 4 else None
        if len(parts) not in (3, 4) or parts[0] not in GAMES or not all(p.isdigit() for p in parts[-2:]) \
                or theme is not None and theme not in THEMES or not 1 <= int(parts[-2]) <= 200:
            raise ValueError(say("puzzles.set.code", value=repr(code)[:60]))
        game, count, seed = parts[0], int(parts[-2]), int(parts[-1])
        pool = sorted((p for p in (shipped(game) if puzzles is None else puzzles)
                       if theme is None or theme in p["themes"]), key=lambda p: p["id"])
        if len(pool) < count:
            raise ValueError(say("puzzles.set.few", value=code, count=count, found=len(pool)))
        return cls(code, game, random.Random(f"puzzle set {seed}").sample(pool, count))

    def result(self, done):
        """The result code of a student whose first tries are ``done`` (``{id: "solved" | "missed"}``)."""
        marks = {"solved": "1", "missed": "0"}
        return f"{self.code}:" + "".join(marks.get(done.get(p["id"]), "-") for p in self.puzzles)


def results(codes):
    """``{student: (solved, marks)}`` from ``{student: result code}``; a code that is not a result
    of one set is refused in one line naming the student."""
    found, code = {}, None
    for name, value in codes.items():
        head, _, marks = str(value).strip().partition(":")
        code = code or head
        if head != code or not marks or set(marks) - set("10-") or code.count(".") not in (2, 3) \
                or len(marks) != int(code.split(".")[-2]):
            raise ValueError(say("puzzles.set.result", name=name, value=repr(value)[:60], code=code,
                                 count=code.split(".")[-2] if code.count(".") in (2, 3) else "?"))
        found[name] = (marks.count("1"), marks)
    return found
