"""Issue 20, "everything else a French user meets": a refused 7 Wonders Duel position (issue 23)
says its one line in the chosen language. Each refusal below is met once in English and once in
French: the same field is named, and the French problem is said in seed 004's words (« pion
Conflit », « jetons Militaire », « tours de sélection ») with no English left outside the
format's own words.
"""

from pathlib import Path

import pytest

from tests.position_french import check_refused_in_both_languages
from tests.position_french import refusal as shared_refusal
from wonderlab.duel.game import Game

EXAMPLE = (Path(__file__).parents[2] / "docs" / "examples" / "positions" / "duel-age1.txt").read_text()
# what a position writes as typed: its fields and keywords, the names of its players
IDENTIFIERS = ("age", "to play", "seat", "conflict", "structure", "progress", "discard", "players", "coins", "cards",
               "wonders left", "wonders", "wonders_left", "tucked", "looting", "Hugo", "Lea")

MISTAKES = {
    "an Age out of the game": ("age 1", "age 4"),
    "a card of Age II in an Age I structure": ("Stable, Quarry", "Stable, Sawmill"),
    "a card twice": ("cards Baths, Workshop", "cards Baths, Workshop, Stable"),
    "a row of the wrong length": ("row 1: Stable, Quarry", "row 1: Stable"),
    "a face-down card named while covered": ("row 2: ?, ?, ?", "row 2: Sawmill, ?, ?"),
    "a card taken while still covered": ("row 4: Lumber Yard, ?, ?, -, Palisade", "row 4: -, ?, ?, -, Palisade"),
    "an unknown card": ("Baths, Workshop", "Baths, Qwxzy"),
    "an unknown wonder": ("wonders Piraeus", "wonders Qwxzy"),
    "an unknown progress token": ("Economy, Philosophy", "Qwxzy, Philosophy"),
    "a wonder twice": ("wonders Piraeus;", "wonders The Sphinx;"),
    "five wonders drafted": ("The Appian Way, The Sphinx", "The Appian Way, The Sphinx, The Colossus"),
    "more cards tucked than wonders built": ("tucked Garrison", "tucked Garrison, Stone Reserve"),
    "a pawn the shields do not put there": ("conflict 0", "conflict 3"),
    "a pawn beyond the capital": ("conflict 0", "conflict 12"),
    "a looting token the box does not have": ("Garrison; looting 2 5", "Garrison; looting 2 7"),
    "a player who does not play": ("to play Lea", "to play Zoe"),
    "an item the format does not have": ("coins 0;", "gold 0;"),
    "the cards taken do not add up": ("discard: Logging Camp", "discard: Logging Camp, Clay Pool"),
    "a negative purse": ("coins 0;", "coins -1;"),
}


def refusal(text, language):
    return shared_refusal(Game, text, language)


@pytest.mark.parametrize("mistake", MISTAKES)
def test_a_refused_duel_position_says_its_one_line_in_french(mistake):
    check_refused_in_both_languages(Game, EXAMPLE, MISTAKES[mistake], IDENTIFIERS)
