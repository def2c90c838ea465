"""A hint: the options of a seat now, ranked by the games they won when played out, and why.

``hint(game, seat)`` plays each distinct option of ``seat`` out with greedy bots on worlds
dealt again from what ``seat`` sees (``game.redeal``, never the true hidden cards), rollout
``r`` dealing the same world for every option, and spends its budget by successive halving:
the weaker half of the options stops after each round, the better ones get more games. A budget
in ``playouts`` gives the same hint for a seed on every machine; ``seconds`` (this process's
CPU time) is for people waiting at a table.

>>> from wonderlab.classic import Game
>>> frame = hint(Game(players=3, seed=1), 0, playouts=40)
>>> list(frame.columns[:6])
['action', 'win_rate', 'low', 'high', 'mean_score', 'why']
>>> bool(frame["rollouts"].iloc[0] >= frame["rollouts"].iloc[-1])
True
"""

import math
import time

from ..core.i18n import register, say
from ..core.search import kind_of, rank, value
from .tournament import wilson
from .whatif import _check_seat, _deciding, _distinct, _position

__all__ = ["hint", "why"]

register({
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
    "hint.why": {"en": "Against {other}: {mine}.", "fr": "Par rapport à {other} : {mine}."},
    "hint.why.mine": {"en": "{points} {category} points on average for you",
                      "fr": "{points} points en moyenne en {category} pour vous"},
    "hint.why.rival": {"en": "{name} {points} in {category}", "fr": "{name} {points} en {category}"},
    "hint.why.same": {"en": "the same points on average: it wins a little more often",
                      "fr": "les mêmes points en moyenne : elle gagne un peu plus souvent"},
    "hint.why.and": {"en": "; ", "fr": " ; "},
    "hint.why.only": {"en": "The only option.", "fr": "La seule possibilité."},
    "hint.error.budget": {
        "en": "seconds: {value}: expected a number of seconds above 0 and under an hour (or give playouts)",
        "fr": "seconds : {value} : il faut un nombre de secondes au-dessus de 0 et sous une heure (ou donnez playouts)"},
    "hint.error.playouts": {
        "en": "playouts: {value}: expected a whole number of games, 1 or more",
        "fr": "playouts : {value} : il faut un nombre entier de parties, 1 ou plus"},
})

COLUMNS = ["action", "win_rate", "low", "high", "mean_score", "why", "words", "rollouts"]


def hint(game, seat, seconds=2.0, *, playouts=None, seed=0, turn=None):
    """The options of ``seat`` now, best first: a DataFrame with ``action`` (notation),
    ``win_rate`` and its Wilson 95 % interval ``low``/``high``, ``mean_score`` (``seat``'s final
    score), ``why`` (one sentence: the score categories that differ most from the option it
    is compared with, the next-best for the best one and the best for the others), ``words``
    and ``rollouts``.

    ``game``: a game, a ``PlayTable``, a record or its path, or a position (its text, JSON or
    file; the hidden rest dealt from ``seed``), as ``what_if`` takes them; ``turn`` replays a
    record's first turns, by the one rule of ``lab.game_at``. ``playouts``: the whole budget in games (then ``seconds`` is not used and
    the hint is the same on every machine); else ``seconds`` of CPU time. The game is not changed.
    """
    position, kind = _position(game, turn, seed)
    seat = _check_seat(position, kind, seat)
    city = _deciding(position, kind, seat)
    if playouts is not None:
        if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
            raise ValueError(say("hint.error.playouts", value=repr(playouts)))
        deadline = None
    else:
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 < seconds < 3600:
            raise ValueError(say("hint.error.budget", value=repr(seconds)))
        # the rollouts stop a little early: ranking them and writing the why fit in the budget too
        deadline = time.process_time() + 0.97 * seconds
    actions = options(position, city)
    results = rank(position, seat, city, actions, playouts=playouts, deadline=deadline,
                   seed=f"hint {seed}", keep=2)
    return frame(position, seat, actions, results)


def options(game, city):
    """The distinct options of ``city`` (in 7 Wonders, one way to pay per card and kind: the
    cheapest, as the engine lists it first)."""
    if kind_of(game) == "classic":
        found = {}
        for action in game.legal_actions(city):
            found.setdefault((action.kind, action.card), action)
        return list(found.values())
    return [action for _, action in _distinct(game.legal_actions(city))]


def frame(game, seat, actions, results):
    """The hint's DataFrame from the rollouts of each action (the options never tried left out)."""
    rows = []
    for action, outcomes in zip(actions, results, strict=True):
        n = len(outcomes)
        if not n:
            continue
        wins = sum(o.win for o in outcomes)
        low, high = wilson(wins, n)
        rows.append({"action": action.notation, "win_rate": wins / n, "low": low, "high": high,
                     "mean_score": sum(o.score for o in outcomes) / n, "words": str(action),
                     "rollouts": n, "_value": sum(map(value, outcomes)) / n, "_outcomes": outcomes,
                     "_action": action})
    rows.sort(key=lambda r: -r["_value"])
    rows.sort(key=lambda r: -r["rollouts"])       # the survivors of the halving first, stable
    for place, row in enumerate(rows):
        other = rows[1] if place == 0 and len(rows) > 1 else rows[0] if place else None
        row["why"] = why(game, seat, row, other, better=place == 0) if other else say("hint.why.only")
    try:
        import pandas as pd
    except ImportError:     # the JupyterLite site has no pandas: the rows as plain dicts
        return [{c: r[c] for c in COLUMNS} for r in rows]
    table = pd.DataFrame([{c: r[c] for c in COLUMNS} for r in rows], columns=COLUMNS)
    table.attrs.update(seat=seat, name=game.names[seat], rollouts=sum(len(r) for r in results))
    return table


def why(game, seat, row, other, better=True):
    """One or two sentences in the game's own terms (``lab.reasons.explain``): what the option's
    action does, then what it gains and gives up against ``other`` in the rollouts, and whether
    the two are about equal. ``better`` is kept for callers: the verdict comes from the rollouts."""
    from .reasons import explain

    return explain(game, seat, row.get("_action"), row["_outcomes"], other.get("_action") or other["action"],
                   other["_outcomes"])


# -- the benchmark ------------------------------------------------------------------------
def bench(game="classic", players=4, positions=20, seed=0, seconds=2.0, reference=2000, reference_file=None):
    """``wonderlab bench hint``: hint ``positions`` seeded positions (greedy games stopped at a
    turn drawn from the seed, the deciding seat's options) in ``seconds`` of CPU each, and
    compare each hint's best action with a reference of ``reference`` rollouts per option; the
    hint agrees when its best action's reference win rate lies in the reference best's interval.

    The reference is deterministic and long (an hour of CPU for 20 positions of 7 Wonders):
    ``reference_file`` keeps its win rates, position by position, and a later run with the same
    game, players, seed and reference reads them back instead of playing them again.
    """
    import importlib
    import random

    import pandas  # noqa: F401  (imported once by any process that shows a hint: not a hint's time)

    from ..core.bots import make_bot

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    kept = References(reference_file, game=game, players=players, seed=seed, reference=reference)
    times, agree, done = [], 0, 0
    rng = random.Random(f"hint bench {seed}")
    for number in range(positions):
        position = game_class(seed=rng.randrange(2**31)) if game == "duel" else \
            game_class(players=players, seed=rng.randrange(2**31))
        greedy = make_bot(game, "greedy")
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
        if len(actions) < 2:
            continue
        started = time.process_time()
        shown = hint(position, seat, seconds=seconds, seed=number)
        times.append(time.process_time() - started)
        rates = kept.rates(number)
        if rates is None:
            results = rank(position, seat, city, actions, playouts=reference * len(actions),
                           seed=f"reference {number}", keep=len(actions))
            rates = {a.notation: sum(o.win for o in r) / len(r) for a, r in zip(actions, results, strict=True)}
            kept.keep(number, rates)
        best = max(rates, key=rates.get)
        low, _ = wilson(rates[best] * reference, reference)
        chosen = shown["action"].iloc[0]
        agree += rates[chosen] >= low
        done += 1
        print(say("bench.hint.position", number=number, options=len(actions), seconds=times[-1],
                  rollouts=shown.attrs["rollouts"], best=chosen, rate=rates[chosen], reference=best,
                  reference_rate=rates[best]), flush=True)
    times.sort()
    median = times[len(times) // 2] if times else math.nan
    p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)] if times else math.nan
    print(say("bench.hint.head", game=game, players=players, seconds=seconds, reference=reference))
    print(f"hint: median {median:.1f} s, p95 {p95:.1f} s; best action agrees with the reference in "
          f"{agree}/{done} positions")


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
