"""Learn from your mistakes at a table, whatever carries it: the notebook's ``PlayTable`` and the
live classroom's socket hold one ``Learning`` per learner, and draw its ``view()`` with the same
front end (``static/play.js``: the mistake's prompt, the verdict of a pick, Skip or Next, Back).

A ``Learning`` walks ``lab.mistakes.Lesson`` over the seat's mistakes in the finished game
(the analysis ``table.coach_frame`` holds for the seat served): each drawn as the seat saw it
(``puzzles.PuzzleDesk`` over the lesson's position, the hidden cards dealt again), the pick
judged when it is confirmed.

>>> from wonderlab.table import Table
>>> table = Table("duel", seed=3, hints=True)
>>> Learning(table, 0)
Traceback (most recent call last):
...
wonderlab.core.errors.IllegalAction: Learn from your mistakes comes after the game, once your decisions are analysed
"""

from ..core.errors import IllegalAction
from ..core.i18n import register, say

__all__ = ["Learning"]

register({
    "play.learn.first": {"en": "Learn from your mistakes comes after the game, once your decisions are analysed",
                         "fr": "Apprendre de vos erreurs vient après la partie, une fois vos décisions analysées"},
    "play.learn.none": {"en": "no mistake is shown: press Learn from your mistakes",
                        "fr": "aucune erreur n'est affichée : appuyez sur Apprendre de vos erreurs"},
    "play.learn.settled": {"en": "this mistake is over: press Next mistake",
                           "fr": "cette erreur est terminée : appuyez sur Erreur suivante"},
})


class Learning:
    """``seat``'s mistakes in ``table``'s finished game, one at a time: ``pick`` (what Confirm
    does), ``next`` (go on, or skip), ``receive`` (a click on the mistake's board), ``view``
    (what the front end draws). Refused in words (``IllegalAction``) before the analysis."""

    def __init__(self, table, seat):
        from ..lab.mistakes import Lesson

        self.table, self.seat, self.desk = table, seat, None
        with table.at(seat), table._language():
            if not table.is_over or table.coach_frame is None:
                raise IllegalAction(say("play.learn.first"))
            self.lesson = Lesson(table.record(), seat, table.coach_frame, seed=table.seed)
        self._new_desk()

    def pick(self, action):
        """Judge ``action`` (an option of the mistake shown, or its notation): ``(found, text)``."""
        lesson = self.lesson
        try:
            with self.table._language():
                if lesson.done:
                    raise IllegalAction(say("play.learn.none"))
                if lesson.settled:
                    raise IllegalAction(say("play.learn.settled"))
                return lesson.judge(action)
        finally:
            if self.desk is not None:
                self.desk.pick = self.desk.selected = None

    def measure_job(self):
        """``(keep, think, args)`` when Confirming the pick on the board now would play games to
        judge it (``Lesson.measure_job``): ``keep(think(*args))`` before the Confirm makes it
        cheap, so that a server works it out off its loop; else None.

        >>> Learning.measure_job(type("Idle", (), {"desk": None})()) is None
        True
        """
        desk = self.desk
        if desk is None or desk.pick is None or self.lesson.settled:
            return None
        found = desk.option_list()
        if not isinstance(desk.pick, int) or not 0 <= desk.pick < len(found):
            return None
        try:
            action = self.lesson._own(found[desk.pick].action)
        except ValueError:
            return None
        job = self.lesson.measure_job(action)
        if job is None:
            return None
        return (lambda figure: self.lesson.keep_measured(action, figure), *job)

    def next(self):
        """Go on to the next mistake (this one, not tried, counts as skipped)."""
        self.lesson.skip()
        self._new_desk()

    def receive(self, content):
        """A click on the mistake's board (choose, select, undo, Confirm); a refusal becomes the
        board's message, which the view shows."""
        if self.desk is not None:
            self.desk.receive(content)

    def _new_desk(self):
        from .puzzles import PuzzleDesk

        lesson, t = self.lesson, self.table
        self.desk = None
        if not lesson.done:
            with t._language():
                self.desk = PuzzleDesk({"game": t.kind, "seat": lesson.seat}, lesson.position(), self._desk_pick, t.lang)

    def _desk_pick(self, action):
        if action is not None:          # None: the board's "new game", hidden while learning
            self.pick(action)

    def view(self):
        """The view while learning: the mistake's position as the seat saw it (the puzzle
        trainer's desk), and the lesson's texts; at the end, the review with the count found.
        At a table of several screens, call it with the seat served (``table.at(seat)``)."""
        lesson, t = self.lesson, self.table
        with t._language():
            if self.desk is not None:
                self.desk.lang = t.lang
                view = self.desk.state()
                view["labels"] = dict(view["labels"], confirm=say("puzzles.ui.confirm"))
            else:
                view = t.state()
            view["tools"] = False
            view["lesson"] = {
                "title": None if lesson.done else say("coach.label.mistake_of", index=lesson.index + 1,
                                                      total=len(lesson.items)),
                "prompt": None if lesson.done else lesson.prompt(),
                "feedback": None if lesson.done else lesson.feedback(),
                "kind": None if lesson.done or lesson.last is None else
                ("right" if lesson.outcome[lesson.index] == "found" else "wrong"),
                "settled": lesson.settled, "done": lesson.done, "summary": lesson.summary(),
                "labels": {k: say(f"coach.label.{k}") for k in ("skip", "next", "back")}}
        return view
