"""Table files (FORMATS.md, architects) and the command line: score, simulate, bench, replay."""

import json
import random

import pytest

from wonderlab.architects import Game
from wonderlab.architects.runner import (
    CATEGORIES,
    DEFAULT_PLAYERS,
    GAME,
    PLAYER_COUNTS,
    score_table,
)
from wonderlab.cli import main
from wonderlab.core.errors import InvalidTable


def _table(*players):
    return {"game": "architects", "players": list(players)}


ADA = {"name": "Ada", "wonder": "Ephesus", "stages": [1, 2, 3], "cards": {"blue_3": 1, "blue_2_cat": 2},
       "victory_tokens": 2, "progress": ["Culture"], "cat": True}
BO = {"name": "Bo", "wonder": "Gizeh", "stages": [1], "cards": {}, "victory_tokens": 0,
      "progress": [], "cat": False}


def test_runner_declares_the_game():
    assert GAME == "architects" and PLAYER_COUNTS == (2, 3, 4, 5, 6, 7) and DEFAULT_PLAYERS == 4
    assert CATEGORIES == ("wonder", "civilian", "military", "progress", "cat")


def test_score_table_29_points_and_the_output_shape():
    """Seed 002's 29 points, typed as a table file; FORMATS.md's output shape."""
    result = score_table(_table(ADA, BO))
    assert result["players"][0] == {"name": "Ada", "total": 29, "choices": [],
                                    "categories": {"wonder": 10, "civilian": 7, "military": 6,
                                                   "progress": 4, "cat": 2}}
    assert result["winners"] == ["Ada"] and result["result"] == "points"
    assert result["categories"] == list(CATEGORIES)


def test_table_names_are_forgiving():
    """English or French, any case, accents optional."""
    ada = dict(ADA, wonder="ÉPHÈSE", progress=["culture"], cards={"Blue 3": 1, "blue_2_cat": 2})
    assert score_table(_table(ada, BO))["players"][0]["total"] == 29
    bo = dict(BO, wonder="giza", progress=["Economie", "Décoration"])
    assert score_table(_table(ADA, bo))["players"][1]["categories"]["progress"] == 4


def test_table_tie_goes_to_the_most_stages():
    a = {"name": "A", "wonder": "Giza", "stages": [1], "cards": {}}
    b = {"name": "B", "wonder": "Rhodes", "stages": [], "cards": {"blue_2_cat": 1}, "cat": True}
    assert score_table(_table(a, b))["winners"] == ["A"]


@pytest.mark.parametrize("change, field, words", [
    (lambda t: t["players"][0].update(stages=[1, 5]), "players[0].stages", "rests on stages 2, 3, 4"),
    (lambda t: t["players"][1].update(cat=True), "players", "both hold the Cat"),
    (lambda t: t["players"][1].update(wonder="Atlantis"), "players[1].wonder", "unknown wonder"),
    (lambda t: t["players"][1].update(progress=["Alchemy"]), "players[1].progress[0]", "unknown Progress token"),
    (lambda t: t["players"][1].update(progress=["Culture"]) or t["players"][0]["progress"].append("Culture")
     or t["players"][0]["progress"].append("culture"), "players", "the game has 2"),
    (lambda t: t["players"][1].update(wonder="Ephèse"), "players[1].wonder", "already plays"),
    (lambda t: t["players"][1].update(cards={"blue_3": 9}), "players", "blue_3 cards"),
    (lambda t: t["players"][1].update(cards={"purple": 1}), "players[1].cards.purple", "unknown card kind"),
    (lambda t: t["players"][1].update(stages=[6]), "players[1].stages[0]", "a stage id is 1 to 5"),
    (lambda t: t["players"][1].update(victory_tokens=-1), "players[1].victory_tokens", "whole number"),
    (lambda t: t["players"][1].update(name="Ada"), "players[1].name", "two players"),
    (lambda t: t["players"].pop(), "players", "2 to 7"),
])
def test_bad_table_files_are_refused_in_one_line(change, field, words):
    """FORMATS.md: a stage built without its supports, two Cats, an unknown wonder or token, more
    Cultures than exist, ... each gets a one-line error naming the field."""
    table = json.loads(json.dumps(_table(ADA, BO)))
    change(table)
    with pytest.raises(InvalidTable) as error:
        score_table(table)
    message = str(error.value)
    assert message.startswith(field) and words in message and "\n" not in message


def test_cli_score_prints_json_and_a_table(tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_text(json.dumps(_table(ADA, BO)), encoding="utf-8")
    assert main(["score", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"][0]["total"] == 29 and "categories" not in out
    assert main(["score", str(path)]) == 0
    text = capsys.readouterr().out
    assert "winner: Ada" in text and "progress" in text


def test_cli_score_refuses_a_bad_file_in_one_line(tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_text(json.dumps(_table(ADA, dict(BO, cat=True))), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Cat" in err


def test_cli_simulate_and_bench(tmp_path, capsys):
    out = tmp_path / "runs.csv"
    assert main(["simulate", "architects", "--players", "3", "--games", "5", "--bots", "greedy,random",
                 "--out", str(out)]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0].split(",") == ["game", "seed", "seat", "bot", *CATEGORIES, "total", "winner"]
    assert len(lines) == 1 + 15
    assert main(["simulate", "architects", "--players", "8"]) == 2
    assert main(["bench", "architects", "--players", "2", "--seconds", "0.2"]) == 0
    assert "games_per_s=" in capsys.readouterr().out


def test_cli_replay_checks_a_saved_game(tmp_path, capsys):
    game = Game(players=3, seed=12)
    rng = random.Random(1)
    while not game.is_over:
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    path = tmp_path / "game.json"
    game.record().save(path)
    assert main(["replay", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out[out.index("{"):])
    assert [p["total"] for p in result["players"]] == [s.total for s in game.scores()]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][3]["source"] = "nowhere"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "not legal" in capsys.readouterr().err
