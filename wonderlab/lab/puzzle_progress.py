"""What a learner did with the puzzles, kept in a small local JSON file so the next session goes on.

The file is ``puzzles-progress.json`` in ``$WONDERLAB_HOME`` (``~/.wonderlab`` when unset; the
tests point it at a temporary folder); ``Progress(path)`` may name another. Per game it keeps the
learner's Glicko-2 rating (``lab.glicko``), the current and best streak, and each puzzle met
(``solved`` or ``missed``, the first try deciding, as lichess does). A file that cannot be read
is set aside (renamed ``.broken``) and the learner starts afresh, told so in one line.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "progress.json"
>>> progress = Progress(path)
>>> progress.record("duel", "duel-1", 1500, solved=True)
>>> again = Progress(path)
>>> again.of("duel")["streak"], again.of("duel")["done"], round(again.rating("duel").rating) > 1500
(1, {'duel-1': 'solved'}, True)
"""

import json
import os
from pathlib import Path

from ..core.i18n import register, say
from .glicko import DEFAULT, Rating, rate

__all__ = ["PUZZLE_DEVIATION", "Progress", "home"]

FORMAT, VERSION = "wonderlab-puzzle-progress", 1
PUZZLE_DEVIATION = 75.0      # how sure a puzzle's rating is taken to be (lichess's puzzles: about 75)

register({
    "puzzles.progress.broken": {"en": "{path}: could not be read ({error}); set aside as {aside}, starting afresh",
                                "fr": "{path} : illisible ({error}) ; mis de côté sous {aside}, on repart de zéro"},
})


def home():
    """The folder of the learner's wonderlab files: ``$WONDERLAB_HOME``, else ``~/.wonderlab``."""
    return Path(os.environ.get("WONDERLAB_HOME") or Path.home() / ".wonderlab")


class Progress:
    """The learner's puzzle progress, read from ``path`` and written back after each puzzle."""

    def __init__(self, path=None):
        self.path = Path(path) if path is not None else home() / "puzzles-progress.json"
        self.problem = ""
        self.data = self._read()

    def _read(self):
        fresh = {"format": FORMAT, "version": VERSION, "games": {}}
        if not self.path.exists():
            return fresh
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
                raise ValueError("not a puzzle progress file")
            for game in data["games"].values():
                Rating(**game["rating"])
                if not isinstance(game["done"], dict) or not isinstance(game["streak"], int):
                    raise ValueError("a game's record is broken")
            return data
        except (OSError, ValueError, KeyError, TypeError) as error:
            aside = self.path.with_name(self.path.name + ".broken")
            try:
                os.replace(self.path, aside)
            except OSError:
                pass
            self.problem = say("puzzles.progress.broken", path=self.path, error=str(error)[:80], aside=aside.name)
            return fresh

    def of(self, game):
        """The record of ``game``: ``rating`` (a dict), ``streak``, ``best_streak``, ``done``."""
        return self.data["games"].setdefault(game, {"rating": DEFAULT.to_json(), "streak": 0, "best_streak": 0,
                                                     "done": {}})

    def rating(self, game):
        return Rating(**self.of(game)["rating"])

    def record(self, game, puzzle_id, puzzle_rating, solved):
        """A puzzle's first try: the rating moves (a game against the puzzle), the streak goes on
        or ends, and the file is written."""
        mine = self.of(game)
        after = rate(self.rating(game), [(Rating(puzzle_rating, PUZZLE_DEVIATION, 0.06), 1 if solved else 0)])
        mine["rating"] = after.to_json()
        mine["streak"] = mine["streak"] + 1 if solved else 0
        mine["best_streak"] = max(mine["best_streak"], mine["streak"])
        mine["done"][puzzle_id] = "solved" if solved else "missed"
        self.save()

    def save(self):
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_name(self.path.name + ".part")
            temporary.write_text(json.dumps(self.data, indent=1) + "\n", encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError as error:        # a read-only home: the session goes on, unsaved, and says so
            self.problem = str(error)
