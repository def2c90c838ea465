"""Architects' pitfalls notebook (issue 36): each frequent mistake of the rules (seed 002,
« 08 Les erreurs fréquentes ») is an exercise on a position of its own, asked in notebook 12 under
the mistake's own words, linked back to the notebook that teaches the rule, and its answer is
the engine's."""

import json
import re
from pathlib import Path

import pytest

from wonderlab.architects.game import duel_tokens
from wonderlab.architects.rules import RED0, RED1, RED2
from wonderlab.core.i18n import set_language
from wonderlab.course import architects as course
from wonderlab.course.architects import PITFALL_OF, exercise
from wonderlab.course.review import FRENCH_NOTEBOOKS, taught
from wonderlab.course.still import plain

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = ROOT / "notebooks" / "architects" / "12-pitfalls.ipynb"
FRENCH = ROOT / "notebooks" / "fr" / "architects" / "12-pieges.ipynb"
MISTAKES = {         # the seed's six frequent mistakes, word for word (« 08 Les erreurs fréquentes »), and their exercises
    "Jouer comme à 7 Wonders en passant une main de cartes aux voisins": "pitfall-hand",
    "Garder des ressources pour plus tard alors qu’une étape doit être construite": "pitfall-keep",
    "Construire une étape dont les supports sont encore en chantier": "pitfall-supports",
    "Utiliser deux fois le même Progrès pendant un tour": "pitfall-progress",
    "Oublier la bataille ou défausser aussi les rouges sans cor": "pitfall-battle",
    "Donner deux victoires militaires à chaque joueur plus fort lors d’un duel, sans vérifier le doublement": "pitfall-duel",
}


def cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def words(text):
    return " ".join(text.replace("’", "'").split()).lower()


def test_the_seeds_frequent_mistakes_are_the_ones_the_notebook_asks():
    for path in (ENGLISH, FRENCH):
        source = words("\n".join("".join(c["source"]) for c in cells(path)))
        for mistake, name in MISTAKES.items():
            assert words(mistake) in source and f'exercise("{name}")' in source, (path.name, mistake)
    assert set(MISTAKES.values()) | {"pitfall-finish"} == set(PITFALL_OF)


@pytest.mark.parametrize("path, french", [(ENGLISH, False), (FRENCH, True)], ids=["en", "fr"])
def test_each_pitfall_is_linked_back_to_the_notebook_that_teaches_its_rule(path, french):
    found = cells(path)
    for i, cell in enumerate(found):
        named = re.findall(r'exercise\("([^"]+)"\)', "".join(cell["source"]))
        if not named:
            continue
        above = "".join(found[i - 1]["source"])
        lesson = taught("architects", PITFALL_OF[named[0]])
        link = FRENCH_NOTEBOOKS["architects"][lesson] if french else lesson
        assert f"]({link})" in above and (path.parent / link).exists(), (named[0], above)


@pytest.mark.parametrize("name", sorted(PITFALL_OF))
def test_a_pitfall_is_asked_on_another_position_than_its_lesson(name):
    pitfall, lesson = exercise(name), exercise(PITFALL_OF[name])
    assert plain(pitfall.prompt.value) != plain(lesson.prompt.value)
    assert type(pitfall).__name__ in ("Choice", "Number")


def test_the_duel_pitfall_is_one_token_stronger_but_not_double():
    quiz = exercise("pitfall-duel")
    mine, theirs = map(int, re.findall(r"has (\d+) shields, \w+ (\d+)", plain(quiz.prompt.value))[0])
    assert theirs < mine < 2 * theirs and quiz.expected == duel_tokens(mine, theirs) == 1
    assert "twice" in quiz.answer_with(2) and quiz.right is False


def test_the_battle_pitfall_keeps_the_red_cards_without_horns():
    seed, decisions, side = course.PITFALL_BATTLE
    before = course.position(3, seed, decisions)
    done = course.after(before, side)
    assert done.war == 0 and any(before.cards[i][RED0] for i in range(3))
    assert [c[RED0] for c in done.cards] == [c[RED0] for c in before.cards]
    assert all(c[RED1] == c[RED2] == 0 for c in done.cards)
    quiz = exercise("pitfall-battle")
    right = next(label for label, reason in quiz.options if reason is None)
    assert "with horns" in right and "keeps the others" in right


def test_the_progress_pitfall_gives_no_second_card_from_the_same_token():
    from wonderlab.architects.actions import Action

    seed, decisions, side, extra = course.PITFALL_PROGRESS
    game = course.position(3, seed, decisions)
    seat = game.current
    game.play(seat, Action.take(side))
    via = next(a.via for a in game.legal_actions(seat) if a.kind == "take" and a.via != "turn")
    game.play(seat, Action.take(extra, via=via))
    assert not [a for a in game.legal_actions(seat) if a.kind == "take" and a.via == via]
    quiz = exercise("pitfall-progress")
    assert next(label for label, reason in quiz.options if reason is None).startswith("No")


def test_the_supports_pitfall_offers_only_the_available_stage():
    game = course.position(3, 10, 29)
    seat = game.current
    wonder = game.wonders[seat]
    assert wonder.available(game.built[seat]) == [4] and wonder.stage(5).rests_on == (3, 4)
    quiz = exercise("pitfall-supports")
    assert next(label for label, reason in quiz.options if reason is None) == "Stage 4 only"


def test_the_keep_pitfall_builds_the_stage_in_the_same_turn():
    seed, decisions, side = course.PITFALL_KEEP
    game = course.position(3, seed, decisions)
    done = course.after(game, side)
    assert len(done.built_ids(game.current)) == len(game.built_ids(game.current)) + 1
    assert done.turn == game.turn + 1          # built within the turn the card was taken


def test_the_finish_pitfalls_finisher_does_not_win():
    quiz = exercise("pitfall-finish")
    finisher = re.search(r"game: (\w+) built the fifth", plain(quiz.prompt.value)).group(1)
    right = next(label for label, reason in quiz.options if reason is None)
    assert right != finisher


def test_the_pitfalls_speak_french():
    set_language("fr")
    try:
        texts = [plain(exercise(name).prompt.value) for name in sorted(PITFALL_OF)]
    finally:
        set_language("en")
    assert all(re.search(r" [?]$", text) for text in texts)
    assert "« Rouge, 1 cor »" in texts[0]            # pitfall-battle, its card named as one
