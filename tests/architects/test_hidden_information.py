"""Issue 8, « Hidden information »: no view shows a player what the rules hide from them, and each
view shows what the player knows — the Progress tokens that have served this turn, the effects
still pending, the central card the Cat showed them for as long as it is still the top."""

import random

from wonderlab.architects import Action, Game
from wonderlab.architects.game import KEEPING

from . import rig


def test_views_are_the_same_when_what_a_player_cannot_see_is_dealt_again():
    """« a test compares every view of random games with the same view after the hidden parts
    are dealt again »: every seat's view, and the current player's explanations, at every
    decision of random games at every player count."""
    compared = changed = 0
    for players in range(2, 8):
        for seed in range(6):
            game = Game(players=players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                for seat in range(players):
                    other = game.redeal(seat, rng)
                    changed += (other.decks, other.stack) != (game.decks, game.stack)
                    assert other.view(seat) == game.view(seat)
                    compared += 1
                    if seat == game.current:
                        for action in game.legal_actions(seat):
                            assert other.explain(seat, action) == game.explain(seat, action)
                game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert compared > 12_000 and changed > compared * 0.9, (compared, changed)


def test_the_view_says_which_tokens_have_served_and_what_is_pending():
    """« the view says which progress tokens have already served this turn and which effects are
    pending »."""
    game = rig.table(3, wonders=["Babylon", "Giza", "Rhodes"])
    rig.tokens(game, 0, "urbanism")
    rig.built(game, 0, 1)                # Babylon stage 2 (2 identical) gives a Progress token
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")               # Urbanism's card is due, and stage 2 must be built
    for seat in range(3):
        view = game.view(seat)
        assert view["served"] == ["urbanism"]
        assert view["pending"] == [{"effect": "take", "via": "urbanism"}]
    game.play(0, Action.build(2, (0, 0)))
    assert game.view(1)["pending"] == [{"effect": "take", "via": "urbanism"},
                                       {"effect": "progress", "via": "babylon"}]
    rig.turn(game, 1)
    assert game.view(0)["served"] == [] and game.view(0)["pending"] == []


def test_the_cat_holder_keeps_knowing_the_central_card_they_saw_while_it_is_the_top():
    """« the Cat holder keeps knowing the central card they peeked at (in their view, for as long
    as it is true) »: after their own take, during the others' turns, until someone takes it."""
    game = rig.table(4)
    game.cat = 0
    rig.top(game, "central", "glass")
    rig.turn(game, 0)                    # the start of the Cat holder's turn: a look at the top
    assert game.view(0)["central"]["top"] == "glass"
    rig.top(game, "left", "blue_3")
    rig.take(game, "left")               # seat 0 takes another card: the turn passes
    assert game.current == 1
    assert [game.view(s)["central"]["top"] for s in range(4)] == ["glass", None, None, None]
    rig.take(game, "left")               # seat 1 takes elsewhere: still the same top
    assert game.view(0)["central"]["top"] == "glass"
    game.play(2, Action.take("central")) # seat 2 takes it
    assert game.cards[2][rig.k("glass")] == 1 and game.current == 3
    assert [game.view(s)["central"]["top"] for s in range(4)] == [None, None, None, None]


def test_a_former_cat_holder_still_knows_what_they_saw():
    """What was seen stays known when the Cat changes hands (it is still true)."""
    game = rig.table(3)
    game.cat = 0
    rig.top(game, "central", "wood")
    rig.turn(game, 0)
    rig.top(game, "left", "blue_3")
    rig.take(game, "left")
    rig.top(game, "left", "blue_2_cat")
    rig.take(game, "left")               # seat 1 takes the Cat
    assert game.cat == 1 and game.current == 2
    assert game.view(0)["central"]["top"] == "wood" and game.view(1)["central"]["top"] is None


def test_explain_tells_the_cat_holder_the_card_they_saw():
    """« explain() does not tell them that nobody knows it »."""
    game = rig.table(3)
    game.cat = 0
    rig.top(game, "central", "blue_3")
    rig.turn(game, 0)
    assert game.explain(0, Action.take("central")) == [
        "You take a blue card (3 points) from the top of the central deck: the Cat showed it to you."]
    rig.take(game, "left")
    assert game.explain(1, Action.take("central")) == [
        "You take the hidden top card of the central deck: you do not know what it is."]
    assert not any("nobody" in step for s in range(3) for a in game.legal_actions(s)
                   for step in game.explain(s, a))


def test_halicarnassus_shows_the_five_cards_to_its_player_only():
    game = rig.table(3, wonders=["Halicarnassus", "Giza", "Rhodes"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    game.play(0, Action.look("left"))
    assert game.phase == KEEPING
    assert len(game.view(0)["revealed"]) == 5
    assert game.view(1)["revealed"] is None and game.view(2)["revealed"] is None
