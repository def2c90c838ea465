"""Issue 11, "What if I had played something else?": ``what_if`` plays every choice of a decision
out many times, reads nothing the player could not see, and gives the same frame for the same
seed, here or on a Dask cluster."""

import functools
import random
import warnings

import pandas as pd
import pytest

from wonderlab.architects import Game as ArchitectsGame
from wonderlab.classic import Game as ClassicGame
from wonderlab.classic.scoring import score_city, total_points
from wonderlab.core.records import GameRecord
from wonderlab.duel.game import Game as DuelGame
from wonderlab.lab import what_if as _what_if
from wonderlab.lab import whatif as whatif_module
from wonderlab.lab.whatif import what_if_figure


def what_if(*args, **kwargs):
    """``what_if``'s rows as a pandas DataFrame (``Rows.to_frame``), for pandas' comparisons."""
    return _what_if(*args, **kwargs).to_frame()


def _played(game, actions, seed=0):
    """``game`` after ``actions`` random decisions (a position in the middle of a game)."""
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        now = game.waiting[0]
        game.play(now, rng.choice(game.legal_actions(now)))
    return game


def _positions():
    """A position of each game where seat 0 decides, with hidden cards in play."""
    return [("classic", _played(ClassicGame(players=3, seed=5), 9)),
            ("duel", _played(DuelGame(seed=3), 12)),
            ("architects", _played(ArchitectsGame(players=3, seed=2), 6))]


def _seat(game):
    return game.controller(game.waiting[0]) if hasattr(game, "controller") else game.waiting[0]


@pytest.mark.parametrize(("kind", "game"), _positions())
def test_one_row_per_distinct_action_best_first_with_intervals(kind, game):
    seat = _seat(game)
    frame = what_if(game, seat, rollouts=6, progress=False)
    city = next(c for c in game.waiting if (game.controller(c) if kind == "classic" else c) == seat)
    distinct = {repr(sorted(a.to_json().items())) for a in game.legal_actions(city)}
    assert len(frame) == len(distinct) and frame["action"].is_unique
    assert (frame["rollouts"] == 6).all()
    assert list(frame["win_rate"]) == sorted(frame["win_rate"], reverse=True)     # rows follow their value
    assert ((frame["win_low"] <= frame["win_rate"]) & (frame["win_rate"] <= frame["win_high"])).all()
    assert ((frame["win_low"] >= 0) & (frame["win_high"] <= 1)).all()
    assert ((frame["score_low"] <= frame["mean_score"]) & (frame["mean_score"] <= frame["score_high"])).all()
    legal_words = {str(a) for a in game.legal_actions(city)}
    assert set(frame["words"]) <= legal_words
    assert frame.attrs["game"] == kind and frame.attrs["seat"] == seat and not frame.attrs["interrupted"]


def test_payments_that_lead_to_the_same_game_count_once():
    """Caravansery with 1 wood bought from the left, or with 1 clay bought from the left for the
    same 2 coins: the same game (a record saves both the same way), one row, the first kept;
    paying the right neighbour instead is another game, its own row."""
    from wonderlab.classic.actions import Action
    from wonderlab.classic.cards import card_set
    from wonderlab.classic.payment import Payment

    caravansery = card_set().by_name("Caravansery")
    wood = Action.build(caravansery, Payment(left=2, buys=(("left", 0, 1, 2),)))
    clay = Action.build(caravansery, Payment(left=2, buys=(("left", 2, 1, 2),)))
    right = Action.build(caravansery, Payment(right=2, buys=(("right", 0, 1, 2),)))
    assert wood != clay
    assert [a for _, a in whatif_module._distinct([wood, clay, right])] == [wood, right]


@pytest.mark.parametrize(("kind", "game"), _positions())
def test_the_frame_does_not_change_when_the_hidden_cards_do(kind, game):
    """What the seat cannot see is dealt again for every rollout: two games that look the same
    to the seat, with other hidden cards, give identical frames."""
    seat = _seat(game)
    other = game.redeal(seat, random.Random(99))
    assert other.state_key() != game.state_key()
    first = what_if(game, seat, rollouts=4, seed=3, progress=False)
    pd.testing.assert_frame_equal(first, what_if(other, seat, rollouts=4, seed=3, progress=False))


def test_other_hands_swapped_by_hand_give_the_same_frame():
    """Two hands seat 0 never held exchanged, and the one it passed last turn put in another
    order (a change no ``redeal`` made): the same frame. (The hand it passed it knows: swapping
    that one for another would change what it saw, issue 17.)"""
    game = _played(ClassicGame(players=4, seed=8), 4)
    assert game.turn == 2
    swapped = game.copy()
    swapped.hands[2], swapped.hands[3] = swapped.hands[3], swapped.hands[2]
    swapped.hands[1] = list(reversed(swapped.hands[1]))
    assert [c.name for c in swapped.hand(2)] != [c.name for c in game.hand(2)]
    assert [c.name for c in swapped.hand(1)] != [c.name for c in game.hand(1)]
    pd.testing.assert_frame_equal(what_if(game, 0, rollouts=3, bots="random", progress=False),
                                  what_if(swapped, 0, rollouts=3, bots="random", progress=False))


def test_same_seed_same_frame_and_another_seed_other_games():
    game = ClassicGame(players=3, seed=2)
    first = what_if(game, 1, rollouts=5, seed=4, progress=False)
    pd.testing.assert_frame_equal(first, what_if(game, 1, rollouts=5, seed=4, progress=False))
    other = what_if(game, 1, rollouts=5, seed=5, progress=False)
    assert not first.set_index("action")["mean_score"].equals(other.set_index("action")["mean_score"])
    assert game.state_key() == ClassicGame(players=3, seed=2).state_key()      # left untouched


def test_the_win_rate_interval_is_wilsons():
    low, high = whatif_module.wilson(7, 20)
    assert round(low, 4) == 0.1812 and round(high, 4) == 0.5671
    assert whatif_module.wilson(20, 20)[1] == 1.0 and whatif_module.wilson(20, 20)[0] > 0.8


def _stop_after(limit, task, item):
    if item[0] * 100 + item[1] >= limit:
        raise KeyboardInterrupt
    return task(item)


def test_an_interrupt_keeps_the_finished_rollouts_and_says_so(monkeypatch):
    game = ClassicGame(players=3, seed=1)
    actions = len({repr(sorted(a.to_json().items())) for a in game.legal_actions(0)})
    real = whatif_module._rollout
    monkeypatch.setattr(whatif_module, "_rollout", lambda *args: _stop_after(300, functools.partial(real, *args[:-1]),
                                                                             args[-1]))
    with pytest.warns(UserWarning, match="interrupted"):
        frame = what_if(game, 0, rollouts=10, bots="random", progress=False)
    assert frame.attrs["interrupted"] and frame.attrs["games"] == 3 * actions
    assert frame.attrs["total"] == 10 * actions and (frame["rollouts"] == 3).all()
    assert "stopped after" in what_if_figure(frame).layout.title.text


def test_a_record_at_a_turn_a_table_review_and_a_saved_file_are_positions(tmp_path):
    from wonderlab.widgets.play import PlayTable

    live = _played(ClassicGame(players=3, seed=6), 6)
    record = live.record()
    expected = what_if(live, 0, rollouts=2, bots="random", progress=False)
    longer = _played(live.copy(), 3, seed=9).record()
    # 6 decisions of 3 players are 2 turns: a record is positioned by turns, as table_at does
    pd.testing.assert_frame_equal(what_if(longer, 0, turn=2, rollouts=2, bots="random", progress=False), expected)
    path = tmp_path / "game.json"
    record.save(path)
    pd.testing.assert_frame_equal(what_if(path, 0, rollouts=2, bots="random", progress=False), expected)

    table = PlayTable("classic", players=3, seed=4, bots="random")
    while not table.is_over:
        table.choose(0)
        table.confirm()
    table.review(2)
    shown = what_if(table, 0, rollouts=2, bots="random", progress=False)
    pd.testing.assert_frame_equal(shown, what_if(table.position(2), 0, rollouts=2, bots="random",
                                                 progress=False))
    assert table.position(2).turn == 3 and table.position(2).state_key() != table.game.state_key()


@pytest.mark.parametrize(("call", "words"), [
    (lambda g: what_if(g, 5, rollouts=1), "seats of this game are 0 to 2"),
    (lambda g: what_if(g, "0", rollouts=1), "seat: '0'"),
    (lambda g: what_if(g, 0, rollouts=0), "rollouts: 0: expected a whole number"),
    (lambda g: what_if(g, 0, rollouts=2.5), "rollouts: 2.5"),
    (lambda g: what_if(g, 0, rollouts=True), "rollouts: True"),
    (lambda g: what_if(g, 0, rollouts=1, bots="genius"), "unknown bot 'genius'"),
    (lambda g: what_if(g, 0, rollouts=1, bots=["greedy"]), "one per seat (3)"),
    (lambda g: what_if("not a file.json", 0), "not a file.json"),
    (lambda g: what_if(42, 0), "game: 42: expected a game"),
    (lambda g: what_if(GameRecord("chess", {}, 0, ()), 0), "a record of 'chess'"),
    (lambda g: what_if(g, 0, turn=99), "turn: 99: this record has turns 0 (the deal) to 0"),
    (lambda g: what_if(g, 0, turn=1.5), "turn: 1.5: expected a whole number of turns"),
    (lambda g: what_if_figure(what_if(g, 0, rollouts=1, progress=False), metric="luck"), "metric: 'luck'"),
])
def test_bad_input_is_refused_in_words(call, words):
    with pytest.raises(ValueError, match=None) as error:
        call(ClassicGame(players=3, seed=1))
    assert words in str(error.value)


def test_not_your_turn_and_game_over_are_refused_in_words():
    duel = DuelGame(seed=1)
    with pytest.raises(ValueError, match=r"seat 1 has no decision to make now \(waiting for Player 1\)"):
        what_if(duel, 1, rollouts=1)
    classic = ClassicGame(players=3, seed=1)
    classic.play(0, classic.legal_actions(0)[0])
    with pytest.raises(ValueError, match=r"seat 0 has no decision to make now \(waiting for Player 2, Player 3\)"):
        what_if(classic, 0, rollouts=1)
    over = _played(ArchitectsGame(players=2, seed=1), 10_000)
    with pytest.raises(ValueError, match="the game is over"):
        what_if(over, 0, rollouts=1)


def test_the_figure_shows_each_action_with_its_interval():
    frame = what_if(ClassicGame(players=3, seed=3), 2, rollouts=4, bots="random", progress=False)
    figure = what_if_figure(frame)
    bar = figure.data[0]
    assert list(bar.x) == list(frame["action"]) and list(bar.y) == list(frame["win_rate"])
    assert list(bar.error_y.array) == list(frame["win_high"] - frame["win_rate"])
    assert figure.layout.template.layout.paper_bgcolor == "rgba(0,0,0,0)"        # the course's template
    scores = what_if_figure(frame, metric="mean_score")
    assert list(scores.data[0].y) == list(frame["mean_score"]) and "Mean final score" in scores.layout.yaxis.title.text


def test_the_greedy_bots_fast_total_is_the_score_sheets_total():
    """The greedy bot weighs ``total_points``: at every position of seeded games, for every
    city, it is ``score_city(...).total`` (Olympia B's guild copy included)."""
    checked = 0
    for players in (3, 5, 7):
        for seed in range(3):
            game = ClassicGame(players=players, seed=seed, sides="B")
            rng = random.Random(seed)
            while not game.is_over:
                for i in range(len(game.cities)):
                    assert total_points(game.cities, i) == score_city(game.cities, i).total
                    checked += 1
                now = game.waiting[0]
                game.play(now, rng.choice(game.legal_actions(now)))
    assert checked > 1000


def test_a_local_cluster_of_two_workers_gives_the_serial_frame():
    distributed = pytest.importorskip("distributed")
    game = _played(ClassicGame(players=3, seed=7), 3)
    serial = what_if(game, 0, rollouts=3, bots="random", progress=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                      dashboard_address=None) as cluster, distributed.Client(cluster) as client:
            spread = what_if(game, 0, rollouts=3, bots="random", client=client, batch_size=5, progress=False)
    pd.testing.assert_frame_equal(serial, spread)


def test_an_unsaved_game_record_has_the_same_frame_as_its_game():
    game = _played(DuelGame(seed=4), 5)
    record = GameRecord.from_json(game.record().to_json())
    pd.testing.assert_frame_equal(what_if(record, 0 if game.current == 0 else 1, rollouts=2, progress=False),
                                  what_if(game, game.current, rollouts=2, progress=False))


def test_refusals_and_the_chart_speak_french_too():
    from wonderlab.core.i18n import set_language

    game = ClassicGame(players=3, seed=1)
    set_language("fr")
    try:
        with pytest.raises(ValueError, match="les places de cette partie vont de 0 à 2"):
            what_if(game, 7, rollouts=1)
        frame = what_if(game, 0, rollouts=1, bots="random", progress=False)
        assert any(words.startswith("Construire") for words in frame["words"])
        assert what_if_figure(frame).layout.yaxis.title.text == "Taux de victoire (intervalle à 95 %)"
    finally:
        set_language("en")


@pytest.mark.parametrize("kind", ["classic", "duel", "architects"])
def test_over_many_seeded_positions_the_hidden_cards_never_change_the_frame(kind):
    make = {"classic": lambda s: ClassicGame(players=2 + s % 6, seed=s), "duel": lambda s: DuelGame(seed=s),
            "architects": lambda s: ArchitectsGame(players=2 + s % 6, seed=s)}[kind]
    compared = 0
    for seed in range(10):
        game = _played(make(seed), 3 + 4 * seed, seed)
        if game.is_over:
            continue
        seat = _seat(game)
        other = game.redeal(seat, random.Random(seed))
        first = what_if(game, seat, rollouts=2, bots="random", seed=seed, progress=False)
        pd.testing.assert_frame_equal(first, what_if(other, seat, rollouts=2, bots="random", seed=seed,
                                                     progress=False))
        compared += 1
    assert compared >= 8


def test_what_if_needs_no_pandas_and_gives_it_on_demand():
    """Issue 35: the rows are plain Python (the browser-only course has no pandas); ``to_frame``
    gives a DataFrame of the same rows and attrs."""
    from wonderlab.lab.rows import Rows

    rows = _what_if(ClassicGame(players=3, seed=1), 0, rollouts=2, bots="random", progress=False)
    assert isinstance(rows, Rows) and isinstance(rows.rows[0], dict)
    frame = rows.to_frame()
    assert list(frame.columns) == rows.columns and frame.attrs == rows.attrs
    assert list(frame["action"]) == rows["action"] and list(frame["win_rate"]) == rows["win_rate"]
    assert "<table>" in rows._repr_html_() and rows["action"][0] in repr(rows)
