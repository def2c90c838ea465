"""The whole repository's test set-up, for ``pytest`` (tests/, the doctests) and for the
notebooks under nbval alike: a learner's bot saved by the code arc goes to a temporary folder
(``WONDERLAB_BOTS``, which the notebooks' kernels inherit), never to the home's
``wonderlab-bots``; a run that changed that folder fails, naming what it changed
(tests/course/test_bots_folder.py)."""

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


def _start_kernel_keeping_stderr(start):
    """nbval sends a notebook kernel's stderr to /dev/null; a kernel that died or hung at start
    then leaves no trace. Keep it in a file instead, and put its end into the error."""

    def start_new_kernel(*args, **kwargs):
        with tempfile.TemporaryFile(mode="w+") as stderr:
            kwargs["stderr"] = stderr
            try:
                return start(*args, **kwargs)
            except RuntimeError as error:
                stderr.seek(0)
                said = stderr.read()[-4000:] or "(nothing)"
                raise RuntimeError(f"{error}; the kernel's stderr:\n{said}") from error

    return start_new_kernel


def pytest_sessionstart(session):
    try:
        import nbval.kernel
    except ImportError:
        return
    nbval.kernel.start_new_kernel = _start_kernel_keeping_stderr(nbval.kernel.start_new_kernel)
