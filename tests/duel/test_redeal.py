"""``Game.redeal(seat, rng)`` for Duel, as for the other two games (issue 11, what-if).

Seed 004: tokens put away « sans les regarder », cards laid « face cachée », cards of each Age
returned « au hasard et sans les regarder ». ``tests/duel/test_hidden.py`` checks the views stay
the same; here: the deal depends on what the seat sees and on the rng only, as what-if needs.
"""

import random

from wonderlab.duel.game import Game


def test_redeal_depends_only_on_what_the_seat_sees():
    checked = 0
    for seed in range(4):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            look_alike = game.redeal(seat, random.Random(checked + 1000))
            a, b = game.redeal(seat, random.Random(3)), look_alike.redeal(seat, random.Random(3))
            assert a.state_key() == b.state_key() and a.view(seat) == game.view(seat)
            assert (a.layouts, a.removed, a.draft) == (b.layouts, b.removed, b.draft)
            checked += 1
            game.play(seat, rng.choice(game.legal_actions(seat)))
    assert checked > 150
