"""Multiple choice across the course (issue 19): at least three options, each wrong one a real
mistake with its own diagnosis, in an order seeded by the exercise, and the right option not
systematically the longest."""

from collections import Counter

import pytest

from .test_ladder import ALL, GAMES, options


def labelled(quiz):
    """``[(label, right?, diagnosis)]`` in the order the learner sees them."""
    if hasattr(quiz, "choices"):                                   # Architects
        return [(label, reason is None, reason) for label, reason in quiz.options]
    if hasattr(getattr(quiz, "options", None), "options"):         # 7 Wonders
        return [(label, *quiz.verdict(key)) for label, key in quiz.options.options]
    return [(label, *quiz.verdict(label)) for label in quiz.answer.options]      # Duel


CHOICES = [(game, name) for game, name in ALL if options(GAMES[game].exercise(name)) is not None]


@pytest.mark.parametrize("game, name", CHOICES, ids=[f"{g}-{n}" for g, n in CHOICES])
def test_a_choice_has_three_options_and_each_wrong_one_its_own_diagnosis(game, name):
    shown = labelled(GAMES[game].exercise(name))
    assert len(shown) >= 3, shown
    assert sum(right for _label, right, _why in shown) == 1
    assert all(why for _label, right, why in shown if not right), shown
    assert len({label for label, _right, _why in shown}) == len(shown)


def test_the_order_is_seeded_and_the_same_on_every_run():
    for game, name in CHOICES:
        first, again = (labelled(GAMES[game].exercise(name)) for _ in range(2))
        assert first == again, (game, name)


@pytest.mark.parametrize("game", GAMES)
def test_the_right_option_is_neither_systematically_the_longest_nor_in_one_place(game):
    longest, places, count = 0, Counter(), 0
    for g, name in CHOICES:
        if g != game:
            continue
        shown = labelled(GAMES[g].exercise(name))
        right = next(label for label, ok, _why in shown if ok)
        others = [label for label, ok, _why in shown if not ok]
        longest += len(right) > max(map(len, others))
        places[[label for label, _ok, _why in shown].index(right)] += 1
        count += 1
    assert longest * 3 <= count, f"{game}: the right option is the longest in {longest} of {count}"
    assert max(places.values()) * 2 <= count, places
