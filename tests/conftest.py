"""Shared test set-up: every test starts in English, with an empty course journal (the result
codes a test makes carry only the course results the test itself writes, whatever ran before
it in the process)."""

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.journal import JOURNAL


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
