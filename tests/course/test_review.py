"""The review notebook of each series (issue 19): twelve mixed questions on positions drawn from
a seed the learner can change, a typical wrong number diagnosed, and a score with the notebooks
of the missed rules. Reviews that review (issue 36): every kind of exercise of the series
(numeric, typed, choice), no question twice, stored as a question and not a verdict."""

import json
import re
from pathlib import Path

import pytest

from wonderlab.core.i18n import language, set_language
from wonderlab.course.review import FRENCH_NOTEBOOKS, KINDS, TAUGHT, Review, ReviewQuestion, form_of
from wonderlab.course.still import plain

from .test_ladder import GAMES, attempt, options

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
FRENCH = {"classic": "revision.ipynb", "duel": "revision.ipynb", "architects": "revision.ipynb"}
DRAWN = {}


def drawn(game, seed):
    """The questions of ``Review(game, seed)`` in the language spoken, drawn once for the tests
    that only read them (that two reviews of a seed draw the same: test_twelve_mixed_questions...)."""
    key = (game, seed, language())
    if key not in DRAWN:
        DRAWN[key] = tuple(Review(game, seed).questions)
    return DRAWN[key]


def right_and_wrong(question):
    """A right answer and a wrong one to ``question``, as ``attempt`` takes them."""
    picks = options(question)
    if picks is None:
        right = next(n for n in range(-5, 500) if question.verdict(n)[0])
        return right, right + 100
    return (next(v for v in picks if question.verdict(v)[0]), next(v for v in picks if not question.verdict(v)[0]))


@pytest.mark.parametrize("game", KINDS)
def test_twelve_mixed_questions_that_change_with_the_seed(game):
    first, again, other = Review(game, 1), Review(game, 1), Review(game, 2)
    prompts = [q.prompt.value for q in first.questions]
    assert len(prompts) == 12 and len(set(prompts)) == 12
    assert prompts == [q.prompt.value for q in again.questions]
    assert prompts != [q.prompt.value for q in other.questions]
    forms = [q.form for q in first.questions]
    assert forms != sorted(forms)                        # mixed, not grouped by kind


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("seed", range(6))
def test_a_review_draws_from_every_kind_of_exercise_of_its_series(game, seed):
    present = {form_of(GAMES[game].exercise(name)) for name in GAMES[game].EXERCISES} | {"numeric"}
    assert present == {"numeric", "typed", "choice"}
    forms = [q.form for q in drawn(game, seed)]
    assert set(forms) == present and min(map(forms.count, present)) >= 2


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("seed", range(6))
def test_no_two_items_of_a_review_are_the_same(game, seed):
    questions = drawn(game, seed)
    codes = [q.kind.code for q in questions]
    asked = [plain(q.prompt.value).split(". ", 1)[1] for q in questions]
    assert len(set(codes)) == len(codes) == 12 and len(set(asked)) == 12


@pytest.mark.parametrize("game", KINDS)
def test_every_typed_and_choice_exercise_is_in_its_notebook(game):
    listed = [name for names in TAUGHT[game].values() for name in names]
    assert len(listed) == len(set(listed)) and set(listed) <= set(GAMES[game].EXERCISES)
    for notebook, names in TAUGHT[game].items():
        nb = json.loads((NOTEBOOKS / game / notebook).read_text(encoding="utf-8"))
        code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
        assert all(f'exercise("{name}")' in code for name in names), notebook


def test_a_reviewed_exercise_counts_in_the_review_not_as_the_notebooks_exercise():
    from wonderlab.course.journal import JOURNAL

    JOURNAL.forget()
    try:
        review = Review("duel", 2)
        asked = next(q for q in review.questions if q.form == "choice")
        right, wrong = right_and_wrong(asked)
        attempt(asked, wrong)
        attempt(asked, right)
        data = JOURNAL.data()
    finally:
        JOURNAL.forget()
    assert "e" not in data and data["r"]["duel"][asked.kind.code] == [1, 1]     # right, without the solution
    assert review.score()[0] == 1 and asked.kind.notebook == "05-production-and-trading.ipynb"


@pytest.mark.parametrize("game", KINDS)
def test_the_score_counts_right_answers_and_links_the_missed_rules(game):
    review = Review(game, 5)
    for i, question in enumerate(review.questions):
        right, wrong = right_and_wrong(question)
        attempt(question, right if i % 2 == 0 else wrong)
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
        prompts = [plain(q.prompt.value) for q in review.questions]
        assert all(" ?" in prompt and "How" not in prompt for prompt in prompts), prompts      # French questions
        assert "Révision, graine 1" in review.still_text() and "(exécutez la cellule pour répondre)" in review.still_text()
        assert "Pas encore de réponse" in review.show_score()
        review.questions[0].reveal_button.click()
        assert "Votre score" in review.show_score()
    finally:
        set_language("en")


@pytest.mark.parametrize("game", KINDS)
def test_in_french_the_score_sends_the_learner_back_to_the_french_notebooks(game):
    assert {kind.notebook for kind in KINDS[game]} | set(TAUGHT[game]) == set(FRENCH_NOTEBOOKS[game])
    set_language("fr")
    try:
        review = Review(game, 5)
        for question in review.questions:            # every answer wrong
            attempt(question, right_and_wrong(question)[1])
        right, total, missed = review.score()
        html = review.show_score()
    finally:
        set_language("en")
    assert (right, total) == (0, 12)
    assert missed == sorted({FRENCH_NOTEBOOKS[game][q.kind.notebook] for q in review.questions})
    assert all((NOTEBOOKS / "fr" / game / name).exists() for name in missed)
    assert "0 sur 12" in html and "Relisez ces notebooks" in html and all(f'href="{name}"' in html for name in missed)


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("french", [False, True], ids=["en", "fr"])
def test_each_series_has_its_review_notebook_with_a_seed_to_change(game, french):
    path = NOTEBOOKS / "fr" / game / FRENCH[game] if french else NOTEBOOKS / game / "review.ipynb"
    nb = json.loads(path.read_text(encoding="utf-8"))
    source = "\n".join("".join(c["source"]) for c in nb["cells"])
    assert "SEED = " in source and f'Review("{game}", SEED)' in source
    stored = "".join("".join(o.get("data", {}).get("text/plain", "")) for c in nb["cells"] for o in c.get("outputs", []))
    run = "(exécutez la cellule pour répondre)" if french else "(run the cell to answer)"
    assert stored.count(run) == 12
    seed = int(re.search(r"SEED = (\d+)", source).group(1))
    set_language("fr" if french else "en")
    try:
        assert Review(game, seed).still_text() in stored          # the questions the notebook asks, all kinds
    finally:
        set_language("en")


@pytest.mark.parametrize("game", KINDS)
def test_before_any_answer_the_score_is_a_question_not_a_verdict(game):
    review = Review(game, 1)
    assert review.summary().startswith("No answer yet") and "0 of 12" not in review.show_score()
    attempt(review.questions[0], right_and_wrong(review.questions[0])[0])
    assert review.summary().startswith("Your score: 1 of 12")
    for path, question, verdict in ((NOTEBOOKS / game / "review.ipynb", "No answer yet", "of 12"),
                                    (NOTEBOOKS / "fr" / game / FRENCH[game], "Pas encore de réponse", "sur 12")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        stored = "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/plain", ""))
                         for c in nb["cells"] for o in c.get("outputs", []))
        assert question in stored and verdict not in stored and "Your score" not in stored and "Votre score" not in stored


@pytest.mark.parametrize("game", KINDS)
def test_every_code_exercise_of_the_series_is_reviewed(game):
    from wonderlab.course.arc import arc_exercises
    from wonderlab.course.code import EXERCISES as CODE

    arc = {exercise.name for exercise in arc_exercises()}     # code on whole games: no number to ask
    assert {kind.code for kind in KINDS[game]} == {name for name in CODE if name.startswith(game)} - arc
    for seed in range(4):
        asked = [q.kind.code for q in drawn(game, seed) if q.form == "numeric"]
        assert sorted(asked) == sorted(kind.code for kind in KINDS[game])


@pytest.mark.parametrize("game", KINDS)
def test_a_reviews_first_two_replies_do_not_give_the_answer(game):
    """Hint before telling in the reviews too: a typical mistake's first two replies do not hold
    the answer, unless that number is one of the rule's own (1 point per 3 coins, whatever the
    answer), which the kind's worked solution or its diagnoses (fixed texts) state."""
    from wonderlab.core.i18n import say

    from .test_hint_before_telling import COUNTER, holds
    from .test_ladder import attempt

    for seed in range(4):
        review = Review(game, seed)
        for question in review.questions:
            if question.form != "numeric":          # the exercises' own ladders: test_hint_before_telling
                continue
            rule = [say(f"course.review.{question.kind.code}.how", answer="")]    # the rule's own numbers, which
            rule += [say(f"course.review.{question.kind.code}.{key}") for _mistake, key in question.kind.mistakes]
            constants = set(re.findall(r"-?\d+", " ".join(rule)))              # no position changes
            if str(question.expected) in constants:
                continue
            wrongs = {mistake(*question.case.args) for mistake, _key in question.kind.mistakes} | {question.expected + 50}
            for wrong in wrongs - {None, question.expected}:
                # the question as the review draws it (review.questions), not yet answered
                fresh = ReviewQuestion(question.number, question.kind, question.case)
                fresh.review = review
                for step in (1, 2):
                    text = COUNTER.sub("", attempt(fresh, int(wrong)))
                    assert not holds(text, str(question.expected), "number"), (question.kind.code, wrong, step, text)
