"""The parallel runner: the same results in the same order, here or on a Dask cluster."""

import functools

import pytest

from wonderlab.lab.parallel import run_tasks


def _square_after(limit, item):
    if item == limit:
        raise KeyboardInterrupt
    return item * item


def test_results_come_back_in_the_order_of_the_items():
    assert list(run_tasks(functools.partial(_square_after, -1), range(7), progress=False)) == [
        0, 1, 4, 9, 16, 25, 36]


def test_an_interrupt_keeps_what_was_finished():
    with pytest.warns(UserWarning, match="kept the 3 of 6"):
        done = run_tasks(functools.partial(_square_after, 3), range(6), progress=False)
    assert list(done) == [0, 1, 4]
    assert done.interrupted and done.total == 6


@pytest.mark.slow
def test_a_local_cluster_gives_the_serial_results():
    import distributed

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        task = functools.partial(_square_after, -1)
        spread = run_tasks(task, range(50), client=client, batch_size=3, progress=False)
    assert list(spread) == list(run_tasks(task, range(50), progress=False))
