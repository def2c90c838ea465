"""The position editor (issue 23): from a live game, a record at a turn or a typed position;
numbers and lists changed by clicks, each change checked by the game (an impossible one taken
back, said in one line); the text shown is the position's; the what-if runs from it."""

from pathlib import Path

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game
from wonderlab.duel.game import Game as DuelGame
from wonderlab.widgets.position import PositionEditor

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples" / "positions"


def _click(button):
    button.click()


def test_from_a_typed_position_change_a_card_of_the_hand_and_ask_again():
    editor = PositionEditor((EXAMPLES / "classic-age2-turn3.txt").read_text(), rollouts=2, bots="random")
    assert "hand: Loom II, Walls, Aqueduct, Dispensary, Laboratory" in editor.text.value
    editor.place.value = ("hand",)
    editor.item.value = "Walls"
    editor.name.value = "Library"
    _click(editor.replace)
    assert editor.problem == "" and editor.data["hand"][1] == "Library"
    assert "hand: Loom II, Library, Aqueduct" in editor.text.value
    _click(editor.run)
    assert any(a.startswith("build Library") for a in editor.frame["action"])
    assert all(count == 2 for count in editor.frame["rollouts"])
    assert "build Library" in editor.results.value


def test_an_impossible_change_is_taken_back_and_said_in_one_line():
    editor = PositionEditor((EXAMPLES / "classic-age2-turn3.txt").read_text())
    before = editor.position
    editor.place.value = ("hand",)
    editor.item.value = "Walls"
    editor.name.value = "Pantheon"             # an Age III card in an Age II hand
    _click(editor.replace)
    assert editor.position == before
    assert editor.problem.startswith("Taken back: hand[1]: 'Pantheon'") and "\n" not in editor.problem
    assert "Pantheon" in editor.message.value
    editor.name.value = "no such card"
    _click(editor.add)
    assert "unknown card" in editor.problem and editor.position == before


def test_numbers_by_clicks_in_each_game():
    duel = PositionEditor((EXAMPLES / "duel-age1.txt").read_text())
    duel.number.value = ("players", 0, "coins")
    _click(duel.plus)
    assert duel.data["players"][0]["coins"] == 6 and "Hugo: coins 6" in duel.text.value
    architects = PositionEditor((EXAMPLES / "architects-3p.txt").read_text())
    architects.number.value = ("players", 1, "victory_tokens")
    _click(architects.plus)
    assert architects.data["players"][1]["victory_tokens"] == 2 and "victory 2" in architects.text.value
    architects.place.value = ("players", 1, "stages")
    architects.name.value = "5"                 # stage 5 rests on stages 2, 3 and 4
    _click(architects.add)
    assert "rests on" in architects.problem and architects.data["players"][1]["stages"] == [1, 2]


@pytest.mark.parametrize("make", [lambda: Game(players=4, seed=2), lambda: DuelGame(seed=3),
                                  lambda: ArchitectsGame(players=3, seed=1)])
def test_from_a_live_game_the_seat_s_position(make):
    game = make()
    while game.phase == "pick":                  # Duel: the wonder draft comes first
        game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
    editor = PositionEditor(game, seat=0)
    assert editor.position == game.position(0)
    assert editor.game().position(0) == game.position(0)


def test_from_a_record_at_a_turn():
    game = Game(players=3, seed=5)
    for _ in range(2):
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[-1])
    editor = PositionEditor(game.record(), seat=1, turn=2)
    assert editor.data["turn"] == 3 and editor.data["seat"] == "Player 2"


def test_no_click_lets_an_exception_out():
    editor = PositionEditor((EXAMPLES / "architects-3p.txt").read_text())
    editor.typed.value = "architects; turn x"
    _click(editor.read)
    assert editor.problem == "turn: 'x': expected a whole number"
    editor.typed.value = "{not json"
    _click(editor.read)
    assert editor.problem
    editor.typed.value = (EXAMPLES / "duel-age1.txt").read_text()
    _click(editor.read)
    assert editor.problem == "" and editor.kind == "duel" and "row 1:" in editor.text.value
