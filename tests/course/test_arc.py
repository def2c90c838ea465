"""The code arc of each game (issue 36: "a code arc per game, pytudes-style, each step taking real
wonderlab objects"): the whole city checked against the engine's score pad, a choice judged on
legality and on the property its prompt states, the learner's bot seated in a short seeded
tournament against greedy with its win rate and interval, and saved for the teacher."""

import random
import re

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course import solutions
from wonderlab.course.arc import (
    GAMES,
    WONDER,
    LearnerBot,
    choice_cases,
    counted_points,
    finished,
    load_bot,
    new_game,
    position,
    save_bot,
    seat_bot,
    win_rate,
    win_rate_text,
)
from wonderlab.course.code import EXERCISES, check, forget

STEPS = {kind: ["civilian", WONDER[kind], "score", "choose", "bot"] for kind in GAMES}


@pytest.fixture(autouse=True)
def _fresh_ladder():
    forget()
    yield
    forget()


@pytest.fixture(autouse=True)
def _bots_as_they_were(monkeypatch):
    """A learner's bot seated here is forgotten after the test: the registry is the process's, and
    other tests read the names of the bots wonderlab ships."""
    from wonderlab.core import bots

    for game in ("classic", "duel", "architects"):      # the shipped bots registered first: a
        bots._load(game)                                # game's module registers them only once
    monkeypatch.setattr(bots, "_bots", dict(bots._bots))
    yield
    bots._play_outs.clear()


def test_each_game_has_the_five_steps_of_the_arc_each_taking_a_game_and_a_seat():
    import inspect

    for kind, steps in STEPS.items():
        for step in steps:
            name = f"{kind}-{step}"
            assert name in EXERCISES
            assert list(inspect.signature(getattr(solutions, name.replace("-", "_"))).parameters) == ["game", "seat"]


@pytest.mark.parametrize("kind", GAMES)
def test_the_whole_city_is_the_score_pads_total_and_counted_points_only_the_counting_cards(kind):
    """Seeds 000, 004, 002: the pad adds its lines; ``counted_points`` gives the lines whose cards
    count other things (7 Wonders' commercial and guilds, Duel's guilds, Architects' tokens),
    so the learner's ``score`` adds the others (Duel's tokens too, their own step)."""
    given = {"classic": ("commercial", "guilds"), "duel": ("guilds",), "architects": ("progress",)}[kind]
    for seed in range(5):
        game = finished(kind, 500 + seed)
        for seat in range(len(game.names)):
            sheet = game.scores()[seat]
            assert solutions.__dict__[f"{kind}_score"](game, seat) == sheet.total
            if kind != "classic" or "copy_neighbor_guild" not in game.cities[seat].powers:
                assert counted_points(game, seat) == sum(sheet.categories[c] for c in given)


@pytest.mark.parametrize("kind", GAMES)
def test_a_choice_is_judged_legal_and_on_the_stated_property_any_right_one_accepted(kind):
    cases = EXERCISES[f"{kind}-choose"].cases()
    strict = [case for case in cases if len(case.good) < len(case.legal)]
    assert len(strict) >= 5            # positions where the property rules out some legal actions
    for case in strict:
        assert all(case.judge(action) is None for action in case.good)
        assert all(case.judge(action) == case.why for action in case.legal if action not in case.good)
        assert case.judge("Build") == case.judge(None) == case.judge(object()) == "that is not one of game.legal_actions(seat)"
    if kind != "architects":
        assert all(action.kind != "discard" for case in strict for action in case.good)


def test_the_choice_of_a_seat_sees_only_what_the_seat_sees():
    """Hidden information never leaves the engine: the learner's function gets the position dealt
    again from what its seat sees (``game.redeal``), at a check and in a tournament alike."""
    seen = []
    bot = LearnerBot(lambda game, seat: seen.append(game) or game.legal_actions(seat)[0], "spy")
    game = new_game("classic", 4, 7)
    action = bot.choose(game, 0, random.Random(1))
    assert action in game.legal_actions(0) and seen[0] is not game
    assert seen[0].hand(0) == game.hand(0) and any(seen[0].hand(i) != game.hand(i) for i in (1, 2, 3))
    case = EXERCISES["classic-choose"].cases()[0]
    real, seat = position("classic", int(case.shown.rsplit(" ", 1)[1]))
    given = case.args[0]
    assert case.args[1] == seat and given is not real and given.hand(seat) == real.hand(seat)
    assert any(given.hand(i) != real.hand(i) for i in range(len(real.names)) if i != seat)


@pytest.mark.parametrize("kind", GAMES)
def test_a_bot_is_checked_at_decisions_of_every_kind(kind):
    phases = {case.args[0].phase for case in EXERCISES[f"{kind}-bot"].cases()}
    assert len(phases) >= 2, phases


@pytest.mark.parametrize("name, function, called", [
    ("classic-score", lambda game, seat: game.scores()[seat].total, "scores"),
    ("duel-civilian", lambda game, seat: game.scores()[seat].categories["civilian"], "scores"),
    ("architects-score", lambda game, seat: game.winners() and 0, "winners"),
])
def test_reading_the_engines_score_pad_is_refused_in_words(name, function, called):
    report = check(name, function)
    assert not report.right and str(report) == (f"✘ Your function calls {called}, the engine's own answer: "
                                                "write the rule yourself, from the rules of the game.")


def test_a_bot_that_asks_the_engines_bots_is_refused():
    from wonderlab.core.bots import make_bot

    def borrowed(game, seat):
        return make_bot("duel", "greedy").choose(game, seat, random.Random(0))

    assert "calls make_bot" in str(check("duel-bot", borrowed))


@pytest.mark.parametrize("kind, players, bots", [("classic", 3, ("yours", "greedy", "greedy")),
                                                 ("duel", 2, ("yours", "greedy")),
                                                 ("architects", 3, ("yours", "greedy", "greedy"))])
def test_your_bot_plays_a_short_seeded_tournament_against_greedy_and_its_win_rate_has_its_interval(kind, players, bots):
    from wonderlab.lab import standings, tournament

    seat_bot(getattr(solutions, f"{kind}_bot"), kind, "yours")
    frame = tournament(kind, players=players, games=6, seed=3, bots=bots, progress=False)
    assert len(frame) == 6 * players and (frame["bot"] == "yours").sum() == 6     # one seat a game, moving round
    said = win_rate(frame, "yours")
    wins = int(frame[frame["bot"] == "yours"]["winner"].sum())
    table = standings(frame)
    low, high = table.loc["yours", "win_low"], table.loc["yours", "win_high"]
    assert said == (f"Your bot won {wins} of 6 games against greedy: {round(100 * wins / 6)} % "
                    f"(95 % interval: {round(100 * low)} % to {round(100 * high)} %).")
    again = tournament(kind, players=players, games=6, seed=3, bots=bots, progress=False)
    assert win_rate(again, "yours") == said                                       # seeded: the same games


def test_the_win_rate_speaks_french_with_its_interval():
    set_language("fr")
    try:
        assert win_rate_text(7, 20, "greedy") == ("Votre bot a gagné 7 sur 20 parties contre glouton : 35 % "
                                                 "(intervalle à 95 % : de 18 % à 57 %).")
    finally:
        set_language("en")


def test_a_bad_name_or_game_for_a_bot_is_refused_in_one_line_and_seats_nothing():
    from wonderlab.core.bots import bot_names

    before = bot_names("duel")
    for kind, name in (("duel", "greedy"), ("duel", "my bot"), ("duel", 3), ("chess", "mine")):
        with pytest.raises(ValueError) as raised:
            seat_bot(solutions.duel_bot, kind, name)
        assert "\n" not in str(raised.value) and str(raised.value).split(":")[0] in ("name", "game")
    with pytest.raises(ValueError, match="^expected a function choose"):
        seat_bot("greedy", "duel", "mine")
    assert bot_names("duel") == before
    import pandas as pd

    for frame in (pd.DataFrame({"bot": ["greedy"], "game": [0], "winner": [True]}), "a frame", None):
        with pytest.raises(ValueError, match="^'yours' played no game in this frame"):
            win_rate(frame, "yours")


def _helper_bot(game, seat):
    """A bot that calls a helper of its own and a constant of wonderlab, as a learner's would."""
    return _helper(game, seat)


def _helper(game, seat):
    from wonderlab.architects.rules import KINDS

    legal = game.legal_actions(seat)
    return legal[-1] if KINDS and len(legal) > 1 else legal[0]


def test_a_saved_bot_loads_in_the_teachers_kernel_and_plays_whole_games(tmp_path):
    from wonderlab.lab import tournament

    path = save_bot(_helper_bot, tmp_path / "ana_bot.py", "architects")
    text = (tmp_path / "ana_bot.py").read_text(encoding="utf-8")
    assert "GAME = 'architects'" in text and "def _helper_bot(" in text and "def _helper(" in text
    assert "_weighted" in save_bot(_weighted, tmp_path / "_weighted.py", "duel")
    assert "WEIGHTS = {'build': 2, 'discard': 0}" in (tmp_path / "_weighted.py").read_text(encoding="utf-8")
    assert load_bot(path) == "ana_bot"
    frame = tournament("architects", players=2, games=2, seed=1, bots=("ana_bot", "greedy"), progress=False)
    assert set(frame["bot"]) == {"ana_bot", "greedy"} and frame["total"].min() >= 0
    (tmp_path / "not_a_bot.py").write_text("x = 1\n", encoding="utf-8")
    for bad in (tmp_path / "missing.py", tmp_path / "not_a_bot.py"):
        with pytest.raises(ValueError, match=re.escape(str(bad))):
            load_bot(bad)
    with pytest.raises(ValueError, match="choose"):
        save_bot(42, tmp_path / "x.py", "duel")
    with pytest.raises(ValueError, match="^table .a Random. cannot be written into the bot's file"):
        save_bot(_uses_a_table, tmp_path / "y.py", "duel")
    assert not (tmp_path / "y.py").exists()


WEIGHTS = {"build": 2, "discard": 0}
table = random.Random(0)


def _weighted(game, seat):
    return max(game.legal_actions(seat), key=lambda action: WEIGHTS.get(action.kind, 1))


def _uses_a_table(game, seat):
    return max(game.legal_actions(seat), key=lambda action: WEIGHTS.get(action.kind, 1) + table.random())


def test_positions_are_drawn_afresh_each_run_and_seeded_positions_are_the_same_every_run():
    draw = EXERCISES["duel-choose"].hidden
    first, second = draw(random.Random(1)), draw(random.Random(2))
    assert [c.shown for c in first] != [c.shown for c in second]
    assert [c.shown for c in choice_cases("duel", lambda g, s, legal: (list(legal), ""), range(5))] == \
        [c.shown for c in choice_cases("duel", lambda g, s, legal: (list(legal), ""), range(5))]


def test_each_step_of_the_arc_travels_in_a_classroom_result_code_under_its_rule_family():
    """The teacher sees learning (issue 36): a check of the arc goes to the kernel's journal, which
    a result code carries; the board groups it with its rule (a whole city under scoring, a
    choice and a bot under "Choosing, and your own bot")."""
    from wonderlab.classroom.codes import check_course
    from wonderlab.course.families import family_of
    from wonderlab.course.journal import JOURNAL

    JOURNAL.forget()
    try:
        check("duel-score", lambda game, seat: 0)
        check("duel-score", solutions.duel_score)
        check("architects-bot", solutions.architects_bot)
        data = JOURNAL.data()
        assert check_course(data) == data
        assert set(data["e"]["duel"]) == {"duel-score"} and set(data["e"]["architects"]) == {"architects-bot"}
    finally:
        JOURNAL.forget()
    assert [family_of(kind, f"{kind}-{step}") for kind in GAMES for step in ("score", "bot")] == \
        ["scoring", "bots"] * 3
    from wonderlab.course.arc import arc_exercises
    from wonderlab.course.families import WHOLE_GAMES

    assert WHOLE_GAMES == {exercise.name for exercise in arc_exercises()}      # which no review asks
