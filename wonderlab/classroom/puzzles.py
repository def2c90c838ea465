"""Puzzles for a class: one set's code for everyone, and who solved what from the codes they hand back.

    code = puzzle_set("duel", count=10, seed=7)          # 'duel.10.7': write it on the board
    # each student: Puzzles("duel", set_code="duel.10.7"); its result code shows under the rating
    puzzle_results({"Ana": "duel.10.7:1101100111", "Bo": "duel.10.7:10-0------"})

A result code says which puzzles of the set a student solved at the first try (``1``), missed
(``0``) or has not met (``-``); like the classroom's game codes, it is not signed.

>>> from wonderlab.lab.puzzle_sets import PuzzleSet
>>> pool = [{"id": f"d-{n}", "themes": []} for n in range(4)]
>>> code = puzzle_set("duel", count=3, seed=7, puzzles=pool); code
'duel.3.7'
>>> list(puzzle_results({"Ana": "duel.3.7:110", "Bo": "duel.3.7:0--"})["solved"])
[2, 0]
"""

from ..lab.puzzle_sets import PuzzleSet, results
from ..lab.rows import Rows

__all__ = ["puzzle_results", "puzzle_set"]


def puzzle_set(game, count=10, seed=0, theme=None, puzzles=None):
    """The code of a set of ``count`` puzzles of ``game`` (of ``theme``), drawn by ``seed``;
    checked now, so that a set that cannot be drawn is refused before the class sees it."""
    code = ".".join(str(part) for part in (game, theme, count, seed) if part is not None)
    return PuzzleSet.read(code, puzzles).code


def puzzle_results(codes):
    """``Rows`` (``.to_frame()`` for pandas): each student, the puzzles solved at the first try,
    and the marks puzzle by puzzle, most solved first."""
    found = results(codes)
    rows = [{"student": name, "solved": solved, "marks": marks}
            for name, (solved, marks) in sorted(found.items(), key=lambda item: (-item[1][0], item[0]))]
    return Rows(rows, ["student", "solved", "marks"])
