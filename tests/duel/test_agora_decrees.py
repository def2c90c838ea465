"""Agora's Decrees, one test each (the same test for the Decrees that differ by a color). Source:
BGA Material.php (the 16 Decrees' texts), Building.php, PaymentPlan.php, Player.php (how they
apply); the rulebook: a Decree serves the player controlling its Chamber."""

import pytest

from tests.duel.duelkit import give, give_wonder, put
from tests.duel.test_agora import after_draft, put_senator, recruit
from wonderlab.core.bots import make_bot
from wonderlab.core.rng import make_rng
from wonderlab.duel.agora import PLACE, POLITICAL, RecruitAction, SenateAction
from wonderlab.duel.decrees import PRICING, decree_text, holders
from wonderlab.duel.game import Game


def hold(game, seat, decree, chamber=2):
    """Make ``seat`` control ``chamber`` with ``decree`` lying in it (face up)."""
    senate = game.senate
    for stack in senate.decrees:
        if decree in stack:
            stack.remove(decree)
    if decree in game.decree_box:
        game.decree_box.remove(decree)
    game.decree_box += senate.decrees[chamber]
    for d in senate.decrees[chamber]:
        del senate.face_up[d]
    senate.decrees[chamber] = [decree]
    senate.face_up[decree] = True
    senate.cubes[seat][chamber] = senate.cubes[1 - seat][chamber] + 1
    game._senate_changed()
    game._legal = None
    game._card_cache = {}


def build(game, name):
    seat = game.current
    action = next(a for a in game.legal_actions(seat) if a.kind == "build" and a.card.name == name)
    game.play(seat, action)
    return action


@pytest.mark.parametrize("decree, card", [(1, "Altar"), (2, "Workshop"), (3, "Stone Reserve"), (4, "Garrison")])
def test_a_color_decree_pays_its_holder_the_age_when_anyone_builds_that_color(decree, card):
    """Decrees 1–4: 'Each time you or your opponent constructs a (blue, green, yellow, red) card,
    take as many coins as the current Age'."""
    game = after_draft(3)
    hold(game, 1, decree)
    game.p[0].coins = 10
    put(game, card)
    before = game.p[1].coins
    build(game, card)
    assert game.p[1].coins == before + 1


@pytest.mark.parametrize("decree, card, base, decreed", [
    (5, "Stone Reserve", 3, 0),          # yellow: its 3 coins ignored
    (6, "Garrison", 2, 0),               # red: its clay ignored
    (7, "Workshop", 2, 0),               # green: its papyrus ignored
])
def test_a_decree_ignores_one_cost_symbol_of_its_color(decree, card, base, decreed):
    """Decrees 5–7: 'Ignore 1 cost symbol (a resource or Coins) when constructing a (yellow, red,
    green) card'."""
    game = after_draft(3)
    put(game, card)
    assert next(a for a in game.card_actions(0, game.card_at(game.accessible()[0])) if a.kind == "build").coins == base
    hold(game, 0, decree)
    assert build(game, card).coins == decreed


def test_the_wonder_decree_waives_a_resource():
    """Decree 8: 'Pay 1 resource less (of your choice) when constructing Wonders'."""
    game = after_draft(3)
    give_wonder(game, 0, "The Pyramids")       # 3 stone, 1 papyrus
    game.p[0].coins = 20
    card = game.card_at(game.accessible()[0])
    price = next(a.coins for a in game.card_actions(0, card) if a.kind == "wonder" and a.wonder.name == "The Pyramids")
    hold(game, 0, 8)
    cheaper = next(a.coins for a in game.card_actions(0, card) if a.kind == "wonder" and a.wonder.name == "The Pyramids")
    assert cheaper == price - 2


def test_the_shield_decree_moves_the_pawn_with_its_holder():
    """Decree 9: 1 shield to its holder; losing it moves the pawn back a space, the opponent
    taking it moves the pawn 2 spaces."""
    game = after_draft(3)
    hold(game, 0, 9)
    assert game.pawn == 1
    game.senate.cubes[1][2] = 3
    game._senate_changed()
    assert game.pawn == -1
    game.senate.cubes[0][2] = 3
    game._senate_changed()
    assert game.pawn == 0


@pytest.mark.parametrize("decree, card", [(10, "Garrison"), (11, "Workshop")])
def test_a_bank_decree_sells_a_unit_for_a_coin_less_never_under_one(decree, card):
    """Decrees 10 and 11: 'Pay 1 coin less for each raw material (brown) / manufactured good (grey)
    resource bought from the bank'; 'the minimum cost you pay is always 1 coin'."""
    game = after_draft(3)
    put(game, card)
    hold(game, 0, decree)
    assert build(game, card).coins == 1
    game = after_draft(3)
    give(game, 0, "Clay Reserve", "Lumber Yard") if decree == 10 else give(game, 0, "Customs House")
    put(game, card)
    hold(game, 0, decree)
    game.p[0].coins = 10
    assert build(game, card).coins == 1       # the yellow card's 1 coin stays 1


def test_the_senate_decree_counts_two_more_blue_cards():
    """Decree 12: 'add 2 to the number of Blue cards' for the Senate actions."""
    game = after_draft(7)
    hold(game, 0, 12, chamber=5)
    recruit(game, put_senator(game, "politician", 1))
    game.play(0, SenateAction(PLACE, 2))
    assert game.phase == "senate" and game.current == 0       # a second action (0 + 2 blue cards)


def test_the_discard_decree_gives_two_more_coins():
    """Decree 13: 'When discarding a card to take Coins from the bank, gain 2 extra Coins'."""
    game = after_draft(3)
    hold(game, 0, 13)
    discards = [a for a in game.legal_actions(0) if a.kind == "discard"]
    assert discards and all(a.coins == 4 for a in discards)
    coins = game.p[0].coins
    game.play(0, discards[0])
    assert game.p[0].coins == coins + 4


def test_the_wonder_coins_decree_pays_its_holder_the_age_when_anyone_builds_a_wonder():
    """Decree 14: 'Each time you or your opponent constructs a Wonder take as many Coins as the
    current Age'."""
    game = after_draft(3)
    hold(game, 1, 14)
    game.p[0].coins = 30
    before = game.p[1].coins
    action = next(a for a in game.legal_actions(0) if a.kind == "wonder")
    game.play(0, action)
    assert game.p[1].coins == before + 1


def test_the_chain_decree_chains_from_the_opponents_cards():
    """Decree 15: 'benefit from chains on cards constructed by your opponent as if you
    constructed them yourself'."""
    game = after_draft(3)
    give(game, 1, "Stable")
    put(game, "Horse Breeders")
    hold(game, 0, 15)
    assert build(game, "Horse Breeders").chain == "horseshoe"


def test_the_conspirator_decree_plays_again():
    """Decree 16: 'When recruiting a Conspirator, immediately play another turn'."""
    game = after_draft(8)
    hold(game, 0, 16, chamber=5)
    recruit(game, put_senator(game, "conspirator"))
    game.play(0, SenateAction(PLACE, 0))
    assert game.phase == "play" and game.current == 0


def test_without_its_chamber_a_decree_does_nothing():
    game = after_draft(3)
    hold(game, 0, 13)
    game.senate.cubes[1][2] = game.senate.cubes[0][2]       # a tie: nobody holds it
    game._senate_changed()
    game._legal = None
    assert all(a.coins == 2 for a in game.legal_actions(0) if a.kind == "discard")
    assert not any(isinstance(a, RecruitAction) and a.coins for a in game.legal_actions(0))


def test_every_decree_says_what_it_does_in_english_and_french():
    from tests.duel.test_agora import speaking

    texts = [decree_text(d) for d in range(1, 17)]
    with speaking("fr"):
        french = [decree_text(d) for d in range(1, 17)]
    assert len(set(texts)) == 16 and len(set(french)) == 16 and texts != french


def test_a_decree_priced_take_explains_its_cost_with_the_decree():
    game = after_draft(3)
    hold(game, 0, 13)
    discard = next(a for a in game.legal_actions(0) if a.kind == "discard")
    assert game.explain(0, discard) == [
        'discarding gains 4 coins, with Decree 13, "take 2 more coins when you discard a card"']


def test_a_take_s_cost_names_only_the_decrees_that_changed_its_price():
    """Issue 42, "every action explains its cost": a Decree that does not change this card's
    price is not named (the Decree of discards says nothing of a build, the red Decree nothing of
    a blue card); a card no Decree changes is explained as in the base game."""
    from tests.duel.test_agora import speaking

    game = after_draft(3)
    hold(game, 0, 13)
    hold(game, 0, 6, chamber=4)
    put(game, "Garrison")
    game._legal = None
    garrison = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Garrison")
    assert game.explain(0, garrison) == [
        '0 coins, priced by Decree 6, "ignore 1 cost symbol (a resource or the coins) of each red card you build"']
    with speaking("fr"):
        assert game.explain(0, garrison) == [
            "0 pièce, prix fixé par le Décret 6, « ignorez 1 symbole du coût (une ressource ou les pièces) de "
            "chaque carte rouge que vous construisez »"]
    blue = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.color != "red")
    assert not any("Decree" in line for line in game.explain(0, blue)), game.explain(0, blue)


def test_over_seeded_games_each_cost_sentence_names_exactly_the_decrees_that_changed_that_price():
    """Issue 42: in seeded random games with Agora, every take (build, discard, wonder) of a
    player holding Decrees that price takes is explained naming exactly the Decrees without which
    its price would be other (a discard: the Decree of discards), in English and French, the coins
    said being what the take pays or gains; Decrees held that price other cards are left out."""
    import random
    import re

    from tests.duel.test_agora import speaking
    from wonderlab.duel.actions import Action, coins_text
    from wonderlab.duel.decrees import (
        DISCARD_BONUS,
        OPPONENT_CHAINS,
        PRICING,
        decree_price,
        holders,
    )
    from wonderlab.duel.game import Game

    def changed(game, seat, action, held):
        if action.kind == "discard":
            return {DISCARD_BONUS} & held
        if action.chain is not None:        # chained: by Decree 15 when only the opponent shows the symbol
            return set() if action.chain in game.p[seat].chains else {OPPONENT_CHAINS} & held
        is_card = action.kind == "build"
        item = action.card if is_card else action.wonder

        def price(decrees):
            return decree_price(game.prices(seat), game.p[seat], item, is_card, dict.fromkeys(decrees, seat), seat)[0]
        return {d for d in held if price(held - {d}) != price(held)}

    checked = left_out = 0
    for seed in range(40):
        game, rng = Game(seed=seed, agora=True), random.Random(seed)
        while not game.is_over:
            seat, legal = game.current, game.legal_actions(game.current)
            held = {d for d, s in holders(game.senate).items() if s == seat and d in PRICING}
            for action in legal if held and game.phase == "play" else ():
                if action.__class__ is not Action or action.kind not in ("build", "discard", "wonder"):
                    continue
                expected = changed(game, seat, action, held)
                english = " ".join(game.explain(seat, action))
                with speaking("fr"):
                    french = " ".join(game.explain(seat, action))
                assert {int(n) for n in re.findall(r"Decree (\d+)", english)} == expected, (str(action), english)
                assert {int(n) for n in re.findall(r"Décret (\d+)", french)} == expected, (str(action), french)
                if expected and action.chain is None:
                    assert english.startswith(coins_text(action.coins)) or f"gains {coins_text(action.coins)}," in english
                if expected and action.chain is not None:
                    assert english.startswith("free, chained by the ") and "of your opponent's" in english, english
                checked += 1
                left_out += bool(held - expected)
            game.play(seat, rng.choice(legal))
    assert checked > 1000 and left_out > 100, (checked, left_out)


def test_the_decrees_held_are_those_of_the_chambers_each_player_controls_after_every_decision():
    """A Senate action works out again only the Decrees of the Chambers whose control it changed
    (``AgoraGame._senate_changed``, issue 42's speed): over 60 seeded games played decision by
    decision, after each one the Decrees held are exactly those of every Chamber's controller
    (``decrees.holders``, the rulebook: a Decree serves the player controlling its Chamber), the
    seats priced by Decrees and the ways of a take they price follow them, and political supremacy ends a game exactly when a player
    controls all six Chambers (random bots seldom reach it: test_agora.py's bots that place where
    they lead do)."""
    bot, changes = make_bot("duel", "random"), 0
    for seed in range(60):
        game, rng = Game(seed=seed, agora=True), make_rng(500 + seed)
        while not game.is_over:
            seat, held = game.current, game._held
            game.play(seat, bot.choose(game, seat, rng))
            changes += game._held is not held
            assert game._held == holders(game.senate)
            assert game._priced == {s for d, s in game._held.items() if d in PRICING}
            ways = game._own_ways       # (what the random takes leave to ``_way``: as worked out afresh)
            game._hold(holders(game.senate))
            assert game._own_ways == ways
            controllers = game.senate.controllers()
            supreme = controllers[0] is not None and controllers.count(controllers[0]) == 6
            assert supreme == (game.result == POLITICAL)
    assert changes > 100        # (the Decrees changed hands, again and again)
