"""After a game: every decision of a seat, what the coach would have played, and what it cost.

``analyse(record, seat)`` replays a finished (or unfinished) game and, before each decision of
``seat``, races its options as a hint does (``core.search.rank``: greedy rollouts from what
``seat`` saw then, ``game.redeal``, never the true hidden cards), then measures the chosen
option and the best one again on the same fresh deals (the race's own games flatter the option
that won it). ``loss`` is the win share the choice gave away (the mean paired difference of
``core.search.value``), with its paired 95 % interval
``loss_low``/``loss_high``; ``label`` classifies it, as chess sites do, by the lower end of that
interval: a decision is called a mistake only when the games show it cost at least a mistake's
worth. ``key_decisions`` keeps the three to five that cost the most.

``accuracy`` sums a seat's game up in one figure from 0 to 100, as lichess does for chess: each
decision's accuracy falls with the points of win share it gave away, ``d`` = 100 × ``loss``
(lichess's curve, 103.1668 × e^(−0.04354 d) − 3.1669, kept within 0 and 100: 100 for the best
move, about 80 for 5 points given away, 64 for 10, 25 for 30), and the game's accuracy is their
plain mean. A loss the games cannot tell from none (its paired interval reaches 0) counts as
none: following the coach on a close call costs nothing.

The thresholds (``INACCURACY``, ``MISTAKE``, ``BLUNDER``: 5, 10 and 20 points of win share) start
from lichess's 5, 10 and 15 points of win probability, calibrated on greedy games
(``wonderlab bench analysis``): at four players of 7 Wonders a seat wins about a quarter of the
games, so 20 points throw away most of a fair share, a blunder (over 37 decisions of two such
games the largest loss measured on fresh deals was 0.29); and at the default budget (400 fresh
pairs) the paired interval's half-width is about 0.05, so that an inaccuracy is the smallest
loss the games can tell from none. The five decisions those two games flagged were all
confirmed by a 600-rollout reference of the bench's own (it measured losses of 0.06 to 0.25).

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
>>> frame.columns[:5], len(frame)
(['step', 'chosen', 'best', 'loss', 'why'], 3)
"""

import importlib
import math

from ..core.i18n import both, language, register, say
from ..core.records import GameRecord
from ..core.search import key, kind_of, order, paired, rank, rollout, value
from .hint import options
from .hint import why as explain
from .rows import Rows

__all__ = ["accuracy", "accuracy_text", "analyse", "decision_accuracy", "key_decisions", "win_rate_figure"]

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
    "analyse.error.frame": {"en": "frame: expected the rows of analyse(record, seat)",
                            "fr": "frame : il faut les lignes de analyse(record, seat)"},
    "analyse.error.seat": {"en": "seat: {value}: the seats of this game are 0 to {last}",
                           "fr": "seat : {value} : les places de cette partie vont de 0 à {last}"},
    "analyse.error.playouts": {"en": "playouts: {value}: expected a whole number of games per decision, from 1 to {high}",
                               "fr": "playouts : {value} : il faut un nombre entier de parties par décision, de 1 à {high}"},
    "analyse.error.steps": {"en": "steps: {value}: expected whole numbers (the steps of the record to weigh)",
                            "fr": "steps : {value} : il faut des nombres entiers (les étapes de la partie à peser)"},
    "analyse.error.callable": {"en": "{name}: {value}: expected a function (or None)",
                               "fr": "{name} : {value} : il faut une fonction (ou None)"},
    "analyse.error.count": {"en": "{name}: {value}: expected a whole number of decisions, from 0 to 1000",
                            "fr": "{name} : {value} : il faut un nombre entier de décisions, de 0 à 1000"},
    "analyse.label.inaccuracy": {"en": "inaccuracy", "fr": "imprécision"},
    "analyse.label.mistake": {"en": "mistake", "fr": "erreur"},
    "analyse.label.blunder": {"en": "blunder", "fr": "gaffe"},
    "analyse.accuracy": {"en": "{name}'s accuracy: {accuracy} over {count}",
                         "fr": "Précision de {name} : {accuracy} sur {count}"},
    "analyse.decisions.one": {"en": "{count} decision", "fr": "{count} décision"},
    "analyse.decisions.many": {"en": "{count} decisions", "fr": "{count} décisions"},
    "analyse.error.record": {"en": "record: {value}: expected a GameRecord, a game or the path of a saved record",
                             "fr": "record : {value} : il faut un GameRecord, une partie ou le chemin d'une partie enregistrée"},
})

COLUMNS = ["step", "chosen", "best", "loss", "why", "review_step", "win_rate", "best_win_rate",
           "loss_low", "loss_high", "label", "chosen_words", "best_words", "rollouts", "accuracy"]
PLAYOUTS = 800      # per decision: a 4-player 7 Wonders game of 18 decisions in under a minute of CPU
MAX_PLAYOUTS = 100_000
INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20
FRESH = 1_000_000       # the first rollout number of the fresh deals a loss is measured on
LABELS = ((BLUNDER, "blunder"), (MISTAKE, "mistake"), (INACCURACY, "inaccuracy"))


def analyse(record, seat, playouts=PLAYOUTS, seed=0, progress=True, steps=None, cancelled=None,
            on_decision=None):
    """``Rows`` (``.to_frame()`` for pandas), one per decision of ``seat`` in ``record`` (a
    ``GameRecord``, its path, or a game): ``step`` (the number of actions before it), ``chosen``
    and ``best`` (notation; ``chosen_words`` and ``best_words``: the options' sentences),
    ``loss`` (the win share the choice gave away against the best, on the same deals; 0 when
    the choice was the best) with its paired interval ``loss_low``/``loss_high``, ``label``
    (``"inaccuracy"``, ``"mistake"``, ``"blunder"`` by ``loss_low``, in the reader's language, or None), ``why`` (the best
    option against the chosen one), ``win_rate`` and ``best_win_rate``, ``rollouts`` (the
    paired games of the two). ``review_step`` is filled by a table (the review step showing it).
    Each text of a row (``why``, ``chosen_words``, ``best_words``, ``label``) is kept in both
    languages (``core.i18n.Both``): printed, it speaks the reader's language of the moment.

    ``playouts`` per decision (deterministic for a seed). A progress bar shows the run, the
    interrupt button (or ``cancelled()`` returning True) stops it, keeping the decisions done:
    ``attrs["interrupted"]`` then says so. ``on_decision(done, total)`` follows it.
    """
    record = _record(record)
    _check(playouts, seed, steps, cancelled, on_decision)
    runner = importlib.import_module(f"wonderlab.{record.game}.runner")
    game_class = importlib.import_module(f"wonderlab.{record.game}.game").Game
    game = game_class.replay(GameRecord(record.game, record.options, record.seed, ()))
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        from .whatif import _short

        raise ValueError(say("analyse.error.seat", value=_short(seat), last=game.players - 1))
    mine = []
    for number, entry in enumerate(record.actions):
        city, _ = runner.read_action(game, entry)
        who = game.controller(city) if record.game == "classic" else city
        if who == seat:
            mine.append((number, city, game.copy(), entry))
        game.play_json(entry)
    if steps is not None:
        wanted = set(steps)
        mine = [m for m in mine if m[0] in wanted]
    rows, interrupted = [], False
    bar = _bar(len(mine), progress)
    try:
        for done, (number, city, position, entry) in enumerate(mine):
            if cancelled is not None and cancelled():
                interrupted = True
                break
            rows.append(decision(position, seat, city, entry, runner, playouts, f"analyse {seed} {number}", number))
            if bar is not None:
                bar.update(1)
            if on_decision is not None:
                on_decision(done + 1, len(mine))
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if bar is not None:
            bar.close()
    return Rows(rows, COLUMNS, seat=seat, name=game.names[seat], interrupted=interrupted, decisions=len(mine),
                playouts=playouts)


def _check(playouts, seed, steps, cancelled, on_decision):
    """Each argument of ``analyse`` as it should be, else one sentence (``ValueError``)."""
    from .whatif import _short, check_seed

    if isinstance(playouts, bool) or not isinstance(playouts, int) or not 1 <= playouts <= MAX_PLAYOUTS:
        raise ValueError(say("analyse.error.playouts", value=_short(playouts), high=f"{MAX_PLAYOUTS:,}"))
    check_seed(seed)
    if steps is not None:
        try:
            steps = list(steps) if not isinstance(steps, str | bytes) else None
        except TypeError:
            steps = None
        if steps is None or len(steps) > 100_000 or not all(
                isinstance(s, int) and not isinstance(s, bool) for s in steps):
            raise ValueError(say("analyse.error.steps", value=_short(steps)))
    for name, function in (("cancelled", cancelled), ("on_decision", on_decision)):
        if function is not None and not callable(function):
            raise ValueError(say("analyse.error.callable", name=name, value=_short(function)))


def decision(position, seat, city, entry, runner, playouts, seed, number):
    """One decision's row (``analyse``): the options raced in ``playouts``; then, when the choice
    played is not the race's best, both measured again on ``playouts // 2`` fresh deals, paired
    (the race's best won its place on its own games, which flatter it: the loss is read on others)."""
    _, played = runner.read_action(position, entry)
    actions = options(position, city)
    chosen = _matching(actions, played, kind_of(position) == "classic")
    if len(actions) > 1:
        results = rank(position, seat, city, actions, playouts=max(playouts, 2 * len(actions)), seed=seed, keep=1)
    else:
        results = [[]]
    best = order(results)[0]
    if chosen is None:                  # a payment the options list as another way: weigh it itself
        actions.append(played)
        chosen = len(actions) - 1
    if chosen == best:
        theirs = mine = results[best]
        why, loss, low, high = both(lambda: say("analyse.best")), 0.0, 0.0, 0.0
    else:
        kind = kind_of(position)
        fresh = range(FRESH, FRESH + max(2, playouts // 2))
        theirs, mine = ([rollout(position, kind, seat, city, key(actions[i]), n, seed) for n in fresh]
                        for i in (best, chosen))
        why = both(lambda: explain(position, seat, {"_outcomes": theirs, "_action": actions[best]},
                                   {"_outcomes": mine, "_action": actions[chosen], "action": actions[chosen].notation}))
        loss, half = paired([value(o) for o in theirs], [value(o) for o in mine])
        low, high = loss - half, loss + half
    rate = sum(o.win for o in mine) / len(mine) if mine else None
    best_rate = sum(o.win for o in theirs) / len(theirs) if theirs else None
    return {"step": number, "chosen": actions[chosen].notation, "best": actions[best].notation,
            "chosen_words": both(lambda: str(actions[chosen])), "best_words": both(lambda: str(actions[best])),
            "loss": max(0.0, loss), "loss_low": low, "loss_high": high,
            "label": None if label(low) is None else both(lambda: label(low)), "why": why,
            "review_step": None, "win_rate": rate, "best_win_rate": best_rate, "rollouts": len(theirs),
            "accuracy": decision_accuracy(loss, low)}


def decision_accuracy(loss, low=None):
    """A decision's accuracy, 0 to 100, from the win share it gave away (``loss``, 0 to 1), by
    lichess's curve: 103.1668 × e^(−0.04354 × 100 × loss) − 3.1669. With ``low`` (the lower end
    of the loss's paired interval) a loss the games cannot tell from none counts as none.

    >>> [round(decision_accuracy(loss)) for loss in (0, 0.05, 0.1, 0.3, 1)]
    [100, 80, 64, 25, 0]
    >>> decision_accuracy(0.08, low=-0.02)
    100.0
    """
    if low is not None and low <= 0 or loss <= 0:
        return 100.0
    return min(100.0, max(0.0, 103.1668 * math.exp(-4.354 * loss) - 3.1669))


def accuracy(frame):
    """A seat's accuracy over the decisions of an analysis (``analyse``'s rows): the mean of
    each decision's ``decision_accuracy``, 0 to 100 (None with no decision).

    >>> from wonderlab.lab.rows import Rows
    >>> rows = Rows([{"step": 1, "loss": 0.0, "loss_low": 0.0}, {"step": 5, "loss": 0.1, "loss_low": 0.04}],
    ...             ["step", "loss", "loss_low"])
    >>> round(accuracy(rows), 1)
    81.8
    """
    records, columns, _ = _records(frame)
    if not records:
        return None
    low = "loss_low" in columns
    found = [decision_accuracy(float(r["loss"]), float(r["loss_low"]) if low else None) for r in records]
    return sum(found) / len(found)


def accuracy_text(frame):
    """One sentence: whose accuracy, and over how many decisions (``accuracy``), in the reader's
    language (French: « 81,9 % »)."""
    from ..core.i18n import decimal, plural
    from ..core.labels import shown_name

    found = accuracy(frame)
    records, _, attrs = _records(frame)
    shown = "–" if found is None else decimal(found) + ("\u202f%" if language() == "fr" else " %")
    return say("analyse.accuracy", name=shown_name(str(attrs.get("name", ""))), accuracy=shown,
               count=plural(len(records), "analyse.decisions"))


def label(low):
    """What a decision whose loss is at least ``low`` is called, in the reader's language (None:
    nothing the games can show).

    >>> label(0.25), label(0.12), label(0.06), label(0.049)
    ('blunder', 'mistake', 'inaccuracy', None)
    """
    for threshold, name in LABELS:
        if low >= threshold:
            return say(f"analyse.label.{name}")
    return None


def _matching(actions, played, classic):
    """The option ``played`` is (in 7 Wonders, the option of the same card and kind: the
    options keep one way to pay each)."""
    wanted = key(played)
    for i, action in enumerate(actions):
        if key(action) == wanted or classic and (action.kind, action.card) == (played.kind, played.card):
            return i
    return None


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
    """The decisions that cost the most, worst first (by ``loss``, the win rate lost they show):
    those the games call an inaccuracy or worse (by ``loss_low``), at most ``most``; when there are fewer than ``least``, the next by
    ``loss`` (labelled nothing: within the noise) fill up to ``least``. ``Rows`` as ``analyse``'s.

    >>> rows = Rows([{"step": 1, "loss": 0.3, "loss_low": 0.2}, {"step": 2, "loss": 0.1, "loss_low": -0.05},
    ...              {"step": 3, "loss": 0.0, "loss_low": 0.0}], ["step", "loss", "loss_low"])
    >>> list(key_decisions(rows, least=2)["step"])
    [1, 2]
    """
    records, columns, attrs = _records(frame)
    for name, number in (("most", most), ("least", least)):
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 1000:
            raise ValueError(say("analyse.error.count", name=name, value=repr(number)[:60]))
    low = "loss_low" if "loss_low" in columns else "loss"
    ranked = sorted(records, key=lambda r: (r[low] < INACCURACY, -r["loss"], r["step"]))   # by the loss they show
    flagged = sum(1 for r in records if r[low] >= INACCURACY)
    count = min(most, max(least, flagged))
    return Rows(ranked[:count], columns, **attrs)


def _records(frame):
    """``frame``'s rows as dicts, its columns and attrs (``Rows`` or a DataFrame of ``analyse``)."""
    if isinstance(frame, Rows):
        records, columns = frame.rows, frame.columns
    elif hasattr(frame, "to_dict") and hasattr(frame, "columns"):
        records, columns = frame.to_dict("records"), list(frame.columns)
    else:
        raise ValueError(say("analyse.error.frame"))
    if not {"step", "loss"} <= set(columns):
        raise ValueError(say("analyse.error.frame"))
    return records, columns, dict(getattr(frame, "attrs", {}))


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
            x=steps, y=[None if v is None else float(v) for v in frame[column]], name=say(f"analyse.figure.{name}"),
            mode="lines+markers", line={"color": color, "dash": dash}, customdata=words,
            hovertemplate="%{y:.0%}: %{customdata[0]} / %{customdata[1]}<br>%{customdata[2]}<extra></extra>"))
    if title is None:
        title = say("analyse.figure.title", name=shown_name(str(frame.attrs.get("name", ""))))
    figure.update_layout(title=title, xaxis_title=say("analyse.figure.x"), yaxis_title=say("analyse.figure.y"),
                         **_LAYOUT)
    figure.update_yaxes(range=[0, 1.05], tickformat=".0%")
    return figure
