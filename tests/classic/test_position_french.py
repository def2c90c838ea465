"""Issue 20, "everything else a French user meets": a refused 7 Wonders position (issue 23) says
its one line in the chosen language. Each refusal below is met once in English and once in
French: the same field is named, and the French problem is said in seed 000's words (« jetons
Conflit », « défausse », « Merveille ») with no English left outside the format's own words.
"""

from pathlib import Path

import pytest

from tests.position_french import check_refused_in_both_languages
from tests.position_french import refusal as shared_refusal
from wonderlab.classic.game import Game

EXAMPLE = (Path(__file__).parents[2] / "docs" / "examples" / "positions" / "classic-age2-turn3.txt").read_text()
# what a position writes as typed: its fields and keywords, the names of its players and cards
IDENTIFIERS = ("age", "turn", "passing", "seat", "discard", "players", "hand", "tucked", "seen", "stages", "coins",
               "military", "cards", "free build used", "free city", "side", "wonder", "Ana", "Bo", "Cy", "Dee", "true", "false")

MISTAKES = {
    "a card of Age III in an Age II hand": ("Walls", "Pantheon"),
    "a discard pile that does not add up": ("discard 5", "discard 7"),
    "a card twice in a city": ("Marketplace, Lumber Yard", "Marketplace, Marketplace"),
    "an Age out of the game": ("age 2", "age 4"),
    "a turn out of an Age": ("turn 3", "turn 9"),
    "the hands passed the wrong way": ("passing right", "passing left"),
    "an unknown card": ("Sawmill", "Qwxzy"),
    "an unknown wonder": ("Ephesos A", "Qwxzy A"),
    "a board played twice": ("Rhodos A", "Babylon A"),
    "a wonder with too many stages": ("Ephesos A; stages 1", "Ephesos A; stages 5"),
    "a conflict token of an Age not yet ended": ("coins 6; military -1", "coins 6; military 3"),
    "a hand of the wrong size": ("hand: Loom II, Walls,", "hand: Walls,"),
    "more under the wonder than stages": ("tucked: Excavation", "tucked: Excavation, Tavern"),
    "a seat that is no player": ("seat Ana", "seat Zoe"),
    "an item the format does not have": ("coins 1;", "gold 1;"),
    "a card printed in one Age only": ("Walls", "Walls I"),
    "a card of an Age to come on the table": ("cards Marketplace,", "cards Senate, Marketplace,"),
    "more cards than the turns give": ("cards Stone Pit,", "cards Stone Pit, Tavern, Workshop, Quarry,"),
}


def refusal(text, language):
    return shared_refusal(Game, text, language)


@pytest.mark.parametrize("mistake", MISTAKES)
def test_a_refused_position_says_its_one_line_in_french(mistake):
    check_refused_in_both_languages(Game, EXAMPLE, MISTAKES[mistake], IDENTIFIERS)


def test_english_stays_the_default():
    error = refusal(EXAMPLE.replace("Walls", "Pantheon"), "en")
    assert str(error) == ("hand[1]: 'Pantheon': Pantheon is a card of Age III, and a hand in Age II holds no "
                          "such card")
