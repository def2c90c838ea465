"""Helpers for the Pantheon tests: a game brought to a chosen moment, a Divinity put on a space."""

import random

from wonderlab.duel.game import Game
from wonderlab.duel.pantheon_actions import Rite
from wonderlab.duel.pantheon_data import ALL_DIVINITIES, DIVINITIES


def at_age(age, seed=0):
    """A Pantheon game at the start of ``age`` (seat to play, play phase), reached by random
    plays that activate no Divinity; the first seed from ``seed`` whose game gets there."""
    for s in range(seed, seed + 50):
        game, rng = Game(seed=s, pantheon=True), random.Random(s)
        while not game.is_over and not (game.age == age and game.phase == "play"):
            legal = game.legal_actions(game.current)
            plain = [a for a in legal if a.__class__ is not Rite or a.kind != "activate"]
            game.play(game.current, rng.choice(plain or legal))
        if not game.is_over:
            return game
    raise AssertionError(f"no game from seed {seed} reached Age {age}")


def put_divinity(game, name, space=1):
    """Seat divinity ``name`` (or the Gate) on ``space``; what sat there goes back to its deck."""
    divinity = next(d for d in ALL_DIVINITIES if d.name == name)
    for deck in game.decks.values():
        if divinity.index in deck:
            deck.remove(divinity.index)
    if divinity.index in game.spaces:
        game.spaces[game.spaces.index(divinity.index)] = None
    there = game.spaces[space - 1]
    if there is not None and ALL_DIVINITIES[there].mythology is not None:
        game.decks[ALL_DIVINITIES[there].mythology].append(there)
    game.spaces[space - 1] = divinity.index
    game._legal = None
    return divinity


def activation(game, name, offerings=()):
    """The deciding seat's legal activation of divinity ``name`` giving ``offerings``."""
    for a in game.legal_actions(game.current):
        if a.__class__ is Rite and a.kind == "activate" and a.divinity.name == name and a.offerings == offerings:
            return a
    raise AssertionError(f"no activation of {name} in {[str(a) for a in game.legal_actions(game.current)]}")


def activate(game, name, coins=60):
    """Give the deciding seat ``coins`` and activate ``name`` on space 1; returns the seat."""
    seat = game.current
    put_divinity(game, name)
    game.p[seat].coins = coins
    game.play(seat, activation(game, name))
    return seat


def choose(game, kind, test=lambda a: True):
    """Play the deciding seat's first legal action of ``kind`` that passes ``test``."""
    for a in game.legal_actions(game.current):
        if a.kind == kind and test(a):
            game.play(game.current, a)
            return a
    raise AssertionError(f"no {kind} in {[str(a) for a in game.legal_actions(game.current)]}")


ENKI = DIVINITIES.by_name("Enki")


def every_choice(games):
    """``(game, seat, action)`` for every legal action of every decision of ``games`` seeded random
    Pantheon games, before the random one is played (a reader that plays on plays a copy).

    >>> sum(1 for _ in every_choice(1)) > 100
    True
    """
    for seed in range(games):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for action in legal:
                yield game, seat, action
            game.play(seat, rng.choice(legal))
