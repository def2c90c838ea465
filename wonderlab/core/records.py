"""Game records: a game's options, seed and every action, saved as JSON and replayed exactly.

>>> record = GameRecord("classic", {"players": 3}, 7, ({"city": 0, "kind": "discard", "card": "altar"},))
>>> GameRecord.from_json(record.to_json()) == record
True
"""

import json
from dataclasses import dataclass, field
from pathlib import Path

from .errors import InvalidRecord

FORMAT = 1


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game: ``game``, ``options``, ``seed`` and ``actions``.

    ``result`` holds the final totals when the game was finished, so a replay can check them.
    """

    game: str
    options: dict
    seed: int
    actions: tuple = ()
    result: dict | None = field(default=None, compare=False)

    def to_json(self):
        data = {"format": FORMAT, "game": self.game, "options": self.options, "seed": self.seed,
                "actions": list(self.actions)}
        if self.result is not None:
            data["result"] = self.result
        return json.dumps(data, ensure_ascii=False, indent=1)

    def save(self, path):
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, text):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise InvalidRecord(f"record: not valid JSON ({error.msg} at line {error.lineno})") from None
        if not isinstance(data, dict):
            raise InvalidRecord("record: expected a JSON object")
        for key, kind in (("game", str), ("options", dict), ("seed", int), ("actions", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise InvalidRecord(f"record: field {key!r} is missing or not a {kind.__name__}")
        if data.get("format", FORMAT) != FORMAT:
            raise InvalidRecord(f"record: format {data['format']!r} is not supported (expected {FORMAT})")
        if not all(isinstance(action, dict) for action in data["actions"]):
            raise InvalidRecord("record: every entry of 'actions' must be an object")
        return cls(data["game"], data["options"], data["seed"], tuple(data["actions"]),
                   data.get("result"))

    @classmethod
    def load(cls, path):
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise InvalidRecord(f"{path}: cannot read the file ({error.strerror})") from None
        return cls.from_json(text)


class Replayable:
    """What every game does with its records. A game class provides ``from_record(record)``,
    ``play_json(entry)``, ``is_over`` and ``scores()``; this adds ``replay``."""

    @classmethod
    def replay(cls, record):
        """Replay a record action by action; an action that is not legal raises ``InvalidRecord``,
        and so do final scores that differ from the ones the record saved."""
        game = cls.from_record(record)
        for entry in record.actions:
            game.play_json(entry)
        if record.result is not None and game.is_over:
            totals = {sheet.name: sheet.total for sheet in game.scores()}
            if totals != record.result:
                raise InvalidRecord(f"record: the replay scores {totals}, the record says {record.result}")
        return game
