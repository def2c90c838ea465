"""The review notebook of each series (issue 19): twelve mixed questions on positions drawn from
a seed the learner can change, a typical wrong number diagnosed, and a score with the notebooks
of the missed rules."""

import json
from pathlib import Path

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.review import FRENCH_NOTEBOOKS, KINDS, Review
from wonderlab.course.still import plain

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.mark.parametrize("game", KINDS)
def test_twelve_mixed_questions_that_change_with_the_seed(game):
    first, again, other = Review(game, 1), Review(game, 1), Review(game, 2)
    prompts = [q.prompt.value for q in first.questions]
    assert len(prompts) == 12 and len(set(prompts)) >= 10
    assert prompts == [q.prompt.value for q in again.questions]
    assert prompts != [q.prompt.value for q in other.questions]
    kinds = [q.kind.code for q in first.questions]
    assert len(set(kinds)) == len(KINDS[game]) >= 4
    assert kinds != sorted(kinds)                        # mixed, not grouped by kind


@pytest.mark.parametrize("game", KINDS)
def test_the_score_counts_right_answers_and_links_the_missed_rules(game):
    review = Review(game, 5)
    for i, question in enumerate(review.questions):
        question.answer.value = str(question.expected if i % 2 == 0 else question.expected + 100)
        question.button.click()
    review.questions[0].reveal_button.click()            # a solution seen does not count
    right, total, missed = review.score()
    assert (right, total) == (5, 12)
    wrong = {q.kind.notebook for i, q in enumerate(review.questions) if i % 2 or i == 0}
    assert missed == sorted(wrong) and all((NOTEBOOKS / game / name).exists() for name in missed)
    html = review.show_score()
    assert "5 of 12" in html and all(f'href="{name}"' in html for name in missed)


def test_a_typical_wrong_number_is_diagnosed_before_the_solution():
    review = Review("classic", 3)
    question = next(q for q in review.questions if q.kind.code == "classic-science")
    a, b, c = question.case.args
    squares = a * a + b * b + c * c
    if squares != question.expected:
        question.answer.value = str(squares)
        question.button.click()
        text = plain(question.feedback.value)
        assert "forgot the 7 points" in text and question.solution() not in text


def test_the_review_speaks_french():
    set_language("fr")
    try:
        review = Review("architects", 1)
        assert "Combien" in review.questions[0].prompt.value or "Pouvez-vous" in review.questions[0].prompt.value
        assert "Pas encore de réponse" in review.show_score()
        review.questions[0].reveal_button.click()
        assert "Votre score" in review.show_score()
    finally:
        set_language("en")


@pytest.mark.parametrize("game", KINDS)
def test_in_french_the_score_sends_the_learner_back_to_the_french_notebooks(game):
    assert {kind.notebook for kind in KINDS[game]} == set(FRENCH_NOTEBOOKS[game])
    set_language("fr")
    try:
        review = Review(game, 5)
        for question in review.questions:            # every answer wrong
            question.answer.value = str(question.expected + 100)
            question.button.click()
        right, total, missed = review.score()
        html = review.show_score()
    finally:
        set_language("en")
    assert (right, total) == (0, 12) and missed == sorted({FRENCH_NOTEBOOKS[game][k.notebook] for k in KINDS[game]})
    assert all((NOTEBOOKS / "fr" / game / name).exists() for name in missed)
    assert "0 sur 12" in html and "Relisez ces notebooks" in html and all(f'href="{name}"' in html for name in missed)


@pytest.mark.parametrize("game", KINDS)
def test_each_series_has_its_review_notebook_with_a_seed_to_change(game):
    nb = json.loads((NOTEBOOKS / game / "review.ipynb").read_text(encoding="utf-8"))
    source = "\n".join("".join(c["source"]) for c in nb["cells"])
    assert "SEED = " in source and f'Review("{game}", SEED)' in source
    stored = "".join("".join(o.get("data", {}).get("text/plain", "")) for c in nb["cells"] for o in c.get("outputs", []))
    assert stored.count("(run the cell to answer)") == 12


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("seed", range(6))
def test_no_position_is_asked_twice(game, seed):
    prompts = [plain(q.prompt.value).split(". ", 1)[1] for q in Review(game, seed).questions]
    assert len(set(prompts)) == len(prompts) == 12


@pytest.mark.parametrize("game", KINDS)
def test_before_any_answer_the_score_is_a_question_not_a_verdict(game):
    review = Review(game, 1)
    assert review.summary().startswith("No answer yet") and "0 of 12" not in review.show_score()
    review.questions[0].answer.value = str(review.questions[0].expected)
    review.questions[0].button.click()
    assert review.summary().startswith("Your score: 1 of 12")
    nb = json.loads((NOTEBOOKS / game / "review.ipynb").read_text(encoding="utf-8"))
    stored = "".join("".join(o.get("text", "")) for c in nb["cells"] for o in c.get("outputs", []))
    assert "No answer yet" in stored and "of 12" not in stored.replace("the 12 questions", "")


@pytest.mark.parametrize("game", KINDS)
def test_every_code_exercise_of_the_series_is_reviewed(game):
    from wonderlab.course.arc import arc_exercises
    from wonderlab.course.code import EXERCISES as CODE

    arc = {exercise.name for exercise in arc_exercises()}     # code on whole games: no number to ask
    assert {kind.code for kind in KINDS[game]} == {name for name in CODE if name.startswith(game)} - arc
    for seed in range(4):
        asked = [q.kind.code for q in Review(game, seed).questions]
        assert set(asked) == {kind.code for kind in KINDS[game]} and max(map(asked.count, set(asked))) <= 3


@pytest.mark.parametrize("game", KINDS)
def test_a_reviews_first_two_replies_do_not_give_the_answer(game):
    """Hint before telling in the reviews too: a typical mistake's first two replies do not hold
    the answer, unless that number is one of the rule's own (1 point per 3 coins, whatever the
    answer), which the kind's worked solution states."""
    import re

    from wonderlab.core.i18n import say

    from .test_hint_before_telling import COUNTER, holds
    from .test_ladder import attempt

    for seed in range(4):
        for i, question in enumerate(Review(game, seed).questions):
            constants = set(re.findall(r"-?\d+", say(f"course.review.{question.kind.code}.how", answer="")))
            if str(question.expected) in constants:
                continue
            wrongs = {mistake(*question.case.args) for mistake, _key in question.kind.mistakes} | {question.expected + 50}
            for wrong in wrongs - {None, question.expected}:
                fresh = Review(game, seed).questions[i]
                for step in (1, 2):
                    text = COUNTER.sub("", attempt(fresh, int(wrong)))
                    assert not holds(text, str(question.expected), "number"), (question.kind.code, wrong, step, text)
