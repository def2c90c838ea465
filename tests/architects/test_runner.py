"""The runner's way through a game of random bots: ``RandomBot.play_out`` plays the very game
that ``choose`` and ``play`` play, decision by decision."""

import random

import pytest

from wonderlab.architects import Game, RandomBot, runner
from wonderlab.core.bots import make_bot
from wonderlab.core.rng import make_rng


@pytest.mark.parametrize("players", [2, 5])
def test_random_bots_play_out_a_game_as_they_choose_decision_by_decision(players):
    """``RandomBot.play_out`` draws the same numbers and plays the same game as ``choose`` and
    ``play``, from the start or from a game already under way (its legal actions asked for, or
    a copy of it holding its legal actions in a list of its own, not the engine's shared tuple),
    and counts the decisions it made."""
    bot = RandomBot()
    for seed in range(30):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        fast, fast_rng = Game(players=players, seed=seed), random.Random(seed)
        for _ in range(seed):       # the first decisions, played alike
            fast.play(fast.current, bot.choose(fast, fast.current, fast_rng))
        fast.legal_actions(fast.current)
        if seed % 3 == 2:
            fast = fast.copy()
            fast._legal = list(fast._legal)     # (a copy shares the tuple: the same actions, another list)
        while not game.is_over:
            game.play(game.current, bot.choose(game, game.current, rng))
        made = RandomBot.play_out(fast, fast_rng)
        assert fast.record() == game.record() and fast.state_key() == game.state_key()
        assert fast.history == game.history and fast.decisions == game.decisions
        assert made == game.decisions - seed        # the decisions the play-out made itself
        assert fast.scores() == game.scores() and fast_rng.getstate() == rng.getstate()


def test_play_game_counts_the_decisions_the_bots_made():
    """``play_game`` counts one decision per ``play``, whether the bots' ``play_out`` or their
    ``choose`` plays the game."""
    for players, bots in ((2, ["random"] * 2), (5, ["random"] * 5), (3, ["random", "greedy", "random"])):
        for seed in range(8):
            game = Game(players=players, seed=seed)
            agents = [make_bot("architects", name) for name in bots]
            rng, plays = make_rng(seed), 0
            while not game.is_over:
                game.play(game.current, agents[game.current].choose(game, game.current, rng))
                plays += 1
            rows, decisions = runner.play_game(players, seed, bots)
            assert decisions == plays and [row["total"] for row in rows] == [s.total for s in game.scores()]


@pytest.mark.parametrize("players", [2, 3, 7])
def test_random_play_out_plays_the_general_loops_games_over_hundreds_of_seeds(players):
    """``RandomBot.play_out`` plays each turn's take in place (``Game._play_at_random``), the
    Cat, horns and battles, science sets, builds and Progress tokens included: over 200 seeds a
    game it plays is the game ``choose`` and ``play`` play, the same record, the same scores."""
    bot = RandomBot()
    for seed in range(200):
        game, rng = Game(players=players, seed=seed), make_rng(seed)
        fast, fast_rng = Game(players=players, seed=seed), make_rng(seed)
        while not game.is_over:
            game.play(game.current, bot.choose(game, game.current, rng))
        made = RandomBot.play_out(fast, fast_rng)
        assert fast.record() == game.record() and fast.history == game.history
        assert made == game.decisions and fast.turn == game.turn and fast.peeks == game.peeks
        assert fast.scores() == game.scores() and fast.state_key() == game.state_key()


def test_random_play_out_of_a_typed_position_counts_its_decks_room_as_the_general_loop():
    """A game dealt from a typed position counts what each deck may still hold (``room``): the
    random play-out takes its cards through ``_take_turn_card`` and plays the general loop's game."""
    bot = RandomBot()
    for seed in range(40):
        start, rng = Game(players=2 + seed % 3, seed=seed), random.Random(seed)
        while start.phase != "take" or len(start.history) < seed % 9:
            start.play(start.current, bot.choose(start, start.current, rng))
        text = start.position(start.current)
        game, fast = Game.from_position(text, seed=seed), Game.from_position(text, seed=seed)
        assert fast.room is not None
        rng, fast_rng = random.Random(seed), random.Random(seed)
        while not game.is_over:
            game.play(game.current, bot.choose(game, game.current, rng))
        made = RandomBot.play_out(fast, fast_rng)
        assert fast.history == game.history and made == game.decisions and fast.room == game.room
        assert fast.scores() == game.scores() and fast.state_key() == game.state_key()


def test_the_random_plays_comparisons_pick_the_take_floor_r_times_3_picks():
    """``Game._play_at_random`` picks one of three takes by comparing the draw ``r`` with
    ``_THIRD`` and ``_TWO_THIRDS`` instead of computing ``floor(r * 3)``: the same index for the
    floats on either side of each cut and for 100,000 draws."""
    from math import floor, nextafter

    from wonderlab.architects.game import _THIRD, _TWO_THIRDS

    def by_cuts(r):
        return 0 if r < _THIRD else 1 if r < _TWO_THIRDS else 2

    rng = random.Random(41)
    near = [nextafter(cut, direction) for cut in (_THIRD, _TWO_THIRDS) for direction in (0, 1)]
    draws = [0.0, nextafter(1.0, 0), _THIRD, _TWO_THIRDS, *near] + [rng.random() for _ in range(100_000)]
    assert [by_cuts(r) for r in draws] == [floor(r * 3) for r in draws]
    assert by_cuts(_THIRD) == 1 and by_cuts(nextafter(_THIRD, 0)) == 0


def test_a_game_keeps_its_attributes_few():
    """CPython 3.11 keeps at most 29 attributes of an object in its fast layout (read by their
    index; a 30th puts them all in a dict, and every ``self.x`` of the engine's hot loops looks
    its name up): a game made from its options holds 29 or fewer, its seed and options kept in
    one (``_made``), which ``seed`` and ``record`` read as before."""
    assert len(vars(Game(players=2, seed=1))) <= 29
    game = Game(players=3, seed=7, names=["Ana", "Bo", "Cy"])
    assert len(vars(game)) <= 29 and game.seed == 7
    record = game.record()
    assert record.seed == 7 and record.options == {"players": 3, "wonders": None, "names": ["Ana", "Bo", "Cy"]}
    assert Game.replay(record).names == ["Ana", "Bo", "Cy"]
    placed = Game(players=2, seed=-3, wonders=["Rhodes", "Giza"])
    assert placed.record().options["wonders"] == ["Rhodes", "Giza"] and placed.record().seed == -3


def test_a_copy_holds_every_attribute_of_its_game():
    """``Game._copy_state`` sets the attributes one by one (not through ``__dict__``, which would
    take them out of the fast layout): a copy, or a game dealt again, has every attribute its game
    has, a game dealt from a typed position its ``start_position`` too, and the same state."""
    played = Game(players=3, seed=4)
    RandomBot.play_out(played, random.Random(4))
    under_way = Game(players=2, seed=9)
    for _ in range(7):
        under_way.play(under_way.current, under_way.legal_actions(under_way.current)[0])
    typed = Game.from_position(Game(players=3, seed=2).position(1), seed=5)
    for game in (Game(players=2, seed=1), under_way, played, typed):
        for other in (game.copy(), game.redeal(game.current, random.Random(1))):
            assert sorted(vars(other)) == sorted(vars(game))
        assert game.copy().state_key() == game.state_key()
    assert typed.copy().start_position == typed.start_position is not None


def test_a_progress_token_taken_beside_no_build_leaves_no_build_to_resolve():
    """The random play settles a Progress token taken when no build was offered beside it with
    no build (``_settle(())``): a token changes no resource, so unless it pays (Economy,
    Engineering) no stage has become buildable. Over every such choice of 150 games, settling
    with that knowledge leaves the same game as settling from scratch (``_build_actions``)."""
    bot, checked = RandomBot(), 0
    for seed in range(150):
        game, rng = Game(players=2 + seed % 3, seed=seed), make_rng(seed)
        while not game.is_over:
            seat, legal = game.current, game.legal_actions(game.current)
            if game.phase == "resolve" and not game.pending and legal[0].kind != "build":
                for action in legal:
                    if action.kind != "progress":
                        continue
                    known, fresh = game.copy(), game.copy()
                    known._progress(seat, action)
                    fresh._progress(seat, action)
                    if known.tokens[seat][-1] in ("economy", "engineering"):
                        continue
                    known._settle(())
                    fresh._settle()
                    assert known.state_key() == fresh.state_key() and known._legal == fresh._legal
                    checked += 1
            game.play(seat, bot.choose(game, seat, rng))
    assert checked > 300



def test_the_runners_rows_are_the_score_sheets_rows_winners_and_ties_included():
    """``scoring.score_rows``, the rows ``play_game`` gives, counts them from the game without a
    score sheet: over 200 seeded games at 2, 3, 4 and 7 players each row is ``core.runner.rows``
    of ``scores()`` and ``winners`` (seed 002: the highest total wins; a tie goes to the most
    stages built; a tie that stands is shared), shared wins among them."""
    from wonderlab.architects.scoring import score_rows, winners
    from wonderlab.core.runner import rows

    shared = 0
    for players in (2, 3, 4, 7):
        bots = ["random"] * players
        for seed in range(200):
            game = Game(players=players, seed=seed)
            RandomBot.play_out(game, make_rng(seed))
            sheets = game.scores()
            expected = rows(sheets, bots, winners(sheets))
            assert score_rows(game, bots) == expected, (players, seed)
            shared += sum(row["winner"] for row in expected) > 1
    assert shared > 0       # a tie that stands is met, so the rule's last case is checked


def test_scored_counts_the_totals_and_winners_of_the_score_sheets_it_makes_later():
    """``Game.scored``, how the coach's rollouts end (``core.search.rollout``): over 100 seeded
    games at 2, 3, 4 and 7 players, its totals and winners are those of ``scores()`` and
    ``winners()``, ties that stand shared, and its function makes the very sheets of ``scores()``;
    a rollout's ``Outcome`` makes them only when its ``sheets`` are read."""
    from wonderlab.core.search import key, rollout

    shared = 0
    for players in (2, 3, 4, 7):
        for seed in range(100):
            game = Game(players=players, seed=seed)
            RandomBot.play_out(game, make_rng(seed))
            totals, names, sheets = game.scored()
            assert totals == [s.total for s in game.scores()] and names == game.winners(), (players, seed)
            assert sheets() == game.scores() and sheets() is not sheets()
            shared += len(names) > 1
    assert shared > 0
    game = Game(players=3, seed=1)
    outcome = rollout(game, "architects", 0, 0, key(game.legal_actions(0)[0]), 0, 5)
    assert callable(outcome._sheets)
    assert outcome.sheets is outcome.sheets and outcome.sheets[0].total == outcome.score
