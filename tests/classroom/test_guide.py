"""The teacher's guide (notebooks/classroom/README.md) says what the code does: its answers are
the exercises' own, and its examples print what they show."""

import importlib.util
import re
from pathlib import Path

from wonderlab.classroom import new_session

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "notebooks" / "classroom" / "README.md"


def _tool():
    spec = importlib.util.spec_from_file_location("classroom_answers", ROOT / "tools" / "classroom_answers.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_guide_holds_the_answers_the_exercises_accept():
    tool = _tool()
    text = GUIDE.read_text(encoding="utf-8")
    assert tool.updated(text, tool.answers()) == text, "run: python tools/classroom_answers.py"
    from wonderlab.course import architects, classic, duel
    from wonderlab.course.differences import Differences
    from wonderlab.course.review import Review
    count = len(classic.EXERCISES) + len(duel.EXERCISES) + len(architects.EXERCISES)
    asked = sum(len(Review(game, tool.REVIEW_SEED).questions) for game in ("classic", "duel", "architects"))
    asked += len(Differences(tool.REVIEW_SEED).questions)
    assert asked == 51 and text.count("**Answer:") == count + asked     # each review question answered
    assert "(-)" not in text                     # every exercise is found in its notebook
    for notebook in tool.REVIEWS["en"].values():                         # the last review included
        assert f"({notebook})\n" in text


def test_the_guides_review_answers_are_those_of_the_seed_the_review_notebooks_are_stored_with():
    tool = _tool()
    for lang in ("en", "fr"):
        for notebook in tool.REVIEWS[lang].values():
            path = tool.folder(lang) / notebook
            assert f'"SEED = {tool.REVIEW_SEED}\\n"' in path.read_text(encoding="utf-8"), path


def test_the_answer_finder_finds_a_known_answer():
    from wonderlab.course.classic import exercise
    assert _tool().solve(exercise("treasury-1"))[0] == "5"        # 17 coins: 5 groups of 3
    assert _tool().solve(exercise("setup-1"))[0] == "7"           # 5 players: 5 + 2 guilds


def test_the_guides_session_examples_print_what_they_show():
    text = GUIDE.read_text(encoding="utf-8")
    session = new_session("classic", players=4, seed=7, bots="greedy")
    assert f"--seed 7 --bots greedy\n    {session.code}\n    {session.describe()}" in text
    for command in re.findall(r"`(wonderlab classroom new [^`]+)`", text):
        words = command.split()[3:]
        game, options = words[0], dict(zip(words[1::2], words[2::2], strict=True))
        new_session(game, int(options.get("--players", 2 if game == "duel" else 4)),
                    int(options.get("--seed", 0)), bots=options.get("--bots", "greedy"))
