"""The table at any turn of a saved game, for the three games: a table file, a game, a score pad.

A record (``GameRecord``, what ``PlayTable.save`` and ``wonderlab replay`` use) is cut into
turns: turn 0 is the deal, turn ``n`` is the table once ``n`` turns are over (in 7 Wonders a
wonder's extra phase, such as Halikarnassos digging in the discards, counts as a turn of its own).
``table_at`` gives that turn's table file (FORMATS.md), which the score pads open, change and score.

>>> from wonderlab.core.records import GameRecord
>>> record = GameRecord("classic", {"players": 3}, 7, ({"city": 0, "kind": "discard", "card": "altar"},))
>>> table_at(record, 0)["players"][0]["coins"], table_at(record, 0)["players"][0]["cards"]
(3, [])
"""

import importlib

from ..core.i18n import register, say
from ..core.records import GameRecord

register({"lab.fig.draft": {"en": "wonders", "fr": "merveilles"},
          "lab.tables.record": {"en": "record: {value} is not a game record (give a GameRecord, its JSON text, a file path or a game)",
                                "fr": "record : {value} n'est pas un enregistrement de partie (donnez un GameRecord, son texte JSON, "
                                      "un chemin de fichier ou une partie)"},
          "lab.tables.turn": {"en": "turn: {value}: this record has turns 0 (the deal) to {last}",
                              "fr": "turn : {value} : cet enregistrement a les tours 0 (la donne) à {last}"},
          "lab.tables.whole_turn": {"en": "turn: {value}: expected a whole number of turns, 0 (the deal) or more",
                                    "fr": "turn : {value} : il faut un nombre entier de tours, 0 (la donne) ou plus"}})

__all__ = ["as_record", "bot_record", "game_at", "pad_at", "table_at", "turn_labels", "turns"]

_PADS = {"classic": ("classic", "ScorePad"), "duel": ("duel", "DuelScorePad"),
         "architects": ("architects", "ArchitectsScorePad")}


def as_record(source):
    """The ``GameRecord`` of ``source``: a record, its JSON text, the path of a saved record, or
    anything with a ``record()`` method (a game, a ``PlayTable``).

    >>> as_record(42)
    Traceback (most recent call last):
    ...
    ValueError: record: 42 is not a game record (give a GameRecord, its JSON text, a file path or a game)
    """
    from pathlib import Path

    if isinstance(source, GameRecord):
        return source
    if hasattr(source, "record") and callable(source.record):
        return source.record()
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return GameRecord.from_json(source)
    if isinstance(source, str | Path):
        return GameRecord.load(source)
    raise ValueError(say("lab.tables.record", value=_short(source)))


def turns(source):
    """``(turn, label, game)`` for the deal and after every turn of a record; ``game`` is one live
    game advanced turn by turn (copy it to keep a turn). Labels read ``II.3`` (Age II, turn 3;
    ``II.3+`` for a wonder's extra phase in 7 Wonders; ``wonders`` for Duel's draft of the
    wonders), and the turn's number in Architects.

    An action the rules refuse raises ``InvalidRecord`` naming it, as ``wonderlab replay`` does.
    """
    record = as_record(source)
    record.check()
    game = importlib.import_module(f"wonderlab.{record.game}.game").Game.from_record(record)
    classic = record.game == "classic"

    def marker():
        if classic:
            return (game.age, game.turn, game.phase)
        return (getattr(game, "age", None), getattr(game, "turn", getattr(game, "turns", None)), None)

    in_age = {}

    def label(where):
        age, turn, phase = where
        if classic:                     # the game's own turn of the Age; "+" for an extra phase
            return f"{_ROMAN[age]}.{turn}{'+' if phase != 'play' else ''}"
        if age is None:                 # Architects: the turns are counted through the game
            return f"{turn}"
        if age == 0:                    # Duel: the wonders are drafted before Age I
            return say("lab.fig.draft")
        in_age[age] = in_age.get(age, 0) + 1
        return f"{_ROMAN[age]}.{in_age[age]}"

    from ..core.i18n import say

    yield 0, say("lab.fig.deal"), game
    step, where, since = 0, marker(), 0
    for entry in record.actions:
        game.play_json(entry)
        since += 1
        now = marker()
        if now != where:                # a turn ended (in 7 Wonders, or a wonder's extra phase began)
            step, since = step + 1, 0
            yield step, label(where), game
            where = now
    if since:                           # the last turn, when the game ended inside it
        yield step + 1, label(where), game


_ROMAN = {1: "I", 2: "II", 3: "III"}


def turn_labels(source):
    """``{turn: label}`` for every turn of a record (see ``turns``)."""
    return {turn: label for turn, label, _ in turns(source)}


def game_at(source, turn=None):
    """The game as it stood after ``turn`` turns of a record (``None``: at its last action)."""
    _check_turn(turn)
    last = None
    for number, _label, game in turns(source):
        last = number
        if number == turn:
            return game.copy()
    if turn is None:
        return game.copy()
    raise ValueError(say("lab.tables.turn", value=turn, last=last))


def table_at(source, turn=None):
    """The table file (a dict, FORMATS.md) of a record's game after ``turn`` turns.

    Every player's cards, coins, military tokens, wonder stages, progress tokens (Duel,
    Architects), conflict pawn (Duel) and Cat (Architects): what a score pad opens.
    """
    record = as_record(source)
    game = game_at(record, turn)
    return importlib.import_module(f"wonderlab.{record.game}.table").table_from_game(game)


def pad_at(source, turn=None):
    """The game's score pad opened at the table of a record after ``turn`` turns.

    Change a card, a coin or a token in it and every player's breakdown changes at once.
    """
    record = as_record(source)
    module, name = _PADS[record.game]
    pad_class = getattr(importlib.import_module(f"wonderlab.widgets.{module}"), name)
    return pad_class(table_at(record, turn))


def bot_record(game="classic", players=None, seed=0, bots=("greedy",)):
    """The record of a whole game played by bots (one name per seat, in turn): a saved game to
    practise on, like the one ``PlayTable.save`` writes of a game you played.

    >>> record = bot_record("duel", seed=3, bots=("greedy", "random"))
    >>> record.game, record.result is not None
    ('duel', True)
    """
    from ..core.bots import make_bot
    from ..core.rng import make_rng
    from .tournament import check_run

    _, players, bots = check_run(game, players, 1, bots)
    played = importlib.import_module(f"wonderlab.{game}.game").Game(players=players, seed=seed)
    agents = [make_bot(game, bots[seat % len(bots)]) for seat in range(players)]
    controller = getattr(played, "controller", lambda seat: seat)   # 7 Wonders' Free City
    rng = make_rng(seed)
    while not played.is_over:
        for seat in played.waiting:
            played.play(seat, agents[controller(seat)].choose(played, seat, rng))
    return played.record()


def _check_turn(turn):
    if turn is not None and (isinstance(turn, bool) or not isinstance(turn, int) or turn < 0):
        raise ValueError(say("lab.tables.whole_turn", value=_short(turn)))


def _short(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
