"""What if I had played something else? Every choice of one decision, each played out many times.

``what_if(game, seat)`` takes each distinct legal action of ``seat`` now, plays it, lets bots play
the rest of the game, and does so ``rollouts`` times; the frame gives, per action, the win rate
and the mean final score of ``seat``, each with a 95% confidence interval, best first.
``what_if_figure(frame)`` draws it.

The analysis never reads what ``seat`` cannot see: before each rollout the hidden parts of the
game (the other hands, face-down cards, the decks to come, unseen tokens...) are dealt again
from what ``seat`` sees, with ``game.redeal(seat, rng)``. So two games that look the same to
``seat`` give the same frame, and the true hidden cards never leave this process, even when the
rollouts run on a Dask cluster.

>>> from wonderlab.classic import Game
>>> frame = what_if(Game(players=3, seed=1), 0, rollouts=2, bots="random", progress=False)
>>> list(frame.columns[:4]), int(frame["rollouts"].min()), frame.attrs["interrupted"]
(['action', 'words', 'rollouts', 'win_rate'], 2, False)
"""

import importlib
import math
import random
from functools import partial
from pathlib import Path

from ..core.i18n import plural, register, say
from ..core.records import GameRecord
from ..core.search import key as _key
from ..core.search import paired, rollout, value
from .parallel import WORKER_TIMEOUT, run_tasks
from .tournament import Z95, wilson

__all__ = ["what_if", "what_if_figure"]

_GAMES = ("classic", "duel", "architects")

MESSAGES = {
    "whatif.error.source": {
        "en": "game: {value}: expected a game, a PlayTable, a GameRecord, a position or the path of a saved "
              "record or position",
        "fr": "game : {value} : il faut une partie, une PlayTable, un GameRecord, une position ou le chemin "
              "d'une partie ou d'une position enregistrée"},
    "whatif.error.table": {
        "en": "{path}: this is a table file, the end of a game: to ask what if, write the position of the "
              "moment to study (docs/positions.md) and give that file",
        "fr": "{path} : c'est un fichier de table, la fin d'une partie : pour demander « et si », écrivez la "
              "position du moment à étudier (docs/positions.md) et donnez ce fichier"},
    "whatif.error.no_seat": {
        "en": "seat: missing: say whose choices to compare (a position says it; a game does not)",
        "fr": "seat : manquant : dites de qui comparer les choix (une position le dit, une partie non)"},
    "whatif.error.seat": {
        "en": "seat: {value}: the seats of this game are 0 to {last}",
        "fr": "seat : {value} : les places de cette partie vont de 0 à {last}"},
    "whatif.error.over": {
        "en": "the game is over: there is no choice left to compare",
        "fr": "la partie est finie : il ne reste aucun choix à comparer"},
    "whatif.error.not_turn": {
        "en": "{name}: seat {seat} has no decision to make now (waiting for {waiting}); what if ranks the "
              "choices of the player to play: ask it of {waiting}'s position",
        "fr": "{name} : la place {seat} n'a pas de décision à prendre maintenant (on attend {waiting}) ; "
              "« et si » classe les choix du joueur qui doit jouer : demandez-le pour la position de ce joueur ({waiting})"},
    "whatif.error.rollouts": {
        "en": "rollouts: {value}: expected a whole number of games to play out per action, from 1 to {high}",
        "fr": "rollouts : {value} : il faut un nombre entier de parties à jouer par action, de 1 à {high}"},
    "whatif.error.seed": {
        "en": "seed: {value}: expected a whole number or a text",
        "fr": "seed : {value} : il faut un nombre entier ou un texte"},
    "whatif.error.bots": {
        "en": "bots: {value}: give one bot name, or one per seat ({count})",
        "fr": "bots : {value} : donnez un nom de bot, ou un par place ({count})"},
    "whatif.title": {"en": "What if {name} had played something else? ({rollouts} per action)",
                     "fr": "Et si {name} avait joué autre chose ? ({rollouts} par action)"},
    "whatif.games.one": {"en": "{count} game", "fr": "{count} partie"},
    "whatif.games.many": {"en": "{count} games", "fr": "{count} parties"},
    "whatif.title.interrupted": {"en": "{title}: stopped after {done} of {total} games",
                                 "fr": "{title} : arrêté après {done} parties sur {total}"},
    "whatif.axis.win_rate": {"en": "Win rate (95% interval)", "fr": "Taux de victoire (intervalle à 95 %)"},
    "whatif.axis.mean_score": {"en": "Mean final score (95% interval)",
                               "fr": "Score final moyen (intervalle à 95 %)"},
    "whatif.progress": {"en": "what if", "fr": "et si"},
    "whatif.error.metric": {"en": "metric: {value}: choose 'win_rate' or 'mean_score'",
                            "fr": "metric : {value} : choisissez 'win_rate' ou 'mean_score'"},
    # wonderlab bench what-if (its last line, seconds=... games=..., is read by scripts: it stays as it is)
    "bench.whatif.cluster": {"en": "a local cluster of {workers} workers started in {seconds:.1f} s",
                             "fr": "une grappe locale de {workers} processus démarrée en {seconds:.1f} s"},
    "bench.whatif.head": {"en": "what-if {game}, {players} players, seat 0 at the deal: {actions} actions x {rollouts} "
                                "rollouts = {games} games with greedy bots on {where}",
                          "fr": "what-if {game}, {players} joueurs, place 0 à la donne : {actions} actions x {rollouts} "
                                "parties simulées = {games} parties avec des bots gloutons sur {where}"},
    "bench.whatif.workers": {"en": "{workers} Dask workers", "fr": "{workers} processus Dask"},
    "bench.whatif.process": {"en": "1 process", "fr": "1 processus"},
    "bench.whatif.time": {"en": "{wall:.2f} s ({per_game:.2f} ms a game); this process's CPU: {cpu:.2f} s",
                          "fr": "{wall:.2f} s ({per_game:.2f} ms par partie) ; temps processeur de ce processus : {cpu:.2f} s"},
    "bench.whatif.each": {"en": "each worker's CPU: {times}", "fr": "temps processeur de chaque processus : {times}"},
    "bench.whatif.best": {"en": "best: {action} (win rate {rate:.0%}, mean score {score:.1f})",
                          "fr": "meilleure : {action} (victoires {rate:.0%}, score moyen {score:.1f})"},
}
register(MESSAGES)


MAX_ROLLOUTS = 1_000_000     # per action: hours of work on one machine; more is a typo


def what_if(game, seat=None, rollouts=200, bots="greedy", seed=0, client=None, *, turn=None,
            batch_size=None, progress=True, timeout=WORKER_TIMEOUT):
    """For each distinct legal action of ``seat`` now, play it and then the rest of the game
    ``rollouts`` times with ``bots``; ``Rows`` (plain Python, no pandas needed; ``.to_frame()``
    for a pandas DataFrame), one row per action, best first.

    ``game``: a live game of any of the three games, a ``PlayTable`` (the position its post-game
    review shows, else the game in play), a ``GameRecord``, a position (``docs/positions.md``: a
    ``Position``, its text or JSON) or the path of a saved record or position file; ``seat`` may be
    left out for a position, which says whose it is; ``turn``
    takes the record (of a game or table too) after that many turns, counted as ``table_at``
    and the table's review count them (0 is the deal; ``lab.tables`` says what a turn is). ``bots``: one
    bot name or one per seat; they play every seat after the action, ``seat`` included.
    ``client``: a ``dask.distributed`` client to run the rollouts on its workers; the frame is
    the same as without one. Stopping the run (the interrupt button) keeps the rollouts
    finished: ``frame.attrs["interrupted"]`` is then True and ``rollouts`` says how many each
    row holds.

    Columns: ``action`` (the game's notation), ``words`` (the sentence), ``rollouts``,
    ``win_rate`` with ``win_low``/``win_high``, ``mean_score`` with ``score_low``/``score_high``,
    then, against the best row on the same rollouts (paired, as ``compare``), ``score_vs_best``
    with ``vs_best_low``/``vs_best_high``, ``win_vs_best`` with ``win_vs_low``/``win_vs_high``,
    and ``apart``: True when the games really tell this choice from the best (the paired
    interval of the value the rows are ranked by, the win share, leaves out 0).
    A win shared by k players counts 1/k. The win rate's interval is Wilson's, the mean score's
    is the mean plus or minus 1.96 standard errors.

    Distinct actions: two legal actions that a record saves the same way (``to_json``) lead to
    the same game and count once, keeping the first (the engines list the cheapest way first).
    In 7 Wonders these are payments that give the same coins to the same neighbours and differ
    only in which of their resources they name; paying a different neighbour changes the game
    and is its own row.

    Every rollout depends only on its number and ``seed`` (rollout ``r`` deals the same hidden
    cards for every action, so the actions are compared on the same deals), so the same
    arguments give the same frame, here or on a cluster.
    """
    check_seed(seed)
    position, kind = _position(game, turn, seed)
    if seat is None:
        seat = getattr(position, "dealt_for", None)
        if seat is None:
            raise ValueError(say("whatif.error.no_seat"))
    seat = _check_seat(position, kind, seat)
    city = _deciding(position, kind, seat)
    if isinstance(rollouts, bool) or not isinstance(rollouts, int) or not 1 <= rollouts <= MAX_ROLLOUTS:
        raise ValueError(say("whatif.error.rollouts", value=_short(rollouts), high=f"{MAX_ROLLOUTS:,}"))
    names = _bot_names(position, kind, bots)
    choices = _distinct(position.legal_actions(city))
    base = position.redeal(seat, random.Random(f"what-if base {seed}"))
    task = partial(_rollout, base, kind, seat, city, tuple(key for key, _ in choices), names, seed)
    count = len(choices)
    items = ((number, index) for number in range(rollouts) for index in range(count))   # streamed
    done = run_tasks(task, items, client=client, batch_size=batch_size, total=rollouts * count,
                     desc=say("whatif.progress"), unit=say("lab.run.unit"), progress=progress,
                     timeout=timeout)
    frame = _rows(choices, [divmod(i, count) for i in range(len(done))], list(done))
    frame.attrs.update(game=kind, seat=seat, name=position.names[seat], bots=list(names),
                       seed=seed, asked=rollouts, games=len(done), total=rollouts * count,
                       interrupted=done.interrupted)
    return frame


def check_seed(seed):
    """``seed`` if it names a run (a whole number or a text), else one sentence (``ValueError``).

    >>> check_seed(3), check_seed("class 4B")
    (3, 'class 4B')
    """
    if isinstance(seed, bool) or not isinstance(seed, int | str) or isinstance(seed, str) and len(seed) > 200:
        raise ValueError(say("whatif.error.seed", value=_short(seed)))
    return seed


def _rollout(base, kind, seat, city, keys, bots, seed, item):
    """One game: ``core.search.rollout`` number ``number`` of action ``index``, with ``bots``;
    ``(seat's share of the win, seat's final score, the game's value to seat)`` (``core.search.value``)."""
    number, index = item
    outcome = rollout(base, kind, seat, city, keys[index], number, f"what-if {seed}", bots)
    return outcome.win, outcome.score, value(outcome)


def _controller(game, kind):
    if kind == "classic":
        return game.controller
    return int


def _position(source, turn, seed=0):
    """The game to analyse (never the caller's own object: ``redeal`` copies) and its kind."""
    from ..core.position import Position

    if isinstance(source, Position | dict) or isinstance(source, str) and ("\n" in source or ";" in source):
        return _kind(_from_position(source, seed))
    if isinstance(source, str | Path):
        source = _read_path(source, seed)
        if not isinstance(source, GameRecord):
            return _kind(source)
    if hasattr(source, "table") and hasattr(source.table, "snapshots"):     # a PlayTable
        source = source.table
    if hasattr(source, "snapshots") and hasattr(source, "review_step"):      # its Table
        if turn is None and source.review_step is not None:
            return _kind(source.snapshots()[source.review_step])
        source = source.game
    if isinstance(source, GameRecord):
        return _replayed(source, turn)
    if not (hasattr(source, "legal_actions") and hasattr(source, "redeal")):
        raise ValueError(say("whatif.error.source", value=_short(source)))
    if turn is not None:
        return _replayed(source.record(), turn)
    return _kind(source)


def _from_position(source, seed):
    from ..core.position import from_any

    return from_any(source, seed=seed)


def _read_path(path, seed):
    """The record or the position's game that the file at ``path`` holds."""
    from ..core.position import json_object, read_file

    text = read_file(path)
    if not text.lstrip().startswith("{"):
        return _from_position(text, seed)
    data = json_object(text)          # a refusal names the field: players[0].coins: the key appears twice
    if isinstance(data, dict) and "format" in data:
        return GameRecord.load(path)
    if isinstance(data, dict) and "players" in data and "seat" not in data:
        raise ValueError(say("whatif.error.table", path=path))
    return _from_position(data, seed)


def _kind(game):
    parts = type(game).__module__.split(".")
    if len(parts) < 2 or parts[0] != "wonderlab" or parts[1] not in _GAMES:
        raise ValueError(say("whatif.error.source", value=_short(game)))
    return game, parts[1]


def _replayed(record, turn):
    """The game of ``record`` after ``turn`` turns (``lab.tables.game_at``), or after all its actions."""
    if record.game not in _GAMES:
        raise ValueError(say("whatif.error.source", value=f"a record of {record.game!r}"))
    if turn is not None:
        from .tables import game_at
        return _kind(game_at(record, turn))
    return _kind(importlib.import_module(f"wonderlab.{record.game}.game").Game.replay(record))


def _check_seat(game, kind, seat):
    last = game.players - 1
    if isinstance(seat, bool) or not hasattr(type(seat), "__index__") or not 0 <= int(seat) <= last:
        raise ValueError(say("whatif.error.seat", value=_short(seat), last=last))
    if game.is_over:
        raise ValueError(say("whatif.error.over"))
    return int(seat)


def _deciding(game, kind, seat):
    """The city or seat whose choice ``seat`` makes now (7 Wonders: the Free City first)."""
    controller = _controller(game, kind)
    for now in game.waiting:
        if controller(now) == seat and game.legal_actions(now):
            return now
    waiting = ", ".join(dict.fromkeys(game.names[controller(now)] for now in game.waiting))
    raise NotToPlay(say("whatif.error.not_turn", name=game.names[seat], seat=seat, waiting=waiting))


class NotToPlay(ValueError):
    """A legal position, or game, whose seat has no decision now: another player is to play
    (``wonderlab what-if`` exits 3 with it, where an impossible position exits 2)."""


def _bot_names(game, kind, bots):
    from ..core.bots import make_bot

    count = game.players
    names = [bots] * count if isinstance(bots, str) else bots
    if not isinstance(names, list | tuple) or len(names) != count or not all(isinstance(n, str) for n in names):
        raise ValueError(say("whatif.error.bots", value=_short(bots), count=count))
    for name in set(names):
        make_bot(kind, name)         # an unknown name raises ValueError naming the known ones
    return tuple(names)


def _distinct(actions):
    """``(key, action)`` for each distinct result, in the engine's order (see ``what_if``)."""
    found = {}
    for action in actions:
        found.setdefault(_key(action), action)
    return list(found.items())


COLUMNS = ["action", "words", "rollouts", "win_rate", "win_low", "win_high", "mean_score", "score_low", "score_high",
           "score_vs_best", "vs_best_low", "vs_best_high", "win_vs_best", "win_vs_low", "win_vs_high", "apart"]


def _rows(choices, items, results):
    from .rows import Rows

    wins = [{} for _ in choices]
    scores = [{} for _ in choices]
    values = [{} for _ in choices]
    for (number, index), (win, score, worth) in zip(items, results, strict=True):
        wins[index][number] = win
        scores[index][number] = score
        values[index][number] = worth
    rows = []
    for (_, action), won, got in zip(choices, wins, scores, strict=True):
        n = len(got)
        rate = sum(won.values()) / n if n else math.nan
        low, high = wilson(sum(won.values()), n)
        mean, spread = _mean_interval(list(got.values()))
        rows.append({"action": action.notation, "words": str(action), "rollouts": n,
                     "win_rate": rate, "win_low": low, "win_high": high,
                     "mean_score": mean, "score_low": mean - spread, "score_high": mean + spread})

    def rank(i):     # best first by the one value (the win share, the margin a tiebreak); no games last
        got = values[i]
        return (not got, -sum(got.values()) / len(got) if got else 0, i)

    order = sorted(range(len(rows)), key=rank)
    _against_best(rows, order, wins, scores, values)
    return Rows([rows[i] for i in order], COLUMNS)


def _against_best(rows, order, wins, scores, values):
    """Each row against the best row, on the same rollouts (the same deals and bot randomness:
    ``compare``'s paired intervals): its mean score minus the best's (``score_vs_best``), its win
    rate minus the best's (``win_vs_best``), and ``apart``: whether the paired interval of the
    value the rows are ranked by (``core.search.value``: the win share) leaves out 0, so that
    the games really tell the two choices apart."""
    best = order[0] if order else None
    for i, row in enumerate(rows):
        common = sorted(set(scores[i]) & set(scores[best])) if best is not None else []
        if i == best or not common:
            row.update(score_vs_best=0.0 if i == best else math.nan, vs_best_low=math.nan, vs_best_high=math.nan,
                       win_vs_best=0.0 if i == best else math.nan, win_vs_low=math.nan, win_vs_high=math.nan,
                       apart=False)
            continue
        diff, half = paired([scores[i][r] for r in common], [scores[best][r] for r in common])
        win, win_half = paired([wins[i][r] for r in common], [wins[best][r] for r in common])
        worth, worth_half = paired([values[i][r] for r in common], [values[best][r] for r in common])
        row.update(score_vs_best=diff, vs_best_low=diff - half, vs_best_high=diff + half,
                   win_vs_best=win, win_vs_low=win - win_half, win_vs_high=win + win_half,
                   apart=bool(worth + worth_half < 0 or worth - worth_half > 0))


def _mean_interval(values):
    """The mean and the half-width of its 95% interval (1.96 standard errors; 0 for one game)."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, Z95 * math.sqrt(variance / n)


def what_if_figure(frame, metric="win_rate", title=None):
    """The actions best first: a bar of the win rate (or, ``metric="mean_score"``, a dot of the
    mean final score), with the 95% interval as whiskers, in the course's plotly template."""
    from ..plots import _LAYOUT, _go

    if metric not in ("win_rate", "mean_score"):
        raise ValueError(say("whatif.error.metric", value=repr(metric)))
    go = _go()
    low, high = ("win_low", "win_high") if metric == "win_rate" else ("score_low", "score_high")
    percent = metric == "win_rate"
    shape = go.Bar if percent else go.Scatter
    style = {"marker_color": "#35608f"} if percent else {"mode": "markers", "marker": {"color": "#35608f", "size": 10}}
    figure = go.Figure(shape(
        x=list(frame["action"]), y=list(frame[metric]), meta=metric, **style,
        customdata=list(zip(frame["words"], frame["rollouts"], strict=True)),
        hovertemplate="%{customdata[0]}<br>%{y" + (":.1%" if percent else ":.1f")
                      + "} over %{customdata[1]} games<extra></extra>",
        error_y={"type": "data", "symmetric": False,
                 "array": [top - mid for top, mid in zip(frame[high], frame[metric], strict=True)],
                 "arrayminus": [mid - bottom for mid, bottom in zip(frame[metric], frame[low], strict=True)],
                 "color": "#767676"}))
    attrs = frame.attrs
    if title is None and attrs:
        from ..core.labels import shown_name
        asked = attrs.get("asked", "")
        games = plural(asked, "whatif.games") if isinstance(asked, int) else asked
        title = say("whatif.title", name=shown_name(str(attrs.get("name", ""))), rollouts=games)
        if attrs.get("interrupted"):
            title = say("whatif.title.interrupted", title=title, done=attrs["games"], total=attrs["total"])
    # no x-axis title: the slanted action names say what they are, and plotly would lay it over them
    figure.update_layout(title=title,
                         yaxis_title=say(f"whatif.axis.{metric}"), **_LAYOUT)
    if percent:
        figure.update_yaxes(range=[0, min(1.0, max(list(frame[high]) + [0.1]) * 1.15)], tickformat=".0%")
    return figure


def _short(value):
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def bench(game="classic", players=4, rollouts=200, seed=0, workers=0):
    """``wonderlab bench what-if``: time ``what_if`` on the deal of a seeded game, seat 0, with
    greedy bots, here (``workers`` 0) or on a local Dask cluster of ``workers`` processes."""
    import contextlib
    import time

    module = importlib.import_module(f"wonderlab.{game}.game")
    position = module.Game(players=players, seed=seed)
    with contextlib.ExitStack() as stack:
        client, started = None, time.perf_counter()
        if workers:
            import distributed

            cluster = stack.enter_context(distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, host="127.0.0.1", dashboard_address=None))
            client = stack.enter_context(distributed.Client(cluster))
            print(say("bench.whatif.cluster", workers=workers, seconds=time.perf_counter() - started))
        spent = client.run(time.process_time) if client else {}
        wall, cpu = time.perf_counter(), time.process_time()
        frame = what_if(position, 0, rollouts=rollouts, seed=seed, client=client, progress=False)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if client:      # what each worker's CPU did: the wall time on cores of their own
            spent = {w: t - spent[w] for w, t in client.run(time.process_time).items()}
    where = say("bench.whatif.workers", workers=workers) if workers else say("bench.whatif.process")
    games = frame.attrs["games"]
    print(say("bench.whatif.head", game=game, players=players, actions=len(frame), rollouts=rollouts, games=games,
              where=where))
    print(say("bench.whatif.time", wall=wall, per_game=1000 * wall / games, cpu=cpu))
    if spent:
        print(say("bench.whatif.each", times=", ".join(f"{t:.2f} s" for t in spent.values())))
    print(say("bench.whatif.best", action=frame["action"][0], rate=frame["win_rate"][0], score=frame["mean_score"][0]))
    print(f"seconds={wall:.2f} games={games}")
