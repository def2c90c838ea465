"""The bot protocol shared by the three games, and the registry of bots by game and name.

A bot is any object with a ``name`` and ``choose(game, seat, rng) -> action`` that returns one of
``game.legal_actions(seat)``. Bots see only what a player may see of the game.

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


def register_bot(game, name, factory):
    """Make ``factory()`` available as bot ``name`` for ``game`` (``"classic"``, …)."""
    _bots[(game, name)] = factory


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
