"""Whole games by clicks in JupyterLab to the post-game review (issue 9, "Tests in a real
browser"): a 3-player 7 Wonders game and a Duel game, every turn checked against the same table
played in Python, then the scores and the review's step-through."""

import random

import pytest

from .table import Clicks, Mirror, play, table_cell

WHOLE = {
    "classic": ({"players": 3, "seed": 11, "bots": "greedy"}, 40),
    "duel": ({"seed": 3, "bots": "greedy"}, 60),
}


def play_to_the_end(page, mirror, rng, limit):
    """Click through the game, choosing at random among the shown options; return the turns."""
    turns = 0
    while not page.is_over():
        assert turns < limit, f"the game is not over after {limit} of the human's decisions"
        if not page.options():
            cards = page.cards()
            assert cards, f"turn {turns}: nothing to click and the game is not over"
            key = rng.choice(cards)
            page.select(key)
            mirror.table.select(key)
        play(page, mirror, rng.choice(sorted(page.options())))
        turns += 1
        page.shot(f"decision-{turns:02d}")
    return turns


def check_the_end(page, mirror, in_lab):
    scores = in_lab.wait_for('[data-role="scores"]', "the final scores")
    text = scores.first.inner_text()
    for player in mirror.table.table.scores()["players"]:
        assert player["name"] in text
        assert str(player["total"]) in text
    in_lab.wait_for('[data-role="review"]', "the post-game review")
    slider = page.root.locator('input[data-role="review-slider"]').first
    last = int(slider.get_attribute("max"))
    assert last > 0 and int(slider.input_value()) == last
    page.shot("review-at-the-end")

    page.click("review-prev", "the review stepping back one turn")
    mirror.table.review(last - 1)
    assert int(slider.input_value()) == last - 1
    page.shot("review-prev")

    page._redraw("the review jumping to the start", lambda: slider.fill("0"))
    mirror.table.review(0)
    assert int(slider.input_value()) == 0
    page.shot("review-start")
    page.click("review-next", "the review stepping forward")
    mirror.table.review(1)
    assert int(slider.input_value()) == 1
    mirror.check(page, "the review's steps")
    page.shot("review-next")


@pytest.mark.parametrize("game", WHOLE)
def test_a_whole_game_by_clicks_to_the_review(game, in_lab, notebook):
    options, limit = WHOLE[game]
    in_lab.open(notebook(table_cell(game, options))).run_all()
    page, mirror = Clicks(in_lab, game).appear(), Mirror(game, **options)
    mirror.check(page, "the first drawing")
    turns = play_to_the_end(page, mirror, random.Random(game), limit)
    assert mirror.table.is_over and turns >= {"classic": 18, "duel": 10}[game]
    check_the_end(page, mirror, in_lab)
