"""Issue 39: the teacher's guide in French (notebooks/fr/classroom/LISEZMOI.md) keeps step with
the English one (notebooks/classroom/README.md): the same sections in the same order, the same
commands, code and addresses (the French notebooks' addresses where the English name an English
notebook), the exercises' answers as the French course gives them; and it is written as French
is typed: a non-breaking space before « : », « ; », « ? », « ! », inside « », the rules' words,
« vous », no English left in its prose.
"""

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from tests.test_french_everywhere import INFORMAL, english_in
from tests.test_french_typography import TIGHT
from tests.test_french_words import _forbidden
from wonderlab.classroom import new_session
from wonderlab.core.i18n import set_language

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ENGLISH = NOTEBOOKS / "classroom" / "README.md"
FRENCH = NOTEBOOKS / "fr" / "classroom" / "LISEZMOI.md"
sys.path.insert(0, str(ROOT / "tools"))
import french  # noqa: E402

FENCED = re.compile(r"^ *```.*?^ *```$", re.MULTILINE | re.DOTALL)
INDENTED = re.compile(r"^(?: {4}\S.*\n?)+", re.MULTILINE)         # a block of commands and what they print
SPAN = re.compile(r"`[^`]*`")
URL = re.compile(r"https?://\S+|\]\([^)]*\)|<!--.*?-->")
# names the French course keeps as they are typed: the exercises' keys (`exercise("military-1")`)
# and the notebooks' file names
NAMES = re.compile(r"\b[a-z]+(?:-[a-z]+)*-(?:\d+|[a-z]+)\b|\S+\.ipynb\b")
COMMAND = re.compile(r"`((?:wonderlab|make|python|jupyter) [^`]*)`")
# « session » is French too (« une session Binder », JupyterLab's « noyau d'une autre session »)
KEPT = ("session",)


def _tool():
    spec = importlib.util.spec_from_file_location("classroom_answers", ROOT / "tools" / "classroom_answers.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def read(path):
    return path.read_text(encoding="utf-8")


def headings(text):
    """The guide's headings' levels, in order, and the answers' headings (games' names)."""
    text = FENCED.sub("", text)
    return [len(marks) for marks in re.findall(r"^(#{1,4}) ", text, re.MULTILINE)]


def commands(text, lang):
    """Every command the guide gives (in `code` and in its blocks), as typed in English:
    ``--lang fr`` (which only makes the command speak French) taken out."""
    found = COMMAND.findall(text)
    found += [line.strip() for block in INDENTED.findall(FENCED.sub("", text))
              for line in block.splitlines() if line.strip().startswith(("wonderlab ", "make "))]
    found = [" ".join(c.replace("--lang fr ", "").split("#")[0].split()) for c in found]
    return sorted(set(found))


def code(text):
    """The Python of the guide's fenced blocks, comments aside (the French translate them)."""
    return [[line for line in block.splitlines() if not line.strip().startswith("#")]
            for block in FENCED.findall(text)]


def addresses(text):
    return re.findall(r"https?://[^\s`)]+", text)


def in_french(address):
    """An address of the English guide as the French one gives it: the French notebook where the
    English names an English notebook that has one."""
    for french_path in french.french_notebooks():
        english_name = french.source_of(french_path).relative_to(NOTEBOOKS).as_posix()
        if address.endswith(english_name):
            return address[:-len(english_name)] + french_path.relative_to(NOTEBOOKS).as_posix()
    return address


def prose(text):
    """The guide's words: its code, commands, addresses and links' targets taken out."""
    for pattern in (FENCED, INDENTED, SPAN, URL, NAMES):
        text = pattern.sub(" ", text)
    return text


def test_the_checks_find_a_guide_out_of_step():
    english, french_text = read(ENGLISH), read(FRENCH)
    assert headings("# A\n## B\n### C\n") == [1, 2, 3]
    cut = french_text.replace("## Comment recueillir les codes", "Comment recueillir les codes")
    assert headings(cut) != headings(english)
    assert commands("`wonderlab --lang fr classroom check X codes/`", "fr") == \
        commands("`wonderlab classroom check X codes/`", "en")
    assert commands("`wonderlab classroom check X`", "fr") != commands("`wonderlab classroom check Y`", "en")
    assert in_french("…/lab/tree/notebooks/classroom/student.ipynb").endswith("notebooks/fr/classroom/eleve.ipynb")
    assert TIGHT.search(prose("Qui gagne? `a: b`")) and not TIGHT.search(prose("Qui gagne\u00a0? `a: b`"))


def test_the_two_guides_have_the_same_sections_in_the_same_order():
    english, french_text = read(ENGLISH), read(FRENCH)
    assert headings(french_text) == headings(english)
    games = r"^### (7 Wonders.*)$"
    assert re.findall(games, french_text, re.MULTILINE)[-3:] == re.findall(games, english, re.MULTILINE)[-3:]
    exercise = r"^- \*\*([a-z0-9-]+)\*\* \("
    assert re.findall(exercise, french_text, re.MULTILINE) == re.findall(exercise, english, re.MULTILINE)
    tables = r"^\| min \|"
    assert len(re.findall(tables, french_text, re.MULTILINE)) == len(re.findall(tables, english, re.MULTILINE))


def test_the_two_guides_give_the_same_commands_code_and_addresses():
    english, french_text = read(ENGLISH), read(FRENCH)
    # the French guide's one command of its own: the French course with JupyterLab's French menus
    assert commands(french_text, "fr") == sorted({*commands(english, "en"), "make lab-fr"})
    assert code(french_text) == code(english)
    assert addresses(french_text) == [in_french(a) for a in addresses(english)]
    assert len(commands(french_text, "fr")) >= 10


def test_the_french_guide_holds_the_answers_the_french_exercises_accept():
    tool = _tool()
    text = read(FRENCH)
    assert tool.updated(text, tool.answers("fr")) == text, "run: python tools/classroom_answers.py"
    assert text.count("**Réponse\u00a0:") == read(ENGLISH).count("**Answer:")
    assert "(-)" not in text                     # every exercise is found in its French notebook


def test_the_french_guides_session_example_prints_what_it_shows():
    set_language("fr")
    session = new_session("classic", players=4, seed=7, bots="greedy")
    assert f"--seed 7 --bots greedy\n    {session.code}\n    {session.describe()}" in read(FRENCH)


def test_the_french_guide_is_typed_as_french_is():
    words = prose(read(FRENCH))
    assert TIGHT.findall(words) == []
    plain = re.findall(r".{0,30} [:;?!»].{0,10}|.{0,10}« .{0,30}", words)
    assert plain == [], "a plain space where French puts a non-breaking one"
    assert '"' not in words, "French quotes with « »"
    assert _forbidden(words) == []
    assert not INFORMAL.search(words), INFORMAL.search(words)
    assert english_in(words, KEPT) == []


def test_the_guides_link_each_other_and_the_french_pages_link_the_french_guide():
    assert "](../fr/classroom/LISEZMOI.md)" in read(ENGLISH)
    assert "](../../classroom/README.md)" in read(FRENCH)
    start = read(NOTEBOOKS / "fr" / "00-commencer-ici.ipynb")
    teacher = read(NOTEBOOKS / "fr" / "classroom" / "enseignant.ipynb")
    assert "](classroom/LISEZMOI.md)" in start and "classroom/README.md" not in start
    assert "](LISEZMOI.md)" in teacher and "classroom/README.md" not in teacher
