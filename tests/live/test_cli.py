"""``wonderlab serve`` and ``wonderlab bench live`` explain themselves in both languages, and
the bench refuses a class that does not fit its tables in one line."""

import pytest

from wonderlab.cli import main
from wonderlab.live.bench import check
from wonderlab.live.cli import qr_text


def _help(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code
    assert code == 0
    return capsys.readouterr().out


def test_serve_says_its_options_in_english_and_french(capsys):
    english = _help(["serve", "-h"], capsys)
    french = _help(["--lang", "fr", "serve", "-h"], capsys)
    assert "the address to listen on" in english and "the folder of the sessions" in english
    assert "l'adresse d'écoute" in french and "le dossier des séances" in french
    assert "--data" in french and "--port" in french
    assert "--analysis-playouts" in english and "their mistakes to learn from" in " ".join(english.split())
    assert "ses erreurs à revoir" in " ".join(french.split())


def test_bench_live_says_its_options_in_french(capsys):
    french = _help(["--lang", "fr", "bench", "-h"], capsys)
    assert "avec 'live' : les élèves simulés" in french and "tuer le serveur (SIGKILL)" in french
    assert "analysées pendant que les autres tables jouent" in " ".join(french.split())


def test_bench_live_refuses_early_tables_that_leave_none_to_time():
    with pytest.raises(ValueError) as refused:
        check("duel", 8, 4, 1.0, early=4)
    assert str(refused.value) == "--early 4: give a number of tables from 0 to 3"


@pytest.mark.parametrize(("game", "students", "tables", "said"), [
    ("duel", 32, 8, "--students 32 --tables 8: duel tables seat 2 to 2 players each, the same number at every table"),
    ("classic", 30, 8, "--students 30 --tables 8: classic tables seat 2 to 7 players each, the same number at every table"),
])
def test_bench_live_refuses_a_class_that_does_not_fit_its_tables(game, students, tables, said):
    with pytest.raises(ValueError) as refused:
        check(game, students, tables, 1.0)
    assert str(refused.value) == said


def test_the_students_address_is_drawn_as_a_qr_code():
    drawn = qr_text("http://192.168.1.20:8866/wonderlab/live/")
    lines = drawn.splitlines()
    assert len(lines) > 10 and len(set(map(len, lines))) == 1      # a square of characters
    assert qr_text("http://192.168.1.20:8866/wonderlab/live/?code=ABC") != drawn


def test_the_teachers_guide_gives_the_commands_and_addresses_the_server_has():
    """The live classroom's part of notebooks/classroom/README.md: its command parses, and the
    addresses it gives are the extension's own."""
    import argparse
    import re
    import shlex
    from pathlib import Path

    from wonderlab.live.app import BASE, LiveApp
    from wonderlab.live.cli import add_parser

    guide = (Path(__file__).parents[2] / "notebooks" / "classroom" / "README.md").read_text(encoding="utf-8")
    live = guide[guide.index("## The live classroom"):guide.index("## Answers to the course's exercises")]
    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers())
    command = re.search(r"`wonderlab (serve [^`]+)`", live).group(1)
    found = parser.parse_args(shlex.split(command))
    assert (found.ip, found.port, found.data) == ("0.0.0.0", 8866, "my-class")
    assert f"?urlpath={LiveApp.extension_url.lstrip('/')}`" in live and f"{BASE}/?code=CODE" in live
    assert "wonderlab.live" in live and LiveApp.name == "wonderlab.live"
