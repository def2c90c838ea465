"""A take's words name the card it gives when the seat sees it, and nothing the seat cannot see.

« Prends le sommet du paquet visible directement à gauche, celui directement à droite ou la
première carte cachée centrale » (seed 002): the side decks' tops are face up; the central top is
hidden, but to the Cat's holder (« tu peux regarder secrètement le sommet de la pioche centrale au
début de ton tour »). The notation stays ``take left``.
"""

import random

from tests.puzzle_positions import CAT_SHOWS
from wonderlab.architects.actions import card_phrase
from wonderlab.architects.game import Game
from wonderlab.architects.rules import KINDS
from wonderlab.core.i18n import set_language
from wonderlab.table.seats.architects import options


def _games(count=40):
    for seed in range(count):
        game = Game(players=2 + seed % 6, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 60)):
            if game.is_over:
                break
            seat = game.waiting[0]
            game.play(seat, rng.choice(game.legal_actions(seat)))
        if not game.is_over:
            yield game


def test_a_take_names_the_card_the_seat_sees_and_keeps_its_notation():
    seen = set()
    for game in _games():
        seat = game.waiting[0]
        for action in game.legal_actions(seat):
            text = game.action_text(seat, action)
            if action.kind != "take":
                assert text == str(action)
                continue
            deck = game.decks[game.deck_index(seat, action.source)]
            hidden = action.source == "central" and not game.knows_central_top(seat)
            if hidden:
                assert text == str(action), text
                seen.add("hidden")
            else:
                assert card_phrase(KINDS[deck[-1]]) in text and text != str(action), text
                seen.add("central" if action.source == "central" else "side")
            assert action.notation.startswith("take ") and game.parse(seat, action.notation) == action
    assert {"hidden", "side"} <= seen


def test_the_words_are_the_same_whatever_the_hidden_cards():
    """Dealt again from what the seat sees, a game gives the seat the very same option texts."""
    for game in _games(20):
        seat = game.waiting[0]
        mine = [o.text for o in options(game, seat)]
        for number in range(3):
            other = game.redeal(seat, random.Random(number))
            assert [o.text for o in options(other, seat)] == mine


def test_the_cat_holder_reads_the_central_card_in_english_and_french():
    game = Game.from_position(CAT_SHOWS)
    seat = game.waiting[0]
    central = next(a for a in game.legal_actions(seat) if a.source == "central")
    assert game.action_text(seat, central) == "Take the Wood from the central deck (the Cat showed it)"
    left = next(a for a in game.legal_actions(seat) if a.source == "left")
    set_language("fr")
    try:
        french = game.action_text(seat, central)
        left_fr = game.action_text(seat, left)
    finally:
        set_language("en")
    assert french == "Prendre le Bois de la pioche centrale (le Chat l'a montré)"
    assert left_fr.startswith("Prendre ") and " de la pioche de gauche" in left_fr
    table = [o.text for o in options(game, seat)]
    assert "Take the Wood from the central deck (the Cat showed it)" in table
