"""The wrapper of nbval's kernel start (tests/kernel_starts.py), with a real kernel that dies."""

import sys
import warnings

import pytest

from tests.kernel_starts import started_again_on_failure


def dying_start(**kwargs):
    """A start that fails as nbval's does when the kernel dies, the kernel having written why."""
    kwargs["stderr"].write("zmq.error.ZMQError: Address already in use (addr='tcp://127.0.0.1:45107')\n")
    kwargs["stderr"].flush()
    raise RuntimeError("Kernel died before replying to kernel_info")


def test_a_start_that_always_fails_raises_with_the_kernels_stderr_after_every_attempt():
    tried = []

    def start(**kwargs):
        tried.append(1)
        dying_start(**kwargs)

    with warnings.catch_warnings(record=True) as told, pytest.raises(RuntimeError) as raised:
        warnings.simplefilter("always")
        started_again_on_failure(start, attempts=3)(stderr=None)
    assert len(tried) == 3 and len(told) == 2
    assert "Kernel died before replying to kernel_info; the kernel's stderr:" in str(raised.value)
    assert "Address already in use (addr='tcp://127.0.0.1:45107')" in str(raised.value)
    assert [str(w.message).split(":")[0] for w in told] == [
        "a notebook kernel's start 1 of 3 failed", "a notebook kernel's start 2 of 3 failed"]


def test_a_process_that_dies_is_reported_with_what_it_wrote():
    """The stderr handed to the process is a real file: what a child process writes lands in it."""
    import subprocess

    def start(**kwargs):
        subprocess.run([sys.executable, "-c", "import sys; sys.exit('bind failed: port 50123 in use')"],
                       stderr=kwargs["stderr"], check=False)
        raise RuntimeError("Kernel died before replying to kernel_info")

    with pytest.raises(RuntimeError, match="port 50123 in use"):
        started_again_on_failure(start, attempts=1)(stderr=None)


def test_other_errors_are_not_retried():
    tried = []

    def start(**kwargs):
        tried.append(1)
        raise ValueError("no such kernel")

    with pytest.raises(ValueError):
        started_again_on_failure(start)(stderr=None)
    assert tried == [1]
