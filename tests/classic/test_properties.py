"""Properties over 1,000 seeded random games (3 to 7 players and the 2-player variant), and a
property test of the payment search against brute force."""

import random
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from wonderlab.classic import Action, Game, card_set
from wonderlab.classic.payment import trade_options
from wonderlab.classic.scoring import winners
from wonderlab.core.errors import IllegalAction
from wonderlab.core.records import GameRecord

GAMES = 1000
COUNTS = (2, 3, 4, 5, 6, 7)


def places(game):
    """Every physical card's place: future Age decks, hands, the pile, cities, wonders, the pile."""
    where = []
    for age in (1, 2, 3):
        if age > game.age:
            where += game._ages[age]
    for group in (game.hands, game.built, game.tucked):
        for ids in group:
            where += ids
    return where + game.pile + game.discard


def check(game):
    where = places(game)
    assert sorted(where) == list(range(len(game.deck))), "every card in exactly one place"
    assert all(city.coins >= 0 for city in game.cities)
    for city in game.cities:
        assert len(city.names) == len(city.cards), "no two cards of one name"


def an_illegal_action(game, city, rng):
    hand = set(game.hand(city))
    others = [card for card in card_set().cards if card not in hand]
    return Action.discard(rng.choice(others)) if rng.random() < 0.5 else \
        Action.build(rng.choice(others))


def test_random_games_keep_every_invariant_and_replay_exactly():
    rng = random.Random(2026)
    for number in range(GAMES):
        players = COUNTS[number % len(COUNTS)]
        game = Game(players=players, seed=number)
        check(game)
        while not game.is_over:
            for city in game.waiting:
                legal = game.legal_actions(city)
                assert legal, "someone who must choose always has a legal action"
                if number % 10 == 0:
                    before = game.state_key()
                    try:
                        game.play(city, an_illegal_action(game, city, rng))
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError("an illegal action was accepted")
                    assert game.state_key() == before, "an illegal action changes nothing"
                game.play(city, rng.choice(legal))
            check(game)
        for sheet in game.scores():
            assert sheet.total == sum(sheet.categories.values())
        # Game.winners reads the totals alone: the sheets' rule (total, then coins) says the same
        assert game.winners() == winners(game.scores()[:game.players])
        if number % 25 == 0:
            record = GameRecord.from_json(game.record().to_json())
            assert Game.replay(record).state_key() == game.state_key()


def test_card_actions_are_the_legal_actions_of_that_card():
    for seed in range(30):
        game = Game(players=3 + seed % 5, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            for city in game.waiting:
                legal = game.legal_actions(city)
                by_card = [a for card in dict.fromkeys(game.hand(city)) for a in game.card_actions(city, card)]
                if game.phase != "discard pile":
                    assert by_card == legal
                game.play(city, rng.choice(legal))


# -- the payment search ----------------------------------------------------------------------
def brute_force(cost, own, left, right, discount_left, discount_right):
    """Every way to assign each needed unit to a producer, reduced to non-dominated coins."""
    units = [("own", 1 << r) for r in range(7) for _ in range(own[0][r])] + [("own", m) for m in own[1]]
    for side, (fixed, choices) in (("left", left), ("right", right)):
        units += [(side, 1 << r) for r in range(7) for _ in range(fixed[r])] + [(side, m) for m in choices]
    needs = [r for r in range(7) for _ in range(cost[r])]
    found = set()
    for pick in product(range(len(units)), repeat=len(needs)):
        if len(set(pick)) < len(pick) or any(not units[u][1] >> r & 1 for u, r in zip(pick, needs, strict=True)):
            continue
        coins = {"own": 0, "left": 0, "right": 0}
        for u, r in zip(pick, needs, strict=True):
            side = units[u][0]
            if side != "own":
                discount = discount_left if side == "left" else discount_right
                coins[side] += 1 if discount >> r & 1 else 2
        found.add((coins["left"], coins["right"]))
    return {p for p in found if not any(q != p and q[0] <= p[0] and q[1] <= p[1] for q in found)}


RESOURCE = st.integers(0, 3)                 # wood, stone, clay, ore keep the search small
UNIT = st.sets(RESOURCE, min_size=1, max_size=2).map(lambda rs: sum(1 << r for r in rs))


def production(max_fixed=2):
    return st.tuples(st.lists(st.integers(0, max_fixed), min_size=4, max_size=4).map(lambda f: tuple(f) + (0, 0, 0)),
                     st.lists(UNIT, max_size=2).map(lambda us: tuple(sorted(us))))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(cost=st.lists(st.integers(0, 2), min_size=4, max_size=4).filter(lambda c: 0 < sum(c) <= 4),
       own=production(1), left=production(), right=production(),
       discount_left=st.integers(0, 15), discount_right=st.integers(0, 15))
def test_payment_options_are_exactly_the_non_dominated_ways_to_pay(cost, own, left, right,
                                                                   discount_left, discount_right):
    cost = tuple(cost) + (0, 0, 0)
    options = trade_options(cost, own, left, right, discount_left, discount_right)
    got = [(p.left, p.right) for p in options]
    assert set(got) == brute_force(cost, own, left, right, discount_left, discount_right)
    assert got == sorted(got, key=lambda lr: (lr[0] + lr[1], lr[0])), "cheapest first"
    for payment in options:
        bought = sum(count for _, _, count, _ in payment.buys)
        assert payment.left + payment.right == sum(count * price for _, _, count, price in payment.buys)
        assert bought <= sum(cost)


def test_points_with_a_card_are_the_points_of_the_city_that_built_it():
    """``scoring.total_points_with`` (the greedy bot counts a build without copying the city)
    is the total of a copy that built the card, for every card in every hand, at every turn
    of 40 seeded games of 3 to 7 players."""
    from wonderlab.classic.scoring import total_points, total_points_with

    for seed in range(40):
        game, rng = Game(players=3 + seed % 5, seed=seed), random.Random(seed)
        while not game.is_over:
            cities = game.cities
            for i in range(len(cities)):
                for card in game.hand(i):
                    after = cities[i].copy()
                    after.add_card(card)
                    assert total_points_with(cities, i, card) == total_points(
                        [*cities[:i], after, *cities[i + 1:]], i), (seed, i, card.name)
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)))


def test_the_points_a_card_or_a_stage_adds_are_the_difference_of_the_totals():
    """``scoring.points_added`` and ``stage_points_added`` (the greedy bot tells what a build or
    the next stage adds from what it changes) are the total of a copy that built it less the
    total now, for every card in every hand and every next stage, at every turn of 40 seeded
    games of 3 to 7 players, half of them on the B sides with Olympia in (its guild copy, whose
    total is the score sheet's); so are a hand's cards weighed with the city's total kept."""
    from wonderlab.classic.scoring import points_added, score_city, stage_points_added, total_points

    copying = 0
    for seed in range(40):
        players = 3 + seed % 5
        wonders = None if seed % 2 else ["Olympia", *random.Random(seed).sample(
            ["Rhodos", "Alexandria", "Ephesos", "Babylon", "Halikarnassos", "Gizah"], players - 1)]
        game = Game(players=players, seed=seed, wonders=wonders, sides="random" if seed % 2 else "B")
        rng = random.Random(seed)
        while not game.is_over:
            cities = game.cities
            for i in range(len(cities)):
                now = total_points(cities, i)
                if "copy_neighbor_guild" in cities[i].powers and game.age == 3:     # the guild it copies
                    assert now == score_city(cities, i).total, (seed, i)
                    copying += 1
                kept = []       # (the greedy bot's: the whole total kept for every card of a decision)
                for card in game.hand(i):
                    after = cities[i].copy()
                    after.add_card(card)
                    assert points_added(cities, i, card) == points_added(cities, i, card, kept) == total_points(
                        [*cities[:i], after, *cities[i + 1:]], i) - now, (seed, i, card.name)
                if cities[i].upcoming is not None:
                    after = cities[i].copy()
                    after.add_stage()
                    assert stage_points_added(cities, i) == total_points(
                        [*cities[:i], after, *cities[i + 1:]], i) - now, (seed, i, "stage")
            city = game.waiting[0]
            game.play(city, rng.choice(game.legal_actions(city)))
    assert copying > 50, "Olympia B's guild copy was weighed"
