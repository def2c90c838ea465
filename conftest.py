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


def _kernels_over_local_sockets():
    """nbval's kernels talk over local sockets (zmq's ``ipc``), not TCP ports: a port found free
    and bound a moment later by the kernel may be taken in between by the other streams of
    ``make test`` (Jupyter servers, Voila, other kernels), and the kernel then dies before it
    answers ("Kernel died before replying to kernel_info"), the likelier the busier the machine.
    POSIX only: Windows has no ``ipc`` transport."""
    from uuid import uuid4

    from jupyter_client.manager import KernelManager
    from nbval import kernel
    from traitlets import CaselessStrEnum, default

    class LocalKernelManager(KernelManager):
        transport = CaselessStrEnum(["tcp", "ipc"], default_value="ipc", config=True)

        @default("ip")
        def _ip_default(self):      # (an absolute path: the kernel runs in its notebook's folder)
            return os.path.join(tempfile.gettempdir(), f"wonderlab-kernel-{uuid4().hex[:12]}")

    kernel.KernelManager = LocalKernelManager


def pytest_configure(config):
    if os.name == "posix" and (config.getoption("nbval_lax", False) or config.getoption("nbval", False)):
        _kernels_over_local_sockets()
    if not os.environ.get("WONDERLAB_BOTS"):
        os.environ["WONDERLAB_BOTS"] = tempfile.mkdtemp(prefix="wonderlab-bots-")
    config.stash_home_bots = _listing()


def pytest_sessionfinish(session, exitstatus):
    before, after = session.config.stash_home_bots, _listing()
    changed = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
    if changed:
        print(f"\nthe run wrote into {HOME_BOTS}: {', '.join(changed)} (WONDERLAB_BOTS should point elsewhere)")
        session.exitstatus = 1
