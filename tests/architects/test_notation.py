"""Moves as text in 7 Wonders Architects (issue 12): every legal action of random games prints a
notation that reads back as itself, in English or French; a wrong text says why."""

import random

import pytest

from wonderlab.architects.game import Game
from wonderlab.architects.notation import notation, parse, read
from wonderlab.core.errors import IllegalAction
from wonderlab.core.i18n import set_language


def test_every_legal_action_reads_back_as_itself_in_both_languages():
    count, kinds = 0, set()
    for seed in range(80):
        rng = random.Random(seed)
        game = Game(players=rng.randint(2, 7), seed=seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for action in legal:
                assert game.parse(seat, action.notation) == action
                set_language("fr")
                try:
                    text = notation(action).upper()
                finally:
                    set_language("en")
                assert parse(game, seat, text) == action, text
                count += 1
                kinds.add(action.kind)
            game.play(seat, rng.choice(legal))
    assert count > 15000
    assert kinds == {"take", "look", "keep", "build", "progress"}


def _first_build(seed=2):
    game, rng = Game(players=3, seed=seed), random.Random(1)
    while not any(a.kind == "build" for a in game.legal_actions(game.current)):
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    return game


def test_pay_names_the_cards_and_build_alone_takes_the_fewest_gold():
    game = _first_build()
    seat = game.current
    build = next(a for a in game.legal_actions(seat) if a.kind == "build")
    cards = ", ".join(game.rules.kinds[k].name for k in build.cards)
    assert parse(game, seat, f"pay {cards.lower()}") == build
    action, _ = read(game, seat, "build")
    assert action.kind == "build"
    golds = [a.cards.count(5) for a in game.legal_actions(seat) if a.kind == "build" and a.stage == action.stage]
    assert action.cards.count(5) == min(golds)


def test_wrong_texts_are_refused_with_the_engines_reason():
    game = _first_build()
    seat = game.current
    with pytest.raises(IllegalAction, match="not a way to pay"):
        parse(game, seat, "pay wood, stone, glass, papyrus, gold")
    with pytest.raises(IllegalAction, match="is already built|rests on"):
        parse(game, seat, "build stage 5")
    with pytest.raises(IllegalAction, match="turn"):
        parse(game, (seat + 1) % 3, "take left")
    with pytest.raises(IllegalAction, match="names no move"):
        parse(game, seat, "fly to the moon")
