"""Whatever is passed in, the engine keeps its promises: a seat must be a seat, an action an
action, an option a valid option; anything else is refused with ``IllegalAction`` (or, for
``Game(...)`` options, ``ValueError``) saying why, and the game is left exactly as it was."""

import dataclasses
import json
import re

import numpy as np
import pytest

from wonderlab.classic import Action, Game, Payment, card_set
from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.core.records import GameRecord


def play_out(game):
    while not game.is_over:
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[0])
    return game


def assert_refused(game, city, action, reason):
    """``play`` refuses with ``reason``; nothing changes, and the game can still be played."""
    before, record = game.state_key(), game.record()
    with pytest.raises(IllegalAction, match=reason):
        game.play(city, action)
    assert game.state_key() == before and game.record() == record
    play_out(game)
    assert Game.replay(game.record()).state_key() == game.state_key()


@pytest.mark.parametrize("seat", [0.0, 1.0, True, False, "0", None, [0], 1.5, np.float64(0)])
def test_a_seat_that_is_not_a_whole_number_is_refused_and_changes_nothing(seat):
    game = Game(players=3, seed=4)
    action = game.legal_actions(1)[0]
    game.legal_actions(0)
    assert_refused(game, seat, action, re.escape(f"a seat is a whole number from 0 to 2, not {seat!r}"))


@pytest.mark.parametrize("seat", [2.0, True])
def test_a_float_or_bool_seat_cannot_take_the_free_citys_turn(seat):
    """With the Free City, seat 2 is the Free City: 2.0 once passed the check and broke the game."""
    game = Game(players=2, seed=3)
    seat_of = 2 if seat == 2 else 1
    assert_refused(game, seat, game.legal_actions(seat_of)[0], "a seat is a whole number")


@pytest.mark.parametrize("seat, players, message", [
    (7, 3, "there is no seat 7: the seats are 0 to 2"),
    (-1, 4, "there is no seat -1: the seats are 0 to 3"),
    (3, 2, "there is no seat 3: the seats are 0 to 2"),
])
def test_a_seat_that_does_not_exist_is_named_as_such(seat, players, message):
    game = Game(players=players, seed=1)
    assert_refused(game, seat, game.legal_actions(game.waiting[0])[0], f"^{message}$")


def test_a_numpy_integer_is_the_seat_it_stands_for_and_the_record_still_saves():
    game = Game(players=3, seed=2)
    for city in game.waiting:
        game.play(np.int64(city), game.legal_actions(city)[0])
    assert game.turn == 2
    data = json.loads(game.record().to_json())
    assert [entry["city"] for entry in data["actions"]] == [0, 1, 2]
    assert all(type(entry["city"]) is int for entry in game.record().actions)
    assert Game.replay(GameRecord.from_json(game.record().to_json())).state_key() == game.state_key()


ALTAR = card_set().by_name("Altar")


@pytest.mark.parametrize("action, reason", [
    (Action("build", "altar"), "an action's card is a card of the game .*, not 'altar'"),
    (Action("build", 3), "an action's card is a card of the game .*, not 3"),
    (Action("discard", None), "an action's card is a card of the game .*, not None"),
    (Action("build", ["altar"]), "an action's card is a card of the game .*, not \\['altar'\\]"),
    (Action.build(ALTAR, None), "an action's payment is a Payment, not None"),
    (Action("stage", ALTAR, None, 1), "an action's payment is a Payment, not None"),
    (Action("stage", ALTAR, Payment(), "1"), "a wonder stage is numbered by a whole number, not '1'"),
    (Action("build", ALTAR, Payment(), 2), "a build action has no wonder stage: its stage is 0, not 2"),
    (Action("discard", ALTAR, Payment(), np.array([1, 2])), "a wonder stage is numbered by a whole number"),
    (Action(np.array(["build", "x"]), ALTAR), "an action's kind is 'build', 'stage' or 'discard', not array"),
    (Action.build(ALTAR, Payment(how=np.array(["a", "b"]))), "a payment gives whole numbers of coins"),
    (Action.build(ALTAR, Payment(left=1.0)), "a payment gives whole numbers of coins"),
    (Action.build(ALTAR, Payment(buys=[("left", 3, 1, 2)])), "a payment gives whole numbers of coins"),
    (Action("steal", ALTAR), "an action's kind is 'build', 'stage' or 'discard', not 'steal'"),
    (Action(None, ALTAR), "an action's kind is 'build', 'stage' or 'discard', not None"),
    (Action("discard", ALTAR, Payment(left=2)), "a discard pays nothing"),
    ("discard Altar", "'discard Altar' is not an action"),
    (None, "None is not an action"),
])
def test_a_hand_built_action_with_bogus_fields_is_refused_and_prints(action, reason):
    game = Game(players=3, seed=5)
    assert str(action) and repr(action)
    assert not isinstance(action, Action) or action._repr_html_() is None
    assert_refused(game, 0, action, reason)


def test_printing_a_bogus_action_says_what_it_holds():
    assert str(Action("build", "altar")) == "Build 'altar' for nothing"
    assert str(Action.build(ALTAR, None)) == "Build Altar None"
    assert str(Action("steal", ALTAR)) == "Unknown action 'steal' with Altar"
    assert repr(Action("discard", 3)) == "<Action Discard 3 for 3 coins>"


@pytest.mark.parametrize("options, problem", [
    (dict(seed=1.5), "seed: 1.5: a seed is a whole number"),
    (dict(seed=True), "seed: True: a seed is a whole number"),
    (dict(seed="7"), "seed: '7': a seed is a whole number"),
    (dict(seed=None), "seed: None: a seed is a whole number"),
    (dict(names=["Ana", "Ana", "Bo"]), "names: 'Ana' is given twice"),
    (dict(names=["Ana", "ana ", "Bo"]), "names: 'ana ' is given twice"),
    (dict(names=["", "Bo", "Cy"]), "names: name #1 is '': a name is a non-empty text"),
    (dict(names=["Ana", "   ", "Cy"]), "names: name #2 is '   '"),
    (dict(names=["Ana", None, "Cy"]), "names: name #2 is None"),
    (dict(names="Ana"), "names: 'Ana': expected a list of 3 names"),
    (dict(names=["Ana", "Bo"]), "names: expected 3 names, got 2"),
    (dict(players=2, names=["Ana"]), "names: expected 2 names \\(a third one names the Free City\\), got 1"),
    (dict(wonders="Gizah"), "wonders: 'Gizah': expected a list of 3 board names"),
    (dict(wonders=["Gizah", "Rhodos"]), "wonders: expected 3 boards, got 2"),
    (dict(wonders=["Gizah", 7, "Rhodos"]), "wonders: 7 is no wonder board"),
    (dict(wonders=["Gizah", "Gizeh", "Rhodos"]), "wonders: Gizah is given twice"),
    (dict(sides=5), "sides: expected 'A', 'B', 'random' or a list of 3 of 'A'/'B', got 5"),
    (dict(sides=["A", "B"]), "sides: .* got \\['A', 'B'\\]"),
    (dict(sides=["A", "B", 1]), "sides: .* got \\['A', 'B', 1\\]"),
    (dict(sides="C"), "sides: .* got 'C'"),
    (dict(players=2.0), "players: 2.0: 7 Wonders is played by 3 to 7"),
])
def test_game_options_are_checked_when_the_game_is_made(options, problem):
    options = {"players": 3, **options}
    with pytest.raises(ValueError, match=f"^{problem}") as error:
        Game(**options)
    assert "\n" not in str(error.value)


def test_valid_options_in_other_forms_make_a_game_whose_record_saves_and_replays():
    """numpy integers, tuples and two names for the Free City variant are accepted."""
    game = Game(players=np.int64(2), seed=np.int32(9), wonders=("Gizah", "Rhodos", "Ephesos"),
                sides=("a", "B", "A"), names=("Ana", "Bo"))
    assert game.names == ["Ana", "Bo", "Free City"] and game.seed == 9 and type(game.seed) is int
    play_out(game)
    record = GameRecord.from_json(game.record().to_json())
    assert Game.replay(record).state_key() == game.state_key()
    assert Game.replay(record).winners() == game.winners()


@pytest.mark.parametrize("change, reason", [
    ({"card": "palace"}, "is not legal: Palace is not in your hand"),
    ({"card": "nope"}, "card: 'nope' is not the id of a 7 Wonders card"),
    ({"card": None}, "card: expected a text, got null"),
    ({"city": "0"}, "city: expected a seat number from 0 to 2, got a text"),
    ({"city": True}, "city: expected a seat number from 0 to 2, got true/false"),
    ({"city": 5}, "city: expected a seat number from 0 to 2, got 5"),
    ({"kind": "steal"}, "kind: 'steal': expected 'build', 'stage' or 'discard'"),
    ({"kind": "build", "left": "2"}, "left: expected a whole number, got a text"),
])
def test_a_record_entry_that_is_not_legal_is_refused_in_the_engines_words(change, reason):
    record = play_out(Game(players=3, seed=6)).record()
    actions = list(record.actions)
    actions[3] = {**actions[3], **change}
    with pytest.raises(InvalidRecord, match=f"^record: action #4 .*{re.escape(reason)}$"):
        Game.replay(dataclasses.replace(record, actions=tuple(actions)))


@pytest.mark.parametrize("options, reason", [
    ({"players": 3, "coin": 30}, "unknown option 'coin'"),
    ({"players": 3, "names": ["Ana", "Ana", "Bo"]}, "names: 'Ana' is given twice"),
    ({"players": "3"}, "players: expected a whole number, got a text"),
])
def test_record_options_are_checked_like_game_options(options, reason):
    record = GameRecord("classic", options, 1, ())
    with pytest.raises(InvalidRecord, match=f"^record: options: {reason}"):
        Game.replay(record)


def test_an_action_equal_to_a_legal_one_is_played_as_the_engines_own():
    """A payment counted in numpy integers still saves to JSON."""
    game = Game(players=3, seed=2)
    legal = next(a for a in game.legal_actions(0) if a.kind == "build")
    copy = Action(legal.kind, legal.card, Payment(np.int64(legal.payment.left), np.int64(legal.payment.right),
                                                  np.int64(legal.payment.bank), legal.payment.buys,
                                                  legal.payment.how, legal.payment.chain_from))
    assert copy == legal and copy is not legal
    game.play(0, copy)
    assert json.loads(game.record().to_json())["actions"] == [{"city": 0, **legal.to_json()}]


def test_asking_about_a_card_or_a_seat_that_is_not_there_is_refused_in_words():
    """Questions a learner types (a misspelt card, a seat that is not a seat) get IllegalAction,
    a ValueError with the reason, never a KeyError, IndexError or TypeError."""
    game = Game(players=3, seed=1)
    with pytest.raises(IllegalAction, match="unknown card 'Altarr'"):
        game.card_actions(0, "Altarr")
    for ask in (game.hand, game.controller):
        with pytest.raises(IllegalAction, match="there is no seat 5: the seats are 0 to 2"):
            ask(5)
        with pytest.raises(IllegalAction, match="a seat is a whole number"):
            ask("0")
    assert game.hand(0) and game.controller(0) == 0
