"""Run many independent, seeded tasks in order: here, or on a Dask cluster, with the same results.

Simulations, tournaments and what-if analyses are lists of tasks that each depend only on their
own arguments (a seed among them), so the same list gives the same results wherever it runs.
``run_tasks`` runs them one by one in this process, or, given a ``dask.distributed`` client,
in batches on its workers; either way the results come back in the order of the items.

A progress bar (``tqdm.auto``) shows how far a long run is. The interrupt button (Ctrl-C)
stops the run and keeps what was finished: the result is a ``Results`` list of the tasks done,
in order, with ``interrupted`` set.

>>> from operator import neg
>>> done = run_tasks(neg, [1, 2, 3], progress=False)
>>> list(done), done.interrupted
([-1, -2, -3], False)
"""

import warnings

__all__ = ["Results", "run_tasks"]


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


def run_tasks(task, items, *, client=None, batch_size=None, desc=None, unit="task", progress=True):
    """``[task(item) for item in items]``, in order, here or on ``client``'s workers.

    ``task`` must be a module-level function (or a ``functools.partial`` of one) so a worker can
    import it. With a ``client`` the items are cut into batches of ``batch_size`` (by default
    about four batches per worker), so each round trip carries many tasks.
    """
    items = list(items)
    results = Results()
    results.total = len(items)
    bar = _bar(len(items), desc, unit, progress)
    try:
        if client is None:
            for item in items:
                results.append(task(item))
                bar.update(1)
        else:
            _run_on(client, task, items, batch_size, results, bar)
    except KeyboardInterrupt:
        results.interrupted = True
        warnings.warn(f"interrupted: kept the {len(results)} of {len(items)} {unit}s finished "
                      "before the stop", stacklevel=2)
    finally:
        bar.close()
    return results


def _run_on(client, task, items, batch_size, results, bar):
    """Submit the batches, then take their results back in order as they come."""
    from distributed import as_completed

    if batch_size is None:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        batch_size = max(1, -(-len(items) // (4 * workers)))
    batches = [items[start:start + batch_size] for start in range(0, len(items), batch_size)]
    futures = [client.submit(run_batch, task, batch, pure=False) for batch in batches]
    order = {future.key: number for number, future in enumerate(futures)}
    finished, next_batch = {}, 0
    try:
        for future in as_completed(futures):
            batch = future.result()
            finished[order[future.key]] = batch
            bar.update(len(batch))
            while next_batch in finished:       # keep only an unbroken prefix, in order
                results.extend(finished.pop(next_batch))
                next_batch += 1
    finally:
        for future in futures:
            if not future.done():
                future.cancel()


class _NoBar:
    def update(self, n):
        pass

    def close(self):
        pass


def _bar(total, desc, unit, progress):
    if not progress:
        return _NoBar()
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit=unit, delay=0.5, leave=False)
