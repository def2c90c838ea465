"""A shipped puzzle's texts written again from the very measures ``puzzles make`` took, so that
better reasons reach the shipped sets without changing a single figure.

``puzzles make`` names a puzzle ``<game>-<seed>-<game number>-<decision>`` and measures its
options with ``lab.puzzles.measure(..., seed="<seed>-<game number>-<decision>")`` on the position
read back with ``from_position(..., seed=0)``: rollout ``r`` depends only on that seed and ``r``,
so the best and second option measured again on rollouts 0 to ``rollouts - 1`` are the same games.
``reword(puzzle)`` measures them again, checks that both win shares are exactly the stored ones
(else ``NotReproduced``, one line: the texts would speak of other games), and gives the puzzle
with its texts (``lab.puzzles.TEXT_FIELDS``) written anew; every other field is kept as it is.

>>> from wonderlab.lab.puzzle_file import shipped
>>> puzzle = shipped("duel")[30]
>>> again = reword(puzzle)
>>> {k: v for k, v in again.items() if k not in TEXT_FIELDS} == {k: v for k, v in puzzle.items() if k not in TEXT_FIELDS}
True
>>> "military supremacy" in again["why"]["en"]
True
>>> reword({**puzzle, "win_share": {"best": 0.3, "second": 0.0}})
Traceback (most recent call last):
...
wonderlab.lab.puzzle_reword.NotReproduced: duel-9-0-67: discard Siege Workshop measures 0.204 again, the file says 0.3: these are not the games the puzzle was made from; nothing is written
"""

from ..core.i18n import register, say
from .puzzles import TEXT_FIELDS, measure, move, share, texts

__all__ = ["NotReproduced", "TEXT_FIELDS", "reword"]

register({
    "puzzles.reword.differs": {
        "en": "{id}: {move} measures {again} again, the file says {stored}: these are not the games the puzzle was made "
              "from; nothing is written",
        "fr": "{id} : {move} mesure {again} à nouveau, le fichier dit {stored} : ce ne sont pas les parties dont le puzzle "
              "a été fait ; rien n'est écrit"},
    "puzzles.reword.lost": {"en": "{id}: {move} is no longer an option of the position; nothing is written",
                            "fr": "{id} : {move} n'est plus une possibilité de la position ; rien n'est écrit"},
})


class NotReproduced(ValueError):
    """A puzzle whose measure does not come out as stored: one line naming it."""


def seed_of(puzzle):
    """The seed ``puzzles make`` measured ``puzzle`` with: its id less the game's name.

    >>> seed_of({"id": "duel-9-0-67", "game": "duel"})
    '9-0-67'
    """
    return puzzle["id"][len(puzzle["game"]) + 1:]


def reword(puzzle):
    """``puzzle`` with its texts written again from the same measures (see the module)."""
    from ..core.position import from_any

    game = from_any(puzzle["position"], seed=0)
    seat = puzzle["seat"]
    actions = [move(game, seat, puzzle[which]) for which in ("best", "second")]
    for which, action in zip(("best", "second"), actions, strict=True):
        if action is None:
            raise NotReproduced(say("puzzles.reword.lost", id=puzzle["id"], move=puzzle[which]))
    found = measure(game, seat, actions, puzzle["rollouts"], seed=seed_of(puzzle))
    for which, outcomes in zip(("best", "second"), found, strict=True):
        again, stored = round(share(outcomes), 4), puzzle["win_share"][which]
        if again != stored:
            raise NotReproduced(say("puzzles.reword.differs", id=puzzle["id"], move=puzzle[which], again=f"{again:g}",
                                    stored=f"{stored:g}"))
    return {**puzzle, **texts(game, seat, (actions[0], found[0]), (actions[1], found[1]))}
