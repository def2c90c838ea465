"""The whole repository's test set-up, for ``pytest`` (tests/, the doctests) and for the
notebooks under nbval alike: a learner's bot saved by the code arc goes to a temporary folder
(``WONDERLAB_BOTS``, which the notebooks' kernels inherit), never to the home's
``wonderlab-bots``; a run that changed that folder fails, naming what it changed
(tests/course/test_bots_folder.py). A notebook kernel takes its ports below the system's
ephemeral range (wonderlab/live/kernel_ports.py); one that fails to start all the same is
started again and tells why (tests/kernel_starts.py). nbval formats a kernel's messages only
for a debug log line it writes (``_nbval_formats_only_what_it_logs``)."""

import os
import tempfile
from pathlib import Path
from pprint import pformat

HOME_BOTS = Path.home() / "wonderlab-bots"


def _listing():
    if not HOME_BOTS.is_dir():
        return {}
    return {p.name: p.stat().st_mtime_ns for p in HOME_BOTS.iterdir()}


class _Formatted:
    """``pprint.pformat(value)``, worked out only if a log line is written with it."""

    def __init__(self, value):
        self.value = value

    def __str__(self):
        return pformat(self.value)


def _nbval_formats_only_what_it_logs():
    """nbval (0.11) pretty-prints every message of a notebook's kernel for a debug log line,
    whether or not that line is written: a widget's whole state at each change, most of the CPU
    of nbval's process on a notebook of tables. Its line stays the same when debug logs are on.
    tests/course/test_nbval_log.py shows the line written, and the cost gone."""
    import nbval.kernel

    nbval.kernel.pformat = _Formatted


def pytest_configure(config):
    if config.pluginmanager.has_plugin("nbval"):
        _nbval_formats_only_what_it_logs()
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
