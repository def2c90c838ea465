"""One rule for seeds in the three engines and the record reader: a game that can be made saves a
record that loads again (issue 21: seeds above the reader's 10**15 and 7 Wonders' sides=None)."""

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game as ClassicGame
from wonderlab.core.errors import InvalidRecord
from wonderlab.core.records import GameRecord
from wonderlab.core.rng import MAX_SEED
from wonderlab.duel.game import Game as DuelGame

GAMES = {"classic": lambda **kw: ClassicGame(players=3, **kw), "duel": lambda **kw: DuelGame(**kw),
         "architects": lambda **kw: ArchitectsGame(players=3, **kw)}


def _round_trip(game):
    move = game.legal_actions(0)[0]
    game.play(0, move)
    record = GameRecord.from_json(game.record().to_json())
    return type(game).replay(record)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("seed", [MAX_SEED, -MAX_SEED, 0])
def test_every_seed_a_game_accepts_saves_a_record_that_loads(game, seed):
    made = GAMES[game](seed=seed)
    assert _round_trip(made).state_key() == made.state_key()


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, 2**64, 2**3000], ids=["max+1", "-max-1", "2**64", "2**3000"])
def test_a_seed_no_record_could_load_is_refused_by_the_game_in_the_same_words(game, seed):
    with pytest.raises(ValueError) as refused:
        GAMES[game](seed=seed)
    assert "a seed is a whole number from -10**15 to 10**15" in str(refused.value)
    assert len(str(refused.value)) < 200
    with pytest.raises(InvalidRecord, match="a seed is a whole number from -10"):
        GameRecord(game, {}, seed, ()).check()


def test_seven_wonders_sides_none_deals_at_random_and_its_record_loads():
    game = ClassicGame(players=3, seed=4, sides=None)
    assert game.record().options["sides"] == "random"
    assert game.state_key() == ClassicGame(players=3, seed=4, sides="random").state_key()
    assert _round_trip(game).state_key() == game.state_key()
