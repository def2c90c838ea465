"""Two choices compared on the same games: paired differences, far narrower than two intervals.

``compare(position, a, b)`` plays action ``a`` and action ``b`` from the same re-deals of the
hidden cards, with the same bot randomness (rollout ``r`` of ``a`` and rollout ``r`` of ``b``
start from the same ``random.Random``), and returns the difference in win rate and in mean final
score of the seat, each with its 95% interval computed from the paired differences. The luck of
the deal, which dwarfs the difference between two sensible moves, is then the same on both sides
and drops out of the difference.

>>> from wonderlab.classic import Game
>>> result = compare(Game(players=3, seed=1), "build Altar", "discard Altar", seat=0, rollouts=4,
...                  bots="random")
>>> result.a, result.b, result.rollouts
('build Altar', 'discard Altar', 4)
>>> result.score_low <= result.score_diff <= result.score_high
True
"""

import math
import random
from dataclasses import dataclass
from functools import partial

from ..core.i18n import register, say
from ..core.search import paired
from .parallel import run_tasks
from .tournament import Z95

__all__ = ["Comparison", "compare", "paired"]

MESSAGES = {
    "compare.error.action": {
        "en": "{which}: {value}: not a legal action of {name} now (the legal ones: {legal})",
        "fr": "{which} : {value} : ce n'est pas une action permise à {name} maintenant (permises : {legal})"},
    "compare.error.same": {"en": "a and b are the same action: nothing to compare",
                           "fr": "a et b sont la même action : rien à comparer"},
    "compare.error.rollouts": {
        "en": "rollouts: {value}: expected a whole number of paired games, from 2 to {high}",
        "fr": "rollouts : {value} : il faut un nombre entier de parties appariées, de 2 à {high}"},
    "compare.progress": {"en": "compare", "fr": "comparer"},
    "compare.summary": {
        "en": "{a} vs {b}, {n} paired games: win rate {win:+.1%} ({win_low:+.1%} to {win_high:+.1%}), "
              "mean score {score:+.1f} ({score_low:+.1f} to {score_high:+.1f}){verdict}",
        "fr": "{a} contre {b}, {n} parties appariées : taux de victoire {win:+.1%} ({win_low:+.1%} à "
              "{win_high:+.1%}), score moyen {score:+.1f} ({score_low:+.1f} à {score_high:+.1f}){verdict}"},
    "compare.apart": {"en": ": really apart", "fr": " : vraiment différents"},
    "compare.close": {"en": ": not told apart by these games", "fr": " : pas départagés par ces parties"},
}
register(MESSAGES)


@dataclass(frozen=True)
class Comparison:
    """``a`` minus ``b``: win rate and mean score differences with their paired 95% intervals,
    and, to compare, the half-widths of ``a``'s and ``b``'s own intervals (what two separate
    ``what_if`` rows show); ``unpaired_score_half`` is the half-width the difference would have
    without the pairing (their root sum of squares)."""

    a: str
    b: str
    rollouts: int
    win_diff: float
    win_low: float
    win_high: float
    score_diff: float
    score_low: float
    score_high: float
    score_half_a: float
    score_half_b: float
    value_diff: float = 0.0
    value_low: float = 0.0
    value_high: float = 0.0

    @property
    def unpaired_score_half(self):
        return math.hypot(self.score_half_a, self.score_half_b)

    @property
    def apart(self):
        """True when the paired interval of the value a search ranks by (``core.search.value``:
        the win share, the margin only a tiebreak) leaves out 0: the games tell the choices apart."""
        return self.value_low > 0 or self.value_high < 0

    @property
    def better(self):
        """``a`` or ``b``, whichever the games put first by that value (``a`` when they are equal)."""
        return self.b if self.value_diff < 0 else self.a

    def __str__(self):
        return say("compare.summary", a=self.a, b=self.b, n=self.rollouts, win=self.win_diff,
                   win_low=self.win_low, win_high=self.win_high, score=self.score_diff,
                   score_low=self.score_low, score_high=self.score_high,
                   verdict=say("compare.apart" if self.apart else "compare.close"))


def _half(values):
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    return Z95 * math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def compare(game, a, b, seat=None, rollouts=200, bots="greedy", seed=0, client=None, *, batch_size=None,
            progress=False):
    """Play ``a`` and ``b`` (actions of ``seat``, or their notation: ``"build Baths"``) from the
    same ``rollouts`` re-deals with the same bot randomness; a ``Comparison`` of ``a`` minus ``b``.

    ``game`` is anything ``what_if`` takes (a live game, a position, a record...); the rollouts
    are those of ``what_if`` with the same ``seed``, so the two agree game for game.
    """
    from . import whatif

    whatif.check_seed(seed)
    position, kind = whatif._position(game, None, seed)
    if seat is None:
        seat = getattr(position, "dealt_for", None)
        if seat is None:
            raise ValueError(say("whatif.error.no_seat"))
    seat = whatif._check_seat(position, kind, seat)
    city = whatif._deciding(position, kind, seat)
    if isinstance(rollouts, bool) or not isinstance(rollouts, int) or not 2 <= rollouts <= whatif.MAX_ROLLOUTS:
        raise ValueError(say("compare.error.rollouts", value=_short(rollouts), high=f"{whatif.MAX_ROLLOUTS:,}"))
    names = whatif._bot_names(position, kind, bots)
    keys = tuple(whatif._key(_action(position, city, seat, which, value)) for which, value in (("a", a), ("b", b)))
    if keys[0] == keys[1]:
        raise ValueError(say("compare.error.same"))
    words = [_action(position, city, seat, w, v).notation for w, v in (("a", a), ("b", b))]
    base = position.redeal(seat, random.Random(f"what-if base {seed}"))
    task = partial(whatif._rollout, base, kind, seat, city, keys, names, seed)
    items = [(number, index) for number in range(rollouts) for index in (0, 1)]
    done = list(run_tasks(task, items, client=client, batch_size=batch_size, desc=say("compare.progress"),
                          unit=say("lab.run.unit"), progress=progress))
    pairs = len(done) // 2
    wins = [[done[2 * r + i][0] for r in range(pairs)] for i in (0, 1)]
    scores = [[done[2 * r + i][1] for r in range(pairs)] for i in (0, 1)]
    win, win_half = paired(*wins)
    score, score_half = paired(*scores)
    worth, worth_half = paired(*([done[2 * r + i][2] for r in range(pairs)] for i in (0, 1)))
    return Comparison(words[0], words[1], pairs, win, win - win_half, win + win_half,
                      score, score - score_half, score + score_half,
                      _half(scores[0]), _half(scores[1]), worth, worth - worth_half, worth + worth_half)


def _action(game, city, seat, which, value):
    """The legal action ``value`` names (an action, or its notation)."""
    from .whatif import _key

    legal = game.legal_actions(city)
    action = value
    if isinstance(value, str):
        try:
            action = game.parse(city, value)
        except ValueError:
            action = None
    if hasattr(action, "to_json"):
        for candidate in legal:
            if _key(candidate) == _key(action):
                return candidate
    shown = ", ".join(dict.fromkeys(a.notation for a in legal))
    raise ValueError(say("compare.error.action", which=which, value=_short(value), name=game.names[seat],
                         legal=shown if len(shown) < 300 else shown[:297] + "..."))


def _short(value):
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
