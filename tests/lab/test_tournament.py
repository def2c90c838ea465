"""Strategies and wonders (issue 11): tournaments between bots, wonders, sides and seats.

A tournament's rows must be the games really played (the same as ``simulate``'s and the
runner's), its bots must move round the table, and its summaries must be the arithmetic of
those rows, with intervals that hold the rate they estimate.
"""

import math
import random

import pandas as pd
import pytest

from wonderlab.classic import runner as classic_runner
from wonderlab.core.bots import make_bot
from wonderlab.core.rng import game_seeds, make_rng
from wonderlab.lab import category_summary, simulate, standings, tournament, win_rate_table
from wonderlab.lab.tournament import wilson
from wonderlab.plots import standings_figure, total_histogram, win_rate_heatmap


@pytest.fixture(scope="module")
def classic_rows():
    return tournament("classic", players=4, games=24, seed=11, bots=("greedy", "random"), progress=False)


def test_the_same_seed_gives_the_same_frame_and_another_seed_another(classic_rows):
    again = tournament("classic", players=4, games=24, seed=11, bots=("greedy", "random"), progress=False)
    pd.testing.assert_frame_equal(classic_rows, again)
    other = tournament("classic", players=4, games=24, seed=12, bots=("greedy", "random"), progress=False)
    assert list(other["seed"]) != list(classic_rows["seed"])
    assert list(classic_rows.drop_duplicates("game")["seed"]) == list(game_seeds(11, 24))


def test_bots_move_round_the_table_so_each_sits_at_each_seat_as_often(classic_rows):
    seats = classic_rows.groupby(["bot", "seat"]).size()
    assert set(seats) == {12}          # 24 games, 2 bots: 12 games per bot at every seat
    first = classic_rows[classic_rows["game"] == 0]["bot"].tolist()
    second = classic_rows[classic_rows["game"] == 1]["bot"].tolist()
    assert first == ["greedy", "random", "greedy", "random"] and second == ["random", "greedy", "random", "greedy"]


def test_the_rows_are_the_games_played_with_the_wonder_each_seat_was_dealt(classic_rows):
    """The board and side of a row are those of the city that scored the row's points: a game
    played here, move by move, with the same seed and bots, ends with the same totals."""
    from wonderlab.classic.game import Game

    for number in (0, 5):
        rows = classic_rows[classic_rows["game"] == number]
        seed = int(rows["seed"].iloc[0])
        game = Game(players=4, seed=seed)
        agents = [make_bot("classic", name) for name in rows["bot"]]
        rng = make_rng(seed)
        while not game.is_over:
            for city in game.waiting:
                game.play(city, agents[game.controller(city)].choose(game, city, rng))
        assert [s.total for s in game.scores()] == list(rows["total"])
        assert [c.wonder.city for c in game.cities] == list(rows["board"])
        assert [c.wonder.side for c in game.cities] == list(rows["side"])


@pytest.mark.parametrize(("game", "players", "deal"), [("classic", 3, ["board", "side"]), ("duel", 2, []),
                                                       ("architects", 4, ["board"])])
def test_every_game_gives_its_categories_totals_and_winners(game, players, deal):
    module = __import__(f"wonderlab.{game}.runner", fromlist=["CATEGORIES"])
    frame = tournament(game, players=players, games=30, seed=3, bots=("greedy", "random"), progress=False)
    assert list(frame.columns) == ["game", "seed", "seat", "bot", *deal, *module.CATEGORIES, "total", "winner",
                                   *module.EXTRA_COLUMNS]
    assert len(frame) == 30 * players
    assert (frame[list(module.CATEGORIES)].sum(axis=1) == frame["total"]).all()
    assert (frame.groupby("game")["winner"].sum() >= 1).all()
    for column in deal:
        assert frame[column].notna().all()
    if "board" in deal:          # a board is dealt once in a game
        assert (frame.groupby("game")["board"].nunique() == players).all()


def test_simulate_plays_the_same_games_as_a_tournament_without_moving_bots():
    frame = simulate("architects", players=3, games=8, seed=4, bots=("greedy", "random"), progress=False)
    fixed = tournament("architects", players=3, games=8, seed=4, bots=("greedy", "random"), rotate=False,
                       progress=False)
    pd.testing.assert_frame_equal(frame, fixed.drop(columns=["board"]))
    rows, _ = __import__("wonderlab.architects.runner", fromlist=["x"]).play_game(
        3, int(frame["seed"].iloc[0]), ["greedy", "random", "greedy"])
    assert [r["total"] for r in rows] == list(frame["total"][:3])


def test_standings_are_the_arithmetic_of_the_rows(classic_rows):
    table = standings(classic_rows, "board")
    for board, line in table.iterrows():
        rows = classic_rows[classic_rows["board"] == board]
        assert line["seats"] == len(rows) and line["wins"] == rows["winner"].sum()
        assert line["win_rate"] == pytest.approx(rows["winner"].mean())
        assert line["win_low"] <= line["win_rate"] <= line["win_high"]
        assert line["mean_total"] == pytest.approx(rows["total"].mean())
        if len(rows) > 1:
            half = 1.96 * rows["total"].std() / math.sqrt(len(rows))
            assert line["total_high"] - line["mean_total"] == pytest.approx(half, rel=1e-3)
    assert list(table["win_rate"]) == sorted(table["win_rate"], reverse=True)
    assert standings(classic_rows, "seat")["wins"].sum() == classic_rows["winner"].sum()
    by_two = standings(classic_rows, ["board", "side"])
    assert by_two.index.names == ["board", "side"] and by_two["seats"].sum() == len(classic_rows)


def test_wilson_interval_matches_the_textbook_and_holds_its_rate():
    """Wilson (1927): 5 wins in 10 gives [0.2366, 0.7634]; 0 in 10 gives [0, 0.2775]."""
    assert [round(x, 4) for x in wilson(5, 10)] == [0.2366, 0.7634]
    assert [round(x, 4) for x in wilson(0, 10)] == [0.0, 0.2775]
    rng, held = random.Random(1), 0
    for _ in range(400):                        # a 95 % interval holds the true rate ~95 % of the time
        wins = sum(rng.random() < 0.3 for _ in range(50))
        low, high = wilson(wins, 50)
        held += low <= 0.3 <= high
    assert 0.90 <= held / 400 <= 0.99


def test_category_summary_gives_each_category_by_group(classic_rows):
    summary = category_summary(classic_rows, by="bot")
    assert set(summary.index.get_level_values("category")) == set(classic_runner.CATEGORIES)
    for (bot, category), line in summary.iterrows():
        values = classic_rows[classic_rows["bot"] == bot][category]
        assert line["mean"] == pytest.approx(values.mean()) and line["median"] == values.median()
        assert line["low"] <= line["mean"] <= line["high"] and line["q25"] <= line["q75"]


def test_win_rate_table_crosses_boards_and_seats(classic_rows):
    rates, counts = win_rate_table(classic_rows)
    assert list(rates.columns) == [0, 1, 2, 3] and counts.to_numpy().sum() == len(classic_rows)
    board, seat = rates.index[0], 2
    cell = classic_rows[(classic_rows["board"] == board) & (classic_rows["seat"] == seat)]
    if len(cell):
        assert rates.loc[board, seat] == pytest.approx(cell["winner"].mean())


def test_an_interrupt_keeps_the_games_finished(monkeypatch):
    real, played = classic_runner.play_game, []

    def stop_at_the_fourth(players, seed, bots):
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(seed)
        return real(players, seed, bots)

    monkeypatch.setattr(classic_runner, "play_game", stop_at_the_fourth)
    with pytest.warns(UserWarning, match="kept the 3 of 10 games"):
        frame = tournament("classic", players=3, games=10, seed=2, progress=False)
    assert frame.attrs == {"games": 10, "played": 3, "interrupted": True}
    assert sorted(frame["game"].unique()) == [0, 1, 2] and list(frame.drop_duplicates("game")["seed"]) == played


@pytest.mark.parametrize(("options", "message"), [
    ({"players": 9}, "players: 9: classic is played by 2 to 7"),
    ({"game": "duel", "players": 3}, "players: 3: duel is played by exactly 2"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"games": 2.5}, "games: 2.5: expected a whole number"),
    ({"bots": ("greedy", "genius")}, "bots: 'genius' is no bot of classic: choose among greedy, random"),
    ({"bots": []}, "bots: give at least one bot name"),
    ({"seed": "7"}, "seed: '7': a seed is a whole number"),
    ({"batch_size": 0}, "batch_size: 0: expected a whole number of games, 1 or more"),
    ({"client": "tcp://localhost:8786"}, "client: str: expected a dask.distributed Client"),
])
def test_bad_arguments_are_refused_in_words(options, message):
    with pytest.raises(ValueError, match=message):
        tournament(**{"game": "classic", "games": 1, "progress": False, **options})


def test_a_summary_of_a_missing_column_says_which(classic_rows):
    with pytest.raises(ValueError, match="'colour': no such column in this frame"):
        standings(classic_rows, "colour")
    with pytest.raises(ValueError, match="'wonders': no such column"):
        win_rate_heatmap(classic_rows, rows="wonders")
    with pytest.raises(ValueError, match="bin_size: 0"):
        total_histogram(classic_rows, bin_size=0)
    with pytest.raises(ValueError, match="'bot': no such column"):
        total_histogram(classic_rows.drop(columns=["bot"]))
    with pytest.raises(ValueError, match="frame: list: expected the DataFrame of a tournament"):
        standings(classic_rows.to_dict("records"))


# -- figures --------------------------------------------------------------------------------
def test_the_heat_map_shows_every_cell_of_the_win_rate_table(classic_rows):
    figure = win_rate_heatmap(classic_rows)
    rates, counts = win_rate_table(classic_rows)
    heat = figure.data[0]
    assert heat.type == "heatmap" and list(heat.x) == ["0", "1", "2", "3"]
    for row, board in enumerate(heat.y):
        for column in range(4):
            value = rates.loc[board, column]
            assert heat.z[row][column] == (None if value != value else pytest.approx(value))
            assert heat.customdata[row][column] == counts.loc[board, column]
    means = [rates.loc[b].mean() for b in heat.y]
    assert means == sorted(means, reverse=True)          # the best wonder on top
    assert heat.zmid == pytest.approx(1 / 4)             # the fair share of 4 players


def test_the_histogram_holds_each_groups_share_of_every_total(classic_rows):
    figure = total_histogram(classic_rows, by="bot", bin_size=5)
    for bar in figure.data:
        rows = classic_rows[classic_rows["bot"] == bar.meta]
        assert sum(bar.y) == pytest.approx(1.0)
        for label, share in zip(bar.x, bar.y, strict=True):
            low, high = (int(x) for x in label.split("–"))
            assert high - low == 4
            inside = rows["total"].between(low, high).mean()
            assert share == pytest.approx(inside)


def test_the_standings_figure_has_rates_intervals_and_the_fair_share(classic_rows):
    figure = standings_figure(classic_rows, by="side")
    table = standings(classic_rows, "side")
    bars, fair = figure.data
    assert list(bars.x) == list(table.index) and list(bars.y) == pytest.approx(list(table["win_rate"]))
    assert list(bars.error_y.array) == pytest.approx(list(table["win_high"] - table["win_rate"]))
    assert set(fair.y) == {0.25}


def test_a_long_run_shows_a_progress_bar_of_its_games(monkeypatch):
    import tqdm.auto

    bars = []

    class Recorder:
        def __init__(self, total, desc, unit, **options):
            bars.append({"total": total, "desc": desc, "unit": unit, "done": 0})

        def update(self, n):
            bars[-1]["done"] += n

        def close(self):
            bars[-1]["closed"] = True

    monkeypatch.setattr(tqdm.auto, "tqdm", Recorder)
    monkeypatch.setattr("wonderlab.lab.parallel.BAR_FROM", 3)     # a bar from 3 games on, for the test
    tournament("architects", players=2, games=5, seed=1)
    simulate("duel", games=3, seed=1)
    assert bars == [{"total": 5, "desc": "architects games", "unit": "game", "done": 5, "closed": True},
                    {"total": 3, "desc": "duel games", "unit": "game", "done": 3, "closed": True}]


# -- the lab's notebooks --------------------------------------------------------------------
LAB = __import__("pathlib").Path(__file__).resolve().parents[2] / "notebooks" / "lab"


@pytest.mark.parametrize("name", ["01-a-real-table.ipynb", "03-strategies-and-wonders.ipynb",
                                  "04-beyond-one-machine.ipynb", "06-learn-from-your-games.ipynb"])
def test_the_lab_notebooks_are_stored_clean_with_their_teaching_outputs_checked(name):
    import json
    import sys

    sys.path.insert(0, str(LAB.parents[1] / "tools"))
    from run_notebooks import problems

    notebook = json.loads((LAB / name).read_text(encoding="utf-8"))
    assert problems(notebook) == []
    checked = [c for c in notebook["cells"] if "nbval-check-output" in c.get("metadata", {}).get("tags", [])]
    assert len(checked) >= 2 and all(c["outputs"] for c in checked)
    assert f"]({name})" in (LAB / "README.md").read_text(encoding="utf-8")


def test_on_a_cluster_a_batch_holds_a_quarter_of_a_workers_share_and_at_most_250_games(monkeypatch):
    """Small batches keep the progress bar moving and lose little when a long run is stopped."""
    import importlib

    from wonderlab.lab.parallel import Results

    module = importlib.import_module("wonderlab.lab.tournament")     # the module, not the function

    class TwoWorkers:
        def submit(self, *args, **kwargs):
            raise AssertionError("not used here")

        def scheduler_info(self):
            return {"workers": {"tcp://a": {}, "tcp://b": {}}}

    asked = []
    monkeypatch.setattr(module, "run_tasks", lambda task, items, **options: asked.append(options["batch_size"])
                        or Results())
    for games in (40, 5000, 1):
        tournament("classic", games=games, client=TwoWorkers(), progress=False)
    tournament("classic", games=5000, client=TwoWorkers(), batch_size=1000, progress=False)
    assert asked == [5, 250, 1, 1000]
