"""Issue 20, "Le cours en français": the French notebooks (notebooks/fr/) say what the English
ones say, cell for cell, and a change to the English shows up as a failure naming the cell.

Each French notebook names its English source in ``metadata["wonderlab"]["source"]``; each
translated cell names its English cell and the hash of the English text its translator checked
(tools/french.py; docs/french.md tells a translator what to do when a test here fails).
"""

import io
import json
import re
import shutil
import sys
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import french  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
FRENCH = french.french_notebooks()

# The English notebooks that have no French one yet. The list only shrinks: a notebook here
# that gains its French fails the test below until it leaves the list.
NOT_YET_TRANSLATED = set()


def name(path):
    return path.relative_to(NOTEBOOKS).as_posix()


def test_every_english_notebook_has_exactly_one_french_notebook():
    counterparts = french.counterparts()
    missing = sorted(s for s, paths in counterparts.items() if not paths and s not in NOT_YET_TRANSLATED)
    assert missing == [], f"English notebooks with no French one (tools/french.py new): {missing}"
    twice = {s: [name(p) for p in paths] for s, paths in counterparts.items() if len(paths) > 1}
    assert twice == {}, f"English notebooks with more than one French one: {twice}"
    done = sorted(s for s in NOT_YET_TRANSLATED if counterparts.get(s))
    assert done == [], f"translated now: take them out of NOT_YET_TRANSLATED: {done}"
    assert NOT_YET_TRANSLATED <= set(counterparts), "NOT_YET_TRANSLATED names a notebook that is gone"


@pytest.mark.parametrize("path", FRENCH, ids=name)
def test_the_french_notebook_says_what_its_english_cells_say_now(path):
    """The drift test: every English cell has its French, in the English order, checked by a
    translator after the English last changed."""
    assert french.drift(path) == []


def test_the_drift_test_names_a_changed_english_cell(tmp_path):
    """A planted change: one word of an English markdown cell changed after its translation was
    checked fails the check, naming the French and the English cell; stamping clears it."""
    copy = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    start = copy / "fr" / "00-commencer-ici.ipynb"
    assert french.drift(start, copy) == []
    english = copy / "00-start-here.ipynb"
    notebook = json.loads(english.read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "markdown" and c["id"] == "b3a66bdc")
    cell["source"] = "".join(cell["source"]).replace("one card", "a card")
    english.write_text(json.dumps(notebook), encoding="utf-8")
    found = french.drift(start, copy)
    assert len(found) == 1
    assert "cell fr-b3a66bdc (English 00-start-here.ipynb cell b3a66bdc)" in found[0]
    assert "changed after its translation was checked" in found[0]
    french.stamp(start, ["b3a66bdc"], copy)
    assert french.drift(start, copy) == []


def test_the_drift_test_sees_an_english_cell_added_or_removed(tmp_path):
    copy = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    english = copy / "00-start-here.ipynb"
    notebook = json.loads(english.read_text(encoding="utf-8"))
    notebook["cells"].insert(3, {"cell_type": "markdown", "id": "new-one", "metadata": {},
                                 "source": "A new paragraph."})
    removed = notebook["cells"].pop(1)["id"]
    english.write_text(json.dumps(notebook), encoding="utf-8")
    found = french.drift(copy / "fr" / "00-commencer-ici.ipynb", copy)
    assert any(f"cell {removed}): the English cell is gone" in line for line in found)
    assert any("cell new-one has no translation: 'A new paragraph.'" in line for line in found)


def code_tokens(source):
    """The code without its comments, strings and layout: what a translation must not change."""
    kept = (tokenize.NAME, tokenize.OP, tokenize.NUMBER)
    return [t.string for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type in kept]


def pairs():
    for path in FRENCH:
        english = {c["id"]: c for c in french.read(french.source_of(path))["cells"]}
        for cell in french.read(path)["cells"]:
            translates, _ = french.tie(cell)
            if translates in english:
                yield path, cell, english[translates]


@pytest.mark.parametrize("path", FRENCH, ids=name)
def test_code_cells_are_the_english_code_run_in_french(path):
    """Same code, comments and printed sentences aside; the same cells checked by nbval; and the
    language set to French before anything is shown."""
    for french_path, cell, english in pairs():
        if french_path != path or cell["cell_type"] != "code":
            continue
        assert cell["cell_type"] == english["cell_type"]
        assert code_tokens("".join(cell["source"])) == code_tokens("".join(english["source"])), cell["id"]
        assert cell["metadata"].get("tags", []) == english["metadata"].get("tags", []), cell["id"]
    code = ["".join(c["source"]) for c in french.read(path)["cells"] if c["cell_type"] == "code"]
    assert 'course_setup("fr")' in code[0] or 'set_language("fr")' in code[0]


def test_a_code_cell_changed_beyond_its_comments_is_caught():
    assert code_tokens('course_setup()  # English') == code_tokens('course_setup("fr")  # français')
    assert code_tokens('print("turn", n)') == code_tokens('print("tour", n)')
    assert code_tokens('Game(players=3)') != code_tokens('Game(players=4)')


def test_the_two_start_pages_link_each_other():
    english = json.dumps(french.read(NOTEBOOKS / "00-start-here.ipynb"))
    start = json.dumps(french.read(NOTEBOOKS / "fr" / "00-commencer-ici.ipynb"))
    assert "](fr/00-commencer-ici.ipynb)" in english
    assert "](../00-start-here.ipynb)" in start


@pytest.mark.parametrize("path", FRENCH, ids=name)
def test_a_french_notebook_links_french_notebooks_where_they_exist(path):
    """When a notebook gains its French, links to it move to the French (tools/french.py links)."""
    assert french.english_links(path) == []


def test_a_french_note_never_sends_the_reader_to_english_that_exists_in_french():
    """Issue 39: `classic/16` and `lab/01` said their linked notebooks were « en anglais pour
    l'instant » though they exist in French, and the start page linked `../classic/` (the English
    folder; `english_links` now checks folders too). A note that something is in English names
    only a page that has no French (the lab's README.md)."""
    for path in FRENCH:
        for cell in french.read(path)["cells"]:
            text = "".join(cell["source"])
            assert "pour l'instant" not in text or "anglais" not in text, (name(path), text[:200])
            for target in re.findall(r"\]\(([^)\s#?]+)\),? \(?en anglais", text):
                assert target.endswith(".md"), (name(path), target)
    assert french.english_links(NOTEBOOKS / "fr" / "00-commencer-ici.ipynb") == []


def test_the_glossary_says_what_each_term_means_in_french():
    from wonderlab.lab.glossary import MEANINGS_FR, TERMS

    assert set(MEANINGS_FR) == {(t.game, t.en) for t in TERMS}
    assert all(t.meaning_fr and t.meaning_fr != t.meaning for t in TERMS if t.meaning != "a raw material")


def test_binder_has_jupyterlabs_french_menus_for_the_base_jupyterlab():
    """JupyterLab's own interface in French on Binder: the language pack made for the base's
    JupyterLab 4.4 (tests/lab/test_binder.py checks that the pin installs without conflict)."""
    pins = dict(line.split("#")[0].strip().split("==") for line in
                (ROOT / "binder" / "requirements.txt").read_text().splitlines() if "==" in line.split("#")[0])
    assert pins["jupyterlab-language-pack-fr-FR"].startswith("4.4.")
    start = json.dumps(french.read(NOTEBOOKS / "fr" / "00-commencer-ici.ipynb"), ensure_ascii=False)
    assert "Settings → Language" in start and (ROOT / "docs" / "french.md").is_file()
