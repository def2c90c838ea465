"""``wonderlab what-if FILE`` (issue 23): a position's choices ranked, exit 0; a broken one, exit 2."""

import json
from pathlib import Path

import pytest

from wonderlab.cli import main

EXAMPLES = Path(__file__).parents[1] / "docs" / "examples" / "positions"


@pytest.mark.parametrize("name", ["classic-age2-turn3.txt", "duel-age1.txt", "architects-3p.txt"])
def test_the_worked_examples_are_ranked(name, capsys):
    assert main(["what-if", str(EXAMPLES / name), "--rollouts", "2", "--bots", "random"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("What if ") and "2 games per choice" in out[0]
    assert out[2].startswith("1. ") and out[2].endswith("best")
    assert "other choices are really apart from the best" in out[-1]


def test_a_json_position_is_ranked_too(tmp_path, capsys):
    from wonderlab.duel.game import Game

    position = Game.from_position((EXAMPLES / "duel-age1.txt").read_text()).position(1)
    path = tmp_path / "duel.json"
    path.write_text(position.dumps())
    assert main(["what-if", str(path), "--rollouts", "1", "--bots", "random"]) == 0
    assert capsys.readouterr().out.startswith("What if Lea played each choice?")


def test_an_impossible_position_exits_2_with_one_line_naming_the_field(tmp_path, capsys):
    path = tmp_path / "bad.txt"
    path.write_text((EXAMPLES / "classic-age2-turn3.txt").read_text().replace("Loom II", "Pantheon"))
    assert main(["what-if", str(path), "--rollouts", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "hand[0]: 'Pantheon'" in err and "Age III" in err


def test_a_table_file_says_what_to_do(tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"game": "classic", "players": [{"name": "Ana", "wonder": "Gizah"}]}))
    assert main(["what-if", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "write the position of the moment to study (docs/positions.md)" in err
