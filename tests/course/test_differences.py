"""The last review, the three games' differences (issue 36): fifteen questions, each description
checked here on the engine of the game it describes; each answer an exercise of that game (its
rule family, the classroom's result code); hint before telling; stored as questions."""

import json
from pathlib import Path

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.course.differences import GAMES, TOPICS, Differences
from wonderlab.course.families import family_of
from wonderlab.course.journal import JOURNAL

from .test_hint_before_telling import COUNTER, holds
from .test_ladder import attempt

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
STORED = {"en": NOTEBOOKS / "review-three-games.ipynb", "fr": NOTEBOOKS / "fr" / "revision-trois-jeux.ipynb"}


def right_option(question):
    return next(label for label, reason in question.options if reason is None)


def test_fifteen_questions_each_game_and_topic_once_in_an_order_drawn_from_the_seed():
    first, again, other = Differences(1), Differences(1), Differences(2)
    asked = [(q.journal_key[0], q.kind.code) for q in first.questions]
    assert sorted(asked) == sorted((game, f"diff-{topic}") for game in GAMES for topic in TOPICS)
    assert asked == [(q.journal_key[0], q.kind.code) for q in again.questions]
    assert asked != [(q.journal_key[0], q.kind.code) for q in other.questions]
    for q in first.questions:
        assert right_option(q) == {"classic": "7 Wonders", "duel": "7 Wonders Duel",
                                   "architects": "7 Wonders Architects"}[q.journal_key[0]]
        assert family_of(*q.journal_key) is not None


def test_an_answer_travels_as_an_exercise_of_the_game_it_describes():
    from wonderlab.classroom.codes import check_course

    JOURNAL.forget()
    try:
        review = Differences(3)
        question = review.questions[0]
        wrong = next(label for label, reason in question.options if reason)
        attempt(question, wrong)
        attempt(question, right_option(question))
        review.questions[1].reveal_button.click()
        data = JOURNAL.data()
    finally:
        JOURNAL.forget()
    game, name = question.journal_key
    assert data["e"][game][name] == [0, 2, 0, 1] and "r" not in data
    assert check_course(data) == data
    assert review.score()[:2] == (1, 15) and review.questions[1].revealed


def test_the_first_two_tries_never_hold_the_answer():
    drawn = Differences(0).questions
    wrongs = [[label for label, reason in q.options if reason] for q in drawn]
    for tried in range(max(map(len, wrongs))):
        fresh = Differences(0).questions        # a new review for each wrong answer: its questions unanswered
        assert [x.journal_key for x in fresh] == [q.journal_key for q in drawn]
        for q, values, again in zip(drawn, wrongs, fresh, strict=True):
            if tried < len(values):
                for _step in (1, 2):
                    text = COUNTER.sub("", attempt(again, values[tried]))
                    assert not holds(text, right_option(q), "choice"), (q.journal_key, values[tried], text)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_missed_question_sends_back_to_the_notebook_that_teaches_it(language):
    set_language(language)
    try:
        review = Differences(4)
        for q in review.questions:
            attempt(q, next(label for label, reason in q.options if reason))
        right, total, missed = review.score()
    finally:
        set_language("en")
    root = NOTEBOOKS / "fr" if language == "fr" else NOTEBOOKS
    assert (right, total) == (0, 15) and len(missed) == 15
    assert all((root / name).exists() for name in missed), missed


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_stored_notebook_asks_and_gives_no_verdict(language):
    nb = json.loads(STORED[language].read_text(encoding="utf-8"))
    source = "\n".join("".join(c["source"]) for c in nb["cells"])
    assert "Differences(SEED)" in source and "import pandas" not in source
    stored = "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/plain", ""))
                     for c in nb["cells"] for o in c.get("outputs", []))
    run, none, verdict = (("(run the cell to answer)", "No answer yet", "Your score") if language == "en" else
                          ("(exécutez la cellule pour répondre)", "Pas encore de réponse", "Votre score"))
    assert stored.count(run) == 15 and none in stored and verdict not in stored


def test_start_here_links_the_last_review():
    for page, target in (("00-start-here.ipynb", "review-three-games.ipynb"),
                         ("fr/00-commencer-ici.ipynb", "revision-trois-jeux.ipynb")):
        text = (NOTEBOOKS / page).read_text(encoding="utf-8")
        assert f"]({target})" in text


# -- each description, on its engine ---------------------------------------------------------------
def test_cards_7_wonders_passes_the_rest_of_the_hand_to_a_neighbour():
    from wonderlab.classic import Game

    def names(cards):
        return sorted(card.name for card in cards)

    game = Game(players=3, seed=0)
    hands = [names(game.hand(city)) for city in range(3)]
    for city in list(game.waiting):
        action = game.legal_actions(city)[0]
        hands[city].remove(action.card.name)
        game.play(city, action)
    assert game.turn == 2
    for city in range(3):       # each rest of a hand, whole, is now a neighbour's hand
        assert hands[city] in (names(game.hand(game.left(city))), names(game.hand(game.right(city))))


def test_cards_duel_takes_only_an_uncovered_card_of_the_structure():
    from wonderlab.course.duel import after_draft

    game = after_draft(5)
    covered = [q for q in range(20) if game.slots[q] is not None and game.cover[q]]
    takeable = {a.card for a in game.legal_actions(game.current)}
    assert covered and takeable
    assert not takeable & {game.card_at(q) for q in covered if game.card_at(q) is not None}
    assert takeable <= {game.card_at(q) for q in game.free}


def test_cards_architects_takes_from_the_left_the_right_or_the_centre():
    from wonderlab.architects import Game

    game = Game(players=4, seed=3)
    assert {(a.kind, a.source) for a in game.legal_actions(game.current)} == {
        ("take", "left"), ("take", "right"), ("take", "central")}
    assert not hasattr(game, "hand")


def test_trading_7_wonders_pays_the_neighbour_2_coins_a_unit_1_with_a_discount():
    from wonderlab.classic.payment import trade_options

    wood = (1, 0, 0, 0, 0, 0, 0)
    nothing, one = ((0,) * 7, ()), (wood, ())
    full = trade_options(wood, nothing, one, nothing, 0, 0)[0]
    discounted = trade_options(wood, nothing, one, nothing, 1, 0)[0]      # a trading post towards the left
    assert (full.left, full.right, discounted.left) == (2, 0, 1)


def test_trading_duel_buys_from_the_bank_at_2_plus_the_opponents_production():
    from wonderlab.course.duel import position

    game = position(3, 35)
    seat = game.current
    other, fixed = game.p[1 - seat].produced, game.p[seat].fixed
    assert [2 + other[r] for r in range(5) if not fixed >> r & 1] == \
        [p for r, p in enumerate(game.prices(seat)) if not fixed >> r & 1]


def test_trading_architects_buys_nothing_and_gold_stands_in():
    from wonderlab.architects import Game
    from wonderlab.architects.payment import can_pay
    from wonderlab.architects.rules import GOLD, WOOD

    game = Game(players=3, seed=0)
    assert not hasattr(game, "coins") and all(a.kind == "take" for a in game.legal_actions(game.current))
    held = [0] * 14
    held[WOOD] = 1
    assert not can_pay(tuple(held), 2, True)
    held[GOLD] = 1
    assert can_pay(tuple(held), 2, True)


def test_military_7_wonders_at_each_ages_end_against_each_neighbour():
    from wonderlab.course.classic import play_to, position

    game = position(3, 1)
    for age, win in ((1, 1), (2, 3), (3, 5)):
        before = [len(c.military) for c in game.cities]
        play_to(game, age + 1, 1)
        for i, city in enumerate(game.cities):
            tokens = city.military[before[i]:]
            expected = [win if city.shields > game.cities[n].shields else -1
                        for n in (game.left(i), game.right(i)) if city.shields != game.cities[n].shields]
            assert sorted(tokens) == sorted(expected)


def test_military_duel_a_pawn_reaching_the_capital_wins_at_once():
    from wonderlab.course.duel import position

    game = position(1, 20)
    assert not game.is_over and abs(game.pawn) < 9          # the capital: 9 spaces from the middle
    assert not game._military(0, 8 - game.pawn) and not game.is_over
    game._military(0, 1)
    assert game.is_over and game.result == "military supremacy" and game.winner == 0


def test_military_architects_battle_when_every_conflict_token_shows_battle():
    from wonderlab.course.architects import PITFALL_BATTLE, after, battle_shields, position

    seed, decisions, side = PITFALL_BATTLE
    before = position(3, seed, decisions)
    done = after(before, side)
    taken = before.decks[before.deck_index(before.current, side)][-1]
    shields = [battle_shields(before, i, taken) for i in range(3)]          # the red card taken counted
    assert before.war < before.conflicts and done.war == 0
    won = [done.victories[i] - before.victories[i] for i in range(3)]
    assert won == [(shields[i] > shields[(i + 1) % 3]) + (shields[i] > shields[(i - 1) % 3]) for i in range(3)]


def test_science_7_wonders_squares_plus_7_a_set():
    from wonderlab.core.science import science_points

    assert [science_points(c) for c in ((1, 1, 1), (2, 0, 0), (3, 2, 1))] == [1 + 1 + 1 + 7, 4, 9 + 4 + 1 + 7]


def test_science_duel_a_pair_takes_a_token_and_six_symbols_win():
    from wonderlab.duel.game import Game

    game = Game(seed=0, names=["Hugo", "Lea"])
    game._science(0, 0)
    before = len(game.pending)
    game._science(0, 0)
    assert len(game.pending) == before + 1
    for symbol in range(1, 6):
        game._science(0, symbol)
    assert game.result == "scientific supremacy" and game.winner == 0


def test_science_architects_two_identical_or_three_different_take_a_progress_token():
    from wonderlab.architects import Game
    from wonderlab.architects.rules import COMPASS, GEAR, TABLET

    def sets(*greens):
        game = Game(players=3, seed=0)
        for kind in greens:
            game.cards[0][kind] += 1
        return bool(game._science_sets(0))

    assert (sets(GEAR, GEAR), sets(COMPASS, GEAR, TABLET), sets(GEAR, TABLET)) == (True, True, False)


def test_end_7_wonders_after_the_third_age():
    from wonderlab.course.classic import play_to_end, position

    game = play_to_end(position(3, 2))
    assert game.is_over and game.age == 3 and game.winners()


def test_end_duel_after_the_third_age_unless_a_supremacy():
    from wonderlab.course.duel import position

    results = {position(seed, 400).result for seed in range(12)}
    assert "points" in results and results <= {"points", "military supremacy", "scientific supremacy"}


def test_end_architects_with_the_turn_a_wonder_is_finished():
    from wonderlab.course.architects import position

    game = position(3, 14, 1000)
    assert game.is_over and sum(built == 0b11111 for built in game.built) == 1
    finisher = next(i for i in range(3) if game.built[i] == 0b11111)
    last = [seat for seat, _action, _forced in game.history if seat is not None][-1]
    assert last == finisher
