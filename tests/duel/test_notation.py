"""Moves as text in 7 Wonders Duel (issue 12): every legal action of random games prints a
notation that reads back as itself, in English or French; a wrong text says why."""

import random

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.core.i18n import set_language
from wonderlab.duel.game import Game, random_game
from wonderlab.duel.notation import notation, parse

from .pantheonkit import every_choice


def test_every_legal_action_reads_back_as_itself_in_both_languages():
    count = 0
    for seed in range(60):
        rng = random.Random(seed)
        game = Game(seed=seed)
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
            game.play(seat, rng.choice(legal))
    assert count > 20000


def test_take_is_build_and_a_named_wonder_makes_it_a_wonder():
    game = random_game(4, until=8)
    seat = game.current
    card = next(a.card for a in game.legal_actions(seat) if a.kind == "build")
    assert parse(game, seat, f"take {card.name}").kind == "build"
    with pytest.raises(IllegalAction, match="fits several moves"):
        parse(game, seat, card.name)          # build, discard, and maybe a wonder


def test_a_card_that_is_not_face_up_in_the_structure_is_refused_with_the_reason():
    game = random_game(4, until=8)
    with pytest.raises(IllegalAction, match="Palace is not a face-up card of the structure"):
        game.parse(game.current, "build Palace")
    with pytest.raises(IllegalAction, match=r"decision now \(seat \d\), not seat \d's"):
        game.parse(1 - game.current, "build Palace")


def test_the_draft_reads_wonder_names_in_french():
    game = Game(seed=3)
    offered = game.legal_actions(0)
    assert parse(game, 0, f"prendre {offered[1].wonder.name_fr.lower()}") == offered[1]


def test_an_expansion_move_reads_with_or_without_the_english_article():
    """The Gate took its article ("activate the Gate …", as its option says it): a move typed as
    it was written before ("activate Gate …", in a forum post or a typed position) still reads as
    the same move, and every Pantheon move reads without its articles too."""
    read = 0
    for game, seat, action in every_choice(40):
        text = notation(action)
        if " the " in text:
            assert parse(game, seat, text.replace(" the ", " ")) == action, text
            read += "Gate" in text
    assert read >= 5
