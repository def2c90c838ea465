"""Run notebooks in the Binder environment, several at a time, each in a fresh kernel.

tests/lab/test_binder.py runs this file with the Binder environment's own Python (which has
nbclient and nbformat from repo2docker's base, and no pytest): one process per worker, each
starting one kernel per notebook, so the course costs one kernel start per notebook and no
``jupyter nbconvert`` start at all. Outputs are written back into the notebook files.

    python binder_notebooks.py --workers 2 notebooks/**/*.ipynb

It prints one line per notebook (``ok NAME SECONDS`` or ``failed NAME: why``) and exits 1 when
one failed. A notebook whose run breaks down outside its own cells is tried again in a fresh
kernel, up to three times: a client that stalls on a cell showing a widget though the kernel
had finished (seen now and then), a kernel that dies before it answers (two kernels starting at
the same moment may pick the same free port).

    >>> split(["a", "b", "c"], 2)
    [['a', 'c'], ['b']]
"""

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

CELL_TIMEOUT_S = 120
ATTEMPTS = 3


def split(items, workers):
    """``items`` dealt round-robin to ``workers`` lists (long series spread over every worker)."""
    return [items[start::workers] for start in range(workers) if items[start::workers]]


def run_one(path):
    """Execute the notebook at ``path`` in place; return (ok, line of report)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    path = Path(path)
    started = time.monotonic()
    why = ""
    for attempt in range(1, ATTEMPTS + 1):
        notebook = nbformat.read(path, as_version=4)
        client = NotebookClient(notebook, timeout=CELL_TIMEOUT_S, kernel_name="python3",
                                resources={"metadata": {"path": str(path.parent)}})
        try:
            client.execute()
        except CellExecutionError as error:          # a cell raised: the notebook is wrong
            return False, f"failed {path}: {str(error)[-2000:]}"
        except Exception as error:                   # the run broke down: try again
            why = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            continue
        nbformat.write(notebook, path)
        again = f" (try {attempt}; before: {why})" if attempt > 1 else ""
        return True, f"ok {path} {time.monotonic() - started:.1f}{again}"
    return False, f"failed {path}: {why} ({ATTEMPTS} tries)"


def run_batch(paths):
    return [run_one(path) for path in paths]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("notebooks", nargs="+")
    arguments = parser.parse_args(argv)
    batches = split(sorted(arguments.notebooks), max(1, arguments.workers))
    failed = False
    with ProcessPoolExecutor(len(batches)) as pool:
        for results in pool.map(run_batch, batches):
            for ok, line in results:
                print(line, flush=True)
                failed = failed or not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
