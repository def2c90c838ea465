"""Learn from your mistakes (issue 37): the mistakes of a seat from its analysis, a pick judged
against the analysis' measured win shares, the hint and the answer in game terms."""

import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import set_language
from wonderlab.lab.analyse import MISTAKE, analyse
from wonderlab.lab.mistakes import ACCEPT, Lesson, mistakes


def _played(game_class, seed, bot="random", **options):
    game, agent, rng = game_class(seed=seed, **options), make_bot(game_class.__module__.split(".")[1], bot), \
        random.Random(seed)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, agent.choose(game, city, rng))
    return game.record()


@pytest.fixture(scope="module")
def duel():
    """A Duel game of random bots, its seat 0's decision at step 35 analysed (a blunder: it built
    Customs House where The Sphinx was the coach's)."""
    from wonderlab.duel.game import Game

    record = _played(Game, 3)
    frame = analyse(record, 0, playouts=100, progress=False, steps=[35])
    return record, frame


def test_only_mistakes_and_blunders_are_kept(duel):
    record, frame = duel
    assert all(row["loss_low"] >= MISTAKE for row in mistakes(frame))
    assert [row["step"] for row in mistakes(frame)] == [r["step"] for r in frame if r["loss_low"] >= MISTAKE] == [35]


def test_the_best_is_found_the_mistake_refused(duel):
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    by_words = {str(a): a for a in lesson.options()}
    found, text = lesson.judge(by_words[str(lesson.best())])
    assert found and "Found! Build the Sphinx with Customs House" in text and lesson.outcome == ["found"]
    lesson = Lesson(record, 0, frame)
    found, text = lesson.judge(lesson.played())
    assert not found and text.startswith("Not quite: that is the move you played. Hint: ")
    assert lesson.outcome == ["missed"]
    found, text = lesson.judge(lesson.played())          # a second miss gives the coach's move
    assert "The coach plays: Build the Sphinx" in text


def test_an_option_is_measured_on_the_analysis_own_deals(duel):
    """The option played, measured again as any other option is, gives back the analysis' loss:
    the retry weighs a pick on the very games the analysis played."""
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    assert lesson.measured(lesson.played()) == pytest.approx(mistakes(frame)[0]["loss"], abs=1e-9)


def test_an_option_within_the_threshold_is_accepted_one_beyond_refused(duel):
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    losses = {str(a): lesson.measured(a) for a in lesson.options()
              if str(a) not in (str(lesson.best()), str(lesson.played()))}
    close = [w for w, loss in losses.items() if loss < ACCEPT]
    far = [w for w, loss in losses.items() if loss >= ACCEPT]
    assert close and far
    shown = {str(a): a for a in lesson.options()}
    found, text = lesson.judge(shown[close[0]])
    assert found and text.startswith(f"Found! {close[0]} gives away") and "less than a mistake (10)" in text
    lesson.tries = 0
    found, text = lesson.judge(shown[far[0]])
    points = f"{100 * losses[far[0]]:.1f}"
    assert not found and text == f"Not quite: {far[0]} gives away {points} points of win share against the best. " \
                                 f"Hint: {lesson.hint()}"


def test_a_skip_is_counted_and_the_summary_says_how_many_were_found(duel):
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    lesson.skip()
    assert lesson.done and lesson.outcome == ["skipped"] and lesson.summary() == "0 of 1 mistake found"
    lesson = Lesson(record, 0, frame)
    lesson.judge(lesson.best())
    lesson.skip()
    assert lesson.outcome == ["found"] and lesson.summary() == "1 of 1 mistake found"


def test_the_texts_name_the_move_played_and_the_coach_s(duel):
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    played = record.actions[35]
    assert played["card"] == "customs_house" and lesson.prompt() == \
        'You played "Build Customs House, paying 4 coins" here. Can you find better?'
    assert lesson.best().kind == "wonder" and lesson.answer().startswith(
        "The coach plays: Build the Sphinx with Customs House")
    assert lesson.hint() == "+6 wonder points; you play again."      # what The Sphinx does (reasons)
    set_language("fr")
    try:
        assert lesson.prompt() == "Vous avez joué « construire les Douanes, en payant 4 pièces » ici. Trouverez-vous mieux ?"
        assert lesson.summary() == "0 erreur trouvée sur 1"
    finally:
        set_language("en")


def test_a_pick_that_is_no_option_is_refused_in_one_sentence(duel):
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    with pytest.raises(ValueError, match="not an option of this decision"):
        lesson.judge("build everything")
    for wrong in (None, 3, {"card": "customs_house"}):
        with pytest.raises(ValueError, match="not an option of this decision"):
            lesson.judge(wrong)
    assert lesson.tries == 0 and lesson.outcome == [None]          # the lesson as it was
    assert lesson.judge("wonder The Sphinx with Customs House")[0]        # a notation is a pick too


def test_the_position_shown_is_the_seat_s_and_deals_the_hidden_cards_again():
    """7 Wonders: the decision is shown from what the seat knew, its neighbours' hands dealt again."""
    from wonderlab.classic.game import Game

    record = _played(Game, 5, players=3)
    from wonderlab.lab.rows import Rows

    lesson = Lesson(record, 0, Rows([{"step": 9, "loss": 0.3, "loss_low": 0.2}], ["step", "loss", "loss_low"]))
    true, city, _ = lesson._before(9)
    shown = lesson.position()
    assert shown.position(0).text == true.position(0).text
    assert [c.name for c in shown.hand(city)] == [c.name for c in true.hand(city)]
    assert any([c.name for c in shown.hand(other)] != [c.name for c in true.hand(other)] for other in (1, 2))


def test_the_answer_after_the_hint_says_each_thing_once(duel):
    """A second miss: "not quite", the hint (what the coach's move does), then the coach's move
    and the comparison, without the hint again (« +6 points de merveille ; vous rejouez. » once)."""
    record, frame = duel
    lesson = Lesson(record, 0, frame)
    lesson.judge(lesson.played())
    _, text = lesson.judge(lesson.played())
    hint = lesson.hint()
    assert hint == "+6 wonder points; you play again." and text.count(hint) == 1
    assert text.endswith("The coach plays: Build the Sphinx with Customs House, paying 4 coins. "
                         "Compared with building Customs House: " + frame["why"][0].split(": ", 1)[1])
    assert lesson.answer().count(hint) == 1            # asked alone, the answer says what the move does
    set_language("fr")
    try:
        french = analyse(record, 0, playouts=100, progress=False, steps=[35])
        lesson = Lesson(record, 0, french)
        lesson.judge(lesson.played())
        _, text = lesson.judge(lesson.played())
    finally:
        set_language("en")
    assert text.count("+6 points de merveille ; vous rejouez.") == 1
    assert "Le coach joue : construire le Sphinx avec les Douanes, en payant 4 pièces. Par rapport à construire " \
           "les Douanes : " in text
