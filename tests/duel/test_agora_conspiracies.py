"""Agora's Conspiracies, one test per rule and per effect. Sources: the rulebook (16 Conspiracy
cards, prepared and triggered; a Preparation zone on the back), BGA Material.php (the 16 texts),
Conspiracy.php (triggered at the start of a later turn, before playing an Age card; Blackmail's
half rounded up; Embezzlement counts the cubes), PlayerTurnTrait.php (preparing; one trigger a turn)."""

import random

import pytest

from tests.duel.duelkit import CARDS, TOKENS, WONDERS, give, give_token, give_wonder
from tests.duel.test_agora import after_draft, put_senator, recruit
from wonderlab.core.errors import IllegalAction
from wonderlab.duel.agora import PLACE, SenateAction
from wonderlab.duel.conspiracies import LAW, Plot, PrepareAction, conspiracy
from wonderlab.duel.game import Game


def plotting(seat=0, name="coup", seed=3, prepared=True):
    """A game after the draft where ``seat`` holds Conspiracy ``name`` (prepared with a card set
    aside from Age I), at the start of its turn."""
    game = after_draft(seed)
    index = conspiracy(name).index
    game.plot_deck.remove(index)
    card = game.removed[1].pop() if prepared else None
    game.plots[seat].append([index, card, False])
    game.current = seat
    game._legal = None
    return game


def trigger(game, name):
    seat = game.current
    game.play(seat, Plot("trigger", conspiracy(name)))
    return seat


def choose(game, kind, **fields):
    seat = game.current
    action = next(a for a in game.legal_actions(seat) if a.kind == kind
                  and all(getattr(a, k) is v or getattr(a, k) == v for k, v in fields.items()))
    game.play(seat, action)
    return action


# -- conspiring, preparing, triggering --------------------------------------------------------
def test_conspiring_draws_two_keeps_one_and_puts_the_other_on_top_or_at_the_bottom():
    game = after_draft(8)
    top = game.plot_deck[:2]
    recruit(game, put_senator(game, "conspirator"))
    game.play(0, Plot("conspire"))
    assert game.phase == "plot" and sorted(a.conspiracy.index for a in game.legal_actions(0)) == sorted(top)
    game.play(0, Plot("keep", conspiracy(top[1])))
    assert game.legal_actions(0) == [Plot("top"), Plot("bottom")]
    game.play(0, Plot("bottom"))
    assert game.plots[0] == [[top[1], None, False]] and game.plot_deck[-1] == top[0] and len(game.plot_deck) == 15
    assert game.phase == "play" and game.current == 1


def test_the_conspiracies_drawn_and_kept_stay_hidden_from_the_opponent():
    game = after_draft(8)
    recruit(game, put_senator(game, "conspirator"))
    game.play(0, Plot("conspire"))
    assert game.view(1)["drawn"] == [None, None] and None not in game.view(0)["drawn"]
    assert all(option is None for option in game.view(1)["options"])
    game.play(0, game.legal_actions(0)[0])
    game.play(0, Plot("top"))
    assert game.view(1)["conspiracies"][0] == [{"conspiracy": None, "prepared": None, "triggered": False}]
    assert game.view(0)["conspiracies"][0][0]["conspiracy"] is not None


def test_a_conspiracy_is_prepared_with_a_card_taken_from_the_structure_at_no_cost():
    game = plotting(0, "coup", prepared=False)
    coins = game.p[0].coins
    prepare = next(a for a in game.legal_actions(0) if isinstance(a, PrepareAction))
    assert not any(a.kind == "trigger" for a in game.legal_actions(0))      # not prepared yet
    game.play(0, prepare)
    assert game.plots[0][0][1] == prepare.card.index and game.p[0].coins == coins
    assert prepare.card.index not in game.slots and game.current == 1


def test_a_prepared_conspiracy_triggers_at_the_start_of_a_turn_then_the_player_takes_a_card():
    game = plotting(0, "coup")
    trigger(game, "coup")
    assert game.phase == "play" and game.current == 0 and game.pawn == 2
    assert not any(a.kind == "trigger" for a in game.legal_actions(0))
    with pytest.raises(IllegalAction):
        game.play(0, Plot("trigger", conspiracy("coup")))
    game.play(0, next(a for a in game.legal_actions(0) if a.kind == "discard"))
    assert game.current == 1


def test_one_trigger_a_turn():
    game = plotting(0, "coup")
    game.plot_deck.remove(conspiracy("blackmail").index)
    game.plots[0].append([conspiracy("blackmail").index, game.removed[1].pop(), False])
    game._legal = None
    trigger(game, "coup")
    assert not any(a.kind == "trigger" for a in game.legal_actions(0))


def test_triggering_the_opponents_or_an_unprepared_conspiracy_is_refused_unchanged():
    for game in (plotting(1, "coup"), plotting(0, "coup", prepared=False)):
        game.current = 0
        before = game.state_key()
        with pytest.raises(IllegalAction, match="Trigger the Conspiracy Coup is not possible now"):
            game.play(0, Plot("trigger", conspiracy("coup")))
        assert game.state_key() == before


# -- the 16 effects ---------------------------------------------------------------------------
def test_extortion_takes_an_unbuilt_wonder_of_the_opponent():
    game = plotting(0, "extortion")
    wonder = WONDERS.items[game.p[1].wonders[0]]
    trigger(game, "extortion")
    choose(game, "take_wonder", wonder=wonder)
    assert wonder.index in game.p[0].wonders and wonder.index not in game.p[1].wonders


def test_blackmail_takes_half_the_opponents_coins_rounded_up():
    game = plotting(0, "blackmail")
    game.p[1].coins, game.p[0].coins = 7, 2
    trigger(game, "blackmail")
    assert (game.p[0].coins, game.p[1].coins) == (6, 3)


@pytest.mark.parametrize("name, card", [("expropriation", "Altar"), ("swindle", "Tavern")])
def test_expropriation_and_swindle_discard_an_opponents_blue_or_yellow_card(name, card):
    game = plotting(0, name)
    give(game, 1, card)
    trigger(game, name)
    choose(game, "discard_card", card=CARDS.by_name(card))
    assert CARDS.by_name(card).index in game.discard and not game.p[1].colors.get(CARDS.by_name(card).color)


def test_obscurantism_locks_a_progress_token_away():
    game = plotting(0, "obscurantism")
    give_token(game, 1, "Law")
    game.p[1].science[LAW] = 1          # (Law's scientific symbol, as taking it gives)
    trigger(game, "obscurantism")
    choose(game, "lock_token", token=TOKENS.by_name("Law"))
    assert "law" not in game.p[1].has and game.p[1].science[LAW] == 0 and game.p[1].tokens == []
    assert game.view(0)["locked"] == ["law"]


def test_coup_gives_two_shields():
    game = plotting(0, "coup")
    trigger(game, "coup")
    assert game.pawn == 2


def test_property_fraud_builds_a_card_of_the_first_row_for_free():
    game = plotting(0, "property_fraud")
    coins = game.p[0].coins
    trigger(game, "property_fraud")
    offered = [a.card.index for a in game.legal_actions(0)]
    assert offered and set(offered) <= set(game.slots[:3])
    action = choose(game, "build_free", card=CARDS.items[offered[0]])
    assert action.card.index in game.p[0].cards and game.p[0].coins >= coins
    assert game.slots.count(None) == 1


def test_treason_builds_one_of_the_cards_set_aside_for_free():
    game = plotting(0, "treason")
    aside = list(game.removed[1])
    trigger(game, "treason")
    assert sorted(a.card.index for a in game.legal_actions(0)) == sorted(aside)
    choose(game, "build_free", card=CARDS.items[aside[0]])
    assert aside[0] in game.p[0].cards and aside[0] not in game.removed[1]


def test_political_maneuver_places_removes_and_moves():
    game = plotting(0, "political_maneuver")
    game.senate.cubes[1][3] = 1
    trigger(game, "political_maneuver")
    game.play(0, SenateAction(PLACE, 2))
    game.play(0, SenateAction("remove", 3))
    game.play(0, SenateAction("move", 2, 3))
    assert game.senate.cubes[0][2:4] == [0, 1] and game.senate.cubes[1][3] == 0


def test_espionage_takes_a_progress_token_from_the_box():
    game = plotting(0, "espionage")
    box = sorted(game.box_tokens)
    trigger(game, "espionage")
    assert sorted(a.token.index for a in game.legal_actions(0)) == box
    game.play(0, game.legal_actions(0)[0])
    assert game.p[0].tokens == [box[0]]


def test_turn_of_events_discards_up_to_two_accessible_cards():
    game = plotting(0, "turn_of_events")
    discard = len(game.discard)
    trigger(game, "turn_of_events")
    first = choose(game, "discard_accessible").card
    assert Plot("done") in game.legal_actions(0)          # the second one is optional
    second = choose(game, "discard_accessible").card
    assert game.discard[discard:] == [first.index, second.index] and game.slots.count(None) == 2
    assert game.phase == "play" and game.current == 0


def test_embezzlement_gains_a_coin_per_own_cube_and_the_opponent_loses_one_per_theirs():
    game = plotting(0, "embezzlement")
    game.senate.cubes[0] = [1, 1, 2, 0, 0, 0]
    game.senate.cubes[1] = [0, 0, 0, 3, 0, 0]
    game.p[0].coins, game.p[1].coins = 1, 5
    trigger(game, "embezzlement")
    assert (game.p[0].coins, game.p[1].coins) == (5, 2)


def test_foreclosure_takes_a_brown_or_gray_card_of_the_opponent():
    game = plotting(0, "foreclosure")
    give(game, 1, "Lumber Yard")
    trigger(game, "foreclosure")
    choose(game, "take_card", card=CARDS.by_name("Lumber Yard"))
    assert game.p[0].produced[0] == 1 and game.p[1].produced[0] == 0


def test_coercion_swaps_a_blue_or_green_card():
    game = plotting(0, "coercion")
    give(game, 1, "Altar")
    give(game, 0, "Baths")
    trigger(game, "coercion")
    choose(game, "take_card", card=CARDS.by_name("Altar"))
    assert game.legal_actions(0) == [Plot("give_card", card=CARDS.by_name("Baths"))]
    choose(game, "give_card", card=CARDS.by_name("Baths"))
    assert CARDS.by_name("Altar").index in game.p[0].cards and CARDS.by_name("Baths").index in game.p[1].cards
    assert "moon" in game.p[0].chains and "drop" in game.p[1].chains and "drop" not in game.p[0].chains


def test_insider_influence_moves_a_decree_under_another_chambers():
    game = plotting(0, "insider_influence")
    decree = game.senate.decrees[0][0]
    trigger(game, "insider_influence")
    choose(game, "move_decree", chamber=0, target=3)
    assert game.senate.decrees[0] == [] and game.senate.decrees[3][-1] == decree


def test_a_decree_moved_into_a_controlled_chamber_lies_face_up_and_serves_its_controller():
    game = plotting(0, "insider_influence")
    hidden = game.senate.decrees[1][0]
    assert game.senate.face_up[hidden] is False
    game.senate.cubes[0][4] = 1
    game._senate_changed()
    trigger(game, "insider_influence")
    choose(game, "move_decree", chamber=1, target=4)
    assert game.senate.face_up[hidden] is True and game._held[hidden] == 0


def test_sabotage_returns_a_built_wonder_of_the_opponent_to_the_box():
    game = plotting(0, "sabotage")
    give_wonder(game, 1, "The Pyramids")
    game.p[1].wonders.remove(WONDERS.by_name("The Pyramids").index)
    game.p[1].built.append(WONDERS.by_name("The Pyramids").index)
    game.p[1].tucked.append(game.removed[2].pop())
    points = game.scores()[1].points["wonders"]
    game._sheets = None
    trigger(game, "sabotage")
    choose(game, "sabotage", wonder=WONDERS.by_name("The Pyramids"))
    assert game.p[1].built == [] and game.scores()[1].points["wonders"] == points - 9


# -- over many games --------------------------------------------------------------------------
def test_every_conspiracy_is_triggered_in_random_games_and_replays_exactly():
    triggered = set()
    for seed in range(150):
        game = Game(seed=seed, agora=True)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.waiting[0]
            legal = game.legal_actions(seat)
            plots = [a for a in legal if a.kind in ("trigger", "prepare", "conspire")]
            action = rng.choice(plots) if plots and rng.random() < 0.5 else rng.choice(legal)
            if action.kind == "trigger":
                triggered.add(action.conspiracy.id)
            game.play(seat, action)
        assert Game.replay(game.record()).state_key() == game.state_key()
    assert len(triggered) == 16


def test_every_agora_view_is_the_same_after_the_hidden_parts_are_dealt_again():
    """As tests/duel/test_hidden.py for the base game, with the face-down Decrees, the Conspiracy
    deck, the opponent's Conspiracies and a draw being chosen among also dealt again: what a seat
    sees, and what it may do, do not change; what it cannot see does."""
    hidden_changed = compared = 0
    for seed in range(60):
        game, rng = Game(seed=seed, agora=True), random.Random(seed)
        while not game.is_over:
            for seat in (0, 1):
                other = game.redeal(seat, random.Random(compared))
                assert other.view(seat) == game.view(seat), (seed, seat, game.phase)
                if seat == game.current:
                    assert [a.notation for a in other.legal_actions(seat)] == [
                        a.notation for a in game.legal_actions(seat)]
                theirs = [e[0] for e in other.plots[1 - seat] if not e[2]]
                hidden_changed += theirs != [e[0] for e in game.plots[1 - seat] if not e[2]]
                compared += 1
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert hidden_changed > 50
