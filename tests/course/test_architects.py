"""The 7 Wonders Architects course's exercises: each accepts its right answer, explains each
typical wrong one with the rule it missed (seed 002), and speaks French when asked."""

import json
import re
from pathlib import Path

import pytest

from wonderlab.architects.rules import RED0, RED1, RED2
from wonderlab.core.i18n import catalog, set_language
from wonderlab.course import architects as course
from wonderlab.course.architects import EXERCISES, Choice, Number, exercise

NAMES = list(EXERCISES)


def right_answer(quiz):
    if isinstance(quiz, Number):
        return quiz.expected
    return next(label for label, reason in quiz.options if reason is None)


@pytest.mark.parametrize("name", NAMES)
def test_the_right_answer_is_accepted(name):
    quiz = exercise(name)
    assert quiz.answer_with(right_answer(quiz)).startswith("✔ Right!")
    assert quiz.right is True


@pytest.mark.parametrize("name", NAMES)
def test_each_typical_wrong_answer_is_explained(name):
    quiz = exercise(name)
    wrongs = ([(label, reason) for label, reason in quiz.options if reason] if isinstance(quiz, Choice)
              else list(quiz._explain.items()))
    assert wrongs, "an exercise with no typical wrong answer teaches nothing"
    for answer, reason in wrongs:
        fresh = exercise(name)            # a first try: the diagnosis, not yet the solution
        text = fresh.answer_with(answer)
        assert text == "✘ Not yet (try 1 of 3). " + reason and fresh.right is False


@pytest.mark.parametrize("name", NAMES)
def test_a_choice_has_exactly_one_right_option_and_no_answer_is_refused_in_words(name):
    quiz = exercise(name)
    if isinstance(quiz, Choice):
        assert sum(reason is None for _, reason in quiz.options) == 1
        assert len(set(quiz.labels)) == len(quiz.labels)
        quiz.button.click()
        assert "Choose an answer" in quiz.feedback.value and quiz.right is None
    else:
        quiz.answer.value = "three"
        quiz.button.click()
        assert quiz.right is None


@pytest.mark.parametrize("name", NAMES)
def test_every_exercise_speaks_french(name):
    english = exercise(name)
    set_language("fr")
    french = exercise(name)
    assert french.prompt.value != english.prompt.value
    assert french.answer_with(right_answer(french)).startswith("✔ Exact !")


def test_every_course_message_has_both_languages():
    texts = {k: v for k, v in catalog().items() if k.startswith("course.arch.")}
    assert len(texts) > 150
    assert all(v["en"] and v["fr"] for v in texts.values())


def test_an_unknown_exercise_is_refused_with_the_names():
    with pytest.raises(ValueError, match="the exercises are goal-1"):
        exercise("battle-9")


# -- the positions say what the prompts claim (seed 002's rules, asked of the engine) -------------
def test_goal_1_the_player_who_finished_did_not_win():
    """« La personne qui termine sa cinquième étape déclenche la fin, mais n'est pas automatiquement gagnante. »"""
    for seed, finished, won in ((3, "Bo", "Cy"), (course.GOAL_SEED, "Cy", "Bo")):    # the notebook's, the exercise's
        game = course.position(3, seed, 1000)
        finisher = [game.names[i] for i in range(3) if game.built[i] == 0b11111]
        assert game.is_over and finisher == [finished] and game.winners() == [won]
    assert next(label for label, reason in exercise("goal-1").options if reason is None) == "Bo"


def test_mandatory_1_taking_the_brick_forces_the_stage():
    """« Dès que tu as les ressources permettant une étape disponible, tu dois la construire. »"""
    game = course.position(3, 1, 22)
    done = course.after(game, "right")
    assert done.built_ids(0) == game.built_ids(0) + [3]
    assert any(forced and action.kind == "build" for _, action, forced in done.history[len(game.history):])


def test_supports_1_rhodes_stage_3_waits_for_stage_2():
    """« Une étape n'est disponible que si toutes celles sur lesquelles elle repose sont construites. »"""
    game = course.position(3, 0, 6)
    assert game.wonders[0].id == "rhodes" and game.built_ids(0) == [1]
    assert game.wonders[0].available(game.built[0]) == [2]


def test_battle_positions_match_the_engine():
    """« Pour chaque comparaison strictement gagnée, prends un jeton » ; « les rouges sans cor restent »."""
    before, done = course._battle_position()
    assert before.war == before.conflicts - 1 and done.war == 0
    assert [done.victories[i] - before.victories[i] for i in range(3)] == [0, 2, 0]
    assert done.cards[1][RED0] == before.cards[1][RED0] and done.cards[1][RED1] == done.cards[1][RED2] == 0
    assert exercise("battle-1").expected == 2


def test_duel_1_doubling_at_two_players():
    """« Il en gagne deux si sa force est au moins double de celle de l'autre. »"""
    before = course.position(2, 4, 30)                 # the notebook's battle: 3 shields against 1
    done = course.after(before, "left")
    assert done.victories[1] - before.victories[1] == 2
    seed, decisions, side = course.DUEL_BATTLE           # the exercise's: 4 against 1
    before = course.position(2, seed, decisions)
    done = course.after(before, side)
    seat = before.current
    assert done.war == 0 < before.war and done.victories[1 - seat] == before.victories[1 - seat]
    assert done.victories[seat] - before.victories[seat] == 2 == exercise("duel-1").expected


def test_progress_3_a_face_up_token_taken_is_replaced_at_once():
    """« Remplace immédiatement un visible choisi par le prochain caché. »"""
    game = course.position(3, 0, 12)
    done = course.after(game, "left")
    assert len(done.tokens[0]) == 1 and len(done.face_up) == 3


def test_sources_1_the_right_deck_is_empty_and_stays_so():
    """« Si un paquet est vide, il le reste. »"""
    game = course.position(2, 58, 71)
    seat = game.current
    assert not game.decks[game.deck_index(seat, "right")]
    assert [a.source for a in game.legal_actions(seat)] == ["left", "central"]


def test_cat_1_the_cat_changes_hands():
    """« Quand une carte bleue porte le Chat, prends ce pion à son détenteur. »"""
    game = course.position(3, 0, 5)                      # the notebook's: Cy takes it from Bo
    assert game.cat == 1 and course.after(game, "right").cat == 2
    game = course.position(3, 0, 26)                     # the exercise's: Ana takes it from Cy
    assert game.current == 0 and game.cat == 2 and course.after(game, "right").cat == 0


@pytest.mark.parametrize("name", ["goal-1", "battle-1"])
def test_a_stored_exercise_shows_its_question_not_a_widget_repr(name):
    quiz = exercise(name)
    data = quiz._repr_mimebundle_()
    assert "children=(" not in data["text/plain"]
    assert data["text/plain"].startswith(quiz.still_text().splitlines()[0]) and "Run this cell" in data["text/plain"]
    assert "<ul>" in data["text/html"] or isinstance(quiz, Number)
    assert "application/vnd.jupyter.widget-view+json" in data


# -- the notebooks ------------------------------------------------------------------------------
NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks" / "architects").glob("[0-9][0-9]-*.ipynb"))


def cells(path, kind):
    return ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == kind]


def test_the_series_has_twelve_notebooks_in_reading_order():
    assert [p.name[:2] for p in NOTEBOOKS] == [f"{n:02d}" for n in range(1, 13)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_notebook_has_objectives_what_you_learned_and_a_next_link(path):
    text = "\n".join(cells(path, "markdown"))
    assert "In this notebook you will learn" in text and "## What you learned" in text
    target = re.search(r"\*\*Next →\*\* \[[^]]+\]\(([^)]+)\)", text).group(1)
    assert target == "review.ipynb" if path.name.startswith("12") else (path.parent / target).exists()
    assert (path.parent / target).exists()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_notebook_has_exercises_and_no_answer_in_its_code(path):
    code = "\n".join(cells(path, "code"))
    named = re.findall(r'exercise\("([^"]+)"\)', code)
    assert named and all(name in EXERCISES for name in named)
    assert "_repr_html_" not in code and "NBVAL_CHECK_OUTPUT" not in code


def test_every_exercise_is_used_in_the_series():
    used = {name for path in NOTEBOOKS for name in re.findall(r'exercise\("([^"]+)"\)', "\n".join(cells(path, "code")))}
    assert used == set(EXERCISES)


# seed 002, « Les erreurs fréquentes »: each one is an exercise
FREQUENT_MISTAKES = {
    "Jouer comme à 7 Wonders en passant une main de cartes aux voisins": ("turn-1", "turn-1.hand.why"),
    "Garder des ressources pour plus tard alors qu'une étape doit être construite": ("mandatory-1", "mandatory-1.keep.why"),
    "Construire une étape dont les supports sont encore en chantier": ("supports-1", None),
    "Utiliser deux fois le même Progrès pendant un tour": ("progress-1", "progress-1.yes.why"),
    "Oublier la bataille ou défausser aussi les rouges sans cor": ("battle-2", "battle-2.none.why"),
    "Donner deux victoires militaires à chaque joueur plus fort lors d'un duel": ("duel-2", "duel-2.two"),
}


FIELDS = {"duel-2.two": {"mine": 5, "theirs": 3}}


@pytest.mark.parametrize("mistake", FREQUENT_MISTAKES)
def test_each_frequent_mistake_is_an_exercise_that_explains_it(mistake):
    name, reason = FREQUENT_MISTAKES[mistake]
    quiz = exercise(name)
    if reason is None:          # supports-1: the wrong options are the unsupported stage 3
        texts = [why for _, why in quiz.options if why]
        assert texts and all("rests on stage 2, not built yet" in t for t in texts)
    else:
        from wonderlab.core.i18n import say
        explained = [why for _, why in quiz.options if why] if isinstance(quiz, Choice) else list(quiz._explain.values())
        assert say(f"course.arch.{reason}", **FIELDS.get(reason, {})) in explained


def test_the_score_pad_starts_from_the_29_point_example_and_shows_it_when_stored():
    """Seed 002's independent example (29 points); stored, the pad shows that score."""
    from wonderlab.course.architects import score_pad

    pad = score_pad()
    assert pad.result["players"][0]["total"] == 29
    stored = pad._repr_mimebundle_()
    assert stored["text/plain"].startswith("A 7 Wonders Architects score pad")
    assert ">29<" in stored["text/html"] and "children=(" not in stored["text/plain"]
