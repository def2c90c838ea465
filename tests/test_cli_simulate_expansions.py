"""``wonderlab simulate duel --pantheon`` / ``--agora`` (issue 42): every bot plays Duel's
expansions from the command line, alone or both at once, their categories in the CSV; the options
of another game are refused in one line."""

import csv

import pytest

from wonderlab import cli


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("option", "columns"), [("--pantheon", ["divinities", "grand_temples"]),
                                                 ("--agora", ["senate"]),
                                                 ("--pantheon --agora", ["divinities", "grand_temples", "senate"])])
def test_simulate_plays_an_expansion_with_its_categories_in_the_csv(capsys, tmp_path, option, columns):
    out_file = tmp_path / "runs.csv"
    code, out, err = run(capsys, "simulate", "duel", *option.split(), "--bots", "greedy,random", "--games", 8,
                         "--seed", 3, "--out", out_file)
    assert code == 0, err
    assert out.startswith(f"8 games of duel {option}, 2 players")
    with open(out_file, newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 16 and all(column in rows[0] for column in columns)
    greedy_wins = sum(row["winner"] == "true" for row in rows if row["bot"] == "greedy")
    assert greedy_wins >= 6         # (200 of 200 and 199 of 200 over seeded games: docs/duel_expansions.md)


@pytest.mark.parametrize(("argv", "words"), [
    (("simulate", "classic", "--agora", "--games", 1), "--agora is an option of duel, not of classic"),
    (("simulate", "architects", "--pantheon", "--games", 1), "--pantheon is an option of duel, not of architects"),
])
def test_simulate_refuses_an_expansion_it_cannot_play_in_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and words in err and err.count("\n") == 1 and out == ""
