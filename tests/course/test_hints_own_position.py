"""Every hint and diagnosis speaks of its own exercise's position (issue 36): the names and
numbers a hint quotes are the ones of the position the question asks about, never those of the
position it was first written for ("Which zone is 4 spaces from the middle?" asked about a pawn
7 spaces away sends the learner to the 5-point zone instead of the 10-point one).

- a name of a player that a hint or a diagnosis quotes is a name the question quotes (or one of
  its options);
- a number that the second hint (where to look) quotes is a number the question quotes, or a
  number of the rule the first hint states.
"""

import re

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course import architects, classic, duel
from wonderlab.course.still import plain

from .test_ladder import ALL, GAMES, options

PLAYERS = {*classic.NAMES, *duel.NAMES, *architects.NAMES, "Alice", "Bob", "Chloé"}
NUMBER = re.compile(r"(?<![\d.])\d+(?![\d.])")


def named(text):
    return {p for p in PLAYERS if re.search(rf"(?<![\w]){p}(?![\w])", text)}


def numbers(text):
    return set(NUMBER.findall(text))


def diagnoses(quiz):
    """``{wrong answer: its diagnosis}`` for every typical wrong answer the exercise knows."""
    picks = options(quiz)
    picks = range(-3, 120) if picks is None else picks
    return {value: verdict[1] for value in picks if not (verdict := quiz.verdict(value))[0] and verdict[1]}


def question(quiz):
    labels = [str(o) for o in (options(quiz) or [])]
    if hasattr(getattr(quiz, "options", None), "options"):
        labels = [label for label, _key in quiz.options.options]
    return " ".join([plain(quiz.prompt.value), *labels])


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game, name", ALL, ids=[f"{g}-{n}" for g, n in ALL])
def test_a_hint_quotes_the_names_and_numbers_of_its_own_position(game, name, language):
    set_language(language)
    try:
        quiz = GAMES[game].exercise(name)
        asked = question(quiz)
        rule, look = quiz._hints
        for hint in filter(None, (rule, look)):
            assert named(hint) <= named(asked), (name, hint, asked)
        if look:
            stray = numbers(look) - numbers(asked) - numbers(rule or "")
            assert not stray, (name, look, asked)
    finally:
        set_language("en")


@pytest.mark.parametrize("game, name", ALL, ids=[f"{g}-{n}" for g, n in ALL])
def test_a_diagnosis_names_only_the_players_of_its_own_position(game, name):
    quiz = GAMES[game].exercise(name)
    asked = question(quiz)
    for value, diagnosis in diagnoses(quiz).items():
        assert named(diagnosis) <= named(asked), (name, value, diagnosis, asked)


def test_the_pawn_hint_follows_the_pawn():
    # pitfall-pawn asks military-3's question on a pawn 7 spaces from the middle, not 4
    seven, four = duel.exercise("pitfall-pawn"), duel.exercise("military-3")
    assert "7 spaces" in seven._hints[1] and "4 spaces" in four._hints[1]
    assert "in 20?" in duel.exercise("pitfall-coins")._hints[1]
