"""The course's shared pages (issue 10, "How it teaches"): the start page maps the course with
time estimates, and the glossary gives every term in English and French, as the seeds write it."""

import json
import re
import sys
from pathlib import Path

import pytest

from wonderlab.lab.glossary import SEEDS, TERMS, names, names_table, terms_table

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SEED_DIR = Path("/work/shared/seeds") if Path("/work/shared/seeds").is_dir() else ROOT.parent / "shared/seeds"
sys.path.insert(0, str(ROOT / "tools"))


def notebook(name):
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))


def text_of(nb, kind="markdown"):
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind)


def normal(text):
    return re.sub(r"\s+", " ", text.replace("’", "'")).lower()


# -- the start page -------------------------------------------------------------------------------
def test_the_start_page_links_each_games_folder_and_first_notebook():
    page = text_of(notebook("00-start-here.ipynb"))
    for game in ("classic", "duel", "architects"):
        assert f"]({game}/)" in page
        assert f"]({game}/01-goal-and-scoring.ipynb)" in page
        assert (NOTEBOOKS / game / "01-goal-and-scoring.ipynb").exists()
    assert "](glossary.ipynb)" in page and (NOTEBOOKS / "glossary.ipynb").exists()
    assert "](classic/forum.ipynb)" in page and (NOTEBOOKS / "classic/forum.ipynb").exists()


@pytest.mark.parametrize("game, topics", [
    ("7 Wonders —", ["setup by player count", "seven colours", "never spent", "choice producers",
                     "two neighbours", "discounts", "chaining", "passing left / right / left", "6th turn",
                     "forced discard", "tucked card", "both sides", "military", "score pad's order",
                     "treasury", "wildcards", "ten guilds", "ties", "free city", "tips", "game master"]),
    ("7 Wonders Duel —", ["three ways to win", "wonder draft", "cards removed", "accessible", "turns over",
                          "discard pays", "7 of 8 wonders", "bank", "raise the price", "chaining",
                          "looting", "scientific supremacy", "progress tokens", "next age",
                          "58-point", "guilds", "blue points", "pitfalls", "pantheon", "agora", "political supremacy"]),
    ("7 Wonders Architects —", ["not 7 wonders", "material", "conflict tokens by player count",
                                "three sources", "empty decks", "grey and gold", "mandatory construction",
                                "five kinds of stage cost", "supports", "several stages", "cat",
                                "once a turn", "fifteen tokens", "alice / bob / chloé", "doubling",
                                "seven wonders' powers", "end of the game", "29-point", "ties", "tips"]),
])
def test_the_map_lists_every_topic_of_the_issue_with_a_time(game, topics):
    page = text_of(notebook("00-start-here.ipynb"))
    section = page[page.index(f"### {game}"):]
    section = section[:section.index("\n###", 4)] if "\n###" in section[4:] else section
    section = section.lower()
    for topic in topics:
        assert topic in section, topic
    rows = [line for line in section.splitlines() if line.startswith("| ") and "---" not in line][1:]
    assert rows and all(re.search(r"\| \d+ min \|$", row) for row in rows), rows
    total = sum(int(re.search(r"(\d+) min", row).group(1)) for row in rows)
    found = re.search(r"about (\d+)(½?) hours", section)
    hours = int(found.group(1)) + (0.5 if found.group(2) else 0)
    assert abs(total / 60 - hours) <= 0.25, (total, hours)        # the estimate is the rows' sum
    overview = next(line for line in page.splitlines() if line.startswith(f"| **[{game[:-2]}]"))
    assert f"about {found.group(1)}{found.group(2)} hours" in overview
    assert section.count("/play.ipynb)") == 1


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_the_map_has_a_row_per_notebook_linked_with_the_notebooks_own_time(game):
    """Each row of a game's map links one notebook of its folder, in reading order, with the
    time the notebook itself announces; no notebook of the folder is left out."""
    page = text_of(notebook("00-start-here.ipynb"))
    linked = re.findall(rf"^\| \[[^]]+\]\({game}/([^)]+\.ipynb)\)[^|]*\| (\d+) min \|$", page, re.M)
    files = [name for name, _minutes in linked]
    assert files == sorted(files, key=lambda name: (not name[0].isdigit(), name == "play.ipynb", name))
    assert set(files) == {p.name for p in (NOTEBOOKS / game).glob("*.ipynb")}
    for name, minutes in linked:
        announced = re.search(r"about (\d+) minutes", text_of(notebook(f"{game}/{name}")).lower())
        if announced:
            assert announced.group(1) == minutes, (name, announced.group(1), minutes)


def test_the_start_page_has_objectives_what_you_learned_and_next():
    page = text_of(notebook("00-start-here.ipynb"))
    assert "**In this notebook**" in page.split("\n## ")[0]
    assert "## What you learned" in page and "**Next →**" in page.split("## What you learned")[1]


@pytest.mark.parametrize("name", ["00-start-here.ipynb", "glossary.ipynb"])
def test_the_shared_notebooks_are_stored_clean_and_checked_by_tags(name):
    from run_notebooks import problems

    nb = notebook(name)
    assert problems(nb) == []
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert all(c["outputs"] or "course_setup" in "".join(c["source"]) for c in code)
    assert not any("NBVAL_CHECK_OUTPUT" in "".join(c["source"]) for c in code)
    assert any("nbval-check-output" in c["metadata"].get("tags", ()) for c in code)
    assert not any("_repr_html_" in "".join(c["source"]) for c in code)
    assert "https://cdn" not in json.dumps(nb)


# -- the glossary -----------------------------------------------------------------------------------
def seed_text(number):
    return normal(next(SEED_DIR.glob(f"{number}_*.txt")).read_text(encoding="utf-8"))


@pytest.mark.parametrize("term", TERMS, ids=lambda t: f"{t.game}-{t.en}")
def test_each_terms_french_is_the_seeds_own_word(term):
    assert term.en and term.fr and term.meaning
    assert term.seed == SEEDS.get(term.game, "000")
    assert normal(term.fr) in seed_text(term.seed), (term.seed, term.fr)


def test_the_glossary_covers_every_game_and_the_words_of_the_issue():
    games = {t.game for t in TERMS}
    assert games == {"all", "classic", "forum", "duel", "architects"}
    english = {t.en for t in TERMS}
    for word in ("chaining", "trade", "Free City (2-player variant)", "military supremacy", "the Cat",
                 "supports", "horn", "tie-break", "game master (GM)", "mandatory construction"):
        assert word in english


@pytest.mark.parametrize("game, at_least", [("classic", 75 + 14), ("duel", 73 + 12 + 10), ("architects", 14 + 7 + 14)])
def test_every_name_of_the_games_data_is_in_both_languages(game, at_least):
    rows = names(game)
    assert len(rows) >= at_least
    assert all(en and fr for _kind, en, fr in rows)
    assert len(set(rows)) == len(rows)


def test_the_glossary_notebook_shows_every_term_and_name():
    nb = notebook("glossary.ipynb")
    shown = "".join("".join(o.get("data", {}).get("text/html", "")) for c in nb["cells"] if c["cell_type"] == "code"
                    for o in c["outputs"])
    for term in TERMS:
        assert f'<td style="text-align:left">{term.fr}</td>' in shown.replace("&#x27;", "'"), term.fr
    for game in ("classic", "duel", "architects"):
        assert len(names_table(game)) == len(names(game))
        for _kind, en, fr in names(game):
            cells = f'<td style="text-align:left">{en}</td><td style="text-align:left">{fr}</td>'
            assert cells in shown.replace("&#x27;", "'"), (en, fr)
    assert len(terms_table("all")) + len(terms_table("classic")) + len(terms_table("forum")) + \
        len(terms_table("duel")) + len(terms_table("architects")) == len(TERMS)


# -- the whole course under nbval -------------------------------------------------------------------
COURSE = sorted([*NOTEBOOKS.glob("*.ipynb"), *(p for game in ("classic", "duel", "architects")
                                               for p in (NOTEBOOKS / game).glob("*.ipynb"))])


@pytest.mark.parametrize("path", [p for p in COURSE if p.name[:2].isdigit() and p.name != "00-start-here.ipynb"],
                         ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_every_numbered_notebook_starts_with_course_setup(path):
    """The start page says so: the language, and figures that follow the theme and need no network
    (a classic notebook that only set the language drew its pad's figure in grey on dark)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    first = next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "course_setup()" in first


def test_printed_text_split_by_a_busy_machine_is_stored_in_one_piece():
    """A cell's printing split at random places would change the stored file from run to run."""
    from run_notebooks import clean, problems

    split = {"metadata": {}, "cells": [{"cell_type": "code", "metadata": {}, "source": "", "outputs": [
        {"output_type": "stream", "name": "stdout", "text": ["before:"]},
        {"output_type": "stream", "name": "stdout", "text": [" [3, 3]\n"]},
        {"output_type": "stream", "name": "stderr", "text": ["warning\n"]}]}]}
    assert "cell 1 stores its printed text in pieces" in problems(split)
    cleaned = clean(split)
    assert problems(cleaned) == []
    assert [(o["name"], o["text"]) for o in cleaned["cells"][0]["outputs"]] == [
        ("stdout", ["before: [3, 3]\n"]), ("stderr", ["warning\n"])]


def test_a_pads_figure_stays_in_its_chart_and_follows_each_change(monkeypatch):
    """In a kernel the score pad keeps its figure in its chart widget's state: JupyterLab draws it
    there, and nothing is sent as a cell output for nbval to find (issue 10: nbval checks the pads
    strictly). Each change of the table draws the figure again, in the same place."""
    import IPython.display
    import plotly.io as pio

    import wonderlab.widgets.pad as pad
    from wonderlab.course.classic import score_pad, tie_table
    from wonderlab.plots import use_course_renderer

    monkeypatch.setattr(pio.renderers, "default", pio.renderers.default)   # put back after the test
    use_course_renderer()
    sent = []
    monkeypatch.setattr(pad, "_in_kernel", lambda: True)
    monkeypatch.setattr(IPython.display, "display", lambda *things, **_: sent.extend(things))
    table = score_pad(tie_table(6))
    (first,) = table.chart.outputs
    assert first["output_type"] == "display_data" and "application/vnd.plotly.v1+json" in first["data"]
    table.players[1].widgets["coins"].value = "7"          # Bo: the tie is now shared
    (second,) = table.chart.outputs
    assert second["data"]["application/vnd.plotly.v1+json"] != first["data"]["application/vnd.plotly.v1+json"]
    assert table.result["winners"] == ["Ana", "Bo"] and sent == []
