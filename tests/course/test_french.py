"""Issue 10, "How it teaches": ``set_language("fr")`` gives the same notebooks in French — the
objects, widgets and messages follow. Each series' first notebook is run here in French (its
cells, in order, in this process) and what its objects show is searched for English words.

What a learner's own cell prints with an English f-string is the cell's code, not an object's
text, so only displayed objects are read: their HTML, and the text of the course's widgets.
A card, wonder or token's name in the other language, in brackets after the French one, is
there on purpose (it matches the English rulebook) and is not counted.
"""

import ast
import json
import re
from html import unescape
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

from wonderlab.lab.glossary import names

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ENGLISH = re.compile(r"\b(the|and|of|with|from|is|are|players?|turn|cards?|wonders?|stage|built|build|"
                     r"left|right|discard|coins?|shields?|treasury|military|civilian|guilds?|winner|"
                     r"none|free|cost|hand|deck|run|cell|answer|check|exercise|which|how|many|what|"
                     r"who|wins|side|produces|age)\b", re.IGNORECASE)


def shown_in_french(path, monkeypatch):
    """Run the notebook at ``path`` with French asked for at its start; return the display
    bundles of what its cells show (the last expression's value and ``display()`` calls)."""
    import IPython.display

    shown, bundles, namespace = [], [], {}
    monkeypatch.setattr(IPython.display, "display", lambda *things, **_: shown.extend(things))
    monkeypatch.chdir(path.parent)
    formatter = InteractiveShell.instance().display_formatter.format
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"]).replace("course_setup()", 'course_setup("fr")')
        source = source.replace('set_language("en")', 'set_language("fr")')          # a notebook that sets it alone
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        shown.clear()
        exec(compile(tree, str(path), "exec"), namespace)                         # noqa: S102
        value = eval(compile(ast.Expression(last.value), str(path), "eval"), namespace) if last else None
        bundles += [formatter(thing)[0] for thing in [*shown, *([value] if value is not None else [])]]
    return bundles


def readable_text(bundle, game):
    html = re.sub(r"<style.*?</style>", " ", bundle.get("text/html", ""), flags=re.S)
    text = unescape(re.sub(r"<[^>]+>", " ", html))
    if "application/vnd.jupyter.widget-view+json" in bundle:       # a course widget: its text too
        text += " " + bundle["text/plain"]
    for _kind, english, _french in names(game):
        text = text.replace(f"({english})", " ")
    text = re.sub(r"7 Wonders( Duel| Architects)?", " ", text)          # the games' own names
    return " ".join(text.split())


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_the_first_notebook_of_each_series_shows_no_english_in_french(game, monkeypatch):
    bundles = shown_in_french(NOTEBOOKS / game / "01-goal-and-scoring.ipynb", monkeypatch)
    texts = [readable_text(bundle, game) for bundle in bundles]
    assert sum(1 for text in texts if text) >= 3                # objects and exercises were shown
    assert any(" la " in f" {text} " or " de " in f" {text} " for text in texts)
    english = {text[:80]: sorted(set(ENGLISH.findall(text))) for text in texts if ENGLISH.search(text)}
    assert english == {}, english


def test_the_search_for_english_finds_it():
    """The check above could fail: it finds the English words of a view, not a card's name."""
    text = readable_text({"text/html": "<b>7 Wonders, Stage 1</b> not built: 2 stone (Lumber Yard)"}, "classic")
    assert sorted(set(ENGLISH.findall(text))) == ["Stage", "built"]


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_default_names_read_joueur_in_french_but_the_game_keeps_player(game):
    """Issue 10: "Player 1" reads "Joueur 1" in French where it is shown; display only."""
    import importlib

    from wonderlab.core.i18n import set_language

    engine = importlib.import_module(f"wonderlab.{game}")
    played = engine.Game(seed=3) if game == "duel" else engine.Game(players=3, seed=3)
    english = played._repr_html_()
    set_language("fr")
    french = played._repr_html_()
    assert "Player 1" in english and "Joueur 1" not in english
    assert "Joueur 1" in french and "Joueur 2" in french and "Player" not in french
    assert played.names[:2] == ["Player 1", "Player 2"]
    sheets = played.scores()
    from wonderlab.views.style import score_pad_html
    pad = score_pad_html(sheets, [sheets[0].name])
    assert "★ Joueur 1" in pad and "Player" not in pad


@pytest.mark.parametrize("game, known", [("classic", "trading-1"), ("duel", "trade-1"), ("architects", "battle-1")])
def test_an_unknown_exercise_is_refused_alike_in_the_three_games_and_in_french(game, known):
    import importlib

    from wonderlab.core.i18n import set_language

    exercise = importlib.import_module(f"wonderlab.course.{game}").exercise
    with pytest.raises(ValueError, match=known) as english:
        exercise("no-such-exercise")
    set_language("fr")
    with pytest.raises(ValueError, match=known) as french:
        exercise("no-such-exercise")
    assert str(french.value) != str(english.value) and "no-such-exercise" in str(french.value)
