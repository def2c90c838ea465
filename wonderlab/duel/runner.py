"""What the command line needs from 7 Wonders Duel: score a table, play bot games, replay a record.

Every game package has a ``runner`` module with these same names; ``wonderlab.cli`` uses them.

>>> rows, turns = play_game(2, seed=5, bots=["random", "greedy"])
>>> [row["bot"] for row in rows], sum(row["winner"] for row in rows) >= 1
(['random', 'greedy'], True)
"""

import random
from functools import cache

from ..core.bots import make_bot, play_out_for
from ..core.records import entry_fields, entry_seat, shown
from ..core.rng import make_rng
from ..core.runner import rows, summary
from . import bots as _bots  # noqa: F401  (registers the bots)
from . import pantheon_data
from .actions import BUILD, DESTROY, DISCARD, PICK, REVIVE, START, TOKEN, WONDER, Action
from .cards import card_set, token_set, wonder_set
from .game import Game
from .scoring import CATEGORIES, EXPANSION_CATEGORIES
from .table import score_table  # noqa: F401  (part of the runner interface)

GAME = "duel"
PLAYER_COUNTS = (2,)
DEFAULT_PLAYERS = 2
EXTRA_COLUMNS = ("result",)


def play_game(players, seed, bots, pantheon=False, agora=False, rng=None):
    """Play one game with a bot name per player (with the Pantheon or Agora expansion when
    ``pantheon`` or ``agora``); returns ``(rows, decisions)``.

    Each row: ``seat``, ``bot``, the categories, ``total``, ``winner`` and ``result``
    (``points``, ``military supremacy`` or ``scientific supremacy``).

    The bots draw their randomness from ``seed`` and the search bots think by their fixed
    number of playouts, never by the clock: a seed gives the same rows on every machine.
    ``rng``, when given, is the bots' generator instead (``wonderlab bench`` gives one generator
    for a whole run).
    """
    if players != 2:
        raise ValueError(f"players: {players}: 7 Wonders Duel is played by exactly 2")
    game = Game(seed=seed, pantheon=pantheon, agora=agora)
    # ``random.Random(seed)``: ``make_rng`` seeds a whole number >= 0 alike, without its Python calls
    if rng is None:
        rng = make_rng(seed) if seed >= 0 else random.Random(seed)
    play_out = play_out_for(GAME, bots)
    if play_out is not None:
        play_out(game, rng)       # the same draws, without a bot's call a decision
    else:
        agents = [make_bot(GAME, name) for name in bots]
        play = game.play
        chooses = [agent.choose for agent in agents]
        while game.phase != "over":
            seat = game.current
            play(seat, chooses[seat](game, seat, rng))
    decisions = game.entries_played()       # (each play records one decision)
    return rows(game.scores(), bots, game.winners(), result=game.result), decisions


_FIELDS = {PICK: ("wonder",), BUILD: ("card", "coins"), DISCARD: ("card", "coins"),
           WONDER: ("card", "wonder", "coins"), TOKEN: ("token",), DESTROY: ("card",),
           REVIVE: ("card",), START: ("starter",)}
_TYPES = {"card": str, "wonder": str, "token": str, "starter": int, "coins": int}


def read_action(game, entry):
    """The seat and the action a record entry names, legal or not, so the engine can say why
    it is not; ``ValueError`` naming the field when the entry is not an action at all.

    >>> read_action(Game(seed=1), {"seat": 0, "kind": "pick", "wonder": "the_sphinx"})
    (0, <Action Take the Sphinx for your city>)
    """
    seat = entry_seat(entry, "seat", 2)
    kind = entry.get("kind")
    found = game._read_own(entry)      # an expansion's own action (Pantheon's, Agora's)
    if found is not None:
        return seat, found
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ValueError(f"kind: {shown(kind)}: expected one of {', '.join(_FIELDS)}")
    fields = _FIELDS[kind]
    entry_fields(entry, {"seat": int, "kind": str, **{f: _TYPES[f] for f in fields if f != "coins"}},
                 {"coins": int} if "coins" in fields else None)
    found = {}
    for name, items in _by_id().items():
        if name in entry:
            found[name] = items.get(entry[name])
            if found[name] is None:
                raise ValueError(f"{name}: {shown(entry[name])} is not the id of a 7 Wonders Duel {name}")
    if entry.get("coins", 0) < 0:
        raise ValueError(f"coins: {entry['coins']}: cannot be negative")
    return seat, Action(kind, starter=entry.get("starter"), coins=entry.get("coins", 0), **found)


@cache
def _by_id():
    return {name: {item.id: item for item in items}     # with Pantheon's cards, wonders and tokens
            for name, items in (("card", (*card_set(), *pantheon_data.TEMPLES)),
                                ("wonder", (*wonder_set(), *pantheon_data.WONDERS)),
                                ("token", (*token_set(), *pantheon_data.TOKENS)))}


def replay(record):
    """Replay a record and score it like a table file."""
    game = Game.replay(record)
    sheet = game.scores()[0].categories      # the expansions' categories its sheet has (Pantheon's, Agora's)
    return game, summary(game, CATEGORIES + tuple(c for c in EXPANSION_CATEGORIES if c in sheet), result=game.result)
