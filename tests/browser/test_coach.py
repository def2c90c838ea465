"""The coach at the table in JupyterLab (issue 17, "A coach at the table"): the Hint button
shows the ranked options with their win rates, and the turn plays on; after a game, the review's
"Analyse my decisions" lists your key decisions, and clicking one jumps the review to its step.

One page holds both tables: a 7 Wonders table asking for a hint, an Architects table for two
played to its end in Python with a small analysis budget, so the analysis takes seconds."""

import re

from .table import Clicks, Mirror, table_cell
from .waits import s

HINTED = {"players": 3, "seed": 2026, "hints": True}
FINISHED = """from wonderlab.widgets import PlayTable
ended = PlayTable("architects", players=2, seed=3, analysis_playouts=12)   # a small budget: seconds
while not ended.is_over:
    ended.choose(min(option["index"] for option in ended.view["options"]))
    ended.confirm()
ended"""


def test_the_hint_panel_and_the_key_decisions_by_clicks(in_lab, notebook):
    in_lab.open(notebook(table_cell("classic", HINTED), FINISHED)).run_all()
    table = Clicks(in_lab, "classic").appear()

    table.click("hint", "the coach's hint appearing")
    in_lab.wait_for('.wl-table[data-game="classic"] [data-role="hint-row"]', "the hint's rows", s(60))
    rows = table.root.locator('[data-role="hint-row"]').all_inner_texts()
    table.shot("hint-panel")
    options = [option["text"] for option in Mirror("classic", **HINTED).view["options"]]
    first = rows[0].split(" · ")[0].strip()
    assert any(first in text for text in options), f"the hint's first option {first!r} is not one of the table's options"
    assert re.search(r"wins \d+ % \[\d+–\d+\]", rows[0]), f"no win rate in the hint: {rows[0]!r}"
    verdict = table.root.locator('[data-role="hint-verdict"]').inner_text()      # issue 35: a close call said
    assert verdict.startswith(("Best: ", "A close call: ")), f"no verdict under the hint: {verdict!r}"

    status = table.status()
    if not table.options():
        table.select(table.cards()[0])
    table.choose(min(table.options()))
    table.confirm()
    assert table.status() != status, "the turn did not move on after the hint"
    assert not table.root.locator('[data-role="hint-row"]').count(), "the old hint stays for the next turn"

    ended = Clicks(in_lab, "architects").appear()
    assert ended.is_over()
    # the score-progress chart's turn labels each keep their own room ("Turn 6urn 11urn 16", issue 35)
    chart = ended.root.locator('[data-role="progress"]').first
    chart.evaluate("el => el.scrollIntoView({block: 'center'})")
    boxes = [label.bounding_box() for label in chart.locator("text.wl-mark-label").all()]
    assert len(boxes) >= 2, "no turn marked on the Architects chart"
    for one, two in zip(boxes, boxes[1:], strict=False):
        assert one["x"] + one["width"] <= two["x"], f"two turn labels overlap: {one} {two}"
    ended.steps.shot("progress-chart", chart)
    ended.click("analyse", "the analysis starting")
    in_lab.wait_for('.wl-table[data-game="architects"] [data-action="key-decision"]',
                    "the key decisions after the analysis", s(120))
    decisions = ended.root.locator('[data-action="key-decision"]')
    assert "you played" in decisions.first.inner_text()
    said = ended.root.locator('[data-role="accuracy"]').inner_text()      # issue 37: the game's accuracy
    assert re.fullmatch(r".+'s accuracy: \d+\.\d % over \d+ decisions", said), said
    ended.shot("key-decisions")
    step = decisions.nth(1).get_attribute("data-step")
    ended._redraw("the review jumping to the key decision", decisions.nth(1).click)
    slider = ended.root.locator('input[data-role="review-slider"]').first
    assert slider.input_value() == step, "the review did not jump to the decision's step"
    mark = ended.root.locator('[data-role="review-mark"]').inner_text()        # issue 35: played and proposed, marked
    assert "you played: " in mark and "the coach: " in mark, f"the review marks no key decision: {mark!r}"
    ended.shot("jumped-to-the-decision")
