"""nbval writes a kernel's messages into its debug log only when that log is on, and then
formats them only then (conftest.py, ``_nbval_formats_only_what_it_logs``): the notebooks of
tables send a widget's whole state at each change, and nbval 0.11 pretty-printed every one of
them for a line nobody read."""

import logging
from pprint import pformat
from types import SimpleNamespace

import pytest
from nbval.kernel import RunningKernel


class Counted:
    """A value of a kernel message that counts how often it is written out."""

    written = 0

    def __repr__(self):
        Counted.written += 1
        return "<a widget's state>"


def _message():
    return {"msg_type": "comm_msg", "parent_header": {}, "content": {"data": {"state": Counted()}}}


def _kernel(message):
    """What ``RunningKernel.get_message`` reads: its client's ``get_iopub_msg``."""
    return SimpleNamespace(kc=SimpleNamespace(get_iopub_msg=lambda timeout=None: message))


@pytest.fixture(autouse=True)
def _count_from_zero():
    Counted.written = 0


def test_with_the_debug_log_off_a_message_is_not_formatted(caplog):
    caplog.set_level(logging.INFO, logger="nbval")
    message = _message()
    assert RunningKernel.get_message(_kernel(message), "iopub") is message
    assert Counted.written == 0
    assert not [r for r in caplog.records if r.name == "nbval"]


def test_with_the_debug_log_on_the_line_is_the_one_nbval_writes(caplog):
    caplog.set_level(logging.DEBUG, logger="nbval")
    message = _message()
    RunningKernel.get_message(_kernel(message), "iopub")
    lines = [r.getMessage() for r in caplog.records if r.name == "nbval"]
    assert lines == [f"Kernel message (iopub):\n{pformat(message)}"]
    assert Counted.written >= 1 and "<a widget's state>" in lines[0]
