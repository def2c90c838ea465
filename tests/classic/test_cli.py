"""The command line for 7 Wonders: score, simulate, bench and replay (FORMATS.md)."""

import csv
import json

import pytest

from wonderlab.classic import Game
from wonderlab.cli import main

TABLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8,
     "military": [1, 3, -1], "cards": ["Apothecary", "Workshop", "Scriptorium", "Library", "Scientists Guild"]},
    {"name": "Bo", "wonder": "gizeh", "side": "b", "stages": 1, "coins": 4, "military": 2,
     "cards": ["Guard Tower", "bains"]},
    {"name": "Cy", "wonder": "Statue de Zeus à Olympie", "side": "B", "stages": 3, "coins": 0,
     "military": [-1, -1], "cards": ["Magistrates Guild", "Altar"]},
]}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path, data, name="table.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_score_prints_the_breakdown_as_json(tmp_path, capsys):
    code, out, _ = run(capsys, "score", write(tmp_path, TABLE), "--json")
    result = json.loads(out)
    assert code == 0 and result["game"] == "classic" and result["result"] == "points"
    ana = result["players"][0]
    assert list(ana["categories"]) == ["military", "treasury", "wonder", "civilian", "science",
                                       "commercial", "guilds"]
    assert ana["categories"]["science"] == 26 and ana["total"] == 3 + 2 + 3 + 26
    assert ana["choices"] == ["science: Babylon A stage 2 -> compass", "science: Scientists Guild -> gear"]
    assert result["winners"] == ["Ana"]
    for player in result["players"]:
        assert player["total"] == sum(player["categories"].values())


def test_score_prints_a_table_by_default(tmp_path, capsys):
    code, out, _ = run(capsys, "score", write(tmp_path, TABLE))
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["Ana", "Bo", "Cy"]
    assert lines[5].split() == ["science", "26", "0", "1"]      # Cy copies the Scientists Guild
    assert lines[-1] == "winner: Ana"


def bad(players_change=None, **top):
    data = json.loads(json.dumps(TABLE))
    if players_change:
        players_change(data["players"])
    data.update(top)
    return data


@pytest.mark.parametrize("data, message", [
    ("{not json", "malformed JSON"),
    (bad(lambda p: p[0]["cards"].append("Libary")), "players[0].cards[5]: 'Libary': unknown card (did you mean 'Library'?)"),
    (bad(lambda p: p[1].update(wonder="Atlantis")), "players[1].wonder: 'Atlantis': unknown wonder"),
    (bad(lambda p: p[1]["cards"].append("Guard Tower")), "players[1].cards[2]: 'Guard Tower': Bo already has Guard Tower"),
    (bad(lambda p: [x["cards"].append("Lumber Yard") for x in p]), "3 cities hold Lumber Yard, but the deck for 3 players has 1 copy"),
    (bad(lambda p: p[0].update(stages=4)), "players[0].stages: 4: Babylon A has only 3 stages"),
    (bad(lambda p: p[2].update(military=[1, 2])), "players[2].military[1]: 2: a conflict token is 1, 3, 5 or -1"),
    (bad(lambda p: p[1].update(side="C")), "players[1].side: 'C': expected 'A' or 'B'"),
    (bad(lambda p: p[2].update(name="Ana")), "players[2].name: 'Ana': two players have this name"),
    (bad(lambda p: p[2].update(coins=-1)), "players[2].coins: -1: expected a whole number"),
    (bad(lambda p: p.pop()), "players: expected a list of 3 to 7 cities"),
    (bad(game="chess"), "game: 'chess': expected one of classic, duel, architects"),
])
def test_a_bad_table_gets_one_line_and_exit_code_2(tmp_path, capsys, data, message):
    code, out, err = run(capsys, "score", write(tmp_path, data))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_simulate_writes_one_row_per_player_per_game_and_the_same_seed_gives_the_same_csv(tmp_path, capsys):
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    code, out, _ = run(capsys, "simulate", "classic", "--players", 3, "--games", 4, "--seed", 9,
                       "--bots", "greedy,random", "--out", first)
    assert code == 0 and "win rate" in out and "greedy" in out and "random" in out
    run(capsys, "simulate", "classic", "--players", 3, "--games", 4, "--seed", 9,
        "--bots", "greedy,random", "--out", second)
    assert first.read_text() == second.read_text()
    rows = list(csv.DictReader(first.open()))
    assert list(rows[0]) == ["game", "seed", "seat", "bot", "military", "treasury", "wonder", "civilian",
                             "science", "commercial", "guilds", "total", "winner"]
    assert len(rows) == 12 and [r["bot"] for r in rows[:3]] == ["greedy", "random", "greedy"]
    assert {r["winner"] for r in rows} <= {"true", "false"}
    for row in rows:
        parts = sum(int(row[c]) for c in ("military", "treasury", "wonder", "civilian", "science",
                                          "commercial", "guilds"))
        assert parts == int(row["total"])


def test_simulate_plays_the_two_player_variant(capsys):
    code, out, _ = run(capsys, "simulate", "classic", "--players", 2, "--games", 2)
    assert code == 0 and "2 players" in out


@pytest.mark.parametrize("argv, message", [
    (["--players", "9"], "--players: 9"), (["--bots", "genius"], "unknown bot 'genius'"),
    (["--games", "0"], "--games")])
def test_simulate_refuses_bad_options(capsys, argv, message):
    code, _, err = run(capsys, "simulate", "classic", *argv)
    assert code == 2 and message in err


def test_bench_ends_with_the_figures_line(capsys):
    code, out, _ = run(capsys, "bench", "classic", "--players", 3, "--seconds", 0.2)
    last = out.strip().splitlines()[-1]
    assert code == 0 and last.startswith("games_per_s=")
    games, turns = (float(part.split("=")[1]) for part in last.split())
    assert games > 0 and turns > games * 40


def test_replay_checks_a_saved_game_and_prints_its_scores(tmp_path, capsys):
    game = Game(players=3, seed=4)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[0])
    path = tmp_path / "game.json"
    game.record().save(path)
    code, out, _ = run(capsys, "replay", path, "--json")
    assert code == 0
    result = json.loads(out[out.index("{"):])
    assert [p["total"] for p in result["players"]] == [s.total for s in game.scores()]
    data = json.loads(path.read_text())
    data["actions"][0]["card"] = "palace"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", path)
    assert code == 2 and "action #1" in err
