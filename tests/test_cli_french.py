"""Issue 20: the ``wonderlab`` command's own sentences in French with ``--lang fr`` — argparse's
(``usage:``, ``invalid choice``, ``the following arguments are required``, the help's headings)
and the bench's lines — while English stays the default; and the parser is built once per
language, so that calling ``main()`` many times in one process is cheap.
"""

import argparse
import inspect
import re

import pytest
from test_french_everywhere import english_in

from wonderlab import cli
from wonderlab.cli import main
from wonderlab.cli_messages import ARGPARSE_FR

# what argparse says to a programmer who built a parser wrongly, never to the command's user
FOR_PROGRAMMERS = re.compile(r"conflicting|invalid conflict_resolution|'required' is an invalid|"
                             r"invalid option string|dest= is required|mutually exclusive arguments must|"
                             r"cannot have multiple subparser|cannot merge actions|is not callable|"
                             r"\.__call__\(\) not defined|argument \"-\" with mode|unexpected option string|"
                             r"^subcommands$|empty group|parse_intermixed_args")


def run(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def refused(argv, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    return err


def test_every_sentence_argparse_says_to_a_user_has_its_french():
    """The message ids of this Python's argparse (3.11 to 3.14 differ a little): each one a
    user can meet is in the French list."""
    source = inspect.getsource(argparse)
    ids = set(re.findall(r"\b_\(\s*'((?:[^'\\]|\\.)*)'", source)) | set(re.findall(r'\b_\(\s*"((?:[^"\\]|\\.)*)"', source))
    for one, many in re.findall(r"ngettext\(\s*'([^']*)',\s*'([^']*)'", source):
        ids |= {one, many}
    ids = {i.encode().decode("unicode_escape") for i in ids}
    assert "usage: " in ids and "the following arguments are required: %s" in ids
    missing = sorted(i for i in ids if i not in ARGPARSE_FR and not FOR_PROGRAMMERS.search(i))
    assert missing == []
    for english, french in ARGPARSE_FR.items():      # the same placeholders, in French's spacing
        assert sorted(re.findall(r"%(?:\(\w+\))?[sr]", english)) == sorted(re.findall(r"%(?:\(\w+\))?[sr]", french))


def test_the_help_reads_french_with_its_headings(capsys):
    code, out, _ = run(["--lang", "fr", "bench", "--help"], capsys)
    assert code == 0 and out.startswith("utilisation : wonderlab bench [-h]")
    assert "\narguments :\n" in out and "\noptions :\n" in out and "afficher cette aide et quitter" in out
    assert "usage:" not in out and "show this help" not in out and "positional arguments" not in out
    code, out, _ = run(["bench", "--help"], capsys)
    assert out.startswith("usage: wonderlab bench [-h]") and "show this help message and exit" in out
    assert "\npositional arguments:\n" in out and "\noptions:\n" in out


@pytest.mark.parametrize("argv, french, english", [
    (["bench", "classic", "--seconds", "x"],
     "wonderlab bench : argument --seconds : 'x' : un nombre de secondes est attendu (voir wonderlab bench --help)",
     "wonderlab bench: argument --seconds: 'x': expected a number of seconds (see wonderlab bench --help)"),
    (["bench", "chess"], "wonderlab bench : argument game : choix invalide : 'chess' (choisissez parmi ",
     "wonderlab bench: argument game: invalid choice: 'chess' (choose from "),
    (["score"], "wonderlab score : ces arguments sont obligatoires : file (voir wonderlab score --help)",
     "wonderlab score: the following arguments are required: file (see wonderlab score --help)"),
    (["simulate", "classic", "--seed", "one"], "wonderlab simulate : argument --seed : valeur invalide pour int : 'one'",
     "wonderlab simulate: argument --seed: invalid int value: 'one'"),
    (["score", "t.json", "--nope"], "wonderlab : arguments non reconnus : --nope", "wonderlab: unrecognized arguments: --nope"),
    (["simulate", "classic", "--games"], "wonderlab simulate : argument --games : une valeur est attendue",
     "wonderlab simulate: argument --games: expected one argument"),
    (["nothing"], "wonderlab : argument command : choix invalide : 'nothing'", "wonderlab: argument command: invalid choice: 'nothing'"),
])
def test_a_usage_mistake_is_one_french_line_and_stays_english_by_default(argv, french, english, capsys, monkeypatch):
    monkeypatch.delenv("WONDERLAB_LANG", raising=False)
    assert refused(["--lang", "fr", *argv], capsys).startswith(french)
    assert refused(argv, capsys).startswith(english)
    monkeypatch.setenv("WONDERLAB_LANG", "fr")
    assert refused(argv, capsys).startswith(french)


def test_argparse_is_english_again_after_a_french_command(capsys):
    run(["--lang", "fr", "score"], capsys)
    assert argparse._("usage: ") == "usage: "
    parser = argparse.ArgumentParser(prog="other")
    assert parser.format_help().startswith("usage: other")


def test_the_parser_is_built_once_per_language(capsys, monkeypatch):
    monkeypatch.delenv("WONDERLAB_LANG", raising=False)
    built = []
    real = cli._build_parser
    monkeypatch.setattr(cli, "_PARSERS", {})
    monkeypatch.setattr(cli, "_build_parser", lambda: built.append(1) or real())
    for _ in range(5):
        run(["--help"], capsys)
        run(["--lang", "fr", "score"], capsys)
    assert len(built) == 2
    assert run(["--help"], capsys)[1].startswith("usage: ")        # each language keeps its own
    assert run(["--lang", "fr", "--help"], capsys)[1].startswith("utilisation : ")


def test_the_random_games_bench_speaks_french_and_keeps_its_last_line(capsys):
    code, out, _ = run(["--lang", "fr", "bench", "classic", "--seconds", "0.01"], capsys)
    lines = out.splitlines()
    assert code == 0 and len(lines) == 4 and re.fullmatch(r"games_per_s=[\d.]+ turns_per_s=\d+", lines[-1])
    assert lines[0].startswith("classic, 3 joueurs, bots au hasard : ") and "parties/s" in lines[1]
    assert english_in("\n".join(lines[:-1]), identifiers=("classic",)) == []
    code, out, _ = run(["bench", "classic", "--seconds", "0.01"], capsys)
    assert out.splitlines()[0].startswith("classic, 3 players, random bots: ")


@pytest.mark.parametrize("argv", [[*group, step, "-h"] for group, steps in (
    (["forum"], ("new", "hand", "hands", "play", "deadline", "bot", "replace", "post", "board", "status", "undo")),
    (["classroom"], ("new", "check"))) for step in steps])
def test_the_forum_and_classroom_subcommands_help_in_french(argv, capsys):
    """Issue 20: the game master's and the teacher's commands explain themselves in French too;
    every help text of a subcommand is said in both languages, and differs between them."""
    code, french, _ = run(["--lang", "fr", *argv], capsys)
    code_en, english, _ = run(argv, capsys)
    assert code == code_en == 0
    assert french.startswith("utilisation : wonderlab ") and english.startswith("usage: wonderlab ")
    helps = lambda text: re.findall(r"^\s+-[-\w, ]+?(?: [A-Z_]+)?\s{2,}(\S.*)$", text, re.M)  # noqa: E731
    assert len(helps(french)) == len(helps(english))
    assert english_in(" ".join(helps(french)[1:]), ("random", "greedy", "search", "flat", "classic",
                                                    "duel", "architects", "build", "Baths", "turn",
                                                    "table", "png", "svg", "html", "bbcode", "md",
                                                    "txt", "UTC", "PNG", "Hint")) == []
