"""Issue 8, the fuzz test: random seeded games of 7 Wonders Duel with illegal attempts between
the moves — the other seat, stale actions, seats of every type, hand-built actions with bogus
fields, play after the end — at every kind of decision (the wonder draft, a card of the
structure, a progress token, the Great Library's pick, a card to destroy, a card to build from
the discard pile, who starts the next Age).

Every refusal is a ``ValueError`` subclass with a reason in words and leaves ``state_key()``
and the record as they were; the legal action chosen next still applies; the record replays.
"""

import dataclasses
import random
from collections import Counter

import numpy as np
import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.core.records import GameRecord
from wonderlab.duel.actions import KINDS, Action
from wonderlab.duel.game import Game

from .duelkit import CARDS, TOKENS, WONDERS

GAMES = 150
FIELDS = ("kind", "card", "wonder", "token", "starter", "coins", "trade", "chain")
JUNK = (None, 0, 1, -1, 2, 2.5, True, False, "", "altar", "The Sphinx", "law", "horseshoe", [], {}, (1,),
        float("nan"), 10**40, np.int64(1), np.float64(2.0), np.array([1, 2]), object(), "build", b"x")
SEATS = (0.0, 1.0, True, False, "0", "1", None, 2, -1, 99, 10**30, [0], (1,), np.float32(0),
         np.bool_(False), np.array([0]), object())


def same(a, b):
    try:
        return bool(a == b)
    except Exception:       # a field whose comparison raises (a numpy array): not the same action
        return False


def bogus(rng, base):
    """``base`` with one or two fields changed to something random: junk, or a real card,
    wonder, token, seat or price that does not fit."""
    changes = {}
    for _ in range(rng.choice((1, 1, 2))):
        name = rng.choice(FIELDS)
        real = {"kind": rng.choice(KINDS), "card": rng.choice(CARDS.items), "wonder": rng.choice(WONDERS.items),
                "token": rng.choice(TOKENS.items), "starter": rng.choice((0, 1)),
                "coins": (base.coins or 0) + rng.choice((-1, 1, 3)), "trade": base.trade + rng.choice((-1, 1)),
                "chain": rng.choice(("horseshoe", "moon", "book"))}[name]
        changes[name] = real if rng.random() < 0.5 else rng.choice(JUNK)
    return dataclasses.replace(base, **changes)


def attempts(rng, game, legal, stale):
    """Illegal ``(seat, action)`` attempts for this decision (none of them equal to a legal one)."""
    seat = game.current
    tries = [(1 - seat, rng.choice(legal)), (rng.choice(SEATS), rng.choice(legal))]
    tries += [(seat, bogus(rng, rng.choice(legal))) for _ in range(4)]
    tries += [(seat, rng.choice(stale)) for _ in range(2) if stale]
    tries.append((seat, rng.choice(JUNK + ("Take The Sphinx", Action))))
    return [(who, action) for who, action in tries
            if not (who.__class__ is int and who == seat and any(same(a, action) for a in legal))]


def refused(game, seat, action):
    """Play an illegal action: it must raise a ValueError with a reason and change nothing."""
    before, record = game.state_key(), game.record()
    with pytest.raises(ValueError) as error:
        game.play(seat, action)
    assert isinstance(error.value, IllegalAction) and str(error.value).strip()
    after = game.record()
    assert game.state_key() == before and after == record and after.result == record.result


def test_random_games_with_illegal_attempts_between_the_moves():
    counts = Counter()
    for seed in range(GAMES):
        game, rng = Game(seed=seed), random.Random(seed)
        stale = []
        while not game.is_over:
            legal = game.legal_actions(game.current)
            if rng.random() < 0.25 or game.phase != "play":
                for seat, action in attempts(rng, game, legal, stale):
                    refused(game, seat, action)
                    counts["library" if game.library else game.phase] += 1
            stale = (stale + legal)[-60:]
            game.play(game.current, rng.choice(legal))
        for seat, action in [(s, a) for s in (0, 1) for a in rng.sample(stale, 3)] + [(rng.choice(SEATS), stale[0])]:
            refused(game, seat, action)
            counts["over"] += 1
        again = Game.replay(GameRecord.from_json(game.record().to_json()))
        assert again.state_key() == game.state_key() and again.winners() == game.winners()
        counts["games"] += 1
    print(f"\nDuel fuzz: {counts['games']} games, {sum(counts.values()) - counts['games']} illegal attempts "
          f"refused: {dict(counts)}")
    assert counts["games"] == GAMES
    # every kind of decision met illegal attempts, the Great Library's pick among the tokens
    kinds = ("pick", "play", "token", "library", "destroy", "revive", "start", "over")
    assert all(counts[kind] >= 20 for kind in kinds), counts
