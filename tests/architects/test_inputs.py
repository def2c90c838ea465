"""Issue 8, « The engines' inputs »: whatever a caller passes as a seat, an action or an option,
the engine answers ``IllegalAction`` (or ``ValueError`` for options) in words, and the game is
left exactly as it was."""

import json

import numpy as np
import pytest

from wonderlab.architects import Action, Game
from wonderlab.architects.rules import GOLD, WOOD
from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.core.records import GameRecord

from . import rig

NOT_SEATS = [0.0, 1.0, True, False, "0", None, [0], (0,), b"0", 1j, object()]


@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
def test_anything_but_an_int_seat_is_refused_and_changes_nothing(seat):
    """« play(0.0, …), play(True, …), play("0", …), play(None, …) today pass the legality check
    and then crash half-way, leaving the game changed »."""
    game = Game(players=3, seed=4)
    action = game.legal_actions(0)[0]
    before, record = game.state_key(), game.record()
    with pytest.raises(IllegalAction, match="a seat is a whole number"):
        game.play(seat, action)
    assert game.state_key() == before and game.record() == record
    with pytest.raises(IllegalAction):
        game.legal_actions(seat)
    if seat is not None:                  # view(None) is an onlooker's view: every public fact
        with pytest.raises(IllegalAction):
            game.view(seat)
    assert game.explain(seat, action)[0].startswith("Not possible now: a seat is a whole number")
    game.play(0, action)                  # the game goes on
    assert game.current != 0 or game.phase != "take"


@pytest.mark.parametrize("seat", [3, -1, -4, 10**30])
def test_a_seat_out_of_the_game_is_named_with_the_real_seats(seat):
    """Not « there is no seat 0: the seats are 0 to 2 - 1 »."""
    game = Game(players=3, seed=4)
    before = game.state_key()
    with pytest.raises(IllegalAction) as error:
        game.play(seat, game.legal_actions(0)[0])
    assert str(error.value) == f"there is no seat {seat}: the seats are 0 to 2"
    assert game.state_key() == before
    with pytest.raises(IllegalAction, match="the seats are 0 and 1"):
        Game(players=2).play(2, Action.take("left"))


def test_numpy_integers_are_the_seats_they_are_and_the_record_still_saves():
    """« accept numpy integers as the ints they are (a seat that comes from pandas must still
    save to JSON) »."""
    game = Game(players=3, seed=5)
    for seat_type in (np.int64, np.int32, np.uint8, np.int16):
        seat = seat_type(game.current)
        assert game.legal_actions(seat) == game.legal_actions(game.current)
        game.play(seat, game.legal_actions(seat)[0])
    text = game.record().to_json()
    assert all(type(entry["seat"]) is int for entry in json.loads(text)["actions"])
    assert Game.replay(GameRecord.from_json(text)).state_key() == game.state_key()


def test_a_true_seat_is_not_seat_one():
    """``True == 1`` in Python, but a bool is not a seat: once taken, it would save as ``true``."""
    game = Game(players=3, seed=6)
    game.play(0, game.legal_actions(0)[0])
    while game.current == 0:
        game.play(0, game.legal_actions(0)[0])
    assert game.current == 1
    with pytest.raises(IllegalAction):
        game.play(True, game.legal_actions(1)[0])


BOGUS = [
    Action("build", stage=1, cards=("wood", "gold")),       # a card given as a string
    Action("build", stage=1, cards=(0, "x")),
    Action("build", stage=1, cards=None),                   # a payment of None
    Action("build", stage=1, cards=[0, 5]),                 # a list, not a tuple
    Action("build", stage=1, cards=(99,)),
    Action("build", stage=1, cards=(-1,)),
    Action("build", stage=1, cards=(True,)),
    Action("build", stage="1", cards=(0, 5)),
    Action("build", stage=None),
    Action("build", stage=2.5, cards=(0, 5)),
    Action("build", stage=9, cards=(0, 5)),
    Action("take", source=0),                               # a source given as an int
    Action("take", source="up"),
    Action("take", source="left", via=None),
    Action("take", source="left", via="economy"),
    Action("take", source="left", via="nowhere"),
    Action("look", source="central", via="halicarnassus"),
    Action("keep", via="halicarnassus", cards=()),
    Action("keep", via="halicarnassus", cards=(1, 2)),
    Action("progress", via="science", cards=(6, 6), token="nope"),
    Action("progress", via="science", cards=(6, 6), token=None),
    Action("progress", via="urbanism", token="culture"),
    Action("pass"),                                         # an unknown kind
    Action(None),
    Action(3, source=[1], via={}, stage=[], cards=7, token=()),
]


@pytest.mark.parametrize("action", BOGUS, ids=[f"bogus{i}" for i in range(len(BOGUS))])
def test_hand_built_actions_with_bogus_fields_are_refused_in_words(action):
    """« Hand-built actions with bogus fields (a card given as a string or an int, a payment of
    None, an unknown kind) are refused with IllegalAction, never TypeError, KeyError or
    AttributeError; printing such an action never raises either »."""
    for phase in ("take", "resolve"):
        game = rig.table(3)
        if phase == "resolve":
            rig.tokens(game, 0, "urbanism")
            rig.give(game, 0, gold=1)
            rig.top(game, "left", "wood")
            rig.take(game, "left")
            assert game.phase == "resolve" and game.current == 0
        before, record = game.state_key(), game.record()
        with pytest.raises(IllegalAction) as error:
            game.play(0, action)
        assert str(error.value).strip()
        assert game.state_key() == before and game.record() == record
        assert game.explain(0, action)[0].startswith("Not possible now: ")
    assert str(action) and repr(action).startswith("<Action ") and action._repr_html_()


def test_a_bogus_field_is_named_in_the_reason():
    game = Game(players=3, seed=1)
    with pytest.raises(IllegalAction, match=r"^cards: \('wood', 'gold'\) should be a tuple of card kind numbers"):
        game.play(0, Action("build", stage=1, cards=("wood", "gold")))
    with pytest.raises(IllegalAction, match="^kind: 'pass' is not a kind of action"):
        game.play(0, Action("pass"))
    assert str(Action("take", source="up")).startswith("an action that does not exist")


def test_the_action_constructors_refuse_unknown_cards_in_words():
    assert Action.build(1, ["gold", "wood"]) == Action.build(1, (WOOD, GOLD))
    for cards in (["wod"], [14], None, [None], [0.5], "wood", 5):
        with pytest.raises(IllegalAction, match="cards: "):
            Action.build(1, cards)
    with pytest.raises(IllegalAction, match="cards: "):
        Action.keep("nothing")


@pytest.mark.parametrize("seed", [1.0, True, "1", None, [1], 2**4000], ids=lambda s: repr(s)[:20])
def test_a_seed_a_record_cannot_save_is_refused_when_the_game_is_made(seed):
    """« the seed an int (a seed that the record cannot save or replay is refused when the game is
    made, not when it is saved) »."""
    with pytest.raises(ValueError, match="^seed: "):
        Game(players=3, seed=seed)


def test_a_numpy_seed_is_the_int_it_is():
    game = Game(players=3, seed=np.int64(12))
    assert type(game.seed) is int and game.state_key() == Game(players=3, seed=12).state_key()
    assert json.loads(game.record().to_json())["seed"] == 12


@pytest.mark.parametrize("names, problem", [
    (["Ana", "Bo"], "expected 3 names"),
    (["Ana", "Bo", "Cy", "Di"], "expected 3 names"),
    ("AnaBoCy", "expected 3 names"),
    (["Ana", "", "Cy"], "not blank"),
    (["Ana", "   ", "Cy"], "not blank"),
    (["Ana", None, "Cy"], "not blank"),
    (["Ana", 7, "Cy"], "not blank"),
    (["Ana", "Ana", "Cy"], "the same name"),
    (["Ana", "Ana ", "Cy"], "the same name"),
    (["Ana", "bo  b", "Bo b"], "the same name"),
    ({"Ana": 1, "Bo": 2, "Cy": 3}, "expected 3 names"),
])
def test_names_are_unique_non_empty_texts_one_per_player(names, problem):
    """« names a list of unique non-empty strings of the right length »: a blank or duplicate name
    would name the wrong winner."""
    with pytest.raises(ValueError, match=f"^names: .*{problem}"):
        Game(players=3, names=names)


@pytest.mark.parametrize("wonders, problem", [
    (["Giza", "Rhodes"], "expected a list of 3 wonders"),
    ("GizaRhodesEphesus", "expected a list of 3 wonders"),
    (["Giza", "Rhodes", "Giza"], "only once"),
    (["Giza", "Rhodes", "Gizeh"], "only once"),
    (["Giza", "Rhodes", "Atlantis"], "unknown wonder 'Atlantis'"),
    (["Giza", "Rhodes", None], "unknown wonder None"),
    (["Giza", "Rhodes", 3], "unknown wonder 3"),
])
def test_wonders_are_a_list_of_known_different_wonders(wonders, problem):
    with pytest.raises(ValueError, match=f"^wonders: .*{problem}"):
        Game(players=3, wonders=wonders)


@pytest.mark.parametrize("players", [1, 8, 2.0, True, "3", None])
def test_the_player_count_is_a_whole_number_from_two_to_seven(players):
    with pytest.raises(ValueError, match="^players: "):
        Game(players=players)


def test_the_options_a_game_saves_are_plain_lists():
    game = Game(players=2, seed=3, wonders=("Giza", "Rhodes"), names=("Ana", "Bo"))
    assert game.record().options == {"players": 2, "wonders": ["Giza", "Rhodes"], "names": ["Ana", "Bo"]}


def test_a_record_with_an_unknown_option_is_refused():
    with pytest.raises(InvalidRecord, match="not options of 7 Wonders Architects"):
        Game.replay(GameRecord("architects", {"players": 3, "expansion": "leaders"}, 1))
    with pytest.raises(InvalidRecord, match="seed: expected a whole number"):
        Game.replay(GameRecord("architects", {"players": 3}, True))


def test_a_record_refusal_names_the_action_and_says_why_in_the_engines_words():
    """« a refusal names the action and says why it is illegal, in the engine's words »."""
    game = Game(players=3, seed=2)
    take = game.legal_actions(0)[0]
    entries = [{"seat": 1, **take.to_json()}]
    with pytest.raises(InvalidRecord, match=r"^record: action #1 \{\"seat\": 1, .* is not legal: it is Player 1's turn$"):
        Game.replay(GameRecord("architects", {"players": 3}, 2, tuple(entries)))
    entries = [{"seat": 0, "kind": "build", "stage": 1, "cards": ["wood", "marble"]}]
    with pytest.raises(InvalidRecord, match=r"^record: action #1 .*: cards: 'marble' is not a kind of card"):
        Game.replay(GameRecord("architects", {"players": 3}, 2, tuple(entries)))
    entries = [{"seat": "0", **take.to_json()}]
    with pytest.raises(InvalidRecord, match="seat: expected a seat number from 0 to 2, got a text"):
        Game.replay(GameRecord("architects", {"players": 3}, 2, tuple(entries)))


def test_a_record_entry_that_is_not_an_object_is_refused_in_words():
    for entry in (["take", "left"], None, "take left", 3):
        with pytest.raises(InvalidRecord, match="^record: action #1: expected an object, got "):
            Game.replay(GameRecord("architects", {"players": 3}, 2, (entry,)))


def test_an_onlookers_view_shows_only_what_every_player_sees():
    """The table shows an onlooker (a hot-seat pass screen) no central card and no private look."""
    game = Game(players=3, seed=4)
    onlooker = game.view(None)
    assert onlooker["seat"] is None and onlooker["central"]["top"] is None
    assert onlooker["revealed"] is None
    public = {key: value for key, value in game.view(1).items() if key != "seat"}
    assert {key: value for key, value in onlooker.items() if key != "seat"} == public
