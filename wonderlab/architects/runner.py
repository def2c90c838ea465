"""What the command line needs from 7 Wonders Architects: score a table, play bot games, replay.

Every game package has a ``runner`` module with these same names; ``wonderlab.cli`` uses them.

>>> rows, decisions = play_game(3, seed=5, bots=["random", "greedy", "random"])
>>> [row["bot"] for row in rows], sum(row["winner"] for row in rows) >= 1
(['random', 'greedy', 'random'], True)
"""

from ..core.bots import make_bot, play_out_for
from ..core.records import entry_fields, entry_seat, shown
from ..core.rng import make_rng
from ..core.runner import summary
from .actions import BUILD, KEEP, LOOK, PROGRESS, TAKE, Action
from .game import Game
from .rules import KINDS
from .scoring import CATEGORIES, score_rows
from .table import score_table  # noqa: F401  (part of the runner interface)

GAME = "architects"
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7)
DEFAULT_PLAYERS = 4
EXTRA_COLUMNS = ()


def play_game(players, seed, bots, rng=None):
    """Play one game with a bot name per player; returns ``(rows, decisions)``.

    Each row: ``seat``, ``bot``, the categories, ``total`` and ``winner``. The bots draw from
    ``rng``, by default a generator seeded from ``seed`` (``wonderlab bench`` gives one
    generator for a whole run).
    """
    game = Game(players, seed)        # (no keywords: a call to a class with them makes a dict)
    if rng is None:
        rng = make_rng(seed)
    play_out = play_out_for(GAME, bots)
    if play_out is not None:
        decisions = play_out(game, rng)       # the same draws, without a bot's call a decision
    else:
        agents = [make_bot(GAME, name) for name in bots]
        play = game.play
        while game.phase != "over":
            seat = game.current
            play(seat, agents[seat].choose(game, seat, rng))
        decisions = game.entries_played()     # (each play is one decision)
    return score_rows(game, bots), decisions


_FIELDS = {TAKE: {"source": str, "via": str}, LOOK: {"source": str, "via": str},
           KEEP: {"card": str}, BUILD: {"stage": int, "cards": list},
           PROGRESS: {"token": str, "via": str, "cards": list}}


def read_action(game, entry):
    """The seat and the action a record entry names, legal or not, so the engine can say why
    it is not; ``ValueError`` naming the field when the entry is not an action at all.

    >>> read_action(Game(players=3, seed=1), {"seat": 0, "kind": "build", "stage": 1, "cards": ["wood", "gold"]})
    (0, <Action Build stage 1 with Wood and Gold>)
    """
    seat = entry_seat(entry, "seat", game.players)
    kind = entry.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ValueError(f"kind: {shown(kind)}: expected one of {', '.join(_FIELDS)}")
    entry_fields(entry, {"seat": int, "kind": str, **_FIELDS[kind]})
    cards = entry["cards"] if "cards" in entry else [entry["card"]] if "card" in entry else []
    for card in cards:
        if card not in KINDS:
            raise ValueError(f"cards: {shown(card)} is not a kind of card ({', '.join(KINDS)})")
    if kind == KEEP:
        return seat, Action.keep(KINDS.index(cards[0]))
    if kind == BUILD:
        return seat, Action.build(entry["stage"], cards)
    if kind == PROGRESS:
        return seat, Action.progress(entry["token"], cards, entry["via"])
    return seat, Action(kind, entry["source"], entry["via"])


def replay(record):
    """Replay a record and score it like a table file."""
    game = Game.replay(record)
    return game, summary(game, CATEGORIES)
