"""After a game: every decision of a seat, what the coach would have played, and what it cost.

``analyse(record, seat)`` replays a finished (or unfinished) game and, before each decision of
``seat``, ranks its options as a hint does (greedy rollouts from what ``seat`` saw then:
``game.redeal``, never the true hidden cards), then measures the chosen option on the same
deals as the best one; ``loss`` is the win rate the choice gave away. ``key_decisions`` keeps
the three to five that cost the most.

>>> from wonderlab.classic import Game
>>> from wonderlab.classic.runner import play_game
>>> game = Game(players=3, seed=2)
>>> import random
>>> from wonderlab.core.bots import make_bot
>>> bot, rng = make_bot("classic", "greedy"), random.Random(0)
>>> for _ in range(3):
...     for city in game.waiting:
...         game.play(city, bot.choose(game, city, rng))
>>> frame = analyse(game.record(), 0, playouts=12, progress=False)
>>> list(frame.columns), len(frame)
(['step', 'chosen', 'best', 'loss', 'why', 'review_step', 'win_rate', 'best_win_rate'], 3)
"""

import importlib
import math

from ..core.i18n import register, say
from ..core.records import GameRecord
from ..core.search import key, kind_of, rank, rollout
from .hint import options
from .hint import why as explain

__all__ = ["analyse", "key_decisions", "win_rate_figure"]

register({
    "analyse.progress": {"en": "analysing your decisions", "fr": "analyse de vos décisions"},
    "analyse.unit": {"en": "decision", "fr": "décision"},
    "analyse.best": {"en": "The coach would have played it too.", "fr": "Le coach l'aurait joué aussi."},
    "analyse.figure.title": {"en": "{name}'s game, decision by decision: the win rate of each choice",
                             "fr": "La partie de {name}, décision par décision : le taux de victoire de chaque choix"},
    "analyse.figure.best": {"en": "the coach's choice", "fr": "le choix du coach"},
    "analyse.figure.chosen": {"en": "the choice played", "fr": "le choix joué"},
    "analyse.figure.x": {"en": "Decision (the step of the record)", "fr": "Décision (l'étape de la partie)"},
    "analyse.figure.y": {"en": "Win rate from that position", "fr": "Taux de victoire depuis cette position"},
    "analyse.error.frame": {"en": "frame: expected the DataFrame of analyse(record, seat)",
                            "fr": "frame : il faut le DataFrame de analyse(record, seat)"},
    "analyse.error.record": {"en": "record: {value}: expected a GameRecord, a game or the path of a saved record",
                             "fr": "record : {value} : il faut un GameRecord, une partie ou le chemin d'une partie enregistrée"},
})

COLUMNS = ["step", "chosen", "best", "loss", "why", "review_step", "win_rate", "best_win_rate"]
PLAYOUTS = 96       # per decision: a 4-player 7 Wonders game of 18 decisions in well under a minute


def analyse(record, seat, playouts=PLAYOUTS, seed=0, progress=True, steps=None, cancelled=None,
            on_decision=None):
    """A DataFrame, one row per decision of ``seat`` in ``record`` (a ``GameRecord``, its path,
    or a game): ``step`` (the number of actions before it), ``chosen`` and ``best`` (notation),
    ``loss`` (the best option's win rate minus the chosen one's, on the same deals; 0 when the
    choice was the best), ``why`` (the best option against the chosen one), ``win_rate`` and
    ``best_win_rate``. ``review_step`` is filled by a table (the review step showing it).

    ``playouts`` per decision (deterministic for a seed). A progress bar shows the run, the
    interrupt button (or ``cancelled()`` returning True) stops it, keeping the decisions done:
    ``frame.attrs["interrupted"]`` then says so. ``on_decision(done, total)`` follows it.
    """
    import pandas as pd

    record = _record(record)
    runner = importlib.import_module(f"wonderlab.{record.game}.runner")
    game_class = importlib.import_module(f"wonderlab.{record.game}.game").Game
    game = game_class.replay(GameRecord(record.game, record.options, record.seed, ()))
    mine = []
    for number, entry in enumerate(record.actions):
        city, _ = runner.read_action(game, entry)
        who = game.controller(city) if record.game == "classic" else city
        if who == seat:
            mine.append((number, city, game.copy(), entry))
        game.play_json(entry)
    if steps is not None:
        mine = [m for m in mine if m[0] in set(steps)]
    rows, interrupted = [], False
    bar = _bar(len(mine), progress)
    try:
        for done, (number, city, position, entry) in enumerate(mine):
            if cancelled is not None and cancelled():
                interrupted = True
                break
            rows.append(_decision(position, seat, city, entry, runner, playouts, f"analyse {seed} {number}", number))
            if bar is not None:
                bar.update(1)
            if on_decision is not None:
                on_decision(done + 1, len(mine))
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if bar is not None:
            bar.close()
    table = pd.DataFrame(rows, columns=COLUMNS)
    table.attrs.update(seat=seat, name=game.names[seat], interrupted=interrupted, decisions=len(mine),
                       playouts=playouts)
    return table


def _decision(position, seat, city, entry, runner, playouts, seed, number):
    _, played = runner.read_action(position, entry)
    actions = options(position, city)
    chosen = _matching(actions, played, kind_of(position) == "classic")
    results = rank(position, seat, city, actions, playouts=max(playouts, 2 * len(actions)), seed=seed, keep=1)
    best = max(range(len(actions)), key=lambda i: (len(results[i]), _mean(results[i])))
    if chosen is None:                  # a payment the options list as another way: weigh it itself
        actions.append(played)
        results.append([])
        chosen = len(actions) - 1
    kind = kind_of(position)
    for n in range(len(results[chosen]), len(results[best])):       # the same deals as the best
        results[chosen].append(rollout(position, kind, seat, city, key(actions[chosen]), n, seed))
    rate = sum(o.win for o in results[chosen]) / max(1, len(results[chosen]))
    best_rate = sum(o.win for o in results[best]) / max(1, len(results[best]))
    if chosen == best:
        why = say("analyse.best")
    else:
        why = explain(position, seat, {"_outcomes": results[best]},
                      {"_outcomes": results[chosen], "action": actions[chosen].notation})
    return {"step": number, "chosen": actions[chosen].notation, "best": actions[best].notation,
            "loss": max(0.0, best_rate - rate) if chosen != best else 0.0, "why": why, "review_step": None,
            "win_rate": rate, "best_win_rate": best_rate}


def _matching(actions, played, classic):
    """The option ``played`` is (in 7 Wonders, the option of the same card and kind: the
    options keep one way to pay each)."""
    wanted = key(played)
    for i, action in enumerate(actions):
        if key(action) == wanted or classic and (action.kind, action.card) == (played.kind, played.card):
            return i
    return None


def _mean(outcomes):
    from ..core.search import value

    return sum(map(value, outcomes)) / len(outcomes) if outcomes else -math.inf


def _record(source):
    from pathlib import Path

    if isinstance(source, str | Path):
        return GameRecord.load(source)
    if isinstance(source, GameRecord):
        return source
    if hasattr(source, "record") and hasattr(source, "legal_actions"):
        return source.record()
    raise ValueError(say("analyse.error.record", value=repr(source)[:60]))


def _bar(total, progress):
    if not progress or not total:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=say("analyse.progress"), unit=say("analyse.unit"))


def key_decisions(frame, most=5, least=3):
    """The decisions that cost the most win rate, worst first: at most ``most``; at least
    ``least`` when there are that many (the choices that lost nothing come last)."""
    ranked = frame.sort_values(["loss", "step"], ascending=[False, True], kind="stable")
    costly = ranked[ranked["loss"] > 0.0]
    count = min(most, max(least, len(costly)))
    return ranked.head(count).reset_index(drop=True)


def win_rate_figure(frame, title=None):
    """Win rate through the game: at each decision of the analysed seat, the win rate of the
    coach's choice and of the choice played (on the same deals); the gap between the two
    lines is what a decision cost. Hovering a point shows both choices and why.

    >>> from wonderlab.lab.tables import bot_record
    >>> frame = analyse(bot_record("duel", seed=3), 0, playouts=6, progress=False, steps=range(6))
    >>> [trace.name for trace in win_rate_figure(frame).data]
    ["the coach's choice", 'the choice played']
    """
    from ..core.labels import shown_name
    from ..plots import _LAYOUT, _go

    if not hasattr(frame, "columns") or not set(COLUMNS) <= set(frame.columns):
        raise ValueError(say("analyse.error.frame"))
    go = _go()
    steps = [int(s) for s in frame["step"]]
    words = list(zip(frame["chosen"], frame["best"], frame["why"], strict=True))
    figure = go.Figure()
    for column, name, color, dash in (("best_win_rate", "best", "#2a7d38", "solid"),
                                      ("win_rate", "chosen", "#35608f", "dot")):
        figure.add_trace(go.Scatter(
            x=steps, y=[float(v) for v in frame[column]], name=say(f"analyse.figure.{name}"),
            mode="lines+markers", line={"color": color, "dash": dash}, customdata=words,
            hovertemplate="%{y:.0%}: %{customdata[0]} / %{customdata[1]}<br>%{customdata[2]}<extra></extra>"))
    if title is None:
        title = say("analyse.figure.title", name=shown_name(str(frame.attrs.get("name", ""))))
    figure.update_layout(title=title, xaxis_title=say("analyse.figure.x"), yaxis_title=say("analyse.figure.y"),
                         **_LAYOUT)
    figure.update_yaxes(range=[0, 1.05], tickformat=".0%")
    return figure
