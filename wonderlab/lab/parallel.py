"""Run many independent, seeded tasks in order: here, or on a Dask cluster, with the same results.

Simulations, tournaments and what-if analyses are lists of tasks that each depend only on their
own arguments (a seed among them), so the same list gives the same results wherever it runs.
``run_tasks`` runs them one by one in this process, or, given a ``dask.distributed`` client,
in batches on its workers; either way the results come back in the order of the items.

A progress bar (``tqdm.auto``) shows how far a long run is (from ``BAR_FROM`` tasks). The interrupt button (Ctrl-C)
stops the run and keeps what was finished: the result is a ``Results`` list of the tasks done,
in order, with ``interrupted`` set.

>>> from operator import neg
>>> done = run_tasks(neg, [1, 2, 3], progress=False)
>>> list(done), done.interrupted
([-1, -2, -3], False)
"""

import warnings
from itertools import islice

__all__ = ["NoWorkers", "Results", "run_tasks"]


class Results(list):
    """The results of the tasks that finished, in the order of their items.

    ``interrupted`` is True when the run was stopped before the end: the list then holds the
    results of the first ``len(results)`` items, and nothing after them.
    """

    interrupted = False
    total = 0

    def __repr__(self):
        import wonderlab.core.labels  # noqa: F401  (registers the texts)

        from ..core.i18n import say

        state = say("lab.repr.interrupted", done=len(self), total=self.total) if self.interrupted else ""
        return f"Results({list.__repr__(self)}{state})"


def run_batch(task, items):
    """``[task(item) for item in items]``: what one Dask worker runs for one batch."""
    return [task(item) for item in items]


WORKER_TIMEOUT = 60     # seconds without any worker before a run on a cluster gives up
BAR_FROM = 200          # tasks: a run this long shows a progress bar (chosen by size, not by time,
                        # so that a notebook's output is the same on a fast and a busy machine)


class NoWorkers(RuntimeError):
    """The Dask cluster has no worker left to run the tasks: the message says so in words."""


def run_tasks(task, items, *, client=None, batch_size=None, desc=None, unit="task", progress=True,
              total=None, timeout=WORKER_TIMEOUT):
    """``[task(item) for item in items]``, in order, here or on ``client``'s workers.

    ``task`` must be a module-level function (or a ``functools.partial`` of one) so a worker can
    import it. With a ``client`` the items are cut into batches of ``batch_size`` (by default
    about four batches per worker), so each round trip carries many tasks. ``items`` may be an
    iterator (give its length as ``total``): it is read as the work goes, never all at once.
    When the cluster has had no worker for ``timeout`` seconds, ``NoWorkers`` says so.
    """
    if total is None:
        items = list(items)
        total = len(items)
    results = Results()
    results.total = total
    bar = _bar(total, desc, unit, progress)
    try:
        if client is None:
            for item in items:
                results.append(task(item))
                bar.update(1)
        else:
            _run_on(client, task, iter(items), total, batch_size, results, bar, timeout)
    except KeyboardInterrupt:
        results.interrupted = True
        warnings.warn(f"interrupted: kept the {len(results)} of {total} {unit}s finished "
                      "before the stop", stacklevel=2)
    finally:
        bar.close()
    return results


def _workers(client, timeout):
    """How many workers the cluster has, waiting up to ``timeout`` seconds for one."""
    workers = len(client.scheduler_info().get("workers", {}))
    if workers:
        return workers
    try:
        client.wait_for_workers(1, timeout=timeout)
    except (TimeoutError, OSError):
        raise NoWorkers(_no_workers(timeout)) from None
    return max(1, len(client.scheduler_info().get("workers", {})))


def _no_workers(timeout):
    import wonderlab.core.labels  # noqa: F401  (registers the texts)

    from ..core.i18n import say

    return say("lab.run.no_workers", seconds=timeout)


def _run_on(client, task, items, total, batch_size, results, bar, timeout):
    """Submit a few batches at a time (so that a long run never holds all its work at once),
    and take their results back in order as they come."""
    from distributed import wait

    workers = _workers(client, timeout)
    if batch_size is None:
        batch_size = max(1, -(-total // (4 * workers)))
    in_flight, finished, submitted, next_batch = {}, {}, 0, 0
    try:
        while True:
            while len(in_flight) < 2 * workers + 2:
                batch = list(islice(items, batch_size))
                if not batch:
                    break
                in_flight[client.submit(run_batch, task, batch, pure=False)] = submitted
                submitted += 1
            if not in_flight:
                return
            try:
                done = wait(list(in_flight), timeout=timeout, return_when="FIRST_COMPLETED").done
            except TimeoutError:
                done = ()
            if not done:                     # nothing came back for a while: is anyone there?
                workers = _workers(client, timeout)
                continue
            for future in done:
                batch = future.result()
                finished[in_flight.pop(future)] = batch
                bar.update(len(batch))
            while next_batch in finished:       # keep only an unbroken prefix, in order
                results.extend(finished.pop(next_batch))
                next_batch += 1
    finally:
        for future in in_flight:
            if not future.done():
                future.cancel()


class _NoBar:
    def update(self, n):
        pass

    def close(self):
        pass


def _bar(total, desc, unit, progress):
    if not progress or total < BAR_FROM:
        return _NoBar()
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit=unit, leave=False)
