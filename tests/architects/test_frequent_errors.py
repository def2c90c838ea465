"""Seed 002, « Les erreurs fréquentes »: each item, refused or handled by the engine."""

import pytest

from wonderlab.architects import Game
from wonderlab.architects.actions import Action
from wonderlab.architects.rules import RED0, RED1, RED2, WOOD
from wonderlab.classic import Game as ClassicGame
from wonderlab.core.errors import IllegalAction

from . import rig


def test_error_playing_like_7_wonders_by_passing_a_hand():
    """« Jouer comme à 7 Wonders en passant une main de cartes aux voisins »: there are no hands;
    a turn offers only the three tops, and a 7 Wonders action is refused in plain words."""
    game = Game(players=4, seed=8)
    assert not hasattr(game, "hands")
    assert {a.kind for a in game.legal_actions(0)} == {"take"}
    classic = ClassicGame(players=3, seed=1)
    foreign = classic.legal_actions(0)[-1]               # "Discard ... for 3 coins"
    before = game.state_key()
    with pytest.raises(IllegalAction, match="no hands"):
        game.play(0, foreign)
    assert game.state_key() == before
    with pytest.raises(IllegalAction):
        game.play(1, Action.take("left"))                 # nobody plays out of turn either


def test_error_keeping_resources_when_a_stage_must_be_built():
    """« Garder des ressources pour plus tard alors qu'une étape doit être construite »: while a
    stage can be paid, the turn does not end and nothing but building (or what else is due) is
    offered; another card cannot be taken instead."""
    game = rig.table(3)
    rig.give(game, 0, wood=1, glass=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")
    assert game.current == 0 and {a.kind for a in game.legal_actions(0)} == {"build"}
    before = game.state_key()
    with pytest.raises(IllegalAction, match="already taken"):
        game.play(0, Action.take("central"))
    assert game.state_key() == before
    game.play(0, game.legal_actions(0)[0])
    assert game.buildable(0) == [] and game.current == 1


def test_error_building_a_stage_whose_supports_are_unbuilt():
    """« Construire une étape dont les supports sont encore en chantier »."""
    game = rig.table(3)
    rig.tokens(game, 0, "urbanism")
    rig.give(game, 0, wood=1, stone=1, glass=1)
    rig.built(game, 0, 1)                # Giza: stage 3 rests on stage 2, not built
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    # stage 2 (2 wood) must be built; stage 3 (3 different) may not, yet
    assert {a.stage for a in game.legal_actions(0) if a.kind == "build"} == {2}
    before = game.state_key()
    with pytest.raises(IllegalAction, match="rests on stage"):
        game.play(0, Action.build(3, (WOOD, rig.k("stone"), rig.k("glass"))))
    assert game.state_key() == before


def test_error_using_the_same_progress_token_twice_in_a_turn():
    """« Utiliser deux fois le même Progrès pendant un tour »."""
    game = rig.table(3)
    rig.built(game, 0, 1)
    rig.tokens(game, 0, "urbanism", "jewellery")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    rig.top(game, "right", "stone")
    game.play(0, Action.take("right", "urbanism"))      # the stone calls Jewellery
    before = game.state_key()
    with pytest.raises(IllegalAction, match="once a turn"):
        game.play(0, Action.take("left", "urbanism"))
    assert game.state_key() == before
    game.play(0, Action.take("left", "jewellery"))
    assert game.current == 1


def test_error_forgetting_the_battle():
    """« Oublier la bataille »: when the last conflict token turns, the battle always happens at
    the end of that turn, without anyone asking for it."""
    game = rig.table(3)
    game.war = 2
    rig.give(game, 0, red_0_horns=1)
    rig.top(game, "left", "red_1_horn")
    rig.take(game, "left")
    assert game.victories == [2, 0, 0] and game.war == 0 and not game.battle_due


def test_error_discarding_the_red_cards_without_horns():
    """« ... ou défausser aussi les rouges sans cor »."""
    game = rig.table(3)
    rig.give(game, 0, red_0_horns=2, red_1_horn=1, red_2_horns=1)
    rig.give(game, 1, red_0_horns=1)
    game.battle()
    assert [c[RED0] for c in game.cards] == [2, 1, 0]
    assert game.cards[0][RED1] == game.cards[0][RED2] == 0
    assert game.discard[RED1] == 1 and game.discard[RED2] == 1 and game.discard[RED0] == 0


@pytest.mark.parametrize("strong, weak, tokens", [(3, 2, 1), (1, 0, 1), (4, 2, 2), (2, 0, 2)])
def test_error_two_victories_to_the_stronger_at_two_players_without_checking_the_double(strong, weak, tokens):
    """« Donner deux victoires militaires à chaque joueur plus fort lors d'un duel, sans vérifier
    le doublement »."""
    game = rig.table(2)
    rig.give(game, 1, red_0_horns=strong)
    rig.give(game, 0, red_0_horns=weak)
    game.battle()
    assert game.victories == [0, tokens]
