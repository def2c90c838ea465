"""Learn from your mistakes at the table (issue 37): a saved Duel game loaded for review, its
decisions analysed, then the review's "Learn from your mistakes" by clicks: the first mistake
found, the second missed (the hint, then the coach's move), the count at the end; light and dark,
English and French."""

import pytest

from .table import Clicks
from .waits import s

CELL = """import random
from wonderlab.core.bots import make_bot
from wonderlab.duel.game import Game
from wonderlab.widgets import PlayTable
game, bot, rng = Game(seed=3), make_bot("duel", "random"), random.Random(3)
while not game.is_over:
    for city in game.waiting:
        game.play(city, bot.choose(game, city, rng))
table = PlayTable("duel", seed=3, analysis_playouts=100, lang={lang!r})
table.load(game.record().to_json())
frame = table.analysis(progress=False)
table"""

WORDS = {"en": {"learn": "Learn from your mistakes", "title": "Mistake {} of 2", "found": "Found!",
                "not_quite": "Not quite", "hint": "Hint:", "coach": "The coach plays", "summary": "1 of 2 mistakes found"},
         "fr": {"learn": "Apprendre de vos erreurs", "title": "Erreur {} sur 2", "found": "Trouvé !",
                "not_quite": "Pas tout à fait", "hint": "Indice :", "coach": "Le coach joue",
                "summary": "1 erreur trouvée sur 2"}}


def _mirror(lang):
    """The same table in Python, to know the options' words and cards of each mistake."""
    import random

    from wonderlab.core.bots import make_bot
    from wonderlab.duel.game import Game
    from wonderlab.widgets import PlayTable

    game, bot, rng = Game(seed=3), make_bot("duel", "random"), random.Random(3)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, bot.choose(game, city, rng))
    table = PlayTable("duel", seed=3, analysis_playouts=100, lang=lang)
    table.load(game.record().to_json())
    table.analysis(progress=False)
    table.learn()
    return table


def _pick(page, mirror, words):
    option = next(o for o in mirror.view["options"] if o["text"] == words)
    if option["card"] is not None:
        page.select(option["card"])
    page.choose(option["index"])
    page.confirm()


def _lesson_text(steps, role):
    return steps.page.locator(f'[data-role="{role}"]').first.inner_text().strip()


@pytest.mark.parametrize("lang, dark", [("en", False), ("fr", True)])
def test_one_mistake_found_one_missed_by_clicks(lang, dark, request, notebook):
    steps = request.getfixturevalue("in_dark_lab" if dark else "in_lab")
    said = WORDS[lang]
    mirror = _mirror(lang)
    lesson = mirror._learning.lesson
    steps.open(notebook(CELL.format(lang=lang))).run_all()
    page = Clicks(steps, "duel").appear(s(240))
    steps.wait_for('[data-action="learn"]', "the review offering Learn from your mistakes", s(120))
    assert steps.page.locator('[data-action="learn"]').first.inner_text().strip() == f"{said['learn']} (2)"
    page.shot("review")

    page.click("learn", "the first mistake drawn")
    assert _lesson_text(steps, "lesson-prompt") == mirror.view["lesson"]["prompt"]
    assert said["title"].format(1) in steps.page.locator('[data-role="lesson"] h4').first.inner_text()
    page.shot("first-mistake")

    with mirror.table._language():
        best, played = str(lesson.best()), str(lesson.played())
    _pick(page, mirror, best)
    steps.wait_for('[data-role="lesson-feedback"][data-kind="right"]', "the pick found", s(60))
    assert _lesson_text(steps, "lesson-feedback").startswith(f"{said['found']} {best}")
    page.shot("found")

    page.click("lesson-next", "the second mistake drawn")
    mirror.lesson_next()
    assert said["title"].format(2) in steps.page.locator('[data-role="lesson"] h4').first.inner_text()
    with mirror.table._language():
        played, hint = str(lesson.played()), lesson.hint()
        answer = lesson.answer(said=hint)               # after the hint, not saying it again
    _pick(page, mirror, played)
    steps.wait_for('[data-role="lesson-feedback"][data-kind="wrong"]', "the pick refused", s(60))
    text = _lesson_text(steps, "lesson-feedback")
    assert text.startswith(said["not_quite"]) and said["hint"] in text and said["coach"] not in text
    page.shot("missed-hint")
    _pick(page, mirror, played)
    steps.wait("the coach's move shown", lambda ms: steps.page.wait_for_function(
        "(words) => { const f = document.querySelector('[data-role=\"lesson-feedback\"]');"
        " return !!f && f.innerText.includes(words); }", arg=said["coach"], timeout=ms))
    text = _lesson_text(steps, "lesson-feedback")
    assert text.endswith(answer) and text.count(hint) == 1
    page.shot("missed-answer")

    page.click("lesson-next", "the count found")
    assert _lesson_text(steps, "lesson-summary") == said["summary"]
    page.shot("summary")
    page.click("lesson-close", "back to the review")
    assert steps.page.locator('[data-action="learn"]').count() == 1
