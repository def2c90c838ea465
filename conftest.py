"""The whole repository's test set-up, for ``pytest`` (tests/, the doctests) and for the
notebooks under nbval alike: a learner's bot saved by the code arc goes to a temporary folder
(``WONDERLAB_BOTS``, which the notebooks' kernels inherit), never to the home's
``wonderlab-bots``; a run that changed that folder fails, naming what it changed
(tests/course/test_bots_folder.py). A notebook kernel takes its ports below the system's
ephemeral range (wonderlab/live/kernel_ports.py); one that fails to start all the same is
started again and tells why (tests/kernel_starts.py)."""

import os
import tempfile
from pathlib import Path

HOME_BOTS = Path.home() / "wonderlab-bots"


def _listing():
    if not HOME_BOTS.is_dir():
        return {}
    return {p.name: p.stat().st_mtime_ns for p in HOME_BOTS.iterdir()}


def pytest_configure(config):
    if not os.environ.get("WONDERLAB_BOTS"):
        os.environ["WONDERLAB_BOTS"] = tempfile.mkdtemp(prefix="wonderlab-bots-")
    config.stash_home_bots = _listing()


def pytest_sessionfinish(session, exitstatus):
    before, after = session.config.stash_home_bots, _listing()
    changed = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
    if changed:
        print(f"\nthe run wrote into {HOME_BOTS}: {', '.join(changed)} (WONDERLAB_BOTS should point elsewhere)")
        session.exitstatus = 1


def pytest_sessionstart(session):
    # kernels started here (nbval's) take their ports where no other connection is handed them
    from wonderlab.live.kernel_ports import use_ports_below_the_ephemeral_range

    use_ports_below_the_ephemeral_range()
    try:
        import nbval.kernel
    except ImportError:
        return
    from tests.kernel_starts import started_again_on_failure

    nbval.kernel.start_new_kernel = started_again_on_failure(nbval.kernel.start_new_kernel)
