"""The bot protocol shared by the three games, and the registry of bots by game and name.

A bot is any object with a ``name`` and ``choose(game, seat, rng) -> action`` that returns one of
``game.legal_actions(seat)``. Bots see only what a player may see of the game. A bot class may
also offer ``play_out(game, rng)``: the game played to its end with that bot in every seat, making
the very draws its ``choose`` would make decision by decision, only faster (``play_out_of``).

A game's bots are there as soon as they are asked for: ``make_bot`` and ``bot_names`` import the
game's ``bots`` module (which registers them) the first time a game is named.

>>> "greedy" in bot_names("duel")
True
"""

import importlib
from typing import Protocol

_bots = {}
_GAMES = ("classic", "duel", "architects")
_loaded = set()      # the games whose bots are imported (``import_module`` is slow to say so)
# The levels a person picks an opponent by: each is one of every game's bots.
LEVELS = {"beginner": "random", "intermediate": "greedy", "strong": "search"}


class Bot(Protocol):
    name: str

    def choose(self, game, seat, rng): ...


def play_out_of(agents):
    """The ``play_out(game, rng)`` of the bots ``agents`` when they are all of one class that
    offers one, else None (then each decision goes through ``choose``).

    >>> play_out_of([make_bot("duel", "random")] * 2) is not None, play_out_of([make_bot("duel", "search")])
    (True, None)
    """
    kind = type(agents[0])
    play_out = getattr(kind, "play_out", None)
    if play_out is not None and all(type(agent) is kind for agent in agents):
        return play_out
    return None


def play_out_for(game, names):
    """``play_out_of`` the bots ``names`` of ``game`` (one a seat), found once for these names: a
    runner playing game after game with the same bots need not make them all to learn that one
    ``play_out`` plays the game (a bot registered afresh makes it look again).

    >>> play_out_for("duel", ["random", "beginner"]) is play_out_of([make_bot("duel", "random")]), play_out_for("duel", ["search"])
    (True, None)
    """
    key = (game, tuple(names))
    found = _play_outs.get(key, play_out_of)      # (play_out_of itself: not looked for yet)
    if found is play_out_of:
        found = _play_outs[key] = play_out_of([make_bot(game, name) for name in names])
    return found


_play_outs = {}     # (game, bot names) -> their play_out, or None (``play_out_for``)


def register_bot(game, name, factory):
    """Make ``factory()`` available as bot ``name`` for ``game`` (``"classic"``, …)."""
    _bots[(game, name)] = factory
    _play_outs.clear()


def _load(game):
    """Import ``game``'s bots (their module registers them); a no-op once imported."""
    if game not in _loaded and game in _GAMES:
        importlib.import_module(f"wonderlab.{game}.bots")
        _loaded.add(game)


def bot_names(game):
    _load(game)
    return sorted(name for (kind, name) in _bots if kind == game)


def make_bot(game, name):
    """A new bot ``name`` of ``game``; a level (``beginner``, ``intermediate``, ``strong``) names
    the bot of that strength (``random``, ``greedy``, ``search``).

    >>> make_bot("classic", "strong").name, make_bot("duel", "beginner").name
    ('search', 'random')
    """
    _load(game)
    name = LEVELS.get(name, name)
    try:
        return _bots[(game, name)]()
    except KeyError:
        known = ", ".join(bot_names(game)) or "none"
        raise ValueError(f"unknown bot {name!r} for {game}: choose among {known}") from None
