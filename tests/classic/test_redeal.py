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
from wonderlab.table.seats import classic as classic_seat

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


# -- what the seat saw in the hands passed this Age (issue 17) ---------------------------------
# Seed 000: « chaque joueur reçoit une main de 7 cartes. Pendant 6 tours, les joueurs vont choisir
# et jouer une carte, puis passer les cartes restantes à leur voisin »; a building is laid « face
# visible », a discard and a stage card face down. So a player has held every hand it passed on,
# sees what is built from it, and no more: the cards it passed that it has not seen built lie in
# that hand still, or face down in the discard pile or under a wonder.

def _history(players, seeds):
    """Seeded random games, with at each turn the hands each city held (card ids, recorded by
    the test as the game goes) and the cards each city discarded this Age."""
    for seed in range(seeds):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        held, discarded, age = [], [set() for _ in game.cities], 1
        while not game.is_over:
            if game.age != age:
                held, discarded, age = [], [set() for _ in game.cities], game.age
            if game.phase == "play" and not game._chosen:
                held.append([list(game.hand_ids(c)) if not (game.variant and c == 2) else [] for c in range(len(game.cities))])
            yield seed, game, held, discarded
            city = game.waiting[0]
            action = rng.choice(game.legal_actions(city))
            if action.kind == "discard":     # the engine plays the first copy in the hand
                discarded[game.controller(city)].add(
                    next(p for p in game.hand_ids(city) if game.deck[p] is action.card))
            game.play(city, action)


def _saw(game, other, held, discarded, seat):
    """Whether ``other`` would have shown ``seat`` everything it saw this Age in ``game``."""
    for hands in held:
        if Counter(other.deck[p] for p in hands[seat]) != Counter(game.deck[p] for p in hands[seat]):
            return False
    return all(other.deck[p] == game.deck[p] for p in discarded[seat])


def test_a_redeal_never_changes_what_the_seat_saw_this_age():
    """Every hand the seat held this Age holds the same cards in the redealt game, and the cards
    it discarded itself lie where they lay: played again, it would have seen the same game."""
    checked = 0
    for players in (2, 3, 4, 5, 7):
        for _seed, game, held, discarded in _history(players, seeds=4):
            if game._chosen or checked % 3:
                checked += 1
                continue
            for seat in range(game.players):
                other = game.redeal(seat, random.Random(checked))
                assert _saw(game, other, held, discarded, seat), (players, game.age, game.turn, seat)
            checked += 1
    assert checked > 500


def test_the_hand_passed_last_turn_is_known_exactly():
    """At turn 2 or later the left neighbour (right in Age II) holds what the seat passed it."""
    checked = 0
    for _seed, game, _held, _discarded in _history(4, seeds=6):
        if game.phase != "play" or game._chosen or game.turn == 1:
            continue
        seat = checked % 4
        to = game.right(seat) if game.age == 2 else game.left(seat)
        names = sorted(c.name for c in game.hand(to))
        for k in range(3):
            assert sorted(c.name for c in game.redeal(seat, random.Random(k)).hand(to)) == names
        checked += 1
    assert checked > 50


def test_the_cards_passed_stay_among_their_places_and_the_rest_is_dealt_again():
    """The cards of a passed hand move only between that hand and the face-down places that
    took one of them; the hands the seat never held still change (the deal is not frozen)."""
    game, rng = Game(players=5, seed=11), random.Random(11)
    while game.turn < 4:
        for city in game.waiting:
            game.play(city, rng.choice(game.legal_actions(city)))
    hands, _ = game.remembered(0)
    assert sorted(hands) == [1, 2, 3]
    far = game.left(game.left(game.left(game.left(0))))     # the right neighbour: never seen by 0
    changed = 0
    for k in range(20):
        other = game.redeal(0, random.Random(k))
        for places in hands.values():
            assert Counter(other.deck[p] for p in places) == Counter(game.deck[p] for p in places)
        changed += Counter(other.hand(far)) != Counter(game.hand(far))
    assert changed >= 15


def test_same_view_and_same_memory_give_the_same_redeal():
    """Two games that look the same to the seat, hands it saw included, redeal the same."""
    checked = 0
    for _seed, game, _held, _discarded in _history(4, seeds=3):
        if game._chosen or game.phase != "play":
            continue
        seat = checked % 4
        look_alike = game.redeal(seat, random.Random(checked + 99))
        assert look_alike.remembered(seat)[0].keys() == game.remembered(seat)[0].keys()
        a, b = game.redeal(seat, random.Random(3)), look_alike.redeal(seat, random.Random(3))
        assert a.state_key() == b.state_key()
        checked += 1
    assert checked > 50


def test_babylon_and_halikarnassos_steps_keep_the_memory():
    """At the seventh-card and discard-pile steps (seed 000's wonders) a redeal still keeps every
    hand the seat held this Age and its own discards, whoever is choosing."""
    steps = Counter()
    for players in (3, 7):
        for _seed, game, held, discarded in _history(players, seeds=40):
            if game.phase in ("seventh card", "discard pile"):
                steps[game.phase] += 1
                for seat in range(game.players):
                    other = game.redeal(seat, random.Random(steps.total()))
                    assert _saw(game, other, held, discarded, seat)
    assert steps["seventh card"] > 3 and steps["discard pile"] > 3, steps
