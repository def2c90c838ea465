"""Setting up exact positions for rule tests: chosen wonders, deck tops, cards in front, tokens."""

from wonderlab.architects import Game
from wonderlab.architects.actions import Action
from wonderlab.architects.game import TAKING
from wonderlab.architects.rules import KINDS

DEFAULT = ["Giza", "Rhodes", "Ephesus", "Alexandria", "Babylon", "Olympia", "Halicarnassus"]


def table(players=3, wonders=None, seed=0):
    """A new game with the wonders chosen (Giza, Rhodes, Ephesus, ... by default)."""
    return Game(players=players, seed=seed, wonders=wonders or DEFAULT[:players])


def k(name):
    return KINDS.index(name)


def top(game, source, *kinds, seat=None):
    """Put cards on top of a deck (``left``/``right``/``central`` of ``seat``, default the current
    player); the last one named ends on top. Rigged cards are new cards, added for the test."""
    seat = game.current if seat is None else seat
    game.decks[game.deck_index(seat, source)].extend(k(name) for name in kinds)
    refresh(game)


def empty(game, source, seat=None):
    seat = game.current if seat is None else seat
    game.decks[game.deck_index(seat, source)].clear()
    refresh(game)


def give(game, seat, **kinds):
    """Put cards in front of ``seat``, as if taken earlier."""
    for name, count in kinds.items():
        game.cards[seat][k(name)] += count
    refresh(game)


def built(game, seat, *stage_ids):
    for stage_id in stage_ids:
        game.built[seat] |= 1 << (stage_id - 1)
    refresh(game)


def tokens(game, seat, *ids):
    game.tokens[seat].extend(ids)
    refresh(game)


def refresh(game):
    """Recompute the legal actions after rigging (no forced move is played)."""
    if game.phase != "over":
        game._legal = game._compute_legal()


def take(game, source="left", via="turn"):
    """Play a take for the current player (it must be legal)."""
    game.play(game.current, Action.take(source, via))


def at_turn_start(game):
    return game.phase == TAKING


def acts(game, seat=None):
    seat = game.current if seat is None else seat
    return [str(a) for a in game.legal_actions(seat)]


def turn(game, seat):
    """Make it the start of ``seat``'s turn."""
    game._start_turn(seat)
    refresh(game)
