"""Figures built from plain data, tested on their data (issue 4: "Figures (plotly)")."""

import random

import pandas as pd
import plotly.graph_objects as go
import pytest

from wonderlab import set_language
from wonderlab.classic import Game
from wonderlab.classic.table import score_table
from wonderlab.core.bots import make_bot
from wonderlab.lab import category_means, read_simulation, score_frame, simulate, win_rates
from wonderlab.plots import (
    progress_frame,
    score_breakdown,
    score_distribution,
    score_progress,
    win_rate_figure,
)
from wonderlab.views.style import CATEGORY_COLORS

TABLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8, "military": [1, 3, -1],
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
    {"name": "Bo", "wonder": "Gizah", "side": "A", "stages": 1, "coins": 5, "military": [-1], "cards": []},
    {"name": "Cy", "wonder": "Rhodos", "side": "B", "stages": 0, "coins": 3, "military": 0, "cards": []}]}


def finished_game(seed=5, players=3):
    game = Game(players=players, seed=seed)
    bots, rng = [make_bot("classic", "greedy")] * 3, random.Random(seed)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, bots[game.controller(city)].choose(game, city, rng))
    return game


def test_breakdown_is_a_stacked_bar_per_player_one_segment_per_category_in_card_colours():
    result = score_table(TABLE)
    figure = score_breakdown(result)
    assert isinstance(figure, go.Figure)
    bars = [t for t in figure.data if t.type == "bar"]
    assert [t.meta for t in bars] == ["military", "treasury", "wonder", "civilian", "science",
                                      "commercial", "guilds"]
    assert figure.layout.barmode == "relative"
    colours = {t.meta: t.marker.color for t in bars}
    assert colours["military"] == CATEGORY_COLORS["military"] == "#c62828"
    assert colours["science"] == CATEGORY_COLORS["science"]
    assert colours["civilian"] == CATEGORY_COLORS["civilian"]
    for player, sheet in enumerate(result["players"]):
        assert [t.y[player] for t in bars] == list(sheet["categories"].values())


def test_breakdown_puts_totals_on_top_and_marks_winners():
    result = score_table(TABLE)
    figure = score_breakdown(result)
    totals = next(t for t in figure.data if t.meta == "total")
    assert list(totals.text) == [str(p["total"]) for p in result["players"]]
    assert result["winners"] == ["Ana"]
    assert list(totals.x) == ["★ Ana", "Bo", "Cy"] and list(totals.customdata) == [True, False, False]


def test_breakdown_accepts_score_sheets_and_frames():
    game = finished_game()
    from_sheets = score_breakdown(game.scores())
    from_frame = score_breakdown(score_frame(game.scores()))
    assert [t.y for t in from_sheets.data if t.type == "bar"] == [t.y for t in from_frame.data if t.type == "bar"]
    winners = game.winners()
    assert [x for x in from_sheets.data[0].x if x.startswith("★")] == [f"★ {w}" for w in winners]


def test_breakdown_speaks_french():
    set_language("fr")
    figure = score_breakdown(score_table(TABLE))
    assert figure.data[0].name == "Conflits militaires" and figure.layout.title.text == "Détail des scores"


def test_progress_replays_the_record_and_scores_after_every_turn():
    game = finished_game()
    frame = progress_frame(game.record())
    assert frame["step"].max() == 18            # 3 Ages of 6 turns
    assert list(frame[frame.step == 0]["total"]) == [s.total for s in Game(players=3, seed=5).scores()]
    last = frame[frame.step == 18]
    assert list(last["total"]) == [s.total for s in game.scores()]
    assert (frame[[c for c in ("military", "treasury", "wonder", "civilian", "science", "commercial",
                               "guilds")]].sum(axis=1) == frame["total"]).all()
    figure = score_progress(game.record())
    assert [t.name for t in figure.data] == game.names
    assert list(figure.data[0].y) == list(frame[frame.name == game.names[0]]["total"])


def test_progress_reads_a_saved_record(tmp_path):
    game = finished_game(seed=8)
    path = tmp_path / "game.json"
    game.record().save(path)
    assert progress_frame(path).equals(progress_frame(game))


def test_simulation_frame_matches_the_command_line_csv(tmp_path):
    from wonderlab.cli import main

    out = tmp_path / "runs.csv"
    assert main(["simulate", "classic", "--players", "3", "--games", "6", "--seed", "2",
                 "--bots", "greedy,random", "--out", str(out)]) == 0
    from_csv = read_simulation(out)
    frame = simulate("classic", players=3, games=6, seed=2, bots="greedy,random")
    pd.testing.assert_frame_equal(from_csv, frame, check_dtype=False)


def test_win_rates_and_category_summaries():
    frame = simulate("classic", players=3, games=10, seed=3, bots=("greedy", "random"))
    rates = win_rates(frame)
    assert set(rates.index) == {"greedy", "random"}
    assert rates.loc["greedy", "seats"] == 20 and rates.loc["random", "seats"] == 10
    assert rates["wins"].sum() >= 10
    assert rates.loc["greedy", "win_rate"] == pytest.approx(rates.loc["greedy", "wins"] / 20)
    means = category_means(frame)
    assert list(means.columns) == ["military", "treasury", "wonder", "civilian", "science",
                                   "commercial", "guilds"]
    figure = win_rate_figure(frame)
    assert list(figure.data[0].x) == list(rates.index)
    assert list(figure.data[0].y) == list(rates["win_rate"])
    boxes = score_distribution(frame)
    assert {t.meta for t in boxes.data} == set(means.columns)
    science = [t for t in boxes.data if t.meta == "science"]
    assert sorted(v for t in science for v in t.y) == sorted(frame["science"])


@pytest.mark.parametrize("name, players", [("duel", 2), ("architects", 3)])
def test_progress_replays_duel_and_architects_records_too(name, players):
    import importlib

    game_class = importlib.import_module(f"wonderlab.{name}.game").Game
    importlib.import_module(f"wonderlab.{name}.bots")
    game = game_class(players=players, seed=7)
    bot, rng = make_bot(name, "random"), random.Random(7)
    while not game.is_over:
        for seat in game.waiting:
            game.play(seat, bot.choose(game, seat, rng))
    frame = progress_frame(game.record())
    last = frame[frame.step == frame.step.max()]
    assert list(last["total"]) == [s.total for s in game.scores()]
    assert list(frame[frame.step == 0]["total"]) == [0] * len(game.names) or name == "duel"
    figure = score_progress(game)
    assert [t.name for t in figure.data] == game.names


def test_a_long_games_progress_labels_at_most_twelve_turns():
    """A 7-player Architects game has 100 and more steps: its turn labels thin out to 12 at most
    (every third step ran together, issue 35), a short game keeps every third."""
    import random

    from wonderlab.architects.game import Game as Architects
    from wonderlab.core.bots import make_bot

    game, bot, rng = Architects(players=7, seed=4), make_bot("architects", "greedy"), random.Random(4)
    while not game.is_over:
        seat = game.waiting[0]
        game.play(seat, bot.choose(game, seat, rng))
    steps = progress_frame(game.record())["step"].nunique()
    ticks = score_progress(game).layout.xaxis.tickvals
    assert steps > 36 and len(ticks) <= 12 and ticks[0] == 0
    assert ticks[1] - ticks[0] == -(-steps // 12)
    short = score_progress(finished_game()).layout.xaxis.tickvals
    assert list(short) == list(range(0, 19, 3))
