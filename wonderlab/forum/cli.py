"""``wonderlab forum``: the game master's commands for a game played by forum.

    wonderlab forum new game.json --game classic --players Ana,Bo,Cy,Dan [--sides A] [--shuffle-seats]
    wonderlab forum new game.json --game duel --players Ana,Bo --pantheon   (or --agora)
    wonderlab forum hand game.json Ana [--bbcode] [--png ana.png]   the private message for Ana
    wonderlab forum hands game.json --out turn5/ [--bbcode]        every player's, one file each
    wonderlab forum play game.json Ana "build Baths" [--turn 5]
    wonderlab forum deadline game.json [--at "2026-12-03 20:00"]   who has not chosen yet
    wonderlab forum bot game.json Cy --bot greedy                  a missing player's move
    wonderlab forum replace game.json Cy Eve                       Eve takes Cy's seat
    wonderlab forum post game.json [--turn N] [--bbcode]
    wonderlab forum board game.json --out table.png   (or .svg, .html)
    wonderlab forum status game.json
    wonderlab forum undo game.json

A new game's seed comes from the system's secure source and is never printed. A refusal (an
illegal move, a broken file) is one line on stderr and exit code 2.
"""

import sys

from ..core.errors import WonderlabError
from ..core.i18n import say, set_language
from ..games import GAMES
from . import messages  # noqa: F401  (the help texts' catalog)


def add_parser(commands):
    """Register ``forum`` and its subcommands on the ``wonderlab`` command's subparsers."""
    forum = commands.add_parser("forum", help=say("cli.help.forum"), description=say("cli.help.forum"))
    forum.add_argument("--lang", choices=("en", "fr"), default=None,
                       help=say("cli.help.sublang"))
    steps = forum.add_subparsers(dest="step", required=True)

    new = steps.add_parser("new", help=say("forum.help.new"))
    new.add_argument("file")
    new.add_argument("--game", choices=GAMES, default="classic")
    new.add_argument("--players", required=True, help=say("forum.help.players"))
    new.add_argument("--seed", type=int, help=say("forum.help.seed"))
    new.add_argument("--sides", help=say("forum.help.sides"))
    new.add_argument("--wonders", help=say("forum.help.wonders"))
    new.add_argument("--shuffle-seats", "--shuffle", dest="shuffle", action="store_true",
                     help=say("forum.help.shuffle"))
    new.add_argument("--refuse-unbuildable", action="store_true",
                     help=say("forum.help.refuse_new"))
    new.add_argument("--force", action="store_true", help=say("forum.help.force"))
    new.add_argument("--pantheon", action="store_true", help=say("forum.help.pantheon"))
    new.add_argument("--agora", action="store_true", help=say("forum.help.agora"))

    hand = steps.add_parser("hand", help=say("forum.help.hand"))
    hand.add_argument("file")
    hand.add_argument("name")
    hand.add_argument("--bbcode", action="store_true")
    hand.add_argument("--png", help=say("forum.help.png"))

    hands = steps.add_parser("hands", help=say("forum.help.hands"))
    hands.add_argument("file")
    hands.add_argument("--out", required=True, help=say("forum.help.out_hands"))
    hands.add_argument("--bbcode", action="store_true")
    hands.add_argument("--no-png", dest="png", action="store_false", help=say("forum.help.no_png"))

    play = steps.add_parser("play", help=say("forum.help.play"))
    play.add_argument("file")
    play.add_argument("name")
    play.add_argument("move", nargs="+", help=say("forum.help.move"))
    play.add_argument("--turn", type=int, help=say("forum.help.turn_move"))
    play.add_argument("--refuse-unbuildable", action="store_true", default=None,
                      help=say("forum.help.refuse_play"))

    deadline = steps.add_parser("deadline", help=say("forum.help.deadline"))
    deadline.add_argument("file")
    deadline.add_argument("--at", help=say("forum.help.at"))

    bot = steps.add_parser("bot", help=say("forum.help.bot"))
    bot.add_argument("file")
    bot.add_argument("name")
    bot.add_argument("--bot", default="greedy", help=say("forum.help.bot_name"))

    replace = steps.add_parser("replace", help=say("forum.help.replace"))
    replace.add_argument("file")
    replace.add_argument("name")
    replace.add_argument("new_name")

    post = steps.add_parser("post", help=say("forum.help.post"))
    post.add_argument("file")
    post.add_argument("--turn", type=int)
    post.add_argument("--bbcode", action="store_true")

    board = steps.add_parser("board", help=say("forum.help.board"))
    board.add_argument("file")
    board.add_argument("--out", required=True, help=say("forum.help.out_board"))
    board.add_argument("--turn", type=int, help=say("forum.help.turn_board"))

    for name in ("status", "undo"):
        steps.add_parser(name, help=say(f"forum.help.{name}")).add_argument("file")
    forum.set_defaults(run=run)
    return forum


def run(args):
    """Run one forum command; a refusal prints one line and returns 2."""
    from . import master

    set_language(args.lang)
    try:
        if args.step == "new":
            names = [n for n in args.players.split(",") if n.strip()]
            wonders = [w.strip() for w in args.wonders.split(",")] if args.wonders else None
            text = master.new(args.file, args.game, names, args.seed, args.sides, args.shuffle, args.force,
                              wonders, args.refuse_unbuildable,
                              tuple(e for e in ("pantheon", "agora") if getattr(args, e)))
        elif args.step == "hand":
            text = master.hand(args.file, args.name, args.bbcode, args.png)
        elif args.step == "hands":
            text = master.hands(args.file, args.out, args.bbcode, args.png)
        elif args.step == "play":
            text = master.play(args.file, args.name, " ".join(args.move), args.turn, args.refuse_unbuildable)
        elif args.step == "deadline":
            text = master.deadline(args.file, args.at)
        elif args.step == "bot":
            text = master.bot_move(args.file, args.name, args.bot)
        elif args.step == "replace":
            text = master.replace(args.file, args.name, args.new_name)
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
        print(say("cli.failed", command=f"forum {args.step}", error=message), file=sys.stderr)
        return 2
    finally:
        set_language("en")
    print(text)
    return 0
