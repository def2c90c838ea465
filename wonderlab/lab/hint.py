"""A hint: the options of a seat now, ranked by the games they won when played out, and why.

``hint(game, seat)`` plays each distinct option of ``seat`` out with greedy bots on worlds
dealt again from what ``seat`` sees (``game.redeal``, never the true hidden cards), rollout
``r`` dealing the same world for every option, and spends its budget by racing
(``core.search.rank``): every option first gets the same games, then one is set aside only when
the paired games put it below the leader. A budget in ``playouts`` gives the same hint for a
seed on every machine; ``seconds`` (this process's CPU time) is for people waiting at a table.

The rows follow the one value they are ranked by: the share of the games won (a margin only
breaks ties). Only an option that the games tell apart from all others is called best; when the
first two are not told apart, the hint says it is a close call.

>>> from wonderlab.classic import Game
>>> shown = hint(Game(players=3, seed=1), 0, playouts=40)
>>> shown.columns[:6]
['action', 'win_rate', 'low', 'high', 'mean_score', 'why']
>>> rates = list(shown["win_rate"]); rates == sorted(rates, reverse=True)
True
"""

import time

from ..core.i18n import register, say
from ..core.search import estimates, kind_of, order, rank, separated
from .rows import Rows
from .tournament import wilson
from .whatif import _check_seat, _deciding, _distinct, _position, _short, check_seed

__all__ = ["hint", "why", "words"]

register({
    "hint.why": {"en": "Against {other}: {mine}.", "fr": "Par rapport à {other} : {mine}."},
    "hint.why.mine": {"en": "{points} {category} points on average for you",
                      "fr": "{points} points en moyenne en {category} pour vous"},
    "hint.why.rival": {"en": "{name} {points} in {category}", "fr": "{name} {points} en {category}"},
    "hint.why.same": {"en": "the same points on average: it wins a little more often",
                      "fr": "les mêmes points en moyenne : elle gagne un peu plus souvent"},
    "hint.why.and": {"en": "; ", "fr": " ; "},
    "hint.why.only": {"en": "The only option.", "fr": "La seule possibilité."},
    "hint.verdict.best": {
        "en": "Best: {action}. The games tell it apart from the others (its win rate, measured on the games that "
              "chose it, may be a little high).",
        "fr": "Meilleure : {action}. Les parties la distinguent des autres (son taux de victoire, mesuré sur les "
              "parties qui l'ont choisie, peut être un peu haut)."},
    "hint.verdict.close": {
        "en": "A close call: {actions} are about equal (their intervals overlap): which of them comes first is "
              "chance, not a verdict.",
        "fr": "Un choix serré : {actions} se valent à peu près (leurs intervalles se chevauchent) : laquelle vient "
              "en premier tient au hasard, ce n'est pas un verdict."},
    "hint.verdict.two": {"en": "these two, {a} and {b},", "fr": "ces deux-là, {a} et {b},"},
    "hint.verdict.many": {"en": "these {count}, {names} and {last},", "fr": "ces {count}, {names} et {last},"},
    "hint.verdict.others": {"en": "{count} others", "fr": "{count} autres"},
    "hint.verdict.only": {"en": "The only option: nothing to weigh.", "fr": "La seule possibilité : rien à peser."},
    "hint.error.budget": {
        "en": "seconds: {value}: expected a number of seconds above 0 and under an hour (or give playouts)",
        "fr": "seconds : {value} : il faut un nombre de secondes au-dessus de 0 et sous une heure (ou donnez playouts)"},
    "hint.error.playouts": {
        "en": "playouts: {value}: expected a whole number of games, from 1 to {high}",
        "fr": "playouts : {value} : il faut un nombre entier de parties, de 1 à {high}"},
})

COLUMNS = ["action", "win_rate", "low", "high", "mean_score", "why", "words", "rollouts", "apart"]
MAX_PLAYOUTS = 1_000_000      # a whole hint's games: hours on one core; more is a typo
SECONDS = 2.0                 # the table's Hint button: CPU seconds (``wonderlab bench hint`` measures it)


def hint(game, seat, seconds=SECONDS, *, playouts=None, seed=0, turn=None):
    """The options of ``seat`` now, best first: ``Rows`` (``.to_frame()`` for pandas) with
    ``action`` (notation), ``win_rate`` and its Wilson 95 % interval ``low``/``high``,
    ``mean_score`` (``seat``'s final score), ``why`` (one sentence: the score categories that
    differ most from the option it is compared with, the next-best for the best one and the
    best for the others), ``words``, ``rollouts`` and ``apart`` (the paired games tell this
    option from the best). ``attrs["verdict"]`` (also the table's last line) says whether the
    best is told apart or the first options are a close call; ``attrs["close"]`` is True then.

    ``game``: a game, a ``PlayTable``, a record or its path, or a position (its text, JSON or
    file; the hidden rest dealt from ``seed``), as ``what_if`` takes them; ``turn`` replays a
    record's first turns, by the one rule of ``lab.game_at``. ``playouts``: the whole budget in
    games (then ``seconds`` is not used and the hint is the same on every machine); else
    ``seconds`` of CPU time. A forced move (one option) plays no game. The game is not changed.
    """
    check_seed(seed)
    if playouts is not None and (isinstance(playouts, bool) or not isinstance(playouts, int)
                                 or not 1 <= playouts <= MAX_PLAYOUTS):
        raise ValueError(say("hint.error.playouts", value=_short(playouts), high=f"{MAX_PLAYOUTS:,}"))
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 < seconds < 3600:
        raise ValueError(say("hint.error.budget", value=_short(seconds)))
    position, kind = _position(game, turn, seed)
    seat = _check_seat(position, kind, seat)
    city = _deciding(position, kind, seat)
    # the rollouts stop a little early: ranking them and writing the why fit in the budget too
    deadline = None if playouts is not None else time.process_time() + 0.97 * seconds
    actions = options(position, city)
    if len(actions) == 1:
        results = [[]]
    else:
        results = rank(position, seat, city, actions, playouts=playouts, deadline=deadline,
                       seed=f"hint {seed}", keep=2)
    return rows(position, seat, actions, results)


def options(game, city):
    """The distinct options of ``city`` (in 7 Wonders, one way to pay per card and kind: the
    cheapest, as the engine lists it first)."""
    if kind_of(game) == "classic":
        found = {}
        for action in game.legal_actions(city):
            found.setdefault((action.kind, action.card), action)
        return list(found.values())
    return [action for _, action in _distinct(game.legal_actions(city))]


def words(game, seat, action):
    """``action`` in words as ``seat`` reads it among its options: Architects names the card a
    take gives when the seat sees it (``Game.action_text``); the other games, ``str(action)``.

    >>> from wonderlab.architects.game import Game
    >>> game = Game(players=2, seed=1)
    >>> words(game, 0, game.legal_actions(0)[0])
    'Take the Tablet from the left deck'
    """
    text = getattr(game, "action_text", None)
    return text(seat, action) if text is not None else str(action)


def rows(game, seat, actions, results):
    """The hint's ``Rows`` from the rollouts of each action, by their mean value (the options
    never tried left out, but for a forced move, shown without numbers). An option the race set
    aside early shows its win rate on the deals it shared with the best (``core.search.estimates``):
    the rate of its own few games, lucky or not, would not compare with the others'."""
    if len(actions) == 1 and not results[0]:
        only = {"action": actions[0].notation, "words": words(game, seat, actions[0]), "why": say("hint.why.only"),
                "rollouts": 0, "apart": False}
        verdict = say("hint.verdict.only")
        return Rows([only], COLUMNS, seat=seat, name=game.names[seat], rollouts=0, verdict=verdict, note=verdict,
                    close=False)
    found = []
    rates = estimates(results, lambda o: o.win)
    for index in order(results):
        outcomes = results[index]
        n = len(outcomes)
        if not n:
            continue
        rate = min(1.0, max(0.0, rates[index]))
        low, high = wilson(rate * n, n)
        found.append({"action": actions[index].notation, "win_rate": rate, "low": low, "high": high,
                      "mean_score": sum(o.score for o in outcomes) / n, "words": words(game, seat, actions[index]),
                      "rollouts": n, "_outcomes": outcomes, "_action": actions[index]})
    for place, row in enumerate(found):
        row["apart"] = bool(place) and separated(found[0]["_outcomes"], row["_outcomes"])
        other = found[1] if place == 0 and len(found) > 1 else found[0] if place else None
        row["why"] = why(game, seat, row, other, better=place == 0) if other else say("hint.why.only")
    from .reasons import option_words

    close = [option_words(row["_action"], game, seat) for row in found[1:] if not row["apart"]]
    verdict = _verdict(option_words(found[0]["_action"], game, seat), close)
    return Rows(found, COLUMNS, seat=seat, name=game.names[seat], rollouts=sum(len(r) for r in results),
                verdict=verdict, note=verdict, close=bool(close))


def _verdict(best, close):
    """The sentence under a hint: the best told apart, or the close call among the first options
    (each named as ``lab.reasons.option_words`` names it)."""
    if not close:
        return say("hint.verdict.best", action=best)
    if len(close) == 1:
        actions = say("hint.verdict.two", a=best, b=close[0])
    else:
        names = [best, *close[:3]]
        if len(close) > 3:
            names[-1] = say("hint.verdict.others", count=len(close) - 2)
        actions = say("hint.verdict.many", count=len(close) + 1, names=", ".join(names[:-1]), last=names[-1])
    return say("hint.verdict.close", actions=actions)


def why(game, seat, row, other, better=True):
    """One or two sentences in the game's own terms (``lab.reasons.explain``): what the option's
    action does, then what it gains and gives up against ``other`` in the rollouts, and whether
    the two are about equal. ``better`` is kept for callers: the verdict comes from the rollouts."""
    from .reasons import explain

    return explain(game, seat, row.get("_action"), row["_outcomes"], other.get("_action") or other["action"],
                   other["_outcomes"])


