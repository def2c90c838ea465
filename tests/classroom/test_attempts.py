"""The classroom's attempts (issue 40): a reload or a second tab gives "attempt 1" again, and
"Ana" and "ana " were two students. The teacher's check recognises one student's games whatever
the reload (names compared as people write them: case, accents, spaces) and ranks first
attempts only, saying which later ones it set aside; the name rule and its words agree."""

import pytest

from wonderlab.classroom.codes import check_name, read_code, same_student
from wonderlab.classroom.session import new_session
from wonderlab.classroom.student import play_as
from wonderlab.classroom.verify import check
from wonderlab.core.i18n import set_language


@pytest.fixture(scope="module")
def session():
    return new_session("duel", seed=11)


def test_a_reload_gives_attempt_one_again_and_the_board_still_ranks_one_game(session):
    first = play_as(session, "Ana", seed=1)                    # the first tab
    reloaded = play_as(session, "ana ", bot="random", seed=2)  # a reload: attempt 1 again, typed otherwise
    assert read_code(first).attempt == read_code(reloaded).attempt == 1
    board = check(session, [first, reloaded, play_as(session, "Bo", seed=3)])
    assert sorted(row["name"] for row in board.rows()) == ["Ana", "Bo"]
    assert board.result("Ana").code == first
    [aside] = board.refused
    assert aside.label == "code 2 (ana)"
    assert aside.reason.startswith("set aside: another game of Ana, whose first game of the deal is ranked (code 1)")


def test_a_lower_attempt_is_ranked_whatever_the_order_given(session):
    later = _as_attempt(session, "Zoé", 2, seed=4)      # "New game (Same deal)": attempt 2
    earlier = play_as(session, "ZOE", bot="random", seed=5)
    board = check(session, [later, earlier])
    assert [r.name for r in board.results] == ["ZOE"] and board.results[0].attempt == 1
    assert [r.label for r in board.refused] == ["code 1 (Zoé)"]
    assert "another game of ZOE" in board.refused[0].reason


def _as_attempt(session, name, attempt, seed):
    from wonderlab.classroom.codes import make_code

    return make_code(session, name, read_code(play_as(session, name, seed=seed)).moves, attempt=attempt)


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Ana", "ana ", True), ("Ana", "ANA", True), ("Zoé", "Zoe", True), ("Jean  Luc", "jean luc", True),
    ("Ａｎａ", "Ana", True),              # full-width letters: NFKD
    ("Ana", "Anna", False), ("Ana", "Bo", False),
])
def test_names_are_compared_as_people_write_them(a, b, same):
    assert (same_student(a) == same_student(b)) is same


@pytest.mark.parametrize("name", ["Ana", "Zoé", "Jean-Luc", "O'Brien", "J. Smith", "李雷", "Ana 2"])
def test_a_name_of_letters_digits_spaces_and_marks_is_accepted(name):
    assert check_name(name) == name


@pytest.mark.parametrize("name", ["<b>Ana</b>", "Ana & Bo", "Ana 🎲", "Ana\x1b[31m", "A\x00na", "Ana!"])
def test_a_name_with_other_characters_is_refused_in_the_words_of_the_rule(name):
    with pytest.raises(ValueError, match="^letters, digits, spaces, hyphens, apostrophes and full stops only$"):
        check_name(name)
    set_language("fr")
    try:
        with pytest.raises(ValueError, match="^lettres, chiffres, espaces, traits d'union, apostrophes et points"):
            check_name(name)
    finally:
        set_language("en")
