"""Kernels take their ports below the system's ephemeral range (wonderlab/live/kernel_ports.py):
a port the system hands to another connection between jupyter_client's choice and the kernel's
bind killed a Voilà page's kernel when ten pages opened at once."""

import socket
import subprocess
import sys
import textwrap

from wonderlab.live import kernel_ports
from wonderlab.live.kernel_ports import LOWEST, PortsBelowTheEphemeralRange, ephemeral_start


def run(code):
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()


def test_a_kernel_started_after_the_switch_binds_five_ports_below_the_range_and_answers():
    ports = run('''
        from jupyter_client import KernelManager
        from wonderlab.live.kernel_ports import use_ports_below_the_ephemeral_range
        assert use_ports_below_the_ephemeral_range()
        km = KernelManager(kernel_name="python3")
        km.start_kernel()
        client = km.client()
        client.start_channels()
        client.wait_for_ready(timeout=120)
        reply = client.execute("1 + 1", reply=True, timeout=60)
        assert reply["content"]["status"] == "ok"
        client.stop_channels()
        print(km.shell_port, km.iopub_port, km.stdin_port, km.hb_port, km.control_port)
        km.shutdown_kernel(now=True)
    ''')
    ports = [int(port) for port in ports]
    assert len(set(ports)) == 5
    assert all(LOWEST <= port < ephemeral_start() for port in ports), ports


def test_after_a_kernel_made_the_usual_cache_the_switch_says_it_cannot():
    said = run('''
        from jupyter_client.connect import LocalPortCache
        from wonderlab.live.kernel_ports import use_ports_below_the_ephemeral_range
        LocalPortCache.instance().find_available_port("127.0.0.1")
        print(use_ports_below_the_ephemeral_range(), type(LocalPortCache.instance()).__name__)
    ''')
    assert said == ["False", "LocalPortCache"]


def test_a_port_that_is_taken_or_already_given_is_drawn_again(monkeypatch):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken_port = taken.getsockname()[1]
    if not LOWEST <= taken_port < ephemeral_start():      # take one below the range ourselves
        taken.close()
        taken = socket.socket()
        for port in range(ephemeral_start() - 1, LOWEST, -1):
            try:
                taken.bind(("127.0.0.1", port))
                break
            except OSError:
                continue
        taken_port = taken.getsockname()[1]
    cache = PortsBelowTheEphemeralRange()
    given = cache.find_available_port("127.0.0.1")
    draws = iter([taken_port, given, taken_port, given + 1 if given + 1 < ephemeral_start() else given - 1])

    class Draws:
        def randrange(self, low, high):
            return next(draws)

    monkeypatch.setattr(kernel_ports.random, "SystemRandom", Draws)
    try:
        port = cache.find_available_port("127.0.0.1")
    finally:
        taken.close()
    assert port not in (taken_port, given)
    assert cache.currently_used_ports == {given, port}


def test_the_range_below_the_ephemeral_one_follows_the_system_and_leaves_room(monkeypatch, tmp_path):
    """Linux's own start when it is lower than 32768, never higher, never too near LOWEST; 32768
    when the file is missing or unreadable."""
    said = tmp_path / "ip_local_port_range"
    monkeypatch.setattr(kernel_ports, "LINUX_RANGE", said)
    starts = {}
    for text in ("32768\t60999\n", "15000 60999", "40000 60999", "10100 60999", "ten", ""):
        said.write_text(text)
        starts[text.split()[0] if text.split() else ""] = ephemeral_start()
    said.unlink()
    starts["missing"] = ephemeral_start()
    assert starts == {"32768": 32_768, "15000": 15_000, "40000": 32_768, "10100": LOWEST + 1000,
                      "ten": 32_768, "": 32_768, "missing": 32_768}
    assert LOWEST + 1000 <= ephemeral_start() <= 32_768
