"""Issue 42: the properties every expansion game keeps, checked alike for Pantheon, Agora and both
together over seeded random games: every legal action applies; what a seat sees and may do does not
change when what it cannot see is dealt otherwise (``redeal``); stale, foreign and junk attempts are
refused in words with the game unchanged; ``RandomBot.play_out`` draws what ``choose`` draws.
(Conservation, replay and supremacies: test_pantheon_properties.py, test_agora.py,
test_pantheon_agora.py.)
"""

import random
from collections import Counter

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.core.rng import make_rng
from wonderlab.duel.actions import Action
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.cards import card_set
from wonderlab.duel.conspiracies import Plot, conspiracy
from wonderlab.duel.game import Game
from wonderlab.duel.pantheon_actions import Rite
from wonderlab.duel.pantheon_data import ALL_DIVINITIES, DIVINITIES
from wonderlab.duel.senators import SenateAction

CARDS = card_set()
OPTIONS = {"pantheon": {"pantheon": True}, "agora": {"agora": True}, "both": {"pantheon": True, "agora": True}}
expansions = pytest.mark.parametrize("options", list(OPTIONS.values()), ids=list(OPTIONS))


@expansions
def test_every_legal_action_applies(options):
    for seed in range(12):
        game, rng = Game(seed=seed, **options), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for action in legal:
                other = game.copy()
                other.play(seat, action)
                assert other.entries_played() == game.entries_played() + 1
            game.play(seat, rng.choice(legal))


@expansions
def test_what_a_seat_sees_and_may_do_does_not_change_when_the_hidden_parts_are_dealt_again(options):
    compared = changed = 0
    for seed in range(25):
        game, rng = Game(seed=seed, **options), random.Random(seed)
        while not game.is_over:
            for seat in (0, 1):
                other = game.redeal(seat, random.Random(compared))
                assert type(other) is type(game)
                assert other.view(seat) == game.view(seat), (seed, seat, game.phase)
                assert sorted(map(str, other.legal_actions(seat))) == sorted(map(str, game.legal_actions(seat)))
                changed += other.state_key() != game.state_key()
                compared += 1
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert changed > compared * 0.9


JUNK = (None, 0, 1, -1, 7, 2.5, "", "tanit", (1,), [], object(), 10**30, "place 1")


def bogus(rng, legal, stale):
    """An attempt that is not legal now: a stale action (legal a decision ago), a field changed,
    another expansion's action, or junk of any type."""
    pick = rng.random()
    if stale and pick < 0.3:
        return rng.choice(stale)
    if legal and pick < 0.6:
        base = rng.choice(legal)
        if base.__class__ is Rite:
            return Rite(base.kind, divinity=rng.choice(ALL_DIVINITIES), space=rng.choice((0, 3, 9, None)))
        if base.__class__ is SenateAction:
            return SenateAction(base.kind, rng.choice((-1, 6, None, 2.0)))
        return Action(getattr(base, "kind", "build"), card=rng.choice(list(CARDS)), coins=rng.choice((0, 1, 99)))
    if pick < 0.8:
        return rng.choice((Plot("trigger", conspiracy("coup")), Plot("keep", conspiracy("sabotage")), Plot("vote"),
                           SenateAction("place", 2), SenateAction("move", 0, 3),
                           Rite("activate", divinity=rng.choice(ALL_DIVINITIES), space=rng.choice((1, 6)))))
    return rng.choice(JUNK)


@expansions
def test_illegal_attempts_are_refused_in_words_and_change_nothing(options):
    refused = Counter()
    for seed in range(60):
        game, rng = Game(seed=seed, **options), random.Random(seed)
        stale = []
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            attempt = bogus(rng, legal, stale)
            if not any(attempt is a or (attempt.__class__ is a.__class__ and attempt == a) for a in legal):
                before, record = game.state_key(), game.record()
                who = rng.choice((seat, 1 - seat))
                with pytest.raises(IllegalAction) as refusal:
                    game.play(who, attempt)
                text = str(refusal.value)
                assert len(text) > 10 and "\n" not in text
                assert game.state_key() == before and game.record() == record
                refused[game.phase] += 1
            stale = legal
            game.play(seat, rng.choice(legal))
        with pytest.raises(IllegalAction, match="over"):
            game.play(0, Rite("activate", divinity=DIVINITIES.by_name("Tanit"), space=1))
    assert "play" in refused and len(refused) >= 3


@pytest.mark.parametrize("options", [OPTIONS["agora"], OPTIONS["both"]], ids=["agora", "both"])
def test_the_random_play_out_draws_what_the_random_bot_draws_decision_by_decision(options):
    """``RandomBot.play_out`` (the bench's) and ``RandomBot.choose`` played decision by decision
    from the same stream make the same game, which replays. (The Pantheon alone draws its own way,
    a turn to the Pantheon one take in six: docs/duel_expansions.md; its play-out's games replay,
    test_pantheon_properties.py.)"""
    for seed in range(30):
        game, copy = Game(seed=seed, **options), Game(seed=seed, **options)
        game._play_at_random(make_rng(seed))
        rng, bot = make_rng(seed), RandomBot()
        while not copy.is_over:
            copy.play(copy.current, bot.choose(copy, copy.current, rng))
        assert game.is_over and game.state_key() == copy.state_key()
        assert Game.replay(game.record()).state_key() == game.state_key()
