"""The check the three ``test_position_french.py`` share: a position with one mistake typed in
is refused in English and in French, naming the same field and value, the French in one line
and with no English left outside what the position format writes as typed."""

import pytest

from tests.test_french_everywhere import english_in
from wonderlab.core.i18n import set_language
from wonderlab.core.position import InvalidPosition


def refusal(game, text, language):
    """The InvalidPosition that ``game.from_position(text)`` raises in ``language``."""
    set_language(language)
    try:
        with pytest.raises(InvalidPosition) as refused:
            game.from_position(text)
        return refused.value
    finally:
        set_language("en")


def check_refused_in_both_languages(game, example, mistake, identifiers):
    """``mistake`` is ``(old, new)``: ``old`` stands once in ``example``, ``new`` replaces it."""
    old, new = mistake
    assert example.count(old) == 1
    text = example.replace(old, new)
    english, french = refusal(game, text, "en"), refusal(game, text, "fr")
    # the same field, a line of the text named in each language (« ligne 3 »)
    assert english.field.replace("line ", "ligne ") == french.field and english.value == french.value
    assert french.problem != english.problem and "\n" not in str(french)
    assert english_in(french.problem, identifiers=identifiers) == [], french.problem
