"""Ask first, then show (issue 19): no exercise of the course comes after an output that printed
its answer.

Each English course notebook is walked cell by cell. For every ``exercise("name")`` cell the
exercise itself says what its answer is (the number its ``verdict`` accepts, or the label of its
right option); the stored outputs of the code cells before it in its section (since the last
``#`` or ``##`` heading; the outputs of earlier exercises, which only ask, are left out) must
not show that answer about the same position. An output line *shows the answer* when

- it holds the answer in the same form: the whole number, a long option's words, or a short
  option (a name) other than inside a phrase the question itself uses ("towards Lea's capital");
- and it is about the question's position (a line listing "Take the top card of the left deck"
  in every position does not answer "which deck holds the Cat card?" about another one): it holds every number the question gives (a question
  on 5 players and a line "5 players: … 7 guilds"); or, when the question gives no number, its
  cell names a player the question names, or (a question naming nobody) the line shares a word
  with the question.

A stored output is read whole: its printed text, and for a number its HTML too (a score pad
showing "Total 37" above "what is Ana's total?" answers it; a drawing of the position, which
names every option of a choice, does not).

The French notebooks run the same code (tests/test_french_course.py), so they ask in the same
places.
"""

import json
import re
from collections import Counter
from html import unescape
from pathlib import Path

import pytest

from wonderlab.course import architects, classic, duel
from wonderlab.course.still import plain

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"classic": classic, "duel": duel, "architects": architects}
NOTEBOOKS = sorted(p.relative_to(ROOT / "notebooks").as_posix()
                   for game in GAMES for p in (ROOT / "notebooks" / game).glob("*.ipynb"))
PLAYERS = {*classic.NAMES, *duel.NAMES, *architects.NAMES, "Alice", "Bob", "Chloé"}
EXERCISE = re.compile(r'\bexercise\("([^"]+)"\)')
NUMBER = re.compile(r"(?<![\d.])-?\d+(?!\d)")
COMMON = set("the and for with how many much does did what which who whom this that from there their they "
             "her his its has have are was were one two three can may into your you she him them than then "
             "once each every only not all any now next when will would could".split())


# -- what an exercise answers, and what a cell printed -------------------------------------------
def answers(quiz):
    """The exercise's right answers as text: the numbers its verdict accepts, or its right option's
    label. Returns ``(kind, [answer, …])``."""
    if hasattr(quiz, "choices"):                                         # Architects
        pairs = [(label, label) for label in quiz.labels]
    elif hasattr(getattr(quiz, "options", None), "options"):             # 7 Wonders
        pairs = list(quiz.options.options)
    elif hasattr(quiz.answer, "options"):                                # Duel
        pairs = [(label, label) for label in quiz.answer.options]
    else:
        return "number", [str(n) for n in range(-100, 500) if quiz.verdict(n)[0]]
    return "choice", [label for label, key in pairs if quiz.verdict(key)[0]]


def html_lines(html):
    """The text of an HTML output, a line per table row, list item or block, its cells apart:
    a score pad or a table shown above an exercise reads as its rows ("Total 37 43 40")."""
    html = re.sub(r"(?i)</(tr|li|div|p|h\d)>|<br\s*/?>", "\n", html)
    return unescape(re.sub(r"<[^>]+>", " ", html))


def output_text(cell, html=True):
    """What a stored code cell shows: its printed text, its plain text, and (with ``html``) the
    text of its HTML (a score pad, a table, a drawing of a card or a city)."""
    parts = []
    for output in cell.get("outputs", []):
        if "text" in output:
            parts.append("".join(output["text"]))
        data = output.get("data", {})
        if "text/plain" in data:
            parts.append("".join(data["text/plain"]))
        if html and "text/html" in data:
            parts.append(html_lines("".join(data["text/html"])))
    return "\n".join(parts)


def _tokens(text):
    return [t.lower() for t in re.findall(r"[\wÀ-ÿ²-]+", text)]


def _words(text):
    return {w.lower()[:4] for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", text) if w.lower() not in COMMON}


def shows(line, answer, kind, prompt, cell):
    """Does output ``line`` (of a cell whose source and outputs are ``cell``) show ``answer`` to
    the question ``prompt``? See the module's docstring."""
    if kind == "number":
        if not re.search(rf"(?<![\d.]){re.escape(answer)}(?!\d)", line):
            return False
    elif len(answer.split()) >= 3:
        if answer.lower() not in line.lower():
            return False
    else:
        words, pairs, said = _tokens(line), set(zip(_tokens(prompt), _tokens(prompt)[1:], strict=False)), answer.lower()
        if not any(w == said and (k == 0 or (words[k - 1], w) not in pairs)
                   and (k + 1 == len(words) or (w, words[k + 1]) not in pairs) for k, w in enumerate(words)):
            return False
    given, held = Counter(map(int, NUMBER.findall(prompt))), Counter(map(int, NUMBER.findall(line)))
    if kind == "number":
        held[int(answer)] -= 1
    if any(held[n] < count for n, count in given.items()):
        return False
    if given:
        return True
    named = [p for p in PLAYERS if re.search(rf"\b{p}\b", prompt)]
    if named:
        return any(re.search(rf"\b{p}\b", cell) for p in named)
    return bool((_words(prompt) & _words(line)) - _words(answer))


def shown_early(cells, game):
    """``[(cell index, exercise, answer, earlier cell index, line)]``: each exercise whose answer
    an earlier output of its section showed."""
    module, found, section = GAMES[game], [], 0
    for i, cell in enumerate(cells):
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and re.match(r"#{1,2} ", source):
            section = i
        called = EXERCISE.search(source) if cell["cell_type"] == "code" else None
        if not called:
            continue
        quiz = module.exercise(called.group(1))
        kind, right = answers(quiz)
        prompt = plain(quiz.prompt.value)
        for j in range(section, i):
            earlier = cells[j]
            earlier_source = "".join(earlier["source"])
            if earlier["cell_type"] != "code" or EXERCISE.search(earlier_source):
                continue
            printed = output_text(earlier, html=kind == "number")   # a drawing names every option
            for line in printed.splitlines():
                for answer in right:
                    if shows(line, answer, kind, prompt, f"{earlier_source}\n{printed}"):
                        found.append((i, called.group(1), answer, j, line.strip()))
    return found


# -- the course ----------------------------------------------------------------------------------
@pytest.mark.parametrize("path", NOTEBOOKS)
def test_no_exercise_comes_after_an_output_that_printed_its_answer(path):
    cells = json.loads((ROOT / "notebooks" / path).read_text(encoding="utf-8"))["cells"]
    found = shown_early(cells, path.split("/")[0])
    assert not found, "\n".join(f"{path} cell {i}: exercise {name!r} (answer {answer!r}) was shown by cell {j}: "
                                f"{line!r}" for i, name, answer, j, line in found)


def test_every_game_has_its_notebooks_walked():
    assert {p.split("/")[0] for p in NOTEBOOKS} == set(GAMES)
    assert sum(bool(EXERCISE.search("".join(c["source"])))
               for p in NOTEBOOKS for c in json.loads((ROOT / "notebooks" / p).read_text())["cells"]) > 90


# -- the rule, on small notebooks ------------------------------------------------------------------
def code(source, *lines):
    return {"cell_type": "code", "source": [source],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{line}\n" for line in lines]}]}


def markdown(text):
    return {"cell_type": "markdown", "source": [text]}


def test_a_table_that_printed_the_answer_is_caught_and_named():
    table = code("for n in range(2, 8): ...", "6 players: 6 Conflict tokens", "7 players: 6 Conflict tokens")
    found = shown_early([markdown("## Set-up"), table, code('exercise("setup-1")')], "architects")
    assert [(i, name, answer, j) for i, name, answer, j, _line in found] == [(2, "setup-1", "6", 1)] * 2


def test_the_same_table_after_the_exercise_or_in_an_earlier_section_is_fine():
    table = code("for n in range(2, 8): ...", "7 players: 6 Conflict tokens")
    assert shown_early([markdown("## Set-up"), code('exercise("setup-1")'), table], "architects") == []
    assert shown_early([table, markdown("## Set-up"), code('exercise("setup-1")')], "architects") == []


def test_another_position_or_a_number_of_another_kind_is_not_the_answer():
    # 7 Wonders setup-1 asks about 5 players (7 guilds): a line on 4 players does not answer it
    assert shown_early([code("...", "4 players: Age III 22 + 6 guilds = 28"), code('exercise("setup-1")')],
                       "classic") == []
    assert shown_early([code("...", "5 players: Age III 28 + 7 guilds = 35"), code('exercise("setup-1")')],
                       "classic")
    # Duel next-age-1 says "towards Lea's capital"; a line saying it too does not name the answer
    assert shown_early([code("...", "pawn: 2 (towards Lea's capital)"), code('exercise("next-age-1")')], "duel") == []
    assert shown_early([code("...", "pawn: 2 - Lea chooses"), code('exercise("next-age-1")')], "duel")


def test_a_score_pad_shown_above_is_read_cell_by_cell():
    pad = {"cell_type": "code", "source": ["HTML(score_html(sheets))"], "outputs": [{
        "output_type": "execute_result", "data": {"text/plain": ["<IPython.core.display.HTML object>"],
        "text/html": ["<table><tr><th></th><th>Ana</th><th>Bo</th></tr><tr><th>Total</th><td>45</td><td>45</td></tr></table>"]}}]}
    assert shown_early([pad, code('exercise("tie-1")')], "classic") == []    # a choice: names in a pad are not its answer
    points = architects.exercise("progress-2").expected
    pad["outputs"][0]["data"]["text/html"] = [f"<table><tr><th>Progress tokens</th><td>{points}</td></tr></table>"]
    assert [found[1] for found in shown_early([pad, code('exercise("progress-2")')], "architects")] == ["progress-2"]
    pad["outputs"][0]["data"]["text/html"] = [f"<table><tr><th>Progress tokens</th><td>{points}{points}</td></tr></table>"]
    assert shown_early([pad, code('exercise("progress-2")')], "architects") == []


# the exercises the issue 36 reading found under cells that print or say their answer about the
# very position they ask about: each now asks first, then the cell shows
ASKED_BEFORE = [
    ("classic/05-chaining.ipynb", "chain-1", "free after Theater"),
    ("classic/13-the-end.ipynb", "end-1", "score_html(game.scores())"),
    ("architects/03-taking-a-card.ipynb", "sources-1", "an empty deck stays empty"),
    ("architects/04-resources-and-construction.ipynb", "mandatory-1", "the construction is not a choice"),
    ("architects/05-stage-costs-and-supports.ipynb", "supports-1", "→ available"),
    ("architects/07-science-and-progress.ipynb", "progress-3", "face up after: "),
    ("architects/07-science-and-progress.ipynb", "progress-1", "Urbanism would give nothing more"),
    ("architects/08-horns-and-battles.ipynb", "battle-1", "Military Victory tokens won"),
]


@pytest.mark.parametrize("path, name, shown", ASKED_BEFORE, ids=[f"{p}-{n}" for p, n, _s in ASKED_BEFORE])
def test_the_exercise_asks_before_the_cell_that_shows_its_answer(path, name, shown):
    """(The French notebooks keep the English order, cell by cell: tests/test_french_course.py.)"""
    cells = json.loads((ROOT / "notebooks" / path).read_text(encoding="utf-8"))["cells"]
    asked = next(i for i, c in enumerate(cells) if f'exercise("{name}")' in "".join(c["source"]))
    showing = [i for i, c in enumerate(cells) if shown in "".join(c["source"]) + output_text(c)]
    assert showing and all(i > asked for i in showing), (path, asked, showing)


# -- what the prompt itself prints ------------------------------------------------------------------
# the exercises whose question holds its answer's number by nature or by a coincidence of the
# position, each with why that does not answer it
PROMPT_HOLDS = {
    ("classic", "military-1"): "2 is Di's shields; the answer adds Ana's two tokens",
    ("duel", "military-1"): "2 is the pawn's distance; the answer is the coins the looting takes",
    ("duel", "guild-1"): "the Magistrates Guild counts the city with the most blue cards: the question is which",
    ("duel", "pitfall-guilds"): "the same rule as guild-1, on another position",
    ("duel", "pitfall-science"): "3 symbols held, 3 more to find: the question is how many are missing",
    ("architects", "battle-1"): "2 is the card's horns; the answer is the tokens Bo wins",
    ("architects", "sources-2"): "the question names both decks' tops; the answer is which one holds the Cat card",
}


@pytest.mark.parametrize("game", GAMES)
def test_no_question_prints_its_own_answer(game):
    """A number question's prompt does not hold its answer, nor a choice's its right option of
    three words or more (a name is said by the question itself), but for the reasons above."""
    from .test_hint_before_telling import holds

    found = set()
    for name in GAMES[game].EXERCISES:
        quiz = GAMES[game].exercise(name)
        kind, right = answers(quiz)
        prompt = plain(quiz.prompt.value)
        if any(holds(prompt, answer, kind) for answer in right if kind == "number" or len(answer.split()) >= 3):
            found.add((game, name))
    assert found == {key for key in PROMPT_HOLDS if key[0] == game}
