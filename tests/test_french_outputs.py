"""Issue 20, the no-English test: what the French course and the French command line show a
person holds no English words outside names.

It reads every French notebook's stored outputs (they are re-run by tools/run_notebooks.py and
checked by nbval, so they are what a learner sees), and runs the command line's main commands
with ``--lang fr`` and with ``WONDERLAB_LANG=fr``. The English words looked for are those of
tests/test_french_everywhere.py, the English names of the data (cards, wonders, cities, tokens) and
Python's True, False and None; only the games' and players' names are left out, and the cells
TYPED_CELLS lists, each with its reason (issue 39).
"""

import html
import json
import re
import sys
from pathlib import Path

import pytest

from tests.test_french_everywhere import english_in
from wonderlab.cli import main
from wonderlab.core.i18n import language, set_language

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import french  # noqa: E402

NAMES = ("Ana", "Bo", "Cy", "Di", "Zed")   # the players' names
NAMES += ("Pantheon",)         # the Duel expansion's name, the French box's too (« 7 Wonders Duel Pantheon »)
# Nothing else is spared (issue 39): not "Player" (a French game names the players nobody named
# « Joueur 1 »), not a dictionary's keys (a score's points print their categories in French), not
# a frame's header (its columns print French words, core.i18n.Named), not Python's True, False
# and None (PYTHON below), not a card's English name (DATA_NAMES: but the one a card's drawing
# shows in brackets beside its French name, « Bibliothèque (Library) », the name to type).
DATA_NAMES = []
PYTHON = re.compile(r"\b(?:True|False|None)\b")
# a pandas frame's HTML holds the same rows as its plain text: the HTML is read
FRAME = 'class="dataframe"'
TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.DOTALL)
# what a command line's help and errors show that is typed, not read: options and their
# placeholders, choices, commands in usage lines, paths
TYPED = re.compile(r"--?[a-z][\w-]*(?:[ =][A-Z_]+)?|\{[^}]*\}|\[[^]]*\]|\b[A-Z_]{2,}\b|\S*/\S+|"
                   r"^ {2,4}[a-z-]+\b|^utilisation : .*$|\bwonderlab (?:forum|classroom) [a-z]+", re.MULTILINE)
# in a notebook's outputs, what is typed is narrower: options, placeholders, paths, commands to
# type (in backticks, or wonderlab's), a list of exercise ids ([age-1, age-3]); a dict or a list a
# cell prints is read, its keys and items too
TYPED_IN_NOTEBOOKS = re.compile(r"--?[a-z][\w-]*(?:[ =][A-Z_]+)?|\b[A-Z_]{2,}\b|\S*/\S+|`[^`\n]+`"
                                r"|\[[a-z\d-]+(?:, [a-z\d-]+)*\]|\bwonderlab (?:forum|classroom) [a-z]+")
# what a position shows as it is typed (docs/positions.md: the format's keywords are English, like
# a table file's fields): its text's lines, and the field a refusal names before its colon
POSITION = re.compile(r"\b(?:classic|duel|architects)(?:; [^;\n>]*[^\s;>])+"
                      r"|^[^:;\n]*[^\s:;]: [^;\n]*[^\s;](?:; [^;\n]*[^\s;])+$"
                      r"|^(?:hand|tucked|seen): (?:-|[A-Z][^:\n]*)$"
                      r"|^(?:[^\s:;.]+(?: [^\s:;.]+)*\.)?[a-z_]+(?:\[\d+\])?(?:\.[a-z_]+(?:\[\d+\])?)*(?= ?: )",
                      re.MULTILINE)      # a typed line's field starts with the player's name: Ana.cards[1]


def shown_text(output):
    """What a person reads of one stored output: printed text, plain text, an HTML's words
    (the glossary's English column left out: it is English on purpose)."""
    data = output.get("data", {})
    page = "".join(data.get("text/html", ""))
    plain = "" if FRAME in page else "".join(data.get("text/plain", ""))
    text = "".join(output.get("text", "")) + plain
    if "text/html" in data:
        page = without_english_column(page)
        text += " " + html.unescape(TAG.sub(" ", page))
    if "image/svg+xml" in data:                  # a drawing's words: the table in one picture
        text += " " + html.unescape(TAG.sub(" ", "".join(data["image/svg+xml"])))
    if output.get("output_type") == "error":
        text += " " + output.get("ename", "") + " " + output.get("evalue", "")
    return text


def without_english_column(page):
    """A glossary table's HTML without its column headed « anglais »."""
    if 'class="wonderlab-glossary"' not in page:
        return page
    heads = re.findall(r"<th[^>]*>(.*?)</th>", page)
    if "anglais" not in heads:
        return page
    column = heads.index("anglais")

    def row(match):
        cells = re.findall(r"<t[dh][^>]*>.*?</t[dh]>", match[0])
        return "<tr>" + "".join(c for n, c in enumerate(cells) if n != column) + "</tr>"

    return re.sub(r"<tr>.*?</tr>", row, page)


def data_names():
    """The English names of every card, wonder and token: a table file names them in English
    (docs/table-files.md), so a pad or a printed table shows them so in French too."""
    from wonderlab.lab.glossary import names

    rows = [row for game in ("classic", "duel", "architects") for row in names(game)]
    french = " | ".join(fr for _, _, fr in rows)       # an English name inside a French one: « Le Circus Maximus »
    return sorted({english for _, english, _ in rows if english not in french}, key=len, reverse=True)


def english_of(text):
    """The English words of a French ``text``: the listed English words, a card's, wonder's or
    token's English name (but the one a drawing shows in brackets) and Python's True, False, None."""
    text = re.sub(r"\((?:[A-Z][\w' -]*)\)", " ", text)          # « Bibliothèque (Library) »
    text = re.sub(r"'[A-Z][\w -]*'", " ", text)          # a name a refusal quotes as it was typed: 'Marketplace'
    for name in NAMES:
        text = re.sub(rf"\b{name}\b", " ", text)
    found = english_in(text)
    named = [name for name in DATA_NAMES if re.search(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", text)]
    return sorted({*found, *named, *PYTHON.findall(text)})


def test_the_search_finds_english_left_in_a_french_output():
    """A planted English sentence is found, a dict's English keys too; the French one is not."""
    assert english_of("Ana's points: {'military': 6}") == ["military"]
    assert english_of("points d'Ana : conflits militaires 6") == []
    assert english_of("350 characters in Ana's code") == []          # (no listed word: see next)
    assert english_of("Write on the board: 3Y1G-Y, the winner is Bo") == ["is", "the", "winner"]
    assert english_of("À écrire au tableau : 3Y1G-Y ; Joueur 1 a 3 pièces") == []
    assert english_of("Player 1 a 3 pièces") == ["player"]           # a default name left English
    assert english_of("cartes : Spies Guild, Lumber Yard") == ["Lumber Yard", "Spies Guild", "guild"]
    assert english_of("cartes : Guilde des espions, Chantier") == [] and english_of("the Guild") == ["guild", "the"]
    glossary = ('<table class="wonderlab-glossary"><thead><tr><th>français</th><th>anglais</th>'
                '</tr></thead><tbody><tr><td>pièce</td><td>coin</td></tr></tbody></table>')
    assert english_of(shown_text({"data": {"text/html": glossary}})) == []
    assert english_of(shown_text({"data": {"text/html": glossary.replace("pièce", "the coin")}})) == ["coin", "the"]
    assert english_of(TYPED.sub(" ", "  --players PLAYERS  how many players")) == ["how", "many", "players"]
    typed = ("<Éditeur de position : classic; age 2; turn 3; passing right; seat Ana; discard 5>\n"
             "Ana: Ephesos A; stages 1; coins 6; cards Marketplace\nhand: Loom II, Walls\n"
             "players[0].cards[1]: 'Marketplace': Ana a déjà Marché")
    assert english_of(POSITION.sub(" ", typed)) == []          # a position as typed, its names too
    assert english_of(POSITION.sub(" ", "discard: 7: the cards played so far")) == ["cards", "the"]
    assert english_of(POSITION.sub(" ", "Ana.cards[1] : 'Marketplace' : Ana a déjà Marché")) == []
    assert english_of(POSITION.sub(" ", "défausse : 5 cartes ; the winner")) == ["the", "winner"]


DATA_NAMES += data_names()


# What a French notebook shows in English on purpose, cell by cell, and why: text as it is typed
# (a table file's or a position's names, docs/table-files.md and docs/positions.md) or shown as
# Python writes it. The list may only shrink: a listed cell that shows no English fails too.
TYPED_CELLS = {
    ("fr/00-commencer-ici.ipynb", "fr-e9ef0cfb"): "the start page switches to English to show a card's English label",
    ("fr/classic/01-but-et-decompte.ipynb", "fr-c09"): "a table file's fields printed as the file holds them",
    ("fr/lab/01-une-vraie-table.ipynb", "fr-7720be4d"): "a table file's cards, printed as the file holds them",
    ("fr/lab/01-une-vraie-table.ipynb", "fr-37e4ce68"): "the score pad shows the cards a table file holds, as typed",
    ("fr/lab/05-votre-propre-partie.ipynb", "fr-db388226"): "a position's text, as it is typed",
    ("fr/le-python-utile.ipynb", "fr-py-13"): "Python's own None and True: the subject of the lesson",
    ("fr/le-python-utile.ipynb", "fr-py-19"): "Python's own False, printed by `in`: the subject of the lesson",
    ("fr/architects/07-science-et-progres.ipynb", "fr-07-21"): "a seat's view, the JSON the table is sent (its ids)",
}


def test_a_frames_header_and_a_printed_value_are_read():
    frame = ('<table border="1" class="dataframe"><thead><tr><th></th><th>wins</th></tr></thead>'
             '<tbody><tr><th>glouton</th><td>30</td></tr></tbody></table>')
    assert english_of(shown_text({"data": {"text/html": frame, "text/plain": "wins\nglouton 30"}})) == ["wins"]
    assert english_of(shown_text({"data": {"text/html": frame.replace("wins", "victoires")}})) == []
    assert english_of("départagés : False ; carte du sommet : None") == ["False", "None", "none"]
    assert english_of("plateaux Merveille : Rhodos, Alexandrie") == ["Rhodos"]
    assert english_of("Bibliothèque (Library) · Bâtiment scientifique") == []
    printed = "points d'Ana : {'military': 6} ; à aider : Bo [age-1, free-2] ; tapez `forum bot FICHIER NOM --bot greedy`"
    assert english_of(TYPED_IN_NOTEBOOKS.sub(" ", printed)) == ["military"]


@pytest.mark.parametrize("path", french.french_notebooks(), ids=lambda p: p.relative_to(french.NOTEBOOKS).as_posix())
def test_a_french_notebook_shows_no_english(path):
    name = path.relative_to(french.NOTEBOOKS).as_posix()
    found = {}
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            words = english_of(TYPED_IN_NOTEBOOKS.sub(" ", POSITION.sub(" ", shown_text(output))))
            if words:
                found[cell["id"]] = words
    typed = {cell for notebook, cell in TYPED_CELLS if notebook == name}
    assert {cell: words for cell, words in found.items() if cell not in typed} == {}, \
        f"English words in the outputs of these cells: {found}"
    assert typed <= set(found), f"listed in TYPED_CELLS but showing no English now: {typed - set(found)}"


@pytest.fixture
def record(tmp_path):
    from wonderlab.lab import bot_record, table_at
    from wonderlab.lab.tables import turn_labels

    saved = tmp_path / "partie.json"
    bot_record("classic", players=3, seed=7, bots=("greedy", "random")).save(saved)
    table = tmp_path / "table.json"
    table.write_text(json.dumps(table_at(saved, max(turn_labels(saved)))), encoding="utf-8")
    return saved, table


def run(argv, capsys):
    before = language()
    code = main(argv)
    assert language() == before, "the command left the caller's language changed"
    captured = capsys.readouterr()
    return code, captured.out + captured.err


COMMANDS = [
    ["--help"], ["score", "--help"], ["simulate", "--help"], ["replay", "--help"],
    ["simulate", "duel", "--games", "2"], ["simulate", "classic", "--players", "9"],
    ["simulate", "classic", "--bots", "nobody"], ["score", "TABLE"], ["replay", "RECORD"],
    ["classroom", "new", "classic", "--players", "4", "--seed", "7"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_the_command_line_speaks_french_when_asked(argv, record, capsys, monkeypatch):
    saved, table = record
    argv = [{"TABLE": str(table), "RECORD": str(saved)}.get(word, word) for word in argv]
    try:
        code, text = run(["--lang", "fr", *argv], capsys)
    except SystemExit as done:                      # --help
        code, text = done.code, capsys.readouterr().out
    assert text.strip()
    # the score's choice lines come from the table file's own engine text, still English
    shown = "\n".join(line for line in text.splitlines() if "->" not in line)
    assert english_of(TYPED.sub(" ", shown)) == [], text
    monkeypatch.setenv("WONDERLAB_LANG", "fr")
    try:
        again = run(argv, capsys)
    except SystemExit as done:
        again = done.code, capsys.readouterr().out
    assert again == (code, text)


def test_english_stays_the_default_and_the_command_leaves_the_language_alone(record, capsys, monkeypatch):
    _, table = record
    monkeypatch.delenv("WONDERLAB_LANG", raising=False)
    assert run(["score", str(table)], capsys)[1].splitlines()[1].startswith("military")
    set_language("fr")
    try:
        code, text = run(["score", str(table)], capsys)          # a French notebook calling main()
        assert text.splitlines()[1].startswith("Conflits militaires") and language() == "fr"
        code, text = run(["--lang", "en", "score", str(table)], capsys)
        assert text.splitlines()[1].startswith("military")
    finally:
        set_language("en")


def test_the_duel_city_and_the_score_sheet_say_themselves_in_french():
    """Issue 20 names them: the Duel player's repr (it was Python's default) and "1 points"."""
    from wonderlab import classic, duel

    game = duel.Game(seed=4)
    game.play(0, game.legal_actions(0)[0])          # a wonder taken in the draft
    sheet = classic.Game(players=3, seed=1).scores()[0]
    assert repr(game.p[0]).startswith("<City: 7 coins, 0 cards, 0 wonders built, ")
    assert repr(sheet) == "<Score Player 1: 1 point (treasury 1)>"
    set_language("fr")
    try:
        assert repr(game.p[0]).startswith("<Cité : 7 pièces, 0 carte, 0 Merveille construite, ")
        assert repr(sheet) == "<Score de Joueur 1 : 1 point (trésor 1)>"
        assert english_of(repr(game.p[1]) + repr(sheet)) == []
    finally:
        set_language("en")
