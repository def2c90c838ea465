"""Shared test set-up: every test starts in English."""

import pytest

from wonderlab.core.i18n import set_language


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")
