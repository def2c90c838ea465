"""How the wins come: the rollouts' ends of two options compared, in words, so that a reason
says what makes an option win rather than a statistic that seems to deny it.

``ways(outcomes, other_outcomes)`` says where two options' play-outs end differently: a Duel
game won (or lost) at once by a supremacy (« Si un joueur atteint la capitale adverse … il
remporte immédiatement la partie (suprématie militaire) »; « 6 symboles scientifiques
différents … suprématie scientifique »), which ``core.search.Outcome.how`` keeps. A way is said
only when the share of games that end so differs between the options by ``MATERIAL`` (5 points) or
more and beyond twice its paired standard error (the rollouts are paired: rollout ``r`` deals the
same world for both): a way a learner should weigh, not a trace of noise.

``leading(verdict, trade, gaps)`` keeps a trade of score categories from reading as a
contradiction: when the option that wins more often shows mostly losses (or the one that wins less
often mostly gains), the verdict comes first and the figures follow as a concession.

>>> from wonderlab.core.search import Outcome
>>> won = Outcome(1.0, 10, 30, None, on_points=False, how="military supremacy")
>>> lost = Outcome(0.0, 40, 50, None)
>>> ways([won] * 20 + [lost] * 80, [lost] * 100)
[('ways', 'it wins by military supremacy in 20 % of the games played out, against none')]
>>> ways([lost] * 100, [won] * 20 + [lost] * 80)
[('ways', 'it never wins by military supremacy in the games played out, against 20 %')]
>>> leading(("better", "it wins more often (54 % against 32 %)"), None, "−1.5 civilian", -1.5)
('better', 'it wins more often (54 % against 32 %), even with −1.5 civilian on average')
>>> leading(("better", "it wins more often (56 % against 42 %)"), "+2.4 military", "−3.6 science", -1.2)[1]
'it wins more often (56 % against 42 %): +2.4 military, even with −3.6 science on average'
>>> leading(("better", "it wins more often (56 % against 42 %)"), "+3.6 military", "−2.4 science", 1.2) is None
True
"""

from ..core.i18n import register, say
from ..core.search import paired

__all__ = ["MATERIAL", "leading", "ways"]

MATERIAL = 0.05

register({
    "reasons.ways.win": {"en": "it wins by {how} in {mine} of the games played out, against {theirs}",
                         "fr": "elle gagne par {how} dans {mine} des parties jouées, contre {theirs}"},
    "reasons.ways.loss": {"en": "it loses to the rival's {how} in {mine} of the games played out, against {theirs}",
                          "fr": "elle perd sur une {how} adverse dans {mine} des parties jouées, contre {theirs}"},
    "reasons.ways.win.never": {"en": "it never wins by {how} in the games played out, against {theirs}",
                               "fr": "elle ne gagne jamais par {how} dans les parties jouées, contre {theirs}"},
    "reasons.ways.loss.never": {"en": "it never loses to the rival's {how} in the games played out, against {theirs}",
                                "fr": "elle ne perd jamais sur une {how} adverse dans les parties jouées, contre {theirs}"},
    "reasons.ways.none": {"en": "none", "fr": "aucune"},
    "reasons.despite": {"en": "{verdict}, even with {trade} on average", "fr": "{verdict}, même avec {trade} en moyenne"},
    "reasons.despite.both": {"en": "{verdict}: {agree}, even with {deny} on average",
                             "fr": "{verdict} : {agree}, même avec {deny} en moyenne"},
})


def ways(outcomes, other_outcomes):
    """``("ways", text)`` pairs: each way a game ends (won by a supremacy, lost to one) whose
    share differs between ``outcomes`` and ``other_outcomes`` (``core.search.Outcome`` lists)."""
    found = []
    hows = sorted({str.__str__(o.how) for o in (*outcomes, *other_outcomes) if o.how is not None})
    for how in hows:
        word = next(o.how for o in (*outcomes, *other_outcomes) if o.how == how)
        for key, ended in (("reasons.ways.win", lambda o, h=how: o.how == h and o.win > 0),
                           ("reasons.ways.loss", lambda o, h=how: o.how == h and o.win == 0)):
            mine = [1.0 if ended(o) else 0.0 for o in outcomes]
            theirs = [1.0 if ended(o) else 0.0 for o in other_outcomes]
            if _apart(mine, theirs):
                found.append(("ways", say(key if any(mine) else key + ".never", how=str(word), mine=_share(mine),
                                          theirs=_share(theirs, none=True))))
    return found


def leading(verdict, gain, loss, balance):
    """``verdict`` (a ``(kind, text)`` pair) said with the categories' figures (``gain`` and
    ``loss``: texts or None; ``balance``: their figures' sum) as a concession, when the figures
    seem to deny it (an option that wins more often, mostly losses; one that wins less often,
    mostly gains); else None. The figure that agrees with the verdict comes first."""
    kind, text = verdict
    if not (kind == "better" and balance < 0 or kind == "worse" and balance > 0):
        return None
    agree, deny = (gain, loss) if kind == "better" else (loss, gain)
    if agree:
        return kind, say("reasons.despite.both", verdict=text, agree=agree, deny=deny)
    return kind, say("reasons.despite", verdict=text, trade=deny)


def _apart(xs, ys):
    diff, half = paired(xs, ys, 2.0)
    return diff == diff and abs(diff) >= MATERIAL and abs(diff) > half


def _share(flags, none=False):
    from .reasons import _percent

    rate = sum(flags) / len(flags)
    return say("reasons.ways.none") if none and not rate else _percent(rate)
