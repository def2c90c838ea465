"""Issue 8's fuzz test for 7 Wonders Architects: random seeded games at 2 to 7 players with illegal
attempts between the moves — other seats, stale actions, seats of every wrong type, bogus actions,
play after the end — in every kind of choice a turn can ask for. Every refusal is an
``IllegalAction`` (a ``ValueError``) with a reason in words, and leaves ``state_key()`` and the
record as they were; the legal moves still apply, and the record replays."""

import random
from collections import Counter

import numpy as np

from wonderlab.architects import Action, Game
from wonderlab.core.errors import IllegalAction
from wonderlab.core.records import GameRecord

GAMES_PER_COUNT = 25
BAD_SEATS = [0.0, 1.0, True, False, "0", "1", None, [0], (1,), b"0", 2.5, 1j, float("nan"),
             object(), -1, 7, 8, 10**40, np.int64(-1), np.int64(9), np.float64(0.0)]
BAD_VALUES = [None, -1, 0, 1, 6, 99, 2.5, True, "", "x", "left", "central", "giza", "turn",
              "science", "babylon", "hidden", "culture", "urbanism", (), (99,), (-1,), ("wood",),
              [0, 5], (0, 0, 0, 0, 0), (5,), (6, 6), 10**30, object()]
FIELDS = ("kind", "source", "via", "stage", "cards", "token")
BOGUS = [Action("pass"), Action(None), Action("build", stage="2", cards=(0, 0)),
         Action("build", stage=1, cards=None), Action("take", source=3),
         Action("progress", token=None, via="science"), Action("keep", cards=("wood",)),
         "take left", None, 0, {"kind": "take", "source": "left", "via": "turn"}]


def situation(game):
    """The kind of choice waiting, e.g. ``'take:turn'``, ``'build'``, ``'progress:babylon'``."""
    kinds = set()
    for action in game.legal_actions(game.current):
        if action.kind == "take" and action.via in TOKEN_VIAS:
            kinds.add("take:token")
        elif action.kind in ("take", "progress", "look"):
            kinds.add(f"{action.kind}:{action.via}")
        else:
            kinds.add(action.kind)
    return kinds


TOKEN_VIAS = {"urbanism", "crafts", "jewellery", "science", "propaganda", "architecture"}
SITUATIONS = {"take:turn", "take:token", "take:alexandria", "look:halicarnassus", "keep", "build",
              "progress:science", "progress:babylon"}


def mutate(action, rng):
    """A hand-built copy of ``action`` with one field set to a wrong or unexpected value."""
    fields = {name: getattr(action, name) for name in FIELDS}
    fields[rng.choice(FIELDS)] = rng.choice(BAD_VALUES)
    return Action(**fields)


class Referee:
    """Makes the illegal attempts and checks each refusal."""

    def __init__(self):
        self.counts = Counter()

    def refuse(self, game, seat, action, category, before=None):
        """Play an illegal ``action`` and check the refusal; ``before``: the game's state key
        and history, when the caller knows them already (the same for a batch of attempts)."""
        before, history = before or (game.state_key(), list(game.history))
        try:
            game.play(seat, action)
        except IllegalAction as error:
            assert isinstance(error, ValueError) and str(error).strip(), (category, action)
        else:
            raise AssertionError(f"{category}: {action!r} for seat {seat!r} was accepted")
        assert game.state_key() == before and game.history == history, (category, action)
        assert str(action) if isinstance(action, Action) else True
        self.counts[category] += 1


def attempt_illegal_moves(game, referee, rng, stale):
    seat = game.current
    legal = game.legal_actions(seat)
    record = game.record()
    before = game.state_key(), list(game.history)      # every refusal must leave the game so
    for other in range(game.players):
        if other != seat:
            referee.refuse(game, other, rng.choice(legal), "other seat", before)
    for action in rng.sample(stale, min(3, len(stale))):
        if action not in legal:
            referee.refuse(game, seat, action, "stale action", before)
    for bad in rng.sample(BAD_SEATS, 3):
        referee.refuse(game, bad, rng.choice(legal), "bad seat", before)
    referee.refuse(game, seat, rng.choice(BOGUS), "bogus action", before)
    for _ in range(3):
        mutated = mutate(rng.choice(legal), rng)
        if mutated not in legal:
            referee.refuse(game, seat, mutated, "mutated action", before)
            assert game.explain(seat, mutated)[0].startswith("Not possible now")
    assert game.record() == record


def test_random_games_refuse_every_illegal_attempt_and_change_nothing():
    referee = Referee()
    met = set()
    games = 0
    for players in range(2, 8):
        for seed in range(GAMES_PER_COUNT):
            game = Game(players=players, seed=seed * 7 + players)
            rng = random.Random(seed)
            stale = []
            while not game.is_over:
                met |= situation(game)
                if rng.random() < 0.5 or "take:turn" not in situation(game):
                    attempt_illegal_moves(game, referee, rng, stale)
                legal = game.legal_actions(game.current)
                stale = (stale + legal)[-40:]
                game.play(game.current, rng.choice(legal))        # a legal move still applies
            games += 1
            record = game.record()
            for action in stale[-5:]:
                referee.refuse(game, rng.randrange(players), action, "play after the end")
            assert game.record() == record
            replayed = Game.replay(GameRecord.from_json(record.to_json()))
            assert replayed.state_key() == game.state_key()
    assert met >= SITUATIONS, SITUATIONS - met
    attempts = sum(referee.counts.values())
    print(f"architects fuzz: {games} games, {attempts} illegal attempts, {dict(referee.counts)}")
    assert games == 150 and attempts > 50_000, (games, referee.counts)
    assert all(referee.counts[c] > 500 for c in ("other seat", "stale action", "bad seat",
                                                 "bogus action", "mutated action",
                                                 "play after the end")), referee.counts
