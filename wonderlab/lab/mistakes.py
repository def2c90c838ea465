"""Learn from your mistakes: each decision the analysis called a mistake, to find better again.

``Lesson(record, seat, frame, seed)`` takes the rows of ``analyse(record, seat, seed=seed)``
and keeps the decisions labelled mistake or blunder (``loss_low`` ≥ ``analyse.MISTAKE``: the
paired games show they gave away at least 10 points of win share). For each in turn,
``lesson.position()`` is the game as the seat saw it then (``Game.from_position`` of the seat's
``position`` at that point of the record: the hidden cards dealt again, never the true ones) and
``lesson.prompt()`` says what was played. ``lesson.judge(action)`` weighs a pick:

- the analysis' best option is accepted, the option played is refused (its loss is measured);
- any other option is measured against the best on the analysis' own fresh deals
  (``core.search.rollout`` with the same numbers and seed, so the best's games are the very ones
  the analysis played), at most ``BUDGET`` pairs: a bounded cost at the time of the retry;
- a pick is accepted when it gives away less than ``ACCEPT`` (the mistake threshold, 10 points of
  win share) against the best. lichess accepts within 3.5 points of win probability; its
  estimate of a chess position is exact for the engine, ours comes from a few hundred games
  whose paired interval is about ±5 points wide, so an option within a mistake of the best is
  one the games cannot call a mistake.

Refused: "not quite", the hint (what the best option does, ``lab.reasons``), then the coach's move
and why. ``skip()`` goes on; ``summary()`` says how many were found ("2 of 3 mistakes found").

>>> from wonderlab.lab.rows import Rows
>>> rows = Rows([{"step": 0, "loss": 0.3, "loss_low": 0.2, "chosen": "x", "best": "y"},
...              {"step": 2, "loss": 0.06, "loss_low": 0.01, "chosen": "x", "best": "y"}],
...             ["step", "loss", "loss_low", "chosen", "best"])
>>> [row["step"] for row in mistakes(rows)]
[0]
"""

import importlib

from ..core.grammar import after_colon
from ..core.i18n import decimal, language, register, say
from ..core.records import GameRecord
from ..core.search import key, kind_of, paired, rollout, value
from .analyse import FRESH, MISTAKE, _matching, _records
from .hint import options
from .reasons import explain, option_words

__all__ = ["ACCEPT", "BUDGET", "Lesson", "mistakes"]

ACCEPT = MISTAKE        # a pick within a mistake's worth of the best is found
BUDGET = 200            # at most this many paired games to weigh an option the analysis did not

register({
    "mistakes.prompt": {"en": "You played \"{chosen}\" here. Can you find better?",
                        "fr": "Vous avez joué « {chosen} » ici. Trouverez-vous mieux ?"},
    "mistakes.found.best": {"en": "Found! {pick} is the coach's move. {why}",
                            "fr": "Trouvé ! {pick} est le coup du coach. {why}"},
    "mistakes.found.close": {"en": "Found! {pick} gives away {points} points of win share against the coach's move "
                                   "({best}): less than a mistake ({threshold}).",
                             "fr": "Trouvé ! {pick} ne cède que {points} points de part de victoire face au coup du "
                                   "coach ({best}) : moins qu'une erreur ({threshold})."},
    "mistakes.not_quite": {"en": "Not quite: {pick} gives away {points} points of win share against the best. Hint: {hint}",
                           "fr": "Pas tout à fait : {pick} cède {points} points de part de victoire face au meilleur. "
                                 "Indice : {hint}"},
    "mistakes.same": {"en": "Not quite: that is the move you played. Hint: {hint}",
                      "fr": "Pas tout à fait : c'est le coup que vous avez joué. Indice : {hint}"},
    "mistakes.hint.none": {"en": "look at what each option brings you next.",
                           "fr": "regardez ce que chaque possibilité vous apporte ensuite."},
    "mistakes.answer": {"en": "The coach plays: {best}. {why}", "fr": "Le coach joue : {best}. {why}"},
    "mistakes.summary": {"en": "{found} of {total} mistakes found", "fr": "{found} erreurs trouvées sur {total}"},
    "mistakes.summary.one": {"en": "{found} of 1 mistake found", "fr": "{found} erreur trouvée sur 1"},
    "mistakes.none": {"en": "No mistake to learn from in this game: well played.",
                      "fr": "Aucune erreur à revoir dans cette partie : bien joué."},
    "mistakes.not_option": {"en": "{pick}: not an option of this decision",
                            "fr": "{pick} : ce n'est pas une possibilité de cette décision"},
})


def mistakes(frame):
    """The rows of an analysis (``analyse``'s ``Rows`` or DataFrame) whose paired loss clears
    the mistake threshold (``loss_low`` ≥ ``MISTAKE``: mistakes and blunders), in the order played."""
    records, columns, _ = _records(frame)
    low = "loss_low" if "loss_low" in columns else "loss"
    return sorted((dict(r) for r in records if float(r[low]) >= MISTAKE), key=lambda r: r["step"])


class Lesson:
    """The mistakes of ``seat`` in ``record`` (``analyse``'s ``frame`` of it, made with ``seed``)
    to find better again, one at a time: ``position``, ``options``, ``judge``, ``skip``, ``answer``,
    ``summary``. ``outcome[i]`` is ``"found"``, ``"missed"``, ``"skipped"`` or None (not met yet)."""

    def __init__(self, record, seat, frame, seed=0, budget=BUDGET):
        self.record, self.seat, self.seed, self.budget = record, seat, seed, budget
        self.items = mistakes(frame)
        self.index = 0
        self.outcome = [None] * len(self.items)
        self.tries, self.last = 0, None
        self._runner = importlib.import_module(f"wonderlab.{record.game}.runner")
        self._class = importlib.import_module(f"wonderlab.{record.game}.game").Game
        self._at, self._measured = {}, {}

    # -- where the learner is -----------------------------------------------------------------
    @property
    def done(self):
        return self.index >= len(self.items)

    @property
    def item(self):
        return None if self.done else self.items[self.index]

    def _before(self, step):
        """The true game before action ``step`` and the city deciding it (Python only: never shown)."""
        if step not in self._at:
            game = self._class.replay(GameRecord(self.record.game, self.record.options, self.record.seed,
                                                 tuple(self.record.actions[:step])))
            city, played = self._runner.read_action(game, self.record.actions[step])
            self._at[step] = (game, city, played)
        return self._at[step]

    def position(self):
        """The game of this decision as the seat saw it: its position, the hidden cards dealt again."""
        game, _, _ = self._before(self.item["step"])
        return self._class.from_position(game.position(self.seat), seed=self.item["step"])

    def city(self):
        return self._before(self.item["step"])[1]

    def options(self):
        """The distinct options of this decision (``lab.hint.options``), in the position shown."""
        return options(self.position(), self.city())

    def played(self):
        """The action played at this decision (of the record)."""
        return self._before(self.item["step"])[2]

    def best(self):
        """The analysis' best option, as an action of the true game."""
        game, city, _ = self._before(self.item["step"])
        found = options(game, city)
        index = _matching(found, _notation(game, city, self.item["best"]), kind_of(game) == "classic")
        return found[index]

    # -- texts ----------------------------------------------------------------------------------
    def prompt(self):
        """'You played "Build Baths for nothing" here. Can you find better?' (the option played, in
        its own words, quoted; in French in lower case: « Vous avez joué « construire les Bains… » »)."""
        return say("mistakes.prompt", chosen=_inside(self.played()))

    def hint(self):
        """What the best option does, in game terms (``lab.reasons.explain``)."""
        game, city, _ = self._before(self.item["step"])
        return explain(game, self.seat, self.best(), city=city) or say("mistakes.hint.none")

    def answer(self, said=""):
        """The coach's move and the analysis' reason for it, less ``said`` (the hint, already
        given: each thing is said once)."""
        why = self.item.get("why") or ""
        if said and why.startswith(said):
            why = why[len(said):].lstrip()
        return say("mistakes.answer", best=_inside(self.best()), why=why).rstrip()

    def summary(self):
        found = self.outcome.count("found")
        if len(self.items) == 0:
            return say("mistakes.none")
        if len(self.items) == 1:
            return say("mistakes.summary.one", found=found)
        return say("mistakes.summary", found=found, total=len(self.items))

    # -- the learner's picks ----------------------------------------------------------------------
    def loss_of(self, action):
        """The win share ``action`` gives away against the best at this decision: 0 for the
        best, the analysis' loss for the option played, else measured on the analysis' fresh deals
        (at most ``budget`` pairs)."""
        game, city, played = self._before(self.item["step"])
        best = self.best()
        if _same(action, best):
            return 0.0
        if _same(action, played):
            return float(self.item["loss"])
        return self.measured(action)

    def measured(self, action):
        """The win share ``action`` gives away against the best, measured again on the analysis'
        fresh deals (its first ``budget`` pairs at most): the analysis' own figure for an option it
        measured with no more pairs than that."""
        if (self.index, key(action)) not in self._measured:
            self.keep_measured(action, measure(*self._measure_args(action)))
        return self._measured[self.index, key(action)]

    def measure_job(self, action):
        """``(think, args)``: ``think(*args)`` is the figure ``loss_of(action)`` needs, worked out
        from the game alone (in another process, while a server serves others) for
        ``keep_measured``; None when ``loss_of`` plays no game (the best, the option played, an
        option measured already)."""
        played = self._before(self.item["step"])[2]
        if _same(action, self.best()) or _same(action, played) or (self.index, key(action)) in self._measured:
            return None
        return measure, self._measure_args(action)

    def keep_measured(self, action, found):
        """Keep what ``measure_job(action)`` found for this decision."""
        self._measured[self.index, key(action)] = found

    def _measure_args(self, action):
        game, city, _ = self._before(self.item["step"])
        count = max(2, min(self.budget, int(self.item.get("rollouts") or self.budget)))
        return game, self.seat, city, self.best(), action, f"analyse {self.seed} {self.item['step']}", count

    def judge(self, action):
        """``(found, text)`` for the learner's pick ``action`` (an option of this decision, or its
        notation): found when it gives away less than ``ACCEPT``; a first miss gives the hint, a
        second the coach's move too. ``feedback()`` says it again (in the language then spoken)."""
        action = self._own(action)
        loss = self.loss_of(action)
        self.tries += 1
        self.last = (action, loss, self.tries)
        self.outcome[self.index] = "found" if loss < ACCEPT else "missed"
        return loss < ACCEPT, self.feedback()

    def feedback(self):
        """What the last pick of this decision earned, in words (None before a pick)."""
        if getattr(self, "last", None) is None:
            return None
        action, loss, tries = self.last
        points = decimal(100 * loss)
        if loss < ACCEPT:
            if _same(action, self.best()):
                return say("mistakes.found.best", pick=str(action), why=self.item.get("why") or "")
            return say("mistakes.found.close", pick=str(action), points=points, best=option_words(self.best()),
                       threshold=decimal(100 * ACCEPT, 0))
        hint = self.hint()
        if _same(action, self.played()):
            first = say("mistakes.same", hint=hint)
        else:
            first = say("mistakes.not_quite", pick=_inside(action), points=points, hint=hint)
        return first if tries == 1 else first + " " + self.answer(said=hint)

    @property
    def settled(self):
        """Whether this decision is over: found, or missed twice (the answer given)."""
        return not self.done and (self.outcome[self.index] == "found" or self.tries >= 2)

    def skip(self):
        """Go on to the next mistake (one not met yet counts as skipped)."""
        if not self.done:
            if self.outcome[self.index] is None:
                self.outcome[self.index] = "skipped"
            self.index += 1
            self.tries, self.last = 0, None

    next = skip

    def _own(self, action):
        """``action`` (an action of the position shown, or its notation) as an option of the true
        game, else one sentence (``ValueError``), whatever its type."""
        game, city, _ = self._before(self.item["step"])
        if isinstance(action, str):
            try:
                return _notation(game, city, action)
            except ValueError:
                pass
        elif hasattr(action, "to_json") and hasattr(action, "kind"):
            for option in game.legal_actions(city):
                if key(option) == key(action) or _same(option, action):
                    return option
        raise ValueError(say("mistakes.not_option", pick=repr(action)[:60]))


def measure(game, seat, city, best, action, seed, count):
    """The win share ``action`` gives away against ``best`` on the analysis' fresh deals (rollout
    numbers ``FRESH`` on, ``count`` pairs), paired: ``Lesson.measured``."""
    kind, fresh = kind_of(game), range(FRESH, FRESH + count)
    theirs, mine = ([value(rollout(game, kind, seat, city, key(a), n, seed)) for n in fresh] for a in (best, action))
    return max(0.0, paired(theirs, mine)[0])


def _inside(action):
    """``action``'s sentence inside another (after a colon, quoted): in French in lower case
    (« Le coach joue : construire les Bains sans rien payer »); English keeps its capital."""
    text = str(action)
    return after_colon(text) if language() == "fr" else text


def _same(action, other):
    """One option of a decision (7 Wonders: one card and kind, whatever the payment)."""
    if type(action).__module__.startswith("wonderlab.classic"):
        return (action.kind, action.card.name) == (other.kind, other.card.name)
    return key(action) == key(other)


def _notation(game, city, notation):
    """The action of ``city`` whose notation is ``notation`` (the analysis keeps notations)."""
    from ..core.i18n import LANGUAGES, language, set_language

    before = language()
    try:
        for lang in (before, *LANGUAGES):
            set_language(lang)
            for action in game.legal_actions(city):
                if action.notation == notation:
                    return action
    finally:
        set_language(before)
    raise ValueError(say("mistakes.not_option", pick=notation[:60]))
