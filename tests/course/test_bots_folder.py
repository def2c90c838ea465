"""The code arc saves a learner's bot where ``WONDERLAB_BOTS`` says (``~/wonderlab-bots`` by
default), and a test run points it at a temporary folder (the repository's conftest.py): the
suite and the notebooks under nbval leave the home untouched (issue 36)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from wonderlab.course.arc import bots_folder

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ARC = sorted(NOTEBOOKS.glob("*/code-your-bot.ipynb")) + sorted(NOTEBOOKS.glob("fr/*/coder-votre-bot.ipynb"))


def _code(path):
    return ["".join(c["source"]) for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code"]


def test_the_suite_saves_learners_bots_in_a_temporary_folder_outside_the_home():
    folder = Path(os.environ["WONDERLAB_BOTS"]).resolve()
    assert bots_folder() == folder and folder.is_dir()
    assert not folder.is_relative_to(Path.home().resolve())


def test_no_notebook_of_the_course_writes_into_the_home_itself():
    everywhere = [(path, code) for path in NOTEBOOKS.rglob("*.ipynb") for code in _code(path)]
    assert len(ARC) == 6 and len(everywhere) > 500
    assert [path.name for path, code in everywhere if "Path.home()" in code or "expanduser" in code or "~/" in code] == []
    assert all(any("bots_folder()" in code for code in _code(path)) for path in ARC)


def test_the_code_arcs_save_cell_writes_where_wonderlab_bots_says_and_nothing_in_the_home(tmp_path):
    """The duel arc's save cell, run in a process whose home is an empty folder."""
    cell = next(code for code in _code(NOTEBOOKS / "duel" / "code-your-bot.ipynb") if "save_bot(" in code)
    home, bots = tmp_path / "home", tmp_path / "bots"
    home.mkdir()
    script = "from wonderlab.course.arc import save_bot, load_bot, first_action as bot\n" + cell
    env = dict(os.environ, HOME=str(home), WONDERLAB_BOTS=str(bots))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert done.stdout == "my_duel_bot.py saved; loaded again as mine\n", done.stderr
    assert [p.name for p in bots.iterdir()] == ["my_duel_bot.py"] and list(home.iterdir()) == []
    env.pop("WONDERLAB_BOTS")             # unset: the home's wonderlab-bots, as a learner has it
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert [p.name for p in (home / "wonderlab-bots").iterdir()] == ["my_duel_bot.py"], done.stderr
