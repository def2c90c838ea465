"""Each classroom test starts with an empty course journal: the result codes it makes carry
only the course results the test itself writes, whatever ran before in the process."""

import pytest

from wonderlab.course.journal import JOURNAL


@pytest.fixture(autouse=True)
def empty_journal():
    JOURNAL.forget()
    yield
    JOURNAL.forget()
