"""``core.search.rollout`` pauses Python's garbage collector while it plays: a rollout makes
thousands of short-lived objects and no cycle, and each collection it set off walked every
object kept before it (a race keeps every outcome). It gives the collector back as it was."""

import gc

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game as ClassicGame
from wonderlab.core.search import key, rollout
from wonderlab.duel.game import Game as DuelGame

GAMES = {"classic": lambda: ClassicGame(players=4, seed=5), "duel": lambda: DuelGame(seed=5),
         "architects": lambda: ArchitectsGame(players=4, seed=5)}


def _collections_during(game, kind, number):
    """How many collections start inside a rollout, the collector set to run after every
    ten allocations (without the pause, hundreds would)."""
    started = []

    def count(phase, info):
        if phase == "start":
            started.append(info["generation"])
    wanted = key(game.legal_actions(0)[0])
    threshold = gc.get_threshold()
    gc.collect()
    gc.set_threshold(10)
    gc.callbacks.append(count)
    try:
        outcome = rollout(game, kind, 0, 0, wanted, number, "gc")
    finally:
        gc.callbacks.remove(count)
        gc.set_threshold(*threshold)
    return len(started), outcome


@pytest.mark.parametrize("kind", GAMES)
def test_no_collection_runs_inside_a_rollout_and_the_collector_is_on_again_after(kind):
    assert gc.isenabled()
    during, outcome = _collections_during(GAMES[kind](), kind, 1)
    assert during == 0
    assert gc.isenabled()
    # the same outcome as when the collector is off from the start, and it stays off then
    gc.disable()
    try:
        again = rollout(GAMES[kind](), kind, 0, 0, key(GAMES[kind]().legal_actions(0)[0]), 1, "gc")
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert again == outcome


def test_the_collector_comes_back_on_when_a_rollout_fails():
    game = DuelGame(seed=5)
    with pytest.raises(RuntimeError, match="no longer legal"):
        rollout(game, "duel", 0, 0, ("no such action",), 1, "gc")
    assert gc.isenabled()


@pytest.mark.parametrize("kind", GAMES)
def test_a_rollout_leaves_no_garbage_in_cycles(kind):
    """Why the pause costs nothing: what a rollout leaves is freed as soon as it is unused (no
    cycle the collector alone could find), so no collection would have freed anything."""
    game = GAMES[kind]()
    wanted = key(game.legal_actions(0)[0])
    rollout(game, kind, 0, 0, wanted, 0, "gc")          # (the tables the first fills stay)
    gc.collect()
    gc.disable()
    try:
        for number in range(1, 21):
            rollout(game, kind, 0, 0, wanted, number, "gc")
        assert gc.collect() == 0
    finally:
        gc.enable()
