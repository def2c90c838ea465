"""``Game.redeal`` of a game dealt from a typed position deals which hidden card lies in which
deck afresh, over every split the position allows (issue 35: every rollout of a typed position
played on one guess, and three deals of one position gave 41.1, 38.7 and 40.4 for one option).

Seed 002: each wonder has its own deck, of which only the top is « visible », and the central
deck is a « pioche cachée ». A typed position says how many cards each deck holds and its top,
and what lies in front of the players and in the discard pile: the hidden cards are known as a
whole, and of each deck only that it holds its wonder's cards (the central deck, its own kinds).
"""

import itertools
import random
from collections import Counter

from wonderlab.architects import Game
from wonderlab.architects.rules import KINDS, ruleset
from wonderlab.core.search import key, rollout

HIDDEN = {"wood": 2, "glass": 1, "science_tablet": 1, "blue_2_cat": 1, "red_2_horns": 1}
SIZES = (2, 1, 3)       # hidden cards below each wonder deck's top, then in the central deck


def small_position():
    """Babylon against Halicarnassus, six cards hidden in all (the others put in the
    discard pile so that the splits can be counted by hand)."""
    data = Game(players=2, seed=3).position(0).data
    rules = ruleset()
    tops = [deck["top"] for deck in data["decks"]]
    in_play = Counter()
    for wonder in (rules.wonder(d["wonder"]) for d in data["decks"]):
        in_play.update({KINDS[k]: n for k, n in enumerate(wonder.deck)})
    in_play.update({KINDS[k]: n for k, n in enumerate(rules.central_deck)})
    discard = in_play - Counter(tops) - Counter(HIDDEN)
    for deck, size in zip(data["decks"], SIZES, strict=False):
        deck["size"] = size + 1
    data["central"]["size"] = SIZES[2]
    data["discard"] = dict(discard)
    data["turn"] = sum(discard.values()) + 1      # one card taken a turn: the turns the discards took
    return data


def room(data):
    """What each deck's hidden part may hold, from the box alone: its wonder's cards less its top."""
    rules = ruleset()
    limits = []
    for deck in data["decks"]:
        counts = Counter({KINDS[k]: n for k, n in enumerate(rules.wonder(deck["wonder"]).deck)})
        counts[deck["top"]] -= 1
        limits.append(counts)
    limits.append(Counter({KINDS[k]: n for k, n in enumerate(rules.central_deck)}))
    return limits


def allowed_splits(data):
    """Every split of the hidden cards into the decks' hidden parts that the position allows,
    by brute force over the orderings of the hidden cards."""
    cards = [kind for kind, count in HIDDEN.items() for _ in range(count)]
    limits, found = room(data), set()
    for order in set(itertools.permutations(cards)):
        parts, start = [], 0
        for size in SIZES:
            parts.append(tuple(sorted(order[start:start + size])))
            start += size
        if all(Counter(part) <= limit for part, limit in zip(parts, limits, strict=True)):
            found.add(tuple(parts))
    return found


def split(game):
    """The hidden part of each deck, as kind names: below each wonder deck's top, the central deck."""
    wonders = [tuple(sorted(KINDS[k] for k in deck[:-1])) for deck in game.decks[:-1]]
    return (*wonders, tuple(sorted(KINDS[k] for k in game.decks[-1])))


def test_redeals_of_a_typed_position_cover_every_split_it_allows():
    data = small_position()
    allowed = allowed_splits(data)
    assert len(allowed) >= 10       # room enough for the deal to matter
    game = Game.from_position(data, seed=1)
    seen = Counter(split(game.redeal(0, random.Random(n))) for n in range(3000))
    assert set(seen) == allowed
    assert max(seen.values()) < 3000 / len(allowed) * 4     # none a favourite by far


def test_every_redeal_keeps_what_the_seat_knows():
    """The counts per deck, the tops, the cards in front and in the discard pile: the seat's view."""
    data = small_position()
    game = Game.from_position(data, seed=5)
    for n in range(200):
        other = game.redeal(0, random.Random(n))
        assert other.view(0) == game.view(0)
        assert other.position(0).data == game.position(0).data


def test_two_true_states_alike_to_the_seat_deal_the_same_worlds():
    """Non-interference: two games dealt from one typed position (the hidden cards elsewhere)
    give the same redeal for each seed, and so the same rollouts: what a seat cannot see cannot
    move the coach's numbers."""
    for data in (small_position(), Game(players=4, seed=8).position(2).data):
        seat = [p["name"] for p in data["players"]].index(data["seat"])
        one, two = Game.from_position(data, seed=1), Game.from_position(data, seed=2)
        assert one.decks != two.decks
        for n in range(30):
            a, b = one.redeal(seat, random.Random(n)), two.redeal(seat, random.Random(n))
            assert (a.decks, a.stack, a.rng.getstate()) == (b.decks, b.stack, b.rng.getstate())
        if one.current == seat:
            action = one.legal_actions(seat)[0]
            assert [rollout(one, "architects", seat, seat, key(action), n, "x") for n in range(5)] == \
                   [rollout(two, "architects", seat, seat, key(action), n, "x") for n in range(5)]


def test_a_game_played_on_from_a_typed_position_counts_the_cards_taken():
    """Once a card has left a deck, the deck may hold one fewer of its kind: the redeals stay
    within what is left, and the seat's view is kept."""
    game, rng = Game(players=3, seed=4), random.Random(4)
    while game.turn < 10 or game.phase != "take" or game.pending:
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    game = Game.from_position(game.position(0).data, seed=3)
    for _ in range(12):
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    splits = set()
    for n in range(100):
        other = game.redeal(0, random.Random(n))
        assert other.view(0) == game.view(0)
        for deck, limit in zip(other.decks, game.room, strict=True):
            assert all(deck.count(k) <= limit[k] for k in set(deck))
        splits.add(tuple(tuple(sorted(d)) for d in other.decks))
    assert len(splits) > 50


def test_a_game_seen_from_its_start_keeps_each_decks_known_make_up():
    """From the start every take is seen: each deck's cards are known, only their order is not."""
    game, rng = Game(players=3, seed=6), random.Random(6)
    for _ in range(15):
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert game.room is None
    for n in range(20):
        other = game.redeal(1, random.Random(n))
        assert [sorted(d) for d in other.decks] == [sorted(d) for d in game.decks]
