"""The puzzles file (``docs/puzzles.md``): one JSON object per game, versioned, read strictly.

``load(path)`` gives the file's object or raises ``InvalidPuzzles`` (a ``ValueError``) with one
line naming what is wrong; ``save(path, data)`` writes it whole (a temporary file renamed, so that
a run stopped halfway leaves the last good file); ``shipped(game)`` is the set that comes with
wonderlab (``data/<game>/puzzles.json``).

>>> data = new("duel", "wonderlab puzzles make duel --games 1 --seed 0")
>>> check(data) is data, data["format"], data["version"]
(True, 'wonderlab-puzzles', 1)
>>> check({**data, "version": 9})
Traceback (most recent call last):
...
wonderlab.lab.puzzle_file.InvalidPuzzles: version: 9: this wonderlab reads version 1 of the puzzles file
"""

import json
import os
from pathlib import Path

from ..core.i18n import register, say
from ..core.jsonfile import loads_strict, read_text_file
from ..games import GAMES

__all__ = ["FORMAT", "VERSION", "InvalidPuzzles", "check", "load", "new", "save", "shipped", "shipped_path"]

FORMAT, VERSION = "wonderlab-puzzles", 1
MAX_BYTES = 20_000_000
PUZZLE_FIELDS = {"id": str, "game": str, "players": int, "seat": int, "position": str, "best": str, "second": str,
                 "words": dict, "win_share": dict, "rollouts": int, "screen": dict, "themes": list, "rating": int,
                 "prompt": dict, "why": dict, "why_not": dict}
TEXTS = ("prompt", "why", "why_not")

register({
    "puzzles.file.format": {"en": "format: expected \"wonderlab-puzzles\" (is it a puzzles file?)",
                            "fr": "format : \"wonderlab-puzzles\" est attendu (est-ce un fichier de puzzles ?)"},
    "puzzles.file.version": {"en": "version: {value}: this wonderlab reads version {version} of the puzzles file",
                             "fr": "version : {value} : ce wonderlab lit la version {version} du fichier de puzzles"},
    "puzzles.file.object": {"en": "expected a JSON object with format, version, game and puzzles",
                            "fr": "un objet JSON avec format, version, game et puzzles est attendu"},
    "puzzles.file.game": {"en": "game: {value}: expected one of {games}", "fr": "game : {value} : {games} est attendu"},
    "puzzles.file.list": {"en": "{field}: expected a list", "fr": "{field} : une liste est attendue"},
    "puzzles.file.missing": {"en": "puzzles[{index}].{field}: missing", "fr": "puzzles[{index}].{field} : manquant"},
    "puzzles.file.type": {"en": "puzzles[{index}].{field}: expected {kind}",
                          "fr": "puzzles[{index}].{field} : {kind} est attendu"},
    "puzzles.file.other_game": {"en": "puzzles[{index}].game: {value}: the file is for {game}",
                                "fr": "puzzles[{index}].game : {value} : le fichier est pour {game}"},
    "puzzles.file.texts": {"en": "puzzles[{index}].{field}: expected its English and French texts (en, fr)",
                           "fr": "puzzles[{index}].{field} : ses textes anglais et français (en, fr) sont attendus"},
    "puzzles.file.twice": {"en": "puzzles[{index}].id: {value} appears twice", "fr": "puzzles[{index}].id : {value} apparaît deux fois"},
    "puzzles.file.same": {"en": "puzzles[{index}]: best and second are the same move",
                          "fr": "puzzles[{index}] : best et second sont le même coup"},
    "puzzles.file.share": {"en": "puzzles[{index}].win_share: expected best and second between 0 and 1",
                           "fr": "puzzles[{index}].win_share : best et second entre 0 et 1 sont attendus"},
})
_KINDS = {str: "text", int: "a whole number", dict: "an object", list: "a list"}


class InvalidPuzzles(ValueError):
    """A puzzles file wonderlab cannot use: one line naming the field and what is wrong."""


def new(game, command):
    """An empty puzzles object for ``game``, made by ``command`` (its first recorded command)."""
    return {"format": FORMAT, "version": VERSION, "game": game, "commands": [command], "made": {}, "puzzles": []}


def check(data):
    """``data`` itself when it is a sound puzzles object, else ``InvalidPuzzles``."""
    if not isinstance(data, dict) or "puzzles" not in data:
        raise InvalidPuzzles(say("puzzles.file.object"))
    if data.get("format") != FORMAT:
        raise InvalidPuzzles(say("puzzles.file.format"))
    if data.get("version") != VERSION:
        raise InvalidPuzzles(say("puzzles.file.version", value=json.dumps(data.get("version")), version=VERSION))
    game = data.get("game")
    if game not in GAMES:
        raise InvalidPuzzles(say("puzzles.file.game", value=json.dumps(game), games=", ".join(GAMES)))
    for field in ("puzzles", "commands"):
        if not isinstance(data.get(field, []), list):
            raise InvalidPuzzles(say("puzzles.file.list", field=field))
    seen = set()
    for index, puzzle in enumerate(data["puzzles"]):
        _check_puzzle(index, puzzle, game, seen)
    return data


def _check_puzzle(index, puzzle, game, seen):
    if not isinstance(puzzle, dict):
        raise InvalidPuzzles(say("puzzles.file.type", index=index, field="", kind=_KINDS[dict]).replace("].:", "]:"))
    for field, kind in PUZZLE_FIELDS.items():
        if field not in puzzle:
            raise InvalidPuzzles(say("puzzles.file.missing", index=index, field=field))
        value = puzzle[field]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise InvalidPuzzles(say("puzzles.file.type", index=index, field=field, kind=_KINDS[kind]))
    if puzzle["game"] != game:
        raise InvalidPuzzles(say("puzzles.file.other_game", index=index, value=json.dumps(puzzle["game"]), game=game))
    for field in TEXTS:
        texts = puzzle[field]
        if not all(isinstance(texts.get(code), str) and texts.get(code) for code in ("en", "fr")):
            raise InvalidPuzzles(say("puzzles.file.texts", index=index, field=field))
    if puzzle["id"] in seen:
        raise InvalidPuzzles(say("puzzles.file.twice", index=index, value=json.dumps(puzzle["id"])))
    seen.add(puzzle["id"])
    if puzzle["best"] == puzzle["second"]:
        raise InvalidPuzzles(say("puzzles.file.same", index=index))
    shares = puzzle["win_share"]
    if not all(isinstance(shares.get(k), int | float) and not isinstance(shares.get(k), bool) and 0 <= shares[k] <= 1
               for k in ("best", "second")):
        raise InvalidPuzzles(say("puzzles.file.share", index=index))


def load(path):
    """The puzzles object of the file at ``path``; a broken file raises ``InvalidPuzzles`` in one
    line that starts with the path."""
    try:
        return check(loads_strict(read_text_file(path, MAX_BYTES)))
    except InvalidPuzzles as error:
        raise InvalidPuzzles(f"{path}: {error}") from None
    except ValueError as error:         # read_text_file and loads_strict say which (the path first or not)
        text = str(error)
        raise InvalidPuzzles(text if text.startswith(str(path)) else f"{path}: {text}") from None


def save(path, data):
    """Write ``data`` (checked first) to ``path`` whole: a temporary file renamed over it."""
    check(data)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".part")
    temporary.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(temporary, path)


def shipped_path(game):
    """Where wonderlab's own puzzles of ``game`` are: ``data/<game>/puzzles.json``."""
    from ..gamedata import data_path

    return data_path(game) / "puzzles.json"


def shipped(game):
    """The puzzles wonderlab ships for ``game`` (an empty set when none are shipped)."""
    path = shipped_path(game)
    if not path.exists():
        return new(game, "")["puzzles"]
    return load(path)["puzzles"]
