"""Issue 20, "everything else a French user meets": a refused 7 Wonders Architects position
(issue 23) says its one line in the chosen language. Each refusal below is met once in English
and once in French: the same field is named, and the French problem is said in seed 002's words
(« pioche centrale », « jetons Conflit », « face Paix », « Chat ») with no English left outside
the format's own words.
"""

from pathlib import Path

import pytest

from tests.position_french import check_refused_in_both_languages
from tests.position_french import refusal as shared_refusal
from wonderlab.architects.game import Game

EXAMPLE = (Path(__file__).parents[2] / "docs" / "examples" / "positions" / "architects-3p.txt").read_text()
# what a position writes as typed: its fields and keywords, the card kinds, the players' names
IDENTIFIERS = ("turn", "to play", "to_play", "seat", "war", "decks", "central", "progress", "discard", "players",
               "stages", "cards", "victory", "cat", "blue_2_cat", "wood", "stone", "glass", "papyrus", "gold",
               "red_0_horns", "red_2_horns", "science_compass", "Ada", "Bo", "Cy", "Ephesus", "Halicarnassus")

MISTAKES = {
    "a player who does not play": ("to play Ada", "to play Zoe"),
    "a turn before the first": ("turn 19", "turn 0"),
    "more conflict tokens at war than there are": ("war 0", "war 3"),
    "a deck missing": ("Olympia 23 red_0_horns; central 52", "central 52"),
    "a deck beside the wrong player": ("Halicarnassus 20 red_0_horns; Ephesus 21", "Ephesus 20 red_0_horns; Halicarnassus 21"),
    "more cards of a kind in view than the box": ("gold 3,", "gold 30,"),
    "decks that do not add up": ("central 52", "central 50"),
    "an unknown Progress token": ("Politics, Engineering", "Qwxzy, Engineering"),
    "four tokens face up": ("Politics, Engineering, Architecture", "Politics, Engineering, Architecture, Economy"),
    "a deck larger than its wonder's": ("Olympia 23", "Olympia 99"),
    "a deck without its top card": ("Olympia 23 red_0_horns", "Olympia 23"),
    "an unknown kind on top": ("Olympia 23 red_0_horns", "Olympia 23 qwxzy"),
    "a deck not written as a deck": ("Olympia 23 red_0_horns", "Olympia red_0_horns"),
    "an item the format does not have": ("stages 1; cards stone", "stages 1; gold 2; cards stone"),
}


def refusal(text, language):
    return shared_refusal(Game, text, language)


@pytest.mark.parametrize("mistake", MISTAKES)
def test_a_refused_architects_position_says_its_one_line_in_french(mistake):
    check_refused_in_both_languages(Game, EXAMPLE, MISTAKES[mistake], IDENTIFIERS)
