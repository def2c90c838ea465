"""Hostile table files get one line and exit code 2 from ``wonderlab score``, never a traceback
or a hang; names printed in the terminal table cannot drive the terminal (issue 8)."""

import json
import os

import pytest

from wonderlab.cli import format_table, main

TABLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Babylon", "coins": 8, "military": [1], "cards": ["Library"]},
    {"name": "Bo", "wonder": "Gizah"}, {"name": "Cy", "wonder": "Rhodos"}]}


def score(capsys, path, *options):
    code = main(["score", str(path), *options])
    out, err = capsys.readouterr()
    return code, out, err


def refused_in_one_line(capsys, path, *words):
    code, out, err = score(capsys, path)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("wonderlab score: "), err
    assert "Traceback" not in err
    for word in words:
        assert word in err, err
    return err


HOSTILE = [
    ("deep", lambda: ("[" * 100_000 + "]" * 100_000).encode(), "nested more than"),
    ("deep object", lambda: ('{"a":' * 5000 + "1" + "}" * 5000).encode(), "nested more than"),
    ("latin-1", lambda: '{"game": "classic", "players": [{"name": "Zoé"}]}'.encode("latin-1"), "not UTF-8"),
    ("surrogate", lambda: b'{"game": "classic", "players": [{"name": "\\ud800"}]}', "lone surrogate"),
    ("huge int", lambda: b'{"game": "classic", "players": [{"coins": ' + b"9" * 5000 + b"}]}", "digits"),
    ("big int", lambda: b'{"game": "classic", "players": [{"coins": ' + b"9" * 30 + b"}]}", "far too large"),
    ("infinity", lambda: b'{"game": "duel", "conflict": 1e400}', "far too large"),
    ("nan", lambda: b'{"game": "duel", "conflict": NaN}', "NaN"),
    ("duplicate", lambda: b'{"game": "classic", "game": "duel", "players": []}', "appears twice"),
    ("duplicate in player", lambda: json.dumps(TABLE).replace('"coins": 8', '"coins": 8, "coins": 30').encode(),
     "'coins' appears twice"),
    ("not JSON", lambda: b"\x00\x01\x02 garbage", "malformed JSON"),
    ("a list", lambda: b"[1, 2, 3]", "game"),
    ("bad game", lambda: b'{"game": {"x": 1}, "players": []}', "expected one of"),
    ("empty", lambda: b"", "malformed JSON"),
]


@pytest.mark.parametrize("what, content, words", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_file_gets_one_line_and_exit_2(what, content, words, tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_bytes(content())
    refused_in_one_line(capsys, path, words)


def test_a_50_mb_file_is_refused_at_once_saying_the_size_bound(tmp_path, capsys):
    path = tmp_path / "big.json"
    with path.open("wb") as stream:
        stream.write(b'{"game": "classic", "players": [], "x": "')
        stream.write(b"a" * (50 * 1024 * 1024))
        stream.write(b'"}')
    refused_in_one_line(capsys, path, "larger than 4 MB")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_dev_zero_is_refused_without_a_hang(capsys):
    refused_in_one_line(capsys, "/dev/zero", "larger than")


def test_a_folder_or_a_missing_file(tmp_path, capsys):
    refused_in_one_line(capsys, tmp_path, "is a folder")
    refused_in_one_line(capsys, tmp_path / "nope.json", "cannot read")


def test_an_escape_in_a_name_is_neutralised_in_the_terminal_table(tmp_path, capsys):
    table = json.loads(json.dumps(TABLE))
    table["players"][0]["name"] = "Ana\x1b[2J\x1b]0;pwned\x07"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(table))
    code, out, _ = score(capsys, path)
    assert code == 0 and "\x1b" not in out and "\x07" not in out
    assert "Ana\\x1b[2J\\x1b]0;pwned\\x07" in out.splitlines()[0]
    assert out.splitlines()[-1].startswith("winner: Ana\\x1b")


def test_an_escape_or_a_new_line_in_a_refused_value_stays_on_one_line(tmp_path, capsys):
    table = json.loads(json.dumps(TABLE))
    table["players"][1]["name"] = "Ana"
    table["players"][0]["name"] = "Ana"
    table["players"][2]["wonder"] = "Rho\ndos\x1b[31m"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(table))
    err = refused_in_one_line(capsys, path, "two players have this name")
    assert "\x1b" not in err


def test_format_table_neutralises_control_characters():
    result = {"players": [{"name": "A\x9b31m", "total": 1, "categories": {"x": 1}, "choices": ["c\x1b"]}],
              "winners": ["A\x9b31m"], "result": "points"}
    text = format_table(result, ["x"])
    assert "\x9b" not in text and "\x1b" not in text and "A\\x9b31m" in text


def test_the_json_breakdown_keeps_names_exact_but_escapes_control_characters(tmp_path, capsys):
    table = json.loads(json.dumps(TABLE))
    table["players"][0]["name"] = "Ana\x9b31m\u200b\U000f0000"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(table))
    code, out, _ = score(capsys, path, "--json")
    assert code == 0 and "\x9b" not in out and "\u200b" not in out and "\U000f0000" not in out
    assert json.loads(out)["players"][0]["name"] == "Ana\x9b31m\u200b\U000f0000"
