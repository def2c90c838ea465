"""The coach at the table: a hint for the human's decision now, and "your key decisions" after.

Both only call the lab (``wonderlab.lab.hint``, ``wonderlab.lab.analyse``) and keep what the
front end draws: the hint's rows for the decision it was asked at, the key decisions with the
review step showing each. A table with ``hints=False`` (a classroom session) refuses a hint;
``hints_used`` says whether one was asked.

>>> from wonderlab.table import Table
>>> table = Table("classic", players=3, seed=1)
>>> frame = hint(table, playouts=30)
>>> table.hints_used, coach_state(table)["hint"]["rows"][0]["action"] == frame["action"][0]
(True, True)
"""

from contextlib import contextmanager

from ..core.errors import IllegalAction
from ..core.i18n import both, language, register, say, set_language

__all__ = ["accuracy", "analysis", "analysis_job", "analysis_slices", "check_playouts", "coach_state", "decision_steps", "hint", "hint_job",
           "hint_rows", "keep_analysis", "keep_hint", "think_analysis_rows", "think_hint",
           "think_hint_rows"]

register({
    "coach.label.hint": {"en": "Hint", "fr": "Indice"},
    "coach.label.hint_title": {"en": "The coach's hint", "fr": "L'indice du coach"},
    "coach.label.win_rate": {"en": "wins", "fr": "victoires"},
    "coach.label.mean_score": {"en": "mean score", "fr": "score moyen"},
    "coach.label.analyse": {"en": "Analyse my decisions", "fr": "Analyser mes décisions"},
    "coach.label.key": {"en": "Your key decisions", "fr": "Vos décisions clés"},
    "coach.label.played": {"en": "you played", "fr": "vous avez joué"},
    "coach.label.coach": {"en": "the coach", "fr": "le coach"},
    "coach.label.lost": {"en": "win rate lost", "fr": "taux de victoire perdu"},
    "coach.label.cancel": {"en": "Stop", "fr": "Arrêter"},
    "coach.label.learn": {"en": "Learn from your mistakes", "fr": "Apprendre de vos erreurs"},
    "coach.label.skip": {"en": "Skip", "fr": "Passer"},
    "coach.label.next": {"en": "Next mistake", "fr": "Erreur suivante"},
    "coach.label.back": {"en": "Back to the review", "fr": "Retour à la revue"},
    "coach.label.mistake_of": {"en": "Mistake {index} of {total}", "fr": "Erreur {index} sur {total}"},
    "coach.label.analysing": {"en": "Analysing: {done} of {total} decisions",
                              "fr": "Analyse : {done} décisions sur {total}"},
    "coach.label.stopped": {"en": "Stopped after {done} of {total} decisions",
                            "fr": "Arrêtée après {done} décisions sur {total}"},
    "coach.error.off": {"en": "hints are off at this table", "fr": "les indices sont désactivés à cette table"},
    "coach.error.no_turn": {"en": "a hint is for your decision: it is not your turn",
                            "fr": "un indice porte sur votre décision : ce n'est pas à vous de jouer"},
    "coach.error.playouts": {"en": "analysis_playouts: {value}: expected a whole number of games per decision, 1 or more",
                             "fr": "analysis_playouts : {value} : il faut un nombre entier de parties par décision, 1 ou plus"},
    "coach.accuracy.later": {
        "en": "Your accuracy comes once the game is over: finish it, then run this again (it weighs each of your "
              "decisions, about a minute).",
        "fr": "Votre précision vient une fois la partie finie : terminez-la, puis relancez ceci (chacune de vos "
              "décisions est pesée, environ une minute)."},
    "coach.error.not_over": {"en": "the analysis comes once the game is over",
                             "fr": "l'analyse vient une fois la partie finie"},
})

LABELS = ("hint", "hint_title", "win_rate", "mean_score", "analyse", "key", "played", "coach", "lost", "cancel", "learn",
          "skip", "next", "back")


def hint(table, seconds=None, playouts=None):
    """The hint for the human deciding now (``Rows``, as ``wonderlab.lab.hint``): by default
    the budget ``wonderlab bench hint`` measures, ``lab.hint.SECONDS`` of CPU; a forced move
    plays no game."""
    _, args = hint_job(table, seconds, playouts)
    frame = think_hint(*args)
    keep_hint(table, hint_rows(frame))
    return frame


def hint_job(table, seconds=None, playouts=None):
    """``(think, args)``: ``think(*args)`` works out the hint for the human deciding now from
    the game alone, as plain data for ``keep_hint`` (in another thread or process, while the table serves others); a refusal in
    words (``IllegalAction``) when there is no hint to give."""
    from ..lab.hint import SECONDS

    if not table.hints:
        raise IllegalAction(say("coach.error.off"))
    now = table.acting()
    if now is None or table.game.is_over:
        raise IllegalAction(say("coach.error.no_turn"))
    return think_hint_rows, (table.game, now[0], SECONDS if seconds is None else seconds, playouts, table.seed, table.lang)


def think_hint(game, seat, seconds, playouts, seed, lang):
    """The lab's hint for ``seat`` in ``lang``; ``hint_rows`` of it is what the table keeps."""
    from ..lab.hint import hint as lab_hint

    with _speaking(lang):
        return lab_hint(game, seat, seconds=seconds, playouts=playouts, seed=seed)


@contextmanager
def _speaking(lang):
    before = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def think_hint_rows(*args):
    """``hint_rows`` of ``think_hint(*args)``."""
    return hint_rows(think_hint(*args))


def hint_rows(frame):
    """A hint's rows and verdict as plain data (what ``keep_hint`` keeps; it crosses processes)."""
    return [{"action": r.action, "words": r.words, "win_rate": _rounded(r.win_rate, 3),
             "low": _rounded(r.low, 3), "high": _rounded(r.high, 3),
             "mean_score": _rounded(r.mean_score, 1), "why": r.why, "apart": bool(r.apart)}
            for r in frame.itertuples()], frame.attrs["verdict"]


def keep_hint(table, found):
    """The table shows ``found`` (``hint_rows``) as the hint for the decision now."""
    rows, verdict = found
    table.hints_used = True
    table.coach_hint = (_moment(table), rows, verdict)


def _rounded(number, digits):
    return None if number is None else round(float(number), digits)


def check_playouts(value):
    """``value`` if it is a budget of rollouts (a whole number, 1 or more) or None, else one
    clear sentence (``ValueError``).

    >>> check_playouts(12), check_playouts(None)
    (12, None)
    """
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ValueError(say("coach.error.playouts", value=repr(value)[:60]))
    return value


def analysis(table, seat=None, playouts=None, cancelled=None, on_decision=None, progress=False):
    """Every decision of ``seat`` (the first human) in the finished game (``wonderlab.lab.analyse``),
    with ``review_step`` the review step showing it; keeps its key decisions for the review.
    ``playouts`` per decision: the table's ``analysis_playouts`` when not given, else the lab's."""
    from ..lab.analyse import analyse

    seat, playouts = _analysed(table, seat, playouts)
    with table._language():             # the key decisions and the accuracy in the table's language
        frame = analyse(table.record(), seat, playouts=playouts, seed=table.seed,
                        progress=progress, cancelled=cancelled, on_decision=on_decision)
        return _keep(table, frame)


def accuracy(table, seat=None, playouts=None):
    """The sentence of ``seat``'s accuracy in the finished game (``lab.analyse.accuracy_text``):
    the review's analysis when it is whole, else a new one; before the end, when it comes."""
    if not table.is_over:
        return say("coach.accuracy.later")
    kept = table.coach_analysis
    if seat is None and playouts is None and kept and not kept["interrupted"] and kept.get("accuracy_text"):
        return str(kept["accuracy_text"])
    analysis(table, seat, playouts)
    return str(table.coach_analysis["accuracy_text"])


def analysis_job(table, seat, step, playouts=None):
    """``(think, args)``: ``think(*args)`` analyses the decision of ``seat`` at ``step`` of the
    finished game (``decision_steps``) from its record alone, in the table's language, as plain
    rows (it crosses processes): one job per decision, so that a server hands its processes a
    few seconds of work at a time. ``keep_analysis`` keeps the rows of every decision.

    >>> from wonderlab.table import Table
    >>> from wonderlab.lab.tables import bot_record
    >>> table = Table("duel", seed=3, you=[0, 1], screens="each")
    >>> table.load_text(bot_record("duel", seed=3).to_json())
    >>> steps = decision_steps(table, 1)
    >>> rows = [row for step in steps for row in (lambda think, args: think(*args))(*analysis_job(table, 1, step, 2))]
    >>> frame = keep_analysis(table, 1, rows, 2)
    >>> with table.at(1):
    ...     table.coach_analysis["total"] == len(steps), table.coach_frame is frame
    (True, True)
    >>> with table.at(0):
    ...     table.coach_analysis is None
    True
    """
    seat, playouts = _analysed(table, seat, playouts)
    return think_analysis_rows, (table.record(), seat, playouts, table.seed, table.lang, [step])


def think_analysis_rows(record, seat, playouts, seed, lang, steps):
    """The rows (plain dicts) of ``lab.analyse.analyse`` for ``steps``, said in ``lang``."""
    from ..lab.analyse import analyse

    with _speaking(lang):
        return list(analyse(record, seat, playouts=playouts, seed=seed, progress=False, steps=steps).rows)


def keep_analysis(table, seat, rows, playouts=None, decisions=None):
    """The analysis of ``seat`` made of ``rows`` (those of its ``analysis_job`` s, every decision
    in the order played) kept as ``analysis`` keeps it, for that seat's screen; the frame.
    ``decisions``: how many the seat made (default: every one of ``decision_steps``)."""
    from ..lab.analyse import analyse
    from ..lab.rows import Rows

    seat, playouts = _analysed(table, seat, playouts)
    with table.at(seat), table._language():
        empty = analyse(table.record(), seat, playouts=playouts, seed=table.seed, progress=False, steps=[])
        frame = Rows([dict(row) for row in rows], empty.columns,
                     **dict(empty.attrs, decisions=len(decision_steps(table, seat)) if decisions is None else decisions))
        return _keep(table, frame)


def analysis_slices(table, seat=None, playouts=None, cancelled=None, on_decision=None):
    """The same analysis one decision at a time, for a Python with no threads (the JupyterLite
    site's): each step of this generator analyses one decision, so that whoever drives it (an
    event loop, between two steps) lets a Stop click in; ``cancelled()`` true stops it, keeping
    the decisions done. At the end it keeps the key decisions as ``analysis`` does.

    >>> from wonderlab.table import Table
    >>> from wonderlab.lab.tables import bot_record
    >>> table = Table("duel", seed=3, hints=True)
    >>> table.load_text(bot_record("duel", seed=3).to_json())
    >>> slices = analysis_slices(table, playouts=2)
    >>> next(slices) is None, table.coach_analysis is None
    (True, True)
    """
    from ..lab.analyse import analyse

    seat, playouts = _analysed(table, seat, playouts)
    record, steps, frames = table.record(), decision_steps(table, seat), []
    interrupted = False
    for done, step in enumerate(steps):
        if cancelled is not None and cancelled():
            interrupted = True
            break
        with table._language():
            frames.append(analyse(record, seat, playouts=playouts, seed=table.seed, progress=False, steps=[step]))
        if on_decision is not None:
            on_decision(done + 1, len(steps))
        yield None
    with table._language():
        empty = analyse(record, seat, playouts=playouts, seed=table.seed, progress=False, steps=[])
    frame = _joined([empty, *frames])
    frame.attrs.update(empty.attrs, interrupted=interrupted, decisions=len(steps))
    with table._language():
        _keep(table, frame)


def _joined(frames):
    """The rows of several analyses (``Rows`` of the same columns) as one, with the first's attrs."""
    from ..lab.rows import Rows

    return Rows([row for frame in frames for row in frame], frames[0].columns, **frames[0].attrs)


def _analysed(table, seat, playouts):
    from ..lab.analyse import PLAYOUTS

    if not table.is_over:
        raise IllegalAction(say("coach.error.not_over"))
    seat = table.humans[0] if seat is None else seat
    return seat, check_playouts(playouts) or table.analysis_playouts or PLAYOUTS


def _keep(table, frame):
    """Keep the key decisions of an analysis ``frame`` for the review; the frame, with its
    ``review_step``."""
    from ..lab.analyse import accuracy, accuracy_text, key_decisions
    from ..lab.mistakes import mistakes

    steps = review_steps(table)
    table.coach_frame = frame           # Python only: "Learn from your mistakes" (lab.mistakes) reads it
    frame["review_step"] = [steps[s] for s in frame["step"]]
    table.coach_analysis = {"rows": [
        {"step": int(r.step), "review_step": int(r.review_step), "chosen": r.chosen, "best": r.best,
         "chosen_words": r.chosen_words, "best_words": r.best_words, "loss": round(float(r.loss), 3),
         "label": r.label, "why": r.why}
        for r in key_decisions(frame).itertuples()],
        "interrupted": bool(frame.attrs["interrupted"]), "done": len(frame), "total": frame.attrs["decisions"],
        "accuracy": None if not len(frame) else round(accuracy(frame), 1), "accuracy_text": both(lambda: accuracy_text(frame)),
        "mistakes": len(mistakes(frame))}
    return frame


def decision_steps(table, seat):
    """The steps of the record (the number of actions before each) where ``seat`` decided."""
    import importlib

    from ..core.records import GameRecord

    record = table.record()
    runner = importlib.import_module(f"wonderlab.{record.game}.runner")
    game = table.seat.replay(GameRecord(record.game, record.options, record.seed, ()))
    steps = []
    for number, entry in enumerate(record.actions):
        city, _ = runner.read_action(game, entry)
        if (game.controller(city) if record.game == "classic" else city) == seat:
            steps.append(number)
        game.play_json(entry)
    return steps


def review_steps(table):
    """For each action of the record, the review step showing the position before it (the
    start of its round)."""
    record = table.record()
    from ..core.records import GameRecord

    game = table.seat.replay(GameRecord(record.game, record.options, record.seed, ()))
    key, step, steps = table.seat.round_key(game), 0, []
    for entry in record.actions:
        steps.append(step)
        game.play_json(entry)
        now = table.seat.round_key(game)
        if now != key:
            step, key = step + 1, now
    return steps


def _moment(table):
    return (table.seat.history_length(table.game), table.acting())


def _mark(table):
    """The key decision the review shows now (what was played and what the coach proposes, in
    the options' own words), or None."""
    found = getattr(table, "coach_analysis", None)
    if not table.is_over or not found or table.review_step is None:
        return None
    for row in found["rows"]:
        if row["review_step"] == table.review_step:
            return _said({"chosen": row["chosen_words"], "best": row["best_words"], "label": row["label"]})
    return None


def _said(found):
    """``found`` (the analysis kept, its rows) with each text in the reader's language of now
    (an analysis keeps its texts in both: ``core.i18n.Both``), for the front end's JSON."""
    if isinstance(found, dict):
        return {k: _said(v) for k, v in found.items()}
    if isinstance(found, list):
        return [_said(v) for v in found]
    return str(found) if isinstance(found, str) else found


def coach_state(table):
    """What the front end draws of the coach (only the human's own hint: nothing hidden)."""
    found = getattr(table, "coach_hint", None)
    rows = found[1] if found and found[0] == _moment(table) and not table.is_over else None
    return {"hints": bool(table.hints) and not table.is_over,
            "hint": {"rows": rows, "verdict": found[2]} if rows else None,
            "analysis": _said(getattr(table, "coach_analysis", None)) if table.is_over else None,
            "mark": _mark(table),
            "busy": getattr(table, "coach_busy", None),
            "labels": {k: say(f"coach.label.{k}") for k in LABELS}}
