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
from .i18n import register, say
from .jsonfile import UnreadableFile, loads_strict, read_json_file
from .rng import check_seed

register({     # a record refused, in one line naming the field (docs/records: the fields stay as written)
    "record.json": {"en": "record: not valid JSON ({error})", "fr": "partie enregistrée : JSON invalide ({error})"},
    "record.object": {"en": "record: expected a JSON object, got {kind}",
                      "fr": "partie enregistrée : un objet JSON est attendu, pas {kind}"},
    "record.unknown": {"en": "record: {name} is not a field of a record (the fields are {fields})",
                       "fr": "partie enregistrée : {name} n'est pas un champ d'une partie enregistrée (les champs sont {fields})"},
    "record.format.missing": {"en": 'record: format: missing (a record says "format": {format})',
                              "fr": "partie enregistrée : format : absent (le format d'une partie enregistrée est {format})"},
    "record.format.unsupported": {"en": "record: format: {value} is not supported (expected {format})",
                                  "fr": "partie enregistrée : format : {value} n'est pas pris en charge ({format} est attendu)"},
    "record.missing": {"en": "record: {field}: missing", "fr": "partie enregistrée : {field} : absent"},
    "record.game": {"en": "record: game: expected the name of a game, got {kind}",
                    "fr": "partie enregistrée : game : le nom d'un jeu est attendu, pas {kind}"},
    "record.options": {"en": "record: options: expected an object, got {kind}",
                       "fr": "partie enregistrée : options : un objet est attendu, pas {kind}"},
    "record.seed": {"en": "record: seed: expected a whole number, got {kind}",
                    "fr": "partie enregistrée : seed : un nombre entier est attendu, pas {kind}"},
    "record.error": {"en": "record: {error}", "fr": "partie enregistrée : {error}"},
    "record.actions": {"en": "record: actions: expected a list, got {kind}",
                       "fr": "partie enregistrée : actions : une liste est attendue, pas {kind}"},
    "record.action": {"en": "record: action #{index}: expected an object, got {kind}",
                      "fr": "partie enregistrée : action n° {index} : un objet est attendu, pas {kind}"},
    "record.position": {"en": "record: position: expected the JSON object of a position, got {kind}",
                        "fr": "partie enregistrée : position : l'objet JSON d'une position est attendu, pas {kind}"},
    "record.result": {"en": "record: result: expected an object of totals, got {kind}",
                      "fr": "partie enregistrée : result : un objet de totaux est attendu, pas {kind}"},
    "record.result.total": {"en": "record: result: {name}: expected a whole number, got {kind}",
                            "fr": "partie enregistrée : result : {name} : un nombre entier est attendu, pas {kind}"},
    "record.option": {"en": "record: options: {field}", "fr": "partie enregistrée : options : {field}"},
    "record.option.whole": {"en": "{where}: expected a whole number, got {kind}",
                            "fr": "{where} : un nombre entier est attendu, pas {kind}"},
    "record.option.names": {"en": "{where}: expected a list of names, got {kind}",
                            "fr": "{where} : une liste de noms est attendue, pas {kind}"},
    "record.option.name": {"en": "{where}: entry {index} is {kind}, not a name",
                           "fr": "{where} : l'entrée {index} est {kind}, pas un nom"},
    "record.option.sides": {"en": '{where}: expected "A", "B", "random" or a list of them, got {kind}',
                            "fr": '{where} : "A", "B", "random" ou une liste de ces valeurs est attendu, pas {kind}'},
    "record.start.position": {"en": "record: position: {error}", "fr": "partie enregistrée : position : {error}"},
    "record.start.seed": {"en": "record: seed: {error}", "fr": "partie enregistrée : seed : {error}"},
    "record.start.options": {"en": "record: options: {options} are not those of the position ({position})",
                             "fr": "partie enregistrée : options : {options} ne sont pas celles de la position ({position})"},
    "record.replay.options": {"en": "record: options: {error}", "fr": "partie enregistrée : options : {error}"},
    "record.replay.option": {"en": "record: options: {field} is not an option of {game} (its options are {known})",
                             "fr": "partie enregistrée : options : {field} n'est pas une option de {game} (ses options sont {known})"},
    "record.replay.unfinished": {"en": "record: result: the record saves final totals, but its {count} actions stop before the end of the game",
                                 "fr": "partie enregistrée : result : elle donne des totaux finaux, mais ses {count} actions s'arrêtent avant la fin de la partie"},
    "record.replay.result": {"en": "record: result: the replay scores {totals}, the record says {result}",
                             "fr": "partie enregistrée : result : la partie rejouée compte {totals}, l'enregistrement dit {result}"},
    "record.entry": {"en": "record: action #{index} {entry}", "fr": "partie enregistrée : action n° {index} {entry}"},
    "record.entry.error": {"en": "{where}: {error}", "fr": "{where} : {error}"},
    "record.entry.illegal": {"en": "{where} is not legal: {reason}", "fr": "{where} n'est pas légale : {reason}"},
    "record.entry.now": {"en": "{where} is not legal now", "fr": "{where} n'est pas légale maintenant"},
    "record.seat": {"en": "{field}: expected a seat number from 0 to {last}, got {value}",
                    "fr": "{field} : un numéro de place de 0 à {last} est attendu, pas {value}"},
    "record.field.unknown": {"en": "{name} is not a field of this action (its fields are {fields})",
                             "fr": "{name} n'est pas un champ de cette action (ses champs sont {fields})"},
    "record.field.missing": {"en": "{field}: missing", "fr": "{field} : absent"},
    "record.field.type": {"en": "{field}: expected {type}, got {kind}", "fr": "{field} : {type} est attendu, pas {kind}"},
    "record.kind.whole": {"en": "a whole number", "fr": "un nombre entier"},
    "record.kind.number": {"en": "a number", "fr": "un nombre"},
    "record.kind.text": {"en": "a text", "fr": "un texte"},
    "record.kind.list": {"en": "a list", "fr": "une liste"},
    "record.kind.object": {"en": "an object", "fr": "un objet"},
})

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

    def to_json(self, indent=1):
        """The record as JSON text: indented for a person to read, or one line (``indent=None``,
        the C encoder's speed: the live classroom writes a table's record at every move)."""
        data = {"format": FORMAT, "game": self.game, "options": self.options, "seed": self.seed,
                "actions": list(self.actions)}
        if self.position is not None:
            data["position"] = self.position
        if self.result is not None:
            data["result"] = self.result
        return json.dumps(data, ensure_ascii=False, indent=indent)

    def save(self, path):
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, text):
        """The record in ``text``; ``InvalidRecord`` naming the field and the problem otherwise."""
        try:
            data = loads_strict(text)
        except UnreadableFile as error:
            raise InvalidRecord(say("record.json", error=error)) from None
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
            raise InvalidRecord(say("record.object", kind=_kind(data)))
        unknown = [key for key in data if key not in _KEYS]
        if unknown:
            raise InvalidRecord(say("record.unknown", name=shown(unknown[0]), fields=", ".join(_KEYS)))
        if "format" not in data:
            raise InvalidRecord(say("record.format.missing", format=FORMAT))
        if type(data["format"]) is not int or data["format"] != FORMAT:
            raise InvalidRecord(say("record.format.unsupported", value=shown(data["format"]), format=FORMAT))
        for key in ("game", "options", "seed", "actions"):
            if key not in data:
                raise InvalidRecord(say("record.missing", field=key))
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
            raise InvalidRecord(say("record.game", kind=_kind(self.game)))
        if not isinstance(self.options, dict):
            raise InvalidRecord(say("record.options", kind=_kind(self.options)))
        for key, value in self.options.items():
            _check_option(key, value)
        if not _is_int(self.seed):
            raise InvalidRecord(say("record.seed", kind=_kind(self.seed)))
        try:
            check_seed(self.seed)
        except ValueError as error:
            raise InvalidRecord(say("record.error", error=error)) from None
        if not isinstance(self.actions, tuple | list):
            raise InvalidRecord(say("record.actions", kind=_kind(self.actions)))
        for index, entry in enumerate(self.actions, 1):
            if not isinstance(entry, dict):
                raise InvalidRecord(say("record.action", index=index, kind=_kind(entry)))
        if self.position is not None and not isinstance(self.position, dict):
            raise InvalidRecord(say("record.position", kind=_kind(self.position)))
        if self.result is not None:
            if not isinstance(self.result, dict):
                raise InvalidRecord(say("record.result", kind=_kind(self.result)))
            for name, total in self.result.items():
                if not _is_int(total):
                    raise InvalidRecord(say("record.result.total", name=shown(name), kind=_kind(total)))


def _check_option(key, value):
    """The shapes every game agrees on; what a game allows (counts, names, seeds) it checks itself."""
    where = say("record.option", field=key)
    if key == "players" and not _is_int(value):
        raise InvalidRecord(say("record.option.whole", where=where, kind=_kind(value)))
    if key in ("names", "wonders") and value is not None:
        if not isinstance(value, list):
            raise InvalidRecord(say("record.option.names", where=where, kind=_kind(value)))
        for index, item in enumerate(value, 1):
            if not isinstance(item, str):
                raise InvalidRecord(say("record.option.name", where=where, index=index, kind=_kind(item)))
    if key == "sides" and not isinstance(value, str):
        if not isinstance(value, list) or not all(isinstance(side, str) for side in value):
            raise InvalidRecord(say("record.option.sides", where=where, kind=_kind(value)))


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value):
    """``'a number'``, ``'a list'``... for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    kind = {int: "number", float: "number", str: "text", list: "list", tuple: "list", dict: "object"}.get(type(value))
    return say(f"record.kind.{kind}") if kind else type(value).__name__


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
        raise ValueError(say("record.seat", field=key, last=seats - 1, value=shown))
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
                raise ValueError(say("record.field.unknown", name=shown(key),
                                     fields=", ".join([*required, *(optional or ())])))


def _wrong_field(entry, key, kind):
    if key not in entry:
        raise ValueError(say("record.field.missing", field=key))
    name = _TYPE_NAMES.get(kind)
    wanted = say(f"record.kind.{name}") if name else "null" if kind is type(None) else kind.__name__
    raise ValueError(say("record.field.type", field=key, type=wanted, kind=_kind(entry[key])))


_TYPE_NAMES = {str: "text", int: "whole", list: "list"}     # JSON's null is said as itself


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
            raise InvalidRecord(say("record.start.position", error=error)) from None
        except ValueError as error:
            raise InvalidRecord(say("record.start.seed", error=error)) from None
        if game.record().options != record.options:
            raise InvalidRecord(say("record.start.options", options=shown(record.options),
                                    position=shown(game.record().options)))
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
            raise InvalidRecord(say("record.replay.options", error=error)) from None
        known = game.record().options
        for key in record.options:
            if key not in known:
                raise InvalidRecord(say("record.replay.option", field=shown(key), game=record.game,
                                        known=", ".join(known)))
        read_action = _reader(cls)
        for index, entry in enumerate(record.actions, 1):
            _play_entry(game, read_action, index, entry)
        if record.result is not None:
            if not game.is_over:
                raise InvalidRecord(say("record.replay.unfinished", count=len(record.actions)))
            totals = {sheet.name: sheet.total for sheet in game.scores()}
            # players nobody named take the language's names (« Joueur 1 » in a game made in French,
            # « Cité franche »): a record made in one language replays in the other, seat by seat
            unnamed = record.options.get("names") is None and isinstance(record.result, dict)
            if totals != record.result and not (unnamed and list(totals.values()) == list(record.result.values())):
                raise InvalidRecord(say("record.replay.result", totals=totals, result=record.result))
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
        raise InvalidRecord(say("record.action", index=index, kind=_kind(entry)))
    try:
        seat, action = read_action(game, entry)
    except ValueError as error:
        raise InvalidRecord(say("record.entry.error", where=_where(index, entry), error=error)) from None
    for legal in game.legal_actions(seat):
        if legal.matches(entry):
            game.play(seat, legal)
            return
    try:                              # not one of the legal actions: the engine says why
        game.play(seat, action)
    except IllegalAction as error:
        reason = str(error)
        reason = reason if len(reason) <= 300 else reason[:297] + "..."
        raise InvalidRecord(say("record.entry.illegal", where=_where(index, entry), reason=reason)) from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        raise InvalidRecord(say("record.entry.now", where=_where(index, entry))) from None


def _where(index, entry):
    return say("record.entry", index=index, entry=entry_text(entry))
