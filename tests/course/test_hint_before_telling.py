"""Hint before telling (issue 36): the first and the second wrong try name the misconception or
where to look, never the result; the result comes on the third try or from "Show the solution".

For every exercise of the three games, and every typical wrong answer it diagnoses (every wrong
option of a choice; every number its verdict explains, and one it does not), the learner tries
that answer twice: neither reply may hold the answer, that is

- for a number question, the number (as digits, or as a word from three to twelve: "six");
- for a choice, the right option's words (a name as a whole word: "Lea", not "leader").

The ladder's own counter ("try 1 of 3") is not an answer, and neither is the exercise's first
hint, the rule stated for every position alike (a defeat is worth -1 whatever the answer).
"""

import re

import pytest

from wonderlab.core.i18n import set_language

from .test_ask_first import answers
from .test_ladder import ALL, GAMES, attempt, options

WORDS = {3: ("three", "trois"), 4: ("four", "quatre"), 5: ("five", "cinq"), 6: ("six",), 7: ("seven", "sept"),
         8: ("eight", "huit"), 9: ("nine", "neuf"), 10: ("ten", "dix"), 11: ("eleven", "onze"), 12: ("twelve", "douze")}
COUNTER = re.compile(r"\((?:try|essai) \d (?:of|sur) \d\)")


def typical_wrong_answers(quiz):
    picks = options(quiz)
    if picks is not None:
        return [value for value in picks if not quiz.verdict(value)[0]]
    wrong = [value for value in range(-3, 120) if not quiz.verdict(value)[0]]
    undiagnosed = [value for value in wrong if not quiz.verdict(value)[1]][:1]
    return [value for value in wrong if quiz.verdict(value)[1]] + undiagnosed


def holds(text, answer, kind):
    """Does ``text`` hold ``answer`` (see the module's docstring)?

    >>> holds("You forgot the yellow card: 3 coins.", "3", "number"), holds("Not 13.", "3", "number")
    (True, False)
    >>> holds("Six tokens at seven players.", "6", "number"), holds("The leader chooses.", "Lea", "choice")
    (True, False)
    """
    if kind == "number":
        return bool(re.search(rf"(?<![\d.]){re.escape(answer)}(?!\d)", text)
                    or any(re.search(rf"\b{word}\b", text, re.I) for word in WORDS.get(int(answer), ())))
    return bool(re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", text, re.I))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game, name", ALL, ids=[f"{g}-{n}" for g, n in ALL])
def test_the_first_two_tries_never_hold_the_answer(game, name, language):
    set_language(language)
    try:
        module = GAMES[game]
        quiz = module.exercise(name)
        kind, right = answers(quiz)
        for value in typical_wrong_answers(quiz):
            quiz = module.exercise(name)
            rule = quiz._hints[0] or ""
            for step in (1, 2):
                text = COUNTER.sub("", attempt(quiz, value)).replace(rule, "")
                for answer in right:
                    assert not holds(text, answer, kind), (name, value, step, answer, text)
    finally:
        set_language("en")


def test_the_third_try_tells():
    quiz = GAMES["classic"].exercise("treasury-1")
    texts = [attempt(quiz, 6) for _ in range(3)]
    assert [holds(COUNTER.sub("", t), "5", "number") for t in texts] == [False, False, True]
