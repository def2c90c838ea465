"""``Game.redeal(seat, rng)``: what a player cannot see, dealt again (issue 11, what-if).

Seed 002: the central deck is « pioche cachée »; of each wonder deck only the top is « visible »;
the Progress tokens are shuffled « face cachée » with three revealed; the Cat lets its holder
« regarder secrètement le sommet de la pioche centrale ». ``redeal`` deals again the hidden
central cards, every deck below its top, the Progress stack and the shuffles to come; the seat's
view must not change, and the deal must depend on nothing else.
"""

import random

from wonderlab.architects import Game
from wonderlab.core.rng import make_rng


def _positions(players, seeds):
    for seed in range(seeds):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            yield game
            game.play(game.current, rng.choice(game.legal_actions(game.current)))


def test_redeal_keeps_the_seats_view_and_deals_the_hidden_cards_again():
    compared = changed = 0
    for players in (2, 4, 7):
        for game in _positions(players, seeds=3):
            for seat in range(players):
                other = game.redeal(seat, random.Random(compared))
                assert other.view(seat) == game.view(seat)
                if seat == game.current:
                    assert other.legal_actions(seat) == game.legal_actions(seat)
                changed += (other.decks, other.stack) != (game.decks, game.stack)
                compared += 1
    assert changed > compared * 0.9, (changed, compared)


def test_redeal_depends_only_on_what_the_seat_sees():
    checked = 0
    for game in _positions(4, seeds=3):
        seat = game.current
        look_alike = game.redeal(seat, random.Random(checked + 1000))
        a, b = game.redeal(seat, random.Random(3)), look_alike.redeal(seat, random.Random(3))
        assert a.state_key() == b.state_key()
        checked += 1
    assert checked > 50


def test_the_shuffles_to_come_are_dealt_again():
    """The game's own generator (Halicarnassus's shuffle) is hidden too: it is drawn again."""
    game = Game(players=3, seed=5)
    states = {game.redeal(0, random.Random(n)).rng.getstate() for n in range(5)}
    assert len(states) == 5 and game.rng.getstate() not in states


def test_a_world_dealt_again_and_its_copies_share_one_generator_seeded_when_first_read():
    """``redeal`` leaves the world's generator unseeded until it is read (``Game.rng``), then
    seeds it from the 64 bits it drew after the deal, as it did at once before; the world's copies
    (``_copy_state``, how the greedy bot looks ahead) share that one generator, so a copy that
    shuffles and then the world draw one stream, whichever reads it first."""
    class Recorded(random.Random):
        def getrandbits(self, k):
            drawn = super().getrandbits(k)
            if k == 64:
                self.drawn = drawn
            return drawn

    game = Game(players=4, seed=3)
    rng = Recorded(8)
    world = game.redeal(1, rng)
    copy = world._copy_state()
    stream = make_rng(rng.drawn)
    assert copy.rng.random() == stream.random()
    assert world.rng is copy.rng and world.rng.random() == stream.random()
    assert world._copy_state().rng is world.rng and world.rng.getstate() == stream.getstate()
