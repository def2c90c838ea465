"""``Game.redeal(seat, rng)``: the cards a player cannot see, dealt again (issue 11, what-if).

Seed 000: « chaque joueur choisit secrètement une carte de sa main et la pose face cachée »;
a discarded card goes « face cachée dans la pile commune »; a stage card slides « face cachée
sous votre plateau »; for Age III « remettez-en aléatoirement » some of the 10 guilds. So the
other hands, the discard pile, the cards under the other wonders, the Ages to come and which
guilds are in are hidden; what the seat sees (``seat.view``) must not change when they are
dealt again, and the deal must depend on nothing else.
"""

import random
from collections import Counter

from wonderlab.classic.game import Game
from wonderlab.widgets.seats import classic as classic_seat

SEEDS = 12


def _positions(players, seeds=SEEDS):
    """Every position of seeded random games, before anyone has chosen this turn."""
    for seed in range(seeds):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            if not game._chosen:
                yield seed, game
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)))


def _view(game, seat):
    view = classic_seat.view(game, seat)
    city = classic_seat.acting_city(game, seat)
    view["legal"] = [] if city is None else [str(a) for a in game.legal_actions(city)]
    return view


def test_redeal_keeps_what_the_seat_sees_and_deals_the_rest_again():
    compared = changed = guilds_changed = 0
    for players in (2, 3, 4, 7):
        for seed, game in _positions(players, seeds=4):
            for seat in range(players):
                other = game.redeal(seat, random.Random(compared))
                assert _view(other, seat) == _view(game, seat), (players, seed, seat)
                own = [c for c in range(len(game.cities)) if game.controller(c) == seat]
                assert [other.hand(c) for c in own] == [game.hand(c) for c in own]
                assert Counter(other.deck[p] for p in other._ages[1]) == Counter(game.deck[p] for p in game._ages[1])
                changed += other.state_key() != game.state_key()
                if game.age < 3:
                    guilds_changed += ({other.deck[p] for p in other._ages[3]}
                                       != {game.deck[p] for p in game._ages[3]})
                compared += 1
    assert changed > compared * 0.9, (changed, compared)
    assert guilds_changed > 100


def test_redeal_depends_only_on_what_the_seat_sees():
    """Two games that look the same to the seat, redealt with the same rng, are the same game."""
    checked = 0
    for seed, game in _positions(4, seeds=3):
        for seat in range(4):
            look_alike = game.redeal(seat, random.Random(seed + 1000))
            a, b = game.redeal(seat, random.Random(7)), look_alike.redeal(seat, random.Random(7))
            assert a.state_key() == b.state_key()
            checked += 1
    assert checked > 200


def test_a_choice_not_yet_shown_is_taken_back_and_chosen_again():
    """« on révèle et on joue simultanément »: what another city chose this turn is hidden."""
    game = Game(players=3, seed=4)
    game.play(1, game.legal_actions(1)[-1])
    other = game.redeal(0, random.Random(1))
    assert 1 in other.waiting and 1 not in game.waiting and len(other._actions) == 0
    assert game.redeal(1, random.Random(1)).waiting == (0, 2)     # its own choice stays


def test_the_seat_choosing_from_the_discard_pile_keeps_it():
    """Halikarnassos looks through the discard pile: then it is no longer hidden from them."""
    for _seed, game in _positions(7, seeds=30):
        if game.phase == "discard pile":
            city = game.waiting[0]
            assert game.redeal(city, random.Random(0)).discard == game.discard
            kept = [game.deck[p] for p in game.discard]
            assert [game.redeal(city, random.Random(0)).deck[p] for p in game.discard] == kept
            return
    raise AssertionError("no discard-pile build in 30 seeded games")


def test_redeal_names_a_seat_that_is_not_one():
    game = Game(players=3, seed=1)
    for seat, words in ((3, "no seat 3"), ("0", "")):
        try:
            game.redeal(seat, random.Random(0))
        except ValueError as error:
            assert words in str(error)
        else:
            raise AssertionError(seat)
