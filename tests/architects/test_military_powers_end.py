"""Battles, the wonders' powers and the end — seed 002, « Rouge, cors et batailles », « Les effets
des sept Merveilles », « Terminer et compter »."""

import pytest

from wonderlab.architects import ruleset
from wonderlab.architects.actions import Action
from wonderlab.architects.game import duel_tokens
from wonderlab.architects.rules import BLUE3, RED0, RED1, RED2

from . import rig


def test_red_cards_give_shields():
    """Seed 002: « Les rouges donnent des boucliers »: one each, whatever their horns."""
    game = rig.table(3)
    rig.give(game, 0, red_0_horns=1, red_1_horn=1, red_2_horns=1)
    assert game.shields(0) == 3


def test_horns_turn_peace_tokens_to_battle_and_horns_beyond_the_last_are_lost():
    """Seed 002: « retourne autant de Conflits de Paix vers Bataille ; ignore les cors qui
    dépasseraient le dernier jeton encore en Paix »."""
    game = rig.table(4)                  # 4 conflict tokens
    rig.top(game, "left", "red_2_horns")
    rig.take(game, "left")
    assert game.war == 2
    rig.top(game, "left", "red_1_horn")
    rig.take(game, "left")
    assert game.war == 3
    game.war = 3
    rig.tokens(game, 2, "propaganda")    # the next player: 2 horns, one token left in peace
    rig.top(game, "left", "red_2_horns")
    rig.take(game, "left")
    assert game.war == 4 and game.battle_due        # the second horn is lost
    rig.top(game, "central", "red_2_horns")
    game.play(2, Action.take("central", "propaganda"))
    assert game.war == 0                 # one battle at the end of the turn, then peace


def test_a_battle_happens_at_the_end_of_the_turn_not_before():
    """Seed 002: « Lorsque tous montrent Bataille, une bataille générale a lieu à la fin de ton
    tour »: a red card taken later in the same turn still counts."""
    game = rig.table(3)
    game.war = 2
    rig.tokens(game, 0, "propaganda")
    rig.give(game, 1, red_0_horns=1)
    rig.top(game, "left", "red_1_horn")
    rig.take(game, "left")
    assert game.war == 3 and game.victories == [0, 0, 0]     # not yet
    rig.top(game, "central", "red_0_horns")
    game.play(0, Action.take("central", "propaganda"))
    # seat 0: 2 shields, seat 1: 1, seat 2: 0
    assert game.victories == [2, 1, 0]


def test_alice_bob_chloe_battle():
    """Seed 002's example: « Alice a quatre boucliers, Bob deux et Chloé quatre. Alice bat Bob mais
    fait égalité contre Chloé : un seul jeton, donc trois points. Chloé bat Bob et ne bat pas
    Alice : elle prend aussi un jeton. Toutes les rouges à cors sont ensuite retirées ... Les
    boucliers permanents de Rhodes ou Tactique restent disponibles. »"""
    game = rig.table(3, wonders=["Giza", "Ephesus", "Rhodes"], )
    game.names = ["Alice", "Bob", "Chloé"]
    rig.give(game, 0, red_1_horn=2, red_0_horns=2)                  # Alice 4
    rig.give(game, 1, red_2_horns=1, red_0_horns=1)                 # Bob 2
    rig.give(game, 2, red_1_horn=1, red_2_horns=1)                  # Chloé 4 with Rhodes + Tactics
    rig.tokens(game, 2, "tactics")
    assert [game.shields(i) for i in range(3)] == [4, 2, 4]
    game.battle()
    assert game.victories == [1, 0, 1]
    assert [s.categories["military"] for s in game.scores()] == [3, 0, 3]
    assert [c[RED1] + c[RED2] for c in game.cards] == [0, 0, 0]    # even Bob's, who won nothing
    assert [c[RED0] for c in game.cards] == [2, 1, 0]               # red cards without horns stay
    assert game.shields(2) == 2 and game.war == 0


def test_a_tie_wins_nothing():
    """Seed 002: « Une égalité ne rapporte rien »."""
    game = rig.table(3)
    for seat in range(3):
        rig.give(game, seat, red_0_horns=2)
    game.battle()
    assert game.victories == [0, 0, 0]


@pytest.mark.parametrize("mine, theirs, tokens", [
    (1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2), (0, 0, 0), (5, 3, 1), (3, 3, 0)])
def test_two_player_battle_one_token_or_two_when_at_least_double(mine, theirs, tokens):
    """Seed 002: « À deux ... le plus fort gagne un jeton ; il en gagne deux si sa force est au moins
    double de celle de l'autre. Contre zéro bouclier, deux boucliers au minimum sont nécessaires
    pour obtenir deux jetons. Une égalité zéro contre zéro ne donne rien. »"""
    game = rig.table(2)
    rig.give(game, 0, red_0_horns=mine)
    rig.give(game, 1, red_0_horns=theirs)
    game.battle()
    assert game.victories == [tokens, 0]
    assert duel_tokens(mine, theirs) == tokens


def test_alexandria_takes_the_top_of_any_deck_on_the_table():
    """Seed 002: « Alexandrie prend le sommet d'une pioche au choix sur toute la table »."""
    game = rig.table(4, wonders=["Alexandria", "Giza", "Rhodes", "Ephesus"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")               # stage 2 (2 identical) shows the power
    legal = game.legal_actions(0)
    assert [a.source for a in legal] == ["left", "right", "central", "giza", "rhodes"]
    rig.top(game, "left", "blue_3", seat=2)
    game.play(0, Action.take("rhodes", "alexandria"))
    assert game.cards[0][BLUE3] == 1


def test_ephesus_takes_the_central_top():
    """Seed 002: « Éphèse prend le sommet central »."""
    game = rig.table(3, wonders=["Ephesus", "Giza", "Rhodes"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "central", "blue_3")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2] and game.cards[0][BLUE3] == 1


def test_babylon_chooses_a_progress_token_among_the_four():
    """Seed 002: « Babylone choisit un Progrès parmi les quatre possibilités »."""
    game = rig.table(3, wonders=["Babylon", "Giza", "Rhodes"])
    game.face_up[:] = ["urbanism", "crafts", "tactics"]
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert [a.token for a in game.legal_actions(0)] == ["crafts", "tactics", "urbanism", "hidden"]
    assert all(a.via == "babylon" and a.cards == () for a in game.legal_actions(0))
    game.play(0, Action.progress("tactics", via="babylon"))
    assert game.tokens[0] == ["tactics"] and game.shields(0) == 2


def test_rhodes_adds_a_permanent_shield():
    """Seed 002: « Rhodes ajoute un bouclier permanent »: its stages 2 and 4."""
    game = rig.table(3, wonders=["Rhodes", "Giza", "Ephesus"])
    rig.built(game, 0, 1, 2)
    assert game.shields(0) == 1
    rig.built(game, 0, 3, 4)
    assert game.shields(0) == 2
    game.battle()
    assert game.shields(0) == 2


def test_halicarnassus_looks_at_five_cards_keeps_one_and_shuffles_the_others_back():
    """Seed 002: « Halicarnasse regarde les cinq cartes du sommet d'un de ses deux paquets voisins,
    en garde une puis remélange les autres dans ce paquet »."""
    game = rig.table(3, wonders=["Halicarnassus", "Giza", "Rhodes"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "right", "blue_3", "glass", "red_0_horns", "papyrus", "gold")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert [a.source for a in game.legal_actions(0)] == ["left", "right"]
    size = len(game.decks[2])
    game.play(0, Action.look("right"))
    assert game.view(0)["revealed"] == ["blue_3", "glass", "red_0_horns", "papyrus", "gold"]
    assert game.view(1)["revealed"] is None
    assert len(game.legal_actions(0)) == 5
    game.play(0, Action.keep(BLUE3))
    assert game.cards[0][BLUE3] == 1 and len(game.decks[2]) == size - 1


def test_olympia_takes_the_top_of_both_neighbouring_decks():
    """Seed 002: « Olympie prend le sommet de chacun de ses deux paquets voisins »."""
    game = rig.table(3, wonders=["Olympia", "Giza", "Rhodes"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "right", "blue_3")
    rig.top(game, "left", "blue_2_cat", "wood")
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2]
    assert game.cards[0][BLUE3] == 1 and game.cat == 0


def test_giza_has_no_power_but_the_most_points():
    """Seed 002: « Gizeh n'a pas de pouvoir particulier mais offre davantage de points »."""
    rules = ruleset()
    giza = rules.wonder("Giza")
    assert all(s.power is None for s in giza.stages)
    assert giza.total_points == max(w.total_points for w in rules.wonders)


def test_the_fifth_stage_ends_the_game_after_the_whole_turn_battle_included():
    """Seed 002: « Quand quelqu'un retourne la cinquième étape de sa Merveille, finissez entièrement
    son tour, avec ses conséquences et une éventuelle bataille de fin de tour. La partie s'arrête
    alors ; les autres ne bénéficient pas d'un dernier tour »."""
    game = rig.table(3)
    rig.built(game, 0, 1, 2, 3, 4)       # Giza's last stage: 4 different
    rig.tokens(game, 0, "architecture")
    rig.give(game, 0, wood=1, stone=1, brick=1, red_0_horns=1)
    game.war = 2
    rig.top(game, "left", "papyrus")
    rig.take(game, "left")
    assert game.built_ids(0) == [1, 2, 3, 4, 5] and not game.is_over   # Architecture's card first
    rig.top(game, "central", "red_1_horn")
    game.play(0, Action.take("central", "architecture"))
    assert game.is_over and game.victories == [2, 0, 0]
    assert game.waiting == () and game.legal_actions(1) == []


def test_score_adds_stages_blue_cards_victories_progress_and_the_cat_29_points():
    """Seed 002's example: « dix points de Merveille, sept sur les bleues, deux jetons militaires
    soit six, quatre de Culture et deux du Chat donnent 29 »; grey and yellow cards score nothing."""
    game = rig.table(2, wonders=["Ephesus", "Giza"])
    rig.built(game, 0, 1, 2, 3)          # 3 + 3 + 4
    rig.give(game, 0, blue_3=1, blue_2_cat=2, wood=3, gold=2)
    game.victories[0] = 2
    game.tokens[0].append("culture")
    game.cat = 0
    sheet = game.scores()[0]
    assert dict(sheet.categories) == {"wonder": 10, "civilian": 7, "military": 6, "progress": 4, "cat": 2}
    assert sheet.total == 29


def test_ties_go_to_the_most_stages_then_are_shared():
    """Seed 002: « À égalité, comparez le nombre d'étapes construites ; si l'égalité continue,
    partagez la victoire »."""
    game = rig.table(3, wonders=["Giza", "Rhodes", "Ephesus"])
    rig.built(game, 0, 1)                # 4 points, one stage
    rig.built(game, 1, 2)                # 4 points, one stage
    rig.give(game, 2, blue_3=1, blue_2_cat=0)
    game.cards[2][BLUE3] = 0
    rig.give(game, 2, blue_2_cat=2)      # 4 points, no stage
    assert [s.total for s in game.scores()] == [4, 4, 4]
    assert game.winners() == ["Player 1", "Player 2"]
    rig.built(game, 2, 1)                # 3 more points: Ephesus alone
    assert game.winners() == ["Player 3"]
