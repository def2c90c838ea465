"""The ``wonderlab`` command: score a table, simulate bot games, benchmark, replay a record.

    wonderlab score TABLE.json [--json]
    wonderlab simulate classic --players 5 --games 1000 --seed 1 --bots greedy,random --out runs.csv
    wonderlab bench classic --players 3 --seconds 5
    wonderlab replay RECORD.json
    wonderlab what-if POSITION.txt --rollouts 20   (a position: docs/positions.md)
    wonderlab forum new|hand|hands|play|deadline|bot|replace|post|board|status|undo GAME.json ...   (see wonderlab/forum/cli.py)
    wonderlab classroom new|check ...   (see wonderlab/classroom/cli.py)
    wonderlab --lang fr score TABLE.json            (or WONDERLAB_LANG=fr: every message in French)

Bad input ends with one line on stderr naming the problem, and exit code 2; ``what-if`` on a
legal position whose seat is not the one to play exits 3, naming the player. ``simulate --out``
writes its CSV whole or not at all; ``replay`` checks every field and action of the record and
its saved result.
"""

import argparse
import contextlib
import csv
import functools
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path

from . import cli_messages  # registers the command's texts
from .core.errors import WonderlabError
from .core.i18n import LANGUAGES, decimal, language, percent, say, set_language
from .core.jsonfile import os_reason
from .core.records import GameRecord
from .core.rng import game_seeds, make_rng
from .games import GAMES, runner


class UsageError(Exception):
    """A command-line mistake: printed as one line, exit code 2 (or ``exit_code``)."""

    exit_code = 2


class NotToPlayError(UsageError):
    """``what-if`` on a legal position whose seat has no decision now: exit code 3."""

    exit_code = 3


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    before = language()
    set_language(_chosen_language(argv))
    try:
        return _main(argv)
    finally:
        set_language(before)          # main() called from a notebook leaves its language alone


def _chosen_language(argv):
    """The language of the messages: ``--lang`` before the command, else ``$WONDERLAB_LANG``,
    else the current one (English in a shell). An unknown one is English here: the parser
    then refuses it in one line.

    >>> _chosen_language(["--lang", "fr", "score", "t.json"]), _chosen_language(["--lang=fr"])
    ('fr', 'fr')
    """
    chosen = os.environ.get("WONDERLAB_LANG") or language()
    for number, word in enumerate(argv):
        if word == "--lang" and number + 1 < len(argv):
            chosen = argv[number + 1]
        elif word.startswith("--lang="):
            chosen = word.split("=", 1)[1]
        elif not word.startswith("-"):
            break                     # the command: a --lang after it is the command's own
    return chosen if chosen in LANGUAGES else "en"


def _main(argv):
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:       # --help, or a usage mistake already printed in one line
        return done.code
    if getattr(args, "lang", "") is None:     # forum and classroom: their --lang, else this one
        args.lang = language()
    args.argv = argv                          # (puzzles make records the command that made its file)
    try:
        return args.run(args) or 0
    except (UsageError, WonderlabError, ValueError) as error:
        print(say("cli.failed", command=args.command, error=error), file=sys.stderr)
        return getattr(error, "exit_code", 2)
    except KeyboardInterrupt:
        print(say("cli.interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:          # the output was piped into a reader that stopped, like head
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (nothing more is printed)
        return 0


@contextlib.contextmanager
def _argparse_speaking(language_code):
    """argparse's own sentences (``usage:``, ``invalid choice``, ``the following arguments are
    required``, ``show this help message and exit``…) in ``language_code`` while the parser is
    built, parses or prints its help. argparse asks ``gettext`` for each sentence through its
    module's ``_`` and ``ngettext``; French answers from ``cli_messages.ARGPARSE_FR``, and a
    sentence it does not list stays English. Nested uses (a command's own parser) are fine.

    >>> with _argparse_speaking("fr"):
    ...     argparse._("usage: "), argparse.ngettext("expected %s argument", "expected %s arguments", 2)
    ('utilisation : ', '%s valeurs sont attendues')
    >>> argparse._("usage: ")
    'usage: '
    """
    if language_code != "fr":
        yield
        return
    french = cli_messages.ARGPARSE_FR
    kept = argparse._, argparse.ngettext
    argparse._ = lambda message: french.get(message, message)
    argparse.ngettext = lambda one, many, count: french.get(one if count == 1 else many,
                                                            one if count == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = kept


class _Parser(argparse.ArgumentParser):
    """Usage mistakes in one line too (``wonderlab bench: argument --seconds: ...``), exit code 2;
    argparse's own sentences in the language the parser was built in."""

    def __init__(self, *args, **kwargs):
        self.language = language()
        super().__init__(*args, formatter_class=_Formatter, **kwargs)

    def parse_args(self, args=None, namespace=None):
        with _argparse_speaking(self.language):
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with _argparse_speaking(self.language):
            return super().parse_known_args(args, namespace)

    def format_help(self):
        with _argparse_speaking(self.language):
            return super().format_help()

    def format_usage(self):
        with _argparse_speaking(self.language):
            return super().format_usage()

    def error(self, message):
        self.exit(2, say("cli.usage_error", prog=self.prog, message=message) + "\n")


class _Formatter(argparse.HelpFormatter):
    """argparse's help, with French's space before the colon of its headings (« options : »):
    Python 3.11 to 3.13 write that colon themselves, 3.14 asks gettext for it."""

    def start_section(self, heading):
        self._headings = [*getattr(self, "_headings", ()), heading]
        super().start_section(heading)

    def format_help(self):
        text = super().format_help()
        if language() == "fr":
            for heading in getattr(self, "_headings", ()):
                text = text.replace(f"{heading}:\n", f"{heading} :\n")
        return text


_PARSERS = {}


def _parser():
    """The ``wonderlab`` command's parser in the current language, built once per language: a
    notebook or a test that calls ``main()`` many times pays for it once (its help texts depend
    on the language; parsing leaves nothing in the parser)."""
    parser = _PARSERS.get(language())
    if parser is None:
        parser = _PARSERS[language()] = _build_parser()
    return parser


def _build_parser():
    with _argparse_speaking(language()):
        return _parse_tree()


def _parse_tree():
    parser = _Parser(prog="wonderlab", description=say("cli.description"))
    parser.add_argument("--lang", dest="language", choices=LANGUAGES, help=say("cli.help.lang"))
    commands = parser.add_subparsers(dest="command", required=True)

    score = commands.add_parser("score", help=say("cli.help.score"))
    score.add_argument("file")
    score.add_argument("--json", action="store_true", help=say("cli.help.json"))
    score.set_defaults(run=_score)

    simulate = commands.add_parser("simulate", help=say("cli.help.simulate"))
    simulate.add_argument("game", choices=GAMES)
    simulate.add_argument("--players", type=int)
    simulate.add_argument("--games", type=_count, default=100, help=say("cli.help.games"))
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--bots", default="random", help=say("cli.help.bots"))
    simulate.add_argument("--out", help=say("cli.help.out"))
    simulate.add_argument("--scheduler", metavar="ADDRESS", help=say("cli.help.scheduler"))
    simulate.add_argument("--pantheon", action="store_true", help=say("cli.help.pantheon"))
    simulate.add_argument("--agora", action="store_true", help=say("cli.help.agora"))
    simulate.set_defaults(run=_simulate)

    bench = commands.add_parser("bench", help=say("cli.help.bench"))
    bench.add_argument("game", choices=(*GAMES, "table", "what-if", "bots", "hint", "analysis", "rollouts", "live"))
    bench.add_argument("table_game", nargs="?", choices=GAMES,
                       help=say("cli.help.table_game"))
    bench.add_argument("--players", type=int)
    bench.add_argument("--seconds", type=_seconds, default=5.0,
                       help=say("cli.help.seconds", most=MAX_SECONDS))
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--rollouts", type=_count, default=200, help=say("cli.help.rollouts"))
    bench.add_argument("--pantheon", action="store_true", help=say("cli.help.pantheon"))
    bench.add_argument("--games", type=_count, default=100, help=say("cli.help.bench_games"))
    bench.add_argument("--agora", action="store_true", help=say("cli.help.agora"))
    bench.add_argument("--positions", type=_count, default=20, help=say("cli.help.positions"))
    bench.add_argument("--reference", type=_count, default=2000, help=say("cli.help.reference"))
    bench.add_argument("--reference-file", help=say("cli.help.reference_file"))
    bench.add_argument("--playouts", type=_count, help=say("cli.help.playouts"))
    bench.add_argument("--workers", type=int, default=0,
                       help=say("cli.help.workers"))
    bench.add_argument("--students", type=_count, default=32, help=say("cli.help.students"))
    bench.add_argument("--tables", type=_count, default=8, help=say("cli.help.tables"))
    bench.add_argument("--game", dest="live_game", choices=GAMES, default="classic", help=say("cli.help.live_game"))
    bench.add_argument("--think", type=float, default=1.0, help=say("cli.help.think"))
    bench.add_argument("--kill-restart", action="store_true", help=say("cli.help.kill_restart"))
    bench.add_argument("--early", type=int, default=0, help=say("cli.help.early"))
    bench.set_defaults(run=_bench)

    replay = commands.add_parser("replay", help=say("cli.help.replay"))
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true")
    replay.set_defaults(run=_replay)

    what_if = commands.add_parser("what-if", help=say("cli.help.what_if"))
    what_if.add_argument("file", help=say("cli.help.what_if.file"))
    what_if.add_argument("--rollouts", type=_count, default=200, help=say("cli.help.what_if.rollouts"))
    what_if.add_argument("--seed", type=int, default=0)
    what_if.add_argument("--bots", default="greedy", help=say("cli.help.what_if.bots"))
    what_if.set_defaults(run=_what_if)

    from .forum.cli import add_parser as add_forum
    add_forum(commands)
    from .classroom.cli import add_parser as add_classroom
    add_classroom(commands)
    from .live.cli import add_parser as add_live
    add_live(commands)
    from .puzzles_cli import add_parser as add_puzzles
    add_puzzles(commands)
    return parser


MAX_SECONDS = 86400


def _count(text):
    """``--games``: a whole number, at least 1."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.count.number", text=repr(text[:40]))) from None
    if number < 1:
        raise argparse.ArgumentTypeError(say("cli.count.least", text=text))
    return number


def _seconds(text):
    """``--seconds``: a finite number of seconds above 0 and at most a day (``nan``, ``inf`` and
    ``1e400`` would never end a bench)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.seconds.number", text=repr(text[:40]))) from None
    if not math.isfinite(seconds) or not 0 < seconds <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(say("cli.seconds.range", text=text, most=MAX_SECONDS))
    return seconds


# -- score --------------------------------------------------------------------------------
def _read_json(path):
    """The parsed table file; one line (``UsageError``) when it is no sound, bounded JSON."""
    from .core.jsonfile import UnreadableFile, read_json_file

    try:
        return read_json_file(path)
    except UnreadableFile as error:
        raise UsageError(printable(str(error))) from None


def _score(args):
    data = _read_json(args.file)
    game = data.get("game") if isinstance(data, dict) else None
    if not isinstance(game, str) or game not in GAMES:
        raise UsageError(say("cli.score.game", file=printable(args.file),
                             value=printable(repr(game))[:60], games=", ".join(GAMES)))
    try:
        result = runner(game).score_table(data)
    except ValueError as error:
        raise UsageError(say("cli.file.refused", file=printable(args.file), error=printable(str(error)))) from None
    _print_result(result, args.json)


def printable(text):
    """``text`` with its control characters (ANSI and OSC escapes, new lines…) shown as ``\\x1b``
    escapes, so that what a file says cannot drive the terminal or break the one-line rule.

    >>> printable("Ana\\x1b[31m")
    'Ana\\\\x1b[31m'
    """
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                   for c in str(text))


def _print_result(result, as_json):
    categories = result.pop("categories", None) or list(result["players"][0]["categories"])
    if as_json:                 # control characters as \u escapes: still JSON, harmless in a terminal
        text = json.dumps(result, ensure_ascii=False, indent=1)
        print("".join(c if c.isprintable() or c == "\n" else json.dumps(c)[1:-1] for c in text))
        return
    print(format_table(result, categories))


def format_table(result, categories):
    """The score breakdown as a plain-text table, one column per player; names are shown with
    their control characters neutralised (``printable``). In English the rows keep the score
    output's own category names; in French they are the score pad's words."""
    from .core.labels import category_label, colon, result_label, shown_name

    players = [{**p, "name": printable(shown_name(p["name"]))} for p in result["players"]]    # « Joueur 1 » in French
    winners = [printable(shown_name(name)) for name in result["winners"]]
    french = language() == "fr"
    shown = {c: category_label(c) if french else c for c in categories}
    shown["total"] = say("cli.total")
    width = max(12, *(len(c) for c in shown.values()))
    columns = [max(6, len(p["name"])) for p in players]
    lines = [" " * width + "  " + "  ".join(p["name"].rjust(w) for p, w in zip(players, columns, strict=True))]
    for category in [*categories, "total"]:
        values = [p["total"] if category == "total" else p["categories"].get(category, 0) for p in players]
        lines.append(shown[category].ljust(width) + "  " + "  ".join(str(v).rjust(w) for v, w in zip(values, columns, strict=True)))
    for p in players:
        for choice in p.get("choices", ()):
            lines.append(f"{colon(p['name'])} {printable(choice)}")
    label = result.get("result", "points")
    winner = say("cli.winners" if len(winners) > 1 else "cli.winner")
    label = result_label(label) if french else label
    lines.append(f"{winner}{' :' if french else ':'} {', '.join(winners) or '-'}"
                 + (f" ({label})" if result.get("result", "points") != "points" else ""))
    return "\n".join(lines)


# -- simulate -----------------------------------------------------------------------------
# the score sheet's columns of Duel's expansions, after the base game's (``simulate --out``)
_EXPANSION_COLUMNS = {"pantheon": ("divinities", "grand_temples"), "agora": ("senate",)}


def _expansions(args):
    """The options ``--pantheon`` and ``--agora`` ask for (Duel's expansions, one or both)."""
    options = {name: True for name in ("pantheon", "agora") if getattr(args, name, False)}
    for name in options:
        if args.game != "duel":
            raise UsageError(say("cli.bench.expansion_duel", option=name, game=args.game))
    return options


def _simulate(args):
    game = runner(args.game)
    players = _players(args, game)
    names = [name.strip() for name in args.bots.split(",") if name.strip()]
    if not names:
        raise UsageError(say("cli.bots.none"))
    from .core.bots import bot_names
    for name in names:
        if name not in bot_names(args.game):
            raise UsageError(say("cli.bots.unknown", name=repr(name), game=args.game,
                                 bots=", ".join(bot_names(args.game))))
    seats = [names[i % len(names)] for i in range(players)]
    args.options = _expansions(args)
    more = [column for name in args.options for column in _EXPANSION_COLUMNS[name]]
    columns = ["game", "seed", "seat", "bot", *game.CATEGORIES, *more, "total", "winner", *game.EXTRA_COLUMNS]
    stats = {}
    with _csv_out(args.out) as out:
        writer = csv.DictWriter(out, fieldnames=columns) if out else None
        if writer:
            writer.writeheader()
        for number, seed, rows in _played(args, game, players, seats):
            for row in rows:
                entry = stats.setdefault(row["bot"], [0, 0, 0])
                entry[0] += 1
                entry[1] += row["winner"]
                entry[2] += row["total"]
                if writer:
                    writer.writerow({"game": number, "seed": seed, **row,
                                     "winner": "true" if row["winner"] else "false"})
    shown = say(f"cli.game.{args.game}") + "".join(f" --{name}" for name in args.options)
    print(say("cli.simulate.head", games=args.games, game=shown, players=players,
              seed=args.seed))
    print(f"{say('cli.simulate.bot'):<12}{say('cli.simulate.seats'):>8}{say('cli.simulate.win_rate'):>10}"
          f"{say('cli.simulate.mean'):>12}")
    for bot, (seat_games, wins, total) in sorted(stats.items()):
        print(f"{bot:<12}{seat_games:>8}{percent(wins / seat_games):>10}{decimal(total / seat_games):>12}")
    if args.out:
        print(say("cli.wrote", file=args.out))


def _played(args, game, players, seats):
    """``(number, seed, rows)`` of every game, played here or on the cluster of ``--scheduler``."""
    from tqdm import tqdm
    seeds = enumerate(game_seeds(args.seed, args.games))
    if not args.scheduler:
        for number, seed in tqdm(seeds, total=args.games, desc=say("cli.simulate.games", game=say(f"cli.game.{args.game}")), unit="game",
                                 delay=1.0, disable=None, file=sys.stderr):
            yield number, seed, game.play_game(players, seed, seats, **args.options)[0]
        return
    from functools import partial

    from .lab.parallel import run_tasks
    from .lab.tournament import play_rows
    with _cluster(args.scheduler) as client:
        done = run_tasks(partial(play_rows, args.game, players, tuple(seats), False, False, options=args.options), seeds,
                         client=client, desc=say("cli.simulate.games", game=say(f"cli.game.{args.game}")), unit="game")
    if done.interrupted:             # the CSV is written whole or not at all
        raise KeyboardInterrupt
    yield from ((rows[0]["game"], rows[0]["seed"], rows) for rows in done)


def _cluster(address):
    try:
        from distributed import Client
    except ImportError:
        raise UsageError(say("cli.scheduler.missing")) from None
    try:
        return Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as error:
        raise UsageError(say("cli.scheduler.unreachable", address=address, error=error)) from None


def _players(args, game):
    """``--players``, or the game's usual count when it is not given (``0`` is not "not given")."""
    players = game.DEFAULT_PLAYERS if args.players is None else args.players
    if players not in game.PLAYER_COUNTS:
        counts = game.PLAYER_COUNTS
        allowed = (say("cli.players.exactly", count=counts[0]) if len(counts) == 1
                   else say("cli.players.range", low=counts[0], high=counts[-1]))
        raise UsageError(say("cli.players.wrong", players=players, game=args.game, allowed=allowed))
    return players


@contextlib.contextmanager
def _csv_out(path):
    """The CSV file of ``--out`` (None without it), written whole or not at all.

    Rows go to a hidden file next to ``path``, which takes the name ``path`` only once every
    game is written; when the run fails or is interrupted that file is removed and whatever
    was at ``path`` is left as it was. A path that is not a plain file (``/dev/stdout``, a
    pipe) is written directly. Every problem (a missing folder, a folder, a full disk) is one
    line, and a missing folder or a folder is found before any game is played.
    """
    if not path:
        yield None
        return
    target = Path(path)
    if target.is_dir():
        raise UsageError(say("cli.out.folder", path=path))
    if not target.parent.is_dir():
        raise UsageError(say("cli.out.no_folder", path=path, folder=repr(str(target.parent))))
    direct = target.exists() and not target.is_file()
    try:
        if direct:
            stream = open(target, "w", newline="", encoding="utf-8")  # noqa: SIM115
            partial = None
        else:
            final = target.resolve()
            if final.exists() and not os.access(final, os.W_OK):    # replacing it would bypass that
                raise PermissionError(13, "Permission denied")
            handle, partial = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial",
                                               dir=final.parent)
            os.chmod(partial, final.stat().st_mode & 0o7777 if final.exists() else _file_mode())
            stream = os.fdopen(handle, "w", newline="", encoding="utf-8")
    except OSError as error:
        raise UsageError(say("cli.out.cannot", path=path, error=os_reason(error))) from None
    try:
        try:
            with stream:
                yield stream
            if partial:
                os.replace(partial, final)
                partial = None
        except BrokenPipeError:      # --out /dev/stdout read by a reader that stopped, like head
            raise
        except OSError as error:
            kept = say("cli.out.kept", path=path) if partial else ""
            raise UsageError(say("cli.out.failed", path=path, error=os_reason(error)) + kept) from None
    finally:
        if partial:
            with contextlib.suppress(OSError):
                os.unlink(partial)


def _file_mode():
    """The permissions a new file gets here (``mkstemp`` would make it private to its owner)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


# -- bench --------------------------------------------------------------------------------
def _bench(args):
    if args.game == "live":         # a class of simulated students on a real live server
        from .live.bench import check, run
        check(args.live_game, args.students, args.tables, args.think, args.early)
        return run(args.live_game, args.students, args.tables, args.think, args.kill_restart, args.seed,
                   early=args.early, analysis_playouts=args.playouts) and None
    if args.game == "table":      # one click of the playable table, over a whole game
        from .widgets.play_bench import run
        return run(args.table_game or "classic", args.players, args.seed, games=3) and None
    if args.game == "what-if":      # what_if on the deal of a seeded game, with greedy bots
        from .lab.whatif import bench
        args.game = args.table_game or "classic"
        return bench(args.game, _players(args, runner(args.game)), args.rollouts, args.seed, args.workers)
    if args.game == "bots":         # one search seat against greedy seats: its win share
        from .lab.strength import bench
        args.game = args.table_game or "classic"
        return bench(args.game, _players(args, runner(args.game)), args.games, args.seed, args.playouts)
    if args.game == "hint":         # hints' speed, and their agreement with a long reference
        from .lab.coach_bench import bench_hint
        args.game = args.table_game or "classic"
        try:
            return bench_hint(args.game, _players(args, runner(args.game)), args.positions, args.seed,
                              reference_size=args.reference, reference_file=args.reference_file)
        except ValueError as error:         # a reference file of another bench
            raise UsageError(printable(str(error))) from None
    if args.game == "rollouts":     # the coach's greedy rollouts a second of CPU
        from .lab.rollout_bench import bench_rollouts
        args.game = args.table_game or "classic"
        return bench_rollouts(args.game, _players(args, runner(args.game)), args.seconds, args.seed) and None
    if args.game == "analysis":     # the analysis's flags, against a long reference
        from .lab.coach_bench import bench_analysis
        args.game = args.table_game or "classic"
        return bench_analysis(args.game, _players(args, runner(args.game)), args.games, args.seed,
                              args.playouts, args.reference)
    game = runner(args.game)
    players = _players(args, game)
    seats = ["random"] * players
    options = _expansions(args)
    games = decisions = 0
    seeds = game_seeds(args.seed)
    # Each game is dealt from its own seed; the bots draw from one generator for the whole run,
    # seeded once, as other engines' random loops do (tools/bench_sides/README.md).
    draws = make_rng(args.seed)
    # (a call with ``**options`` costs each game a dict and a tuple made: the usual bench has none)
    play = functools.partial(game.play_game, **options) if options else game.play_game
    start, cpu_start = time.perf_counter(), time.process_time()
    while True:
        _, turns = play(players, next(seeds), seats, rng=draws)
        games += 1
        decisions += turns
        elapsed = time.perf_counter() - start
        if elapsed >= args.seconds:
            break
    cpu = time.process_time() - cpu_start
    shown = " ".join([args.game, *(f"--{name}" for name in options)])
    print(say("cli.bench.head", game=shown, players=players, games=games, seconds=elapsed))
    print(say("cli.bench.rate", games=games / elapsed, turns=decisions / elapsed))
    print(say("cli.bench.cpu", games=games / cpu))
    print(f"games_per_s={games / elapsed:.1f} turns_per_s={decisions / elapsed:.0f}")


# -- replay -------------------------------------------------------------------------------
def _what_if(args):
    """``wonderlab what-if FILE``: the seat's choices ranked; a broken file is one line, exit 2;
    a legal position whose seat is not to play, exit 3 naming the player to play."""
    from .lab.whatif import NotToPlay, what_if
    from .lab.whatif_text import report

    try:
        frame = what_if(args.file, rollouts=args.rollouts, bots=args.bots, seed=args.seed, progress=False)
    except NotToPlay as error:
        raise NotToPlayError(printable(say("cli.file.refused", file=args.file, error=str(error)))) from None
    except ValueError as error:
        said = str(error)
        raise UsageError(printable(said if said.startswith(str(args.file))
                                   else say("cli.file.refused", file=args.file, error=said))) from None
    print(printable_lines(report(frame)))


def printable_lines(text):
    """``printable`` line by line: names typed in a file cannot drive the terminal."""
    return "\n".join(printable(line) for line in text.splitlines())


def _replay(args):
    record = GameRecord.load(args.file)
    _, result = runner(record.game).replay(record)
    print(say("cli.replayed", file=args.file, count=len(record.actions)))
    _print_result(result, args.json)


if __name__ == "__main__":
    sys.exit(main())
