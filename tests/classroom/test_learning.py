"""The teacher sees learning (issue 36): each exercise and review result travels in the result
code, and the learning board counts, per rule family, who got it right first time and who needs
help."""

import base64
import json
import random
import re
import zlib
from html import escape

import pytest

from wonderlab.classroom.codes import _checksum, make_code, read_code
from wonderlab.classroom.learning import LearningBoard, learning_html, learning_rows, learning_text
from wonderlab.classroom.session import InvalidCode, new_session
from wonderlab.classroom.student import play_as
from wonderlab.classroom.verify import check
from wonderlab.core.i18n import set_language
from wonderlab.course import architects, classic, duel
from wonderlab.course.code import EXERCISES as CODE
from wonderlab.course.code import check as check_code
from wonderlab.course.code import forget
from wonderlab.course.families import FAMILIES, FAMILY_ORDER, family_of, names
from wonderlab.course.journal import JOURNAL, Journal
from wonderlab.course.review import KINDS, Review

REGISTRIES = {"classic": classic.EXERCISES, "duel": duel.EXERCISES, "architects": architects.EXERCISES}


def course_ids(game):
    """Every exercise the course has for ``game``: typed and choice, code, review kinds, and the
    last review's questions on the three games' differences."""
    from wonderlab.course.differences import TOPICS

    return (set(REGISTRIES[game]) | {name for name in CODE if name.startswith(f"{game}-")}
            | {kind.code for kind in KINDS[game]} | {f"diff-{topic}" for topic in TOPICS})


@pytest.mark.parametrize("game", sorted(FAMILIES))
def test_every_exercise_has_a_family_and_every_family_name_is_an_exercise(game):
    assert {name for name in course_ids(game) if family_of(game, name) is None} == set()
    assert names(game) - course_ids(game) == set()
    assert set(FAMILIES[game]) <= set(FAMILY_ORDER)
    listed = [name for family in FAMILIES[game].values() for name in family]
    assert len(listed) == len(set(listed))            # one family each


def pretend_class(seed, size):
    """A seeded class: each student's tries (True/False in order) and "solution shown" per
    exercise, and the journal the course's widgets would write from them."""
    rng = random.Random(seed)
    students = []
    for number in range(size):
        journal, events = Journal(), {}
        for game in FAMILIES:
            for name in sorted(names(game)):
                if rng.random() < 0.6:
                    continue
                tries = []
                for _ in range(rng.choice((1, 2, 3, 4))):
                    tries.append(rng.random() < 0.6)
                    journal.note(game, name, tries[-1])
                    if tries[-1]:
                        break
                shown = rng.random() < 0.2
                if shown:
                    journal.shown(game, name)
                events[game, name] = (tries, shown)
        students.append((f"Student {number}", journal, events))
    return students


def expected_rows(students):
    """What the board must say, counted from the tries themselves (not from the journal)."""
    out = {}
    for name, _journal, events in students:
        for (game, exercise), (tries, shown) in events.items():
            row = out.setdefault((game, family_of(game, exercise)), {"tried": 0, "first": 0, "who": set(), "help": {}})
            row["who"].add(name)
            row["tried"] += 1
            row["first"] += tries[0] and not shown
            if shown or not any(tries):
                row["help"].setdefault(name, []).append(exercise)
    return {key: (row["tried"], row["first"], len(row["who"]), {n: sorted(e) for n, e in row["help"].items()})
            for key, row in out.items()}


@pytest.mark.parametrize("seed", range(6))
def test_round_trip_exercise_results_to_code_to_board_rows(seed):
    session = new_session("duel", seed=seed)
    students = pretend_class(seed, size=random.Random(seed).randrange(1, 9))
    codes = [make_code(session, name, [], course=journal.data()) for name, journal, _ in students]
    read = [read_code(code) for code in codes]
    assert [r.course for r in read] == [journal.data() for _, journal, _ in students]
    rows = learning_rows([(r.name, r.course) for r in read])
    got = {(row["game"], row["family"]): (row["tried"], row["right_first"], row["students"], row["help"])
           for row in rows}
    assert got == expected_rows(students)
    order = [(FAMILY_ORDER.index(row["family"]), list(FAMILIES).index(row["game"])) for row in rows]
    assert [g for _, g in order] == sorted(g for _, g in order)      # grouped by game, in the course's order


def test_reviews_add_up_by_family():
    ana, bo = Journal(), Journal()
    ana.review("classic", {"classic-science": (2, 3), "classic-wild": (1, 2), "classic-trade": (0, 2)})
    bo.review("classic", {"classic-science": (3, 3)})
    rows = {row["family"]: row for row in learning_rows([("Ana", ana.data()), ("Bo", bo.data())])}
    assert (rows["science"]["review_right"], rows["science"]["review_asked"]) == (6, 8)
    assert (rows["trading"]["review_right"], rows["trading"]["review_asked"]) == (0, 2)
    assert rows["science"]["tried"] == rows["science"]["students"] == 0     # a review is not an exercise tried


def test_the_verified_board_carries_each_students_course_results():
    session = new_session("classic", players=3, seed=4)
    ana, bo = Journal(), Journal()
    ana.note("classic", "military-1", True)
    for _ in range(2):
        bo.note("classic", "military-1", False)
    bo.shown("classic", "military-1")
    board = check(session, [play_as(session, "Ana", course=ana.data()), play_as(session, "Bo", course=bo.data())])
    (row,) = learning_rows(board)
    assert (row["family"], row["tried"], row["right_first"], row["students"], row["help"]) == \
        ("military", 2, 1, 2, {"Bo": ["military-1"]})
    assert "Bo" in learning_html(learning_rows(board)) and "Militar" in learning_text(learning_rows(board))


def test_a_code_made_before_the_course_results_still_reads():
    session = new_session("duel", seed=3)
    old = make_code(session, "Ana", [{"seat": 0, "kind": "pick", "wonder": "piraeus"}])
    body = old.split(".")[2]
    raw = zlib.decompressobj(-15).decompress(base64.b32decode(body + "=" * (-len(body) % 8)))
    assert set(json.loads(raw)) == {"name", "moves", "attempt", "hints"}
    assert read_code(old).course == {}
    assert learning_rows([("Ana", read_code(old).course)]) == []
    assert "No course results" in repr(LearningBoard([]))


def _signed(session_compact, data):
    """A code whose checksum is right for ``data``: what a forger who knows the checksum makes."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(data).encode()) + packer.flush()
    body = base64.b32encode(raw).decode().rstrip("=")
    return f"WL2.{session_compact}.{body}.{_checksum(session_compact, body)}"


@pytest.mark.parametrize("course", [
    {"e": {"duel": {"trade-1": [1, 0, 0, 1]}}},          # right first in no try
    {"e": {"duel": {"trade-1": [1, 3, 0, 1]}}},          # right first in three tries
    {"e": {"duel": {"no-such-exercise": [1, 1, 0, 1]}}},
    {"e": {"chess": {"trade-1": [1, 1, 0, 1]}}},
    {"e": {"duel": {"trade-1": [1, 1, 0]}}},
    {"e": {"duel": {"trade-1": "1110"}}},
    {"r": {"duel": {"duel-price": [4, 3]}}},             # more right than asked
    {"r": {"duel": {"duel-price": [1, 300]}}},
    {"x": {}},
    [1, 2],
])
def test_a_forged_course_result_is_refused_in_one_line_in_english_and_french(course):
    session = new_session("duel", seed=3)
    code = _signed(session.compact, {"name": "Ana", "moves": [], "attempt": 1, "hints": False, "course": course})
    for lang, words in (("en", "course's results"), ("fr", "résultats du cours")):
        set_language(lang)
        try:
            with pytest.raises(InvalidCode) as refused:
                read_code(code)
        finally:
            set_language("en")
        assert words in str(refused.value) and "\n" not in str(refused.value)


def test_an_edited_or_cut_course_result_is_refused():
    session = new_session("duel", seed=3)
    code = make_code(session, "Ana", [], course={"e": {"duel": {"trade-1": [0, 3, 1, 0]}}})
    body = code.split(".")[2]
    edited = code.replace(body, body[:-3] + ("A" if body[-3] != "A" else "B") + body[-2:])
    for bad in (edited, code[:-1], code[: len(code) // 2]):
        with pytest.raises(InvalidCode):
            read_code(bad)


def test_the_course_widgets_write_the_kernels_journal():
    JOURNAL.forget()
    try:
        quiz = classic.exercise("trading-3")
        for answer in ("4", "3"):
            quiz.answer.value = answer
            quiz.button.click()
        other = duel.exercise("trade-1")
        other.reveal_button.click()
        forget()
        check_code("classic-treasury", lambda coins: coins // 2, random.Random(0))
        review = Review("architects", seed=1)
        first = next(q for q in review.questions if q.form == "numeric")
        first.answer.value = str(first.expected)
        first.button.click()
        data = JOURNAL.data()
    finally:
        JOURNAL.forget()
    assert data["e"]["classic"] == {"trading-3": [0, 2, 0, 1], "classic-treasury": [0, 1, 0, 0]}
    assert data["e"]["duel"] == {"trade-1": [0, 0, 1, 0]}
    scores = data["r"]["architects"]
    assert scores[first.kind.code][0] == 1 and sum(right for right, _ in scores.values()) == 1
    assert sum(asked for _, asked in scores.values()) == len(review.questions)


def test_the_board_drawn_says_each_rows_numbers_and_names_in_english_and_french():
    from wonderlab.classroom.learning import pretend_course
    students = [(name, pretend_course(game, seed, skill)) for seed, (name, skill, game) in
                enumerate([("Ana", 0.9, "classic"), ("Bo", 0.3, "classic"), ("Cy", 0.5, "architects")])]
    for lang in ("en", "fr"):
        set_language(lang)
        try:
            rows = learning_rows(students)
            html, text = learning_html(rows), learning_text(rows)
        finally:
            set_language("en")
        assert len(text.splitlines()) == len(rows)
        for row, line in zip(rows, text.splitlines(), strict=True):
            drawn = re.search(rf'<tr data-game="{row["game"]}" data-family="{row["family"]}">(.*?)</tr>', html).group(1)
            assert f'{row["right_first"]}/{row["tried"]} · {row["students"]}' in drawn and escape(row["label"]) in drawn
            assert all(escape(name) in drawn and name in line for name in row["help"])
            assert (f'{row["review_right"]}/{row["review_asked"]}' in drawn) == bool(row["review_asked"])
            if lang == "fr":
                assert f'{row["label"]} : juste du premier coup {row["right_first"]} sur {row["tried"]}' in line
                assert "à aider : " in line if row["help"] else "à aider" not in line


def test_the_command_line_prints_the_learning_board_and_gives_its_rows_as_json(capsys, tmp_path):
    from wonderlab.classroom.learning import pretend_course
    from wonderlab.cli import main

    session = new_session("architects", players=3, seed=2)
    courses = {"Ana": pretend_course("architects", 1, 0.8), "Bo": pretend_course("architects", 2, 0.3)}
    for seed, (name, course) in enumerate(courses.items()):
        (tmp_path / f"{name}.txt").write_text(play_as(session, name, seed=seed, course=course))
    assert main(["classroom", "check", session.code, str(tmp_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["learning"] == learning_rows(list(courses.items()))
    assert main(["classroom", "check", session.code, str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert "What the class learned" in printed and learning_text(learning_rows(list(courses.items()))) in printed
