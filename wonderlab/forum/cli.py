"""``wonderlab forum``: the game master's commands for a game played by forum.

    wonderlab forum new game.json --game classic --players Ana,Bo,Cy,Dan --seed 5 [--sides A] [--shuffle]
    wonderlab forum hand game.json Ana            the private message for Ana
    wonderlab forum play game.json Ana "build Baths"
    wonderlab forum post game.json [--turn N] [--bbcode]
    wonderlab forum board game.json --out table.png   (or .svg, .html)
    wonderlab forum status game.json
    wonderlab forum undo game.json

A refusal (an illegal move, a broken file) is one line on stderr and exit code 2.
"""

import sys

from ..core.errors import WonderlabError
from ..core.i18n import say, set_language
from ..games import GAMES


def add_parser(commands):
    """Register ``forum`` and its subcommands on the ``wonderlab`` command's subparsers."""
    forum = commands.add_parser("forum", help=say("cli.help.forum"), description=say("cli.help.forum"))
    forum.add_argument("--lang", choices=("en", "fr"), default=None,
                       help=say("cli.help.sublang"))
    steps = forum.add_subparsers(dest="step", required=True)

    new = steps.add_parser("new", help="deal a new game into a game file")
    new.add_argument("file")
    new.add_argument("--game", choices=GAMES, default="classic")
    new.add_argument("--players", required=True, help="names in seating order, e.g. Ana,Bo,Cy")
    new.add_argument("--seed", type=int, default=0)
    new.add_argument("--sides", help="7 Wonders: A, B or random (default random)")
    new.add_argument("--shuffle", action="store_true", help="seat the players at random from the seed")
    new.add_argument("--force", action="store_true", help="replace an existing game file")

    hand = steps.add_parser("hand", help="the private message for one player")
    hand.add_argument("file")
    hand.add_argument("name")

    play = steps.add_parser("play", help="record a player's move; resolve the turn when complete")
    play.add_argument("file")
    play.add_argument("name")
    play.add_argument("move", nargs="+", help='e.g. "build Baths"')

    post = steps.add_parser("post", help="the public post of a resolved turn")
    post.add_argument("file")
    post.add_argument("--turn", type=int)
    post.add_argument("--bbcode", action="store_true")

    board = steps.add_parser("board", help="draw the whole table as one image")
    board.add_argument("file")
    board.add_argument("--out", required=True, help="table.png, table.svg or table.html")
    board.add_argument("--turn", type=int, help="after this resolved turn (default: now)")

    for name in ("status", "undo"):
        steps.add_parser(name, help={"status": "who has played this turn",
                                     "undo": "take back the last resolved turn"}[name]).add_argument("file")
    forum.set_defaults(run=run)
    return forum


def run(args):
    """Run one forum command; a refusal prints one line and returns 2."""
    from . import master

    set_language(args.lang)
    try:
        if args.step == "new":
            names = [n for n in args.players.split(",") if n.strip()]
            text = master.new(args.file, args.game, names, args.seed, args.sides, args.shuffle, args.force)
        elif args.step == "hand":
            text = master.hand(args.file, args.name)
        elif args.step == "play":
            text = master.play(args.file, args.name, " ".join(args.move))
        elif args.step == "post":
            text = master.post(args.file, args.turn, args.bbcode)
        elif args.step == "board":
            text = say("cli.wrote", file=master.board(args.file, args.out, args.turn))
        elif args.step == "status":
            text = master.status(args.file)
        else:
            text = master.undo(args.file)
    except (WonderlabError, ValueError, OSError) as error:
        message = " ".join(str(error).split())
        print(f"wonderlab forum {args.step}: {message}", file=sys.stderr)
        return 2
    finally:
        set_language("en")
    print(text)
    return 0
