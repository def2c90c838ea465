"""``Game.copy`` (and Pantheon's and Agora's) write the slots out one by one: a slot one forgets
is unset on a copy, or shared with its game. Agora's state is declared in ``Game.__slots__``, the
Pantheon's in ``PantheonGame.__slots__`` (a game of both inherits both)."""

import pytest

from wonderlab.core.rng import make_rng
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.game import Game

EXPANSIONS = [{}, {"agora": True}, {"pantheon": True}, {"pantheon": True, "agora": True}]
CACHES = {"_legal", "_card_cache", "_handed", "_handed_at"}     # made anew on a copy
MUTABLE = (list, dict, set)


def _slots(game):
    return [name for klass in type(game).__mro__ for name in klass.__dict__.get("__slots__", ())]


def _played(seed, decisions, **options):
    game, rng, bot = Game(seed=seed, **options), make_rng(seed), RandomBot()
    for _ in range(decisions):
        if game.is_over:
            break
        game.play(game.current, bot.choose(game, game.current, rng))
    return game


def _value(game, name):
    value = getattr(game, name)
    if name == "p":
        return [q.key() for q in value]
    if name == "senate":
        return value.key()
    return value


@pytest.mark.parametrize("options", EXPANSIONS, ids=lambda o: "+".join(o) or "base")
def test_a_copy_sets_every_slot_its_game_has(options):
    game = _played(7, 60, **options)
    other = game.copy()
    set_here = [name for name in _slots(game) if hasattr(game, name)]
    assert [name for name in set_here if not hasattr(other, name)] == []
    if options.get("agora"):        # every one of Agora's slots is set on its games
        assert [name for name in Game.__slots__ if not hasattr(game, name)] == []


@pytest.mark.parametrize("options", EXPANSIONS, ids=lambda o: "+".join(o) or "base")
def test_a_copy_equals_every_slot_and_shares_no_mutable_one(options):
    game = _played(11, 70, **options)
    other = game.copy()
    names = [name for name in _slots(game) if hasattr(game, name) and name not in CACHES]
    assert [name for name in names if _value(other, name) != _value(game, name)] == []
    # (the cost tables and the Decrees held are replaced, never changed in place: shared)
    shared = {"_costs", "_covers", "_held", "_priced", "_decree_costs", "options_step"}
    assert [name for name in names if name not in shared and isinstance(getattr(game, name), MUTABLE)
            and getattr(other, name) is getattr(game, name)] == []


@pytest.mark.parametrize("options", EXPANSIONS[1:], ids=lambda o: "+".join(o))
def test_a_copy_of_an_expansion_game_plays_on_apart_from_it(options):
    game = _played(5, 50, **options)
    before = game.state_key()
    other = game.copy()
    RandomBot.play_out(other, make_rng(9))
    assert other.is_over and game.state_key() == before and not game.is_over
