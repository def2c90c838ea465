"""The random bot plays the same games of Duel's expansions: a digest of seeded random games.

Recorded before the random play of Pantheon and Agora was made cheaper (issue 42), on the code of
that day: whatever is done for speed, the same seeds must give the same decisions and the same
ends, both in the play-out the runner uses (``RandomBot.play_out``, the hot path of ``wonderlab
bench duel --pantheon/--agora``) and decision by decision (``RandomBot.choose`` then ``play``). A
change of what the random bot chooses changes the digest; a change of the rules does too.
"""

import hashlib
import json

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.rng import make_rng
from wonderlab.duel.game import Game
from wonderlab.duel.runner import play_game

# expansion -> (digest of 300 play-outs through the runner, digest of 100 games decision by decision)
DIGESTS = {
    "pantheon": ("e29545cb8ec663d49bda2f2267986e1e884cf3f0ede02b31337fe97b79735123",
                 "4786d0b6516114e8334e2ed7a3bb08c7cf079e3fcaf61b3345d5a7a0113aba03"),
    # recorded anew when Agora's random takes began to draw as the base game's (issue 42): see
    # docs/duel_expansions.md's Speed section and tests/duel/test_agora_random.py
    "agora": ("e6b24a9147ee442580dae8202c61a15b5eaafa1eeb5b9384d5cf7f4f0b258795",
              "4ff691e8d0eaefc9c0c9a22b0faefa94de3293c4c9e6321732191c4b2443a70c"),
}


def _finished(digest, game):
    """Every decision of ``game`` (its record) and its end: result, winner, totals."""
    for entry in game.record().actions:
        digest.update(json.dumps(entry, sort_keys=True).encode())
    digest.update(json.dumps([str(game.result), game.winner, [s.total for s in game.scores()]]).encode())


def play_outs_digest(expansion, games=300):
    digest = hashlib.sha256()
    for seed in range(games):
        rows, decisions = play_game(2, seed, ["random", "random"], **{expansion: True})
        digest.update(json.dumps([decisions, [[row["total"], row["winner"], str(row["result"])]
                                              for row in rows]]).encode())
        game = Game(seed=seed, **{expansion: True})
        make_bot("duel", "random").play_out(game, make_rng(seed))
        _finished(digest, game)
    return digest.hexdigest()


def choices_digest(expansion, games=100):
    digest, bot = hashlib.sha256(), make_bot("duel", "random")
    for seed in range(games):
        game, rng = Game(seed=seed, **{expansion: True}), make_rng(1000 + seed)
        while not game.is_over:
            seat = game.current
            game.play(seat, bot.choose(game, seat, rng))
        _finished(digest, game)
    return digest.hexdigest()


@pytest.mark.parametrize("expansion", list(DIGESTS))
def test_seeded_random_play_outs_play_the_same_games(expansion):
    assert play_outs_digest(expansion) == DIGESTS[expansion][0]


@pytest.mark.parametrize("expansion", list(DIGESTS))
def test_the_random_bots_choices_play_the_same_games(expansion):
    assert choices_digest(expansion) == DIGESTS[expansion][1]
