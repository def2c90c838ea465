"""Shared test set-up: every test starts in English, with an empty course journal (the result
codes a test makes carry only the course results the test itself writes, whatever ran before
it in the process)."""

import os
import tempfile

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.journal import JOURNAL

# The learner's own files (the puzzles' progress) go to a folder of the run, never the home:
# set before any kernel, server or notebook a test starts, which inherit it.
os.environ["WONDERLAB_HOME"] = tempfile.mkdtemp(prefix="wonderlab-home-")


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
