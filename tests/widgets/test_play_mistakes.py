"""The table's "Learn from your mistakes" (issue 37): after the review's analysis, each mistake of
the human seat drawn as that seat saw it, a pick judged by clicks, skips, the count found; nothing
hidden in the synced state."""

import copy
import importlib
import json
import random
import re

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import language, set_language
from wonderlab.duel.game import _CARD_LIST as CARD_LIST
from wonderlab.duel.game import Game
from wonderlab.lab.mistakes import ACCEPT
from wonderlab.widgets.play import PlayTable


def _click(table, **content):
    table._on_message(None, content, None)


@pytest.fixture(scope="module")
def record():
    game, agent, rng = Game(seed=3), make_bot("duel", "random"), random.Random(3)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, agent.choose(game, city, rng))
    return game.record()


@pytest.fixture(scope="module", autouse=True)
def analysed_once():
    """Each analysis the tables of this module ask for (``lab.analyse.analyse``, deterministic for
    its record, seat, playouts, seed and steps) is made once, in the language spoken when it is
    asked, and each table gets its own copy: the tables' clicks, views and lessons are each
    test's own, the analyses they read the very ones a table would make."""
    module = importlib.import_module("wonderlab.lab.analyse")      # wonderlab.lab's analyse is the function
    real, made = module.analyse, {}

    def once(record, seat, playouts=module.PLAYOUTS, seed=0, progress=True, steps=None, cancelled=None,
             on_decision=None):
        if cancelled is not None or on_decision is not None:     # followed or stopped: made each time
            return real(record, seat, playouts, seed, progress, steps, cancelled, on_decision)
        key = (record.to_json(), seat, playouts, seed, None if steps is None else tuple(steps), language())
        if key not in made:
            made[key] = real(record, seat, playouts, seed, progress, steps)
        return copy.deepcopy(made[key])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(module, "analyse", once)
        yield made


@pytest.fixture
def table(record):
    """A saved Duel game of random bots loaded for review, its decisions analysed (two mistakes)."""
    table = PlayTable("duel", seed=3, analysis_playouts=100)
    table.load(record.to_json())
    table.analysis(progress=False)
    return table


def test_the_button_comes_with_the_analysis_and_counts_the_mistakes(record):
    table = PlayTable("duel", seed=3, analysis_playouts=100)
    table.load(record.to_json())
    _click(table, type="learn")                      # before the analysis: one sentence, nothing else
    assert "lesson" not in table.view and table.view["message"].startswith("Learn from your mistakes comes after")
    table.analysis(progress=False)
    assert table.view["coach"]["analysis"]["mistakes"] == len([r for r in table.table.coach_frame
                                                               if r["loss_low"] >= 0.1]) == 2
    assert table.view["coach"]["labels"]["learn"] == "Learn from your mistakes"


def test_one_found_one_missed_by_clicks_and_the_count_at_the_end(table):
    _click(table, type="learn")
    lesson = table._learning.lesson
    assert len(lesson.items) == 2 and table.view["lesson"]["title"] == "Mistake 1 of 2"
    assert table.view["lesson"]["prompt"] == f'You played "{lesson.played()}" here. Can you find better?'
    texts = [o["text"] for o in table.view["options"]]
    _click(table, type="choose", index=texts.index(str(lesson.best())))
    _click(table, type="confirm")
    shown = table.view["lesson"]
    assert shown["kind"] == "right" and shown["feedback"].startswith(f"Found! {lesson.best()} is the coach's move.")
    assert shown["settled"]
    _click(table, type="lesson_next")
    assert table.view["lesson"]["title"] == "Mistake 2 of 2"
    texts = [o["text"] for o in table.view["options"]]
    _click(table, type="choose", index=texts.index(str(lesson.played())))
    _click(table, type="confirm")
    shown = table.view["lesson"]
    assert shown["kind"] == "wrong" and shown["feedback"] == f"Not quite: that is the move you played. Hint: {lesson.hint()}"
    _click(table, type="choose", index=texts.index(str(lesson.played())))
    _click(table, type="confirm")                    # missed again: the coach's move and why, the hint said once
    feedback = table.view["lesson"]["feedback"]
    assert feedback.endswith(lesson.answer(said=lesson.hint())) and feedback.count(lesson.hint()) == 1
    _click(table, type="lesson_next")
    assert table.view["lesson"]["done"] and table.view["lesson"]["summary"] == "1 of 2 mistakes found"
    _click(table, type="lesson_close")
    assert "lesson" not in table.view and table.view["over"] and table.view["coach"]["analysis"]["mistakes"] == 2


def test_skips_are_counted_and_french_is_spoken(table):
    _click(table, type="learn")
    _click(table, type="language", lang="fr")
    assert table.view["lesson"]["title"] == "Erreur 1 sur 2" and table.view["lesson"]["labels"]["skip"] == "Passer"
    assert table.view["lesson"]["prompt"] == "Vous avez joué « défausser la Mine pour 2 pièces » ici. Trouverez-vous mieux ?"
    _click(table, type="lesson_next")
    _click(table, type="lesson_next")
    assert table._learning.lesson.outcome == ["skipped", "skipped"]
    assert table.view["lesson"]["summary"] == "0 erreur trouvée sur 2"        # French: the singular under 2


def test_a_french_table_says_its_accuracy_in_french(record):
    table = PlayTable("duel", seed=3, analysis_playouts=4, lang="fr")
    table.load(record.to_json())
    table.analysis(progress=False)
    assert table.view["coach"]["analysis"]["accuracy_text"].startswith("Précision de Joueur 1 : ")


def test_a_pick_far_from_the_best_is_not_quite_and_a_settled_mistake_refuses_more(table):
    lesson = table.learn()
    far = [a for a in lesson.options() if str(a) not in (str(lesson.best()), str(lesson.played()))
           and lesson.measured(a) >= ACCEPT]
    assert far
    found, text = table.lesson_pick(far[0])
    assert not found and text.startswith(f"Not quite: {far[0]} gives away ")
    table.lesson_pick(lesson.best())
    before = list(lesson.outcome)
    _click(table, type="choose", index=0)
    _click(table, type="confirm")
    assert table.view["message"] == "this mistake is over: press Next mistake" and lesson.outcome == before


def test_the_position_shown_is_the_seat_s_nothing_hidden_in_the_synced_state(table):
    """The mistake is drawn from the seat's position, face-down and removed cards dealt again:
    none of the true ones is named in the synced state."""
    _click(table, type="learn")
    lesson = table._learning.lesson
    true, _, _ = lesson._before(lesson.item["step"])
    assert table._learning.desk.game.position(lesson.seat).text == true.position(lesson.seat).text
    text = json.dumps(table.get_state()["view"], ensure_ascii=False)
    hidden = [true.slots[q] for q in range(20) if true.slots[q] is not None and not true.revealed[q]]
    hidden += true.removed[true.age]
    seen = {CARD_LIST[c].label for c in true.seen_cards()}
    names = {CARD_LIST[c].label for c in hidden} - seen
    assert names and [n for n in names if n in text and not any(n in s for s in seen)] == []


def test_a_7_wonders_mistake_shows_the_same_whatever_the_hidden_hands_are():
    """7 Wonders at 3 players: the mistake's view is the seat's alone, the neighbours' hands dealt
    again from another seed change nothing the browser receives."""
    from wonderlab.classic.game import Game as Classic
    from wonderlab.widgets.puzzles import PuzzleDesk

    game, agent, rng = Classic(players=3, seed=5), make_bot("classic", "random"), random.Random(5)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, agent.choose(game, city, rng))
    table = PlayTable("classic", players=3, seed=5, analysis_playouts=40)
    table.load(game.record().to_json())
    table.analysis(progress=False)
    lesson = table.learn()
    true, city, _ = lesson._before(lesson.item["step"])
    shown = json.dumps(table.get_state()["view"], sort_keys=True)
    others = [c.name for seat in (1, 2) for c in true.hand(seat)]
    redealt = table._learning.desk.game
    assert [c.name for seat in (1, 2) for c in redealt.hand(seat)] != others      # dealt again, not the true ones
    table._learning.desk = PuzzleDesk({"game": "classic", "seat": 0}, Classic.from_position(true.position(0), seed=999),
                             table._learning._desk_pick, "en")
    table._refresh()
    assert json.dumps(table.get_state()["view"], sort_keys=True) == shown
    assert [c.name for c in table._learning.desk.game.hand(city)] == [c.name for c in true.hand(city)]


def test_junk_while_learning_gets_one_line_and_leaves_the_lesson_as_it_was(table):
    _click(table, type="learn")
    before = dict(table.view["lesson"])
    for junk in ({"type": "choose", "index": 999}, {"type": "choose", "index": "x"}, {"type": "select", "card": None},
                 {"type": "review", "step": 3}, {"type": "confirm"}, {"type": 12}, {"type": "new"}):
        _click(table, **junk)
        assert table.view["lesson"] == before and table._learning.lesson.tries == 0 and "\n" not in table.view["message"]
    _click(table, type="confirm")
    assert table.view["message"] == "Choose an option first, then confirm."
    for wrong in (None, 3.5, ["build"], "build nothing at all"):
        with pytest.raises(ValueError, match="not an option of this decision"):
            table.lesson_pick(wrong)
    assert table._learning.lesson.outcome == [None, None]


FRENCH = re.compile(r"[éèêàçùôî«»]|\b(?:Par rapport|Trouvé|Pas tout à fait|Le coach|pièces?|victoires?)\b")


def _texts(table):
    """Every text of the analysis and of the lesson the table shows now."""
    view = table.view
    said = view.get("lesson") or {}
    texts = [said[k] for k in ("title", "prompt", "feedback", "summary") if said.get(k)]
    coach = (view.get("coach") or {}).get("analysis")
    if coach:
        texts += [coach["accuracy_text"]] + [row[k] for row in coach["rows"]
                                             for k in ("why", "chosen_words", "best_words", "label") if row[k]]
    return texts


def _other_language_in(text, lang):
    from tests.test_french_outputs import english_of

    return english_of(text) if lang == "fr" else FRENCH.findall(text)


@pytest.mark.parametrize("made, read", [("en", "fr"), ("fr", "en")])
def test_a_saved_games_review_analysed_in_one_language_is_read_in_the_other(record, made, read):
    """Issue 37's defect "mixed languages": the review of a saved game analysed while ``made`` is
    spoken, then the table switched to ``read``: the key decisions, the accuracy and the lesson
    (the coach's reason after "Found! … is the coach's move." included) speak ``read`` only."""
    table = PlayTable("duel", seed=3, analysis_playouts=100)
    table.load(record.to_json())
    _click(table, type="language", lang=made)
    table.analysis(progress=False)
    _click(table, type="language", lang=read)
    texts = _texts(table)
    _click(table, type="learn")
    lesson = table._learning.lesson
    for action in (lesson.played(), lesson.best()):
        set_language(read)
        try:
            name = str(action)
        finally:
            set_language("en")
        texts += _texts(table)
        _click(table, type="choose", index=[o["text"] for o in table.view["options"]].index(name))
        _click(table, type="confirm")
    texts += _texts(table)
    found = "Trouvé ! " if read == "fr" else "Found! "
    assert any(t.startswith(found) for t in texts) and len(texts) > 8
    assert not [(t, _other_language_in(t, read)) for t in texts if _other_language_in(t, read)]
