"""Shared test set-up: every test starts in English, with an empty course journal (the result
codes a test makes carry only the course results the test itself writes, whatever ran before
it in the process). After each file of the tests that run in the process (not tests/browser or
tests/live), what it left alive is set aside from Python's garbage collector (see ``pytest_runtest_protocol``)."""

import gc
import os
import tempfile
from pathlib import Path

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.journal import JOURNAL

# The learner's own files (the puzzles' progress) go to a folder of the run, never the home:
# set before any kernel, server or notebook a test starts, which inherit it.
os.environ["WONDERLAB_HOME"] = tempfile.mkdtemp(prefix="wonderlab-home-")


WAITING = tuple(Path(__file__).parent / name for name in ("browser", "live"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """After a file's last test (its module's fixtures torn down), collect its garbage and freeze
    what is still alive (``gc.freeze``): the widgets, games and caches earlier files left in the
    process are never walked again by the collector's full passes, which otherwise walk them all,
    again and again, as the heap grows (tests/course and tests/classroom: 60 -> 40 s of CPU).
    No test sees a difference: a frozen object lives and is freed by its count of references as
    before; only a cycle of frozen objects dropped later stays in memory (the runs' peak memory
    measured the same). The browser and live-server tests, which share a Playwright loop, are
    left as they are."""
    yield
    if (nextitem is None or nextitem.path != item.path) and not any(item.path.is_relative_to(w) for w in WAITING):
        gc.collect()
        gc.freeze()


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def empty_journal():
    JOURNAL.forget()
    yield
    JOURNAL.forget()
