"""``explain()`` tells every unit of a cost and every coin of a payment, in true sentences.

Seats of ``rig.table()``: city 0 is Gizah (stone), city 1 Rhodos (ore) on its left, city 2
Ephesos (papyrus) on its right."""

import random
import re
from collections import Counter

import pytest

from wonderlab import set_language
from wonderlab.classic import Action, Game, Payment, card_set
from wonderlab.classic.cards import RESOURCES
from wonderlab.core.errors import IllegalAction

from . import rig

FILLER = ("Altar", "Theater", "Baths", "Tavern", "Press", "Loom")


def test_a_producer_of_two_resources_covers_what_the_others_cannot():
    """Statue (2 ore, 1 wood) from Ore Vein, Forest Cave (wood/ore) and Timber Yard (wood/stone):
    Forest Cave must give ore, so that Timber Yard can give the wood. Split greedily, the
    explanation once left the second ore out."""
    game = rig.table()
    rig.build(game, 0, "Ore Vein", "Forest Cave", "Timber Yard")
    rig.hand(game, 0, "Statue", *FILLER)
    action = rig.action(game, 0, "Build Statue for nothing")
    assert sorted(game.explain(0, action)) == ["ore from your own Forest Cave", "ore from your own Ore Vein",
                                               "wood from your own Timber Yard"]


def test_coins_are_counted_in_grammatical_english_and_french():
    """East Trading Post: raw resources from the right neighbour at 1 coin (seed 000, "Le
    commerce avec les voisins"); Timber Yard costs 1 coin."""
    game = rig.table()
    rig.build(game, 0, "East Trading Post")
    rig.build(game, 2, "Clay Pool")
    rig.hand(game, 0, "Guard Tower", "Timber Yard", "Altar", "Theater", "Tavern", "Press", "Loom")
    tower = rig.action(game, 0, "Build Guard Tower")
    yard = rig.action(game, 0, "Build Timber Yard")
    assert game.explain(0, tower) == ["1 clay from your right neighbour: 1 coin"]
    assert game.explain(0, yard) == ["1 coin to the bank (printed on the card)"]
    assert str(tower) == "Build Guard Tower, paying 1 coin to your right neighbour"
    set_language("fr")
    try:
        assert game.explain(0, tower) == ["1 argile du voisin de droite : 1 pièce"]
        assert game.explain(0, yard) == ["1 pièce à la banque (coût imprimé)"]
        assert str(yard) == "Construire l'Exploitation forestière, en payant 1 pièce à la banque"
    finally:
        set_language("en")


def test_a_wonder_stage_and_a_chain_are_named_in_the_current_language():
    game = rig.table(wonders=["Alexandria", "Rhodos", "Ephesos"])
    rig.stages(game, 0, 2)                                  # Alexandria A stage 2: wood/stone/ore/clay
    rig.build(game, 0, "Altar")
    rig.hand(game, 0, "Temple", "Baths", "Theater", "Tavern", "Press", "Loom", "Pawnshop")
    baths = rig.action(game, 0, "Build Baths")
    temple = rig.action(game, 0, "Build Temple")
    assert game.explain(0, baths) == ["stone from your own Alexandria A stage 2"]
    set_language("fr")
    try:
        assert game.explain(0, baths) == ["pierre de votre merveille Alexandrie A, étape 2"]
        assert game.explain(0, temple) == ["gratuit : vous avez construit l'Autel"]
        assert str(temple) == "Construire le Temple gratuitement, par chaînage depuis l'Autel"
    finally:
        set_language("en")


def test_explaining_an_action_that_is_not_legal_says_why_as_play_does():
    game = Game(players=3, seed=2)
    with pytest.raises(IllegalAction, match="a seat is a whole number"):
        game.explain("0", game.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match="an action's card is a card of the game"):
        game.explain(0, Action("build", "altar"))
    with pytest.raises(IllegalAction, match="not in your hand"):
        game.explain(0, Action.build(card_set().by_name("Palace"), Payment()))


# -- every unit and every coin, over thousands of explanations --------------------------------

OWN = re.compile(r"(\w+) from your own (.+)")
BOUGHT = re.compile(r"(\d+) (\w+) from your (left|right) neighbour: (\d+) (coins?)")
BANK = re.compile(r"(\d+) (coins?) to the bank \(printed on the card\)")


def producers(city):
    """Every production unit of a city by the label an explanation gives its source."""
    found = {"wonder board": [1 << city.wonder.resource]}
    for card in city.cards:
        found.setdefault(card.label, []).extend(card.effect.produces)
    for stage in city.built_stages():
        found.setdefault(f"{city.wonder.label} stage {stage.index}", []).extend(stage.effect.produces)
    return found


def check(game, city, action):
    """The steps add up to the action's cost unit by unit and to its payment coin by coin."""
    steps = game.explain(city, action)
    payment = action.payment
    if action.kind == "discard":
        assert steps == ["3 coins from the bank"]
        return
    if payment.how == "chain":
        assert steps == [f"free: you built {payment.chain_from}"]
        return
    if payment.how in ("free", "discard"):
        assert len(steps) == 1 and steps[0].startswith("free: the ") and payment.total == 0
        return
    c = game.cities[city]
    cost = action.card.cost if action.kind == "build" else c.next_stage.cost
    coins = action.card.coins if action.kind == "build" else 0
    units, paid, sources = Counter(), Counter(), producers(c)
    for step in steps:
        if own := OWN.fullmatch(step):
            r, source = RESOURCES.index(own[1]), own[2]
            unit = next(u for u in sources[source] if u >> r & 1)   # a unit of that source yields r
            sources[source].remove(unit)                             # and serves only once
            units[r] += 1
        elif bought := BOUGHT.fullmatch(step):
            count, amount = int(bought[1]), int(bought[4])
            assert bought[5] == ("coin" if amount == 1 else "coins"), step
            units[RESOURCES.index(bought[2])] += count
            paid[bought[3]] += amount
        elif bank := BANK.fullmatch(step):
            assert bank[2] == ("coin" if bank[1] == "1" else "coins"), step
            paid["bank"] += int(bank[1])
        else:
            assert step == "no cost" and steps == [step] and not any(cost) and not coins, step
    assert [units[r] for r in range(7)] == list(cost), (steps, cost)
    assert (paid["left"], paid["right"], paid["bank"]) == (payment.left, payment.right, payment.bank)
    assert paid["bank"] == coins


def test_every_explanation_of_random_games_adds_up_to_the_cost_and_the_payment():
    explained, players = 0, [2, 3, 4, 5, 6, 7] * 3
    for seed, count in enumerate(players):
        game, rng = Game(players=count, seed=seed), random.Random(seed)
        while not game.is_over:
            for city in game.waiting:
                actions = game.legal_actions(city)
                for action in actions:
                    check(game, city, action)
                explained += len(actions)
                game.play(city, rng.choice(actions))
    assert explained > 5000, explained
