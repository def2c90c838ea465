"""What every game's ``position`` room shares: the ``Position`` value and the text form's lines.

A position is what one seat knows at a moment of a real game, in two forms: a JSON object (the
fields of ``docs/positions.md``) and a short text to type from the table or paste in a forum,
one line for the game and one per player, items separated by ``;``::

    classic; age 1; turn 2; seat Ana
    Ana: Gizah A; coins 3; cards Lumber Yard

>>> lines = read_lines("classic; age 1; turn 2\\nAna: Gizah A; coins 3; cards Lumber Yard\\n")
>>> lines[0].items, lines[1].label, lines[1].items
(['classic', 'age 1', 'turn 2'], 'Ana', ['Gizah A', 'coins 3', 'cards Lumber Yard'])
>>> word_and_rest("cards Lumber Yard, Baths")
('cards', 'Lumber Yard, Baths')
"""

import copy
import functools
import json
import re
from dataclasses import dataclass

from .errors import InvalidTable
from .i18n import register, say
from .names import short_value

MAX_TEXT = 20_000        # a 7-player position is under 2,000 characters

register({
    "position.long": {"en": "more than {most} characters: no position is that long",
                      "fr": "plus de {most} caractères : aucune position n'est si longue"},
    "position.source": {"en": "expected the text of a position, its JSON object, or a Position",
                        "fr": "le texte d'une position, son objet JSON ou une Position est attendu"},
    "position.game": {"en": "expected {game}", "fr": "{game} est attendu"},
    "position.line": {"en": "expected 'name: ...' (a player) or 'hand: ...'",
                      "fr": "'nom: ...' (un joueur) ou 'hand: ...' est attendu"},
    "position.empty": {"en": "the text is empty", "fr": "le texte est vide"},
    "position.first": {"en": "the first line starts with {game}", "fr": "la première ligne commence par {game}"},
    "position.head": {"en": "expected {known} or {last}", "fr": "{known} ou {last} est attendu"},
    "position.at_line": {"en": "line {number}", "fr": "ligne {number}"},
    "position.whole": {"en": "expected a whole number", "fr": "un nombre entier est attendu"},
    "position.field": {"en": "unknown field: expected {fields}", "fr": "champ inconnu : les champs sont {fields}"},
    "position.object": {"en": "expected an object", "fr": "un objet est attendu"},
    "position.file_long": {"en": "the file has more than {most} bytes: no position is that long",
                           "fr": "le fichier a plus de {most} octets : aucune position n'est si longue"},
})


class InvalidPosition(InvalidTable):
    """A position no real game could reach: one line naming the field, the value and the problem."""


@dataclass(frozen=True)
class Line:
    number: int          # 1 for the first line of the text
    label: str | None    # the text before ':' (a player's name, "hand"...), None for the first line
    items: list

    @property
    def where(self):
        """The line as a refusal names it, in the current language: ``line 2``, « ligne 2 »."""
        return say("position.at_line", number=self.number)


class Position:
    """One seat's position in both forms: ``.data`` (the JSON object) and ``.text``.

    ``str(position)`` is the text; ``position.to_json()`` a copy of the JSON object, ready for
    ``json.dumps``. ``Game.from_position`` takes either form, or this value itself.
    """

    def __init__(self, data, text):
        self.data, self.text = data, text

    @property
    def game(self):
        return self.data["game"]

    def to_json(self):
        return copy.deepcopy(self.data)

    def dumps(self):
        """The JSON form as text, one player a line."""
        head = {k: v for k, v in self.data.items() if k != "players"}
        players = ",\n  ".join(json.dumps(p, ensure_ascii=False) for p in self.data["players"])
        inner = json.dumps(head, ensure_ascii=False)[1:-1]
        return "{" + inner + ',\n "players": [\n  ' + players + "]}\n"

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<{self.game} position: {self.text.splitlines()[0]}>"

    def __eq__(self, other):
        return isinstance(other, Position) and other.data == self.data

    __hash__ = None


def source_data(source, game, parse_text):
    """The JSON object of a position given as a ``Position``, a dict, its JSON text or its text
    form (``parse_text`` turns the text form into the object)."""

    if isinstance(source, Position):
        source = source.data
    if isinstance(source, str):
        if len(source) > MAX_TEXT:
            raise InvalidPosition("position", None, say("position.long", most=MAX_TEXT))
        source = json_object(source) if source.lstrip().startswith("{") else parse_text(source)
    if not isinstance(source, dict):
        raise InvalidPosition("position", short_value(source), say("position.source"))
    if source.get("game") != game:
        raise InvalidPosition("game", short_value(source.get("game")), say("position.game", game=repr(game)))
    return source


def json_object(text):
    """The JSON text of a position, parsed strictly; a refusal (a number too large, nesting too
    deep, a key twice) names the field where the text goes wrong.

    >>> json_object('{"game": "duel", "players": [{"coins": 1, "coins": 2}]}')
    Traceback (most recent call last):
    ...
    wonderlab.core.position.InvalidPosition: players[0].coins: the key 'coins' appears twice in one object
    """
    from .jsonfile import UnreadableFile, loads_strict, where_wrong

    try:
        return loads_strict(text)
    except UnreadableFile as error:
        raise InvalidPosition(where_wrong(text) or "position", None, str(error)) from None


def typed(parse_text):
    """A position check that, handed the typed text, names in its refusal the line as typed: the
    player's name as typed (``Cy.coins``) for ``players[2].coins``, ``seen 4`` for ``seen[3]``.

    >>> def refuse(source):
    ...     raise InvalidPosition("players[1].coins", -7, "expected a whole number")
    >>> check = typed(lambda text: {"players": [{"name": "Ana"}, {"name": "Cy"}]})(refuse)
    >>> check("classic; age 1\\nAna: ...\\nCy: coins -7")
    Traceback (most recent call last):
    ...
    wonderlab.core.position.InvalidPosition: Cy.coins: -7: expected a whole number
    """
    def wrap(check):
        @functools.wraps(check)
        def checked(source, *args, **kwargs):
            try:
                return check(source, *args, **kwargs)
            except InvalidPosition as error:
                if not isinstance(source, str) or source.lstrip().startswith("{"):
                    raise
                try:
                    names = [p.get("name") for p in parse_text(source).get("players", [])]
                except InvalidPosition:
                    raise error from None       # refused as the text was read: said as typed already
                raise InvalidPosition(typed_field(error.field, names), error.value,
                                      typed_field(error.problem, names)) from None
        return checked
    return wrap


_PATH = re.compile(r"\b(players|seen|structure)\[(\d+)\](?:\[(\d+)\])?(?:\.(?=\w))?")


def typed_field(field, names):
    """The JSON paths in ``field`` (or in a problem's words) said as the lines typed:
    ``players[i]`` by the player's name, ``seen[k]`` as ``seen k+1``, ``structure[r][c]`` as
    ``row r+1 #c+1`` (the numbers the person typed, from 1).

    >>> typed_field("players[1].cards[0]", ["Ana", "Cy"]), typed_field("seen[3]", [])
    ('Cy.cards[0]', 'seen 4')
    >>> typed_field("Stable is also at structure[0][0]", [])
    'Stable is also at row 1 #1'
    """
    def said(found):
        kind, number, dot = found[1], int(found[2]), "." if found[0].endswith(".") else ""
        if kind == "players":
            if number < len(names) and isinstance(names[number], str) and found[3] is None:
                return names[number] + dot
            return found[0]
        if kind == "structure":
            return f"row {number + 1}" + (f" #{int(found[3]) + 1}" if found[3] is not None else "") + dot
        return f"seen {number + 1}" + (f"[{found[3]}]" if found[3] is not None else "") + dot
    return _PATH.sub(said, field)


def started_from(game, source, kind, parse_text, seat):
    """``game``, dealt from the position ``source`` for ``seat``, marked so: ``dealt_for`` is the
    seat, and its record saves the position's JSON form (with the seed of the deal) so that a
    replay deals it again exactly (``GameRecord.position``)."""
    data = source_data(source, kind, parse_text)
    game.dealt_for = seat
    game.start_position = json.loads(json.dumps(data, ensure_ascii=False))
    return game


def check_fields(value, allowed, where=None):
    """Refuse a JSON object with a key the format does not have (``where`` names the object; a
    nested one must be an object at all), in one line naming the field and the fields there are.

    >>> check_fields({"age": 1, "colour": "red"}, ("age", "turn"))
    Traceback (most recent call last):
    ...
    wonderlab.core.position.InvalidPosition: colour: unknown field: expected age, turn
    """
    if where is not None and not isinstance(value, dict):
        raise InvalidPosition(where, None, say("position.object"))
    for key in value:
        if key not in allowed:
            field = short_value(key) if where is None else f"{where}.{short_value(key)}"
            raise InvalidPosition(field, None, say("position.field", fields=", ".join(allowed)))


def table_field(check_field, field, *args):
    """``check_field(field, *args)``, a table file's check (``InvalidTable``), its refusal said as
    a position's: the same field, value and problem.

    >>> from wonderlab.core.names import table_name
    >>> table_field(table_name, "players[0].name", "  ", {})
    Traceback (most recent call last):
    ...
    wonderlab.core.position.InvalidPosition: players[0].name: '  ': expected a non-empty name
    """
    try:
        return check_field(field, *args)
    except InvalidTable as error:
        raise InvalidPosition(error.field, error.value, error.problem) from None


def read_lines(text):
    """The non-blank lines of a position's text (``#`` starts a comment), split into items."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        label = None
        if lines:
            label, colon, line = line.partition(":")
            if not colon:
                raise InvalidPosition(say("position.at_line", number=number), short_value(raw.strip()),
                                      say("position.line"))
            label = label.strip()
        items = [item.strip() for item in line.split(";") if item.strip()]
        lines.append(Line(number, label, items))
    if not lines:
        raise InvalidPosition("position", None, say("position.empty"))
    return lines


def read_head(text, game, numbers, names, aliases=()):
    """The first line of a position's text (the game's name, then ``key value`` items) as the
    start of its JSON object, and the lines after it. ``numbers`` are whole numbers (an Age may
    be typed I, II or III), ``names`` are kept as typed; ``to play X`` gives ``to_play``.

    >>> read_head("duel; age II; to play Ana", "duel", ("age",), ("to_play",))[0]
    {'game': 'duel', 'age': 2, 'to_play': 'Ana'}
    """
    lines = read_lines(text)
    head = lines[0]
    if not head.items or head.items[0].casefold() not in (game, *aliases):
        raise InvalidPosition("game", short_value(head.items[0] if head.items else ""),
                              say("position.first", game=repr(game)))
    data = {"game": game}
    for item in head.items[1:]:
        word, rest = word_and_rest(item)
        if word == "to" and rest.casefold().startswith("play "):
            word, rest = "to_play", rest[5:].strip()
        if word in numbers:
            data[word] = {"i": 1, "ii": 2, "iii": 3}.get(rest.casefold()) or whole_number(word, rest)
        elif word in names:
            data[word] = rest
        else:
            known = [key.replace("_", " ") for key in (*numbers, *names)]
            raise InvalidPosition(head.where, short_value(item),
                                  say("position.head", known=", ".join(known[:-1]), last=known[-1]))
    return data, lines[1:]


def word_and_rest(item):
    """``"coins 5"`` -> ``("coins", "5")``; the first word is lower-cased."""
    word, _, rest = item.partition(" ")
    return word.casefold(), rest.strip()


def names_list(text):
    """``"Lumber Yard, Baths"`` -> ``["Lumber Yard", "Baths"]`` (``-`` or nothing: ``[]``)."""
    if text.strip() in ("", "-"):
        return []
    return [name.strip() for name in text.split(",") if name.strip()]


def whole_number(field, text):
    """A whole number typed in a text position, or the refusal naming ``field``."""
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,17}", text):
        raise InvalidPosition(field, short_value(text), say("position.whole"))
    return int(text)


GAMES = ("classic", "duel", "architects")


def game_of(source):
    """Which game a position is of (``"classic"``, ``"duel"`` or ``"architects"``), from its
    ``Position``, its JSON object or either text; ``InvalidPosition`` naming ``game`` otherwise.

    >>> game_of("duel; age 1; to play Ana"), game_of({"game": "architects"})
    ('duel', 'architects')
    """
    from .jsonfile import loads_strict

    if isinstance(source, Position):
        return source.game
    if isinstance(source, str):
        if source.lstrip().startswith("{"):
            source = loads_strict(source[:MAX_TEXT + 1])
        else:
            first = next((line.split("#", 1)[0].strip() for line in source.splitlines()
                          if line.split("#", 1)[0].strip()), "")
            word = first.split(";", 1)[0].strip().casefold()
            source = {"game": "classic" if word == "7 wonders" else word}
    game = source.get("game") if isinstance(source, dict) else None
    if game not in GAMES:
        raise InvalidPosition("game", short_value(game), say("position.game", game=", ".join(map(repr, GAMES))))
    return game


def from_any(source, seed=0):
    """The game of a position of any of the three games (``Game.from_position`` of its game)."""
    import importlib

    game = game_of(source)
    return importlib.import_module(f"wonderlab.{game}.game").Game.from_position(source, seed=seed)


def read_file(path):
    """The text of a position file (text or JSON), bounded like every file a person hands us
    (``jsonfile.read_text_file``: a folder, a pipe or a file too long is refused at once)."""
    from .jsonfile import read_text_file

    return read_text_file(path, MAX_TEXT, InvalidPosition("position", None, say("position.file_long", most=MAX_TEXT)))
