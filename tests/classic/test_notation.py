"""Moves as text in 7 Wonders (issue 12): every legal action prints a notation that reads back
as itself, in English or French, any case; a text that names no legal action says why."""

import random

import pytest

from wonderlab.classic.game import Game
from wonderlab.classic.notation import notation, parse, read
from wonderlab.core.errors import IllegalAction
from wonderlab.core.i18n import set_language


def _random_positions(seeds):
    for seed in seeds:
        rng = random.Random(seed)
        game = Game(players=rng.randint(2, 7), seed=seed)
        while not game.is_over:
            for city in game.waiting:
                legal = game.legal_actions(city)
                yield game, city, legal
                game.play(city, rng.choice(legal))


def test_every_legal_action_reads_back_as_itself():
    count = 0
    for game, city, legal in _random_positions(range(40)):
        for action in legal:
            assert parse(game, city, notation(action)) == action
            assert action.notation == notation(action)
            count += 1
    assert count > 20000


def test_the_french_notation_in_capitals_reads_back_in_english_mode():
    for game, city, legal in _random_positions(range(100, 115)):
        for action in legal:
            set_language("fr")
            try:
                text = notation(action).upper()
            finally:
                set_language("en")
            assert game.parse(city, text) == action, text


@pytest.fixture
def game():
    # city 0 holds Ore Vein, Workshop, Barracks, Stockade, Scriptorium, Loom (Olympia B)
    return Game(players=4, seed=5)


def test_a_card_not_in_hand_is_refused_with_the_reason(game):
    with pytest.raises(IllegalAction, match="Baths is not in your hand"):
        game.parse(0, "build Baths")


def test_a_card_that_cannot_be_paid_says_what_is_missing(game):
    with pytest.raises(IllegalAction, match="Workshop needs 1 glass: you produce 0 and neither neighbour sells glass"):
        game.parse(0, "build Workshop")


def test_the_cheapest_payment_may_be_left_out_and_is_said(game):
    action, note = read(game, 0, "BUILD barracks")
    assert notation(action) == "build Barracks: 1 ore from right"
    assert action.payment.right == 2
    assert note == ""                      # only one way: nothing to say


def test_a_payment_that_fits_no_legal_one_gives_an_example(game):
    with pytest.raises(IllegalAction, match=r"say whom you buy them from, e.g. `build Barracks: 1 ore from right`"):
        game.parse(0, "build Barracks: 1 ore from left")


def test_a_text_that_fits_several_actions_lists_them(game):
    with pytest.raises(IllegalAction, match="fits several moves.*`build Stockade`; `discard Stockade`"):
        game.parse(0, "Stockade")


def test_french_names_and_accents_are_optional(game):
    assert str(game.parse(0, "défausser métier à tisser")) == "Discard Loom for 3 coins"
    assert str(game.parse(0, "DEFAUSSER METIER A TISSER")) == "Discard Loom for 3 coins"


def test_the_cheapest_of_several_splits_is_picked_and_named():
    for game, city, legal in _random_positions(range(3)):
        builds = {}
        for action in legal:
            if action.kind == "build" and action.payment.how == "pay":
                builds.setdefault(action.card.name, []).append(action)
        for name, ways in builds.items():
            if len(ways) > 1:
                action, note = read(game, city, f"build {name}")
                assert action == min(ways, key=lambda a: a.payment.total)
                assert notation(action) in note
                return
    raise AssertionError("no position with two ways to pay")


def test_nothing_to_choose_and_gibberish_are_refused():
    game = Game(players=3, seed=1)
    game.play(0, game.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match="already chosen"):
        game.parse(0, "discard Altar")
    with pytest.raises(IllegalAction, match="names no card in your hand"):
        game.parse(1, "build the moon")
    for text in ("", None, 42):
        with pytest.raises(IllegalAction):
            game.parse(1, text)


def test_a_wonder_stage_may_be_said_in_several_ways():
    for game, city, legal in _random_positions(range(5)):
        stage = next((a for a in legal if a.kind == "stage" and not a.payment.buys), None)
        if stage is None:
            continue
        card = stage.card
        for text in (f"wonder with {card.name}", f"build wonder stage {stage.stage} with {card.name}",
                     f"construire l'étape {stage.stage} de la merveille avec {card.name_fr}"):
            assert game.parse(city, text) == stage, text
        return
    raise AssertionError("no position with a wonder stage to build")
