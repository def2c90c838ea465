"""The exercise counts by kind and series (tools/exercise_counts.py, from the course's registries)
are those of the notebooks: the exercises their cells ask, the code cells the learner writes in,
the questions of the reviews they draw (issue 36's closing note)."""

import importlib.util
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"


def _tool():
    spec = importlib.util.spec_from_file_location("exercise_counts", ROOT / "tools" / "exercise_counts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cells(folder):
    for path in sorted(folder.glob("*.ipynb")):
        yield from json.loads(path.read_text(encoding="utf-8"))["cells"]


def _asked(folder):
    """The typed and choice exercises a folder's notebooks ask, and its code cells."""
    keys, code = set(), 0
    for cell in _cells(folder):
        source = "".join(cell["source"])
        if cell["cell_type"] == "code":
            keys |= set(re.findall(r'\bexercise\("([a-z0-9-]+)"\)', source))
            code += "wonderlab-code-exercise" in cell["metadata"].get("tags", ())
    return keys, code


@pytest.fixture(scope="module")
def found():
    return _tool().counts()


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_a_series_counts_are_what_its_notebooks_ask(found, game):
    keys, code = _asked(NOTEBOOKS / game)
    assert found[game]["typed"] + found[game]["choice"] == len(keys) and found[game]["code"] == code >= 10
    review = "".join("".join(c["source"]) for c in _cells(NOTEBOOKS / game) if "Review(" in "".join(c["source"]))
    assert f'Review("{game}", SEED)' in review and found[game]["review"] == 12


def test_the_lab_asks_nothing_the_python_notebook_two_warm_ups_the_last_review_fifteen(found):
    assert _asked(NOTEBOOKS / "lab") == (set(), 0) and sum(found["lab"].values()) == 0
    warmups = [c for c in _cells(NOTEBOOKS) if "wonderlab-code-exercise" in c["metadata"].get("tags", ())]
    assert found["python you need"] == {"typed": 0, "choice": 0, "code": len(warmups), "review": 0} and len(warmups) == 2
    assert found["last review"]["review"] == 15 == 5 * 3          # five topics, three games


def test_the_table_adds_up(found):
    tool = _tool()
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in tool.table(found).splitlines()[2:]]
    assert [row[0] for row in rows] == [*tool.SERIES, "all"]
    for row in rows[:-1]:
        assert [int(n) for n in row[1:-1]] == [found[row[0]][kind] for kind in tool.KINDS]
        assert int(row[-1]) == sum(found[row[0]].values())
    columns = list(zip(*(map(int, row[1:]) for row in rows[:-1]), strict=True))
    assert [int(n) for n in rows[-1][1:]] == [sum(column) for column in columns]
