"""The last edges of positions and files (issue 40), each found by fuzzing: a refusal in one line
naming the field, never a traceback, never a wait, never a record that cannot be read back."""

import os
import threading
from pathlib import Path

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.cli import main
from wonderlab.core.position import InvalidPosition
from wonderlab.duel.game import Game as DuelGame

EXAMPLES = Path(__file__).parents[1] / "docs" / "examples" / "positions"


def json_position(game_class, name, seat):
    return game_class.from_position((EXAMPLES / name).read_text(), seed=1).position(seat).to_json()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a system without FIFOs")
def test_what_if_refuses_a_fifo_at_once_as_score_and_replay_do(tmp_path, capsys):
    path = tmp_path / "position.txt"
    os.mkfifo(path)
    codes = []
    worker = threading.Thread(target=lambda: codes.append(main(["what-if", str(path), "--rollouts", "1"])),
                              daemon=True)
    worker.start()
    worker.join(120)            # a blocked open would never return; the refusal takes milliseconds
    assert codes == [2]
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a pipe, not a file" in err and str(path) in err


@pytest.mark.parametrize("looting", [["x"], [2, "5"], [2.0], [True], [[2]], [None, 5], "25"])
def test_a_duel_looting_field_of_non_numbers_is_refused_naming_it(looting):
    data = json_position(DuelGame, "duel-age1.txt", 1)
    data["players"][0]["looting"] = looting
    with pytest.raises(InvalidPosition, match=r"^players\[0\]\.looting: .*expected the looting tokens"):
        DuelGame.from_position(data)


def test_a_duel_looting_field_of_non_numbers_is_one_line_from_the_cli(tmp_path, capsys):
    import json

    data = json_position(DuelGame, "duel-age1.txt", 1)
    data["players"][0]["looting"] = [2, "x"]
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(data))
    assert main(["what-if", str(path), "--rollouts", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players[0].looting" in err and "Traceback" not in err


def test_architects_victory_tokens_are_bounded_by_the_28_of_the_box():
    # seed 002: « vingt-huit jetons Victoire Militaire »
    text = (EXAMPLES / "architects-3p.txt").read_text()
    with pytest.raises(InvalidPosition, match=r"victory_tokens: 99: .*the box holds 28"):
        ArchitectsGame.from_position(text.replace("victory 1", "victory 99", 1))
    fair = text.replace("victory 1", "victory 26", 1)      # 26 + 1 + 0: the box has them
    assert ArchitectsGame.from_position(fair).victories[0] == 26


def test_the_architects_table_file_bounds_victory_tokens_too():
    from wonderlab.architects.table import score_table
    from wonderlab.core.errors import InvalidTable

    players = [{"name": "Ada", "wonder": "Ephesus", "victory_tokens": 20},
               {"name": "Bo", "wonder": "Gizeh", "victory_tokens": 9}]
    with pytest.raises(InvalidTable, match=r"players\[0\]\.victory_tokens: 20: 29 Military Victory tokens"):
        score_table({"game": "architects", "players": players})
    players[1]["victory_tokens"] = 8
    assert score_table({"game": "architects", "players": players})["players"][0]["categories"]["military"] == 60


def test_a_name_holding_a_lone_surrogate_is_refused_so_every_record_reads_back():
    data = json_position(DuelGame, "duel-age1.txt", 1)
    data["players"][0]["name"] = "Hu\ud800go"
    with pytest.raises(InvalidPosition, match=r"^players\[0\]\.name: .*lone surrogate"):
        DuelGame.from_position(data)


def test_a_position_nested_a_thousand_deep_is_refused_in_one_line():
    deep = inner = {}
    for _ in range(1000):
        inner["a"] = {}
        inner = inner["a"]
    data = json_position(DuelGame, "duel-age1.txt", 1)
    data["players"][0]["coins"] = deep
    with pytest.raises(InvalidPosition) as refused:
        DuelGame.from_position(data)
    assert str(refused.value).startswith("players[0].coins: ") and "\n" not in str(refused.value)


@pytest.mark.parametrize("names", [["Ana", ["Bo"]], [["Ana"], "Bo"], "AnaBo", 5, {"Ana": 1}])
def test_a_forum_file_whose_options_names_is_no_list_of_names_is_refused_naming_it(tmp_path, names):
    import json

    from wonderlab.forum.gamefile import ForumError, GameFile

    path = tmp_path / "game.json"
    GameFile.new("duel", ["Ana", "Bo"], seed=1).save(path)
    data = json.loads(path.read_text())
    data["options"]["names"] = names
    data["chosen"] = {"Ana": {"entry": {}, "text": "build"}}     # read before the options were
    path.write_text(json.dumps(data))
    with pytest.raises(ForumError, match=r"options\.names: expected a list of player names$"):
        GameFile.load(path)


def test_the_cat_is_held_only_by_a_player_showing_a_cat_card():
    # seed 002: « Quand une carte bleue porte le Chat, prends ce pion » (blue cards stay in front)
    from wonderlab.architects.table import score_table
    from wonderlab.core.errors import InvalidTable

    players = [{"name": "Ada", "wonder": "Ephesus", "cards": {"blue_2_cat": 1}},
               {"name": "Bo", "wonder": "Gizeh", "cat": True}]
    with pytest.raises(InvalidTable, match=r"^players\[1\]\.cat: True: Bo holds the Cat, but .* of Bo's"):
        score_table({"game": "architects", "players": players})
    players[0]["cat"], players[1]["cat"] = True, False
    assert score_table({"game": "architects", "players": players})["players"][0]["categories"]["cat"] == 2


CLASSIC = (EXAMPLES / "classic-age2-turn3.txt").read_text()


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda t: t.replace('"coins": 6', '"coins": 6' + "0" * 20), "players[0].coins", "far too large"),
    (lambda t: t.replace('"coins": 6', '"coins": 6, "coins": 7'), "players[0].coins", "appears twice"),
    (lambda t: t.replace('"coins": 6', '"coins": ' + "[" * 40 + "]" * 40),
     "players[0].coins" + "[0]" * 29, "nested more than 32"),
])
def test_a_refusal_of_a_position_given_as_json_text_names_the_field(change, field, words):
    import json

    from wonderlab.classic.game import Game

    text = json.dumps(Game.from_position(CLASSIC, seed=1).position(0).to_json())
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(change(text))
    assert refused.value.field == field and words in str(refused.value)


@pytest.mark.parametrize(("change", "said"), [
    (lambda t: t + "seen 4: Walls\n", "seen 4: 4 hands: by turn 3 the seat has passed 2"),
    (lambda t: t.replace("Cy: Babylon B; stages 1; coins 7", "Cy: Babylon B; stages 1; coins -7"),
     "Cy.coins: -7: expected a whole number, 0 or more"),
    (lambda t: t.replace("Cy: Babylon B; stages 1; coins 7", "Cy: Babylon B; stages 1; coins x"),
     "Cy.coins: 'x': expected a whole number"),
    (lambda t: t.replace("Cy: Babylon B", "Cy: Babylon"), "Cy.wonder: 'Babylon': give the wonder's side"),
])
def test_a_refusal_of_typed_text_names_the_line_as_typed(change, said):
    from wonderlab.classic.game import Game

    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(change(CLASSIC))
    assert str(refused.value).startswith(said)


@pytest.mark.parametrize(("name", "change", "words"), [
    ("duel-age1.txt", ("seat Lea", "seat Hugo"), "Hugo: seat 0 has no decision to make now (waiting for Lea)"),
    ("architects-3p.txt", ("seat Ada", "seat Bo"), "Bo: seat 1 has no decision to make now (waiting for Ada)"),
])
def test_a_legal_position_whose_seat_is_not_to_play_exits_3_naming_the_players(tmp_path, capsys, name, change,
                                                                               words):
    path = tmp_path / name
    path.write_text((EXAMPLES / name).read_text().replace(*change))
    assert main(["what-if", str(path), "--rollouts", "1", "--bots", "random"]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "ask it of" in err
    assert main(["what-if", str(EXAMPLES / "duel-age1.txt").replace("age1", "nowhere")]) == 2   # still 2


# -- the five impossible positions ------------------------------------------------------------------
def test_a_7_wonders_victory_token_needs_a_shield_of_that_age():
    # seed 000: « Si vous avez plus de Boucliers que votre voisin : vous prenez un jeton Victoire (+1 à l'Âge I…) »
    from wonderlab.classic.game import Game

    dropped_minus = CLASSIC.replace("Bo: Alexandria A; coins 1; military -1", "Bo: Alexandria A; coins 1; military 1")
    with pytest.raises(InvalidPosition, match=r"^Bo\.military: \[1\]: a victory token 1 of Age I, but no card"):
        Game.from_position(dropped_minus)
    shields = CLASSIC.replace("Cy: Babylon B; stages 1; coins 7; military -1 1", "Cy: Babylon B; stages 1; coins 7; military 1 1")
    assert Game.from_position(shields).cities[2].military == [1, 1]      # Guard Tower: a shield in Age I


def duel_position_with_a_pair():
    """Seat 1's position in a seeded random Duel game once Player 2 holds one pair of identical
    scientific symbols and the one progress token it took for it (four left on the board)."""
    import random

    game, rng = DuelGame(seed=2), random.Random(2)
    while not game.is_over:
        try:
            data = game.position(1).to_json()
        except ValueError:              # a position is written while a card is chosen
            data = None
        if data and len(data["progress"]) == 4 and len(data["players"][1]["progress"]) == 1 \
                and sum(1 for n in game.p[1].science if n >= 2) == 1:
            return data
        seat = game.waiting[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))
    raise AssertionError("no such position in this game")


def test_a_duel_science_pair_takes_a_progress_token_at_once():
    # seed 004: « Chaque fois que tu réunis deux symboles scientifiques identiques, tu prends tout de suite
    # un jeton Progrès sur le plateau »
    data = duel_position_with_a_pair()
    token = data["players"][1]["progress"][0]
    assert DuelGame.from_position(data).position(1).data["players"][1]["progress"] == [token]
    data["players"][1]["progress"], data["progress"] = [], [*data["progress"], token]
    with pytest.raises(InvalidPosition, match=r"^players\[1\]\.progress: Player 2 holds 1 pairs .* took 0 progress"):
        DuelGame.from_position(data)


ARCHITECTS = (EXAMPLES / "architects-3p.txt").read_text()


@pytest.mark.parametrize(("change", "said"), [
    # seed 002: « tu prends une seule carte », more only through a Progress token or a stage's power
    (("turn 19", "turn 2"), "turn: 2: 19 cards taken (in front of the players and discarded) in 1 turns played"),
    # « Quand tu prends une rouge avec un ou deux cors, retourne autant de Conflits de Paix vers Bataille »
    (("war 0", "war 1"), "war: 1: 1 conflicts show battle, but the red cards in front of the players show 0 horns"),
    # « Avec deux symboles scientifiques identiques ou les trois différents, tu dois défausser les cartes
    # vertes correspondantes et prendre un Progrès »
    (("victory 1\n", "victory 1; progress Culture\n"), "players: 1 Progress tokens owned (0 from Babylon's stages), but 0 green"),
])
def test_an_architects_marker_needs_what_could_have_given_it(change, said):
    assert ArchitectsGame.from_position(ARCHITECTS).turn == 19
    with pytest.raises(InvalidPosition) as refused:
        ArchitectsGame.from_position(ARCHITECTS.replace(*change, 1))
    assert str(refused.value).startswith(said)


def test_seen_n_dash_has_one_meaning_a_line_left_out():
    from wonderlab.classic.game import Game

    with pytest.raises(InvalidPosition, match=r"^seen 1: '-': .*leave out 'seen 1'"):
        Game.from_position(CLASSIC + "seen 1: -\n")
    remembered = CLASSIC + "seen 2: Courthouse, Glassworks II, Press II, Statue, Training Ground\n"
    position = Game.from_position(remembered, seed=3).position(0)
    assert position.data["seen"][0] == [] and "seen 1" not in position.text     # turn 1: nothing to tell
    assert "seen 2: Courthouse" in position.text
    assert Game.from_position(position.text, seed=3).position(0) == position


def test_a_json_position_file_with_a_key_twice_is_refused_naming_the_field_from_the_cli(tmp_path, capsys):
    import json

    text = json.dumps(json_position(DuelGame, "duel-age1.txt", 1)).replace('"coins": 5', '"coins": 5, "coins": 6')
    path = tmp_path / "duel.json"
    path.write_text(text)
    assert main(["what-if", str(path), "--rollouts", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players[0].coins: the key 'coins' appears twice" in err


def test_a_duel_row_is_named_as_typed_from_1_in_the_field_and_in_the_problem():
    text = (EXAMPLES / "duel-age1.txt").read_text().replace("row 2: ?, ?, ?", "row 2: ?, Stable, ?")
    with pytest.raises(InvalidPosition) as refused:
        DuelGame.from_position(text)
    assert str(refused.value).startswith("row 2 #2: 'Stable': Stable is also at row 1 #1: ")
