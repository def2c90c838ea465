"""The bot protocol shared by the three games, and the registry of bots by game and name.

A bot is any object with a ``name`` and ``choose(game, seat, rng) -> action`` that returns one of
``game.legal_actions(seat)``. Bots see only what a player may see of the game.
"""

from typing import Protocol

_bots = {}


class Bot(Protocol):
    name: str

    def choose(self, game, seat, rng): ...


def register_bot(game, name, factory):
    """Make ``factory()`` available as bot ``name`` for ``game`` (``"classic"``, …)."""
    _bots[(game, name)] = factory


def bot_names(game):
    return sorted(name for (kind, name) in _bots if kind == game)


def make_bot(game, name):
    try:
        return _bots[(game, name)]()
    except KeyError:
        known = ", ".join(bot_names(game)) or "none"
        raise ValueError(f"unknown bot {name!r} for {game}: choose among {known}") from None
