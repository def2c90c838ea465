"""Issue 8: ``explain()`` never raises and explains every unit of a cost, coin by coin."""

import random
from collections import Counter

from wonderlab.core.i18n import set_language
from wonderlab.duel.actions import coins_text
from wonderlab.duel.cards import units_text
from wonderlab.duel.game import Game

from .duelkit import CARDS, after_draft, do, give, give_wonder, put

GAMES = 120


def check_steps(game, seat, action):
    """The steps of ``action``'s explanation add up to its cost, unit by unit and coin by coin,
    and each step's text says the numbers it stands for. Returns the steps."""
    steps = game.cost_steps(seat, action)
    assert steps and all(isinstance(s.text, str) and s.text for s in steps)
    for s in steps:
        if s.coins:
            assert coins_text(s.coins) in s.text, s
        if s.resource is not None and s.units > 1:
            assert units_text(s.units, s.resource) in s.text, s
    units = [0] * 5
    for s in steps:
        if s.resource is not None:
            units[s.resource] += s.units
    paid = sum(s.coins for s in steps)
    if action.kind == "discard":
        assert sum(s.gain for s in steps) == action.coins and paid == 0
    elif action.kind == "build" and action.chain:
        assert paid == 0 == action.coins
        assert sum(s.gain for s in steps) == (4 if "urbanism" in game.p[seat].has else 0)
    elif action.kind in ("build", "wonder"):
        item = action.wonder if action.kind == "wonder" else action.card
        assert tuple(units) == item.cost, (str(action), steps)
        assert paid == action.coins, (str(action), steps)
        assert sum(s.coins for s in steps if s.resource is not None) == action.trade
    else:
        assert paid == 0 and units == [0] * 5
    return steps


def test_thousands_of_explanations_add_up_to_their_cost():
    """Every legal action of every decision of 120 random games, explained in English (and every
    tenth decision in French too): the units add up to the cost and the coins to the payment."""
    seen = Counter()
    for seed in range(GAMES):
        game, rng = Game(seed=seed), random.Random(seed)
        n = 0
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for action in legal:
                steps = check_steps(game, seat, action)
                seen["explanations"] += 1
                seen[action.kind] += 1
                if action.kind in ("build", "wonder") and not action.chain and game.p[seat].choices \
                        and not any(s.coins for s in steps if s.resource is not None):
                    seen["choice producer owned, nothing bought"] += 1
            if n % 10 == 0:
                set_language("fr")
                for action in legal:
                    check_steps(game, seat, action)
                set_language("en")
            game.play(seat, rng.choice(legal))
            n += 1
    assert seen["explanations"] > 40_000
    assert min(seen[k] for k in ("build", "wonder", "discard", "pick", "token", "start")) > 100
    assert seen["choice producer owned, nothing bought"] > 1000     # the case that crashed


def test_own_cards_covering_the_cost_with_a_choice_producer_explain_themselves():
    """Today: "zip() argument 2 is shorter than argument 1" when the Forum is not needed."""
    game = after_draft(2)
    give(game, 0, "Forum", "Lumber Yard")
    put(game, "Stable")
    build = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Stable")
    assert game.explain(0, build) == ["1 wood from your Lumber Yard"]
    check_steps(game, 0, build)


def test_a_chain_step_names_the_card_that_chains():
    game = after_draft(2)
    give(game, 0, "Stable")
    game._start_age(2, 0)
    put(game, "Horse Breeders")
    chained = next(a for a in game.legal_actions(0)
                   if a.card is not None and a.card.name == "Horse Breeders" and a.chain)
    assert game.explain(0, chained) == ["free: you own Stable, which shows the horseshoe symbol"]


def test_french_explanations_agree_in_number():
    game = after_draft(2)
    give(game, 1, "Quarry")
    put(game, "Baths")                       # 1 stone
    game.p[0].coins = 9
    build = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Baths")
    set_language("fr")
    assert game.explain(0, build) == [
        "1 pierre de la banque : 3 pièces (2 + 1, car votre adversaire en produit 1 : Gisement)"]
    discard = next(a for a in game.legal_actions(0) if a.kind == "discard")
    assert game.explain(0, discard) == ["2 pièces de la banque"]


def test_a_wonder_that_produces_is_named_as_a_wonder():
    """Not "from your The Great Lighthouse" nor "de votre Le Grand Phare": "from your wonder the Great Lighthouse"."""
    game = after_draft(2)
    give_wonder(game, 0, "The Great Lighthouse")
    game.p[0].coins = 50
    do(game, "wonder", wonder="The Great Lighthouse")
    do(game, "discard", card=CARDS[game.slots[game.accessible()[0]]].name)
    put(game, "Baths")                       # 1 stone
    build = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Baths")
    assert game.explain(0, build) == ["1 stone from your wonder the Great Lighthouse (one of wood/clay/stone)"]
    set_language("fr")
    assert game.explain(0, build) == ["1 pierre du Grand Phare, votre Merveille (au choix : bois/argile/pierre)"]
