"""The greedy bots of the three games choose as they did: a digest of seeded greedy games.

Recorded before the greedy decision was made cheaper (issue 41): whatever is done for speed, the
same seeds must give the same moves and the same ends, both in whole games from the deal and in
the coach's rollouts (``core.search.rollout``: a world dealt again from what a seat sees, an
option played, greedy bots to the end). A change of what a greedy bot chooses changes the digest.
"""

import hashlib
import importlib
import json
import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.search import key, rollout
from wonderlab.lab.coach_bench import _positions

# (game, players) -> (digest of 50 seeded greedy games, digest of 60 of the coach's rollouts)
DIGESTS = {
    ("duel", 2): ("3109b8663deb606c39a6e2e1de23f4b7ec5d01857615db800859e10ec856eb97",
                  "c2f011ce5dfe5cc57cb59e74ca2cbf0c6866bb7b9c2f73b745dd060cd2a25752"),
    ("architects", 4): ("6ec8bab24352d4db4d5ab4c0d8e40654b8cd99df2c1f05b63f99dc54fe517ff2",
                        "d99ec1c4f902d89ea4edb3f782ad4684a0e43fa16eb9a45115f736896cedc519"),
    # 7 Wonders: recorded on the commit of the bench (1436d57), before its greedy bot was made cheaper
    ("classic", 2): ("56fc75f24321fbce1e074df2b62382f89e1b3482ddabb59d864762a40954427f",
                     "25c24fced5bb6c00c4be37418ce144961a0b011d67f43dfcef70dd09bb0e2447"),
    ("classic", 3): ("cab5831e06fb9a10a015debb6f8b4feb6afc62608737615b8d683685b50c1dd9",
                     "d0276a7638c5cb10f6dea8a202e889cf85ca658ccfcd31e4796d1c4b31f2499f"),
    ("classic", 4): ("1d305db0f80653431b85306978fbe5b5380fc9f4512d084300b3d310bbcbc905",
                     "a70e4061a5d7b9c93f5bbe2742dd094962826036fad53b5b5666c27a021b1145"),
    ("classic", 7): ("edcbef007797d69e966ffe9b3ad92dacfb60836f6f0d50476543ab35f13b7ddd",
                     "9e5dd29c92491b5bfcee3b1b06a081cb5168ecc7d738ea36bbdceb9004eda0c9"),
}


def _game(game, players, seed):
    Game = importlib.import_module(f"wonderlab.{game}.game").Game
    return Game(seed=seed) if game == "duel" else Game(players=players, seed=seed)


def greedy_games_digest(game, players, games=50):
    """Every move (seat and action) and every end score of ``games`` seeded greedy games (in 7
    Wonders, every city waiting chooses in turn, as ``core.search.rollout`` has them choose)."""
    bot, digest = make_bot(game, "greedy"), hashlib.sha256()
    for seed in range(games):
        position, rng = _game(game, players, seed), random.Random(seed)
        while not position.is_over:
            for seat in position.waiting if game == "classic" else (position.current,):
                action = bot.choose(position, seat, rng)
                digest.update(json.dumps([seat, action.to_json()], sort_keys=True).encode())
                position.play(seat, action)
        digest.update(json.dumps([s.total for s in position.scores()]).encode())
    return digest.hexdigest()


def rollouts_digest(game, players, rollouts=60):
    """The ends of the coach's greedy rollouts from seeded mid-game positions, every option in turn."""
    digest = hashlib.sha256()
    found = list(_positions(game, players, 6, 41))
    for number in range(rollouts):
        _, position, seat, city, actions = found[number % len(found)]
        action = actions[(number // len(found)) % len(actions)]
        outcome = rollout(position, game, seat, city, key(action), number, "digest")
        digest.update(json.dumps([outcome.win, outcome.score, outcome.best_other, outcome.on_points,
                                  outcome.later, [s.total for s in outcome.sheets]]).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("game", "players"), list(DIGESTS))
def test_seeded_greedy_games_play_the_same_moves(game, players):
    assert greedy_games_digest(game, players) == DIGESTS[(game, players)][0]


@pytest.mark.parametrize(("game", "players"), list(DIGESTS))
def test_the_coachs_greedy_rollouts_end_the_same(game, players):
    assert rollouts_digest(game, players) == DIGESTS[(game, players)][1]
