"""The warm-ups of "The Python you need" (issue 36): ``dict.get`` and ``sum(x for ...)``, which
the code arc uses, each a section of python-you-need.ipynb (and le-python-utile.ipynb) ending in
a function to fix, checked like a code exercise (hidden positions, hint ladder, reference
solution in both teacher's guides), and kept out of the classroom's journal (no rule of a game)."""

import json
import random
from pathlib import Path

import pytest

from wonderlab.course import solutions
from wonderlab.course.code import HIDDEN, PYTHON, check, forget, solution
from wonderlab.course.journal import JOURNAL

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WRONG = {
    "python-get": [lambda produces, resource: produces[resource], lambda produces, resource: len(produces)],
    "python-sum": [lambda cards: sum(points for _colour, points in cards),
                   lambda cards: sum(1 for colour, _points in cards if colour == "blue")],
}


@pytest.fixture(autouse=True)
def _fresh_ladder():
    forget()
    yield
    forget()


@pytest.mark.parametrize("name", sorted(PYTHON))
def test_the_reference_solution_passes_and_typical_mistakes_are_shown_a_position_with_a_hint(name):
    assert check(name, getattr(solutions, name.replace("-", "_"))).right
    for wrong in WRONG[name]:
        forget()
        first = check(name, wrong)
        assert not first.right and first.index <= first.total and "Hint: " in str(first)
        assert "engine says" not in str(first)                         # the answer from the second failure
        second = check(name, wrong)
        assert f"ngine says {second.expected!r}" in str(second)


@pytest.mark.parametrize("name", sorted(PYTHON))
def test_a_table_of_the_shown_answers_fails_on_the_hidden_positions(name):
    table = {repr(case.args): case.expected for case in PYTHON[name].cases()}
    report = check(name, lambda *args: table.get(repr(args), 0))
    assert not report.right and report.index > report.total      # a hidden position, drawn for this run
    assert len(PYTHON[name].hidden(random.Random(1))) == HIDDEN


def test_the_warm_ups_stay_out_of_the_classrooms_journal():
    check("classic-treasury", lambda coins: coins // 3)          # a game's exercise is noted
    before = JOURNAL.data()
    check("python-get", solutions.python_get)
    check("python-sum", lambda cards: 0)
    assert JOURNAL.data() == before and "python" not in json.dumps(before)


@pytest.mark.parametrize("path", ["python-you-need.ipynb", "fr/le-python-utile.ipynb"])
def test_each_warm_up_is_a_tagged_cell_of_the_python_notebook_its_stored_report_a_position(path):
    cells = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"]
    found = {}
    for cell in cells:
        if "wonderlab-code-exercise" in cell["metadata"].get("tags", ()):
            name = "".join(cell["source"]).split('check("')[1].split('"')[0]
            found[name] = "".join("".join(o.get("data", {}).get("text/plain", "")) for o in cell["outputs"])
    assert set(found) == set(PYTHON)
    assert all(report.startswith("✘ Position ") for report in found.values())
    text = "\n".join("".join(c["source"]) for c in cells)
    assert ".get(" in text and "sum(points for colour, points in cards if" in text


@pytest.mark.parametrize("guide", ["classroom/README.md", "fr/classroom/LISEZMOI.md"])
def test_both_teachers_guides_give_the_warm_ups_reference_solutions(guide):
    from wonderlab.core.i18n import set_language

    text = (NOTEBOOKS / guide).read_text(encoding="utf-8")
    set_language("fr" if guide.startswith("fr") else "en")
    for name in PYTHON:
        assert "\n".join(f"  {line}".rstrip() for line in solution(name).splitlines()) in text
