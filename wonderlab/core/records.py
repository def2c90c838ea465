"""Game records: a game's options, seed and every action, saved as JSON and replayed exactly.

>>> record = GameRecord("classic", {"players": 3}, 7, ({"city": 0, "kind": "discard", "card": "altar"},))
>>> GameRecord.from_json(record.to_json()) == record
True

A record is something people hand us, so everything in it is checked: the JSON itself (with the
strict reader of ``jsonfile``), the type of every field, each action against the rules (the
refusal names the action and gives the engine's reason), and the saved result against the
replay. Every refusal is one ``InvalidRecord`` line.
"""

import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from .errors import IllegalAction, InvalidRecord
from .jsonfile import UnreadableFile, loads_strict, read_json_file
from .rng import check_seed

FORMAT = 1
_KEYS = ("format", "game", "options", "seed", "actions", "result", "position")


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game: ``game``, ``options``, ``seed`` and ``actions``.

    ``result`` holds the final totals when the game was finished, so a replay can check them.
    ``position`` is the JSON form of the position a game was dealt from (``Game.from_position``,
    ``docs/positions.md``): its replay deals that position again from ``seed``, then plays the
    actions; ``None`` for a game dealt from the start.
    """

    game: str
    options: dict
    seed: int
    actions: tuple = ()
    result: dict | None = field(default=None, compare=False)
    position: dict | None = None

    def to_json(self):
        data = {"format": FORMAT, "game": self.game, "options": self.options, "seed": self.seed,
                "actions": list(self.actions)}
        if self.position is not None:
            data["position"] = self.position
        if self.result is not None:
            data["result"] = self.result
        return json.dumps(data, ensure_ascii=False, indent=1)

    def save(self, path):
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, text):
        """The record in ``text``; ``InvalidRecord`` naming the field and the problem otherwise."""
        try:
            data = loads_strict(text)
        except UnreadableFile as error:
            raise InvalidRecord(f"record: not valid JSON ({error})") from None
        return cls._from_data(data)

    @classmethod
    def load(cls, path):
        """The record saved at ``path`` (bounded in size, strict JSON, see ``jsonfile``)."""
        try:
            data = read_json_file(path)
        except UnreadableFile as error:
            raise InvalidRecord(str(error)) from None
        return cls._from_data(data)

    @classmethod
    def _from_data(cls, data):
        if not isinstance(data, dict):
            raise InvalidRecord(f"record: expected a JSON object, got {_kind(data)}")
        unknown = [key for key in data if key not in _KEYS]
        if unknown:
            raise InvalidRecord(f"record: {shown(unknown[0])} is not a field of a record "
                                f"(the fields are {', '.join(_KEYS)})")
        if "format" not in data:
            raise InvalidRecord(f"record: format: missing (a record says \"format\": {FORMAT})")
        if type(data["format"]) is not int or data["format"] != FORMAT:
            raise InvalidRecord(f"record: format: {shown(data['format'])} is not supported (expected {FORMAT})")
        for key in ("game", "options", "seed", "actions"):
            if key not in data:
                raise InvalidRecord(f"record: {key}: missing")
        actions = data["actions"]
        record = cls(data["game"], data["options"], data["seed"],
                     tuple(actions) if isinstance(actions, list) else actions, data.get("result"),
                     data.get("position"))
        record.check()
        return record

    def check(self):
        """Refuse, naming the field, a record whose fields have the wrong types.

        >>> GameRecord("duel", {"names": ["Ana", 7]}, 1).check()
        Traceback (most recent call last):
        ...
        wonderlab.core.errors.InvalidRecord: record: options: names: entry 2 is a number, not a name
        """
        if not isinstance(self.game, str) or not self.game:
            raise InvalidRecord(f"record: game: expected the name of a game, got {_kind(self.game)}")
        if not isinstance(self.options, dict):
            raise InvalidRecord(f"record: options: expected an object, got {_kind(self.options)}")
        for key, value in self.options.items():
            _check_option(key, value)
        if not _is_int(self.seed):
            raise InvalidRecord(f"record: seed: expected a whole number, got {_kind(self.seed)}")
        try:
            check_seed(self.seed)
        except ValueError as error:
            raise InvalidRecord(f"record: {error}") from None
        if not isinstance(self.actions, tuple | list):
            raise InvalidRecord(f"record: actions: expected a list, got {_kind(self.actions)}")
        for index, entry in enumerate(self.actions, 1):
            if not isinstance(entry, dict):
                raise InvalidRecord(f"record: action #{index}: expected an object, got {_kind(entry)}")
        if self.position is not None and not isinstance(self.position, dict):
            raise InvalidRecord(f"record: position: expected the JSON object of a position, got {_kind(self.position)}")
        if self.result is not None:
            if not isinstance(self.result, dict):
                raise InvalidRecord(f"record: result: expected an object of totals, got {_kind(self.result)}")
            for name, total in self.result.items():
                if not _is_int(total):
                    raise InvalidRecord(f"record: result: {shown(name)}: expected a whole number, got {_kind(total)}")


def _check_option(key, value):
    """The shapes every game agrees on; what a game allows (counts, names, seeds) it checks itself."""
    where = f"record: options: {key}"
    if key == "players" and not _is_int(value):
        raise InvalidRecord(f"{where}: expected a whole number, got {_kind(value)}")
    if key in ("names", "wonders") and value is not None:
        if not isinstance(value, list):
            raise InvalidRecord(f"{where}: expected a list of names, got {_kind(value)}")
        for index, item in enumerate(value, 1):
            if not isinstance(item, str):
                raise InvalidRecord(f"{where}: entry {index} is {_kind(item)}, not a name")
    if key == "sides" and not isinstance(value, str):
        if not isinstance(value, list) or not all(isinstance(side, str) for side in value):
            raise InvalidRecord(f"{where}: expected \"A\", \"B\", \"random\" or a list of them, "
                                f"got {_kind(value)}")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value):
    """``'a number'``, ``'a list'``... for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    return {int: "a number", float: "a number", str: "a text", list: "a list", tuple: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def entry_text(entry, limit=120):
    """A record entry as the JSON it was written in, cut to ``limit`` characters.

    >>> entry_text({"seat": 0, "kind": "pick", "wonder": "x" * 200}, 40)
    '{"seat": 0, "kind": "pick", "wonder":...'
    """
    text = json.dumps(entry, ensure_ascii=True, default=repr)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def shown(value, limit=40):
    """``repr(value)`` cut to ``limit`` characters, for a value quoted in a message.

    >>> shown("x" * 100, 10)
    "'xxxxxx..."
    """
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def entry_seat(entry, key, seats):
    """The seat an entry names under ``key`` (``"seat"``, or ``"city"`` in 7 Wonders), checked to
    be one of ``seats`` seats; for each game's ``read_action``.

    >>> entry_seat({"seat": True}, "seat", 2)
    Traceback (most recent call last):
    ...
    ValueError: seat: expected a seat number from 0 to 1, got true/false
    """
    seat = entry.get(key)
    if not _is_int(seat) or not 0 <= seat < seats:
        shown = seat if _is_int(seat) else _kind(seat)
        raise ValueError(f"{key}: expected a seat number from 0 to {seats - 1}, got {shown}")
    return seat


def entry_fields(entry, required, optional=None):
    """Check that an entry has every field of ``required`` and nothing beyond ``optional``; for
    each game's ``read_action``. Both map a field to its JSON type (``str``, ``int``, ``list``).

    >>> entry_fields({"kind": "pick", "coins": True}, {"kind": str}, {"coins": int})
    Traceback (most recent call last):
    ...
    ValueError: coins: expected a whole number, got true/false
    """
    for key, kind in required.items():
        if type(entry.get(key)) is not kind:         # exactly: True is not a whole number here
            _wrong_field(entry, key, kind)
    if optional:
        for key, kind in optional.items():
            if key in entry and type(entry[key]) is not kind:
                _wrong_field(entry, key, kind)
    if len(entry) > len(required):
        for key in entry:
            if key not in required and not (optional and key in optional):
                raise ValueError(f"{shown(key)} is not a field of this action "
                                 f"(its fields are {', '.join([*required, *(optional or ())])})")


def _wrong_field(entry, key, kind):
    if key not in entry:
        raise ValueError(f"{key}: missing")
    raise ValueError(f"{key}: expected {_TYPE_NAMES.get(kind, kind.__name__)}, got {_kind(entry[key])}")


_TYPE_NAMES = {str: "a text", int: "a whole number", list: "a list", type(None): "null"}


class Replayable:
    """What every game does with its records.

    A game class provides ``from_record(record)``, ``record()``, ``legal_actions(seat)``,
    ``play(seat, action)``, ``is_over`` and ``scores()``; the ``runner`` module of its package
    provides ``read_action(game, entry) -> (seat, action)``, which checks an entry's fields and
    builds the action it names (legal or not), so that the engine can say why it is not legal.
    A game dealt from a position sets ``start_position`` (``core.position.started_from``).
    """

    start_position = None

    @classmethod
    def from_start_position(cls, record):
        """The game a record of a game dealt from a position starts from: that position dealt
        again from the record's seed, its options checked to be the position's."""
        from .position import InvalidPosition

        try:
            game = cls.from_position(record.position, seed=record.seed)
        except InvalidPosition as error:
            raise InvalidRecord(f"record: position: {error}") from None
        except ValueError as error:
            raise InvalidRecord(f"record: seed: {error}") from None
        if game.record().options != record.options:
            raise InvalidRecord(f"record: options: {shown(record.options)} are not those of the "
                                f"position ({shown(game.record().options)})")
        return game

    @classmethod
    def replay(cls, record):
        """Replay a record action by action. A field of the wrong type, an action that is not
        legal, and a saved result that is not where the actions lead raise ``InvalidRecord``."""
        record.check()
        try:
            game = cls.from_record(record)
        except InvalidRecord:
            raise
        except (ValueError, TypeError, KeyError) as error:
            raise InvalidRecord(f"record: options: {error}") from None
        known = game.record().options
        for key in record.options:
            if key not in known:
                raise InvalidRecord(f"record: options: {shown(key)} is not an option of {record.game} "
                                    f"(its options are {', '.join(known)})")
        read_action = _reader(cls)
        for index, entry in enumerate(record.actions, 1):
            _play_entry(game, read_action, index, entry)
        if record.result is not None:
            if not game.is_over:
                raise InvalidRecord(f"record: result: the record saves final totals, but its "
                                    f"{len(record.actions)} actions stop before the end of the game")
            totals = {sheet.name: sheet.total for sheet in game.scores()}
            if totals != record.result:
                raise InvalidRecord(f"record: result: the replay scores {totals}, "
                                    f"the record says {record.result}")
        return game


    def play_json(self, entry):
        """Play one record entry (``{"seat": 0, "kind": "pick", ...}``; ``"city"`` in 7 Wonders)
        with the very check ``replay`` makes, so a figure, the forum and the table refuse an entry
        in the same words: ``record: action #N {...}: <field>: <problem>`` when it is no action of
        this game, ``record: action #N {...} is not legal: <the engine's reason>`` when the rules
        refuse it now. Either raises ``InvalidRecord`` and leaves the game as it was."""
        _play_entry(self, _reader(type(self)), self.entries_played() + 1, entry)

    def entries_played(self):
        """How many record entries this game has played (its record's ``actions``)."""
        return len(self.record().actions)


def _reader(cls):
    """The ``read_action`` of the game's own package (its ``runner`` module)."""
    return importlib.import_module(cls.__module__.rpartition(".")[0] + ".runner").read_action


def _play_entry(game, read_action, index, entry):
    if not isinstance(entry, dict):
        raise InvalidRecord(f"record: action #{index}: expected an object, got {_kind(entry)}")
    try:
        seat, action = read_action(game, entry)
    except ValueError as error:
        raise InvalidRecord(f"{_where(index, entry)}: {error}") from None
    for legal in game.legal_actions(seat):
        if legal.matches(entry):
            game.play(seat, legal)
            return
    try:                              # not one of the legal actions: the engine says why
        game.play(seat, action)
    except IllegalAction as error:
        reason = str(error)
        reason = reason if len(reason) <= 300 else reason[:297] + "..."
        raise InvalidRecord(f"{_where(index, entry)} is not legal: {reason}") from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        raise InvalidRecord(f"{_where(index, entry)} is not legal now") from None


def _where(index, entry):
    return f"record: action #{index} {entry_text(entry)}"
