"""``wonderlab classroom new|check``: the same codes as Python, a table or JSON, and one line
per refused code with exit 2, never a traceback."""

import json
import random

import pytest

from wonderlab.classroom import new_session
from wonderlab.classroom.student import play_as
from wonderlab.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, fields", [
    (["classic", "--players", "4", "--seed", "7", "--bots", "greedy"], ("classic", 4, 7, "random", "greedy", 0)),
    (["classic", "--players", "5", "--seed", "3", "--sides", "B", "--seat", "4"], ("classic", 5, 3, "B", "greedy", 4)),
    (["duel", "--seed", "9", "--bots", "search"], ("duel", 2, 9, "random", "search", 0)),
    (["architects", "--players", "7", "--bots", "random"], ("architects", 7, 0, "random", "random", 0)),
    (["architects", "--seed", "2", "--no-hints"], ("architects", None, 2, "random", "greedy", 0, False))])
def test_new_prints_the_same_code_as_python(capsys, argv, fields):
    code, out, _ = run(capsys, "classroom", "new", *argv)
    assert code == 0
    assert out.splitlines()[0] == new_session(*fields).code
    code, out, _ = run(capsys, "classroom", "new", *argv, "--json")
    assert json.loads(out)["code"] == new_session(*fields).code


@pytest.mark.parametrize("argv, words", [
    (["classic", "--players", "9"], "players: 9"), (["duel", "--sides", "A"], "sides: 'A'"),
    (["classic", "--bots", "search"], "bots: 'search'"), (["classic", "--seat", "5"], "seat: 5"),
    (["classic", "--seed", "-3"], "seed: -3")])
def test_new_refuses_a_bad_setting_in_one_line(capsys, argv, words):
    code, out, err = run(capsys, "classroom", "new", *argv)
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    folder = tmp_path_factory.mktemp("codes")
    session = new_session("classic", players=3, seed=4)
    for name, bot, seed in (("Ana", "greedy", 1), ("Bo", "random", 2)):
        (folder / f"{name}.txt").write_text(play_as(session, name, bot=bot, seed=seed) + "\n")
    return session, folder


def test_check_prints_the_verified_leaderboard(capsys, classroom):
    session, folder = classroom
    code, out, err = run(capsys, "classroom", "check", session.code, str(folder))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["Rank", "Student", "Total"]
    assert {lines[1].split()[1], lines[2].split()[1]} == {"Ana", "Bo"}
    assert "Baseline: a greedy bot" in lines[-1]


def test_check_json_and_refused_codes_exit_2(capsys, classroom, tmp_path):
    session, folder = classroom
    other = new_session("classic", players=3, seed=5)
    (tmp_path / "zed.txt").write_text(play_as(other, "Zed"))
    (tmp_path / "two.txt").write_text((folder / "Ana.txt").read_text() + "\n" + "junk WL2.nope")
    (tmp_path / "bin.txt").write_bytes(b"\xff\x00\xfe")
    code, out, err = run(capsys, "classroom", "check", session.code, str(tmp_path), str(folder / "Bo.txt"),
                         str(tmp_path / "missing.txt"), "--json")
    assert code == 2
    data = json.loads(out)
    assert [row["name"] for row in data["leaderboard"]] == sorted(["Ana", "Bo"], key=lambda n: -next(
        r["total"] for r in data["leaderboard"] if r["name"] == n))
    lines = err.strip().splitlines()
    assert len(lines) == len(data["refused"]) == 4
    assert any("zed.txt (Zed): this code belongs to session" in line for line in lines)
    assert any("bin.txt: cannot be read: not UTF-8 text" in line for line in lines)
    assert any("missing.txt" in line and "no such file" in line for line in lines)
    assert any("two.txt #2" in line and "cut short" in line for line in lines)


def test_check_speaks_french(capsys, classroom, tmp_path):
    session, folder = classroom
    (tmp_path / "bad.txt").write_text("WL2.AAAA.BBBB.CCCC")
    code, out, err = run(capsys, "classroom", "--lang", "fr", "check", session.code, str(folder), str(tmp_path))
    assert code == 2 and out.startswith("Rang") and "refusé : bad.txt" in err and "somme de contrôle" in err
    reason = err.split("refusé : bad.txt : ", 1)[1]
    assert reason[0].islower(), err          # French goes on in lower case after a colon (issue 39)


def test_a_mistyped_session_code_is_one_line(capsys, classroom):
    _, folder = classroom
    code, out, err = run(capsys, "classroom", "check", "3Y1G-Z", str(folder))
    assert code == 2 and out == "" and "mistyped" in err and len(err.splitlines()) == 1


def test_check_never_raises_on_any_file(capsys, tmp_path):
    """Fuzz: random bytes and broken codes in files, each run ends in 0 or 2 with one line per
    refusal, never a traceback."""
    session = new_session("duel", seed=6)
    good = play_as(session, "Ana")
    rng = random.Random(5)
    for trial in range(25):
        path = tmp_path / f"f{trial}.txt"
        kind = trial % 3
        if kind == 0:
            path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(200))))
        elif kind == 1:
            cut = rng.randrange(len(good))
            path.write_text(good[:cut] + rng.choice(["", "\n", "é", "WL2.", "."]) + good[cut + 1:])
        else:
            path.write_text("".join(rng.choice("WL2.ab-_\n ") for _ in range(rng.randrange(60))))
        code, _out, err = run(capsys, "classroom", "check", session.code, str(path))
        assert code in (0, 2) and "Traceback" not in err
        assert all(line.startswith("wonderlab classroom:") or line.startswith("refused: ")
                   for line in err.splitlines())
