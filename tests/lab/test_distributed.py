"""Beyond one machine (issue 11): ``simulate`` and ``tournament`` on a Dask cluster give the rows
of the serial run for the same seed, whatever the batches.

One ``LocalCluster`` of two worker processes on 127.0.0.1 serves the whole module.
"""

import pandas as pd
import pytest

from wonderlab.lab import simulate, standings, tournament

distributed = pytest.importorskip("distributed", reason="dask[distributed] is the 'distributed' extra")


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        yield client


def test_simulate_on_two_workers_gives_the_serial_frame(client):
    serial = simulate("classic", players=3, games=20, seed=5, bots=("greedy", "random"), progress=False)
    spread = simulate("classic", players=3, games=20, seed=5, bots=("greedy", "random"), client=client,
                      batch_size=3, progress=False)
    pd.testing.assert_frame_equal(spread, serial)
    assert spread.attrs["interrupted"] is False and spread.attrs["played"] == 20


@pytest.mark.parametrize(("game", "players", "batch_size"), [("classic", 4, None), ("duel", 2, 7),
                                                             ("architects", 3, 1)])
def test_a_tournament_on_two_workers_gives_the_serial_frame(client, game, players, batch_size):
    options = {"players": players, "games": 16, "seed": 9, "bots": ("greedy", "random"), "progress": False}
    serial = tournament(game, **options)
    spread = tournament(game, client=client, batch_size=batch_size, **options)
    pd.testing.assert_frame_equal(spread, serial)
    pd.testing.assert_frame_equal(standings(spread), standings(serial))


def test_the_work_really_went_to_both_workers(client):
    """Both worker processes played some of the games (Dask's own record of its tasks)."""
    with distributed.get_task_stream(client) as stream:
        tournament("architects", players=2, games=8, seed=1, client=client, batch_size=1, progress=False)
    batches = [task for task in stream.data if task["key"].startswith("run_batch")]
    assert len(batches) == 8
    assert {task["worker"] for task in batches} == set(client.scheduler_info()["workers"])


def test_the_command_line_on_a_scheduler_writes_the_serial_csv(client, tmp_path, capsys):
    from wonderlab import cli

    here, there = tmp_path / "here.csv", tmp_path / "there.csv"
    common = ["simulate", "duel", "--games", "6", "--seed", "4", "--bots", "greedy,random"]
    assert cli.main([*common, "--out", str(here)]) == 0
    assert cli.main([*common, "--out", str(there), "--scheduler", client.scheduler.address]) == 0
    assert there.read_text(encoding="utf-8") == here.read_text(encoding="utf-8")
    summary = capsys.readouterr().out.split("wrote")
    assert summary[0].strip() and summary[0] == summary[1].split("\n", 1)[1]   # the same table twice


def test_a_scheduler_address_that_is_none_is_one_line(tmp_path, capsys):
    from wonderlab import cli

    out = tmp_path / "runs.csv"
    assert cli.main(["simulate", "classic", "--games", "2", "--scheduler", "nowhere:port", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("wonderlab simulate: --scheduler: nowhere:port: cannot reach a Dask scheduler")
    assert err.count("\n") == 1 and not out.exists()
