"""Long runs at their edges (issue 21): what_if's size is bounded and its work streamed, a
cluster without workers is refused in words after a timeout, and whether a progress bar shows
depends on the size of the run, never on the machine's speed (a notebook's checked output)."""

import functools
import time
import tracemalloc

import pytest

from wonderlab.classic.game import Game as ClassicGame
from wonderlab.lab import what_if as _what_if
from wonderlab.lab import whatif as whatif_module
from wonderlab.lab.parallel import BAR_FROM, NoWorkers, run_tasks


def what_if(*args, **kwargs):
    """``what_if``'s rows as a pandas DataFrame (``Rows.to_frame``), for pandas' comparisons."""
    return _what_if(*args, **kwargs).to_frame()


@pytest.mark.parametrize("rollouts", [2**70, 10**6 + 1])
def test_an_absurd_number_of_rollouts_is_refused_in_words_at_once(rollouts, monkeypatch):
    """Refused before the first rollout is played (not after playing a million of them)."""
    def no_rollout(*args):
        raise AssertionError("a rollout was played before the number of rollouts was checked")

    monkeypatch.setattr(whatif_module, "_rollout", no_rollout)
    with pytest.raises(ValueError, match=r"rollouts: \d+.*: expected a whole number .* from 1 to 1,000,000"):
        what_if(ClassicGame(players=3, seed=1), 0, rollouts=rollouts)


def _stop_at(limit, task, item):
    if item[0] >= limit:
        raise KeyboardInterrupt
    return task(item)


def test_the_rollouts_are_streamed_not_built_first(monkeypatch):
    real = whatif_module._rollout
    monkeypatch.setattr(whatif_module, "_rollout",
                        lambda *args: _stop_at(2, functools.partial(real, *args[:-1]), args[-1]))
    game = ClassicGame(players=3, seed=1)
    with pytest.warns(UserWarning, match="interrupted"):     # pandas and the bots, imported once
        what_if(game, 0, rollouts=3, bots="random", progress=False)
    tracemalloc.start()
    try:
        with pytest.warns(UserWarning, match="interrupted"):
            frame = what_if(game, 0, rollouts=200_000, bots="random", progress=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert frame.attrs["interrupted"] and (frame["rollouts"] == 2).all()
    assert frame.attrs["total"] == 200_000 * len(frame)
    assert peak < 20 * 2**20, f"{peak / 2**20:.0f} MiB for two rollouts per action"


def test_a_run_reads_an_iterator_as_it_goes():
    drawn = []

    def items():
        for number in range(10**9):
            drawn.append(number)
            yield number

    def stop_at_five(number):
        if number == 5:
            raise KeyboardInterrupt
        return number

    with pytest.warns(UserWarning, match="kept the 5 of 1000000000"):
        done = run_tasks(stop_at_five, items(), total=10**9, progress=False)
    assert list(done) == [0, 1, 2, 3, 4] and len(drawn) == 6


def test_a_cluster_with_no_worker_fails_in_words_after_the_timeout():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        with pytest.raises(NoWorkers, match="the Dask cluster has had no worker for 1 s"):
            what_if(ClassicGame(players=3, seed=1), 0, rollouts=2, client=client, timeout=1, progress=False)


def _slow(item):
    time.sleep(0.08)
    return item


def test_a_short_run_shows_no_bar_however_slow_the_machine(capsys):
    assert list(run_tasks(_slow, range(10), progress=True)) == list(range(10))     # 0.8 s
    assert capsys.readouterr().err == ""


def test_a_long_run_shows_its_bar_however_fast_the_machine(capsys):
    run_tasks(int, range(BAR_FROM), progress=True)
    assert f"0/{BAR_FROM}" in capsys.readouterr().err
