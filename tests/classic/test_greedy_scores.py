"""The greedy bot values what the score function says of a science set and of a conflict it
decides (issue 35: 7 Wonders has no supremacy, but rollouts must see these moments).

Seed 000: « Plus vous en collectez, plus les points explosent » (each family squared, 7 a set of
three different); at the end of each Age, against each neighbour, « plus de Boucliers : vous
prenez un jeton Victoire (+1 à l'Âge I, +3 à l'Âge II, +5 à l'Âge III) », « moins de Boucliers :
vous prenez un jeton Défaite (-1 point) », « le même nombre de Boucliers : aucun jeton ».
"""

import random

import pytest

from wonderlab.classic import card_set
from wonderlab.classic.bots import GreedyBot
from wonderlab.classic.scoring import total_points, total_points_with

from .rig import action, build, hand, table


def test_completing_a_science_set_is_worth_what_the_score_says_and_is_built():
    """Compass and gear built; Scriptorium (a tablet, papyrus paid by the Press) completes the
    set: 1 + 1 + 1 + 7 against 1 + 1, eight points."""
    game = table(players=3)
    build(game, 0, "Apothecary", "Workshop", "Press")
    hand(game, 0, "Scriptorium", "Lumber Yard", "Altar", "Stockade", "Baths", "Loom", "Clay Pool")
    scriptorium = card_set().by_name("Scriptorium")
    assert total_points_with(game.cities, 0, scriptorium) - total_points(game.cities, 0) == 8
    chosen = action(game, 0, "Build Scriptorium")
    assert GreedyBot().value(game, 0, chosen) == 8
    assert str(GreedyBot().choose(game, 0, random.Random(1))).startswith("Build Scriptorium")


def outcome(mine, theirs, age):
    """A conflict's points for the city with ``mine`` shields (seed 000)."""
    return {1: 1, 2: 3, 3: 5}[age] if mine > theirs else -1 if mine < theirs else 0


@pytest.mark.parametrize("mine, left, right", [(0, 0, 0), (2, 0, 2), (1, 1, 3), (0, 2, 0), (3, 1, 2)])
def test_a_shield_is_worth_the_conflicts_it_wins(mine, left, right):
    """Barracks (one shield, its ore paid by the Ore Vein) is worth what this Age's two conflicts
    gain by it: a tie turned into a victory. (A defeat turned into a tie, one point, the greedy
    bot does not count: see the report of issue 35.)"""
    game = table(players=3)
    build(game, 0, "Ore Vein", *["Stockade"] * mine)
    build(game, 1, *["Guard Tower"] * left)       # seat 1 is seat 0's left neighbour at 3 players
    build(game, 2, *["Guard Tower"] * right)
    assert (game.left(0), game.right(0)) == (1, 2)
    hand(game, 0, "Barracks", "Lumber Yard", "Altar", "Baths", "Loom", "Clay Pool", "Glassworks")
    swing = sum(outcome(mine + 1, theirs, 1) - outcome(mine, theirs, 1) for theirs in (left, right))
    assert GreedyBot().value(game, 0, action(game, 0, "Build Barracks")) == swing
