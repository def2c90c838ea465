"""The feedback ladder of every exercise of the three games: hint before telling.

A wrong answer first gets its diagnosis (the rule it missed) when the exercise knows one, else a
first hint naming the rule; a second wrong answer gets a stronger hint (the part of the position
to look at); the worked solution comes only after the third try, or when the learner presses
"Show the solution". A right answer is always told why.

>>> ladder = Ladder("3 + 4 = 7", rule="Add the two numbers.", look="Look at both numbers.")
>>> ladder.wrong(None)
'Not yet (try 1 of 3). Add the two numbers.'
>>> ladder.wrong("You multiplied them.")
'Not yet (try 2 of 3). You multiplied them. Look at both numbers.'
>>> ladder.wrong(None)
'Not this time (try 3 of 3). The solution: 3 + 4 = 7'
>>> ladder.wrong("You multiplied them.")      # from now on, the diagnosis and the solution
'Not quite. You multiplied them. The solution: 3 + 4 = 7'
>>> ladder.right()
'Right! 3 + 4 = 7'

The widgets of each game take the ladder with the ``Laddered`` mixin: they say how to read the
learner's input (``read``) and how to judge it (``verdict``), the mixin does the rest.
"""

import random
from html import escape

import ipywidgets as widgets

from ..core.i18n import register, say
from ..views.style import RIGHT_EDGE, THEME_TEXT, WRONG_EDGE
from .journal import JOURNAL

TRIES = 3


class Ladder:
    """The feedback of one exercise, try by try: ``wrong(diagnosis)`` for each wrong answer,
    ``right()`` for the right one, ``reveal()`` for "Show the solution"."""

    def __init__(self, solution, rule=None, look=None):
        self.solution = solution
        self.rule = rule or say("course.ladder.rule")
        self.look = look or say("course.ladder.look")
        self.tries = 0

    def wrong(self, diagnosis=None):
        """The answer to the next wrong try; the solution only from the third try on."""
        self.tries += 1
        if self.tries >= TRIES:
            last = say("course.ladder.last", tries=TRIES, of=TRIES) if self.tries == TRIES else say("course.ladder.again")
            return " ".join(filter(None, [last, diagnosis, say("course.ladder.solution", solution=self.solution)]))
        if self.tries == 1:
            step = diagnosis or self.rule
        else:
            step = " ".join(filter(None, [diagnosis, self.look]))
        return f"{say('course.ladder.try', tries=self.tries, of=TRIES)} {step}"

    def right(self):
        return say("lab.quiz.right", why=self.solution)

    def reveal(self):
        return say("course.ladder.solution", solution=self.solution)


class Laddered:
    """Mixin for an exercise widget (put it first among the bases). The widget gives:

    - ``read()`` -> ``(value, None)``, or ``(None, message)`` when the input is not an answer yet;
    - ``verdict(value)`` -> ``(right, diagnosis or None)``, and ``solution()``, the worked answer;
    - ``button`` and ``feedback`` (an ``HTML`` widget), like every ``Question``.

    ``set_hints(rule, look)`` sets the exercise's own two hints (``exercise(name)`` does it from the
    messages ``course.hint.<game>.<name>.rule`` / ``.look`` when they exist, filled with the
    exercise's ``fields``: the names and numbers of its own position, so that a hint never quotes
    another position's).
    """

    _hints = (None, None)
    fields = {}

    def with_fields(self, **fields):
        """The names and numbers of this exercise's position, for its hints; returns the widget."""
        self.fields = dict(fields)
        return self

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.with_reveal()

    def read(self):
        """A whole number typed in ``answer`` (the choice widgets read their options instead)."""
        try:
            return int(self.answer.value.strip()), None
        except ValueError:
            return None, say("lab.quiz.not_a_number")

    def set_hints(self, rule=None, look=None):
        self._hints = (rule, look)
        return self

    @property
    def ladder(self):
        if getattr(self, "_ladder", None) is None:
            self._ladder = Ladder(self.solution(), *self._hints)
        return self._ladder

    @property
    def tries(self):
        return self.ladder.tries

    def with_reveal(self):
        """Add the "Show the solution" button next to Check (called once the children exist)."""
        self.reveal_button = widgets.Button(description=say("course.ladder.show"))
        self.reveal_button.on_click(lambda _button: self.reveal())
        children = list(self.children)
        for i, child in enumerate(children):
            if child is self.button:
                children.insert(i + 1, self.reveal_button)
                break
            if isinstance(child, widgets.Box) and self.button in child.children:
                child.children = (*child.children, self.reveal_button)
                break
        self.children = tuple(children)
        return self

    def submit(self):
        """What pressing Check does: read the answer, judge it, answer with the ladder's next step."""
        value, problem = self.read()
        if problem:
            self.right = None
            self.show_feedback(problem, False)
            return
        right, diagnosis = self.verdict(value)
        self.right = right
        self.noted(bool(right))
        self.show_feedback(self.ladder.right() if right else self.ladder.wrong(diagnosis), right)

    def reveal(self):
        """What "Show the solution" does."""
        self.noted(None)
        self.show_feedback(self.ladder.reveal(), None)

    journal_key = None

    def noted(self, right):
        """Write a Check (``right`` true or false) or a "Show the solution" (None) in the kernel's
        journal, which a classroom result code carries (``prepared`` names the exercise)."""
        if self.journal_key:
            if right is None:
                JOURNAL.shown(*self.journal_key)
            else:
                JOURNAL.note(*self.journal_key, right)

    def show_feedback(self, message, right):
        color = RIGHT_EDGE if right else WRONG_EDGE if right is False else THEME_TEXT
        mark = "✔" if right else "✘" if right is False else "→"
        state = "true" if right else "false" if right is False else "shown"
        self.feedback.value = (f'<div class="wonderlab-feedback" data-right="{state}" '
                               f'style="padding:4px 8px;border-left:4px solid {color};color:{THEME_TEXT}">'
                               f'<b>{mark}</b> {escape(message)}</div>')


def prepared(widget, game, name):
    """``widget``, exercise ``name`` of ``game`` (``classic``, ``duel``, ``architects``), with its
    options in an order seeded by its name (the same on every run, not the order they were
    written in) and its own hints when the course has written them (filled with the widget's
    ``fields``), else the ladder's general ones."""
    from ..core.i18n import catalog

    if hasattr(widget, "order_options"):
        widget.order_options(random.Random(f"{game}/{name}"))
    known = catalog()
    widget.journal_key = (game, name)
    rule, look = (f"course.hint.{game}.{name}.{step}" for step in ("rule", "look"))
    return widget.set_hints(*(say(key, **widget.fields) if key in known else None for key in (rule, look)))


def hint_messages(game, **pairs):
    """``name=((rule en, rule fr), (look en, look fr))`` -> the messages ``course.hint.<game>.<name>.rule``
    and ``.look`` (underscores in ``name`` written as dashes), for ``register``."""
    out = {}
    for key, (rule, look) in pairs.items():
        name = key.replace("_", "-")
        out[f"course.hint.{game}.{name}.rule"] = {"en": rule[0], "fr": rule[1]}
        out[f"course.hint.{game}.{name}.look"] = {"en": look[0], "fr": look[1]}
    return out


register({
    "course.ladder.try": {"en": "Not yet (try {tries} of {of}).", "fr": "Pas encore (essai {tries} sur {of})."},
    "course.ladder.last": {"en": "Not this time (try {tries} of {of}).",
                           "fr": "Pas cette fois (essai {tries} sur {of})."},
    "course.ladder.again": {"en": "Not quite.", "fr": "Pas tout à fait."},
    "course.ladder.solution": {"en": "The solution: {solution}", "fr": "La solution : {solution}"},
    "course.ladder.show": {"en": "Show the solution", "fr": "Voir la solution"},
    "course.ladder.rule": {"en": "Which rule of this section decides the question? Say it to yourself, "
                                 "then apply it to the position, step by step.",
                           "fr": "Quelle règle de cette section décide de la question ? Formulez-la, "
                                 "puis appliquez-la à la position, pas à pas."},
    "course.ladder.look": {"en": "Look again at the position in the question, one part at a time, "
                                 "and count only what the rule counts.",
                           "fr": "Regardez de nouveau la position de la question, une partie après l'autre, "
                                 "et ne comptez que ce que la règle compte."},
})
