"""Whole games by clicks in JupyterLab to the post-game review (issue 9, "Tests in a real
browser"): a 3-player 7 Wonders game, the 2-player Free City variant and a Duel game, every turn
checked against the same table played in Python, then the scores and the review's step-through.
(A whole Architects game is played in Voilà: test_voila_and_themes.py.)"""

import random

import pytest

from .table import Clicks, Mirror, check_the_end, play_to_the_end, table_cell

WHOLE = {   # id: (game, options, the fewest and the most decisions the human can have)
    "classic-3": ("classic", {"players": 3, "seed": 11, "bots": "greedy"}, 18, 40),
    "classic-free-city": ("classic", {"players": 2, "seed": 8, "bots": "greedy"}, 18, 60),
    "duel": ("duel", {"seed": 3, "bots": "greedy"}, 10, 60),
}


@pytest.mark.parametrize("table", WHOLE)
def test_a_whole_game_by_clicks_to_the_review(table, in_lab, notebook):
    game, options, fewest, most = WHOLE[table]
    in_lab.open(notebook(table_cell(game, options))).run_all()
    page, mirror = Clicks(in_lab, game).appear(), Mirror(game, **options)
    mirror.check(page, "the first drawing")
    turns = play_to_the_end(page, mirror, random.Random(table), most)
    assert mirror.table.is_over and turns >= fewest
    check_the_end(page, mirror, in_lab)
