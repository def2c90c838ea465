"""``wonderlab puzzles``: make puzzles from bot games, and check that they still hold.

    wonderlab puzzles make GAME [--players N] [--games G] [--seed S] [--out FILE]
    wonderlab puzzles check [FILE ...]
    wonderlab puzzles reword [FILE ...] [--workers N]

``make`` adds the puzzles it finds to ``--out`` (made or added to as each one is found, so a run
stopped halfway keeps what it found; the command line is recorded in the file). ``check``
measures every puzzle again on fresh deals (wonderlab's shipped sets when no file is named) and
ends with the line ``puzzles: classic 60/60, duel 60/60, architects 60/60 still have one clearly
best move`` (a game with no puzzle to check reads ``0/0``); it exits 1 when one no longer holds.
``reword`` writes every puzzle's texts again (``lab.puzzle_reword``) from the very games ``make``
measured (the shipped sets when no file is named), in place; it stops, writing nothing, when a
win share does not come out exactly as stored.
"""

import shlex
import sys

from .core.i18n import decimal, register, say
from .games import GAMES

register({
    "cli.help.puzzles": {"en": "make puzzles from bot games, or check them again",
                         "fr": "fabriquer des puzzles à partir de parties de bots, ou les vérifier à nouveau"},
    "puzzles.help.make": {"en": "play bot games and keep the decisions with one clearly best move",
                          "fr": "jouer des parties de bots et garder les décisions où un coup est nettement le meilleur"},
    "puzzles.help.check": {"en": "measure every puzzle again on fresh deals",
                           "fr": "mesurer à nouveau chaque puzzle sur de nouvelles donnes"},
    "puzzles.help.out": {"en": "the puzzles file to make or add to (default: puzzles-GAME.json)",
                         "fr": "le fichier de puzzles à créer ou compléter (par défaut : puzzles-GAME.json)"},
    "puzzles.help.rollouts": {"en": "rollouts per option to confirm a puzzle (default 1000)",
                              "fr": "parties jouées par option pour confirmer un puzzle (1000 par défaut)"},
    "puzzles.help.workers": {"en": "processes measuring puzzles at once (default 1; the same results)",
                             "fr": "processus qui mesurent des puzzles en même temps (1 par défaut ; les mêmes résultats)"},
    "puzzles.help.files": {"en": "puzzles files (default: the sets wonderlab ships)",
                           "fr": "fichiers de puzzles (par défaut : ceux que wonderlab fournit)"},
    "puzzles.found": {"en": "puzzle {id}: {best} ({themes}), rating {rating}",
                      "fr": "puzzle {id} : {best} ({themes}), classement {rating}"},
    "puzzles.progress": {"en": "game {games}: {decisions} decisions screened, {puzzles} puzzles, {minutes} CPU minutes",
                         "fr": "partie {games} : {decisions} décisions examinées, {puzzles} puzzles, {minutes} minutes de CPU"},
    "puzzles.made": {"en": "puzzles: {kept} kept from {games} games ({decisions} decisions screened in {minutes} CPU minutes); {total} in {path}",
                     "fr": "puzzles : {kept} gardés sur {games} parties ({decisions} décisions examinées en {minutes} minutes de CPU) ; {total} dans {path}"},
    "puzzles.failed": {"en": "{id}: {best} {mine} against {second} {theirs}: no longer clearly best",
                       "fr": "{id} : {best} {mine} contre {second} {theirs} : n'est plus nettement le meilleur"},
    "puzzles.lost": {"en": "{id}: {best} or {second} is no longer an option of the position",
                     "fr": "{id} : {best} ou {second} n'est plus une possibilité de la position"},
    "puzzles.other_game": {"en": "{path}: a second file of {game}: check one file per game",
                           "fr": "{path} : un deuxième fichier de {game} : vérifiez un fichier par jeu"},
    "puzzles.checked": {"en": "puzzles: {counts} still have one clearly best move",
                        "fr": "puzzles : {counts} ont toujours un coup nettement meilleur"},
    "puzzles.help.reword": {"en": "write the puzzles' texts again from the same measures (the win shares must come out the same)",
                            "fr": "réécrire les textes des puzzles à partir des mêmes mesures (les parts de victoires doivent être les mêmes)"},
    "puzzles.help.reword_files": {"en": "puzzles files to reword in place (default: the sets wonderlab ships)",
                                  "fr": "fichiers de puzzles à réécrire sur place (par défaut : ceux que wonderlab fournit)"},
    "puzzles.reworded": {"en": "puzzles reworded: {counts} from the same measures, in {minutes} CPU minutes",
                         "fr": "puzzles réécrits : {counts} à partir des mêmes mesures, en {minutes} minutes de CPU"},
    "puzzles.reworded.count": {"en": "{game} {changed}/{total} changed", "fr": "{game} {changed}/{total} changés"},
})


def add_parser(commands):
    """Register ``puzzles make`` and ``puzzles check`` on the ``wonderlab`` command's subparsers."""
    from .cli import _count

    puzzles = commands.add_parser("puzzles", help=say("cli.help.puzzles"), description=say("cli.help.puzzles"))
    steps = puzzles.add_subparsers(dest="step", required=True)
    make = steps.add_parser("make", help=say("puzzles.help.make"))
    make.add_argument("game", choices=GAMES)
    make.add_argument("--players", type=_count, default=None)
    make.add_argument("--games", type=_count, default=1)
    make.add_argument("--seed", type=int, default=0)
    make.add_argument("--out", default=None, help=say("puzzles.help.out"))
    make.add_argument("--rollouts", type=_count, default=None, help=say("puzzles.help.rollouts"))
    make.set_defaults(run=run_make)
    check = steps.add_parser("check", help=say("puzzles.help.check"))
    check.add_argument("files", nargs="*", help=say("puzzles.help.files"))
    check.add_argument("--seed", type=int, default=1)
    check.add_argument("--rollouts", type=_count, default=None, help=say("puzzles.help.rollouts"))
    check.add_argument("--workers", type=_count, default=1, help=say("puzzles.help.workers"))
    check.set_defaults(run=run_check)
    reword = steps.add_parser("reword", help=say("puzzles.help.reword"))
    reword.add_argument("files", nargs="*", help=say("puzzles.help.reword_files"))
    reword.add_argument("--workers", type=_count, default=1, help=say("puzzles.help.workers"))
    reword.set_defaults(run=run_reword)


def run_make(args):
    """``puzzles make``: the puzzles found added to ``--out`` as each is found."""
    from pathlib import Path

    from .lab import puzzle_file
    from .lab.puzzles import ROLLOUTS, make_puzzles

    path = Path(args.out or f"puzzles-{args.game}.json")
    command = "wonderlab " + shlex.join(getattr(args, "argv", None) or sys.argv[1:])
    data = puzzle_file.load(path) if path.exists() else puzzle_file.new(args.game, command)
    if data["game"] != args.game:
        raise ValueError(say("puzzles.file.game", value=data["game"], games=args.game))
    if path.exists():
        data["commands"].append(command)
    made = dict(data.get("made") or {})
    known = {p["id"] for p in data["puzzles"]}

    def keep(puzzle, stats):
        if puzzle["id"] not in known:
            known.add(puzzle["id"])
            data["puzzles"].append(puzzle)
        data["made"] = _added(made, stats)
        puzzle_file.save(path, data)
        themes = ", ".join(puzzle["themes"]) or "-"
        print(say("puzzles.found", id=puzzle["id"], best=puzzle["best"], themes=themes, rating=puzzle["rating"]),
              file=sys.stderr, flush=True)

    shown = [0]

    def progress(stats):
        if stats["decisions"] % 25 == 0 and stats["decisions"] != shown[0]:
            shown[0] = stats["decisions"]
            print(say("puzzles.progress", games=stats["games"] + 1, decisions=stats["decisions"],
                      puzzles=stats["puzzles"], minutes=decimal(stats["cpu_seconds"] / 60)), file=sys.stderr, flush=True)

    found, stats = make_puzzles(args.game, args.players, args.games, args.seed, rollouts=args.rollouts or ROLLOUTS,
                                on_puzzle=keep, on_decision=progress)
    data["made"] = _added(made, stats)
    puzzle_file.save(path, data)
    print(say("puzzles.made", kept=len(found), games=stats["games"], decisions=stats["decisions"],
              minutes=decimal(stats["cpu_seconds"] / 60), total=len(data["puzzles"]), path=path))
    return 0


def _added(made, stats):
    """The figures of every run that made the file: ``made`` (the earlier runs') plus ``stats``."""
    total = dict(made)
    for field in ("games", "decisions", "confirmed", "puzzles"):
        total[field] = made.get(field, 0) + stats[field]
    total["cpu_seconds"] = round(made.get("cpu_seconds", 0) + stats["cpu_seconds"], 1)
    return total


def run_check(args):
    """``puzzles check``: every puzzle measured again; the counts per game on the last line."""
    from .lab import puzzle_file
    from .lab.puzzles import ROLLOUTS

    sets = {}
    if args.files:
        for path in args.files:
            data = puzzle_file.load(path)
            if data["game"] in sets:
                raise ValueError(say("puzzles.other_game", path=path, game=data["game"]))
            sets[data["game"]] = data["puzzles"]
    else:
        sets = {game: puzzle_file.shipped(game) for game in GAMES}
    jobs = [(puzzle, args.rollouts or ROLLOUTS, args.seed) for game in GAMES for puzzle in sets.get(game, [])]
    if args.workers > 1 and len(jobs) > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.workers) as pool:
            verdicts = list(pool.map(_recheck, jobs))
    else:
        verdicts = [_recheck(job) for job in jobs]
    counts = []
    failed = False
    for game in GAMES:
        puzzles = sets.get(game, [])
        held = 0
        for puzzle in puzzles:
            verdict = verdicts.pop(0)
            if verdict is None:
                print(say("puzzles.lost", id=puzzle["id"], best=puzzle["best"], second=puzzle["second"]))
                failed = True
            elif verdict[0]:
                held += 1
            else:
                failed = True
                print(say("puzzles.failed", id=puzzle["id"], best=puzzle["best"], mine=_percent(verdict[1]),
                          second=puzzle["second"], theirs=_percent(verdict[2])))
        counts.append(f"{game} {held}/{len(puzzles)}")
    print(say("puzzles.checked", counts=", ".join(counts)))
    return 1 if failed else 0


def _recheck(job):
    """One puzzle measured again (``lab.puzzles.recheck``), or None when its moves are no longer options."""
    from .lab.puzzles import recheck

    puzzle, rollouts, seed = job
    try:
        return recheck(puzzle, rollouts, seed)
    except (KeyError, AttributeError):
        return None


def run_reword(args):
    """``puzzles reword``: each file's puzzles with their texts written again, saved only when
    every puzzle of every file came out as stored (else one line naming it, and exit 1)."""
    from pathlib import Path

    from .lab import puzzle_file
    from .lab.puzzle_reword import NotReproduced

    paths = [Path(p) for p in args.files] or [puzzle_file.shipped_path(game) for game in GAMES
                                              if puzzle_file.shipped_path(game).exists()]
    files = [(path, puzzle_file.load(path)) for path in paths]
    jobs = [puzzle for _, data in files for puzzle in data["puzzles"]]
    try:
        if args.workers > 1 and len(jobs) > 1:
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(args.workers) as pool:
                done = list(pool.map(_reword, jobs))
        else:
            done = [_reword(job) for job in jobs]
    except NotReproduced as error:
        print(error)
        return 1
    counts, seconds = [], sum(cpu for _, cpu in done)
    for path, data in files:
        new = [puzzle for puzzle, _ in done[:len(data["puzzles"])]]
        del done[:len(data["puzzles"])]
        changed = sum(1 for old, puzzle in zip(data["puzzles"], new, strict=True) if old != puzzle)
        puzzle_file.save(path, {**data, "puzzles": new})
        counts.append(say("puzzles.reworded.count", game=data["game"], changed=changed, total=len(new)))
    print(say("puzzles.reworded", counts=", ".join(counts), minutes=decimal(seconds / 60)))
    return 0


def _reword(puzzle):
    """One puzzle reworded (``lab.puzzle_reword.reword``) and the CPU seconds it took."""
    import time

    from .lab.puzzle_reword import reword

    started = time.process_time()
    return reword(puzzle), time.process_time() - started


def _percent(rate):
    from .core.i18n import percent
    return percent(rate, 0)
