"""The teacher's learning board (issue 36) in JupyterLab at 1024 px, light and dark: every rule
family's numbers as the rows give them, nothing wider than the window, its text legible."""

import pytest

from wonderlab.classroom.learning import learning_rows, pretend_course

from .test_voila_and_themes import _COLOURS, contrast

STUDENTS = (("Ana", 0.9, "classic"), ("Bo", 0.4, "classic"), ("Jean-Luc O'Brien", 0.6, "classic"),
            ("Eva", 0.5, "duel"))
CELL = ("from wonderlab.classroom.learning import LearningBoard, pretend_course\n"
        f"students = {STUDENTS!r}\n"
        "LearningBoard([(n, pretend_course(g, i, s)) for i, (n, s, g) in enumerate(students)])")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_learning_board_fits_1024_pixels_and_reads_in_both_themes(theme, request, notebook):
    lab = request.getfixturevalue({"light": "in_lab", "dark": "in_dark_lab"}[theme])
    lab.page.set_viewport_size({"width": 1024, "height": 900})
    lab.open(notebook(CELL)).run_all()
    board = lab.wait_for(".wl-learning", "the learning board")
    rows = learning_rows([(n, pretend_course(g, i, s)) for i, (n, s, g) in enumerate(STUDENTS)])
    for row in rows:
        drawn = board.locator(f'tr[data-game="{row["game"]}"][data-family="{row["family"]}"]').inner_text()
        assert f'{row["right_first"]}/{row["tried"]} · {row["students"]}' in drawn
        assert all(name in drawn for name in row["help"])
    right = lab.page.eval_on_selector(".wl-learning table", "t => t.getBoundingClientRect().right")
    assert right <= lab.page.evaluate("window.innerWidth"), "the learning board is wider than the window"
    for part in (".wl-learning h4", ".wl-learning tr[data-family] td"):
        colours = lab.page.eval_on_selector(part, _COLOURS)
        ratio = contrast(colours["text"], colours["back"])
        assert ratio >= 4.5, f"{theme} theme: {part} has a contrast of {ratio:.1f}"
    first = ".wl-learning tr[data-family] td"
    assert lab.computed(first, "text-align") in ("left", "start"), "a rule's name is not read from the left"
    lab.shot(f"learning-board-{theme}", board)
