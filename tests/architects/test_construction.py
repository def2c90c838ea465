"""Resources and mandatory construction — seed 002, « Ressources et construction obligatoire »
and « Des ressources et une bataille en exemple »."""

import pytest

from wonderlab.architects.actions import Action
from wonderlab.architects.payment import payments
from wonderlab.architects.rules import BLUE3, BRICK, GOLD, STONE, WOOD
from wonderlab.core.errors import IllegalAction

from . import rig


def test_two_identical_example_discards_the_two_wood_and_keeps_the_stone():
    """Seed 002: « Une étape réclame deux ressources identiques. Tu possèdes deux cartes Bois et
    une Pierre : défausse les deux Bois pour construire ; garde la Pierre. »"""
    game = rig.table(3)                  # seat 1 plays Rhodes: stage 2 (2 identical) on the table
    rig.built(game, 1, 1)
    rig.turn(game, 1)
    rig.give(game, 1, wood=1, stone=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert game.built_ids(1) == [1, 2]
    assert game.cards[1][WOOD] == 0 and game.cards[1][STONE] == 1
    assert game.discard[WOOD] == 2


def test_two_different_example_uses_a_wood_and_a_stone():
    """Seed 002: « Pour une étape demandant deux différentes, un Bois et une Pierre conviennent. »"""
    game = rig.table(3)                  # seat 0 plays Giza: stage 1 asks 2 different
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.built_ids(0) == [1]
    assert game.cards[0][WOOD] == game.cards[0][STONE] == 0


def test_gold_stands_in_for_a_missing_resource():
    """Seed 002: « Une jaune est une pièce qui remplace une ressource manquante »."""
    game = rig.table(3)
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "gold")
    rig.take(game, "left")
    assert game.built_ids(0) == [1]
    assert game.discard[WOOD] == 1 and game.discard[GOLD] == 1


def test_gold_is_used_only_for_what_is_missing():
    """Seed 002: « Les pièces remplacent obligatoirement les ressources nécessaires qui manquent »:
    a payment uses the fitting grey cards first; gold fills the gap, and must fill it."""
    assert payments((2, 0, 0, 0, 0, 1), 2, True) == ((WOOD, WOOD),)
    assert payments((1, 0, 0, 0, 0, 1), 2, True) == ((WOOD, GOLD),)
    assert payments((0, 0, 0, 0, 0, 3), 3, False) == ((GOLD, GOLD, GOLD),)
    game = rig.table(3)
    rig.built(game, 0, 1)                # Giza stage 2 asks 2 identical
    rig.give(game, 0, wood=1, gold=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2]
    assert game.cards[0][GOLD] == 1      # the gold card was not needed, it stays


def test_gold_never_pays_for_an_identical_stage_the_grey_cards_can_cover():
    """Issue 8, « one reading of gold »: today an identical stage accepts any payment, even gold
    where grey cards would do. Seed 002: « Les pièces remplacent obligatoirement les ressources
    nécessaires qui manquent » — for identical stages as for different ones."""
    game = rig.table(3)
    rig.built(game, 0, 1)                # Giza stage 2 asks 2 identical
    rig.tokens(game, 0, "urbanism")
    rig.give(game, 0, wood=1, stone=1, gold=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")               # Urbanism's extra card is due: the build is a choice
    assert [a.cards for a in game.legal_actions(0) if a.kind == "build"] == [(WOOD, WOOD)]
    before = game.state_key()
    with pytest.raises(IllegalAction, match="gold only for missing resources; the ways are: Wood and Wood$"):
        game.play(0, Action.build(2, (STONE, GOLD)))
    assert game.state_key() == before


def test_when_several_payments_use_the_fewest_gold_cards_the_player_chooses():
    """« the offered payments are those that use the fewest gold cards, and the player chooses
    among them when there are several »."""
    game = rig.table(3)
    rig.built(game, 0, 1)                # Giza stage 2 asks 2 identical
    rig.give(game, 0, wood=1, gold=2)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.legal_actions(0) == [Action.build(2, (WOOD, GOLD)), Action.build(2, (STONE, GOLD))]
    game.play(0, Action.build(2, (STONE, GOLD)))
    assert game.cards[0][WOOD] == 1 and game.cards[0][GOLD] == 1


def test_exactly_the_cards_used_are_discarded():
    """Seed 002: « Défausse exactement les cartes utilisées, puis retourne l'élément »."""
    game = rig.table(3)
    rig.give(game, 0, wood=1, glass=1, papyrus=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")               # Giza stage 1: two different among four kinds
    builds = game.legal_actions(0)
    assert len(builds) == 6 and all(a.kind == "build" and len(a.cards) == 2 for a in builds)
    chosen = Action.build(1, (WOOD, STONE))
    game.play(0, chosen)
    assert game.cards[0][:6] == [0, 0, 0, 1, 1, 0]
    assert sum(game.discard) == 2


@pytest.mark.parametrize("held, count, identical, expected", [
    ((2, 0, 0, 0, 0, 0), 2, True, True), ((1, 1, 0, 0, 0, 0), 2, True, False),
    ((1, 1, 0, 0, 0, 0), 2, False, True), ((2, 0, 0, 0, 0, 0), 2, False, False),
    ((3, 0, 0, 0, 0, 0), 3, True, True), ((2, 1, 0, 0, 0, 0), 3, True, False),
    ((1, 1, 1, 0, 0, 0), 3, False, True), ((2, 1, 0, 0, 0, 0), 3, False, False),
    ((1, 1, 1, 1, 0, 0), 4, False, True), ((1, 1, 1, 0, 0, 0), 4, False, False),
    ((1, 1, 1, 0, 0, 1), 4, False, True), ((2, 0, 0, 0, 0, 1), 3, True, True),
])
def test_each_stage_asks_two_or_three_identical_or_two_three_or_four_different(held, count, identical, expected):
    """Seed 002: « deux identiques, deux différentes, trois identiques, trois différentes ou quatre
    différentes »."""
    assert bool(payments(held, count, identical)) is expected


def test_a_stage_is_built_as_soon_as_its_resources_are_there():
    """Seed 002: « Dès que tu as les ressources permettant une étape disponible, tu dois la
    construire pendant ton tour »: the turn cannot end before, and only builds are offered."""
    game = rig.table(3)
    rig.give(game, 0, wood=1, glass=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.current == 0
    assert {a.kind for a in game.legal_actions(0)} == {"build"}
    assert game.legal_actions(1) == []
    game.play(0, game.legal_actions(0)[0])
    assert game.current == 1 and game.built_ids(0) == [1]


def test_a_stage_is_available_only_when_every_stage_it_rests_on_is_built():
    """Seed 002: « une étape n'est disponible que si toutes celles sur lesquelles elle repose sont
    construites »: two Wood fit Giza's stage 2, which rests on stage 1, still unbuilt."""
    game = rig.table(3)
    rig.tokens(game, 0, "urbanism")      # the extra card keeps the turn open
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert game.current == 0 and game.buildable(0) == []
    with pytest.raises(IllegalAction, match="rests on stage"):
        game.play(0, Action.build(2, (WOOD, WOOD)))
    assert game.built_ids(0) == [] and game.cards[0][WOOD] == 2


def test_some_wonders_allow_two_orders():
    """Seed 002: « Certaines Merveilles permettent donc deux ordres intermédiaires »: Rhodes'
    first two stages both sit on the table."""
    game = rig.table(3)
    rhodes = game.wonders[1]
    assert rhodes.available(0) == [1, 2]
    assert rhodes.available(0b011) == [3]
    assert game.wonders[0].available(0) == [1]


def test_several_stages_may_be_built_in_one_turn():
    """Seed 002: « plusieurs peuvent être construites dans le même tour »."""
    game = rig.table(3)
    rig.turn(game, 1)                    # Rhodes: stages 1 (2 different) and 2 (2 identical)
    rig.give(game, 1, wood=1, stone=1, glass=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    game.play(1, Action.build(2, (WOOD, WOOD)))
    assert game.built_ids(1) == [1, 2]   # stone and glass built stage 1 in the same turn
    assert game.current == 2


def test_a_card_taken_by_a_wonder_power_can_complete_another_stage():
    """Seed 002: « Une construction peut déclencher un effet de Merveille ... Vérifie alors si une
    nouvelle étape est possible »: Ephesus' stage 3 takes the central top, a Wood that pays stage 2,
    whose power takes the next central card."""
    game = rig.table(3)
    rig.turn(game, 2)                    # Ephesus: stages 2, 3, 4 rest on stage 1
    rig.built(game, 2, 1)
    rig.give(game, 2, wood=1, stone=1, brick=1)
    rig.top(game, "central", "blue_3", "wood")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    game.play(2, Action.build(3, (WOOD, STONE, BRICK)))
    assert game.built_ids(2) == [1, 2, 3]
    assert game.cards[2][BLUE3] == 1
    assert game.current == 0
