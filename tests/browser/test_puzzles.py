"""The puzzle trainer in JupyterLab (issue 37): a puzzle solved and one missed by clicks, the
position drawn by the table's own front end, in light and dark, English and French; the
learner's progress file in the test's own folder."""

import json

import pytest

from wonderlab.core.grammar import after_colon

from .table import Clicks
from .waits import s

FEEDBACK = '[data-role="puzzle-feedback"]'


def _puzzles_file(folder):
    from tests.puzzle_positions import WINS_NOW
    from wonderlab.core.position import from_any
    from wonderlab.lab import puzzle_file
    from wonderlab.lab.puzzles import judge

    found = judge(from_any(WINS_NOW, seed=0), 2, rollouts=60, screen_rollouts=20, seed=1)
    path = folder / "browser-puzzles.json"
    puzzle_file.save(path, dict(puzzle_file.new("architects", "test"), puzzles=[found]))
    return path, found


def _cell(path, progress, lang):
    return (f"from wonderlab.widgets import Puzzles\n"
            f"trainer = Puzzles('architects', puzzles={str(path)!r}, progress={str(progress)!r}, lang={lang!r})\n"
            f"trainer")


def _option(page, words):
    """The index of the option button whose sentence is ``words``."""
    for index, text in page.options().items():
        if text == words:
            return index
    raise AssertionError(f"no option {words!r} among {page.options()}")


def _feedback(steps, kind):
    steps.wait_for(f'{FEEDBACK}[data-kind="{kind}"]', f"the trainer saying {kind}", s(60))
    return steps.page.locator(FEEDBACK).first.inner_text()


def _click_button(steps, words):
    steps.page.locator("button.jupyter-button", has_text=words).first.click()


@pytest.mark.parametrize("lang, dark", [("en", False), ("fr", True)])
def test_a_puzzle_solved_then_missed_by_clicks(lang, dark, request, notebook, notebooks, tmp_path):
    steps = request.getfixturevalue("in_dark_lab" if dark else "in_lab")
    path, found = _puzzles_file(notebooks)
    progress = tmp_path / "progress.json"
    steps.open(notebook(_cell(path, progress, lang))).run_all()
    page = Clicks(steps, "architects").appear()
    trainer = steps.page.locator(".wonderlab-puzzles")
    steps.shot("served", trainer)
    prompt = steps.page.locator('[data-role="puzzle-prompt"]').first.inner_text()
    assert prompt == found["prompt"][lang]

    # solved: the best move, picked and confirmed as at the table
    page.choose(_option(page, found["words"][lang]["best"]))
    page.confirm()
    said = _feedback(steps, "right")
    steps.shot("solved", trainer)
    assert said.startswith("Right!" if lang == "en" else "Exact !")
    assert found["why"][lang] in said
    saved = json.loads(progress.read_text(encoding="utf-8"))["games"]["architects"]
    assert saved["done"] == {found["id"]: "solved"} and saved["streak"] == 1

    # the next puzzle (the same, the only one): missed twice, then the answer and why
    _click_button(steps, "Next puzzle" if lang == "en" else "Puzzle suivant")
    steps.wait("the feedback cleared for the next puzzle",
               lambda ms: steps.page.wait_for_function(
                   f"() => !document.querySelector('{FEEDBACK}')", timeout=ms))
    wrong = found["words"][lang]["second"]
    inside = after_colon if lang == "fr" else str        # a move or reason inside a French sentence: lower case
    page.choose(_option(page, wrong))
    page.confirm()
    said = _feedback(steps, "wrong")
    assert ("Hint:" if lang == "en" else "Indice :") in said
    steps.shot("missed-once-hint", trainer)
    page.choose(_option(page, wrong))
    page.confirm()
    steps.wait("the answer shown", lambda ms: steps.page.wait_for_function(
        f"""() => {{ const f = document.querySelector('{FEEDBACK}');
                    return !!f && f.innerText.includes({json.dumps(inside(found['why_not'][lang])[:40])}); }}""", timeout=ms))
    said = steps.page.locator(FEEDBACK).first.inner_text()
    steps.shot("missed-answer", trainer)
    assert inside(found["words"][lang]["best"]) in said and inside(found["why_not"][lang]) in said
    status = steps.page.locator('[data-role="puzzle-status"]').first.inner_text()
    assert ("streak 1" if lang == "en" else "série 1") in status      # the puzzle was met already: counted once


def test_a_duel_puzzle_is_drawn_as_at_the_table_and_solved_by_a_card_click(in_lab, notebook, notebooks, tmp_path):
    """A shipped Duel puzzle: the structure drawn by the table's front end, the best move found by
    clicking its card, then its option, then Play this move."""
    from wonderlab.lab import puzzle_file
    from wonderlab.widgets import Puzzles

    found = puzzle_file.shipped("duel")[0]
    path = notebooks / "duel-puzzles.json"
    puzzle_file.save(path, dict(puzzle_file.new("duel", "test"), puzzles=[found]))
    in_lab.open(notebook(_cell(path, tmp_path / "progress.json", "en").replace("'architects'", "'duel'"))).run_all()
    page = Clicks(in_lab, "duel").appear()
    trainer = in_lab.page.locator(".wonderlab-puzzles")
    in_lab.shot("served", trainer)
    mirror = Puzzles("duel", puzzles=[found], progress=tmp_path / "mirror.json")
    option = next(o for o in mirror.board.view["options"] if o["text"] == found["words"]["en"]["best"])
    if option["card"] is not None:
        page.select(option["card"])
    page.choose(option["index"])
    page.confirm()
    said = _feedback(in_lab, "right")
    in_lab.shot("solved", trainer)
    assert said.startswith("Right!") and found["why"]["en"] in said
