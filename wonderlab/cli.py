"""The ``wonderlab`` command: score a table, simulate bot games, benchmark, replay a record.

    wonderlab score TABLE.json [--json]
    wonderlab simulate classic --players 5 --games 1000 --seed 1 --bots greedy,random --out runs.csv
    wonderlab bench classic --players 3 --seconds 5
    wonderlab replay RECORD.json

Bad input ends with one line on stderr naming the problem, and exit code 2.
"""

import argparse
import csv
import json
import os
import sys
import time
from pathlib import Path

from .core.errors import WonderlabError
from .core.records import GameRecord
from .core.rng import game_seeds
from .games import GAMES, runner


class UsageError(Exception):
    """A command-line mistake: printed as one line, exit code 2."""


def main(argv=None):
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args) or 0
    except (UsageError, WonderlabError, ValueError) as error:
        print(f"wonderlab {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:          # the output was piped into a reader that stopped, like head
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (nothing more is printed)
        return 0


def _parser():
    parser = argparse.ArgumentParser(prog="wonderlab", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    score = commands.add_parser("score", help="score a table file (see FORMATS.md)")
    score.add_argument("file")
    score.add_argument("--json", action="store_true", help="print the breakdown as JSON")
    score.set_defaults(run=_score)

    simulate = commands.add_parser("simulate", help="play many bot games and sum them up")
    simulate.add_argument("game", choices=GAMES)
    simulate.add_argument("--players", type=int)
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--bots", default="random", help="bot names, one per seat in turn (e.g. greedy,random)")
    simulate.add_argument("--out", help="write one CSV row per player per game")
    simulate.set_defaults(run=_simulate)

    bench = commands.add_parser("bench", help="play random games and print games/s and turns/s")
    bench.add_argument("game", choices=(*GAMES, "table"))
    bench.add_argument("table_game", nargs="?", choices=GAMES, help="with 'table': the game whose table is timed")
    bench.add_argument("--players", type=int)
    bench.add_argument("--seconds", type=float, default=5.0)
    bench.add_argument("--seed", type=int, default=0)
    bench.set_defaults(run=_bench)

    replay = commands.add_parser("replay", help="replay a saved game, check it and print its scores")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true")
    replay.set_defaults(run=_replay)
    return parser


# -- score --------------------------------------------------------------------------------
def _read_json(path):
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise UsageError(f"{path}: cannot read the file ({error.strerror})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UsageError(f"{path}: malformed JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None


def _score(args):
    data = _read_json(args.file)
    game = data.get("game") if isinstance(data, dict) else None
    if game not in GAMES:
        raise UsageError(f"{args.file}: game: {game!r}: expected one of {', '.join(GAMES)}")
    result = runner(game).score_table(data)
    _print_result(result, args.json)


def _print_result(result, as_json):
    categories = result.pop("categories", None) or list(result["players"][0]["categories"])
    if as_json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return
    print(format_table(result, categories))


def format_table(result, categories):
    """The score breakdown as a plain-text table, one column per player."""
    players = result["players"]
    width = max(12, *(len(c) for c in categories))
    columns = [max(6, len(p["name"])) for p in players]
    lines = [" " * width + "  " + "  ".join(p["name"].rjust(w) for p, w in zip(players, columns, strict=True))]
    for category in [*categories, "total"]:
        values = [p["total"] if category == "total" else p["categories"].get(category, 0) for p in players]
        lines.append(category.ljust(width) + "  " + "  ".join(str(v).rjust(w) for v, w in zip(values, columns, strict=True)))
    for p in players:
        for choice in p.get("choices", ()):
            lines.append(f"{p['name']}: {choice}")
    label = result.get("result", "points")
    lines.append(f"winner{'s' if len(result['winners']) > 1 else ''}: {', '.join(result['winners']) or '-'}"
                 + (f" ({label})" if label != "points" else ""))
    return "\n".join(lines)


# -- simulate -----------------------------------------------------------------------------
def _simulate(args):
    game = runner(args.game)
    players = args.players or game.DEFAULT_PLAYERS
    if players not in game.PLAYER_COUNTS:
        raise UsageError(f"--players: {players}: {args.game} is played by "
                         f"{game.PLAYER_COUNTS[0]} to {game.PLAYER_COUNTS[-1]}")
    if args.games < 1:
        raise UsageError("--games: expected at least 1")
    names = [name.strip() for name in args.bots.split(",") if name.strip()]
    if not names:
        raise UsageError("--bots: give at least one bot name")
    from .core.bots import bot_names
    for name in names:
        if name not in bot_names(args.game):
            raise UsageError(f"--bots: unknown bot {name!r} for {args.game}: choose among {', '.join(bot_names(args.game))}")
    seats = [names[i % len(names)] for i in range(players)]
    columns = ["game", "seed", "seat", "bot", *game.CATEGORIES, "total", "winner", *game.EXTRA_COLUMNS]
    out = open(args.out, "w", newline="", encoding="utf-8") if args.out else None
    writer = csv.DictWriter(out, fieldnames=columns) if out else None
    if writer:
        writer.writeheader()
    stats = {}
    try:
        from tqdm import tqdm
        seeds = game_seeds(args.seed, args.games)
        for number, seed in enumerate(tqdm(seeds, desc=f"{args.game} games", unit="game",
                                           delay=1.0, disable=None, file=sys.stderr)):
            rows, _ = game.play_game(players, seed, seats)
            for row in rows:
                entry = stats.setdefault(row["bot"], [0, 0, 0])
                entry[0] += 1
                entry[1] += row["winner"]
                entry[2] += row["total"]
                if writer:
                    writer.writerow({"game": number, "seed": seed, **row,
                                     "winner": "true" if row["winner"] else "false"})
    finally:
        if out:
            out.close()
    print(f"{args.games} games of {args.game}, {players} players, seed {args.seed}")
    print(f"{'bot':<12}{'seats':>8}{'win rate':>10}{'mean score':>12}")
    for bot, (seat_games, wins, total) in sorted(stats.items()):
        print(f"{bot:<12}{seat_games:>8}{wins / seat_games:>10.1%}{total / seat_games:>12.1f}")
    if args.out:
        print(f"wrote {args.out}")


# -- bench --------------------------------------------------------------------------------
def _bench(args):
    if args.game == "table":      # one click of the playable table, over a whole game
        from .widgets.play_bench import run
        return run(args.table_game or "classic", args.players, args.seed, games=3) and None
    game = runner(args.game)
    players = args.players or game.DEFAULT_PLAYERS
    if players not in game.PLAYER_COUNTS:
        raise UsageError(f"--players: {players}: {args.game} is played by "
                         f"{game.PLAYER_COUNTS[0]} to {game.PLAYER_COUNTS[-1]}")
    seats = ["random"] * players
    games = decisions = 0
    seeds = iter(game_seeds(args.seed, 10**6))
    start, cpu_start = time.perf_counter(), time.process_time()
    while True:
        _, turns = game.play_game(players, next(seeds), seats)
        games += 1
        decisions += turns
        elapsed = time.perf_counter() - start
        if elapsed >= args.seconds:
            break
    cpu = time.process_time() - cpu_start
    print(f"{args.game}, {players} players, random bots: {games} games in {elapsed:.2f} s")
    print(f"{games / elapsed:.1f} games/s, {decisions / elapsed:.0f} turns/s (a turn is one player's decision)")
    print(f"per second of this process's CPU time: {games / cpu:.1f} games/s "
          "(above the wall-clock figure when other programs share the machine)")
    print(f"games_per_s={games / elapsed:.1f} turns_per_s={decisions / elapsed:.0f}")


# -- replay -------------------------------------------------------------------------------
def _replay(args):
    record = GameRecord.load(args.file)
    _, result = runner(record.game).replay(record)
    print(f"{args.file}: {len(record.actions)} actions replayed and checked")
    _print_result(result, args.json)


if __name__ == "__main__":
    sys.exit(main())
