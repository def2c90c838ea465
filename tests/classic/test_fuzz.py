"""Fuzzing the engine's promises: random seeded games at every player count, with illegal
attempts between the moves (other seats, other cities' and stale actions, bad seats of every
type, hand-built actions with bogus fields, play after the end). Every refusal is a
``ValueError`` with a one-line reason that is grammatical, and leaves ``state_key()`` and the
record as they were; the legal moves still apply; the record replays to the same game."""

import random
import re

import numpy as np
import pytest

from wonderlab import set_language
from wonderlab.classic import Action, Game, Payment, card_set
from wonderlab.core.records import GameRecord

PLAYER_COUNTS = (2, 3, 4, 5, 6, 7)
GAMES_PER_COUNT = 20
UNGRAMMATICAL = re.compile(r"\b1 coins\b|\b[01] pièces\b|\{[a-z_]+\}| - 1\b")


def bad_seats(game):
    count = len(game.cities)
    return [float(count - 1), 0.0, True, False, "0", str(count - 1), None, -1, count, count + 5,
            2**70, 1.5, [0], (0,), {0: 0}, np.float64(0), object(), b"0"]


def bogus_actions(game, rng, legal):
    cards = card_set()
    real = legal[0].card
    other = rng.choice(cards.cards)
    return [Action("build", real.id), Action("build", real.name), Action("build", 3),
            Action("discard", None), Action("build", [real.id]), Action.build(real, None),
            Action("stage", real, None, 1), Action("stage", real, Payment(), "1"),
            Action("stage", real, Payment(), rng.choice([0, 4, -1, 1.0])), Action("steal", real),
            Action(None, real), Action("discard", real, Payment(left=2)), Action.build(other),
            Action.build(real, Payment(left=99)), Action.build(real, Payment(how="chain", chain_from=real.name)),
            Action.build(real, Payment(how="free")), Action.build(real, Payment(how="discard")),
            Action.discard(other), Action("build", real, Payment(), 2), Action(np.array(["build", "x"]), real),
            Action.build(real, Payment(how=np.array(["pay", "chain"]))), Action.build(real, Payment(left=1.0)),
            str(legal[0]), legal[0].to_json(), None, 0, legal]


def accepted(game, seat, action):
    """Whether the rules allow ``action`` for ``seat`` now (a payment is known by its coins)."""
    if type(seat) is not int or not isinstance(action, Action) or not isinstance(action.payment, Payment):
        return False
    paid = action.payment
    coins = (paid.left, paid.right, paid.bank)
    if (not 0 <= seat < len(game.cities) or type(action.kind) is not str or type(action.stage) is not int
            or not all(isinstance(n, int | np.integer) and not isinstance(n, bool) for n in coins)
            or type(paid.how) is not str or not isinstance(paid.chain_from, str | None)):
        return False
    return any(a.kind == action.kind and a.card is action.card and a.stage == action.stage
               and (a.payment.left, a.payment.right, a.payment.bank, a.payment.how, a.payment.chain_from)
               == (paid.left, paid.right, paid.bank, paid.how, paid.chain_from)
               for a in game.legal_actions(seat))


def attempt(game, rng, played):
    """One illegal (seat, action) to try now: of a kind drawn at random."""
    if game.is_over:
        return rng.choice([0, 1, 2, *bad_seats(game)]), rng.choice(played)
    city = rng.choice(game.waiting)
    legal = game.legal_actions(city)
    kind = rng.randrange(5)
    if kind == 0:                               # a seat that does not decide now
        others = [s for s in range(len(game.cities)) if s not in game.waiting] or range(len(game.cities))
        return rng.choice(list(others)), rng.choice(legal)
    if kind == 1:                               # another city's action
        other = rng.choice(game.waiting)
        return city, rng.choice(game.legal_actions(other) or legal)
    if kind == 2 and played:                    # a stale action
        return city, rng.choice(played)
    if kind == 3:
        return rng.choice(bad_seats(game)), rng.choice(legal)
    return city, rng.choice(bogus_actions(game, rng, legal))


def refuse(game, seat, action):
    """``play`` refuses with a reason, and nothing changes."""
    before, record = game.state_key(), game.record()
    options = {city: game.legal_actions(city) for city in game.waiting}
    if isinstance(action, Action):
        assert str(action) and repr(action)
    with pytest.raises(ValueError) as error:
        game.play(seat, action)
    reason = str(error.value)
    assert reason.strip() and "\n" not in reason, (seat, action)
    assert not UNGRAMMATICAL.search(reason), reason
    assert game.state_key() == before and game.record() == record, (seat, action, reason)
    assert {city: game.legal_actions(city) for city in game.waiting} == options


def fuzz_game(players, seed):
    """Play one game with illegal attempts between the moves; returns the attempts made."""
    rng = random.Random(seed)
    game, played, attempts = Game(players=players, seed=seed), [], 0
    while not game.is_over:
        for _ in range(rng.randrange(5)):
            seat, action = attempt(game, rng, played)
            if not accepted(game, seat, action):
                refuse(game, seat, action)
                attempts += 1
        city = rng.choice(game.waiting)
        action = rng.choice(game.legal_actions(city))
        if rng.random() < 0.2:                  # the same action built by hand, paid by its coins
            paid = action.payment
            action = Action(action.kind, action.card, Payment(np.int64(paid.left), paid.right, paid.bank,
                                                              (), paid.how, paid.chain_from), action.stage)
        game.play(city, action)
        played.append(action)
    for _ in range(5):                          # play after the end
        seat, action = attempt(game, rng, played)
        refuse(game, seat, action)
        attempts += 1
    replayed = Game.replay(GameRecord.from_json(game.record().to_json()))
    assert replayed.state_key() == game.state_key() and replayed.scores() == game.scores()
    return attempts


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games_with_illegal_attempts_keep_every_promise(players):
    attempts = 0
    for seed in range(GAMES_PER_COUNT):
        set_language("fr" if seed % 2 else "en")
        try:
            attempts += fuzz_game(players, 1000 * players + seed)
        finally:
            set_language("en")
    assert attempts > 60 * GAMES_PER_COUNT, attempts
