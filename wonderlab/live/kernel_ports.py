"""Kernel ports that no other program is handed in the meantime.

jupyter_client finds a kernel's five ports by asking the system for a free one (binding port 0)
and letting it go; the kernel binds them a moment later, once it has started. On a machine where
many connections open at once (a class opening its pages, ten kernels starting together), the
system may hand one of those ports to another connection in between, as both come from its
ephemeral range: the kernel then dies with "Address already in use" and the page waits for good
(jupyter/jupyter_client#487). Ports drawn from below that range are never handed out by the
system, so only a program that names them could take them.

:func:`use_ports_below_the_ephemeral_range` makes every kernel this process starts draw its ports
so. The live extension calls it in every Jupyter server that loads it, ``tools/voila/config.py``
in ``make app``'s and Binder's, and the repository's conftest for the notebooks under nbval.

>>> ports = PortsBelowTheEphemeralRange()
>>> chosen = [ports.find_available_port("127.0.0.1") for _ in range(5)]
>>> len(set(chosen)) == 5 and all(LOWEST <= port < ephemeral_start() for port in chosen)
True
"""

import random
import socket
from pathlib import Path

from jupyter_client.connect import LocalPortCache
from traitlets.config import MultipleInstanceError

LOWEST = 10_000
# where the system's ephemeral ports start: Linux's /proc says; Windows and macOS use 49152 and up
LINUX_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
DEFAULT_START = 32_768


def ephemeral_start():
    """The first port of the range the system hands out by itself (32768 unless Linux says
    otherwise; never below ``LOWEST`` + 1000, so that there is room to draw from).

    >>> ephemeral_start() >= LOWEST + 1000
    True
    """
    try:
        start = int(LINUX_RANGE.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        start = DEFAULT_START
    return max(min(start, DEFAULT_START), LOWEST + 1000)


class PortsBelowTheEphemeralRange(LocalPortCache):
    """jupyter_client's cache of the ports its kernels hold, drawing them at random below the
    ephemeral range, each one checked free by binding it."""

    def find_available_port(self, ip):
        top, rng = ephemeral_start(), random.SystemRandom()
        for _ in range(1000):
            port = rng.randrange(LOWEST, top)
            if port in self.currently_used_ports:
                continue
            with socket.socket() as probe:
                try:
                    probe.bind((ip, port))
                except OSError:
                    continue
            self.currently_used_ports.add(port)
            return port
        return super().find_available_port(ip)     # nothing free below the range: the usual way


def use_ports_below_the_ephemeral_range():
    """Make the kernels this process starts draw their ports below the ephemeral range; True if
    so, False if a kernel started before already made jupyter_client's usual cache."""
    try:
        PortsBelowTheEphemeralRange.instance()
    except MultipleInstanceError:
        return False
    return isinstance(LocalPortCache.instance(), PortsBelowTheEphemeralRange)
