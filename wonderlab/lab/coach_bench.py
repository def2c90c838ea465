"""``wonderlab bench hint`` and ``wonderlab bench analysis``: the coach checked against a yardstick of its own.

The yardstick, ``reference``, is a plain loop written apart from ``core.search`` and the
estimator it checks (a fault of the search cannot hide in it): for each option, deal the hidden
cards again from what the seat sees (``game.redeal``), play the option, let greedy bots play
every seat to the end, and count the seat's share of the wins, ``rollouts`` times.

>>> from wonderlab.duel.game import Game
>>> game = Game(seed=3)
>>> rates = reference(game, 0, 0, game.legal_actions(0)[:2], rollouts=3, seed=1)
>>> len(rates), all(0 <= rate <= 1 for rate in rates.values())
(2, True)
"""

import importlib
import math
import random
import time

from ..core.bots import make_bot
from ..core.i18n import register, say
from .tournament import wilson

__all__ = ["bench_analysis", "bench_hint", "reference"]

register({
    "bench.analysis.decision": {
        "en": "game {game}, step {step}: {label} {chosen} (coach: {best}), loss {loss:.2f} [{low:.2f}, {high:.2f}]; "
              "reference {reference:.3f}: {verdict}",
        "fr": "partie {game}, étape {step} : {label} {chosen} (coach : {best}), perte {loss:.2f} [{low:.2f} ; {high:.2f}] ; "
              "référence {reference:.3f} : {verdict}"},
    "bench.analysis.confirmed": {"en": "confirmed", "fr": "confirmée"},
    "bench.analysis.refuted": {"en": "not confirmed", "fr": "non confirmée"},
    "bench.analysis.game": {"en": "game {game}: {decisions} decisions, {flagged} flagged, {seconds:.1f} s of CPU",
                            "fr": "partie {game} : {decisions} décisions, {flagged} signalées, {seconds:.1f} s de processeur"},
    "bench.analysis.head": {
        "en": "{game}, {players} players: greedy games analysed for seat 0 ({playouts} rollouts a decision), each "
              "flagged decision measured again with {reference} rollouts per option; confirmed when that loss is at "
              "least {threshold:.2f}",
        "fr": "{game}, {players} joueurs : parties greedy analysées pour la place 0 ({playouts} parties simulées par "
              "décision), chaque décision signalée mesurée à nouveau avec {reference} parties simulées par option ; "
              "confirmée quand cette perte atteint au moins {threshold:.2f}"},
    "bench.hint.position": {"en": "position {number}: {options} options, hint {seconds:.2f} s ({rollouts} rollouts), best {best} (reference "
                                  "{rate:.2f}; the reference's best {reference} {reference_rate:.2f})",
                            "fr": "position {number} : {options} options, conseil {seconds:.2f} s ({rollouts} parties simulées), meilleure {best} "
                                  "(référence {rate:.2f} ; la meilleure de la référence {reference} {reference_rate:.2f})"},
    "bench.hint.head": {"en": "{game}, {players} players, hints of {seconds:g} s against {reference} rollouts per option "
                              "(CPU time of this process)",
                        "fr": "{game}, {players} joueurs, conseils de {seconds:g} s contre {reference} parties simulées "
                              "par option (temps processeur de ce processus)"},
    "bench.hint.error.file": {
        "en": "--reference-file {path}: not a reference of this bench ({wanted}): give another file",
        "fr": "--reference-file {path} : pas une référence de ce banc d'essai ({wanted}) : donnez un autre fichier"},
})


def reference(game, seat, city, actions, rollouts, seed):
    """The share of the games ``seat`` wins after each of ``actions`` (notation → rate), each
    played ``rollouts`` times from the same deals (deal ``n`` is the same for every action)."""
    bot = make_bot(type(game).__module__.split(".")[1], "greedy")
    rates = {}
    for action in actions:
        wanted = sorted(action.to_json().items())
        won = 0.0
        for number in range(rollouts):
            rng = random.Random(f"reference {seed} {number}")
            world = game.redeal(seat, rng)
            world.play(city, next(a for a in world.legal_actions(city) if sorted(a.to_json().items()) == wanted))
            while not world.is_over:
                for now in world.waiting:
                    world.play(now, bot.choose(world, now, rng))
            winners = world.winners()
            if world.names[seat] in winners:
                won += 1 / len(winners)
        rates[action.notation] = won / rollouts
    return rates


def _positions(game, players, count, seed):
    """``count`` seeded positions: greedy games stopped at a turn drawn from the seed, with the
    seat deciding there and its city; positions with a forced move are left out."""
    from .hint import options

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    rng = random.Random(f"hint bench {seed}")
    greedy = make_bot(game, "greedy")
    for number in range(count):
        position = game_class(seed=rng.randrange(2**31)) if game == "duel" else \
            game_class(players=players, seed=rng.randrange(2**31))
        for _ in range(rng.randrange(0, 40)):
            if position.is_over:
                break
            city = position.waiting[0]
            position.play(city, greedy.choose(position, city, rng))
        if position.is_over:
            continue
        city = position.waiting[0]
        seat = position.controller(city) if game == "classic" else city
        actions = options(position, city)
        if len(actions) >= 2:
            yield number, position, seat, city, actions


def bench_hint(game="classic", players=4, positions=20, seed=0, seconds=None, reference_size=2000,
               reference_file=None):
    """Hint ``positions`` seeded positions exactly as the table's Hint button does (``seconds``
    of CPU: ``lab.hint.SECONDS``) and compare each hint's best with ``reference`` of
    ``reference_size`` rollouts per option: the hint agrees when its best's reference win rate
    lies in the reference best's Wilson interval.

    The reference is long (an hour of CPU for 20 positions of 7 Wonders): ``reference_file``
    keeps its win rates, position by position, and a later run with the same game, players,
    seed and reference size reads them back instead of playing them again.
    """
    from .hint import SECONDS, hint

    seconds = SECONDS if seconds is None else seconds
    kept = References(reference_file, game=game, players=players, seed=seed, reference=reference_size)
    times, agree, done = [], 0, 0
    for number, position, seat, city, actions in _positions(game, players, positions, seed):
        started = time.process_time()
        shown = hint(position, seat, seconds=seconds, seed=number)
        times.append(time.process_time() - started)
        rates = kept.rates(number)
        if rates is None:
            rates = reference(position, seat, city, actions, reference_size, number)
            kept.keep(number, rates)
        best = max(rates, key=rates.get)
        low, _ = wilson(rates[best] * reference_size, reference_size)
        chosen = shown["action"][0]
        agree += rates[chosen] >= low
        done += 1
        print(say("bench.hint.position", number=number, options=len(actions), seconds=times[-1],
                  rollouts=shown.attrs["rollouts"], best=chosen, rate=rates[chosen], reference=best,
                  reference_rate=rates[best]), flush=True)
    median, p95 = _median(times), _quantile(times, 0.95)
    print(say("bench.hint.head", game=game, players=players, seconds=seconds, reference=reference_size))
    print(f"hint: median {median:.1f} s, p95 {p95:.1f} s; best action agrees with the reference in "
          f"{agree}/{done} positions")


def _median(values):
    return _quantile(values, 0.5)


def _quantile(values, share):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, math.ceil(share * len(values)) - 1))] if values else math.nan


class References:
    """The reference's win rates by position, kept in a JSON file (or nowhere, with no path).

    A file made for another game, player count, seed or reference size is refused in one line.

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "reference.json"
    >>> References(path, game="duel", players=2, seed=0, reference=10).keep(3, {"b:a": 0.5})
    >>> References(path, game="duel", players=2, seed=0, reference=10).rates(3)
    {'b:a': 0.5}
    """

    def __init__(self, path, **made_for):
        import json
        import pathlib

        self.path, self.made_for, self.kept = path and pathlib.Path(path), made_for, {}
        if self.path is None or not self.path.exists():
            return
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
            kept = saved["positions"]
            if {k: saved[k] for k in made_for} != made_for or not isinstance(kept, dict):
                raise ValueError
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
            raise ValueError(say("bench.hint.error.file", path=path, wanted=_made_for(made_for))) from None
        self.kept = kept

    def rates(self, number):
        """The kept win rates of position ``number`` (notation → rate), or None."""
        return self.kept.get(str(number))

    def keep(self, number, rates):
        import json

        self.kept[str(number)] = rates
        if self.path is not None:
            text = json.dumps({**self.made_for, "positions": self.kept}, indent=1)   # the options in their order
            self.path.write_text(text + "\n", encoding="utf-8")


def _made_for(made_for):
    return ", ".join(f"{k} {v}" for k, v in made_for.items())


def bench_analysis(game="classic", players=4, games=10, seed=0, playouts=None, reference_size=2000):
    """Analyse seat 0 of ``games`` seeded greedy games (``analyse``, ``playouts`` a decision:
    its default), then measure each decision it flags (an inaccuracy or worse) again with
    ``reference``: ``reference_size`` rollouts of the choice played and of the coach's; the flag
    is confirmed when the reference's loss is at least ``lab.analyse.INACCURACY``. The last line
    (read by scripts) says how many were flagged, how many confirmed, and the median CPU time
    of an analysis per game."""
    from ..core.records import GameRecord
    from .analyse import INACCURACY, PLAYOUTS, analyse
    from .hint import options

    playouts = playouts or PLAYOUTS
    runner = importlib.import_module(f"wonderlab.{game}.runner")
    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    bot = make_bot(game, "greedy")
    rng = random.Random(f"analysis bench {seed}")
    flagged = confirmed = 0
    times = []
    for number in range(games):
        played = game_class(seed=rng.randrange(2**31)) if game == "duel" else \
            game_class(players=players, seed=rng.randrange(2**31))
        learner = random.Random(f"learner {seed} {number}")
        while not played.is_over:
            for now in played.waiting:
                played.play(now, bot.choose(played, now, learner))
        record = played.record()
        started = time.process_time()
        rows = analyse(record, 0, playouts=playouts, seed=number, progress=False)
        times.append(time.process_time() - started)
        marked = [row for row in rows if row["label"]]
        print(say("bench.analysis.game", game=number, decisions=len(rows), flagged=len(marked), seconds=times[-1]),
              flush=True)
        for row in marked:
            position = game_class.replay(GameRecord(record.game, record.options, record.seed,
                                                    record.actions[:row["step"]]))
            city, _ = runner.read_action(position, record.actions[row["step"]])
            by_name = {a.notation: a for a in options(position, city)}
            _, chosen = runner.read_action(position, record.actions[row["step"]])
            pair = [by_name[row["best"]], by_name.get(row["chosen"], chosen)]
            rates = reference(position, 0, city, pair, reference_size, f"analysis {number} {row['step']}")
            loss = rates[pair[0].notation] - rates[pair[1].notation]
            agreed = loss >= INACCURACY
            flagged += 1
            confirmed += agreed
            print(say("bench.analysis.decision", game=number, step=row["step"], label=row["label"],
                      chosen=row["chosen"], best=row["best"], loss=row["loss"], low=row["loss_low"],
                      high=row["loss_high"], reference=loss,
                      verdict=say("bench.analysis.confirmed" if agreed else "bench.analysis.refuted")), flush=True)
    print(say("bench.analysis.head", game=game, players=players, playouts=playouts, reference=reference_size,
              threshold=INACCURACY))
    print(f"analysis: {flagged} decisions flagged in {games} games, {confirmed} confirmed by the reference, "
          f"median {_median(times):.0f} s per game")

