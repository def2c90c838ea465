"""Issue 39, the French grammar of what wonderlab writes: read every French notebook's stored
outputs, the refusals and moves of randomly played games and the command line's messages in
French, and look for the faults a French reader stops at (« carte(s) », « 1 points », « 0 cartes »,
« construire Le Sphinx », « le coup de Ana », « 54.0 », « Coût: »). The rules: docs/french.md;
the grammar that writes them: wonderlab/core/grammar.py.
"""

import json
import random
import re

import pytest
from test_french_outputs import COMMANDS, POSITION, TYPED, record, run, shown_text  # noqa: F401
from test_french_refusals import _refusals

from wonderlab.core.i18n import set_language

# a plural noun after 0 or 1 (French says « 0 carte », « 1 point »); words ending in s or x that
# are singular too are not faults (« 1 fois », « 1 bois », « 1 Haras »)
SINGULAR_S = {"fois", "bois", "pas", "plus", "mois", "sous", "dans", "sans", "après", "très", "vers",
              "puis", "temps", "lors", "bras", "prix", "choix", "voix", "haras", "bains", "rostres", "douanes",
              "jardins", "écuries", "fortifications", "baraquements", "mathématiques", "papyrus", "compas",
              "dès", "depuis", "jours", "alors", "moins", "ans", "des", "les", "ses", "mes", "vos", "nos",
              "leurs", "aux", "ces", "tous", "deux", "trois", "six", "dix"}
FAULTS = {
    "« (s) » instead of agreeing": re.compile(r"\w\((?:s|e|es|x)\)"),
    "a plural after 0 or 1": re.compile(r"(?<![\d,.\w])(?:0|1|0,\d+|1,\d+)(?:\u00a0| )([a-zàâçéèêëîïôûœ]+[sx])\b"),
    "a capital article inside a sentence": re.compile(r"(?<=[a-zàâçéèêëîïôûœ,] )(?:Le|La|Les|L')(?= ?[A-ZÀÂÉÈÊÎÔÛ])"),
    "« de » or « que » not elided": re.compile(r"\b(?:de|que) (?=[AEIOUÀÂÉÈÊÎÔÛ][a-zàâçéèêëîïôûœ])"),
    "« de le », « à les » not contracted": re.compile(r"\b(?:de|à) (?:Le|Les|le|les) (?=[A-ZÀÂÉÈÊÎÔÛ])"),
    "a decimal point": re.compile(r"(?<![\w.:/-])\d+\.\d+(?![\w.]|\.\d)"),
    "no space before : ; ? !": re.compile(r"(?<=[^\s\u00a0\u202f(\[{'\"0-9:])[;?!:](?=\s|$)"),
}
# what a French text quotes as typed or as code: 'quoted', `code`, {dicts}, [lists], paths, URLs
CODE = re.compile(r"'[^'\n]*'|`[^`\n]*`|\{[^{}\n]*\}|\[[^\[\]\n]*\]|\S*[/\\]\S*|\S+\.(?:json|ipynb|py|txt)\b|https?://\S+")


def faults(text):
    """The grammar faults in a French ``text`` (its typed and quoted parts left out)."""
    text = CODE.sub(" ", TYPED.sub(" ", POSITION.sub(" ", text)))
    found = []
    for fault, pattern in FAULTS.items():
        for match in pattern.finditer(text):
            if fault == "a plural after 0 or 1" and match[1].lower() in SINGULAR_S:
                continue
            start = max(0, match.start() - 30)
            shown = f"{text[start:match.start()]}⟦{match[0]}⟧{text[match.end():match.end() + 20]}"
            found.append(f"{fault}: …{' '.join(shown.split())}…")
    return found


@pytest.mark.parametrize("text, fault", [
    ("3 carte(s) cachée(s)", "« (s) » instead of agreeing"),
    ("Ana a 1 points", "a plural after 0 or 1"), ("0 cartes en main", "a plural after 0 or 1"),
    ("0,7 points", "a plural after 0 or 1"),
    ("Prendre Les Pyramides", "a capital article inside a sentence"),
    ("vous pouvez construire Le Sphinx", "a capital article inside a sentence"),
    ("Le coup de Ana", "« de » or « que » not elided"), ("plus que Ana", "« de » or « que » not elided"),
    ("la pioche de Éphèse", "« de » or « que » not elided"),
    ("le pouvoir de le Colosse", "« de le », « à les » not contracted"),
    ("un taux de 54.0", "a decimal point"),
    ("Coût: 2 pièces", "no space before : ; ? !"), ("3 points; 1 bouclier", "no space before : ; ? !"),
])
def test_the_check_finds_each_fault(text, fault):
    assert {found.split(": …")[0] for found in faults(text)} == {fault}


def test_the_check_leaves_good_french_and_code_alone():
    good = ("Le coup d'Ana pour le tour 2 est noté ; Lea veut construire la Bibliothèque. "
            "0 carte, 1 point, 1,5 point, 2 points, 1 fois, 1 bois. Prendre les Pyramides ? "
            "La part du Colosse : 54,0 % ; des Jardins ! Les Pyramides sont construites.")
    assert faults(good) == []
    assert faults("{'military': 6, 'coins': 1}; ['masonry']; notebooks/fr/00.ipynb; version 3.11") == []


# cells whose own code prints a number with Python's f-string format (``{mean:.1f}``), which
# writes a decimal point in every language: the cell's code is the English code (docs/french.md),
# so the French can only change its words. May only shrink.
OWN_DECIMALS = {
    ("fr/classic/jouer.ipynb", "fr-dd9d7073"), ("fr/duel/jouer.ipynb", "fr-2665b6e9"),
    ("fr/architects/jouer.ipynb", "fr-d44262d5"), ("fr/lab/02-et-si.ipynb", "fr-f3b774cf"),
    ("fr/lab/02-et-si.ipynb", "fr-86beb5f4"), ("fr/lab/04-au-dela-d-une-machine.ipynb", "fr-a3c7edf6"),
    ("fr/lab/04-au-dela-d-une-machine.ipynb", "fr-af1f2d67"), ("fr/lab/05-votre-propre-partie.ipynb", "fr-fae2562e"),
}


def notebook_texts():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import french

    for path in french.french_notebooks():
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                yield path.relative_to(french.NOTEBOOKS).as_posix(), cell["id"], shown_text(output)


def test_every_french_notebook_output_is_grammatical():
    """Every French notebook's stored outputs (what a pupil reads), each fault named with its
    notebook, cell and text."""
    found = [f"{path} cell {cell}: {fault}" for path, cell, text in notebook_texts() for fault in faults(text)
             if not ((path, cell) in OWN_DECIMALS and fault.startswith("a decimal point"))]
    assert found == [], "\n".join(found)


def test_the_cells_left_printing_their_own_decimals_still_do():
    """OWN_DECIMALS only shrinks: each cell in it still prints a decimal point, so a fixed one
    leaves the list."""
    printed = {(path, cell) for path, cell, text in notebook_texts() for fault in faults(text)
               if fault.startswith("a decimal point")}
    assert OWN_DECIMALS <= printed, OWN_DECIMALS - printed


def _games():
    from wonderlab.architects.game import Game as Architects
    from wonderlab.classic.game import Game as Classic
    from wonderlab.duel.game import Game as Duel

    return {"classic": lambda: Classic(players=3, seed=3), "duel": lambda: Duel(seed=3),
            "architects": lambda: Architects(players=3, seed=3)}


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_refusals_moves_and_scores_of_a_played_game_are_grammatical(game):
    """A game played at random in French, tried at each turn with junk, the wrong seat and stale
    moves: every refusal, every legal move's description, the game's repr and its score sheets."""
    set_language("fr")
    try:
        made = _games()[game]()
        said = _refusals(made, random.Random(1), 40)
        played = _games()[game]()
        rng = random.Random(2)
        while not played.is_over:
            for seat in list(played.waiting):
                legal = played.legal_actions(seat)
                said += [str(action) for action in legal]
                played.play(seat, rng.choice(legal))
            said.append(repr(played))
        said += [repr(sheet) for sheet in played.scores()] + [str(sheet) for sheet in played.scores()]
    finally:
        set_language("en")
    assert len(said) > 100
    found = [fault for text in said for fault in faults(text)]
    assert found == [], "\n".join(sorted(set(found)))


@pytest.mark.parametrize("argv", [*COMMANDS, ["simulate", "classic", "--players", "3", "--games", "2", "--bots", "random"],
                                  ["score", "MISSING"]], ids=" ".join)
def test_the_command_lines_french_is_grammatical(argv, record, capsys):  # noqa: F811  (record: the fixture)
    """Every command the no-English test runs, and simulate's numbers, in French."""
    saved, table = record
    argv = [{"TABLE": str(table), "RECORD": str(saved), "MISSING": str(table) + ".none"}.get(w, w) for w in argv]
    try:
        _, text = run(["--lang", "fr", *argv], capsys)
    except SystemExit:                                  # --help
        text = capsys.readouterr().out
    assert text.strip()
    # the score's choice lines come from the table file's own engine text, still English (as in
    # test_french_outputs)
    shown = "\n".join(line for line in text.splitlines() if "->" not in line)
    assert faults(shown) == [], text


def test_every_name_said_with_its_article_is_found_again():
    """What a French message says (« construire l'École », « prendre les Pyramides ») can be typed
    back: each card, wonder and token of the three games, with its article, finds itself; and
    every French name of the data has the article the data gives it (none for a city)."""
    from wonderlab.architects.rules import ruleset
    from wonderlab.classic.cards import card_set, wonder_set
    from wonderlab.core.grammar import article, the
    from wonderlab.duel.cards import card_set as duel_cards
    from wonderlab.duel.cards import token_set
    from wonderlab.duel.cards import wonder_set as duel_wonders

    lookups = [(card_set(), card_set().cards), (wonder_set(), [side for board in wonder_set().boards for side in (board.a,)]),
               (duel_cards(), list(duel_cards())), (duel_wonders(), list(duel_wonders())), (token_set(), list(token_set())),
               (None, ruleset().tokens)]
    for index, items in lookups:
        for item in items:
            spoken = the(item.name_fr)
            assert article(item.name_fr) in ("le", "la", "les", "l'"), item.name_fr
            found = ruleset().token(spoken) if index is None else index.by_name(spoken)
            assert found.name == item.name, (spoken, found.name, item.name)
    assert the("Bibliothèque") == "la Bibliothèque" and the("Haras") == "le Haras" and the("École") == "l'École"
    assert the("Les Pyramides") == "les Pyramides" and article("Alexandrie") == ""


def test_a_french_figure_and_frame_write_decimal_commas():
    """A figure's numbers (plotly's separators, the bars' texts, the hovers' colons) and a data
    frame's decimals, as French writes them once the course is French; English keeps its own."""
    import pandas as pd

    from wonderlab.lab import course_setup
    from wonderlab.plots import standings_figure

    rows = pd.DataFrame({"game": [0, 0, 1, 1, 2, 2], "bot": ["a", "b", "b", "a", "a", "b"],
                         "total": [40, 30, 35, 45, 41, 39], "winner": [True, False, False, True, False, True]})
    english = standings_figure(rows)
    assert english.layout.separators is None and english.data[0].text[0] == "67%"
    try:
        course_setup("fr")
        figure = standings_figure(rows)
        frame = pd.DataFrame({"taux": [2 / 3]})
        assert figure.layout.separators == ", " and figure.data[0].text[0] == "67\u202f%"
        hover = figure.data[0].hovertext[0]                  # « 66,7 % », not plotly's own « 66,7% »
        assert hover.startswith("a\u00a0: 66,7\u202f% [") and hover.endswith(", 3 places"), hover
        assert "0,666667" in frame.to_string() and "0,666667" in frame._repr_html_()
    finally:
        course_setup("en")
    assert "0.666667" in pd.DataFrame({"rate": [2 / 3]}).to_string()


def test_a_french_figure_labels_its_percentage_axes_with_a_space_before_percent():
    """plotly writes « 20% »; a French figure's axes, colour bar, bar texts and hovers write
    « 20 % » (every figure of shares: win rates, standings, the heat map, the totals' histogram)."""
    import pandas as pd

    from wonderlab.plots import standings_figure, total_histogram, win_rate_figure, win_rate_heatmap

    rows = pd.DataFrame({"game": [0, 0, 1, 1, 2, 2], "bot": ["a", "b", "b", "a", "a", "b"], "seat": [0, 1, 0, 1, 0, 1],
                         "total": [40, 30, 35, 45, 41, 39], "winner": [True, False, False, True, False, True]})
    set_language("fr")
    try:
        figures = [standings_figure(rows), win_rate_figure(rows), total_histogram(rows, bin_size=5)]
        heatmap = win_rate_heatmap(rows, "bot", "seat")
    finally:
        set_language("en")
    for figure in figures:
        ticks = figure.layout.yaxis.ticktext
        assert ticks and all(t.endswith("\u202f%") for t in ticks), ticks
    assert all(t.endswith("\u202f%") for t in heatmap.data[0].colorbar.ticktext)
    assert all(t.endswith("\u202f%") for row in heatmap.data[0].text for t in row if t)
    assert total_histogram(rows, bin_size=5).layout.yaxis.tickformat == ".0%"    # English: plotly's own
    assert "\u202f%" in figures[2].data[0].hovertext[0] and "%{y" not in figures[2].data[0].hovertemplate


def test_no_french_message_writes_s_in_brackets():
    """« carte(s) », « Âge(s) »: no French text of any catalog counts so; a count agrees instead
    (``i18n.plural``, or the grammar's agreement after a number field)."""
    from test_french_everywhere import _every_message

    bracketed = {key: texts["fr"] for key, texts in _every_message().items() if FAULTS["« (s) » instead of agreeing"].search(texts["fr"])}
    assert bracketed == {}


def test_no_english_message_writes_s_in_brackets():
    """"card(s)", "Age(s)": an English text counts with its own plural too (``i18n.plural``)."""
    import re

    from test_french_everywhere import _every_message

    bracketed = {key: texts["en"] for key, texts in _every_message().items() if re.search(r"\w\(s\)", texts["en"])}
    assert bracketed == {}
