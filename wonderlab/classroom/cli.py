"""``wonderlab classroom``: make a session's code, and check the students' result codes.

    wonderlab classroom new classic --players 4 --seed 7 --bots greedy [--sides A] [--seat 0] [--no-hints]
    wonderlab classroom check SESSION FILE_OR_FOLDER... [--json]

``check`` prints the leaderboard of the codes that replay on the session's deal; every refused
code is one line on stderr (why it is refused), and then the exit code is 2.
"""

import json
import sys

from ..core.grammar import after_colon
from ..core.i18n import say, set_language
from . import messages  # noqa: F401  (the help texts' catalog)
from .session import BOTS, GAMES, SIDES, new_session, read_session


def add_parser(commands):
    """Register ``classroom`` and its subcommands on the ``wonderlab`` command's subparsers."""
    classroom = commands.add_parser("classroom", help=say("cli.help.classroom"), description=say("cli.help.classroom"))
    classroom.add_argument("--lang", choices=("en", "fr"), default=None,
                       help=say("cli.help.sublang"))
    steps = classroom.add_subparsers(dest="step", required=True)
    new = steps.add_parser("new", help=say("classroom.help.new"))
    new.add_argument("game", choices=GAMES)
    new.add_argument("--players", type=int)
    new.add_argument("--seed", type=int, default=0)
    new.add_argument("--sides", default="random",
                     help=say("classroom.help.sides", sides=", ".join(SIDES["classic"])))
    new.add_argument("--bots", default="greedy",
                     help="; ".join(f"{g}: {', '.join(b)}" for g, b in BOTS.items()))
    new.add_argument("--seat", type=int, default=0, help=say("classroom.help.seat"))
    new.add_argument("--no-hints", dest="hints", action="store_false",
                     help=say("classroom.help.no_hints"))
    new.add_argument("--json", action="store_true")
    new.set_defaults(run=_new)
    check = steps.add_parser("check", help=say("classroom.help.check"))
    check.add_argument("session", help=say("classroom.help.session"))
    check.add_argument("files", nargs="+", help=say("classroom.help.files"))
    check.add_argument("--json", action="store_true")
    check.set_defaults(run=_check)


def _new(args):
    set_language(args.lang)
    session = new_session(args.game, args.players, args.seed, args.sides, args.bots, args.seat,
                          args.hints)
    if args.json:
        print(json.dumps({"code": session.code, "game": session.game, "players": session.players,
                          "seed": session.seed, "sides": session.sides, "bots": session.bots,
                          "seat": session.seat, "hints": session.hints}))
    else:
        print(session.code)
        print(session.describe())
    return 0


def _check(args):
    from .teacher import board_text, check_sources

    set_language(args.lang)
    session = read_session(args.session)
    board = check_sources(session, list(args.files))
    if args.json:
        print(json.dumps(board.to_json(), ensure_ascii=False, indent=1))
    else:
        print(board_text(board))
    for refusal in board.refused:
        reason = _line(refusal.reason)
        print(say("classroom.cli.refused", label=_line(refusal.label),
                  reason=after_colon(reason) if args.lang == "fr" else reason),
              file=sys.stderr)
    return 2 if board.refused else 0


def _line(text):
    """One printable line, whatever a file's name holds."""
    return "".join(c if c.isprintable() else "?" for c in str(text))[:300]
