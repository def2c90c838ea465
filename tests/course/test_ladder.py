"""The feedback ladder shared by the three games' exercises (issue 19, "Hints before answers"):
a wrong answer gets its diagnosis or a hint naming the rule, a second a stronger hint, and the
worked solution comes only after the third try or on "Show the solution"."""

from html import unescape

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course import architects, classic, duel
from wonderlab.course.ladder import TRIES, Laddered
from wonderlab.course.still import plain

GAMES = {"classic": classic, "duel": duel, "architects": architects}
ALL = [(game, name) for game, module in GAMES.items() for name in module.EXERCISES]


def options(quiz):
    """What a learner can pick, or ``None`` for a number question."""
    if hasattr(quiz, "choices"):                       # Architects
        return list(quiz.labels)
    if hasattr(getattr(quiz, "options", None), "options"):
        return [key for _label, key in quiz.options.options]   # 7 Wonders
    if hasattr(quiz.answer, "options"):                # Duel
        return list(quiz.answer.options)
    return None


def attempt(quiz, value):
    """Answer as a click does; the feedback as text."""
    if hasattr(quiz, "choices"):
        quiz.choices.value = value
    elif hasattr(getattr(quiz, "options", None), "options"):
        quiz.options.value = value
    elif hasattr(quiz.answer, "options"):
        quiz.answer.value = value
    else:
        quiz.answer.value = str(value)
    quiz.button.click()
    return unescape(plain(quiz.feedback.value))


def wrong_answers(quiz):
    """Three wrong tries (a two-option question repeats its one wrong option)."""
    picks = options(quiz)
    if picks is None:
        picks = range(-3, 80)
    wrong = [value for value in picks if not quiz.verdict(value)[0]]
    assert wrong, "an exercise with no wrong answer"
    return [wrong[i % len(wrong)] for i in range(TRIES)]


def said_in(solution, text):
    """Whether ``text`` says ``solution``: after « The solution: » a solution that starts with a
    wonder writes its article as the sentence does ("The solution: the Appian Way, …")."""
    return solution in text or (solution.startswith("The ") and "the" + solution[3:] in text)


@pytest.mark.parametrize("game, name", ALL, ids=[f"{g}-{n}" for g, n in ALL])
def test_no_exercise_gives_its_solution_before_the_third_try(game, name):
    quiz = GAMES[game].exercise(name)
    assert isinstance(quiz, Laddered)
    solution = unescape(quiz.solution())
    texts = [attempt(quiz, value) for value in wrong_answers(quiz)]
    for step, text in enumerate(texts[:-1], 1):
        assert quiz.right is False and f"try {step} of {TRIES}" in text
        assert not said_in(solution, text), (step, text)
    assert said_in(solution, texts[-1]), texts[-1]


@pytest.mark.parametrize("game", GAMES)
def test_show_the_solution_gives_it_at_once_and_a_right_answer_says_why(game):
    module = GAMES[game]
    name = next(iter(module.EXERCISES))
    quiz = module.exercise(name)
    quiz.reveal_button.click()
    assert said_in(unescape(quiz.solution()), unescape(plain(quiz.feedback.value)))
    assert quiz.tries == 0 and quiz.right is None


@pytest.mark.parametrize("game", GAMES)
def test_the_ladder_speaks_french(game):
    set_language("fr")
    try:
        module = GAMES[game]
        name = next(n for n in module.EXERCISES if options(module.exercise(n)) is None)
        quiz = module.exercise(name)
        texts = [attempt(quiz, value) for value in wrong_answers(quiz)]
        assert "essai 1 sur 3" in texts[0] and "essai 2 sur 3" in texts[1] and "La solution" in texts[2]
        assert quiz.reveal_button.description == "Voir la solution"
    finally:
        set_language("en")


def test_an_undiagnosed_first_miss_names_the_rule_then_points_at_the_position():
    quiz = classic.exercise("trading-3")
    first, second = (attempt(quiz, n) for n in (40, 41))
    assert "then buy from a neighbour at 2 coins a unit" in first
    assert "which of her yellow cards lowers a price" in second
    quiz = architects.exercise("battle-3")
    assert "a tie wins nothing" in attempt(quiz, 17) and "Alice with Bob" in attempt(quiz, 18)


def test_a_choice_without_hints_of_its_own_gets_the_general_ones():
    quiz = classic.exercise("tie-1")
    wrong = [key for _label, key in quiz.options.options if not quiz.verdict(key)[0]]
    attempt(quiz, wrong[0])
    assert "Look again at the position in the question" in attempt(quiz, wrong[-1])


@pytest.mark.parametrize("game", GAMES)
def test_every_number_question_has_its_own_two_hints(game):
    from wonderlab.core.i18n import catalog

    known, module = catalog(), GAMES[game]
    for name in module.EXERCISES:
        if options(module.exercise(name)) is None:
            for step in ("rule", "look"):
                assert f"course.hint.{game}.{name}.{step}" in known, (name, step)
