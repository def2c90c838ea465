"""Properties over 1,000 seeded random games: what must hold at every step of any game."""

import random
from collections import Counter

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.core.records import GameRecord
from wonderlab.duel.actions import Action
from wonderlab.duel.bots import FlatSearchBot, GreedyBot, RandomBot, SearchBot
from wonderlab.duel.game import Game

from .duelkit import CARDS, places_of_cards

GAMES = 1000


def illegal_variants(game, seat, legal):
    """Actions that are not legal now: the other seat's turn, a wrong price, a covered card."""
    wrong = [(1 - seat, legal[0])]
    for a in legal[:3]:
        if a.kind in ("build", "wonder", "discard"):
            wrong.append((seat, Action(a.kind, a.card, a.wonder, coins=a.coins + 1, trade=a.trade)))
    covered = [c for q, c in enumerate(game.slots) if c is not None and game.cover[q]]
    if covered and game.phase == "play":
        wrong.append((seat, Action("discard", CARDS[covered[0]], coins=2)))
    return wrong


@pytest.fixture(scope="module")
def finished():
    """1,000 random games, checked at every step as they are played."""
    games = []
    for seed in range(GAMES):
        game, rng = Game(seed=seed), random.Random(seed)
        step = 0
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            assert legal, "a waiting player always has a legal action"
            if step % 5 == 0:           # an illegal action raises and changes nothing
                before = game.state_key()
                for who, action in illegal_variants(game, seat, legal):
                    with pytest.raises(IllegalAction):
                        game.play(who, action)
                    assert game.state_key() == before
            before = game.state_key()
            other = game.copy()         # any other legal action applies too, on a copy
            other.play(seat, rng.choice(legal))
            assert game.state_key() == before
            game.play(seat, rng.choice(legal))
            assert game.p[0].coins >= 0 and game.p[1].coins >= 0
            step += 1
        games.append(game)
    return games


def test_cards_are_conserved(finished):
    """The 73 cards are always somewhere, each in one place."""
    for game in finished:
        assert Counter(places_of_cards(game)) == Counter(range(73))
        assert sum(len(p.built) for p in game.p) <= 7


def test_cards_are_conserved_at_every_step():
    for seed in range(60):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
            assert Counter(places_of_cards(game)) == Counter(range(73))


def test_every_legal_action_applies():
    """Every action ``legal_actions`` lists can be played (exhaustively, on 25 games)."""
    for seed in range(25):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions(game.current)
            for action in legal:
                game.copy().play(game.current, action)
            game.play(game.current, rng.choice(legal))


def test_games_end_and_results_are_known(finished):
    results = Counter(game.result for game in finished)
    assert set(results) <= {"points", "military supremacy", "scientific supremacy"}
    assert results["points"] > 0 and results["military supremacy"] > 0
    for game in finished:
        assert game.waiting == ()
        if game.result == "points":
            assert game.age == 3 and game.remaining == 0


def test_totals_add_up(finished):
    for game in finished:
        for sheet in game.scores():
            assert sheet.total == sum(sheet.categories.values())
            assert list(sheet.categories) == ["civilian", "science", "commercial", "guilds",
                                              "wonders", "progress", "treasury", "military"]


def test_replay_reproduces(finished):
    """A record saved to JSON and replayed gives the same state, action by action."""
    for game in finished:
        record = GameRecord.from_json(game.record().to_json())
        again = Game.replay(record)
        assert again.state_key() == game.state_key()


@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(), FlatSearchBot(playouts=12, depth=4),
                                 SearchBot(playouts=12, depth=3)],
                         ids=["random", "greedy", "flat", "search"])
def test_no_bot_decision_changes_when_hidden_cards_are_reshuffled(bot):
    """A bot sees what its player sees: dealing the hidden cards again does not change its choice."""
    checked = 0
    states = 400 if bot.name in ("random", "greedy") else 40
    for seed in range(states):
        game, rng = Game(seed=seed), random.Random(seed)
        for _ in range(rng.randrange(0, 70)):
            if game.is_over:
                break
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        if game.is_over:
            continue
        seat = game.current
        other = game.redeal(seat, random.Random(seed + 1))
        assert other.view(seat) == game.view(seat)
        assert bot.choose(game, seat, random.Random(7)) == bot.choose(other, seat, random.Random(7))
        checked += 1
    assert checked > states // 2


def test_redeal_hides_and_keeps_the_game_consistent():
    """Dealing again keeps every card somewhere once, and the game playable to its end."""
    for seed in range(40):
        game, rng = Game(seed=seed), random.Random(seed)
        for _ in range(rng.randrange(0, 80)):
            if game.is_over:
                break
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        other = game.redeal(game.current, random.Random(seed))
        assert Counter(places_of_cards(other)) == Counter(range(73))
        assert sum(CARDS[c].is_guild for c in other.layouts[3]) == 3
        while not other.is_over:
            other.play(other.current, rng.choice(other.legal_actions(other.current)))


def strings(value):
    """Every string inside a view (keys and values)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def test_a_view_hides_face_down_cards_removed_cards_and_unseen_tokens():
    """A player's view names no face-down card, no removed card, no card of a later Age and no
    token set aside."""
    from wonderlab.duel.cards import token_set
    tokens = token_set()
    for seed in range(120):
        game, rng = Game(seed=seed), random.Random(seed)
        for _ in range(rng.randrange(0, 75)):
            if game.is_over:
                break
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        if game.is_over:
            continue
        hidden = {CARDS[c].id for age in (1, 2, 3) for c in game.removed[age]}
        hidden |= {CARDS[c].id for age in (1, 2, 3) if age > game.age for c in game.layouts[age]}
        hidden |= {CARDS[c].id for q, c in enumerate(game.slots) if c is not None and not game.revealed[q]}
        if not game.library:
            hidden |= {tokens[t].id for t in game.box_tokens}
        for seat in (0, 1):
            seen = set(strings(game.view(seat)))
            assert not hidden & seen


@pytest.mark.parametrize("seed", range(40))
def test_legal_actions_are_each_accessible_cards_actions_in_structure_order(seed):
    """The structure's legal actions (listed in one loop on the hot path) are exactly each
    accessible, face-up card's ``card_actions``, in the order of the structure's positions."""
    game, bot, rng = Game(seed=seed), GreedyBot() if seed % 2 else RandomBot(), random.Random(seed)
    checked = 0
    while not game.is_over:
        seat = game.waiting[0]
        if game.phase == "play":
            expected = []
            for pos in game.accessible():
                card = game.card_at(pos)
                if card is not None:
                    expected += game.card_actions(seat, card)
            assert game.legal_actions(seat) == expected
            checked += 1
        game.play(seat, bot.choose(game, seat, rng))
    assert checked >= 20


def test_totals_are_the_score_sheets_totals_at_every_step():
    """``Game.totals`` (the greedy bot's quick count) adds up as ``scores()`` does, guilds,
    Mathematics and the conflict pawn included, at every step of 60 seeded games."""
    for seed in range(60):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            assert game.totals() == [sheet.total for sheet in game.scores()]
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        assert game.totals() == [sheet.total for sheet in game.scores()]


def test_score_sheets_are_scorings_sheets_of_the_cities_at_every_step():
    """``Game.scores()`` reads its sheets from the card, wonder and token indices; they are the
    sheets ``scoring.score_cities`` gives the cities (what table files are scored with), every
    category and the blue points of a tie included, at every step of 60 seeded games."""
    from wonderlab.duel.scoring import score_cities

    for seed in range(60):
        game, rng = Game(seed=seed), random.Random(seed)
        while True:
            expected = score_cities([p.city() for p in game.p], game.pawn, game.names)
            assert game.scores() == expected
            assert [dict(s.categories) for s in game.scores()] == [dict(s.categories) for s in expected]
            if game.is_over:
                break
            game.play(game.current, rng.choice(game.legal_actions(game.current)))


def test_fewest_coins_is_the_cheapest_plans_coins():
    """The payment's quick reckonings, every way the choice producers serve (``fewest_coins``)
    and, with no discount, the price of all less what they save, with a discount (Masonry,
    Architecture: 2 units; an Agora Decree: 1) and no choice unit, the price of all less the
    dearest units (``units_cost``), cost what the plan listed unit by unit costs."""
    from wonderlab.duel.payment import fewest_coins, plan, units_cost

    rng = random.Random(5)
    for _ in range(20_000):
        need = [rng.choice((0, 0, 1, 2, 3)) for _ in range(5)]
        price = tuple(rng.choice((1, 2, 3, 4, 5, 6)) for _ in range(5))
        choices = [rng.randrange(1, 32) for _ in range(rng.choice((0, 1, 1, 2, 2, 3)))]
        discount = rng.choice((0, 0, 1, 2, 3))
        cheapest = plan(need, tuple(choices), price, discount)[0]
        assert fewest_coins(tuple(need), choices, price, discount) == cheapest
        units = tuple((r, n) for r, n in enumerate(need) if n)
        assert units_cost(units, (0, 0, 0, 0, 0), tuple(choices), price, discount) == cheapest
